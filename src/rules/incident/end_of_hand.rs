//! The facts of the incidents at the end of a hand (the catalogue's "End of a hand"): an
//! exhaustive draw, the time signal, an abortive draw, a counting mistake, a chombo with a
//! win or a draw, a winning tile not shown apart.

use super::declare::{choices, facts};
use super::fact::{fact, mcr};
use serde::Serialize;

facts! {
/// An exhaustive draw: who pays the noten payments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ExhaustiveDraw {
    /// How many players show a tenpai hand (0–4).
    pub tenpai: u8 = "tenpai" => fact("How many players show a tenpai hand?").up_to(4),
}
}

facts! {
/// The time signal of a time-limited session has sounded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TimeSignal {
    /// Had the dice of the hand under way been thrown?
    pub dice_thrown: bool = "diceThrown" => fact("Had the dice of the hand under way been thrown?"),
    /// Is the full game already complete?
    pub game_complete: bool = "gameComplete" => fact("Is the full game already complete?"),
}
}

choices! {
/// Why a hand might end in an abortive draw.
pub enum AbortiveCause {
    /// Nine different terminals and honours after the first draw.
    NineTerminals = "nine-terminals",
    /// A fourth kong, the kongs not all one player's.
    FourKongs = "four-kongs",
    /// The same wind discarded by all four in the first go-around.
    FourWinds = "four-winds",
    /// All four players in riichi.
    FourRiichi = "four-riichi",
}
}

facts! {
/// A situation that ended hands in an abortive draw under older rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AbortiveDraw {
    /// Which one.
    pub cause: AbortiveCause = "cause" => fact("What happened?"),
}
}

choices! {
/// What went wrong while a win was being counted.
pub enum CountingError {
    /// The winning tile was not taken into the hand.
    WinningTileNotAdded = "winning-tile-not-added",
    /// The winner broke up the hand (used its tiles to count).
    HandNotIntact = "hand-not-intact",
    /// The winner counted their own flowers.
    OwnFlowersAdded = "own-flowers-added",
    /// Another player showed their tiles before the win was agreed.
    OtherShowedTiles = "other-showed-tiles",
    /// Another player broke the wall before the win was agreed.
    WallBroken = "wall-broken",
    /// Another player helped the winner count.
    HelpedCount = "helped-count",
}
}

facts! {
/// An error while counting a win (MCR).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Counting {
    /// What went wrong.
    pub error: CountingError = "error" => fact("What went wrong?"),
    /// Fouls that player already had in this session (MCR escalation).
    pub prior_fouls: u8 = "priorFouls" => mcr("Fouls that player already had this session"),
}
}

facts! {
/// A chombo at the same moment as a win or an exhaustive draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ChomboWith {
    /// With an exhaustive draw rather than a win.
    pub exhaustive_draw: bool = "exhaustiveDraw" => fact("With an exhaustive draw (not a win)?"),
}
}

facts! {
/// A win whose winning tile was not shown apart from the hand (MCR).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WinningTileNotShown {
    /// Without the fans it loses (the waits, Last Tile, Nine Gates), the hand is short of
    /// 8 points.
    pub short_of_8: bool = "shortOf8"
        => mcr("Without the wait fans, Last Tile and Nine Gates, is the hand short of 8 points?"),
}
}
