//! What the user has entered, and the actions that change it.

use crate::rules::{FalseSet, Incident, Replacement, RulesetId};
use crate::sets::SetCheck;
use crate::tiles::{Tile, Tiles};
use crate::ui::hooks::Stored;
use std::rc::Rc;
use yew::Reducible;

/// The most tiles the group input holds (a kong, plus room for a mistaken fifth tile).
pub const MAX_GROUP: usize = 5;

/// Which tool the widget shows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum View {
    /// An irregularity and its ruling.
    #[default]
    Ruling,
    /// A riichi hand: waits, furiten, is the win valid.
    Hand,
}

impl View {
    /// `ruling` or `hand`.
    pub const fn code(self) -> &'static str {
        match self {
            View::Ruling => "ruling",
            View::Hand => "hand",
        }
    }
}

/// Everything the user entered for a ruling, and the tool shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppState {
    /// The tool shown.
    pub view: View,
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
            view: View::Ruling,
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
    /// Show a tool.
    SetView(View),
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
            Action::SetView(view) => AppState { view, ..next },
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
                view: next.view,
                ruleset: next.ruleset,
                ..AppState::default()
            },
        };
        Rc::new(next)
    }
}

/// Stored as one line, fields separated by `;`, the typed text last so that it may hold
/// anything:
///
/// ```text
/// 2;<view>;<rule set id>;<tiles in mpsz>;<discarded: y, n or ->;<replacement>;<prior fouls>;<typed text>
/// ```
///
/// Version 1 lines (without the view) are still read.
impl Stored for AppState {
    const KEY: &'static str = "mahjong-referee/entry";

    fn encode(&self) -> String {
        let tiles = Tiles::new(self.tiles.clone())
            .map(|t| {
                if t.is_empty() {
                    String::new()
                } else {
                    t.to_string()
                }
            })
            .unwrap_or_default();
        let discarded = match self.discarded {
            Some(true) => "y",
            Some(false) => "n",
            None => "-",
        };
        [
            "2",
            self.view.code(),
            self.ruleset.id(),
            &tiles,
            discarded,
            replacement_code(self.replacement),
            &self.prior_fouls.to_string(),
            &self.typed,
        ]
        .join(";")
    }

    fn decode(line: &str) -> Option<AppState> {
        let (view, rest) = match line.split_once(';')? {
            ("1", rest) => (View::Ruling, rest),
            ("2", rest) => {
                let (view, rest) = rest.split_once(';')?;
                let view = [View::Ruling, View::Hand]
                    .into_iter()
                    .find(|v| v.code() == view)?;
                (view, rest)
            }
            _ => return None,
        };
        let mut fields = rest.splitn(6, ';');
        let ruleset: RulesetId = fields.next()?.parse().ok()?;
        let tiles = match fields.next()? {
            "" => Vec::new(),
            text => text.parse::<Tiles>().ok()?.into_vec(),
        };
        let discarded = match fields.next()? {
            "y" => Some(true),
            "n" => Some(false),
            "-" => None,
            _ => return None,
        };
        let replacement_field = fields.next()?;
        let replacement = [
            Replacement::NotTaken,
            Replacement::Taken,
            Replacement::InHand,
        ]
        .into_iter()
        .find(|r| replacement_code(*r) == replacement_field)?;
        let prior_fouls = fields.next()?.parse().ok()?;
        let typed = fields.next()?.to_string();
        let typed_error = match typed.trim() {
            "" => None,
            text => text.parse::<Tiles>().err().map(|e| e.to_string()),
        };
        Some(AppState {
            view,
            ruleset,
            tiles,
            typed,
            typed_error,
            discarded,
            replacement,
            prior_fouls,
        })
    }
}

fn replacement_code(r: Replacement) -> &'static str {
    match r {
        Replacement::NotTaken => "not-taken",
        Replacement::Taken => "taken",
        Replacement::InHand => "in-hand",
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
    fn a_saved_entry_restores_as_it_was() {
        let state = AppState {
            view: View::Hand,
            ruleset: RulesetId::Mers2010,
            tiles: "232z".parse::<Tiles>().unwrap().into_vec(),
            typed: "south; west;south".into(),
            typed_error: Some("unexpected ';' at 6".into()),
            discarded: Some(true),
            replacement: Replacement::Taken,
            prior_fouls: 2,
        };
        let line = state.encode();
        assert_eq!(line, "2;hand;mers-2010;232z;y;taken;2;south; west;south");
        assert_eq!(AppState::decode(&line), Some(state));
        let fresh = AppState::default();
        assert_eq!(AppState::decode(&fresh.encode()), Some(fresh));
    }

    #[test]
    fn version_1_lines_are_still_read() {
        let old = AppState::decode("1;ema-2012;445m;n;not-taken;0;445m").unwrap();
        assert_eq!(old.view, View::Ruling);
        assert_eq!(old.ruleset, RulesetId::Ema2012);
        assert_eq!(old.tiles.len(), 3);
        assert_eq!(old.discarded, Some(false));
    }

    #[test]
    fn damaged_or_unknown_lines_are_not_read() {
        for line in [
            "",
            "3;ruling;ema-2016;;-;not-taken;0;",
            "2;elsewhere;ema-2016;;-;not-taken;0;",
            "2;ruling;ema-2099;;-;not-taken;0;",
            "2;ruling;ema-2016;44444m;-;not-taken;0;",
            "2;ruling;ema-2016;;maybe;not-taken;0;",
            "2;ruling;ema-2016;;-;lost;0;",
            "2;ruling;ema-2016;;-;not-taken;-1;",
            "2;ruling;ema-2016;;-;not-taken;0",
        ] {
            assert_eq!(AppState::decode(line), None, "{line:?}");
        }
    }

    #[test]
    fn a_fifth_copy_is_not_added() {
        let t = "1m".parse::<Tile>().unwrap();
        let s = run(vec![Action::AddTile(t); 5]);
        assert_eq!(s.tiles.len(), 4);
    }
}
