//! A file of the widget's own, fetched as text (a language pack, the search's learned
//! counts).

/// The text of the file at `url`; an error when it cannot be fetched or the answer is not
/// a success. Through `fetch` itself: gloo-net's request grew the first visit by 1 822 B
/// gzip.
#[cfg(target_arch = "wasm32")]
pub(super) async fn fetch_text(url: &str) -> Result<String, ()> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let answer = JsFuture::from(gloo_utils::window().fetch_with_str(url))
        .await
        .map_err(drop)?;
    let answer: web_sys::Response = answer.dyn_into().map_err(drop)?;
    if !answer.ok() {
        return Err(());
    }
    let text = JsFuture::from(answer.text().map_err(drop)?)
        .await
        .map_err(drop)?;
    text.as_string().ok_or(())
}
