//! What a group of tiles is: a chow, a pung, a kong, a pair, or not a set, and why.

use crate::tiles::{Tile, TileClass, Tiles};
use std::fmt;

/// The sets a group of tiles can be.
///
/// ```
/// use mahjong_referee::sets::{classify, SetKind};
/// assert_eq!(classify(&"456m".parse().unwrap()), Ok(SetKind::Chow));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SetKind {
    /// Three in a row of one suit.
    Chow,
    /// Three alike.
    Pung,
    /// Four alike.
    Kong,
    /// Two alike.
    Pair,
}

impl SetKind {
    /// The name used in the JSON output and the documents: `chow`, `pung`, `kong`, `pair`.
    ///
    /// ```
    /// use mahjong_referee::sets::SetKind;
    /// assert_eq!(SetKind::Kong.name(), "kong");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            SetKind::Chow => "chow",
            SetKind::Pung => "pung",
            SetKind::Kong => "kong",
            SetKind::Pair => "pair",
        }
    }

    /// Whether a player may meld it by claiming or declaring (a pair is only ever part of a
    /// complete hand).
    ///
    /// ```
    /// use mahjong_referee::sets::SetKind;
    /// assert!(SetKind::Pung.is_meld());
    /// assert!(!SetKind::Pair.is_meld());
    /// ```
    pub const fn is_meld(self) -> bool {
        !matches!(self, SetKind::Pair)
    }
}

impl fmt::Display for SetKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a group of tiles is not a set.
///
/// ```
/// use mahjong_referee::sets::{classify, NotASet};
/// assert_eq!(classify(&"232z".parse().unwrap()), Err(NotASet::WindsDiffer));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NotASet {
    /// No tiles.
    Empty,
    /// One tile alone.
    OneTile,
    /// Five or more tiles.
    TooMany {
        /// How many.
        count: usize,
    },
    /// A flower or season is in the group.
    BonusTile,
    /// Two tiles that differ.
    PairDiffers,
    /// Three number tiles of one suit, neither a run nor alike.
    NotRunNorAlike,
    /// Three number tiles that would be a run if 9 were followed by 1.
    Wraps,
    /// Number tiles of different suits, or number tiles with honours.
    MixedSuits,
    /// Three different honours.
    HonourRun,
    /// Winds, not all the same one.
    WindsDiffer,
    /// Dragons, not all the same one.
    DragonsDiffer,
    /// Winds mixed with dragons.
    HonoursDiffer,
    /// Four tiles not all alike.
    FourNotAlike,
}

impl fmt::Display for NotASet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotASet::Empty => f.write_str("no tiles"),
            NotASet::OneTile => f.write_str("one tile alone is not a set"),
            NotASet::TooMany { count } => {
                write!(f, "{count} tiles: a set has at most four")
            }
            NotASet::BonusTile => f.write_str("flowers and seasons never form a set"),
            NotASet::PairDiffers => f.write_str("two tiles make a pair only if alike"),
            NotASet::NotRunNorAlike => f.write_str("not three in a row and not three alike"),
            NotASet::Wraps => f.write_str("sequences do not wrap"),
            NotASet::MixedSuits => f.write_str("mixed suits"),
            NotASet::HonourRun => f.write_str("honours never form a chow"),
            NotASet::WindsDiffer => f.write_str("winds differ"),
            NotASet::DragonsDiffer => f.write_str("dragons differ"),
            NotASet::HonoursDiffer => f.write_str("winds and dragons mixed"),
            NotASet::FourNotAlike => f.write_str("four tiles make a kong only if all alike"),
        }
    }
}

impl std::error::Error for NotASet {}

/// Says what a group of tiles is. Red fives count as fives.
///
/// ```
/// use mahjong_referee::sets::{classify, NotASet, SetKind};
/// assert_eq!(classify(&"777z".parse().unwrap()), Ok(SetKind::Pung));
/// assert_eq!(classify(&"1111p".parse().unwrap()), Ok(SetKind::Kong));
/// assert_eq!(classify(&"891m".parse().unwrap()), Err(NotASet::Wraps));
/// assert_eq!(classify(&"123z".parse().unwrap()), Err(NotASet::HonourRun));
/// ```
pub fn classify(group: &Tiles) -> Result<SetKind, NotASet> {
    let tiles = group.as_slice();
    if tiles.iter().any(|t| t.is_bonus()) {
        return Err(NotASet::BonusTile);
    }
    let first = match tiles.first() {
        Some(t) => t.plain(),
        None => return Err(NotASet::Empty),
    };
    let all_alike = tiles.iter().all(|t| t.plain() == first);
    match (tiles.len(), all_alike) {
        (1, _) => Err(NotASet::OneTile),
        (2, true) => Ok(SetKind::Pair),
        (2, false) => Err(NotASet::PairDiffers),
        (3, true) => Ok(SetKind::Pung),
        (3, false) => three_different(tiles),
        (4, true) => Ok(SetKind::Kong),
        (4, false) => Err(NotASet::FourNotAlike),
        (count, _) => Err(NotASet::TooMany { count }),
    }
}

/// Three tiles, not all alike: a chow or the reason it is none.
fn three_different(tiles: &[Tile]) -> Result<SetKind, NotASet> {
    let honours = tiles.iter().filter(|t| t.is_honour()).count();
    if honours == 3 {
        let winds = tiles
            .iter()
            .filter(|t| matches!(t.class(), TileClass::Wind(_)))
            .count();
        let mut kinds: Vec<Tile> = tiles.iter().map(|t| t.plain()).collect();
        crate::order::sort_small(&mut kinds);
        kinds.dedup();
        return Err(match (kinds.len(), winds) {
            (3, _) => NotASet::HonourRun,
            (_, 3) => NotASet::WindsDiffer,
            (_, 0) => NotASet::DragonsDiffer,
            _ => NotASet::HonoursDiffer,
        });
    }
    let suit = tiles[0].suit();
    if honours > 0 || tiles.iter().any(|t| t.suit() != suit) {
        return Err(NotASet::MixedSuits);
    }
    let mut numbers: Vec<u8> = tiles.iter().filter_map(|t| t.number()).collect();
    crate::order::sort_small(&mut numbers);
    if numbers[1] == numbers[0] + 1 && numbers[2] == numbers[1] + 1 {
        Ok(SetKind::Chow)
    } else if is_run_around_nine(&numbers) {
        Err(NotASet::Wraps)
    } else {
        Err(NotASet::NotRunNorAlike)
    }
}

/// 8 9 1 and 9 1 2: a run only if 1 followed 9.
fn is_run_around_nine(sorted: &[u8]) -> bool {
    matches!(sorted, [1, 8, 9] | [1, 2, 9])
}

/// A group as a referee reads it: the tiles, what they are, and why.
///
/// ```
/// use mahjong_referee::sets::SetCheck;
/// let check = SetCheck::new("southwestsouth".parse().unwrap());
/// assert_eq!(check.reason(), "S W S: winds differ");
/// let check = SetCheck::new("456m".parse().unwrap());
/// assert_eq!(check.reason(), "4m 5m 6m: a chow");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetCheck {
    /// The group as entered.
    pub tiles: Tiles,
    /// The set it is, or why it is none.
    pub result: Result<SetKind, NotASet>,
}

impl SetCheck {
    /// Checks a group.
    ///
    /// ```
    /// use mahjong_referee::sets::{SetCheck, SetKind};
    /// assert_eq!(SetCheck::new("2222s".parse().unwrap()).result, Ok(SetKind::Kong));
    /// ```
    pub fn new(tiles: Tiles) -> SetCheck {
        let result = classify(&tiles);
        SetCheck { tiles, result }
    }

    /// `chow`, `pung`, `kong`, `pair` or `none`.
    ///
    /// ```
    /// use mahjong_referee::sets::SetCheck;
    /// assert_eq!(SetCheck::new("445m".parse().unwrap()).kind_name(), "none");
    /// ```
    pub fn kind_name(&self) -> &'static str {
        self.result.map_or("none", SetKind::name)
    }

    /// Whether the group can stand as a melded set (chow, pung or kong).
    ///
    /// ```
    /// use mahjong_referee::sets::SetCheck;
    /// assert!(!SetCheck::new("55p".parse().unwrap()).is_meld());
    /// ```
    pub fn is_meld(&self) -> bool {
        self.result.is_ok_and(SetKind::is_meld)
    }

    /// The tiles and the verdict in plain words: `4m 4m 5m: not three in a row and not three
    /// alike`.
    ///
    /// ```
    /// use mahjong_referee::sets::SetCheck;
    /// assert_eq!(SetCheck::new("891m".parse().unwrap()).reason(), "8m 9m 1m: sequences do not wrap");
    /// ```
    pub fn reason(&self) -> String {
        let labels = self.tiles.short();
        match self.result {
            Ok(kind) => format!("{labels}: a {kind}"),
            Err(NotASet::Empty) => "no tiles".to_string(),
            Err(why) => format!("{labels}: {why}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(text: &str) -> Result<SetKind, NotASet> {
        classify(&text.parse().unwrap())
    }

    #[test]
    fn the_referee_examples() {
        assert_eq!(check("southwestsouth"), Err(NotASet::WindsDiffer));
        assert_eq!(check("4m4m5m"), Err(NotASet::NotRunNorAlike));
        assert_eq!(check("456m"), Ok(SetKind::Chow));
        assert_eq!(check("654m"), Ok(SetKind::Chow));
        assert_eq!(check("406m"), Ok(SetKind::Chow));
        assert_eq!(check("777z"), Ok(SetKind::Pung));
        assert_eq!(check("1111p"), Ok(SetKind::Kong));
        assert_eq!(check("0555s"), Ok(SetKind::Kong));
        assert_eq!(check("891m"), Err(NotASet::Wraps));
        assert_eq!(check("912s"), Err(NotASet::Wraps));
        assert_eq!(check("eastsouthwest"), Err(NotASet::HonourRun));
        assert_eq!(check("whitegreenred"), Err(NotASet::HonourRun));
        assert_eq!(check("556z"), Err(NotASet::DragonsDiffer));
        assert_eq!(check("115z"), Err(NotASet::HonoursDiffer));
        assert_eq!(check("45m6p"), Err(NotASet::MixedSuits));
        assert_eq!(check("45m1z"), Err(NotASet::MixedSuits));
        assert_eq!(check("135p"), Err(NotASet::NotRunNorAlike));
        assert_eq!(check("77z"), Ok(SetKind::Pair));
        assert_eq!(check("67z"), Err(NotASet::PairDiffers));
        assert_eq!(check("1z"), Err(NotASet::OneTile));
        assert_eq!(check("1112m"), Err(NotASet::FourNotAlike));
        assert_eq!(check("11122m"), Err(NotASet::TooMany { count: 5 }));
        assert_eq!(check("1f"), Err(NotASet::BonusTile));
        assert_eq!(check("11m1f"), Err(NotASet::BonusTile));
    }

    #[test]
    fn reasons_read_as_a_referee_says_them() {
        let reason = |t: &str| SetCheck::new(t.parse().unwrap()).reason();
        assert_eq!(
            reason("4m4m5m"),
            "4m 4m 5m: not three in a row and not three alike"
        );
        assert_eq!(reason("southwestsouth"), "S W S: winds differ");
        assert_eq!(reason("891m"), "8m 9m 1m: sequences do not wrap");
        assert_eq!(reason("123z"), "E S W: honours never form a chow");
        assert_eq!(reason("45m6p"), "4m 5m 6p: mixed suits");
    }

    /// Every group of up to four playing tiles, checked against the definitions directly.
    #[test]
    fn exhaustive_against_the_definitions() {
        let kinds: Vec<Tile> = (0..34).filter_map(Tile::from_code).collect();
        let mut groups: Vec<Vec<Tile>> = vec![vec![]];
        for _ in 0..4 {
            let mut next = Vec::new();
            for g in &groups {
                for &t in &kinds {
                    if g.last().is_none_or(|&l| l <= t) {
                        let mut h = g.clone();
                        h.push(t);
                        next.push(h);
                    }
                }
            }
            for g in &next {
                let Ok(tiles) = Tiles::new(g.clone()) else {
                    continue;
                };
                let got = classify(&tiles);
                let alike = g.iter().all(|&t| t == g[0]);
                let run = g.len() == 3
                    && g.iter()
                        .all(|t| t.suit().is_some() && t.suit() == g[0].suit())
                    && g[1].code() == g[0].code() + 1
                    && g[2].code() == g[1].code() + 1;
                let expected = match (g.len(), alike, run) {
                    (2, true, _) => Some(SetKind::Pair),
                    (3, true, _) => Some(SetKind::Pung),
                    (3, _, true) => Some(SetKind::Chow),
                    (4, true, _) => Some(SetKind::Kong),
                    _ => None,
                };
                assert_eq!(got.ok(), expected, "{g:?}");
            }
            groups = next;
        }
    }
}
