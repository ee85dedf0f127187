//! What happened: the irregularity and the facts that change its ruling.
//!
//! Each incident is declared once, here: its facts as a struct (`facts!`: each field with its
//! JSON name and its question, which rule sets ask it and when; its kind of value comes from
//! the field's type) and one entry in the `incidents!` list (its kind, title, group,
//! keywords and example). From that come the [`Incident`] type, the
//! [catalogue](super::catalogue) and its questions, the strict readers of every door
//! ([`Situation::from_value`], [`Incident::from_facts`]), the TypeScript type, and the
//! widget's form (a [`Situation`] it sets facts on).
//!
//! Adding an incident: its struct here (if it has facts) and its entry in `incidents!`; one
//! arm (and function) in each rule set's module; its title, keywords, questions and answer
//! labels and any new ruling sentence in every language pack (`lang/*.txt`, under keys
//! `incident.<kind>.…` and `say.…`) — the compiler and the tests ask for each, naming the key.

use super::catalogue::{Group, IncidentInfo};
use super::fact::{Fact, FactType, Value, choices, fact, mcr, required, riichi};
use crate::mcr::{McrHand, McrHandError, McrInput, McrReport, Verdict};
use crate::sets::SetCheck;
use crate::strict::UnknownField;
use crate::tiles::{ParseTilesError, Tiles};
use serde::Serialize;
use std::fmt;
use std::str::FromStr;

/// An incident's facts, by their JSON names: read and set.
trait Facts {
    /// A fact's value (`None`: no such fact, or no value, e.g. no group).
    fn value(&self, field: &str) -> Option<Value>;
    /// Sets a fact from a value of its kind (checked against the fact already).
    fn set(&mut self, field: &str, value: &Value) -> Result<(), IncidentError>;
}

/// A struct of facts, declared once: each field with its JSON name and its fact
/// (`pub minutes: u16 = "minutes" => required("How many minutes late?")`); its kind of value
/// comes from the field's type ([`FactType`]). From it come the struct, its `FACTS`, its
/// `Default` (each fact's default answer) and its reading and writing by name. A field
/// without a name (an MCR hand shown) is not a fact.
macro_rules! facts {
    ($(#[$m:meta])* pub struct $name:ident {
        $( $(#[$fm:meta])* pub $field:ident : $ty:ty $(= $json:literal => $fact:expr)? ),* $(,)?
    }) => {
        $(#[$m])*
        pub struct $name {
            $( $(#[$fm])* pub $field: $ty, )*
        }

        impl $name {
            /// Its facts, in the order they are asked.
            pub const FACTS: &'static [Fact] = &[ $( $( ($fact).of::<$ty>($json), )? )* ];
        }

        impl Default for $name {
            /// Every fact at its default answer.
            fn default() -> $name {
                let mut out = $name { $( $field: Default::default(), )* };
                unusual_defaults(&mut out, <$name>::FACTS);
                out
            }
        }

        impl Facts for $name {
            fn value(&self, field: &str) -> Option<Value> {
                match field {
                    $( $( $json => FactType::to_value(&self.$field), )? )*
                    _ => None,
                }
            }

            fn set(&mut self, field: &str, value: &Value) -> Result<(), IncidentError> {
                match field {
                    $( $( $json => put(&mut self.$field, value, $json), )? )*
                    _ => Err(unknown_field(field, <$name>::FACTS)),
                }
            }
        }
    };
}

/// Sets a field from a fact's value (one copy per field type, not per field).
#[inline(never)]
fn put<T: FactType>(slot: &mut T, value: &Value, field: &'static str) -> Result<(), IncidentError> {
    *slot = T::from_value(value).ok_or_else(|| mismatch(field, value))?;
    Ok(())
}

/// Puts the facts whose default is not their type's (a count of 1, a yes) at it. The
/// catalogue's tests check each reads.
fn unusual_defaults(out: &mut dyn Facts, facts: &[Fact]) {
    for f in facts {
        if let Some(value) = f.unusual_default().and_then(|d| f.typed(d).ok()) {
            let _ = out.set(f.field, &value);
        }
    }
}

/// A value not of its fact's kind (the caller checked it against the fact: said as an
/// error, never a panic).
#[cold]
fn mismatch(field: &'static str, value: &Value) -> IncidentError {
    IncidentError::Type {
        field,
        what: format!("'{value}' is not of its kind"),
    }
}

fn unknown_field(field: &str, facts: &[Fact]) -> IncidentError {
    let fields: Vec<&'static str> = facts.iter().map(|f| f.field).collect();
    IncidentError::UnknownField(UnknownField::new(field, &fields))
}

/// Whether a replacement tile can be due: after a kong's four tiles or a flower declared
/// (or while the tiles are not known).
fn a_replacement_can_be_due(value: &dyn Fn(&str) -> Option<Value>) -> bool {
    match value("tiles") {
        Some(Value::Tiles(t)) => t.len() == 4 || t.len() == 1,
        _ => true,
    }
}

choices! {
/// Where the replacement tile is, after a kong or a flower (MCR rule sets ask; riichi rule
/// sets rule on the discard alone).
///
/// ```
/// use mahjong_referee::rules::Replacement;
/// assert_eq!(Replacement::default(), Replacement::NotTaken);
/// ```
pub enum Replacement {
    /// No replacement tile drawn (or none was due).
    NotTaken = "not-taken",
    /// Drawn from the wall but not yet put among the player's tiles.
    Taken = "taken",
    /// Drawn and put among the player's tiles.
    InHand = "in-hand",
}
}

choices! {
/// A call a player made.
pub enum Call {
    /// Chow.
    Chow = "chow",
    /// Pung.
    Pung = "pung",
    /// Kong on a discard.
    Kong = "kong",
    /// A concealed kong declared.
    ConcealedKong = "concealed-kong",
    /// Riichi.
    Riichi = "riichi",
    /// A win (ron, tsumo, hu, mahjong).
    Win = "win",
}
}

facts! {
/// A call the player could not make ("empty call").
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EmptyCall {
    /// Which call.
    pub call: Call = "call" => fact("Which call?").riichi_only(&["riichi"]),
    /// Were tiles shown (for a win: the hand laid open)?
    pub tiles_shown: bool = "tilesShown"
        => fact("Were tiles shown (for a win: the hand laid open)?"),
    /// Is the offender the dealer? (Sizes a riichi chombo payment.)
    pub dealer: bool = "dealer" => riichi("Is the offender the dealer?"),
    /// A game outside a tournament (EMA 2016 §3.4.6: its chombo is a reverse mangan).
    pub casual: bool = "casual" => riichi("Is the game played outside a tournament?").of_the_game(),
    /// For a win shown under MCR: the hand is four sets and a pair, only short of 8 points
    /// (otherwise it is an incorrect hand).
    pub four_sets_and_pair: bool = "fourSetsAndPair"
        => mcr("For a win shown: four sets and a pair, only short of 8 points?"),
    /// Fouls this player already had in this session (MCR escalation).
    pub prior_fouls: u8 = "priorFouls" => mcr("Fouls this player already had this session"),
    /// For a win shown under MCR: the hand itself (see [`crate::mcr::McrInput`]). When
    /// given, the tiles decide the tier and `fourSetsAndPair` is not needed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand: Option<McrInput>,
}
}

impl EmptyCall {
    /// The analysis of the shown MCR hand, when one was given (checked when the incident
    /// was read, so it reads here).
    ///
    /// ```
    /// use mahjong_referee::rules::Incident;
    /// use mahjong_referee::mcr::Verdict;
    /// let i: Incident = r#"{"kind": "empty-call", "call": "win", "tilesShown": true,
    ///     "hand": {"concealed": "123m456p789s1122z", "win": "3z"}}"#.parse().unwrap();
    /// let Incident::EmptyCall(c) = i else { unreachable!() };
    /// assert_eq!(c.shown_hand().unwrap().verdict, Verdict::NotComplete);
    /// ```
    pub fn shown_hand(&self) -> Option<McrReport> {
        let hand = McrHand::from_input(self.hand.as_ref()?).ok()?;
        Some(McrReport::of(&hand))
    }

    /// What the hu shown is, for its ruling: decided from the tiles when the hand was given
    /// (analysed once here), else from the `fourSetsAndPair` fact.
    ///
    /// ```
    /// use mahjong_referee::rules::{Incident, ShownHu};
    /// let i: Incident = r#"{"kind": "empty-call", "call": "win", "tilesShown": true, "fourSetsAndPair": true}"#.parse().unwrap();
    /// let Incident::EmptyCall(c) = i else { unreachable!() };
    /// assert!(matches!(c.shown_hu(), ShownHu::ShortOf8(None)));
    /// ```
    pub fn shown_hu(&self) -> ShownHu {
        match self.shown_hand() {
            Some(r) if r.verdict == Verdict::Valid => ShownHu::Valid(r),
            Some(r) if r.verdict == Verdict::Under8 => ShownHu::ShortOf8(Some(r)),
            Some(r) => ShownHu::Incorrect(Some(r)),
            None if self.four_sets_and_pair => ShownHu::ShortOf8(None),
            None => ShownHu::Incorrect(None),
        }
    }
}

/// A hu called with the hand shown under MCR, as its ruling sees it (the analysis of the
/// tiles, when they were given, goes with it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShownHu {
    /// The tiles make a valid hu: no false hu.
    Valid(McrReport),
    /// Four sets and a pair, short of 8 points without flowers.
    ShortOf8(Option<McrReport>),
    /// Not a complete hand.
    Incorrect(Option<McrReport>),
}

facts! {
/// A player arrived late for a session.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Late {
    /// Whole minutes late.
    pub minutes: u16 = "minutes" => required("How many minutes late?"),
    /// Seconds past those minutes (a stopwatch gives them): asked where they decide, when a
    /// document's limit falls on the minutes given (EMA's "ten or less": 10 min 30 s is
    /// more) or below the first whole minute.
    pub seconds: u8 = "seconds" => fact("How many seconds past those minutes?").up_to(59),
}
}

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

facts! {
/// A player passed information or hints to another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PassingInformation {
    /// Serious, or repeated after a warning.
    pub serious: bool = "serious" => fact("Serious, or repeated after a warning?"),
    /// Fouls this player already had in this session (MCR escalation).
    pub prior_fouls: u8 = "priorFouls" => mcr("Fouls this player already had this session"),
}
}

facts! {
/// A claimed tile left on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClaimNotTaken {
    /// Discards made since the claim, the claimer's own included.
    pub discards_since: u8 = "discardsSince"
        => required("How many discards since the claim, the claimer's own included?").up_to(4),
}
}

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
/// Deliberate obstruction (stalling, destroying the wall, abusing the rules).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Obstruction {
    /// Serious, or repeated after a penalty.
    pub repeated: bool = "repeated" => fact("Serious, or repeated after a penalty?"),
}
}

facts! {
/// A player with a dead hand claimed a tile or declared a kong or riichi.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DeadHandCall {
    /// The dead hand had been declared to the table.
    pub declared_dead: bool = "declaredDead"
        => fact("Had the dead hand been declared to the table?"),
    /// The offender is the dealer.
    pub dealer: bool = "dealer" => riichi("Is the offender the dealer?"),
    /// A game outside a tournament (EMA 2016 §3.4.6: its chombo is a reverse mangan).
    pub casual: bool = "casual" => riichi("Is the game played outside a tournament?").of_the_game(),
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

facts! {
/// A player replaced by a substitute (illness, leaving, disqualification).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Substitution {
    /// Play at the table had already begun.
    pub during_session: bool = "duringSession" => fact("Had play at the table already begun?"),
    /// Where the substitute finished at the table, which sets the others' uma when the
    /// substitute played from the start (EMA).
    pub place: Place = "place"
        => riichi("Where did the substitute finish at the table?")
            .when(played_from_the_start, "only for a substitute who played from the start"),
}
}

choices! {
/// A place at the table by final score.
pub enum Place {
    /// The highest score.
    First = "first",
    /// The second.
    Second = "second",
    /// The third.
    Third = "third",
    /// The lowest.
    Fourth = "fourth",
}
}

impl Place {
    /// The four places, first to fourth.
    pub const ALL: [Place; 4] = [Place::First, Place::Second, Place::Third, Place::Fourth];

    /// Its index among the four places, 0 for the first.
    ///
    /// ```
    /// use mahjong_referee::rules::Place;
    /// assert_eq!(Place::Fourth.index(), 3);
    /// ```
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// Whether a substitute played from the start of the session (or it is not known yet).
fn played_from_the_start(value: &dyn Fn(&str) -> Option<Value>) -> bool {
    !matches!(value("duringSession"), Some(Value::Yes(true)))
}

choices! {
/// What was done out of order when claiming a discard.
pub enum OrderError {
    /// Tiles shown before the call.
    ShownBeforeCall = "shown-before-call",
    /// The discard taken before the call.
    TakenBeforeCall = "taken-before-call",
    /// The discard taken after the call but before the matching tiles were shown.
    TakenBeforeShowing = "taken-before-showing",
}
}

facts! {
/// Claiming a discard in the wrong order (call, show, take).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClaimOrder {
    /// What was done out of order.
    pub error: OrderError = "error" => fact("What was done out of order?"),
    /// The claim was for a win.
    pub win: bool = "win" => fact("Was the claim for a win?"),
    /// Fouls this player already had in this session (MCR escalation).
    pub prior_fouls: u8 = "priorFouls" => mcr("Fouls this player already had this session"),
}
}

facts! {
/// A player touched the wall tile, then wanted to call the discard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WallTouched {
    /// The tile was touched (not only reached for).
    pub touched: bool = "touched" => fact("Was the wall tile touched, not only reached for?"),
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

choices! {
/// What a player had shown when a changed call was ruled.
pub enum Shown {
    /// No tiles.
    None = "none",
    /// The tiles for the meld.
    MeldTiles = "meld-tiles",
    /// The whole hand.
    Hand = "hand",
}
}

facts! {
/// A player called one thing and then another ("pung — no, ron").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ChangedCall {
    /// The first call was for a win (otherwise for a meld).
    pub first_was_win: bool = "firstWasWin" => fact("Was the first call for a win?"),
    /// The first call could have been made.
    pub first_possible: bool = "firstPossible" => fact("Could the first call have been made?"),
    /// The second word came at once, as a correction of the first.
    pub quick: bool = "quick" => riichi("Did the second word follow at once, as a correction?"),
    /// What had been shown.
    pub shown: Shown = "shown" => fact("What had been shown?"),
    /// The offender is the dealer (riichi chombo payment).
    pub dealer: bool = "dealer" => riichi("Is the offender the dealer?"),
    /// A game outside a tournament (EMA 2016 §3.4.6: its chombo is a reverse mangan).
    pub casual: bool = "casual" => riichi("Is the game played outside a tournament?").of_the_game(),
    /// Fouls this player already had in this session (MCR escalation).
    pub prior_fouls: u8 = "priorFouls" => mcr("Fouls this player already had this session"),
    /// For a hu called first with the hand laid open under MCR: four sets and a pair, only
    /// short of 8 points (otherwise an incorrect hand).
    pub four_sets_and_pair: bool = "fourSetsAndPair"
        => mcr("For a hu shown: four sets and a pair, only short of 8 points?")
            .when(a_hu_shown, "only for a hu called first with the hand shown"),
}
}

/// Whether a changed call's first word was a hu with the hand laid open (or not known yet).
fn a_hu_shown(value: &dyn Fn(&str) -> Option<Value>) -> bool {
    !matches!(value("firstWasWin"), Some(Value::Yes(false)))
        && !matches!(value("shown"), Some(Value::Choice(s)) if s != "hand")
}

facts! {
/// A call made with a word the rules do not name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WrongWord {
    /// The call was for a win.
    pub win: bool = "win" => fact("Was the call for a win?"),
    /// The word is a variant everyone understood (a tolerated word, a translation, "ron"
    /// for "tsumo").
    pub understood: bool = "understood"
        => fact(
            "Was it a variant everyone understood (a tolerated word, a translation, ron for tsumo)?",
        ),
    /// The player corrected it at once.
    pub corrected: bool = "corrected" => riichi("Was it corrected at once?"),
    /// The hand was laid open.
    pub tiles_shown: bool = "tilesShown" => fact("Was the hand laid open?"),
    /// The offender is the dealer (riichi chombo payment).
    pub dealer: bool = "dealer" => riichi("Is the offender the dealer?"),
    /// A game outside a tournament (EMA 2016 §3.4.6: its chombo is a reverse mangan).
    pub casual: bool = "casual" => riichi("Is the game played outside a tournament?").of_the_game(),
    /// Fouls this player already had in this session (MCR escalation).
    pub prior_fouls: u8 = "priorFouls" => mcr("Fouls this player already had this session"),
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

facts! {
/// The facts of a false set.
///
/// ```
/// use mahjong_referee::rules::Incident;
/// let Ok(Incident::FalseSet(f)) = r#"{"kind":"false-set","tiles":"445m"}"#.parse() else { panic!() };
/// assert_eq!(f.group.unwrap().reason(), "4m 4m 5m: not three in a row and not three alike");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FalseSet {
    /// The group as shown and what it is, if the tiles were given.
    pub group: Option<SetCheck> = "tiles" => required("Which tiles were shown for the group?"),
    /// Has the player discarded since?
    pub discarded: bool = "discarded" => required("Has the player discarded since?"),
    /// Where the replacement tile is (MCR).
    pub replacement: Replacement = "replacement"
        => mcr("After a kong: where is the replacement tile?")
            .when(a_replacement_can_be_due, "only for a kong's four tiles or a flower declared"),
    /// Fouls this player already had in this session.
    pub prior_fouls: u8 = "priorFouls" => mcr("Fouls this player already had this session"),
}
}

/// Written out as its reader takes it: the group's tiles in mpsz (absent when not known),
/// `discarded`, `replacement`, `priorFouls`.
impl Serialize for FalseSet {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut out = serializer.serialize_struct("FalseSet", 4)?;
        match &self.group {
            Some(g) => out.serialize_field("tiles", &g.tiles.to_string())?,
            None => out.skip_field("tiles")?,
        }
        out.serialize_field("discarded", &self.discarded)?;
        out.serialize_field("replacement", &self.replacement)?;
        out.serialize_field("priorFouls", &self.prior_fouls)?;
        out.end()
    }
}

impl FalseSet {
    /// The tiles form a chow, pung or kong after all: nothing to rule.
    ///
    /// ```
    /// use mahjong_referee::rules::Incident;
    /// let Ok(Incident::FalseSet(f)) = r#"{"kind":"false-set","tiles":"456m"}"#.parse() else { panic!() };
    /// assert!(f.is_a_real_set());
    /// ```
    pub fn is_a_real_set(&self) -> bool {
        self.group.as_ref().is_some_and(SetCheck::is_meld)
    }
}

/// The incidents, each declared once here: its kind, its facts' struct (if it has facts)
/// and its catalogue entry (title, group, keywords, example). From this list come the
/// [`Incident`] type, its [`kind`](Incident::kind), its facts read and set by name, and the
/// [`CATALOGUE`](super::catalogue::CATALOGUE).
macro_rules! incidents {
    ($( $(#[$doc:meta])* $variant:ident $(($payload:ty))? = $kind:literal {
        title: $title:literal,
        group: $group:ident,
        keywords: $keywords:literal,
        example: $example:literal $(,)?
    }, )*) => {
        /// A validated incident. Written out, it is the JSON its reader takes back: a `kind`
        /// and that kind's facts in camelCase.
        ///
        /// ```
        /// use mahjong_referee::rules::Incident;
        /// let incident: Incident = r#"{"kind":"false-set","tiles":"232z","discarded":true}"#.parse().unwrap();
        /// assert_eq!(incident.kind(), "false-set");
        /// ```
        #[derive(Debug, Clone, PartialEq, Eq, Serialize)]
        #[serde(tag = "kind", rename_all = "kebab-case")]
        pub enum Incident {
            $( $(#[$doc])* $variant $(($payload))?, )*
        }

        /// Every incident the rule sets rule on, in the order the catalogue lists them.
        pub const CATALOGUE: &[IncidentInfo] = &[
            $( IncidentInfo {
                kind: $kind,
                title: $title,
                group: Group::$group,
                keywords: $keywords,
                facts: incidents!(@facts $(($payload))?),
                example: $example,
            }, )*
        ];

        impl Incident {
            /// Its kind, as the JSON names it (`false-set`).
            ///
            /// ```
            /// use mahjong_referee::rules::Incident;
            /// assert_eq!(Incident::Cheating.kind(), "cheating");
            /// ```
            pub fn kind(&self) -> &'static str {
                match self {
                    $( incidents!(@pattern $variant $(($payload))?) => $kind, )*
                }
            }

            /// An incident of that kind with every fact at its default (`None`: no such kind).
            ///
            /// ```
            /// use mahjong_referee::rules::Incident;
            /// assert_eq!(Incident::new("late").unwrap().kind(), "late");
            /// assert!(Incident::new("nope").is_none());
            /// ```
            pub fn new(kind: &str) -> Option<Incident> {
                Some(match kind {
                    $( $kind => incidents!(@new $variant $(($payload))?), )*
                    _ => return None,
                })
            }

            /// The facts of its kind, in the order asked.
            pub fn facts(&self) -> &'static [Fact] {
                match self {
                    $( incidents!(@pattern $variant $(($payload))?) => incidents!(@facts $(($payload))?), )*
                }
            }

            /// The facts' struct, to read or write a fact by name (`None`: no facts).
            fn payload(&mut self) -> Option<&mut dyn Facts> {
                match self {
                    $( incidents!(@bind $variant p $(($payload))?) => incidents!(@dyn p $(($payload))?), )*
                }
            }

            /// The facts' struct, read only.
            fn payload_ref(&self) -> Option<&dyn Facts> {
                match self {
                    $( incidents!(@bind $variant p $(($payload))?) => incidents!(@dyn p $(($payload))?), )*
                }
            }
        }
    };
    (@pattern $variant:ident ($payload:ty)) => { Incident::$variant(_) };
    (@pattern $variant:ident) => { Incident::$variant };
    (@bind $variant:ident $p:ident ($payload:ty)) => { Incident::$variant($p) };
    (@bind $variant:ident $p:ident) => { Incident::$variant };
    (@new $variant:ident ($payload:ty)) => { Incident::$variant(<$payload>::default()) };
    (@new $variant:ident) => { Incident::$variant };
    (@facts ($payload:ty)) => { <$payload>::FACTS };
    (@facts) => { &[] };
    (@dyn $p:ident ($payload:ty)) => { Some($p as _) };
    (@dyn $p:ident) => { None };
}

incidents! {
    /// A player claimed a false set.
    FalseSet(FalseSet) = "false-set" {
        title: "A player claimed a false set",
        group: Calls,
        keywords: "false set invalid group meld wrong tiles false flower chow pung kong",
        example: r#"{"kind":"false-set","tiles":"southwestsouth","discarded":true}"#,
    },
    /// A call that could not be made.
    EmptyCall(EmptyCall) = "empty-call" {
        title: "A player made a call they could not complete",
        group: Calls,
        keywords: "empty call chow pung kong concealed ankan riichi ron tsumo hu mahjong declared false wrong mistaken invalid win no yaku under 8 eight points minimum hand shown chombo without tiles pair",
        example: r#"{"kind":"empty-call","call":"win","tilesShown":true}"#,
    },
    /// A tile drawn from the wrong place.
    WrongDraw(WrongDraw) = "wrong-draw" {
        title: "A tile was drawn from the wrong place",
        group: Tiles,
        keywords: "wrong draw wall wrong end dead wall picked tile drawing drew wrong tile drawn out turn put hand among",
        example: r#"{"kind":"wrong-draw","intoHand":true}"#,
    },
    /// Tiles exposed or knocked over.
    ExposedTiles(ExposedTiles) = "exposed-tiles" {
        title: "Tiles were exposed or knocked over",
        group: Tiles,
        keywords: "exposed knocked over fell fallen dropped flipped revealed shown tiles showed hand wall dead wall opponent hand dora indicator mistake accident",
        example: r#"{"kind":"exposed-tiles","from":"opponent-hand","count":2}"#,
    },
    /// Tiles exposed with no player at fault.
    ExposedNoFault(ExposedNoFault) = "exposed-no-fault" {
        title: "Tiles were exposed with no player at fault",
        group: Tiles,
        keywords: "collapse collapsed table rack bumped shaken nobody fault blame earthquake",
        example: r#"{"kind":"exposed-no-fault","playCanContinue":false}"#,
    },
    /// Information passed.
    PassingInformation(PassingInformation) = "passing-information" {
        title: "A player passed information to another",
        group: Conduct,
        keywords: "passing information hints comment tenpai dangerous discard talking spoke speak about hand advice advise gave give told tell telling coach coaching what",
        example: r#"{"kind":"passing-information","serious":true}"#,
    },
    /// Cheating.
    Cheating = "cheating" {
        title: "A player was caught cheating",
        group: Conduct,
        keywords: "cheating cheat disqualification marked tiles marking collusion colluding signals",
        example: r#"{"kind":"cheating"}"#,
    },
    /// A telephone rang or disturbed play.
    Telephone = "telephone" {
        title: "A telephone rang or disturbed play",
        group: Conduct,
        keywords: "telephone phone mobile ringing device noise",
        example: r#"{"kind":"telephone"}"#,
    },
    /// Late for a session.
    Late(Late) = "late" {
        title: "A player arrived late",
        group: Conduct,
        keywords: "late lateness tardy minutes arrival show up after session started",
        example: r#"{"kind":"late","minutes":12}"#,
    },
    /// An exhaustive draw.
    ExhaustiveDraw(ExhaustiveDraw) = "exhaustive-draw" {
        title: "The wall ran out: noten payments",
        group: EndOfHand,
        keywords: "exhaustive draw noten tenpai nobody payment ryuukyoku wall empty",
        example: r#"{"kind":"exhaustive-draw","tenpai":1}"#,
    },
    /// The time signal.
    TimeSignal(TimeSignal) = "time-signal" {
        title: "The time signal sounded: how many hands are left",
        group: EndOfHand,
        keywords: "time signal limit 15 minutes session last hand clock timeout time up end bell buzzer timer gong rang ring sounded after",
        example: r#"{"kind":"time-signal","diceThrown":true}"#,
    },
    /// A claimed tile not taken in time.
    ClaimedTileNotTaken(ClaimNotTaken) = "claimed-tile-not-taken" {
        title: "A claimed tile was not taken in time",
        group: Calls,
        keywords: "claimed tile not taken forgot take discard chow pung kong too timely",
        example: r#"{"kind":"claimed-tile-not-taken","discardsSince":3}"#,
    },
    /// A call with a dead hand.
    DeadHandCall(DeadHandCall) = "dead-hand-call" {
        title: "A player with a dead hand made a call",
        group: Calls,
        keywords: "dead hand call claim chow pung kong riichi chombo play continue kept declared dead hand declared called pung",
        example: r#"{"kind":"dead-hand-call","declaredDead":true}"#,
    },
    /// Too many or too few tiles.
    WrongTileCount = "wrong-tile-count" {
        title: "A player has too many or too few tiles",
        group: Tiles,
        keywords: "too many too few tiles count wrong number hand size short long small big 12 13 14 15 tiles tahai shouhai drew drawn extra two discarded two tiles forgot draw without drawing kong",
        example: r#"{"kind":"wrong-tile-count"}"#,
    },
    /// A riichi declaration made wrongly.
    RiichiDeclaration(RiichiDeclaration) = "riichi-declaration" {
        title: "A riichi was declared wrongly",
        group: Riichi,
        keywords: "riichi declaration stick call rotate sideways tile not rotated turn discard open hand reach forgot forgotten missing without placed put",
        example: r#"{"kind":"riichi-declaration","error":"no-rotation"}"#,
    },
    /// A riichi hand not waiting.
    NotenRiichi(NotenRiichi) = "noten-riichi" {
        title: "A riichi hand was not waiting at the draw",
        group: Riichi,
        keywords: "noten riichi false riichi not waiting riichi without tenpai chombo exhaustive draw declared declaration",
        example: r#"{"kind":"noten-riichi"}"#,
    },
    /// An abortive-draw situation.
    AbortiveDraw(AbortiveDraw) = "abortive-draw" {
        title: "An abortive-draw situation",
        group: EndOfHand,
        keywords: "abortive draw nine terminals four kongs four winds four riichi all declared kyuushu kyuuhai suufon renda suukaikan suucha",
        example: r#"{"kind":"abortive-draw","cause":"four-winds"}"#,
    },
    /// Obstruction.
    Obstruction(Obstruction) = "obstruction" {
        title: "A player obstructed the game",
        group: Conduct,
        keywords: "obstruction stalling too slow play delay time wall destroying abuse loophole disturbance disturbing disruptive refuse refusal refused follow request continue 10 seconds turn longer",
        example: r#"{"kind":"obstruction","repeated":true}"#,
    },
    /// A substitute.
    Substitution(Substitution) = "substitution" {
        title: "A player is replaced by a substitute",
        group: Conduct,
        keywords: "substitute illness fell ill replaced missing hanchan uma table points sick cannot continue absent left leave place seat abandon session",
        example: r#"{"kind":"substitution","duringSession":true}"#,
    },
    /// Claiming in the wrong order.
    ClaimOrder(ClaimOrder) = "claim-order" {
        title: "A discard was claimed in the wrong order",
        group: Calls,
        keywords: "order call show take reveal claim before calling out turn",
        example: r#"{"kind":"claim-order","error":"taken-before-showing"}"#,
    },
    /// A chow called without waiting.
    EarlyChow = "early-chow" {
        title: "A chow was called without waiting for other calls",
        group: Calls,
        keywords: "chow early waiting three seconds priority precedence several simultaneous calls same discard pung kong hu two both tile call chow call pung over could 3",
        example: r#"{"kind":"early-chow"}"#,
    },
    /// The wall tile touched, then a call.
    WallTouched(WallTouched) = "wall-touched" {
        title: "A player touched the wall tile, then called the discard",
        group: Calls,
        keywords: "touch wall tile draw call discard reach",
        example: r#"{"kind":"wall-touched","touched":true}"#,
    },
    /// A fault in building the wall or dealing.
    DistributionFoul = "distribution-foul" {
        title: "A fault in building the wall or dealing",
        group: Tiles,
        keywords: "distribution deal dealing error mistake fault misdeal wall broken wrong place built badly build wrong order flowers rebuild dice",
        example: r#"{"kind":"distribution-foul"}"#,
    },
    /// An error while counting a win.
    Counting(Counting) = "counting" {
        title: "A mistake while a win was being counted",
        group: EndOfHand,
        keywords: "counting miscount score error mistake hu intact flowers wall revealed points scoring wrong destroyed mixed tiles hand counted opponent help helped",
        example: r#"{"kind":"counting","error":"winning-tile-not-added"}"#,
    },
    /// A chombo with a win or a draw.
    ChomboWith(ChomboWith) = "chombo-with" {
        title: "A chombo at the same time as a win or a draw",
        group: EndOfHand,
        keywords: "chombo chonbo simultaneous win voided exhaustive draw",
        example: r#"{"kind":"chombo-with"}"#,
    },
    /// A furiten player declared ron.
    FuritenRon(FuritenRon) = "furiten-ron" {
        title: "A furiten player declared ron",
        group: Riichi,
        keywords: "furiten ron win discard chombo invalid win called own discarded tile temporary winning tile called ron",
        example: r#"{"kind":"furiten-ron","tilesShown":true}"#,
    },
    /// Swap-calling (kuikae).
    SwapCalling = "swap-calling" {
        title: "Swap-calling: discarding the tile just called for",
        group: Calls,
        keywords: "swap calling kuikae chow pung chi pon after discard called tile same tile",
        example: r#"{"kind":"swap-calling"}"#,
    },
    /// The last tile claimed for a set.
    LastTileClaim = "last-tile-claim" {
        title: "The last tile was claimed for a set",
        group: EndOfHand,
        keywords: "last tile wall haitei houtei claim chow pung kong concealed kong",
        example: r#"{"kind":"last-tile-claim"}"#,
    },
    /// A call changed into another.
    ChangedCall(ChangedCall) = "changed-call" {
        title: "A player called one thing, then another",
        group: Calls,
        keywords: "changed call change correction pung pon ron chow chi word no wait",
        example: r#"{"kind":"changed-call","firstWasWin":true,"shown":"hand"}"#,
    },
    /// A call with a wrong word.
    WrongWord(WrongWord) = "wrong-word" {
        title: "A call was made with the wrong word",
        group: Calls,
        keywords: "wrong word term call ippatsu hu mahjong ron tsumo chi pon kan language",
        example: r#"{"kind":"wrong-word","win":true,"tilesShown":true}"#,
    },
    /// An invalid concealed kong after riichi.
    RiichiKong(RiichiKong) = "riichi-kong" {
        title: "An invalid concealed kong after riichi",
        group: Riichi,
        keywords: "riichi concealed kong kan ankan invalid wait change call chombo riichi change wait changed wait",
        example: r#"{"kind":"riichi-kong"}"#,
    },
    /// A win whose winning tile was not shown apart.
    WinningTileNotShown(WinningTileNotShown) = "winning-tile-not-shown" {
        title: "The winning tile was not shown apart",
        group: EndOfHand,
        keywords: "winning tile not shown apart from hand hidden show wait fans single edge closed last tile nine gates self drawn",
        example: r#"{"kind":"winning-tile-not-shown"}"#,
    },
}

impl Incident {
    /// What happened, in a few words.
    ///
    /// ```
    /// use mahjong_referee::rules::Incident;
    /// let i: Incident = r#"{"kind":"false-set"}"#.parse().unwrap();
    /// assert_eq!(i.title(), "A player claimed a false set");
    /// ```
    pub fn title(&self) -> &'static str {
        super::catalogue::info(self.kind()).map_or("", |i| i.title)
    }
}

impl Incident {
    /// Builds an incident from its facts as text, the way a form or a link holds them:
    /// `fact(field)` gives a field's value (`true`/`false`, a number, one of the listed
    /// values, or tiles in any notation), or `None` for its default.
    ///
    /// ```
    /// use mahjong_referee::rules::Incident;
    /// let facts = [("minutes", "12")];
    /// let i = Incident::from_facts("late", |f| facts.iter().find(|(k, _)| *k == f).map(|(_, v)| *v)).unwrap();
    /// assert_eq!(i.kind(), "late");
    /// assert!(Incident::from_facts("late", |_| Some("soon")).is_err());
    /// ```
    pub fn from_facts<'a>(
        kind: &str,
        fact: impl Fn(&str) -> Option<&'a str>,
    ) -> Result<Incident, IncidentError> {
        // One copy of the reading for every caller's lookup (it is long; the wasm keeps
        // a copy per closure type otherwise).
        Ok(Situation::from_texts(kind, &fact)?.incident)
    }

    /// A fact's value (`None`: no such fact here, or no value, e.g. no group).
    ///
    /// ```
    /// use mahjong_referee::rules::{catalogue::Value, Incident};
    /// let i: Incident = r#"{"kind":"late","minutes":12}"#.parse().unwrap();
    /// assert_eq!(i.value("minutes"), Some(Value::Count(12)));
    /// assert_eq!(i.value("seconds"), Some(Value::Count(0)));
    /// assert_eq!(i.value("colour"), None);
    /// ```
    pub fn value(&self, field: &str) -> Option<Value> {
        self.payload_ref()?.value(field)
    }

    /// Sets a fact: a value of its kind, within its range, one of its list's values.
    ///
    /// ```
    /// use mahjong_referee::rules::{catalogue::Value, Incident};
    /// let mut i = Incident::new("exhaustive-draw").unwrap();
    /// i.set("tenpai", &Value::Count(2)).unwrap();
    /// assert_eq!(i.value("tenpai"), Some(Value::Count(2)));
    /// assert_eq!(
    ///     i.set("tenpai", &Value::Count(5)).unwrap_err().to_string(),
    ///     "field 'tenpai': '5' is not one of its values (0–4)"
    /// );
    /// assert!(i.set("tenpia", &Value::Count(1)).is_err());
    /// ```
    pub fn set(&mut self, field: &str, value: &Value) -> Result<(), IncidentError> {
        let facts = self.facts();
        let Some(fact) = facts.iter().find(|f| f.field == field) else {
            return Err(unknown_field(field, facts));
        };
        if !fact.takes(value) {
            return Err(IncidentError::Fact {
                field: fact.field,
                value: value.to_string(),
                expected: fact.values(),
            });
        }
        match self.payload() {
            Some(p) => p.set(fact.field, value),
            None => Err(unknown_field(field, facts)),
        }
    }

    /// Puts a fact back to its default.
    ///
    /// ```
    /// use mahjong_referee::rules::{catalogue::Value, Incident};
    /// let mut i: Incident = r#"{"kind":"false-set","tiles":"123m","discarded":true}"#.parse().unwrap();
    /// i.reset("tiles");
    /// i.reset("discarded");
    /// assert_eq!(i, Incident::new("false-set").unwrap());
    /// ```
    pub fn reset(&mut self, field: &str) {
        let fresh = Incident::new(self.kind()).and_then(|i| i.value(field));
        // No value at its default: no group.
        let value = fresh.unwrap_or(Value::Tiles(Tiles::default()));
        if let Some(p) = self.payload() {
            let _ = p.set(field, &value);
        }
    }
}

/// Why an incident cannot be read.
///
/// ```
/// use mahjong_referee::rules::Incident;
/// let err = r#"{"kind":"false-set","tiles":"southwestx"}"#.parse::<Incident>().unwrap_err();
/// assert_eq!(err.to_string(), "field 'tiles': unknown tile word at 10");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IncidentError {
    /// Not JSON, or not an incident's shape.
    Shape {
        /// What the reader said.
        message: String,
    },
    /// A fact whose value is not one it takes.
    Fact {
        /// The field.
        field: &'static str,
        /// What was given.
        value: String,
        /// The values it takes, as the catalogue writes them (`true | false`, `0–4`, …).
        expected: String,
    },
    /// A field the incident does not have.
    UnknownField(UnknownField),
    /// A fact given as a value of the wrong type.
    Type {
        /// The field.
        field: &'static str,
        /// What it expects.
        what: String,
    },
    /// A field holding tiles that cannot be read.
    Tiles {
        /// The field.
        field: &'static str,
        /// Why.
        error: ParseTilesError,
    },
    /// A field holding an MCR hand that cannot be read.
    Hand {
        /// The field.
        field: &'static str,
        /// Why.
        error: McrHandError,
    },
}

impl fmt::Display for IncidentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IncidentError::Shape { message } => write!(f, "not an incident: {message}"),
            IncidentError::Tiles { field, error } => write!(f, "field '{field}': {error}"),
            IncidentError::Hand { field, error } => write!(f, "field '{field}': {error}"),
            IncidentError::Fact {
                field,
                value,
                expected,
            } => write!(
                f,
                "field '{field}': '{value}' is not one of its values ({expected})"
            ),
            IncidentError::UnknownField(e) => write!(f, "not an incident: {e}"),
            IncidentError::Type { field, what } => write!(f, "field '{field}': {what}"),
        }
    }
}

impl std::error::Error for IncidentError {}

/// Reads an incident from JSON, strictly (see [`Situation::from_value`]).
impl FromStr for Incident {
    type Err = IncidentError;

    fn from_str(json: &str) -> Result<Incident, IncidentError> {
        Ok(json.parse::<Situation>()?.incident)
    }
}

/// An incident as reported: what happened, and which of its facts were given. A fact not
/// given takes its default in the [`Incident`], and a ruling that turns on it says so
/// ([`assumed`](crate::rules::assumed)).
///
/// ```
/// use mahjong_referee::rules::Situation;
/// let s: Situation = r#"{"kind": "furiten-ron", "dealer": true}"#.parse().unwrap();
/// assert_eq!(s.given, ["dealer"]);
/// assert!(s.answered("dealer"));
/// assert!(!s.answered("tilesShown"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Situation {
    /// The incident, its facts not given at their defaults.
    pub incident: Incident,
    /// The fact fields given, in the catalogue's order (the tiles of an MCR hand shown
    /// answer `fourSetsAndPair`).
    pub given: Vec<&'static str>,
}

impl Situation {
    /// A situation of that kind with nothing given yet (`None`: no such kind).
    ///
    /// ```
    /// use mahjong_referee::rules::Situation;
    /// let s = Situation::new("furiten-ron").unwrap();
    /// assert!(s.given.is_empty());
    /// ```
    pub fn new(kind: &str) -> Option<Situation> {
        Some(Situation {
            incident: Incident::new(kind)?,
            given: Vec::new(),
        })
    }

    /// A situation of `kind` with `facts` given (each checked as [`Situation::set`] checks
    /// it).
    ///
    /// ```
    /// use mahjong_referee::rules::{catalogue::Value, Situation};
    /// let s = Situation::with("furiten-ron", [("tilesShown", Value::Yes(true))]).unwrap();
    /// assert_eq!(s.given, ["tilesShown"]);
    /// assert!(Situation::with("furiten-ron", [("tilesshown", Value::Yes(true))]).is_err());
    /// ```
    pub fn with(
        kind: &str,
        facts: impl IntoIterator<Item = (&'static str, Value)>,
    ) -> Result<Situation, IncidentError> {
        let mut out = Situation::new(kind).ok_or_else(|| IncidentError::Shape {
            message: format!("unknown incident kind '{kind}'"),
        })?;
        for (field, value) in facts {
            out.set(field, value)?;
        }
        Ok(out)
    }

    /// Whether a fact was given.
    pub fn answered(&self, field: &str) -> bool {
        self.given.contains(&field)
    }

    /// A fact's value, if it was given.
    ///
    /// ```
    /// use mahjong_referee::rules::{catalogue::Value, Situation};
    /// let s: Situation = r#"{"kind": "furiten-ron", "dealer": true}"#.parse().unwrap();
    /// assert_eq!(s.value("dealer"), Some(Value::Yes(true)));
    /// assert_eq!(s.value("tilesShown"), None);
    /// ```
    pub fn value(&self, field: &str) -> Option<Value> {
        self.incident.value(field).filter(|_| self.answered(field))
    }

    /// Gives a fact (checked as [`Incident::set`] checks it).
    ///
    /// ```
    /// use mahjong_referee::rules::{catalogue::Value, Situation};
    /// let mut s = Situation::new("furiten-ron").unwrap();
    /// s.set("tilesShown", Value::Yes(true)).unwrap();
    /// assert_eq!(s.given, ["tilesShown"]);
    /// s.unset("tilesShown");
    /// assert!(s.given.is_empty());
    /// assert!(s.set("tilesShown", Value::Count(1)).is_err());
    /// ```
    pub fn set(&mut self, field: &str, value: Value) -> Result<(), IncidentError> {
        self.incident.set(field, &value)?;
        let facts = self.incident.facts();
        if let Some(f) = facts.iter().find(|f| f.field == field) {
            self.give(f.field);
        }
        Ok(())
    }

    /// Counts a fact as given, in the order the facts are asked.
    fn give(&mut self, field: &'static str) {
        if self.answered(field) {
            return;
        }
        let facts = self.incident.facts();
        let place = |f: &str| facts.iter().position(|x| x.field == f);
        let at = self
            .given
            .iter()
            .position(|g| place(g) > place(field))
            .unwrap_or(self.given.len());
        self.given.insert(at, field);
    }

    /// Takes a fact back: not given, at its default.
    pub fn unset(&mut self, field: &str) {
        self.incident.reset(field);
        self.given.retain(|g| *g != field);
    }

    /// The facts given, as text (`true`, `12`, `in-hand`, tiles in mpsz), in the order asked:
    /// what a link or a stored line holds, read back by [`Situation::from_texts`] (an MCR hand
    /// shown is not among them: only JSON carries it).
    ///
    /// ```
    /// use mahjong_referee::rules::Situation;
    /// let s: Situation = r#"{"kind":"false-set","tiles":"south west south","discarded":true}"#.parse().unwrap();
    /// assert_eq!(s.texts(), [("tiles", "232z".to_string()), ("discarded", "true".to_string())]);
    /// ```
    pub fn texts(&self) -> Vec<(&'static str, String)> {
        // An MCR hand shown is not text: its tier (`fourSetsAndPair`, which the hand answers)
        // is left out with it rather than written as if given.
        let hand = matches!(&self.incident, Incident::EmptyCall(c) if c.hand.is_some());
        self.given
            .iter()
            .filter(|&&f| !(hand && f == "fourSetsAndPair"))
            .filter_map(|&f| Some((f, self.incident.value(f)?.to_string())))
            .collect()
    }

    /// Reads a situation from its facts as text (`given(field)`), the way a form, a link or
    /// a stored line holds them: each fact typed as [`Fact::typed`] reads it; a fact that
    /// does not apply (a replacement tile for a pung) is an error, unless given at its
    /// default (as an incident written out has it).
    ///
    /// ```
    /// use mahjong_referee::rules::Situation;
    /// let facts = [("tiles", "222z"), ("replacement", "taken")];
    /// let given = |f: &str| facts.iter().find(|(k, _)| *k == f).map(|(_, v)| *v);
    /// assert_eq!(
    ///     Situation::from_texts("false-set", &given).unwrap_err().to_string(),
    ///     "field 'replacement': only for a kong's four tiles or a flower declared"
    /// );
    /// ```
    pub fn from_texts<'a>(
        kind: &str,
        given: &dyn Fn(&str) -> Option<&'a str>,
    ) -> Result<Situation, IncidentError> {
        let mut out = Situation::new(kind).ok_or_else(|| IncidentError::Shape {
            message: format!("unknown incident kind '{kind}'"),
        })?;
        let facts = out.incident.facts();
        // The others as given, or at their defaults.
        let typed = |field: &str| {
            let f = facts.iter().find(|f| f.field == field)?;
            f.typed(given(field).or(f.default_answer())?).ok()
        };
        for f in facts {
            let Some(text) = given(f.field) else {
                continue;
            };
            if !f.applies(&typed) {
                if Some(text) != f.default_answer() {
                    return Err(f.misplaced());
                }
                continue;
            }
            out.set(f.field, f.typed(text)?)?;
        }
        Ok(out)
    }

    /// Reads an incident from a JSON value, the way every door takes it (`mjref`, the JS
    /// API): an object with a `kind` from the catalogue and only that kind's facts, each of
    /// its type — `true`/`false` for a yes/no, a whole number within its range, one of a
    /// list's values, tiles as text; `hand` (an MCR hand, see [`McrInput`]) for a win
    /// called. A field the incident does not have is an error that names it.
    ///
    /// ```
    /// use mahjong_referee::rules::Situation;
    /// let read = |json: &str| json.parse::<Situation>().map_err(|e| e.to_string());
    /// assert_eq!(
    ///     read(r#"{"kind":"empty-call","call":"win","tilesshown":true}"#).unwrap_err(),
    ///     "not an incident: unknown field 'tilesshown' (did you mean 'tilesShown'?)"
    /// );
    /// assert_eq!(
    ///     read(r#"{"kind":"exhaustive-draw","tenpai":7}"#).unwrap_err(),
    ///     "field 'tenpai': expected a whole number from 0 to 4"
    /// );
    /// assert_eq!(
    ///     read(r#"{"kind":"late","minutes":"12"}"#).unwrap_err(),
    ///     "field 'minutes': expected a whole number from 0 to 65535"
    /// );
    /// assert_eq!(read(r#"{"kind":"lat"}"#).unwrap_err(), "not an incident: unknown incident kind 'lat' (did you mean 'late'?)");
    /// ```
    pub fn from_value(value: &serde_json::Value) -> Result<Situation, IncidentError> {
        use super::catalogue::FactKind;
        use serde_json::Value as Json;
        let shape = |message: String| IncidentError::Shape { message };
        let object = value
            .as_object()
            .ok_or_else(|| shape("expected an object with a 'kind'".into()))?;
        let kind = match object.get("kind") {
            Some(Json::String(k)) => k.as_str(),
            Some(_) => return Err(shape("'kind' must be a string".into())),
            None => return Err(shape("no 'kind'".into())),
        };
        let mut out = Situation::new(kind).ok_or_else(|| {
            let kinds = super::catalogue::CATALOGUE.iter().map(|i| i.kind);
            shape(match crate::strict::nearest(kind, kinds) {
                Some(n) => format!("unknown incident kind '{kind}' (did you mean '{n}'?)"),
                None => format!("unknown incident kind '{kind}'"),
            })
        })?;
        let facts = out.incident.facts();
        let takes_hand = matches!(out.incident, Incident::EmptyCall(_));
        let mut known: Vec<&'static str> = vec!["kind"];
        known.extend(facts.iter().map(|f| f.field));
        if takes_hand {
            known.push("hand");
        }
        crate::strict::check_fields(object, &known).map_err(IncidentError::UnknownField)?;
        // Each fact given, typed.
        let mut values: Vec<(&'static Fact, Value)> = Vec::new();
        for f in facts {
            let Some(v) = object.get(f.field) else {
                continue;
            };
            let wrong = |what: String| IncidentError::Type {
                field: f.field,
                what,
            };
            let value = match (f.kind(), v) {
                (FactKind::YesNo, Json::Bool(b)) => Value::Yes(*b),
                (FactKind::YesNo, _) => return Err(wrong("expected true or false".into())),
                (FactKind::Count { max }, _) => match v.as_u64() {
                    Some(n) if n <= u64::from(max) => Value::Count(n as u32),
                    _ => return Err(wrong(format!("expected a whole number from 0 to {max}"))),
                },
                (FactKind::List | FactKind::Tiles, Json::String(s)) => f.typed(s)?,
                (FactKind::Tiles, _) => return Err(wrong("expected tiles as text".into())),
                (FactKind::List, _) => {
                    return Err(wrong(format!("expected one of {}", f.values())));
                }
            };
            values.push((f, value));
        }
        // The others as given, or at their defaults.
        let fresh = out.incident.clone();
        let typed = |field: &str| match values.iter().find(|(f, _)| f.field == field) {
            Some((_, v)) => Some(v.clone()),
            None => fresh.value(field),
        };
        for (f, value) in &values {
            if !f.applies(&typed) {
                if f.default_answer().and_then(|d| f.typed(d).ok()).as_ref() != Some(value) {
                    return Err(f.misplaced());
                }
                continue;
            }
            out.set(f.field, value.clone())?;
        }
        if let (Some(hand), Incident::EmptyCall(call)) = (object.get("hand"), &mut out.incident) {
            let input = McrInput::from_value(hand).map_err(|error| IncidentError::Hand {
                field: "hand",
                error,
            })?;
            McrHand::from_input(&input).map_err(|error| IncidentError::Hand {
                field: "hand",
                error,
            })?;
            // The hand decides a win called with the hand shown, and only that; it decides the
            // tier, so the tier is not given beside it.
            let misplaced = |what: &str| IncidentError::Type {
                field: "hand",
                what: what.to_string(),
            };
            if call.call != Call::Win || !call.tiles_shown {
                return Err(misplaced(
                    "only for a win called with the hand shown (call 'win', tilesShown true)",
                ));
            }
            if out.given.contains(&"fourSetsAndPair") {
                return Err(misplaced(
                    "the hand shown decides fourSetsAndPair: give one or the other",
                ));
            }
            call.hand = Some(input);
            out.give("fourSetsAndPair");
        }
        Ok(out)
    }
}

/// Reads an incident from JSON, strictly, with the facts given (see [`Situation::from_value`]).
impl FromStr for Situation {
    type Err = IncidentError;

    fn from_str(json: &str) -> Result<Situation, IncidentError> {
        let value = crate::strict::json(json).map_err(|e| IncidentError::Shape {
            message: e.to_string(),
        })?;
        Situation::from_value(&value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::catalogue::FactKind;

    #[test]
    fn defaults_and_round_trip() {
        let i: Incident = r#"{"kind":"false-set","tiles":"southwestsouth"}"#.parse().unwrap();
        let Incident::FalseSet(f) = &i else {
            panic!("a false set")
        };
        assert!(!f.discarded);
        assert_eq!(f.replacement, Replacement::NotTaken);
        let json = serde_json::to_string(&i).unwrap();
        assert_eq!(
            json,
            r#"{"kind":"false-set","tiles":"232z","discarded":false,"replacement":"not-taken","priorFouls":0}"#
        );
        assert_eq!(json.parse::<Incident>().unwrap(), i);
    }

    #[test]
    fn bad_shapes_say_why() {
        for bad in [
            "",
            "[]",
            r#"{"kind":"nope"}"#,
            r#"{"discarded":true}"#,
            r#"{"kind":7}"#,
        ] {
            let err = bad.parse::<Incident>().unwrap_err();
            assert!(matches!(err, IncidentError::Shape { .. }), "{bad}");
            assert!(err.to_string().starts_with("not an incident: "));
        }
        for (bad, why) in [
            (
                r#"{"kind":"false-set","discarded":"yes"}"#,
                "field 'discarded': expected true or false",
            ),
            (
                r#"{"kind":"false-set","priorFouls":-1}"#,
                "field 'priorFouls': expected a whole number from 0 to 255",
            ),
            (
                r#"{"kind":"false-set","priorFouls":1.5}"#,
                "field 'priorFouls': expected a whole number from 0 to 255",
            ),
            (
                r#"{"kind":"false-set","replacement":"inhand"}"#,
                "field 'replacement': 'inhand' is not one of its values (not-taken | taken | in-hand)",
            ),
            (
                r#"{"kind":"exposed-tiles","count":137}"#,
                "field 'count': expected a whole number from 0 to 136",
            ),
            (
                r#"{"kind":"cheating","serious":true}"#,
                "not an incident: unknown field 'serious' (fields: kind)",
            ),
        ] {
            assert_eq!(bad.parse::<Incident>().unwrap_err().to_string(), why);
        }
    }

    /// Each incident written out names each fact by its declared JSON name (serde's field
    /// names and the `facts!` names are two spellings of one thing), and reads back the same,
    /// for every value of every fact.
    #[test]
    fn written_out_facts_are_their_declared_names_and_read_back() {
        for info in super::super::catalogue::CATALOGUE {
            for f in info.facts {
                let values: Vec<Value> = match f.kind() {
                    FactKind::Tiles => vec![Value::Tiles("1234m".parse().unwrap())],
                    _ => f.trial_values(),
                };
                for value in values {
                    let mut incident = Incident::new(info.kind).unwrap();
                    incident.set(f.field, &value).unwrap();
                    let json = serde_json::to_value(&incident).unwrap();
                    let object = json.as_object().unwrap();
                    let mut written: Vec<&str> = object.keys().map(String::as_str).collect();
                    written.retain(|k| *k != "kind");
                    written.sort_unstable();
                    let mut declared: Vec<&str> = info.facts.iter().map(|f| f.field).collect();
                    if f.kind() != FactKind::Tiles {
                        // No group at its default: not written.
                        declared.retain(|d| *d != "tiles");
                    }
                    declared.sort_unstable();
                    assert_eq!(written, declared, "{}", info.kind);
                    let text = json
                        .get(f.field)
                        .map(|v| v.to_string().trim_matches('"').to_string());
                    assert_eq!(text, Some(value.to_string()), "{} {}", info.kind, f.field);
                    match Situation::from_value(&json) {
                        Ok(back) => assert_eq!(back.incident, incident, "{}: {json}", info.kind),
                        // A value where the fact does not apply (with the others at their
                        // defaults) is refused, never read as something else.
                        Err(e) => {
                            assert!(!f.applies(&|x| incident.value(x)), "{json}: {e}");
                            assert_eq!(e, f.misplaced(), "{json}");
                        }
                    }
                }
            }
        }
    }

    /// Every fact of every incident, misspelt the ways people slip (a letter dropped, a
    /// letter doubled, all in small letters), is refused with the field it meant — never
    /// passed over with the fact left at its default.
    #[test]
    fn every_misspelt_fact_is_refused_and_named() {
        let mut tried = 0;
        for info in super::super::catalogue::CATALOGUE {
            for f in info.facts {
                let value = match f.kind() {
                    FactKind::YesNo => "true".to_string(),
                    FactKind::Tiles => "\"123m\"".to_string(),
                    FactKind::Count { .. } => "1".to_string(),
                    FactKind::List => format!("\"{}\"", f.choices()[0]),
                };
                let mut slips = vec![f.field.to_lowercase(), format!("{}s", f.field)];
                slips.push(f.field[..f.field.len() - 1].to_string());
                for slip in slips.into_iter().filter(|s| s != f.field) {
                    let json = format!(r#"{{"kind":"{}","{slip}":{value}}}"#, info.kind);
                    let err = json.parse::<Incident>().unwrap_err().to_string();
                    assert!(
                        err.contains(&format!("unknown field '{slip}'"))
                            && err.contains(&format!("did you mean '{}'", f.field)),
                        "{json}: {err}"
                    );
                    tried += 1;
                }
                // Given right beside the example's facts (a fact may apply only beside
                // others: a hu shown's tier), it is read, and counts as given.
                // (Or alone, where the example's facts leave it out: a replacement tile
                // beside a pung; or beside every yes/no fact answered yes: the tenpai count
                // of a riichi hand dead after its riichi.)
                let mut json: serde_json::Value = serde_json::from_str(info.example).unwrap();
                json[f.field] = serde_json::from_str(&value).unwrap();
                let alone = format!(r#"{{"kind":"{}","{}":{value}}}"#, info.kind, f.field);
                let mut all_yes: serde_json::Value = serde_json::from_str(&alone).unwrap();
                for other in info.facts.iter().filter(|o| o.kind() == FactKind::YesNo) {
                    all_yes[other.field] = true.into();
                }
                let tries = [json.to_string(), alone, all_yes.to_string()];
                let read = tries
                    .into_iter()
                    .any(|json| json.parse::<Situation>().is_ok_and(|s| s.answered(f.field)));
                assert!(read, "{}: {}", info.kind, f.field);
            }
        }
        assert!(tried > 130, "{tried} slips tried");
    }
}
