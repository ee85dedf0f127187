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

use super::Words;
use super::phrases::{PHRASES, Ph};
use super::said::{PLAIN, SAID, Said, plain_key, plain_mut};
use crate::mcr::Fan;
use crate::rules::catalogue::{CATALOGUE, Group, IncidentInfo};
use crate::rules::{Points, SayValue, Text};
use std::fmt;
use std::sync::OnceLock;

/// The first line of a compiled pack, with the format's version.
const COMPILED_MAGIC: &str = "mahjong-referee pack 1";

/// Which counts take the singular.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Plural {
    /// One only (English, German, Dutch).
    One,
    /// Zero and one (French).
    ZeroOne,
}

impl Plural {
    fn singular(self, n: i64) -> bool {
        match self {
            Plural::One => n == 1,
            Plural::ZeroOne => n == 0 || n == 1,
        }
    }

    const fn name(self) -> &'static str {
        match self {
            Plural::One => "1",
            Plural::ZeroOne => "0-1",
        }
    }
}

/// How thousands are set apart: the setting's name and its text.
const THOUSANDS: [(&str, &str); 5] = [
    ("comma", ","),
    ("dot", "."),
    ("space", "\u{a0}"),
    ("narrow-space", "\u{202f}"),
    ("none", ""),
];

/// A language pack, read and checked: a message for every key, in key order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pack {
    code: String,
    name: String,
    plural: Plural,
    thousands: &'static str,
    messages: Vec<String>,
}

/// A key of the packs: its name, its English original and the facts it may name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Key {
    /// `say.ema2016.LateUpToTen`, `incident.late.title`, `fan.AllGreen`…
    pub name: String,
    /// The English, facts in braces.
    pub english: String,
    /// The facts the message may name.
    pub facts: Vec<&'static str>,
}

/// A sentence of a rule set's `Say`: its name, its English, the names of its facts.
type Sentence = (&'static str, &'static str, &'static [&'static str]);

/// The rule sets' sentence lists, in key order, with the name of each in a key.
const SAYS: [(&str, &[Sentence]); 8] = [
    ("common", crate::rules::common::Say::SENTENCES),
    ("riichi", crate::rules::riichi_family::Say::SENTENCES),
    ("ema2016", crate::rules::ema2016::Say::SENTENCES),
    ("ema2012", crate::rules::ema2012::Say::SENTENCES),
    ("wrc2015", crate::rules::wrc2015::Say::SENTENCES),
    ("mcr", crate::rules::mcr_family::Say::SENTENCES),
    ("mers2010", crate::rules::mers2010::Say::SENTENCES),
    ("ffmj2008", crate::rules::ffmj2008::Say::SENTENCES),
];

/// The few words the packs give beyond sentences, catalogue and fans: key, English, facts.
const WORDS: [(&str, &str, &[&str]); 6] = [
    ("group.calls", "Calls and claims", &[]),
    ("group.tiles", "Tiles", &[]),
    ("group.riichi", "Riichi", &[]),
    ("group.end-of-hand", "End of a hand", &[]),
    ("group.conduct", "Conduct and the session", &[]),
    ("value.minutes", "{n} minute{n:|s}", &["n"]),
];

/// The place of `value.minutes` among [`WORDS`] (a test holds them together).
const MINUTES: usize = 5;

/// The key of a group's heading.
fn group_place(group: Group) -> usize {
    match group {
        Group::Calls => 0,
        Group::Tiles => 1,
        Group::Riichi => 2,
        Group::EndOfHand => 3,
        Group::Conduct => 4,
    }
}

/// How many keys the catalogue has for one incident: title, search words, and per fact
/// its question and the label of each value of a list.
fn incident_len(info: &IncidentInfo) -> usize {
    2 + info
        .facts
        .iter()
        .map(|f| 1 + f.choices().len())
        .sum::<usize>()
}

/// Where each part of the keys starts: the eight sentence lists, the catalogue, the fans,
/// the words; and how many keys there are. Worked out once: every message read needs it.
fn starts() -> Starts {
    layout().0
}

/// [`starts`]: the eight sentence lists', the catalogue's, the fans', the words' and the end.
type Starts = ([usize; 8], usize, usize, usize, usize);

/// [`starts`], and where each incident's words start in the catalogue (catalogue order).
fn layout() -> &'static (Starts, Vec<usize>) {
    static LAYOUT: OnceLock<(Starts, Vec<usize>)> = OnceLock::new();
    LAYOUT.get_or_init(|| {
        use crate::rules::{
            common, ema2012, ema2016, ffmj2008, mcr_family, mers2010, riichi_family, wrc2015,
        };
        let counts = [
            common::Say::COUNT,
            riichi_family::Say::COUNT,
            ema2016::Say::COUNT,
            ema2012::Say::COUNT,
            wrc2015::Say::COUNT,
            mcr_family::Say::COUNT,
            mers2010::Say::COUNT,
            ffmj2008::Say::COUNT,
        ];
        let mut says = [0; 8];
        let mut at = 0;
        for (i, count) in counts.into_iter().enumerate() {
            says[i] = at;
            at += count;
        }
        let catalogue = at;
        let mut incidents = Vec::with_capacity(CATALOGUE.len());
        for info in CATALOGUE {
            incidents.push(at);
            at += incident_len(info);
        }
        let fans = at;
        at += Fan::ALL.len();
        let words = at;
        at += WORDS.len() + PHRASES.len() + PLAIN + SAID.len();
        ((says, catalogue, fans, words, at), incidents)
    })
}

/// The fingerprint of the keys this widget has: their names and their facts, hashed
/// ([`fingerprint`]). A compiled pack names the fingerprint it was made for, and the widget
/// asks for packs by it, so that no pack of another version is ever taken (written by
/// `UPDATE_PACKS=1 cargo test --lib packs_are_compiled`; a test fails when it is stale).
pub const FINGERPRINT: &str = include_str!("keys.fingerprint");

/// The fingerprint of [`keys`]: FNV-1a (64 bits) of each key's name and facts, in order, as
/// 16 hex digits.
pub fn fingerprint() -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for key in keys() {
        let line = format!("{}\t{}\n", key.name, key.facts.join(","));
        for byte in line.bytes() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{hash:016x}")
}

/// How many keys the packs have (the messages of a compiled pack).
///
/// ```
/// use mahjong_referee::lang::pack::{key_count, keys};
/// assert_eq!(key_count(), keys().len());
/// ```
pub fn key_count() -> usize {
    starts().4
}

/// Every key of the packs, in order.
///
/// ```
/// use mahjong_referee::lang::pack::keys;
/// let keys = keys();
/// let late = keys.iter().find(|k| k.name == "say.mers2010.LateWithinFifteen").unwrap();
/// assert_eq!(late.english, "{minutes} late: within 15 minutes.");
/// assert_eq!(late.facts, ["minutes"]);
/// assert!(keys.iter().any(|k| k.name == "incident.late.minutes.question"));
/// ```
pub fn keys() -> Vec<Key> {
    let mut out = Vec::new();
    for (part, list) in SAYS {
        for (name, english, facts) in list {
            out.push(Key {
                name: format!("say.{part}.{name}"),
                english: english.to_string(),
                facts: facts.to_vec(),
            });
        }
    }
    for info in CATALOGUE {
        let key = |what: &str, english: &str| Key {
            name: format!("incident.{}.{what}", info.kind),
            english: english.to_string(),
            facts: Vec::new(),
        };
        out.push(key("title", info.title));
        out.push(key("keywords", info.keywords));
        for f in info.facts {
            out.push(key(&format!("{}.question", f.field), f.question));
            for c in f.choices() {
                out.push(key(&format!("{}.{c}", f.field), &super::en::label(c)));
            }
        }
    }
    for fan in Fan::ALL {
        out.push(Key {
            name: format!("fan.{fan:?}"),
            english: fan.name().to_string(),
            facts: Vec::new(),
        });
    }
    for (name, english, facts) in WORDS.into_iter().chain(PHRASES) {
        out.push(Key {
            name: name.to_string(),
            english: english.to_string(),
            facts: facts.to_vec(),
        });
    }
    let mut english = super::en::WORDS.clone();
    for (i, text) in plain_mut(&mut english).into_iter().enumerate() {
        out.push(Key {
            name: plain_key(i),
            english: text.to_string(),
            facts: Vec::new(),
        });
    }
    for (name, english, facts) in SAID {
        out.push(Key {
            name: name.to_string(),
            english: english.to_string(),
            facts: facts.to_vec(),
        });
    }
    out
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

/// A pack that cannot be read, or does not fit the keys.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PackError {
    /// A line is neither a comment, a setting nor `key = message`.
    Line {
        /// The line's number, from 1.
        line: usize,
    },
    /// A setting the format does not have, or a value it does not take.
    Setting {
        /// The line's number, from 1.
        line: usize,
        /// The setting's name.
        name: String,
    },
    /// A setting is missing.
    MissingSetting {
        /// Its name.
        name: &'static str,
    },
    /// A key the widget does not have (a typo, or one the code no longer has).
    UnknownKey {
        /// The line's number, from 1.
        line: usize,
        /// The key.
        key: String,
    },
    /// A key given twice.
    Repeated {
        /// The line's number of the second, from 1.
        line: usize,
        /// The key.
        key: String,
    },
    /// A key with no message.
    Missing {
        /// The key.
        key: String,
    },
    /// A message names a fact its key does not have, or its braces do not close.
    Fact {
        /// The line's number, from 1 (0 in a compiled pack).
        line: usize,
        /// The key.
        key: String,
        /// The fact named, as written.
        fact: String,
    },
    /// A message leaves out a fact its key has (the English says it).
    FactLeftOut {
        /// The line's number, from 1.
        line: usize,
        /// The key.
        key: String,
        /// The fact left out.
        fact: String,
    },
    /// A compiled pack of another format or for another version of the widget.
    Compiled {
        /// What does not fit.
        why: String,
    },
}

impl fmt::Display for PackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PackError::Line { line } => {
                write!(
                    f,
                    "line {line}: not 'key = message', '@setting value' or '# comment'"
                )
            }
            PackError::Setting { line, name } => write!(
                f,
                "line {line}: no setting '@{name}' with that value (@code, @name, @plural 1|0-1, @thousands comma|dot|space|narrow-space|none)"
            ),
            PackError::MissingSetting { name } => write!(f, "setting '@{name}' is missing"),
            PackError::UnknownKey { line, key } => {
                write!(f, "line {line}: key '{key}' is not one the widget has")
            }
            PackError::Repeated { line, key } => {
                write!(f, "line {line}: key '{key}' is given twice")
            }
            PackError::Missing { key } => write!(f, "key '{key}' has no message"),
            PackError::Fact { line, key, fact } => write!(
                f,
                "line {line}: key '{key}' has no fact '{{{fact}}}' (or its brace is not closed)"
            ),
            PackError::FactLeftOut { line, key, fact } => {
                write!(
                    f,
                    "line {line}: key '{key}' leaves out its fact '{{{fact}}}'"
                )
            }
            PackError::Compiled { why } => write!(f, "compiled pack: {why}"),
        }
    }
}

impl std::error::Error for PackError {}

/// The facts a message names, each as written between its braces (before any `:`);
/// `Err` with the text after an opening brace that does not close.
fn named_facts(message: &str) -> Result<Vec<&str>, &str> {
    let mut out = Vec::new();
    let mut rest = message;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            return Err(after);
        };
        let inside = &after[..close];
        out.push(inside.split(':').next().unwrap_or_default());
        rest = &after[close + 1..];
    }
    Ok(out)
}

impl Pack {
    /// Reads a pack as written and checks it against [`keys`].
    ///
    /// # Errors
    ///
    /// [`PackError`], naming the line and the key.
    pub fn from_source(source: &str) -> Result<Pack, PackError> {
        let keys = keys();
        let mut messages: Vec<Option<String>> = vec![None; keys.len()];
        let mut code = None;
        let mut name = None;
        let mut plural = None;
        let mut thousands = None;
        for (i, raw) in source.lines().enumerate() {
            let n = i + 1;
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some(setting) = line.strip_prefix('@') {
                let (key, value) = setting.split_once(' ').unwrap_or((setting, ""));
                let value = value.trim();
                let bad = || PackError::Setting {
                    line: n,
                    name: key.to_string(),
                };
                match key {
                    "code" if !value.is_empty() => code = Some(value.to_string()),
                    "name" if !value.is_empty() => name = Some(value.to_string()),
                    "plural" => {
                        plural = Some(match value {
                            "1" => Plural::One,
                            "0-1" => Plural::ZeroOne,
                            _ => return Err(bad()),
                        })
                    }
                    "thousands" => {
                        thousands = Some(
                            THOUSANDS
                                .iter()
                                .find(|(name, _)| *name == value)
                                .ok_or_else(bad)?
                                .1,
                        )
                    }
                    _ => return Err(bad()),
                }
                continue;
            }
            let Some((key, message)) = raw.split_once(" = ") else {
                return Err(PackError::Line { line: n });
            };
            let key = key.trim();
            let Some(place) = keys.iter().position(|k| k.name == key) else {
                return Err(PackError::UnknownKey {
                    line: n,
                    key: key.to_string(),
                });
            };
            check_facts(message, &keys[place], n)?;
            if messages[place].is_some() {
                return Err(PackError::Repeated {
                    line: n,
                    key: key.to_string(),
                });
            }
            messages[place] = Some(unquoted(message).to_string());
        }
        let messages = messages
            .into_iter()
            .zip(&keys)
            .map(|(m, k)| {
                m.ok_or_else(|| PackError::Missing {
                    key: k.name.clone(),
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Pack {
            code: code.ok_or(PackError::MissingSetting { name: "code" })?,
            name: name.ok_or(PackError::MissingSetting { name: "name" })?,
            plural: plural.ok_or(PackError::MissingSetting { name: "plural" })?,
            thousands: thousands.ok_or(PackError::MissingSetting { name: "thousands" })?,
            messages,
        })
    }

    /// The pack as the widget fetches it: a header, then the messages in key order, one
    /// per line, without their keys.
    pub fn compiled(&self) -> String {
        let thousands = THOUSANDS
            .iter()
            .find(|(_, text)| *text == self.thousands)
            .map_or("none", |(name, _)| name);
        let mut out = format!(
            "{COMPILED_MAGIC}\n{}\n{}\n{}\n{thousands}\n{}\n{}\n",
            self.code,
            self.name,
            self.plural.name(),
            self.messages.len(),
            FINGERPRINT.trim()
        );
        for m in &self.messages {
            out += m;
            out.push('\n');
        }
        out
    }

    /// Reads a compiled pack ([`Pack::compiled`]).
    ///
    /// # Errors
    ///
    /// [`PackError::Compiled`] when it is of another format, or has another number of
    /// messages than this widget's keys (a pack of another version).
    pub fn from_compiled(text: &str) -> Result<Pack, PackError> {
        let bad = |why: &str| PackError::Compiled {
            why: why.to_string(),
        };
        let mut lines = text.lines();
        if lines.next() != Some(COMPILED_MAGIC) {
            return Err(bad("not a mahjong-referee pack"));
        }
        let mut next = |what: &str| lines.next().ok_or_else(|| bad(what));
        let code = next("no code")?.to_string();
        let name = next("no name")?.to_string();
        let plural = match next("no plural")? {
            "1" => Plural::One,
            "0-1" => Plural::ZeroOne,
            _ => return Err(bad("unknown plural")),
        };
        let thousands = next("no thousands")?;
        let thousands = THOUSANDS
            .iter()
            .find(|(name, _)| *name == thousands)
            .ok_or_else(|| bad("unknown thousands"))?
            .1;
        let count: usize = next("no count")?
            .parse()
            .map_err(|_| bad("count is no number"))?;
        let wanted = starts().4;
        if count != wanted {
            return Err(bad(&format!(
                "{count} messages, this widget has {wanted} keys"
            )));
        }
        // The same number of keys is not enough: a key added and another removed would
        // shift every message after them.
        if next("no fingerprint")? != FINGERPRINT.trim() {
            return Err(bad("made for another version of the widget"));
        }
        let messages: Vec<String> = lines.map(str::to_string).collect();
        if messages.len() != count {
            return Err(bad("cut short"));
        }
        Ok(Pack {
            code,
            name,
            plural,
            thousands,
            messages,
        })
    }

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

    fn fill(&self, place: usize, facts: &[(&str, Arg)]) -> String {
        let message = self.messages.get(place).map_or("", String::as_str);
        let mut out = String::new();
        let mut rest = message;
        while let Some(open) = rest.find('{') {
            out += &rest[..open];
            let after = &rest[open + 1..];
            let Some(close) = after.find('}') else {
                rest = &rest[open..];
                break;
            };
            let inside = &after[..close];
            rest = &after[close + 1..];
            let (name, forms) = inside.split_once(':').unwrap_or((inside, ""));
            let Some(value) = facts.iter().find(|(n, _)| *n == name).map(|(_, v)| v) else {
                continue;
            };
            if forms.is_empty() {
                match value {
                    Arg::Value(v) => out += &self.value(*v),
                    Arg::Text(t) => out += t,
                }
            } else {
                let n = match value {
                    Arg::Value(SayValue::Number(n)) => *n,
                    Arg::Value(SayValue::Minutes(m)) => (*m).into(),
                    _ => 2,
                };
                let (one, other) = forms.split_once('|').unwrap_or((forms, forms));
                out += if self.plural.singular(n) { one } else { other };
            }
        }
        out + rest
    }

    fn value(&self, value: SayValue) -> String {
        match value {
            SayValue::Number(n) => self.number(n),
            SayValue::Minutes(m) => {
                let (_, _, _, words, _) = starts();
                self.fill(words + MINUTES, &[("n", Arg::from(m))])
            }
            SayValue::Doc(id) => id.short().to_string(),
        }
    }

    /// The plain text of the widget's words at `i` ([`super::said::plain_mut`] order).
    pub(crate) fn word(&self, i: usize) -> &str {
        let (_, _, _, words, _) = starts();
        self.message(words + WORDS.len() + PHRASES.len() + i)
    }

    /// A text of the widget's words with its facts ([`Said`]).
    pub(crate) fn said(&self, said: Said, facts: &[(&str, Arg)]) -> String {
        let (_, _, _, words, _) = starts();
        self.fill(
            words + WORDS.len() + PHRASES.len() + PLAIN + said as usize,
            facts,
        )
    }

    /// A phrase without facts ([`Ph`]), as the pack has it.
    pub fn plain(&self, ph: Ph) -> &str {
        let (_, _, _, words, _) = starts();
        self.message(words + WORDS.len() + ph as usize)
    }

    /// A phrase ([`Ph`]), its facts filled in.
    pub fn phrase(&self, ph: Ph, facts: &[(&str, Arg)]) -> String {
        let (_, _, _, words, _) = starts();
        self.fill(words + WORDS.len() + ph as usize, facts)
    }

    /// A rule set's sentence, its facts filled in.
    pub fn text(&self, text: Text) -> String {
        let (says, ..) = starts();
        let (part, index, names, facts) = match text {
            Text::Common(s) => (0, s.index(), s.fact_names(), s.facts()),
            Text::Riichi(s) => (1, s.index(), s.fact_names(), s.facts()),
            Text::Ema2016(s) => (2, s.index(), s.fact_names(), s.facts()),
            Text::Ema2012(s) => (3, s.index(), s.fact_names(), s.facts()),
            Text::Wrc2015(s) => (4, s.index(), s.fact_names(), s.facts()),
            Text::Mcr(s) => (5, s.index(), s.fact_names(), s.facts()),
            Text::Mers2010(s) => (6, s.index(), s.fact_names(), s.facts()),
            Text::Ffmj2008(s) => (7, s.index(), s.fact_names(), s.facts()),
        };
        let named: Vec<(&str, Arg)> = names
            .iter()
            .copied()
            .zip(facts.into_iter().map(Arg::Value))
            .collect();
        self.fill(says[part] + index, &named)
    }

    /// The first key of an incident's words in the catalogue.
    fn incident_start(&self, info: &IncidentInfo) -> usize {
        layout().1[super::index_of(info)]
    }

    fn message(&self, place: usize) -> &str {
        self.messages.get(place).map_or("", String::as_str)
    }

    /// An incident's title.
    pub fn incident_title(&self, info: &IncidentInfo) -> &str {
        self.message(self.incident_start(info))
    }

    /// An incident's search words.
    pub fn incident_keywords(&self, info: &IncidentInfo) -> &str {
        self.message(self.incident_start(info) + 1)
    }

    /// Where the fact at `index` of an incident starts (its question), if it has it.
    fn fact_start(&self, info: &IncidentInfo, index: usize) -> Option<usize> {
        let mut at = self.incident_start(info) + 2;
        for f in info.facts.get(..index)? {
            at += 1 + f.choices().len();
        }
        info.facts.get(index).map(|_| at)
    }

    /// The question the fact at `index` of an incident asks.
    pub fn question(&self, info: &IncidentInfo, index: usize) -> &str {
        self.fact_start(info, index)
            .map_or("", |at| self.message(at))
    }

    /// The label of a value of a list fact (`None`: no such fact or value).
    pub fn choice(&self, info: &IncidentInfo, index: usize, value: &str) -> Option<&str> {
        let at = self.fact_start(info, index)?;
        let place = info.facts[index]
            .choices()
            .iter()
            .position(|c| *c == value)?;
        Some(self.message(at + 1 + place))
    }

    /// An MCR fan's name.
    pub fn fan(&self, fan: Fan) -> &str {
        let (_, _, fans, ..) = starts();
        let place = Fan::ALL.iter().position(|f| *f == fan).unwrap_or_default();
        self.message(fans + place)
    }

    /// A group's heading.
    pub fn group(&self, group: Group) -> &str {
        let (_, _, _, words, _) = starts();
        self.message(words + group_place(group))
    }

    /// A number of minutes: `12 minutes`.
    pub fn minutes(&self, minutes: u16) -> String {
        self.value(SayValue::Minutes(minutes))
    }
}

/// How many languages are packs: all but English.
const PACKS: usize = super::Lang::ALL.len() - 1;

/// The packs of the languages other than English, once loaded: one place per language,
/// filled once ([`install`]). Natively the packs are built in and load on first use; the
/// widget fetches them, the JS API's page adds them.
static LOADED: [OnceLock<Pack>; PACKS] = [const { OnceLock::new() }; PACKS];

/// A language's place in [`LOADED`]: its place in [`Lang::ALL`](super::Lang::ALL) after
/// English, which has none (it is built in).
fn slot(lang: super::Lang) -> Option<usize> {
    super::Lang::ALL
        .iter()
        .position(|l| *l == lang)
        .and_then(|i| i.checked_sub(1))
}

/// The compiled pack built in where the download does not count: natively (the CLI, the
/// tests). In wasm, the widget fetches every pack and the JS API's page adds it.
#[cfg(not(target_arch = "wasm32"))]
fn built_in(lang: super::Lang) -> Option<&'static str> {
    if NO_BUILT_IN.load(std::sync::atomic::Ordering::Relaxed) {
        return None;
    }
    match lang {
        super::Lang::En => None,
        super::Lang::Fr => Some(include_str!("../../www/lang/fr.compiled.txt")),
        super::Lang::De => Some(include_str!("../../www/lang/de.compiled.txt")),
        super::Lang::Nl => Some(include_str!("../../www/lang/nl.compiled.txt")),
    }
}

/// The widget fetches every pack; the JS API's page adds it (`addLanguage`).
#[cfg(target_arch = "wasm32")]
fn built_in(_: super::Lang) -> Option<&'static str> {
    None
}

/// Set by [`without_built_in_packs`].
static NO_BUILT_IN: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// From now on, no pack loads from what is built in: only [`install`]ed packs count, as in
/// the widget before a language is picked (`mjref --packs none search-eval …` measures the
/// search an English page has). Packs already loaded stay.
pub fn without_built_in_packs() {
    NO_BUILT_IN.store(true, std::sync::atomic::Ordering::Relaxed);
}

/// A language's pack, if it is loaded (or built in).
///
/// ```
/// use mahjong_referee::lang::{pack, Lang};
/// assert_eq!(pack::loaded(Lang::Fr).map(|p| p.name()), Some("Français"));
/// assert!(pack::loaded(Lang::En).is_none());
/// ```
pub fn loaded(lang: super::Lang) -> Option<&'static Pack> {
    let cell = &LOADED[slot(lang)?];
    if let Some(pack) = cell.get() {
        return Some(pack);
    }
    let pack = Pack::from_compiled(built_in(lang)?).ok()?;
    Some(cell.get_or_init(|| pack))
}

/// The widget's words of each loaded pack, built once.
static WORDS_OF: [OnceLock<Words>; PACKS] = [const { OnceLock::new() }; PACKS];

/// The widget's words of a language whose pack is loaded.
pub(crate) fn words(lang: super::Lang) -> Option<&'static Words> {
    let pack = loaded(lang)?;
    Some(WORDS_OF[slot(lang)?].get_or_init(|| super::said::from_pack(pack)))
}

/// A pack that cannot be installed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InstallError {
    /// It cannot be read.
    Pack(PackError),
    /// Its language is none the widget has.
    Language {
        /// Its code.
        code: String,
    },
}

impl fmt::Display for InstallError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InstallError::Pack(e) => e.fmt(f),
            InstallError::Language { code } => write!(f, "no language '{code}' in this widget"),
        }
    }
}

impl std::error::Error for InstallError {}

/// Installs a compiled pack the widget fetched, for the language it names; a language
/// already loaded keeps its pack.
///
/// # Errors
///
/// [`InstallError`] when the pack cannot be read or is for a language the widget lacks.
pub fn install(compiled: &str) -> Result<super::Lang, InstallError> {
    let pack = Pack::from_compiled(compiled).map_err(InstallError::Pack)?;
    let lang = pack
        .code
        .parse::<super::Lang>()
        .ok()
        .filter(|l| slot(*l).is_some())
        .ok_or_else(|| InstallError::Language {
            code: pack.code.clone(),
        })?;
    if let Some(i) = slot(lang) {
        let _ = LOADED[i].set(pack);
    }
    Ok(lang)
}

/// A message as written after `key = `: in double quotes when it starts or ends with a
/// space (`"\u{a0}: "`, French's colon), which a line's end would otherwise lose.
fn unquoted(message: &str) -> &str {
    let message = message.trim_end_matches('\r');
    match message.strip_prefix('"').and_then(|m| m.strip_suffix('"')) {
        Some(inner) => inner,
        None => message.trim(),
    }
}

/// A line of a pack's source: `key = message`, the message in double quotes when it starts
/// or ends with a space, or is itself in double quotes.
///
/// ```
/// use mahjong_referee::lang::pack::source_line;
/// assert_eq!(source_line("word.yes", "Oui"), "word.yes = Oui");
/// assert_eq!(source_line("word.colon", "\u{a0}: "), "word.colon = \"\u{a0}: \"");
/// ```
pub fn source_line(key: &str, message: &str) -> String {
    let spaced = message.starts_with(char::is_whitespace)
        || message.ends_with(char::is_whitespace)
        || (message.starts_with('"') && message.ends_with('"'));
    if spaced {
        format!("{key} = \"{message}\"")
    } else {
        format!("{key} = {message}")
    }
}

fn check_facts(message: &str, key: &Key, line: usize) -> Result<(), PackError> {
    let fact = |fact: &str| PackError::Fact {
        line,
        key: key.name.clone(),
        fact: fact.to_string(),
    };
    let named = named_facts(message).map_err(fact)?;
    for n in &named {
        if !key.facts.contains(n) {
            return Err(fact(n));
        }
    }
    // A fact the English says is said in every language (a count, an amount, a name).
    if let Some(missing) = key.facts.iter().find(|f| !named.contains(f)) {
        return Err(PackError::FactLeftOut {
            line,
            key: key.name.clone(),
            fact: (*missing).to_string(),
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn english() -> String {
        let mut source = String::from("@code en\n@name English\n@plural 1\n@thousands comma\n");
        for key in keys() {
            source += &source_line(&key.name, &key.english);
            source.push('\n');
        }
        source
    }

    /// The places the code reads among the few words are theirs.
    #[test]
    fn the_few_words_are_where_the_code_reads_them() {
        assert_eq!(WORDS[MINUTES].0, "value.minutes");
        let names = ["calls", "tiles", "riichi", "end-of-hand", "conduct"];
        for (group, name) in Group::ALL.into_iter().zip(names) {
            assert_eq!(WORDS[group_place(group)].0, format!("group.{name}"));
        }
        for (i, (key, ..)) in PHRASES.iter().enumerate() {
            assert!(!key.is_empty(), "phrase {i}");
        }
    }

    #[test]
    fn keys_are_unique_and_their_english_names_only_their_facts() {
        let keys = keys();
        let mut names: Vec<&str> = keys.iter().map(|k| k.name.as_str()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), keys.len());
        for (i, key) in keys.iter().enumerate() {
            check_facts(&key.english, key, i).unwrap();
        }
        assert_eq!(keys.len(), starts().4);
    }

    #[test]
    fn an_english_pack_says_every_sentence_as_the_core_does() {
        let pack = Pack::from_source(&english()).unwrap();
        for text in crate::rules::all_texts() {
            assert_eq!(pack.text(text), text.to_string());
        }
        for info in CATALOGUE {
            assert_eq!(pack.incident_title(info), info.title);
            for (i, f) in info.facts.iter().enumerate() {
                assert_eq!(pack.question(info, i), f.question);
                for c in f.choices() {
                    assert_eq!(
                        pack.choice(info, i, c),
                        Some(super::super::en::label(c).as_str())
                    );
                }
            }
        }
        for fan in Fan::ALL {
            assert_eq!(pack.fan(fan), fan.name());
        }
        for group in Group::ALL {
            assert_eq!(pack.group(group), group.title());
        }
        assert_eq!(pack.minutes(1), "1 minute");
        assert_eq!(pack.minutes(12), "12 minutes");
    }

    #[test]
    fn errors_name_the_line_and_the_key() {
        let source = english();
        let err = |s: &str| Pack::from_source(s).unwrap_err().to_string();
        assert_eq!(
            err(&format!("{source}say.common.Nothing = x\n")),
            format!(
                "line {}: key 'say.common.Nothing' is not one the widget has",
                source.lines().count() + 1
            )
        );
        let typo = source.replace(
            "say.mers2010.LateWithinFifteen = {minutes}",
            "say.mers2010.LateWithinFifteen = {minute}",
        );
        assert!(err(&typo).ends_with("key 'say.mers2010.LateWithinFifteen' has no fact '{minute}' (or its brace is not closed)"));
        let open = source.replace(
            "value.minutes = {n} minute{n:|s}",
            "value.minutes = {n minute",
        );
        assert!(err(&open).contains("key 'value.minutes' has no fact"));
        assert_eq!(
            err(&source.replace("@plural 1", "@plural 2")),
            "line 3: no setting '@plural' with that value (@code, @name, @plural 1|0-1, @thousands comma|dot|space|narrow-space|none)"
        );
        assert_eq!(
            err(&source.replace("@code en\n", "")),
            "setting '@code' is missing"
        );
        let twice = format!("{source}group.tiles = Tuiles\n");
        assert!(err(&twice).ends_with("key 'group.tiles' is given twice"));
        assert!(err("@code x\nno equals sign\n").starts_with("line 2: not"));
    }

    #[test]
    fn a_compiled_pack_of_another_version_is_refused() {
        let pack = Pack::from_source(&english()).unwrap();
        let compiled = pack.compiled();
        let short: String = compiled
            .lines()
            .take(20)
            .map(|l| format!("{l}\n"))
            .collect();
        assert!(Pack::from_compiled(&short).is_err());
        let other = compiled.replacen(&format!("\n{}\n", keys().len()), "\n3\n", 1);
        assert!(
            Pack::from_compiled(&other)
                .unwrap_err()
                .to_string()
                .contains("3 messages")
        );
        assert!(Pack::from_compiled("hello").is_err());
        // As many keys, but not the same ones: refused.
        let other = compiled.replacen(FINGERPRINT.trim(), "0123456789abcdef", 1);
        assert!(
            Pack::from_compiled(&other)
                .unwrap_err()
                .to_string()
                .contains("another version")
        );
    }

    #[test]
    fn plurals_and_numbers_follow_the_pack() {
        let fr = english()
            .replace("@plural 1", "@plural 0-1")
            .replace("@thousands comma", "@thousands narrow-space");
        let pack = Pack::from_source(&fr).unwrap();
        assert_eq!(pack.minutes(0), "0 minute");
        assert_eq!(pack.number(20_000), "20\u{202f}000");
        let en = Pack::from_source(&english()).unwrap();
        assert_eq!(en.minutes(0), "0 minutes");
    }
}

#[cfg(test)]
mod files {
    use super::*;

    /// Every pack in `lang/` reads and checks, and its compiled form in `www/lang/` (`<code>.compiled.txt`) is up
    /// to date: `UPDATE_PACKS=1 cargo test --lib packs_are_compiled` writes them.
    #[test]
    fn packs_are_compiled() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/lang");
        let written = concat!(env!("CARGO_MANIFEST_DIR"), "/src/lang/keys.fingerprint");
        if std::env::var_os("UPDATE_PACKS").is_some() {
            std::fs::write(written, format!("{}\n", fingerprint())).unwrap();
        }
        assert!(
            FINGERPRINT.trim() == fingerprint(),
            "src/lang/keys.fingerprint is stale: UPDATE_PACKS=1 cargo test --lib packs_are_compiled (twice: the fingerprint is built in)"
        );
        let mut seen = 0;
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "txt") {
                continue;
            }
            let source = std::fs::read_to_string(&path).unwrap();
            let pack =
                Pack::from_source(&source).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let out = format!(
                "{}/www/lang/{}.compiled.txt",
                env!("CARGO_MANIFEST_DIR"),
                pack.code()
            );
            if std::env::var_os("UPDATE_PACKS").is_some() {
                std::fs::write(&out, pack.compiled()).unwrap();
            }
            let compiled = std::fs::read_to_string(&out).unwrap_or_default();
            assert!(
                compiled == pack.compiled(),
                "{out} is not {} compiled: UPDATE_PACKS=1 cargo test --lib packs_are_compiled",
                path.display()
            );
            seen += 1;
        }
        assert!(seen >= 1);
    }

    /// French typography in the French pack: a no-break space, never a plain one, before
    /// `: ; ? !` and inside « » (`python3 scripts/fr-spacing.py` writes them).
    #[test]
    fn french_spacing() {
        let source = include_str!("../../lang/fr.txt");
        for (n, line) in source.lines().enumerate() {
            let Some((key, message)) = line.split_once(" = ") else {
                continue;
            };
            if key.starts_with('#') {
                continue;
            }
            for bad in [" :", " ;", " ?", " !", "« ", " »"] {
                assert!(
                    !message.contains(bad),
                    "lang/fr.txt line {}: {key} has '{bad}' with a plain space",
                    n + 1
                );
            }
        }
        let fr = crate::lang::Lang::Fr;
        assert_eq!(fr.words().what_happened, "Que s’est-il passé\u{a0}?");
    }
}
