//! What the referee says: the outcome, what to do now, who pays, and where it is written.

use super::{Line, Points, RulesetId, Text};
use serde::Serialize;
use std::fmt;

/// The penalty a foul carries at its rank in the session.
///
/// ```
/// use mahjong_referee::rules::FoulPenalty;
/// assert_eq!(FoulPenalty::Points(10).to_string(), "10 points");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FoulPenalty {
    /// A warning, no points.
    Warning,
    /// Points off the offender's own score.
    Points(u32),
    /// The player is out of the tournament.
    Elimination,
}

impl fmt::Display for FoulPenalty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FoulPenalty::Warning => f.write_str("warning"),
            FoulPenalty::Points(n) => write!(f, "{n} points"),
            FoulPenalty::Elimination => f.write_str("elimination"),
        }
    }
}

/// What the ruling comes to.
///
/// ```
/// use mahjong_referee::rules::Outcome;
/// assert_eq!(Outcome::DeadHand.code(), "dead-hand");
/// assert_eq!(Outcome::DeadHand.to_string(), "Dead hand");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The facts are no irregularity (e.g. the group is a set after all).
    NothingToRule,
    /// The mistake is put right; nobody is penalised.
    NoPenalty,
    /// A foul, at its rank among this player's fouls in the session.
    Foul {
        /// 1 for the first foul of the session.
        rank: u8,
        /// What that rank costs.
        penalty: FoulPenalty,
    },
    /// The player plays on but may no longer win (nor call, under riichi rules).
    DeadHand,
    /// Chombo: a penalty and a re-deal (riichi).
    Chombo,
    /// Points taken off the offender's score.
    PointPenalty {
        /// How many.
        amount: u32,
        /// In what.
        unit: Unit,
    },
    /// A substitute takes the player's place.
    Substitute,
    /// The player is out of the tournament.
    Disqualification,
    /// The player is out of the session under way only (a substitute plays it).
    SessionDisqualification,
    /// The hand is dealt again, with no penalty.
    ReDeal,
    /// The document leaves the penalty to the referee.
    Discretion,
    /// The document does not cover this: the referee decides.
    NotCovered,
    /// Points change hands as the rules of play say: the noten penalty of a drawn hand (a
    /// payment of play, not a penalty for an irregularity).
    Payments,
    /// How many hands remain to be played.
    HandsLeft(u8),
}

impl Outcome {
    /// A stable code: `nothing-to-rule`, `no-penalty`, `foul`, `dead-hand`.
    ///
    /// ```
    /// use mahjong_referee::rules::Outcome;
    /// assert_eq!(Outcome::NoPenalty.code(), "no-penalty");
    /// ```
    pub const fn code(&self) -> &'static str {
        match self {
            Outcome::NothingToRule => "nothing-to-rule",
            Outcome::NoPenalty => "no-penalty",
            Outcome::Foul { .. } => "foul",
            Outcome::DeadHand => "dead-hand",
            Outcome::Chombo => "chombo",
            Outcome::PointPenalty { .. } => "point-penalty",
            Outcome::Substitute => "substitute",
            Outcome::Disqualification => "disqualification",
            Outcome::SessionDisqualification => "session-disqualification",
            Outcome::ReDeal => "re-deal",
            Outcome::Discretion => "referee-discretion",
            Outcome::NotCovered => "not-covered",
            Outcome::Payments => "payments",
            Outcome::HandsLeft(_) => "hands-left",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::NothingToRule => f.write_str("Nothing to rule"),
            Outcome::NoPenalty => f.write_str("No penalty"),
            Outcome::Foul { rank, penalty } => {
                write!(f, "Foul ({} of the session): {penalty}", ordinal(*rank))
            }
            Outcome::DeadHand => f.write_str("Dead hand"),
            Outcome::Chombo => f.write_str("Chombo"),
            Outcome::PointPenalty { amount, unit } => {
                let n = Points::from(*amount);
                write!(f, "Point penalty: {n} {}", unit.name_for(*amount))
            }
            Outcome::Substitute => f.write_str("A substitute plays"),
            Outcome::Disqualification => f.write_str("Disqualification"),
            Outcome::SessionDisqualification => f.write_str("Disqualification for this session"),
            Outcome::ReDeal => f.write_str("Re-deal, no penalty"),
            Outcome::Discretion => f.write_str("At the referee's discretion"),
            Outcome::NotCovered => f.write_str("Not in this document: the referee decides"),
            Outcome::Payments => f.write_str("Noten penalty"),
            Outcome::HandsLeft(0) => f.write_str("No more hands"),
            Outcome::HandsLeft(1) => f.write_str("One more hand"),
            Outcome::HandsLeft(n) => write!(f, "{n} more hands"),
        }
    }
}

fn ordinal(n: u8) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Who pays or receives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Party {
    /// The player who committed the irregularity.
    Offender,
    /// Each of the three other players.
    EachOtherPlayer,
    /// The dealer (East).
    Dealer,
    /// Each player other than the offender and the dealer.
    EachOtherNonDealer,
    /// Nobody: the points leave the offender's score and go to no one.
    Nobody,
    /// Each player not tenpai at an exhaustive draw (two or three of them).
    EachNotenPlayer,
    /// The one player not tenpai at an exhaustive draw.
    TheNotenPlayer,
    /// Each player tenpai at an exhaustive draw (two or three of them).
    EachTenpaiPlayer,
    /// The one player tenpai at an exhaustive draw.
    TheTenpaiPlayer,
}

/// What the amount is counted in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unit {
    /// MCR points.
    McrPoints,
    /// Riichi table points.
    TablePoints,
    /// Points of a riichi player's final score for the game, table points and uma together
    /// (EMA 2016 takes its point penalties off it, after the uma).
    FinalScorePoints,
    /// Points of the overall tournament score (WRC: 1 = 1 000 table points).
    OverallPoints,
}

impl Unit {
    /// The unit in words: `MCR points`, `table points`, `overall score points`.
    ///
    /// ```
    /// use mahjong_referee::rules::Unit;
    /// assert_eq!(Unit::TablePoints.name(), "table points");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Unit::McrPoints => "MCR points",
            Unit::TablePoints => "table points",
            Unit::FinalScorePoints => "final score points",
            Unit::OverallPoints => "overall score points",
        }
    }

    /// The unit's code in data: `mcr-points`, `table-points`, `final-score-points`,
    /// `overall-points`.
    ///
    /// ```
    /// use mahjong_referee::rules::Unit;
    /// assert_eq!(Unit::OverallPoints.code(), "overall-points");
    /// ```
    pub const fn code(self) -> &'static str {
        match self {
            Unit::McrPoints => "mcr-points",
            Unit::TablePoints => "table-points",
            Unit::FinalScorePoints => "final-score-points",
            Unit::OverallPoints => "overall-points",
        }
    }

    /// The unit in words for an amount: singular for 1.
    ///
    /// ```
    /// use mahjong_referee::rules::Unit;
    /// assert_eq!(Unit::OverallPoints.name_for(1), "overall score point");
    /// assert_eq!(Unit::OverallPoints.name_for(20), "overall score points");
    /// ```
    pub fn name_for(self, amount: u32) -> &'static str {
        let name = self.name();
        if amount == 1 {
            name.strip_suffix('s').unwrap_or(name)
        } else {
            name
        }
    }
}

/// When a payment is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum When {
    /// At once, during the session.
    AtOnce,
    /// Off the player's score for the session, when it is totalled.
    FromSessionScore,
    /// Off the overall tournament score once the game is over and uma has been added.
    AfterUma,
}

/// One payment.
///
/// ```
/// use mahjong_referee::rules::{Party, Payment, Unit, When};
/// let p = Payment { payer: Party::Offender, payee: Party::Nobody, amount: 5, unit: Unit::McrPoints, when: When::FromSessionScore };
/// assert_eq!(p.to_string(), "the offender loses 5 MCR points from the session score; nobody receives them");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Payment {
    /// Who pays.
    pub payer: Party,
    /// Who receives.
    pub payee: Party,
    /// How much (each, when the payee is each other player).
    pub amount: u32,
    /// In what.
    pub unit: Unit,
    /// When.
    pub when: When,
}

impl Payment {
    /// Points off the offender's own score, to nobody.
    ///
    /// ```
    /// use mahjong_referee::rules::{Party, Payment, Unit, When};
    /// let p = Payment::off_own_score(30, Unit::OverallPoints, When::AtOnce);
    /// assert_eq!((p.payer, p.payee), (Party::Offender, Party::Nobody));
    /// ```
    pub const fn off_own_score(amount: u32, unit: Unit, when: When) -> Payment {
        Payment {
            payer: Party::Offender,
            payee: Party::Nobody,
            amount,
            unit,
            when,
        }
    }
}

impl Payment {
    /// How much the offender gives up by this payment, in its unit: the amount, three times
    /// over when it goes to each other player, twice over when it goes to each other
    /// non-dealer (two players: the offender is not the dealer then); nothing when someone
    /// else pays.
    ///
    /// ```
    /// use mahjong_referee::rules::{calc::chombo_payments, RulesetId};
    /// // EMA 2012, a non-dealer's chombo: 4 000 to the dealer, 2 000 to each of the other two.
    /// let p = chombo_payments(RulesetId::Ema2012, false, true).unwrap();
    /// assert_eq!(p.iter().map(|x| x.from_offender()).sum::<u32>(), 8000);
    /// // The dealer's: 4 000 to each of the three others.
    /// let p = chombo_payments(RulesetId::Ema2012, true, true).unwrap();
    /// assert_eq!(p.iter().map(|x| x.from_offender()).sum::<u32>(), 12000);
    /// ```
    pub const fn from_offender(&self) -> u32 {
        if !matches!(self.payer, Party::Offender) {
            return 0;
        }
        match self.payee {
            Party::EachOtherPlayer => self.amount.saturating_mul(3),
            Party::EachOtherNonDealer => self.amount.saturating_mul(2),
            Party::Dealer | Party::Nobody => self.amount,
            Party::Offender
            | Party::EachNotenPlayer
            | Party::TheNotenPlayer
            | Party::EachTenpaiPlayer
            | Party::TheTenpaiPlayer => 0,
        }
    }
}

impl fmt::Display for Payment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let unit = self.unit.name_for(self.amount);
        let amount = Points::from(self.amount);
        let when = match self.when {
            When::AtOnce => "at once",
            When::FromSessionScore => "from the session score",
            When::AfterUma => "after the game, once uma is added",
        };
        // Who pays: the offender, or noten players at a draw (a tenpai player never pays).
        let payer = match self.payer {
            Party::EachNotenPlayer => "each noten player",
            Party::TheNotenPlayer => "the noten player",
            _ => "the offender",
        };
        let to = match self.payee {
            Party::Nobody => {
                let them = if self.amount == 1 { "it" } else { "them" };
                return write!(
                    f,
                    "{payer} loses {amount} {unit} {when}; nobody receives {them}"
                );
            }
            Party::Offender => return write!(f, "the offender receives {amount} {unit}, {when}"),
            Party::EachOtherPlayer => "each other player",
            Party::Dealer => "the dealer",
            Party::EachOtherNonDealer => "each other non-dealer",
            Party::EachNotenPlayer => "each noten player",
            Party::TheNotenPlayer => "the noten player",
            Party::EachTenpaiPlayer => "each tenpai player",
            Party::TheTenpaiPlayer => "the tenpai player",
        };
        write!(f, "{payer} pays {amount} {unit} to {to}, {when}")
    }
}

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

/// A ruling under one rule set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ruling {
    /// The rule set that rules.
    pub ruleset: RulesetId,
    /// What it comes to.
    pub outcome: Outcome,
    /// What the players do now, in order.
    pub steps: Vec<Line>,
    /// Who pays whom.
    pub payments: Vec<Payment>,
    /// The sections that say so, the main one first.
    pub sections: Vec<Section>,
    /// Why, in a few sentences: the facts first, then the rule.
    pub explanation: Vec<Line>,
}

impl Ruling {
    /// A ruling with its outcome; steps, payments, sections and reasons are added with the
    /// methods below.
    ///
    /// ```
    /// use mahjong_referee::rules::{riichi_family::Say, Outcome, Ruling, RulesetId};
    /// let r = Ruling::new(RulesetId::Ema2016, Outcome::NoPenalty).step(Say::PointOutCallShowTakeOrder);
    /// assert_eq!(r.steps[0].to_string(), "Point the order out: call first, then show the matching tiles, then discard and take the tile (these two either way).");
    /// ```
    pub fn new(ruleset: RulesetId, outcome: Outcome) -> Ruling {
        Ruling {
            ruleset,
            outcome,
            steps: Vec::new(),
            payments: Vec::new(),
            sections: Vec::new(),
            explanation: Vec::new(),
        }
    }

    /// Adds what the players do next.
    pub fn step(mut self, step: impl Into<Line>) -> Ruling {
        self.steps.push(step.into());
        self
    }

    /// Adds payments.
    pub fn pay(mut self, payments: impl IntoIterator<Item = Payment>) -> Ruling {
        self.payments.extend(payments);
        self
    }

    /// Cites a section.
    pub fn cite(mut self, section: Section) -> Ruling {
        self.sections.push(section);
        self
    }

    /// Adds a line of explanation.
    pub fn why(mut self, line: impl Into<Line>) -> Ruling {
        self.explanation.push(line.into());
        self
    }

    /// Adds an explanation line when there is one.
    ///
    /// ```
    /// use mahjong_referee::rules::{Line, Outcome, Ruling, RulesetId};
    /// let r = Ruling::new(RulesetId::Mers2010, Outcome::NoPenalty).why_maybe(None::<Line>);
    /// assert!(r.explanation.is_empty());
    /// ```
    pub fn why_maybe(self, line: Option<impl Into<Line>>) -> Ruling {
        match line {
            Some(line) => self.why(line),
            None => self,
        }
    }

    /// Points off the offender's score, to nobody: the outcome and its payment together.
    ///
    /// ```
    /// use mahjong_referee::rules::{Ruling, RulesetId, Unit, When};
    /// let r = Ruling::point_penalty(RulesetId::Mers2010, 10, Unit::McrPoints, When::FromSessionScore);
    /// assert_eq!(r.outcome.to_string(), "Point penalty: 10 MCR points");
    /// assert_eq!(r.payments.len(), 1);
    /// ```
    pub fn point_penalty(ruleset: RulesetId, amount: u32, unit: Unit, when: When) -> Ruling {
        Ruling::new(ruleset, Outcome::PointPenalty { amount, unit })
            .pay([Payment::off_own_score(amount, unit, when)])
    }

    /// Everything the offender pays or loses under this ruling, in its unit
    /// ([`Ruling::offender_unit`]).
    ///
    /// ```
    /// use mahjong_referee::rules::{rule, Incident, RulesetId};
    /// let i: Incident = r#"{"kind":"empty-call","call":"win","tilesShown":true}"#.parse().unwrap();
    /// assert_eq!(rule(RulesetId::Ema2012, &i).offender_pays(), 8000);
    /// let i: Incident = r#"{"kind":"late","minutes":12}"#.parse().unwrap();
    /// assert_eq!(rule(RulesetId::Mers2010, &i).offender_pays(), 20);
    /// ```
    pub fn offender_pays(&self) -> u32 {
        self.payments
            .iter()
            .fold(0, |sum, p| sum.saturating_add(p.from_offender()))
    }

    /// The unit of what the offender pays: the rule set's ([`RulesetId::unit`]), except
    /// where the ruling makes the offender pay in another (EMA 2016's chombo outside a
    /// tournament is paid at the table, in table points, not off a tournament score).
    ///
    /// ```
    /// use mahjong_referee::rules::{rule, Incident, RulesetId, Unit};
    /// let i: Incident = r#"{"kind":"noten-riichi"}"#.parse().unwrap();
    /// assert_eq!(rule(RulesetId::Ema2016, &i).offender_unit(), Unit::FinalScorePoints);
    /// let i: Incident = r#"{"kind":"noten-riichi","casual":true}"#.parse().unwrap();
    /// assert_eq!(rule(RulesetId::Ema2016, &i).offender_unit(), Unit::TablePoints);
    /// ```
    pub fn offender_unit(&self) -> Unit {
        self.payments
            .iter()
            .find(|p| p.from_offender() > 0)
            .map_or(self.ruleset.unit(), |p| p.unit)
    }

    /// Whether the ruling can say that no points change hands: it lists no payment, and its
    /// outcome moves none (no penalty, a dead hand, a warning, a re-deal). A noten penalty, a
    /// substitute's session result or a ruling left to the referee lists no payment either,
    /// but does not say that none moves.
    ///
    /// ```
    /// use mahjong_referee::rules::{rule, Incident, RulesetId};
    /// let dead: Incident = r#"{"kind":"false-set","tiles":"232z","discarded":true}"#.parse().unwrap();
    /// assert!(rule(RulesetId::Ema2016, &dead).moves_no_points());
    /// let late: Incident = r#"{"kind":"late","minutes":12}"#.parse().unwrap();
    /// assert!(!rule(RulesetId::Ema2016, &late).moves_no_points(), "a substitute's result is entered");
    /// ```
    pub fn moves_no_points(&self) -> bool {
        self.payments.is_empty()
            && matches!(
                self.outcome,
                Outcome::NothingToRule
                    | Outcome::NoPenalty
                    | Outcome::DeadHand
                    | Outcome::ReDeal
                    | Outcome::Foul {
                        penalty: FoulPenalty::Warning,
                        ..
                    }
            )
    }

    /// The outcome in words, with the document's own term: WRC 2015 writes "chonbo".
    ///
    /// ```
    /// use mahjong_referee::rules::{rule, Incident, RulesetId};
    /// let i: Incident = r#"{"kind":"riichi-kong"}"#.parse().unwrap();
    /// assert_eq!(rule(RulesetId::Wrc2015, &i).headline(), "Chonbo");
    /// assert_eq!(rule(RulesetId::Ema2016, &i).headline(), "Chombo");
    /// ```
    pub fn headline(&self) -> String {
        self.own_term()
            .map_or_else(|| self.outcome.to_string(), str::to_string)
    }

    /// The outcome as the document itself names it, where that is not the project's word
    /// (WRC 2015's "Chonbo"): the same in every language.
    pub fn own_term(&self) -> Option<&'static str> {
        match (self.outcome, self.ruleset) {
            (Outcome::Chombo, RulesetId::Wrc2015) => Some("Chonbo"),
            _ => None,
        }
    }

    /// The ruling as plain data for JSON and JS (camelCase, texts in English).
    ///
    /// ```
    /// use mahjong_referee::rules::{rule, Incident, RulesetId};
    /// let i: Incident = r#"{"kind":"false-set","tiles":"232z","discarded":true}"#.parse().unwrap();
    /// let report = rule(RulesetId::Ema2016, &i).report();
    /// assert_eq!(report.outcome, "dead-hand");
    /// assert_eq!(report.sections, vec!["EMA 2016 §5.1.4", "EMA 2016 §3.4.7"]);
    /// ```
    pub fn report(&self) -> RulingReport {
        RulingReport {
            ruleset: self.ruleset.id(),
            document: self.ruleset.document(),
            outcome: self.outcome.code(),
            headline: self.headline(),
            foul_rank: match self.outcome {
                Outcome::Foul { rank, .. } => Some(rank),
                _ => None,
            },
            steps: self.steps.iter().map(|s| s.to_string()).collect(),
            payments: self.payments.iter().map(|p| p.to_string()).collect(),
            offender_pays: match self.offender_pays() {
                0 => None,
                amount => Some(OffenderPays {
                    amount,
                    unit: self.offender_unit().code(),
                }),
            },
            sections: self.sections.iter().map(|s| s.to_string()).collect(),
            section_titles: self.sections.iter().map(|s| s.title.to_string()).collect(),
            explanation: self.explanation.iter().map(|s| s.to_string()).collect(),
            assumed: Vec::new(),
        }
    }
}

/// All an offender pays or loses under a ruling, in its unit ([`Ruling::offender_unit`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct OffenderPays {
    /// How much.
    pub amount: u32,
    /// In what ([`Unit::code`]).
    pub unit: &'static str,
}

/// A ruling as plain data: what `mjref rule` prints and the JS API returns.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RulingReport {
    /// The rule set id.
    pub ruleset: &'static str,
    /// The rule document's name.
    pub document: &'static str,
    /// The outcome's code (see [`Outcome::code`]).
    pub outcome: &'static str,
    /// The outcome in words.
    pub headline: String,
    /// The foul's rank in the session, for a foul.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub foul_rank: Option<u8>,
    /// What the players do now.
    pub steps: Vec<String>,
    /// Who pays whom, in words.
    pub payments: Vec<String>,
    /// All the offender pays or loses, when anything ([`Ruling::offender_pays`]): what a
    /// score sheet takes off that player.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub offender_pays: Option<OffenderPays>,
    /// The sections cited, main one first.
    pub sections: Vec<String>,
    /// Their headings, in the same order.
    pub section_titles: Vec<String>,
    /// Why.
    pub explanation: Vec<String>,
    /// The facts the ruling rests on that were not given, at their defaults (see
    /// [`assumed`](crate::rules::assumed)); empty when none.
    pub assumed: Vec<&'static str>,
}

impl RulesetId {
    /// What the rule set counts its penalties and payments in: table points under EMA,
    /// overall score points under the WRC (1 = 1 000 table points), MCR points under MERS
    /// and FFMJ. Every payment of every ruling under it is in this unit (a test rules every
    /// incident to check), so totals of one rule set's rulings add up.
    ///
    /// ```
    /// use mahjong_referee::rules::{RulesetId, Unit};
    /// assert_eq!(RulesetId::Wrc2015.unit(), Unit::OverallPoints);
    /// assert_eq!(RulesetId::Ffmj2008.unit(), Unit::McrPoints);
    /// ```
    pub const fn unit(self) -> Unit {
        match self {
            RulesetId::Ema2016 => Unit::FinalScorePoints,
            RulesetId::Ema2012 => Unit::TablePoints,
            RulesetId::Wrc2015 => Unit::OverallPoints,
            RulesetId::Mers2010 | RulesetId::Ffmj2008 => Unit::McrPoints,
        }
    }
}
