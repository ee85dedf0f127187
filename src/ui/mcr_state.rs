//! What the user has entered in the MCR hand check: the hand shown, the winning tile and
//! the facts of the win.

use crate::mcr::{McrHand, McrHandError, McrInput, MeldInput};
use crate::riichi::Hand;
use crate::tiles::{Tile, Tiles, mpsz_or_empty};
use crate::ui::codec;
use crate::ui::hooks::Stored;
use crate::ui::typed_hand::{HandProblem, Typed, empty_hand, flag, printed, read, yes};
use std::rc::Rc;
use yew::Reducible;

/// Tiles the hand holds before the winning tile (a meld counts three).
pub const HAND_SIZE: usize = 13;

/// The MCR hand check's entries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct McrState {
    /// The hand without the winning tile (an empty hand before any tile).
    pub hand: Hand,
    /// The text box, as typed.
    pub typed: String,
    /// Why the typed text is not a hand.
    pub typed_error: Option<HandProblem>,
    /// The winning tile.
    pub win: Option<Tile>,
    /// Won on a drawn tile.
    pub self_drawn: bool,
    /// Flowers and seasons, 0–8.
    pub flowers: u8,
    /// Seat wind, 0 east … 3 north.
    pub seat: u8,
    /// Round wind, 0 east … 3 north.
    pub round: u8,
    /// The other three of the winning tile were on the table.
    pub last_of_kind: bool,
    /// Last tile of the wall, or the last discard.
    pub last_of_wall: bool,
    /// Won on a kong's replacement tile.
    pub kong_replacement: bool,
    /// Won by robbing a kong.
    pub robbing_kong: bool,
    /// The winning tile was shown apart from the hand.
    pub win_shown: bool,
}

impl Default for McrState {
    fn default() -> McrState {
        McrState {
            hand: empty_hand(),
            typed: String::new(),
            typed_error: None,
            win: None,
            self_drawn: false,
            flowers: 0,
            seat: 0,
            round: 0,
            last_of_kind: false,
            last_of_wall: false,
            kong_replacement: false,
            robbing_kong: false,
            win_shown: true,
        }
    }
}

/// A yes/no fact of the win.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WinFact {
    /// Self-drawn.
    SelfDrawn,
    /// Last of its kind.
    LastOfKind,
    /// Last tile of the wall / last discard.
    LastOfWall,
    /// Kong replacement tile.
    KongReplacement,
    /// Robbing a kong.
    RobbingKong,
    /// Winning tile shown apart.
    WinShown,
}

/// What the user can do in the MCR hand check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum McrAction {
    /// Tap a tile: into the hand, or, once it holds 13, as the winning tile.
    AddTile(Tile),
    /// Tap a hand tile to take it out.
    RemoveHandTile(usize),
    /// Tap the winning tile to take it out.
    ClearWin,
    /// Empty the hand and the winning tile.
    ClearHand,
    /// Type the hand (melds in brackets).
    Type(String),
    /// Answer a yes/no fact.
    Set(WinFact, bool),
    /// Flowers and seasons.
    SetFlowers(u8),
    /// Seat wind.
    SetSeat(u8),
    /// Round wind.
    SetRound(u8),
}

const WIND_LETTERS: [&str; 4] = ["E", "S", "W", "N"];

impl McrState {
    fn with_hand(mut self, hand: Hand) -> McrState {
        self.typed = printed(&hand);
        self.typed_error = None;
        self.hand = hand;
        self
    }

    /// The entry as the MCR analysis takes it, once there is a winning tile.
    ///
    /// ```
    /// use mahjong_referee::ui::mcr_state::{McrAction, McrState};
    /// use yew::Reducible;
    /// let s = std::rc::Rc::new(McrState::default()).reduce(McrAction::Type("123m456p789s5s [777z]".into()));
    /// assert!(s.shown().is_none());
    /// let s = s.reduce(McrAction::AddTile("5s".parse().unwrap()));
    /// assert!(s.shown().unwrap().is_ok());
    /// ```
    pub fn shown(&self) -> Option<Result<McrHand, McrHandError>> {
        let win = self.win?;
        let melds = self
            .hand
            .melds
            .iter()
            .map(|m| MeldInput {
                kind: m.kind.name().to_string(),
                tiles: Tiles::new(m.tiles.clone())
                    .map(|t| t.to_string())
                    .unwrap_or_default(),
            })
            .collect();
        let plain: Vec<Tile> = self.hand.concealed.iter().map(|t| t.plain()).collect();
        let concealed = mpsz_or_empty(&plain);
        let input = McrInput {
            concealed,
            melds,
            win: win.plain().to_string(),
            self_drawn: self.self_drawn,
            flowers: self.flowers,
            seat_wind: WIND_LETTERS[usize::from(self.seat % 4)].to_string(),
            round_wind: WIND_LETTERS[usize::from(self.round % 4)].to_string(),
            last_of_kind: self.last_of_kind,
            last_of_wall: self.last_of_wall,
            kong_replacement: self.kong_replacement,
            robbing_kong: self.robbing_kong,
            winning_tile_shown: self.win_shown,
        };
        Some(McrHand::from_input(&input))
    }
}

/// The winning tile a typed hand gives: its last concealed tile, when it has 14 tiles (a
/// meld counting three).
///
/// ```
/// use mahjong_referee::ui::mcr_state::win_typed;
/// assert_eq!(win_typed("123m456p789s55s [777z]").map(|t| t.to_string()), Some("5s".into()));
/// assert_eq!(win_typed("123m456p789s5s [777z]"), None);
/// ```
pub fn win_typed(text: &str) -> Option<Tile> {
    match read(text, HAND_SIZE + 1) {
        Typed::Hand(hand) if hand.size() > HAND_SIZE => hand.concealed.last().copied(),
        _ => None,
    }
}

fn all_tiles(s: &McrState) -> Vec<Tile> {
    let mut all = s.hand.concealed.clone();
    for m in &s.hand.melds {
        all.extend(&m.tiles);
    }
    all.extend(s.win);
    all
}

impl Reducible for McrState {
    type Action = McrAction;

    fn reduce(self: Rc<Self>, action: McrAction) -> Rc<Self> {
        let next = (*self).clone();
        let next = match action {
            McrAction::AddTile(tile) => {
                if tile.is_bonus() {
                    return self;
                }
                let tile = tile.plain();
                let mut with = next.clone();
                if next.hand.size() < HAND_SIZE {
                    with.hand.concealed.push(tile);
                } else {
                    with.win = Some(tile);
                }
                // No fifth copy of a tile.
                if Tiles::new(all_tiles(&with)).is_err() {
                    return self;
                }
                let hand = with.hand.clone();
                with.with_hand(hand)
            }
            McrAction::RemoveHandTile(i) => {
                let mut hand = next.hand.clone();
                if i < hand.concealed.len() {
                    hand.concealed.remove(i);
                }
                next.with_hand(hand)
            }
            McrAction::ClearWin => McrState { win: None, ..next },
            McrAction::ClearHand => McrState {
                win: None,
                ..next.with_hand(empty_hand())
            },
            McrAction::Type(text) => match read(&text, HAND_SIZE + 1) {
                Typed::Empty => {
                    let mut n = next.with_hand(empty_hand());
                    n.typed = text;
                    n
                }
                // Fourteen typed: the last tile of the concealed part is the winning tile.
                Typed::Hand(mut hand) if hand.size() > HAND_SIZE => match hand.concealed.pop() {
                    Some(win) => McrState {
                        hand,
                        win: Some(win),
                        typed: text,
                        typed_error: None,
                        ..next
                    },
                    None => McrState {
                        typed_error: Some(HandProblem::TooMany {
                            tiles: HAND_SIZE + 1,
                            max: HAND_SIZE,
                        }),
                        typed: text,
                        ..next
                    },
                },
                // A winning tile the text gave goes with it.
                Typed::Hand(hand) => McrState {
                    hand,
                    win: if win_typed(&next.typed).is_some() {
                        None
                    } else {
                        next.win
                    },
                    typed: text,
                    typed_error: None,
                    ..next
                },
                Typed::Problem(HandProblem::TooMany { tiles, .. }) => McrState {
                    typed_error: Some(HandProblem::TooMany {
                        tiles,
                        max: HAND_SIZE,
                    }),
                    typed: text,
                    ..next
                },
                Typed::Problem(e) => McrState {
                    typed_error: Some(e),
                    typed: text,
                    ..next
                },
            },
            McrAction::Set(fact, yes) => {
                let mut n = next;
                match fact {
                    WinFact::SelfDrawn => n.self_drawn = yes,
                    WinFact::LastOfKind => n.last_of_kind = yes,
                    WinFact::LastOfWall => n.last_of_wall = yes,
                    WinFact::KongReplacement => n.kong_replacement = yes,
                    WinFact::RobbingKong => n.robbing_kong = yes,
                    WinFact::WinShown => n.win_shown = yes,
                }
                // Keep the facts consistent: a robbed tile is claimed, a replacement drawn.
                if yes && fact == WinFact::RobbingKong {
                    n.self_drawn = false;
                    n.kong_replacement = false;
                }
                if yes && fact == WinFact::KongReplacement {
                    n.self_drawn = true;
                    n.robbing_kong = false;
                }
                if fact == WinFact::SelfDrawn {
                    if yes {
                        n.robbing_kong = false;
                    } else {
                        n.kong_replacement = false;
                    }
                }
                n
            }
            McrAction::SetFlowers(flowers) => McrState {
                flowers: flowers.min(8),
                ..next
            },
            McrAction::SetSeat(seat) => McrState {
                seat: seat % 4,
                ..next
            },
            McrAction::SetRound(round) => McrState {
                round: round % 4,
                ..next
            },
        };
        Rc::new(next)
    }
}

/// Stored as a record (version 2, [`crate::ui::codec`]); `y` or `n` for yes or no:
///
/// ```text
/// ["2","<hand>","<win or ->","<self-drawn>","<flowers>","<seat>","<round>","<last of kind>","<last of wall>","<kong replacement>","<robbing kong>","<win shown>","<typed text>"]
/// ```
///
/// Version 1 stored the same fields as one line separated by `;`, the typed text last, and
/// is still read:
///
/// ```text
/// 1;<hand>;<win or ->;<self-drawn>;<flowers>;<seat>;<round>;<last of kind>;<last of wall>;<kong replacement>;<robbing kong>;<win shown>;<typed text>
/// ```
impl Stored for McrState {
    const KEY: &'static str = "mahjong-referee/mcr-hand";

    fn encode(&self) -> String {
        codec::record(&[
            "2",
            &printed(&self.hand),
            &self.win.map_or("-".to_string(), |t| t.to_string()),
            yes(self.self_drawn),
            &self.flowers.to_string(),
            &self.seat.to_string(),
            &self.round.to_string(),
            yes(self.last_of_kind),
            yes(self.last_of_wall),
            yes(self.kong_replacement),
            yes(self.robbing_kong),
            yes(self.win_shown),
            &self.typed,
        ])
    }

    fn decode(line: &str) -> Option<McrState> {
        let record = codec::read(line);
        let (f, version): (Vec<&str>, _) = match &record {
            Some(record) => (codec::texts(record)?, "2"),
            None => (line.splitn(13, ';').collect(), "1"),
        };
        if f.len() != 13 || f[0] != version {
            return None;
        }
        let hand = if f[1].is_empty() {
            empty_hand()
        } else {
            f[1].parse::<Hand>().ok()?
        };
        let typed = f[12].to_string();
        let typed_error = match typed.trim() {
            "" => None,
            text => text.parse::<Hand>().err().map(HandProblem::Hand),
        };
        let small = |s: &str, max: u8| s.parse::<u8>().ok().filter(|n| *n <= max);
        Some(McrState {
            hand,
            typed,
            typed_error,
            win: match f[2] {
                "-" => None,
                t => Some(t.parse().ok()?),
            },
            self_drawn: flag(f[3])?,
            flowers: small(f[4], 8)?,
            seat: small(f[5], 3)?,
            round: small(f[6], 3)?,
            last_of_kind: flag(f[7])?,
            last_of_wall: flag(f[8])?,
            kong_replacement: flag(f[9])?,
            robbing_kong: flag(f[10])?,
            win_shown: flag(f[11])?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mcr::{McrReport, Verdict};

    use crate::ui::test_support::t;

    fn run(actions: Vec<McrAction>) -> McrState {
        crate::ui::test_support::replay(actions)
    }

    #[test]
    fn the_fourteenth_tap_is_the_winning_tile() {
        let tiles: Tiles = "123m456p789s5s777z5s".parse().unwrap();
        let s = run(tiles
            .as_slice()
            .iter()
            .map(|t| McrAction::AddTile(*t))
            .collect());
        assert_eq!(s.hand.concealed.len(), 13);
        assert_eq!(s.win, Some(t("5s")));
        let r = McrReport::of(&s.shown().unwrap().unwrap());
        assert_eq!(r.verdict, Verdict::Valid);
        // A fifth copy is refused; a flower tile is never a hand tile.
        let s = run(vec![McrAction::AddTile(t("1m")); 6]);
        assert_eq!(s.hand.concealed.len(), 4);
        let s = run(vec![McrAction::AddTile(t("1f"))]);
        assert!(s.hand.concealed.is_empty());
    }

    #[test]
    fn fourteen_typed_tiles_take_the_last_as_the_winning_tile() {
        let typed = |text: &str| McrAction::Type(text.into());
        let s = run(vec![typed("123m456p789s55s [777z]")]);
        assert_eq!(s.hand.size(), 13);
        assert_eq!(s.win, Some(t("5s")));
        assert_eq!(s.typed_error, None);
        assert_eq!(
            McrReport::of(&s.shown().unwrap().unwrap()).verdict,
            Verdict::Valid
        );
        // The last tile typed away: the winning tile goes with it.
        let s = run(vec![
            typed("123m456p789s55s [777z]"),
            typed("123m456p789s5s [777z]"),
        ]);
        assert_eq!((s.hand.size(), s.win), (13, None));
        // Thirteen typed and the winning tile tapped: it stays while the text changes.
        let s = run(vec![
            typed("123m456p789s5s [777z]"),
            McrAction::AddTile(t("5s")),
            typed("123m456p789s5s [777z] "),
        ]);
        assert_eq!(s.win, Some(t("5s")));
        // Fifteen: no hand (and no winning tile taken from it).
        let s = run(vec![typed("123m456p789s555s [777z]")]);
        assert!(matches!(s.typed_error, Some(HandProblem::Hand(_))));
        assert_eq!(s.win, None);
    }

    #[test]
    fn facts_stay_consistent() {
        let s = run(vec![
            McrAction::Set(WinFact::SelfDrawn, true),
            McrAction::Set(WinFact::RobbingKong, true),
        ]);
        assert!(!s.self_drawn && s.robbing_kong);
        let s = run(vec![McrAction::Set(WinFact::KongReplacement, true)]);
        assert!(s.self_drawn);
    }

    #[test]
    fn stored_and_read_back() {
        let s = run(vec![
            McrAction::Type("123m456p789s5s [777z]".into()),
            McrAction::AddTile(t("5s")),
            McrAction::SetFlowers(3),
            McrAction::SetSeat(2),
            McrAction::Set(WinFact::WinShown, false),
        ]);
        let line = s.encode();
        assert_eq!(
            line,
            r#"["2","123m456p7895s [777z]","5s","n","3","2","0","n","n","n","n","n","123m456p7895s [777z]"]"#
        );
        assert_eq!(McrState::decode(&line), Some(s.clone()));
        // The line version 1 stored for it (before the one codec) reads to the same entries.
        let v1 = "1;123m456p7895s [777z];5s;n;3;2;0;n;n;n;n;n;123m456p7895s [777z]";
        assert_eq!(McrState::decode(v1), Some(s));
        let fresh = McrState::default();
        assert_eq!(McrState::decode(&fresh.encode()), Some(fresh));
        assert_eq!(McrState::decode("1;x"), None);
        assert_eq!(McrState::decode("1;;-;n;9;0;0;n;n;n;n;y;"), None);
        let typed = run(vec![McrAction::Type("12m; \"3\"\\[".into())]);
        assert_eq!(McrState::decode(&typed.encode()), Some(typed));
        for record in [
            r#"["2","","-","n","9","0","0","n","n","n","n","y",""]"#,
            r#"["2","","-","n","0","0","0","n","n","n","n","y"]"#,
            r#"["2","","-","n","0","0","0","n","n","n","n","y","",""]"#,
            r#"["1","","-","n","0","0","0","n","n","n","n","y",""]"#,
            r#"["2","","-",false,"0","0","0","n","n","n","n","y",""]"#,
        ] {
            assert_eq!(McrState::decode(record), None, "{record}");
        }
    }
}
