//! Counting a winning hand's fans the Green Book way.
//!
//! Every reading of the hand is counted and the one with the highest total is kept. Within
//! a reading the principles of the Green Book decide what combines:
//!
//! - **Non-repeat**: a fan implied by a bigger one is not counted again (Big Three Dragons
//!   leaves out Dragon Pung, Full Flush leaves out No Honors, …) — see
//!   `exclusion::leave_out_implied`.
//! - **Non-separation**: a set is not split to make fans; the sets are those of the reading.
//! - **Non-identical / account once**: a set that already made a fan with other sets may
//!   combine with one more set only once; four chows make at most three two-chow fans, and
//!   fewer when a chow stands apart — see `families::chow_fans`.
//! - **Exclusion**: a fan built from sets already used by a bigger fan of the same kind is
//!   not counted (the chow left over after Pure Straight adds at most one two-chow fan).
//!
//! Flowers are counted apart and never count toward the 8-point minimum. Choices where the
//! book leaves room, as most MCR referees apply them: a concealed kong and a melded kong score
//! Concealed Kong + Melded Kong (3); a pung completed by a discard counts as claimed unless the
//! winning tile can be read into a concealed chow; Last Tile needs the other three of the
//! winning tile outside the winner's concealed hand; a wait on a tile the hand holds all four
//! of is no wait.
//!
//! Its rooms: `reading` counts each reading of the hand and keeps the best; `families` the
//! fans of the tiles, of what every set holds, and of chows and pungs together (non-identical,
//! account once, exclusion); `exclusion` what non-repeat leaves out; `tally` the counts of one
//! reading; `kinds` what a kind of tile is, asked of its [`Tile`].

mod exclusion;
mod families;
mod kinds;
mod reading;
mod tally;

use reading::Reading;

use super::fan::Fan;
use super::hand::McrHand;
use super::shape::{Form, Set};
use crate::riichi::MeldKind;
use crate::sets::{HandReading, ReadingText, SetKind, classify};
use crate::tiles::{Tile, Tiles};
use reading::Win;
use std::fmt;

/// A fan in a result, with how many times it counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FanCount {
    /// The fan.
    pub fan: Fan,
    /// How many times it is counted.
    pub count: u8,
}

impl FanCount {
    /// Its points: value × count.
    ///
    /// ```
    /// use mahjong_referee::mcr::{Fan, FanCount};
    /// assert_eq!(FanCount { fan: Fan::MixedDoubleChow, count: 2 }.points(), 2);
    /// ```
    pub fn points(&self) -> u16 {
        u16::from(self.fan.points()) * u16::from(self.count)
    }
}

/// What a shown hand is, for a false-hu ruling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Complete and worth at least 8 points without flowers: a valid hu.
    Valid,
    /// Complete, but under 8 points without flowers.
    Under8,
    /// Not a complete hand.
    NotComplete,
}

impl Verdict {
    /// `valid`, `under-8`, `not-complete`.
    ///
    /// ```
    /// use mahjong_referee::mcr::Verdict;
    /// assert_eq!(Verdict::Under8.code(), "under-8");
    /// ```
    pub const fn code(self) -> &'static str {
        match self {
            Verdict::Valid => "valid",
            Verdict::Under8 => "under-8",
            Verdict::NotComplete => "not-complete",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// What is wrong with a declared meld.
///
/// ```
/// use mahjong_referee::mcr::MeldFault;
/// use mahjong_referee::sets::SetKind;
/// assert_eq!(MeldFault::MakesA(SetKind::Pung).to_string(), "the tiles make a pung");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MeldFault {
    /// Its tiles are no group of tiles (more copies than a set has).
    Tiles(crate::tiles::ParseTilesError),
    /// They make no set.
    NotASet(crate::sets::NotASet),
    /// They make another set than the one declared.
    MakesA(SetKind),
}

impl fmt::Display for MeldFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MeldFault::Tiles(e) => e.fmt(f),
            MeldFault::NotASet(e) => e.fmt(f),
            MeldFault::MakesA(kind) => write!(f, "the tiles make a {}", kind.name()),
        }
    }
}

/// Why a shown hand is not complete.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotComplete {
    /// The tiles do not number 14 (a kong counting as three).
    TileCount {
        /// How many there are, the winning tile included.
        tiles: usize,
    },
    /// A declared meld is not the set it was declared as.
    FalseMeld {
        /// Which meld, from 1.
        meld: usize,
        /// What it was declared as.
        declared: MeldKind,
        /// What it is.
        why: MeldFault,
    },
    /// Fourteen tiles that make no winning shape.
    NoShape,
}

impl fmt::Display for NotComplete {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotComplete::TileCount { tiles } => write!(
                f,
                "{tiles} tiles with the winning one: a complete hand has 14 (a kong counting as 3)"
            ),
            NotComplete::FalseMeld {
                meld,
                declared,
                why,
            } => write!(f, "meld {meld}, declared {}: {why}", declared.name()),
            NotComplete::NoShape => f.write_str(
                "the tiles make no winning shape (four sets and a pair, seven pairs, thirteen orphans, knitted hands)",
            ),
        }
    }
}

/// The analysis of a shown MCR hand.
///
/// ```
/// use mahjong_referee::mcr::{McrHand, McrReport, Verdict, Fan};
/// let hand: McrHand = r#"{"concealed": "123m456m789m12p55z", "win": "3p"}"#.parse().unwrap();
/// let report = McrReport::of(&hand);
/// assert_eq!(report.verdict, Verdict::Valid);
/// // Pure Straight, Concealed Hand, Mixed Double Chow (123m with 123p), One Voided Suit, Edge Wait
/// assert_eq!(report.fan, 16 + 2 + 1 + 1 + 1);
/// assert!(report.fans.iter().any(|f| f.fan == Fan::EdgeWait));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct McrReport {
    /// Points without flowers (what the 8-point minimum is checked on).
    pub fan: u16,
    /// Flowers and seasons (1 point each, on top).
    pub flowers: u8,
    /// The fans counted, in the Green Book's order; Flower Tiles last when there are any.
    pub fans: Vec<FanCount>,
    /// Valid, under 8, or not complete.
    pub verdict: Verdict,
    /// Why the hand is not complete, when it is not.
    pub not_complete: Option<NotComplete>,
    /// The reading the fans were counted on, set by set (its text,
    /// [`McrReport::reading_text`]: declared sets in `[…]`, concealed kongs in `(…)`, then the
    /// concealed sets and the pair; or the special hand's name); `None` when not complete.
    pub reading: Option<HandReading>,
    /// The tiles the hand was waiting on before the winning tile.
    pub waits: Vec<Tile>,
    /// Whether the winning tile was drawn (it decides who pays, [`McrReport::payments`]).
    pub self_drawn: bool,
}

/// Who pays a valid hu: each player 8 points, and the fan total (flowers included) on top
/// from the discarder, or from each player when the tile was drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HuPayments {
    /// The tile was drawn: each of the three pays `each`.
    pub self_drawn: bool,
    /// What the discarder pays (8 and the total); `None` when self-drawn.
    pub discarder: Option<u16>,
    /// What each other player pays: 8, or 8 and the total when self-drawn.
    pub each: u16,
}

impl McrReport {
    /// Who pays this hu, when it is valid: the discarder 8 + the points (flowers included)
    /// and the other two 8 each; self-drawn, each of the three 8 + the points.
    ///
    /// ```
    /// use mahjong_referee::mcr::{McrHand, McrReport};
    /// let ron: McrHand = r#"{"concealed": "123m456p789s5s", "melds": [{"kind": "pung", "tiles": "777z"}], "win": "5s", "flowers": 2}"#.parse().unwrap();
    /// let r = McrReport::of(&ron);
    /// let p = r.payments().unwrap();
    /// assert_eq!((r.total(), p.discarder, p.each), (r.total(), Some(8 + r.total()), 8));
    /// let drawn: McrHand = r#"{"concealed": "123m456p789s5s", "melds": [{"kind": "pung", "tiles": "777z"}], "win": "5s", "selfDrawn": true}"#.parse().unwrap();
    /// let r = McrReport::of(&drawn);
    /// assert_eq!(r.payments().unwrap().each, 8 + r.total());
    /// ```
    pub fn payments(&self) -> Option<HuPayments> {
        if self.verdict != Verdict::Valid {
            return None;
        }
        let with_points = 8u16.saturating_add(self.total());
        Some(if self.self_drawn {
            HuPayments {
                self_drawn: true,
                discarder: None,
                each: with_points,
            }
        } else {
            HuPayments {
                self_drawn: false,
                discarder: Some(with_points),
                each: 8,
            }
        })
    }
}

impl McrReport {
    /// Analyses a shown hand: every reading counted, the best kept, and the verdict.
    ///
    /// ```
    /// use mahjong_referee::mcr::{McrHand, McrReport, Verdict};
    /// let shown: McrHand = r#"{"concealed": "123m456p789s1122z", "win": "3z"}"#.parse().unwrap();
    /// let r = McrReport::of(&shown);
    /// assert_eq!(r.verdict, Verdict::NotComplete);
    /// assert_eq!(r.not_complete.unwrap().to_string(), "the tiles make no winning shape (four sets and a pair, seven pairs, thirteen orphans, knitted hands)");
    /// ```
    pub fn of(hand: &McrHand) -> McrReport {
        let refuse = |why: NotComplete| McrReport {
            fan: 0,
            flowers: hand.flowers,
            fans: Vec::new(),
            verdict: Verdict::NotComplete,
            not_complete: Some(why),
            reading: None,
            waits: Vec::new(),
            self_drawn: hand.self_drawn,
        };
        let mut melds = Vec::with_capacity(hand.melds.len());
        for (i, m) in hand.melds.iter().enumerate() {
            match meld_set(m.kind, &m.tiles) {
                Ok(set) => melds.push(set),
                Err(why) => {
                    return refuse(NotComplete::FalseMeld {
                        meld: i + 1,
                        declared: m.kind,
                        why,
                    });
                }
            }
        }
        if hand.size() != 13 || melds.len() > 4 {
            return refuse(NotComplete::TileCount {
                tiles: hand.concealed.len()
                    + 1
                    + hand.melds.iter().map(|m| m.tiles.len()).sum::<usize>(),
            });
        }
        let win = Win::new(hand, melds);
        // No reading at all: the tiles make no winning shape.
        let (tally, reading) = win.best();
        if reading == Reading::None {
            let mut r = refuse(NotComplete::NoShape);
            r.waits = win.wait_tiles();
            return r;
        }
        let fan = tally.points();
        let mut fans: Vec<FanCount> = Fan::ALL
            .iter()
            .filter(|&&f| tally.has(f))
            .map(|&f| FanCount {
                fan: f,
                count: tally.get(f),
            })
            .collect();
        if hand.flowers > 0 {
            fans.push(FanCount {
                fan: Fan::FlowerTiles,
                count: hand.flowers,
            });
        }
        McrReport {
            fan,
            flowers: hand.flowers,
            fans,
            verdict: if fan >= 8 {
                Verdict::Valid
            } else {
                Verdict::Under8
            },
            not_complete: None,
            reading: win.lay_out(reading),
            waits: win.wait_tiles(),
            self_drawn: hand.self_drawn,
        }
    }

    /// The reading's text, as the JSON gives it: `[777z] 123m 456p 789s 55s`, or a special
    /// hand's name; empty when the hand is not complete.
    ///
    /// ```
    /// use mahjong_referee::mcr::{McrHand, McrReport};
    /// let hand: McrHand = r#"{"concealed": "1122m3344p5566s7z", "win": "7z"}"#.parse().unwrap();
    /// assert_eq!(McrReport::of(&hand).reading_text(), "seven pairs");
    /// ```
    pub fn reading_text(&self) -> String {
        self.reading
            .as_ref()
            .map(|r| r.text(ReadingText::Mcr))
            .unwrap_or_default()
    }

    /// Points with flowers.
    ///
    /// ```
    /// use mahjong_referee::mcr::{McrHand, McrReport};
    /// let hand: McrHand = r#"{"concealed": "123m456m789m12p55z", "win": "3p", "flowers": 2}"#.parse().unwrap();
    /// assert_eq!(McrReport::of(&hand).total(), 23);
    /// ```
    pub fn total(&self) -> u16 {
        self.fan + u16::from(self.flowers)
    }
}

/// A declared meld as a set, or why it is not the set declared.
fn meld_set(kind: MeldKind, tiles: &[Tile]) -> Result<Set, MeldFault> {
    let group = Tiles::new(tiles.to_vec()).map_err(MeldFault::Tiles)?;
    let found = classify(&group).map_err(MeldFault::NotASet)?;
    let (form, wanted) = match kind {
        MeldKind::Chow => (Form::Chow, SetKind::Chow),
        MeldKind::Pung => (Form::Pung, SetKind::Pung),
        MeldKind::OpenKong | MeldKind::ConcealedKong => (Form::Kong, SetKind::Kong),
    };
    if found != wanted {
        return Err(MeldFault::MakesA(found));
    }
    let low = tiles.iter().filter_map(|t| t.kind()).min().unwrap_or(0) as u8;
    Ok(Set {
        form,
        kind: low,
        declared: true,
        claimed: kind != MeldKind::ConcealedKong,
    })
}
