//! Parts of the widget below the first screen, drawn once that screen is on the glass.

use yew::prelude::*;

/// `false` while the widget draws its first screen, `true` from the frame after it has been
/// painted on (and always `true` outside the browser, where nothing is painted).
///
/// The first screen of a slow phone is ready sooner when what lies below it (the session
/// log: its stored entries read and checked, its buttons built) waits for the next frame:
/// measured at 4× CPU throttling, the log panel alone cost ~90 ms before the tile keyboard
/// could be used.
///
/// ```
/// use mahjong_referee::ui::hooks::use_after_first_paint;
/// use yew::prelude::*;
///
/// #[component]
/// fn Page() -> Html {
///     let painted = use_after_first_paint();
///     html! { <main><h1>{ "On top" }</h1> if painted { <p>{ "Below" }</p> }</main> }
/// }
/// ```
#[hook]
pub fn use_after_first_paint() -> bool {
    #[cfg(target_arch = "wasm32")]
    let painted = use_state(|| false);
    #[cfg(not(target_arch = "wasm32"))]
    let painted = use_state(|| !FIRST_FRAME.with(std::cell::Cell::get));
    {
        let painted = painted.clone();
        use_effect_with((), move |_| {
            #[cfg(target_arch = "wasm32")]
            if !*painted {
                after_next_paint(move || painted.set(true));
            }
            #[cfg(not(target_arch = "wasm32"))]
            let _ = painted;
        });
    }
    *painted
}

#[cfg(not(target_arch = "wasm32"))]
thread_local! {
    static FIRST_FRAME: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Outside the browser (server-side rendering), whether what this thread renders next is
/// the widget's first frame, as a browser draws it before its first paint (what
/// [`use_after_first_paint`] holds back left out): the page painted before the wasm is
/// rendered so. Otherwise (the default) everything is rendered at once, as the tests read it.
///
/// ```
/// use mahjong_referee::ui::hooks::render_first_frame;
/// render_first_frame(true);
/// render_first_frame(false);
/// ```
#[cfg(not(target_arch = "wasm32"))]
pub fn render_first_frame(first: bool) {
    FIRST_FRAME.with(|f| f.set(first));
}

/// Calls `f` once the frame being prepared has been painted: an animation frame runs just
/// before the paint, and a timeout set from it just after. The frame is asked for here, not
/// through gloo's `request_animation_frame`, which throws where a page has no frames.
#[cfg(target_arch = "wasm32")]
fn after_next_paint(f: impl FnOnce() + 'static) {
    use wasm_bindgen::{JsCast, closure::Closure};
    let window = gloo_utils::window();
    let frame = Closure::once_into_js(move || gloo_timers::callback::Timeout::new(0, f).forget());
    if window
        .request_animation_frame(frame.unchecked_ref())
        .is_err()
    {
        // No frames (a hidden page in some browsers): nothing waits to be painted.
        let _ = window.set_timeout_with_callback(frame.unchecked_ref());
    }
}
