//! The packs loaded: built in natively, fetched by the widget, added by the JS API's page.

use super::{Pack, PackError};
use crate::lang::{Lang, Words};
use std::fmt;
use std::sync::OnceLock;

/// How many languages are packs: all but English.
const PACKS: usize = Lang::ALL.len() - 1;

/// The packs of the languages other than English, once loaded: one place per language,
/// filled once ([`install`]). Natively the packs are built in and load on first use; the
/// widget fetches them, the JS API's page adds them.
static LOADED: [OnceLock<Pack>; PACKS] = [const { OnceLock::new() }; PACKS];

/// A language's place in [`LOADED`]: its place in [`Lang::ALL`] after
/// English, which has none (it is built in).
fn slot(lang: Lang) -> Option<usize> {
    Lang::ALL
        .iter()
        .position(|l| *l == lang)
        .and_then(|i| i.checked_sub(1))
}

/// The compiled pack built in where the download does not count: natively (the CLI, the
/// tests). In wasm, the widget fetches every pack and the JS API's page adds it.
#[cfg(not(target_arch = "wasm32"))]
fn built_in(lang: Lang) -> Option<&'static str> {
    if NO_BUILT_IN.load(std::sync::atomic::Ordering::Relaxed) {
        return None;
    }
    match lang {
        Lang::En => None,
        Lang::Fr => Some(include_str!("../../../www/lang/fr.compiled.txt")),
        Lang::De => Some(include_str!("../../../www/lang/de.compiled.txt")),
        Lang::Nl => Some(include_str!("../../../www/lang/nl.compiled.txt")),
    }
}

/// The widget fetches every pack; the JS API's page adds it (`addLanguage`).
#[cfg(target_arch = "wasm32")]
fn built_in(_: Lang) -> Option<&'static str> {
    None
}

/// Set by [`without_built_in_packs`].
static NO_BUILT_IN: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// From now on, no pack loads from what is built in: only [`install`]ed packs count, as in
/// the widget before a language is picked (`mjref --packs none search-eval …` measures the
/// search an English page has). Packs already loaded stay.
pub fn without_built_in_packs() {
    NO_BUILT_IN.store(true, std::sync::atomic::Ordering::Relaxed);
}

/// A language's pack, if it is loaded (or built in).
///
/// ```
/// use mahjong_referee::lang::{pack, Lang};
/// assert_eq!(pack::loaded(Lang::Fr).map(|p| p.name()), Some("Français"));
/// assert!(pack::loaded(Lang::En).is_none());
/// ```
pub fn loaded(lang: Lang) -> Option<&'static Pack> {
    let cell = &LOADED[slot(lang)?];
    if let Some(pack) = cell.get() {
        return Some(pack);
    }
    let pack = Pack::from_compiled(built_in(lang)?).ok()?;
    Some(cell.get_or_init(|| pack))
}

/// The widget's words of each loaded pack, built once.
static WORDS_OF: [OnceLock<Words>; PACKS] = [const { OnceLock::new() }; PACKS];

/// The widget's words of a language whose pack is loaded.
pub(crate) fn words(lang: Lang) -> Option<&'static Words> {
    let pack = loaded(lang)?;
    Some(WORDS_OF[slot(lang)?].get_or_init(|| crate::lang::said::from_pack(pack)))
}

/// A pack that cannot be installed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InstallError {
    /// It cannot be read.
    Pack(PackError),
    /// Its language is none the widget has.
    Language {
        /// Its code.
        code: String,
    },
}

impl fmt::Display for InstallError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InstallError::Pack(e) => e.fmt(f),
            InstallError::Language { code } => write!(f, "no language '{code}' in this widget"),
        }
    }
}

impl std::error::Error for InstallError {}

/// Installs a compiled pack the widget fetched, for the language it names; a language
/// already loaded keeps its pack.
///
/// # Errors
///
/// [`InstallError`] when the pack cannot be read or is for a language the widget lacks.
pub fn install(compiled: &str) -> Result<Lang, InstallError> {
    let pack = Pack::from_compiled(compiled).map_err(InstallError::Pack)?;
    let lang = pack
        .code
        .parse::<Lang>()
        .ok()
        .filter(|l| slot(*l).is_some())
        .ok_or_else(|| InstallError::Language {
            code: pack.code.clone(),
        })?;
    if let Some(i) = slot(lang) {
        let _ = LOADED[i].set(pack);
    }
    Ok(lang)
}
