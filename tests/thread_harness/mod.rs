//! A seeded generator of small multithreaded Java programs for the thread soundness harness
//! (`tests/thread_soundness.rs`). Everything is a pure function of the seed: the same seed gives
//! the same source on every machine, so a failing seed reproduces exactly.
//!
//! A program `GenT<seed>` has `main` and 1-3 threads it starts (made from a lambda, a method
//! reference, a `Thread` subclass or an anonymous `Runnable`, some of them daemons), 1-3 shared
//! `static int` fields (some `volatile`), 1-2 lock objects, and sometimes a shared `int[2]`
//! and/or a shared object with two fields and a `synchronized` method. Each thread's body is 1-5
//! operations (main's 0-5), fewer where there are more threads (a budget of roughly scheduling
//! points keeps the full search at tens to a few thousand states), plus the signals other
//! threads' waits are owed:
//!
//! - a read of a shared location into a local, a write of a constant or of a local plus one,
//!   a read-modify-write (`x = x + 1`, `x++`), `Thread.yield()`;
//! - `synchronized (lockK) { 1-3 operations }`, nested at most two deep in either order (two
//!   threads taking two locks in opposite orders can deadlock);
//! - a guarded wait `synchronized (lockK) { while (x < 1) lockK.wait(); }`, with a signal
//!   (`x` made at least 1, then `notify()` or `notifyAll()` on `lockK`) placed in another
//!   thread, and sometimes a wait whose test is outside the monitor (a lost wakeup); every
//!   `InterruptedException` is caught, ignored or rethrown as a `RuntimeException`;
//! - `assert <predicate over shared fields and locals> : "site N"` with N unique in the
//!   program; rarely a data choice (`Verify.getBoolean()`, `Verify.getInt(0, 2)`) or an array
//!   index read from a shared field (an `ArrayIndexOutOfBoundsException` on some schedules), or
//!   an element of a clone of the shared array.
//!
//! Some operations (drawn from a random stream of their own, so the rest of each seed's program
//! is what it was before them) reach what the VM keeps outside the heap's objects or a `Verify`
//! call the grammar above does not make: the clock, identity hash codes of a shared object and
//! of fresh ones, `String.intern`, a class's initialization (a nested class whose initializer
//! reads and writes a shared field), reflective field access, `System.setOut` to a stream the
//! program reads back, `System.arraycopy`, `Verify.ignoreIf`, an atomic section
//! (`Verify.beginAtomic`/`endAtomic`) and `Verify.breakTransition`.
//!
//! `main` starts the threads, runs its own operations (and may interrupt a thread), joins some
//! or all threads and may assert on the final state ("site N"). Bodies are straight-line code
//! and each iteration of a wait loop needs a notification (or an interrupt), of which the
//! program makes finitely many, so every program has a finite, acyclic state space. The program's verdict (an assertion, a
//! deadlock, an uncaught exception, or none) is whatever the full search finds.

#![allow(dead_code)]

use std::fmt::Write as _;

pub use crate::common::soundness::Rng;

/// How a started thread is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// `new Thread(() -> { ... })`.
    Lambda,
    /// `new Thread(GenT<seed>::runK)`.
    MethodRef,
    /// `new WK()` with `class WK extends Thread`.
    Subclass,
    /// `new Thread(new Runnable() { ... })`.
    Runnable,
}

/// A generated program and what the harness needs to know about it.
pub struct Program {
    /// The extra operations' kinds it uses (see [`Extra`]).
    pub features: Vec<&'static str>,
    pub seed: u64,
    pub class: String,
    pub source: String,
    /// Threads including main (2-4).
    pub threads: usize,
    /// How each started thread is made (thread K is `starts[K - 1]`).
    pub starts: Vec<Start>,
    /// Labels of the `assert ... : "site N"` statements.
    pub sites: Vec<u32>,
    /// The thread of each site, in label order (0 is main).
    pub site_threads: Vec<usize>,
    /// Whether some synchronized block is nested in another (maybe of the same lock).
    pub nested_sync: bool,
    /// Shared `static int` fields (1-3).
    pub fields: usize,
    /// Lock objects (1-2).
    pub locks: usize,
}

/// The class name of seed `seed`'s program.
pub fn class_name(seed: u64) -> String {
    format!("GenT{seed}")
}

/// A shared int location.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Loc {
    Field(usize),
    Elem(u32),
    Cell(char),
}

impl Loc {
    fn text(self) -> String {
        match self {
            Loc::Field(i) => format!("x{i}"),
            Loc::Elem(i) => format!("arr[{i}]"),
            Loc::Cell(f) => format!("cell.{f}"),
        }
    }
}

/// Lines of code, each with its nesting depth relative to the body it belongs to.
type Lines = Vec<(usize, String)>;

/// A signal owed to a wait: placed in a thread other than `waiter` once all bodies exist.
struct Signal {
    waiter: usize,
    lock: usize,
    field: usize,
}

/// The operations that reach VM-wide state or `Verify` calls the base grammar does not make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Extra {
    Clock,
    HashShared,
    HashFresh,
    Intern,
    ClassInit,
    Reflection,
    SetOut,
    ArrayCopy,
    IgnoreIf,
    Atomic,
    BreakTransition,
}

impl Extra {
    fn name(self) -> &'static str {
        match self {
            Extra::Clock => "clock",
            Extra::HashShared => "identity hash of a shared object",
            Extra::HashFresh => "identity hash of a fresh object",
            Extra::Intern => "String.intern",
            Extra::ClassInit => "class initialization",
            Extra::Reflection => "reflective field access",
            Extra::SetOut => "System.setOut",
            Extra::ArrayCopy => "System.arraycopy",
            Extra::IgnoreIf => "Verify.ignoreIf",
            Extra::Atomic => "an atomic section",
            Extra::BreakTransition => "Verify.breakTransition",
        }
    }
}

const EXTRAS: [Extra; 11] = [
    Extra::Clock,
    Extra::HashShared,
    Extra::HashFresh,
    Extra::Intern,
    Extra::ClassInit,
    Extra::Reflection,
    Extra::SetOut,
    Extra::ArrayCopy,
    Extra::IgnoreIf,
    Extra::Atomic,
    Extra::BreakTransition,
];

struct Gen {
    /// Draws for the extra operations (see [`Extra`]): a stream of their own.
    extra_rng: Rng,
    /// The extra operations' kinds used so far.
    features: Vec<&'static str>,
    rng: Rng,
    /// The shared fields, true where `volatile`, and their initial values.
    volatile: Vec<bool>,
    init: Vec<u32>,
    locks: usize,
    arr: bool,
    cell: bool,
    threads: usize,
    /// Site labels given so far with their threads, and how many more may be given.
    sites: Vec<u32>,
    site_threads: Vec<usize>,
    sites_left: u32,
    /// Signals owed to the waits generated so far.
    owed: Vec<Signal>,
    /// Whether a synchronized block was generated inside another.
    nested_sync: bool,
    /// The thread whose body is being generated (0 is main) and its locals in scope.
    thread: usize,
    locals: Vec<String>,
    next_local: u32,
    /// Inside a branch of a data choice: the operation may not run.
    conditional: u32,
    /// What the thread may still spend, in (roughly) scheduling points: shared accesses,
    /// monitor entries, yields; more for a data choice, which multiplies the states.
    budget: u32,
    /// Per field: increments that always run, and whether any other write exists (then the
    /// final value is not a count).
    incs: Vec<u32>,
    other_writes: Vec<bool>,
}

pub fn generate(seed: u64) -> Program {
    // Mixed into the seed so that GenT<n> and the event harness's Gen<n> differ in their
    // random streams.
    let mut rng = Rng::new(seed ^ 0x7448_7265_6164_7321);
    let threads = match rng.below(10) {
        0..=3 => 2,
        4..=7 => 3,
        _ => 4,
    };
    let n_fields = rng.range(1, 3) as usize;
    let volatile: Vec<bool> = (0..n_fields).map(|_| rng.chance(1, 3)).collect();
    let locks = rng.range(1, 2) as usize;
    // Initial values: mostly 0.
    let init: Vec<u32> = (0..n_fields).map(|_| u32::from(rng.chance(1, 5))).collect();
    let (arr, cell) = match rng.below(6) {
        1 => (true, false),
        2 | 4 => (false, true),
        3 => (true, true),
        _ => (false, false),
    };
    let sites_left = match rng.below(20) {
        0..=9 => 1,
        10..=16 => 2,
        _ => 3,
    };
    let mut g = Gen {
        extra_rng: Rng::new(seed.wrapping_mul(0xd1b5_4a32_d192_ed03) ^ 0x0074_6872_6561_6421),
        features: Vec::new(),
        rng,
        volatile,
        init,
        locks,
        arr,
        cell,
        threads,
        sites: Vec::new(),
        site_threads: Vec::new(),
        sites_left,
        owed: Vec::new(),
        nested_sync: false,
        thread: 0,
        locals: Vec::new(),
        next_local: 0,
        conditional: 0,
        budget: 0,
        incs: vec![0; n_fields],
        other_writes: vec![false; n_fields],
    };
    let class = class_name(seed);
    let (source, starts) = g.program(&class);
    let mut features = g.features.clone();
    features.sort();
    features.dedup();
    Program {
        features,
        seed,
        class,
        source,
        threads,
        starts,
        sites: g.sites,
        site_threads: g.site_threads,
        nested_sync: g.nested_sync,
        fields: n_fields,
        locks,
    }
}

/// The prefix of thread `t`'s locals: main's are m0, m1, ..., thread 1's a0, a1, ...
fn local_prefix(t: usize) -> char {
    match t {
        0 => 'm',
        _ => (b'a' + t as u8 - 1) as char,
    }
}

/// A one-line statement on the cell's fields, run holding the cell's monitor: `int l = e;`
/// becomes `int l; synchronized (cell) { l = e; }`; a line that is not a whole statement
/// (`if (...) {`) stays as it is.
fn under_cell_monitor(line: &str) -> String {
    if !line.ends_with(';') || line.starts_with("if ") || line.starts_with("while ") {
        return line.to_string();
    }
    if let Some(rest) = line.strip_prefix("int ")
        && let Some((name, value)) = rest.split_once(" = ")
    {
        return format!("int {name}; synchronized (cell) {{ {name} = {value} }}");
    }
    format!("synchronized (cell) {{ {line} }}")
}

fn push(out: &mut Lines, depth: usize, text: impl Into<String>) {
    out.push((depth, text.into()));
}

/// Writes `lines` at `indent` levels of 4 spaces plus each line's own depth.
fn render(out: &mut String, indent: usize, lines: &Lines) {
    for (depth, text) in lines {
        for _ in 0..indent + depth {
            out.push_str("    ");
        }
        out.push_str(text);
        out.push('\n');
    }
}

impl Gen {
    fn program(&mut self, class: &str) -> (String, Vec<Start>) {
        // Bodies: the started threads first, then main (whose operations run after the starts).
        let mut bodies: Vec<Vec<Lines>> = vec![Vec::new(); self.threads];
        // A thread's operations stop at 5 or when they have spent its budget of (roughly)
        // scheduling points: the more threads, the smaller, to keep the product small.
        let (budget, main_budget) = match self.threads {
            2 => ((3, 8), (0, 5)),
            3 => ((2, 6), (0, 3)),
            _ => ((2, 4), (0, 2)),
        };
        for (t, body) in bodies.iter_mut().enumerate().skip(1) {
            let b = self.rng.range(budget.0, budget.1);
            *body = self.body(t, 5, b);
        }
        let b = self.rng.range(main_budget.0, main_budget.1);
        bodies[0] = self.body(0, 5, b);
        // Each wait's signal goes to some other thread, at a random place in its body.
        for s in std::mem::take(&mut self.owed) {
            let mut t = self.rng.below(self.threads as u32 - 1) as usize;
            if t >= s.waiter {
                t += 1;
            }
            let lines = self.signal(s.lock, s.field);
            let at = self.rng.below(bodies[t].len() as u32 + 1) as usize;
            bodies[t].insert(at, lines);
        }
        // Half the programs with the cell keep to a lock discipline on it (for the
        // lock-discipline reduction): each statement on its fields runs holding its monitor,
        // except now and then one (the discipline broken there, maybe only on some paths).
        if self.cell && self.rng.chance(1, 2) {
            for body in &mut bodies {
                for op in body.iter_mut() {
                    for (_, line) in op.iter_mut() {
                        if line.contains("cell.")
                            && !line.contains("cell.inc()")
                            && !self.rng.chance(1, 10)
                        {
                            *line = under_cell_monitor(line);
                        }
                    }
                }
            }
        }
        let starts: Vec<Start> = (1..self.threads)
            .map(|_| match self.rng.below(8) {
                0..=3 => Start::Lambda,
                4 => Start::MethodRef,
                5 | 6 => Start::Subclass,
                _ => Start::Runnable,
            })
            .collect();
        let daemon: Vec<bool> = (1..self.threads).map(|_| self.rng.chance(1, 12)).collect();
        // Which threads main joins: all (mostly), or some.
        let join_all = self.rng.chance(7, 10);
        let mut joined: Vec<usize> = (1..self.threads)
            .filter(|_| join_all || self.rng.chance(1, 2))
            .collect();
        if self.rng.chance(1, 3) {
            joined.reverse();
        }
        let all_joined = joined.len() + 1 == self.threads;
        // main may interrupt a thread right after starting them all.
        let interrupt =
            (self.rng.chance(1, 15)).then(|| self.rng.range(1, self.threads as u32 - 1));

        let mut out = String::new();
        let _ = writeln!(out, "import gov.nasa.jpf.vm.Verify;");
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "/** Generated by tests/thread_harness: {}. */",
            self.describe(&starts, &daemon)
        );
        let _ = writeln!(out, "public class {class} {{");
        for (i, &v) in self.volatile.iter().enumerate() {
            let kind = if v {
                "static volatile int"
            } else {
                "static int"
            };
            match self.init[i] {
                0 => writeln!(out, "    {kind} x{i};"),
                v => writeln!(out, "    {kind} x{i} = {v};"),
            }
            .unwrap();
        }
        for k in 0..self.locks {
            let _ = writeln!(out, "    static final Object lock{k} = new Object();");
        }
        self.extra_declarations(&mut out, class);
        if self.arr {
            let _ = writeln!(out, "    static final int[] arr = new int[2];");
        }
        if self.cell {
            let _ = writeln!(out, "    static final Cell cell = new Cell();");
            let _ = writeln!(out);
            let _ = writeln!(out, "    static final class Cell {{");
            let _ = writeln!(out, "        int a;");
            let _ = writeln!(out, "        int b;");
            let _ = writeln!(out);
            let _ = writeln!(out, "        synchronized void inc() {{");
            let _ = writeln!(out, "            a = a + 1;");
            let _ = writeln!(out, "        }}");
            let _ = writeln!(out, "    }}");
        }
        for (k, start) in starts.iter().enumerate() {
            let t = k + 1;
            match start {
                Start::MethodRef => {
                    let _ = writeln!(out);
                    let _ = writeln!(out, "    static void run{t}() {{");
                    for op in &bodies[t] {
                        render(&mut out, 2, op);
                    }
                    let _ = writeln!(out, "    }}");
                }
                Start::Subclass => {
                    let _ = writeln!(out);
                    let _ = writeln!(out, "    static final class W{t} extends Thread {{");
                    let _ = writeln!(out, "        @Override");
                    let _ = writeln!(out, "        public void run() {{");
                    for op in &bodies[t] {
                        render(&mut out, 3, op);
                    }
                    let _ = writeln!(out, "        }}");
                    let _ = writeln!(out, "    }}");
                }
                Start::Lambda | Start::Runnable => {}
            }
        }
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "    public static void main(String[] args) throws InterruptedException {{"
        );
        for (k, start) in starts.iter().enumerate() {
            let t = k + 1;
            match start {
                Start::Lambda => {
                    let _ = writeln!(out, "        Thread t{t} = new Thread(() -> {{");
                    for op in &bodies[t] {
                        render(&mut out, 3, op);
                    }
                    let _ = writeln!(out, "        }});");
                }
                Start::MethodRef => {
                    let _ = writeln!(out, "        Thread t{t} = new Thread({class}::run{t});");
                }
                Start::Subclass => {
                    let _ = writeln!(out, "        Thread t{t} = new W{t}();");
                }
                Start::Runnable => {
                    let _ = writeln!(out, "        Thread t{t} = new Thread(new Runnable() {{");
                    let _ = writeln!(out, "            @Override");
                    let _ = writeln!(out, "            public void run() {{");
                    for op in &bodies[t] {
                        render(&mut out, 4, op);
                    }
                    let _ = writeln!(out, "            }}");
                    let _ = writeln!(out, "        }});");
                }
            }
        }
        for (k, &d) in daemon.iter().enumerate() {
            if d {
                let _ = writeln!(out, "        t{}.setDaemon(true);", k + 1);
            }
        }
        for t in 1..self.threads {
            let _ = writeln!(out, "        t{t}.start();");
        }
        if let Some(t) = interrupt {
            let _ = writeln!(out, "        t{t}.interrupt();");
        }
        for op in &bodies[0] {
            render(&mut out, 2, op);
        }
        for t in &joined {
            let _ = writeln!(out, "        t{t}.join();");
        }
        if self.sites_left > 0 && self.rng.chance(2, 3) {
            self.thread = 0;
            let pred = self.final_predicate(all_joined);
            let site = self.take_site();
            let _ = writeln!(out, "        assert {pred} : \"site {site}\";");
        }
        let _ = writeln!(out, "    }}");
        let _ = writeln!(out, "}}");
        (out, starts)
    }

    fn describe(&self, starts: &[Start], daemon: &[bool]) -> String {
        let threads: Vec<String> = starts
            .iter()
            .zip(daemon)
            .enumerate()
            .map(|(k, (s, &d))| {
                let how = match s {
                    Start::Lambda => "lambda",
                    Start::MethodRef => "method reference",
                    Start::Subclass => "subclass",
                    Start::Runnable => "Runnable",
                };
                format!("t{} {how}{}", k + 1, if d { ", daemon" } else { "" })
            })
            .collect();
        let mut shared: Vec<String> = self
            .volatile
            .iter()
            .enumerate()
            .map(|(i, &v)| format!("{}x{i}", if v { "volatile " } else { "" }))
            .collect();
        if self.arr {
            shared.push("arr".into());
        }
        if self.cell {
            shared.push("cell".into());
        }
        format!(
            "main and {} thread{} ({}), shared {}, {} lock{}",
            self.threads - 1,
            if self.threads > 2 { "s" } else { "" },
            threads.join("; "),
            shared.join(", "),
            self.locks,
            if self.locks > 1 { "s" } else { "" }
        )
    }

    fn take_site(&mut self) -> u32 {
        self.sites_left -= 1;
        let s = self.sites.len() as u32 + 1;
        self.sites.push(s);
        self.site_threads.push(self.thread);
        s
    }

    /// Thread `t`'s body: at most `n` top-level operations, each its own lines, until they
    /// have spent `budget` (none when `budget` is 0).
    fn body(&mut self, t: usize, n: u32, budget: u32) -> Vec<Lines> {
        self.thread = t;
        self.locals.clear();
        self.next_local = 0;
        self.budget = budget;
        let mut ops = Vec::new();
        while ops.len() < n as usize && self.budget > 0 {
            let mut lines = Lines::new();
            // Fewer with four threads, whose state spaces are the largest.
            let one_in = if self.threads > 3 { 8 } else { 4 };
            if self.with_extra(|g| g.rng.chance(1, one_in)) {
                self.with_extra(|g| g.extra_op(&mut lines));
                // Most extra operations are two scheduling points (the operation, then the
                // write of its result).
                self.spend(2);
            }
            self.op(&mut lines, 0, 0);
            ops.push(lines);
        }
        ops
    }

    /// Runs `f` with the extra operations' random stream in place of the program's.
    fn with_extra<T>(&mut self, f: impl FnOnce(&mut Gen) -> T) -> T {
        std::mem::swap(&mut self.rng, &mut self.extra_rng);
        let t = f(self);
        std::mem::swap(&mut self.rng, &mut self.extra_rng);
        t
    }

    /// One operation of a kind from [`EXTRAS`], writing a shared field (a value in 0..3).
    fn extra_op(&mut self, out: &mut Lines) {
        let kind = *self.rng.pick(&EXTRAS);
        self.features.push(kind.name());
        let f = self.rng.below(self.volatile.len() as u32) as usize;
        let x = format!("x{f}");
        match kind {
            Extra::Clock => {
                let r = self.new_local();
                push(out, 0, format!("long {r} = System.nanoTime();"));
                push(out, 0, format!("{x} = (int) ({r} / 1000000 % 3);"));
                self.note_write(Loc::Field(f), false);
            }
            Extra::HashShared => {
                push(
                    out,
                    0,
                    format!("{x} = (System.identityHashCode(hashed) >>> 4) % 3;"),
                );
                self.note_write(Loc::Field(f), false);
            }
            Extra::HashFresh => {
                push(
                    out,
                    0,
                    format!("{x} = (new Object().hashCode() >>> 4) % 3;"),
                );
                self.note_write(Loc::Field(f), false);
            }
            Extra::Intern => {
                let g = self.rng.below(self.volatile.len() as u32);
                push(out, 0, format!("{x} = pooled(x{g} % 3);"));
                self.note_write(Loc::Field(f), false);
            }
            Extra::ClassInit => {
                if self.rng.chance(1, 2) {
                    push(out, 0, format!("{x} = K0.V % 3;"));
                    self.note_write(Loc::Field(f), false);
                } else {
                    push(out, 0, "K0.touch();");
                }
                // K0's initializer writes x0.
                self.note_write(Loc::Field(0), false);
            }
            Extra::Reflection => {
                if self.rng.chance(1, 2) {
                    let g = self.rng.below(self.volatile.len() as u32);
                    push(out, 0, format!("{x} = rget(\"x{g}\") % 3;"));
                } else {
                    let v = self.rng.below(3);
                    push(out, 0, format!("rset(\"{x}\", {v});"));
                }
                self.note_write(Loc::Field(f), false);
            }
            Extra::SetOut => {
                if self.rng.chance(1, 2) {
                    push(out, 0, "System.setOut(SINK.n == 0 ? SINK_OUT : REAL_OUT);");
                    push(out, 0, "System.out.print('o');");
                } else {
                    push(out, 0, format!("{x} = SINK.n;"));
                    self.note_write(Loc::Field(f), false);
                }
            }
            Extra::ArrayCopy => {
                let t = self.new_local();
                push(out, 0, format!("int[] {t} = {{{x}, 1}};"));
                push(out, 0, format!("System.arraycopy({t}, 0, copied, 0, 2);"));
                push(out, 0, format!("{x} = copied[1] % 3;"));
                self.note_write(Loc::Field(f), false);
            }
            Extra::IgnoreIf => {
                let v = self.rng.below(3);
                push(out, 0, format!("Verify.ignoreIf({x} == {v});"));
            }
            Extra::Atomic => {
                push(out, 0, "Verify.beginAtomic();");
                push(out, 0, format!("{x} = {x} + 1;"));
                push(out, 0, "Verify.endAtomic();");
                self.note_write(Loc::Field(f), true);
            }
            Extra::BreakTransition => push(out, 0, "Verify.breakTransition();"),
        }
    }

    /// What the extra operations need: a shared object, helper methods, a class with an
    /// initializer, a stream to print into, an array to copy into.
    fn extra_declarations(&mut self, out: &mut String, class: &str) {
        let used = |x: Extra| self.features.contains(&x.name());
        if used(Extra::HashShared) {
            let _ = writeln!(out, "    static final Object hashed = new Object();");
        }
        if used(Extra::Intern) {
            let _ = writeln!(
                out,
                "    /** 1 when this call put its string into the pool. */"
            );
            let _ = writeln!(out, "    static int pooled(int v) {{");
            let _ = writeln!(
                out,
                "        String s = new StringBuilder(\"q\").append(v).toString();"
            );
            let _ = writeln!(out, "        return s.intern() == s ? 1 : 0;");
            let _ = writeln!(out, "    }}");
        }
        if used(Extra::ClassInit) {
            let _ = writeln!(out, "    static final class K0 {{");
            let _ = writeln!(out, "        static final int V;");
            let _ = writeln!(out, "        static {{");
            let _ = writeln!(out, "            V = x0;");
            let _ = writeln!(out, "            x0 = x0 + 1;");
            let _ = writeln!(out, "        }}");
            let _ = writeln!(out, "        static void touch() {{}}");
            let _ = writeln!(out, "    }}");
        }
        if used(Extra::Reflection) {
            let _ = writeln!(out, "    static int rget(String f) {{");
            let _ = writeln!(
                out,
                "        try {{ return {class}.class.getDeclaredField(f).getInt(null); }}"
            );
            let _ = writeln!(
                out,
                "        catch (ReflectiveOperationException e) {{ throw new RuntimeException(e); }}"
            );
            let _ = writeln!(out, "    }}");
            let _ = writeln!(out, "    static void rset(String f, int v) {{");
            let _ = writeln!(
                out,
                "        try {{ {class}.class.getDeclaredField(f).setInt(null, v); }}"
            );
            let _ = writeln!(
                out,
                "        catch (ReflectiveOperationException e) {{ throw new RuntimeException(e); }}"
            );
            let _ = writeln!(out, "    }}");
        }
        if used(Extra::SetOut) {
            let _ = writeln!(
                out,
                "    static final class Sink extends java.io.OutputStream {{"
            );
            let _ = writeln!(out, "        int n;");
            let _ = writeln!(
                out,
                "        @Override public void write(int b) {{ n = (n + 1) % 3; }}"
            );
            let _ = writeln!(out, "    }}");
            let _ = writeln!(out, "    static final Sink SINK = new Sink();");
            let _ = writeln!(
                out,
                "    static final java.io.PrintStream SINK_OUT = new java.io.PrintStream(SINK, true);"
            );
            let _ = writeln!(
                out,
                "    static final java.io.PrintStream REAL_OUT = System.out;"
            );
        }
        if used(Extra::ArrayCopy) {
            let _ = writeln!(out, "    static final int[] copied = new int[2];");
        }
    }

    /// Spends `cost` of the thread's budget.
    fn spend(&mut self, cost: u32) {
        self.budget = self.budget.saturating_sub(cost);
    }

    fn new_local(&mut self) -> String {
        let name = format!("{}{}", local_prefix(self.thread), self.next_local);
        self.next_local += 1;
        name
    }

    /// A shared location: mostly a field, sometimes an array element or a field of the cell.
    fn loc(&mut self) -> Loc {
        let roll = self.rng.below(10);
        if self.arr && roll == 0 {
            return Loc::Elem(self.rng.below(2));
        }
        if self.cell && roll == 1 {
            return Loc::Cell(if self.rng.chance(1, 2) { 'a' } else { 'b' });
        }
        Loc::Field(self.rng.below(self.volatile.len() as u32) as usize)
    }

    fn note_write(&mut self, loc: Loc, increment: bool) {
        if let Loc::Field(i) = loc {
            if increment && self.conditional == 0 {
                self.incs[i] += 1;
            } else {
                self.other_writes[i] = true;
            }
        }
    }

    /// One operation at `depth`, inside `nest` synchronized blocks.
    fn op(&mut self, out: &mut Lines, depth: usize, nest: u32) {
        let roll = self.rng.below(100);
        match roll {
            // Read a shared location into a local.
            0..=17 => {
                let loc = self.loc();
                let name = self.new_local();
                let read = match loc {
                    // Sometimes the element of a clone (which reads the whole array).
                    Loc::Elem(i) if self.rng.chance(1, 2) => format!("arr.clone()[{i}]"),
                    _ => loc.text(),
                };
                push(out, depth, format!("int {name} = {read};"));
                self.locals.push(name);
                self.spend(1);
            }
            // Write a constant or a local plus one.
            18..=33 => {
                let loc = self.loc();
                let rhs = if !self.locals.is_empty() && self.rng.chance(1, 2) {
                    format!("{} + 1", self.rng.pick(&self.locals))
                } else {
                    format!("{}", self.rng.below(3))
                };
                push(out, depth, format!("{} = {rhs};", loc.text()));
                self.note_write(loc, false);
                self.spend(1);
            }
            // Read-modify-write.
            34..=49 => {
                let loc = self.loc();
                let l = loc.text();
                if self.rng.chance(1, 2) {
                    push(out, depth, format!("{l} = {l} + 1;"));
                } else {
                    push(out, depth, format!("{l}++;"));
                }
                self.note_write(loc, true);
                self.spend(2);
            }
            // A synchronized block: 1-3 operations, maybe nested.
            50..=66 if nest < 2 => {
                self.nested_sync |= nest > 0;
                let k = self.rng.below(self.locks as u32);
                push(out, depth, format!("synchronized (lock{k}) {{"));
                self.spend(1);
                let scope = self.locals.len();
                for i in 0..self.rng.range(1, 3) {
                    if i > 0 && self.budget == 0 {
                        break;
                    }
                    self.op(out, depth + 1, nest + 1);
                }
                self.locals.truncate(scope);
                push(out, depth, "}");
            }
            // A guarded wait, its signal owed by another thread.
            67..=74 if nest < 2 => {
                self.nested_sync |= nest > 0;
                let k = self.rng.below(self.locks as u32) as usize;
                let f = self.rng.below(self.volatile.len() as u32) as usize;
                push(out, depth, format!("synchronized (lock{k}) {{"));
                push(out, depth + 1, format!("while (x{f} < 1) {{"));
                self.wait_call(out, depth + 2, k);
                push(out, depth + 1, "}");
                push(out, depth, "}");
                self.owed.push(Signal {
                    waiter: self.thread,
                    lock: k,
                    field: f,
                });
                self.spend(2);
            }
            // A wait tested outside the monitor: a wakeup can be lost.
            75..=76 if nest == 0 => {
                let k = self.rng.below(self.locks as u32) as usize;
                let f = self.rng.below(self.volatile.len() as u32) as usize;
                push(out, depth, format!("if (x{f} < 1) {{"));
                push(out, depth + 1, format!("synchronized (lock{k}) {{"));
                self.wait_call(out, depth + 2, k);
                push(out, depth + 1, "}");
                push(out, depth, "}");
                self.owed.push(Signal {
                    waiter: self.thread,
                    lock: k,
                    field: f,
                });
                self.spend(2);
            }
            // A notification nobody may be waiting for.
            77..=79 => {
                let k = self.rng.below(self.locks as u32);
                let all = if self.rng.chance(1, 2) { "All" } else { "" };
                push(out, depth, format!("synchronized (lock{k}) {{"));
                let loc = self.loc();
                push(out, depth + 1, format!("{} = 1;", loc.text()));
                self.note_write(loc, false);
                push(out, depth + 1, format!("lock{k}.notify{all}();"));
                push(out, depth, "}");
                self.spend(2);
            }
            80..=84 => {
                push(out, depth, "Thread.yield();");
                self.spend(1);
            }
            85..=91 if self.sites_left > 0 => {
                let pred = self.predicate();
                let site = self.take_site();
                push(out, depth, format!("assert {pred} : \"site {site}\";"));
                self.spend(2);
            }
            // A data choice.
            92..=94 => {
                if self.rng.chance(1, 2) {
                    let loc = self.loc();
                    push(out, depth, format!("{} = Verify.getInt(0, 2);", loc.text()));
                    self.note_write(loc, false);
                } else {
                    self.conditional += 1;
                    let scope = self.locals.len();
                    push(out, depth, "if (Verify.getBoolean()) {");
                    self.simple_op(out, depth + 1);
                    self.locals.truncate(scope);
                    push(out, depth, "} else {");
                    self.simple_op(out, depth + 1);
                    self.locals.truncate(scope);
                    push(out, depth, "}");
                    self.conditional -= 1;
                }
                self.spend(3);
            }
            // The shared object's synchronized method.
            95..=96 if self.cell => {
                push(out, depth, "cell.inc();");
                self.spend(3);
            }
            // An index read from a shared field: out of bounds once the field reaches 2.
            // An element of a clone, which reads the whole array at once (a scheduling point
            // like a read of one element).
            99 if self.arr => {
                let name = self.new_local();
                let i = self.rng.below(2);
                push(out, depth, format!("int {name} = arr.clone()[{i}];"));
                self.locals.push(name);
                self.spend(1);
            }
            // (96 when there is no cell.)
            r if self.arr && (96..=98).contains(&r) => {
                let f = self.rng.below(self.volatile.len() as u32);
                if self.rng.chance(1, 2) {
                    let name = self.new_local();
                    push(out, depth, format!("int {name} = arr[x{f}];"));
                    self.locals.push(name);
                } else {
                    push(out, depth, format!("arr[x{f}] = 1;"));
                }
                self.spend(2);
            }
            _ => {
                let loc = self.loc();
                let l = loc.text();
                push(out, depth, format!("{l} = {l} + 1;"));
                self.note_write(loc, true);
                self.spend(2);
            }
        }
    }

    /// A read, write or increment (the branches of a data choice).
    fn simple_op(&mut self, out: &mut Lines, depth: usize) {
        let loc = self.loc();
        let l = loc.text();
        match self.rng.below(3) {
            0 => {
                let name = self.new_local();
                push(out, depth, format!("int {name} = {l};"));
                self.locals.push(name);
            }
            1 => {
                push(out, depth, format!("{l} = {};", self.rng.below(3)));
                self.note_write(loc, false);
            }
            _ => {
                push(out, depth, format!("{l} = {l} + 1;"));
                self.note_write(loc, true);
            }
        }
    }

    /// `lockK.wait()` with its `InterruptedException` caught: ignored (a guarded wait then
    /// tests its condition again) or rethrown unchecked.
    fn wait_call(&mut self, out: &mut Lines, depth: usize, k: usize) {
        push(out, depth, "try {");
        push(out, depth + 1, format!("lock{k}.wait();"));
        if self.rng.chance(1, 2) {
            push(out, depth, "} catch (InterruptedException e) {");
            push(out, depth + 1, "// ignored");
            push(out, depth, "}");
        } else {
            push(out, depth, "} catch (InterruptedException e) {");
            push(out, depth + 1, "throw new RuntimeException(e);");
            push(out, depth, "}");
        }
    }

    /// The signal for a wait on `lockK` until `xF >= 1`.
    fn signal(&mut self, k: usize, f: usize) -> Lines {
        let mut out = Lines::new();
        let all = if self.rng.chance(3, 5) { "All" } else { "" };
        match self.rng.below(4) {
            0 | 1 => {
                push(&mut out, 0, format!("synchronized (lock{k}) {{"));
                push(&mut out, 1, format!("x{f} = x{f} + 1;"));
                push(&mut out, 1, format!("lock{k}.notify{all}();"));
                push(&mut out, 0, "}");
                self.incs[f] += 1;
            }
            2 => {
                push(&mut out, 0, format!("synchronized (lock{k}) {{"));
                push(&mut out, 1, format!("x{f} = 1;"));
                push(&mut out, 1, format!("lock{k}.notify{all}();"));
                push(&mut out, 0, "}");
                self.other_writes[f] = true;
            }
            _ => {
                push(&mut out, 0, format!("x{f} = 1;"));
                push(&mut out, 0, format!("synchronized (lock{k}) {{"));
                push(&mut out, 1, format!("lock{k}.notify{all}();"));
                push(&mut out, 0, "}");
                self.other_writes[f] = true;
            }
        }
        out
    }

    fn field(&mut self) -> String {
        format!("x{}", self.rng.below(self.volatile.len() as u32))
    }

    /// A predicate over shared locations and the thread's locals, of varying strength.
    fn predicate(&mut self) -> String {
        if !self.locals.is_empty() && self.rng.chance(1, 2) {
            let l = self.rng.pick(&self.locals).clone();
            let loc = self.loc().text();
            return match self.rng.below(3) {
                0 => format!("{l} == {loc}"),
                1 => format!("{l} <= {loc}"),
                _ => format!("{l} != {}", self.rng.range(1, 2)),
            };
        }
        let a = self.loc().text();
        let b = self.field();
        match self.rng.below(5) {
            0 => format!("{a} != {}", self.rng.range(1, 2)),
            1 => format!("!({a} == 1 && {b} == 0)"),
            2 if a != b => format!("{a} + {b} != 3"),
            3 if a != b => format!("{a} <= {b} || {b} == 1"),
            _ => format!("{a} < 2"),
        }
    }

    /// main's last assertion: with every thread joined, often that a field counted every
    /// increment (no update was lost); otherwise a predicate like the threads'.
    fn final_predicate(&mut self, all_joined: bool) -> String {
        let counted: Vec<usize> = (0..self.volatile.len())
            .filter(|&i| self.incs[i] > 0 && !self.other_writes[i])
            .collect();
        if all_joined && !counted.is_empty() && self.rng.chance(2, 3) {
            let i = *self.rng.pick(&counted);
            return format!("x{i} == {}", self.init[i] + self.incs[i]);
        }
        self.locals.clear();
        self.predicate()
    }
}
