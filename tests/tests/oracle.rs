//! Oracle tests: everything the filetests make is checked by NVIDIA's real tools.
//!
//! - every PTX a filetest produces must be accepted by `ptxas -arch=<its --sm>`;
//! - every SASS listing a filetest produces is re-made as raw words (`--emit sass-bin`), decoded
//!   by `nvdisasm -b SMxx`, and nvdisasm's text and words must equal ours, instruction for
//!   instruction.
//!
//! A missing tool is a failure, not a skip (`make test-deps` installs them). The last line is
//! `oracle: N passed, N failed`.

use nvisel::target::Sm;
use nvisel_tests::{filetest, oracle};
use std::path::Path;

/// What a RUN line asks for, as far as the oracles care.
struct RunShape {
    emit: String,
    sm: Sm,
}

fn shape(path: &Path, args: &[String]) -> Option<RunShape> {
    let mut emit = None;
    let mut sm = Some(Sm::SM90);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let (key, inline) = match a.split_once('=') {
            Some((k, v)) => (k, Some(v.to_string())),
            None => (a.as_str(), None),
        };
        let mut value = || inline.clone().or_else(|| it.next().cloned());
        match key {
            "--emit" => emit = value(),
            "--sm" | "-mcpu" => sm = value().and_then(|v| Sm::parse(&v)),
            _ => {}
        }
    }
    let default_emit = if path.extension().is_some_and(|e| e == "ptx") { "sass" } else { "ptx" };
    Some(RunShape { emit: emit.unwrap_or_else(|| default_emit.to_string()), sm: sm? })
}

fn check_sass(path: &Path, args: &[String], listing: &str, sm: Sm, name: &str) -> Result<usize, String> {
    let ours = oracle::parse_listing(listing);
    let mut bin_args: Vec<String> = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--emit" {
            it.next();
        } else if !a.starts_with("--emit=") {
            bin_args.push(a.clone());
        }
    }
    bin_args.extend(["--emit".to_string(), "sass-bin".to_string()]);
    let bin = filetest::execute(path, &bin_args);
    if bin.exit != 0 {
        return Err(format!("--emit sass-bin failed:\n{}", bin.stderr));
    }
    let theirs = oracle::nvdisasm_raw(&bin.stdout, &sm.nvdisasm_name(), name)?;
    if ours.len() != theirs.len() {
        return Err(format!("we list {} instructions, nvdisasm decoded {}", ours.len(), theirs.len()));
    }
    for (o, t) in ours.iter().zip(&theirs) {
        if o.text != t.text || o.words != t.words {
            return Err(format!(
                "/*{:04x}*/ ours: {} {:016x?}\n          nvdisasm: {} {:016x?}",
                o.offset, o.text, o.words, t.text, t.words
            ));
        }
    }
    Ok(ours.len())
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("filetests");
    let (mut passed, mut failed) = (0usize, 0usize);
    let (mut ptx_checked, mut sass_checked) = (0usize, 0usize);
    for path in filetest::discover(&root) {
        let name = path.strip_prefix(&root).unwrap_or(&path).display().to_string();
        let Ok(t) = filetest::parse(&path) else { continue };
        for (i, r) in t.runs.iter().enumerate() {
            let Some(shape) = shape(&path, &r.args) else { continue };
            if !matches!(shape.emit.as_str(), "ptx" | "sass") {
                continue;
            }
            let res = filetest::execute(&path, &r.args);
            if res.exit != 0 {
                continue; // a diagnostics test: nothing for the oracles
            }
            let tag = format!("{}-{i}", name.replace(['/', '.'], "_"));
            let outcome = match shape.emit.as_str() {
                "ptx" => oracle::ptxas(&String::from_utf8_lossy(&res.stdout), &shape.sm.to_string(), &tag).map(|_| {
                    ptx_checked += 1;
                }),
                _ => check_sass(&path, &r.args, &String::from_utf8_lossy(&res.stdout), shape.sm, &tag).map(|n| {
                    sass_checked += n;
                }),
            };
            match outcome {
                Ok(()) => {
                    passed += 1;
                    println!("oracle {name} (RUN line {}, {} {}) ... ok", r.line, shape.emit, shape.sm);
                }
                Err(e) => {
                    failed += 1;
                    println!("oracle {name} (RUN line {}, {} {}) ... FAILED\n{e}", r.line, shape.emit, shape.sm);
                }
            }
        }
    }
    println!("oracle: {ptx_checked} PTX outputs accepted by ptxas, {sass_checked} SASS instructions equal to nvdisasm's");
    if passed + failed == 0 {
        println!("no filetest produced PTX or SASS for the oracles to check");
        failed += 1;
    }
    println!("oracle: {passed} passed, {failed} failed");
    std::process::exit(i32::from(failed > 0));
}
