//! The story of a counterexample: which event made which app's handler send which command
//! to which device, and which attribute writes conflict, told by the platform model itself.
//!
//! While a counterexample is replayed (never during the search), the SmartThings model
//! (`ironpf.smartthings.Home`) reports what it does through two natives, `storyOn()` and
//! `story(kind, app, a, b, c, d)`; the VM keeps the records beside the program's state (see
//! `Vm::story`), so telling the story changes no state and no state count. This module turns
//! each transition's records into a [`StoryTransition`]: the trigger (the event the checker
//! chose, a timer, an app touch, the initial configuration) and the steps in execution order,
//! each with its parent (a command's parent is the handler that sent it; a write's, its
//! command; a handler delivery's, the write or event that caused it).
//!
//! The records (`a`-`d` are the four texts):
//!
//! | kind | app | a | b | c | d |
//! |---|---|---|---|---|---|
//! | `app` | app | label | class | | |
//! | `configuration` | 0 | `A` or `B` | | | |
//! | `initial` | 0 | device | attribute | value | |
//! | `event`, `event unchanged` | 0 | device | attribute | value | old value |
//! | `touch` | app | | | | |
//! | `timer` | app | handler | | | |
//! | `handler` | app | handler | device | attribute (`install`, `timer`) | value |
//! | `end` | app | | | | |
//! | `command` | app | device | command | arguments | |
//! | `write` [`manual`] [`unchanged` [`ignored`]] | app | device | attribute | old value | value |
//! | `conflict` | app | device | attribute | old value | value |
//! | `conflict with` | earlier writer | device | attribute | its value | |
//! | `note` | app | text | | | |
//! | `schedule` | app | handler | `once` or `periodic` | | |
//! | `unschedule` | app | handler (none: all) | | | |
//! | `location event` | app | name | value | | |

use crate::vm::StoryRecord;

/// What started a transition.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Trigger {
    /// The model told nothing of it (a transition of a program without a story).
    #[default]
    Unknown,
    /// The start: the apps are set up and declare their preferences.
    Start,
    /// The initial configuration (`A`: every attribute at its first listed value, `B`: at its
    /// second) with every attribute's initial value (device, attribute, value).
    Configuration {
        name: String,
        initial: Vec<(String, String, String)>,
    },
    /// The environment changes a device attribute (`delivered`: the value changed, or the
    /// attribute is momentary, so the subscribed handlers hear of it).
    Event {
        device: String,
        attribute: String,
        value: String,
        old: String,
        delivered: bool,
    },
    /// The user touches an app.
    Touch { app: i32 },
    /// A scheduled handler of an app fires.
    Timer { app: i32, handler: String },
}

/// Why a handler runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cause {
    /// `installed()` (or `updated()`) at installation.
    Install,
    /// A timer fired.
    Timer,
    /// An event of a device attribute (`command:NAME` for a command subscription; device
    /// `location` for location events, `app` for touches).
    Event {
        device: String,
        attribute: String,
        value: Option<String>,
    },
}

/// An earlier write that a conflicting write undoes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The app that wrote before.
    pub app: i32,
    /// What it wrote.
    pub value: String,
    /// Where its write is in the story (transition, step), if the story shows it.
    pub earlier: Option<(usize, usize)>,
}

/// One thing that happened in a transition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum What {
    /// The platform calls an app's handler.
    Handler {
        app: i32,
        handler: String,
        cause: Cause,
    },
    /// An app sends a command to a device.
    Command {
        app: i32,
        device: String,
        command: String,
        args: String,
    },
    /// An app's write of a device attribute (or of the location mode), through a command.
    Write {
        app: i32,
        device: String,
        attribute: String,
        old: String,
        new: String,
        /// The value changed (or the attribute is momentary): the event is delivered.
        changed: bool,
        /// Made while handling the user's deliberate act (never a conflict).
        manual: bool,
        /// It changed nothing and `--conflict-writes changing` left it out of the conflict
        /// oracle.
        ignored: bool,
        /// This write conflicts with the other app's earlier one.
        conflict: Option<Conflict>,
        /// A later write of the other app that conflicts with this one (transition, step).
        undone_by: Option<(usize, usize)>,
    },
    /// Something an app did that the model records without an effect on devices (a
    /// notification, an HTTP request, a command a device ignores).
    Note { app: i32, text: String },
    /// An app schedules a handler (`periodic` or once).
    Schedule {
        app: i32,
        handler: String,
        periodic: bool,
    },
    /// An app cancels its timers (`None`: all of them).
    Unschedule { app: i32, handler: Option<String> },
    /// An app sends a location event that is no attribute write.
    LocationEvent {
        app: i32,
        name: String,
        value: String,
    },
}

/// A step of a transition's story.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoryStep {
    /// The step that caused it (an index into the transition's steps); `None`: the trigger.
    pub parent: Option<usize>,
    /// How many steps lead to it from the trigger.
    pub depth: usize,
    /// How many source lines the transition had executed when it happened.
    pub line: usize,
    pub what: What,
}

/// The story of one transition.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StoryTransition {
    pub trigger: Trigger,
    pub steps: Vec<StoryStep>,
}

/// The story of a counterexample: the apps and each transition's story.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Story {
    /// Each app's number, label (`App1 (Its Name)`) and class.
    pub apps: Vec<(i32, String, String)>,
    pub transitions: Vec<StoryTransition>,
}

impl Story {
    /// The story of a replayed path from each transition's records; `None` when the program
    /// told none (it is no SmartThings pair).
    pub fn build(records: &[Vec<StoryRecord>]) -> Option<Story> {
        if records.iter().all(Vec::is_empty) {
            return None;
        }
        let mut story = Story::default();
        for (i, recs) in records.iter().enumerate() {
            let t = story.transition(i, recs);
            story.transitions.push(t);
        }
        story.link_conflicts();
        Some(story)
    }

    /// Whether `method` (`Class.method`, binary class name with dots) is code of one of the
    /// apps: a method of an app class or of a class nested in it (a closure).
    pub fn is_app_method(&self, method: &str) -> bool {
        let class = method.rsplit_once('.').map_or(method, |(c, _)| c);
        self.apps.iter().any(|(_, _, app)| {
            class == app
                || class
                    .strip_prefix(app.as_str())
                    .is_some_and(|rest| rest.starts_with('$') && !rest.starts_with("$$"))
        })
    }

    /// The label of app `app` (`App1 (Its Name)`), `environment` for 0.
    pub fn label(&self, app: i32) -> String {
        if app == 0 {
            return "environment".into();
        }
        self.apps
            .iter()
            .find(|a| a.0 == app)
            .map(|a| a.1.clone())
            .unwrap_or_else(|| format!("App{app}"))
    }

    fn transition(&mut self, index: usize, records: &[StoryRecord]) -> StoryTransition {
        let mut b = TransitionBuilder::default();
        if index == 0 {
            b.t.trigger = Trigger::Start;
        }
        for r in records {
            let mut words = r.kind.split(' ');
            let kind = words.next().unwrap_or_default();
            let flags: Vec<&str> = words.collect();
            if kind == "app" {
                self.apps.push((r.app, text(r, 0), text(r, 1)));
            } else if !b.trigger(kind, r, &flags) && !b.bracket(kind, r, &flags) {
                let what = b.step(kind, r, &flags);
                b.push(r, what, kind == "conflict");
            }
        }
        b.t
    }

    /// Finds the earlier write each conflicting write undoes: the other app's last write of
    /// the same attribute before it.
    fn link_conflicts(&mut self) {
        let mut links = Vec::new();
        for (ti, t) in self.transitions.iter().enumerate() {
            for (si, s) in t.steps.iter().enumerate() {
                let What::Write {
                    device,
                    attribute,
                    conflict: Some(c),
                    ..
                } = &s.what
                else {
                    continue;
                };
                // The other app's last write of the attribute before this one.
                let is_earlier = |s: &StoryStep| {
                    matches!(&s.what, What::Write { app, device: d, attribute: a, conflict: None, .. }
                        if *app == c.app && d == device && a == attribute)
                };
                let earlier = (0..=ti).rev().find_map(|tj| {
                    let steps = &self.transitions[tj].steps;
                    let end = if tj == ti { si } else { steps.len() };
                    (0..end)
                        .rev()
                        .find(|&sj| is_earlier(&steps[sj]))
                        .map(|sj| (tj, sj))
                });
                if let Some(e) = earlier {
                    links.push(((ti, si), e));
                }
            }
        }
        for (later, earlier) in links {
            if let What::Write {
                conflict: Some(c), ..
            } = &mut self.transitions[later.0].steps[later.1].what
            {
                c.earlier = Some(earlier);
            }
            if let What::Write { undone_by, .. } =
                &mut self.transitions[earlier.0].steps[earlier.1].what
            {
                *undone_by = Some(later);
            }
        }
    }

    /// The attributes the story's events and writes touch (device, attribute), in order of
    /// first appearance.
    pub fn touched(&self) -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = Vec::new();
        let mut add = |d: &str, a: &str| {
            if !out.iter().any(|(x, y)| x == d && y == a) {
                out.push((d.to_string(), a.to_string()));
            }
        };
        for t in &self.transitions {
            if let Trigger::Event {
                device, attribute, ..
            } = &t.trigger
            {
                add(device, attribute);
            }
            for s in &t.steps {
                if let What::Write {
                    device, attribute, ..
                } = &s.what
                {
                    add(device, attribute);
                }
            }
        }
        out
    }
}

/// Closes open steps until the innermost one satisfies `keep` (or none is open).
/// Text `i` of a story record, empty when it has none.
fn text(r: &StoryRecord, i: usize) -> String {
    r.texts[i].clone().unwrap_or_default()
}

/// A transition of the story as its records come in.
#[derive(Default)]
struct TransitionBuilder {
    t: StoryTransition,
    /// The steps that may still receive children, innermost last.
    open: Vec<usize>,
    /// A conflicting write waiting for its `conflict with` record.
    pending_conflict: Option<usize>,
}

impl TransitionBuilder {
    /// A record that says what started the transition; returns whether `kind` is one.
    fn trigger(&mut self, kind: &str, r: &StoryRecord, flags: &[&str]) -> bool {
        self.t.trigger = match kind {
            "configuration" => Trigger::Configuration {
                name: text(r, 0),
                initial: Vec::new(),
            },
            "initial" => {
                if let Trigger::Configuration { initial, .. } = &mut self.t.trigger {
                    initial.push((text(r, 0), text(r, 1), text(r, 2)));
                }
                return true;
            }
            "event" => Trigger::Event {
                device: text(r, 0),
                attribute: text(r, 1),
                value: text(r, 2),
                old: text(r, 3),
                delivered: !flags.contains(&"unchanged"),
            },
            "touch" => Trigger::Touch { app: r.app },
            "timer" => Trigger::Timer {
                app: r.app,
                handler: text(r, 0),
            },
            _ => return false,
        };
        true
    }

    /// A record that closes or completes earlier steps (`end` of a handler, `conflict with`);
    /// returns whether `kind` is one.
    fn bracket(&mut self, kind: &str, r: &StoryRecord, flags: &[&str]) -> bool {
        match (kind, flags.first().copied()) {
            ("end", _) => {
                // Closes the innermost handler and what it opened.
                while let Some(s) = self.open.pop() {
                    if matches!(self.t.steps[s].what, What::Handler { .. }) {
                        break;
                    }
                }
                true
            }
            ("conflict", Some("with")) => {
                if let Some(s) = self.pending_conflict.take()
                    && let What::Write { conflict, .. } = &mut self.t.steps[s].what
                {
                    *conflict = Some(Conflict {
                        app: r.app,
                        value: text(r, 2),
                        earlier: None,
                    });
                }
                true
            }
            _ => false,
        }
    }

    /// The step a record stands for, after closing the open steps it does not belong to.
    fn step(&mut self, kind: &str, r: &StoryRecord, flags: &[&str]) -> What {
        let steps = &self.t.steps;
        match kind {
            "handler" => {
                let attribute = r.texts[2].clone();
                let cause = match attribute.as_deref() {
                    Some("install") if r.texts[1].is_none() => Cause::Install,
                    Some("timer") if r.texts[1].is_none() => Cause::Timer,
                    _ => Cause::Event {
                        device: text(r, 1),
                        attribute: attribute.clone().unwrap_or_default(),
                        value: r.texts[3].clone(),
                    },
                };
                // A command subscription hears of the command, not of its writes.
                if attribute
                    .as_deref()
                    .is_some_and(|a| a.starts_with("command:"))
                {
                    close_until(&mut self.open, steps, |w| {
                        matches!(w, What::Command { .. } | What::Handler { .. })
                    });
                }
                What::Handler {
                    app: r.app,
                    handler: text(r, 0),
                    cause,
                }
            }
            "command" | "note" | "schedule" | "unschedule" | "location" => {
                close_until(&mut self.open, steps, |w| matches!(w, What::Handler { .. }));
                match kind {
                    "command" => What::Command {
                        app: r.app,
                        device: text(r, 0),
                        command: text(r, 1),
                        args: text(r, 2),
                    },
                    "note" => What::Note {
                        app: r.app,
                        text: text(r, 0),
                    },
                    "schedule" => What::Schedule {
                        app: r.app,
                        handler: text(r, 0),
                        periodic: text(r, 1) == "periodic",
                    },
                    "unschedule" => What::Unschedule {
                        app: r.app,
                        handler: r.texts[0].clone(),
                    },
                    _ => What::LocationEvent {
                        app: r.app,
                        name: text(r, 0),
                        value: text(r, 1),
                    },
                }
            }
            "write" | "conflict" => {
                // A write belongs to its command, or to the handler that set the mode.
                close_until(&mut self.open, steps, |w| {
                    matches!(w, What::Command { .. } | What::Handler { .. })
                });
                What::Write {
                    app: r.app,
                    device: text(r, 0),
                    attribute: text(r, 1),
                    old: text(r, 2),
                    new: text(r, 3),
                    changed: !flags.contains(&"unchanged"),
                    manual: flags.contains(&"manual"),
                    ignored: flags.contains(&"ignored"),
                    conflict: None,
                    undone_by: None,
                }
            }
            _ => What::Note {
                app: r.app,
                text: format!("{} {}", r.kind, text(r, 0)),
            },
        }
    }

    /// Adds a step under the innermost open one; steps that can have children stay open.
    fn push(&mut self, r: &StoryRecord, what: What, is_conflict: bool) {
        self.t.steps.push(StoryStep {
            parent: self.open.last().copied(),
            depth: self.open.len(),
            line: r.line,
            what,
        });
        let at = self.t.steps.len() - 1;
        if is_conflict {
            self.pending_conflict = Some(at);
        }
        if !matches!(
            self.t.steps[at].what,
            What::Note { .. } | What::Schedule { .. } | What::Unschedule { .. }
        ) {
            self.open.push(at);
        }
    }
}

fn close_until(open: &mut Vec<usize>, steps: &[StoryStep], keep: impl Fn(&What) -> bool) {
    while let Some(&s) = open.last() {
        if keep(&steps[s].what) {
            break;
        }
        open.pop();
    }
}

// ----- text -----

impl Story {
    /// The trigger of transition `t` as text (`Smoke Detector.smoke = detected`).
    pub fn trigger_text(&self, t: usize) -> Option<String> {
        let tr = &self.transitions.get(t)?.trigger;
        Some(match tr {
            Trigger::Unknown => return None,
            Trigger::Start => {
                let apps: Vec<String> = self
                    .apps
                    .iter()
                    .map(|(_, label, class)| format!("{label} from {class}.groovy"))
                    .collect();
                format!("start: {} declare their preferences", apps.join(" and "))
            }
            Trigger::Configuration { name, initial } => {
                let which = if name == "B" { "second" } else { "first" };
                let touched = self.touched();
                let values: Vec<String> = touched
                    .iter()
                    .filter_map(|(d, a)| {
                        initial
                            .iter()
                            .find(|(x, y, _)| x == d && y == a)
                            .map(|(d, a, v)| format!("{d}.{a} = {v}"))
                    })
                    .collect();
                let mut s =
                    format!("configuration {name} (every attribute at its {which} listed value)");
                if !values.is_empty() {
                    s.push_str(": ");
                    s.push_str(&values.join(", "));
                }
                s
            }
            Trigger::Event {
                device,
                attribute,
                value,
                delivered,
                ..
            } => {
                let mut s = format!("event {device}.{attribute} = {value}");
                if !delivered {
                    s.push_str(" (no change: not delivered)");
                }
                s
            }
            Trigger::Touch { app } => format!("the user touches {}", self.label(*app)),
            // The handler step that follows names the app and the handler.
            Trigger::Timer { .. } => "timer fires".into(),
        })
    }

    /// One step as text, `in_command`: its parent is a command (a write then needs no
    /// device name).
    pub fn step_text(&self, t: usize, s: usize) -> String {
        let steps = &self.transitions[t].steps;
        let step = &steps[s];
        let in_command = step
            .parent
            .is_some_and(|p| matches!(steps[p].what, What::Command { .. }));
        match &step.what {
            What::Handler {
                app,
                handler,
                cause,
            } => match cause {
                Cause::Install | Cause::Timer => format!("{} {handler}()", self.label(*app)),
                Cause::Event { .. } => format!("{} {handler}", self.label(*app)),
            },
            What::Command {
                device,
                command,
                args,
                ..
            } => format!("{device}.{command}({args})"),
            What::Write {
                device,
                attribute,
                new,
                changed,
                ignored,
                conflict,
                undone_by,
                ..
            } => {
                let mut s = if in_command {
                    format!("{attribute} = {new}")
                } else {
                    format!("{device}.{attribute} = {new}")
                };
                if *ignored {
                    s.push_str(" (unchanged: not counted, --conflict-writes changing)");
                } else if !changed {
                    s.push_str(" (unchanged)");
                }
                if let Some((t, _)) = undone_by {
                    s.push_str(&format!(" (undone by the conflict in transition {t})"));
                }
                if let Some(c) = conflict {
                    s.push_str(&format!(
                        "  ** CONFLICT: {} wrote {attribute} = {}{}",
                        self.label(c.app),
                        c.value,
                        c.earlier
                            .map(|(t, _)| format!(" in transition {t}"))
                            .unwrap_or_default()
                    ));
                }
                s
            }
            What::Note { text, .. } => text.clone(),
            What::Schedule {
                handler, periodic, ..
            } => {
                if *periodic {
                    format!("schedules {handler} (periodic timer)")
                } else {
                    format!("schedules {handler} (timer)")
                }
            }
            What::Unschedule { handler, .. } => match handler {
                Some(h) => format!("unschedules {h}"),
                None => "unschedules its timers".into(),
            },
            What::LocationEvent { name, value, .. } => {
                format!("location event {name} = {value}")
            }
        }
    }

    /// The story of transition `t` as lines of text: the trigger and what followed from it,
    /// a chain on one line while each step has one consequence (`event ... -> App1 (...)
    /// handler -> Lock.unlock() -> lock = unlocked`), indented lines where a step has
    /// several.
    pub fn transition_lines(&self, t: usize) -> Vec<String> {
        let Some(tr) = self.transitions.get(t) else {
            return Vec::new();
        };
        let mut lines = Vec::new();
        let roots: Vec<usize> = (0..tr.steps.len())
            .filter(|&s| tr.steps[s].parent.is_none())
            .collect();
        match self.trigger_text(t) {
            Some(head) => self.chain(t, head, &roots, 0, &mut lines),
            None => {
                for s in roots {
                    let head = self.step_text(t, s);
                    let children = self.children(t, s);
                    self.chain(t, head, &children, 0, &mut lines);
                }
            }
        }
        lines
    }

    fn children(&self, t: usize, s: usize) -> Vec<usize> {
        let steps = &self.transitions[t].steps;
        (s + 1..steps.len())
            .filter(|&c| steps[c].parent == Some(s))
            .collect()
    }

    /// Writes `head` followed by its consequences `next`: on the same line while there is
    /// one, on indented lines below when there are several.
    fn chain(
        &self,
        t: usize,
        head: String,
        next: &[usize],
        indent: usize,
        lines: &mut Vec<String>,
    ) {
        let mut line = head;
        let mut next = next.to_vec();
        while next.len() == 1 {
            let s = next[0];
            line.push_str(" -> ");
            line.push_str(&self.step_text(t, s));
            next = self.children(t, s);
        }
        lines.push(format!("{}{line}", " ".repeat(indent)));
        for s in next {
            let head = format!("-> {}", self.step_text(t, s));
            let children = self.children(t, s);
            self.chain(t, head, &children, indent + 3, lines);
        }
    }
}

// ----- conflicts explained -----

/// One of the two writes of a conflict and what led to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConflictWrite {
    pub app: i32,
    /// The transition it happened in.
    pub transition: usize,
    pub device: String,
    pub attribute: String,
    /// The attribute's value before the write, and the value written.
    pub old: String,
    pub value: String,
    /// The write changed the attribute's value (or the attribute is momentary).
    pub changed: bool,
    /// The app's handler that wrote, and why it ran (`event Smoke Detector.smoke =
    /// detected`, `a timer`, `installation`).
    pub handler: Option<String>,
    pub why: String,
    /// The app's Groovy line that was running (`File.groovy:43`) and its text.
    pub place: Option<String>,
    pub source: Option<String>,
}

/// A conflict as the story shows it: the earlier write and the later one that undoes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConflictExplained {
    pub earlier: ConflictWrite,
    pub later: ConflictWrite,
}

/// The conflict rule in one sentence (`every`: writes that change nothing count).
pub fn conflict_rule(ignore_unchanged: bool) -> &'static str {
    if ignore_unchanged {
        "two apps conflict when one app writes a device attribute with a value other than the \
         one the other app wrote there last, outside a user's deliberate act (a button press, an \
         app touch); with --conflict-writes changing, a write that leaves the value as it was \
         counts for neither app"
    } else {
        "two apps conflict when one app writes a device attribute with a value other than the \
         one the other app wrote there last, outside a user's deliberate act (a button press, an \
         app touch); a write that leaves the value as it was counts too, as in IoTCheck (a \
         command states what the app wants the device to be): --conflict-writes changing leaves \
         such writes out"
    }
}

impl Story {
    /// The story's conflict explained: the last conflicting write and the write it undoes,
    /// each with its handler, its cause and the Groovy line that made it (from `trace`, the
    /// counterexample's transitions); `None` when the story has no conflict.
    pub fn explain_conflict(
        &self,
        trace: &[super::trace::Transition],
    ) -> Option<ConflictExplained> {
        let (lt, ls) = self
            .transitions
            .iter()
            .enumerate()
            .rev()
            .find_map(|(t, tr)| {
                tr.steps
                    .iter()
                    .rposition(|s| {
                        matches!(
                            &s.what,
                            What::Write {
                                conflict: Some(_),
                                ..
                            }
                        )
                    })
                    .map(|s| (t, s))
            })?;
        let What::Write {
            conflict: Some(c), ..
        } = &self.transitions[lt].steps[ls].what
        else {
            return None;
        };
        // The model records every write, so the earlier one is in the story (`link_conflicts`);
        // without it there is nothing true to explain.
        let (et, es) = c.earlier?;
        Some(ConflictExplained {
            earlier: self.conflict_write(trace, et, es)?,
            later: self.conflict_write(trace, lt, ls)?,
        })
    }

    fn conflict_write(
        &self,
        trace: &[super::trace::Transition],
        t: usize,
        s: usize,
    ) -> Option<ConflictWrite> {
        let steps = &self.transitions[t].steps;
        let What::Write {
            app,
            device,
            attribute,
            old,
            new,
            changed,
            ..
        } = &steps[s].what
        else {
            return None;
        };
        // The handler the write belongs to: the nearest handler step above it.
        let mut up = steps[s].parent;
        let mut handler = None;
        while let Some(p) = up {
            if let What::Handler {
                handler: h, cause, ..
            } = &steps[p].what
            {
                handler = Some((h.clone(), cause.clone()));
                break;
            }
            up = steps[p].parent;
        }
        let why = match handler.as_ref().map(|h| &h.1) {
            Some(Cause::Install) => "installation".to_string(),
            Some(Cause::Timer) => "a timer it scheduled".to_string(),
            Some(Cause::Event {
                device,
                attribute,
                value,
            }) => match attribute.strip_prefix("command:") {
                Some(command) => format!("the command {device}.{command}()"),
                None => format!(
                    "event {device}.{attribute}{}",
                    value
                        .as_ref()
                        .map(|v| format!(" = {v}"))
                        .unwrap_or_default()
                ),
            },
            None => self
                .trigger_text(t)
                .unwrap_or_else(|| "the transition".into()),
        };
        // The app's Groovy line that was running: the last app line shown before the write.
        let line = trace.get(t).and_then(|tr| {
            tr.lines[..steps[s].line.min(tr.lines.len())]
                .iter()
                .rev()
                .find(|l| self.is_app_method(&l.method))
        });
        Some(ConflictWrite {
            app: *app,
            transition: t,
            device: device.clone(),
            attribute: attribute.clone(),
            old: old.clone(),
            value: new.clone(),
            changed: *changed,
            handler: handler.map(|h| h.0),
            why,
            place: line.map(|l| l.place.clone()),
            source: line.and_then(|l| l.text.as_ref().map(|t| t.trim().to_string())),
        })
    }
}

impl ConflictExplained {
    /// The explanation as lines of text: the rule, each write with its cause and line, what
    /// is special about them (a write that changed nothing, a value that changed between
    /// them), and what could be changed.
    pub fn lines(&self, story: &Story, ignore_unchanged: bool) -> Vec<String> {
        let mut out = vec![format!("rule: {}", conflict_rule(ignore_unchanged))];
        let write = |w: &ConflictWrite| {
            let mut s = format!(
                "transition {}: {} wrote {}.{} = {}",
                w.transition,
                story.label(w.app),
                w.device,
                w.attribute,
                w.value
            );
            if w.changed {
                s.push_str(&format!(" (it was {})", w.old));
            } else {
                s.push_str(&format!(
                    " (it was {} already: the write changed nothing)",
                    w.value
                ));
            }
            match &w.handler {
                Some(h) => s.push_str(&format!(" in {h}, run by {}", w.why)),
                None => s.push_str(&format!(" during {}", w.why)),
            }
            if let Some(p) = &w.place {
                s.push_str(&format!(", at {p}"));
                if let Some(src) = &w.source {
                    s.push_str(&format!(": {src}"));
                }
            }
            s
        };
        out.push(format!("first: {}", write(&self.earlier)));
        out.push(format!("then:  {}", write(&self.later)));
        let (e, l) = (&self.earlier, &self.later);
        let first = story.label(e.app);
        let first = first.split(' ').next().unwrap_or_default();
        let second = story.label(l.app);
        let second = second.split(' ').next().unwrap_or_default();
        if !e.changed {
            out.push(format!(
                "note: {first}'s write changed nothing ({}.{} was {} already), and it still \
                 counts: {first} commanded the value it wants; run with --conflict-writes \
                 changing to see whether a conflict remains without such writes",
                e.device, e.attribute, e.value
            ));
        }
        if l.old != e.value && e.changed {
            out.push(format!(
                "note: between the two writes {}.{} became {} again: the rule compares {second}'s \
                 value with what {first} wrote, not with the value the device has",
                l.device, l.attribute, l.old
            ));
        }
        out.push(format!(
            "to avoid it: {second} could check what {first} reacted to ({}) before it writes \
             {}.{}, or the two apps should not be given the same device",
            e.why, l.device, l.attribute
        ));
        out
    }
}
