//! What the user has entered in the hand check: the hand, discards, the furiten questions
//! and the win to check — and what the win check finds from the answers given, waiting for
//! the ones that decide it ([`HandState::win_check`]).

use crate::riichi::{Hand, WinConditions, WinReport};
use crate::rules::catalogue::Value;
use crate::rules::{
    FuritenFacts, FuritenVerdict, IncidentError, PassedWin, RulesetId, Situation, WinFinding,
    furiten, win_finding,
};
use crate::tiles::{Tile, Tiles, mpsz_or_empty};
use crate::ui::hooks::Stored;
use crate::ui::typed_hand::{HandProblem, Typed, empty_hand, flag, printed, read, yes};
use std::rc::Rc;
use yew::Reducible;

/// The most tiles the hand holds: thirteen, or fourteen to check a complete hand.
pub const MAX_HAND: usize = 14;

/// The round winds the win check offers: East and South (0 and 1).
pub const ROUNDS: u8 = 2;

/// Where a tapped tile goes.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Target {
    /// Into the hand.
    #[default]
    Hand,
    /// Into the player's discards.
    Discards,
}

/// What has happened since the player let a winning discard pass.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Since {
    /// Nothing yet.
    #[default]
    Nothing,
    /// Someone called chow, pung or kong.
    Call,
    /// The player drew or claimed a tile.
    Draw,
}

/// The hand check's entries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandState {
    /// The hand as last read (an empty hand before any tile).
    pub hand: Hand,
    /// The text box, as typed.
    pub typed: String,
    /// Why the typed text is not a hand.
    pub typed_error: Option<HandProblem>,
    /// Where a tapped tile goes.
    pub target: Target,
    /// The player's discards.
    pub discards: Vec<Tile>,
    /// The furiten questions, each `None` until the user answers it (nothing is pre-picked):
    /// the player let a winning discard pass.
    pub passed: Option<bool>,
    /// … after declaring riichi.
    pub passed_in_riichi: Option<bool>,
    /// … and since then.
    pub since: Option<Since>,
    /// The winning tile to check, one of the waits.
    pub win: Option<Tile>,
    /// The win check's questions, each `None` until the user answers it (nothing is
    /// pre-picked): self-drawn (tsumo) or not (ron).
    pub tsumo: Option<bool>,
    /// Riichi declared.
    pub riichi: Option<bool>,
    /// Seat wind, 0 east (dealer) … 3 north.
    pub seat: Option<u8>,
    /// Round wind, 0 east … 3 north.
    pub round: Option<u8>,
    /// Dora count.
    pub dora: Option<u8>,
}

impl Default for HandState {
    fn default() -> HandState {
        HandState {
            hand: empty_hand(),
            typed: String::new(),
            typed_error: None,
            target: Target::Hand,
            discards: Vec::new(),
            passed: None,
            passed_in_riichi: None,
            since: None,
            win: None,
            tsumo: None,
            riichi: None,
            seat: None,
            round: None,
            dora: None,
        }
    }
}

/// What the hand check found that the rules rule on: each opens its incident's ruling with
/// one tap, the answers the check gives filled in ([`HandState::ruling_for`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandFinding {
    /// A win on the tile checked has no yaku: a win called on it is an empty call.
    NoYaku,
    /// The player is furiten: a ron called now is a furiten ron.
    Furiten,
    /// The hand is not tenpai: held in riichi to an exhaustive draw, a noten riichi.
    Noten,
    /// Riichi declared with an open hand.
    OpenRiichi,
}

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
    /// The incident a finding leads to, with the answers the check gives it. The hand was
    /// tapped in from what the referee saw, so it was laid open; the offender is the dealer
    /// when the seat wind is East — once the user has answered the seat wind and
    /// `seat_asked` (the win check shows that question), else the ruling screen asks.
    ///
    /// ```
    /// use mahjong_referee::ui::hand_state::{HandFinding, HandState};
    /// let mut state = HandState::default();
    /// // The seat wind not answered: the ruling screen asks who it was.
    /// let s = state.ruling_for(HandFinding::NoYaku, true).unwrap();
    /// assert_eq!(s.value("dealer"), None);
    /// state.seat = Some(0); // East: the dealer
    /// let s = state.ruling_for(HandFinding::NoYaku, true).unwrap();
    /// assert_eq!(s.incident.kind(), "empty-call");
    /// assert_eq!(s.texts(), [("call", "win".into()), ("tilesShown", "true".into()), ("dealer", "true".into())]);
    /// // Before the win check has asked the seat, the ruling screen asks who it was.
    /// let s = state.ruling_for(HandFinding::Furiten, false).unwrap();
    /// assert_eq!(s.incident.kind(), "furiten-ron");
    /// assert_eq!(s.value("dealer"), None);
    /// // Every finding opens a situation its incident takes.
    /// for f in [HandFinding::NoYaku, HandFinding::Furiten, HandFinding::Noten, HandFinding::OpenRiichi] {
    ///     assert!(state.ruling_for(f, true).is_ok() && state.ruling_for(f, false).is_ok());
    /// }
    /// ```
    pub fn ruling_for(
        &self,
        finding: HandFinding,
        seat_asked: bool,
    ) -> Result<Situation, IncidentError> {
        let (kind, mut facts) = match finding {
            HandFinding::NoYaku => (
                "empty-call",
                vec![
                    ("call", Value::Choice("win")),
                    ("tilesShown", Value::Yes(true)),
                ],
            ),
            HandFinding::Furiten => ("furiten-ron", vec![("tilesShown", Value::Yes(true))]),
            // The tiles themselves are not tenpai: not noten only for a dead hand.
            HandFinding::Noten => ("noten-riichi", vec![("deadAfterRiichi", Value::Yes(false))]),
            HandFinding::OpenRiichi => (
                "riichi-declaration",
                vec![("error", Value::Choice("open-hand"))],
            ),
        };
        if let Some(seat) = self.seat.filter(|_| seat_asked)
            && finding != HandFinding::OpenRiichi
        {
            facts.push(("dealer", Value::Yes(seat == 0)));
        }
        Situation::with(kind, facts)
    }

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

    fn with_hand(mut self, hand: Hand) -> HandState {
        self.typed = printed(&hand);
        self.typed_error = None;
        self.hand = hand;
        self.win = None;
        self
    }
}

/// What the user can do in the hand check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HandAction {
    /// Tap a tile: into the hand or the discards.
    AddTile(Tile),
    /// Tap a hand tile to take it out.
    RemoveHandTile(usize),
    /// Tap a discard to take it out.
    RemoveDiscard(usize),
    /// Type the hand (melds in brackets).
    Type(String),
    /// Choose where taps go.
    SetTarget(Target),
    /// Empty the hand.
    ClearHand,
    /// Empty the discards.
    ClearDiscards,
    /// Answer "let a winning discard pass?".
    SetPassed(bool),
    /// Answer "in riichi then?".
    SetPassedInRiichi(bool),
    /// Answer "since then?".
    SetSince(Since),
    /// Pick (or unpick) the winning tile.
    PickWin(Tile),
    /// Self-drawn or not.
    SetTsumo(bool),
    /// Riichi or not.
    SetRiichi(bool),
    /// Seat wind.
    SetSeat(u8),
    /// Round wind.
    SetRound(u8),
    /// Dora count.
    SetDora(u8),
}

fn all_tiles(hand: &Hand) -> Vec<Tile> {
    let mut all = hand.concealed.clone();
    for m in &hand.melds {
        all.extend(&m.tiles);
    }
    all
}

impl Reducible for HandState {
    type Action = HandAction;

    fn reduce(self: Rc<Self>, action: HandAction) -> Rc<Self> {
        let next = (*self).clone();
        let next = match action {
            HandAction::AddTile(tile) => match next.target {
                Target::Hand => {
                    let mut hand = next.hand.clone();
                    hand.concealed.push(tile);
                    if hand.size() > MAX_HAND
                        || tile.is_bonus()
                        || Tiles::new(all_tiles(&hand)).is_err()
                    {
                        return self;
                    }
                    next.with_hand(hand)
                }
                Target::Discards => {
                    let mut discards = next.discards.clone();
                    discards.push(tile);
                    if tile.is_bonus() || Tiles::new(discards.clone()).is_err() {
                        return self;
                    }
                    HandState { discards, ..next }
                }
            },
            HandAction::RemoveHandTile(i) => {
                let mut hand = next.hand.clone();
                if i < hand.concealed.len() {
                    hand.concealed.remove(i);
                }
                next.with_hand(hand)
            }
            HandAction::RemoveDiscard(i) => {
                let mut discards = next.discards.clone();
                if i < discards.len() {
                    discards.remove(i);
                }
                HandState { discards, ..next }
            }
            HandAction::Type(text) => match read(&text, MAX_HAND) {
                Typed::Empty => {
                    let mut n = next.with_hand(empty_hand());
                    n.typed = text;
                    n
                }
                Typed::Hand(hand) => HandState {
                    hand,
                    typed: text,
                    typed_error: None,
                    win: None,
                    ..next
                },
                Typed::Problem(e) => HandState {
                    typed_error: Some(e),
                    typed: text,
                    ..next
                },
            },
            HandAction::SetTarget(target) => HandState { target, ..next },
            HandAction::ClearHand => next.with_hand(empty_hand()),
            HandAction::ClearDiscards => HandState {
                discards: Vec::new(),
                ..next
            },
            HandAction::SetPassed(passed) => HandState {
                passed: Some(passed),
                ..next
            },
            HandAction::SetPassedInRiichi(passed_in_riichi) => HandState {
                passed_in_riichi: Some(passed_in_riichi),
                ..next
            },
            HandAction::SetSince(since) => HandState {
                since: Some(since),
                ..next
            },
            HandAction::PickWin(tile) => HandState {
                win: if next.win == Some(tile) {
                    None
                } else {
                    Some(tile)
                },
                ..next
            },
            HandAction::SetTsumo(tsumo) => HandState {
                tsumo: Some(tsumo),
                ..next
            },
            HandAction::SetRiichi(riichi) => HandState {
                riichi: Some(riichi),
                ..next
            },
            HandAction::SetSeat(seat) => HandState {
                seat: Some(seat % 4),
                ..next
            },
            HandAction::SetRound(round) => HandState {
                round: Some(round % 4),
                ..next
            },
            HandAction::SetDora(dora) => HandState {
                dora: Some(dora),
                ..next
            },
        };
        Rc::new(next)
    }
}

/// Stored as one line, the typed text last; `-` for a question not answered:
///
/// ```text
/// 3;<h|d>;<hand>;<discards>;<passed y|n|->;<in riichi y|n|->;<since nothing|call|draw|->;<win or ->;<tsumo y|n|->;<riichi y|n|->;<seat 0-3|->;<round 0-3|->;<dora|->;<typed text>
/// ```
///
/// Lines of the older versions still read, all of them kept. Version 1 held every question
/// with a value, version 2 every furiten question (only the win questions could be
/// unanswered): the pre-picked value when the user had not answered. A value other than the
/// pre-picked one was the user's answer and reads as answered; the pre-picked one cannot be
/// told from no answer, so it reads as not answered — the check asks it again rather than
/// assume it. Pre-picked were: no winning discard let pass, not in riichi then, nothing
/// since (versions 1 and 2); ron, no riichi, South, East, no dora (version 1).
impl Stored for HandState {
    const KEY: &'static str = "mahjong-referee/hand";

    fn encode(&self) -> String {
        let discards = mpsz_or_empty(&self.discards);
        let number = |n: Option<u8>| n.map_or("-".to_string(), |n| n.to_string());
        let answered = |b: Option<bool>| b.map_or("-", yes);
        [
            "3",
            match self.target {
                Target::Hand => "h",
                Target::Discards => "d",
            },
            &printed(&self.hand),
            &discards,
            answered(self.passed),
            answered(self.passed_in_riichi),
            self.since.map_or("-", |since| match since {
                Since::Nothing => "nothing",
                Since::Call => "call",
                Since::Draw => "draw",
            }),
            &self.win.map_or("-".to_string(), |t| t.to_string()),
            answered(self.tsumo),
            answered(self.riichi),
            &number(self.seat),
            &number(self.round),
            &number(self.dora),
            &self.typed,
        ]
        .join(";")
    }

    fn decode(line: &str) -> Option<HandState> {
        let f: Vec<&str> = line.splitn(14, ';').collect();
        if f.len() != 14 {
            return None;
        }
        // Which questions the line's version pre-picked: the win questions, the furiten ones.
        let (version_1, furiten_prepicked) = match f[0] {
            "1" => (true, true),
            "2" => (false, true),
            "3" => (false, false),
            _ => return None,
        };
        let hand = if f[2].is_empty() {
            empty_hand()
        } else {
            f[2].parse::<Hand>().ok()?
        };
        let discards = if f[3].is_empty() {
            Vec::new()
        } else {
            f[3].parse::<Tiles>().ok()?.into_vec()
        };
        let typed = f[13].to_string();
        let typed_error = match typed.trim() {
            "" => None,
            text => text.parse::<Hand>().err().map(HandProblem::Hand),
        };
        let small = |s: &str, max: u8| s.parse::<u8>().ok().filter(|n| *n <= max);
        // A question's answer: `-` not answered; in a line of a version that pre-picked it,
        // the value it was pre-picked with reads as not answered (see above).
        fn answer<T: PartialEq>(
            text: &str,
            prepicking: bool,
            prepicked: T,
            read: impl Fn(&str) -> Option<T>,
        ) -> Option<Option<T>> {
            if text == "-" && !prepicking {
                return Some(None);
            }
            let value = read(text)?;
            Some((!prepicking || value != prepicked).then_some(value))
        }
        let since = |s: &str| match s {
            "nothing" => Some(Since::Nothing),
            "call" => Some(Since::Call),
            "draw" => Some(Since::Draw),
            _ => None,
        };
        Some(HandState {
            hand,
            typed,
            typed_error,
            target: match f[1] {
                "h" => Target::Hand,
                "d" => Target::Discards,
                _ => return None,
            },
            discards,
            passed: answer(f[4], furiten_prepicked, false, flag)?,
            passed_in_riichi: answer(f[5], furiten_prepicked, false, flag)?,
            since: answer(f[6], furiten_prepicked, Since::Nothing, since)?,
            win: match f[7] {
                "-" => None,
                t => Some(t.parse().ok()?),
            },
            tsumo: answer(f[8], version_1, false, flag)?,
            riichi: answer(f[9], version_1, false, flag)?,
            seat: answer(f[10], version_1, 1, |s| small(s, 3))?,
            round: answer(f[11], version_1, 0, |s| small(s, 3))?,
            dora: answer(f[12], version_1, 0, |s| small(s, 99))?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::ui::test_support::t;

    fn run(actions: Vec<HandAction>) -> HandState {
        crate::ui::test_support::replay(actions)
    }

    /// Each finding opens an incident of the catalogue with answers its questions take, and
    /// every riichi rule set rules on it: the tap never lands on an unreadable incident.
    #[test]
    fn every_finding_opens_a_ruling_under_every_riichi_rule_set() {
        use crate::rules::{RulesetId, catalogue, rule};
        let findings = [
            HandFinding::NoYaku,
            HandFinding::Furiten,
            HandFinding::Noten,
            HandFinding::OpenRiichi,
        ];
        for finding in findings {
            for seat in 0..4 {
                let state = HandState {
                    seat: Some(seat),
                    ..HandState::default()
                };
                for seat_asked in [false, true] {
                    let incident = state
                        .ruling_for(finding, seat_asked)
                        .unwrap_or_else(|e| panic!("{finding:?}: {e}"))
                        .incident;
                    assert!(catalogue::info(incident.kind()).is_some());
                    for ruleset in [RulesetId::Ema2016, RulesetId::Ema2012, RulesetId::Wrc2015] {
                        let ruling = rule(ruleset, &incident);
                        assert!(!ruling.sections.is_empty(), "{finding:?} under {ruleset:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_false_win_shown_by_the_dealer_is_a_chombo_the_dealer_pays() {
        use crate::rules::{RulesetId, rule};
        let dealer = HandState {
            seat: Some(0),
            ..HandState::default()
        };
        let incident = dealer
            .ruling_for(HandFinding::NoYaku, true)
            .unwrap()
            .incident;
        let ruling = rule(RulesetId::Ema2016, &incident);
        assert_eq!(ruling.outcome.code(), "chombo");
        let south = HandState {
            seat: Some(1),
            ..HandState::default()
        }
        .ruling_for(HandFinding::NoYaku, true)
        .unwrap();
        assert_eq!(south.value("dealer"), Some(Value::Yes(false)));
        // The seat not answered: no dealer passed on, the ruling screen asks.
        let unanswered = HandState::default()
            .ruling_for(HandFinding::NoYaku, true)
            .unwrap();
        assert_eq!(unanswered.value("dealer"), None);
    }

    #[test]
    fn taps_go_where_the_target_says() {
        let s = run(vec![
            HandAction::AddTile(t("1m")),
            HandAction::SetTarget(Target::Discards),
            HandAction::AddTile(t("9p")),
            HandAction::AddTile(t("9p")),
        ]);
        assert_eq!(s.hand.concealed, vec![t("1m")]);
        assert_eq!(s.discards, vec![t("9p"), t("9p")]);
        assert_eq!(s.typed, "1m");
    }

    #[test]
    fn a_hand_holds_no_fifth_copy_and_no_fifteenth_tile() {
        let s = run(vec![HandAction::AddTile(t("1m")); 5]);
        assert_eq!(s.hand.concealed.len(), 4);
        let s = run(vec![HandAction::Type("123m456p789s11z [222z]".into())]);
        let s2 = Rc::new(s.clone()).reduce(HandAction::AddTile(t("5m")));
        assert_eq!(s2.hand.size(), 14);
        let s3 = s2.reduce(HandAction::AddTile(t("6m")));
        assert_eq!(s3.hand.size(), 14);
    }

    #[test]
    fn typing_a_hand_with_melds() {
        let s = run(vec![HandAction::Type("123m456p789s1z [222z]".into())]);
        assert_eq!(s.hand.melds.len(), 1);
        assert_eq!(s.typed_error, None);
        let s = run(vec![HandAction::Type("123m [12m".into())]);
        assert_eq!(
            s.typed_error
                .map(|e| e.say(crate::lang::Lang::En, |_, _, _| String::new())),
            Some("unmatched bracket at 6".to_string())
        );
    }

    #[test]
    fn stored_and_read_back() {
        let s = run(vec![
            HandAction::Type("3m3m1s1s1s1p2p3p4p5p6p7p8p".into()),
            HandAction::SetTarget(Target::Discards),
            HandAction::AddTile(t("6p")),
            HandAction::AddTile(t("6p")),
            HandAction::SetPassed(true),
            HandAction::SetSince(Since::Call),
            HandAction::PickWin(t("9p")),
            HandAction::SetTsumo(true),
            HandAction::SetSeat(0),
            HandAction::SetDora(2),
        ]);
        let line = s.encode();
        // In riichi then, riichi and the round wind not answered: stored as not answered.
        assert_eq!(
            line,
            "3;d;33m111s12345678p;66p;y;-;call;9p;y;-;0;-;2;3m3m1s1s1s1p2p3p4p5p6p7p8p"
        );
        assert_eq!(HandState::decode(&line), Some(s.clone()));
        // Answers equal to the old pre-picked values are kept as answers.
        let all = run(vec![
            HandAction::SetPassed(false),
            HandAction::SetPassedInRiichi(false),
            HandAction::SetSince(Since::Nothing),
            HandAction::SetTsumo(false),
            HandAction::SetRiichi(false),
            HandAction::SetSeat(1),
            HandAction::SetRound(0),
            HandAction::SetDora(0),
        ]);
        assert_eq!(all.encode(), "3;h;;;n;n;nothing;-;n;n;1;0;0;");
        assert_eq!(HandState::decode(&all.encode()), Some(all));
        let fresh = HandState::default();
        assert_eq!(fresh.encode(), "3;h;;;-;-;-;-;-;-;-;-;-;");
        assert_eq!(HandState::decode(&fresh.encode()), Some(fresh));
        assert_eq!(HandState::decode("1;x"), None);
        assert_eq!(HandState::decode("4;h;;;n;n;nothing;-;n;n;1;0;0;"), None);
        assert_eq!(HandState::decode("3;h;;;n;n;never;-;n;n;1;0;0;"), None);
        assert_eq!(HandState::decode("2;h;;;n;n;nothing;-;n;n;7;0;0;"), None);
        assert_eq!(HandState::decode("2;h;;;n;n;nothing;-;x;-;-;-;-;"), None);
    }

    /// An entry stored by the version that pre-picked the win questions still reads, all of
    /// it kept: a value the user changed from the pre-picked one is their answer; the
    /// pre-picked value itself cannot be told from no answer and is asked again.
    #[test]
    fn an_entry_of_the_pre_picking_version_reads_without_assuming() {
        let old = "1;d;33m111s12345678p;66p;y;n;call;9p;y;n;0;0;2;3m3m1s1s1s1p2p3p4p5p6p7p8p";
        let s = HandState::decode(old).unwrap();
        assert_eq!(s.hand.concealed.len(), 13);
        assert_eq!(s.typed, "3m3m1s1s1s1p2p3p4p5p6p7p8p");
        assert_eq!(s.target, Target::Discards);
        assert_eq!(s.discards, vec![t("6p"), t("6p")]);
        // Let pass (not the pre-picked No) and a call since: answers; not in riichi then
        // (pre-picked): asked again.
        assert_eq!(
            (s.passed, s.passed_in_riichi, s.since),
            (Some(true), None, Some(Since::Call))
        );
        assert_eq!(s.win, Some(t("9p")));
        assert_eq!(
            (s.tsumo, s.riichi, s.seat, s.round, s.dora),
            (Some(true), None, Some(0), None, Some(2))
        );
        // Written back in the new form, nothing lost.
        assert_eq!(
            s.encode(),
            "3;d;33m111s12345678p;66p;y;-;call;9p;y;-;0;-;2;3m3m1s1s1s1p2p3p4p5p6p7p8p"
        );
        // The old version's fresh entry: nothing answered.
        assert_eq!(
            HandState::decode("1;h;;;n;n;nothing;-;n;n;1;0;0;"),
            Some(HandState::default())
        );
        // Every value changed from the pre-picked one is an answer.
        let changed = HandState::decode("1;h;;;n;n;nothing;-;n;y;2;1;3;").unwrap();
        assert_eq!(
            (
                changed.tsumo,
                changed.riichi,
                changed.seat,
                changed.round,
                changed.dora
            ),
            (None, Some(true), Some(2), Some(1), Some(3))
        );
        // Version 1 had no unanswered questions.
        assert_eq!(HandState::decode("1;h;;;n;n;nothing;-;-;n;1;0;0;"), None);
    }

    #[test]
    fn no_win_question_starts_answered() {
        let s = HandState::default();
        assert_eq!(
            (s.tsumo, s.riichi, s.seat, s.round, s.dora),
            (None, None, None, None, None)
        );
        // Picking the winning tile answers nothing else.
        let s = run(vec![
            HandAction::Type("123m456p789s23s55z".into()),
            HandAction::PickWin(t("1s")),
        ]);
        assert_eq!(
            (s.tsumo, s.riichi, s.seat, s.dora),
            (None, None, None, None)
        );
        // Each answer is kept as given.
        let s = Rc::new(s)
            .reduce(HandAction::SetTsumo(false))
            .reduce(HandAction::SetRiichi(false))
            .reduce(HandAction::SetSeat(1))
            .reduce(HandAction::SetRound(0))
            .reduce(HandAction::SetDora(0));
        assert_eq!(
            (s.tsumo, s.riichi, s.seat, s.round, s.dora),
            (Some(false), Some(false), Some(1), Some(0), Some(0))
        );
    }

    fn check(hand: &str, win: &str, actions: Vec<HandAction>) -> WinCheck {
        let mut all = vec![HandAction::Type(hand.into())];
        all.extend(actions);
        run(all).win_check(RulesetId::Ema2016, t(win))
    }

    fn han(c: &WinCheck) -> Option<(u8, bool)> {
        match c {
            WinCheck::Valid {
                report,
                dora_assumed,
            } => Some((report.han, *dora_assumed)),
            _ => None,
        }
    }

    /// A hand with no yaku on a discard without riichi: the verdict waits for ron or tsumo
    /// and riichi, which decide it, and for nothing else; answered, it is no win, whatever
    /// the seat; in riichi, a win whose points wait for the seat (the dealer's are more),
    /// then shown with no dora, and the dora count not answered said.
    #[test]
    fn the_win_check_waits_for_the_answers_that_decide_it() {
        use WinQuestion::*;
        let hand = "123m456p789s23s55z";
        // A ron in riichi is valid unless furiten: "let a winning discard pass?" decides too.
        assert_eq!(
            check(hand, "1s", vec![]),
            WinCheck::Waiting(vec![Passed, How, Riichi])
        );
        assert_eq!(
            check(hand, "1s", vec![HandAction::SetTsumo(false)]),
            WinCheck::Waiting(vec![Passed, Riichi])
        );
        let not_passed = HandAction::SetPassed(false);
        assert_eq!(
            check(hand, "1s", vec![not_passed.clone()]),
            WinCheck::Waiting(vec![How, Riichi])
        );
        let ron = vec![
            not_passed.clone(),
            HandAction::SetTsumo(false),
            HandAction::SetRiichi(false),
        ];
        assert!(matches!(
            check(hand, "1s", ron),
            WinCheck::NotValid(WinFinding::NoWin(_))
        ));
        let riichi = vec![
            not_passed,
            HandAction::SetTsumo(false),
            HandAction::SetRiichi(true),
        ];
        assert_eq!(
            check(hand, "1s", riichi.clone()),
            WinCheck::ValidPointsWaiting(vec![Seat])
        );
        let mut seat = riichi.clone();
        seat.push(HandAction::SetSeat(1));
        // No wind in the hand: the round wind changes nothing, it is not waited for.
        assert_eq!(han(&check(hand, "1s", seat.clone())), Some((1, true)));
        let mut dora = seat.clone();
        dora.push(HandAction::SetDora(2));
        assert_eq!(han(&check(hand, "1s", dora)), Some((3, false)));
        let mut no_dora = seat;
        no_dora.push(HandAction::SetDora(0));
        assert_eq!(han(&check(hand, "1s", no_dora)), Some((1, false)));
    }

    /// A pung of East is a yaku for the player whose seat or round wind is East: both
    /// winds decide a ron on it without riichi.
    #[test]
    fn the_winds_decide_a_win_when_the_hand_holds_the_wind() {
        use WinQuestion::*;
        let hand = "234m567p789s5z111z";
        let ron = vec![
            HandAction::SetPassed(false),
            HandAction::SetTsumo(false),
            HandAction::SetRiichi(false),
        ];
        assert_eq!(
            check(hand, "5z", ron.clone()),
            WinCheck::Waiting(vec![Seat, Round])
        );
        let mut south = ron.clone();
        south.push(HandAction::SetSeat(1));
        assert_eq!(
            check(hand, "5z", south.clone()),
            WinCheck::Waiting(vec![Round])
        );
        let mut east_round = south.clone();
        east_round.push(HandAction::SetRound(0));
        assert!(matches!(
            check(hand, "5z", east_round),
            WinCheck::Valid { .. }
        ));
        let mut south_round = south;
        south_round.push(HandAction::SetRound(1));
        assert!(matches!(
            check(hand, "5z", south_round),
            WinCheck::NotValid(WinFinding::NoWin(_))
        ));
        // The dealer (East seat): a yaku whatever the round, whose points still turn on it
        // (a double wind).
        let mut dealer = ron;
        dealer.push(HandAction::SetSeat(0));
        assert_eq!(
            check(hand, "5z", dealer),
            WinCheck::ValidPointsWaiting(vec![Round])
        );
    }

    #[test]
    fn a_ron_while_furiten_and_riichi_on_an_open_hand_need_no_other_answer() {
        use WinQuestion::*;
        // 4 sou among the discards: a ron on 1 sou is a furiten ron, whatever else.
        let furiten = vec![
            HandAction::SetTarget(Target::Discards),
            HandAction::AddTile(t("4s")),
        ];
        let hand = "123m456p789s23s99m";
        let mut ron = furiten.clone();
        ron.push(HandAction::SetTsumo(false));
        assert!(matches!(
            check(hand, "1s", ron),
            WinCheck::NotValid(WinFinding::FuritenRon { .. })
        ));
        // Self-drawn: pinfu and menzen tsumo, valid; the han and points wait for the rest.
        let mut tsumo = furiten;
        tsumo.push(HandAction::SetTsumo(true));
        assert_eq!(
            check(hand, "1s", tsumo),
            WinCheck::ValidPointsWaiting(vec![Riichi, Seat])
        );
        // An open hand: riichi decides (riichi on it is an error).
        let open = "123m456p23s99m [789s]";
        assert!(matches!(
            check(open, "1s", vec![HandAction::SetRiichi(true)]),
            WinCheck::OpenRiichi
        ));
        assert_eq!(
            check(open, "1s", vec![HandAction::SetTsumo(true)]),
            WinCheck::Waiting(vec![Riichi])
        );
    }

    /// An entry of version 2 (the win questions could be unanswered, the furiten ones were
    /// pre-picked No, No, nothing yet) still reads, all of it kept: a furiten value other
    /// than the pre-picked one is an answer, the pre-picked one is asked again.
    #[test]
    fn an_entry_of_version_2_asks_the_pre_picked_furiten_answers_again() {
        let fresh = HandState::decode("2;h;;;n;n;nothing;-;-;-;-;-;-;").unwrap();
        assert_eq!(fresh, HandState::default());
        let answered =
            HandState::decode("2;d;33m111s12345678p;66p;y;y;draw;9p;n;y;2;1;3;33m111s12345678p")
                .unwrap();
        assert_eq!(
            (answered.passed, answered.passed_in_riichi, answered.since),
            (Some(true), Some(true), Some(Since::Draw))
        );
        assert_eq!(
            (
                answered.tsumo,
                answered.riichi,
                answered.seat,
                answered.round,
                answered.dora
            ),
            (Some(false), Some(true), Some(2), Some(1), Some(3))
        );
        assert_eq!(answered.discards, vec![t("6p"), t("6p")]);
        assert_eq!(
            answered.encode(),
            "3;d;33m111s12345678p;66p;y;y;draw;9p;n;y;2;1;3;33m111s12345678p"
        );
        // Version 2 had no unanswered furiten question.
        assert_eq!(HandState::decode("2;h;;;-;n;nothing;-;-;-;-;-;-;"), None);
    }

    #[test]
    fn no_furiten_question_starts_answered() {
        let s = HandState::default();
        assert_eq!((s.passed, s.passed_in_riichi, s.since), (None, None, None));
        let s = Rc::new(s)
            .reduce(HandAction::SetPassed(false))
            .reduce(HandAction::SetPassedInRiichi(false))
            .reduce(HandAction::SetSince(Since::Nothing));
        assert_eq!(
            (s.passed, s.passed_in_riichi, s.since),
            (Some(false), Some(false), Some(Since::Nothing))
        );
    }

    fn furiten_of(state: &HandState, ruleset: RulesetId) -> FuritenCheck {
        let waits = crate::riichi::waiting(&state.hand)
            .waits
            .iter()
            .map(|w| w.tile)
            .collect::<Vec<_>>();
        state.furiten_check(ruleset, &waits)
    }

    fn is_furiten(c: &FuritenCheck) -> Option<bool> {
        match c {
            FuritenCheck::Ruled(FuritenVerdict::Ruled { furiten, .. }) => Some(*furiten),
            _ => None,
        }
    }

    /// The furiten verdict waits for "let a winning discard pass?", then for its follow-ups
    /// only where they decide it (EMA 2016: in riichi, furiten to the end of the hand; not,
    /// until the player draws).
    #[test]
    fn the_furiten_verdict_waits_for_the_answers_that_decide_it() {
        use WinQuestion::*;
        let hand = [HandAction::Type("123m456p789s23s99m".into())];
        let state = |more: Vec<HandAction>| run(hand.iter().cloned().chain(more).collect());
        let e16 = RulesetId::Ema2016;
        assert_eq!(
            furiten_of(&state(vec![]), e16),
            FuritenCheck::Waiting(vec![Passed])
        );
        assert_eq!(
            is_furiten(&furiten_of(&state(vec![HandAction::SetPassed(false)]), e16)),
            Some(false)
        );
        // Let pass: in riichi it is furiten whatever happened since; not in riichi, it turns
        // on what happened since — both asked.
        assert_eq!(
            furiten_of(&state(vec![HandAction::SetPassed(true)]), e16),
            FuritenCheck::Waiting(vec![PassedInRiichi, Since])
        );
        let riichi = vec![
            HandAction::SetPassed(true),
            HandAction::SetPassedInRiichi(true),
        ];
        assert_eq!(is_furiten(&furiten_of(&state(riichi), e16)), Some(true));
        // A draw since ends it unless in riichi.
        let drew = vec![
            HandAction::SetPassed(true),
            HandAction::SetSince(super::Since::Draw),
        ];
        assert_eq!(
            furiten_of(&state(drew.clone()), e16),
            FuritenCheck::Waiting(vec![PassedInRiichi])
        );
        // EMA 2012: no riichi exception, only what happened since decides.
        assert_eq!(
            furiten_of(
                &state(vec![HandAction::SetPassed(true)]),
                RulesetId::Ema2012
            ),
            FuritenCheck::Waiting(vec![Since])
        );
        assert_eq!(
            is_furiten(&furiten_of(&state(drew), RulesetId::Ema2012)),
            Some(false)
        );
        // A rule set that does not cover furiten says so at once.
        assert_eq!(
            furiten_of(&state(vec![]), RulesetId::Wrc2015),
            FuritenCheck::Ruled(FuritenVerdict::NotCovered)
        );
    }

    /// A wait among the player's own discards is furiten whatever the furiten questions say:
    /// shown at once, with that reason alone (none assumed), and a ron on it too.
    #[test]
    fn a_wait_in_the_discards_is_furiten_at_once() {
        let s = run(vec![
            HandAction::Type("123m456p789s23s99m".into()),
            HandAction::SetTarget(Target::Discards),
            HandAction::AddTile(t("4s")),
        ]);
        match furiten_of(&s, RulesetId::Ema2016) {
            FuritenCheck::Ruled(FuritenVerdict::Ruled {
                furiten: true,
                reasons,
                ..
            }) => assert_eq!(
                reasons,
                vec![crate::rules::FuritenReason::OwnDiscards {
                    tiles: vec![t("4s")]
                }]
            ),
            other => panic!("{other:?}"),
        }
        let ron = Rc::new(s).reduce(HandAction::SetTsumo(false));
        assert!(matches!(
            ron.win_check(RulesetId::Ema2016, t("1s")),
            WinCheck::NotValid(WinFinding::FuritenRon { .. })
        ));
    }

    /// A ron rests on the furiten answers: with riichi declared (a yaku), the win waits for
    /// "let a winning discard pass?" and, once let pass, for what decides furiten; a
    /// self-drawn win never waits for them.
    #[test]
    fn a_ron_waits_for_the_furiten_answers_that_decide_it() {
        use WinQuestion::*;
        let hand = "123m456p789s23s99m";
        let ron = vec![HandAction::SetTsumo(false), HandAction::SetRiichi(true)];
        let with = |more: Vec<HandAction>| {
            let mut all = ron.clone();
            all.extend(more);
            check(hand, "1s", all)
        };
        assert_eq!(with(vec![]), WinCheck::Waiting(vec![Passed]));
        assert_eq!(
            with(vec![HandAction::SetPassed(true)]),
            WinCheck::Waiting(vec![PassedInRiichi, Since])
        );
        assert!(matches!(
            with(vec![
                HandAction::SetPassed(true),
                HandAction::SetPassedInRiichi(true)
            ]),
            WinCheck::NotValid(WinFinding::FuritenRon { .. })
        ));
        assert_eq!(
            with(vec![HandAction::SetPassed(false)]),
            WinCheck::ValidPointsWaiting(vec![Seat])
        );
        // Self-drawn: furiten changes nothing, not waited for.
        let tsumo = vec![HandAction::SetTsumo(true), HandAction::SetRiichi(true)];
        assert_eq!(
            check(hand, "1s", tsumo),
            WinCheck::ValidPointsWaiting(vec![Seat])
        );
    }
}
