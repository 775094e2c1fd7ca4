//! Canonical program states (JPF's serializer, state set and restorer in one mechanism).
//!
//! [`serialize`] writes the complete program state as a word stream in a canonical order:
//! the fixed clock and identity hash counter, the interned strings (by content), the static
//! fields of every initialized class, every object reachable from those roots and from the
//! threads' frames, numbered in the order the traversal first reaches them, and last the
//! threads' frames (method, pc, locals and operand stack). A
//! reference is written as that number, so two states that differ only in where objects
//! live or in what order they were allocated give the same words; unreachable objects are
//! never written. The words are what is fingerprinted (xxh3-128), and they are also a
//! complete snapshot: [`restore`] rebuilds the program state from them exactly, with each
//! object in the heap slot of its number (garbage is gone after a restore).

use std::collections::BTreeMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::ops::Range;
use std::rc::Rc;

use crate::classfile::descriptor::Kind;
use crate::error::VmError;
use crate::runtime::{ClassId, ClassKind, MethodId};
use crate::vm::heap::{Array, Body, Object};
use crate::vm::threads::{NO_THREAD, Status, ThreadEntry, Threads};
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

const TAG_TOP: u32 = 0;
const TAG_INT: u32 = 1;
const TAG_LONG: u32 = 2;
const TAG_FLOAT: u32 = 3;
const TAG_DOUBLE: u32 = 4;
const TAG_REF: u32 = 5;

const KEY_FRAMES: u32 = 0xF000_0000;
const KEY_GLOBALS: u32 = 0xF100_0000;
const KEY_STATICS: u32 = 0xE000_0000;
const MAX_OBJECTS: u32 = 0xE000_0000;

/// The canonical form of one state cut into sections (the frames; the globals: clock,
/// class initialization, class objects, interned strings; the static fields of each
/// initialized class; each object), each with its own hash. The fingerprint is the
/// wrapping sum of the section hashes, so a transition that changed a few sections gets its
/// fingerprint from the previous state's by replacing those sections' hashes.
#[derive(Default)]
pub struct Sections {
    fingerprint: Fingerprint,
    frames: u128,
    globals: u128,
    /// By class id; 0 for classes that are not initialized.
    statics: Vec<u128>,
    /// By canonical number - 1.
    objects: Vec<u128>,
    /// Heap slot -> canonical number (0: not reached).
    numbering: Vec<u32>,
    /// Canonical number - 1 -> heap slot.
    numbered: Vec<Ref>,
    /// The objects numbered before the frames section (it follows the objects reachable from
    /// the globals and static fields), and the last number the frames section gave: objects
    /// only the frames reach are numbered `frames_first + 1 ..= frames_last`, in the order
    /// the frames first refer to them.
    frames_first: u32,
    frames_last: u32,
    /// The frames section's bytes, and where each thread's frames lie in them: a transition
    /// leaves the frames of the threads that did not run as they were, and an incremental
    /// fingerprint copies their bytes instead of writing them again.
    frames_bytes: Vec<u8>,
    thread_blocks: Vec<Range<usize>>,
    /// Where each section lies in the snapshot bytes.
    frames_at: Range<usize>,
    globals_at: Range<usize>,
    statics_at: Vec<Range<usize>>,
    objects_at: Vec<Range<usize>>,
}

impl Clone for Sections {
    fn clone(&self) -> Sections {
        let mut s = Sections::default();
        s.clone_from(self);
        s
    }
    /// Reuses this value's vectors.
    fn clone_from(&mut self, o: &Sections) {
        self.fingerprint = o.fingerprint;
        self.frames = o.frames;
        self.globals = o.globals;
        self.statics.clone_from(&o.statics);
        self.objects.clone_from(&o.objects);
        self.numbering.clone_from(&o.numbering);
        self.numbered.clone_from(&o.numbered);
        self.frames_first = o.frames_first;
        self.frames_last = o.frames_last;
        self.frames_bytes.clone_from(&o.frames_bytes);
        self.thread_blocks.clone_from(&o.thread_blocks);
        self.frames_at = o.frames_at.clone();
        self.globals_at = o.globals_at.clone();
        self.statics_at.clone_from(&o.statics_at);
        self.objects_at.clone_from(&o.objects_at);
    }
}

/// A section of the reference state.
#[derive(Clone, Copy, Debug, PartialEq)]
enum SectionId {
    Frames,
    Globals,
    Statics(usize),
    Object(usize),
}

/// A section an incremental fingerprint rewrote: its new bytes in the serializer's scratch
/// buffer and its new hash.
struct Patch {
    id: SectionId,
    bytes: Range<usize>,
    hash: u128,
}

impl Sections {
    /// Approximately the bytes these sections occupy.
    pub fn footprint(&self) -> usize {
        self.statics.len() * 40
            + self.objects.len() * 44
            + self.numbering.len() * 4
            + self.frames_bytes.len()
    }

    fn clear(&mut self) {
        for &r in &self.numbered {
            self.numbering[r as usize] = 0;
        }
        self.numbered.clear();
        self.objects.clear();
        self.statics.iter_mut().for_each(|h| *h = 0);
        self.frames_first = 0;
        self.frames_last = 0;
        self.frames_bytes.clear();
        self.thread_blocks.clear();
        self.fingerprint = 0;
        self.statics_at.iter_mut().for_each(|r| *r = 0..0);
        self.objects_at.clear();
    }

    fn range(&self, id: SectionId) -> Range<usize> {
        match id {
            SectionId::Frames => self.frames_at.clone(),
            SectionId::Globals => self.globals_at.clone(),
            SectionId::Statics(c) => self.statics_at[c].clone(),
            SectionId::Object(n) => self.objects_at[n].clone(),
        }
    }

    fn hash_mut(&mut self, id: SectionId) -> &mut u128 {
        match id {
            SectionId::Frames => &mut self.frames,
            SectionId::Globals => &mut self.globals,
            SectionId::Statics(c) => &mut self.statics[c],
            SectionId::Object(n) => &mut self.objects[n],
        }
    }
}

/// Serializes states canonically and fingerprints them, incrementally when it can.
#[derive(Default)]
pub struct Serializer {
    /// The last full serialization.
    current: Sections,
    /// The sections of the reference state (the search's current top state).
    reference: Sections,
    scratch: Vec<u8>,
    /// Where each thread's frames lie in the frames section the last incremental
    /// fingerprint wrote.
    patched_blocks: Vec<Range<usize>>,
    /// The sections the last incremental fingerprint rewrote, and that fingerprint.
    patches: Vec<Patch>,
    patched_fingerprint: Fingerprint,
    /// Full serializations made (each walks the whole state; a search should need few
    /// beyond the states it restores, the rest fingerprinted from the sections written).
    pub full_serializations: u64,
}

/// How references are written: numbered on first sight (full serialization) or looked up
/// in an existing numbering (incremental sections); a lookup that misses sets `missed`.
struct Writer<'a> {
    out: &'a mut Vec<u8>,
    numbering: &'a mut Vec<u32>,
    queue: &'a mut Vec<Ref>,
    assign: bool,
    missed: bool,
}

impl Writer<'_> {
    #[inline(always)]
    fn word(&mut self, w: u32) {
        self.out.extend_from_slice(&w.to_le_bytes());
    }

    #[inline(always)]
    fn wide(&mut self, w: u64) {
        self.out.extend_from_slice(&w.to_le_bytes());
    }

    #[inline]
    fn reference(&mut self, r: Ref) -> u32 {
        if r == NULL {
            return 0;
        }
        // Runtime machinery: its reference is its canonical name; the object is not state.
        if r & crate::vm::heap::PERMANENT != 0 {
            return r;
        }
        let slot = r as usize;
        if slot >= self.numbering.len() {
            if !self.assign {
                self.missed = true;
                return 0;
            }
            self.numbering.resize(slot + 1, 0);
        }
        if self.numbering[slot] == 0 {
            if !self.assign {
                self.missed = true;
                return 0;
            }
            self.queue.push(r);
            self.numbering[slot] = self.queue.len() as u32;
        }
        self.numbering[slot]
    }

    /// A value whose kind the reader knows from the class layout (fields, statics).
    #[inline(always)]
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

    /// The threads: the running one's number, then each thread's status, owned monitors and
    /// frames (their objects are in the globals section).
    /// Records where each thread's frames lie in `blocks` (from the section's start), and
    /// copies those of a thread whose frames are as in `reuse` (the reference state's section).
    fn frames(
        &mut self,
        vm: &Vm,
        frames_first: u32,
        blocks: &mut Vec<Range<usize>>,
        reuse: Option<FramesReuse>,
    ) {
        let st = &vm.state;
        let section = self.out.len();
        blocks.clear();
        self.word(KEY_FRAMES);
        self.word(frames_first);
        self.word(st.threads.current);
        self.word(st.threads.atomic);
        self.word(st.threads.list.len() as u32);
        let reuse = reuse.filter(|r| r.blocks.len() == st.threads.list.len());
        for (i, t) in st.threads.list.iter().enumerate() {
            self.word(t.daemon as u32 | (t.interrupted as u32) << 1 | (t.idle as u32) << 2);
            self.word(t.hashes_issued);
            let (tag, obj, count) = status_words(t.status);
            self.word(tag);
            let n = self.reference(obj);
            self.word(n);
            self.word(count);
            self.word(t.held.len() as u32);
            for &(o, c) in &t.held {
                let n = self.reference(o);
                self.word(n);
                self.word(c);
            }
            let thread = written_thread(st, i);
            let begin = self.out.len();
            match &reuse {
                Some(r) if r.base.threads.list.len() > i && written_thread(r.base, i) == thread => {
                    let b = &r.blocks[i];
                    self.out.extend_from_slice(&r.bytes[b.clone()]);
                }
                _ => self.thread_frames(vm, thread),
            }
            blocks.push(begin - section..self.out.len() - section);
        }
    }

    fn thread_frames(&mut self, vm: &Vm, thread: &Thread) {
        let frames = &thread.frames;
        self.word(frames.len() as u32);
        for (i, f) in frames.iter().enumerate() {
            let end = frames
                .get(i + 1)
                .map(|n| n.base as usize)
                .unwrap_or(thread.stack.len());
            let values = &thread.stack[f.base as usize..end];
            self.wide(vm.classes.method(f.method).stable);
            self.word(f.pc);
            self.word(values.len() as u32);
            for &v in values {
                self.tagged(v);
            }
        }
    }

    /// The globals section; returns the classes whose state it records, in canonical order.
    fn globals(&mut self, vm: &Vm) -> Vec<ClassId> {
        let st = &vm.state;
        self.word(KEY_GLOBALS);
        self.word(st.clock_ticks as u32);
        self.word((st.clock_ticks >> 32) as u32);
        let order = vm.classes.canonical_order();
        let recorded: Vec<ClassId> = order
            .iter()
            .copied()
            .filter(|&c| class_state_recorded(vm, c))
            .collect();
        self.word(recorded.len() as u32);
        for &c in &recorded {
            self.wide(vm.classes.class(c).stable);
            self.word(init_of(st, c) as u32);
        }
        self.word(st.interned.len() as u32);
        for &r in st.interned.values() {
            let n = self.reference(r);
            self.word(n);
        }
        // The threads' objects: numbered before the frames, so that the monitors and locals
        // the frames refer to are mostly numbered by the heap's traversal already, and a
        // monitor entered or a frame pushed does not renumber the heap.
        self.word(st.threads.list.len() as u32);
        for t in &st.threads.list {
            let n = self.reference(t.object);
            self.word(n);
        }
        recorded
    }

    fn statics(&mut self, vm: &Vm, c: usize) {
        self.word(KEY_STATICS);
        self.wide(vm.classes.class(c as ClassId).stable);
        let statics = &vm.state.statics[c];
        for &slot in &vm.classes.class(c as ClassId).mutable_statics {
            self.typed(statics[slot as usize]);
        }
    }

    fn object(&mut self, vm: &Vm, n: u32, obj: &Object) {
        self.word(n);
        self.wide(vm.classes.class(obj.class).stable);
        self.word(obj.hash as u32);
        // The allocation site as (stable method id, instruction index).
        if obj.site == 0 {
            self.wide(0);
            self.word(0);
        } else {
            self.wide(vm.classes.method((obj.site >> 32) as MethodId).stable);
            self.word(obj.site as u32);
        }
        match &obj.body {
            Body::Fields(fields) => {
                let caches = &vm.classes.class(obj.class).cache_fields;
                // A Class object's hidden last field is the VM's number for its class, which
                // depends on the order classes were loaded in (history, not state): its
                // stable id stands for it.
                let hidden = if obj.class == vm.known.class {
                    fields.len().checked_sub(1)
                } else {
                    None
                };
                for (i, &v) in fields.iter().enumerate() {
                    if Some(i) == hidden {
                        let stable = match v {
                            Value::Int(c) if c >= 0 && (c as usize) < vm.classes.len() => {
                                vm.classes.class(c as ClassId).stable
                            }
                            _ => 0,
                        };
                        self.wide(stable);
                    } else if caches.is_empty() || !caches.contains(&(i as u32)) {
                        self.typed(v);
                    } else if let Value::Ref(_) = v {
                        self.typed(Value::NULL);
                    } else {
                        self.typed(Value::Int(0));
                    }
                }
            }
            Body::Array(a) => write_array(self, a),
        }
    }
}

/// The frames section of the reference state, for [`Writer::frames`]: its bytes, where each
/// thread's frames lie in them, and the state it was written from.
struct FramesReuse<'a> {
    bytes: &'a [u8],
    blocks: &'a [Range<usize>],
    base: &'a State,
}

/// The frames the canonical form writes for thread `i`: the running thread's own, or the
/// parked thread's.
pub(crate) fn written_thread(st: &State, i: usize) -> &Thread {
    if i as u32 == st.threads.current {
        &st.thread
    } else {
        &st.threads.list[i].saved
    }
}

/// A thread status as (tag, monitor object, entry count).
fn status_words(s: Status) -> (u32, Ref, u32) {
    match s {
        Status::Runnable => (0, NULL, 0),
        Status::Blocked(o) => (1, o, 0),
        Status::Waiting { obj, count, timed } => (2 + timed as u32, obj, count),
        Status::Reentering { obj, count } => (4, obj, count),
        Status::Terminated => (5, NULL, 0),
    }
}

fn status_of(tag: u32, obj: Ref, count: u32) -> Result<Status, VmError> {
    Ok(match tag {
        0 => Status::Runnable,
        1 => Status::Blocked(obj),
        2 | 3 => Status::Waiting {
            obj,
            count,
            timed: tag == 3,
        },
        4 => Status::Reentering { obj, count },
        5 => Status::Terminated,
        _ => return Err(corrupt("bad thread status")),
    })
}

/// Every reference the frames section holds (not the threads' objects, which the globals
/// section holds), in the order it writes them.
fn frame_section_refs(st: &State) -> impl Iterator<Item = Ref> + '_ {
    st.threads.list.iter().enumerate().flat_map(move |(i, t)| {
        let (_, obj, _) = status_words(t.status);
        let thread = if i as u32 == st.threads.current {
            &st.thread
        } else {
            &t.saved
        };
        std::iter::once(obj)
            .chain(t.held.iter().map(|&(o, _)| o))
            .chain(thread.stack.iter().filter_map(|v| v.as_ref()))
            .filter(|&r| r != NULL)
    })
}

#[inline]
fn section_hash(bytes: &[u8]) -> u128 {
    xxhash_rust::xxh3::xxh3_128(bytes)
}

impl Serializer {
    /// Writes the complete canonical form of `vm`'s program state into `out` (cleared
    /// first) and returns its fingerprint.
    pub fn serialize(&mut self, vm: &Vm, out: &mut Vec<u8>) -> Fingerprint {
        self.full_serializations += 1;
        let capacity = out.capacity();
        out.clear();
        out.reserve(capacity.max(1024));
        let st = &vm.state;
        let sec = &mut self.current;
        sec.clear();
        sec.statics.resize(st.init.len(), 0);
        sec.statics_at.resize(st.init.len(), 0..0);
        let mut w = Writer {
            out,
            numbering: &mut sec.numbering,
            queue: &mut sec.numbered,
            assign: true,
            missed: false,
        };
        let mut fp: u128 = 0;
        let start = w.out.len();
        let recorded = w.globals(vm);
        sec.globals = section_hash(&w.out[start..]);
        sec.globals_at = start..w.out.len();
        fp = fp.wrapping_add(sec.globals);
        for c in recorded {
            let c = c as usize;
            let start = w.out.len();
            w.statics(vm, c);
            let h = section_hash(&w.out[start..]);
            sec.statics[c] = h;
            sec.statics_at[c] = start..w.out.len();
            fp = fp.wrapping_add(h);
        }
        // Objects, in the order they were numbered (the queue grows as they are written):
        // those the globals and statics reach, then the objects only the frames reach, which
        // the frames section numbers. That section comes last in the bytes, where a change of
        // its length (a frame pushed or popped) moves no other section.
        let mut next = 0;
        for phase in 0..2 {
            if phase == 1 {
                sec.frames_first = w.queue.len() as u32;
                std::mem::swap(w.out, &mut sec.frames_bytes);
                w.frames(vm, sec.frames_first, &mut sec.thread_blocks, None);
                std::mem::swap(w.out, &mut sec.frames_bytes);
                sec.frames = section_hash(&sec.frames_bytes);
                fp = fp.wrapping_add(sec.frames);
                sec.frames_last = w.queue.len() as u32;
            }
            while next < w.queue.len() {
                let r = w.queue[next];
                next += 1;
                let start = w.out.len();
                match st.heap.get(r) {
                    Some(obj) => w.object(vm, next as u32, obj),
                    None => {
                        w.word(next as u32);
                        w.word(u32::MAX);
                    }
                }
                let h = section_hash(&w.out[start..]);
                sec.objects.push(h);
                sec.objects_at.push(start..w.out.len());
                fp = fp.wrapping_add(h);
            }
        }
        let start = w.out.len();
        w.out.extend_from_slice(&sec.frames_bytes);
        sec.frames_at = start..w.out.len();
        sec.fingerprint = fp;
        fp
    }

    /// The objects of `vm`'s state in canonical order (the order a serialization numbers
    /// them).
    pub fn canonical_order(&mut self, vm: &Vm) -> Vec<Ref> {
        let mut buf = Vec::new();
        self.serialize(vm, &mut buf);
        self.current.numbered.clone()
    }

    /// After a successful [`Serializer::incremental`]: the [`delta`] between the reference's
    /// snapshot `words` and the new state's, changing nothing: toward the new state's bytes
    /// (`undo_delta` of the old bytes gives the new ones) or back from them. `None` when a
    /// section other than the frames changed length; then a full serialization is needed.
    /// The frames section is the last, so its length may change.
    pub fn incremental_delta(&mut self, words: &[u8], toward_new: bool) -> Option<Vec<u8>> {
        let rf = &self.reference;
        if self
            .patches
            .iter()
            .any(|p| p.id != SectionId::Frames && rf.range(p.id).len() != p.bytes.len())
        {
            return None;
        }
        debug_assert_eq!(rf.frames_at.end, words.len(), "the frames section is last");
        self.patches.sort_by_key(|p| rf.range(p.id).start);
        let new_len = self.patches.iter().fold(words.len(), |len, p| {
            len + p.bytes.len() - rf.range(p.id).len()
        });
        let mut out = Vec::new();
        put_varint(&mut out, if toward_new { new_len } else { words.len() });
        let mut at = 0;
        let mut xor = Vec::new();
        for p in &self.patches {
            let range = rf.range(p.id);
            let old = &words[range.clone()];
            let new = &self.scratch[p.bytes.clone()];
            xor.clear();
            xor.extend(old.iter().zip(new).map(|(a, b)| a ^ b));
            // Past the shorter one, the longer one's bytes (XOR with the zero padding).
            let common = old.len().min(new.len());
            xor.extend_from_slice(if old.len() > common {
                &old[common..]
            } else {
                &new[common..]
            });
            // A section rewritten changes a few of its bytes.
            put_xor_runs(&mut out, &mut at, range.start, &xor);
        }
        Some(out)
    }

    /// After a successful [`Serializer::incremental`]: turns the reference's snapshot
    /// `words` into the new state's, in place, by replacing the rewritten sections, makes the
    /// new state the reference, and returns the [`delta`] that gets the old snapshot back.
    /// Returns `None` (changing nothing) when a section other than the frames changed
    /// length; then a full serialization is needed.
    pub fn commit_incremental(&mut self, words: &mut Vec<u8>) -> Option<Vec<u8>> {
        let out = self.incremental_delta(words, false)?;
        let rf = &mut self.reference;
        for p in &self.patches {
            let range = rf.range(p.id);
            let new = &self.scratch[p.bytes.clone()];
            if p.id == SectionId::Frames {
                words.truncate(range.start);
                words.extend_from_slice(new);
                rf.frames_at = range.start..words.len();
                rf.frames_bytes.clear();
                rf.frames_bytes.extend_from_slice(new);
                std::mem::swap(&mut rf.thread_blocks, &mut self.patched_blocks);
            } else {
                words[range].copy_from_slice(new);
            }
            *rf.hash_mut(p.id) = p.hash;
        }
        rf.fingerprint = self.patched_fingerprint;
        Some(out)
    }

    /// The reference state's sections (to keep beside a state held in memory).
    pub fn reference(&self) -> &Sections {
        &self.reference
    }

    /// Makes `sections` (taken earlier with [`Serializer::reference`]) the reference again.
    pub fn set_reference(&mut self, sections: &Sections) {
        self.reference.clone_from(sections);
    }

    /// The reference state's fingerprint.
    pub fn reference_fingerprint(&self) -> Fingerprint {
        self.reference.fingerprint
    }

    /// Makes a state just restored from `words` the reference: a restored heap holds object
    /// n in slot n, so its sections and numbering come straight from the snapshot.
    pub fn adopt_restored(&mut self, vm: &Vm, words: &[u8], spans: &Spans) {
        let rf = &mut self.reference;
        rf.clear();
        rf.statics.resize(vm.state.init.len(), 0);
        rf.statics_at.resize(vm.state.init.len(), 0..0);
        let mut fp: u128 = 0;
        rf.frames = section_hash(&words[spans.frames.clone()]);
        rf.globals = section_hash(&words[spans.globals.clone()]);
        rf.frames_at = spans.frames.clone();
        rf.frames_bytes
            .extend_from_slice(&words[spans.frames.clone()]);
        rf.thread_blocks.clone_from(&spans.thread_blocks);
        rf.globals_at = spans.globals.clone();
        fp = fp.wrapping_add(rf.frames).wrapping_add(rf.globals);
        for (c, range) in &spans.statics {
            let h = section_hash(&words[range.clone()]);
            rf.statics[*c] = h;
            rf.statics_at[*c] = range.clone();
            fp = fp.wrapping_add(h);
        }
        if rf.numbering.len() <= spans.objects.len() {
            rf.numbering.resize(spans.objects.len() + 1, 0);
        }
        for (i, range) in spans.objects.iter().enumerate() {
            let h = section_hash(&words[range.clone()]);
            rf.objects.push(h);
            rf.objects_at.push(range.clone());
            rf.numbering[i + 1] = i as u32 + 1;
            rf.numbered.push(i as Ref + 1);
            fp = fp.wrapping_add(h);
        }
        // Object n is in slot n: those only the frames reach are numbered from
        // `frames_first + 1` on, in the order the frames first refer to them.
        rf.frames_first = spans.frames_first;
        let mut last = spans.frames_first;
        for r in frame_section_refs(&vm.state) {
            if r & crate::vm::heap::PERMANENT == 0 && r == last + 1 {
                last = r;
            }
        }
        rf.frames_last = last;
        rf.fingerprint = fp;
    }

    /// Makes the last full serialization the reference for [`Serializer::incremental`]:
    /// the state the next transitions start from.
    pub fn adopt_reference(&mut self) {
        std::mem::swap(&mut self.current, &mut self.reference);
    }

    /// The fingerprint of `vm`'s state, computed from the reference state's sections, when
    /// the transition since `base` (the reference state, in memory) changed no reference,
    /// allocated nothing and changed no class table: then the canonical numbering is the
    /// reference's and only the written sections need hashing. `None` otherwise.
    pub fn incremental(&mut self, vm: &Vm, base: &State) -> Option<Fingerprint> {
        let st = &vm.state;
        // Class tables that changed only in initialization states (a stateless class
        // initialized again after a restore, see `class_state_recorded`) change no reference
        // and at most the globals section.
        let tables_changed = st.tables_version != base.tables_version;
        if !keeps_numbering(&self.reference, vm, base, tables_changed) {
            return None;
        }
        let rf = &mut self.reference;
        let mut fp = rf.fingerprint;
        let patches = &mut self.patches;
        patches.clear();
        let reuse = FramesReuse {
            bytes: &rf.frames_bytes,
            blocks: &rf.thread_blocks,
            base,
        };
        let mut w = Writer {
            out: &mut self.scratch,
            numbering: &mut rf.numbering,
            queue: &mut rf.numbered,
            assign: false,
            missed: false,
        };
        w.out.clear();
        let mut patch = |w: &mut Writer, id: SectionId, start: usize, old: u128| {
            let hash = section_hash(&w.out[start..]);
            patches.push(Patch {
                id,
                bytes: start..w.out.len(),
                hash,
            });
            fp = fp.wrapping_sub(old).wrapping_add(hash);
        };
        let start = w.out.len();
        w.frames(vm, rf.frames_first, &mut self.patched_blocks, Some(reuse));
        patch(&mut w, SectionId::Frames, start, rf.frames);
        let mut globals_changed = st.clock_ticks != base.clock_ticks;
        if tables_changed {
            for (c, (now, then)) in st.init.iter().zip(&base.init).enumerate() {
                if now == then {
                    continue;
                }
                // A class whose state is recorded only now or only before changes the
                // sections and the numbering that follows them.
                let recorded = class_state_recorded(vm, c as ClassId);
                if recorded != rf.statics.get(c).is_some_and(|&h| h != 0) {
                    return None;
                }
                globals_changed |= recorded;
            }
        }
        if globals_changed {
            let start = w.out.len();
            w.globals(vm);
            patch(&mut w, SectionId::Globals, start, rf.globals);
        }
        for &c in st.dirty_statics() {
            let c = c as usize;
            if class_state_recorded(vm, c as ClassId) {
                let start = w.out.len();
                w.statics(vm, c);
                patch(&mut w, SectionId::Statics(c), start, rf.statics[c]);
            }
        }
        for &r in st.heap.dirty() {
            let n = w.numbering.get(r as usize).copied().unwrap_or(0);
            if n == 0 {
                continue; // garbage: not part of the state
            }
            let obj = st.heap.get(r)?;
            let start = w.out.len();
            w.object(vm, n, obj);
            patch(
                &mut w,
                SectionId::Object(n as usize - 1),
                start,
                rf.objects[n as usize - 1],
            );
        }
        self.patched_fingerprint = fp;
        if w.missed { None } else { Some(fp) }
    }
}

/// Whether the transition from `base` (the reference state) to `vm`'s state keeps the
/// reference's canonical numbering: no allocation, no new static area or interned string,
/// the frames reach the reference's objects in the same order, no new thread, and no
/// written object or static area holds other references than before.
fn keeps_numbering(rf: &Sections, vm: &Vm, base: &State, tables_changed: bool) -> bool {
    let st = &vm.state;
    if st.heap.shape_counters() != base.heap.shape_counters()
        || st.statics.len() != base.statics.len()
        || (tables_changed && (st.init.len() != base.init.len() || st.interned != base.interned))
    {
        return false;
    }
    // The frames must refer to no object the reference numbered after them, and to the
    // objects only they reach in the same order of first reference, so that the
    // numbering stays the reference's.
    let mut expected = rf.frames_first + 1;
    for r in frame_section_refs(st) {
        if r & crate::vm::heap::PERMANENT != 0 {
            continue;
        }
        let n = rf.numbering.get(r as usize).copied().unwrap_or(0);
        if n == 0 || n > expected {
            return false;
        }
        if n == expected {
            expected += 1;
        }
    }
    if expected != rf.frames_last + 1 {
        return false;
    }
    // The threads' objects are numbered in the globals section, before the heap's
    // traversal: a new thread renumbers.
    if st.threads.list.len() != base.threads.list.len()
        || st
            .threads
            .list
            .iter()
            .zip(&base.threads.list)
            .any(|(a, b)| a.object != b.object)
    {
        return false;
    }
    // Written objects and static areas must hold the same references as before.
    for &r in st.heap.dirty() {
        if !same_refs_object(st.heap.get(r), base.heap.get(r)) {
            return false;
        }
    }
    // (The statics of a class whose state no snapshot records are no roots: a class of
    // constants initialized again after a restore, which sets its `ConstantValue`
    // strings, changes none of the numbering.)
    for &c in st.dirty_statics() {
        if vm.boot_statics_of(c).is_some()
            || (class_state_recorded(vm, c)
                && !same_refs(&st.statics[c as usize], &base.statics[c as usize]))
        {
            return false;
        }
    }
    true
}

fn same_refs(a: &[Value], b: &[Value]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| !matches!((x, y), (Value::Ref(_), _) | (_, Value::Ref(_))) || x == y)
}

fn same_refs_object(a: Option<&Object>, b: Option<&Object>) -> bool {
    match (a.map(|o| &o.body), b.map(|o| &o.body)) {
        (Some(Body::Fields(x)), Some(Body::Fields(y))) => same_refs(x, y),
        (Some(Body::Array(Array::Ref(x))), Some(Body::Array(Array::Ref(y)))) => x == y,
        (Some(Body::Array(x)), Some(Body::Array(y))) => {
            x.len() == y.len() && !matches!(x, Array::Ref(_))
        }
        _ => false,
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

/// Reads one thread's frames into `thread`.
fn read_frames(
    method_by_stable: impl Fn(u64) -> Option<MethodId>,
    r: &mut Reader,
    thread: &mut Thread,
) -> Result<(), VmError> {
    thread.frames.clear();
    thread.stack.clear();
    let n_frames = r.word()?;
    for _ in 0..n_frames {
        let method: MethodId =
            method_by_stable(r.wide()?).ok_or_else(|| corrupt("unknown method in snapshot"))?;
        let pc = r.word()?;
        let n = r.word()?;
        thread.frames.push(Frame {
            method,
            pc,
            base: thread.stack.len() as u32,
            owner: crate::vm::OWNER_UNKNOWN,
        });
        for _ in 0..n {
            let v = r.tagged()?;
            thread.stack.push(v);
        }
    }
    Ok(())
}

fn corrupt(msg: &str) -> VmError {
    VmError::internal("state restore", msg)
}

/// Reads the frames section (after its key and first word), which begins at `section`:
/// every thread's status, monitors and frames; `objects` are the threads' objects, from the
/// globals section. Returns where each thread's frames lie in the section.
fn read_threads(
    classes: &crate::runtime::Classes,
    st: &mut State,
    r: &mut Reader,
    objects: &[Ref],
    section: usize,
) -> Result<Vec<std::ops::Range<usize>>, VmError> {
    let mut blocks = Vec::new();
    let current = r.word()?;
    let atomic = r.word()?;
    let n_threads = r.word()? as usize;
    let mut list = std::mem::take(&mut st.threads.list);
    list.truncate(n_threads);
    while list.len() < n_threads {
        list.push(ThreadEntry::new(NULL, false));
    }
    for (i, t) in list.iter_mut().enumerate() {
        t.object = objects.get(i).copied().unwrap_or(NULL);
        let flags = r.word()?;
        t.daemon = flags & 1 != 0;
        t.interrupted = flags & 2 != 0;
        t.idle = flags & 4 != 0;
        t.hashes_issued = r.word()?;
        let (tag, obj, count) = (r.word()?, r.word()?, r.word()?);
        t.status = status_of(tag, obj, count)?;
        let held = r.word()?;
        t.held.clear();
        for _ in 0..held {
            t.held.push((r.word()?, r.word()?));
        }
        let thread = if i as u32 == current {
            t.saved.frames.clear();
            t.saved.stack.clear();
            &mut st.thread
        } else {
            &mut t.saved
        };
        let begin = r.at;
        read_frames(|s| classes.method_by_stable(s), r, thread)?;
        blocks.push(begin - section..r.at - section);
    }
    if current == NO_THREAD {
        st.thread.frames.clear();
        st.thread.stack.clear();
    }
    st.threads = Threads {
        concurrent: false,
        current,
        list,
        atomic,
    };
    st.threads.update_concurrent();
    if objects.len() != st.threads.list.len() {
        return Err(corrupt("thread objects and threads disagree"));
    }
    Ok(blocks)
}

/// Rebuilds `vm`'s program state from a canonical snapshot, reusing the current state's
/// allocations where the shapes match.
pub fn restore(vm: &mut Vm, words: &[u8]) -> Result<Spans, VmError> {
    let mut spans = Spans::default();
    let mut r = Reader { words, at: 0 };
    vm.sync_class_tables();
    let globals_start = r.at;
    let roots = read_globals(vm, &mut r)?;
    spans.globals = globals_start..r.at;
    let mut frames_read = false;
    let mut n = 0u32;
    while !r.done() {
        if frames_read {
            return Err(corrupt("a section after the frames section"));
        }
        let section_start = r.at;
        let key = r.word()?;
        if key == KEY_FRAMES {
            spans.frames_first = r.word()?;
            spans.thread_blocks = read_threads(
                &vm.classes,
                &mut vm.state,
                &mut r,
                &roots.thread_objects,
                section_start,
            )?;
            spans.frames = section_start..r.at;
            frames_read = true;
        } else if key >= MAX_OBJECTS {
            if key != KEY_STATICS {
                return Err(corrupt("bad section key"));
            }
            let c = read_statics(vm, &mut r)?;
            spans.statics.push((c, section_start..r.at));
        } else {
            n += 1;
            if key != n {
                return Err(corrupt("objects out of order"));
            }
            read_object(vm, &mut r, n)?;
            spans.objects.push(section_start..r.at);
        }
    }
    if !frames_read {
        return Err(corrupt("snapshot lacks the frames section"));
    }
    if spans.frames_first > n {
        return Err(corrupt(
            "the frames section numbers objects that are not there",
        ));
    }
    vm.state.heap.finish_restore(n);
    vm.state.touch_tables();
    restore_interned(vm, roots.interned)?;
    for &(c, slot, value) in &vm.machinery_holders {
        vm.state.statics[c as usize][slot as usize] = Value::Ref(value);
    }
    Ok(spans)
}

/// The roots a snapshot's globals section names, resolved once the heap is read.
struct GlobalRoots {
    interned: Vec<u32>,
    thread_objects: Vec<u32>,
}

/// Reads the globals section: the clock, the classes' initialization states (every static
/// field back to its default or boot value first) and the roots of the intern table and
/// the threads.
fn read_globals(vm: &mut Vm, r: &mut Reader) -> Result<GlobalRoots, VmError> {
    let st = &mut vm.state;
    if r.word()? != KEY_GLOBALS {
        return Err(corrupt("snapshot lacks the globals section"));
    }
    st.clock_ticks = r.wide()?;
    for c in 0..vm.classes.len() {
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
    // Boot-initialized classes are initialized in every state; a snapshot records their
    // statics only where they differ from boot's.
    for (c, boot) in vm.boot_statics.iter().enumerate() {
        if let Some(boot) = boot {
            st.init[c] = InitState::Initialized;
            st.statics[c].copy_from_slice(boot);
        }
    }
    for _ in 0..r.word()? {
        let c = class_by_stable(&vm.classes, r.wide()?)?;
        let state = match r.word()? {
            1 => InitState::InProgress,
            2 => InitState::Initialized,
            3 => InitState::Erroneous,
            s => return Err(corrupt(&format!("bad init state {s}"))),
        };
        *st.init
            .get_mut(c)
            .ok_or_else(|| corrupt("class id out of range"))? = state;
    }
    let mut roots = GlobalRoots {
        interned: Vec::new(),
        thread_objects: Vec::new(),
    };
    for _ in 0..r.word()? {
        roots.interned.push(r.word()?);
    }
    for _ in 0..r.word()? {
        roots.thread_objects.push(r.word()?);
    }
    Ok(roots)
}

/// Reads one class's statics section (after its key) and returns the class.
fn read_statics(vm: &mut Vm, r: &mut Reader) -> Result<usize, VmError> {
    let st = &mut vm.state;
    let c = class_by_stable(&vm.classes, r.wide()?)?;
    let class = vm.classes.class(c as ClassId);
    for &slot in &class.mutable_statics {
        st.statics[c][slot as usize] = r.typed(class.static_kinds[slot as usize])?;
    }
    // Machinery caches are not state: they start over, empty (or filled with their
    // permanent value, see `restore`).
    for &slot in &class.machinery_statics {
        st.statics[c][slot as usize] = class.static_defaults[slot as usize];
    }
    Ok(c)
}

/// Reads object number `n`'s section (after its key) into the heap.
fn read_object(vm: &mut Vm, r: &mut Reader, n: u32) -> Result<(), VmError> {
    let class_id = class_by_stable(&vm.classes, r.wide()?)? as ClassId;
    let hash = r.word()? as i32;
    let site_method = r.wide()?;
    let site_pc = r.word()? as u64;
    let site = if site_method == 0 {
        0
    } else {
        let m = vm
            .classes
            .method_by_stable(site_method)
            .ok_or_else(|| corrupt("unknown allocation site"))?;
        ((m as u64) << 32) | site_pc
    };
    let class = vm.classes.class(class_id);
    let slot = vm.state.heap.slot_for_restore(n);
    if let ClassKind::Array { component, .. } = &class.kind {
        let len = r.word()? as usize;
        let kind = Kind::from_char(component.as_bytes()[0]).unwrap_or(Kind::Ref);
        let array = read_array(r, kind, len)?;
        *slot = Some(Rc::new(Object {
            class: class_id,
            hash,
            site,
            birth: 0,
            body: Body::Array(array),
        }));
        return Ok(());
    }
    let hidden = usize::from(class_id == vm.known.class);
    let len = class.field_kinds.len() + hidden;
    // An object no other heap shares is rewritten in place.
    let reuse = matches!(slot.as_mut().and_then(Rc::get_mut), Some(o) if o.class == class_id
        && matches!(&o.body, Body::Fields(f) if f.len() == len));
    if !reuse {
        *slot = Some(Rc::new(Object {
            class: class_id,
            hash,
            site,
            birth: 0,
            body: Body::Fields(vec![Value::Top; len].into()),
        }));
    }
    if let Some(Object {
        hash: h,
        site: s,
        birth,
        body: Body::Fields(f),
        ..
    }) = slot.as_mut().and_then(Rc::get_mut)
    {
        *h = hash;
        *s = site;
        *birth = 0;
        for (i, v) in f.iter_mut().enumerate() {
            *v = if hidden == 1 && i + 1 == len {
                // A Class object's class, by its stable id (see `Writer::object`).
                Value::Int(class_by_stable(&vm.classes, r.wide()?)? as i32)
            } else {
                r.typed(class.field_kinds.get(i).copied().unwrap_or(Kind::Int))?
            };
        }
    }
    Ok(())
}

/// Rebuilds the intern table (contents to objects) from its roots, only if it changed.
fn restore_interned(vm: &mut Vm, roots: Vec<u32>) -> Result<(), VmError> {
    let st = &mut vm.state;
    let unchanged = st.interned.len() == roots.len()
        && roots.iter().all(|&s| {
            string_chars(vm.known.string_value, st, s)
                .is_some_and(|c| st.interned.get(c) == Some(&s))
        });
    if !unchanged {
        let mut map = BTreeMap::new();
        for s in roots {
            let key = string_chars(vm.known.string_value, st, s)
                .ok_or_else(|| corrupt("interned string without characters"))?
                .to_vec();
            map.insert(key, s);
        }
        st.interned = map;
    }
    Ok(())
}

/// Whether a class's initialization state and static fields are part of the state: once it
/// has begun initializing, unless it is initialized and has neither a static initializer nor
/// static fields that can change (`StringBuilder`). Such a class is initialized on its first
/// use, but that leaves nothing the program could tell apart, so a state is the same before
/// and after it (a state restored from a snapshot initializes it again on its next use, to
/// the same effect). A boot-initialized class is recorded only where its statics differ from
/// boot's.
/// The classes whose static state a snapshot records, in canonical order.
pub(crate) fn recorded_classes(vm: &Vm) -> Vec<ClassId> {
    vm.classes
        .canonical_order()
        .iter()
        .copied()
        .filter(|&c| class_state_recorded(vm, c))
        .collect()
}

fn class_state_recorded(vm: &Vm, c: ClassId) -> bool {
    match init_of(&vm.state, c) {
        InitState::Uninitialized => false,
        InitState::Initialized => {
            let class = vm.classes.class(c);
            if let Some(boot) = vm.boot_statics_of(c) {
                let now = &vm.state.statics[c as usize];
                return class
                    .mutable_statics
                    .iter()
                    .any(|&s| now[s as usize] != boot[s as usize]);
            }
            class.clinit.is_some()
                || !class.mutable_statics.is_empty()
                || !class.machinery_statics.is_empty()
        }
        _ => true,
    }
}

/// A class's initialization state (uninitialized for classes loaded after the state's tables
/// were last sized).
fn init_of(st: &State, c: ClassId) -> InitState {
    st.init
        .get(c as usize)
        .copied()
        .unwrap_or(InitState::Uninitialized)
}

fn class_by_stable(classes: &crate::runtime::Classes, stable: u64) -> Result<usize, VmError> {
    classes
        .by_stable(stable)
        .map(|c| c as usize)
        .ok_or_else(|| corrupt("unknown class in snapshot"))
}

/// Where each section of a restored snapshot lies in its bytes.
#[derive(Default)]
pub struct Spans {
    frames: std::ops::Range<usize>,
    /// How many objects are numbered before the frames section's (it records the number).
    frames_first: u32,
    /// Where each thread's frames lie in the frames section.
    thread_blocks: Vec<std::ops::Range<usize>>,
    globals: std::ops::Range<usize>,
    statics: Vec<(usize, std::ops::Range<usize>)>,
    objects: Vec<std::ops::Range<usize>>,
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
    let common = parent.len().min(child.len());
    let mut xor = Vec::with_capacity(parent.len().max(child.len()));
    xor.extend(
        parent[..common]
            .iter()
            .zip(&child[..common])
            .map(|(a, b)| a ^ b),
    );
    // Past the shorter one, the longer one's bytes (XOR with the zero padding).
    let longer = if parent.len() > common { parent } else { child };
    xor.extend_from_slice(&longer[common..]);
    put_xor_runs(&mut out, &mut 0, 0, &xor);
    out
}

/// Appends the runs of a [`delta`] for `xor`, the XOR of the bytes from `start` on: for each
/// literal run, the unchanged bytes since `*at` and the run's XOR bytes. A literal run ends at
/// the first stretch of 4 unchanged bytes. Leaves `*at` at the end of the last run.
fn put_xor_runs(out: &mut Vec<u8>, at: &mut usize, start: usize, xor: &[u8]) {
    let mut i = 0;
    while i < xor.len() {
        while i + 8 <= xor.len() && xor[i..i + 8] == [0; 8] {
            i += 8;
        }
        while i < xor.len() && xor[i] == 0 {
            i += 1;
        }
        if i == xor.len() {
            break;
        }
        let lit_start = i;
        while i < xor.len() && !(i + 4 <= xor.len() && xor[i..i + 4] == [0; 4]) {
            i += 1;
        }
        put_varint(out, start + lit_start - *at);
        put_varint(out, i - lit_start);
        out.extend_from_slice(&xor[lit_start..i]);
        *at = start + i;
    }
}

/// Turns a child's bytes into its parent's, in place, with the [`delta`] between them.
pub fn undo_delta(bytes: &mut Vec<u8>, delta: &[u8]) -> Result<(), VmError> {
    let mut at = 0;
    let parent_len = get_varint(delta, &mut at)?;
    bytes.resize(parent_len, 0);
    let mut i = 0;
    while at < delta.len() {
        i += get_varint(delta, &mut at)?;
        let lits = get_varint(delta, &mut at)?;
        let xor = delta
            .get(at..at + lits)
            .ok_or_else(|| corrupt("truncated delta"))?;
        let end = (i + lits).min(parent_len);
        if i < end {
            bytes[i..end].iter_mut().zip(xor).for_each(|(b, x)| *b ^= x);
        }
        at += lits;
        i += lits;
    }
    Ok(())
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
            let mut bytes = child.to_vec();
            undo_delta(&mut bytes, &d).unwrap();
            assert_eq!(bytes, parent);
        }
        let parent = vec![7u8; 4000];
        let mut child = parent.clone();
        child[100] = 1;
        child[3000] = 2;
        assert!(delta(&parent, &child).len() < 20);
    }
}
