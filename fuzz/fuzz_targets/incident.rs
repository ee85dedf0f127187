//! Any text as incident JSON: no panic; an incident that reads gets a ruling from every
//! rule set, said in every language, and writes back to the same incident.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_referee::lang::Lang;
use mahjong_referee::rules::{Incident, IncidentInput, compare};

fuzz_target!(|text: &str| {
    if let Ok(incident) = text.parse::<Incident>() {
        for r in compare(&incident) {
            for lang in Lang::ALL {
                let said = lang.report(&r);
                assert!(!said.headline.is_empty() && said.steps.len() == r.steps.len());
            }
            assert!(!r.steps.is_empty());
        }
        let json = serde_json::to_string(&IncidentInput::from(&incident)).expect("serialises");
        assert_eq!(json.parse::<Incident>().expect("reads back"), incident);
    }
});
