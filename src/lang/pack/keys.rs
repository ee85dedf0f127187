//! The keys of the packs, in order: each rule set's sentences, the incident catalogue, the
//! MCR fans, the few words, the phrases and the widget's words; and where each part starts.

use crate::lang::phrases::PHRASES;
use crate::lang::said::{PLAIN, SAID, plain_key, plain_mut};
use crate::mcr::Fan;
use crate::rules::catalogue::{CATALOGUE, Group, IncidentInfo};
use std::sync::OnceLock;

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
pub(super) const WORDS: [(&str, &str, &[&str]); 6] = [
    ("group.calls", "Calls and claims", &[]),
    ("group.tiles", "Tiles", &[]),
    ("group.riichi", "Riichi", &[]),
    ("group.end-of-hand", "End of a hand", &[]),
    ("group.conduct", "Conduct and the session", &[]),
    ("value.minutes", "{n} minute{n:|s}", &["n"]),
];

/// The place of `value.minutes` among [`WORDS`] (a test holds them together).
pub(super) const MINUTES: usize = 5;

/// The key of a group's heading.
pub(super) fn group_place(group: Group) -> usize {
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
pub(super) fn starts() -> Starts {
    layout().0
}

/// [`starts`]: the eight sentence lists', the catalogue's, the fans', the words' and the end.
type Starts = ([usize; 8], usize, usize, usize, usize);

/// [`starts`], and where each incident's words start in the catalogue (catalogue order).
pub(super) fn layout() -> &'static (Starts, Vec<usize>) {
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
pub const FINGERPRINT: &str = include_str!("../keys.fingerprint");

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
                out.push(key(&format!("{}.{c}", f.field), &crate::lang::en::label(c)));
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
    let mut english = crate::lang::en::WORDS.clone();
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
