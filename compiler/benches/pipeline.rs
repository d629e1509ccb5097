//! Pipeline benchmark: the whole compile with the full trace, over the LLVM corpus and over
//! generated straight-line kernels of 1k, 10k and 100k instructions. The browser recompiles on
//! every keystroke, so typical kernels must stay well under 16 ms and cost must grow about
//! linearly with size.
//!
//! `cargo bench -p nvisel --bench pipeline` (optionally `-- 1000 10000` to pick sizes). Prints a
//! table; it asserts nothing (speed is measured here, never in tests). Each generated kernel is
//! written to `target/bench/straight_line_<n>.ll` first, so `tools/bench_llvm.sh` times LLVM 22 on
//! exactly the same input; `-- --write-kernels 1000` writes them and stops.
//!
//! Two times per size: to PTX (`Stage::Ptx`, what `llc -O3` does, comparable with LLVM 22) and
//! the whole pipeline to SASS with the trace serialised (what the explorer pays for).

use nvisel::{compile, InputKind, Options, Stage};
use std::time::{Duration, Instant};

/// A kernel of `n` dependent integer and float operations in one block.
fn straight_line(n: usize) -> String {
    let mut s = String::from("define ptx_kernel void @k(ptr %p, i32 %x0, float %f0) {\nentry:\n");
    for i in 0..n / 2 {
        s.push_str(&format!("  %x{} = add i32 %x{i}, {}\n", i + 1, i % 7 + 1));
        s.push_str(&format!("  %f{} = fmul float %f{i}, 1.5\n", i + 1));
    }
    let last = n / 2;
    s.push_str(&format!("  store i32 %x{last}, ptr %p, align 4\n  %q = getelementptr float, ptr %p, i64 1\n  store float %f{last}, ptr %q, align 4\n  ret void\n}}\n"));
    s
}

fn time(src: &str, reps: usize) -> Duration {
    time_to(src, reps, Stage::Sass)
}

fn time_to(src: &str, reps: usize, stop_after: Stage) -> Duration {
    time_split(src, reps, stop_after).0
}

/// Best total time (compile + trace JSON) and, from that same run, the part spent serialising
/// the trace.
fn time_split(src: &str, reps: usize, stop_after: Stage) -> (Duration, Duration) {
    let opts = Options { input: Some(InputKind::LlvmIr), stop_after, ..Options::default() };
    let mut best = (Duration::MAX, Duration::ZERO);
    for _ in 0..reps {
        let t = Instant::now();
        let c = compile(src, &opts);
        let compiled = t.elapsed();
        // Serialising the trace is part of what the explorer pays for.
        let json = c.trace_json();
        std::hint::black_box(json.len());
        let total = t.elapsed();
        if total < best.0 {
            best = (total, total - compiled);
        }
    }
    best
}

/// Where the generated kernels are written: `<workspace>/target/bench/` (or `$CARGO_TARGET_DIR/bench`).
fn kernel_dir() -> std::path::PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target"));
    target.join("bench")
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let write_only = args.iter().any(|a| a == "--write-kernels");
    let sizes: Vec<usize> = args.iter().filter_map(|a| a.parse().ok()).collect();
    let sizes = if sizes.is_empty() { vec![1_000, 10_000, 100_000] } else { sizes };
    let dir = kernel_dir();
    let _ = std::fs::create_dir_all(&dir);
    for &n in &sizes {
        let path = dir.join(format!("straight_line_{n}.ll"));
        if let Err(e) = std::fs::write(&path, straight_line(n)) {
            eprintln!("cannot write {}: {e}", path.display());
        }
    }
    if write_only {
        println!("wrote {} kernels to {}", sizes.len(), dir.display());
        return;
    }
    let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/llvm");
    let mut files: Vec<_> = std::fs::read_dir(&corpus).into_iter().flatten().flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == "ll")).collect();
    files.sort();
    let mut times: Vec<(Duration, String)> = files
        .iter()
        .filter_map(|f| std::fs::read_to_string(f).ok().map(|src| (time(&src, 5), f.file_name().unwrap_or_default().to_string_lossy().into_owned())))
        .collect();
    times.sort();
    if !times.is_empty() {
        let median = times[times.len() / 2].0;
        let (worst, name) = times.last().cloned().unwrap_or_default();
        println!("corpus to SASS + trace: {} kernels, median {:.3} ms, slowest {:.3} ms ({name})", times.len(), ms(median), ms(worst));
        let mut to_ptx: Vec<Duration> =
            files.iter().filter_map(|f| std::fs::read_to_string(f).ok()).map(|src| time_to(&src, 5, Stage::Ptx)).collect();
        to_ptx.sort();
        println!("corpus to PTX + trace: median {:.3} ms, slowest {:.3} ms", ms(to_ptx[to_ptx.len() / 2]), ms(to_ptx[to_ptx.len() - 1]));
    }
    // The JSON columns: the part of each total spent serialising the trace.
    println!("{:>10} {:>12} {:>10} {:>14} {:>10} {:>16}", "instrs", "to PTX ms", "(JSON)", "to SASS ms", "(JSON)", "SASS us/instr");
    for n in sizes {
        let src = straight_line(n);
        // Best of several runs: the machine may be shared.
        let reps = if n >= 100_000 { 1 } else if n <= 1_000 { 10 } else { 3 };
        let (ptx, ptx_json) = time_split(&src, reps, Stage::Ptx);
        let (t, t_json) = time_split(&src, reps, Stage::Sass);
        println!("{n:>10} {:>12.2} {:>10.2} {:>14.2} {:>10.2} {:>16.3}", ms(ptx), ms(ptx_json), ms(t), ms(t_json), t.as_secs_f64() * 1e6 / n as f64);
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}
