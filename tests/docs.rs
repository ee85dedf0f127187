//! docs/incidents.md is generated from the code and must not drift from it.

#[test]
fn the_incident_catalogue_doc_is_up_to_date() {
    let generated = mahjong_referee::rules::catalogue::markdown();
    let checked_in = include_str!("../docs/incidents.md");
    assert!(
        generated == checked_in,
        "docs/incidents.md is out of date: run `cargo run --bin mjref -- docs > docs/incidents.md`"
    );
}

#[test]
fn the_rules_matrix_page_is_up_to_date() {
    use mahjong_referee::lang::{Lang, matrix_html};
    assert_eq!(
        matrix_html(Lang::Fr),
        include_str!("../www/matrix-fr.html"),
        "www/matrix-fr.html is out of date: run `cargo run --bin mjref -- --lang fr matrix > www/matrix-fr.html`"
    );
    let generated = matrix_html(Lang::En);
    let checked_in = include_str!("../www/matrix.html");
    assert!(
        generated == checked_in,
        "www/matrix.html is out of date: run `cargo run --bin mjref -- matrix > www/matrix.html`"
    );
}

#[test]
fn search_finds_incidents_by_the_words_referees_use() {
    use mahjong_referee::lang::{Lang, search};
    let kinds = |q: &str| {
        search(Lang::En, q)
            .iter()
            .map(|i| i.kind)
            .collect::<Vec<_>>()
    };
    assert_eq!(kinds("late"), ["late"]);
    assert!(kinds("chombo").contains(&"empty-call"));
    assert!(kinds("flower").contains(&"false-set"));
    assert!(kinds("noten").contains(&"exhaustive-draw"));
    assert!(kinds("PHONE").contains(&"telephone"));
    assert!(kinds("no such thing").is_empty());
    // A word matches the start of a word: "ron" is not in "wrong", "chi" not in "which".
    assert_eq!(kinds("ron")[0], "empty-call");
    assert!(!kinds("ron").contains(&"false-set"));
    assert!(!kinds("chi").contains(&"empty-call"));
    assert_eq!(kinds("disqualif"), ["cheating"]);
    // The words a referee types about the irregularities the widget is for.
    for (q, kind) in [
        ("false ron", "empty-call"),
        ("mistaken win", "empty-call"),
        ("wrong win", "empty-call"),
        ("no yaku", "empty-call"),
        ("under 8 points", "empty-call"),
        ("short hand", "wrong-tile-count"),
        ("13 tiles", "wrong-tile-count"),
        ("slow play", "obstruction"),
        ("miscount", "counting"),
        ("dead wall", "wrong-draw"),
        ("tile fell over", "exposed-tiles"),
    ] {
        assert_eq!(kinds(q).first(), Some(&kind), "{q}");
    }
    let fr = |q: &str| search(Lang::Fr, q).first().map(|i| i.kind);
    assert_eq!(fr("sans yaku"), Some("empty-call"));
    assert_eq!(fr("moins de 8 points"), Some("empty-call"));
    assert_eq!(fr("jeu lent"), Some("obstruction"));
    assert_eq!(fr("erreur de compte"), Some("counting"));
    // Plurals find singulars, in both languages; "chonbo" is "chombo".
    assert_eq!(kinds("flowers"), kinds("flower"));
    assert_eq!(fr("fleurs"), fr("fleur"));
    assert_eq!(kinds("chonbo"), kinds("chombo"));
    assert_eq!(kinds("pass"), ["passing-information"]);
    assert_eq!(
        kinds("").len(),
        mahjong_referee::rules::catalogue::CATALOGUE.len()
    );
}

/// Every answer of every list question can be given by searching with its own label, in
/// each language, and the search gives that answer, not another of the same question.
#[test]
fn a_search_with_an_answers_label_gives_that_answer() {
    use mahjong_referee::lang::{Lang, search_answers};
    use mahjong_referee::rules::catalogue::CATALOGUE;
    for lang in Lang::ALL {
        for info in CATALOGUE {
            for (index, fact) in info.facts.iter().enumerate() {
                let values = fact.choices();
                if values == ["true", "false"] {
                    continue;
                }
                for value in values {
                    let label = lang.choice(info, index, value);
                    let given = search_answers(lang, info, &label);
                    assert!(
                        given.contains(&(fact.field, value)),
                        "{lang:?} {} {}: {label:?} gave {given:?}",
                        info.kind,
                        fact.field
                    );
                }
            }
        }
        // A search that names nothing answers nothing.
        for info in CATALOGUE {
            assert_eq!(search_answers(lang, info, "xyz"), [], "{}", info.kind);
        }
    }
}
