//! The widget's pieces.

mod compare_table;
mod group_input;
mod hand_panel;
mod incident_picker;
mod lang_picker;
mod mcr_panel;
mod meld_row;
pub mod penalty_log;
mod question;
mod questions;
mod reading;
mod ruleset_picker;
mod ruling_card;
mod share_link;
mod stopwatch;
mod tabs;
mod tile_keyboard;
mod tile_row;

pub use compare_table::{CompareTable, CompareTableProps};
pub use group_input::{GroupInput, GroupInputProps};
pub use hand_panel::{HandPanel, HandPanelProps};
pub use incident_picker::{IncidentPicker, IncidentPickerProps};
pub use lang_picker::{LangPicker, LangPickerProps};
pub use mcr_panel::{McrPanel, McrPanelProps};
pub use meld_row::{MeldRow, MeldRowProps};
pub use penalty_log::{PenaltyLogPanel, PenaltyLogPanelProps};
pub use question::{Choice, ChoiceProps, YesNo, YesNoProps, choice};
pub use questions::{Questions, QuestionsProps};
pub use reading::{ReadSet, read_sets, reading, waited_on};
pub use ruleset_picker::{RulesetPicker, RulesetPickerProps};
pub use ruling_card::{RulingCard, RulingCardProps};
pub use share_link::{ShareLink, ShareLinkProps};
pub use stopwatch::{Stopwatch, StopwatchProps, StopwatchStart, whole_minutes};
pub use tabs::{Tabs, TabsProps};
pub use tile_keyboard::{TileKeyboard, TileKeyboardProps, arrow_step};
pub use tile_row::{TileRow, TileRowProps};
