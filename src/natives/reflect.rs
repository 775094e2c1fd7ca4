//! Natives of reflection (`java.lang.Class`'s member lookups, `java.lang.reflect.Method`,
//! `Constructor`, `Field`): the class metadata ironpf loaded, as `Field`, `Method` and
//! `Constructor` objects that name their member by class, name and descriptor (never by a
//! VM-internal id, which would differ between runs), and reflective calls and field accesses
//! that hand over to adapter methods ([`Trap::Call`]), so that they run as ordinary
//! interpreter frames: accesses are recorded and states stay canonical as for any bytecode.
//! The checks and conversions Java specifies (access, argument types, wrapping in
//! `InvocationTargetException`) are done in the Java code of jvm-stubs before the hand-over.

use super::{NativeFn, arg_int, arg_ref};
use crate::classfile::descriptor::MethodType;
use crate::classfile::{ACC_ABSTRACT, ACC_FINAL, ACC_PRIVATE, ACC_PUBLIC};
use crate::error::VmError;
use crate::runtime::{ClassId, ClassKind};
use crate::vm::groovy::AdapterKind;
use crate::vm::heap::{Array, Body};
use crate::vm::value::{NULL, Ref, Value};
use crate::vm::{Exec, Trap, Vm};

pub const NATIVES: &[(&str, NativeFn)] = &[
    (
        "java/lang/Class.forName0(Ljava/lang/String;Z)Ljava/lang/Class;",
        class_for_name0,
    ),
    ("java/lang/Class.getModifiers()I", class_get_modifiers),
    (
        "java/lang/Class.getNestHost0()Ljava/lang/Class;",
        class_get_nest_host0,
    ),
    (
        "java/lang/Class.getNestMembers0()[Ljava/lang/Class;",
        class_get_nest_members0,
    ),
    (
        "java/lang/Class.getInterfaces0()[Ljava/lang/Class;",
        class_get_interfaces0,
    ),
    (
        "java/lang/Class.getDeclaringClass0()Ljava/lang/Class;",
        class_get_declaring_class0,
    ),
    (
        "java/lang/Class.getEnclosingClass0()Ljava/lang/Class;",
        class_get_enclosing_class0,
    ),
    (
        "java/lang/Class.getEnclosingExecutable0()Ljava/lang/reflect/Executable;",
        class_get_enclosing_executable0,
    ),
    (
        "java/lang/Class.isLoadedFromClassPath()Z",
        class_is_loaded_from_class_path,
    ),
    (
        "java/lang/Class.getDeclaredFields0(Z)[Ljava/lang/reflect/Field;",
        class_get_declared_fields0,
    ),
    (
        "java/lang/Class.getDeclaredMethods0(Z)[Ljava/lang/reflect/Method;",
        class_get_declared_methods0,
    ),
    (
        "java/lang/Class.getDeclaredConstructors0(Z)[Ljava/lang/reflect/Constructor;",
        class_get_declared_constructors0,
    ),
    (
        "java/lang/reflect/AccessibleObject.callerClass()Ljava/lang/Class;",
        accessible_object_caller_class,
    ),
    (
        "java/lang/reflect/AccessibleObject.nestmates(Ljava/lang/Class;Ljava/lang/Class;)Z",
        accessible_object_nestmates,
    ),
    (
        "java/lang/reflect/Method.invoke0(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;",
        method_invoke0,
    ),
    (
        "java/lang/reflect/Constructor.newInstance0([Ljava/lang/Object;)Ljava/lang/Object;",
        constructor_new_instance0,
    ),
    (
        "java/lang/reflect/Field.get0(Ljava/lang/Object;)Ljava/lang/Object;",
        field_get0,
    ),
    (
        "java/lang/reflect/Field.set0(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
        field_set0,
    ),
    (
        "ironpf/Annotations.attribute(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)[B",
        annotations_attribute,
    ),
    (
        "ironpf/Annotations.signature(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;",
        annotations_signature,
    ),
    (
        "ironpf/Annotations.utf8(Ljava/lang/Class;I)Ljava/lang/String;",
        annotations_utf8,
    ),
    (
        "ironpf/Annotations.bits(Ljava/lang/Class;I)J",
        annotations_bits,
    ),
    (
        "java/lang/reflect/Proxy.proxyClass0([Ljava/lang/Class;)Ljava/lang/Class;",
        proxy_class0,
    ),
    (
        "java/lang/reflect/Proxy.allocate(Ljava/lang/Class;)Ljava/lang/reflect/Proxy;",
        proxy_allocate,
    ),
    (
        "java/lang/reflect/Proxy.isProxyClass0(Ljava/lang/Class;)Z",
        proxy_is_proxy_class0,
    ),
    (
        "ironpf/AnnotationProxy.allocate(Ljava/lang/Class;)Lironpf/AnnotationProxy;",
        annotation_proxy_allocate,
    ),
    (
        "java/lang/StackWalker.frames0()[Ljava/lang/StackWalker$Frame;",
        stack_walker_frames0,
    ),
    (
        "ironpf/Unsupported.fail(Ljava/lang/String;)Ljava/lang/RuntimeException;",
        |vm, args| {
            let what = vm.rust_string(arg_ref(args, 0)?)?;
            Err(Trap::Error(VmError::unsupported("", what)))
        },
    ),
];

const ACC_SUPER: u16 = 0x0020;
/// HotSpot's JVM_RECOGNIZED_METHOD_MODIFIERS and JVM_RECOGNIZED_FIELD_MODIFIERS: what
/// `getModifiers` of a method or field reports of its access flags.
const METHOD_MODIFIERS: u16 = 0x1DFF;
const FIELD_MODIFIERS: u16 = 0x50DF;

fn this_class(vm: &Vm, args: &[Value]) -> Exec<ClassId> {
    vm.class_of_class_object(arg_ref(args, 0)?)
}

fn class_ref(vm: &mut Vm, c: ClassId) -> Value {
    Value::Ref(vm.class_object(c))
}

/// The class a field or method descriptor names (`I`, `[I`, `Ljava/lang/String;`).
fn class_of_descriptor(vm: &mut Vm, desc: &str) -> Exec<ClassId> {
    let c = match desc.as_bytes().first() {
        Some(b'L') => vm.load(&desc[1..desc.len() - 1]),
        Some(b'[') => vm.load(desc),
        Some(&code) => {
            let c = vm.classes.primitive(code);
            vm.sync_class_tables();
            Ok(c)
        }
        None => Err(VmError::internal("", "empty descriptor")),
    };
    c.map_err(Trap::Error)
}

/// A new `Class[]` holding the classes of `descriptors`.
fn class_array(vm: &mut Vm, descriptors: &[String]) -> Exec<Ref> {
    let mut refs = Vec::with_capacity(descriptors.len());
    for d in descriptors {
        let c = class_of_descriptor(vm, d)?;
        refs.push(vm.class_object(c));
    }
    new_ref_array(vm, "[Ljava/lang/Class;", refs)
}

fn new_ref_array(vm: &mut Vm, array_class: &str, refs: Vec<Ref>) -> Exec<Ref> {
    let c = vm.load(array_class).map_err(Trap::Error)?;
    Ok(vm.state.heap.alloc(c, Body::Array(Array::Ref(refs))))
}

/// A new object of `class` with the named fields set.
fn new_with_fields(vm: &mut Vm, class: &str, fields: &[(&str, Value)]) -> Exec<Ref> {
    let c = vm.load(class).map_err(Trap::Error)?;
    let r = vm.new_object(c);
    for (name, v) in fields {
        let slot = vm.field_slot(c, name)?;
        vm.set_field(r, slot, *v)?;
    }
    Ok(r)
}

fn string_value(vm: &mut Vm, s: &str) -> Exec<Value> {
    Ok(Value::Ref(vm.new_string(s)?))
}

/// `Class.forName0(name, initialize)`: the class of a binary name (`a.b.C`, `[I`,
/// `[La.b.C;`), loaded and, when asked, initialized. ClassNotFoundException for a program
/// class that is not there; a library class ironpf lacks is ironpf's limit (exit 4).
fn class_for_name0(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let name_ref = arg_ref(args, 0)?;
    if name_ref == NULL {
        return Err(vm.throw_new("java/lang/NullPointerException", None));
    }
    let name = vm.rust_string(name_ref)?;
    let initialize = arg_int(args, 1)? != 0;
    let well_formed = !name.is_empty()
        && !name.contains('/')
        && (!name.starts_with('[')
            || crate::classfile::descriptor::is_field_descriptor(&name.replace('.', "/")));
    let primitive = matches!(
        name.as_str(),
        "int" | "long" | "short" | "byte" | "char" | "boolean" | "float" | "double" | "void"
    );
    if !well_formed || primitive {
        return Err(vm.throw_new("java/lang/ClassNotFoundException", Some(&name)));
    }
    let internal = name.replace('.', "/");
    let c = match vm.load(&internal) {
        Ok(c) => c,
        Err(VmError::ClassNotFound { name: missing, .. })
            if !crate::error::runtime_package(&missing) || missing == name =>
        {
            if crate::error::runtime_package(&name) {
                return Err(Trap::Error(VmError::unsupported(
                    "",
                    format!(
                        "Class.forName(\"{name}\"): a library class ironpf's Java runtime library does not have"
                    ),
                )));
            }
            return Err(vm.throw_new("java/lang/ClassNotFoundException", Some(&name)));
        }
        Err(e) => return Err(Trap::Error(e)),
    };
    if initialize {
        vm.initialize_before_native(c, args)?;
    }
    Ok(Some(class_ref(vm, c)))
}

/// `Class.getModifiers()`, as HotSpot computes it: a nested class's modifiers come from its
/// InnerClasses entry (`private`, `static`, ...), never ACC_SUPER; an array has its
/// component's access with `abstract final`; a primitive is `public abstract final`.
fn class_get_modifiers(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    Ok(Some(Value::Int(i32::from(modifiers_of_class(vm, c)))))
}

fn modifiers_of_class(vm: &Vm, c: ClassId) -> u16 {
    let class = vm.classes.class(c);
    match &class.kind {
        ClassKind::Primitive(_) => ACC_PUBLIC | ACC_ABSTRACT | ACC_FINAL,
        ClassKind::Array {
            component_class, ..
        } => {
            let access =
                modifiers_of_class(vm, *component_class) & (ACC_PUBLIC | ACC_PRIVATE | 0x0004);
            access | ACC_ABSTRACT | ACC_FINAL
        }
        _ => {
            let access = class
                .inner_classes
                .iter()
                .find(|ic| ic.inner == class.name)
                .map_or(class.access, |ic| ic.access);
            access & !ACC_SUPER & 0x7FFF
        }
    }
}

fn class_get_interfaces0(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    let interfaces: Vec<ClassId> = if vm.classes.class(c).is_array() {
        vec![
            vm.load("java/lang/Cloneable").map_err(Trap::Error)?,
            vm.load("java/io/Serializable").map_err(Trap::Error)?,
        ]
    } else {
        vm.classes.class(c).interfaces.clone()
    };
    let refs = interfaces.iter().map(|&i| vm.class_object(i)).collect();
    Ok(Some(Value::Ref(new_ref_array(
        vm,
        "[Ljava/lang/Class;",
        refs,
    )?)))
}

/// The class a member class is declared in (its InnerClasses entry names it); null for
/// top-level, local and anonymous classes.
fn class_get_declaring_class0(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    let class = vm.classes.class(c).clone();
    let outer = class
        .inner_classes
        .iter()
        .find(|ic| ic.inner == class.name)
        .and_then(|ic| ic.outer.clone());
    match outer {
        Some(o) => {
            let oc = vm.load(&o).map_err(Trap::Error)?;
            Ok(Some(class_ref(vm, oc)))
        }
        None => Ok(Some(Value::NULL)),
    }
}

/// The class a class is enclosed by: the EnclosingMethod attribute's class for a local or
/// anonymous class, the declaring class for a member class, null for a top-level class.
fn class_get_enclosing_class0(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    match vm.classes.class(c).enclosing_method.clone() {
        Some(em) => {
            let ec = vm.load(&em.class).map_err(Trap::Error)?;
            Ok(Some(class_ref(vm, ec)))
        }
        None => class_get_declaring_class0(vm, args),
    }
}

/// The method or constructor a local or anonymous class is declared in, or null.
fn class_get_enclosing_executable0(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    let Some(em) = vm.classes.class(c).enclosing_method.clone() else {
        return Ok(Some(Value::NULL));
    };
    let Some((name, desc)) = em.method else {
        return Ok(Some(Value::NULL));
    };
    let ec = vm.load(&em.class).map_err(Trap::Error)?;
    let found = vm.classes.class(ec).methods.iter().copied().find(|&m| {
        let m = vm.classes.method(m);
        m.name == name && m.descriptor == desc
    });
    match found {
        Some(mid) => Ok(Some(Value::Ref(executable_object(vm, mid)?))),
        None => Ok(Some(Value::NULL)),
    }
}

/// Whether the class came from the class path (the application class loader's) rather than
/// ironpf's runtime library or the VM (the bootstrap loader's, `getClassLoader()` null).
fn class_is_loaded_from_class_path(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let mut c = this_class(vm, args)?;
    while let ClassKind::Array {
        component_class, ..
    } = vm.classes.class(c).kind
    {
        c = component_class;
    }
    let app =
        !vm.is_runtime_class(c) && !matches!(vm.classes.class(c).kind, ClassKind::Primitive(_));
    Ok(Some(Value::Int(i32::from(app))))
}

fn wanted(access: u16, public_only: bool) -> bool {
    !public_only || access & ACC_PUBLIC != 0
}

fn class_get_declared_fields0(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    let public_only = arg_int(args, 1)? != 0;
    let fields = vm.classes.class(c).fields.clone();
    let holder = class_ref(vm, c);
    let mut refs = Vec::new();
    for f in fields.iter().filter(|f| wanted(f.access, public_only)) {
        let tc = class_of_descriptor(vm, &f.descriptor)?;
        let values = [
            ("clazz", holder),
            ("name", string_value(vm, &f.name)?),
            ("descriptor", string_value(vm, &f.descriptor)?),
            ("type", class_ref(vm, tc)),
            (
                "modifiers",
                Value::Int(i32::from(f.access & FIELD_MODIFIERS)),
            ),
        ];
        refs.push(new_with_fields(vm, "java/lang/reflect/Field", &values)?);
    }
    Ok(Some(Value::Ref(new_ref_array(
        vm,
        "[Ljava/lang/reflect/Field;",
        refs,
    )?)))
}

/// The declared methods (`constructors` false: neither `<init>` nor `<clinit>`) or
/// constructors of a class, as `Method` or `Constructor` objects.
fn declared_executables(vm: &mut Vm, args: &[Value], constructors: bool) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    let public_only = arg_int(args, 1)? != 0;
    let array_class = if constructors {
        "[Ljava/lang/reflect/Constructor;"
    } else {
        "[Ljava/lang/reflect/Method;"
    };
    let methods = vm.classes.class(c).methods.clone();
    let mut refs = Vec::new();
    for mid in methods {
        let m = vm.classes.method(mid);
        let is_constructor = m.name == "<init>";
        if is_constructor != constructors || m.name == "<clinit>" || !wanted(m.access, public_only)
        {
            continue;
        }
        refs.push(executable_object(vm, mid)?);
    }
    Ok(Some(Value::Ref(new_ref_array(vm, array_class, refs)?)))
}

/// A new `Method` or (for `<init>`) `Constructor` object for a method.
fn executable_object(vm: &mut Vm, mid: u32) -> Exec<Ref> {
    let m = vm.classes.method(mid).clone();
    let holder = class_ref(vm, m.class);
    let mt = MethodType::parse(&m.descriptor).map_err(|e| Trap::Error(VmError::internal("", e)))?;
    let params = class_array(vm, &mt.params)?;
    let exception_descriptors: Vec<String> =
        m.exceptions.iter().map(|e| format!("L{e};")).collect();
    let exceptions = class_array(vm, &exception_descriptors)?;
    let mut values = vec![
        ("clazz", holder),
        ("descriptor", string_value(vm, &m.descriptor)?),
        ("parameterTypes", Value::Ref(params)),
        ("exceptionTypes", Value::Ref(exceptions)),
        (
            "modifiers",
            Value::Int(i32::from(m.access & METHOD_MODIFIERS)),
        ),
    ];
    let class_name = if m.name == "<init>" {
        "java/lang/reflect/Constructor"
    } else {
        let rc = class_of_descriptor(vm, &mt.ret)?;
        values.push(("name", string_value(vm, &m.name)?));
        values.push(("returnType", class_ref(vm, rc)));
        "java/lang/reflect/Method"
    };
    new_with_fields(vm, class_name, &values)
}

fn class_get_declared_methods0(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    declared_executables(vm, args, false)
}

fn class_get_declared_constructors0(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    declared_executables(vm, args, true)
}

/// The class of the innermost frame that is not reflection's own (`java.lang.reflect`,
/// `java.lang.Class`): whose access a reflective operation is checked for.
fn accessible_object_caller_class(vm: &mut Vm, _: &[Value]) -> Exec<Option<Value>> {
    let frames: Vec<u32> = vm
        .state
        .thread
        .frames
        .iter()
        .rev()
        .map(|f| f.method)
        .collect();
    for mid in frames {
        let c = vm.classes.method(mid).class;
        let name = &vm.classes.class(c).name;
        if !(name.starts_with("java/lang/reflect/") || name == "java/lang/Class") {
            return Ok(Some(class_ref(vm, c)));
        }
    }
    Ok(Some(Value::NULL))
}

/// Whether two classes are nestmates (JVMS 5.4.4 from Java 11): the same class, or classes
/// with the same nest host. Classes from class files before version 55 have no nest
/// attributes, so each is its own host (their nested classes reach each other's private
/// members through accessors).
fn accessible_object_nestmates(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let a = vm.class_of_class_object(arg_ref(args, 0)?)?;
    let b = vm.class_of_class_object(arg_ref(args, 1)?)?;
    let same = a == b || nest_host(vm, a) == nest_host(vm, b);
    Ok(Some(Value::Int(i32::from(same))))
}

/// The nest host of class `c` (JVMS 5.4.4): the class its NestHost attribute names when that
/// class loads, is in the same package and lists `c` in its NestMembers attribute; otherwise
/// (no attribute, or one that does not validate) `c` itself, as HotSpot answers from JDK 15.
fn nest_host(vm: &mut Vm, c: ClassId) -> ClassId {
    let class = vm.classes.class(c);
    let Some(host_name) = class.reflective.nest_host.clone() else {
        return c;
    };
    let name = class.name.clone();
    let package = |n: &str| {
        n.rsplit_once('/')
            .map_or(String::new(), |(p, _)| p.to_string())
    };
    if package(&name) != package(&host_name) {
        return c;
    }
    let Ok(host) = vm.load(&host_name) else {
        return c;
    };
    let lists_c = vm
        .classes
        .class(host)
        .reflective
        .nest_members
        .as_ref()
        .is_some_and(|m| m.contains(&name));
    if lists_c { host } else { c }
}

/// `Class.getNestHost0()` (the Java side answers for primitives and arrays).
fn class_get_nest_host0(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    let host = nest_host(vm, c);
    Ok(Some(class_ref(vm, host)))
}

/// `Class.getNestMembers0()`: the nest host, then each class its NestMembers attribute names
/// that loads and has it as its nest host (others are left out, as HotSpot does), in the
/// attribute's order.
fn class_get_nest_members0(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    let host = nest_host(vm, c);
    let mut members = vec![host];
    let names = vm
        .classes
        .class(host)
        .reflective
        .nest_members
        .clone()
        .unwrap_or_default();
    for name in names {
        if let Ok(m) = vm.load(&name)
            && m != host
            && nest_host(vm, m) == host
        {
            members.push(m);
        }
    }
    let refs = members.iter().map(|&m| vm.class_object(m)).collect();
    Ok(Some(Value::Ref(new_ref_array(
        vm,
        "[Ljava/lang/Class;",
        refs,
    )?)))
}

/// The method a `Method` or `Constructor` object names.
fn executable_method(vm: &mut Vm, executable: Ref, name: Option<&str>) -> Exec<u32> {
    let c = vm.class_of(executable)?;
    let clazz_slot = vm.field_slot(c, "clazz")?;
    let desc_slot = vm.field_slot(c, "descriptor")?;
    let Value::Ref(clazz) = vm.field(executable, clazz_slot)? else {
        return Err(Trap::Error(VmError::internal(
            "",
            "reflective object without class",
        )));
    };
    let Value::Ref(desc) = vm.field(executable, desc_slot)? else {
        return Err(Trap::Error(VmError::internal(
            "",
            "reflective object without descriptor",
        )));
    };
    let owner = vm.class_of_class_object(clazz)?;
    let desc = vm.rust_string(desc)?;
    let name = match name {
        Some(n) => n.to_string(),
        None => {
            let name_slot = vm.field_slot(c, "name")?;
            let Value::Ref(n) = vm.field(executable, name_slot)? else {
                return Err(Trap::Error(VmError::internal(
                    "",
                    "method object without name",
                )));
            };
            vm.rust_string(n)?
        }
    };
    let cl = vm.classes.class(owner);
    cl.methods
        .iter()
        .copied()
        .find(|&m| {
            let m = vm.classes.method(m);
            m.name == name && m.descriptor == desc
        })
        .ok_or_else(|| {
            Trap::Error(VmError::internal(
                "",
                format!("reflected method {name}{desc} is missing from {}", cl.name),
            ))
        })
}

fn array_refs(vm: &Vm, r: Ref) -> Vec<Ref> {
    match vm.state.heap.get(r).map(|o| &o.body) {
        Some(Body::Array(Array::Ref(v))) => v.clone(),
        _ => Vec::new(),
    }
}

/// `Method.invoke0(receiver, args)`: the receiver and arguments are checked and converted;
/// hands over to the method's adapter (virtual dispatch for an instance method, as
/// `Method.invoke` does), whose boxed result is the native's.
fn method_invoke0(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let mid = executable_method(vm, arg_ref(args, 0)?, None)?;
    let receiver = arg_ref(args, 1)?;
    let adapter = vm.adapter(mid, AdapterKind::ReflectInvoke)?;
    let mut call_args = Vec::new();
    if !vm.classes.method(mid).is_static() {
        call_args.push(Value::Ref(receiver));
    }
    call_args.extend(
        array_refs(vm, arg_ref(args, 2)?)
            .into_iter()
            .map(Value::Ref),
    );
    Err(Trap::Call(adapter, call_args))
}

fn constructor_new_instance0(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let mid = executable_method(vm, arg_ref(args, 0)?, Some("<init>"))?;
    let adapter = vm.adapter(mid, AdapterKind::ReflectConstruct)?;
    let call_args = array_refs(vm, arg_ref(args, 1)?)
        .into_iter()
        .map(Value::Ref)
        .collect();
    Err(Trap::Call(adapter, call_args))
}

/// The field a `Field` object names: (declaring class, name, descriptor, static).
fn field_of(vm: &mut Vm, field: Ref) -> Exec<(ClassId, String, String, bool)> {
    let c = vm.class_of(field)?;
    let get = |vm: &mut Vm, name: &str| -> Exec<Value> {
        let slot = vm.field_slot(c, name)?;
        vm.field(field, slot)
    };
    let (Value::Ref(clazz), Value::Ref(name), Value::Ref(desc), Value::Int(modifiers)) = (
        get(vm, "clazz")?,
        get(vm, "name")?,
        get(vm, "descriptor")?,
        get(vm, "modifiers")?,
    ) else {
        return Err(Trap::Error(VmError::internal("", "malformed Field object")));
    };
    let owner = vm.class_of_class_object(clazz)?;
    Ok((
        owner,
        vm.rust_string(name)?,
        vm.rust_string(desc)?,
        modifiers & 0x0008 != 0,
    ))
}

fn field_get0(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let (owner, name, desc, is_static) = field_of(vm, arg_ref(args, 0)?)?;
    let adapter = vm.field_adapter(owner, &name, &desc, is_static, false, true)?;
    let call_args = if is_static { vec![] } else { vec![args[1]] };
    Err(Trap::Call(adapter, call_args))
}

fn field_set0(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let (owner, name, desc, is_static) = field_of(vm, arg_ref(args, 0)?)?;
    let adapter = vm.field_adapter(owner, &name, &desc, is_static, true, true)?;
    let call_args = if is_static {
        vec![args[2]]
    } else {
        vec![args[1], args[2]]
    };
    Err(Trap::Call(adapter, call_args))
}

/// The reflective attributes of a class (`name` null), or of its field or method `name`
/// with `descriptor`; `None` when the class declares no such member.
fn reflective_of(vm: &mut Vm, args: &[Value]) -> Exec<Option<crate::classfile::Reflective>> {
    let c = vm.class_of_class_object(arg_ref(args, 0)?)?;
    let (name, desc) = (arg_ref(args, 1)?, arg_ref(args, 2)?);
    let class = vm.classes.class(c).clone();
    if name == NULL {
        return Ok(Some(class.reflective.clone()));
    }
    let (name, desc) = (vm.rust_string(name)?, vm.rust_string(desc)?);
    if desc.starts_with('(') {
        Ok(class
            .methods
            .iter()
            .map(|&m| vm.classes.method(m))
            .find(|m| m.name == name && m.descriptor == desc)
            .map(|m| m.reflective.clone()))
    } else {
        Ok(class
            .fields
            .iter()
            .find(|f| f.name == name && f.descriptor == desc)
            .map(|f| f.reflective.clone()))
    }
}

/// `Annotations.attribute(class, name, descriptor, which)`: the bytes of the member's
/// RuntimeVisibleAnnotations (0), RuntimeVisibleParameterAnnotations (1) or
/// AnnotationDefault (2) attribute, or null.
fn annotations_attribute(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let which = arg_int(args, 3)?;
    let Some(r) = reflective_of(vm, args)? else {
        return Ok(Some(Value::Ref(NULL)));
    };
    let bytes = match which {
        0 => r.annotations,
        1 => r.parameter_annotations,
        _ => r.annotation_default,
    };
    let Some(bytes) = bytes else {
        return Ok(Some(Value::Ref(NULL)));
    };
    let c = vm.load("[B").map_err(Trap::Error)?;
    let data = bytes.into_iter().map(|b| b as i8).collect();
    Ok(Some(Value::Ref(
        vm.state.heap.alloc(c, Body::Array(Array::Byte(data))),
    )))
}

/// `Annotations.signature(class, name, descriptor)`: the generic signature, or null.
fn annotations_signature(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    match reflective_of(vm, args)?.and_then(|r| r.signature) {
        Some(s) => Ok(Some(string_value(vm, &s)?)),
        None => Ok(Some(Value::Ref(NULL))),
    }
}

/// The constant at `index` of the pool of the class in argument 0, for decoding its
/// annotations; a bad index is an `AnnotationFormatError`, as in the JDK.
fn pool_constant(vm: &mut Vm, args: &[Value]) -> Exec<crate::classfile::Constant> {
    let c = vm.class_of_class_object(arg_ref(args, 0)?)?;
    let index = arg_int(args, 1)?;
    let constant = usize::try_from(index)
        .ok()
        .and_then(|i| vm.classes.class(c).pool.get(i).cloned());
    match constant {
        Some(k) => Ok(k),
        None => Err(vm.throw_new(
            "java/lang/annotation/AnnotationFormatError",
            Some(&format!("Invalid constant pool index {index}")),
        )),
    }
}

/// `Annotations.utf8(class, index)`: a Utf8 constant of the class's pool.
fn annotations_utf8(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    match pool_constant(vm, args)? {
        crate::classfile::Constant::Utf8(s) => Ok(Some(string_value(vm, &s)?)),
        _ => Err(vm.throw_new(
            "java/lang/annotation/AnnotationFormatError",
            Some("Wrong type at constant pool index: expected Utf8"),
        )),
    }
}

/// `Annotations.bits(class, index)`: an Integer, Float, Long or Double constant as its bits.
fn annotations_bits(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    use crate::classfile::Constant;
    let bits = match pool_constant(vm, args)? {
        Constant::Integer(v) => i64::from(v),
        Constant::Float(v) => i64::from(v.to_bits() as i32),
        Constant::Long(v) => v,
        Constant::Double(v) => v.to_bits() as i64,
        _ => {
            return Err(vm.throw_new(
                "java/lang/annotation/AnnotationFormatError",
                Some("Wrong type at constant pool index: expected a number"),
            ));
        }
    };
    Ok(Some(Value::Long(bits)))
}

/// `Proxy.proxyClass0(interfaces)`: the VM-made proxy class for the interfaces (a fresh
/// array the Java side has checked; see `Vm::proxy_class`).
fn proxy_class0(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let mut interfaces = Vec::new();
    for r in array_refs(vm, arg_ref(args, 0)?) {
        interfaces.push(vm.class_of_class_object(r)?);
    }
    let cid = vm.proxy_class(&interfaces)?;
    Ok(Some(class_ref(vm, cid)))
}

/// `Proxy.allocate(proxyClass)`: a new instance, its handler not yet set.
fn proxy_allocate(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let cid = vm.class_of_class_object(arg_ref(args, 0)?)?;
    Ok(Some(Value::Ref(vm.new_object(cid))))
}

/// `Proxy.isProxyClass0(c)`: whether the VM made `c` as a proxy class.
fn proxy_is_proxy_class0(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let cid = vm.class_of_class_object(arg_ref(args, 0)?)?;
    let made = vm.proxy_classes.iter().any(|(_, c)| *c == cid);
    Ok(Some(Value::Int(i32::from(made))))
}

/// `AnnotationProxy.allocate(type)`: a new, empty instance of the annotation interface's
/// proxy class (its fields are set by the Java caller).
fn annotation_proxy_allocate(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let iface = vm.class_of_class_object(arg_ref(args, 0)?)?;
    let cid = vm.annotation_proxy_class(iface)?;
    Ok(Some(Value::Ref(vm.new_object(cid))))
}

/// `StackWalker.frames0()`: the running thread's frames, innermost first, from the first one
/// outside `java.lang.StackWalker`, each with its kind: 2 for a hidden frame (a method of a
/// class the VM made: a lambda's, reflection's adapters, an annotation's), 1 for a reflection
/// frame (`Method.invoke`, `Constructor.newInstance`), 0 for any other.
fn stack_walker_frames0(vm: &mut Vm, _args: &[Value]) -> Exec<Option<Value>> {
    let frames: Vec<(crate::runtime::MethodId, u32)> = vm
        .state
        .thread
        .frames
        .iter()
        .rev()
        .map(|f| (f.method, f.pc))
        .collect();
    let walker = vm.load("java/lang/StackWalker").map_err(Trap::Error)?;
    let skip = frames
        .iter()
        .take_while(|(m, _)| vm.classes.method(*m).class == walker)
        .count();
    let mut refs = Vec::new();
    for &(mid, pc) in &frames[skip..] {
        let m = vm.classes.method(mid).clone();
        let class = vm.classes.class(m.class).clone();
        let kind =
            if class.origin == crate::classpath::Origin::Runtime && class.access & 0x1000 != 0 {
                2
            } else if matches!(
                (class.name.as_str(), m.name.as_str()),
                ("java/lang/reflect/Method", "invoke")
                    | ("java/lang/reflect/Constructor", "newInstance")
            ) {
                1
            } else {
                0
            };
        let (line, bci) = match &m.code {
            Some(code) => (
                code.line_of(pc).map_or(-1, |l| l as i32),
                code.pcs.get(pc as usize).map_or(-1, |&b| b as i32),
            ),
            None => (-1, -1),
        };
        let declaring = class_ref(vm, m.class);
        let method_name = string_value(vm, &m.name)?;
        let descriptor = string_value(vm, &m.descriptor)?;
        let file = match &class.source_file {
            Some(f) => string_value(vm, f)?,
            None => Value::Ref(NULL),
        };
        let frame = new_with_fields(
            vm,
            "java/lang/StackWalker$Frame",
            &[
                ("declaringClass", declaring),
                ("methodName", method_name),
                ("descriptor", descriptor),
                ("fileName", file),
                ("lineNumber", Value::Int(line)),
                ("bci", Value::Int(bci)),
                ("nativeMethod", Value::Int(i32::from(m.is_native()))),
                ("kind", Value::Int(kind)),
            ],
        )?;
        refs.push(frame);
    }
    Ok(Some(Value::Ref(new_ref_array(
        vm,
        "[Ljava/lang/StackWalker$Frame;",
        refs,
    )?)))
}
