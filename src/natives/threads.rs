//! Natives of `ironpf.Threads`: what `java.lang.Thread` and `java.lang.Object`'s monitor
//! methods need from the VM (see `vm::threads`).

use super::{NativeFn, arg_int, arg_ref};
use crate::error::VmError;
use crate::vm::threads::Status;
use crate::vm::value::{NULL, Ref, Value};
use crate::vm::{ChoiceRequest, Exec, Options, Trap, Vm};

pub const NATIVES: &[(&str, NativeFn)] = &[
    ("java/lang/Object.notify()V", object_notify),
    ("java/lang/Object.notifyAll()V", object_notify_all),
    ("java/lang/Object.wait(J)V", object_wait),
    ("ironpf/Threads.current()Ljava/lang/Thread;", current),
    (
        "ironpf/Threads.start(Ljava/lang/Thread;Ljava/lang/Thread;)Z",
        start,
    ),
    ("ironpf/Threads.alive(Ljava/lang/Thread;Z)Z", alive),
    ("ironpf/Threads.state(Ljava/lang/Thread;Z)I", state),
    (
        "ironpf/Threads.stackTrace(Ljava/lang/Thread;Z)[Ljava/lang/StackTraceElement;",
        stack_trace,
    ),
    ("ironpf/Threads.interrupt(Ljava/lang/Thread;Z)V", interrupt),
    (
        "ironpf/Threads.interrupted(Ljava/lang/Thread;ZZ)Z",
        interrupted,
    ),
    ("ironpf/Threads.yieldNow()V", yield_now),
    ("ironpf/Threads.await(Ljava/lang/Object;Z)V", wait),
    ("ironpf/Threads.waiters(Ljava/lang/Object;)I", waiters),
    ("ironpf/Threads.chooseWaiter(I)I", choose_waiter),
    ("ironpf/Threads.wake(Ljava/lang/Object;I)V", wake),
    ("ironpf/Threads.wakeAll(Ljava/lang/Object;)V", wake_all),
    ("ironpf/Threads.holdsLock(Ljava/lang/Object;)Z", holds_lock),
    (
        "ironpf/Threads.enterAtomic(Ljava/lang/Object;)V",
        enter_atomic,
    ),
    ("ironpf/Threads.exitAtomic()V", exit_atomic),
    ("ironpf/Threads.currentDaemon()Z", current_daemon),
    ("ironpf/Threads.index()I", index),
    ("ironpf/Threads.setIdle(IZ)V", set_idle),
];

/// The running thread's index (stable: a terminated thread keeps its place).
fn index(vm: &mut Vm, _: &[Value]) -> Exec<Option<Value>> {
    Ok(Some(Value::Int(vm.current_thread() as i32)))
}

/// Marks thread `i` as waiting in an idle Android looper, or not (see `ThreadEntry::idle`);
/// called under the looper's queue monitor.
fn set_idle(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let i = super::arg_int(args, 0)? as usize;
    let on = super::arg_int(args, 1)? != 0;
    match vm.state.threads.list.get_mut(i) {
        Some(t) => t.idle = on,
        None => return Err(VmError::internal("Threads.setIdle", format!("no thread {i}")).into()),
    }
    Ok(None)
}

/// `Object.notify()`, `notifyAll()` and `wait(long)` are native (as in the JDK, so reflection
/// sees `native`); each hands over to its body in `ironpf.Threads`, an ordinary frame.
fn object_notify(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    hand_over(vm, args, "notifyOne", "(Ljava/lang/Object;)V")
}

fn object_notify_all(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    hand_over(vm, args, "notifyEvery", "(Ljava/lang/Object;)V")
}

fn object_wait(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    hand_over(vm, args, "waitMillis", "(Ljava/lang/Object;J)V")
}

fn hand_over(vm: &mut Vm, args: &[Value], name: &str, descriptor: &str) -> Exec<Option<Value>> {
    let threads = vm.load("ironpf/Threads")?;
    let m = vm
        .classes
        .find_method(threads, name, descriptor)
        .ok_or_else(|| VmError::internal("Object", format!("runtime lacks Threads.{name}")))?;
    Err(Trap::Call(m, args.to_vec()))
}

/// The running thread's daemon flag (the VM's: it does not change once a thread started).
fn current_daemon(vm: &mut Vm, _: &[Value]) -> Exec<Option<Value>> {
    let t = vm.current_thread();
    boolean(vm.state.threads.list[t].daemon)
}

fn boolean(b: bool) -> Exec<Option<Value>> {
    Ok(Some(Value::Int(b as i32)))
}

fn current(vm: &mut Vm, _: &[Value]) -> Exec<Option<Value>> {
    let t = vm.current_thread();
    Ok(Some(Value::Ref(vm.state.threads.list[t].object)))
}

fn start(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let (t, main) = (arg_ref(args, 0)?, arg_ref(args, 1)?);
    if vm.state.threads.concurrent {
        vm.before_native_access(args, &[t])?;
    }
    let class = vm.class_of(t)?;
    let [started, daemon, interrupted] =
        ["started", "daemon", "interrupted"].map(|f| vm.field_slot(class, f));
    let (started, daemon, interrupted) = (started?, daemon?, interrupted?);
    if vm.field(t, started)? == Value::Int(1) {
        return boolean(false);
    }
    vm.set_field(t, started, Value::Int(1))?;
    let is_daemon = vm.field(t, daemon)? == Value::Int(1);
    let flag = vm.field(t, interrupted)? == Value::Int(1);
    let thread = vm.load("java/lang/Thread")?;
    let entry = vm
        .classes
        .find_method(thread, "runThread", "()V")
        .ok_or_else(|| VmError::internal("Thread.start", "runtime lacks Thread.runThread"))?;
    vm.start_thread(t, main, is_daemon, entry)?;
    if let Some(last) = vm.state.threads.list.last_mut() {
        last.interrupted = flag;
    }
    boolean(true)
}

/// The thread whose object is `t`; main's object may not be recorded yet.
fn thread_of(vm: &Vm, t: Ref, is_main: bool) -> Option<usize> {
    if is_main { Some(0) } else { vm.thread_of(t) }
}

/// Before reading another thread's status or interrupt flag: a scheduling point, and the
/// read is an access to that thread's synchronization state. Returns the thread's number.
fn other_thread_access(vm: &mut Vm, args: &[Value], t: Ref, is_main: bool) -> Exec<Option<usize>> {
    let i = thread_of(vm, t, is_main);
    if vm.state.threads.concurrent && i != Some(vm.current_thread()) {
        vm.before_native_access(args, &[t])?;
    }
    vm.record_sync(t);
    Ok(i)
}

fn alive(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let t = other_thread_access(vm, args, arg_ref(args, 0)?, arg_int(args, 1)? != 0)?;
    boolean(t.is_some_and(|i| vm.state.threads.list[i].status != Status::Terminated))
}

fn state(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let t = other_thread_access(vm, args, arg_ref(args, 0)?, arg_int(args, 1)? != 0)?;
    let code = match t.map(|i| vm.state.threads.list[i].status) {
        None => -1,
        Some(Status::Terminated) => 5,
        Some(Status::Runnable) => 0,
        Some(Status::Blocked(_) | Status::Reentering { .. }) => 1,
        Some(Status::Waiting { timed: false, .. }) => 2,
        Some(Status::Waiting { timed: true, .. }) => 3,
    };
    Ok(Some(Value::Int(code)))
}

/// `Thread.getStackTrace` of another thread: where it stands at its last scheduling point
/// (empty before it starts and after it ends). Reading it is a scheduling point. Under a
/// partial-order reduction a live thread's stack is refused: its transitions change it
/// without an access the reduction sees.
fn stack_trace(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let t = other_thread_access(vm, args, arg_ref(args, 0)?, arg_int(args, 1)? != 0)?;
    let frames: Vec<(u32, u32)> = match t.map(|i| &vm.state.threads.list[i]) {
        Some(e) if e.status != Status::Terminated => {
            if vm.config.thread_choice_events {
                return Err(Trap::Error(VmError::unsupported(
                    "",
                    "Thread.getStackTrace of another live thread under --strategy dpor or sdpor \
                     (use --strategy none)",
                )));
            }
            e.saved
                .frames
                .iter()
                .rev()
                .map(|f| (f.method, f.pc))
                .collect()
        }
        _ => Vec::new(),
    };
    Ok(Some(Value::Ref(super::lang::stack_trace_elements(
        vm, &frames, true,
    )?)))
}

/// The interrupt flag of thread object `t`: the VM's once it started, its field before.
fn interrupt(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let t = arg_ref(args, 0)?;
    if vm.state.threads.concurrent {
        vm.before_native_access(args, &[t])?;
    }
    vm.record_sync(t);
    match thread_of(vm, t, arg_int(args, 1)? != 0) {
        Some(i) => {
            vm.state.threads.list[i].interrupted = true;
            vm.wake_thread(i);
        }
        None => {
            let slot = vm.field_slot(vm.class_of(t)?, "interrupted")?;
            vm.set_field(t, slot, Value::Int(1))?;
        }
    }
    Ok(None)
}

fn interrupted(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let t = arg_ref(args, 0)?;
    let clear = arg_int(args, 1)? != 0;
    // Another thread's flag: a scheduling point (its owner reads and clears it without one).
    let i = other_thread_access(vm, args, t, arg_int(args, 2)? != 0)?;
    match i {
        Some(i) => {
            let t = &mut vm.state.threads.list[i];
            let was = t.interrupted;
            if clear {
                t.interrupted = false;
            }
            boolean(was)
        }
        None => {
            let slot = vm.field_slot(vm.class_of(t)?, "interrupted")?;
            let was = vm.field(t, slot)? == Value::Int(1);
            if clear {
                vm.set_field(t, slot, Value::Int(0))?;
            }
            boolean(was)
        }
    }
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
    vm.check_owner(obj)?;
    let me = vm.current_thread();
    vm.record_sync(vm.state.threads.list[me].object);
    if vm.state.threads.list[me].interrupted {
        vm.state.threads.list[me].interrupted = false;
        return Err(vm.throw_new("java/lang/InterruptedException", None));
    }
    vm.wait_on(obj, arg_int(args, 1)? != 0)?;
    Ok(None)
}

fn waiters(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let obj = arg_ref(args, 0)?;
    vm.check_owner(obj)?;
    vm.record_sync(obj);
    Ok(Some(Value::Int(vm.waiters(obj).len() as i32)))
}

fn choose_waiter(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let n = arg_int(args, 0)?;
    Err(Trap::Choice(ChoiceRequest {
        kind: "notify",
        values: Options::Range(0, n - 1),
        returns: true,
        arg_slots: 1,
        event: false,
        site: vm.choice_site(),
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
    vm.wake_all(obj);
    Ok(None)
}

fn holds_lock(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let obj = arg_ref(args, 0)?;
    if obj == NULL {
        return Err(vm.throw_new("java/lang/NullPointerException", None));
    }
    boolean(vm.entries(obj) > 0)
}

/// `ironpf.Threads.enterAtomic(o)` (and `Verify.beginAtomic`, with no object): a scheduling
/// point first, so that the atomic step is ordered against the other threads, then none of
/// them runs until the step ends.
pub fn enter_atomic(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    if vm.state.threads.concurrent {
        let obj = match args.first() {
            Some(Value::Ref(r)) => *r,
            _ => NULL,
        };
        vm.before_native_access(args, &[obj])?;
    }
    vm.state.threads.atomic += 1;
    Ok(None)
}

pub fn exit_atomic(vm: &mut Vm, _: &[Value]) -> Exec<Option<Value>> {
    vm.state.threads.atomic = vm.state.threads.atomic.saturating_sub(1);
    Ok(None)
}
