use super::*;
use crate::ui::hooks::Stored;

fn entry(seat: u8, foul: bool, points: u32) -> LogEntry {
    LogEntry {
        seat,
        // The player in the seat, filled by the log it is added to.
        player: "".into(),
        table: "".into(),
        hand: "".into(),
        ruleset: RulesetId::Mers2010,
        incident: "false-set",
        headline: "Foul (2nd of the session): 5 points".into(),
        foul,
        chombo: false,
        points,
        time: "14:05".into(),
        earlier: false,
    }
}

fn chombo(seat: u8, ruleset: RulesetId, points: u32) -> LogEntry {
    LogEntry {
        ruleset,
        incident: "empty-call",
        headline: "Chombo".into(),
        foul: false,
        chombo: true,
        ..entry(seat, false, points)
    }
}

#[test]
fn counts_and_totals_per_seat() {
    let mut log = Rc::new(PenaltyLog::default());
    log = log.reduce(LogAction::Add(entry(1, true, 0)));
    log = log.reduce(LogAction::Add(entry(1, true, 5)));
    log = log.reduce(LogAction::Add(entry(2, false, 10)));
    assert_eq!(log.fouls(1), 2);
    assert_eq!(log.points(1), [(5, Unit::McrPoints)]);
    assert_eq!(log.fouls(2), 0);
    assert_eq!(log.points(0), []);
    log = log.reduce(LogAction::Remove(0));
    assert_eq!(log.fouls(1), 1);
    log = log.reduce(LogAction::NewSession);
    assert!(log.entries.is_empty());
}

#[test]
fn chombos_are_counted_and_points_add_up_only_in_one_unit() {
    let mut log = Rc::new(PenaltyLog::default());
    log = log.reduce(LogAction::Add(chombo(0, RulesetId::Ema2012, 8000)));
    log = log.reduce(LogAction::Add(chombo(0, RulesetId::Ema2016, 20000)));
    log = log.reduce(LogAction::Add(chombo(0, RulesetId::Wrc2015, 20)));
    log = log.reduce(LogAction::Add(entry(0, true, 5)));
    assert_eq!(log.chombos(0), 3);
    assert_eq!(log.fouls(0), 1, "a chombo is not an MCR foul");
    assert_eq!(
        log.points(0),
        [
            (8000, Unit::TablePoints),
            (20000, Unit::FinalScorePoints),
            (20, Unit::OverallPoints),
            (5, Unit::McrPoints)
        ]
    );
    // Stored, exported and read back with what each entry counts as.
    assert_eq!(PenaltyLog::decode(&log.encode()).as_ref(), Some(&*log));
    assert_eq!(PenaltyLog::from_json(&log.to_json()).as_ref(), Ok(&*log));
    assert!(
        log.to_csv(Lang::En)
            .contains(",Chombo,No,Yes,8000,table points,No,,\r\n")
    );
    assert!(
        log.to_csv(Lang::Fr)
            .contains(",Chombo,Non,Oui,20,points au classement général,Non,,\r\n")
    );
    // A file exported before chombos were counted has no "chombo": none are.
    let old = log.to_json().replace("\"chombo\": true, ", "");
    assert_ne!(old, log.to_json());
    let read = PenaltyLog::from_json(&old).unwrap();
    assert_eq!(read.chombos(0), 0);
    assert_eq!(read.points(0), log.points(0));
    let bad = log
        .to_json()
        .replacen("\"chombo\": true", "\"chombo\": 1", 1);
    assert_eq!(
        PenaltyLog::from_json(&bad).unwrap_err().to_string(),
        "entry 1: not a session log: no chombo"
    );
}

/// MERS 2010 §3.6: a new session starts every count again, but a player penalised for
/// obstruction keeps counting: that player's entries stay, as an earlier session's.
#[test]
fn a_new_session_keeps_the_record_of_a_player_whose_count_goes_on() {
    let obstruction = LogEntry {
        incident: "obstruction",
        headline: "At the referee's discretion".into(),
        ..entry(0, false, 0)
    };
    let mut log = Rc::new(PenaltyLog::default());
    for e in [
        entry(0, true, 0),
        obstruction.clone(),
        entry(0, true, 5),
        entry(1, true, 0),
        chombo(2, RulesetId::Ema2016, 20000),
        // Obstruction under FFMJ 2008: fouls are counted per session there.
        LogEntry {
            ruleset: RulesetId::Ffmj2008,
            seat: 3,
            ..obstruction.clone()
        },
    ] {
        log = log.reduce(LogAction::Add(e));
    }
    let next = log.clone().reduce(LogAction::NewSession);
    assert_eq!(next.entries.len(), 3);
    assert!(next.entries.iter().all(|e| e.seat == 0 && e.earlier));
    assert_eq!(next.fouls(0), 2, "the count goes on");
    assert_eq!(next.points(0), [], "points are this session's");
    assert_eq!((next.fouls(1), next.chombos(2), next.fouls(3)), (0, 0, 0));
    assert_eq!(
        next.undo.as_ref().map(|u| u.dropped),
        Some(Dropped::Cleared(3))
    );
    // Stored and exported with the mark, and read back.
    assert_eq!(PenaltyLog::decode(&next.encode()).as_ref(), Some(&*next));
    let exported = PenaltyLog {
        undo: None,
        ..(*next).clone()
    };
    assert_eq!(PenaltyLog::from_json(&next.to_json()), Ok(exported));
    assert!(next.to_csv(Lang::En).ends_with(",MCR points,Yes,,\r\n"));
    // The next foul is that player's third.
    let later = next.clone().reduce(LogAction::Add(entry(0, true, 10)));
    assert_eq!(
        (later.fouls(0), later.points(0)),
        (3, vec![(10, Unit::McrPoints)])
    );
    // Another new session keeps them again; with only earlier entries, nothing changes
    // and there is nothing to undo.
    let again = next.clone().reduce(LogAction::NewSession);
    assert_eq!(again.entries, next.entries);
    assert_eq!(again.undo, None);
    // Taken back, the session is as it was.
    assert_eq!(next.reduce(LogAction::Undo), log);
}

#[test]
fn a_removal_a_new_session_or_an_import_can_be_taken_back() {
    let mut log = Rc::new(PenaltyLog::default());
    log = log.reduce(LogAction::Name(0, "Ana".into()));
    log = log.reduce(LogAction::Add(entry(0, true, 0)));
    log = log.reduce(LogAction::Add(entry(1, true, 5)));
    let full = log.clone();
    assert_eq!(full.undo, None);

    let cleared = log.clone().reduce(LogAction::NewSession);
    assert!(cleared.entries.is_empty());
    assert_eq!(cleared.seats[0], "Ana", "names stay");
    assert_eq!(
        cleared.undo.as_ref().map(|u| u.dropped),
        Some(Dropped::Cleared(2))
    );
    assert_eq!(cleared.reduce(LogAction::Undo), full);

    let removed = log.clone().reduce(LogAction::Remove(0));
    assert_eq!(
        removed.undo.as_ref().map(|u| u.dropped),
        Some(Dropped::Removed(1))
    );
    let back = removed.reduce(LogAction::Undo);
    assert_eq!(back, full, "the entry is back in its place");

    let imported = log.clone().reduce(LogAction::Import(PenaltyLog::default()));
    assert_eq!(imported.seats[0], "East");
    assert_eq!(
        imported.undo.as_ref().map(|u| u.dropped),
        Some(Dropped::Replaced(2))
    );
    assert_eq!(imported.reduce(LogAction::Undo), full);

    // Only the last action, and only until something else is done.
    let later = log
        .clone()
        .reduce(LogAction::NewSession)
        .reduce(LogAction::Add(entry(2, true, 0)));
    assert_eq!(later.undo, None);
    assert_eq!(later.clone().reduce(LogAction::Undo), later);
    // Nothing dropped, nothing offered: an empty log cleared, a removal out of range.
    let empty = Rc::new(PenaltyLog::default()).reduce(LogAction::NewSession);
    assert_eq!(empty.undo, None);
    assert_eq!(log.clone().reduce(LogAction::Remove(7)).undo, None);
    // Stored with the log: read back (a reload), the offer is still there and still
    // brings the entries back; once taken, the record holds none again.
    for action in [
        LogAction::NewSession,
        LogAction::Remove(1),
        LogAction::Import(PenaltyLog::default()),
    ] {
        let dropped = log.clone().reduce(action);
        let stored = PenaltyLog::decode(&dropped.encode()).unwrap();
        assert_eq!(&stored, &*dropped);
        let back = Rc::new(stored).reduce(LogAction::Undo);
        assert_eq!(back, full);
        assert!(back.encode().ends_with("]]]"));
    }
}

#[test]
fn exported_and_imported() {
    let mut log = Rc::new(PenaltyLog::default());
    log = log.reduce(LogAction::Name(2, "Zoé, \"Z\"".into()));
    log = log.reduce(LogAction::Add(entry(2, true, 5)));
    let json = log.to_json();
    assert_eq!(PenaltyLog::from_json(&json).as_ref(), Ok(&*log));
    assert_eq!(
        log.to_csv(Lang::En),
        "time,seat,player,rule set,incident,ruling,foul,chombo,points off,unit,earlier session,table,hand\r\n14:05,3,\"Zoé, \"\"Z\"\"\",mers-2010,A player claimed a false set,Foul (2nd of the session): 5 points,Yes,No,5,MCR points,No,,\r\n"
    );
    // In French: the header, the incident's title, yes and no; the ruling as recorded.
    assert_eq!(
        log.to_csv(Lang::Fr),
        "heure,place,joueur,règles,incident,décision,faute,chombo,points retirés,unité,session précédente,table,main\r\n14:05,3,\"Zoé, \"\"Z\"\"\",mers-2010,Un joueur a annoncé un faux groupe,Foul (2nd of the session): 5 points,Oui,Non,5,points MCR,Non,,\r\n"
    );
    // A seat with no name given is its wind, in the language of the export.
    let unnamed = Rc::new(PenaltyLog::default()).reduce(LogAction::Add(entry(0, false, 0)));
    assert!(
        unnamed
            .to_csv(Lang::Fr)
            .contains("\r\n14:05,1,Est,mers-2010,")
    );
    assert!(
        unnamed
            .to_csv(Lang::En)
            .contains("\r\n14:05,1,East,mers-2010,")
    );
    assert!(data_url("text/csv", "a b,é").ends_with(",a%20b%2C%C3%A9"));
    // Not ours, another version, a bad entry: refused with where and why.
    assert_eq!(PenaltyLog::from_json("[1,2]"), Err(ImportError::Format));
    assert_eq!(
        PenaltyLog::from_json("{not json").unwrap_err().to_string(),
        "not a session log: '\"' expected at byte 1"
    );
    let other = json.replace("\"version\": 1", "\"version\": 2");
    assert_ne!(other, json);
    assert_eq!(PenaltyLog::from_json(&other), Err(ImportError::Format));
    let bad = json.replace("mers-2010", "mers-2099");
    assert_eq!(
        PenaltyLog::from_json(&bad).unwrap_err().to_string(),
        "entry 1: unknown rule set 'mers-2099' (one of ema-2016, ema-2012, wrc-2015, mers-2010, ffmj-2008)"
    );
}

#[test]
fn stored_and_read_back() {
    let mut log = Rc::new(PenaltyLog::default());
    log = log.reduce(LogAction::Name(0, "Ana\u{1e}Bé".into()));
    log = log.reduce(LogAction::Add(entry(3, true, 5)));
    let line = log.encode();
    assert_eq!(PenaltyLog::decode(&line).as_ref(), Some(&*log));
    assert_eq!(log.seats[0], "AnaBé");
    let named = log.clone().reduce(LogAction::Name(1, "Li\u{1d}u".into()));
    assert_eq!(named.seats[1], "Liu", "no group separator in a name");
    // Version 2 (an undo offered): all four parts, each readable.
    let v1 = "1\u{1e}a\u{1f}b\u{1f}c\u{1f}d";
    let v2 = |dropped: &str| format!("2\u{1d}{dropped}\u{1d}{v1}\u{1d}{v1}");
    assert!(PenaltyLog::decode(&v2("c1")).is_some());
    assert_eq!(PenaltyLog::decode(&v2("z1")), None);
    assert_eq!(PenaltyLog::decode(&v2("c")), None);
    assert_eq!(PenaltyLog::decode(&format!("2\u{1d}c1\u{1d}{v1}")), None);
    assert_eq!(
        PenaltyLog::decode(&format!("3\u{1d}c1\u{1d}{v1}\u{1d}{v1}")),
        None
    );
    assert_eq!(PenaltyLog::decode("2\u{1e}a\u{1f}b\u{1f}c\u{1f}d"), None);
    assert_eq!(PenaltyLog::decode("1\u{1e}a\u{1f}b"), None);
    // The earlier-session mark is an eighth field: a headline that reads `e` is not it.
    let record = "0\u{1f}mers-2010\u{1f}false-set\u{1f}1\u{1f}0\u{1f}14:05\u{1f}e";
    let read = |line: String| PenaltyLog::decode(&line).map(|l| l.entries[0].earlier);
    assert_eq!(read(format!("{v1}\u{1e}{record}")), Some(false));
    assert_eq!(read(format!("{v1}\u{1e}{record}\u{1f}e")), Some(true));
    assert_eq!(read(format!("{v1}\u{1e}{record}\u{1f}x")), None);
    assert_eq!(
        PenaltyLog::decode("1\u{1e}a\u{1f}b\u{1f}c\u{1f}d\u{1e}9\u{1f}x"),
        None
    );
}

/// An entry as the panel records it for a seat: its player and the place from the log.
fn recorded(log: &PenaltyLog, seat: u8) -> LogEntry {
    LogEntry {
        player: log.person(seat).into(),
        table: log.table.as_str().into(),
        hand: log.hand.as_str().into(),
        ..entry(seat, true, 0)
    }
}

/// Players change seats between hands: each entry stays with the player it was recorded
/// for, and so do the counts; a new name in a seat is a new player.
#[test]
fn entries_follow_the_player_when_seats_change() {
    let mut log = Rc::new(PenaltyLog::default());
    for (seat, name) in ["Ana", "Bo", "Cy", "Di"].into_iter().enumerate() {
        log = log.reduce(LogAction::Name(seat as u8, name.into()));
    }
    log = log.reduce(LogAction::Place("12".into(), "East 2".into()));
    let first = recorded(&log, 0);
    log = log.reduce(LogAction::Add(first));
    assert_eq!(log.fouls(0), 1);
    // The deal passes: Bo sits East, Ana North.
    let seats = log.rotated();
    log = log.reduce(LogAction::Seats(seats));
    assert_eq!(log.seats, ["Bo", "Cy", "Di", "Ana"].map(String::from));
    assert_eq!(
        (log.fouls(0), log.fouls(3)),
        (0, 1),
        "Ana's foul went with her"
    );
    log = log.reduce(LogAction::Place("12".into(), "East 3".into()));
    let second = recorded(&log, 3);
    log = log.reduce(LogAction::Add(second));
    assert_eq!(log.fouls(3), 2, "her second foul, from another seat");
    assert_eq!(log.fouls_of("Ana"), 2);
    let e = &log.entries;
    assert_eq!(
        (e[0].seat, &*e[0].player, &*e[0].hand),
        (0, "Ana", "East 2")
    );
    assert_eq!(
        (e[1].seat, &*e[1].player, &*e[1].hand),
        (3, "Ana", "East 3")
    );
    assert_eq!(&*e[1].table, "12");
    // Another player takes Ana's seat: her entries stay hers, not the newcomer's.
    log = log.reduce(LogAction::Name(3, "Eli".into()));
    assert_eq!((log.fouls(3), log.fouls_of("Ana")), (0, 2));
    assert_eq!(log.people(), ["Bo", "Cy", "Di", "Eli", "Ana"]);
    // Stored, exported and read back with the players and the place.
    assert_eq!(PenaltyLog::decode(&log.encode()).as_ref(), Some(&*log));
    assert_eq!(PenaltyLog::from_json(&log.to_json()).as_ref(), Ok(&*log));
    let csv = log.to_csv(Lang::En);
    assert!(csv.contains(",4,Ana,mers-2010,"), "{csv}");
    assert!(csv.ends_with(",No,12,East 3\r\n"), "{csv}");
    // A new session keeps the name's entries whose count goes on, by name.
    let obstruction = LogEntry {
        incident: "obstruction",
        ..recorded(&log, 0)
    };
    let next = log
        .clone()
        .reduce(LogAction::Add(obstruction))
        .reduce(LogAction::Seats(log.rotated()))
        .reduce(LogAction::NewSession);
    assert!(next.entries.iter().all(|e| &*e.player == "Bo"));
    assert_eq!(next.fouls(3), 1, "Bo, now North, keeps counting");
    // Unnamed players are known by the seat's wind they were recorded in, shown in the
    // language spoken.
    let mut winds = Rc::new(PenaltyLog::default());
    let south = recorded(&winds, 1);
    winds = winds.reduce(LogAction::Add(south));
    let seats = winds.rotated();
    winds = winds.reduce(LogAction::Seats(seats));
    assert_eq!(winds.fouls(0), 1, "South's player, now East");
    assert_eq!(shown(&winds.entries[0].player, Lang::Fr), "Sud");
    assert_eq!(winds.seat_label(0, Lang::En), "South (East)");
    // A name typed with spaces around it is the same player; an emptied one is the wind.
    let spaced = log.clone().reduce(LogAction::Name(3, " Eli ".into()));
    assert_eq!(spaced.person(3), "Eli");
    let emptied = log.clone().reduce(LogAction::Name(3, "  ".into()));
    assert_eq!(emptied.person(3), "North");
}

/// A player's name retyped in a seat is a new player; renamed, it is the same player:
/// their entries, counts and seat follow the new name, stored and read back so.
#[test]
fn a_renamed_player_keeps_their_entries_and_counts() {
    let mut log = Rc::new(PenaltyLog::default());
    for (seat, name) in ["Jon", "Bo", "Cy", "Di"].into_iter().enumerate() {
        log = log.reduce(LogAction::Name(seat as u8, name.into()));
    }
    let foul = recorded(&log, 0);
    log = log.reduce(LogAction::Add(foul.clone()));
    log = log.reduce(LogAction::Add(foul));
    // Retyped in the seat, "John" would start at 0 (today's way, kept).
    let retyped = log.clone().reduce(LogAction::Name(0, "John".into()));
    assert_eq!((retyped.fouls(0), retyped.fouls_of("Jon")), (0, 2));
    // Renamed, John is Jon: his two fouls, his seat.
    let renamed = log
        .clone()
        .reduce(LogAction::Rename("Jon".into(), " John ".into()));
    assert_eq!(renamed.seats[0], "John");
    assert_eq!((renamed.fouls(0), renamed.fouls_of("Jon")), (2, 0));
    assert!(renamed.entries.iter().all(|e| &*e.player == "John"));
    assert_eq!(renamed.people(), ["John", "Bo", "Cy", "Di"]);
    assert_eq!(
        PenaltyLog::decode(&renamed.encode()).as_ref(),
        Some(&*renamed)
    );
    // A seated player's name is not taken (two Bos could not be told apart); nor is an
    // empty one or the same: nothing changes.
    for to in ["Bo", "  ", "Jon"] {
        assert!(!log.can_rename("Jon", to), "{to:?}");
        let same = log
            .clone()
            .reduce(LogAction::Rename("Jon".into(), to.into()));
        assert_eq!(same.entries, log.entries, "{to:?}");
        assert_eq!(same.seats, log.seats, "{to:?}");
    }
    // A player who left the table (Eli took John's seat) is renamed too; the seat stays
    // Eli's.
    let left = renamed
        .clone()
        .reduce(LogAction::Name(0, "Eli".into()))
        .reduce(LogAction::Rename("John".into(), "Jonathan".into()));
    assert_eq!((left.fouls_of("Jonathan"), left.fouls(0)), (2, 0));
    assert_eq!(left.seats[0], "Eli");
    // One person typed two ways becomes one: Eli's foul joins Jonathan's (who left), and
    // the seat is Jonathan's.
    let eli = recorded(&left, 0);
    let joined = left
        .reduce(LogAction::Add(eli))
        .reduce(LogAction::Rename("Eli".into(), "Jonathan".into()));
    assert_eq!((joined.fouls(0), joined.seats[0].as_str()), (3, "Jonathan"));
    // An unnamed player, known by the seat's wind, is named with their entries.
    let mut winds = Rc::new(PenaltyLog::default());
    let south = recorded(&winds, 1);
    winds = winds.reduce(LogAction::Add(south));
    winds = winds.reduce(LogAction::Rename("South".into(), "Sam".into()));
    assert_eq!((winds.seats[1].as_str(), winds.fouls(1)), ("Sam", 1));
    // A rename ends the offer to undo, like any change.
    let removed = renamed.clone().reduce(LogAction::Remove(0));
    assert!(removed.undo.is_some());
    let after = removed.reduce(LogAction::Rename("John".into(), "Jo".into()));
    assert_eq!((after.undo.is_none(), after.fouls(0)), (true, 1));
}

/// Two players swap seats: each one's entries and counts go with them.
#[test]
fn swapped_seats_take_their_players_counts() {
    let mut log = Rc::new(PenaltyLog::default());
    for (seat, name) in ["Ana", "Bo", "Cy", "Di"].into_iter().enumerate() {
        log = log.reduce(LogAction::Name(seat as u8, name.into()));
    }
    let ana = recorded(&log, 0);
    log = log.reduce(LogAction::Add(ana));
    let seats = log.swapped(0, 2);
    assert_eq!(seats, ["Cy", "Bo", "Ana", "Di"].map(String::from));
    log = log.reduce(LogAction::Seats(seats));
    assert_eq!((log.fouls(0), log.fouls(2), log.fouls_of("Ana")), (0, 1, 1));
    // The same seat twice, or a seat beyond the four, changes nothing.
    assert_eq!(log.swapped(1, 1), log.seats);
    assert_eq!(log.swapped(0, 4), log.seats);
    // Unnamed players too: East's entry goes to West with them.
    let mut winds = Rc::new(PenaltyLog::default());
    let east = recorded(&winds, 0);
    winds = winds.reduce(LogAction::Add(east));
    let seats = winds.swapped(0, 2);
    winds = winds.reduce(LogAction::Seats(seats));
    assert_eq!((winds.fouls(0), winds.fouls(2)), (0, 1));
    assert_eq!(winds.seat_label(2, Lang::En), "East (West)");
}

/// The stored form and the files of the versions before players were recorded: each
/// entry goes to the player in its seat as they read (what those versions showed), and
/// then stays with them.
#[test]
fn a_log_stored_before_players_were_recorded_still_loads() {
    let old = "1\u{1e}Ana\u{1f}Bo\u{1f}Cy\u{1f}Di\u{1e}0\u{1f}mers-2010\u{1f}false-set\u{1f}1\u{1f}0\u{1f}14:05\u{1f}Foul\u{1e}2\u{1f}mers-2010\u{1f}obstruction\u{1f}0\u{1f}0\u{1f}14:10\u{1f}Warning\u{1f}e";
    let log = Rc::new(PenaltyLog::decode(old).expect("the old form reads"));
    let players: Vec<&str> = log.entries.iter().map(|e| &*e.player).collect();
    assert_eq!(players, ["Ana", "Cy"]);
    assert!(log.entries[1].earlier);
    assert_eq!((log.table.as_str(), log.hand.as_str()), ("", ""));
    let moved = log.clone().reduce(LogAction::Seats(log.rotated()));
    assert_eq!((moved.fouls(3), moved.fouls(0)), (1, 0));
    // Written again in the new form, and read back the same.
    assert!(moved.encode().contains(r#","Ana","",""]"#));
    assert_eq!(PenaltyLog::decode(&moved.encode()).as_ref(), Some(&*moved));
    // A record of the old form, stored alone (a change), takes its seat's player when
    // it is added.
    let record = "1\u{1f}mers-2010\u{1f}false-set\u{1f}1\u{1f}0\u{1f}14:20\u{1f}Foul";
    let mut later = (*moved).clone();
    later.add(LogEntry::decode(record).unwrap());
    assert_eq!(&*later.entries[2].player, "Cy");
    // An old file: `player` was the seat's name when exported; without it, the seat's.
    let file = moved
        .to_json()
        .replace("\"table\": \"\", \"hand\": \"\", ", "");
    assert_eq!(PenaltyLog::from_json(&file).as_ref(), Ok(&*moved));
    let no_player = file.replace("\"player\": \"Ana\", ", "");
    let read = PenaltyLog::from_json(&no_player).unwrap();
    assert_eq!(
        &*read.entries[0].player, "Bo",
        "the seat's player in the file"
    );
    // Garbled records and places are refused, never guessed.
    let bad_flag = "0\u{1f}mers-2010\u{1f}false-set\u{1f}1\u{1f}0\u{1f}14:05\u{1f}F\u{1f}x\u{1f}Ana\u{1f}\u{1f}";
    assert_eq!(LogEntry::decode(bad_flag), None);
    let ten =
        "0\u{1f}mers-2010\u{1f}false-set\u{1f}1\u{1f}0\u{1f}14:05\u{1f}F\u{1f}\u{1f}Ana\u{1f}";
    assert_eq!(LogEntry::decode(ten), None);
    assert_eq!(
        PenaltyLog::decode("1\u{1e}a\u{1f}b\u{1f}c\u{1f}d\u{1f}12"),
        None
    );
    let (salvaged, bad) = PenaltyLog::salvage(&format!("{old}\u{1e}{bad_flag}"));
    assert_eq!((salvaged.entries.len(), bad), (2, 1));
    let wrong = moved
        .to_json()
        .replacen("\"table\": \"\"", "\"table\": 12", 1);
    assert_eq!(
        PenaltyLog::from_json(&wrong).unwrap_err().to_string(),
        "not a session log: no table"
    );
    let wrong = moved
        .to_json()
        .replacen("\"player\": \"Ana\"", "\"player\": 1", 1);
    assert_eq!(
        PenaltyLog::from_json(&wrong).unwrap_err().to_string(),
        "entry 1: not a session log: no player"
    );
}

/// The log as stored before the one codec (versions 1 and 2, the ASCII separators) reads
/// to the same log as the record written now.
#[test]
fn a_log_stored_before_the_codec_reads_the_same() {
    let mut log = Rc::new(PenaltyLog::default());
    log = log.reduce(LogAction::Name(0, "Zoé, \"Z\"".into()));
    log = log.reduce(LogAction::Place("12".into(), "East 2".into()));
    let first = recorded(&log, 0);
    log = log.reduce(LogAction::Add(first));
    let chombo = LogEntry {
        chombo: true,
        foul: false,
        points: 8000,
        ruleset: RulesetId::Ema2016,
        earlier: true,
        ..recorded(&log, 2)
    };
    log = log.reduce(LogAction::Add(chombo));
    let last = recorded(&log, 1);
    log = log.reduce(LogAction::Add(last));
    // Today's line, as version 1 wrote it (a fixture: this exact text must keep reading).
    let fixture = "1\u{1e}Zoé, \"Z\"\u{1f}South\u{1f}West\u{1f}North\u{1f}12\u{1f}East 2\u{1e}0\u{1f}mers-2010\u{1f}false-set\u{1f}1\u{1f}0\u{1f}14:05\u{1f}Foul (2nd of the session): 5 points\u{1f}\u{1f}Zoé, \"Z\"\u{1f}12\u{1f}East 2\u{1e}2\u{1f}ema-2016\u{1f}false-set\u{1f}2\u{1f}8000\u{1f}14:05\u{1f}Foul (2nd of the session): 5 points\u{1f}e\u{1f}West\u{1f}12\u{1f}East 2\u{1e}1\u{1f}mers-2010\u{1f}false-set\u{1f}1\u{1f}0\u{1f}14:05\u{1f}Foul (2nd of the session): 5 points\u{1f}\u{1f}South\u{1f}12\u{1f}East 2";
    assert_eq!(log.encode_v1(), fixture);
    assert_eq!(PenaltyLog::decode(fixture).as_ref(), Some(&*log));
    let record = log.encode();
    assert_eq!(
        record,
        r#"["3",[["Zoé, \"Z\"","South","West","North","12","East 2"],["0","mers-2010","false-set","1","0","14:05","Foul (2nd of the session): 5 points","","Zoé, \"Z\"","12","East 2"],["2","ema-2016","false-set","2","8000","14:05","Foul (2nd of the session): 5 points","e","West","12","East 2"],["1","mers-2010","false-set","1","0","14:05","Foul (2nd of the session): 5 points","","South","12","East 2"]]]"#
    );
    assert_eq!(PenaltyLog::decode(&record).as_ref(), Some(&*log));
    // Version 2, an undo offered: the same log and offer as the record.
    for action in [
        LogAction::Remove(2),
        LogAction::NewSession,
        LogAction::Import(PenaltyLog::default()),
    ] {
        let dropped = log.clone().reduce(action);
        let undo = dropped.undo.as_ref().unwrap();
        let v2 = format!(
            "2\u{1d}{}\u{1d}{}\u{1d}{}",
            undo.dropped.code(),
            dropped.encode_v1(),
            undo.before.encode_v1()
        );
        assert_eq!(PenaltyLog::decode(&v2).as_ref(), Some(&*dropped));
        let record = dropped.encode();
        assert!(record.contains(&format!("]],\"{}\",[[", undo.dropped.code())));
        assert_eq!(PenaltyLog::decode(&record).as_ref(), Some(&*dropped));
    }
    let v2 = format!("2\u{1d}r2\u{1d}{fixture}\u{1d}{fixture}");
    let read = PenaltyLog::decode(&v2).unwrap();
    assert_eq!(read.undo.map(|u| u.dropped), Some(Dropped::Removed(2)));
}

/// A record with a field more or less, of another kind or of another version is not read
/// (it is kept aside, never taken for a log).
#[test]
fn a_log_record_that_is_not_one_is_refused() {
    let names = r#"["A","B","C","D"]"#;
    let entry = r#"["0","mers-2010","false-set","1","0","14:05","Foul","","A","",""]"#;
    let good = format!("[\"3\",[{names},{entry}]]");
    assert_eq!(PenaltyLog::decode(&good).map(|l| l.entries.len()), Some(1));
    let undo = format!("[\"3\",[{names}],\"c1\",[{names},{entry}]]");
    assert_eq!(
        PenaltyLog::decode(&undo)
            .and_then(|l| l.undo)
            .map(|u| u.dropped),
        Some(Dropped::Cleared(1))
    );
    for bad in [
        format!("[\"4\",[{names}]]"),
        format!("[3,[{names}]]"),
        r#"["3"]"#.to_string(),
        format!("[\"3\",[{names}],\"c1\"]"),
        r#"["3",[["A","B","C"]]]"#.to_string(),
        r#"["3",[]]"#.to_string(),
        format!(
            "[\"3\",[{names},{}]]",
            entry.replace(r#"["0","#, r#"["4","#)
        ),
        format!(
            "[\"3\",[{names},{}]]",
            entry.replace("mers-2010", "mers-2099")
        ),
        format!(
            "[\"3\",[{names},{}]]",
            entry.replace(r#""1","0","14"#, r#"1,"0","14"#)
        ),
        format!(
            "[\"3\",[{names},{}]]",
            entry.replace(r#","",""]"#, r#","","","x"]"#)
        ),
        format!("[\"3\",[{names}],\"z1\",[{names}]]"),
        good[..good.len() - 1].to_string(),
    ] {
        assert_eq!(PenaltyLog::decode(&bad), None, "{bad}");
        assert_eq!(PenaltyLog::salvage(&bad).1, 1, "{bad}");
    }
}
