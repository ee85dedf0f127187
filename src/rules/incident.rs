//! What happened: the irregularity and the facts that change its ruling.
//!
//! Each incident is declared once: its facts as a struct (`facts!`: each field with its JSON
//! name, from which its reading comes) and one line in the `incidents!` list (its kind). Its
//! [catalogue](super::catalogue) entry says each fact's values, question, default and which
//! rule sets ask it, and every door reads through that: JSON, JS objects, links, stored
//! entries and forms alike ([`Situation::from_value`], [`Incident::from_facts`]). The JS API's
//! TypeScript type is written from the catalogue too.
//!
//! Adding an incident: its struct here (if it has facts) and its line in `incidents!`; its
//! catalogue entry; one arm (and function) in each rule set's module; its French title,
//! keywords and questions (`lang/fr/catalogue.rs`) and any new ruling sentence in French
//! (`lang/fr/rulings.rs`) — the compiler and the tests ask for each.

use super::catalogue::{FactKind, Typed};
use crate::mcr::{McrHand, McrHandError, McrInput, McrReport, Verdict};
use crate::sets::SetCheck;
use crate::strict::UnknownField;
use crate::tiles::{ParseTilesError, Tiles};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// An incident's facts read from their typed answers ([`Typed`]), each field named by its
/// JSON name; a fact not given keeps the struct's default.
trait ReadFacts: Sized {
    fn read(facts: &[(&'static str, Typed<'_>)]) -> Result<Self, IncidentError>;
}

/// A struct of facts, declared once: its fields with their JSON names (`pub minutes: u16 =
/// "minutes"`); from it come the struct and its reading. A field without a name (an MCR
/// hand shown) is not a fact.
macro_rules! facts {
    ($(#[$m:meta])* pub struct $name:ident {
        $( $(#[$fm:meta])* pub $field:ident : $ty:ty $(= $json:literal)? ),* $(,)?
    }) => {
        $(#[$m])*
        pub struct $name {
            $( $(#[$fm])* pub $field: $ty, )*
        }

        impl ReadFacts for $name {
            fn read(facts: &[(&'static str, Typed<'_>)]) -> Result<$name, IncidentError> {
                let mut out = <$name>::default();
                for &(field, value) in facts {
                    match field {
                        $( $( $json => out.$field = FromTyped::from_typed(value, $json)?, )? )*
                        // A catalogue fact the struct lacks: the two disagree.
                        other => return Err(mismatch_field(other)),
                    }
                }
                Ok(out)
            }
        }
    };
}

/// A fact's value from its typed answer (checked against the catalogue already: a mismatch
/// here is the catalogue and the struct disagreeing, said as an error, never a panic).
trait FromTyped: Sized {
    fn from_typed(value: Typed<'_>, field: &'static str) -> Result<Self, IncidentError>;
}

fn mismatch_field(field: &'static str) -> IncidentError {
    mismatch(field, "no such fact here")
}

fn mismatch(field: &'static str, what: &str) -> IncidentError {
    IncidentError::Type {
        field,
        what: format!("expected {what}"),
    }
}

impl FromTyped for bool {
    fn from_typed(value: Typed<'_>, field: &'static str) -> Result<bool, IncidentError> {
        match value {
            Typed::Yes(b) => Ok(b),
            _ => Err(mismatch(field, "true or false")),
        }
    }
}

impl FromTyped for u8 {
    fn from_typed(value: Typed<'_>, field: &'static str) -> Result<u8, IncidentError> {
        match value {
            Typed::Number(n) => u8::try_from(n).map_err(|_| mismatch(field, "a number up to 255")),
            _ => Err(mismatch(field, "a number")),
        }
    }
}

impl FromTyped for u16 {
    fn from_typed(value: Typed<'_>, field: &'static str) -> Result<u16, IncidentError> {
        match value {
            Typed::Number(n) => {
                u16::try_from(n).map_err(|_| mismatch(field, "a number up to 65535"))
            }
            _ => Err(mismatch(field, "a number")),
        }
    }
}

/// A group's tiles, looked at as a set.
impl FromTyped for Option<SetCheck> {
    fn from_typed(value: Typed<'_>, field: &'static str) -> Result<Self, IncidentError> {
        match value {
            Typed::Text(t) if t.trim().is_empty() => Ok(None),
            Typed::Text(t) => t
                .parse::<Tiles>()
                .map(|tiles| Some(SetCheck::new(tiles)))
                .map_err(|error| IncidentError::Tiles { field, error }),
            _ => Err(mismatch(field, "tiles")),
        }
    }
}

/// A closed list's value, by its name as the JSON writes it.
macro_rules! list_facts {
    ($($list:ty),*) => {$(
        impl FromTyped for $list {
            fn from_typed(value: Typed<'_>, field: &'static str) -> Result<$list, IncidentError> {
                match value {
                    Typed::Text(t) => <$list>::deserialize(
                        serde::de::value::BorrowedStrDeserializer::<serde::de::value::Error>::new(t),
                    )
                    .map_err(|_| mismatch(field, "one of its values")),
                    _ => Err(mismatch(field, "one of its values")),
                }
            }
        }
    )*};
}

list_facts!(
    Replacement,
    Call,
    ExposedFrom,
    RiichiError,
    AbortiveCause,
    OrderError,
    CountingError,
    Shown
);

/// Where the replacement tile is, after a kong or a flower (MCR rule sets ask; riichi rule
/// sets rule on the discard alone).
///
/// ```
/// use mahjong_referee::rules::Replacement;
/// assert_eq!(Replacement::default(), Replacement::NotTaken);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Replacement {
    /// No replacement tile drawn (or none was due).
    #[default]
    NotTaken,
    /// Drawn from the wall but not yet put among the player's tiles.
    Taken,
    /// Drawn and put among the player's tiles.
    InHand,
}

/// A call a player made.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Call {
    /// Chow.
    #[default]
    Chow,
    /// Pung.
    Pung,
    /// Kong on a discard.
    Kong,
    /// A concealed kong declared.
    ConcealedKong,
    /// Riichi.
    Riichi,
    /// A win (ron, tsumo, hu, mahjong).
    Win,
}

facts! {
/// A call the player could not make ("empty call").
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EmptyCall {
    /// Which call.
    pub call: Call = "call",
    /// Were tiles shown (for a win: the hand laid open)?
    pub tiles_shown: bool = "tilesShown",
    /// Is the offender the dealer? (Sizes a riichi chombo payment.)
    pub dealer: bool = "dealer",
    /// For a win shown under MCR: the hand is four sets and a pair, only short of 8 points
    /// (otherwise it is an incorrect hand).
    pub four_sets_and_pair: bool = "fourSetsAndPair",
    /// Fouls this player already had in this session (MCR escalation).
    pub prior_fouls: u8 = "priorFouls",
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
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Late {
    /// Whole minutes late.
    pub minutes: u16 = "minutes",
}
}

facts! {
/// A tile drawn from the wrong place in the wall.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WrongDraw {
    /// Has the player discarded since?
    pub discarded: bool = "discarded",
    /// Did the tile go in among the player's tiles?
    pub into_hand: bool = "intoHand",
    /// Was it taken from the dead wall (riichi)?
    pub dead_wall: bool = "deadWall",
    /// Fouls this player already had in this session (MCR escalation).
    pub prior_fouls: u8 = "priorFouls",
}
}

/// Where exposed tiles came from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExposedFrom {
    /// The live wall.
    #[default]
    Wall,
    /// The dead wall (riichi).
    DeadWall,
    /// The player's own hand.
    OwnHand,
    /// Another player's hand.
    OpponentHand,
}

facts! {
/// Tiles exposed or knocked over by accident.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ExposedTiles {
    /// Where from.
    pub from: ExposedFrom = "from",
    /// How many tiles.
    pub count: u8 = "count",
    /// During the deal, before play began.
    pub during_deal: bool = "duringDeal",
    /// Can play go on fairly? (The referee's judgement.)
    pub play_can_continue: bool = "playCanContinue",
    /// Is the offender the dealer (riichi: the chombo payment)?
    pub dealer: bool = "dealer",
    /// Fouls the offender already had in this session (MCR escalation).
    pub prior_fouls: u8 = "priorFouls",
}
}

impl Default for ExposedTiles {
    fn default() -> ExposedTiles {
        ExposedTiles {
            from: ExposedFrom::Wall,
            count: 1,
            during_deal: false,
            play_can_continue: true,
            dealer: false,
            prior_fouls: 0,
        }
    }
}

facts! {
/// Tiles exposed with no player at fault: the table, the wall or a rack collapsed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ExposedNoFault {
    /// Can play go on fairly? (The referee's judgement.)
    pub play_can_continue: bool = "playCanContinue",
}
}

impl Default for ExposedNoFault {
    fn default() -> ExposedNoFault {
        ExposedNoFault {
            play_can_continue: true,
        }
    }
}

facts! {
/// An exhaustive draw: who pays the noten payments.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ExhaustiveDraw {
    /// How many players show a tenpai hand (0–4).
    pub tenpai: u8 = "tenpai",
}
}

facts! {
/// The time signal of a time-limited session has sounded.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TimeSignal {
    /// Had the dice of the hand under way been thrown?
    pub dice_thrown: bool = "diceThrown",
    /// Is the full game already complete?
    pub game_complete: bool = "gameComplete",
}
}

facts! {
/// A player passed information or hints to another.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PassingInformation {
    /// Serious, or repeated after a warning.
    pub serious: bool = "serious",
    /// Fouls this player already had in this session (MCR escalation).
    pub prior_fouls: u8 = "priorFouls",
}
}

facts! {
/// A claimed tile left on the table.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClaimNotTaken {
    /// Discards made since the claim, the claimer's own included.
    pub discards_since: u8 = "discardsSince",
}
}

/// What went wrong with a riichi declaration.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RiichiError {
    /// The 1 000-point stick was not put out.
    #[default]
    NoStick,
    /// "Riichi" was not said.
    NoCall,
    /// The discard was not turned sideways.
    NoRotation,
    /// The hand was open.
    OpenHand,
    /// The turned tile was claimed and the next discard was not turned.
    RotationAfterClaim,
}

facts! {
/// A riichi declaration made wrongly.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RiichiDeclaration {
    /// What went wrong.
    pub error: RiichiError = "error",
}
}

facts! {
/// A riichi hand found not waiting at an exhaustive draw.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NotenRiichi {
    /// The hand was declared dead after the riichi, and that alone makes it noten.
    pub dead_after_riichi: bool = "deadAfterRiichi",
    /// The offender is the dealer.
    pub dealer: bool = "dealer",
}
}

facts! {
/// Deliberate obstruction (stalling, destroying the wall, abusing the rules).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Obstruction {
    /// Serious, or repeated after a penalty.
    pub repeated: bool = "repeated",
}
}

facts! {
/// A player with a dead hand claimed a tile or declared a kong or riichi.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DeadHandCall {
    /// The dead hand had been declared to the table.
    pub declared_dead: bool = "declaredDead",
    /// The offender is the dealer.
    pub dealer: bool = "dealer",
}
}

/// Why a hand might end in an abortive draw.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AbortiveCause {
    /// Nine different terminals and honours after the first draw.
    #[default]
    NineTerminals,
    /// A fourth kong, the kongs not all one player's.
    FourKongs,
    /// The same wind discarded by all four in the first go-around.
    FourWinds,
    /// All four players in riichi.
    FourRiichi,
}

facts! {
/// A situation that ended hands in an abortive draw under older rules.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AbortiveDraw {
    /// Which one.
    pub cause: AbortiveCause = "cause",
}
}

facts! {
/// A player replaced by a substitute (illness, leaving, disqualification).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Substitution {
    /// Play at the table had already begun.
    pub during_session: bool = "duringSession",
}
}

/// What was done out of order when claiming a discard.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OrderError {
    /// Tiles shown before the call.
    #[default]
    ShownBeforeCall,
    /// The discard taken before the call.
    TakenBeforeCall,
    /// The discard taken after the call but before the matching tiles were shown.
    TakenBeforeShowing,
}

facts! {
/// Claiming a discard in the wrong order (call, show, take).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClaimOrder {
    /// What was done out of order.
    pub error: OrderError = "error",
    /// The claim was for a win.
    pub win: bool = "win",
    /// Fouls this player already had in this session (MCR escalation).
    pub prior_fouls: u8 = "priorFouls",
}
}

facts! {
/// A player touched the wall tile, then wanted to call the discard.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WallTouched {
    /// The tile was touched (not only reached for).
    pub touched: bool = "touched",
}
}

/// What went wrong while a win was being counted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CountingError {
    /// The winning tile was not taken into the hand.
    #[default]
    WinningTileNotAdded,
    /// The winner broke up the hand (used its tiles to count).
    HandNotIntact,
    /// The winner counted their own flowers.
    OwnFlowersAdded,
    /// Another player showed their tiles before the win was agreed.
    OtherShowedTiles,
    /// Another player broke the wall before the win was agreed.
    WallBroken,
    /// Another player helped the winner count.
    HelpedCount,
}

facts! {
/// An error while counting a win (MCR).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Counting {
    /// What went wrong.
    pub error: CountingError = "error",
    /// Fouls that player already had in this session (MCR escalation).
    pub prior_fouls: u8 = "priorFouls",
}
}

facts! {
/// A chombo at the same moment as a win or an exhaustive draw.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ChomboWith {
    /// With an exhaustive draw rather than a win.
    pub exhaustive_draw: bool = "exhaustiveDraw",
}
}

facts! {
/// A win whose winning tile was not shown apart from the hand (MCR).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WinningTileNotShown {
    /// Without the fans it loses (the waits, Last Tile, Nine Gates), the hand is short of
    /// 8 points.
    pub short_of_8: bool = "shortOf8",
}
}

facts! {
/// A furiten player declared a win on a discard.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FuritenRon {
    /// The hand was laid open.
    pub tiles_shown: bool = "tilesShown",
    /// The offender is the dealer.
    pub dealer: bool = "dealer",
}
}

/// What a player had shown when a changed call was ruled.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Shown {
    /// No tiles.
    #[default]
    None,
    /// The tiles for the meld.
    MeldTiles,
    /// The whole hand.
    Hand,
}

facts! {
/// A player called one thing and then another ("pung — no, ron").
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ChangedCall {
    /// The first call was for a win (otherwise for a meld).
    pub first_was_win: bool = "firstWasWin",
    /// The first call could have been made.
    pub first_possible: bool = "firstPossible",
    /// The second word came at once, as a correction of the first.
    pub quick: bool = "quick",
    /// What had been shown.
    pub shown: Shown = "shown",
    /// The offender is the dealer (riichi chombo payment).
    pub dealer: bool = "dealer",
    /// Fouls this player already had in this session (MCR escalation).
    pub prior_fouls: u8 = "priorFouls",
}
}

facts! {
/// A call made with a word the rules do not name.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WrongWord {
    /// The call was for a win.
    pub win: bool = "win",
    /// The word is a variant everyone understood (a tolerated word, a translation, "ron"
    /// for "tsumo").
    pub understood: bool = "understood",
    /// The player corrected it at once.
    pub corrected: bool = "corrected",
    /// The hand was laid open.
    pub tiles_shown: bool = "tilesShown",
    /// The offender is the dealer (riichi chombo payment).
    pub dealer: bool = "dealer",
    /// Fouls this player already had in this session (MCR escalation).
    pub prior_fouls: u8 = "priorFouls",
}
}

facts! {
/// A concealed kong declared after riichi that was not allowed (it changed the wait or the
/// hand's reading), found out at a win or a drawn game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RiichiKong {
    /// The offender is the dealer.
    pub dealer: bool = "dealer",
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
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FalseSet {
    /// The group as shown and what it is, if the tiles were given.
    pub group: Option<SetCheck> = "tiles",
    /// Has the player discarded since?
    pub discarded: bool = "discarded",
    /// Where the replacement tile is (MCR).
    pub replacement: Replacement = "replacement",
    /// Fouls this player already had in this session.
    pub prior_fouls: u8 = "priorFouls",
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

/// The incidents, each declared once here with its kind: from this list come the
/// [`Incident`] type, its [`kind`](Incident::kind), and the reading of each kind's facts
/// (its payload's `ReadFacts`, from `facts!`; the facts checked against the catalogue first; see
/// [`Incident::from_facts`]). A kind's facts — their fields, types, ranges, questions and
/// which rule sets ask them — are its [catalogue](super::catalogue) entry.
macro_rules! incidents {
    ($( $(#[$doc:meta])* $variant:ident $(($payload:ty))? = $kind:literal, )*) => {
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

        impl Incident {
            /// The incident's kind as the JSON writes it.
            ///
            /// ```
            /// use mahjong_referee::rules::Incident;
            /// let i: Incident = r#"{"kind":"false-set"}"#.parse().unwrap();
            /// assert_eq!(i.kind(), "false-set");
            /// ```
            pub fn kind(&self) -> &'static str {
                match self {
                    $( incidents!(@pattern $variant $(($payload))?) => $kind, )*
                }
            }

            /// The incident of a kind from its facts, as typed JSON already checked against
            /// the catalogue.
            fn from_payload(
                kind: &str,
                payload: Vec<(&'static str, Typed<'_>)>,
            ) -> Result<Incident, IncidentError> {
                Ok(match kind {
                    $( $kind => incidents!(@read $variant payload $(($payload))?), )*
                    other => {
                        return Err(IncidentError::Shape {
                            message: format!("unknown incident kind '{other}'"),
                        })
                    }
                })
            }
        }
    };
    (@pattern $variant:ident ($payload:ty)) => { Incident::$variant(_) };
    (@pattern $variant:ident) => { Incident::$variant };
    (@read $variant:ident $value:ident ($payload:ty)) => {
        Incident::$variant(<$payload as ReadFacts>::read(&$value)?)
    };
    (@read $variant:ident $value:ident) => { Incident::$variant };
}

incidents! {
    /// A player claimed a false set.
    FalseSet(FalseSet) = "false-set",
    /// A call that could not be made.
    EmptyCall(EmptyCall) = "empty-call",
    /// A tile drawn from the wrong place.
    WrongDraw(WrongDraw) = "wrong-draw",
    /// Tiles exposed or knocked over.
    ExposedTiles(ExposedTiles) = "exposed-tiles",
    /// Tiles exposed with no player at fault.
    ExposedNoFault(ExposedNoFault) = "exposed-no-fault",
    /// Information passed.
    PassingInformation(PassingInformation) = "passing-information",
    /// Cheating.
    Cheating = "cheating",
    /// A telephone rang or disturbed play.
    Telephone = "telephone",
    /// Late for a session.
    Late(Late) = "late",
    /// An exhaustive draw.
    ExhaustiveDraw(ExhaustiveDraw) = "exhaustive-draw",
    /// The time signal.
    TimeSignal(TimeSignal) = "time-signal",
    /// A claimed tile not taken in time.
    ClaimedTileNotTaken(ClaimNotTaken) = "claimed-tile-not-taken",
    /// A riichi declaration made wrongly.
    RiichiDeclaration(RiichiDeclaration) = "riichi-declaration",
    /// A riichi hand not waiting.
    NotenRiichi(NotenRiichi) = "noten-riichi",
    /// Too many or too few tiles.
    WrongTileCount = "wrong-tile-count",
    /// A call with a dead hand.
    DeadHandCall(DeadHandCall) = "dead-hand-call",
    /// An abortive-draw situation.
    AbortiveDraw(AbortiveDraw) = "abortive-draw",
    /// Obstruction.
    Obstruction(Obstruction) = "obstruction",
    /// A substitute.
    Substitution(Substitution) = "substitution",
    /// Claiming in the wrong order.
    ClaimOrder(ClaimOrder) = "claim-order",
    /// A chow called without waiting.
    EarlyChow = "early-chow",
    /// The wall tile touched, then a call.
    WallTouched(WallTouched) = "wall-touched",
    /// A fault in building the wall or dealing.
    DistributionFoul = "distribution-foul",
    /// An error while counting a win.
    Counting(Counting) = "counting",
    /// A chombo with a win or a draw.
    ChomboWith(ChomboWith) = "chombo-with",
    /// A furiten player declared ron.
    FuritenRon(FuritenRon) = "furiten-ron",
    /// Swap-calling (kuikae).
    SwapCalling = "swap-calling",
    /// The last tile claimed for a set.
    LastTileClaim = "last-tile-claim",
    /// A call changed into another.
    ChangedCall(ChangedCall) = "changed-call",
    /// A call with a wrong word.
    WrongWord(WrongWord) = "wrong-word",
    /// An invalid concealed kong after riichi.
    RiichiKong(RiichiKong) = "riichi-kong",
    /// A win whose winning tile was not shown apart.
    WinningTileNotShown(WinningTileNotShown) = "winning-tile-not-shown",
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
        Incident::from_fact_lookup(kind, &fact)
    }

    fn from_fact_lookup<'a>(
        kind: &str,
        given: &dyn Fn(&str) -> Option<&'a str>,
    ) -> Result<Incident, IncidentError> {
        let info = super::catalogue::info(kind).ok_or_else(|| IncidentError::Shape {
            message: format!("unknown incident kind '{kind}'"),
        })?;
        let mut payload = Vec::new();
        for f in info.facts {
            let Some(text) = given(f.field) else {
                continue;
            };
            // A fact that does not apply (a replacement tile for a pung) is an error, unless
            // given at its default (as an incident written out has it).
            if !f.applies(given) {
                if Some(text) != f.default_answer() {
                    return Err(IncidentError::Type {
                        field: f.field,
                        what: f.not_applying().to_string(),
                    });
                }
                continue;
            }
            payload.push((f.field, f.typed(text)?));
        }
        Incident::from_payload(info.kind, payload)
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
        expected: &'static str,
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
    /// Whether a fact was given.
    pub fn answered(&self, field: &str) -> bool {
        self.given.contains(&field)
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
        use serde_json::Value;
        let shape = |message: String| IncidentError::Shape { message };
        let object = value
            .as_object()
            .ok_or_else(|| shape("expected an object with a 'kind'".into()))?;
        let kind = match object.get("kind") {
            Some(Value::String(k)) => k.as_str(),
            Some(_) => return Err(shape("'kind' must be a string".into())),
            None => return Err(shape("no 'kind'".into())),
        };
        let info = super::catalogue::info(kind).ok_or_else(|| {
            let kinds = super::catalogue::CATALOGUE.iter().map(|i| i.kind);
            shape(match crate::strict::nearest(kind, kinds) {
                Some(n) => format!("unknown incident kind '{kind}' (did you mean '{n}'?)"),
                None => format!("unknown incident kind '{kind}'"),
            })
        })?;
        let takes_hand = info.kind == "empty-call";
        let mut known: Vec<&'static str> = vec!["kind"];
        known.extend(info.facts.iter().map(|f| f.field));
        if takes_hand {
            known.push("hand");
        }
        crate::strict::check_fields(object, &known).map_err(IncidentError::UnknownField)?;
        // Each fact given, as text (the form every door shares with links and forms).
        let mut texts: Vec<(&'static str, String)> = Vec::new();
        for f in info.facts {
            let Some(v) = object.get(f.field) else {
                continue;
            };
            let wrong = |what: String| IncidentError::Type {
                field: f.field,
                what,
            };
            let text = match (f.kind(), v) {
                (FactKind::YesNo, Value::Bool(b)) => b.to_string(),
                (FactKind::YesNo, _) => return Err(wrong("expected true or false".into())),
                (FactKind::Count { max }, _) => match v.as_u64() {
                    Some(n) if n <= u64::from(max) => n.to_string(),
                    _ => return Err(wrong(format!("expected a whole number from 0 to {max}"))),
                },
                (FactKind::List | FactKind::Tiles, Value::String(s)) => s.clone(),
                (FactKind::Tiles, _) => return Err(wrong("expected tiles as text".into())),
                (FactKind::List, _) => return Err(wrong(format!("expected one of {}", f.values))),
            };
            texts.push((f.field, text));
        }
        let answer = |field: &str| {
            texts
                .iter()
                .find(|(k, _)| *k == field)
                .map(|(_, v)| v.as_str())
        };
        let mut incident = Incident::from_facts(info.kind, answer)?;
        let mut given: Vec<&'static str> = texts.iter().map(|(k, _)| *k).collect();
        if let (Some(hand), Incident::EmptyCall(call)) = (object.get("hand"), &mut incident) {
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
            if given.contains(&"fourSetsAndPair") {
                return Err(misplaced(
                    "the hand shown decides fourSetsAndPair: give one or the other",
                ));
            }
            call.hand = Some(input);
            given.push("fourSetsAndPair");
        }
        given.sort_by_key(|g| info.facts.iter().position(|f| f.field == *g));
        Ok(Situation { incident, given })
    }
}

/// Reads an incident from JSON, strictly, with the facts given (see [`Situation::from_value`]).
impl FromStr for Situation {
    type Err = IncidentError;

    fn from_str(json: &str) -> Result<Situation, IncidentError> {
        let value: serde_json::Value =
            serde_json::from_str(json).map_err(|e| IncidentError::Shape {
                message: e.to_string(),
            })?;
        Situation::from_value(&value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    /// Every fact of every incident, misspelt the ways people slip (a letter dropped, a
    /// letter doubled, all in small letters), is refused with the field it meant — never
    /// passed over with the fact left at its default.
    #[test]
    fn every_misspelt_fact_is_refused_and_named() {
        let mut tried = 0;
        for info in super::super::catalogue::CATALOGUE {
            for f in info.facts {
                let value = match f.values {
                    "true | false" => "true".to_string(),
                    "tiles" => "\"123m\"".to_string(),
                    v if v.contains('–') => "1".to_string(),
                    v => format!("\"{}\"", v.split(" | ").next().unwrap_or("")),
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
                // Given right, it is read, and counts as given.
                let json = format!(r#"{{"kind":"{}","{}":{value}}}"#, info.kind, f.field);
                let s: Situation = json.parse().unwrap_or_else(|e| panic!("{json}: {e}"));
                assert_eq!(s.given, [f.field], "{json}");
            }
        }
        assert!(tried > 130, "{tried} slips tried");
    }
}
