//! Keeps what the user entered in the browser's storage, so a reload loses nothing.
//!
//! Each state that is kept says how it is written ([`Stored`]): one versioned entry under its
//! own key, a record of the one codec ([`crate::ui::codec`]; the lines of the versions before
//! it are still read); the language picked ([`super::LangChoice`]) too, which the page's
//! start-up script also reads before the wasm is in. An entry that cannot be read is not
//! thrown away: it is copied under the key with `-unreadable` added, and the widget says so.

use yew::prelude::*;

/// A state kept in storage.
pub trait Stored: Reducible + Default + Clone + PartialEq + 'static {
    /// Where it is kept.
    const KEY: &'static str;
    /// The state as one stored entry, a record of [`crate::ui::codec`].
    fn encode(&self) -> String;
    /// The entry read back (a record, or a line of the versions before it); `None` if it is
    /// not one this version can read.
    fn decode(line: &str) -> Option<Self>;
}

// What each tab shows of its own is kept this way; the session log, one for every tab, has
// a store of its own that no tab can lose a write of (`crate::ui::log_store`).

/// The browser's local storage; storage that is switched off or full reads as empty and
/// refuses writes (which `set` reports: the widget goes on working, and says what it could
/// not keep). Not gloo-storage's: it writes each value as JSON (a line stored by today's
/// widget would not read back) and throws where storage is switched off.
#[cfg(target_arch = "wasm32")]
pub(crate) mod store {
    fn storage() -> Option<web_sys::Storage> {
        gloo_utils::window().local_storage().ok().flatten()
    }

    /// The value under `key`, if any.
    pub(crate) fn get(key: &str) -> Option<String> {
        storage().and_then(|s| s.get_item(key).ok().flatten())
    }

    /// Whether the value was written (storage off or full: not).
    pub(crate) fn set(key: &str, value: &str) -> bool {
        storage().is_some_and(|s| s.set_item(key, value).is_ok())
    }

    /// Removes a key (nothing if storage is off).
    pub(crate) fn remove(key: &str) {
        if let Some(s) = storage() {
            let _ = s.remove_item(key);
        }
    }

    /// Every key that starts with `prefix`, with its value.
    pub(crate) fn starting(prefix: &str) -> Vec<(String, String)> {
        let Some(s) = storage() else {
            return Vec::new();
        };
        let n = s.length().unwrap_or(0);
        (0..n)
            .filter_map(|i| s.key(i).ok().flatten())
            .filter(|k| k.starts_with(prefix))
            .filter_map(|k| s.get_item(&k).ok().flatten().map(|v| (k, v)))
            .collect()
    }
}

/// Outside a browser (server-side rendering, native tests): storage held in memory.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod store {
    use std::cell::RefCell;
    use std::collections::HashMap;

    thread_local! {
        static MEMORY: RefCell<HashMap<String, String>> = RefCell::new(HashMap::new());
    }

    /// The value under `key`, if any.
    pub(crate) fn get(key: &str) -> Option<String> {
        MEMORY.with(|m| m.borrow().get(key).cloned())
    }

    /// Whether the value was written (always, in memory).
    pub(crate) fn set(key: &str, value: &str) -> bool {
        MEMORY.with(|m| m.borrow_mut().insert(key.to_string(), value.to_string()));
        true
    }

    /// Removes a key.
    pub(crate) fn remove(key: &str) {
        MEMORY.with(|m| m.borrow_mut().remove(key));
    }

    /// Every key that starts with `prefix`, with its value.
    pub(crate) fn starting(prefix: &str) -> Vec<(String, String)> {
        MEMORY.with(|m| {
            m.borrow()
                .iter()
                .filter(|(k, _)| k.starts_with(prefix))
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect()
        })
    }
}

/// Where an unreadable line of `key` is kept aside.
pub fn unreadable_key(key: &str) -> String {
    format!("{key}-unreadable")
}

/// What was found in storage at start-up.
#[derive(Debug, Clone, PartialEq)]
pub enum Loaded<T> {
    /// Nothing stored: a fresh start.
    Nothing,
    /// The saved state.
    Restored(T),
    /// Something unreadable was stored; it was kept aside.
    KeptAside,
}

fn load<T: Stored>(key: &str) -> Loaded<T> {
    let Some(raw) = store::get(key) else {
        return Loaded::Nothing;
    };
    match T::decode(&raw) {
        Some(state) => Loaded::Restored(state),
        None => {
            store::set(&unreadable_key(key), &raw);
            Loaded::KeptAside
        }
    }
}

fn save<T: Stored>(key: &str, state: &T) -> bool {
    store::set(key, &state.encode())
}

/// Which widget on the page the stored entries belong to: the widget's own page keeps them
/// under each state's key; a widget embedded in a host page adds its own name, so that
/// several widgets on one page keep apart.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StoreScope(pub Option<std::rc::Rc<str>>);

impl StoreScope {
    /// The storage key for a state's key.
    ///
    /// ```
    /// use mahjong_referee::ui::hooks::StoreScope;
    /// assert_eq!(StoreScope(None).key("mahjong-referee/entry"), "mahjong-referee/entry");
    /// assert_eq!(StoreScope(Some("place-1".into())).key("mahjong-referee/entry"), "mahjong-referee/entry@place-1");
    /// ```
    pub fn key(&self, key: &str) -> String {
        match &self.0 {
            None => key.to_string(),
            Some(name) => format!("{key}@{name}"),
        }
    }
}

/// A stored state as the reducer holds it: every action is written to storage (under `key`)
/// as it is applied, before anything renders, so a reload straight after a tap loses nothing.
#[derive(Debug, Clone, PartialEq)]
pub struct Saving<T> {
    /// The state.
    pub state: T,
    /// Where it is kept.
    pub key: std::rc::Rc<str>,
    /// Whether the last write reached storage: when the browser's storage is full or
    /// switched off it does not, and the widget says so rather than let a reload lose what
    /// was entered.
    pub written: bool,
    /// Whether a line this version cannot read was found in storage at start-up and kept
    /// aside.
    pub kept_aside: bool,
}

impl<T> Saving<T> {
    /// A state as first read, under `key`.
    pub fn new(state: T, key: impl Into<std::rc::Rc<str>>, kept_aside: bool) -> Saving<T> {
        Saving {
            state,
            key: key.into(),
            written: true,
            kept_aside,
        }
    }
}

impl<T> std::ops::Deref for Saving<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.state
    }
}

impl<T: Stored> Reducible for Saving<T> {
    type Action = T::Action;

    fn reduce(self: std::rc::Rc<Self>, action: T::Action) -> std::rc::Rc<Self> {
        let current = std::rc::Rc::new(self.state.clone());
        let next = current.clone().reduce(action);
        // An action that returns the state itself changed nothing: nothing to write.
        let written = if std::rc::Rc::ptr_eq(&next, &current) {
            self.written
        } else {
            save(&self.key, &*next)
        };
        std::rc::Rc::new(Saving {
            state: (*next).clone(),
            key: self.key.clone(),
            written,
            kept_aside: self.kept_aside,
        })
    }
}

/// The handle components use: read the state through it, dispatch actions on it.
pub type StoredState<T> = UseReducerHandle<Saving<T>>;

/// A stored state's dispatcher: the same for the state's whole life (callbacks made on it
/// once can be kept).
pub type StoredDispatcher<T> = UseReducerDispatcher<Saving<T>>;

/// A callback that turns its value into an action on a stored state's dispatcher.
pub fn send_to<T: Stored, V: 'static>(
    state: &StoredDispatcher<T>,
    make: impl Fn(V) -> T::Action + 'static,
) -> Callback<V> {
    let state = state.clone();
    Callback::from(move |v| state.dispatch(make(v)))
}

/// A callback that turns its value into an action on a stored state.
pub fn send<T: Stored, V: 'static>(
    state: &StoredState<T>,
    make: impl Fn(V) -> T::Action + 'static,
) -> Callback<V> {
    let state = state.clone();
    Callback::from(move |v| state.dispatch(make(v)))
}

/// The state handle and whether an unreadable entry was kept aside at start-up.
pub struct StoredHandle<T: Stored> {
    /// The state and its dispatcher.
    pub state: StoredState<T>,
    /// An unreadable stored entry was found and kept aside (at start-up, or since).
    pub kept_aside: bool,
}

/// A state restored from storage at start and saved with every action.
#[hook]
pub fn use_stored<T: Stored>() -> StoredHandle<T> {
    let scope = use_context::<StoreScope>().unwrap_or_default();
    let key: std::rc::Rc<str> = scope.key(T::KEY).into();
    let loaded = {
        let key = key.clone();
        use_memo((), move |_| load::<T>(&key))
    };
    let state = {
        let loaded = loaded.clone();
        use_reducer_eq(move || {
            let state = match &*loaded {
                Loaded::Restored(s) => s.clone(),
                Loaded::Nothing | Loaded::KeptAside => T::default(),
            };
            Saving::new(state, key, matches!(*loaded, Loaded::KeptAside))
        })
    };
    let kept_aside = state.kept_aside;
    StoredHandle { state, kept_aside }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::rc::Rc;

    #[derive(Debug, Clone, Default, PartialEq)]
    struct Note(String);

    impl Reducible for Note {
        type Action = String;
        fn reduce(self: Rc<Self>, action: String) -> Rc<Self> {
            Rc::new(Note(action))
        }
    }

    impl Stored for Note {
        const KEY: &'static str = "test/note";
        fn encode(&self) -> String {
            format!("1;{}", self.0)
        }
        fn decode(line: &str) -> Option<Note> {
            line.strip_prefix("1;").map(|s| Note(s.to_string()))
        }
    }

    #[test]
    fn every_action_is_saved_as_it_is_applied() {
        let s = Rc::new(Saving::new(Note::default(), Note::KEY, false));
        let s = s.reduce("first".to_string());
        assert_eq!(s.state, Note("first".into()));
        assert_eq!(store::get(Note::KEY).as_deref(), Some("1;first"));
    }

    #[test]
    fn an_unreadable_entry_is_kept_aside_not_dropped() {
        store::set(Note::KEY, "{not ours");
        assert_eq!(load::<Note>(Note::KEY), Loaded::KeptAside);
        assert_eq!(
            store::get("test/note-unreadable").as_deref(),
            Some("{not ours")
        );
        save(Note::KEY, &Note("hello".into()));
        assert_eq!(
            load::<Note>(Note::KEY),
            Loaded::Restored(Note("hello".into()))
        );
        assert_eq!(
            store::get("test/note-unreadable").as_deref(),
            Some("{not ours")
        );
    }
}
