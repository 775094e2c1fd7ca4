//! Native methods: ONE registry keyed by the exact `class.name(descriptor)` of the `native`
//! declarations in jvm-stubs. A test checks both directions (every declared native is
//! registered, every registry entry is declared).

pub(crate) mod collections;
mod float_text;
mod groovy;
mod lang;
mod numbers;
mod reflect;
mod story;
mod text;
pub(crate) mod threads;
#[rustfmt::skip]
mod unicode_tables;
mod verify;

use std::sync::OnceLock;

use crate::runtime::FixedMap;
use crate::vm::value::Value;
use crate::vm::{Exec, Vm};

/// A native method: receives the argument slots (receiver first, longs and doubles followed
/// by a `Top` slot) and returns the result, if any.
pub type NativeFn = fn(&mut Vm, &[Value]) -> Exec<Option<Value>>;

/// Every native, as `("java/lang/Object.hashCode()I", function)`.
pub fn registry() -> Vec<(&'static str, NativeFn)> {
    let mut v = Vec::new();
    v.extend_from_slice(groovy::NATIVES);
    v.extend_from_slice(lang::NATIVES);
    v.extend_from_slice(numbers::NATIVES);
    v.extend_from_slice(reflect::NATIVES);
    v.extend_from_slice(story::NATIVES);
    v.extend_from_slice(text::NATIVES);
    v.extend_from_slice(threads::NATIVES);
    v.extend_from_slice(verify::NATIVES);
    v
}

/// Every intrinsic: a Rust implementation of a runtime-library method that has bytecode (a hot
/// lookup or comparison), run in its place. It keeps the method's modifiers, so reflection sees
/// the JDK's declaration, and it may answer [`crate::vm::Trap::Bytecode`] for a case it does
/// not cover, which runs the method's own bytecode. An intrinsic must have the effects of that
/// bytecode, and record the same accesses, in every case it covers.
pub fn intrinsics() -> Vec<(&'static str, NativeFn)> {
    let mut v = Vec::new();
    v.extend_from_slice(collections::INTRINSICS);
    v.extend_from_slice(text::INTRINSICS);
    v
}

/// Whether intrinsics replace their methods' bytecode: always, unless the environment sets
/// `IRONPF_NO_INTRINSICS` (tests compare the two: same output, same accesses).
pub fn intrinsics_on() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("IRONPF_NO_INTRINSICS").is_none())
}

/// The intrinsic for `class.name(descriptor)`, if ironpf has one (asked for every method of
/// the runtime library as it loads, so without allocating).
pub fn lookup_intrinsic(class: &str, name: &str, descriptor: &str) -> Option<NativeFn> {
    static TABLE: OnceLock<Vec<(&'static str, NativeFn)>> = OnceLock::new();
    TABLE.get_or_init(intrinsics).iter().find_map(|&(key, f)| {
        let rest = key.strip_prefix(class)?.strip_prefix('.')?;
        let rest = rest.strip_prefix(name)?;
        (rest == descriptor).then_some(f)
    })
}

fn table() -> &'static FixedMap<&'static str, NativeFn> {
    static TABLE: OnceLock<FixedMap<&'static str, NativeFn>> = OnceLock::new();
    TABLE.get_or_init(|| registry().into_iter().collect())
}

/// The native implementing `class.name(descriptor)`, if ironpf has one.
pub fn lookup(class: &str, name: &str, descriptor: &str) -> Option<NativeFn> {
    table()
        .get(format!("{class}.{name}{descriptor}").as_str())
        .copied()
}

// ----- argument helpers -----

fn arg_ref(args: &[Value], i: usize) -> Exec<u32> {
    match args.get(i) {
        Some(Value::Ref(r)) => Ok(*r),
        other => Err(bad_arg(i, "reference", other)),
    }
}
fn arg_int(args: &[Value], i: usize) -> Exec<i32> {
    match args.get(i) {
        Some(Value::Int(v)) => Ok(*v),
        other => Err(bad_arg(i, "int", other)),
    }
}
fn arg_long(args: &[Value], i: usize) -> Exec<i64> {
    match args.get(i) {
        Some(Value::Long(v)) => Ok(*v),
        other => Err(bad_arg(i, "long", other)),
    }
}
fn arg_float(args: &[Value], i: usize) -> Exec<f32> {
    match args.get(i) {
        Some(Value::Float(v)) => Ok(*v),
        other => Err(bad_arg(i, "float", other)),
    }
}
fn arg_double(args: &[Value], i: usize) -> Exec<f64> {
    match args.get(i) {
        Some(Value::Double(v)) => Ok(*v),
        other => Err(bad_arg(i, "double", other)),
    }
}

fn bad_arg(i: usize, want: &str, got: Option<&Value>) -> crate::vm::Trap {
    crate::vm::Trap::Error(crate::error::VmError::internal(
        "",
        format!("native argument {i}: expected {want}, found {got:?}"),
    ))
}
