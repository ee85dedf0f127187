//! Listening to the window's events (`hashchange`, `storage`) for as long as a hook needs.

/// Calls `f` each time the window fires `event`, until the returned value is dropped (a
/// no-op outside a browser).
#[cfg(target_arch = "wasm32")]
pub(crate) fn on_window_event(event: &'static str, f: impl Fn() + 'static) -> impl Drop {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    struct Listening(&'static str, Closure<dyn Fn()>);
    impl Drop for Listening {
        fn drop(&mut self) {
            if let Some(w) = web_sys::window() {
                let _ =
                    w.remove_event_listener_with_callback(self.0, self.1.as_ref().unchecked_ref());
            }
        }
    }
    let listener = Closure::<dyn Fn()>::new(f);
    if let Some(w) = web_sys::window() {
        let _ = w.add_event_listener_with_callback(event, listener.as_ref().unchecked_ref());
    }
    Listening(event, listener)
}

/// Outside a browser there are no window events.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn on_window_event(event: &'static str, f: impl Fn() + 'static) -> impl Drop {
    struct Listening;
    impl Drop for Listening {
        fn drop(&mut self) {}
    }
    let _ = (event, f);
    Listening
}

/// Calls `f` with the key and new value of each `storage` event (another tab's change to
/// local storage; no key when it cleared everything), until the returned value is dropped.
#[cfg(target_arch = "wasm32")]
pub(crate) fn on_storage(f: impl Fn(Option<String>, Option<String>) + 'static) -> impl Drop {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    struct Listening(Closure<dyn Fn(wasm_bindgen::JsValue)>);
    impl Drop for Listening {
        fn drop(&mut self) {
            if let Some(w) = web_sys::window() {
                let _ = w.remove_event_listener_with_callback(
                    "storage",
                    self.0.as_ref().unchecked_ref(),
                );
            }
        }
    }
    let listener =
        Closure::<dyn Fn(wasm_bindgen::JsValue)>::new(move |e: wasm_bindgen::JsValue| {
            let field = |name: &str| {
                js_sys::Reflect::get(&e, &name.into())
                    .ok()
                    .and_then(|v| v.as_string())
            };
            f(field("key"), field("newValue"));
        });
    if let Some(w) = web_sys::window() {
        let _ = w.add_event_listener_with_callback("storage", listener.as_ref().unchecked_ref());
    }
    Listening(listener)
}

/// Outside a browser there are no other tabs.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn on_storage(f: impl Fn(Option<String>, Option<String>) + 'static) -> impl Drop {
    struct Listening;
    impl Drop for Listening {
        fn drop(&mut self) {}
    }
    let _ = f;
    Listening
}
