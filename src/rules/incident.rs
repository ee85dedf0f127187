//! What happened: the irregularity and the facts that change its ruling.
//!
//! An incident arrives unvalidated as [`Situation`] (JSON, or a JS object at the wasm
//! boundary) and becomes an [`Incident`] once its tiles have been read.

use crate::mcr::{McrHand, McrHandError, McrInput, McrReport, Verdict};
use crate::sets::SetCheck;
use crate::strict::UnknownField;
use crate::tiles::{ParseTilesError, Tiles};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

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

/// A call the player could not make ("empty call").
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct EmptyCall {
    /// Which call.
    pub call: Call,
    /// Were tiles shown (for a win: the hand laid open)?
    pub tiles_shown: bool,
    /// Is the offender the dealer? (Sizes a riichi chombo payment.)
    pub dealer: bool,
    /// For a win shown under MCR: the hand is four sets and a pair, only short of 8 points
    /// (otherwise it is an incorrect hand).
    pub four_sets_and_pair: bool,
    /// Fouls this player already had in this session (MCR escalation).
    pub prior_fouls: u8,
    /// For a win shown under MCR: the hand itself (see [`crate::mcr::McrInput`]). When
    /// given, the tiles decide the tier and `fourSetsAndPair` is not needed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand: Option<McrInput>,
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

/// A player arrived late for a session.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Late {
    /// Whole minutes late.
    pub minutes: u16,
}

/// A tile drawn from the wrong place in the wall.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct WrongDraw {
    /// Has the player discarded since?
    pub discarded: bool,
    /// Did the tile go in among the player's tiles?
    pub into_hand: bool,
    /// Was it taken from the dead wall (riichi)?
    pub dead_wall: bool,
    /// Fouls this player already had in this session (MCR escalation).
    pub prior_fouls: u8,
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

/// Tiles exposed or knocked over by accident.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ExposedTiles {
    /// Where from.
    pub from: ExposedFrom,
    /// How many tiles.
    pub count: u8,
    /// During the deal, before play began.
    pub during_deal: bool,
    /// Can play go on fairly? (The referee's judgement.)
    pub play_can_continue: bool,
    /// Is the offender the dealer (riichi: the chombo payment)?
    pub dealer: bool,
    /// Fouls the offender already had in this session (MCR escalation).
    pub prior_fouls: u8,
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

/// Tiles exposed with no player at fault: the table, the wall or a rack collapsed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ExposedNoFault {
    /// Can play go on fairly? (The referee's judgement.)
    pub play_can_continue: bool,
}

impl Default for ExposedNoFault {
    fn default() -> ExposedNoFault {
        ExposedNoFault {
            play_can_continue: true,
        }
    }
}

/// An exhaustive draw: who pays the noten payments.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ExhaustiveDraw {
    /// How many players show a tenpai hand (0–4).
    pub tenpai: u8,
}

/// The time signal of a time-limited session has sounded.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct TimeSignal {
    /// Had the dice of the hand under way been thrown?
    pub dice_thrown: bool,
    /// Is the full game already complete?
    pub game_complete: bool,
}

/// A player passed information or hints to another.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct PassingInformation {
    /// Serious, or repeated after a warning.
    pub serious: bool,
    /// Fouls this player already had in this session (MCR escalation).
    pub prior_fouls: u8,
}

/// A claimed tile left on the table.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ClaimNotTaken {
    /// Discards made since the claim, the claimer's own included.
    pub discards_since: u8,
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

/// A riichi declaration made wrongly.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct RiichiDeclaration {
    /// What went wrong.
    pub error: RiichiError,
}

/// A riichi hand found not waiting at an exhaustive draw.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct NotenRiichi {
    /// The hand was declared dead after the riichi, and that alone makes it noten.
    pub dead_after_riichi: bool,
    /// The offender is the dealer.
    pub dealer: bool,
}

/// Deliberate obstruction (stalling, destroying the wall, abusing the rules).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Obstruction {
    /// Serious, or repeated after a penalty.
    pub repeated: bool,
}

/// A player with a dead hand claimed a tile or declared a kong or riichi.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct DeadHandCall {
    /// The dead hand had been declared to the table.
    pub declared_dead: bool,
    /// The offender is the dealer.
    pub dealer: bool,
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

/// A situation that ended hands in an abortive draw under older rules.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct AbortiveDraw {
    /// Which one.
    pub cause: AbortiveCause,
}

/// A player replaced by a substitute (illness, leaving, disqualification).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Substitution {
    /// Play at the table had already begun.
    pub during_session: bool,
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

/// Claiming a discard in the wrong order (call, show, take).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ClaimOrder {
    /// What was done out of order.
    pub error: OrderError,
    /// The claim was for a win.
    pub win: bool,
    /// Fouls this player already had in this session (MCR escalation).
    pub prior_fouls: u8,
}

/// A player touched the wall tile, then wanted to call the discard.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct WallTouched {
    /// The tile was touched (not only reached for).
    pub touched: bool,
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

/// An error while counting a win (MCR).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Counting {
    /// What went wrong.
    pub error: CountingError,
    /// Fouls that player already had in this session (MCR escalation).
    pub prior_fouls: u8,
}

/// A chombo at the same moment as a win or an exhaustive draw.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ChomboWith {
    /// With an exhaustive draw rather than a win.
    pub exhaustive_draw: bool,
}

/// A win whose winning tile was not shown apart from the hand (MCR).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct WinningTileNotShown {
    /// Without the fans it loses (the waits, Last Tile, Nine Gates), the hand is short of
    /// 8 points.
    pub short_of_8: bool,
}

/// A furiten player declared a win on a discard.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct FuritenRon {
    /// The hand was laid open.
    pub tiles_shown: bool,
    /// The offender is the dealer.
    pub dealer: bool,
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

/// A player called one thing and then another ("pung — no, ron").
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ChangedCall {
    /// The first call was for a win (otherwise for a meld).
    pub first_was_win: bool,
    /// The first call could have been made.
    pub first_possible: bool,
    /// The second word came at once, as a correction of the first.
    pub quick: bool,
    /// What had been shown.
    pub shown: Shown,
    /// The offender is the dealer (riichi chombo payment).
    pub dealer: bool,
    /// Fouls this player already had in this session (MCR escalation).
    pub prior_fouls: u8,
}

/// A call made with a word the rules do not name.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct WrongWord {
    /// The call was for a win.
    pub win: bool,
    /// The word is a variant everyone understood (a tolerated word, a translation, "ron"
    /// for "tsumo").
    pub understood: bool,
    /// The player corrected it at once.
    pub corrected: bool,
    /// The hand was laid open.
    pub tiles_shown: bool,
    /// The offender is the dealer (riichi chombo payment).
    pub dealer: bool,
    /// Fouls this player already had in this session (MCR escalation).
    pub prior_fouls: u8,
}

/// A concealed kong declared after riichi that was not allowed (it changed the wait or the
/// hand's reading), found out at a win or a drawn game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct RiichiKong {
    /// The offender is the dealer.
    pub dealer: bool,
}

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
    pub group: Option<SetCheck>,
    /// Has the player discarded since?
    pub discarded: bool,
    /// Where the replacement tile is (MCR).
    pub replacement: Replacement,
    /// Fouls this player already had in this session.
    pub prior_fouls: u8,
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

/// A validated incident.
///
/// ```
/// use mahjong_referee::rules::Incident;
/// let incident: Incident = r#"{"kind":"false-set","tiles":"232z","discarded":true}"#.parse().unwrap();
/// assert_eq!(incident.kind(), "false-set");
/// ```
/// Written out, an incident is the JSON its reader takes back: a `kind` and that kind's facts
/// in camelCase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Incident {
    /// A player claimed a false set.
    FalseSet(FalseSet),
    /// A call that could not be made.
    EmptyCall(EmptyCall),
    /// A tile drawn from the wrong place.
    WrongDraw(WrongDraw),
    /// Tiles exposed or knocked over.
    ExposedTiles(ExposedTiles),
    /// Tiles exposed with no player at fault.
    ExposedNoFault(ExposedNoFault),
    /// Information passed.
    PassingInformation(PassingInformation),
    /// Cheating.
    Cheating,
    /// A telephone rang or disturbed play.
    Telephone,
    /// Late for a session.
    Late(Late),
    /// An exhaustive draw.
    ExhaustiveDraw(ExhaustiveDraw),
    /// The time signal.
    TimeSignal(TimeSignal),
    /// A claimed tile not taken in time.
    ClaimedTileNotTaken(ClaimNotTaken),
    /// A riichi declaration made wrongly.
    RiichiDeclaration(RiichiDeclaration),
    /// A riichi hand not waiting.
    NotenRiichi(NotenRiichi),
    /// Too many or too few tiles.
    WrongTileCount,
    /// A call with a dead hand.
    DeadHandCall(DeadHandCall),
    /// An abortive-draw situation.
    AbortiveDraw(AbortiveDraw),
    /// Obstruction.
    Obstruction(Obstruction),
    /// A substitute.
    Substitution(Substitution),
    /// Claiming in the wrong order.
    ClaimOrder(ClaimOrder),
    /// A chow called without waiting.
    EarlyChow,
    /// The wall tile touched, then a call.
    WallTouched(WallTouched),
    /// A fault in building the wall or dealing.
    DistributionFoul,
    /// An error while counting a win.
    Counting(Counting),
    /// A chombo with a win or a draw.
    ChomboWith(ChomboWith),
    /// A furiten player declared ron.
    FuritenRon(FuritenRon),
    /// Swap-calling (kuikae).
    SwapCalling,
    /// The last tile claimed for a set.
    LastTileClaim,
    /// A call changed into another.
    ChangedCall(ChangedCall),
    /// A call with a wrong word.
    WrongWord(WrongWord),
    /// An invalid concealed kong after riichi.
    RiichiKong(RiichiKong),
    /// A win whose winning tile was not shown apart.
    WinningTileNotShown(WinningTileNotShown),
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
            Incident::FalseSet(_) => "false-set",
            Incident::EmptyCall(_) => "empty-call",
            Incident::WrongDraw(_) => "wrong-draw",
            Incident::ExposedTiles(_) => "exposed-tiles",
            Incident::ExposedNoFault(_) => "exposed-no-fault",
            Incident::PassingInformation(_) => "passing-information",
            Incident::Cheating => "cheating",
            Incident::Telephone => "telephone",
            Incident::Late(_) => "late",
            Incident::ExhaustiveDraw(_) => "exhaustive-draw",
            Incident::TimeSignal(_) => "time-signal",
            Incident::ClaimedTileNotTaken(_) => "claimed-tile-not-taken",
            Incident::RiichiDeclaration(_) => "riichi-declaration",
            Incident::NotenRiichi(_) => "noten-riichi",
            Incident::WrongTileCount => "wrong-tile-count",
            Incident::DeadHandCall(_) => "dead-hand-call",
            Incident::AbortiveDraw(_) => "abortive-draw",
            Incident::Obstruction(_) => "obstruction",
            Incident::Substitution(_) => "substitution",
            Incident::ClaimOrder(_) => "claim-order",
            Incident::EarlyChow => "early-chow",
            Incident::WallTouched(_) => "wall-touched",
            Incident::DistributionFoul => "distribution-foul",
            Incident::Counting(_) => "counting",
            Incident::ChomboWith(_) => "chombo-with",
            Incident::FuritenRon(_) => "furiten-ron",
            Incident::SwapCalling => "swap-calling",
            Incident::LastTileClaim => "last-tile-claim",
            Incident::ChangedCall(_) => "changed-call",
            Incident::WrongWord(_) => "wrong-word",
            Incident::RiichiKong(_) => "riichi-kong",
            Incident::WinningTileNotShown(_) => "winning-tile-not-shown",
        }
    }

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
        // A fact that does not apply (a replacement tile for a pung) is read at its default.
        let fact = |field: &str| {
            let f = super::catalogue::info(kind)?
                .facts
                .iter()
                .find(|f| f.field == field);
            match f {
                Some(f) if !f.applies(given) => None,
                _ => given(field),
            }
        };
        let facts = super::catalogue::info(kind).map_or(&[][..], |i| i.facts);
        let bad = |field: &'static str, value: &str| IncidentError::Fact {
            field,
            value: value.to_string(),
            expected: facts
                .iter()
                .find(|f| f.field == field)
                .map_or("", |f| f.values),
        };
        // A count is read within the catalogue's range for it, never cut or wrapped.
        for f in facts {
            if let (Some(max), Some(v)) = (f.range_max(), fact(f.field))
                && !v.trim().parse::<u32>().is_ok_and(|n| n <= max)
            {
                return Err(bad(f.field, v));
            }
        }
        let flag = |field: &'static str| match fact(field) {
            None | Some("false") => Ok(false),
            Some("true") => Ok(true),
            Some(v) => Err(bad(field, v)),
        };
        let number = |field: &'static str| -> Result<u16, IncidentError> {
            fact(field).map_or(Ok(0), |v| v.trim().parse().map_err(|_| bad(field, v)))
        };
        let small = |field: &'static str| -> Result<u8, IncidentError> {
            fact(field).map_or(Ok(0), |v| v.trim().parse().map_err(|_| bad(field, v)))
        };
        fn pick<T: Copy + Default>(
            value: Option<&str>,
            options: &[(&str, T)],
            field: &'static str,
            bad: &dyn Fn(&'static str, &str) -> IncidentError,
        ) -> Result<T, IncidentError> {
            match value {
                None => Ok(T::default()),
                Some(v) => options
                    .iter()
                    .find(|(name, _)| *name == v)
                    .map(|(_, t)| *t)
                    .ok_or_else(|| bad(field, v)),
            }
        }
        let incident = match kind {
            "false-set" => Incident::FalseSet(FalseSet {
                group: match fact("tiles").map(str::trim) {
                    None | Some("") => None,
                    Some(text) => Some(SetCheck::new(text.parse::<Tiles>().map_err(|error| {
                        IncidentError::Tiles {
                            field: "tiles",
                            error,
                        }
                    })?)),
                },
                discarded: flag("discarded")?,
                replacement: pick(
                    fact("replacement"),
                    &[
                        ("not-taken", Replacement::NotTaken),
                        ("taken", Replacement::Taken),
                        ("in-hand", Replacement::InHand),
                    ],
                    "replacement",
                    &bad,
                )?,
                prior_fouls: small("priorFouls")?,
            }),
            "empty-call" => Incident::EmptyCall(EmptyCall {
                call: pick(
                    fact("call"),
                    &[
                        ("chow", Call::Chow),
                        ("pung", Call::Pung),
                        ("kong", Call::Kong),
                        ("concealed-kong", Call::ConcealedKong),
                        ("riichi", Call::Riichi),
                        ("win", Call::Win),
                    ],
                    "call",
                    &bad,
                )?,
                tiles_shown: flag("tilesShown")?,
                dealer: flag("dealer")?,
                four_sets_and_pair: flag("fourSetsAndPair")?,
                prior_fouls: small("priorFouls")?,
                // The shown hand comes only with the JSON form (links and forms carry the
                // `fourSetsAndPair` answer the hand check worked out instead).
                hand: None,
            }),
            "wrong-draw" => Incident::WrongDraw(WrongDraw {
                discarded: flag("discarded")?,
                into_hand: flag("intoHand")?,
                dead_wall: flag("deadWall")?,
                prior_fouls: small("priorFouls")?,
            }),
            "exposed-tiles" => Incident::ExposedTiles(ExposedTiles {
                from: pick(
                    fact("from"),
                    &[
                        ("wall", ExposedFrom::Wall),
                        ("dead-wall", ExposedFrom::DeadWall),
                        ("own-hand", ExposedFrom::OwnHand),
                        ("opponent-hand", ExposedFrom::OpponentHand),
                    ],
                    "from",
                    &bad,
                )?,
                count: fact("count")
                    .map_or(Ok(1), |v| v.trim().parse().map_err(|_| bad("count", v)))?,
                during_deal: flag("duringDeal")?,
                play_can_continue: fact("playCanContinue").map_or(Ok(true), |v| match v {
                    "true" => Ok(true),
                    "false" => Ok(false),
                    _ => Err(bad("playCanContinue", v)),
                })?,
                dealer: flag("dealer")?,
                prior_fouls: small("priorFouls")?,
            }),
            "exposed-no-fault" => Incident::ExposedNoFault(ExposedNoFault {
                play_can_continue: fact("playCanContinue").map_or(Ok(true), |v| match v {
                    "true" => Ok(true),
                    "false" => Ok(false),
                    _ => Err(bad("playCanContinue", v)),
                })?,
            }),
            "passing-information" => Incident::PassingInformation(PassingInformation {
                serious: flag("serious")?,
                prior_fouls: small("priorFouls")?,
            }),
            "cheating" => Incident::Cheating,
            "telephone" => Incident::Telephone,
            "late" => Incident::Late(Late {
                minutes: number("minutes")?,
            }),
            "exhaustive-draw" => Incident::ExhaustiveDraw(ExhaustiveDraw {
                tenpai: small("tenpai")?.min(4),
            }),
            "time-signal" => Incident::TimeSignal(TimeSignal {
                dice_thrown: flag("diceThrown")?,
                game_complete: flag("gameComplete")?,
            }),
            "claimed-tile-not-taken" => Incident::ClaimedTileNotTaken(ClaimNotTaken {
                discards_since: small("discardsSince")?,
            }),
            "riichi-declaration" => Incident::RiichiDeclaration(RiichiDeclaration {
                error: pick(
                    fact("error"),
                    &[
                        ("no-stick", RiichiError::NoStick),
                        ("no-call", RiichiError::NoCall),
                        ("no-rotation", RiichiError::NoRotation),
                        ("open-hand", RiichiError::OpenHand),
                        ("rotation-after-claim", RiichiError::RotationAfterClaim),
                    ],
                    "error",
                    &bad,
                )?,
            }),
            "noten-riichi" => Incident::NotenRiichi(NotenRiichi {
                dead_after_riichi: flag("deadAfterRiichi")?,
                dealer: flag("dealer")?,
            }),
            "wrong-tile-count" => Incident::WrongTileCount,
            "dead-hand-call" => Incident::DeadHandCall(DeadHandCall {
                declared_dead: flag("declaredDead")?,
                dealer: flag("dealer")?,
            }),
            "abortive-draw" => Incident::AbortiveDraw(AbortiveDraw {
                cause: pick(
                    fact("cause"),
                    &[
                        ("nine-terminals", AbortiveCause::NineTerminals),
                        ("four-kongs", AbortiveCause::FourKongs),
                        ("four-winds", AbortiveCause::FourWinds),
                        ("four-riichi", AbortiveCause::FourRiichi),
                    ],
                    "cause",
                    &bad,
                )?,
            }),
            "obstruction" => Incident::Obstruction(Obstruction {
                repeated: flag("repeated")?,
            }),
            "substitution" => Incident::Substitution(Substitution {
                during_session: flag("duringSession")?,
            }),
            "claim-order" => Incident::ClaimOrder(ClaimOrder {
                error: pick(
                    fact("error"),
                    &[
                        ("shown-before-call", OrderError::ShownBeforeCall),
                        ("taken-before-call", OrderError::TakenBeforeCall),
                        ("taken-before-showing", OrderError::TakenBeforeShowing),
                    ],
                    "error",
                    &bad,
                )?,
                win: flag("win")?,
                prior_fouls: small("priorFouls")?,
            }),
            "early-chow" => Incident::EarlyChow,
            "wall-touched" => Incident::WallTouched(WallTouched {
                touched: flag("touched")?,
            }),
            "distribution-foul" => Incident::DistributionFoul,
            "counting" => Incident::Counting(Counting {
                error: pick(
                    fact("error"),
                    &[
                        ("winning-tile-not-added", CountingError::WinningTileNotAdded),
                        ("hand-not-intact", CountingError::HandNotIntact),
                        ("own-flowers-added", CountingError::OwnFlowersAdded),
                        ("other-showed-tiles", CountingError::OtherShowedTiles),
                        ("wall-broken", CountingError::WallBroken),
                        ("helped-count", CountingError::HelpedCount),
                    ],
                    "error",
                    &bad,
                )?,
                prior_fouls: small("priorFouls")?,
            }),
            "chombo-with" => Incident::ChomboWith(ChomboWith {
                exhaustive_draw: flag("exhaustiveDraw")?,
            }),
            "furiten-ron" => Incident::FuritenRon(FuritenRon {
                tiles_shown: flag("tilesShown")?,
                dealer: flag("dealer")?,
            }),
            "swap-calling" => Incident::SwapCalling,
            "last-tile-claim" => Incident::LastTileClaim,
            "winning-tile-not-shown" => Incident::WinningTileNotShown(WinningTileNotShown {
                short_of_8: flag("shortOf8")?,
            }),
            "riichi-kong" => Incident::RiichiKong(RiichiKong {
                dealer: flag("dealer")?,
            }),
            "wrong-word" => Incident::WrongWord(WrongWord {
                win: flag("win")?,
                understood: flag("understood")?,
                corrected: flag("corrected")?,
                tiles_shown: flag("tilesShown")?,
                dealer: flag("dealer")?,
                prior_fouls: small("priorFouls")?,
            }),
            "changed-call" => Incident::ChangedCall(ChangedCall {
                first_was_win: flag("firstWasWin")?,
                first_possible: flag("firstPossible")?,
                quick: flag("quick")?,
                shown: pick(
                    fact("shown"),
                    &[
                        ("none", Shown::None),
                        ("meld-tiles", Shown::MeldTiles),
                        ("hand", Shown::Hand),
                    ],
                    "shown",
                    &bad,
                )?,
                dealer: flag("dealer")?,
                prior_fouls: small("priorFouls")?,
            }),
            other => {
                return Err(IncidentError::Shape {
                    message: format!("unknown incident kind '{other}'"),
                });
            }
        };
        Ok(incident)
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
            let wrong = |what: String| {
                IncidentError::Fact {
                    field: f.field,
                    value: v.to_string(),
                    expected: f.values,
                }
                .retold(what)
            };
            let text = if f.values == "true | false" {
                match v {
                    Value::Bool(b) => b.to_string(),
                    _ => return Err(wrong("expected true or false".into())),
                }
            } else if let Some(max) = f.range_max() {
                match v.as_u64() {
                    Some(n) if n <= u64::from(max) => n.to_string(),
                    _ => return Err(wrong(format!("expected a whole number from 0 to {max}"))),
                }
            } else {
                match v {
                    Value::String(s) => s.clone(),
                    _ if f.values == "tiles" => {
                        return Err(wrong("expected tiles as text".into()));
                    }
                    _ => return Err(wrong(format!("expected one of {}", f.values))),
                }
            };
            texts.push((f.field, text));
        }
        let answer = |field: &str| {
            texts
                .iter()
                .find(|(k, _)| *k == field)
                .map(|(_, v)| v.as_str())
        };
        if let Some(f) = info
            .facts
            .iter()
            // (its default, as a written-out incident has it, is no claim)
            .find(|f| {
                answer(f.field).is_some_and(|v| Some(v) != f.default_answer())
                    && !f.applies(&answer)
            })
        {
            return Err(IncidentError::Type {
                field: f.field,
                what: f.not_applying().to_string(),
            });
        }
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
            call.hand = Some(input);
            // The tiles decide the tier.
            if !given.contains(&"fourSetsAndPair") {
                given.push("fourSetsAndPair");
            }
        }
        given.sort_by_key(|g| info.facts.iter().position(|f| f.field == *g));
        Ok(Situation { incident, given })
    }
}

impl IncidentError {
    /// A fact error said another way (what the field expects, for a value of the wrong type).
    fn retold(self, what: String) -> IncidentError {
        match self {
            IncidentError::Fact { field, .. } => IncidentError::Type { field, what },
            other => other,
        }
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
