//! The log as files: the export links (CSV and JSON), filled when used, and the import of
//! a JSON file picked.

use super::record::clock;
use crate::lang::Lang;
use crate::ui::log_state::data_url;
use crate::ui::log_store::LogBook;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Puts a file's text in the download link it is called on, when the link is about to be
/// used (focused, clicked): built at every render, a log of thousands of entries
/// would cost every tap. A `data:` address ([`data_url`]), which holds the text itself, not
/// an object URL (gloo-file's), which would have to be kept alive and revoked.
fn fill_link(make: impl Fn() -> String + 'static) -> Callback<web_sys::Event> {
    Callback::from(move |e: web_sys::Event| {
        // The event's own target: the widget's listeners sit on its root.
        if let Some(link) = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .and_then(|t| t.closest("a").ok().flatten())
        {
            let _ = link.set_attribute("href", &make());
        }
    })
}

/// The log's export links (CSV and JSON), filled when used.
pub(super) fn export_links(log: &UseReducerHandle<LogBook>, lang: Lang) -> Html {
    let w = lang.words();
    let csv = {
        let log = log.clone();
        fill_link(move || data_url("text/csv", &log.to_csv(lang)))
    };
    let json = {
        let log = log.clone();
        fill_link(move || data_url("application/json", &log.to_json()))
    };
    let (csv_focus, csv_click) = (
        csv.reform(|e: FocusEvent| e.into()),
        csv.reform(|e: MouseEvent| e.into()),
    );
    let (json_focus, json_click) = (
        json.reform(|e: FocusEvent| e.into()),
        json.reform(|e: MouseEvent| e.into()),
    );
    html! {
        <>
            <a class="reset export-csv" download={file_name(w.log_file, "csv")} href="data:text/csv;charset=utf-8,"
                onfocus={csv_focus} onclick={csv_click}>{ w.export_csv }</a>
            <a class="reset export-json" download={file_name(w.log_file, "json")} href="data:application/json;charset=utf-8,"
                onfocus={json_focus} onclick={json_click}>{ w.export_json }</a>
        </>
    }
}

/// An exported file's name: the log's name in the language and the day's date, so that the
/// exports of a tournament's sessions and days do not overwrite each other.
fn file_name(name: &str, extension: &str) -> String {
    match clock() {
        Some((day, _)) => format!("{name}-{day}.{extension}"),
        None => format!("{name}.{extension}"),
    }
}

/// Reads the file picked in `input` as text and hands it to `done` (in the browser; a no-op
/// elsewhere). Through the promise of `Blob.text()`: gloo-file's reader costs the first visit
/// 474 B gzip more (its futures, 1 404 B).
pub(super) fn read_file(input: &HtmlInputElement, done: impl FnOnce(String) + 'static) {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::closure::Closure;
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        let read: Closure<dyn FnMut(wasm_bindgen::JsValue)> =
            Closure::once(move |text: wasm_bindgen::JsValue| {
                done(text.as_string().unwrap_or_default());
            });
        let _ = file.text().then(&read);
        // The promise calls it once, later: it must outlive this function.
        read.forget();
        input.set_value("");
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (input, done);
    }
}
