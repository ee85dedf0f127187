//! Points of a riichi win: han and fu to a payment, with the limits.
//!
//! Base points are fu × 2^(han+2), up to mangan (2000) at 5 han or when the base reaches
//! 2000; haneman 3000 (6–7 han), baiman 4000 (8–10), sanbaiman 6000 (11 and more, counted
//! han never make a yakuman), yakuman 8000. A discard's player pays 4× base (6× to the
//! dealer); on a self-drawn win the dealer pays 2× base and the others 1× (2× each when the
//! dealer wins). Payments round up to 100. Yakuman do not add up.

use super::hand::Hand;
use super::yaku::{WinConditions, Yaku, best_reading};
use crate::sets::{HandReading, ReadingText};
use crate::tiles::{ParseTilesError, Tile, Tiles};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The limit a hand reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    /// 5 han, or base 2000.
    Mangan,
    /// 6–7 han.
    Haneman,
    /// 8–10 han.
    Baiman,
    /// 11 han and more.
    Sanbaiman,
    /// A yakuman.
    Yakuman,
}

impl Limit {
    /// `mangan`, `haneman`, `baiman`, `sanbaiman`, `yakuman`.
    ///
    /// ```
    /// use mahjong_referee::riichi::Limit;
    /// assert_eq!(Limit::Baiman.name(), "baiman");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Limit::Mangan => "mangan",
            Limit::Haneman => "haneman",
            Limit::Baiman => "baiman",
            Limit::Sanbaiman => "sanbaiman",
            Limit::Yakuman => "yakuman",
        }
    }
}

/// Base points and the limit reached, if any.
///
/// ```
/// use mahjong_referee::riichi::{base_points, Limit};
/// assert_eq!(base_points(1, 30, false), (240, None));
/// assert_eq!(base_points(4, 40, false), (2000, Some(Limit::Mangan)));
/// assert_eq!(base_points(13, 30, false), (6000, Some(Limit::Sanbaiman)));
/// assert_eq!(base_points(13, 30, true), (8000, Some(Limit::Yakuman)));
/// ```
pub fn base_points(han: u8, fu: u8, yakuman: bool) -> (u32, Option<Limit>) {
    if yakuman {
        return (8000, Some(Limit::Yakuman));
    }
    match han {
        11.. => (6000, Some(Limit::Sanbaiman)),
        8..=10 => (4000, Some(Limit::Baiman)),
        6..=7 => (3000, Some(Limit::Haneman)),
        5 => (2000, Some(Limit::Mangan)),
        _ => {
            let base = u32::from(fu) << (2 + u32::from(han));
            if base >= 2000 {
                (2000, Some(Limit::Mangan))
            } else {
                (base, None)
            }
        }
    }
}

fn up_to_100(points: u32) -> u32 {
    points.div_ceil(100) * 100
}

/// Who pays what for a win.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Payments {
    /// The discarder pays this (a win on a discard).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ron: Option<u32>,
    /// On a self-drawn win, what the dealer pays (each player, when the dealer wins).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tsumo_dealer: Option<u32>,
    /// On a self-drawn win by a non-dealer, what each non-dealer pays.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tsumo_others: Option<u32>,
    /// All the winner receives.
    pub total: u32,
}

/// The payments for base points.
///
/// ```
/// use mahjong_referee::riichi::payments;
/// assert_eq!(payments(2000, true, false).ron, Some(12000));
/// let p = payments(2000, false, true);
/// assert_eq!((p.tsumo_dealer, p.tsumo_others, p.total), (Some(4000), Some(2000), 8000));
/// ```
pub fn payments(base: u32, dealer: bool, tsumo: bool) -> Payments {
    match (tsumo, dealer) {
        (false, _) => {
            let ron = up_to_100(base * if dealer { 6 } else { 4 });
            Payments {
                ron: Some(ron),
                tsumo_dealer: None,
                tsumo_others: None,
                total: ron,
            }
        }
        (true, true) => {
            let each = up_to_100(base * 2);
            Payments {
                ron: None,
                tsumo_dealer: Some(each),
                tsumo_others: None,
                total: each * 3,
            }
        }
        (true, false) => {
            let dealer_pays = up_to_100(base * 2);
            let others = up_to_100(base);
            Payments {
                ron: None,
                tsumo_dealer: Some(dealer_pays),
                tsumo_others: Some(others),
                total: dealer_pays + others * 2,
            }
        }
    }
}

/// A riichi win as it arrives (JSON or JS), winds as `E`, `S`, `W`, `N`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WinInput {
    /// The hand without the winning tile, hand notation (melds in brackets).
    pub hand: String,
    /// The winning tile.
    pub win: String,
    /// Self-drawn.
    #[serde(default)]
    pub tsumo: bool,
    /// Riichi declared.
    #[serde(default)]
    pub riichi: bool,
    /// Double riichi.
    #[serde(default)]
    pub double_riichi: bool,
    /// Ippatsu.
    #[serde(default)]
    pub ippatsu: bool,
    /// Seat wind, `E` (dealer) by default.
    #[serde(default = "east")]
    pub seat_wind: String,
    /// Round wind, `E` by default.
    #[serde(default = "east")]
    pub round_wind: String,
    /// Dora count.
    #[serde(default)]
    pub dora: u8,
    /// The last tile of the wall (haitei on tsumo, houtei on ron).
    #[serde(default)]
    pub last_tile: bool,
    /// On a kong's replacement tile.
    #[serde(default)]
    pub rinshan: bool,
    /// Robbing a kong.
    #[serde(default)]
    pub chankan: bool,
    /// On the first draw, no call before (tenhou/chiihou).
    #[serde(default)]
    pub first_draw: bool,
}

fn east() -> String {
    "E".into()
}

/// Why a win cannot be scored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WinError {
    /// The hand.
    Hand(super::HandError),
    /// The winning tile.
    Win(ParseTilesError),
    /// A wind that is not E, S, W or N.
    Wind {
        /// The field.
        field: &'static str,
        /// What was given.
        given: String,
    },
    /// The hand without the winning tile must be 13 tiles (kongs counting three).
    Size {
        /// What it is.
        size: usize,
    },
    /// Riichi or double riichi declared with an open hand.
    RiichiOpen,
    /// The winning tile would be a fifth copy.
    FifthTile {
        /// The tile.
        tile: Tile,
    },
}

impl fmt::Display for WinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WinError::Hand(e) => write!(f, "field 'hand': {e}"),
            WinError::Win(e) => write!(f, "field 'win': {e}"),
            WinError::Wind { field, given } => {
                write!(f, "field '{field}': '{given}' is not a wind (E, S, W or N)")
            }
            WinError::Size { size } => write!(
                f,
                "field 'hand': {size} tiles; a hand before its winning tile has 13 (a kong counts three)"
            ),
            WinError::RiichiOpen => f.write_str("riichi cannot be declared with an open hand"),
            WinError::FifthTile { tile } => write!(f, "field 'win': a fifth {tile}"),
        }
    }
}

impl std::error::Error for WinError {}

/// One yaku in a report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct YakuReport {
    /// Its name.
    pub name: &'static str,
    /// Its han in this hand.
    pub han: u8,
}

/// `mjref riichi-win`: is the win valid (does it have a yaku), and what it is worth.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WinReport {
    /// A complete hand with at least one yaku.
    pub valid: bool,
    /// Why not, when not valid.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<&'static str>,
    /// The yaku of the best reading.
    pub yaku: Vec<YakuReport>,
    /// Han including dora (0 when not valid).
    pub han: u8,
    /// Dora counted.
    pub dora: u8,
    /// Fu.
    pub fu: u8,
    /// The limit reached.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<&'static str>,
    /// The winner is the dealer (east).
    pub dealer: bool,
    /// What is paid (absent when not valid).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub points: Option<Payments>,
    /// The reading scored, set by set; `None` when the hand is not complete. Its JSON is its
    /// text ([`ReadingText::Riichi`]: `1m2m3m 4p5p6p [7z7z7z] 9m9m`), empty when `None`.
    #[serde(serialize_with = "reading_text")]
    pub reading: Option<HandReading>,
}

/// A reading as its text, as the JSON has always given it.
fn reading_text<S: serde::Serializer>(
    reading: &Option<HandReading>,
    s: S,
) -> Result<S::Ok, S::Error> {
    s.serialize_str(
        &reading
            .as_ref()
            .map(|r| r.text(ReadingText::Riichi))
            .unwrap_or_default(),
    )
}

fn wind(field: &'static str, text: &str) -> Result<u8, WinError> {
    match text.trim().to_ascii_uppercase().as_str() {
        "E" | "EAST" => Ok(0),
        "S" | "SOUTH" => Ok(1),
        "W" | "WEST" => Ok(2),
        "N" | "NORTH" => Ok(3),
        _ => Err(WinError::Wind {
            field,
            given: text.to_string(),
        }),
    }
}

impl WinReport {
    /// Scores a win.
    ///
    /// ```
    /// use mahjong_referee::riichi::{WinInput, WinReport};
    /// let w: WinInput = serde_json::from_str(r#"{"hand":"123m456p789s23s55z","win":"1s","seatWind":"S"}"#).unwrap();
    /// let r = WinReport::of(&w).unwrap();
    /// assert!(!r.valid, "closed, won on a discard, no riichi, a dragon pair: no yaku");
    /// assert_eq!(r.reason, Some("no yaku"));
    /// ```
    pub fn of(input: &WinInput) -> Result<WinReport, WinError> {
        let hand: Hand = input.hand.parse().map_err(WinError::Hand)?;
        let win: Tile = input.win.parse().map_err(WinError::Win)?;
        if hand.size() != 13 {
            return Err(WinError::Size { size: hand.size() });
        }
        if (input.riichi || input.double_riichi) && hand.is_open() {
            return Err(WinError::RiichiOpen);
        }
        let mut all = hand.concealed.clone();
        for m in &hand.melds {
            all.extend(&m.tiles);
        }
        all.push(win);
        if Tiles::new(all).is_err() {
            return Err(WinError::FifthTile { tile: win.plain() });
        }
        let cond = WinConditions {
            tsumo: input.tsumo,
            riichi: input.riichi,
            double_riichi: input.double_riichi,
            ippatsu: input.ippatsu,
            seat_wind: wind("seatWind", &input.seat_wind)?,
            round_wind: wind("roundWind", &input.round_wind)?,
            dora: input.dora,
            last_tile: input.last_tile,
            rinshan: input.rinshan,
            chankan: input.chankan,
            first_draw: input.first_draw,
        };
        Ok(WinReport::score(&hand, win, &cond))
    }

    /// Scores a validated win: the best reading, its yaku, han with dora, fu and payments.
    ///
    /// ```
    /// use mahjong_referee::riichi::{Hand, WinConditions, WinReport};
    /// let hand: Hand = "123m456p789s23s99m".parse().unwrap();
    /// let cond = WinConditions { tsumo: true, seat_wind: 1, ..WinConditions::default() };
    /// let r = WinReport::score(&hand, "4s".parse().unwrap(), &cond);
    /// assert_eq!((r.han, r.fu, r.points.unwrap().total), (2, 20, 1500));
    /// // Several yakuman are each named, and make one limit: they do not add up.
    /// let honours: Hand = "111z555z666z777z2z".parse().unwrap();
    /// let r = WinReport::score(&honours, "2z".parse().unwrap(), &WinConditions { seat_wind: 1, ..WinConditions::default() });
    /// let names: Vec<&str> = r.yaku.iter().map(|y| y.name).collect();
    /// assert!(names.contains(&"daisangen") && names.contains(&"tsuuiisou"), "{names:?}");
    /// assert_eq!((r.han, r.limit, r.points.unwrap().total), (13, Some("yakuman"), 32000));
    /// ```
    pub fn score(hand: &Hand, win: Tile, cond: &WinConditions) -> WinReport {
        let dealer = cond.seat_wind == 0;
        let Some(best) = best_reading(hand, win, cond) else {
            return WinReport {
                valid: false,
                reason: Some("not a complete hand"),
                yaku: vec![],
                han: 0,
                dora: cond.dora,
                fu: 0,
                limit: None,
                dealer,
                points: None,
                reading: None,
            };
        };
        let yaku: Vec<YakuReport> = best
            .yaku
            .iter()
            .map(|(y, h)| YakuReport {
                name: y.name(),
                han: *h,
            })
            .collect();
        if yaku.is_empty() {
            return WinReport {
                valid: false,
                reason: Some("no yaku"),
                yaku,
                han: 0,
                dora: cond.dora,
                fu: best.fu,
                limit: None,
                dealer,
                points: None,
                reading: Some(best.reading),
            };
        }
        let yakuman = best.yaku.iter().any(|(y, _)| Yaku::is_yakuman(*y));
        let han = if yakuman {
            13
        } else {
            best.yaku_han.saturating_add(cond.dora)
        };
        let (base, limit) = base_points(han, best.fu, yakuman);
        WinReport {
            valid: true,
            reason: None,
            yaku,
            han,
            dora: cond.dora,
            fu: best.fu,
            limit: limit.map(Limit::name),
            dealer,
            points: Some(payments(base, dealer, cond.tsumo)),
            reading: Some(best.reading),
        }
    }
}
