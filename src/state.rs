//! Canonical program states (JPF's serializer, state set and restorer in one mechanism).
//!
//! [`serialize`] writes the complete program state as a word stream in a canonical order:
//! the thread's frames (method, pc, locals and operand stack), the fixed clock and identity
//! hash counter, the static fields of every initialized class (by class id), the
//! `java.lang.Class` objects, the interned strings (by content), and then every object
//! reachable from those roots, numbered in the order the traversal first reaches them. A
//! reference is written as that number, so two states that differ only in where objects
//! live or in what order they were allocated give the same words; unreachable objects are
//! never written. The words are what is fingerprinted (xxh3-128), and they are also a
//! complete snapshot: [`restore`] rebuilds the program state from them exactly, with each
//! object in the heap slot of its number (garbage is gone after a restore).

use std::collections::BTreeMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::error::VmError;
use crate::runtime::{ClassId, MethodId};
use crate::vm::heap::{Array, Body, Heap, Object};
use crate::vm::value::{NULL, Ref, Value};
use crate::vm::{Frame, InitState, State, Thread, Vm};

/// A 128-bit state fingerprint.
pub type Fingerprint = u128;

/// Fingerprints are already uniformly distributed: the set hashes them by their low bits.
#[derive(Default, Clone, Copy)]
pub struct FingerprintHasher(u64);

impl Hasher for FingerprintHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes.iter().take(8) {
            self.0 = (self.0 << 8) | b as u64;
        }
    }
    fn write_u128(&mut self, v: u128) {
        self.0 = v as u64;
    }
}

/// The set of visited states: 16 bytes per state plus the table's overhead.
pub type StateSet = hashbrown::HashSet<Fingerprint, BuildHasherDefault<FingerprintHasher>>;

pub fn fingerprint(words: &[u8]) -> Fingerprint {
    xxhash_rust::xxh3::xxh3_128(words)
}

const TAG_TOP: u32 = 0;
const TAG_INT: u32 = 1;
const TAG_LONG: u32 = 2;
const TAG_FLOAT: u32 = 3;
const TAG_DOUBLE: u32 = 4;
const TAG_REF: u32 = 5;

/// Reusable buffers for serializing states.
#[derive(Default)]
pub struct Serializer {
    /// Canonical number of each heap slot in the current serialization (0 = not reached).
    numbering: Vec<u32>,
    queue: Vec<Ref>,
}

struct Writer<'a> {
    out: &'a mut Vec<u8>,
    numbering: &'a mut Vec<u32>,
    queue: &'a mut Vec<Ref>,
}

impl Writer<'_> {
    #[inline]
    fn word(&mut self, w: u32) {
        self.out.extend_from_slice(&w.to_le_bytes());
    }

    #[inline]
    fn reference(&mut self, r: Ref) -> u32 {
        if r == NULL {
            return 0;
        }
        let slot = r as usize;
        if slot >= self.numbering.len() {
            self.numbering.resize(slot + 1, 0);
        }
        if self.numbering[slot] == 0 {
            self.queue.push(r);
            self.numbering[slot] = self.queue.len() as u32;
        }
        self.numbering[slot]
    }

    fn value(&mut self, v: Value) {
        match v {
            Value::Top => self.word(TAG_TOP),
            Value::Int(i) => {
                self.word(TAG_INT);
                self.word(i as u32);
            }
            Value::Float(f) => {
                self.word(TAG_FLOAT);
                self.word(f.to_bits());
            }
            Value::Long(l) => {
                self.word(TAG_LONG);
                self.word(l as u32);
                self.word((l >> 32) as u32);
            }
            Value::Double(d) => {
                let b = d.to_bits();
                self.word(TAG_DOUBLE);
                self.word(b as u32);
                self.word((b >> 32) as u32);
            }
            Value::Ref(r) => {
                self.word(TAG_REF);
                let n = self.reference(r);
                self.word(n);
            }
        }
    }
}

impl Serializer {
    /// Writes the canonical form of `vm`'s program state into `out` (cleared first).
    pub fn serialize(&mut self, vm: &Vm, out: &mut Vec<u8>) {
        out.clear();
        let st = &vm.state;
        let mut w = Writer {
            out,
            numbering: &mut self.numbering,
            queue: &mut self.queue,
        };
        // Thread: frames bottom to top, each with its slice of the value stack.
        let frames = &st.thread.frames;
        w.word(frames.len() as u32);
        for (i, f) in frames.iter().enumerate() {
            let end = frames
                .get(i + 1)
                .map(|n| n.base as usize)
                .unwrap_or(st.thread.stack.len());
            let values = &st.thread.stack[f.base as usize..end];
            w.word(f.method);
            w.word(f.pc);
            w.word(values.len() as u32);
            for &v in values {
                w.value(v);
            }
        }
        w.word(st.clock_ticks as u32);
        w.word((st.clock_ticks >> 32) as u32);
        w.word(st.hashes_issued);
        // Static fields of classes that are initialized (or being initialized).
        let initialized: Vec<usize> = (0..st.init.len())
            .filter(|&c| st.init[c] != InitState::Uninitialized)
            .collect();
        w.word(initialized.len() as u32);
        for c in initialized {
            w.word(c as u32);
            w.word(st.init[c] as u32);
            let statics = &st.statics[c];
            w.word(statics.len() as u32);
            for &v in statics.iter() {
                w.value(v);
            }
        }
        let class_objects: Vec<(usize, Ref)> = st
            .class_objects
            .iter()
            .copied()
            .enumerate()
            .filter(|&(_, r)| r != NULL)
            .collect();
        w.word(class_objects.len() as u32);
        for (c, r) in class_objects {
            w.word(c as u32);
            let n = w.reference(r);
            w.word(n);
        }
        w.word(st.interned.len() as u32);
        for &r in st.interned.values() {
            let n = w.reference(r);
            w.word(n);
        }
        // Objects, in the order they were numbered (the queue grows as they are written).
        let mut next = 0;
        while next < w.queue.len() {
            let r = w.queue[next];
            next += 1;
            let Some(obj) = st.heap.get(r) else {
                w.word(u32::MAX);
                continue;
            };
            w.word(obj.class);
            w.word(obj.hash as u32);
            match &obj.body {
                Body::Fields(fields) => {
                    w.word(0);
                    w.word(fields.len() as u32);
                    for &v in fields.iter() {
                        w.value(v);
                    }
                }
                Body::Array(a) => write_array(&mut w, a),
            }
        }
        for &r in w.queue.iter() {
            w.numbering[r as usize] = 0;
        }
        w.queue.clear();
    }
}

fn write_array(w: &mut Writer, a: &Array) {
    let kind = match a {
        Array::Boolean(_) => 1,
        Array::Byte(_) => 2,
        Array::Char(_) => 3,
        Array::Short(_) => 4,
        Array::Int(_) => 5,
        Array::Long(_) => 6,
        Array::Float(_) => 7,
        Array::Double(_) => 8,
        Array::Ref(_) => 9,
    };
    w.word(kind);
    w.word(a.len() as u32);
    match a {
        Array::Boolean(v) | Array::Byte(v) => v.iter().for_each(|&x| w.word(x as u32)),
        Array::Char(v) => v.iter().for_each(|&x| w.word(x as u32)),
        Array::Short(v) => v.iter().for_each(|&x| w.word(x as u32)),
        Array::Int(v) => v.iter().for_each(|&x| w.word(x as u32)),
        Array::Long(v) => v.iter().for_each(|&x| {
            w.word(x as u32);
            w.word((x >> 32) as u32)
        }),
        Array::Float(v) => v.iter().for_each(|&x| w.word(x.to_bits())),
        Array::Double(v) => v.iter().for_each(|&x| {
            w.word(x.to_bits() as u32);
            w.word((x.to_bits() >> 32) as u32)
        }),
        Array::Ref(v) => v.iter().for_each(|&x| {
            let n = w.reference(x);
            w.word(n)
        }),
    }
}

struct Reader<'a> {
    words: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn word(&mut self) -> Result<u32, VmError> {
        let b = self
            .words
            .get(self.at..self.at + 4)
            .ok_or_else(|| corrupt("truncated snapshot"))?;
        self.at += 4;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
    fn done(&self) -> bool {
        self.at >= self.words.len()
    }
    fn value(&mut self) -> Result<Value, VmError> {
        Ok(match self.word()? {
            TAG_TOP => Value::Top,
            TAG_INT => Value::Int(self.word()? as i32),
            TAG_FLOAT => Value::Float(f32::from_bits(self.word()?)),
            TAG_LONG => {
                let lo = self.word()? as u64;
                Value::Long((lo | ((self.word()? as u64) << 32)) as i64)
            }
            TAG_DOUBLE => {
                let lo = self.word()? as u64;
                Value::Double(f64::from_bits(lo | ((self.word()? as u64) << 32)))
            }
            TAG_REF => Value::Ref(self.word()?),
            t => return Err(corrupt(&format!("bad value tag {t}"))),
        })
    }
}

fn corrupt(msg: &str) -> VmError {
    VmError::internal("state restore", msg)
}

/// Rebuilds `vm`'s program state from a canonical snapshot.
pub fn restore(vm: &mut Vm, words: &[u8]) -> Result<(), VmError> {
    let mut r = Reader { words, at: 0 };
    let mut thread = Thread::default();
    let n_frames = r.word()?;
    for _ in 0..n_frames {
        let method: MethodId = r.word()?;
        let pc = r.word()?;
        let n = r.word()?;
        thread.frames.push(Frame {
            method,
            pc,
            base: thread.stack.len() as u32,
        });
        for _ in 0..n {
            let v = r.value()?;
            thread.stack.push(v);
        }
    }
    let clock_ticks = r.word()? as u64 | ((r.word()? as u64) << 32);
    let hashes_issued = r.word()?;
    let n_classes = vm.classes.len();
    let mut statics: Vec<Box<[Value]>> = (0..n_classes)
        .map(|c| {
            vm.classes
                .class(c as ClassId)
                .static_defaults
                .clone()
                .into_boxed_slice()
        })
        .collect();
    let mut init = vec![InitState::Uninitialized; n_classes];
    for _ in 0..r.word()? {
        let c = r.word()? as usize;
        let state = match r.word()? {
            1 => InitState::InProgress,
            2 => InitState::Initialized,
            3 => InitState::Erroneous,
            s => return Err(corrupt(&format!("bad init state {s}"))),
        };
        let n = r.word()? as usize;
        let mut values = Vec::with_capacity(n);
        for _ in 0..n {
            values.push(r.value()?);
        }
        *init
            .get_mut(c)
            .ok_or_else(|| corrupt("class id out of range"))? = state;
        statics[c] = values.into_boxed_slice();
    }
    let mut class_objects = vec![NULL; n_classes];
    for _ in 0..r.word()? {
        let c = r.word()? as usize;
        *class_objects
            .get_mut(c)
            .ok_or_else(|| corrupt("class id out of range"))? = r.word()?;
    }
    let mut interned_refs = Vec::new();
    for _ in 0..r.word()? {
        interned_refs.push(r.word()?);
    }
    let mut objects = Vec::new();
    while !r.done() {
        let class = r.word()?;
        let hash = r.word()? as i32;
        let kind = r.word()?;
        let len = r.word()? as usize;
        let body = if kind == 0 {
            let mut fields = Vec::with_capacity(len);
            for _ in 0..len {
                fields.push(r.value()?);
            }
            Body::Fields(fields.into_boxed_slice())
        } else {
            Body::Array(read_array(&mut r, kind, len)?)
        };
        objects.push(Object { class, hash, body });
    }
    let heap = Heap::from_objects(objects);
    let mut state = State {
        heap,
        thread,
        statics,
        init,
        class_objects,
        interned: BTreeMap::new(),
        clock_ticks,
        hashes_issued,
    };
    for s in interned_refs {
        let key = string_key(vm, &state, s)?;
        state.interned.insert(key, s);
    }
    vm.state = state;
    Ok(())
}

fn string_key(vm: &Vm, state: &State, s: Ref) -> Result<Vec<u16>, VmError> {
    let chars = match state.heap.get(s).map(|o| &o.body) {
        Some(Body::Fields(f)) => f
            .get(vm.known.string_value as usize)
            .and_then(|v| v.as_ref()),
        _ => None,
    };
    match chars.and_then(|c| state.heap.get(c)).map(|o| &o.body) {
        Some(Body::Array(Array::Char(c))) => Ok(c.clone()),
        _ => Err(corrupt("interned string without characters")),
    }
}

fn read_array(r: &mut Reader, kind: u32, len: usize) -> Result<Array, VmError> {
    let mut words = |n: usize| -> Result<Vec<u32>, VmError> { (0..n).map(|_| r.word()).collect() };
    Ok(match kind {
        1 => Array::Boolean(words(len)?.into_iter().map(|x| x as i8).collect()),
        2 => Array::Byte(words(len)?.into_iter().map(|x| x as i8).collect()),
        3 => Array::Char(words(len)?.into_iter().map(|x| x as u16).collect()),
        4 => Array::Short(words(len)?.into_iter().map(|x| x as i16).collect()),
        5 => Array::Int(words(len)?.into_iter().map(|x| x as i32).collect()),
        6 => Array::Long(
            words(2 * len)?
                .chunks(2)
                .map(|p| (p[0] as u64 | ((p[1] as u64) << 32)) as i64)
                .collect(),
        ),
        7 => Array::Float(words(len)?.into_iter().map(f32::from_bits).collect()),
        8 => Array::Double(
            words(2 * len)?
                .chunks(2)
                .map(|p| f64::from_bits(p[0] as u64 | ((p[1] as u64) << 32)))
                .collect(),
        ),
        9 => Array::Ref(words(len)?),
        k => return Err(corrupt(&format!("bad array kind {k}"))),
    })
}
