use super::*;

#[test]
fn chombo_payments_in_words() {
    let words = |id, dealer, tournament| -> Vec<String> {
        chombo_payments(id, dealer, tournament)
            .unwrap_or_default()
            .iter()
            .map(|p| p.to_string())
            .collect()
    };
    assert_eq!(
        words(RulesetId::Ema2016, false, true),
        [
            "the offender loses 20,000 final score points after the game, once uma is added; nobody receives them"
        ]
    );
    assert_eq!(
        words(RulesetId::Ema2016, false, false),
        [
            "the offender pays 4,000 table points to the dealer, at once",
            "the offender pays 2,000 table points to each other non-dealer, at once"
        ]
    );
    assert_eq!(
        words(RulesetId::Ema2012, true, true),
        ["the offender pays 4,000 table points to each other player, at once"]
    );
    assert_eq!(
        words(RulesetId::Wrc2015, false, true),
        ["the offender loses 20 overall score points at once; nobody receives them"]
    );
}

/// WRC 2015 §7.1's worked example, every number as the document writes it: a first
/// hanchan ended on 40,000 table points, best at the table, scores 25; after a first
/// hanchan that is the overall score too; the second starts on 30,000; calling with a
/// hand declared dead then costs 20 points, leaving the table score at 30,000 and the
/// overall score at 5. The other three scores are not in the example: any that leave
/// 40,000 on top give the same 25.
#[test]
fn wrc_section_7_1_worked_example() {
    use crate::rules::{Incident, rule};
    for (seat, scores) in [
        (0, [40_000, 35_000, 25_000, 20_000]),
        (2, [39_900, 39_900, 40_000, 200]),
        (3, [30_000, 30_000, 20_000, 40_000]),
        (1, [-5_000, 40_000, 39_000, 6_000]),
    ] {
        let h = WrcHanchan::of(scores);
        let player = &h.seats[seat];
        assert_eq!(player.rank, 1, "{scores:?}");
        assert_eq!(player.points(), 25.0, "{scores:?}");
        // The first hanchan: the overall score is that hanchan's score.
        let overall = player.points();
        assert_eq!(overall, 25.0);
        // The second hanchan starts on 30,000 table points.
        assert_eq!(WRC_START, 30_000);
        // A call with a hand formally declared dead: 20 points off the overall score,
        // nothing off the table score and nothing to anybody.
        let call: Incident = r#"{"kind":"dead-hand-call","declaredDead":true}"#.parse().unwrap();
        let penalty = rule(RulesetId::Wrc2015, &call).payments;
        assert_eq!(penalty.len(), 1);
        assert_eq!(penalty[0].amount, 20);
        assert_eq!(penalty[0].unit, Unit::OverallPoints);
        assert_eq!(penalty[0].payee, Party::Nobody);
        assert_eq!(overall - f64::from(penalty[0].amount), 5.0);
    }
}

/// The old calculator only divided by 1000: 40 for the example's 40,000 (issue #27).
#[test]
fn a_hanchan_score_is_not_the_table_score_over_1000() {
    let h = WrcHanchan::of([40_000, 35_000, 25_000, 20_000]);
    let points: Vec<f64> = h.seats.iter().map(WrcSeat::points).collect();
    assert_eq!(points, [25.0, 10.0, -10.0, -25.0]);
    assert_eq!(
        h.seats.iter().map(|s| s.rank).collect::<Vec<_>>(),
        [1, 2, 3, 4]
    );
}

/// Every way scores can tie: each player's uma is a whole number of table points, the
/// uma add up to nothing, tied players get the same, and the ranks follow the scores.
#[test]
fn ties_share_the_uma_of_the_places_they_fill() {
    let shapes: [[i32; 4]; 8] = [
        [1, 2, 3, 4],
        [1, 1, 3, 4],
        [1, 2, 2, 4],
        [1, 2, 3, 3],
        [1, 1, 3, 3],
        [1, 1, 1, 4],
        [1, 2, 2, 2],
        [1, 1, 1, 1],
    ];
    for shape in shapes {
        // Higher score, better place: place 1 is 40,000, place 4 is 10,000.
        let scores = shape.map(|p| 50_000 - 10_000 * p);
        let h = WrcHanchan::of(scores);
        assert_eq!(h.has_ties(), shape != [1, 2, 3, 4], "{shape:?}");
        let uma: i64 = h.seats.iter().map(|s| s.uma).sum();
        assert_eq!(uma, 0, "{shape:?}");
        for s in &h.seats {
            assert_eq!(
                i32::from(s.rank),
                shape[usize::from(s.seat) - 1],
                "{shape:?}"
            );
            assert_eq!(s.uma % 1000, 0, "{shape:?}: a whole point");
            let held = usize::from(s.rank) - 1..usize::from(s.rank) - 1 + 1 + s.tied_with.len();
            let sum: i32 = WRC_UMA[held].iter().sum();
            assert_eq!(
                s.uma * (1 + s.tied_with.len() as i64),
                i64::from(sum),
                "{shape:?}"
            );
        }
    }
    // Named cases: two on top share (15 + 5) / 2; all four level get nothing.
    assert_eq!(
        WrcHanchan::of([35_000, 35_000, 30_000, 20_000]).seats[0].uma,
        10_000
    );
    let level = WrcHanchan::of([30_000; 4]);
    assert!(
        level
            .seats
            .iter()
            .all(|s| s.rank == 1 && s.uma == 0 && s.points() == 0.0)
    );
    // Seat order never breaks a tie.
    let h = WrcHanchan::of([20_000, 35_000, 35_000, 30_000]);
    assert_eq!((h.seats[1].rank, h.seats[2].rank), (1, 1));
    assert_eq!(h.seats[1].tied_with, [3]);
    assert_eq!(h.seats[3].rank, 3);
}

#[test]
fn the_hanchan_scores_add_up_to_the_table_points_over_the_start() {
    for scores in [
        [40_000, 35_000, 25_000, 20_000],
        [50_000, 50_000, 30_000, -10_000],
        [i32::MAX, i32::MIN, 0, 0],
    ] {
        let h = WrcHanchan::of(scores);
        let total: i64 = h.seats.iter().map(WrcSeat::total).sum();
        assert_eq!(total, h.table_total() - 4 * i64::from(WRC_START));
    }
}

#[test]
fn scores_are_read_strictly() {
    let read = |t: &str| {
        t.parse::<WrcHanchan>()
            .map(|h| h.seats.map(|s| s.table_score))
    };
    assert_eq!(
        read("40000 35000 25000 20000"),
        Ok([40_000, 35_000, 25_000, 20_000])
    );
    assert_eq!(
        read(" 40,000\t35,000 -5,000 +50000 "),
        Ok([40_000, 35_000, -5_000, 50_000])
    );
    assert_eq!(read("−1,500 0 0 0"), Ok([-1_500, 0, 0, 0]));
    assert_eq!(read(""), Err(WrcScoresError::Count { given: 0 }));
    assert_eq!(read("1 2 3 4 5"), Err(WrcScoresError::Count { given: 5 }));
    let problem = |t: &str| match t.parse::<WrcHanchan>() {
        Err(WrcScoresError::Score { seat, kind, .. }) => Some((seat, kind)),
        _ => None,
    };
    for bad in [
        "4e4", "40000.0", "40.000", "4,0000", "40,00", ",400", "1,", "-", "--5", "+-5", "0x10",
        "½", "NaN", "inf",
    ] {
        assert_eq!(
            problem(&format!("1 {bad} 3 4")),
            Some((2, ScoreProblem::NotANumber)),
            "{bad}"
        );
    }
    assert_eq!(
        problem("1 2 3 2147483648"),
        Some((4, ScoreProblem::OutOfRange))
    );
    assert_eq!(
        problem("-2147483649 2 3 4"),
        Some((1, ScoreProblem::OutOfRange))
    );
    assert_eq!(
        problem("99999999999999999999999999 2 3 4"),
        Some((1, ScoreProblem::OutOfRange))
    );
    assert_eq!(
        read("-2147483648 2147483647 0 0"),
        Ok([i32::MIN, i32::MAX, 0, 0])
    );
}

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
