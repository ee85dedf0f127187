//! The ruling's link, to show the table or send to the head referee.

use crate::ui::hooks::use_lang;
use js_sys::{Function, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`ShareLink`].
#[derive(Properties, PartialEq)]
pub struct ShareLinkProps {
    /// The full address of the ruling.
    pub url: AttrValue,
}

/// Calls `navigator.<method>(arg)` if the browser has it; false otherwise.
fn navigator_call(path: &[&str], arg: &JsValue) -> bool {
    let mut target: JsValue = gloo_utils::window().navigator().into();
    let mut this = target.clone();
    for name in path {
        this = target.clone();
        target = Reflect::get(&this, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED);
    }
    match target.dyn_into::<Function>() {
        Ok(f) => f.call1(&this, arg).is_ok(),
        Err(_) => false,
    }
}

/// The link in a box, and a button that shares it (Web Share) or copies it.
#[component]
pub fn ShareLink(props: &ShareLinkProps) -> Html {
    let w = use_lang().words();
    let said = use_state(|| None::<&'static str>);
    let input = use_node_ref();
    let onclick = {
        let url = props.url.clone();
        let said = said.clone();
        let input = input.clone();
        Callback::from(move |_: MouseEvent| {
            let data = Object::new();
            let _ = Reflect::set(&data, &"url".into(), &JsValue::from_str(&url));
            let _ = Reflect::set(&data, &"title".into(), &w.share_title.into());
            if navigator_call(&["share"], &data) {
                said.set(None);
            } else if navigator_call(&["clipboard", "writeText"], &JsValue::from_str(&url)) {
                said.set(Some(w.link_copied));
            } else if let Some(el) = input.cast::<HtmlInputElement>() {
                el.select();
                said.set(Some(w.link_selected));
            }
        })
    };
    html! {
        <div class="share">
            <label class="typed">
                <span class="label">{ w.link_label }</span>
                <input id="share-link" ref={input} type="text" readonly=true value={props.url.clone()} />
            </label>
            <button type="button" class="share-button" {onclick}>{ w.share }</button>
            <p class="hint" role="status">{ said.unwrap_or_default() }</p>
        </div>
    }
}
