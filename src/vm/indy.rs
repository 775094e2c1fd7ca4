//! invokedynamic. Each call site is linked once to a static method of a synthetic class that
//! ironpf writes in bytecode, so the work stays in ordinary interpreter frames:
//! - `StringConcatFactory.makeConcat[WithConstants]`: a method that appends the recipe's
//!   constants and arguments to a `StringBuilder`;
//! - `LambdaMetafactory.metafactory`/`altMetafactory`: a class implementing the functional
//!   interface, with one field per captured value, whose interface method converts its
//!   arguments and calls the implementation method; the call site's method allocates it.

use std::rc::Rc;

use super::{Exec, Trap, Vm};
use crate::classfile::bytecode::Insn;
use crate::classfile::descriptor::{Kind, MethodType};
use crate::classfile::{
    ACC_FINAL, ACC_PUBLIC, ACC_STATIC, ClassFile, Code, Constant, FieldDef, MemberRef, MethodDef,
};
use crate::classpath::Origin;
use crate::error::VmError;
use crate::runtime::{Class, ClassId, MethodId, Resolved};
use crate::vm::value::{NULL, Ref};

/// Builds a synthetic class's constant pool and code.
pub(super) struct Builder {
    pub(super) pool: Vec<Constant>,
}

impl Builder {
    pub(super) fn new() -> Builder {
        Builder {
            pool: vec![Constant::Unusable],
        }
    }
    pub(super) fn add(&mut self, c: Constant) -> u16 {
        self.pool.push(c);
        (self.pool.len() - 1) as u16
    }
    pub(super) fn class(&mut self, name: &str) -> u16 {
        self.add(Constant::Class(name.to_string()))
    }
    pub(super) fn method(
        &mut self,
        class: &str,
        name: &str,
        descriptor: &str,
        interface: bool,
    ) -> u16 {
        let m = MemberRef {
            class: class.into(),
            name: name.into(),
            descriptor: descriptor.into(),
        };
        self.add(if interface {
            Constant::InterfaceMethodRef(m)
        } else {
            Constant::MethodRef(m)
        })
    }
    pub(super) fn field(&mut self, class: &str, name: &str, descriptor: &str) -> u16 {
        self.add(Constant::FieldRef(MemberRef {
            class: class.into(),
            name: name.into(),
            descriptor: descriptor.into(),
        }))
    }
    pub(super) fn string(&mut self, s: &[u16]) -> u16 {
        self.add(Constant::String(s.to_vec()))
    }
}

/// The `StringBuilder.append` overload javac's string concatenation uses for a value of
/// descriptor `desc` (byte and short widen to int; other references go through Object).
fn append_for(b: &mut Builder, desc: &str) -> u16 {
    let arg = match desc {
        "Z" | "C" | "I" | "J" | "F" | "D" | "Ljava/lang/String;" => desc,
        "B" | "S" => "I",
        _ => "Ljava/lang/Object;",
    };
    b.method(
        "java/lang/StringBuilder",
        "append",
        &format!("({arg})Ljava/lang/StringBuilder;"),
        false,
    )
}

pub(super) fn code(insns: Vec<Insn>, max_locals: usize) -> Rc<Code> {
    let n = insns.len();
    Rc::new(Code {
        max_stack: (max_locals + 8) as u16,
        max_locals: max_locals as u16,
        pcs: (0..n as u32).collect(),
        opcodes: vec![0; n],
        insns,
        handlers: Vec::new(),
        lines: Vec::new(),
        wide: Vec::new(),
        stack_map: None,
    })
}

pub(super) fn load_insn(desc: &str, slot: usize) -> Insn {
    if Kind::of_field(desc).slots() == 2 {
        Insn::Load2(slot as u16)
    } else {
        Insn::Load1(slot as u16)
    }
}

fn return_insn(desc: &str) -> Insn {
    match Kind::of_field(desc) {
        Kind::Void => Insn::Return,
        k if k.slots() == 2 => Insn::Return2,
        _ => Insn::Return1,
    }
}

pub(super) fn is_primitive(desc: &str) -> bool {
    !matches!(desc.as_bytes().first(), Some(b'L') | Some(b'[') | None)
}

/// The box class and unboxing method of a primitive descriptor.
pub(super) fn box_of(prim: &str) -> (&'static str, &'static str) {
    match prim {
        "Z" => ("java/lang/Boolean", "booleanValue"),
        "B" => ("java/lang/Byte", "byteValue"),
        "C" => ("java/lang/Character", "charValue"),
        "S" => ("java/lang/Short", "shortValue"),
        "I" => ("java/lang/Integer", "intValue"),
        "J" => ("java/lang/Long", "longValue"),
        "F" => ("java/lang/Float", "floatValue"),
        _ => ("java/lang/Double", "doubleValue"),
    }
}

fn prim_of_box(desc: &str) -> Option<&'static str> {
    Some(match desc {
        "Ljava/lang/Boolean;" => "Z",
        "Ljava/lang/Byte;" => "B",
        "Ljava/lang/Character;" => "C",
        "Ljava/lang/Short;" => "S",
        "Ljava/lang/Integer;" => "I",
        "Ljava/lang/Long;" => "J",
        "Ljava/lang/Float;" => "F",
        "Ljava/lang/Double;" => "D",
        _ => return None,
    })
}

/// Primitive widening (JLS 5.1.2) from `from` to `to`.
fn widen(from: &str, to: &str, out: &mut Vec<Insn>) -> Result<(), String> {
    let rank = |d: &str| match d {
        "B" | "S" | "C" | "I" | "Z" => 0,
        "J" => 1,
        "F" => 2,
        _ => 3,
    };
    if from == to || (rank(from) == 0 && rank(to) == 0) {
        return Ok(());
    }
    let insn = match (rank(from), rank(to)) {
        (0, 1) => Insn::I2l,
        (0, 2) => Insn::I2f,
        (0, 3) => Insn::I2d,
        (1, 2) => Insn::L2f,
        (1, 3) => Insn::L2d,
        (2, 3) => Insn::F2d,
        _ => return Err(format!("cannot convert {from} to {to}")),
    };
    out.push(insn);
    Ok(())
}

/// Converts the value on top of the stack from type `from` to type `to`, as
/// LambdaMetafactory adapts arguments and results (boxing, unboxing, widening, casts).
fn convert(b: &mut Builder, from: &str, to: &str, out: &mut Vec<Insn>) -> Result<(), String> {
    if from == to {
        return Ok(());
    }
    match (is_primitive(from), is_primitive(to)) {
        (true, true) => widen(from, to, out),
        (true, false) => {
            let (bx, _) = box_of(from);
            let m = b.method(bx, "valueOf", &format!("({from})L{bx};"), false);
            out.push(Insn::InvokeStatic(m));
            Ok(())
        }
        (false, true) => {
            let prim = prim_of_box(from).unwrap_or(to);
            let (bx, getter) = box_of(prim);
            let c = b.class(bx);
            out.push(Insn::CheckCast(c));
            let m = b.method(bx, getter, &format!("(){prim}"), false);
            out.push(Insn::InvokeVirtual(m));
            widen(prim, to, out)
        }
        (false, false) => {
            if to != "Ljava/lang/Object;" {
                let name = crate::classfile::descriptor::class_name_of_descriptor(to);
                let c = b.class(&name);
                out.push(Insn::CheckCast(c));
            }
            Ok(())
        }
    }
}

/// What an invokedynamic call site is linked to.
pub(super) enum CallSite {
    /// A static method taking the site's arguments and returning its value.
    Method(MethodId),
    /// One object, the value of every execution of the site.
    Constant(Ref),
}

struct LambdaSpec {
    iface: String,
    extra_interfaces: Vec<String>,
    sam_name: String,
    /// Erased signature of the interface method, plus bridge signatures.
    sam_types: Vec<MethodType>,
    instantiated: MethodType,
    captures: MethodType,
    impl_kind: u8,
    impl_ref: MemberRef,
    impl_interface: bool,
}

impl Vm {
    /// Links an invokedynamic call site (cached): to its synthetic static method, or to the
    /// object a lambda that captures nothing always evaluates to (as on the JVM, whose
    /// metafactory links such a site to a constant).
    pub(super) fn link_call_site(&mut self, class: &Rc<Class>, idx: u16) -> Exec<CallSite> {
        if let Resolved::CallSite {
            method, constant, ..
        } = class.cache[idx as usize].get()
        {
            return Ok(if constant == NULL {
                CallSite::Method(method)
            } else {
                CallSite::Constant(constant)
            });
        }
        let Constant::InvokeDynamic {
            bootstrap,
            name,
            descriptor,
        } = &class.pool[idx as usize]
        else {
            return Err(Trap::Error(VmError::internal(
                "",
                "invokedynamic operand is not a call site",
            )));
        };
        let bsm = class
            .bootstrap_methods
            .get(*bootstrap as usize)
            .ok_or_else(|| {
                VmError::input(
                    class.origin.describe(&class.name),
                    "bad bootstrap method index",
                )
            })?;
        let Some(Constant::MethodHandle { member, .. }) = class.pool.get(bsm.method as usize)
        else {
            return Err(Trap::Error(VmError::input(
                class.origin.describe(&class.name),
                "bootstrap method is not a method handle",
            )));
        };
        let target = match class.pool.get(*member as usize) {
            Some(Constant::MethodRef(m)) | Some(Constant::InterfaceMethodRef(m)) => m.clone(),
            _ => {
                return Err(Trap::Error(VmError::input(
                    class.origin.describe(&class.name),
                    "bad bootstrap method reference",
                )));
            }
        };
        let mut captures_nothing = false;
        let cf = match (target.class.as_str(), target.name.as_str()) {
            ("java/lang/invoke/StringConcatFactory", "makeConcatWithConstants" | "makeConcat") => {
                self.concat_class(class, idx, name, descriptor, &bsm.args, target.name == "makeConcatWithConstants")
            }
            ("java/lang/invoke/LambdaMetafactory", "metafactory" | "altMetafactory") => {
                let spec = self.lambda_spec(class, name, descriptor, &bsm.args, target.name == "altMetafactory")?;
                captures_nothing = spec.captures.params.is_empty();
                self.lambda_class(class, idx, descriptor, spec)
            }
            ("java/lang/runtime/ObjectMethods", "bootstrap") => self.object_methods_class(class, idx, name, descriptor, &bsm.args),
            (c, n) => Err(format!(
                "invokedynamic with bootstrap method {}.{} (only string concatenation, lambdas and record methods are supported)",
                c.replace('/', "."),
                n
            )),
        }
        .map_err(|msg| VmError::unsupported("", msg))?;
        let cid = self.classes.define(cf, Origin::Runtime)?;
        self.sync_class_tables();
        self.set_init(cid, super::InitState::Initialized);
        let method = self
            .classes
            .find_method(cid, "callSite", descriptor)
            .ok_or_else(|| VmError::internal("", "synthetic call-site method missing"))?;
        let constant = if captures_nothing {
            self.permanent_instance(cid)?
        } else {
            NULL
        };
        class.cache[idx as usize].set(Resolved::CallSite {
            class: cid,
            method,
            constant,
        });
        Ok(if constant == NULL {
            CallSite::Method(method)
        } else {
            CallSite::Constant(constant)
        })
    }

    /// The class of an annotation's instances (the JDK makes a `java.lang.reflect.Proxy`):
    /// a subclass of `ironpf.AnnotationProxy` implementing the annotation interface, whose
    /// element methods fetch their value by name from the instance
    /// (`AnnotationProxy.member`, which copies arrays) and convert it to the element's type.
    /// Made once per annotation interface; like a lambda's class, it is linkage, not state.
    pub(crate) fn annotation_proxy_class(&mut self, iface: ClassId) -> Exec<ClassId> {
        let iface_class = self.classes.class(iface).clone();
        let name = format!("{}$$Annotation", iface_class.name);
        if let Some(c) = self.classes.lookup(&name) {
            return Ok(c);
        }
        const BASE: &str = "ironpf/AnnotationProxy";
        let mut b = Builder::new();
        let member = b.method(
            BASE,
            "member",
            "(Ljava/lang/String;)Ljava/lang/Object;",
            false,
        );
        let mut methods = Vec::new();
        for &mid in &iface_class.methods {
            let m = self.classes.method(mid).clone();
            if m.is_static() || !m.is_abstract() || !m.mtype.params.is_empty() {
                continue;
            }
            let ret = m.mtype.ret.clone();
            let units: Vec<u16> = m.name.encode_utf16().collect();
            let mut insns = vec![Insn::Load1(0), Insn::Ldc(b.string(&units))];
            insns.push(Insn::InvokeVirtual(member));
            convert(&mut b, "Ljava/lang/Object;", &ret, &mut insns)
                .map_err(|e| Trap::Error(VmError::internal("", e)))?;
            insns.push(return_insn(&ret));
            methods.push(MethodDef {
                name: m.name.clone(),
                descriptor: m.descriptor.clone(),
                access: ACC_PUBLIC | 0x0010,
                code: Some(code(insns, 1)),
                exceptions: Vec::new(),
                reflective: Default::default(),
            });
        }
        let cf = ClassFile {
            major: 61,
            access: ACC_PUBLIC | 0x0010 | 0x1000,
            name,
            super_name: Some(BASE.into()),
            interfaces: vec![iface_class.name.clone()],
            pool: b.pool.into(),
            fields: Vec::new(),
            methods,
            source_file: None,
            bootstrap_methods: Vec::new(),
            inner_classes: Vec::new(),
            enclosing_method: None,
            reflective: Default::default(),
        };
        let cid = self
            .classes
            .define(cf, Origin::Runtime)
            .map_err(Trap::Error)?;
        self.sync_class_tables();
        self.set_init(cid, super::InitState::Initialized);
        Ok(cid)
    }

    /// The class of `java.lang.reflect.Proxy` instances implementing `interfaces` (in that
    /// order; the Java side has checked them as the JDK does): a final subclass of `Proxy`,
    /// named as JDK 17 names them (`jdk.proxy1.$ProxyN` when every interface is public,
    /// `$ProxyN` in the package of the non-public ones otherwise, N counting the proxy
    /// classes made so far), made once per interface list. Like an annotation's class it is
    /// linkage, not state. Each method (`hashCode`, `equals` and `toString` of `Object`
    /// first, then every public instance method of the interfaces and their superinterfaces,
    /// the first of each name and parameter list) passes its arguments, boxed, to
    /// `Proxy.invokeHandler` with the method's declaring class, name and descriptor, and
    /// converts the result back, so the handler runs as an ordinary interpreter frame.
    pub(crate) fn proxy_class(&mut self, interfaces: &[ClassId]) -> Exec<ClassId> {
        if let Some((_, c)) = self.proxy_classes.iter().find(|(k, _)| k == interfaces) {
            return Ok(*c);
        }
        const BASE: &str = "java/lang/reflect/Proxy";
        let internal = |e: String| Trap::Error(VmError::internal("Proxy", e));
        let object = self.load("java/lang/Object")?;
        let mut targets: Vec<MethodId> = [
            "hashCode()I",
            "equals(Ljava/lang/Object;)Z",
            "toString()Ljava/lang/String;",
        ]
        .iter()
        .filter_map(|sig| {
            let (name, desc) = sig.split_at(sig.find('(').unwrap_or(0));
            self.classes.find_method(object, name, desc)
        })
        .collect();
        let mut pending: Vec<ClassId> = interfaces.to_vec();
        let mut seen_interfaces = Vec::new();
        while let Some(i) = (!pending.is_empty()).then(|| pending.remove(0)) {
            if seen_interfaces.contains(&i) {
                continue;
            }
            seen_interfaces.push(i);
            let class = self.classes.class(i).clone();
            for &mid in &class.methods {
                let m = self.classes.method(mid);
                if m.is_static() || m.access & ACC_PUBLIC == 0 || m.name == "<clinit>" {
                    continue;
                }
                let params = |d: &str| d[..d.find(')').unwrap_or(d.len())].to_string();
                let key = (m.name.clone(), params(&m.descriptor));
                if targets.iter().any(|&t| {
                    let tm = self.classes.method(t);
                    tm.name == key.0 && params(&tm.descriptor) == key.1
                }) {
                    continue;
                }
                targets.push(mid);
            }
            // Superinterfaces after the interface's own methods, depth first as declared.
            for (k, &sup) in class.interfaces.iter().enumerate() {
                pending.insert(k, sup);
            }
        }
        let non_public = interfaces
            .iter()
            .copied()
            .find(|&i| self.classes.class(i).access & ACC_PUBLIC == 0);
        let all_public = non_public.is_none();
        let package = match non_public {
            None => "jdk/proxy1/".to_string(),
            Some(i) => {
                let n = &self.classes.class(i).name;
                n.rfind('/').map_or(String::new(), |k| n[..=k].to_string())
            }
        };
        let name = format!("{package}$Proxy{}", self.proxy_classes.len());
        let mut b = Builder::new();
        let dispatch = b.method(
            BASE,
            "invokeHandler",
            "(Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/Object;",
            false,
        );
        let object_class = b.class("java/lang/Object");
        let mut methods = Vec::new();
        for &mid in &targets {
            let m = self.classes.method(mid).clone();
            let declaring = self.classes.class(m.class).name.clone();
            let units = |t: &str| t.encode_utf16().collect::<Vec<u16>>();
            let mut insns = vec![
                Insn::Load1(0),
                Insn::Ldc(b.class(&declaring)),
                Insn::Ldc(b.string(&units(&m.name))),
                Insn::Ldc(b.string(&units(&m.descriptor))),
            ];
            if m.mtype.params.is_empty() {
                insns.push(Insn::AconstNull);
            } else {
                insns.push(Insn::Iconst(m.mtype.params.len() as i32));
                insns.push(Insn::ANewArray(object_class));
                let mut slot = 1;
                for (k, p) in m.mtype.params.iter().enumerate() {
                    insns.extend([Insn::Dup, Insn::Iconst(k as i32), load_insn(p, slot)]);
                    slot += Kind::of_field(p).slots();
                    convert(&mut b, p, "Ljava/lang/Object;", &mut insns).map_err(internal)?;
                    insns.push(Insn::Aastore);
                }
            }
            insns.push(Insn::InvokeStatic(dispatch));
            if m.mtype.ret == "V" {
                insns.push(Insn::Pop);
            } else {
                convert(&mut b, "Ljava/lang/Object;", &m.mtype.ret, &mut insns)
                    .map_err(internal)?;
            }
            insns.push(return_insn(&m.mtype.ret));
            methods.push(MethodDef {
                name: m.name.clone(),
                descriptor: m.descriptor.clone(),
                access: ACC_PUBLIC | ACC_FINAL,
                code: Some(code(insns, m.arg_slots)),
                exceptions: m.exceptions.clone(),
                reflective: Default::default(),
            });
        }
        let init = b.method(
            BASE,
            "<init>",
            "(Ljava/lang/reflect/InvocationHandler;)V",
            false,
        );
        methods.push(MethodDef {
            name: "<init>".into(),
            descriptor: "(Ljava/lang/reflect/InvocationHandler;)V".into(),
            access: ACC_PUBLIC,
            code: Some(code(
                vec![
                    Insn::Load1(0),
                    Insn::Load1(1),
                    Insn::InvokeSpecial(init),
                    Insn::Return,
                ],
                2,
            )),
            exceptions: Vec::new(),
            reflective: Default::default(),
        });
        let cf = ClassFile {
            major: 61,
            access: if all_public { ACC_PUBLIC } else { 0 } | ACC_FINAL,
            name,
            super_name: Some(BASE.into()),
            interfaces: interfaces
                .iter()
                .map(|&i| self.classes.class(i).name.clone())
                .collect(),
            pool: b.pool.into(),
            fields: Vec::new(),
            methods,
            source_file: None,
            bootstrap_methods: Vec::new(),
            inner_classes: Vec::new(),
            enclosing_method: None,
            reflective: Default::default(),
        };
        self.load(BASE)?;
        let cid = self
            .classes
            .define(cf, Origin::Runtime)
            .map_err(Trap::Error)?;
        self.sync_class_tables();
        self.set_init(cid, super::InitState::Initialized);
        self.proxy_classes.push((interfaces.to_vec(), cid));
        Ok(cid)
    }

    /// The one instance of a synthetic class without fields, made permanent: immutable, so
    /// machinery rather than program state (made whenever first needed, the same in every
    /// state; see `heap::PERMANENT`).
    fn permanent_instance(&mut self, cid: ClassId) -> Exec<Ref> {
        let site = std::mem::replace(&mut self.state.heap.site, 0);
        let r = self.new_object(cid);
        self.state.heap.site = site;
        let key = crate::runtime::stable_id(&format!("instance#{}", self.classes.class(cid).name));
        self.state.heap.make_permanent(r, key).ok_or_else(|| {
            Trap::Error(VmError::internal(
                "",
                "permanent key collision for a lambda's instance",
            ))
        })
    }

    // The parts of a class file, passed as they are built.
    #[allow(clippy::too_many_arguments)]
    fn synthetic(
        &mut self,
        host: &Class,
        site: u16,
        what: &str,
        b: Builder,
        interfaces: Vec<String>,
        fields: Vec<FieldDef>,
        methods: Vec<MethodDef>,
    ) -> ClassFile {
        ClassFile {
            major: 61,
            access: ACC_PUBLIC | 0x0010 | 0x1000,
            name: self.classes.synthetic_name(&host.name, what, site),
            super_name: Some("java/lang/Object".into()),
            interfaces,
            pool: b.pool.into(),
            fields,
            methods,
            source_file: None,
            bootstrap_methods: Vec::new(),
            inner_classes: Vec::new(),
            enclosing_method: None,
            reflective: Default::default(),
        }
    }

    fn concat_class(
        &mut self,
        host: &Class,
        site: u16,
        _name: &str,
        descriptor: &str,
        args: &[u16],
        with_recipe: bool,
    ) -> Result<ClassFile, String> {
        let mt = MethodType::parse(descriptor)?;
        let mut b = Builder::new();
        let sb = "java/lang/StringBuilder";
        let mut insns = Vec::new();
        let sbc = b.class(sb);
        insns.push(Insn::New(sbc));
        insns.push(Insn::Dup);
        let init = b.method(sb, "<init>", "()V", false);
        insns.push(Insn::InvokeSpecial(init));
        let append_str = b.method(
            sb,
            "append",
            "(Ljava/lang/String;)Ljava/lang/StringBuilder;",
            false,
        );
        let recipe: Vec<u16> = if with_recipe {
            match args.first().and_then(|&i| host.pool.get(i as usize)) {
                Some(Constant::String(s)) => s.clone(),
                _ => return Err("string concatenation without a recipe".into()),
            }
        } else {
            std::iter::repeat_n(1u16, mt.params.len()).collect()
        };
        let mut constants = args.iter().skip(1);
        let mut literal: Vec<u16> = Vec::new();
        let mut slot = 0usize;
        let mut param = 0usize;
        let flush = |b: &mut Builder, literal: &mut Vec<u16>, insns: &mut Vec<Insn>| {
            if !literal.is_empty() {
                let s = b.string(literal);
                insns.push(Insn::Ldc(s));
                insns.push(Insn::InvokeVirtual(append_str));
                literal.clear();
            }
        };
        for &u in &recipe {
            match u {
                1 => {
                    flush(&mut b, &mut literal, &mut insns);
                    let p = mt
                        .params
                        .get(param)
                        .ok_or("recipe has more arguments than the call site")?
                        .clone();
                    param += 1;
                    insns.push(load_insn(&p, slot));
                    slot += Kind::of_field(&p).slots();
                    let m = append_for(&mut b, &p);
                    insns.push(Insn::InvokeVirtual(m));
                }
                2 => {
                    let c = constants
                        .next()
                        .and_then(|&i| host.pool.get(i as usize))
                        .ok_or("recipe has more constants than the call site")?;
                    let text = match c {
                        Constant::String(s) => String::from_utf16_lossy(s),
                        Constant::Integer(i) => i.to_string(),
                        Constant::Long(i) => i.to_string(),
                        other => return Err(format!("string concatenation constant {other:?}")),
                    };
                    literal.extend(text.encode_utf16());
                }
                _ => literal.push(u),
            }
        }
        flush(&mut b, &mut literal, &mut insns);
        let ts = b.method(sb, "toString", "()Ljava/lang/String;", false);
        insns.push(Insn::InvokeVirtual(ts));
        insns.push(Insn::Return1);
        let method = MethodDef {
            name: "callSite".into(),
            descriptor: descriptor.into(),
            access: ACC_PUBLIC | ACC_STATIC,
            code: Some(code(insns, mt.param_slots())),
            exceptions: Vec::new(),
            reflective: Default::default(),
        };
        Ok(self.synthetic(
            host,
            site,
            "Concat",
            b,
            Vec::new(),
            Vec::new(),
            vec![method],
        ))
    }

    /// Records' `toString`, `hashCode` and `equals` (`ObjectMethods.bootstrap`): the record
    /// class, the component names separated by `;`, and one getter handle per component.
    fn object_methods_class(
        &mut self,
        host: &Class,
        site: u16,
        name: &str,
        descriptor: &str,
        args: &[u16],
    ) -> Result<ClassFile, String> {
        let arg = |i: usize| args.get(i).and_then(|&k| host.pool.get(k as usize));
        let record = match arg(0) {
            Some(Constant::Class(c)) => c.clone(),
            _ => return Err("record bootstrap without a record class".into()),
        };
        let names: Vec<String> = match arg(1) {
            Some(Constant::String(s)) if s.is_empty() => Vec::new(),
            Some(Constant::String(s)) => String::from_utf16_lossy(s)
                .split(';')
                .map(str::to_string)
                .collect(),
            _ => return Err("record bootstrap without component names".into()),
        };
        let mut fields = Vec::new();
        for i in 0..names.len() {
            match arg(2 + i) {
                Some(Constant::MethodHandle { member, .. }) => {
                    match host.pool.get(*member as usize) {
                        Some(Constant::FieldRef(f)) => fields.push(f.clone()),
                        _ => return Err("record component handle is not a field".into()),
                    }
                }
                _ => return Err("record bootstrap lacks a component handle".into()),
            }
        }
        let mut b = Builder::new();
        let mut insns = Vec::new();
        let max_locals;
        match name {
            "toString" => {
                let rid = self
                    .classes
                    .lookup(&record)
                    .map(|c| self.classes.class(c).clone());
                let simple = rid
                    .as_ref()
                    .and_then(|c| {
                        c.inner_classes
                            .iter()
                            .find(|ic| ic.inner == record)
                            .and_then(|ic| ic.simple_name.clone())
                    })
                    .unwrap_or_else(|| {
                        record
                            .rsplit(['/', '$'])
                            .next()
                            .unwrap_or(&record)
                            .to_string()
                    });
                let sb = "java/lang/StringBuilder";
                let sbc = b.class(sb);
                insns.extend([Insn::New(sbc), Insn::Dup]);
                let init = b.method(sb, "<init>", "()V", false);
                insns.push(Insn::InvokeSpecial(init));
                let append_str = b.method(
                    sb,
                    "append",
                    "(Ljava/lang/String;)Ljava/lang/StringBuilder;",
                    false,
                );
                let text = |b: &mut Builder, insns: &mut Vec<Insn>, t: &str| {
                    let units: Vec<u16> = t.encode_utf16().collect();
                    let c = b.string(&units);
                    insns.push(Insn::Ldc(c));
                    insns.push(Insn::InvokeVirtual(append_str));
                };
                text(&mut b, &mut insns, &format!("{simple}["));
                for (i, (n, f)) in names.iter().zip(&fields).enumerate() {
                    text(
                        &mut b,
                        &mut insns,
                        &format!("{}{n}=", if i > 0 { ", " } else { "" }),
                    );
                    insns.push(Insn::Load1(0));
                    let fr = b.field(&f.class, &f.name, &f.descriptor);
                    insns.push(Insn::GetField(fr));
                    let m = append_for(&mut b, &f.descriptor);
                    insns.push(Insn::InvokeVirtual(m));
                }
                text(&mut b, &mut insns, "]");
                let ts = b.method(sb, "toString", "()Ljava/lang/String;", false);
                insns.extend([Insn::InvokeVirtual(ts), Insn::Return1]);
                max_locals = 1;
            }
            "hashCode" => {
                insns.push(Insn::Iconst(0));
                for f in &fields {
                    insns.extend([Insn::Iconst(31), Insn::Imul, Insn::Load1(0)]);
                    let fr = b.field(&f.class, &f.name, &f.descriptor);
                    insns.push(Insn::GetField(fr));
                    let (owner, desc) = match f.descriptor.as_str() {
                        "Z" => ("java/lang/Boolean", "(Z)I"),
                        "B" => ("java/lang/Byte", "(B)I"),
                        "C" => ("java/lang/Character", "(C)I"),
                        "S" => ("java/lang/Short", "(S)I"),
                        "I" => ("java/lang/Integer", "(I)I"),
                        "J" => ("java/lang/Long", "(J)I"),
                        "F" => ("java/lang/Float", "(F)I"),
                        "D" => ("java/lang/Double", "(D)I"),
                        _ => ("java/util/Objects", "(Ljava/lang/Object;)I"),
                    };
                    let m = b.method(owner, "hashCode", desc, false);
                    insns.extend([Insn::InvokeStatic(m), Insn::Iadd]);
                }
                insns.push(Insn::Return1);
                max_locals = 1;
            }
            "equals" => {
                let rc = b.class(&record);
                let mut to_false = Vec::new();
                insns.extend([Insn::Load1(1), Insn::InstanceOf(rc)]);
                to_false.push(insns.len());
                insns.push(Insn::If(crate::classfile::bytecode::Cond::Eq, 0));
                insns.extend([Insn::Load1(1), Insn::CheckCast(rc), Insn::Store1(2)]);
                for f in &fields {
                    let fr = b.field(&f.class, &f.name, &f.descriptor);
                    insns.extend([
                        Insn::Load1(0),
                        Insn::GetField(fr),
                        Insn::Load1(2),
                        Insn::GetField(fr),
                    ]);
                    let compare = |b: &mut Builder, owner: &str, desc: &str| {
                        Insn::InvokeStatic(b.method(owner, "compare", desc, false))
                    };
                    use crate::classfile::bytecode::Cond;
                    match f.descriptor.as_str() {
                        "Z" | "B" | "C" | "S" | "I" => {
                            to_false.push(insns.len());
                            insns.push(Insn::IfIcmp(Cond::Ne, 0));
                        }
                        "J" => {
                            insns.push(Insn::Lcmp);
                            to_false.push(insns.len());
                            insns.push(Insn::If(Cond::Ne, 0));
                        }
                        "F" | "D" => {
                            let (owner, desc) = if f.descriptor == "F" {
                                ("java/lang/Float", "(FF)I")
                            } else {
                                ("java/lang/Double", "(DD)I")
                            };
                            insns.push(compare(&mut b, owner, desc));
                            to_false.push(insns.len());
                            insns.push(Insn::If(Cond::Ne, 0));
                        }
                        _ => {
                            let m = b.method(
                                "java/util/Objects",
                                "equals",
                                "(Ljava/lang/Object;Ljava/lang/Object;)Z",
                                false,
                            );
                            insns.push(Insn::InvokeStatic(m));
                            to_false.push(insns.len());
                            insns.push(Insn::If(Cond::Eq, 0));
                        }
                    }
                }
                insns.extend([Insn::Iconst(1), Insn::Return1]);
                let target = insns.len() as u32;
                insns.extend([Insn::Iconst(0), Insn::Return1]);
                for at in to_false {
                    match &mut insns[at] {
                        Insn::If(_, t) | Insn::IfIcmp(_, t) => *t = target,
                        _ => return Err("internal: bad branch patch".into()),
                    }
                }
                max_locals = 3;
            }
            other => return Err(format!("record method {other}")),
        }
        let method = MethodDef {
            name: "callSite".into(),
            descriptor: descriptor.into(),
            access: ACC_PUBLIC | ACC_STATIC,
            code: Some(code(insns, max_locals)),
            exceptions: Vec::new(),
            reflective: Default::default(),
        };
        Ok(self.synthetic(
            host,
            site,
            "Record",
            b,
            Vec::new(),
            Vec::new(),
            vec![method],
        ))
    }

    fn lambda_spec(
        &self,
        host: &Class,
        name: &str,
        descriptor: &str,
        args: &[u16],
        alt: bool,
    ) -> Exec<LambdaSpec> {
        let bad = |m: &str| Trap::Error(VmError::unsupported("", format!("lambda bootstrap: {m}")));
        let method_type = |i: Option<&u16>| -> Exec<MethodType> {
            match i.and_then(|&i| host.pool.get(i as usize)) {
                Some(Constant::MethodType(d)) => MethodType::parse(d).map_err(|e| bad(&e)),
                _ => Err(bad("expected a method type argument")),
            }
        };
        let captures = MethodType::parse(descriptor).map_err(|e| bad(&e))?;
        let sam = method_type(args.first())?;
        let (impl_kind, impl_ref, impl_interface) =
            match args.get(1).and_then(|&i| host.pool.get(i as usize)) {
                Some(Constant::MethodHandle { kind, member }) => {
                    match host.pool.get(*member as usize) {
                        Some(Constant::MethodRef(m)) => (*kind, m.clone(), false),
                        Some(Constant::InterfaceMethodRef(m)) => (*kind, m.clone(), true),
                        _ => return Err(bad("implementation is not a method")),
                    }
                }
                _ => return Err(bad("expected an implementation method handle")),
            };
        let instantiated = method_type(args.get(2))?;
        let mut sam_types = vec![sam];
        let mut extra_interfaces = Vec::new();
        if alt {
            let flags = match args.get(3).and_then(|&i| host.pool.get(i as usize)) {
                Some(Constant::Integer(f)) => *f,
                _ => return Err(bad("altMetafactory without flags")),
            };
            let mut k = 4;
            let int_at = |k: usize| match args.get(k).and_then(|&i| host.pool.get(i as usize)) {
                Some(Constant::Integer(n)) => Ok(*n as usize),
                _ => Err(bad("bad altMetafactory count")),
            };
            if flags & 2 != 0 {
                let n = int_at(k)?;
                k += 1;
                for _ in 0..n {
                    match args.get(k).and_then(|&i| host.pool.get(i as usize)) {
                        Some(Constant::Class(c)) => extra_interfaces.push(c.clone()),
                        _ => return Err(bad("bad marker interface")),
                    }
                    k += 1;
                }
            }
            if flags & 4 != 0 {
                let n = int_at(k)?;
                k += 1;
                for _ in 0..n {
                    sam_types.push(method_type(args.get(k))?);
                    k += 1;
                }
            }
        }
        let iface = crate::classfile::descriptor::class_name_of_descriptor(&captures.ret);
        Ok(LambdaSpec {
            iface,
            extra_interfaces,
            sam_name: name.to_string(),
            sam_types,
            instantiated,
            captures,
            impl_kind,
            impl_ref,
            impl_interface,
        })
    }

    fn lambda_class(
        &mut self,
        host: &Class,
        site: u16,
        descriptor: &str,
        spec: LambdaSpec,
    ) -> Result<ClassFile, String> {
        let mut b = Builder::new();
        let this_name = self.classes.synthetic_name(&host.name, "Lambda", site);
        let fields: Vec<FieldDef> = spec
            .captures
            .params
            .iter()
            .enumerate()
            .map(|(i, d)| FieldDef {
                name: format!("arg${i}"),
                descriptor: d.clone(),
                access: 0x0012,
                constant_value: None,
                reflective: Default::default(),
            })
            .collect();

        // The call site's method: allocate, store the captured values, return.
        let mut site_code = Vec::new();
        let this_class = b.class(&this_name);
        site_code.push(Insn::New(this_class));
        let mut slot = 0;
        for f in &fields {
            site_code.push(Insn::Dup);
            site_code.push(load_insn(&f.descriptor, slot));
            slot += Kind::of_field(&f.descriptor).slots();
            let fr = b.field(&this_name, &f.name, &f.descriptor);
            site_code.push(Insn::PutField(fr));
        }
        site_code.push(Insn::Return1);
        let mut methods = vec![MethodDef {
            name: "callSite".into(),
            descriptor: descriptor.into(),
            access: ACC_PUBLIC | ACC_STATIC,
            code: Some(code(site_code, spec.captures.param_slots())),
            exceptions: Vec::new(),
            reflective: Default::default(),
        }];

        // The interface method (and bridges): load captures and arguments, adapt, call.
        let impl_mt = MethodType::parse(&spec.impl_ref.descriptor)?;
        let (is_static, is_ctor) = match spec.impl_kind {
            6 => (true, false),
            8 => (false, true),
            5 | 7 | 9 => (false, false),
            k => return Err(format!("lambda implementation handle of kind {k}")),
        };
        let mut targets: Vec<String> = Vec::new();
        if !is_static && !is_ctor {
            targets.push(format!("L{};", spec.impl_ref.class));
        }
        targets.extend(impl_mt.params.iter().cloned());
        for sam in &spec.sam_types {
            let mut insns = Vec::new();
            if is_ctor {
                let c = b.class(&spec.impl_ref.class);
                insns.push(Insn::New(c));
                insns.push(Insn::Dup);
            }
            let mut sources: Vec<(String, Insn)> = Vec::new();
            for f in &fields {
                let fr = b.field(&this_name, &f.name, &f.descriptor);
                sources.push((f.descriptor.clone(), Insn::GetField(fr)));
            }
            let mut slot = 1;
            for (i, p) in sam.params.iter().enumerate() {
                // The instantiated type says what the argument really is.
                let actual = spec
                    .instantiated
                    .params
                    .get(i)
                    .cloned()
                    .unwrap_or_else(|| p.clone());
                sources.push((actual, load_insn(p, slot)));
                slot += Kind::of_field(p).slots();
            }
            if sources.len() != targets.len() {
                return Err(format!(
                    "lambda arity mismatch: {} values for {}.{}{}",
                    sources.len(),
                    spec.impl_ref.class,
                    spec.impl_ref.name,
                    spec.impl_ref.descriptor
                ));
            }
            let n_captures = fields.len();
            for (i, ((from, load), to)) in sources.into_iter().zip(&targets).enumerate() {
                if i < n_captures {
                    insns.push(Insn::Load1(0));
                }
                // Arguments loaded from erased parameters may need a cast to the instantiated type.
                let param = if i >= n_captures {
                    sam.params[i - n_captures].clone()
                } else {
                    from.clone()
                };
                insns.push(load);
                if param != from
                    && !is_primitive(&param)
                    && !is_primitive(&from)
                    && from != "Ljava/lang/Object;"
                {
                    convert(&mut b, &param, &from, &mut insns)?;
                }
                convert(&mut b, &from, to, &mut insns)?;
            }
            let m = b.method(
                &spec.impl_ref.class,
                &spec.impl_ref.name,
                &spec.impl_ref.descriptor,
                spec.impl_interface,
            );
            insns.push(match spec.impl_kind {
                6 => Insn::InvokeStatic(m),
                7 | 8 => Insn::InvokeSpecial(m),
                9 => Insn::InvokeInterface(m),
                _ => Insn::InvokeVirtual(m),
            });
            let produced = if is_ctor {
                format!("L{};", spec.impl_ref.class)
            } else {
                impl_mt.ret.clone()
            };
            if sam.ret == "V" {
                match Kind::of_field(&produced).slots() {
                    2 => insns.push(Insn::Pop2),
                    1 => insns.push(Insn::Pop),
                    _ => {}
                }
            } else {
                convert(&mut b, &produced, &sam.ret, &mut insns)?;
            }
            insns.push(return_insn(&sam.ret));
            methods.push(MethodDef {
                name: spec.sam_name.clone(),
                descriptor: sam.descriptor(),
                access: ACC_PUBLIC,
                code: Some(code(insns, 1 + sam.param_slots())),
                exceptions: Vec::new(),
                reflective: Default::default(),
            });
        }
        let mut interfaces = vec![spec.iface.clone()];
        interfaces.extend(spec.extra_interfaces.iter().cloned());
        let mut cf = self.synthetic(host, site, "Lambda", b, interfaces, fields, methods);
        cf.name = this_name;
        Ok(cf)
    }
}
