//! What each rule set's document says of itself: its title, version, date and publisher,
//! exactly as far as the text the project reads (`../shared/seeds`) states them.
//!
//! A value the text does not state is `None`: nothing here is filled in from memory or from
//! another source. The riichi documents were read from web pages that give their sections
//! only (EMA 2016 and 2012 side by side, the WRC 2015 §7 beside EMA passages), with no
//! title page ([`Publication::sections_only`]: what they do not state may be on pages not
//! read); the two MCR documents were read whole and give a heading, and MERS 2010 a closing
//! line with its version and month.

use super::RulesetId;

/// A month and year as a document writes its date (`August 2010`), kept as numbers so that
/// the widget says the month in its own language.
///
/// ```
/// use mahjong_referee::rules::{PublicationDate, RulesetId};
/// let date = RulesetId::Mers2010.publication().date.unwrap();
/// assert_eq!(date, PublicationDate { year: 2010, month: Some(8) });
/// assert_eq!(date.to_string(), "August 2010");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PublicationDate {
    /// The year.
    pub year: u16,
    /// The month, 1 (January) to 12, where the document gives one.
    pub month: Option<u8>,
}

/// The English months, for [`PublicationDate`]'s `Display` (and the widget's English words).
pub(crate) const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

impl std::fmt::Display for PublicationDate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self
            .month
            .and_then(|m| MONTHS.get(usize::from(m).wrapping_sub(1)))
        {
            Some(month) => write!(f, "{month} {}", self.year),
            None => write!(f, "{}", self.year),
        }
    }
}

/// A rule set's document as it names itself, so that a player can ask for the right text.
/// Each field is what the document states, word for word for names (a title or a
/// publisher is a proper name: `REGULATION 2008 PARIS INTERNATIONAL TOURNAMENT` keeps its
/// capitals), or `None` where the document does not state it. The project's own name for
/// the document is [`RulesetId::document`]; this is the document's.
///
/// ```
/// use mahjong_referee::rules::RulesetId;
/// let mers = RulesetId::Mers2010.publication();
/// assert_eq!(mers.title, Some("MERS Tournament Regulations – Mahjong Competition Rules"));
/// assert_eq!(mers.version, Some("1.1"));
/// assert_eq!(mers.publisher, None);
/// // The FFMJ regulation speaks as FFMJ but does not say that FFMJ issues it.
/// assert_eq!(RulesetId::Ffmj2008.publication().publisher, None);
/// // The EMA text the project reads gives its sections only: no title page.
/// let ema = RulesetId::Ema2016.publication();
/// assert!(ema.is_unstated() && ema.sections_only);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Publication {
    /// The document's title, as its heading gives it.
    pub title: Option<&'static str>,
    /// Its version or edition, the number alone (the document's `vs. 1.1` is `1.1`).
    pub version: Option<&'static str>,
    /// The date it gives for itself.
    pub date: Option<PublicationDate>,
    /// The body it names as issuing it.
    pub publisher: Option<&'static str>,
    /// Whether the copy the project reads is the document's sections alone, with no title
    /// page or closing line: a `None` then says only that this copy does not state the
    /// value, which the document's pages not read may.
    pub sections_only: bool,
}

impl Publication {
    /// Whether the document states none of the four.
    ///
    /// ```
    /// use mahjong_referee::rules::RulesetId;
    /// assert!(!RulesetId::Ffmj2008.publication().is_unstated());
    /// ```
    pub const fn is_unstated(&self) -> bool {
        self.title.is_none()
            && self.version.is_none()
            && self.date.is_none()
            && self.publisher.is_none()
    }
}

/// Nothing stated: the copy read is the document's sections alone, with no title page,
/// heading or closing line naming it.
const UNSTATED: Publication = Publication {
    title: None,
    version: None,
    date: None,
    publisher: None,
    sections_only: true,
};

/// EMA Riichi Competition Rules 2016: the left column of seed 000 (§5), the first of each
/// pair in seed 003 (§3.4), and the EMA passages of seed 001. None of them has a title,
/// edition, date or publisher: they begin at a section heading (`5 Etiquette and
/// tournament rules`, `3.4 End of a hand`). The text calls the rules "EMA riichi rules" in
/// passing (§3.4.3) and names the EMA's ranking list (§5.8), neither as its own title or
/// publisher. Seed 003's page is headed `Ooyamaneko.net` and `frenja`: the site the copy
/// was found on, not the rules' publisher.
const EMA_2016: Publication = UNSTATED;

/// EMA Riichi Competition Rules 2012: the right column of seed 000 and the second of each
/// pair in seed 003. As for 2016, the sections alone: no title, edition, date or
/// publisher.
const EMA_2012: Publication = UNSTATED;

/// World Riichi Championship Rules 2015, §7: seed 001, which begins at `7 Fouls and
/// penalties` and states no title, version, date or publisher.
const WRC_2015: Publication = UNSTATED;

/// MERS 2010, seed 002.
const MERS_2010: Publication = Publication {
    // The heading, the document's first line.
    title: Some("MERS Tournament Regulations – Mahjong Competition Rules"),
    // The closing line: `MERS regulations MCR – vs. 1.1 August 2010`.
    version: Some("1.1"),
    // The same closing line.
    date: Some(PublicationDate {
        year: 2010,
        month: Some(8),
    }),
    // None stated: MERS in the title is the tournaments the regulations are for; the WMO
    // is named as the Green Book's, and the EMA presidium for a ruling that section 4
    // follows, neither as this document's publisher.
    publisher: None,
    // Read whole, from its heading to its closing lines.
    sections_only: false,
};

/// FFMJ 2008, seed 004.
const FFMJ_2008: Publication = Publication {
    // The heading, the document's first line, in its capitals.
    title: Some("REGULATION 2008 PARIS INTERNATIONAL TOURNAMENT"),
    // None stated.
    version: None,
    // None stated: 2008 is in the title, as the tournament's year, and the text gives no
    // date of its own.
    date: None,
    // None stated. "Counting points", its last paragraph, speaks as FFMJ ("FFMJ asks
    // players …"), the only body the regulation names as setting its rules, and the
    // abbreviation is not spelt out; but nowhere does the text say that FFMJ issues it, so
    // that would be inferred, not stated.
    publisher: None,
    // Read whole, from its heading to its last paragraph.
    sections_only: false,
};

/// The publication of a rule set's document ([`RulesetId::publication`]).
pub(super) const fn publication(id: RulesetId) -> Publication {
    match id {
        RulesetId::Ema2016 => EMA_2016,
        RulesetId::Ema2012 => EMA_2012,
        RulesetId::Wrc2015 => WRC_2015,
        RulesetId::Mers2010 => MERS_2010,
        RulesetId::Ffmj2008 => FFMJ_2008,
    }
}

impl RulesetId {
    /// What the document says of itself: its title, version, date and publisher, each
    /// `None` where the text the project reads does not state it (see
    /// [`Publication`](Publication) for where each value is found).
    ///
    /// ```
    /// use mahjong_referee::rules::RulesetId;
    /// let p = RulesetId::Ffmj2008.publication();
    /// assert_eq!(p.title, Some("REGULATION 2008 PARIS INTERNATIONAL TOURNAMENT"));
    /// // It speaks as FFMJ, but does not say that FFMJ issues it.
    /// assert_eq!(p.publisher, None);
    /// assert_eq!(p.date, None);
    /// assert_eq!(RulesetId::Wrc2015.publication().title, None);
    /// ```
    pub const fn publication(self) -> Publication {
        publication(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::rules::seed;

    /// Every value stated is in the document's text, as the data gives it; every value the
    /// data leaves out is absent from it (checked where it can be: no riichi seed names the
    /// EMA's or the WRC's full name, edition or date).
    #[test]
    fn each_value_is_in_its_document() {
        let Some(mers) = seed("002_") else {
            eprintln!("../shared/seeds not here: the publication data is not checked against it");
            return;
        };
        let m = RulesetId::Mers2010.publication();
        let first = mers.lines().find(|l| !l.trim().is_empty()).unwrap();
        assert_eq!(first.trim(), m.title.unwrap());
        let closing = format!("vs. {} {}", m.version.unwrap(), m.date.unwrap());
        assert!(mers.contains(&closing), "{closing}");
        assert!(!mers.contains("published by"));

        let ffmj = seed("004_").unwrap();
        let f = RulesetId::Ffmj2008.publication();
        assert_eq!(ffmj.lines().next().unwrap().trim(), f.title.unwrap());
        // It speaks as FFMJ, which is not the same as naming FFMJ as its publisher.
        assert!(ffmj.contains("FFMJ asks players"));
        assert_eq!(f.publisher, None);
        for absent in ["version", "published", "issued", "edited"] {
            assert!(!ffmj.to_lowercase().contains(absent), "004_ has {absent}");
        }

        // The riichi seeds: 000 (EMA 2016 | 2012, §5), 003 (EMA §3.4), 001 (WRC §7).
        for prefix in ["000_", "001_", "003_"] {
            let text = seed(prefix).unwrap();
            for absent in [
                "Competition Rules",
                "European Mahjong",
                "World Riichi",
                "Championship Rules",
                "edition",
                "published",
            ] {
                assert!(!text.contains(absent), "{prefix} has {absent}");
            }
        }
        for id in [RulesetId::Ema2016, RulesetId::Ema2012, RulesetId::Wrc2015] {
            assert!(id.publication().is_unstated(), "{id}");
        }
    }

    /// Only a copy of the sections alone states none of the four (the card's line for it
    /// says the copy read gives none, not that the document has none); the documents read
    /// whole are MERS 2010 and FFMJ 2008.
    #[test]
    fn only_the_sections_only_copies_state_nothing() {
        for id in RulesetId::ALL {
            let p = id.publication();
            assert_eq!(p.is_unstated(), p.sections_only, "{id}");
        }
        assert!(!RulesetId::Mers2010.publication().sections_only);
        assert!(!RulesetId::Ffmj2008.publication().sections_only);
    }

    #[test]
    fn dates_read_as_written() {
        let d = PublicationDate {
            year: 2010,
            month: None,
        };
        assert_eq!(d.to_string(), "2010");
        let d = PublicationDate {
            year: 2010,
            month: Some(13),
        };
        assert_eq!(d.to_string(), "2010");
    }
}
