//! The guest heap: objects and arrays in numbered slots, with a mark-and-sweep collector
//! run only at interpreter safe points (where every live reference is in a frame, a static
//! field or a VM table).

use std::rc::Rc;

use super::value::{NULL, Ref, Value};
use crate::runtime::ClassId;

/// Array storage, one variant per element type.
#[derive(Debug, PartialEq)]
pub enum Array {
    Boolean(Vec<i8>),
    Byte(Vec<i8>),
    Char(Vec<u16>),
    Short(Vec<i16>),
    Int(Vec<i32>),
    Long(Vec<i64>),
    Float(Vec<f32>),
    Double(Vec<f64>),
    Ref(Vec<Ref>),
}

impl Array {
    pub fn len(&self) -> usize {
        match self {
            Array::Boolean(v) | Array::Byte(v) => v.len(),
            Array::Char(v) => v.len(),
            Array::Short(v) => v.len(),
            Array::Int(v) => v.len(),
            Array::Long(v) => v.len(),
            Array::Float(v) => v.len(),
            Array::Double(v) => v.len(),
            Array::Ref(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The element descriptor's first character (`I`, `J`, ...; `L` for references).
    pub fn kind(&self) -> u8 {
        match self {
            Array::Boolean(_) => b'Z',
            Array::Byte(_) => b'B',
            Array::Char(_) => b'C',
            Array::Short(_) => b'S',
            Array::Int(_) => b'I',
            Array::Long(_) => b'J',
            Array::Float(_) => b'F',
            Array::Double(_) => b'D',
            Array::Ref(_) => b'L',
        }
    }

    /// The bytes one element of a kind takes in Java (a reference counts 8).
    pub fn element_bytes(kind: u8) -> usize {
        match kind {
            b'Z' | b'B' => 1,
            b'C' | b'S' => 2,
            b'I' | b'F' => 4,
            _ => 8,
        }
    }

    /// A zeroed array for an element descriptor's first character.
    pub fn new(elem: u8, len: usize) -> Array {
        match elem {
            b'Z' => Array::Boolean(vec![0; len]),
            b'B' => Array::Byte(vec![0; len]),
            b'C' => Array::Char(vec![0; len]),
            b'S' => Array::Short(vec![0; len]),
            b'I' => Array::Int(vec![0; len]),
            b'J' => Array::Long(vec![0; len]),
            b'F' => Array::Float(vec![0.0; len]),
            b'D' => Array::Double(vec![0.0; len]),
            _ => Array::Ref(vec![NULL; len]),
        }
    }
}

#[derive(Debug, PartialEq)]
pub enum Body {
    Fields(Box<[Value]>),
    Array(Array),
}

impl Body {
    /// The bytes an object with this body is counted as occupying: a 16-byte header, 8
    /// bytes a field, and an array's elements at their Java sizes.
    pub fn bytes(&self) -> usize {
        match self {
            Body::Fields(fs) => Body::object_bytes(fs.len()),
            Body::Array(a) => Body::array_bytes(a.kind(), a.len()),
        }
    }

    /// [`Body::bytes`] of an object with `fields` fields.
    pub fn object_bytes(fields: usize) -> usize {
        16 + 8 * fields
    }

    /// [`Body::bytes`] of an array of `len` elements of a kind (see [`Array::kind`]),
    /// saturating.
    pub fn array_bytes(kind: u8, len: usize) -> usize {
        len.saturating_mul(Array::element_bytes(kind))
            .saturating_add(16)
    }
}

#[derive(Debug, PartialEq)]
pub struct Object {
    pub class: ClassId,
    /// Identity hash code; 0 until the program first asks for it (see `Vm::identity_hash`).
    pub hash: i32,
    /// Where the object was allocated (method id << 32 | instruction index; 0 for objects the
    /// VM makes at boot). Part of the state, so that access locations named after allocation
    /// sites are the same in every state with the same fingerprint.
    pub site: u64,
    /// The heap's allocation count when the object was made (0 for restored objects): tells
    /// objects made during the current transition apart. Not part of the state.
    pub birth: u64,
    pub body: Body,
}

#[derive(Debug, Default)]
pub struct Heap {
    /// Objects are shared between heaps (the search keeps copies of states) and copied on
    /// the first write while shared, so a copy of a heap costs a pointer per slot and each
    /// later write the one object written.
    slots: Vec<Option<Rc<Object>>>,
    free: Vec<Ref>,
    live: usize,
    /// Allocations and collections ever made (the model checker compares them to know
    /// whether a transition changed the shape of the heap).
    allocs: u64,
    collections: u64,
    // Write tracking for the model checker: the epoch in which each slot was last handed out
    // for writing, and the slots written in the current epoch. Not program state.
    marks: Vec<u32>,
    epoch: u32,
    dirty: Vec<Ref>,
    /// Where the current transition's allocations began (see [`Heap::collect_young`]).
    young: YoungMark,
    /// The free slots the current transition's allocations took, in the order taken.
    young_reused: Vec<Ref>,
    /// Objects alive after the last full collection (or restore): the next full collection
    /// is due when the heap has grown well beyond it.
    live_after_gc: usize,
    /// Bytes the objects alive after the last full collection occupy (by [`Body::bytes`]),
    /// and bytes allocated since then: their sum bounds the heap's size from above (young
    /// collections lower the second), which is what the guest heap limit is checked against.
    bytes_after_gc: usize,
    allocated_bytes: usize,
    /// The allocation site given to objects allocated from now on (set by the interpreter).
    pub site: u64,
    /// Runtime machinery (the Groovy runtime's call-site arrays): immutable objects that are
    /// not program state. Their references carry the [`PERMANENT`] bit and a key that names
    /// them the same way in every run, so snapshots store the reference and never the object,
    /// restores leave them alone, and the collector never frees them. Only ever added to, so
    /// of two heaps' tables the larger holds the other.
    permanent: Rc<hashbrown::HashMap<Ref, Object>>,
}

/// The heap's allocation state when write tracking began: objects born after it are young.
#[derive(Clone, Copy, Debug, Default)]
struct YoungMark {
    valid: bool,
    allocs: u64,
    collections: u64,
    slots: usize,
}

/// The bit that marks a reference to a permanent object (see [`Heap::make_permanent`]).
pub const PERMANENT: Ref = 0x8000_0000;

/// The reference a permanent object made under `key` gets.
pub fn permanent_ref(key: u64) -> Ref {
    PERMANENT | (key as u32 & 0x3fff_ffff)
}

// Clones that reuse the destination's allocations (`clone_from`), so restoring a state the
// search keeps in memory allocates nothing when the shapes match.

impl Clone for Array {
    fn clone(&self) -> Array {
        match self {
            Array::Boolean(v) => Array::Boolean(v.clone()),
            Array::Byte(v) => Array::Byte(v.clone()),
            Array::Char(v) => Array::Char(v.clone()),
            Array::Short(v) => Array::Short(v.clone()),
            Array::Int(v) => Array::Int(v.clone()),
            Array::Long(v) => Array::Long(v.clone()),
            Array::Float(v) => Array::Float(v.clone()),
            Array::Double(v) => Array::Double(v.clone()),
            Array::Ref(v) => Array::Ref(v.clone()),
        }
    }
    fn clone_from(&mut self, other: &Array) {
        match (self, other) {
            (Array::Boolean(a), Array::Boolean(b)) | (Array::Byte(a), Array::Byte(b)) => {
                a.clone_from(b)
            }
            (Array::Char(a), Array::Char(b)) => a.clone_from(b),
            (Array::Short(a), Array::Short(b)) => a.clone_from(b),
            (Array::Int(a), Array::Int(b)) => a.clone_from(b),
            (Array::Long(a), Array::Long(b)) => a.clone_from(b),
            (Array::Float(a), Array::Float(b)) => a.clone_from(b),
            (Array::Double(a), Array::Double(b)) => a.clone_from(b),
            (Array::Ref(a), Array::Ref(b)) => a.clone_from(b),
            (a, b) => *a = b.clone(),
        }
    }
}

impl Clone for Body {
    fn clone(&self) -> Body {
        match self {
            Body::Fields(f) => Body::Fields(f.clone()),
            Body::Array(a) => Body::Array(a.clone()),
        }
    }
    fn clone_from(&mut self, other: &Body) {
        match (self, other) {
            (Body::Fields(a), Body::Fields(b)) if a.len() == b.len() => a.copy_from_slice(b),
            (Body::Array(a), Body::Array(b)) => a.clone_from(b),
            (a, b) => *a = b.clone(),
        }
    }
}

impl Clone for Object {
    fn clone(&self) -> Object {
        Object {
            class: self.class,
            hash: self.hash,
            site: self.site,
            birth: self.birth,
            body: self.body.clone(),
        }
    }
    fn clone_from(&mut self, other: &Object) {
        self.class = other.class;
        self.hash = other.hash;
        self.site = other.site;
        self.birth = other.birth;
        self.body.clone_from(&other.body);
    }
}

impl Clone for Heap {
    fn clone(&self) -> Heap {
        let mut h = Heap::default();
        h.clone_from(self);
        h
    }
    /// Copies the objects; write tracking stays this heap's own (its epoch never goes back).
    fn clone_from(&mut self, other: &Heap) {
        if other.permanent.len() > self.permanent.len() {
            self.permanent = other.permanent.clone();
        }
        self.slots.clone_from(&other.slots);
        self.free.clone_from(&other.free);
        self.live = other.live;
        self.allocs = other.allocs;
        self.collections = other.collections;
        self.live_after_gc = other.live_after_gc;
        self.bytes_after_gc = other.bytes_after_gc;
        self.allocated_bytes = other.allocated_bytes;
        self.young.valid = false;
        self.marks.resize(self.slots.len(), 0);
        self.epoch = self.epoch.max(other.epoch);
    }
}

impl Heap {
    pub fn new() -> Heap {
        // Slot 0 is null.
        Heap {
            slots: vec![None],
            marks: vec![0],
            ..Default::default()
        }
    }

    pub fn alloc(&mut self, class: ClassId, body: Body) -> Ref {
        self.allocs += 1;
        self.allocated_bytes += body.bytes();
        let obj = Object {
            class,
            hash: 0,
            site: self.site,
            birth: self.allocs,
            body,
        };
        self.live += 1;
        if let Some(r) = self.free.pop() {
            self.slots[r as usize] = Some(Rc::new(obj));
            if self.young.valid {
                self.young_reused.push(r);
            }
            r
        } else {
            self.slots.push(Some(Rc::new(obj)));
            self.marks.push(0);
            (self.slots.len() - 1) as Ref
        }
    }

    /// Starts a new write-tracking epoch: from now on `dirty` lists the slots written.
    pub fn begin_tracking(&mut self) -> u32 {
        if self.epoch == u32::MAX {
            self.marks.iter_mut().for_each(|m| *m = 0);
            self.epoch = 0;
        }
        self.epoch += 1;
        self.dirty.clear();
        self.young = YoungMark {
            valid: true,
            allocs: self.allocs,
            collections: self.collections,
            slots: self.slots.len(),
        };
        self.young_reused.clear();
        self.epoch
    }

    pub fn epoch(&self) -> u32 {
        self.epoch
    }

    /// Slots handed out for writing since `begin_tracking`.
    pub fn dirty(&self) -> &[Ref] {
        &self.dirty
    }

    /// Lends out the dirty list (see `State::undo_to`); `give_back_dirty` returns it.
    pub fn take_dirty(&mut self) -> Vec<Ref> {
        std::mem::take(&mut self.dirty)
    }

    pub fn give_back_dirty(&mut self, dirty: Vec<Ref>) {
        self.dirty = dirty;
    }

    /// (allocations, collections) so far.
    pub fn shape_counters(&self) -> (u64, u64) {
        (self.allocs, self.collections)
    }

    /// Makes slot `r` equal to `other`'s slot `r` (undoing a transition's write).
    pub fn copy_slot_from(&mut self, other: &Heap, r: Ref) {
        let i = r as usize;
        if let (Some(a), Some(b)) = (self.slots.get_mut(i), other.slots.get(i)) {
            a.clone_from(b);
        }
    }

    /// The slot for object `n` (1-based) while a snapshot is being restored in place.
    pub fn slot_for_restore(&mut self, n: u32) -> &mut Option<Rc<Object>> {
        let i = n as usize;
        if self.slots.len() <= i {
            self.slots.resize_with(i + 1, || None);
            self.marks.resize(i + 1, 0);
        }
        &mut self.slots[i]
    }

    /// Ends an in-place restore of `n` objects: later slots are dropped.
    pub fn finish_restore(&mut self, n: u32) {
        self.slots.truncate(n as usize + 1);
        self.marks.truncate(n as usize + 1);
        self.free.clear();
        self.live = n as usize;
        self.live_after_gc = self.live;
        self.young.valid = false;
        // A restored heap has a new shape: the counter moves on so no comparison mistakes it
        // for the one it replaced.
        self.allocs += 1;
    }

    #[inline]
    pub fn get(&self, r: Ref) -> Option<&Object> {
        if r & PERMANENT != 0 {
            return self.permanent.get(&r);
        }
        self.slots.get(r as usize).and_then(Option::as_deref)
    }

    /// Moves object `r`, and the ordinary objects it references, out of the program's heap
    /// into the permanent table under `key` (keys derived from it for the objects it
    /// references), and returns its permanent reference. Only for objects just made that
    /// nothing else references; None if the key is taken.
    pub fn make_permanent(&mut self, r: Ref, key: u64) -> Option<Ref> {
        let pref = permanent_ref(key);
        if self.permanent.contains_key(&pref) {
            return None;
        }
        let mut obj = Rc::unwrap_or_clone(self.slots.get_mut(r as usize)?.take()?);
        self.free.push(r);
        // The freed slot breaks the young generation's bookkeeping.
        self.young.valid = false;
        self.live -= 1;
        let mut fields: Vec<&mut Ref> = match &mut obj.body {
            Body::Fields(fs) => fs
                .iter_mut()
                .filter_map(|v| match v {
                    Value::Ref(x) => Some(x),
                    _ => None,
                })
                .collect(),
            Body::Array(Array::Ref(rs)) => rs.iter_mut().collect(),
            _ => Vec::new(),
        };
        for (i, f) in fields.iter_mut().enumerate() {
            if **f != NULL && **f & PERMANENT == 0 {
                let sub = key
                    .wrapping_mul(0x9e37_79b9_7f4a_7c15)
                    .wrapping_add(i as u64 + 1);
                **f = self.make_permanent(**f, sub ^ (sub >> 29))?;
            }
        }
        obj.birth = 0;
        Rc::make_mut(&mut self.permanent).insert(pref, obj);
        Some(pref)
    }

    /// Moves every ordinary object reachable from `roots` out of the program's heap into the
    /// permanent table, under keys numbered from `first_key` in traversal order (skipping
    /// keys taken), and returns the map from old to permanent references; the caller rewrites
    /// the references held outside the moved objects. For constants made at start-up that
    /// the program never writes (a write to one is an internal error).
    pub fn freeze(&mut self, roots: &[Ref], first_key: u64) -> hashbrown::HashMap<Ref, Ref> {
        let mut order: Vec<Ref> = Vec::new();
        let mut map: hashbrown::HashMap<Ref, Ref> = hashbrown::HashMap::new();
        let mut work: Vec<Ref> = roots.iter().rev().copied().collect();
        let mut key = first_key;
        while let Some(r) = work.pop() {
            if r == NULL || r & PERMANENT != 0 || map.contains_key(&r) {
                continue;
            }
            let Some(obj) = self.slots.get(r as usize).and_then(Option::as_deref) else {
                continue;
            };
            while self.permanent.contains_key(&permanent_ref(key)) {
                key += 1;
            }
            map.insert(r, permanent_ref(key));
            key += 1;
            order.push(r);
            let mut refs = Vec::new();
            refs_of(&obj.body, |x| refs.push(x));
            work.extend(refs.into_iter().rev());
        }
        let table = Rc::make_mut(&mut self.permanent);
        for r in order {
            let Some(mut obj) = self.slots[r as usize].take().map(Rc::unwrap_or_clone) else {
                continue;
            };
            self.free.push(r);
            self.live -= 1;
            remap_body(&mut obj.body, &map);
            obj.birth = 0;
            table.insert(map[&r], obj);
        }
        self.free.sort_unstable_by(|a, b| b.cmp(a));
        self.young.valid = false;
        map
    }

    /// Rewrites the references every ordinary object holds through `map`.
    pub fn remap(&mut self, map: &hashbrown::HashMap<Ref, Ref>) {
        for obj in self.slots.iter_mut().flatten() {
            let mut holds = false;
            refs_of(&obj.body, |x| holds |= map.contains_key(&x));
            if holds {
                remap_body(&mut Rc::make_mut(obj).body, map);
            }
        }
    }

    #[inline]
    pub fn get_mut(&mut self, r: Ref) -> Option<&mut Object> {
        if r & PERMANENT != 0 {
            // Machinery is immutable.
            return None;
        }
        let i = r as usize;
        let obj = Rc::make_mut(self.slots.get_mut(i)?.as_mut()?);
        if let Some(m) = self.marks.get_mut(i)
            && *m != self.epoch
        {
            *m = self.epoch;
            self.dirty.push(r);
        }
        Some(obj)
    }

    pub fn live(&self) -> usize {
        self.live
    }

    /// Approximately the bytes this heap occupies on its own: its slots, and the objects no
    /// other heap shares.
    pub fn footprint(&self) -> usize {
        let own: usize = self
            .slots
            .iter()
            .flatten()
            .filter(|o| Rc::strong_count(o) == 1)
            .map(|o| {
                std::mem::size_of::<Object>()
                    + match &o.body {
                        Body::Fields(f) => f.len() * std::mem::size_of::<Value>(),
                        Body::Array(a) => a.len() * 8,
                    }
            })
            .sum();
        self.slots.len() * std::mem::size_of::<Option<Rc<Object>>>() + own
    }

    /// Whether the heap has grown enough since the last full collection to collect again:
    /// it holds twice the objects that survived that collection and at least 4,096 more, or
    /// more bytes have been allocated since than survived it (and at least 64 MB).
    pub fn wants_gc(&self) -> bool {
        self.live > 2 * self.live_after_gc + 4096
            || self.allocated_bytes > self.bytes_after_gc.max(64 << 20)
    }

    /// The bytes the heap's objects occupy (see [`Body::bytes`]): exact right after a full
    /// collection, an upper bound while the program runs from there, an estimate after a
    /// restore (the restored state's objects are not counted). Decisions that must be exact
    /// (OutOfMemoryError) are taken after a full collection.
    pub fn bytes(&self) -> usize {
        self.bytes_after_gc + self.allocated_bytes
    }

    /// Frees the objects allocated since write tracking began that no reference in `entries`
    /// (the frames, the static areas written, changed VM tables) or in an older object written
    /// since then leads to. Sound at a safe point: an older object can only refer to a young
    /// one if the transition wrote it, so its write is tracked. When every young object is
    /// garbage, the heap is put back exactly as it was at the mark (slots, free list,
    /// allocation counter), so the state compares equal in shape to the one the transition
    /// started from.
    /// Does nothing without a mark (restored or copied since tracking began, or a full
    /// collection ran).
    pub fn collect_young(&mut self, entries: impl IntoIterator<Item = Ref>) {
        let mark = self.young;
        if !mark.valid || mark.collections != self.collections || self.allocs == mark.allocs {
            return;
        }
        let mut work: Vec<Ref> = entries.into_iter().filter(|&r| self.is_young(r)).collect();
        for &d in &self.dirty {
            if let Some(o) = self.slots.get(d as usize).and_then(Option::as_deref)
                && o.birth <= mark.allocs
            {
                refs_of(&o.body, |r| {
                    if self.is_young(r) {
                        work.push(r)
                    }
                });
            }
        }
        let mut reached: hashbrown::HashSet<Ref> = hashbrown::HashSet::new();
        while let Some(r) = work.pop() {
            if !reached.insert(r) {
                continue;
            }
            if let Some(o) = self.slots[r as usize].as_ref() {
                refs_of(&o.body, |x| {
                    if self.is_young(x) && !reached.contains(&x) {
                        work.push(x)
                    }
                });
            }
        }
        let young_slots: Vec<Ref> = (mark.slots..self.slots.len())
            .map(|i| i as Ref)
            .chain(self.young_reused.iter().copied())
            .collect();
        if reached.is_empty() {
            let mut freed = 0;
            for &r in &young_slots {
                if let Some(o) = self.slots[r as usize].as_deref() {
                    freed += 1;
                    self.allocated_bytes = self.allocated_bytes.saturating_sub(o.body.bytes());
                }
            }
            for &r in self.young_reused.iter() {
                self.slots[r as usize] = None;
            }
            self.free.extend(self.young_reused.drain(..).rev());
            self.slots.truncate(mark.slots);
            self.marks.truncate(mark.slots);
            self.live -= freed;
            self.allocs = mark.allocs;
            let slots = &self.slots;
            self.dirty
                .retain(|&d| slots.get(d as usize).is_some_and(Option::is_some));
            return;
        }
        for r in young_slots {
            if reached.contains(&r) {
                continue;
            }
            if let Some(o) = self.slots[r as usize].take() {
                self.allocated_bytes = self.allocated_bytes.saturating_sub(o.body.bytes());
                self.free.push(r);
                self.live -= 1;
            }
        }
        self.free.sort_unstable_by(|a, b| b.cmp(a));
        self.collections += 1;
        self.young.valid = false;
    }

    /// Whether object `r` was allocated since write tracking began (for checking the young
    /// collection against a full marking).
    pub fn is_young(&self, r: Ref) -> bool {
        self.young.valid
            && self
                .slots
                .get(r as usize)
                .and_then(Option::as_deref)
                .is_some_and(|o| o.birth > self.young.allocs)
    }

    /// Frees every object not reachable from `roots`.
    pub fn collect(&mut self, roots: impl IntoIterator<Item = Ref>) {
        self.collections += 1;
        let marked = self.mark(roots);
        let mut bytes = 0;
        for (i, m) in marked.iter().enumerate().skip(1) {
            match self.slots[i].as_deref() {
                Some(o) if *m => bytes += o.body.bytes(),
                Some(_) => {
                    self.slots[i] = None;
                    self.free.push(i as Ref);
                    self.live -= 1;
                }
                None => {}
            }
        }
        self.bytes_after_gc = bytes;
        self.allocated_bytes = 0;
        // Reuse low slots first so heaps stay compact and allocation stays deterministic.
        self.free.sort_unstable_by(|a, b| b.cmp(a));
        self.live_after_gc = self.live;
        self.young.valid = false;
    }
}

impl Heap {
    /// Which slots the objects reachable from `roots` occupy.
    fn mark(&self, roots: impl IntoIterator<Item = Ref>) -> Vec<bool> {
        let mut marked = vec![false; self.slots.len()];
        let mut work: Vec<Ref> = roots.into_iter().filter(|&r| r != NULL).collect();
        while let Some(r) = work.pop() {
            let i = r as usize;
            if i >= marked.len() || marked[i] {
                continue;
            }
            marked[i] = true;
            if let Some(o) = self.slots[i].as_deref() {
                refs_of(&o.body, |x| work.push(x));
            }
        }
        marked
    }

    /// The young objects (see [`Heap::is_young`]) reachable from `roots`: what a young
    /// collection must keep, found by a full marking (for checking it).
    pub fn reachable_young(&self, roots: impl IntoIterator<Item = Ref>) -> Vec<Ref> {
        let marked = self.mark(roots);
        (0..marked.len())
            .filter(|&i| marked[i] && self.is_young(i as Ref))
            .map(|i| i as Ref)
            .collect()
    }
}

/// Replaces each reference an object holds that `map` has a key for.
fn remap_body(body: &mut Body, map: &hashbrown::HashMap<Ref, Ref>) {
    let remap = |x: &mut Ref| {
        if let Some(&p) = map.get(x) {
            *x = p;
        }
    };
    match body {
        Body::Fields(fs) => fs.iter_mut().for_each(|v| {
            if let Value::Ref(x) = v {
                remap(x)
            }
        }),
        Body::Array(Array::Ref(rs)) => rs.iter_mut().for_each(remap),
        _ => {}
    }
}

/// Calls `f` with each non-null reference an object holds.
#[inline]
fn refs_of(body: &Body, f: impl FnMut(Ref)) {
    match body {
        Body::Fields(fs) => fs
            .iter()
            .filter_map(|v| v.as_ref())
            .filter(|&r| r != NULL)
            .for_each(f),
        Body::Array(Array::Ref(rs)) => rs.iter().copied().filter(|&r| r != NULL).for_each(f),
        _ => {}
    }
}

/// The identity hash code handed out as the `n`-th one (never 0): a fixed mix of `n`, so
/// codes look scattered as the JDK's do, yet depend only on the order they were asked for.
pub fn identity_hash_for(n: u32) -> i32 {
    ((mix(n) & 0x7fff_ffff) as i32).max(1)
}

fn mix(mut h: u32) -> u32 {
    h ^= h >> 16;
    h = h.wrapping_mul(0x85eb_ca6b);
    h ^= h >> 13;
    h = h.wrapping_mul(0xc2b2_ae35);
    h ^ (h >> 16)
}

crate::vm::audit::audit!(pub(crate) fn heap_fields for Heap {
    slots: State("the objects (see the `Object` table); snapshots number them in the order \
        they are reached from the roots, so where an object sits is not state"),
    free: Derived("free slots: which slot an object gets is renumbered away by the canonical \
        order of snapshots and fingerprints"),
    live: Derived("a count of the objects, for the collector's schedule"),
    allocs: Derived("allocations ever made: gives objects their `birth` (see `Object`) and \
        tells the checker whether a transition changed the heap's shape"),
    collections: Derived("collections ever made: tells the checker whether a transition \
        changed the heap's shape"),
    marks: Derived("write tracking for the incremental fingerprint"),
    epoch: Derived("write tracking for the incremental fingerprint"),
    dirty: Derived("write tracking for the incremental fingerprint"),
    young: Derived("where the current transition's allocations began, for young \
        collections; a collection frees only unreachable objects, which nothing can observe"),
    young_reused: Derived("free slots the current transition's allocations took, for young \
        collections"),
    live_after_gc: Derived("the collector's schedule: when collections run changes no \
        reachable object"),
    bytes_after_gc: Derived("the bound the guest heap limit is checked against; past the \
        limit a full collection runs first and only the reachable objects' bytes decide \
        (`Vm::make_room`)"),
    allocated_bytes: Derived("see `bytes_after_gc`"),
    site: Derived("the allocation site of the instruction running, set by the interpreter \
        before each allocation"),
    permanent: Derived("immutable runtime machinery (call-site arrays, literals, `Class` \
        objects, boot constants), named by keys that are the same in every run: the same \
        objects in every state"),
});

crate::vm::audit::audit!(pub(crate) fn object_fields for Object {
    class: State("the object's class, by stable id in snapshots"),
    hash: State("the identity hash code, 0 until first asked for (`Vm::identity_hash`): \
        recorded as a field of the object"),
    site: State("the allocation site (and owner tag), serialized: DPOR names locations \
        after it, so equal fingerprints name locations alike"),
    birth: Derived("the allocation count at birth (0 in a restored object): only compared \
        with counts taken at the start of the running transition or at the last choice \
        resumed (`Vm::fresh_after`, `Vm::scheduled_allocs`), so objects made before a choice \
        point all count as shared whatever their births"),
    body: State("fields and elements: recorded as accesses (`Vm::record_member`)"),
});
