//! English: the core's own words (its `Display`s) and the widget's.

use super::{Language, Words};
use crate::mcr::{Fan, McrHandError, NotComplete};
use crate::riichi::{HandError, MeldKind, WaitShape};
use crate::rules::FuritenReason;
use crate::rules::catalogue::{Group, IncidentInfo};
use crate::rules::{Line, Outcome, Payment, Section, Text};
use crate::sets::SetCheck;
use crate::tiles::{ParseTilesError, Tile};

/// English.
pub struct English;

/// `not-taken` → `Not taken`.
pub(crate) fn label(value: &str) -> String {
    super::capitalise(&value.replace('-', " "))
}

impl Language for English {
    fn words(&self) -> &'static Words {
        &WORDS
    }
    fn text(&self, text: Text) -> String {
        text.to_string()
    }
    fn line(&self, line: &Line) -> String {
        line.to_string()
    }
    fn outcome(&self, outcome: &Outcome) -> String {
        outcome.to_string()
    }
    fn payment(&self, payment: &Payment) -> String {
        payment.to_string()
    }
    fn section(&self, section: &Section) -> String {
        section.to_string()
    }
    fn group(&self, group: Group) -> &'static str {
        group.title()
    }
    fn incident_title(&self, info: &IncidentInfo) -> &'static str {
        info.title
    }
    fn incident_keywords(&self, info: &IncidentInfo) -> &'static str {
        info.keywords
    }
    fn question(&self, info: &IncidentInfo, index: usize) -> &'static str {
        info.facts.get(index).map_or("", |f| f.question)
    }
    fn choice(&self, _info: &IncidentInfo, _index: usize, value: &str) -> String {
        label(value)
    }
    fn tile(&self, tile: Tile) -> String {
        tile.name()
    }
    fn tile_short(&self, tile: Tile) -> String {
        tile.short()
    }
    fn set_check(&self, check: &SetCheck) -> String {
        check.reason()
    }
    fn fan(&self, fan: Fan) -> &'static str {
        fan.name()
    }
    fn not_complete(&self, why: &NotComplete) -> String {
        why.to_string()
    }
    fn furiten_reason(&self, why: &FuritenReason) -> String {
        why.to_string()
    }
    fn wait_shape(&self, shape: WaitShape) -> &'static str {
        match shape {
            WaitShape::TwoSided => "two-sided",
            WaitShape::Edge => "edge",
            WaitShape::Closed => "closed",
            WaitShape::Single => "pair",
            WaitShape::DualPung => "dual pung",
            WaitShape::ThirteenOrphans => "13 orphans",
            WaitShape::ThirteenSided => "13-sided",
        }
    }
    fn meld_kind(&self, kind: MeldKind) -> &'static str {
        kind.name()
    }
    fn tiles_error(&self, e: &ParseTilesError) -> String {
        e.to_string()
    }
    fn hand_error(&self, e: &HandError) -> String {
        e.to_string()
    }
    fn mcr_hand_error(&self, e: &McrHandError) -> String {
        e.to_string()
    }
}

fn plural(n: impl Into<u64>) -> &'static str {
    if n.into() == 1 { "" } else { "s" }
}

/// "record" or "records".
fn records(n: usize) -> &'static str {
    if n == 1 { "record" } else { "records" }
}

fn entries(n: usize) -> &'static str {
    if n == 1 { "entry" } else { "entries" }
}

/// The widget's words in English.
pub static WORDS: Words = Words {
    pack: None,
    app_title: "Mahjong referee",
    language: "Language",
    entry_kept_aside: "Your last entry could not be read; it was kept aside in this browser and a fresh one started.",
    embed_bad_ruleset: |_, x| {
        format!("This page asked for a rule set the widget does not know: \"{x}\".")
    },
    embed_bad_incident: |_, x| {
        format!("This page asked for an incident the widget does not know: \"{x}\".")
    },
    embed_bad_lang: |_, x| {
        format!("This page asked for a language the widget does not have: \"{x}\".")
    },
    lang_loading: |_, name| format!("Loading {name}… shown in English until it arrives."),
    lang_failed: |_, name| format!("{name} could not be loaded (offline?): shown in English."),
    retry: "Try again",
    group_lead: "Which tiles did the player show for the claimed group?",
    waiting_tiles: "Enter the tiles to see the ruling.",
    waiting_answer: |_, questions| {
        format!("The ruling turns on what is not answered yet: {questions}")
    },
    start_again: "Start again",
    footer_note: "Rulings are the project's summary of each document, with the section to check. ",
    footer_link: "All incidents under all rule sets",
    matrix_title: "Mahjong referee: rules matrix",
    matrix_heading: "Rules matrix",
    matrix_intro: "An example of each incident under the five rule sets, as the mahjong referee widget rules it, with the main section to check. Generated from the code;",
    matrix_open: "open the widget",
    matrix_after_link: "to answer the questions for a real case.",
    matrix_incident: "Incident",
    panic_message: "Something went wrong in the referee widget. What you entered is still saved in this browser.",
    reload: "Reload",
    new_version: "New version — reload",
    what_to_do: "What to do now",
    points: "Points",
    no_points: "No points change hands.",
    why: "Why",
    compare_title: "Under the other rule sets",
    rule_set: "Rule set",
    ruling: "Ruling",
    section: "Section",
    publication: "Document",
    pub_title: "Title",
    pub_version: "Version",
    pub_date: "Date",
    pub_publisher: "Publisher",
    pub_not_stated: "not stated in the text",
    pub_not_in_copy: "not in the copy read",
    pub_unstated: "the copy read here (sections only) gives no title, version, date or publisher",
    before_rule: "Before you rule",
    before_rule_lead: "What this document asks of the table and of you, before the ruling; each point with its section.",
    months: crate::rules::MONTHS,
    also_depends_on: |_, questions| format!("Also turns on (not asked here): {questions}"),
    assumed: |_, answers| format!("Taken until you answer: {answers}"),
    show_ruling_under: |_, ruleset| format!("Show the ruling under {ruleset}"),
    use_ruleset: |_, ruleset| format!("Rule under {ruleset} from now on"),
    tap_tiles_below: "Tap the tiles below.",
    open_keyboard: "Add or change tiles",
    or_type_them: "or type them",
    search_label: "Search (chombo, 12 minutes late, flower…)",
    what_happened: "What happened?",
    no_match: "No incident matches these words: pick one from the list, or say it another way.",
    pick_an_incident: "— Pick an incident —",
    reading_label: "Read as",
    waited_label: "Waited on",
    import_summary: "Import a saved log",
    stopwatch: "Stopwatch",
    stopwatch_hint: "Start it when the late player is called, or when a slow player's turn begins.",
    stopwatch_start: "Start the stopwatch",
    stopwatch_reset: "Reset",
    stopwatch_undo: "Undo the reset",
    stopwatch_use: |_, m, s| format!("Use {m}\u{a0}min {s}\u{a0}s"),
    stopwatch_seconds: |_, s| format!("{s} {}", if s == 1 { "second" } else { "seconds" }),
    not_in_document: "Not in this document",
    best_matches: "Best matches",
    your_words: "your words:",
    from_your_words: "from your words",
    likely_from_your_words: "likely, from your words: check",
    check_this_hand: "Your words hold a hand: check it",
    tools: "Tools",
    tab_ruling: "Ruling",
    tab_hand: "Hand check",
    questions: "Questions",
    whose_foul: "Whose foul? (their earlier fouls are counted from the session log below)",
    whose_foul_waiting: "Whose foul?",
    whole_number_up_to: |_, max| format!("A whole number from 0 to {max}, please."),
    how_many_exactly: "How many exactly?",
    yes: "Yes",
    no: "No",
    tile_keyboard: "Tile keyboard",
    row_man: "Man",
    row_pin: "Pin",
    row_sou: "Sou",
    row_honours: "Honours",
    row_bonus: "Flowers and seasons",
    remove_tile: |_, t| format!("remove {t}"),
    clear: "Clear",
    colon: ": ",
    semicolon: "; ",
    tile_back: "tile back",
    winds: ["East", "South", "West", "North"],
    share_title: "Mahjong referee: a ruling",
    link_copied: "Link copied.",
    link_selected: "Link selected: copy it.",
    link_label: "Link to this ruling",
    share: "Share",
    link_problem: |_, why| {
        format!("This link could not be opened: {why}. Your last entry is shown instead.")
    },
    hand_kept_aside: "The last hand could not be read; it was kept aside in this browser and a fresh one started.",
    riichi_title: "Hand check (riichi)",
    riichi_lead: "Tap the hand: 13 tiles, or 14 to check a complete hand. Type melds in brackets: [123m] claimed, (1111z) concealed kong.",
    hand: "Hand",
    discards: "Discards",
    tap_tiles: "Tap tiles below.",
    or_type_hand: "or type the hand",
    discards_hint: "The player's own discards, for furiten.",
    tapped_go_to: "Tiles tapped go to",
    riichi_so_far: |_, n| {
        format!(
            "{n} tile{} so far: enter 13 (a meld counts three) to see the waits.",
            plural(n as u64)
        )
    },
    complete_hand: "Complete hand",
    tenpai: |_, n| format!("Tenpai: {n} wait{}", plural(n as u64)),
    not_tenpai: |_, n| format!("Not tenpai: {n} from tenpai (shanten {n})"),
    holds_four: "the hand holds all four",
    draw_tenpai: |_, doc| format!("Counts as tenpai at an exhaustive draw under {doc}."),
    draw_not_tenpai: |_, doc| {
        format!(
            "Not tenpai at an exhaustive draw under {doc}: every wait is a tile the hand already holds four of."
        )
    },
    draw_silent: |_, doc| format!("{doc} says nothing here on tenpai at a draw."),
    nothing_yet: "Nothing yet",
    someone_called: "Someone called",
    drew_or_claimed: "Player drew or claimed",
    furiten_questions: "Furiten questions",
    passed_win: "Did the player let a winning discard pass this hand?",
    passed_in_riichi: "Had the player declared riichi then?",
    since_then: "Since then",
    furiten: "Furiten: no win on a discard",
    not_furiten: "Not furiten",
    self_drawn_allowed: "A self-drawn win is allowed either way.",
    furiten_ask: "Furiten: ask the referee",
    furiten_not_covered: |_, doc| format!("The {doc} text the project has does not cover furiten."),
    win_check: "Win check",
    win_tile: "Is a win valid? Tap the winning tile",
    win_on: |_, t| format!("win on {t}"),
    how: "Ron or tsumo?",
    ron: "Ron",
    tsumo: "Tsumo",
    riichi_declared: "Riichi declared?",
    seat_wind: "Seat wind",
    round_wind: "Round wind",
    dora: "Dora",
    closed_needed: "Riichi needs a closed hand",
    closed_needed_why: "An open hand cannot be in riichi; answer No to riichi.",
    no_yaku: "No yaku: not a valid win",
    no_yaku_why: "Dora alone do not make a win: a win declared on this hand is an invalid win.",
    check_the_hand: "Let the tiles decide: check the hand",
    see_false_win: "See the ruling: a win called on this hand",
    ron_furiten: "Not a win: a ron while furiten",
    ron_furiten_unruled: "One of the waits is among the player's discards, or a winning discard was let pass: a ron here is not shown as a win.",
    see_furiten_ron: "See the ruling: ron called while furiten",
    see_noten_riichi: "In riichi at the draw? See the noten riichi ruling",
    see_open_riichi: "See the ruling: riichi with an open hand",
    discarder_pays: |_, n| format!("The discarder pays {n}."),
    each_pays: |_, each, total| format!("Each player pays {each} (total {total})."),
    dealer_pays: |_, dealer, others, total| {
        format!("The dealer pays {dealer}, the others {others} each (total {total}).")
    },
    valid_win: |_, han, fu| match fu {
        Some(fu) => format!("Valid win: {han} han, {fu} fu"),
        None => format!("Valid win: {han} han"),
    },
    win_waiting: |_, questions| {
        format!("Whether the win is valid turns on what is not answered yet: {questions}")
    },
    furiten_waiting: |_, questions| {
        format!("Whether the player is furiten turns on what is not answered yet: {questions}")
    },
    valid_win_so_far: "Valid win",
    points_waiting: |_, questions| {
        format!("The han and points turn on what is not answered yet: {questions}")
    },
    no_dora_assumed: "Han and points counted with no dora: the dora count is not answered yet.",
    yakuman_not_added: "Several yakuman: under these documents they do not add up, the hand is one limit.",
    mcr_title: "Hand check (MCR)",
    mcr_lead: "Tap the 13 tiles of the hand, then the winning tile. Type melds in brackets: [123m] claimed, (1111z) concealed kong.",
    mcr_hand: |_, n, of| format!("Hand ({n} of {of})"),
    winning_tile: "Winning tile",
    remove_win: |_, t| format!("remove the winning tile, {t}"),
    mcr_win_typed: |_, t| format!("14 tiles typed: the last, {t}, is taken as the winning tile."),
    win_hint: "The tile tapped after the hand's 13.",
    how_won: "How the hand was won",
    won_on: "Won on",
    discard: "Discard",
    self_drawn: "Self-drawn",
    flowers: "Flowers and seasons",
    more_win: "More about the win",
    last_of_kind: "Were the other three of the winning tile already on the table?",
    last_of_wall: "Last tile of the wall, or the last discard?",
    kong_replacement: "Won on a kong's replacement tile?",
    robbing_kong: "Won by robbing a kong?",
    win_shown: "Was the winning tile shown apart from the hand?",
    mcr_so_far: |_, n| {
        format!(
            "{n} tile{} so far: enter the hand's 13 (a meld counts three), then the winning tile.",
            plural(n as u64)
        )
    },
    tap_win_now: "Now tap the winning tile.",
    valid_hu: |_, fan, flowers| match flowers {
        0 => format!("Valid hu: {fan} points"),
        n => format!("Valid hu: {fan} points + {n} flower{}", plural(n)),
    },
    hu_paid_by_discarder: |_, discarder, each| {
        format!("The discarder pays {discarder} (8 and the points); the other two pay {each} each.")
    },
    hu_paid_by_each: |_, each| format!("Self-drawn: each player pays {each} (8 and the points)."),
    under_8: |_, fan| format!("False hu: {fan} points without flowers, 8 needed"),
    not_complete: "False hu: not a complete hand",
    waited_on: |_, w| format!("Waited on {w}."),
    lower_tier: "Four sets and a pair short of 8 points: the lower false-hu penalty.",
    higher_tier: "Not a complete hand: the higher false-hu penalty.",
    see_false_hu: "See the false-hu ruling (MERS 2010, FFMJ 2008)",
    log_title: "Session log",
    log_not_kept: "This browser is not keeping the log (its storage is full or switched off): a reload or closing the page would lose it. Export it to keep it.",
    log_damaged_kept: |_, read, bad| {
        format!(
            "The stored log was damaged: {read} {} could be read (below); the part that could not ({bad} {}) was kept aside in this browser.",
            entries(read),
            records(bad)
        )
    },
    log_damaged_lost: |_, read, bad| {
        format!(
            "The stored log was damaged: {read} {} could be read (below); the part that could not ({bad} {}) could not be kept, the browser's storage is full. Export the log now to keep what was read.",
            entries(read),
            records(bad)
        )
    },
    import_failed: |_, e| format!("This file could not be imported: {e}."),
    record_for: "Record this ruling for:",
    recorded: |_, player, headline| format!("Recorded for {player}: {headline}."),
    record_hint: "Under MERS and FFMJ a foul is recorded at its rank among that player's fouls in this log.",
    foul_count: |_, n| format!(" · {n} foul{}", plural(n)),
    next_foul: |_, p| format!(" · next: {p}"),
    chombo_count: |_, n| format!(" · {n} chombo{}", plural(n)),
    remove_entry: |_, n| format!("remove entry {n}"),
    entry_removed: |_, n| format!("Entry {n} removed."),
    log_cleared: |_, n| format!("New session: {n} {} cleared.", entries(n)),
    log_replaced: |_, n| format!("Log imported: it replaced {n} {}.", entries(n)),
    undo: "Undo",
    remove: "Remove",
    player: "Player",
    fouls: "Fouls",
    chombos: "Chombo",
    points_off: "Points off",
    unit: |_, unit, n| unit.name_for(n).to_string(),
    export_csv: "Export CSV",
    export_json: "Export JSON",
    log_file: "session-log",
    csv_columns: [
        "time",
        "seat",
        "player",
        "rule set",
        "incident",
        "ruling",
        "foul",
        "chombo",
        "points off",
        "unit",
        "earlier session",
        "table",
        "hand",
    ],
    earlier_session: "earlier session",
    earlier_hint: "Kept from an earlier session: under MERS 2010 a player warned or penalised for obstruction or stalling keeps counting fouls from one session to the next (§3.6). Points and chombos are this session's only.",
    new_session: "New session",
    import_hint: "A session log exported here as JSON can be read back in; it replaces this log.",
    import_button: "Import JSON",
    names: "Players' names",
    players_and_table: "Players, seats and table",
    rotate_seats: "Move seats round",
    rotate_hint: "When the deal passes: South's player sits East, West's South, North's West, East's North. Each player's entries and counts go with them, here and in the names above; the names can also be typed where each one now sits.",
    seats_moved: "Seats moved round",
    swap_seats: "Swap two seats",
    swap_hint: "The two players change places; each one's entries and counts go with them.",
    swap_seat: "Seat",
    swap_with: "With",
    swap: "Swap",
    seats_swapped: "Seats swapped",
    rename_player: "Rename a player",
    rename_hint: "A name typed in a seat above is a new player, whose count starts at 0. Renamed here, the player keeps their entries and counts.",
    new_name: "New name",
    rename: "Rename",
    renamed: |_, from, to| format!("{from} is now {to}, with their entries and counts."),
    rename_refused: |_, to| {
        format!(
            "Not renamed: \"{to}\" is empty, the same name, or the name of a player seated at the table."
        )
    },
    table: "Table",
    round_hand: "Round and hand",
    place_hint: "Said once, carried into each entry recorded after it (East 2, hand 5): change it as the hands go on.",
    seat: |_, n| format!("Seat {n}"),
    group_too_big: |_, n, max| format!("{n} tiles: a group has at most {max} here"),
    hand_too_big: |_, n, max| format!("{n} tiles: a hand has at most {max} (a kong counts three)"),
    mcr_too_big: |_, n, max| {
        format!(
            "{n} tiles: type the {max} before the winning tile (a meld counts three), then tap the winning tile"
        )
    },
    link_format: "it is not a ruling link of this widget",
    link_ruleset: |_, x| format!("there is no rule set '{x}'"),
    link_incident: |_, x| format!("there is no incident '{x}'"),
    link_tiles: |_, why| format!("its tiles cannot be read: {why}"),
    link_answer: |_, why| format!("an answer cannot be read: {why}"),
    import_format: "not a session log of this widget (format mahjong-referee/session-log, version 1)",
    import_json: |_, expected, at| format!("not a session log: {expected} expected at byte {at}"),
    import_missing: |_, what| format!("not a session log: no {what}"),
    import_seat_count: "not a session log: seats: four names are needed",
    import_seat: "seat: 0 to 3 is needed",
    unknown_ruleset: |_, x| {
        crate::rules::ParseRulesetError {
            given: x.to_string(),
        }
        .to_string()
    },
    import_entry: |_, n, why| format!("entry {n}: {why}"),
};
