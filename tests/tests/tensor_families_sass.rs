//! The tensor and asynchronous intrinsic families per arch, end to end: for a deterministic
//! sample of each family's cells that are legal on the arch (on sm_90a: mma, ldmatrix/stmatrix,
//! wmma, wgmma, cp.async, mbarrier, the bulk and tensor copies, fences, cluster and elect; on
//! sm_80 the Ampere ones: mma, ldmatrix, wmma, cp.async), the cell's kernel goes through
//! nvisel's LLVM side to PTX for the arch and that PTX through nvisel's ptxas side to SASS;
//! where Phase 1 converts it, `nvdisasm -b SMxx` must decode our words to exactly our listing
//! (text, words and addresses) and the decoded control codes must pass the scoreboard check.
//! How many cells get there is printed per family and kept from dropping by a floor per arch;
//! the cells that do not convert yet are listed with Phase 1's diagnostic.

use nvisel::isel::families::{self, Cell};
use nvisel::ptxas::schedule;
use nvisel::sass::{inst, parse};
use nvisel::target::{Sm, Subtarget};
use nvisel::{InputKind, Options, Stage, compile};
use nvisel_tests::oracle;
use std::collections::BTreeMap;

/// One arch's check: the families sampled and how many sampled cells must be bit-exact (the
/// floor may only go up).
struct ArchTensor {
    sm: &'static str,
    families: &'static [&'static str],
    floor: usize,
}

/// Cells sampled per family (evenly spaced over its cells legal on the arch);
/// NVISEL_TENSOR_PER_FAMILY=N samples more for a wider sweep (the floors count the default 6).
const PER_FAMILY: usize = 6;

/// sm_90a: 37 of 60 sampled cells (cp.async 6 of 6 with the zero-filling copies, wmma.mma).
const SM90A: ArchTensor = ArchTensor {
    sm: "90a",
    families: &["mma", "ldmatrix", "wmma", "wgmma", "cp_async", "mbarrier", "bulk", "tensor", "fence", "cluster", "elect"],
    floor: 37,
};

/// The cell's subtarget on `sm`: its lowest PTX version, at least the arch's.
fn on_arch(c: &Cell, sm: Sm) -> Option<Subtarget> {
    let low = c.lowest_target()?;
    let st = Subtarget { sm, ptx: low.ptx.max(sm.min_ptx()) };
    c.check(&st).is_ok().then_some(st)
}

/// One cell through both sides: `Ok(instructions checked)`, or why not.
fn check_cell(c: &Cell, st: Subtarget, tag: &str) -> Result<usize, String> {
    let options = Options { sm: st.sm, ptx: Some(st.ptx), stop_after: Stage::Ptx, ..Options::default() };
    let comp = compile(&c.module(), &options);
    let ptx = comp.outputs.ptx.clone().filter(|_| !comp.has_errors()).ok_or_else(|| "the LLVM side refused it".to_string())?;
    // NVISEL_TENSOR_PTX_DIR=DIR keeps each sampled cell's PTX (to grow a form table from what
    // ptxas makes of it: tests/tools/sass_add_forms.sh).
    if let Ok(dir) = std::env::var("NVISEL_TENSOR_PTX_DIR") {
        std::fs::write(format!("{dir}/{tag}.ptx"), &ptx).map_err(|e| format!("{dir}: {e}"))?;
    }
    check_ptx(&ptx, st.sm, tag)
}

/// PTX through nvisel's ptxas side on `sm`: `Ok(instructions checked)` when nvdisasm decodes our
/// words to our listing and the control codes pass the scoreboard check, or why not.
fn check_ptx(ptx: &str, sm: Sm, tag: &str) -> Result<usize, String> {
    let st = Subtarget { sm, ptx: sm.min_ptx() };
    let opts = Options { sm: st.sm, input: Some(InputKind::Ptx), ..Options::default() };
    let s = compile(ptx, &opts);
    let Some(sass) = s.outputs.sass.as_ref().filter(|_| !s.has_errors()) else {
        let why = s.diagnostics.iter().map(|d| d.message.clone()).next().unwrap_or_else(|| "no SASS".into());
        return Err(format!("Phase 1: {why}"));
    };
    let ours = oracle::parse_listing(&sass.listing);
    let theirs = oracle::nvdisasm_raw(&sass.to_bytes(), &st.sm.nvdisasm_name(), tag).map_err(|e| format!("nvdisasm: {e}"))?;
    if ours.len() != theirs.len() {
        return Err(format!("we list {} instructions, nvdisasm decoded {}", ours.len(), theirs.len()));
    }
    if let Some((o, t)) = ours.iter().zip(&theirs).find(|(o, t)| o.text != t.text || o.words != t.words || o.offset != t.offset) {
        return Err(format!("/*{:04x}*/ ours `{}` {:016x?}, nvdisasm `{}` {:016x?}", o.offset, o.text, o.words, t.text, t.words));
    }
    let listing: Vec<(u32, inst::Inst, nvisel::trace::ControlCode)> = theirs
        .iter()
        .map(|d| Ok((d.offset, parse::parse_inst(&d.text).map_err(|e| format!("{}: {e:?}", d.text))?, inst::unpack_control(d.words[1]))))
        .collect::<Result<_, String>>()?;
    let v = schedule::check(&listing);
    if !v.is_empty() {
        return Err(format!("scoreboard check: {v:?}"));
    }
    Ok(theirs.len())
}

fn run_arch(arch: &ArchTensor) {
    let sm = Sm::parse(arch.sm).expect("a known arch");
    let reg = families::registry();
    let mut by_family: BTreeMap<&str, Vec<(&Cell, Subtarget)>> = BTreeMap::new();
    for (_, c) in &reg.cells {
        if c.illegal.is_some() || !arch.families.contains(&c.family) {
            continue;
        }
        if let Some(st) = on_arch(c, sm) {
            by_family.entry(c.family).or_default().push((c, st));
        }
    }
    let (mut passed, mut tried, mut insts) = (0, 0, 0);
    let mut failures = Vec::new();
    // NVISEL_TENSOR_FAMILIES=mma,wmma limits a sweep to those families.
    let only = std::env::var("NVISEL_TENSOR_FAMILIES").ok();
    for fam in arch.families {
        if only.as_deref().is_some_and(|o| !o.split(',').any(|f| f == *fam)) {
            continue;
        }
        let cells = by_family.get(fam).map(Vec::as_slice).unwrap_or(&[]);
        let per_family = std::env::var("NVISEL_TENSOR_PER_FAMILY").ok().and_then(|v| v.parse().ok()).unwrap_or(PER_FAMILY);
        let n = cells.len().min(per_family);
        let mut ok = 0;
        for k in 0..n {
            let (c, st) = cells[k * cells.len() / n];
            tried += 1;
            match check_cell(c, st, &format!("tensor_families_sm{}_{fam}_{k}", arch.sm)) {
                Ok(count) => {
                    ok += 1;
                    insts += count;
                }
                Err(e) => failures.push(format!("{fam}: {} [{}]: {e}", c.intrinsic, c.key())),
            }
        }
        passed += ok;
        println!("{fam}: {ok} of {n} sampled cells ({} legal on sm_{}) bit-exact through the ptxas side", cells.len(), arch.sm);
    }
    println!("tensor/async families on sm_{}: {passed} of {tried} sampled cells bit-exact ({insts} instructions decoded equal and scoreboard-clean)", arch.sm);
    for f in &failures {
        println!("  not yet: {f}");
    }
    // Every failure that reached nvdisasm is a real encoding or scoreboard bug, not a missing rule.
    let wrong: Vec<&String> = failures.iter().filter(|f| !f.contains("Phase 1:") && !f.contains("LLVM side refused")).collect();
    assert!(wrong.is_empty(), "sm_{}: cells that compile but do not decode to our listing:\n{}", arch.sm, wrong.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n"));
    if per_family_default() {
        assert!(passed >= arch.floor, "sm_{}: only {passed} cells bit-exact (floor {})", arch.sm, arch.floor);
    }
}

fn per_family_default() -> bool {
    std::env::var("NVISEL_TENSOR_PER_FAMILY").is_err() && std::env::var("NVISEL_TENSOR_FAMILIES").is_err()
}

#[test]
fn tensor_and_async_family_cells_compile_to_sass_nvdisasm_decodes_to_our_listing() {
    run_arch(&SM90A);
}

/// sm_80 (Ampere): mma.sync (f16/bf16/tf32/s8/u8/f64) as HMMA/IMMA/DMMA, ldmatrix as LDSM,
/// cp.async as LDGSTS + LDGDEPBAR/DEPBAR, wmma. 18 of 24 sampled cells (ldmatrix 6 of 6, mma 5 of 6, cp.async 6 of 6, wmma 1 of 6:
/// its mma; the loads and stores are not converted yet).
const SM80: ArchTensor = ArchTensor { sm: "80", families: &["mma", "ldmatrix", "wmma", "cp_async"], floor: 18 };

#[test]
fn sm80_tensor_and_async_family_cells_compile_to_sass_nvdisasm_decodes_to_our_listing() {
    run_arch(&SM80);
}

/// sm_86 (Ampere consumer): the same families and conversions as sm_80 on forms_sm86.txt.
/// 16 of 24 sampled cells (cp.async 4 of 6: ARRIVES.LDGSTSBAR.64 is not in the table yet).
const SM86: ArchTensor = ArchTensor { sm: "86", families: &["mma", "ldmatrix", "wmma", "cp_async"], floor: 16 };

#[test]
fn sm86_tensor_and_async_family_cells_compile_to_sass_nvdisasm_decodes_to_our_listing() {
    run_arch(&SM86);
}

/// sm_89 (Ada): the same families and conversions as sm_80 on forms_sm89.txt. 15 of 24 sampled
/// cells (mma 4 of 6: fp8 mma not converted; cp.async 4 of 6 as on sm_86).
const SM89: ArchTensor = ArchTensor { sm: "89", families: &["mma", "ldmatrix", "wmma", "cp_async"], floor: 15 };

#[test]
fn sm89_tensor_and_async_family_cells_compile_to_sass_nvdisasm_decodes_to_our_listing() {
    run_arch(&SM89);
}

/// sm_120a (Blackwell consumer): the warp-level mma families on forms_sm120.txt (ptxas 13.5
/// emits the same HMMA/IMMA for them; fp8/fp6/fp4 mma as QMMA, m8n8k16 int8 as one IMMA.16816
/// on zero-padded fragments, m16n8kK f64 as DMMA.8x8x4 steps). 11 of 24 sampled cells (mma 3 of
/// 6: m8n8k4 f16, sub-byte and b1 mma are not converted; ldmatrix 6 of 6, wmma 1 of 6, cp.async
/// 1 of 6). The whole mma family (NVISEL_TENSOR_FAMILIES=mma NVISEL_TENSOR_PER_FAMILY=200):
/// 102 of 144 cells. Block-scaled mma (QMMA.SF/OMMA.SF) has no LLVM intrinsic in the families;
/// phase1::math::tensor's unit cases cover it.
const SM120A: ArchTensor = ArchTensor { sm: "120a", families: &["mma", "ldmatrix", "wmma", "cp_async"], floor: 11 };

#[test]
fn sm120a_tensor_and_async_family_cells_compile_to_sass_nvdisasm_decodes_to_our_listing() {
    run_arch(&SM120A);
}

/// Block-scaled mma on sm_120a (no LLVM intrinsic in the families, so not sampled above): every
/// kind, scale vector and scale type, with zero and non-zero scale ids, through the ptxas side;
/// nvdisasm must decode `QMMA.SF`/`OMMA.SF` and the ids' `UMOV` to our listing.
#[test]
fn sm120a_block_scaled_mma_decodes_to_our_listing() {
    let f4 = "{%f5, %f6, %f7, %f8}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%f1, %f2, %f3, %f4}";
    let variants = [
        "m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e2m1.f32.ue8m0 F4, %r7, {1, 1}, %r8, {3, 2}",
        "m16n8k32.row.col.kind::mxf8f6f4.block_scale.f32.e3m2.e5m2.f32.ue8m0 F4, %r7, {0, 0}, %r8, {0, 0}",
        "m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0 F4, %r7, {2, 1}, %r8, {0, 3}",
        "m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0 F4, %r7, {0, 0}, %r8, {2, 1}",
        "m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3 F4, %r7, {0, 0}, %r8, {0, 0}",
    ];
    let sm = Sm::parse("120a").expect("a known arch");
    let mut failures = Vec::new();
    for (k, v) in variants.iter().enumerate() {
        let body = format!("mma.sync.aligned.{};", v.replace("F4", f4));
        let ptx = format!(
            ".version 8.7\n.target sm_120a\n.address_size 64\n.visible .entry k(.param .u64 p)\n{{\n\t.reg .b32 %r<16>;\n\t.reg .f32 %f<16>;\n\t.reg .b64 %rd<4>;\n\tld.param.u64 %rd1, [p];\n\tld.global.v4.u32 {{%r1, %r2, %r3, %r4}}, [%rd1];\n\tld.global.v4.u32 {{%r5, %r6, %r7, %r8}}, [%rd1+16];\n\tld.global.v4.f32 {{%f1, %f2, %f3, %f4}}, [%rd1+32];\n\t{body}\n\tst.global.v4.f32 [%rd1+48], {{%f5, %f6, %f7, %f8}};\n\tret;\n}}\n"
        );
        match check_ptx(&ptx, sm, &format!("block_scaled_mma_sm120a_{k}")) {
            Ok(n) => println!("{body}: {n} instructions decoded equal"),
            Err(e) => failures.push(format!("{body}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
