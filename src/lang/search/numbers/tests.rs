//! The numbers of a search, as the questions they answer read them.

use super::super::*;

/// The minutes a search's words say, as the late player's question reads them.
fn minutes(query: &str) -> Option<String> {
    let late = CATALOGUE.iter().find(|i| i.kind == "late").unwrap();
    search_answers(Lang::En, late, query)
        .into_iter()
        .find(|(field, _)| *field == "minutes")
        .map(|(_, value)| value)
}

/// Parts of an hour, with whole hours only when "and" joins them; tens in words.
#[test]
fn hours_and_tens_in_words() {
    assert_eq!(minutes("un quart d'heure de retard").as_deref(), Some("15"));
    assert_eq!(minutes("a quarter of an hour late").as_deref(), Some("15"));
    assert_eq!(minutes("une demi-heure de retard").as_deref(), Some("30"));
    assert_eq!(minutes("one and a half hours late").as_deref(), Some("90"));
    assert_eq!(
        minutes("une heure et demie de retard").as_deref(),
        Some("90")
    );
    assert_eq!(minutes("trente minutes de retard").as_deref(), Some("30"));
    assert_eq!(minutes("late by forty five minutes").as_deref(), Some("45"));
    assert_eq!(minutes("dix-sept minutes de retard").as_deref(), Some("17"));
    // Numbers too big for an hour count answer nothing, and never overflow.
    assert_eq!(minutes("late 1 hour 4294967295 minutes"), None);
    // A number after an everyday word numbers that, wherever a question's word stands.
    assert_eq!(
        minutes("table 4 arrived late, 12 minutes").as_deref(),
        Some("12")
    );
    assert_eq!(
        minutes("table 2 Sud en retard de 12 minutes").as_deref(),
        Some("12")
    );
    assert_eq!(
        minutes("vingt-cinq minutes de retard").as_deref(),
        Some("25")
    );
}

/// Every pair of times of day, written in each way a player writes one, is read as the
/// minutes between them, whichever comes first in the sentence; a number alone is no
/// time of day.
#[test]
fn two_times_of_day_are_the_minutes_between_them() {
    let written = |h: u32, m: u32, way: usize| -> String {
        let twelve = if h.is_multiple_of(12) { 12 } else { h % 12 };
        let half = if h < 12 { "am" } else { "pm" };
        match (way, m) {
            (0, 0) => format!("{h}h"),
            (0, m) => format!("{h}h{m:02}"),
            (1, 0) => format!("{twelve}{half}"),
            (1, m) => format!("{twelve}:{m:02}{half}"),
            (2, 0) => format!("{twelve} {half}"),
            (2, m) => format!("{twelve}:{m:02} {half}"),
            (_, m) => format!("{h}:{m:02}"),
        }
    };
    for start in (8 * 60..22 * 60).step_by(35) {
        for late in [1, 5, 12, 15, 59, 61] {
            let come = start + late;
            for way in 0..4 {
                let (s, c) = (
                    written(start / 60, start % 60, way),
                    written(come / 60, come % 60, 3 - way),
                );
                let said = format!("session started at {s}, she came in at {c}");
                assert_eq!(minutes(&said), Some(late.to_string()), "{said}");
                let said = format!("arrivé à {c} alors que la session commençait à {s}");
                assert_eq!(minutes(&said), Some(late.to_string()), "{said}");
            }
        }
    }
    // A time in minutes answers the minutes or nothing: not a count of tiles.
    let exposed = CATALOGUE
        .iter()
        .find(|i| i.kind == "exposed-tiles")
        .unwrap();
    let answers = search_answers(Lang::En, exposed, "exposed tiles at 2pm, again at 2:05pm");
    assert!(!answers.iter().any(|(f, _)| *f == "count"), "{answers:?}");
    // "Une" before an everyday word is an article: "une session" is no earlier foul.
    let answers = search_answers(Lang::Fr, exposed, "arrivée à 14h20 pour une session à 14h");
    assert!(
        !answers.iter().any(|(f, _)| *f == "priorFouls"),
        "{answers:?}"
    );
    // The thing a question counts, named after an article or in a part of a group.
    assert_eq!(counted("How many tiles?"), stem("tuile"));
    assert_eq!(
        counted("Fouls this player already had this session"),
        stem("foul")
    );
    let count = |lang, q| answer_to("exposed-tiles", "count", lang, q);
    assert_eq!(
        count(Lang::Fr, "il a retourné une tuile du mur").as_deref(),
        Some("1")
    );
    assert_eq!(
        count(Lang::Fr, "il laisse échapper une de ses tuiles").as_deref(),
        Some("1")
    );
    // A number before another everyday noun counts that ("two rounds"). (Not yet one
    // before a little word: "two players exposed tiles" still reads two tiles.)
    assert_eq!(count(Lang::En, "after two rounds he exposed tiles"), None);
    // Not across a clause, nor an article before a foul.
    assert_eq!(count(Lang::En, "two at the table, tiles flipped"), None);
    let fouls = search_answers(Lang::Fr, exposed, "une tuile retournée, c'est une faute");
    assert!(!fouls.iter().any(|(f, _)| *f == "priorFouls"), "{fouls:?}");
    // The thing counted, denied: none.
    let claimed = CATALOGUE
        .iter()
        .find(|i| i.kind == "claimed-tile-not-taken")
        .unwrap();
    let since = |q| {
        search_answers(Lang::En, claimed, q)
            .into_iter()
            .find(|(f, _)| *f == "discardsSince")
            .map(|(_, v)| v)
    };
    assert_eq!(
        since("called chi, hasn't discarded yet, tile still in the pond").as_deref(),
        Some("0")
    );
    assert_eq!(since("called chi, discarded, tile still in the pond"), None);
    // A denial reaches no further than its clause, and only the word after it.
    assert_eq!(
        since("nobody, discarded and the tile is still in the pond"),
        None
    );
    assert_eq!(
        since("did not see it, discarded and the tile still there"),
        None
    );
    // The French way with spaces, and across midnight.
    assert_eq!(
        minutes("arrivé à 14 h 10 au lieu de 14 h").as_deref(),
        Some("10")
    );
    assert_eq!(
        minutes("started at 23h50, came at 0h10").as_deref(),
        Some("20")
    );
    // Read apart, a number is no time: "table 2 … 12 minutes late" is twelve minutes.
    assert_eq!(
        minutes("table 2, round 3: 12 minutes late").as_deref(),
        Some("12")
    );
}

/// "Four of his tiles": a part of what follows counts its thing, named up to three words on,
/// whatever everyday word stands before the number.
#[test]
fn a_part_of_what_follows_counts_its_thing() {
    let count = |lang, query| answer_to("exposed-tiles", "count", lang, query);
    let cases = [
        (
            Lang::En,
            "he knocked over four of his opponent's tiles",
            "4",
        ),
        (Lang::En, "West flipped one of South's hand tiles", "1"),
        (Lang::En, "he flipped over two of my hand tiles", "2"),
        (Lang::Fr, "il a renversé trois de ses tuiles", "3"),
    ];
    for (lang, query, want) in cases {
        assert_eq!(count(lang, query).as_deref(), Some(want), "{query}");
    }
    // Without "of", the word one further on only, and not after an everyday word.
    assert_eq!(
        count(Lang::En, "knocked over four opponent hand tiles"),
        None
    );
}

/// The English article before a thing a count question counts is one of it, as the
/// French "une tuile" is; before anything else it says nothing.
#[test]
fn an_article_before_a_counted_thing_is_one() {
    let count = |kind: &str, field: &str, query: &str| answer_to(kind, field, Lang::En, query);
    let one = Some("1".to_string());
    assert_eq!(
        count("exposed-tiles", "count", "dropped a tile face up"),
        one
    );
    assert_eq!(
        count("exposed-tiles", "count", "he knocked over an tile"),
        one
    );
    assert_eq!(count("late", "minutes", "only a minute late"), one);
    // Not before anything else: a session, a hand.
    assert_eq!(count("late", "minutes", "late for a session"), None);
    assert_eq!(
        count("exposed-tiles", "count", "a player dropped three tiles"),
        Some("3".to_string())
    );
}

/// A round count is its number: "une vingtaine de tuiles" is twenty, "a dozen tiles" twelve.
#[test]
fn a_round_count_is_its_number() {
    let count = |lang, q| answer_to("exposed-tiles", "count", lang, q);
    let q = "mon coude a balayé le mur, une vingtaine de tuiles à l'air";
    assert_eq!(count(Lang::Fr, q).as_deref(), Some("20"));
    let q = "a dozen tiles of the wall fell face up";
    assert_eq!(count(Lang::En, q).as_deref(), Some("12"));
}
