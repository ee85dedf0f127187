//! The facts of the incidents of calls and claims (the catalogue's "Calls and claims"):
//! a false set, an empty call, a claimed tile not taken, a call with a dead hand, a claim
//! in the wrong order, the wall tile touched, a changed call, a wrong word.

use super::declare::{choices, facts};
use super::fact::{Value, fact, mcr, required, riichi};
use crate::mcr::{McrHand, McrInput, McrReport, Verdict};
use crate::sets::SetCheck;
use serde::Serialize;

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
/// A claimed tile left on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClaimNotTaken {
    /// Discards made since the claim, the claimer's own included.
    pub discards_since: u8 = "discardsSince"
        => required("How many discards since the claim, the claimer's own included?").up_to(4),
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
