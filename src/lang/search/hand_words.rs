//! A hand a search writes out (five tiles or more), for the hand check, and what the core
//! finds it short of.

use super::*;

/// What the core finds a hand a search writes out short of, as the word a search would
/// negate to say so: thirteen tiles not tenpai ("tenpai"), fourteen not complete
/// ("complete"), with the winning tile named apart after the thirteen ("… 23p, won on 7p")
/// counted in. The hand is read as a riichi hand, without melds (the shanten of
/// [`crate::riichi::shanten`]). A `negated` line of search-words.txt with that word tells its
/// incident by it, as if the search said "not tenpai".
///
/// ```
/// use mahjong_referee::lang::{search, Lang};
/// // Tenpai on 1p-4p, and won on 7p: no win.
/// assert_eq!(search(Lang::En, "33m 123s 123s 456s 23p, won on 7p. He said ron.")[0].kind, "empty-call");
/// ```
pub(super) fn hand_verdict(
    asked: &[&str],
    stems: &[&str],
    run: &(Option<Tiles>, Vec<usize>),
) -> Option<&'static str> {
    use crate::riichi::{Counts, shanten};
    // A hand shown while sorting, or knocked over, claims nothing.
    if !stems.iter().any(|s| CLAIMS.contains(s)) {
        return None;
    }
    let mut hand = run.0.as_ref()?.as_slice().to_vec();
    if hand.len() == 13 {
        // The winning tile: the first tile named alone after a win ("won on 7p").
        let after = run
            .1
            .last()
            .map_or(asked.len(), |&l| l + 1)
            .min(asked.len());
        let win = (after..asked.len()).find(|&at| stems[at] == "win");
        let one = win.and_then(|win| {
            asked[win + 1..].iter().find_map(|w| {
                let tiles = w.parse::<Tiles>().ok()?;
                let digit = w.bytes().any(|b| b.is_ascii_digit());
                (tiles.len() == 1 && digit).then(|| tiles.as_slice()[0])
            })
        });
        hand.extend(one);
    }
    let short = shanten(&Counts::from_tiles(&hand), 0);
    match hand.len() {
        13 if short > 0 => Some("tenpai"),
        14 if short >= 0 => Some("complete"),
        _ => None,
    }
}

/// The stems of the words that claim something of a hand: a win, a call, riichi, tenpai.
const CLAIMS: [&str; 6] = ["win", "pung", "chow", "kong", "riichi", "tenpai"];

/// The hand a search writes out (five tiles or more side by side: "33m 123s 123s 456s
/// 23p"), for the hand check; a group of two to four tiles is no hand.
///
/// ```
/// use mahjong_referee::lang::search_hand;
/// assert_eq!(search_hand("ron with 33m 123s 123s 456s 23p").as_deref(), Some("33m123123456s23p"));
/// assert_eq!(search_hand("south west south pung"), None);
/// ```
pub fn search_hand(query: &str) -> Option<String> {
    let query = searched(query);
    let asked = query_words(&query);
    tile_run(&query, &asked)
        .0
        .filter(|t| t.len() >= 5)
        .map(|t| t.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the core finds a search's written hand short of (see [`hand_verdict`]).
    fn verdict(query: &str) -> Option<&'static str> {
        let query = fold(query);
        let asked = query_words(&query);
        let stems: Vec<String> = asked.iter().map(|w| stem(w)).collect();
        let stems: Vec<&str> = stems.iter().map(String::as_str).collect();
        hand_verdict(&asked, &stems, &tile_run(&query, &asked))
    }

    /// A hand shown with nothing claimed is short of nothing; the winning tile is the one
    /// named after the win, not a discard before it.
    #[test]
    fn a_hand_claims_a_win_and_names_its_winning_tile() {
        assert_eq!(
            verdict("he exposed 135m 79m 2468p 1357s while sorting"),
            None
        );
        assert_eq!(
            verdict("he said ron with 135m 79m 2468p 1357s"),
            Some("tenpai")
        );
        // The winning tile is the one named after the win, not a discard before it.
        assert_eq!(
            verdict("11m 234m 567p 789s 12s, discarded 5z, then ron on 3s"),
            None
        );
        assert_eq!(
            verdict("11m 234m 567p 789s 12s, ron on 5z"),
            Some("complete")
        );
    }

    #[test]
    fn a_written_hand_is_short_as_the_core_finds_it() {
        use crate::riichi::sample::{Rng, complete_hand};
        use crate::riichi::{Counts, is_complete};
        let mut rng = Rng::new(28);
        for _ in 0..300 {
            let counts = complete_hand(&mut rng, 0);
            let tiles = Tiles::new(counts.tiles()).unwrap();
            let written = tiles.to_string();
            let read = verdict;
            assert_eq!(read(&format!("ron: {written}")), None, "{written}");
            // One tile swapped: short of a win unless it makes another complete hand.
            let mut swapped = counts.tiles();
            let at = rng.below(14);
            let mut one = Counts::default();
            one.0[rng.below(34)] = 1;
            swapped[at] = one.tiles()[0];
            let complete = is_complete(&Counts::from_tiles(&swapped), 0);
            let Ok(swapped) = Tiles::new(swapped) else {
                continue; // a fifth tile of a kind
            };
            let short = read(&format!("ron: {swapped}")).is_some();
            assert_eq!(short, !complete, "{swapped}");
            // The same, the last tile named apart as the winning tile.
            let mut thirteen = swapped.as_slice().to_vec();
            let last = thirteen.pop().unwrap();
            let thirteen = Tiles::new(thirteen).unwrap();
            let apart = read(&format!("{thirteen}, won on {last}")).is_some();
            assert_eq!(apart, !complete, "{thirteen} + {last}");
        }
    }
}
