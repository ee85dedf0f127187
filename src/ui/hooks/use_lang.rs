//! The language the widget speaks: the user's choice (stored), else the host page's `lang`,
//! else the browser's preferred languages, else English. Components read it with
//! [`use_lang`].

use super::{Stored, StoredState, use_stored};
use crate::lang::Lang;
use crate::ui::codec;
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

impl LangChoice {
    /// The version of its record, `["2","fr"]` (the language's code; empty when the
    /// browser decides).
    pub const VERSION: &'static str = "2";
    /// What the line of the format before started with, `1;fr`: still read.
    pub const OLD_LINE: &'static str = "1;";
}

impl Stored for LangChoice {
    const KEY: &'static str = "mahjong-referee/lang";

    /// A record of the [`codec`](crate::ui::codec), `["2","fr"]`, or `["2",""]` when the
    /// browser decides; the line of the format before, `1;fr`, is still read.
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// use mahjong_referee::ui::hooks::{LangChoice, Stored};
    /// assert_eq!(LangChoice(Some(Lang::Fr)).encode(), r#"["2","fr"]"#);
    /// assert_eq!(LangChoice(None).encode(), r#"["2",""]"#);
    /// assert_eq!(LangChoice::decode(r#"["2","fr"]"#), Some(LangChoice(Some(Lang::Fr))));
    /// assert_eq!(LangChoice::decode("1;fr"), Some(LangChoice(Some(Lang::Fr))));
    /// assert_eq!(LangChoice::decode("1;"), Some(LangChoice(None)));
    /// assert_eq!(LangChoice::decode("1;klingon"), None);
    /// assert_eq!(LangChoice::decode(r#"["1","fr"]"#), None);
    /// ```
    fn encode(&self) -> String {
        codec::record(&[LangChoice::VERSION, self.0.map_or("", Lang::code)])
    }

    fn decode(line: &str) -> Option<LangChoice> {
        let record = codec::read(line);
        let code = match &record {
            Some(record) => match codec::pair(record)? {
                (LangChoice::VERSION, code) => code,
                _ => return None,
            },
            None => line.strip_prefix(LangChoice::OLD_LINE)?,
        };
        match code {
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

/// `www/early-pack.js`, the start-up script of the widget's own page that fetches the pack of
/// the language the widget is about to speak while the wasm downloads (see [`early_pack`]). It
/// must pick as the widget picks, so it is written from the widget's own rule: the stored
/// choice ([`LangChoice`]: its key, its record's version, the old line), else the first of the browser's languages the
/// widget has ([`Lang::preferred`]: [`Lang::ALL`]'s codes, a tag's first subtag before
/// [`Lang::TAG_SEPARATORS`], any case), else English. `tests/generated.rs` keeps the file
/// current (`UPDATE_EARLY_PACK=1 cargo test --features web --test generated`);
/// `tests/e2e/lang-packs.test.mjs` checks in a browser that both pick alike.
///
/// ```
/// use mahjong_referee::ui::hooks::early_pack_script;
/// let script = early_pack_script();
/// assert!(script.contains("const key = 'mahjong-referee/lang';"));
/// assert!(script.contains("const codes = ['en', 'fr', 'de', 'nl'];"));
/// ```
pub fn early_pack_script() -> String {
    let codes: Vec<String> = Lang::ALL.iter().map(|l| format!("'{l}'")).collect();
    // A character class: the separators, a hyphen escaped.
    let separators: String = Lang::TAG_SEPARATORS
        .iter()
        .map(|&c| match c {
            '-' | ']' | '\\' | '^' => format!("\\{c}"),
            c => c.to_string(),
        })
        .collect();
    EARLY_PACK
        .replace("@KEY@", LangChoice::KEY)
        .replace("@VERSION@", LangChoice::VERSION)
        .replace("@LINE@", LangChoice::OLD_LINE)
        .replace("@CODES@", &codes.join(", "))
        .replace("@SEPARATORS@", &separators)
}

/// The text of [`early_pack_script`], its facts taken from the widget's code where it says
/// `@…@`.
const EARLY_PACK: &str = r#"// The language pack the widget will speak, fetched while the wasm downloads (the page
// preloads it): written by scripts/post-build.mjs into the start-up script of the widget's
// own page, where the pack version (src/lang/keys.fingerprint) is filled in. The widget is
// started once the pack is in (a second at most: a stalled network starts it in English, and
// it fetches on), and takes it before its first render (src/ui/hooks/use_lang.rs,
// `early_pack`), so a French, German or Dutch visitor never sees an English card first. An
// English visitor waits for nothing. A wrong guess would cost only a fetch: the widget then
// fetches the pack it wants itself.
//
// Generated by `early_pack_script` (src/ui/hooks/use_lang.rs) from the rule the widget follows,
// so that both pick alike: do not edit; `UPDATE_EARLY_PACK=1 cargo test --features web --test
// generated` writes it again.
{
  // LangChoice: the language the user picked, stored under its key as a record, [version,
  // code] (an empty code: the browser decides), or as the line of the format before (the
  // code after the line's start). What the widget cannot read is no choice.
  const key = '@KEY@';
  const version = '@VERSION@';
  const line = '@LINE@';
  // Lang::ALL, English (built in) first; Lang::from_tag: a tag's first subtag, in any case.
  const codes = [@CODES@];
  const subtag = (tag) => tag.split(/[@SEPARATORS@]/)[0].toLowerCase();
  let code;
  try {
    const stored = localStorage.getItem(key);
    if (stored?.startsWith(line)) code = stored.slice(line.length);
    else if (stored !== null) {
      const record = JSON.parse(stored);
      if (Array.isArray(record) && record.length === 2 && record[0] === version) code = record[1];
    }
  } catch {
    // No storage (blocked, private mode), or no JSON (a record cut short): the browser's
    // languages decide.
  }
  // Lang::preferred: the first of the browser's languages the widget has, else English.
  if (!codes.includes(code)) code = (navigator.languages ?? []).map(subtag).find((c) => codes.includes(c)) ?? codes[0];
  if (code !== codes[0]) {
    const text = fetch(`lang/${code}.compiled.txt?v=__PACK_VERSION__`)
      .then((answer) => (answer.ok ? answer.text() : null))
      .catch(() => null);
    globalThis.mahjongRefereePack = await Promise.race([text, new Promise((done) => setTimeout(done, 1000, null))]);
  }
}
"#;

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
