//! Text handed to a panel from elsewhere (a hand written out in the incident search), typed
//! into it once.

use yew::prelude::*;

/// Types `typed` in with `type_in` when it is given, then calls `ontaken` (whose owner lets
/// it go): a hand from the incident search is typed into the hand check once, not at every
/// render.
///
/// ```
/// use mahjong_referee::ui::hooks::use_typed_once;
/// use yew::prelude::*;
///
/// #[derive(Properties, PartialEq)]
/// struct BoxProps {
///     typed: Option<AttrValue>,
///     ontaken: Callback<()>,
/// }
///
/// #[component]
/// fn HandBox(props: &BoxProps) -> Html {
///     let text = use_state(String::new);
///     let set = text.clone();
///     use_typed_once(props.typed.clone(), props.ontaken.clone(), Callback::from(move |t| set.set(t)));
///     html! { <input value={(*text).clone()} /> }
/// }
/// ```
#[hook]
pub fn use_typed_once(typed: Option<AttrValue>, ontaken: Callback<()>, type_in: Callback<String>) {
    use_effect_with(typed, move |typed| {
        if let Some(typed) = typed {
            type_in.emit(typed.to_string());
            ontaken.emit(());
        }
    });
}
