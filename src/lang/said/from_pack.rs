//! The words of a pack's language: its plain texts, and each text with facts said from it.

use super::{Said, plain_mut};
use crate::lang::Words;
use crate::lang::pack::{Arg, Pack};

/// Says a text of the words' pack (nothing without one: only pack languages use these).
fn say(w: &Words, said: Said, facts: &[(&str, Arg)]) -> String {
    w.pack.map_or_else(String::new, |p| p.said(said, facts))
}

/// The words of a pack's language: its plain texts, and each text with facts said from it.
pub(crate) fn from_pack(p: &'static Pack) -> Words {
    let mut w = crate::lang::en::WORDS.clone();
    for (i, text) in plain_mut(&mut w).into_iter().enumerate() {
        *text = p.word(i);
    }
    w.pack = Some(p);
    w.embed_bad_ruleset = |w, x| say(w, Said::EmbedBadRuleset, &[("x", Arg::from(x))]);
    w.embed_bad_incident = |w, x| say(w, Said::EmbedBadIncident, &[("x", Arg::from(x))]);
    w.embed_bad_lang = |w, x| say(w, Said::EmbedBadLang, &[("x", Arg::from(x))]);
    w.lang_loading = |w, name| say(w, Said::LangLoading, &[("name", Arg::from(name))]);
    w.lang_failed = |w, name| say(w, Said::LangFailed, &[("name", Arg::from(name))]);
    w.waiting_answer = |w, questions| {
        say(
            w,
            Said::WaitingAnswer,
            &[("questions", Arg::from(questions))],
        )
    };
    w.also_depends_on = |w, questions| {
        say(
            w,
            Said::AlsoDependsOn,
            &[("questions", Arg::from(questions))],
        )
    };
    w.assumed = |w, answers| say(w, Said::Assumed, &[("answers", Arg::from(answers))]);
    w.stopwatch_use = |w, m, s| {
        say(
            w,
            Said::StopwatchUse,
            &[("m", Arg::from(m)), ("s", Arg::from(s))],
        )
    };
    w.stopwatch_seconds = |w, s| say(w, Said::StopwatchSeconds, &[("s", Arg::from(s))]);
    w.use_ruleset = |w, ruleset| say(w, Said::UseRuleset, &[("ruleset", Arg::from(ruleset))]);
    w.show_ruling_under =
        |w, ruleset| say(w, Said::ShowRulingUnder, &[("ruleset", Arg::from(ruleset))]);
    w.whole_number_up_to = |w, max| say(w, Said::WholeNumberUpTo, &[("max", Arg::from(max))]);
    w.remove_tile = |w, tile| say(w, Said::RemoveTile, &[("tile", Arg::from(tile))]);
    w.link_problem = |w, why| say(w, Said::LinkProblem, &[("why", Arg::from(why))]);
    w.riichi_so_far = |w, n| say(w, Said::RiichiSoFar, &[("n", Arg::from(n))]);
    w.tenpai = |w, n| say(w, Said::Tenpai, &[("n", Arg::from(n))]);
    w.not_tenpai = |w, n| say(w, Said::NotTenpai, &[("n", Arg::from(n))]);
    w.draw_tenpai = |w, doc| say(w, Said::DrawTenpai, &[("doc", Arg::from(doc))]);
    w.draw_not_tenpai = |w, doc| say(w, Said::DrawNotTenpai, &[("doc", Arg::from(doc))]);
    w.draw_silent = |w, doc| say(w, Said::DrawSilent, &[("doc", Arg::from(doc))]);
    w.furiten_not_covered = |w, doc| say(w, Said::FuritenNotCovered, &[("doc", Arg::from(doc))]);
    w.win_on = |w, tile| say(w, Said::WinOn, &[("tile", Arg::from(tile))]);
    w.discarder_pays = |w, n| say(w, Said::DiscarderPays, &[("n", Arg::from(n))]);
    w.each_pays = |w, each, total| {
        say(
            w,
            Said::EachPays,
            &[("each", Arg::from(each)), ("total", Arg::from(total))],
        )
    };
    w.dealer_pays = |w, dealer, others, total| {
        say(
            w,
            Said::DealerPays,
            &[
                ("dealer", Arg::from(dealer)),
                ("others", Arg::from(others)),
                ("total", Arg::from(total)),
            ],
        )
    };
    w.win_waiting = |w, questions| say(w, Said::WinWaiting, &[("questions", Arg::from(questions))]);
    w.furiten_waiting = |w, questions| {
        say(
            w,
            Said::FuritenWaiting,
            &[("questions", Arg::from(questions))],
        )
    };
    w.points_waiting = |w, questions| {
        say(
            w,
            Said::PointsWaiting,
            &[("questions", Arg::from(questions))],
        )
    };
    w.mcr_hand = |w, n, of| {
        say(
            w,
            Said::McrHand,
            &[("n", Arg::from(n)), ("of", Arg::from(of))],
        )
    };
    w.remove_win = |w, tile| say(w, Said::RemoveWin, &[("tile", Arg::from(tile))]);
    w.mcr_win_typed = |w, tile| say(w, Said::McrWinTyped, &[("tile", Arg::from(tile))]);
    w.mcr_so_far = |w, n| say(w, Said::McrSoFar, &[("n", Arg::from(n))]);
    w.hu_paid_by_discarder = |w, discarder, each| {
        say(
            w,
            Said::HuPaidByDiscarder,
            &[
                ("discarder", Arg::from(discarder)),
                ("each", Arg::from(each)),
            ],
        )
    };
    w.hu_paid_by_each = |w, each| say(w, Said::HuPaidByEach, &[("each", Arg::from(each))]);
    w.under_8 = |w, fan| say(w, Said::Under8, &[("fan", Arg::from(fan))]);
    w.waited_on = |w, waits| say(w, Said::WaitedOn, &[("waits", Arg::from(waits))]);
    w.log_damaged_kept = |w, read, bad| {
        say(
            w,
            Said::LogDamagedKept,
            &[("read", Arg::from(read)), ("bad", Arg::from(bad))],
        )
    };
    w.log_damaged_lost = |w, read, bad| {
        say(
            w,
            Said::LogDamagedLost,
            &[("read", Arg::from(read)), ("bad", Arg::from(bad))],
        )
    };
    w.import_failed = |w, error| say(w, Said::ImportFailed, &[("error", Arg::from(error))]);
    w.recorded = |w, player, headline| {
        say(
            w,
            Said::Recorded,
            &[
                ("player", Arg::from(player)),
                ("headline", Arg::from(headline)),
            ],
        )
    };
    w.foul_count = |w, n| say(w, Said::FoulCount, &[("n", Arg::from(n))]);
    w.chombo_count = |w, n| say(w, Said::ChomboCount, &[("n", Arg::from(n))]);
    w.remove_entry = |w, n| say(w, Said::RemoveEntry, &[("n", Arg::from(n))]);
    w.entry_removed = |w, n| say(w, Said::EntryRemoved, &[("n", Arg::from(n))]);
    w.log_cleared = |w, n| say(w, Said::LogCleared, &[("n", Arg::from(n))]);
    w.log_replaced = |w, n| say(w, Said::LogReplaced, &[("n", Arg::from(n))]);
    w.seat = |w, n| say(w, Said::Seat, &[("n", Arg::from(n))]);
    w.group_too_big = |w, n, max| {
        say(
            w,
            Said::GroupTooBig,
            &[("n", Arg::from(n)), ("max", Arg::from(max))],
        )
    };
    w.hand_too_big = |w, n, max| {
        say(
            w,
            Said::HandTooBig,
            &[("n", Arg::from(n)), ("max", Arg::from(max))],
        )
    };
    w.mcr_too_big = |w, n, max| {
        say(
            w,
            Said::McrTooBig,
            &[("n", Arg::from(n)), ("max", Arg::from(max))],
        )
    };
    w.link_ruleset = |w, x| say(w, Said::LinkRuleset, &[("x", Arg::from(x))]);
    w.link_incident = |w, x| say(w, Said::LinkIncident, &[("x", Arg::from(x))]);
    w.link_tiles = |w, why| say(w, Said::LinkTiles, &[("why", Arg::from(why))]);
    w.link_answer = |w, why| say(w, Said::LinkAnswer, &[("why", Arg::from(why))]);
    w.import_missing = |w, what| say(w, Said::ImportMissing, &[("what", Arg::from(what))]);
    w.renamed = |w, from, to| {
        say(
            w,
            Said::Renamed,
            &[("from", Arg::from(from)), ("to", Arg::from(to))],
        )
    };
    w.rename_refused = |w, to| say(w, Said::RenameRefused, &[("to", Arg::from(to))]);
    w.import_entry = |w, n, why| {
        say(
            w,
            Said::ImportEntry,
            &[("n", Arg::from(n)), ("why", Arg::from(why))],
        )
    };
    w.valid_win = |w, han, fu| match fu {
        Some(fu) => say(
            w,
            Said::ValidWin,
            &[("han", Arg::from(han)), ("fu", Arg::from(fu))],
        ),
        None => say(w, Said::ValidWinNoFu, &[("han", Arg::from(han))]),
    };
    w.valid_hu = |w, fan, flowers| match flowers {
        0 => say(w, Said::ValidHu, &[("fan", Arg::from(fan))]),
        n => say(
            w,
            Said::ValidHuFlowers,
            &[("fan", Arg::from(fan)), ("n", Arg::from(n))],
        ),
    };
    w.next_foul = |w, penalty| {
        let penalty = w.pack.map(|p| p.penalty(penalty)).unwrap_or_default();
        say(w, Said::NextFoul, &[("penalty", Arg::from(penalty))])
    };
    w.unit = |w, unit, n| w.pack.map(|p| p.unit(unit, n)).unwrap_or_default();
    w.import_json = |w, expected, at| {
        const JSON: [(&str, Said); 7] = [
            ("a value", Said::JsonAValue),
            ("a number", Said::JsonANumber),
            ("a whole number", Said::JsonAWholeNumber),
            ("an escape", Said::JsonAnEscape),
            ("less nesting", Said::JsonLessNesting),
            ("UTF-8", Said::JsonUtf8),
            ("the end", Said::JsonTheEnd),
        ];
        let expected = JSON
            .iter()
            .find(|(en, _)| *en == expected)
            .map_or_else(|| expected.to_string(), |(_, s)| say(w, *s, &[]));
        say(
            w,
            Said::ImportJson,
            &[("expected", Arg::from(expected)), ("at", Arg::from(at))],
        )
    };
    w.unknown_ruleset = |w, x| {
        let ids = crate::rules::RulesetId::ALL.map(|id| id.id()).join(", ");
        say(
            w,
            Said::UnknownRuleset,
            &[("x", Arg::from(x)), ("ids", Arg::from(ids))],
        )
    };
    w
}
