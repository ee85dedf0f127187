//! The widget's own words as pack keys: each plain text of [`Words`] (`word.app_title`), and
//! each text with facts (`word.tenpai` = `Tenpai: {n} {n:wait|waits}`), so that a language
//! from a pack has the whole widget. English is [`super::en::WORDS`].

use super::Words;
use super::pack::{Arg, Pack};

/// Declares the plain texts of [`Words`] once: [`plain_mut`] gives them in key order (each
/// field, then each item of each array), [`plain_key`] names the key of each.
macro_rules! plain_words {
    ($($field:ident),* $(,)? ; $($array:ident: $len:literal),* $(,)?) => {
        /// How many plain texts [`Words`] has.
        pub(crate) const PLAIN: usize = [$(stringify!($field)),*].len() $(+ $len)*;

        /// The plain texts of a [`Words`], in key order.
        pub(crate) fn plain_mut(w: &mut Words) -> Vec<&mut &'static str> {
            let Words { $($field,)* $($array,)* .. } = w;
            let mut out: Vec<&mut &'static str> = vec![$($field),*];
            $(
                let items: &mut [&'static str; $len] = $array;
                out.extend(items.iter_mut());
            )*
            out
        }

        /// The key of the plain text at `i` ([`plain_mut`] order): `word.app_title`,
        /// `word.winds.0`.
        pub(crate) fn plain_key(i: usize) -> String {
            let fields = [$(stringify!($field)),*];
            if let Some(f) = fields.get(i) {
                return format!("word.{f}");
            }
            let mut at = i - fields.len();
            $(
                if at < $len {
                    return format!("word.{}.{at}", stringify!($array));
                }
                at -= $len;
            )*
            format!("word.{at}")
        }
    };
}

plain_words! {
    app_title,
    language,
    entry_kept_aside,
    retry,
    group_lead,
    waiting_tiles,
    start_again,
    footer_note,
    footer_link,
    matrix_title,
    matrix_heading,
    matrix_intro,
    matrix_open,
    matrix_after_link,
    matrix_incident,
    panic_message,
    reload,
    new_version,
    what_to_do,
    points,
    no_points,
    why,
    compare_title,
    rule_set,
    ruling,
    section,
    tap_tiles_below,
    open_keyboard,
    or_type_them,
    search_label,
    what_happened,
    no_match,
    pick_an_incident,
    reading_label,
    waited_label,
    import_summary,
    stopwatch,
    stopwatch_hint,
    stopwatch_start,
    stopwatch_reset,
    stopwatch_undo,
    not_in_document,
    best_matches,
    your_words,
    from_your_words,
    likely_from_your_words,
    check_this_hand,
    tools,
    tab_ruling,
    tab_hand,
    questions,
    whose_foul,
    whose_foul_waiting,
    how_many_exactly,
    yes,
    no,
    tile_keyboard,
    row_man,
    row_pin,
    row_sou,
    row_honours,
    row_bonus,
    clear,
    colon,
    semicolon,
    tile_back,
    share_title,
    link_copied,
    link_selected,
    link_label,
    share,
    hand_kept_aside,
    riichi_title,
    riichi_lead,
    hand,
    discards,
    tap_tiles,
    or_type_hand,
    discards_hint,
    tapped_go_to,
    complete_hand,
    holds_four,
    nothing_yet,
    someone_called,
    drew_or_claimed,
    furiten_questions,
    passed_win,
    passed_in_riichi,
    since_then,
    furiten,
    not_furiten,
    self_drawn_allowed,
    furiten_ask,
    win_check,
    win_tile,
    how,
    ron,
    tsumo,
    riichi_declared,
    seat_wind,
    round_wind,
    dora,
    closed_needed,
    closed_needed_why,
    no_yaku,
    no_yaku_why,
    valid_win_so_far,
    no_dora_assumed,
    yakuman_not_added,
    check_the_hand,
    see_false_win,
    ron_furiten,
    ron_furiten_unruled,
    see_furiten_ron,
    see_noten_riichi,
    see_open_riichi,
    mcr_title,
    mcr_lead,
    winning_tile,
    win_hint,
    how_won,
    won_on,
    discard,
    self_drawn,
    flowers,
    more_win,
    last_of_kind,
    last_of_wall,
    kong_replacement,
    robbing_kong,
    win_shown,
    tap_win_now,
    not_complete,
    lower_tier,
    higher_tier,
    see_false_hu,
    log_title,
    log_not_kept,
    record_for,
    record_hint,
    undo,
    remove,
    player,
    fouls,
    chombos,
    points_off,
    export_csv,
    export_json,
    log_file,
    earlier_session,
    earlier_hint,
    new_session,
    import_hint,
    import_button,
    names,
    players_and_table,
    rotate_seats,
    rotate_hint,
    seats_moved,
    swap_seats,
    swap_hint,
    swap_seat,
    swap_with,
    swap,
    seats_swapped,
    rename_player,
    rename_hint,
    new_name,
    rename,
    table,
    round_hand,
    place_hint,
    link_format,
    import_format,
    import_seat_count,
    import_seat,
    publication,
    pub_title,
    pub_version,
    pub_date,
    pub_publisher,
    pub_not_stated,
    pub_not_in_copy,
    pub_unstated,
    before_rule,
    before_rule_lead,
    ;
    winds: 4,
    csv_columns: 13,
    months: 12,
}

/// A text of [`Words`] with facts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(missing_docs)]
pub(crate) enum Said {
    EmbedBadRuleset,
    EmbedBadIncident,
    EmbedBadLang,
    LangLoading,
    LangFailed,
    WaitingAnswer,
    AlsoDependsOn,
    Assumed,
    StopwatchUse,
    StopwatchSeconds,
    UseRuleset,
    ShowRulingUnder,
    WholeNumberUpTo,
    RemoveTile,
    LinkProblem,
    RiichiSoFar,
    Tenpai,
    NotTenpai,
    DrawTenpai,
    DrawNotTenpai,
    DrawSilent,
    FuritenNotCovered,
    WinOn,
    DiscarderPays,
    EachPays,
    DealerPays,
    ValidWin,
    ValidWinNoFu,
    WinWaiting,
    FuritenWaiting,
    PointsWaiting,
    McrHand,
    RemoveWin,
    McrWinTyped,
    McrSoFar,
    ValidHu,
    ValidHuFlowers,
    HuPaidByDiscarder,
    HuPaidByEach,
    Under8,
    WaitedOn,
    LogDamagedKept,
    LogDamagedLost,
    ImportFailed,
    Recorded,
    FoulCount,
    NextFoul,
    ChomboCount,
    RemoveEntry,
    EntryRemoved,
    LogCleared,
    LogReplaced,
    Seat,
    GroupTooBig,
    HandTooBig,
    McrTooBig,
    LinkRuleset,
    LinkIncident,
    LinkTiles,
    LinkAnswer,
    ImportJson,
    JsonAValue,
    JsonANumber,
    JsonAWholeNumber,
    JsonAnEscape,
    JsonLessNesting,
    JsonUtf8,
    JsonTheEnd,
    ImportMissing,
    UnknownRuleset,
    ImportEntry,
    Renamed,
    RenameRefused,
}

/// Every [`Said`], in its order: key, English, the names of its facts.
pub(crate) const SAID: [(&str, &str, &[&str]); 73] = [
    (
        "word.embed_bad_ruleset",
        "This page asked for a rule set the widget does not know: \"{x}\".",
        &["x"],
    ),
    (
        "word.embed_bad_incident",
        "This page asked for an incident the widget does not know: \"{x}\".",
        &["x"],
    ),
    (
        "word.embed_bad_lang",
        "This page asked for a language the widget does not have: \"{x}\".",
        &["x"],
    ),
    (
        "word.lang_loading",
        "Loading {name}… shown in English until it arrives.",
        &["name"],
    ),
    (
        "word.lang_failed",
        "{name} could not be loaded (offline?): shown in English.",
        &["name"],
    ),
    (
        "word.waiting_answer",
        "The ruling turns on what is not answered yet: {questions}",
        &["questions"],
    ),
    (
        "word.also_depends_on",
        "Also turns on (not asked here): {questions}",
        &["questions"],
    ),
    (
        "word.assumed",
        "Taken until you answer: {answers}",
        &["answers"],
    ),
    (
        "word.stopwatch_use",
        "Use {m}\u{a0}min {s}\u{a0}s",
        &["m", "s"],
    ),
    ("word.stopwatch_seconds", "{s} {s:second|seconds}", &["s"]),
    (
        "word.use_ruleset",
        "Rule under {ruleset} from now on",
        &["ruleset"],
    ),
    (
        "word.show_ruling_under",
        "Show the ruling under {ruleset}",
        &["ruleset"],
    ),
    (
        "word.whole_number_up_to",
        "A whole number from 0 to {max}, please.",
        &["max"],
    ),
    ("word.remove_tile", "remove {tile}", &["tile"]),
    (
        "word.link_problem",
        "This link could not be opened: {why}. Your last entry is shown instead.",
        &["why"],
    ),
    (
        "word.riichi_so_far",
        "{n} {n:tile|tiles} so far: enter 13 (a meld counts three) to see the waits.",
        &["n"],
    ),
    ("word.tenpai", "Tenpai: {n} {n:wait|waits}", &["n"]),
    (
        "word.not_tenpai",
        "Not tenpai: {n} from tenpai (shanten {n})",
        &["n"],
    ),
    (
        "word.draw_tenpai",
        "Counts as tenpai at an exhaustive draw under {doc}.",
        &["doc"],
    ),
    (
        "word.draw_not_tenpai",
        "Not tenpai at an exhaustive draw under {doc}: every wait is a tile the hand already holds four of.",
        &["doc"],
    ),
    (
        "word.draw_silent",
        "{doc} says nothing here on tenpai at a draw.",
        &["doc"],
    ),
    (
        "word.furiten_not_covered",
        "The {doc} text the project has does not cover furiten.",
        &["doc"],
    ),
    ("word.win_on", "win on {tile}", &["tile"]),
    ("word.discarder_pays", "The discarder pays {n}.", &["n"]),
    (
        "word.each_pays",
        "Each player pays {each} (total {total}).",
        &["each", "total"],
    ),
    (
        "word.dealer_pays",
        "The dealer pays {dealer}, the others {others} each (total {total}).",
        &["dealer", "others", "total"],
    ),
    (
        "word.valid_win",
        "Valid win: {han} han, {fu} fu",
        &["han", "fu"],
    ),
    ("word.valid_win_no_fu", "Valid win: {han} han", &["han"]),
    (
        "word.win_waiting",
        "Whether the win is valid turns on what is not answered yet: {questions}",
        &["questions"],
    ),
    (
        "word.furiten_waiting",
        "Whether the player is furiten turns on what is not answered yet: {questions}",
        &["questions"],
    ),
    (
        "word.points_waiting",
        "The han and points turn on what is not answered yet: {questions}",
        &["questions"],
    ),
    ("word.mcr_hand", "Hand ({n} of {of})", &["n", "of"]),
    (
        "word.remove_win",
        "remove the winning tile, {tile}",
        &["tile"],
    ),
    (
        "word.mcr_win_typed",
        "14 tiles typed: the last, {tile}, is taken as the winning tile.",
        &["tile"],
    ),
    (
        "word.mcr_so_far",
        "{n} {n:tile|tiles} so far: enter the hand's 13 (a meld counts three), then the winning tile.",
        &["n"],
    ),
    ("word.valid_hu", "Valid hu: {fan} points", &["fan"]),
    (
        "word.valid_hu_flowers",
        "Valid hu: {fan} points + {n} {n:flower|flowers}",
        &["fan", "n"],
    ),
    (
        "word.hu_paid_by_discarder",
        "The discarder pays {discarder} (8 and the points); the other two pay {each} each.",
        &["discarder", "each"],
    ),
    (
        "word.hu_paid_by_each",
        "Self-drawn: each player pays {each} (8 and the points).",
        &["each"],
    ),
    (
        "word.under_8",
        "False hu: {fan} points without flowers, 8 needed",
        &["fan"],
    ),
    ("word.waited_on", "Waited on {waits}.", &["waits"]),
    (
        "word.log_damaged_kept",
        "The stored log was damaged: {read} {read:entry|entries} could be read (below); the part that could not ({bad} {bad:record|records}) was kept aside in this browser.",
        &["read", "bad"],
    ),
    (
        "word.log_damaged_lost",
        "The stored log was damaged: {read} {read:entry|entries} could be read (below); the part that could not ({bad} {bad:record|records}) could not be kept, the browser's storage is full. Export the log now to keep what was read.",
        &["read", "bad"],
    ),
    (
        "word.import_failed",
        "This file could not be imported: {error}.",
        &["error"],
    ),
    (
        "word.recorded",
        "Recorded for {player}: {headline}.",
        &["player", "headline"],
    ),
    ("word.foul_count", " · {n} {n:foul|fouls}", &["n"]),
    ("word.next_foul", " · next: {penalty}", &["penalty"]),
    ("word.chombo_count", " · {n} chombo", &["n"]),
    ("word.remove_entry", "remove entry {n}", &["n"]),
    ("word.entry_removed", "Entry {n} removed.", &["n"]),
    (
        "word.log_cleared",
        "New session: {n} {n:entry|entries} cleared.",
        &["n"],
    ),
    (
        "word.log_replaced",
        "Log imported: it replaced {n} {n:entry|entries}.",
        &["n"],
    ),
    ("word.seat", "Seat {n}", &["n"]),
    (
        "word.group_too_big",
        "{n} tiles: a group has at most {max} here",
        &["n", "max"],
    ),
    (
        "word.hand_too_big",
        "{n} tiles: a hand has at most {max} (a kong counts three)",
        &["n", "max"],
    ),
    (
        "word.mcr_too_big",
        "{n} tiles: type the {max} before the winning tile (a meld counts three), then tap the winning tile",
        &["n", "max"],
    ),
    ("word.link_ruleset", "there is no rule set '{x}'", &["x"]),
    ("word.link_incident", "there is no incident '{x}'", &["x"]),
    (
        "word.link_tiles",
        "its tiles cannot be read: {why}",
        &["why"],
    ),
    (
        "word.link_answer",
        "an answer cannot be read: {why}",
        &["why"],
    ),
    (
        "word.import_json",
        "not a session log: {expected} expected at byte {at}",
        &["expected", "at"],
    ),
    ("word.json.a-value", "a value", &[]),
    ("word.json.a-number", "a number", &[]),
    ("word.json.a-whole-number", "a whole number", &[]),
    ("word.json.an-escape", "an escape", &[]),
    ("word.json.less-nesting", "less nesting", &[]),
    ("word.json.utf-8", "UTF-8", &[]),
    ("word.json.the-end", "the end", &[]),
    (
        "word.import_missing",
        "not a session log: no {what}",
        &["what"],
    ),
    (
        "word.unknown_ruleset",
        "unknown rule set '{x}' (one of {ids})",
        &["x", "ids"],
    ),
    ("word.import_entry", "entry {n}: {why}", &["n", "why"]),
    (
        "word.renamed",
        "{from} is now {to}, with their entries and counts.",
        &["from", "to"],
    ),
    (
        "word.rename_refused",
        "Not renamed: \"{to}\" is empty, the same name, or the name of a player seated at the table.",
        &["to"],
    ),
];

/// Says a text of the words' pack (nothing without one: only pack languages use these).
fn say(w: &Words, said: Said, facts: &[(&str, Arg)]) -> String {
    w.pack.map_or_else(String::new, |p| p.said(said, facts))
}

/// The words of a pack's language: its plain texts, and each text with facts said from it.
pub(crate) fn from_pack(p: &'static Pack) -> Words {
    let mut w = super::en::WORDS.clone();
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Each text with facts is at its place in [`SAID`], and every plain text of [`Words`]
    /// is one of the pack's ([`plain_words!`] lists them).
    #[test]
    fn the_words_and_their_keys_agree() {
        assert_eq!(Said::RenameRefused as usize + 1, SAID.len());
        assert_eq!(SAID[Said::Tenpai as usize].0, "word.tenpai");
        let words = include_str!("mod.rs");
        let start = words.find("pub struct Words {").unwrap();
        let end = start + words[start..].find("\n}\n").unwrap();
        let plain = words[start..end].matches(": &'static str,").count();
        assert_eq!(
            plain + 4 + 13 + 12,
            PLAIN,
            "a plain text of Words missing from plain_words!"
        );
        assert_eq!(plain_key(0), "word.app_title");
        assert_eq!(plain_key(PLAIN - 1), "word.months.11");
    }

    /// Every function of the widget's words is said from the pack for a pack language.
    #[test]
    fn every_function_of_the_words_is_said_from_the_pack() {
        let words = include_str!("mod.rs");
        let start = words.find("pub struct Words {").unwrap();
        let end = start + words[start..].find("\n}\n").unwrap();
        let fns = words[start..end].matches(": fn(").count();
        let said = include_str!("said.rs");
        let from = said.find("pub(crate) fn from_pack").unwrap();
        let mut set: Vec<&str> = said[from..]
            .lines()
            .filter_map(|l| {
                l.trim()
                    .strip_prefix("w.")?
                    .split_once(" =")
                    .map(|(f, _)| f)
                    .filter(|f| *f != "pack")
            })
            .collect();
        set.sort_unstable();
        set.dedup();
        assert_eq!(set.len(), fns, "{set:?}");
    }
}
