//! The documentation against the code it describes: the user guide names every command and
//! option the command line accepts (read from the CLI's own definition, `cli::command()`),
//! the strategies page names every strategy of the registry, the README's test command is
//! the one `.ci/run` runs, and its main command prints what the README shows.

mod common;

use std::process::Command;
use std::time::Duration;

use common::*;

fn read(path: &str) -> String {
    std::fs::read_to_string(repo().join(path)).unwrap_or_else(|e| panic!("read {path}: {e}"))
}

/// Every subcommand (as `ironpf SUB ...`) and every option (`--long`, and `-s` for a short
/// one) of every command, hidden ones included, appears in docs/user-guide.md.
#[test]
fn the_user_guide_names_every_command_and_option() {
    let guide = read("docs/user-guide.md");
    let mut missing = Vec::new();
    undocumented(&ironpf::cli::command(), "ironpf", &guide, &mut missing);
    assert!(
        missing.is_empty(),
        "docs/user-guide.md does not name: {}",
        missing.join(", ")
    );
}

fn undocumented(cmd: &clap::Command, path: &str, guide: &str, missing: &mut Vec<String>) {
    for arg in cmd.get_arguments() {
        let spellings = arg
            .get_long()
            .filter(|l| !["help", "version"].contains(l))
            .map(|l| format!("--{l}"))
            .into_iter()
            .chain(arg.get_short().map(|s| format!("-{s}")));
        for s in spellings {
            // As an option, not inside a longer one: `--shortest` does not document `--short`.
            let named = guide.match_indices(&s).any(|(i, _)| {
                let after = guide[i + s.len()..].chars().next();
                !after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '-')
            });
            if !named {
                missing.push(format!("{s} (of `{path}`)"));
            }
        }
    }
    for sub in cmd.get_subcommands() {
        let path = format!("{path} {}", sub.get_name());
        if !guide.contains(&path) {
            missing.push(format!("`{path}`"));
        }
        undocumented(sub, &path, guide, missing);
    }
}

/// Every strategy of the registry has its section in docs/strategies.md.
#[test]
fn the_strategies_page_names_every_strategy() {
    let page = read("docs/strategies.md");
    for s in &ironpf::check::STRATEGIES {
        assert!(
            page.contains(&format!("`{}`", s.name)),
            "docs/strategies.md does not name the strategy `{}`",
            s.name
        );
    }
}

/// The README stays a page a newcomer reads (at most 300 lines); the rest is in docs/, and
/// every page of docs/ it links exists.
#[test]
fn the_readme_is_short_and_its_links_hold() {
    let readme = read("README.md");
    let lines = readme.lines().count();
    assert!(lines <= 300, "README.md has {lines} lines (at most 300)");
    for (i, _) in readme.match_indices("](") {
        let target = &readme[i + 2..];
        let target = &target[..target.find(')').unwrap_or(0)];
        let path = target.split('#').next().unwrap_or_default();
        if path.is_empty() || path.contains("://") {
            continue;
        }
        assert!(
            repo().join(path).exists(),
            "README.md links {target}, which is not there"
        );
    }
}

/// The fenced blocks of the README's "Two commands" section: (language, body) each.
fn two_commands_blocks() -> Vec<(String, String)> {
    let readme = read("README.md");
    let section = readme
        .split("\n## ")
        .find(|s| s.starts_with("Two commands"))
        .expect("README.md has a section \"## Two commands\"");
    let mut blocks = Vec::new();
    let mut parts = section.split("```");
    parts.next();
    while let (Some(block), _) = (parts.next(), parts.next()) {
        let (lang, body) = block.split_once('\n').unwrap_or((block, ""));
        blocks.push((lang.trim().to_string(), body.trim_end().to_string()));
    }
    blocks
}

/// The README's two commands: the main job's, then the test suite's (blocks of one line,
/// output blocks are ```text).
fn two_commands() -> (String, String) {
    let commands: Vec<String> = two_commands_blocks()
        .into_iter()
        .filter(|(lang, _)| lang != "text")
        .map(|(_, body)| body)
        .collect();
    assert_eq!(
        commands.len(),
        2,
        "the README's \"Two commands\" has these command blocks: {commands:?}"
    );
    for c in &commands {
        assert!(
            !c.contains('\n'),
            "a command block of more than one line: {c}"
        );
    }
    (commands[0].clone(), commands[1].clone())
}

/// The README's test command is the command `.ci/run` ends with, after installing what is
/// missing.
#[test]
fn the_readme_test_command_is_what_ci_runs() {
    let (_, test) = two_commands();
    let ci = read(".ci/run");
    let last = ci
        .lines()
        .map(str::trim)
        .rfind(|l| !l.is_empty() && !l.starts_with('#'))
        .expect(".ci/run runs a command");
    assert_eq!(
        last, test,
        ".ci/run's last command and the README's test command"
    );
}

/// The README's main command (`cargo run --release -q -- ARGS`), run as `ironpf ARGS`,
/// exits with a violation found (1) and prints every line of the output the README shows
/// (`...` lines stand for lines left out).
#[test]
fn the_readme_main_command_prints_what_the_readme_shows() {
    let (main, _) = two_commands();
    let args = main
        .strip_prefix("cargo run --release -q -- ")
        .unwrap_or_else(|| {
            panic!("the main command is not `cargo run --release -q -- ...`: {main}")
        });
    let mut cmd = Command::new(ironpf());
    cmd.current_dir(repo()).args(args.split_whitespace());
    let o = run_with_limit(cmd, Duration::from_secs(120));
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status, Some(1), "{main}:\n{out}");
    let shown = two_commands_blocks()
        .into_iter()
        .find(|(lang, _)| lang == "text")
        .expect("the README shows the main command's output in a ```text block")
        .1;
    let mut printed = out.lines();
    for line in shown.lines().filter(|l| l.trim() != "...") {
        assert!(
            printed.any(|p| p == line),
            "the README shows a line the main command does not print (in this order): {line:?}\nprinted:\n{out}"
        );
    }
}
