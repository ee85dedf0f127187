//! The riichi family: EMA Riichi 2016 ([`ema2016`]), EMA Riichi 2012 ([`ema2012`]) and the
//! World Riichi Championship 2015 ([`wrc2015`]). What two of these documents read alike is
//! here, written once and called by each document with its own sections, so that each
//! document's module cites its own numbers: the chombo and the noten penalty (all three), and
//! the readings the two EMA versions share (their §3.4 and §5 agree more often than not).

pub mod ema2012;
pub mod ema2016;
pub mod wrc2015;

use crate::rules::calc::chombo_payments;
use crate::rules::common::Say;
use crate::rules::{
    EmptyCall, ExhaustiveDraw, Outcome, Points, RulesetId, Ruling, Section, TimeSignal,
};

/// The noten penalty at an exhaustive draw (EMA §3.4.2; also paid by a riichi hand noten only
/// because it was declared dead after the riichi, EMA 2016 §3.4.6–3.4.7, WRC 2015 §7.2):
/// `ruling` (a ruling of payments) with the step that says who pays (`pays`) and the payments
/// ([`super::calc::noten_payments`], which turn on how many players show a tenpai hand);
/// with none or all tenpai, no penalty: nobody pays, and the card says so instead.
pub(crate) fn noten_penalty(ruling: Ruling, tenpai: u8, pays: impl Into<super::Line>) -> Ruling {
    let payments = super::calc::noten_payments(tenpai);
    if payments.is_empty() {
        Ruling {
            outcome: Outcome::NoPenalty,
            ..ruling
        }
        .step(Say::NobodyPaysAllPlayers)
    } else {
        ruling.step(pays).pay(payments)
    }
}

/// Chombo in riichi: the penalty (in or outside a tournament: `casual`), the riichi sticks
/// back, a re-deal without a counter.
pub(crate) fn chombo(
    ruleset: RulesetId,
    dealer: bool,
    casual: bool,
    chombo_section: Section,
) -> Ruling {
    Ruling::new(ruleset, Outcome::Chombo)
        .step(Say::StopHandRiichiSticks)
        .step(Say::DealHandAgainDealer)
        .pay(chombo_payments(ruleset, dealer, !casual).unwrap_or_default())
        .cite(chombo_section)
}

/// EMA §5.1.2 (2016 and 2012 alike): an empty chow, pung or kong regretted before any tile
/// is shown costs nothing; an empty win call is a dead hand if the tiles stay hidden and a
/// chombo (§3.4.6) if they were laid open.
pub(crate) fn ema_empty_calls(
    ruleset: RulesetId,
    c: &EmptyCall,
    [empty_calls, chombo_section, dead_hand, false_set]: [Section; 4],
) -> Ruling {
    use super::Call;
    match (c.call, c.tiles_shown) {
        (Call::Chow | Call::Pung | Call::Kong | Call::ConcealedKong, false) => {
            Ruling::new(ruleset, Outcome::NoPenalty)
                .step(Say::CallWithdrawnPlay)
                .cite(empty_calls)
                .why(Say::ChowPungKongCalled)
        }
        (Call::Chow | Call::Pung | Call::Kong | Call::ConcealedKong, true) => {
            Ruling::new(ruleset, Outcome::NoPenalty)
                .step(Say::TilesWereShownSet)
                .step(Say::BeforePlayerDiscardsCan)
                .cite(empty_calls)
                .cite(false_set)
                .why(Say::OnceTilesShownCall)
        }
        (Call::Riichi, _) => {
            Ruling::not_covered(ruleset, Say::RiichiCallCouldNot).why(Say::SectionEmptyCallsSpeaks)
        }
        (Call::Win, false) => Ruling::new(ruleset, Outcome::DeadHand)
            .step(Say::HandStaysConcealedPlayer)
            .step(Say::NoChowPungKong)
            .cite(empty_calls)
            .cite(dead_hand)
            .why(Say::WinCalledWithoutLaying),
        (Call::Win, true) => chombo(ruleset, c.dealer, c.casual, chombo_section)
            .cite(empty_calls)
            .why(Say::WinDeclaredTilesShown),
    }
}

/// EMA §3.4.2: the noten players pay 3000 in all to the tenpai players ([`noten_penalty`]);
/// nothing changes hands when all or none are tenpai. A counter goes on the table.
pub(crate) fn ema_exhaustive_draw(
    ruleset: RulesetId,
    d: &ExhaustiveDraw,
    section: Section,
) -> Ruling {
    let tenpai = d.tenpai.min(4);
    noten_penalty(
        Ruling::new(ruleset, Outcome::Payments),
        tenpai,
        Say::NotenPlayersPayPenalty,
    )
    .step(Say::PlayersWhoDeclaredRiichi)
    .step(Say::PlaceHundredPointCounter)
    .cite(section)
    .why(match tenpai {
        0 | 4 => Say::NotenPenaltyOnlySplit { tenpai },
        _ => Say::NotenPenaltyShared {
            tenpai,
            penalty: Points(super::calc::NOTEN_PENALTY as i32),
        },
    })
}

/// EMA §5.9 (2016) / §5.8 (2012): after the 15-minute signal the hand under way is
/// finished and one more is played; if the dice of the hand under way had not been thrown,
/// only that hand. A chombo's re-deal is not a hand; an abortive draw is.
pub(crate) fn ema_time_signal(ruleset: RulesetId, t: &TimeSignal, section: Section) -> Ruling {
    let hands = match (t.game_complete, t.dice_thrown) {
        (true, _) => 0,
        (false, true) => 2,
        (false, false) => 1,
    };
    let step = match hands {
        0 => Say::FullGameCompleteStop,
        1 => Say::PlayHandOnlyDice,
        _ => Say::FinishHandUnderWay,
    };
    Ruling::new(ruleset, Outcome::HandsLeft(hands))
        .step(step)
        .step(Say::HandReDealtAfter)
        .cite(section)
        .why(Say::HandCountsFromThrow)
}

/// EMA §5.1.1 (2016 and 2012 alike): the claimed tile must be taken before the next two
/// players have discarded; after that the group is a false set and the hand is dead.
pub(crate) fn ema_claimed_tile(
    ruleset: RulesetId,
    c: &super::ClaimNotTaken,
    [section, dead_hand]: [Section; 2],
) -> Ruling {
    if c.discards_since >= 3 {
        Ruling::new(ruleset, Outcome::DeadHand)
            .step(Say::PlayerPlaysDeadHand)
            .cite(section)
            .cite(dead_hand)
            .why(Say::NextTwoPlayersHave)
    } else {
        Ruling::new(ruleset, Outcome::NoPenalty)
            .step(Say::TakeClaimedTileNow)
            .cite(section)
            .why(Say::TileMayStillTaken)
    }
}

/// EMA §3.4.7 (2016 and 2012 alike): too many or too few tiles is a dead hand.
pub(crate) fn ema_wrong_tile_count(ruleset: RulesetId, dead_hand: Section) -> Ruling {
    Ruling::new(ruleset, Outcome::DeadHand)
        .step(Say::PlayerPlaysDeadHandNever)
        .cite(dead_hand)
}

/// EMA §5.3: a riichi without its stick stands and is put right; without the call or the
/// turned tile it is no riichi: the stick goes back and the hand is dead; on an open hand,
/// a dead hand. (2016 adds: a turned tile claimed and the next discard not turned is only
/// pointed out.)
pub(crate) fn ema_riichi_declaration(
    ruleset: RulesetId,
    r: &super::RiichiDeclaration,
    [section, dead_hand]: [Section; 2],
) -> Ruling {
    use super::RiichiError;
    match r.error {
        RiichiError::NoStick => Ruling::new(ruleset, Outcome::NoPenalty)
            .step(Say::RiichiStandsPutThousand)
            .cite(section)
            .why(Say::OpponentsShouldPointMissing),
        RiichiError::NoCall | RiichiError::NoRotation => Ruling::new(ruleset, Outcome::DeadHand)
            .step(Say::ThereNoRiichiStick)
            .step(Say::PlaysOnWithDeadHand)
            .cite(section)
            .cite(dead_hand)
            .why(Say::RiichiNeedsBothCall),
        RiichiError::OpenHand => Ruling::new(ruleset, Outcome::DeadHand)
            .step(Say::PlaysOnWithDeadHand)
            .cite(section)
            .cite(dead_hand)
            .why(Say::RiichiCannotDeclaredOpen),
        RiichiError::RotationAfterClaim if ruleset == RulesetId::Ema2016 => {
            Ruling::new(ruleset, Outcome::NoPenalty)
                .step(Say::PointOutPlayerTurns)
                .cite(section)
        }
        RiichiError::RotationAfterClaim => Ruling::not_covered(ruleset, Say::TurnedTileClaimedNext),
    }
}

/// EMA §5.5: obstruction costs 8000 or 12,000 points at the referee's discretion, 12,000 to
/// 48,000 in serious or repeated cases, to nobody; further repeats, disqualification.
/// When the points come off differs: after uma in 2016, at once in 2012.
pub(crate) fn ema_obstruction(
    ruleset: RulesetId,
    o: &super::Obstruction,
    when: impl Into<super::Line>,
    section: Section,
) -> Ruling {
    let range = if o.repeated {
        Say::RefereeChoosesPointPenalty
    } else {
        Say::RefereeChoosesEightOrTwelve
    };
    Ruling::new(ruleset, Outcome::Discretion)
        .step(range)
        .step(when)
        .cite(section)
        .why(Say::PointsGoNoOther)
}

/// EMA §5.8 (2016) / §5.7 (2012): a substitute's result is entered as `points` and the
/// last place's uma whatever the table score; the others' uma come from the substitute's
/// place at the table when the substitute played from the start, else as if the substitute
/// were last ([`super::calc::others_uma`]); the player replaced gets the same for each
/// session missed.
pub(crate) fn ema_substitution(
    ruleset: RulesetId,
    s: &super::Substitution,
    points: i32,
    uma_by_rank: [i32; 4],
    section: Section,
) -> Ruling {
    use super::Place;
    let (points, uma) = (Points(points), Points(uma_by_rank[3]));
    let r =
        Ruling::new(ruleset, Outcome::Substitute).step(Say::SubstituteEnteredAs { points, uma });
    let place = if s.during_session {
        Place::Fourth
    } else {
        s.place
    };
    let [top, second, third] = super::calc::others_uma(uma_by_rank, place).map(Points);
    let r = if s.during_session {
        r.step(Say::SubstituteTakesUma {
            uma,
            top,
            second,
            third,
        })
    } else {
        r.step(Say::SubstitutePlayedFromStart)
            .step(Say::OthersGetUma { top, second, third })
    };
    r.step(Say::ReplacedPlayerGets { points, uma })
        .cite(section)
}

/// EMA §5.1 (2016 and 2012 alike): errors in the order call, show, take are pointed out,
/// with no penalty; the section speaks of chow, pung and kong only.
pub(crate) fn ema_claim_order(
    ruleset: RulesetId,
    c: &super::ClaimOrder,
    section: Section,
) -> Ruling {
    if c.win {
        return Ruling::not_covered(ruleset, Say::OrderWinClaim).why(Say::SectionOrderClaimsSpeaks);
    }
    Ruling::new(ruleset, Outcome::NoPenalty)
        .step(Say::PointOrderOutCall)
        .cite(section)
}

/// EMA §3.4.6 (2016 and 2012 alike): a chombo at the moment of a win is voided.
pub(crate) fn ema_chombo_with(
    ruleset: RulesetId,
    c: &super::ChomboWith,
    section: Section,
) -> Ruling {
    if c.exhaustive_draw {
        return Ruling::not_covered(ruleset, Say::ChomboMomentExhaustiveDraw);
    }
    Ruling::new(ruleset, Outcome::NoPenalty)
        .step(Say::ChomboVoidedScoreWin)
        .cite(section)
}

/// EMA §3.4.5 with §3.4.6 and §5.1.2 (2016 and 2012 alike): a furiten player may not win on
/// a discard, so a ron is an invalid win: a chombo with the hand shown, a dead hand without.
pub(crate) fn ema_furiten_ron(
    ruleset: RulesetId,
    f: &super::FuritenRon,
    [furiten, chombo_section, empty_calls, dead_hand]: [Section; 4],
) -> Ruling {
    let r = if f.tiles_shown {
        chombo(ruleset, f.dealer, f.casual, chombo_section).why(Say::FuritenPlayerMayNot)
    } else {
        Ruling::new(ruleset, Outcome::DeadHand)
            .step(Say::HandStaysConcealedPlayer)
            .cite(empty_calls)
            .cite(dead_hand)
            .why(Say::WinCalledButNot)
    };
    r.cite(furiten)
}

/// EMA §3.4.1 (2016 and 2012 alike): the last tile can be claimed for a win only, and no
/// concealed kong may be declared on it. No penalty is set: the claim is undone.
pub(crate) fn ema_last_tile(ruleset: RulesetId, section: Section) -> Ruling {
    Ruling::new(ruleset, Outcome::NoPenalty)
        .step(Say::SetCannotMadeClaim)
        .step(Say::LastTileMayOnly)
        .cite(section)
        .why(Say::KongDeclaredSecondLast)
}

/// EMA §5.1.3 (2016 and 2012 alike): a call is not to be changed, but a quick correction of a
/// meld call stands; a win call cannot be taken back: if the hand does not win, a dead hand
/// with nothing or only the meld's tiles shown, a chombo with the whole hand shown.
pub(crate) fn ema_changed_call(
    ruleset: RulesetId,
    c: &super::ChangedCall,
    [changing, empty_calls, chombo_section, dead_hand]: [Section; 4],
) -> Ruling {
    use super::Shown;
    match (c.first_was_win, c.first_possible) {
        (false, _) if c.quick => Ruling::new(ruleset, Outcome::NoPenalty)
            .step(Say::QuickCorrectionStandsPlay)
            .cite(changing),
        (false, true) => Ruling::new(ruleset, Outcome::NoPenalty)
            .step(Say::FirstCallStandsMade)
            .cite(changing),
        (false, false) => Ruling::new(ruleset, Outcome::NoPenalty)
            .step(Say::FirstCallCannotMade)
            .cite(changing)
            .cite(empty_calls),
        (true, true) => Ruling::new(ruleset, Outcome::NoPenalty)
            .step(Say::WinStandsTileGoes)
            .cite(changing),
        (true, false) if c.shown == Shown::Hand => {
            chombo(ruleset, c.dealer, c.casual, chombo_section)
                .cite(changing)
                .why(Say::WinWasCalledCannot)
        }
        (true, false) => Ruling::new(ruleset, Outcome::DeadHand)
            .step(Say::PlaysOnWithDeadHand)
            .cite(changing)
            .cite(dead_hand)
            .why(Say::WinWasCalledCannotTaken),
    }
}

/// EMA §5.1.2 (2016 and 2012 alike): a win needs a proper word; a wrong one corrected at
/// once, or ron and tsumo mixed up, still wins (point it out; repeats are for the referee);
/// a wrong word with the hand laid open ("ippatsu!") is a chombo. §5.1 accepts kan, pon and
/// chi beside kong, pung and chow.
pub(crate) fn ema_wrong_word(
    ruleset: RulesetId,
    w: &super::WrongWord,
    [empty_calls, claiming, chombo_section]: [Section; 3],
) -> Ruling {
    match (w.win, w.understood || w.corrected) {
        (true, true) if w.corrected => Ruling::new(ruleset, Outcome::NoPenalty)
            .step(Say::CorrectedWinStands)
            .cite(empty_calls),
        // Only ron and tsumo mixed up carries the word about repeats.
        (true, true) => Ruling::new(ruleset, Outcome::NoPenalty)
            .step(Say::WinStandsPointOut)
            .cite(empty_calls),
        (true, false) if w.tiles_shown => chombo(ruleset, w.dealer, w.casual, chombo_section)
            .cite(empty_calls)
            .why(Say::WinNeedsProperWord),
        (true, false) => Ruling::not_covered(ruleset, Say::WrongWordWinHand),
        (false, true) => Ruling::new(ruleset, Outcome::NoPenalty)
            .step(Say::CallStandsKanPon)
            .cite(claiming),
        (false, false) => Ruling::not_covered(ruleset, Say::MeldCalledWordNobody),
    }
}
