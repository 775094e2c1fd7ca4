//! Compiles ironpf's own Java runtime library (`jvm-stubs/src`) and the SmartThings platform
//! model (`smartthings-model/src`) with the machine's `javac` and packs the class files into
//! one blob that `src/classpath.rs` embeds in the binary.
//!
//! Blob format: repeated `[u16 name length][name bytes][u32 class length][class bytes]`,
//! where name is the internal class name (`java/lang/Object`).

use std::path::{Path, PathBuf};
use std::process::Command;

const STUB_ROOTS: &[&str] = &["jvm-stubs/src", "smartthings-model/src"];

fn main() {
    for root in STUB_ROOTS {
        println!("cargo:rerun-if-changed={root}");
    }
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
    sources.sort();
    let javac = find_javac();
    let mut cmd = Command::new(&javac);
    cmd.arg("--patch-module")
        .arg(format!("java.base={}", STUB_ROOTS.join(":")))
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
