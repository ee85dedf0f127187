//! Furiten: may this waiting player win on a discard?
//!
//! EMA 2016 and 2012 §3.4.5 agree on furiten from the player's own discards. They differ
//! on temporary furiten after passing a winning discard: in 2016 it lasts until the
//! player's next draw or claim, or to the end of the hand once in riichi; in 2012 it also
//! ends when anyone's call interrupts the turns, and the text has no riichi exception. The
//! WRC 2015 text the project has (§7) does not cover furiten.

use super::{RulesetId, Section};
use crate::tiles::Tile;
use std::fmt;

/// What happened after the player let a winning discard pass.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PassedWin {
    /// The player had declared riichi when the tile passed.
    pub in_riichi: bool,
    /// The player has drawn a tile since.
    pub drew_since: bool,
    /// The player has claimed a tile (chow, pung, kong) since.
    pub claimed_since: bool,
    /// Someone has called chow, pung or kong since.
    pub call_since: bool,
}

/// The facts furiten turns on, besides the waits.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FuritenFacts {
    /// The player's own discards.
    pub discards: Vec<Tile>,
    /// A winning discard the player let pass in this hand, if any.
    pub passed: Option<PassedWin>,
}

/// Why a player is furiten.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FuritenReason {
    /// A wait is among the player's own discards.
    OwnDiscards {
        /// The waits discarded.
        tiles: Vec<Tile>,
    },
    /// A winning discard passed, and the temporary furiten has not ended.
    PassedWin,
    /// A winning discard passed after riichi: furiten to the end of the hand (EMA 2016).
    PassedWinInRiichi,
}

impl fmt::Display for FuritenReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FuritenReason::OwnDiscards { tiles } => {
                let list: Vec<String> = tiles.iter().map(|t| t.short()).collect();
                write!(f, "a winning tile is among the player's own discards ({})", list.join(" "))
            }
            FuritenReason::PassedWin => f.write_str(
                "the player let a winning discard pass, and has not drawn since",
            ),
            FuritenReason::PassedWinInRiichi => f.write_str(
                "the player let a winning discard pass after declaring riichi: furiten until the hand ends",
            ),
        }
    }
}

/// A rule set's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FuritenVerdict {
    /// Whether the player may not win on a discard, and why. Winning on a self-drawn tile
    /// is allowed either way.
    Ruled {
        /// Furiten: no ron.
        furiten: bool,
        /// Why (empty when not furiten).
        reasons: Vec<FuritenReason>,
        /// Where it is written.
        section: Section,
    },
    /// The rule set's document does not cover furiten.
    NotCovered,
}

/// Furiten under a rule set, given the hand's winning tiles.
///
/// ```
/// use mahjong_referee::rules::{furiten, FuritenFacts, FuritenVerdict, PassedWin};
/// use mahjong_referee::rules::RulesetId;
/// let waits: Vec<_> = ["1p", "4p"].iter().map(|t| t.parse().unwrap()).collect();
/// let facts = FuritenFacts { discards: vec!["7p".parse().unwrap()], passed: None };
/// let FuritenVerdict::Ruled { furiten: f, .. } = furiten(RulesetId::Ema2016, &waits, &facts) else { panic!() };
/// assert!(!f, "a discarded 7p does not make a 1-4p wait furiten");
/// ```
pub fn furiten(ruleset: RulesetId, waits: &[Tile], facts: &FuritenFacts) -> FuritenVerdict {
    let section = Section {
        ruleset,
        number: Some("3.4.5"),
        title: crate::rules::common::Say::Furiten.into(),
        within: crate::rules::Within::Whole,
    };
    let mut reasons = Vec::new();
    let discarded: Vec<Tile> = waits
        .iter()
        .copied()
        .filter(|w| facts.discards.iter().any(|d| d.plain() == w.plain()))
        .collect();
    if !discarded.is_empty() {
        reasons.push(FuritenReason::OwnDiscards { tiles: discarded });
    }
    match (ruleset, facts.passed) {
        (RulesetId::Wrc2015 | RulesetId::Mers2010 | RulesetId::Ffmj2008, _) => {
            return FuritenVerdict::NotCovered;
        }
        (_, None) => {}
        (RulesetId::Ema2016, Some(p)) => {
            if p.in_riichi {
                reasons.push(FuritenReason::PassedWinInRiichi);
            } else if !p.drew_since && !p.claimed_since {
                reasons.push(FuritenReason::PassedWin);
            }
        }
        (RulesetId::Ema2012, Some(p)) => {
            if !p.drew_since && !p.claimed_since && !p.call_since {
                reasons.push(FuritenReason::PassedWin);
            }
        }
    }
    FuritenVerdict::Ruled {
        furiten: !reasons.is_empty(),
        reasons,
        section,
    }
}

/// What a win called on a tile comes to under a rule set — the one answer the hand check
/// shows and the ruling rules on: a ron on a wait the player is furiten on is a furiten ron
/// whatever the hand is worth; otherwise the win is valid if it has a yaku.
#[derive(Debug, Clone, PartialEq)]
pub enum WinFinding {
    /// A ron while furiten (EMA §3.4.5): not a win; the furiten ron's ruling applies.
    FuritenRon {
        /// Why the player is furiten.
        reasons: Vec<FuritenReason>,
        /// The section that says so.
        section: Section,
    },
    /// A ron by a player with a wait among their discards, or who let a winning discard
    /// pass, under a rule set whose document does not cover furiten: not shown as a win;
    /// the referee decides (the furiten ron's ruling under that rule set says how).
    FuritenNotCovered,
    /// A complete hand without a yaku, or no complete hand: a win called on it is an
    /// empty call.
    NoWin(crate::riichi::WinReport),
    /// A valid win, its yaku and points.
    Valid(crate::riichi::WinReport),
}

/// What a win on `win` comes to under `ruleset`, furiten judged from `facts` (a self-drawn
/// win is never furiten). Where the rule set's document does not cover furiten, a ron by a
/// player with a wait among their discards (or who passed a win) is left to the referee,
/// never shown as a valid win.
///
/// ```
/// use mahjong_referee::riichi::{Hand, WinConditions};
/// use mahjong_referee::rules::{FuritenFacts, RulesetId, WinFinding, win_finding};
/// let hand: Hand = "234m456p789s23s55z".parse().unwrap();
/// let four_sou = "4s".parse().unwrap();
/// let discarded = FuritenFacts { discards: vec!["1s".parse().unwrap()], passed: None };
/// let ron = WinConditions { riichi: true, ..WinConditions::default() };
/// // 1s is one of the waits and among the discards: the ron on 4s is a furiten ron.
/// assert!(matches!(win_finding(RulesetId::Ema2016, &hand, four_sou, &ron, &discarded), WinFinding::FuritenRon { .. }));
/// // WRC 2015 §7 does not say what furiten is: the referee decides, no valid win shown.
/// assert_eq!(win_finding(RulesetId::Wrc2015, &hand, four_sou, &ron, &discarded), WinFinding::FuritenNotCovered);
/// // Self-drawn, it is a win.
/// let tsumo = WinConditions { tsumo: true, ..ron };
/// assert!(matches!(win_finding(RulesetId::Ema2016, &hand, four_sou, &tsumo, &discarded), WinFinding::Valid(_)));
/// ```
pub fn win_finding(
    ruleset: RulesetId,
    hand: &crate::riichi::Hand,
    win: Tile,
    conditions: &crate::riichi::WinConditions,
    facts: &FuritenFacts,
) -> WinFinding {
    if !conditions.tsumo {
        let waits: Vec<Tile> = crate::riichi::waiting(hand)
            .waits
            .iter()
            .map(|w| w.tile)
            .collect();
        match furiten(ruleset, &waits, facts) {
            FuritenVerdict::Ruled {
                furiten: true,
                reasons,
                section,
            } => return WinFinding::FuritenRon { reasons, section },
            FuritenVerdict::NotCovered
                if facts.passed.is_some() || waits.iter().any(|w| facts.discards.contains(w)) =>
            {
                return WinFinding::FuritenNotCovered;
            }
            _ => {}
        }
    }
    let report = crate::riichi::WinReport::score(hand, win, conditions);
    if report.valid {
        WinFinding::Valid(report)
    } else {
        WinFinding::NoWin(report)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::riichi::{Hand, waiting};

    fn waits(hand: &str) -> Vec<Tile> {
        waiting(&hand.parse::<Hand>().unwrap())
            .waits
            .into_iter()
            .map(|w| w.tile)
            .collect()
    }

    fn is_furiten(id: RulesetId, waits: &[Tile], facts: &FuritenFacts) -> bool {
        match furiten(id, waits, facts) {
            FuritenVerdict::Ruled { furiten, .. } => furiten,
            FuritenVerdict::NotCovered => panic!("{id} covers furiten"),
        }
    }

    fn discards(s: &str) -> FuritenFacts {
        FuritenFacts {
            discards: s.parse::<crate::tiles::Tiles>().unwrap().into_vec(),
            passed: None,
        }
    }

    #[test]
    fn seed_example_1_three_sided_wait() {
        let w = waits("3man3man1sou1sou1sou1pin2pin3pin4pin5pin6pin7pin8pin");
        for d in ["3p", "6p", "9p"] {
            assert!(is_furiten(RulesetId::Ema2016, &w, &discards(d)), "{d}");
        }
        assert!(!is_furiten(RulesetId::Ema2016, &w, &discards("1p2p5s")));
    }

    #[test]
    fn seed_example_2_a_discarded_seven_is_not_furiten() {
        let w = waits("3man3man1sou2sou3sou1sou2sou3sou4sou5sou6sou2pin3pin");
        assert!(!is_furiten(RulesetId::Ema2016, &w, &discards("7p")));
        assert!(is_furiten(RulesetId::Ema2016, &w, &discards("1p")));
        assert!(is_furiten(RulesetId::Ema2012, &w, &discards("4p")));
    }

    #[test]
    fn seed_example_3_waits_include_the_red_dragon() {
        let w = waits("redred4pin4pin4pin5pin6pin1man2man3man1man2man3man");
        for d in ["4p", "7p", "red"] {
            assert!(is_furiten(RulesetId::Ema2016, &w, &discards(d)), "{d}");
        }
        assert!(!is_furiten(RulesetId::Ema2016, &w, &discards("5p")));
    }

    #[test]
    fn temporary_furiten_ends_differently_in_2016_and_2012() {
        let w = waits("3m3m1s1s1s1p2p3p4p5p6p7p8p");
        let passed = |p: PassedWin| FuritenFacts {
            discards: vec![],
            passed: Some(p),
        };
        let just_passed = passed(PassedWin::default());
        let after_a_call = passed(PassedWin {
            call_since: true,
            ..PassedWin::default()
        });
        let after_a_draw = passed(PassedWin {
            drew_since: true,
            ..PassedWin::default()
        });
        let riichi_after_a_draw = passed(PassedWin {
            in_riichi: true,
            drew_since: true,
            ..PassedWin::default()
        });
        for id in [RulesetId::Ema2016, RulesetId::Ema2012] {
            assert!(is_furiten(id, &w, &just_passed), "{id}");
            assert!(!is_furiten(id, &w, &after_a_draw), "{id}");
        }
        assert!(is_furiten(RulesetId::Ema2016, &w, &after_a_call));
        assert!(!is_furiten(RulesetId::Ema2012, &w, &after_a_call));
        assert!(is_furiten(RulesetId::Ema2016, &w, &riichi_after_a_draw));
        assert!(!is_furiten(RulesetId::Ema2012, &w, &riichi_after_a_draw));
        assert_eq!(
            furiten(RulesetId::Wrc2015, &w, &just_passed),
            FuritenVerdict::NotCovered
        );
    }
}
