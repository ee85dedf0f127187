//! An incident as reported ([`Situation`]: the incident and the facts given), and the
//! readers every door takes it through: from JSON, strictly ([`Situation::from_value`], and
//! `FromStr` for [`Situation`] and [`Incident`]), and from its facts as text, as a form, a
//! link or a stored line holds them ([`Situation::from_texts`], [`Incident::from_facts`]).

use super::calls::Call;
use super::fact::{Fact, FactKind, Value};
use super::{CATALOGUE, Incident, IncidentError};
use crate::mcr::{McrHand, McrInput};
use std::str::FromStr;

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
}

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
            let kinds = CATALOGUE.iter().map(|i| i.kind);
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
    use crate::rules::Replacement;

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
        for info in CATALOGUE {
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
        for info in CATALOGUE {
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

    #[test]
    fn every_value_read_from_its_text_prints_back_and_is_taken() {
        for info in CATALOGUE {
            for f in info.facts {
                for value in f.trial_values() {
                    assert!(f.takes(&value), "{} {}", info.kind, f.field);
                    assert_eq!(f.typed(&value.to_string()).unwrap(), value);
                }
                // A fresh incident holds each fact at its default answer (none: no group).
                let fresh = Incident::new(info.kind).unwrap();
                let default = f.default_answer().map(|d| f.typed(d).unwrap());
                assert_eq!(fresh.value(f.field), default, "{} {}", info.kind, f.field);
            }
        }
    }
}
