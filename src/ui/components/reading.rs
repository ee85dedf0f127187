//! A hand check's reading and waits as tile pictures, set by set: what a referee compares
//! with the tiles on the table, without decoding `123m 456p`. Drawn from the sets the count
//! read ([`HandReading`]), never from its text.

use crate::lang::Lang;
use crate::sets::{HandReading, Laid};
use crate::tiles::Tile;
use crate::ui::art::{tile_svg, tile_svg_named};
use yew::prelude::*;

/// The reading under its label, as pictures: each set apart, a claimed set framed, a
/// concealed kong dashed, the winning tile outlined and named so ("Winning tile: 5 sou").
/// Nothing when the hand is not complete.
pub fn reading(lang: Lang, reading: Option<&HandReading>) -> Html {
    let Some(reading) = reading else {
        return Html::default();
    };
    let w = lang.words();
    let tile = |t: Tile, winning: bool| {
        let (class, picture) = if winning {
            let label = format!("{}{}{}", w.winning_tile, w.colon, lang.tile(t));
            ("placed winning", tile_svg_named(t, &label, lang))
        } else {
            ("placed", tile_svg(Some(t), lang))
        };
        html! { <span {class}>{ picture }</span> }
    };
    html! {
        <div class="reading" id="reading">
            <span class="label">{ w.reading_label }</span>
            <ul class="reading-sets">
                { for reading.sets.iter().map(|s| html! {
                    <li class={classes!("read-set", (s.laid == Laid::Claimed).then_some("declared"), (s.laid == Laid::ConcealedKong).then_some("concealed-kong"))}>
                        { for s.tiles.iter().enumerate().map(|(i, &t)| tile(t, s.winning == Some(i))) }
                    </li>
                }) }
            </ul>
        </div>
    }
}

/// The tiles a hand waited on, under their label, as pictures.
pub fn waited_on(lang: Lang, waits: &[Tile]) -> Html {
    let w = lang.words();
    html! {
        <div class="reading" id="waited-on">
            <span class="label">{ w.waited_label }</span>
            <ul class="reading-sets">
                <li class="read-set">
                    { for waits.iter().map(|t| html! { <span class="placed">{ tile_svg(Some(*t), lang) }</span> }) }
                </li>
            </ul>
        </div>
    }
}
