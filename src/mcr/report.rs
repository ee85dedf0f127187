//! The analysis as plain data for the command line and the JS API (camelCase fields).

use super::score::{McrReport, Verdict};
use serde::Serialize;

/// One fan in [`McrSummary`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FanLine {
    /// The Green Book's English name.
    pub name: &'static str,
    /// The value of one.
    pub points: u8,
    /// How many times it counts.
    pub count: u8,
}

/// [`McrReport`] as data: `{"fan", "flowers", "total", "fans", "verdict", "reason", "reading", "waits", "payments"}`.
///
/// ```
/// use mahjong_referee::mcr::{McrHand, McrReport, McrSummary};
/// let hand: McrHand = r#"{"concealed": "123m456p789s1122z", "win": "3z"}"#.parse().unwrap();
/// let s = McrSummary::from(&McrReport::of(&hand));
/// assert_eq!(s.verdict, "not-complete");
/// assert!(s.reason.is_some());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct McrSummary {
    /// Points without flowers: what the 8-point minimum is checked on.
    pub fan: u16,
    /// Flowers and seasons.
    pub flowers: u8,
    /// Points with flowers.
    pub total: u16,
    /// The fans counted, Flower Tiles last.
    pub fans: Vec<FanLine>,
    /// `valid`, `under-8` or `not-complete`.
    pub verdict: &'static str,
    /// Why the hand is not complete, or why it is not valid.
    pub reason: Option<String>,
    /// The reading counted (sets, or the special hand's name).
    pub reading: String,
    /// The tiles waited on before the winning tile, mpsz.
    pub waits: Vec<String>,
    /// Who pays, for a valid hu ([`McrReport::payments`]).
    pub payments: Option<super::score::HuPayments>,
}

impl From<&McrReport> for McrSummary {
    fn from(r: &McrReport) -> McrSummary {
        let reason = match (r.verdict, &r.not_complete) {
            (_, Some(why)) => Some(why.to_string()),
            (Verdict::Under8, None) => Some(format!(
                "{} points without flowers: 8 are needed to win",
                r.fan
            )),
            _ => None,
        };
        McrSummary {
            fan: r.fan,
            flowers: r.flowers,
            total: r.total(),
            fans: r
                .fans
                .iter()
                .map(|f| FanLine {
                    name: f.fan.name(),
                    points: f.fan.points(),
                    count: f.count,
                })
                .collect(),
            verdict: r.verdict.code(),
            reason,
            reading: r.reading_text(),
            waits: r.waits.iter().map(|t| t.to_string()).collect(),
            payments: r.payments(),
        }
    }
}
