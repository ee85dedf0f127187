//! Any text: parsing never panics, and whatever parses prints back to the same tiles in
//! every notation.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_referee::sets::SetCheck;
use mahjong_referee::tiles::{Notation, Tiles};

fuzz_target!(|text: &str| {
    if let Ok(tiles) = text.parse::<Tiles>() {
        for (printed, notation) in [
            (tiles.to_string(), Notation::Mpsz),
            (tiles.words().to_string(), Notation::Words),
            (tiles.unicode().to_string(), Notation::Unicode),
        ] {
            let back = Tiles::parse_as(&printed, notation).expect("printed tiles parse");
            assert_eq!(back, tiles, "{printed}");
        }
        let _ = SetCheck::new(tiles).reason();
    }
});
