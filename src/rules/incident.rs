//! What happened: the irregularity and the facts that change its ruling.
//!
//! An incident arrives unvalidated as [`IncidentInput`] (JSON, or a JS object at the wasm
//! boundary) and becomes an [`Incident`] once its tiles have been read.

use crate::sets::SetCheck;
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

/// An incident as it arrives: JSON with a `kind` and that kind's facts, field names in
/// camelCase. Missing facts take their defaults (`false`, `0`, `not-taken`).
///
/// ```json
/// {"kind": "false-set", "tiles": "southwestsouth", "discarded": true,
///  "replacement": "not-taken", "priorFouls": 0}
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum IncidentInput {
    /// A player claimed or declared a group that is no chow, pung or kong.
    #[serde(rename_all = "camelCase")]
    FalseSet {
        /// The group as shown, in any tile notation; absent when not known.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        tiles: Option<String>,
        /// Has the player discarded since?
        #[serde(default)]
        discarded: bool,
        /// After a kong: where the replacement tile is.
        #[serde(default)]
        replacement: Replacement,
        /// Fouls this player already had in this session (MCR escalation).
        #[serde(default)]
        prior_fouls: u8,
    },
}

/// The facts of a false set.
///
/// ```
/// use mahjong_referee::rules::Incident;
/// let Incident::FalseSet(f) = r#"{"kind":"false-set","tiles":"445m"}"#.parse().unwrap();
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

impl FalseSet {
    /// The tiles form a chow, pung or kong after all: nothing to rule.
    ///
    /// ```
    /// use mahjong_referee::rules::Incident;
    /// let Incident::FalseSet(f) = r#"{"kind":"false-set","tiles":"456m"}"#.parse().unwrap();
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
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Incident {
    /// A player claimed a false set.
    FalseSet(FalseSet),
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
        match self {
            Incident::FalseSet(_) => "A player claimed a false set",
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
    /// A field holding tiles that cannot be read.
    Tiles {
        /// The field.
        field: &'static str,
        /// Why.
        error: ParseTilesError,
    },
}

impl fmt::Display for IncidentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IncidentError::Shape { message } => write!(f, "not an incident: {message}"),
            IncidentError::Tiles { field, error } => write!(f, "field '{field}': {error}"),
        }
    }
}

impl std::error::Error for IncidentError {}

impl TryFrom<IncidentInput> for Incident {
    type Error = IncidentError;

    fn try_from(input: IncidentInput) -> Result<Incident, IncidentError> {
        match input {
            IncidentInput::FalseSet {
                tiles,
                discarded,
                replacement,
                prior_fouls,
            } => {
                let group = match tiles.as_deref().map(str::trim) {
                    None | Some("") => None,
                    Some(text) => Some(SetCheck::new(text.parse::<Tiles>().map_err(|error| {
                        IncidentError::Tiles {
                            field: "tiles",
                            error,
                        }
                    })?)),
                };
                Ok(Incident::FalseSet(FalseSet {
                    group,
                    discarded,
                    replacement,
                    prior_fouls,
                }))
            }
        }
    }
}

impl From<&Incident> for IncidentInput {
    fn from(incident: &Incident) -> IncidentInput {
        match incident {
            Incident::FalseSet(f) => IncidentInput::FalseSet {
                tiles: f.group.as_ref().map(|g| g.tiles.to_string()),
                discarded: f.discarded,
                replacement: f.replacement,
                prior_fouls: f.prior_fouls,
            },
        }
    }
}

/// Reads an incident from JSON.
impl FromStr for Incident {
    type Err = IncidentError;

    fn from_str(json: &str) -> Result<Incident, IncidentError> {
        let input: IncidentInput =
            serde_json::from_str(json).map_err(|e| IncidentError::Shape {
                message: e.to_string(),
            })?;
        Incident::try_from(input)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_round_trip() {
        let i: Incident = r#"{"kind":"false-set","tiles":"southwestsouth"}"#.parse().unwrap();
        let Incident::FalseSet(f) = &i;
        assert!(!f.discarded);
        assert_eq!(f.replacement, Replacement::NotTaken);
        let json = serde_json::to_string(&IncidentInput::from(&i)).unwrap();
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
            r#"{"kind":"false-set","discarded":"yes"}"#,
        ] {
            let err = bad.parse::<Incident>().unwrap_err();
            assert!(matches!(err, IncidentError::Shape { .. }), "{bad}");
            assert!(err.to_string().starts_with("not an incident: "));
        }
    }
}
