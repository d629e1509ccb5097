//! nvisel against LLVM 22 on a deterministic sample of 100 intrinsic-family cells: each cell's
//! kernel (generated from the same cell data the selector uses) is compiled by LLVM 22's NVPTX
//! back end (llc -O3 through llvmlite) and by nvisel at the cell's lowest target, and the kernels'
//! instructions are compared one for one, with register numbers and parameter names folded
//! (`%r12` → `%r`, `k0_param_1` → `param`).
//!
//! Two figures are printed: cells whose family instruction (the line with the cell's PTX opcode)
//! is identical, and cells whose whole kernel is identical; the differences are listed. Floors
//! keep both from regressing.

use nvisel::isel::families::{self, Cell};
use nvisel::target::Subtarget;
use nvisel::{Options, Stage, compile};
use nvisel_tests::oracle::{self, LlcJob};

/// Cells compared.
const SAMPLE: usize = 100;
/// Floors on the two figures (out of [`SAMPLE`]).
const FAMILY_INSTRUCTION_FLOOR: usize = 100;
/// The whole-kernel differences left (the sample spans every family, ~2,000 cells): an operand
/// the selected form does not print (a bulk-tensor store's cache hint with its flag off) is still
/// loaded with `ld.param` here, where LLVM 22 drops the load on sm_90 (and keeps it for the
/// sm_100a cta_group forms); an `i1` operand (vote's predicate, tcgen05.mma's enable_input_d) is
/// `setp.ne.s32` after the other parameter loads here, `setp.ne.b32` right after its own load in
/// LLVM 22. The family instruction is identical on all 100 (and on every cell with
/// NVISEL_FAMILY_COMPARE_ALL=1).
const WHOLE_KERNEL_FLOOR: usize = 87;

/// The instruction lines of the module's kernels, normalised.
fn instructions(ptx: &str) -> Vec<String> {
    let reg = regex::Regex::new(r"%(rd|r|p|rs|f|fd|h|hh)[0-9]+").unwrap();
    let param = regex::Regex::new(r"\b[A-Za-z_][A-Za-z0-9_]*_param_[0-9]+").unwrap();
    // LLVM 22 continues a long instruction (wmma.mma's four fragments) on lines indented by two
    // tabs: one instruction, one line.
    let ptx = ptx.replace("\n\t\t", " ");
    ptx.lines()
        .map(str::trim)
        .filter(|l| l.ends_with(';') && !l.starts_with('.') && !l.starts_with("//"))
        .map(|l| {
            let l = l
                .trim_end_matches(';')
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                // LLVM 22 prints wmma.store.d's address and fragment as `[%rd1],{%r1, ..}`; the
                // PTX printer here always puts a space after an operand's comma.
                .replace(",{", ", {");
            let l = reg.replace_all(&l, "%$1").to_string();
            param.replace_all(&l, "param").to_string()
        })
        .collect()
}

fn opcode(c: &Cell) -> String {
    c.ptx.split_whitespace().next().unwrap_or("").trim_end_matches(';').to_string()
}

#[test]
fn a_sample_of_100_cells_matches_llvm22_instruction_for_instruction() {
    let reg = families::registry();
    let legal: Vec<&Cell> = reg
        .cells
        .iter()
        .map(|(_, c)| c)
        .filter(|c| c.illegal.is_none())
        .collect();
    assert!(legal.len() >= SAMPLE, "only {} legal cells", legal.len());
    // NVISEL_FAMILY_COMPARE_ALL=1 compares every legal cell (slow; figures only, no floors).
    let all = std::env::var_os("NVISEL_FAMILY_COMPARE_ALL").is_some();
    let n = if all { legal.len() } else { SAMPLE };
    let sample: Vec<(&Cell, Subtarget)> = (0..n)
        .map(|i| legal[i * legal.len() / n])
        .map(|c| (c, c.lowest_target().expect("a legal cell has a target")))
        .collect();
    let dir = oracle::scratch("family-compare");
    let jobs: Vec<LlcJob> = sample
        .iter()
        .enumerate()
        .map(|(i, (c, st))| {
            let file = dir.join(format!("cell{i}.ll"));
            std::fs::write(&file, c.module()).unwrap();
            LlcJob {
                file,
                sm: st.sm.to_string().trim_start_matches("sm_").to_string(),
                ptx: Some(st.ptx.as_number()),
            }
        })
        .collect();
    let theirs =
        oracle::llvm22_batch(&jobs, "family-compare").expect("LLVM 22 (llvmlite) must run");
    let (mut same_inst, mut same_kernel) = (0, 0);
    let mut diffs = Vec::new();
    for ((c, st), llvm) in sample.iter().zip(theirs) {
        let label = format!("{} [{}] at {st}", c.intrinsic, c.key());
        let llvm = match llvm {
            Ok(p) => instructions(&p),
            Err(e) => {
                diffs.push(format!(
                    "{label}: LLVM 22 refused it: {}",
                    e.lines().next().unwrap_or("")
                ));
                continue;
            }
        };
        let options = Options {
            sm: st.sm,
            ptx: Some(st.ptx),
            stop_after: Stage::Ptx,
            ..Options::default()
        };
        let comp = compile(&c.module(), &options);
        let ours = instructions(comp.outputs.ptx.as_deref().unwrap_or(""));
        let op = opcode(c);
        let pick = |v: &[String]| {
            v.iter()
                .find(|l| l.split_whitespace().next() == Some(op.as_str()))
                .cloned()
        };
        let (a, b) = (pick(&ours), pick(&llvm));
        if a.is_some() && a == b {
            same_inst += 1;
        } else {
            diffs.push(format!(
                "{label}: family instruction\n    ours: {a:?}\n    llvm: {b:?}"
            ));
        }
        if ours == llvm {
            same_kernel += 1;
        } else if a == b {
            diffs.push(format!(
                "{label}: kernel differs\n    ours: {ours:?}\n    llvm: {llvm:?}"
            ));
        }
    }
    println!(
        "LLVM 22 comparison on {n} cells: family instruction identical {same_inst}/{n}, whole kernel identical {same_kernel}/{n}"
    );
    for d in &diffs {
        println!("DIFF {d}");
    }
    if all {
        return;
    }
    assert!(
        same_inst >= FAMILY_INSTRUCTION_FLOOR,
        "family instruction identical on {same_inst}/{SAMPLE} (floor {FAMILY_INSTRUCTION_FLOOR})"
    );
    assert!(
        same_kernel >= WHOLE_KERNEL_FLOOR,
        "whole kernel identical on {same_kernel}/{SAMPLE} (floor {WHOLE_KERNEL_FLOOR})"
    );
}
