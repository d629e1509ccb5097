//! Fuzzes the LLVM IR front end: any bytes must parse (or fail with positioned diagnostics)
//! without a panic, and whatever parses and verifies cleanly must print and parse back cleanly to
//! the same text. Seed corpus: `tests/corpus/llvm/*.ll` and `tests/corpus/nvvm/*.ll`.
//!
//! Run: `cd compiler/fuzz && cargo +nightly fuzz run llvm_parse ../../tests/corpus/llvm`
#![no_main]

use libfuzzer_sys::fuzz_target;
use nvisel::ir::{parse_and_verify, printer};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let (module, diags) = parse_and_verify(text);
    for d in &diags {
        assert!(d.span.line >= 1 && d.span.col >= 1, "diagnostic without a position: {d:?}");
    }
    if diags.is_empty() {
        let once = printer::print(&module);
        let (again, diags2) = parse_and_verify(&once);
        assert!(diags2.is_empty(), "the printout does not parse: {diags2:?}\n{once}");
        assert_eq!(printer::print(&again), once, "printing is not a fixpoint");
    }
});
