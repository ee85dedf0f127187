//! Registers the service worker (sw.js, written at build time) so that after a first visit
//! the widget loads and rules with the network off.

use yew::prelude::*;

/// Registers sw.js once, where the browser has service workers and the widget is on its own
/// page (`own_page`; never from a host page, whose origin is not the widget's); does nothing
/// elsewhere.
#[hook]
pub fn use_service_worker(own_page: bool) {
    use_effect_with(own_page, |own_page| {
        #[cfg(target_arch = "wasm32")]
        if let (true, Some(window)) = (*own_page, web_sys::window()) {
            let navigator = window.navigator();
            let has_workers =
                js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false);
            if has_workers {
                // A failed registration only means no offline copy; the widget works on.
                let _ = navigator.service_worker().register("sw.js");
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = own_page;
    });
}
