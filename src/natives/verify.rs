//! Natives of `gov.nasa.jpf.vm.Verify`: choices become [`Trap::Choice`] for the checker.

use super::{NativeFn, arg_int, arg_ref};
use crate::vm::heap::{Array, Body};
use crate::vm::value::{NULL, Value};
use crate::vm::{ChoiceRequest, Exec, Options, Trap, Vm};

pub const NATIVES: &[(&str, NativeFn)] = &[
    ("gov/nasa/jpf/vm/Verify.getInt(II)I", get_int),
    (
        "gov/nasa/jpf/vm/Verify.getIntFromList([I)I",
        get_int_from_list,
    ),
    ("gov/nasa/jpf/vm/Verify.getBoolean()Z", |_, _| {
        choice("getBoolean", Options::Range(0, 1), true)
    }),
    ("gov/nasa/jpf/vm/Verify.getBoolean(Z)Z", get_boolean_ordered),
    ("gov/nasa/jpf/vm/Verify.ignoreIf(Z)V", ignore_if),
    ("gov/nasa/jpf/vm/Verify.breakTransition()V", |_, _| {
        choice("breakTransition", Options::Range(0, 0), false)
    }),
    ("gov/nasa/jpf/vm/Verify.beginAtomic()V", |_, _| Ok(None)),
    ("gov/nasa/jpf/vm/Verify.endAtomic()V", |_, _| Ok(None)),
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
    }))
}

fn choice(kind: &'static str, values: Options, returns: bool) -> Exec<Option<Value>> {
    // getIntFromList is the JPF/IoTCheck event-loop convention: its options are events.
    let event = kind == "getIntFromList";
    Err(Trap::Choice(ChoiceRequest {
        kind,
        values,
        returns,
        arg_slots: 0,
        event,
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
    choice("getIntFromList", Options::List(values), true)
}

fn get_boolean_ordered(_: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let false_first = arg_int(args, 0)? != 0;
    choice(
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
