//! Any text as incident JSON: no panic; an incident that reads gets a ruling from every
//! rule set, said in every language, with the facts it assumes (each one of the incident's
//! and not given), and writes back to the same incident.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_referee::lang::Lang;
use mahjong_referee::rules::{Incident, RulesetId, Situation, assumed, compare};

fuzz_target!(|text: &str| {
    if let Ok(situation) = text.parse::<Situation>() {
        for id in RulesetId::ALL {
            for field in assumed(id, &situation) {
                assert!(!situation.answered(field), "{field} was given");
            }
        }
    }
    if let Ok(incident) = text.parse::<Incident>() {
        for r in compare(&incident) {
            for lang in Lang::ALL {
                let said = lang.report(&r);
                assert!(!said.headline.is_empty() && said.steps.len() == r.steps.len());
            }
            assert!(!r.steps.is_empty());
        }
        let json = serde_json::to_string(&incident).expect("serialises");
        assert_eq!(json.parse::<Incident>().expect("reads back"), incident);
    }
});
