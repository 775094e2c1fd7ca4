//! The state graph R the search builds (the paper's states, transitions, enabled sets and
//! the transition graph of Algorithm 3): how states are stored (keyframes and patches), found
//! again by fingerprint and named; the offers (event choices and enabled events) states share;
//! the transitions with their accesses and choices; and replay paths back to the start.

use std::collections::BTreeSet;

use super::*;
use crate::error::VmError;
use crate::state::{Fingerprint, undo_delta};
use crate::vm::ChoiceRequest;

/// How a state's snapshot is kept: in full every `KEYFRAME_EVERY` discovery levels, otherwise
/// as a patch against the snapshot of state `base`, the state it was discovered from.
pub(super) struct Stored {
    pub(super) bytes: Box<[u8]>,
    /// [`FULL`] for a full snapshot.
    pub(super) base: StateId,
}

pub(super) const FULL: StateId = StateId::MAX;

pub(super) const KEYFRAME_EVERY: u32 = 32;

pub(super) struct DState {
    pub(super) stored: Stored,
    /// Discovery levels since the last full snapshot.
    pub(super) depth: u32,
    /// The event choice at this state and enabled(s): an index into `Dpor::offers`
    /// ([`NO_OFFER`] for a state where the program has ended).
    pub(super) offer: u32,
    /// backtrack(s) and done(s), as positions in enabled(s) (both are subsets of it).
    pub(super) backtrack: Positions,
    pub(super) done: Positions,
    /// Transitions of R that end here (pred_R of the transitions leaving this state) and
    /// that leave here, in the order they were added.
    pub(super) incoming: Edges,
    pub(super) outgoing: Edges,
    /// In H: visited in a completed execution.
    pub(super) in_history: bool,
    /// How this state was first reached (for replay paths).
    pub(super) via: Via,
    /// A dead end after a violation or a path cut by `Verify.ignoreIf` (not a program
    /// state).
    pub(super) error: bool,
    /// Appendix D: the (event(t_conf), accesses) pairs already propagated backwards through
    /// here.
    pub(super) summary: Summary,
}

/// What a state offers: its event choice, the event of each of its options, and
/// enabled(s), sorted. States with the same choice share one.
///
/// An event is an option of one choice site (see [`Dpor::event_of`]): the values a program
/// offers are only names, and two sites may use the same ones (a handler's own
/// `getIntFromList(1, 0)` inside an event loop over 0 and 1). Naming events by value alone
/// made such an option look like the loop's event, still enabled after the option taken
/// instead of it, so it was never explored.
pub(super) struct Offer {
    pub(super) choice: ChoiceRequest,
    pub(super) options: Vec<i32>,
    pub(super) enabled: Vec<i32>,
}

/// The offer of a state where the program has ended.
pub(super) const NO_OFFER: u32 = u32::MAX;

/// A list of transitions threaded through `DTrans::next_in` or `next_out`.
#[derive(Clone, Copy)]
pub(super) struct Edges {
    pub(super) first: TransId,
    pub(super) last: TransId,
}

pub(super) const NO_TRANS: TransId = TransId::MAX;

impl Edges {
    const EMPTY: Edges = Edges {
        first: NO_TRANS,
        last: NO_TRANS,
    };
}

/// A set of positions in a state's enabled list: one word inline, more on the heap only for
/// states with more than 64 enabled events.
#[derive(Default)]
pub(super) struct Positions {
    pub(super) low: u64,
    pub(super) high: Option<Box<[u64]>>,
}

impl Positions {
    pub(super) fn high_len(&self) -> usize {
        self.high.as_ref().map_or(0, |h| h.len())
    }

    pub(super) fn word(&self, w: usize) -> u64 {
        if w == 0 {
            self.low
        } else {
            self.high
                .as_ref()
                .and_then(|h| h.get(w - 1))
                .copied()
                .unwrap_or(0)
        }
    }

    pub(super) fn word_mut(&mut self, w: usize) -> &mut u64 {
        if w == 0 {
            return &mut self.low;
        }
        if self.high_len() < w {
            let mut v = self.high.take().map(Vec::from).unwrap_or_default();
            v.resize(w, 0);
            self.high = Some(v.into_boxed_slice());
        }
        &mut self.high.as_mut().expect("grown")[w - 1]
    }

    pub(super) fn contains(&self, i: usize) -> bool {
        self.word(i / 64) & (1 << (i % 64)) != 0
    }

    /// Adds i; false if it was there.
    pub(super) fn insert(&mut self, i: usize) -> bool {
        let w = self.word_mut(i / 64);
        let new = *w & (1 << (i % 64)) == 0;
        *w |= 1 << (i % 64);
        new
    }

    pub(super) fn remove(&mut self, i: usize) {
        *self.word_mut(i / 64) &= !(1 << (i % 64));
    }

    pub(super) fn len(&self) -> usize {
        (0..=self.high_len())
            .map(|w| self.word(w).count_ones() as usize)
            .sum()
    }

    /// The smallest position in self and not in other.
    pub(super) fn first_not_in(&self, other: &Positions) -> Option<usize> {
        (0..=self.high_len()).find_map(|w| {
            let bits = self.word(w) & !other.word(w);
            (bits != 0).then(|| w * 64 + bits.trailing_zeros() as usize)
        })
    }
}

impl PartialEq for Positions {
    fn eq(&self, other: &Positions) -> bool {
        (0..=self.high_len().max(other.high_len())).all(|w| self.word(w) == other.word(w))
    }
}

/// How a state was first reached.
pub(super) enum Via {
    /// Not yet known (only while the state's discovering run is being processed).
    Unknown,
    /// By the program's start, with the data choices `Dpor::roots` holds at this index.
    Root(u32),
    /// By this transition.
    Transition(TransId),
}

pub(super) struct DTrans {
    pub(super) src: StateId,
    pub(super) dst: StateId,
    pub(super) event: i32,
    /// Every access t made, interned. accesses(t), as far as they can conflict, are
    /// `Dpor::conflictable_of` this set.
    pub(super) all_accesses: AccessSet,
    /// The option indices taken beyond the event's own ([`ONLY_EVENT`]: none), as an offset
    /// into `Dpor::choice_arena`, which holds their count and then all the indices taken
    /// (the event's, then the data choices').
    pub(super) choices: u32,
    /// The next transition with the same dst, and with the same src (see [`Edges`]).
    pub(super) next_in: TransId,
    pub(super) next_out: TransId,
    /// The next transition with the same `all_accesses` (see `Dpor::with_set`).
    pub(super) next_same: TransId,
}

/// A transition that took no data choice (see `DTrans::choices`).
pub(super) const ONLY_EVENT: u32 = u32::MAX;

/// The position of event `e` among the options of `offer` (the first, if it is offered
/// twice).
pub(super) fn option_index(offer: &Offer, e: i32) -> Option<usize> {
    offer.options.iter().position(|&o| o == e)
}

impl Dpor<'_, '_> {
    /// Distinct events enabled in some visited state.
    pub fn events(&self) -> u64 {
        let mut all: BTreeSet<i32> = BTreeSet::new();
        for st in &self.states {
            all.extend(self.enabled(st.offer).iter().copied());
        }
        all.len() as u64
    }

    /// Fingerprints of every state visited (for comparing strategies).
    pub fn fingerprints(&self) -> Vec<Fingerprint> {
        self.ids
            .iter()
            .filter(|&(_, &id)| !self.states[id as usize].error)
            .map(|(&fp, _)| fp)
            .chain(self.data_states.iter().copied())
            .collect()
    }

    pub fn unique_transitions(&self) -> u64 {
        self.transitions.len() as u64
    }

    /// A state's snapshot, rebuilt from its keyframe and the patches after it.
    pub(super) fn snapshot_of(&self, s: StateId) -> Result<Vec<u8>, VmError> {
        let mut chain = Vec::new();
        let mut x = s;
        let mut bytes = loop {
            match &self.states[x as usize].stored {
                Stored { bytes, base: FULL } => break bytes.to_vec(),
                Stored { bytes: patch, base } => {
                    chain.push(patch);
                    x = *base;
                }
            }
        };
        for patch in chain.into_iter().rev() {
            undo_delta(&mut bytes, patch)?;
        }
        Ok(bytes)
    }

    /// The state the VM stands in, added to the graph if new. Its fingerprint comes from the
    /// sections the transition wrote when the transition ran cleanly from the base.
    pub(super) fn state_here(&mut self, choice: Option<ChoiceRequest>) -> Result<StateId, VmError> {
        self.fresh = None;
        let (fp, quick) = self.fingerprint_here();
        let id = self.ids.get(&fp).copied();
        if !quick {
            self.serialized = id.or(Some(self.states.len() as StateId));
        }
        self.at = choice
            .as_ref()
            .and(id.or(Some(self.states.len() as StateId)));
        if let Some(id) = id {
            self.e.stats.revisited += 1;
            if quick {
                self.fresh = choice.as_ref().map(|_| id);
            }
            return Ok(id);
        }
        let id = self.states.len() as StateId;
        let (stored, depth) = self.store_here(id, quick, choice.is_some())?;
        let offer = match choice {
            Some(c) => self.offer(c)?,
            None => {
                self.e.stats.end_states += 1;
                NO_OFFER
            }
        };
        self.states.push(DState {
            stored,
            depth,
            offer,
            backtrack: Positions::default(),
            done: Positions::default(),
            incoming: Edges::EMPTY,
            outgoing: Edges::EMPTY,
            in_history: false,
            via: Via::Unknown,
            error: false,
            summary: Summary::Shared(EMPTY),
        });
        self.ids.insert(fp, id);
        self.e.stats.new_states += 1;
        Ok(id)
    }

    /// The fingerprint of the state the VM stands in, and whether it came from the sections
    /// the transition wrote (it ran cleanly from the base) rather than a full serialization
    /// (then in `buf`).
    fn fingerprint_here(&mut self) -> (Fingerprint, bool) {
        let base = match &self.base {
            Some(b) if self.clean => Some(&b.memo.state),
            _ => None,
        };
        let (fp, quick) = self.e.fingerprint(base, &mut self.buf);
        self.fingerprinted[!quick as usize] += 1;
        if quick {
            self.serialized = None;
        }
        (fp, quick)
    }

    /// How new state `id` is stored, and its discovery depth: a patch against the base's
    /// snapshot (made from the sections the transition rewrote when it ran cleanly, `quick`,
    /// with no full serialization), or a keyframe every [`KEYFRAME_EVERY`] levels.
    fn store_here(
        &mut self,
        id: StateId,
        quick: bool,
        at_choice: bool,
    ) -> Result<(Stored, u32), VmError> {
        let patch_base = self
            .base
            .as_ref()
            .filter(|b| self.states[b.id as usize].depth + 1 < KEYFRAME_EVERY);
        let quick_patch = match patch_base {
            Some(b) if quick => self.e.serializer.incremental_delta(&b.memo.words, true),
            _ => None,
        };
        if let (Some(patch), Some(b)) = (&quick_patch, patch_base)
            && self.e.verify
        {
            let mut words = b.memo.words.clone();
            undo_delta(&mut words, patch)?;
            assert!(
                words == self.buf,
                "a patched snapshot differs from a full serialization"
            );
        }
        if quick && quick_patch.is_none() {
            self.serialized_for[0] += 1;
            self.e.serializer.serialize(&self.e.vm, &mut self.buf);
            self.serialized = Some(id);
        }
        Ok(match patch_base {
            Some(b) => (
                Stored {
                    base: b.id,
                    bytes: match quick_patch {
                        Some(patch) => {
                            if at_choice {
                                self.fresh = Some(id);
                            }
                            patch
                        }
                        None => crate::state::delta(&self.buf, &b.memo.words),
                    }
                    .into_boxed_slice(),
                },
                self.states[b.id as usize].depth + 1,
            ),
            None => (
                Stored {
                    bytes: self.buf.as_slice().into(),
                    base: FULL,
                },
                0,
            ),
        })
    }

    /// The offer of a state at event choice `c` (shared by all states at the same choice).
    /// A program whose event choices are both thread choices and others is refused: a thread
    /// that chooses an event is in the middle of its own transition, so the two kinds of
    /// transition do not commute as the algorithm assumes (EM-DPOR's ground, not built).
    pub(super) fn offer(&mut self, c: ChoiceRequest) -> Result<u32, VmError> {
        if let Some(&o) = self.offer_ids.get(&c) {
            return Ok(o);
        }
        if let Some(other) = self.offers.first()
            && (other.choice.kind == "thread") != (c.kind == "thread")
        {
            let name = match self.mode {
                Mode::Dpor => "dpor",
                Mode::Sdpor => "sdpor",
            };
            return Err(VmError::unsupported(
                self.e.vm.location(),
                format!(
                    "--strategy {name} explores either event choices (Verify.getIntFromList, ironpf.Events) or thread interleavings, and this program has both; check it with --strategy none"
                ),
            ));
        }
        let options: Vec<i32> = (0..c.values.len())
            .map(|i| self.event_of(c.site, c.values.get(i)))
            .collect();
        let mut enabled = options.clone();
        enabled.sort_unstable();
        enabled.dedup();
        let o = self.offers.len() as u32;
        self.offer_ids.insert(c.clone(), o);
        self.offers.push(Offer {
            choice: c,
            options,
            enabled,
        });
        Ok(o)
    }

    /// The event that option `value` of the choice at `site` is (see [`Offer`]).
    pub(super) fn event_of(&mut self, site: u64, value: i32) -> i32 {
        let next = self.event_ids.len() as i32;
        *self.event_ids.entry((site, value)).or_insert(next)
    }

    /// enabled(s) of a state with this offer, sorted.
    pub(super) fn enabled(&self, offer: u32) -> &[i32] {
        self.offers
            .get(offer as usize)
            .map_or(&[], |o| &o.enabled[..])
    }

    /// Whether dst(t) was first reached by t.
    pub(super) fn first_visit(&self, t: TransId) -> bool {
        let dst = self.transitions[t as usize].dst;
        matches!(self.states[dst as usize].via, Via::Transition(x) if x == t)
    }

    /// Adds new transition t to the outgoing list of src(t) and the incoming list of dst(t).
    pub(super) fn link(&mut self, t: TransId) {
        let (src, dst) = {
            let tr = &self.transitions[t as usize];
            (tr.src as usize, tr.dst as usize)
        };
        let out = self.states[src].outgoing;
        if out.last == NO_TRANS {
            self.states[src].outgoing.first = t;
        } else {
            self.transitions[out.last as usize].next_out = t;
        }
        self.states[src].outgoing.last = t;
        let inc = self.states[dst].incoming;
        if inc.last == NO_TRANS {
            self.states[dst].incoming.first = t;
        } else {
            self.transitions[inc.last as usize].next_in = t;
        }
        self.states[dst].incoming.last = t;
    }

    /// The option indices transition t took (the event's, then the data choices').
    pub(super) fn choices_of(&self, t: TransId) -> Vec<u32> {
        let tr = &self.transitions[t as usize];
        if tr.choices == ONLY_EVENT {
            let offer = &self.offers[self.states[tr.src as usize].offer as usize];
            let index = option_index(offer, tr.event).expect("an enabled event");
            return vec![index as u32];
        }
        let at = tr.choices as usize;
        let len = self.choice_arena[at] as usize;
        self.choice_arena[at + 1..at + 1 + len].to_vec()
    }

    /// Whether transition t is event `event` with the option indices `choices` (the
    /// event's, then the data choices').
    pub(super) fn took(&self, t: TransId, event: i32, choices: &[u32]) -> bool {
        let tr = &self.transitions[t as usize];
        if tr.event != event {
            return false;
        }
        if tr.choices == ONLY_EVENT {
            return choices.len() == 1;
        }
        let at = tr.choices as usize;
        let len = self.choice_arena[at] as usize;
        self.choice_arena[at + 1..at + 1 + len] == *choices
    }

    /// The option indices from the program start to the end of a transition from `from`
    /// whose own choices are `choices` (for replay strings).
    pub(super) fn path_to(&self, from: Option<StateId>, choices: &[u32]) -> Vec<u32> {
        let mut parts: Vec<Vec<u32>> = vec![choices.to_vec()];
        let mut s = from;
        let mut guard = 0;
        while let Some(id) = s {
            match &self.states[id as usize].via {
                Via::Transition(t) => {
                    parts.push(self.choices_of(*t));
                    s = Some(self.transitions[*t as usize].src);
                }
                Via::Root(i) => {
                    parts.push(self.roots[*i as usize].clone());
                    s = None;
                }
                Via::Unknown => s = None,
            }
            guard += 1;
            if guard > self.states.len() + 1 {
                break;
            }
        }
        parts.into_iter().rev().flatten().collect()
    }

    /// Bytes of the stored state snapshots (keyframes and patches).
    pub fn stored_bytes(&self) -> usize {
        self.states.iter().map(|s| s.stored.bytes.len()).sum()
    }

    /// Sizes of DPOR's bookkeeping, logged at the end (`RUST_LOG=ironpf::dpor=debug`).
    pub(super) fn debug_dump(&self) {
        if !log::log_enabled!(target: "ironpf::dpor", log::Level::Debug) {
            return;
        }
        log::debug!(
            target: "ironpf::dpor",
            "bookkeeping bytes: states {} + transitions {} + fingerprint index {} + lists of sets reading unwritten locations {} ({} locations)",
            self.states.len() * std::mem::size_of::<DState>(),
            self.transitions.len() * std::mem::size_of::<DTrans>(),
            self.ids.capacity() * (std::mem::size_of::<Fingerprint>() + 5),
            // Each entry: its list's elements, plus the location and the list itself.
            self.readers
                .values()
                .map(|v| {
                    v.capacity() * std::mem::size_of::<AccessSet>()
                        + std::mem::size_of::<(crate::vm::Location, Vec<AccessSet>)>()
                })
                .sum::<usize>(),
            self.readers.len(),
        );
        let (summaries, summary_pairs, merges) = self.summaries.sizes();
        let stored = self.stored_bytes();
        log::debug!(
            target: "ironpf::dpor",
            "{} states ({} snapshot bytes), {} transitions, {} distinct summaries holding {} pairs, {} cached merges, {} cached images, {} access sets, {} cached steps",
            self.states.len(),
            stored,
            self.transitions.len(),
            summaries,
            summary_pairs,
            merges,
            self.images.len(),
            self.access_sets.len(),
            self.steps.len()
        );
        log::debug!(
            target: "ironpf::dpor",
            "{} accesses recorded over {} transitions run; states reached by undoing or copying the base {}, serializing the VM {}, restoring a snapshot {}; fingerprints from written sections {}, full {}",
            self.recorded_accesses,
            self.e.stats.transitions,
            self.went[0],
            self.went[1],
            self.went[2],
            self.fingerprinted[0],
            self.fingerprinted[1]
        );
        log::debug!(
            target: "ironpf::dpor",
            "full serializations: new states without a patch {}, the VM in go_to {}; stash_base: base not the top state {}, next state the base from its patch {}, not {}",
            self.serialized_for[0],
            self.serialized_for[1],
            self.stashed[0],
            self.stashed[1],
            self.stashed[2]
        );
        if let Some(counts) = &self.dependences {
            let mut top: Vec<_> = counts.iter().collect();
            top.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
            let total: u64 = counts.values().sum();
            log::debug!(
                target: "ironpf::dpor",
                "conflicts found by the backward searches: {total}, on {} locations; the most frequent:",
                counts.len()
            );
            for (loc, n) in top.into_iter().take(20) {
                log::debug!(target: "ironpf::dpor", "{n:>9}  {}", self.e.vm.describe_location(*loc));
            }
        }
    }
}
