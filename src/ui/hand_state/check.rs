//! The furiten check and the win check: each question not answered yet tried with every
//! answer offered, a verdict shown only when it is the same for all of them.

use super::{HandState, ROUNDS, Since};
use crate::riichi::{WinConditions, WinReport};
use crate::rules::{
    FuritenFacts, FuritenVerdict, PassedWin, RulesetId, WinFinding, furiten, win_finding,
};
use crate::tiles::Tile;

/// A question the furiten verdict or the win check's verdict can wait for (the dora count
/// is never one: it changes a win's han and points, never whether it is valid).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WinQuestion {
    /// The player let a winning discard pass.
    Passed,
    /// … after declaring riichi (asked once the player let one pass).
    PassedInRiichi,
    /// What has happened since (asked once the player let one pass).
    Since,
    /// Ron or tsumo.
    How,
    /// Riichi declared.
    Riichi,
    /// The player's seat wind.
    Seat,
    /// The round wind.
    Round,
}

impl WinQuestion {
    /// In the order the win check asks them.
    pub const ALL: [WinQuestion; QUESTIONS] = [
        WinQuestion::Passed,
        WinQuestion::PassedInRiichi,
        WinQuestion::Since,
        WinQuestion::How,
        WinQuestion::Riichi,
        WinQuestion::Seat,
        WinQuestion::Round,
    ];

    /// How many answers the win check offers.
    fn offered(self) -> u8 {
        match self {
            WinQuestion::Passed
            | WinQuestion::PassedInRiichi
            | WinQuestion::How
            | WinQuestion::Riichi => 2,
            WinQuestion::Since => 3,
            WinQuestion::Seat => 4,
            WinQuestion::Round => ROUNDS,
        }
    }
}

/// How many questions [`WinQuestion::ALL`] holds; the first [`FURITEN_QUESTIONS`] of them
/// are the furiten questions.
const QUESTIONS: usize = 7;

/// The furiten questions come first in [`WinQuestion::ALL`].
const FURITEN_QUESTIONS: usize = 3;

/// A set of answers, one per question of [`WinQuestion::ALL`].
type Answers = [u8; QUESTIONS];

/// What the furiten check shows, from the answers given.
#[derive(Debug, Clone, PartialEq)]
pub enum FuritenCheck {
    /// Whether the player is furiten turns on these furiten questions, not answered yet:
    /// no verdict until they are.
    Waiting(Vec<WinQuestion>),
    /// The rule set's verdict, the same whatever the questions not answered yet say (with
    /// the reasons it gives when they are taken as "no" or "nothing yet").
    Ruled(FuritenVerdict),
}

/// What the win check shows for a win on a tile, from the answers given: nothing it has not
/// been told is shown as if it had been.
#[derive(Debug, Clone, PartialEq)]
pub enum WinCheck {
    /// Whether the win is valid turns on these questions, not answered yet (in the order
    /// asked): no verdict until they are.
    Waiting(Vec<WinQuestion>),
    /// Riichi declared with an open hand.
    OpenRiichi,
    /// Not a valid win, whatever the questions not answered yet say: no yaku
    /// ([`WinFinding::NoWin`]) or a ron while furiten.
    NotValid(WinFinding),
    /// A valid win whatever the questions not answered yet say, its han and points turning
    /// on these of them.
    ValidPointsWaiting(Vec<WinQuestion>),
    /// A valid win, its han and points. `dora_assumed`: the dora count is not answered and
    /// would change them; they are counted with no dora, and the check says so.
    Valid {
        /// The yaku, han, fu and points.
        report: WinReport,
        /// Counted with no dora, the dora count not answered.
        dora_assumed: bool,
    },
}

/// What a win comes to with one set of answers: `None` for riichi on an open hand.
type Outcome = Option<WinFinding>;

/// The verdict an outcome gives, apart from its han and points.
fn verdict(outcome: &Outcome) -> u8 {
    match outcome {
        None => 0,
        Some(WinFinding::FuritenRon { .. }) => 1,
        Some(WinFinding::FuritenNotCovered) => 2,
        Some(WinFinding::NoWin(_)) => 3,
        Some(WinFinding::Valid(_)) => 4,
    }
}

/// The unanswered questions (`None` in `answers`) the outcomes turn on: those where two
/// sets of answers that differ in that question alone give outcomes that `differ`.
fn turning_on<T>(
    answers: &[Option<u8>; QUESTIONS],
    outcomes: &[(Answers, T)],
    differ: &dyn Fn(&T, &T) -> bool,
) -> Vec<WinQuestion> {
    WinQuestion::ALL
        .into_iter()
        .enumerate()
        .filter(|&(q, _)| answers[q].is_none())
        .filter(|&(q, _)| {
            outcomes.iter().any(|(a, x)| {
                outcomes
                    .iter()
                    .any(|(b, y)| (0..QUESTIONS).all(|i| i == q || a[i] == b[i]) && differ(x, y))
            })
        })
        .map(|(_, question)| question)
        .collect()
}

/// Every set of answers: those given, and for the questions not answered (among the first
/// `asked`, the others taken as answered or their first answer) each answer offered. The
/// follow-ups of "let a winning discard pass?" are tried only with "yes" (with "no" they
/// say nothing); "no" is tried first, so the first set is the one that assumes least.
fn answer_sets(answers: &[Option<u8>; QUESTIONS], asked: usize) -> Vec<Answers> {
    let mut sets = vec![[0u8; QUESTIONS]];
    for (q, question) in WinQuestion::ALL.into_iter().enumerate() {
        let mut next = Vec::new();
        for set in sets {
            let values = match answers[q] {
                Some(v) => v..v + 1,
                None if q >= asked => 0..1,
                // A follow-up of a win not let pass: one value, it changes nothing.
                None if (q == 1 || q == 2) && set[0] == 0 => 0..1,
                None => 0..question.offered(),
            };
            for v in values {
                let mut set = set;
                set[q] = v;
                next.push(set);
            }
        }
        sets = next;
    }
    sets
}

impl HandState {
    /// The furiten facts a set of answers gives: the discards, and a winning discard let
    /// pass (since then: 0 nothing, 1 a call, 2 a draw).
    fn furiten_facts(&self, set: &Answers) -> FuritenFacts {
        FuritenFacts {
            discards: self.discards.clone(),
            passed: (set[0] == 1).then_some(PassedWin {
                in_riichi: set[1] == 1,
                drew_since: set[2] == 2,
                claimed_since: false,
                call_since: set[2] == 1,
            }),
        }
    }

    /// The answers in the order of [`WinQuestion::ALL`], `None` where not given.
    fn answers(&self) -> [Option<u8>; QUESTIONS] {
        [
            self.passed.map(u8::from),
            self.passed_in_riichi.map(u8::from),
            self.since.map(|s| match s {
                Since::Nothing => 0,
                Since::Call => 1,
                Since::Draw => 2,
            }),
            self.tsumo.map(u8::from),
            self.riichi.map(u8::from),
            self.seat,
            self.round,
        ]
    }

    /// Whether the player waiting on `waits` is furiten under `ruleset`, from the answers
    /// given. Each furiten question not answered yet is tried with every answer offered:
    /// the verdict is shown only if it is the same for all of them, else it waits, naming
    /// the questions it turns on. A wait among the player's own discards is furiten
    /// whatever they answer: shown at once.
    ///
    /// ```
    /// use mahjong_referee::rules::{FuritenVerdict, RulesetId};
    /// use mahjong_referee::ui::hand_state::{FuritenCheck, HandState, WinQuestion};
    /// let waits = ["1s".parse().unwrap(), "4s".parse().unwrap()];
    /// let mut state = HandState::default();
    /// assert_eq!(state.furiten_check(RulesetId::Ema2016, &waits), FuritenCheck::Waiting(vec![WinQuestion::Passed]));
    /// state.discards = vec!["4s".parse().unwrap()];
    /// assert!(matches!(state.furiten_check(RulesetId::Ema2016, &waits), FuritenCheck::Ruled(FuritenVerdict::Ruled { furiten: true, .. })));
    /// ```
    pub fn furiten_check(&self, ruleset: RulesetId, waits: &[Tile]) -> FuritenCheck {
        let answers = self.answers();
        let mut outcomes: Vec<(Answers, FuritenVerdict)> = answer_sets(&answers, FURITEN_QUESTIONS)
            .into_iter()
            .map(|set| (set, furiten(ruleset, waits, &self.furiten_facts(&set))))
            .collect();
        let is_furiten = |v: &FuritenVerdict| match v {
            FuritenVerdict::Ruled { furiten, .. } => Some(*furiten),
            FuritenVerdict::NotCovered => None,
        };
        let first = is_furiten(&outcomes[0].1);
        if outcomes.iter().any(|(_, v)| is_furiten(v) != first) {
            return FuritenCheck::Waiting(self.shown(turning_on(&answers, &outcomes, &|x, y| {
                is_furiten(x) != is_furiten(y)
            })));
        }
        FuritenCheck::Ruled(outcomes.swap_remove(0).1)
    }

    /// The questions a verdict waits for, less the follow-ups of "let a winning discard
    /// pass?" while they are not asked (it is not answered "yes"): that question is named.
    fn shown(&self, mut questions: Vec<WinQuestion>) -> Vec<WinQuestion> {
        if self.passed != Some(true) {
            questions.retain(|q| !matches!(q, WinQuestion::PassedInRiichi | WinQuestion::Since));
            if questions.is_empty() && self.passed.is_none() {
                questions.push(WinQuestion::Passed);
            }
        }
        questions
    }

    /// What a win on `win` comes to under `ruleset`, from the answers given. Each question not
    /// answered yet is tried with every answer the check offers: the verdict is shown only
    /// if it is the same for all of them (else it waits, naming the questions it turns on:
    /// the furiten questions among them, on which a ron rests), and a valid win's han and
    /// points likewise. The dora count is not waited for — it
    /// never changes whether a win is valid — but, not answered, the han and points are
    /// counted with no dora and marked so ([`WinCheck::Valid`]).
    ///
    /// ```
    /// use mahjong_referee::rules::RulesetId;
    /// use mahjong_referee::ui::hand_state::{HandState, WinCheck, WinQuestion};
    /// let mut state = HandState { hand: "123m456p789s23s55z".parse().unwrap(), ..HandState::default() };
    /// let win = "1s".parse().unwrap();
    /// // Valid self-drawn or in riichi (on a discard, unless furiten), not on a discard
    /// // without riichi: the winds and dora change nothing.
    /// assert_eq!(state.win_check(RulesetId::Ema2016, win), WinCheck::Waiting(vec![WinQuestion::Passed, WinQuestion::How, WinQuestion::Riichi]));
    /// state.passed = Some(false);
    /// assert_eq!(state.win_check(RulesetId::Ema2016, win), WinCheck::Waiting(vec![WinQuestion::How, WinQuestion::Riichi]));
    /// state.tsumo = Some(false);
    /// state.riichi = Some(false);
    /// assert!(matches!(state.win_check(RulesetId::Ema2016, win), WinCheck::NotValid(_)));
    /// ```
    pub fn win_check(&self, ruleset: RulesetId, win: Tile) -> WinCheck {
        let answers = self.answers();
        let waits: Vec<Tile> = crate::riichi::waiting(&self.hand)
            .waits
            .iter()
            .map(|w| w.tile)
            .collect();
        // A win's outcome turns on the furiten answers only through the furiten verdict (and,
        // where the rules do not cover furiten, whether a win was let pass), and not at all
        // when self-drawn: each is worked out once per such key.
        type Key = (Answers, Option<(FuritenVerdict, bool)>);
        let mut known: Vec<(Key, Outcome)> = Vec::new();
        let mut outcome = |a: Answers, dora: u8| -> Outcome {
            let conditions = WinConditions {
                tsumo: a[3] == 1,
                riichi: a[4] == 1,
                seat_wind: a[5],
                round_wind: a[6],
                dora,
                ..WinConditions::default()
            };
            if conditions.riichi && self.hand.is_open() {
                return None;
            }
            let facts = self.furiten_facts(&a);
            let mut win_answers = a;
            win_answers[..FURITEN_QUESTIONS].fill(0);
            win_answers[0] = dora;
            let key: Key = (
                win_answers,
                (!conditions.tsumo)
                    .then(|| (furiten(ruleset, &waits, &facts), facts.passed.is_some())),
            );
            if let Some((_, o)) = known.iter().find(|(k, _)| *k == key) {
                return o.clone();
            }
            let o = Some(win_finding(ruleset, &self.hand, win, &conditions, &facts));
            known.push((key, o.clone()));
            o
        };
        let dora = self.dora.unwrap_or(0);
        let mut outcomes: Vec<(Answers, Outcome)> = answer_sets(&answers, QUESTIONS)
            .into_iter()
            .map(|set| (set, outcome(set, dora)))
            .collect();
        let first = &outcomes[0].1;
        if outcomes.iter().any(|(_, o)| verdict(o) != verdict(first)) {
            return WinCheck::Waiting(self.shown(turning_on(&answers, &outcomes, &|x, y| {
                verdict(x) != verdict(y)
            })));
        }
        let valid = matches!(first, Some(WinFinding::Valid(_)));
        if valid && outcomes.iter().any(|(_, o)| o != first) {
            return WinCheck::ValidPointsWaiting(self.shown(turning_on(
                &answers,
                &outcomes,
                &|x, y| x != y,
            )));
        }
        let dora_assumed = valid && self.dora.is_none() && outcome(outcomes[0].0, 1) != *first;
        match outcomes.swap_remove(0).1 {
            None => WinCheck::OpenRiichi,
            Some(WinFinding::Valid(report)) => WinCheck::Valid {
                report,
                dora_assumed,
            },
            Some(finding) => WinCheck::NotValid(finding),
        }
    }
}
