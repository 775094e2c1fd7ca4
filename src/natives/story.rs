//! Natives of the SmartThings model's story (`ironpf.smartthings.Home.storyOn` and `story`):
//! while a counterexample is replayed the model reports what happens (events, handler calls,
//! commands, attribute writes, conflicts) to the checker, outside the program's state.

use super::{NativeFn, arg_int, arg_ref};
use crate::vm::value::{NULL, Value};
use crate::vm::{Exec, StoryRecord, Vm};

pub const NATIVES: &[(&str, NativeFn)] = &[
    ("ironpf/smartthings/Home.storyOn()Z", |vm, _| {
        Ok(Some(Value::Int(vm.story.is_some() as i32)))
    }),
    // Not about the story, but the model's questions to the checker: `--model keep-all`.
    ("ironpf/smartthings/Home.keepAll()Z", |vm, _| {
        Ok(Some(Value::Int(vm.config.keep_unreadable_state as i32)))
    }),
    // And its warnings: an approximation met, for the report.
    (
        "ironpf/smartthings/Home.warn(Ljava/lang/String;)V",
        |vm, args| {
            let r = super::arg_ref(args, 0)?;
            let text = vm.rust_string(r)?;
            vm.model_warnings.insert(text);
            Ok(None)
        },
    ),
    // And `--conflict-writes changing`.
    (
        "ironpf/smartthings/Home.ignoreUnchangedWrites()Z",
        |vm, _| Ok(Some(Value::Int(vm.config.ignore_unchanged_writes as i32))),
    ),
    (
        "ironpf/smartthings/Home.story(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V",
        story,
    ),
];

/// Appends one record; nothing when no story is being recorded (the model asks
/// `storyOn()` first, so that does not happen).
fn story(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    if vm.story.is_none() {
        return Ok(None);
    }
    let text = |vm: &Vm, i: usize| -> Exec<Option<String>> {
        let r = arg_ref(args, i)?;
        if r == NULL {
            return Ok(None);
        }
        vm.rust_string(r).map(Some)
    };
    let kind = text(vm, 0)?.unwrap_or_default();
    let app = arg_int(args, 1)?;
    let texts = [text(vm, 2)?, text(vm, 3)?, text(vm, 4)?, text(vm, 5)?];
    let line = vm.line_log.as_ref().map_or(0, Vec::len);
    if let Some(story) = &mut vm.story {
        story.push(StoryRecord {
            kind,
            app,
            texts,
            line,
        });
    }
    Ok(None)
}
