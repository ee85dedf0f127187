//! # mahjong-referee
//!
//! What the tournament rules say about a mahjong irregularity, under five rule sets:
//! EMA Riichi 2016 and 2012, World Riichi Championship 2015, MERS 2010 and FFMJ 2008 (MCR).
//!
//! The core — [`tiles`], [`sets`], [`rules`] — has no web dependency. The JS boundary
//! (`api`) is built with the `api` feature, the Yew widget (`ui`) with the `web` feature.
//!
//! ```
//! use mahjong_referee::rules::{rule, Incident, RulesetId};
//! let incident: Incident = r#"{"kind": "false-set", "tiles": "southwestsouth", "discarded": true}"#
//!     .parse()
//!     .unwrap();
//! let ruling = rule(RulesetId::Ema2016, &incident);
//! assert_eq!(ruling.outcome.code(), "dead-hand");
//! assert_eq!(ruling.sections[0].to_string(), "EMA 2016 §5.1.4");
//! ```
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
