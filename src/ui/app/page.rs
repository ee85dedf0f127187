//! What the widget keeps up on its page: the document's language, title and manifest, the
//! crash panel's language, the mark that it is ready, the focus as the tile keyboard folds.

use crate::lang::Lang;
use yew::prelude::*;

/// The web app manifest in a language (its name and description, for installing the widget).
pub const fn manifest(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "manifest.webmanifest",
        Lang::Fr => "manifest-fr.webmanifest",
        Lang::De => "manifest-de.webmanifest",
        Lang::Nl => "manifest-nl.webmanifest",
    }
}

/// Keeps the page's `lang` attribute, title and manifest in the language spoken, on the
/// widget's own page.
#[hook]
pub(super) fn use_document_lang(lang: Lang, own_page: bool) {
    use_effect_with((lang, own_page), |(lang, own_page)| {
        #[cfg(target_arch = "wasm32")]
        if *own_page {
            let document = gloo_utils::document();
            if let Some(root) = document.document_element() {
                let _ = root.set_attribute("lang", lang.code());
            }
            document.set_title(lang.words().app_title);
            if let Ok(Some(link)) = document.query_selector("link[rel='manifest']") {
                let _ = link.set_attribute("href", manifest(*lang));
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = (lang, own_page);
    });
}

/// Keeps the crash panel written before the widget's root (on its own page and in an embed)
/// in the language spoken; `main` is the widget's outermost element. In the tests' build
/// (feature `panic-test`) this is also where `?panic-test` panics, once the panel speaks the
/// language picked (`settled`: its pack is in, or failed).
#[hook]
pub(super) fn use_crash_panel_lang(main: NodeRef, lang: Lang, settled: bool) {
    // The tests' panic waits for every widget on the page to speak its language: one still
    // fetching its pack is counted while it renders, before any effect runs.
    #[cfg(feature = "panic-test")]
    {
        let counted = use_mut_ref(|| false);
        let waiting = !settled;
        if waiting != *counted.borrow() {
            *counted.borrow_mut() = waiting;
            crate::ui::panic::waiting_for_language(waiting);
        }
    }
    use_effect_with((lang, settled), move |(lang, settled)| {
        #[cfg(target_arch = "wasm32")]
        if let Some(root) = main
            .cast::<web_sys::Element>()
            .and_then(|m| m.parent_element())
        {
            crate::ui::panic::speak(&root, *lang);
        }
        #[cfg(feature = "panic-test")]
        if *settled {
            crate::ui::panic::panic_if_asked();
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = (main, lang);
        let _ = settled;
    });
}

/// Marks the widget's root element (the one it renders into) `data-ready` once the widget
/// is drawn and answers taps, for host pages and tests to wait for, and takes away the first
/// screen painted before the wasm (www/first-screen.html), which the page put just after the
/// root (`data-painted`); inside a
/// `<mahjong-referee>` element, `www/embed.js` passes the mark on to the element.
#[hook]
pub(super) fn use_ready_mark(main: NodeRef) {
    use_effect_with((), move |()| {
        #[cfg(target_arch = "wasm32")]
        if let Some(root) = main
            .cast::<web_sys::Element>()
            .and_then(|m| m.parent_element())
        {
            let _ = root.set_attribute("data-ready", "");
            // The first screen painted before the wasm, now drawn by the widget itself.
            if let Some(painted) = root
                .next_element_sibling()
                .filter(|e| e.has_attribute("data-painted"))
            {
                painted.remove();
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = main;
    });
}

/// Keeps the focus of someone using a keyboard as the tile keyboard folds and opens again:
/// when the key in focus is hidden by the fold, on the button that opens it; when that
/// button has gone with the opening, on the keyboard's Tab stop (the key last used). Nothing moves on the first render,
/// nor while the focus is still on something there.
#[hook]
pub(super) fn use_fold_focus(main: NodeRef, folded: bool) {
    let first = use_mut_ref(|| true);
    use_effect_with(folded, move |folded| {
        let first = std::mem::replace(&mut *first.borrow_mut(), false);
        #[cfg(target_arch = "wasm32")]
        if !first {
            use wasm_bindgen::JsCast;
            // On nothing, or on a key the fold hid (the browser moves it off a hidden
            // element only later).
            let lost = gloo_utils::document().active_element().is_none_or(|e| {
                e.tag_name() == "BODY" || e.closest("[hidden]").ok().flatten().is_some()
            });
            let to = if *folded {
                "#keys-open"
            } else {
                ".keyboard [tabindex='0']"
            };
            let found = main
                .cast::<web_sys::Element>()
                .and_then(|m| m.query_selector(to).ok().flatten())
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            if let (true, Some(e)) = (lost, found) {
                let _ = e.focus();
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = (first, main, folded);
    });
}
