//! If the widget ever panics, the page says so and offers a reload, instead of going blank.
//! Nothing is written to storage on the way, so what the user entered is kept. The message
//! is in the language the widget speaks.
//!
//! The release build stops at the panic itself, with no hook and no message (the wasm traps:
//! it is smaller without the panic-formatting code). So the panel is written ahead, hidden,
//! when the widget starts on its own page ([`prepare`]), kept in the language spoken
//! ([`speak`]), and shown by the page's start-up script when the wasm traps
//! (`scripts/post-build.mjs`). Builds that keep panic messages (tests, debug) show it from
//! the panic hook as well.

/// The panel's element id, which the start-up script looks for.
pub const PANEL_ID: &str = "crashed";

/// Installs the panic hook (before the app renders).
pub fn install() {
    yew::set_custom_panic_hook(Box::new(|info| {
        show();
        #[cfg(target_arch = "wasm32")]
        web_sys::console::error_1(&info.to_string().into());
        #[cfg(not(target_arch = "wasm32"))]
        eprintln!("{info}");
    }));
}

#[cfg(target_arch = "wasm32")]
fn document() -> Option<web_sys::Document> {
    web_sys::window().and_then(|w| w.document())
}

/// Writes the hidden panel at the top of the page, in the page's language (its `lang`),
/// once.
#[cfg(target_arch = "wasm32")]
pub fn prepare() {
    let Some(document) = document() else {
        return;
    };
    if document.get_element_by_id(PANEL_ID).is_some() {
        return;
    }
    let (Ok(panel), Ok(text), Ok(link)) = (
        document.create_element("div"),
        document.create_element("p"),
        document.create_element("a"),
    ) else {
        return;
    };
    panel.set_id(PANEL_ID);
    let _ = panel.set_attribute("role", "alert");
    let _ = panel.set_attribute("class", "crashed");
    let _ = panel.set_attribute("hidden", "");
    // A plain link reloads the page: no script is needed once the widget has stopped.
    let _ = link.set_attribute("class", "reload");
    let _ = panel.append_child(&text);
    let _ = panel.append_child(&link);
    if let Some(body) = document.body() {
        let _ = body.prepend_with_node_1(&panel);
    }
    let lang = document
        .document_element()
        .and_then(|root| root.get_attribute("lang"))
        .and_then(|tag| crate::lang::Lang::from_tag(&tag))
        .unwrap_or_default();
    speak(lang);
}

/// Puts the panel's message and link in `lang`.
#[cfg(target_arch = "wasm32")]
pub fn speak(lang: crate::lang::Lang) {
    let Some(document) = document() else {
        return;
    };
    let Some(panel) = document.get_element_by_id(PANEL_ID) else {
        return;
    };
    let w = lang.words();
    if let Some(text) = panel.first_element_child() {
        text.set_text_content(Some(w.panic_message));
    }
    if let Some(link) = panel.last_element_child() {
        link.set_text_content(Some(w.reload));
    }
}

/// Outside a browser there is no page to write on.
#[cfg(not(target_arch = "wasm32"))]
pub fn prepare() {}

/// Outside a browser there is no page to write on.
#[cfg(not(target_arch = "wasm32"))]
pub fn speak(_lang: crate::lang::Lang) {}

/// Shows the panel (writing it first if the widget had not), its link pointing at the page
/// as it is now (the fragment holds the ruling on screen). The start-up script does the same.
fn show() {
    #[cfg(target_arch = "wasm32")]
    {
        prepare();
        let href = web_sys::window().and_then(|w| w.location().href().ok());
        if let (Some(panel), Some(href)) =
            (document().and_then(|d| d.get_element_by_id(PANEL_ID)), href)
        {
            if let Some(link) = panel.last_element_child() {
                let _ = link.set_attribute("href", &href);
            }
            let _ = panel.remove_attribute("hidden");
        }
    }
}

/// For the containment test: a page opened with `?panic-test` panics on purpose once the
/// hook is in place.
pub fn panic_if_asked() {
    #[cfg(target_arch = "wasm32")]
    if web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|q| q.contains("panic-test"))
    {
        panic!("a panic forced by ?panic-test");
    }
}
