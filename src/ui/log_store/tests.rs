//! The stored log's tests: changes written and read back, by one tab and by several.

use super::*;
use crate::rules::RulesetId;

const KEY: &str = "test/log";

fn entry(seat: u8, headline: &str) -> LogEntry {
    LogEntry {
        seat,
        player: "".into(),
        table: "".into(),
        hand: "".into(),
        ruleset: RulesetId::Mers2010,
        incident: "false-set",
        headline: headline.into(),
        foul: true,
        chombo: false,
        points: 0,
        time: "14:05".into(),
        earlier: false,
    }
}

fn headlines(book: &LogBook) -> Vec<String> {
    book.entries
        .iter()
        .map(|e| e.headline.to_string())
        .collect()
}

/// Another tab's writes since `since` keys, as its `storage` events give them.
fn hear(book: Rc<LogBook>, keys: &[String]) -> Rc<LogBook> {
    keys.iter().fold(book, |book, key| {
        book.reduce(LogAction::Heard {
            key: Some(key.clone()),
            value: store::get(key),
        })
    })
}

fn keys() -> Vec<String> {
    let mut keys: Vec<String> = store::starting(&format!("{KEY}#"))
        .into_iter()
        .map(|(k, _)| k)
        .collect();
    keys.sort();
    keys
}

#[test]
fn tabs_recording_at_once_lose_nothing() {
    let (mut a, mut b) = (Rc::new(LogBook::open(KEY)), Rc::new(LogBook::open(KEY)));
    // Each records without having heard the other.
    for i in 0..5 {
        a = a.reduce(LogAction::Add(entry(0, &format!("a{i}"))));
        b = b.reduce(LogAction::Add(entry(1, &format!("b{i}"))));
    }
    assert_eq!(keys().len(), 10, "one key per entry");
    let fresh = LogBook::open(KEY);
    let all = headlines(&fresh);
    assert_eq!(all.len(), 10);
    for i in 0..5 {
        for name in [format!("a{i}"), format!("b{i}")] {
            assert_eq!(all.iter().filter(|h| **h == name).count(), 1, "{name}");
        }
    }
    // Each tab, told of the other's writes, shows the same log as a reload.
    let a = hear(a, &keys());
    let b = hear(b, &keys());
    assert_eq!(headlines(&a), all);
    assert_eq!(headlines(&b), all);
    // Heard again, a change is not applied twice.
    let a = hear(a, &keys());
    assert_eq!(headlines(&a), all);
}

#[test]
fn a_removal_in_one_tab_keeps_what_another_recorded_meanwhile() {
    let a = Rc::new(LogBook::open(KEY)).reduce(LogAction::Add(entry(0, "first")));
    let b = hear(Rc::new(LogBook::open(KEY)), &keys());
    assert_eq!(headlines(&b), ["first"]);
    // At once: A removes the first entry, B records a second.
    let a = a.reduce(LogAction::Remove(0));
    let _b = b.reduce(LogAction::Add(entry(1, "second")));
    let fresh = LogBook::open(KEY);
    assert_eq!(headlines(&fresh), ["second"]);
    // The removal can be undone after a reload, the second entry staying.
    assert!(fresh.undo.is_none(), "B's entry came after the removal");
    let a = hear(a, &keys());
    assert_eq!(headlines(&a), ["second"]);
    // Names are changes too.
    let a = a.reduce(LogAction::Name(2, "Zoé".into()));
    assert_eq!(LogBook::open(KEY).seats[2], "Zoé");
    let a = a.reduce(LogAction::NewSession);
    assert_eq!(LogBook::open(KEY).entries.len(), 0);
    let _ = a.reduce(LogAction::Undo);
    assert_eq!(headlines(&LogBook::open(KEY)), ["second"]);
    // Each snapshot written removes the one it stood on: one is left.
    let snapshots = store::starting(&format!("{KEY}#"))
        .into_iter()
        .filter(|(_, v)| v.starts_with(r#"["2","s""#))
        .count();
    assert_eq!(snapshots, 1);
}

#[test]
fn the_first_versions_log_is_read_and_never_written_over() {
    let mut old = Rc::new(PenaltyLog::default());
    old = old.reduce(LogAction::Add(entry(0, "old one")));
    old = old.reduce(LogAction::Add(entry(1, "old two")));
    let line = old.encode_v1();
    store::set(KEY, &line);
    let book = Rc::new(LogBook::open(KEY));
    assert_eq!(headlines(&book), ["old one", "old two"]);
    assert_eq!(book.damage, None);
    let _ = book.reduce(LogAction::Add(entry(2, "new")));
    assert_eq!(store::get(KEY).as_deref(), Some(line.as_str()));
    assert_eq!(
        headlines(&LogBook::open(KEY)),
        ["old one", "old two", "new"]
    );
}

#[test]
fn a_damaged_log_keeps_its_readable_entries_and_says_what_happened() {
    let mut old = Rc::new(PenaltyLog::default());
    for i in 0..3 {
        old = old.reduce(LogAction::Add(entry(0, &format!("e{i}"))));
    }
    let line = old.encode_v1();
    // Cut short in its last record.
    let cut = &line[..line.len() - 20];
    store::set(KEY, cut);
    let book = LogBook::open(KEY);
    assert_eq!(headlines(&book), ["e0", "e1"]);
    assert_eq!(
        book.damage,
        Some(Damage {
            read: 2,
            unreadable: 1,
            kept: true
        })
    );
    assert_eq!(store::get("test/log-unreadable").as_deref(), Some(cut));
    // Said once: what was read is the log's snapshot now.
    let again = LogBook::open(KEY);
    assert_eq!(headlines(&again), ["e0", "e1"]);
    assert_eq!(again.damage, None);
    // A stored change that cannot be read is left where it is, and said.
    store::set(&format!("{KEY}#99.zz.1"), "a0\u{1f}nonsense");
    let third = LogBook::open(KEY);
    assert_eq!(third.entries.len(), 2);
    assert_eq!(third.damage.map(|d| d.unreadable), Some(1));
    // A snapshot cut short is not taken: the log before it stands.
    let snap = snapshot_value(&[], &PenaltyLog::default());
    store::set(&format!("{KEY}#100.zz.2"), &snap[..snap.len() - 3]);
    assert_eq!(LogBook::open(KEY).entries.len(), 2);
}

#[test]
fn seats_and_the_place_are_changes_of_their_own() {
    let a = Rc::new(LogBook::open(KEY))
        .reduce(LogAction::Name(0, "Ana".into()))
        .reduce(LogAction::Name(1, "Bo".into()))
        .reduce(LogAction::Add(entry(0, "first")));
    let b = hear(Rc::new(LogBook::open(KEY)), &keys());
    let seats = a.rotated();
    let a = a
        .reduce(LogAction::Seats(seats))
        .reduce(LogAction::Place("7".into(), "South 1".into()));
    // Written alone: no snapshot of the whole log.
    assert!(
        store::starting(&format!("{KEY}#"))
            .iter()
            .all(|(_, v)| !v.starts_with(r#"["2","s""#))
    );
    let b = hear(b, &keys());
    assert_eq!(b.log, a.log);
    assert_eq!((b.seats[0].as_str(), b.seats[3].as_str()), ("Bo", "Ana"));
    assert_eq!((b.table.as_str(), b.hand.as_str()), ("7", "South 1"));
    assert_eq!(b.fouls(3), 1, "Ana's entry went with her");
    assert_eq!(LogBook::open(KEY).log, a.log);
    // A change garbled in storage is said, not guessed at.
    store::set(&format!("{KEY}#99.zz.1"), "pAna\u{1f}Bo");
    store::set(&format!("{KEY}#99.zz.2"), "w7");
    let read = LogBook::open(KEY);
    assert_eq!(read.log, a.log);
    assert_eq!(read.damage.map(|d| d.unreadable), Some(2));
}

/// Changes stored before the one codec (a letter, then the change) still read, in order
/// with the records written now, and a snapshot of that form stands as the log's base.
#[test]
fn changes_stored_before_the_codec_still_read() {
    let mut before = PenaltyLog::default();
    before.add(entry(3, "in the snapshot"));
    let line = before.encode_v1();
    // The snapshot and the changes as the versions before wrote them.
    let old = [
        ("1.old.1", format!("sx9:4\n{}\n{line}", line.len())),
        ("2.old.2", "n0Ana".to_string()),
        ("3.old.3", format!("a{}", entry(0, "first").encode())),
        ("4.old.4", "pBo\u{1f}Cy\u{1f}Di\u{1f}Ana".to_string()),
        ("5.old.5", "w12\u{1f}East 2".to_string()),
    ];
    for (id, value) in &old {
        store::set(&format!("{KEY}#{id}"), value);
    }
    let book = Rc::new(LogBook::open(KEY));
    assert_eq!(book.damage, None);
    assert_eq!(headlines(&book), ["in the snapshot", "first"]);
    assert_eq!(book.seats, ["Bo", "Cy", "Di", "Ana"].map(String::from));
    assert_eq!((book.table.as_str(), book.hand.as_str()), ("12", "East 2"));
    assert_eq!(&*book.entries[1].player, "Ana");
    // What this version writes is a record; read again, the same log.
    let book = book.reduce(LogAction::Add(entry(1, "second")));
    let written: Vec<String> = store::starting(&format!("{KEY}#"))
        .into_iter()
        .filter(|(k, _)| !k.contains(".old."))
        .map(|(_, v)| v)
        .collect();
    assert_eq!(written.len(), 1);
    assert!(
        written[0].starts_with(r#"["1","a","1","mers-2010","#),
        "{}",
        written[0]
    );
    assert_eq!(LogBook::open(KEY).log, book.log);
    // Every kind of change, written and read back.
    let covered = vec![("t9".into(), 4), ("x2".into(), 1)];
    for change in [
        Change::Add(book.entries[2].clone()),
        Change::Name(2, "Zoé \"Z\"".into()),
        Change::Seats(["a", "b", "c", "d"].map(String::from)),
        Change::Place("7".into(), "South 1".into()),
        Change::Snapshot(covered.clone(), book.log.clone()),
        Change::Snapshot(Vec::new(), PenaltyLog::default()),
    ] {
        assert_eq!(Change::decode(&change.encode()), Some(change));
    }
    let snapshot = Change::Snapshot(covered, PenaltyLog::default());
    assert_eq!(
        snapshot.encode(),
        r#"["2","s",[["t9","4"],["x2","1"]],["3",[["East","South","West","North"]]]]"#
    );
    // The snapshot of version 1, what it covers as one text, reads the same.
    let v1 = r#"["1","s","t9:4,x2:1",["3",[["East","South","West","North"]]]]"#;
    assert_eq!(Change::decode(v1), Some(snapshot));
    // A change with a field more or less, or of another kind or version, is not one.
    for bad in [
        r#"["1","n","4","Ana"]"#,
        r#"["1","n","0"]"#,
        r#"["1","n","0","Ana","1"]"#,
        r#"["1","p","a","b","c"]"#,
        r#"["1","w","7"]"#,
        r#"["1","x"]"#,
        r#"["2","w","7",""]"#,
        r#"["1","a","0"]"#,
        r#"["1","s","t:1",["3",[["a","b","c","d"]]]"#,
        r#"["1","s","t",["3",[["a","b","c","d"]]]]"#,
        r#"["1","s","",["3",[["a","b","c"]]]]"#,
        r#"["2","s","t:1",["3",[["a","b","c","d"]]]]"#,
        r#"["2","s",[["t"]],["3",[["a","b","c","d"]]]]"#,
        r#"["2","s",[["t","x"]],["3",[["a","b","c","d"]]]]"#,
        r#"["3","s",[],["3",[["a","b","c","d"]]]]"#,
    ] {
        assert_eq!(Change::decode(bad), None, "{bad}");
    }
}
