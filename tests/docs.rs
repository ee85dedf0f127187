//! The incident search: the words referees use find their incidents and answers.

#[test]
fn search_finds_incidents_by_the_words_referees_use() {
    use mahjong_referee::lang::{Lang, search};
    let kinds = |q: &str| {
        search(Lang::En, q)
            .iter()
            .map(|i| i.kind)
            .collect::<Vec<_>>()
    };
    assert_eq!(kinds("late"), ["late"]);
    assert!(kinds("chombo").contains(&"empty-call"));
    assert!(kinds("flower").contains(&"false-set"));
    assert!(kinds("noten").contains(&"exhaustive-draw"));
    assert!(kinds("PHONE").contains(&"telephone"));
    assert!(kinds("zebra crossing").is_empty());
    assert!(kinds("yesterday's zebra crossing").is_empty());
    // Words no incident has weigh nothing: "the player was rude" finds nothing, not every
    // incident with a player.
    assert!(kinds("player was rude").is_empty());
    assert!(kinds("rude behaviour at the table").is_empty());
    // "others" is a little word: the early chow's "other calls" is not found.
    assert!(kinds("player is rude to others").is_empty());
    // A word matches a stem, or the start of one (a word being typed): "ron" is not in
    // "wrong".
    assert_eq!(kinds("ron")[0], "empty-call");
    assert!(!kinds("ron").contains(&"false-set"));
    // "chi" is read as chow, not as the start of "which" (the pictures' word).
    assert_eq!(kinds("chi"), kinds("chow"));
    // Two calls said in turn tell a changed call, though a false win's words (a hand
    // shown, four sets and a pair short of 8) are there too.
    let q = "MCR: shouted hu, then 'no, pung'. hand open, four sets + pair but under 8 fan";
    assert_eq!(kinds(q)[0], "changed-call");
    assert_eq!(kinds("disqualif"), ["cheating"]);
    // The words a referee types about the irregularities the widget is for.
    let (mut tried, mut missed) = (0, Vec::new());
    for (q, kind) in [
        ("false ron", "empty-call"),
        ("mistaken win", "empty-call"),
        ("wrong win", "empty-call"),
        ("no yaku", "empty-call"),
        ("under 8 points", "empty-call"),
        ("short hand", "wrong-tile-count"),
        ("13 tiles", "wrong-tile-count"),
        ("slow play", "obstruction"),
        ("miscount", "counting"),
        ("dead wall", "wrong-draw"),
        ("tile fell over", "exposed-tiles"),
        // Words side by side as typed come first: not the empty call, whose keywords have
        // "false" (a false win) and "riichi" (the call) apart.
        ("false riichi", "noten-riichi"),
        ("declared riichi not tenpai", "noten-riichi"),
        // A word naming a group puts its incidents first: not the empty call (its keywords
        // have "riichi" for the call), whose ruling under EMA is "not in this document".
        ("riichi", "riichi-declaration"),
        ("dice", "distribution-foul"),
        ("drew out of turn", "wrong-draw"),
        ("two tiles drawn", "wrong-tile-count"),
        ("dora indicator", "exposed-tiles"),
        ("flipped dora", "exposed-tiles"),
        ("forgot riichi stick", "riichi-declaration"),
        ("scoring error", "counting"),
        ("wrong score", "counting"),
        ("player left the table", "substitution"),
        ("sick", "substitution"),
        ("timeout", "time-signal"),
        ("mahjong without 8", "empty-call"),
        ("kyuushu", "abortive-draw"),
        // Words naming an answer count as the incident's own.
        ("no stick", "riichi-declaration"),
        ("riichi, rotation after claim", "riichi-declaration"),
        // Sentences: a word no incident has weighs nothing.
        ("took a tile from the wall out of turn", "wrong-draw"),
        ("he knocked tiles on the floor", "exposed-tiles"),
        ("kan after riichi", "riichi-kong"),
        ("riichi declared wrongly", "riichi-declaration"),
        ("used a phone", "telephone"),
        ("I'm late", "late"),
        ("misdeal", "distribution-foul"),
        ("riichi stick not placed", "riichi-declaration"),
        ("two players called the same tile", "early-chow"),
        ("he gave advice", "passing-information"),
        (
            "player said ron but it was not a winning hand",
            "empty-call",
        ),
        ("player called pon then changed to chi", "changed-call"),
        ("too slow", "obstruction"),
        ("spoke about tiles", "passing-information"),
        ("talked about his hand", "passing-information"),
        ("dealing error", "distribution-foul"),
        ("wall built wrong", "distribution-foul"),
        ("rang the bell", "time-signal"),
        ("after the bell", "time-signal"),
        ("timer rang", "time-signal"),
        ("took the tile too late", "claimed-tile-not-taken"),
        ("discarded the called tile", "swap-calling"),
        ("riichi without tenpai", "noten-riichi"),
        ("counted with tiles from hand", "counting"),
        ("hand shown before count", "counting"),
        // Still the false win first: the counting's words have "shown" and "hand" apart.
        ("hand shown", "empty-call"),
        // Tiles named find the false set, the only incident asking for a group's tiles.
        ("south west south pung", "false-set"),
        ("445m", "false-set"),
        ("called ron on a tile he had discarded", "furiten-ron"),
        ("all four players declared riichi", "abortive-draw"),
        ("player fell ill", "substitution"),
        ("player is sick and cannot continue", "substitution"),
        ("drew the wrong tile", "wrong-draw"),
        ("discarded two tiles", "wrong-tile-count"),
        ("forgot to draw", "wrong-tile-count"),
        ("riichi declared but tile not rotated", "riichi-declaration"),
        ("time is up", "time-signal"),
        ("wall broken in wrong place", "distribution-foul"),
        ("a tile was drawn from the wrong place", "wrong-draw"),
        // "from" and "other" are little words: the counting's "tiles from hand" and the
        // early chow's "other calls" no longer outrank the incident named.
        ("revealed a tile from the wall", "exposed-tiles"),
        (
            "he told the other player what to discard",
            "passing-information",
        ),
        ("player coached his partner", "passing-information"),
        ("the player did not show up", "late"),
        ("cheating with marked tiles", "cheating"),
        ("collusion", "cheating"),
        (
            "player refused to follow the referee's request",
            "obstruction",
        ),
        (
            "another player showed his tiles during the count",
            "counting",
        ),
        (
            "he declared a kong and forgot the replacement tile",
            "wrong-tile-count",
        ),
        ("kong without replacement tile", "wrong-tile-count"),
        ("discarded without drawing", "wrong-tile-count"),
        ("player was replaced", "substitution"),
        // "won" is "win".
        ("the player won with no yaku", "empty-call"),
        ("called pung without the tiles", "empty-call"),
        ("claimed pung but did not have the pair", "empty-call"),
        ("player plays too slowly", "obstruction"),
        // "dealer" only answers yes/no questions: it says who, not what happened.
        ("the dealer has 15 tiles", "wrong-tile-count"),
        ("what happens if the dealer chombos", "empty-call"),
        ("the dealer exposed 2 tiles", "exposed-tiles"),
        // A replacement player is a substitute; the kong's replacement tile is not.
        ("replacement player", "substitution"),
        ("a substitute player took his place", "substitution"),
        ("player had to leave", "substitution"),
        // The early chow: a chow called when a pung was still to come, not the empty call.
        ("called chow but another player called pung", "early-chow"),
        (
            "player called chow before others could call pung",
            "early-chow",
        ),
        (
            "player called kan after riichi changing the wait",
            "riichi-kong",
        ),
        ("a player showed his hand by mistake", "exposed-tiles"),
        ("player kept playing with a dead hand", "dead-hand-call"),
        // "deal" alone is the deal's fault; tiles shown during it are the exposed tiles.
        ("deal", "distribution-foul"),
        ("tiles shown during the deal", "exposed-tiles"),
        // MERS §1.8 and FFMJ's playing time: slow play is the obstruction's.
        ("turn longer than 10 seconds", "obstruction"),
        // MERS §1.9: not the false win with its hand not shown.
        ("winning tile not shown", "winning-tile-not-shown"),
        (
            "player did not show his winning tile",
            "winning-tile-not-shown",
        ),
        ("winning tile hidden in hand", "winning-tile-not-shown"),
        ("false ron, hand not shown", "empty-call"),
        // A number of points says what the hand is worth, not how many tiles (no answer).
        (
            "player declared mahjong and showed a hand with 7 points",
            "empty-call",
        ),
        ("declared mahjong", "empty-call"),
        ("declared dead", "dead-hand-call"),
        ("dead hand declared then called pung", "dead-hand-call"),
        (
            "he discarded and forgot to turn the tile sideways",
            "riichi-declaration",
        ),
        ("nobody is tenpai", "exhaustive-draw"),
        ("he put the wrong tile in his hand", "wrong-draw"),
        (
            "player picked up the tile and put it among his tiles",
            "wrong-draw",
        ),
        (
            "tile drawn from wrong end but not put in hand",
            "wrong-draw",
        ),
        ("opponent showed his tiles after a false hu", "counting"),
        ("false hu", "empty-call"),
        // A negation is matched whole: "not" is not the start of the exhaustive draw's
        // "noten".
        ("the wall was not built properly", "distribution-foul"),
        ("player helped another player count", "counting"),
        (
            "another player helped the winner count his points",
            "counting",
        ),
        ("player refuses to continue", "obstruction"),
        ("player left in the middle of the session", "substitution"),
        ("player arrived after the session started", "late"),
        // "then" ends a clause: not the changed call's "one thing, then another".
        (
            "he declared riichi and then changed his wait",
            "riichi-kong",
        ),
        (
            "he passed a winning tile and then called ron",
            "furiten-ron",
        ),
        ("kuikae after chi", "swap-calling"),
    ] {
        tried += 1;
        if kinds(q).first() != Some(&kind) {
            missed.push(format!("{q:?}: {:?}, not {kind}", kinds(q).first()));
        }
    }
    let fr = |q: &str| search(Lang::Fr, q).first().map(|i| i.kind);
    for (q, kind) in [
        ("sans yaku", "empty-call"),
        ("moins de 8 points", "empty-call"),
        ("jeu lent", "obstruction"),
        ("erreur de compte", "counting"),
        ("faux riichi", "noten-riichi"),
        ("indicateur dora", "exposed-tiles"),
        ("bâton de riichi oublié", "riichi-declaration"),
        ("une tuile en trop", "wrong-tile-count"),
        ("temps écoulé", "time-signal"),
        ("il a pioché la mauvaise tuile", "wrong-draw"),
        ("le téléphone a sonné", "telephone"),
        ("a donné un conseil", "passing-information"),
        ("erreur de distribution", "distribution-foul"),
        ("a parlé de sa main", "passing-information"),
        ("mur mal construit", "distribution-foul"),
        ("après le gong", "time-signal"),
        ("compté avec les tuiles de la main", "counting"),
        ("main montrée avant le comptage", "counting"),
        ("sud ouest sud", "false-set"),
        ("a touché le mur puis annoncé pung", "wall-touched"),
        ("ron sur sa propre défausse", "furiten-ron"),
        ("a pioché deux tuiles", "wrong-tile-count"),
        ("a oublié de piocher", "wrong-tile-count"),
        ("défausse pas tournée", "riichi-declaration"),
        ("dernière main", "time-signal"),
        ("fleurs dans le mauvais ordre", "distribution-foul"),
        ("mur cassé au mauvais endroit", "distribution-foul"),
        ("prise dans le mauvais ordre", "claim-order"),
        ("triche avec des tuiles marquées", "cheating"),
        (
            "il a dit à son partenaire quoi défausser",
            "passing-information",
        ),
        ("le joueur ne s'est pas présenté", "late"),
        ("le joueur refuse la décision", "obstruction"),
        ("a révélé une tuile du mur", "exposed-tiles"),
        (
            "un autre joueur a montré ses tuiles pendant le comptage",
            "counting",
        ),
        (
            "il a oublié la tuile de remplacement du kong",
            "wrong-tile-count",
        ),
        ("défausse sans piocher", "wrong-tile-count"),
        ("remplacement du joueur", "substitution"),
        ("annonce chow sans pouvoir le faire", "empty-call"),
        ("il a fait tomber ses tuiles", "exposed-tiles"),
        ("deux joueurs annoncent la même tuile", "early-chow"),
        // "joue" is not the "joueur" of the wrong count's title: little words are no
        // incident's own.
        ("le joueur joue trop lentement", "obstruction"),
        ("annonce de riichi sans bâton", "riichi-declaration"),
        ("le donneur a 15 tuiles", "wrong-tile-count"),
        ("3 tuiles exposées", "exposed-tiles"),
        ("un remplaçant a pris sa place", "substitution"),
        ("le joueur est parti", "substitution"),
        (
            "le joueur a continué à jouer avec une main morte",
            "dead-hand-call",
        ),
        ("il a montré sa main par erreur", "exposed-tiles"),
        ("kong après riichi qui change l'attente", "riichi-kong"),
        // "mais" (but) is a little word: read as a plural, it was "mai", the start of "main".
        (
            "chow annoncé mais un autre joueur annonce pung",
            "early-chow",
        ),
        ("le mur est tombé", "exposed-tiles"),
        ("erreur de pioche", "wrong-draw"),
        ("déclaré riichi sans être tenpai", "noten-riichi"),
        ("erreur en comptant les points", "counting"),
        ("distribution", "distribution-foul"),
        ("erreur pendant la distribution", "distribution-foul"),
        ("tuile exposée pendant la distribution", "exposed-tiles"),
        ("plus de 10 secondes pour jouer", "obstruction"),
        // "hors" is not a plural ("hor", the start of "horloge").
        ("a joué hors de son tour", "wrong-draw"),
        // A French infinitive finds the verb's other forms.
        ("faux groupe sans défausser", "false-set"),
        (
            "il n'a pas montré la tuile gagnante",
            "winning-tile-not-shown",
        ),
        (
            "le téléphone d'un joueur a sonné pendant la partie",
            "telephone",
        ),
        (
            "le joueur a été remplacé en cours de session",
            "substitution",
        ),
        ("la cloche a sonné", "time-signal"),
        ("mauvaise distribution", "distribution-foul"),
        ("tous les joueurs ont déclaré riichi", "abortive-draw"),
        (
            "un joueur a aidé le gagnant à compter ses points",
            "counting",
        ),
        // "plus" is a little word: not the early chow's "plusieurs".
        ("plus de 10 secondes par tour", "obstruction"),
        ("le joueur est tombé malade", "substitution"),
        ("il a ajouté ses propres fleurs", "counting"),
        (
            "un autre joueur a montré ses tuiles après un faux hu",
            "counting",
        ),
        ("faux hu", "empty-call"),
        ("il a annoncé pung puis chow", "changed-call"),
    ] {
        tried += 1;
        if fr(q) != Some(kind) {
            missed.push(format!("{q:?}: {:?}, not {kind}", fr(q)));
        }
    }
    // These phrases were each taught to the search's earlier design one by one; the
    // weighed search is measured on tests/search-eval and need not take every one of them,
    // but nine in ten at least.
    assert!(
        missed.len() * 10 <= tried,
        "{} of {tried} missed: {missed:#?}",
        missed.len()
    );
    // Plurals find singulars, in both languages; "chonbo" is "chombo".
    assert_eq!(kinds("flowers"), kinds("flower"));
    assert_eq!(fr("fleurs"), fr("fleur"));
    assert_eq!(kinds("chonbo"), kinds("chombo"));
    assert_eq!(kinds("pass")[0], "passing-information");
    assert_eq!(
        kinds("").len(),
        mahjong_referee::rules::catalogue::CATALOGUE.len()
    );
}

/// A search by an incident's own title finds it first, in each language, and still does
/// with a word more that no incident has: a word a referee adds does not lose it.
#[test]
fn a_title_with_a_word_more_still_finds_its_incident() {
    use mahjong_referee::lang::{Lang, search};
    use mahjong_referee::rules::catalogue::CATALOGUE;
    for lang in Lang::ALL {
        for info in CATALOGUE {
            let title = lang.incident_title(info);
            let first = |q: &str| search(lang, q).first().map(|i| i.kind);
            assert_eq!(first(title), Some(info.kind), "{title}");
            for extra in ["zebra", "hier"] {
                let more = format!("{title} {extra}");
                assert_eq!(first(&more), Some(info.kind), "{more}");
                // Without its article too ("main avortée hier").
                if let Some((_, rest)) = title
                    .split_once(' ')
                    .filter(|(a, _)| ["A", "An", "Un", "Une"].contains(a))
                {
                    let bare = format!("{rest} {extra}");
                    assert_eq!(first(&bare), Some(info.kind), "{bare}");
                }
            }
        }
    }
}

/// Every answer of every list question can be given by searching with its own label, in
/// each language, and the search gives that answer, not another of the same question.
#[test]
fn a_search_with_an_answers_label_gives_that_answer() {
    use mahjong_referee::lang::{Lang, search_answers};
    use mahjong_referee::rules::catalogue::CATALOGUE;
    for lang in Lang::ALL {
        for info in CATALOGUE {
            for (index, fact) in info.facts.iter().enumerate() {
                let values = fact.choices();
                if values == ["true", "false"] {
                    continue;
                }
                for value in values {
                    let label = lang.choice(info, index, value);
                    let given = search_answers(lang, info, &label);
                    assert!(
                        given.contains(&(fact.field, value.to_string())),
                        "{lang:?} {} {}: {label:?} gave {given:?}",
                        info.kind,
                        fact.field
                    );
                }
            }
        }
        // A search that names nothing answers nothing.
        for info in CATALOGUE {
            assert_eq!(search_answers(lang, info, "xyz"), [], "{}", info.kind);
        }
    }
    // A label's word in another form names it: "annoncer" is the label's "annonce" (the
    // words' answers; the learned counts may add what is likely).
    let first = |q: &str| {
        let info = mahjong_referee::lang::search(Lang::Fr, q)[0];
        let answers = mahjong_referee::lang::search_answers_by_source(Lang::Fr, info, q);
        (info.kind, answers.said)
    };
    for (q, error) in [
        ("il a pris la tuile avant d'annoncer", "taken-before-call"),
        (
            "il a montré ses tuiles avant d'annoncer",
            "shown-before-call",
        ),
    ] {
        assert_eq!(
            first(q),
            ("claim-order", vec![("error", error.to_string())]),
            "{q}"
        );
    }
}

/// A number in a search answers the number question named by the word beside it, for
/// every number question of every incident, in each language: the incident's title, then
/// "3" and a word of that question or that word and "3" (a word no other number question of
/// the incident has, and not "player", which every incident has, nor "dans", a little word)
/// finds the incident and answers 3.
#[test]
fn a_search_with_a_number_answers_the_question_it_names() {
    use mahjong_referee::lang::{Lang, names_anything, search, search_answers};
    use mahjong_referee::rules::catalogue::CATALOGUE;
    // A question's words, without the little words that name nothing ("this", "player").
    let words = |text: &str| -> Vec<String> {
        text.split(|c: char| !c.is_alphanumeric())
            .filter(|w| w.chars().count() > 3)
            .map(str::to_lowercase)
            .filter(|w| names_anything(w))
            .collect()
    };
    let mut tried = 0;
    for lang in Lang::ALL {
        for info in CATALOGUE {
            let ranges: Vec<usize> = (0..info.facts.len())
                .filter(|&i| info.facts[i].range_max().is_some())
                .collect();
            for &index in &ranges {
                let fact = &info.facts[index];
                let others: Vec<String> = ranges
                    .iter()
                    .filter(|&&r| r != index)
                    .flat_map(|&r| {
                        let mut w = words(lang.question(info, r));
                        w.extend(words(info.facts[r].question));
                        w
                    })
                    .collect();
                for word in words(lang.question(info, index)) {
                    if others
                        .iter()
                        .any(|o| o.starts_with(&word) || word.starts_with(o))
                    {
                        continue;
                    }
                    for query in [
                        format!("{} 3 {word}", lang.incident_title(info)),
                        format!("{} {word} 3", lang.incident_title(info)),
                    ] {
                        tried += 1;
                        assert!(
                            search(lang, &query).contains(&info),
                            "{lang:?}: {query:?} did not find {}",
                            info.kind
                        );
                        let given = search_answers(lang, info, &query);
                        assert!(
                            given.contains(&(fact.field, "3".to_string())),
                            "{lang:?} {}: {query:?} gave {given:?}",
                            info.kind
                        );
                    }
                }
            }
        }
    }
    assert!(tried > 50, "only {tried} searches tried");
}

/// What a referee types with a number in it.
#[test]
fn a_search_reads_the_numbers_referees_type() {
    use mahjong_referee::lang::{Lang, search, search_answers};
    let first = |lang, q: &str| {
        let info = search(lang, q)[0];
        (info.kind, search_answers(lang, info, q))
    };
    #[rustfmt::skip]
    let cases = [
        (Lang::En, "12 minutes late", "late", "minutes", "12"),
        (Lang::En, "late by 12 minutes", "late", "minutes", "12"),
        (Lang::En, "late 12", "late", "minutes", "12"),
        (Lang::Fr, "12 minutes de retard", "late", "minutes", "12"),
        (Lang::Fr, "12 min de retard", "late", "minutes", "12"),
        (Lang::En, "12 min late", "late", "minutes", "12"),
        (Lang::En, "7 tiles exposed", "exposed-tiles", "count", "7"),
        (Lang::Fr, "7 tuiles montrées", "exposed-tiles", "count", "7"),
        (Lang::En, "3 tenpai", "exhaustive-draw", "tenpai", "3"),
        (Lang::En, "false set 2 fouls", "false-set", "priorFouls", "2"),
        (Lang::En, "false set 3rd foul", "false-set", "priorFouls", "2"),
        (Lang::En, "false set second foul", "false-set", "priorFouls", "1"),
        (Lang::Fr, "faux groupe, 3e faute", "false-set", "priorFouls", "2"),
        (Lang::Fr, "faux groupe deuxième faute", "false-set", "priorFouls", "1"),
        (Lang::En, "waited 3 seconds before chow", "early-chow", "", ""),
        (Lang::Fr, "chow avant 3 secondes", "early-chow", "", ""),
    ];
    for (lang, q, kind, field, value) in cases {
        let answers = if field.is_empty() {
            vec![]
        } else {
            vec![(field, value.to_string())]
        };
        let expected = (kind, answers);
        assert_eq!(first(lang, q), expected, "{q}");
    }
    // "13 tiles" is still a hand of the wrong size first (13 is among its words), though
    // the exposed tiles' count takes the number too.
    assert_eq!(first(Lang::En, "13 tiles"), ("wrong-tile-count", vec![]));
    // A number out of the question's range answers nothing and finds nothing.
    assert!(search(Lang::En, "5 tenpai").is_empty());
    let draw = mahjong_referee::rules::catalogue::info("exhaustive-draw").unwrap();
    assert_eq!(search_answers(Lang::En, draw, "tenpai 5"), []);
    // A number that answers nothing must be among the incident's words, like any word.
    assert!(search(Lang::En, "2 fouls").is_empty());
    assert!(search(Lang::En, "12").iter().all(|i| i.kind != "late"));
    // After a number, "seconds" is time, not the second foul.
    let wrong_draw = mahjong_referee::rules::catalogue::info("wrong-draw").unwrap();
    assert_eq!(
        search_answers(Lang::En, wrong_draw, "drew out of turn, 10 seconds"),
        []
    );
    assert_eq!(
        search_answers(Lang::Fr, wrong_draw, "pioche, 10 secondes"),
        []
    );
}

// proptest is a native dev-dependency only.
#[cfg(not(target_arch = "wasm32"))]
mod search_properties {
    use mahjong_referee::lang::{Lang, search, search_answers};
    use mahjong_referee::tiles::{Mpsz, Tile, Tiles, Words};
    use proptest::prelude::*;

    /// Words a search may be made of: incidents' words, numbers (in and out of the
    /// questions' ranges), ordinals, table words, little words, odd text.
    fn word() -> impl Strategy<Value = String> {
        prop_oneof![
            prop::sample::select(vec![
                "late",
                "minutes",
                "retard",
                "tiles",
                "tuiles",
                "exposed",
                "fouls",
                "faute",
                "foul",
                "false",
                "set",
                "riichi",
                "ron",
                "tenpai",
                "discards",
                "claimed",
                "3rd",
                "2e",
                "second",
                "deuxième",
                "1er",
                "0th",
                "four",
                "winds",
                "kyuushu",
                "the",
                "de",
                "called",
                "scoring",
                "chonbo",
                "flowers",
                "south",
                "sud",
                "red",
                "4man",
                "445m",
                "11111z",
            ])
            .prop_map(str::to_string),
            (0u32..70_000).prop_map(|n| n.to_string()),
            "[0-9]{6,12}",
            ".{0,6}",
        ]
    }

    /// Two to four tiles a set may hold, written in each notation.
    fn some_tiles() -> impl Strategy<Value = Tiles> {
        prop::collection::vec(0u8..34, 2..=4).prop_filter_map("a set holds that many", |codes| {
            Tiles::new(codes.into_iter().filter_map(Tile::from_code).collect()).ok()
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// Tiles named in a search, in any notation and with words around them, find the
        /// false set first with those tiles as the group shown, in each language.
        #[test]
        fn a_search_naming_tiles_gives_the_group(
            tiles in some_tiles(),
            notation in 0usize..3,
            before in prop::sample::select(vec!["", "claimed", "false set", "pung of"]),
            after in prop::sample::select(vec!["", "pung", "discarded", "as a pung"]),
        ) {
            let named = match notation {
                0 => Mpsz(tiles.as_slice()).to_string(),
                1 => Words(tiles.as_slice()).to_string(),
                _ => tiles.as_slice().iter().map(|t| Words(std::slice::from_ref(t)).to_string())
                    .collect::<Vec<_>>().join(" "),
            };
            // Two honours in words are seats as often as tiles ("east and south"): three
            // at least are read as a group.
            let in_words = !named.bytes().any(|b| b.is_ascii_digit());
            prop_assume!(tiles.len() >= 3 || !in_words);
            let query = format!("{before} {named} {after}");
            for lang in Lang::ALL {
                let found = search(lang, &query);
                prop_assert_eq!(found.first().map(|i| i.kind), Some("false-set"), "{}", query);
                let answers = search_answers(lang, found[0], &query);
                let group = answers.iter().find(|(field, _)| *field == "tiles");
                let group = group.and_then(|(_, v)| v.parse::<Tiles>().ok());
                prop_assert_eq!(group.as_ref(), Some(&tiles), "{}", query);
            }
        }

        /// Any text: a list of incidents, never a panic.
        #[test]
        fn any_text_is_searched(text in ".{0,80}") {
            for lang in Lang::ALL {
                for info in search(lang, &text) {
                    search_answers(lang, info, &text);
                }
            }
        }

        /// Every answer a search gives is one its question takes: a listed value, or a
        /// number within the question's range.
        #[test]
        fn a_search_answers_only_what_its_questions_take(
            words in prop::collection::vec(word(), 0..6)
        ) {
            let query = words.join(" ");
            for lang in Lang::ALL {
                for info in search(lang, &query) {
                    for (field, value) in search_answers(lang, info, &query) {
                        let fact = info.facts.iter().find(|f| f.field == field);
                        prop_assert!(fact.is_some(), "{query:?}: no field {field} in {}", info.kind);
                        let fact = fact.unwrap();
                        let ok = match fact.range_max() {
                            Some(max) => value.parse::<u32>().is_ok_and(|n| n <= max),
                            None if fact.kind() == mahjong_referee::rules::catalogue::FactKind::Tiles => {
                                value.parse::<Tiles>().is_ok_and(|t| t.len() >= 2)
                            }
                            None => fact.choices().contains(&value.as_str()),
                        };
                        prop_assert!(ok, "{query:?}: {field}={value} in {}", info.kind);
                    }
                }
            }
        }
    }
}

/// Words that say a yes/no question's answer give it, for every yes/no question the search
/// knows words for, of every incident, in each language: a word saying it happened answers
/// yes; after a negation, no.
#[test]
fn a_search_answers_yes_no_questions_by_their_words() {
    use mahjong_referee::lang::{Lang, search, search_answers};
    use mahjong_referee::rules::catalogue::CATALOGUE;
    let said = |lang: Lang, field: &str| -> Option<&str> {
        Some(match (lang, field) {
            (Lang::En, "discarded") => "discarded",
            (Lang::En, "tilesShown") => "shown",
            (Lang::En, "dealer") => "dealer",
            (Lang::En, "serious") => "serious",
            (Lang::En, "repeated") => "repeated",
            (Lang::En, "diceThrown") => "dice thrown",
            (Lang::En, "declaredDead") => "declared",
            (Lang::En, "exhaustiveDraw") => "exhaustive draw",
            (Lang::En, "corrected") => "corrected",
            (Lang::En, "win") => "win",
            (Lang::En, "duringDeal") => "deal",
            (Lang::En, "touched") => "touched",
            (Lang::Fr, "discarded") => "défaussé",
            (Lang::Fr, "tilesShown") => "montrée",
            (Lang::Fr, "dealer") => "donneur",
            (Lang::Fr, "serious") => "grave",
            (Lang::Fr, "repeated") => "récidive",
            (Lang::Fr, "diceThrown") => "dés lancés",
            (Lang::Fr, "declaredDead") => "annoncée",
            (Lang::Fr, "exhaustiveDraw") => "partie nulle",
            (Lang::Fr, "corrected") => "corrigé",
            (Lang::Fr, "win") => "victoire",
            (Lang::Fr, "duringDeal") => "donne",
            (Lang::Fr, "touched") => "touchée",
            _ => return None,
        })
    };
    let mut tried = 0;
    for lang in Lang::ALL {
        // Every word that negates ("sans" and "jamais" were read as plurals, and negated
        // nothing).
        let nots: &[&str] = if lang == Lang::Fr {
            &["pas", "non", "sans", "jamais"]
        } else {
            &["not", "no", "never", "without"]
        };
        for info in CATALOGUE {
            for fact in info
                .facts
                .iter()
                .filter(|f| f.kind() == mahjong_referee::rules::catalogue::FactKind::YesNo)
            {
                let Some(words) = said(lang, fact.field) else {
                    continue;
                };
                let title = lang.incident_title(info);
                let negated = nots
                    .iter()
                    .map(|not| (format!("{not} {words}, {title}"), "false"));
                for (query, answer) in [(format!("{words}, {title}"), "true")]
                    .into_iter()
                    .chain(negated)
                {
                    tried += 1;
                    assert!(search(lang, &query).contains(&info), "{query:?}: not found");
                    let given = search_answers(lang, info, &query);
                    assert!(
                        given.contains(&(fact.field, answer.to_string())),
                        "{query:?} gave {given:?}"
                    );
                }
            }
        }
    }
    assert!(tried > 60, "only {tried} searches tried");
    // What a referee types.
    let first = |lang, q: &str| {
        let info = search(lang, q)[0];
        (info.kind, search_answers(lang, info, q))
    };
    let given = |pairs: &[(&'static str, &str)]| {
        pairs
            .iter()
            .map(|(f, v)| (*f, v.to_string()))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        first(Lang::En, "false ron, hand shown, non-dealer"),
        (
            "empty-call",
            given(&[("call", "win"), ("tilesShown", "true"), ("dealer", "false")])
        )
    );
    assert_eq!(
        first(Lang::En, "false ron, hand not shown"),
        (
            "empty-call",
            given(&[("call", "win"), ("tilesShown", "false")])
        )
    );
    assert_eq!(
        first(Lang::En, "false set, didn't discard"),
        ("false-set", given(&[("discarded", "false")]))
    );
    assert_eq!(
        first(Lang::En, "false set discarded"),
        ("false-set", given(&[("discarded", "true")]))
    );
    assert_eq!(
        first(Lang::Fr, "faux groupe, pas encore défaussé"),
        ("false-set", given(&[("discarded", "false")]))
    );
    // A yes/no word alone finds nothing: some word must be an incident's.
    assert!(search(Lang::En, "dealer").is_empty());
}

/// Numbers written in words, one to twenty, English and French, answer the question named
/// beside them; "un" or "une" that is an article answers nothing ("un joueur arrivé avec 20
/// minutes de retard": 20 minutes, not 1); a sentence with words no incident has is weighed
/// rather than found by every word.
#[test]
fn numbers_in_words_answer_the_question_named_beside_them() {
    use mahjong_referee::lang::{Lang, search, search_answers};
    let first = |lang, q: &str| {
        let found = search(lang, q);
        let info = found
            .first()
            .unwrap_or_else(|| panic!("{q}: nothing found"));
        (info.kind, search_answers(lang, info, q))
    };
    let one = |field: &'static str, value: &str| vec![(field, value.to_string())];
    for (lang, q, kind, answers) in [
        (
            Lang::En,
            "two players tenpai",
            "exhaustive-draw",
            one("tenpai", "2"),
        ),
        (
            Lang::En,
            "twelve minutes late",
            "late",
            one("minutes", "12"),
        ),
        (Lang::En, "late by one minute", "late", one("minutes", "1")),
        (
            Lang::Fr,
            "douze minutes de retard",
            "late",
            one("minutes", "12"),
        ),
        (
            Lang::Fr,
            "un joueur arrivé avec 20 minutes de retard",
            "late",
            one("minutes", "20"),
        ),
        (
            Lang::Fr,
            "partie nulle, trois joueurs tenpai",
            "exhaustive-draw",
            one("tenpai", "3"),
        ),
        (
            Lang::En,
            "exhaustive draw, nobody tenpai",
            "exhaustive-draw",
            one("tenpai", "0"),
        ),
        (
            Lang::Fr,
            "mur épuisé, personne tenpai",
            "exhaustive-draw",
            one("tenpai", "0"),
        ),
    ] {
        assert_eq!(first(lang, q), (kind, answers), "{q}");
    }
    let told = "the player arrived at the table twelve minutes after the start of the hanchan";
    assert_eq!(first(Lang::En, told), ("late", one("minutes", "12")));
    let told = "he forgot to take the tile he claimed for his pung and two more players discarded";
    assert_eq!(first(Lang::En, told).0, "claimed-tile-not-taken");
}

/// A negation reads the way it is said: before the word it negates, past a word or two
/// ("never formally declared", "pas encore défaussé", "before revealing any tile", "rien
/// montré"), or as "no" after it ("showed no tiles"); a question answered by two words, one
/// of them negated, is answered no ("dice for the next hand, not yet thrown").
#[test]
fn a_negation_reads_the_way_it_is_said() {
    use mahjong_referee::lang::{Lang, search, search_answers};
    let answer = |lang, q: &str, kind: &str, field: &str| {
        let found = search(lang, q);
        let info = found
            .iter()
            .find(|i| i.kind == kind)
            .unwrap_or_else(|| panic!("{q}: no {kind}"));
        search_answers(lang, info, q)
            .into_iter()
            .find(|(f, _)| *f == field)
            .map(|(_, v)| v)
    };
    let no = Some("false".to_string());
    let yes = Some("true".to_string());
    for (lang, q, kind, field, want) in [
        (
            Lang::En,
            "showed no tiles, false ron",
            "empty-call",
            "tilesShown",
            &no,
        ),
        (
            Lang::En,
            "false ron before revealing any tile",
            "empty-call",
            "tilesShown",
            &no,
        ),
        (
            Lang::Fr,
            "faux mahjong, rien montré",
            "empty-call",
            "tilesShown",
            &no,
        ),
        (
            Lang::En,
            "false ron, hand shown",
            "empty-call",
            "tilesShown",
            &yes,
        ),
        (
            Lang::En,
            "time signal, dice for the next hand not yet thrown",
            "time-signal",
            "diceThrown",
            &no,
        ),
        (
            Lang::En,
            "time signal, dice thrown",
            "time-signal",
            "diceThrown",
            &yes,
        ),
        (
            Lang::En,
            "dead hand call, never formally declared dead",
            "dead-hand-call",
            "declaredDead",
            &no,
        ),
        (
            Lang::Fr,
            "faux groupe, pas encore défaussé",
            "false-set",
            "discarded",
            &no,
        ),
    ] {
        assert_eq!(answer(lang, q, kind, field), *want, "{q}");
    }
}
