//! Reading back the trace's `&'static str` fields.
//!
//! A few trace fields name things from fixed tables (a phase's title, a field's colour class, a
//! diagnostic's phase) and are `&'static str` so building the trace costs nothing. The explorer
//! compiles in a Web Worker and sends the [`crate::Compilation`] to the page as JSON, so those
//! fields must also deserialize: each distinct string is leaked once and reused, which keeps the
//! memory bounded by the number of distinct names, not by the number of compilations.

use serde::{Deserialize, Deserializer};
use std::collections::BTreeSet;
use std::sync::Mutex;

/// At most this many distinct strings are kept; past it (only a hostile input could get there,
/// the names come from the compiler's tables) a string reads back as [`OVERFLOW`].
pub const MAX_INTERNED: usize = 4096;
/// What a string reads back as once the table is full.
pub const OVERFLOW: &str = "?";

static TABLE: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());

/// The `'static` copy of `text`, shared by every caller that asks for the same text.
pub fn intern(text: &str) -> &'static str {
    let Ok(mut table) = TABLE.lock() else { return OVERFLOW };
    if let Some(&s) = table.get(text) {
        return s;
    }
    if table.len() >= MAX_INTERNED {
        return OVERFLOW;
    }
    let s: &'static str = Box::leak(text.to_owned().into_boxed_str());
    table.insert(s);
    s
}

/// `&'static str` under another name: serde borrows every field spelled `&str` from the input
/// (which would tie a deserialized trace to the JSON's lifetime), not one spelled through an alias.
pub type StaticStr = &'static str;

/// `#[serde(deserialize_with = "crate::interned::static_str")]` for `&'static str` fields.
pub fn static_str<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    let text = std::borrow::Cow::<'de, str>::deserialize(d)?;
    Ok(intern(&text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_text_is_the_same_pointer() {
        let a = intern("register");
        let b = intern(&String::from("register"));
        assert!(std::ptr::eq(a, b));
        assert_eq!(a, "register");
    }

    #[test]
    fn a_compilation_survives_the_trip_through_json() {
        let source = "define ptx_kernel void @k(ptr %p, float %a) {\n  %v = load float, ptr %p, align 4\n  %m = fmul float %v, %a\n  store float %m, ptr %p, align 4\n  ret void\n}\n";
        let c = crate::compile(source, &crate::Options::default());
        assert!(c.outputs.sass.is_some(), "{:?}", c.diagnostics);
        let json = serde_json::to_string(&c).unwrap();
        let back: crate::Compilation = serde_json::from_str(&json).unwrap();
        assert_eq!(serde_json::to_string(&back).unwrap(), json, "what the page reads is what the worker sent");
        let words = |c: &crate::Compilation| {
            c.trace.phases.iter().filter_map(|p| match &p.snapshot {
                crate::trace::Snapshot::Sass(s) => Some(s.functions.iter().flat_map(|f| f.insts.iter().map(|i| i.words)).collect::<Vec<_>>()),
                _ => None,
            }).collect::<Vec<_>>()
        };
        assert_eq!(words(&back), words(&c), "128-bit words keep every bit");
    }
}
