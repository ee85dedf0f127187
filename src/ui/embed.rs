//! The widget in a host page: `mount` puts it into an element (the `<mahjong-referee>`
//! element's shadow root, or the iframe page's root), with the host's settings.
//!
//! `www/embed.js` and `www/embed-frame.js` call it; the options are a plain object
//! `{ruleset, incident, lang, compact, key, base}` whose values are taken as plain text and
//! checked by the widget (a value it does not know is shown as text, never as markup).

#[cfg(target_arch = "wasm32")]
use crate::ui::app::{App, AppProps, Embed};
#[cfg(target_arch = "wasm32")]
use yew::AttrValue;

/// The longest attribute value taken; longer ones are cut (they are never valid anyway).
#[cfg(target_arch = "wasm32")]
const MAX_VALUE: usize = 200;

/// On the widget's own page, where it renders: a new element at the end of the body, with the
/// crash panel written just before it (hidden, [`crate::ui::panic`]). `None` on any other
/// page.
pub fn own_page_root() -> Option<web_sys::Element> {
    #[cfg(target_arch = "wasm32")]
    {
        if !is_own_page() {
            return None;
        }
        let document = gloo_utils::document();
        let root = document.create_element("div").ok()?;
        root.set_class_name("app-root");
        // Just before the first screen painted before the wasm, if the page has it, which
        // the widget takes away in one piece once it is drawn (`use_ready_mark`): clearing
        // it node by node, as a renderer does with its root, costs a slow phone ~0.1 s.
        match document.get_element_by_id("app-root") {
            Some(painted) => {
                painted.remove_attribute("id").ok()?;
                painted.set_attribute("data-painted", "").ok()?;
                painted.before_with_node_1(&root).ok()?;
            }
            None => {
                document.body()?.append_child(&root).ok()?;
            }
        }
        root.set_id("app-root");
        crate::ui::panic::prepare(&root, crate::ui::hooks::browser_lang());
        Some(root)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        None
    }
}

/// The page is the widget's own (index.html says so with
/// `<meta name="mahjong-referee" content="app">`): the widget renders itself there. On any
/// other page it waits to be mounted.
pub fn is_own_page() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        gloo_utils::document()
            .query_selector("meta[name='mahjong-referee'][content='app']")
            .ok()
            .flatten()
            .is_some()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        true
    }
}

/// Reads the settings from a host's options object; anything missing or of the wrong type
/// reads as empty.
#[cfg(target_arch = "wasm32")]
fn settings(options: &wasm_bindgen::JsValue) -> Embed {
    let text = |field: &str| -> AttrValue {
        js_sys::Reflect::get(options, &field.into())
            .ok()
            .and_then(|v| v.as_string())
            .map(|s| AttrValue::from(s.chars().take(MAX_VALUE).collect::<String>()))
            .unwrap_or_default()
    };
    let compact = js_sys::Reflect::get(options, &"compact".into())
        .ok()
        .and_then(|v| v.as_bool())
        .unwrap_or(false);
    Embed {
        ruleset: text("ruleset"),
        incident: text("incident"),
        lang: text("lang"),
        compact,
        key: text("key"),
        base: text("base"),
    }
}

#[cfg(target_arch = "wasm32")]
mod exports {
    use super::*;
    use wasm_bindgen::prelude::*;
    use yew::AppHandle;

    /// A widget mounted in a host page.
    #[wasm_bindgen]
    pub struct EmbedHandle {
        app: Option<AppHandle<App>>,
        /// The settings the widget was last given.
        settings: Embed,
    }

    #[wasm_bindgen]
    impl EmbedHandle {
        /// New settings from the host (an attribute changed, a message came), taken whole or
        /// not at all: with a value the widget does not know, nothing changes and the field's
        /// place is returned (0 ruleset, 1 incident, 2 lang); nothing once applied.
        pub fn update(&mut self, options: JsValue) -> Option<u8> {
            let embed = settings(&options);
            let unknown = crate::ui::app::unknown_setting(&embed, &self.settings);
            if unknown.is_some() {
                return unknown;
            }
            if let Some(app) = self.app.as_mut() {
                app.update(AppProps {
                    embed: Some(embed.clone()),
                });
            }
            self.settings = embed;
            None
        }

        /// Takes the widget out (the element left the page).
        pub fn destroy(&mut self) {
            if let Some(app) = self.app.take() {
                app.destroy();
            }
        }
    }

    /// Mounts the widget into `root` with the host's settings.
    #[wasm_bindgen]
    pub fn mount(root: web_sys::Element, options: JsValue) -> EmbedHandle {
        let embed = settings(&options);
        // The panel in the language asked for, else the browser's; the widget keeps it in the
        // language it speaks once it has rendered.
        let lang = embed
            .lang
            .parse()
            .unwrap_or_else(|_| crate::ui::hooks::browser_lang());
        crate::ui::panic::prepare(&root, lang);
        let props = AppProps {
            embed: Some(embed.clone()),
        };
        EmbedHandle {
            app: Some(yew::Renderer::<App>::with_root_and_props(root, props).render()),
            settings: embed,
        }
    }
}

#[cfg(target_arch = "wasm32")]
pub use exports::{EmbedHandle, mount};
