//! Fuzzing: mutated class files, mutated jars and odd numeric command-line options, each run
//! by the real `ironpf` binary as a child process (so aborts, signals and hangs are caught)
//! under a 4 GB address-space cap.
//!
//! Inputs come from a deterministic seeded PRNG (splitmix64): case `i` of seed `s` is the same
//! whichever worker thread runs it, on any machine whose javac makes the same seed classes.
//! Families:
//!
//! - class files: the classes javac makes of `tests/fuzz/*.java` (at `--release 8` and 17),
//!   mutated generically (bit flips, interesting bytes, big-endian u16/u32 boundary values,
//!   truncation, duplicated or deleted ranges, splices of two seeds, inserted bytes) and with
//!   knowledge of the class-file layout (opcodes and operands inside `Code`, max_stack and
//!   max_locals, exception tables, constant-pool strings replaced by odd ones, access flags,
//!   constant-pool indexes); each mutant is run with `ironpf check` and `ironpf run`;
//! - jars written by hand (stored and deflated entries, a manifest with `Main-Class` or a
//!   broken one) with mutated zip headers (signatures, sizes, offsets, counts, compression
//!   methods, flags, extra fields), entry names and contents, run as `ironpf run --cp X.jar P`,
//!   `ironpf run X.jar` and `ironpf check`; plus, once per run, zip bombs (~100 MB from
//!   ~660 KB) whose memory use is measured against a normal jar;
//! - numeric options (`--time-limit`, `--max-states`, `--max-depth`, `--max-memory`,
//!   `--max-heap`, `--max-transition-steps`) of `check`, `fixtures` and `run` with values such
//!   as NaN, inf, -1, 1e300, 2^64, "1e", "0x10", unicode digits and 99999999999999999999G.
//!
//! A case fails when ironpf panics (stderr mentions "panicked" or RUST_BACKTRACE), dies by a
//! signal (abort, segfault, the memory cap), exceeds the wall-clock limit, exits with a code
//! outside 0-4, or exits with 2 or 4 and an empty message. `ironpf run` of a mutant whose
//! `check` stopped at a limit (an endless loop in the mutated program) may run forever, as
//! `java` would: such a run gets a short limit and its timeout is counted, not failed. A run
//! that times out although its check ended is checked once more with assertions disabled, as
//! `run` executes (a mutated `<clinit>` may loop only on that path), and fails only if that
//! check does not stop at a limit either.
//!
//! `IRONPF_FUZZ_RUNS` (number of cases), `IRONPF_FUZZ_SEED` (decimal or 0x hex),
//! `IRONPF_FUZZ_CASE` (run only that case index, printing what it did), `IRONPF_FUZZ_WORKERS`
//! (parallel children, default 2) and `IRONPF_FUZZ_VERBOSE` (print every case) steer it;
//! `bench/fuzz-campaign.sh` runs long campaigns. Reproducers go to
//! `target/fuzz-findings/seed-<seed>/<case>/`: the inputs, `command-N.sh` scripts, the outputs
//! and `case.txt` (mutations, findings, the line that re-runs the case).

mod common;

use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use common::*;

/// Cases of a plain `cargo test --release` run (about 1 minute on a quiet 2-core machine, 2
/// when the machine is also busy with another build).
const DEFAULT_RUNS: u64 = 3000;
const DEFAULT_SEED: u64 = 0x1F0A_5EED;
/// Parallel workers (each runs one child process at a time); `IRONPF_FUZZ_WORKERS` overrides.
const WORKERS: u64 = 2;
/// Wall-clock limit of one child process: past it, the case is a hang.
const HANG_LIMIT: Duration = Duration::from_secs(20);
/// Limit of `ironpf run` on a mutant whose `check` stopped at a limit (the program loops).
const LOOPING_RUN_LIMIT: Duration = Duration::from_secs(2);
/// Address-space cap of every child, in KiB (4 GiB).
const MEMORY_CAP_KB: u64 = 4 << 20;
/// Output kept per stream of a child (the rest is read and dropped).
const KEEP_OUTPUT: usize = 64 << 10;
/// Reproducers written per distinct failure.
const KEEP_PER_SIGNATURE: usize = 3;
/// Size of the zip bombs' entries.
const BOMB_SIZE: usize = 100 << 20;
/// Peak resident memory a zip bomb may add over a normal jar before it counts as a failure.
const BOMB_SLACK_KB: u64 = 64 << 10;

const CHECK_OPTIONS: &[&str] = &[
    "check",
    "--quiet",
    "--time-limit",
    "5",
    "--max-memory",
    "1G",
    "--max-transition-steps",
    "2000000",
];

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

/// splitmix64.
struct Rng(u64);

fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Rng {
    /// The generator of case `index` of campaign `seed`.
    fn for_case(seed: u64, index: u64) -> Rng {
        Rng(mix64(seed ^ mix64(index.wrapping_add(0x5EED))))
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix64(self.0)
    }

    /// A number in `0..n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    /// A number in `lo..=hi`.
    fn between(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    fn byte(&mut self) -> u8 {
        self.next() as u8
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// A small count, 1 most often: 1 (50%), 2 (25%), ... up to `max`.
    fn few(&mut self, max: usize) -> usize {
        let mut n = 1;
        while n < max && self.chance(50) {
            n += 1;
        }
        n
    }
}

// ---------------------------------------------------------------------------------------------
// Seeds

struct Program {
    /// The main class (binary name; the programs are in the unnamed package).
    main: String,
    /// Class files as (file name, bytes), the main class first.
    classes: Vec<(String, Vec<u8>)>,
    release: u32,
}

struct Seeds {
    programs: Vec<Program>,
    /// Every seed class file, for splicing.
    donors: Vec<Vec<u8>>,
}

impl Seeds {
    fn load() -> Seeds {
        let sources = java_sources("tests/fuzz");
        assert!(!sources.is_empty(), "no seed programs in tests/fuzz");
        let mut programs = Vec::new();
        for release in [8, 17] {
            let dir = compile(&sources, release, Some(&api_jar()));
            for src in &sources {
                let main = src.file_stem().unwrap().to_string_lossy().to_string();
                let mut classes: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
                    .expect("read compiled seeds")
                    .flatten()
                    .filter_map(|e| {
                        let name = e.file_name().to_string_lossy().to_string();
                        let ours = name == format!("{main}.class")
                            || (name.starts_with(&format!("{main}$")) && name.ends_with(".class"));
                        ours.then(|| (name, std::fs::read(e.path()).expect("read class")))
                    })
                    .collect();
                classes.sort_by_key(|(n, _)| (n != &format!("{main}.class"), n.clone()));
                assert!(
                    classes
                        .first()
                        .is_some_and(|(n, _)| n == &format!("{main}.class")),
                    "javac made no {main}.class"
                );
                programs.push(Program {
                    main,
                    classes,
                    release,
                });
            }
        }
        let donors = programs
            .iter()
            .flat_map(|p| p.classes.iter().map(|(_, b)| b.clone()))
            .collect();
        Seeds { programs, donors }
    }
}

// ---------------------------------------------------------------------------------------------
// Class-file mutations

/// Where things are in a class file, for layout-aware mutations.
#[derive(Default)]
struct Layout {
    /// Constant-pool Utf8 entries: (offset of the tag, length of the whole entry).
    utf8: Vec<(usize, usize)>,
    /// Their texts.
    texts: Vec<Vec<u8>>,
    cp_count: u16,
    /// Offsets of u16 constant-pool indexes (class, member, attribute and reference indexes).
    indexes: Vec<usize>,
    /// Offsets of u16 access flags (class, fields, methods).
    flags: Vec<usize>,
    codes: Vec<CodeAttr>,
}

struct CodeAttr {
    attr_len_at: usize,
    max_stack_at: usize,
    code_len_at: usize,
    code_start: usize,
    code_len: usize,
    /// Offsets of the 8-byte exception-table entries.
    handlers: Vec<usize>,
}

struct Reader<'a> {
    b: &'a [u8],
    pos: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Option<&[u8]> {
        let end = self.pos.checked_add(n)?;
        let s = self.b.get(self.pos..end)?;
        self.pos = end;
        Some(s)
    }

    fn u8(&mut self) -> Option<u8> {
        Some(self.take(1)?[0])
    }

    fn u16(&mut self) -> Option<u16> {
        let s = self.take(2)?;
        Some(u16::from_be_bytes([s[0], s[1]]))
    }

    fn u32(&mut self) -> Option<u32> {
        let s = self.take(4)?;
        Some(u32::from_be_bytes([s[0], s[1], s[2], s[3]]))
    }
}

/// The layout of a class file, if it still parses structurally.
fn layout(b: &[u8]) -> Option<Layout> {
    let mut r = Reader { b, pos: 8 };
    let mut lay = Layout {
        cp_count: r.u16()?,
        ..Layout::default()
    };
    let mut names: Vec<Option<Vec<u8>>> = vec![None; lay.cp_count as usize];
    let mut i = 1;
    while i < lay.cp_count as usize {
        let at = r.pos;
        match r.u8()? {
            1 => {
                let n = r.u16()? as usize;
                let text = r.take(n)?.to_vec();
                lay.utf8.push((at, 3 + n));
                lay.texts.push(text.clone());
                names[i] = Some(text);
            }
            3 | 4 => {
                r.take(4)?;
            }
            5 | 6 => {
                r.take(8)?;
                i += 1;
            }
            7 | 8 | 16 | 19 | 20 => {
                lay.indexes.push(r.pos);
                r.take(2)?;
            }
            9..=12 | 17 | 18 => {
                lay.indexes.extend([r.pos, r.pos + 2]);
                r.take(4)?;
            }
            15 => {
                r.take(1)?;
                lay.indexes.push(r.pos);
                r.take(2)?;
            }
            _ => return None,
        }
        i += 1;
    }
    lay.flags.push(r.pos);
    r.take(2)?;
    lay.indexes.extend([r.pos, r.pos + 2]);
    r.take(4)?;
    let interfaces = r.u16()?;
    for _ in 0..interfaces {
        lay.indexes.push(r.pos);
        r.take(2)?;
    }
    for _members in 0..2 {
        let n = r.u16()?;
        for _ in 0..n {
            lay.flags.push(r.pos);
            r.take(2)?;
            lay.indexes.extend([r.pos, r.pos + 2]);
            r.take(4)?;
            attributes(&mut r, &names, &mut lay)?;
        }
    }
    attributes(&mut r, &names, &mut lay)?;
    Some(lay)
}

fn attributes(r: &mut Reader, names: &[Option<Vec<u8>>], lay: &mut Layout) -> Option<()> {
    let n = r.u16()?;
    for _ in 0..n {
        lay.indexes.push(r.pos);
        let name = r.u16()? as usize;
        let attr_len_at = r.pos;
        let len = r.u32()? as usize;
        let start = r.pos;
        if names.get(name).and_then(|n| n.as_deref()) == Some(b"Code".as_slice()) {
            let max_stack_at = r.pos;
            r.take(4)?;
            let code_len_at = r.pos;
            let code_len = r.u32()? as usize;
            let code_start = r.pos;
            r.take(code_len)?;
            let mut handlers = Vec::new();
            for _ in 0..r.u16()? {
                handlers.push(r.pos);
                r.take(8)?;
            }
            attributes(r, names, lay)?;
            if r.pos != start + len {
                return None;
            }
            lay.codes.push(CodeAttr {
                attr_len_at,
                max_stack_at,
                code_len_at,
                code_start,
                code_len,
                handlers,
            });
        } else {
            r.take(len)?;
        }
    }
    Some(())
}

fn put_u16(b: &mut [u8], at: usize, v: u16) {
    b[at..at + 2].copy_from_slice(&v.to_be_bytes());
}

fn put_u32(b: &mut [u8], at: usize, v: u32) {
    b[at..at + 4].copy_from_slice(&v.to_be_bytes());
}

fn get_u32(b: &[u8], at: usize) -> u32 {
    u32::from_be_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

const INTERESTING_BYTES: &[u8] = &[0, 0xFF, 0x7F, 0x80, 1, 0xFE];

/// Opcodes worth planting: switches, wide, allocation, throws, monitors, jsr/ret,
/// invokedynamic, stack shuffles, returns, constants, field and method instructions, casts,
/// branches, local and array accesses, divisions.
const INTERESTING_OPCODES: &[u8] = &[
    0xAA, 0xAB, 0xC4, 0xBC, 0xBD, 0xC5, 0xBF, 0xC2, 0xC3, 0xA8, 0xA9, 0xC9, 0xBA, 0x5F, 0x59, 0x5A,
    0x5B, 0x5C, 0x5D, 0x5E, 0x57, 0x58, 0xB1, 0xAC, 0xAD, 0xAE, 0xAF, 0xB0, 0x12, 0x13, 0x14, 0x02,
    0x03, 0x10, 0x11, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBB, 0xC0, 0xC1, 0xA7, 0xC8,
    0x99, 0x9F, 0xA5, 0xC6, 0x84, 0x15, 0x16, 0x19, 0x36, 0x3A, 0x2E, 0x32, 0x4F, 0x53, 0xBE, 0x6C,
    0x70, 0x6D, 0x71, 0x00, 0xCA, 0xFE, 0xFF,
];

/// Strings to plant in the constant pool (names, descriptors, attribute names).
const INTERESTING_TEXTS: &[&str] = &[
    "",
    "V",
    "I",
    "J",
    "D",
    "Z",
    "[",
    "[I",
    "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[I",
    "L",
    "L;",
    "Ljava/lang/Object",
    "Ljava/lang/String;",
    "[Ljava/lang/Object;",
    "()",
    "(",
    ")V",
    "()V",
    "()I",
    "(I)V",
    "(J)D",
    "([Ljava/lang/String;)V",
    "(IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII)V",
    "<init>",
    "<clinit>",
    "main",
    "java/lang/Object",
    "java/lang/String",
    "java/lang/Throwable",
    "java/lang/Integer",
    "java/lang/Runnable",
    "java/lang/System",
    "FuzzNoSuchClass",
    "FuzzLoops",
    "FuzzVirtual$Shape",
    "Code",
    "ConstantValue",
    "Exceptions",
    "StackMapTable",
    "BootstrapMethods",
    "InnerClasses",
    "NestMembers",
    "LineNumberTable",
    "SourceFile",
    "java/lang/invoke/StringConcatFactory",
    "makeConcatWithConstants",
    "\u{1}\u{2}\u{1}",
    "a/b/../c",
    "/",
    ";",
    ".",
    "java/lang/Object;",
    "\u{0}",
    "\u{10FFFF}",
];

fn interesting_text(rng: &mut Rng) -> Vec<u8> {
    match rng.below(8) {
        0 => vec![0xC0, 0x80, 0xFF, 0xED, 0xA0, 0x80],
        1 => vec![b'['; rng.between(200, 300)],
        2 => vec![b'A'; rng.pick(&[255usize, 256, 4096, 65535]).to_owned()],
        _ => rng.pick(INTERESTING_TEXTS).as_bytes().to_vec(),
    }
}

/// A byte for code: an interesting opcode more often than not.
fn code_byte(rng: &mut Rng) -> u8 {
    if rng.chance(60) {
        *rng.pick(INTERESTING_OPCODES)
    } else {
        rng.byte()
    }
}

/// A u16 for an index field: one below `below` a third of the time, otherwise a boundary
/// value around `size` (see [`u16_value`]).
fn index_value(rng: &mut Rng, below: usize, size: usize) -> u16 {
    match rng.below(3) {
        0 => rng.below(below) as u16,
        _ => u16_value(rng, size),
    }
}

fn u16_value(rng: &mut Rng, len: usize) -> u16 {
    *rng.pick(&[
        0,
        1,
        2,
        0x7F,
        0x80,
        0xFF,
        0x100,
        0x7FFF,
        0x8000,
        0xFFFE,
        0xFFFF,
        len as u16,
        len.wrapping_sub(1) as u16,
        len.wrapping_add(1) as u16,
    ])
}

fn u32_value(rng: &mut Rng, len: usize) -> u32 {
    *rng.pick(&[
        0,
        1,
        0x7F,
        0xFF,
        0xFFFF,
        0x1_0000,
        0x7FFF_FFFF,
        0x8000_0000,
        0xFFFF_FFFE,
        0xFFFF_FFFF,
        len as u32,
        len.wrapping_sub(1) as u32,
        len.wrapping_add(1) as u32,
    ])
}

/// A byte range of `b` (non-empty `b`): (start, length), short most of the time.
fn byte_range(rng: &mut Rng, len: usize) -> (usize, usize) {
    let most = if rng.chance(80) { len.min(16) } else { len };
    let n = rng.between(1, most.max(1));
    (rng.below(len - n + 1), n)
}

/// One mutation that knows nothing of the format; returns what it did.
fn generic_mutation(rng: &mut Rng, b: &mut Vec<u8>, donors: &[Vec<u8>]) -> String {
    if b.len() < 4 {
        let n = rng.between(1, 8);
        b.extend((0..n).map(|_| rng.byte()));
        return format!("appended {n} random bytes");
    }
    let len = b.len();
    match rng.below(9) {
        0 => {
            let n = rng.few(8);
            for _ in 0..n {
                let i = rng.below(len);
                b[i] ^= 1 << rng.below(8);
            }
            format!("flipped {n} bits")
        }
        1 => {
            let i = rng.below(len);
            let v = *rng.pick(INTERESTING_BYTES);
            b[i] = v;
            format!("byte at {i} = {v:#04x}")
        }
        2 => {
            let i = rng.below(len - 1);
            let v = u16_value(rng, len);
            put_u16(b, i, v);
            format!("u16 at {i} = {v:#x}")
        }
        3 => {
            let i = rng.below(len - 3);
            let v = u32_value(rng, len);
            put_u32(b, i, v);
            format!("u32 at {i} = {v:#x}")
        }
        4 => {
            let at = rng.below(len);
            b.truncate(at);
            format!("truncated to {at} bytes")
        }
        5 => {
            let (start, n) = byte_range(rng, len);
            let copy = b[start..start + n].to_vec();
            let at = rng.below(len + 1);
            b.splice(at..at, copy);
            format!("duplicated {n} bytes from {start} at {at}")
        }
        6 => {
            let (start, n) = byte_range(rng, len);
            b.drain(start..start + n);
            format!("deleted {n} bytes at {start}")
        }
        7 if !donors.is_empty() => {
            let d = rng.pick(donors);
            let at = rng.below(len + 1);
            let from = rng.below(d.len() + 1);
            b.truncate(at);
            b.extend_from_slice(&d[from..]);
            format!("spliced at {at} with a donor's bytes from {from}")
        }
        _ => {
            let n = rng.few(16);
            let at = rng.below(len + 1);
            let bytes: Vec<u8> = (0..n).map(|_| rng.byte()).collect();
            b.splice(at..at, bytes);
            format!("inserted {n} random bytes at {at}")
        }
    }
}

/// One mutation guided by the class-file layout, or None when it does not apply.
fn layout_mutation(rng: &mut Rng, b: &mut Vec<u8>, lay: &Layout) -> Option<String> {
    let codes: Vec<&CodeAttr> = lay.codes.iter().filter(|c| c.code_len > 0).collect();
    let cp = lay.cp_count as usize;
    match rng.below(11) {
        0 | 1 if !codes.is_empty() => {
            let c = rng.pick(&codes);
            let i = c.code_start + rng.below(c.code_len);
            let v = code_byte(rng);
            b[i] = v;
            Some(format!("code byte at {i} = {v:#04x}"))
        }
        2 if codes.iter().any(|c| c.code_len >= 2) => {
            let c = rng.pick(&codes);
            if c.code_len < 2 {
                return None;
            }
            let i = c.code_start + rng.below(c.code_len - 1);
            let v = index_value(rng, cp, cp);
            put_u16(b, i, v);
            Some(format!("code u16 at {i} = {v:#x}"))
        }
        3 if !codes.is_empty() => {
            let c = rng.pick(&codes);
            let at = c.max_stack_at + 2 * rng.below(2);
            let v = *rng.pick(&[0u16, 1, 2, 255, 256, 0x7FFF, 0xFFFF]);
            put_u16(b, at, v);
            Some(format!("max_stack/max_locals at {at} = {v}"))
        }
        4 | 5 if !lay.utf8.is_empty() => {
            let k = rng.below(lay.utf8.len());
            let (at, n) = lay.utf8[k];
            let text = if rng.chance(25) {
                rng.pick(&lay.texts).clone()
            } else {
                interesting_text(rng)
            };
            let mut entry = vec![1];
            entry.extend((text.len() as u16).to_be_bytes());
            entry.extend_from_slice(&text);
            let shown = String::from_utf8_lossy(&text[..text.len().min(40)]).to_string();
            b.splice(at..at + n, entry);
            Some(format!(
                "constant {:?} -> {shown:?} ({} bytes)",
                String::from_utf8_lossy(&lay.texts[k]),
                text.len()
            ))
        }
        6 if codes.iter().any(|c| !c.handlers.is_empty()) => {
            let c = rng.pick(&codes);
            if c.handlers.is_empty() {
                return None;
            }
            let at = *rng.pick(&c.handlers) + 2 * rng.below(4);
            let v = index_value(rng, c.code_len + 2, c.code_len);
            put_u16(b, at, v);
            Some(format!("exception table u16 at {at} = {v}"))
        }
        7 if !lay.flags.is_empty() => {
            let at = *rng.pick(&lay.flags);
            let bit = *rng.pick(&[
                0x0001u16, 0x0002, 0x0004, 0x0008, 0x0010, 0x0020, 0x0040, 0x0080, 0x0100, 0x0200,
                0x0400, 0x0800, 0x1000, 0x2000, 0x4000, 0x8000,
            ]);
            let v = if rng.chance(20) {
                rng.next() as u16
            } else {
                u16::from_be_bytes([b[at], b[at + 1]]) ^ bit
            };
            put_u16(b, at, v);
            Some(format!("access flags at {at} = {v:#06x}"))
        }
        8 if !codes.is_empty() => {
            let c = rng.pick(&codes);
            let n = rng.few(6);
            let bytes: Vec<u8> = (0..n).map(|_| code_byte(rng)).collect();
            let at = c.code_start + rng.below(c.code_len + 1);
            b.splice(at..at, bytes);
            let code_len = get_u32(b, c.code_len_at).wrapping_add(n as u32);
            put_u32(b, c.code_len_at, code_len);
            let attr_len = get_u32(b, c.attr_len_at).wrapping_add(n as u32);
            put_u32(b, c.attr_len_at, attr_len);
            Some(format!("inserted {n} code bytes at {at}"))
        }
        9 if codes.iter().any(|c| c.code_len >= 4) => {
            // A loop that only pushes: iconst_1; goto -1 (an operand stack without bound).
            let c = rng.pick(&codes);
            if c.code_len < 4 {
                return None;
            }
            let at = c.code_start + rng.below(c.code_len - 3);
            b[at..at + 4].copy_from_slice(&[0x04, 0xA7, 0xFF, 0xFF]);
            Some(format!("push loop at {at}"))
        }
        10 if !lay.indexes.is_empty() => {
            let at = *rng.pick(&lay.indexes);
            let v = index_value(rng, cp, cp);
            put_u16(b, at, v);
            Some(format!("constant-pool index at {at} = {v}"))
        }
        _ => None,
    }
}

/// Mutates a class file a few times; returns what was done.
fn mutate_class(rng: &mut Rng, b: &mut Vec<u8>, donors: &[Vec<u8>]) -> Vec<String> {
    let mut log = Vec::new();
    for _ in 0..rng.few(5) {
        let guided = if rng.chance(65) {
            layout(b).and_then(|lay| layout_mutation(rng, b, &lay))
        } else {
            None
        };
        log.push(guided.unwrap_or_else(|| generic_mutation(rng, b, donors)));
    }
    log
}

// ---------------------------------------------------------------------------------------------
// Zip files by hand

fn crc32(data: &[u8]) -> u32 {
    let mut table = [0u32; 256];
    for (i, t) in table.iter_mut().enumerate() {
        let mut c = i as u32;
        for _ in 0..8 {
            c = if c & 1 != 0 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
        }
        *t = c;
    }
    let mut crc = !0u32;
    for &x in data {
        crc = table[((crc ^ x as u32) & 0xFF) as usize] ^ (crc >> 8);
    }
    !crc
}

#[derive(Default)]
struct Bits {
    out: Vec<u8>,
    acc: u64,
    n: u32,
}

impl Bits {
    /// `count` bits of `v`, least significant first.
    fn put(&mut self, v: u32, count: u32) {
        self.acc |= (v as u64) << self.n;
        self.n += count;
        while self.n >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.n -= 8;
        }
    }

    /// A Huffman code, most significant bit first.
    fn code(&mut self, code: u32, len: u32) {
        for k in (0..len).rev() {
            self.put((code >> k) & 1, 1);
        }
    }

    /// A literal/length symbol of the fixed Huffman code.
    fn symbol(&mut self, s: u32) {
        match s {
            0..=143 => self.code(0x30 + s, 8),
            144..=255 => self.code(0x190 + s - 144, 9),
            256..=279 => self.code(s - 256, 7),
            _ => self.code(0xC0 + s - 280, 8),
        }
    }

    fn finish(mut self) -> Vec<u8> {
        if self.n > 0 {
            self.out.push(self.acc as u8);
        }
        self.out
    }
}

const LENGTH_BASE: [u32; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LENGTH_EXTRA: [u32; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];

/// Raw deflate with the fixed Huffman code: literals, and runs of a repeated byte as matches
/// at distance 1 (so long runs compress about 160 to 1).
fn deflate(data: &[u8]) -> Vec<u8> {
    let mut w = Bits::default();
    w.put(1, 1);
    w.put(1, 2);
    let mut i = 0;
    while i < data.len() {
        if i > 0 {
            let prev = data[i - 1];
            let mut n = 0;
            while n < 258 && i + n < data.len() && data[i + n] == prev {
                n += 1;
            }
            if n >= 3 {
                let k = LENGTH_BASE.iter().rposition(|&b| b <= n as u32).unwrap();
                w.symbol(257 + k as u32);
                w.put(n as u32 - LENGTH_BASE[k], LENGTH_EXTRA[k]);
                w.code(0, 5);
                i += n;
                continue;
            }
        }
        w.symbol(data[i] as u32);
        i += 1;
    }
    w.symbol(256);
    w.finish()
}

struct JarEntry {
    name: Vec<u8>,
    data: Vec<u8>,
    method: u16,
    flags: u16,
    extra: Vec<u8>,
    /// The uncompressed size the headers claim, when not the true one.
    claimed_size: Option<u32>,
}

impl JarEntry {
    fn new(name: impl Into<Vec<u8>>, data: Vec<u8>, method: u16) -> JarEntry {
        JarEntry {
            name: name.into(),
            data,
            method,
            flags: 0,
            extra: Vec::new(),
            claimed_size: None,
        }
    }
}

#[derive(Clone, Copy, Debug)]
enum Field {
    Signature,
    Version,
    Flags,
    Method,
    Time,
    Crc,
    Size,
    Length,
    Offset,
    Count,
}

/// A zip file and where its header fields are.
#[derive(Default)]
struct ZipImage {
    bytes: Vec<u8>,
    fields: Vec<(usize, usize, Field)>,
}

impl ZipImage {
    fn u16(&mut self, v: u16, f: Field) {
        self.fields.push((self.bytes.len(), 2, f));
        self.bytes.extend(v.to_le_bytes());
    }

    fn u32(&mut self, v: u32, f: Field) {
        self.fields.push((self.bytes.len(), 4, f));
        self.bytes.extend(v.to_le_bytes());
    }
}

fn build_zip(entries: &[JarEntry]) -> ZipImage {
    let mut z = ZipImage::default();
    let mut stored = Vec::new();
    for e in entries {
        let packed = if e.method == 8 {
            deflate(&e.data)
        } else {
            e.data.clone()
        };
        let crc = crc32(&e.data);
        let size = e.claimed_size.unwrap_or(e.data.len() as u32);
        let offset = z.bytes.len() as u32;
        z.u32(0x0403_4B50, Field::Signature);
        z.u16(20, Field::Version);
        z.u16(e.flags, Field::Flags);
        z.u16(e.method, Field::Method);
        z.u16(0, Field::Time);
        z.u16(0x21, Field::Time);
        z.u32(crc, Field::Crc);
        z.u32(packed.len() as u32, Field::Size);
        z.u32(size, Field::Size);
        z.u16(e.name.len() as u16, Field::Length);
        z.u16(e.extra.len() as u16, Field::Length);
        z.bytes.extend_from_slice(&e.name);
        z.bytes.extend_from_slice(&e.extra);
        z.bytes.extend_from_slice(&packed);
        stored.push((crc, packed.len() as u32, size, offset));
    }
    let cd_start = z.bytes.len() as u32;
    for (e, &(crc, packed, size, offset)) in entries.iter().zip(&stored) {
        z.u32(0x0201_4B50, Field::Signature);
        z.u16(20, Field::Version);
        z.u16(20, Field::Version);
        z.u16(e.flags, Field::Flags);
        z.u16(e.method, Field::Method);
        z.u16(0, Field::Time);
        z.u16(0x21, Field::Time);
        z.u32(crc, Field::Crc);
        z.u32(packed, Field::Size);
        z.u32(size, Field::Size);
        z.u16(e.name.len() as u16, Field::Length);
        z.u16(e.extra.len() as u16, Field::Length);
        z.u16(0, Field::Length);
        z.u16(0, Field::Count);
        z.u16(0, Field::Flags);
        z.u32(0, Field::Flags);
        z.u32(offset, Field::Offset);
        z.bytes.extend_from_slice(&e.name);
        z.bytes.extend_from_slice(&e.extra);
    }
    let cd_size = z.bytes.len() as u32 - cd_start;
    z.u32(0x0605_4B50, Field::Signature);
    z.u16(0, Field::Count);
    z.u16(0, Field::Count);
    z.u16(entries.len() as u16, Field::Count);
    z.u16(entries.len() as u16, Field::Count);
    z.u32(cd_size, Field::Size);
    z.u32(cd_start, Field::Offset);
    z.u16(0, Field::Length);
    z
}

/// Overwrites one header field with a value chosen for its kind.
fn mutate_zip_field(rng: &mut Rng, z: &mut ZipImage) -> String {
    let (at, width, kind) = *rng.pick(&z.fields);
    let old = if width == 2 {
        u16::from_le_bytes([z.bytes[at], z.bytes[at + 1]]) as u64
    } else {
        get_u32(&z.bytes, at).swap_bytes() as u64
    };
    let max = if width == 2 { 0xFFFF } else { 0xFFFF_FFFF };
    let len = z.bytes.len() as u64;
    let random = rng.next();
    let v: u64 = match kind {
        Field::Signature => *rng.pick(&[
            0,
            0x0403_4B50,
            0x0201_4B50,
            0x0605_4B50,
            0x0606_4B50,
            0x0807_4B50,
            random & 0xFFFF_FFFF,
        ]),
        Field::Version => *rng.pick(&[0, 10, 20, 45, 63, 0xFF, 0xFFFF]),
        Field::Flags => *rng.pick(&[0, 1, 8, 0x40, 0x800, 0x41, 0x809, 0xFFFF]),
        Field::Method => *rng.pick(&[0, 1, 6, 8, 9, 12, 14, 19, 93, 95, 98, 99, 0xFFFF]),
        Field::Time => *rng.pick(&[0, 0xFFFF, random & 0xFFFF]),
        Field::Crc => *rng.pick(&[0, 0xFFFF_FFFF, old ^ 1]),
        Field::Size | Field::Length | Field::Offset | Field::Count => *rng.pick(&[
            0,
            1,
            old.wrapping_sub(1),
            old + 1,
            old * 2,
            max,
            max - 1,
            max / 2,
            len,
            random % (len + 1),
            random >> 7,
        ]),
    } & max;
    if width == 2 {
        z.bytes[at..at + 2].copy_from_slice(&(v as u16).to_le_bytes());
    } else {
        z.bytes[at..at + 4].copy_from_slice(&(v as u32).to_le_bytes());
    }
    format!("zip {kind:?} field at {at}: {old:#x} -> {v:#x}")
}

fn manifest(rng: &mut Rng, main: &str) -> (Vec<u8>, String) {
    let text = match rng.below(16) {
        0..=6 => format!("Manifest-Version: 1.0\r\nMain-Class: {main}\r\n\r\n"),
        7 => "Manifest-Version: 1.0\r\n\r\n".to_string(),
        8 => "Main-Class:\r\n".to_string(),
        9 => format!("Main-Class: {main}.class\n"),
        10 => "Main-Class: FuzzNoSuchClass\r\n".to_string(),
        11 => format!("Main-Class: {}\r\n", "A".repeat(rng.between(100, 70000))),
        12 => format!(
            "Manifest-Version: 1.0\r\nMain-Class: {}\r\n {}\r\n\r\n",
            &main[..3],
            &main[3..]
        ),
        13 => "Main-Class: other.jar\r\n".to_string(),
        14 => format!("\u{FEFF}Main-Class: {main}\rX: y\r"),
        _ => {
            let mut b = b"Main-Class: ".to_vec();
            b.extend([0xFF, 0xFE, 0xC0, 0x80]);
            b.extend(main.as_bytes());
            return (b, "manifest with invalid UTF-8".to_string());
        }
    };
    let shown: String = text.chars().take(60).collect();
    let desc = format!("manifest {shown:?}");
    (text.into_bytes(), desc)
}

fn entry_name_variant(rng: &mut Rng, name: &[u8]) -> Vec<u8> {
    let s = String::from_utf8_lossy(name).to_string();
    match rng.below(14) {
        0 => Vec::new(),
        1 => b"/".to_vec(),
        2 => format!("{s}/").into_bytes(),
        3 => format!("./{s}").into_bytes(),
        4 => format!("../{s}").into_bytes(),
        5 => format!("/{s}").into_bytes(),
        6 => s.to_uppercase().into_bytes(),
        7 => format!("{s}{}", "a".repeat(rng.between(200, 65000))).into_bytes(),
        8 => b"META-INF/MANIFEST.MF".to_vec(),
        9 => {
            let mut v = vec![0xFF, 0xFE];
            v.extend_from_slice(name);
            v
        }
        10 => format!("C:\\{s}").into_bytes(),
        11 => {
            let mut v = name.to_vec();
            v.insert(v.len() / 2, 0);
            v
        }
        12 => format!("{s}\u{202E}").into_bytes(),
        _ => format!("x/{s}").into_bytes(),
    }
}

fn extra_field(rng: &mut Rng) -> Vec<u8> {
    let mut v = Vec::new();
    match rng.below(5) {
        0 => {
            // Zip64 extended information with sizes and offset.
            v.extend(1u16.to_le_bytes());
            let n = *rng.pick(&[0u16, 8, 16, 24, 28]);
            v.extend(n.to_le_bytes());
            for _ in 0..n / 8 {
                let random = rng.next();
                let x = *rng.pick(&[0u64, 1, u64::MAX, 1 << 40, random]);
                v.extend(x.to_le_bytes());
            }
            if !n.is_multiple_of(8) {
                v.extend([0u8; 4]);
            }
        }
        1 => {
            // A field that claims more bytes than there are.
            v.extend(0xCAFEu16.to_le_bytes());
            v.extend(0xFFFFu16.to_le_bytes());
            v.extend([1, 2, 3]);
        }
        2 => {
            // The AES encryption field.
            v.extend(0x9901u16.to_le_bytes());
            v.extend(7u16.to_le_bytes());
            v.extend([2, 0, b'A', b'E', 3, 8, 0]);
        }
        3 => {
            // An extended timestamp cut short.
            v.extend(0x5455u16.to_le_bytes());
            v.extend(5u16.to_le_bytes());
            v.extend([1, 0]);
        }
        _ => {
            let n = rng.few(8);
            v.extend((0..n).map(|_| rng.byte()));
        }
    }
    v
}

// ---------------------------------------------------------------------------------------------
// Numeric options

const ODD_NUMBERS: &[&str] = &[
    "NaN",
    "nan",
    "inf",
    "-inf",
    "+inf",
    "infinity",
    "-Infinity",
    "-1",
    "0",
    "-0",
    "1",
    "0.0",
    "1e300",
    "1e-300",
    "1e308",
    "1e309",
    "4.9e-324",
    "18446744073709551615",
    "18446744073709551616",
    "-18446744073709551616",
    "9223372036854775807",
    "9223372036854775808",
    "4294967295",
    "4294967296",
    "2147483648",
    "31622400",
    "31622401",
    "",
    " ",
    "1e",
    "e5",
    "0x10",
    "0b1",
    "010",
    " 5",
    "5 ",
    "\t5",
    "+5",
    "5.",
    "5.5",
    ".5",
    "1_000",
    "1,000",
    "\u{0661}\u{0662}",
    "\u{FF15}",
    "\u{00B2}",
    "99999999999999999999G",
    "1G",
    "1T",
    "16E",
    "0G",
    "0.5K",
    "1e3M",
    "-1G",
    "1K",
    "512M",
    "8g",
    "1 G",
    "G",
    "KB",
    "5x",
    "1.7976931348623157e308",
    "0.0000000001",
    "1kib",
    "17179869184T",
    "16777216T",
    "--",
    "-",
];

fn numeric_value(rng: &mut Rng) -> String {
    if rng.chance(55) {
        return rng.pick(ODD_NUMBERS).to_string();
    }
    let mut s = String::new();
    if rng.chance(15) {
        s.push(*rng.pick(&['-', '+', ' ']));
    }
    let most = if rng.chance(80) { 6 } else { 40 };
    for _ in 0..rng.below(most) {
        s.push((b'0' + rng.below(10) as u8) as char);
    }
    if rng.chance(20) {
        s.push('.');
        for _ in 0..rng.below(5) {
            s.push((b'0' + rng.below(10) as u8) as char);
        }
    }
    if rng.chance(15) {
        let e = *rng.pick(&["e", "e-", "e+", "E"]);
        s.push_str(e);
        for _ in 0..rng.below(4) {
            s.push((b'0' + rng.below(10) as u8) as char);
        }
    }
    if rng.chance(30) {
        let unit = *rng.pick(&["K", "M", "G", "T", "KB", "MiB", "g", "B", "P", " G", "GG"]);
        s.push_str(unit);
    }
    s
}

/// Adds `option value` (or `option=value`, or a bare option) to `args`.
fn push_option(rng: &mut Rng, args: &mut Vec<String>, option: &str, log: &mut Vec<String>) {
    let value = numeric_value(rng);
    match rng.below(10) {
        0..=5 => args.extend([option.to_string(), value.clone()]),
        6..=8 => args.push(format!("{option}={value}")),
        _ => {
            args.push(option.to_string());
            log.push(format!("{option} without a value"));
            return;
        }
    }
    log.push(format!("{option} {value:?}"));
}

// ---------------------------------------------------------------------------------------------
// Cases

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// `ironpf run`: may loop forever when the mutated program does.
    Run,
    /// `ironpf check` with its limits: must always end.
    Check,
    /// Anything else (`fixtures`, `run` with options): must always end.
    Other,
}

#[derive(Clone)]
struct Cmd {
    kind: Kind,
    args: Vec<String>,
}

struct Case {
    label: String,
    family: &'static str,
    /// Files of the case folder: (relative path, bytes).
    files: Vec<(String, Vec<u8>)>,
    cmds: Vec<Cmd>,
    log: Vec<String>,
}

fn cmd(kind: Kind, args: &[&str]) -> Cmd {
    Cmd {
        kind,
        args: args.iter().map(|s| s.to_string()).collect(),
    }
}

fn check_cmd(rest: &[&str]) -> Cmd {
    let mut args: Vec<&str> = CHECK_OPTIONS.to_vec();
    args.extend_from_slice(rest);
    cmd(Kind::Check, &args)
}

fn make_case(seeds: &Seeds, seed: u64, index: u64) -> Case {
    let mut rng = Rng::for_case(seed, index);
    match rng.below(100) {
        0..=59 => class_case(&mut rng, seeds, index),
        60..=84 => jar_case(&mut rng, seeds, index),
        _ => cli_case(&mut rng, seeds, index),
    }
}

fn class_case(rng: &mut Rng, seeds: &Seeds, index: u64) -> Case {
    let p = rng.pick(&seeds.programs);
    let mut classes = p.classes.clone();
    let mut log = Vec::new();
    for _ in 0..if rng.chance(10) { 2 } else { 1 } {
        let k = if rng.chance(60) {
            0
        } else {
            rng.below(classes.len())
        };
        for m in mutate_class(rng, &mut classes[k].1, &seeds.donors) {
            log.push(format!("{}: {m}", classes[k].0));
        }
    }
    Case {
        label: format!("case-{index}-class-{}-r{}", p.main, p.release),
        family: "class",
        files: classes
            .into_iter()
            .map(|(n, b)| (format!("cp/{n}"), b))
            .collect(),
        cmds: vec![
            check_cmd(&["--cp", "cp", &p.main]),
            cmd(Kind::Run, &["run", "--cp", "cp", &p.main]),
        ],
        log,
    }
}

fn jar_case(rng: &mut Rng, seeds: &Seeds, index: u64) -> Case {
    let p = rng.pick(&seeds.programs);
    let mut classes = p.classes.clone();
    let mut log = Vec::new();
    let mutated = rng.chance(30);
    if mutated {
        let k = if rng.chance(60) {
            0
        } else {
            rng.below(classes.len())
        };
        for m in mutate_class(rng, &mut classes[k].1, &seeds.donors) {
            log.push(format!("{}: {m}", classes[k].0));
        }
    }
    let mut entries = Vec::new();
    if rng.chance(75) {
        let (bytes, desc) = manifest(rng, &p.main);
        log.push(desc);
        entries.push(JarEntry::new("META-INF/MANIFEST.MF", bytes, 8));
    }
    if rng.chance(10) {
        entries.insert(0, JarEntry::new("META-INF/", Vec::new(), 0));
    }
    for (name, bytes) in classes {
        entries.push(JarEntry::new(name, bytes, 8));
    }
    for e in &mut entries {
        e.method = if rng.chance(60) { 8 } else { 0 };
    }
    if rng.chance(20) {
        let k = rng.below(entries.len());
        let name = entry_name_variant(rng, &entries[k].name);
        log.push(format!(
            "entry {:?} renamed {:?}",
            String::from_utf8_lossy(&entries[k].name),
            String::from_utf8_lossy(&name[..name.len().min(60)])
        ));
        entries[k].name = name;
    }
    if rng.chance(10) {
        let k = rng.below(entries.len());
        let data = if rng.chance(50) {
            rng.pick(&seeds.donors).clone()
        } else {
            entries[k].data.clone()
        };
        let dup = JarEntry::new(entries[k].name.clone(), data, 8);
        log.push(format!(
            "entry {:?} twice",
            String::from_utf8_lossy(&dup.name)
        ));
        let at = rng.below(entries.len() + 1);
        entries.insert(at, dup);
    }
    if rng.chance(15) {
        let k = rng.below(entries.len());
        entries[k].extra = extra_field(rng);
        log.push(format!("entry {k} extra field {:02x?}", entries[k].extra));
    }
    if rng.chance(10) {
        let k = rng.below(entries.len());
        entries[k].flags = *rng.pick(&[1u16, 8, 0x40, 0x800, 0x2000]);
        log.push(format!("entry {k} flags {:#x}", entries[k].flags));
    }
    if rng.chance(5) {
        let k = rng.below(entries.len());
        entries[k].claimed_size = Some(*rng.pick(&[0u32, 1, 0xFFFF_FFFF, 0x7FFF_FFFF]));
        log.push(format!(
            "entry {k} claims size {:?}",
            entries[k].claimed_size
        ));
    }
    if rng.chance(10) {
        let k = rng.below(entries.len());
        let e = entries.remove(k);
        entries.push(e);
        log.push(format!("entry {k} moved last"));
    }
    let mut zip = build_zip(&entries);
    if rng.chance(55) {
        for _ in 0..rng.few(3) {
            log.push(mutate_zip_field(rng, &mut zip));
        }
    }
    if rng.chance(15) {
        log.push(format!(
            "zip: {}",
            generic_mutation(rng, &mut zip.bytes, &[])
        ));
    }
    if rng.chance(4) {
        let n = rng.between(1, 300);
        let junk: Vec<u8> = (0..n).map(|_| rng.byte()).collect();
        zip.bytes.splice(0..0, junk);
        log.push(format!("{n} junk bytes before the zip"));
    }
    if rng.chance(3) {
        let n = rng.between(1, 300);
        zip.bytes.extend((0..n).map(|_| rng.byte()));
        log.push(format!("{n} junk bytes after the zip"));
    }
    let main = p.main.as_str();
    let mut cmds = vec![cmd(Kind::Run, &["run", "--cp", "fuzz.jar", main])];
    if rng.chance(50) {
        cmds.push(cmd(Kind::Run, &["run", "fuzz.jar"]));
    }
    if mutated || rng.chance(20) {
        cmds.push(check_cmd(&["--cp", "fuzz.jar", main]));
    }
    if rng.chance(15) {
        cmds.push(check_cmd(&["fuzz.jar"]));
    }
    Case {
        label: format!("case-{index}-jar-{main}-r{}", p.release),
        family: "jar",
        files: vec![("fuzz.jar".to_string(), zip.bytes)],
        cmds,
        log,
    }
}

fn cli_case(rng: &mut Rng, seeds: &Seeds, index: u64) -> Case {
    let choices: Vec<&Program> = seeds
        .programs
        .iter()
        .filter(|p| p.main == "FuzzChoices" || p.main == "FuzzLoops")
        .collect();
    let p = *rng.pick(&choices);
    let mut log = Vec::new();
    let (kind, args) = match rng.below(100) {
        0..=59 => {
            let mut args = vec!["check".to_string(), "--quiet".to_string()];
            let options = [
                "--time-limit",
                "--max-states",
                "--max-depth",
                "--max-memory",
                "--max-heap",
                "--max-transition-steps",
            ];
            for _ in 0..rng.few(4) {
                let o = *rng.pick(&options);
                push_option(rng, &mut args, o, &mut log);
            }
            args.extend(["--cp".to_string(), "cp".to_string(), p.main.clone()]);
            if rng.chance(10) {
                let o = *rng.pick(&options);
                push_option(rng, &mut args, o, &mut log);
                log.push("(after the main class)".to_string());
            }
            (Kind::Other, args)
        }
        60..=84 => {
            let only = if rng.chance(30) {
                "SmokeAlarmUnlock-LockWhenAllLeave"
            } else {
                "no-such-fuzz-pair"
            };
            let mut args: Vec<String> = ["fixtures", "--only", only, "--dir"]
                .iter()
                .map(|s| s.to_string())
                .collect();
            args.push(
                repo()
                    .join("fixtures/smartthings")
                    .to_string_lossy()
                    .to_string(),
            );
            for _ in 0..rng.few(3) {
                let o = *rng.pick(&["--time-limit", "--max-memory"]);
                push_option(rng, &mut args, o, &mut log);
            }
            (Kind::Other, args)
        }
        _ => {
            let mut args = vec!["run".to_string()];
            push_option(rng, &mut args, "--max-heap", &mut log);
            args.extend(["--cp".to_string(), "cp".to_string(), p.main.clone()]);
            (Kind::Other, args)
        }
    };
    Case {
        label: format!("case-{index}-cli-{}", args[0]),
        family: "cli",
        files: p
            .classes
            .iter()
            .map(|(n, b)| (format!("cp/{n}"), b.clone()))
            .collect(),
        cmds: vec![Cmd { kind, args }],
        log,
    }
}

// ---------------------------------------------------------------------------------------------
// Running a child

struct Proc {
    code: Option<i32>,
    signal: Option<i32>,
    timed_out: bool,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    /// Peak resident memory (VmHWM, KiB) seen while it ran, when watched.
    peak_rss_kb: u64,
    limit: Duration,
    /// A run's timeout that the program explains: `check` of the same program stopped at a
    /// limit (a transition that does not end), so the program loops and so would `java`.
    looping: bool,
}

/// The binary under test: a private copy taken when the test starts, so that a rebuild of
/// `target/release/ironpf` during a long campaign neither mixes binaries nor races an exec.
static BINARY: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();

fn binary() -> PathBuf {
    BINARY.get().cloned().unwrap_or_else(ironpf)
}

fn capture(mut r: impl Read + Send + 'static) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut kept = Vec::new();
        let mut buf = [0u8; 8192];
        loop {
            match r.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    let room = KEEP_OUTPUT.saturating_sub(kept.len());
                    kept.extend_from_slice(&buf[..n.min(room)]);
                }
            }
        }
        kept
    })
}

fn vm_hwm_kb(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.split_whitespace().next()?.parse().ok())
        })
        .unwrap_or(0)
}

/// Runs `ironpf ARGS` in `dir` under the address-space cap and a wall-clock limit.
fn run_ironpf(dir: &Path, args: &[String], limit: Duration, watch_rss: bool) -> Proc {
    let mut command = Command::new("sh");
    command
        .arg("-c")
        .arg(format!(
            "ulimit -v {MEMORY_CAP_KB} 2>/dev/null; exec \"$0\" \"$@\""
        ))
        .arg(binary())
        .args(args)
        .current_dir(dir)
        .env_remove("RUST_BACKTRACE")
        .env_remove("RUST_LIB_BACKTRACE")
        .env_remove("RUST_LOG")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = command.spawn().expect("spawn sh");
    let pid = child.id();
    let out = capture(child.stdout.take().expect("stdout"));
    let err = capture(child.stderr.take().expect("stderr"));
    let start = Instant::now();
    let mut timed_out = false;
    let mut peak = 0;
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait for ironpf") {
            break s;
        }
        if watch_rss {
            peak = peak.max(vm_hwm_kb(pid));
        }
        let elapsed = start.elapsed();
        if !timed_out && elapsed > limit {
            timed_out = true;
            let _ = child.kill();
        }
        std::thread::sleep(if watch_rss || elapsed < Duration::from_millis(200) {
            Duration::from_millis(1)
        } else {
            Duration::from_millis(10)
        });
    };
    use std::os::unix::process::ExitStatusExt;
    Proc {
        code: status.code(),
        signal: status.signal(),
        timed_out,
        stdout: out.join().unwrap_or_default(),
        stderr: err.join().unwrap_or_default(),
        peak_rss_kb: peak,
        limit,
        looping: false,
    }
}

fn signal_name(s: i32) -> &'static str {
    match s {
        4 => "SIGILL",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        _ => "signal",
    }
}

/// Digits replaced by `#`, so messages that differ only in numbers compare equal.
fn without_digits(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        if c.is_ascii_digit() {
            if !out.ends_with('#') {
                out.push('#');
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// A panic line without the thread id Rust prints since 1.87 (`thread 'main' (1234)
/// panicked at ...`), so that one panic site gives one signature.
fn without_thread_id(line: &str) -> String {
    if let Some(open) = line.find("' (")
        && let Some(len) = line[open + 3..].find(')')
        && line[open + 3..open + 3 + len]
            .chars()
            .all(|c| c.is_ascii_digit())
    {
        return format!("{}'{}", &line[..open], &line[open + 3 + len + 1..]);
    }
    line.to_string()
}

/// The failure a child's outcome shows, as (kind, signature), if any.
fn judge(p: &Proc, sub: &str) -> Option<(&'static str, String)> {
    let err = String::from_utf8_lossy(&p.stderr);
    if let Some(line) = err
        .lines()
        .find(|l| l.contains("panicked"))
        .or_else(|| err.lines().find(|l| l.contains("RUST_BACKTRACE")))
    {
        return Some(("panic", without_thread_id(line.trim())));
    }
    if p.timed_out {
        return Some((
            "hang",
            format!(
                "hang: `ironpf {sub}` still running after {} s",
                p.limit.as_secs()
            ),
        ));
    }
    if let Some(s) = p.signal {
        let first = err.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
        return Some((
            "signal",
            format!(
                "killed by signal {s} ({}): {}",
                signal_name(s),
                without_digits(first)
            ),
        ));
    }
    let code = p.code.unwrap_or(-1);
    if !(0..=4).contains(&code) {
        return Some(("exit-code", format!("exit code {code} from `ironpf {sub}`")));
    }
    if code == 2 || code == 4 {
        let empty = err.trim().is_empty()
            || err.lines().any(|l| {
                l.find("error:")
                    .is_some_and(|i| l[i + "error:".len()..].trim().is_empty())
            });
        if empty {
            return Some((
                "empty-error",
                format!("exit {code} with an empty error message from `ironpf {sub}`"),
            ));
        }
    }
    None
}

// ---------------------------------------------------------------------------------------------
// Findings

struct Failure {
    kind: &'static str,
    signature: String,
    label: String,
    dir: Option<PathBuf>,
    command: String,
    excerpt: String,
}

#[derive(Default)]
struct Tally {
    /// Random cases run.
    cases: u64,
    /// Fixed cases (the zip bombs) run.
    fixed: u64,
    processes: u64,
    /// `ironpf run` timeouts on mutants whose check stopped at a limit (they loop).
    looping_runs: u64,
    failures: Vec<Failure>,
    saved: BTreeMap<String, usize>,
    by_family: BTreeMap<String, u64>,
    /// How the children ended, by subcommand: `run:0`, `check:2`, `run:timeout`, ...
    outcomes: BTreeMap<String, u64>,
}

fn shell_quote(s: &str) -> String {
    if !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:,+".contains(c))
    {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

fn command_line(args: &[String]) -> String {
    std::iter::once("ironpf".to_string())
        .chain(args.iter().map(|a| shell_quote(a)))
        .collect::<Vec<_>>()
        .join(" ")
}

fn excerpt(p: &Proc) -> String {
    let err = String::from_utf8_lossy(&p.stderr);
    let out = String::from_utf8_lossy(&p.stdout);
    let mut lines: Vec<String> = err
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(4)
        .map(str::to_string)
        .collect();
    if lines.is_empty() {
        lines = out
            .lines()
            .take(2)
            .map(|l| format!("(stdout) {l}"))
            .collect();
    }
    lines
        .into_iter()
        .map(|l| l.chars().take(300).collect::<String>())
        .collect::<Vec<_>>()
        .join("\n      ")
}

/// Writes a reproducer: the case's files, a script per command, the outputs, the mutations.
fn save_case(
    findings: &Path,
    case: &Case,
    results: &[(Cmd, Proc)],
    notes: &[String],
    seed: u64,
    index: Option<u64>,
) -> PathBuf {
    let dir = findings.join(&case.label);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create findings folder");
    for (rel, bytes) in &case.files {
        let _ = std::fs::create_dir_all(dir.join(rel).parent().unwrap());
        std::fs::write(dir.join(rel), bytes).expect("write reproducer file");
    }
    let mut about = String::new();
    about.push_str(&format!("{}\n", case.label));
    if let Some(i) = index {
        about.push_str(&format!(
            "re-run: IRONPF_FUZZ_SEED={seed:#x} IRONPF_FUZZ_CASE={i} cargo test --release \
             --test fuzz_smoke -- --nocapture\n"
        ));
    }
    about.push_str("\nfindings:\n");
    for n in notes {
        about.push_str(&format!("  {n}\n"));
    }
    about.push_str("\nmutations:\n");
    for m in &case.log {
        about.push_str(&format!("  {m}\n"));
    }
    about.push_str("\ncommands (each also as command-N.sh, run from this folder):\n");
    for (k, (c, p)) in results.iter().enumerate() {
        about.push_str(&format!(
            "  {k}: {}\n     exit {:?}, signal {:?}, timed out {}\n",
            command_line(&c.args),
            p.code,
            p.signal,
            p.timed_out
        ));
        let script = format!(
            "#!/bin/sh\n# {}\ncd \"$(dirname \"$0\")\" || exit 1\nulimit -v {MEMORY_CAP_KB}\n\
             exec \"${{IRONPF:-{}}}\" {}\n",
            case.label,
            ironpf().display(),
            c.args
                .iter()
                .map(|a| shell_quote(a))
                .collect::<Vec<_>>()
                .join(" ")
        );
        let path = dir.join(format!("command-{k}.sh"));
        std::fs::write(&path, script).expect("write reproducer script");
        let _ = Command::new("chmod").arg("+x").arg(&path).status();
        std::fs::write(dir.join(format!("command-{k}.stdout")), &p.stdout).ok();
        std::fs::write(dir.join(format!("command-{k}.stderr")), &p.stderr).ok();
    }
    std::fs::write(dir.join("case.txt"), about).expect("write case.txt");
    dir
}

fn write_files(dir: &Path, files: &[(String, Vec<u8>)]) {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).expect("create case folder");
    for (rel, bytes) in files {
        let path = dir.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).expect("create case folder");
        std::fs::write(path, bytes).expect("write case file");
    }
}

/// Runs one case in `work`: checks first, then runs (whose limit depends on the checks).
/// A run that times out although no check stopped at a limit gets one more check, as the run
/// executes (assertions disabled), to tell a looping program from a hanging ironpf.
fn run_case(case: &Case, work: &Path) -> Vec<(Cmd, Proc)> {
    write_files(work, &case.files);
    let mut order: Vec<&Cmd> = case.cmds.iter().filter(|c| c.kind != Kind::Run).collect();
    order.extend(case.cmds.iter().filter(|c| c.kind == Kind::Run));
    let mut stopped_at_limit = false;
    let mut results = Vec::new();
    for c in order {
        let limit = if c.kind == Kind::Run && stopped_at_limit {
            LOOPING_RUN_LIMIT
        } else {
            HANG_LIMIT
        };
        let mut p = run_ironpf(work, &c.args, limit, false);
        if c.kind == Kind::Check && (p.code == Some(3) || p.timed_out) {
            stopped_at_limit = true;
        }
        let mut confirm = None;
        if c.kind == Kind::Run && p.timed_out {
            if stopped_at_limit {
                p.looping = true;
            } else {
                let mut args: Vec<&str> = CHECK_OPTIONS.to_vec();
                args.push("--disable-assertions");
                args.extend(c.args[1..].iter().map(String::as_str));
                let again = cmd(Kind::Check, &args);
                let q = run_ironpf(work, &again.args, HANG_LIMIT, false);
                p.looping = q.code == Some(3);
                confirm = Some((again, q));
            }
        }
        results.push((c.clone(), p));
        results.extend(confirm);
    }
    results
}

fn record(
    tally: &Mutex<Tally>,
    findings: &Path,
    case: &Case,
    results: &[(Cmd, Proc)],
    extra: Vec<(&'static str, String, String)>,
    seed: u64,
    index: Option<u64>,
) {
    let mut found: Vec<(&'static str, String, String, String)> = Vec::new();
    let mut looping = 0;
    for (c, p) in results {
        let sub = c.args.first().map(String::as_str).unwrap_or("");
        if c.kind == Kind::Run && p.looping && judge_is_only_hang(p, sub) {
            looping += 1;
            continue;
        }
        if let Some((kind, mut signature)) = judge(p, sub) {
            // A signal's message (a stack overflow, a failed allocation) says little of where:
            // tell the families and commands apart.
            if kind == "signal" {
                signature.push_str(&format!(" [{} case, ironpf {sub}]", case.family));
            }
            found.push((kind, signature, command_line(&c.args), excerpt(p)));
        }
    }
    for (kind, signature, command) in extra {
        found.push((kind, signature, command, String::new()));
    }
    let mut t = tally.lock().unwrap();
    if case.family == "bomb" {
        t.fixed += 1;
    } else {
        t.cases += 1;
    }
    t.processes += results.len() as u64;
    t.looping_runs += looping;
    *t.by_family.entry(case.family.to_string()).or_default() += 1;
    for (c, p) in results {
        let end = if p.timed_out {
            "timeout".to_string()
        } else if let Some(s) = p.signal {
            format!("signal{s}")
        } else {
            p.code.unwrap_or(-1).to_string()
        };
        let sub = c.args.first().map(String::as_str).unwrap_or("");
        *t.outcomes.entry(format!("{sub}:{end}")).or_default() += 1;
    }
    if found.is_empty() {
        return;
    }
    let wants_save = found
        .iter()
        .any(|(_, s, _, _)| t.saved.get(s).copied().unwrap_or(0) < KEEP_PER_SIGNATURE);
    let dir = if wants_save {
        let notes: Vec<String> = found
            .iter()
            .map(|(k, s, c, _)| format!("[{k}] {s}\n    {c}"))
            .collect();
        Some(save_case(findings, case, results, &notes, seed, index))
    } else {
        None
    };
    for (kind, signature, command, excerpt) in found {
        *t.saved.entry(signature.clone()).or_default() += 1;
        t.failures.push(Failure {
            kind,
            signature,
            label: case.label.clone(),
            dir: dir.clone(),
            command,
            excerpt,
        });
    }
}

/// Whether a timed-out run shows nothing but the timeout (no panic before it was killed).
fn judge_is_only_hang(p: &Proc, sub: &str) -> bool {
    judge(p, sub).is_some_and(|(kind, _)| kind == "hang")
}

// ---------------------------------------------------------------------------------------------
// Fixed cases: clean seeds, zip bombs

/// Every seed program runs and checks cleanly, or the fuzzing would test nothing.
fn seeds_run_cleanly(seeds: &Seeds, work: &Path) {
    for p in &seeds.programs {
        let files: Vec<(String, Vec<u8>)> = p
            .classes
            .iter()
            .map(|(n, b)| (format!("cp/{n}"), b.clone()))
            .collect();
        write_files(work, &files);
        for args in [
            vec!["run", "--cp", "cp", &p.main],
            CHECK_OPTIONS
                .iter()
                .copied()
                .chain(["--cp", "cp", &p.main])
                .collect(),
        ] {
            let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
            let o = run_ironpf(work, &args, HANG_LIMIT, false);
            assert_eq!(
                o.code,
                Some(0),
                "seed program {} (release {}) does not pass `{}`: {}",
                p.main,
                p.release,
                command_line(&args),
                String::from_utf8_lossy(&o.stderr)
            );
        }
    }
}

/// Jars whose entry inflates to 100 MB: ironpf must stay within a bounded memory.
fn zip_bombs(seeds: &Seeds, work: &Path, findings: &Path, tally: &Mutex<Tally>, seed: u64) {
    let p = seeds
        .programs
        .iter()
        .find(|p| p.main == "FuzzLoops")
        .expect("FuzzLoops seed");
    let main = p.main.as_str();
    let class = p.classes[0].1.clone();
    let manifest = format!("Manifest-Version: 1.0\r\nMain-Class: {main}\r\n\r\n").into_bytes();
    let jar = |class: Vec<u8>, claimed: Option<u32>, manifest: Vec<u8>| {
        let mut e = JarEntry::new(format!("{main}.class"), class, 8);
        e.claimed_size = claimed;
        build_zip(&[JarEntry::new("META-INF/MANIFEST.MF", manifest, 8), e]).bytes
    };
    let control = jar(class.clone(), None, manifest.clone());
    let zeros = vec![0u8; BOMB_SIZE];
    let mut big_manifest = b"Manifest-Version: 1.0\r\nX-Padding: ".to_vec();
    big_manifest.resize(BOMB_SIZE, b'a');
    big_manifest.extend(format!("\r\nMain-Class: {main}\r\n\r\n").as_bytes());
    let mut magic_then_zeros = vec![0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 52];
    magic_then_zeros.resize(BOMB_SIZE, 0);
    // (name, jar, command, counts as a failure when memory grows)
    let bombs: Vec<(&str, Vec<u8>, Vec<&str>, bool)> = vec![
        (
            "bomb-zeros",
            jar(zeros.clone(), None, manifest.clone()),
            vec!["run", "--cp", "fuzz.jar", main],
            true,
        ),
        (
            "bomb-zeros-as-main",
            jar(zeros.clone(), None, manifest.clone()),
            vec!["run", "fuzz.jar"],
            true,
        ),
        (
            "bomb-size-lie",
            jar(zeros, Some(1000), manifest.clone()),
            vec!["run", "--cp", "fuzz.jar", main],
            true,
        ),
        (
            "bomb-manifest",
            jar(class, None, big_manifest),
            vec!["run", "fuzz.jar"],
            true,
        ),
        (
            "bomb-after-magic",
            jar(magic_then_zeros, None, manifest),
            vec!["run", "--cp", "fuzz.jar", main],
            false,
        ),
    ];
    let args: Vec<String> = ["run", "--cp", "fuzz.jar", main]
        .iter()
        .map(|s| s.to_string())
        .collect();
    write_files(work, &[("fuzz.jar".to_string(), control)]);
    let base = run_ironpf(work, &args, HANG_LIMIT, true);
    assert_eq!(
        base.code,
        Some(0),
        "the control jar does not run: {}",
        String::from_utf8_lossy(&base.stderr)
    );
    for (name, bytes, args, strict) in bombs {
        let jar_kb = bytes.len() / 1024;
        let case = Case {
            label: name.to_string(),
            family: "bomb",
            files: vec![("fuzz.jar".to_string(), bytes)],
            cmds: vec![cmd(Kind::Other, &args)],
            log: vec![format!(
                "a {jar_kb} KB jar whose entry inflates to {} MB",
                BOMB_SIZE >> 20
            )],
        };
        write_files(work, &case.files);
        let p = run_ironpf(work, &case.cmds[0].args, HANG_LIMIT, true);
        let grew = p.peak_rss_kb.saturating_sub(base.peak_rss_kb);
        println!(
            "fuzz: {name} ({jar_kb} KB jar): exit {:?}, peak resident {} MB (a normal jar: {} \
             MB){}: {}",
            p.code,
            p.peak_rss_kb / 1024,
            base.peak_rss_kb / 1024,
            if strict { "" } else { " [informational]" },
            String::from_utf8_lossy(&p.stderr)
                .lines()
                .next()
                .unwrap_or("")
        );
        let mut extra = Vec::new();
        if strict && grew > BOMB_SLACK_KB {
            extra.push((
                "memory",
                format!(
                    "zip bomb ({name}): ironpf's peak resident memory grew by {} MB over a \
                     normal jar's",
                    grew / 1024
                ),
                command_line(&case.cmds[0].args),
            ));
        }
        let results = vec![(case.cmds[0].clone(), p)];
        record(tally, findings, &case, &results, extra, seed, None);
    }
}

// ---------------------------------------------------------------------------------------------
// The test

/// One case's mutations and outcomes (IRONPF_FUZZ_VERBOSE, or a single IRONPF_FUZZ_CASE).
fn print_case(case: &Case, results: &[(Cmd, Proc)]) {
    let mut text = format!("{}: {}\n", case.label, case.log.join("; "));
    for (c, p) in results {
        let first = String::from_utf8_lossy(&p.stderr)
            .lines()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("")
            .chars()
            .take(200)
            .collect::<String>();
        text.push_str(&format!(
            "    {} -> exit {:?}{}{} {first}\n",
            command_line(&c.args),
            p.code,
            p.signal.map(|s| format!(" signal {s}")).unwrap_or_default(),
            if p.timed_out { " timed out" } else { "" }
        ));
    }
    print!("{text}");
}

fn env_u64(name: &str) -> Option<u64> {
    let v = std::env::var(name).ok()?;
    let v = v.trim();
    let parsed = match v.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => v.parse(),
    };
    Some(parsed.unwrap_or_else(|_| panic!("{name}={v:?} is not a number")))
}

#[test]
fn fuzz_smoke() {
    let runs = env_u64("IRONPF_FUZZ_RUNS").unwrap_or(DEFAULT_RUNS);
    let seed = env_u64("IRONPF_FUZZ_SEED").unwrap_or(DEFAULT_SEED);
    let only = env_u64("IRONPF_FUZZ_CASE");
    let workers = env_u64("IRONPF_FUZZ_WORKERS").unwrap_or(WORKERS).max(1);
    let verbose = std::env::var_os("IRONPF_FUZZ_VERBOSE").is_some() || only.is_some();
    let start = Instant::now();
    let seeds = Seeds::load();
    let findings = repo()
        .join("target/fuzz-findings")
        .join(format!("seed-{seed:#x}"));
    if only.is_none() {
        let _ = std::fs::remove_dir_all(&findings);
    }
    let work_root = repo()
        .join("target/fuzz-work")
        .join(format!("seed-{seed:#x}-{}", std::process::id()));
    let tally = Mutex::new(Tally::default());
    std::fs::create_dir_all(&work_root).expect("create fuzz work folder");
    let copy = work_root.join("ironpf");
    std::fs::copy(ironpf(), &copy).expect("copy the ironpf binary");
    BINARY.set(copy).expect("binary set once");

    seeds_run_cleanly(&seeds, &work_root.join("seeds"));
    if only.is_none() {
        zip_bombs(&seeds, &work_root.join("bombs"), &findings, &tally, seed);
    }

    let indexes: Vec<u64> = match only {
        Some(i) => vec![i],
        None => (0..runs).collect(),
    };
    let next = AtomicU64::new(0);
    let step = (indexes.len() as u64 / 10).max(100);
    std::thread::scope(|s| {
        for w in 0..workers {
            let (seeds, tally, next, indexes) = (&seeds, &tally, &next, &indexes);
            let (work, findings) = (work_root.join(format!("w{w}")), &findings);
            s.spawn(move || {
                loop {
                    let k = next.fetch_add(1, Ordering::SeqCst);
                    let Some(&index) = indexes.get(k as usize) else {
                        break;
                    };
                    let case = make_case(seeds, seed, index);
                    let results = run_case(&case, &work);
                    if verbose {
                        print_case(&case, &results);
                    }
                    record(
                        tally,
                        findings,
                        &case,
                        &results,
                        Vec::new(),
                        seed,
                        Some(index),
                    );
                    if (k + 1) % step == 0 {
                        let t = tally.lock().unwrap();
                        println!(
                            "fuzz: {}/{} cases, {} failing, {:.0} s",
                            k + 1,
                            indexes.len(),
                            t.failures.len(),
                            start.elapsed().as_secs_f64()
                        );
                    }
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&work_root);

    let t = tally.into_inner().unwrap();
    let mut kinds: BTreeMap<&str, u64> = BTreeMap::new();
    for k in [
        "panic",
        "signal",
        "hang",
        "exit-code",
        "empty-error",
        "memory",
    ] {
        kinds.insert(k, 0);
    }
    for f in &t.failures {
        *kinds.entry(f.kind).or_default() += 1;
    }
    println!(
        "FUZZ-SUMMARY seed={seed:#x} runs={} fixed={} processes={} looping-runs={} failures={} {} \
         families={} seconds={:.0}\nFUZZ-OUTCOMES {}",
        t.cases,
        t.fixed,
        t.processes,
        t.looping_runs,
        t.failures.len(),
        kinds
            .iter()
            .map(|(k, n)| format!("{k}={n}"))
            .collect::<Vec<_>>()
            .join(" "),
        t.by_family
            .iter()
            .map(|(k, n)| format!("{k}:{n}"))
            .collect::<Vec<_>>()
            .join(","),
        start.elapsed().as_secs_f64(),
        t.outcomes
            .iter()
            .map(|(k, n)| format!("{k}={n}"))
            .collect::<Vec<_>>()
            .join(" ")
    );
    if t.failures.is_empty() {
        return;
    }
    let mut distinct: BTreeMap<(&str, &str), Vec<&Failure>> = BTreeMap::new();
    for f in &t.failures {
        distinct.entry((f.kind, &f.signature)).or_default().push(f);
    }
    let mut msg = format!(
        "fuzzing found {} failing runs ({} distinct) in {} cases of seed {seed:#x}; reproducers \
         under {}\n",
        t.failures.len(),
        distinct.len(),
        t.cases + t.fixed,
        findings.display()
    );
    for ((kind, signature), fs) in &distinct {
        let f = fs[0];
        msg.push_str(&format!(
            "- [{kind}] {signature} ({} runs)\n    {}: {}\n    reproducer: {}\n    {}\n",
            fs.len(),
            f.label,
            f.command,
            f.dir
                .as_ref()
                .map(|d| d.display().to_string())
                .unwrap_or_else(|| "(not saved)".to_string()),
            f.excerpt
        ));
    }
    panic!("{msg}");
}
