//! # mahjong-referee
//!
//! What the tournament rules say about a mahjong irregularity, under five rule sets:
//! EMA Riichi 2016 and 2012, World Riichi Championship 2015, MERS 2010 and FFMJ 2008 (MCR).
//! This crate is the rules core of the mahjong referee widget: an [`rules::Incident`] (what
//! happened, with the facts that decide it) goes in, a [`rules::Ruling`] comes out — the
//! outcome, what the players do now, who pays what, and the section of the document that says
//! so. Where tiles matter it reads them ([`tiles`], [`sets`]) and analyses hands ([`riichi`]
//! waits, furiten and yaku; [`mcr`] fans).
//!
//! One ruling: a player claimed a pung but showed south, west, south, and has discarded since.
//!
//! ```
//! use mahjong_referee::rules::{compare, rule, Incident, RulesetId};
//!
//! let incident: Incident = r#"{"kind": "false-set", "tiles": "southwestsouth", "discarded": true}"#
//!     .parse()
//!     .expect("an incident");
//! let ruling = rule(RulesetId::Ema2016, &incident);
//! assert_eq!(ruling.outcome.code(), "dead-hand");
//! assert_eq!(ruling.sections[0].to_string(), "EMA 2016 §5.1.4");
//! for step in &ruling.steps {
//!     println!("{step}"); // what the players do now, in English
//! }
//! assert_eq!(compare(&incident).len(), 5); // the same incident under every rule set
//! ```
//!
//! The incidents and their facts are listed by [`rules::catalogue`] (and in `docs/incidents.md`);
//! the same JSON is what `mjref` and the JS API take. Other languages than English are packs
//! ([`lang`]).
//!
//! Features: none by default — the core has no web dependency and builds for any target.
//! `api` adds the JS boundary (`api`, wasm-bindgen), `web` the Yew widget (`ui`). The version
//! (`CARGO_PKG_VERSION`) is the release the widget's footer, `mjref --version` and the JS API
//! show; what changed between releases is in `CHANGELOG.md`.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod lang;
pub mod mcr;
pub mod order;
pub mod riichi;
pub mod rules;
pub mod sets;
pub mod strict;
pub mod tiles;

#[cfg(feature = "api")]
pub mod api;
#[cfg(feature = "web")]
pub mod ui;
