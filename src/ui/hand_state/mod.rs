//! What the user has entered in the hand check: the hand, discards, the furiten questions
//! and the win to check — and what the win check finds from the answers given, waiting for
//! the ones that decide it ([`HandState::win_check`]).
//!
//! Its rooms: this file holds the entries, the actions and what a finding opens; `check` the
//! furiten and win checks, waiting for the answers that decide them; `reducer` how each
//! action changes the entries; `stored` the line they are stored as.

mod check;
mod reducer;
mod stored;
#[cfg(test)]
mod tests;

pub use check::{FuritenCheck, WinCheck, WinQuestion};

use crate::riichi::Hand;
use crate::rules::catalogue::Value;
use crate::rules::{IncidentError, Situation};
use crate::tiles::Tile;
use crate::ui::typed_hand::{HandProblem, empty_hand};

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
