//! The story of a SmartThings pair's counterexample: the default text trace (which event made
//! which app send which command to which device, with the apps' own source lines), the JSON
//! report's `story`, and the `--html` sequence diagram. On committed fixture pairs (no Groovy
//! needed); the expected stories are read off the apps' sources by hand.

mod common;

use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use common::*;
use serde_json::Value as Json;

fn fixture(pair: &str) -> PathBuf {
    repo().join(format!("fixtures/smartthings/pairs/{pair}.jar"))
}

/// `ironpf check JAR EXTRA`: exit code and stdout.
fn check(pair: &str, extra: &[&str]) -> (Option<i32>, String) {
    let mut cmd = Command::new(ironpf());
    cmd.arg("check")
        .arg(fixture(pair))
        .arg("--quiet")
        .args(extra);
    let o = run_with_limit(cmd, Duration::from_secs(120));
    assert!(!o.timed_out, "{pair} timed out");
    (o.status, String::from_utf8_lossy(&o.stdout).to_string())
}

fn json(pair: &str, extra: &[&str]) -> Json {
    let mut args = vec!["--json", "-"];
    args.extend_from_slice(extra);
    let (status, out) = check(pair, &args);
    assert_eq!(status, Some(1), "{pair}: {out}");
    serde_json::from_str(&out).unwrap()
}

/// The README's pair (SmokeAlarmUnlock.groovy, LockWhenAllLeave.groovy): smoke makes App1's
/// smokeHandler unlock the locks and turn the lights on (lines 43-44), then everyone leaving
/// makes App2's presenceHandler lock the door (line 45): a conflict, told in three choices.
#[test]
fn the_readme_pair_tells_its_story() {
    let (status, out) = check("SmokeAlarmUnlock-LockWhenAllLeave", &[]);
    assert_eq!(status, Some(1), "{out}");
    for line in [
        "replay: r1:014",
        "-- transition 1 (getBoolean, option 1 of 2): configuration A (every attribute at its first listed value): Smoke Detector.smoke = clear, Lock.lock = locked, Switch.switch = off, Presence Sensor.presence = present",
        "      -> App1 (Smoke Alarm Escape Route) installed()",
        "-- transition 2 (event, option 2 of 5): event Smoke Detector.smoke = detected -> App1 (Smoke Alarm Escape Route) smokeHandler",
        "      -> Lock.unlock() -> lock = unlocked (undone by the conflict in transition 3)",
        "      -> Switch.on() -> switch = on",
        "   | SmokeAlarmUnlock.groovy:43   locks.unlock()",
        "-- transition 3 (event, option 5 of 5): event Presence Sensor.presence = not present -> App2 (Lock When All Leave) presenceHandler -> Lock.lock() -> lock = locked  ** CONFLICT: App1 (Smoke Alarm Escape Route) wrote lock = unlocked in transition 2",
        "   | LockWhenAllLeave.groovy:45   lock1.lock()",
        "\tat LockWhenAllLeave.presenceHandler(LockWhenAllLeave.groovy:45)",
    ] {
        assert!(
            out.lines().any(|l| l == line),
            "no line {line:?} in:\n{out}"
        );
    }
    // Only the apps' lines and frames: no runtime library, model or harness.
    for hidden in [
        "(runtime library)",
        "Home.java",
        "IronpfPair.groovy",
        "Dispatch.java",
    ] {
        assert!(!out.contains(hidden), "{hidden} shown:\n{out}");
    }
    // --trace-library: today's full trace, every frame.
    let (status, full) = check("SmokeAlarmUnlock-LockWhenAllLeave", &["--trace-library"]);
    assert_eq!(status, Some(1));
    for shown in [
        "(runtime library)",
        "\tat ironpf.smartthings.Home.write(Home.java:",
        "-- transition 2: event at IronpfPair.main(IronpfPair.groovy:4) chose 1: Smoke Detector.smoke = detected (option 2 of 5, [0..4])",
    ] {
        assert!(
            full.contains(shown),
            "--trace-library lacks {shown:?}:\n{full}"
        );
    }
}

/// The JSON story of the README's pair: one entry per trace transition; each step's parent
/// comes before it, one level up; the conflicting write names App1's earlier write, which
/// names it back.
#[test]
fn the_json_story_links_the_conflicting_writes() {
    let r = json("SmokeAlarmUnlock-LockWhenAllLeave", &[]);
    let v = &r["violations"][0];
    let story = v["story"].as_array().expect("a story");
    assert_eq!(story.len(), v["trace"].as_array().unwrap().len());
    assert_eq!(story[0]["trigger"]["kind"], "start");
    assert_eq!(story[1]["trigger"]["kind"], "configuration");
    assert_eq!(story[1]["trigger"]["configuration"], "A");
    assert_eq!(story[2]["trigger"]["device"], "Smoke Detector");
    assert_eq!(story[2]["trigger"]["value"], "detected");
    for t in story {
        let steps = t["steps"].as_array().unwrap();
        for (i, s) in steps.iter().enumerate() {
            match s["parent"].as_u64() {
                None => assert_eq!(s["depth"], 0, "{s}"),
                Some(p) => {
                    assert!((p as usize) < i, "{t}");
                    assert_eq!(
                        s["depth"].as_u64(),
                        steps[p as usize]["depth"].as_u64().map(|d| d + 1),
                        "{t}"
                    );
                }
            }
        }
    }
    let conflict = story[3]["steps"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .find(|(_, s)| !s["conflict"].is_null())
        .expect("a conflicting write");
    let (at, write) = conflict;
    assert_eq!(write["kind"], "write");
    assert_eq!(write["app"], 2);
    assert_eq!(write["device"], "Lock");
    assert_eq!(write["attribute"], "lock");
    assert_eq!(write["new"], "locked");
    assert_eq!(write["conflict"]["app"], 1);
    assert_eq!(write["conflict"]["value"], "unlocked");
    let earlier = &write["conflict"]["earlier"];
    assert_eq!(earlier["transition"], 2);
    let undone = &story[2]["steps"][earlier["step"].as_u64().unwrap() as usize];
    assert_eq!(undone["kind"], "write");
    assert_eq!(undone["app"], 1);
    assert_eq!(undone["new"], "unlocked");
    assert_eq!(undone["undone_by"]["transition"], 3);
    assert_eq!(undone["undone_by"]["step"], at);
    // The command that made it, and the handler that sent the command.
    let command = &story[2]["steps"][undone["parent"].as_u64().unwrap() as usize];
    assert_eq!(command["kind"], "command");
    assert_eq!(command["command"], "unlock");
    let handler = &story[2]["steps"][command["parent"].as_u64().unwrap() as usize];
    assert_eq!(handler["handler"], "smokeHandler");
    assert_eq!(handler["cause"]["attribute"], "smoke");
}

/// UnlockOnArrival.groovy and KeepLocked.groovy: arriving makes App1 unlock; the unlocked
/// event reaches App2's lockHandler within the same transition, which schedules relock; the
/// timer later fires relock, which locks (the conflict).
#[test]
fn events_caused_by_commands_and_timers_are_told() {
    let r = json("UnlockOnArrival-KeepLocked", &[]);
    let story = r["violations"][0]["story"].as_array().unwrap();
    let last = story.last().unwrap();
    assert_eq!(last["trigger"]["kind"], "timer", "{last}");
    assert_eq!(last["trigger"]["handler"], "relock");
    assert_eq!(last["trigger"]["app"], 2);
    let text = last["text"][0].as_str().unwrap();
    assert!(
        text.starts_with("timer fires -> App2 (Keep It Locked) relock() -> Lock.lock() -> lock = locked  ** CONFLICT"),
        "{text}"
    );
    // The transition before: the unlock write, and App2's handler hearing of it.
    let before = &story[story.len() - 2];
    let steps = before["steps"].as_array().unwrap();
    let write = steps
        .iter()
        .position(|s| s["kind"] == "write" && s["new"] == "unlocked")
        .expect("the unlock");
    let heard = steps
        .iter()
        .find(|s| s["parent"] == write && s["kind"] == "handler")
        .expect("a handler caused by the write");
    assert_eq!(heard["app"], 2);
    assert_eq!(heard["handler"], "lockHandler");
    assert_eq!(heard["cause"]["value"], "unlocked");
    assert!(
        steps
            .iter()
            .any(|s| s["kind"] == "schedule" && s["handler"] == "relock"),
        "{before}"
    );
}

/// `--html FILE`: one self-contained page (no script, no link, no fetch), with a lane per
/// device and app, and the conflicting write and the write it undoes highlighted.
#[test]
fn the_html_report_is_a_self_contained_sequence_diagram() {
    let dir = cache_dir("story-html");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("smoke.html");
    let (status, out) = check(
        "SmokeAlarmUnlock-LockWhenAllLeave",
        &["--html", file.to_str().unwrap()],
    );
    assert_eq!(status, Some(1), "{out}");
    let html = std::fs::read_to_string(&file).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>"));
    // The story under the diagram has the apps' Groovy lines, as the text report (issue 37).
    assert!(
        html.contains("| SmokeAlarmUnlock.groovy:39   log.debug"),
        "no Groovy line in the page"
    );
    // Named after the pair, not its main class (IronpfPair; issue 37).
    assert!(
        html.contains("<title>ironpf check SmokeAlarmUnlock-LockWhenAllLeave.jar</title>"),
        "{}",
        &html[..300]
    );
    assert!(
        html.contains("<h1>ironpf check SmokeAlarmUnlock-LockWhenAllLeave.jar: App1 (Smoke Alarm Escape Route) and App2 (Lock When All Leave)"),
        "{}",
        &html[..600]
    );
    for banned in [
        "<script", "<link", "<img", "<iframe", "<object", "<embed", "@import", "src=", "href=",
    ] {
        assert!(!html.contains(banned), "{banned} in the page");
    }
    // The only url() is the arrow head's, inside the page.
    assert_eq!(
        html.matches("url(").count(),
        html.matches("url(#head)").count()
    );
    // Lanes: the environment, each device of the story, each app.
    for lane in [
        "environment",
        "Smoke Detector",
        "Lock",
        "Switch",
        "Presence Sensor",
    ] {
        assert!(
            html.contains(&format!("<g class=\"lane device\"><title>{lane}</title>"))
                || html.contains(&format!("<g class=\"lane env\"><title>{lane}</title>")),
            "no lane {lane}"
        );
    }
    for app in [
        "App1 (Smoke Alarm Escape Route)",
        "App2 (Lock When All Leave)",
    ] {
        assert!(
            html.contains(&format!("<g class=\"lane app\"><title>{app}</title>")),
            "no lane {app}"
        );
    }
    let conflict = html
        .split("<g class=\"mark conflict\">")
        .nth(1)
        .expect("a highlighted conflicting write");
    let conflict = &conflict[..conflict.find("</g>").unwrap()];
    assert!(conflict.contains(">lock = locked<"), "{conflict}");
    assert!(conflict.contains("CONFLICT: App2 (Lock When All Leave) undoes App1 (Smoke Alarm Escape Route)&#39;s lock = unlocked"), "{conflict}");
    let undone = html
        .split("<g class=\"mark undone\">")
        .nth(1)
        .expect("a highlighted undone write");
    assert!(undone[..undone.find("</g>").unwrap()].contains(">lock = unlocked<"));
    for t in 0..4 {
        assert!(
            html.contains(&format!(">transition {t}<")),
            "transition {t}"
        );
    }
    assert!(!html.contains(">transition 4<"));
}

/// The story page in headless Chromium: it renders without console messages, holds the
/// diagram and the conflict's explanation, and is not blank (issue 37: browser tests for the
/// story pages).
#[test]
fn chromium_renders_the_story_page_with_the_conflict_explained() {
    let dir = cache_dir("story-chromium");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("smoke.html");
    let (status, _) = check(
        "SmokeAlarmUnlock-LockWhenAllLeave",
        &["--html", file.to_str().unwrap()],
    );
    assert_eq!(status, Some(1));
    let Some(chromium) = chromium() else {
        return;
    };
    let (dom, err) = render(&chromium, &dir, &file, "--dump-dom");
    assert_eq!(console_lines(&err), Vec::<&str>::new(), "console messages");
    assert!(dom.contains("<h2>Why this is a conflict</h2>"), "{dom}");
    assert!(
        dom.contains(
            "first: transition 2: App1 (Smoke Alarm Escape Route) wrote Lock.lock = unlocked"
        ),
        "{dom}"
    );
    assert!(dom.contains("<svg"), "no diagram");
    let shot = dir.join("smoke.png");
    render(
        &chromium,
        &dir,
        &file,
        &format!("--screenshot={}", shot.display()),
    );
    assert!(
        std::fs::metadata(&shot).unwrap().len() > 20_000,
        "a blank screenshot?"
    );
}
