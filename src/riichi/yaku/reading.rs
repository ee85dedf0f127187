//! A riichi win read every way its tiles allow, each reading scored (its yaku, han and fu),
//! and the reading that pays most.

use super::Yaku;
use crate::riichi::counts::{Counts, tile_of};
use crate::riichi::hand::{Hand, MeldKind};
use crate::riichi::shapes::{Part, Shape, decompositions};
use crate::riichi::waits::{WaitShape, wait_shape};
use crate::sets::{HandReading, HandShape, Laid, ReadSet, SetKind};
use crate::tiles::Tile;

/// How the win came, and the conditions that add yaku.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct WinConditions {
    /// Self-drawn (tsumo); otherwise on a discard (ron).
    pub tsumo: bool,
    /// Riichi declared.
    pub riichi: bool,
    /// Riichi declared on the first discard.
    pub double_riichi: bool,
    /// Within the first go-around after riichi, no call between.
    pub ippatsu: bool,
    /// The player's seat wind (0 east … 3 north); east is the dealer.
    pub seat_wind: u8,
    /// The round wind (0 east … 3 north).
    pub round_wind: u8,
    /// Dora count (indicated dora, and any others the rules use).
    pub dora: u8,
    /// The last tile of the wall (haitei) or the discard after it (houtei).
    pub last_tile: bool,
    /// Self-drawn on a kong's replacement tile.
    pub rinshan: bool,
    /// Won on a tile added to make a kong.
    pub chankan: bool,
    /// On the player's first draw, with no call before it (tenhou, chiihou).
    pub first_draw: bool,
}

/// A set in the scored reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct SetInfo {
    /// Lowest kind.
    base: usize,
    /// Chow, or pung-like (pung or kong).
    chow: bool,
    kong: bool,
    /// Counts as open: a claimed meld, or a concealed pung completed by a discard.
    open: bool,
    /// How it lies on the table (a pung completed by a discard is still in the hand).
    laid: Laid,
}

/// One way of reading a win, scored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scored {
    /// The yaku and the han each brings.
    pub yaku: Vec<(Yaku, u8)>,
    /// Han from yaku alone.
    pub yaku_han: u8,
    /// Fu (after rounding; 25 for seven pairs).
    pub fu: u8,
    /// The reading, set by set.
    pub reading: HandReading,
}

fn is_terminal_or_honour(k: usize) -> bool {
    k >= 27 || matches!(k % 9, 0 | 8)
}

fn is_honour(k: usize) -> bool {
    k >= 27
}

fn is_dragon(k: usize) -> bool {
    (31..34).contains(&k)
}

fn is_wind(k: usize) -> bool {
    (27..31).contains(&k)
}

fn kinds_of(s: &SetInfo) -> [usize; 3] {
    if s.chow {
        [s.base, s.base + 1, s.base + 2]
    } else {
        [s.base; 3]
    }
}

/// A set of the reading, the winning tile at `winning` in it when given.
fn read_set(kind: SetKind, kinds: &[usize], laid: Laid, winning: Option<usize>) -> ReadSet {
    let tiles = kinds.iter().map(|&k| tile_of(k)).collect();
    ReadSet {
        winning,
        ..ReadSet::new(kind, tiles, laid)
    }
}

/// Scores every reading of the win; `None` when the tiles are not a complete hand.
pub(crate) fn best_reading(hand: &Hand, win: Tile, cond: &WinConditions) -> Option<Scored> {
    let win_kind = win.kind()?;
    let mut concealed = hand.concealed_counts();
    concealed.0[win_kind] += 1;
    let melds: Vec<SetInfo> = hand
        .melds
        .iter()
        .map(|m| SetInfo {
            base: m.tiles.iter().filter_map(|t| t.kind()).min().unwrap_or(0),
            chow: m.kind == MeldKind::Chow,
            kong: matches!(m.kind, MeldKind::OpenKong | MeldKind::ConcealedKong),
            open: m.kind.opens_hand(),
            laid: if m.kind.opens_hand() {
                Laid::Claimed
            } else {
                Laid::ConcealedKong
            },
        })
        .collect();
    let closed = !hand.is_open();
    let mut best: Option<(u32, Scored)> = None;
    let mut consider = |s: Scored| {
        let value = rank(&s);
        if best.as_ref().is_none_or(|(v, _)| value > *v) {
            best = Some((value, s));
        }
    };
    for shape in decompositions(&concealed, hand.melds.len()) {
        match shape {
            Shape::ThirteenOrphans => consider(Scored {
                yaku: vec![(Yaku::KokushiMusou, 13)],
                yaku_han: 13,
                fu: 30,
                reading: {
                    let mut r =
                        HandReading::by_suit(HandShape::ThirteenOrphans, &concealed.tiles());
                    r.mark_winning(win);
                    r
                },
            }),
            Shape::SevenPairs => consider(seven_pairs(&concealed, win_kind, cond)),
            Shape::Standard(parts) => {
                // Each part the winning tile could have completed is a separate reading.
                for i in 0..parts.len() {
                    if let Some(wait) = wait_shape(&parts, i, win_kind) {
                        consider(standard(&parts, i, win_kind, wait, &melds, closed, cond));
                    }
                }
            }
        }
    }
    best.map(|(_, s)| s)
}

/// Compare readings by what they pay: han (yakuman first), then fu.
fn rank(s: &Scored) -> u32 {
    u32::from(s.yaku_han) * 1000 + u32::from(s.fu)
}

fn seven_pairs(counts: &Counts, win_kind: usize, cond: &WinConditions) -> Scored {
    let kinds: Vec<usize> = (0..34).filter(|&k| counts.0[k] > 0).collect();
    let mut yaku = situational(cond, true);
    yaku.push(Yaku::Chiitoitsu);
    if kinds.iter().all(|&k| !is_terminal_or_honour(k)) {
        yaku.push(Yaku::Tanyao);
    }
    if kinds.iter().all(|&k| is_terminal_or_honour(k)) {
        yaku.push(Yaku::Honroutou);
    }
    if kinds.iter().all(|&k| is_honour(k)) {
        yaku = vec![Yaku::Tsuuiisou];
    } else {
        flushes(&kinds, &mut yaku);
    }
    if cond.first_draw && cond.tsumo {
        yaku.push(if cond.seat_wind == 0 {
            Yaku::Tenhou
        } else {
            Yaku::Chiihou
        });
    }
    finish(
        yaku,
        true,
        25,
        HandReading {
            shape: HandShape::SevenPairs,
            sets: kinds
                .iter()
                .map(|&k| {
                    read_set(
                        SetKind::Pair,
                        &[k, k],
                        Laid::Concealed,
                        (k == win_kind).then_some(1),
                    )
                })
                .collect(),
        },
    )
}

/// Yaku that come from how the hand was won, not from its shape.
fn situational(cond: &WinConditions, closed: bool) -> Vec<Yaku> {
    let mut yaku = Vec::new();
    if closed && cond.double_riichi {
        yaku.push(Yaku::DoubleRiichi);
    } else if closed && cond.riichi {
        yaku.push(Yaku::Riichi);
    }
    if closed && (cond.riichi || cond.double_riichi) && cond.ippatsu {
        yaku.push(Yaku::Ippatsu);
    }
    if closed && cond.tsumo {
        yaku.push(Yaku::MenzenTsumo);
    }
    if cond.last_tile {
        yaku.push(if cond.tsumo {
            Yaku::Haitei
        } else {
            Yaku::Houtei
        });
    }
    if cond.rinshan && cond.tsumo {
        yaku.push(Yaku::Rinshan);
    }
    if cond.chankan && !cond.tsumo {
        yaku.push(Yaku::Chankan);
    }
    yaku
}

fn flushes(kinds: &[usize], yaku: &mut Vec<Yaku>) {
    let suits: Vec<usize> = kinds.iter().filter(|&&k| k < 27).map(|&k| k / 9).collect();
    let one_suit = suits.windows(2).all(|w| w[0] == w[1]) && !suits.is_empty();
    if one_suit && kinds.iter().all(|&k| k < 27) {
        yaku.push(Yaku::Chinitsu);
    } else if one_suit {
        yaku.push(Yaku::Honitsu);
    }
}

/// Keeps the yakuman if there are any (every one the hand holds, named; they do not add up:
/// one limit), and turns the list into han.
fn finish(yaku: Vec<Yaku>, closed: bool, fu: u8, reading: HandReading) -> Scored {
    let yakuman: Vec<Yaku> = yaku.iter().copied().filter(|y| y.is_yakuman()).collect();
    let list: Vec<(Yaku, u8)> = if yakuman.is_empty() {
        yaku.into_iter()
            .filter_map(|y| {
                let (c, o) = y.han();
                let han = if closed { Some(c) } else { o };
                han.map(|h| (y, h))
            })
            .collect()
    } else {
        // Yakuman do not add up here: one limit, whatever else the hand has; each is named.
        yakuman.into_iter().map(|y| (y, 13)).collect()
    };
    let yaku_han = list.iter().map(|(_, h)| *h).sum::<u8>().min(13);
    Scored {
        yaku: list,
        yaku_han,
        fu,
        reading,
    }
}

fn standard(
    parts: &[Part],
    win_part: usize,
    win_kind: usize,
    wait: WaitShape,
    melds: &[SetInfo],
    closed: bool,
    cond: &WinConditions,
) -> Scored {
    let mut sets: Vec<SetInfo> = melds.to_vec();
    let mut pair = 0;
    for (i, p) in parts.iter().enumerate() {
        match *p {
            Part::Pair(k) => pair = k,
            Part::Chow(k) => sets.push(SetInfo {
                base: k,
                chow: true,
                kong: false,
                open: false,
                laid: Laid::Concealed,
            }),
            // A pung finished by a discard counts as an open pung.
            Part::Pung(k) => sets.push(SetInfo {
                base: k,
                chow: false,
                kong: false,
                open: i == win_part && !cond.tsumo,
                laid: Laid::Concealed,
            }),
        }
    }
    let seat = 27 + usize::from(cond.seat_wind % 4);
    let round = 27 + usize::from(cond.round_wind % 4);
    let pungs: Vec<&SetInfo> = sets.iter().filter(|s| !s.chow).collect();
    let chows: Vec<&SetInfo> = sets.iter().filter(|s| s.chow).collect();
    let all_kinds: Vec<usize> = sets.iter().flat_map(kinds_of).chain([pair, pair]).collect();
    let mut yaku = situational(cond, closed);

    // Yakuman.
    let concealed_pungs = pungs.iter().filter(|s| !s.open).count();
    if concealed_pungs == 4 {
        yaku.push(Yaku::Suuankou);
    }
    let dragon_pungs = pungs.iter().filter(|s| is_dragon(s.base)).count();
    let wind_pungs = pungs.iter().filter(|s| is_wind(s.base)).count();
    if dragon_pungs == 3 {
        yaku.push(Yaku::Daisangen);
    }
    if wind_pungs == 4 {
        yaku.push(Yaku::Daisuushii);
    } else if wind_pungs == 3 && is_wind(pair) {
        yaku.push(Yaku::Shousuushii);
    }
    if all_kinds.iter().all(|&k| is_honour(k)) {
        yaku.push(Yaku::Tsuuiisou);
    }
    if all_kinds
        .iter()
        .all(|&k| is_terminal_or_honour(k) && !is_honour(k))
    {
        yaku.push(Yaku::Chinroutou);
    }
    const GREEN: [usize; 6] = [19, 20, 21, 23, 25, 32];
    if all_kinds.iter().all(|k| GREEN.contains(k)) {
        yaku.push(Yaku::Ryuuiisou);
    }
    if closed && sets.iter().all(|s| !s.kong) && is_nine_gates(&all_kinds) {
        yaku.push(Yaku::ChuurenPoutou);
    }
    let kongs = sets.iter().filter(|s| s.kong).count();
    if kongs == 4 {
        yaku.push(Yaku::Suukantsu);
    }
    if cond.first_draw && cond.tsumo && closed {
        yaku.push(if cond.seat_wind == 0 {
            Yaku::Tenhou
        } else {
            Yaku::Chiihou
        });
    }

    // Pair and chow patterns.
    let yakuhai_pair = is_dragon(pair) || pair == seat || pair == round;
    let pinfu = closed && chows.len() == 4 && !yakuhai_pair && wait == WaitShape::TwoSided;
    if pinfu {
        yaku.push(Yaku::Pinfu);
    }
    let mut chow_bases: Vec<usize> = chows.iter().map(|s| s.base).collect();
    crate::order::sort_small(&mut chow_bases);
    let identical = count_identical_pairs(&chow_bases);
    if closed && identical == 2 {
        yaku.push(Yaku::Ryanpeikou);
    } else if closed && identical == 1 {
        yaku.push(Yaku::Iipeikou);
    }
    if all_kinds.iter().all(|&k| !is_terminal_or_honour(k)) {
        yaku.push(Yaku::Tanyao);
    }
    for s in &pungs {
        if is_dragon(s.base) {
            yaku.push(Yaku::DragonPung);
        }
        if s.base == seat {
            yaku.push(Yaku::SeatWind);
        }
        if s.base == round {
            yaku.push(Yaku::RoundWind);
        }
    }
    let every_group_outside = sets
        .iter()
        .all(|s| kinds_of(s).iter().any(|&k| is_terminal_or_honour(k)))
        && is_terminal_or_honour(pair);
    let no_honours = all_kinds.iter().all(|&k| !is_honour(k));
    if every_group_outside && !chows.is_empty() {
        yaku.push(if no_honours {
            Yaku::Junchan
        } else {
            Yaku::Chanta
        });
    }
    if (0..7).any(|n| (0..3).all(|suit| chow_bases.contains(&(suit * 9 + n)))) {
        yaku.push(Yaku::SanshokuDoujun);
    }
    if (0..3).any(|suit| {
        [0, 3, 6]
            .iter()
            .all(|n| chow_bases.contains(&(suit * 9 + n)))
    }) {
        yaku.push(Yaku::Ittsu);
    }
    if pungs.len() == 4 {
        yaku.push(Yaku::Toitoi);
    }
    if concealed_pungs == 3 {
        yaku.push(Yaku::Sanankou);
    }
    if (0..9).any(|n| (0..3).all(|suit| pungs.iter().any(|s| s.base == suit * 9 + n))) {
        yaku.push(Yaku::SanshokuDoukou);
    }
    if kongs == 3 {
        yaku.push(Yaku::Sankantsu);
    }
    if all_kinds.iter().all(|&k| is_terminal_or_honour(k)) {
        yaku.push(Yaku::Honroutou);
    }
    if dragon_pungs == 2 && is_dragon(pair) {
        yaku.push(Yaku::Shousangen);
    }
    let mut kinds = all_kinds.clone();
    crate::order::sort_small(&mut kinds);
    kinds.dedup();
    flushes(&kinds, &mut yaku);

    let fu = fu(&sets, pair, seat, round, wait, closed, pinfu, cond);
    let reading = reading_of(&sets, melds.len(), parts, win_part, win_kind, pair);
    finish(yaku, closed, fu, reading)
}

/// The reading set by set: the melds, the sets read from the hand, the pair; the winning
/// tile in the part it completed.
fn reading_of(
    sets: &[SetInfo],
    melds: usize,
    parts: &[Part],
    win_part: usize,
    win_kind: usize,
    pair: usize,
) -> HandReading {
    // The part the winning tile completed, as its place among the sets (the pair last).
    let won = parts.get(win_part).copied();
    let won_at = match won {
        Some(Part::Pair(_)) | None => sets.len(),
        Some(_) => {
            melds
                + parts[..win_part]
                    .iter()
                    .filter(|p| !matches!(p, Part::Pair(_)))
                    .count()
        }
    };
    let winning = |at: usize| match won {
        Some(Part::Chow(k)) if at == won_at => Some(win_kind.saturating_sub(k)),
        Some(Part::Pung(_)) if at == won_at => Some(2),
        Some(Part::Pair(_)) if at == won_at => Some(1),
        _ => None,
    };
    let mut read: Vec<ReadSet> = sets
        .iter()
        .enumerate()
        .map(|(at, s)| {
            let kind = match (s.chow, s.kong) {
                (true, _) => SetKind::Chow,
                (false, true) => SetKind::Kong,
                (false, false) => SetKind::Pung,
            };
            let [a, b, c] = kinds_of(s);
            let kinds = [a, b, c, s.base];
            read_set(kind, &kinds[..3 + usize::from(s.kong)], s.laid, winning(at))
        })
        .collect();
    read.push(read_set(
        SetKind::Pair,
        &[pair, pair],
        Laid::Concealed,
        winning(sets.len()),
    ));
    HandReading {
        shape: HandShape::Sets,
        sets: read,
    }
}

fn count_identical_pairs(sorted: &[usize]) -> usize {
    let mut i = 0;
    let mut pairs = 0;
    while i + 1 < sorted.len() {
        if sorted[i] == sorted[i + 1] {
            pairs += 1;
            i += 2;
        } else {
            i += 1;
        }
    }
    pairs
}

fn is_nine_gates(kinds: &[usize]) -> bool {
    let Some(&first) = kinds.first() else {
        return false;
    };
    if first >= 27 || kinds.iter().any(|&k| k / 9 != first / 9 || k >= 27) {
        return false;
    }
    let base = first / 9 * 9;
    let mut c = [0u8; 9];
    for &k in kinds {
        c[k - base] += 1;
    }
    let need = [3, 1, 1, 1, 1, 1, 1, 1, 3];
    c.iter().zip(need).all(|(&have, need)| have >= need)
}

#[allow(clippy::too_many_arguments)]
fn fu(
    sets: &[SetInfo],
    pair: usize,
    seat: usize,
    round: usize,
    wait: WaitShape,
    closed: bool,
    pinfu: bool,
    cond: &WinConditions,
) -> u8 {
    if pinfu {
        return if cond.tsumo { 20 } else { 30 };
    }
    let mut fu: u32 = 20;
    if closed && !cond.tsumo {
        fu += 10;
    }
    if cond.tsumo {
        fu += 2;
    }
    for s in sets.iter().filter(|s| !s.chow) {
        let mut f = if s.open { 2 } else { 4 };
        if is_terminal_or_honour(s.base) {
            f *= 2;
        }
        if s.kong {
            f *= 4;
        }
        fu += f;
    }
    if is_dragon(pair) {
        fu += 2;
    }
    if pair == seat {
        fu += 2;
    }
    if pair == round {
        fu += 2;
    }
    if matches!(
        wait,
        WaitShape::Edge | WaitShape::Closed | WaitShape::Single
    ) {
        fu += 2;
    }
    let rounded = fu.div_ceil(10) * 10;
    // An open hand with nothing but the base scores 30.
    let rounded = if !closed && rounded == 20 {
        30
    } else {
        rounded
    };
    rounded.min(250) as u8
}
