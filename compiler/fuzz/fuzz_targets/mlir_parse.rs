//! Fuzzes the MLIR nvgpu front end: any bytes must parse, verify, convert and lower (or fail with
//! positioned diagnostics) without a panic, and whatever parses must print and parse back to the
//! same text. Seed corpus: `tests/corpus/mlir/*.mlir`.
//!
//! Run: `cd compiler/fuzz && cargo +nightly fuzz run mlir_parse ../../tests/corpus/mlir`
#![no_main]

use libfuzzer_sys::fuzz_target;
use nvisel::mlir::{front_end, parser, printer};
use nvisel::target::Sm;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for sm in ["80", "90a", "100a"] {
        let (_, diags) = front_end(text, Sm::parse(sm).expect("a known SM"));
        for d in &diags {
            assert!(d.span.line >= 1 && d.span.col >= 1, "diagnostic without a position: {d:?}");
        }
    }
    if let Ok(m) = parser::parse(text) {
        let once = printer::print(&m);
        let again = parser::parse(&once).unwrap_or_else(|d| panic!("the printout does not parse: {d:?}\n{once}"));
        assert_eq!(printer::print(&again), once, "printing is not a fixpoint");
    }
});
