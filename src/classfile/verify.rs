//! The part of bytecode verification (JVMS 4.10) that the interpreter relies on: every
//! instruction is reached with one operand-stack height, never pops below the bottom of its
//! frame's stack nor pushes past `max_stack`, no path falls off the end of the code, and the
//! arguments fit in `max_locals`. Types are not checked (the interpreter checks the kind of
//! each value it pops), but a class that passes cannot make the interpreter's stack grow
//! without bound or read another frame's values.
//!
//! The analysis is the classic forward data flow over the instruction graph (fall-through,
//! branches, switches, and exception handlers, which start with the exception alone on the
//! stack), with heights counted in slots (a long or double takes two).

use super::bytecode::{Code, Insn};
use super::descriptor::{Kind, MethodType};
use super::liveness::{falls_through, successors};
use super::{ClassFile, Constant};

/// Checks every method body of a class; the error names the method and the pc.
pub fn verify(cf: &ClassFile) -> Result<(), String> {
    for m in &cf.methods {
        let Some(code) = &m.code else { continue };
        let mtype = MethodType::parse(&m.descriptor)?;
        let receiver = usize::from(m.access & super::ACC_STATIC == 0);
        let args = receiver + mtype.param_slots();
        if args > code.max_locals as usize {
            return Err(format!(
                "{}{}: arguments take {args} local slots, but max_locals is {}",
                m.name, m.descriptor, code.max_locals
            ));
        }
        stack_heights(code, &cf.pool).map_err(|e| format!("{}{}: {e}", m.name, m.descriptor))?;
    }
    Ok(())
}

/// The operand-stack height at the entry of each instruction (`None`: unreachable).
pub fn stack_heights(code: &Code, pool: &[Constant]) -> Result<Vec<Option<u16>>, String> {
    let n = code.insns.len();
    let max = code.max_stack as i64;
    let mut height: Vec<Option<u16>> = vec![None; n];
    let mut work: Vec<(usize, u16)> = Vec::new();
    if n == 0 {
        return Err("the code is empty".into());
    }
    work.push((0, 0));
    for h in &code.handlers {
        work.push((h.handler as usize, 1));
    }
    if code.handlers.iter().any(|_| max < 1) {
        return Err("an exception handler needs one stack slot, but max_stack is 0".into());
    }
    while let Some((i, h)) = work.pop() {
        let Some(&seen) = height.get(i) else {
            return Err(format!("instruction {i} is outside the code"));
        };
        match seen {
            Some(seen) if seen == h => continue,
            Some(seen) => {
                return Err(format!(
                    "pc {}: inconsistent stack height {h} (earlier {seen})",
                    code.pcs[i]
                ));
            }
            None => height[i] = Some(h),
        }
        let (pops, pushes) =
            effect(&code.insns[i], pool).map_err(|e| format!("pc {}: {e}", code.pcs[i]))?;
        let after = h as i64 - pops as i64;
        if after < 0 {
            return Err(format!(
                "pc {}: {} pops {pops} slots from a stack of {h}",
                code.pcs[i],
                super::bytecode::mnemonic(code.opcodes[i])
            ));
        }
        let after = after + pushes as i64;
        if after > max {
            return Err(format!(
                "pc {}: operand stack overflow ({} pushes to {after} slots, max_stack {max})",
                code.pcs[i],
                super::bytecode::mnemonic(code.opcodes[i])
            ));
        }
        if falls_through(&code.insns[i]) && i + 1 == n {
            return Err(format!(
                "pc {}: execution falls off the end of the code",
                code.pcs[i]
            ));
        }
        for s in successors(code, i) {
            work.push((s as usize, after as u16));
        }
    }
    Ok(height)
}

/// Slots an instruction pops and pushes.
fn effect(insn: &Insn, pool: &[Constant]) -> Result<(usize, usize), String> {
    use Insn::*;
    let member = |idx: &u16| -> Result<&str, String> {
        match pool.get(*idx as usize) {
            Some(
                Constant::FieldRef(m) | Constant::MethodRef(m) | Constant::InterfaceMethodRef(m),
            ) => Ok(m.descriptor.as_str()),
            Some(Constant::InvokeDynamic { descriptor, .. }) => Ok(descriptor.as_str()),
            _ => Err(format!("constant {idx} is not a member reference")),
        }
    };
    let field = |idx: &u16| -> Result<usize, String> { Ok(Kind::of_field(member(idx)?).slots()) };
    let call = |idx: &u16, receiver: usize| -> Result<(usize, usize), String> {
        let t = MethodType::parse(member(idx)?)?;
        Ok((receiver + t.param_slots(), t.ret_kind().slots()))
    };
    Ok(match insn {
        Nop | Iinc(..) | Goto(_) | Return => (0, 0),
        AconstNull | Iconst(_) | Fconst(_) | Ldc(_) | Load1(_) | New(_) => (0, 1),
        Lconst(_) | Dconst(_) | Ldc2(_) | Load2(_) => (0, 2),
        Store1(_)
        | Pop
        | If(..)
        | IfNull(_)
        | IfNonNull(_)
        | Return1
        | Athrow
        | TableSwitch { .. }
        | LookupSwitch { .. }
        | MonitorEnter
        | MonitorExit => (1, 0),
        Store2(_) | Pop2 | IfIcmp(..) | IfAcmpEq(_) | IfAcmpNe(_) | Return2 => (2, 0),
        Iaload | Faload | Aaload | Baload | Caload | Saload => (2, 1),
        Laload | Daload => (2, 2),
        Iastore | Fastore | Aastore | Bastore | Castore | Sastore => (3, 0),
        Lastore | Dastore => (4, 0),
        Dup => (1, 2),
        DupX1 => (2, 3),
        DupX2 => (3, 4),
        Dup2 => (2, 4),
        Dup2X1 => (3, 5),
        Dup2X2 => (4, 6),
        Swap => (2, 2),
        Iadd | Isub | Imul | Idiv | Irem | Ishl | Ishr | Iushr | Iand | Ior | Ixor | Fadd
        | Fsub | Fmul | Fdiv | Frem | Fcmpl | Fcmpg => (2, 1),
        Ladd | Lsub | Lmul | Ldiv | Lrem | Land | Lor | Lxor | Dadd | Dsub | Dmul | Ddiv | Drem => {
            (4, 2)
        }
        Lshl | Lshr | Lushr => (3, 2),
        Lcmp | Dcmpl | Dcmpg => (4, 1),
        Ineg | Fneg | I2f | F2i | I2b | I2c | I2s | ArrayLength | CheckCast(_) | InstanceOf(_)
        | NewArray(_) | ANewArray(_) => (1, 1),
        Lneg | Dneg | L2d | D2l => (2, 2),
        I2l | I2d | F2l | F2d => (1, 2),
        L2i | L2f | D2i | D2f => (2, 1),
        GetStatic(i) => (0, field(i)?),
        PutStatic(i) => (field(i)?, 0),
        GetField(i) => (1, field(i)?),
        PutField(i) => (1 + field(i)?, 0),
        InvokeVirtual(i) | InvokeSpecial(i) | InvokeInterface(i) => call(i, 1)?,
        InvokeStatic(i) | InvokeDynamic(i) => call(i, 0)?,
        MultiANewArray(_, dims) => {
            if *dims == 0 {
                return Err("multianewarray with 0 dimensions".into());
            }
            (*dims as usize, 1)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::super::bytecode::decode;
    use super::*;

    fn heights(
        code: &[u8],
        max_stack: u16,
        handlers: &[(u16, u16, u16, u16)],
    ) -> Result<Vec<Option<u16>>, String> {
        let code = decode(code, max_stack, 2, handlers, &[])?;
        stack_heights(&code, &[])
    }

    #[test]
    fn javac_shaped_code_passes() {
        // iconst_0; ifeq L; iconst_1; pop; L: return; and a handler (pop; return) for
        // the first four instructions, entered with the exception on the stack.
        let code = [0x03, 0x99, 0x00, 0x05, 0x04, 0x57, 0xb1, 0x57, 0xb1];
        let h = heights(&code, 1, &[(0, 6, 7, 0)]).unwrap();
        assert_eq!(
            h,
            [
                Some(0),
                Some(1),
                Some(0),
                Some(1),
                Some(0),
                Some(1),
                Some(0)
            ]
        );
    }

    #[test]
    fn a_handler_at_the_end_of_the_code_is_refused() {
        // Found by the fuzzer: the handler index equal to the code length panicked.
        let err = heights(&[0xb1], 1, &[(0, 1, 1, 0)]).unwrap_err();
        assert!(err.contains("outside the code"), "{err}");
    }

    #[test]
    fn heights_must_agree_and_stay_within_bounds() {
        assert!(
            heights(&[0x03, 0xa7, 0xff, 0xff], 4, &[])
                .unwrap_err()
                .contains("inconsistent")
        );
        assert!(
            heights(&[0x03, 0x03, 0xb1], 1, &[])
                .unwrap_err()
                .contains("overflow")
        );
        assert!(heights(&[0x57, 0xb1], 1, &[]).unwrap_err().contains("pops"));
        assert!(
            heights(&[0x03, 0x57], 1, &[])
                .unwrap_err()
                .contains("falls off")
        );
    }
}
