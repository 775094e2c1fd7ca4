//! The virtual machine: program state (heap, thread, static fields, class initialization)
//! as plain data, and the interpreter that runs it.

pub mod audit;
pub mod debug_log;
pub mod groovy;
pub mod heap;
mod indy;
mod interp;
pub mod strings;
pub mod threads;
pub mod value;

use std::collections::BTreeMap;
use std::io::Write;

use crate::classfile::Constant;
use crate::classpath::{ClassPath, Origin};
use crate::error::{VmError, VmResult};
use crate::runtime::{ClassId, ClassKind, Classes, MethodId};
use heap::{Array, Body, Heap};
use value::{NULL, Ref, Value};

/// Why execution left the normal flow.
#[derive(Debug)]
pub enum Trap {
    /// A guest exception (a Java object) is being thrown.
    Throw(Ref),
    /// `System.exit(status)`.
    Exit(i32),
    /// A VM error: unsupported feature, malformed input, or internal inconsistency.
    Error(VmError),
    /// The program asked for a nondeterministic choice (`Verify.getInt`, ...). The thread
    /// stands at the invoke instruction with its arguments on the operand stack;
    /// [`Vm::resume_choice`] completes it with the chosen value.
    Choice(ChoiceRequest),
    /// `Verify.ignoreIf(true)`: the current path is abandoned.
    Ignore,
    /// The current transition executed more instructions than its budget allows.
    StepLimit,
    /// A limit of the search (time, memory; see [`Vm::limits`]) was reached during a
    /// transition.
    Interrupted(String),
    /// Returned by a native method only: instead of returning a value, the native hands
    /// over to `method`, called with `args` in place of the native (its result is the
    /// native's result). This is how dynamic dispatch (the Groovy runtime) calls the method
    /// it selected as an ordinary interpreter frame, with no Rust recursion.
    Call(MethodId, Vec<Value>),
    /// Returned by a native method only: it put its arguments back and pushed class
    /// initializer frames (see [`Vm::initialize_before_native`]); its instruction runs again
    /// once they return.
    Reenter,
    /// Returned by an intrinsic only (a Rust implementation of a method that has bytecode,
    /// see `natives::intrinsics`): the case is not one it covers, so the method's own bytecode
    /// runs instead, with the same arguments.
    Bytecode,
    /// No thread can run and some non-daemon thread has not terminated.
    Deadlock,
}

/// The values a choice point offers, in exploration order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Options {
    /// `min..=max` (`Verify.getInt`), kept as bounds so choosing allocates nothing.
    Range(i32, i32),
    List(Vec<i32>),
}

impl Options {
    pub fn len(&self) -> usize {
        match self {
            Options::Range(min, max) => (*max as i64 - *min as i64 + 1).max(0) as usize,
            Options::List(v) => v.len(),
        }
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The `i`-th option (`i < len()`).
    pub fn get(&self, i: usize) -> i32 {
        match self {
            Options::Range(min, _) => min.wrapping_add(i as i32),
            Options::List(v) => v[i],
        }
    }
    pub fn to_vec(&self) -> Vec<i32> {
        (0..self.len()).map(|i| self.get(i)).collect()
    }
}

/// A choice point's options, as the program's `Verify` call asked for them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ChoiceRequest {
    /// `Verify` method that asked (`getInt`, `getIntFromList`, `getBoolean`, `breakTransition`).
    pub kind: &'static str,
    pub values: Options,
    /// Whether the call returns the chosen value (false for `breakTransition`).
    pub returns: bool,
    /// Argument slots of the call, popped when the choice is resumed.
    pub arg_slots: usize,
    /// An event choice (`Verify.getIntFromList`, `ironpf.Events`): its options are the enabled
    /// events, and partial-order reduction treats what runs until the next event choice as one
    /// transition. Other choices are data choices inside a transition.
    pub event: bool,
    /// Where the program asked (see [`Vm::choice_site`]; 0 for a thread choice, whose options
    /// are threads wherever it is made): an event is an option of one site, so option 1 of a
    /// handler's own `getIntFromList` is not the event loop's event 1.
    pub site: u64,
}

impl From<VmError> for Trap {
    fn from(e: VmError) -> Trap {
        Trap::Error(e)
    }
}

pub type Exec<T> = Result<T, Trap>;

/// An activation record. `pc` is the index of the instruction being executed (for a caller,
/// the invoke). Locals start at `base` in the thread's value stack; the operand stack
/// follows the locals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    pub method: MethodId,
    pub pc: u32,
    pub base: u32,
    /// The owner tag of what this frame's instructions allocate (see [`Vm::frame_owner`]),
    /// or [`OWNER_UNKNOWN`] until the interpreter first runs the frame: derived from the
    /// receiver, so not part of a snapshot.
    pub owner: u64,
}

/// [`Frame::owner`] not computed yet.
pub const OWNER_UNKNOWN: u64 = u64::MAX;

#[derive(Debug, Default, PartialEq)]
pub struct Thread {
    pub frames: Vec<Frame>,
    pub stack: Vec<Value>,
}

impl Clone for Thread {
    fn clone(&self) -> Thread {
        Thread {
            frames: self.frames.clone(),
            stack: self.stack.clone(),
        }
    }
    /// Reuses the vectors (undoing a transition copies the threads back).
    fn clone_from(&mut self, o: &Thread) {
        self.frames.clone_from(&o.frames);
        self.stack.clone_from(&o.stack);
    }
}

/// Class initialization state (JVMS 5.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum InitState {
    #[default]
    Uninitialized,
    InProgress,
    Initialized,
    Erroneous,
}

/// The complete program state: everything a snapshot must hold.
#[derive(Debug, Default)]
pub struct State {
    pub heap: Heap,
    /// The running thread's frames and operand stacks (see `threads` for the others).
    pub thread: Thread,
    pub threads: threads::Threads,
    /// Static fields of each class, by class id.
    pub statics: Vec<Box<[Value]>>,
    pub init: Vec<InitState>,
    /// Interned strings by content (ordered, so states serialize canonically).
    pub interned: BTreeMap<Vec<u16>, Ref>,
    /// Calls of the fixed clock (`System.currentTimeMillis`, `nanoTime`).
    pub clock_ticks: u64,
    /// Changes whenever `init` or `interned` change (a fresh value from a
    /// global counter each time), so the model checker can tell cheaply whether they did.
    pub tables_version: u64,
    // Write tracking of static areas for the model checker (see `Heap::begin_tracking`):
    // not program state, never serialized or copied.
    statics_marks: Vec<u32>,
    dirty_statics: Vec<ClassId>,
    /// `tables_version` when tracking began.
    tracked_tables_version: u64,
}

/// The objects (heap slots) and static areas (class ids) a transition wrote.
#[derive(Clone, Debug, Default)]
pub struct Writes {
    pub objects: Vec<Ref>,
    pub statics: Vec<ClassId>,
}

/// The next value for `State::tables_version`.
fn next_tables_version() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl Clone for State {
    fn clone(&self) -> State {
        let mut s = State::default();
        s.clone_from(self);
        s
    }

    /// Reuses this state's allocations wherever the shapes match; write tracking stays this
    /// state's own.
    fn clone_from(&mut self, other: &State) {
        self.heap.clone_from(&other.heap);
        self.thread.frames.clone_from(&other.thread.frames);
        self.thread.stack.clone_from(&other.thread.stack);
        self.threads.clone_from(&other.threads);
        self.statics.clone_from(&other.statics);
        self.init.clone_from(&other.init);
        if self.interned != other.interned {
            self.interned.clone_from(&other.interned);
        }
        self.clock_ticks = other.clock_ticks;
        self.tables_version = other.tables_version;
        self.statics_marks.resize(self.statics.len(), 0);
    }
}

impl State {
    /// Replaces every reference `map` has a key for, wherever the state holds it (after
    /// objects moved, see `Heap::freeze`).
    pub fn remap(&mut self, map: &hashbrown::HashMap<Ref, Ref>) {
        let remap = |r: &mut Ref| {
            if let Some(&p) = map.get(r) {
                *r = p;
            }
        };
        for v in self
            .statics
            .iter_mut()
            .flatten()
            .chain(self.thread.stack.iter_mut())
        {
            if let Value::Ref(r) = v {
                remap(r);
            }
        }
        for t in &mut self.threads.list {
            t.refs_mut().for_each(remap);
        }
        self.interned.values_mut().for_each(remap);
        self.heap.remap(map);
        self.touch_tables();
    }

    /// Every reference the VM holds outside the heap: the thread's values, all static fields
    /// (machinery caches included), the class objects and the interned strings.
    pub fn roots(&self) -> Vec<Ref> {
        self.thread
            .stack
            .iter()
            .chain(self.statics.iter().flat_map(|s| s.iter()))
            .filter_map(|v| v.as_ref())
            .chain(self.interned.values().copied())
            .chain(self.thread_refs())
            .collect()
    }

    /// The references the threads hold outside the running thread's stack: their objects,
    /// the monitors they own or wait for, and the parked threads' stacks.
    pub fn thread_refs(&self) -> impl Iterator<Item = Ref> + '_ {
        self.threads.list.iter().flat_map(|t| {
            t.refs()
                .chain(t.saved.stack.iter().filter_map(|v| v.as_ref()))
        })
    }

    /// Approximately the bytes this state occupies.
    pub fn footprint(&self) -> usize {
        let value = std::mem::size_of::<Value>();
        self.heap.footprint()
            + self.thread.stack.len() * value
            + self
                .threads
                .list
                .iter()
                .map(|t| t.saved.stack.len() * value + 64)
                .sum::<usize>()
            + self
                .statics
                .iter()
                .map(|s| s.len() * value + 16)
                .sum::<usize>()
            + self
                .interned
                .keys()
                .map(|k| k.len() * 2 + 64)
                .sum::<usize>()
    }

    /// Records a change of `init` or `interned`.
    pub fn touch_tables(&mut self) {
        self.tables_version = next_tables_version();
    }

    pub fn set_init(&mut self, class: ClassId, state: InitState) {
        self.init[class as usize] = state;
        self.touch_tables();
    }

    /// A static field for writing (tracked for the model checker).
    #[inline]
    pub fn static_mut(&mut self, class: ClassId, slot: u32) -> &mut Value {
        let c = class as usize;
        if self.statics_marks.len() <= c {
            self.statics_marks.resize(self.statics.len().max(c + 1), 0);
        }
        let epoch = self.heap.epoch();
        if self.statics_marks[c] != epoch {
            self.statics_marks[c] = epoch;
            self.dirty_statics.push(class);
        }
        &mut self.statics[c][slot as usize]
    }

    /// Starts tracking writes (heap objects and static areas) from this point on.
    pub fn begin_tracking(&mut self) {
        self.heap.begin_tracking();
        self.dirty_statics.clear();
        self.tracked_tables_version = self.tables_version;
    }

    /// Classes whose static fields were written since `begin_tracking`.
    pub fn dirty_statics(&self) -> &[ClassId] {
        &self.dirty_statics
    }

    /// What was written since `begin_tracking` (objects and static areas), to be undone
    /// later with [`State::copy_back`]; `None` when the heap changed shape or the class
    /// tables grew, which only a full copy undoes.
    pub fn writes(&self, base: &State) -> Option<Writes> {
        if self.heap.shape_counters() != base.heap.shape_counters()
            || self.statics.len() != base.statics.len()
        {
            return None;
        }
        Some(Writes {
            objects: self.heap.dirty().to_vec(),
            statics: self.dirty_statics.clone(),
        })
    }

    /// Makes this state equal to `base`, given that they differ at most in the written
    /// places listed in `writes` (and the thread, tables, clock and hash counter, which are
    /// always compared or copied).
    pub fn copy_back<'a>(&mut self, base: &State, writes: impl IntoIterator<Item = &'a Writes>) {
        for w in writes {
            self.copy_written(base, &w.objects, &w.statics);
        }
        self.copy_unwritten(base);
    }

    /// Makes this state equal to `base` again after a transition that started from `base`
    /// with tracking on, copying back only what the transition wrote. Returns false (and
    /// does nothing) when the transition changed the heap's shape or the class tables, in
    /// which case the caller copies the whole state.
    pub fn undo_to(&mut self, base: &State) -> bool {
        if self.heap.shape_counters() != base.heap.shape_counters()
            || self.statics.len() != base.statics.len()
            || self.init.len() != base.init.len()
        {
            return false;
        }
        let objects = self.heap.take_dirty();
        let statics = std::mem::take(&mut self.dirty_statics);
        self.copy_written(base, &objects, &statics);
        self.heap.give_back_dirty(objects);
        self.dirty_statics = statics;
        self.copy_unwritten(base);
        true
    }

    fn copy_written(&mut self, base: &State, objects: &[Ref], statics: &[ClassId]) {
        for &r in objects {
            self.heap.copy_slot_from(&base.heap, r);
        }
        for &c in statics {
            self.statics[c as usize].copy_from_slice(&base.statics[c as usize]);
        }
    }

    /// The parts no write tracking covers: the thread, the class tables when they changed, the
    /// clock and the identity hash counter.
    fn copy_unwritten(&mut self, base: &State) {
        self.thread.frames.clone_from(&base.thread.frames);
        self.thread.stack.clone_from(&base.thread.stack);
        if self.threads != base.threads {
            self.threads.clone_from(&base.threads);
        }
        if self.tables_version != base.tables_version {
            self.init.clone_from(&base.init);
            self.interned.clone_from(&base.interned);
            self.tables_version = base.tables_version;
        }
        self.clock_ticks = base.clock_ticks;
    }
}

#[derive(Clone, Debug)]
pub struct Config {
    /// Enable `assert` statements in user classes (`-ea`).
    pub assertions: bool,
    /// Deepest call stack before `StackOverflowError`.
    pub max_frames: usize,
    /// The guest heap limit in bytes (objects counted by [`heap::Body::bytes`]): an
    /// allocation that does not fit after a full collection throws `OutOfMemoryError`, as
    /// the JVM does past `-Xmx`.
    pub max_heap: u64,
    /// `Verify.getInt` chooses events (for event loops written with getInt, such as the
    /// shared EventAppLarge benchmark); by default only `getIntFromList` and `ironpf.Events` do.
    pub getint_chooses_events: bool,
    /// States keep every local variable, dead or not (JPF's convention, to compare state
    /// counts with JPF); by default locals dead at a choice point are cleared.
    pub keep_dead_locals: bool,
    /// The program runs under `check` (`Verify.isRunningInJPF`), not `run`.
    pub model_checking: bool,
    /// Thread choices are event choices: partial-order reduction takes each thread's steps
    /// between two scheduling points as one transition, and the thread as its event.
    pub thread_choice_events: bool,
    /// `--race`: a thread choice where two threads are about to access one location, one
    /// writing, is a violation.
    pub detect_races: bool,
    /// The lock-discipline reduction (see `Vm::data_access`): `Some(keys)` presumes that
    /// the shared objects of every class whose [`class_key`] is not in `keys` are accessed
    /// only by threads holding their monitors; `None` (under `run`, or turned off) makes
    /// every access to a shared object a scheduling point.
    pub lock_discipline: Option<std::collections::BTreeSet<u64>>,
    /// `--model keep-all`: the SmartThings model keeps in its state what no app can read
    /// (history rows of devices no history-using app reaches), to compare verdicts with the
    /// default model, which drops it (`ironpf.smartthings.Home.keepAll`).
    pub keep_unreadable_state: bool,
    /// `--conflict-writes changing`: the SmartThings model's conflict oracle leaves out writes
    /// that change nothing (`ironpf.smartthings.Home.ignoreUnchangedWrites`).
    pub ignore_unchanged_writes: bool,
}

/// The name of a class as the lock-discipline reduction and replay strings know it: a hash
/// of its binary name, the same in every run.
pub fn class_key(name: &str) -> u64 {
    xxhash_rust::xxh3::xxh3_64(name.as_bytes())
}

impl Default for Config {
    fn default() -> Config {
        Config {
            assertions: false,
            max_frames: 12_000,
            max_heap: crate::limits::default_max_heap(),
            getint_chooses_events: false,
            keep_dead_locals: false,
            keep_unreadable_state: false,
            ignore_unchanged_writes: false,
            model_checking: false,
            thread_choice_events: false,
            detect_races: false,
            lock_discipline: None,
        }
    }
}

/// Classes and slots the VM itself needs to know.
#[derive(Clone, Debug)]
pub struct WellKnown {
    pub object: ClassId,
    pub string: ClassId,
    pub class: ClassId,
    pub throwable: ClassId,
    pub string_value: u32,
    pub string_hash: u32,
    pub throwable_message: u32,
    pub throwable_cause: u32,
    pub throwable_backtrace: u32,
    pub throwable_stack_trace: u32,
    pub char_array: ClassId,
}

/// The most frames a throwable's stack trace records (the JVM's default
/// `-XX:MaxJavaStackTraceDepth`).
pub const MAX_STACK_TRACE_DEPTH: usize = 1024;

/// Where the program's `System.out` and `System.err` go.
/// One record of the story a platform model tells while a counterexample is replayed (see
/// `check::story`): its kind, the app it concerns (0: the environment), up to four texts,
/// and how many lines the transition's line log held when it was made (to place it among
/// the source lines).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoryRecord {
    pub kind: String,
    pub app: i32,
    pub texts: [Option<String>; 4],
    pub line: usize,
}

pub struct Output {
    pub out: Box<dyn Write>,
    pub err: Box<dyn Write>,
    /// Nothing written is kept (a model-checking search): the runtime library may leave out
    /// formatting that cannot have effects (`ironpf.Output.discarded`).
    pub discarded: bool,
}

impl Output {
    /// The process's standard streams. Standard output is written a line at a time, as the
    /// JDK's `System.out` writes on every `println`, so that what the program printed
    /// survives however ironpf ends (an abort, a kill, a limit).
    pub fn process() -> Output {
        Output {
            out: Box::new(std::io::LineWriter::new(std::io::stdout())),
            err: Box::new(std::io::stderr()),
            discarded: false,
        }
    }
}

/// Answers about a class's members by (class, static or not) and member name.
type NamedMembers<T> = hashbrown::HashMap<(ClassId, bool), hashbrown::HashMap<Box<str>, T>>;

pub struct Vm {
    pub classes: Classes,
    pub state: State,
    pub config: Config,
    pub output: Output,
    pub known: WellKnown,
    /// Instructions the current transition may still execute (`--max-transition-steps`).
    pub budget: u64,
    /// Instructions the model checker's transitions have executed so far (a statistic).
    pub instructions_run: u64,
    /// The static fields of the boot-initialized classes as boot left them, by class id: a
    /// state in which such a class still holds them records nothing of it (as if the class
    /// were initialized in every state, which it is).
    pub boot_statics: Vec<Option<Box<[Value]>>>,
    /// A buffer of references for the collector, kept for its allocation.
    scratch_refs: Vec<Ref>,
    /// Time and memory limits, checked every 2^20 instructions.
    pub limits: crate::limits::Limits,
    /// When set, the interpreter records each (method, line) it enters, for counterexample
    /// traces (used while replaying a path, never during search).
    pub line_log: Option<Vec<(MethodId, u32)>>,
    /// When set, the interpreter log for debugging a trace (`--log`, see `debug_log`):
    /// replays and `run` only, never a search.
    pub debug_log: Option<Box<debug_log::DebugLog>>,
    /// What a platform model approximated on the paths run (`ironpf.smartthings.Home.warn`):
    /// the check's report lists each as a warning, so that an approximation is never silent.
    pub model_warnings: std::collections::BTreeSet<String>,
    /// When set, the platform model's story records (`ironpf.smartthings.Home.story`): what
    /// happened in the program, told by the model itself, kept beside the state, never in it
    /// (set while replaying a counterexample, never during search: see `check::story`).
    pub story: Option<Vec<StoryRecord>>,
    /// When set, every read and write of a static field, instance field or array element is
    /// recorded here (for partial-order reduction).
    pub accesses: Option<Vec<Access>>,
    pub locations: LocationMode,
    /// The class of the objects each object location was seen on, kept only for
    /// [`Vm::describe_location`] (when a diagnostic asks for it).
    pub location_classes: Option<hashbrown::HashMap<Location, ClassId>>,
    /// Objects born after this allocation count belong to the current transition: no other
    /// transition can have seen them, so their accesses are not recorded.
    pub fresh_after: u64,
    /// Stack slots below this index belong to frames that existed when the current transition
    /// started (0 when not recording): their locals are shared with other transitions (the
    /// event loop's `main`), so reading and writing them are accesses.
    pub watch_below: usize,
    /// The fewest frames the thread had during the current transition: frames at or above
    /// this depth at its end were pushed during it.
    pub min_frames: usize,
    /// Every monitor held when the current transition started: (object, thread, entries).
    monitors_at_start: Vec<(Ref, usize, u32)>,
    /// Monitors entered or left while no other thread was alive during the current
    /// transition, with their locations (see [`Vm::record_monitor`]).
    monitors_touched: Vec<(Ref, Location)>,
    /// Groovy dispatch adapters (see `vm::groovy`), by target: runtime machinery, not state.
    adapters: hashbrown::HashMap<(MethodId, groovy::AdapterKind), MethodId>,
    field_adapters: hashbrown::HashMap<(ClassId, String, bool, bool), MethodId>,
    /// The methods of a class by name (see `Vm::methods_named`) and property getters by
    /// class and property name: lookups Groovy dispatch repeats on every call.
    methods_by_name: std::cell::RefCell<NamedMembers<std::rc::Rc<[MethodId]>>>,
    property_getters: NamedMembers<Option<(MethodId, bool)>>,
    /// Groovy method selections by the classes involved (see `vm::groovy`).
    pub selections: hashbrown::HashMap<groovy::SelectionKey, groovy::Selection>,
    /// Each Groovy class's permanent call-site array (see `heap::PERMANENT`).
    pub call_site_arrays: hashbrown::HashMap<ClassId, Ref>,
    /// Where the `HashMap.getNode` native finds its fields (found when first needed).
    pub hash_map_layout: Option<crate::natives::collections::HashMapLayout>,
    /// The text of permanent strings used as names (see `Vm::name_text`).
    permanent_names: hashbrown::HashMap<Ref, std::rc::Rc<str>>,
    /// Permanent values of machinery statics (class, slot, value): a Groovy class's filled
    /// call-site cache. A restored state holds them where it would otherwise hold the
    /// static's default (machinery is not state, so either is right; the filled one spares
    /// the program rebuilding it).
    pub machinery_holders: Vec<(ClassId, u32, Ref)>,
    /// String literals (`ldc`, constant fields) as permanent objects, by content: immutable
    /// and the same object whenever a literal is loaded, so not program state (whether a
    /// literal has been loaded yet must not tell two states apart).
    pub literal_strings: hashbrown::HashMap<Vec<u16>, Ref>,
    /// The `java.lang.Class` object of each class, permanent (NULL until asked for; see
    /// `class_object`).
    pub class_objects: Vec<Ref>,
    /// Live-variable analyses of the methods whose frames outlived a transition.
    liveness: Vec<Option<std::rc::Rc<crate::classfile::liveness::Liveness>>>,
    /// A buffer for `Vm::dead_locals`, kept for its allocation.
    dead_scratch: Vec<usize>,
    /// `Verify`'s counters, bit sets and values: they belong to the whole search, as in JPF,
    /// so they are kept outside the state and survive backtracking.
    pub search_memory: SearchMemory,
    /// `budget` when the running thread was last scheduled: its first instruction since
    /// then does not stop at a scheduling point again (see `vm::threads`).
    pub switched_at: u64,
    /// Whether the last choice resumed was a thread choice: the chosen thread stands at the
    /// scheduling point it stopped at, which its next transition goes through. After a data
    /// choice the thread stopped at no scheduling point, and its next operation that is one
    /// stops there (see `check::run_transition`).
    pub resumed_at_scheduling_point: bool,
    /// The heap's allocation count when the running thread was last scheduled or made a
    /// shared access: objects born later are its own.
    pub scheduled_allocs: u64,
    /// Per class id, under the lock-discipline reduction: 1 when its objects are presumed
    /// accessed under their monitors, 2 when not, 0 not yet looked up.
    pub monitor_protected: Vec<u8>,
    /// Per thread number: true when the thread is parked and its dead locals are cleared
    /// already (see `clear_dead_locals`). A parked thread's frames change only when it runs
    /// (parking it makes this false), when it is started (false) and when a state is restored
    /// or a transition undone, which brings back frames cleared when that state was reached:
    /// every state the search keeps was reached through `clear_dead_locals`.
    parked_cleared: Vec<bool>,
    /// Set by a native that ends at a scheduling point (`Some(false)`: others may run;
    /// `Some(true)`: the thread cannot go on), acted on once the call is complete.
    pub reschedule: Option<bool>,
    /// How many executions the VM runs inside a native or a launcher step: no thread
    /// switches there.
    pub nested_executions: u32,
    /// The thread that ran last before every thread was parked (for traces).
    pub last_parked: usize,
    /// The `java.lang.reflect.Proxy` classes made so far, by interface list, in the order
    /// made (see `Vm::proxy_class`): linkage, not state.
    pub proxy_classes: Vec<(Vec<ClassId>, ClassId)>,
    /// Per class id: true for the classes initialized when the VM was made (initialized in
    /// every state, so a use of one reads nothing a transition can change).
    initialized_at_boot: Vec<bool>,
    /// Per class id: the `recording_serial` of the last read of its initialization status
    /// recorded (one read per class and transition is enough).
    class_use_marks: Vec<u32>,
    /// Changes whenever a recording of accesses begins or resumes.
    recording_serial: u32,
    /// The string literals of the loaded classes' constant pools, by characters: the
    /// classes that hold each (see `Vm::literal_pooled`), for the first `literals_indexed`
    /// class ids.
    literal_classes: hashbrown::HashMap<Vec<u16>, Vec<ClassId>>,
    literals_indexed: usize,
    /// Each class's initialization lock (JVMS 5.5's LC), by class id (NULL until first
    /// needed): see [`Vm::init_lock`].
    init_locks: Vec<Ref>,
    /// The classes whose initializers run in the current transition, each with the number of
    /// accesses recorded when it began (see [`Vm::check_runtime_initializer`]).
    init_starts: Vec<(ClassId, usize)>,
    /// The runtime-library classes initialized in the current transition whose initializers
    /// kept the rule (their static fields are theirs to have written).
    init_checked: Vec<ClassId>,
}

/// What `Verify.incrementCounter`, `setBitInBitSet` and `putValue` keep for the whole search.
#[derive(Clone, Debug, Default)]
pub struct SearchMemory {
    pub counters: hashbrown::HashMap<i32, i32>,
    pub bit_sets: hashbrown::HashMap<i32, hashbrown::HashSet<i32>>,
    pub values: hashbrown::HashMap<String, i32>,
}

/// How instance fields and array elements are named as access locations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum LocationMode {
    /// By the object's allocation site and the field or index (objects allocated at the same
    /// site share locations; the site is part of the state, so the naming is the same in every
    /// execution that reaches a state).
    #[default]
    Object,
    /// By class and field (all arrays of a type are one location), as IoTCheck did.
    Field,
}

/// A 16-bit owner tag (never 0) for `tag` refined by `n`.
pub fn mix_tag(tag: u64, n: u64) -> u64 {
    let mut key = [0u8; 16];
    key[..8].copy_from_slice(&tag.to_le_bytes());
    key[8..].copy_from_slice(&n.to_le_bytes());
    (xxhash_rust::xxh3::xxh3_64(&key) & 0xFFFF).max(1)
}

/// A memory location: a kind tag and two numbers (see [`Vm::record`] callers).
pub type Location = (u64, u64);

/// The accesses of a transition recorded so far, with what the recording needs to resume.
#[derive(Clone, Debug)]
pub struct Recording {
    accesses: Vec<Access>,
    watch_below: usize,
    min_frames: usize,
    monitors_at_start: Vec<(Ref, usize, u32)>,
    monitors_touched: Vec<(Ref, Location)>,
}

/// One recorded memory access.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Access {
    pub location: Location,
    pub write: bool,
}

const LOC_STATIC: u64 = 1 << 60;
const LOC_FIELD: u64 = 2 << 60;
const LOC_ELEMENT: u64 = 3 << 60;
const LOC_CLASS_FIELD: u64 = 4 << 60;
const LOC_CLASS_ARRAY: u64 = 5 << 60;
/// A slot of the thread's value stack, by index (a local variable or operand-stack entry of a
/// frame that outlives a transition).
pub const LOC_SLOT: u64 = 6 << 60;
/// The synchronization state of an object: its monitor (owner, entry count, threads blocked
/// on it), its wait set, and for a `java.lang.Thread`, the thread's status and interrupt flag.
/// Every operation on them is a write (they change what other threads can do).
const LOC_SYNC: u64 = 7 << 60;
/// With [`LOC_SYNC`]: a permanent object, named by its reference.
const LOC_SYNC_PERMANENT: u64 = 1 << 59;
/// VM-wide state outside the heap's objects that the program reads and writes through the
/// VM (see `vm::audit`): the model clock, the identity-hash sequence, an entry of the string
/// pool, a class's initialization status.
const LOC_VM: u64 = 8 << 60;
/// The model clock (`System.currentTimeMillis`, `nanoTime`, `ironpf.Clock`): a reading of a
/// running clock advances it, so it is a write; a reading of a frozen clock is a read.
pub const VM_CLOCK: Location = (LOC_VM | 1, 0);
/// The identity-hash sequence of thread `thread` (`ThreadEntry::hashes_issued`): each code
/// the thread assigns writes it.
pub fn hash_sequence(thread: usize) -> Location {
    (LOC_VM | 2, thread as u64)
}
const LOC_VM_POOL: u64 = LOC_VM | 3;
const LOC_VM_INIT: u64 = LOC_VM | 4;
/// The slot of an object's identity hash code, as a field of the object: assigned once, on
/// first request, and read by every later request.
pub const IDENTITY_HASH_SLOT: u64 = 0xFF_FFFF;

/// The string pool's entry for the characters `units` (`String.intern`).
pub fn pool_entry(units: &[u16]) -> Location {
    let mut bytes = Vec::with_capacity(units.len() * 2);
    for u in units {
        bytes.extend_from_slice(&u.to_le_bytes());
    }
    (LOC_VM_POOL, xxhash_rust::xxh3::xxh3_64(&bytes))
}

/// The initialization status of class `class`.
pub fn class_init(class: ClassId) -> Location {
    (LOC_VM_INIT, class as u64)
}

/// Exception classes the VM itself throws; initialized at boot so throwing never needs to
/// run Java code first.
/// Runtime-library classes with static state that programs commonly first use after they
/// start (boxing caches, collections, numbers, dates, JSON, the SmartThings model's tables).
/// They are initialized at boot, as a JVM initializes its core classes before `main`:
/// otherwise a state before a class's first use and the same state after it would differ in
/// the class's initialization alone and split the state space once per class (the search
/// sees "a log line multiplies the states"). Early initialization cannot be observed: each
/// listed class's static initializer reads nothing the program can change and has no effect
/// outside its own class (a rule for the runtime library, see jvm-stubs/README.md).
const BOOT_INITIALIZED: &[&str] = &[
    "java/lang/Boolean",
    "java/lang/Byte",
    "java/lang/Character",
    "java/lang/Short",
    "java/lang/Integer",
    "java/lang/Integer$Cache",
    "java/lang/Long",
    "java/lang/Long$Cache",
    "java/lang/Double",
    "java/lang/Void",
    "java/lang/Math",
    "java/lang/RegexLite",
    "java/math/BigInteger",
    "java/math/BigDecimal",
    "java/math/MathContext",
    "java/math/RoundingMode",
    "java/util/ArrayList",
    "java/util/Date",
    "java/util/Locale",
    "java/util/TimeZone",
    "java/util/TimeZone$Zone",
    "java/text/DateFormat",
    "java/text/SimpleDateFormat",
    "java/text/DigitList",
    "groovy/json/JsonOutput",
    "ironpf/Events",
    // Read when an annotation is first made (its type's retention).
    "java/lang/annotation/RetentionPolicy",
];

const VM_EXCEPTIONS: &[&str] = &[
    "java/lang/NullPointerException",
    "java/lang/ArrayIndexOutOfBoundsException",
    "java/lang/ArithmeticException",
    "java/lang/ClassCastException",
    "java/lang/NegativeArraySizeException",
    "java/lang/ArrayStoreException",
    "java/lang/StackOverflowError",
    "java/lang/AbstractMethodError",
    "java/lang/ExceptionInInitializerError",
    "java/lang/NoClassDefFoundError",
    "java/lang/CloneNotSupportedException",
    "java/lang/IncompatibleClassChangeError",
    "java/lang/IllegalMonitorStateException",
    "java/lang/NumberFormatException",
];

impl Vm {
    /// Creates a VM over a class path and initializes the core classes.
    pub fn new(classpath: ClassPath, config: Config, output: Output) -> VmResult<Vm> {
        let mut classes = Classes::new(classpath);
        let object = classes.load("java/lang/Object")?;
        let string = classes.load("java/lang/String")?;
        let class = classes.load("java/lang/Class")?;
        let throwable = classes.load("java/lang/Throwable")?;
        let char_array = classes.load("[C")?;
        let slot = |classes: &Classes, c: ClassId, name: &str| -> VmResult<u32> {
            classes
                .class(c)
                .fields
                .iter()
                .find(|f| f.name == name)
                .map(|f| f.slot)
                .ok_or_else(|| {
                    VmError::internal("boot", format!("runtime library lacks field {name}"))
                })
        };
        let known = WellKnown {
            object,
            string,
            class,
            throwable,
            string_value: slot(&classes, string, "value")?,
            string_hash: slot(&classes, string, "hash")?,
            throwable_message: slot(&classes, throwable, "detailMessage")?,
            throwable_cause: slot(&classes, throwable, "cause")?,
            throwable_backtrace: slot(&classes, throwable, "backtrace")?,
            throwable_stack_trace: slot(&classes, throwable, "stackTrace")?,
            char_array,
        };
        let mut vm = Vm {
            classes,
            state: State {
                heap: Heap::new(),
                ..Default::default()
            },
            config,
            output,
            known,
            budget: u64::MAX,
            instructions_run: 0,
            boot_statics: Default::default(),
            scratch_refs: Vec::new(),
            limits: crate::limits::Limits::default(),
            line_log: None,
            debug_log: None,
            model_warnings: Default::default(),
            story: None,
            accesses: None,
            locations: LocationMode::default(),
            location_classes: None,
            fresh_after: 0,
            watch_below: 0,
            min_frames: 0,
            monitors_at_start: Vec::new(),
            monitors_touched: Vec::new(),
            liveness: Default::default(),
            dead_scratch: Vec::new(),
            search_memory: SearchMemory::default(),
            switched_at: 0,
            resumed_at_scheduling_point: false,
            scheduled_allocs: 0,
            monitor_protected: Vec::new(),
            parked_cleared: Vec::new(),
            reschedule: None,
            nested_executions: 0,
            last_parked: 0,
            proxy_classes: Vec::new(),
            initialized_at_boot: Vec::new(),
            class_use_marks: Vec::new(),
            recording_serial: 0,
            literal_classes: Default::default(),
            literals_indexed: 0,
            init_locks: Vec::new(),
            init_starts: Vec::new(),
            init_checked: Vec::new(),
            adapters: Default::default(),
            field_adapters: Default::default(),
            methods_by_name: Default::default(),
            property_getters: Default::default(),
            call_site_arrays: Default::default(),
            permanent_names: Default::default(),
            hash_map_layout: None,
            machinery_holders: Vec::new(),
            literal_strings: Default::default(),
            class_objects: Vec::new(),
            selections: Default::default(),
        };
        vm.sync_class_tables();
        for name in [
            "java/lang/Object",
            "java/lang/String",
            "java/lang/System",
            "java/lang/Thread",
        ]
        .into_iter()
        .chain(VM_EXCEPTIONS.iter().copied())
        .chain(BOOT_INITIALIZED.iter().copied())
        {
            let c = vm.load(name)?;
            vm.initialize_now(c).map_err(|t| match t {
                Trap::Error(e) => e,
                other => {
                    VmError::internal("boot", format!("initializing {name} ended with {other:?}"))
                }
            })?;
        }
        vm.freeze_boot_constants();
        // Start from a compact heap: the state's objects in the lowest slots, in canonical
        // order (what a snapshot restore makes).
        let mut words = Vec::new();
        crate::state::Serializer::default().serialize(&vm, &mut words);
        crate::state::restore(&mut vm, &words)?;
        for name in BOOT_INITIALIZED {
            let c = vm.load(name)?;
            if vm.state.init[c as usize] == InitState::Initialized {
                if vm.boot_statics.len() <= c as usize {
                    vm.boot_statics.resize(c as usize + 1, None);
                }
                vm.boot_statics[c as usize] = Some(vm.state.statics[c as usize].clone());
            }
        }
        vm.initialized_at_boot = vm
            .state
            .init
            .iter()
            .map(|&i| i == InitState::Initialized)
            .collect();
        Ok(vm)
    }

    /// Makes the objects the boot-initialized classes' static fields lead to (boxing caches,
    /// number and locale constants, time-zone tables) permanent: constants, not state, so no
    /// snapshot or fingerprint pays for them.
    fn freeze_boot_constants(&mut self) {
        let mut roots = Vec::new();
        for name in BOOT_INITIALIZED {
            if let Some(c) = self.classes.lookup(name) {
                roots.extend(
                    self.state.statics[c as usize]
                        .iter()
                        .filter_map(|v| v.as_ref()),
                );
            }
        }
        let map = self
            .state
            .heap
            .freeze(&roots, crate::runtime::stable_id("boot constants"));
        self.state.remap(&map);
    }

    /// Loads a class and makes room for it in the state tables.
    pub fn load(&mut self, name: &str) -> VmResult<ClassId> {
        let id = self.classes.load(name)?;
        self.sync_class_tables();
        Ok(id)
    }

    /// Grows the per-class state tables to cover every loaded class.
    pub fn sync_class_tables(&mut self) {
        let n = self.classes.len();
        while self.state.statics.len() < n {
            let c = self.classes.class(self.state.statics.len() as ClassId);
            self.state
                .statics
                .push(c.static_defaults.clone().into_boxed_slice());
        }
        if self.state.init.len() != n {
            self.state.init.resize(n, InitState::Uninitialized);
            self.state.touch_tables();
        }
        if self.class_objects.len() != n {
            self.class_objects.resize(n, NULL);
        }
    }

    /// For a native that needs `class` initialized (JVMS 5.5), as `Class.forName` does:
    /// returns when nothing is to be done; otherwise puts the native's `args` back on the
    /// operand stack, pushes the initializer frames and returns [`Trap::Reenter`], so that the
    /// native's instruction runs again once they return.
    pub fn initialize_before_native(&mut self, class: ClassId, args: &[Value]) -> Exec<()> {
        self.sync_class_tables();
        if matches!(
            self.state.init[class as usize],
            InitState::Initialized | InitState::InProgress
        ) {
            self.record_class_use(class);
            return Ok(());
        }
        let height = self.state.thread.stack.len();
        self.state.thread.stack.extend_from_slice(args);
        match self.begin_init(class) {
            Ok(true) => Err(Trap::Reenter),
            // A scheduling point: the call runs again, its arguments back in place.
            Err(choice @ Trap::Choice(_)) => Err(choice),
            other => {
                self.state.thread.stack.truncate(height);
                other.map(|_| ())
            }
        }
    }

    /// Runs a class's initialization to completion (at boot), with no thread switch.
    pub fn initialize_now(&mut self, class: ClassId) -> Exec<()> {
        let depth = self.state.thread.frames.len();
        self.nested_executions += 1;
        let done = match self.begin_init(class) {
            Ok(true) => self.execute(depth),
            other => other.map(|_| ()),
        };
        self.nested_executions -= 1;
        done
    }

    /// Prepares a run of `public static void main(String[])` of `main_class`: pushes main's
    /// frame with its arguments and the main class's initialization above it, so that
    /// [`Vm::execute`] runs the program from its first instruction.
    pub fn start_main(&mut self, main_class: &str, args: &[String]) -> VmResult<()> {
        let internal = main_class.replace('.', "/");
        let cid = match self.load(&internal) {
            Ok(c) => c,
            Err(VmError::ClassNotFound { name, .. }) if name == main_class.replace('/', ".") => {
                return Err(VmError::Usage(format!(
                    "Could not find or load main class {main_class} (not on the class path)"
                )));
            }
            Err(e) => return Err(e),
        };
        let main = self
            .classes
            .find_method(cid, "main", "([Ljava/lang/String;)V")
            .filter(|&m| self.classes.method(m).is_static())
            .ok_or_else(|| {
                VmError::Usage(format!(
                    "Main method not found in class {main_class}, please define the main method as:\n   public static void main(String[] args)"
                ))
            })?;
        let started = (|| -> Exec<()> {
            let mut arr = Vec::with_capacity(args.len());
            for a in args {
                arr.push(self.new_string(a)?);
            }
            let string_array = self.load("[Ljava/lang/String;")?;
            let argv = self
                .state
                .heap
                .alloc(string_array, Body::Array(Array::Ref(arr)));
            self.state.thread.stack.push(Value::Ref(argv));
            self.push_frame(main)?;
            self.begin_init(cid)?;
            Ok(())
        })();
        match started {
            Ok(()) => Ok(()),
            Err(Trap::Error(e)) => Err(e),
            Err(other) => Err(VmError::internal(
                "start",
                format!("starting main ended with {other:?}"),
            )),
        }
    }

    /// Runs `main_class` as `java` would and returns the exit status: 0, 1 after an uncaught
    /// exception in main, or the `System.exit` status; the program ends when every non-daemon
    /// thread has. A `Verify` choice takes its first option, and so does a thread choice: a
    /// thread runs until it blocks, waits or ends, then the lowest-numbered enabled thread
    /// runs. An uncaught exception goes to `Thread.dispatchUncaughtException` in its thread,
    /// as in the JDK. A deadlock (java would hang) is reported on stderr with status 1.
    pub fn run_main(&mut self, main_class: &str, args: &[String]) -> VmResult<i32> {
        self.start_main(main_class, args)?;
        let mut status = 0;
        // Threads whose uncaught exception is being dispatched.
        let mut dispatching = hashbrown::HashSet::new();
        let mut result = self.execute(0);
        loop {
            result = match result {
                Ok(()) => break,
                Err(Trap::Choice(c)) => {
                    let first = if c.values.is_empty() {
                        0
                    } else {
                        c.values.get(0)
                    };
                    self.resume_choice(&c, first);
                    self.execute(0)
                }
                Err(Trap::Throw(ex)) => {
                    let t = self.current_thread();
                    if t == 0 {
                        status = 1;
                    }
                    self.state.thread.frames.clear();
                    self.state.thread.stack.clear();
                    if dispatching.insert(t) {
                        self.dispatch_uncaught(ex)
                    } else {
                        // The handler threw: the JDK ignores that, and the thread ends.
                        match self.thread_exit() {
                            Ok(true) => self.execute(0),
                            Ok(false) => break,
                            Err(e) => Err(e),
                        }
                    }
                }
                Err(Trap::Ignore) => {
                    let _ = self.output.out.flush();
                    eprintln!("ironpf: Verify.ignoreIf(true) ended the run");
                    return Ok(0);
                }
                Err(Trap::Deadlock) => {
                    let _ = self.output.out.flush();
                    let _ = self.output.err.flush();
                    eprintln!("ironpf: deadlock: no thread can run (java would hang here)");
                    for (thread, frames) in self.describe_deadlock() {
                        eprintln!("  {thread}");
                        for f in frames {
                            eprintln!("    at {}", self.frame_location(&f));
                        }
                    }
                    return Ok(1);
                }
                other => return self.finish(other),
            };
        }
        self.finish(Ok(()))?;
        Ok(status)
    }

    /// Runs `Thread.dispatchUncaughtException(ex)` in the running thread, whose frames are
    /// gone: the thread ends when it returns.
    fn dispatch_uncaught(&mut self, ex: Ref) -> Exec<()> {
        let thread = self.load("java/lang/Thread")?;
        let dispatch = self
            .classes
            .find_method(
                thread,
                "dispatchUncaughtException",
                "(Ljava/lang/Throwable;)V",
            )
            .ok_or_else(|| {
                VmError::internal(
                    "uncaught exception",
                    "runtime lacks Thread.dispatchUncaughtException",
                )
            })?;
        self.state.thread.stack.push(Value::Ref(ex));
        self.push_frame(dispatch)?;
        self.execute(0)
    }

    /// Turns how the program ended into an exit status, flushing its output.
    fn finish(&mut self, result: Exec<()>) -> VmResult<i32> {
        let status = match result {
            Ok(()) => 0,
            Err(Trap::Exit(s)) => s,
            Err(Trap::Error(e)) => {
                let _ = self.output.out.flush();
                return Err(e);
            }
            Err(other) => return Err(VmError::internal("run", format!("unexpected {other:?}"))),
        };
        let _ = self.output.out.flush();
        let _ = self.output.err.flush();
        Ok(status)
    }

    // ----- objects -----

    /// Starts recording the accesses of a new transition, which begins with `result_slots`
    /// stack slots just pushed (the event choice's result). The operand-stack entries of the
    /// frames below are read by this transition (they are popped by the code that follows).
    pub fn begin_accesses(&mut self, result_slots: usize) {
        self.recording_serial = self.recording_serial.wrapping_add(1);
        self.init_starts.clear();
        self.init_checked.clear();
        self.fresh_after = self.state.heap.shape_counters().0;
        let top = self.state.thread.stack.len().saturating_sub(result_slots);
        self.watch_below = top;
        self.min_frames = self.state.thread.frames.len();
        self.monitors_at_start.clear();
        self.monitors_touched.clear();
        for (i, t) in self.state.threads.list.iter().enumerate() {
            for &(obj, n) in &t.held {
                self.monitors_at_start.push((obj, i, n));
            }
        }
        let acc = self
            .operand_slots(top)
            .map(|j| Access {
                location: (LOC_SLOT, j as u64),
                write: false,
            })
            .collect();
        self.accesses = Some(acc);
    }

    /// Ends the recording of the current transition, which stops with `arg_slots` stack slots
    /// on top that the next event choice consumes, and returns the accesses. Stack slots get
    /// their final say here: a write to a local that is dead where the transition stops
    /// cannot be observed by any other transition and is dropped; the live locals of frames
    /// pushed during the transition and every operand-stack entry below the choice are
    /// written by it.
    pub fn end_accesses(&mut self, arg_slots: usize) -> Vec<Access> {
        let Some(mut acc) = self.accesses.take() else {
            return Vec::new();
        };
        let top = self.state.thread.stack.len().saturating_sub(arg_slots);
        let live = self.live_locals(top, false);
        acc.retain(|a| {
            a.location.0 != LOC_SLOT || !a.write || {
                let j = a.location.1 as usize;
                j < top && live.get(j).copied().unwrap_or(true)
            }
        });
        let frames = &self.state.thread.frames;
        for k in self.min_frames..frames.len() {
            let base = frames[k].base as usize;
            let end = frames.get(k + 1).map_or(top, |f| f.base as usize).min(top);
            for (j, &l) in live.iter().enumerate().take(end).skip(base) {
                if l {
                    acc.push(Access {
                        location: (LOC_SLOT, j as u64),
                        write: true,
                    });
                }
            }
        }
        acc.extend(self.operand_slots(top).map(|j| Access {
            location: (LOC_SLOT, j as u64),
            write: true,
        }));
        // A monitor the transition entered and left leaves it as it found it: a read of its
        // state (see `record_monitor`); one it holds differently now was written.
        for &(obj, location) in &self.monitors_touched {
            let before = self
                .monitors_at_start
                .iter()
                .find(|m| m.0 == obj)
                .map(|&(_, t, n)| (t, n));
            let now = self
                .state
                .threads
                .list
                .iter()
                .enumerate()
                .find_map(|(i, t)| t.held.iter().find(|h| h.0 == obj).map(|&(_, n)| (i, n)));
            if before != now {
                acc.push(Access {
                    location,
                    write: true,
                });
            }
        }
        self.monitors_touched.clear();
        self.watch_below = 0;
        acc
    }

    /// The recording so far, taken at a data choice inside a transition; each branch of the
    /// choice resumes it with [`Vm::resume_recording`].
    pub fn suspend_recording(&mut self) -> Recording {
        Recording {
            accesses: self.accesses.take().unwrap_or_default(),
            watch_below: self.watch_below,
            min_frames: self.min_frames,
            monitors_at_start: std::mem::take(&mut self.monitors_at_start),
            monitors_touched: std::mem::take(&mut self.monitors_touched),
        }
    }

    pub fn resume_recording(&mut self, r: Recording) {
        self.recording_serial = self.recording_serial.wrapping_add(1);
        self.accesses = Some(r.accesses);
        self.watch_below = r.watch_below;
        self.min_frames = r.min_frames;
        self.monitors_at_start = r.monitors_at_start;
        self.monitors_touched = r.monitors_touched;
    }

    /// Stops recording without a result (the transition was abandoned).
    pub fn stop_accesses(&mut self) {
        self.accesses = None;
        self.watch_below = 0;
    }

    /// The operand-stack entries (not locals) of all frames, up to stack index `top`.
    fn operand_slots(&self, top: usize) -> impl Iterator<Item = usize> + '_ {
        let frames = &self.state.thread.frames;
        frames.iter().enumerate().flat_map(move |(k, f)| {
            let locals = self
                .classes
                .method(f.method)
                .code
                .as_ref()
                .map_or(0, |c| c.max_locals);
            let start = f.base as usize + locals as usize;
            let end = frames.get(k + 1).map_or(top, |g| g.base as usize).min(top);
            start..end.max(start)
        })
    }

    /// At a choice point: clears every local variable that is dead where its frame stands
    /// (the program writes it before it reads it again), so that states differing only in
    /// values no transition can read are one state (a handler's discarded temporary, say).
    pub fn clear_dead_locals(&mut self) {
        self.clear_dead_locals_of_running();
        // The parked threads, each made the running one's place for the time.
        let current = self.state.threads.current as usize;
        let threads = self.state.threads.list.len();
        self.parked_cleared
            .resize(threads.max(self.parked_cleared.len()), false);
        let verify = crate::check::verify_incremental();
        for i in 0..threads {
            if i == current
                || self.state.threads.list[i].saved.frames.is_empty()
                || (self.parked_cleared[i] && !verify)
            {
                continue;
            }
            std::mem::swap(
                &mut self.state.threads.list[i].saved,
                &mut self.state.thread,
            );
            if self.parked_cleared[i] {
                // IRONPF_VERIFY_INCREMENTAL: a thread taken as cleared has no dead local set.
                let dead = self.dead_locals(true);
                if let Some(&j) = dead
                    .iter()
                    .find(|&&j| self.state.thread.stack[j] != Value::Top)
                {
                    panic!("thread {i} taken as cleared has a dead local set in slot {j}");
                }
                self.dead_scratch = dead;
            } else {
                self.clear_dead_locals_of_parked();
            }
            std::mem::swap(
                &mut self.state.threads.list[i].saved,
                &mut self.state.thread,
            );
            self.parked_cleared[i] = true;
        }
    }

    /// Thread `i`'s parked frames changed (it ran, or was started): clear them again.
    pub(crate) fn parked_frames_changed(&mut self, i: usize) {
        if let Some(c) = self.parked_cleared.get_mut(i) {
            *c = false;
        }
    }

    fn clear_dead_locals_of_running(&mut self) {
        self.clear_dead_locals_of_thread(false);
    }

    /// A parked thread's top frame has not run its current instruction yet.
    fn clear_dead_locals_of_parked(&mut self) {
        self.clear_dead_locals_of_thread(true);
    }

    fn clear_dead_locals_of_thread(&mut self, top_frame_pending: bool) {
        let dead = self.dead_locals(top_frame_pending);
        for &j in &dead {
            self.state.thread.stack[j] = Value::Top;
        }
        self.dead_scratch = dead;
    }

    /// For each stack slot below `top`: false for a local variable that is dead at its
    /// frame's current instruction (the call that made the event choice), true otherwise.
    fn live_locals(&mut self, top: usize, top_frame_pending: bool) -> Vec<bool> {
        let mut live = vec![true; top];
        let dead = self.dead_locals(top_frame_pending);
        for &j in &dead {
            if let Some(l) = live.get_mut(j) {
                *l = false;
            }
        }
        self.dead_scratch = dead;
        live
    }

    /// The stack slots of the running thread's local variables that are dead at their frame's
    /// current instruction (after it, or before it for the top frame of a parked thread, which
    /// has not run it yet), in a buffer to give back to `dead_scratch`. A synchronized
    /// method's receiver is live: the method leaves its monitor when it returns.
    fn dead_locals(&mut self, top_frame_pending: bool) -> Vec<usize> {
        let mut dead = std::mem::take(&mut self.dead_scratch);
        dead.clear();
        let depth = self.state.thread.frames.len();
        let top = self.state.thread.stack.len();
        for k in 0..depth {
            let f = self.state.thread.frames[k];
            let Some(analysis) = self.liveness_of(f.method) else {
                continue;
            };
            let m = self.classes.method(f.method);
            let keep_receiver =
                m.access & crate::classfile::ACC_SYNCHRONIZED != 0 && !m.is_static();
            let max_locals = m.code.as_ref().map_or(0, |c| c.max_locals as usize);
            let pending = top_frame_pending && k + 1 == depth;
            // Past the analysis (a truncated method) every local counts as live.
            let Some(live) = analysis.live_set(f.pc as usize, pending) else {
                continue;
            };
            let base = f.base as usize;
            for n in 0..max_locals.min(top.saturating_sub(base)) {
                let is_live = live.get(n / 64).is_none_or(|w| w & (1 << (n % 64)) != 0);
                if is_live || (keep_receiver && n == 0) {
                    continue;
                }
                dead.push(base + n);
            }
        }
        dead
    }

    /// The live-variable analysis of a method with code (made on first use).
    fn liveness_of(
        &mut self,
        method: MethodId,
    ) -> Option<std::rc::Rc<crate::classfile::liveness::Liveness>> {
        let i = method as usize;
        if let Some(Some(l)) = self.liveness.get(i) {
            return Some(l.clone());
        }
        let code = self.classes.method(method).code.clone()?;
        if self.liveness.len() <= i {
            self.liveness.resize(i + 1, None);
        }
        let l = std::rc::Rc::new(crate::classfile::liveness::Liveness::of(&code));
        self.liveness[i] = Some(l.clone());
        Some(l)
    }

    /// Records an access to static field `slot` of `class`.
    #[inline]
    pub fn record_static(&mut self, class: ClassId, slot: u32, write: bool) {
        if self.accesses.is_some() && self.classes.class(class).machinery_statics.contains(&slot) {
            return;
        }
        if let Some(acc) = &mut self.accesses {
            acc.push(Access {
                location: (LOC_STATIC | class as u64, slot as u64),
                write,
            });
        }
    }

    /// Checks, as the initializer of runtime-library class `class` returns, the rule that
    /// makes its initialization order unobservable ([`Vm::init_observable`]): the accesses it
    /// recorded (while a reduction records them) touch only the class's own static fields,
    /// final static fields of other classes, initialization statuses and monitors. A break is
    /// an internal error naming the access, never a silently missed dependence.
    pub fn check_runtime_initializer(&mut self, class: ClassId) -> Result<(), VmError> {
        let Some(at) = self.init_starts.iter().rposition(|&(c, _)| c == class) else {
            return Ok(());
        };
        let (_, start) = self.init_starts.remove(at);
        if !self.is_runtime_class(class) {
            return Ok(());
        }
        let Some(acc) = &self.accesses else {
            return Ok(());
        };
        let own = |loc: u64| {
            loc == LOC_STATIC | class as u64
                || self
                    .init_checked
                    .iter()
                    .any(|&c| loc == LOC_STATIC | c as u64)
        };
        let broken = acc.iter().skip(start).find(|a| {
            let kind = a.location.0 & (0xF << 60);
            let allowed = own(a.location.0)
                || (kind == LOC_STATIC && !a.write && {
                    let c = (a.location.0 & !(0xF << 60)) as ClassId;
                    self.classes.class(c).fields.iter().any(|f| {
                        f.slot == a.location.1 as u32
                            && f.access & crate::classfile::ACC_STATIC != 0
                            && f.access & crate::classfile::ACC_FINAL != 0
                    })
                })
                || (a.location.0 == LOC_VM_INIT && !a.write)
                || (kind == LOC_SYNC
                    && (!a.write || self.class_of_init_lock(a.location.1 as Ref).is_some()));
            !allowed
        });
        if let Some(a) = broken.copied() {
            let name = self.classes.class(class).java_name();
            return Err(VmError::internal(
                name.clone(),
                format!(
                    "the static initializer of the runtime-library class {name} {} {} (a runtime-library initializer may read only what the program cannot change and write only its own static fields: jvm-stubs/README.md)",
                    if a.write { "wrote" } else { "read" },
                    self.describe_location(a.location)
                ),
            ));
        }
        self.init_checked.push(class);
        Ok(())
    }

    /// Records an access to VM-wide state (see [`LOC_VM`]).
    #[inline]
    pub fn record_global(&mut self, location: Location, write: bool) {
        if let Some(acc) = &mut self.accesses {
            acc.push(Access { location, write });
        }
    }

    /// Records that the running transition found `class` initialized (it used the class):
    /// had the transition that initialized it not run yet, this one would have run the
    /// initializer itself, so the two are dependent.
    #[inline]
    pub fn record_class_use(&mut self, class: ClassId) {
        if self.accesses.is_some() {
            self.record_class_use_slow(class);
        }
    }

    #[cold]
    fn record_class_use_slow(&mut self, class: ClassId) {
        let c = class as usize;
        if self.initialized_at_boot.get(c).copied().unwrap_or(false) || !self.init_observable(class)
        {
            return;
        }
        if self.class_use_marks.len() <= c {
            self.class_use_marks.resize(c + 1, 0);
        }
        if self.class_use_marks[c] == self.recording_serial {
            return;
        }
        self.class_use_marks[c] = self.recording_serial;
        self.record_global(class_init(class), false);
    }

    /// Whether the order in which transitions initialize `class` can be observed: the class
    /// has an initializer and is the program's. A class without one only changes status. A
    /// runtime-library class's initializer reads nothing the program can change and writes
    /// only its own static fields (jvm-stubs/README.md; checked as it runs, see
    /// [`Vm::check_runtime_initializer`]), so it does the same whichever transition runs it
    /// first, and the transitions that use the class are not dependent on each other for it
    /// (every handler's first use of a runtime class would otherwise make it dependent on
    /// the handler that happened to initialize it).
    pub fn init_observable(&self, class: ClassId) -> bool {
        self.classes.class(class).clinit.is_some() && !self.is_runtime_class(class)
    }

    /// Sets the initialization status of `class`: a write of it where the order of
    /// initialization is observable ([`Vm::init_observable`]). The thread that ran the
    /// class's initializer leaves its initialization lock once the class is initialized or
    /// erroneous (see [`Vm::init_lock`]).
    pub fn set_init(&mut self, class: ClassId, status: InitState) {
        self.state.set_init(class, status);
        if self.accesses.is_some() && self.init_observable(class) {
            self.record_global(class_init(class), true);
        }
        if matches!(status, InitState::Initialized | InitState::Erroneous) {
            let lock = self.init_lock(class);
            if self.state.threads.current != threads::NO_THREAD && self.entries(lock) > 0 {
                // The running thread holds it: leaving it cannot fail.
                let _ = self.monitor_exit(lock);
            }
        }
    }

    /// The initialization lock of `class` (JVMS 5.5's LC): the thread that runs the class's
    /// initializer holds it until the class is initialized or erroneous, and another thread
    /// that needs the class meanwhile blocks on it. So a thread waiting for an initialization
    /// is not enabled, and two threads that each wait for the class the other initializes
    /// are a deadlock, as in the JVM. The lock is a monitor with no object: a permanent
    /// reference named after the class, the same in every run.
    pub fn init_lock(&mut self, class: ClassId) -> Ref {
        let c = class as usize;
        if let Some(&r) = self.init_locks.get(c)
            && r != NULL
        {
            return r;
        }
        let name = self.classes.class(class).name.clone();
        let mut key = crate::runtime::stable_id(&format!("initialization lock of {name}"));
        // Never a permanent object's reference (its monitor is the object's own).
        while self.state.heap.get(heap::permanent_ref(key)).is_some() {
            key = key.wrapping_add(1);
        }
        let r = heap::permanent_ref(key);
        if self.init_locks.len() <= c {
            self.init_locks.resize(c + 1, NULL);
        }
        self.init_locks[c] = r;
        r
    }

    /// The class whose initialization lock `r` is, if it is one.
    pub fn class_of_init_lock(&self, r: Ref) -> Option<ClassId> {
        self.init_locks
            .iter()
            .position(|&l| l == r && r != NULL)
            .map(|c| c as ClassId)
    }

    /// A scheduling point before a native reads or writes VM-wide state (the clock, the
    /// identity-hash sequence, the string pool, a class's initialization status) while other
    /// threads can run: the native's arguments `args` go back on the operand stack and the
    /// call runs again when the thread is resumed.
    pub fn before_global_access(&mut self, args: &[Value]) -> Exec<()> {
        if self.state.threads.concurrent {
            self.before_native(args, &[NULL], |vm, _| vm.global_access_point())?;
        }
        Ok(())
    }

    /// Checks, at a choice point, that every transition-scoped static holds its default (see
    /// `TRANSITION_SCOPED_STATICS` in runtime.rs): what makes leaving them out of states and
    /// accesses sound.
    pub fn check_transition_scoped(&self) -> Result<(), VmError> {
        for &(class, slot) in &self.classes.transition_scoped {
            let Some(statics) = self.state.statics.get(class as usize) else {
                continue;
            };
            let value = statics.get(slot as usize).copied();
            let default = self
                .classes
                .class(class)
                .static_defaults
                .get(slot as usize)
                .copied();
            if value.is_some() && value != default {
                let c = self.classes.class(class);
                let name = c
                    .fields
                    .iter()
                    .find(|f| f.access & crate::classfile::ACC_STATIC != 0 && f.slot == slot)
                    .map_or_else(|| format!("slot {slot}"), |f| f.name.clone());
                return Err(VmError::internal(
                    c.java_name(),
                    format!(
                        "the transition-scoped static field {name} holds {value:?} at a choice point (it must be back at its default)"
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Records an access to field slot `slot` (or array element `slot`) of object `obj`.
    #[inline]
    pub fn record_member(&mut self, obj: Ref, slot: u64, write: bool) {
        if self.accesses.is_none() {
            return;
        }
        let Some(o) = self.state.heap.get(obj) else {
            return;
        };
        // Fresh objects are unseen by other transitions; permanent machinery is immutable.
        if o.birth > self.fresh_after || obj & heap::PERMANENT != 0 {
            return;
        }
        let is_array = matches!(o.body, Body::Array(_));
        // A cache of immutable content gives the same value to every reader.
        if !is_array
            && self
                .classes
                .class(o.class)
                .cache_fields
                .contains(&(slot as u32))
        {
            return;
        }
        let location = match (self.locations, is_array) {
            (LocationMode::Object, false) => {
                // The naming field's value (a map entry's key hash) in bits 24-55.
                let name = match (self.classes.class(o.class).naming_field, &o.body) {
                    (Some(n), Body::Fields(f)) => match f.get(n as usize) {
                        Some(Value::Int(h)) => (*h as u32 as u64) << 24,
                        _ => 0,
                    },
                    _ => 0,
                };
                (LOC_FIELD | (o.site >> 4), (o.site << 60) | name | slot)
            }
            (LocationMode::Object, true) => (LOC_ELEMENT | (o.site >> 4), (o.site << 60) | slot),
            (LocationMode::Field, false) => (LOC_CLASS_FIELD | o.class as u64, slot),
            (LocationMode::Field, true) => (LOC_CLASS_ARRAY | o.class as u64, 0),
        };
        if let Some(acc) = &mut self.accesses {
            acc.push(Access { location, write });
        }
        if let Some(classes) = &mut self.location_classes {
            classes.entry(location).or_insert(o.class);
        }
    }

    /// Records an operation on the synchronization state of `obj` (see [`LOC_SYNC`]): monitor
    /// entry and exit, wait, notify, and a thread's start, end, interruption and status.
    pub fn record_sync(&mut self, obj: Ref) {
        if let Some(location) = self.sync_location(obj)
            && let Some(acc) = &mut self.accesses
        {
            acc.push(Access {
                location,
                write: true,
            });
        }
    }

    /// Records the running thread's entry into or exit from the monitor of `obj`. While
    /// other threads are alive this is [`Vm::record_sync`]. While none is, nothing but this
    /// transition can see the monitor until the transition ends (transitions are atomic), so
    /// only its state at the two ends counts: the entry or exit is a read of the monitor
    /// (what the transition did depended on it being free or held), and
    /// [`Vm::end_accesses`] makes it a write when the monitor's owner or entry count at the
    /// end differs from the start. A handler's synchronized call, which enters and leaves
    /// the monitor of a shared object (a class, a logger), then no longer makes it dependent
    /// on every other handler that does the same.
    pub fn record_monitor(&mut self, obj: Ref) {
        if self.state.threads.concurrent {
            return self.record_sync(obj);
        }
        let Some(location) = self.sync_location(obj) else {
            return;
        };
        if let Some(acc) = &mut self.accesses {
            acc.push(Access {
                location,
                write: false,
            });
            if !self.monitors_touched.iter().any(|m| m.0 == obj) {
                self.monitors_touched.push((obj, location));
            }
        }
    }

    /// The location of the synchronization state of `obj`, when recording and when another
    /// transition can have seen it (not null, not born in this transition).
    fn sync_location(&self, obj: Ref) -> Option<Location> {
        if self.accesses.is_none() || obj == NULL {
            return None;
        }
        if obj & heap::PERMANENT != 0 {
            return Some((LOC_SYNC | LOC_SYNC_PERMANENT, obj as u64));
        }
        let o = self.state.heap.get(obj)?;
        // An object born in this transition is unseen by the others.
        if o.birth > self.fresh_after {
            return None;
        }
        Some(match self.locations {
            LocationMode::Object => (LOC_SYNC | (o.site >> 4), o.site << 60),
            LocationMode::Field => (LOC_SYNC | o.class as u64, 0),
        })
    }

    /// A location in words a person can read: `Class.field`, or the field or element of the
    /// objects allocated at a source line (for `--explain`-style diagnostics).
    pub fn describe_location(&self, loc: Location) -> String {
        let kind = loc.0 & (0xF << 60);
        let low = loc.0 & !(0xF << 60);
        let field_name = |class: ClassId, slot: u64, is_static: bool| -> String {
            let mut c = Some(class);
            while let Some(id) = c {
                let k = self.classes.class(id);
                if let Some(f) = k.fields.iter().find(|f| {
                    f.slot as u64 == slot
                        && (f.access & crate::classfile::ACC_STATIC != 0) == is_static
                }) {
                    return format!("{}.{}", k.java_name(), f.name);
                }
                c = if is_static { None } else { k.super_class };
            }
            format!("{}.#{slot}", self.classes.class(class).java_name())
        };
        let site = |loc: Location| -> String {
            let site = (low << 4) | (loc.1 >> 60);
            let method = (site >> 32) as MethodId;
            if site == 0 || method as usize >= self.classes.method_count() {
                return "boot".to_string();
            }
            let m = self.classes.method(method);
            let line = m
                .code
                .as_ref()
                .and_then(|c| c.line_of(site as u32 & 0xFFFF))
                .map(|l| format!(" line {l}"))
                .unwrap_or_default();
            format!(
                "{}.{}{line}",
                self.classes.class(m.class).java_name(),
                m.name
            )
        };
        let class_of = self
            .location_classes
            .as_ref()
            .and_then(|m| m.get(&loc))
            .copied();
        let slot = loc.1 & !(0xF << 60);
        match kind {
            LOC_STATIC => field_name(low as ClassId, loc.1, true),
            LOC_FIELD => {
                // The field slot, and the naming field's value (see `record_member`).
                let (slot, name) = (slot & 0xFF_FFFF, (slot >> 24) as u32);
                if slot == IDENTITY_HASH_SLOT {
                    return format!("identity hash codes of objects made at {}", site(loc));
                }
                let named = if name == 0 {
                    String::new()
                } else {
                    format!(" (named {})", name as i32)
                };
                match class_of {
                    Some(c) => format!(
                        "{} of objects made at {}{named}",
                        field_name(c, slot, false),
                        site(loc)
                    ),
                    None => format!("field #{slot} of objects made at {}{named}", site(loc)),
                }
            }
            LOC_ELEMENT => format!("element {slot} of arrays made at {}", site(loc)),
            LOC_CLASS_FIELD => field_name(low as ClassId, loc.1, false),
            LOC_CLASS_ARRAY => format!(
                "elements of {}",
                self.classes.class(low as ClassId).java_name()
            ),
            LOC_SLOT => format!(
                "value-stack slot {} (a local or operand of a frame that outlives transitions)",
                loc.1
            ),
            LOC_SYNC if low & LOC_SYNC_PERMANENT != 0 => {
                format!("monitor of {}", self.describe_object(loc.1 as Ref))
            }
            LOC_SYNC if self.locations == LocationMode::Field => format!(
                "monitors of {} objects",
                self.classes.class(low as ClassId).java_name()
            ),
            LOC_SYNC => format!("monitors of objects made at {}", site(loc)),
            _ if loc == VM_CLOCK => "the model clock".to_string(),
            _ if loc.0 == LOC_VM | 2 => format!("the identity-hash sequence of thread {}", loc.1),
            _ if loc.0 == LOC_VM_POOL => "an entry of the string pool".to_string(),
            _ if loc.0 == LOC_VM_INIT => format!(
                "the initialization status of {}",
                self.classes.class(loc.1 as ClassId).java_name()
            ),
            _ => format!("{loc:x?}"),
        }
    }

    /// The allocation site of the instruction at `pc` of `method`.
    #[inline]
    pub fn set_site(&mut self, method: MethodId, pc: usize) {
        self.state.heap.site = ((method as u64) << 32) | pc as u64;
    }

    /// The owner tag of what a frame of `method` (a method of `class`) standing at `base`
    /// allocates: the receiver's owner tag where the receiver owns what it allocates, mixed
    /// with the thread for a started thread (what it allocates is named apart from what other
    /// threads allocate at the same instruction; the main thread's sites stay as they are
    /// without threads). 16 bits.
    pub fn frame_owner(
        &self,
        class: &crate::runtime::Class,
        method: &crate::runtime::Method,
        base: usize,
    ) -> u64 {
        let mut owner = if class.owns_allocations && !method.is_static() {
            match self.state.thread.stack.get(base) {
                Some(Value::Ref(this)) => self.owner_tag(*this),
                _ => 0,
            }
        } else {
            0
        };
        let thread = self.state.threads.current;
        if thread != 0 && thread != threads::NO_THREAD {
            owner = mix_tag(owner, thread as u64);
        }
        owner
    }

    /// The owner tag an object gives what is allocated on its behalf (see `OWNING_PACKAGES`
    /// in runtime.rs): 16 bits of a hash of its class, its allocation site and its own owner
    /// tag, all in stable terms (never 0; 0 is no owner).
    pub fn owner_tag(&self, r: Ref) -> u64 {
        let Some(o) = self.state.heap.get(r) else {
            return 0;
        };
        let method = (o.site >> 32) as MethodId;
        let method_stable = if o.site == 0 || method as usize >= self.classes.method_count() {
            0
        } else {
            self.classes.method(method).stable
        };
        let mut key = [0u8; 24];
        key[..8].copy_from_slice(&self.classes.class(o.class).stable.to_le_bytes());
        key[8..16].copy_from_slice(&method_stable.to_le_bytes());
        key[16..].copy_from_slice(&(o.site & 0xFFFF_FFFF).to_le_bytes());
        (xxhash_rust::xxh3::xxh3_64(&key) & 0xFFFF).max(1)
    }

    /// When the first thread starts: every object alive then gets a site of its own (its
    /// allocation site's owner tag mixed with its rank among the objects of that site, in the
    /// state's canonical order), so that access locations tell apart the forks of a
    /// philosophers' table made in one loop. The ranks are a function of the state, so the
    /// naming is the same in every execution that reaches it.
    pub fn name_objects_apart(&mut self) {
        let order = crate::state::Serializer::default().canonical_order(self);
        let mut ranks: hashbrown::HashMap<u64, u64> = hashbrown::HashMap::new();
        for r in order {
            let Some(o) = self.state.heap.get(r) else {
                continue;
            };
            if o.site == 0 {
                continue;
            }
            let rank = ranks.entry(o.site).or_insert(0);
            *rank += 1;
            let owner = (o.site >> 16) & 0xFFFF;
            let site = (o.site & !0xFFFF_0000) | (mix_tag(owner, *rank) << 16);
            if let Some(o) = self.state.heap.get_mut(r) {
                o.site = site;
            }
        }
    }

    /// The identity hash code of an object (`args`: the native's arguments), assigned on
    /// first request from the running thread's own sequence (`ThreadEntry::hashes_issued`, as
    /// HotSpot draws identity hashes from per-thread state): so one thread's codes do not
    /// depend on how other threads' requests interleave with its own, and asking for one is
    /// no scheduling point. Handlers of events all run on one thread: assigning a code writes
    /// the thread's sequence ([`hash_sequence`]), so two handlers that take codes are
    /// dependent. The code is a field of the object ([`IDENTITY_HASH_SLOT`]): assigning it
    /// writes the field, and for an object other threads can see (not made since the thread
    /// was scheduled) it is a scheduling point, since whichever thread asks first gives it
    /// its code. A code once assigned never changes: reading it is a read of the field.
    pub fn identity_hash(&mut self, r: Ref, args: &[Value]) -> Exec<i32> {
        if r & heap::PERMANENT != 0 {
            // Machinery: a code from its canonical name, the same in every state.
            return Ok(heap::identity_hash_for(r));
        }
        match self.state.heap.get(r) {
            None => return Ok(0),
            Some(o) if o.hash != 0 => {
                let h = o.hash;
                self.record_member(r, IDENTITY_HASH_SLOT, false);
                return Ok(h);
            }
            Some(_) => {}
        }
        if self.state.threads.concurrent {
            self.before_native_access(args, &[r])?;
        }
        let t = match self.state.threads.current {
            threads::NO_THREAD => 0,
            c => c as usize,
        };
        self.record_global(hash_sequence(t), true);
        self.record_member(r, IDENTITY_HASH_SLOT, true);
        let Some(entry) = self.state.threads.list.get_mut(t) else {
            return Ok(0);
        };
        entry.hashes_issued = entry.hashes_issued.wrapping_add(1);
        // Thread 0's codes are the sequence's own; another thread's are offset by its number.
        let n = entry
            .hashes_issued
            .wrapping_add((t as u32).wrapping_mul(0x9E37_79B9));
        let h = heap::identity_hash_for(n);
        if let Some(o) = self.state.heap.get_mut(r) {
            o.hash = h;
        }
        Ok(h)
    }

    /// Completes a pending choice: pops the `Verify` call's arguments, pushes the chosen
    /// value, and moves past the invoke.
    /// A thread choice instead makes thread `value` the running one.
    pub fn resume_choice(&mut self, choice: &ChoiceRequest, value: i32) {
        if choice.kind == "thread" {
            self.switch_to(value as usize);
        } else {
            self.resume_call(choice.arg_slots, choice.returns, value);
            // Which objects the running thread made since it was scheduled is not part of
            // the state (a restored snapshot has no allocation order): every object that
            // exists at a choice point counts as shared, whatever path led here.
            self.scheduled_allocs = self.state.heap.shape_counters().0;
        }
        self.resumed_at_scheduling_point = choice.kind == "thread";
    }

    /// The site of a choice the running thread asks for: the calling method and the index of
    /// its invoke instruction.
    pub fn choice_site(&self) -> u64 {
        self.state
            .thread
            .frames
            .last()
            .map_or(0, |f| ((f.method as u64) << 32) | f.pc as u64)
    }

    /// [`Vm::resume_choice`] given the call's argument slots and whether it returns a value.
    pub fn resume_call(&mut self, arg_slots: usize, returns: bool, value: i32) {
        let s = &mut self.state.thread.stack;
        s.truncate(s.len().saturating_sub(arg_slots));
        if returns {
            s.push(Value::Int(value));
        }
        if let Some(f) = self.state.thread.frames.last_mut() {
            f.pc += 1;
        }
    }

    pub fn class_of(&self, r: Ref) -> Exec<ClassId> {
        self.state
            .heap
            .get(r)
            .map(|o| o.class)
            .ok_or_else(|| Trap::Error(VmError::internal("", format!("dangling reference {r}"))))
    }

    /// Allocates an instance with default field values (no constructor runs).
    pub fn new_object(&mut self, class: ClassId) -> Ref {
        let c = self.classes.class(class);
        let mut fields: Vec<Value> = c
            .instance_layout
            .iter()
            .map(|d| Value::default_for(d))
            .collect();
        if class == self.known.class {
            // Hidden slot: the class a java.lang.Class object stands for.
            fields.push(Value::Int(-1));
        }
        self.state
            .heap
            .alloc(class, Body::Fields(fields.into_boxed_slice()))
    }

    /// Reads a field for the VM or a native, recording the access.
    pub fn read_field(&mut self, obj: Ref, slot: u32) -> Exec<Value> {
        self.record_member(obj, slot as u64, false);
        self.field(obj, slot)
    }

    pub fn field(&self, obj: Ref, slot: u32) -> Exec<Value> {
        match self.state.heap.get(obj).map(|o| &o.body) {
            Some(Body::Fields(f)) => f
                .get(slot as usize)
                .copied()
                .ok_or_else(|| Trap::Error(VmError::internal("", format!("no field slot {slot}")))),
            _ => Err(Trap::Error(VmError::internal(
                "",
                format!("reference {obj} is not an object"),
            ))),
        }
    }

    pub fn set_field(&mut self, obj: Ref, slot: u32, v: Value) -> Exec<()> {
        self.record_member(obj, slot as u64, true);
        match self.state.heap.get_mut(obj).map(|o| &mut o.body) {
            Some(Body::Fields(f)) if (slot as usize) < f.len() => {
                f[slot as usize] = v;
                Ok(())
            }
            _ => Err(Trap::Error(VmError::internal(
                "",
                format!("reference {obj} has no field slot {slot}"),
            ))),
        }
    }

    /// Slot of a named instance field of `class` (searching superclasses).
    pub fn field_slot(&self, class: ClassId, name: &str) -> Exec<u32> {
        let mut c = Some(class);
        while let Some(id) = c {
            let cl = self.classes.class(id);
            if let Some(f) = cl
                .fields
                .iter()
                .find(|f| f.name == name && f.access & crate::classfile::ACC_STATIC == 0)
            {
                return Ok(f.slot);
            }
            c = cl.super_class;
        }
        Err(Trap::Error(VmError::internal(
            "",
            format!(
                "class {} has no field {name}",
                self.classes.class(class).name
            ),
        )))
    }

    /// The `java.lang.Class` object for a class: made when first asked for, as a permanent
    /// object (see `heap::PERMANENT`), like a string literal. It has no field a program can
    /// write, its identity hash code follows from its permanent reference, and its monitor
    /// lives in the threads' state, so whether it has been made yet is history, not state
    /// (as an ordinary object it split the states before and after a first `Foo.class`).
    pub fn class_object(&mut self, class: ClassId) -> Ref {
        self.sync_class_tables();
        let existing = self.class_objects[class as usize];
        if existing != NULL {
            return existing;
        }
        let site = std::mem::replace(&mut self.state.heap.site, 0);
        let r = self.new_object(self.known.class);
        self.state.heap.site = site;
        if let Some(Body::Fields(f)) = self.state.heap.get_mut(r).map(|o| &mut o.body)
            && let Some(last) = f.last_mut()
        {
            *last = Value::Int(class as i32);
        }
        // Keys are taken for good, so a collision moves to the next free key: within a run
        // a permanent reference always names the same class.
        let mut key =
            crate::runtime::stable_id(&format!("class#{}", self.classes.class(class).name));
        while self.state.heap.get(heap::permanent_ref(key)).is_some() {
            key = key.wrapping_add(1);
        }
        let p = self
            .state
            .heap
            .make_permanent(r, key)
            .expect("a free permanent key for a new Class object");
        self.class_objects[class as usize] = p;
        p
    }

    /// The class a `java.lang.Class` object stands for.
    pub fn class_of_class_object(&self, r: Ref) -> Exec<ClassId> {
        match self.state.heap.get(r).map(|o| &o.body) {
            Some(Body::Fields(f)) => match f.last() {
                Some(Value::Int(c)) if *c >= 0 => Ok(*c as ClassId),
                _ => Err(Trap::Error(VmError::internal("", "not a Class object"))),
            },
            _ => Err(Trap::Error(VmError::internal("", "not a Class object"))),
        }
    }

    /// Allocates a Throwable of the named class with a message, without running its
    /// constructor, and records the current stack trace. Returns the trap that throws it.
    pub fn throw_new(&mut self, class: &str, message: Option<&str>) -> Trap {
        match self.make_throwable(class, message) {
            Ok(r) => Trap::Throw(r),
            Err(t) => t,
        }
    }

    pub fn make_throwable(&mut self, class: &str, message: Option<&str>) -> Exec<Ref> {
        let cid = self.load(class)?;
        if self.state.init[cid as usize] == InitState::Uninitialized
            && self.classes.class(cid).clinit.is_some()
        {
            return Err(Trap::Error(VmError::internal(
                "",
                format!("VM exception class {class} is not initialized at boot"),
            )));
        }
        let r = self.new_object(cid);
        let msg = match message {
            Some(m) => Value::Ref(self.new_string(m)?),
            None => Value::NULL,
        };
        self.set_field(r, self.known.throwable_message, msg)?;
        self.set_field(r, self.known.throwable_cause, Value::Ref(r))?;
        self.fill_in_stack_trace(r, false)?;
        Ok(r)
    }

    /// Records the current frames (method, pc) as the backtrace of throwable `t`, skipping
    /// the frames of its own construction when `skip_constructors`.
    pub fn fill_in_stack_trace(&mut self, t: Ref, skip_constructors: bool) -> Exec<()> {
        let frames = &self.state.thread.frames;
        let mut n = frames.len();
        if skip_constructors {
            let tclass = self.class_of(t)?;
            while n > 0 {
                let m = self.classes.method(frames[n - 1].method);
                let throwable_method = self.classes.is_assignable(m.class, self.known.throwable)
                    && self.classes.is_assignable(tclass, m.class);
                if throwable_method
                    && (m.name.starts_with("fillInStackTrace") || m.name == "<init>")
                {
                    n -= 1;
                } else {
                    break;
                }
            }
        }
        // The interpreter keeps the executing frame's pc in a local and stores it in the frame
        // only at calls and traps; an exception the VM throws names the faulting instruction,
        // found in the allocation site the interpreter sets before each instruction.
        let executing_pc = (n == frames.len())
            .then_some(self.state.heap.site)
            .filter(|site| {
                frames
                    .last()
                    .is_some_and(|f| (site >> 32) as MethodId == f.method)
            })
            .map(|site| (site & 0xFFFF) as u32);
        // At most the innermost 1,024 frames, as the JVM records (MaxJavaStackTraceDepth).
        let mut data = Vec::with_capacity(n.min(MAX_STACK_TRACE_DEPTH) * 2);
        for (i, f) in frames[..n]
            .iter()
            .rev()
            .take(MAX_STACK_TRACE_DEPTH)
            .enumerate()
        {
            data.push(f.method as i32);
            data.push(match executing_pc {
                Some(pc) if i == 0 => pc as i32,
                _ => f.pc as i32,
            });
        }
        let int_array = self.load("[I")?;
        let bt = self
            .state
            .heap
            .alloc(int_array, Body::Array(Array::Int(data)));
        self.set_field(t, self.known.throwable_backtrace, Value::Ref(bt))?;
        Ok(())
    }

    // ----- frames -----

    /// Pushes a frame for `method`, whose arguments are already on the operand stack.
    pub fn push_frame(&mut self, method: MethodId) -> Exec<()> {
        let m = self.classes.method(method).clone();
        let Some(code) = &m.code else {
            return Err(Trap::Error(VmError::internal(
                self.classes.method_label(method),
                "method has no code",
            )));
        };
        if self.state.thread.frames.len() >= self.config.max_frames {
            return Err(self.throw_new("java/lang/StackOverflowError", None));
        }
        let stack = &mut self.state.thread.stack;
        let base = stack.len().checked_sub(m.arg_slots).ok_or_else(|| {
            Trap::Error(VmError::internal(
                self.classes.method_label(method),
                "operand stack underflow at call",
            ))
        })?;
        stack.resize(base + code.max_locals as usize, Value::Top);
        self.state.thread.frames.push(Frame {
            method,
            pc: 0,
            base: base as u32,
            owner: OWNER_UNKNOWN,
        });
        if log::log_enabled!(target: "ironpf::vm", log::Level::Debug) {
            log::debug!(target: "ironpf::vm", "enter {} depth {}", self.classes.method_label(method), self.state.thread.frames.len());
        }
        Ok(())
    }

    /// Starts initializing `class` (JVMS 5.5): pushes `<clinit>` frames for it and its
    /// uninitialized superclasses (and superinterfaces with default methods) so that the
    /// most general runs first. Returns whether frames were pushed; the triggering
    /// instruction runs again once they return.
    pub fn begin_init(&mut self, class: ClassId) -> Exec<bool> {
        self.sync_class_tables();
        match self.state.init[class as usize] {
            InitState::Initialized => return Ok(false),
            // Another thread is initializing the class: this one blocks on the class's
            // initialization lock until it is done (JVMS 5.5, step 2); its instruction runs
            // again when it is scheduled. (The initializing thread itself goes on: step 3.)
            InitState::InProgress => {
                let lock = self.init_lock(class);
                if self.state.threads.concurrent
                    && self.entries(lock) == 0
                    && self.state.threads.owner(lock).is_some()
                {
                    let cur = self.current_thread();
                    self.record_monitor(lock);
                    self.state.threads.list[cur].status = threads::Status::Blocked(lock);
                    self.schedule(true)?;
                }
                return Ok(false);
            }
            InitState::Erroneous => {
                let name = self.classes.class(class).java_name();
                return Err(self.throw_new(
                    "java/lang/NoClassDefFoundError",
                    Some(&format!("Could not initialize class {name}")),
                ));
            }
            InitState::Uninitialized => {}
        }
        let mut order = Vec::new();
        self.init_order(class, &mut order);
        // Which thread runs an initializer is up to the schedule: the status is VM-wide
        // state other threads see (they wait, or initialize the class themselves), and an
        // initializer may tell which thread runs it, or wait for a class another thread is
        // initializing (a deadlock). Classes without initializers only change status, which
        // no thread can tell apart from having initialized them itself; so do the runtime
        // library's, whose initializers neither depend on the thread that runs them nor wait
        // for other threads' work (a rule of the runtime library, jvm-stubs/README.md).
        if self.state.threads.concurrent
            && order
                .iter()
                .any(|&c| self.classes.class(c).clinit.is_some() && !self.is_runtime_class(c))
        {
            self.global_access_point()?;
        }
        let mut pushed = false;
        for &c in &order {
            let class = self.classes.class(c);
            log::debug!(target: "ironpf::vm", "initialize {}{}", class.java_name(),
                if class.clinit.is_some() || !class.mutable_statics.is_empty() { " (has static state)" } else { "" });
            let has_clinit = class.clinit.is_some();
            self.set_init(c, InitState::InProgress);
            if has_clinit && let Some(acc) = &self.accesses {
                self.init_starts.push((c, acc.len()));
            }
            if has_clinit {
                let lock = self.init_lock(c);
                self.record_monitor(lock);
                self.hold_monitor(lock);
            }
            self.set_string_constants(c)?;
        }
        for &c in order.iter().rev() {
            match self.classes.class(c).clinit {
                Some(m) => {
                    self.push_frame(m)?;
                    pushed = true;
                }
                None => self.set_init(c, InitState::Initialized),
            }
        }
        Ok(pushed)
    }

    fn init_order(&self, class: ClassId, order: &mut Vec<ClassId>) {
        if self.state.init[class as usize] != InitState::Uninitialized || order.contains(&class) {
            return;
        }
        let c = self.classes.class(class);
        if !c.is_interface() {
            if let Some(s) = c.super_class {
                self.init_order(s, order);
            }
            let mut ifaces = Vec::new();
            self.default_interfaces(class, &mut ifaces);
            for i in ifaces {
                self.init_order(i, order);
            }
        }
        order.push(class);
    }

    fn default_interfaces(&self, class: ClassId, out: &mut Vec<ClassId>) {
        for &i in &self.classes.class(class).interfaces {
            self.default_interfaces(i, out);
            if self.classes.class(i).has_defaults && !out.contains(&i) {
                out.push(i);
            }
        }
    }

    /// Static final String fields with a ConstantValue get their interned string.
    fn set_string_constants(&mut self, class: ClassId) -> Exec<()> {
        let c = self.classes.class(class).clone();
        for &(slot, idx) in &c.string_constants {
            if let Some(Constant::String(units)) = c.pool.get(idx as usize) {
                let s = self.literal(units)?;
                *self.state.static_mut(class, slot) = Value::Ref(s);
            }
        }
        Ok(())
    }

    /// The static fields boot left in class `c`, if it is boot-initialized.
    #[inline]
    pub fn boot_statics_of(&self, c: ClassId) -> Option<&[Value]> {
        self.boot_statics.get(c as usize)?.as_deref()
    }

    // ----- garbage collection -----

    /// At a choice point, before the state is fingerprinted or stored: frees the garbage the
    /// transition made (see [`heap::Heap::collect_young`]), or everything unreachable when
    /// the heap has grown enough since the last full collection. With `verify`, checks that
    /// no young object freed was reachable (IRONPF_VERIFY_INCREMENTAL).
    pub fn collect_transition_garbage(&mut self, verify: bool) {
        if self.state.heap.wants_gc() {
            self.collect_garbage();
            return;
        }
        let st = &self.state;
        let mut entries = std::mem::take(&mut self.scratch_refs);
        entries.clear();
        entries.extend(st.thread.stack.iter().filter_map(|v| v.as_ref()));
        entries.extend(st.thread_refs());
        for &c in &st.dirty_statics {
            entries.extend(st.statics[c as usize].iter().filter_map(|v| v.as_ref()));
        }
        if st.tables_version != st.tracked_tables_version {
            entries.extend(st.interned.values().copied());
        }
        let reachable_before = verify.then(|| self.state.heap.reachable_young(self.state.roots()));
        self.state.heap.collect_young(entries.iter().copied());
        self.scratch_refs = entries;
        if let Some(before) = reachable_before {
            for r in before {
                assert!(
                    self.state.heap.get(r).is_some(),
                    "the young collection freed reachable object {r}"
                );
            }
        }
    }

    /// Makes room for an allocation of `bytes` at a safe point (an instruction about to
    /// allocate): collects garbage when the heap has grown enough or the allocation would
    /// pass the guest heap limit, and throws `OutOfMemoryError` if it still does not fit.
    pub fn make_room(&mut self, bytes: usize) -> Exec<()> {
        let fits =
            |vm: &Vm| vm.state.heap.bytes().saturating_add(bytes) as u64 <= vm.config.max_heap;
        if self.state.heap.wants_gc() || !fits(self) {
            self.collect_garbage();
            if !fits(self) {
                return Err(self.out_of_memory());
            }
        }
        Ok(())
    }

    /// Where no collection may run (inside a native, which may hold references the
    /// collector cannot see): throws `OutOfMemoryError` for an object that could not fit in
    /// the guest heap even if it were empty. The next safe point enforces the limit on the
    /// heap as a whole.
    pub fn check_size(&mut self, bytes: usize) -> Exec<()> {
        if bytes as u64 > self.config.max_heap {
            return Err(self.out_of_memory());
        }
        Ok(())
    }

    /// A new OutOfMemoryError. Making it may pass the limit itself: the limit is lifted
    /// while it is made, so that it cannot recurse.
    fn out_of_memory(&mut self) -> Trap {
        let limit = std::mem::replace(&mut self.config.max_heap, u64::MAX);
        let t = self.throw_new("java/lang/OutOfMemoryError", Some("Java heap space"));
        self.config.max_heap = limit;
        t
    }

    /// Collects garbage. Only called at safe points, where every live reference is in a
    /// frame, a static field or a VM table.
    pub fn collect_garbage(&mut self) {
        let roots = self.state.roots();
        self.state.heap.collect(roots);
    }

    /// `Class.method(File.java:line)` style location of the top frame, for error messages.
    pub fn location(&self) -> String {
        match self.state.thread.frames.last() {
            Some(f) => self.frame_location(f),
            None => String::from("<no frame>"),
        }
    }

    pub fn frame_location(&self, f: &Frame) -> String {
        let m = self.classes.method(f.method);
        let line = m
            .code
            .as_ref()
            .and_then(|c| c.line_of(f.pc))
            .map(|l| format!(" line {l}"))
            .unwrap_or_default();
        let pc = m
            .code
            .as_ref()
            .and_then(|c| c.pcs.get(f.pc as usize))
            .copied()
            .unwrap_or(0);
        format!("{}{} pc {}", self.classes.method_label(f.method), line, pc)
    }

    pub fn is_runtime_class(&self, class: ClassId) -> bool {
        self.classes.class(class).origin == Origin::Runtime
    }

    pub fn array_class_of(&self, class: ClassId) -> Option<(String, ClassId)> {
        match &self.classes.class(class).kind {
            ClassKind::Array {
                component,
                component_class,
            } => Some((component.clone(), *component_class)),
            _ => None,
        }
    }
}
