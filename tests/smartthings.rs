//! SmartThings pairs: the platform model's semantics on small pairs written for one rule
//! each (tests/smartthings, built with `ironpf pair build`, so groovyc is needed), and the
//! included fixture suite (`fixtures/smartthings`, committed jars) replayed from snapshots
//! and run with and without intrinsics (each pair's expected verdict under both strategies is
//! a test of its own in `corpora.rs`). Expected outcomes are derived by hand in the comments.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::*;
use serde_json::Value as Json;

/// Builds the pair jar of two apps of tests/smartthings (cached by the sources).
fn pair(app1: &str, app2: &str) -> PathBuf {
    let dir = repo().join("tests/smartthings");
    let sources = [
        dir.join(format!("{app1}.groovy")),
        dir.join(format!("{app2}.groovy")),
    ];
    let mut model = Vec::new();
    collect_files(&repo().join("smartthings-model/src"), &mut model);
    model.sort();
    let key = hash_files(&[&sources[..], &model[..]].concat(), "pair");
    let jar = cache_dir(&format!("pair-{app1}-{app2}-{key}.jar"));
    if !jar.exists() {
        std::fs::create_dir_all(jar.parent().unwrap()).unwrap();
        let tmp = jar.with_extension(format!(
            "tmp{}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        build_pair(&sources, &tmp);
        std::fs::rename(&tmp, &jar).unwrap();
    }
    jar
}

/// `ironpf pair build SOURCES -o OUT`, which must succeed.
fn build_pair(sources: &[PathBuf], out: &Path) {
    let o = Command::new(ironpf())
        .args(["pair", "build"])
        .args(sources)
        .arg("-o")
        .arg(out)
        .output()
        .expect("run ironpf pair build");
    assert!(
        o.status.success(),
        "pair build failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
}

fn collect_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            collect_files(&p, out);
        } else {
            out.push(p);
        }
    }
}

/// Checks a pair jar; the exit code and the JSON report.
fn check(jar: &Path, strategy: &str) -> (Option<i32>, Json) {
    check_with(jar, &["--strategy", strategy])
}

/// Checks a pair jar with the options `args`; the exit code and the JSON report.
fn check_with(jar: &Path, args: &[&str]) -> (Option<i32>, Json) {
    let mut cmd = Command::new(ironpf());
    cmd.arg("check")
        .arg(jar)
        .args(args)
        .args(["--json", "-", "--quiet"]);
    let o = run_with_limit(cmd, Duration::from_secs(120));
    assert!(!o.timed_out, "check {} timed out", jar.display());
    let json = serde_json::from_slice(&o.stdout).unwrap_or_else(|e| {
        panic!(
            "no JSON report ({e}): {}",
            String::from_utf8_lossy(&o.stderr)
        )
    });
    (o.status, json)
}

/// The first violation's property and message under both strategies (they must agree).
fn violation(app1: &str, app2: &str) -> (String, String, Json) {
    let jar = pair(app1, app2);
    let mut seen = Vec::new();
    let mut report = Json::Null;
    for strategy in ["none", "dpor"] {
        let (status, json) = check(&jar, strategy);
        assert_eq!(status, Some(1), "{app1}-{app2} ({strategy}): {json}");
        let v = &json["violations"][0];
        seen.push((
            v["property"].as_str().unwrap_or_default().to_string(),
            v["message"].as_str().unwrap_or_default().to_string(),
        ));
        report = json;
    }
    assert_eq!(seen[0].0, seen[1].0, "strategies disagree on the property");
    let (p, m) = seen.swap_remove(0);
    (p, m, report)
}

fn no_violation(app1: &str, app2: &str) -> Vec<Json> {
    let jar = pair(app1, app2);
    ["none", "dpor"]
        .iter()
        .map(|s| {
            let (status, json) = check(&jar, s);
            assert_eq!(status, Some(0), "{app1}-{app2} ({s}): {json}");
            json
        })
        .collect()
}

/// The event names along a violation's trace.
fn events(report: &Json) -> Vec<String> {
    report["violations"][0]["trace"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|t| t["choice"]["event"].as_str().map(str::to_string))
        .collect()
}

/// Configuration A (contact closed, switch off): the door opens, ChainOn turns the switch on,
/// and the resulting event reaches ChainOff within the same transition, which turns it off.
#[test]
fn a_command_event_reaches_the_other_app_in_the_same_transition() {
    let (property, message, report) = violation("ChainOn", "ChainOff");
    assert_eq!(property, "conflict");
    assert_eq!(
        message,
        "App2 (Chain Off) writes Switch.switch = off after App1 (Chain On) wrote Switch.switch = on"
    );
    assert_eq!(events(&report), ["Contact Sensor.contact = open"]);
}

/// Both apps write the lock only when the user touches them: deliberate acts, never conflicts.
/// States: configuration (2) x lock value (2) x last writer (none, App1 locked, App2 unlocked),
/// all reachable from both configurations through the two touches.
#[test]
fn writes_of_app_touches_are_no_conflicts() {
    let reports = no_violation("TouchLock", "TouchUnlock");
    for r in &reports {
        assert_eq!(r["statistics"]["events"], 2, "{r}");
    }
}

/// Only the timer makes DelayedLock write: the door closes (from open, in configuration B, or
/// after opening, in A), DelayedLock schedules lockIt, UnlockOnClose unlocks, and the timer
/// then locks.
#[test]
fn a_timer_fires_later_as_an_event_of_its_own() {
    let (property, message, report) = violation("DelayedLock", "UnlockOnClose");
    assert_eq!(property, "conflict");
    assert_eq!(
        message,
        "App1 (Delayed Lock) writes Lock.lock = locked after App2 (Unlock On Close) wrote Lock.lock = unlocked"
    );
    assert_eq!(
        events(&report).last().map(String::as_str),
        Some("App1 timer lockIt")
    );
}

/// The weather service is not modelled: an app error naming the call, with the app's source line.
#[test]
fn an_unsupported_platform_call_is_an_app_error_with_its_groovy_line() {
    let (property, message, report) = violation("WeatherFetch", "ModeAway");
    assert_eq!(property, "app error");
    assert_eq!(
        message,
        "unsupported platform API: getWeatherFeature(String, String)"
    );
    let stack = report["violations"][0]["stack"].to_string();
    assert!(
        stack.contains("WeatherFetch.moved(WeatherFetch.groovy:6)"),
        "{stack}"
    );
}

/// A search leaves out building log lines whose values render without effects; a value whose
/// rendering runs the app's own code is still rendered, so its failure is found (an uncaught exception in the handler).
#[test]
fn a_log_line_whose_rendering_fails_is_an_app_error() {
    let (property, message, _) = violation("LogRendering", "ModeAway");
    assert_eq!(property, "uncaught exception");
    assert!(message.contains("cannot render not present"), "{message}");
}

/// A log line goes to `System.out` as the app left it: an app that made it a stream of its own
/// gets every line there, in a search too (the search left out pure lines, which were thrown
/// away with the process's output, also when they would have run the app's stream).
#[test]
fn a_log_line_into_the_apps_own_stream_runs_it() {
    let (property, message, _) = violation("LogToOwnStream", "ModeAway");
    assert_eq!(property, "uncaught exception");
    assert!(message.contains("this stream refuses output"), "{message}");
}

/// Flicker answers every switch event with the opposite command: the chain never ends.
#[test]
fn an_endless_chain_of_commands_and_events_is_an_app_error() {
    let (property, message, _) = violation("Flicker", "TouchLock");
    assert_eq!(property, "app error");
    assert_eq!(
        message,
        "the call stack overflowed while handling an event (commands and events triggering each other endlessly?)"
    );
}

/// Only in configuration B (not present, away, switch on; in A the switch is already off and
/// ModeNight never runs): ModeAway sets home or away on presence events and the switch going
/// off makes ModeNight run Good Night! (night), in either order.
#[test]
fn location_mode_writes_conflict_like_attributes() {
    let (property, message, report) = violation("ModeAway", "ModeNight");
    assert_eq!(property, "conflict");
    let trace = report["violations"][0]["trace"].as_array().unwrap();
    let configuration = trace.iter().find(|t| t["choice"]["kind"] == "getBoolean");
    assert_eq!(
        configuration.unwrap()["choice"]["value"],
        1,
        "configuration B"
    );
    assert!(events(&report).contains(&"Switch.switch = off".to_string()));
    let possible = [
        "App1 (Mode Away) writes location.mode = home after App2 (Mode Night) wrote location.mode = night",
        "App1 (Mode Away) writes location.mode = away after App2 (Mode Night) wrote location.mode = night",
        "App2 (Mode Night) writes location.mode = night after App1 (Mode Away) wrote location.mode = home",
        "App2 (Mode Night) writes location.mode = night after App1 (Mode Away) wrote location.mode = away",
    ];
    assert!(possible.contains(&message.as_str()), "{message}");
}

/// Every fixture pair searched with every shortcut verified (IRONPF_VERIFY_INCREMENTAL), under
/// `none` and `dpor` (which keeps states in memory and stores them as patches its own way):
/// among the checks, each transition is run a second time from its start state restored from
/// the snapshot, and must reach the state it reached from the state in memory. DeviceQuirks
/// failed this while Class objects took the allocation site of whatever the VM allocated
/// last (history, not state): states seen from a restored snapshot differed, and the search
/// found 255 states where there are 159.
#[test]
fn every_fixture_pair_replays_exactly_from_its_snapshots() {
    for strategy in ["none", "dpor"] {
        let mut cmd = Command::new(ironpf());
        cmd.env("IRONPF_VERIFY_INCREMENTAL", "1")
            .args(["fixtures", "--strategy", strategy, "--dir"])
            .arg(repo().join("fixtures/smartthings"));
        let o = run_with_limit(cmd, Duration::from_secs(900));
        assert!(
            !o.timed_out,
            "ironpf fixtures --strategy {strategy} timed out"
        );
        let table = String::from_utf8_lossy(&o.stdout);
        assert_eq!(o.status, Some(0), "{table}");
        assert!(!table.contains("error"), "{table}");
        let quirks = table
            .lines()
            .find(|l| l.starts_with("DeviceQuirks-EmptyApp "))
            .expect("DeviceQuirks-EmptyApp in the table");
        let states: Vec<&str> = quirks.split_whitespace().collect();
        assert_eq!(states[3], "159", "{strategy}: {quirks}");
    }
}

/// Intrinsics (Rust implementations of hot runtime-library methods that keep their bytecode:
/// `HashMap.getNode`, `String.equals`, `String.hashCode`) record the accesses their bytecode
/// records: every fixture pair's dpor search (which explores by those accesses) visits the
/// same states and transitions with them as with the bytecode (`IRONPF_NO_INTRINSICS`).
#[test]
fn intrinsics_record_the_accesses_of_their_bytecode() {
    let table = |intrinsics: bool| {
        let mut cmd = Command::new(ironpf());
        if !intrinsics {
            cmd.env("IRONPF_NO_INTRINSICS", "1");
        }
        cmd.args(["fixtures", "--strategy", "dpor", "--dir"])
            .arg(repo().join("fixtures/smartthings"));
        let o = run_with_limit(cmd, Duration::from_secs(600));
        assert!(!o.timed_out, "ironpf fixtures timed out");
        let text = String::from_utf8_lossy(&o.stdout).to_string();
        assert_eq!(o.status, Some(0), "{text}");
        // pair, strategy, events, states, transitions (not time or memory), verdict.
        text.lines()
            .map(|l| {
                let w: Vec<&str> = l.split_whitespace().collect();
                let mut row: Vec<&str> = w.iter().take(5).copied().collect();
                row.extend(w.get(7));
                row.join(" ")
            })
            .collect::<Vec<String>>()
    };
    let with = table(true);
    let without = table(false);
    assert!(with.len() > 200, "{} rows", with.len());
    for (a, b) in with.iter().zip(&without) {
        assert_eq!(a, b, "with intrinsics / with their bytecode");
    }
    assert_eq!(with.len(), without.len());
}

/// The committed pair jars hold what groovyc makes of the current app sources (rebuild them
/// with fixtures/smartthings/build.sh after changing an app).
#[test]
fn fixture_jars_match_the_app_sources() {
    let dir = repo().join("fixtures/smartthings");
    let mut sources: Vec<PathBuf> = std::fs::read_dir(dir.join("apps"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "groovy"))
        .collect();
    sources.sort();
    let out = cache_dir(&format!("fixture-apps-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    std::fs::create_dir_all(&out).unwrap();
    let o = Command::new("groovyc")
        .env("JAVA_HOME", java_home())
        .arg("-cp")
        .arg(api_jar())
        .args(["-b", "ironpf.smartthings.SmartApp", "-d"])
        .arg(&out)
        .args(&sources)
        .output()
        .expect("groovyc (apt-get install -y groovy)");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let mut compared = 0;
    for jar in std::fs::read_dir(dir.join("pairs")).unwrap().flatten() {
        let mut zip = zip::ZipArchive::new(std::fs::File::open(jar.path()).unwrap()).unwrap();
        for i in 0..zip.len() {
            let mut entry = zip.by_index(i).unwrap();
            let name = entry.name().unwrap().to_string();
            if !name.ends_with(".class") || name.starts_with("IronpfPair") {
                continue;
            }
            let mut bytes = Vec::new();
            std::io::Read::read_to_end(&mut entry, &mut bytes).unwrap();
            let fresh = std::fs::read(out.join(&name))
                .unwrap_or_else(|_| panic!("{name} of {} has no app source", jar.path().display()));
            assert!(
                fresh == bytes,
                "{name} in {} is out of date: run fixtures/smartthings/build.sh",
                jar.path().display()
            );
            compared += 1;
        }
    }
    let _ = std::fs::remove_dir_all(&out);
    assert!(compared > 80, "{compared} classes compared");
}

/// One call of a handler as the apps of the delivery test print it: `A.contactAny contact open`.
type Call = String;

/// SmartThings' delivery rules, written from the platform's documentation and independent of
/// the model's code: an event of a device attribute reaches the app only when it changes the
/// attribute's value (buttons and app touches always); each subscription whose device,
/// attribute and (for `attr.value` subscriptions) value match gets exactly one call; the
/// model calls App1's subscriptions before App2's, each in the order subscribed. A command
/// that changes a value is an event delivered at once, inside the commanding handler.
struct DeliveryReference {
    contact: &'static str,
    smoke: &'static str,
    switch: &'static str,
    mode: &'static str,
    calls: Vec<Call>,
}

impl DeliveryReference {
    fn new(configuration_b: bool) -> Self {
        // Each attribute starts at its first listed value (A) or its second (B).
        let (contact, smoke, switch, mode) = if configuration_b {
            ("open", "detected", "on", "away")
        } else {
            ("closed", "clear", "off", "home")
        };
        DeliveryReference {
            contact,
            smoke,
            switch,
            mode,
            calls: Vec::new(),
        }
    }

    fn call(&mut self, handler: &str, name: &str, value: &str) {
        self.calls.push(format!("{handler} {name} {value}"));
    }

    /// The environment (or the user) produces event `attribute = value`.
    fn event(&mut self, attribute: &str, value: &'static str) {
        match attribute {
            "contact" => {
                if self.contact == value {
                    return;
                }
                self.contact = value;
                // DeliveryA: contact (any), contact.open; DeliveryB: contact (any).
                self.call("A.contactAny", "contact", value);
                if value == "open" {
                    self.call("A.contactOpen", "contact", value);
                }
                self.call("B.contactAny", "contact", value);
                // DeliveryB's handler commands the light to follow the door.
                self.switch_to(if value == "open" { "on" } else { "off" });
            }
            "smoke" => {
                if self.smoke == value {
                    return;
                }
                self.smoke = value;
                self.call("A.smokeAny", "smoke", value);
                if value == "detected" {
                    self.call("B.smokeDetected", "smoke", value);
                }
            }
            "switch" => self.switch_to(value),
            "mode" => {
                if self.mode == value {
                    return;
                }
                self.mode = value;
                self.call("A.modeAny", "mode", value);
            }
            "touch" => self.call("A.touched", "touch", "touched"),
            other => panic!("no rule for {other}"),
        }
    }

    fn switch_to(&mut self, value: &'static str) {
        if self.switch == value {
            return;
        }
        self.switch = value;
        self.call("A.switchAny", "switch", value);
        if value == "on" {
            self.call("B.lightOn", "switch", value);
        }
    }
}

/// The event a trace line names: `... chose 3: Smoke Detector.smoke = detected (option ...`
/// gives `("smoke", "detected")`; an app touch gives `("touch", "touched")`.
fn chosen_event(line: &str) -> Option<(String, String)> {
    let (_, rest) = line.split_once("chose ")?;
    let (_, rest) = rest.split_once(": ")?;
    let name = &rest[..rest.rfind(" (option")?];
    if name.ends_with(" touch") {
        return Some(("touch".into(), "touched".into()));
    }
    let (target, value) = name.split_once(" = ")?;
    let attribute = target.rsplit('.').next()?;
    Some((attribute.to_string(), value.to_string()))
}

/// The handler calls a default (story) trace tells, in order: `App1 (Delivery A) contactAny`
/// gives `A.contactAny` (installation excluded). The story is a tree printed in pre-order,
/// which is the order things happened in.
fn story_calls(text: &str) -> Vec<String> {
    let mut calls = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with("   |")) {
        for part in line.split("-> ") {
            for app in ["A", "B"] {
                if let Some((_, handler)) = part.trim().split_once(&format!("(Delivery {app}) "))
                    && handler.chars().all(|c| c.is_alphanumeric() || c == '_')
                {
                    calls.push(format!("{app}.{handler}"));
                }
            }
        }
    }
    calls
}

/// Counting test of event delivery (the bug it guards against: a handler subscribed to a
/// three-valued attribute was called three times per event). Random event sequences are
/// replayed on a pair whose apps print every handler call; the calls must be exactly those of
/// [`DeliveryReference`], in order, and so must the handler calls the story tells (the
/// default trace).
#[test]
fn delivery_counts_match_the_platform_rules() {
    let jar = pair("DeliveryA", "DeliveryB");
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let sequences = 60;
    let mut events_seen = std::collections::BTreeSet::new();
    for _ in 0..sequences {
        let configuration = next(2);
        let mut replay = format!("r1:{configuration}");
        for _ in 0..8 {
            replay.push(char::from_digit(next(11) as u32, 36).unwrap());
        }
        let o = Command::new(ironpf())
            .arg("check")
            .arg(&jar)
            .args(["--replay", &replay, "--trace-library"])
            .output()
            .expect("run ironpf check --replay");
        let text = String::from_utf8_lossy(&o.stdout);
        // The apps run forever: a replay of a prefix ends at the next event choice, which is
        // not a whole path (exit 3).
        assert_eq!(o.status.code(), Some(3), "{replay}: {text}");
        assert!(text.contains("ends at a choice point"), "{replay}: {text}");
        let mut reference = DeliveryReference::new(configuration == 1);
        let mut chosen = 0;
        for line in text.lines().filter(|l| l.starts_with("-- transition")) {
            if let Some((attribute, value)) = chosen_event(line) {
                let value: &'static str = Box::leak(value.into_boxed_str());
                events_seen.insert(format!("{attribute}={value}"));
                reference.event(&attribute, value);
                chosen += 1;
            }
        }
        assert_eq!(chosen, 8, "{replay}: the trace names 8 events:\n{text}");
        let calls: Vec<String> = text
            .lines()
            .filter_map(|l| l.split_once("info: CALL ").map(|(_, c)| c.to_string()))
            .collect();
        assert_eq!(
            calls, reference.calls,
            "{replay}: handler calls differ from the platform's rules\n{text}"
        );
        let o = Command::new(ironpf())
            .arg("check")
            .arg(&jar)
            .args(["--replay", &replay])
            .output()
            .expect("run ironpf check --replay");
        let story = String::from_utf8_lossy(&o.stdout);
        let handlers: Vec<String> = reference
            .calls
            .iter()
            .map(|c| c.split(' ').next().unwrap_or_default().to_string())
            .collect();
        assert_eq!(
            story_calls(&story),
            handlers,
            "{replay}: the story's handler calls differ from the platform's rules\n{story}"
        );
    }
    // Every event of the pair was exercised.
    assert_eq!(events_seen.len(), 11, "{events_seen:?}");
}

/// A command sent to a plain list of devices (two multi-device inputs joined with `+`) goes to
/// each device: ListOff turns the switch off when the door closes and ChainOn turns it on when
/// it opens, so the writes conflict (without the spread the call would be a
/// MissingMethodException on ArrayList).
#[test]
fn a_command_sent_to_a_list_of_devices_reaches_each() {
    let (property, message, _) = violation("ChainOn", "ListOff");
    assert_eq!(property, "conflict", "{message}");
    assert!(message.contains("switch"), "{message}");
}

/// A child app's parent is not modelled: using it is an app error naming the parent and the call.
#[test]
fn a_child_app_using_its_parent_is_an_app_error() {
    let (property, message, report) = violation("ChildLogger", "ModeAway");
    assert_eq!(property, "app error");
    assert_eq!(
        message,
        "unsupported platform API: parent.LOG(...): this is a child app of \"ironpf.tests:Logger Parent\" and parent apps are not modelled (check the parent app instead)"
    );
    let stack = report["violations"][0]["stack"].to_string();
    assert!(stack.contains("ChildLogger.groovy:7"), "{stack}");
}

/// A device handler source (with its Z-Wave imports) is refused by `pair build` with a message
/// saying it is a device handler, before groovyc could fail on classes SmartApps never have.
#[test]
fn a_device_handler_is_refused_with_a_clear_message() {
    let dir = repo().join("tests/smartthings");
    let out = cache_dir(&format!("handler-{}.jar", std::process::id()));
    let o = Command::new(ironpf())
        .args(["pair", "build"])
        .arg(dir.join("PlugHandler.groovy"))
        .arg(dir.join("ModeAway.groovy"))
        .arg("-o")
        .arg(&out)
        .output()
        .expect("run ironpf pair build");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("PlugHandler.groovy")
            && err
                .contains("it is a device handler (it has a `metadata { }` block), not a SmartApp"),
        "{err}"
    );
    assert!(!out.exists());
}

/// Builds the pair jar of two Groovy sources given as (file name, text) (cached by content).
fn pair_of_texts(app1: (&str, &str), app2: (&str, &str)) -> PathBuf {
    let key = {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (app1, app2).hash(&mut h);
        let mut model = Vec::new();
        collect_files(&repo().join("smartthings-model/src"), &mut model);
        model.sort();
        format!("{:x}-{}", h.finish(), hash_files(&model, "model"))
    };
    let dir = cache_dir(&format!("texts-{key}"));
    let jar = dir.join("pair.jar");
    if !jar.exists() {
        let work = cache_dir(&format!("texts-tmp-{key}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&work);
        let mut sources = Vec::new();
        for (i, (name, text)) in [app1, app2].into_iter().enumerate() {
            let d = work.join(i.to_string());
            std::fs::create_dir_all(&d).unwrap();
            std::fs::write(d.join(name), text).unwrap();
            sources.push(d.join(name));
        }
        let out = work.join("pair.jar");
        build_pair(&sources, &out);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::rename(&out, &jar).unwrap();
        let _ = std::fs::remove_dir_all(&work);
    }
    jar
}

/// An app's source with its one-line log statements (`log.debug "x is ${x}"`) replaced by
/// `null` (a statement that does nothing, where a block or `case` needs one).
fn without_log_lines(text: &str) -> (String, usize) {
    let mut removed = 0;
    let kept: Vec<&str> = text
        .lines()
        .map(|l| {
            let t = l.trim();
            let one_line_log = ["trace", "debug", "info", "warn", "error"]
                .iter()
                .any(|lvl| {
                    t.starts_with(&format!("log.{lvl} ")) || t.starts_with(&format!("log.{lvl}("))
                })
                && (t.ends_with('"') || t.ends_with(')'))
                && t.matches('(').count() == t.matches(')').count();
            removed += usize::from(one_line_log);
            if one_line_log { "null" } else { l }
        })
        .collect();
    (kept.join("\n") + "\n", removed)
}

/// What an app logs is output, not state (issue 12): fixture apps whose handlers log values
/// (`${evt.value}`, computed text) have exactly the states and transitions of the same apps
/// with their log lines deleted, under both strategies. The log-free sources are made here
/// from the fixtures, so the comparison needs no expected numbers of its own.
#[test]
fn log_statements_do_not_change_the_state_space() {
    let apps = repo().join("fixtures/smartthings/apps");
    let read = |name: &str| std::fs::read_to_string(apps.join(format!("{name}.groovy"))).unwrap();
    let mut compared = 0;
    for (a, b) in [
        ("LockWhenAllLeave", "EmptyApp"),
        ("ThermostatModeDirector", "EmptyApp"),
        ("SmokeAlarmUnlock", "EmptyApp"),
        ("MotionNightLight", "EmptyApp"),
        ("LightsOffAfterNoMotion", "EmptyApp"),
        ("EventStreamerHttp", "EmptyApp"),
        ("LeakValveShutoff", "HumidityFan"),
    ] {
        let (ta, tb) = (read(a), read(b));
        let (sa, ra) = without_log_lines(&ta);
        let (sb, rb) = without_log_lines(&tb);
        assert!(ra + rb > 0, "{a} / {b}: no log lines to delete");
        let (fa, fb) = (format!("{a}.groovy"), format!("{b}.groovy"));
        let logged = pair_of_texts((&fa, &ta), (&fb, &tb));
        let silent = pair_of_texts((&fa, &sa), (&fb, &sb));
        for strategy in ["none", "dpor"] {
            let (s1, r1) = check(&logged, strategy);
            let (s2, r2) = check(&silent, strategy);
            assert_eq!(s1, Some(0), "{a} / {b} {strategy}: {r1}");
            assert_eq!(s2, Some(0), "{a} / {b} without logs {strategy}: {r2}");
            for stat in ["new_states", "revisited_states", "transitions"] {
                assert_eq!(
                    r1["statistics"][stat],
                    r2["statistics"][stat],
                    "{a} / {b} {strategy}: {stat} with and without {} log lines",
                    ra + rb
                );
            }
            compared += 1;
        }
    }
    assert_eq!(compared, 14);
}

/// The model chooses its configuration (Verify.getBoolean) before the first event: `none`
/// counts the state at that choice, and dpor, which runs the choice inside its root
/// transition, counts it too (it reported one state fewer before). An app that does nothing
/// beside EmptyApp has no reduction to make: both strategies visit the same states.
#[test]
fn dpor_counts_the_initial_states_as_none_does() {
    let jar = repo().join("fixtures/smartthings/pairs/SunriseSunsetScheduler-EmptyApp.jar");
    let (s1, none) = check(&jar, "none");
    let (s2, dpor) = check(&jar, "dpor");
    assert_eq!((s1, s2), (Some(0), Some(0)), "{none}\n{dpor}");
    for stat in ["new_states", "revisited_states"] {
        assert_eq!(
            none["statistics"][stat], dpor["statistics"][stat],
            "{stat}: {none}\n{dpor}"
        );
    }
    assert_eq!(none["statistics"]["new_states"], 11, "{none}");
}

/// Checks a pair jar searching on after violations, under a `--model`: the report.
fn check_all(jar: &Path, strategy: &str, model: &str) -> (Option<i32>, Json) {
    check_with(
        jar,
        &["--strategy", strategy, "--model", model, "--find-all"],
    )
}

/// The (property, message) of every violation of a report, sorted.
fn violation_set(report: &Json) -> Vec<(String, String)> {
    let mut v: Vec<(String, String)> = report["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| {
            (
                v["property"].as_str().unwrap_or_default().to_string(),
                v["message"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect();
    v.sort();
    v
}

/// The model keeps the history only of devices some query can ask about (issue 36): HistoryLate
/// reads the door's history (late: after five contact events; once through a computed attribute
/// name), never the switch's, the motion sensor's or the presence sensor's, whose rows the
/// default model drops. Both models must find the same violations with complete searches (the
/// conflict needs three openings, then motion: App1 turns the light on, App2 off), and the
/// default model fewer states.
#[test]
fn history_is_kept_only_where_a_query_can_read_it() {
    let jar = pair("HistoryLate", "MotionLamp");
    for strategy in ["none", "dpor"] {
        let (s1, kept) = check_all(&jar, strategy, "keep-all");
        let (s2, dropped) = check_all(&jar, strategy, "default");
        assert_eq!((s1, s2), (Some(1), Some(1)), "{kept}\n{dropped}");
        assert_eq!(violation_set(&kept), violation_set(&dropped), "{strategy}");
        let late = "App2 (Motion Lamp) writes Switch.switch = off after App1 (History Late) wrote Switch.switch = on";
        assert!(
            violation_set(&dropped).iter().any(|(_, m)| m == late),
            "{dropped}"
        );
        for r in [&kept, &dropped] {
            assert!(r["limit"].is_null(), "{strategy}: not complete: {r}");
        }
        let states = |r: &Json| r["statistics"]["new_states"].as_u64().unwrap();
        assert!(
            states(&dropped) < states(&kept),
            "{strategy}: {} states with the unread history dropped, {} with it kept",
            states(&dropped),
            states(&kept)
        );
    }
}

/// A query through the event's device may ask about any device the app holds: the model keeps
/// them all (HistoryOfEvent's motion sensor and lamp), and both models agree.
#[test]
fn history_through_the_events_device_is_kept() {
    let jar = pair("HistoryLate", "HistoryOfEvent");
    for strategy in ["none", "dpor"] {
        let (s1, kept) = check_all(&jar, strategy, "keep-all");
        let (s2, dropped) = check_all(&jar, strategy, "default");
        assert_eq!((s1, s2), (Some(1), Some(1)), "{kept}\n{dropped}");
        assert_eq!(violation_set(&kept), violation_set(&dropped), "{strategy}");
    }
}

/// A receiver the source reading gets wrong (a local variable named like an input) makes a
/// query meet a history the model did not keep: an internal error naming the device, never an
/// empty answer; `--model keep-all` runs the pair.
#[test]
fn a_history_query_the_source_reading_missed_stops_the_check() {
    let jar = pair("HistoryShadowed", "ChainOff");
    let mut cmd = Command::new(ironpf());
    cmd.arg("check")
        .arg(&jar)
        .args(["--strategy", "dpor", "--quiet"]);
    let o = run_with_limit(cmd, Duration::from_secs(120));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status, Some(4), "{err}");
    assert!(
        err.contains("App1 queries the history of Switch, which the model did not keep"),
        "{err}"
    );
    let (status, report) = check_all(&jar, "dpor", "keep-all");
    assert_eq!(status, Some(0), "{report}");
}

/// An infinite state space (SmokeCounter counts alarms in its state) where the conflict lies
/// three events from the start (motion: MotionTimerLight turns the light on and sets a timer;
/// smoke: SmokeCounter turns it on; the timer: MotionTimerLight turns it off). dpor dives along
/// the count: the report says so and names the count (a state limit keeps this deterministic),
/// and `--probe-depth` finds the conflict first, with its shortest path (issue 36).
#[test]
fn a_shallow_conflict_in_an_infinite_state_space_is_found_by_the_probe() {
    let jar = pair("SmokeCounter", "MotionTimerLight");
    let (_, r) = check_with(&jar, &["--strategy", "dpor", "--max-states", "5000"]);
    let warnings = r["warnings"].to_string();
    assert!(
        warnings.contains("home.apps[1].platform.state[\\\"alarms\\\"]: "),
        "{warnings}"
    );
    let (status, r) = check_with(&jar, &["--strategy", "dpor", "--probe-depth", "5"]);
    assert_eq!(status, Some(1), "{r}");
    assert_eq!(
        r["violations"][0]["message"],
        "App2 (Motion Timer Light) writes Switch.switch = off after App1 (Smoke Counter) wrote Switch.switch = on"
    );
    assert_eq!(r["strategy"], "dpor");
    assert!(
        r["warnings"]
            .to_string()
            .contains("found the violation; the dpor search did not run"),
        "{r}"
    );
    assert_eq!(
        events(&r),
        [
            "Motion Sensor.motion = active",
            "Smoke Detector.smoke = detected",
            "App2 timer lightOff"
        ]
    );
}

/// A probe that finds nothing hands over to the reduced search, which finds the conflict deeper
/// down (HistoryLate needs three openings); the probe is refused for `none`, which searches
/// every path anyway.
#[test]
fn a_probe_that_finds_nothing_hands_over_to_the_reduced_search() {
    let jar = pair("HistoryLate", "MotionLamp");
    let (status, r) = check_with(&jar, &["--strategy", "dpor", "--probe-depth", "2"]);
    assert_eq!(status, Some(1), "{r}");
    assert!(
        r["warnings"]
            .to_string()
            .contains("a breadth-first probe of every path of at most 2 choices (--probe-depth), without reduction, found 0 violation(s)"),
        "{r}"
    );
    assert_eq!(r["violations"].as_array().unwrap().len(), 1, "{r}");
    let o = Command::new(ironpf())
        .arg("check")
        .arg(&jar)
        .args(["--strategy", "none", "--probe-depth", "2"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&o.stderr)
            .contains("--probe-depth is for strategies that reduce (dpor, sdpor)"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

/// A conflict explained, and the rule for writes that change nothing (issue 37, point 3).
/// SwitchKeepOn only ever re-sends `on` to a lamp that reports on, so each of its writes
/// changes nothing; MotionLamp turns the lamp off on motion. Under the default rule (every
/// write counts, as IoTCheck's) the shortest conflict is: the lamp reports on, App1 sends on
/// (no change), motion, App2 turns it off; the explanation names both writes with their
/// handlers, causes and Groovy lines, and says the first changed nothing. With
/// `--conflict-writes changing` App1 never counts as a writer, so no conflict remains under
/// either strategy.
#[test]
fn a_conflict_is_explained_and_unchanged_writes_can_be_left_out() {
    let jar = pair("SwitchKeepOn", "MotionLamp");
    let (status, r) = check_with(&jar, &[]);
    assert_eq!(status, Some(1), "{r}");
    let v = &r["violations"][0];
    assert_eq!(v["property"], "conflict");
    let c = &v["conflict"];
    assert_eq!(c["earlier"]["app"], 1, "{c}");
    assert_eq!(c["earlier"]["value"], "on");
    assert_eq!(c["earlier"]["changed"], false);
    assert_eq!(c["earlier"]["handler"], "switched");
    assert_eq!(c["earlier"]["why"], "event Switch.switch = on");
    assert_eq!(c["earlier"]["place"], "SwitchKeepOn.groovy:13");
    assert_eq!(c["earlier"]["source"], "lamp.on()");
    assert_eq!(c["later"]["app"], 2);
    assert_eq!(c["later"]["value"], "off");
    assert_eq!(c["later"]["changed"], true);
    assert_eq!(c["later"]["handler"], "moved");
    assert_eq!(c["later"]["why"], "event Motion Sensor.motion = active");
    assert_eq!(c["later"]["place"], "MotionLamp.groovy:10");
    let text = c["text"].to_string();
    assert!(text.contains("changed nothing"), "{text}");
    assert!(text.contains("--conflict-writes changing"), "{text}");
    assert!(v["reproduce"].as_str().unwrap().contains("--replay"), "{v}");
    // The text report shows the same explanation before the trace.
    let o = Command::new(ironpf())
        .arg("check")
        .arg(&jar)
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    let why = out.find("== conflict 1 explained").expect("an explanation");
    assert!(why < out.find("== trace 1").unwrap(), "{out}");
    assert!(out.contains("rule: two apps conflict when"), "{out}");
    for strategy in ["none", "dpor"] {
        let (status, r) = check_with(
            &jar,
            &["--strategy", strategy, "--conflict-writes", "changing"],
        );
        assert_eq!(status, Some(0), "{strategy}: {r}");
        assert_eq!(r["conflict_writes"], "changing");
    }
}

/// An app that catches the JDK's exception classes of network and security code
/// (`java.net.SocketTimeoutException`, `UnknownHostException`,
/// `java.security.InvalidKeyException`) runs: the runtime library has every public Throwable
/// class of java.base, most made from the JDK's list (issue 40).
#[test]
fn an_app_catching_jdk_exception_classes_runs() {
    for r in no_violation("HttpTimeout", "MotionLamp") {
        assert_eq!(r["result"], "complete", "{r}");
    }
}

/// Input forms that stopped public SmartApps (issue 40): a type with a capital letter
/// (`"Boolean"`, `"Number"`), a paragraph written as an input without a name, and enums
/// without options (a service manager's, filled from device discovery: nothing selected).
/// InputForms asserts the values in its handler; MotionLamp turns the lamp off on the same
/// motion, so the pair conflicts (InputForms turns it on), which shows the handler ran past
/// its asserts.
#[test]
fn input_forms_of_public_apps_are_accepted() {
    let (property, message, _) = violation("InputForms", "MotionLamp");
    assert_eq!(property, "conflict", "{message}");
}

/// Grails codecs SmartThings offers (`encodeAsBase64`, `encodeAsURL`) and GDK methods of
/// public apps (`decodeBase64`, a range of a primitive array, `withIndex`): Codecs asserts
/// their results in its handler, then turns the lamp on, which MotionLamp turns off: the
/// conflict shows the asserts passed (issue 40).
#[test]
fn codecs_and_gdk_methods_of_public_apps_work() {
    let (property, message, _) = violation("Codecs", "MotionLamp");
    assert_eq!(property, "conflict", "{message}");
}

/// A history query while the apps declare their preferences (a page listing recent events,
/// as IoTCheck's speaker apps have) returns nothing: no event has happened yet; the handler's
/// later query works as any (issue 40). The conflict with MotionLamp shows the asserts passed.
#[test]
fn a_history_query_in_a_preferences_page_finds_nothing_yet() {
    let (property, message, _) = violation("HistoryInPage", "MotionLamp");
    assert_eq!(property, "conflict", "{message}");
}

/// A command outside its device's capabilities (issue 40): the app goes on (its conflict with
/// MotionLamp is found), and the report warns that the command's effect is not modelled,
/// naming the device and its capabilities: an approximation is never silent.
#[test]
fn a_command_outside_the_devices_capabilities_is_recorded_with_a_warning() {
    let (property, message, report) = violation("AlarmByContact", "MotionLamp");
    assert_eq!(property, "conflict", "{message}");
    let warnings = report["warnings"].to_string();
    assert!(
        warnings.contains("the SmartThings model: Contact Sensor.off() called, a command outside the device's capabilities (contactSensor"),
        "{warnings}"
    );
}
