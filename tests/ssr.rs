//! The widget rendered natively (Yew server-side rendering): what a first paint shows.
#![cfg(all(feature = "web", not(target_arch = "wasm32")))]

use mahjong_referee::rules::{Incident, RulesetId, compare, rule};
use mahjong_referee::ui::App;
use mahjong_referee::ui::components::{
    CompareTable, CompareTableProps, RulingCard, RulingCardProps, TileKeyboard, TileKeyboardProps,
};
use yew::{Callback, LocalServerRenderer};

#[tokio::test(flavor = "current_thread")]
async fn the_app_opens_on_the_false_set_with_a_tile_keyboard() {
    let html = LocalServerRenderer::<App>::new()
        .hydratable(false)
        .render()
        .await;
    assert!(html.contains("A player claimed a false set"));
    assert!(html.contains(r#"aria-label="south wind""#));
    assert!(
        html.contains(r#"aria-label="red 5 pin""#),
        "riichi offers red fives"
    );
    assert!(!html.contains("plum"), "no flowers under a riichi rule set");
    assert!(html.contains("Has the player discarded since?"));
    assert!(html.contains("Enter the tiles to see the ruling."));
    assert_eq!(
        html.matches(r#"class="placed back""#).count(),
        3,
        "backs hold the group's place"
    );
    for id in RulesetId::ALL {
        assert!(
            html.contains(&format!(r#"value="{id}""#)),
            "{id} can be picked"
        );
    }
}

#[tokio::test(flavor = "current_thread")]
async fn every_tile_on_the_keyboard_has_a_picture_and_a_name() {
    let props = TileKeyboardProps {
        onpick: Callback::noop(),
        red_fives: true,
        bonus: true,
    };
    let html = LocalServerRenderer::<TileKeyboard>::with_props(props)
        .hydratable(false)
        .render()
        .await;
    assert_eq!(
        html.matches("<button").count(),
        45,
        "34 kinds, 3 red fives, 8 bonus tiles"
    );
    assert_eq!(html.matches("<svg").count(), 45);
    for name in [
        "4 man",
        "red 5 sou",
        "red dragon",
        "white dragon",
        "plum, flower 1",
        "winter, season 4",
    ] {
        assert!(html.contains(&format!(r#"aria-label="{name}""#)), "{name}");
    }
}

#[tokio::test(flavor = "current_thread")]
async fn the_ruling_card_shows_outcome_steps_points_and_sections() {
    let incident: Incident = r#"{"kind":"false-set","tiles":"232z","discarded":true}"#
        .parse()
        .unwrap();
    let props = RulingCardProps {
        ruling: rule(RulesetId::Ema2016, &incident),
    };
    let html = LocalServerRenderer::<RulingCard>::with_props(props)
        .hydratable(false)
        .render()
        .await;
    assert!(html.contains("Dead hand"));
    assert!(html.contains("What to do now"));
    assert!(html.contains("No points change hands."));
    assert!(html.contains("EMA 2016 §5.1.4"));
    assert!(html.contains("S W S: winds differ"));
    assert!(html.contains(">Why<"));
}

/// Under the sections, the document as it names itself: what it states, and "not stated"
/// for the rest; a text that states nothing says so.
#[tokio::test(flavor = "current_thread")]
async fn the_ruling_card_names_the_document_as_it_names_itself() {
    let incident: Incident = r#"{"kind":"false-set","tiles":"232z","discarded":true}"#
        .parse()
        .unwrap();
    let card = |ruleset| {
        let ruling = rule(ruleset, &incident);
        async move {
            LocalServerRenderer::<RulingCard>::with_props(RulingCardProps { ruling })
                .hydratable(false)
                .render()
                .await
        }
    };
    let mers = card(RulesetId::Mers2010).await;
    assert!(
        mers.contains(
            "Document: </span>MERS Tournament Regulations – Mahjong Competition Rules · Version 1.1 · August 2010</summary>"
        ),
        "{mers}"
    );
    assert!(
        mers.contains("<dt>Publisher</dt><dd class=\"not-stated\">not stated in the text</dd>"),
        "{mers}"
    );
    let ffmj = card(RulesetId::Ffmj2008).await;
    // Its heading alone: it speaks as FFMJ but does not name FFMJ as its publisher.
    assert!(
        ffmj.contains("Document: </span>REGULATION 2008 PARIS INTERNATIONAL TOURNAMENT</summary>"),
        "{ffmj}"
    );
    assert_eq!(ffmj.matches("not stated in the text").count(), 3);
    // The EMA text the project has is its sections alone: the copy, not the document,
    // states none of the four.
    let ema = card(RulesetId::Ema2016).await;
    assert!(
        ema.contains(
            "Document: </span>the copy read here (sections only) gives no title, version, date or publisher</summary>"
        ),
        "{ema}"
    );
    assert_eq!(ema.matches("not in the copy read").count(), 4);
    assert!(!ema.contains("not stated in the text"));
}

#[tokio::test(flavor = "current_thread")]
async fn a_ruling_with_nothing_to_explain_has_no_why_heading() {
    let incident: Incident = r#"{"kind":"wrong-tile-count"}"#.parse().unwrap();
    let ruling = rule(RulesetId::Ema2016, &incident);
    assert!(ruling.explanation.is_empty(), "the case this test is about");
    let html = LocalServerRenderer::<RulingCard>::with_props(RulingCardProps { ruling })
        .hydratable(false)
        .render()
        .await;
    assert!(html.contains("Dead hand"));
    assert!(html.contains("What to do now"));
    assert!(!html.contains(">Why<"), "{html}");
}

/// The comparison of an incident (as JSON) seen from EMA 2016, every question asked.
async fn comparison(json: &str) -> String {
    let incident: Incident = json.parse().unwrap();
    let props = CompareTableProps {
        rulings: compare(&incident),
        current: RulesetId::Ema2016,
        info: mahjong_referee::rules::catalogue::info(incident.kind()).unwrap(),
        unasked: vec![Vec::new(); 5],
        onpick: Callback::noop(),
    };
    LocalServerRenderer::<CompareTable>::with_props(props)
        .hydratable(false)
        .render()
        .await
}

#[tokio::test(flavor = "current_thread")]
async fn the_comparison_marks_rule_sets_that_differ() {
    let html = comparison(r#"{"kind":"false-set","tiles":"232z","discarded":false}"#).await;
    assert_eq!(
        html.matches("differs-mark").count(),
        2,
        "MERS and FFMJ rule a foul: {html}"
    );
    // The other four rule sets' names are buttons that show their rulings.
    assert_eq!(html.matches("class=\"ruleset-link\"").count(), 4, "{html}");
    assert!(html.contains("aria-label=\"Show the ruling under EMA 2012\""));
    assert!(html.contains("MERS 2010 §2.6.4"));
    assert!(html.contains("FFMJ 2008 “False set”"));
    assert!(
        !html.contains("<td></td>"),
        "every row names its section: {html}"
    );
}

/// A document with no rule on an incident has no section to cite: its row says so with a
/// dash, not an empty cell.
#[tokio::test(flavor = "current_thread")]
async fn a_row_with_no_section_shows_a_dash() {
    let html = comparison(r#"{"kind":"dead-hand-call"}"#).await;
    // EMA 2016, EMA 2012 and FFMJ 2008 have no rule on it.
    assert_eq!(html.matches("<td>—</td>").count(), 3, "{html}");
    assert!(!html.contains("<td></td>"), "{html}");
}

/// Exposed tiles under EMA 2016, which asks only whether it was during the deal and whether
/// play can go on: the EMA 2012 row says its ruling also turns on where the tiles were and
/// how many, which were not asked.
#[tokio::test(flavor = "current_thread")]
async fn the_comparison_names_what_another_rule_set_turns_on_that_was_not_asked() {
    use mahjong_referee::ui::state::{Action, AppState};
    use std::rc::Rc;
    use yew::Reducible;
    let state = Rc::new(AppState::default()).reduce(Action::SetIncident("exposed-tiles"));
    assert!(
        state.incident().is_none(),
        "no ruling before EMA 2016's questions are answered"
    );
    let state = state
        .reduce(Action::Answer("duringDeal", "false".into()))
        .reduce(Action::Answer("playCanContinue", "true".into()));
    let incident = state.incident().unwrap();
    let rulings = compare(&incident);
    let props = CompareTableProps {
        unasked: {
            let asked = state.asked(RulesetId::Ema2016);
            rulings
                .iter()
                .map(|r| state.unasked(r.ruleset, &asked))
                .collect()
        },
        rulings,
        current: RulesetId::Ema2016,
        info: state.info(),
        onpick: Callback::noop(),
    };
    let html = LocalServerRenderer::<CompareTable>::with_props(props)
        .hydratable(false)
        .render()
        .await;
    let row = |id: &str| {
        let start = html.find(&format!("data-ruleset=\"{id}\"")).unwrap();
        html[start..].split("</tr>").next().unwrap().to_string()
    };
    assert!(
        row("ema-2012")
            .contains("Also turns on (not asked here): Where were the tiles? · How many tiles?"),
        "{html}"
    );
    assert!(!row("ema-2016").contains("Also turns on"), "{html}");
    assert!(!row("wrc-2015").contains("Also turns on"), "{html}");
}

/// Each language has its web app manifest, named and described in that language.
#[test]
fn every_language_has_its_manifest() {
    use mahjong_referee::lang::Lang;
    for lang in Lang::ALL {
        let file = mahjong_referee::ui::app::manifest(lang);
        let text = std::fs::read_to_string(format!("www/{file}")).expect(file);
        assert!(
            text.contains(&format!(r#""lang": "{}""#, lang.code())),
            "{file}"
        );
        assert!(
            text.contains(&format!(r#""name": "{}""#, lang.words().app_title)),
            "{file}"
        );
        let linked = format!(r#"href="www/{file}""#);
        assert!(
            std::fs::read_to_string("index.html")
                .unwrap()
                .contains(&linked),
            "index.html copies {file} into the site"
        );
    }
}

/// An embedded widget asked for French renders its first screen in French (before any effect
/// has run, as server-side rendering shows), not in the browser's language first.
#[tokio::test(flavor = "current_thread")]
async fn an_embed_asked_for_french_speaks_french_from_its_first_render() {
    use mahjong_referee::ui::app::{AppProps, Embed};
    let props = AppProps {
        embed: Some(Embed {
            lang: "fr".into(),
            ruleset: "mers-2010".into(),
            key: "ssr-french".into(),
            ..Embed::default()
        }),
    };
    let html = LocalServerRenderer::<App>::with_props(props)
        .hydratable(false)
        .render()
        .await;
    assert!(
        html.contains(r#"lang="fr""#),
        "the widget's root says French"
    );
    assert!(html.contains("Règlement"), "the rule set picker in French");
    assert!(!html.contains(">Rule set<"));
}

/// The first screen written into index.html and embed.html (scripts/post-build.mjs puts
/// www/first-screen.html inside the element the widget renders into), shown until the wasm
/// has started, is the widget's own first screen as it renders with nothing stored, in
/// English, as its first frame: without the session log (below the first screen) and with
/// the incident list holding its picked incident alone, both drawn by the widget only once
/// that frame is painted (`render_first_frame`): regenerated by
/// `UPDATE_FIRST_SCREEN=1 cargo test --features web --test ssr`.
#[tokio::test(flavor = "current_thread")]
async fn the_first_screen_painted_before_the_wasm_is_the_widgets_own() {
    // The widget's first frame: what it draws only once that frame is painted (the session
    // log, the incident list's other incidents) left out.
    mahjong_referee::ui::hooks::render_first_frame(true);
    let html = LocalServerRenderer::<App>::new()
        .hydratable(false)
        .render()
        .await;
    mahjong_referee::ui::hooks::render_first_frame(false);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/www/first-screen.html");
    assert!(
        !html.contains(r#"<section aria-labelledby="log-title""#),
        "the session log is drawn after the first frame"
    );
    let html = format!("{html}\n");
    if std::env::var_os("UPDATE_FIRST_SCREEN").is_some() {
        std::fs::write(path, &html).expect("www/first-screen.html written");
    }
    let checked_in = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        checked_in == html,
        "www/first-screen.html is out of date: run `UPDATE_FIRST_SCREEN=1 cargo test --features web --test ssr`"
    );
}
