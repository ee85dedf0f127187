//! The ruling as a link fragment: `1/<rule set>/<incident>/<tiles>/<answers>`.

use super::{AppState, pairs};
use crate::lang::Lang;
use crate::rules::catalogue;
use crate::rules::{RulesetId, Situation};
use crate::tiles::{ParseTilesError, Tiles};

/// The longest link fragment read, in bytes: several times the longest this widget writes
/// (a megabyte pasted into the address is refused at once, not read and echoed).
pub const MAX_LINK: usize = 1000;

/// Why a link cannot be opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkError {
    /// Not this widget's link format, or a version it does not know.
    Format,
    /// No such rule set.
    Ruleset(String),
    /// No such incident.
    Incident(String),
    /// Tiles that cannot be read.
    Tiles(ParseTilesError),
    /// An answer the incident does not take.
    Answer(String),
}

impl LinkError {
    /// Why, in a language.
    pub fn say(&self, lang: Lang) -> String {
        let w = lang.words();
        match self {
            LinkError::Format => w.link_format.to_string(),
            LinkError::Ruleset(x) => (w.link_ruleset)(w, x),
            LinkError::Incident(x) => (w.link_incident)(w, x),
            LinkError::Tiles(e) => (w.link_tiles)(w, &lang.tiles_error(e)),
            LinkError::Answer(why) => (w.link_answer)(w, why),
        }
    }
}

impl std::fmt::Display for LinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

impl AppState {
    /// The ruling as a link fragment, version 1:
    /// `1/<rule set>/<incident>/<tiles in mpsz or ->/<field=value&field=value…>`: the facts
    /// ruled on ([`AppState::ruled`]), the tiles in their own part.
    pub fn link(&self) -> String {
        let tiles = self
            .group_tiles()
            .map_or("-".to_string(), |t| t.to_string());
        format!(
            "1/{}/{}/{tiles}/{}",
            self.ruleset.id(),
            self.kind(),
            self.ruled()
                .texts()
                .iter()
                .filter(|(f, _)| *f != "tiles")
                .map(|(k, v)| format!("{k}={v}"))
                .collect::<Vec<_>>()
                .join("&")
        )
    }

    /// Reads a link fragment (with or without its `#`). One longer than [`MAX_LINK`] is
    /// refused before it is read, as not this widget's (its text is never echoed).
    pub fn from_link(fragment: &str) -> Result<AppState, LinkError> {
        if fragment.len() > MAX_LINK {
            return Err(LinkError::Format);
        }
        let fragment = fragment.trim_start_matches('#');
        let parts: Vec<&str> = fragment.splitn(5, '/').collect();
        let ["1", ruleset, kind, tiles, answers] = parts.as_slice() else {
            return Err(LinkError::Format);
        };
        let ruleset: RulesetId = ruleset
            .parse()
            .map_err(|_| LinkError::Ruleset(ruleset.to_string()))?;
        let info = catalogue::info(kind).ok_or_else(|| LinkError::Incident(kind.to_string()))?;
        let tiles = match *tiles {
            "-" | "" => Vec::new(),
            t => t.parse::<Tiles>().map_err(LinkError::Tiles)?.into_vec(),
        };
        let pairs = pairs(answers, '&').map_err(LinkError::Answer)?;
        let fields: Vec<&'static str> = info
            .facts
            .iter()
            .map(|f| f.field)
            .filter(|f| *f != "tiles")
            .collect();
        if let Some((field, _)) = pairs.iter().find(|(k, _)| !fields.contains(k)) {
            let e = crate::strict::UnknownField::new(field, &fields);
            return Err(LinkError::Answer(e.to_string()));
        }
        let group = Tiles::new(tiles.clone())
            .ok()
            .filter(|t| !t.is_empty())
            .map(|t| t.to_string());
        // Strict, as every door is: each value of its fact's kind, no fact where it does
        // not apply.
        let answer = |field: &str| match field {
            "tiles" => group.as_deref(),
            _ => pairs.iter().find(|(k, _)| *k == field).map(|(_, v)| *v),
        };
        let mut situation = Situation::from_texts(info.kind, &answer)
            .map_err(|e| LinkError::Answer(e.to_string()))?;
        situation.unset("tiles");
        Ok(AppState {
            ruleset,
            situation,
            ..AppState::default()
        }
        .with_tiles(tiles))
    }
}
