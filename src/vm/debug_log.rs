//! The interpreter log for debugging a trace (`ironpf check --replay STRING --log SPEC`,
//! `ironpf run --log SPEC`): the instructions the program executes, as `javap -c` shows them
//! (byte offsets for pcs and branch targets, constant-pool operands resolved), grouped under
//! the method and the source line they belong to (with the line's text, Groovy or Java), with
//! a marker where each transition starts (the choice that led to it) and where another thread
//! runs. A filter keeps what is asked for: classes, methods, transitions.
//!
//! An instruction that reaches a scheduling point (a choice, a thread switch) is executed
//! again when its thread resumes (the VM stops before its effect): it is logged once.

use std::io::Write;

use crate::classfile::bytecode::{Code, Insn, mnemonic};
use crate::classfile::{Constant, MemberRef};
use crate::runtime::MethodId;

/// What the log keeps (`--log SPEC`): each kind of term given narrows the log, several terms
/// of one kind widen it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LogFilter {
    /// Classes by binary name (`pkg.Name`), a prefix ending in `.` or `*`, or a class with its
    /// nested classes (`Name` also keeps `Name$1`, a Groovy closure of it).
    pub classes: Vec<String>,
    /// Methods by name (`handler`) or `Class.name`.
    pub methods: Vec<String>,
    /// Transitions, inclusive ranges (0 is the start).
    pub transitions: Vec<(usize, usize)>,
    /// Also the runtime library's code (ironpf's Java and Groovy runtime and the platform
    /// model), which is left out otherwise.
    pub library: bool,
}

impl LogFilter {
    /// Parses `--log SPEC`: comma-separated `class=NAME`, `method=NAME`, `transition=N` or
    /// `transition=N-M`, `library`; `program` (or nothing) for the program's own code.
    pub fn parse(spec: &str) -> Result<LogFilter, String> {
        let mut f = LogFilter::default();
        for term in spec.split(',').map(str::trim).filter(|t| !t.is_empty()) {
            match term.split_once('=') {
                Some(("class", v)) if !v.is_empty() => f.classes.push(v.replace('/', ".")),
                Some(("method", v)) if !v.is_empty() => f.methods.push(v.replace('/', ".")),
                Some(("transition", v)) => {
                    let bad = || format!("--log: bad transition {v:?} (N or N-M)");
                    let (a, b) = v.split_once('-').unwrap_or((v, v));
                    let a: usize = a.trim().parse().map_err(|_| bad())?;
                    let b: usize = b.trim().parse().map_err(|_| bad())?;
                    if b < a {
                        return Err(bad());
                    }
                    f.transitions.push((a, b));
                }
                None if term == "library" || term == "all" => f.library = true,
                None if term == "program" => {}
                _ => {
                    return Err(format!(
                        "--log: unknown term {term:?} (class=NAME, method=NAME, \
                         transition=N or N-M, library, program)"
                    ));
                }
            }
        }
        Ok(f)
    }

    fn keeps_transition(&self, t: usize) -> bool {
        self.transitions.is_empty() || self.transitions.iter().any(|&(a, b)| a <= t && t <= b)
    }

    /// Whether code of `class` (binary name), method `name`, from the runtime library or not,
    /// is kept.
    fn keeps_code(&self, class: &str, name: &str, library: bool) -> bool {
        if library && !self.library {
            return false;
        }
        let class_ok = self.classes.is_empty()
            || self.classes.iter().any(|c| {
                if let Some(prefix) = c.strip_suffix('*') {
                    class.starts_with(prefix)
                } else if c.ends_with('.') {
                    class.starts_with(c.as_str())
                } else {
                    class == c
                        || class
                            .strip_prefix(c.as_str())
                            .is_some_and(|rest| rest.starts_with('$'))
                }
            });
        let method_ok = self.methods.is_empty()
            || self.methods.iter().any(|m| match m.rsplit_once('.') {
                Some((c, n)) => n == name && (class == c || class.ends_with(&format!(".{c}"))),
                None => m == name,
            });
        class_ok && method_ok
    }
}

/// Finds the text of a source line: (binary class name, source file, line).
pub type SourceLines = Box<dyn Fn(&str, &str, u32) -> Option<String>>;

/// The log's state while a program runs.
pub struct DebugLog {
    pub filter: LogFilter,
    out: Box<dyn Write>,
    sources: SourceLines,
    /// The transition running (0: the start).
    transition: usize,
    /// The method and line of the last instruction logged, and the thread that ran it.
    last_method: Option<MethodId>,
    last_line: Option<u32>,
    last_thread: Option<u32>,
    /// The last instruction executed, logged or not (method, instruction index, thread):
    /// the same one again, unless it jumps to itself, is its restart after a scheduling
    /// point.
    last_insn: Option<(MethodId, usize, u32)>,
}

impl DebugLog {
    pub fn new(filter: LogFilter, out: Box<dyn Write>, sources: SourceLines) -> DebugLog {
        DebugLog {
            filter,
            out,
            sources,
            transition: 0,
            last_method: None,
            last_line: None,
            last_thread: None,
            last_insn: None,
        }
    }

    /// A transition starts: its number and what started it (the choice taken).
    pub fn transition(&mut self, number: usize, what: &str) {
        self.transition = number;
        self.last_method = None;
        self.last_line = None;
        if self.filter.keeps_transition(number) {
            let _ = writeln!(self.out, "== transition {number}: {what}");
        }
    }

    /// Logs one instruction about to execute, if the filter keeps it. `class` is the internal
    /// name of the method's class (`pkg/Name`), `file` its source file, `library` whether it is the runtime
    /// library's.
    #[allow(clippy::too_many_arguments)]
    pub fn instruction(
        &mut self,
        thread: u32,
        thread_name: impl FnOnce() -> String,
        method: MethodId,
        label: impl FnOnce() -> String,
        class: &str,
        name: &str,
        file: Option<&str>,
        library: bool,
        code: &Code,
        pc: usize,
        pool: &[Constant],
    ) {
        let me = (method, pc, thread);
        let again = self.last_insn.replace(me) == Some(me);
        use Insn::*;
        let jumps = matches!(
            code.insns[pc],
            If(..)
                | IfIcmp(..)
                | IfAcmpEq(_)
                | IfAcmpNe(_)
                | IfNull(_)
                | IfNonNull(_)
                | Goto(_)
                | TableSwitch { .. }
                | LookupSwitch { .. }
        );
        if again && !jumps {
            return;
        }
        if !self.filter.keeps_transition(self.transition)
            || !self
                .filter
                .keeps_code(&class.replace('/', "."), name, library)
        {
            return;
        }
        if self.last_thread != Some(thread) {
            if self.last_thread.is_some() {
                let _ = writeln!(self.out, "-- thread {thread} \"{}\" runs", thread_name());
            }
            self.last_thread = Some(thread);
            self.last_method = None;
        }
        if self.last_method != Some(method) {
            let _ = writeln!(self.out, "{}", label());
            self.last_method = Some(method);
            self.last_line = None;
        }
        let line = code.line_of(pc as u32);
        if line.is_some() && line != self.last_line {
            let l = line.unwrap_or_default();
            let file = file.unwrap_or("?");
            let text = (self.sources)(class, file, l).unwrap_or_default();
            let text = text.trim();
            if text.is_empty() {
                let _ = writeln!(self.out, "  {file}:{l}");
            } else {
                let _ = writeln!(self.out, "  {file}:{l}  {text}");
            }
            self.last_line = line;
        }
        let _ = writeln!(
            self.out,
            "    {:>5}: {}",
            code.pcs[pc],
            describe(&code.insns[pc], code.opcodes[pc], code, pool)
        );
    }

    /// A line of its own (a violation, the end), kept whatever the filter.
    pub fn note(&mut self, text: &str) {
        let _ = writeln!(self.out, "== {text}");
        let _ = self.out.flush();
    }
}

/// An instruction as `javap -c` shows it: the mnemonic and its operands, with branch targets
/// as byte offsets and constant-pool entries by what they name.
pub fn describe(insn: &Insn, opcode: u8, code: &Code, pool: &[Constant]) -> String {
    let name = mnemonic(opcode);
    let at = |index: u32| code.pcs.get(index as usize).copied().unwrap_or(u32::MAX);
    let constant = |i: u16| describe_constant(pool, i);
    // The short forms (`aload_0`, `iconst_1`) carry their operand in the name.
    let short = name
        .rsplit_once('_')
        .is_some_and(|(_, n)| n == "m1" || n.parse::<u32>().is_ok());
    use Insn::*;
    let operands = match insn {
        _ if short => String::new(),
        Iconst(v) => v.to_string(),
        Lconst(v) => v.to_string(),
        Fconst(v) => v.to_string(),
        Dconst(v) => v.to_string(),
        Ldc(i) | Ldc2(i) | GetStatic(i) | PutStatic(i) | GetField(i) | PutField(i)
        | InvokeVirtual(i) | InvokeSpecial(i) | InvokeStatic(i) | InvokeInterface(i)
        | InvokeDynamic(i) | New(i) | ANewArray(i) | CheckCast(i) | InstanceOf(i) => constant(*i),
        Load1(i) | Load2(i) | Store1(i) | Store2(i) => i.to_string(),
        Iinc(i, d) => format!("{i}, {d}"),
        If(_, t)
        | IfIcmp(_, t)
        | IfAcmpEq(t)
        | IfAcmpNe(t)
        | IfNull(t)
        | IfNonNull(t)
        | Goto(t) => at(*t).to_string(),
        NewArray(t) => t.descriptor().to_string(),
        MultiANewArray(i, d) => format!("{}, {d}", constant(*i)),
        TableSwitch {
            low,
            default,
            targets,
        } => {
            let cases: Vec<String> = targets
                .iter()
                .enumerate()
                .map(|(k, t)| format!("{}: {}", *low as i64 + k as i64, at(*t)))
                .collect();
            format!("{{ {}, default: {} }}", cases.join(", "), at(*default))
        }
        LookupSwitch { default, pairs } => {
            let cases: Vec<String> = pairs
                .iter()
                .map(|(k, t)| format!("{k}: {}", at(*t)))
                .collect();
            format!("{{ {}, default: {} }}", cases.join(", "), at(*default))
        }
        _ => String::new(),
    };
    if operands.is_empty() {
        name.to_string()
    } else {
        format!("{name} {operands}")
    }
}

/// A constant-pool entry as the log shows it: a member as `Class.name:descriptor`, a class by
/// name, a literal by value.
fn describe_constant(pool: &[Constant], i: u16) -> String {
    let member = |m: &MemberRef| format!("{}.{}:{}", m.class, m.name, m.descriptor);
    match pool.get(i as usize) {
        Some(Constant::FieldRef(m) | Constant::MethodRef(m) | Constant::InterfaceMethodRef(m)) => {
            member(m)
        }
        Some(Constant::Class(c)) => c.clone(),
        Some(Constant::String(units)) => {
            let s = String::from_utf16_lossy(units);
            let mut shown: String = s.chars().take(60).collect();
            if shown.len() < s.len() {
                shown.push_str("...");
            }
            format!("{shown:?}")
        }
        Some(Constant::Integer(v)) => v.to_string(),
        Some(Constant::Float(v)) => format!("{v}f"),
        Some(Constant::Long(v)) => format!("{v}l"),
        Some(Constant::Double(v)) => format!("{v}d"),
        Some(Constant::MethodType(d)) => d.clone(),
        Some(Constant::InvokeDynamic {
            name, descriptor, ..
        }) => format!("InvokeDynamic {name}:{descriptor}"),
        _ => format!("#{i}"),
    }
}

#[cfg(test)]
mod tests {
    use super::LogFilter;

    #[test]
    fn a_filter_keeps_what_it_names() {
        let f = LogFilter::parse("class=Smoke,method=handler,transition=2-3").unwrap();
        assert!(f.keeps_transition(2) && f.keeps_transition(3) && !f.keeps_transition(4));
        assert!(f.keeps_code("Smoke", "handler", false));
        assert!(f.keeps_code("Smoke$_closure1", "handler", false));
        assert!(!f.keeps_code("SmokeX", "handler", false));
        assert!(!f.keeps_code("Smoke", "other", false));
        assert!(!f.keeps_code("Smoke", "handler", true));
        let all = LogFilter::parse("").unwrap();
        assert!(all.keeps_code("A", "m", false) && !all.keeps_code("A", "m", true));
        assert!(
            LogFilter::parse("library")
                .unwrap()
                .keeps_code("A", "m", true)
        );
        let pkg = LogFilter::parse("class=java.util.,library").unwrap();
        assert!(pkg.keeps_code("java.util.HashMap", "get", true));
        assert!(!pkg.keeps_code("java.lang.String", "get", true));
        let m = LogFilter::parse("method=Smoke.handler").unwrap();
        assert!(
            m.keeps_code("Smoke", "handler", false) && !m.keeps_code("Other", "handler", false)
        );
        assert!(LogFilter::parse("transition=3-1").is_err());
        assert!(LogFilter::parse("colour=red").is_err());
    }
}
