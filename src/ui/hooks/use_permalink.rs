//! The address bar carries the ruling: a link opens the same ruling, and the fragment
//! follows what is on screen so that sharing the page shares the ruling.

use crate::ui::hooks::StoredState;
use crate::ui::hooks::window_event::on_window_event;
use crate::ui::state::{Action, AppState, LinkError};
use gloo_timers::callback::Timeout;
use yew::prelude::*;

/// How long after the last change the address bar follows it (ms).
const FOLLOW_AFTER_MS: u32 = 500;

/// The page's fragment, with its `#`.
#[cfg(target_arch = "wasm32")]
fn hash() -> Option<String> {
    gloo_utils::window().location().hash().ok()
}

#[cfg(not(target_arch = "wasm32"))]
fn hash() -> Option<String> {
    None
}

/// Where this tab notes the fragment it last put in the address bar (session storage: one
/// tab's, kept through a reload).
#[cfg(target_arch = "wasm32")]
const SHOWN: &str = "mahjong-referee/shown-link";

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// The same note for the page's life, when session storage fails.
    static SHOWN_HERE: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
    /// The last link found in the address bar that could not be opened: the next change
    /// replaces it, but a reload reads it again (and says again why it cannot be opened).
    static REFUSED: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Notes a link found in the address bar that could not be opened ([`REFUSED`]).
#[cfg(target_arch = "wasm32")]
fn note_refused(link: &str) {
    REFUSED.set(Some(link.to_string()));
}

#[cfg(not(target_arch = "wasm32"))]
fn note_refused(_link: &str) {}

/// The fragment this tab last noted as its own ([`note_shown`]), if any.
#[cfg(target_arch = "wasm32")]
fn last_shown() -> Option<String> {
    SHOWN_HERE.with_borrow(Clone::clone).or_else(|| {
        gloo_utils::window()
            .session_storage()
            .ok()??
            .get_item(SHOWN)
            .ok()?
    })
}

#[cfg(not(target_arch = "wasm32"))]
fn last_shown() -> Option<String> {
    None
}

/// Notes a fragment as this tab's own: one it put in the address bar, or one it found there
/// (opened, refused with a notice, or its own from before a reload). Only its own is ever
/// replaced.
#[cfg(target_arch = "wasm32")]
fn note_shown(link: &str) {
    SHOWN_HERE.set(Some(link.to_string()));
    if let Ok(Some(storage)) = gloo_utils::window().session_storage() {
        let _ = storage.set_item(SHOWN, link);
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn note_shown(_link: &str) {}

/// Puts a fragment in the address bar without adding a history entry, and notes it as this
/// tab's own — unless the bar holds a link this tab has not read yet (pasted there while the
/// update waited: its `hashchange` opens it next).
#[cfg(target_arch = "wasm32")]
fn set_hash(link: &str) {
    let now = hash().unwrap_or_default();
    let now = now.trim_start_matches('#');
    let replaceable = now.is_empty()
        || last_shown().as_deref() == Some(now)
        || REFUSED.with_borrow(|r| r.as_deref() == Some(now));
    if !replaceable {
        return;
    }
    note_shown(link);
    if let Ok(history) = gloo_utils::window().history() {
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("#{link}")),
        );
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn set_hash(_link: &str) {}

/// The page's address with a fragment, for sharing.
pub fn url_with(link: &str) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        if let Ok(href) = gloo_utils::window().location().href() {
            let base = href.split('#').next().unwrap_or_default();
            return format!("{base}#{link}");
        }
    }
    format!("#{link}")
}

/// Opens the ruling in the page's link, if there is one, and keeps the link in step with
/// what is on screen (`link`: the state's link with the answers the card rules on, a
/// player's earlier fouls from the log among them). Returns why the link could not be
/// opened, if it could not.
/// Only on the widget's own page (`own_page`): an embedded widget leaves the host page's
/// address alone.
#[hook]
pub fn use_permalink(
    state: &StoredState<AppState>,
    link: String,
    own_page: bool,
) -> Option<LinkError> {
    let problem = use_state(|| None::<LinkError>);
    // Set while a link is being opened: the first render's link is the stored state's, not
    // the link's, and must not replace the address before the link is applied (a reload in
    // between would find this tab's own fragment there and lose the link).
    let opening = use_mut_ref(|| false);
    {
        let state = state.clone();
        let problem = problem.clone();
        let own = link.clone();
        let opening = opening.clone();
        use_effect_with(own_page, move |own_page| {
            if !*own_page {
                return;
            }
            // A reload keeps its own link: only a different one opens a ruling. The fragment
            // this tab put there itself is not a different one, even when it lags behind
            // what was entered (it follows the screen a moment after each change is stored:
            // a reload in between would open the older ruling and lose the change).
            let shown = last_shown();
            let theirs = |h: &str| {
                let h = h.trim_start_matches('#');
                h != own && shown.as_deref() != Some(h)
            };
            let Some(h) = hash().filter(|h| h.len() > 1) else {
                return;
            };
            // Once read (opened, or its own from before the reload) the fragment is the
            // widget's own, which its next change replaces.
            if !theirs(&h) {
                note_shown(h.trim_start_matches('#'));
                return;
            }
            match AppState::from_link(&h) {
                Ok(linked) => {
                    note_shown(h.trim_start_matches('#'));
                    *opening.borrow_mut() = true;
                    state.dispatch(Action::Open(Box::new(linked)));
                }
                Err(e) => {
                    note_refused(h.trim_start_matches('#'));
                    problem.set(Some(e));
                }
            }
        });
    }
    // A link opened while the page is open (pasted into the address bar, or followed
    // from a message when the browser reuses the tab) changes only the fragment: the page
    // is not loaded again, so the ruling is opened here. The widget's own updates of the
    // fragment replace it without this event.
    {
        let state = state.clone();
        let problem = problem.clone();
        use_effect_with(own_page, move |own_page| {
            let listening = own_page.then(|| {
                on_window_event("hashchange", move || {
                    let Some(h) = hash().filter(|h| h.len() > 1) else {
                        return;
                    };
                    match AppState::from_link(&h) {
                        Ok(linked) => {
                            note_shown(h.trim_start_matches('#'));
                            problem.set(None);
                            state.dispatch(Action::Open(Box::new(linked)));
                        }
                        Err(e) => {
                            note_refused(h.trim_start_matches('#'));
                            problem.set(Some(e));
                        }
                    }
                })
            });
            move || drop(listening)
        });
    }
    // The address follows the screen once taps pause: a browser takes a history update
    // slowly (about a frame on a slow phone), and a tap must reach the screen first. A
    // reload before it keeps the newer ruling all the same: it is stored, and the older
    // fragment in the bar is this tab's own (see above).
    use_effect_with((link, own_page), move |(link, own_page)| {
        let opened = opening.replace(false);
        let pending = (*own_page && !opened).then(|| {
            let link = link.clone();
            Timeout::new(FOLLOW_AFTER_MS, move || set_hash(&link))
        });
        // A newer link before then takes its place.
        move || drop(pending)
    });
    (*problem).clone()
}
