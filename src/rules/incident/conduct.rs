//! The facts of the incidents of conduct and the session (the catalogue's "Conduct and the
//! session"): lateness, information passed, obstruction, a substitute.

use super::declare::{choices, facts};
use super::fact::{Value, fact, mcr, required, riichi};
use serde::Serialize;

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
/// Deliberate obstruction (stalling, destroying the wall, abusing the rules).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Obstruction {
    /// Serious, or repeated after a penalty.
    pub repeated: bool = "repeated" => fact("Serious, or repeated after a penalty?"),
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
