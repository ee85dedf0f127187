//! Any text as a ruling link, a stored entry, a stored hand or a stored session log (whole,
//! or damaged and read as far as it can be): no panic; whatever reads writes back to the
//! same state.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_referee::ui::hand_state::HandState;
use mahjong_referee::ui::hooks::Stored;
use mahjong_referee::ui::log_state::PenaltyLog;
use mahjong_referee::ui::state::AppState;

fuzz_target!(|text: &str| {
    if let Ok(state) = AppState::from_link(text) {
        let again = AppState::from_link(&state.link()).expect("own link reads");
        assert_eq!(again.link(), state.link());
    }
    if let Some(state) = AppState::decode(text) {
        assert_eq!(AppState::decode(&state.encode()), Some(state));
    }
    if let Some(state) = HandState::decode(text) {
        assert_eq!(HandState::decode(&state.encode()), Some(state));
    }
    if let Some(log) = PenaltyLog::decode(text) {
        assert_eq!(PenaltyLog::decode(&log.encode()), Some(log));
    }
    // A damaged log: what is read of it is a log that writes back to itself.
    let (log, _) = PenaltyLog::salvage(text);
    assert_eq!(PenaltyLog::decode(&log.encode()), Some(log));
});
