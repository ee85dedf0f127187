//! The facts of the incidents of tiles drawn, exposed or knocked over (the catalogue's
//! "Tiles"): a wrong draw, tiles exposed, tiles exposed with nobody at fault.

use super::declare::{choices, facts};
use super::fact::{fact, mcr, riichi};
use serde::Serialize;

facts! {
/// A tile drawn from the wrong place in the wall.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WrongDraw {
    /// Has the player discarded since?
    pub discarded: bool = "discarded" => fact("Has the player discarded since?"),
    /// Did the tile go in among the player's tiles?
    pub into_hand: bool = "intoHand" => fact("Did the tile go in among the player's tiles?"),
    /// Was it taken from the dead wall (riichi)?
    pub dead_wall: bool = "deadWall" => riichi("Was it taken from the dead wall?"),
    /// Fouls this player already had in this session (MCR escalation).
    pub prior_fouls: u8 = "priorFouls" => mcr("Fouls this player already had this session"),
}
}

choices! {
/// Where exposed tiles came from.
pub enum ExposedFrom {
    /// The live wall.
    Wall = "wall",
    /// The dead wall (riichi).
    DeadWall = "dead-wall",
    /// The player's own hand.
    OwnHand = "own-hand",
    /// Another player's hand.
    OpponentHand = "opponent-hand",
}
}

facts! {
/// Tiles exposed or knocked over by accident.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ExposedTiles {
    /// Where from.
    pub from: ExposedFrom = "from" => fact("Where were the tiles?"),
    /// How many tiles.
    pub count: u8 = "count" => fact("How many tiles?").up_to(136).defaults_to("1"),
    /// During the deal, before play began.
    pub during_deal: bool = "duringDeal" => fact("During the deal, before play began?"),
    /// Can play go on fairly? (The referee's judgement.)
    pub play_can_continue: bool = "playCanContinue"
        => fact("Can play go on fairly? (the referee's judgement)").defaults_to("true"),
    /// Is the offender the dealer (riichi: the chombo payment)?
    pub dealer: bool = "dealer" => riichi("Is the offender the dealer?"),
    /// A game outside a tournament (EMA 2016 §3.4.6: its chombo is a reverse mangan).
    pub casual: bool = "casual" => riichi("Is the game played outside a tournament?").of_the_game(),
    /// Fouls the offender already had in this session (MCR escalation).
    pub prior_fouls: u8 = "priorFouls" => mcr("Fouls this player already had this session"),
}
}

facts! {
/// Tiles exposed with no player at fault: the table, the wall or a rack collapsed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ExposedNoFault {
    /// Can play go on fairly? (The referee's judgement.)
    pub play_can_continue: bool = "playCanContinue"
        => fact("Can play go on fairly? (the referee's judgement)").defaults_to("true"),
}
}
