//! The facts of the riichi incidents (the catalogue's "Riichi"): a riichi declared wrongly,
//! a noten riichi, a furiten ron, an invalid concealed kong after riichi.

use super::declare::{choices, facts};
use super::fact::{Value, fact, riichi};
use serde::Serialize;

choices! {
/// What went wrong with a riichi declaration.
pub enum RiichiError {
    /// The 1 000-point stick was not put out.
    NoStick = "no-stick",
    /// "Riichi" was not said.
    NoCall = "no-call",
    /// The discard was not turned sideways.
    NoRotation = "no-rotation",
    /// The hand was open.
    OpenHand = "open-hand",
    /// The turned tile was claimed and the next discard was not turned.
    RotationAfterClaim = "rotation-after-claim",
}
}

facts! {
/// A riichi declaration made wrongly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RiichiDeclaration {
    /// What went wrong.
    pub error: RiichiError = "error" => fact("What went wrong?"),
}
}

facts! {
/// A riichi hand found not waiting at an exhaustive draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NotenRiichi {
    /// The hand was declared dead after the riichi, and that alone makes it noten.
    pub dead_after_riichi: bool = "deadAfterRiichi"
        => fact("Is the hand noten only because it was declared dead after the riichi?"),
    /// The offender is the dealer.
    pub dealer: bool = "dealer" => fact("Is the offender the dealer?"),
    /// A game outside a tournament (EMA 2016 §3.4.6: its chombo is a reverse mangan).
    pub casual: bool = "casual" => riichi("Is the game played outside a tournament?").of_the_game(),
    /// For a hand dead after its riichi: how many players show a tenpai hand at the draw
    /// (0–3; the offender is noten), which the noten penalty turns on.
    pub tenpai: u8 = "tenpai"
        => riichi("How many players show a tenpai hand at the draw?")
            .up_to(3)
            .when(dead_after_its_riichi, "only for a hand dead after its riichi"),
}
}

/// Whether a noten riichi hand is noten only because it was declared dead (or not known yet).
fn dead_after_its_riichi(value: &dyn Fn(&str) -> Option<Value>) -> bool {
    !matches!(value("deadAfterRiichi"), Some(Value::Yes(false)))
}

facts! {
/// A furiten player declared a win on a discard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FuritenRon {
    /// The hand was laid open.
    pub tiles_shown: bool = "tilesShown" => fact("Was the hand laid open?"),
    /// The offender is the dealer.
    pub dealer: bool = "dealer" => fact("Is the offender the dealer?"),
    /// A game outside a tournament (EMA 2016 §3.4.6: its chombo is a reverse mangan).
    pub casual: bool = "casual" => riichi("Is the game played outside a tournament?").of_the_game(),
}
}

facts! {
/// A concealed kong declared after riichi that was not allowed (it changed the wait or the
/// hand's reading), found out at a win or a drawn game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RiichiKong {
    /// The offender is the dealer.
    pub dealer: bool = "dealer" => fact("Is the offender the dealer?"),
    /// A game outside a tournament (EMA 2016 §3.4.6: its chombo is a reverse mangan).
    pub casual: bool = "casual" => riichi("Is the game played outside a tournament?").of_the_game(),
}
}
