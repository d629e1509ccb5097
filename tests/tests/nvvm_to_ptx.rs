//! NVVM IR 2.0 to PTX: every file of `tests/corpus/nvvm/` (typed pointers, `!nvvm.annotations`
//! kernels, LLVM 7 attribute spellings) is compiled by nvisel for sm_90 and by libNVVM (the cicc
//! core NVIDIA ships, `-arch=compute_90`). libNVVM must accept every input (the corpus is what it
//! reads); ptxas must accept every PTX we print; the number we compile is a floor that only rises;
//! and our PTX instruction counts are compared with libNVVM's, reporting the median ratio.

use nvisel::{compile, Options, Stage};
use nvisel_tests::oracle;

/// NVVM corpus files we compile to PTX that ptxas accepts today. Raise it; never lower it.
const COMPILE_FLOOR: usize = 8;

#[test]
fn nvvm_corpus_compiles_and_libnvvm_agrees_on_the_input() {
    let files = nvisel_tests::corpus::files(&["corpus/nvvm"], "ll");
    assert!(files.len() >= 5, "the NVVM corpus shrank to {} files", files.len());
    let opts = Options { stop_after: Stage::Ptx, ..Options::default() };
    let results = oracle::parallel_map(&files, 4, |path| {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let source = std::fs::read_to_string(path).unwrap();
        let c = compile(&source, &opts);
        let theirs = oracle::libnvvm(path, "compute_90");
        let ours = match (c.has_errors(), c.outputs.ptx) {
            (false, Some(ptx)) => {
                Ok(oracle::ptxas(&ptx, "sm_90", &format!("nvvm_{}", name.replace('.', "_"))).map(|_| ptx))
            }
            _ => Err(c.diagnostics.first().map(|d| d.render(&name)).unwrap_or_else(|| "no PTX and no diagnostic".into())),
        };
        (name, ours, theirs)
    });

    let mut problems = Vec::new();
    let mut ratios = Vec::new();
    let mut compiled = 0;
    for (name, ours, theirs) in &results {
        let theirs = match theirs {
            Ok(ptx) if ptx.contains(".entry") => ptx,
            Ok(_) => {
                problems.push(format!("{name}: libNVVM printed no .entry"));
                continue;
            }
            Err(log) => {
                problems.push(format!("{name}: libNVVM refuses the input: {log}"));
                continue;
            }
        };
        match ours {
            Ok(Ok(ptx)) => {
                compiled += 1;
                let (o, t) = (oracle::ptx_instruction_count(ptx), oracle::ptx_instruction_count(theirs));
                println!("nvvm_to_ptx: {name}: {o} instructions, libNVVM {t}");
                if t > 0 {
                    ratios.push(o as f64 / t as f64);
                }
            }
            Ok(Err(e)) => problems.push(format!("{name}: ptxas rejected our PTX: {e}")),
            Err(d) => {
                assert!(!d.starts_with("no PTX"), "{name}: {d}");
                println!("nvvm_to_ptx: {name}: not yet: {d}");
            }
        }
    }
    ratios.sort_by(f64::total_cmp);
    let median = ratios.get(ratios.len() / 2).copied().unwrap_or(f64::NAN);
    println!("nvvm_to_ptx: {compiled} of {} NVVM files compile to PTX that ptxas accepts", files.len());
    println!("nvvm_to_ptx: median instruction-count ratio ours / libNVVM = {median:.3} over {} files", ratios.len());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(compiled >= COMPILE_FLOOR, "{compiled} NVVM files compile, below the floor of {COMPILE_FLOOR}");
}

#[test]
fn libnvvm_oracle_refuses_broken_input() {
    // The oracle itself can say no: modern IR with opaque pointers is not NVVM IR 2.0.
    let dir = oracle::scratch("nvvm-negative");
    let path = dir.join("opaque.ll");
    std::fs::write(&path, "define void @f(ptr %p) {\n  store i32 0, ptr %p\n  ret void\n}\n").unwrap();
    assert!(oracle::libnvvm(&path, "compute_90").is_err());
}
