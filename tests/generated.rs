//! What is generated from the code and kept in the repository (docs/incidents.md, the rules
//! matrix pages, the JS API's TypeScript Incident type) must not drift from it.

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
    for (lang, page) in [
        (Lang::Fr, include_str!("../www/matrix-fr.html")),
        (Lang::De, include_str!("../www/matrix-de.html")),
        (Lang::Nl, include_str!("../www/matrix-nl.html")),
    ] {
        assert!(
            matrix_html(lang) == page,
            "www/matrix-{lang}.html is out of date: run `cargo run --bin mjref -- --lang {lang} matrix > www/matrix-{lang}.html`"
        );
    }
    let generated = matrix_html(Lang::En);
    let checked_in = include_str!("../www/matrix.html");
    assert!(
        generated == checked_in,
        "www/matrix.html is out of date: run `cargo run --bin mjref -- matrix > www/matrix.html`"
    );
}

/// The JS API's TypeScript Incident type is the catalogue's, written out by
/// `catalogue::typescript` (every incident, each of its facts, each value of its lists): a
/// federation's code checks against the incidents the widget knows (the hand-kept type had
/// fallen behind at ten of thirty).
#[test]
fn the_typescript_incident_type_is_the_catalogues() {
    let api = include_str!("../src/api.rs");
    let generated = mahjong_referee::rules::catalogue::typescript();
    assert!(
        api.contains(&generated),
        "src/api.rs's Incident type is out of date: put `cargo run --bin mjref -- typescript` in its place"
    );
    for info in mahjong_referee::rules::catalogue::CATALOGUE {
        assert!(generated.contains(&format!("kind: \"{}\"", info.kind)));
        for fact in info.facts {
            assert!(
                generated.contains(&format!("{}?:", fact.field)),
                "{}",
                fact.field
            );
        }
    }
}
