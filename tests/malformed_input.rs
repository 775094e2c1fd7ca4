//! Malformed input: every kind exits with code 2 and a message naming the file.

mod common;

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use common::*;

/// A minimal class `Main` with `public static void main(String[])` whose body is `code`.
fn class_bytes(major: u16, this_class: u16, code: &[u8]) -> Vec<u8> {
    let mut b = vec![0xCA, 0xFE, 0xBA, 0xBE, 0, 0];
    b.extend(major.to_be_bytes());
    let utf8 = |b: &mut Vec<u8>, s: &str| {
        b.push(1);
        b.extend((s.len() as u16).to_be_bytes());
        b.extend(s.as_bytes());
    };
    b.extend(8u16.to_be_bytes());
    utf8(&mut b, "Main");
    b.extend([7, 0, 1]);
    utf8(&mut b, "java/lang/Object");
    b.extend([7, 0, 3]);
    utf8(&mut b, "main");
    utf8(&mut b, "([Ljava/lang/String;)V");
    utf8(&mut b, "Code");
    b.extend(0x21u16.to_be_bytes());
    b.extend(this_class.to_be_bytes());
    b.extend(4u16.to_be_bytes());
    b.extend([0, 0, 0, 0, 0, 1]);
    b.extend(0x9u16.to_be_bytes());
    b.extend(5u16.to_be_bytes());
    b.extend(6u16.to_be_bytes());
    b.extend(1u16.to_be_bytes());
    b.extend(7u16.to_be_bytes());
    b.extend(((12 + code.len()) as u32).to_be_bytes());
    b.extend(2u16.to_be_bytes());
    b.extend(1u16.to_be_bytes());
    b.extend((code.len() as u32).to_be_bytes());
    b.extend(code);
    b.extend([0, 0, 0, 0]);
    b.extend([0, 0]);
    b
}

fn run_dir(dir: &Path, main: &str) -> Outcome {
    let mut cmd = Command::new(ironpf());
    cmd.arg("run").arg("-cp").arg(dir).arg(main);
    run_with_limit(cmd, Duration::from_secs(60))
}

fn expect_input_error(bytes: &[u8], needle: &str) {
    let dir = tempdir(needle);
    std::fs::write(dir.join("Main.class"), bytes).unwrap();
    let o = run_dir(&dir, "Main");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status, Some(2), "stderr: {err}");
    assert!(
        err.contains("Main.class"),
        "message should name the file: {err}"
    );
    assert!(err.contains(needle), "message should say {needle:?}: {err}");
    assert!(!err.contains("panicked"), "no panics: {err}");
}

fn tempdir(tag: &str) -> std::path::PathBuf {
    let clean: String = tag.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
    let d = std::env::temp_dir().join(format!("ironpf-malformed-{}-{clean}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn the_handmade_class_is_valid() {
    let dir = tempdir("valid");
    std::fs::write(dir.join("Main.class"), class_bytes(52, 2, &[0xb1])).unwrap();
    let o = run_dir(&dir, "Main");
    assert_eq!(o.status, Some(0), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn not_a_class_file() {
    expect_input_error(b"hello, this is text and not a class file", "bad magic");
}

#[test]
fn too_short() {
    expect_input_error(&[0xCA, 0xFE], "not a class file");
}

#[test]
fn truncated() {
    let full = class_bytes(52, 2, &[0xb1]);
    expect_input_error(&full[..full.len() - 20], "truncated");
}

#[test]
fn bad_constant_pool_index() {
    expect_input_error(&class_bytes(52, 99, &[0xb1]), "constant pool index 99");
}

#[test]
fn unknown_opcode() {
    expect_input_error(&class_bytes(52, 2, &[0xcb, 0xb1]), "unknown opcode 0xcb");
}

#[test]
fn truncated_instruction() {
    expect_input_error(&class_bytes(52, 2, &[0x11, 0x01]), "truncated instruction");
}

#[test]
fn branch_outside_the_code() {
    expect_input_error(
        &class_bytes(52, 2, &[0xa7, 0x00, 0x40, 0xb1]),
        "not an instruction",
    );
}

#[test]
fn unsupported_version() {
    expect_input_error(
        &class_bytes(70, 2, &[0xb1]),
        "unsupported class file version 70",
    );
}

/// A main class whose `main` just returns, plus the given fields and methods.
fn main_class_with(fields: &[(&str, &str)], methods: &[MethodSpec]) -> Vec<u8> {
    let mut all = vec![MethodSpec {
        name: "main",
        descriptor: "([Ljava/lang/String;)V",
        access: 0x9,
        max_stack: 0,
        max_locals: 1,
        code: &[0xb1],
    }];
    all.extend(methods.iter().map(|m| MethodSpec { ..*m }));
    class_file(52, 0x21, "Main", "java/lang/Object", fields, &all)
}

#[test]
fn the_general_handmade_class_is_valid() {
    let dir = tempdir("general");
    std::fs::write(dir.join("Main.class"), main_class_with(&[("x", "I")], &[])).unwrap();
    let o = run_dir(&dir, "Main");
    assert_eq!(o.status, Some(0), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn illegal_field_descriptors_and_names() {
    for (name, desc) in [
        ("x", ""),
        ("x", "Q"),
        ("x", "II"),
        ("x", "L;"),
        ("x", "La.b;"),
        ("", "I"),
        ("x", "()V"),
    ] {
        expect_input_error(&main_class_with(&[(name, desc)], &[]), "illegal field");
    }
}

#[test]
fn illegal_method_signatures() {
    let method = |name: &'static str, descriptor: &'static str| MethodSpec {
        name,
        descriptor,
        access: 0x8,
        max_stack: 1,
        max_locals: 1,
        code: &[0x03, 0xac],
    };
    // A class initializer that returns a value (ironpf ran it forever), one with arguments,
    // a constructor that returns a value, malformed descriptors, an illegal name.
    for (name, desc) in [
        ("<clinit>", "()I"),
        ("<clinit>", "(I)V"),
        ("<init>", "()I"),
        ("f", "(I"),
        ("f", "()"),
        ("f", "(Lx)I"),
        ("f", "I"),
        ("a.b", "()I"),
        ("<f>", "()I"),
    ] {
        expect_input_error(
            &main_class_with(&[], &[method(name, desc)]),
            "illegal signature",
        );
    }
}

#[test]
fn illegal_class_names() {
    for name in ["[", "[[", "[Q", "a//b", "a;b", "a.b"] {
        let bytes = class_file(52, 0x21, "Main", name, &[], &[]);
        expect_input_error(&bytes, "illegal constant pool entry");
    }
}

#[test]
fn illegal_modifiers_and_method_bodies() {
    let method = |access: u16, code: &'static [u8]| MethodSpec {
        name: "f",
        descriptor: "()V",
        access,
        max_stack: 0,
        max_locals: 0,
        code,
    };
    // Without code though not native or abstract; abstract with code; abstract and static.
    for (m, needle) in [
        (method(0x8, &[]), "absent Code attribute"),
        (method(0x401, &[0xb1]), "has a Code attribute"),
        (method(0x409, &[]), "illegal method modifiers"),
    ] {
        expect_input_error(&main_class_with(&[], &[m]), needle);
    }
    let twice = [method(0x8, &[0xb1]), method(0x8, &[0xb1])];
    expect_input_error(&main_class_with(&[], &twice), "duplicate method f()V");
    expect_input_error(
        &main_class_with(&[("x", "I"), ("x", "I")], &[]),
        "duplicate field",
    );
    // An interface that is not abstract, a final abstract class.
    for access in [0x0201, 0x0431] {
        let bytes = class_file(52, access, "Main", "java/lang/Object", &[], &[]);
        expect_input_error(&bytes, "illegal class modifiers");
    }
}

#[test]
fn corrupt_jar() {
    let dir = tempdir("jar");
    let jar = dir.join("broken.jar");
    std::fs::write(&jar, b"PK\x03\x04 definitely not a complete zip archive").unwrap();
    let mut cmd = Command::new(ironpf());
    cmd.arg("run").arg("-cp").arg(&jar).arg("Main");
    let o = run_with_limit(cmd, Duration::from_secs(60));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status, Some(2), "{err}");
    assert!(err.contains("broken.jar"), "{err}");
}

#[test]
fn missing_class_path_entry_and_main_class() {
    let mut cmd = Command::new(ironpf());
    cmd.arg("run")
        .arg("-cp")
        .arg("/nonexistent/ironpf/path")
        .arg("Main");
    let o = run_with_limit(cmd, Duration::from_secs(60));
    assert_eq!(o.status, Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("/nonexistent/ironpf/path"));
    let dir = tempdir("nomain");
    let o = run_dir(&dir, "NoSuchMain");
    assert_eq!(o.status, Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("NoSuchMain"));
}
