//! Riichi hand analysis: complete shapes, waits, shanten, yaku and points — the tiles only.
//! What a finding means under a rule set (tenpai at a draw, furiten, a ron on a furiten
//! wait) is the rules' ([`crate::rules`]).
//!
//! ```
//! use mahjong_referee::riichi::{Hand, waiting};
//! let hand: Hand = "3m3m1s1s1s1p2p3p4p5p6p7p8p".parse().unwrap();
//! let w = waiting(&hand);
//! assert_eq!(w.shanten, 0);
//! assert_eq!(w.waits.iter().map(|w| w.tile.to_string()).collect::<Vec<_>>(), ["3p", "6p", "9p"]);
//! ```

mod complete;
mod counts;
mod hand;
pub mod sample;
mod score;
mod shanten;
mod shapes;
mod waits;
mod yaku;

pub use complete::{is_complete, is_seven_pairs, is_standard_complete, is_thirteen_orphans};
pub use counts::Counts;
pub use hand::{Hand, HandError, Meld, MeldKind};
pub use score::{
    Limit, Payments, WinError, WinInput, WinReport, YakuReport, base_points, payments,
};
pub use shanten::{NOT_A_HAND, shanten};
pub use shapes::{Part, Shape, decompositions};
pub use waits::{Wait, WaitShape, Waiting, wait_kinds, waiting};
pub use yaku::{WinConditions, Yaku};
