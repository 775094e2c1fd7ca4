//! The summaries of Appendix D, hash-consed. A state's summary is the set of pairs
//! (event of t_conf, accesses A) that backward searches have carried through it. States of
//! one program mostly end up with the same few summaries (EventAppLarge `8 12 12 12`: 60,216
//! states, 3.6 million pairs, 24 distinct summaries), so each distinct set is stored once and
//! a state holds its id. Growing a summary is a merge of two interned sets, memoized by the
//! pair of ids, which also gives the pairs that were new (the ones to carry on backwards).

use std::hash::{BuildHasherDefault, Hasher};

use hashbrown::{HashMap, HashTable};

use super::PairHasher;

/// An interned set of pairs, each packed as `event << 32 | access set`, sorted.
pub type SummaryId = u32;

/// The empty summary.
pub const EMPTY: SummaryId = 0;

/// Packs a pair (event of t_conf, interned access set).
pub fn pair(event: i32, accesses: u32) -> u64 {
    ((event as u32 as u64) << 32) | accesses as u64
}

/// Unpacks a pair.
pub fn unpair(p: u64) -> (i32, u32) {
    ((p >> 32) as u32 as i32, p as u32)
}

fn hash_pairs(pairs: &[u64]) -> u64 {
    let mut h = PairHasher::default();
    h.write_usize(pairs.len());
    pairs.iter().for_each(|&p| h.write_u64(p));
    h.finish()
}

pub struct Summaries {
    sets: Vec<Box<[u64]>>,
    /// The pairs all `sets` hold, and how many the live ones held after the last collection.
    pairs_held: usize,
    live_after_collection: usize,
    index: HashTable<SummaryId>,
    /// (have, add) -> (have ∪ add, add \ have).
    merges: HashMap<u64, (SummaryId, SummaryId), BuildHasherDefault<PairHasher>>,
    /// The one-pair sets, by pair.
    singletons: HashMap<u64, SummaryId, BuildHasherDefault<PairHasher>>,
}

impl Default for Summaries {
    fn default() -> Summaries {
        let mut s = Summaries {
            sets: Vec::new(),
            pairs_held: 0,
            live_after_collection: 0,
            index: HashTable::new(),
            merges: HashMap::default(),
            singletons: HashMap::default(),
        };
        let empty = s.intern(Vec::new());
        debug_assert_eq!(empty, EMPTY);
        s
    }
}

impl Summaries {
    /// The id of a sorted, duplicate-free set of pairs.
    pub fn intern(&mut self, pairs: Vec<u64>) -> SummaryId {
        debug_assert!(pairs.windows(2).all(|w| w[0] < w[1]));
        let h = hash_pairs(&pairs);
        let sets = &self.sets;
        if let Some(&id) = self.index.find(h, |&id| *sets[id as usize] == pairs[..]) {
            return id;
        }
        let id = self.sets.len() as SummaryId;
        self.pairs_held += pairs.len();
        self.sets.push(pairs.into_boxed_slice());
        let sets = &self.sets;
        self.index
            .insert_unique(h, id, |&id| hash_pairs(&sets[id as usize]));
        id
    }

    /// The id of the set holding just `pair`.
    pub fn singleton(&mut self, pair: u64) -> SummaryId {
        if let Some(&id) = self.singletons.get(&pair) {
            return id;
        }
        let id = self.intern(vec![pair]);
        self.singletons.insert(pair, id);
        id
    }

    pub fn pairs(&self, id: SummaryId) -> &[u64] {
        &self.sets[id as usize]
    }

    /// Adds the pairs of `add` to the summary `have`: the grown summary and the pairs of
    /// `add` that were not in `have`.
    pub fn merge(&mut self, have: SummaryId, add: SummaryId) -> (SummaryId, SummaryId) {
        if add == EMPTY || add == have {
            return (have, EMPTY);
        }
        if have == EMPTY {
            return (add, add);
        }
        let key = ((have as u64) << 32) | add as u64;
        if let Some(&r) = self.merges.get(&key) {
            return r;
        }
        let (a, b) = (&self.sets[have as usize], &self.sets[add as usize]);
        let mut union = Vec::with_capacity(a.len() + b.len());
        let mut added = Vec::new();
        let (mut i, mut j) = (0, 0);
        while i < a.len() || j < b.len() {
            if j == b.len() || (i < a.len() && a[i] < b[j]) {
                union.push(a[i]);
                i += 1;
            } else if i == a.len() || b[j] < a[i] {
                union.push(b[j]);
                added.push(b[j]);
                j += 1;
            } else {
                union.push(a[i]);
                i += 1;
                j += 1;
            }
        }
        let r = if added.is_empty() {
            (have, EMPTY)
        } else {
            let add_len = b.len();
            let union = if union.len() == add_len {
                add
            } else {
                self.intern(union)
            };
            let added = if added.len() == add_len {
                add
            } else {
                self.intern(added)
            };
            (union, added)
        };
        self.merges.insert(key, r);
        r
    }

    /// Whether the sets no state holds any more are worth dropping: a summary grows by
    /// merges, and each merge keeps the grown set beside the old one (and the memos refer to
    /// both), so the old ones pile up where states do not share their summaries.
    pub fn worth_collecting(&self) -> bool {
        self.pairs_held > (1 << 20).max(4 * self.live_after_collection)
    }

    /// Keeps only the sets in `live` (renumbered in place) and forgets the memos; the ids
    /// the caller's own memos hold are invalid afterwards.
    pub fn collect(&mut self, live: &mut [SummaryId]) {
        let old = std::mem::take(&mut self.sets);
        self.index.clear();
        self.merges.clear();
        self.singletons.clear();
        self.pairs_held = 0;
        let empty = self.intern(Vec::new());
        debug_assert_eq!(empty, EMPTY);
        let mut renumbered: HashMap<SummaryId, SummaryId, BuildHasherDefault<PairHasher>> =
            HashMap::default();
        for id in live.iter_mut() {
            *id = match renumbered.get(id) {
                Some(&new) => new,
                None => {
                    let new = self.intern(old[*id as usize].to_vec());
                    renumbered.insert(*id, new);
                    new
                }
            };
        }
        self.live_after_collection = self.pairs_held;
    }

    /// Distinct summaries, the pairs they hold, and cached merges (for the debug log).
    pub fn sizes(&self) -> (usize, usize, usize) {
        (
            self.sets.len(),
            self.sets.iter().map(|s| s.len()).sum(),
            self.merges.len(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merging_gives_the_union_and_what_was_new() {
        let mut s = Summaries::default();
        let a = s.intern(vec![pair(1, 5), pair(2, 5)]);
        let b = s.intern(vec![pair(1, 5), pair(3, 7)]);
        let (union, added) = s.merge(a, b);
        assert_eq!(s.pairs(union), &[pair(1, 5), pair(2, 5), pair(3, 7)]);
        assert_eq!(s.pairs(added), &[pair(3, 7)]);
        assert_eq!(s.merge(union, b), (union, EMPTY));
        assert_eq!(s.merge(EMPTY, b), (b, b));
        // Interning is by content.
        assert_eq!(s.intern(vec![pair(3, 7)]), added);
        assert_eq!(unpair(pair(-4, 9)), (-4, 9));
    }

    #[test]
    fn collecting_keeps_the_live_sets_by_content() {
        let mut s = Summaries::default();
        let a = s.intern(vec![pair(1, 5)]);
        let b = s.intern(vec![pair(2, 6)]);
        let (union, _) = s.merge(a, b);
        let mut live = vec![union, EMPTY, union, b];
        s.collect(&mut live);
        assert_eq!(live[0], live[2]);
        assert_eq!(live[1], EMPTY);
        assert_eq!(s.pairs(live[0]), &[pair(1, 5), pair(2, 6)]);
        assert_eq!(s.pairs(live[3]), &[pair(2, 6)]);
        assert_eq!(s.sizes().0, 3);
        // Merging again gives the same content as before the collection.
        let one = s.intern(vec![pair(1, 5)]);
        let (again, added) = s.merge(live[3], one);
        assert_eq!(again, live[0]);
        assert_eq!(s.pairs(added), &[pair(1, 5)]);
    }
}
