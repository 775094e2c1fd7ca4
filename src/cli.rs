//! The `ironpf` command line.

use clap::{Parser, Subcommand};

use crate::classpath::ClassPath;
use crate::error::VmError;
use crate::vm::{Config, Output, Vm};

#[derive(Parser, Debug)]
#[command(
    name = "ironpf",
    version,
    about = "A Java PathFinder-style model checker for JVM bytecode"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run a Java program's `public static void main(String[])`, like `java`.
    Run(RunArgs),
    /// Model-check a program: explore every sequence of its `Verify` choices.
    Check(Box<CheckArgs>),
    /// Write a jar with the guest API classes (gov.nasa.jpf.vm.Verify, ironpf.*, the
    /// SmartThings model) to compile against.
    ApiJar(ApiJarArgs),
    /// SmartThings app pairs.
    #[command(subcommand)]
    Pair(PairCommand),
    /// Check every included SmartThings pair and print a table of the results.
    Fixtures(FixturesArgs),
    /// Check many app pairs (every ordered pair of an app list, or a pair list), each in its
    /// own process, appending one JSON line per pair and strategy to a results file;
    /// a rerun resumes. `ironpf batch merge` joins the results of shards.
    Batch(Box<BatchArgs>),
    /// Write the report of batch results files: an HTML page with tables and plots, Markdown
    /// or CSV.
    Report(ReportArgs),
}

#[derive(clap::Args, Debug)]
#[command(args_conflicts_with_subcommands = true)]
pub struct BatchArgs {
    #[command(subcommand)]
    pub command: Option<BatchCommand>,
    #[command(flatten)]
    pub run: BatchRunArgs,
}

#[derive(Subcommand, Debug)]
pub enum BatchCommand {
    /// Join results files (the shards of one batch) into one, each (pair, strategy) once.
    Merge(BatchMergeArgs),
}

#[derive(clap::Args, Debug)]
pub struct BatchMergeArgs {
    /// Results files to join.
    #[arg(required = true)]
    pub inputs: Vec<String>,
    /// Where to write the joined results (`-` for stdout).
    #[arg(short = 'o', long = "output", value_name = "FILE.jsonl")]
    pub output: String,
}

#[derive(clap::Args, Debug)]
pub struct BatchRunArgs {
    /// The folder holding the apps (NAME.groovy) that the lists name.
    #[arg(long, value_name = "DIR")]
    pub apps: Option<String>,
    /// An app list: one app file name per line (`#` lines skipped); every ordered pair of
    /// its apps is checked, never an app with itself.
    #[arg(long, value_name = "FILE", conflicts_with = "pairs")]
    pub list: Option<String>,
    /// A second app list: the pairs are then list x list2 (App1 from the first).
    #[arg(long, value_name = "FILE", requires = "list")]
    pub list2: Option<String>,
    /// A pair list instead: `app1<TAB>app2[<TAB>expected verdict[<TAB>reason]]` per line
    /// (the fixtures' pairs.tsv is one).
    #[arg(long, value_name = "FILE.tsv")]
    pub pairs: Option<String>,
    /// The results file (JSON lines, appended; checks it already holds are skipped).
    #[arg(long, value_name = "FILE.jsonl")]
    pub results: Option<String>,
    /// Strategies to check each pair with, separated by commas (the names are listed in
    /// `--help` from the registry of strategies).
    #[arg(long, value_name = "NAMES", default_value = "dpor")]
    pub strategy: String,
    /// Checks to run at once [default: the number of cores].
    #[arg(long, value_name = "N")]
    pub jobs: Option<usize>,
    /// Stop each check after this many seconds (its verdict is then `limit`).
    #[arg(long, value_name = "SECONDS", value_parser = crate::limits::parse_seconds)]
    pub time_limit: Option<f64>,
    /// Stop each check at this resident memory (8G, 512M, ...) [default: half the physical
    /// memory shared by the jobs].
    #[arg(long, value_name = "SIZE", value_parser = crate::limits::parse_memory_size)]
    pub max_memory: Option<u64>,
    /// The pair-jar cache (content-addressed; shards may share it) [default: $IRONPF_CACHE,
    /// else ~/.cache/ironpf/pairs].
    #[arg(long, value_name = "DIR")]
    pub cache: Option<String>,
    /// Check only shard K of N (0 <= K < N): every N-th pair from the K-th, for job arrays.
    #[arg(long, value_name = "K/N", value_parser = crate::batch::Shard::parse)]
    pub shard: Option<crate::batch::Shard>,
    /// Check again the (pair, strategy) whose result in the results file has one of these
    /// verdicts, separated by commas (limit,error); the new line is appended and is the one
    /// `batch merge` and `report` keep.
    #[arg(long, value_name = "VERDICTS", value_delimiter = ',', value_parser = crate::batch::record::Verdict::parse)]
    pub redo: Vec<crate::batch::record::Verdict>,
}

#[derive(Subcommand, Debug)]
pub enum PairCommand {
    /// Compile two SmartApps (Groovy 2.4 sources) with groovyc into a pair jar that
    /// `ironpf check PAIR.jar` checks.
    Build(PairBuildArgs),
}

#[derive(clap::Args, Debug)]
pub struct PairBuildArgs {
    /// The first app (App1), NAME.groovy.
    pub app1: String,
    /// The second app (App2), NAME.groovy.
    pub app2: String,
    /// Where to write the pair jar.
    #[arg(short = 'o', long = "output", value_name = "PAIR.jar")]
    pub output: String,
}

#[derive(clap::Args, Debug)]
pub struct FixturesArgs {
    /// Strategies to check each pair with, separated by commas (the names are listed in
    /// `--help` from the registry of strategies).
    #[arg(long, value_name = "NAMES", default_value = "dpor")]
    pub strategy: String,
    /// The fixture folder (pairs.tsv and pairs/*.jar) [default: fixtures/smartthings].
    #[arg(long, value_name = "DIR")]
    pub dir: Option<String>,
    /// Only the pairs whose name (APP1-APP2) contains this text.
    #[arg(long, value_name = "TEXT")]
    pub only: Option<String>,
    /// The SmartThings model's state, as `check --model`: default or keep-all.
    #[arg(long, value_name = "NAME", default_value = "default")]
    pub model: String,
    /// Stop each check after this many seconds.
    #[arg(long, value_name = "SECONDS", value_parser = crate::limits::parse_seconds)]
    pub time_limit: Option<f64>,
    /// Stop each check when ironpf's resident memory reaches SIZE (8G, 512M, ...)
    /// [default: half the physical memory].
    #[arg(long, value_name = "SIZE", value_parser = crate::limits::parse_memory_size)]
    pub max_memory: Option<u64>,
    /// Also write the table to FILE.
    #[arg(long, value_name = "FILE")]
    pub out: Option<String>,
}

#[derive(clap::Args, Debug)]
pub struct ReportArgs {
    /// Results files of `ironpf batch` (a (pair, strategy) given again: the last line wins).
    #[arg(required = true, value_name = "RESULTS.jsonl")]
    pub results: Vec<String>,
    /// Where to write the report (`-` for stdout) [default: stdout].
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<String>,
    /// The report's format.
    #[arg(long, value_enum, default_value = "html")]
    pub format: crate::batch::report::Format,
}

#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    /// Class path: folders and jar files separated by ':' (also `-cp`, `-classpath`).
    #[arg(long = "cp", value_name = "PATH", default_value = ".")]
    pub classpath: String,
    /// Stop after this many distinct states (exit code 3 if no violation was found).
    #[arg(long, value_name = "N")]
    pub max_states: Option<u64>,
    /// Do not expand states deeper than this many choices.
    #[arg(long, value_name = "N")]
    pub max_depth: Option<usize>,
    /// Stop after this many seconds (exit code 3, with the report so far), even in the
    /// middle of a transition.
    #[arg(long, value_name = "SECONDS", value_parser = crate::limits::parse_seconds)]
    pub time_limit: Option<f64>,
    /// Stop cleanly (exit code 3, with the report so far) when ironpf's resident memory
    /// reaches SIZE (8G, 512M, ...) [default: half the physical memory].
    #[arg(long, value_name = "SIZE", value_parser = crate::limits::parse_memory_size)]
    pub max_memory: Option<u64>,
    /// The program's heap limit: an allocation past it throws OutOfMemoryError, as the JVM
    /// does past -Xmx (SIZE as for --max-memory) [default: a quarter of --max-memory].
    #[arg(long, value_name = "SIZE", value_parser = crate::limits::parse_heap_size)]
    pub max_heap: Option<u64>,
    /// Report a transition that runs more than this many instructions (an endless loop
    /// without choices) instead of hanging.
    #[arg(long, value_name = "N", default_value_t = 10_000_000)]
    pub max_transition_steps: u64,
    /// Do not check `assert` statements (they are checked by default, as under `java -ea`).
    #[arg(long)]
    pub disable_assertions: bool,
    /// Keep searching after a violation and report every distinct one.
    #[arg(long)]
    pub find_all: bool,
    /// Report data races: a state where two threads are about to access one non-volatile
    /// field, static field or array element, at least one writing (with --strategy none)
    #[arg(long)]
    pub race: bool,
    /// Make every access to a shared object a scheduling point, also inside `synchronized`
    /// on that object (by default such accesses are not, while every thread accesses the
    /// objects of the class only holding their monitors: the lock-discipline reduction)
    #[arg(long)]
    pub no_lock_reduction: bool,
    /// Write a JSON report to FILE (`-` for stdout, replacing the text report).
    #[arg(long, value_name = "FILE")]
    pub json: Option<String>,
    /// Write the counterexamples' stories as sequence diagrams to FILE, one self-contained
    /// HTML page (SmartThings pairs).
    #[arg(long, value_name = "FILE")]
    pub html: Option<String>,
    /// Search breadth-first: each violation comes with a path of the fewest choices
    /// (with --strategy none; the default for SmartThings pair jars).
    #[arg(long, overrides_with = "no_shortest")]
    pub shortest: bool,
    /// Search depth-first even for a SmartThings pair jar (JPF's order: counterexamples
    /// need not be shortest).
    #[arg(long, overrides_with = "shortest")]
    pub no_shortest: bool,
    /// Traces show every transition's choice and source lines with the runtime library's
    /// folded into [k more lines] (by default a SmartThings pair's trace tells its story and
    /// shows only the apps' lines).
    #[arg(long)]
    pub trace_library: bool,
    /// Re-execute exactly the path of a replay string printed by an earlier check.
    #[arg(long, value_name = "STRING")]
    pub replay: Option<String>,
    /// With --replay: log the instructions the path executes to stderr, as `javap -c` shows
    /// them, under their method and source line, with a marker where each transition starts;
    /// SPEC narrows it: comma-separated class=NAME, method=NAME, transition=N or N-M,
    /// library (also the runtime library's code) [default: the program's code, every
    /// transition].
    #[arg(long, value_name = "SPEC", num_args = 0..=1, require_equals = true, default_missing_value = "program")]
    pub log: Option<String>,
    /// Extra folders to find source files in for traces (separated by ':').
    #[arg(long, value_name = "DIRS")]
    pub sourcepath: Option<String>,
    /// Show no progress line.
    #[arg(long)]
    pub quiet: bool,
    /// Search strategy (the help lists them from the registry of strategies).
    #[arg(long, value_name = "NAME", default_value = "none")]
    pub strategy: String,
    /// How dpor names instance fields and array elements: object (allocation site and field)
    /// or field (class and field, as IoTCheck).
    #[arg(long, value_name = "MODE", default_value = "object")]
    pub locations: String,
    /// Write the fingerprint of every visited state to FILE (sorted, one per line).
    #[arg(long, value_name = "FILE")]
    pub states_out: Option<String>,
    /// With a reducing strategy (dpor, sdpor): first search every path of at most N choices
    /// breadth-first without reduction, so that a violation within N events is found even
    /// where the reduced search dives into an infinite state space.
    #[arg(long, value_name = "N")]
    pub probe_depth: Option<usize>,
    /// Which Verify call chooses events for dpor: getIntFromList (default; ironpf.Events
    /// always does) or getInt (also getInt, for event loops written with it).
    #[arg(long, value_name = "CALL", default_value = "getIntFromList")]
    pub event_choice: String,
    /// Which local variables a state holds: live (default; a local that is dead where its
    /// frame stands cannot affect the future) or all (JPF's convention, to compare state
    /// counts with JPF).
    #[arg(long, value_name = "WHICH", default_value = "live")]
    pub state_locals: String,
    /// The SmartThings model's state: default (leaves out what no app can read: the event
    /// history of devices no app that queries history can reach) or keep-all (keeps it, to
    /// compare verdicts and state counts with the default).
    #[arg(long, value_name = "NAME", default_value = "default")]
    pub model: String,
    /// Which writes of a SmartThings pair the conflict oracle counts: every (default, as
    /// IoTCheck: a command that leaves the attribute as it was still states what the app
    /// wants) or changing (a write that changes nothing neither conflicts nor counts as its
    /// app's write).
    #[arg(long, value_name = "WHICH", default_value = "every")]
    pub conflict_writes: String,
    /// Main class, by binary name (`pkg.Main`), or a jar whose manifest names it (a
    /// SmartThings pair jar from `ironpf pair build`).
    pub main_class: String,
    /// Arguments passed to main.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    pub args: Vec<String>,
}

#[derive(clap::Args, Debug)]
pub struct ApiJarArgs {
    /// Where to write the jar.
    #[arg(short = 'o', long = "output", value_name = "FILE.jar")]
    pub output: String,
}

#[derive(clap::Args, Debug)]
pub struct RunArgs {
    /// Class path: folders and jar files separated by ':' (also `-cp`, `-classpath`).
    #[arg(long = "cp", value_name = "PATH", default_value = ".")]
    pub classpath: String,
    /// Enable `assert` statements (also `-ea`), as `java -ea` does.
    #[arg(long = "enable-assertions")]
    pub enable_assertions: bool,
    /// Log every executed instruction to stderr, the runtime library's too (the same as
    /// `--log library`).
    #[arg(long)]
    pub trace: bool,
    /// Log the instructions the program executes to stderr, as `javap -c` shows them, under
    /// their method and source line; SPEC narrows it: comma-separated class=NAME,
    /// method=NAME, library (also the runtime library's code) [default: the program's code].
    #[arg(long, value_name = "SPEC", num_args = 0..=1, require_equals = true, default_missing_value = "program")]
    pub log: Option<String>,
    /// The program's heap limit: an allocation past it throws OutOfMemoryError, as the JVM
    /// does past -Xmx (8G, 512M, ...) [default: a quarter of the physical memory, as the
    /// JVM's].
    #[arg(long, value_name = "SIZE", value_parser = crate::limits::parse_heap_size)]
    pub max_heap: Option<u64>,
    /// Main class, by binary name (`pkg.Main`), or a jar whose manifest names it (a
    /// SmartThings pair jar from `ironpf pair build`).
    pub main_class: String,
    /// Arguments passed to main.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    pub args: Vec<String>,
}

/// Whether `option` (`--name` or `-x`) takes a separate value in some subcommand, so that the
/// word after it is not taken for the main class. Read off the command-line definition itself.
fn takes_value(option: &str) -> bool {
    static OPTIONS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    let options = OPTIONS.get_or_init(|| {
        use clap::CommandFactory;
        let cli = Cli::command();
        cli.get_subcommands()
            .flat_map(|sub| sub.get_arguments())
            .filter(|a| a.get_action().takes_values())
            .flat_map(|a| {
                let long = a.get_long().map(|l| format!("--{l}"));
                let short = a.get_short().map(|c| format!("-{c}"));
                long.into_iter().chain(short)
            })
            .collect()
    });
    options.iter().any(|o| o == option)
}

/// Warns of the program arguments of `ironpf run` or `check` (`subcommand`) that spell one of
/// its own options (`--strategy`): ironpf takes its options before and right after the main
/// class, but from the first program argument on every word goes to the program, so such a
/// word is a mistake that would otherwise pass silently (a search under the default strategy
/// that looks like the asked one).
fn warn_of_misplaced_options(subcommand: &str, program_args: &[String]) {
    use clap::CommandFactory;
    let cli = Cli::command();
    let Some(sub) = cli.find_subcommand(subcommand) else {
        return;
    };
    let longs: Vec<String> = sub
        .get_arguments()
        .filter_map(|a| a.get_long().map(|l| format!("--{l}")))
        .collect();
    program_args
        .iter()
        .filter(|a| {
            let name = a.split('=').next().unwrap_or(a);
            longs.iter().any(|l| l == name)
        })
        .for_each(|option| {
            eprintln!(
                "ironpf: warning: {option} follows a program argument, so it goes to the \
                 program and ironpf does not take it (put ironpf's options before the program's \
                 arguments)"
            )
        });
}

/// Accepts the `java`-style spellings `-cp`, `-classpath` and `-ea` before the main class.
fn normalize_args(raw: Vec<String>) -> Vec<String> {
    let mut out = Vec::with_capacity(raw.len());
    let mut positional = 0;
    let mut expect_value = false;
    for (i, a) in raw.into_iter().enumerate() {
        if i < 2 || positional > 0 {
            out.push(a);
            continue;
        }
        if expect_value {
            expect_value = false;
            out.push(a);
            continue;
        }
        match a.as_str() {
            "-cp" | "-classpath" | "--classpath" | "--class-path" => {
                out.push("--cp".into());
                expect_value = true;
            }
            "-ea" | "-enableassertions" => out.push("--enable-assertions".into()),
            s if takes_value(s) => {
                out.push(a);
                expect_value = true;
            }
            s if s.starts_with('-') => out.push(a),
            _ => {
                positional += 1;
                out.push(a);
            }
        }
    }
    out
}

/// The command line's definition, with the strategy options' help made from the registry
/// of strategies (`check::STRATEGIES`), the one place that lists them.
pub fn command() -> clap::Command {
    use clap::CommandFactory;
    let strategies = crate::check::STRATEGIES
        .iter()
        .map(|s| format!("{} ({})", s.name, s.summary))
        .collect::<Vec<_>>()
        .join("; ");
    let names = crate::check::Strategy::names_text();
    Cli::command()
        .mut_subcommand("check", |c| {
            c.mut_arg("strategy", |a| {
                a.help(format!("Search strategy: {strategies}"))
            })
        })
        .mut_subcommand("fixtures", |c| {
            c.mut_arg("strategy", |a| {
                a.help(format!(
                    "Strategies to check each pair with, separated by commas ({names})"
                ))
            })
        })
        .mut_subcommand("batch", |c| {
            c.mut_arg("strategy", |a| {
                a.help(format!(
                    "Strategies to check each pair with, separated by commas ({names})"
                ))
            })
        })
}

/// Runs the command line and returns the process exit code.
pub fn main() -> i32 {
    use clap::FromArgMatches;
    let parsed = command()
        .try_get_matches_from(normalize_args(std::env::args().collect()))
        .and_then(|m| Cli::from_arg_matches(&m));
    let cli = match parsed {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { 2 } else { 0 };
        }
    };
    match cli.command {
        Command::Run(args) => run(args),
        Command::Check(args) => check(*args),
        Command::ApiJar(args) => api_jar(args),
        Command::Pair(PairCommand::Build(args)) => pair_build(args),
        Command::Fixtures(args) => fixtures(args),
        Command::Batch(args) => match args.command {
            Some(BatchCommand::Merge(m)) => batch_merge(m),
            None => batch(args.run),
        },
        Command::Report(args) => report_command(args),
    }
}

fn init_logging(trace: bool) {
    let mut b = env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn"));
    if trace {
        b.parse_filters("ironpf::vm=trace");
    }
    b.format_timestamp(None).target(env_logger::Target::Stderr);
    let _ = b.try_init();
}

fn run(mut args: RunArgs) -> i32 {
    init_logging(false);
    if let Err(e) = jar_as_main(&mut args.classpath, &mut args.main_class) {
        return report(&e);
    }
    warn_of_misplaced_options("run", &args.args);
    let spec = match (&args.log, args.trace) {
        (Some(s), true) => Some(format!("{s},library")),
        (Some(s), false) => Some(s.clone()),
        (None, true) => Some("library".to_string()),
        (None, false) => None,
    };
    let log = match spec.as_deref().map(crate::vm::debug_log::LogFilter::parse) {
        Some(Ok(f)) if !f.transitions.is_empty() => {
            return report(&VmError::Usage(
                "--log transition=...: `run` has no transitions (it is for `check --replay`)"
                    .into(),
            ));
        }
        Some(Ok(f)) => Some(f),
        Some(Err(e)) => return report(&VmError::Usage(e)),
        None => None,
    };
    let config = Config {
        assertions: args.enable_assertions,
        max_heap: args
            .max_heap
            .unwrap_or_else(crate::limits::default_max_heap),
        ..Config::default()
    };
    let result = ClassPath::new(&args.classpath)
        .and_then(|cp| Vm::new(cp, config, Output::process()).map_err(boot_error))
        .and_then(|mut vm| {
            if let Some(filter) = log {
                vm.debug_log = Some(Box::new(crate::vm::debug_log::DebugLog::new(
                    filter,
                    Box::new(std::io::stderr()),
                    crate::check::trace::source_lines(&args.classpath, &[]),
                )));
            }
            vm.run_main(&args.main_class, &args.args)
        });
    match result {
        Ok(status) => status,
        Err(e) => report(&e),
    }
}

fn boot_error(e: VmError) -> VmError {
    e
}

/// A jar named in place of the main class runs its manifest's `Main-Class`, as `java -jar`.
/// A source file named there is refused with what to do instead.
fn jar_as_main(classpath: &mut String, main_class: &mut String) -> Result<(), VmError> {
    if main_class.ends_with(".groovy") {
        return Err(VmError::Usage(format!(
            "{main_class} is a Groovy source; ironpf checks compiled programs. For SmartApps, \
             build a pair first: `ironpf pair build APP1.groovy APP2.groovy -o pair.jar`, then \
             `ironpf check pair.jar`"
        )));
    }
    if main_class.ends_with(".java") {
        return Err(VmError::Usage(format!(
            "{main_class} is a Java source; compile it first (`ironpf api-jar -o ironpf-api.jar && \
             javac -cp ironpf-api.jar -d out {main_class}`), then name its class with `-cp out CLASS`"
        )));
    }
    if !main_class.ends_with(".jar") {
        return Ok(());
    }
    let jar = main_class.clone();
    *main_class = crate::classpath::jar_main_class(std::path::Path::new(&jar))?;
    *classpath = if classpath == "." {
        jar
    } else {
        format!("{jar}:{classpath}")
    };
    Ok(())
}

fn check(mut args: CheckArgs) -> i32 {
    init_logging(false);
    if let Err(e) = jar_as_main(&mut args.classpath, &mut args.main_class) {
        return report(&e);
    }
    warn_of_misplaced_options("check", &args.args);
    let cfg = match check_config(&args) {
        Ok(cfg) => cfg,
        Err(e) => return report(&e),
    };
    if let Some(r) = &args.replay {
        return replay_command(cfg, r);
    }
    // Files the search writes are created before it, so that a bad path is an error now and
    // not after all the work.
    let outputs = [
        args.json.as_deref().filter(|f| *f != "-"),
        cfg.states_out.as_deref(),
        args.html.as_deref(),
    ];
    for file in outputs.into_iter().flatten() {
        if let Err(e) = std::fs::File::create(file) {
            return report(&VmError::input(file, format!("cannot write the file: {e}")));
        }
    }
    match crate::check::check(&cfg) {
        Ok(result) => match write_reports(&args, &cfg, &result) {
            Ok(()) => crate::check::exit_code(&result),
            Err(e) => report(&e),
        },
        Err(e) => report(&e),
    }
}

/// The configuration `ironpf check`'s options make (a usage error for a bad one).
fn check_config(args: &CheckArgs) -> Result<crate::check::CheckConfig, VmError> {
    let mut cfg = crate::check::CheckConfig::new(&args.classpath, &args.main_class, &args.args);
    cfg.max_states = args.max_states;
    cfg.max_depth = args.max_depth;
    cfg.time_limit = args.time_limit.map(std::time::Duration::from_secs_f64);
    if let Some(m) = args.max_memory {
        cfg.max_memory = Some(m);
    }
    cfg.max_heap = args
        .max_heap
        .unwrap_or_else(|| crate::check::default_check_heap(cfg.max_memory));
    cfg.max_transition_steps = args.max_transition_steps;
    cfg.assertions = !args.disable_assertions;
    cfg.find_all = args.find_all;
    cfg.progress = !args.quiet;
    cfg.sourcepath = args
        .sourcepath
        .as_ref()
        .map(|s| s.split(':').map(str::to_string).collect())
        .unwrap_or_default();
    cfg.strategy = crate::check::Strategy::by_name(&args.strategy).ok_or_else(|| {
        VmError::Usage(format!(
            "unknown --strategy {} ({})",
            args.strategy,
            crate::check::Strategy::names_text()
        ))
    })?;
    cfg.race = args.race;
    cfg.lock_discipline = !args.no_lock_reduction;
    cfg.shortest = args.shortest;
    if let Some(why) = cfg.strategy.refuses(&cfg) {
        return Err(VmError::Usage(why));
    }
    // A pair jar's counterexamples are read by people: breadth-first costs no more than
    // depth-first on the fixture pairs (docs/strategies.md, --shortest), so it is their default where the
    // strategy allows it.
    cfg.shortest = args.shortest
        || (!args.no_shortest
            && cfg.strategy.info().shortest
            && cfg.main_class == crate::smartthings::PAIR_MAIN);
    // Likewise their counterexamples under a reducing strategy are shortened afterwards.
    cfg.shorten = !args.no_shortest
        && cfg.strategy.info().reduces
        && cfg.main_class == crate::smartthings::PAIR_MAIN;
    cfg.trace_library = args.trace_library;
    cfg.locations = match args.locations.as_str() {
        "object" => crate::vm::LocationMode::Object,
        "field" => crate::vm::LocationMode::Field,
        other => {
            return Err(VmError::Usage(format!(
                "unknown --locations {other} (object, field)"
            )));
        }
    };
    cfg.states_out = args.states_out.clone();
    cfg.getint_events = match args.event_choice.as_str() {
        "getIntFromList" => false,
        "getInt" => true,
        other => {
            return Err(VmError::Usage(format!(
                "unknown --event-choice {other} (getIntFromList, getInt)"
            )));
        }
    };
    cfg.keep_all = parse_model(&args.model)?;
    if let Some(spec) = &args.log {
        if args.replay.is_none() {
            return Err(VmError::Usage(
                "--log logs the instructions of one path: give it with --replay STRING (a \
                 search runs millions of transitions; replay the counterexample it reports)"
                    .into(),
            ));
        }
        cfg.log = Some(crate::vm::debug_log::LogFilter::parse(spec).map_err(VmError::Usage)?);
    }
    cfg.ignore_unchanged_writes = match args.conflict_writes.as_str() {
        "every" => false,
        "changing" => true,
        other => {
            return Err(VmError::Usage(format!(
                "unknown --conflict-writes {other} (every, changing)"
            )));
        }
    };
    if let Some(n) = args.probe_depth {
        if !cfg.strategy.info().reduces {
            return Err(VmError::Usage(format!(
                "--probe-depth is for strategies that reduce ({}): --strategy {} searches every path already",
                crate::check::STRATEGIES
                    .iter()
                    .filter(|s| s.reduces)
                    .map(|s| s.name)
                    .collect::<Vec<_>>()
                    .join(", "),
                cfg.strategy.name()
            )));
        }
        if n == 0 {
            return Err(VmError::Usage("--probe-depth must be at least 1".into()));
        }
        cfg.probe_depth = Some(n);
    }
    cfg.all_locals = match args.state_locals.as_str() {
        "live" => false,
        "all" => true,
        other => {
            return Err(VmError::Usage(format!(
                "unknown --state-locals {other} (live, all)"
            )));
        }
    };
    Ok(cfg)
}

/// `--model`: whether the SmartThings model keeps what no app can read.
fn parse_model(name: &str) -> Result<bool, VmError> {
    match name {
        "default" => Ok(false),
        "keep-all" => Ok(true),
        other => Err(VmError::Usage(format!(
            "unknown --model {other} (default, keep-all)"
        ))),
    }
}

/// `ironpf check --replay STRING`: re-executes the string's path and prints it; the exit code
/// says how the path ended.
fn replay_command(mut cfg: crate::check::CheckConfig, r: &str) -> i32 {
    let path = match crate::check::decode_replay(r) {
        Ok(p) => p,
        Err(e) => return report(&e),
    };
    cfg.unprotected = match crate::check::replay_unprotected(r) {
        Ok(k) => k,
        Err(e) => return report(&e),
    };
    match crate::check::replay(&cfg, &path) {
        Ok(c) => {
            emit(&crate::check::report::replay_text(&cfg, r, &c));
            use crate::check::trace::Ending;
            match (&c.violation, &c.ending) {
                (Some(_), _) => 1,
                (None, Ending::Terminated | Ending::Ignored) => 0,
                // Not a whole path: what the string stands for was not all checked.
                (None, Ending::AtChoice { .. } | Ending::Limit(_)) => 3,
            }
        }
        // The string's choices were made at other scheduling points: from another program,
        // another version of ironpf, or with --no-lock-reduction given or not.
        Err(VmError::LockDisciplineBroken { context, class, .. }) => {
            report(&VmError::Usage(format!(
                "replay string {r:?} does not fit this program: at {context} an object of {class} is accessed without its monitor, which the search that made the string would have listed after its path (was it made by another version of ironpf, or with a different --no-lock-reduction?)"
            )))
        }
        Err(e) => report(&e),
    }
}

/// Writes the check's reports: text on stdout (unless the JSON goes there), JSON and HTML
/// where asked.
fn write_reports(
    args: &CheckArgs,
    cfg: &crate::check::CheckConfig,
    result: &crate::check::CheckResult,
) -> Result<(), VmError> {
    let json = args.json.as_deref();
    if json != Some("-") {
        emit(&crate::check::report::text(cfg, result));
    }
    if let Some(file) = json {
        let text = serde_json::to_string_pretty(&crate::check::report::json(cfg, result))
            .unwrap_or_default();
        if file == "-" {
            emit(&(text + "\n"));
        } else if let Err(e) = std::fs::write(file, text + "\n") {
            return Err(VmError::input(
                file,
                format!("cannot write the JSON report: {e}"),
            ));
        }
    }
    if let Some(file) = &args.html
        && let Err(e) = std::fs::write(file, crate::check::html::report(cfg, result))
    {
        return Err(VmError::input(
            file,
            format!("cannot write the HTML report: {e}"),
        ));
    }
    Ok(())
}

/// Writes a report to stdout; a closed pipe (`| head`) is not an error.
fn emit(text: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|_| out.flush());
}

fn api_jar(args: ApiJarArgs) -> i32 {
    match crate::classpath::write_api_jar(std::path::Path::new(&args.output)) {
        Ok(n) => {
            eprintln!("ironpf: wrote {} ({n} classes)", args.output);
            0
        }
        Err(e) => report(&e),
    }
}

fn pair_build(args: PairBuildArgs) -> i32 {
    let (a, b) = (
        std::path::Path::new(&args.app1),
        std::path::Path::new(&args.app2),
    );
    match crate::smartthings::build_pair(a, b, std::path::Path::new(&args.output)) {
        Ok(()) => {
            eprintln!("ironpf: wrote {}", args.output);
            0
        }
        Err(e) => report(&e),
    }
}

/// Exit code 0 when every pair got its expected verdict, 1 otherwise.
fn fixtures(args: FixturesArgs) -> i32 {
    use crate::smartthings as st;
    let dir = args
        .dir
        .map(std::path::PathBuf::from)
        .unwrap_or_else(st::default_fixture_dir);
    let pairs = match st::read_fixtures(&dir) {
        Ok(p) => p,
        Err(e) => return report(&e),
    };
    let strategies: Vec<&str> = args.strategy.split(',').map(str::trim).collect();
    if let Some(bad) = strategies
        .iter()
        .find(|s| crate::check::Strategy::by_name(s).is_none())
    {
        return report(&VmError::Usage(format!(
            "unknown strategy {bad} ({})",
            crate::check::Strategy::names_text()
        )));
    }
    if let Some(out) = &args.out
        && let Err(e) = std::fs::File::create(out)
    {
        return report(&VmError::input(
            out.clone(),
            format!("cannot write the file: {e}"),
        ));
    }
    let mut opts = match check_options(args.time_limit, args.max_memory, true) {
        Ok(o) => o,
        Err(e) => return report(&e),
    };
    opts.keep_all = match parse_model(&args.model) {
        Ok(k) => k,
        Err(e) => return report(&e),
    };
    let mut rows = Vec::new();
    for f in pairs.iter().filter(|f| {
        args.only
            .as_ref()
            .is_none_or(|o| f.name().contains(o.as_str()))
    }) {
        let jar = f.jar(&dir);
        for s in &strategies {
            let r = if jar.is_file() {
                crate::batch::check_jar(&f.pair(&dir), &jar, s, &opts)
            } else {
                None
            };
            let Some(r) = r else {
                return report(&VmError::input(
                    jar.display().to_string(),
                    "no such pair jar (fixtures/smartthings/build.sh builds them)",
                ));
            };
            eprintln!(
                "ironpf: {} ({s}): {} in {:.2} s",
                r.pair,
                r.verdict.as_str(),
                r.time_seconds
            );
            rows.push(r);
        }
    }
    let table = crate::batch::table(&rows);
    let unexpected = rows
        .iter()
        .filter(|r| r.expected.as_deref() != Some(r.verdict.as_str()))
        .count();
    let summary = format!(
        "{} checks of {} pairs: {} as expected, {unexpected} not\n",
        rows.len(),
        rows.len() / strategies.len().max(1),
        rows.len() - unexpected
    );
    emit(&table);
    emit(&summary);
    if let Some(out) = &args.out
        && let Err(e) = std::fs::write(out, table + &summary)
    {
        return report(&VmError::input(out.clone(), e.to_string()));
    }
    if unexpected == 0 { 0 } else { 1 }
}

/// How `fixtures` and `batch` run each check: in a child process of this binary.
fn check_options(
    time_limit: Option<f64>,
    max_memory: Option<u64>,
    depth_first: bool,
) -> Result<crate::batch::CheckOptions, VmError> {
    let exe = std::env::current_exe().map_err(|e| {
        VmError::Usage(format!(
            "cannot find the ironpf binary to run checks with: {e}"
        ))
    })?;
    Ok(crate::batch::CheckOptions {
        time_limit,
        max_memory,
        exe,
        depth_first,
        keep_all: false,
    })
}

/// Exit code 0 when every check was done (whatever the verdicts) and matched the pair list's
/// expected verdicts, 1 when some verdict differs from the expected one, 130 when
/// interrupted (a rerun resumes), 2 for bad input.
fn batch(args: BatchRunArgs) -> i32 {
    use crate::batch;
    init_logging(false);
    let Some(results) = args.results.clone() else {
        return report(&VmError::Usage(
            "batch needs --results FILE.jsonl (where each check's line is appended)".into(),
        ));
    };
    let (pairs, opts) = match batch_plan(args, &results) {
        Ok(plan) => plan,
        Err(e) => return report(&e),
    };
    let summary = match batch::run(&pairs, &opts) {
        Ok(s) => s,
        Err(e) => return report(&e),
    };
    let mut unexpected = batch_summary(&summary, &results);
    if !summary.interrupted {
        // Mismatches an earlier invocation of the same batch wrote count too: a batch that
        // is resumed (a Kubernetes restart, a Slurm resubmission) must not hide them.
        match earlier_mismatches(&pairs, &opts, &summary, &results) {
            Ok(n) => unexpected += n,
            Err(e) => return report(&e),
        }
    }
    if summary.interrupted {
        eprintln!(
            "ironpf: batch: interrupted with {} of {} checks left; run the same command again to resume",
            summary.checks - summary.skipped - summary.written.len(),
            summary.checks
        );
        return 130;
    }
    if unexpected == 0 { 0 } else { 1 }
}

/// The checks of this batch's selection whose line in the results file (the last one for the
/// pair and strategy) has a verdict other than the expected one and was written by an earlier
/// invocation; each is named on stderr.
fn earlier_mismatches(
    pairs: &[crate::batch::Pair],
    opts: &crate::batch::Options,
    summary: &crate::batch::Summary,
    results: &str,
) -> Result<usize, VmError> {
    use std::collections::{HashMap, HashSet};
    let lines = crate::batch::record::read(std::path::Path::new(results))?;
    let latest: HashMap<(String, String), &crate::batch::record::Record> =
        lines.iter().map(|r| (r.key(), r)).collect();
    let now: HashSet<(String, String)> = summary.written.iter().map(|r| r.key()).collect();
    let mut n = 0;
    for p in pairs {
        for s in &opts.strategies {
            let key = (p.name(), s.clone());
            let Some(r) = latest.get(&key) else { continue };
            if now.contains(&key)
                || r.expected
                    .as_deref()
                    .is_none_or(|e| e == r.verdict.as_str())
            {
                continue;
            }
            eprintln!(
                "ironpf: batch: {} ({}): {} where the pair list expects {} (written by an earlier run)",
                r.pair,
                r.strategy,
                r.verdict.as_str(),
                r.expected.as_deref().unwrap_or_default()
            );
            n += 1;
        }
    }
    Ok(n)
}

/// The pairs a batch checks and its options, from `ironpf batch`'s arguments.
fn batch_plan(
    args: BatchRunArgs,
    results: &str,
) -> Result<(Vec<crate::batch::Pair>, crate::batch::Options), VmError> {
    use crate::batch;
    let Some(apps) = args.apps.map(std::path::PathBuf::from) else {
        return Err(VmError::Usage(
            "batch needs --apps DIR, the folder holding the apps the lists name".into(),
        ));
    };
    let mut pairs = match (&args.list, &args.pairs) {
        (Some(list), None) => {
            let l1 = batch::read_list(&apps, std::path::Path::new(list))?;
            let l2 = match &args.list2 {
                Some(l) => Some(batch::read_list(&apps, std::path::Path::new(l))?),
                None => None,
            };
            batch::list_pairs(&l1, l2.as_deref())
        }
        (None, Some(tsv)) => batch::read_pair_list(&apps, std::path::Path::new(tsv))?,
        _ => {
            return Err(VmError::Usage(
                "batch needs --list FILE (every ordered pair of its apps; with --list2, list x list2) or --pairs FILE.tsv".into(),
            ));
        }
    };
    if let Some(shard) = args.shard {
        pairs = shard.select(pairs);
    }
    let strategies: Vec<String> = args
        .strategy
        .split(',')
        .map(|s| s.trim().to_string())
        .collect();
    if let Some(bad) = strategies
        .iter()
        .find(|s| crate::check::Strategy::by_name(s).is_none())
    {
        return Err(VmError::Usage(format!(
            "unknown strategy {bad} ({})",
            crate::check::Strategy::names_text()
        )));
    }
    let jobs = args.jobs.unwrap_or_else(|| {
        std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
    });
    if jobs == 0 {
        return Err(VmError::Usage("--jobs must be at least 1".into()));
    }
    let max_memory = args
        .max_memory
        .unwrap_or_else(|| crate::limits::default_max_memory().unwrap_or(8 << 30) / jobs as u64);
    let check = check_options(args.time_limit, Some(max_memory), false)?;
    let opts = batch::Options {
        strategies,
        jobs,
        cache: args
            .cache
            .map(std::path::PathBuf::from)
            .unwrap_or_else(batch::default_cache),
        results: std::path::PathBuf::from(results),
        check,
        redo: args.redo,
    };
    Ok((pairs, opts))
}

/// Prints a batch's summary on stderr (the checks whose verdict the pair list did not
/// expect, the verdicts' counts); returns how many verdicts were unexpected.
fn batch_summary(summary: &crate::batch::Summary, results: &str) -> usize {
    let unexpected: Vec<&crate::batch::record::Record> = summary
        .written
        .iter()
        .filter(|r| {
            r.expected
                .as_deref()
                .is_some_and(|e| e != r.verdict.as_str())
        })
        .collect();
    for r in &unexpected {
        eprintln!(
            "ironpf: batch: {} ({}): {} where the pair list expects {}{}",
            r.pair,
            r.strategy,
            r.verdict.as_str(),
            r.expected.as_deref().unwrap_or_default(),
            r.summary
                .as_deref()
                .map(|s| format!(" ({s})"))
                .unwrap_or_default()
        );
    }
    let mut counts = String::new();
    for v in crate::batch::record::Verdict::ALL {
        let n = summary.written.iter().filter(|r| r.verdict == v).count();
        if n > 0 {
            counts.push_str(&format!(", {} {n}", v.as_str()));
        }
    }
    eprintln!(
        "ironpf: batch: wrote {} checks to {}{counts}{}",
        summary.written.len(),
        results,
        if summary.skipped > 0 {
            format!(" ({} were already there)", summary.skipped)
        } else {
            String::new()
        }
    );
    unexpected.len()
}

fn batch_merge(args: BatchMergeArgs) -> i32 {
    init_logging(false);
    let inputs: Vec<std::path::PathBuf> =
        args.inputs.iter().map(std::path::PathBuf::from).collect();
    let (records, warnings) = match crate::batch::merge(&inputs) {
        Ok(m) => m,
        Err(e) => return report(&e),
    };
    for w in &warnings {
        eprintln!("ironpf: warning: {w}");
    }
    let mut text = String::new();
    for r in &records {
        text.push_str(&serde_json::to_string(r).unwrap_or_default());
        text.push('\n');
    }
    if args.output == "-" {
        emit(&text);
    } else {
        // Written whole under another name, then renamed: a reader never sees half a file.
        let tmp = format!("{}.tmp-{}", args.output, std::process::id());
        if let Err(e) =
            std::fs::write(&tmp, &text).and_then(|()| std::fs::rename(&tmp, &args.output))
        {
            let _ = std::fs::remove_file(&tmp);
            return report(&VmError::input(args.output.clone(), e.to_string()));
        }
        eprintln!(
            "ironpf: merged {} results from {} files into {}",
            records.len(),
            inputs.len(),
            args.output
        );
    }
    0
}

fn report_command(args: ReportArgs) -> i32 {
    init_logging(false);
    use crate::batch::report as batch_report;
    let (results, warnings) = match batch_report::load(&args.results) {
        Ok(r) => r,
        Err(e) => return report(&e),
    };
    for w in warnings {
        eprintln!("ironpf: warning: {w}");
    }
    let text = batch_report::render(&results, args.format);
    match args.output.as_deref() {
        None | Some("-") => emit(&text),
        Some(file) => {
            if let Err(e) = std::fs::write(file, text) {
                return report(&VmError::input(
                    file,
                    format!("cannot write the report: {e}"),
                ));
            }
        }
    }
    0
}

/// Prints a VM error to stderr and returns its exit code.
pub fn report(e: &VmError) -> i32 {
    eprintln!("ironpf: error: {e}");
    e.exit_code()
}
