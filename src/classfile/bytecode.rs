//! Decoding of the `Code` attribute's bytecode into [`Insn`]s.
//!
//! Branch targets become instruction indices, the typed load/store families collapse into
//! category-1 and category-2 forms (the operand stack keeps the JVM's slot layout: a long or
//! double takes two slots), and every instruction remembers its byte pc and opcode for logs
//! and line numbers. An unknown opcode, a truncated instruction or a branch into the middle of
//! an instruction is an error, never a silent stop.

/// Comparison used by the `if*` families.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond {
    Eq,
    Ne,
    Lt,
    Ge,
    Gt,
    Le,
}

impl Cond {
    #[inline]
    pub fn test(self, a: i32, b: i32) -> bool {
        match self {
            Cond::Eq => a == b,
            Cond::Ne => a != b,
            Cond::Lt => a < b,
            Cond::Ge => a >= b,
            Cond::Gt => a > b,
            Cond::Le => a <= b,
        }
    }
}

/// Element type of `newarray`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PrimArray {
    Boolean,
    Char,
    Float,
    Double,
    Byte,
    Short,
    Int,
    Long,
}

impl PrimArray {
    pub fn descriptor(self) -> &'static str {
        match self {
            PrimArray::Boolean => "[Z",
            PrimArray::Char => "[C",
            PrimArray::Float => "[F",
            PrimArray::Double => "[D",
            PrimArray::Byte => "[B",
            PrimArray::Short => "[S",
            PrimArray::Int => "[I",
            PrimArray::Long => "[J",
        }
    }
}

/// One decoded instruction. Operands that name constant-pool entries keep the pool index;
/// the runtime class resolves and caches them.
#[derive(Clone, Debug, PartialEq)]
pub enum Insn {
    Nop,
    AconstNull,
    Iconst(i32),
    Lconst(i64),
    Fconst(f32),
    Dconst(f64),
    /// `ldc`/`ldc_w` of a category-1 constant (int, float, String, Class).
    Ldc(u16),
    /// `ldc2_w` of a long or double.
    Ldc2(u16),
    /// `iload`, `fload`, `aload` (and their short forms).
    Load1(u16),
    /// `lload`, `dload`.
    Load2(u16),
    /// `istore`, `fstore`, `astore`.
    Store1(u16),
    /// `lstore`, `dstore`.
    Store2(u16),
    Iaload,
    Laload,
    Faload,
    Daload,
    Aaload,
    Baload,
    Caload,
    Saload,
    Iastore,
    Lastore,
    Fastore,
    Dastore,
    Aastore,
    Bastore,
    Castore,
    Sastore,
    Pop,
    Pop2,
    Dup,
    DupX1,
    DupX2,
    Dup2,
    Dup2X1,
    Dup2X2,
    Swap,
    Iadd,
    Ladd,
    Fadd,
    Dadd,
    Isub,
    Lsub,
    Fsub,
    Dsub,
    Imul,
    Lmul,
    Fmul,
    Dmul,
    Idiv,
    Ldiv,
    Fdiv,
    Ddiv,
    Irem,
    Lrem,
    Frem,
    Drem,
    Ineg,
    Lneg,
    Fneg,
    Dneg,
    Ishl,
    Lshl,
    Ishr,
    Lshr,
    Iushr,
    Lushr,
    Iand,
    Land,
    Ior,
    Lor,
    Ixor,
    Lxor,
    Iinc(u16, i16),
    I2l,
    I2f,
    I2d,
    L2i,
    L2f,
    L2d,
    F2i,
    F2l,
    F2d,
    D2i,
    D2l,
    D2f,
    I2b,
    I2c,
    I2s,
    Lcmp,
    Fcmpl,
    Fcmpg,
    Dcmpl,
    Dcmpg,
    /// `ifeq` ... `ifle`: compare the popped int with zero.
    If(Cond, u32),
    /// `if_icmpeq` ... `if_icmple`.
    IfIcmp(Cond, u32),
    IfAcmpEq(u32),
    IfAcmpNe(u32),
    IfNull(u32),
    IfNonNull(u32),
    Goto(u32),
    TableSwitch {
        low: i32,
        default: u32,
        targets: Box<[u32]>,
    },
    LookupSwitch {
        default: u32,
        pairs: Box<[(i32, u32)]>,
    },
    /// `ireturn`, `freturn`, `areturn`.
    Return1,
    /// `lreturn`, `dreturn`.
    Return2,
    Return,
    GetStatic(u16),
    PutStatic(u16),
    GetField(u16),
    PutField(u16),
    InvokeVirtual(u16),
    InvokeSpecial(u16),
    InvokeStatic(u16),
    InvokeInterface(u16),
    InvokeDynamic(u16),
    New(u16),
    NewArray(PrimArray),
    ANewArray(u16),
    ArrayLength,
    Athrow,
    CheckCast(u16),
    InstanceOf(u16),
    MonitorEnter,
    MonitorExit,
    MultiANewArray(u16, u8),
}

/// A method body after decoding.
#[derive(Clone, Debug, Default)]
pub struct Code {
    pub max_stack: u16,
    pub max_locals: u16,
    pub insns: Vec<Insn>,
    /// Byte pc of each instruction.
    pub pcs: Vec<u32>,
    /// Opcode byte of each instruction (for the interpreter log).
    pub opcodes: Vec<u8>,
    pub handlers: Vec<Handler>,
    /// `(instruction index, source line)` sorted by index, from LineNumberTable.
    pub lines: Vec<(u32, u32)>,
    /// `(instruction index, widened opcode)` of each `wide` instruction, in index order: the
    /// typed load/store families collapse into `Load1`/`Store1`, and the verifier needs to
    /// know whether a `wide` one was `iload`, `fload` or `aload`.
    pub wide: Vec<(u32, u8)>,
    /// The raw StackMapTable attribute (JVMS 4.7.4), decoded by the verifier.
    pub stack_map: Option<Box<[u8]>>,
}

/// One exception-table entry, in instruction indices.
#[derive(Clone, Debug)]
pub struct Handler {
    pub start: u32,
    pub end: u32,
    pub handler: u32,
    /// Constant-pool index of the caught class, 0 for `finally` (catch anything).
    pub catch_type: u16,
}

impl Code {
    /// The opcode that gives instruction `index` its operand types: the opcode byte, or for
    /// `wide` the widened opcode.
    pub fn typed_opcode(&self, index: usize) -> u8 {
        let op = self.opcodes[index];
        if op != 0xc4 {
            return op;
        }
        match self.wide.binary_search_by_key(&(index as u32), |&(i, _)| i) {
            Ok(k) => self.wide[k].1,
            Err(_) => op,
        }
    }

    /// Source line of instruction `index`, if the class has a LineNumberTable.
    pub fn line_of(&self, index: u32) -> Option<u32> {
        let pos = self.lines.partition_point(|&(i, _)| i <= index);
        if pos == 0 {
            None
        } else {
            Some(self.lines[pos - 1].1)
        }
    }
}

struct Reader<'a> {
    code: &'a [u8],
    pos: usize,
}

impl Reader<'_> {
    fn u8(&mut self) -> Result<u8, String> {
        let b = *self.code.get(self.pos).ok_or("truncated instruction")?;
        self.pos += 1;
        Ok(b)
    }
    fn i8(&mut self) -> Result<i8, String> {
        Ok(self.u8()? as i8)
    }
    fn u16(&mut self) -> Result<u16, String> {
        Ok(u16::from_be_bytes([self.u8()?, self.u8()?]))
    }
    fn i16(&mut self) -> Result<i16, String> {
        Ok(self.u16()? as i16)
    }
    fn i32(&mut self) -> Result<i32, String> {
        Ok(i32::from_be_bytes([
            self.u8()?,
            self.u8()?,
            self.u8()?,
            self.u8()?,
        ]))
    }
}

/// The decoding error of `jsr`, `jsr_w` and `ret`: illegal from class-file version 51 (a
/// VerifyError there), legal before but not supported by ironpf (see
/// [`crate::runtime::Classes`]'s loading, which tells the two apart).
pub const JSR_RET: &str = "jsr/ret subroutines are not supported";

/// Branch offsets are decoded relative to byte pcs first and mapped to indices afterwards.
enum Pending {
    None,
    Branch(i64),
    Table(i64, Vec<i64>),
    Lookup(i64, Vec<(i32, i64)>),
}

/// Decodes a method's bytecode. `pc_of_line` is the raw LineNumberTable `(start_pc, line)`.
pub fn decode(
    bytes: &[u8],
    max_stack: u16,
    max_locals: u16,
    raw_handlers: &[(u16, u16, u16, u16)],
    raw_lines: &[(u16, u16)],
) -> Result<Code, String> {
    let mut r = Reader {
        code: bytes,
        pos: 0,
    };
    let mut insns = Vec::new();
    let mut pcs = Vec::new();
    let mut opcodes = Vec::new();
    let mut pending = Vec::new();
    let mut wide = Vec::new();
    while r.pos < bytes.len() {
        let pc = r.pos;
        let op = r.u8()?;
        if op == 0xc4
            && let Some(&op2) = bytes.get(pc + 1)
        {
            wide.push((insns.len() as u32, op2));
        }
        let (insn, p) = decode_one(op, pc, &mut r).map_err(|e| format!("pc {pc}: {e}"))?;
        insns.push(insn);
        pcs.push(pc as u32);
        opcodes.push(op);
        pending.push(p);
    }
    let mut index_of = vec![u32::MAX; bytes.len() + 1];
    for (i, &pc) in pcs.iter().enumerate() {
        index_of[pc as usize] = i as u32;
    }
    // The end of the code is a valid exclusive bound for exception ranges.
    index_of[bytes.len()] = insns.len() as u32;
    let target = |from: u32, pc: i64| -> Result<u32, String> {
        let t = index_of.get(usize::try_from(pc).map_err(|_| "negative branch target")?);
        match t {
            Some(&i) if i != u32::MAX && (i as usize) < pcs.len() => Ok(i),
            _ => Err(format!(
                "pc {from}: branch to {pc}, which is not an instruction"
            )),
        }
    };
    for (i, p) in pending.into_iter().enumerate() {
        let from = pcs[i];
        match p {
            Pending::None => {}
            Pending::Branch(t) => {
                let t = target(from, t)?;
                match &mut insns[i] {
                    Insn::If(_, x)
                    | Insn::IfIcmp(_, x)
                    | Insn::IfAcmpEq(x)
                    | Insn::IfAcmpNe(x)
                    | Insn::IfNull(x)
                    | Insn::IfNonNull(x)
                    | Insn::Goto(x) => *x = t,
                    _ => unreachable_branch()?,
                }
            }
            Pending::Table(d, ts) => {
                let d = target(from, d)?;
                let ts = ts
                    .into_iter()
                    .map(|t| target(from, t))
                    .collect::<Result<Vec<_>, _>>()?;
                if let Insn::TableSwitch {
                    default, targets, ..
                } = &mut insns[i]
                {
                    *default = d;
                    *targets = ts.into_boxed_slice();
                }
            }
            Pending::Lookup(d, ps) => {
                let d = target(from, d)?;
                let ps = ps
                    .into_iter()
                    .map(|(k, t)| Ok((k, target(from, t)?)))
                    .collect::<Result<Vec<_>, String>>()?;
                if let Insn::LookupSwitch { default, pairs } = &mut insns[i] {
                    *default = d;
                    *pairs = ps.into_boxed_slice();
                }
            }
        }
    }
    let bound = |pc: u16, what: &str| -> Result<u32, String> {
        match index_of.get(pc as usize) {
            Some(&i) if i != u32::MAX => Ok(i),
            _ => Err(format!(
                "exception table {what} pc {pc} is not an instruction"
            )),
        }
    };
    let mut handlers = Vec::with_capacity(raw_handlers.len());
    for &(start, end, handler, catch_type) in raw_handlers {
        let h = Handler {
            start: bound(start, "start")?,
            end: bound(end, "end")?,
            handler: bound(handler, "handler")?,
            catch_type,
        };
        // The end may be the end of the code; the start and the handler are instructions.
        if h.start as usize >= insns.len() || h.handler as usize >= insns.len() {
            return Err(format!(
                "exception table entry {start}..{end} -> {handler} is outside the code"
            ));
        }
        handlers.push(h);
    }
    let mut lines: Vec<(u32, u32)> = raw_lines
        .iter()
        .filter_map(|&(pc, line)| {
            index_of
                .get(pc as usize)
                .filter(|&&i| i != u32::MAX)
                .map(|&i| (i, line as u32))
        })
        .collect();
    lines.sort_by_key(|&(i, _)| i);
    Ok(Code {
        max_stack,
        max_locals,
        insns,
        pcs,
        opcodes,
        handlers,
        lines,
        wide,
        stack_map: None,
    })
}

fn unreachable_branch() -> Result<(), String> {
    Err("internal: branch target on a non-branch instruction".into())
}

fn decode_one(op: u8, pc: usize, r: &mut Reader) -> Result<(Insn, Pending), String> {
    use Insn::*;
    let pc64 = pc as i64;
    let branch16 =
        |r: &mut Reader| -> Result<Pending, String> { Ok(Pending::Branch(pc64 + r.i16()? as i64)) };
    let insn = match op {
        0x00 => Nop,
        0x01 => AconstNull,
        0x02..=0x08 => Iconst(op as i32 - 0x03),
        0x09 | 0x0a => Lconst((op - 0x09) as i64),
        0x0b..=0x0d => Fconst((op - 0x0b) as f32),
        0x0e | 0x0f => Dconst((op - 0x0e) as f64),
        0x10 => Iconst(r.i8()? as i32),
        0x11 => Iconst(r.i16()? as i32),
        0x12 => Ldc(r.u8()? as u16),
        0x13 => Ldc(r.u16()?),
        0x14 => Ldc2(r.u16()?),
        0x15 | 0x17 | 0x19 => Load1(r.u8()? as u16),
        0x16 | 0x18 => Load2(r.u8()? as u16),
        0x1a..=0x1d => Load1((op - 0x1a) as u16),
        0x1e..=0x21 => Load2((op - 0x1e) as u16),
        0x22..=0x25 => Load1((op - 0x22) as u16),
        0x26..=0x29 => Load2((op - 0x26) as u16),
        0x2a..=0x2d => Load1((op - 0x2a) as u16),
        0x2e => Iaload,
        0x2f => Laload,
        0x30 => Faload,
        0x31 => Daload,
        0x32 => Aaload,
        0x33 => Baload,
        0x34 => Caload,
        0x35 => Saload,
        0x36 | 0x38 | 0x3a => Store1(r.u8()? as u16),
        0x37 | 0x39 => Store2(r.u8()? as u16),
        0x3b..=0x3e => Store1((op - 0x3b) as u16),
        0x3f..=0x42 => Store2((op - 0x3f) as u16),
        0x43..=0x46 => Store1((op - 0x43) as u16),
        0x47..=0x4a => Store2((op - 0x47) as u16),
        0x4b..=0x4e => Store1((op - 0x4b) as u16),
        0x4f => Iastore,
        0x50 => Lastore,
        0x51 => Fastore,
        0x52 => Dastore,
        0x53 => Aastore,
        0x54 => Bastore,
        0x55 => Castore,
        0x56 => Sastore,
        0x57 => Pop,
        0x58 => Pop2,
        0x59 => Dup,
        0x5a => DupX1,
        0x5b => DupX2,
        0x5c => Dup2,
        0x5d => Dup2X1,
        0x5e => Dup2X2,
        0x5f => Swap,
        0x60 => Iadd,
        0x61 => Ladd,
        0x62 => Fadd,
        0x63 => Dadd,
        0x64 => Isub,
        0x65 => Lsub,
        0x66 => Fsub,
        0x67 => Dsub,
        0x68 => Imul,
        0x69 => Lmul,
        0x6a => Fmul,
        0x6b => Dmul,
        0x6c => Idiv,
        0x6d => Ldiv,
        0x6e => Fdiv,
        0x6f => Ddiv,
        0x70 => Irem,
        0x71 => Lrem,
        0x72 => Frem,
        0x73 => Drem,
        0x74 => Ineg,
        0x75 => Lneg,
        0x76 => Fneg,
        0x77 => Dneg,
        0x78 => Ishl,
        0x79 => Lshl,
        0x7a => Ishr,
        0x7b => Lshr,
        0x7c => Iushr,
        0x7d => Lushr,
        0x7e => Iand,
        0x7f => Land,
        0x80 => Ior,
        0x81 => Lor,
        0x82 => Ixor,
        0x83 => Lxor,
        0x84 => Iinc(r.u8()? as u16, r.i8()? as i16),
        0x85 => I2l,
        0x86 => I2f,
        0x87 => I2d,
        0x88 => L2i,
        0x89 => L2f,
        0x8a => L2d,
        0x8b => F2i,
        0x8c => F2l,
        0x8d => F2d,
        0x8e => D2i,
        0x8f => D2l,
        0x90 => D2f,
        0x91 => I2b,
        0x92 => I2c,
        0x93 => I2s,
        0x94 => Lcmp,
        0x95 => Fcmpl,
        0x96 => Fcmpg,
        0x97 => Dcmpl,
        0x98 => Dcmpg,
        0x99..=0x9e => {
            let c = cond(op - 0x99);
            return Ok((If(c, 0), branch16(r)?));
        }
        0x9f..=0xa4 => {
            let c = cond(op - 0x9f);
            return Ok((IfIcmp(c, 0), branch16(r)?));
        }
        0xa5 => return Ok((IfAcmpEq(0), branch16(r)?)),
        0xa6 => return Ok((IfAcmpNe(0), branch16(r)?)),
        0xa7 => return Ok((Goto(0), branch16(r)?)),
        0xa8 | 0xa9 | 0xc9 => return Err(JSR_RET.into()),
        0xaa => {
            while !r.pos.is_multiple_of(4) {
                r.u8()?;
            }
            let default = pc64 + r.i32()? as i64;
            let low = r.i32()?;
            let high = r.i32()?;
            if high < low {
                return Err(format!("tableswitch high {high} < low {low}"));
            }
            let n = (high as i64 - low as i64 + 1) as usize;
            if n > r.code.len() {
                return Err("truncated tableswitch".into());
            }
            let mut ts = Vec::with_capacity(n);
            for _ in 0..n {
                ts.push(pc64 + r.i32()? as i64);
            }
            return Ok((
                TableSwitch {
                    low,
                    default: 0,
                    targets: Box::new([]),
                },
                Pending::Table(default, ts),
            ));
        }
        0xab => {
            while !r.pos.is_multiple_of(4) {
                r.u8()?;
            }
            let default = pc64 + r.i32()? as i64;
            let n = r.i32()?;
            if n < 0 || n as usize > r.code.len() {
                return Err(format!("bad lookupswitch pair count {n}"));
            }
            let mut ps = Vec::with_capacity(n as usize);
            for _ in 0..n {
                let k = r.i32()?;
                ps.push((k, pc64 + r.i32()? as i64));
            }
            return Ok((
                LookupSwitch {
                    default: 0,
                    pairs: Box::new([]),
                },
                Pending::Lookup(default, ps),
            ));
        }
        0xac | 0xae | 0xb0 => Return1,
        0xad | 0xaf => Return2,
        0xb1 => Return,
        0xb2 => GetStatic(r.u16()?),
        0xb3 => PutStatic(r.u16()?),
        0xb4 => GetField(r.u16()?),
        0xb5 => PutField(r.u16()?),
        0xb6 => InvokeVirtual(r.u16()?),
        0xb7 => InvokeSpecial(r.u16()?),
        0xb8 => InvokeStatic(r.u16()?),
        0xb9 => {
            let i = r.u16()?;
            r.u8()?;
            r.u8()?;
            InvokeInterface(i)
        }
        0xba => {
            let i = r.u16()?;
            r.u16()?;
            InvokeDynamic(i)
        }
        0xbb => New(r.u16()?),
        0xbc => NewArray(match r.u8()? {
            4 => PrimArray::Boolean,
            5 => PrimArray::Char,
            6 => PrimArray::Float,
            7 => PrimArray::Double,
            8 => PrimArray::Byte,
            9 => PrimArray::Short,
            10 => PrimArray::Int,
            11 => PrimArray::Long,
            t => return Err(format!("newarray with bad type {t}")),
        }),
        0xbd => ANewArray(r.u16()?),
        0xbe => ArrayLength,
        0xbf => Athrow,
        0xc0 => CheckCast(r.u16()?),
        0xc1 => InstanceOf(r.u16()?),
        0xc2 => MonitorEnter,
        0xc3 => MonitorExit,
        0xc4 => {
            let op2 = r.u8()?;
            let idx = r.u16()?;
            match op2 {
                0x15 | 0x17 | 0x19 => Load1(idx),
                0x16 | 0x18 => Load2(idx),
                0x36 | 0x38 | 0x3a => Store1(idx),
                0x37 | 0x39 => Store2(idx),
                0x84 => Iinc(idx, r.i16()?),
                _ => return Err(format!("wide with bad opcode 0x{op2:02x}")),
            }
        }
        0xc5 => MultiANewArray(r.u16()?, r.u8()?),
        0xc6 => return Ok((IfNull(0), branch16(r)?)),
        0xc7 => return Ok((IfNonNull(0), branch16(r)?)),
        0xc8 => return Ok((Goto(0), Pending::Branch(pc64 + r.i32()? as i64))),
        _ => return Err(format!("unknown opcode 0x{op:02x}")),
    };
    Ok((insn, Pending::None))
}

fn cond(k: u8) -> Cond {
    match k {
        0 => Cond::Eq,
        1 => Cond::Ne,
        2 => Cond::Lt,
        3 => Cond::Ge,
        4 => Cond::Gt,
        _ => Cond::Le,
    }
}

/// The JVM specification's mnemonic of an opcode, for the interpreter log.
pub fn mnemonic(op: u8) -> &'static str {
    const NAMES: [&str; 202] = [
        "nop",
        "aconst_null",
        "iconst_m1",
        "iconst_0",
        "iconst_1",
        "iconst_2",
        "iconst_3",
        "iconst_4",
        "iconst_5",
        "lconst_0",
        "lconst_1",
        "fconst_0",
        "fconst_1",
        "fconst_2",
        "dconst_0",
        "dconst_1",
        "bipush",
        "sipush",
        "ldc",
        "ldc_w",
        "ldc2_w",
        "iload",
        "lload",
        "fload",
        "dload",
        "aload",
        "iload_0",
        "iload_1",
        "iload_2",
        "iload_3",
        "lload_0",
        "lload_1",
        "lload_2",
        "lload_3",
        "fload_0",
        "fload_1",
        "fload_2",
        "fload_3",
        "dload_0",
        "dload_1",
        "dload_2",
        "dload_3",
        "aload_0",
        "aload_1",
        "aload_2",
        "aload_3",
        "iaload",
        "laload",
        "faload",
        "daload",
        "aaload",
        "baload",
        "caload",
        "saload",
        "istore",
        "lstore",
        "fstore",
        "dstore",
        "astore",
        "istore_0",
        "istore_1",
        "istore_2",
        "istore_3",
        "lstore_0",
        "lstore_1",
        "lstore_2",
        "lstore_3",
        "fstore_0",
        "fstore_1",
        "fstore_2",
        "fstore_3",
        "dstore_0",
        "dstore_1",
        "dstore_2",
        "dstore_3",
        "astore_0",
        "astore_1",
        "astore_2",
        "astore_3",
        "iastore",
        "lastore",
        "fastore",
        "dastore",
        "aastore",
        "bastore",
        "castore",
        "sastore",
        "pop",
        "pop2",
        "dup",
        "dup_x1",
        "dup_x2",
        "dup2",
        "dup2_x1",
        "dup2_x2",
        "swap",
        "iadd",
        "ladd",
        "fadd",
        "dadd",
        "isub",
        "lsub",
        "fsub",
        "dsub",
        "imul",
        "lmul",
        "fmul",
        "dmul",
        "idiv",
        "ldiv",
        "fdiv",
        "ddiv",
        "irem",
        "lrem",
        "frem",
        "drem",
        "ineg",
        "lneg",
        "fneg",
        "dneg",
        "ishl",
        "lshl",
        "ishr",
        "lshr",
        "iushr",
        "lushr",
        "iand",
        "land",
        "ior",
        "lor",
        "ixor",
        "lxor",
        "iinc",
        "i2l",
        "i2f",
        "i2d",
        "l2i",
        "l2f",
        "l2d",
        "f2i",
        "f2l",
        "f2d",
        "d2i",
        "d2l",
        "d2f",
        "i2b",
        "i2c",
        "i2s",
        "lcmp",
        "fcmpl",
        "fcmpg",
        "dcmpl",
        "dcmpg",
        "ifeq",
        "ifne",
        "iflt",
        "ifge",
        "ifgt",
        "ifle",
        "if_icmpeq",
        "if_icmpne",
        "if_icmplt",
        "if_icmpge",
        "if_icmpgt",
        "if_icmple",
        "if_acmpeq",
        "if_acmpne",
        "goto",
        "jsr",
        "ret",
        "tableswitch",
        "lookupswitch",
        "ireturn",
        "lreturn",
        "freturn",
        "dreturn",
        "areturn",
        "return",
        "getstatic",
        "putstatic",
        "getfield",
        "putfield",
        "invokevirtual",
        "invokespecial",
        "invokestatic",
        "invokeinterface",
        "invokedynamic",
        "new",
        "newarray",
        "anewarray",
        "arraylength",
        "athrow",
        "checkcast",
        "instanceof",
        "monitorenter",
        "monitorexit",
        "wide",
        "multianewarray",
        "ifnull",
        "ifnonnull",
        "goto_w",
        "jsr_w",
    ];
    NAMES.get(op as usize).copied().unwrap_or("?")
}

impl Insn {
    /// For an array load or store: whether it stores, and whether its value takes two stack
    /// slots (long, double).
    pub fn array_access(&self) -> Option<(bool, bool)> {
        use Insn::*;
        match self {
            Iaload | Faload | Aaload | Baload | Caload | Saload => Some((false, false)),
            Laload | Daload => Some((false, true)),
            Iastore | Fastore | Aastore | Bastore | Castore | Sastore => Some((true, false)),
            Lastore | Dastore => Some((true, true)),
            _ => None,
        }
    }
}
