//! A pack as written (`key = message` lines, checked against the keys) and compiled (the
//! messages in key order, without their keys).

use super::keys::{FINGERPRINT, Key, keys, starts};
use super::{Pack, Plural};
use std::fmt;

/// The first line of a compiled pack, with the format's version.
const COMPILED_MAGIC: &str = "mahjong-referee pack 1";

/// How thousands are set apart: the setting's name and its text.
const THOUSANDS: [(&str, &str); 5] = [
    ("comma", ","),
    ("dot", "."),
    ("space", "\u{a0}"),
    ("narrow-space", "\u{202f}"),
    ("none", ""),
];

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

pub(super) fn check_facts(message: &str, key: &Key, line: usize) -> Result<(), PackError> {
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
