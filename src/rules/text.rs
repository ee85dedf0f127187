//! The words of a ruling, as data: every sentence a ruling can say is a variant of its rule
//! set's `Say` enum, with the English next to it, so that a language layer can say the same
//! ruling in another language and the compiler finds any sentence it has not translated.
//!
//! A ruling's steps and explanation are [`Line`]s: a sentence ([`Text`]) or a line built
//! from the facts (the group shown, the MCR hand shown, a topic a document does not cover).
//! `Display` gives the English.
//!
//! ```
//! use mahjong_referee::rules::{mers2010, Line, Minutes, Text};
//! let line = Line::from(mers2010::Say::LateWithinFifteen { minutes: Minutes(12) });
//! assert_eq!(line.to_string(), "12 minutes late: within 15 minutes.");
//! assert!(matches!(line, Line::Say(Text::Mers2010(_))));
//! ```

use super::RulesetId;
use crate::mcr::McrReport;
use crate::sets::SetCheck;
use std::fmt;

/// Declares a rule set's sentences: an enum whose variants carry the facts a sentence
/// needs, each with its English text (a format string naming those facts), and `Display`.
///
/// Two forms. The list alone, `says! { pub enum Say { Name => "English", … } }`. Or a
/// document read section by section, each section's items (its `Section` and the functions
/// that rule by it) in `section { … }`, followed by the sentences they say, `says { … }`:
/// the enum is every section's sentences in turn, and the items are left as they are, so
/// that a section's sentences sit next to its code:
///
/// ```text
/// says! {
///     /// What this document's rulings say.
///     pub enum Say;
///
///     section {
///         /// §5.7 …
///         fn s5_7_being_late(l: &Late) -> Ruling { … }
///     }
///     says {
///         LateUpToTen { minutes: Minutes } => "{minutes} late: …",
///     }
/// }
/// ```
macro_rules! says {
    ($(#[$m:meta])* $vis:vis enum $name:ident;
        $(
            section { $($item:item)* }
            says {
                $( $variant:ident $({ $($field:ident : $ty:ty),* $(,)? })? => $text:literal ,)*
            }
        )*
    ) => {
        $($($item)*)*
        says! {
            $(#[$m])*
            $vis enum $name {
                $($( $variant $({ $($field : $ty),* })? => $text ,)*)*
            }
        }
    };
    ($(#[$m:meta])* $vis:vis enum $name:ident {
        $( $variant:ident $({ $($field:ident : $ty:ty),* $(,)? })? => $text:literal ,)*
    }) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        $vis enum $name {
            $(
                #[doc = $text]
                $variant $({ $(#[allow(missing_docs)] $field: $ty),* })?,
            )*
        }

        impl $name {
            /// Every sentence in declaration order: its name, its English (the facts named
            /// in braces) and the names of its facts. A language pack gives each its own
            /// words under the same name (`crate::lang::pack`).
            pub const SENTENCES: &'static [(&'static str, &'static str, &'static [&'static str])] = &[
                $( (stringify!($variant), $text, &[$($(stringify!($field)),*)?]), )*
            ];

            /// How many sentences there are.
            pub const COUNT: usize = [$(stringify!($variant)),*].len();

            /// The names of the sentence's facts (as [`Self::SENTENCES`] has them).
            pub fn fact_names(self) -> &'static [&'static str] {
                match self {
                    $( $name::$variant { .. } => &[$($(stringify!($field)),*)?], )*
                }
            }

            /// The sentence's place in [`Self::SENTENCES`].
            pub fn index(self) -> usize {
                #[allow(non_camel_case_types, clippy::enum_variant_names, dead_code)]
                enum Place { $($variant),* }
                match self {
                    $( $name::$variant { .. } => Place::$variant as usize, )*
                }
            }

            /// One of each sentence, its facts at example values (for checks).
            #[cfg(test)]
            pub(crate) fn examples() -> Vec<Self> {
                #[allow(unused_imports)]
                use $crate::rules::text::Example;
                vec![$( $name::$variant $({ $($field: Example::example()),* })?, )*]
            }

            /// The values of the sentence's facts, in the order [`Self::SENTENCES`] names
            /// them.
            pub fn facts(self) -> Vec<$crate::rules::SayValue> {
                match self {
                    $( $name::$variant $({ $($field),* })? => vec![$($($crate::rules::SayValue::from($field)),*)?], )*
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                // Sentences without facts are picked from a table; those with facts are
                // formatted in their own arm.
                let text: &'static str = match *self {
                    $( $name::$variant $({ $($field),* })? => says!(@text f, $text $(; $($field)*)?), )*
                };
                f.write_str(text)
            }
        }
    };
    (@text $f:ident, $text:literal) => {
        $text
    };
    (@text $f:ident, $text:literal; $($field:ident)*) => {
        return write!($f, $text)
    };
}
pub(crate) use says;

/// A number of minutes, as a ruling says it: `1 minute`, `12 minutes`.
///
/// ```
/// use mahjong_referee::rules::Minutes;
/// assert_eq!(Minutes(1).to_string(), "1 minute");
/// assert_eq!(Minutes(12).to_string(), "12 minutes");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Minutes(pub u16);

impl std::fmt::Display for Minutes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let s = if self.0 == 1 { "" } else { "s" };
        write!(f, "{} minute{s}", self.0)
    }
}

/// An amount of points in English: `−15,000`, `8,000`, `0` (the thousands set apart from
/// four digits up, so that one card never writes numbers two ways, as "8000 or 12,000").
///
/// ```
/// use mahjong_referee::rules::Points;
/// assert_eq!(Points(-15_000).to_string(), "−15,000");
/// assert_eq!(Points(8000).to_string(), "8,000");
/// assert_eq!(Points(500).to_string(), "500");
/// assert_eq!(Points::from(20_000u32).to_string(), "20,000");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Points(pub i32);

impl Points {
    /// The amount with a sign (`−`, U+2212, for a loss) and its thousands apart, joined by
    /// `sep`: `,` in English, a narrow space in French.
    ///
    /// ```
    /// use mahjong_referee::rules::Points;
    /// assert_eq!(Points(-1_234_567).grouped("."), "−1.234.567");
    /// ```
    pub fn grouped(self, sep: &str) -> String {
        let digits = self.0.unsigned_abs().to_string();
        let mut out = String::new();
        if self.0 < 0 {
            out.push('−');
        }
        for (i, d) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push_str(sep);
            }
            out.push(d);
        }
        out
    }
}

/// Every amount from a thousand up with its thousands apart, so that one card never writes
/// numbers two ways.
///
/// ```
/// use mahjong_referee::rules::Points;
/// assert_eq!(Points(8000).to_string(), "8,000");
/// assert_eq!(Points(-15000).to_string(), "−15,000");
/// assert_eq!(Points(500).to_string(), "500");
/// ```
impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.grouped(","))
    }
}

impl From<u32> for Points {
    /// An amount paid (never negative); one beyond `i32::MAX` is taken as `i32::MAX`.
    fn from(n: u32) -> Points {
        Points(i32::try_from(n).unwrap_or(i32::MAX))
    }
}

/// A rule document named in a sentence: `EMA 2016`.
///
/// ```
/// use mahjong_referee::rules::{Doc, RulesetId};
/// assert_eq!(Doc(RulesetId::Wrc2015).to_string(), "WRC 2015");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Doc(pub RulesetId);

impl fmt::Display for Doc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.short())
    }
}

/// A value a sentence puts into its words: a number, a number of minutes or a rule
/// document. A language says each its own way (`20 000` in French).
///
/// ```
/// use mahjong_referee::rules::{Minutes, Points, SayValue};
/// assert_eq!(SayValue::from(Minutes(12)), SayValue::Minutes(12));
/// assert_eq!(SayValue::from(Points(-8000)), SayValue::Number(-8000));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SayValue {
    /// A count or an amount of points.
    Number(i64),
    /// A number of minutes.
    Minutes(u16),
    /// A rule document, by its short name.
    Doc(RulesetId),
}

impl From<u8> for SayValue {
    fn from(n: u8) -> SayValue {
        SayValue::Number(n.into())
    }
}

impl From<u16> for SayValue {
    fn from(n: u16) -> SayValue {
        SayValue::Number(n.into())
    }
}

impl From<Points> for SayValue {
    fn from(p: Points) -> SayValue {
        SayValue::Number(p.0.into())
    }
}

impl From<Minutes> for SayValue {
    fn from(m: Minutes) -> SayValue {
        SayValue::Minutes(m.0)
    }
}

impl From<Doc> for SayValue {
    fn from(d: Doc) -> SayValue {
        SayValue::Doc(d.0)
    }
}

/// A value for a sentence's fact, to check every sentence.
#[cfg(test)]
pub(crate) trait Example {
    fn example() -> Self;
}

#[cfg(test)]
mod examples {
    use super::{Doc, Example, Minutes, Points, RulesetId};
    impl Example for u8 {
        fn example() -> u8 {
            3
        }
    }
    impl Example for u16 {
        fn example() -> u16 {
            1500
        }
    }
    impl Example for Minutes {
        fn example() -> Minutes {
            Minutes(12)
        }
    }
    impl Example for Points {
        fn example() -> Points {
            Points(-12_000)
        }
    }
    impl Example for Doc {
        fn example() -> Doc {
            Doc(RulesetId::Wrc2015)
        }
    }
}

/// Every sentence of every rule set, facts at example values (for checks).
#[cfg(test)]
pub(crate) fn all_texts() -> Vec<Text> {
    let mut out: Vec<Text> = Vec::new();
    out.extend(super::common::Say::examples().into_iter().map(Text::from));
    out.extend(
        super::riichi_family::Say::examples()
            .into_iter()
            .map(Text::from),
    );
    out.extend(super::ema2016::Say::examples().into_iter().map(Text::from));
    out.extend(super::ema2012::Say::examples().into_iter().map(Text::from));
    out.extend(super::wrc2015::Say::examples().into_iter().map(Text::from));
    out.extend(
        super::mcr_family::Say::examples()
            .into_iter()
            .map(Text::from),
    );
    out.extend(super::mers2010::Say::examples().into_iter().map(Text::from));
    out.extend(super::ffmj2008::Say::examples().into_iter().map(Text::from));
    out
}

/// A sentence of some rule set (or of the readings they share).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Text {
    /// Shared by rule sets of both families ([`super::common`]).
    Common(super::common::Say),
    /// Shared by the riichi documents ([`super::riichi_family`]).
    Riichi(super::riichi_family::Say),
    /// EMA Riichi 2016.
    Ema2016(super::ema2016::Say),
    /// EMA Riichi 2012.
    Ema2012(super::ema2012::Say),
    /// WRC 2015.
    Wrc2015(super::wrc2015::Say),
    /// Shared by the MCR documents ([`super::mcr_family`]).
    Mcr(super::mcr_family::Say),
    /// MERS 2010.
    Mers2010(super::mers2010::Say),
    /// FFMJ 2008.
    Ffmj2008(super::ffmj2008::Say),
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Text::Common(s) => s.fmt(f),
            Text::Riichi(s) => s.fmt(f),
            Text::Ema2016(s) => s.fmt(f),
            Text::Ema2012(s) => s.fmt(f),
            Text::Wrc2015(s) => s.fmt(f),
            Text::Mcr(s) => s.fmt(f),
            Text::Mers2010(s) => s.fmt(f),
            Text::Ffmj2008(s) => s.fmt(f),
        }
    }
}

/// One line of a ruling: a step or a line of its explanation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// A sentence.
    Say(Text),
    /// The document has no rule on this topic (a phrase of its rule set's `Say`).
    NoRuleOn {
        /// Whose document.
        ruleset: RulesetId,
        /// What it does not cover.
        topic: Text,
    },
    /// What the group shown for a set is (`None`: its tiles were not entered).
    Group(Option<SetCheck>),
    /// What the tiles of a hu shown under MCR count.
    ShownHand(Box<McrReport>),
}

impl Line {
    /// The line saying what a shown MCR hand counts.
    pub fn shown_hand(report: McrReport) -> Line {
        Line::ShownHand(Box::new(report))
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Line::Say(t) => t.fmt(f),
            Line::NoRuleOn { ruleset, topic } => write!(
                f,
                "The {} text has no rule on {topic}; this tool does not borrow another document's answer.",
                ruleset.short()
            ),
            Line::Group(Some(check)) if check.is_meld() => write!(f, "{}.", check.reason()),
            Line::Group(Some(check)) => {
                write!(f, "{} — not a chow, pung or kong.", check.reason())
            }
            Line::Group(None) => {
                f.write_str("The tiles were not entered; the group is taken to be false.")
            }
            Line::ShownHand(r) => f.write_str(&shown_hand_line(r)),
        }
    }
}

impl From<Text> for Line {
    fn from(t: Text) -> Line {
        Line::Say(t)
    }
}

macro_rules! wraps {
    ($($module:ident => $variant:ident),*) => {
        $(
            impl From<super::$module::Say> for Text {
                fn from(s: super::$module::Say) -> Text {
                    Text::$variant(s)
                }
            }
            impl From<super::$module::Say> for Line {
                fn from(s: super::$module::Say) -> Line {
                    Line::Say(Text::$variant(s))
                }
            }
        )*
    };
}

wraps!(common => Common, riichi_family => Riichi, mcr_family => Mcr, ema2016 => Ema2016, ema2012 => Ema2012, wrc2015 => Wrc2015, mers2010 => Mers2010, ffmj2008 => Ffmj2008);

/// What the tiles of a hu shown under MCR say, in a line for a ruling's explanation.
///
/// ```
/// use mahjong_referee::rules::{calc::shown_hand_line, Incident, ShownHu};
/// let i: Incident = r#"{"kind": "empty-call", "call": "win", "tilesShown": true,
///     "hand": {"concealed": "88m11z", "win": "8m", "melds": [{"kind": "pung", "tiles": "222m"},
///     {"kind": "pung", "tiles": "333p"}, {"kind": "pung", "tiles": "777s"}]}}"#.parse().unwrap();
/// let Incident::EmptyCall(c) = i else { unreachable!() };
/// let ShownHu::ShortOf8(Some(r)) = c.shown_hu() else { unreachable!() };
/// assert_eq!(shown_hand_line(&r), "The tiles: [222m] [333p] [777s] 888m 11z counts 6 points without flowers (All Pungs 6): four sets and a pair, short of the 8-point minimum.");
/// ```
pub fn shown_hand_line(r: &crate::mcr::McrReport) -> String {
    let fans = fan_list(r, crate::mcr::Fan::name);
    match (r.verdict, &r.not_complete) {
        (_, Some(why)) => format!("The tiles: not a complete hand — {why}."),
        (crate::mcr::Verdict::Valid, _) => format!(
            "The tiles: {} counts {} points without flowers ({}): a valid hu, not a false one.",
            r.reading, r.fan, fans
        ),
        _ => format!(
            "The tiles: {} counts {} points without flowers ({}): four sets and a pair, short of the 8-point minimum.",
            r.reading, r.fan, fans
        ),
    }
}

/// The fans of a shown MCR hand without its flowers, each named by `name`, with its points
/// (and how many times, when more than once): `All Pungs 6, Pure Double Chow ×2 1`.
///
/// ```
/// use mahjong_referee::mcr::{Fan, McrHand, McrInput, McrReport};
/// let input: McrInput = serde_json::from_str(r#"{"concealed": "123m456p789s5s", "win": "5s", "flowers": 1,
///     "melds": [{"kind": "pung", "tiles": "777z"}]}"#).unwrap();
/// let r = McrReport::of(&McrHand::from_input(&input).unwrap());
/// let list = mahjong_referee::rules::calc::fan_list(&r, Fan::name);
/// assert!(list.starts_with("Mixed Straight 8") && !list.contains("Flower"));
/// ```
pub fn fan_list(
    r: &crate::mcr::McrReport,
    name: impl Fn(crate::mcr::Fan) -> &'static str,
) -> String {
    let fans: Vec<String> = r
        .fans
        .iter()
        .filter(|f| f.fan != crate::mcr::Fan::FlowerTiles)
        .map(|f| match f.count {
            1 => format!("{} {}", name(f.fan), f.points()),
            n => format!("{} ×{n} {}", name(f.fan), f.points()),
        })
        .collect();
    fans.join(", ")
}
