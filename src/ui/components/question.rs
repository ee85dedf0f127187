//! The questions a referee asks, as big buttons.

use crate::ui::hooks::use_lang;
use yew::prelude::*;

/// Props of [`YesNo`].
#[derive(Properties, PartialEq)]
pub struct YesNoProps {
    /// The question.
    pub question: AttrValue,
    /// The answer so far.
    pub value: Option<bool>,
    /// Called with the answer.
    pub onanswer: Callback<bool>,
}

/// A yes/no question.
#[component]
pub fn YesNo(props: &YesNoProps) -> Html {
    let w = use_lang().words();
    let options = vec![
        (AttrValue::from(w.yes), true),
        (AttrValue::from(w.no), false),
    ];
    html! {
        <Choice<bool> question={props.question.clone()} {options} value={props.value}
            onanswer={props.onanswer.clone()} />
    }
}

/// Props of [`Choice`].
#[derive(Properties, PartialEq)]
pub struct ChoiceProps<T: PartialEq + Clone + 'static> {
    /// The question.
    pub question: AttrValue,
    /// The answers offered, with their labels.
    pub options: Vec<(AttrValue, T)>,
    /// The answer so far.
    pub value: Option<T>,
    /// Called with the answer.
    pub onanswer: Callback<T>,
}

/// A question with a few answers, one button each.
#[component]
pub fn Choice<T: PartialEq + Clone + 'static>(props: &ChoiceProps<T>) -> Html {
    html! {
        <fieldset class="question">
            <legend>{ props.question.clone() }</legend>
            <div class="answers">
                { for props.options.iter().map(|(label, value)| {
                    let picked = props.value.as_ref() == Some(value);
                    let onanswer = props.onanswer.clone();
                    let v = value.clone();
                    html! {
                        <button type="button" class={classes!("answer", picked.then_some("picked"))}
                            aria-pressed={picked.to_string()}
                            onclick={Callback::from(move |_| onanswer.emit(v.clone()))}>
                            { label.clone() }
                        </button>
                    }
                }) }
            </div>
        </fieldset>
    }
}
