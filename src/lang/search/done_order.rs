//! The order things were done in, as a search tells it ("grabbed the discard first, then
//! said pung"): the answers of a list question whose answers are orders
//! (`shown-before-call`).

use super::*;

/// The answers a search's words give a list question whose answers are orders of two
/// things done (`shown-before-call`, `taken-before-showing`), with the places of the words
/// they used. The things are read where the search first names them — by their word in
/// any form ("revealed", "montrées" for shown; "grabbed", "pris" for taken), a call also by
/// the word called ("pon", "kong") or a claim ("réclamée") — and were done in the order
/// named, but for search-words.txt's `order` words: a thing with "after" just before it
/// was done before the one named earlier ("called after he had shown": shown first; "only
/// after that showed" tells no such thing), and one with "first" beside it was done first
/// ("d'abord attrapé la tuile, puis crié ron"). The one answer whose two things were both
/// named and done in its order answers the question (of several, the one whose first thing
/// was done first, then the question's order): "revealed the tiles first and called after"
/// were shown before the call; "called kong, then picked up the discard before putting out
/// his three 8m" was taken before showing.
pub(super) fn order_answers(
    info: &IncidentInfo,
    query: &str,
    asked: &[&str],
    stems: &[&str],
) -> (Vec<(&'static str, String)>, Vec<usize>) {
    let index = index();
    let call = stem("call");
    // The words saying a yes/no question's thing was done, by its field's last word
    // ("tilesShown": shown).
    let done = |thing: &str| {
        index.flags.iter().find_map(|(field, yes, _)| {
            let last = field.rfind(|c: char| c.is_ascii_uppercase()).unwrap_or(0);
            (stem(&field[last..].to_ascii_lowercase()) == thing).then_some(yes)
        })
    };
    // Where the search first names a thing done: its word in any form, else a word saying
    // it was done (a yes/no question's, or its `order` line's), or a call's word for a call
    // ("for a pung, he showed first and called after": the call is where "called" is).
    let named = |thing: &str| {
        let done = done(thing);
        let more = index
            .order_things
            .iter()
            .filter(|(t, _)| stem(t) == thing)
            .flat_map(|(_, words)| words);
        let more: Vec<&String> = more.collect();
        let other = |at: usize| {
            let own = strip(asked[at]);
            let says = |w: &String| *w == own || w == stems[at];
            done.is_some_and(|yes| yes.iter().any(says))
                || more.iter().any(|w| says(w))
                || (thing == call && index.calls.iter().any(|c| c == asked[at]))
        };
        let mut places = 0..stems.len();
        places
            .clone()
            .find(|&at| stems[at] == thing)
            .or_else(|| places.find(|&at| other(at)))
    };
    let mut answers = Vec::new();
    let mut used = Vec::new();
    for fact in info.facts.iter() {
        // Each answer's two things, where named.
        let orders: Vec<(&str, [usize; 2])> = fact
            .choices()
            .iter()
            .filter_map(|&value| {
                let (first, then) = value.split_once("-before-")?;
                Some((value, [named(&stem(first))?, named(&stem(then))?]))
            })
            .collect();
        if orders.is_empty() {
            continue;
        }
        let places: Vec<usize> = orders.iter().flat_map(|(_, p)| *p).collect();
        let told = Told::read(query, asked, &places);
        let before = |a: usize, b: usize| told.before(a, b, &places);
        let found: Vec<&(&str, [usize; 2])> =
            orders.iter().filter(|(_, [a, b])| before(*a, *b)).collect();
        // Of several, the one done out of order first (taken, shown, then called: taken
        // before the call), the question's order between two starting alike.
        let done_before = |at: usize| places.iter().filter(|&&p| p != at && before(p, at)).count();
        let first = found.iter().min_by_key(|(_, [a, _])| done_before(*a));
        if let Some(&&(value, places)) = first {
            answers.push((fact.field, value.to_string()));
            used.extend(places);
        }
    }
    (answers, used)
}

/// What a search's `order` words tell of the things it names at `places` (see
/// [`order_answers`]): the things said to be done first, and the "after"s that put a thing
/// before the one named just before it.
struct Told {
    /// The places of the things a "first" marks: the thing before it when its clause ends
    /// there (a mark, or an `order then` word: "revealed the tiles first and called
    /// after"), else the nearer of the things either side in its clause, the one after it
    /// on a tie ("a d'abord attrapé").
    firsts: Vec<usize>,
    /// The places of the "after"s not followed by a mark or an `order then` word ("after
    /// that" is "then").
    afters: Vec<usize>,
}

impl Told {
    #[inline(never)]
    fn read(query: &str, asked: &[&str], places: &[usize]) -> Told {
        let index = index();
        let is = |list: &[String], at: usize| list.iter().any(|l| l == asked[at]);
        // Whether a word's clause ends after it: a mark, the end, or an `order then` word.
        let closes = |at: usize| {
            let rest = after_word(query, asked[at]).unwrap_or("").trim_start();
            !rest.starts_with(word_char) || index.order_then.iter().any(|w| *w == next_word(rest).0)
        };
        let mut told = Told {
            firsts: Vec::new(),
            afters: Vec::new(),
        };
        for f in 0..asked.len() {
            if is(&index.order_after, f) && !closes(f) {
                told.afters.push(f);
            }
            if !is(&index.order_first, f) {
                continue;
            }
            // The words between "first" and a thing, if no mark parts them (but the comma
            // of "first, he grabbed").
            let gap = |p: usize| {
                between(query, asked[p.min(f)], asked[p.max(f)])
                    .map(|t| {
                        if p > f {
                            t.trim_start().trim_start_matches(',')
                        } else {
                            t
                        }
                    })
                    .filter(|t| !t.contains(ends_clause_at))
                    .map(|t| t.split_whitespace().count())
            };
            let back = places.iter().filter(|&&p| p < f).max().copied();
            let on = places.iter().filter(|&&p| p > f).min().copied();
            let marked = match (
                back.filter(|&b| closes(f) && gap(b).is_some()),
                back.and_then(gap),
                on.and_then(gap),
            ) {
                (Some(back), ..) => Some(back),
                (None, Some(b), Some(o)) if b < o => back,
                (None, _, Some(_)) => on,
                (None, Some(_), None) => back,
                _ => None,
            };
            told.firsts.extend(marked);
        }
        told
    }

    /// Whether the thing named at `a` was done before the one at `b` (of those named at
    /// `places`): a thing marked first before one not; else in the order named, but where
    /// "after" stands just before the one named later and nothing else was named between
    /// them ("called pon, took the tile after showing": shown before taken, not before the
    /// call).
    fn before(&self, a: usize, b: usize, places: &[usize]) -> bool {
        let (first_a, first_b) = (self.firsts.contains(&a), self.firsts.contains(&b));
        if first_a != first_b {
            return first_a;
        }
        let (earlier, later) = (a.min(b), a.max(b));
        let next = !places.iter().any(|&p| earlier < p && p < later);
        let after = later
            .checked_sub(1)
            .is_some_and(|at| self.afters.contains(&at));
        (a < b) != (next && after)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The order a search's words tell, as the claim-order question reads it.
    fn order(query: &str) -> Option<String> {
        let claim = CATALOGUE.iter().find(|i| i.kind == "claim-order").unwrap();
        let query = searched(query);
        let asked = query_words(&query);
        let stems: Vec<String> = asked.iter().map(|w| stem(w)).collect();
        let stems: Vec<&str> = stems.iter().map(String::as_str).collect();
        order_answers(claim, &query, &asked, &stems)
            .0
            .pop()
            .map(|(_, v)| v)
    }

    #[test]
    fn two_things_done_are_in_the_order_named() {
        let said = |_: Lang, q| order(q);
        let shown = Some("shown-before-call".to_string());
        let taken = Some("taken-before-call".to_string());
        let showing = Some("taken-before-showing".to_string());
        // Named in the order done, by any word saying it; a call by the word called too.
        assert_eq!(
            said(Lang::En, "he revealed the tiles first and called after"),
            shown
        );
        assert_eq!(
            said(
                Lang::En,
                "for a pung, he revealed the tiles first and called after"
            ),
            shown
        );
        assert_eq!(
            said(Lang::Fr, "tuiles montrées d'abord, kong annoncé ensuite"),
            shown
        );
        assert_eq!(
            said(Lang::En, "she snatches the tile before calling pon"),
            taken
        );
        assert_eq!(
            said(
                Lang::En,
                "called kong, then picked up the discard before showing his 8m"
            ),
            showing
        );
        assert_eq!(
            said(
                Lang::Fr,
                "pung annoncé, il a ramassé la tuile avant d'étaler sa paire"
            ),
            showing
        );
        // Of several orders said, the one done out of order first: taken, shown, then
        // called is taken before the call (and before showing, which the question keeps
        // for a tile taken after the call).
        assert_eq!(
            said(
                Lang::En,
                "grabbed the tile before revealing his hand, then said hu"
            ),
            taken
        );
        // One thing named tells no order; "after" just before a thing puts it first.
        assert_eq!(said(Lang::En, "called pon out of order"), None);
        for q in [
            "called pon, took the tile after showing",
            "he showed the tiles only after he had called",
        ] {
            assert_eq!(said(Lang::En, q), None, "{q}");
        }
        assert_eq!(
            said(Lang::En, "he took the tile after calling pon, then showed"),
            showing
        );
        assert_eq!(said(Lang::En, "he called pung after showing"), shown);
        assert_eq!(
            said(Lang::Fr, "après avoir montré sa paire, il a annoncé pung"),
            shown
        );
        // "After that" is "then".
        assert_eq!(
            said(
                Lang::En,
                "he grabbed my discard and only after that said chi"
            ),
            taken
        );
        // "First" marks the thing it follows in its clause, or else the one it comes before.
        assert_eq!(
            said(Lang::En, "he said pon. first, he had grabbed the tile"),
            taken
        );
        assert_eq!(
            said(
                Lang::Fr,
                "pour faire ron il a d'abord attrapé la tuile, puis crié ron"
            ),
            taken
        );
        assert_eq!(
            said(Lang::En, "tiles revealed first, the word kong after"),
            shown
        );
        // A claim is a call.
        assert_eq!(
            said(
                Lang::Fr,
                "tuile réclamée, ramassée avant de montrer ses tuiles"
            ),
            showing
        );
    }
}
