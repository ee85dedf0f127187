//! Registers the service worker (sw.js, written at build time) so that after a first visit
//! the widget loads and rules with the network off.

use yew::prelude::*;

/// Registers sw.js once, where the browser has service workers and the widget is on its own
/// page (`own_page`; never from a host page, whose origin is not the widget's); does nothing
/// elsewhere. Registering starts the worker, which downloads everything for the offline copy:
/// that waits until the first screen is painted, so that it does not slow it down (measured:
/// ~0.1 s at 4× CPU throttling on a two-core machine, `node scripts/load-ab.mjs`).
#[hook]
pub fn use_service_worker(own_page: bool) {
    use_effect_with(own_page, |own_page| {
        #[cfg(target_arch = "wasm32")]
        if let (true, Some(window)) = (*own_page, web_sys::window()) {
            after_next_paint(&window, register);
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = own_page;
    });
}

#[cfg(target_arch = "wasm32")]
fn register() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    if js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false) {
        // A failed registration only means no offline copy; the widget works on.
        let _ = navigator.service_worker().register("sw.js");
    }
}

/// Runs `then` just after the next frame is painted: an animation frame callback runs just
/// before the paint, and a timeout set from it runs once the paint is done.
#[cfg(target_arch = "wasm32")]
fn after_next_paint(window: &web_sys::Window, then: fn()) {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    let before_paint = Closure::once_into_js(move || {
        if let Some(window) = web_sys::window() {
            let after = Closure::once_into_js(then);
            let _ = window.set_timeout_with_callback(after.unchecked_ref());
        }
    });
    let _ = window.request_animation_frame(before_paint.unchecked_ref());
}
