//! The learned counts' file as it is stored and fetched (src/lang/search-learned.txt): the
//! lines `mjref search-learn` writes ([`super::learned`]: `<kind> <lines>: word word*3 …`,
//! each followed by its answers' lines `<kind> <field>=<value> <bias>: word*-7 …`; last
//! the ranking's, `<kind> rank= <bias>: word*12 …`) with
//! each word written once. A line `words: …` lists every word the lines use, in order; a
//! line then gives each of its words by the gap (in hexadecimal) from the place in that
//! list of the word before it (the first from the start), with its count or weight; a
//! count of one is left out, as in the lines: `3*5 1 c`. The words, the longest part of the
//! lines, are each written once: the file compresses to about two thirds of the lines' size
//! (gzip).

use super::*;

/// One line of the counts as read: the incident's kind (or `none`), the answer for an
/// answer's line (field, value), how many descriptions (an answer's bias, in tenths), and
/// each word with how many use it (its weight for the answer, in tenths).
pub(super) type CountsLine<'a> = (&'a str, Option<(&'a str, &'a str)>, i32, Vec<(String, i32)>);

/// The counts' lines, written with each word once (see the top of this file); comment lines
/// (`#`) as they are. A line that is not `<head>: <words>` is an error.
///
/// ```
/// use mahjong_referee::lang::pack_learned;
/// let lines = "# counts\nlate 3: clock minutes*3\nlate minutes=5 -12: minutes*21 ko*-4\nnone 1: clock\n";
/// assert_eq!(
///     pack_learned(lines).unwrap(),
///     "# counts\nwords: clock ko minutes\nlate 3: 0 2*3\nlate minutes=5 -12: 1*-4 1*21\nnone 1: 0\n"
/// );
/// assert!(pack_learned("late 3 clock\n").is_err());
/// ```
pub fn pack_learned(lines: &str) -> Result<String, String> {
    fn words_of(list: &str) -> Vec<(&str, Option<&str>)> {
        list.split(' ')
            .filter(|w| !w.is_empty())
            .map(word_and_count)
            .collect()
    }
    let mut vocabulary: Vec<&str> = Vec::new();
    for line in lines.lines().filter(|l| !l.starts_with('#')) {
        let (_, list) = head_and_words(line)?;
        vocabulary.extend(words_of(list).into_iter().map(|(w, _)| w));
    }
    vocabulary.sort();
    vocabulary.dedup();
    let place = |w: &str| vocabulary.binary_search(&w).unwrap_or(0);
    let gaps = |places: Vec<(usize, Option<&str>)>| -> String {
        let mut before = 0;
        let mut out = Vec::with_capacity(places.len());
        for (at, count) in places {
            let gap = format!("{:x}", at - before);
            before = at;
            out.push(match count {
                Some(count) => format!("{gap}*{count}"),
                None => gap,
            });
        }
        out.join(" ")
    };
    let mut out = String::new();
    let mut words_put = false;
    for line in lines.lines() {
        if line.starts_with('#') {
            out.push_str(line);
            out.push('\n');
            continue;
        }
        if !words_put {
            out.push_str(&format!("words: {}\n", vocabulary.join(" ")));
            words_put = true;
        }
        let (head, list) = head_and_words(line)?;
        let mut places: Vec<(usize, Option<&str>)> = words_of(list)
            .into_iter()
            .map(|(w, c)| (place(w), c))
            .collect();
        places.sort();
        out.push_str(&format!("{head}: {}\n", gaps(places)).replace(": \n", ":\n"));
    }
    Ok(out)
}

/// An item of a line as its word (or gap) and how many use it, when more than one
/// (`word*3`, `1f*3`; `*1` is left out).
fn word_and_count(item: &str) -> (&str, Option<&str>) {
    match item.split_once('*') {
        Some((word, count)) => (word, Some(count)),
        None => (item, None),
    }
}

/// A line of counts as its head (`<kind> …`) and its words (`word word*3 …`).
fn head_and_words(line: &str) -> Result<(&str, &str), String> {
    line.split_once(": ")
        .or_else(|| line.strip_suffix(':').map(|h| (h, "")))
        .ok_or_else(|| format!("not a line of counts: {line}"))
}

/// Whether a file of counts is one [`pack_learned`] wrote (it has the line of words): a
/// file of lines with every word written out reads as no words at all.
///
/// ```
/// use mahjong_referee::lang::{is_packed_learned, pack_learned};
/// let lines = "late 1: clock\n";
/// assert!(!is_packed_learned(lines));
/// assert!(is_packed_learned(&pack_learned(lines).unwrap()));
/// ```
pub fn is_packed_learned(text: &str) -> bool {
    text.lines().any(|l| l.starts_with("words: "))
}

/// The lines of a counts file as written by [`pack_learned`], each word as its stem
/// ([`feature`]). Whatever does not read (a gap past the words, a line before the words'
/// line) is left out: a damaged file ranks by less, it does not stop the search.
pub(super) fn unpack(text: &str) -> Vec<CountsLine<'_>> {
    let mut lines = Vec::new();
    // Words apart by one space, as `mjref search-learn` writes them (split on spaces
    // alone: Unicode's white space would bring its tables into the widget).
    let folded = text
        .lines()
        .find_map(|l| l.strip_prefix("words: "))
        .map(fold)
        .unwrap_or_default();
    // Each word as its stem, stemmed once however many lines use it.
    let vocabulary: Vec<String> = folded
        .split(' ')
        .filter(|w| !w.is_empty())
        .map(feature)
        .collect();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        if line.starts_with("words: ") {
            continue;
        }
        let Some((head, list)) = line.split_once(':') else {
            continue;
        };
        let (kind, n) = head.split_once(' ').unwrap_or((head, "0"));
        // An answer's line, `<kind> <field>=<value> <bias>`, or the ranking's, `<kind>
        // rank= <bias>`; a middle part without `=` is no line of the file.
        let (answer, n) = match n.split_once(' ') {
            Some((answer, n)) => match answer.split_once('=') {
                Some(answer) => (Some(answer), n),
                None => continue,
            },
            None => (None, n),
        };
        // Read as a whole number (an answer's line's in tenths, and signed, as its
        // weights): parsing a float would bring the standard library's float parser into
        // the widget (~17 KB gzip).
        let n = n.trim().parse::<i32>().unwrap_or(0);
        let mut at = 0usize;
        let mut places = Vec::new();
        for item in list.split(' ').filter(|w| !w.is_empty()) {
            let (gap, count) = word_and_count(item);
            let Ok(gap) = usize::from_str_radix(gap, 16) else {
                break;
            };
            let Some(next) = at.checked_add(gap) else {
                break;
            };
            at = next;
            if at >= vocabulary.len() {
                break;
            }
            places.push((at, count.and_then(|c| c.parse().ok()).unwrap_or(1)));
        }
        let counts = places
            .into_iter()
            .map(|(p, c)| (vocabulary[p].clone(), c))
            .collect();
        lines.push((kind, answer, n, counts));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lines as read before they were packed: each word as its stem, with its count.
    fn read_lines(lines: &str) -> Vec<(String, Vec<(String, i32)>)> {
        lines
            .lines()
            .filter(|l| !l.starts_with('#'))
            .filter_map(|l| l.split_once(':'))
            .map(|(head, list)| {
                let words = list
                    .split(' ')
                    .filter(|w| !w.is_empty())
                    .map(|w| match w.split_once('*') {
                        Some((w, c)) => (feature(&fold(w)), c.parse().unwrap()),
                        None => (feature(&fold(w)), 1),
                    })
                    .collect();
                (head.to_string(), words)
            })
            .collect()
    }

    #[test]
    fn packed_counts_read_back_as_their_lines() {
        let lines = "# two incidents\n\
            late 5: clock*2 minutes*5 !arrived retard*3\n\
            late minutes=5 2: minutes*2 retard\n\
            false-set 3: !discarded*2 pung*3 clock\n\
            false-set discarded=false 2: !discarded*2 pung*2\n\
            none 4: clock minutes\n\
            none 0:\n";
        let packed = pack_learned(lines).unwrap();
        let read: Vec<(String, Vec<(String, i32)>)> = unpack(&packed)
            .into_iter()
            .map(|(kind, answer, n, mut counts)| {
                let head = match answer {
                    Some((f, v)) => format!("{kind} {f}={v} {n}"),
                    None => format!("{kind} {n}"),
                };
                counts.sort();
                (head, counts)
            })
            .collect();
        let mut want = read_lines(lines);
        for (_, counts) in &mut want {
            counts.sort();
        }
        assert_eq!(read, want);
    }

    #[test]
    fn a_damaged_file_reads_what_it_can() {
        // The built-in counts, cut anywhere: never a panic, never a word past the list.
        let file = include_str!("../search-learned.txt");
        for cut in (0..file.len())
            .step_by(97)
            .filter(|&c| file.is_char_boundary(c))
        {
            let _ = unpack(&file[..cut]);
        }
        // A gap past the words ends its line; a line before the words reads no word.
        assert!(unpack("late 3: 0 1\n").iter().all(|l| l.3.is_empty()));
        let read = unpack("words: clock minutes\nlate 3: 0 1 7 0\nlate minutes=5 2: 5\n");
        assert_eq!(read[0].3.len(), 2);
        assert!(read[1].3.is_empty());
    }
}
