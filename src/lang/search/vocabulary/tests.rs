//! The tests of [`super`].

use super::*;

/// Every line of search-words.txt says something the search reads: a known head, an
/// incident of the catalogue, a yes/no question one of them asks, a list answer one of
/// them offers; a word is read as one
/// other word at most; an incident's own word is no little word and no negation (the
/// search reads neither as an incident's).
#[test]
fn every_search_word_line_is_read() {
    let heads = [
        "same",
        "little",
        "weak",
        "not",
        "before",
        "negating",
        "or",
        "ne",
        "doubt",
        "asking",
        "after",
        "clause",
        "partitive",
        "calls",
    ];
    // Whether some incident asks the yes/no question `field`.
    let asks_yes_no = |field: &str| {
        CATALOGUE
            .iter()
            .flat_map(|i| i.facts)
            .any(|f| f.field == field && f.kind() == FactKind::YesNo)
    };
    let mut read_as: Vec<(String, String)> = Vec::new();
    let index = index();
    for (n, line) in SEARCH_WORDS.lines().enumerate() {
        let Some((head, list)) = line.split_once(':').filter(|_| !line.starts_with('#')) else {
            assert!(
                line.trim().is_empty() || line.starts_with('#'),
                "line {}",
                n + 1
            );
            continue;
        };
        let list = fold(list);
        match head.split_once(' ') {
            None if heads.contains(&head) => {}
            None => {
                assert!(
                    CATALOGUE.iter().any(|i| i.kind == head),
                    "line {}: no incident {head}",
                    n + 1
                );
                for w in words(&list) {
                    assert!(!index.is_little(w), "line {}: {w} is little", n + 1);
                    assert!(!index.is_not(w), "line {}: {w} negates", n + 1);
                }
            }
            Some(("who", role)) => {
                let known = role == "of" || super::who::role(role).is_some();
                assert!(known, "line {}: no role {role}", n + 1);
            }
            Some(("order", which)) => {
                // A thing an order names: a part of an answer such as
                // `shown-before-call`, in any form.
                let thing = CATALOGUE.iter().flat_map(|i| i.facts).any(|f| {
                    f.choices().iter().any(|v| {
                        v.split_once("-before-").is_some_and(|(a, b)| {
                            [a, b].iter().any(|p| super::stem(p) == super::stem(which))
                        })
                    })
                });
                let known = ["after", "first", "then"].contains(&which) || thing;
                assert!(known, "line {}: no order word or thing {which}", n + 1);
                // Read among the search's words, which leave the little ones out (a
                // `then` word is read in the text itself).
                if which != "then" {
                    for w in words(&list) {
                        assert!(!index.is_little(w), "line {}: {w} is little", n + 1);
                    }
                }
            }
            Some(("fouls", kind)) => {
                let known = ["given", "foul", "time", "earlier", "then"].contains(&kind)
                    || kind.parse::<u32>().is_ok();
                if kind == "asks" {
                    for field in list.split_whitespace() {
                        let asked = asks_yes_no(field);
                        assert!(asked, "line {}: no yes/no question {field}", n + 1);
                    }
                } else {
                    assert!(known, "line {}: no kind of foul word {kind}", n + 1);
                }
            }
            Some(("duration", unit)) => {
                let known = ["minute", "second", "half", "exactly"].contains(&unit);
                assert!(known, "line {}: no unit {unit}", n + 1);
            }
            // A yes/no question and a number: the line a number is below (`below`), the
            // last hand's number that is never a game's last (`early`).
            Some(("below" | "early", rest)) => {
                let (field, line) = rest.split_once(' ').unwrap_or((rest, ""));
                assert!(
                    line.parse::<u32>().is_ok(),
                    "line {}: no number {line}",
                    n + 1
                );
                let asked = asks_yes_no(field);
                assert!(asked, "line {}: no yes/no question {field}", n + 1);
            }
            Some(("does" | "turns", rest)) => {
                let field = rest.strip_suffix(" not").unwrap_or(rest);
                let counted = CATALOGUE
                    .iter()
                    .flat_map(|i| i.facts)
                    .any(|f| f.field == field && f.range_max().is_some());
                assert!(counted, "line {}: no count question {field}", n + 1);
            }
            Some(("offender", "of" | "whose" | "beside")) => {}
            Some(("offender", rest)) => {
                let field = rest.strip_suffix(" not").unwrap_or(rest);
                let asked = asks_yes_no(field);
                assert!(asked, "line {}: no yes/no question {field}", n + 1);
            }
            Some(("negated", kind)) => {
                let known = CATALOGUE.iter().any(|i| i.kind == kind);
                assert!(known, "line {}: no incident {kind}", n + 1);
            }
            Some(("sequence", rest)) => {
                let mut names = rest.split(' ');
                let kind = names.next().unwrap_or_default();
                let fields: Vec<&str> = names.collect();
                assert!(matches!(fields.len(), 1 | 2), "line {}", n + 1);
                for field in fields {
                    let asked = CATALOGUE.iter().any(|i| {
                        i.kind == kind
                            && i.facts
                                .iter()
                                .any(|f| f.field == field && f.kind() == FactKind::YesNo)
                    });
                    assert!(
                        asked,
                        "line {}: no yes/no question {field} of {kind}",
                        n + 1
                    );
                }
            }
            Some(("little", "one")) => {
                // Little words that are one before a counted thing ("a tile").
                for w in words(&list) {
                    assert!(index.is_little(w), "line {}: {w} is not little", n + 1);
                    assert!(
                        spelled(w).is_none(),
                        "line {}: {w} is a number already",
                        n + 1
                    );
                }
            }
            Some(("little", rest)) => {
                // A word little beside others, which is no little word everywhere.
                let (word, side) = rest.split_once(' ').unwrap_or((rest, ""));
                assert!(
                    ["after", "before"].contains(&side),
                    "line {}: {side}",
                    n + 1
                );
                assert!(!index.is_little(word), "line {}: {word} is little", n + 1);
            }
            Some(("doubt", rest)) => assert_eq!(rest, "not", "line {}", n + 1),
            Some(("done", rest)) => assert_eq!(rest, "right", "line {}", n + 1),
            Some(("value", rest)) => {
                let (field, value) = rest.split_once(' ').unwrap_or((rest, ""));
                let listed = CATALOGUE.iter().flat_map(|i| i.facts).any(|f| {
                    f.field == field && f.kind() != FactKind::YesNo && f.choices().contains(&value)
                });
                assert!(listed, "line {}: no list answer {field} {value}", n + 1);
            }
            Some((yes_no, field)) => {
                assert!(["yes", "no"].contains(&yes_no), "line {}: {yes_no}", n + 1);
                let asked = asks_yes_no(field);
                assert!(asked, "line {}: no yes/no question {field}", n + 1);
            }
        }
        if head == "same" {
            let mut all = words(&list).map(strip);
            let first = all.next().unwrap_or_default();
            for w in all {
                if let Some((_, other)) = read_as.iter().find(|(v, _)| *v == w) {
                    assert_eq!(*other, first, "line {}: {w} read as two words", n + 1);
                }
                read_as.push((w, first.clone()));
            }
        }
    }
}

/// The French "est" says nothing after a pronoun ("c'est", "il est", "n'est") or before
/// "ce" ("est-ce"), where it is "is"; elsewhere it is the East wind or seat.
#[test]
fn est_is_east_unless_it_is_is() {
    let read = |q: &str| query_words(&fold(q)).join(" ");
    assert_eq!(read("c'est l'Est qui a pioché"), "est pioche");
    assert_eq!(read("Est-ce qu'il est en retard ?"), "retard");
    assert_eq!(read("ce n'est pas l'Est"), "pas est");
    assert_eq!(read("il est parti, vent d'est"), "parti , vent est");
    assert_eq!(read("est a montré"), "est montre");
}

/// French "dont" (whose) opens a clause and negates nothing; the English "dont" typed
/// without its apostrophe still negates.
#[test]
fn dont_is_whose_before_a_clause() {
    let read = |q: &str| query_words(&fold(q)).join(" ");
    assert_eq!(read("un ko dont la main était morte"), "un ko main morte");
    assert_eq!(read("he dont have the tiles"), "dont tiles");
}
