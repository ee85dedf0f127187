//! How an incident's facts are declared: a closed list of values (`choices!`) and a struct
//! of facts (`facts!`, each field with its JSON name and its [`Fact`]), and the reading and
//! writing of a struct's facts by name that `facts!` gives it.

use super::IncidentError;
use super::fact::{Fact, FactType, Value};
use crate::strict::UnknownField;

/// A closed list of values as a fact: the enum, each value with its JSON name, its
/// [`FactType`] and its serialisation by that name. The first value is the default, as the
/// list's default answer is its first (one place says it).
macro_rules! choices {
    ($(#[$m:meta])* pub enum $name:ident {
        $(#[$fm:meta])* $first:ident = $first_json:literal,
        $( $(#[$vm:meta])* $variant:ident = $json:literal, )*
    }) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, serde::Serialize)]
        pub enum $name {
            $(#[$fm])* #[default] #[serde(rename = $first_json)] $first,
            $( $(#[$vm])* #[serde(rename = $json)] $variant, )*
        }

        impl $name {
            /// Its name as the JSON writes it.
            pub const fn name(self) -> &'static str {
                match self {
                    $name::$first => $first_json,
                    $( $name::$variant => $json, )*
                }
            }
        }

        impl $crate::rules::incident::fact::FactType for $name {
            const KIND: $crate::rules::incident::fact::FactKind = $crate::rules::incident::fact::FactKind::List;
            const CHOICES: &'static [&'static str] = &[$first_json, $($json),*];

            fn to_value(&self) -> Option<$crate::rules::incident::fact::Value> {
                Some($crate::rules::incident::fact::Value::Choice(self.name()))
            }

            fn from_value(value: &$crate::rules::incident::fact::Value) -> Option<$name> {
                match value {
                    $crate::rules::incident::fact::Value::Choice($first_json) => Some($name::$first),
                    $( $crate::rules::incident::fact::Value::Choice($json) => Some($name::$variant), )*
                    _ => None,
                }
            }
        }
    };
}
pub(super) use choices;

/// An incident's facts, by their JSON names: read and set.
pub(super) trait Facts {
    /// A fact's value (`None`: no such fact, or no value, e.g. no group).
    fn value(&self, field: &str) -> Option<Value>;
    /// Sets a fact from a value of its kind (checked against the fact already).
    fn set(&mut self, field: &str, value: &Value) -> Result<(), IncidentError>;
}

/// A struct of facts, declared once: each field with its JSON name and its fact
/// (`pub minutes: u16 = "minutes" => required("How many minutes late?")`); its kind of value
/// comes from the field's type ([`FactType`]). From it come the struct, its `FACTS`, its
/// `Default` (each fact's default answer) and its reading and writing by name. A field
/// without a name (an MCR hand shown) is not a fact.
macro_rules! facts {
    ($(#[$m:meta])* pub struct $name:ident {
        $( $(#[$fm:meta])* pub $field:ident : $ty:ty $(= $json:literal => $fact:expr)? ),* $(,)?
    }) => {
        $(#[$m])*
        pub struct $name {
            $( $(#[$fm])* pub $field: $ty, )*
        }

        impl $name {
            /// Its facts, in the order they are asked.
            pub const FACTS: &'static [$crate::rules::incident::fact::Fact] = &[ $( $( ($fact).of::<$ty>($json), )? )* ];
        }

        impl Default for $name {
            /// Every fact at its default answer.
            fn default() -> $name {
                let mut out = $name { $( $field: Default::default(), )* };
                $crate::rules::incident::declare::unusual_defaults(&mut out, <$name>::FACTS);
                out
            }
        }

        impl $crate::rules::incident::declare::Facts for $name {
            fn value(&self, field: &str) -> Option<$crate::rules::incident::fact::Value> {
                match field {
                    $( $( $json => $crate::rules::incident::fact::FactType::to_value(&self.$field), )? )*
                    _ => None,
                }
            }

            fn set(
                &mut self,
                field: &str,
                value: &$crate::rules::incident::fact::Value,
            ) -> Result<(), $crate::rules::IncidentError> {
                match field {
                    $( $( $json => $crate::rules::incident::declare::put(&mut self.$field, value, $json), )? )*
                    _ => Err($crate::rules::incident::declare::unknown_field(field, <$name>::FACTS)),
                }
            }
        }
    };
}
pub(super) use facts;

/// Sets a field from a fact's value (one copy per field type, not per field).
#[inline(never)]
pub(super) fn put<T: FactType>(
    slot: &mut T,
    value: &Value,
    field: &'static str,
) -> Result<(), IncidentError> {
    *slot = T::from_value(value).ok_or_else(|| mismatch(field, value))?;
    Ok(())
}

/// Puts the facts whose default is not their type's (a count of 1, a yes) at it. The
/// catalogue's tests check each reads.
pub(super) fn unusual_defaults(out: &mut dyn Facts, facts: &[Fact]) {
    for f in facts {
        if let Some(value) = f.unusual_default().and_then(|d| f.typed(d).ok()) {
            let _ = out.set(f.field, &value);
        }
    }
}

/// A value not of its fact's kind (the caller checked it against the fact: said as an
/// error, never a panic).
#[cold]
fn mismatch(field: &'static str, value: &Value) -> IncidentError {
    IncidentError::Type {
        field,
        what: format!("'{value}' is not of its kind"),
    }
}

pub(super) fn unknown_field(field: &str, facts: &[Fact]) -> IncidentError {
    let fields: Vec<&'static str> = facts.iter().map(|f| f.field).collect();
    IncidentError::UnknownField(UnknownField::new(field, &fields))
}
