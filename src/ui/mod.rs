//! The Yew widget: pick a rule set, tap the tiles, answer the questions, read the ruling.
//!
//! [`state`] holds what the user entered (a [`yew::Reducible`] with its `Action`s);
//! [`hooks`] keep it across reloads; [`components`] draw it; [`art`] draws the tiles.

pub mod app;
pub mod art;
pub mod components;
pub mod hooks;
pub mod state;

pub use app::App;
