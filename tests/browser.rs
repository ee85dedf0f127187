//! In headless Chromium: the JS API as a host page calls it, and the widget as a referee
//! taps it.
#![cfg(all(target_arch = "wasm32", feature = "api", feature = "web"))]

use mahjong_referee::api;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn get(v: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(v, &key.into()).expect("a plain object")
}

#[wasm_bindgen_test]
fn classify_set_returns_a_plain_object() {
    let v = api::classify_set("southwestsouth".into()).expect("tiles");
    assert_eq!(get(&v, "kind").as_string().as_deref(), Some("none"));
    assert_eq!(get(&v, "tiles").as_string().as_deref(), Some("232z"));
    assert_eq!(
        get(&v, "reason").as_string().as_deref(),
        Some("S W S: winds differ")
    );
    let v = api::classify_set("🀇🀈🀉".into()).expect("tiles");
    assert_eq!(get(&v, "kind").as_string().as_deref(), Some("chow"));
}

#[wasm_bindgen_test]
fn bad_input_throws_an_error_with_a_code() {
    let e = api::classify_set("xyz".into()).expect_err("not tiles");
    assert!(e.is_instance_of::<js_sys::Error>());
    assert_eq!(get(&e, "code").as_string().as_deref(), Some("bad-tiles"));
    assert_eq!(
        get(&e, "message").as_string().as_deref(),
        Some("tiles: unknown tile word at 1")
    );
    let incident = js_sys::JSON::parse(r#"{"kind":"false-set"}"#).unwrap();
    let e =
        api::rule("ema-2099".into(), incident, JsValue::UNDEFINED).expect_err("no such rule set");
    assert_eq!(get(&e, "code").as_string().as_deref(), Some("bad-ruleset"));
    let e = api::rule("ema-2016".into(), JsValue::from(5), JsValue::UNDEFINED)
        .expect_err("not an incident");
    assert_eq!(get(&e, "code").as_string().as_deref(), Some("bad-incident"));
}

#[wasm_bindgen_test]
fn rule_and_compare_take_plain_objects() {
    let incident =
        js_sys::JSON::parse(r#"{"kind":"false-set","tiles":"southwestsouth","discarded":true}"#)
            .unwrap();
    let v = api::rule("ema-2016".into(), incident.clone(), JsValue::UNDEFINED).expect("a ruling");
    assert_eq!(get(&v, "outcome").as_string().as_deref(), Some("dead-hand"));
    let sections: js_sys::Array = get(&v, "sections").dyn_into().unwrap();
    assert_eq!(
        sections.get(0).as_string().as_deref(),
        Some("EMA 2016 §5.1.4")
    );
    // French is a pack the page adds (the widget's tests may have installed it already).
    let added = api::add_language(include_str!("../www/lang/fr.compiled.txt").into());
    assert_eq!(
        added.ok().and_then(|l| l.as_string()).as_deref(),
        Some("fr")
    );
    let fr = api::rule("ema-2016".into(), incident.clone(), "fr".into()).expect("a ruling");
    assert_eq!(
        get(&fr, "outcome").as_string().as_deref(),
        Some("dead-hand")
    );
    assert_eq!(
        get(&fr, "headline").as_string().as_deref(),
        Some("Main morte")
    );
    let e = api::compare(incident.clone(), "xx".into()).expect_err("no such language");
    assert_eq!(get(&e, "code").as_string().as_deref(), Some("bad-lang"));
    let all: js_sys::Array = api::compare(incident, JsValue::UNDEFINED)
        .unwrap()
        .dyn_into()
        .unwrap();
    assert_eq!(all.length(), 5);
    let sets: js_sys::Array = api::rulesets().unwrap().dyn_into().unwrap();
    assert_eq!(
        get(&sets.get(3), "id").as_string().as_deref(),
        Some("mers-2010")
    );
}

/// Lets Yew's scheduler run.
async fn settle() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 20);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

fn click(root: &web_sys::Element, selector: &str) {
    root.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("no {selector}"))
        .dyn_into::<web_sys::HtmlElement>()
        .unwrap()
        .click();
}

#[wasm_bindgen_test]
async fn tapping_south_west_south_and_yes_shows_the_dead_hand() {
    let window = web_sys::window().unwrap();
    window.local_storage().unwrap().unwrap().clear().unwrap();
    let document = window.document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<mahjong_referee::ui::App>::with_root(root.clone()).render();
    settle().await;
    for selector in [
        r#"[data-tile="2z"]"#,
        r#"[data-tile="3z"]"#,
        r#"[data-tile="2z"]"#,
    ] {
        click(&root, selector);
        settle().await;
    }
    let text = root.text_content().unwrap();
    assert!(text.contains("S W S: winds differ"), "{text}");
    assert!(
        text.contains(
            "The ruling turns on what is not answered yet: Has the player discarded since?"
        ),
        "{text}"
    );
    assert!(
        root.query_selector("#ruling").unwrap().is_none(),
        "no ruling before the answer"
    );
    let yes = root
        .query_selector_all("fieldset.question .answer")
        .unwrap()
        .get(0)
        .unwrap()
        .dyn_into::<web_sys::HtmlElement>()
        .unwrap();
    yes.click();
    settle().await;
    let card = root
        .query_selector("#ruling")
        .unwrap()
        .expect("a ruling card");
    let text = card.text_content().unwrap();
    assert!(text.contains("Dead hand"), "{text}");
    assert!(text.contains("EMA 2016 §5.1.4"), "{text}");
    // What was entered is in storage for the next visit.
    let saved = window
        .local_storage()
        .unwrap()
        .unwrap()
        .get_item("mahjong-referee/entry")
        .unwrap()
        .unwrap_or_default();
    assert_eq!(
        saved,
        r#"["10",[],[],[],"","ruling","ema-2016","false-set","232z",[["discarded","true"]],"","232z"]"#
    );
}
