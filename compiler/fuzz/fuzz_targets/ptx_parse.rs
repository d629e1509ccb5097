//! Fuzzes the PTX front end with the same property as the deterministic mutation test in
//! `tests/tests/ptx_frontend.rs`: never panic; accepted input round-trips through the printer;
//! rejected input gets diagnostics inside the text. Seed the corpus with `tests/corpus/ptx/*.ptx`:
//! `cargo +nightly fuzz run ptx_parse ../../tests/corpus/ptx`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Err(why) = nvisel_tests::ptx_fuzz::check(&text) {
        panic!("{why}");
    }
});
