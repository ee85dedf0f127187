//! Listening to the window's events (`hashchange`, `storage`) for as long as a hook needs,
//! through gloo's listeners (removed when dropped).

/// Calls `f` each time the window fires `event`, until the returned value is dropped (a
/// no-op outside a browser).
#[cfg(target_arch = "wasm32")]
pub(crate) fn on_window_event(event: &'static str, f: impl Fn() + 'static) -> impl Drop {
    listen(event, move |_| f())
}

/// Calls `f` with the key and new value of each `storage` event (another tab's change to
/// local storage; no key when it cleared everything), until the returned value is dropped.
#[cfg(target_arch = "wasm32")]
pub(crate) fn on_storage(f: impl Fn(Option<String>, Option<String>) + 'static) -> impl Drop {
    use wasm_bindgen::JsCast;
    listen("storage", move |e| {
        if let Some(e) = e.dyn_ref::<web_sys::StorageEvent>() {
            f(e.key(), e.new_value());
        }
    })
}

/// A listener on the window.
#[cfg(target_arch = "wasm32")]
fn listen(event: &'static str, f: impl FnMut(&web_sys::Event) + 'static) -> impl Drop {
    /// The listener, removed when dropped.
    struct Listening {
        _listener: gloo_events::EventListener,
    }
    impl Drop for Listening {
        fn drop(&mut self) {}
    }
    Listening {
        _listener: gloo_events::EventListener::new(&gloo_utils::window(), event, f),
    }
}

/// Outside a browser there are no window events.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn on_window_event(event: &'static str, f: impl Fn() + 'static) -> impl Drop {
    let _ = (event, f);
    Listening
}

/// Outside a browser there are no other tabs.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn on_storage(f: impl Fn(Option<String>, Option<String>) + 'static) -> impl Drop {
    let _ = f;
    Listening
}

/// Nothing listening (outside a browser).
#[cfg(not(target_arch = "wasm32"))]
struct Listening;

#[cfg(not(target_arch = "wasm32"))]
impl Drop for Listening {
    fn drop(&mut self) {}
}
