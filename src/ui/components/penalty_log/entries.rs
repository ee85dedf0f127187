//! The log's entries, a chunk at a time: each with its player, the seat they sat in then,
//! the ruling, and the table and hand said then.

use crate::lang::Lang;
use crate::ui::hooks::use_lang;
use crate::ui::log_state::{DEFAULT_SEATS, LogEntry, shown};
use std::rc::Rc;
use yew::prelude::*;

/// How many entries one [`EntryChunk`] shows: a record re-renders the last chunk only.
pub(super) const CHUNK: usize = 128;

/// Props of [`EntryChunk`].
#[derive(Properties, PartialEq)]
pub(super) struct EntryChunkProps {
    /// The first entry's index in the log.
    pub(super) from: usize,
    /// The entries.
    pub(super) entries: Rc<[LogEntry]>,
    /// Removes the entry at an index.
    pub(super) onremove: Callback<usize>,
}

/// Where an entry was recorded, or where the next one will be: `Table 3 · East 2`; empty
/// when neither is said.
pub(super) fn place_text(table: &str, hand: &str, lang: Lang) -> String {
    let w = lang.words();
    let table = (!table.is_empty()).then(|| format!("{} {table}", w.table));
    let hand = (!hand.is_empty()).then(|| hand.to_string());
    [table, hand]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A run of the log's entries, re-rendered only when one of them changes. Each names the
/// player it was recorded for (whatever seat they sit in now), the seat they sat in then,
/// and the table and hand said then.
#[component]
pub(super) fn EntryChunk(props: &EntryChunkProps) -> Html {
    let lang = use_lang();
    let w = lang.words();
    html! {
        <ol class="part" role="none" start={(props.from + 1).to_string()}>{ for props.entries.iter().enumerate().map(|(i, e)| {
            let i = props.from + i;
            let remove = props.onremove.reform(move |_: MouseEvent| i);
            let title = e.title(lang);
            let name = shown(&e.player, lang);
            // The seat sat in then, beside a name (a seat's wind alone says it already).
            let seat = usize::from(e.seat % 4);
            let wind = (*e.player != *DEFAULT_SEATS[seat]).then(|| format!(" ({})", w.winds[seat]));
            let place = place_text(&e.table, &e.hand, lang);
            html! {
                <li class="entry" role="listitem">
                    <span>
                        if e.earlier {
                            <em class="earlier">{ w.earlier_session }</em>{ " " }
                        }
                        <strong>{ format!("{} {name}", e.time) }</strong>{ wind }
                        { format!(" — {title}{}{} ({})", w.colon, e.headline, e.ruleset.short()) }
                        if !place.is_empty() {
                            <small class="place">{ place }</small>
                        }
                    </span>
                    <button type="button" class="clear" onclick={remove}
                        aria-label={(w.remove_entry)(w, i + 1)}>{ w.remove }</button>
                </li>
            }
        }) }</ol>
    }
}
