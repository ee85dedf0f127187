//! What a sentence of a ruling is made of: the [`says!`] macro that declares a rule set's
//! sentences (each rule set's `Say` enum, with the English next to each), and the values a
//! sentence carries ([`Minutes`], [`Points`], [`Doc`], said by a language as a
//! [`SayValue`]). The sentences of every rule set gathered, and the lines of a ruling, are
//! in [`text`](super::text).
//!
//! ```
//! use mahjong_referee::rules::{Minutes, Points};
//! assert_eq!(format!("{} late, {} off", Minutes(12), Points(-12_000)), "12 minutes late, −12,000 off");
//! ```

use super::RulesetId;
use std::fmt;

/// Declares a rule set's sentences: an enum whose variants carry the facts a sentence
/// needs, each with its English text (a format string naming those facts), and `Display`.
///
/// Two forms. The list alone, `says! { pub enum Say { Name => "English", … } }`. Or a
/// document read section by section, each section's items (its `Section` and the functions
/// that rule by it) in `section { … }`, followed by the sentences they say, `says { … }`:
/// the enum is every section's sentences in turn, and the items are left as they are, so
/// that a section's sentences sit next to its code.
///
/// A document too long for one file is read chapter by chapter: each chapter's sections
/// in a file of its own, `says! { chapter s2_irregularities; section { … } says { … } … }`,
/// brought into the document's module by `include!` (the chapters cite each other's
/// sections: they are one module, not one each), and the enum declared after them,
/// `says! { pub enum Say; chapters [s1_rules_of_play, s2_irregularities, …] }`, with every
/// chapter's sentences in that order. A chapter hands its sentences on through a macro named
/// after it, which the next chapter's macro, or last the enum, takes them from.
///
/// Either way the enum is declared in a module of its own, `sentences` (re-exported where
/// `says!` stands), which names nothing but what a sentence carries ([`Minutes`],
/// [`Points`], [`Doc`]): [`Text`](super::Text), which gathers every rule set's sentences,
/// depends on the lists, and the rulings that say them depend on `Text`, without an import
/// cycle between a document's module and `text.rs`.
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
    (chapter $chapter:ident;
        $( section { $($item:item)* } says { $($said:tt)* } )*
    ) => {
        $($($item)*)*
        $crate::rules::says!(@chapter ($) $chapter { $($($said)*)* });
    };
    // The chapter's macro, written with the `$` it is given: it adds the chapter's sentences
    // to those gathered, and hands them on.
    (@chapter ($d:tt) $chapter:ident { $($said:tt)* }) => {
        macro_rules! $chapter {
            ([$d($d rest:tt)*] $d head:tt { $d($d gathered:tt)* }) => {
                $crate::rules::says!(@gather [$d($d rest)*] $d head { $d($d gathered)* $($said)* });
            };
        }
    };
    (@gather [$next:ident $($rest:tt)*] $head:tt { $($gathered:tt)* }) => {
        $next!([$($rest)*] $head { $($gathered)* });
    };
    (@gather [] ($(#[$m:meta])* $vis:vis enum $name:ident) { $($gathered:tt)* }) => {
        $crate::rules::says! {
            $(#[$m])*
            $vis enum $name { $($gathered)* }
        }
    };
    ($(#[$m:meta])* $vis:vis enum $name:ident; chapters [$first:ident $(, $more:ident)* $(,)?]) => {
        $first!([$($more)*] ($(#[$m])* $vis enum $name) {});
    };
    ($(#[$m:meta])* $vis:vis enum $name:ident;
        $(
            section { $($item:item)* }
            says {
                $( $variant:ident $({ $($field:ident : $ty:ty),* $(,)? })? => $text:literal ,)*
            }
        )*
    ) => {
        $($($item)*)*
        $crate::rules::says! {
            $(#[$m])*
            $vis enum $name {
                $($( $variant $({ $($field : $ty),* })? => $text ,)*)*
            }
        }
    };
    ($(#[$m:meta])* $vis:vis enum $name:ident {
        $( $variant:ident $({ $($field:ident : $ty:ty),* $(,)? })? => $text:literal ,)*
    }) => {
        $vis use self::sentences::$name;

        /// The sentence list, in a module of its own that names nothing but what a sentence
        /// carries ([`crate::rules::sentence`]): [`crate::rules::Text`] gathers every rule
        /// set's list, and depends on the lists, not on the rulings that say them.
        mod sentences {
            #[allow(unused_imports)]
            use $crate::rules::sentence::{Doc, Minutes, Points};

            $crate::rules::says!(@list $(#[$m])* $name {
                $( $variant $({ $($field : $ty),* })? => $text ,)*
            });
        }
    };
    (@list $(#[$m:meta])* $name:ident {
        $( $variant:ident $({ $($field:ident : $ty:ty),* $(,)? })? => $text:literal ,)*
    }) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name {
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
                use $crate::rules::sentence::Example;
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
                    $( $name::$variant $({ $($field),* })? => $crate::rules::says!(@text f, $text $(; $($field)*)?), )*
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
