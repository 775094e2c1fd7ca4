//! Type verification (JVMS 4.10): hand-assembled classes that the JVM rejects with a
//! VerifyError, each run as `Bad` under `tests/verify/VerifyDriver.java` by both ironpf and
//! the real `java`. The expectation comes from the real JVM: a case passes only when `java`
//! prints `VerifyError` too. Version 52 classes are checked by type checking against their
//! StackMapTable (JVMS 4.10.1), version 49 classes by type inference (JVMS 4.10.2). The valid
//! twins at the end make sure the assembler writes classes both VMs accept.

mod common;

use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use common::*;

/// A constant pool under construction (entries deduplicated).
#[derive(Default)]
struct Pool {
    entries: Vec<Vec<u8>>,
}

impl Pool {
    fn add(&mut self, e: Vec<u8>) -> u16 {
        if let Some(i) = self.entries.iter().position(|x| *x == e) {
            return i as u16 + 1;
        }
        self.entries.push(e);
        self.entries.len() as u16
    }
    fn utf8(&mut self, s: &str) -> u16 {
        let mut e = vec![1];
        e.extend((s.len() as u16).to_be_bytes());
        e.extend(s.as_bytes());
        self.add(e)
    }
    fn ref2(&mut self, tag: u8, a: u16, b: u16) -> u16 {
        let mut e = vec![tag];
        e.extend(a.to_be_bytes());
        e.extend(b.to_be_bytes());
        self.add(e)
    }
    fn class(&mut self, name: &str) -> u16 {
        let n = self.utf8(name);
        let mut e = vec![7];
        e.extend(n.to_be_bytes());
        self.add(e)
    }
    fn string(&mut self, s: &str) -> u16 {
        let n = self.utf8(s);
        let mut e = vec![8];
        e.extend(n.to_be_bytes());
        self.add(e)
    }
    fn member(&mut self, tag: u8, class: &str, name: &str, desc: &str) -> u16 {
        let c = self.class(class);
        let (n, d) = (self.utf8(name), self.utf8(desc));
        let nat = self.ref2(12, n, d);
        self.ref2(tag, c, nat)
    }
    fn field(&mut self, class: &str, name: &str, desc: &str) -> u16 {
        self.member(9, class, name, desc)
    }
    fn method(&mut self, class: &str, name: &str, desc: &str) -> u16 {
        self.member(10, class, name, desc)
    }
}

/// The two bytes of a pool index, for instruction operands.
fn ix(i: u16) -> [u8; 2] {
    i.to_be_bytes()
}

struct Method {
    access: u16,
    name: &'static str,
    desc: &'static str,
    max_stack: u16,
    max_locals: u16,
    code: Vec<u8>,
    /// `(start, end, handler, catch type pool index)`.
    handlers: Vec<(u16, u16, u16, u16)>,
    /// The StackMapTable's entries (the bytes after its count) and the count.
    stack_map: Option<(u16, Vec<u8>)>,
}

fn method(
    name: &'static str,
    desc: &'static str,
    stack: u16,
    locals: u16,
    code: Vec<u8>,
) -> Method {
    Method {
        access: 0x9, // public static
        name,
        desc,
        max_stack: stack,
        max_locals: locals,
        code,
        handlers: Vec::new(),
        stack_map: None,
    }
}

/// `public Bad() { super(); }`
fn constructor(p: &mut Pool) -> Method {
    let object_init = p.method("java/lang/Object", "<init>", "()V");
    let mut code = vec![0x2a, 0xb7]; // aload_0; invokespecial Object.<init>
    code.extend(ix(object_init));
    code.push(0xb1); // return
    Method {
        access: 0x1,
        ..method("<init>", "()V", 1, 1, code)
    }
}

/// Class `Bad` (extends Object) with the given instance fields, its constructor and methods.
fn class_bytes(major: u16, mut p: Pool, fields: &[(&str, &str)], methods: Vec<Method>) -> Vec<u8> {
    let this = p.class("Bad");
    let sup = p.class("java/lang/Object");
    let code_attr = p.utf8("Code");
    let smt = p.utf8("StackMapTable");
    let fields: Vec<(u16, u16)> = fields.iter().map(|(n, d)| (p.utf8(n), p.utf8(d))).collect();
    let methods: Vec<(u16, u16, Method)> = methods
        .into_iter()
        .map(|m| (p.utf8(m.name), p.utf8(m.desc), m))
        .collect();
    let mut b = vec![0xCA, 0xFE, 0xBA, 0xBE, 0, 0];
    b.extend(major.to_be_bytes());
    b.extend((p.entries.len() as u16 + 1).to_be_bytes());
    for e in &p.entries {
        b.extend(e);
    }
    b.extend(0x21u16.to_be_bytes()); // public super
    b.extend(this.to_be_bytes());
    b.extend(sup.to_be_bytes());
    b.extend(0u16.to_be_bytes()); // interfaces
    b.extend((fields.len() as u16).to_be_bytes());
    for (n, d) in fields {
        b.extend(0x1u16.to_be_bytes());
        b.extend(n.to_be_bytes());
        b.extend(d.to_be_bytes());
        b.extend(0u16.to_be_bytes());
    }
    b.extend((methods.len() as u16).to_be_bytes());
    for (n, d, m) in methods {
        b.extend(m.access.to_be_bytes());
        b.extend(n.to_be_bytes());
        b.extend(d.to_be_bytes());
        b.extend(1u16.to_be_bytes());
        let mut attr = Vec::new();
        attr.extend(m.max_stack.to_be_bytes());
        attr.extend(m.max_locals.to_be_bytes());
        attr.extend((m.code.len() as u32).to_be_bytes());
        attr.extend(&m.code);
        attr.extend((m.handlers.len() as u16).to_be_bytes());
        for h in &m.handlers {
            for v in [h.0, h.1, h.2, h.3] {
                attr.extend(v.to_be_bytes());
            }
        }
        match &m.stack_map {
            None => attr.extend(0u16.to_be_bytes()),
            Some((count, entries)) => {
                attr.extend(1u16.to_be_bytes());
                attr.extend(smt.to_be_bytes());
                attr.extend((2 + entries.len() as u32).to_be_bytes());
                attr.extend(count.to_be_bytes());
                attr.extend(entries);
            }
        }
        b.extend(code_attr.to_be_bytes());
        b.extend((attr.len() as u32).to_be_bytes());
        b.extend(attr);
    }
    b.extend(0u16.to_be_bytes()); // class attributes
    b
}

/// Runs the driver with `bad` as `Bad.class` under ironpf and java; their stdout.
fn run_both(tag: &str, bad: &[u8]) -> (String, String) {
    let driver = compile(&java_sources("tests/verify"), 17, None);
    let dir: PathBuf =
        std::env::temp_dir().join(format!("ironpf-verify-types-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(
        driver.join("VerifyDriver.class"),
        dir.join("VerifyDriver.class"),
    )
    .unwrap();
    std::fs::write(dir.join("Bad.class"), bad).unwrap();
    let mut ours = Command::new(ironpf());
    ours.args(["run", "--cp"]).arg(&dir).arg("VerifyDriver");
    let ours = run_with_limit(ours, Duration::from_secs(60));
    let mut java = Command::new(jdk_tool("java"));
    java.arg("-cp").arg(&dir).arg("VerifyDriver");
    let theirs = run_with_limit(java, Duration::from_secs(60));
    let _ = std::fs::remove_dir_all(&dir);
    let text = |o: &Outcome| {
        format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        )
    };
    (text(&ours), text(&theirs))
}

/// Both VMs reject `Bad` with a VerifyError.
fn rejected(tag: &str, bad: Vec<u8>) {
    let (ours, theirs) = run_both(tag, &bad);
    assert!(
        theirs.starts_with("VerifyError"),
        "{tag}: java did not reject the class, so the case is wrong: {theirs}"
    );
    assert!(
        ours.starts_with("VerifyError"),
        "{tag}: ironpf did not throw VerifyError: {ours}"
    );
    if std::env::var_os("IRONPF_SHOW_VERIFY").is_some() {
        eprintln!(
            "{tag}:\n  java:   {}\n  ironpf: {}",
            theirs.trim(),
            ours.trim()
        );
    }
}

/// Both VMs run `Bad.run()`.
fn accepted(tag: &str, bad: Vec<u8>) {
    let (ours, theirs) = run_both(tag, &bad);
    assert!(theirs.starts_with("ran"), "{tag}: java: {theirs}");
    assert!(ours.starts_with("ran"), "{tag}: ironpf: {ours}");
}

/// `Bad` with its constructor and `static void run()` whose body is `code`.
fn with_run(major: u16, mut p: Pool, stack: u16, locals: u16, code: Vec<u8>) -> Vec<u8> {
    let init = constructor(&mut p);
    class_bytes(
        major,
        p,
        &[],
        vec![init, method("run", "()V", stack, locals, code)],
    )
}

// ---- operand types ----

#[test]
fn iadd_on_a_float() {
    // fconst_1; iconst_1; iadd; pop; return
    let code = vec![0x0c, 0x04, 0x60, 0x57, 0xb1];
    rejected(
        "iadd-float",
        with_run(52, Pool::default(), 2, 0, code.clone()),
    );
    rejected("iadd-float-49", with_run(49, Pool::default(), 2, 0, code));
}

#[test]
fn aload_of_an_int_local() {
    // iconst_1; istore_0; aload_0; pop; return
    let code = vec![0x04, 0x3b, 0x2a, 0x57, 0xb1];
    rejected(
        "aload-int",
        with_run(52, Pool::default(), 1, 1, code.clone()),
    );
    rejected("aload-int-49", with_run(49, Pool::default(), 1, 1, code));
}

#[test]
fn lload_of_two_ints() {
    // iconst_1; istore_0; iconst_1; istore_1; lload_0; pop2; return
    let code = vec![0x04, 0x3b, 0x04, 0x3c, 0x1e, 0x58, 0xb1];
    rejected("lload-ints", with_run(52, Pool::default(), 2, 2, code));
}

#[test]
fn pop_of_half_a_long() {
    // lconst_0; pop; pop; return
    rejected(
        "pop-half-long",
        with_run(52, Pool::default(), 2, 0, vec![0x09, 0x57, 0x57, 0xb1]),
    );
}

#[test]
fn baload_on_an_int_array() {
    // iconst_1; newarray int; iconst_0; baload; pop; return
    let code = vec![0x04, 0xbc, 10, 0x03, 0x33, 0x57, 0xb1];
    rejected(
        "baload-int-array",
        with_run(52, Pool::default(), 2, 0, code),
    );
}

#[test]
fn invokevirtual_on_an_int() {
    let mut p = Pool::default();
    let hash = p.method("java/lang/Object", "hashCode", "()I");
    // iconst_1; invokevirtual Object.hashCode; pop; return
    let mut code = vec![0x04, 0xb6];
    code.extend(ix(hash));
    code.extend([0x57, 0xb1]);
    rejected("invokevirtual-int", with_run(52, p, 1, 0, code));
}

#[test]
fn athrow_of_a_string() {
    let mut p = Pool::default();
    let s = p.string("x");
    // ldc "x"; athrow
    let code = vec![0x12, s as u8, 0xbf];
    rejected("athrow-string", with_run(52, p, 1, 0, code));
}

// ---- method and field types ----

#[test]
fn areturn_of_an_int() {
    let mut p = Pool::default();
    let get = p.method("Bad", "get", "()Ljava/lang/Object;");
    let init = constructor(&mut p);
    let mut run = vec![0xb8];
    run.extend(ix(get));
    run.extend([0x57, 0xb1]); // invokestatic get; pop; return
    let bad = class_bytes(
        52,
        p,
        &[],
        vec![
            init,
            method("run", "()V", 1, 0, run),
            method("get", "()Ljava/lang/Object;", 1, 0, vec![0x04, 0xb0]), // iconst_1; areturn
        ],
    );
    rejected("areturn-int", bad);
}

#[test]
fn ireturn_from_a_void_method() {
    // iconst_0; ireturn
    rejected(
        "ireturn-void",
        with_run(52, Pool::default(), 1, 0, vec![0x03, 0xac]),
    );
}

#[test]
fn a_method_called_with_a_wrong_argument_type() {
    let mut p = Pool::default();
    let take = p.method("Bad", "take", "(I)V");
    let init = constructor(&mut p);
    let mut run = vec![0x0c, 0xb8]; // fconst_1; invokestatic take(I)V
    run.extend(ix(take));
    run.push(0xb1);
    let bad = class_bytes(
        52,
        p,
        &[],
        vec![
            init,
            method("run", "()V", 1, 0, run),
            method("take", "(I)V", 0, 1, vec![0xb1]),
        ],
    );
    rejected("wrong-argument", bad);
}

#[test]
fn putfield_of_the_wrong_type() {
    let mut p = Pool::default();
    let x = p.field("Bad", "x", "I");
    let bad_init = p.method("Bad", "<init>", "()V");
    let init = constructor(&mut p);
    // new Bad; dup; invokespecial Bad.<init>; fconst_0; putfield Bad.x:I; return
    let new_bad = p.class("Bad");
    let mut run = vec![0xbb];
    run.extend(ix(new_bad));
    run.extend([0x59, 0xb7]);
    run.extend(ix(bad_init));
    run.extend([0x0b, 0xb5]);
    run.extend(ix(x));
    run.push(0xb1);
    let bad = class_bytes(
        52,
        p,
        &[("x", "I")],
        vec![init, method("run", "()V", 3, 0, run)],
    );
    rejected("putfield-wrong-type", bad);
}

#[test]
fn getfield_on_an_object_of_another_class() {
    let mut p = Pool::default();
    let x = p.field("Bad", "x", "I");
    let object = p.class("java/lang/Object");
    let object_init = p.method("java/lang/Object", "<init>", "()V");
    let init = constructor(&mut p);
    // new Object; dup; invokespecial Object.<init>; getfield Bad.x; pop; return
    let mut run = vec![0xbb];
    run.extend(ix(object));
    run.extend([0x59, 0xb7]);
    run.extend(ix(object_init));
    run.push(0xb4);
    run.extend(ix(x));
    run.extend([0x57, 0xb1]);
    let bad = class_bytes(
        52,
        p,
        &[("x", "I")],
        vec![init, method("run", "()V", 2, 0, run)],
    );
    rejected("getfield-other-class", bad);
}

// ---- object initialization ----

#[test]
fn use_of_an_uninitialized_object() {
    let mut p = Pool::default();
    let object = p.class("java/lang/Object");
    let hash = p.method("java/lang/Object", "hashCode", "()I");
    // new Object; invokevirtual hashCode; pop; return
    let mut code = vec![0xbb];
    code.extend(ix(object));
    code.push(0xb6);
    code.extend(ix(hash));
    code.extend([0x57, 0xb1]);
    rejected("uninitialized-use", with_run(52, p, 1, 0, code));
}

#[test]
fn an_uninitialized_object_as_an_argument() {
    let mut p = Pool::default();
    let object = p.class("java/lang/Object");
    let take = p.method("Bad", "take", "(Ljava/lang/Object;)V");
    let init = constructor(&mut p);
    // new Object; invokestatic take(Object); return
    let mut run = vec![0xbb];
    run.extend(ix(object));
    run.push(0xb8);
    run.extend(ix(take));
    run.push(0xb1);
    let bad = class_bytes(
        49,
        p,
        &[],
        vec![
            init,
            method("run", "()V", 1, 0, run),
            method("take", "(Ljava/lang/Object;)V", 0, 1, vec![0xb1]),
        ],
    );
    rejected("uninitialized-argument", bad);
}

#[test]
fn a_constructor_that_returns_without_calling_super() {
    let mut p = Pool::default();
    let new_bad = p.class("Bad");
    let init_int = p.method("Bad", "<init>", "(I)V");
    let init = constructor(&mut p);
    // new Bad; dup; iconst_1; invokespecial Bad.<init>(I)V; pop; return
    let mut run = vec![0xbb];
    run.extend(ix(new_bad));
    run.extend([0x59, 0x04, 0xb7]);
    run.extend(ix(init_int));
    run.extend([0x57, 0xb1]);
    let bad = class_bytes(
        52,
        p,
        &[],
        vec![
            init,
            method("run", "()V", 3, 0, run),
            Method {
                access: 0x1,
                ..method("<init>", "(I)V", 0, 2, vec![0xb1])
            },
        ],
    );
    rejected("init-without-super", bad);
}

#[test]
fn the_wrong_constructor_for_a_new_object() {
    let mut p = Pool::default();
    let new_bad = p.class("Bad");
    let object_init = p.method("java/lang/Object", "<init>", "()V");
    // new Bad; dup; invokespecial Object.<init>; pop; return
    let mut code = vec![0xbb];
    code.extend(ix(new_bad));
    code.extend([0x59, 0xb7]);
    code.extend(ix(object_init));
    code.extend([0x57, 0xb1]);
    rejected("wrong-init", with_run(52, p, 2, 0, code));
}

// ---- control flow and stack map frames ----

#[test]
fn a_branch_target_without_a_stack_map_frame() {
    // iconst_0; ifeq +3; return (no StackMapTable)
    let code = vec![0x03, 0x99, 0x00, 0x03, 0xb1];
    rejected(
        "no-frame",
        with_run(52, Pool::default(), 1, 0, code.clone()),
    );
    // The same code is fine for type inference.
    accepted("no-frame-49", with_run(49, Pool::default(), 1, 0, code));
}

/// `run` with the code `iconst_0; ifeq +3; return` and one StackMapTable frame at pc 4.
fn branch_with_frame(p: Pool, frame: Vec<u8>, locals: u16) -> Vec<u8> {
    let mut p = p;
    let init = constructor(&mut p);
    let mut run = method("run", "()V", 1, locals, vec![0x03, 0x99, 0x00, 0x03, 0xb1]);
    run.stack_map = Some((1, frame));
    class_bytes(52, p, &[], vec![init, run])
}

#[test]
fn a_stack_map_frame_inconsistent_with_the_code() {
    // full_frame at offset 4 with local 0 an int, which the code never stored.
    let frame = vec![255, 0, 4, 0, 1, 1, 0, 0];
    rejected(
        "frame-local-int",
        branch_with_frame(Pool::default(), frame, 1),
    );
    // A frame that declares a value on the stack where there is none.
    let frame = vec![64 + 4, 1];
    rejected(
        "frame-stack-int",
        branch_with_frame(Pool::default(), frame, 1),
    );
    // The consistent frame (same_frame at offset 4) passes.
    accepted("frame-same", branch_with_frame(Pool::default(), vec![4], 1));
}

#[test]
fn a_join_with_an_int_and_a_float_on_the_stack() {
    // iconst_0; ifeq L1; iconst_1; goto L2; L1: fconst_1; L2: pop; return
    let code = vec![
        0x03, 0x99, 0x00, 0x07, 0x04, 0xa7, 0x00, 0x04, 0x0c, 0x57, 0xb1,
    ];
    rejected("join-int-float", with_run(49, Pool::default(), 1, 0, code));
}

#[test]
fn a_local_that_is_an_int_on_one_path_and_a_float_on_the_other() {
    // iconst_0; ifeq L; iconst_1; istore_0; goto M; L: fconst_1; fstore_0; M: iload_0; pop;
    // return
    let code = vec![
        0x03, 0x99, 0x00, 0x08, 0x04, 0x3b, 0xa7, 0x00, 0x05, 0x0c, 0x43, 0x1a, 0x57, 0xb1,
    ];
    rejected("join-local", with_run(49, Pool::default(), 1, 1, code));
}

#[test]
fn a_catch_type_that_is_not_a_throwable() {
    let mut p = Pool::default();
    let string = p.class("java/lang/String");
    let init = constructor(&mut p);
    // 0: return; 1: pop; 2: return, with 0..1 handled at 1 catching String.
    let mut run = method("run", "()V", 1, 0, vec![0xb1, 0x57, 0xb1]);
    run.handlers = vec![(0, 1, 1, string)];
    let mut frame = vec![64 + 1, 7];
    frame.extend(ix(string)); // same_locals_1_stack_item at 1: String
    run.stack_map = Some((1, frame));
    rejected("catch-string", class_bytes(52, p, &[], vec![init, run]));
}

// ---- valid twins ----

#[test]
fn type_inference_merges_class_types_to_their_common_superclass() {
    let mut p = Pool::default();
    let sb = p.class("java/lang/StringBuilder");
    let sb_init = p.method("java/lang/StringBuilder", "<init>", "()V");
    let s = p.string("s");
    let to_string = p.method("java/lang/Object", "toString", "()Ljava/lang/String;");
    // iconst_0; ifeq L; ldc "s"; goto M; L: new SB; dup; invokespecial SB.<init>; M:
    // invokevirtual Object.toString; pop; return
    let mut code = vec![
        0x03, 0x99, 0x00, 0x08, 0x12, s as u8, 0xa7, 0x00, 0x0a, 0xbb,
    ];
    code.extend(ix(sb));
    code.extend([0x59, 0xb7]);
    code.extend(ix(sb_init));
    code.push(0xb6);
    code.extend(ix(to_string));
    code.extend([0x57, 0xb1]);
    accepted("merge-classes", with_run(49, p, 2, 0, code));
}

// ---- no valid class is rejected ----

/// Internal names of the classes in a folder or jar.
fn class_names(entry: &std::path::Path) -> Vec<String> {
    let mut names = Vec::new();
    if entry.is_dir() {
        let mut stack = vec![entry.to_path_buf()];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).unwrap().flatten() {
                let p = e.path();
                if p.is_dir() {
                    stack.push(p);
                } else if let Ok(rel) = p.strip_prefix(entry)
                    && let Some(n) = rel.to_str().and_then(|s| s.strip_suffix(".class"))
                {
                    names.push(n.to_string());
                }
            }
        }
    } else {
        let mut zip = zip::ZipArchive::new(std::fs::File::open(entry).unwrap()).unwrap();
        for i in 0..zip.len() {
            let name = zip.by_index(i).unwrap().name().unwrap().to_string();
            if let Some(n) = name.strip_suffix(".class") {
                names.push(n.to_string());
            }
        }
    }
    names.sort();
    names
}

/// Loads (and so verifies) every class of a class-path entry; the failures.
fn load_every_class(entry: &std::path::Path, extra_cp: Option<&std::path::Path>) -> Vec<String> {
    let mut cp = entry.display().to_string();
    if let Some(x) = extra_cp {
        cp = format!("{cp}:{}", x.display());
    }
    let mut classes =
        ironpf::runtime::Classes::new(ironpf::classpath::ClassPath::new(&cp).unwrap());
    class_names(entry)
        .into_iter()
        .filter(|n| !n.starts_with("java/"))
        .filter_map(|n| {
            classes
                .load(&n)
                .err()
                .map(|e| format!("{}: {n}: {e}", entry.display()))
        })
        .collect()
}

/// Every class javac (`--release 8` and `17`) and groovyc 2.4 make of the test corpora, and
/// every class of the SmartThings fixture jars, loads: the verifier rejects none of them.
/// `IRONPF_VERIFY_EXTRA` (`:`-separated folders and jars) adds more, such as the shared
/// benchmark programs or SmartApp pairs built by `ironpf pair build`.
#[test]
fn every_class_of_the_corpora_verifies() {
    let mut entries: Vec<(PathBuf, Option<PathBuf>)> = Vec::new();
    let base = java_sources("tests/java");
    let mut all17 = base.clone();
    all17.extend(java_sources("tests/java/release17"));
    entries.push((compile(&base, 8, None), None));
    entries.push((compile(&all17, 17, None), None));
    entries.push((compile_against_api("tests/threads"), Some(api_jar())));
    entries.push((groovyc(&groovy_sources("tests/groovy")), None));
    let mut jars: Vec<PathBuf> = std::fs::read_dir(repo().join("fixtures/smartthings/pairs"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "jar"))
        .collect();
    jars.sort();
    assert!(jars.len() >= 20, "{} fixture jars", jars.len());
    entries.extend(jars.into_iter().map(|j| (j, None)));
    if let Ok(extra) = std::env::var("IRONPF_VERIFY_EXTRA") {
        entries.extend(
            extra
                .split(':')
                .filter(|s| !s.is_empty())
                .map(|s| (PathBuf::from(s), None)),
        );
    }
    let mut failures = Vec::new();
    let mut count = 0;
    for (entry, extra) in &entries {
        count += class_names(entry).len();
        failures.extend(load_every_class(entry, extra.as_deref()));
    }
    eprintln!("{count} classes in {} class-path entries", entries.len());
    assert!(
        failures.is_empty(),
        "{} of {count} classes fail to load:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn jsr_in_a_version_51_class() {
    // jsr +4; return; astore_0; ret 0
    let code = vec![0xa8, 0x00, 0x04, 0xb1, 0x4b, 0xa9, 0x00];
    rejected("jsr-51", with_run(51, Pool::default(), 1, 1, code));
}
