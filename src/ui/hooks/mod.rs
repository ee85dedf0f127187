//! Hooks of the widget.

mod use_saved_state;

pub use use_saved_state::{SavedStateHandle, use_saved_state};
