//! The widget's own words as pack keys: each plain text of [`Words`](super::Words)
//! (`word.app_title`), and each text with facts (`word.tenpai` = `Tenpai: {n} {n:wait|waits}`),
//! so that a language from a pack has the whole widget. English is [`crate::lang::en::WORDS`].
//!
//! Here, the texts with facts ([`Said`], their keys and English in [`SAID`]); the plain
//! texts' keys are in `plain.rs`, the words of a pack's language are said from it in
//! `from_pack.rs`.

mod from_pack;
mod plain;

pub(crate) use from_pack::from_pack;
pub(crate) use plain::{PLAIN, plain_key, plain_mut};

/// A text of [`Words`](super::Words) with facts.
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Each text with facts is at its place in [`SAID`], and every plain text of [`Words`]
    /// is one of the pack's ([`plain_words!`] lists them).
    #[test]
    fn the_words_and_their_keys_agree() {
        assert_eq!(Said::RenameRefused as usize + 1, SAID.len());
        assert_eq!(SAID[Said::Tenpai as usize].0, "word.tenpai");
        let words = include_str!("../mod.rs");
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
        let words = include_str!("../mod.rs");
        let start = words.find("pub struct Words {").unwrap();
        let end = start + words[start..].find("\n}\n").unwrap();
        let fns = words[start..end].matches(": fn(").count();
        let said = include_str!("from_pack.rs");
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
