//! The exclusionary principles' non-repeat: a fan implied by a bigger one in the same hand is
//! not counted again (the others, among chows and pungs, are in `families`).

use super::tally::Tally;
use crate::mcr::fan::Fan;

/// Non-repeat: fans implied by a bigger fan in the same hand are left out.
pub(super) fn leave_out_implied(t: &mut Tally) {
    use Fan::*;
    const IMPLIES: &[(Fan, &[Fan])] = &[
        (BigFourWinds, &[AllPungs, PungOfTerminalsOrHonors]),
        (BigThreeDragons, &[DragonPung, TwoDragonPungs]),
        (AllGreen, &[HalfFlush, OneVoidedSuit]),
        (FourKongs, &[SingleWait, AllPungs]),
        (SevenShiftedPairs, &[SevenPairs, FullFlush, SingleWait]),
        (
            AllTerminals,
            &[
                AllPungs,
                OutsideHand,
                PungOfTerminalsOrHonors,
                NoHonors,
                DoublePung,
                AllTerminalsAndHonors,
            ],
        ),
        (LittleFourWinds, &[BigThreeWinds, PungOfTerminalsOrHonors]),
        (LittleThreeDragons, &[DragonPung, TwoDragonPungs]),
        (
            AllHonors,
            &[
                AllPungs,
                OutsideHand,
                PungOfTerminalsOrHonors,
                OneVoidedSuit,
                AllTerminalsAndHonors,
            ],
        ),
        (FourConcealedPungs, &[AllPungs, ConcealedHand]),
        (
            PureTerminalChows,
            &[FullFlush, AllChows, NoHonors, SevenPairs],
        ),
        (FourPureShiftedPungs, &[AllPungs]),
        (
            AllTerminalsAndHonors,
            &[AllPungs, OutsideHand, PungOfTerminalsOrHonors],
        ),
        (AllEvenPungs, &[AllPungs, AllSimples, NoHonors]),
        (UpperTiles, &[NoHonors]),
        (MiddleTiles, &[AllSimples, NoHonors]),
        (LowerTiles, &[NoHonors]),
        (ThreeSuitedTerminalChows, &[AllChows, NoHonors]),
        (AllFives, &[AllSimples, NoHonors]),
        (UpperFour, &[NoHonors]),
        (LowerFour, &[NoHonors]),
        (ReversibleTiles, &[OneVoidedSuit]),
        (LastTileDraw, &[SelfDrawn]),
        (OutWithReplacementTile, &[SelfDrawn]),
        (RobbingTheKong, &[LastTile]),
        (MeldedHand, &[SingleWait]),
        (TwoDragonPungs, &[DragonPung]),
        (FullyConcealedHand, &[SelfDrawn]),
        (AllChows, &[NoHonors]),
        (AllSimples, &[NoHonors]),
        (SevenPairs, &[ConcealedHand, SingleWait]),
    ];
    for (big, small) in IMPLIES {
        if t.has(*big) {
            for s in *small {
                t.clear(*s);
            }
        }
    }
    if t.has(BigThreeWinds) && !t.has(AllHonors) && !t.has(AllTerminalsAndHonors) {
        for _ in 0..3 {
            t.take_one(PungOfTerminalsOrHonors);
        }
    }
    if t.has(FourConcealedPungs) && t.has(FullyConcealedHand) {
        t.clear(FullyConcealedHand);
        // Self-Drawn comes back only where nothing else left it out: Last Tile Draw and
        // Out with Replacement Tile still stand for it.
        if !t.has(LastTileDraw) && !t.has(OutWithReplacementTile) {
            t.add(SelfDrawn);
        }
    }
}
