//! A pack's messages said: a rule set's sentence, a phrase, the widget's words, the
//! catalogue's, a fan's name, with their facts filled in the pack's way.

use super::keys::{MINUTES, WORDS, group_place, layout, starts};
use super::{Arg, Pack};
use crate::lang::phrases::{PHRASES, Ph};
use crate::lang::said::{PLAIN, Said};
use crate::mcr::Fan;
use crate::rules::catalogue::{Group, IncidentInfo};
use crate::rules::{FoulPenalty, SayValue, Text, Unit};

impl Pack {
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

    /// The plain text of the widget's words at `i` ([`crate::lang::said::plain_mut`] order).
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
        layout().1[crate::lang::index_of(info)]
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

    /// What a foul costs, in the pack's words: `warning`, `10 points`, `elimination`.
    pub(crate) fn penalty(&self, penalty: FoulPenalty) -> String {
        match penalty {
            FoulPenalty::Warning => self.phrase(Ph::PenaltyWarning, &[]),
            FoulPenalty::Points(n) => self.phrase(Ph::PenaltyPoints, &[("n", Arg::from(n))]),
            FoulPenalty::Elimination => self.phrase(Ph::PenaltyElimination, &[]),
        }
    }

    /// A unit's name for an amount, in the pack's words (`table points`; its plural by the
    /// amount).
    pub(crate) fn unit(&self, unit: Unit, amount: u32) -> String {
        let ph = match unit {
            Unit::McrPoints => Ph::UnitMcrPoints,
            Unit::TablePoints => Ph::UnitTablePoints,
            Unit::FinalScorePoints => Ph::UnitFinalScorePoints,
            Unit::OverallPoints => Ph::UnitOverallPoints,
        };
        self.phrase(ph, &[("n", Arg::from(amount))])
    }
}
