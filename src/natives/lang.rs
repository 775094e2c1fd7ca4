//! Natives of java.lang.Object, System, String, Class, Throwable, Thread and
//! java.io.PrintStream.

use std::io::Write;

use super::{NativeFn, arg_int, arg_ref};
use crate::classfile::{ACC_ENUM, ACC_STATIC};
use crate::error::VmError;
use crate::runtime::ClassKind;
use crate::vm::heap::{Array, Body};
use crate::vm::value::{NULL, Value};
use crate::vm::{Exec, Trap, VM_CLOCK, Vm};

pub const NATIVES: &[(&str, NativeFn)] = &[
    ("ironpf/Output.discarded()Z", |vm, _| {
        Ok(Some(Value::Int(i32::from(vm.output.discarded))))
    }),
    (
        "ironpf/Output.discards(Ljava/io/PrintStream;)Z",
        output_discards,
    ),
    (
        "java/lang/Object.getClass()Ljava/lang/Class;",
        object_get_class,
    ),
    ("java/lang/Object.hashCode()I", object_hash_code),
    ("java/lang/Object.clone()Ljava/lang/Object;", object_clone),
    (
        "java/lang/System.arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V",
        system_arraycopy,
    ),
    (
        "java/lang/System.identityHashCode(Ljava/lang/Object;)I",
        system_identity_hash_code,
    ),
    (
        "java/lang/System.currentTimeMillis()J",
        system_current_time_millis,
    ),
    ("java/lang/System.nanoTime()J", system_nano_time),
    ("ironpf/Clock.freezeAt(J)V", clock_freeze_at),
    ("java/lang/System.exit(I)V", system_exit),
    ("java/lang/String.intern()Ljava/lang/String;", string_intern),
    (
        "java/lang/Class.getName()Ljava/lang/String;",
        class_get_name,
    ),
    (
        "java/lang/Class.getSimpleName()Ljava/lang/String;",
        class_get_simple_name,
    ),
    (
        "java/lang/Class.isInstance(Ljava/lang/Object;)Z",
        class_is_instance,
    ),
    (
        "java/lang/Class.isAssignableFrom(Ljava/lang/Class;)Z",
        class_is_assignable_from,
    ),
    ("java/lang/Class.isArray()Z", class_is_array),
    ("java/lang/Class.isInterface()Z", class_is_interface),
    ("java/lang/Class.isPrimitive()Z", class_is_primitive),
    ("java/lang/Class.isEnum()Z", class_is_enum),
    (
        "java/lang/Class.getComponentType()Ljava/lang/Class;",
        class_get_component_type,
    ),
    (
        "java/lang/Class.getSuperclass()Ljava/lang/Class;",
        class_get_superclass,
    ),
    (
        "java/lang/Class.desiredAssertionStatus()Z",
        class_desired_assertion_status,
    ),
    (
        "java/lang/Class.getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;",
        class_get_primitive_class,
    ),
    (
        "java/lang/Class.getEnumConstantsShared()[Ljava/lang/Object;",
        class_get_enum_constants_shared,
    ),
    (
        "java/lang/Throwable.fillInStackTrace0()V",
        throwable_fill_in_stack_trace0,
    ),
    (
        "java/lang/Throwable.getStackTrace0()[Ljava/lang/StackTraceElement;",
        throwable_get_stack_trace0,
    ),
    (
        "java/io/PrintStream.writeString0(ILjava/lang/String;)V",
        print_stream_write_string0,
    ),
    (
        "java/lang/reflect/Array.getLength(Ljava/lang/Object;)I",
        array_get_length,
    ),
    (
        "java/lang/reflect/Array.newArray(Ljava/lang/Class;I)Ljava/lang/Object;",
        array_new_array,
    ),
];

/// `ironpf.Output.discards(stream)`: whether what is printed to `stream` is thrown away, that
/// is, the VM discards output and the stream writes to the process's standard output or error
/// (its `std` field is set). A stream the program made over its own `OutputStream` runs the
/// program's code, which a search must run as a replay does.
fn output_discards(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let stream = arg_ref(args, 0)?;
    if !vm.output.discarded || stream == NULL {
        return Ok(Some(Value::Int(0)));
    }
    let class = vm.class_of(stream)?;
    let print_stream = vm.load("java/io/PrintStream")?;
    if !vm.classes.is_assignable(class, print_stream) {
        return Ok(Some(Value::Int(0)));
    }
    let slot = vm.field_slot(print_stream, "std")?;
    // A subclass of PrintStream may write elsewhere: only PrintStream itself is known.
    let standard = class == print_stream && vm.read_field(stream, slot)? != Value::Ref(NULL);
    Ok(Some(Value::Int(i32::from(standard))))
}

fn array_get_length(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let r = arg_ref(args, 0)?;
    match vm.state.heap.get(r).map(|o| &o.body) {
        Some(Body::Array(a)) => Ok(Some(Value::Int(a.len() as i32))),
        _ if r == NULL => Err(vm.throw_new("java/lang/NullPointerException", None)),
        _ => Err(vm.throw_new(
            "java/lang/IllegalArgumentException",
            Some("Argument is not an array"),
        )),
    }
}

fn array_new_array(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let component = vm.class_of_class_object(arg_ref(args, 0)?)?;
    let array_class = vm.array_class_for(component)?;
    ref_value(vm.new_array(array_class, arg_int(args, 1)?)?)
}

fn bool_value(b: bool) -> Exec<Option<Value>> {
    Ok(Some(Value::Int(i32::from(b))))
}

fn ref_value(r: u32) -> Exec<Option<Value>> {
    Ok(Some(Value::Ref(r)))
}

fn object_get_class(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = vm.class_of(arg_ref(args, 0)?)?;
    ref_value(vm.class_object(c))
}

fn object_hash_code(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let h = vm.identity_hash(arg_ref(args, 0)?, args)?;
    Ok(Some(Value::Int(h)))
}

fn object_clone(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let r = arg_ref(args, 0)?;
    let class = vm.class_of(r)?;
    let cloneable = vm.load("java/lang/Cloneable")?;
    if !vm.classes.is_assignable(class, cloneable) {
        let name = vm.classes.class(class).java_name();
        return Err(vm.throw_new("java/lang/CloneNotSupportedException", Some(&name)));
    }
    // Reads every field or element of the object: a scheduling point like a read of one.
    if vm.state.threads.concurrent {
        vm.before_native_data_access(args, &[r])?;
    }
    if vm.accesses.is_some() {
        let n = match vm.state.heap.get(r).map(|o| &o.body) {
            Some(Body::Fields(f)) => f.len(),
            Some(Body::Array(a)) => a.len(),
            None => 0,
        };
        for k in 0..n {
            vm.record_member(r, k as u64, false);
        }
    }
    let body = match vm.state.heap.get(r) {
        Some(o) => o.body.clone(),
        None => {
            return Err(Trap::Error(VmError::internal(
                "",
                "clone of a dangling reference",
            )));
        }
    };
    vm.check_size(body.bytes())?;
    ref_value(vm.state.heap.alloc(class, body))
}

fn system_arraycopy(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let (src, src_pos, dst, dst_pos, len) = (
        arg_ref(args, 0)?,
        arg_int(args, 1)?,
        arg_ref(args, 2)?,
        arg_int(args, 3)?,
        arg_int(args, 4)?,
    );
    if src == NULL || dst == NULL {
        return Err(vm.throw_new("java/lang/NullPointerException", None));
    }
    if vm.state.threads.concurrent {
        vm.before_native_data_access(args, &[src, dst])?;
    }
    let (sc, dc) = (vm.class_of(src)?, vm.class_of(dst)?);
    let describe = |vm: &Vm, c| -> String {
        match &vm.classes.class(c).kind {
            ClassKind::Array { component, .. } => match component.as_bytes()[0] {
                b'L' | b'[' => "object array[]".to_string(),
                p => format!("{}[]", crate::classfile::descriptor::primitive_name(p)),
            },
            _ => vm.classes.class(c).java_name(),
        }
    };
    let (Some((s_comp, _)), Some((d_comp, d_comp_class))) =
        (vm.array_class_of(sc), vm.array_class_of(dc))
    else {
        let which = if vm.array_class_of(sc).is_none() {
            "source"
        } else {
            "destination"
        };
        let c = if which == "source" { sc } else { dc };
        let msg = format!(
            "arraycopy: {which} type {} is not an array",
            vm.classes.class(c).java_name()
        );
        return Err(vm.throw_new("java/lang/ArrayStoreException", Some(&msg)));
    };
    let s_ref = matches!(s_comp.as_bytes()[0], b'L' | b'[');
    let d_ref = matches!(d_comp.as_bytes()[0], b'L' | b'[');
    if s_ref != d_ref || (!s_ref && s_comp != d_comp) {
        let msg = format!(
            "arraycopy: type mismatch: can not copy {} into {}",
            describe(vm, sc),
            describe(vm, dc)
        );
        return Err(vm.throw_new("java/lang/ArrayStoreException", Some(&msg)));
    }
    let len_of = |vm: &Vm, r| match vm.state.heap.get(r).map(|o| &o.body) {
        Some(Body::Array(a)) => a.len() as i64,
        _ => 0,
    };
    let (slen, dlen) = (len_of(vm, src), len_of(vm, dst));
    // The message is made only for a copy that fails (this native is hot).
    let check = |pos: i32, total: i64, what: &str, c| -> Option<String> {
        let cls = || format!("{}[{total}]", describe(vm, c).trim_end_matches("[]"));
        if pos < 0 {
            Some(format!(
                "arraycopy: {what} index {pos} out of bounds for {}",
                cls()
            ))
        } else if pos as i64 + len as i64 > total {
            Some(format!(
                "arraycopy: last {what} index {} out of bounds for {}",
                pos as i64 + len as i64,
                cls()
            ))
        } else {
            None
        }
    };
    let problem = if len < 0 {
        Some(format!("arraycopy: length {len} is negative"))
    } else {
        check(src_pos, slen, "source", sc).or_else(|| check(dst_pos, dlen, "destination", dc))
    };
    if let Some(msg) = problem {
        return Err(vm.throw_new("java/lang/ArrayIndexOutOfBoundsException", Some(&msg)));
    }
    let (sp, dp, n) = (src_pos as usize, dst_pos as usize, len as usize);
    if vm.accesses.is_some() {
        for k in 0..n {
            vm.record_member(src, (sp + k) as u64, false);
            vm.record_member(dst, (dp + k) as u64, true);
        }
    }
    if s_ref {
        let items: Vec<u32> = match vm.state.heap.get(src).map(|o| &o.body) {
            Some(Body::Array(Array::Ref(v))) => v[sp..sp + n].to_vec(),
            _ => Vec::new(),
        };
        // Element-wise store check when the destination is narrower.
        let mut stored = 0;
        let mut failure = None;
        for &item in &items {
            if item != NULL && !vm.classes.is_assignable(vm.class_of(item)?, d_comp_class) {
                failure = Some(item);
                break;
            }
            stored += 1;
        }
        if let Some(Body::Array(Array::Ref(v))) = vm.state.heap.get_mut(dst).map(|o| &mut o.body) {
            v[dp..dp + stored].copy_from_slice(&items[..stored]);
        }
        if failure.is_some() {
            let s_comp_class = vm.array_class_of(sc).map(|(_, c)| c).unwrap_or(sc);
            let msg = format!(
                "arraycopy: element type mismatch: can not cast one of the elements of {}[] to the type of the destination array, {}",
                vm.classes.class(s_comp_class).java_name(),
                vm.classes.class(d_comp_class).java_name()
            );
            return Err(vm.throw_new("java/lang/ArrayStoreException", Some(&msg)));
        }
        return Ok(None);
    }
    let copied = match vm.state.heap.get(src).map(|o| &o.body) {
        Some(Body::Array(a)) => slice_of(a, sp, n),
        _ => {
            return Err(Trap::Error(VmError::internal(
                "",
                "arraycopy source vanished",
            )));
        }
    };
    if let Some(Body::Array(a)) = vm.state.heap.get_mut(dst).map(|o| &mut o.body) {
        paste(a, dp, copied);
    }
    Ok(None)
}

fn slice_of(a: &Array, at: usize, n: usize) -> Array {
    match a {
        Array::Boolean(v) => Array::Boolean(v[at..at + n].to_vec()),
        Array::Byte(v) => Array::Byte(v[at..at + n].to_vec()),
        Array::Char(v) => Array::Char(v[at..at + n].to_vec()),
        Array::Short(v) => Array::Short(v[at..at + n].to_vec()),
        Array::Int(v) => Array::Int(v[at..at + n].to_vec()),
        Array::Long(v) => Array::Long(v[at..at + n].to_vec()),
        Array::Float(v) => Array::Float(v[at..at + n].to_vec()),
        Array::Double(v) => Array::Double(v[at..at + n].to_vec()),
        Array::Ref(v) => Array::Ref(v[at..at + n].to_vec()),
    }
}

fn paste(a: &mut Array, at: usize, from: Array) {
    match (a, from) {
        (Array::Boolean(d), Array::Boolean(s)) => d[at..at + s.len()].copy_from_slice(&s),
        (Array::Byte(d), Array::Byte(s)) => d[at..at + s.len()].copy_from_slice(&s),
        (Array::Char(d), Array::Char(s)) => d[at..at + s.len()].copy_from_slice(&s),
        (Array::Short(d), Array::Short(s)) => d[at..at + s.len()].copy_from_slice(&s),
        (Array::Int(d), Array::Int(s)) => d[at..at + s.len()].copy_from_slice(&s),
        (Array::Long(d), Array::Long(s)) => d[at..at + s.len()].copy_from_slice(&s),
        (Array::Float(d), Array::Float(s)) => d[at..at + s.len()].copy_from_slice(&s),
        (Array::Double(d), Array::Double(s)) => d[at..at + s.len()].copy_from_slice(&s),
        (Array::Ref(d), Array::Ref(s)) => d[at..at + s.len()].copy_from_slice(&s),
        _ => {}
    }
}

fn system_identity_hash_code(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    object_hash_code(vm, args)
}

/// The fixed clock: starts at 2020-01-01T00:00:00Z and advances 1 ms per reading, so runs
/// are deterministic, unless frozen by `ironpf.Clock.freezeAt`.
const CLOCK_START_MILLIS: i64 = 1_577_836_800_000;
/// Set in `State::clock_ticks` when the clock is frozen (the ticks then stay as they are).
const CLOCK_FROZEN: u64 = 1 << 63;

/// Milliseconds since the clock's start, after one more reading (`args`: the native's
/// arguments). The clock is VM-wide state: a reading of the running clock advances it (a
/// write, and with other threads alive a scheduling point, since which thread reads first
/// changes what both read); a reading of the frozen clock reads it.
fn clock_read(vm: &mut Vm, args: &[Value]) -> Exec<i64> {
    vm.before_global_access(args)?;
    let running = vm.state.clock_ticks & CLOCK_FROZEN == 0;
    vm.record_global(VM_CLOCK, running);
    if running {
        vm.state.clock_ticks += 1;
    }
    Ok((vm.state.clock_ticks & !CLOCK_FROZEN) as i64)
}

fn system_current_time_millis(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    Ok(Some(Value::Long(
        CLOCK_START_MILLIS + clock_read(vm, args)?,
    )))
}

fn system_nano_time(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    Ok(Some(Value::Long(
        clock_read(vm, args)?.wrapping_mul(1_000_000),
    )))
}

fn clock_freeze_at(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let millis = args[0].as_long().unwrap_or(0);
    if millis < CLOCK_START_MILLIS {
        return Err(vm.throw_new(
            "java/lang/IllegalArgumentException",
            Some(&format!(
                "ironpf's clock cannot be set before 2020-01-01: {millis}"
            )),
        ));
    }
    vm.before_global_access(args)?;
    vm.record_global(VM_CLOCK, true);
    vm.state.clock_ticks = CLOCK_FROZEN | (millis - CLOCK_START_MILLIS) as u64;
    Ok(None)
}

fn system_exit(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let _ = vm.output.out.flush();
    Err(Trap::Exit(arg_int(args, 0)?))
}

fn string_intern(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    vm.before_global_access(args)?;
    ref_value(vm.intern(arg_ref(args, 0)?)?)
}

fn this_class(vm: &Vm, args: &[Value]) -> Exec<u32> {
    vm.class_of_class_object(arg_ref(args, 0)?)
}

fn class_get_name(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    let name = vm.classes.class(c).java_name();
    ref_value(vm.new_string(&name)?)
}

fn class_get_simple_name(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let mut c = this_class(vm, args)?;
    let mut dims = 0;
    while let ClassKind::Array {
        component_class, ..
    } = vm.classes.class(c).kind
    {
        dims += 1;
        c = component_class;
    }
    let class = vm.classes.class(c);
    let base = match class.inner_classes.iter().find(|ic| ic.inner == class.name) {
        Some(ic) => ic.simple_name.clone().unwrap_or_default(),
        None => {
            let n = class
                .name
                .rsplit('/')
                .next()
                .unwrap_or(&class.name)
                .to_string();
            // Synthetic (lambda) classes keep their generated name.
            n
        }
    };
    let name = format!("{base}{}", "[]".repeat(dims));
    ref_value(vm.new_string(&name)?)
}

fn class_is_instance(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    let r = arg_ref(args, 1)?;
    if r == NULL {
        return bool_value(false);
    }
    let rc = vm.class_of(r)?;
    bool_value(vm.classes.is_assignable(rc, c))
}

fn class_is_assignable_from(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    let other = arg_ref(args, 1)?;
    if other == NULL {
        return Err(vm.throw_new("java/lang/NullPointerException", None));
    }
    let o = vm.class_of_class_object(other)?;
    bool_value(vm.classes.is_assignable(o, c))
}

fn class_is_array(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    bool_value(vm.classes.class(c).is_array())
}

fn class_is_interface(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    bool_value(vm.classes.class(c).is_interface())
}

fn class_is_primitive(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    bool_value(matches!(vm.classes.class(c).kind, ClassKind::Primitive(_)))
}

fn class_is_enum(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    let cl = vm.classes.class(c);
    let is_enum = cl.access & ACC_ENUM != 0
        && cl
            .super_class
            .is_some_and(|s| vm.classes.class(s).name == "java/lang/Enum");
    bool_value(is_enum)
}

fn class_get_component_type(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    match vm.array_class_of(c) {
        Some((_, comp)) => ref_value(vm.class_object(comp)),
        None => ref_value(NULL),
    }
}

fn class_get_superclass(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    let cl = vm.classes.class(c);
    if cl.is_interface() {
        return ref_value(NULL);
    }
    match cl.super_class {
        Some(s) => ref_value(vm.class_object(s)),
        None => ref_value(NULL),
    }
}

fn class_desired_assertion_status(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    bool_value(vm.config.assertions && !vm.is_runtime_class(c))
}

fn class_get_primitive_class(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let name = vm.rust_string(arg_ref(args, 0)?)?;
    let code = match name.as_str() {
        "boolean" => b'Z',
        "byte" => b'B',
        "char" => b'C',
        "short" => b'S',
        "int" => b'I',
        "long" => b'J',
        "float" => b'F',
        "double" => b'D',
        "void" => b'V',
        _ => {
            return Err(Trap::Error(VmError::internal(
                "",
                format!("no primitive class {name}"),
            )));
        }
    };
    let c = vm.classes.primitive(code);
    vm.sync_class_tables();
    ref_value(vm.class_object(c))
}

/// The enum constants of an enum class, read from the `$VALUES` array javac generates
/// (a fresh copy), or null for a class that is not an enum.
fn class_get_enum_constants_shared(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let c = this_class(vm, args)?;
    let cl = vm.classes.class(c).clone();
    let Some(f) = cl
        .fields
        .iter()
        .find(|f| f.access & ACC_STATIC != 0 && f.name == "$VALUES")
    else {
        return ref_value(NULL);
    };
    vm.initialize_before_native(c, args)?;
    let Value::Ref(values) = vm.state.statics[c as usize][f.slot as usize] else {
        return ref_value(NULL);
    };
    if values == NULL {
        return ref_value(NULL);
    }
    let (body, class) = match vm.state.heap.get(values) {
        Some(o) => (o.body.clone(), o.class),
        None => return ref_value(NULL),
    };
    ref_value(vm.state.heap.alloc(class, body))
}

fn throwable_fill_in_stack_trace0(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    vm.fill_in_stack_trace(arg_ref(args, 0)?, true)?;
    Ok(None)
}

/// Builds StackTraceElement objects from the recorded backtrace (method id, pc pairs).
fn throwable_get_stack_trace0(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let t = arg_ref(args, 0)?;
    let Value::Ref(bt) = vm.field(t, vm.known.throwable_backtrace)? else {
        return ref_value(NULL);
    };
    let pairs = match vm.state.heap.get(bt).map(|o| &o.body) {
        Some(Body::Array(Array::Int(v))) => v.clone(),
        _ => Vec::new(),
    };
    let frames: Vec<(u32, u32)> = pairs
        .chunks(2)
        .map(|p| (p[0] as u32, p.get(1).copied().unwrap_or(0) as u32))
        .collect();
    ref_value(stack_trace_elements(vm, &frames, false)?)
}

/// A new `StackTraceElement[]` for frames given as (method id, pc), innermost first;
/// `other_thread` for another thread's stack, which the JDK prints with class loader names.
pub fn stack_trace_elements(
    vm: &mut Vm,
    frames: &[(u32, u32)],
    other_thread: bool,
) -> Exec<crate::vm::value::Ref> {
    let ste = vm.load("java/lang/StackTraceElement")?;
    let slots = [
        vm.field_slot(ste, "declaringClass")?,
        vm.field_slot(ste, "methodName")?,
        vm.field_slot(ste, "fileName")?,
        vm.field_slot(ste, "lineNumber")?,
        vm.field_slot(ste, "appLoader")?,
    ];
    let mut elements = Vec::new();
    for &(mid, pc) in frames {
        let m = vm.classes.method(mid).clone();
        let class = vm.classes.class(m.class).clone();
        let line = match (&m.code, m.is_native()) {
            (_, true) => -2,
            (Some(code), _) => code.line_of(pc).map(|l| l as i32).unwrap_or(-1),
            _ => -1,
        };
        let e = vm.new_object(ste);
        let cname = vm.new_string(&class.java_name())?;
        let mname = vm.new_string(&m.name)?;
        let file = match &class.source_file {
            Some(f) => Value::Ref(vm.new_string(f)?),
            None => Value::NULL,
        };
        vm.set_field(e, slots[0], Value::Ref(cname))?;
        vm.set_field(e, slots[1], Value::Ref(mname))?;
        vm.set_field(e, slots[2], file)?;
        vm.set_field(e, slots[3], Value::Int(line))?;
        vm.set_field(e, slots[4], Value::Int(i32::from(other_thread)))?;
        elements.push(e);
    }
    let arr_class = vm.load("[Ljava/lang/StackTraceElement;")?;
    Ok(vm
        .state
        .heap
        .alloc(arr_class, Body::Array(Array::Ref(elements))))
}

fn print_stream_write_string0(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let fd = arg_int(args, 0)?;
    let s = arg_ref(args, 1)?;
    let text = if s == NULL {
        "null".to_string()
    } else {
        vm.rust_string(s)?
    };
    let r = if fd == 2 {
        let _ = vm.output.out.flush();
        vm.output.err.write_all(text.as_bytes())
    } else {
        vm.output.out.write_all(text.as_bytes())
    };
    // A closed pipe ends output quietly, as the JDK's PrintStream does.
    let _ = r;
    Ok(None)
}
