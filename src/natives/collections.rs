//! Intrinsics of java.util collections: `HashMap.getNode` for String keys, the lookup behind
//! every `get`, `containsKey` and Groovy property read of a map (a fifth of the bytecodes a
//! SmartThings handler ran). It reads the heap exactly as the bytecode it stands for
//! (`HashMap.getNode` with `String.hashCode` and `String.equals`) and records those reads for
//! DPOR, so dependences do not change; other keys, and lookups while threads run (where each
//! field read may be a scheduling point), run the bytecode.

use super::text::{string_equals_as_read, string_hash_as_read};
use super::{NativeFn, arg_ref};
use crate::error::VmError;
use crate::vm::heap::{Array, Body};
use crate::vm::value::{NULL, Ref, Value};
use crate::vm::{Exec, Trap, Vm};

pub const INTRINSICS: &[(&str, NativeFn)] = &[(
    "java/util/HashMap.getNode(Ljava/lang/Object;)Ljava/util/HashMap$Node;",
    hash_map_get_node,
)];

/// Where the intrinsic finds what it reads: `HashMap.table` and `HashMap$Node`'s `hash`,
/// `key` and `next`.
#[derive(Clone, Copy, Debug)]
pub struct HashMapLayout {
    table: u32,
    node_hash: u32,
    node_key: u32,
    node_next: u32,
}

fn layout(vm: &mut Vm) -> Exec<HashMapLayout> {
    if let Some(l) = vm.hash_map_layout {
        return Ok(l);
    }
    let map = vm.load("java/util/HashMap").map_err(Trap::Error)?;
    let node = vm.load("java/util/HashMap$Node").map_err(Trap::Error)?;
    let l = HashMapLayout {
        table: vm.field_slot(map, "table")?,
        node_hash: vm.field_slot(node, "hash")?,
        node_key: vm.field_slot(node, "key")?,
        node_next: vm.field_slot(node, "next")?,
    };
    vm.hash_map_layout = Some(l);
    Ok(l)
}

/// Reads field `slot` of `obj` as `getfield` does (recording the read).
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

/// `HashMap.getNode(key)`.
fn hash_map_get_node(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let l = layout(vm)?;
    let (map, key) = (arg_ref(args, 0)?, arg_ref(args, 1)?);
    // Other keys run the bytecode (their hashCode and equals are the program's), and so do
    // lookups while threads run (every field read there may be a scheduling point).
    if key == NULL || vm.state.threads.concurrent || vm.class_of(key)? != vm.known.string {
        return Err(Trap::Bytecode);
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
    let h = string_hash_as_read(vm, key)?;
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
            if string_equals_as_read(vm, key, k)? {
                return Ok(Some(Value::Ref(e)));
            }
        }
        e = read_ref(vm, e, l.node_next)?;
    }
    Ok(Some(Value::NULL))
}
