//! Why an incident cannot be read.

use crate::mcr::McrHandError;
use crate::strict::UnknownField;
use crate::tiles::ParseTilesError;
use std::fmt;

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
