//! `ironpf check PAIR.jar --html FILE`: the story of each counterexample as a sequence
//! diagram in one self-contained HTML file (inline SVG and CSS; no script, no network).
//!
//! One lane per lifeline: the environment, each device the story touches (in order of first
//! appearance), then each app. Rows follow the story in execution order: an event is an
//! arrow from the environment to its device and on to each handler it is delivered to; a
//! command is an arrow from the app to the device, and the attribute write it makes is a box
//! on the device's lane. A conflicting write is red and labelled CONFLICT; the earlier write
//! it undoes is orange. Each transition starts with a band naming its number and trigger.

use super::story::{Cause, Story, StoryStep, Trigger, What};
use super::{CheckConfig, CheckResult};

/// Escapes text for HTML and SVG (element content and attribute values).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if c.is_control() && c != '\n' && c != '\t' => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}

/// `text` cut to `max` characters (with an ellipsis).
fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut s: String = text.chars().take(max.saturating_sub(1)).collect();
    s.push('\u{2026}');
    s
}

const LANE: i64 = 170;
const LEFT: i64 = 150;
const TOP: i64 = 60;
const ROW: i64 = 30;
/// Characters of a label that fit between two neighbouring lanes.
const LABEL: usize = 30;

/// What a row of the diagram shows.
enum Row {
    /// A transition's band: its number and trigger (in full, and in a word or two).
    Band {
        number: usize,
        text: String,
        short: String,
    },
    /// A note across the lanes (the start, the configuration).
    Note { text: String },
    /// An arrow between two lanes with its label.
    Arrow {
        from: usize,
        to: usize,
        label: String,
        class: &'static str,
    },
    /// A box on a lane (an attribute write) with a label beside it.
    Mark {
        lane: usize,
        text: String,
        label: Option<String>,
        class: &'static str,
    },
    /// Text on a lane (a notification, a schedule).
    Text { lane: usize, text: String },
}

/// The lanes: environment, the devices the story touches, the apps.
fn lanes(story: &Story) -> Vec<(String, &'static str)> {
    let mut lanes = vec![("environment".to_string(), "env")];
    let add = |name: &str, class: &'static str, lanes: &mut Vec<(String, &'static str)>| {
        if !lanes.iter().any(|(n, _)| n == name) {
            lanes.push((name.to_string(), class));
        }
    };
    for t in &story.transitions {
        if let Trigger::Event { device, .. } = &t.trigger {
            add(device, "device", &mut lanes);
        }
        for s in &t.steps {
            match &s.what {
                What::Command { device, .. } | What::Write { device, .. } => {
                    add(device, "device", &mut lanes)
                }
                What::Handler {
                    cause: Cause::Event { device, .. },
                    ..
                } if device != "app" => add(device, "device", &mut lanes),
                What::LocationEvent { .. } => add("location", "device", &mut lanes),
                _ => {}
            }
        }
    }
    for (_, label, _) in &story.apps {
        add(label, "app", &mut lanes);
    }
    lanes
}

fn rows(story: &Story, lanes: &[(String, &'static str)]) -> Vec<Row> {
    let mut b = RowBuilder {
        story,
        lanes,
        rows: Vec::new(),
    };
    for (i, t) in story.transitions.iter().enumerate() {
        b.trigger(i, &t.trigger);
        for (si, s) in t.steps.iter().enumerate() {
            b.step(i, si, &t.steps, s);
        }
    }
    b.rows
}

/// Makes the rows of a story's sequence diagram, a transition at a time.
struct RowBuilder<'s> {
    story: &'s Story,
    lanes: &'s [(String, &'static str)],
    rows: Vec<Row>,
}

impl RowBuilder<'_> {
    fn lane(&self, name: &str) -> usize {
        self.lanes.iter().position(|(n, _)| n == name).unwrap_or(0)
    }

    fn app_lane(&self, app: i32) -> usize {
        self.lane(&self.story.label(app))
    }

    /// Transition `i`'s band and what started it.
    fn trigger(&mut self, i: usize, trigger: &Trigger) {
        let text = self.story.trigger_text(i).unwrap_or_default();
        let short = match trigger {
            Trigger::Unknown => String::new(),
            Trigger::Start => "start".into(),
            Trigger::Configuration { name, .. } => format!("configuration {name}"),
            Trigger::Event { .. } => "event".into(),
            Trigger::Touch { .. } => "app touch".into(),
            Trigger::Timer { .. } => "timer".into(),
        };
        self.rows.push(Row::Band {
            number: i,
            text: text.clone(),
            short,
        });
        let row = match trigger {
            Trigger::Start | Trigger::Configuration { .. } => Row::Note { text },
            Trigger::Event {
                device,
                attribute,
                value,
                delivered,
                ..
            } => Row::Arrow {
                from: 0,
                to: self.lane(device),
                label: format!(
                    "{attribute} = {value}{}",
                    if *delivered { "" } else { " (no change)" }
                ),
                class: if *delivered { "event" } else { "event quiet" },
            },
            Trigger::Touch { app } => Row::Arrow {
                from: 0,
                to: self.app_lane(*app),
                label: "touch".into(),
                class: "event",
            },
            Trigger::Timer { .. } | Trigger::Unknown => return,
        };
        self.rows.push(row);
    }

    /// Step `si` of transition `i` (whose steps are `steps`).
    fn step(&mut self, i: usize, si: usize, steps: &[StoryStep], s: &StoryStep) {
        let row = match &s.what {
            What::Handler {
                app,
                handler,
                cause,
            } => {
                let (from, label) = match cause {
                    Cause::Install => (0, format!("{handler}()")),
                    Cause::Timer => (0, format!("timer: {handler}()")),
                    Cause::Event { device, .. } if device == "app" => (0, handler.clone()),
                    Cause::Event { device, .. } => (self.lane(device), handler.clone()),
                };
                Row::Arrow {
                    from,
                    to: self.app_lane(*app),
                    label,
                    class: "deliver",
                }
            }
            What::Command {
                app,
                device,
                command,
                args,
            } => Row::Arrow {
                from: self.app_lane(*app),
                to: self.lane(device),
                label: format!("{command}({args})"),
                class: "command",
            },
            What::Write { .. } => return self.write(steps, s),
            What::Note { app, text } => Row::Text {
                lane: self.app_lane(*app),
                text: text.clone(),
            },
            What::Schedule { app, .. } | What::Unschedule { app, .. } => Row::Text {
                lane: self.app_lane(*app),
                text: self.story.step_text(i, si),
            },
            What::LocationEvent { app, name, value } => Row::Arrow {
                from: self.app_lane(*app),
                to: self.lane("location"),
                label: format!("{name} = {value}"),
                class: "command",
            },
        };
        self.rows.push(row);
    }

    /// A write of a device attribute: the command arrow (unless a command's own step), and
    /// the mark on the device's lane, a conflict or a write undone later highlighted.
    fn write(&mut self, steps: &[StoryStep], s: &StoryStep) {
        let What::Write {
            app,
            device,
            attribute,
            new,
            changed,
            conflict,
            undone_by,
            ..
        } = &s.what
        else {
            return;
        };
        let in_command = s
            .parent
            .is_some_and(|p| matches!(steps[p].what, What::Command { .. }));
        if !in_command {
            self.rows.push(Row::Arrow {
                from: self.app_lane(*app),
                to: self.lane(device),
                label: format!("set {attribute}"),
                class: "command",
            });
        }
        let story = self.story;
        let unchanged = (!changed).then_some("unchanged");
        let (label, class) = if let Some(c) = conflict {
            (
                Some(format!(
                    "CONFLICT: {} undoes {}'s {attribute} = {}{}",
                    story.label(*app),
                    story.label(c.app),
                    c.value,
                    c.earlier
                        .map(|(t, _)| format!(" (transition {t})"))
                        .unwrap_or_default()
                )),
                "conflict",
            )
        } else if let Some((t, _)) = undone_by {
            (
                Some(format!(
                    "{}written by {}, undone in transition {t}",
                    unchanged.map(|u| format!("{u}; ")).unwrap_or_default(),
                    story.label(*app)
                )),
                "undone",
            )
        } else {
            (unchanged.map(str::to_string), "write")
        };
        self.rows.push(Row::Mark {
            lane: self.lane(device),
            text: format!("{attribute} = {new}"),
            label,
            class,
        });
    }
}

fn x_of(lane: usize) -> i64 {
    LEFT + LANE * lane as i64 + LANE / 2
}

/// The sequence diagram of one story as an SVG element.
pub fn svg(story: &Story) -> String {
    let lanes = lanes(story);
    let rows = rows(story, &lanes);
    // Wide enough for the lanes and for the labels beside the write boxes.
    let labels = rows.iter().filter_map(|r| match r {
        Row::Mark {
            lane,
            label: Some(l),
            ..
        } => Some(x_of(*lane) + LANE / 2 + 7 * l.chars().count() as i64),
        Row::Text { lane, text } => {
            Some(x_of(*lane) + 16 + 7 * text.chars().count().min(2 * LABEL) as i64)
        }
        _ => None,
    });
    let width = labels.fold(LEFT + LANE * lanes.len() as i64 + 20, i64::max);
    let height = TOP + ROW * (rows.len() as i64 + 1) + 20;
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\" font-size=\"12\">\n\
         <defs><marker id=\"head\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" \
         markerHeight=\"8\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" \
         fill=\"context-stroke\"/></marker></defs>\n"
    );
    for (i, (name, class)) in lanes.iter().enumerate() {
        out.push_str(&lane_svg(i, name, class, height));
    }
    let mut y = TOP;
    for row in &rows {
        y += ROW;
        out.push_str(&row_svg(row, y, width));
    }
    out.push_str("</svg>\n");
    out
}

/// Lane `i`'s lifeline and head.
fn lane_svg(i: usize, name: &str, class: &str, height: i64) -> String {
    let x = x_of(i);
    // An app's head: `App1` over its name.
    let head = match name.split_once(" (") {
        Some((number, rest)) if class == "app" => format!(
            "<text x=\"{x}\" y=\"22\" text-anchor=\"middle\" class=\"headtext\">{}</text>\
             <text x=\"{x}\" y=\"36\" text-anchor=\"middle\" class=\"headsub\">{}</text>",
            escape(number),
            escape(&clip(rest.strip_suffix(')').unwrap_or(rest), 28)),
        ),
        _ => format!(
            "<text x=\"{x}\" y=\"30\" text-anchor=\"middle\" class=\"headtext\">{}</text>",
            escape(&clip(name, 24))
        ),
    };
    format!(
        "<g class=\"lane {class}\"><title>{}</title><line x1=\"{x}\" y1=\"{}\" x2=\"{x}\" \
         y2=\"{}\" class=\"lifeline\"/><rect x=\"{}\" y=\"8\" width=\"{}\" height=\"34\" \
         rx=\"5\" class=\"head\"/>{head}</g>\n",
        escape(name),
        TOP - 18,
        height - 10,
        x - LANE / 2 + 8,
        LANE - 16,
    )
}

/// One row of the diagram, at height `y` of a diagram `width` wide.
fn row_svg(row: &Row, y: i64, width: i64) -> String {
    let mut out = String::new();
    match row {
        Row::Band {
            number,
            text,
            short,
        } => {
            out.push_str(&format!(
                "<g class=\"band\"><title>{}</title><line x1=\"4\" y1=\"{}\" x2=\"{}\" \
                 y2=\"{}\" class=\"bandline\"/><text x=\"8\" y=\"{}\" \
                 class=\"bandtext\">transition {number}</text><text x=\"8\" y=\"{}\" \
                 class=\"bandsub\">{}</text></g>\n",
                escape(text),
                y - ROW + 6,
                width - 4,
                y - ROW + 6,
                y - 4,
                y + 10,
                escape(short),
            ));
        }
        Row::Note { text } => {
            out.push_str(&format!(
                "<g class=\"note\"><title>{}</title><rect x=\"{}\" y=\"{}\" width=\"{}\" \
                 height=\"22\" rx=\"3\"/><text x=\"{}\" y=\"{}\">{}</text></g>\n",
                escape(text),
                LEFT + 8,
                y - 15,
                width - LEFT - 16,
                LEFT + 14,
                y,
                escape(&clip(text, ((width - LEFT) / 7) as usize)),
            ));
        }
        Row::Arrow {
            from,
            to,
            label,
            class,
        } => out.push_str(&arrow_svg(*from, *to, label, class, y)),
        Row::Mark {
            lane,
            text,
            label,
            class,
        } => out.push_str(&mark_svg(*lane, text, label.as_deref(), class, y)),
        Row::Text { lane, text } => {
            let x = x_of(*lane);
            out.push_str(&format!(
                "<g class=\"text\"><title>{}</title><text x=\"{}\" y=\"{y}\">{}</text></g>\n",
                escape(text),
                x + 6,
                escape(&clip(text, 2 * LABEL)),
            ));
        }
    }
    out
}

/// An arrow from lane `from` to lane `to` (a loop when they are one) with its label.
fn arrow_svg(from: usize, to: usize, label: &str, class: &str, y: i64) -> String {
    let (x1, x2) = (x_of(from), x_of(to));
    let mid = (x1 + x2) / 2;
    let span = ((x1 - x2).unsigned_abs() as usize / 7).max(LABEL);
    if from == to {
        format!(
            "<g class=\"arrow {class}\"><title>{}</title><path d=\"M{x1},{} h30 v10 \
             h-30\" fill=\"none\" marker-end=\"url(#head)\"/><text x=\"{}\" \
             y=\"{}\">{}</text></g>\n",
            escape(label),
            y - 8,
            x1 + 36,
            y,
            escape(&clip(label, LABEL)),
        )
    } else {
        format!(
            "<g class=\"arrow {class}\"><title>{}</title><line x1=\"{x1}\" y1=\"{y}\" \
             x2=\"{x2}\" y2=\"{y}\" marker-end=\"url(#head)\"/><text x=\"{mid}\" \
             y=\"{}\" text-anchor=\"middle\">{}</text></g>\n",
            escape(label),
            y - 5,
            escape(&clip(label, span)),
        )
    }
}

/// A write's box on lane `lane`, with its label beside it.
fn mark_svg(lane: usize, text: &str, label: Option<&str>, class: &str, y: i64) -> String {
    let x = x_of(lane);
    let full = match label {
        Some(l) => format!("{text}: {l}"),
        None => text.to_string(),
    };
    let mut out = format!(
        "<g class=\"mark {class}\"><title>{}</title><rect x=\"{}\" y=\"{}\" \
         width=\"{}\" height=\"22\" rx=\"4\"/><text x=\"{x}\" y=\"{}\" \
         text-anchor=\"middle\">{}</text>",
        escape(&full),
        x - LANE / 2 + 14,
        y - 15,
        LANE - 28,
        y,
        escape(&clip(text, 24)),
    );
    if let Some(l) = label {
        out.push_str(&format!(
            "<text x=\"{}\" y=\"{}\" class=\"marklabel\">{}</text>",
            x + LANE / 2 - 8,
            y,
            escape(l),
        ));
    }
    out.push_str("</g>\n");
    out
}

const STYLE: &str = "
body { font-family: sans-serif; margin: 16px; color: #222; }
h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 28px; }
.error { color: #b00020; font-weight: bold; }
code, pre { background: #f4f4f4; padding: 2px 4px; }
pre { padding: 8px; overflow-x: auto; }
.diagram { overflow-x: auto; border: 1px solid #ddd; }
.legend span { display: inline-block; margin-right: 14px; }
.swatch { display: inline-block; width: 12px; height: 12px; vertical-align: middle; margin-right: 4px; }
svg .lifeline { stroke: #bbb; stroke-dasharray: 4 3; }
svg .head { stroke: #555; fill: #eef; }
svg .env .head { fill: #eee; }
svg .app .head { fill: #e6f4e6; }
svg .headtext { font-weight: bold; }
svg .headsub { font-size: 10px; fill: #333; }
svg .bandline { stroke: #888; }
svg .bandtext { font-weight: bold; }
svg .bandsub { fill: #555; font-size: 10px; }
svg .note rect { fill: #fffbe6; stroke: #d9c36a; }
svg .arrow line, svg .arrow path { stroke-width: 1.6; }
svg .event line { stroke: #555; } svg .event text { fill: #333; }
svg .quiet line { stroke-dasharray: 5 4; }
svg .deliver line, svg .deliver path { stroke: #1f77b4; } svg .deliver text { fill: #1f77b4; }
svg .command line, svg .command path { stroke: #2ca02c; } svg .command text { fill: #1d6b1d; }
svg .mark rect { fill: #fff; stroke: #555; }
svg .undone rect { fill: #ffe8cc; stroke: #ff7f0e; stroke-width: 2; }
svg .undone .marklabel { fill: #c25e00; }
svg .conflict rect { fill: #ffd6d6; stroke: #d62728; stroke-width: 2.5; }
svg .conflict text { fill: #a00000; font-weight: bold; }
svg .text text { fill: #777; font-style: italic; }
";

/// What the page is about: the main class, or for a SmartThings pair the jar's file name
/// (its main class is always `IronpfPair`) and, once a story names them, the two apps.
fn program_name(cfg: &CheckConfig, r: &CheckResult) -> (String, String) {
    if cfg.main_class != crate::smartthings::PAIR_MAIN {
        return (cfg.main_class.clone(), String::new());
    }
    let jar = cfg.classpath.split(':').next().unwrap_or_default();
    let jar = std::path::Path::new(jar)
        .file_name()
        .map_or_else(|| jar.to_string(), |f| f.to_string_lossy().into_owned());
    let apps = r
        .counterexamples
        .iter()
        .find_map(|c| c.story.as_ref())
        .filter(|s| !s.apps.is_empty())
        .map(|s| {
            let names: Vec<&str> = s.apps.iter().map(|(_, label, _)| label.as_str()).collect();
            format!(": {}", names.join(" and "))
        })
        .unwrap_or_default();
    (jar, apps)
}

/// The HTML report of a check: for each violation, its message, replay string, the story as
/// a sequence diagram and as text. A violation without a story (not a SmartThings pair) gets
/// its message and replay string only.
pub fn report(cfg: &CheckConfig, r: &CheckResult) -> String {
    let mut out =
        String::from("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    let (program, apps) = program_name(cfg, r);
    out.push_str(&format!(
        "<title>ironpf check {}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n",
        escape(&program)
    ));
    out.push_str(&format!(
        "<h1>ironpf check {}{} (strategy {}{})</h1>\n",
        escape(&program),
        escape(&apps),
        r.strategy,
        if cfg.shortest { ", shortest" } else { "" }
    ));
    if r.violations.is_empty() {
        out.push_str(&format!(
            "<p>{}</p>\n",
            escape(&super::report::result_text(r))
        ));
    }
    for (i, v) in r.violations.iter().enumerate() {
        out.push_str(&format!(
            "<h2>Violation {}: {}</h2>\n<p class=\"error\">{}</p>\n<p>Reproduce ({} choices): \
             <code>{}</code></p>\n",
            i + 1,
            escape(&v.property),
            escape(&v.headline()),
            v.path.len(),
            escape(&super::report::reproduce_command(cfg, v))
        ));
        let Some(story) = r.counterexamples.get(i).and_then(|c| c.story.as_ref()) else {
            continue;
        };
        out.push_str(
            "<p class=\"legend\"><span><i class=\"swatch\" style=\"background:#555\"></i>event</span>\
             <span><i class=\"swatch\" style=\"background:#1f77b4\"></i>handler call</span>\
             <span><i class=\"swatch\" style=\"background:#2ca02c\"></i>command</span>\
             <span><i class=\"swatch\" style=\"background:#ff7f0e\"></i>write undone by the conflict</span>\
             <span><i class=\"swatch\" style=\"background:#d62728\"></i>conflicting write</span></p>\n",
        );
        if let Some(c) = r.counterexamples.get(i)
            && let Some(why) = story.explain_conflict(&c.transitions)
        {
            out.push_str("<h2>Why this is a conflict</h2>\n<ul class=\"why\">\n");
            for l in why.lines(story, cfg.ignore_unchanged_writes) {
                out.push_str(&format!("<li>{}</li>\n", escape(&l)));
            }
            out.push_str("</ul>\n");
        }
        out.push_str("<div class=\"diagram\">\n");
        out.push_str(&svg(story));
        // The story as the text report tells it, with the apps' Groovy lines.
        out.push_str("</div>\n<h2>Story</h2>\n<pre>");
        let mut text = String::new();
        if let Some(c) = r.counterexamples.get(i) {
            super::report::write_trace(&mut text, c, cfg.trace_library);
        }
        out.push_str(&escape(&text));
        out.push_str("</pre>\n");
    }
    out.push_str("</body>\n</html>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::story::{StoryStep, StoryTransition};

    /// Every text in the diagram is escaped: app labels, device names, values, handler names.
    #[test]
    fn the_diagram_escapes_all_text() {
        let bad = "<b onclick=\"x\">&'";
        let story = Story {
            apps: vec![(1, format!("App1 ({bad})"), "A".into())],
            transitions: vec![StoryTransition {
                trigger: Trigger::Event {
                    device: format!("Dev{bad}"),
                    attribute: "a".into(),
                    value: bad.into(),
                    old: "x".into(),
                    delivered: true,
                },
                steps: vec![
                    StoryStep {
                        parent: None,
                        depth: 0,
                        line: 0,
                        what: What::Handler {
                            app: 1,
                            handler: bad.into(),
                            cause: Cause::Event {
                                device: format!("Dev{bad}"),
                                attribute: "a".into(),
                                value: Some(bad.into()),
                            },
                        },
                    },
                    StoryStep {
                        parent: Some(0),
                        depth: 1,
                        line: 0,
                        what: What::Note {
                            app: 1,
                            text: bad.into(),
                        },
                    },
                ],
            }],
        };
        let svg = svg(&story);
        assert!(!svg.contains("<b"), "{svg}");
        assert!(!svg.contains("onclick=\""), "{svg}");
        assert!(
            svg.contains("&lt;b onclick=&quot;x&quot;&gt;&amp;&#39;"),
            "{svg}"
        );
        assert_eq!(escape("a<b>&\"'"), "a&lt;b&gt;&amp;&quot;&#39;");
    }
}
