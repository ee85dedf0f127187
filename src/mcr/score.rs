//! Counting a winning hand's fans the Green Book way.
//!
//! Every reading of the hand is counted and the one with the highest total is kept. Within
//! a reading the principles of the Green Book decide what combines:
//!
//! - **Non-repeat**: a fan implied by a bigger one is not counted again (Big Three Dragons
//!   leaves out Dragon Pung, Full Flush leaves out No Honors, …) — see `leave_out_implied`.
//! - **Non-separation**: a set is not split to make fans; the sets are those of the reading.
//! - **Non-identical / account once**: a set that already made a fan with other sets may
//!   combine with one more set only once; four chows make at most three two-chow fans, and
//!   fewer when a chow stands apart — see `chow_fans`.
//! - **Exclusion**: a fan built from sets already used by a bigger fan of the same kind is
//!   not counted (the chow left over after Pure Straight adds at most one two-chow fan).
//!
//! Flowers are counted apart and never count toward the 8-point minimum. Choices where the
//! book leaves room, as most MCR referees apply them: a concealed kong and a melded kong score
//! Concealed Kong + Melded Kong (3); a pung completed by a discard counts as claimed unless the
//! winning tile can be read into a concealed chow; Last Tile needs the other three of the
//! winning tile outside the winner's concealed hand; a wait on a tile the hand holds all four
//! of is no wait.

use super::fan::Fan;
use super::hand::McrHand;
use super::shape::{
    Form, Set, honors_and_knitted, is_seven_pairs, knitted_straight_rest, readings, waits,
};
use crate::riichi::{Counts, MeldKind, is_thirteen_orphans};
use crate::sets::{SetKind, classify};
use crate::tiles::{Tile, Tiles};
use std::cell::OnceCell;
use std::fmt;

/// Fans counted for one reading, by [`Fan`] index.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Tally([u8; 81]);

impl Tally {
    fn new() -> Tally {
        Tally([0; 81])
    }
    fn get(&self, f: Fan) -> u8 {
        self.0[f as usize]
    }
    fn has(&self, f: Fan) -> bool {
        self.get(f) > 0
    }
    fn add(&mut self, f: Fan) {
        self.0[f as usize] += 1;
    }
    fn clear(&mut self, f: Fan) {
        self.0[f as usize] = 0;
    }
    fn take_one(&mut self, f: Fan) {
        self.0[f as usize] = self.get(f).saturating_sub(1);
    }
    fn points(&self) -> u16 {
        self.0
            .iter()
            .zip(POINTS)
            .map(|(&n, p)| u16::from(n) * u16::from(p))
            .sum()
    }
    /// Adds another tally's counts.
    fn merge(&mut self, other: &Tally) {
        for (n, m) in self.0.iter_mut().zip(other.0) {
            *n += m;
        }
    }
    fn is_empty(&self) -> bool {
        self.0.iter().all(|&n| n == 0)
    }
}

/// Each fan's value, by index.
const POINTS: [u8; 81] = {
    let mut p = [0u8; 81];
    let mut i = 0;
    while i < 81 {
        p[i] = Fan::ALL[i].points();
        i += 1;
    }
    p
};

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
    /// The reading the fans were counted on (its text: declared sets in `[…]`, concealed
    /// kongs in `(…)`, then the concealed sets and the pair; or the special hand's name).
    pub reading: Reading,
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

/// Everything about the win that readings share.
struct Win<'a> {
    hand: &'a McrHand,
    /// The winning tile's kind.
    w: u8,
    /// Concealed tiles and the winning tile.
    standing: Counts,
    /// Every tile of the hand.
    held: Counts,
    /// The declared melds as sets.
    melds: Vec<Set>,
    /// The kinds waited on before the win (computed when a reading needs them).
    waits: OnceCell<Vec<usize>>,
    /// The fans of the tiles alone (suits, terminals and honours, colours, number ranges):
    /// the same for every reading, so counted once.
    tile_fans: Tally,
}

const TERMINALS: [u8; 6] = [0, 8, 9, 17, 18, 26];

fn is_honour(k: u8) -> bool {
    k >= 27
}
fn is_wind(k: u8) -> bool {
    (27..31).contains(&k)
}
fn is_dragon(k: u8) -> bool {
    k >= 31
}
fn is_terminal(k: u8) -> bool {
    TERMINALS.contains(&k)
}
fn suit(k: u8) -> u8 {
    k / 9
}
/// 0-based number within the suit.
fn pos(k: u8) -> u8 {
    k % 9
}

/// A bit per kind.
const fn mask(kinds: &[u8]) -> u64 {
    let mut m = 0u64;
    let mut i = 0;
    while i < kinds.len() {
        m |= 1 << kinds[i];
        i += 1;
    }
    m
}
const HONOURS: u64 = 0x7f << 27;
const WINDS: u64 = 0xf << 27;
const DRAGONS: u64 = 0x7 << 31;
const SUITS: [u64; 3] = [0x1ff, 0x1ff << 9, 0x1ff << 18];

/// 2 3 4 6 8 of bamboo and the green dragon.
const GREEN: [u8; 6] = [19, 20, 21, 23, 25, 32];
/// 1 2 3 4 5 8 9 of circles, 2 4 5 6 8 9 of bamboo, white dragon.
const REVERSIBLE: [u8; 14] = [9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31];

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
            reading: Reading::None,
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
        let mut standing = Counts::from_tiles(&hand.concealed);
        let w = hand.win.kind().unwrap_or(0) as u8;
        standing.0[w as usize] += 1;
        let mut held = standing;
        for m in &hand.melds {
            for t in &m.tiles {
                if let Some(k) = t.kind() {
                    held.0[k] += 1;
                }
            }
        }
        let win = Win {
            hand,
            w,
            standing,
            held,
            melds,
            waits: OnceCell::new(),
            tile_fans: tile_fans(&held),
        };
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
            reading,
            waits: win.wait_tiles(),
            self_drawn: hand.self_drawn,
        }
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

impl Win<'_> {
    fn wait_kinds(&self) -> &[usize] {
        self.waits.get_or_init(|| {
            let mut before = self.standing;
            before.0[self.w as usize] -= 1;
            let mut held = self.held;
            held.0[self.w as usize] -= 1;
            waits(&before, self.melds.len(), &held)
        })
    }

    fn wait_tiles(&self) -> Vec<Tile> {
        self.wait_kinds()
            .iter()
            .filter_map(|&k| Tile::from_code(k as u8))
            .collect()
    }

    /// The hand had one wait and the winning tile was shown apart.
    fn one_wait(&self) -> bool {
        self.hand.winning_tile_shown && self.wait_kinds().len() == 1
    }

    /// The best reading: every reading of the hand counted, the highest total kept (on a
    /// tie, the first: sets before seven pairs).
    fn best(&self) -> (Tally, Reading) {
        let mut best: Option<(Tally, u16, Reading)> = None;
        let mut consider = |t: Tally, reading: Reading| {
            let p = t.points();
            if best.as_ref().is_none_or(|(_, bp, _)| p > *bp) {
                best = Some((t, p, reading));
            }
        };
        let sets_needed = 4 - self.melds.len();
        let mut found = Vec::new();
        readings(&self.standing, sets_needed, &mut found);
        for (concealed, n, pair) in &found {
            let mut sets = [Set::concealed(Form::Pung, 0); 4];
            sets[..self.melds.len()].copy_from_slice(&self.melds);
            sets[self.melds.len()..].copy_from_slice(&concealed[..*n]);
            let t = self.sets_and_pair(&sets, *pair);
            consider(t, Reading::Sets { sets, pair: *pair });
        }
        if self.melds.is_empty() {
            if is_seven_pairs(&self.standing) {
                consider(self.seven_pairs(), Reading::SevenPairs);
            }
            if is_thirteen_orphans(&self.standing) {
                let mut t = self.situation();
                t.add(Fan::ThirteenOrphans);
                leave_out_implied(&mut t);
                consider(t, Reading::ThirteenOrphans);
            }
            if let Some(greater) = honors_and_knitted(&self.standing) {
                let mut t = self.situation();
                if greater {
                    t.add(Fan::GreaterHonorsAndKnittedTiles);
                } else {
                    t.add(Fan::LesserHonorsAndKnittedTiles);
                    if self.standing.0[..27].iter().filter(|&&n| n > 0).count() == 9 {
                        t.add(Fan::KnittedStraight);
                    }
                }
                leave_out_implied(&mut t);
                consider(t, Reading::HonorsAndKnitted);
            }
        }
        if self.melds.len() <= 1
            && let Some((_, rest)) = knitted_straight_rest(&self.standing)
        {
            let mut found = Vec::new();
            readings(&rest, 1 - self.melds.len(), &mut found);
            for (concealed, _, pair) in &found {
                let fourth = self.melds.first().copied().unwrap_or(concealed[0]);
                let t = self.knitted_straight(fourth, *pair);
                consider(
                    t,
                    Reading::KnittedStraight {
                        fourth,
                        pair: *pair,
                    },
                );
            }
        }
        match best {
            Some((mut t, _, reading)) => {
                if self.is_nine_gates() {
                    t.add(Fan::NineGates);
                    t.clear(Fan::FullFlush);
                    t.clear(Fan::ConcealedHand);
                    t.take_one(Fan::PungOfTerminalsOrHonors);
                    if t.has(Fan::FullyConcealedHand) {
                        t.clear(Fan::FullyConcealedHand);
                        t.add(Fan::SelfDrawn);
                    }
                }
                (t, reading)
            }
            None => (Tally::new(), Reading::None),
        }
    }

    /// 1112345678999 of one suit held before the win, nothing declared, and the winning tile
    /// shown (MERS 2010 §1.9).
    fn is_nine_gates(&self) -> bool {
        if !self.melds.is_empty() || !self.hand.winning_tile_shown || is_honour(self.w) {
            return false;
        }
        let base = suit(self.w) as usize * 9;
        let mut before = self.standing;
        before.0[self.w as usize] -= 1;
        before.total() == 13
            && (0..9).all(|i| before.0[base + i] == if i == 0 || i == 8 { 3 } else { 1 })
    }

    /// Fans of how the hand was won (the same for every reading).
    fn situation(&self) -> Tally {
        let h = self.hand;
        let mut t = Tally::new();
        let k = self.w as usize;
        let fixed = self.held.0[k] - self.standing.0[k];
        if h.winning_tile_shown && ((h.last_of_kind && self.standing.0[k] == 1) || fixed == 3) {
            t.add(Fan::LastTile);
        }
        // The facts as they are; `leave_out_implied` drops Self-Drawn under Last Tile Draw
        // or a replacement tile, and Last Tile under Robbing the Kong.
        match (h.self_drawn, h.last_of_wall) {
            (true, true) => t.add(Fan::LastTileDraw),
            (false, true) => t.add(Fan::LastTileClaim),
            _ => {}
        }
        if h.self_drawn {
            t.add(Fan::SelfDrawn);
            if h.kong_replacement {
                t.add(Fan::OutWithReplacementTile);
            }
        } else if h.robbing_kong {
            t.add(Fan::RobbingTheKong);
        }
        t
    }

    /// Four sets (declared first) and a pair.
    fn sets_and_pair(&self, sets: &[Set; 4], pair: u8) -> Tally {
        let h = self.hand;
        let mut t = self.situation();
        let w = self.w;

        // Concealed pungs and kongs. A discard that completes a concealed pung makes it a
        // claimed one, unless the winning tile can be read into a concealed chow instead.
        let in_chow = sets
            .iter()
            .any(|s| s.form == Form::Chow && !s.declared && s.holds(w));
        let completed_by_discard =
            |s: &Set| !h.self_drawn && !in_chow && !s.declared && s.kind == w;
        let concealed_pungs = sets
            .iter()
            .filter(|s| s.is_pung() && !s.claimed && !completed_by_discard(s))
            .count();
        let melded_kongs = sets
            .iter()
            .filter(|s| s.form == Form::Kong && s.claimed)
            .count();
        let concealed_kongs = sets
            .iter()
            .filter(|s| s.form == Form::Kong && !s.claimed)
            .count();
        match (melded_kongs + concealed_kongs, concealed_kongs) {
            (4, _) => t.add(Fan::FourKongs),
            (3, _) => t.add(Fan::ThreeKongs),
            (2, 2) => t.add(Fan::TwoConcealedKongs),
            (2, 1) => {
                t.add(Fan::ConcealedKong);
                t.add(Fan::MeldedKong);
            }
            (2, _) => t.add(Fan::TwoMeldedKongs),
            (1, 1) => t.add(Fan::ConcealedKong),
            (1, _) => t.add(Fan::MeldedKong),
            _ => {}
        }
        match concealed_pungs {
            4 => t.add(Fan::FourConcealedPungs),
            3 => t.add(Fan::ThreeConcealedPungs),
            2 if !t.has(Fan::TwoConcealedKongs) => t.add(Fan::TwoConcealedPungs),
            _ => {}
        }

        let mut pungs = [0u8; 4];
        let mut chows = [0u8; 4];
        let (mut np, mut nc) = (0, 0);
        for s in sets {
            if s.is_pung() {
                pungs[np] = s.kind;
                np += 1;
            } else {
                chows[nc] = s.kind;
                nc += 1;
            }
        }
        crate::order::sort_small(&mut pungs[..np]);
        crate::order::sort_small(&mut chows[..nc]);
        if np == 4 {
            t.add(Fan::AllPungs);
        }
        for &k in &pungs[..np] {
            if is_dragon(k) {
                t.add(Fan::DragonPung);
            } else if is_terminal(k) || is_wind(k) {
                t.add(Fan::PungOfTerminalsOrHonors);
            }
        }
        chow_fans(&chows[..nc], pair, &mut t);
        pung_fans(&pungs[..np], &mut t);

        // The pair decides All Chows and turns three wind or two dragon pungs into the
        // "little" hands.
        if nc == 4 && !is_honour(pair) {
            t.add(Fan::AllChows);
        }
        if t.has(Fan::TwoDragonPungs) && is_dragon(pair) {
            t.clear(Fan::TwoDragonPungs);
            t.add(Fan::LittleThreeDragons);
        }
        if t.has(Fan::BigThreeWinds) && is_wind(pair) {
            t.clear(Fan::BigThreeWinds);
            t.add(Fan::LittleFourWinds);
        }

        self.concealment(&mut t, sets.iter().filter(|s| s.claimed).count());
        group_traits(sets, pair, &mut t);
        t.merge(&self.tile_fans);
        if !t.has(Fan::QuadrupleChow) {
            self.tile_hog(&mut t, melded_kongs + concealed_kongs);
        }
        if !t.has(Fan::MeldedHand) && !t.has(Fan::FourKongs) {
            self.wait_fan(sets.iter().filter(|s| !s.declared), pair, &mut t);
        }
        leave_out_implied(&mut t);
        self.wind_pungs(&pungs[..np], &mut t);
        if t.is_empty() {
            t.add(Fan::ChickenHand);
        }
        t
    }

    /// Concealed Hand / Fully Concealed Hand with nothing claimed; Melded Hand with four
    /// claimed sets and a discard.
    fn concealment(&self, t: &mut Tally, claimed: usize) {
        match (claimed, self.hand.self_drawn) {
            (0, true) => t.add(Fan::FullyConcealedHand),
            (0, false) => t.add(Fan::ConcealedHand),
            (4, false) => t.add(Fan::MeldedHand),
            _ => {}
        }
    }

    /// Tile Hog: each kind of which all four are in the hand, not as a kong.
    fn tile_hog(&self, t: &mut Tally, kongs: usize) {
        let fours = self.held.0.iter().filter(|&&n| n == 4).count();
        for _ in kongs..fours {
            t.add(Fan::TileHog);
        }
    }

    /// Edge, Closed or Single Wait: only when the hand had one wait, and one of them.
    fn wait_fan<'s>(&self, concealed: impl Iterator<Item = &'s Set>, pair: u8, t: &mut Tally) {
        let w = self.w;
        let (mut edge, mut closed) = (false, false);
        for s in concealed {
            if s.form == Form::Chow && s.holds(w) {
                let at = w - s.kind;
                edge |= (at == 2 && pos(s.kind) == 0) || (at == 0 && pos(s.kind) == 6);
                closed |= at == 1;
            }
        }
        let single = pair == w;
        if !(edge || closed || single) || !self.one_wait() {
            return;
        }
        t.add(if edge {
            Fan::EdgeWait
        } else if closed {
            Fan::ClosedWait
        } else {
            Fan::SingleWait
        });
    }

    /// Prevalent Wind and Seat Wind, each taking the place of the pung's Pung of Terminals
    /// or Honors.
    fn wind_pungs(&self, pungs: &[u8], t: &mut Tally) {
        if t.has(Fan::BigFourWinds) {
            return;
        }
        let taken = t.has(Fan::BigThreeWinds)
            || t.has(Fan::LittleFourWinds)
            || t.has(Fan::AllHonors)
            || t.has(Fan::AllTerminalsAndHonors);
        let round = 27 + self.hand.round_wind as u8;
        let seat = 27 + self.hand.seat_wind as u8;
        for &k in pungs.iter().filter(|&&k| is_wind(k)) {
            if k == round {
                t.add(Fan::PrevalentWind);
            }
            if k == seat {
                t.add(Fan::SeatWind);
            }
            if (k == round || k == seat) && !taken {
                t.take_one(Fan::PungOfTerminalsOrHonors);
            }
        }
    }

    /// Seven pairs (or seven shifted pairs), with the tile fans.
    fn seven_pairs(&self) -> Tally {
        let mut t = self.situation();
        let c = &self.standing.0;
        let shifted = (0..3).any(|s| (0..3).any(|start| (0..7).all(|i| c[s * 9 + start + i] == 2)));
        t.merge(&self.tile_fans);
        self.tile_hog(&mut t, 0);
        if shifted {
            t.add(Fan::SevenShiftedPairs);
            t.clear(Fan::FullFlush);
        } else {
            t.add(Fan::SevenPairs);
        }
        leave_out_implied(&mut t);
        t
    }

    /// A knitted straight, one more set and a pair.
    fn knitted_straight(&self, fourth: Set, pair: u8) -> Tally {
        let mut t = self.situation();
        t.add(Fan::KnittedStraight);
        if fourth.form == Form::Chow {
            if !is_honour(pair) {
                t.add(Fan::AllChows);
            }
        } else if is_dragon(fourth.kind) {
            t.add(Fan::DragonPung);
        } else if is_terminal(fourth.kind) || is_wind(fourth.kind) {
            t.add(Fan::PungOfTerminalsOrHonors);
        }
        match (fourth.form, fourth.claimed) {
            (Form::Kong, true) => t.add(Fan::MeldedKong),
            (Form::Kong, false) => t.add(Fan::ConcealedKong),
            _ => {}
        }
        self.concealment(&mut t, usize::from(fourth.claimed));
        t.merge(&self.tile_fans);
        self.tile_hog(&mut t, usize::from(fourth.form == Form::Kong));
        // The wait fans are the Green Book's for a tile that completes a chow (edge,
        // closed) or the pair (single); a knitted straight is neither, so a winning tile
        // that can only have completed it makes none. A winning tile whose kind is also the
        // fourth set's or the pair's may be read as completing that one instead — the
        // reading that scores more, as every MCR hand is read — and then its wait fan
        // counts, when it was the hand's only wait (README, "MCR hands").
        let concealed = [fourth];
        let concealed = concealed.iter().filter(|s| !s.declared);
        self.wait_fan(concealed, pair, &mut t);
        leave_out_implied(&mut t);
        self.wind_pungs(&[fourth.kind][..usize::from(fourth.is_pung())], &mut t);
        t
    }
}

/// Fans of the tiles alone: suits, terminals and honours, colours, number ranges.
fn tile_fans(held: &Counts) -> Tally {
    let mut t = Tally::new();
    let mut present = 0u64;
    for (k, &n) in held.0.iter().enumerate() {
        if n > 0 {
            present |= 1 << k;
        }
    }
    let only = |set: u64| present & !set == 0;
    let any = |set: u64| present & set != 0;
    let honours = any(HONOURS);
    let missing = SUITS.iter().filter(|&&m| !any(m)).count();
    if !honours && missing < 2 {
        t.add(Fan::NoHonors);
    }
    match (missing, honours) {
        (1, _) => t.add(Fan::OneVoidedSuit),
        (2, true) => t.add(Fan::HalfFlush),
        (2, false) => t.add(Fan::FullFlush),
        _ => {}
    }
    if missing == 0 && any(WINDS) && any(DRAGONS) {
        t.add(Fan::AllTypes);
    }
    let outer = HONOURS | mask(&TERMINALS);
    if !any(outer) {
        t.add(Fan::AllSimples);
    }
    if only(mask(&REVERSIBLE)) {
        t.add(Fan::ReversibleTiles);
    }
    if only(mask(&GREEN)) {
        t.add(Fan::AllGreen);
    }
    if only(HONOURS) {
        t.add(Fan::AllHonors);
    } else if only(mask(&TERMINALS)) {
        t.add(Fan::AllTerminals);
    } else if only(outer) {
        t.add(Fan::AllTerminalsAndHonors);
    }
    if !honours {
        let mut by_number = 0u16;
        for k in 0..27 {
            if present & (1 << k) != 0 {
                by_number |= 1 << (k % 9);
            }
        }
        let lo = by_number.trailing_zeros();
        let hi = 15 - by_number.leading_zeros();
        match (lo, hi) {
            (_, 0..=2) => t.add(Fan::LowerTiles),
            (_, 3) => t.add(Fan::LowerFour),
            (6.., _) => t.add(Fan::UpperTiles),
            (5, _) => t.add(Fan::UpperFour),
            (3..=5, 3..=5) => t.add(Fan::MiddleTiles),
            _ => {}
        }
    }
    t
}

/// Outside Hand, All Fives, All Even Pungs: what every set and the pair hold.
fn group_traits(sets: &[Set; 4], pair: u8, t: &mut Tally) {
    let (mut outside, mut five, mut even) = (true, true, true);
    for s in sets {
        if is_honour(s.kind) {
            five = false;
            even = false;
            continue;
        }
        let p = pos(s.kind);
        if s.form == Form::Chow {
            outside &= p == 0 || p == 6;
            five &= (2..=4).contains(&p);
            even = false;
        } else {
            outside &= p == 0 || p == 8;
            five &= p == 4;
            even &= p % 2 == 1;
        }
    }
    if is_honour(pair) {
        five = false;
        even = false;
    } else {
        outside &= is_terminal(pair);
        five &= pos(pair) == 4;
        even &= pos(pair) % 2 == 1;
    }
    if outside {
        t.add(Fan::OutsideHand);
    } else if five {
        t.add(Fan::AllFives);
    } else if even {
        t.add(Fan::AllEvenPungs);
    }
}

/// The fan two chows make together, if any.
fn two_chows(a: u8, b: u8) -> Option<Fan> {
    let (a, b) = (a.min(b), a.max(b));
    if suit(a) != suit(b) {
        return (pos(a) == pos(b)).then_some(Fan::MixedDoubleChow);
    }
    match (pos(a), pos(b)) {
        (x, y) if x == y => Some(Fan::PureDoubleChow),
        (x, y) if y == x + 3 => Some(Fan::ShortStraight),
        (0, 6) => Some(Fan::TwoTerminalChows),
        _ => None,
    }
}

/// The fan three chows make together (sorted), if any.
fn three_chows(a: u8, b: u8, c: u8) -> Option<Fan> {
    let suits = [suit(a), suit(b), suit(c)];
    let mut ps = [pos(a), pos(b), pos(c)];
    crate::order::sort_small(&mut ps);
    if suits[0] != suits[1] && suits[1] != suits[2] && suits[0] != suits[2] {
        return match ps {
            [x, y, z] if y == x + 1 && z == y + 1 => Some(Fan::MixedShiftedChows),
            [x, y, z] if x == y && y == z => Some(Fan::MixedTripleChow),
            [0, 3, 6] => Some(Fan::MixedStraight),
            _ => None,
        };
    }
    if suits[0] != suits[1] || suits[1] != suits[2] {
        return None;
    }
    match ps {
        [0, 3, 6] => Some(Fan::PureStraight),
        [x, y, z] if x == y && y == z => Some(Fan::PureTripleChow),
        [x, y, z] if (y == x + 1 && z == y + 1) || (y == x + 2 && z == y + 2) => {
            Some(Fan::PureShiftedChows)
        }
        _ => None,
    }
}

/// The fan four chows (sorted) make together, if any.
fn four_chows(c: &[u8]) -> Option<Fan> {
    if c.iter().any(|&k| suit(k) != suit(c[0])) {
        return None;
    }
    let step = c[1] - c[0];
    if c.windows(2).all(|w| w[1] - w[0] == step) {
        return match step {
            0 => Some(Fan::QuadrupleChow),
            1 | 2 => Some(Fan::FourPureShiftedChows),
            _ => None,
        };
    }
    None
}

/// The two-chow fans, in the order they are given up when there are too many.
const TWO_CHOW_FANS: [Fan; 4] = [
    Fan::PureDoubleChow,
    Fan::MixedDoubleChow,
    Fan::ShortStraight,
    Fan::TwoTerminalChows,
];

/// Fans among the chows: the four-chow hands, else the best three-chow fan with at most one
/// fan for the chow left over, else pairs of chows under the account-once principle.
fn chow_fans(c: &[u8], pair: u8, t: &mut Tally) {
    if c.len() == 4 {
        let pair_five = !is_honour(pair) && pos(pair) == 4;
        let ends = c.iter().all(|&k| pos(k) == 0 || pos(k) == 6);
        let lows = c.iter().filter(|&&k| pos(k) == 0).count() == 2;
        if pair_five && ends && lows {
            let chow_suits: Vec<u8> = c.iter().map(|&k| suit(k)).collect();
            if chow_suits.iter().all(|&s| s == suit(pair)) {
                t.add(Fan::PureTerminalChows);
                return;
            }
            let others: Vec<u8> = (0..3).filter(|&s| s != suit(pair)).collect();
            let has = |s: u8, p: u8| c.iter().any(|&k| suit(k) == s && pos(k) == p);
            if others.iter().all(|&s| has(s, 0) && has(s, 6)) {
                t.add(Fan::ThreeSuitedTerminalChows);
                return;
            }
        }
        if let Some(f) = four_chows(c) {
            t.add(f);
            return;
        }
        let mut best: Option<(Fan, Option<Fan>)> = None;
        for left in (0..4).rev() {
            let three: Vec<u8> = (0..4).filter(|&i| i != left).map(|i| c[i]).collect();
            if let Some(f) = three_chows(three[0], three[1], three[2]) {
                let extra = TWO_CHOW_FANS
                    .into_iter()
                    .find(|&x| three.iter().any(|&k| two_chows(k, c[left]) == Some(x)));
                let score = |(f, e): (Fan, Option<Fan>)| f.points() + e.map_or(0, |e| e.points());
                if best.is_none_or(|b| score((f, extra)) > score(b)) {
                    best = Some((f, extra));
                }
            }
        }
        if let Some((f, extra)) = best {
            t.add(f);
            if let Some(e) = extra {
                t.add(e);
            }
            return;
        }
    }
    if c.len() == 3
        && let Some(f) = three_chows(c[0], c[1], c[2])
    {
        t.add(f);
        return;
    }
    // Pairs of chows. Account once: a chow already in a fan joins only one more; four chows
    // give at most three such fans, one fewer for each chow that pairs with no other.
    let mut found = Vec::new();
    let mut linked = [false; 4];
    for i in 0..c.len() {
        for j in i + 1..c.len() {
            if let Some(f) = two_chows(c[i], c[j]) {
                found.push(f);
                linked[i] = true;
                linked[j] = true;
            }
        }
    }
    let isolated = linked[..c.len()].iter().filter(|&&l| !l).count();
    let limit = c.len().saturating_sub(1).saturating_sub(isolated);
    let mut counts = TWO_CHOW_FANS.map(|f| found.iter().filter(|&&x| x == f).count());
    let mut total: usize = counts.iter().sum();
    // Over the limit: give up repeats first, the smallest-looking fans first.
    for keep in [1, 0] {
        for i in (0..4).rev() {
            while total > limit && counts[i] > keep {
                counts[i] -= 1;
                total -= 1;
            }
        }
    }
    for (f, n) in TWO_CHOW_FANS.into_iter().zip(counts) {
        for _ in 0..n {
            t.add(f);
        }
    }
}

/// The fan two pungs make together, if any.
fn two_pungs(a: u8, b: u8) -> Option<Fan> {
    if !is_honour(a) && !is_honour(b) && suit(a) != suit(b) && pos(a) == pos(b) {
        return Some(Fan::DoublePung);
    }
    (is_dragon(a) && is_dragon(b)).then_some(Fan::TwoDragonPungs)
}

/// The fan three pungs (sorted) make together, if any.
fn three_pungs(a: u8, b: u8, c: u8) -> Option<Fan> {
    if is_wind(a) && is_wind(b) && is_wind(c) {
        return Some(Fan::BigThreeWinds);
    }
    if is_dragon(a) && is_dragon(b) && is_dragon(c) {
        return Some(Fan::BigThreeDragons);
    }
    if is_honour(a) || is_honour(b) || is_honour(c) {
        return None;
    }
    let (sa, sb, sc) = (suit(a), suit(b), suit(c));
    let mut ps = [pos(a), pos(b), pos(c)];
    crate::order::sort_small(&mut ps);
    let in_a_row = ps[1] == ps[0] + 1 && ps[2] == ps[1] + 1;
    if sa != sb && sb != sc && sa != sc {
        if in_a_row {
            return Some(Fan::MixedShiftedPungs);
        }
        if ps[0] == ps[2] {
            return Some(Fan::TriplePung);
        }
    } else if sa == sb && sb == sc && in_a_row {
        return Some(Fan::PureShiftedPungs);
    }
    None
}

/// Fans among the pungs and kongs: the four-pung hands, else a three-pung fan with at most
/// one fan for the pung left over, else every pair of pungs.
fn pung_fans(p: &[u8], t: &mut Tally) {
    if p.len() == 4 {
        if p.iter().all(|&k| is_wind(k)) {
            t.add(Fan::BigFourWinds);
            return;
        }
        if !is_honour(p[0])
            && p.iter().all(|&k| suit(k) == suit(p[0]))
            && p.windows(2).all(|w| w[1] == w[0] + 1)
        {
            t.add(Fan::FourPureShiftedPungs);
            return;
        }
        for left in (0..4).rev() {
            let three: Vec<u8> = (0..4).filter(|&i| i != left).map(|i| p[i]).collect();
            if let Some(f) = three_pungs(three[0], three[1], three[2]) {
                t.add(f);
                if let Some(e) = three.iter().find_map(|&k| two_pungs(k, p[left])) {
                    t.add(e);
                }
                return;
            }
        }
    }
    if p.len() == 3
        && let Some(f) = three_pungs(p[0], p[1], p[2])
    {
        t.add(f);
        return;
    }
    for i in 0..p.len() {
        for j in i + 1..p.len() {
            if let Some(f) = two_pungs(p[i], p[j]) {
                t.add(f);
            }
        }
    }
}

/// Non-repeat: fans implied by a bigger fan in the same hand are left out.
fn leave_out_implied(t: &mut Tally) {
    use Fan::*;
    const IMPLIES: &[(Fan, &[Fan])] = &[
        (BigFourWinds, &[AllPungs, PungOfTerminalsOrHonors]),
        (BigThreeDragons, &[DragonPung, TwoDragonPungs]),
        (AllGreen, &[HalfFlush, OneVoidedSuit]),
        (FourKongs, &[SingleWait, AllPungs]),
        (SevenShiftedPairs, &[SevenPairs, FullFlush, SingleWait]),
        (
            AllTerminals,
            &[
                AllPungs,
                OutsideHand,
                PungOfTerminalsOrHonors,
                NoHonors,
                DoublePung,
                AllTerminalsAndHonors,
            ],
        ),
        (LittleFourWinds, &[BigThreeWinds, PungOfTerminalsOrHonors]),
        (LittleThreeDragons, &[DragonPung, TwoDragonPungs]),
        (
            AllHonors,
            &[
                AllPungs,
                OutsideHand,
                PungOfTerminalsOrHonors,
                OneVoidedSuit,
                AllTerminalsAndHonors,
            ],
        ),
        (FourConcealedPungs, &[AllPungs, ConcealedHand]),
        (
            PureTerminalChows,
            &[FullFlush, AllChows, NoHonors, SevenPairs],
        ),
        (FourPureShiftedPungs, &[AllPungs]),
        (
            AllTerminalsAndHonors,
            &[AllPungs, OutsideHand, PungOfTerminalsOrHonors],
        ),
        (AllEvenPungs, &[AllPungs, AllSimples, NoHonors]),
        (UpperTiles, &[NoHonors]),
        (MiddleTiles, &[AllSimples, NoHonors]),
        (LowerTiles, &[NoHonors]),
        (ThreeSuitedTerminalChows, &[AllChows, NoHonors]),
        (AllFives, &[AllSimples, NoHonors]),
        (UpperFour, &[NoHonors]),
        (LowerFour, &[NoHonors]),
        (ReversibleTiles, &[OneVoidedSuit]),
        (LastTileDraw, &[SelfDrawn]),
        (OutWithReplacementTile, &[SelfDrawn]),
        (RobbingTheKong, &[LastTile]),
        (MeldedHand, &[SingleWait]),
        (TwoDragonPungs, &[DragonPung]),
        (FullyConcealedHand, &[SelfDrawn]),
        (AllChows, &[NoHonors]),
        (AllSimples, &[NoHonors]),
        (SevenPairs, &[ConcealedHand, SingleWait]),
    ];
    for (big, small) in IMPLIES {
        if t.has(*big) {
            for s in *small {
                t.clear(*s);
            }
        }
    }
    if t.has(BigThreeWinds) && !t.has(AllHonors) && !t.has(AllTerminalsAndHonors) {
        for _ in 0..3 {
            t.take_one(PungOfTerminalsOrHonors);
        }
    }
    if t.has(FourConcealedPungs) && t.has(FullyConcealedHand) {
        t.clear(FullyConcealedHand);
        // Self-Drawn comes back only where nothing else left it out: Last Tile Draw and
        // Out with Replacement Tile still stand for it.
        if !t.has(LastTileDraw) && !t.has(OutWithReplacementTile) {
            t.add(SelfDrawn);
        }
    }
}

/// The reading a hand's fans were counted on.
///
/// ```
/// use mahjong_referee::mcr::{McrHand, McrReport};
/// let hand: McrHand = r#"{"concealed": "123m456p789s5s", "melds": [{"kind": "pung", "tiles": "777z"}], "win": "5s"}"#
///     .parse()
///     .unwrap();
/// assert_eq!(McrReport::of(&hand).reading.to_string(), "[777z] 123m 456p 789s 55s");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    /// No reading: the hand is not complete.
    None,
    /// Four sets (declared ones first) and a pair.
    Sets {
        /// The sets.
        sets: [Set; 4],
        /// The pair's kind.
        pair: u8,
    },
    /// Seven pairs.
    SevenPairs,
    /// Thirteen orphans.
    ThirteenOrphans,
    /// Honours and knitted tiles.
    HonorsAndKnitted,
    /// A knitted straight, one more set and a pair.
    KnittedStraight {
        /// The set beside the knitted straight.
        fourth: Set,
        /// The pair's kind.
        pair: u8,
    },
}

impl fmt::Display for Reading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reading::None => Ok(()),
            Reading::Sets { sets, pair } => f.write_str(&describe(sets, *pair)),
            Reading::SevenPairs => f.write_str("seven pairs"),
            Reading::ThirteenOrphans => f.write_str("thirteen orphans"),
            Reading::HonorsAndKnitted => f.write_str("honours and knitted tiles"),
            Reading::KnittedStraight { fourth, pair } => {
                write!(f, "knitted straight + {}", describe(&[*fourth], *pair))
            }
        }
    }
}

/// Sets as text: declared sets in `[…]`, concealed kongs in `(…)`, then the rest and the pair.
fn describe(sets: &[Set], pair: u8) -> String {
    let tile = |k: u8| {
        Tile::from_code(k)
            .map(|t| t.to_string())
            .unwrap_or_default()
    };
    let mut parts: Vec<String> = sets
        .iter()
        .map(|s| {
            let kinds: Vec<u8> = match s.form {
                Form::Chow => vec![s.kind, s.kind + 1, s.kind + 2],
                Form::Pung => vec![s.kind; 3],
                Form::Kong => vec![s.kind; 4],
            };
            let text = Tiles::new(kinds.iter().filter_map(|&k| Tile::from_code(k)).collect())
                .map(|t| t.to_string())
                .unwrap_or_default();
            match (s.declared, s.claimed) {
                (true, true) => format!("[{text}]"),
                (true, false) => format!("({text})"),
                _ => text,
            }
        })
        .collect();
    let p = tile(pair);
    parts.push(format!("{}{}", &p[..1], p));
    parts.join(" ")
}
