//! LLVM IR to PTX over the corpus: every corpus file (`tests/corpus/llvm/*.ll`) that compiles
//! with `--emit ptx` must be accepted by the real ptxas at sm_90; the number that compile is a
//! floor that only rises; and the PTX instruction counts are compared with LLVM 22's (through
//! llvmlite in the oracle venv), reporting the median ratio.

use nvisel::{compile, Options, Stage};
use nvisel_tests::oracle;
use std::path::Path;
use std::process::Command;

/// Corpus files that compile to PTX today. Raise it when the selector grows; never lower it.
const COMPILE_FLOOR: usize = 100;

/// PTX instructions in a module: statements ending in `;` that are not directives or labels.
fn instruction_count(ptx: &str) -> usize {
    ptx.lines()
        .map(str::trim)
        .filter(|l| l.ends_with(';') && !l.starts_with('.') && !l.starts_with("//") && !l.starts_with('$'))
        .count()
}

/// LLVM 22's PTX for `path` (llc -O3 at sm_90 through llvmlite).
fn llvm22(path: &Path) -> Result<String, String> {
    let python = oracle::venv().join("bin/python");
    let script = "import sys, llvmlite.binding as l\n\
l.initialize_all_targets(); l.initialize_all_asmprinters()\n\
tm = l.Target.from_triple('nvptx64-nvidia-cuda').create_target_machine(cpu='sm_90', features='+ptx80', opt=3)\n\
sys.stdout.write(tm.emit_assembly(l.parse_assembly(open(sys.argv[1]).read())))\n";
    let out = Command::new(&python)
        .arg("-c")
        .arg(script)
        .arg(path)
        .output()
        .map_err(|e| format!("{}: {e}; run `make test-deps` (or set NVISEL_VENV)", python.display()))?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn corpus_ptx_is_accepted_by_ptxas() {
    let files = nvisel_tests::corpus::files(&["corpus/llvm"], "ll");
    let opts = Options { stop_after: Stage::Ptx, ..Options::default() };
    let (mut compiled, mut rejected) = (Vec::new(), Vec::new());
    let mut ratios = Vec::new();
    for path in &files {
        let source = std::fs::read_to_string(path).unwrap();
        let c = compile(&source, &opts);
        if c.has_errors() {
            continue;
        }
        let Some(ptx) = c.outputs.ptx else { continue };
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        match oracle::ptxas(&ptx, "sm_90", &format!("llvm_to_ptx_{}", name.replace('.', "_"))) {
            Ok(_) => compiled.push(name.clone()),
            Err(e) => rejected.push(format!("{name}: {e}")),
        }
        let theirs = llvm22(path).unwrap_or_else(|e| panic!("LLVM 22 oracle failed on {name}: {e}"));
        let (ours, theirs) = (instruction_count(&ptx), instruction_count(&theirs));
        if theirs > 0 {
            ratios.push(ours as f64 / theirs as f64);
        }
    }
    assert!(rejected.is_empty(), "ptxas rejected our PTX:\n{}", rejected.join("\n"));
    ratios.sort_by(f64::total_cmp);
    let median = ratios.get(ratios.len() / 2).copied().unwrap_or(f64::NAN);
    println!("llvm_to_ptx: {} of {} corpus files compile to PTX that ptxas accepts", compiled.len(), files.len());
    println!("llvm_to_ptx: median instruction-count ratio ours / LLVM 22 = {median:.3} over {} files", ratios.len());
    assert!(compiled.len() >= COMPILE_FLOOR, "{} files compile, below the floor of {COMPILE_FLOOR}", compiled.len());
}

#[test]
fn instruction_count_skips_directives_and_labels() {
    let ptx = ".version 8.0\n.visible .entry k(\n\t.param .u32 k_param_0\n)\n{\n\t.reg .b32 \t%r<2>;\n\tld.param.b32 \t%r1, [k_param_0];\n$L__BB0_1:\n\tret;\n}\n";
    assert_eq!(instruction_count(ptx), 2);
}
