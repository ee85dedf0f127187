// WRC 2015, §7.1 Types of penalties: not penalised, point penalty (and the hanchan's
// score it is taken from), dead hand, chonbo, disqualification. A chapter of `mod.rs`'s
// `says!`, included there (its sections are cited by §7.2's, and theirs by it).

says! {
    chapter s7_1_types_of_penalties;

    section {
        /// §7.1 Types of penalties, "Not penalized" (the document's spelling, kept in its
        /// heading): trivial offences; repeats or refusals may be obstruction.
        const NOT_PENALISED: Section = entry("7.1", Say::TypesOfPenaltiesNotPenalised);
    } says {
        TypesOfPenaltiesNotPenalised => "Not penalized",
    }

    section {
        const POINT_PENALTY: Section = entry("7.1", Say::TypesOfPenaltiesPointPenalty);
        /// §7.1, point penalty, whose worked example turns a final table score into a hanchan
        /// score: the section [`WrcHanchan`] cites.
        ///
        /// ```
        /// use mahjong_referee::rules::wrc2015::HANCHAN_SCORE;
        /// assert_eq!(HANCHAN_SCORE.to_string(), "WRC 2015 §7.1 “Point penalty”");
        pub const HANCHAN_SCORE: Section = POINT_PENALTY;
        /// §7.1, point penalty, its worked example: what a hanchan's scores ([`WrcHanchan`]) rest
        /// on. A hanchan score is the final table score less the start ([`WRC_START`], also the
        /// return), in points of [`WRC_POINT`] table points, plus the uma of the rank
        /// ([`WRC_UMA`]): §7 gives the first place's uma through its example only, the others are
        /// the WRC game rules' (not in the project). §7 is silent on ties: the lines say so, and
        /// that the tied players share the uma of the places they fill (shared uma, the reading a
        /// head referee takes). A total other than the four starting scores is pointed out.
        ///
        /// ```
        /// use mahjong_referee::rules::{calc::WrcHanchan, wrc2015};
        /// let lines = wrc2015::hanchan_score(&WrcHanchan::of([40_000, 35_000, 25_000, 20_000]));
        /// assert_eq!(lines[0].to_string(), "A hanchan score is the final table score less the 30,000 each player starts with, at one point for each 1,000 table points, plus the uma of the player's rank.");
        /// assert_eq!(lines[1].to_string(), "Uma by rank, in points: 15, 5, −5 and −15.");
        /// assert_eq!(lines.len(), 3);
        /// ```
        pub fn hanchan_score(h: &WrcHanchan) -> Vec<Line> {
            let [first, second, third, fourth] = WRC_UMA.map(|u| Points(u / WRC_POINT));
            let mut lines = vec![
                Say::HanchanScoreIsTableScoreLessStartPlusUma {
                    start: Points(WRC_START),
                    point: Points(WRC_POINT),
                }
                .into(),
                Say::UmaByRank {
                    first,
                    second,
                    third,
                    fourth,
                }
                .into(),
                Say::OnlyFirstPlaceUmaInText.into(),
            ];
            if h.has_ties() {
                lines.push(Say::TiesReadAsSharedUma.into());
            }
            let start_total = 4 * i64::from(WRC_START);
            let total = h.table_total();
            if total != start_total {
                let clamp = |n: i64| {
                    Points(i32::try_from(n).unwrap_or(if n < 0 { i32::MIN } else { i32::MAX }))
                };
                lines.push(
                    Say::TotalIsNotStartingScores {
                        total: clamp(total),
                        start: clamp(start_total),
                    }
                    .into(),
                );
            }
            lines
        }

        impl WrcHanchan {
            /// What the calculation rests on, as a ruling says it: how a hanchan score is made,
            /// the uma by rank and where they come from, and, when they apply, the reading taken
            /// for ties and a check of the total ([`hanchan_score`], WRC 2015 §7.1,
            /// [`HANCHAN_SCORE`]). Written here, with the section it reads, so that the
            /// calculators ([`crate::rules::calc`]) need no rule set module.
            ///
            /// ```
            /// use mahjong_referee::rules::calc::WrcHanchan;
            /// let lines = WrcHanchan::of([30_000, 30_000, 35_000, 25_000]).explanation();
            /// assert!(lines.iter().any(|l| l.to_string().contains("shared uma")));
            /// ```
            pub fn explanation(&self) -> Vec<Line> {
                hanchan_score(self)
            }
        }
    } says {
        TypesOfPenaltiesPointPenalty => "Point penalty",
        HanchanScoreIsTableScoreLessStartPlusUma { start: Points, point: Points } => "A hanchan score is the final table score less the {start} each player starts with, at one point for each {point} table points, plus the uma of the player's rank.",
        UmaByRank { first: Points, second: Points, third: Points, fourth: Points } => "Uma by rank, in points: {first}, {second}, {third} and {fourth}.",
        OnlyFirstPlaceUmaInText => "Only the first place's uma can be read from §7 (through the worked example of §7.1); the other places' uma are the WRC 2015 game rules' (§5.9.2), which the project does not hold.",
        TiesReadAsSharedUma => "Tied scores: WRC 2015 §7 does not say how players on the same score rank. Read as a head referee would, with shared uma: they share the rank and split equally the uma of the places they fill.",
        TotalIsNotStartingScores { total: Points, start: Points } => "The four scores add up to {total}, not the {start} the table started with: look for riichi sticks left on the table, or a score misread.",
    }

    section {
        /// §7.1 Types of penalties, dead hand: no chow, pung, kong (concealed included), riichi or
        /// win; noten.
        const DEAD_HAND: Section = entry("7.1", Say::TypesOfPenaltiesDeadHand);
    } says {
        TypesOfPenaltiesDeadHand => "Dead hand",
    }

    section {
        /// §7.1 Types of penalties, chonbo: 20 points off the overall score and a re-deal.
        const CHONBO: Section = entry("7.1", Say::TypesOfPenaltiesChonbo);
        /// §7.1 Types of penalties, chonbo: with a win, the chonbo is voided, the win scored and
        /// the seats move as usual; with an exhaustive draw, no noten payment, no counter, and a
        /// re-deal.
        fn s7_1_chonbo_at_a_win(c: &ChomboWith) -> Ruling {
            if c.exhaustive_draw {
                // §7.1 voids a chonbo only when it meets a win; with an exhaustive draw the draw's
                // noten payments and counter go, the chonbo's 20 points stay.
                chombo(RULESET, false, false, CHONBO).step(Say::DrawVoidsNotenNotChonbo)
            } else {
                Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::ChonboVoidedWinScored)
                    .cite(CHONBO)
            }
        }
    } says {
        TypesOfPenaltiesChonbo => "Chonbo",
        DrawVoidsNotenNotChonbo => "The exhaustive draw brings no noten payments; only a win voids a chonbo, so its 20 points stand.",
        ChonboVoidedWinScored => "The chonbo is voided: the offender is not penalised, the win is scored, and the seats move as usual.",
    }

    section {
        /// §7.1 Types of penalties, disqualification.
        const DISQUALIFICATION: Section = entry("7.1", Say::TypesOfPenaltiesDisqualification);
    } says {
        TypesOfPenaltiesDisqualification => "Disqualification",
    }
}
