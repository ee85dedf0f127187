//! The widget's pieces.

mod compare_table;
mod group_input;
mod question;
mod ruleset_picker;
mod ruling_card;
mod tile_keyboard;

pub use compare_table::{CompareTable, CompareTableProps};
pub use group_input::{GroupInput, GroupInputProps};
pub use question::{Choice, ChoiceProps, YesNo, YesNoProps};
pub use ruleset_picker::{RulesetPicker, RulesetPickerProps};
pub use ruling_card::{RulingCard, RulingCardProps};
pub use tile_keyboard::{TileKeyboard, TileKeyboardProps};
