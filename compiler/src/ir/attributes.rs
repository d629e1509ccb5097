//! The attribute keywords LLVM IR knows, and where each may stand: on a function, a parameter,
//! or a return value (LLVM's `Attributes.td`, as of LLVM 22, plus the spellings NVVM IR 2.0 uses).
//!
//! The parser keeps attributes as written; this table decides what is an attribute at all (so a
//! misplaced word is an error rather than a silently accepted attribute) and where it applies.

/// Applies to functions (and call sites).
pub const FN: u8 = 1;
/// Applies to parameters (and call arguments).
pub const PARAM: u8 = 2;
/// Applies to return values.
pub const RET: u8 = 4;

/// Every attribute keyword with the positions it may take.
pub const ATTRIBUTES: &[(&str, u8)] = &[
    ("align", PARAM | RET | FN),
    ("alignstack", FN | PARAM),
    ("allocalign", PARAM),
    ("allockind", FN),
    ("allocptr", PARAM),
    ("allocsize", FN),
    ("alwaysinline", FN),
    ("argmemonly", FN),
    ("builtin", FN),
    ("byref", PARAM),
    ("byval", PARAM),
    ("captures", PARAM),
    ("cold", FN),
    ("convergent", FN),
    ("coro_elide_safe", FN),
    ("coro_only_destroy_when_complete", FN),
    ("dead_on_return", PARAM),
    ("dead_on_unwind", PARAM),
    ("dereferenceable", PARAM | RET),
    ("dereferenceable_or_null", PARAM | RET),
    ("disable_sanitizer_instrumentation", FN),
    ("elementtype", PARAM),
    ("fn_ret_thunk_extern", FN),
    ("hot", FN),
    ("hybrid_patchable", FN),
    ("immarg", PARAM),
    ("inaccessiblemem_or_argmemonly", FN),
    ("inaccessiblememonly", FN),
    ("inalloca", PARAM),
    ("initializes", PARAM),
    ("inlinehint", FN),
    ("inreg", PARAM | RET),
    ("jumptable", FN),
    ("local_unnamed_addr", FN),
    ("memory", FN),
    ("minsize", FN),
    ("mustprogress", FN),
    ("naked", FN),
    ("nest", PARAM),
    ("noalias", PARAM | RET),
    ("nobuiltin", FN),
    ("nocallback", FN),
    ("nocapture", PARAM),
    ("nocf_check", FN),
    ("nocreateundeforpoison", FN),
    ("nodivergencesource", FN),
    ("noduplicate", FN),
    ("noext", PARAM | RET),
    ("nofpclass", PARAM | RET),
    ("nofree", FN | PARAM),
    ("noimplicitfloat", FN),
    ("noinline", FN),
    ("nomerge", FN),
    ("nonlazybind", FN),
    ("nonnull", PARAM | RET),
    ("noprofile", FN),
    ("norecurse", FN),
    ("noredzone", FN),
    ("noreturn", FN),
    ("nosanitize_bounds", FN),
    ("nosanitize_coverage", FN),
    ("nosync", FN),
    ("noundef", PARAM | RET),
    ("nounwind", FN),
    ("null_pointer_is_valid", FN),
    ("optdebug", FN),
    ("optforfuzzing", FN),
    ("optnone", FN),
    ("optsize", FN),
    ("preallocated", PARAM | FN),
    ("range", PARAM | RET),
    ("readnone", PARAM | FN),
    ("readonly", PARAM | FN),
    ("returned", PARAM),
    ("returns_twice", FN),
    ("safestack", FN),
    ("sanitize_address", FN),
    ("sanitize_hwaddress", FN),
    ("sanitize_memory", FN),
    ("sanitize_memtag", FN),
    ("sanitize_numerical_stability", FN),
    ("sanitize_realtime", FN),
    ("sanitize_realtime_blocking", FN),
    ("sanitize_thread", FN),
    ("sanitize_type", FN),
    ("shadowcallstack", FN),
    ("signext", PARAM | RET),
    ("skipprofile", FN),
    ("speculatable", FN),
    ("speculative_load_hardening", FN),
    ("sret", PARAM),
    ("ssp", FN),
    ("sspreq", FN),
    ("sspstrong", FN),
    ("strictfp", FN),
    ("swiftasync", PARAM),
    ("swifterror", PARAM),
    ("swiftself", PARAM),
    ("unnamed_addr", FN),
    ("uwtable", FN),
    ("vscale_range", FN),
    ("willreturn", FN),
    ("writable", PARAM),
    ("writeonly", PARAM | FN),
    ("zeroext", PARAM | RET),
];

/// The legacy memory attributes LLVM 22 still reads and upgrades to a `memory(..)` attribute
/// (what `llvm-as-22 | llvm-dis-22` prints for them).
pub fn upgrade(name: &str) -> Option<&'static str> {
    match name {
        "argmemonly" => Some("memory(argmem: readwrite)"),
        "inaccessiblememonly" => Some("memory(inaccessiblemem: readwrite)"),
        "inaccessiblemem_or_argmemonly" => Some("memory(argmem: readwrite, inaccessiblemem: readwrite)"),
        _ => None,
    }
}

/// Attributes that must have a parenthesised argument (`captures(none)`, `memory(read)`).
pub const NEEDS_ARGUMENTS: &[&str] = &[
    "allockind", "allocsize", "byref", "byval", "captures", "dereferenceable", "dereferenceable_or_null",
    "elementtype", "inalloca", "initializes", "memory", "nofpclass", "preallocated", "range", "sret", "vscale_range",
];

/// Where `name` may stand, or `None` if it is not an attribute.
pub fn positions(name: &str) -> Option<u8> {
    ATTRIBUTES.binary_search_by(|(n, _)| n.cmp(&name)).ok().map(|i| ATTRIBUTES[i].1)
}

/// The noun for a position in messages.
pub fn position_name(pos: u8) -> &'static str {
    match pos {
        FN => "functions",
        PARAM => "parameters",
        _ => "return values",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_for_binary_search() {
        assert!(ATTRIBUTES.windows(2).all(|w| w[0].0 < w[1].0), "ATTRIBUTES must stay sorted");
        assert_eq!(positions("noundef"), Some(PARAM | RET));
        assert_eq!(positions("call"), None);
        assert_eq!(upgrade("argmemonly"), Some("memory(argmem: readwrite)"));
        assert!(positions("inaccessiblememonly").is_some() && positions("inaccessiblemem_or_argmemonly").is_some());
    }
}
