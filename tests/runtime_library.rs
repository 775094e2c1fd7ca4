//! Checks of ironpf's own Java runtime library (jvm-stubs) against the Rust side.

use std::collections::BTreeSet;

use ironpf::classfile::{self, ACC_NATIVE, Constant};
use ironpf::classpath::ClassPath;
use ironpf::runtime::Classes;

fn runtime_classes() -> Vec<(String, classfile::ClassFile)> {
    let mut cp = ClassPath::new("").unwrap();
    let names: Vec<&str> = cp.runtime_class_names().collect();
    names
        .into_iter()
        .map(|n| {
            let (bytes, _) = cp.find(n).unwrap().unwrap();
            (
                n.to_string(),
                classfile::parse(&bytes).unwrap_or_else(|e| panic!("{n}: {e}")),
            )
        })
        .collect()
}

/// The runtime library's methods that satisfy `keep`, as `Class.nameDescriptor` (the
/// natives' and intrinsics' key).
fn runtime_methods(keep: impl Fn(&classfile::MethodDef) -> bool) -> BTreeSet<String> {
    runtime_classes()
        .iter()
        .flat_map(|(n, cf)| {
            cf.methods
                .iter()
                .filter(|m| keep(m))
                .map(move |m| format!("{n}.{}{}", m.name, m.descriptor))
        })
        .collect()
}

/// Every `native` method declared in the stubs has an implementation, and every
/// implementation belongs to a declared native.
#[test]
fn native_registry_matches_declarations() {
    let declared = runtime_methods(|m| m.access & ACC_NATIVE != 0);
    let registered: BTreeSet<String> = ironpf::natives::registry()
        .iter()
        .map(|(k, _)| k.to_string())
        .collect();
    let missing: Vec<_> = declared.difference(&registered).collect();
    let extra: Vec<_> = registered.difference(&declared).collect();
    assert!(
        missing.is_empty(),
        "declared native but not implemented: {missing:#?}"
    );
    assert!(
        extra.is_empty(),
        "implemented but not declared native: {extra:#?}"
    );
}

/// Every intrinsic stands for a method of the runtime library that has bytecode (not a
/// `native` one): its bytecode is what it must behave as, and what runs where it does not
/// apply.
#[test]
fn every_intrinsic_stands_for_a_method_with_bytecode() {
    let methods = runtime_methods(|m| m.access & ACC_NATIVE == 0 && m.code.is_some());
    let intrinsics = ironpf::natives::intrinsics();
    assert!(!intrinsics.is_empty());
    for (key, _) in intrinsics {
        assert!(
            methods.contains(key),
            "{key}: no such method with bytecode in the runtime library"
        );
    }
}

/// Every class of the runtime library (jvm-stubs and the SmartThings model, compiled by javac
/// for Java 17) loads and passes the verifier's type checking, which the VM skips for them.
#[test]
fn every_runtime_class_verifies() {
    let mut classes = Classes::new(ClassPath::new("").unwrap());
    classes.verify_runtime = true;
    let names: Vec<String> = classes
        .classpath
        .runtime_class_names()
        .map(String::from)
        .collect();
    let failures: Vec<String> = names
        .iter()
        .filter_map(|n| classes.load(n).err().map(|e| format!("{n}: {e}")))
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} runtime classes fail to load:\n{}",
        failures.len(),
        names.len(),
        failures.join("\n")
    );
}

/// Every class, field and method the stubs refer to exists in the stubs, so the runtime
/// library never fails on its own references.
#[test]
fn runtime_library_is_closed() {
    let classes_files = runtime_classes();
    let mut classes = Classes::new(ClassPath::new("").unwrap());
    let mut problems = BTreeSet::new();
    for (name, cf) in &classes_files {
        for c in cf.pool.iter() {
            let (owner, member, field) = match c {
                Constant::Class(n) => (n.clone(), None, false),
                Constant::FieldRef(m) => (m.class.clone(), Some(m), true),
                Constant::MethodRef(m) | Constant::InterfaceMethodRef(m) => {
                    (m.class.clone(), Some(m), false)
                }
                _ => continue,
            };
            // Bootstrap methods of lambdas inside the stubs are handled by the VM itself.
            if owner.starts_with("java/lang/invoke/") {
                continue;
            }
            let id = match classes.load(&owner) {
                Ok(id) => id,
                Err(e) => {
                    problems.insert(format!("{name}: class {owner}: {e}"));
                    continue;
                }
            };
            if let Some(m) = member {
                let found = if field {
                    classes.find_field(id, &m.name, &m.descriptor).is_some()
                } else {
                    classes.find_method(id, &m.name, &m.descriptor).is_some()
                };
                if !found {
                    problems.insert(format!(
                        "{name}: missing {owner}.{}{}",
                        m.name, m.descriptor
                    ));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} unresolved references in jvm-stubs:\n{}",
        problems.len(),
        problems.into_iter().collect::<Vec<_>>().join("\n")
    );
}

/// Every runtime member that groovyc 2.4 output of public SmartApps references
/// (tests/data/groovyc-smartapp-references.txt) resolves in the runtime library.
#[test]
fn groovyc_smartapp_references_resolve() {
    let list = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/groovyc-smartapp-references.txt"),
    )
    .expect("read the reference list");
    let mut classes = Classes::new(ClassPath::new("").unwrap());
    let mut missing = Vec::new();
    let mut count = 0;
    for line in list
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let parts: Vec<&str> = line.split_whitespace().collect();
        let [kind, owner, name, descriptor] = parts[..] else {
            panic!("bad line: {line}");
        };
        count += 1;
        let found = match classes.load(owner) {
            Ok(id) if kind == "field" => classes.find_field(id, name, descriptor).is_some(),
            Ok(id) => classes.find_method(id, name, descriptor).is_some(),
            Err(_) => false,
        };
        if !found {
            missing.push(format!("{owner}.{name}{descriptor}"));
        }
    }
    assert!(count >= 98, "{count} references listed");
    assert!(
        missing.is_empty(),
        "missing from the runtime library:\n{}",
        missing.join("\n")
    );
}
