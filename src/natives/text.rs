//! Natives and intrinsics of java.lang.String: the loops over a string's chars (comparing,
//! hashing, searching), and `equals` and `hashCode` whole, which are most of what a Groovy
//! handler executes when it looks up map keys, property names and attribute names. Each reads
//! the heap exactly as the Java code it replaces did and records those reads for DPOR, so
//! dependences do not change.

use super::{NativeFn, arg_int, arg_ref};
use crate::error::VmError;
use crate::vm::heap::{Array, Body, PERMANENT};
use crate::vm::value::{NULL, Ref, Value};
use crate::vm::{Exec, Trap, Vm};

pub const NATIVES: &[(&str, NativeFn)] = &[
    ("java/lang/String.regionEquals([CI[CII)Z", region_equals),
    ("java/lang/String.hashOf([C)I", hash_of),
    ("java/lang/String.indexOfChar([CII)I", index_of_char),
    ("java/lang/String.indexOf([CI[CI)I", index_of_chars),
];

pub const INTRINSICS: &[(&str, NativeFn)] = &[
    ("java/lang/String.equals(Ljava/lang/Object;)Z", equals),
    ("java/lang/String.hashCode()I", hash_code),
];

/// `String.equals`: its bytecode reads only the final `value` fields and calls the
/// `regionEquals` native, so it has no scheduling point and this covers every case.
fn equals(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let (this, other) = (arg_ref(args, 0)?, arg_ref(args, 1)?);
    let same = string_equals_as_read(vm, this, other)?;
    Ok(Some(Value::Int(i32::from(same))))
}

/// `String.hashCode`: its bytecode reads and fills the `hash` cache, a scheduling point while
/// threads run (the bytecode runs then).
fn hash_code(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    if vm.state.threads.concurrent {
        return Err(Trap::Bytecode);
    }
    let h = string_hash_as_read(vm, arg_ref(args, 0)?)?;
    Ok(Some(Value::Int(h)))
}

/// A string's `value` array, its read recorded as `getfield` records it.
fn string_value(vm: &mut Vm, s: Ref) -> Exec<Ref> {
    let slot = vm.known.string_value;
    match vm.field(s, slot)? {
        Value::Ref(v) => {
            vm.record_member(s, slot as u64, false);
            Ok(v)
        }
        other => Err(Trap::Error(VmError::internal(
            "java.lang.String",
            format!("value is not an array: {other:?}"),
        ))),
    }
}

/// `s.hashCode()` for a String `s`, reading and recording what `String.hashCode` reads: the
/// cached hash, or (when it is 0) the chars, then filling the cache.
pub fn string_hash_as_read(vm: &mut Vm, s: Ref) -> Exec<i32> {
    let slot = vm.known.string_hash;
    let Value::Int(cached) = vm.field(s, slot)? else {
        return Err(Trap::Error(VmError::internal(
            "java.lang.String",
            "hash is not an int",
        )));
    };
    vm.record_member(s, slot as u64, false);
    if cached != 0 {
        return Ok(cached);
    }
    let value = string_value(vm, s)?;
    let n = chars(vm, value)?.len();
    if n == 0 {
        return Ok(0);
    }
    let h = chars(vm, value)?
        .iter()
        .fold(0i32, |h, &c| h.wrapping_mul(31).wrapping_add(i32::from(c)));
    record_reads(vm, value, 0..n);
    // A permanent string's cache may stay unfilled, as the interpreter allows.
    if s & PERMANENT == 0 {
        vm.set_field(s, slot, Value::Int(h))?;
    }
    Ok(h)
}

/// `key.equals(other)` for a String `key`, reading and recording what `String.equals` reads.
pub fn string_equals_as_read(vm: &mut Vm, key: Ref, other: Ref) -> Exec<bool> {
    if key == other {
        return Ok(true);
    }
    if other == NULL || vm.class_of(other)? != vm.known.string {
        return Ok(false);
    }
    let b = string_value(vm, other)?;
    let a = string_value(vm, key)?;
    let (x, y) = (chars(vm, a)?, chars(vm, b)?);
    if x.len() != y.len() {
        return Ok(false);
    }
    // As `regionEquals`: up to and including the first difference.
    let mismatch = x.iter().zip(y).position(|(p, q)| p != q);
    let n = mismatch.map_or(x.len(), |i| i + 1);
    record_reads(vm, a, 0..n);
    record_reads(vm, b, 0..n);
    Ok(mismatch.is_none())
}

/// The chars of a `char[]` argument (the Java callers pass only a string's own arrays).
fn chars(vm: &Vm, r: Ref) -> Exec<&[u16]> {
    match vm.state.heap.get(r).map(|o| &o.body) {
        Some(Body::Array(Array::Char(v))) => Ok(v),
        _ => Err(Trap::Error(VmError::internal(
            "java.lang.String",
            "a string native was given something other than a char[]",
        ))),
    }
}

fn out_of_range(what: &str) -> Trap {
    Trap::Error(VmError::internal(
        "java.lang.String",
        format!("{what}: range outside the array (the Java caller checks bounds)"),
    ))
}

fn record_reads(vm: &mut Vm, array: Ref, range: std::ops::Range<usize>) {
    if vm.accesses.is_some() {
        for i in range {
            vm.record_member(array, i as u64, false);
        }
    }
}

/// `regionEquals(a, ai, b, bi, n)`: whether `a[ai, ai+n)` equals `b[bi, bi+n)`.
fn region_equals(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let (a, ai, b, bi, n) = (
        arg_ref(args, 0)?,
        arg_int(args, 1)?,
        arg_ref(args, 2)?,
        arg_int(args, 3)?,
        arg_int(args, 4)?,
    );
    let (ai, bi, n) = (ai as usize, bi as usize, n.max(0) as usize);
    let (x, y) = (chars(vm, a)?, chars(vm, b)?);
    let (Some(x), Some(y)) = (x.get(ai..ai + n), y.get(bi..bi + n)) else {
        return Err(out_of_range("regionEquals"));
    };
    // Like the loop: compare up to and including the first difference.
    let mismatch = x.iter().zip(y).position(|(p, q)| p != q);
    let read = mismatch.map_or(n, |i| i + 1);
    record_reads(vm, a, ai..ai + read);
    record_reads(vm, b, bi..bi + read);
    Ok(Some(Value::Int(i32::from(mismatch.is_none()))))
}

/// `hashOf(v)`: `s[0]*31^(n-1) + ... + s[n-1]`.
fn hash_of(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let a = arg_ref(args, 0)?;
    let v = chars(vm, a)?;
    let n = v.len();
    let h = v
        .iter()
        .fold(0i32, |h, &c| h.wrapping_mul(31).wrapping_add(i32::from(c)));
    record_reads(vm, a, 0..n);
    Ok(Some(Value::Int(h)))
}

/// `indexOfChar(v, c, from)`: the first index at or after `from` (at least 0) holding the
/// char `c`, or -1.
fn index_of_char(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let (a, c, from) = (arg_ref(args, 0)?, arg_int(args, 1)?, arg_int(args, 2)?);
    let v = chars(vm, a)?;
    let (n, from) = (v.len(), from.max(0) as usize);
    let found = v
        .get(from..)
        .and_then(|rest| rest.iter().position(|&x| i32::from(x) == c))
        .map(|i| from + i);
    record_reads(vm, a, from.min(n)..found.map_or(n, |i| i + 1));
    Ok(Some(Value::Int(found.map_or(-1, |i| i as i32))))
}

/// `indexOf(source, sourceCount, target, fromIndex)`: the first index of `target` in
/// `source[0, sourceCount)` at or after `fromIndex`, as `String.indexOf(String, int)`.
fn index_of_chars(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let (s, count, t, from) = (
        arg_ref(args, 0)?,
        arg_int(args, 1)?,
        arg_ref(args, 2)?,
        arg_int(args, 3)?,
    );
    let (source, target) = (chars(vm, s)?, chars(vm, t)?);
    let Some(source) = source.get(..count.max(0) as usize) else {
        return Err(out_of_range("indexOf"));
    };
    let (n, tn) = (source.len(), target.len());
    let from = from.max(0) as usize;
    if from >= n {
        return Ok(Some(Value::Int(if tn == 0 { n as i32 } else { -1 })));
    }
    if tn == 0 {
        return Ok(Some(Value::Int(from as i32)));
    }
    let found = if tn > n {
        None
    } else {
        (from..=n - tn).find(|&i| source[i..i + tn] == *target)
    };
    let read_end = found.map_or(n, |i| i + tn);
    record_reads(vm, s, from..read_end);
    record_reads(vm, t, 0..tn);
    Ok(Some(Value::Int(found.map_or(-1, |i| i as i32))))
}
