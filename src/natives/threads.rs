//! Natives of `ironpf.Threads`: what `java.lang.Thread` and `java.lang.Object`'s monitor
//! methods need from the VM (see `vm::threads`).

use super::{NativeFn, arg_int, arg_ref};
use crate::error::VmError;
use crate::vm::threads::Status;
use crate::vm::value::{NULL, Ref, Value};
use crate::vm::{ChoiceRequest, Exec, Options, Trap, Vm};

pub const NATIVES: &[(&str, NativeFn)] = &[
    ("ironpf/Threads.current()Ljava/lang/Thread;", current),
    (
        "ironpf/Threads.start(Ljava/lang/Thread;Ljava/lang/Thread;Z)V",
        start,
    ),
    ("ironpf/Threads.alive(Ljava/lang/Thread;Z)Z", alive),
    ("ironpf/Threads.state(Ljava/lang/Thread;Z)I", state),
    ("ironpf/Threads.interrupt(Ljava/lang/Thread;)V", interrupt),
    ("ironpf/Threads.yieldNow()V", yield_now),
    (
        "ironpf/Threads.await(Ljava/lang/Object;ZLjava/lang/Thread;)V",
        wait,
    ),
    ("ironpf/Threads.waiters(Ljava/lang/Object;)I", waiters),
    ("ironpf/Threads.chooseWaiter(I)I", choose_waiter),
    ("ironpf/Threads.wake(Ljava/lang/Object;I)V", wake),
    ("ironpf/Threads.wakeAll(Ljava/lang/Object;)V", wake_all),
    ("ironpf/Threads.holdsLock(Ljava/lang/Object;)Z", holds_lock),
];

fn boolean(b: bool) -> Exec<Option<Value>> {
    Ok(Some(Value::Int(b as i32)))
}

fn current(vm: &mut Vm, _: &[Value]) -> Exec<Option<Value>> {
    let t = vm.current_thread();
    Ok(Some(Value::Ref(vm.state.threads.list[t].object)))
}

fn start(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let (t, main) = (arg_ref(args, 0)?, arg_ref(args, 1)?);
    let daemon = arg_int(args, 2)? != 0;
    let class = vm.load("java/lang/Thread")?;
    let entry = vm
        .classes
        .find_method(class, "runThread", "()V")
        .ok_or_else(|| VmError::internal("Thread.start", "runtime lacks Thread.runThread"))?;
    vm.start_thread(t, main, daemon, entry)?;
    Ok(None)
}

/// The thread whose object is `t`; main's object may not be recorded yet.
fn thread_of(vm: &Vm, t: Ref, is_main: bool) -> Option<usize> {
    if is_main { Some(0) } else { vm.thread_of(t) }
}

fn alive(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let t = thread_of(vm, arg_ref(args, 0)?, arg_int(args, 1)? != 0);
    boolean(t.is_some_and(|i| vm.state.threads.list[i].status != Status::Terminated))
}

fn state(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let t = thread_of(vm, arg_ref(args, 0)?, arg_int(args, 1)? != 0);
    let code = match t.map(|i| vm.state.threads.list[i].status) {
        None | Some(Status::Terminated) => 5,
        Some(Status::Runnable) => 0,
        Some(Status::Blocked(_) | Status::Reentering { .. }) => 1,
        Some(Status::Waiting { timed: false, .. }) => 2,
        Some(Status::Waiting { timed: true, .. }) => 3,
    };
    Ok(Some(Value::Int(code)))
}

fn interrupt(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let t = arg_ref(args, 0)?;
    let i = if vm.state.threads.list[0].object == NULL && vm.current_thread() == 0 {
        // Main interrupting itself before any other thread started.
        None
    } else {
        vm.thread_of(t)
    };
    if let Some(i) = i {
        vm.wake_thread(i);
    }
    Ok(None)
}

fn yield_now(vm: &mut Vm, _: &[Value]) -> Exec<Option<Value>> {
    if vm.state.threads.concurrent {
        vm.reschedule = Some(false);
    }
    Ok(None)
}

fn wait(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let obj = arg_ref(args, 0)?;
    if obj == NULL {
        return Err(vm.throw_new("java/lang/NullPointerException", None));
    }
    let me = arg_ref(args, 2)?;
    vm.check_owner(obj)?;
    if vm.state.threads.concurrent {
        vm.before_native_access(args, &[me])?;
    }
    let class = vm.class_of(me)?;
    let slot = vm.field_slot(class, "interrupted")?;
    if vm.field(me, slot)? == Value::Int(1) {
        vm.set_field(me, slot, Value::Int(0))?;
        return Err(vm.throw_new("java/lang/InterruptedException", None));
    }
    vm.wait_on(obj, arg_int(args, 1)? != 0)?;
    Ok(None)
}

fn waiters(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let obj = arg_ref(args, 0)?;
    vm.check_owner(obj)?;
    Ok(Some(Value::Int(vm.waiters(obj).len() as i32)))
}

fn choose_waiter(_: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let n = arg_int(args, 0)?;
    Err(Trap::Choice(ChoiceRequest {
        kind: "notify",
        values: Options::Range(0, n - 1),
        returns: true,
        arg_slots: 1,
        event: false,
    }))
}

fn wake(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let (obj, k) = (arg_ref(args, 0)?, arg_int(args, 1)?);
    if let Some(&i) = vm.waiters(obj).get(k as usize) {
        vm.wake_thread(i);
    }
    Ok(None)
}

fn wake_all(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let obj = arg_ref(args, 0)?;
    vm.check_owner(obj)?;
    vm.wake(obj, usize::MAX);
    Ok(None)
}

fn holds_lock(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let obj = arg_ref(args, 0)?;
    if obj == NULL {
        return Err(vm.throw_new("java/lang/NullPointerException", None));
    }
    boolean(vm.entries(obj) > 0)
}
