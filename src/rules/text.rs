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
            r.reading_text(),
            r.fan,
            fans
        ),
        _ => format!(
            "The tiles: {} counts {} points without flowers ({}): four sets and a pair, short of the 8-point minimum.",
            r.reading_text(),
            r.fan,
            fans
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
