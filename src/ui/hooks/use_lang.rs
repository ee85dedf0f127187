//! The language the widget speaks: the user's choice (stored), else the host page's `lang`,
//! else the browser's preferred languages, else English. Components read it with
//! [`use_lang`].

use super::{Stored, StoredState, use_stored};
use crate::lang::Lang;
use std::rc::Rc;
use yew::prelude::*;

/// The language picked in the widget, if one was; kept across reloads.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LangChoice(pub Option<Lang>);

impl Reducible for LangChoice {
    type Action = Option<Lang>;
    fn reduce(self: Rc<Self>, action: Option<Lang>) -> Rc<Self> {
        Rc::new(LangChoice(action))
    }
}

impl Stored for LangChoice {
    const KEY: &'static str = "mahjong-referee/lang";

    /// `1;fr`, or `1;` when the browser decides.
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// use mahjong_referee::ui::hooks::{LangChoice, Stored};
    /// assert_eq!(LangChoice(Some(Lang::Fr)).encode(), "1;fr");
    /// assert_eq!(LangChoice::decode("1;fr"), Some(LangChoice(Some(Lang::Fr))));
    /// assert_eq!(LangChoice::decode("1;"), Some(LangChoice(None)));
    /// assert_eq!(LangChoice::decode("1;klingon"), None);
    /// ```
    fn encode(&self) -> String {
        format!("1;{}", self.0.map_or("", Lang::code))
    }

    fn decode(line: &str) -> Option<LangChoice> {
        match line.strip_prefix("1;")? {
            "" => Some(LangChoice(None)),
            code => code.parse().ok().map(|l| LangChoice(Some(l))),
        }
    }
}

/// The browser's preferred languages, best first (none outside a browser).
fn browser_tags() -> Vec<String> {
    #[cfg(target_arch = "wasm32")]
    {
        gloo_utils::window()
            .navigator()
            .languages()
            .iter()
            .filter_map(|v| v.as_string())
            .collect()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        Vec::new()
    }
}

/// The first of the browser's preferred languages the widget has; English otherwise.
pub fn browser_lang() -> Lang {
    let tags = browser_tags();
    Lang::preferred(tags.iter().map(String::as_str))
}

/// The language in use and the handle that changes the user's choice. `asked` is the host
/// page's `lang` (empty on the widget's own page): when it names a language the widget
/// has, it becomes the choice, and follows the host when it changes.
#[hook]
pub fn use_lang_choice(asked: AttrValue) -> (Lang, StoredState<LangChoice>) {
    let choice = use_stored::<LangChoice>().state;
    // The host's language the choice has followed (set once the effect below has run). Until
    // the choice follows a new one, that one is spoken: the first render is already in it.
    let followed = use_mut_ref(|| None::<Lang>);
    let asked_now = asked.parse::<Lang>().ok();
    {
        let choice = choice.clone();
        let followed = followed.clone();
        use_effect_with(asked, move |asked| {
            if let Ok(lang) = asked.parse::<Lang>() {
                choice.dispatch(Some(lang));
                *followed.borrow_mut() = Some(lang);
            }
        });
    }
    let browser = use_memo((), |_| browser_lang());
    let picked = match asked_now {
        Some(asked) if *followed.borrow() != Some(asked) => Some(asked),
        _ => choice.state.0,
    };
    (picked.unwrap_or(*browser), choice)
}

/// The language the widget speaks, from the context the widget provides.
#[hook]
pub fn use_lang() -> Lang {
    use_context::<Lang>().unwrap_or_default()
}

/// Where the pack of the language picked stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PackStatus {
    /// Built in (English) or loaded: the widget speaks it.
    Ready,
    /// Being fetched: the widget speaks English until it arrives.
    Loading,
    /// It could not be fetched (offline before it was ever fetched, or a server error): the
    /// widget speaks English and offers to try again.
    Failed,
}

/// The address of a language's pack, next to the widget's files (`base`, empty on its own
/// page). It names the fingerprint of this widget's keys, so that no cache answers it with a
/// pack of another version.
fn pack_url(base: &str, lang: Lang) -> String {
    format!(
        "{base}lang/{}.compiled.txt?v={}",
        lang.code(),
        crate::lang::pack::FINGERPRINT.trim()
    )
}

/// Fetches the pack of `lang` and installs it.
#[cfg(target_arch = "wasm32")]
async fn fetch_pack(url: String, lang: Lang) -> Result<(), ()> {
    let text = super::fetch::fetch_text(&url).await?;
    match crate::lang::pack::install(&text) {
        Ok(installed) if installed == lang => Ok(()),
        _ => Err(()),
    }
}

/// Installs the language pack the widget's own page fetched before starting the wasm
/// (`www/early-pack.js`: the language the widget is about to speak, its text left in
/// `globalThis.mahjongRefereePack`), so that the first render is already in that language.
/// Does nothing when the page fetched none (English, an embed) or it did not come in time;
/// a pack of another version is refused. Either way [`use_lang_pack`] fetches it again and
/// says so.
pub fn early_pack() {
    #[cfg(target_arch = "wasm32")]
    {
        let global = js_sys::global();
        let name = wasm_bindgen::JsValue::from_str("mahjongRefereePack");
        if let Some(text) = js_sys::Reflect::get(&global, &name)
            .ok()
            .and_then(|t| t.as_string())
        {
            let _ = js_sys::Reflect::delete_property(&global, &name);
            let _ = crate::lang::pack::install(&text);
        }
    }
}

/// The language spoken, how the pack of the one `wanted` stands, and the callback that
/// fetches it again after a failure: `wanted` once its pack is loaded, English until then
/// (never a card half in one language). The pack is fetched from next to the widget
/// (`base`) when the language is picked; the service worker keeps it for offline use. Each
/// fetch answers for its own language only: one ended late for a language no longer
/// picked changes nothing shown.
#[hook]
pub fn use_lang_pack(wanted: Lang, base: AttrValue) -> (Lang, PackStatus, Callback<()>) {
    // The languages whose last fetch failed; a language picked again, or tried again, is
    // taken off before it is fetched.
    let failed = use_mut_ref(Vec::<Lang>::new);
    let tries = use_state(|| 0u32);
    let redraw = use_force_update();
    {
        let (failed, redraw) = (failed.clone(), redraw.clone());
        use_effect_with((wanted, *tries), move |(wanted, _)| {
            if !wanted.ready() {
                let (lang, url) = (*wanted, pack_url(&base, *wanted));
                failed.borrow_mut().retain(|l| *l != lang);
                #[cfg(target_arch = "wasm32")]
                yew::platform::spawn_local(async move {
                    if fetch_pack(url, lang).await.is_err() {
                        failed.borrow_mut().push(lang);
                    }
                    redraw.force_update();
                });
                #[cfg(not(target_arch = "wasm32"))]
                let _ = (url, redraw);
            }
        });
    }
    let retry = {
        let tries = tries.clone();
        Callback::from(move |()| tries.set(*tries + 1))
    };
    if wanted.ready() {
        (wanted, PackStatus::Ready, retry)
    } else if failed.borrow().contains(&wanted) {
        (Lang::En, PackStatus::Failed, retry)
    } else {
        (Lang::En, PackStatus::Loading, retry)
    }
}
