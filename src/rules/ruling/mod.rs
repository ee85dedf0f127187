//! What the referee says: the outcome, what to do now, who pays, and where it is written.
//!
//! The ruling and its report here; its parts in `outcome` (what it comes to), `payment` (who
//! pays whom, in what, when) and `section` (where the document says so).

mod outcome;
mod payment;
mod section;

pub use outcome::{FoulPenalty, Outcome};
pub use payment::{Party, Payment, Unit, When};
pub use section::{Section, Within};

use super::{Line, RulesetId};
use serde::Serialize;

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
