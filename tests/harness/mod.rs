//! A seeded generator of small event-driven Java programs for the DPOR soundness harness
//! (`tests/dpor_soundness.rs`). Everything is a pure function of the seed: the same seed gives
//! the same source on every machine, so a failing seed reproduces exactly.
//!
//! A program has 2-4 events and 2-4 shared `static int` fields with small domains (every
//! write is reduced `% 2` or `% 3`). Handlers are 1-4 statements: reads of fields into
//! locals, writes of constants or expressions, `if`/`else` on a field or local, enabling or
//! disabling another event, a data choice `Verify.getInt(0, 1)` used right away, and
//! `assert <predicate over fields> : "site N"` with a label unique in the program. Two event
//! conventions are generated:
//!
//! - [`Style::Events`]: `ironpf.Events.register` with handlers as lambdas or static methods,
//!   some events disabled in `main` before `Events.run()`. An event runs once (disables
//!   itself), a bounded number of times (a saturating counter, then it disables itself) or
//!   until another event disables it; programs with such events may run forever.
//! - [`Style::List`]: the JPF/IoTCheck dispatch loop `while (true) { int e =
//!   Verify.getIntFromList(<enabled events>); switch (e) ... }`, the enabled list computed each
//!   iteration from `static boolean` flags, and either a bound on how often each event fires
//!   (counters) or none (a cyclic program that may run forever).
//! - [`Style::Locals`]: the same loop with all program state (shared variables, enabled flags,
//!   counters) in local variables of `main` and the handlers written inline in the `switch`:
//!   the state events share lives in a frame that outlives every transition.
//!
//! Half the handlers also take one statement that reaches what the VM keeps outside the
//! heap's objects or a `Verify` call the grammar above does not make (drawn from a random
//! stream of their own, so the rest of each seed's program is what it was before them): the
//! clock, identity hash codes of shared and fresh objects, `String.intern`, a class's
//! initialization (a nested class whose initializer reads and writes fields), reflective
//! field access, `System.setOut`/`setErr` to a stream the program reads back, `clone`,
//! `System.arraycopy`, `Verify.ignoreIf`, a `getIntFromList` inside the handler whose values
//! overlap the events', `getBoolean`, an atomic section and `breakTransition`. Some
//! getIntFromList-style loops bound themselves with `Verify.ignoreIf` right after the event
//! choice, JPF's idiom. The clock and fresh objects' hash codes only appear where every event
//! is bounded (each reading advances VM-wide state, which would make a cyclic program's state
//! space infinite).

#![allow(dead_code)]

use std::fmt::Write as _;

pub use crate::common::soundness::Rng;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// `ironpf.Events.register` / `Events.run()`.
    Events,
    /// `Verify.getIntFromList(enabled events)` in a `while (true)` dispatch loop.
    List,
    /// As `List`, with the shared state in `main`'s local variables.
    Locals,
}

/// How often an event may fire.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lifetime {
    /// Disables itself at the end of its handler.
    Once,
    /// Fires until its counter reaches the bound, then disables itself (Events style) or
    /// drops out of the enabled list (List style).
    Bounded(u32),
    /// Stays enabled unless another handler disables it.
    Forever,
}

/// A generated program and what the harness needs to know about it.
pub struct Program {
    pub seed: u64,
    pub class: String,
    pub source: String,
    pub style: Style,
    /// Labels of the `assert ... : "site N"` statements.
    pub sites: Vec<u32>,
    /// How many of them follow the event loop (in `main`) rather than sit in a handler.
    pub sites_after_loop: u32,
    pub lifetimes: Vec<Lifetime>,
    /// The extra statements' kinds it uses (see [`Extra`]), and whether its loop bounds itself
    /// with `Verify.ignoreIf`.
    pub features: Vec<&'static str>,
}

impl Program {
    /// Whether the generator left a way to run forever (some event never disables itself).
    pub fn may_run_forever(&self) -> bool {
        self.lifetimes.contains(&Lifetime::Forever)
    }
}

/// The class name of seed `seed`'s program.
pub fn class_name(seed: u64) -> String {
    format!("Gen{seed}")
}

struct Field {
    name: String,
    domain: u32,
}

/// The monitors of an Events-style program (see `Gen::monitors`).
struct Monitors {
    /// The lock's expression: `GenN.class` or `LOCK`.
    lock: String,
    /// Events whose handler body is a `synchronized (lock)` block.
    synchronized_handlers: Vec<usize>,
    /// Events whose handler method is `static synchronized` (when the lock is the class).
    synchronized_methods: Vec<usize>,
    /// Whether `main` holds the lock around `Events.run()`.
    around_run: bool,
}

/// `body` (lines at `indent` levels) as the body of a `synchronized (lock)` block.
fn synchronized_block(lock: &str, body: &str, indent: usize) -> String {
    let mut out = String::new();
    line(&mut out, indent, &format!("synchronized ({lock}) {{"));
    for l in body.lines() {
        if l.is_empty() {
            out.push('\n');
        } else {
            out.push_str("    ");
            out.push_str(l);
            out.push('\n');
        }
    }
    line(&mut out, indent, "}");
    out
}

/// Names visible at a point of a handler: locals (`l0`, ...) and data choices (`d0`, ...),
/// each with the largest value it can hold plus one.
#[derive(Clone, Default)]
struct Scope {
    vars: Vec<(String, u32)>,
}

/// The statements that reach VM-wide state or `Verify` calls the base grammar does not make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Extra {
    Clock,
    HashShared,
    HashFresh,
    Intern,
    ClassInit,
    Reflection,
    SetOut,
    SetErr,
    Clone,
    ArrayCopy,
    IgnoreIf,
    InnerEventChoice,
    GetBoolean,
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
            Extra::SetErr => "System.setErr",
            Extra::Clone => "clone",
            Extra::ArrayCopy => "System.arraycopy",
            Extra::IgnoreIf => "Verify.ignoreIf",
            Extra::InnerEventChoice => "getIntFromList inside a handler",
            Extra::GetBoolean => "Verify.getBoolean",
            Extra::Atomic => "an atomic section",
            Extra::BreakTransition => "Verify.breakTransition",
        }
    }
}

/// Every kind of extra statement.
const EXTRAS: [Extra; 15] = [
    Extra::Clock,
    Extra::HashShared,
    Extra::HashFresh,
    Extra::Intern,
    Extra::ClassInit,
    Extra::Reflection,
    Extra::SetOut,
    Extra::SetErr,
    Extra::Clone,
    Extra::ArrayCopy,
    Extra::IgnoreIf,
    Extra::InnerEventChoice,
    Extra::GetBoolean,
    Extra::Atomic,
    Extra::BreakTransition,
];

struct Gen {
    rng: Rng,
    /// Draws for the extra statements (see [`Extra`]): a stream of their own.
    extra_rng: Rng,
    /// The extra statements' kinds used so far, and the loop's own ignoreIf.
    features: Vec<&'static str>,
    /// The generated class's name.
    class: String,
    /// Draws for the monitors of Events-style programs (see [`Monitors`]): a stream of its
    /// own, so that the rest of each seed's program is what it was before monitors came.
    monitor_rng: Rng,
    style: Style,
    fields: Vec<Field>,
    lifetimes: Vec<Lifetime>,
    n_events: usize,
    /// Site labels still to be placed; each is placed once.
    sites_left: Vec<u32>,
    sites: Vec<u32>,
    next_local: u32,
    next_choice: u32,
    sites_after_loop: u32,
    /// Methods and nested classes the extra statements need (see `extra_declarations`).
    members: String,
}

pub fn generate(seed: u64) -> Program {
    let mut rng = Rng::new(seed);
    let style = match rng.below(20) {
        0..=11 => Style::Events,
        12..=16 => Style::List,
        _ => Style::Locals,
    };
    let n_fields = rng.range(2, 4) as usize;
    let n_events = rng.range(2, 4) as usize;
    // Keep the full state space small enough that the unreduced search finishes in well under
    // a second: fewer values per field when there are many fields and events.
    let big = n_fields + n_events >= 7;
    let fields: Vec<Field> = (0..n_fields)
        .map(|i| Field {
            name: format!("f{i}"),
            domain: if big || rng.chance(1, 2) { 2 } else { 3 },
        })
        .collect();
    let lifetimes: Vec<Lifetime> = match style {
        Style::Events => (0..n_events)
            .map(|_| match rng.below(10) {
                0..=3 => Lifetime::Once,
                4..=6 => Lifetime::Bounded(if big { 2 } else { rng.range(2, 3) }),
                _ => Lifetime::Forever,
            })
            .collect(),
        // The loop styles bound all events alike (counters), or none: a cyclic program.
        Style::List | Style::Locals => {
            let lt = if rng.chance(3, 5) {
                Lifetime::Bounded(if big { 2 } else { rng.range(2, 3) })
            } else {
                Lifetime::Forever
            };
            vec![lt; n_events]
        }
    };
    let n_sites = rng.range(1, 2);
    let mut g = Gen {
        rng,
        extra_rng: Rng::new(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x0065_7874_7261_7321),
        features: Vec::new(),
        class: class_name(seed),
        monitor_rng: Rng::new(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x006d_6f6e_6974_6f72),
        style,
        fields,
        lifetimes,
        n_events,
        sites_left: (1..=n_sites).collect(),
        sites: Vec::new(),
        next_local: 0,
        next_choice: 0,
        sites_after_loop: 0,
        members: String::new(),
    };
    let class = class_name(seed);
    let source = match style {
        Style::Events => g.events_program(&class),
        Style::List | Style::Locals => g.list_program(&class),
    };
    let mut sites = g.sites.clone();
    sites.sort();
    let mut features = g.features.clone();
    features.sort();
    features.dedup();
    Program {
        seed,
        class,
        source,
        style,
        sites,
        sites_after_loop: g.sites_after_loop,
        lifetimes: g.lifetimes,
        features,
    }
}

impl Gen {
    /// `static int` fields, or locals of `main` in the Locals style.
    fn field_decls(&mut self, out: &mut String) {
        let (indent, kind) = match self.style {
            Style::Locals => ("        ", ""),
            _ => ("    ", "static "),
        };
        for i in 0..self.fields.len() {
            let init = if self.rng.chance(1, 4) {
                self.rng.below(self.fields[i].domain)
            } else {
                0
            };
            let f = &self.fields[i];
            if i == 0 {
                // A shared object: handlers write its element, replace it (the old one
                // becomes garbage) and read it into fields.
                let _ = writeln!(out, "{indent}{kind}int[] box = {{0}};  // box[0] in 0..2");
                // A shared java.util map: its entries and table are allocated by HashMap's
                // own methods (owner-tagged locations), values in 0..2; keys of three kinds
                // (see `map_key`).
                let _ = writeln!(
                    out,
                    "{indent}{kind}java.util.HashMap<Object, Integer> map = new java.util.HashMap<>();"
                );
            }
            if init == 0 {
                let _ = writeln!(
                    out,
                    "{indent}{kind}int {} = 0;  // values 0..{}",
                    f.name,
                    f.domain - 1
                );
            } else {
                let _ = writeln!(
                    out,
                    "{indent}{kind}int {} = {init};  // values 0..{}",
                    f.name,
                    f.domain - 1
                );
            }
        }
    }

    /// Which event handlers get a site (assertion) and where: returns, per event, the
    /// number of sites to place in it; the rest go after the run (when the program can end).
    fn distribute_sites(&mut self) -> (Vec<u32>, u32) {
        let mut per_event = vec![0u32; self.n_events];
        let mut after = 0;
        let can_end = !self.lifetimes.contains(&Lifetime::Forever);
        for _ in 0..self.sites_left.len() {
            if can_end && self.rng.chance(1, 3) || !can_end && self.rng.chance(1, 12) {
                after += 1;
            } else {
                let e = self.rng.below(self.n_events as u32) as usize;
                per_event[e] += 1;
            }
        }
        self.sites_after_loop = after;
        (per_event, after)
    }

    /// A key of the shared map: a boxed int (HashMap's Java lookup), a string literal (the
    /// same object every time: the native lookup's identity path) or a string made afresh
    /// with the same characters (its hash computed, keys compared by their chars).
    fn map_key(&mut self) -> String {
        match self.rng.below(4) {
            0 => "0".to_string(),
            1 => "1".to_string(),
            2 => "\"k2\"".to_string(),
            _ => "\"k\".concat(\"3\")".to_string(),
        }
    }

    fn take_site(&mut self) -> u32 {
        let s = self.sites_left.remove(0);
        self.sites.push(s);
        s
    }

    fn events_program(&mut self, class: &str) -> String {
        let mut out = String::new();
        let mut body = String::new();
        self.field_decls(&mut body);
        for (e, lt) in self.lifetimes.clone().iter().enumerate() {
            if let Lifetime::Bounded(b) = lt {
                let _ = writeln!(body, "    static int c{e};  // times e{e} ran, up to {b}");
            }
        }
        let (per_event, after) = self.distribute_sites();
        // Handlers: static methods or lambdas, chosen per event.
        let mut as_method = Vec::new();
        let mut handler_bodies = Vec::new();
        for (e, &sites) in per_event.iter().enumerate() {
            let method = self.rng.chance(1, 2);
            as_method.push(method);
            let indent = if method { 2 } else { 3 };
            handler_bodies.push(self.handler(e, sites, indent));
        }
        self.extra_declarations(&mut body, "    ", "static ");
        let monitors = self.monitors(class);
        if let Some(m) = &monitors {
            if m.lock == "LOCK" {
                let _ = writeln!(body, "    static final Object LOCK = new Object();");
            }
            for e in 0..self.n_events {
                if m.synchronized_handlers.contains(&e) {
                    let indent = if as_method[e] { 2 } else { 3 };
                    handler_bodies[e] = synchronized_block(&m.lock, &handler_bodies[e], indent);
                }
            }
        }
        for e in 0..self.n_events {
            if as_method[e] {
                let modifiers = match &monitors {
                    Some(m) if m.synchronized_methods.contains(&e) => "static synchronized",
                    _ => "static",
                };
                let _ = writeln!(body);
                let _ = writeln!(body, "    {modifiers} void h{e}() {{");
                body.push_str(&handler_bodies[e]);
                let _ = writeln!(body, "    }}");
            }
        }
        let _ = writeln!(body);
        let _ = writeln!(body, "    public static void main(String[] args) {{");
        let _ = writeln!(
            body,
            "        // events are numbered 0, 1, ... in registration order"
        );
        for e in 0..self.n_events {
            if as_method[e] {
                let _ = writeln!(body, "        Events.register(\"e{e}\", {class}::h{e});");
            } else {
                let _ = writeln!(body, "        Events.register(\"e{e}\", () -> {{");
                body.push_str(&handler_bodies[e]);
                let _ = writeln!(body, "        }});");
            }
        }
        // Some events start disabled (never all of them).
        let mut disabled = Vec::new();
        for e in 0..self.n_events {
            if self.rng.chance(1, 4) && disabled.len() + 1 < self.n_events {
                disabled.push(e);
            }
        }
        for e in &disabled {
            let _ = writeln!(body, "        Events.disable({e});");
        }
        match &monitors {
            Some(m) if m.around_run => {
                let _ = writeln!(body, "        synchronized ({}) {{", m.lock);
                let _ = writeln!(body, "            Events.run();");
                let _ = writeln!(body, "        }}");
            }
            _ => {
                let _ = writeln!(body, "        Events.run();");
            }
        }
        for _ in 0..after {
            let site = self.take_site();
            let pred = self.predicate();
            let _ = writeln!(body, "        assert {pred} : \"site {site}\";");
        }
        let _ = writeln!(body, "    }}");
        let _ = writeln!(out, "import gov.nasa.jpf.vm.Verify;");
        let _ = writeln!(out, "import ironpf.Events;");
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "/** Generated by tests/harness (Events style): {} */",
            self.describe()
        );
        let _ = writeln!(out, "public class {class} {{");
        out.push_str(&self.members);
        out.push_str(&body);
        let _ = writeln!(out, "}}");
        out
    }

    /// One program in three (Events style) takes monitors: handlers whose body is a
    /// `synchronized` block on one lock (the class object or a `static final` object),
    /// handler methods that are `static synchronized`, and sometimes `main` holding the lock
    /// around `Events.run()`, so that handlers enter it again. A single thread enters and
    /// leaves them within each transition: what dpor takes as reads of the monitor.
    fn monitors(&mut self, class: &str) -> Option<Monitors> {
        let r = &mut self.monitor_rng;
        if !r.chance(1, 3) {
            return None;
        }
        let by_class = r.chance(1, 2);
        let lock = if by_class {
            format!("{class}.class")
        } else {
            "LOCK".to_string()
        };
        let mut m = Monitors {
            lock,
            synchronized_handlers: Vec::new(),
            synchronized_methods: Vec::new(),
            around_run: r.chance(1, 3),
        };
        for e in 0..self.n_events {
            match r.below(4) {
                0 | 1 => m.synchronized_handlers.push(e),
                // A static synchronized method locks the class object (only handlers that
                // are methods; for a lambda it does nothing).
                2 if by_class => m.synchronized_methods.push(e),
                _ => {}
            }
        }
        Some(m)
    }

    fn list_program(&mut self, class: &str) -> String {
        let locals = self.style == Style::Locals;
        // Declarations: class members, or the first lines of `main` in the Locals style.
        let mut decls = String::new();
        self.field_decls(&mut decls);
        let (indent, kind) = if locals {
            ("        ", "")
        } else {
            ("    ", "static ")
        };
        let n = self.n_events;
        let mut en = Vec::new();
        for e in 0..n {
            // Never all disabled at the start.
            let on = !(self.rng.chance(1, 4) && e + 1 < n && en.iter().any(|&b| b));
            en.push(on || (e + 1 == n && !en.iter().any(|&b| b)));
        }
        for (e, on) in en.iter().enumerate() {
            let _ = writeln!(decls, "{indent}{kind}boolean en{e} = {on};");
        }
        let bound = match self.lifetimes[0] {
            Lifetime::Bounded(b) => Some(b),
            _ => None,
        };
        if let Some(b) = bound {
            for e in 0..n {
                let _ = writeln!(
                    decls,
                    "{indent}{kind}int c{e} = 0;  // times e{e} fired, up to {b}"
                );
            }
        }
        let (per_event, after) = self.distribute_sites();
        let mut body = String::new();
        let mut cases = Vec::new();
        for (e, &sites) in per_event.iter().enumerate() {
            let count = if bound.is_some() {
                format!("c{e}++; ")
            } else {
                String::new()
            };
            if locals {
                let h = self.handler(e, sites, 5);
                cases.push(format!(
                    "                case {e}: {{\n                    {count}\n{h}                    break;\n                }}\n"
                ));
            } else {
                let _ = writeln!(body);
                let _ = writeln!(body, "    static void h{e}() {{");
                let h = self.handler(e, sites, 2);
                body.push_str(&h);
                let _ = writeln!(body, "    }}");
                cases.push(format!("                case {e}: {count}h{e}(); break;\n"));
            }
        }
        let (indent, kind) = if locals {
            ("        ", "")
        } else {
            ("    ", "static ")
        };
        self.extra_declarations(&mut decls, indent, kind);
        // JPF's idiom for bounding a loop: give up on paths past a bound, right after the
        // event choice.
        let loop_bound = self.with_extra(|g| {
            g.rng.chance(1, 8).then(|| {
                let f = g.rng.below(g.fields.len() as u32) as usize;
                let c = g.rng.below(g.fields[f].domain);
                format!("{} == {c}", g.fields[f].name)
            })
        });
        if loop_bound.is_some() {
            self.features.push("Verify.ignoreIf after the event choice");
        }
        let cond = |e: usize| match bound {
            Some(b) => format!("en{e} && c{e} < {b}"),
            None => format!("en{e}"),
        };
        let _ = writeln!(body);
        let _ = writeln!(body, "    public static void main(String[] args) {{");
        if locals {
            body.push_str(&decls);
        }
        let _ = writeln!(body, "        while (true) {{");
        let _ = writeln!(body, "            int n = 0;");
        for e in 0..n {
            let _ = writeln!(body, "            if ({}) n++;", cond(e));
        }
        let _ = writeln!(body, "            if (n == 0) break;");
        let _ = writeln!(body, "            int[] enabled = new int[n];");
        let _ = writeln!(body, "            int k = 0;");
        for e in 0..n {
            let _ = writeln!(body, "            if ({}) enabled[k++] = {e};", cond(e));
        }
        let _ = writeln!(body, "            int e = Verify.getIntFromList(enabled);");
        if let Some(c) = &loop_bound {
            let _ = writeln!(body, "            Verify.ignoreIf({c});");
        }
        let _ = writeln!(body, "            switch (e) {{");
        for c in cases {
            body.push_str(&c);
        }
        let _ = writeln!(body, "            }}");
        let _ = writeln!(body, "        }}");
        for _ in 0..after {
            let site = self.take_site();
            let pred = self.predicate();
            let _ = writeln!(body, "        assert {pred} : \"site {site}\";");
        }
        let _ = writeln!(body, "    }}");
        let mut out = String::new();
        let _ = writeln!(out, "import gov.nasa.jpf.vm.Verify;");
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "/** Generated by tests/harness (getIntFromList style{}): {} */",
            if locals { ", state in locals" } else { "" },
            self.describe()
        );
        let _ = writeln!(out, "public class {class} {{");
        out.push_str(&self.members);
        if !locals {
            out.push_str(&decls);
        }
        out.push_str(&body);
        let _ = writeln!(out, "}}");
        out
    }

    fn describe(&self) -> String {
        let lts: Vec<String> = self
            .lifetimes
            .iter()
            .enumerate()
            .map(|(e, lt)| match lt {
                Lifetime::Once => format!("e{e} once"),
                Lifetime::Bounded(b) => format!("e{e} up to {b} times"),
                Lifetime::Forever => format!("e{e} unbounded"),
            })
            .collect();
        lts.join(", ")
    }

    /// The body of event `e`'s handler, each line indented by `indent` levels of 4 spaces,
    /// with `sites` assertions among its statements.
    fn handler(&mut self, e: usize, sites: u32, indent: usize) -> String {
        self.next_local = 0;
        self.next_choice = 0;
        let mut out = String::new();
        let mut scope = Scope::default();
        let n = self.rng.range(1, 4) as usize;
        // Positions (0..=n) before which a site goes; a site may also land inside an `if`.
        let mut site_at: Vec<usize> = (0..sites)
            .map(|_| self.rng.below(n as u32 + 1) as usize)
            .collect();
        site_at.sort();
        let extra_at = self.with_extra(|g| {
            g.rng
                .chance(1, 2)
                .then(|| g.rng.below(n as u32 + 1) as usize)
        });
        let mut placed = 0;
        for i in 0..=n {
            if extra_at == Some(i) {
                self.with_extra(|g| g.extra_statement(&mut out, indent, &mut scope));
            }
            while placed < site_at.len() && site_at[placed] == i {
                let site = self.take_site();
                let pred = self.predicate();
                line(
                    &mut out,
                    indent,
                    &format!("assert {pred} : \"site {site}\";"),
                );
                placed += 1;
            }
            if i < n {
                self.statement(e, &mut out, indent, &mut scope, 0);
            }
        }
        // How the event stops firing.
        let me = e;
        match self.lifetimes[e] {
            Lifetime::Once if self.style == Style::Events => {
                line(&mut out, indent, &format!("Events.disable({me});"));
            }
            Lifetime::Bounded(b) if self.style == Style::Events => {
                line(&mut out, indent, &format!("if (c{me} < {b}) c{me}++;"));
                line(
                    &mut out,
                    indent,
                    &format!("if (c{me} == {b}) Events.disable({me});"),
                );
            }
            _ => {}
        }
        out
    }

    /// Runs `f` with the extra statements' random stream in place of the program's.
    fn with_extra<T>(&mut self, f: impl FnOnce(&mut Gen) -> T) -> T {
        std::mem::swap(&mut self.rng, &mut self.extra_rng);
        let t = f(self);
        std::mem::swap(&mut self.rng, &mut self.extra_rng);
        t
    }

    /// Whether every event stops firing at some point (no [`Lifetime::Forever`]).
    fn bounded(&self) -> bool {
        !self.lifetimes.contains(&Lifetime::Forever)
    }

    /// One statement of a kind from [`EXTRAS`] that this program's style and lifetimes allow.
    fn extra_statement(&mut self, out: &mut String, indent: usize, scope: &mut Scope) {
        let statics = self.style != Style::Locals;
        let bounded = self.bounded();
        let allowed: Vec<Extra> = EXTRAS
            .iter()
            .copied()
            .filter(|x| match x {
                Extra::Clock | Extra::HashFresh => bounded,
                Extra::ClassInit | Extra::Reflection | Extra::SetOut | Extra::SetErr => statics,
                _ => true,
            })
            .collect();
        let kind = *self.rng.pick(&allowed);
        self.features.push(kind.name());
        let f = self.rng.below(self.fields.len() as u32) as usize;
        let (fname, k) = (self.fields[f].name.clone(), self.fields[f].domain);
        let local = |g: &mut Gen, prefix: &str| {
            let name = format!("{prefix}{}", g.next_local);
            g.next_local += 1;
            name
        };
        match kind {
            Extra::Clock => line(
                out,
                indent,
                &format!("{fname} = (int) (System.nanoTime() / 1000000 % {k});"),
            ),
            Extra::HashShared => {
                let o = self.rng.below(2);
                line(
                    out,
                    indent,
                    &format!("{fname} = (System.identityHashCode(o{o}) >>> 4) % {k};"),
                );
            }
            Extra::HashFresh => line(
                out,
                indent,
                &format!("{fname} = (new Object().hashCode() >>> 4) % {k};"),
            ),
            Extra::Intern => {
                let a = self.atom(scope);
                line(out, indent, &format!("{fname} = pooled({a} % 3) % {k};"));
            }
            Extra::ClassInit => {
                if self.rng.chance(1, 2) {
                    line(out, indent, &format!("{fname} = K0.V % {k};"));
                } else {
                    line(out, indent, "K0.touch();");
                }
            }
            Extra::Reflection => {
                if self.rng.chance(1, 2) {
                    let g = self.rng.below(self.fields.len() as u32) as usize;
                    let other = self.fields[g].name.clone();
                    line(out, indent, &format!("{fname} = rget(\"{other}\") % {k};"));
                } else {
                    let rhs = self.expression(k, scope);
                    line(out, indent, &format!("rset(\"{fname}\", {rhs});"));
                }
            }
            Extra::SetOut => {
                if self.rng.chance(1, 2) {
                    line(
                        out,
                        indent,
                        "System.setOut(SINK.n == 0 ? SINK_OUT : REAL_OUT);",
                    );
                    line(out, indent, "System.out.print('o');");
                } else {
                    line(out, indent, &format!("{fname} = SINK.n % {k};"));
                }
            }
            Extra::SetErr => {
                line(out, indent, "System.setErr(SINK_OUT);");
                line(out, indent, "System.err.print('e');");
                line(out, indent, "System.setErr(REAL_ERR);");
                line(out, indent, &format!("{fname} = SINK.n % {k};"));
            }
            Extra::Clone => {
                let c = local(self, "cl");
                line(out, indent, &format!("int[] {c} = box.clone();"));
                line(out, indent, &format!("{fname} = {c}[0] % {k};"));
            }
            Extra::ArrayCopy => {
                if self.rng.chance(1, 2) {
                    let rhs = self.expression(3, scope);
                    line(
                        out,
                        indent,
                        &format!("System.arraycopy(new int[] {{{rhs}}}, 0, box, 0, 1);"),
                    );
                } else {
                    let t = local(self, "tmp");
                    line(out, indent, &format!("int[] {t} = new int[1];"));
                    line(
                        out,
                        indent,
                        &format!("System.arraycopy(box, 0, {t}, 0, 1);"),
                    );
                    line(out, indent, &format!("{fname} = {t}[0] % {k};"));
                }
            }
            Extra::IgnoreIf => {
                let c = self.condition(scope);
                line(out, indent, &format!("Verify.ignoreIf({c});"));
            }
            Extra::InnerEventChoice => {
                let d = local(self, "iv");
                let values = match self.rng.below(3) {
                    0 => "1, 0",
                    1 => "0, 1, 2",
                    _ => "2, 1",
                };
                line(
                    out,
                    indent,
                    &format!("int {d} = Verify.getIntFromList(new int[] {{{values}}});"),
                );
                let a = self.atom(scope);
                line(out, indent, &format!("{fname} = ({a} + {d}) % {k};"));
                scope.vars.push((d, 3));
            }
            Extra::GetBoolean => {
                let (a, b) = (self.expression(k, scope), self.expression(k, scope));
                line(
                    out,
                    indent,
                    &format!("{fname} = (Verify.getBoolean() ? {a} : {b}) % {k};"),
                );
            }
            Extra::Atomic => {
                let rhs = self.expression(k, scope);
                line(out, indent, "Verify.beginAtomic();");
                line(out, indent, &format!("{fname} = {rhs};"));
                line(out, indent, "Verify.endAtomic();");
            }
            Extra::BreakTransition => line(out, indent, "Verify.breakTransition();"),
        }
    }

    /// What the extra statements used need: shared objects, helper methods, a class with an
    /// initializer, a stream to print into (statics, or locals of `main` in the Locals style).
    fn extra_declarations(&mut self, out: &mut String, indent: &str, kind: &str) {
        let used = |g: &Gen, x: Extra| g.features.contains(&x.name());
        if used(self, Extra::HashShared) {
            let modifiers = if kind.is_empty() { "" } else { "static final " };
            let _ = writeln!(out, "{indent}{modifiers}Object o0 = new Object();");
            let _ = writeln!(out, "{indent}{modifiers}Object o1 = new Object();");
        }
        // Methods and nested classes: members of the class in every style.
        let mut members = String::new();
        if used(self, Extra::Intern) {
            let _ = writeln!(
                members,
                "    /** 1 when this call put its string into the pool. */"
            );
            let _ = writeln!(members, "    static int pooled(int v) {{");
            let _ = writeln!(
                members,
                "        String s = new StringBuilder(\"q\").append(v).toString();"
            );
            let _ = writeln!(members, "        return s.intern() == s ? 1 : 0;");
            let _ = writeln!(members, "    }}");
        }
        if used(self, Extra::ClassInit) {
            let (f0, f1, k1) = (
                self.fields[0].name.clone(),
                self.fields[1].name.clone(),
                self.fields[1].domain,
            );
            let _ = writeln!(members, "    static final class K0 {{");
            let _ = writeln!(members, "        static final int V;");
            let _ = writeln!(members, "        static {{");
            let _ = writeln!(members, "            V = {f0};");
            let _ = writeln!(members, "            {f1} = ({f1} + 1) % {k1};");
            let _ = writeln!(members, "        }}");
            let _ = writeln!(members, "        static void touch() {{}}");
            let _ = writeln!(members, "    }}");
        }
        if used(self, Extra::Reflection) {
            let class = self.class.clone();
            let _ = writeln!(members, "    static int rget(String f) {{");
            let _ = writeln!(
                members,
                "        try {{ return {class}.class.getDeclaredField(f).getInt(null); }}"
            );
            let _ = writeln!(
                members,
                "        catch (ReflectiveOperationException e) {{ throw new RuntimeException(e); }}"
            );
            let _ = writeln!(members, "    }}");
            let _ = writeln!(members, "    static void rset(String f, int v) {{");
            let _ = writeln!(
                members,
                "        try {{ {class}.class.getDeclaredField(f).setInt(null, v); }}"
            );
            let _ = writeln!(
                members,
                "        catch (ReflectiveOperationException e) {{ throw new RuntimeException(e); }}"
            );
            let _ = writeln!(members, "    }}");
        }
        if used(self, Extra::SetOut) || used(self, Extra::SetErr) {
            let _ = writeln!(
                members,
                "    /** Counts the bytes printed into it, modulo 3. */"
            );
            let _ = writeln!(
                members,
                "    static final class Sink extends java.io.OutputStream {{"
            );
            let _ = writeln!(members, "        int n;");
            let _ = writeln!(
                members,
                "        @Override public void write(int b) {{ n = (n + 1) % 3; }}"
            );
            let _ = writeln!(members, "    }}");
            let _ = writeln!(members, "    static final Sink SINK = new Sink();");
            let _ = writeln!(
                members,
                "    static final java.io.PrintStream SINK_OUT = new java.io.PrintStream(SINK, true);"
            );
            let _ = writeln!(
                members,
                "    static final java.io.PrintStream REAL_OUT = System.out;"
            );
            let _ = writeln!(
                members,
                "    static final java.io.PrintStream REAL_ERR = System.err;"
            );
        }
        self.members.push_str(&members);
    }

    fn statement(
        &mut self,
        e: usize,
        out: &mut String,
        indent: usize,
        scope: &mut Scope,
        depth: u32,
    ) {
        let roll = self.rng.below(100);
        match roll {
            // Read a field into a local.
            0..=17 => {
                let f = self.rng.below(self.fields.len() as u32) as usize;
                let name = format!("l{}", self.next_local);
                self.next_local += 1;
                let fname = self.fields[f].name.clone();
                line(out, indent, &format!("int {name} = {fname};"));
                scope.vars.push((name, self.fields[f].domain));
            }
            // Write a field.
            18..=49 => {
                let f = self.rng.below(self.fields.len() as u32) as usize;
                let rhs = self.expression(self.fields[f].domain, scope);
                let fname = self.fields[f].name.clone();
                line(out, indent, &format!("{fname} = {rhs};"));
            }
            // A branch.
            50..=69 if depth < 2 => {
                let cond = self.condition(scope);
                line(out, indent, &format!("if ({cond}) {{"));
                let mut inner = scope.clone();
                for _ in 0..self.rng.range(1, 2) {
                    self.statement(e, out, indent + 1, &mut inner, depth + 1);
                }
                if self.rng.chance(2, 3) {
                    line(out, indent, "} else {");
                    let mut inner = scope.clone();
                    for _ in 0..self.rng.range(1, 2) {
                        self.statement(e, out, indent + 1, &mut inner, depth + 1);
                    }
                }
                line(out, indent, "}");
            }
            // Enable or disable another event.
            70..=81 if self.n_events > 1 => {
                let mut other = self.rng.below(self.n_events as u32 - 1) as usize;
                if other >= e {
                    other += 1;
                }
                let on = self.rng.chance(1, 2);
                let text = match (self.style, on) {
                    (Style::Events, true) => format!("Events.enable({other});"),
                    (Style::Events, false) => format!("Events.disable({other});"),
                    (Style::List | Style::Locals, on) => format!("en{other} = {on};"),
                };
                line(out, indent, &text);
            }
            // A data choice, used right away in a write or a branch.
            82..=91 => {
                let name = format!("d{}", self.next_choice);
                self.next_choice += 1;
                line(out, indent, &format!("int {name} = Verify.getInt(0, 1);"));
                scope.vars.push((name.clone(), 2));
                if depth < 2 && self.rng.chance(1, 2) {
                    line(out, indent, &format!("if ({name} == 1) {{"));
                    let mut inner = scope.clone();
                    self.statement(e, out, indent + 1, &mut inner, depth + 1);
                    line(out, indent, "} else {");
                    let mut inner = scope.clone();
                    self.statement(e, out, indent + 1, &mut inner, depth + 1);
                    line(out, indent, "}");
                } else {
                    let f = self.rng.below(self.fields.len() as u32) as usize;
                    let k = self.fields[f].domain;
                    let other = self.atom(scope);
                    let fname = self.fields[f].name.clone();
                    line(out, indent, &format!("{fname} = ({other} + {name}) % {k};"));
                }
            }
            // Output and a string that becomes garbage.
            92..=93 => {
                let f = self.rng.below(self.fields.len() as u32) as usize;
                let fname = self.fields[f].name.clone();
                line(
                    out,
                    indent,
                    &format!("System.out.println(\"{fname} is \" + {fname});"),
                );
            }
            // An allocation used, then garbage.
            94..=95 => {
                let name = format!("g{}", self.next_local);
                self.next_local += 1;
                let a = self.atom(scope);
                let f = self.rng.below(self.fields.len() as u32) as usize;
                let fname = self.fields[f].name.clone();
                let k = self.fields[f].domain;
                let i = self.rng.below(2);
                line(out, indent, &format!("int[] {name} = {{{a}, 1}};"));
                line(out, indent, &format!("{fname} = {name}[{i}] % {k};"));
            }
            // The shared object or the shared map: written, replaced or read.
            96..=97 => match self.rng.below(5) {
                3 => {
                    let key = self.map_key();
                    let rhs = self.expression(3, scope);
                    line(out, indent, &format!("map.put({key}, ({rhs}) % 3);"));
                }
                4 => {
                    let f = self.rng.below(self.fields.len() as u32) as usize;
                    let fname = self.fields[f].name.clone();
                    let k = self.fields[f].domain;
                    let key = self.map_key();
                    line(
                        out,
                        indent,
                        &format!("{fname} = map.getOrDefault({key}, 0) % {k};"),
                    );
                }
                0 => {
                    let rhs = self.expression(3, scope);
                    line(out, indent, &format!("box[0] = {rhs};"));
                }
                1 => line(out, indent, "box = new int[] {(box[0] + 1) % 3};"),
                _ => {
                    let f = self.rng.below(self.fields.len() as u32) as usize;
                    let fname = self.fields[f].name.clone();
                    let k = self.fields[f].domain;
                    line(out, indent, &format!("{fname} = box[0] % {k};"));
                }
            },
            // An increment (also where a branch would nest too deep).
            _ => {
                let f = self.rng.below(self.fields.len() as u32) as usize;
                let fname = self.fields[f].name.clone();
                let k = self.fields[f].domain;
                line(out, indent, &format!("{fname} = ({fname} + 1) % {k};"));
            }
        }
    }

    /// A field, a local in scope, or a small constant: always a value >= 0.
    fn atom(&mut self, scope: &Scope) -> String {
        if !scope.vars.is_empty() && self.rng.chance(1, 3) {
            return self.rng.pick(&scope.vars).0.clone();
        }
        if self.rng.chance(1, 6) {
            return format!("{}", self.rng.range(1, 2));
        }
        let f = self.rng.below(self.fields.len() as u32) as usize;
        self.fields[f].name.clone()
    }

    /// A value in `0..k`.
    fn expression(&mut self, k: u32, scope: &Scope) -> String {
        match self.rng.below(5) {
            0 | 1 => format!("{}", self.rng.below(k)),
            2 => {
                let a = self.atom(scope);
                format!("({a} + 1) % {k}")
            }
            3 => {
                let (a, b) = (self.atom(scope), self.atom(scope));
                format!("({a} + {b}) % {k}")
            }
            _ => {
                let (a, b) = (self.atom(scope), self.atom(scope));
                format!("({a} * 2 + {b}) % {k}")
            }
        }
    }

    fn condition(&mut self, scope: &Scope) -> String {
        if !scope.vars.is_empty() && self.rng.chance(1, 3) {
            let (v, k) = self.rng.pick(&scope.vars).clone();
            let c = self.rng.below(k);
            return format!("{v} == {c}");
        }
        let f = self.rng.below(self.fields.len() as u32) as usize;
        let k = self.fields[f].domain;
        let fname = self.fields[f].name.clone();
        match self.rng.below(4) {
            0 | 1 => format!("{fname} == {}", self.rng.below(k)),
            2 => format!("{fname} != {}", self.rng.below(k)),
            _ => {
                let g = self.rng.below(self.fields.len() as u32) as usize;
                if g == f {
                    format!("{fname} == 0")
                } else {
                    format!("{fname} == {}", self.fields[g].name)
                }
            }
        }
    }

    /// A predicate over shared fields, of varying strength.
    fn predicate(&mut self) -> String {
        let nf = self.fields.len() as u32;
        let f = self.rng.below(nf) as usize;
        let mut g = self.rng.below(nf - 1) as usize;
        if g >= f {
            g += 1;
        }
        let (a, ka) = (self.fields[f].name.clone(), self.fields[f].domain);
        let (b, kb) = (self.fields[g].name.clone(), self.fields[g].domain);
        match self.rng.below(6) {
            0 => format!("{a} != {}", self.rng.range(1, ka - 1)),
            1 => format!(
                "!({a} == {} && {b} == {})",
                self.rng.below(ka),
                self.rng.range(1, kb - 1)
            ),
            2 => format!("{a} + {b} != {}", ka + kb - 2),
            3 => format!("{a} <= {b} || {b} == {}", self.rng.below(kb)),
            4 => format!("{a} != {b} || {a} == 0"),
            _ => {
                let c = self.rng.range(1, ka - 1);
                format!("{a} != {c} || {b} != {}", self.rng.below(kb))
            }
        }
    }
}

fn line(out: &mut String, indent: usize, text: &str) {
    for _ in 0..indent {
        out.push_str("    ");
    }
    out.push_str(text);
    out.push('\n');
}
