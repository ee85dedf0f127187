//! Tile pictures, drawn here as SVG: every tile, the red fives, flowers, seasons and the
//! back. Drawn on a 30 × 40 grid and legible from 32 px wide; each picture carries the
//! tile's name for screen readers.

use crate::tiles::{Dragon, Suit, Tile, TileClass};
use yew::prelude::*;

const INK: &str = "#1b2a3a";
const RED: &str = "#c0262d";
const GREEN: &str = "#13774a";
const BLUE: &str = "#1f5aa6";

/// A tile's face as an SVG image, named for screen readers; `None` draws the back. Used
/// inside a component's `html!` as `{ tile_svg(Some(tile)) }`.
pub fn tile_svg(tile: Option<Tile>) -> Html {
    let (label, face) = match tile {
        Some(t) => (t.name(), face(t)),
        None => ("tile back".to_string(), back()),
    };
    let body = if tile.is_some() { "#fbf7ec" } else { "#1f7a6d" };
    html! {
        <svg class="tile-svg" viewBox="0 0 30 40" role="img" aria-label={label.clone()}>
            <title>{label}</title>
            <rect x="0.75" y="0.75" width="28.5" height="38.5" rx="3.5"
                fill={body} stroke="#7d7563" stroke-width="1.5" />
            {face}
        </svg>
    }
}

fn face(tile: Tile) -> Html {
    match tile.class() {
        TileClass::Suited {
            suit: Suit::Pin,
            number,
            red,
        } => pins(number, red),
        TileClass::Suited {
            suit: Suit::Sou,
            number,
            red,
        } => sticks(number, red),
        TileClass::Suited {
            suit: Suit::Man,
            number,
            red,
        } => characters(number, red),
        TileClass::Wind(w) => letter(&w.letter().to_string(), INK, 23.0),
        TileClass::Dragon(Dragon::White) => html! {
            <rect x="6" y="7" width="18" height="26" rx="1.5" fill="none" stroke={BLUE} stroke-width="2.6" />
        },
        TileClass::Dragon(Dragon::Green) => letter("G", GREEN, 23.0),
        TileClass::Dragon(Dragon::Red) => html! {
            <g fill="none" stroke={RED} stroke-width="2.8" stroke-linecap="round">
                <rect x="7.5" y="13" width="15" height="11" rx="1" />
                <path d="M15 6 V35" />
            </g>
        },
        TileClass::Flower(n) => bonus(n, "#c2457a", true),
        TileClass::Season(n) => bonus(n, "#c46a0a", false),
    }
}

fn letter(text: &str, colour: &'static str, size: f32) -> Html {
    html! {
        <text x="15" y="28" text-anchor="middle" font-size={size.to_string()} font-weight="700"
            font-family="system-ui, sans-serif" fill={colour}>{text.to_string()}</text>
    }
}

/// Circles in the usual layouts; the red five is all red.
fn pins(n: u8, red: bool) -> Html {
    let spots: &[(f32, f32)] = match n {
        1 => &[(15.0, 20.0)],
        2 => &[(15.0, 11.0), (15.0, 29.0)],
        3 => &[(8.5, 9.0), (15.0, 20.0), (21.5, 31.0)],
        4 => &[(9.5, 12.0), (20.5, 12.0), (9.5, 28.0), (20.5, 28.0)],
        5 => &[
            (9.0, 10.0),
            (21.0, 10.0),
            (15.0, 20.0),
            (9.0, 30.0),
            (21.0, 30.0),
        ],
        6 => &[
            (10.0, 9.0),
            (20.0, 9.0),
            (10.0, 20.0),
            (20.0, 20.0),
            (10.0, 31.0),
            (20.0, 31.0),
        ],
        7 => &[
            (7.5, 7.5),
            (15.0, 11.5),
            (22.5, 15.5),
            (10.0, 24.5),
            (20.0, 24.5),
            (10.0, 33.0),
            (20.0, 33.0),
        ],
        8 => &[
            (10.0, 7.0),
            (20.0, 7.0),
            (10.0, 15.5),
            (20.0, 15.5),
            (10.0, 24.5),
            (20.0, 24.5),
            (10.0, 33.0),
            (20.0, 33.0),
        ],
        _ => &[
            (8.0, 9.0),
            (15.0, 9.0),
            (22.0, 9.0),
            (8.0, 20.0),
            (15.0, 20.0),
            (22.0, 20.0),
            (8.0, 31.0),
            (15.0, 31.0),
            (22.0, 31.0),
        ],
    };
    let r = match n {
        1 => 8.5,
        2 => 6.0,
        3..=5 => 5.0,
        6 => 4.4,
        _ => 3.6,
    };
    html! {
        <g>
            { for spots.iter().enumerate().map(|(i, &(x, y))| {
                let colour = if red { RED } else { pin_colour(n, i) };
                html! {
                    <g>
                        <circle cx={x.to_string()} cy={y.to_string()} r={format!("{r}")} fill="none" stroke={colour} stroke-width="1.8" />
                        <circle cx={x.to_string()} cy={y.to_string()} r={format!("{}", r * 0.45)} fill={colour} />
                    </g>
                }
            }) }
        </g>
    }
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
fn sticks(n: u8, red: bool) -> Html {
    if n == 1 {
        let body = if red { RED } else { GREEN };
        return html! {
            <g>
                <ellipse cx="15" cy="25" rx="7" ry="9" fill={body} />
                <circle cx="15" cy="12" r="4.5" fill={RED} />
                <path d="M19 11 L24 13 L19 14 Z" fill="#d4a017" />
                <path d="M10 31 L6 36 M20 31 L24 36" stroke={body} stroke-width="2" />
            </g>
        };
    }
    let spots: &[(f32, f32)] = match n {
        2 => &[(15.0, 12.0), (15.0, 28.0)],
        3 => &[(15.0, 12.0), (9.5, 28.0), (20.5, 28.0)],
        4 => &[(9.5, 12.0), (20.5, 12.0), (9.5, 28.0), (20.5, 28.0)],
        5 => &[
            (8.0, 12.0),
            (22.0, 12.0),
            (15.0, 20.0),
            (8.0, 28.0),
            (22.0, 28.0),
        ],
        6 => &[
            (8.0, 12.0),
            (15.0, 12.0),
            (22.0, 12.0),
            (8.0, 28.0),
            (15.0, 28.0),
            (22.0, 28.0),
        ],
        7 => &[
            (15.0, 8.0),
            (8.0, 20.0),
            (15.0, 20.0),
            (22.0, 20.0),
            (8.0, 32.0),
            (15.0, 32.0),
            (22.0, 32.0),
        ],
        8 => &[
            (6.5, 12.0),
            (12.0, 12.0),
            (18.0, 12.0),
            (23.5, 12.0),
            (6.5, 28.0),
            (12.0, 28.0),
            (18.0, 28.0),
            (23.5, 28.0),
        ],
        _ => &[
            (8.0, 8.0),
            (15.0, 8.0),
            (22.0, 8.0),
            (8.0, 20.0),
            (15.0, 20.0),
            (22.0, 20.0),
            (8.0, 32.0),
            (15.0, 32.0),
            (22.0, 32.0),
        ],
    };
    let tall = if n >= 7 { 9.0 } else { 12.0 };
    html! {
        <g>
            { for spots.iter().enumerate().map(|(i, &(x, y))| {
                let colour = if red || stick_is_red(n, i) { RED } else { GREEN };
                html! {
                    <g>
                        <rect x={format!("{}", x - 1.7)} y={format!("{}", y - tall / 2.0)} width="3.4"
                            height={tall.to_string()} rx="1.6" fill={colour} />
                        <path d={format!("M{} {} H{}", x - 1.7, y, x + 1.7)} stroke="#fbf7ec" stroke-width="0.8" />
                    </g>
                }
            }) }
        </g>
    }
}

fn stick_is_red(n: u8, i: usize) -> bool {
    matches!((n, i), (5, 2) | (7, 0) | (9, 1) | (9, 4) | (9, 7))
}

/// The number over a red 万 (man, ten thousand); the red five has a red number.
fn characters(n: u8, red: bool) -> Html {
    let number = if red { RED } else { INK };
    html! {
        <g>
            <text x="15" y="19" text-anchor="middle" font-size="17" font-weight="700"
                font-family="system-ui, sans-serif" fill={number}>{n.to_string()}</text>
            <g fill="none" stroke={RED} stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">
                <path d="M7 24 H23" />
                <path d="M13.5 24 C13.5 30 11.5 33.5 7.5 35.5" />
                <path d="M13 29 H21 C21 33 20 35.5 16.5 35.5" />
            </g>
        </g>
    }
}

/// A flower (petals) or a season (a sun), with its number 1–4.
fn bonus(n: u8, colour: &'static str, petals: bool) -> Html {
    let emblem = if petals {
        html! {
            <g fill={colour}>
                { for (0..5u8).map(|k| {
                    let a = f32::from(k) * std::f32::consts::TAU / 5.0;
                    html! { <circle cx={format!("{:.2}", 15.0 + 5.0 * a.sin())} cy={format!("{:.2}", 24.0 - 5.0 * a.cos())} r="3.6" /> }
                }) }
                <circle cx="15" cy="24" r="2.4" fill="#f3d34a" />
            </g>
        }
    } else {
        html! {
            <g stroke={colour} stroke-width="1.8" fill={colour}>
                <circle cx="15" cy="24" r="5" />
                { for (0..8u8).map(|k| {
                    let a = f32::from(k) * std::f32::consts::TAU / 8.0;
                    html! { <path d={format!("M{:.2} {:.2} L{:.2} {:.2}", 15.0 + 7.0 * a.sin(), 24.0 - 7.0 * a.cos(), 15.0 + 10.0 * a.sin(), 24.0 - 10.0 * a.cos())} /> }
                }) }
            </g>
        }
    };
    html! {
        <g>
            <text x="15" y="12" text-anchor="middle" font-size="10" font-weight="700"
                font-family="system-ui, sans-serif" fill={colour}>{n.to_string()}</text>
            {emblem}
        </g>
    }
}

fn back() -> Html {
    html! { <rect x="4" y="4" width="22" height="32" rx="2" fill="none" stroke="#9fd3c7" stroke-width="1.5" /> }
}
