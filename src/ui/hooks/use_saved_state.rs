//! Keeps what the user entered in the browser's storage, so a reload loses nothing.
//!
//! The stored record is versioned. A record that cannot be read is not thrown away: it is
//! copied under a second key and the widget says so.

use crate::ui::state::AppState;
use yew::prelude::*;

/// Where the entry is stored.
pub const KEY: &str = "mahjong-referee/entry";
/// Where an unreadable entry is kept aside.
pub const UNREADABLE_KEY: &str = "mahjong-referee/entry-unreadable";

/// The stored form of [`AppState`]: one line, fields separated by `;`, the typed text last
/// so that it may hold anything:
///
/// ```text
/// 1;<rule set id>;<tiles in mpsz>;<discarded: y, n or ->;<replacement>;<prior fouls>;<typed text>
/// ```
mod saved {
    use crate::rules::{Replacement, RulesetId};
    use crate::tiles::Tiles;
    use crate::ui::state::AppState;

    const VERSION: &str = "1";

    fn replacement_code(r: Replacement) -> &'static str {
        match r {
            Replacement::NotTaken => "not-taken",
            Replacement::Taken => "taken",
            Replacement::InHand => "in-hand",
        }
    }

    /// The state as one line.
    pub(super) fn encode(state: &AppState) -> String {
        let tiles = Tiles::new(state.tiles.clone())
            .map(|t| {
                if t.is_empty() {
                    String::new()
                } else {
                    t.to_string()
                }
            })
            .unwrap_or_default();
        let discarded = match state.discarded {
            Some(true) => "y",
            Some(false) => "n",
            None => "-",
        };
        [
            VERSION,
            state.ruleset.id(),
            &tiles,
            discarded,
            replacement_code(state.replacement),
            &state.prior_fouls.to_string(),
            &state.typed,
        ]
        .join(";")
    }

    /// The line read back; `None` if it is not a version-1 record.
    pub(super) fn decode(line: &str) -> Option<AppState> {
        let mut fields = line.splitn(7, ';');
        if fields.next()? != VERSION {
            return None;
        }
        let ruleset: RulesetId = fields.next()?.parse().ok()?;
        let tiles = match fields.next()? {
            "" => Vec::new(),
            text => text.parse::<Tiles>().ok()?.into_vec(),
        };
        let discarded = match fields.next()? {
            "y" => Some(true),
            "n" => Some(false),
            "-" => None,
            _ => return None,
        };
        let replacement_field = fields.next()?;
        let replacement = [
            Replacement::NotTaken,
            Replacement::Taken,
            Replacement::InHand,
        ]
        .into_iter()
        .find(|r| replacement_code(*r) == replacement_field)?;
        let prior_fouls = fields.next()?.parse().ok()?;
        let typed = fields.next()?.to_string();
        let typed_error = match typed.trim() {
            "" => None,
            text => text.parse::<Tiles>().err().map(|e| e.to_string()),
        };
        Some(AppState {
            ruleset,
            tiles,
            typed,
            typed_error,
            discarded,
            replacement,
            prior_fouls,
        })
    }
}

/// What was found in storage at start-up.
#[derive(Debug, Clone, PartialEq)]
pub enum Loaded {
    /// Nothing stored: a fresh start.
    Nothing,
    /// The saved entry.
    Restored(AppState),
    /// Something unreadable was stored; it was kept aside under [`UNREADABLE_KEY`].
    KeptAside,
}

/// The browser's local storage; storage that is switched off or full reads as empty and
/// drops writes, and the widget goes on working without it.
#[cfg(target_arch = "wasm32")]
mod store {
    fn storage() -> Option<web_sys::Storage> {
        web_sys::window().and_then(|w| w.local_storage().ok().flatten())
    }

    pub(super) fn get(key: &str) -> Option<String> {
        storage().and_then(|s| s.get_item(key).ok().flatten())
    }

    pub(super) fn set(key: &str, value: &str) {
        if let Some(s) = storage() {
            let _ = s.set_item(key, value);
        }
    }
}

/// Outside a browser (server-side rendering, native tests): storage held in memory.
#[cfg(not(target_arch = "wasm32"))]
mod store {
    use std::cell::RefCell;
    use std::collections::HashMap;

    thread_local! {
        static MEMORY: RefCell<HashMap<String, String>> = RefCell::new(HashMap::new());
    }

    pub(super) fn get(key: &str) -> Option<String> {
        MEMORY.with(|m| m.borrow().get(key).cloned())
    }

    pub(super) fn set(key: &str, value: &str) {
        MEMORY.with(|m| m.borrow_mut().insert(key.to_string(), value.to_string()));
    }
}

fn load() -> Loaded {
    let Some(raw) = store::get(KEY) else {
        return Loaded::Nothing;
    };
    match saved::decode(&raw) {
        Some(state) => Loaded::Restored(state),
        None => {
            store::set(UNREADABLE_KEY, &raw);
            Loaded::KeptAside
        }
    }
}

fn save(state: &AppState) {
    store::set(KEY, &saved::encode(state));
}

/// The state handle and whether an unreadable entry was kept aside at start-up.
pub struct SavedStateHandle {
    /// The state and its dispatcher.
    pub state: UseReducerHandle<AppState>,
    /// An unreadable stored entry was found and kept aside.
    pub kept_aside: bool,
}

/// The app state, restored from storage at start and saved on every change.
#[hook]
pub fn use_saved_state() -> SavedStateHandle {
    let loaded = use_memo((), |_| load());
    let state = {
        let loaded = loaded.clone();
        use_reducer_eq(move || match &*loaded {
            Loaded::Restored(s) => s.clone(),
            Loaded::Nothing | Loaded::KeptAside => AppState::default(),
        })
    };
    use_effect_with((*state).clone(), save);
    SavedStateHandle {
        state,
        kept_aside: *loaded == Loaded::KeptAside,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Replacement, RulesetId};
    use crate::tiles::Tiles;

    #[test]
    fn a_saved_entry_restores_as_it_was() {
        let state = AppState {
            ruleset: RulesetId::Mers2010,
            tiles: "232z".parse::<Tiles>().unwrap().into_vec(),
            typed: "south; west;south".into(),
            typed_error: Some("unexpected ';' at 6".into()),
            discarded: Some(true),
            replacement: Replacement::Taken,
            prior_fouls: 2,
        };
        let line = saved::encode(&state);
        assert_eq!(line, "1;mers-2010;232z;y;taken;2;south; west;south");
        assert_eq!(saved::decode(&line), Some(state));
        assert_eq!(
            saved::decode(&saved::encode(&AppState::default())),
            Some(AppState::default())
        );
    }

    #[test]
    fn a_typed_error_comes_back_with_its_message() {
        let state = AppState {
            typed: "southwestx".into(),
            ..AppState::default()
        };
        let back = saved::decode(&saved::encode(&state)).unwrap();
        assert_eq!(back.typed_error.as_deref(), Some("unknown tile word at 10"));
    }

    #[test]
    fn an_unreadable_entry_is_kept_aside_not_dropped() {
        store::set(KEY, "{not ours");
        assert_eq!(load(), Loaded::KeptAside);
        assert_eq!(store::get(UNREADABLE_KEY).as_deref(), Some("{not ours"));
        save(&AppState::default());
        assert_eq!(load(), Loaded::Restored(AppState::default()));
        assert_eq!(store::get(UNREADABLE_KEY).as_deref(), Some("{not ours"));
    }

    #[test]
    fn damaged_or_other_version_records_are_not_read() {
        for line in [
            "",
            "2;ema-2016;;-;not-taken;0;",
            "1;ema-2099;;-;not-taken;0;",
            "1;ema-2016;44444m;-;not-taken;0;",
            "1;ema-2016;;maybe;not-taken;0;",
            "1;ema-2016;;-;lost;0;",
            "1;ema-2016;;-;not-taken;-1;",
            "1;ema-2016;;-;not-taken;0",
        ] {
            assert_eq!(saved::decode(line), None, "{line:?}");
        }
    }
}
