//! A ruling said in a language: its report, its headline, its amounts and its citations.

use super::{Lang, pack};
use crate::rules::{Ruling, RulingReport, Section};

impl Lang {
    /// The ruling of a rule set on a situation, in this language, with the facts it rests
    /// on that were not given ([`crate::rules::assumed`]): what `mjref rule` prints and the
    /// JS `rule` returns.
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// use mahjong_referee::rules::{RulesetId, Situation};
    /// let s: Situation = r#"{"kind": "furiten-ron"}"#.parse().unwrap();
    /// assert_eq!(Lang::En.report_on(RulesetId::Wrc2015, &s).assumed, ["tilesShown"]);
    /// ```
    pub fn report_on(
        self,
        ruleset: crate::rules::RulesetId,
        situation: &crate::rules::Situation,
    ) -> RulingReport {
        let mut report = self.report(&crate::rules::rule(ruleset, &situation.incident));
        report.assumed = crate::rules::assumed(ruleset, situation);
        report
    }

    /// A ruling as plain data, said in this language (the codes stay the same).
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// use mahjong_referee::rules::{rule, Incident, RulesetId};
    /// let i: Incident = r#"{"kind":"false-set","tiles":"232z","discarded":true}"#.parse().unwrap();
    /// let r = Lang::Fr.report(&rule(RulesetId::Ffmj2008, &i));
    /// assert_eq!(r.outcome, "dead-hand");
    /// assert_eq!(r.headline, "Main morte");
    /// assert_eq!(r.sections[0], "FFMJ 2008 «\u{a0}Fausse figure\u{a0}»");
    /// ```
    pub fn report(self, ruling: &Ruling) -> RulingReport {
        let mut report = ruling.report();
        if self == Lang::En {
            return report;
        }
        report.headline = self.headline(ruling);
        report.steps = ruling.steps.iter().map(|l| self.line(l)).collect();
        report.payments = ruling.payments.iter().map(|p| self.payment(p)).collect();
        report.sections = ruling.sections.iter().map(|s| self.section(s)).collect();
        report.section_titles = ruling.sections.iter().map(|s| self.text(s.title)).collect();
        report.explanation = ruling.explanation.iter().map(|l| self.line(l)).collect();
        report
    }
}

impl Lang {
    /// A ruling's outcome in words, with its document's own term (WRC 2015's "chonbo", in
    /// every language).
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// use mahjong_referee::rules::{rule, Incident, RulesetId};
    /// let i: Incident = r#"{"kind":"riichi-kong"}"#.parse().unwrap();
    /// assert_eq!(Lang::Fr.headline(&rule(RulesetId::Wrc2015, &i)), "Chonbo");
    /// assert_eq!(Lang::Fr.headline(&rule(RulesetId::Ema2016, &i)), "Chombo");
    /// ```
    pub fn headline(self, ruling: &Ruling) -> String {
        ruling
            .own_term()
            .map_or_else(|| self.outcome(&ruling.outcome), str::to_string)
    }

    /// An amount of points as this language writes it: `20,000` and `8,000` in English,
    /// `20 000` and `8 000` in French (narrow spaces).
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// assert_eq!(Lang::En.number(20_000), "20,000");
    /// assert_eq!(Lang::En.number(8000), "8,000");
    /// assert_eq!(Lang::Fr.number(8000), "8\u{202f}000");
    /// ```
    pub fn number(self, n: u32) -> String {
        match self {
            Lang::En => crate::rules::Points::from(n).to_string(),
            Lang::Fr | Lang::De | Lang::Nl => pack::loaded(self).map_or_else(
                || crate::rules::Points::from(n).to_string(),
                |p| p.number(n.into()),
            ),
        }
    }

    /// A section as a ruling cites it: the reference, and the title beside it when the
    /// reference is a number alone. A section without a number, or an entry of a section
    /// that lists several under one number, is cited by its title already, so it has no
    /// second part (it would read twice).
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// use mahjong_referee::rules::{ema2016, ffmj2008, RulesetId, Section, Within};
    /// let numbered = Section { ruleset: RulesetId::Ema2016, number: Some("5.1.4"), title: ema2016::Say::ClaimingAFalseSet.into(), within: Within::Whole };
    /// assert_eq!(Lang::En.cite(&numbered), ("EMA 2016 §5.1.4".to_string(), Some("Claiming a false set".to_string())));
    /// let titled = Section { ruleset: RulesetId::Ffmj2008, number: None, title: ffmj2008::Say::FalseSet.into(), within: Within::Whole };
    /// assert_eq!(Lang::Fr.cite(&titled), ("FFMJ 2008 «\u{a0}Fausse figure\u{a0}»".to_string(), None));
    /// ```
    pub fn cite(self, section: &Section) -> (String, Option<String>) {
        let title = (!section.titled()).then(|| self.text(section.title));
        (self.section(section), title)
    }
}
