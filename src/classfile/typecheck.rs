//! Bytecode verification of types (JVMS 4.10), after the structural checks of
//! [`super::verify`]: every instruction finds operands of the types it needs on the operand
//! stack and in the local variables, fields and methods get values of their declared types,
//! methods return what their descriptor says, objects are used only after their constructor
//! has run (except to call it and, in a constructor, to set this class's own fields before the
//! superclass constructor), a constructor returns only once `this` is initialized, and what a
//! handler catches is a `Throwable`.
//!
//! Two algorithms, as the JVM chooses them by class-file version:
//! - *type checking* (JVMS 4.10.1) for version 50 and later: the method's StackMapTable gives
//!   the types at every branch target and handler, and one linear pass checks each
//!   instruction against them. Version 50 falls back to type inference when type checking
//!   fails, as HotSpot does (`FailOverToOldVerifier`); from version 51 a missing or wrong
//!   frame is a `VerifyError`.
//! - *type inference* (JVMS 4.10.2) before version 50: data flow over the instruction graph,
//!   merging the types that meet at a join (two class types merge to their first common
//!   superclass, where an interface counts as `Object`; differing local variables become
//!   unusable).
//!
//! Assignability between class types needs the class hierarchy. As in HotSpot, a target that
//! is `Object`, the same class, or an interface (which the verifier treats as `Object`: the
//! check happens when the interface method is called) needs nothing more; otherwise the
//! classes' superclass chains are read through a [`Hierarchy`], which finds classes without
//! initializing them (and here without defining them either: only their names, superclasses
//! and interface flags are read). A class that cannot be found or read there fails the
//! verification with the error loading it would raise, as in HotSpot.
//!
//! Not checked (documented in docs/user-guide.md): the protected-member rule of JVMS 4.10.1.8 (a
//! protected member of a superclass in another package accessed through a reference of
//! another type; HotSpot's check needs the member resolved), and that the class of an
//! `invokespecial` on an interface is a direct superinterface.

use std::rc::Rc;

use hashbrown::HashMap;

use super::bytecode::{Code, Insn, mnemonic};
use super::liveness::falls_through;
use super::{ACC_INTERFACE, ACC_STATIC, ClassFile, Constant, MethodDef};

/// What the verifier needs to know about a class other than the one it checks.
#[derive(Clone, Debug)]
pub struct ClassInfo {
    pub super_name: Option<String>,
    pub interface: bool,
}

/// Finds classes for assignability checks, without initializing them.
pub trait Hierarchy {
    type Error;
    fn class_info(&mut self, name: &str) -> Result<ClassInfo, Self::Error>;
}

/// Why a class fails: a verification error (the message names method and pc), or the error
/// of finding a class the check needed.
#[derive(Debug)]
pub enum Failure<E> {
    Verify(String),
    Load(E),
}

type R<T, E> = Result<T, Failure<E>>;

/// Parameter types and return type (`None`: void) of a method descriptor.
type Signature = (Rc<[VType]>, Option<VType>);

fn bad<T, E>(msg: impl Into<String>) -> R<T, E> {
    Err(Failure::Verify(msg.into()))
}

/// A verification type (JVMS 4.10.1.2), one per local-variable or operand-stack slot: a long
/// or double takes its type and then its second half.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum VType {
    Top,
    Int,
    Float,
    Long,
    Double,
    LongHi,
    DoubleHi,
    Null,
    UninitThis,
    /// The object made by the `new` at this byte pc, before its constructor ran.
    Uninit(u32),
    /// A class or array type (interned name: `java/lang/String`, `[I`, `[Ljava/lang/Object;`).
    Ref(u32),
}

impl VType {
    fn is_hi(self) -> bool {
        matches!(self, VType::LongHi | VType::DoubleHi)
    }
    fn is_reference(self) -> bool {
        matches!(self, VType::Null | VType::Ref(_))
    }
    fn is_uninit(self) -> bool {
        matches!(self, VType::UninitThis | VType::Uninit(_))
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Frame {
    locals: Vec<VType>,
    stack: Vec<VType>,
    /// JVMS `flagThisUninit`: `this` has not been initialized yet (in a constructor).
    this_uninit: bool,
}

/// Verifies the types in every method of `cf`. Structural checks ([`super::verify::verify`])
/// must have passed.
pub fn verify_types<H: Hierarchy>(cf: &ClassFile, h: &mut H) -> Result<(), Failure<H::Error>> {
    let mut c = Checker::new(cf, h);
    for m in &cf.methods {
        let Some(code) = &m.code else { continue };
        c.method(m, code).map_err(|f| match f {
            Failure::Verify(e) => Failure::Verify(format!("{}{}: {e}", m.name, m.descriptor)),
            other => other,
        })?;
    }
    Ok(())
}

/// Per-method facts the instruction rules need.
struct MethodCtx<'c> {
    code: &'c Code,
    /// `None`: returns void.
    ret: Option<VType>,
    is_init: bool,
}

struct Checker<'a, H: Hierarchy> {
    cf: &'a ClassFile,
    h: &'a mut H,
    names: Vec<String>,
    ids: HashMap<String, u32>,
    /// Superclass and interface flag of each class asked about.
    infos: HashMap<u32, (Option<u32>, bool)>,
    sigs: HashMap<String, Signature>,
    components: HashMap<u32, Option<VType>>,
    object: u32,
    throwable: u32,
    this_class: u32,
    super_class: Option<u32>,
    cloneable: u32,
    serializable: u32,
}

/// Longest superclass chain followed before giving up (a cycle is a ClassCircularityError
/// when the class is loaded; here it only must not loop).
const MAX_CHAIN: usize = 4096;

impl<'a, H: Hierarchy> Checker<'a, H> {
    fn new(cf: &'a ClassFile, h: &'a mut H) -> Self {
        let mut c = Checker {
            cf,
            h,
            names: Vec::new(),
            ids: HashMap::new(),
            infos: HashMap::new(),
            sigs: HashMap::new(),
            components: HashMap::new(),
            object: 0,
            throwable: 0,
            this_class: 0,
            super_class: None,
            cloneable: 0,
            serializable: 0,
        };
        c.object = c.intern("java/lang/Object");
        c.throwable = c.intern("java/lang/Throwable");
        c.cloneable = c.intern("java/lang/Cloneable");
        c.serializable = c.intern("java/io/Serializable");
        c.this_class = c.intern(&cf.name);
        c.super_class = cf.super_name.as_deref().map(|s| c.intern(s));
        let interface = cf.access & ACC_INTERFACE != 0;
        c.infos.insert(c.this_class, (c.super_class, interface));
        c
    }

    fn intern(&mut self, name: &str) -> u32 {
        if let Some(&id) = self.ids.get(name) {
            return id;
        }
        let id = self.names.len() as u32;
        self.names.push(name.to_string());
        self.ids.insert(name.to_string(), id);
        id
    }

    fn describe(&self, t: VType) -> String {
        match t {
            VType::Top => "top (unusable)".into(),
            VType::Int => "int".into(),
            VType::Float => "float".into(),
            VType::Long => "long".into(),
            VType::Double => "double".into(),
            VType::LongHi => "the second half of a long".into(),
            VType::DoubleHi => "the second half of a double".into(),
            VType::Null => "null".into(),
            VType::UninitThis => "uninitializedThis".into(),
            VType::Uninit(pc) => format!("uninitialized object of the new at pc {pc}"),
            VType::Ref(n) => format!("'{}'", self.names[n as usize]),
        }
    }

    /// Superclass and interface flag of a class, asking the hierarchy the first time.
    fn info(&mut self, id: u32) -> R<(Option<u32>, bool), H::Error> {
        if let Some(&i) = self.infos.get(&id) {
            return Ok(i);
        }
        let name = self.names[id as usize].clone();
        let info = self.h.class_info(&name).map_err(Failure::Load)?;
        let sup = info.super_name.as_deref().map(|s| self.intern(s));
        self.infos.insert(id, (sup, info.interface));
        Ok((sup, info.interface))
    }

    fn is_array(&self, id: u32) -> bool {
        self.names[id as usize].starts_with('[')
    }

    /// The verification type of a field descriptor (`I`, `Ljava/lang/String;`, `[I`).
    fn field_type(&mut self, desc: &str) -> VType {
        match desc.as_bytes().first() {
            Some(b'Z' | b'B' | b'C' | b'S' | b'I') => VType::Int,
            Some(b'F') => VType::Float,
            Some(b'J') => VType::Long,
            Some(b'D') => VType::Double,
            Some(b'L') => {
                let inner = &desc[1..desc.len() - 1];
                VType::Ref(self.intern(inner))
            }
            _ => VType::Ref(self.intern(desc)),
        }
    }

    /// The type of a class constant's name: a class (`java/lang/String`) or an array
    /// descriptor (`[I`).
    fn class_type(&mut self, name: &str) -> VType {
        VType::Ref(self.intern(name))
    }

    /// Element type of an array type, or `None` when `id` is no array.
    fn component(&mut self, id: u32) -> Option<VType> {
        if let Some(&c) = self.components.get(&id) {
            return c;
        }
        let name = &self.names[id as usize];
        let c = match name.strip_prefix('[') {
            Some(rest) => {
                let rest = rest.to_string();
                Some(self.field_type(&rest))
            }
            None => None,
        };
        self.components.insert(id, c);
        c
    }

    /// Parameter types and return type (`None`: void) of a method descriptor.
    fn signature(&mut self, desc: &str) -> R<Signature, H::Error> {
        if let Some(s) = self.sigs.get(desc) {
            return Ok(s.clone());
        }
        let t = super::descriptor::MethodType::parse(desc).map_err(Failure::Verify)?;
        let params: Rc<[VType]> = t.params.iter().map(|p| self.field_type(p)).collect();
        let ret = if t.ret == "V" {
            None
        } else {
            Some(self.field_type(&t.ret))
        };
        self.sigs.insert(desc.to_string(), (params, ret));
        Ok(self.sigs[desc].clone())
    }

    // ---- assignability (JVMS 4.10.1.2) ----

    fn is_assignable(&mut self, from: VType, to: VType) -> R<bool, H::Error> {
        if from == to {
            return Ok(true);
        }
        Ok(match (from, to) {
            (_, VType::Top) => true,
            (VType::Null, VType::Ref(_)) => true,
            (VType::Ref(f), VType::Ref(t)) => self.ref_assignable(f, t)?,
            _ => false,
        })
    }

    /// Whether a value of class or array type `f` may be used as one of type `t` (HotSpot's
    /// `is_reference_assignable_from`: interfaces as `Object`, except that an array is only
    /// a `Cloneable` and a `Serializable`).
    fn ref_assignable(&mut self, f: u32, t: u32) -> R<bool, H::Error> {
        if f == t || t == self.object {
            return Ok(true);
        }
        if self.is_array(t) {
            if !self.is_array(f) {
                return Ok(false);
            }
            return Ok(match (self.component(f), self.component(t)) {
                (Some(VType::Ref(fc)), Some(VType::Ref(tc))) => self.ref_assignable(fc, tc)?,
                _ => false,
            });
        }
        let (_, t_interface) = self.info(t)?;
        if t_interface {
            return Ok(!self.is_array(f) || t == self.cloneable || t == self.serializable);
        }
        if self.is_array(f) {
            return Ok(false);
        }
        let mut cur = f;
        for _ in 0..MAX_CHAIN {
            if cur == t {
                return Ok(true);
            }
            match self.info(cur)?.0 {
                Some(s) => cur = s,
                None => return Ok(false),
            }
        }
        bad(format!(
            "the superclass chain of {} is circular or longer than {MAX_CHAIN}",
            self.names[f as usize]
        ))
    }

    /// The type two values merge to at a join (type inference), `None` when they cannot
    /// merge (then a local variable becomes unusable and an operand stack is an error).
    fn merge(&mut self, a: VType, b: VType) -> R<Option<VType>, H::Error> {
        if a == b {
            return Ok(Some(a));
        }
        Ok(match (a, b) {
            (VType::Null, VType::Ref(_)) => Some(b),
            (VType::Ref(_), VType::Null) => Some(a),
            (VType::Ref(x), VType::Ref(y)) => Some(VType::Ref(self.common_super(x, y)?)),
            _ => None,
        })
    }

    /// The first common superclass of two class or array types (interfaces count as
    /// `Object`; arrays of references merge element-wise).
    fn common_super(&mut self, x: u32, y: u32) -> R<u32, H::Error> {
        if x == y {
            return Ok(x);
        }
        let (xa, ya) = (self.is_array(x), self.is_array(y));
        if xa || ya {
            if !(xa && ya) {
                return Ok(self.object);
            }
            return Ok(match (self.component(x), self.component(y)) {
                (Some(VType::Ref(cx)), Some(VType::Ref(cy))) => {
                    let c = self.common_super(cx, cy)?;
                    let cname = &self.names[c as usize];
                    let elem = if cname.starts_with('[') {
                        cname.clone()
                    } else {
                        format!("L{cname};")
                    };
                    self.intern(&format!("[{elem}"))
                }
                _ => self.object,
            });
        }
        if x == self.object || y == self.object {
            return Ok(self.object);
        }
        if self.info(x)?.1 || self.info(y)?.1 {
            return Ok(self.object);
        }
        let mut chain = Vec::new();
        let mut cur = Some(x);
        while let Some(c) = cur {
            if chain.len() >= MAX_CHAIN {
                return bad(format!(
                    "the superclass chain of {} is circular or longer than {MAX_CHAIN}",
                    self.names[x as usize]
                ));
            }
            chain.push(c);
            cur = self.info(c)?.0;
        }
        let mut cur = Some(y);
        for _ in 0..MAX_CHAIN {
            let Some(c) = cur else { break };
            if chain.contains(&c) {
                return Ok(c);
            }
            cur = self.info(c)?.0;
        }
        Ok(self.object)
    }

    fn frame_assignable(&mut self, from: &Frame, to: &Frame) -> R<bool, H::Error> {
        if from.stack.len() != to.stack.len() || from.this_uninit && !to.this_uninit {
            return Ok(false);
        }
        for (a, b) in from.locals.iter().zip(&to.locals) {
            if !self.is_assignable(*a, *b)? {
                return Ok(false);
            }
        }
        for (a, b) in from.stack.iter().zip(&to.stack) {
            if !self.is_assignable(*a, *b)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    fn describe_frame(&self, f: &Frame) -> String {
        let list = |v: &[VType]| {
            v.iter()
                .map(|t| self.describe(*t))
                .collect::<Vec<_>>()
                .join(", ")
        };
        format!("locals [{}], stack [{}]", list(&f.locals), list(&f.stack))
    }

    // ---- one method ----

    fn method(&mut self, m: &MethodDef, code: &Code) -> R<(), H::Error> {
        let (params, ret) = self.signature(&m.descriptor)?;
        let is_init = m.name == "<init>";
        let ctx = MethodCtx { code, ret, is_init };
        // The implicit first frame, also as the list of declared locals the StackMapTable's
        // chop and append frames count in (a long or double is one entry).
        let mut declared = Vec::new();
        let mut this_uninit = false;
        if m.access & ACC_STATIC == 0 {
            if is_init && self.cf.name != "java/lang/Object" {
                declared.push(VType::UninitThis);
                this_uninit = true;
            } else {
                declared.push(VType::Ref(self.this_class));
            }
        }
        declared.extend(params.iter().copied());
        let initial = Frame {
            locals: expand_locals(&declared, code.max_locals as usize)?,
            stack: Vec::new(),
            this_uninit,
        };
        let mut handler_types = Vec::with_capacity(code.handlers.len());
        for h in &code.handlers {
            let t = if h.catch_type == 0 {
                VType::Ref(self.throwable)
            } else {
                let Some(Constant::Class(name)) = self.cf.pool.get(h.catch_type as usize) else {
                    return bad("exception table: catch type is not a class");
                };
                let t = self.class_type(name);
                if !self.is_assignable(t, VType::Ref(self.throwable))? {
                    return bad(format!(
                        "catch type {name} is not a subclass of Throwable in an exception handler"
                    ));
                }
                t
            };
            handler_types.push(t);
        }
        if self.cf.major >= 50 {
            let checked = self.type_check(&ctx, &declared, &initial, &handler_types);
            match checked {
                Err(Failure::Verify(e)) if self.cf.major == 50 => {
                    log::debug!(
                        "{}.{}{}: type checking failed ({e}); version 50 falls back to type inference",
                        self.cf.name,
                        m.name,
                        m.descriptor
                    );
                }
                other => return other,
            }
        }
        self.infer(&ctx, initial, &handler_types)
    }

    /// JVMS 4.10.1: one pass in code order against the StackMapTable's frames.
    fn type_check(
        &mut self,
        ctx: &MethodCtx,
        declared: &[VType],
        initial: &Frame,
        handler_types: &[VType],
    ) -> R<(), H::Error> {
        let code = ctx.code;
        let maps = self.decode_stack_map(code, declared)?;
        let mut frame = initial.clone();
        let mut handler_stack = Vec::with_capacity(1);
        let mut targets = Vec::new();
        let mut reachable_by_fall = true;
        for i in 0..code.insns.len() {
            let pc = code.pcs[i];
            if let Some(map) = &maps[i] {
                if reachable_by_fall && !self.frame_assignable(&frame, map)? {
                    return bad(format!(
                        "pc {pc}: the frame that falls through ({}) is not assignable to the stack map frame ({})",
                        self.describe_frame(&frame),
                        self.describe_frame(map)
                    ));
                }
                frame.clone_from(map);
            } else if !reachable_by_fall {
                return bad(format!(
                    "pc {pc}: expecting a stack map frame after an unconditional branch"
                ));
            }
            for (h, &t) in code.handlers.iter().zip(handler_types) {
                if (h.start as usize..h.end as usize).contains(&i) {
                    // The handler's frame: these locals, the exception alone on the stack.
                    std::mem::swap(&mut frame.stack, &mut handler_stack);
                    frame.stack.clear();
                    frame.stack.push(t);
                    let checked =
                        self.check_target(code, &maps, &frame, h.handler, pc, "exception handler");
                    std::mem::swap(&mut frame.stack, &mut handler_stack);
                    checked?;
                }
            }
            self.execute(ctx, i, &mut frame)
                .map_err(|f| at_pc(f, pc, code.opcodes[i]))?;
            branch_targets(&code.insns[i], &mut targets);
            for &t in &targets {
                self.check_target(code, &maps, &frame, t, pc, "branch target")?;
            }
            reachable_by_fall = falls_through(&code.insns[i]);
        }
        Ok(())
    }

    fn check_target(
        &mut self,
        code: &Code,
        maps: &[Option<Frame>],
        frame: &Frame,
        target: u32,
        pc: u32,
        what: &str,
    ) -> R<(), H::Error> {
        let Some(Some(map)) = maps.get(target as usize) else {
            let at = code_pc(code, target);
            return bad(format!(
                "pc {pc}: expecting a stack map frame at {what} {at}"
            ));
        };
        if !self.frame_assignable(frame, map)? {
            return bad(format!(
                "pc {pc}: the frame at the {what} {} ({}) is not assignable to its stack map frame ({})",
                code_pc(code, target),
                self.describe_frame(frame),
                self.describe_frame(map)
            ));
        }
        Ok(())
    }

    /// JVMS 4.10.2: data flow to a fixed point, merging frames at joins.
    fn infer(
        &mut self,
        ctx: &MethodCtx,
        initial: Frame,
        handler_types: &[VType],
    ) -> R<(), H::Error> {
        let code = ctx.code;
        let n = code.insns.len();
        let mut incoming: Vec<Option<Frame>> = vec![None; n];
        let mut queued = vec![false; n];
        incoming[0] = Some(initial);
        let mut work = vec![0usize];
        queued[0] = true;
        let mut frame = Frame {
            locals: Vec::new(),
            stack: Vec::new(),
            this_uninit: false,
        };
        let mut next = Vec::new();
        while let Some(i) = work.pop() {
            queued[i] = false;
            let Some(now) = &incoming[i] else {
                continue;
            };
            frame.clone_from(now);
            let pc = code.pcs[i];
            for (h, &t) in code.handlers.iter().zip(handler_types) {
                if (h.start as usize..h.end as usize).contains(&i) {
                    // The handler's frame: these locals, the exception alone on the stack.
                    let exc = Frame {
                        locals: frame.locals.clone(),
                        stack: vec![t],
                        this_uninit: frame.this_uninit,
                    };
                    let target = h.handler as usize;
                    if self.merge_into(&mut incoming[target], &exc, pc)? && !queued[target] {
                        queued[target] = true;
                        work.push(target);
                    }
                }
            }
            self.execute(ctx, i, &mut frame)
                .map_err(|f| at_pc(f, pc, code.opcodes[i]))?;
            branch_targets(&code.insns[i], &mut next);
            if falls_through(&code.insns[i]) {
                next.push(i as u32 + 1);
            }
            for &t in &next {
                let t = t as usize;
                if t >= n {
                    return bad(format!("pc {pc}: execution falls off the end of the code"));
                }
                if self.merge_into(&mut incoming[t], &frame, pc)? && !queued[t] {
                    queued[t] = true;
                    work.push(t);
                }
            }
        }
        Ok(())
    }

    /// Merges `incoming` into the frame recorded at a successor; whether it changed.
    fn merge_into(
        &mut self,
        slot: &mut Option<Frame>,
        incoming: &Frame,
        pc: u32,
    ) -> R<bool, H::Error> {
        let Some(old) = slot else {
            *slot = Some(incoming.clone());
            return Ok(true);
        };
        if *old == *incoming {
            return Ok(false);
        }
        if old.stack.len() != incoming.stack.len() {
            return bad(format!(
                "pc {pc}: inconsistent stack height at a join ({} and {})",
                old.stack.len(),
                incoming.stack.len()
            ));
        }
        let mut merged = old.clone();
        for (k, (a, b)) in old.stack.iter().zip(&incoming.stack).enumerate() {
            match self.merge(*a, *b)? {
                Some(t) => merged.stack[k] = t,
                None => {
                    return bad(format!(
                        "pc {pc}: mismatched stack types at a join ({} and {})",
                        self.describe(*a),
                        self.describe(*b)
                    ));
                }
            }
        }
        for (k, (a, b)) in old.locals.iter().zip(&incoming.locals).enumerate() {
            merged.locals[k] = self.merge(*a, *b)?.unwrap_or(VType::Top);
        }
        merged.this_uninit |= incoming.this_uninit;
        let changed = merged != *old;
        *old = merged;
        Ok(changed)
    }

    // ---- StackMapTable (JVMS 4.7.4) ----

    fn decode_stack_map(
        &mut self,
        code: &Code,
        declared: &[VType],
    ) -> R<Vec<Option<Frame>>, H::Error> {
        let n = code.insns.len();
        let mut maps: Vec<Option<Frame>> = vec![None; n];
        let Some(bytes) = &code.stack_map else {
            return Ok(maps);
        };
        let mut r = MapReader { b: bytes, pos: 0 };
        let count = r.u16()?;
        let mut locals: Vec<VType> = declared.to_vec();
        let mut last: Option<u32> = None;
        for _ in 0..count {
            let tag = r.u8()?;
            let (delta, stack) = match tag {
                0..=63 => (tag as u32, Vec::new()),
                64..=127 => (tag as u32 - 64, vec![self.read_vti(&mut r, code)?]),
                247 => {
                    let d = r.u16()? as u32;
                    (d, vec![self.read_vti(&mut r, code)?])
                }
                248..=250 => {
                    let d = r.u16()? as u32;
                    let k = 251 - tag as usize;
                    if k > locals.len() {
                        return bad(
                            "StackMapTable: a chop frame removes more locals than there are",
                        );
                    }
                    locals.truncate(locals.len() - k);
                    (d, Vec::new())
                }
                251 => (r.u16()? as u32, Vec::new()),
                252..=254 => {
                    let d = r.u16()? as u32;
                    for _ in 0..tag - 251 {
                        locals.push(self.read_vti(&mut r, code)?);
                    }
                    (d, Vec::new())
                }
                255 => {
                    let d = r.u16()? as u32;
                    let nl = r.u16()?;
                    locals = (0..nl)
                        .map(|_| self.read_vti(&mut r, code))
                        .collect::<Result<_, _>>()?;
                    let ns = r.u16()?;
                    let stack = (0..ns)
                        .map(|_| self.read_vti(&mut r, code))
                        .collect::<Result<_, _>>()?;
                    (d, stack)
                }
                _ => return bad(format!("StackMapTable: reserved frame type {tag}")),
            };
            let offset = match last {
                None => delta,
                Some(l) => l + delta + 1,
            };
            last = Some(offset);
            let Ok(index) = code.pcs.binary_search(&offset) else {
                return bad(format!(
                    "StackMapTable: a frame at offset {offset}, which is not an instruction"
                ));
            };
            let expanded_stack = expand(&stack);
            if expanded_stack.len() > code.max_stack as usize {
                return bad(format!(
                    "StackMapTable: the frame at offset {offset} has a stack of {} slots, more than max_stack {}",
                    expanded_stack.len(),
                    code.max_stack
                ));
            }
            let frame_locals =
                expand_locals(&locals, code.max_locals as usize).map_err(|f| match f {
                    Failure::Verify(e) => {
                        Failure::Verify(format!("StackMapTable: the frame at offset {offset}: {e}"))
                    }
                    other => other,
                })?;
            let this_uninit = frame_locals.contains(&VType::UninitThis);
            maps[index] = Some(Frame {
                locals: frame_locals,
                stack: expanded_stack,
                this_uninit,
            });
        }
        if r.pos != bytes.len() {
            return bad("StackMapTable: trailing bytes after the last frame");
        }
        Ok(maps)
    }

    fn read_vti(&mut self, r: &mut MapReader, code: &Code) -> R<VType, H::Error> {
        Ok(match r.u8()? {
            0 => VType::Top,
            1 => VType::Int,
            2 => VType::Float,
            3 => VType::Double,
            4 => VType::Long,
            5 => VType::Null,
            6 => VType::UninitThis,
            7 => {
                let idx = r.u16()?;
                match self.cf.pool.get(idx as usize) {
                    Some(Constant::Class(name)) => self.class_type(name),
                    _ => {
                        return bad(format!(
                            "StackMapTable: constant {idx} of an Object item is not a class"
                        ));
                    }
                }
            }
            8 => {
                let offset = r.u16()? as u32;
                match code.pcs.binary_search(&offset) {
                    Ok(i) if matches!(code.insns[i], Insn::New(_)) => VType::Uninit(offset),
                    _ => {
                        return bad(format!(
                            "StackMapTable: Uninitialized item at offset {offset}, which is not a new instruction"
                        ));
                    }
                }
            }
            t => return bad(format!("StackMapTable: unknown verification type tag {t}")),
        })
    }

    // ---- instructions (JVMS 4.10.1.9) ----

    fn pop(&mut self, f: &mut Frame) -> R<VType, H::Error> {
        match f.stack.pop() {
            Some(t) => Ok(t),
            None => bad("operand stack underflow"),
        }
    }

    /// Pops a value of type `want` (two slots for a long or double).
    fn pop_as(&mut self, f: &mut Frame, want: VType) -> R<(), H::Error> {
        let (hi, lo) = match want {
            VType::Long => (Some(VType::LongHi), VType::Long),
            VType::Double => (Some(VType::DoubleHi), VType::Double),
            other => (None, other),
        };
        if let Some(hi) = hi {
            let got = self.pop(f)?;
            if got != hi {
                return bad(format!(
                    "bad type on operand stack (expected {}, found {})",
                    self.describe(want),
                    self.describe(got)
                ));
            }
        }
        let got = self.pop(f)?;
        if got.is_hi() || !self.is_assignable(got, lo)? {
            return bad(format!(
                "bad type on operand stack (expected {}, found {})",
                self.describe(want),
                self.describe(got)
            ));
        }
        Ok(())
    }

    /// Pops an initialized reference (a class or array type, or null).
    fn pop_ref(&mut self, f: &mut Frame) -> R<VType, H::Error> {
        let got = self.pop(f)?;
        if !got.is_reference() {
            return bad(format!(
                "bad type on operand stack (expected a reference, found {})",
                self.describe(got)
            ));
        }
        Ok(got)
    }

    /// Pops a reference that may also be uninitialized (`astore`, `if_acmp`, `ifnull`,
    /// `monitorenter`: HotSpot's reference check).
    fn pop_any_ref(&mut self, f: &mut Frame) -> R<VType, H::Error> {
        let got = self.pop(f)?;
        if !got.is_reference() && !got.is_uninit() {
            return bad(format!(
                "bad type on operand stack (expected a reference, found {})",
                self.describe(got)
            ));
        }
        Ok(got)
    }

    /// Pops an array reference whose element descriptor starts with one of `elems` (or
    /// null); the array's type.
    fn pop_array(&mut self, f: &mut Frame, elems: &[u8]) -> R<VType, H::Error> {
        let got = self.pop(f)?;
        let ok = match got {
            VType::Null => true,
            VType::Ref(id) => {
                let b = self.names[id as usize].as_bytes();
                b.first() == Some(&b'[') && b.get(1).is_some_and(|c| elems.contains(c))
            }
            _ => false,
        };
        if !ok {
            let kinds: Vec<String> = elems.iter().map(|&c| format!("[{}", c as char)).collect();
            return bad(format!(
                "bad type on operand stack (expected an array {}, found {})",
                kinds.join(" or "),
                self.describe(got)
            ));
        }
        Ok(got)
    }

    fn push(&mut self, f: &mut Frame, t: VType, max_stack: u16) -> R<(), H::Error> {
        f.stack.push(t);
        match t {
            VType::Long => f.stack.push(VType::LongHi),
            VType::Double => f.stack.push(VType::DoubleHi),
            _ => {}
        }
        if f.stack.len() > max_stack as usize {
            return bad(format!(
                "operand stack overflow ({} slots, max_stack {max_stack})",
                f.stack.len()
            ));
        }
        Ok(())
    }

    fn load(&mut self, f: &mut Frame, n: u16, want: VType, max_stack: u16) -> R<(), H::Error> {
        let n = n as usize;
        let got = f.locals.get(n).copied().unwrap_or(VType::Top);
        let ok = match want {
            VType::Long => got == VType::Long && f.locals.get(n + 1) == Some(&VType::LongHi),
            VType::Double => got == VType::Double && f.locals.get(n + 1) == Some(&VType::DoubleHi),
            VType::Null => got.is_reference() || got.is_uninit(),
            other => got == other,
        };
        if !ok {
            let wanted = if want == VType::Null {
                "a reference".to_string()
            } else {
                self.describe(want)
            };
            return bad(format!(
                "bad local variable type (local {n} holds {}, expected {wanted})",
                self.describe(got)
            ));
        }
        self.push(f, got, max_stack)
    }

    /// Stores `t` in local `n` (and `n + 1` for a long or double), making unusable a long or
    /// double whose half it overwrites.
    fn store(&mut self, f: &mut Frame, n: u16, t: VType) -> R<(), H::Error> {
        let n = n as usize;
        let width = if matches!(t, VType::Long | VType::Double) {
            2
        } else {
            1
        };
        if n + width > f.locals.len() {
            return bad(format!("local {n} is outside max_locals"));
        }
        if n > 0 && matches!(f.locals[n - 1], VType::Long | VType::Double) {
            f.locals[n - 1] = VType::Top;
        }
        let end = n + width;
        if end < f.locals.len() && f.locals[end].is_hi() {
            f.locals[end] = VType::Top;
        }
        f.locals[n] = t;
        match t {
            VType::Long => f.locals[n + 1] = VType::LongHi,
            VType::Double => f.locals[n + 1] = VType::DoubleHi,
            _ => {}
        }
        Ok(())
    }

    fn member(&self, idx: u16) -> R<&'a super::MemberRef, H::Error> {
        let cf: &'a ClassFile = self.cf;
        match cf.pool.get(idx as usize) {
            Some(
                Constant::FieldRef(m) | Constant::MethodRef(m) | Constant::InterfaceMethodRef(m),
            ) => Ok(m),
            _ => bad(format!("constant {idx} is not a member reference")),
        }
    }

    /// Checks that no category-2 value is split at `depth` slots below the top (the
    /// `pop`/`dup`/`swap` family moves whole values only).
    fn whole_values(&self, f: &Frame, depths: &[usize]) -> R<(), H::Error> {
        let n = f.stack.len();
        for &d in depths {
            if d > n {
                return bad("operand stack underflow");
            }
            if f.stack[n - d].is_hi() {
                return bad("the instruction splits a long or double on the operand stack");
            }
        }
        Ok(())
    }

    /// Applies instruction `i` to `f`, checking its operands. Long on purpose: one arm per
    /// instruction of the JVMS 4.10.1 type-checking rules, in the specification's order.
    fn execute(&mut self, ctx: &MethodCtx, i: usize, f: &mut Frame) -> R<(), H::Error> {
        use Insn::*;
        use VType as T;
        let code = ctx.code;
        let ms = code.max_stack;
        let op = code.typed_opcode(i);
        match &code.insns[i] {
            Nop | Goto(_) => {}
            AconstNull => self.push(f, T::Null, ms)?,
            Iconst(_) => self.push(f, T::Int, ms)?,
            Lconst(_) => self.push(f, T::Long, ms)?,
            Fconst(_) => self.push(f, T::Float, ms)?,
            Dconst(_) => self.push(f, T::Double, ms)?,
            Ldc(idx) => {
                let t = match self.cf.pool.get(*idx as usize) {
                    Some(Constant::Integer(_)) => T::Int,
                    Some(Constant::Float(_)) => T::Float,
                    Some(Constant::String(_)) => self.class_type("java/lang/String"),
                    Some(Constant::Class(_)) if self.cf.major >= 49 => {
                        self.class_type("java/lang/Class")
                    }
                    Some(Constant::MethodType(_)) if self.cf.major >= 51 => {
                        self.class_type("java/lang/invoke/MethodType")
                    }
                    Some(Constant::MethodHandle { .. }) if self.cf.major >= 51 => {
                        self.class_type("java/lang/invoke/MethodHandle")
                    }
                    _ => return bad(format!("bad constant {idx} for ldc")),
                };
                self.push(f, t, ms)?;
            }
            Ldc2(idx) => {
                let t = match self.cf.pool.get(*idx as usize) {
                    Some(Constant::Long(_)) => T::Long,
                    Some(Constant::Double(_)) => T::Double,
                    _ => return bad(format!("bad constant {idx} for ldc2_w")),
                };
                self.push(f, t, ms)?;
            }
            Load1(n) => {
                let want = match op {
                    0x15 | 0x1a..=0x1d => T::Int,
                    0x17 | 0x22..=0x25 => T::Float,
                    _ => T::Null, // aload: any reference, initialized or not
                };
                self.load(f, *n, want, ms)?;
            }
            Load2(n) => {
                let want = match op {
                    0x16 | 0x1e..=0x21 => T::Long,
                    _ => T::Double,
                };
                self.load(f, *n, want, ms)?;
            }
            Store1(n) => {
                let t = match op {
                    0x36 | 0x3b..=0x3e => {
                        self.pop_as(f, T::Int)?;
                        T::Int
                    }
                    0x38 | 0x43..=0x46 => {
                        self.pop_as(f, T::Float)?;
                        T::Float
                    }
                    _ => self.pop_any_ref(f)?,
                };
                self.store(f, *n, t)?;
            }
            Store2(n) => {
                let t = match op {
                    0x37 | 0x3f..=0x42 => T::Long,
                    _ => T::Double,
                };
                self.pop_as(f, t)?;
                self.store(f, *n, t)?;
            }
            Iaload | Baload | Caload | Saload | Faload | Laload | Daload => {
                self.pop_as(f, T::Int)?;
                let (elems, t): (&[u8], VType) = match &code.insns[i] {
                    Iaload => (b"I", T::Int),
                    Baload => (b"BZ", T::Int),
                    Caload => (b"C", T::Int),
                    Saload => (b"S", T::Int),
                    Faload => (b"F", T::Float),
                    Laload => (b"J", T::Long),
                    _ => (b"D", T::Double),
                };
                self.pop_array(f, elems)?;
                self.push(f, t, ms)?;
            }
            Aaload => {
                self.pop_as(f, T::Int)?;
                let a = self.pop_array(f, b"L[")?;
                let t = match a {
                    T::Ref(id) => self.component(id).unwrap_or(T::Null),
                    _ => T::Null,
                };
                self.push(f, t, ms)?;
            }
            Iastore | Bastore | Castore | Sastore | Fastore | Lastore | Dastore => {
                let (elems, t): (&[u8], VType) = match &code.insns[i] {
                    Iastore => (b"I", T::Int),
                    Bastore => (b"BZ", T::Int),
                    Castore => (b"C", T::Int),
                    Sastore => (b"S", T::Int),
                    Fastore => (b"F", T::Float),
                    Lastore => (b"J", T::Long),
                    _ => (b"D", T::Double),
                };
                self.pop_as(f, t)?;
                self.pop_as(f, T::Int)?;
                self.pop_array(f, elems)?;
            }
            Aastore => {
                // The element type is checked when the program runs (ArrayStoreException).
                self.pop_ref(f)?;
                self.pop_as(f, T::Int)?;
                self.pop_array(f, b"L[")?;
            }
            Pop => {
                self.whole_values(f, &[1])?;
                f.stack.pop();
            }
            Pop2 => {
                self.whole_values(f, &[2])?;
                f.stack.truncate(f.stack.len() - 2);
            }
            Dup | DupX1 | DupX2 | Dup2 | Dup2X1 | Dup2X2 | Swap => {
                // (slots copied, slots they go under, boundaries that must not split a value)
                let (copied, under, depths): (usize, usize, &[usize]) = match &code.insns[i] {
                    Dup => (1, 0, &[1]),
                    DupX1 => (1, 1, &[1, 2]),
                    DupX2 => (1, 2, &[1, 3]),
                    Dup2 => (2, 0, &[2]),
                    Dup2X1 => (2, 1, &[2, 3]),
                    Dup2X2 => (2, 2, &[2, 4]),
                    _ => (0, 0, &[1, 2]),
                };
                self.whole_values(f, depths)?;
                let n = f.stack.len();
                if copied == 0 {
                    f.stack.swap(n - 1, n - 2);
                } else {
                    let top: Vec<VType> = f.stack[n - copied..].to_vec();
                    let at = n - copied - under;
                    for (k, t) in top.into_iter().enumerate() {
                        f.stack.insert(at + k, t);
                    }
                    if f.stack.len() > ms as usize {
                        return bad(format!(
                            "operand stack overflow ({} slots, max_stack {ms})",
                            f.stack.len()
                        ));
                    }
                }
            }
            Iadd | Isub | Imul | Idiv | Irem | Ishl | Ishr | Iushr | Iand | Ior | Ixor => {
                self.binary(f, T::Int, T::Int, T::Int, ms)?
            }
            Ladd | Lsub | Lmul | Ldiv | Lrem | Land | Lor | Lxor => {
                self.binary(f, T::Long, T::Long, T::Long, ms)?
            }
            Lshl | Lshr | Lushr => self.binary(f, T::Long, T::Int, T::Long, ms)?,
            Fadd | Fsub | Fmul | Fdiv | Frem => self.binary(f, T::Float, T::Float, T::Float, ms)?,
            Dadd | Dsub | Dmul | Ddiv | Drem => {
                self.binary(f, T::Double, T::Double, T::Double, ms)?
            }
            Lcmp => self.binary(f, T::Long, T::Long, T::Int, ms)?,
            Fcmpl | Fcmpg => self.binary(f, T::Float, T::Float, T::Int, ms)?,
            Dcmpl | Dcmpg => self.binary(f, T::Double, T::Double, T::Int, ms)?,
            Ineg | I2b | I2c | I2s => self.unary(f, T::Int, T::Int, ms)?,
            Lneg => self.unary(f, T::Long, T::Long, ms)?,
            Fneg => self.unary(f, T::Float, T::Float, ms)?,
            Dneg => self.unary(f, T::Double, T::Double, ms)?,
            I2l => self.unary(f, T::Int, T::Long, ms)?,
            I2f => self.unary(f, T::Int, T::Float, ms)?,
            I2d => self.unary(f, T::Int, T::Double, ms)?,
            L2i => self.unary(f, T::Long, T::Int, ms)?,
            L2f => self.unary(f, T::Long, T::Float, ms)?,
            L2d => self.unary(f, T::Long, T::Double, ms)?,
            F2i => self.unary(f, T::Float, T::Int, ms)?,
            F2l => self.unary(f, T::Float, T::Long, ms)?,
            F2d => self.unary(f, T::Float, T::Double, ms)?,
            D2i => self.unary(f, T::Double, T::Int, ms)?,
            D2l => self.unary(f, T::Double, T::Long, ms)?,
            D2f => self.unary(f, T::Double, T::Float, ms)?,
            Iinc(n, _) => {
                if f.locals.get(*n as usize) != Some(&T::Int) {
                    let got = f.locals.get(*n as usize).copied().unwrap_or(T::Top);
                    return bad(format!(
                        "bad local variable type (local {n} holds {}, expected int)",
                        self.describe(got)
                    ));
                }
            }
            If(..) | TableSwitch { .. } => self.pop_as(f, T::Int)?,
            LookupSwitch { pairs, .. } => {
                if pairs.windows(2).any(|w| w[0].0 >= w[1].0) {
                    return bad("lookupswitch keys are not sorted");
                }
                self.pop_as(f, T::Int)?;
            }
            IfIcmp(..) => {
                self.pop_as(f, T::Int)?;
                self.pop_as(f, T::Int)?;
            }
            IfAcmpEq(_) | IfAcmpNe(_) => {
                self.pop_any_ref(f)?;
                self.pop_any_ref(f)?;
            }
            IfNull(_) | IfNonNull(_) => {
                self.pop_any_ref(f)?;
            }
            Return => {
                if ctx.ret.is_some() {
                    return bad("return in a method that returns a value");
                }
                if ctx.is_init && f.this_uninit {
                    return bad("the constructor returns before calling super() or this()");
                }
            }
            Return1 | Return2 => {
                let Some(ret) = ctx.ret else {
                    return bad("a value returned from a void method");
                };
                let want = match op {
                    0xac => T::Int,
                    0xae => T::Float,
                    0xad => T::Long,
                    0xaf => T::Double,
                    _ => T::Null,
                };
                let ok = match want {
                    T::Null => ret.is_reference(),
                    w => ret == w,
                };
                if !ok {
                    return bad(format!(
                        "the method returns {}, which {} cannot return",
                        self.describe(ret),
                        mnemonic(op)
                    ));
                }
                self.pop_as(f, ret)?;
            }
            GetStatic(idx) => {
                let m = self.member(*idx)?;
                let t = self.field_type(&m.descriptor);
                self.push(f, t, ms)?;
            }
            PutStatic(idx) => {
                let m = self.member(*idx)?;
                let t = self.field_type(&m.descriptor);
                self.pop_as(f, t)?;
            }
            GetField(idx) => {
                let m = self.member(*idx)?;
                let t = self.field_type(&m.descriptor);
                let owner = self.class_type(&m.class);
                self.pop_as(f, owner)?;
                self.push(f, t, ms)?;
            }
            PutField(idx) => {
                let m = self.member(*idx)?;
                let t = self.field_type(&m.descriptor);
                self.pop_as(f, t)?;
                let obj = self.pop(f)?;
                if obj == T::UninitThis {
                    // A constructor may set its own class's fields before super().
                    let own = m.class == self.cf.name
                        && self
                            .cf
                            .fields
                            .iter()
                            .any(|d| d.name == m.name && d.descriptor == m.descriptor);
                    if !own {
                        return bad(format!(
                            "putfield {}.{} on uninitializedThis: only fields declared in this class may be set before super()",
                            m.class, m.name
                        ));
                    }
                } else {
                    let owner = self.class_type(&m.class);
                    f.stack.push(obj);
                    self.pop_as(f, owner)?;
                }
            }
            InvokeVirtual(idx) | InvokeSpecial(idx) | InvokeStatic(idx) | InvokeInterface(idx) => {
                self.invoke(ctx, i, *idx, f)?;
            }
            InvokeDynamic(idx) => {
                let Some(Constant::InvokeDynamic { descriptor, .. }) =
                    self.cf.pool.get(*idx as usize)
                else {
                    return bad(format!("constant {idx} is not an InvokeDynamic"));
                };
                let (params, ret) = self.signature(descriptor)?;
                for p in params.iter().rev() {
                    self.pop_as(f, *p)?;
                }
                if let Some(r) = ret {
                    self.push(f, r, ms)?;
                }
            }
            New(idx) => {
                let Some(Constant::Class(name)) = self.cf.pool.get(*idx as usize) else {
                    return bad(format!("constant {idx} is not a class"));
                };
                if name.starts_with('[') {
                    return bad(format!("new of the array type {name}"));
                }
                let t = T::Uninit(code.pcs[i]);
                if f.stack.contains(&t) {
                    return bad("the object of an earlier run of this new is still on the stack");
                }
                for l in f.locals.iter_mut() {
                    if *l == t {
                        *l = T::Top;
                    }
                }
                self.push(f, t, ms)?;
            }
            NewArray(kind) => {
                self.pop_as(f, T::Int)?;
                let t = self.class_type(kind.descriptor());
                self.push(f, t, ms)?;
            }
            ANewArray(idx) => {
                let Some(Constant::Class(name)) = self.cf.pool.get(*idx as usize) else {
                    return bad(format!("constant {idx} is not a class"));
                };
                let desc = if name.starts_with('[') {
                    format!("[{name}")
                } else {
                    format!("[L{name};")
                };
                if desc.bytes().take_while(|&c| c == b'[').count() > 255 {
                    return bad("anewarray of an array with more than 255 dimensions");
                }
                self.pop_as(f, T::Int)?;
                let t = self.class_type(&desc);
                self.push(f, t, ms)?;
            }
            MultiANewArray(idx, dims) => {
                let Some(Constant::Class(name)) = self.cf.pool.get(*idx as usize) else {
                    return bad(format!("constant {idx} is not a class"));
                };
                if name.bytes().take_while(|&c| c == b'[').count() < *dims as usize {
                    return bad(format!(
                        "multianewarray of {name} with {dims} dimensions, more than the type has"
                    ));
                }
                for _ in 0..*dims {
                    self.pop_as(f, T::Int)?;
                }
                let t = self.class_type(name);
                self.push(f, t, ms)?;
            }
            ArrayLength => {
                let got = self.pop(f)?;
                let ok = match got {
                    T::Null => true,
                    T::Ref(id) => self.is_array(id),
                    _ => false,
                };
                if !ok {
                    return bad(format!(
                        "bad type on operand stack (expected an array, found {})",
                        self.describe(got)
                    ));
                }
                self.push(f, T::Int, ms)?;
            }
            Athrow => {
                let t = T::Ref(self.throwable);
                self.pop_as(f, t)?;
            }
            CheckCast(idx) => {
                let Some(Constant::Class(name)) = self.cf.pool.get(*idx as usize) else {
                    return bad(format!("constant {idx} is not a class"));
                };
                self.pop_ref(f)?;
                let t = self.class_type(name);
                self.push(f, t, ms)?;
            }
            InstanceOf(_) => {
                self.pop_ref(f)?;
                self.push(f, T::Int, ms)?;
            }
            MonitorEnter | MonitorExit => {
                self.pop_ref(f)?;
            }
        }
        Ok(())
    }

    fn unary(&mut self, f: &mut Frame, a: VType, r: VType, ms: u16) -> R<(), H::Error> {
        self.pop_as(f, a)?;
        self.push(f, r, ms)
    }

    /// Pops `b` (the top) then `a`, pushes `r`.
    fn binary(&mut self, f: &mut Frame, a: VType, b: VType, r: VType, ms: u16) -> R<(), H::Error> {
        self.pop_as(f, b)?;
        self.pop_as(f, a)?;
        self.push(f, r, ms)
    }

    fn invoke(&mut self, ctx: &MethodCtx, i: usize, idx: u16, f: &mut Frame) -> R<(), H::Error> {
        use VType as T;
        let insn = &ctx.code.insns[i];
        let m = self.member(idx)?;
        let (params, ret) = self.signature(&m.descriptor)?;
        let is_init = m.name == "<init>";
        if (is_init && !matches!(insn, Insn::InvokeSpecial(_))) || m.name == "<clinit>" {
            return bad(format!("illegal call to the internal method {}", m.name));
        }
        if is_init && ret.is_some() {
            return bad("a constructor that returns a value");
        }
        for p in params.iter().rev() {
            self.pop_as(f, *p)?;
        }
        let owner = self.class_type(&m.class);
        match insn {
            Insn::InvokeStatic(_) => {}
            Insn::InvokeSpecial(_) if is_init => {
                let obj = self.pop(f)?;
                let done = match obj {
                    T::UninitThis => {
                        let owner_id = self.intern(&m.class);
                        if owner_id != self.this_class && Some(owner_id) != self.super_class {
                            return bad(format!(
                                "invokespecial {}.<init> on uninitializedThis: only this class's or its superclass's constructor may initialize this",
                                m.class
                            ));
                        }
                        f.this_uninit = false;
                        T::Ref(self.this_class)
                    }
                    T::Uninit(at) => {
                        let new_insn = ctx
                            .code
                            .pcs
                            .binary_search(&at)
                            .ok()
                            .map(|k| &ctx.code.insns[k]);
                        let created = match new_insn {
                            Some(Insn::New(c)) => match self.cf.pool.get(*c as usize) {
                                Some(Constant::Class(n)) => n.as_str(),
                                _ => "",
                            },
                            _ => "",
                        };
                        if created != m.class {
                            return bad(format!(
                                "invokespecial {}.<init> on an uninitialized {created}",
                                m.class
                            ));
                        }
                        owner
                    }
                    other => {
                        return bad(format!(
                            "bad operand type when invoking <init> (found {})",
                            self.describe(other)
                        ));
                    }
                };
                for t in f.locals.iter_mut().chain(f.stack.iter_mut()) {
                    if *t == obj {
                        *t = done;
                    }
                }
            }
            Insn::InvokeSpecial(_) => {
                // A private method, or a superclass's or superinterface's: the receiver is
                // this class (or a subclass), which must be a subtype of the method's class.
                let this = T::Ref(self.this_class);
                if !self.is_assignable(this, owner)? {
                    return bad(format!(
                        "bad invokespecial: {} is not a subtype of {}",
                        self.cf.name, m.class
                    ));
                }
                self.pop_as(f, this)?;
            }
            _ => {
                if m.class.starts_with('[') && !matches!(insn, Insn::InvokeVirtual(_)) {
                    return bad(format!("an interface call on the array type {}", m.class));
                }
                self.pop_as(f, owner)?;
            }
        }
        if let Some(r) = ret {
            self.push(f, r, ctx.code.max_stack)?;
        }
        Ok(())
    }
}

/// The byte pc of an instruction index, for messages.
fn code_pc(code: &Code, index: u32) -> u32 {
    code.pcs.get(index as usize).copied().unwrap_or(index)
}

/// Adds the pc and mnemonic to an instruction's verification error.
fn at_pc<E>(f: Failure<E>, pc: u32, op: u8) -> Failure<E> {
    match f {
        Failure::Verify(e) => Failure::Verify(format!("pc {pc}: {}: {e}", mnemonic(op))),
        other => other,
    }
}

/// Branch and switch targets of an instruction (not its fall-through successor), into `out`.
fn branch_targets(insn: &Insn, out: &mut Vec<u32>) {
    out.clear();
    match insn {
        Insn::Goto(t)
        | Insn::If(_, t)
        | Insn::IfIcmp(_, t)
        | Insn::IfAcmpEq(t)
        | Insn::IfAcmpNe(t)
        | Insn::IfNull(t)
        | Insn::IfNonNull(t) => out.push(*t),
        Insn::TableSwitch {
            default, targets, ..
        } => {
            out.push(*default);
            out.extend(targets.iter().copied());
        }
        Insn::LookupSwitch { default, pairs } => {
            out.push(*default);
            out.extend(pairs.iter().map(|&(_, t)| t));
        }
        _ => {}
    }
}

/// Slots of a list of verification types (a long or double becomes two).
fn expand(list: &[VType]) -> Vec<VType> {
    let mut out = Vec::with_capacity(list.len());
    for &t in list {
        out.push(t);
        match t {
            VType::Long => out.push(VType::LongHi),
            VType::Double => out.push(VType::DoubleHi),
            _ => {}
        }
    }
    out
}

/// The local-variable slots of a declared list, padded with `Top` to `max_locals`.
fn expand_locals<E>(list: &[VType], max_locals: usize) -> R<Vec<VType>, E> {
    let mut out = expand(list);
    if out.len() > max_locals {
        return bad(format!(
            "{} local slots declared, more than max_locals {max_locals}",
            out.len()
        ));
    }
    out.resize(max_locals, VType::Top);
    Ok(out)
}

struct MapReader<'b> {
    b: &'b [u8],
    pos: usize,
}

impl MapReader<'_> {
    fn u8<E>(&mut self) -> R<u8, E> {
        match self.b.get(self.pos) {
            Some(&v) => {
                self.pos += 1;
                Ok(v)
            }
            None => bad("StackMapTable: truncated"),
        }
    }
    fn u16<E>(&mut self) -> R<u16, E> {
        Ok(u16::from_be_bytes([self.u8()?, self.u8()?]))
    }
}

#[cfg(test)]
mod tests {
    use super::super::bytecode::decode;
    use super::*;

    /// Classes by name: superclass and interface flag; anything else is missing.
    struct Mock(HashMap<&'static str, (Option<&'static str>, bool)>);

    impl Hierarchy for Mock {
        type Error = String;
        fn class_info(&mut self, name: &str) -> Result<ClassInfo, String> {
            match self.0.get(name) {
                Some(&(s, interface)) => Ok(ClassInfo {
                    super_name: s.map(String::from),
                    interface,
                }),
                None => Err(format!("NoClassDefFoundError: {name}")),
            }
        }
    }

    fn mock() -> Mock {
        Mock(HashMap::from([
            ("java/lang/Object", (None, false)),
            ("java/lang/Throwable", (Some("java/lang/Object"), false)),
            ("B", (Some("java/lang/Object"), false)),
            ("A", (Some("B"), false)),
            ("C", (Some("B"), false)),
            ("I", (Some("java/lang/Object"), true)),
            ("java/lang/Cloneable", (Some("java/lang/Object"), true)),
        ]))
    }

    /// Class `T` (extends Object) with one static method `m` of descriptor `desc`.
    fn class(desc: &str, code: &[u8], max_stack: u16, max_locals: u16) -> ClassFile {
        let code = decode(code, max_stack, max_locals, &[], &[]).unwrap();
        ClassFile {
            major: 52,
            access: 0x21,
            name: "T".into(),
            super_name: Some("java/lang/Object".into()),
            interfaces: Vec::new(),
            pool: vec![Constant::Unusable].into(),
            fields: Vec::new(),
            methods: vec![MethodDef {
                name: "m".into(),
                descriptor: desc.into(),
                access: ACC_STATIC,
                code: Some(std::rc::Rc::new(code)),
                exceptions: Vec::new(),
                reflective: Default::default(),
            }],
            source_file: None,
            bootstrap_methods: Vec::new(),
            inner_classes: Vec::new(),
            enclosing_method: None,
            reflective: Default::default(),
        }
    }

    fn check(cf: &ClassFile) -> Result<(), String> {
        verify_types(cf, &mut mock()).map_err(|f| match f {
            Failure::Verify(e) => format!("VerifyError: {e}"),
            Failure::Load(e) => e,
        })
    }

    #[test]
    fn stack_instructions_move_whole_longs() {
        // lconst_0; dup2; pop2; pop2; return
        assert_eq!(
            check(&class("()V", &[0x09, 0x5c, 0x58, 0x58, 0xb1], 4, 0)),
            Ok(())
        );
        // lconst_0; dup_x1 (splits the long); ...
        let err = check(&class("()V", &[0x09, 0x5a, 0xb1], 4, 0)).unwrap_err();
        assert!(err.contains("splits a long"), "{err}");
        // iconst_0; lconst_0; dup2_x1; pop2; pop; pop2; return: a long copied under an int.
        let code = [0x03, 0x09, 0x5d, 0x58, 0x57, 0x58, 0xb1];
        assert_eq!(check(&class("()V", &code, 5, 0)), Ok(()));
    }

    #[test]
    fn stores_into_half_a_long_make_it_unusable() {
        // lconst_0; lstore_0; iconst_0; istore_1; lload_0
        let code = [0x09, 0x3f, 0x03, 0x3c, 0x1e, 0x58, 0xb1];
        let err = check(&class("()V", &code, 2, 2)).unwrap_err();
        assert!(err.contains("local 0 holds top"), "{err}");
    }

    #[test]
    fn assignability_follows_the_hierarchy() {
        let cf = class("()V", &[0xb1], 0, 0);
        let mut h = mock();
        let mut c = Checker::new(&cf, &mut h);
        let mut r = |f: &str, t: &str| {
            let (f, t) = (c.intern(f), c.intern(t));
            c.ref_assignable(f, t).map_err(|e| match e {
                Failure::Load(e) | Failure::Verify(e) => e,
            })
        };
        assert_eq!(r("A", "B"), Ok(true));
        assert_eq!(r("B", "A"), Ok(false));
        assert_eq!(r("C", "A"), Ok(false));
        assert_eq!(r("B", "I"), Ok(true), "interfaces are treated as Object");
        assert_eq!(r("[LA;", "[LB;"), Ok(true));
        assert_eq!(r("[[LA;", "[Ljava/lang/Object;"), Ok(true));
        assert_eq!(r("[I", "[Ljava/lang/Object;"), Ok(false));
        assert_eq!(r("[I", "java/lang/Cloneable"), Ok(true));
        assert_eq!(r("[I", "I"), Ok(false), "an array is no other interface");
        assert_eq!(
            r("A", "Missing"),
            Err("NoClassDefFoundError: Missing".into())
        );
        assert_eq!(
            r("Missing", "java/lang/Object"),
            Ok(true),
            "nothing to load"
        );
    }

    #[test]
    fn joins_merge_to_the_first_common_superclass() {
        let cf = class("()V", &[0xb1], 0, 0);
        let mut h = mock();
        let mut c = Checker::new(&cf, &mut h);
        let mut m = |x: &str, y: &str| {
            let (x, y) = (c.intern(x), c.intern(y));
            let Ok(z) = c.common_super(x, y) else {
                panic!("merge failed")
            };
            c.names[z as usize].clone()
        };
        assert_eq!(m("A", "C"), "B");
        assert_eq!(m("A", "B"), "B");
        assert_eq!(m("A", "I"), "java/lang/Object");
        assert_eq!(m("[LA;", "[LC;"), "[LB;");
        assert_eq!(m("[I", "[LA;"), "java/lang/Object");
        assert_eq!(m("[[LA;", "[LA;"), "[Ljava/lang/Object;");
    }

    #[test]
    fn stack_map_frames_of_every_form_decode() {
        // (I)V: iload_0; ifeq L1; iconst_0; istore_1; L1 (pc 6): iconst_0; istore_2;
        // L2 (pc 8): goto L2. Frames are needed at pcs 6 and 8.
        let code = [
            0x1a, 0x99, 0x00, 0x05, 0x03, 0x3c, 0x03, 0x3d, 0xa7, 0x00, 0x00,
        ];
        let mut cf = class("(I)V", &code, 1, 3);
        let set = |cf: &mut ClassFile, map: Vec<u8>| {
            std::rc::Rc::get_mut(cf.methods[0].code.as_mut().unwrap())
                .unwrap()
                .stack_map = Some(map.into_boxed_slice());
        };
        // same_frame_extended at 6; append [top, int] at 8 (delta 1).
        set(&mut cf, vec![0, 2, 251, 0, 6, 253, 0, 1, 0, 1]);
        assert_eq!(check(&cf), Ok(()));
        // same_frame at 6; full_frame at 8 with [int, top, int].
        set(&mut cf, vec![0, 2, 6, 255, 0, 1, 0, 3, 1, 0, 1, 0, 0]);
        assert_eq!(check(&cf), Ok(()));
        // An append frame at 8 declaring local 1 a float, which the code never stored.
        set(&mut cf, vec![0, 2, 6, 252, 0, 1, 2]);
        let err = check(&cf).unwrap_err();
        assert!(err.contains("not assignable"), "{err}");
        // A chop frame that removes more locals than there are.
        set(&mut cf, vec![0, 1, 249, 0, 6]);
        assert!(check(&cf).unwrap_err().contains("chop"));
        // A frame in the middle of an instruction.
        set(&mut cf, vec![0, 1, 2]);
        assert!(check(&cf).unwrap_err().contains("not an instruction"));
    }
}
