//! Numbers in a search, in digits and in words, and the number questions they answer: a
//! word read as a number (`spelled.rs`), the numbers of a whole search (`read.rs`), times
//! of day among them (`clock.rs`), and which question each number answers
//! (`questions.rs`).

mod clock;
mod questions;
mod read;
mod spelled;
#[cfg(test)]
mod tests;

pub(super) use questions::{counted, counted_things, number_answers};
pub(super) use read::{Number, numbers};
pub(super) use spelled::{in_words, is_number, read_number, spelled};
