//! Where a ruling is written: a section of a rule document, or a part of one.

use crate::rules::{RulesetId, Text};
use std::fmt;

/// A place in a rule document.
///
/// ```
/// use mahjong_referee::rules::{RulesetId, Section, Within};
/// use mahjong_referee::rules::{ema2016, ffmj2008, wrc2015};
/// let s = Section { ruleset: RulesetId::Ema2016, number: Some("5.1.4"), title: ema2016::Say::ClaimingAFalseSet.into(), within: Within::Whole };
/// assert_eq!(s.to_string(), "EMA 2016 §5.1.4");
/// let s = Section { ruleset: RulesetId::Ffmj2008, number: None, title: ffmj2008::Say::FalseSet.into(), within: Within::Whole };
/// assert_eq!(s.to_string(), "FFMJ 2008 “False set”");
/// let s = Section { ruleset: RulesetId::Wrc2015, number: Some("7.2"), title: wrc2015::Say::FoulsEmptyCall.into(), within: Within::Row(wrc2015::Say::RowWinShown.into()) };
/// assert_eq!(s.to_string(), "WRC 2015 §7.2 “Empty call” (a win, the hand shown)");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Section {
    /// The document.
    pub ruleset: RulesetId,
    /// Its number, where the document numbers it.
    pub number: Option<&'static str>,
    /// Its heading, short.
    pub title: Text,
    /// The part of it the ruling rests on, where its number alone does not tell it.
    pub within: Within,
}

/// Which part of a section a ruling cites: the number alone names the whole section; a
/// section that lists several named entries under one number (WRC 2015 §7.2, one entry
/// per foul) is cited by its number and the entry's name; an entry that is a table of
/// cases, by the row too; a passage the document gives no heading, by where it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Within {
    /// The section as a whole (or one the document does not number).
    Whole,
    /// A named entry among several under one number: the title names it.
    Entry,
    /// One row of the named entry's table of cases, in the project's words.
    Row(Text),
    /// A passage under no heading of the document (FFMJ 2008's opening paragraphs): the
    /// title says where it is, in the project's words, and is not quoted, since the
    /// document does not write it.
    ///
    /// ```
    /// use mahjong_referee::rules::{ffmj2008, RulesetId, Section, Within};
    /// let s = Section { ruleset: RulesetId::Ffmj2008, number: None, title: ffmj2008::Say::OpeningParagraphs.into(), within: Within::Passage };
    /// assert_eq!(s.to_string(), "FFMJ 2008, opening paragraphs");
    /// ```
    Passage,
}

impl Section {
    /// Whether the title is part of the reference (the section has no number, or its
    /// number is shared by several entries), rather than a heading beside it.
    ///
    /// ```
    /// use mahjong_referee::rules::{RulesetId, Section, Within};
    /// use mahjong_referee::rules::ema2016;
    /// let s = Section { ruleset: RulesetId::Ema2016, number: Some("5.1.4"), title: ema2016::Say::ClaimingAFalseSet.into(), within: Within::Whole };
    /// assert!(!s.titled());
    /// ```
    pub fn titled(&self) -> bool {
        self.number.is_none() || self.within != Within::Whole
    }
}

impl fmt::Display for Section {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.ruleset.short())?;
        if let Some(n) = self.number {
            write!(f, " §{n}")?;
        }
        if self.within == Within::Passage {
            write!(f, ", {}", self.title)?;
        } else if self.titled() {
            write!(f, " “{}”", self.title)?;
        }
        if let Within::Row(row) = self.within {
            write!(f, " ({row})")?;
        }
        Ok(())
    }
}
