//! The Yew widget: pick a rule set, tap the tiles, answer the questions, read the ruling.
//!
//! [`state`] and [`hand_state`] hold what the user entered (each a [`yew::Reducible`] with
//! its actions); [`hooks`] keep them across reloads; [`components`] draw them; [`art`]
//! draws the tiles.

pub mod app;
pub mod art;
pub mod components;
pub mod embed;
pub mod hand_state;
pub mod hooks;
pub mod log_state;
pub mod mcr_state;
pub mod mini_json;
pub mod panic;
pub mod state;

pub use app::App;
