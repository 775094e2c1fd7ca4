//! Natives of `gov.nasa.jpf.vm.Verify`: choices become [`Trap::Choice`] for the checker.

use super::{NativeFn, arg_int, arg_ref};
use crate::vm::heap::{Array, Body};
use crate::vm::value::{NULL, Value};
use crate::vm::{ChoiceRequest, Exec, Options, Trap, Vm};

/// `Verify.NO_VALUE`: what `getValue` returns for a key never put.
const NO_VALUE: i32 = -1;

pub const NATIVES: &[(&str, NativeFn)] = &[
    ("gov/nasa/jpf/vm/Verify.getInt(II)I", get_int),
    (
        "gov/nasa/jpf/vm/Verify.getIntFromList([I)I",
        get_int_from_list,
    ),
    ("gov/nasa/jpf/vm/Verify.getBoolean()Z", |vm, _| {
        choice(vm, "getBoolean", Options::Range(0, 1), true)
    }),
    ("gov/nasa/jpf/vm/Verify.getBoolean(Z)Z", get_boolean_ordered),
    ("gov/nasa/jpf/vm/Verify.ignoreIf(Z)V", ignore_if),
    ("gov/nasa/jpf/vm/Verify.breakTransition()V", |vm, _| {
        choice(vm, "breakTransition", Options::Range(0, 0), false)
    }),
    (
        "gov/nasa/jpf/vm/Verify.beginAtomic()V",
        super::threads::enter_atomic,
    ),
    (
        "gov/nasa/jpf/vm/Verify.endAtomic()V",
        super::threads::exit_atomic,
    ),
    (
        "gov/nasa/jpf/vm/Verify.chooseIndex(Ljava/lang/String;I)I",
        choose_index,
    ),
    ("gov/nasa/jpf/vm/Verify.isRunningInJPF()Z", |vm, _| {
        Ok(Some(Value::Int(vm.config.model_checking as i32)))
    }),
    ("gov/nasa/jpf/vm/Verify.getCounter(I)I", |vm, args| {
        let v = vm.search_memory.counters.get(&arg_int(args, 0)?).copied();
        Ok(Some(Value::Int(v.unwrap_or(0))))
    }),
    ("gov/nasa/jpf/vm/Verify.setCounter(II)V", |vm, args| {
        if let Some(c) = counter(vm, arg_int(args, 0)?) {
            *c = arg_int(args, 1)?;
        }
        Ok(None)
    }),
    ("gov/nasa/jpf/vm/Verify.resetCounter(I)V", |vm, args| {
        if let Some(c) = counter(vm, arg_int(args, 0)?) {
            *c = 0;
        }
        Ok(None)
    }),
    ("gov/nasa/jpf/vm/Verify.incrementCounter(I)I", |vm, args| {
        let v = counter(vm, arg_int(args, 0)?).map_or(0, |c| {
            *c = c.wrapping_add(1);
            *c
        });
        Ok(Some(Value::Int(v)))
    }),
    ("gov/nasa/jpf/vm/Verify.setBitInBitSet(IIZ)V", |vm, args| {
        let (id, bit, on) = (arg_int(args, 0)?, arg_int(args, 1)?, arg_int(args, 2)? != 0);
        if bit < 0 {
            let msg = format!("bitIndex < 0: {bit}");
            return Err(vm.throw_new("java/lang/IndexOutOfBoundsException", Some(&msg)));
        }
        let set = vm.search_memory.bit_sets.entry(id).or_default();
        if on {
            set.insert(bit);
        } else {
            set.remove(&bit);
        }
        Ok(None)
    }),
    ("gov/nasa/jpf/vm/Verify.getBitInBitSet(II)Z", |vm, args| {
        let (id, bit) = (arg_int(args, 0)?, arg_int(args, 1)?);
        let on = vm
            .search_memory
            .bit_sets
            .get(&id)
            .is_some_and(|s| s.contains(&bit));
        Ok(Some(Value::Int(on as i32)))
    }),
    (
        "gov/nasa/jpf/vm/Verify.putValue(Ljava/lang/String;I)V",
        |vm, args| {
            let key = key_arg(vm, args)?;
            vm.search_memory.values.insert(key, arg_int(args, 1)?);
            Ok(None)
        },
    ),
    (
        "gov/nasa/jpf/vm/Verify.getValue(Ljava/lang/String;)I",
        |vm, args| {
            let key = key_arg(vm, args)?;
            let v = vm.search_memory.values.get(&key).copied();
            Ok(Some(Value::Int(v.unwrap_or(NO_VALUE))))
        },
    ),
    (
        "gov/nasa/jpf/vm/Verify.unsupported(Ljava/lang/String;Ljava/lang/String;)V",
        unsupported,
    ),
    ("ironpf/Events.choose([Z)I", events_choose),
];

/// The event choice of `ironpf.Events.run`: one of the enabled events, or -1 when none is.
/// The flags are read by the scheduler, not by a handler, so no access is recorded.
fn events_choose(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let flags = arg_ref(args, 0)?;
    let enabled: Vec<i32> = match vm.state.heap.get(flags).map(|o| &o.body) {
        Some(Body::Array(Array::Boolean(v))) => v
            .iter()
            .enumerate()
            .filter(|&(_, &b)| b != 0)
            .map(|(i, _)| i as i32)
            .collect(),
        _ => return Err(vm.throw_new("java/lang/NullPointerException", None)),
    };
    if enabled.is_empty() {
        return Ok(Some(Value::Int(-1)));
    }
    Err(Trap::Choice(ChoiceRequest {
        kind: "event",
        values: Options::List(enabled),
        returns: true,
        arg_slots: 0,
        event: true,
        site: vm.choice_site(),
    }))
}

fn choice(vm: &Vm, kind: &'static str, values: Options, returns: bool) -> Exec<Option<Value>> {
    // getIntFromList is the JPF/IoTCheck event-loop convention: its options are events.
    let event = kind == "getIntFromList";
    Err(Trap::Choice(ChoiceRequest {
        kind,
        values,
        returns,
        arg_slots: 0,
        event,
        site: vm.choice_site(),
    }))
}

/// The most options one choice point may have (a larger `getInt` range is a program error).
pub const MAX_OPTIONS: i64 = 1 << 20;

fn get_int(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let (min, max) = (arg_int(args, 0)?, arg_int(args, 1)?);
    if max < min {
        let msg = format!("Verify.getInt({min}, {max}): max is smaller than min");
        return Err(vm.throw_new("java/lang/IllegalArgumentException", Some(&msg)));
    }
    if max as i64 - min as i64 >= MAX_OPTIONS {
        let msg = format!("Verify.getInt({min}, {max}): more than {MAX_OPTIONS} options");
        return Err(vm.throw_new("java/lang/IllegalArgumentException", Some(&msg)));
    }
    let c = ChoiceRequest {
        kind: "getInt",
        values: Options::Range(min, max),
        returns: true,
        arg_slots: 0,
        event: vm.config.getint_chooses_events,
        site: vm.choice_site(),
    };
    Err(Trap::Choice(c))
}

fn get_int_from_list(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let list = arg_ref(args, 0)?;
    let values = match vm.state.heap.get(list).map(|o| &o.body) {
        Some(Body::Array(Array::Int(v))) => v.clone(),
        _ if list == NULL => return Err(vm.throw_new("java/lang/NullPointerException", None)),
        _ => Vec::new(),
    };
    if values.is_empty() {
        let msg = "Verify.getIntFromList(): no values to choose from";
        return Err(vm.throw_new("java/lang/IllegalArgumentException", Some(msg)));
    }
    choice(vm, "getIntFromList", Options::List(values), true)
}

fn get_boolean_ordered(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let false_first = arg_int(args, 0)? != 0;
    choice(
        vm,
        "getBoolean",
        if false_first {
            Options::Range(0, 1)
        } else {
            Options::List(vec![1, 0])
        },
        true,
    )
}

fn ignore_if(_: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    if arg_int(args, 0)? != 0 {
        Err(Trap::Ignore)
    } else {
        Ok(None)
    }
}

/// `Verify.chooseIndex(kind, n)`: a data choice of an index in `[0, n)` (the list choices other
/// than `getIntFromList`, which chooses events).
fn choose_index(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let kind = match vm.rust_string(arg_ref(args, 0)?)?.as_str() {
        "getLongFromList" => "getLongFromList",
        "getFloatFromList" => "getFloatFromList",
        _ => "getDoubleFromList",
    };
    let n = arg_int(args, 1)?;
    if n <= 0 {
        let msg = format!("Verify.{kind}(): no values to choose from");
        return Err(vm.throw_new("java/lang/IllegalArgumentException", Some(&msg)));
    }
    choice(vm, kind, Options::Range(0, n - 1), true)
}

/// Counter `id` of the search, made on first use; none for a negative id (JPF ignores those).
fn counter(vm: &mut Vm, id: i32) -> Option<&mut i32> {
    (id >= 0).then(|| vm.search_memory.counters.entry(id).or_insert(0))
}

fn key_arg(vm: &mut Vm, args: &[Value]) -> Exec<String> {
    match arg_ref(args, 0)? {
        NULL => Err(vm.throw_new("java/lang/NullPointerException", None)),
        key => vm.rust_string(key),
    }
}

/// A member of JPF's `Verify` that ironpf does not have: an "unsupported" error naming it.
fn unsupported(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let member = vm.rust_string(arg_ref(args, 0)?)?;
    let why = vm.rust_string(arg_ref(args, 1)?)?;
    Err(Trap::Error(crate::error::VmError::unsupported(
        member.clone(),
        format!("{member} is not supported: {why}"),
    )))
}
