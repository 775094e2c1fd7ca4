//! Live local variables of a method body: the classic backward data-flow analysis over the
//! instruction graph (JVMS 4.10 control flow: fall-through, branches, switches, exception
//! handlers). A local is live after an instruction when some path from there reads it before
//! writing it.
//!
//! Partial-order reduction uses this for local variables of frames that outlive a transition
//! (the `while (true) { int e = Verify.getIntFromList(..); ... }` loop keeps program state in
//! `main`'s locals): a write to such a local matters to other transitions only if the local is
//! still live where the transition ends.
//!
//! The analysis over-approximates liveness, never under-approximates it: every instruction in
//! a protected range may transfer to its handler before or after its own effect.

use super::bytecode::{Code, Insn};

/// Per instruction, the locals live before and after it, as bit sets of `max_locals` bits.
#[derive(Debug)]
pub struct Liveness {
    words: usize,
    live_in: Vec<u64>,
    live_out: Vec<u64>,
}

impl Liveness {
    pub fn of(code: &Code) -> Liveness {
        let n = code.insns.len();
        let words = (code.max_locals as usize).div_ceil(64).max(1);
        let mut live_in = vec![0u64; n * words];
        let mut live_out = vec![0u64; n * words];
        let succs: Vec<Vec<u32>> = (0..n).map(|i| successors(code, i)).collect();
        let (uses, defs): (Vec<Vec<u16>>, Vec<Vec<u16>>) =
            (0..n).map(|i| effects(&code.insns[i])).unzip();
        let mut changed = true;
        let mut out = vec![0u64; words];
        while changed {
            changed = false;
            for i in (0..n).rev() {
                out.iter_mut().for_each(|w| *w = 0);
                for &s in &succs[i] {
                    let s = s as usize * words;
                    for (w, x) in out.iter_mut().zip(&live_in[s..s + words]) {
                        *w |= x;
                    }
                }
                // Exception edges also leave before the instruction's own write.
                let mut inn = out.clone();
                for &d in &defs[i] {
                    clear(&mut inn, d);
                }
                for &u in &uses[i] {
                    set(&mut inn, u);
                }
                for h in &code.handlers {
                    if h.start as usize <= i && i < h.end as usize {
                        let s = h.handler as usize * words;
                        for (w, x) in inn.iter_mut().zip(&live_in[s..s + words]) {
                            *w |= x;
                        }
                    }
                }
                let at = i * words;
                if live_in[at..at + words] != inn[..] || live_out[at..at + words] != out[..] {
                    live_in[at..at + words].copy_from_slice(&inn);
                    live_out[at..at + words].copy_from_slice(&out);
                    changed = true;
                }
            }
        }
        Liveness {
            words,
            live_in,
            live_out,
        }
    }

    /// Whether local `slot` is live after instruction `index` (slots beyond the analysis, for
    /// instance of a truncated method, count as live).
    pub fn live_after(&self, index: usize, slot: usize) -> bool {
        Self::bit(&self.live_out, self.words, index, slot)
    }

    /// Whether local `slot` is live before instruction `index` runs.
    pub fn live_before(&self, index: usize, slot: usize) -> bool {
        Self::bit(&self.live_in, self.words, index, slot)
    }

    /// The live locals before (`before`) or after instruction `index`, as a bit set (bit
    /// `slot % 64` of word `slot / 64`), or `None` past the analysis (all count as live).
    pub fn live_set(&self, index: usize, before: bool) -> Option<&[u64]> {
        let sets = if before {
            &self.live_in
        } else {
            &self.live_out
        };
        sets.get(index * self.words..(index + 1) * self.words)
    }

    fn bit(sets: &[u64], words: usize, index: usize, slot: usize) -> bool {
        let w = index * words + slot / 64;
        match sets.get(w) {
            Some(bits) if slot / 64 < words => bits & (1 << (slot % 64)) != 0,
            _ => true,
        }
    }
}

fn set(bits: &mut [u64], slot: u16) {
    if let Some(w) = bits.get_mut(slot as usize / 64) {
        *w |= 1 << (slot % 64);
    }
}

fn clear(bits: &mut [u64], slot: u16) {
    if let Some(w) = bits.get_mut(slot as usize / 64) {
        *w &= !(1 << (slot % 64));
    }
}

/// The locals an instruction reads and writes (a long or double occupies two).
fn effects(insn: &Insn) -> (Vec<u16>, Vec<u16>) {
    match *insn {
        Insn::Load1(n) => (vec![n], vec![]),
        Insn::Load2(n) => (vec![n, n + 1], vec![]),
        Insn::Store1(n) => (vec![], vec![n]),
        Insn::Store2(n) => (vec![], vec![n, n + 1]),
        Insn::Iinc(n, _) => (vec![n], vec![n]),
        _ => (vec![], vec![]),
    }
}

/// Normal-flow successors of instruction `i` (instruction indices).
/// Whether execution can continue with the next instruction after `insn`.
pub(crate) fn falls_through(insn: &Insn) -> bool {
    !matches!(
        insn,
        Insn::Goto(_)
            | Insn::TableSwitch { .. }
            | Insn::LookupSwitch { .. }
            | Insn::Return
            | Insn::Return1
            | Insn::Return2
            | Insn::Athrow
    )
}

pub(crate) fn successors(code: &Code, i: usize) -> Vec<u32> {
    let next = i as u32 + 1;
    match &code.insns[i] {
        Insn::Goto(t) => vec![*t],
        Insn::If(_, t)
        | Insn::IfIcmp(_, t)
        | Insn::IfAcmpEq(t)
        | Insn::IfAcmpNe(t)
        | Insn::IfNull(t)
        | Insn::IfNonNull(t) => vec![next, *t],
        Insn::TableSwitch {
            default, targets, ..
        } => std::iter::once(*default)
            .chain(targets.iter().copied())
            .collect(),
        Insn::LookupSwitch { default, pairs } => std::iter::once(*default)
            .chain(pairs.iter().map(|&(_, t)| t))
            .collect(),
        Insn::Return | Insn::Return1 | Insn::Return2 | Insn::Athrow => vec![],
        _ => vec![next],
    }
    .into_iter()
    .filter(|&t| (t as usize) < code.insns.len())
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classfile::bytecode::Cond;

    fn code(insns: Vec<Insn>, max_locals: u16) -> Code {
        Code {
            max_locals,
            insns,
            ..Code::default()
        }
    }

    #[test]
    fn a_local_written_before_read_is_dead() {
        // 0: iconst 1; 1: istore 0; 2: iload 0; 3: ireturn
        let c = code(
            vec![
                Insn::Iconst(1),
                Insn::Store1(0),
                Insn::Load1(0),
                Insn::Return1,
            ],
            1,
        );
        let l = Liveness::of(&c);
        assert!(!l.live_after(0, 0));
        assert!(l.live_after(1, 0));
        assert!(!l.live_after(2, 0));
    }

    #[test]
    fn loops_and_branches_keep_locals_live() {
        // while (true) { e = choose(); if (e == 0) count++; else use(count); }
        // 0: invoke (choice); 1: istore 1; 2: iload 1; 3: ifne 6; 4: iinc 0 1; 5: goto 0;
        // 6: iload 0; 7: pop; 8: goto 0
        let c = code(
            vec![
                Insn::InvokeStatic(1),
                Insn::Store1(1),
                Insn::Load1(1),
                Insn::If(Cond::Ne, 6),
                Insn::Iinc(0, 1),
                Insn::Goto(0),
                Insn::Load1(0),
                Insn::Pop,
                Insn::Goto(0),
            ],
            2,
        );
        let l = Liveness::of(&c);
        // After the choice: count (0) is live, the event local (1) is not (it is written next).
        assert!(l.live_after(0, 0));
        assert!(!l.live_after(0, 1));
        assert!(l.live_after(1, 1));
    }

    #[test]
    fn handlers_see_locals_live_in_the_protected_range() {
        // try { 0: invoke; 1: iconst; 2: istore 0 } catch { 4: iload 0 } ; 3: return
        let mut c = code(
            vec![
                Insn::InvokeStatic(1),
                Insn::Iconst(0),
                Insn::Store1(0),
                Insn::Return,
                Insn::Load1(0),
                Insn::Return1,
            ],
            1,
        );
        c.handlers.push(crate::classfile::bytecode::Handler {
            start: 0,
            end: 3,
            handler: 4,
            catch_type: 0,
        });
        let l = Liveness::of(&c);
        assert!(l.live_after(0, 0));
        assert!(l.live_after(1, 0));
    }
}
