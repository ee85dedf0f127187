//! The Yew widget: pick a rule set, tap the tiles, answer the questions, read the ruling.
//!
//! [`state`] and [`hand_state`] hold what the user entered (each a [`yew::Reducible`] with
//! its actions); [`hooks`] keep them across reloads; [`components`] draw them; [`art`]
//! draws the tiles.

pub mod app;
pub mod art;
pub mod codec;
pub mod components;
pub mod embed;
pub mod hand_state;
pub mod hooks;
pub mod log_state;
pub mod log_store;
pub mod mcr_state;
pub mod mini_json;
pub mod panic;
pub mod state;
pub mod typed_hand;

pub use app::App;

/// Test helpers shared by the states' tests.
#[cfg(test)]
pub(crate) mod test_support {
    use std::rc::Rc;
    use yew::Reducible;

    /// The state after these actions, from the default.
    pub fn replay<S: Reducible + Default + Clone>(actions: Vec<S::Action>) -> S {
        let mut s = Rc::new(S::default());
        for a in actions {
            s = s.reduce(a);
        }
        (*s).clone()
    }

    /// A tile from its mpsz text.
    pub fn t(s: &str) -> crate::tiles::Tile {
        s.parse().unwrap()
    }
}
