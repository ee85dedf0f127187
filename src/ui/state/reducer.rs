//! How each action changes the state.

use super::{Action, AppState, GroupError, MAX_GROUP, View};
use crate::rules::Situation;
use crate::rules::catalogue::Value;
use crate::tiles::Tiles;
use std::rc::Rc;
use yew::Reducible;

/// A situation with the game's facts it asks and does not answer itself answered.
fn with_the_game(mut situation: Situation, game: &[(&'static str, Value)]) -> Situation {
    for (field, value) in game {
        let asks = situation.incident.facts().iter().any(|f| f.field == *field);
        if asks && !situation.answered(field) {
            situation.set(field, value.clone()).unwrap_or(());
        }
    }
    situation
}

impl AppState {
    /// The state with the answers a search's words give (see [`Action::FromWords`]).
    fn answered_from_words(self, answers: crate::lang::Answers) -> Rc<AppState> {
        let likely: Vec<&'static str> = answers.likely.iter().map(|(f, _)| *f).collect();
        let answers = answers.all();
        let game = self.game.clone();
        let mut s = Rc::new(self);
        // Answers the words gave before and give no more go.
        for field in s.from_words.clone() {
            if !answers.iter().any(|(f, _)| *f == field) {
                s = s.reduce(Action::Answer(field, String::new()));
            }
        }
        for (field, value) in answers {
            let marked = s.from_words.contains(&field);
            let referees = if field == "tiles" {
                !s.tiles.is_empty()
            } else {
                s.situation.answered(field)
            };
            if referees && !marked {
                continue;
            }
            s = s.reduce(Action::Answer(field, value));
            let mut marked = (*s).clone();
            marked.from_words.push(field);
            s = Rc::new(marked);
        }
        let mut s = (*s).clone();
        s.game = game;
        s.likely = likely;
        s.likely.retain(|f| s.from_words.contains(f));
        Rc::new(s)
    }
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        // The referee's own answer takes the mark of the words away; a new incident starts
        // with none.
        let unmark = match &action {
            Action::Answer(field, _) => Some(*field),
            Action::SetOffender(_) => Some("priorFouls"),
            Action::AddTile(_) | Action::RemoveTileAt(_) | Action::ClearTiles | Action::Type(_) => {
                Some("tiles")
            }
            _ => None,
        };
        if let Some(field) = unmark {
            next.from_words.retain(|f| *f != field);
            next.likely.retain(|f| *f != field);
        }
        if let Action::SetIncident(_) = action {
            next.from_words.clear();
            next.likely.clear();
        }
        if let Action::FromWords(answers) = action {
            return next.answered_from_words(answers);
        }
        // The group's tiles are answered as if typed ("south west south pung" in the search).
        let action = match action {
            Action::Answer("tiles", value) => Action::Type(value),
            action => action,
        };
        let next = match action {
            Action::SetView(view) => AppState { view, ..next },
            Action::SetRuleset(ruleset) => AppState { ruleset, ..next },
            Action::SetIncident(kind) => match Situation::new(kind) {
                Some(situation) if kind != next.kind() => AppState {
                    situation: with_the_game(situation, &next.game),
                    draft: None,
                    offender: None,
                    ..next
                },
                _ => return self,
            },
            Action::Answer(field, value) => {
                let Some(fact) = next.fact_of(field) else {
                    return self;
                };
                let mut situation = next.situation.clone();
                situation.unset(field);
                let value = value.trim();
                // A number that does not read stays in its box, said wrong; the fact waits.
                let mut draft = next.draft.clone().filter(|(f, _)| *f != field);
                if !value.is_empty() {
                    match fact.typed(value) {
                        // Typed by its own fact, so the fact takes it.
                        Ok(typed) => situation.set(fact.field, typed).unwrap_or(()),
                        // Only a number box can hold text its fact does not take.
                        Err(_) if fact.range_max().is_some() => {
                            draft = Some((fact.field, value.to_string()));
                        }
                        Err(_) => return self,
                    }
                }
                // A count of earlier fouls given by hand is not the log's.
                let offender = next.offender.filter(|_| field != "priorFouls");
                // A fact of the game holds for the incidents picked after.
                let mut game = next.game.clone();
                if fact.game {
                    game.retain(|(f, _)| *f != fact.field);
                    game.extend(situation.value(fact.field).map(|v| (fact.field, v)));
                }
                AppState {
                    situation,
                    draft,
                    offender,
                    game,
                    ..next
                }
            }
            // Answered above.
            Action::FromWords(..) => return self,
            Action::CheckHand(hand) => AppState {
                view: View::Hand,
                hand_from_search: Some(hand),
                ..next
            },
            Action::HandTaken => AppState {
                hand_from_search: None,
                ..next
            },
            Action::SetOffender(offender) => {
                let mut situation = next.situation.clone();
                situation.unset("priorFouls");
                AppState {
                    situation,
                    offender,
                    draft: next.draft.filter(|(f, _)| *f != "priorFouls"),
                    ..next
                }
            }
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
                            typed_error: Some(GroupError::TooMany(t.len())),
                            typed: text,
                            ..next
                        },
                        Err(e) => AppState {
                            typed_error: Some(GroupError::Tiles(e)),
                            typed: text,
                            ..next
                        },
                    }
                }
            }
            Action::Search(search) => AppState {
                search: crate::lang::capped(&search).to_string(),
                ..next
            },
            // A ruling opened (a link, the hand check) keeps the game's facts it does not
            // answer itself.
            Action::Open(linked) => {
                let linked = *linked;
                let game = if linked.game.is_empty() {
                    next.game
                } else {
                    linked.game
                };
                AppState {
                    view: View::Ruling,
                    situation: with_the_game(linked.situation, &game),
                    game,
                    ..linked
                }
            }
            // Starting again keeps the game's facts: the game goes on.
            Action::Reset => AppState {
                view: next.view,
                ruleset: next.ruleset,
                situation: Situation::new(next.kind())
                    .map_or(next.situation, |s| with_the_game(s, &next.game)),
                game: next.game,
                ..AppState::default()
            },
        };
        Rc::new(next)
    }
}
