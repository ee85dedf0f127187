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

/// The one who did it, named by seat or role, says whether they are the dealer: the people
/// named as doing something, when they all say the same; not whose tile, turn or seat it
/// is, nor a hand, tiles, a name in doubt or among alternatives.
#[test]
fn the_offender_named_by_seat_or_role_says_whether_they_deal() {
    let dealer = |q: &str| {
        offender_answers(&searched(q))
            .into_iter()
            .find(|(f, _)| *f == "dealer")
            .map(|(_, yes)| yes.to_string())
    };
    let cases = [
        // A role, a seat; negated.
        ("the dealer called ron while furiten", Some("true")),
        ("L'oya fait ron alors qu'il est furiten", Some("true")),
        ("furiten ron by the West player", Some("false")),
        ("Après son riichi, Sud a fait ron sur un 4p", Some("false")),
        ("Est déclare ron en furiten", Some("true")),
        ("un ko a fait ron en furiten", Some("false")),
        ("furiten ron, not the dealer", Some("false")),
        ("Il n'est pas Est et il fait ron", Some("false")),
        ("furiten ron by a non-dealer", Some("false")),
        (
            "East, dealer that hand, called ron on his own discard",
            Some("true"),
        ),
        // Whose discard, whose turn, whose seat: not who did it.
        (
            "ron on the dealer's discard, his wait was in his pond",
            None,
        ),
        (
            "ron sur la défausse du donneur alors qu'il était furiten",
            None,
        ),
        ("furiten ron on the dealer", None),
        ("ron sur l'oya, en furiten", None),
        ("West called ron on the dealer while furiten", Some("false")),
        ("ron off the dealer's 5p while furiten", None),
        (
            "the player on the dealer's left called ron while furiten",
            Some("false"),
        ),
        (
            "the player to the left of the dealer called ron",
            Some("false"),
        ),
        ("Assis à la gauche du donneur, il a fait ron", Some("false")),
        (
            "the player opposite the dealer called ron in furiten",
            Some("false"),
        ),
        // People who disagree: whoever did it is not said.
        ("East discarded the 5p and South called ron", None),
        ("South called ron on a tile the dealer discarded", None),
        ("T2 – Nord, donneur : ron en furiten", None),
        // A hand of the game, tiles: nobody.
        (
            "In East 3 he called ron on a tile in his own discards",
            None,
        ),
        ("In the East round he called ron in furiten", None),
        ("ron sur un 6p en Sud 4, furiten", None),
        ("ron on south west south, furiten", None),
        ("he had discarded the East wind, then ron on it", None),
        // In doubt, or alternatives.
        ("not sure whether East or South called ron", None),
        ("unsure whether the dealer called ron", None),
        // "Est" as "is"; a seat's letter is no seat ("T6 N" may be a table's position).
        ("Paul est furiten et fait ron", None),
        ("est-ce que le ron en furiten est chombo ?", None),
        ("T6 N: ron on 6s with a 6s in own discards", None),
        // "Before" and "dont" negate no one.
        (
            "West discarded just before the dealer called ron in furiten",
            None,
        ),
    ];
    for (q, want) in cases {
        assert_eq!(dealer(q).as_deref(), want, "{q}");
    }
}
