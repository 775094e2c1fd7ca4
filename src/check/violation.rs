//! A property violation described for the report: the property, the exception with its Java
//! stack, or a deadlock's threads, or a data race; an exception a platform model raised itself
//! is ironpf's fault, not the program's (an internal error).

use std::collections::BTreeSet;

use super::Violation;
use crate::error::VmError;
use crate::runtime::MethodId;
use crate::vm::Vm;
use crate::vm::value::Ref;

/// What a violation is.
pub enum Fault {
    /// An uncaught exception (an assertion, say).
    Exception(Ref),
    Deadlock,
    /// `--race`: at a thread choice, two threads about to access one location (the writer,
    /// the other thread, what they do).
    Race(usize, usize, String),
}

/// Packages of ironpf's platform models: an exception raised by their own code is a fault
/// of ironpf, not of the program under test.
const MODEL_PACKAGES: &[&str] = &["ironpf/smartthings/", "physicalgraph/", "groovyx/"];
/// The model class that makes the exceptions a model throws into a program on purpose.
const MODEL_THROWS_FOR_PROGRAM: &str = "ironpf/smartthings/AppExceptions";
/// Library packages an exception passes through on its way from the code that caused it.
const LIBRARY_PACKAGES: &[&str] = &["java/", "groovy/", "org/codehaus/groovy/", "ironpf/groovy/"];

/// The property, message and Java stack trace of an uncaught exception; an internal error
/// when a platform model itself raised it (the innermost frame outside the Java and Groovy
/// libraries is model code): then the model, not the program, is at fault.
pub(super) fn describe_violation(
    vm: &Vm,
    fault: Fault,
    path: Vec<u32>,
) -> Result<Violation, VmError> {
    let ex = match fault {
        Fault::Exception(ex) => ex,
        Fault::Race(a, b, what) => {
            let stack = [a, b]
                .into_iter()
                .flat_map(|i| {
                    let access = vm
                        .pending_access(i)
                        .map(|(_, w, text)| format!("{} {text}", if w { "write" } else { "read" }))
                        .unwrap_or_default();
                    std::iter::once(format!("thread {i} \"{}\": {access}", vm.thread_name(i)))
                        .chain(
                            vm.parked_frames(i)
                                .into_iter()
                                .map(|f| format!("    at {}", frame_text(vm, f.method, f.pc))),
                        )
                })
                .collect();
            return Ok(Violation {
                property: "race".into(),
                exception: "data race".into(),
                message: Some(what),
                stack,
                path,
                unprotected: BTreeSet::new(),
            });
        }
        Fault::Deadlock => {
            return Ok(Violation {
                property: "deadlock".into(),
                exception: "no thread can run".into(),
                message: None,
                stack: vm
                    .describe_deadlock()
                    .into_iter()
                    .flat_map(|(thread, frames)| {
                        std::iter::once(thread).chain(
                            frames
                                .into_iter()
                                .map(|f| format!("    at {}", frame_text(vm, f.method, f.pc))),
                        )
                    })
                    .collect(),
                path,
                unprotected: BTreeSet::new(),
            });
        }
    };
    let property = violated_property(vm, ex);
    if property.is_none()
        && let Some(frame) = model_fault(vm, ex)
    {
        let (class, message) = class_and_message(vm, ex);
        let message = message.map(|m| format!(": {m}")).unwrap_or_default();
        return Err(VmError::internal(
            frame,
            format!(
                "the platform model raised {class}{message} (a bug in ironpf's model, not in the program)"
            ),
        ));
    }
    Ok(describe_exception(vm, ex, path, property))
}

/// The model frame that raised exception `ex`, if the model is at fault.
fn model_fault(vm: &Vm, ex: Ref) -> Option<String> {
    use crate::vm::heap::{Array, Body};
    let crate::vm::value::Value::Ref(bt) = vm.field(ex, vm.known.throwable_backtrace).ok()? else {
        return None;
    };
    let Some(Body::Array(Array::Int(pairs))) = vm.state.heap.get(bt).map(|o| &o.body) else {
        return None;
    };
    for p in pairs.chunks(2) {
        let method = vm.classes.method(p[0] as MethodId);
        let class = vm.classes.class(method.class);
        let name = class.name.as_str();
        // Constructors of the exception itself and library frames are passed through.
        if LIBRARY_PACKAGES.iter().any(|l| name.starts_with(l)) {
            continue;
        }
        if name == MODEL_THROWS_FOR_PROGRAM || !vm.is_runtime_class(method.class) {
            return None;
        }
        return MODEL_PACKAGES
            .iter()
            .any(|m| name.starts_with(m))
            .then(|| frame_text(vm, p[0] as MethodId, p.get(1).copied().unwrap_or(0) as u32));
    }
    None
}

/// An exception's class (its Java name) and message.
fn class_and_message(vm: &Vm, ex: Ref) -> (String, Option<String>) {
    let class = vm
        .class_of(ex)
        .map(|c| vm.classes.class(c).java_name())
        .unwrap_or_default();
    let message = vm
        .field(ex, vm.known.throwable_message)
        .ok()
        .and_then(|v| v.as_ref())
        .filter(|&r| r != 0)
        .and_then(|r| vm.rust_string(r).ok());
    (class, message)
}

fn describe_exception(vm: &Vm, ex: Ref, path: Vec<u32>, property: Option<String>) -> Violation {
    let (class, message) = class_and_message(vm, ex);
    Violation {
        property: property.unwrap_or_else(|| "uncaught exception".into()),
        exception: class,
        message,
        stack: stack_trace(vm, ex),
        path,
        unprotected: BTreeSet::new(),
    }
}

/// The property an `ironpf.PropertyViolation` names (None for any other exception).
fn violated_property(vm: &Vm, ex: Ref) -> Option<String> {
    let pv = vm.classes.lookup("ironpf/PropertyViolation")?;
    let class = vm.class_of(ex).ok()?;
    if !vm.classes.is_assignable(class, pv) {
        return None;
    }
    let slot = vm.field_slot(pv, "property").ok()?;
    let r = vm.field(ex, slot).ok()?.as_ref().filter(|&r| r != 0)?;
    vm.rust_string(r).ok()
}

/// The `Class.method(File.java:line)` frames recorded in a throwable's backtrace.
pub fn stack_trace(vm: &Vm, ex: Ref) -> Vec<String> {
    use crate::vm::heap::{Array, Body};
    let Ok(crate::vm::value::Value::Ref(bt)) = vm.field(ex, vm.known.throwable_backtrace) else {
        return Vec::new();
    };
    let Some(Body::Array(Array::Int(pairs))) = vm.state.heap.get(bt).map(|o| &o.body) else {
        return Vec::new();
    };
    pairs
        .chunks(2)
        .map(|p| frame_text(vm, p[0] as MethodId, p.get(1).copied().unwrap_or(0) as u32))
        .collect()
}

pub(super) fn frame_text(vm: &Vm, method: MethodId, pc: u32) -> String {
    let m = vm.classes.method(method);
    let class = vm.classes.class(m.class);
    let line = m.code.as_ref().and_then(|c| c.line_of(pc));
    let place = match (&class.source_file, line) {
        (Some(f), Some(l)) => format!("{f}:{l}"),
        (Some(f), None) => f.clone(),
        _ => "Unknown Source".into(),
    };
    format!("{}.{}({place})", class.java_name(), m.name)
}
