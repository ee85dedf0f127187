use super::stored::game_of_pairs;
use super::*;
use crate::lang::Answers;
use crate::ui::hooks::Stored;
use std::rc::Rc;
use yew::Reducible;

fn run(actions: Vec<Action>) -> AppState {
    run_on(AppState::default(), actions)
}

fn run_on(state: AppState, actions: Vec<Action>) -> AppState {
    let mut s = Rc::new(state);
    for a in actions {
        s = s.reduce(a);
    }
    (*s).clone()
}

/// Answers the search's words gave are marked so until the referee answers the question;
/// a new incident starts with none.
#[test]
fn answers_from_words_are_marked_until_the_referee_answers() {
    let words = |a: &[(&'static str, &str)]| {
        Action::FromWords(Answers {
            said: a.iter().map(|(f, v)| (*f, v.to_string())).collect(),
            likely: Vec::new(),
        })
    };
    let s = run(vec![
        Action::SetIncident("empty-call"),
        words(&[("call", "win"), ("tilesShown", "false")]),
    ]);
    assert_eq!(s.from_words, ["call", "tilesShown"]);
    assert_eq!(s.answer_text("tilesShown").as_deref(), Some("false"));
    // The words change: what they no longer say is taken back.
    let s = run_on(s, vec![words(&[("call", "win")])]);
    assert_eq!(s.from_words, ["call"]);
    assert_eq!(s.answer_text("tilesShown"), None);
    // The referee's answer is the referee's: the words do not change it.
    let s = run_on(s, vec![Action::Answer("tilesShown", "true".into())]);
    let s = run_on(s, vec![words(&[("call", "win"), ("tilesShown", "false")])]);
    assert_eq!(s.from_words, ["call"]);
    assert_eq!(s.answer_text("tilesShown").as_deref(), Some("true"));
    // A fact of the game the words give holds for this incident only.
    let s = run_on(s, vec![words(&[("call", "win"), ("casual", "true")])]);
    assert_eq!(s.answer_text("casual").as_deref(), Some("true"));
    assert!(s.game.is_empty());
    // An answer the words do not say but descriptions using them stated is marked likely,
    // until the referee answers it.
    let s = run_on(
        s,
        vec![Action::FromWords(Answers {
            said: vec![("call", "win".into())],
            likely: vec![("dealer", "true".into())],
        })],
    );
    assert_eq!(s.from_words, ["call", "dealer"]);
    assert_eq!(s.likely, ["dealer"]);
    let s = run_on(s, vec![Action::Answer("dealer", "true".into())]);
    assert!(s.likely.is_empty());
    let s = run_on(s, vec![Action::SetIncident("late")]);
    assert!(s.from_words.is_empty());
}

fn t(s: &str) -> Tile {
    s.parse().unwrap()
}

#[test]
fn tapping_south_west_south_and_discarded_gives_an_incident() {
    let s = run(vec![
        Action::AddTile(t("2z")),
        Action::AddTile(t("3z")),
        Action::AddTile(t("2z")),
    ]);
    assert_eq!(s.typed, "232z");
    assert!(
        s.incident().is_none(),
        "the discard question is not answered yet"
    );
    let s = run(vec![
        Action::AddTile(t("2z")),
        Action::AddTile(t("3z")),
        Action::AddTile(t("2z")),
        Action::Answer("discarded", "true".into()),
    ]);
    assert_eq!(s.incident().map(|i| i.kind()), Some("false-set"));
}

#[test]
fn a_search_naming_tiles_fills_the_group() {
    let query = "south west south pung, discarded";
    let found = crate::lang::search(Lang::En, query);
    let mut actions = vec![Action::SetIncident(found[0].kind)];
    for (field, value) in crate::lang::search_answers(Lang::En, found[0], query) {
        actions.push(Action::Answer(field, value));
    }
    let s = run(actions);
    assert_eq!(s.typed, "south west south");
    assert_eq!(s.tiles, "232z".parse::<Tiles>().unwrap().into_vec());
    let ruling = s
        .incident()
        .map(|i| crate::rules::rule(RulesetId::Ema2016, &i));
    assert_eq!(
        ruling.map(|r| r.outcome),
        Some(crate::rules::Outcome::DeadHand)
    );
}

#[test]
fn other_incidents_rule_from_their_answers() {
    let s = run(vec![Action::SetIncident("late")]);
    assert!(s.incident().is_none(), "minutes are required");
    let s = run(vec![
        Action::SetIncident("late"),
        Action::Answer("minutes", "12".into()),
    ]);
    assert_eq!(s.incident().map(|i| i.kind()), Some("late"));
    let s = run(vec![Action::SetIncident("cheating")]);
    assert!(s.incident().is_some(), "nothing to ask");
    let s = run(vec![Action::SetIncident("nope")]);
    assert_eq!(s.kind(), "false-set");
}

#[test]
fn typing_keeps_the_text_and_reports_errors() {
    let s = run(vec![Action::Type("southwestx".into())]);
    assert_eq!(s.typed, "southwestx");
    assert_eq!(
        s.typed_error.map(|e| e.to_string()).as_deref(),
        Some("unknown tile word at 10")
    );
    let s = run(vec![Action::Type("south west south".into())]);
    assert_eq!(s.tiles.len(), 3);
}

#[test]
fn a_saved_entry_restores_as_it_was() {
    let state = run(vec![
        Action::SetView(View::Hand),
        Action::SetRuleset(RulesetId::Mers2010),
        Action::Type("south; west;south".into()),
        Action::AddTile(t("2z")),
        Action::AddTile(t("3z")),
        Action::Answer("discarded", "true".into()),
        Action::Answer("replacement", "taken".into()),
        Action::Answer("priorFouls", "2".into()),
    ]);
    let line = state.encode();
    assert_eq!(
        line,
        r#"["10",[],[],[],"","hand","mers-2010","false-set","23z",[["discarded","true"],["replacement","taken"],["priorFouls","2"]],"","23z"]"#
    );
    assert_eq!(AppState::decode(&line), Some(state.clone()));
    // The record version 9 stored for it (lists and facts as texts) reads to the same state.
    let v9 = r#"["9","","","","","hand","mers-2010","false-set","23z","discarded=true,replacement=taken,priorFouls=2","","23z"]"#;
    assert_eq!(AppState::decode(v9), Some(state.clone()));
    // The line version 8 stored for it (before the one codec) reads to the same state.
    let line =
        "8;;;;;hand;mers-2010;false-set;23z;discarded=true,replacement=taken,priorFouls=2;;23z";
    assert_eq!(AppState::decode(line), Some(state.clone()));
    // A version-7 line, before likely answers were marked, is still read.
    assert_eq!(
        AppState::decode(&format!("7;{}", &line[3..])),
        Some(state.clone())
    );
    // A version-6 line, before answers from the words were marked, is still read.
    assert_eq!(
        AppState::decode(&format!("6;{}", &line[4..])),
        Some(state.clone())
    );
    // Answers from the search's words stay marked so, the likely ones too.
    let words = run(vec![Action::FromWords(Answers {
        said: vec![("discarded", "false".into())],
        likely: vec![("replacement", "taken".into())],
    })]);
    assert!(
        words
            .encode()
            .starts_with(r#"["10",["replacement"],["discarded","replacement"],"#)
    );
    assert_eq!(AppState::decode(&words.encode()), Some(words.clone()));
    let v8 = "8;replacement;discarded,replacement;;;ruling;ema-2016;false-set;;discarded=false,replacement=taken;;";
    assert_eq!(AppState::decode(v8), Some(words.clone()));
    // The player picked is kept (their fouls are the log's, so no count is written);
    // a version-4 line, before players were picked, is still read.
    let picked = run_on(state.clone(), vec![Action::SetOffender(Some(2))]);
    assert_eq!(
        picked.encode(),
        r#"["10",[],[],[],"2","hand","mers-2010","false-set","23z",[["discarded","true"],["replacement","taken"]],"","23z"]"#
    );
    assert_eq!(AppState::decode(&picked.encode()), Some(picked.clone()));
    let v8 = "8;;;;2;hand;mers-2010;false-set;23z;discarded=true,replacement=taken;;23z";
    assert_eq!(AppState::decode(v8), Some(picked.clone()));
    assert_eq!(
        AppState::decode(&format!("4;{}", &line[6..])),
        Some(state.clone())
    );
    assert_eq!(
        AppState::decode(&format!("5;{}", &line[5..])),
        Some(state.clone())
    );
    assert_eq!(AppState::decode("5;7;hand;mers-2010;false-set;;;;"), None);
    // The search is kept too, whatever it holds.
    // A long paste is cut at the search's cap, typed or stored.
    let long = "late ".repeat(100);
    let pasted = run_on(state.clone(), vec![Action::Search(long.clone())]);
    assert_eq!(pasted.search.chars().count(), crate::lang::SEARCH_CAP);
    let stored = AppState::decode(&format!("4;hand;mers-2010;false-set;23z;;{long};"));
    assert_eq!(stored.map(|s| s.search), Some(pasted.search.clone()));
    for search in [
        "12 minutes late",
        "a;b",
        "100%",
        "%3B;%25",
        ";",
        "%",
        "\"[]\\\n",
    ] {
        let with = run_on(state.clone(), vec![Action::Search(search.into())]);
        assert_eq!(with.search, search);
        assert_eq!(AppState::decode(&with.encode()), Some(with), "{search:?}");
    }
    // Version 8 wrote the search with its `%` and `;` escaped; the record as it is.
    let v8 = "8;;;;;hand;mers-2010;false-set;23z;discarded=true,replacement=taken,priorFouls=2;100%25 a%3Bb;23z";
    let with = run_on(state.clone(), vec![Action::Search("100% a;b".into())]);
    assert_eq!(AppState::decode(v8), Some(with.clone()));
    assert!(with.encode().contains(r#","100% a;b","#));
    let fresh = AppState::default();
    assert_eq!(AppState::decode(&fresh.encode()), Some(fresh));
}

/// EMA 2016 §3.4.6: whether the game is a tournament's decides a chombo's payment; it
/// is the game's, not the incident's: answered once, every incident picked after has it
/// answered, through a reload and a fresh start too, and a link's own answer stands.
#[test]
fn a_fact_of_the_game_is_asked_once() {
    let fields = |s: &AppState| -> Vec<&str> {
        s.pending()
            .iter()
            .map(|&i| s.info().facts[i].field)
            .collect()
    };
    let assumed = |s: &AppState| -> Vec<&str> {
        let asked = s.asked(s.ruleset);
        let facts = s.info().facts;
        s.assumed(&asked).iter().map(|&i| facts[i].field).collect()
    };
    let first = run(vec![
        Action::SetIncident("noten-riichi"),
        Action::Answer("deadAfterRiichi", "false".into()),
    ]);
    // Asked, but the card does not wait for it: it rules on a tournament game, and
    // says so.
    assert_eq!(assumed(&first), ["casual"]);
    assert!(fields(&first).is_empty(), "{:?}", fields(&first));
    assert!(first.incident().is_some());
    let answered = run_on(first, vec![Action::Answer("casual", "true".into())]);
    assert_eq!(answered.game, [("casual", Value::Yes(true))]);
    let next = run_on(
        answered.clone(),
        vec![
            Action::SetIncident("late"),
            Action::SetIncident("riichi-kong"),
        ],
    );
    assert!(next.answered("casual"));
    assert!(assumed(&next).is_empty());
    // Under EMA 2016 outside a tournament, who deals decides the payment: asked next.
    assert_eq!(fields(&next), ["dealer"]);
    let stored = AppState::decode(&next.encode()).unwrap();
    assert_eq!(stored.game, next.game);
    let reset = run_on(stored, vec![Action::Reset]);
    assert!(reset.answered("casual"));
    // Taken back, it is asked again.
    let back = run_on(answered, vec![Action::Answer("casual", String::new())]);
    assert!(back.game.is_empty());
    // A stored pair that is no fact of the game is passed over.
    let stored = pairs("dealer=true,casual=maybe,nope=1", ',').unwrap();
    assert!(game_of_pairs(stored).is_empty());
}

#[test]
fn earlier_versions_are_still_read() {
    let old = AppState::decode("1;ema-2012;445m;n;not-taken;0;445m").unwrap();
    assert_eq!(old.view, View::Ruling);
    assert_eq!(old.ruleset, RulesetId::Ema2012);
    assert_eq!(old.tiles.len(), 3);
    assert_eq!(old.answer_text("discarded").as_deref(), Some("false"));
    let v2 = AppState::decode("2;hand;mers-2010;232z;y;taken;2;south; west;south").unwrap();
    assert_eq!(v2.view, View::Hand);
    assert_eq!(v2.typed, "south; west;south");
    assert_eq!(v2.incident().map(|i| i.kind()), Some("false-set"));
    let v3 = AppState::decode("3;ruling;ema-2016;late;;minutes=12;x;y").unwrap();
    assert_eq!(
        (v3.kind(), v3.search.as_str(), v3.typed.as_str()),
        ("late", "", "x;y")
    );
}

#[test]
fn damaged_or_unknown_lines_are_not_read() {
    for line in [
        "",
        "9;ruling;ema-2016;late;;;",
        "3;elsewhere;ema-2016;late;;;",
        "3;ruling;ema-2099;late;;;",
        "3;ruling;ema-2016;nope;;;",
        "3;ruling;ema-2016;late;;colour=red;",
        "3;ruling;ema-2016;false-set;44444m;;",
        "3;ruling;ema-2016;late;;",
        "2;ruling;ema-2016;;maybe;not-taken;0;",
        "4;ruling;ema-2016;late;;minutes=12;",
        "4;ruling;ema-2016;late;;minutes=12;50%;",
        "4;ruling;ema-2016;late;;minutes=12;%3;",
        // Records: a field more or less, another version, a `;` where the line had
        // fields, not texts, cut short.
        r#"["9","","","","","ruling","ema-2016","late","","minutes=12",""]"#,
        r#"["9","","","","","ruling","ema-2016","late","","minutes=12","","",""]"#,
        r#"["8","","","","","ruling","ema-2016","late","","minutes=12","",""]"#,
        r#"["9","","","","","ruling;x","ema-2016","late","","minutes=12","",""]"#,
        r#"["9","","","","","ruling","ema-2016","late","","minutes=12;","",""]"#,
        r#"["9","","","","",9,"ema-2016","late","","minutes=12","",""]"#,
        r#"["9","","","","","ruling","ema-2016","late","","minutes=12","","""#,
        r#"["9","","","","5","ruling","ema-2016","late","","minutes=12","",""]"#,
        // Version 10: a list where a text was, a fact that is no pair, an unknown fact or
        // view, a seat out of the table, a field too many.
        r#"["10",[],[],[],"","ruling","ema-2016","late","","minutes=12","",""]"#,
        r#"["10",[],[],[],"","ruling","ema-2016","late","",[["minutes"]],"",""]"#,
        r#"["10",[],[],[],"","ruling","ema-2016","late","",[["colour","red"]],"",""]"#,
        r#"["10",[],[],[],"","elsewhere","ema-2016","late","",[],"",""]"#,
        r#"["10",[],[],[],"4","ruling","ema-2016","late","",[],"",""]"#,
        r#"["10",[],[],[],"","ruling","ema-2016","late","",[],"","",""]"#,
        r#"["10","",[],[],"","ruling","ema-2016","late","",[],"",""]"#,
    ] {
        assert_eq!(AppState::decode(line), None, "{line:?}");
    }
    let record = r#"["9","","","","","ruling","ema-2016","late","","minutes=12","a;b","x;y"]"#;
    let read = AppState::decode(record).unwrap();
    assert_eq!(
        (read.kind(), read.search.as_str(), read.typed.as_str()),
        ("late", "a;b", "x;y")
    );
    // Version 10 holds any text in any field: a search, a typed text, a number box's
    // draft with the separators of the lines before.
    let drafted = AppState {
        draft: Some(("minutes", "1,2;3=4&".to_string())),
        search: "a;b,c=d".to_string(),
        ..read.clone()
    };
    assert_eq!(AppState::decode(&drafted.encode()), Some(drafted));
    // A number box's text that is not a number is what the box held: kept, not an answer.
    let kept = AppState::decode("3;ruling;ema-2016;late;;minutes=soon;").unwrap();
    assert_eq!(kept.draft, Some(("minutes", "soon".to_string())));
    assert!(!kept.answered("minutes"));
    assert_eq!(kept.answer_text("minutes").as_deref(), Some("soon"));
}

#[test]
fn links_round_trip_and_bad_ones_say_why() {
    let state = run(vec![
        Action::SetRuleset(RulesetId::Mers2010),
        Action::AddTile(t("2z")),
        Action::AddTile(t("3z")),
        Action::AddTile(t("2z")),
        Action::Answer("discarded", "false".into()),
        Action::Answer("priorFouls", "1".into()),
    ]);
    let link = state.link();
    assert_eq!(
        link,
        "1/mers-2010/false-set/232z/discarded=false&priorFouls=1"
    );
    let back = AppState::from_link(&format!("#{link}")).unwrap();
    assert_eq!(back.incident(), state.incident());
    assert_eq!(back.ruleset, RulesetId::Mers2010);
    let late = AppState::from_link("1/ema-2016/late/-/minutes=12").unwrap();
    assert_eq!(late.incident().map(|i| i.kind()), Some("late"));
    for (bad, why) in [
        ("", "it is not a ruling link of this widget"),
        (
            "2/ema-2016/late/-/",
            "it is not a ruling link of this widget",
        ),
        ("1/ema-2099/late/-/", "there is no rule set 'ema-2099'"),
        ("1/ema-2016/nope/-/", "there is no incident 'nope'"),
        (
            "1/ema-2016/false-set/xyz/",
            "its tiles cannot be read: unknown tile word at 1",
        ),
        (
            "1/ema-2016/late/-/minutes=soon",
            "an answer cannot be read: field 'minutes': 'soon' is not one of its values (0–65535)",
        ),
        (
            "1/ema-2016/late/-/colour=red",
            "an answer cannot be read: unknown field 'colour' (fields: minutes, seconds)",
        ),
        (
            "1/ema-2016/furiten-ron/-/tilesshown=true",
            "an answer cannot be read: unknown field 'tilesshown' (did you mean 'tilesShown'?)",
        ),
        (
            "1/ffmj-2008/false-set/232z/replacement=taken",
            "an answer cannot be read: field 'replacement': only for a kong's four tiles or a flower declared",
        ),
        (
            "1/ema-2016/late/-/<script>",
            "an answer cannot be read: <script>",
        ),
    ] {
        assert_eq!(
            AppState::from_link(bad).unwrap_err().to_string(),
            why,
            "{bad}"
        );
    }
}

#[test]
fn an_oversized_link_is_refused_at_once_and_never_echoed() {
    // A megabyte pasted into the address: refused before it is read, in a short message.
    let huge = format!("1/ema-2016/late/-/minutes={}", "9".repeat(1 << 20));
    let why = AppState::from_link(&huge).unwrap_err();
    assert_eq!(why, LinkError::Format);
    assert!(why.to_string().len() < 100);
}

#[test]
fn an_answer_the_rule_set_does_not_offer_is_asked_again() {
    // Riichi answered under EMA 2016, then MERS picked: MCR has no riichi call, the
    // screen cannot show it picked, so the ruling waits for a call MERS offers.
    let s = run(vec![
        Action::SetIncident("empty-call"),
        Action::Answer("call", "riichi".into()),
        Action::Answer("tilesShown", "false".into()),
        Action::SetRuleset(RulesetId::Mers2010),
    ]);
    assert!(!s.answered("call"));
    assert!(s.incident().is_none());
    let call = s
        .info()
        .facts
        .iter()
        .position(|f| f.field == "call")
        .unwrap();
    assert!(s.pending().contains(&call));
    let s = run_on(s, vec![Action::Answer("call", "pung".into())]);
    assert!(s.answered("call"));
}

/// The card's player and the log: the earlier fouls are the log's count for that
/// player, whatever was tapped before; a count tapped by hand un-picks the player.
#[test]
fn whose_foul_takes_the_count_from_the_log() {
    let s = run(vec![
        Action::SetRuleset(RulesetId::Mers2010),
        Action::SetIncident("wrong-draw"),
        Action::Answer("priorFouls", "0".into()),
        Action::Answer("discarded", "false".into()),
        Action::Answer("intoHand", "false".into()),
        Action::SetOffender(Some(0)),
    ]);
    assert!(
        s.answer_text("priorFouls").is_none(),
        "the log's, not a typed count"
    );
    let shown = s.with_fouls_from(|seat| if seat == 0 { 2 } else { 0 });
    assert_eq!(shown.answer_text("priorFouls").as_deref(), Some("2"));
    let ruling = crate::rules::rule(RulesetId::Mers2010, &shown.incident().unwrap());
    assert_eq!(
        ruling.outcome.to_string(),
        "Foul (3rd of the session): 10 points"
    );
    let typed = run_on(s, vec![Action::Answer("priorFouls", "1".into())]);
    assert_eq!(typed.offender, None);
}

#[test]
fn a_fifth_copy_is_not_added() {
    let s = run(vec![Action::AddTile(t("1m")); 5]);
    assert_eq!(s.tiles.len(), 4);
}
