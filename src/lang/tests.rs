//! The languages said together: every ruling of every example in each language, English
//! the core's own, every question and answer with its words.

use super::*;
use crate::rules::catalogue::FactKind;
use crate::rules::{RulesetId, compare, rule};

fn every_example() -> Vec<crate::rules::Incident> {
    CATALOGUE
        .iter()
        .map(|i| i.example.parse().expect("catalogue examples parse"))
        .collect()
}

/// Each card, in each language, says what a referee reads off it: the amount of a point
/// penalty or a foul's points in its headline, every payment with its amount as the
/// language writes numbers, and every citation naming its document.
#[test]
fn every_ruling_of_every_example_is_said_in_each_language() {
    use crate::rules::{FoulPenalty, Outcome};
    for incident in every_example() {
        for r in compare(&incident) {
            for lang in Lang::ALL {
                let headline = lang.outcome(&r.outcome);
                let amount = match r.outcome {
                    Outcome::PointPenalty { amount, .. }
                    | Outcome::Foul {
                        penalty: FoulPenalty::Points(amount),
                        ..
                    } => Some(amount),
                    _ => None,
                };
                if let Some(amount) = amount {
                    let n = lang.number(amount);
                    assert!(headline.contains(&n), "{lang}: {headline} names no {n}");
                }
                for p in &r.payments {
                    let said = lang.payment(p);
                    let n = lang.number(p.amount);
                    assert!(said.contains(&n), "{lang}: {said} names no {n}");
                    if lang == Lang::En {
                        assert_eq!(said, p.to_string());
                    } else {
                        assert_ne!(said, p.to_string(), "{lang}: left in English");
                    }
                }
                for line in r.steps.iter().chain(&r.explanation) {
                    let said = lang.line(line);
                    assert!(said.len() > 3, "{lang}: {line}");
                    if lang == Lang::Fr {
                        // scripts/fr-spacing.py puts no-break spaces in the French.
                        for bad in [" :", " ;", " ?", " !", "« ", " »"] {
                            assert!(!said.contains(bad), "{said}");
                        }
                        // A sentence copied over in English is no translation.
                        assert!(said.len() < 16 || said != line.to_string(), "{said}");
                    }
                }
                for s in &r.sections {
                    let cited = lang.section(s);
                    assert!(cited.starts_with(s.ruleset.short()), "{lang}: {cited}");
                }
            }
        }
    }
}

#[test]
fn french_rulings_are_french() {
    let i: crate::rules::Incident =
        r#"{"kind":"false-set","tiles":"southwestsouth","discarded":true}"#
            .parse()
            .unwrap();
    let r = rule(RulesetId::Ema2016, &i);
    assert_eq!(Lang::Fr.outcome(&r.outcome), "Main morte");
    let steps: Vec<String> = r.steps.iter().map(|s| Lang::Fr.line(s)).collect();
    assert!(steps.iter().all(|s| !s.contains(" the ")), "{steps:?}");
    assert_ne!(
        steps,
        r.steps.iter().map(|s| s.to_string()).collect::<Vec<_>>()
    );
}

#[test]
fn english_is_the_cores_own_english() {
    for incident in every_example() {
        for r in compare(&incident) {
            assert_eq!(Lang::En.outcome(&r.outcome), r.outcome.to_string());
            for line in r.steps.iter().chain(&r.explanation) {
                assert_eq!(Lang::En.line(line), line.to_string());
            }
        }
    }
}

/// What the widget asks, in each language: the English is the catalogue's own; every
/// other language says it in its own words; no two incidents share a title and no two
/// answers to one question read alike (a referee could not tell them apart).
#[test]
fn every_question_and_choice_has_words() {
    let mut titles = std::collections::BTreeMap::new();
    for info in CATALOGUE {
        for lang in Lang::ALL {
            let title = lang.incident_title(info);
            assert!(
                titles
                    .insert((lang.to_string(), title), info.kind)
                    .is_none(),
                "{lang}: two incidents titled {title}"
            );
            for (i, fact) in info.facts.iter().enumerate() {
                let question = lang.question(info, i);
                if lang == Lang::En {
                    assert_eq!(question, fact.question, "{}", info.kind);
                } else {
                    assert_ne!(question, fact.question, "{lang} {}: English", info.kind);
                }
                if fact.kind() == FactKind::YesNo {
                    continue; // asked with the language's yes and no
                }
                let mut labels = std::collections::BTreeSet::new();
                for value in fact.choices() {
                    let label = lang.choice(info, i, value);
                    assert!(
                        labels.insert(label.clone()),
                        "{lang} {}.{}: two answers read {label:?}",
                        info.kind,
                        fact.field
                    );
                    assert!(
                        lang == Lang::En || label != value,
                        "{lang} {}: {value}",
                        info.kind
                    );
                }
            }
        }
    }
}
