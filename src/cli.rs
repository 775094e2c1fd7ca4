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
}

#[derive(clap::Args, Debug)]
pub struct RunArgs {
    /// Class path: folders and jar files separated by ':' (also `-cp`, `-classpath`).
    #[arg(long = "cp", value_name = "PATH", default_value = ".")]
    pub classpath: String,
    /// Enable `assert` statements (also `-ea`), as `java -ea` does.
    #[arg(long = "enable-assertions")]
    pub enable_assertions: bool,
    /// Log every executed instruction to stderr (same as RUST_LOG=ironpf::vm=trace).
    #[arg(long)]
    pub trace: bool,
    /// Main class, by binary name (`pkg.Main`).
    pub main_class: String,
    /// Arguments passed to main.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    pub args: Vec<String>,
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
            "--cp" => {
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

/// Runs the command line and returns the process exit code.
pub fn main() -> i32 {
    let cli = match Cli::try_parse_from(normalize_args(std::env::args().collect())) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { 2 } else { 0 };
        }
    };
    match cli.command {
        Command::Run(args) => run(args),
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

fn run(args: RunArgs) -> i32 {
    init_logging(args.trace);
    let config = Config {
        assertions: args.enable_assertions,
        trace: args.trace,
        ..Config::default()
    };
    let result = ClassPath::new(&args.classpath)
        .and_then(|cp| Vm::new(cp, config, Output::process()).map_err(boot_error))
        .and_then(|mut vm| vm.run_main(&args.main_class, &args.args));
    match result {
        Ok(status) => status,
        Err(e) => report(&e),
    }
}

fn boot_error(e: VmError) -> VmError {
    e
}

/// Prints a VM error to stderr and returns its exit code.
pub fn report(e: &VmError) -> i32 {
    eprintln!("ironpf: error: {e}");
    e.exit_code()
}
