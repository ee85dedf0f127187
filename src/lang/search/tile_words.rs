//! Tiles in a search: a group (a false set's), a hand written out, and what the core
//! finds of them.

use super::*;

/// What tiles named as a group (two to four) add to the weight of an incident asking a
/// group's tiles: three or four tiles that are no set ([`classify`]: "south west south",
/// "1p 2p 2p") weigh [`NO_SET`]; a set ("3-4-5s" named with its chow) [`A_SET`]; two tiles,
/// which may be a set's start as well as a false pair, [`TWO_TILES`]. More tiles are a hand.
/// With it, whether the core found them no set.
pub(super) fn group_bonus(tiles: &Tiles) -> Option<(f32, bool)> {
    match tiles.len() {
        2 => Some((TWO_TILES, false)),
        3 | 4 if classify(tiles).is_err() => Some((NO_SET, true)),
        3 | 4 => Some((A_SET, false)),
        _ => None,
    }
}

/// See [`group_bonus`].
pub(super) const NO_SET: f32 = 5.0;

/// See [`group_bonus`].
pub(super) const A_SET: f32 = 1.0;

/// See [`group_bonus`]. Two tiles are as often the pair a claim shows ("put his two 7s down,
/// then said pung") or the tiles a claimed tile joins ("chi on 3m with 45m") as a false
/// group: set on the training and tuning parts, each measured with the counts of the others
/// (3 before; 2, 1.5 and 1 found three more first, 1.5 one more in the first three).
pub(super) const TWO_TILES: f32 = 1.5;

/// The French names of the honours, as the search reads them (folded), with the tile each
/// names ("sud ouest sud").
pub(super) const FRENCH_HONOURS: [(&str, &str); 7] = [
    ("est", "east"),
    ("sud", "south"),
    ("ouest", "west"),
    ("nord", "north"),
    ("blanc", "white"),
    ("vert", "green"),
    ("rouge", "red"),
];

/// The suits as players name them after a digit, in English and French (folded), each
/// also read with a plural's "s": "9 bamboo", "3 dots", "5 ronds", "7 caractères" (a
/// tile's own notation, `9s`, `9sou`, is read as tiles already).
const SUIT_NAMES: [(&str, char); 17] = [
    ("man", 'm'),
    ("wan", 'm'),
    ("manzu", 'm'),
    ("crak", 'm'),
    ("character", 'm'),
    ("caractere", 'm'),
    ("pin", 'p'),
    ("pinzu", 'p'),
    ("dot", 'p'),
    ("circle", 'p'),
    ("rond", 'p'),
    ("cercle", 'p'),
    ("sou", 's'),
    ("souzu", 's'),
    ("bamboo", 's'),
    ("bam", 's'),
    ("bambou", 's'),
];

/// Whether a word names a suit after a digit ([`SUIT_NAMES`]: "3 man" is a tile).
pub(super) fn names_suit(word: &str) -> bool {
    suit_named(word).is_some()
}

/// The suit a word names after a digit ([`SUIT_NAMES`]), in the singular or the plural.
fn suit_named(word: &str) -> Option<char> {
    let named = |w: &str| SUIT_NAMES.iter().find(|(name, _)| *name == w).map(|s| s.1);
    named(word).or_else(|| word.strip_suffix('s').and_then(named))
}

/// Words that name what kind of honour follows or precedes them, and no tile alone: "red
/// dragon", "dragon rouge", "vent du nord".
const HONOUR_KINDS: [&str; 6] = ["dragon", "dragons", "wind", "winds", "vent", "vents"];

/// The words that may stand between two tiles of a group named one by one, besides marks
/// ("south, west and south"; "trois 5 rond et un 6 rond"; "vent du nord", "vent d'est").
const JOINERS: [&str; 14] = [
    "and", "et", "plus", "a", "an", "of", "du", "de", "d", "the", "le", "la", "les", "l",
];

/// The tiles a word (or words run together) writes in any notation: one call for every
/// reading, not inlined at each (the notations' reader is large in the widget).
#[inline(never)]
fn read_tiles(text: &str) -> Option<Vec<Tile>> {
    text.parse::<Tiles>().ok().map(Tiles::into_vec)
}

/// One word of a search as [`tile_run`] reads it.
enum TileWord {
    /// Tiles in a notation, or an honour by its name (French too, plural too: "wests").
    Tiles(Vec<Tile>),
    /// A digit alone, which a suit after it may make a tile ("3 4 5s", "9 bamboo").
    Digit,
    /// A suit named after a digit ([`SUIT_NAMES`]).
    Suit(char),
    /// A count in words before a tile ("two 9 bamboo", "trois 5 rond").
    Count(usize),
    /// A word naming the kind of honour ([`HONOUR_KINDS`]).
    Kind,
}

impl TileWord {
    fn read(word: &str) -> Option<TileWord> {
        let honour = |word: &str| {
            FRENCH_HONOURS
                .iter()
                .find(|(fr, en)| *fr == word || *en == word)
                .and_then(|(_, en)| read_tiles(en))
        };
        if matches!(word.as_bytes(), [b'1'..=b'9']) {
            return Some(TileWord::Digit);
        }
        if let Some(suit) = suit_named(word) {
            return Some(TileWord::Suit(suit));
        }
        if HONOUR_KINDS.contains(&word) {
            return Some(TileWord::Kind);
        }
        if let Some(n) = spelled(word).filter(|n| (1..=4).contains(n)) {
            return Some(TileWord::Count(n as usize));
        }
        honour(word)
            .or_else(|| word.strip_suffix('s').and_then(honour))
            .or_else(|| read_tiles(word))
            .map(TileWord::Tiles)
    }
}

/// The tiles a search names, with the places of the words that name them: the longest run
/// of words that read as tiles in any notation (`south west south`, `4man 4man 5man`,
/// `445m`), the honours by their names in French too and with the kind named ("dragon
/// rouge", "red dragons"), a suit named after digits ("9 bamboo", "1 3 4 cercles"), a count
/// in words before a tile ("two 9 bamboo and one 9 circle"), when it holds two tiles or
/// more — one word such as "red" names no tiles. The words of a run stand side by side,
/// or with commas, plus signs, slashes and joining words between ([`JOINERS`]: "south,
/// west and south"; see [`linked`]). Two to
/// four tiles are a group (a false set's); more are a hand (for the hand check, see
/// [`search_hand`]).
pub(super) fn tile_run(query: &str, asked: &[&str]) -> (Option<Tiles>, Vec<usize>) {
    let mut best: (Vec<Tile>, Vec<usize>) = (Vec::new(), Vec::new());
    let mut run: (Vec<Tile>, Vec<usize>) = (Vec::new(), Vec::new());
    // Digits apart before a suited tile take its suit, as in mpsz ("3-4-5s", "3 4 5s").
    let mut digits: Vec<usize> = Vec::new();
    // A count in words before the tile it counts.
    let mut count: Option<(usize, usize)> = None;
    // The last word read before this one, for whether the two are linked.
    let mut last: Option<usize> = None;
    // Whether tiles were named in words or written in mpsz, and by the word at which place.
    let mut named: Option<(bool, usize)> = None;
    let reset = |run: &mut (Vec<Tile>, Vec<usize>), digits: &mut Vec<usize>| {
        *run = (Vec::new(), Vec::new());
        digits.clear();
    };
    // The digits waiting, written before a suit's letter or a suited tile ("1 3 4" and
    // "cercles": 134p; "3-4" and "5s": 345s).
    let with_digits = |digits: &[usize], after: &str| {
        let written: String = digits.iter().map(|&d| asked[d]).collect();
        read_tiles(&(written + after))
    };
    for (i, &word) in asked.iter().enumerate() {
        if word == CLAUSE {
            continue;
        }
        // A run is of words linked: a word between ("3s with the 3s") ends it.
        if let Some(l) = last
            && !linked(query, asked[l], word)
        {
            reset(&mut run, &mut digits);
            count = None;
        }
        last = Some(i);
        let Some(read) = TileWord::read(word) else {
            reset(&mut run, &mut digits);
            count = None;
            continue;
        };
        let mut tiles = match read {
            // A digit after an everyday word numbers that ("table 2, 3 bamboo"), unless a
            // tile's next word goes on from it with nothing but a space or a hyphen between
            // ("put 1 2 4 pin", "laid out 4-4-5 characters", "laid 1 sou").
            TileWord::Digit
                if i > 0
                    && index().is_weak(&stem(asked[i - 1]))
                    && !goes_on(query, word, asked.get(i + 1).copied()) =>
            {
                reset(&mut run, &mut digits);
                count = None;
                continue;
            }
            TileWord::Digit => {
                digits.push(i);
                continue;
            }
            TileWord::Count(n) => {
                if !digits.is_empty() {
                    reset(&mut run, &mut digits);
                }
                count = Some((i, n));
                continue;
            }
            TileWord::Kind => {
                run.1.push(i);
                continue;
            }
            // Digits before a suit's name are its tiles ("1 3 4 cercles", "9 bamboo").
            TileWord::Suit(suit) if !digits.is_empty() => {
                let Some(tiles) = with_digits(&digits, suit.encode_utf8(&mut [0; 4])) else {
                    reset(&mut run, &mut digits);
                    continue;
                };
                run.1.append(&mut digits);
                tiles
            }
            // A suit named alone ends the run, and a count before it counted it ("four
            // wan, the west…": no four wests).
            TileWord::Suit(_) => {
                reset(&mut run, &mut digits);
                count = None;
                continue;
            }
            TileWord::Tiles(tiles) => {
                // Honours named in words and tiles written in mpsz are not one group: "l'est
                // 7p 7p 7p 1p" is no East and four pins ("two 9 bamboo and a green dragon", "east 1man",
                // spoken or in the words notation, are one).
                // Whether the run's last tiles were named in words or written in mpsz (the
                // word that said so still in the run: an earlier run's says nothing).
                let before = named.filter(|(_, at)| run.1.contains(at)).map(|(n, _)| n);
                if let Some(this) = named_or_mpsz(word) {
                    if before.is_some_and(|b| b != this) {
                        run = (Vec::new(), Vec::new());
                    }
                    named = Some((this, i));
                }
                // "3-4-5s" and "3 4 5s" are tiles, "2 5p" two of the 5p.
                let suited = word.starts_with(|c: char| c.is_ascii_digit());
                let hyphen = digits
                    .last()
                    .and_then(|&d| between(query, asked[d], word))
                    .is_some_and(|text| text.contains('-'));
                if suited && (hyphen || digits.len() >= 2) {
                    let Some(tiles) = with_digits(&digits, word) else {
                        reset(&mut run, &mut digits);
                        continue;
                    };
                    run.1.append(&mut digits);
                    tiles
                } else {
                    if !digits.is_empty() {
                        reset(&mut run, &mut digits);
                    }
                    tiles
                }
            }
        };
        // A count before one tile names that many of it.
        if let Some((at, n)) = count.take()
            && tiles.len() == 1
        {
            tiles = vec![tiles[0]; n];
            run.1.push(at);
        }
        run.0.extend(tiles);
        run.1.push(i);
        if run.0.len() > best.0.len() {
            best = run.clone();
        }
    }
    crate::order::sort_small(&mut best.1);
    let in_words = best
        .1
        .iter()
        .all(|&i| asked[i].bytes().all(|b| b.is_ascii_alphabetic()));
    // Winds named each once in a list, with commas or "and" between the names, are seats
    // ("east, south and west were tenpai"); named with their kind ("vent du nord, vent du
    // sud…"), tiles.
    let read: Vec<Option<TileWord>> = best.1.iter().map(|&p| TileWord::read(asked[p])).collect();
    let kind = read.iter().any(|r| matches!(r, Some(TileWord::Kind)));
    let names: Vec<usize> = (0..best.1.len())
        .filter(|&k| matches!(read[k], Some(TileWord::Tiles(_))))
        .map(|k| best.1[k])
        .collect();
    let listed = names.windows(2).any(|w| {
        between(query, asked[w[0]], asked[w[1]])
            .is_some_and(|text| text.contains(',') || text.chars().any(word_char))
    });
    let seats = listed
        && !kind
        && best.0.iter().enumerate().all(|(k, t)| {
            matches!(t.class(), crate::tiles::TileClass::Wind(_)) && !best.0[..k].contains(t)
        });
    match Tiles::new(best.0) {
        // Honours named in words are seats as often as tiles ("east and south called"):
        // three at least ("south west south") name tiles.
        Ok(tiles)
            if tiles.len() >= 2 && (tiles.len() >= 3 || !in_words) && !(in_words && seats) =>
        {
            (Some(tiles), best.1)
        }
        _ => (None, Vec::new()),
    }
}

/// Whether a word that reads as tiles names them in words (`Some(true)`: "south", "est"),
/// writes them in mpsz (`Some(false)`: "7p", "445m"), or neither ("1man", the words
/// notation of [`crate::tiles::Words`]).
fn named_or_mpsz(word: &str) -> Option<bool> {
    let letters = word.bytes().filter(u8::is_ascii_alphabetic).count();
    if letters == word.len() {
        Some(true)
    } else if letters == 1 {
        Some(false)
    } else {
        None
    }
}

/// Whether a digit (`digit`, read from `query`) is the start of tiles written on in the
/// next word (`next`): nothing but spaces and hyphens between them, and the next word
/// another digit, a suit's name or a suited tile ("1 2 4 pin", "4-4-5m", "1 sou").
fn goes_on(query: &str, digit: &str, next: Option<&str>) -> bool {
    let Some(next) = next else { return false };
    let close = between(query, digit, next)
        .is_some_and(|text| text.chars().all(|c| c.is_whitespace() || c == '-'));
    close
        && match TileWord::read(next) {
            Some(TileWord::Digit | TileWord::Suit(_)) => true,
            Some(TileWord::Tiles(_)) => next.starts_with(|c: char| c.is_ascii_digit()),
            _ => false,
        }
}

/// Whether two words of a search (`query`, folded; the words as read from it, in order)
/// are linked as the tiles of one group: nothing stands between them but spaces, hyphens,
/// commas, plus signs, slashes and joining words ([`JOINERS`]): "77p + 8p", "1/2/4s".
fn linked(query: &str, first: &str, then: &str) -> bool {
    between(query, first, then).is_some_and(|text| {
        let mut rest = text;
        loop {
            let (word, stop, after) = next_word(rest);
            if !word.is_empty() && !JOINERS.contains(&word) {
                return false;
            }
            match stop {
                None => return true,
                Some(c) if c.is_whitespace() || matches!(c, ',' | '-' | '\'' | '+' | '/') => {
                    rest = after
                }
                Some(_) => return false,
            }
        }
    })
}

/// The group a search names (its [`tile_run`], read once for every incident) for an
/// incident's tiles question ("which tiles were shown?"): two to four tiles, given as the
/// documents' words, spaced (`south west south`).
pub(super) fn tile_answer(
    info: &IncidentInfo,
    run: &(Option<Tiles>, Vec<usize>),
) -> Option<(&'static str, String)> {
    let fact = info.facts.iter().find(|f| f.kind() == FactKind::Tiles)?;
    let tiles = run.0.as_ref().filter(|tiles| tiles.len() <= 4)?;
    let named: Vec<String> = tiles
        .as_slice()
        .iter()
        .map(|t| crate::tiles::Words(std::slice::from_ref(t)).to_string())
        .collect();
    Some((fact.field, named.join(" ")))
}

/// The tiles a search names (its [`tile_run`]), counted, for an incident that asks how many
/// tiles but not which ("flipped the 3p and the 7s": two exposed): the count question whose
/// thing is a tile (its entry's [`counted`] stems, as `number_answers` reads them).
pub(super) fn tile_count_answer(
    lang: Lang,
    info: &IncidentInfo,
    run: &(Option<Tiles>, Vec<usize>),
) -> Option<(&'static str, String)> {
    let tiles = run.0.as_ref()?;
    let (counted, tile) = (
        &entries(lang)[crate::lang::index_of(info)].counted,
        stem("tile"),
    );
    let fact = (0..info.facts.len())
        .find(|&at| matches!(info.facts[at].kind(), FactKind::Count { .. }) && counted[at] == tile)
        .map(|at| &info.facts[at]);
    let asks_which = info.facts.iter().any(|f| f.kind() == FactKind::Tiles);
    fact.filter(|fact| {
        !asks_which
            && fact
                .range_max()
                .is_some_and(|max| tiles.len() as u32 <= max)
    })
    .map(|fact| (fact.field, tiles.len().to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Digits take the suit after them when joined by hyphens or two or more in a row, not a
    /// count before a tile ("2 5p": two of the 5p); a count reaches no further than the word
    /// it counts; tiles named beside a wait are no group shown.
    #[test]
    fn digits_waits_and_claims() {
        let run = |query: &str| {
            let query = fold(query);
            let asked = query_words(&query);
            tile_run(&query, &asked).0.map(|t| t.to_string())
        };
        assert_eq!(run("chi 3-4-5s").as_deref(), Some("345s"));
        assert_eq!(run("chi 3 4 5s").as_deref(), Some("345s"));
        assert_eq!(run("pung of 2 5p"), None);
        // A count before a suit named alone counted the suit, not the honour after it.
        assert_eq!(run("I throw a four wan, the west player calls chi"), None);
        assert_eq!(run("two wan, then two 9 bamboo").as_deref(), Some("99s"));
        let first = |q: &str| search(Lang::En, q)[0].kind;
        assert_ne!(first("furiten: wait 1-4-7p, ron on 7p"), "false-set");
        assert_eq!(first("chi 1-2-4s shown"), "false-set");
    }

    /// Tiles named one by one, articles between them too, count the tiles exposed where no
    /// number says how many; a number does.
    #[test]
    fn tiles_named_count_the_tiles_exposed() {
        let count = |lang, q| answer_to("exposed-tiles", "count", lang, q);
        let cases = [
            (
                Lang::En,
                "tiles exposed: his sleeve flipped the 3p and the 7s",
                "2",
            ),
            (
                Lang::Fr,
                "tuiles exposées : il renverse le 3p, le 5p et le 7s",
                "3",
            ),
            (
                Lang::En,
                "tiles exposed: 3 tiles, the 3p and the 7s among them",
                "3",
            ),
        ];
        for (lang, q, want) in cases {
            assert_eq!(count(lang, q).as_deref(), Some(want), "{q}");
        }
        // Which tiles a false set showed is its own question, not a count.
        let tiles = answer_to(
            "false-set",
            "tiles",
            Lang::En,
            "false pung: the 3p and the 7s",
        );
        assert_eq!(tiles.as_deref(), Some("3pin 7sou"));
    }

    /// Three tiles shown in a call, each in mpsz: the group the search reads is the three
    /// tiles, and when the core finds them no set, the false set comes first.
    #[test]
    fn a_group_that_is_no_set_finds_the_false_set() {
        let names = ["1m", "2m", "3m", "4m", "9m", "1z", "2z", "5z", "7z"];
        for a in names {
            for b in names {
                for c in names {
                    let query = format!(
                        "called pung on his left, showed {a} {b} {c} and already discarded"
                    );
                    let group: Tiles = format!("{a}{b}{c}").parse().unwrap();
                    let found = search(Lang::En, &query);
                    let answers = search_answers(Lang::En, found[0], &query);
                    if classify(&group).is_err() {
                        assert_eq!(found[0].kind, "false-set", "{query}");
                        let tiles = answers.iter().find(|(f, _)| *f == "tiles");
                        assert!(tiles.is_some(), "{query}: {answers:?}");
                    }
                }
            }
        }
    }

    /// A hand written out in mpsz, as the search reads it, is short of a win exactly when
    /// the core finds it so: complete hands are none, and a complete hand with one tile
    /// swapped for one that breaks it is short of "complete"; the winning tile named apart
    /// counts in.
    /// A group named one tile at a time, as players say it — suits by their names after
    /// the digit ("9 bamboo", "3 cercles"), honours by their names in English or French
    /// with or without their kind ("red dragon", "dragon rouge", "vent du nord"), a count
    /// in words before tiles of a kind ("two 9 bamboo"), joined by spaces, commas, "and" or
    /// "et" — is read as exactly its tiles, for any group of three or four tiles (winds each
    /// named once, as seats are, with their kind).
    #[test]
    fn a_group_named_in_words_is_read_as_its_tiles() {
        use crate::riichi::sample::Rng;
        use crate::tiles::TileClass;
        let mut rng = Rng::new(34);
        let pick = |rng: &mut Rng, names: &[&'static str]| names[rng.below(names.len())];
        let mut read = 0;
        while read < 2000 {
            let n = 3 + rng.below(2);
            let mut group: Vec<Tile> = Vec::new();
            while group.len() < n {
                let code = rng.below(34);
                let tile = Tile::from_code(code as u8).unwrap();
                // Often the same tile again, as in a pung.
                let tile = match group.last() {
                    Some(&last) if rng.below(2) == 0 => last,
                    _ => tile,
                };
                if group.iter().filter(|&&t| t == tile).count() < 4 {
                    group.push(tile);
                }
            }
            let seats = group
                .iter()
                .enumerate()
                .all(|(k, t)| matches!(t.class(), TileClass::Wind(_)) && !group[..k].contains(t));
            // Winds each named once are read as tiles when named with their kind.
            let french = rng.below(2) == 0;
            let mut said: Vec<String> = Vec::new();
            let mut k = 0;
            while k < group.len() {
                let tile = group[k];
                let same = group[k..].iter().take_while(|&&t| t == tile).count();
                // A count before two or more of a kind, or each named.
                let counted = if same >= 2 && rng.below(2) == 0 {
                    same
                } else {
                    1
                };
                let name = match tile.class() {
                    TileClass::Suited { suit, number, .. } => {
                        let names: Vec<&str> = SUIT_NAMES
                            .iter()
                            .filter(|(_, c)| *c == suit.letter())
                            .map(|(w, _)| *w)
                            .collect();
                        // Plural too, but "sous", a French little word ("under").
                        let name = pick(&mut rng, &names);
                        let plural = if rng.below(2) == 0 && name != "sou" {
                            "s"
                        } else {
                            ""
                        };
                        format!("{number} {name}{plural}")
                    }
                    _ => {
                        let en = crate::tiles::Words(std::slice::from_ref(&tile)).to_string();
                        let fr = FRENCH_HONOURS.iter().find(|(_, e)| *e == en).unwrap().0;
                        let dragon = matches!(tile.class(), TileClass::Dragon(_));
                        let with_kind = if seats { 1 } else { rng.below(2) };
                        match (french, dragon, with_kind) {
                            (false, _, 0) => en,
                            (false, true, _) => format!("{en} dragon"),
                            (false, false, _) => format!("{en} wind"),
                            (true, _, 0) => fr.to_string(),
                            (true, true, _) => format!("dragon {fr}"),
                            (true, false, _) => format!("vent du {fr}"),
                        }
                    }
                };
                let count = ["", "one", "two", "three", "four"];
                let compte = ["", "un", "deux", "trois", "quatre"];
                said.push(match counted {
                    1 => name,
                    c if french => format!("{} {name}", compte[c]),
                    c => format!("{} {name}", count[c]),
                });
                k += counted;
            }
            let joiners = if french {
                [", ", " et ", " "]
            } else {
                [", ", " and ", " "]
            };
            let mut phrase = said[0].clone();
            for one in &said[1..] {
                phrase.push_str(joiners[rng.below(3)]);
                phrase.push_str(one);
            }
            let query = fold(&format!(
                "he called pung and showed {phrase}; then he discarded"
            ));
            let asked = query_words(&query);
            let got = tile_run(&query, &asked).0.map(Tiles::into_vec);
            assert_eq!(got.as_deref(), Some(&group[..]), "{phrase}");
            read += 1;
        }
        // Winds each named once in a list are seats; in a row, or run together, tiles.
        let run = |query: &str| {
            let query = fold(query);
            let asked = query_words(&query);
            tile_run(&query, &asked).0.map(|t| t.to_string())
        };
        assert_eq!(run("at the draw east, south and west were tenpai"), None);
        assert_eq!(run("false set: east west south").as_deref(), Some("132z"));
        assert_eq!(
            run("vent d'est, vent d'est et vent d'est").as_deref(),
            Some("111z")
        );
        assert_eq!(
            run("pung vent du nord vent du sud vent d'ouest").as_deref(),
            Some("423z")
        );
        // A digit after an everyday word numbers that, unless a tile's next word goes on
        // from it with only a space or a hyphen between.
        assert_eq!(run("table 2, 3 bamboo 4 bamboo").as_deref(), Some("34s"));
        assert_eq!(run("table 2 east south").as_deref(), None);
        assert_eq!(run("he put 1 2 4 pin down").as_deref(), Some("124p"));
        assert_eq!(run("laid out 4-4-5 characters").as_deref(), Some("445m"));
        assert_eq!(run("put out 1 sou, 2 sou, 4 sou").as_deref(), Some("124s"));
        // Honours named in words and tiles in a notation are not one group; spoken digits
        // and suits go with either.
        assert_eq!(run("l'est 7p 7p 7p 1p").as_deref(), Some("7771p"));
        assert_eq!(run("east 5m 6m").as_deref(), Some("56m"));
        assert_eq!(run("east 1man 1man").as_deref(), Some("1z11m"));
        // What an earlier group was named in says nothing of the next one.
        assert_eq!(
            run("east discarded. 9 bamboo 9 bamboo 1p").as_deref(),
            Some("99s1p")
        );
        // A digit after an everyday word, then another digit: tiles (a comma would part
        // them).
        assert_eq!(run("table 2 3 bamboo 4 bamboo").as_deref(), Some("234s"));
        assert_eq!(
            run("two 9 bamboo and a green dragon").as_deref(),
            Some("99s6z")
        );
        // Plus signs and slashes join a group's tiles.
        assert_eq!(run("posé 77p + 8p").as_deref(), Some("778p"));
        assert_eq!(run("chi 1/2/4s").as_deref(), Some("124s"));
        // A full stop ends a group; a word that is no joiner too.
        assert_eq!(run("he showed 3 dots. 4 dots were gone"), None);
        assert_eq!(run("3 dots with 4 dots"), None);
    }
}
