//! `--strategy sdpor`: Yang et al.'s stateful DPOR (SDPOR), on the same machinery as the
//! event DPOR (`dpor`): the search stops at any visited state, and the operations reachable
//! in the visible operation dependency graph from the transitions leaving it stand for what
//! lies beyond it; backtracking points are set only along the current path. Exact only on
//! acyclic state spaces: a search that meets a cycle says it cannot conclude.

use super::*;
use crate::check::engine::Engine;
use crate::check::strategy::{Explore, Findings};
use crate::error::VmError;
use crate::state::Fingerprint;

/// `--strategy sdpor`.
#[derive(Default)]
pub struct SdporSearch {
    visited: Vec<Fingerprint>,
    findings: Findings,
}

impl Explore for SdporSearch {
    fn explore(&mut self, e: &mut Engine) -> Result<(), VmError> {
        (self.visited, self.findings) = search(e, Mode::Sdpor)?;
        Ok(())
    }

    fn visited(&self) -> Vec<Fingerprint> {
        self.visited.clone()
    }

    fn findings(&self) -> Findings {
        self.findings.clone()
    }
}

impl Dpor<'_, '_> {
    /// sdpor, for a transition t just executed (Yang et al., Fig. 5): backtracking points
    /// along the current path; G gets the edge from the path's last transition to t; at a
    /// visited state, the operations reachable in G from the transitions leaving it stand for
    /// what lies beyond it (line 5); otherwise the search goes deeper.
    pub(super) fn sdpor_step(&mut self, t: TransId, frames: &mut Vec<ExploreFrame>) {
        let path = self.path.clone();
        let tr = &self.transitions[t as usize];
        let (event, accesses, dst) = (tr.event, self.accesses(t), tr.dst);
        let node = self.vodg_node(t);
        if let Some(&last) = path.last() {
            let from = self.vodg_node(last);
            self.vodg_edge(from, node);
        }
        let first = self.first_visit(t);
        self.sdpor_update_along(&path, event, accesses);
        if first && self.enter(dst) && !self.depth_limited(dst) {
            self.path.push(t);
            self.e.note_depth(self.path.len());
            self.stash_base(frames, dst);
            frames.push(ExploreFrame::new(dst));
            self.e.memos.trim(frames);
            return;
        }
        if !first {
            if self.cycle.is_none()
                && path
                    .iter()
                    .chain(std::iter::once(&t))
                    .any(|&p| self.transitions[p as usize].src == dst)
            {
                self.cycle = Some(dst);
            }
            let mut with_t = path;
            with_t.push(t);
            // The transitions leaving dst follow t: edges of G, and the roots of the summary.
            let mut work = Vec::new();
            let mut r = self.states[dst as usize].outgoing.first;
            while r != NO_TRANS {
                let next = self.vodg_node(r);
                self.vodg_edge(node, next);
                work.push(next);
                r = self.transitions[r as usize].next_out;
            }
            let mut seen = vec![false; self.vodg.len()];
            while let Some(x) = work.pop() {
                if std::mem::replace(&mut seen[x as usize], true) {
                    continue;
                }
                work.extend_from_slice(&self.vodg[x as usize].successors);
                let (e, all) = (
                    self.vodg[x as usize].event,
                    self.vodg[x as usize].all_accesses,
                );
                let a = self.conflictable_of[all as usize];
                self.sdpor_update_along(&with_t, e, a);
            }
        }
    }

    /// The node of G for transition t's visible operation.
    pub(super) fn vodg_node(&mut self, t: TransId) -> u32 {
        let tr = &self.transitions[t as usize];
        let key = (tr.event, tr.all_accesses);
        if let Some(&n) = self.vodg_ids.get(&key) {
            return n;
        }
        let n = self.vodg.len() as u32;
        self.vodg.push(VodgNode {
            event: key.0,
            all_accesses: key.1,
            successors: Vec::new(),
        });
        self.vodg_ids.insert(key, n);
        n
    }

    pub(super) fn vodg_edge(&mut self, from: u32, to: u32) {
        let succ = &mut self.vodg[from as usize].successors;
        if !succ.contains(&to) {
            succ.push(to);
        }
    }

    /// sdpor's UPDATEBACKTRACKSET: the conflicts of (event, accesses) with the transitions of
    /// `path`, most recent first, tracked per access as in Algorithm 5 but along one path.
    pub(super) fn sdpor_update_along(&mut self, path: &[TransId], event: i32, mut a: AccessSet) {
        let mut conf_event = event;
        for &t_b in path.iter().rev() {
            if self.is_empty_set(a) {
                break;
            }
            let b_src = self.transitions[t_b as usize].src;
            let (conflict, rest) = self.step(a, self.accesses(t_b));
            if conflict {
                self.set_backtrack_point(b_src, conf_event);
                conf_event = self.transitions[t_b as usize].event;
            }
            a = rest;
        }
    }
}
