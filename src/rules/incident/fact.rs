//! One fact an incident asks: its JSON name, its kind of value (from the struct field's
//! type), its question, which rule sets ask it and when it applies.
//!
//! A fact is declared once, on its incident's struct field (`facts!` in
//! [`declare`](super::declare)); the catalogue, the strict readers, the questions, the
//! TypeScript type and the widget's form all read that declaration. Whether a fact decides
//! a ruling under a rule set ([`Fact::decides`]) asks the rulings: it is written with the
//! catalogue's other questions to them, in [`catalogue`](crate::rules::catalogue).

use crate::rules::RulesetId;
use crate::sets::SetCheck;
use crate::tiles::Tiles;
use std::fmt;

/// One fact an incident asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fact {
    /// Its JSON field.
    pub field: &'static str,
    /// The question it answers.
    pub question: &'static str,
    /// The ruling waits until this fact is given.
    pub required: bool,
    /// Which rule sets ask it: `None` all, `Some(true)` the MCR ones, `Some(false)` riichi.
    pub mcr: Option<bool>,
    /// A fact of the game rather than of the incident (whether it is a tournament game): one
    /// answer holds for every incident of the session, so the widget carries it from one
    /// incident to the next (declared with `.of_the_game()`).
    pub game: bool,
    /// Its kind of value, from its field's type ([`FactType`]).
    kind: FactKind,
    /// A list's values, in order (the first is the default), or yes/no's (`true`, `false`),
    /// from its field's type.
    choices: &'static [&'static str],
    /// A count's upper end, where it is below its type's.
    up_to: Option<u32>,
    /// The answer taken when none is given, where it is not the usual one (see
    /// [`Fact::default_answer`]).
    unusual_default: Option<&'static str>,
    /// When the fact applies at all, given the other answers, and what to say when it is
    /// given where it does not (see [`Fact::applies`]); always when `None`.
    when: Option<(When, &'static str)>,
    /// Values only the riichi rule sets have (a riichi call).
    riichi_only: &'static [&'static str],
}

/// A fact's kind of value, from its field's type.
///
/// ```
/// use mahjong_referee::rules::catalogue::{info, FactKind};
/// let facts = info("exhaustive-draw").unwrap().facts;
/// assert_eq!(facts[0].kind(), FactKind::Count { max: 4 });
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FactKind {
    /// Yes or no (`true | false`).
    YesNo,
    /// A whole number from 0 to `max`.
    Count {
        /// The largest value it takes.
        max: u32,
    },
    /// One of a closed list of values.
    List,
    /// Tiles (a group shown).
    Tiles,
}

/// A fact's value, typed: what every door's text or JSON is read into and what an
/// incident's field holds.
///
/// ```
/// use mahjong_referee::rules::catalogue::{info, Value};
/// let late = &info("late").unwrap().facts[0];
/// assert_eq!(late.typed("12").unwrap(), Value::Count(12));
/// assert_eq!(Value::Count(12).to_string(), "12");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// A yes/no fact's answer.
    Yes(bool),
    /// A count.
    Count(u32),
    /// One of a list's values (its name as the JSON writes it).
    Choice(&'static str),
    /// A group's tiles.
    Tiles(Tiles),
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Yes(b) => write!(f, "{b}"),
            Value::Count(n) => write!(f, "{n}"),
            Value::Choice(c) => f.write_str(c),
            Value::Tiles(t) => write!(f, "{t}"),
        }
    }
}

/// A struct field's type as a fact: its kind, its list's values, and its value to and
/// from [`Value`].
pub trait FactType: Sized {
    /// Its kind (a count's `max` is the type's; a fact may narrow it).
    const KIND: FactKind;
    /// A list's values, in order (the first is the default), or yes/no's; empty for counts
    /// and tiles.
    const CHOICES: &'static [&'static str] = &[];
    /// The value held, as a fact's value (`None`: no value, e.g. no group).
    fn to_value(&self) -> Option<Value>;
    /// The field's value from a fact's value of its kind (`None` if of another kind).
    fn from_value(value: &Value) -> Option<Self>;
}

impl FactType for bool {
    const KIND: FactKind = FactKind::YesNo;
    const CHOICES: &'static [&'static str] = &["true", "false"];

    fn to_value(&self) -> Option<Value> {
        Some(Value::Yes(*self))
    }

    fn from_value(value: &Value) -> Option<bool> {
        match value {
            Value::Yes(b) => Some(*b),
            _ => None,
        }
    }
}

macro_rules! count_types {
    ($($ty:ty),*) => {$(
        impl FactType for $ty {
            const KIND: FactKind = FactKind::Count { max: <$ty>::MAX as u32 };

            fn to_value(&self) -> Option<Value> {
                Some(Value::Count(u32::from(*self)))
            }

            fn from_value(value: &Value) -> Option<$ty> {
                match value {
                    Value::Count(n) => <$ty>::try_from(*n).ok(),
                    _ => None,
                }
            }
        }
    )*};
}

count_types!(u8, u16);

/// A group's tiles, looked at as a set (none: no group given).
impl FactType for Option<SetCheck> {
    const KIND: FactKind = FactKind::Tiles;

    fn to_value(&self) -> Option<Value> {
        self.as_ref().map(|g| Value::Tiles(g.tiles.clone()))
    }

    fn from_value(value: &Value) -> Option<Option<SetCheck>> {
        match value {
            Value::Tiles(t) if t.is_empty() => Some(None),
            Value::Tiles(t) => Some(Some(SetCheck::new(t.clone()))),
            _ => None,
        }
    }
}

/// When a fact applies, given the other facts' values (a lookup by field: as given or at
/// their defaults, `None` for no value, e.g. no group).
pub type When = fn(&dyn Fn(&str) -> Option<Value>) -> bool;

/// A fact every rule set asks, when it decides something there.
pub(super) const fn fact(question: &'static str) -> Fact {
    Fact {
        field: "",
        question,
        required: false,
        mcr: None,
        game: false,
        kind: FactKind::YesNo,
        choices: &[],
        up_to: None,
        unusual_default: None,
        when: None,
        riichi_only: &[],
    }
}

/// A fact the ruling always waits for (the group's tiles, the minutes late).
pub(super) const fn required(question: &'static str) -> Fact {
    Fact {
        required: true,
        ..fact(question)
    }
}

/// A fact only the MCR rule sets ask.
pub(super) const fn mcr(question: &'static str) -> Fact {
    Fact {
        mcr: Some(true),
        ..fact(question)
    }
}

/// A fact only the riichi rule sets ask.
pub(super) const fn riichi(question: &'static str) -> Fact {
    Fact {
        mcr: Some(false),
        ..fact(question)
    }
}

impl Fact {
    /// The fact under its JSON name, its kind and values from its field's type `T` (what
    /// `facts!` adds to each declaration). A count narrowed with [`Fact::up_to`] beyond
    /// its type's range does not compile.
    pub(super) const fn of<T: FactType>(self, field: &'static str) -> Fact {
        let kind = match (T::KIND, self.up_to) {
            (FactKind::Count { max }, Some(up_to)) => {
                assert!(up_to <= max, "a count narrowed beyond its type");
                FactKind::Count { max: up_to }
            }
            (kind, None) => kind,
            (_, Some(_)) => panic!("only a count has an upper end"),
        };
        Fact {
            field,
            kind,
            choices: T::CHOICES,
            ..self
        }
    }

    /// A count that goes only up to `max`.
    pub(super) const fn up_to(self, max: u32) -> Fact {
        Fact {
            up_to: Some(max),
            ..self
        }
    }

    /// Applies only when `when` says so; `why` says where it applies, for the error when
    /// it is given elsewhere.
    pub(super) const fn when(self, when: When, why: &'static str) -> Fact {
        Fact {
            when: Some((when, why)),
            ..self
        }
    }

    /// Of its list's values, `values` only the riichi rule sets have.
    pub(super) const fn riichi_only(self, values: &'static [&'static str]) -> Fact {
        Fact {
            riichi_only: values,
            ..self
        }
    }

    /// A fact of the game, answered once for every incident ([`Fact::game`]).
    pub(super) const fn of_the_game(self) -> Fact {
        Fact { game: true, ..self }
    }

    /// Not given, it is `value` (not the kind's usual default).
    pub(super) const fn defaults_to(self, value: &'static str) -> Fact {
        Fact {
            unusual_default: Some(value),
            ..self
        }
    }

    /// The default declared for it where it is not its kind's usual one.
    pub(super) fn unusual_default(&self) -> Option<&'static str> {
        self.unusual_default
    }

    /// Its kind of value.
    pub const fn kind(&self) -> FactKind {
        self.kind
    }

    /// How many values its list has (0 for yes/no, counts and tiles, which are asked
    /// without labels of their own).
    pub const fn list_len(&self) -> usize {
        match self.kind {
            FactKind::List => self.choices.len(),
            _ => 0,
        }
    }

    /// Its values, as the docs write them: `true | false`, a list `a | b | c` (the first is
    /// the default), a range `0–4`, or `tiles`.
    ///
    /// ```
    /// use mahjong_referee::rules::catalogue::info;
    /// let facts = info("false-set").unwrap().facts;
    /// let values: Vec<String> = facts.iter().map(|f| f.values()).collect();
    /// assert_eq!(values, ["tiles", "true | false", "not-taken | taken | in-hand", "0–255"]);
    /// ```
    pub fn values(&self) -> String {
        match self.kind {
            FactKind::YesNo | FactKind::List => self.choices.join(" | "),
            FactKind::Count { max } => format!("0–{max}"),
            FactKind::Tiles => "tiles".to_string(),
        }
    }

    /// Whether the fact applies, given the other facts' values (`value(field)`: as given, or
    /// at their defaults; `None` for no value, e.g. no group): a replacement tile only after a
    /// kong or a flower.
    ///
    /// ```
    /// use mahjong_referee::rules::catalogue::{info, Value};
    /// let replacement = &info("false-set").unwrap().facts[2];
    /// assert!(replacement.applies(&|_| None));
    /// let pung = |f: &str| (f == "tiles").then(|| Value::Tiles("222z".parse().unwrap()));
    /// assert!(!replacement.applies(&pung));
    /// ```
    pub fn applies(&self, value: &dyn Fn(&str) -> Option<Value>) -> bool {
        self.when.is_none_or(|(when, _)| when(value))
    }

    /// Where the fact applies, said for the error when it is given elsewhere (empty for a
    /// fact that always applies).
    pub fn not_applying(&self) -> &'static str {
        self.when.map_or("", |(_, why)| why)
    }

    /// The error for this fact given where it does not apply.
    pub fn misplaced(&self) -> super::IncidentError {
        super::IncidentError::Type {
            field: self.field,
            what: self.not_applying().to_string(),
        }
    }

    /// The values offered under a rule set: a list's or yes/no's values, without those the
    /// rule set does not have (a riichi call under MCR).
    ///
    /// ```
    /// use mahjong_referee::rules::{catalogue::info, RulesetId};
    /// let call = &info("empty-call").unwrap().facts[0];
    /// assert!(call.choices_for(RulesetId::Ema2016).contains(&"riichi"));
    /// assert!(!call.choices_for(RulesetId::Mers2010).contains(&"riichi"));
    /// ```
    pub fn choices_for(&self, ruleset: RulesetId) -> Vec<&'static str> {
        let mut out = self.choices();
        self.offer_to(ruleset, &mut out);
        out
    }

    /// Whether a value is one the rule set offers: not a riichi call under MCR.
    pub fn offered(&self, ruleset: RulesetId, value: &Value) -> bool {
        !ruleset.is_mcr() || !matches!(value, Value::Choice(c) if self.riichi_only.contains(c))
    }

    /// Leaves out of `values` those the rule set does not have (a riichi call under MCR).
    fn offer_to(&self, ruleset: RulesetId, values: &mut Vec<&'static str>) {
        if ruleset.is_mcr() {
            values.retain(|c| !self.riichi_only.contains(c));
        }
    }

    /// An answer as text (`true`, `12`, `in-hand`, tiles in any notation) as its typed
    /// value: a yes/no, a whole number within the fact's range, one of its list's values,
    /// tiles that read. Anything else is the error that says which field and what it takes.
    ///
    /// ```
    /// use mahjong_referee::rules::catalogue::{info, Value};
    /// let late = &info("late").unwrap().facts[0];
    /// assert_eq!(late.typed("12").unwrap(), Value::Count(12));
    /// assert!(late.typed("soon").is_err());
    /// ```
    pub fn typed(&self, text: &str) -> Result<Value, super::IncidentError> {
        let bad = || super::IncidentError::Fact {
            field: self.field,
            value: text.to_string(),
            expected: self.values(),
        };
        match self.kind {
            FactKind::Tiles => text.parse::<Tiles>().map(Value::Tiles).map_err(|error| {
                super::IncidentError::Tiles {
                    field: self.field,
                    error,
                }
            }),
            FactKind::Count { max } => match text.trim().parse::<u32>() {
                Ok(n) if n <= max => Ok(Value::Count(n)),
                _ => Err(bad()),
            },
            FactKind::YesNo => match text {
                "true" => Ok(Value::Yes(true)),
                "false" => Ok(Value::Yes(false)),
                _ => Err(bad()),
            },
            FactKind::List => match self.choices.iter().find(|c| **c == text) {
                Some(c) => Ok(Value::Choice(c)),
                None => Err(bad()),
            },
        }
    }

    /// Whether a typed value is one this fact takes: of its kind, within its range, one of
    /// its list's values.
    pub fn takes(&self, value: &Value) -> bool {
        match (self.kind, value) {
            (FactKind::YesNo, Value::Yes(_)) => true,
            // No tiles is no group: not an answer (a fact not given holds it).
            (FactKind::Tiles, Value::Tiles(t)) => !t.is_empty(),
            (FactKind::Count { max }, Value::Count(n)) => *n <= max,
            (FactKind::List, Value::Choice(c)) => self.choices.contains(c),
            _ => false,
        }
    }

    /// A list's values (the first is the default) or yes/no's (`true`, `false`: no is the
    /// default), in order; none for ranges and tiles.
    pub fn choices(&self) -> Vec<&'static str> {
        match self.kind {
            FactKind::YesNo | FactKind::List => self.choices.to_vec(),
            FactKind::Count { .. } | FactKind::Tiles => Vec::new(),
        }
    }

    /// The upper end of a range fact (`0–4` gives 4).
    ///
    /// ```
    /// use mahjong_referee::rules::catalogue::info;
    /// assert_eq!(info("late").unwrap().facts[0].range_max(), Some(65535));
    /// ```
    pub fn range_max(&self) -> Option<u32> {
        match self.kind {
            FactKind::Count { max } => Some(max),
            _ => None,
        }
    }

    /// The values tried to see whether the fact decides anything: a list's or yes/no's
    /// values; for a range, its low end and the numbers the rule sets draw lines at; none
    /// for tiles.
    ///
    /// ```
    /// use mahjong_referee::rules::catalogue::{info, Value};
    /// let facts = info("claimed-tile-not-taken").unwrap().facts;
    /// assert_eq!(facts[0].trial_values(), (0..=4).map(Value::Count).collect::<Vec<_>>());
    /// ```
    pub fn trial_values(&self) -> Vec<Value> {
        match self.kind {
            FactKind::Count { max } => [0, 1, 2, 3, 4, 6, 10, 11, 15, 16]
                .into_iter()
                .filter(|n| *n <= max)
                .map(Value::Count)
                .collect(),
            FactKind::YesNo => vec![Value::Yes(true), Value::Yes(false)],
            FactKind::List => self.choices.iter().map(|c| Value::Choice(c)).collect(),
            FactKind::Tiles => Vec::new(),
        }
    }

    /// The answer an incident is read with when none is given: no for a yes/no, a list's
    /// first value, a range's low end, unless the declaration says otherwise; `None` for
    /// tiles (no group). A ruling that rests on it says so ([`crate::rules::assumed`]), and
    /// the widget waits for an answer instead.
    ///
    /// ```
    /// use mahjong_referee::rules::catalogue::info;
    /// let exposed = info("exposed-tiles").unwrap();
    /// let defaults: Vec<_> = exposed.facts.iter().map(|f| f.default_answer()).collect();
    /// assert_eq!(defaults, [Some("wall"), Some("1"), Some("false"), Some("true"), Some("false"), Some("false"), Some("0")]);
    /// ```
    pub fn default_answer(&self) -> Option<&'static str> {
        match self.kind {
            FactKind::Tiles => None,
            _ if self.unusual_default.is_some() => self.unusual_default,
            FactKind::YesNo => Some("false"),
            FactKind::Count { .. } => Some("0"),
            FactKind::List => self.choices.first().copied(),
        }
    }
}
