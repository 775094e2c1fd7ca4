//! Search strategies as plug-ins: the [`Explore`] trait each one implements, and the registry
//! ([`STRATEGIES`]) that is the single source of their names, descriptions and abilities for
//! the command line, `--help`, `batch --strategy` and the report.
//!
//! A strategy decides only which choice comes next and what it remembers; the [`Engine`]
//! drives the VM (runs transitions, fingerprints and restores states, keeps the limits,
//! the statistics and the violations). Adding a strategy is one file with a type that
//! implements [`Explore`] and one entry here.

use super::engine::Engine;
use super::{CheckConfig, bfs, dfs, dpor};
use crate::error::VmError;
use crate::state::Fingerprint;
use crate::vm::ChoiceRequest;

/// One search strategy: explores the program's states through the engine.
pub trait Explore {
    /// Runs the search to its end (every state it keeps explored, a violation when not
    /// `--find-all`, or a limit the engine reports).
    fn explore(&mut self, engine: &mut Engine) -> Result<(), VmError>;

    /// Every state the search visited (`--states-out`).
    fn visited(&self) -> Vec<Fingerprint>;

    /// What the strategy adds to the report beyond the engine's figures.
    fn findings(&self) -> Findings {
        Findings::default()
    }
}

/// What a strategy adds to the report.
#[derive(Clone, Debug, Default)]
pub struct Findings {
    /// Distinct transitions of its transition graph (dpor, sdpor).
    pub unique_transitions: Option<u64>,
    /// Distinct events enabled in some visited state.
    pub events: Option<u64>,
    /// Bytes of the snapshots it stores (when it keeps them apart from the engine's count).
    pub stored_bytes: Option<u64>,
    /// Whether the search met a state again on the path that reached it (tracked by the
    /// strategies that are not exact on cycles): "no violation" is then a claim it cannot
    /// make, and the check ends as a search stopped by a limit.
    pub cycle: bool,
    pub warnings: Vec<String>,
}

/// The kinds of choice a program makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChoiceKind {
    /// `Verify.getInt`, `getBoolean`, ... inside a transition.
    Data,
    /// An event choice (`Verify.getIntFromList`, the SmartThings event loop).
    Event,
    /// Which thread runs next, at a scheduling point.
    Thread,
}

impl ChoiceKind {
    /// The kind of a choice the VM asks for.
    pub fn of(c: &ChoiceRequest) -> ChoiceKind {
        if c.kind == "thread" {
            ChoiceKind::Thread
        } else if c.event {
            ChoiceKind::Event
        } else {
            ChoiceKind::Data
        }
    }

    fn describe(self) -> &'static str {
        match self {
            ChoiceKind::Data => "data choices (Verify.getInt, getBoolean, ...)",
            ChoiceKind::Event => "event choices",
            ChoiceKind::Thread => "thread choices",
        }
    }
}

/// What the registry knows of a strategy.
pub struct StrategyInfo {
    pub name: &'static str,
    /// One line for `--help` and the docs.
    pub summary: &'static str,
    /// Whether `--shortest` (breadth-first order) applies.
    pub shortest: bool,
    /// Whether `--race` applies.
    pub races: bool,
    /// The kinds of choice it explores (a program that makes another kind is refused).
    pub choices: &'static [ChoiceKind],
    /// Whether it may claim completeness on a state space with cycles (else a search that
    /// meets a cycle ends inconclusive).
    pub exact_on_cycles: bool,
    /// Whether its thread choices are events of a reduction (they then do not mix with
    /// event choices in one program).
    pub reduces: bool,
    /// Makes the strategy for a check.
    pub make: fn(&CheckConfig) -> Box<dyn Explore>,
}

const ALL_CHOICES: &[ChoiceKind] = &[ChoiceKind::Data, ChoiceKind::Event, ChoiceKind::Thread];

/// Every strategy, the default first.
pub static STRATEGIES: [StrategyInfo; 3] = [
    StrategyInfo {
        name: "none",
        summary: "stateful search of every interleaving without reduction, depth-first, or breadth-first with --shortest",
        shortest: true,
        races: true,
        choices: ALL_CHOICES,
        exact_on_cycles: true,
        reduces: false,
        make: |cfg| {
            if cfg.shortest {
                Box::new(bfs::Bfs::default())
            } else {
                Box::new(dfs::Dfs::default())
            }
        },
    },
    StrategyInfo {
        name: "dpor",
        summary: "the stateful DPOR of Trimananda et al. for event-driven programs that do not terminate, also for threads",
        shortest: false,
        races: false,
        choices: ALL_CHOICES,
        exact_on_cycles: true,
        reduces: true,
        make: |_| Box::new(dpor::DporSearch::default()),
    },
    StrategyInfo {
        name: "sdpor",
        summary: "Yang et al.'s stateful DPOR, exact on acyclic state spaces only: the baseline",
        shortest: false,
        races: false,
        choices: ALL_CHOICES,
        exact_on_cycles: false,
        reduces: true,
        make: |_| Box::new(dpor::sdpor::SdporSearch::default()),
    },
];

/// A strategy of the registry, by reference: what a configuration holds.
#[derive(Clone, Copy)]
pub struct Strategy(&'static StrategyInfo);

impl Strategy {
    /// The default strategy.
    pub const NONE: Strategy = Strategy(&STRATEGIES[0]);

    /// The strategy of this name.
    pub fn by_name(name: &str) -> Option<Strategy> {
        STRATEGIES.iter().find(|s| s.name == name).map(Strategy)
    }

    pub fn name(self) -> &'static str {
        self.0.name
    }

    pub fn info(self) -> &'static StrategyInfo {
        self.0
    }

    /// Every strategy's name, in the registry's order.
    pub fn names() -> impl Iterator<Item = &'static str> {
        STRATEGIES.iter().map(|s| s.name)
    }

    /// The names as a list for messages: `none, dpor, sdpor`.
    pub fn names_text() -> String {
        Strategy::names().collect::<Vec<_>>().join(", ")
    }

    /// What the configuration asks that this strategy cannot do, as a usage error.
    pub fn refuses(self, cfg: &CheckConfig) -> Option<String> {
        let s = self.0;
        let able = names_where;
        if cfg.shortest && !s.shortest {
            return Some(format!(
                "--shortest needs --strategy {} ({} chooses the paths it explores depth-first, so a breadth-first order over them is not known to keep the shortest violation)",
                able(|s| s.shortest),
                s.name
            ));
        }
        if cfg.race && !s.races {
            return Some(format!(
                "--race needs --strategy {} (a reduced search may skip the state where two accesses are both pending)",
                able(|s| s.races)
            ));
        }
        None
    }
}

impl StrategyInfo {
    /// The error for a program that makes a kind of choice this strategy does not explore.
    pub fn refuses_choice(&self, kind: ChoiceKind) -> Option<VmError> {
        (!self.choices.contains(&kind)).then(|| {
            let able = STRATEGIES
                .iter()
                .filter(|s| s.choices.contains(&kind))
                .map(|s| s.name)
                .collect::<Vec<_>>()
                .join(" or ");
            VmError::Usage(format!(
                "--strategy {} does not explore {}: use --strategy {able}",
                self.name,
                kind.describe()
            ))
        })
    }

    /// Why a search that met a cycle cannot conclude, when the strategy is not exact on
    /// cycles: (the limit's reason, the warning).
    pub fn inconclusive_on_cycles(&self) -> Option<(String, String)> {
        if self.exact_on_cycles {
            return None;
        }
        let exact = names_where(|s| s.exact_on_cycles && s.reduces);
        Some((
            format!(
                "{} cannot conclude: the state space has cycles, where it may miss violations (--strategy {exact} handles cycles)",
                self.name
            ),
            format!(
                "the state space has cycles (a state recurs on a path that reaches it): {} assumes an acyclic state space and may miss violations here; --strategy {exact} handles cycles",
                self.name
            ),
        ))
    }
}

/// The names of the strategies with a property, for messages: `none or dpor`.
fn names_where(ok: fn(&StrategyInfo) -> bool) -> String {
    STRATEGIES
        .iter()
        .filter(|s| ok(s))
        .map(|s| s.name)
        .collect::<Vec<_>>()
        .join(" or ")
}

impl PartialEq for Strategy {
    fn eq(&self, other: &Strategy) -> bool {
        self.0.name == other.0.name
    }
}

impl Eq for Strategy {}

impl std::fmt::Debug for Strategy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0.name)
    }
}

impl Default for Strategy {
    fn default() -> Strategy {
        Strategy::NONE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_found() {
        let names: Vec<&str> = Strategy::names().collect();
        let mut sorted = names.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), names.len());
        for n in names {
            assert_eq!(Strategy::by_name(n).map(Strategy::name), Some(n));
        }
        assert!(Strategy::by_name("bogus").is_none());
        assert_eq!(Strategy::default().name(), "none");
    }

    #[test]
    fn a_strategy_refuses_the_choices_it_does_not_explore() {
        static EVENTS_ONLY: StrategyInfo = StrategyInfo {
            name: "events-only",
            summary: "a strategy that explores event choices only",
            shortest: false,
            races: false,
            choices: &[ChoiceKind::Event],
            exact_on_cycles: true,
            reduces: true,
            make: |_| Box::new(dfs::Dfs::default()),
        };
        assert!(EVENTS_ONLY.refuses_choice(ChoiceKind::Event).is_none());
        match EVENTS_ONLY.refuses_choice(ChoiceKind::Thread) {
            Some(VmError::Usage(m)) => assert_eq!(
                m,
                "--strategy events-only does not explore thread choices: use --strategy none or dpor or sdpor"
            ),
            other => panic!("{other:?}"),
        }
        for s in &STRATEGIES {
            for kind in [ChoiceKind::Data, ChoiceKind::Event, ChoiceKind::Thread] {
                assert!(s.refuses_choice(kind).is_none(), "{}", s.name);
            }
        }
    }

    #[test]
    fn only_sdpor_cannot_conclude_on_cycles() {
        let inconclusive: Vec<&str> = STRATEGIES
            .iter()
            .filter(|s| s.inconclusive_on_cycles().is_some())
            .map(|s| s.name)
            .collect();
        assert_eq!(inconclusive, ["sdpor"]);
        let (why, _) = STRATEGIES[2].inconclusive_on_cycles().unwrap();
        assert_eq!(
            why,
            "sdpor cannot conclude: the state space has cycles, where it may miss violations (--strategy dpor handles cycles)"
        );
    }
}
