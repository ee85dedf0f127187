//! MCR (Chinese Official) hand analysis: the 81 fans of the Green Book 2006, the 8-point
//! minimum, and what a shown hand is for a false-hu ruling.
//!
//! Kinds are indexed as everywhere in the core (see [`crate::tiles::Tile`]): 0–8 man,
//! 9–17 pin, 18–26 sou, 27–30 winds E S W N, 31–33 dragons white, green, red. Flowers
//! and seasons are a number on the hand, never tiles in it.
//!
//! ```
//! use mahjong_referee::mcr::{McrHand, McrReport, Verdict};
//! // 123m 456p 789s (mixed straight, 8) + 234m + a pair of 5s, won on a discard: 8 + 2 + …
//! let hand: McrHand = r#"{"concealed": "123234m456p789s5s", "win": "5s"}"#.parse().unwrap();
//! let report = McrReport::of(&hand);
//! assert_eq!(report.verdict, Verdict::Valid);
//! let names: Vec<&str> = report.fans.iter().map(|f| f.fan.name()).collect();
//! assert_eq!(names, ["Mixed Straight", "Concealed Hand", "All Chows", "Single Wait"]);
//! ```

mod fan;
mod hand;
mod report;
pub mod sample;
mod score;
mod shape;

pub use fan::{Fan, UnknownFan};
pub use hand::{Contradiction, McrHand, McrHandError, McrInput, McrMeld, MeldInput};
pub use report::{FanLine, McrSummary};
pub use score::{FanCount, HuPayments, McrReport, MeldFault, NotComplete, Verdict};
pub use shape::{Form, Set, is_complete, waits};
