//! The incident catalogue: every situation the rule sets rule on, grouped the way referees
//! think, with the facts each one asks and an example. Its entries are declared with the
//! incidents ([`CATALOGUE`], [`Group`], [`IncidentInfo`], [`Fact`]: `src/rules/incident/`);
//! here are the questions put to the rulings about them (whether a fact decides a ruling,
//! [`Fact::decides`]; whether a document addresses an incident,
//! [`IncidentInfo::addressed_by`]; the facts a ruling rests on unanswered) and the catalogue
//! written out: `mjref incidents` prints it, docs/incidents.md is generated from it
//! ([`markdown`]), and so is the JS API's TypeScript type ([`typescript`]).

pub use super::incident::{
    CATALOGUE, Fact, FactKind, FactType, Group, IncidentInfo, Value, When, info,
};
use super::{Incident, RulesetId, Ruling, Situation, rule};

/// See [`crate::rules::assumed`].
pub(super) fn assumed(ruleset: RulesetId, situation: &super::Situation) -> Vec<&'static str> {
    // Whether a fact applies, the others as given or at their defaults.
    let value = |field: &str| situation.incident.value(field);
    situation
        .incident
        .facts()
        .iter()
        .filter(|f| !situation.answered(f.field))
        .filter(|f| f.mcr.is_none_or(|mcr| mcr == ruleset.is_mcr()))
        .filter(|f| f.applies(&value))
        .filter(|f| f.kind() == FactKind::Tiles || f.changes_ruling(ruleset, situation))
        .map(|f| f.field)
        .collect()
}

/// What a fact decides: its rulings asked, with the catalogue's other questions to them.
impl Fact {
    /// Whether the fact decides the ruling under a rule set, the other facts as
    /// `situation` gives them: it applies, and it is required, or tiles, or some value of
    /// it changes the ruling there.
    ///
    /// ```
    /// use mahjong_referee::rules::{catalogue::{info, Value}, RulesetId, Situation};
    /// let exposed = info("exposed-tiles").unwrap();
    /// let fact = |field| exposed.facts.iter().find(|f| f.field == field).unwrap();
    /// let none = Situation::new("exposed-tiles").unwrap();
    /// // EMA 2012 rules by where the tiles came from; EMA 2016 does not ask.
    /// assert!(fact("from").decides(RulesetId::Ema2012, &none));
    /// assert!(!fact("from").decides(RulesetId::Ema2016, &none));
    /// // Who exposed them matters once it is a chombo under EMA 2012 (more than five tiles).
    /// assert!(!fact("dealer").decides(RulesetId::Ema2012, &none));
    /// let mut seven = none.clone();
    /// seven.set("count", Value::Count(7)).unwrap();
    /// assert!(fact("dealer").decides(RulesetId::Ema2012, &seven));
    /// ```
    pub fn decides(&self, ruleset: RulesetId, situation: &Situation) -> bool {
        if !self.applies(&|field| situation.incident.value(field)) {
            return false;
        }
        if self.required || self.kind() == FactKind::Tiles {
            return true;
        }
        self.changes_ruling(ruleset, situation)
    }

    /// Whether some value of this fact (among those the rule set offers) changes the
    /// ruling, the other facts as `situation` has them.
    fn changes_ruling(&self, ruleset: RulesetId, situation: &Situation) -> bool {
        let mut first: Option<Ruling> = None;
        let mut trial: Incident = situation.incident.clone();
        for value in self.trial_values() {
            if !self.offered(ruleset, &value) {
                continue;
            }
            if trial.set(self.field, &value).is_err() {
                // A value the incident cannot take: leave the question to the referee.
                return true;
            }
            let ruling = rule(ruleset, &trial);
            match &first {
                None => first = Some(ruling),
                Some(r) if *r != ruling => return true,
                Some(_) => {}
            }
        }
        false
    }
}

impl IncidentInfo {
    /// Whether the document of `ruleset` addresses this incident in some form: the ruling of
    /// the incident with its facts at their defaults, or with one of them answered otherwise
    /// (each answer of each question in turn), is something other than "not in this
    /// document". The list
    /// of incidents shows the picked document's first; the others apart.
    ///
    /// ```
    /// use mahjong_referee::rules::catalogue::CATALOGUE;
    /// use mahjong_referee::rules::RulesetId;
    /// let find = |kind| CATALOGUE.iter().find(|i| i.kind == kind).unwrap();
    /// assert!(find("late").addressed_by(RulesetId::Mers2010));
    /// assert!(!find("noten-riichi").addressed_by(RulesetId::Mers2010));
    /// assert!(find("noten-riichi").addressed_by(RulesetId::Ema2016));
    /// ```
    pub fn addressed_by(&self, ruleset: RulesetId) -> bool {
        // One column per document, worked out when the list first shows it (a frame after
        // the first screen): every form of every incident under one document, not all five.
        type Column = std::sync::OnceLock<Vec<bool>>;
        static ADDRESSED: [Column; RulesetId::ALL.len()] = [const { Column::new() }; _];
        let Some(by) = RulesetId::ALL.iter().position(|id| *id == ruleset) else {
            return false;
        };
        let column = ADDRESSED[by].get_or_init(|| {
            CATALOGUE
                .iter()
                .map(|info| info.forms().iter().any(|i| covered(ruleset, i)))
                .collect()
        });
        let at = CATALOGUE.iter().position(|i| i.kind == self.kind);
        at.is_some_and(|at| column[at])
    }

    /// The incident with its facts at their defaults, and with one fact answered otherwise,
    /// for each answer of each yes/no, list and count question (counts 0 to 4), built
    /// without JSON (the widget reads none). A test checks this finds what the examples
    /// and their variants find.
    fn forms(&self) -> Vec<super::Incident> {
        let Some(base) = super::Incident::new(self.kind) else {
            return Vec::new();
        };
        let mut forms = vec![base.clone()];
        for fact in self.facts {
            let answers: Vec<Value> = match fact.kind() {
                FactKind::YesNo => vec![Value::Yes(true), Value::Yes(false)],
                FactKind::List => fact.choices().into_iter().map(Value::Choice).collect(),
                FactKind::Count { .. } => (0..=4).map(Value::Count).collect(),
                FactKind::Tiles => Vec::new(),
            };
            for answer in answers {
                let mut form = base.clone();
                if form.set(fact.field, &answer).is_ok() {
                    forms.push(form);
                }
            }
        }
        forms
    }
}

/// Whether a ruling of this incident under `ruleset` is other than "not in this document".
fn covered(ruleset: RulesetId, incident: &super::Incident) -> bool {
    !matches!(
        super::rule(ruleset, incident).outcome,
        super::Outcome::NotCovered
    )
}

/// The JS API's TypeScript type of an incident, written from the catalogue: each kind with
/// its facts, yes/no as `boolean`, counts as `number`, lists as their values, tiles as
/// `string` (and the MCR hand a win called may carry). `src/api.rs` holds this text; a test
/// keeps them equal (`mjref typescript` prints it).
///
/// ```
/// let ts = mahjong_referee::rules::catalogue::typescript();
/// assert!(ts.contains(r#"{ kind: "late"; minutes?: number; seconds?: number }"#));
/// ```
pub fn typescript() -> String {
    let mut out = String::from(
        "/** An incident: its kind and the facts given (each optional; a fact not given is assumed, and the ruling's `assumed` names it when it matters). Unknown fields are an error. */\nexport type Incident =\n",
    );
    for info in CATALOGUE {
        out.push_str(&format!("  | {{ kind: \"{}\"", info.kind));
        for f in info.facts {
            let ty = match f.kind() {
                FactKind::YesNo => "boolean".to_string(),
                FactKind::Tiles => "string".to_string(),
                FactKind::Count { .. } => "number".to_string(),
                FactKind::List => f
                    .choices()
                    .iter()
                    .map(|c| format!("\"{c}\""))
                    .collect::<Vec<_>>()
                    .join(" | "),
            };
            out.push_str(&format!("; {}?: {ty}", f.field));
        }
        if info.kind == "empty-call" {
            out.push_str("; hand?: McrHandInput");
        }
        out.push_str(" }\n");
    }
    out.pop();
    out.push_str(";\n");
    out
}

/// The catalogue as Markdown: every incident, its facts, an example and what each rule set
/// rules on it, and a matrix of all incidents × all rule sets. docs/incidents.md is this
/// text (a test keeps them equal).
///
/// ```
/// let md = mahjong_referee::rules::catalogue::markdown();
/// assert!(md.contains("## Calls and claims"));
/// ```
pub fn markdown() -> String {
    use super::{Incident, RulesetId, rule};
    let mut out = String::from(
        "# Incidents\n\n\
         Generated from the code (`cargo run --bin mjref -- docs > docs/incidents.md`); a test \
         fails when this file and the code disagree.\n\n\
         An incident is a JSON object (through the JS API, a plain object) with a `kind` and \
         only the facts that change the ruling; field names are camelCase. A field the \
         incident does not have is an error that names it; a fact not given takes its default \
         (below), and the ruling's `assumed` lists those it rests on. `mjref rule <ruleset-id> \
         '<incident>'`, `mjref compare '<incident>'` and the JS `rule` and `compare` take it.\n\n\
         ## Rules matrix\n\nEach incident's example under each rule set.\n\n| incident |",
    );
    for id in RulesetId::ALL {
        out.push_str(&format!(" {} |", id.short()));
    }
    out.push_str("\n|---|");
    for _ in RulesetId::ALL {
        out.push_str("---|");
    }
    out.push('\n');
    for info in CATALOGUE {
        let Ok(incident) = info.example.parse::<Incident>() else {
            continue;
        };
        out.push_str(&format!("| [{}](#{}) |", info.title, info.kind));
        for id in RulesetId::ALL {
            out.push_str(&format!(" {} |", rule(id, &incident).outcome));
        }
        out.push('\n');
    }
    for group in Group::ALL {
        out.push_str(&format!("\n## {}\n", group.title()));
        for info in CATALOGUE.iter().filter(|i| i.group == group) {
            out.push_str(&format!(
                "\n### <a id=\"{}\"></a>{} (`{}`)\n\n",
                info.kind, info.title, info.kind
            ));
            if info.facts.is_empty() {
                out.push_str("No facts to give.\n\n");
            } else {
                out.push_str(
                    "| field | values | when not given | question | asked by |\n|---|---|---|---|---|\n",
                );
                for f in info.facts {
                    out.push_str(&format!(
                        "| `{}` | {} | {} | {} | {} |\n",
                        f.field,
                        f.values().replace('|', "\\|"),
                        match (f.default_answer(), f.required) {
                            (None, _) => "(none: no group)".to_string(),
                            (Some(d), true) =>
                                format!("`{d}` (required: the widget asks it first)"),
                            (Some(d), false) => format!("`{d}`"),
                        },
                        f.question,
                        match f.mcr {
                            None => "all",
                            Some(true) => "MCR",
                            Some(false) => "riichi",
                        }
                    ));
                }
                out.push('\n');
            }
            out.push_str(&format!("Example: `{}`\n\n", info.example));
            let Ok(incident) = info.example.parse::<Incident>() else {
                continue;
            };
            out.push_str("| rule set | ruling | sections |\n|---|---|---|\n");
            for id in RulesetId::ALL {
                let r = rule(id, &incident);
                let sections: Vec<String> = r
                    .sections
                    .iter()
                    // A section without a number is cited by its title already.
                    .map(|s| match s.number {
                        Some(_) => format!("{} {}", s, s.title),
                        None => s.to_string(),
                    })
                    .collect();
                out.push_str(&format!(
                    "| {} | {} | {} |\n",
                    id.short(),
                    r.outcome,
                    if sections.is_empty() {
                        "—".to_string()
                    } else {
                        sections.join("; ")
                    }
                ));
            }
        }
    }
    out.push_str(
        "\n## The ruling\n\n`mjref rule` prints, and the JS API returns:\n\n\
         | field | meaning |\n|---|---|\n\
         | `ruleset`, `document` | who rules |\n\
         | `outcome` | `nothing-to-rule`, `no-penalty`, `foul`, `dead-hand`, `chombo`, `point-penalty`, `substitute`, `disqualification`, `session-disqualification`, `re-deal`, `referee-discretion`, `not-covered`, `payments`, `hands-left` |\n\
         | `headline` | the outcome in words, e.g. `Foul (2nd of the session): 5 points` |\n\
         | `foulRank` | for a foul, its rank in the session |\n\
         | `steps` | what the players do now, in order |\n\
         | `payments` | who pays whom, how much and when, in words (empty when no points move) |\n\
         | `offenderPays` | when the offender pays or loses anything: `amount` in all, and its `unit` (`table-points`, `final-score-points`, `overall-points`, `mcr-points`) |\n\
         | `sections`, `sectionTitles` | the sections cited, main one first |\n\
         | `explanation` | the facts and the rule, in the project's words |\n\
         | `assumed` | the facts the ruling rests on that were not given (at their defaults); `[]` when none |\n",
    );
    out
}

#[cfg(test)]
mod addressed_tests {
    use super::*;

    /// No MCR document addresses a riichi declaration (furiten is another matter: MERS says
    /// a win on one's own discard is no irregularity); every incident is addressed by some
    /// document (else it would be in the catalogue for nothing).
    #[test]
    fn the_mcr_documents_address_no_riichi_declaration_and_every_incident_has_a_document() {
        for info in CATALOGUE {
            if info.kind.contains("riichi") {
                assert!(!info.addressed_by(RulesetId::Mers2010), "{}", info.kind);
                assert!(!info.addressed_by(RulesetId::Ffmj2008), "{}", info.kind);
            }
            assert!(
                RulesetId::ALL.iter().any(|id| info.addressed_by(*id)),
                "{}: no document addresses it",
                info.kind
            );
        }
        // Built without JSON, the forms find what the catalogue's examples and their
        // one-fact variants (read as JSON) find.
        for info in CATALOGUE {
            let example: serde_json::Value = serde_json::from_str(info.example).unwrap();
            let mut variants = vec![example.clone()];
            for fact in info.facts {
                let answers: Vec<serde_json::Value> = match fact.kind() {
                    FactKind::YesNo => vec![true.into(), false.into()],
                    FactKind::List => fact.choices().into_iter().map(Into::into).collect(),
                    FactKind::Count { .. } => (0..=4).map(Into::into).collect(),
                    FactKind::Tiles => Vec::new(),
                };
                for answer in answers {
                    let mut v = example.clone();
                    v[fact.field] = answer;
                    variants.push(v);
                }
            }
            for id in RulesetId::ALL {
                let by_examples = variants
                    .iter()
                    .filter_map(|v| v.to_string().parse::<crate::rules::Incident>().ok())
                    .any(|i| covered(id, &i));
                assert_eq!(info.addressed_by(id), by_examples, "{} {id:?}", info.kind);
            }
        }
        // Addressed in some form only: WRC 2015 rules a wrong word for a win shown, not
        // the example's.
        let wrong_word = CATALOGUE.iter().find(|i| i.kind == "wrong-word").unwrap();
        assert!(wrong_word.addressed_by(RulesetId::Wrc2015));
    }
}
