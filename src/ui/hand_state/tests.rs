use super::*;
use crate::rules::{FuritenVerdict, RulesetId, WinFinding};
use crate::ui::hooks::Stored;
use std::rc::Rc;
use yew::Reducible;

use crate::ui::test_support::t;

fn run(actions: Vec<HandAction>) -> HandState {
    crate::ui::test_support::replay(actions)
}

/// Each finding opens an incident of the catalogue with answers its questions take, and
/// every riichi rule set rules on it: the tap never lands on an unreadable incident.
#[test]
fn every_finding_opens_a_ruling_under_every_riichi_rule_set() {
    use crate::rules::{RulesetId, catalogue, rule};
    let findings = [
        HandFinding::NoYaku,
        HandFinding::Furiten,
        HandFinding::Noten,
        HandFinding::OpenRiichi,
    ];
    for finding in findings {
        for seat in 0..4 {
            let state = HandState {
                seat: Some(seat),
                ..HandState::default()
            };
            for seat_asked in [false, true] {
                let incident = state
                    .ruling_for(finding, seat_asked)
                    .unwrap_or_else(|e| panic!("{finding:?}: {e}"))
                    .incident;
                assert!(catalogue::info(incident.kind()).is_some());
                for ruleset in [RulesetId::Ema2016, RulesetId::Ema2012, RulesetId::Wrc2015] {
                    let ruling = rule(ruleset, &incident);
                    assert!(!ruling.sections.is_empty(), "{finding:?} under {ruleset:?}");
                }
            }
        }
    }
}

#[test]
fn a_false_win_shown_by_the_dealer_is_a_chombo_the_dealer_pays() {
    use crate::rules::{RulesetId, rule};
    let dealer = HandState {
        seat: Some(0),
        ..HandState::default()
    };
    let incident = dealer
        .ruling_for(HandFinding::NoYaku, true)
        .unwrap()
        .incident;
    let ruling = rule(RulesetId::Ema2016, &incident);
    assert_eq!(ruling.outcome.code(), "chombo");
    let south = HandState {
        seat: Some(1),
        ..HandState::default()
    }
    .ruling_for(HandFinding::NoYaku, true)
    .unwrap();
    assert_eq!(south.value("dealer"), Some(Value::Yes(false)));
    // The seat not answered: no dealer passed on, the ruling screen asks.
    let unanswered = HandState::default()
        .ruling_for(HandFinding::NoYaku, true)
        .unwrap();
    assert_eq!(unanswered.value("dealer"), None);
}

#[test]
fn taps_go_where_the_target_says() {
    let s = run(vec![
        HandAction::AddTile(t("1m")),
        HandAction::SetTarget(Target::Discards),
        HandAction::AddTile(t("9p")),
        HandAction::AddTile(t("9p")),
    ]);
    assert_eq!(s.hand.concealed, vec![t("1m")]);
    assert_eq!(s.discards, vec![t("9p"), t("9p")]);
    assert_eq!(s.typed, "1m");
}

#[test]
fn a_hand_holds_no_fifth_copy_and_no_fifteenth_tile() {
    let s = run(vec![HandAction::AddTile(t("1m")); 5]);
    assert_eq!(s.hand.concealed.len(), 4);
    let s = run(vec![HandAction::Type("123m456p789s11z [222z]".into())]);
    let s2 = Rc::new(s.clone()).reduce(HandAction::AddTile(t("5m")));
    assert_eq!(s2.hand.size(), 14);
    let s3 = s2.reduce(HandAction::AddTile(t("6m")));
    assert_eq!(s3.hand.size(), 14);
}

#[test]
fn typing_a_hand_with_melds() {
    let s = run(vec![HandAction::Type("123m456p789s1z [222z]".into())]);
    assert_eq!(s.hand.melds.len(), 1);
    assert_eq!(s.typed_error, None);
    let s = run(vec![HandAction::Type("123m [12m".into())]);
    assert_eq!(
        s.typed_error
            .map(|e| e.say(crate::lang::Lang::En, |_, _, _| String::new())),
        Some("unmatched bracket at 6".to_string())
    );
}

#[test]
fn stored_and_read_back() {
    let s = run(vec![
        HandAction::Type("3m3m1s1s1s1p2p3p4p5p6p7p8p".into()),
        HandAction::SetTarget(Target::Discards),
        HandAction::AddTile(t("6p")),
        HandAction::AddTile(t("6p")),
        HandAction::SetPassed(true),
        HandAction::SetSince(Since::Call),
        HandAction::PickWin(t("9p")),
        HandAction::SetTsumo(true),
        HandAction::SetSeat(0),
        HandAction::SetDora(2),
    ]);
    let line = s.encode();
    // In riichi then, riichi and the round wind not answered: stored as not answered.
    assert_eq!(
        line,
        r#"["4","d","33m111s12345678p","66p","y","-","call","9p","y","-","0","-","2","3m3m1s1s1s1p2p3p4p5p6p7p8p"]"#
    );
    assert_eq!(HandState::decode(&line), Some(s.clone()));
    // The line version 3 stored for it (before the one codec) reads to the same entries.
    let v3 = "3;d;33m111s12345678p;66p;y;-;call;9p;y;-;0;-;2;3m3m1s1s1s1p2p3p4p5p6p7p8p";
    assert_eq!(HandState::decode(v3), Some(s.clone()));
    // Any text typed is kept as it is.
    let typed = run(vec![HandAction::Type("12m; \"3\"\\[".into())]);
    assert_eq!(HandState::decode(&typed.encode()), Some(typed));
    // Answers equal to the old pre-picked values are kept as answers.
    let all = run(vec![
        HandAction::SetPassed(false),
        HandAction::SetPassedInRiichi(false),
        HandAction::SetSince(Since::Nothing),
        HandAction::SetTsumo(false),
        HandAction::SetRiichi(false),
        HandAction::SetSeat(1),
        HandAction::SetRound(0),
        HandAction::SetDora(0),
    ]);
    assert_eq!(
        all.encode(),
        r#"["4","h","","","n","n","nothing","-","n","n","1","0","0",""]"#
    );
    assert_eq!(HandState::decode(&all.encode()), Some(all.clone()));
    assert_eq!(
        HandState::decode("3;h;;;n;n;nothing;-;n;n;1;0;0;"),
        Some(all)
    );
    let fresh = HandState::default();
    assert_eq!(
        fresh.encode(),
        r#"["4","h","","","-","-","-","-","-","-","-","-","-",""]"#
    );
    assert_eq!(HandState::decode(&fresh.encode()), Some(fresh.clone()));
    assert_eq!(HandState::decode("3;h;;;-;-;-;-;-;-;-;-;-;"), Some(fresh));
    // A record with a field more or less, or another version, or cut short.
    for record in [
        r#"["4","h","","","-","-","-","-","-","-","-","-","-"]"#,
        r#"["4","h","","","-","-","-","-","-","-","-","-","-","",""]"#,
        r#"["4","h","","","x","-","-","-","-","-","-","-","-",""]"#,
        r#"["4","h","","","-","-","never","-","-","-","-","-","-",""]"#,
        r#"["4","h","","","-","-","-","-","-","-","4","-","-",""]"#,
        r#"["4","x","","","-","-","-","-","-","-","-","-","-",""]"#,
        r#"["4","h","44444m","","-","-","-","-","-","-","-","-","-",""]"#,
        r#"["3","h","","","-","-","-","-","-","-","-","-","-",""]"#,
        r#"["5","h","","","-","-","-","-","-","-","-","-","-",""]"#,
        r#"["4","h","","",null,"-","-","-","-","-","-","-","-",""]"#,
        r#"["4","h","","","-","-","-","-","-","-","-","-","-","""#,
    ] {
        assert_eq!(HandState::decode(record), None, "{record}");
    }
    assert_eq!(HandState::decode("1;x"), None);
    assert_eq!(HandState::decode("4;h;;;n;n;nothing;-;n;n;1;0;0;"), None);
    assert_eq!(HandState::decode("3;h;;;n;n;never;-;n;n;1;0;0;"), None);
    assert_eq!(HandState::decode("2;h;;;n;n;nothing;-;n;n;7;0;0;"), None);
    assert_eq!(HandState::decode("2;h;;;n;n;nothing;-;x;-;-;-;-;"), None);
}

/// An entry stored by the version that pre-picked the win questions still reads, all of
/// it kept: a value the user changed from the pre-picked one is their answer; the
/// pre-picked value itself cannot be told from no answer and is asked again.
#[test]
fn an_entry_of_the_pre_picking_version_reads_without_assuming() {
    let old = "1;d;33m111s12345678p;66p;y;n;call;9p;y;n;0;0;2;3m3m1s1s1s1p2p3p4p5p6p7p8p";
    let s = HandState::decode(old).unwrap();
    assert_eq!(s.hand.concealed.len(), 13);
    assert_eq!(s.typed, "3m3m1s1s1s1p2p3p4p5p6p7p8p");
    assert_eq!(s.target, Target::Discards);
    assert_eq!(s.discards, vec![t("6p"), t("6p")]);
    // Let pass (not the pre-picked No) and a call since: answers; not in riichi then
    // (pre-picked): asked again.
    assert_eq!(
        (s.passed, s.passed_in_riichi, s.since),
        (Some(true), None, Some(Since::Call))
    );
    assert_eq!(s.win, Some(t("9p")));
    assert_eq!(
        (s.tsumo, s.riichi, s.seat, s.round, s.dora),
        (Some(true), None, Some(0), None, Some(2))
    );
    // Written back in the new form, nothing lost.
    assert_eq!(
        s.encode(),
        r#"["4","d","33m111s12345678p","66p","y","-","call","9p","y","-","0","-","2","3m3m1s1s1s1p2p3p4p5p6p7p8p"]"#
    );
    // The old version's fresh entry: nothing answered.
    assert_eq!(
        HandState::decode("1;h;;;n;n;nothing;-;n;n;1;0;0;"),
        Some(HandState::default())
    );
    // Every value changed from the pre-picked one is an answer.
    let changed = HandState::decode("1;h;;;n;n;nothing;-;n;y;2;1;3;").unwrap();
    assert_eq!(
        (
            changed.tsumo,
            changed.riichi,
            changed.seat,
            changed.round,
            changed.dora
        ),
        (None, Some(true), Some(2), Some(1), Some(3))
    );
    // Version 1 had no unanswered questions.
    assert_eq!(HandState::decode("1;h;;;n;n;nothing;-;-;n;1;0;0;"), None);
}

#[test]
fn no_win_question_starts_answered() {
    let s = HandState::default();
    assert_eq!(
        (s.tsumo, s.riichi, s.seat, s.round, s.dora),
        (None, None, None, None, None)
    );
    // Picking the winning tile answers nothing else.
    let s = run(vec![
        HandAction::Type("123m456p789s23s55z".into()),
        HandAction::PickWin(t("1s")),
    ]);
    assert_eq!(
        (s.tsumo, s.riichi, s.seat, s.dora),
        (None, None, None, None)
    );
    // Each answer is kept as given.
    let s = Rc::new(s)
        .reduce(HandAction::SetTsumo(false))
        .reduce(HandAction::SetRiichi(false))
        .reduce(HandAction::SetSeat(1))
        .reduce(HandAction::SetRound(0))
        .reduce(HandAction::SetDora(0));
    assert_eq!(
        (s.tsumo, s.riichi, s.seat, s.round, s.dora),
        (Some(false), Some(false), Some(1), Some(0), Some(0))
    );
}

fn check(hand: &str, win: &str, actions: Vec<HandAction>) -> WinCheck {
    let mut all = vec![HandAction::Type(hand.into())];
    all.extend(actions);
    run(all).win_check(RulesetId::Ema2016, t(win))
}

fn han(c: &WinCheck) -> Option<(u8, bool)> {
    match c {
        WinCheck::Valid {
            report,
            dora_assumed,
        } => Some((report.han, *dora_assumed)),
        _ => None,
    }
}

/// A hand with no yaku on a discard without riichi: the verdict waits for ron or tsumo
/// and riichi, which decide it, and for nothing else; answered, it is no win, whatever
/// the seat; in riichi, a win whose points wait for the seat (the dealer's are more),
/// then shown with no dora, and the dora count not answered said.
#[test]
fn the_win_check_waits_for_the_answers_that_decide_it() {
    use WinQuestion::*;
    let hand = "123m456p789s23s55z";
    // A ron in riichi is valid unless furiten: "let a winning discard pass?" decides too.
    assert_eq!(
        check(hand, "1s", vec![]),
        WinCheck::Waiting(vec![Passed, How, Riichi])
    );
    assert_eq!(
        check(hand, "1s", vec![HandAction::SetTsumo(false)]),
        WinCheck::Waiting(vec![Passed, Riichi])
    );
    let not_passed = HandAction::SetPassed(false);
    assert_eq!(
        check(hand, "1s", vec![not_passed.clone()]),
        WinCheck::Waiting(vec![How, Riichi])
    );
    let ron = vec![
        not_passed.clone(),
        HandAction::SetTsumo(false),
        HandAction::SetRiichi(false),
    ];
    assert!(matches!(
        check(hand, "1s", ron),
        WinCheck::NotValid(WinFinding::NoWin(_))
    ));
    let riichi = vec![
        not_passed,
        HandAction::SetTsumo(false),
        HandAction::SetRiichi(true),
    ];
    assert_eq!(
        check(hand, "1s", riichi.clone()),
        WinCheck::ValidPointsWaiting(vec![Seat])
    );
    let mut seat = riichi.clone();
    seat.push(HandAction::SetSeat(1));
    // No wind in the hand: the round wind changes nothing, it is not waited for.
    assert_eq!(han(&check(hand, "1s", seat.clone())), Some((1, true)));
    let mut dora = seat.clone();
    dora.push(HandAction::SetDora(2));
    assert_eq!(han(&check(hand, "1s", dora)), Some((3, false)));
    let mut no_dora = seat;
    no_dora.push(HandAction::SetDora(0));
    assert_eq!(han(&check(hand, "1s", no_dora)), Some((1, false)));
}

/// A pung of East is a yaku for the player whose seat or round wind is East: both
/// winds decide a ron on it without riichi.
#[test]
fn the_winds_decide_a_win_when_the_hand_holds_the_wind() {
    use WinQuestion::*;
    let hand = "234m567p789s5z111z";
    let ron = vec![
        HandAction::SetPassed(false),
        HandAction::SetTsumo(false),
        HandAction::SetRiichi(false),
    ];
    assert_eq!(
        check(hand, "5z", ron.clone()),
        WinCheck::Waiting(vec![Seat, Round])
    );
    let mut south = ron.clone();
    south.push(HandAction::SetSeat(1));
    assert_eq!(
        check(hand, "5z", south.clone()),
        WinCheck::Waiting(vec![Round])
    );
    let mut east_round = south.clone();
    east_round.push(HandAction::SetRound(0));
    assert!(matches!(
        check(hand, "5z", east_round),
        WinCheck::Valid { .. }
    ));
    let mut south_round = south;
    south_round.push(HandAction::SetRound(1));
    assert!(matches!(
        check(hand, "5z", south_round),
        WinCheck::NotValid(WinFinding::NoWin(_))
    ));
    // The dealer (East seat): a yaku whatever the round, whose points still turn on it
    // (a double wind).
    let mut dealer = ron;
    dealer.push(HandAction::SetSeat(0));
    assert_eq!(
        check(hand, "5z", dealer),
        WinCheck::ValidPointsWaiting(vec![Round])
    );
}

#[test]
fn a_ron_while_furiten_and_riichi_on_an_open_hand_need_no_other_answer() {
    use WinQuestion::*;
    // 4 sou among the discards: a ron on 1 sou is a furiten ron, whatever else.
    let furiten = vec![
        HandAction::SetTarget(Target::Discards),
        HandAction::AddTile(t("4s")),
    ];
    let hand = "123m456p789s23s99m";
    let mut ron = furiten.clone();
    ron.push(HandAction::SetTsumo(false));
    assert!(matches!(
        check(hand, "1s", ron),
        WinCheck::NotValid(WinFinding::FuritenRon { .. })
    ));
    // Self-drawn: pinfu and menzen tsumo, valid; the han and points wait for the rest.
    let mut tsumo = furiten;
    tsumo.push(HandAction::SetTsumo(true));
    assert_eq!(
        check(hand, "1s", tsumo),
        WinCheck::ValidPointsWaiting(vec![Riichi, Seat])
    );
    // An open hand: riichi decides (riichi on it is an error).
    let open = "123m456p23s99m [789s]";
    assert!(matches!(
        check(open, "1s", vec![HandAction::SetRiichi(true)]),
        WinCheck::OpenRiichi
    ));
    assert_eq!(
        check(open, "1s", vec![HandAction::SetTsumo(true)]),
        WinCheck::Waiting(vec![Riichi])
    );
}

/// An entry of version 2 (the win questions could be unanswered, the furiten ones were
/// pre-picked No, No, nothing yet) still reads, all of it kept: a furiten value other
/// than the pre-picked one is an answer, the pre-picked one is asked again.
#[test]
fn an_entry_of_version_2_asks_the_pre_picked_furiten_answers_again() {
    let fresh = HandState::decode("2;h;;;n;n;nothing;-;-;-;-;-;-;").unwrap();
    assert_eq!(fresh, HandState::default());
    let answered =
        HandState::decode("2;d;33m111s12345678p;66p;y;y;draw;9p;n;y;2;1;3;33m111s12345678p")
            .unwrap();
    assert_eq!(
        (answered.passed, answered.passed_in_riichi, answered.since),
        (Some(true), Some(true), Some(Since::Draw))
    );
    assert_eq!(
        (
            answered.tsumo,
            answered.riichi,
            answered.seat,
            answered.round,
            answered.dora
        ),
        (Some(false), Some(true), Some(2), Some(1), Some(3))
    );
    assert_eq!(answered.discards, vec![t("6p"), t("6p")]);
    assert_eq!(
        answered.encode(),
        r#"["4","d","33m111s12345678p","66p","y","y","draw","9p","n","y","2","1","3","33m111s12345678p"]"#
    );
    // Version 2 had no unanswered furiten question.
    assert_eq!(HandState::decode("2;h;;;-;n;nothing;-;-;-;-;-;-;"), None);
}

#[test]
fn no_furiten_question_starts_answered() {
    let s = HandState::default();
    assert_eq!((s.passed, s.passed_in_riichi, s.since), (None, None, None));
    let s = Rc::new(s)
        .reduce(HandAction::SetPassed(false))
        .reduce(HandAction::SetPassedInRiichi(false))
        .reduce(HandAction::SetSince(Since::Nothing));
    assert_eq!(
        (s.passed, s.passed_in_riichi, s.since),
        (Some(false), Some(false), Some(Since::Nothing))
    );
}

fn furiten_of(state: &HandState, ruleset: RulesetId) -> FuritenCheck {
    let waits = crate::riichi::waiting(&state.hand)
        .waits
        .iter()
        .map(|w| w.tile)
        .collect::<Vec<_>>();
    state.furiten_check(ruleset, &waits)
}

fn is_furiten(c: &FuritenCheck) -> Option<bool> {
    match c {
        FuritenCheck::Ruled(FuritenVerdict::Ruled { furiten, .. }) => Some(*furiten),
        _ => None,
    }
}

/// The furiten verdict waits for "let a winning discard pass?", then for its follow-ups
/// only where they decide it (EMA 2016: in riichi, furiten to the end of the hand; not,
/// until the player draws).
#[test]
fn the_furiten_verdict_waits_for_the_answers_that_decide_it() {
    use WinQuestion::*;
    let hand = [HandAction::Type("123m456p789s23s99m".into())];
    let state = |more: Vec<HandAction>| run(hand.iter().cloned().chain(more).collect());
    let e16 = RulesetId::Ema2016;
    assert_eq!(
        furiten_of(&state(vec![]), e16),
        FuritenCheck::Waiting(vec![Passed])
    );
    assert_eq!(
        is_furiten(&furiten_of(&state(vec![HandAction::SetPassed(false)]), e16)),
        Some(false)
    );
    // Let pass: in riichi it is furiten whatever happened since; not in riichi, it turns
    // on what happened since — both asked.
    assert_eq!(
        furiten_of(&state(vec![HandAction::SetPassed(true)]), e16),
        FuritenCheck::Waiting(vec![PassedInRiichi, Since])
    );
    let riichi = vec![
        HandAction::SetPassed(true),
        HandAction::SetPassedInRiichi(true),
    ];
    assert_eq!(is_furiten(&furiten_of(&state(riichi), e16)), Some(true));
    // A draw since ends it unless in riichi.
    let drew = vec![
        HandAction::SetPassed(true),
        HandAction::SetSince(super::Since::Draw),
    ];
    assert_eq!(
        furiten_of(&state(drew.clone()), e16),
        FuritenCheck::Waiting(vec![PassedInRiichi])
    );
    // EMA 2012: no riichi exception, only what happened since decides.
    assert_eq!(
        furiten_of(
            &state(vec![HandAction::SetPassed(true)]),
            RulesetId::Ema2012
        ),
        FuritenCheck::Waiting(vec![Since])
    );
    assert_eq!(
        is_furiten(&furiten_of(&state(drew), RulesetId::Ema2012)),
        Some(false)
    );
    // A rule set that does not cover furiten says so at once.
    assert_eq!(
        furiten_of(&state(vec![]), RulesetId::Wrc2015),
        FuritenCheck::Ruled(FuritenVerdict::NotCovered)
    );
}

/// A wait among the player's own discards is furiten whatever the furiten questions say:
/// shown at once, with that reason alone (none assumed), and a ron on it too.
#[test]
fn a_wait_in_the_discards_is_furiten_at_once() {
    let s = run(vec![
        HandAction::Type("123m456p789s23s99m".into()),
        HandAction::SetTarget(Target::Discards),
        HandAction::AddTile(t("4s")),
    ]);
    match furiten_of(&s, RulesetId::Ema2016) {
        FuritenCheck::Ruled(FuritenVerdict::Ruled {
            furiten: true,
            reasons,
            ..
        }) => assert_eq!(
            reasons,
            vec![crate::rules::FuritenReason::OwnDiscards {
                tiles: vec![t("4s")]
            }]
        ),
        other => panic!("{other:?}"),
    }
    let ron = Rc::new(s).reduce(HandAction::SetTsumo(false));
    assert!(matches!(
        ron.win_check(RulesetId::Ema2016, t("1s")),
        WinCheck::NotValid(WinFinding::FuritenRon { .. })
    ));
}

/// A ron rests on the furiten answers: with riichi declared (a yaku), the win waits for
/// "let a winning discard pass?" and, once let pass, for what decides furiten; a
/// self-drawn win never waits for them.
#[test]
fn a_ron_waits_for_the_furiten_answers_that_decide_it() {
    use WinQuestion::*;
    let hand = "123m456p789s23s99m";
    let ron = vec![HandAction::SetTsumo(false), HandAction::SetRiichi(true)];
    let with = |more: Vec<HandAction>| {
        let mut all = ron.clone();
        all.extend(more);
        check(hand, "1s", all)
    };
    assert_eq!(with(vec![]), WinCheck::Waiting(vec![Passed]));
    assert_eq!(
        with(vec![HandAction::SetPassed(true)]),
        WinCheck::Waiting(vec![PassedInRiichi, Since])
    );
    assert!(matches!(
        with(vec![
            HandAction::SetPassed(true),
            HandAction::SetPassedInRiichi(true)
        ]),
        WinCheck::NotValid(WinFinding::FuritenRon { .. })
    ));
    assert_eq!(
        with(vec![HandAction::SetPassed(false)]),
        WinCheck::ValidPointsWaiting(vec![Seat])
    );
    // Self-drawn: furiten changes nothing, not waited for.
    let tsumo = vec![HandAction::SetTsumo(true), HandAction::SetRiichi(true)];
    assert_eq!(
        check(hand, "1s", tsumo),
        WinCheck::ValidPointsWaiting(vec![Seat])
    );
}
