//! Language packs: a language other than English as a file of messages, fetched when the
//! language is picked rather than compiled into every visitor's download.
//!
//! Every message the packs give has a **key** and an English original ([`keys`]): each
//! rule set's sentences (from its `Say` enum, so a sentence added to the core is a key
//! every pack must then give), the incident catalogue (titles, search words, questions,
//! the labels of list answers), the MCR fans and a few words. A pack is written as text,
//! one `key = message` per line, facts in braces as the English names them:
//!
//! ```text
//! # A comment.
//! @code fr
//! @name Français
//! @plural 0-1
//! @thousands narrow-space
//! say.mers2010.LateWithinFifteen = {minutes} de retard : dans les 15 minutes.
//! value.minutes = {n} minute{n:|s}
//! ```
//!
//! - `@plural` says which counts take the singular: `1` (English, German, Dutch) or `0-1`
//!   (French). `{n:one|other}` picks the form for the count `n`.
//! - `@thousands` sets the thousands apart: `comma`, `dot`, `space`, `narrow-space` (French)
//!   or `none`.
//! - A count or amount of points is written with its thousands apart; minutes as the
//!   pack's own `value.minutes`; a rule document by its short name (`EMA 2016`).
//!
//! [`Pack::from_source`] reads such a file and checks it against the keys: a key missing,
//! a key the code no longer has, a fact the message does not have, or a line that cannot
//! be read is an error that names the line and the key (`mjref lang check <file>`). The
//! widget fetches the pack in its compiled form ([`Pack::compiled`], [`Pack::from_compiled`]):
//! the messages in key order without their keys, so that the keys' names are not in its
//! download.
//!
//! ```
//! use mahjong_referee::lang::pack::{keys, source_line, Pack};
//! let mut source = String::from("@code xx\n@name Test\n@plural 1\n@thousands dot\n");
//! for key in keys() {
//!     source += &source_line(&key.name, &key.english);
//!     source.push('\n');
//! }
//! let pack = Pack::from_source(&source).unwrap();
//! assert_eq!(pack.code(), "xx");
//! assert_eq!(Pack::from_compiled(&pack.compiled()).unwrap(), pack);
//! let without_one = source.replace("value.minutes = {n} minute{n:|s}\n", "");
//! assert_eq!(
//!     Pack::from_source(&without_one).unwrap_err().to_string(),
//!     "key 'value.minutes' has no message"
//! );
//! ```
//!
//! Its rooms: `keys` lists the keys and where each part of them starts; `source` reads a
//! pack as written and compiled, and writes it compiled; `speak` says a message of a pack,
//! its facts filled in; `loaded` holds the packs loaded and installs the ones fetched.

mod keys;
mod loaded;
mod source;
mod speak;
#[cfg(test)]
mod tests;

pub use keys::{FINGERPRINT, Key, fingerprint, key_count, keys};
pub(crate) use loaded::words;
pub use loaded::{InstallError, install, loaded, without_built_in_packs};
pub use source::{PackError, source_line};

use crate::rules::{Points, SayValue};

/// Which counts take the singular.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Plural {
    /// One only (English, German, Dutch).
    One,
    /// Zero and one (French).
    ZeroOne,
}

impl Plural {
    pub(super) fn singular(self, n: i64) -> bool {
        match self {
            Plural::One => n == 1,
            Plural::ZeroOne => n == 0 || n == 1,
        }
    }

    pub(super) const fn name(self) -> &'static str {
        match self {
            Plural::One => "1",
            Plural::ZeroOne => "0-1",
        }
    }
}

/// A language pack, read and checked: a message for every key, in key order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pack {
    code: String,
    name: String,
    plural: Plural,
    thousands: &'static str,
    messages: Vec<String>,
}

impl Pack {
    /// The language's code: `fr`.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// The language's name in itself: `Français`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// A number with its thousands set apart the pack's way.
    pub fn number(&self, n: i64) -> String {
        Points(i32::try_from(n).unwrap_or(i32::MAX)).grouped(self.thousands)
    }
}

/// A fact put into a message: a value of the core, or words already said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A number, minutes, a document.
    Value(SayValue),
    /// Words.
    Text(String),
}

impl From<SayValue> for Arg {
    fn from(v: SayValue) -> Arg {
        Arg::Value(v)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Value(SayValue::Number(n.into()))
    }
}

impl From<u16> for Arg {
    fn from(n: u16) -> Arg {
        Arg::Value(SayValue::Number(n.into()))
    }
}

impl From<i8> for Arg {
    fn from(n: i8) -> Arg {
        Arg::Value(SayValue::Number(n.into()))
    }
}

impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::Value(SayValue::Number(n.into()))
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Value(SayValue::Number(i64::try_from(n).unwrap_or(i64::MAX)))
    }
}

impl From<String> for Arg {
    fn from(t: String) -> Arg {
        Arg::Text(t)
    }
}

impl From<&str> for Arg {
    fn from(t: &str) -> Arg {
        Arg::Text(t.to_string())
    }
}
