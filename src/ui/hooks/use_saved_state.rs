//! Keeps what the user entered in the browser's storage, so a reload loses nothing.
//!
//! The stored record is versioned. A record that cannot be read is not thrown away: it is
//! copied under a second key and the widget says so.

use crate::rules::{Replacement, RulesetId};
use crate::tiles::Tiles;
use crate::ui::state::AppState;
use serde::{Deserialize, Serialize};
use yew::prelude::*;

/// Where the entry is stored.
pub const KEY: &str = "mahjong-referee/entry";
/// Where an unreadable entry is kept aside.
pub const UNREADABLE_KEY: &str = "mahjong-referee/entry-unreadable";

/// The stored form of [`AppState`], version 1.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Saved {
    v: u8,
    ruleset: String,
    tiles: String,
    typed: String,
    discarded: Option<bool>,
    replacement: Replacement,
    prior_fouls: u8,
}

impl Saved {
    fn of(state: &AppState) -> Saved {
        Saved {
            v: 1,
            ruleset: state.ruleset.id().to_string(),
            tiles: Tiles::new(state.tiles.clone())
                .map(|t| t.to_string())
                .unwrap_or_default(),
            typed: state.typed.clone(),
            discarded: state.discarded,
            replacement: state.replacement,
            prior_fouls: state.prior_fouls,
        }
    }

    fn restore(self) -> Option<AppState> {
        if self.v != 1 {
            return None;
        }
        let tiles = if self.tiles.is_empty() {
            Vec::new()
        } else {
            self.tiles.parse::<Tiles>().ok()?.into_vec()
        };
        let typed_error = match self.typed.trim() {
            "" => None,
            text => text.parse::<Tiles>().err().map(|e| e.to_string()),
        };
        let state = AppState {
            ruleset: self.ruleset.parse::<RulesetId>().ok()?,
            tiles,
            typed: self.typed,
            typed_error,
            discarded: self.discarded,
            replacement: self.replacement,
            prior_fouls: self.prior_fouls,
        };
        Some(state)
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
    match serde_json::from_str::<Saved>(&raw)
        .ok()
        .and_then(Saved::restore)
    {
        Some(state) => Loaded::Restored(state),
        None => {
            store::set(UNREADABLE_KEY, &raw);
            Loaded::KeptAside
        }
    }
}

fn save(state: &AppState) {
    if let Ok(json) = serde_json::to_string(&Saved::of(state)) {
        store::set(KEY, &json);
    }
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

    #[test]
    fn a_saved_entry_restores_as_it_was() {
        let state = AppState {
            ruleset: RulesetId::Mers2010,
            tiles: "232z".parse::<Tiles>().unwrap().into_vec(),
            typed: "232z".into(),
            typed_error: None,
            discarded: Some(true),
            replacement: Replacement::Taken,
            prior_fouls: 2,
        };
        let json = serde_json::to_string(&Saved::of(&state)).unwrap();
        let back = serde_json::from_str::<Saved>(&json).unwrap().restore();
        assert_eq!(back, Some(state));
    }

    #[test]
    fn a_typed_error_comes_back_with_its_message() {
        let state = AppState {
            typed: "southwestx".into(),
            ..AppState::default()
        };
        let json = serde_json::to_string(&Saved::of(&state)).unwrap();
        let back = serde_json::from_str::<Saved>(&json)
            .unwrap()
            .restore()
            .unwrap();
        assert_eq!(back.typed_error.as_deref(), Some("unknown tile word at 10"));
    }

    #[test]
    fn an_unreadable_entry_is_kept_aside_not_dropped() {
        store::set(KEY, "{not json");
        assert_eq!(load(), Loaded::KeptAside);
        assert_eq!(store::get(UNREADABLE_KEY).as_deref(), Some("{not json"));
        save(&AppState::default());
        assert_eq!(load(), Loaded::Restored(AppState::default()));
        assert_eq!(store::get(UNREADABLE_KEY).as_deref(), Some("{not json"));
    }

    #[test]
    fn other_versions_are_not_read() {
        let json = r#"{"v":2,"ruleset":"ema-2016","tiles":"","typed":"","discarded":null,"replacement":"not-taken","priorFouls":0}"#;
        assert_eq!(serde_json::from_str::<Saved>(json).unwrap().restore(), None);
    }
}
