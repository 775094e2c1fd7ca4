//! The bytecode interpreter: one loop over decoded instructions, exception unwinding, and
//! symbolic-reference resolution with per-class caches.

use std::rc::Rc;

use super::heap::{Array, Body};
use super::value::{NULL, Ref, Value};
use super::{Exec, InitState, Options, Trap, Vm};
use crate::classfile::bytecode::Insn;
use crate::classfile::{
    ACC_ABSTRACT, ACC_FINAL, ACC_INTERFACE, ACC_STATIC, ACC_SYNCHRONIZED, Constant, MemberRef,
};
use crate::error::VmError;
use crate::runtime::{Class, ClassId, ClassKind, MethodId, Resolved, Selector};

/// What [`Vm::invoke`] did.
enum Invoked {
    /// A native ran; the caller goes on with its next instruction.
    InPlace,
    /// A bytecode frame was pushed: the interpreter goes on in it.
    Pushed,
    /// Anything else (a monitor to wait for, a thread switch, initializers pushed by a
    /// native): the interpreter starts again from whatever frame is now on top.
    Reload,
}

fn underflow() -> Trap {
    Trap::Error(VmError::internal("", "operand stack underflow"))
}

/// A value of the wrong kind on the operand stack. Load-time verification checks heights,
/// not types (JVMS 4.10.1's type checking is not implemented), so an ill-typed method of the
/// program is caught here, as it runs, and is the program's VerifyError; in ironpf's own
/// runtime library it is an internal error (see [`Vm::execute`]).
fn mismatch(want: &str, got: Option<Value>) -> Trap {
    Trap::Error(VmError::link(
        "java/lang/VerifyError",
        "",
        format!("operand type mismatch: expected {want}, found {got:?}"),
    ))
}

#[inline]
fn pop(s: &mut Vec<Value>) -> Exec<Value> {
    s.pop().ok_or_else(underflow)
}
#[inline]
fn pop_i(s: &mut Vec<Value>) -> Exec<i32> {
    match s.pop() {
        Some(Value::Int(v)) => Ok(v),
        v => Err(mismatch("int", v)),
    }
}
#[inline]
fn pop_l(s: &mut Vec<Value>) -> Exec<i64> {
    s.pop();
    match s.pop() {
        Some(Value::Long(v)) => Ok(v),
        v => Err(mismatch("long", v)),
    }
}
#[inline]
fn pop_f(s: &mut Vec<Value>) -> Exec<f32> {
    match s.pop() {
        Some(Value::Float(v)) => Ok(v),
        v => Err(mismatch("float", v)),
    }
}
#[inline]
fn pop_d(s: &mut Vec<Value>) -> Exec<f64> {
    s.pop();
    match s.pop() {
        Some(Value::Double(v)) => Ok(v),
        v => Err(mismatch("double", v)),
    }
}
#[inline]
fn pop_r(s: &mut Vec<Value>) -> Exec<Ref> {
    match s.pop() {
        Some(Value::Ref(v)) => Ok(v),
        v => Err(mismatch("reference", v)),
    }
}
#[inline]
fn push_wide(s: &mut Vec<Value>, v: Value) {
    s.push(v);
    s.push(Value::Top);
}

/// Pushes a value with the slot layout of its kind.
#[inline]
pub(super) fn push_value(s: &mut Vec<Value>, v: Value) {
    s.push(v);
    if v.is_wide() {
        s.push(Value::Top);
    }
}

fn fcmp(a: f64, b: f64, nan: i32) -> i32 {
    if a < b {
        -1
    } else if a > b {
        1
    } else if a == b {
        0
    } else {
        nan
    }
}

/// Reads element `i` of an array as a stack value.
/// Whether a store of `new` over `old` (the field or element as it stands) leaves the same
/// bits, so that DPOR records it as a read. A store that changes nothing in the state it runs
/// from commutes with every transition that does not write the location: each order leaves
/// the location as it was and each reader sees the same value; against a transition that
/// writes the location, the read still conflicts. (In a state where the location holds
/// another value the same store is another transition execution, recorded as a write.)
/// Floating-point values compare by their bits: `-0.0` over `0.0` is a change.
fn is_silent_store(old: Option<Value>, new: Value) -> bool {
    match (old, new) {
        (Some(Value::Int(a)), Value::Int(b)) => a == b,
        (Some(Value::Long(a)), Value::Long(b)) => a == b,
        (Some(Value::Ref(a)), Value::Ref(b)) => a == b,
        (Some(Value::Float(a)), Value::Float(b)) => a.to_bits() == b.to_bits(),
        (Some(Value::Double(a)), Value::Double(b)) => a.to_bits() == b.to_bits(),
        _ => false,
    }
}

fn array_get(a: &Array, i: i32) -> Option<Value> {
    let i = usize::try_from(i).ok()?;
    Some(match a {
        Array::Boolean(v) | Array::Byte(v) => Value::Int(*v.get(i)? as i32),
        Array::Char(v) => Value::Int(*v.get(i)? as i32),
        Array::Short(v) => Value::Int(*v.get(i)? as i32),
        Array::Int(v) => Value::Int(*v.get(i)?),
        Array::Long(v) => Value::Long(*v.get(i)?),
        Array::Float(v) => Value::Float(*v.get(i)?),
        Array::Double(v) => Value::Double(*v.get(i)?),
        Array::Ref(v) => Value::Ref(*v.get(i)?),
    })
}

/// Writes element `i`; `None` if out of bounds, `Some(false)` on a type mismatch.
fn array_set(a: &mut Array, i: i32, v: Value) -> Option<bool> {
    let i = usize::try_from(i).ok()?;
    macro_rules! put {
        ($vec:expr, $val:expr) => {{
            *$vec.get_mut(i)? = $val;
            Some(true)
        }};
    }
    match (a, v) {
        (Array::Boolean(x), Value::Int(n)) => put!(x, (n & 1) as i8),
        (Array::Byte(x), Value::Int(n)) => put!(x, n as i8),
        (Array::Char(x), Value::Int(n)) => put!(x, n as u16),
        (Array::Short(x), Value::Int(n)) => put!(x, n as i16),
        (Array::Int(x), Value::Int(n)) => put!(x, n),
        (Array::Long(x), Value::Long(n)) => put!(x, n),
        (Array::Float(x), Value::Float(n)) => put!(x, n),
        (Array::Double(x), Value::Double(n)) => put!(x, n),
        (Array::Ref(x), Value::Ref(n)) => put!(x, n),
        (a, _) => {
            let _ = i.checked_sub(a.len())?;
            Some(false)
        }
    }
}

macro_rules! int_bin {
    ($s:expr, |$a:ident, $b:ident| $e:expr) => {{
        let $b = pop_i($s)?;
        let $a = pop_i($s)?;
        $s.push(Value::Int($e));
    }};
}
macro_rules! long_bin {
    ($s:expr, |$a:ident, $b:ident| $e:expr) => {{
        let $b = pop_l($s)?;
        let $a = pop_l($s)?;
        push_wide($s, Value::Long($e));
    }};
}
macro_rules! float_bin {
    ($s:expr, |$a:ident, $b:ident| $e:expr) => {{
        let $b = pop_f($s)?;
        let $a = pop_f($s)?;
        $s.push(Value::Float($e));
    }};
}
macro_rules! double_bin {
    ($s:expr, |$a:ident, $b:ident| $e:expr) => {{
        let $b = pop_d($s)?;
        let $a = pop_d($s)?;
        push_wide($s, Value::Double($e));
    }};
}

/// The `LinkageError` the JVM throws in the program for a VM error, with its message: a
/// class of the program missing (NoClassDefFoundError) or failing to load or link. A library
/// class missing from ironpf's runtime library is ironpf's limit, not the program's error.
fn linkage_error(e: &VmError) -> Option<(&'static str, String)> {
    match e {
        VmError::Link { error, file, msg } if file.is_empty() => Some((error, msg.clone())),
        VmError::Link { error, .. } => Some((error, e.to_string())),
        VmError::ClassNotFound { name, .. } if !crate::error::runtime_package(name) => {
            Some(("java/lang/NoClassDefFoundError", name.replace('.', "/")))
        }
        _ => None,
    }
}

impl Vm {
    /// Runs the current thread until its frame count drops to `stop_depth`.
    pub fn execute(&mut self, stop_depth: usize) -> Exec<()> {
        let trace = log::log_enabled!(target: "ironpf::vm", log::Level::Trace)
            || self.line_log.is_some()
            || self.debug_log.is_some();
        loop {
            let Some(&frame) = self.state.thread.frames.last() else {
                // The running thread has ended: another one runs, or the program is over.
                if stop_depth == 0
                    && self.nested_executions == 0
                    && self.state.threads.current != super::threads::NO_THREAD
                    && self.thread_exit()?
                {
                    continue;
                }
                return Ok(());
            };
            if self.state.thread.frames.len() <= stop_depth {
                return Ok(());
            }
            let mut pc = frame.pc as usize;
            match self.run_frame(stop_depth, &mut pc, trace) {
                Ok(()) => {}
                Err(Trap::Throw(ex)) => {
                    if let Some(f) = self.state.thread.frames.last_mut() {
                        f.pc = pc as u32;
                    }
                    self.unwind(ex, stop_depth)?;
                }
                Err(Trap::Error(e)) => {
                    if let Some(f) = self.state.thread.frames.last_mut() {
                        f.pc = pc as u32;
                    }
                    // A class of the program that cannot be found or linked is the
                    // program's error, thrown where the class is needed (JVMS 5.3, 5.4).
                    if let VmError::Link { file, msg, .. } = &e
                        && file.is_empty()
                        && self.state.thread.frames.last().is_some_and(|f| {
                            self.is_runtime_class(self.classes.method(f.method).class)
                        })
                    {
                        return Err(Trap::Error(VmError::internal(self.location(), msg.clone())));
                    }
                    if let Some((class, message)) = linkage_error(&e) {
                        let ex = self.make_throwable(class, Some(&message))?;
                        self.unwind(ex, stop_depth)?;
                        continue;
                    }
                    return Err(Trap::Error(e.at(&self.location())));
                }
                Err(stop @ (Trap::StepLimit | Trap::Interrupted(_))) => {
                    // Stopped mid-method: the frame shows where (for the report).
                    if let Some(f) = self.state.thread.frames.last_mut() {
                        f.pc = pc as u32;
                    }
                    return Err(stop);
                }
                Err(exit) => return Err(exit),
            }
        }
    }

    /// Finds a handler for `ex` in the frames above `stop_depth`, popping frames that have
    /// none. A `<clinit>` frame that is unwound marks its class erroneous and wraps the
    /// exception in ExceptionInInitializerError (JVMS 5.5 steps 10-12).
    fn unwind(&mut self, mut ex: Ref, stop_depth: usize) -> Exec<()> {
        loop {
            if self.state.thread.frames.len() <= stop_depth {
                return Err(Trap::Throw(ex));
            }
            let Some(&f) = self.state.thread.frames.last() else {
                return Err(Trap::Throw(ex));
            };
            let m = self.classes.method(f.method).clone();
            let class = self.classes.class(m.class).clone();
            let code = m
                .code
                .clone()
                .ok_or_else(|| VmError::internal("", "frame without code"))?;
            let ex_class = self.class_of(ex)?;
            let mut target = None;
            for h in &code.handlers {
                if h.start <= f.pc && f.pc < h.end {
                    let catches = h.catch_type == 0 || {
                        let c = self.resolve_class(&class, h.catch_type)?;
                        self.classes.is_assignable(ex_class, c)
                    };
                    if catches {
                        target = Some(h.handler);
                        break;
                    }
                }
            }
            let s = &mut self.state.thread.stack;
            if let Some(t) = target {
                s.truncate(f.base as usize + code.max_locals as usize);
                s.push(Value::Ref(ex));
                if let Some(top) = self.state.thread.frames.last_mut() {
                    top.pc = t;
                }
                return Ok(());
            }
            if m.access & ACC_SYNCHRONIZED != 0 {
                let obj = self.synchronized_on(&m, f.base as usize)?;
                if self.entries(obj) > 0 {
                    self.monitor_exit(obj)?;
                }
            }
            let s = &mut self.state.thread.stack;
            s.truncate(f.base as usize);
            self.state.thread.frames.pop();
            self.min_frames = self.min_frames.min(self.state.thread.frames.len());
            if m.is_clinit {
                self.set_init(m.class, InitState::Erroneous);
                let error = self.load("java/lang/Error")?;
                if !self.classes.is_assignable(ex_class, error) {
                    let wrapped =
                        self.make_throwable("java/lang/ExceptionInInitializerError", None)?;
                    self.set_field(wrapped, self.known.throwable_cause, Value::Ref(ex))?;
                    if let Ok(slot) = self.field_slot(self.class_of(wrapped)?, "exception") {
                        self.set_field(wrapped, slot, Value::Ref(ex))?;
                    }
                    ex = wrapped;
                }
            }
        }
    }

    /// The slow path taken per instruction when the interpreter log or the line recorder is on.
    fn observe_insn(&mut self, method: MethodId, code: &crate::classfile::Code, pc: usize) {
        let line = code.line_of(pc as u32);
        if log::log_enabled!(target: "ironpf::vm", log::Level::Trace) {
            let class = self.classes.class(self.classes.method(method).class);
            log::trace!(
                target: "ironpf::vm",
                "{} line {} pc {} {}",
                self.classes.method_label(method),
                line.map(|l| l.to_string()).unwrap_or_else(|| "?".into()),
                code.pcs[pc],
                super::debug_log::describe(&code.insns[pc], code.opcodes[pc], code, &class.pool)
            );
        }
        if let Some(mut log) = self.debug_log.take() {
            let m = self.classes.method(method);
            let class = self.classes.class(m.class);
            let thread = self.state.threads.current;
            log.instruction(
                thread,
                || self.thread_name(thread as usize),
                method,
                || self.classes.method_label(method),
                &class.name,
                &m.name,
                class.source_file.as_deref(),
                self.is_runtime_class(m.class),
                code,
                pc,
                &class.pool,
            );
            self.debug_log = Some(log);
        }
        if let (Some(log), Some(line)) = (&mut self.line_log, line)
            && log.last() != Some(&(method, line))
        {
            log.push((method, line));
        }
    }

    /// Interprets the thread's frames from the top one, following calls into bytecode methods
    /// and returns into their callers without leaving the loop, until a frame at or below
    /// `stop_depth` would run, a trap, or anything else that needs [`Vm::execute`] (a class
    /// initializer pushed, a thread switch, a native that re-enters). `pc` is the top frame's
    /// pc throughout (the caller stores it into the frame on a trap).
    ///
    /// Long on purpose: the dispatch loop is one `match` over the instruction set, an arm per
    /// opcode, kept in one function so the compiler keeps `pc`, the frame and the operand
    /// stack in registers (the 100-line limit of `src/check` does not apply here).
    fn run_frame(&mut self, stop_depth: usize, pc: &mut usize, trace: bool) -> Exec<()> {
        'frames: loop {
            let Some(frame) = self.state.thread.frames.last().copied() else {
                return Ok(());
            };
            *pc = frame.pc as usize;
            let method_id = frame.method;
            let base = frame.base as usize;
            let method = self.classes.method(method_id).clone();
            let class = self.classes.class(method.class).clone();
            let Some(code) = method.code.as_deref() else {
                return Err(Trap::Error(VmError::internal("", "method has no code")));
            };
            let insns = &code.insns[..];
            let owner = if frame.owner == super::OWNER_UNKNOWN {
                let owner = self.frame_owner(&class, &method, base);
                if let Some(f) = self.state.thread.frames.last_mut() {
                    f.owner = owner;
                }
                owner
            } else {
                frame.owner
            };
            let site = ((method_id as u64) << 32) | (owner << 16);
            loop {
                // Whatever this instruction allocates (by bytecode, in a native, or an exception
                // the VM throws) has it as its allocation site: a site left over from an earlier
                // instruction would depend on the path that led here.
                self.state.heap.site = site | *pc as u64;
                self.budget -= 1;
                if self.budget & 0xF_FFFF == 0 {
                    if self.budget == 0 {
                        return Err(Trap::StepLimit);
                    }
                    if let Some(reason) = self.limits.exceeded() {
                        return Err(Trap::Interrupted(reason));
                    }
                }
                let Some(insn) = insns.get(*pc) else {
                    return Err(Trap::Error(VmError::internal(
                        "",
                        "execution fell off the end of the code",
                    )));
                };
                if trace {
                    self.observe_insn(method_id, code, *pc);
                }
                let s = &mut self.state.thread.stack;
                match insn {
                    Insn::Nop => {}
                    Insn::AconstNull => s.push(Value::NULL),
                    Insn::Iconst(v) => s.push(Value::Int(*v)),
                    Insn::Lconst(v) => push_wide(s, Value::Long(*v)),
                    Insn::Fconst(v) => s.push(Value::Float(*v)),
                    Insn::Dconst(v) => push_wide(s, Value::Double(*v)),
                    Insn::Ldc(idx) => {
                        let v = match &class.pool[*idx as usize] {
                            Constant::Integer(i) => Value::Int(*i),
                            Constant::Float(f) => Value::Float(*f),
                            Constant::String(units) => {
                                // A string object and its char array.
                                self.make_room(
                                    Body::object_bytes(1) + Body::array_bytes(b'C', units.len()),
                                )?;
                                Value::Ref(self.literal(units)?)
                            }
                            Constant::Class(_) => {
                                let c = self.resolve_class(&class, *idx)?;
                                Value::Ref(self.class_object(c))
                            }
                            other => {
                                return Err(Trap::Error(VmError::unsupported(
                                    "",
                                    format!("ldc of {other:?}"),
                                )));
                            }
                        };
                        self.state.thread.stack.push(v);
                    }
                    Insn::Ldc2(idx) => match &class.pool[*idx as usize] {
                        Constant::Long(v) => push_wide(s, Value::Long(*v)),
                        Constant::Double(v) => push_wide(s, Value::Double(*v)),
                        other => {
                            return Err(Trap::Error(VmError::internal(
                                "",
                                format!("ldc2_w of {other:?}"),
                            )));
                        }
                    },
                    Insn::Load1(n) => {
                        let i = base + *n as usize;
                        let v = *s.get(i).ok_or_else(underflow)?;
                        s.push(v);
                        if i < self.watch_below {
                            record_slot(&mut self.accesses, i, false);
                        }
                    }
                    Insn::Load2(n) => {
                        let i = base + *n as usize;
                        let v = *s.get(i).ok_or_else(underflow)?;
                        push_wide(s, v);
                        if i < self.watch_below {
                            record_slot(&mut self.accesses, i, false);
                        }
                    }
                    Insn::Store1(n) => {
                        let i = base + *n as usize;
                        let v = pop(s)?;
                        *s.get_mut(i).ok_or_else(underflow)? = v;
                        if i < self.watch_below {
                            record_slot(&mut self.accesses, i, true);
                        }
                    }
                    Insn::Store2(n) => {
                        s.pop();
                        let v = pop(s)?;
                        let i = base + *n as usize;
                        if i + 1 >= s.len() {
                            return Err(underflow());
                        }
                        s[i] = v;
                        s[i + 1] = Value::Top;
                        if i < self.watch_below {
                            record_slot(&mut self.accesses, i, true);
                        }
                    }
                    Insn::Iaload
                    | Insn::Faload
                    | Insn::Aaload
                    | Insn::Baload
                    | Insn::Caload
                    | Insn::Saload => {
                        if self.state.threads.concurrent {
                            self.element_access_point(*pc, 1)?;
                        }
                        self.array_load()?;
                    }
                    Insn::Laload | Insn::Daload => {
                        if self.state.threads.concurrent {
                            self.element_access_point(*pc, 1)?;
                        }
                        self.array_load()?;
                    }
                    Insn::Iastore
                    | Insn::Fastore
                    | Insn::Aastore
                    | Insn::Bastore
                    | Insn::Castore
                    | Insn::Sastore => {
                        if self.state.threads.concurrent {
                            self.element_access_point(*pc, 2)?;
                        }
                        self.array_store(false)?;
                    }
                    Insn::Lastore | Insn::Dastore => {
                        if self.state.threads.concurrent {
                            self.element_access_point(*pc, 3)?;
                        }
                        self.array_store(true)?
                    }
                    Insn::Pop => {
                        pop(s)?;
                    }
                    Insn::Pop2 => {
                        pop(s)?;
                        pop(s)?;
                    }
                    Insn::Dup => {
                        let v = *s.last().ok_or_else(underflow)?;
                        s.push(v);
                    }
                    Insn::DupX1 => {
                        let v1 = pop(s)?;
                        let v2 = pop(s)?;
                        s.extend([v1, v2, v1]);
                    }
                    Insn::DupX2 => {
                        let v1 = pop(s)?;
                        let v2 = pop(s)?;
                        let v3 = pop(s)?;
                        s.extend([v1, v3, v2, v1]);
                    }
                    Insn::Dup2 => {
                        let v1 = pop(s)?;
                        let v2 = pop(s)?;
                        s.extend([v2, v1, v2, v1]);
                    }
                    Insn::Dup2X1 => {
                        let v1 = pop(s)?;
                        let v2 = pop(s)?;
                        let v3 = pop(s)?;
                        s.extend([v2, v1, v3, v2, v1]);
                    }
                    Insn::Dup2X2 => {
                        let v1 = pop(s)?;
                        let v2 = pop(s)?;
                        let v3 = pop(s)?;
                        let v4 = pop(s)?;
                        s.extend([v2, v1, v4, v3, v2, v1]);
                    }
                    Insn::Swap => {
                        let v1 = pop(s)?;
                        let v2 = pop(s)?;
                        s.extend([v1, v2]);
                    }
                    Insn::Iadd => int_bin!(s, |a, b| a.wrapping_add(b)),
                    Insn::Ladd => long_bin!(s, |a, b| a.wrapping_add(b)),
                    Insn::Fadd => float_bin!(s, |a, b| a + b),
                    Insn::Dadd => double_bin!(s, |a, b| a + b),
                    Insn::Isub => int_bin!(s, |a, b| a.wrapping_sub(b)),
                    Insn::Lsub => long_bin!(s, |a, b| a.wrapping_sub(b)),
                    Insn::Fsub => float_bin!(s, |a, b| a - b),
                    Insn::Dsub => double_bin!(s, |a, b| a - b),
                    Insn::Imul => int_bin!(s, |a, b| a.wrapping_mul(b)),
                    Insn::Lmul => long_bin!(s, |a, b| a.wrapping_mul(b)),
                    Insn::Fmul => float_bin!(s, |a, b| a * b),
                    Insn::Dmul => double_bin!(s, |a, b| a * b),
                    Insn::Idiv | Insn::Irem => {
                        let b = pop_i(s)?;
                        let a = pop_i(s)?;
                        if b == 0 {
                            return Err(
                                self.throw_new("java/lang/ArithmeticException", Some("/ by zero"))
                            );
                        }
                        s.push(Value::Int(if *insn == Insn::Idiv {
                            a.wrapping_div(b)
                        } else {
                            a.wrapping_rem(b)
                        }));
                    }
                    Insn::Ldiv | Insn::Lrem => {
                        let b = pop_l(s)?;
                        let a = pop_l(s)?;
                        if b == 0 {
                            return Err(
                                self.throw_new("java/lang/ArithmeticException", Some("/ by zero"))
                            );
                        }
                        push_wide(
                            s,
                            Value::Long(if *insn == Insn::Ldiv {
                                a.wrapping_div(b)
                            } else {
                                a.wrapping_rem(b)
                            }),
                        );
                    }
                    Insn::Fdiv => float_bin!(s, |a, b| a / b),
                    Insn::Ddiv => double_bin!(s, |a, b| a / b),
                    Insn::Frem => float_bin!(s, |a, b| a % b),
                    Insn::Drem => double_bin!(s, |a, b| a % b),
                    Insn::Ineg => {
                        let a = pop_i(s)?;
                        s.push(Value::Int(a.wrapping_neg()));
                    }
                    Insn::Lneg => {
                        let a = pop_l(s)?;
                        push_wide(s, Value::Long(a.wrapping_neg()));
                    }
                    Insn::Fneg => {
                        let a = pop_f(s)?;
                        s.push(Value::Float(-a));
                    }
                    Insn::Dneg => {
                        let a = pop_d(s)?;
                        push_wide(s, Value::Double(-a));
                    }
                    Insn::Ishl => int_bin!(s, |a, b| a.wrapping_shl(b as u32 & 31)),
                    Insn::Ishr => int_bin!(s, |a, b| a.wrapping_shr(b as u32 & 31)),
                    Insn::Iushr => int_bin!(s, |a, b| ((a as u32) >> (b as u32 & 31)) as i32),
                    Insn::Lshl | Insn::Lshr | Insn::Lushr => {
                        let b = pop_i(s)? as u32 & 63;
                        let a = pop_l(s)?;
                        let r = match insn {
                            Insn::Lshl => a.wrapping_shl(b),
                            Insn::Lshr => a.wrapping_shr(b),
                            _ => ((a as u64) >> b) as i64,
                        };
                        push_wide(s, Value::Long(r));
                    }
                    Insn::Iand => int_bin!(s, |a, b| a & b),
                    Insn::Land => long_bin!(s, |a, b| a & b),
                    Insn::Ior => int_bin!(s, |a, b| a | b),
                    Insn::Lor => long_bin!(s, |a, b| a | b),
                    Insn::Ixor => int_bin!(s, |a, b| a ^ b),
                    Insn::Lxor => long_bin!(s, |a, b| a ^ b),
                    Insn::Iinc(n, d) => {
                        let i = base + *n as usize;
                        match s.get_mut(i) {
                            Some(Value::Int(v)) => *v = v.wrapping_add(*d as i32),
                            other => return Err(mismatch("int local", other.copied())),
                        }
                        if i < self.watch_below {
                            record_slot(&mut self.accesses, i, false);
                            record_slot(&mut self.accesses, i, true);
                        }
                    }
                    Insn::I2l => {
                        let a = pop_i(s)?;
                        push_wide(s, Value::Long(a as i64));
                    }
                    Insn::I2f => {
                        let a = pop_i(s)?;
                        s.push(Value::Float(a as f32));
                    }
                    Insn::I2d => {
                        let a = pop_i(s)?;
                        push_wide(s, Value::Double(a as f64));
                    }
                    Insn::L2i => {
                        let a = pop_l(s)?;
                        s.push(Value::Int(a as i32));
                    }
                    Insn::L2f => {
                        let a = pop_l(s)?;
                        s.push(Value::Float(a as f32));
                    }
                    Insn::L2d => {
                        let a = pop_l(s)?;
                        push_wide(s, Value::Double(a as f64));
                    }
                    Insn::F2i => {
                        let a = pop_f(s)?;
                        s.push(Value::Int(a as i32));
                    }
                    Insn::F2l => {
                        let a = pop_f(s)?;
                        push_wide(s, Value::Long(a as i64));
                    }
                    Insn::F2d => {
                        let a = pop_f(s)?;
                        push_wide(s, Value::Double(a as f64));
                    }
                    Insn::D2i => {
                        let a = pop_d(s)?;
                        s.push(Value::Int(a as i32));
                    }
                    Insn::D2l => {
                        let a = pop_d(s)?;
                        push_wide(s, Value::Long(a as i64));
                    }
                    Insn::D2f => {
                        let a = pop_d(s)?;
                        s.push(Value::Float(a as f32));
                    }
                    Insn::I2b => {
                        let a = pop_i(s)?;
                        s.push(Value::Int(a as i8 as i32));
                    }
                    Insn::I2c => {
                        let a = pop_i(s)?;
                        s.push(Value::Int(a as u16 as i32));
                    }
                    Insn::I2s => {
                        let a = pop_i(s)?;
                        s.push(Value::Int(a as i16 as i32));
                    }
                    Insn::Lcmp => {
                        let b = pop_l(s)?;
                        let a = pop_l(s)?;
                        s.push(Value::Int(a.cmp(&b) as i32));
                    }
                    Insn::Fcmpl | Insn::Fcmpg => {
                        let b = pop_f(s)?;
                        let a = pop_f(s)?;
                        s.push(Value::Int(fcmp(
                            a as f64,
                            b as f64,
                            if *insn == Insn::Fcmpl { -1 } else { 1 },
                        )));
                    }
                    Insn::Dcmpl | Insn::Dcmpg => {
                        let b = pop_d(s)?;
                        let a = pop_d(s)?;
                        s.push(Value::Int(fcmp(
                            a,
                            b,
                            if *insn == Insn::Dcmpl { -1 } else { 1 },
                        )));
                    }
                    Insn::If(c, t) => {
                        if c.test(pop_i(s)?, 0) {
                            *pc = *t as usize;
                            continue;
                        }
                    }
                    Insn::IfIcmp(c, t) => {
                        let b = pop_i(s)?;
                        let a = pop_i(s)?;
                        if c.test(a, b) {
                            *pc = *t as usize;
                            continue;
                        }
                    }
                    Insn::IfAcmpEq(t) | Insn::IfAcmpNe(t) => {
                        let b = pop_r(s)?;
                        let a = pop_r(s)?;
                        if (a == b) == matches!(insn, Insn::IfAcmpEq(_)) {
                            *pc = *t as usize;
                            continue;
                        }
                    }
                    Insn::IfNull(t) | Insn::IfNonNull(t) => {
                        let a = pop_r(s)?;
                        if (a == NULL) == matches!(insn, Insn::IfNull(_)) {
                            *pc = *t as usize;
                            continue;
                        }
                    }
                    Insn::Goto(t) => {
                        *pc = *t as usize;
                        continue;
                    }
                    Insn::TableSwitch {
                        low,
                        default,
                        targets,
                    } => {
                        let k = pop_i(s)? as i64 - *low as i64;
                        *pc = if k >= 0 && (k as usize) < targets.len() {
                            targets[k as usize]
                        } else {
                            *default
                        } as usize;
                        continue;
                    }
                    Insn::LookupSwitch { default, pairs } => {
                        let k = pop_i(s)?;
                        *pc = match pairs.binary_search_by_key(&k, |p| p.0) {
                            Ok(i) => pairs[i].1,
                            Err(_) => *default,
                        } as usize;
                        continue;
                    }
                    Insn::Return1 | Insn::Return2 | Insn::Return => {
                        let result = match insn {
                            Insn::Return1 => Some(pop(s)?),
                            Insn::Return2 => {
                                s.pop();
                                Some(pop(s)?)
                            }
                            _ => None,
                        };
                        if method.access & ACC_SYNCHRONIZED != 0 {
                            let obj = self.synchronized_on(&method, base)?;
                            self.monitor_exit(obj)?;
                        }
                        let s = &mut self.state.thread.stack;
                        s.truncate(base);
                        if let Some(v) = result {
                            push_value(s, v);
                        }
                        self.state.thread.frames.pop();
                        self.min_frames = self.min_frames.min(self.state.thread.frames.len());
                        if method.is_clinit {
                            self.check_runtime_initializer(method.class)?;
                            self.set_init(method.class, InitState::Initialized);
                        } else if let Some(caller) = self.state.thread.frames.last_mut() {
                            caller.pc += 1;
                        }
                        if log::log_enabled!(target: "ironpf::vm", log::Level::Debug) {
                            log::debug!(target: "ironpf::vm", "exit {}", self.classes.method_label(method_id));
                        }
                        if self.state.thread.frames.len() <= stop_depth {
                            return Ok(());
                        }
                        continue 'frames;
                    }
                    Insn::GetStatic(idx) | Insn::PutStatic(idx) => {
                        let (cid, slot, wide) = match class.cache[*idx as usize].get() {
                            Resolved::Static { class, slot, wide } => (class, slot, wide),
                            _ => self.resolve_static(&class, *idx)?,
                        };
                        if self.state.init[cid as usize] != InitState::Initialized {
                            self.save_pc(*pc);
                            if self.begin_init(cid)? {
                                return Ok(());
                            }
                        }
                        self.record_class_use(cid);
                        if self.state.threads.concurrent && !self.final_static(cid, slot) {
                            self.save_pc(*pc);
                            self.shared_access(NULL)?;
                        }
                        self.record_static(cid, slot, matches!(insn, Insn::PutStatic(_)));
                        let s = &mut self.state.thread.stack;
                        if let Insn::GetStatic(_) = insn {
                            let v = self.state.statics[cid as usize][slot as usize];
                            s.push(v);
                            if wide {
                                s.push(Value::Top);
                            }
                        } else {
                            if wide {
                                s.pop();
                            }
                            let v = pop(s)?;
                            *self.state.static_mut(cid, slot) = v;
                        }
                    }
                    Insn::GetField(idx) => {
                        let (slot, wide) = match class.cache[*idx as usize].get() {
                            Resolved::Field { slot, wide } => (slot, wide),
                            _ => self.resolve_instance_field(&class, *idx)?,
                        };
                        if self.state.threads.concurrent {
                            self.field_access_point(*pc, 0, slot)?;
                        }
                        let s = &mut self.state.thread.stack;
                        let obj = pop_r(s)?;
                        if self.accesses.is_some() {
                            self.record_member(obj, slot as u64, false);
                        }
                        let s = &mut self.state.thread.stack;
                        match self.state.heap.get(obj).map(|o| &o.body) {
                            Some(Body::Fields(f)) => {
                                let v = *f
                                    .get(slot as usize)
                                    .ok_or_else(|| VmError::internal("", "bad field slot"))?;
                                s.push(v);
                                if wide {
                                    s.push(Value::Top);
                                }
                            }
                            _ if obj == NULL => {
                                return Err(self.npe(&format!(
                                    "Cannot read field \"{}\"",
                                    member_name(&class, *idx)
                                )));
                            }
                            _ => {
                                return Err(Trap::Error(VmError::internal(
                                    "",
                                    "getfield on a non-object",
                                )));
                            }
                        }
                    }
                    Insn::PutField(idx) => {
                        let (slot, wide) = match class.cache[*idx as usize].get() {
                            Resolved::Field { slot, wide } => (slot, wide),
                            _ => self.resolve_instance_field(&class, *idx)?,
                        };
                        if self.state.threads.concurrent {
                            self.field_access_point(*pc, if wide { 2 } else { 1 }, slot)?;
                        }
                        let s = &mut self.state.thread.stack;
                        if wide {
                            s.pop();
                        }
                        let v = pop(s)?;
                        let obj = pop_r(s)?;
                        if self.accesses.is_some() {
                            let old = match self.state.heap.get(obj).map(|o| &o.body) {
                                Some(Body::Fields(f)) => f.get(slot as usize).copied(),
                                _ => None,
                            };
                            self.record_member(obj, slot as u64, !is_silent_store(old, v));
                        }
                        match self.state.heap.get_mut(obj).map(|o| &mut o.body) {
                            Some(Body::Fields(f)) => {
                                *f.get_mut(slot as usize)
                                    .ok_or_else(|| VmError::internal("", "bad field slot"))? = v;
                            }
                            _ if obj == NULL => {
                                return Err(self.npe(&format!(
                                    "Cannot assign field \"{}\"",
                                    member_name(&class, *idx)
                                )));
                            }
                            _ if obj & super::heap::PERMANENT != 0 => {
                                // A cache of immutable content may stay unfilled.
                                let cache = self.state.heap.get(obj).is_some_and(|o| {
                                    self.classes.class(o.class).cache_fields.contains(&slot)
                                });
                                if !cache {
                                    return Err(self.write_to_permanent(obj));
                                }
                            }
                            _ => {
                                return Err(Trap::Error(VmError::internal(
                                    "",
                                    "putfield on a non-object",
                                )));
                            }
                        }
                    }
                    Insn::InvokeStatic(idx) => {
                        let mid = match class.cache[*idx as usize].get() {
                            Resolved::Method(m) => m,
                            _ => self.resolve_static_method(&class, *idx)?,
                        };
                        let target_class = self.classes.method(mid).class;
                        if self.state.init[target_class as usize] != InitState::Initialized {
                            self.save_pc(*pc);
                            if self.begin_init(target_class)? {
                                return Ok(());
                            }
                        }
                        self.record_class_use(target_class);
                        match self.invoke(mid, *pc)? {
                            Invoked::InPlace => {}
                            Invoked::Pushed => continue 'frames,
                            Invoked::Reload => return Ok(()),
                        }
                    }
                    Insn::InvokeSpecial(idx) => {
                        let mid = self.resolve_special(&class, *idx)?;
                        let n = self.classes.method(mid).arg_slots;
                        let s = &self.state.thread.stack;
                        let recv = s.get(s.len().wrapping_sub(n)).copied();
                        if recv == Some(Value::NULL) {
                            return Err(self.npe_invoke(mid));
                        }
                        match self.invoke(mid, *pc)? {
                            Invoked::InPlace => {}
                            Invoked::Pushed => continue 'frames,
                            Invoked::Reload => return Ok(()),
                        }
                    }
                    Insn::InvokeVirtual(idx) | Insn::InvokeInterface(idx) => {
                        let (selector, resolved, direct) = self.resolve_virtual(&class, *idx)?;
                        let n = self.classes.method(resolved).arg_slots;
                        let s = &self.state.thread.stack;
                        let recv = match s.get(s.len().wrapping_sub(n)) {
                            Some(Value::Ref(r)) => *r,
                            other => return Err(mismatch("receiver", other.copied())),
                        };
                        if recv == NULL {
                            return Err(self.npe_invoke(resolved));
                        }
                        let target = if direct {
                            resolved
                        } else {
                            let rc = self.class_of(recv)?;
                            self.classes
                                .class(rc)
                                .dispatch
                                .get(&selector)
                                .copied()
                                .unwrap_or(resolved)
                        };
                        match self.invoke(target, *pc)? {
                            Invoked::InPlace => {}
                            Invoked::Pushed => continue 'frames,
                            Invoked::Reload => return Ok(()),
                        }
                    }
                    Insn::InvokeDynamic(idx) => match self.link_call_site(&class, *idx)? {
                        super::indy::CallSite::Method(mid) => match self.invoke(mid, *pc)? {
                            Invoked::InPlace => {}
                            Invoked::Pushed => continue 'frames,
                            Invoked::Reload => return Ok(()),
                        },
                        super::indy::CallSite::Constant(r) => {
                            self.state.thread.stack.push(Value::Ref(r));
                        }
                    },
                    Insn::New(idx) => {
                        let cid = self.resolve_class(&class, *idx)?;
                        let c = self.classes.class(cid);
                        if c.access & (ACC_INTERFACE | ACC_ABSTRACT) != 0 {
                            let name = c.java_name();
                            return Err(self.throw_new("java/lang/InstantiationError", Some(&name)));
                        }
                        if self.state.init[cid as usize] != InitState::Initialized {
                            self.save_pc(*pc);
                            if self.begin_init(cid)? {
                                return Ok(());
                            }
                        }
                        self.record_class_use(cid);
                        // The layout's fields, and a java.lang.Class object's hidden slot.
                        let fields = self.classes.class(cid).instance_layout.len() + 1;
                        self.make_room(Body::object_bytes(fields))?;
                        let r = self.new_object(cid);
                        self.state.thread.stack.push(Value::Ref(r));
                    }
                    Insn::NewArray(t) => {
                        let n = pop_i(s)?;
                        let cid = self.load(t.descriptor())?;
                        let r = self.new_array_at_safe_point(cid, n)?;
                        self.state.thread.stack.push(Value::Ref(r));
                    }
                    Insn::ANewArray(idx) => {
                        let n = pop_i(s)?;
                        let component = self.resolve_class(&class, *idx)?;
                        let cid = self.array_class_for(component)?;
                        let r = self.new_array_at_safe_point(cid, n)?;
                        self.state.thread.stack.push(Value::Ref(r));
                    }
                    Insn::MultiANewArray(idx, dims) => {
                        let mut counts = Vec::with_capacity(*dims as usize);
                        for _ in 0..*dims {
                            counts.push(pop_i(s)?);
                        }
                        counts.reverse();
                        let cid = self.resolve_class(&class, *idx)?;
                        if let Some(&neg) = counts.iter().find(|&&c| c < 0) {
                            return Err(self.throw_new(
                                "java/lang/NegativeArraySizeException",
                                Some(&neg.to_string()),
                            ));
                        }
                        let bytes = self.multi_array_bytes(cid, &counts)?;
                        self.make_room(bytes)?;
                        let r = self.new_multi_array(cid, &counts)?;
                        self.state.thread.stack.push(Value::Ref(r));
                    }
                    Insn::ArrayLength => {
                        let a = pop_r(s)?;
                        match self.state.heap.get(a).map(|o| &o.body) {
                            Some(Body::Array(arr)) => {
                                let n = arr.len() as i32;
                                self.state.thread.stack.push(Value::Int(n));
                            }
                            _ if a == NULL => return Err(self.npe("Cannot read the array length")),
                            _ => {
                                return Err(Trap::Error(VmError::internal(
                                    "",
                                    "arraylength on a non-array",
                                )));
                            }
                        }
                    }
                    Insn::Athrow => {
                        let ex = pop_r(s)?;
                        if ex == NULL {
                            return Err(self.npe("Cannot throw exception"));
                        }
                        return Err(Trap::Throw(ex));
                    }
                    Insn::CheckCast(idx) => {
                        let r = match s.last() {
                            Some(Value::Ref(r)) => *r,
                            other => return Err(mismatch("reference", other.copied())),
                        };
                        if r != NULL {
                            let target = self.resolve_class(&class, *idx)?;
                            let rc = self.class_of(r)?;
                            if !self.classes.is_assignable(rc, target) {
                                let msg = self.class_cast_message(rc, target);
                                return Err(
                                    self.throw_new("java/lang/ClassCastException", Some(&msg))
                                );
                            }
                        }
                    }
                    Insn::InstanceOf(idx) => {
                        let r = pop_r(s)?;
                        let result = if r == NULL {
                            0
                        } else {
                            let target = self.resolve_class(&class, *idx)?;
                            let rc = self.class_of(r)?;
                            i32::from(self.classes.is_assignable(rc, target))
                        };
                        self.state.thread.stack.push(Value::Int(result));
                    }
                    Insn::MonitorEnter => {
                        let obj = match s.last() {
                            Some(Value::Ref(r)) => *r,
                            other => return Err(mismatch("reference", other.copied())),
                        };
                        if obj == NULL {
                            s.pop();
                            return Err(self.npe("Cannot enter synchronized block"));
                        }
                        self.save_pc(*pc);
                        if !self.monitor_enter(obj)? {
                            return Ok(());
                        }
                        self.state.thread.stack.pop();
                    }
                    Insn::MonitorExit => {
                        let obj = pop_r(s)?;
                        if obj == NULL {
                            return Err(self.npe("Cannot exit synchronized block"));
                        }
                        self.monitor_exit(obj)?;
                    }
                }
                *pc += 1;
            }
        }
    }

    fn save_pc(&mut self, pc: usize) {
        if let Some(f) = self.state.thread.frames.last_mut() {
            f.pc = pc as u32;
        }
    }

    /// Invokes a selected method whose arguments are on the operand stack.
    fn invoke(&mut self, mid: MethodId, pc: usize) -> Exec<Invoked> {
        let m = self.classes.method(mid).clone();
        let synchronized = m.access & ACC_SYNCHRONIZED != 0;
        if synchronized {
            if m.native.is_some() {
                return Err(Trap::Error(VmError::unsupported(
                    "",
                    format!(
                        "synchronized native method {}",
                        self.classes.method_label(mid)
                    ),
                )));
            }
            let s = &self.state.thread.stack;
            let at = s.len().checked_sub(m.arg_slots).ok_or_else(underflow)?;
            let obj = self.synchronized_on(&m, at)?;
            self.save_pc(pc);
            if !self.monitor_enter(obj)? {
                return Ok(Invoked::Reload);
            }
        }
        if m.native.is_some()
            && self.state.threads.concurrent
            && super::threads::every_access_schedules()
        {
            self.save_pc(pc);
            self.shared_access(NULL)?;
        }
        if let Some(native) = m.native {
            let s = &mut self.state.thread.stack;
            let at = s.len().checked_sub(m.arg_slots).ok_or_else(underflow)?;
            // Arguments move to a buffer on the Rust stack (natives take few).
            let mut buf = [Value::Top; 8];
            let spilled;
            let args: &[Value] = if m.arg_slots <= buf.len() {
                buf[..m.arg_slots].copy_from_slice(&s[at..]);
                s.truncate(at);
                &buf[..m.arg_slots]
            } else {
                spilled = s.split_off(at);
                &spilled
            };
            self.save_pc(pc);
            if let Some(f) = self.state.thread.frames.last() {
                let caller = f.method;
                self.set_site(caller, pc);
            }
            match native(self, args) {
                Ok(Some(v)) => push_value(&mut self.state.thread.stack, v),
                Ok(None) => {}
                // A scheduling point before the call (the native put its arguments back).
                Err(Trap::Choice(c)) if c.kind == "thread" => return Err(Trap::Choice(c)),
                Err(Trap::Choice(mut c)) => {
                    // The call has not happened yet. What the state must hold of it is its
                    // options, not its arguments (an option array the program builds for
                    // every call would otherwise keep a new object in every state): they
                    // stand on the stack in its arguments' place until the choice resumes.
                    let stack = &mut self.state.thread.stack;
                    let before = stack.len();
                    match &c.values {
                        Options::Range(min, max) => {
                            stack.extend([Value::Int(*min), Value::Int(*max), Value::Int(-1)])
                        }
                        Options::List(v) => {
                            stack.extend(v.iter().map(|&x| Value::Int(x)));
                            stack.push(Value::Int(v.len() as i32));
                        }
                    }
                    c.arg_slots = stack.len() - before;
                    return Err(Trap::Choice(c));
                }
                Err(Trap::Call(target, target_args)) => {
                    if self.classes.method(target).code.is_none() {
                        return Err(Trap::Error(VmError::internal(
                            "",
                            format!(
                                "a native handed over to {}, which has no code",
                                self.classes.method_label(target)
                            ),
                        )));
                    }
                    let tm = self.classes.method(target).clone();
                    if tm.access & ACC_SYNCHRONIZED != 0 {
                        let obj = if tm.is_static() {
                            self.class_object(tm.class)
                        } else {
                            target_args.first().and_then(|v| v.as_ref()).unwrap_or(NULL)
                        };
                        self.enter_without_blocking(obj)?;
                    }
                    self.state.thread.stack.extend_from_slice(&target_args);
                    self.push_frame(target)?;
                    return Ok(Invoked::Pushed);
                }
                Err(Trap::Reenter) => return Ok(Invoked::Reload),
                Err(Trap::Bytecode) => {
                    self.state.thread.stack.extend_from_slice(args);
                    self.push_frame(mid)?;
                    return Ok(Invoked::Pushed);
                }
                Err(e) => return Err(e),
            }
            if let Some(must_leave) = self.reschedule.take() {
                // The call is complete; the thread stands after it while others may run.
                self.save_pc(pc + 1);
                self.schedule(must_leave)?;
                return Ok(Invoked::Reload);
            }
            return Ok(Invoked::InPlace);
        }
        if m.code.is_some() {
            self.save_pc(pc);
            self.push_frame(mid)?;
            return Ok(Invoked::Pushed);
        }
        let label = self.classes.method_label(mid);
        if m.is_abstract() {
            return Err(self.throw_new("java/lang/AbstractMethodError", Some(&label)));
        }
        Err(Trap::Error(VmError::unsupported(
            "",
            format!("native method {label} is not implemented by ironpf"),
        )))
    }

    /// A scheduling point before an array element access whose array stands `depth` slots
    /// below the top of the operand stack.
    #[cold]
    fn element_access_point(&mut self, pc: usize, depth: usize) -> Exec<()> {
        let s = &self.state.thread.stack;
        let Some(&Value::Ref(obj)) = s.get(s.len().wrapping_sub(depth + 1)) else {
            return Ok(());
        };
        if obj == NULL {
            return Ok(());
        }
        self.save_pc(pc);
        self.data_access(obj)
    }

    /// A scheduling point before an access to field `slot` of the object `depth` slots below
    /// the top of the operand stack; none for a final field (written before the object is
    /// shared, unless its constructor lets it escape).
    #[cold]
    fn field_access_point(&mut self, pc: usize, depth: usize, slot: u32) -> Exec<()> {
        let s = &self.state.thread.stack;
        let Some(&Value::Ref(obj)) = s.get(s.len().wrapping_sub(depth + 1)) else {
            return Ok(());
        };
        let Some(o) = self.state.heap.get(obj) else {
            return Ok(());
        };
        let class = self.classes.class(o.class);
        if class
            .final_fields
            .get(slot as usize)
            .copied()
            .unwrap_or(false)
        {
            return Ok(());
        }
        self.save_pc(pc);
        self.data_access(obj)
    }

    /// Whether static field `slot` of `class` is final.
    fn final_static(&self, class: ClassId, slot: u32) -> bool {
        self.classes.class(class).fields.iter().any(|f| {
            f.slot == slot
                && f.access & crate::classfile::ACC_STATIC != 0
                && f.access & crate::classfile::ACC_FINAL != 0
        })
    }

    /// The object a synchronized method's frame (its locals at `base`) locks: the class
    /// object of a static method, the receiver of an instance method.
    fn synchronized_on(&mut self, m: &crate::runtime::Method, base: usize) -> Exec<Ref> {
        if m.is_static() {
            return Ok(self.class_object(m.class));
        }
        match self.state.thread.stack.get(base) {
            Some(Value::Ref(r)) if *r != NULL => Ok(*r),
            other => Err(Trap::Error(VmError::internal(
                self.classes.method_label(m.id),
                format!("a synchronized method's receiver is {other:?}"),
            ))),
        }
    }

    fn array_load(&mut self) -> Exec<()> {
        let s = &mut self.state.thread.stack;
        let i = pop_i(s)?;
        let a = pop_r(s)?;
        if self.accesses.is_some() {
            self.record_member(a, i as u32 as u64, false);
        }
        let v = match self.state.heap.get(a).map(|o| &o.body) {
            Some(Body::Array(arr)) => match array_get(arr, i) {
                Some(v) => v,
                None => {
                    let len = arr.len();
                    return Err(self.aioobe(i, len));
                }
            },
            _ if a == NULL => return Err(self.npe("Cannot load from array")),
            _ => {
                return Err(Trap::Error(VmError::internal(
                    "",
                    "array load on a non-array",
                )));
            }
        };
        push_value(&mut self.state.thread.stack, v);
        Ok(())
    }

    fn array_store(&mut self, wide: bool) -> Exec<()> {
        let s = &mut self.state.thread.stack;
        if wide {
            s.pop();
        }
        let v = pop(s)?;
        let i = pop_i(s)?;
        let a = pop_r(s)?;
        if self.accesses.is_some() {
            let old = match self.state.heap.get(a).map(|o| &o.body) {
                Some(Body::Array(arr)) => array_get(arr, i),
                _ => None,
            };
            self.record_member(a, i as u32 as u64, !is_silent_store(old, v));
        }
        let array_class = match self.state.heap.get(a) {
            Some(o) => o.class,
            None if a == NULL => return Err(self.npe("Cannot store to array")),
            None => {
                return Err(Trap::Error(VmError::internal(
                    "",
                    "array store on a dangling reference",
                )));
            }
        };
        // aastore: the value must be assignable to the component type.
        if let Value::Ref(r) = v
            && r != NULL
            && let Some((_, component)) = self.array_class_of(array_class)
        {
            let vc = self.class_of(r)?;
            if !self.classes.is_assignable(vc, component) {
                let name = self.classes.class(vc).java_name();
                let len = match self.state.heap.get(a).map(|o| &o.body) {
                    Some(Body::Array(arr)) => arr.len(),
                    _ => 0,
                };
                if i < 0 || i as usize >= len {
                    return Err(self.aioobe(i, len));
                }
                return Err(self.throw_new("java/lang/ArrayStoreException", Some(&name)));
            }
        }
        match self.state.heap.get_mut(a).map(|o| &mut o.body) {
            Some(Body::Array(arr)) => match array_set(arr, i, v) {
                Some(true) => Ok(()),
                Some(false) => Err(Trap::Error(VmError::internal(
                    "",
                    "array store of the wrong type",
                ))),
                None => {
                    let len = arr.len();
                    Err(self.aioobe(i, len))
                }
            },
            _ if a & super::heap::PERMANENT != 0 => {
                let len = match self.state.heap.get(a).map(|o| &o.body) {
                    Some(Body::Array(arr)) => arr.len(),
                    _ => 0,
                };
                if i < 0 || i as usize >= len {
                    return Err(self.aioobe(i, len));
                }
                Err(self.write_to_permanent(a))
            }
            _ => Err(Trap::Error(VmError::internal(
                "",
                "array store on a non-array",
            ))),
        }
    }

    /// The error for a write into a permanent object (runtime machinery, a string literal or
    /// a constant frozen at boot): they are outside the state, so a write would be lost.
    fn write_to_permanent(&self, r: Ref) -> Trap {
        let class = self
            .state
            .heap
            .get(r)
            .map(|o| self.classes.class(o.class).java_name())
            .unwrap_or_default();
        Trap::Error(VmError::internal(
            "",
            format!(
                "a write into a permanent {class} object (runtime machinery, a string literal or a constant frozen at boot; see jvm-stubs/README.md)"
            ),
        ))
    }

    pub fn aioobe(&mut self, i: i32, len: usize) -> Trap {
        self.throw_new(
            "java/lang/ArrayIndexOutOfBoundsException",
            Some(&format!("Index {i} out of bounds for length {len}")),
        )
    }

    /// A NullPointerException. The message is the start of a JDK helpful message; programs
    /// compared with `java` should not depend on it.
    pub fn npe(&mut self, what: &str) -> Trap {
        let _ = what;
        self.throw_new("java/lang/NullPointerException", None)
    }

    fn npe_invoke(&mut self, mid: MethodId) -> Trap {
        let label = self.classes.method_label(mid);
        self.npe(&format!("Cannot invoke \"{label}\""))
    }

    fn class_cast_message(&self, from: ClassId, to: ClassId) -> String {
        // An array class is in its element type's module and loader (JVMS 5.3.3).
        let where_is = |mut c: ClassId| -> String {
            while let Some((_, component)) = self.array_class_of(c) {
                c = component;
            }
            if self.is_runtime_class(c) {
                "module java.base of loader 'bootstrap'".to_string()
            } else {
                "unnamed module of loader 'app'".to_string()
            }
        };
        let (a, b) = (
            self.classes.class(from).java_name(),
            self.classes.class(to).java_name(),
        );
        let (wa, wb) = (where_is(from), where_is(to));
        if wa == wb {
            format!("class {a} cannot be cast to class {b} ({a} and {b} are in {wa})")
        } else {
            format!("class {a} cannot be cast to class {b} ({a} is in {wa}; {b} is in {wb})")
        }
    }

    /// A new zeroed array, where no collection may run (see [`Vm::new_array_at_safe_point`]).
    pub fn new_array(&mut self, array_class: ClassId, n: i32) -> Exec<Ref> {
        self.allocate_array(array_class, n, false)
    }

    /// A new zeroed array for an instruction: the heap makes room first (see
    /// [`Vm::make_room`]).
    fn new_array_at_safe_point(&mut self, array_class: ClassId, n: i32) -> Exec<Ref> {
        self.allocate_array(array_class, n, true)
    }

    fn allocate_array(&mut self, array_class: ClassId, n: i32, safe_point: bool) -> Exec<Ref> {
        let elem = self.array_elem(array_class)?;
        let bytes = self.array_bytes(elem, n)?;
        if safe_point {
            self.make_room(bytes)?;
        } else {
            self.check_size(bytes)?;
        }
        Ok(self
            .state
            .heap
            .alloc(array_class, Body::Array(Array::new(elem, n as usize))))
    }

    /// The element kind of an array class (its component descriptor's first character).
    fn array_elem(&self, array_class: ClassId) -> Exec<u8> {
        match &self.classes.class(array_class).kind {
            ClassKind::Array { component, .. } => Ok(component.as_bytes()[0]),
            _ => Err(Trap::Error(VmError::internal(
                "",
                "new_array of a non-array class",
            ))),
        }
    }

    /// The bytes an array of `n` elements of kind `elem` takes (see [`Body::bytes`]), after
    /// the checks the JVM makes of a length: NegativeArraySizeException, and
    /// OutOfMemoryError for a length no JVM array can have.
    fn array_bytes(&mut self, elem: u8, n: i32) -> Exec<usize> {
        if n < 0 {
            return Err(
                self.throw_new("java/lang/NegativeArraySizeException", Some(&n.to_string()))
            );
        }
        if n > i32::MAX - 2 {
            return Err(self.throw_new(
                "java/lang/OutOfMemoryError",
                Some("Requested array size exceeds VM limit"),
            ));
        }
        Ok(Body::array_bytes(elem, n as usize))
    }

    /// The bytes a `multianewarray` allocates in all (saturating).
    fn multi_array_bytes(&mut self, array_class: ClassId, counts: &[i32]) -> Exec<usize> {
        let mut total = 0usize;
        let mut arrays = 1usize;
        let mut class = array_class;
        for &n in counts {
            let elem = self.array_elem(class)?;
            let one = self.array_bytes(elem, n)?;
            total = total.saturating_add(arrays.saturating_mul(one));
            arrays = arrays.saturating_mul(n as usize);
            match self.array_class_of(class) {
                Some((_, component)) => class = component,
                None => break,
            }
        }
        Ok(total)
    }

    fn new_multi_array(&mut self, array_class: ClassId, counts: &[i32]) -> Exec<Ref> {
        let r = self.new_array(array_class, counts[0])?;
        if counts.len() > 1 {
            let Some((_, component)) = self.array_class_of(array_class) else {
                return Err(Trap::Error(VmError::internal(
                    "",
                    "multianewarray dimensions exceed the type",
                )));
            };
            for i in 0..counts[0] as usize {
                let sub = self.new_multi_array(component, &counts[1..])?;
                if let Some(Body::Array(Array::Ref(v))) =
                    self.state.heap.get_mut(r).map(|o| &mut o.body)
                {
                    v[i] = sub;
                }
            }
        }
        Ok(r)
    }

    /// The array class whose components are `component`.
    pub fn array_class_for(&mut self, component: ClassId) -> Exec<ClassId> {
        let a = self.classes.array_class(component)?;
        self.sync_class_tables();
        Ok(a)
    }

    // ----- resolution (JVMS 5.4.3), cached per class and pool index -----

    pub fn resolve_class(&mut self, class: &Rc<Class>, idx: u16) -> Exec<ClassId> {
        if let Resolved::Class(c) = class.cache[idx as usize].get() {
            return Ok(c);
        }
        let Constant::Class(name) = &class.pool[idx as usize] else {
            return Err(Trap::Error(VmError::internal(
                "",
                format!("pool entry {idx} is not a class"),
            )));
        };
        let c = self.load(name)?;
        class.cache[idx as usize].set(Resolved::Class(c));
        Ok(c)
    }

    fn member_ref<'a>(&self, class: &'a Class, idx: u16) -> Exec<&'a MemberRef> {
        match &class.pool[idx as usize] {
            Constant::FieldRef(m) | Constant::MethodRef(m) | Constant::InterfaceMethodRef(m) => {
                Ok(m)
            }
            other => Err(Trap::Error(VmError::internal(
                "",
                format!("pool entry {idx} is {other:?}, not a member"),
            ))),
        }
    }

    /// A missing member: a guest NoSuchFieldError/NoSuchMethodError when the program's own
    /// classes disagree, a VM error when ironpf's runtime library lacks a JDK member.
    fn missing_member(&mut self, owner: ClassId, m: &MemberRef, field: bool) -> Trap {
        let owner_name = self.classes.class(owner).java_name();
        if self.is_runtime_class(owner) {
            let what = if field { "field" } else { "method" };
            return Trap::Error(VmError::unsupported(
                "",
                format!(
                    "{what} {owner_name}.{}{} is not in ironpf's Java runtime library",
                    m.name, m.descriptor
                ),
            ));
        }
        if field {
            self.throw_new("java/lang/NoSuchFieldError", Some(&m.name))
        } else {
            let msg = format!("'{}' {}.{}", m.descriptor, owner_name, m.name);
            self.throw_new("java/lang/NoSuchMethodError", Some(&msg))
        }
    }

    fn resolve_field(&mut self, class: &Rc<Class>, idx: u16, want_static: bool) -> Exec<Resolved> {
        let cached = class.cache[idx as usize].get();
        if cached != Resolved::Unresolved {
            return Ok(cached);
        }
        let m = self.member_ref(class, idx)?.clone();
        let owner = self.load(&m.class)?;
        let Some((decl, f)) = self.classes.find_field(owner, &m.name, &m.descriptor) else {
            return Err(self.missing_member(owner, &m, true));
        };
        let is_static = f.access & ACC_STATIC != 0;
        if is_static != want_static {
            let msg = format!(
                "Expected {} field {}.{}",
                if want_static { "static" } else { "non-static" },
                self.classes.class(decl).java_name(),
                m.name
            );
            return Err(self.throw_new("java/lang/IncompatibleClassChangeError", Some(&msg)));
        }
        let wide = matches!(m.descriptor.as_bytes()[0], b'J' | b'D');
        let r = if is_static {
            Resolved::Static {
                class: decl,
                slot: f.slot,
                wide,
            }
        } else {
            Resolved::Field { slot: f.slot, wide }
        };
        class.cache[idx as usize].set(r);
        Ok(r)
    }

    fn resolve_static(&mut self, class: &Rc<Class>, idx: u16) -> Exec<(ClassId, u32, bool)> {
        match self.resolve_field(class, idx, true)? {
            Resolved::Static { class, slot, wide } => Ok((class, slot, wide)),
            _ => Err(Trap::Error(VmError::internal(
                "",
                "static field resolved to an instance field",
            ))),
        }
    }

    fn resolve_instance_field(&mut self, class: &Rc<Class>, idx: u16) -> Exec<(u32, bool)> {
        match self.resolve_field(class, idx, false)? {
            Resolved::Field { slot, wide } => Ok((slot, wide)),
            _ => Err(Trap::Error(VmError::internal(
                "",
                "instance field resolved to a static field",
            ))),
        }
    }

    fn resolve_method(&mut self, class: &Rc<Class>, idx: u16) -> Exec<MethodId> {
        let m = self.member_ref(class, idx)?.clone();
        let owner = self.load(&m.class)?;
        match self.classes.find_method(owner, &m.name, &m.descriptor) {
            Some(mid) => Ok(mid),
            None => Err(self.missing_member(owner, &m, false)),
        }
    }

    fn resolve_static_method(&mut self, class: &Rc<Class>, idx: u16) -> Exec<MethodId> {
        if let Resolved::Method(m) = class.cache[idx as usize].get() {
            return Ok(m);
        }
        let mid = self.resolve_method(class, idx)?;
        if !self.classes.method(mid).is_static() {
            let label = self.classes.method_label(mid);
            return Err(self.throw_new(
                "java/lang/IncompatibleClassChangeError",
                Some(&format!("Expected static method {label}")),
            ));
        }
        class.cache[idx as usize].set(Resolved::Method(mid));
        Ok(mid)
    }

    /// invokespecial: constructors and private methods run as resolved; `super.m()` selects
    /// from the current class's superclass (JVMS 6.5 invokespecial).
    fn resolve_special(&mut self, class: &Rc<Class>, idx: u16) -> Exec<MethodId> {
        if let Resolved::Method(m) = class.cache[idx as usize].get() {
            return Ok(m);
        }
        let mut mid = self.resolve_method(class, idx)?;
        let m = self.classes.method(mid).clone();
        let owner = self.classes.class(m.class).clone();
        if m.name != "<init>"
            && !m.is_private()
            && !owner.is_interface()
            && owner.id != class.id
            && let Some(sup) = class.super_class
            && self.classes.is_assignable(class.id, owner.id)
            && let Some(sel) = self.classes.find_method(sup, &m.name, &m.descriptor)
        {
            mid = sel;
        }
        class.cache[idx as usize].set(Resolved::Method(mid));
        Ok(mid)
    }

    fn resolve_virtual(&mut self, class: &Rc<Class>, idx: u16) -> Exec<(Selector, MethodId, bool)> {
        if let Resolved::Virtual {
            selector,
            resolved,
            direct,
        } = class.cache[idx as usize].get()
        {
            return Ok((selector, resolved, direct));
        }
        let mid = self.resolve_method(class, idx)?;
        let m = self.classes.method(mid).clone();
        if m.is_static() {
            let label = self.classes.method_label(mid);
            return Err(self.throw_new(
                "java/lang/IncompatibleClassChangeError",
                Some(&format!("Expected non-static method {label}")),
            ));
        }
        let owner_final = self.classes.class(m.class).access & ACC_FINAL != 0;
        let direct = m.is_private() || m.access & ACC_FINAL != 0 || owner_final;
        let r = Resolved::Virtual {
            selector: m.selector,
            resolved: mid,
            direct,
        };
        class.cache[idx as usize].set(r);
        Ok((m.selector, mid, direct))
    }
}

fn member_name(class: &Class, idx: u16) -> String {
    match &class.pool[idx as usize] {
        Constant::FieldRef(m) | Constant::MethodRef(m) | Constant::InterfaceMethodRef(m) => {
            m.name.clone()
        }
        _ => String::new(),
    }
}

/// Records an access to stack slot `i` (see [`Vm::watch_below`]).
#[cold]
fn record_slot(accesses: &mut Option<Vec<crate::vm::Access>>, i: usize, write: bool) {
    if let Some(acc) = accesses {
        acc.push(crate::vm::Access {
            location: (crate::vm::LOC_SLOT, i as u64),
            write,
        });
    }
}
