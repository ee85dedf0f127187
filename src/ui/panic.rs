//! If the widget ever panics, the page says so and offers a reload, instead of going blank.
//! Nothing is written to storage on the way, so what the user entered is kept. The message
//! is in the language the widget speaks.
//!
//! Every panic in the wasm ends in a trap: the release build stops at the panic itself, with
//! no hook and no message (it is smaller without the panic-formatting code); other builds
//! print the message to the console (Yew's own panic hook), then trap. So the panel is written
//! ahead, hidden, just before the element the widget renders into ([`prepare`]: on its own
//! page, in the iframe page, in each `<mahjong-referee>` element's shadow root), kept in the
//! language spoken ([`speak`]), and shown by `www/crash.js` when the wasm traps (imported by
//! the start-up script, `scripts/post-build.mjs`, and by `www/embed-widget.js`).

/// The panel's element id (one per document or shadow root), which the scripts look for.
pub const PANEL_ID: &str = "crashed";

/// The panel written for the widget rendered into `root`: the element just before it.
#[cfg(target_arch = "wasm32")]
fn panel_of(root: &web_sys::Element) -> Option<web_sys::Element> {
    root.previous_element_sibling()
        .filter(|e| e.id() == PANEL_ID)
}

/// Writes the hidden panel just before `root`, the element the widget renders into (outside
/// what the renderer owns and clears), in `lang` until [`speak`] says otherwise; once.
#[cfg(target_arch = "wasm32")]
pub fn prepare(root: &web_sys::Element, lang: crate::lang::Lang) {
    if panel_of(root).is_some() {
        return;
    }
    let Some(document) = root.owner_document() else {
        return;
    };
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
    let _ = root.before_with_node_1(&panel);
    speak(root, lang);
}

/// Puts the panel of the widget rendered into `root` in `lang`, and with it (its
/// `data-new-version`) the offer of a new version that `www/offline.js` shows: the words the
/// page's scripts show for the widget, kept where they find them.
#[cfg(target_arch = "wasm32")]
pub fn speak(root: &web_sys::Element, lang: crate::lang::Lang) {
    let Some(panel) = panel_of(root) else {
        return;
    };
    let w = lang.words();
    let _ = panel.set_attribute("data-new-version", w.new_version);
    if let Some(text) = panel.first_element_child() {
        text.set_text_content(Some(w.panic_message));
    }
    if let Some(link) = panel.last_element_child() {
        link.set_text_content(Some(w.reload));
    }
}

/// How many widgets of the page still wait for their language's pack (tests' build only).
#[cfg(feature = "panic-test")]
static WAITING: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// A widget starts or stops waiting for its language's pack (tests' build only): the forced
/// panic waits until none does, so that each crash panel speaks its widget's language.
#[cfg(feature = "panic-test")]
pub fn waiting_for_language(waiting: bool) {
    use std::sync::atomic::Ordering::Relaxed;
    if waiting {
        WAITING.fetch_add(1, Relaxed);
    } else {
        let _ = WAITING.fetch_update(Relaxed, Relaxed, |n| n.checked_sub(1));
    }
}

/// For the containment tests: a page opened with `?panic-test` panics on purpose once the
/// widget has rendered. Only in the tests' build (feature `panic-test`, scripts/test-build.sh):
/// the release build has no such hook, so no address can stop the widget.
#[cfg(feature = "panic-test")]
pub fn panic_if_asked() {
    let waiting = WAITING.load(std::sync::atomic::Ordering::Relaxed) > 0;
    #[cfg(not(target_arch = "wasm32"))]
    let _ = waiting;
    #[cfg(target_arch = "wasm32")]
    if !waiting
        && gloo_utils::window()
            .location()
            .search()
            .is_ok_and(|q| q.contains("panic-test"))
    {
        panic!("a panic forced by ?panic-test");
    }
}
