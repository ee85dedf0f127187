//! How each action changes the hand check's entries.

use super::{HandAction, HandState, MAX_HAND, Target};
use crate::riichi::Hand;
use crate::tiles::{Tile, Tiles};
use crate::ui::typed_hand::{Typed, empty_hand, printed, read};
use std::rc::Rc;
use yew::Reducible;

fn all_tiles(hand: &Hand) -> Vec<Tile> {
    let mut all = hand.concealed.clone();
    for m in &hand.melds {
        all.extend(&m.tiles);
    }
    all
}

impl HandState {
    fn with_hand(mut self, hand: Hand) -> HandState {
        self.typed = printed(&hand);
        self.typed_error = None;
        self.hand = hand;
        self.win = None;
        self
    }
}

impl Reducible for HandState {
    type Action = HandAction;

    fn reduce(self: Rc<Self>, action: HandAction) -> Rc<Self> {
        let next = (*self).clone();
        let next = match action {
            HandAction::AddTile(tile) => match next.target {
                Target::Hand => {
                    let mut hand = next.hand.clone();
                    hand.concealed.push(tile);
                    if hand.size() > MAX_HAND
                        || tile.is_bonus()
                        || Tiles::new(all_tiles(&hand)).is_err()
                    {
                        return self;
                    }
                    next.with_hand(hand)
                }
                Target::Discards => {
                    let mut discards = next.discards.clone();
                    discards.push(tile);
                    if tile.is_bonus() || Tiles::new(discards.clone()).is_err() {
                        return self;
                    }
                    HandState { discards, ..next }
                }
            },
            HandAction::RemoveHandTile(i) => {
                let mut hand = next.hand.clone();
                if i < hand.concealed.len() {
                    hand.concealed.remove(i);
                }
                next.with_hand(hand)
            }
            HandAction::RemoveDiscard(i) => {
                let mut discards = next.discards.clone();
                if i < discards.len() {
                    discards.remove(i);
                }
                HandState { discards, ..next }
            }
            HandAction::Type(text) => match read(&text, MAX_HAND) {
                Typed::Empty => {
                    let mut n = next.with_hand(empty_hand());
                    n.typed = text;
                    n
                }
                Typed::Hand(hand) => HandState {
                    hand,
                    typed: text,
                    typed_error: None,
                    win: None,
                    ..next
                },
                Typed::Problem(e) => HandState {
                    typed_error: Some(e),
                    typed: text,
                    ..next
                },
            },
            HandAction::SetTarget(target) => HandState { target, ..next },
            HandAction::ClearHand => next.with_hand(empty_hand()),
            HandAction::ClearDiscards => HandState {
                discards: Vec::new(),
                ..next
            },
            HandAction::SetPassed(passed) => HandState {
                passed: Some(passed),
                ..next
            },
            HandAction::SetPassedInRiichi(passed_in_riichi) => HandState {
                passed_in_riichi: Some(passed_in_riichi),
                ..next
            },
            HandAction::SetSince(since) => HandState {
                since: Some(since),
                ..next
            },
            HandAction::PickWin(tile) => HandState {
                win: if next.win == Some(tile) {
                    None
                } else {
                    Some(tile)
                },
                ..next
            },
            HandAction::SetTsumo(tsumo) => HandState {
                tsumo: Some(tsumo),
                ..next
            },
            HandAction::SetRiichi(riichi) => HandState {
                riichi: Some(riichi),
                ..next
            },
            HandAction::SetSeat(seat) => HandState {
                seat: Some(seat % 4),
                ..next
            },
            HandAction::SetRound(round) => HandState {
                round: Some(round % 4),
                ..next
            },
            HandAction::SetDora(dora) => HandState {
                dora: Some(dora),
                ..next
            },
        };
        Rc::new(next)
    }
}
