//! Java threads as plain data in the program state, monitors, and the scheduler.
//!
//! Every thread but the running one is *parked*: its frames and operand stacks are kept in its
//! [`ThreadEntry`]; the running thread's live in `State::thread`, where the interpreter works.
//! Monitors are recorded with the thread that owns them ([`ThreadEntry::held`]), so a state
//! holds who owns what and who waits for what, and nothing else.
//!
//! **Scheduling points.** While more than one thread is alive, the running thread stops
//! before each operation another thread could observe or affect: entering a monitor, a read
//! or write of a non-final field, static field or array element of an object that existed
//! when the current transition began (an object allocated since can only be reachable from
//! this thread: publishing it takes a write to an older object, itself a scheduling point)
//! unless the thread holds the object's monitor and the lock-discipline reduction presumes
//! the object's class accessed that way (see [`Vm::data_access`]), `Thread.start`, `yield`,
//! `sleep`, and whenever it cannot go on (it waits, blocks or ends).
//! There the search chooses which enabled thread runs next (a [`ChoiceRequest`] of kind
//! `"thread"`, the running thread first); the chosen thread's first operation then runs
//! without stopping again. Under `run` the first option is taken: a thread runs until it
//! blocks, waits or ends, then the lowest-numbered enabled thread runs.
//!
//! At a thread choice every thread is parked (`current` is [`NO_THREAD`]): which thread ran
//! last does not tell two states apart, since the choice offers the same threads either way.

use super::value::{NULL, Ref, Value};
use super::{ChoiceRequest, Exec, Options, Thread, Trap, Vm};
use crate::error::VmError;

/// `Threads::current` at a thread choice: every thread is parked.
pub const NO_THREAD: u32 = u32::MAX;

/// What a thread is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Runnable,
    /// Stopped at a `monitorenter` or a call of a synchronized method whose monitor another
    /// thread owns; the instruction runs again when the thread is scheduled.
    Blocked(Ref),
    /// In the wait set of `obj` (`Object.wait`); re-enters it `count` times once notified.
    /// A timed wait may also time out: the thread is then enabled whenever the monitor is free.
    Waiting {
        obj: Ref,
        count: u32,
        timed: bool,
    },
    /// Notified (or interrupted): enabled when the monitor of `obj` is free, which it then
    /// enters `count` times before it goes on.
    Reentering {
        obj: Ref,
        count: u32,
    },
    Terminated,
}

impl Status {
    /// The object whose monitor the thread waits for or waits on.
    pub fn monitor_mut(&mut self) -> Option<&mut Ref> {
        match self {
            Status::Blocked(o)
            | Status::Waiting { obj: o, .. }
            | Status::Reentering { obj: o, .. } => Some(o),
            Status::Runnable | Status::Terminated => None,
        }
    }
}

/// One thread.
#[derive(Debug, PartialEq)]
pub struct ThreadEntry {
    /// The `java.lang.Thread` object (NULL for main until a second thread starts).
    pub object: Ref,
    pub status: Status,
    /// The frames and operand stacks while the thread is parked.
    pub saved: Thread,
    /// The monitors the thread owns, with their entry counts, in the order it entered them.
    pub held: Vec<(Ref, u32)>,
    /// A daemon thread does not keep the program alive.
    pub daemon: bool,
    /// Waits in an Android looper with nothing queued (`android.os.MessageQueue`, through
    /// `ironpf.Threads.setIdle`): like a daemon, it does not keep the program alive, and a
    /// program whose other threads have ended is over, not deadlocked (an Android app's
    /// loopers idle for ever). Cleared as soon as a message is queued for it.
    pub idle: bool,
    /// The interrupt flag (kept by the VM, as in the JVM: a thread tests and clears its own
    /// flag without a scheduling point; `interrupt` from another thread is one).
    pub interrupted: bool,
    /// Identity hash codes the thread has assigned (see `Vm::identity_hash`).
    pub hashes_issued: u32,
}

impl Clone for ThreadEntry {
    fn clone(&self) -> ThreadEntry {
        let mut t = ThreadEntry::new(self.object, self.daemon);
        t.clone_from(self);
        t
    }
    /// Reuses the vectors (undoing a transition copies the threads back).
    fn clone_from(&mut self, o: &ThreadEntry) {
        self.object = o.object;
        self.status = o.status;
        self.saved.clone_from(&o.saved);
        self.held.clone_from(&o.held);
        self.daemon = o.daemon;
        self.idle = o.idle;
        self.interrupted = o.interrupted;
        self.hashes_issued = o.hashes_issued;
    }
}

impl ThreadEntry {
    pub fn new(object: Ref, daemon: bool) -> ThreadEntry {
        ThreadEntry {
            object,
            status: Status::Runnable,
            saved: Thread::default(),
            held: Vec::new(),
            daemon,
            idle: false,
            interrupted: false,
            hashes_issued: 0,
        }
    }

    /// Every reference the entry holds, in the order the state's canonical form writes them.
    pub fn refs(&self) -> impl Iterator<Item = Ref> + '_ {
        let mut status = self.status;
        std::iter::once(self.object)
            .chain(status.monitor_mut().copied())
            .chain(self.held.iter().map(|&(o, _)| o))
            .filter(|&r| r != NULL)
    }

    /// Every reference the entry holds, its parked stack included.
    pub fn refs_mut(&mut self) -> impl Iterator<Item = &mut Ref> + '_ {
        std::iter::once(&mut self.object)
            .chain(self.status.monitor_mut())
            .chain(self.held.iter_mut().map(|(o, _)| o))
            .chain(self.saved.stack.iter_mut().filter_map(|v| match v {
                Value::Ref(r) => Some(r),
                _ => None,
            }))
    }
}

/// The threads of the program.
#[derive(Debug, PartialEq)]
pub struct Threads {
    /// Every thread started so far, main first, in start order (a thread's number is its index).
    pub list: Vec<ThreadEntry>,
    /// The running thread's number, or [`NO_THREAD`] at a thread choice.
    pub current: u32,
    /// Whether more than one thread is alive (the interpreter stops at scheduling points only
    /// then).
    pub concurrent: bool,
    /// Nesting depth of `Verify.beginAtomic`: no scheduling points while it is above 0 (a
    /// thread that blocks or waits ends the atomic section).
    pub atomic: u32,
}

impl Clone for Threads {
    fn clone(&self) -> Threads {
        Threads {
            list: self.list.clone(),
            current: self.current,
            concurrent: self.concurrent,
            atomic: self.atomic,
        }
    }
    /// Reuses each thread's vectors (undoing a transition copies the threads back).
    fn clone_from(&mut self, o: &Threads) {
        self.list.clone_from(&o.list);
        self.current = o.current;
        self.concurrent = o.concurrent;
        self.atomic = o.atomic;
    }
}

impl Default for Threads {
    fn default() -> Threads {
        Threads {
            list: vec![ThreadEntry::new(NULL, false)],
            current: 0,
            concurrent: false,
            atomic: 0,
        }
    }
}

impl Threads {
    /// The thread that owns the monitor of `obj`, if any.
    pub fn owner(&self, obj: Ref) -> Option<usize> {
        self.list
            .iter()
            .position(|t| t.held.iter().any(|&(o, _)| o == obj))
    }

    pub fn update_concurrent(&mut self) {
        self.concurrent = self
            .list
            .iter()
            .filter(|t| t.status != Status::Terminated)
            .count()
            > 1;
    }

    /// Whether thread `i` can run now (for the running thread: whether it may go on).
    fn enabled(&self, i: usize) -> bool {
        let free = |obj: Ref| self.owner(obj).is_none_or(|o| o == i);
        match self.list[i].status {
            Status::Runnable => true,
            Status::Blocked(obj)
            | Status::Reentering { obj, .. }
            | Status::Waiting {
                obj, timed: true, ..
            } => free(obj),
            Status::Waiting { timed: false, .. } | Status::Terminated => false,
        }
    }

    /// The enabled threads: `first` (when enabled), then the others by number.
    fn enabled_order(&self, first: Option<usize>) -> Vec<i32> {
        let mut v: Vec<i32> = first
            .filter(|&f| self.enabled(f))
            .map(|f| f as i32)
            .into_iter()
            .collect();
        v.extend(
            (0..self.list.len())
                .filter(|&i| Some(i) != first && self.enabled(i))
                .map(|i| i as i32),
        );
        v
    }
}

/// IRONPF_THREADS_EVERY_ACCESS: every access to a heap object is a scheduling point, fresh
/// objects and objects accessed under their monitors included, and so is every call of a
/// native method (a slower, simpler rule the tests compare verdicts with: every operation
/// another thread could observe is a heap access or a native call).
pub(crate) fn every_access_schedules() -> bool {
    static EVERY: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *EVERY.get_or_init(|| std::env::var_os("IRONPF_THREADS_EVERY_ACCESS").is_some())
}

/// The instruction a parked thread stands at (see [`Vm::parked_insn`]).
struct ParkedInsn<'a> {
    insn: &'a crate::classfile::bytecode::Insn,
    class: &'a crate::runtime::Class,
    method: &'a crate::runtime::Method,
    frame: super::Frame,
    stack: &'a [Value],
}

impl ParkedInsn<'_> {
    /// The operand-stack value `n` slots below the top.
    fn value(&self, n: usize) -> Option<Value> {
        let k = self.stack.len().checked_sub(n + 1)?;
        Some(self.stack[k])
    }

    /// The object (not null) `n` slots below the top.
    fn object(&self, n: usize) -> Option<Ref> {
        match self.value(n)? {
            Value::Ref(r) if r != NULL => Some(r),
            _ => None,
        }
    }

    /// The field or method a pool entry of the instruction's class names.
    fn member(&self, idx: u16) -> Option<&crate::classfile::MemberRef> {
        use crate::classfile::Constant;
        match self.class.pool.get(idx as usize)? {
            Constant::FieldRef(m) | Constant::MethodRef(m) | Constant::InterfaceMethodRef(m) => {
                Some(m)
            }
            _ => None,
        }
    }
}

/// A location a thread is about to access (see [`Vm::pending_access`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PendingAccess {
    Field(Ref, String),
    Static(String, String),
    Element(Ref, i32),
}

/// The choice the search makes at a scheduling point.
fn thread_choice(options: Vec<i32>, event: bool) -> ChoiceRequest {
    ChoiceRequest {
        kind: "thread",
        values: Options::List(options),
        returns: false,
        arg_slots: 0,
        event,
        site: 0,
    }
}

impl Vm {
    /// The running thread's number.
    pub fn current_thread(&self) -> usize {
        self.state.threads.current as usize
    }

    /// Moves the running thread's frames into its entry (at a thread choice).
    fn park(&mut self) {
        let cur = self.state.threads.current;
        if cur == NO_THREAD {
            return;
        }
        let t = &mut self.state.threads.list[cur as usize];
        std::mem::swap(&mut t.saved, &mut self.state.thread);
        self.state.threads.current = NO_THREAD;
        self.last_parked = cur as usize;
        self.parked_frames_changed(cur as usize);
    }

    /// Makes thread `i` the running one; a thread that was waiting for a monitor enters it.
    pub fn switch_to(&mut self, i: usize) {
        self.park();
        let t = &mut self.state.threads.list[i];
        std::mem::swap(&mut t.saved, &mut self.state.thread);
        self.state.threads.current = i as u32;
        match t.status {
            Status::Reentering { obj, count } | Status::Waiting { obj, count, .. } => {
                t.held.push((obj, count));
                t.status = Status::Runnable;
                self.record_sync(obj);
            }
            // The monitorenter (or synchronized call) runs again and enters.
            Status::Blocked(_) => t.status = Status::Runnable,
            Status::Runnable | Status::Terminated => {}
        }
        // The thread's first operation runs without stopping again, and whatever exists now
        // may be shared.
        self.switched_at = self.budget;
        self.scheduled_allocs = self.state.heap.shape_counters().0;
    }

    /// Whether the running thread's operation at hand is the first since it was scheduled
    /// (it stood at this scheduling point when it was chosen).
    fn just_scheduled(&self) -> bool {
        self.budget.wrapping_add(1) == self.switched_at
    }

    /// A scheduling point before an operation on `obj` (NULL: a static field): when other
    /// threads can run, the search chooses who goes first. The running thread's frame has
    /// its pc at the operation, which runs again when the thread is resumed.
    ///
    /// An object allocated since the running thread was scheduled or last made a shared
    /// access is reachable from this thread alone (publishing it takes a shared access), so
    /// operations on it are not scheduling points.
    #[cold]
    pub fn shared_access(&mut self, obj: Ref) -> Exec<()> {
        if obj != NULL && !every_access_schedules() {
            let fresh = obj & super::heap::PERMANENT != 0
                || self
                    .state
                    .heap
                    .get(obj)
                    .is_none_or(|o| o.birth > self.scheduled_allocs);
            if fresh {
                return Ok(());
            }
        }
        if self.nested_executions == 0 && !self.just_scheduled() {
            self.schedule(false)?;
        }
        // The access happens with no other thread in between: what it may publish is no
        // longer this thread's alone.
        self.scheduled_allocs = self.state.heap.shape_counters().0;
        Ok(())
    }

    /// A scheduling point before an operation on VM-wide state (the clock, the string pool,
    /// a class's initialization status): when other threads can run, the search chooses who
    /// goes first. Unlike [`Vm::shared_access`] it publishes no object, so the thread's fresh
    /// objects stay its own.
    pub fn global_access_point(&mut self) -> Exec<()> {
        if self.nested_executions == 0 && !self.just_scheduled() {
            self.schedule(false)?;
        }
        Ok(())
    }

    /// A scheduling point before a read or write of a field or array element of `obj` (not
    /// NULL), unless the lock-discipline reduction applies.
    ///
    /// **The lock-discipline reduction** (Stoller, "Model-checking multi-threaded
    /// distributed Java programs", 2002). The search presumes, for each class, that every
    /// access to a shared (not fresh) object of the class is made by a thread holding that
    /// object's monitor. While that holds, such an access is not a scheduling point: no
    /// other thread can touch the object between the thread's previous operation and the
    /// access (the thread held the monitor since then, and the other threads' accesses to
    /// the object need the monitor too), so the access commutes with everything the other
    /// threads can do in between, and running it at once leaves out only executions
    /// equivalent to one explored. A shared object of a presumed class accessed without its
    /// monitor breaks the presumption: the access returns `LockDisciplineBroken` and
    /// `check::check` searches again with that class's accesses as scheduling points.
    /// Checking the presumption on the reduced search is enough: in an execution whose first
    /// breaking access is `a`, every earlier access of a presumed class is protected, so the
    /// execution up to `a` is equivalent to one the reduced search explores, which then
    /// meets `a` (its freshness is the same: protected accesses count as shared accesses
    /// for the fresh-object rule, below). A search that ends without a break has therefore
    /// explored every behaviour the full search would.
    pub fn data_access(&mut self, obj: Ref) -> Exec<()> {
        if self.config.lock_discipline.is_some() && obj != NULL && !every_access_schedules() {
            let Some(o) = self.state.heap.get(obj) else {
                return self.shared_access(obj);
            };
            if obj & super::heap::PERMANENT != 0 || o.birth > self.scheduled_allocs {
                return Ok(()); // fresh: this thread's alone (see `shared_access`)
            }
            let class = o.class;
            if self.monitor_protected_class(class) {
                if self.entries(obj) == 0 {
                    let name = self.classes.class(class).name.clone();
                    return Err(Trap::Error(crate::error::VmError::LockDisciplineBroken {
                        context: self.location(),
                        key: super::class_key(&name),
                        class: name,
                    }));
                }
                // What the access may publish is no longer this thread's alone.
                self.scheduled_allocs = self.state.heap.shape_counters().0;
                return Ok(());
            }
        }
        self.shared_access(obj)
    }

    /// Whether the lock-discipline reduction presumes the objects of `class` accessed under
    /// their monitors. It never presumes it of arrays: a shared array is nearly always
    /// guarded by the monitor of the object that holds it (a buffer's slots), or by none, and
    /// hardly ever by its own (`synchronized (array)`), so presuming it would cost a search
    /// that stops at the array's first shared access, and the restart, on nearly every
    /// program that shares one.
    fn monitor_protected_class(&mut self, class: super::ClassId) -> bool {
        let i = class as usize;
        if self.monitor_protected.len() <= i {
            self.monitor_protected.resize(i + 1, 0);
        }
        if self.monitor_protected[i] == 0 {
            let c = self.classes.class(class);
            let key = super::class_key(&c.name);
            let broken = c.is_array()
                || self
                    .config
                    .lock_discipline
                    .as_ref()
                    .is_none_or(|keys| keys.contains(&key));
            self.monitor_protected[i] = if broken { 2 } else { 1 };
        }
        self.monitor_protected[i] == 1
    }

    /// A scheduling point before a native (its arguments `args`) reads or writes `objects`:
    /// when another thread may go first, the arguments go back on the operand stack and the
    /// call runs again when this thread is resumed.
    pub fn before_native_access(&mut self, args: &[Value], objects: &[Ref]) -> Exec<()> {
        self.before_native(args, objects, Vm::shared_access)
    }

    /// [`Vm::before_native_access`] for a native that reads or writes the fields or
    /// elements of `objects` (see [`Vm::data_access`]).
    pub fn before_native_data_access(&mut self, args: &[Value], objects: &[Ref]) -> Exec<()> {
        self.before_native(args, objects, Vm::data_access)
    }

    pub(crate) fn before_native(
        &mut self,
        args: &[Value],
        objects: &[Ref],
        access: fn(&mut Vm, Ref) -> Exec<()>,
    ) -> Exec<()> {
        let height = self.state.thread.stack.len();
        self.state.thread.stack.extend_from_slice(args);
        let done = objects.iter().try_for_each(|&o| access(self, o));
        if done.is_ok() {
            self.state.thread.stack.truncate(height);
        }
        done
    }

    /// Whether the running thread may continue: `Ok` when it goes on (alone, or as the only
    /// enabled thread), a thread choice when others may run, and when `must_leave` (it cannot
    /// go on), a switch to the only enabled thread, the program's end when no thread is
    /// alive, or a deadlock.
    pub fn schedule(&mut self, must_leave: bool) -> Exec<()> {
        let cur = self.current_thread();
        let mut options = self
            .state
            .threads
            .enabled_order((!must_leave).then_some(cur));
        // A thread that just began a timed wait can time out at once, but the others go
        // first: `run` takes the first option, and java's waits last a while.
        if must_leave && let Some(i) = options.iter().position(|&t| t as usize == cur) {
            let me = options.remove(i);
            options.push(me);
        }
        if !must_leave
            && (options.len() <= 1 || self.state.threads.atomic > 0 || self.nested_executions > 0)
        {
            return Ok(());
        }
        self.state.threads.atomic = 0;
        if self.nested_executions > 0 {
            return Err(Trap::Error(VmError::unsupported(
                self.location(),
                "a thread blocked or waited inside a class initializer or uncaught-exception handler run by the VM",
            )));
        }
        match options.len() {
            0 => {
                self.park();
                if self.program_over() {
                    Ok(())
                } else {
                    Err(Trap::Deadlock)
                }
            }
            // A thread that cannot go on ends its transition even when one other thread can
            // run: every transition is one thread's (partial-order reduction relies on it).
            _ => {
                self.park();
                Err(Trap::Choice(thread_choice(
                    options,
                    self.config.thread_choice_events,
                )))
            }
        }
    }

    /// Whether the program has ended: every thread has terminated but daemons and idle
    /// loopers.
    pub fn program_over(&self) -> bool {
        self.state
            .threads
            .list
            .iter()
            .all(|t| t.daemon || t.idle || t.status == Status::Terminated)
    }

    /// Called when the running thread's frames are gone: it terminates, threads joining it
    /// wake, and another thread runs (`Ok(true)`), or the program is over (`Ok(false)`).
    pub fn thread_exit(&mut self) -> Exec<bool> {
        let cur = self.current_thread();
        // As in the JDK, an ending thread notifies its joiners holding its own monitor: while
        // a joiner holds it (between its isAlive test and its wait), the thread blocks.
        let object = self.state.threads.list[cur].object;
        self.record_sync(object);
        if object != NULL && self.state.threads.owner(object).is_some_and(|o| o != cur) {
            self.state.threads.list[cur].status = Status::Blocked(object);
            self.schedule(true)?;
            return Ok(self.state.threads.current != NO_THREAD);
        }
        let object = {
            let t = &mut self.state.threads.list[cur];
            t.status = Status::Terminated;
            t.held.clear();
            t.object
        };
        self.state.threads.update_concurrent();
        if object != NULL {
            self.wake_all(object);
        }
        if self.program_over() {
            self.park();
            return Ok(false);
        }
        match self.schedule(true) {
            Ok(()) => Ok(self.state.threads.current != NO_THREAD),
            Err(Trap::Deadlock) if self.program_over() => Ok(false),
            Err(e) => Err(e),
        }
    }

    /// `Thread.start`: a new thread that runs `run_method` of `object`.
    pub fn start_thread(&mut self, object: Ref, main: Ref, daemon: bool, entry: u32) -> Exec<()> {
        self.record_sync(object);
        if self.state.threads.list.len() == 1 {
            self.name_objects_apart();
        }
        let threads = &mut self.state.threads;
        if threads.list[0].object == NULL {
            threads.list[0].object = main;
        }
        let mut t = ThreadEntry::new(object, daemon);
        t.saved.stack.push(Value::Ref(object));
        threads.list.push(t);
        threads.update_concurrent();
        // The new thread's first frame, pushed in the running thread's place for the time.
        let t = threads.list.last_mut().expect("the thread just added");
        std::mem::swap(&mut t.saved, &mut self.state.thread);
        let pushed = self.push_frame(entry);
        let t = self
            .state
            .threads
            .list
            .last_mut()
            .expect("the thread just added");
        std::mem::swap(&mut t.saved, &mut self.state.thread);
        let started = self.state.threads.list.len() - 1;
        self.parked_frames_changed(started);
        pushed?;
        // Whatever exists now may be reached by the new thread: no longer this thread's own,
        // even when no other thread runs before its next access (inside an atomic section).
        self.scheduled_allocs = self.state.heap.shape_counters().0;
        self.reschedule = Some(false);
        Ok(())
    }

    /// Wakes every thread waiting on `obj`.
    pub fn wake_all(&mut self, obj: Ref) {
        self.record_sync(obj);
        for i in self.waiters(obj) {
            self.wake_thread(i);
        }
    }

    /// The threads waiting on `obj`, by number.
    pub fn waiters(&self, obj: Ref) -> Vec<usize> {
        (0..self.state.threads.list.len())
            .filter(|&i| {
                matches!(self.state.threads.list[i].status,
                    Status::Waiting { obj: o, .. } if o == obj)
            })
            .collect()
    }

    /// Wakes waiting thread `i` (notify's choice, or an interrupt).
    pub fn wake_thread(&mut self, i: usize) {
        let t = &mut self.state.threads.list[i];
        if let Status::Waiting { obj, count, .. } = t.status {
            t.status = Status::Reentering { obj, count };
            self.record_sync(obj);
        }
    }

    /// How many times the running thread has entered the monitor of `obj`.
    pub fn entries(&self, obj: Ref) -> u32 {
        let cur = self.current_thread();
        self.state.threads.list[cur]
            .held
            .iter()
            .find(|&&(o, _)| o == obj)
            .map_or(0, |&(_, n)| n)
    }

    /// Enters the monitor of `obj` (not NULL) for the running thread, whose pc stands at the
    /// entering instruction. Returns false when the thread blocked and another one runs now
    /// (the instruction runs again when this thread is scheduled).
    pub fn monitor_enter(&mut self, obj: Ref) -> Exec<bool> {
        if self.entries(obj) == 0 {
            if self.state.threads.concurrent {
                self.shared_access(obj)?;
            }
            self.record_monitor(obj);
            if self.state.threads.owner(obj).is_some() {
                let cur = self.current_thread();
                self.state.threads.list[cur].status = Status::Blocked(obj);
                self.schedule(true)?;
                return Ok(false);
            }
        }
        self.hold(obj);
        Ok(true)
    }

    /// The running thread enters the monitor of `obj` once more (or first).
    pub(crate) fn hold_monitor(&mut self, obj: Ref) {
        self.hold(obj)
    }

    /// The running thread enters the monitor of `obj` once more (or first).
    fn hold(&mut self, obj: Ref) {
        let cur = self.current_thread();
        let held = &mut self.state.threads.list[cur].held;
        match held.iter_mut().find(|(o, _)| *o == obj) {
            Some(e) => e.1 += 1,
            None => held.push((obj, 1)),
        }
    }

    /// Enters the monitor of `obj` where the thread cannot stop (a call that dynamic
    /// dispatch makes on behalf of a native): an error when another thread owns it.
    pub fn enter_without_blocking(&mut self, obj: Ref) -> Exec<()> {
        let cur = self.current_thread();
        match self.state.threads.owner(obj) {
            Some(o) if o != cur => Err(Trap::Error(VmError::unsupported(
                self.location(),
                "a dynamically dispatched call of a synchronized method whose monitor another thread owns",
            ))),
            _ => {
                self.record_monitor(obj);
                self.hold(obj);
                Ok(())
            }
        }
    }

    /// Leaves the monitor of `obj` once; `IllegalMonitorStateException` when the running
    /// thread does not own it.
    pub fn monitor_exit(&mut self, obj: Ref) -> Exec<()> {
        let cur = self.current_thread();
        let held = &mut self.state.threads.list[cur].held;
        match held.iter().position(|&(o, _)| o == obj) {
            Some(i) => {
                held[i].1 -= 1;
                if held[i].1 == 0 {
                    held.remove(i);
                    self.record_monitor(obj);
                }
                Ok(())
            }
            None => Err(self.throw_new("java/lang/IllegalMonitorStateException", None)),
        }
    }

    /// `Object.wait`: the running thread, which must own the monitor of `obj`, leaves it and
    /// waits to be notified (or, when `timed`, for the time to pass).
    pub fn wait_on(&mut self, obj: Ref, timed: bool) -> Exec<()> {
        let cur = self.current_thread();
        let held = &mut self.state.threads.list[cur].held;
        let Some(i) = held.iter().position(|&(o, _)| o == obj) else {
            return Err(self.throw_new(
                "java/lang/IllegalMonitorStateException",
                Some("current thread is not owner"),
            ));
        };
        let (_, count) = held.remove(i);
        self.state.threads.list[cur].status = Status::Waiting { obj, count, timed };
        self.record_sync(obj);
        self.reschedule = Some(true);
        Ok(())
    }

    /// `IllegalMonitorStateException` unless the running thread owns the monitor of `obj`.
    pub fn check_owner(&mut self, obj: Ref) -> Exec<()> {
        if self.entries(obj) == 0 {
            return Err(self.throw_new(
                "java/lang/IllegalMonitorStateException",
                Some("current thread is not owner"),
            ));
        }
        Ok(())
    }

    /// The thread whose `java.lang.Thread` object is `obj`.
    pub fn thread_of(&self, obj: Ref) -> Option<usize> {
        self.state.threads.list.iter().position(|t| t.object == obj)
    }

    /// A report of a deadlock: each live thread, what it waits for, and its frames
    /// (innermost first).
    pub fn describe_deadlock(&self) -> Vec<(String, Vec<super::Frame>)> {
        let mut threads = Vec::new();
        for (i, t) in self.state.threads.list.iter().enumerate() {
            let what = match t.status {
                Status::Terminated => continue,
                Status::Runnable => "runnable".to_string(),
                Status::Blocked(o) => format!(
                    "blocked entering the monitor of {}{}",
                    self.describe_object(o),
                    self.owner_text(o)
                ),
                Status::Waiting { obj, .. } => {
                    format!("waiting on {} (Object.wait)", self.describe_object(obj))
                }
                Status::Reentering { obj, .. } => format!(
                    "notified, re-entering the monitor of {}{}",
                    self.describe_object(obj),
                    self.owner_text(obj)
                ),
            };
            let frames = if self.state.threads.current as usize == i {
                &self.state.thread.frames
            } else {
                &t.saved.frames
            };
            let header = format!("thread {i} \"{}\": {what}", self.thread_name(i));
            threads.push((header, frames.iter().rev().copied().collect()));
        }
        threads
    }

    /// The instruction parked thread `i` stands at, with what it needs to be read.
    fn parked_insn(&self, i: usize) -> Option<ParkedInsn<'_>> {
        let t = &self.state.threads.list[i];
        let frame = *t.saved.frames.last()?;
        let method = self.classes.method(frame.method);
        Some(ParkedInsn {
            insn: method.code.as_ref()?.insns.get(frame.pc as usize)?,
            class: self.classes.class(method.class),
            method,
            frame,
            stack: &t.saved.stack,
        })
    }

    /// What parked thread `i` does first when it is scheduled (for traces): the operation its
    /// top frame stands at, or what its status makes it do.
    pub fn pending_operation(&self, i: usize) -> String {
        use crate::classfile::bytecode::Insn;
        match self.state.threads.list[i].status {
            Status::Blocked(o) => return format!("lock {}", self.describe_object(o)),
            Status::Reentering { obj, .. } | Status::Waiting { obj, .. } => {
                return format!("re-enter {} after waiting", self.describe_object(obj));
            }
            Status::Runnable | Status::Terminated => {}
        }
        if self.state.threads.list[i].saved.frames.is_empty() {
            return "end".into();
        }
        let Some(p) = self.parked_insn(i) else {
            return "run".into();
        };
        let top = |n: usize| match p.object(n) {
            Some(r) => self.describe_object(r),
            None => "?".into(),
        };
        let member = |idx: &u16| match p.member(*idx) {
            Some(m) => (m.class.replace('/', "."), m.name.clone()),
            None => ("?".into(), "?".into()),
        };
        match p.insn {
            Insn::MonitorEnter => format!("lock {}", top(0)),
            Insn::GetField(idx) => format!("read {}.{}", top(0), member(idx).1),
            Insn::PutField(idx) => {
                let (c, name) = member(idx);
                format!("write {c}.{name}")
            }
            Insn::GetStatic(idx) | Insn::PutStatic(idx) => {
                let (c, name) = member(idx);
                let verb = if matches!(p.insn, Insn::GetStatic(_)) {
                    "read"
                } else {
                    "write"
                };
                format!("{verb} {c}.{name}")
            }
            Insn::InvokeVirtual(idx)
            | Insn::InvokeSpecial(idx)
            | Insn::InvokeStatic(idx)
            | Insn::InvokeInterface(idx) => {
                let (c, name) = member(idx);
                match (c.as_str(), name.as_str()) {
                    ("ironpf.Threads", "start") => format!("start {}", top(1)),
                    ("ironpf.Threads", "alive") => format!("isAlive of {}", top(1)),
                    ("ironpf.Threads", "state") => format!("getState of {}", top(1)),
                    ("ironpf.Threads", "interrupt") => format!("interrupt {}", top(1)),
                    ("ironpf.Threads", "interrupted") => {
                        format!("read the interrupt flag of {}", top(2))
                    }
                    ("ironpf.Threads", "yieldNow") => "yield".into(),
                    ("ironpf.Threads", "enterAtomic") => "begin an atomic section".into(),
                    _ => format!("call {}.{name}", c.rsplit('.').next().unwrap_or(&c)),
                }
            }
            insn => match insn.array_access() {
                Some((false, _)) => format!("read an element of {}", top(1)),
                Some((true, _)) => "write an array element".into(),
                None if p.frame.pc == 0 && p.method.name == "runThread" => "begin".into(),
                None => format!(
                    "go on in {}.{}",
                    p.class.java_name().rsplit('.').next().unwrap_or_default(),
                    p.method.name
                ),
            },
        }
    }

    /// The heap location parked thread `i` is about to read or write, when its pending
    /// instruction is an access of a non-volatile field, static field or array element (for
    /// `--race`): the location, whether it writes, and the access in words.
    pub fn pending_access(&self, i: usize) -> Option<(PendingAccess, bool, String)> {
        use crate::classfile::ACC_VOLATILE;
        use crate::classfile::bytecode::Insn;
        if self.state.threads.list[i].status != Status::Runnable {
            return None;
        }
        let p = self.parked_insn(i)?;
        let width = |d: &str| if d == "J" || d == "D" { 1 } else { 0 };
        // Whether the field `name` of class `c` (or a superclass) is volatile.
        let volatile = |c: Option<crate::runtime::ClassId>, name: &str| {
            let mut c = c;
            while let Some(id) = c {
                let k = self.classes.class(id);
                if let Some(f) = k.fields.iter().find(|f| f.name == name) {
                    return f.access & ACC_VOLATILE != 0;
                }
                c = k.super_class;
            }
            false
        };
        let (key, write) = match p.insn {
            Insn::GetField(idx) | Insn::PutField(idx) => {
                let m = p.member(*idx)?;
                let write = matches!(p.insn, Insn::PutField(_));
                let obj = p.object(if write { 1 + width(&m.descriptor) } else { 0 })?;
                if volatile(self.class_of(obj).ok(), &m.name) {
                    return None;
                }
                (PendingAccess::Field(obj, m.name.clone()), write)
            }
            Insn::GetStatic(idx) | Insn::PutStatic(idx) => {
                let m = p.member(*idx)?;
                if volatile(self.classes.lookup(&m.class), &m.name) {
                    return None;
                }
                let write = matches!(p.insn, Insn::PutStatic(_));
                (
                    PendingAccess::Static(m.class.clone(), m.name.clone()),
                    write,
                )
            }
            insn => {
                let (write, wide) = insn.array_access()?;
                // A store has its value above the index; a load, the index on top.
                let above = if write { 1 + usize::from(wide) } else { 0 };
                let Some(Value::Int(index)) = p.value(above) else {
                    return None;
                };
                (PendingAccess::Element(p.object(above + 1)?, index), write)
            }
        };
        let text = match &key {
            PendingAccess::Field(o, name) => format!("{}.{name}", self.describe_object(*o)),
            PendingAccess::Static(c, name) => format!("{}.{name}", c.replace('/', ".")),
            PendingAccess::Element(o, index) => {
                format!("element {index} of {}", self.describe_object(*o))
            }
        };
        Some((key, write, text))
    }

    /// A data race at a thread choice among `threads` (JPF's precise race detector): two
    /// enabled threads about to access the same location, at least one writing. Returns
    /// the two threads (the writer first) and a sentence saying what they do.
    pub fn find_race(&self, threads: &[i32]) -> Option<(usize, usize, String)> {
        let pending: Vec<(usize, (PendingAccess, bool, String))> = threads
            .iter()
            .filter_map(|&i| Some((i as usize, self.pending_access(i as usize)?)))
            .collect();
        for (k, (a, (key_a, write_a, text))) in pending.iter().enumerate() {
            for (b, (key_b, write_b, _)) in &pending[k + 1..] {
                if key_a == key_b && (*write_a || *write_b) {
                    let (w, other, other_writes) = if *write_a {
                        (*a, *b, *write_b)
                    } else {
                        (*b, *a, false)
                    };
                    let verb = if other_writes { "writes" } else { "reads" };
                    return Some((
                        w,
                        other,
                        format!(
                            "thread {w} \"{}\" writes {text} while thread {other} \"{}\" {verb} it, unordered",
                            self.thread_name(w),
                            self.thread_name(other)
                        ),
                    ));
                }
            }
        }
        None
    }

    /// A parked thread's frames, innermost first.
    pub fn parked_frames(&self, i: usize) -> Vec<super::Frame> {
        self.state.threads.list[i]
            .saved
            .frames
            .iter()
            .rev()
            .copied()
            .collect()
    }

    fn owner_text(&self, obj: Ref) -> String {
        match self.state.threads.owner(obj) {
            Some(o) => format!(", owned by thread {o} \"{}\"", self.thread_name(o)),
            None => String::new(),
        }
    }

    /// A thread's name, from its `java.lang.Thread` object.
    pub fn thread_name(&self, i: usize) -> String {
        let object = self.state.threads.list[i].object;
        if object == NULL {
            return "main".to_string();
        }
        self.class_of(object)
            .ok()
            .and_then(|c| self.field_slot(c, "name").ok())
            .and_then(|slot| self.field(object, slot).ok())
            .and_then(|v| v.as_ref())
            .filter(|&r| r != NULL)
            .and_then(|r| self.rust_string(r).ok())
            .unwrap_or_else(|| format!("thread-{i}"))
    }

    /// An object as `Class@number` (its identity in the report, stable across runs).
    pub fn describe_object(&self, obj: Ref) -> String {
        if let Some(c) = self.class_of_init_lock(obj) {
            return format!(
                "the initialization lock of {}",
                self.classes.class(c).java_name()
            );
        }
        let class = self
            .class_of(obj)
            .map(|c| self.classes.class(c).java_name())
            .unwrap_or_else(|_| "?".into());
        format!("{class}@{obj:x}")
    }
}
