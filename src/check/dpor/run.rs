//! next(s, e) of the algorithm: running an event from a state, the data choices inside it
//! explored fully (one transition per data branch), the VM put in a state of R first (the
//! base kept in memory, undone transitions, restored snapshots), and where a transition ends
//! (a state, an end state, a dead end after a violation or `Verify.ignoreIf`).

use super::backtrack::normalize;
use super::graph::*;
use super::*;
use crate::error::VmError;
use crate::state::{Fingerprint, restore};
use crate::vm::{Access, ChoiceRequest, Recording};

/// What the search does after a step of a transition's data branches.
enum Flow {
    /// Goes on (after checking the search's limits).
    Go,
    /// Goes on to the next branch at once.
    Skip,
    /// Stops.
    Stop,
}

/// Deepest nesting of data choices inside one transition.
pub(super) const MAX_DATA_DEPTH: usize = 1_000;

/// A data branch still to run inside a transition: the branch point to resume from and the
/// option to take there (none: the VM is already there), and the option indices so far.
pub(super) type DataBranch = (Option<(std::rc::Rc<BranchPoint>, usize)>, Vec<u32>);

/// A data choice inside a transition, kept while its options run: the VM's state there (a
/// copy that shares every object with the VM's until one of them writes it), the choice,
/// and the accesses recorded up to it; under IRONPF_VERIFY_INCREMENTAL also the state's
/// fingerprint, checked when each option resumes from the copy.
pub(super) struct BranchPoint {
    pub(super) state: crate::vm::State,
    pub(super) choice: ChoiceRequest,
    pub(super) recording: Recording,
    pub(super) fingerprint: Option<Fingerprint>,
}

/// An end of a transition: the state reached and how.
pub(super) struct Outcome {
    pub(super) dst: StateId,
    pub(super) accesses: Vec<Access>,
    pub(super) choices: Vec<u32>,
}

/// A state held in memory while its events run (see `Dpor::go_to`), with its canonical
/// snapshot (`memo.words`).
pub(super) struct Base {
    pub(super) id: StateId,
    pub(super) memo: Box<Memo>,
}

impl Dpor<'_, '_> {
    /// next(s, b): runs event b from state s; data choices inside are explored fully, so
    /// there is one transition per data branch. Returns the transitions (added to R).
    pub(super) fn next(&mut self, s: StateId, b: i32) -> Result<Vec<TransId>, VmError> {
        // No backward search is running here: the summaries no state holds can go.
        if self.summaries.worth_collecting() {
            let shared = |st: &DState| match st.summary {
                Summary::Shared(id) => Some(id),
                Summary::Own(_) => None,
            };
            let mut live: Vec<SummaryId> = self.states.iter().filter_map(shared).collect();
            self.summaries.collect(&mut live);
            let mut live = live.into_iter();
            for st in &mut self.states {
                if let Summary::Shared(id) = &mut st.summary {
                    *id = live.next().expect("one per shared summary");
                }
            }
            self.images.clear();
            self.conflict_events.clear();
        }
        let offer = self.states[s as usize].offer;
        let index = option_index(
            self.offers
                .get(offer as usize)
                .ok_or_else(|| VmError::internal("dpor", "event from an end state"))?,
            b,
        )
        .ok_or_else(|| VmError::internal("dpor", "event not enabled"))?;
        self.go_to(s)?;
        self.e.vm.sync_class_tables();
        self.e.vm.state.begin_tracking();
        self.clean = true;
        self.at = None;
        let choice = &self.offers[offer as usize].choice;
        let value = choice.values.get(index);
        if choice.kind == "thread" {
            // Every thread is parked: the transition owns no stack slots, and what the chosen
            // thread does as it is scheduled (re-entering a monitor) is its first access.
            self.e.vm.begin_accesses(0);
            self.e.vm.resume_choice(choice, value);
        } else {
            self.e.vm.resume_choice(choice, value);
            self.e.vm.begin_accesses(choice.returns as usize);
        }
        self.e.stats.transitions += 1;
        let outcomes = self.run_data_choices(Some(s), vec![index as u32])?;
        let mut ts = Vec::new();
        for o in outcomes {
            self.recorded_accesses += o.accesses.len() as u64;
            // A re-execution finds its transition among those already leaving s.
            let mut known = None;
            let mut r = self.states[s as usize].outgoing.first;
            while r != NO_TRANS {
                if self.took(r, b, &o.choices) {
                    known = Some(r);
                    break;
                }
                r = self.transitions[r as usize].next_out;
            }
            let t = match known {
                Some(t) => t,
                None => {
                    let t = self.transitions.len() as TransId;
                    let accesses = normalize(o.accesses);
                    log::trace!(target: "ironpf::dpor", "transition {}: state {s} event {b} -> state {}, accesses {accesses:x?}", self.transitions.len(), o.dst);
                    let all = self.intern(accesses);
                    self.transitions.push(DTrans {
                        src: s,
                        dst: o.dst,
                        event: b,
                        all_accesses: all,
                        choices: if o.choices.len() == 1 {
                            ONLY_EVENT
                        } else {
                            let at = self.choice_arena.len() as u32;
                            self.choice_arena.push(o.choices.len() as u32);
                            self.choice_arena.extend_from_slice(&o.choices);
                            at
                        },
                        next_in: NO_TRANS,
                        next_out: NO_TRANS,
                        next_same: NO_TRANS,
                    });
                    self.link(t);
                    if matches!(self.states[o.dst as usize].via, Via::Unknown) {
                        self.states[o.dst as usize].via = Via::Transition(t);
                    }
                    self.note_writes(t);
                    t
                }
            };
            ts.push(t);
        }
        Ok(ts)
    }

    /// Runs the current transition to its end, exploring every data choice on the way.
    pub(super) fn run_data_choices(
        &mut self,
        from: Option<StateId>,
        choices: Vec<u32>,
    ) -> Result<Vec<Outcome>, VmError> {
        let mut outcomes = Vec::new();
        // Work: (the branch point to resume from and its option, or None = VM already there;
        // the option indices so far).
        let mut work: Vec<DataBranch> = vec![(None, choices)];
        let mut first = true;
        while let Some((resume, path)) = work.pop() {
            if self.stop {
                break;
            }
            match resume {
                Some((point, i)) => self.resume_branch(point, i),
                None if !first => {
                    return Err(VmError::internal(
                        "dpor",
                        "data branch without a resume point",
                    ));
                }
                None => {}
            }
            first = false;
            let step = self.e.run_transition()?;
            let flow = match step {
                Step::Choice(c) if !c.event => self.branch_here(c, from, path, &mut work),
                step => self.transition_ended(step, from, path, &mut outcomes)?,
            };
            match flow {
                Flow::Stop => {
                    self.stop = true;
                    break;
                }
                Flow::Skip => continue,
                Flow::Go => self.check_search_limits(),
            }
        }
        self.e.vm.stop_accesses();
        Ok(outcomes)
    }

    /// Puts the VM at data branch point `point` and takes its option `i`.
    fn resume_branch(&mut self, mut point: std::rc::Rc<BranchPoint>, i: usize) {
        self.e.vm.state.clone_from(&point.state);
        // The last option of the point: its copy of the state goes back to the pool.
        if let Some(last) = std::rc::Rc::get_mut(&mut point) {
            self.branch_states.push(std::mem::take(&mut last.state));
        }
        self.clean = false;
        self.at = None;
        self.e.vm.sync_class_tables();
        if let Some(fp) = point.fingerprint {
            let again = self.e.serializer.serialize(&self.e.vm, &mut self.buf);
            assert_eq!(fp, again, "a data branch resumed in another state");
        }
        let c = &point.choice;
        self.e.vm.resume_choice(c, c.values.get(i));
        self.e.vm.resume_recording(point.recording.clone());
        self.e.stats.transitions += 1;
    }

    /// At data choice `c` inside the transition (reached by the option indices `path`):
    /// a branch point whose options go on the work list.
    fn branch_here(
        &mut self,
        c: ChoiceRequest,
        from: Option<StateId>,
        mut path: Vec<u32>,
        work: &mut Vec<DataBranch>,
    ) -> Flow {
        if let Some(d) = self.e.cfg.max_depth
            && self.path_to(from, &path).len() >= d
        {
            // Not expanded, as `none` does not expand a state that deep.
            self.e.note_limit(|| format!("depth limit {d} reached"));
            return Flow::Skip;
        }
        if path.len() > MAX_DATA_DEPTH {
            self.e.stop_at(format!(
                "more than {MAX_DATA_DEPTH} data choices inside one transition at {}; events must be chosen with Verify.getIntFromList or ironpf.Events",
                self.e.vm.location()
            ));
            return Flow::Stop;
        }
        // A state at a data choice before the first event (the SmartThings model's
        // configuration choice) is an initial state of the program: it is counted as `none`
        // counts it, though not a node of R. Data choices inside handlers are part of their
        // transitions and not counted.
        let fingerprint = (from.is_none() || self.e.verify).then(|| {
            self.serialized = None;
            self.e.serializer.serialize(&self.e.vm, &mut self.buf)
        });
        if from.is_none()
            && let Some(fp) = fingerprint
        {
            if self.data_states.insert(fp) {
                self.e.stats.new_states += 1;
            } else {
                self.e.stats.revisited += 1;
            }
        } else {
            self.data_points += 1;
        }
        let mut state = self.branch_states.pop().unwrap_or_default();
        state.clone_from(&self.e.vm.state);
        let point = std::rc::Rc::new(BranchPoint {
            state,
            choice: c.clone(),
            recording: self.e.vm.suspend_recording(),
            fingerprint: fingerprint.filter(|_| self.e.verify),
        });
        for i in (0..c.values.len()).rev() {
            let mut p = path.clone();
            p.push(i as u32);
            work.push((Some((point.clone(), i)), p));
        }
        path.clear();
        Flow::Go
    }

    /// Where the transition (taken with the option indices `path`) ended, other than at a
    /// data choice: its outcome, if it has one.
    fn transition_ended(
        &mut self,
        step: Step,
        from: Option<StateId>,
        path: Vec<u32>,
        outcomes: &mut Vec<Outcome>,
    ) -> Result<Flow, VmError> {
        let (accesses, dst) = match step {
            Step::Choice(c) => (
                self.e.vm.end_accesses(c.arg_slots),
                self.state_here(Some(c))?,
            ),
            Step::End => (self.e.vm.end_accesses(0), self.state_here(None)?),
            Step::Violation(ex) => {
                let acc = self.e.vm.end_accesses(0);
                let full = self.path_to(from, &path);
                if self.e.violation(ex, full)? {
                    return Ok(Flow::Stop);
                }
                // The transition ends in an error state with no successors.
                (acc, self.dead_end_here()?)
            }
            // `Verify.ignoreIf` cut the path, but what the transition read to give up (and
            // what it did before) depends on the order of the transitions before it: it
            // enters the race analysis as a transition to a dead end, as a violation does.
            // Dropping it missed every violation that needs another event before the one that
            // gave up.
            Step::Ignored => (self.e.vm.end_accesses(0), self.dead_end_here()?),
            Step::Limit(reason) => {
                self.e.stop_at(reason);
                return Ok(Flow::Stop);
            }
        };
        outcomes.push(Outcome {
            dst,
            accesses,
            choices: path,
        });
        Ok(Flow::Go)
    }

    /// `--max-states` (states and data choice points inside transitions) and the time and
    /// memory limits: the search stops when one is reached.
    fn check_search_limits(&mut self) {
        if let Some(max) = self.e.cfg.max_states
            && self.e.stats.new_states + self.data_points >= max
        {
            self.e.stop_at(if self.data_points == 0 {
                format!("state limit {max} reached")
            } else {
                format!(
                    "state limit {max} reached ({} states and {} data choice points inside transitions, which dpor does not match)",
                    self.e.stats.new_states, self.data_points
                )
            });
            self.stop = true;
        }
        if self.e.poll_limits() {
            self.stop = true;
        }
    }

    /// The dead end the VM stands in (after a violation, or where `Verify.ignoreIf` cut the
    /// path), added to the graph as a state with no successors. Dead ends are not states of
    /// the program: they are not counted or reported as visited.
    pub(super) fn dead_end_here(&mut self) -> Result<StateId, VmError> {
        let known = self.states.len();
        let s = self.state_here(None)?;
        let st = &mut self.states[s as usize];
        if s as usize >= known {
            st.error = true;
            self.e.stats.new_states -= 1;
            self.e.stats.end_states -= 1;
        } else if st.error {
            self.e.stats.revisited -= 1;
        } else {
            // A dead end is never a program state (it stands inside a transition).
            return Err(VmError::internal(
                "dpor",
                "a dead end has the fingerprint of a program state",
            ));
        }
        Ok(s)
    }

    /// Puts the VM in state `s` and makes `s` the base: from the base in memory when `s` is
    /// the base already (undoing only what the last transition wrote), from the VM itself
    /// when it stands in `s` just serialized, otherwise from `s`'s stored snapshot.
    pub(super) fn go_to(&mut self, s: StateId) -> Result<(), VmError> {
        if let Some(b) = &self.base
            && b.id == s
        {
            self.went[0] += 1;
            if !(self.clean && self.e.vm.state.undo_to(&b.memo.state)) {
                self.e.vm.state.clone_from(&b.memo.state);
            }
            return Ok(());
        }
        let mut memo = match self.base.take() {
            Some(b) => b.memo,
            None => self.e.memos.fresh(),
        };
        if self.at == Some(s) {
            self.went[1] += 1;
            // The VM stands in s: serializing it costs less than a restore, and keeps the
            // VM's objects (which the memos share).
            if self.serialized != Some(s) {
                self.serialized_for[1] += 1;
                let began = std::time::Instant::now();
                self.e.serializer.serialize(&self.e.vm, &mut self.buf);
                self.e.memos.timed_rebuild(began.elapsed());
            }
            self.e.serializer.adopt_reference();
            std::mem::swap(&mut memo.words, &mut self.buf);
        } else {
            self.went[2] += 1;
            let began = std::time::Instant::now();
            memo.words = self.snapshot_of(s)?;
            let spans = restore(&mut self.e.vm, &memo.words)?;
            self.e
                .serializer
                .adopt_restored(&self.e.vm, &memo.words, &spans);
            self.e.memos.timed_rebuild(began.elapsed());
        }
        self.serialized = None;
        memo.state.clone_from(&self.e.vm.state);
        memo.sections.clone_from(self.e.serializer.reference());
        self.base = Some(Base { id: s, memo });
        Ok(())
    }

    /// Before the search goes deeper than the top frame, to state `next`: the top frame's
    /// state, the base, stays in memory with the frame (budget permitting). When `next` was
    /// just found from the base and the VM still stands in it, `next` becomes the base
    /// straight from the base's snapshot and the sections the transition rewrote.
    pub(super) fn stash_base(&mut self, frames: &mut [ExploreFrame], next: StateId) {
        let Some(top) = frames.len().checked_sub(1) else {
            return;
        };
        if self.base.as_ref().is_none_or(|b| b.id != frames[top].s) {
            self.stashed[0] += 1;
            return;
        }
        let from_patch = self.fresh == Some(next) && self.at == Some(next);
        self.stashed[if from_patch { 1 } else { 2 }] += 1;
        let mut memo = self.base.take().expect("base").memo;
        if from_patch {
            let mut child = self.e.memos.fresh();
            child.words.clone_from(&memo.words);
            if self
                .e
                .serializer
                .commit_incremental(&mut child.words)
                .is_some()
            {
                if self.e.verify {
                    let mut full = Vec::new();
                    crate::state::Serializer::default().serialize(&self.e.vm, &mut full);
                    assert!(
                        full == child.words,
                        "a base made from patched sections differs from a full serialization"
                    );
                }
                child.sections.clone_from(self.e.serializer.reference());
                child.state.clone_from(&self.e.vm.state);
                self.e.vm.state.begin_tracking();
                self.clean = true;
                self.serialized = None;
                self.base = Some(Base {
                    id: next,
                    memo: child,
                });
            } else {
                self.e.memos.recycle(child);
            }
        }
        self.e.memos.track(&mut memo, top);
        if let Some(old) = frames[top].memo.replace(memo) {
            self.e.memos.recycle(old);
        }
    }

    /// Back at a frame whose state was kept in memory: it becomes the base again.
    pub(super) fn install_base(&mut self, s: StateId, mut memo: Box<Memo>) {
        self.e.memos.untrack(&mut memo);
        if let Some(old) = self.base.take() {
            self.e.memos.recycle(old.memo);
        }
        self.e.serializer.set_reference(&memo.sections);
        self.clean = false;
        self.serialized = None;
        self.base = Some(Base { id: s, memo });
    }
}
