//! The tests of [`super`].

use super::*;

/// The count a search gives an incident's question, by who it says did it.
fn count(kind: &str, field: &str, query: &str) -> Option<String> {
    let info = CATALOGUE.iter().find(|i| i.kind == kind)?;
    who_answers(info, &searched(query))
        .into_iter()
        .find(|(f, _)| *f == field)
        .map(|(_, v)| v)
}

#[test]
fn players_tenpai_are_counted_from_who_is_named() {
    let tenpai = |q| count("exhaustive-draw", "tenpai", q);
    let cases = [
        ("only me tenpai", "1"),
        ("East and West were tenpai, the other two noten", "2"),
        ("two of us were waiting and two weren't", "2"),
        ("Julie était la seule noten de la table", "3"),
        ("tout le monde est noten sauf moi", "1"),
        ("everyone was noten", "0"),
        ("nobody was waiting", "0"),
        ("personne n'était en attente", "0"),
        (
            "l'Est et moi on attendait, les deux autres étaient noten",
            "2",
        ),
        ("three noten hands and the dealer ready", "1"),
        ("every one of us four opened a ready hand", "4"),
        ("I was the only one not tenpai", "3"),
        ("Tenpai : Est et Ouest. Noten : Sud et Nord.", "2"),
    ];
    for (q, want) in cases {
        assert_eq!(tenpai(q).as_deref(), Some(want), "{q}");
    }
    // "Nobody but": those excepted; the one speaking is one person however said.
    assert_eq!(
        tenpai("nobody was tenpai except the dealer").as_deref(),
        Some("1")
    );
    assert_eq!(
        tenpai("personne en attente sauf le donneur").as_deref(),
        Some("1")
    );
    assert_eq!(
        tenpai("I was tenpai; East and me were the only tenpai hands").as_deref(),
        Some("2")
    );
    // Numbers past any table add up to nothing wrong.
    assert_eq!(
        tenpai("4294967295 players were tenpai, 1 other was tenpai"),
        None
    );
    // Someone said not to be, the others unaccounted for: nothing told.
    assert_eq!(tenpai("South was noten"), None);
    // "Est" is a verb as often as a wind.
    assert_eq!(tenpai("il est tenpai"), Some("1".into()));
}

#[test]
fn the_others_of_a_noten_riichi_are_counted_without_the_riichi() {
    let tenpai = |q| count("noten-riichi", "tenpai", q);
    assert_eq!(tenpai("All three opponents tenpai").as_deref(), Some("3"));
    assert_eq!(
        tenpai("tous les autres étaient tenpai").as_deref(),
        Some("3")
    );
    assert_eq!(tenpai("personne d'autre en attente").as_deref(), Some("0"));
    assert_eq!(
        tenpai("two of the other three showed tenpai").as_deref(),
        Some("2")
    );
    // The riichi hand noten says nothing of the others.
    assert_eq!(tenpai("the riichi hand was noten"), None);
}

#[test]
fn discards_are_counted_round_the_table() {
    let since = |q| count("claimed-tile-not-taken", "discardsSince", q);
    let cases = [
        ("he pons, throws his discard, next guy discards too", "2"),
        ("only his own discard so far", "1"),
        ("he discarded, the next two players discarded too", "3"),
        ("two more players discarded since his discard", "3"),
        ("he discarded, then all three others discarded too", "4"),
        ("the next guy discarded, the one after him too", "3"),
        ("lui a défaussé, puis le suivant aussi", "2"),
        ("depuis son annonce il y a eu quatre défausses", "4"),
        ("by now the player opposite has already discarded", "3"),
        ("il a jeté, personne d'autre n'a jeté", "1"),
        ("Personne n'a encore rien jeté", "0"),
        ("il oublie la tuile avant de défausser", "0"),
        ("sa défausse, puis Nord et Est ont défaussé aussi", "3"),
        ("le joueur suivant puis celui d'en face défaussent", "3"),
        // A turn played is a discard; a clause of people after "then" does it again.
        ("il a jeté sa tuile, Sud et Ouest ont joué depuis", "3"),
        ("il a défaussé, puis moi, puis celui d'en face", "3"),
        ("he discarded, then the next player", "2"),
        ("il a défaussé, puis Est", "2"),
        // "Then" before other words does nothing again by itself.
        ("South discarded, then I called pon", "2"),
    ];
    for (q, want) in cases {
        assert_eq!(since(q).as_deref(), Some(want), "{q}");
    }
    // Whose tile is named, not who discarded: "on West".
    assert_eq!(since("pung on West, he discarded").as_deref(), Some("1"));
}
