//! Hooks of the widget.

mod fetch;
mod use_after_paint;
mod use_lang;
mod use_permalink;
mod use_search_counts;
mod use_stored;
mod use_typed_once;
mod window_event;

#[cfg(not(target_arch = "wasm32"))]
pub use use_after_paint::render_first_frame;
pub use use_after_paint::use_after_first_paint;
pub use use_lang::{
    LangChoice, PackStatus, browser_lang, early_pack, early_pack_script, use_lang, use_lang_choice,
    use_lang_pack,
};
pub use use_permalink::{url_with, use_permalink};
pub use use_search_counts::use_search_counts;
pub(crate) use use_stored::store;
pub use use_stored::{
    Loaded, Saving, StoreScope, Stored, StoredDispatcher, StoredHandle, StoredState, send, send_to,
    unreadable_key, use_stored,
};
pub use use_typed_once::use_typed_once;
pub(crate) use window_event::on_storage;
