//! The readings of a hand: each counted, the best kept.

use super::exclusion::leave_out_implied;
use super::families::{chow_fans, group_traits, pung_fans, tile_fans};
use super::kinds::{is_dragon, is_honour, is_terminal, is_wind, pos, suit};
use super::tally::Tally;
use crate::mcr::fan::Fan;
use crate::mcr::hand::McrHand;
use crate::mcr::shape::{
    Form, Set, honors_and_knitted, is_seven_pairs, knitted_straight_rest, readings, waits,
};
use crate::riichi::{Counts, is_thirteen_orphans};
use crate::sets::{HandReading, HandShape, Laid, ReadSet, SetKind};
use crate::tiles::Tile;
use std::cell::OnceCell;

/// Everything about the win that readings share.
pub(super) struct Win<'a> {
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

impl<'a> Win<'a> {
    /// The win of a hand whose declared melds are these sets.
    pub(super) fn new(hand: &'a McrHand, melds: Vec<Set>) -> Win<'a> {
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
        Win {
            hand,
            w,
            standing,
            held,
            melds,
            waits: OnceCell::new(),
            tile_fans: tile_fans(&held),
        }
    }

    fn wait_kinds(&self) -> &[usize] {
        self.waits.get_or_init(|| {
            let mut before = self.standing;
            before.0[self.w as usize] -= 1;
            let mut held = self.held;
            held.0[self.w as usize] -= 1;
            waits(&before, self.melds.len(), &held)
        })
    }

    pub(super) fn wait_tiles(&self) -> Vec<Tile> {
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
    pub(super) fn best(&self) -> (Tally, Reading) {
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
            && let Some((knit, rest)) = knitted_straight_rest(&self.standing)
        {
            let mut found = Vec::new();
            readings(&rest, 1 - self.melds.len(), &mut found);
            for (concealed, _, pair) in &found {
                let fourth = self.melds.first().copied().unwrap_or(concealed[0]);
                let t = self.knitted_straight(fourth, *pair);
                consider(
                    t,
                    Reading::KnittedStraight {
                        knit,
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
        let Some(one) = suit(self.w).and_then(|s| Tile::suited(s, 1)) else {
            return false;
        };
        if !self.melds.is_empty() || !self.hand.winning_tile_shown {
            return false;
        }
        let base = one.code() as usize;
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
        let round = Tile::wind(self.hand.round_wind).code();
        let seat = Tile::wind(self.hand.seat_wind).code();
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

/// The reading a hand's fans were counted on ([`Win::lay_out`] gives its sets).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Reading {
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
        /// The knitted straight's kinds: 147 of a suit, 258 of another, 369 of the third.
        knit: [u8; 9],
        /// The set beside the knitted straight.
        fourth: Set,
        /// The pair's kind.
        pair: u8,
    },
}

/// A tile of a kind (0–33).
fn tile(k: u8) -> Tile {
    Tile::from_code(k).unwrap_or(Tile::wind(crate::tiles::Wind::East))
}

/// A set of a reading as laid out: its tiles, and how it lies (declared sets as their
/// kinds, lowest first, as the reading counted them).
fn read_set(s: &Set) -> ReadSet {
    let (kind, n, step) = match s.form {
        Form::Chow => (SetKind::Chow, 3, 1),
        Form::Pung => (SetKind::Pung, 3, 0),
        Form::Kong => (SetKind::Kong, 4, 0),
    };
    let laid = match (s.declared, s.claimed) {
        (true, true) => Laid::Claimed,
        (true, false) => Laid::ConcealedKong,
        _ => Laid::Concealed,
    };
    let tiles = (0..n).map(|i| tile(s.kind + i * step)).collect();
    ReadSet::new(kind, tiles, laid)
}

fn pair_set(k: u8) -> ReadSet {
    let t = tile(k);
    ReadSet::new(SetKind::Pair, vec![t, t], Laid::Concealed)
}

impl Win<'_> {
    /// The reading's sets as a referee lays them out, the winning tile marked where
    /// [`HandReading::mark_winning`] reads it. `None` when the hand is not complete.
    pub(super) fn lay_out(&self, reading: Reading) -> Option<HandReading> {
        let mut laid = match reading {
            Reading::None => return None,
            Reading::Sets { sets, pair } => {
                let mut all: Vec<ReadSet> = sets.iter().map(read_set).collect();
                all.push(pair_set(pair));
                HandReading {
                    shape: HandShape::Sets,
                    sets: all,
                }
            }
            // The knitted tiles suit by suit, then the other set and the pair.
            Reading::KnittedStraight { knit, fourth, pair } => {
                let mut kinds = knit;
                crate::order::sort_small(&mut kinds);
                let tiles: Vec<Tile> = kinds.iter().map(|&k| tile(k)).collect();
                let mut r = HandReading::by_suit(HandShape::KnittedStraight, &tiles);
                r.sets.push(read_set(&fourth));
                r.sets.push(pair_set(pair));
                r
            }
            // Every kind held an even number of times: the tiles in order, two by two.
            Reading::SevenPairs => HandReading {
                shape: HandShape::SevenPairs,
                sets: self
                    .standing
                    .tiles()
                    .chunks(2)
                    .map(|p| pair_set(p[0].code()))
                    .collect(),
            },
            Reading::ThirteenOrphans => {
                HandReading::by_suit(HandShape::ThirteenOrphans, &self.standing.tiles())
            }
            Reading::HonorsAndKnitted => {
                HandReading::by_suit(HandShape::HonoursAndKnitted, &self.standing.tiles())
            }
        };
        laid.mark_winning(tile(self.w));
        Some(laid)
    }
}
