//! The claimed group: the tiles tapped so far, a text box for any notation, and what the
//! group is.

use super::TileRow;
use crate::sets::SetCheck;
use crate::tiles::Tile;
use crate::ui::hooks::use_lang;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`GroupInput`].
#[derive(Properties, PartialEq)]
pub struct GroupInputProps {
    /// The tiles so far.
    pub tiles: Vec<Tile>,
    /// The text box.
    pub typed: AttrValue,
    /// Why the text is not tiles.
    pub error: Option<AttrValue>,
    /// Called with the index of a tile tapped to remove it.
    pub onremove: Callback<usize>,
    /// Called with the text box's new text.
    pub ontype: Callback<String>,
    /// Called to empty the group.
    pub onclear: Callback<()>,
}

/// The group being ruled on.
#[component]
pub fn GroupInput(props: &GroupInputProps) -> Html {
    let oninput = {
        let cb = props.ontype.clone();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            cb.emit(input.value());
        })
    };
    let lang = use_lang();
    let w = lang.words();
    let check = crate::tiles::Tiles::new(props.tiles.clone())
        .ok()
        .filter(|t| !t.is_empty())
        .map(SetCheck::new);
    html! {
        <div class="group">
            <TileRow tiles={props.tiles.clone()} onremove={props.onremove.clone()}
                onclear={props.onclear.clone()} hint={w.tap_tiles_below} />
            <label class="typed">
                <span class="label">{ w.or_type_them }</span>
                <input id="typed" type="text" inputmode="text" autocomplete="off" autocapitalize="off"
                    spellcheck="false" placeholder="232z, southwestsouth"
                    value={props.typed.clone()} {oninput}
                    aria-invalid={props.error.is_some().to_string()} aria-describedby="typed-error" />
            </label>
            <p id="typed-error" class="error" role="status">
                { props.error.clone().unwrap_or_default() }
            </p>
            if let Some(check) = check {
                <p class={classes!("set-check", if check.is_meld() { "is-set" } else { "not-set" })}>
                    { lang.set_check(&check) }
                </p>
            }
        </div>
    }
}
