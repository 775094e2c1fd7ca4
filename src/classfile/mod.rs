//! Class files: ironpf's own owned model of a parsed class, built on the `classfile-parser`
//! crate (kept behind this module so it can be swapped). Names are resolved out of the
//! constant pool here, so the rest of the VM never sees raw pool indices except as operands.

pub mod bytecode;
pub mod descriptor;
pub mod liveness;
pub mod typecheck;
pub mod verify;

use classfile_parser::attribute_info::{
    bootstrap_methods_attribute_parser, code_attribute_parser, constant_value_attribute_parser,
};
use classfile_parser::constant_info::ConstantInfo;

pub use bytecode::{Code, Insn};

pub const ACC_PUBLIC: u16 = 0x0001;
pub const ACC_PRIVATE: u16 = 0x0002;
pub const ACC_STATIC: u16 = 0x0008;
pub const ACC_FINAL: u16 = 0x0010;
pub const ACC_VOLATILE: u16 = 0x0040;
pub const ACC_SYNCHRONIZED: u16 = 0x0020;
pub const ACC_NATIVE: u16 = 0x0100;
pub const ACC_INTERFACE: u16 = 0x0200;
pub const ACC_ABSTRACT: u16 = 0x0400;
pub const ACC_ENUM: u16 = 0x4000;

/// Oldest and newest class-file major versions ironpf accepts (Java 1.1 through Java 17).
pub const MIN_MAJOR: u16 = 45;
pub const MAX_MAJOR: u16 = 61;

/// A symbolic reference to a field or method.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MemberRef {
    pub class: String,
    pub name: String,
    pub descriptor: String,
}

/// A constant-pool entry with its names resolved.
#[derive(Clone, Debug)]
pub enum Constant {
    /// Index 0, the second slot of a long or double, or an entry ironpf does not use.
    Unusable,
    Utf8(String),
    Integer(i32),
    Float(f32),
    Long(i64),
    Double(f64),
    Class(String),
    /// A string literal as UTF-16 code units (decoded from modified UTF-8).
    String(Vec<u16>),
    FieldRef(MemberRef),
    MethodRef(MemberRef),
    InterfaceMethodRef(MemberRef),
    NameAndType {
        name: String,
        descriptor: String,
    },
    /// `reference_kind` as in JVMS 4.4.8; `member` indexes a Field/Method/InterfaceMethod ref.
    MethodHandle {
        kind: u8,
        member: u16,
    },
    MethodType(String),
    InvokeDynamic {
        bootstrap: u16,
        name: String,
        descriptor: String,
    },
}

#[derive(Clone, Debug)]
pub struct BootstrapMethod {
    /// Index of a `MethodHandle` constant.
    pub method: u16,
    pub args: Vec<u16>,
}

#[derive(Clone, Debug)]
pub struct FieldDef {
    pub name: String,
    pub descriptor: String,
    pub access: u16,
    /// ConstantValue attribute (pool index), for static finals.
    pub constant_value: Option<u16>,
    pub reflective: Reflective,
}

#[derive(Clone, Debug)]
pub struct MethodDef {
    pub name: String,
    pub descriptor: String,
    pub access: u16,
    /// Shared: a parsed class is defined by every VM of the process (see
    /// `runtime::parsed_runtime_class`), and the VM's methods share it too.
    pub code: Option<std::rc::Rc<Code>>,
    /// The Exceptions attribute: the checked exceptions the method declares (internal names).
    pub exceptions: Vec<String>,
    pub reflective: Reflective,
}

/// An InnerClasses attribute entry (JVMS 4.7.6), for `Class.getSimpleName`,
/// `getDeclaringClass` and the modifiers of nested classes.
#[derive(Clone, Debug)]
pub struct InnerClass {
    pub inner: String,
    /// The class `inner` is a member of; `None` for local and anonymous classes.
    pub outer: Option<String>,
    /// `None` for anonymous classes.
    pub simple_name: Option<String>,
    /// The modifiers as declared in the source (`private`, `static`, ...).
    pub access: u16,
}

/// The EnclosingMethod attribute (JVMS 4.7.7) of a local or anonymous class.
#[derive(Clone, Debug)]
pub struct EnclosingMethod {
    pub class: String,
    /// Name and descriptor; `None` when the class is not enclosed by a method (an
    /// initializer).
    pub method: Option<(String, String)>,
}

#[derive(Clone, Debug)]
pub struct ClassFile {
    pub major: u16,
    pub access: u16,
    pub name: String,
    pub super_name: Option<String>,
    pub interfaces: Vec<String>,
    /// Shared with the class the VM defines from it (and with every copy of a parsed
    /// runtime-library class).
    pub pool: std::rc::Rc<[Constant]>,
    pub fields: Vec<FieldDef>,
    pub methods: Vec<MethodDef>,
    pub source_file: Option<String>,
    pub bootstrap_methods: Vec<BootstrapMethod>,
    pub inner_classes: Vec<InnerClass>,
    pub enclosing_method: Option<EnclosingMethod>,
    pub reflective: Reflective,
}

/// The attributes only reflection reads (JVMS 4.7.9 Signature, 4.7.16
/// RuntimeVisibleAnnotations, 4.7.18 RuntimeVisibleParameterAnnotations, 4.7.22
/// AnnotationDefault), kept as they are in the class file: the runtime library decodes them
/// when a program asks (as the JDK does, so a malformed annotation is an
/// `AnnotationFormatError` at that point, not a failure to load the class).
#[derive(Clone, Debug, Default)]
pub struct Reflective {
    /// The generic signature (a Utf8 constant).
    pub signature: Option<String>,
    pub annotations: Option<Vec<u8>>,
    pub parameter_annotations: Option<Vec<u8>>,
    pub annotation_default: Option<Vec<u8>>,
    /// The NestHost attribute (JVMS 4.7.28): the class named as this class's nest host.
    pub nest_host: Option<String>,
    /// The NestMembers attribute (JVMS 4.7.29): the classes a nest host names as members.
    pub nest_members: Option<Vec<String>>,
}

impl Reflective {
    /// Takes the attribute if it is one of reflection's; false for any other.
    fn take(&mut self, name: &str, info: &[u8], pool: &[Constant]) -> Result<bool, String> {
        match name {
            "Signature" => {
                if info.len() != 2 {
                    return Err("malformed Signature attribute".into());
                }
                let i = u16_at(info, 0)?;
                match pool.get(i as usize) {
                    Some(Constant::Utf8(s)) => self.signature = Some(s.clone()),
                    _ => {
                        return Err(format!(
                            "bad constant pool index {i}: expected a Utf8 entry"
                        ));
                    }
                }
            }
            "RuntimeVisibleAnnotations" => self.annotations = Some(info.to_vec()),
            "RuntimeVisibleParameterAnnotations" => {
                self.parameter_annotations = Some(info.to_vec())
            }
            "AnnotationDefault" => self.annotation_default = Some(info.to_vec()),
            "NestHost" => {
                if info.len() != 2 {
                    return Err("malformed NestHost attribute".into());
                }
                self.nest_host = Some(pool_class(pool, u16_at(info, 0)?)?);
            }
            "NestMembers" => {
                let n = u16_at(info, 0)? as usize;
                if info.len() != 2 + 2 * n {
                    return Err("malformed NestMembers attribute".into());
                }
                let members = (0..n)
                    .map(|k| pool_class(pool, u16_at(info, 2 + 2 * k)?))
                    .collect::<Result<Vec<_>, String>>()?;
                self.nest_members = Some(members);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
}

/// The class a Class constant names.
fn pool_class(pool: &[Constant], i: u16) -> Result<String, String> {
    match pool.get(i as usize) {
        Some(Constant::Class(s)) => Ok(s.clone()),
        _ => Err(format!(
            "bad constant pool index {i}: expected a Class entry"
        )),
    }
}

/// Parses a class file. Errors are plain messages; the caller adds the file name.
pub fn parse(bytes: &[u8]) -> Result<ClassFile, String> {
    if bytes.len() < 10 {
        return Err(format!("not a class file: only {} bytes", bytes.len()));
    }
    if bytes[0..4] != [0xCA, 0xFE, 0xBA, 0xBE] {
        return Err(format!(
            "not a class file: bad magic {:02X}{:02X}{:02X}{:02X} (expected CAFEBABE)",
            bytes[0], bytes[1], bytes[2], bytes[3]
        ));
    }
    let major = u16::from_be_bytes([bytes[6], bytes[7]]);
    if !(MIN_MAJOR..=MAX_MAJOR).contains(&major) {
        return Err(format!(
            "unsupported class file version {major} (ironpf reads versions {MIN_MAJOR} to {MAX_MAJOR}, Java 1.1 to 17)"
        ));
    }
    let raw = match classfile_parser::class_parser(bytes) {
        Ok(([], c)) => c,
        Ok((rest, _)) => {
            return Err(format!(
                "{} trailing bytes after the class file",
                rest.len()
            ));
        }
        Err(_) => {
            return Err("malformed class file (truncated or corrupt structure)".to_string());
        }
    };
    let pool = convert_pool(&raw.const_pool)?;
    check_pool(&pool)?;
    let utf8 = |i: u16| -> Result<String, String> {
        match pool.get(i as usize) {
            Some(Constant::Utf8(s)) => Ok(s.clone()),
            _ => Err(format!(
                "bad constant pool index {i}: expected a Utf8 entry"
            )),
        }
    };
    let class_name = |i: u16| -> Result<String, String> {
        match pool.get(i as usize) {
            Some(Constant::Class(s)) => Ok(s.clone()),
            _ => Err(format!(
                "bad constant pool index {i}: expected a Class entry"
            )),
        }
    };
    let name = class_name(raw.this_class)?;
    let super_name = if raw.super_class == 0 {
        None
    } else {
        Some(class_name(raw.super_class)?)
    };
    let interfaces = raw
        .interfaces
        .iter()
        .map(|&i| class_name(i))
        .collect::<Result<Vec<_>, _>>()?;

    let mut fields = Vec::new();
    for f in &raw.fields {
        let mut constant_value = None;
        let mut reflective = Reflective::default();
        for a in &f.attributes {
            if reflective.take(&utf8(a.attribute_name_index)?, &a.info, &pool)? {
                continue;
            }
            if utf8(a.attribute_name_index)? == "ConstantValue" {
                let (_, cv) = constant_value_attribute_parser(&a.info)
                    .map_err(|_| "malformed ConstantValue attribute".to_string())?;
                constant_value = Some(cv.constant_value_index);
            }
        }
        let (fname, fdesc) = (utf8(f.name_index)?, utf8(f.descriptor_index)?);
        if !descriptor::is_field_name(&fname) || !descriptor::is_field_descriptor(&fdesc) {
            return Err(format!("illegal field {fname:?} with descriptor {fdesc:?}"));
        }
        fields.push(FieldDef {
            name: fname,
            descriptor: fdesc,
            access: f.access_flags.bits(),
            constant_value,
            reflective,
        });
    }

    let mut methods = Vec::new();
    for m in &raw.methods {
        let mname = utf8(m.name_index)?;
        let mdesc = utf8(m.descriptor_index)?;
        check_method(&mname, &mdesc)?;
        let mut code = None;
        let mut exceptions = Vec::new();
        let mut reflective = Reflective::default();
        for a in &m.attributes {
            let aname = utf8(a.attribute_name_index)?;
            if reflective
                .take(&aname, &a.info, &pool)
                .map_err(|e| format!("{mname}{mdesc}: {e}"))?
            {
                continue;
            }
            if aname == "Exceptions" {
                let n = u16_at(&a.info, 0)? as usize;
                if a.info.len() != 2 + 2 * n {
                    return Err(format!("{mname}{mdesc}: malformed Exceptions attribute"));
                }
                for k in 0..n {
                    exceptions.push(class_name(u16_at(&a.info, 2 + 2 * k)?)?);
                }
                continue;
            }
            if aname != "Code" {
                continue;
            }
            if code.is_some() {
                return Err(format!("{mname}{mdesc}: more than one Code attribute"));
            }
            let (_, c) = code_attribute_parser(&a.info)
                .map_err(|_| format!("{mname}{mdesc}: malformed Code attribute"))?;
            if c.code.is_empty() || c.code.len() > 65535 {
                return Err(format!(
                    "{mname}{mdesc}: code length {} (must be 1 to 65535)",
                    c.code.len()
                ));
            }
            if let Some(h) = c.exception_table.iter().find(|h| h.start_pc >= h.end_pc) {
                return Err(format!(
                    "{mname}{mdesc}: exception table range {}..{} is empty",
                    h.start_pc, h.end_pc
                ));
            }
            let mut lines = Vec::new();
            let mut stack_map = None;
            for ca in &c.attributes {
                match utf8(ca.attribute_name_index)?.as_str() {
                    "LineNumberTable" => lines.extend(
                        parse_line_numbers(&ca.info).map_err(|e| format!("{mname}{mdesc}: {e}"))?,
                    ),
                    "StackMapTable" if major >= 50 => {
                        if stack_map.is_some() {
                            return Err(format!(
                                "{mname}{mdesc}: more than one StackMapTable attribute"
                            ));
                        }
                        stack_map = Some(ca.info.clone().into_boxed_slice());
                    }
                    _ => {}
                }
            }
            let handlers: Vec<_> = c
                .exception_table
                .iter()
                .map(|e| (e.start_pc, e.end_pc, e.handler_pc, e.catch_type))
                .collect();
            for h in &handlers {
                if h.3 != 0 {
                    class_name(h.3).map_err(|e| format!("{mname}{mdesc}: exception table: {e}"))?;
                }
            }
            let decoded = bytecode::decode(&c.code, c.max_stack, c.max_locals, &handlers, &lines)
                .map_err(|e| format!("{mname}{mdesc}: {e}"))?;
            check_operands(&decoded, &pool).map_err(|e| format!("{mname}{mdesc}: {e}"))?;
            code = Some(std::rc::Rc::new(bytecode::Code {
                stack_map,
                ..decoded
            }));
        }
        let access = m.access_flags.bits();
        check_method_body(access, &code).map_err(|e| format!("{mname}{mdesc}: {e}"))?;
        if methods
            .iter()
            .any(|d: &MethodDef| d.name == mname && d.descriptor == mdesc)
        {
            return Err(format!("duplicate method {mname}{mdesc}"));
        }
        methods.push(MethodDef {
            name: mname,
            descriptor: mdesc,
            access,
            code,
            exceptions,
            reflective,
        });
    }
    let access = raw.access_flags.bits();
    let interface = access & ACC_INTERFACE != 0;
    let (is_abstract, is_final) = (access & ACC_ABSTRACT != 0, access & ACC_FINAL != 0);
    // An interface is abstract and not final; a class is not both abstract and final.
    let legal = match (interface, is_abstract, is_final) {
        (true, true, false) => true,
        (true, _, _) => false,
        (false, a, f) => !(a && f),
    };
    if !legal {
        return Err(format!("illegal class modifiers 0x{access:04x}"));
    }
    for (i, f) in fields.iter().enumerate() {
        if fields[..i]
            .iter()
            .any(|g| g.name == f.name && g.descriptor == f.descriptor)
        {
            return Err(format!("duplicate field {} {}", f.name, f.descriptor));
        }
    }

    let mut source_file = None;
    let mut bootstrap_methods = Vec::new();
    let mut inner_classes = Vec::new();
    let mut enclosing_method = None;
    let mut reflective = Reflective::default();
    for a in &raw.attributes {
        if reflective.take(&utf8(a.attribute_name_index)?, &a.info, &pool)? {
            continue;
        }
        match utf8(a.attribute_name_index)?.as_str() {
            "SourceFile" => {
                if a.info.len() != 2 {
                    return Err("malformed SourceFile attribute".into());
                }
                source_file = Some(utf8(u16::from_be_bytes([a.info[0], a.info[1]]))?);
            }
            "BootstrapMethods" => {
                let (_, b) = bootstrap_methods_attribute_parser(&a.info)
                    .map_err(|_| "malformed BootstrapMethods attribute".to_string())?;
                bootstrap_methods = b
                    .bootstrap_methods
                    .into_iter()
                    .map(|m| BootstrapMethod {
                        method: m.bootstrap_method_ref,
                        args: m.bootstrap_arguments,
                    })
                    .collect();
            }
            "InnerClasses" => {
                let info = &a.info;
                let n = u16_at(info, 0)? as usize;
                for k in 0..n {
                    let base = 2 + k * 8;
                    let inner = class_name(u16_at(info, base)?)?;
                    let outer = match u16_at(info, base + 2)? {
                        0 => None,
                        i => Some(class_name(i)?),
                    };
                    let name_idx = u16_at(info, base + 4)?;
                    let simple_name = if name_idx == 0 {
                        None
                    } else {
                        Some(utf8(name_idx)?)
                    };
                    let access = u16_at(info, base + 6)?;
                    inner_classes.push(InnerClass {
                        inner,
                        outer,
                        simple_name,
                        access,
                    });
                }
            }
            "EnclosingMethod" => {
                if a.info.len() != 4 {
                    return Err("malformed EnclosingMethod attribute".into());
                }
                let class = class_name(u16_at(&a.info, 0)?)?;
                let method = match u16_at(&a.info, 2)? {
                    0 => None,
                    i => match pool.get(i as usize) {
                        Some(Constant::NameAndType { name, descriptor }) => {
                            Some((name.clone(), descriptor.clone()))
                        }
                        _ => {
                            return Err(format!(
                                "bad constant pool index {i}: expected a NameAndType entry"
                            ));
                        }
                    },
                };
                enclosing_method = Some(EnclosingMethod { class, method });
            }
            _ => {}
        }
    }
    Ok(ClassFile {
        major,
        access: raw.access_flags.bits(),
        name,
        super_name,
        interfaces,
        pool: pool.into(),
        fields,
        methods,
        source_file,
        bootstrap_methods,
        inner_classes,
        enclosing_method,
        reflective,
    })
}

fn u16_at(b: &[u8], at: usize) -> Result<u16, String> {
    match b.get(at..at + 2) {
        Some(s) => Ok(u16::from_be_bytes([s[0], s[1]])),
        None => Err("truncated attribute".into()),
    }
}

fn parse_line_numbers(info: &[u8]) -> Result<Vec<(u16, u16)>, String> {
    let n = u16_at(info, 0)? as usize;
    if info.len() != 2 + 4 * n {
        return Err("malformed LineNumberTable attribute".into());
    }
    (0..n)
        .map(|k| Ok((u16_at(info, 2 + 4 * k)?, u16_at(info, 4 + 4 * k)?)))
        .collect()
}

/// Every pool operand of every instruction must name an entry of the right kind.
fn check_operands(code: &Code, pool: &[Constant]) -> Result<(), String> {
    use Constant as C;
    for (i, insn) in code.insns.iter().enumerate() {
        let local = match insn {
            Insn::Load1(n) | Insn::Store1(n) | Insn::Iinc(n, _) => Some(*n as u32),
            Insn::Load2(n) | Insn::Store2(n) => Some(*n as u32 + 1),
            _ => None,
        };
        if let Some(n) = local
            && n >= code.max_locals as u32
        {
            return Err(format!(
                "pc {}: {} uses local {n}, but max_locals is {}",
                code.pcs[i],
                bytecode::mnemonic(code.opcodes[i]),
                code.max_locals
            ));
        }
        let (idx, ok): (u16, fn(&Constant) -> bool) = match insn {
            Insn::Ldc(i) => (*i, |c| {
                matches!(
                    c,
                    C::Integer(_)
                        | C::Float(_)
                        | C::String(_)
                        | C::Class(_)
                        | C::MethodType(_)
                        | C::MethodHandle { .. }
                )
            }),
            Insn::Ldc2(i) => (*i, |c| matches!(c, C::Long(_) | C::Double(_))),
            Insn::GetStatic(i) | Insn::PutStatic(i) | Insn::GetField(i) | Insn::PutField(i) => {
                (*i, |c| matches!(c, C::FieldRef(_)))
            }
            Insn::InvokeVirtual(i) => (*i, |c| matches!(c, C::MethodRef(_))),
            Insn::InvokeSpecial(i) | Insn::InvokeStatic(i) => (*i, |c| {
                matches!(c, C::MethodRef(_) | C::InterfaceMethodRef(_))
            }),
            Insn::InvokeInterface(i) => (*i, |c| matches!(c, C::InterfaceMethodRef(_))),
            Insn::InvokeDynamic(i) => (*i, |c| matches!(c, C::InvokeDynamic { .. })),
            Insn::New(i)
            | Insn::ANewArray(i)
            | Insn::CheckCast(i)
            | Insn::InstanceOf(i)
            | Insn::MultiANewArray(i, _) => (*i, |c| matches!(c, C::Class(_))),
            _ => continue,
        };
        if !pool.get(idx as usize).is_some_and(ok) {
            return Err(format!(
                "pc {}: {} refers to bad constant pool index {idx}",
                code.pcs[i],
                bytecode::mnemonic(code.opcodes[i])
            ));
        }
    }
    Ok(())
}

/// A method has code exactly when it is neither native nor abstract, and an abstract
/// method is none of private, static, final, native (JVMS 4.6, 4.7.3).
fn check_method_body(access: u16, code: &Option<std::rc::Rc<Code>>) -> Result<(), String> {
    let bodiless = access & (ACC_NATIVE | ACC_ABSTRACT) != 0;
    if access & ACC_ABSTRACT != 0
        && access & (ACC_PRIVATE | ACC_STATIC | ACC_FINAL | ACC_NATIVE) != 0
    {
        return Err(format!("illegal method modifiers 0x{access:04x}"));
    }
    match (bodiless, code.is_some()) {
        (true, true) => Err("a native or abstract method has a Code attribute".into()),
        (false, false) => {
            Err("absent Code attribute in a method that is not native or abstract".into())
        }
        _ => Ok(()),
    }
}

/// A method's name and descriptor are legal (JVMS 4.3.3, 4.6): initializers return void
/// and a class initializer takes no arguments.
fn check_method(name: &str, desc: &str) -> Result<(), String> {
    let t = descriptor::MethodType::parse(desc)
        .map_err(|_| format!("method {name:?} has illegal signature {desc:?}"))?;
    let legal = descriptor::is_method_name(name)
        && match name {
            "<init>" => t.ret == "V",
            "<clinit>" => t.ret == "V" && t.params.is_empty(),
            _ => true,
        };
    if !legal {
        return Err(format!("method {name:?} has illegal signature {desc:?}"));
    }
    Ok(())
}

/// The format checks of JVMS 4.4 on the pool's entries: class names, member names and
/// descriptors.
fn check_pool(pool: &[Constant]) -> Result<(), String> {
    for (i, c) in pool.iter().enumerate() {
        let ok = match c {
            Constant::Class(name) => {
                if name.starts_with('[') {
                    descriptor::is_field_descriptor(name)
                } else {
                    descriptor::is_class_name(name)
                }
            }
            Constant::FieldRef(m) => {
                descriptor::is_field_name(&m.name) && descriptor::is_field_descriptor(&m.descriptor)
            }
            Constant::MethodRef(m) | Constant::InterfaceMethodRef(m) => {
                m.name != "<clinit>" && check_method(&m.name, &m.descriptor).is_ok()
            }
            Constant::MethodType(d) => descriptor::MethodType::parse(d).is_ok(),
            Constant::InvokeDynamic {
                name, descriptor, ..
            } => {
                descriptor::is_method_name(name)
                    && !name.starts_with('<')
                    && descriptor::MethodType::parse(descriptor).is_ok()
            }
            _ => true,
        };
        if !ok {
            return Err(format!("illegal constant pool entry {i}: {c:?}"));
        }
    }
    Ok(())
}

fn convert_pool(raw: &[ConstantInfo]) -> Result<Vec<Constant>, String> {
    // classfile-parser's pool is 0-based for pool index 1; ours keeps JVM numbering.
    let utf8_at = |i: u16| -> Result<&str, String> {
        match i.checked_sub(1).and_then(|k| raw.get(k as usize)) {
            Some(ConstantInfo::Utf8(u)) => Ok(&u.utf8_string),
            _ => Err(format!(
                "bad constant pool index {i}: expected a Utf8 entry"
            )),
        }
    };
    let class_at = |i: u16| -> Result<String, String> {
        match i.checked_sub(1).and_then(|k| raw.get(k as usize)) {
            Some(ConstantInfo::Class(c)) => Ok(utf8_at(c.name_index)?.to_string()),
            _ => Err(format!(
                "bad constant pool index {i}: expected a Class entry"
            )),
        }
    };
    let nat_at = |i: u16| -> Result<(String, String), String> {
        match i.checked_sub(1).and_then(|k| raw.get(k as usize)) {
            Some(ConstantInfo::NameAndType(n)) => Ok((
                utf8_at(n.name_index)?.to_string(),
                utf8_at(n.descriptor_index)?.to_string(),
            )),
            _ => Err(format!(
                "bad constant pool index {i}: expected a NameAndType entry"
            )),
        }
    };
    let member = |class: u16, nat: u16| -> Result<MemberRef, String> {
        let (name, descriptor) = nat_at(nat)?;
        Ok(MemberRef {
            class: class_at(class)?,
            name,
            descriptor,
        })
    };
    let mut pool = Vec::with_capacity(raw.len() + 1);
    pool.push(Constant::Unusable);
    for c in raw {
        pool.push(match c {
            ConstantInfo::Utf8(u) => Constant::Utf8(u.utf8_string.clone()),
            ConstantInfo::Integer(v) => Constant::Integer(v.value),
            ConstantInfo::Float(v) => Constant::Float(v.value),
            ConstantInfo::Long(v) => Constant::Long(v.value),
            ConstantInfo::Double(v) => Constant::Double(v.value),
            ConstantInfo::Class(c) => Constant::Class(utf8_at(c.name_index)?.to_string()),
            ConstantInfo::String(s) => {
                let bytes = match s
                    .string_index
                    .checked_sub(1)
                    .and_then(|k| raw.get(k as usize))
                {
                    Some(ConstantInfo::Utf8(u)) => &u.bytes,
                    _ => {
                        return Err(format!(
                            "bad constant pool index {}: expected a Utf8 entry",
                            s.string_index
                        ));
                    }
                };
                Constant::String(decode_modified_utf8(bytes))
            }
            ConstantInfo::FieldRef(r) => {
                Constant::FieldRef(member(r.class_index, r.name_and_type_index)?)
            }
            ConstantInfo::MethodRef(r) => {
                Constant::MethodRef(member(r.class_index, r.name_and_type_index)?)
            }
            ConstantInfo::InterfaceMethodRef(r) => {
                Constant::InterfaceMethodRef(member(r.class_index, r.name_and_type_index)?)
            }
            ConstantInfo::NameAndType(n) => Constant::NameAndType {
                name: utf8_at(n.name_index)?.to_string(),
                descriptor: utf8_at(n.descriptor_index)?.to_string(),
            },
            ConstantInfo::MethodHandle(h) => Constant::MethodHandle {
                kind: h.reference_kind,
                member: h.reference_index,
            },
            ConstantInfo::MethodType(t) => {
                Constant::MethodType(utf8_at(t.descriptor_index)?.to_string())
            }
            ConstantInfo::InvokeDynamic(d) => {
                let (name, descriptor) = nat_at(d.name_and_type_index)?;
                Constant::InvokeDynamic {
                    bootstrap: d.bootstrap_method_attr_index,
                    name,
                    descriptor,
                }
            }
            ConstantInfo::Unusable => Constant::Unusable,
        });
    }
    Ok(pool)
}

/// Decodes the JVM's modified UTF-8 (JVMS 4.4.7) into UTF-16 code units.
pub fn decode_modified_utf8(b: &[u8]) -> Vec<u16> {
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i] as u32;
        if c & 0x80 == 0 {
            out.push(c as u16);
            i += 1;
        } else if c & 0xE0 == 0xC0 && i + 1 < b.len() {
            out.push((((c & 0x1F) << 6) | (b[i + 1] as u32 & 0x3F)) as u16);
            i += 2;
        } else if c & 0xF0 == 0xE0 && i + 2 < b.len() {
            out.push(
                (((c & 0x0F) << 12) | ((b[i + 1] as u32 & 0x3F) << 6) | (b[i + 2] as u32 & 0x3F))
                    as u16,
            );
            i += 3;
        } else {
            // Not valid modified UTF-8: keep the byte as a Latin-1 character.
            out.push(c as u16);
            i += 1;
        }
    }
    out
}
