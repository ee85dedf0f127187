//! Tile pictures, drawn here as SVG: every tile, the red fives, flowers, seasons and the
//! back. Drawn on a 30 × 40 grid and legible from 32 px wide; each picture carries the
//! tile's name for screen readers.
//!
//! A picture is written as one piece of SVG markup and put on the page in one step
//! ([`Html::from_html_unchecked`]), not built element by element: the keyboard shows 45
//! tiles of up to 20 shapes each, and one step per tile keeps the first screen quick on a
//! slow phone. The markup holds only numbers, colours and the tile's name (escaped).

use crate::lang::{Lang, escape_html};
use crate::tiles::{Dragon, Suit, Tile, TileClass};
use std::fmt::Write;
use yew::prelude::*;

const INK: &str = "#1b2a3a";
const RED: &str = "#c0262d";
const GREEN: &str = "#13774a";
const BLUE: &str = "#1f5aa6";

/// A tile's face as an SVG image, named for screen readers in the language spoken (whose
/// letters the winds and the green dragon bear); `None` draws the back. Used inside a
/// component's `html!` as `{ tile_svg(Some(tile), lang) }`.
pub fn tile_svg(tile: Option<Tile>, lang: Lang) -> Html {
    let label = match tile {
        Some(t) => lang.tile(t),
        None => lang.words().tile_back.to_string(),
    };
    Html::from_html_unchecked(svg(tile, Some(&label), lang).into())
}

/// A tile's face under a name given for it ("Winning tile: 5 sou").
pub fn tile_svg_named(tile: Tile, label: &str, lang: Lang) -> Html {
    Html::from_html_unchecked(svg(Some(tile), Some(label), lang).into())
}

/// A tile's face with no name of its own, for a button that names it (`aria-label`): the
/// picture is hidden from screen readers, so the button's name is all they read.
pub fn tile_face(tile: Option<Tile>, lang: Lang) -> Html {
    Html::from_html_unchecked(svg(tile, None, lang).into())
}

/// The SVG markup of a tile (or the back), named or hidden from screen readers.
///
/// ```
/// use mahjong_referee::lang::Lang;
/// use mahjong_referee::tiles::Tile;
/// use mahjong_referee::ui::art::svg;
/// let named = svg(Some("5z".parse::<Tile>().unwrap()), Some("white <dragon>"), Lang::En);
/// assert!(named.starts_with(r#"<svg class="tile-svg" viewBox="0 0 30 40" role="img" aria-label="white &lt;dragon&gt;">"#));
/// assert!(named.contains("<title>white &lt;dragon&gt;</title>"));
/// assert!(svg(None, None, Lang::En).contains(r#"aria-hidden="true""#));
/// // West bears the language's letter: W in English, O in French.
/// let west = Some("3z".parse::<Tile>().unwrap());
/// assert!(svg(west, None, Lang::En).contains(">W</text>"));
/// assert!(svg(west, None, Lang::Fr).contains(">O</text>"));
/// ```
pub fn svg(tile: Option<Tile>, label: Option<&str>, lang: Lang) -> String {
    let mut out = String::with_capacity(600);
    out.push_str(r#"<svg class="tile-svg" viewBox="0 0 30 40" "#);
    match label {
        Some(label) => {
            let label = escape_html(label);
            let _ = write!(
                out,
                r#"role="img" aria-label="{label}"><title>{label}</title>"#
            );
        }
        None => out.push_str(r#"aria-hidden="true" focusable="false">"#),
    }
    let body = if tile.is_some() { "#fbf7ec" } else { "#1f7a6d" };
    let _ = write!(
        out,
        r##"<rect x="0.75" y="0.75" width="28.5" height="38.5" rx="3.5" fill="{body}" stroke="#7d7563" stroke-width="1.5"/>"##
    );
    match tile {
        Some(t) => face(&mut out, t, lang),
        None => out.push_str(
            r##"<rect x="4" y="4" width="22" height="32" rx="2" fill="none" stroke="#9fd3c7" stroke-width="1.5"/>"##,
        ),
    }
    out.push_str("</svg>");
    out
}

fn face(out: &mut String, tile: Tile, lang: Lang) {
    // The winds' and the green dragon's letter, the language's own.
    let first = |t: Tile| lang.tile_short(t).chars().next().unwrap_or('?');
    match tile.class() {
        TileClass::Suited {
            suit: Suit::Pin,
            number,
            red,
        } => pins(out, number, red),
        TileClass::Suited {
            suit: Suit::Sou,
            number,
            red,
        } => sticks(out, number, red),
        TileClass::Suited {
            suit: Suit::Man,
            number,
            red,
        } => characters(out, number, red),
        TileClass::Wind(_) => letter(out, first(tile), INK),
        TileClass::Dragon(Dragon::White) => {
            let _ = write!(
                out,
                r#"<rect x="6" y="7" width="18" height="26" rx="1.5" fill="none" stroke="{BLUE}" stroke-width="2.6"/>"#
            );
        }
        TileClass::Dragon(Dragon::Green) => letter(out, first(tile), GREEN),
        TileClass::Dragon(Dragon::Red) => {
            let _ = write!(
                out,
                r#"<g fill="none" stroke="{RED}" stroke-width="2.8" stroke-linecap="round"><rect x="7.5" y="13" width="15" height="11" rx="1"/><path d="M15 6 V35"/></g>"#
            );
        }
        TileClass::Flower(n) => bonus(out, n, "#c2457a", true),
        TileClass::Season(n) => bonus(out, n, "#c46a0a", false),
    }
}

fn letter(out: &mut String, text: char, colour: &'static str) {
    let _ = write!(
        out,
        r#"<text x="15" y="28" text-anchor="middle" font-size="23" font-weight="700" font-family="system-ui, sans-serif" fill="{colour}">{text}</text>"#
    );
}

/// Circles in the usual layouts; the red five is all red.
fn pins(out: &mut String, n: u8, red: bool) {
    let spots: &[(i32, i32)] = match n {
        1 => &[(150, 200)],
        2 => &[(150, 110), (150, 290)],
        3 => &[(85, 90), (150, 200), (215, 310)],
        4 => &[(95, 120), (205, 120), (95, 280), (205, 280)],
        5 => &[(90, 100), (210, 100), (150, 200), (90, 300), (210, 300)],
        6 => &[
            (100, 90),
            (200, 90),
            (100, 200),
            (200, 200),
            (100, 310),
            (200, 310),
        ],
        7 => &[
            (75, 75),
            (150, 115),
            (225, 155),
            (100, 245),
            (200, 245),
            (100, 330),
            (200, 330),
        ],
        8 => &[
            (100, 70),
            (200, 70),
            (100, 155),
            (200, 155),
            (100, 245),
            (200, 245),
            (100, 330),
            (200, 330),
        ],
        _ => &[
            (80, 90),
            (150, 90),
            (220, 90),
            (80, 200),
            (150, 200),
            (220, 200),
            (80, 310),
            (150, 310),
            (220, 310),
        ],
    };
    let r = match n {
        1 => 85,
        2 => 60,
        3..=5 => 50,
        6 => 44,
        _ => 36,
    };
    // One ring path and one dot path per colour, not two circles per spot: fewer
    // elements for the page to style and lay out (the keyboard draws every tile).
    for colour in [RED, BLUE, GREEN] {
        let spots: Vec<(i32, i32)> = (0..spots.len())
            .filter(|&i| colour == if red { RED } else { pin_colour(n, i) })
            .map(|i| spots[i])
            .collect();
        if spots.is_empty() {
            continue;
        }
        let circles = |radius: i32| {
            let mut d = String::new();
            for &(x, y) in &spots {
                circle(&mut d, x, y, radius);
            }
            d
        };
        let _ = write!(
            out,
            r#"<path d="{}" fill="none" stroke="{colour}" stroke-width="1.8"/><path d="{}" fill="{colour}"/>"#,
            circles(r),
            circles(r * 45 / 100)
        );
    }
}

/// A circle centred on (x, y), in tenths, as two arcs of an SVG path.
fn circle(d: &mut String, x: i32, y: i32, r: i32) {
    let _ = write!(
        d,
        "M{} {}a{r} {r} 0 1 0 {} 0a{r} {r} 0 1 0 -{} 0",
        dec(x - r),
        dec(y),
        dec(2 * r),
        dec(2 * r),
        r = dec(r)
    );
}

fn pin_colour(n: u8, i: usize) -> &'static str {
    match (n, i) {
        (1, _) | (5, 2) | (3, 1) => RED,
        (6, 2..) | (7, 3..) | (9, 3..=5) => RED,
        (_, i) if i % 2 == 0 => BLUE,
        _ => GREEN,
    }
}

/// Bamboo sticks; the 1 is a bird; the red five is all red.
fn sticks(out: &mut String, n: u8, red: bool) {
    if n == 1 {
        let body = if red { RED } else { GREEN };
        let _ = write!(
            out,
            r##"<ellipse cx="15" cy="25" rx="7" ry="9" fill="{body}"/><circle cx="15" cy="12" r="4.5" fill="{RED}"/><path d="M19 11 L24 13 L19 14 Z" fill="#d4a017"/><path d="M10 31 L6 36 M20 31 L24 36" stroke="{body}" stroke-width="2"/>"##
        );
        return;
    }
    let spots: &[(i32, i32)] = match n {
        2 => &[(150, 120), (150, 280)],
        3 => &[(150, 120), (95, 280), (205, 280)],
        4 => &[(95, 120), (205, 120), (95, 280), (205, 280)],
        5 => &[(80, 120), (220, 120), (150, 200), (80, 280), (220, 280)],
        6 => &[
            (80, 120),
            (150, 120),
            (220, 120),
            (80, 280),
            (150, 280),
            (220, 280),
        ],
        7 => &[
            (150, 80),
            (80, 200),
            (150, 200),
            (220, 200),
            (80, 320),
            (150, 320),
            (220, 320),
        ],
        8 => &[
            (65, 120),
            (120, 120),
            (180, 120),
            (235, 120),
            (65, 280),
            (120, 280),
            (180, 280),
            (235, 280),
        ],
        _ => &[
            (80, 80),
            (150, 80),
            (220, 80),
            (80, 200),
            (150, 200),
            (220, 200),
            (80, 320),
            (150, 320),
            (220, 320),
        ],
    };
    let tall = if n >= 7 { 90 } else { 120 };
    // A stick is a round-capped stroke; one path per colour, and one for the joints across
    // them all, not two shapes per stick (fewer elements to style and lay out).
    let colour = |i: usize| {
        if red || stick_is_red(n, i) {
            RED
        } else {
            GREEN
        }
    };
    for ink in [RED, GREEN] {
        let mut d = String::new();
        for (_, &(x, y)) in spots.iter().enumerate().filter(|&(i, _)| colour(i) == ink) {
            // The stick's ends, inside its round caps (half its width).
            let (top, bottom) = (dec(y - tall / 2 + 17), dec(y + tall / 2 - 17));
            let _ = write!(d, "M{} {top}V{bottom}", dec(x));
        }
        if !d.is_empty() {
            let _ = write!(
                out,
                r#"<path d="{d}" stroke="{ink}" stroke-width="3.4" stroke-linecap="round"/>"#
            );
        }
    }
    let mut joints = String::new();
    for &(x, y) in spots {
        let _ = write!(joints, "M{} {}H{}", dec(x - 17), dec(y), dec(x + 17));
    }
    let _ = write!(
        out,
        r##"<path d="{joints}" stroke="#fbf7ec" stroke-width="0.8"/>"##
    );
}

fn stick_is_red(n: u8, i: usize) -> bool {
    matches!((n, i), (5, 2) | (7, 0) | (9, 1) | (9, 4) | (9, 7))
}

/// The number over a red 万 (man, ten thousand); the red five has a red number.
fn characters(out: &mut String, n: u8, red: bool) {
    let number = if red { RED } else { INK };
    let _ = write!(
        out,
        r#"<text x="15" y="19" text-anchor="middle" font-size="17" font-weight="700" font-family="system-ui, sans-serif" fill="{number}">{n}</text><path d="M7 24H23M13.5 24C13.5 30 11.5 33.5 7.5 35.5M13 29H21C21 33 20 35.5 16.5 35.5" fill="none" stroke="{RED}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>"#
    );
}

/// A flower (petals) or a season (a sun), with its number 1–4.
fn bonus(out: &mut String, n: u8, colour: &'static str, petals: bool) {
    let _ = write!(
        out,
        r#"<text x="15" y="14" text-anchor="middle" font-size="14" font-weight="700" font-family="system-ui, sans-serif" fill="{colour}">{n}</text><g transform="translate(0 3)">"#
    );
    if petals {
        let mut d = String::new();
        for &(x, y) in &PETALS {
            circle(&mut d, x, y, 36);
        }
        let _ = write!(
            out,
            r##"<path d="{d}" fill="{colour}"/><circle cx="15" cy="24" r="2.4" fill="#f3d34a"/>"##
        );
    } else {
        let _ = write!(
            out,
            r#"<g stroke="{colour}" stroke-width="1.8" fill="{colour}"><circle cx="15" cy="24" r="5"/><path d="{SUN_RAYS}"/></g>"#
        );
    }
    out.push_str("</g>");
}

/// Five petals around (15, 24), radius 5, in tenths.
const PETALS: [(i32, i32); 5] = [(150, 190), (198, 225), (179, 280), (121, 280), (102, 225)];

/// Eight rays around (15, 24), from radius 7 to 10.
const SUN_RAYS: &str = "M15 17V14M19.9 19.1L22.1 16.9M22 24H25M19.9 28.9L22.1 31.1M15 31V34M10.1 28.9L7.9 31.1M8 24H5M10.1 19.1L7.9 16.9";

/// A length in tenths of a grid unit, written for SVG: 125 → "12.5", 120 → "12".
fn dec(tenths: i32) -> String {
    let sign = if tenths < 0 { "-" } else { "" };
    let (whole, frac) = (tenths.abs() / 10, tenths.abs() % 10);
    if frac == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{frac}")
    }
}

#[cfg(test)]
mod tests {
    use super::dec;

    /// Every picture is a few shapes, whatever the number of spots: the keyboard draws 40
    /// of them on the first screen, and a slow phone styles and lays out each shape.
    #[test]
    fn every_picture_is_a_few_shapes() {
        use crate::lang::Lang;
        use crate::tiles::Tile;
        let mut tiles: Vec<Option<Tile>> = vec![None];
        for notation in [
            "123456789m",
            "123456789p",
            "123456789s",
            "1234567z",
            "0m0p0s",
            "12345678f",
        ] {
            let parsed: crate::tiles::Tiles = notation.parse().expect("tiles");
            tiles.extend(parsed.as_slice().iter().map(|t| Some(*t)));
        }
        for tile in tiles {
            let markup = super::svg(tile, None, Lang::En);
            let shapes = markup.matches('<').count() - markup.matches("</").count();
            // The svg and the tile's body, then the face: at most a ring and a dot path
            // per colour (circles), or two stick paths and their joints (bamboos).
            assert!(shapes <= 8, "{tile:?}: {shapes} shapes");
        }
    }

    #[test]
    fn lengths_print_as_svg_numbers() {
        assert_eq!(dec(125), "12.5");
        assert_eq!(dec(120), "12");
        assert_eq!(dec(-17), "-1.7");
        assert_eq!(dec(3), "0.3");
    }
}
