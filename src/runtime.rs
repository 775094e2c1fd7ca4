//! Runtime classes: the immutable metadata of loaded classes and methods (JPF's ClassInfo
//! and MethodInfo), plus per-class resolution caches. Nothing here is program state: a VM
//! state refers to classes and methods by [`ClassId`] and [`MethodId`].

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use hashbrown::HashMap;

use crate::classfile::descriptor::{Kind, MethodType};
use crate::classfile::typecheck::{ClassInfo, Hierarchy};
use crate::classfile::{
    self, ACC_ABSTRACT, ACC_INTERFACE, ACC_NATIVE, ACC_PRIVATE, ACC_STATIC, BootstrapMethod,
    ClassFile, Code, Constant, InnerClass, Reflective,
};
use crate::classpath::{ClassPath, Origin};
use crate::error::{VmError, VmResult};
use crate::natives::{self, NativeFn};
use crate::vm::value::Value;

pub type ClassId = u32;
pub type MethodId = u32;
/// An interned (name, descriptor) pair, the key of virtual dispatch.
pub type Selector = u32;

/// A fixed, seedless hasher for every map whose iteration order or hashing could reach a
/// result.
pub type FixedState = std::hash::BuildHasherDefault<FixedHasher>;

/// FNV-1a: small, fixed, and good enough for the VM's internal tables.
#[derive(Default, Clone, Copy)]
pub struct FixedHasher(u64);

impl std::hash::Hasher for FixedHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        let mut h = if self.0 == 0 {
            0xcbf2_9ce4_8422_2325
        } else {
            self.0
        };
        for &b in bytes {
            h ^= b as u64;
            h = h.wrapping_mul(0x100_0000_01b3);
        }
        self.0 = h;
    }
    fn write_u32(&mut self, v: u32) {
        self.0 = (self.0 ^ v as u64)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .rotate_left(29);
    }
}

pub type FixedMap<K, V> = HashMap<K, V, FixedState>;

#[derive(Clone, Debug, PartialEq)]
pub enum ClassKind {
    Ordinary,
    /// An array class; `component` is the component's descriptor (`I`, `Ljava/lang/String;`).
    Array {
        component: String,
        component_class: ClassId,
    },
    /// `int.class` and friends; the byte is the descriptor character.
    Primitive(u8),
}

/// What a constant-pool entry resolved to. Cached per class; never part of program state.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Resolved {
    Unresolved,
    Class(ClassId),
    /// An instance field: slot in the object's field array.
    Field {
        slot: u32,
        wide: bool,
    },
    /// A static field of class `class`.
    Static {
        class: ClassId,
        slot: u32,
        wide: bool,
    },
    /// A method for invokestatic/invokespecial.
    Method(MethodId),
    /// A method for invokevirtual/invokeinterface: dispatch on `selector`, unless `direct`
    /// (a private or final resolved method) says which method runs.
    Virtual {
        selector: Selector,
        resolved: MethodId,
        direct: bool,
    },
    /// An invokedynamic call site linked to a synthetic class and method, or to the one
    /// object it always evaluates to (`constant`, a permanent object; NULL when none).
    CallSite {
        class: ClassId,
        method: MethodId,
        constant: crate::vm::value::Ref,
    },
}

#[derive(Clone, Debug)]
pub struct Field {
    pub name: String,
    pub descriptor: String,
    pub access: u16,
    /// Slot in the object (instance) or in the class's static area (static).
    pub slot: u32,
    pub reflective: Reflective,
}

pub struct Class {
    pub id: ClassId,
    /// A hash of the name: the class's id in canonical states, the same in every run.
    pub stable: u64,
    /// Internal name (`java/lang/String`, `[I`, or `int` for primitives).
    pub name: String,
    pub access: u16,
    pub kind: ClassKind,
    pub super_class: Option<ClassId>,
    pub interfaces: Vec<ClassId>,
    pub origin: Origin,
    pub source_file: Option<String>,
    pub pool: Rc<[Constant]>,
    pub cache: Vec<Cell<Resolved>>,
    pub bootstrap_methods: Vec<BootstrapMethod>,
    pub inner_classes: Vec<InnerClass>,
    pub enclosing_method: Option<crate::classfile::EnclosingMethod>,
    pub reflective: Reflective,
    /// The class file's major version (0 for classes the VM makes: arrays, primitives).
    pub major: u16,
    /// Declared fields (instance and static).
    pub fields: Vec<Field>,
    /// Descriptors of all instance field slots, inherited first.
    pub instance_layout: Vec<String>,
    /// Whether each instance slot is a final field.
    pub final_fields: Vec<bool>,
    /// Default values of the static area (ConstantValue attributes applied).
    pub static_defaults: Vec<Value>,
    /// Static String fields with a ConstantValue: (static slot, pool index), set when the
    /// class is initialized.
    pub string_constants: Vec<(u32, u16)>,
    pub methods: Vec<MethodId>,
    /// Virtual dispatch: the method that runs for a selector on an instance of this class.
    pub dispatch: FixedMap<Selector, MethodId>,
    /// This class and every superclass and superinterface, for instanceof and checkcast.
    pub supertypes: hashbrown::HashSet<ClassId, FixedState>,
    pub clinit: Option<MethodId>,
    /// Whether the class or a superinterface declares default methods (JVMS 5.5 step 7).
    pub has_defaults: bool,
    /// Kind of each static slot, and the static slots a program can change (all but
    /// `static final` fields with a constant value): what a state snapshot holds.
    pub static_kinds: Vec<Kind>,
    pub mutable_statics: Vec<u32>,
    /// Static slots that cache the Groovy runtime's machinery (`$callSiteArray`,
    /// `$staticClassInfo`, `__$stMC`): not state, not accesses; reset on restore.
    pub machinery_statics: Vec<u32>,
    /// Kind of each instance field slot.
    pub field_kinds: Vec<Kind>,
    /// Instance slots that cache a value computed from immutable content (see
    /// `CACHE_FIELDS`): written as zero in snapshots.
    pub cache_fields: Vec<u32>,
    /// The instance field whose value names an object apart from the others made at its
    /// allocation site, for DPOR's locations (see `NAMING_FIELDS`).
    pub naming_field: Option<u32>,
    /// Whether what its instance methods allocate belongs to the receiver (see
    /// `OWNING_PACKAGES`): such objects carry the receiver's owner tag in their allocation
    /// site.
    pub owns_allocations: bool,
}

impl Class {
    /// The slot of the static field `name` this class declares.
    pub fn static_slot(&self, name: &str) -> Option<u32> {
        self.fields
            .iter()
            .find(|f| f.name == name && f.access & ACC_STATIC != 0)
            .map(|f| f.slot)
    }
    pub fn is_interface(&self) -> bool {
        self.access & ACC_INTERFACE != 0
    }
    pub fn is_array(&self) -> bool {
        matches!(self.kind, ClassKind::Array { .. })
    }
    /// The binary name `Class.getName()` returns (`java.lang.String`, `[I`, `int`).
    pub fn java_name(&self) -> String {
        self.name.replace('/', ".")
    }
}

pub struct Method {
    pub id: MethodId,
    /// A hash of class, name and descriptor: the method's id in canonical states.
    pub stable: u64,
    pub class: ClassId,
    pub name: String,
    pub descriptor: String,
    pub access: u16,
    pub mtype: MethodType,
    /// Local slots the arguments take, including the receiver.
    pub arg_slots: usize,
    pub ret: Kind,
    pub code: Option<Rc<Code>>,
    pub native: Option<NativeFn>,
    pub selector: Selector,
    pub is_clinit: bool,
    /// The checked exceptions the method declares (internal names), for reflection.
    pub exceptions: Vec<String>,
    pub reflective: Reflective,
}

impl Method {
    /// Declared `native` (an intrinsic, a Rust implementation of a method with bytecode, is
    /// not: it keeps the method's modifiers, frames and stack-trace lines).
    pub fn is_native(&self) -> bool {
        self.access & ACC_NATIVE != 0
    }
    pub fn is_static(&self) -> bool {
        self.access & ACC_STATIC != 0
    }
    pub fn is_abstract(&self) -> bool {
        self.access & ACC_ABSTRACT != 0
    }
    pub fn is_private(&self) -> bool {
        self.access & ACC_PRIVATE != 0
    }
}

/// All loaded classes and methods.
pub struct Classes {
    pub classpath: ClassPath,
    classes: Vec<Rc<Class>>,
    methods: Vec<Rc<Method>>,
    by_name: FixedMap<String, ClassId>,
    selectors: FixedMap<(String, String), Selector>,
    loading: Vec<String>,
    /// Classes read (and format-checked) for the verifier's subtype checks but not defined
    /// yet: loading one takes it from here instead of reading it again.
    read_ahead: FixedMap<String, (ClassFile, Origin)>,
    by_stable: FixedMap<u64, ClassId>,
    methods_by_stable: FixedMap<u64, MethodId>,
    /// Every class, ordered by stable id (the order canonical states list classes in).
    canonical: Vec<ClassId>,
    /// The loaded transition-scoped statics (see `TRANSITION_SCOPED_STATICS`).
    pub transition_scoped: Vec<(ClassId, u32)>,
    /// The array class of each component class asked for so far (`anewarray` runs often).
    array_of: FixedMap<ClassId, ClassId>,
    /// Whether classes of the runtime library are verified when loaded. They are not by
    /// default: like a JVM's boot classes (HotSpot verifies only classes of other loaders),
    /// they are built with ironpf, and `tests/runtime_library.rs` verifies every one of them.
    /// Verifying them took most of a VM's start-up, which every search restart and replay pays.
    pub verify_runtime: bool,
}

/// Static fields of runtime-library (and SmartThings model) classes that only carry a value
/// within a transition: every transition finds them at their default and leaves them so (the
/// model's `Home.manual`, set while a deliberate physical event is delivered). A transition
/// that reads one reads its default or its own write, so no information passes between
/// transitions through it: not state and not an access. The VM checks the default at every
/// choice point ([`crate::vm::Vm::check_transition_scoped`]); a violation is an internal error.
const TRANSITION_SCOPED_STATICS: &[(&str, &str)] = &[("ironpf/smartthings/Home", "manual")];

/// Runtime-library packages whose classes own what their instance methods allocate: a
/// collection's nodes, tables and element arrays, the SmartThings model's per-app objects. The
/// allocation site of such an object carries an owner tag derived from the receiver (its class,
/// its own site and owner: [`crate::vm::Vm::owner_tag`]), so the entries of two apps' `state`
/// maps are different DPOR locations where the allocation site alone made them one. The tag is
/// a function of the object fixed when it is allocated and part of the canonical state, like
/// the site; it splits no states, since what a collection allocates stays its own.
const OWNING_PACKAGES: &[&str] = &["java/util/", "ironpf/smartthings/"];

/// Static fields groovyc adds to every class to cache runtime machinery.
const GROOVY_MACHINERY_STATICS: &[&str] = &[
    "$callSiteArray",
    "$staticClassInfo",
    "$staticClassInfo$",
    "__$stMC",
];

/// Instance fields of runtime-library classes that cache a value computed from the object's
/// immutable content (`String.hash`) or a stateless view of the object (a map's `keySet`,
/// `values` and `entrySet` views, which hold nothing but the map): not state, since reading
/// them gives the same result whether or not the cache is filled (a view made afresh behaves as
/// the cached one; only comparing two views by identity across a choice point could tell).
/// Snapshots hold them as zero or null (not yet computed), and they are not DPOR accesses: the
/// first iteration of a map in a handler made it dependent on every other handler iterating it.
const CACHE_FIELDS: &[(&str, &str)] = &[
    ("java/lang/String", "hash"),
    ("java/util/AbstractMap", "keySet"),
    ("java/util/AbstractMap", "values"),
    ("java/util/HashMap", "entrySet"),
];

/// Fields of runtime-library classes that DPOR adds to the names of the other fields'
/// locations (`Vm::record_member`), so that the objects one allocation site makes for
/// different keys are different locations: a map's entries, which every `put` of a map makes
/// at one site (with one owner tag), are told apart by their keys' hashes. Sound because the
/// field is final and written by the constructor before anything else, while the object is
/// still fresh (accesses to fresh objects are not recorded): every recorded access to an
/// object sees the same value, so one object always has one name per field (two objects with
/// one name, hashes that collide, only make more dependences).
const NAMING_FIELDS: &[(&str, &str)] = &[("java/util/HashMap$Node", "hash")];

/// The stable id of a name.
pub fn stable_id(name: &str) -> u64 {
    xxhash_rust::xxh3::xxh3_64(name.as_bytes())
}

impl Classes {
    pub fn new(classpath: ClassPath) -> Classes {
        Classes {
            classpath,
            classes: Vec::new(),
            methods: Vec::new(),
            by_name: FixedMap::default(),
            selectors: FixedMap::default(),
            loading: Vec::new(),
            read_ahead: FixedMap::default(),
            by_stable: FixedMap::default(),
            methods_by_stable: FixedMap::default(),
            canonical: Vec::new(),
            array_of: FixedMap::default(),
            transition_scoped: Vec::new(),
            verify_runtime: false,
        }
    }

    #[inline]
    /// The class of arrays of `component` (loaded if need be).
    pub fn array_class(&mut self, component: ClassId) -> VmResult<ClassId> {
        if let Some(&a) = self.array_of.get(&component) {
            return Ok(a);
        }
        let c = self.class(component);
        let name = match c.kind {
            ClassKind::Primitive(p) => format!("[{}", p as char),
            ClassKind::Array { .. } => format!("[{}", c.name),
            ClassKind::Ordinary => format!("[L{};", c.name),
        };
        let a = self.load(&name)?;
        self.array_of.insert(component, a);
        Ok(a)
    }

    pub fn class(&self, id: ClassId) -> &Rc<Class> {
        &self.classes[id as usize]
    }

    #[inline]
    pub fn method(&self, id: MethodId) -> &Rc<Method> {
        &self.methods[id as usize]
    }

    pub fn len(&self) -> usize {
        self.classes.len()
    }

    /// How many methods are loaded (method ids are below it).
    pub fn method_count(&self) -> usize {
        self.methods.len()
    }

    pub fn is_empty(&self) -> bool {
        self.classes.is_empty()
    }

    /// The class with a stable id, and the method with a stable id.
    pub fn by_stable(&self, stable: u64) -> Option<ClassId> {
        self.by_stable.get(&stable).copied()
    }
    pub fn method_by_stable(&self, stable: u64) -> Option<MethodId> {
        self.methods_by_stable.get(&stable).copied()
    }

    /// Every loaded class in canonical (stable id) order.
    pub fn canonical_order(&self) -> &[ClassId] {
        &self.canonical
    }

    fn register(&mut self, class: Class) {
        let (id, stable) = (class.id, class.stable);
        let name = class.name.clone();
        self.classes.push(Rc::new(class));
        self.by_name.insert(name, id);
        self.by_stable.insert(stable, id);
        let at = self
            .canonical
            .partition_point(|&c| self.classes[c as usize].stable < stable);
        self.canonical.insert(at, id);
    }

    pub fn lookup(&self, name: &str) -> Option<ClassId> {
        self.by_name.get(name).copied()
    }

    pub fn selector(&mut self, name: &str, descriptor: &str) -> Selector {
        let n = self.selectors.len() as Selector;
        *self
            .selectors
            .entry((name.to_string(), descriptor.to_string()))
            .or_insert(n)
    }

    /// `Class.method(descriptor)` of a method, for logs and errors.
    pub fn method_label(&self, id: MethodId) -> String {
        let m = self.method(id);
        format!(
            "{}.{}{}",
            self.class(m.class).java_name(),
            m.name,
            m.descriptor
        )
    }

    /// Loads a class (and its superclasses and interfaces) by internal name.
    pub fn load(&mut self, name: &str) -> VmResult<ClassId> {
        if let Some(id) = self.lookup(name) {
            return Ok(id);
        }
        if let Some(component) = name.strip_prefix('[') {
            return self.load_array(name, component);
        }
        if self.loading.iter().any(|n| n == name) {
            return Err(VmError::link(
                "java/lang/ClassCircularityError",
                name,
                "class circularity: the class is its own superclass or superinterface",
            ));
        }
        let (cf, origin) = match self.read_ahead.remove(name) {
            Some(read) => read,
            None => self.read_class(name)?,
        };
        if origin != Origin::Runtime || self.verify_runtime {
            let file = origin.describe(name);
            classfile::verify::verify(&cf)
                .map_err(|e| VmError::link("java/lang/VerifyError", &file, e))?;
            classfile::typecheck::verify_types(&cf, &mut VerifierView(self)).map_err(
                |f| match f {
                    classfile::typecheck::Failure::Verify(e) => {
                        VmError::link("java/lang/VerifyError", &file, e)
                    }
                    classfile::typecheck::Failure::Load(e) => e,
                },
            )?;
        }
        self.loading.push(name.to_string());
        let r = self.define(cf, origin);
        self.loading.pop();
        // Read again while it was being defined (a subtype check in a superclass's code).
        self.read_ahead.remove(name);
        r
    }

    /// Reads and parses a class file by internal name: NoClassDefFoundError when no class-path
    /// entry has it or it holds another class, ClassFormatError when it is malformed.
    fn read_class(&mut self, name: &str) -> VmResult<(ClassFile, Origin)> {
        if let Some((name, bytes)) = self.classpath.runtime_class(name) {
            return Ok((parsed_runtime_class(name, bytes)?, Origin::Runtime));
        }
        let Some((bytes, origin)) = self.classpath.find(name)? else {
            return Err(VmError::ClassNotFound {
                name: name.replace('/', "."),
                context: String::new(),
            });
        };
        Ok((parse_class(name, &bytes, &origin)?, origin))
    }

    /// The superclass and interface flag of a class, for the verifier: from the class when it
    /// is loaded, else read from the class path (kept for when it is loaded) without being
    /// defined, linked or initialized.
    fn verifier_class_info(&mut self, name: &str) -> VmResult<ClassInfo> {
        if let Some(id) = self.lookup(name) {
            let c = self.class(id);
            return Ok(ClassInfo {
                super_name: c.super_class.map(|s| self.class(s).name.clone()),
                interface: c.is_interface(),
            });
        }
        if !self.read_ahead.contains_key(name) {
            let read = self.read_class(name)?;
            self.read_ahead.insert(name.to_string(), read);
        }
        let (cf, _) = &self.read_ahead[name];
        Ok(ClassInfo {
            super_name: cf.super_name.clone(),
            interface: cf.access & classfile::ACC_INTERFACE != 0,
        })
    }

    /// Defines a class from a parsed (or synthesized) class file.
    pub fn define(&mut self, cf: ClassFile, origin: Origin) -> VmResult<ClassId> {
        let owns_allocations =
            origin == Origin::Runtime && OWNING_PACKAGES.iter().any(|p| cf.name.starts_with(p));
        let super_class = match &cf.super_name {
            Some(s) => Some(
                self.load(s)
                    .map_err(|e| e.at(&format!("superclass of {}", cf.name)))?,
            ),
            None if cf.name == "java/lang/Object" => None,
            None => {
                return Err(VmError::input(
                    origin.describe(&cf.name),
                    "class has no superclass",
                ));
            }
        };
        let file = origin.describe(&cf.name);
        if let Some(s) = super_class {
            let sc = self.class(s);
            if sc.is_interface() {
                return Err(VmError::link(
                    "java/lang/IncompatibleClassChangeError",
                    &file,
                    format!("class {} has interface {} as super class", cf.name, sc.name),
                ));
            }
            if sc.access & classfile::ACC_FINAL != 0 {
                return Err(VmError::link(
                    "java/lang/VerifyError",
                    &file,
                    format!(
                        "class {} cannot inherit from final class {}",
                        cf.name, sc.name
                    ),
                ));
            }
        }
        let mut interfaces = Vec::new();
        for i in &cf.interfaces {
            let id = self
                .load(i)
                .map_err(|e| e.at(&format!("interface of {}", cf.name)))?;
            if !self.class(id).is_interface() {
                return Err(VmError::link(
                    "java/lang/IncompatibleClassChangeError",
                    &file,
                    format!(
                        "class {} cannot implement {}, because it is not an interface",
                        cf.name,
                        self.class(id).name
                    ),
                ));
            }
            interfaces.push(id);
        }
        let id = self.classes.len() as ClassId;

        // Field layout: inherited instance slots first.
        let mut instance_layout = super_class
            .map(|s| self.class(s).instance_layout.clone())
            .unwrap_or_default();
        let mut cache_fields = super_class
            .map(|s| self.class(s).cache_fields.clone())
            .unwrap_or_default();
        let mut naming_field = super_class.and_then(|s| self.class(s).naming_field);
        let mut final_fields = super_class
            .map(|s| self.class(s).final_fields.clone())
            .unwrap_or_default();
        let mut static_defaults = Vec::new();
        let mut string_constants = Vec::new();
        let mut fields = Vec::new();
        for f in &cf.fields {
            let slot = if f.access & ACC_STATIC != 0 {
                let mut v = Value::default_for(&f.descriptor);
                if let Some(cv) = f.constant_value {
                    v = match (cf.pool.get(cv as usize), v) {
                        (Some(Constant::Integer(i)), Value::Int(_)) => Value::Int(*i),
                        (Some(Constant::Long(i)), Value::Long(_)) => Value::Long(*i),
                        (Some(Constant::Float(x)), Value::Float(_)) => Value::Float(*x),
                        (Some(Constant::Double(x)), Value::Double(_)) => Value::Double(*x),
                        // String constants are set by the VM when it prepares the statics.
                        (Some(Constant::String(_)), Value::Ref(_)) => {
                            string_constants.push((static_defaults.len() as u32, cv));
                            v
                        }
                        _ => {
                            return Err(VmError::input(
                                origin.describe(&cf.name),
                                format!("field {}: bad ConstantValue", f.name),
                            ));
                        }
                    };
                }
                static_defaults.push(v);
                static_defaults.len() - 1
            } else {
                instance_layout.push(f.descriptor.clone());
                final_fields.push(f.access & crate::classfile::ACC_FINAL != 0);
                if origin == Origin::Runtime
                    && CACHE_FIELDS.contains(&(cf.name.as_str(), f.name.as_str()))
                {
                    cache_fields.push(instance_layout.len() as u32 - 1);
                }
                if origin == Origin::Runtime
                    && NAMING_FIELDS.contains(&(cf.name.as_str(), f.name.as_str()))
                {
                    naming_field = Some(instance_layout.len() as u32 - 1);
                }
                instance_layout.len() - 1
            };
            fields.push(Field {
                name: f.name.clone(),
                descriptor: f.descriptor.clone(),
                access: f.access,
                slot: slot as u32,
                reflective: f.reflective.clone(),
            });
        }

        // Methods.
        let mut method_ids = Vec::new();
        let mut clinit = None;
        let class_name = cf.name.clone();
        for m in cf.methods {
            let mtype = MethodType::parse(&m.descriptor)
                .map_err(|e| VmError::input(origin.describe(&class_name), e))?;
            let mid = self.methods.len() as MethodId;
            let selector = self.selector(&m.name, &m.descriptor);
            let is_static = m.access & ACC_STATIC != 0;
            let arg_slots = mtype.param_slots() + usize::from(!is_static);
            let native = if m.access & ACC_NATIVE != 0 {
                natives::lookup(&class_name, &m.name, &m.descriptor)
            } else if origin == Origin::Runtime && m.code.is_some() && natives::intrinsics_on() {
                natives::lookup_intrinsic(&class_name, &m.name, &m.descriptor)
            } else {
                None
            };
            if let Some(code) = &m.code
                && (code.max_locals as usize) < arg_slots
            {
                return Err(VmError::input(
                    origin.describe(&class_name),
                    format!(
                        "{}{}: max_locals {} is smaller than the arguments",
                        m.name, m.descriptor, code.max_locals
                    ),
                ));
            }
            // The class initializer (JVMS 2.9.2): `<clinit>` is `()V` by the format
            // checks; from version 51 on it must also be static to count.
            let is_clinit = m.name == "<clinit>" && (m.access & ACC_STATIC != 0 || cf.major < 51);
            if is_clinit {
                clinit = Some(mid);
            }
            let stable = stable_id(&format!("{class_name}.{}{}", m.name, m.descriptor));
            self.methods_by_stable.insert(stable, mid);
            self.methods.push(Rc::new(Method {
                id: mid,
                stable,
                class: id,
                ret: mtype.ret_kind(),
                name: m.name,
                descriptor: m.descriptor,
                access: m.access,
                arg_slots,
                mtype,
                code: m.code,
                native,
                selector,
                is_clinit,
                exceptions: m.exceptions,
                reflective: m.reflective,
            }));
            method_ids.push(mid);
        }

        let mut static_kinds = vec![Kind::Int; static_defaults.len()];
        let mut mutable_statics = Vec::new();
        let mut machinery_statics = Vec::new();
        for f in fields.iter().filter(|f| f.access & ACC_STATIC != 0) {
            static_kinds[f.slot as usize] = Kind::of_field(&f.descriptor);
            if GROOVY_MACHINERY_STATICS.contains(&f.name.as_str()) {
                machinery_statics.push(f.slot);
                continue;
            }
            if origin == Origin::Runtime
                && TRANSITION_SCOPED_STATICS.contains(&(cf.name.as_str(), f.name.as_str()))
            {
                machinery_statics.push(f.slot);
                self.transition_scoped.push((id, f.slot));
                continue;
            }
            let constant = f.access & crate::classfile::ACC_FINAL != 0
                && cf
                    .fields
                    .iter()
                    .any(|d| d.name == f.name && d.constant_value.is_some());
            if !constant {
                mutable_statics.push(f.slot);
            }
        }
        mutable_statics.sort_unstable();
        let field_kinds: Vec<Kind> = instance_layout.iter().map(|d| Kind::of_field(d)).collect();
        let dispatch = self.build_dispatch(
            id,
            super_class,
            &interfaces,
            &method_ids,
            cf.access & ACC_INTERFACE != 0,
        );
        let mut supertypes = hashbrown::HashSet::default();
        supertypes.insert(id);
        if let Some(s) = super_class {
            supertypes.extend(self.class(s).supertypes.iter().copied());
        }
        for &i in &interfaces {
            supertypes.extend(self.class(i).supertypes.iter().copied());
        }
        let own_defaults = method_ids.iter().any(|&m| {
            let m = self.method(m);
            !m.is_static() && !m.is_abstract() && m.name != "<clinit>"
        });
        let has_defaults = cf.access & ACC_INTERFACE != 0 && own_defaults;
        let cache = (0..cf.pool.len())
            .map(|_| Cell::new(Resolved::Unresolved))
            .collect();
        let class = Class {
            id,
            stable: stable_id(&cf.name),
            name: cf.name.clone(),
            access: cf.access,
            kind: ClassKind::Ordinary,
            super_class,
            interfaces,
            origin,
            source_file: cf.source_file,
            pool: cf.pool,
            cache,
            bootstrap_methods: cf.bootstrap_methods,
            inner_classes: cf.inner_classes,
            enclosing_method: cf.enclosing_method,
            reflective: cf.reflective,
            major: cf.major,
            fields,
            instance_layout,
            final_fields,
            static_defaults,
            string_constants,
            methods: method_ids,
            dispatch,
            supertypes,
            clinit,
            has_defaults,
            static_kinds,
            mutable_statics,
            machinery_statics,
            field_kinds,
            cache_fields,
            naming_field,
            owns_allocations,
        };
        self.register(class);
        Ok(id)
    }

    /// Virtual dispatch table: inherited entries, then this class's methods, then default
    /// methods from superinterfaces where no class method exists (the maximally specific one).
    fn build_dispatch(
        &self,
        id: ClassId,
        super_class: Option<ClassId>,
        interfaces: &[ClassId],
        own: &[MethodId],
        is_interface: bool,
    ) -> FixedMap<Selector, MethodId> {
        let mut d = FixedMap::default();
        if !is_interface && let Some(s) = super_class {
            d = self.class(s).dispatch.clone();
        }
        for &m in own {
            let mm = self.method(m);
            if !mm.is_static() && !mm.is_private() && !mm.name.starts_with('<') {
                d.insert(mm.selector, m);
            }
        }
        for &i in interfaces {
            for (&sel, &m) in &self.class(i).dispatch {
                match d.get(&sel).copied() {
                    None => {
                        d.insert(sel, m);
                    }
                    // Methods of the class being defined always win.
                    Some(existing) if self.method(existing).class == id => {}
                    Some(existing) => {
                        let e = self.method(existing);
                        let e_class = self.class(e.class);
                        let new = self.method(m);
                        if e_class.is_interface() {
                            // Prefer a default over an abstract declaration, and a more
                            // specific interface over one it extends.
                            let more_specific = self.class(new.class).supertypes.contains(&e.class);
                            if (e.is_abstract() && !new.is_abstract())
                                || (more_specific && !new.is_abstract())
                            {
                                d.insert(sel, m);
                            }
                        }
                    }
                }
            }
        }
        d
    }

    /// Loads the array class `name` (`[` followed by its component's descriptor).
    fn load_array(&mut self, name: &str, component: &str) -> VmResult<ClassId> {
        let component_class = match component.as_bytes().first() {
            Some(b'L') => {
                let inner = component
                    .strip_prefix('L')
                    .and_then(|c| c.strip_suffix(';'));
                match inner {
                    Some(n) => self.load(n)?,
                    None => return Err(not_an_array_class(name)),
                }
            }
            Some(b'[') => self.load(component)?,
            Some(&c)
                if Kind::from_char(c).is_some_and(|k| k != Kind::Ref && k != Kind::Void)
                    && component.len() == 1 =>
            {
                self.primitive(c)
            }
            _ => return Err(not_an_array_class(name)),
        };
        let object = self.load("java/lang/Object")?;
        let cloneable = self.load("java/lang/Cloneable")?;
        let serializable = self.load("java/io/Serializable")?;
        let id = self.classes.len() as ClassId;
        let mut supertypes: hashbrown::HashSet<ClassId, FixedState> = hashbrown::HashSet::default();
        supertypes.insert(id);
        supertypes.extend(self.class(object).supertypes.iter().copied());
        supertypes.insert(cloneable);
        supertypes.insert(serializable);
        let class = Class {
            id,
            stable: stable_id(name),
            name: name.to_string(),
            access: 0x0411,
            kind: ClassKind::Array {
                component: component.to_string(),
                component_class,
            },
            super_class: Some(object),
            interfaces: vec![cloneable, serializable],
            origin: Origin::Runtime,
            source_file: None,
            pool: Rc::from([]),
            cache: Vec::new(),
            bootstrap_methods: Vec::new(),
            inner_classes: Vec::new(),
            enclosing_method: None,
            reflective: Reflective::default(),
            major: 0,
            fields: Vec::new(),
            instance_layout: Vec::new(),
            final_fields: Vec::new(),
            static_defaults: Vec::new(),
            string_constants: Vec::new(),
            methods: Vec::new(),
            dispatch: self.class(object).dispatch.clone(),
            supertypes,
            clinit: None,
            has_defaults: false,
            static_kinds: Vec::new(),
            mutable_statics: Vec::new(),
            machinery_statics: Vec::new(),
            field_kinds: Vec::new(),
            cache_fields: Vec::new(),
            naming_field: None,
            owns_allocations: false,
        };
        self.register(class);
        Ok(id)
    }

    /// The class of a primitive type (`int.class`), by descriptor character.
    pub fn primitive(&mut self, c: u8) -> ClassId {
        let name = classfile::descriptor::primitive_name(c);
        if let Some(id) = self.lookup(name) {
            return id;
        }
        let id = self.classes.len() as ClassId;
        let mut supertypes = hashbrown::HashSet::default();
        supertypes.insert(id);
        self.register(Class {
            id,
            stable: stable_id(name),
            name: name.to_string(),
            access: 0x0411,
            kind: ClassKind::Primitive(c),
            super_class: None,
            interfaces: Vec::new(),
            origin: Origin::Runtime,
            source_file: None,
            pool: Rc::from([]),
            cache: Vec::new(),
            bootstrap_methods: Vec::new(),
            inner_classes: Vec::new(),
            enclosing_method: None,
            reflective: Reflective::default(),
            major: 0,
            fields: Vec::new(),
            instance_layout: Vec::new(),
            final_fields: Vec::new(),
            static_defaults: Vec::new(),
            string_constants: Vec::new(),
            methods: Vec::new(),
            dispatch: FixedMap::default(),
            supertypes,
            clinit: None,
            has_defaults: false,
            static_kinds: Vec::new(),
            mutable_statics: Vec::new(),
            machinery_statics: Vec::new(),
            field_kinds: Vec::new(),
            cache_fields: Vec::new(),
            naming_field: None,
            owns_allocations: false,
        });
        id
    }

    /// The name of the synthetic class linked to the invokedynamic call site `site` (its
    /// constant-pool index) of `host`: the same in every run, whatever the linking order.
    pub fn synthetic_name(&self, host: &str, what: &str, site: u16) -> String {
        format!("{host}$${what}${site}")
    }

    /// Whether instances of `sub` can be assigned to `sup` (JVMS checkcast rules).
    pub fn is_assignable(&self, sub: ClassId, sup: ClassId) -> bool {
        if sub == sup {
            return true;
        }
        let s = self.class(sub);
        if s.supertypes.contains(&sup) {
            return true;
        }
        if let (
            ClassKind::Array {
                component_class: a, ..
            },
            ClassKind::Array {
                component_class: b, ..
            },
        ) = (&s.kind, &self.class(sup).kind)
        {
            let (a, b) = (*a, *b);
            let prim = |c: ClassId| matches!(self.class(c).kind, ClassKind::Primitive(_));
            return if prim(a) || prim(b) {
                a == b
            } else {
                self.is_assignable(a, b)
            };
        }
        false
    }

    /// Finds a declared field by name and descriptor in `class`, its superinterfaces, then its
    /// superclasses (JVMS 5.4.3.2). Returns the declaring class and the field.
    pub fn find_field(
        &self,
        class: ClassId,
        name: &str,
        descriptor: &str,
    ) -> Option<(ClassId, Field)> {
        let c = self.class(class);
        if let Some(f) = c
            .fields
            .iter()
            .find(|f| f.name == name && f.descriptor == descriptor)
        {
            return Some((class, f.clone()));
        }
        for &i in &c.interfaces {
            if let Some(r) = self.find_field(i, name, descriptor) {
                return Some(r);
            }
        }
        c.super_class
            .and_then(|s| self.find_field(s, name, descriptor))
    }

    /// Method resolution (JVMS 5.4.3.3 and 5.4.3.4): the class and its superclasses, then
    /// the superinterfaces (a non-abstract match preferred).
    pub fn find_method(&self, class: ClassId, name: &str, descriptor: &str) -> Option<MethodId> {
        let mut c = Some(class);
        while let Some(id) = c {
            let cl = self.class(id);
            for &m in &cl.methods {
                let mm = self.method(m);
                if mm.name == name && mm.descriptor == descriptor {
                    return Some(m);
                }
            }
            c = cl.super_class;
        }
        let mut found = None;
        let mut stack = vec![class];
        let mut seen = hashbrown::HashSet::<ClassId>::new();
        while let Some(id) = stack.pop() {
            if !seen.insert(id) {
                continue;
            }
            let cl = self.class(id);
            if cl.is_interface() {
                for &m in &cl.methods {
                    let mm = self.method(m);
                    if mm.name == name && mm.descriptor == descriptor && !mm.is_static() {
                        if !mm.is_abstract() {
                            return Some(m);
                        }
                        found.get_or_insert(m);
                    }
                }
            }
            stack.extend(cl.interfaces.iter().copied());
            if let Some(s) = cl.super_class {
                stack.push(s);
            }
        }
        found
    }

    /// Every loaded class, in load order.
    pub fn all(&self) -> impl Iterator<Item = &Rc<Class>> {
        self.classes.iter()
    }
}

/// A malformed array class name is a class no class path has (NoClassDefFoundError in the
/// program, ClassNotFoundException from `Class.forName`).
fn not_an_array_class(name: &str) -> VmError {
    VmError::ClassNotFound {
        name: name.to_string(),
        context: String::new(),
    }
}

/// The class hierarchy as the verifier sees it (see [`Classes::verifier_class_info`]).
struct VerifierView<'c>(&'c mut Classes);

impl Hierarchy for VerifierView<'_> {
    type Error = VmError;
    fn class_info(&mut self, name: &str) -> VmResult<ClassInfo> {
        self.0.verifier_class_info(name)
    }
}

/// Parses a class file read for `name`: ClassFormatError when it is malformed,
/// NoClassDefFoundError when it holds another class.
fn parse_class(name: &str, bytes: &[u8], origin: &Origin) -> VmResult<ClassFile> {
    let file = origin.describe(name);
    let cf = classfile::parse(bytes).map_err(|e| {
        if !e.contains(classfile::bytecode::JSR_RET) {
            return VmError::link("java/lang/ClassFormatError", &file, e);
        }
        // jsr and ret are illegal from version 51 (JVMS 4.9.1): a VerifyError, as in
        // HotSpot. Older class files may use them; ironpf does not run them.
        match bytes.get(6..8).map(|v| u16::from_be_bytes([v[0], v[1]])) {
            Some(major) if major >= 51 => VmError::link(
                "java/lang/VerifyError",
                &file,
                format!(
                    "{e}: jsr, jsr_w and ret are illegal in class files of version 51 and later"
                ),
            ),
            _ => VmError::unsupported(
                &file,
                format!("{e} (a class file older than version 51 that uses subroutines)"),
            ),
        }
    })?;
    if cf.name != name {
        return Err(VmError::link(
            "java/lang/NoClassDefFoundError",
            &file,
            format!("file holds class {} instead of {}", cf.name, name),
        ));
    }
    Ok(cf)
}

thread_local! {
    /// The runtime-library classes this thread has parsed: every VM of a `check` (each
    /// search of a lock-discipline restart, each counterexample replay) defines the same
    /// ones, and a copy shares the parsed code and constant pool.
    static PARSED_RUNTIME: RefCell<HashMap<&'static str, ClassFile>> = RefCell::new(HashMap::new());
}

/// The parsed runtime-library class `name`, parsed on first use in this thread.
fn parsed_runtime_class(name: &'static str, bytes: &'static [u8]) -> VmResult<ClassFile> {
    if let Some(cf) = PARSED_RUNTIME.with(|p| p.borrow().get(name).cloned()) {
        return Ok(cf);
    }
    let cf = parse_class(name, bytes, &Origin::Runtime)?;
    PARSED_RUNTIME.with(|p| p.borrow_mut().insert(name, cf.clone()));
    Ok(cf)
}

crate::vm::audit::audit!(pub(crate) fn classes_fields for Classes {
    classpath: Derived("where class files come from: configuration"),
    classes: Derived("the loaded classes: functions of their class files; a class's \
        resolution caches (`Class::cache`) hold what resolving the entry gives"),
    methods: Derived("the loaded methods: functions of their class files"),
    by_name: Derived("an index of `classes`"),
    selectors: Derived("an index of method names and descriptors"),
    loading: Derived("the classes being loaded right now (circularity detection): empty \
        between loads"),
    read_ahead: Derived("class files read for the verifier and not defined yet: a cache of \
        the class path"),
    by_stable: Derived("an index of `classes` by stable id"),
    methods_by_stable: Derived("an index of `methods` by stable id"),
    canonical: Derived("the classes in stable-id order (the order snapshots list them in)"),
    transition_scoped: Derived("the loaded transition-scoped statics, checked at default at \
        every choice point (see `TRANSITION_SCOPED_STATICS`)"),
    array_of: Derived("an index of array classes by component"),
    verify_runtime: Derived("configuration"),
});
