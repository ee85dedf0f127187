//! The hand check's entries as the record they are stored as (version 4,
//! [`crate::ui::codec`]), and the lines of versions 1 to 3.

use super::{HandState, Since, Target};
use crate::riichi::Hand;
use crate::tiles::{Tiles, mpsz_or_empty};
use crate::ui::codec;
use crate::ui::hooks::Stored;
use crate::ui::typed_hand::{HandProblem, empty_hand, flag, printed, yes};

/// Stored as a record (version 4); `-` for a question not answered:
///
/// ```text
/// ["4","<h|d>","<hand>","<discards>","<passed y|n|->","<in riichi y|n|->","<since nothing|call|draw|->","<win or ->","<tsumo y|n|->","<riichi y|n|->","<seat 0-3|->","<round 0-3|->","<dora|->","<typed text>"]
/// ```
///
/// Version 3 stored the same fields as one line separated by `;`, the typed text last:
///
/// ```text
/// 3;<h|d>;<hand>;<discards>;<passed y|n|->;<in riichi y|n|->;<since nothing|call|draw|->;<win or ->;<tsumo y|n|->;<riichi y|n|->;<seat 0-3|->;<round 0-3|->;<dora|->;<typed text>
/// ```
///
/// Lines of the older versions still read, all of them kept. Version 1 held every question
/// with a value, version 2 every furiten question (only the win questions could be
/// unanswered): the pre-picked value when the user had not answered. A value other than the
/// pre-picked one was the user's answer and reads as answered; the pre-picked one cannot be
/// told from no answer, so it reads as not answered — the check asks it again rather than
/// assume it. Pre-picked were: no winning discard let pass, not in riichi then, nothing
/// since (versions 1 and 2); ron, no riichi, South, East, no dora (version 1).
impl Stored for HandState {
    const KEY: &'static str = "mahjong-referee/hand";

    fn encode(&self) -> String {
        let discards = mpsz_or_empty(&self.discards);
        let number = |n: Option<u8>| n.map_or("-".to_string(), |n| n.to_string());
        let answered = |b: Option<bool>| b.map_or("-", yes);
        codec::record(&[
            "4",
            match self.target {
                Target::Hand => "h",
                Target::Discards => "d",
            },
            &printed(&self.hand),
            &discards,
            answered(self.passed),
            answered(self.passed_in_riichi),
            self.since.map_or("-", |since| match since {
                Since::Nothing => "nothing",
                Since::Call => "call",
                Since::Draw => "draw",
            }),
            &self.win.map_or("-".to_string(), |t| t.to_string()),
            answered(self.tsumo),
            answered(self.riichi),
            &number(self.seat),
            &number(self.round),
            &number(self.dora),
            &self.typed,
        ])
    }

    fn decode(line: &str) -> Option<HandState> {
        let record = codec::read(line);
        let f: Vec<&str> = match &record {
            Some(record) => codec::texts(record)?,
            None => line.splitn(14, ';').collect(),
        };
        if f.len() != 14 {
            return None;
        }
        // Which questions the line's version pre-picked: the win questions, the furiten ones.
        let (version_1, furiten_prepicked) = match (f[0], record.is_some()) {
            ("1", false) => (true, true),
            ("2", false) => (false, true),
            ("3", false) | ("4", true) => (false, false),
            _ => return None,
        };
        let hand = if f[2].is_empty() {
            empty_hand()
        } else {
            f[2].parse::<Hand>().ok()?
        };
        let discards = if f[3].is_empty() {
            Vec::new()
        } else {
            f[3].parse::<Tiles>().ok()?.into_vec()
        };
        let typed = f[13].to_string();
        let typed_error = match typed.trim() {
            "" => None,
            text => text.parse::<Hand>().err().map(HandProblem::Hand),
        };
        let small = |s: &str, max: u8| s.parse::<u8>().ok().filter(|n| *n <= max);
        // A question's answer: `-` not answered; in a line of a version that pre-picked it,
        // the value it was pre-picked with reads as not answered (see above).
        fn answer<T: PartialEq>(
            text: &str,
            prepicking: bool,
            prepicked: T,
            read: impl Fn(&str) -> Option<T>,
        ) -> Option<Option<T>> {
            if text == "-" && !prepicking {
                return Some(None);
            }
            let value = read(text)?;
            Some((!prepicking || value != prepicked).then_some(value))
        }
        let since = |s: &str| match s {
            "nothing" => Some(Since::Nothing),
            "call" => Some(Since::Call),
            "draw" => Some(Since::Draw),
            _ => None,
        };
        Some(HandState {
            hand,
            typed,
            typed_error,
            target: match f[1] {
                "h" => Target::Hand,
                "d" => Target::Discards,
                _ => return None,
            },
            discards,
            passed: answer(f[4], furiten_prepicked, false, flag)?,
            passed_in_riichi: answer(f[5], furiten_prepicked, false, flag)?,
            since: answer(f[6], furiten_prepicked, Since::Nothing, since)?,
            win: match f[7] {
                "-" => None,
                t => Some(t.parse().ok()?),
            },
            tsumo: answer(f[8], version_1, false, flag)?,
            riichi: answer(f[9], version_1, false, flag)?,
            seat: answer(f[10], version_1, 1, |s| small(s, 3))?,
            round: answer(f[11], version_1, 0, |s| small(s, 3))?,
            dora: answer(f[12], version_1, 0, |s| small(s, 99))?,
        })
    }
}
