//! Compiles ironpf's own Java runtime library (`jvm-stubs/src`) and the SmartThings platform
//! model (`smartthings-model/src`) with the machine's `javac` and packs the class files into
//! one blob that `src/classpath.rs` embeds in the binary.
//!
//! Blob format: repeated `[u16 name length][name bytes][u32 class length][class bytes]`,
//! where name is the internal class name (`java/lang/Object`).

use std::path::{Path, PathBuf};
use std::process::Command;

const STUB_ROOTS: &[&str] = &["jvm-stubs/src", "smartthings-model/src"];

/// The JDK's public Throwable classes of java.base (`jvm-stubs/tools/ListThrowables.java`):
/// each one `jvm-stubs/src` does not define is made here, so a program that throws or catches
/// it runs (see `generate_throwables`).
const THROWABLES: &str = "jvm-stubs/jdk-throwables.tsv";

fn main() {
    for root in STUB_ROOTS {
        println!("cargo:rerun-if-changed={root}");
    }
    println!("cargo:rerun-if-changed={THROWABLES}");
    println!("cargo:rerun-if-env-changed=JAVA_HOME");
    println!("cargo:rerun-if-env-changed=IRONPF_CHECK_ONLY");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    // Developer aid for type-checking the Rust code while the Java sources are being edited:
    // builds a binary without a runtime library, which cannot run any program.
    if std::env::var_os("IRONPF_CHECK_ONLY").is_some() {
        std::fs::write(out.join("stubs.bin"), []).expect("write stubs.bin");
        return;
    }
    let classes = out.join("stub-classes");
    let _ = std::fs::remove_dir_all(&classes);
    std::fs::create_dir_all(&classes).expect("create stub class folder");

    let mut sources = Vec::new();
    for root in STUB_ROOTS {
        collect(Path::new(root), "java", &mut sources);
    }
    let generated = out.join("generated-stubs");
    let _ = std::fs::remove_dir_all(&generated);
    generate_throwables(&generated, &mut sources);
    sources.sort();
    let javac = find_javac();
    let mut cmd = Command::new(&javac);
    cmd.arg("--patch-module")
        .arg(format!(
            "java.base={}:{}",
            STUB_ROOTS.join(":"),
            generated.display()
        ))
        .args([
            "-XDstringConcat=inline",
            "-g",
            "-encoding",
            "UTF-8",
            "-nowarn",
        ])
        .args(["-source", "17", "-target", "17"])
        .args(["-Xlint:none", "-implicit:none", "-d"])
        .arg(&classes)
        .args(&sources);
    let output = match cmd.output() {
        Ok(o) => o,
        Err(e) => fail(&format!("could not run {}: {e}", javac.display())),
    };
    if !output.status.success() {
        fail(&format!(
            "javac failed on jvm-stubs:\n{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let mut files = Vec::new();
    collect(&classes, "class", &mut files);
    files.sort();
    let mut blob = Vec::new();
    for f in &files {
        let rel = f.strip_prefix(&classes).expect("under class folder");
        let name = rel
            .to_string_lossy()
            .trim_end_matches(".class")
            .replace('\\', "/");
        let bytes = std::fs::read(f).expect("read compiled stub");
        blob.extend_from_slice(&(name.len() as u16).to_le_bytes());
        blob.extend_from_slice(name.as_bytes());
        blob.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
        blob.extend_from_slice(&bytes);
    }
    std::fs::write(out.join("stubs.bin"), blob).expect("write stubs.bin");
}

/// Writes, under `root`, a Java source for each Throwable class of [`THROWABLES`] that
/// `jvm-stubs/src` does not define, and adds it to `sources`: the class extends the JDK's
/// superclass and has those of the four standard constructors (`()`, `(String)`,
/// `(String, Throwable)`, `(Throwable)`) the JDK class has, public or protected as there, with
/// the JDK's meaning (a cause's
/// `toString` as the message of `(Throwable)`); a class with none gets a private one, so that
/// it can be caught while constructing it is a missing method, a clear error. Superclasses
/// outside `jvm-stubs/src` are in the table too, so every chain is complete.
fn generate_throwables(root: &Path, sources: &mut Vec<PathBuf>) {
    let table = std::fs::read_to_string(THROWABLES)
        .unwrap_or_else(|e| fail(&format!("cannot read {THROWABLES}: {e}")));
    // Each class's constructors, to call a superclass's from a class with none.
    let ctors_of: std::collections::HashMap<&str, &str> = table
        .lines()
        .filter_map(|l| {
            let mut cols = l.split('\t');
            Some((cols.next()?, cols.nth(1)?))
        })
        .collect();
    for line in table.lines().filter(|l| !l.trim().is_empty()) {
        let cols: Vec<&str> = line.split('\t').collect();
        let [name, superclass, ctors, kind] = cols[..] else {
            fail(&format!("{THROWABLES}: bad line {line:?}"));
        };
        let path = format!("{}.java", name.replace('.', "/"));
        if Path::new("jvm-stubs/src").join(&path).exists() {
            continue;
        }
        let (package, simple) = name.rsplit_once('.').expect("a package");
        // Each constructor the JDK class has, with its access.
        let access = |i: usize| match ctors.as_bytes().get(i) {
            Some(b'P') => Some("public"),
            Some(b'p') => Some("protected"),
            _ => None,
        };
        let shapes = [
            ("", "super();\n"),
            ("String message", "super(message);\n"),
            (
                "String message, Throwable cause",
                "super(message);\n        initCause(cause);\n",
            ),
            (
                "Throwable cause",
                "super(cause == null ? null : cause.toString());\n        initCause(cause);\n",
            ),
        ];
        let mut body = String::new();
        for (i, (params, calls)) in shapes.iter().enumerate() {
            if let Some(a) = access(i) {
                body.push_str(&format!(
                    "    {a} {simple}({params}) {{\n        {calls}    }}\n"
                ));
            }
        }
        if body.is_empty() {
            let no_args = ctors_of
                .get(superclass)
                .is_some_and(|c| c.as_bytes().first().is_some_and(|b| *b != b'0'));
            let call = if no_args {
                "super()"
            } else {
                "super((String) null)"
            };
            body.push_str(&format!(
                "    private {simple}() {{\n        {call};\n    }}\n"
            ));
        }
        let modifier = if kind == "abstract" { "abstract " } else { "" };
        let text = format!(
            "package {package};\n\n/** Made by build.rs from {THROWABLES}: the JDK's {name}. */\n\
             public {modifier}class {simple} extends {superclass} {{\n{body}}}\n"
        );
        let file = root.join(&path);
        std::fs::create_dir_all(file.parent().expect("a folder")).expect("create a folder");
        std::fs::write(&file, text).expect("write a generated source");
        sources.push(file);
    }
}

fn collect(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, ext, out);
        } else if p.extension().is_some_and(|x| x == ext) {
            out.push(p);
        }
    }
}

fn find_javac() -> PathBuf {
    if let Ok(home) = std::env::var("JAVA_HOME") {
        let p = Path::new(&home).join("bin/javac");
        if p.exists() {
            return p;
        }
    }
    if let Some(paths) = std::env::var_os("PATH") {
        for dir in std::env::split_paths(&paths) {
            let p = dir.join("javac");
            if p.exists() {
                return p;
            }
        }
    }
    fail(
        "building ironpf needs a JDK (javac 17 or newer) to compile its Java runtime library \
         (jvm-stubs). Install one with: apt-get install -y openjdk-17-jdk-headless",
    )
}

fn fail(msg: &str) -> ! {
    eprintln!("error: {msg}");
    std::process::exit(1)
}
