//! Natives of java.util collections: `HashMap.getNode` for String keys, the lookup behind
//! every `get`, `containsKey` and Groovy property read of a map (a third of the bytecodes a
//! SmartThings handler ran). Each reads the heap exactly as the Java code it stands for
//! (`HashMap.getNodeInJava`, `String.hashCode`, `String.equals`) and records those reads for
//! DPOR, so dependences do not change; what it does not cover it hands over to the Java code.

use super::{NativeFn, arg_ref};
use crate::error::VmError;
use crate::runtime::MethodId;
use crate::vm::heap::{Array, Body, PERMANENT};
use crate::vm::value::{NULL, Ref, Value};
use crate::vm::{Exec, Trap, Vm};

pub const NATIVES: &[(&str, NativeFn)] = &[(
    "java/util/HashMap.getNode(Ljava/lang/Object;)Ljava/util/HashMap$Node;",
    hash_map_get_node,
)];

/// Where the native finds what it reads: `HashMap.table`, `HashMap$Node`'s `hash`, `key`
/// and `next`, `String.hash`, and the Java version it hands over to.
#[derive(Clone, Copy, Debug)]
pub struct HashMapLayout {
    table: u32,
    node_hash: u32,
    node_key: u32,
    node_next: u32,
    string_hash: u32,
    in_java: MethodId,
}

fn layout(vm: &mut Vm) -> Exec<HashMapLayout> {
    if let Some(l) = vm.hash_map_layout {
        return Ok(l);
    }
    let map = vm.load("java/util/HashMap").map_err(Trap::Error)?;
    let node = vm.load("java/util/HashMap$Node").map_err(Trap::Error)?;
    let in_java = vm
        .classes
        .find_method(
            map,
            "getNodeInJava",
            "(Ljava/lang/Object;)Ljava/util/HashMap$Node;",
        )
        .ok_or_else(|| {
            Trap::Error(VmError::internal(
                "java.util.HashMap",
                "getNodeInJava is missing",
            ))
        })?;
    let l = HashMapLayout {
        table: vm.field_slot(map, "table")?,
        node_hash: vm.field_slot(node, "hash")?,
        node_key: vm.field_slot(node, "key")?,
        node_next: vm.field_slot(node, "next")?,
        string_hash: vm.field_slot(vm.known.string, "hash")?,
        in_java,
    };
    vm.hash_map_layout = Some(l);
    Ok(l)
}

/// Reads field `slot` of `obj` as the interpreter's `getfield` does (recording the read).
fn read(vm: &mut Vm, obj: Ref, slot: u32) -> Exec<Value> {
    let v = vm.field(obj, slot)?;
    vm.record_member(obj, slot as u64, false);
    Ok(v)
}

fn read_ref(vm: &mut Vm, obj: Ref, slot: u32) -> Exec<Ref> {
    match read(vm, obj, slot)? {
        Value::Ref(r) => Ok(r),
        other => Err(Trap::Error(VmError::internal(
            "java.util.HashMap",
            format!("expected a reference field, found {other:?}"),
        ))),
    }
}

/// The chars of a string, recording the read of its `value` field.
fn string_value(vm: &mut Vm, s: Ref) -> Exec<Ref> {
    read_ref(vm, s, vm.known.string_value)
}

fn chars(vm: &Vm, a: Ref) -> Exec<&[u16]> {
    match vm.state.heap.get(a).map(|o| &o.body) {
        Some(Body::Array(Array::Char(v))) => Ok(v),
        _ => Err(Trap::Error(VmError::internal(
            "java.lang.String",
            "a string's value is not a char[]",
        ))),
    }
}

fn record_elements(vm: &mut Vm, array: Ref, n: usize) {
    if vm.accesses.is_some() {
        for i in 0..n {
            vm.record_member(array, i as u64, false);
        }
    }
}

/// `String.hashCode()`: the cached hash, or computed from the chars and cached.
fn string_hash_code(vm: &mut Vm, s: Ref, l: &HashMapLayout) -> Exec<i32> {
    let Value::Int(cached) = read(vm, s, l.string_hash)? else {
        return Err(Trap::Error(VmError::internal(
            "java.lang.String",
            "hash is not an int",
        )));
    };
    if cached != 0 {
        return Ok(cached);
    }
    let value = string_value(vm, s)?;
    let units = chars(vm, value)?;
    let n = units.len();
    if n == 0 {
        return Ok(0);
    }
    let h = units
        .iter()
        .fold(0i32, |h, &c| h.wrapping_mul(31).wrapping_add(i32::from(c)));
    record_elements(vm, value, n);
    // A permanent string's cache may stay unfilled, as the interpreter allows.
    if s & PERMANENT == 0 {
        vm.set_field(s, l.string_hash, Value::Int(h))?;
    }
    Ok(h)
}

/// `key.equals(other)` for a String `key`, as `String.equals` reads.
fn string_equals(vm: &mut Vm, key: Ref, other: Ref) -> Exec<bool> {
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
    // Like the loop: up to and including the first difference.
    let mismatch = x.iter().zip(y).position(|(p, q)| p != q);
    let n = mismatch.map_or(x.len(), |i| i + 1);
    record_elements(vm, a, n);
    record_elements(vm, b, n);
    Ok(mismatch.is_none())
}

/// `HashMap.getNode(key)`.
fn hash_map_get_node(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let l = layout(vm)?;
    let (map, key) = (arg_ref(args, 0)?, arg_ref(args, 1)?);
    // Other keys run the Java code (their hashCode and equals are the program's), and so do
    // lookups while threads run (every field read there may be a scheduling point).
    if key == NULL || vm.state.threads.concurrent || vm.class_of(key)? != vm.known.string {
        return Err(Trap::Call(l.in_java, args.to_vec()));
    }
    let table = read_ref(vm, map, l.table)?;
    let n = match vm.state.heap.get(table).map(|o| &o.body) {
        _ if table == NULL => return Ok(Some(Value::NULL)),
        Some(Body::Array(a)) => a.len(),
        _ => {
            return Err(Trap::Error(VmError::internal(
                "java.util.HashMap",
                "table is not an array",
            )));
        }
    };
    if n == 0 {
        return Ok(Some(Value::NULL));
    }
    let h = string_hash_code(vm, key, &l)?;
    let hash = h ^ ((h as u32) >> 16) as i32;
    let index = (n - 1) & hash as usize;
    let mut e = match vm.state.heap.get(table).map(|o| &o.body) {
        Some(Body::Array(Array::Ref(v))) => v[index],
        _ => {
            return Err(Trap::Error(VmError::internal(
                "java.util.HashMap",
                "table is not a reference array",
            )));
        }
    };
    vm.record_member(table, index as u64, false);
    while e != NULL {
        if read(vm, e, l.node_hash)? == Value::Int(hash) {
            let k = read_ref(vm, e, l.node_key)?;
            if string_equals(vm, key, k)? {
                return Ok(Some(Value::Ref(e)));
            }
        }
        e = read_ref(vm, e, l.node_next)?;
    }
    Ok(Some(Value::NULL))
}
