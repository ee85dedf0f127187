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

/// How a set of a hand's reading lies on the table, as a picture of it frames it.
///
/// ```
/// use mahjong_referee::sets::Laid;
/// assert_eq!(Laid::Claimed.brackets(), ("[", "]"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Laid {
    /// In the hand: read from the concealed tiles and the winning tile.
    Concealed,
    /// Declared with another player's tile: a claimed chow, pung or kong (`[…]` in text).
    Claimed,
    /// A kong declared from four concealed tiles (`(…)` in text).
    ConcealedKong,
}

impl Laid {
    /// What a reading's text writes around such a set, as the hand notation does: `[…]`
    /// claimed, `(…)` a concealed kong, nothing in the hand.
    ///
    /// ```
    /// use mahjong_referee::sets::Laid;
    /// assert_eq!(Laid::ConcealedKong.brackets(), ("(", ")"));
    /// assert_eq!(Laid::Concealed.brackets(), ("", ""));
    /// ```
    pub const fn brackets(self) -> (&'static str, &'static str) {
        match self {
            Laid::Concealed => ("", ""),
            Laid::Claimed => ("[", "]"),
            Laid::ConcealedKong => ("(", ")"),
        }
    }
}

/// One set of a hand's reading, as a referee lays it out: its tiles, how it lies, and the
/// winning tile where the reading puts it.
///
/// ```
/// use mahjong_referee::sets::{Laid, ReadSet, SetKind};
/// use mahjong_referee::tiles::Tiles;
/// let tiles: Tiles = "345s".parse().unwrap();
/// let chow = ReadSet::new(SetKind::Chow, tiles.as_slice().to_vec(), Laid::Concealed);
/// assert_eq!(chow.kind, Some(SetKind::Chow));
/// assert_eq!(chow.tiles, tiles.as_slice());
/// assert_eq!(chow.winning, None);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ReadSet {
    /// The set it is; `None` for the tiles of one suit of a special hand (thirteen orphans,
    /// knitted tiles), which make no set.
    pub kind: Option<SetKind>,
    /// Its tiles, lowest first.
    pub tiles: Vec<Tile>,
    /// In the hand, claimed or a concealed kong.
    pub laid: Laid,
    /// Which of `tiles` is the winning tile, when the reading puts it in this set.
    pub winning: Option<usize>,
}

impl ReadSet {
    /// A set with no winning tile in it.
    ///
    /// ```
    /// use mahjong_referee::sets::{Laid, ReadSet, SetKind};
    /// use mahjong_referee::tiles::Tile;
    /// let red: Tile = "7z".parse().unwrap();
    /// assert_eq!(ReadSet::new(SetKind::Pung, vec![red; 3], Laid::Claimed).tiles.len(), 3);
    /// ```
    pub fn new(kind: SetKind, tiles: Vec<Tile>, laid: Laid) -> ReadSet {
        ReadSet {
            kind: Some(kind),
            tiles,
            laid,
            winning: None,
        }
    }

    /// Writes the set: its tiles in mpsz, each with its own letter when `tile_by_tile`,
    /// inside the brackets of how it lies.
    fn write(&self, out: &mut String, tile_by_tile: bool) {
        use fmt::Write;
        let (open, close) = self.laid.brackets();
        out.push_str(open);
        if tile_by_tile {
            for t in &self.tiles {
                let _ = write!(out, "{t}");
            }
        } else {
            let _ = write!(out, "{}", crate::tiles::Mpsz(&self.tiles));
        }
        out.push_str(close);
    }
}

/// The shape a hand's reading makes.
///
/// ```
/// use mahjong_referee::sets::HandShape;
/// assert_eq!(HandShape::SevenPairs.name(), "seven pairs");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HandShape {
    /// Four sets and a pair.
    Sets,
    /// Seven pairs (four alike are two under MCR).
    SevenPairs,
    /// Thirteen orphans: one of each terminal and honour, one of them twice.
    ThirteenOrphans,
    /// Honours and knitted tiles (MCR).
    HonoursAndKnitted,
    /// A knitted straight, one more set and a pair (MCR).
    KnittedStraight,
}

impl HandShape {
    /// Its name in the readings' text: `four sets and a pair`, `seven pairs`, `thirteen
    /// orphans`, `honours and knitted tiles`, `knitted straight`.
    ///
    /// ```
    /// use mahjong_referee::sets::HandShape;
    /// assert_eq!(HandShape::KnittedStraight.name(), "knitted straight");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            HandShape::Sets => "four sets and a pair",
            HandShape::SevenPairs => "seven pairs",
            HandShape::ThirteenOrphans => "thirteen orphans",
            HandShape::HonoursAndKnitted => "honours and knitted tiles",
            HandShape::KnittedStraight => "knitted straight",
        }
    }
}

/// How a reading's text is written: the MCR count's way or the riichi score's way (the JSON
/// of `mjref mcr` and `mjref riichi-win`, and of the JS API's `mcrFans` and `riichiWin`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReadingText {
    /// Each set in mpsz (`[777z] (1111p) 123m 55s`); a special hand by its name (`seven
    /// pairs`), a knitted straight by its name and the rest (`knitted straight + 123m 55s`).
    Mcr,
    /// Each set tile by tile (`7z7z7z 1m2m3m 5s5s`, seven pairs as pairs), claimed sets in
    /// `[…]`, concealed kongs in `(…)`; thirteen orphans by its name.
    Riichi,
}

/// A complete hand as read for its count: its sets (declared ones first, the pair last, a
/// special hand's tiles suit by suit), the shape they make, and where the winning tile sits.
/// The text the counts give (`mjref`, the JS API) is written from these sets.
///
/// ```
/// use mahjong_referee::mcr::{McrHand, McrReport};
/// use mahjong_referee::sets::{HandShape, Laid, ReadingText};
/// let hand: McrHand = r#"{"concealed": "123m456p789s5s", "melds": [{"kind": "pung", "tiles": "777z"}], "win": "5s"}"#
///     .parse()
///     .unwrap();
/// let reading = McrReport::of(&hand).reading.unwrap();
/// assert_eq!(reading.shape, HandShape::Sets);
/// assert_eq!(reading.sets[0].laid, Laid::Claimed);
/// assert_eq!(reading.winning().unwrap().to_string(), "5s");
/// assert_eq!(reading.text(ReadingText::Mcr), "[777z] 123m 456p 789s 55s");
/// assert_eq!(reading.text(ReadingText::Riichi), "[7z7z7z] 1m2m3m 4p5p6p 7s8s9s 5s5s");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HandReading {
    /// Four sets and a pair, or a special hand.
    pub shape: HandShape,
    /// The sets, declared ones first and the pair last; a special hand's tiles suit by suit.
    pub sets: Vec<ReadSet>,
}

impl HandReading {
    /// A special hand's tiles (given in order, lowest first) laid out suit by suit: man,
    /// pin, sou, honours; no winning tile marked yet.
    ///
    /// ```
    /// use mahjong_referee::sets::{HandReading, HandShape};
    /// use mahjong_referee::tiles::Tiles;
    /// let tiles: Tiles = "19m19p19s12345677z".parse().unwrap();
    /// let r = HandReading::by_suit(HandShape::ThirteenOrphans, tiles.as_slice());
    /// assert_eq!(r.sets.len(), 4);
    /// assert_eq!(r.sets[3].tiles.len(), 8);
    /// ```
    pub fn by_suit(shape: HandShape, tiles: &[Tile]) -> HandReading {
        let mut sets: Vec<ReadSet> = Vec::with_capacity(4);
        for &t in tiles {
            match sets.last_mut() {
                Some(s) if s.tiles[0].suit() == t.suit() => s.tiles.push(t),
                _ => sets.push(ReadSet {
                    kind: None,
                    tiles: vec![t],
                    laid: Laid::Concealed,
                    winning: None,
                }),
            }
        }
        HandReading { shape, sets }
    }

    /// Marks the winning tile in the set a count reads it into when the tiles alone do not
    /// say which: the first set in the hand holding it, a chow before the pair before a pung
    /// (the reading that keeps a concealed pung concealed), a special hand's tiles of its
    /// suit last; on the last tile of its kind there.
    ///
    /// ```
    /// use mahjong_referee::mcr::{McrHand, McrReport};
    /// // 4s completes 345s or the pung 444s: it is read into the chow.
    /// let hand: McrHand = r#"{"concealed": "123m456p11z34445s", "win": "4s"}"#.parse().unwrap();
    /// let r = McrReport::of(&hand).reading.unwrap();
    /// let marked = r.sets.iter().find(|s| s.winning.is_some()).unwrap();
    /// assert_eq!((marked.tiles.len(), marked.winning), (3, Some(1)));
    /// assert_eq!(r.sets.iter().filter(|s| s.winning.is_some()).count(), 1);
    /// ```
    pub fn mark_winning(&mut self, win: Tile) {
        let win = win.plain();
        let rank = |s: &ReadSet| match s.kind {
            Some(SetKind::Chow) => 0,
            Some(SetKind::Pair) => 1,
            Some(_) => 2,
            None => 3,
        };
        let held = self
            .sets
            .iter_mut()
            .filter(|s| s.laid == Laid::Concealed && s.tiles.contains(&win))
            .min_by_key(|s| rank(s));
        if let Some(s) = held {
            s.winning = s.tiles.iter().rposition(|&t| t == win);
        }
    }

    /// The winning tile, where the reading puts it.
    ///
    /// ```
    /// use mahjong_referee::sets::{HandReading, HandShape};
    /// let r = HandReading { shape: HandShape::Sets, sets: vec![] };
    /// assert_eq!(r.winning(), None);
    /// ```
    pub fn winning(&self) -> Option<Tile> {
        self.sets
            .iter()
            .find_map(|s| s.winning.and_then(|i| s.tiles.get(i)).copied())
    }

    /// The reading as text, the MCR count's way or the riichi score's.
    ///
    /// ```
    /// use mahjong_referee::sets::{HandReading, HandShape, Laid, ReadSet, ReadingText, SetKind};
    /// use mahjong_referee::tiles::Tile;
    /// let east: Tile = "1z".parse().unwrap();
    /// let r = HandReading { shape: HandShape::Sets, sets: vec![ReadSet::new(SetKind::Kong, vec![east; 4], Laid::ConcealedKong)] };
    /// assert_eq!(r.text(ReadingText::Mcr), "(1111z)");
    /// assert_eq!(r.text(ReadingText::Riichi), "(1z1z1z1z)");
    /// ```
    pub fn text(&self, how: ReadingText) -> String {
        let tile_by_tile = how == ReadingText::Riichi;
        let mut out = String::new();
        match (how, self.shape) {
            (_, HandShape::Sets) | (ReadingText::Riichi, HandShape::SevenPairs) => {
                write_sets(&mut out, self.sets.iter(), tile_by_tile);
            }
            // Named, then its other set and its pair.
            (ReadingText::Mcr, HandShape::KnittedStraight) => {
                out.push_str(self.shape.name());
                out.push_str(" + ");
                let rest = self.sets.iter().filter(|s| s.kind.is_some());
                write_sets(&mut out, rest, tile_by_tile);
            }
            _ => out.push_str(self.shape.name()),
        }
        out
    }
}

/// Sets one after the other, a space between.
fn write_sets<'a>(out: &mut String, sets: impl Iterator<Item = &'a ReadSet>, tile_by_tile: bool) {
    for (i, s) in sets.enumerate() {
        if i > 0 {
            out.push(' ');
        }
        s.write(out, tile_by_tile);
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
