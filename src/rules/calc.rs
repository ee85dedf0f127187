//! Calculators the rulings use, also usable on their own.

use super::{FoulPenalty, Party, Payment, Unit, When};

/// MERS 2010 §3.1: repeated fouls cost a warning, then 5, 10, 20, 30 points and so on
/// (each further foul 10 more). `rank` is 1 for the player's first foul of the session.
///
/// ```
/// use mahjong_referee::rules::{calc::mers_foul, FoulPenalty};
/// assert_eq!(mers_foul(1), FoulPenalty::Warning);
/// assert_eq!(mers_foul(2), FoulPenalty::Points(5));
/// assert_eq!(mers_foul(4), FoulPenalty::Points(20));
/// assert_eq!(mers_foul(6), FoulPenalty::Points(40));
/// ```
pub fn mers_foul(rank: u8) -> FoulPenalty {
    match rank {
        0 | 1 => FoulPenalty::Warning,
        2 => FoulPenalty::Points(5),
        n => FoulPenalty::Points(10 * (u32::from(n) - 2)),
    }
}

/// FFMJ 2008 "Sanctions (A) Fouls": a warning, then 10, 20 and 30 points, then
/// elimination. `rank` is 1 for the player's first foul of the session.
///
/// ```
/// use mahjong_referee::rules::{calc::ffmj_foul, FoulPenalty};
/// assert_eq!(ffmj_foul(1), FoulPenalty::Warning);
/// assert_eq!(ffmj_foul(4), FoulPenalty::Points(30));
/// assert_eq!(ffmj_foul(5), FoulPenalty::Elimination);
/// ```
pub fn ffmj_foul(rank: u8) -> FoulPenalty {
    match rank {
        0 | 1 => FoulPenalty::Warning,
        2..=4 => FoulPenalty::Points(10 * (u32::from(rank) - 1)),
        _ => FoulPenalty::Elimination,
    }
}

/// MERS 2010 §3.1 and FFMJ 2008 (A): a foul's points come off the offender's own session
/// score and go to nobody; a warning or an elimination moves no points.
///
/// ```
/// use mahjong_referee::rules::{calc::foul_payments, FoulPenalty, Party};
/// assert_eq!(foul_payments(FoulPenalty::Points(10))[0].payee, Party::Nobody);
/// assert!(foul_payments(FoulPenalty::Warning).is_empty());
/// ```
pub fn foul_payments(penalty: FoulPenalty) -> Vec<Payment> {
    match penalty {
        FoulPenalty::Points(amount) => vec![Payment {
            payer: Party::Offender,
            payee: Party::Nobody,
            amount,
            unit: Unit::McrPoints,
            when: When::FromSessionScore,
        }],
        FoulPenalty::Warning | FoulPenalty::Elimination => vec![],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escalations_only_grow() {
        let cost = |p: FoulPenalty| match p {
            FoulPenalty::Warning => 0,
            FoulPenalty::Points(n) => n,
            FoulPenalty::Elimination => u32::MAX,
        };
        for rank in 1..u8::MAX {
            assert!(cost(mers_foul(rank)) <= cost(mers_foul(rank + 1)));
            assert!(cost(ffmj_foul(rank)) <= cost(ffmj_foul(rank + 1)));
        }
    }
}
