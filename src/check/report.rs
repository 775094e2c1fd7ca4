//! Check reports: the text report (JPF-style sections) and the JSON report
//! (schema: `docs/report.schema.json`).

use serde_json::{Value as Json, json};

use super::story::Story;
use super::trace::{Counterexample, Ending, Transition};
use super::{CheckConfig, CheckResult, Outcome, Violation};

/// Version of the JSON report layout.
pub const SCHEMA_VERSION: u32 = 1;

fn options_text(options: &[i32]) -> String {
    let contiguous = options.windows(2).all(|w| w[1] == w[0].wrapping_add(1));
    if options.len() > 2 && contiguous {
        format!("[{}..{}]", options[0], options[options.len() - 1])
    } else {
        format!("{options:?}")
    }
}

pub(super) fn result_text(r: &CheckResult) -> String {
    match &r.outcome {
        Outcome::Complete => "no violation (search complete)".into(),
        Outcome::Violations { limit: None } => {
            format!("{} violation(s) found", r.violations.len())
        }
        Outcome::Violations { limit: Some(l) } => format!(
            "{} violation(s) found; search stopped: {l}",
            r.violations.len()
        ),
        Outcome::LimitReached(l) => format!("search stopped: {l}; no violation found so far"),
    }
}

/// The trace of a counterexample: its story where the program told one (SmartThings pairs)
/// and `library` is off, otherwise every transition with its choice and source lines.
pub(super) fn write_trace(out: &mut String, c: &Counterexample, library: bool) {
    match &c.story {
        Some(story) if !library => write_story_trace(out, story, &c.transitions),
        _ => write_full_trace(out, &c.transitions),
    }
}

/// Per transition: its number, the choice it started from, and its story (the trigger and
/// what followed, see [`Story::transition_lines`]), then the apps' own source lines (their
/// Groovy lines: not the runtime library's, the model's or the pair harness's).
fn write_story_trace(out: &mut String, story: &Story, trace: &[Transition]) {
    for (i, t) in trace.iter().enumerate() {
        let choice = t
            .choice
            .as_ref()
            .map(|c| {
                format!(
                    " ({}, option {} of {})",
                    c.kind,
                    c.index + 1,
                    c.options.len()
                )
            })
            .unwrap_or_default();
        let mut lines = story.transition_lines(i).into_iter();
        match lines.next() {
            Some(first) => out.push_str(&format!("-- transition {i}{choice}: {first}\n")),
            None => {
                let what = t
                    .choice
                    .as_ref()
                    .map(|c| {
                        c.event
                            .clone()
                            .unwrap_or_else(|| format!("{} chose {}", c.kind, c.value()))
                    })
                    .unwrap_or_else(|| "start".into());
                out.push_str(&format!("-- transition {i}{choice}: {what}\n"));
            }
        }
        for l in lines {
            out.push_str(&format!("   {l}\n"));
        }
        for l in t.lines.iter().filter(|l| story.is_app_method(&l.method)) {
            match &l.text {
                Some(text) => out.push_str(&format!("   | {:<28} {}\n", l.place, text)),
                None => out.push_str(&format!("   | {:<28} ({})\n", l.place, l.method)),
            }
        }
    }
}

fn write_full_trace(out: &mut String, trace: &[Transition]) {
    for (i, t) in trace.iter().enumerate() {
        match &t.choice {
            None => out.push_str(&format!("-- transition {i}: start\n")),
            Some(c) => out.push_str(&format!(
                "-- transition {i}: {} at {} chose {}{} (option {} of {}, {})\n",
                c.kind,
                c.location,
                c.value(),
                c.event
                    .as_ref()
                    .map(|e| format!(": {e}"))
                    .unwrap_or_default(),
                c.index + 1,
                c.options.len(),
                options_text(&c.options)
            )),
        }
        for l in &t.lines {
            match &l.text {
                Some(text) => out.push_str(&format!("   {:<28} {}\n", l.place, text)),
                None => out.push_str(&format!("   {:<28} ({})\n", l.place, l.method)),
            }
        }
    }
}

/// The command that replays violation `v`, to paste into a shell: the program by its real
/// path (a pair jar, or the class path and main class with the program's arguments), the
/// options that change what a path does, and the replay string.
pub fn reproduce_command(cfg: &CheckConfig, v: &Violation) -> String {
    let real = |p: &str| {
        std::fs::canonicalize(p).map_or_else(|_| p.to_string(), |r| r.display().to_string())
    };
    let mut cmd = format!("ironpf check --replay {}", v.replay());
    if !cfg.assertions {
        cmd.push_str(" --disable-assertions");
    }
    if !cfg.lock_discipline {
        cmd.push_str(" --no-lock-reduction");
    }
    if cfg.keep_all {
        cmd.push_str(" --model keep-all");
    }
    if cfg.ignore_unchanged_writes {
        cmd.push_str(" --conflict-writes changing");
    }
    let entries: Vec<&str> = cfg.classpath.split(':').collect();
    if cfg.main_class == crate::smartthings::PAIR_MAIN
        && entries.len() == 1
        && entries[0].ends_with(".jar")
    {
        cmd.push(' ');
        cmd.push_str(&shell_word(&real(entries[0])));
        return cmd;
    }
    let cp: Vec<String> = entries.iter().map(|e| real(e)).collect();
    cmd.push_str(&format!(
        " -cp {} {}",
        shell_word(&cp.join(":")),
        shell_word(&cfg.main_class)
    ));
    for a in &cfg.args {
        cmd.push(' ');
        cmd.push_str(&shell_word(a));
    }
    cmd
}

/// A word a shell reads back as `s`: as it is when it has no special character, else in
/// single quotes.
pub fn shell_word(s: &str) -> String {
    let plain = !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "_./:=,+-@%".contains(c));
    if plain {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

fn write_violation(
    out: &mut String,
    n: usize,
    v: &Violation,
    cex: Option<&Counterexample>,
    library: bool,
    reproduce: &str,
    ignore_unchanged: bool,
) {
    out.push_str(&format!("== error {n}: {}\n", v.property));
    out.push_str(&v.headline());
    out.push('\n');
    // A deadlock or a race lists its threads; an exception, its frames.
    let at = if v.property == "deadlock" || v.property == "race" {
        ""
    } else {
        "at "
    };
    // A story's reader needs the apps' frames; the platform model's and the runtime
    // library's are folded (all of them with --trace-library).
    let story = cex.and_then(|c| c.story.as_ref()).filter(|_| !library);
    let mut folded = 0;
    for f in &v.stack {
        if story.is_some_and(|s| !s.is_app_method(f.split('(').next().unwrap_or(f))) {
            folded += 1;
            continue;
        }
        if folded > 0 {
            out.push_str(&format!(
                "\t[{folded} frames of the platform model and runtime library]\n"
            ));
            folded = 0;
        }
        out.push_str(&format!("\t{at}{f}\n"));
    }
    if folded > 0 {
        out.push_str(&format!(
            "\t[{folded} frames of the platform model and runtime library]\n"
        ));
    }
    out.push_str(&format!("replay: {}\n", v.replay()));
    out.push_str(&format!("reproduce: {reproduce}\n"));
    if let Some(c) = cex
        && let Some(story) = &c.story
        && let Some(why) = story.explain_conflict(&c.transitions)
    {
        out.push_str(&format!("== conflict {n} explained\n"));
        for l in why.lines(story, ignore_unchanged) {
            out.push_str(&l);
            out.push('\n');
        }
    }
    if let Some(c) = cex {
        out.push_str(&format!("== trace {n}\n"));
        write_trace(out, c, library);
        if !c.output.is_empty() {
            out.push_str(&format!("== output {n}\n"));
            out.push_str(&c.output);
            if !c.output.ends_with('\n') {
                out.push('\n');
            }
        }
    }
}

/// The report of `ironpf check --replay`: the replayed path and what it ended with.
pub fn replay_text(cfg: &CheckConfig, path: &str, c: &Counterexample) -> String {
    let mut out = format!("ironpf check {} --replay {path}\n", cfg.main_class);
    match &c.violation {
        Some(v) => write_violation(
            &mut out,
            1,
            v,
            Some(c),
            cfg.trace_library,
            &reproduce_command(cfg, v),
            cfg.ignore_unchanged_writes,
        ),
        None => {
            out.push_str("== trace 1\n");
            write_trace(&mut out, c, cfg.trace_library);
            if !c.output.is_empty() {
                out.push_str("== output 1\n");
                out.push_str(&c.output);
                if !c.output.ends_with('\n') {
                    out.push('\n');
                }
            }
            out.push_str("== result\n");
            out.push_str(&match &c.ending {
                Ending::Terminated => "the path ends without a violation\n".to_string(),
                Ending::AtChoice { location, options } => format!(
                    "the replay string ends at a choice point with {options} options ({location}) \
                     before the program ends: no violation on this prefix, and the paths that \
                     continue it were not explored\n"
                ),
                Ending::Ignored => {
                    "the path was cut by Verify.ignoreIf without a violation\n".into()
                }
                Ending::Limit(m) => format!("the replay stopped without a violation: {m}\n"),
            });
        }
    }
    out
}

/// The text report printed on stdout.
pub fn text(cfg: &CheckConfig, r: &CheckResult) -> String {
    let mut out = String::new();
    out.push_str(&format!(
        "ironpf check {} (strategy {}{})\n",
        cfg.main_class,
        r.strategy,
        if cfg.shortest {
            ", breadth-first: shortest counterexamples"
        } else {
            ""
        }
    ));
    for (i, v) in r.violations.iter().enumerate() {
        write_violation(
            &mut out,
            i + 1,
            v,
            r.counterexamples.get(i),
            cfg.trace_library,
            &reproduce_command(cfg, v),
            cfg.ignore_unchanged_writes,
        );
    }
    if !r.warnings.is_empty() {
        out.push_str("== warnings\n");
        for w in &r.warnings {
            out.push_str(&format!("warning: {w}\n"));
        }
    }
    let s = &r.stats;
    out.push_str("== statistics\n");
    out.push_str(&format!("result:          {}\n", result_text(r)));
    out.push_str(&format!(
        "elapsed time:    {:.2} s\n",
        s.elapsed.as_secs_f64()
    ));
    out.push_str(&format!(
        "states:          new {}, revisited {}, end {}\n",
        s.new_states, s.revisited, s.end_states
    ));
    out.push_str(&format!("transitions:     {}\n", s.transitions));
    if let Some(e) = r.events {
        out.push_str(&format!("events:          {e}\n"));
    }
    if let Some(u) = r.unique_transitions {
        out.push_str(&format!("unique transitions: {u}\n"));
    }
    out.push_str(&format!("max depth:       {}\n", s.max_depth));
    if let Some(per) = s.instructions.checked_div(s.transitions) {
        out.push_str(&format!(
            "instructions:    {} ({per} per transition)\n",
            s.instructions
        ));
    }
    let rate = s.new_states as f64 / s.elapsed.as_secs_f64().max(1e-9);
    out.push_str(&format!("states/s:        {rate:.0}\n"));
    out.push_str(&format!(
        "peak memory:     {} MB (state snapshots at most {})\n",
        s.peak_memory / (1 << 20),
        snapshot_size(s.peak_snapshot_bytes)
    ));
    out
}

/// A conflict explained, as JSON: the rule, the two writes, and the explanation's lines.
fn conflict_json(story: &Story, why: &super::story::ConflictExplained, ignore: bool) -> Json {
    let write = |w: &super::story::ConflictWrite| {
        merge(
            json!({
                "transition": w.transition,
                "device": w.device,
                "attribute": w.attribute,
                "old": w.old,
                "value": w.value,
                "changed": w.changed,
                "handler": w.handler,
                "why": w.why,
                "place": w.place,
                "source": w.source,
            }),
            who(story, w.app),
        )
    };
    json!({
        "rule": super::story::conflict_rule(ignore),
        "earlier": write(&why.earlier),
        "later": write(&why.later),
        "text": why.lines(story, ignore),
    })
}

fn trace_json(trace: &[Transition]) -> Json {
    Json::Array(
        trace
            .iter()
            .map(|t| {
                json!({
                    "choice": t.choice.as_ref().map(|c| json!({
                        "location": c.location,
                        "kind": c.kind,
                        "options": c.options,
                        "index": c.index,
                        "value": c.value(),
                        "event": c.event,
                    })),
                    "lines": t.lines.iter().map(|l| json!({
                        "place": l.place,
                        "method": l.method,
                        "text": l.text,
                    })).collect::<Vec<_>>(),
                })
            })
            .collect(),
    )
}

/// The story of a counterexample as JSON: one entry per transition, with its trigger and its
/// steps in execution order (see `docs/report.schema.json`).
pub fn story_json(story: &Story) -> Json {
    Json::Array(
        story
            .transitions
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let steps: Vec<Json> = t.steps.iter().map(|s| step_json(story, s)).collect();
                json!({
                    "transition": i,
                    "trigger": trigger_json(story, &t.trigger),
                    "text": story.transition_lines(i),
                    "steps": steps,
                })
            })
            .collect(),
    )
}

/// `{"app": n, "app_label": ...}` of app `a`.
fn who(story: &Story, a: i32) -> Json {
    json!({"app": a, "app_label": story.label(a)})
}

/// A step's place in the story (`{"transition", "step"}`), or null.
fn place(p: Option<(usize, usize)>) -> Json {
    p.map(|(t, s)| json!({"transition": t, "step": s}))
        .unwrap_or(Json::Null)
}

/// The fields of two JSON objects in one.
fn merge(mut a: Json, b: Json) -> Json {
    if let (Json::Object(a), Json::Object(b)) = (&mut a, b) {
        a.extend(b);
    }
    a
}

/// What started a transition of the story, as JSON.
fn trigger_json(story: &Story, trigger: &super::story::Trigger) -> Json {
    use super::story::Trigger;
    match trigger {
        Trigger::Unknown => json!({"kind": "unknown"}),
        Trigger::Start => json!({
            "kind": "start",
            "apps": story.apps.iter().map(|(n, label, class)| json!({
                "app": n, "app_label": label, "class": class,
            })).collect::<Vec<_>>(),
        }),
        Trigger::Configuration { name, initial } => json!({
            "kind": "configuration",
            "configuration": name,
            "initial": initial.iter().map(|(d, a, v)| json!({
                "device": d, "attribute": a, "value": v,
            })).collect::<Vec<_>>(),
        }),
        Trigger::Event {
            device,
            attribute,
            value,
            old,
            delivered,
        } => json!({
            "kind": "event",
            "device": device,
            "attribute": attribute,
            "value": value,
            "old": old,
            "delivered": delivered,
        }),
        Trigger::Touch { app: a } => merge(json!({"kind": "touch"}), who(story, *a)),
        Trigger::Timer { app: a, handler } => {
            merge(json!({"kind": "timer", "handler": handler}), who(story, *a))
        }
    }
}

/// One step of a transition of the story, as JSON.
fn step_json(story: &Story, s: &super::story::StoryStep) -> Json {
    let (kind, a, fields) = step_fields(story, &s.what);
    let head = json!({
        "kind": kind,
        "parent": s.parent,
        "depth": s.depth,
        "line": s.line,
    });
    merge(merge(head, who(story, a)), fields)
}

/// A step's kind, app and own fields.
fn step_fields(story: &Story, what: &super::story::What) -> (&'static str, i32, Json) {
    use super::story::What;
    match what {
        What::Handler {
            app,
            handler,
            cause,
        } => (
            "handler",
            *app,
            json!({"handler": handler, "cause": cause_json(cause)}),
        ),
        What::Command {
            app,
            device,
            command,
            args,
        } => (
            "command",
            *app,
            json!({"device": device, "command": command, "args": args}),
        ),
        What::Write {
            app,
            device,
            attribute,
            old,
            new,
            changed,
            manual,
            ignored,
            conflict,
            undone_by,
        } => (
            "write",
            *app,
            json!({
                "device": device,
                "attribute": attribute,
                "old": old,
                "new": new,
                "changed": changed,
                "manual": manual,
                "ignored": ignored,
                "conflict": conflict.as_ref().map(|c| merge(
                    json!({"value": c.value, "earlier": place(c.earlier)}),
                    who(story, c.app),
                )),
                "undone_by": place(*undone_by),
            }),
        ),
        What::Note { app, text } => ("note", *app, json!({"text": text})),
        What::Schedule {
            app,
            handler,
            periodic,
        } => (
            "schedule",
            *app,
            json!({"handler": handler, "periodic": periodic}),
        ),
        What::Unschedule { app, handler } => ("unschedule", *app, json!({"handler": handler})),
        What::LocationEvent { app, name, value } => (
            "location_event",
            *app,
            json!({"name": name, "value": value}),
        ),
    }
}

/// Why a handler ran, as JSON.
fn cause_json(cause: &super::story::Cause) -> Json {
    use super::story::Cause;
    match cause {
        Cause::Install => json!({"kind": "install"}),
        Cause::Timer => json!({"kind": "timer"}),
        Cause::Event {
            device,
            attribute,
            value,
        } => json!({
            "kind": "event",
            "device": device,
            "attribute": attribute,
            "value": value,
        }),
    }
}

/// A size beside the peak memory's MB: in MB once it reaches one (6.5 MB, not 6651 KB).
fn snapshot_size(bytes: u64) -> String {
    if bytes >= 1 << 20 {
        format!("{:.1} MB", bytes as f64 / (1 << 20) as f64)
    } else {
        format!("{} KB", bytes / 1024)
    }
}

/// The machine-readable report (see `docs/report.schema.json`).
pub fn json(cfg: &CheckConfig, r: &CheckResult) -> Json {
    let s = &r.stats;
    let (result, limit) = match &r.outcome {
        Outcome::Complete => ("complete", None),
        Outcome::Violations { limit } => ("violation", limit.clone()),
        Outcome::LimitReached(l) => ("limit", Some(l.clone())),
    };
    json!({
        "schema_version": SCHEMA_VERSION,
        "tool": format!("ironpf {}", env!("CARGO_PKG_VERSION")),
        "main_class": cfg.main_class,
        "args": cfg.args,
        "strategy": r.strategy,
        "model": if cfg.keep_all { "keep-all" } else { "default" },
        "conflict_writes": if cfg.ignore_unchanged_writes { "changing" } else { "every" },
        "shortest": cfg.shortest,
        "result": result,
        "limit": limit,
        "warnings": r.warnings,
        "statistics": {
            "new_states": s.new_states,
            "revisited_states": s.revisited,
            "end_states": s.end_states,
            "transitions": s.transitions,
            "max_depth": s.max_depth,
            "elapsed_seconds": s.elapsed.as_secs_f64(),
            "peak_memory_bytes": s.peak_memory,
            "peak_snapshot_bytes": s.peak_snapshot_bytes,
            "instructions": s.instructions,
            "full_serializations": s.full_serializations,
            "unique_transitions": r.unique_transitions,
            "events": r.events,
        },
        "violations": r.violations.iter().enumerate().map(|(i, v)| json!({
            "property": v.property,
            "exception": v.exception,
            "message": v.message,
            "stack": v.stack,
            "replay": v.replay(),
            "reproduce": reproduce_command(cfg, v),
            "trace": r.counterexamples.get(i).map(|c| trace_json(&c.transitions)).unwrap_or(Json::Array(Vec::new())),
            "output": r.counterexamples.get(i).map(|c| c.output.clone()).unwrap_or_default(),
            "story": r.counterexamples.get(i).and_then(|c| c.story.as_ref()).map(story_json),
            "conflict": r.counterexamples.get(i).and_then(|c| {
                let story = c.story.as_ref()?;
                let why = story.explain_conflict(&c.transitions)?;
                Some(conflict_json(story, &why, cfg.ignore_unchanged_writes))
            }),
        })).collect::<Vec<_>>(),
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn snapshot_sizes_are_in_mb_once_they_reach_one() {
        assert_eq!(super::snapshot_size(5 * 1024), "5 KB");
        assert_eq!(super::snapshot_size(6651 * 1024), "6.5 MB");
    }
}
