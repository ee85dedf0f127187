//! What the user has entered, and the actions that change it.

use crate::rules::{FalseSet, Incident, Replacement, RulesetId};
use crate::sets::SetCheck;
use crate::tiles::{Tile, Tiles};
use std::rc::Rc;
use yew::Reducible;

/// The most tiles the group input holds (a kong, plus room for a mistaken fifth tile).
pub const MAX_GROUP: usize = 5;

/// Everything the user entered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppState {
    /// The tournament's rule set.
    pub ruleset: RulesetId,
    /// The claimed group, as tapped or typed.
    pub tiles: Vec<Tile>,
    /// The text box, as typed.
    pub typed: String,
    /// Why the typed text is not tiles, if it is not.
    pub typed_error: Option<String>,
    /// Has the player discarded since? `None` until answered.
    pub discarded: Option<bool>,
    /// Where the replacement tile is (MCR).
    pub replacement: Replacement,
    /// Fouls the player already had this session.
    pub prior_fouls: u8,
}

impl Default for AppState {
    fn default() -> AppState {
        AppState {
            ruleset: RulesetId::Ema2016,
            tiles: Vec::new(),
            typed: String::new(),
            typed_error: None,
            discarded: None,
            replacement: Replacement::NotTaken,
            prior_fouls: 0,
        }
    }
}

/// What the user can do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Pick the rule set.
    SetRuleset(RulesetId),
    /// Tap a tile on the keyboard: add it to the group.
    AddTile(Tile),
    /// Tap a tile in the group: take it out.
    RemoveTileAt(usize),
    /// Empty the group.
    ClearTiles,
    /// Type into the text box.
    Type(String),
    /// Answer "discarded since?".
    SetDiscarded(bool),
    /// Answer "replacement tile?".
    SetReplacement(Replacement),
    /// Answer "fouls already this session?".
    SetPriorFouls(u8),
    /// Start again.
    Reset,
}

impl AppState {
    /// The group as a checked tile list.
    pub fn group(&self) -> Option<SetCheck> {
        Tiles::new(self.tiles.clone())
            .ok()
            .filter(|t| !t.is_empty())
            .map(SetCheck::new)
    }

    /// The incident, once the tiles are in and the deciding question is answered.
    pub fn incident(&self) -> Option<Incident> {
        let group = self.group()?;
        Some(Incident::FalseSet(FalseSet {
            group: Some(group),
            discarded: self.discarded?,
            replacement: self.replacement,
            prior_fouls: self.prior_fouls,
        }))
    }

    fn with_tiles(mut self, tiles: Vec<Tile>) -> AppState {
        self.typed = Tiles::new(tiles.clone())
            .map(|t| {
                if t.is_empty() {
                    String::new()
                } else {
                    t.to_string()
                }
            })
            .unwrap_or_default();
        self.typed_error = None;
        self.tiles = tiles;
        self
    }
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        next = match action {
            Action::SetRuleset(id) => AppState {
                ruleset: id,
                ..next
            },
            Action::AddTile(tile) => {
                let mut tiles = next.tiles.clone();
                tiles.push(tile);
                // A tap that would exceed the copies in a set, or the group size, is ignored.
                if tiles.len() > MAX_GROUP || Tiles::new(tiles.clone()).is_err() {
                    return self;
                }
                next.with_tiles(tiles)
            }
            Action::RemoveTileAt(i) => {
                let mut tiles = next.tiles.clone();
                if i < tiles.len() {
                    tiles.remove(i);
                }
                next.with_tiles(tiles)
            }
            Action::ClearTiles => next.with_tiles(Vec::new()),
            Action::Type(text) => {
                if text.trim().is_empty() {
                    let mut n = next.with_tiles(Vec::new());
                    n.typed = text;
                    n
                } else {
                    match text.parse::<Tiles>() {
                        Ok(t) if t.len() <= MAX_GROUP => AppState {
                            tiles: t.into_vec(),
                            typed: text,
                            typed_error: None,
                            ..next
                        },
                        Ok(t) => AppState {
                            typed_error: Some(format!(
                                "{} tiles: a group has at most {MAX_GROUP} here",
                                t.len()
                            )),
                            typed: text,
                            ..next
                        },
                        Err(e) => AppState {
                            typed_error: Some(e.to_string()),
                            typed: text,
                            ..next
                        },
                    }
                }
            }
            Action::SetDiscarded(d) => AppState {
                discarded: Some(d),
                ..next
            },
            Action::SetReplacement(r) => AppState {
                replacement: r,
                ..next
            },
            Action::SetPriorFouls(n) => AppState {
                prior_fouls: n,
                ..next
            },
            Action::Reset => AppState {
                ruleset: next.ruleset,
                ..AppState::default()
            },
        };
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(actions: Vec<Action>) -> AppState {
        let mut s = Rc::new(AppState::default());
        for a in actions {
            s = s.reduce(a);
        }
        (*s).clone()
    }

    #[test]
    fn tapping_south_west_south_and_discarded_gives_an_incident() {
        let t = |s: &str| s.parse::<Tile>().unwrap();
        let s = run(vec![
            Action::AddTile(t("2z")),
            Action::AddTile(t("3z")),
            Action::AddTile(t("2z")),
        ]);
        assert_eq!(s.typed, "232z");
        assert!(
            s.incident().is_none(),
            "the discard question is not answered yet"
        );
        let s = run(vec![
            Action::AddTile(t("2z")),
            Action::AddTile(t("3z")),
            Action::AddTile(t("2z")),
            Action::SetDiscarded(true),
        ]);
        assert!(s.incident().is_some());
    }

    #[test]
    fn typing_keeps_the_text_and_reports_errors() {
        let s = run(vec![Action::Type("southwestx".into())]);
        assert_eq!(s.typed, "southwestx");
        assert_eq!(s.typed_error.as_deref(), Some("unknown tile word at 10"));
        let s = run(vec![Action::Type("south west south".into())]);
        assert_eq!(s.tiles.len(), 3);
    }

    #[test]
    fn a_fifth_copy_is_not_added() {
        let t = "1m".parse::<Tile>().unwrap();
        let s = run(vec![Action::AddTile(t); 5]);
        assert_eq!(s.tiles.len(), 4);
    }
}
