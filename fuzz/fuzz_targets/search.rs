//! Any text typed into the search box, in each language: a list of incidents and the
//! answers its words give, never a panic (the widget searches on every key); each answer is
//! for one of the found incident's own questions; a search that names nothing lists every
//! incident.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_referee::lang::{Lang, names_anything, search, search_answers};
use mahjong_referee::rules::catalogue::CATALOGUE;

fuzz_target!(|text: &str| {
    for lang in Lang::ALL {
        let found = search(lang, text);
        if !names_anything(text) {
            assert_eq!(found.len(), CATALOGUE.len(), "{text:?}");
        }
        for info in found {
            for (field, _) in search_answers(lang, info, text) {
                assert!(info.facts.iter().any(|f| f.field == field), "{text:?}: {field}");
            }
        }
    }
});
