//! What the user has entered in the hand check: the hand, discards, the furiten questions
//! and the win to check.

use crate::riichi::{Hand, WinConditions};
use crate::rules::catalogue::Value;
use crate::rules::{IncidentError, Situation};
use crate::tiles::{Tile, Tiles, mpsz_or_empty};
use crate::ui::hooks::Stored;
use crate::ui::typed_hand::{HandProblem, Typed, empty_hand, flag, printed, read, yes};
use std::rc::Rc;
use yew::Reducible;

/// The most tiles the hand holds: thirteen, or fourteen to check a complete hand.
pub const MAX_HAND: usize = 14;

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
    /// The player let a winning discard pass.
    pub passed: bool,
    /// … after declaring riichi.
    pub passed_in_riichi: bool,
    /// … and since then.
    pub since: Since,
    /// The winning tile to check, one of the waits.
    pub win: Option<Tile>,
    /// Self-drawn.
    pub tsumo: bool,
    /// Riichi declared.
    pub riichi: bool,
    /// Seat wind, 0 east (dealer) … 3 north.
    pub seat: u8,
    /// Round wind, 0 east … 3 north.
    pub round: u8,
    /// Dora count.
    pub dora: u8,
}

impl Default for HandState {
    fn default() -> HandState {
        HandState {
            hand: empty_hand(),
            typed: String::new(),
            typed_error: None,
            target: Target::Hand,
            discards: Vec::new(),
            passed: false,
            passed_in_riichi: false,
            since: Since::Nothing,
            win: None,
            tsumo: false,
            riichi: false,
            seat: 1,
            round: 0,
            dora: 0,
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

impl HandState {
    /// The incident a finding leads to, with the answers the check gives it. The hand was
    /// tapped in from what the referee saw, so it was laid open; the offender is the dealer
    /// when the seat wind is East — once `seat_asked` (the win check shows that question),
    /// else the ruling screen asks.
    ///
    /// ```
    /// use mahjong_referee::ui::hand_state::{HandFinding, HandState};
    /// let mut state = HandState::default();
    /// state.seat = 0; // East: the dealer
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
        if seat_asked && finding != HandFinding::OpenRiichi {
            facts.push(("dealer", Value::Yes(self.seat == 0)));
        }
        Situation::with(kind, facts)
    }

    /// The win conditions entered.
    pub fn conditions(&self) -> WinConditions {
        WinConditions {
            tsumo: self.tsumo,
            riichi: self.riichi,
            seat_wind: self.seat,
            round_wind: self.round,
            dora: self.dora,
            ..WinConditions::default()
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
            HandAction::SetPassed(passed) => HandState { passed, ..next },
            HandAction::SetPassedInRiichi(passed_in_riichi) => HandState {
                passed_in_riichi,
                ..next
            },
            HandAction::SetSince(since) => HandState { since, ..next },
            HandAction::PickWin(tile) => HandState {
                win: if next.win == Some(tile) {
                    None
                } else {
                    Some(tile)
                },
                ..next
            },
            HandAction::SetTsumo(tsumo) => HandState { tsumo, ..next },
            HandAction::SetRiichi(riichi) => HandState { riichi, ..next },
            HandAction::SetSeat(seat) => HandState {
                seat: seat % 4,
                ..next
            },
            HandAction::SetRound(round) => HandState {
                round: round % 4,
                ..next
            },
            HandAction::SetDora(dora) => HandState { dora, ..next },
        };
        Rc::new(next)
    }
}

/// Stored as one line, the typed text last:
///
/// ```text
/// 1;<h|d>;<hand>;<discards>;<passed y|n>;<in riichi y|n>;<since nothing|call|draw>;<win or ->;<tsumo y|n>;<riichi y|n>;<seat 0-3>;<round 0-3>;<dora>;<typed text>
/// ```
impl Stored for HandState {
    const KEY: &'static str = "mahjong-referee/hand";

    fn encode(&self) -> String {
        let discards = mpsz_or_empty(&self.discards);
        [
            "1",
            match self.target {
                Target::Hand => "h",
                Target::Discards => "d",
            },
            &printed(&self.hand),
            &discards,
            yes(self.passed),
            yes(self.passed_in_riichi),
            match self.since {
                Since::Nothing => "nothing",
                Since::Call => "call",
                Since::Draw => "draw",
            },
            &self.win.map_or("-".to_string(), |t| t.to_string()),
            yes(self.tsumo),
            yes(self.riichi),
            &self.seat.to_string(),
            &self.round.to_string(),
            &self.dora.to_string(),
            &self.typed,
        ]
        .join(";")
    }

    fn decode(line: &str) -> Option<HandState> {
        let f: Vec<&str> = line.splitn(14, ';').collect();
        if f.len() != 14 || f[0] != "1" {
            return None;
        }
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
            passed: flag(f[4])?,
            passed_in_riichi: flag(f[5])?,
            since: match f[6] {
                "nothing" => Since::Nothing,
                "call" => Since::Call,
                "draw" => Since::Draw,
                _ => return None,
            },
            win: match f[7] {
                "-" => None,
                t => Some(t.parse().ok()?),
            },
            tsumo: flag(f[8])?,
            riichi: flag(f[9])?,
            seat: small(f[10], 3)?,
            round: small(f[11], 3)?,
            dora: small(f[12], 99)?,
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
                    seat,
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
            seat: 0,
            ..HandState::default()
        };
        let incident = dealer
            .ruling_for(HandFinding::NoYaku, true)
            .unwrap()
            .incident;
        let ruling = rule(RulesetId::Ema2016, &incident);
        assert_eq!(ruling.outcome.code(), "chombo");
        let south = HandState::default()
            .ruling_for(HandFinding::NoYaku, true)
            .unwrap();
        assert_eq!(south.value("dealer"), Some(Value::Yes(false)));
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
                .map(|e| e.say(crate::lang::Lang::En, |_, _| String::new())),
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
        assert_eq!(
            line,
            "1;d;33m111s12345678p;66p;y;n;call;9p;y;n;0;0;2;3m3m1s1s1s1p2p3p4p5p6p7p8p"
        );
        assert_eq!(HandState::decode(&line), Some(s));
        let fresh = HandState::default();
        assert_eq!(HandState::decode(&fresh.encode()), Some(fresh));
        assert_eq!(HandState::decode("1;x"), None);
        assert_eq!(HandState::decode("2;h;;;n;n;nothing;-;n;n;1;0;0;"), None);
        assert_eq!(HandState::decode("1;h;;;n;n;nothing;-;n;n;7;0;0;"), None);
    }
}
