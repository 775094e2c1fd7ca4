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

use crate::classfile::descriptor::Kind;
use crate::error::VmError;
use crate::runtime::{ClassId, ClassKind, MethodId};
use crate::vm::heap::{Array, Body, Object};
use crate::vm::value::{NULL, Ref, Value};
use crate::vm::{Frame, InitState, State, Vm};

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

    /// A value whose kind the reader knows from the class layout (fields, statics).
    #[inline]
    fn typed(&mut self, v: Value) {
        match v {
            Value::Int(i) => self.word(i as u32),
            Value::Float(f) => self.word(f.to_bits()),
            Value::Long(l) => {
                self.word(l as u32);
                self.word((l >> 32) as u32);
            }
            Value::Double(d) => {
                let b = d.to_bits();
                self.word(b as u32);
                self.word((b >> 32) as u32);
            }
            Value::Ref(r) => {
                let n = self.reference(r);
                self.word(n);
            }
            Value::Top => self.word(0),
        }
    }

    /// A value of a frame slot, whose kind only a tag can tell.
    fn tagged(&mut self, v: Value) {
        let tag = match v {
            Value::Top => TAG_TOP,
            Value::Int(_) => TAG_INT,
            Value::Long(_) => TAG_LONG,
            Value::Float(_) => TAG_FLOAT,
            Value::Double(_) => TAG_DOUBLE,
            Value::Ref(_) => TAG_REF,
        };
        self.word(tag);
        if v != Value::Top {
            self.typed(v);
        }
    }
}

impl Serializer {
    /// Writes the canonical form of `vm`'s program state into `out` (cleared first).
    pub fn serialize(&mut self, vm: &Vm, out: &mut Vec<u8>) {
        let capacity = out.capacity();
        out.clear();
        out.reserve(capacity.max(1024));
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
                w.tagged(v);
            }
        }
        w.word(st.clock_ticks as u32);
        w.word((st.clock_ticks >> 32) as u32);
        w.word(st.hashes_issued);
        // Classes that are initialized (or being initialized), each with the static fields
        // a program can change, typed by the class.
        let count_at = w.out.len();
        w.word(0);
        let mut count = 0;
        for (c, &init) in st.init.iter().enumerate() {
            if init == InitState::Uninitialized {
                continue;
            }
            count += 1;
            w.word(((c as u32) << 2) | init as u32);
            let statics = &st.statics[c];
            for &slot in &vm.classes.class(c as ClassId).mutable_statics {
                w.typed(statics[slot as usize]);
            }
        }
        w.out[count_at..count_at + 4].copy_from_slice(&(count as u32).to_le_bytes());
        let count_at = w.out.len();
        w.word(0);
        let mut count = 0;
        for (c, &r) in st.class_objects.iter().enumerate() {
            if r != NULL {
                count += 1;
                w.word(c as u32);
                let n = w.reference(r);
                w.word(n);
            }
        }
        w.out[count_at..count_at + 4].copy_from_slice(&(count as u32).to_le_bytes());
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
                Body::Fields(fields) => fields.iter().for_each(|&v| w.typed(v)),
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
    w.word(a.len() as u32);
    match a {
        Array::Boolean(v) | Array::Byte(v) => v.chunks(4).for_each(|c| {
            w.word(
                c.iter()
                    .rev()
                    .fold(0, |acc, &x| (acc << 8) | x as u8 as u32),
            )
        }),
        Array::Char(v) => v
            .chunks(2)
            .for_each(|c| w.word(c.iter().rev().fold(0, |acc, &x| (acc << 16) | x as u32))),
        Array::Short(v) => v.chunks(2).for_each(|c| {
            w.word(
                c.iter()
                    .rev()
                    .fold(0, |acc, &x| (acc << 16) | x as u16 as u32),
            )
        }),
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
    #[inline]
    fn word(&mut self) -> Result<u32, VmError> {
        let b = self
            .words
            .get(self.at..self.at + 4)
            .ok_or_else(|| corrupt("truncated snapshot"))?;
        self.at += 4;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
    fn wide(&mut self) -> Result<u64, VmError> {
        let lo = self.word()? as u64;
        Ok(lo | ((self.word()? as u64) << 32))
    }
    fn done(&self) -> bool {
        self.at >= self.words.len()
    }
    #[inline]
    fn typed(&mut self, kind: Kind) -> Result<Value, VmError> {
        Ok(match kind {
            Kind::Long => Value::Long(self.wide()? as i64),
            Kind::Double => Value::Double(f64::from_bits(self.wide()?)),
            Kind::Float => Value::Float(f32::from_bits(self.word()?)),
            Kind::Ref => Value::Ref(self.word()?),
            _ => Value::Int(self.word()? as i32),
        })
    }
    fn tagged(&mut self) -> Result<Value, VmError> {
        Ok(match self.word()? {
            TAG_TOP => Value::Top,
            TAG_INT => self.typed(Kind::Int)?,
            TAG_FLOAT => self.typed(Kind::Float)?,
            TAG_LONG => self.typed(Kind::Long)?,
            TAG_DOUBLE => self.typed(Kind::Double)?,
            TAG_REF => self.typed(Kind::Ref)?,
            t => return Err(corrupt(&format!("bad value tag {t}"))),
        })
    }
}

fn corrupt(msg: &str) -> VmError {
    VmError::internal("state restore", msg)
}

/// Rebuilds `vm`'s program state from a canonical snapshot, reusing the current state's
/// allocations where the shapes match.
pub fn restore(vm: &mut Vm, words: &[u8]) -> Result<(), VmError> {
    let mut r = Reader { words, at: 0 };
    vm.sync_class_tables();
    let st = &mut vm.state;
    st.thread.frames.clear();
    st.thread.stack.clear();
    let n_frames = r.word()?;
    for _ in 0..n_frames {
        let method: MethodId = r.word()?;
        let pc = r.word()?;
        let n = r.word()?;
        st.thread.frames.push(Frame {
            method,
            pc,
            base: st.thread.stack.len() as u32,
        });
        for _ in 0..n {
            let v = r.tagged()?;
            st.thread.stack.push(v);
        }
    }
    st.clock_ticks = r.wide()?;
    st.hashes_issued = r.word()?;
    let n_classes = vm.classes.len();
    for c in 0..n_classes {
        let defaults = &vm.classes.class(c as ClassId).static_defaults;
        if st.statics[c].len() == defaults.len() {
            st.statics[c].copy_from_slice(defaults);
        } else {
            st.statics[c] = defaults.clone().into_boxed_slice();
        }
    }
    st.init
        .iter_mut()
        .for_each(|i| *i = InitState::Uninitialized);
    for _ in 0..r.word()? {
        let packed = r.word()?;
        let c = (packed >> 2) as usize;
        let state = match packed & 3 {
            1 => InitState::InProgress,
            2 => InitState::Initialized,
            3 => InitState::Erroneous,
            s => return Err(corrupt(&format!("bad init state {s}"))),
        };
        *st.init
            .get_mut(c)
            .ok_or_else(|| corrupt("class id out of range"))? = state;
        let class = vm.classes.class(c as ClassId);
        for &slot in &class.mutable_statics {
            st.statics[c][slot as usize] = r.typed(class.static_kinds[slot as usize])?;
        }
    }
    st.class_objects.iter_mut().for_each(|o| *o = NULL);
    for _ in 0..r.word()? {
        let c = r.word()? as usize;
        *st.class_objects
            .get_mut(c)
            .ok_or_else(|| corrupt("class id out of range"))? = r.word()?;
    }
    let mut interned_refs = Vec::new();
    for _ in 0..r.word()? {
        interned_refs.push(r.word()?);
    }
    let mut n = 0u32;
    while !r.done() {
        n += 1;
        let class_id = r.word()?;
        let hash = r.word()? as i32;
        let class = vm.classes.class(class_id);
        let slot = st.heap.slot_for_restore(n);
        match &class.kind {
            ClassKind::Array { component, .. } => {
                let len = r.word()? as usize;
                let kind = Kind::from_char(component.as_bytes()[0]).unwrap_or(Kind::Ref);
                let array = read_array(&mut r, kind, len)?;
                *slot = Some(Object {
                    class: class_id,
                    hash,
                    body: Body::Array(array),
                });
            }
            _ => {
                let hidden = usize::from(class_id == vm.known.class);
                let len = class.field_kinds.len() + hidden;
                let reuse = matches!(slot, Some(o) if o.class == class_id
                    && matches!(&o.body, Body::Fields(f) if f.len() == len));
                if !reuse {
                    *slot = Some(Object {
                        class: class_id,
                        hash,
                        body: Body::Fields(vec![Value::Top; len].into()),
                    });
                }
                if let Some(Object {
                    hash: h,
                    body: Body::Fields(f),
                    ..
                }) = slot
                {
                    *h = hash;
                    for (i, v) in f.iter_mut().enumerate() {
                        *v = r.typed(class.field_kinds.get(i).copied().unwrap_or(Kind::Int))?;
                    }
                }
            }
        }
    }
    st.heap.finish_restore(n);
    // The intern table maps contents to objects; rebuild it only if it changed.
    let unchanged = st.interned.len() == interned_refs.len()
        && interned_refs.iter().all(|&s| {
            string_chars(vm.known.string_value, st, s)
                .is_some_and(|c| st.interned.get(c) == Some(&s))
        });
    if !unchanged {
        let mut map = BTreeMap::new();
        for s in interned_refs {
            let key = string_chars(vm.known.string_value, st, s)
                .ok_or_else(|| corrupt("interned string without characters"))?
                .to_vec();
            map.insert(key, s);
        }
        st.interned = map;
    }
    Ok(())
}

fn string_chars(value_slot: u32, state: &State, s: Ref) -> Option<&[u16]> {
    let chars = match state.heap.get(s).map(|o| &o.body) {
        Some(Body::Fields(f)) => f.get(value_slot as usize).and_then(|v| v.as_ref()),
        _ => None,
    };
    match chars.and_then(|c| state.heap.get(c)).map(|o| &o.body) {
        Some(Body::Array(Array::Char(c))) => Some(c),
        _ => None,
    }
}

fn read_array(r: &mut Reader, kind: Kind, len: usize) -> Result<Array, VmError> {
    let mut words = |n: usize| -> Result<Vec<u32>, VmError> { (0..n).map(|_| r.word()).collect() };
    let bytes = |w: Vec<u32>| -> Vec<i8> {
        (0..len)
            .map(|i| (w[i / 4] >> (8 * (i % 4))) as u8 as i8)
            .collect()
    };
    let halves = |w: Vec<u32>| -> Vec<u16> {
        (0..len)
            .map(|i| (w[i / 2] >> (16 * (i % 2))) as u16)
            .collect()
    };
    Ok(match kind {
        Kind::Boolean => Array::Boolean(bytes(words(len.div_ceil(4))?)),
        Kind::Byte => Array::Byte(bytes(words(len.div_ceil(4))?)),
        Kind::Char => Array::Char(halves(words(len.div_ceil(2))?)),
        Kind::Short => Array::Short(
            halves(words(len.div_ceil(2))?)
                .into_iter()
                .map(|x| x as i16)
                .collect(),
        ),
        Kind::Int => Array::Int(words(len)?.into_iter().map(|x| x as i32).collect()),
        Kind::Long => Array::Long(
            words(2 * len)?
                .chunks(2)
                .map(|p| (p[0] as u64 | ((p[1] as u64) << 32)) as i64)
                .collect(),
        ),
        Kind::Float => Array::Float(words(len)?.into_iter().map(f32::from_bits).collect()),
        Kind::Double => Array::Double(
            words(2 * len)?
                .chunks(2)
                .map(|p| f64::from_bits(p[0] as u64 | ((p[1] as u64) << 32)))
                .collect(),
        ),
        _ => Array::Ref(words(len)?),
    })
}

fn put_varint(out: &mut Vec<u8>, mut v: usize) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn get_varint(b: &[u8], at: &mut usize) -> Result<usize, VmError> {
    let mut v = 0usize;
    let mut shift = 0;
    loop {
        let byte = *b.get(*at).ok_or_else(|| corrupt("truncated delta"))?;
        *at += 1;
        v |= ((byte & 0x7f) as usize) << shift;
        if byte & 0x80 == 0 {
            return Ok(v);
        }
        shift += 7;
        if shift > 63 {
            return Err(corrupt("bad varint in delta"));
        }
    }
}

/// Encodes `parent` relative to `child`: the XOR of the two (the shorter padded with zeros)
/// as runs of unchanged and changed bytes. Consecutive states of a search differ in a few
/// words, so a delta is a few bytes where a snapshot is kilobytes. [`undo_delta`] gets the
/// parent back from the child.
pub fn delta(parent: &[u8], child: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    put_varint(&mut out, parent.len());
    let n = parent.len().max(child.len());
    let x = |i: usize| parent.get(i).copied().unwrap_or(0) ^ child.get(i).copied().unwrap_or(0);
    let mut i = 0;
    while i < n {
        let start = i;
        while i < n && x(i) == 0 {
            i += 1;
        }
        let zeros = i - start;
        let lit_start = i;
        // A literal run ends at the first stretch of 4 unchanged bytes.
        while i < n && !(i + 4 <= n && (i..i + 4).all(|k| x(k) == 0)) {
            i += 1;
        }
        put_varint(&mut out, zeros);
        put_varint(&mut out, i - lit_start);
        out.extend((lit_start..i).map(x));
    }
    out
}

/// The parent bytes of a [`delta`], given the child's bytes.
pub fn undo_delta(child: &[u8], delta: &[u8]) -> Result<Vec<u8>, VmError> {
    let mut at = 0;
    let parent_len = get_varint(delta, &mut at)?;
    let mut parent: Vec<u8> = (0..parent_len)
        .map(|i| child.get(i).copied().unwrap_or(0))
        .collect();
    let mut i = 0;
    while at < delta.len() {
        i += get_varint(delta, &mut at)?;
        let lits = get_varint(delta, &mut at)?;
        let bytes = delta
            .get(at..at + lits)
            .ok_or_else(|| corrupt("truncated delta"))?;
        for (k, &b) in bytes.iter().enumerate() {
            if let Some(p) = parent.get_mut(i + k) {
                *p ^= b;
            }
        }
        at += lits;
        i += lits;
    }
    Ok(parent)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deltas_round_trip() {
        let cases: [(&[u8], &[u8]); 5] = [
            (b"abcdefgh", b"abcdefgh"),
            (b"abcdefgh", b"abXdefgY"),
            (b"short", b"much longer child"),
            (b"a much longer parent", b"kid"),
            (b"", b"x"),
        ];
        for (parent, child) in cases {
            let d = delta(parent, child);
            assert_eq!(undo_delta(child, &d).unwrap(), parent);
        }
        let parent = vec![7u8; 4000];
        let mut child = parent.clone();
        child[100] = 1;
        child[3000] = 2;
        assert!(delta(&parent, &child).len() < 20);
    }
}
