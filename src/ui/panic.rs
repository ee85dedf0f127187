//! If the widget ever panics, the page says so and offers a reload, instead of going blank.
//! Nothing is written to storage on the way, so what the user entered is kept. The message
//! is in the page's language (its `lang`, which the widget keeps on the language spoken).

/// Installs the panic hook (before the app renders).
pub fn install() {
    yew::set_custom_panic_hook(Box::new(|info| {
        show_message();
        #[cfg(target_arch = "wasm32")]
        web_sys::console::error_1(&info.to_string().into());
        #[cfg(not(target_arch = "wasm32"))]
        eprintln!("{info}");
    }));
}

#[cfg(target_arch = "wasm32")]
fn show_message() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let (Some(document), Ok(href)) = (window.document(), window.location().href()) else {
        return;
    };
    let Ok(panel) = document.create_element("div") else {
        return;
    };
    let lang = document
        .document_element()
        .and_then(|root| root.get_attribute("lang"))
        .and_then(|tag| crate::lang::Lang::from_tag(&tag))
        .unwrap_or_default();
    let w = lang.words();
    panel.set_id("crashed");
    let _ = panel.set_attribute("role", "alert");
    let _ = panel.set_attribute("class", "crashed");
    if let (Ok(text), Ok(link)) = (document.create_element("p"), document.create_element("a")) {
        text.set_text_content(Some(w.panic_message));
        // A plain link reloads the page: no script is needed once the widget has stopped.
        let _ = link.set_attribute("href", &href);
        let _ = link.set_attribute("class", "reload");
        link.set_text_content(Some(w.reload));
        let _ = panel.append_child(&text);
        let _ = panel.append_child(&link);
    }
    if let Some(body) = document.body() {
        let _ = body.prepend_with_node_1(&panel);
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn show_message() {}

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
