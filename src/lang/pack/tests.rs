use super::keys::{MINUTES, WORDS, group_place, starts};
use super::source::check_facts;
use super::*;
use crate::lang::phrases::PHRASES;
use crate::mcr::Fan;
use crate::rules::catalogue::{CATALOGUE, Group};

fn english() -> String {
    let mut source = String::from("@code en\n@name English\n@plural 1\n@thousands comma\n");
    for key in keys() {
        source += &source_line(&key.name, &key.english);
        source.push('\n');
    }
    source
}

/// The places the code reads among the few words are theirs.
#[test]
fn the_few_words_are_where_the_code_reads_them() {
    assert_eq!(WORDS[MINUTES].0, "value.minutes");
    let names = ["calls", "tiles", "riichi", "end-of-hand", "conduct"];
    for (group, name) in Group::ALL.into_iter().zip(names) {
        assert_eq!(WORDS[group_place(group)].0, format!("group.{name}"));
    }
    for (i, (key, ..)) in PHRASES.iter().enumerate() {
        assert!(!key.is_empty(), "phrase {i}");
    }
}

#[test]
fn keys_are_unique_and_their_english_names_only_their_facts() {
    let keys = keys();
    let mut names: Vec<&str> = keys.iter().map(|k| k.name.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), keys.len());
    for (i, key) in keys.iter().enumerate() {
        check_facts(&key.english, key, i).unwrap();
    }
    assert_eq!(keys.len(), starts().4);
}

#[test]
fn an_english_pack_says_every_sentence_as_the_core_does() {
    let pack = Pack::from_source(&english()).unwrap();
    for text in crate::rules::all_texts() {
        assert_eq!(pack.text(text), text.to_string());
    }
    for info in CATALOGUE {
        assert_eq!(pack.incident_title(info), info.title);
        for (i, f) in info.facts.iter().enumerate() {
            assert_eq!(pack.question(info, i), f.question);
            for c in f.choices() {
                assert_eq!(
                    pack.choice(info, i, c),
                    Some(crate::lang::en::label(c).as_str())
                );
            }
        }
    }
    for fan in Fan::ALL {
        assert_eq!(pack.fan(fan), fan.name());
    }
    for group in Group::ALL {
        assert_eq!(pack.group(group), group.title());
    }
    assert_eq!(pack.minutes(1), "1 minute");
    assert_eq!(pack.minutes(12), "12 minutes");
}

#[test]
fn errors_name_the_line_and_the_key() {
    let source = english();
    let err = |s: &str| Pack::from_source(s).unwrap_err().to_string();
    assert_eq!(
        err(&format!("{source}say.common.Nothing = x\n")),
        format!(
            "line {}: key 'say.common.Nothing' is not one the widget has",
            source.lines().count() + 1
        )
    );
    let typo = source.replace(
        "say.mers2010.LateWithinFifteen = {minutes}",
        "say.mers2010.LateWithinFifteen = {minute}",
    );
    assert!(err(&typo).ends_with(
        "key 'say.mers2010.LateWithinFifteen' has no fact '{minute}' (or its brace is not closed)"
    ));
    let open = source.replace(
        "value.minutes = {n} minute{n:|s}",
        "value.minutes = {n minute",
    );
    assert!(err(&open).contains("key 'value.minutes' has no fact"));
    assert_eq!(
        err(&source.replace("@plural 1", "@plural 2")),
        "line 3: no setting '@plural' with that value (@code, @name, @plural 1|0-1, @thousands comma|dot|space|narrow-space|none)"
    );
    assert_eq!(
        err(&source.replace("@code en\n", "")),
        "setting '@code' is missing"
    );
    let twice = format!("{source}group.tiles = Tuiles\n");
    assert!(err(&twice).ends_with("key 'group.tiles' is given twice"));
    assert!(err("@code x\nno equals sign\n").starts_with("line 2: not"));
}

#[test]
fn a_compiled_pack_of_another_version_is_refused() {
    let pack = Pack::from_source(&english()).unwrap();
    let compiled = pack.compiled();
    let short: String = compiled
        .lines()
        .take(20)
        .map(|l| format!("{l}\n"))
        .collect();
    assert!(Pack::from_compiled(&short).is_err());
    let other = compiled.replacen(&format!("\n{}\n", keys().len()), "\n3\n", 1);
    assert!(
        Pack::from_compiled(&other)
            .unwrap_err()
            .to_string()
            .contains("3 messages")
    );
    assert!(Pack::from_compiled("hello").is_err());
    // As many keys, but not the same ones: refused.
    let other = compiled.replacen(FINGERPRINT.trim(), "0123456789abcdef", 1);
    assert!(
        Pack::from_compiled(&other)
            .unwrap_err()
            .to_string()
            .contains("another version")
    );
}

#[test]
fn plurals_and_numbers_follow_the_pack() {
    let fr = english()
        .replace("@plural 1", "@plural 0-1")
        .replace("@thousands comma", "@thousands narrow-space");
    let pack = Pack::from_source(&fr).unwrap();
    assert_eq!(pack.minutes(0), "0 minute");
    assert_eq!(pack.number(20_000), "20\u{202f}000");
    let en = Pack::from_source(&english()).unwrap();
    assert_eq!(en.minutes(0), "0 minutes");
}

#[cfg(test)]
mod files {
    use super::*;

    /// Every pack in `lang/` reads and checks, and its compiled form in `www/lang/` (`<code>.compiled.txt`) is up
    /// to date: `UPDATE_PACKS=1 cargo test --lib packs_are_compiled` writes them.
    #[test]
    fn packs_are_compiled() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/lang");
        let written = concat!(env!("CARGO_MANIFEST_DIR"), "/src/lang/keys.fingerprint");
        if std::env::var_os("UPDATE_PACKS").is_some() {
            std::fs::write(written, format!("{}\n", fingerprint())).unwrap();
        }
        assert!(
            FINGERPRINT.trim() == fingerprint(),
            "src/lang/keys.fingerprint is stale: UPDATE_PACKS=1 cargo test --lib packs_are_compiled (twice: the fingerprint is built in)"
        );
        let mut seen = 0;
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "txt") {
                continue;
            }
            let source = std::fs::read_to_string(&path).unwrap();
            let pack =
                Pack::from_source(&source).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let out = format!(
                "{}/www/lang/{}.compiled.txt",
                env!("CARGO_MANIFEST_DIR"),
                pack.code()
            );
            if std::env::var_os("UPDATE_PACKS").is_some() {
                std::fs::write(&out, pack.compiled()).unwrap();
            }
            let compiled = std::fs::read_to_string(&out).unwrap_or_default();
            assert!(
                compiled == pack.compiled(),
                "{out} is not {} compiled: UPDATE_PACKS=1 cargo test --lib packs_are_compiled",
                path.display()
            );
            seen += 1;
        }
        assert!(seen >= 1);
    }

    /// French typography in the French pack: a no-break space, never a plain one, before
    /// `: ; ? !` and inside « » (`python3 scripts/fr-spacing.py` writes them).
    #[test]
    fn french_spacing() {
        let source = include_str!("../../../lang/fr.txt");
        for (n, line) in source.lines().enumerate() {
            let Some((key, message)) = line.split_once(" = ") else {
                continue;
            };
            if key.starts_with('#') {
                continue;
            }
            for bad in [" :", " ;", " ?", " !", "« ", " »"] {
                assert!(
                    !message.contains(bad),
                    "lang/fr.txt line {}: {key} has '{bad}' with a plain space",
                    n + 1
                );
            }
        }
        let fr = crate::lang::Lang::Fr;
        assert_eq!(fr.words().what_happened, "Que s’est-il passé\u{a0}?");
    }
}
