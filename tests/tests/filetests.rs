//! Runs every filetest under `tests/filetests/` (see `nvisel_tests::filetest` for the format).
//!
//! `cargo test -p nvisel-tests --test filetests -- PATTERN` runs the files whose path contains
//! PATTERN; `NVISEL_BLESS=1` rewrites precise-output blocks. The last line is
//! `filetests: N passed, N failed`.

use nvisel_tests::filetest;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("filetests");
    let filters: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with('-')).collect();
    let bless = std::env::var_os("NVISEL_BLESS").is_some_and(|v| v == "1");
    let files: Vec<_> = filetest::discover(&root)
        .into_iter()
        .filter(|p| filters.is_empty() || filters.iter().any(|f| p.to_string_lossy().contains(f.as_str())))
        .collect();
    let (mut passed, mut failed) = (0, 0);
    for path in &files {
        let name = path.strip_prefix(&root).unwrap_or(path).display().to_string();
        let result = filetest::parse(path).and_then(|t| filetest::run(&t, bless));
        match result {
            Ok(()) => {
                passed += 1;
                println!("filetest {name} ... ok");
            }
            Err(e) => {
                failed += 1;
                println!("filetest {name} ... FAILED\n{e}");
            }
        }
    }
    if files.is_empty() && filters.is_empty() {
        println!("no filetests found under {}", root.display());
        failed += 1;
    }
    println!("filetests: {passed} passed, {failed} failed");
    std::process::exit(i32::from(failed > 0));
}
