//! The stateful depth-first search of `--strategy none` (JPF's DFSearch): at each choice the
//! state is fingerprinted; a state seen before is not expanded again; otherwise its snapshot
//! is kept on the search stack (as a delta against its child's, the top one whole) and each
//! option is explored in turn from the state restored exactly.
//!
//! The top states stay in memory (memos) and a transition is undone by copying back only what
//! it wrote; new states are fingerprinted and patched from the sections the transition wrote
//! (see `state.rs`). Under IRONPF_VERIFY_INCREMENTAL every fast path is checked against the
//! slow one, and every transition is run again from the restored snapshot of its start state.

use std::collections::BTreeSet;
use std::time::Instant;

use super::engine::{Engine, Step, replay_from_snapshot, run_transition};
use super::memo::{Memo, MemoSlot};
use super::strategy::{Explore, Findings};
use crate::error::VmError;
use crate::state::{Fingerprint, Serializer, StateSet, delta, restore, undo_delta};
use crate::vm::{ChoiceRequest, Writes};

/// A state on the search stack: how to get its snapshot back from its child's, and the
/// choice it stands at.
struct Node {
    /// The parent's snapshot as a delta against this node's snapshot (empty for the root).
    to_parent: Vec<u8>,
    choice: ChoiceRequest,
    next: usize,
    /// The state in memory with its sections, for the nodes nearest the top.
    memo: Option<Box<Memo>>,
    /// What the transition from the parent to this state wrote (`None`: unknown, or the heap
    /// changed shape), so that returning to the parent copies back only that.
    created_by: Option<Writes>,
}

impl MemoSlot for Node {
    fn memo_slot(&mut self) -> &mut Option<Box<Memo>> {
        &mut self.memo
    }
}

/// The depth-first search and what it keeps between transitions.
#[derive(Default)]
pub struct Dfs {
    seen: StateSet,
    stack: Vec<Node>,
    /// The top node's snapshot. Its state in memory (the top node's memo, which the top node
    /// always has) is where every transition starts.
    top_words: Vec<u8>,
    buf: Vec<u8>,
    /// Bytes of the deltas on the stack.
    snapshot_bytes: u64,
    /// Distinct events offered at some state (for the statistics).
    events: BTreeSet<i32>,
    iterations: u64,
}

impl Explore for Dfs {
    fn explore(&mut self, e: &mut Engine) -> Result<(), VmError> {
        let mut step = e.first_transition()?;
        loop {
            if self.reached(e, step)? || !self.backtrack(e)? {
                return Ok(());
            }
            step = self.next_option(e)?;
        }
    }

    fn visited(&self) -> Vec<Fingerprint> {
        self.seen.iter().copied().collect()
    }

    fn findings(&self) -> Findings {
        Findings {
            events: (!self.events.is_empty()).then_some(self.events.len() as u64),
            ..Findings::default()
        }
    }
}

impl Dfs {
    /// The option indices taken from the start to the current state.
    fn path(&self) -> Vec<u32> {
        self.stack
            .iter()
            .map(|n| n.next.saturating_sub(1) as u32)
            .collect()
    }

    /// The fingerprint of the state the transition reached: from the written sections when
    /// the transition started at the top node, from a full serialization (into `buf`)
    /// otherwise. Returns whether `buf` holds the snapshot.
    fn fingerprint(&mut self, e: &mut Engine) -> (Fingerprint, bool) {
        let base = self
            .stack
            .last()
            .and_then(|n| n.memo.as_ref())
            .map(|m| &m.state);
        let (fp, incremental) = e.fingerprint(base, &mut self.buf);
        (fp, !incremental || e.verify)
    }

    /// Handles where the last transition ended; returns whether the search must stop.
    fn reached(&mut self, e: &mut Engine, step: Step) -> Result<bool, VmError> {
        match step {
            Step::Choice(choice) => {
                let (fp, serialized) = self.fingerprint(e);
                if self.seen.insert(fp) {
                    e.stats.new_states += 1;
                    if choice.event {
                        self.events
                            .extend((0..choice.values.len()).map(|i| choice.values.get(i)));
                    }
                    let depth = self.stack.len();
                    if e.cfg.max_depth.is_some_and(|d| depth >= d) {
                        e.note_limit(|| format!("depth limit {depth} reached"));
                    } else {
                        self.push(e, choice, serialized)?;
                    }
                } else {
                    e.stats.revisited += 1;
                }
            }
            Step::End => {
                let (fp, _) = self.fingerprint(e);
                e.count_end_state(self.seen.insert(fp));
            }
            Step::Ignored => {}
            Step::Limit(reason) => {
                e.stop_at(reason);
                return Ok(true);
            }
            Step::Violation(fault) => {
                if e.violation(fault, self.path())? {
                    return Ok(true);
                }
            }
        }
        if let Some(max) = e.cfg.max_states
            && e.stats.new_states >= max
        {
            e.stop_at(format!("state limit {max} reached"));
            return Ok(true);
        }
        self.iterations += 1;
        if self.iterations.is_multiple_of(64) {
            e.tick(self.stack.len());
        }
        Ok(self.iterations.is_multiple_of(16) && e.poll_limits())
    }

    /// Pushes the new state the VM stands in (at `choice`) on the stack: its snapshot
    /// becomes the top one (from the patched sections when the transition started at the
    /// top, else from a full serialization), the old top's kept as a delta against it.
    fn push(
        &mut self,
        e: &mut Engine,
        choice: ChoiceRequest,
        serialized: bool,
    ) -> Result<(), VmError> {
        let patched = if serialized || self.stack.is_empty() {
            None
        } else {
            e.serializer.commit_incremental(&mut self.top_words)
        };
        let to_parent = match patched {
            Some(d) => {
                if e.verify {
                    let mut full = Vec::new();
                    let fp = Serializer::default().serialize(&e.vm, &mut full);
                    assert_eq!(
                        fp,
                        e.serializer.reference_fingerprint(),
                        "patched sections differ"
                    );
                    assert!(
                        full == self.top_words,
                        "a patched snapshot differs from a full serialization"
                    );
                }
                d
            }
            None => {
                if !serialized {
                    e.serializer.serialize(&e.vm, &mut self.buf);
                }
                e.serializer.adopt_reference();
                let d = if self.stack.is_empty() {
                    Vec::new()
                } else {
                    delta(&self.top_words, &self.buf)
                };
                std::mem::swap(&mut self.top_words, &mut self.buf);
                d
            }
        };
        self.snapshot_bytes += to_parent.len() as u64;
        e.stats.peak_snapshot_bytes = e
            .stats
            .peak_snapshot_bytes
            .max(self.snapshot_bytes + self.top_words.len() as u64);
        let created_by = self
            .stack
            .last()
            .and_then(|n| n.memo.as_ref())
            .and_then(|m| e.vm.state.writes(&m.state));
        let memo = e
            .memos
            .make(&e.vm.state, e.serializer.reference(), self.stack.len());
        self.stack.push(Node {
            to_parent,
            choice,
            next: 0,
            memo: Some(memo),
            created_by,
        });
        e.note_depth(self.stack.len());
        e.memos.trim(&mut self.stack);
        Ok(())
    }

    /// Backtracks to the deepest state with an unexplored option and puts the VM there;
    /// returns false when there is none (the search is over). The VM stands at the top state
    /// plus the last transition's writes; each popped node adds the writes of the transition
    /// that created it.
    fn backtrack(&mut self, e: &mut Engine) -> Result<bool, VmError> {
        let mut popped = false;
        let mut undo: Vec<Option<Writes>> = Vec::new();
        while let Some(top) = self.stack.last()
            && top.next >= top.choice.values.len()
        {
            if !popped {
                undo.push(top.memo.as_ref().and_then(|m| e.vm.state.writes(&m.state)));
            }
            self.snapshot_bytes -= top.to_parent.len() as u64;
            let mut node = self.stack.pop().expect("stack has a top");
            if !self.stack.is_empty() {
                undo_delta(&mut self.top_words, &node.to_parent)?;
            }
            undo.push(node.created_by.take());
            if let Some(m) = node.memo.take() {
                e.memos.recycle(m);
            }
            popped = true;
        }
        if self.stack.is_empty() {
            return Ok(false);
        }
        self.go_to_top(e, popped, &undo)?;
        Ok(true)
    }

    /// Puts the VM in the top node's state: from its memo by copying back what the
    /// transitions since wrote (`undo`, when the stack was popped) or undoing the last one,
    /// else from its snapshot.
    fn go_to_top(
        &mut self,
        e: &mut Engine,
        popped: bool,
        undo: &[Option<Writes>],
    ) -> Result<(), VmError> {
        let at = self.stack.len() - 1;
        let top = self.stack.last_mut().expect("a top node");
        match &mut top.memo {
            Some(memo) if popped => {
                e.serializer.set_reference(&memo.sections);
                if undo.iter().all(Option::is_some) {
                    e.vm.state.copy_back(&memo.state, undo.iter().flatten());
                } else {
                    e.vm.state.clone_from(&memo.state);
                }
                if e.verify {
                    let fp = e.serializer.serialize(&e.vm, &mut self.buf);
                    assert_eq!(
                        fp,
                        e.serializer.reference_fingerprint(),
                        "state after backtracking differs from the stored one"
                    );
                }
            }
            Some(memo) => {
                if !e.vm.state.undo_to(&memo.state) {
                    e.vm.state.clone_from(&memo.state);
                }
            }
            None => {
                // A state from deeper in the stack than the memos reach: rebuild it from its
                // snapshot, and keep it in memory while it is the top.
                let began = Instant::now();
                let spans = restore(&mut e.vm, &self.top_words)?;
                e.serializer.adopt_restored(&e.vm, &self.top_words, &spans);
                e.memos.timed_rebuild(began.elapsed());
                if e.verify {
                    let fp = e.serializer.serialize(&e.vm, &mut self.buf);
                    assert_eq!(
                        fp,
                        e.serializer.reference_fingerprint(),
                        "restored sections differ from a fresh serialization"
                    );
                }
                top.memo = Some(e.memos.make(&e.vm.state, e.serializer.reference(), at));
            }
        }
        Ok(())
    }

    /// Runs the top node's next option from its state (under IRONPF_VERIFY_INCREMENTAL also
    /// from its restored snapshot, which must reach the same state).
    fn next_option(&mut self, e: &mut Engine) -> Result<Step, VmError> {
        e.vm.sync_class_tables();
        e.vm.state.begin_tracking();
        let top = self.stack.last_mut().expect("a top node");
        let value = top.choice.values.get(top.next);
        top.next += 1;
        let choice = &top.choice;
        let steps = e.cfg.max_transition_steps;
        let replayed = if e.verify {
            replay_from_snapshot(&mut e.vm, &self.top_words, |vm| {
                vm.resume_choice(choice, value);
                run_transition(vm, steps)
            })?
        } else {
            None
        };
        e.vm.resume_choice(choice, value);
        e.stats.transitions += 1;
        let step = e.run_transition()?;
        if let Some(replayed) = replayed
            && matches!(step, Step::Choice(_) | Step::End)
        {
            assert_eq!(
                Serializer::default().serialize(&e.vm, &mut Vec::new()),
                replayed,
                "a transition from a restored state reached another state than from the state in memory"
            );
        }
        Ok(step)
    }
}
