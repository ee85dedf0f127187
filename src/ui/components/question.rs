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
    choice(
        props.question.clone(),
        options,
        props.value,
        props.onanswer.clone(),
    )
}

/// Props of [`Choice`].
#[derive(Properties, PartialEq)]
pub struct ChoiceProps {
    /// The question.
    pub question: AttrValue,
    /// The answers offered, as their labels.
    pub labels: Vec<AttrValue>,
    /// Which answer was given so far.
    pub picked: Option<usize>,
    /// Called with the answer's place in `labels`.
    pub onanswer: Callback<usize>,
}

/// A question with a few answers, one button each. Components ask it through [`choice`], with
/// answers of their own type.
#[component]
pub fn Choice(props: &ChoiceProps) -> Html {
    html! {
        <fieldset class="question">
            <legend>{ props.question.clone() }</legend>
            <div class="answers">
                { for props.labels.iter().enumerate().map(|(i, label)| {
                    let picked = props.picked == Some(i);
                    let onanswer = props.onanswer.clone();
                    html! {
                        <button type="button" class={classes!("answer", picked.then_some("picked"))}
                            aria-pressed={picked.to_string()}
                            onclick={Callback::from(move |_| onanswer.emit(i))}>
                            { label.clone() }
                        </button>
                    }
                }) }
            </div>
        </fieldset>
    }
}

/// A [`Choice`] between values of any type: `options` are the labels with their values,
/// `value` the answer so far, `onanswer` called with the value picked. One component serves
/// every type (the widget carries one copy of it, not one per type).
pub fn choice<T: PartialEq + Clone + 'static>(
    question: impl Into<AttrValue>,
    options: Vec<(AttrValue, T)>,
    value: Option<T>,
    onanswer: Callback<T>,
) -> Html {
    let picked = value.and_then(|v| options.iter().position(|(_, o)| *o == v));
    let (labels, values): (Vec<AttrValue>, Vec<T>) = options.into_iter().unzip();
    let onanswer = Callback::from(move |i: usize| {
        if let Some(v) = values.get(i) {
            onanswer.emit(v.clone());
        }
    });
    html! { <Choice question={question.into()} {labels} {picked} {onanswer} /> }
}
