//! Everything the VM keeps outside the heap's objects, each piece marked as program state or
//! as derived data, in one place.
//!
//! A model checker is only as sound as its notion of a state. Two states with one fingerprint
//! must have the same futures (state matching and breadth-first search resume states from
//! their snapshots, in any order), and two transitions that touch one piece of state must be
//! recorded as dependent (the partial-order reductions reorder the others). A piece of data
//! that changes what the program does but is neither in the state nor recorded as an access
//! breaks both silently: the model clock and the identity-hash sequence were in the state
//! but recorded no access; the string literals the program had loaded were kept VM-wide, so a
//! state resumed after another path loaded one saw a string pool it never had.
//!
//! So every field of the structures that hold the VM's data outside the heap's objects is
//! listed here, with its [`Mark`]:
//! - [`Mark::State`]: serialized in snapshots, restored with them, and recorded as an access
//!   whenever a transition reads or writes it; the text says how it is recorded.
//! - [`Mark::Derived`]: not program state; the text argues why no behaviour of the program
//!   depends on it (a cache of what the state determines, bookkeeping reset at every
//!   transition, configuration, statistics).
//! - [`Mark::Search`]: kept for the whole search on purpose, as JPF keeps it.
//!
//! The tables are made by [`audit!`], which names every field of its struct in a pattern: a
//! field added to one of these structs does not compile until it is marked here. The
//! process-wide Rust statics are listed in [`PROCESS_STATICS`], and a test scans the sources
//! for interior-mutable statics missing from it. `docs/vm-state.md` is rendered from these
//! tables (a test keeps it current).
//!
//! Java-level data the VM keeps out of the state or the accesses on purpose is argued where
//! it is listed: `TRANSITION_SCOPED_STATICS`, `GROOVY_MACHINERY_STATICS`, `CACHE_FIELDS`,
//! `NAMING_FIELDS` and `OWNING_PACKAGES` in `runtime.rs`, `BOOT_INITIALIZED` in `vm/mod.rs`.

/// How a field stands to the program state (see the module's comment).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Program state; the text says how accesses to it are recorded.
    State(&'static str),
    /// Not program state; the text argues why no behaviour depends on it.
    Derived(&'static str),
    /// Kept for the whole search on purpose; the text says what that means for verdicts.
    Search(&'static str),
}

impl Mark {
    pub fn name(self) -> &'static str {
        match self {
            Mark::State(_) => "state",
            Mark::Derived(_) => "derived",
            Mark::Search(_) => "search",
        }
    }

    pub fn text(self) -> &'static str {
        match self {
            Mark::State(t) | Mark::Derived(t) | Mark::Search(t) => t,
        }
    }
}

/// One field and its mark.
pub struct Field {
    pub name: &'static str,
    pub mark: Mark,
}

/// The audit of one struct: every one of its fields.
pub struct Table {
    pub owner: &'static str,
    pub fields: &'static [Field],
}

/// `audit!(pub(crate) fn name for Struct { field: Kind("text"), ... })` makes a function
/// returning the [`Table`] of `Struct`, and a pattern naming every field of it, so that the
/// table cannot miss one.
macro_rules! audit {
    ($vis:vis fn $fn_name:ident for $ty:ident { $($field:ident: $mark:ident($text:expr),)* }) => {
        /// The audit of every field of the struct (see `vm::audit`).
        $vis fn $fn_name() -> $crate::vm::audit::Table {
            // Names every field: a field added to the struct without a mark does not compile.
            #[allow(dead_code)]
            fn every_field_is_marked(x: &$ty) {
                let $ty { $($field: _),* } = x;
            }
            $crate::vm::audit::Table {
                owner: stringify!($ty),
                fields: &[$($crate::vm::audit::Field {
                    name: stringify!($field),
                    mark: $crate::vm::audit::Mark::$mark($text),
                }),*],
            }
        }
    };
}
pub(crate) use audit;

use super::{SearchMemory, State, Thread, Vm, threads::ThreadEntry, threads::Threads};

/// Text shared by the fields that only the checker's own bookkeeping of a transition uses.
const RECORDING: &str = "the checker's recording of the running transition's accesses: set \
    when a transition begins (`Vm::begin_accesses`) or a data branch resumes (`Recording`), \
    read only to decide what is recorded, never by the program";

const LINKAGE: &str = "linkage cache: a function of the loaded classes' files (which are the \
    same in every state), filled on first use; a lookup that misses computes what a hit \
    returns, so whether a path filled it earlier changes nothing the program sees";

audit!(pub(crate) fn vm_fields for Vm {
    classes: Derived("the loaded classes and methods: a function of the class path. Which \
        classes a path happened to load only decides which ids exist; snapshots name classes \
        by stable ids, and a class's initialization status is state (`State::init`)"),
    state: State("the program state (see the `State` table)"),
    config: Derived("the check's configuration, constant through a search"),
    output: Derived("where the process's standard output and error go: the program cannot \
        read back what it printed there, so that output is not state (as in JPF). In a search \
        `discarded` lets the runtime library skip formatting that has no effect, and only for \
        lines bound for those streams (`ironpf.Output.discards`): a `PrintStream` the program \
        made over its own `OutputStream` runs the program's code in a search as in a replay"),
    known: Derived("ids of the classes and slots the VM itself uses: constants"),
    budget: Derived("instructions the running transition may still execute: reset by every \
        transition; running out stops the search at a limit, never changes a verdict"),
    instructions_run: Derived("a statistic"),
    boot_statics: Derived("the boot-initialized classes' statics as boot left them: \
        constants, compared with the state's to store only what differs"),
    scratch_refs: Derived("a buffer, empty between uses"),
    limits: Derived("time and memory limits: reaching one stops the search at a limit"),
    line_log: Derived("source lines entered while a counterexample is replayed (never \
        during search)"),
    model_warnings: Derived("the platform model's approximations met so far, for the report's \
        warnings: about the search, not the program's state"),
    debug_log: Derived("the interpreter log of a replayed path or a run (never during \
        search)"),
    story: Derived("the platform model's story of a replayed counterexample (never during \
        search)"),
    accesses: Derived(RECORDING),
    locations: Derived("how accesses name locations: configuration"),
    location_classes: Derived("the class seen at each location, for diagnostics only"),
    fresh_after: Derived(RECORDING),
    watch_below: Derived(RECORDING),
    min_frames: Derived(RECORDING),
    monitors_at_start: Derived(RECORDING),
    monitors_touched: Derived(RECORDING),
    adapters: Derived(LINKAGE),
    field_adapters: Derived(LINKAGE),
    methods_by_name: Derived(LINKAGE),
    property_getters: Derived(LINKAGE),
    selections: Derived("Groovy method selections by the receiver and argument classes: a \
        function of the classes (Groovy 2.4's selection is static given them)"),
    call_site_arrays: Derived("each Groovy class's permanent call-site array: immutable \
        machinery, the same object in every state"),
    hash_map_layout: Derived(LINKAGE),
    permanent_names: Derived("the decoded text of permanent (immutable) strings"),
    machinery_holders: Derived("Groovy classes' filled call-site caches: a restored state \
        holds the filled cache where it would hold the default; the runtime builds the same \
        cache from the default, so the program cannot tell"),
    literal_strings: Derived("string literals as permanent objects, by characters: which \
        literals exist in a state's string pool is a function of the state (see \
        `Vm::intern`: the pool holds the literals of the classes whose initialization has \
        begun, plus `State::interned`), so which of them a path made first changes nothing"),
    class_objects: Derived("each class's permanent `java.lang.Class` object: immutable, the \
        same in every state"),
    liveness: Derived("live-variable analyses of methods: functions of their code"),
    dead_scratch: Derived("a buffer, empty between uses"),
    search_memory: Search("`Verify`'s counters, bit sets and values survive backtracking, as \
        JPF defines them: a program that lets them decide what it does gets verdicts that \
        depend on the order the strategy visits paths in (as under JPF); the harnesses do \
        not use them"),
    switched_at: Derived("set at the start of every transition from the choice it resumes \
        (`run_transition`, `Vm::switch_to`)"),
    resumed_at_scheduling_point: Derived("set by every choice resumed (`Vm::resume_choice`)"),
    scheduled_allocs: Derived("the allocation count when the running thread was scheduled: \
        set by every choice resumed (a thread switch or a data choice), so every object that \
        exists at a choice point counts as shared whatever path led there (a restored state \
        has no allocation order)"),
    monitor_protected: Derived("per class, whether the lock-discipline reduction presumes it \
        protected: a function of the configuration"),
    parked_cleared: Derived("which parked threads had their dead locals cleared: a cache of \
        `clear_dead_locals`, reset whenever the thread's frames change \
        (IRONPF_VERIFY_INCREMENTAL checks it)"),
    reschedule: Derived("set by a native that ends at a scheduling point and acted on as the \
        call completes: empty at every choice point"),
    nested_executions: Derived("executions inside a native or at boot: 0 at every choice \
        point"),
    last_parked: Derived("the thread that ran last, for traces only"),
    proxy_classes: Derived(LINKAGE),
    initialized_at_boot: Derived("the classes initialized at boot: initialized in every \
        state, so using one reads nothing a transition can change"),
    class_use_marks: Derived(RECORDING),
    recording_serial: Derived(RECORDING),
    literal_classes: Derived("the string literals of the loaded program classes' constant \
        pools: a function of the class files"),
    literals_indexed: Derived("how many classes `literal_classes` covers"),
    init_starts: Derived(RECORDING),
    init_checked: Derived(RECORDING),
    init_locks: Derived("each class's initialization lock, a permanent reference named after \
        the class (the same in every run); which thread holds it is state (`held`)"),
});

audit!(pub(crate) fn state_fields for State {
    heap: State("the objects (see the `Heap` and `Object` tables): an access to a field or \
        element is recorded by the interpreter and the natives (`Vm::record_member`); an \
        object's identity hash code is recorded as a field of it (`IDENTITY_HASH_SLOT`)"),
    thread: State("the running thread's frames and stack: slots of frames that outlive a \
        transition are recorded as accesses (`LOC_SLOT`)"),
    threads: State("every thread (see the `Threads` table): monitors, waits, starts and ends \
        are recorded as synchronization accesses (`Vm::record_sync`, `record_monitor`)"),
    statics: State("static fields: recorded by `getstatic`/`putstatic` and natives \
        (`Vm::record_static`)"),
    init: State("each class's initialization status. For a program class with an \
        initializer a change is a write of the class's `class_init` location \
        (`Vm::set_init`) and finding the class initialized a read of it \
        (`Vm::record_class_use`, once per class and transition): the transition that \
        initialized it and a later user are dependent, since in the other order the user runs \
        the initializer; with other threads alive, beginning the initializer is a scheduling \
        point, and a thread that needs a class another thread initializes blocks on its \
        initialization lock. A class without an initializer only changes status, and a \
        runtime-library class's initializer reads nothing the program can change and writes \
        only its own statics (checked as it runs: `Vm::check_runtime_initializer`), so their \
        order of initialization is unobservable and not recorded"),
    interned: State("the strings the program interned: a lookup reads the pool entry of the \
        characters (`pool_entry`), adding one writes it; `intern` also reads the \
        initialization status of the classes holding a literal with those characters"),
    clock_ticks: State("the model clock: a reading of the running clock writes `VM_CLOCK`, a \
        reading of the frozen clock reads it, freezing writes it; with other threads alive a \
        reading is a scheduling point"),
    tables_version: Derived("changes whenever `init` or `interned` change: write tracking for \
        the incremental fingerprint, never read by the program"),
    statics_marks: Derived("write tracking of static areas for the incremental fingerprint"),
    dirty_statics: Derived("write tracking of static areas for the incremental fingerprint"),
    tracked_tables_version: Derived("write tracking for the incremental fingerprint"),
});

audit!(pub(crate) fn threads_fields for Threads {
    list: State("every thread started (see the `ThreadEntry` table)"),
    current: State("the running thread, or none at a thread choice"),
    concurrent: Derived("whether more than one thread is alive: a function of `list`, \
        updated whenever a thread starts or ends"),
    atomic: State("`Verify.beginAtomic` nesting: serialized; it suppresses scheduling points \
        of the thread that holds it, which is not an access"),
});

audit!(pub(crate) fn thread_entry_fields for ThreadEntry {
    object: State("the `java.lang.Thread` object"),
    status: State("runnable, blocked, waiting, terminated: changed only by synchronization \
        operations, which are recorded (`Vm::record_sync`) and scheduling points"),
    saved: State("a parked thread's frames and stack"),
    held: State("monitors owned, with entry counts (see `status`)"),
    daemon: State("set before the thread starts, by its own thread's write of a field of \
        the `Thread` object"),
    idle: State("waits in an idle Android looper: set and cleared only under the looper's \
        queue monitor (`android.os.MessageQueue`), so the monitor orders every change; read \
        only when no thread can run (`program_over`)"),
    interrupted: State("the interrupt flag: `interrupt` from another thread is a scheduling \
        point and a synchronization access"),
    hashes_issued: State("the thread's identity-hash sequence: assigning a code writes \
        `hash_sequence(thread)` (all handlers of events run on one thread, so two handlers \
        that take codes are dependent); a thread's codes do not depend on other threads' \
        requests, so a request is no scheduling point unless the object is shared"),
});

audit!(pub(crate) fn thread_fields for Thread {
    frames: State("frames: method, instruction, base; the owner tag of a frame is derived \
        from its receiver (`Frame::owner`)"),
    stack: State("locals and operand stacks (dead locals cleared at choice points unless \
        `--state-locals all`)"),
});

audit!(pub(crate) fn search_memory_fields for SearchMemory {
    counters: Search("`Verify.getCounter` and friends, as JPF keeps them"),
    bit_sets: Search("`Verify.setBitInBitSet` and `getBitInBitSet`, as JPF keeps them"),
    values: Search("`Verify.putValue` and `getValue`, as JPF keeps them"),
});

/// Rust statics with interior mutability anywhere in the crate, by name and file, with their
/// marks (a test scans the sources for statics missing here).
pub const PROCESS_STATICS: &[(&str, &str, Mark)] = &[
    (
        "EVERY",
        "src/check/progress.rs",
        Mark::Derived("IRONPF_PROGRESS_EVERY_MS read once: configuration of the progress line"),
    ),
    (
        "NEXT",
        "src/vm/mod.rs",
        Mark::Derived("the source of `State::tables_version` values: write tracking only"),
    ),
    (
        "NEXT",
        "src/smartthings.rs",
        Mark::Derived("numbers temporary build folders apart"),
    ),
    (
        "PARSED_RUNTIME",
        "src/runtime.rs",
        Mark::Derived("parsed class files of the runtime library: a cache of constant bytes"),
    ),
    (
        "ON",
        "src/natives/mod.rs",
        Mark::Derived("an environment switch read once: configuration"),
    ),
    (
        "TABLE",
        "src/natives/mod.rs",
        Mark::Derived("the registry of natives: constant"),
    ),
    (
        "LITERALS",
        "src/classpath.rs",
        Mark::Derived("the runtime library's string literals: constant"),
    ),
    (
        "CLASSES",
        "src/classpath.rs",
        Mark::Derived("the runtime library's class files: constant"),
    ),
    (
        "EVERY",
        "src/vm/threads.rs",
        Mark::Derived("IRONPF_THREADS_EVERY_ACCESS read once: configuration"),
    ),
    (
        "OPTIONS",
        "src/cli.rs",
        Mark::Derived("the command line's option names: constant"),
    ),
    (
        "STOP",
        "src/batch/mod.rs",
        Mark::Derived("a batch's interruption flag: stops the batch, never a check's verdict"),
    ),
    (
        "VERIFY",
        "src/check/engine.rs",
        Mark::Derived("IRONPF_VERIFY_INCREMENTAL read once: configuration"),
    ),
];

/// Every table of the audit, the heap's and the class registry's included.
pub fn tables() -> Vec<Table> {
    vec![
        vm_fields(),
        state_fields(),
        super::heap::heap_fields(),
        super::heap::object_fields(),
        threads_fields(),
        thread_entry_fields(),
        thread_fields(),
        search_memory_fields(),
        crate::runtime::classes_fields(),
    ]
}

/// The audit as Markdown (`docs/vm-state.md`).
pub fn render() -> String {
    let mut out = String::from(
        "# What the VM keeps outside the heap's objects\n\n\
         Rendered from `src/vm/audit.rs` (see its comment for the rules; a test keeps this \
         page current: `IRONPF_BLESS=1 cargo test --release --lib audit` rewrites it).\n\
         Each field is **state** (serialized, restored, and recorded as an access whenever a \
         transition reads or writes it), **derived** (not state, with the argument why no \
         behaviour depends on it) or **search** (kept for the whole search on purpose, as \
         JPF does).\n",
    );
    for t in tables() {
        out.push_str(&format!(
            "\n## `{}`\n\n| field | mark | why |\n|---|---|---|\n",
            t.owner
        ));
        for f in t.fields {
            let text = f
                .mark
                .text()
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            out.push_str(&format!(
                "| `{}` | {} | {} |\n",
                f.name,
                f.mark.name(),
                text
            ));
        }
    }
    out.push_str(
        "\n## Process-wide statics\n\n| static | file | mark | why |\n|---|---|---|---|\n",
    );
    for (name, file, mark) in PROCESS_STATICS {
        out.push_str(&format!(
            "| `{name}` | `{file}` | {} | {} |\n",
            mark.name(),
            mark.text()
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every field has an argument, and no table names a field twice.
    #[test]
    fn every_mark_says_why() {
        for t in tables() {
            let mut names = std::collections::BTreeSet::new();
            for f in t.fields {
                assert!(
                    names.insert(f.name),
                    "{}.{} is listed twice",
                    t.owner,
                    f.name
                );
                assert!(
                    f.mark.text().len() >= 10,
                    "{}.{}: the mark needs its argument",
                    t.owner,
                    f.name
                );
            }
        }
    }

    /// The sources declare no interior-mutable static that `PROCESS_STATICS` does not list.
    #[test]
    fn every_process_static_is_listed() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut found = Vec::new();
        let mut dirs = vec![root.join("src")];
        while let Some(d) = dirs.pop() {
            for e in std::fs::read_dir(&d).unwrap().flatten() {
                let p = e.path();
                if p.is_dir() {
                    dirs.push(p);
                    continue;
                }
                if p.extension().is_none_or(|x| x != "rs") {
                    continue;
                }
                let text = std::fs::read_to_string(&p).unwrap();
                let file = p
                    .strip_prefix(root)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                for line in text.lines() {
                    let l = line.trim_start();
                    let Some(rest) = l
                        .strip_prefix("static ")
                        .or_else(|| l.strip_prefix("pub static "))
                        .or_else(|| l.strip_prefix("pub(crate) static "))
                    else {
                        continue;
                    };
                    let mutable = ["Atomic", "OnceLock", "Mutex", "RwLock", "Cell", "mut "]
                        .iter()
                        .any(|k| rest.contains(k));
                    if mutable {
                        let name = rest
                            .trim_start_matches("mut ")
                            .split(':')
                            .next()
                            .unwrap()
                            .trim();
                        found.push((name.to_string(), file.clone()));
                    }
                }
            }
        }
        for (name, file) in &found {
            assert!(
                PROCESS_STATICS
                    .iter()
                    .any(|(n, f, _)| n == name && f == file),
                "the static {name} in {file} is not in vm::audit::PROCESS_STATICS"
            );
        }
        for (n, f, _) in PROCESS_STATICS {
            assert!(
                found.iter().any(|(name, file)| name == n && file == f),
                "PROCESS_STATICS lists {n} in {f}, which the sources no longer declare"
            );
        }
    }

    /// `docs/vm-state.md` is the rendering of the tables.
    #[test]
    fn the_audit_page_is_current() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/vm-state.md");
        let want = render();
        if std::env::var_os("IRONPF_BLESS").is_some() {
            std::fs::write(&path, &want).unwrap();
        }
        let have = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            have == want,
            "docs/vm-state.md is not the rendering of src/vm/audit.rs; run IRONPF_BLESS=1 cargo test --release --lib audit"
        );
    }
}
