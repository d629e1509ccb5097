//! The PTX availability table: for each instruction family and type/modifier variant that LLVM
//! 22's NVPTX back end emits, the lowest PTX ISA version, the lowest SM, and whether it needs the
//! arch-conditional (`a`) or family-conditional (`f`) target.
//!
//! The numbers come from the PTX ISA's "PTX ISA Notes" / "Target ISA Notes" paragraphs and LLVM's
//! `hasPTX<..>`/`hasSM<..>` predicates, and every row with an `example` is checked against ptxas
//! 13.5 by `tests/tests/target_table.rs`: accepted at (minimum SM, minimum PTX), refused one PTX
//! version lower and one SM lower (or on the plain variant, for `a`/`f` rows). Where the
//! documentation and ptxas disagree, the row follows ptxas and says so in `note`.
//!
//! The table is one flat list of named rows ([`rows`]) so the explorer can show it as is.

use super::subtarget::Subtarget;
use super::{PtxVersion, Sm, SmVariant};
use serde::Serialize;

/// Which variants of an SM may use a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Gate {
    /// Any target at or above the minimum SM (forward compatible).
    Any,
    /// Arch-conditional only: the `a` variant of one of these SMs.
    Arch(&'static [u16]),
    /// Arch- or family-conditional: the `a` or `f` variant of one of these SMs.
    Family(&'static [u16]),
}

/// When one row is available.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Availability {
    /// The lowest PTX ISA version.
    pub min_ptx: PtxVersion,
    /// The lowest SM number.
    pub min_sm: u16,
    /// The `a`/`f` requirement.
    pub gate: Gate,
    /// A lower PTX floor that holds from a higher SM on: `(sm, ptx)`. The FP8 conversions need PTX
    /// 8.1 on sm_89 but only 7.8 on sm_90 (ptxas: "Feature 'cvt.e4m3x2.f32 on sm_89' requires PTX
    /// ISA .version 8.1").
    pub from_sm_ptx: Option<(u16, PtxVersion)>,
}

impl Availability {
    /// Whether `sm` satisfies the SM part of the gate (not the PTX part).
    pub fn allows_sm(&self, sm: Sm) -> bool {
        match self.gate {
            Gate::Any => sm.number >= self.min_sm,
            Gate::Arch(list) => sm.variant == SmVariant::Arch && list.contains(&sm.number),
            Gate::Family(list) => sm.variant != SmVariant::Base && list.contains(&sm.number),
        }
    }

    /// The lowest PTX version the row needs on `sm`.
    pub fn min_ptx_on(&self, sm: Sm) -> PtxVersion {
        match self.from_sm_ptx {
            Some((from, ptx)) if sm.number >= from => ptx,
            _ => self.min_ptx,
        }
    }

    /// The requirement in words, for the explorer's table: `sm_80+, PTX 7.0`, `sm_90a, PTX 8.0`,
    /// `sm_100a/f, sm_103a/f, ... PTX 8.6`.
    pub fn describe(&self) -> String {
        let sms = match self.gate {
            Gate::Any => format!("sm_{}+", self.min_sm),
            Gate::Arch(list) => list.iter().map(|n| format!("sm_{n}a")).collect::<Vec<_>>().join(", "),
            Gate::Family(list) => list.iter().map(|n| format!("sm_{n}a/f")).collect::<Vec<_>>().join(", "),
        };
        match self.from_sm_ptx {
            Some((from, ptx)) => format!("{sms}, PTX {} (PTX {ptx} from sm_{from})", self.min_ptx),
            None => format!("{sms}, PTX {}", self.min_ptx),
        }
    }

    /// The lowest target this row can be used on: `sm_90`, `sm_90a`, `sm_100a`...
    pub fn min_target(&self) -> Sm {
        let variant = match self.gate {
            Gate::Any => SmVariant::Base,
            Gate::Arch(_) | Gate::Family(_) => SmVariant::Arch,
        };
        Sm { number: self.min_sm, variant }
    }
}

/// One row of the table: an instruction family, one of its variants, and when it is available.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct FeatureRow {
    /// The instruction family (`add`, `cvt`, `atom`, `mma.sync`, `tcgen05`...).
    pub family: &'static str,
    /// The variant within the family, as the PTX spells it (`.bf16x2`, `.acquire.gpu`...).
    pub variant: &'static str,
    /// When it is available.
    pub availability: Availability,
    /// A PTX snippet using the variant (kernel body; registers `%h %r %rd %f %fd %p` declared,
    /// `.shared smem` and `.global gmem` arrays exist), or "" when none is given.
    pub example: &'static str,
    /// Where the documentation and ptxas disagree, or anything else worth saying.
    pub note: &'static str,
}

const fn v(major: u8, minor: u8) -> PtxVersion {
    PtxVersion { major, minor }
}

const fn row(family: &'static str, variant: &'static str, ptx: PtxVersion, min_sm: u16, gate: Gate, example: &'static str) -> FeatureRow {
    FeatureRow { family, variant, availability: Availability { min_ptx: ptx, min_sm, gate, from_sm_ptx: None }, example, note: "" }
}

/// The FP8 conversions: PTX 8.1 on sm_89, 7.8 from sm_90.
const fn fp8_on_sm89(r: FeatureRow) -> FeatureRow {
    let mut r = r;
    r.availability.from_sm_ptx = Some((90, v(7, 8)));
    r.note = "PTX 8.1 on sm_89, PTX 7.8 from sm_90 (ptxas 13.5)";
    r
}

const fn noted(r: FeatureRow, note: &'static str) -> FeatureRow {
    FeatureRow { note, ..r }
}

use Gate::{Any, Arch, Family};

/// Datacenter Blackwell and Thor: the SMs with tensor memory.
const TMEM: &[u16] = &[100, 101, 103, 110];
/// The SMs whose `a`/`f` variants have the Blackwell narrow-float conversions.
const BLACKWELL_ALL: &[u16] = &[100, 101, 103, 110, 120, 121];
/// Consumer Blackwell.
const CONSUMER: &[u16] = &[120, 121];
/// setmaxnreg: Hopper and Blackwell arch-conditional targets.
const SETMAXNREG: &[u16] = &[90, 100, 101, 103, 110, 120, 121];

/// THE table. Grouped by family; order is display order.
static TABLE: &[FeatureRow] = &[
    // ---- Arithmetic: half, bfloat16 and packed floats ----
    row("add", ".f16", v(4, 2), 53, Any, "add.rn.f16 %h1, %h2, %h3;"),
    row("add", ".f16x2", v(4, 2), 53, Any, "add.rn.f16x2 %r1, %r2, %r3;"),
    row("add", ".bf16", v(7, 8), 90, Any, "add.rn.bf16 %h1, %h2, %h3;"),
    row("add", ".bf16x2", v(7, 8), 90, Any, "add.rn.bf16x2 %r1, %r2, %r3;"),
    row("mul", ".bf16", v(7, 8), 90, Any, "mul.rn.bf16 %h1, %h2, %h3;"),
    row("sub", ".bf16x2", v(7, 8), 90, Any, "sub.rn.bf16x2 %r1, %r2, %r3;"),
    row("fma", ".f16x2", v(4, 2), 53, Any, "fma.rn.f16x2 %r1, %r2, %r3, %r4;"),
    row("fma", ".bf16", v(7, 0), 80, Any, "fma.rn.bf16 %h1, %h2, %h3, %h4;"),
    row("fma", ".bf16x2", v(7, 0), 80, Any, "fma.rn.bf16x2 %r1, %r2, %r3, %r4;"),
    row("fma", ".relu.f16", v(7, 0), 80, Any, "fma.rn.relu.f16 %h1, %h2, %h3, %h4;"),
    row("fma", ".relu.bf16x2", v(7, 0), 80, Any, "fma.rn.relu.bf16x2 %r1, %r2, %r3, %r4;"),
    row("fma", ".f32x2", v(8, 6), 100, Any, "fma.rn.f32x2 %rd1, %rd2, %rd3, %rd4;"),
    row("add", ".f32x2", v(8, 6), 100, Any, "add.rn.f32x2 %rd1, %rd2, %rd3;"),
    row("mul", ".f32x2", v(8, 6), 100, Any, "mul.rn.f32x2 %rd1, %rd2, %rd3;"),
    row("neg", ".bf16", v(7, 0), 80, Any, "neg.bf16 %h1, %h2;"),
    row("abs", ".bf16x2", v(7, 0), 80, Any, "abs.bf16x2 %r1, %r2;"),
    row("abs", ".f16", v(6, 5), 53, Any, "abs.f16 %h1, %h2;"),
    row("min", ".f16", v(7, 0), 80, Any, "min.f16 %h1, %h2, %h3;"),
    row("min", ".bf16x2", v(7, 0), 80, Any, "min.bf16x2 %r1, %r2, %r3;"),
    row("max", ".NaN.f32", v(7, 0), 80, Any, "max.NaN.f32 %f1, %f2, %f3;"),
    row("max", ".NaN.f16x2", v(7, 0), 80, Any, "max.NaN.f16x2 %r1, %r2, %r3;"),
    row("min", ".xorsign.abs.f32", v(7, 2), 86, Any, "min.xorsign.abs.f32 %f1, %f2, %f3;"),
    row("max", ".xorsign.abs.bf16", v(7, 2), 86, Any, "max.xorsign.abs.bf16 %h1, %h2, %h3;"),
    row("min", ".f32 (three inputs)", v(8, 8), 100, Any, "min.f32 %f1, %f2, %f3, %f4;"),
    row("max", ".relu.s32", v(8, 0), 90, Any, "max.relu.s32 %r1, %r2, %r3;"),
    row("min", ".u16x2", v(8, 0), 90, Any, "min.u16x2 %r1, %r2, %r3;"),
    row("ex2", ".approx.f16", v(7, 0), 75, Any, "ex2.approx.f16 %h1, %h2;"),
    row("ex2", ".approx.ftz.bf16", v(7, 8), 90, Any, "ex2.approx.ftz.bf16 %h1, %h2;"),
    row("tanh", ".approx.f32", v(7, 0), 75, Any, "tanh.approx.f32 %f1, %f2;"),
    row("tanh", ".approx.bf16x2", v(7, 8), 90, Any, "tanh.approx.bf16x2 %r1, %r2;"),
    row("set", ".f16x2", v(4, 2), 53, Any, "set.lt.f16x2.f16x2 %r1, %r2, %r3;"),
    row("setp", ".bf16x2", v(7, 8), 90, Any, "setp.lt.bf16x2 %p1|%p2, %r2, %r3;"),
    row("bmsk", ".clamp.b32", v(7, 6), 70, Any, "bmsk.clamp.b32 %r1, %r2, %r3;"),
    row("szext", ".wrap.s32", v(7, 6), 70, Any, "szext.wrap.s32 %r1, %r2, %r3;"),
    row("dp4a", ".s32.s32", v(5, 0), 61, Any, "dp4a.s32.s32 %r1, %r2, %r3, %r4;"),
    row("dp2a", ".lo.s32.s32", v(5, 0), 61, Any, "dp2a.lo.s32.s32 %r1, %r2, %r3, %r4;"),
    // Integer and bit manipulation (forward-compatible, listed for their floors).
    row("sub", ".f16", v(4, 2), 53, Any, "sub.rn.f16 %h1, %h2, %h3;"),
    row("mul", ".ftz.f16x2", v(4, 2), 53, Any, "mul.rn.ftz.f16x2 %r1, %r2, %r3;"),
    row("neg", ".f16", v(6, 0), 53, Any, "neg.f16 %h1, %h2;"),
    row("neg", ".bf16x2", v(7, 0), 80, Any, "neg.bf16x2 %r1, %r2;"),
    row("abs", ".bf16", v(7, 0), 80, Any, "abs.bf16 %h1, %h2;"),
    row("max", ".bf16", v(7, 0), 80, Any, "max.bf16 %h1, %h2, %h3;"),
    row("min", ".NaN.bf16", v(7, 0), 80, Any, "min.NaN.bf16 %h1, %h2, %h3;"),
    row("max", ".f16x2", v(7, 0), 80, Any, "max.f16x2 %r1, %r2, %r3;"),
    row("max", ".xorsign.abs.f16x2", v(7, 2), 86, Any, "max.xorsign.abs.f16x2 %r1, %r2, %r3;"),
    row("max", ".NaN.xorsign.abs.bf16x2", v(7, 2), 86, Any, "max.NaN.xorsign.abs.bf16x2 %r1, %r2, %r3;"),
    row("max", ".f32 (three inputs)", v(8, 8), 100, Any, "max.NaN.f32 %f1, %f2, %f3, %f4;"),
    row("fma", ".oob.f16", v(8, 1), 90, Any, "fma.rn.oob.f16 %h1, %h2, %h3, %h4;"),
    row("fma", ".oob.relu.bf16x2", v(8, 1), 90, Any, "fma.rn.oob.relu.bf16x2 %r1, %r2, %r3, %r4;"),
    row("fma", ".ftz.sat.f16", v(4, 2), 53, Any, "fma.rn.ftz.sat.f16 %h1, %h2, %h3, %h4;"),
    row("ex2", ".approx.f16x2", v(7, 0), 75, Any, "ex2.approx.f16x2 %r1, %r2;"),
    row("ex2", ".approx.ftz.bf16x2", v(7, 8), 90, Any, "ex2.approx.ftz.bf16x2 %r1, %r2;"),
    row("tanh", ".approx.f16", v(7, 0), 75, Any, "tanh.approx.f16 %h1, %h2;"),
    row("rcp", ".approx.ftz.f64", v(2, 1), 20, Any, "rcp.approx.ftz.f64 %fd1, %fd2;"),
    row("rsqrt", ".approx.ftz.f64", v(4, 0), 20, Any, "rsqrt.approx.ftz.f64 %fd1, %fd2;"),
    row("copysign", ".f32", v(2, 0), 20, Any, "copysign.f32 %f1, %f2, %f3;"),
    row("testp", ".infinite.f32", v(2, 0), 20, Any, "testp.infinite.f32 %p1, %f1;"),
    row("lop3", ".b32", v(4, 3), 50, Any, "lop3.b32 %r1, %r2, %r3, %r4, 0x96;"),
    row("shf", ".l.wrap.b32", v(3, 1), 32, Any, "shf.l.wrap.b32 %r1, %r2, %r3, %r4;"),
    row("prmt", ".b32", v(2, 0), 20, Any, "prmt.b32 %r1, %r2, %r3, 0x3210;"),
    row("bfe", ".u32", v(2, 0), 20, Any, "bfe.u32 %r1, %r2, 8, 4;"),
    row("bfi", ".b64", v(2, 0), 20, Any, "bfi.b64 %rd1, %rd2, %rd3, 8, 4;"),
    row("fns", ".b32", v(6, 0), 30, Any, "fns.b32 %r1, %r2, %r3, 1;"),
    row("add", ".cc.u32", v(1, 2), 20, Any, "add.cc.u32 %r1, %r2, %r3; addc.u32 %r4, %r5, %r6;"),
    row("mad", ".wide.s32", v(1, 0), 20, Any, "mad.wide.s32 %rd1, %r1, %r2, %rd2;"),
    row("mul", ".hi.u64", v(1, 0), 20, Any, "mul.hi.u64 %rd1, %rd2, %rd3;"),
    row("add", ".s16x2", v(8, 0), 90, Any, "add.s16x2 %r1, %r2, %r3;"),
    row("cvt.pack", ".sat.u8.s32.b32", v(6, 5), 72, Any, "cvt.pack.sat.u8.s32.b32 %r1, %r2, %r3, %r4;"),
    // ---- Conversions ----
    row("cvt", ".rn.f16x2.f32", v(7, 0), 80, Any, "cvt.rn.f16x2.f32 %r1, %f1, %f2;"),
    row("cvt", ".rn.relu.f16x2.f32", v(7, 0), 80, Any, "cvt.rn.relu.f16x2.f32 %r1, %f1, %f2;"),
    row("cvt", ".rn.bf16x2.f32", v(7, 0), 80, Any, "cvt.rn.bf16x2.f32 %r1, %f1, %f2;"),
    row("cvt", ".rn.bf16.f32", v(7, 0), 80, Any, "cvt.rn.bf16.f32 %h1, %f1;"),
    row("cvt", ".rn.satfinite.bf16.f32", v(8, 1), 80, Any, "cvt.rn.satfinite.bf16.f32 %h1, %f1;"),
    row("cvt", ".f32.bf16", v(7, 1), 80, Any, "cvt.f32.bf16 %f1, %h1;"),
    row("cvt", ".rn.bf16.f16", v(7, 8), 90, Any, "cvt.rn.bf16.f16 %h1, %h2;"),
    row("cvt", ".rna.tf32.f32", v(7, 0), 80, Any, "cvt.rna.tf32.f32 %r1, %f1;"),
    noted(row("cvt", ".rn.satfinite.tf32.f32", v(8, 6), 100, Any, "cvt.rn.satfinite.tf32.f32 %r1, %f1;"), "ptxas 13.5: .satfinite on cvt.rn.tf32.f32 needs PTX 8.6 and sm_100"),
    fp8_on_sm89(row("cvt", ".rn.satfinite.e4m3x2.f32", v(8, 1), 89, Any, "cvt.rn.satfinite.e4m3x2.f32 %h1, %f1, %f2;")),
    fp8_on_sm89(row("cvt", ".rn.satfinite.e5m2x2.f32", v(8, 1), 89, Any, "cvt.rn.satfinite.e5m2x2.f32 %h1, %f1, %f2;")),
    fp8_on_sm89(row("cvt", ".rn.satfinite.e4m3x2.f16x2", v(8, 1), 89, Any, "cvt.rn.satfinite.e4m3x2.f16x2 %h1, %r1;")),
    fp8_on_sm89(row("cvt", ".rn.f16x2.e4m3x2", v(8, 1), 89, Any, "cvt.rn.f16x2.e4m3x2 %r1, %h1;")),
    fp8_on_sm89(row("cvt", ".rn.f16x2.e5m2x2", v(8, 1), 89, Any, "cvt.rn.f16x2.e5m2x2 %r1, %h1;")),
    row("cvt", ".rn.satfinite.e2m3x2.f32", v(8, 6), 100, Family(BLACKWELL_ALL), "cvt.rn.satfinite.e2m3x2.f32 %h1, %f1, %f2;"),
    row("cvt", ".rn.satfinite.e3m2x2.f32", v(8, 6), 100, Family(BLACKWELL_ALL), "cvt.rn.satfinite.e3m2x2.f32 %h1, %f1, %f2;"),
    row("cvt", ".rn.f16x2.e2m3x2", v(8, 6), 100, Family(BLACKWELL_ALL), "cvt.rn.f16x2.e2m3x2 %r1, %h1;"),
    row("cvt", ".rn.satfinite.e2m1x2.f32", v(8, 6), 100, Family(BLACKWELL_ALL), "{ .reg .b8 %b; cvt.rn.satfinite.e2m1x2.f32 %b, %f1, %f2; }"),
    row("cvt", ".rn.f16x2.e2m1x2", v(8, 6), 100, Family(BLACKWELL_ALL), "{ .reg .b8 %b; mov.b16 %h2, 0; cvt.u8.u16 %b, %h2; cvt.rn.f16x2.e2m1x2 %r1, %b; }"),
    row("cvt", ".rz.satfinite.ue8m0x2.f32", v(8, 6), 100, Family(BLACKWELL_ALL), "cvt.rz.satfinite.ue8m0x2.f32 %h1, %f1, %f2;"),
    row("cvt", ".rn.bf16x2.ue8m0x2", v(8, 6), 100, Family(BLACKWELL_ALL), "cvt.rn.bf16x2.ue8m0x2 %r1, %h1;"),
    row("cvt", ".rn.relu.bf16.f32", v(7, 0), 80, Any, "cvt.rn.relu.bf16.f32 %h1, %f1;"),
    row("cvt", ".rn.relu.f16.f32", v(7, 0), 80, Any, "cvt.rn.relu.f16.f32 %h1, %f1;"),
    row("cvt", ".rn.f16.f32", v(1, 0), 20, Any, "cvt.rn.f16.f32 %h1, %f1;"),
    row("cvt", ".f32.f16", v(1, 0), 20, Any, "cvt.f32.f16 %f1, %h1;"),
    row("cvt", ".rn.satfinite.relu.e4m3x2.f32", v(7, 8), 90, Any, "cvt.rn.satfinite.relu.e4m3x2.f32 %h1, %f1, %f2;"),
    fp8_on_sm89(row("cvt", ".rn.satfinite.e5m2x2.f16x2", v(8, 1), 89, Any, "cvt.rn.satfinite.e5m2x2.f16x2 %h1, %r1;")),
    row("cvt", ".rna.satfinite.tf32.f32", v(8, 1), 80, Any, "cvt.rna.satfinite.tf32.f32 %r1, %f1;"),
    row("cvt", ".rn.f16x2.e3m2x2", v(8, 6), 100, Family(BLACKWELL_ALL), "cvt.rn.f16x2.e3m2x2 %r1, %h1;"),
    row("cvt", ".rn.satfinite.relu.e2m3x2.f32", v(8, 6), 100, Family(BLACKWELL_ALL), "cvt.rn.satfinite.relu.e2m3x2.f32 %h1, %f1, %f2;"),
    row("cvt", ".rp.satfinite.ue8m0x2.bf16x2", v(8, 6), 100, Family(BLACKWELL_ALL), "cvt.rp.satfinite.ue8m0x2.bf16x2 %h1, %r1;"),
    row("cvt", ".rs.satfinite.e4m3x4.f32 (stochastic)", v(8, 7), 100, Arch(&[100, 101, 103]), "cvt.rs.satfinite.e4m3x4.f32 %r1, {%f1, %f2, %f3, %f4}, %r2;"),
    row("cvt", ".rs.f16x2.f32 (stochastic)", v(8, 7), 100, Arch(&[100, 101, 103]), "cvt.rs.f16x2.f32 %r1, %f1, %f2, %r2;"),
    // ---- Loads and stores ----
    row("ld", ".relaxed.gpu", v(6, 0), 70, Any, "ld.relaxed.gpu.global.b32 %r1, [gmem];"),
    row("ld", ".acquire.sys", v(6, 0), 70, Any, "ld.acquire.sys.global.b32 %r1, [gmem];"),
    row("ld", ".relaxed.cluster", v(7, 8), 90, Any, "ld.relaxed.cluster.global.b32 %r1, [gmem];"),
    row("ld", ".volatile", v(1, 0), 20, Any, "ld.volatile.global.b32 %r1, [gmem];"),
    row("ld", ".weak", v(6, 0), 20, Any, "ld.weak.global.b32 %r1, [gmem];"),
    row("st", ".release.gpu", v(6, 0), 70, Any, "st.release.gpu.global.b32 [gmem], %r1;"),
    row("ld", ".L1::evict_last", v(7, 4), 70, Any, "ld.global.L1::evict_last.b32 %r1, [gmem];"),
    row("ld", ".L2::cache_hint", v(7, 4), 80, Any, "createpolicy.fractional.L2::evict_last.b64 %rd1, 1.0; ld.global.L2::cache_hint.b32 %r1, [gmem], %rd1;"),
    row("ld", ".L2::128B", v(7, 4), 75, Any, "ld.global.L2::128B.b32 %r1, [gmem];"),
    row("ld", ".global.nc.L1::no_allocate", v(7, 4), 70, Any, "ld.global.nc.L1::no_allocate.b32 %r1, [gmem];"),
    row("st", ".L1::no_allocate", v(7, 4), 70, Any, "st.global.L1::no_allocate.b32 [gmem], %r1;"),
    row("ld", ".b128", v(8, 3), 70, Any, "{ .reg .b128 %q; ld.global.b128 %q, [gmem]; }"),
    row("ld", ".v8.b32 (256-bit)", v(8, 8), 100, Any, "ld.global.v8.b32 {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}, [gmem];"),
    row("ld", ".shared::cluster", v(7, 8), 90, Any, "ld.shared::cluster.b32 %r1, [%r2];"),
    row("st", ".async", v(8, 1), 90, Any, "st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [%r1], %r2, [%r3];"),
    row("red", ".async", v(8, 1), 90, Any, "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [%r1], %r2, [%r3];"),
    row("st.bulk", ".weak.shared::cta", v(8, 6), 100, Any, "st.bulk.weak.shared::cta [%r1], 64, 0;"),
    row("prefetch", ".global.L2::evict_last", v(7, 4), 80, Any, "prefetch.global.L2::evict_last [gmem];"),
    row("prefetch", ".tensormap", v(8, 0), 90, Any, "prefetch.tensormap [%rd1];"),
    row("createpolicy", ".fractional", v(7, 4), 80, Any, "createpolicy.fractional.L2::evict_last.b64 %rd1, 1.0;"),
    row("discard", ".global.L2", v(7, 4), 80, Any, "discard.global.L2 [gmem], 128;"),
    row("applypriority", ".global.L2::evict_normal", v(7, 4), 80, Any, "applypriority.global.L2::evict_normal [gmem], 128;"),
    row("cvta", ".param", v(7, 7), 70, Any, "cvta.param.u64 %rd1, k_p;"),
    row("cvta", ".shared::cluster", v(7, 8), 90, Any, "cvta.shared::cluster.u64 %rd1, %rd2;"),
    row("mapa", ".shared::cluster", v(7, 8), 90, Any, "mapa.shared::cluster.u32 %r1, %r2, %r3;"),
    row("getctarank", ".shared::cluster", v(7, 8), 90, Any, "getctarank.shared::cluster.u32 %r1, %r2;"),
    row("isspacep", ".shared::cluster", v(7, 8), 90, Any, "isspacep.shared::cluster %p1, %rd1;"),
    row("ld", ".acquire.cta", v(6, 0), 70, Any, "ld.acquire.cta.shared.b32 %r1, [smem];"),
    row("ld", ".mmio.relaxed.sys", v(8, 2), 70, Any, "ld.mmio.relaxed.sys.global.b32 %r1, [gmem];"),
    row("st", ".relaxed.cluster", v(7, 8), 90, Any, "st.relaxed.cluster.global.b32 [gmem], %r1;"),
    row("st", ".mmio.relaxed.sys", v(8, 2), 70, Any, "st.mmio.relaxed.sys.global.b32 [gmem], %r1;"),
    row("st", ".volatile", v(1, 0), 20, Any, "st.volatile.global.b32 [gmem], %r1;"),
    row("st", ".v8.b32 (256-bit)", v(8, 8), 100, Any, "st.global.v8.b32 [gmem], {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8};"),
    row("st", ".b128", v(8, 3), 70, Any, "{ .reg .b128 %q; mov.b128 %q, {%rd1, %rd2}; st.global.b128 [gmem], %q; }"),
    row("ld", ".v4.b64 (256-bit)", v(8, 8), 100, Any, "ld.global.v4.b64 {%rd1, %rd2, %rd3, %rd4}, [gmem];"),
    row("ld", ".L1::evict_first", v(7, 4), 70, Any, "ld.global.L1::evict_first.b32 %r1, [gmem];"),
    row("ld", ".L1::no_allocate", v(7, 4), 70, Any, "ld.global.L1::no_allocate.b32 %r1, [gmem];"),
    row("ld", ".L2::256B", v(7, 4), 80, Any, "ld.global.L2::256B.b32 %r1, [gmem];"),
    row("ld", ".global.nc.L2::cache_hint", v(7, 4), 80, Any, "createpolicy.fractional.L2::evict_first.b64 %rd1, 1.0; ld.global.nc.L2::cache_hint.b32 %r1, [gmem], %rd1;"),
    row("st", ".L2::cache_hint", v(7, 4), 80, Any, "createpolicy.fractional.L2::evict_first.b64 %rd1, 1.0; st.global.L2::cache_hint.b32 [gmem], %r1, %rd1;"),
    row("st", ".L1::evict_last", v(7, 4), 70, Any, "st.global.L1::evict_last.b32 [gmem], %r1;"),
    row("ldu", ".global", v(2, 0), 20, Any, "ldu.global.b32 %r1, [gmem];"),
    row("prefetch", ".global.L2::evict_normal", v(7, 4), 80, Any, "prefetch.global.L2::evict_normal [gmem];"),
    row("prefetch", ".L1", v(2, 0), 20, Any, "prefetch.global.L1 [gmem];"),
    row("prefetchu", ".L1", v(2, 0), 20, Any, "prefetchu.L1 [gmem];"),
    row("cvta", ".to.param", v(7, 7), 70, Any, "cvta.to.param.u64 %rd1, %rd2;"),
    row("alloca", ".u64", v(7, 3), 52, Any, "alloca.u64 %rd1, %rd2, 8;"),
    row("stacksave", ".u64", v(7, 3), 52, Any, "stacksave.u64 %rd1; stackrestore.u64 %rd1;"),
    row("st.async", ".v4.b32", v(8, 1), 90, Any, "st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b32 [%r1], {%r2, %r3, %r4, %r5}, [%r6];"),
    row("st.bulk", ".weak.shared::cta (generic address)", v(8, 6), 100, Any, "st.bulk.weak [%rd1], 64, 0;"),
    // ---- Atomics and reductions ----
    row("atom", ".add.f32", v(2, 0), 20, Any, "atom.global.add.f32 %f1, [gmem], %f2;"),
    row("atom", ".add.f64", v(5, 0), 60, Any, "atom.global.add.f64 %fd1, [gmem], %fd2;"),
    row("atom", ".add.noftz.f16", v(6, 3), 70, Any, "atom.global.add.noftz.f16 %h1, [gmem], %h2;"),
    row("atom", ".add.noftz.f16x2", v(6, 3), 60, Any, "atom.global.add.noftz.f16x2 %r1, [gmem], %r2;"),
    row("atom", ".add.noftz.bf16", v(7, 8), 90, Any, "atom.global.add.noftz.bf16 %h1, [gmem], %h2;"),
    row("atom", ".add.noftz.bf16x2", v(7, 8), 90, Any, "atom.global.add.noftz.bf16x2 %r1, [gmem], %r2;"),
    row("atom", ".cas.b16", v(6, 3), 70, Any, "atom.global.cas.b16 %h1, [gmem], %h2, %h3;"),
    row("atom", ".cas.b128", v(8, 3), 90, Any, "{ .reg .b128 %q<3>; atom.global.cas.b128 %q0, [gmem], %q1, %q2; }"),
    row("atom", ".exch.b128", v(8, 3), 90, Any, "{ .reg .b128 %q<2>; atom.global.exch.b128 %q0, [gmem], %q1; }"),
    row("atom", ".relaxed.gpu", v(6, 0), 70, Any, "atom.relaxed.gpu.global.add.u32 %r1, [gmem], %r2;"),
    row("atom", ".acquire.gpu", v(6, 0), 70, Any, "atom.acquire.gpu.global.add.u32 %r1, [gmem], %r2;"),
    row("atom", ".release.gpu", v(6, 0), 70, Any, "atom.release.gpu.global.exch.b32 %r1, [gmem], %r2;"),
    row("atom", ".acq_rel.gpu", v(6, 0), 70, Any, "atom.acq_rel.gpu.global.cas.b32 %r1, [gmem], %r2, %r3;"),
    row("atom", ".cta", v(5, 0), 60, Any, "atom.cta.global.add.u32 %r1, [gmem], %r2;"),
    row("atom", ".sys", v(5, 0), 60, Any, "atom.sys.global.add.u32 %r1, [gmem], %r2;"),
    row("atom", ".cluster", v(7, 8), 90, Any, "atom.relaxed.cluster.global.add.u32 %r1, [gmem], %r2;"),
    row("atom", ".shared::cluster", v(7, 8), 90, Any, "atom.shared::cluster.add.u32 %r1, [%r2], %r3;"),
    row("atom", ".v2.f32 (vector)", v(8, 1), 90, Any, "atom.global.v2.f32.add {%f1, %f2}, [gmem], {%f3, %f4};"),
    row("atom", ".v8.f16x2 (vector)", v(8, 1), 90, Any, "atom.global.v4.f16x2.add.noftz {%r1, %r2, %r3, %r4}, [gmem], {%r5, %r6, %r7, %r8};"),
    row("red", ".add.f32", v(2, 0), 20, Any, "red.global.add.f32 [gmem], %f1;"),
    row("red", ".add.noftz.bf16x2", v(7, 8), 90, Any, "red.global.add.noftz.bf16x2 [gmem], %r1;"),
    row("red", ".release.gpu", v(6, 0), 70, Any, "red.release.gpu.global.add.u32 [gmem], %r1;"),
    row("red", ".cluster", v(7, 8), 90, Any, "red.relaxed.cluster.global.add.u32 [gmem], %r1;"),
    row("multimem", ".ld_reduce", v(8, 1), 90, Any, "multimem.ld_reduce.relaxed.sys.global.add.u32 %r1, [%rd1];"),
    row("atom", ".inc.u32", v(1, 1), 20, Any, "atom.global.inc.u32 %r1, [gmem], %r2;"),
    row("atom", ".dec.u32", v(1, 1), 20, Any, "atom.global.dec.u32 %r1, [gmem], %r2;"),
    row("atom", ".min.s64", v(3, 1), 32, Any, "atom.global.min.s64 %rd1, [gmem], %rd2;"),
    row("atom", ".and.b64", v(3, 1), 32, Any, "atom.global.and.b64 %rd1, [gmem], %rd2;"),
    row("atom", ".exch.b32", v(1, 1), 20, Any, "atom.shared.exch.b32 %r1, [smem], %r2;"),
    row("atom", ".add.u64", v(1, 2), 20, Any, "atom.global.add.u64 %rd1, [gmem], %rd2;"),
    row("atom", ".relaxed.sys", v(6, 0), 70, Any, "atom.relaxed.sys.global.add.u32 %r1, [gmem], %r2;"),
    row("atom", ".acquire.cta", v(6, 0), 70, Any, "atom.acquire.cta.shared.add.u32 %r1, [smem], %r2;"),
    row("atom", ".release.cluster", v(7, 8), 90, Any, "atom.release.cluster.global.exch.b32 %r1, [gmem], %r2;"),
    row("atom", ".shared::cta", v(7, 8), 20, Any, "atom.shared::cta.add.u32 %r1, [smem], %r2;"),
    row("atom", ".v2.bf16x2.min (vector)", v(8, 1), 90, Any, "atom.global.v2.bf16x2.min.noftz {%r1, %r2}, [gmem], {%r3, %r4};"),
    row("atom", ".v2.f16.max (vector)", v(8, 1), 90, Any, "atom.global.v2.f16.max.noftz {%h1, %h2}, [gmem], {%h3, %h4};"),
    row("atom", ".v4.f32 (vector)", v(8, 1), 90, Any, "atom.global.v4.f32.add {%f1, %f2, %f3, %f4}, [gmem], {%f5, %f6, %f7, %f8};"),
    row("red", ".add.noftz.f16", v(6, 3), 70, Any, "red.global.add.noftz.f16 [gmem], %h1;"),
    row("red", ".v2.f16x2 (vector)", v(8, 1), 90, Any, "red.global.v2.f16x2.add.noftz [gmem], {%r1, %r2};"),
    row("red", ".shared::cluster", v(7, 8), 90, Any, "red.shared::cluster.add.u32 [%r1], %r2;"),
    row("red", ".add.f64", v(5, 0), 60, Any, "red.global.add.f64 [gmem], %fd1;"),
    row("multimem", ".st", v(8, 1), 90, Any, "multimem.st.relaxed.sys.global.u32 [%rd1], %r1;"),
    row("multimem", ".red", v(8, 1), 90, Any, "multimem.red.relaxed.sys.global.add.u32 [%rd1], %r1;"),
    // ---- Warp collectives ----
    row("shfl.sync", ".bfly.b32", v(6, 0), 30, Any, "shfl.sync.bfly.b32 %r1, %r2, 1, 31, 0xffffffff;"),
    row("vote.sync", ".ballot.b32", v(6, 0), 30, Any, "vote.sync.ballot.b32 %r1, %p1, 0xffffffff;"),
    row("match.sync", ".any.b32", v(6, 0), 70, Any, "match.any.sync.b32 %r1, %r2, 0xffffffff;"),
    row("match.sync", ".all.b64", v(6, 0), 70, Any, "match.all.sync.b64 %r1|%p1, %rd2, 0xffffffff;"),
    row("activemask", ".b32", v(6, 2), 30, Any, "activemask.b32 %r1;"),
    row("redux.sync", ".add.u32", v(7, 0), 80, Any, "redux.sync.add.u32 %r1, %r2, 0xffffffff;"),
    row("redux.sync", ".and.b32", v(7, 0), 80, Any, "redux.sync.and.b32 %r1, %r2, 0xffffffff;"),
    row("redux.sync", ".min.f32", v(8, 6), 100, Family(&[100, 103]), "redux.sync.min.f32 %f1, %f2, 0xffffffff;"),
    row("redux.sync", ".max.abs.NaN.f32", v(8, 6), 100, Family(&[100, 103]), "redux.sync.max.abs.NaN.f32 %f1, %f2, 0xffffffff;"),
    row("elect.sync", "", v(8, 0), 90, Any, "elect.sync %r1|%p1, 0xffffffff;"),
    row("bar.warp.sync", "", v(6, 0), 30, Any, "bar.warp.sync 0xffffffff;"),
    row("shfl.sync", ".up.b32", v(6, 0), 30, Any, "shfl.sync.up.b32 %r1|%p1, %r2, 1, 0, 0xffffffff;"),
    row("shfl.sync", ".down.b32", v(6, 0), 30, Any, "shfl.sync.down.b32 %r1, %r2, 1, 31, %r3;"),
    row("shfl.sync", ".idx.b32", v(6, 0), 30, Any, "shfl.sync.idx.b32 %r1, %r2, %r4, 31, 0xffffffff;"),
    row("vote.sync", ".all.pred", v(6, 0), 30, Any, "vote.sync.all.pred %p1, %p2, 0xffffffff;"),
    row("vote.sync", ".uni.pred", v(6, 0), 30, Any, "vote.sync.uni.pred %p1, %p2, %r1;"),
    row("match.sync", ".any.b64", v(6, 0), 70, Any, "match.any.sync.b64 %r1, %rd2, 0xffffffff;"),
    row("redux.sync", ".min.s32", v(7, 0), 80, Any, "redux.sync.min.s32 %r1, %r2, 0xffffffff;"),
    row("redux.sync", ".max.u32", v(7, 0), 80, Any, "redux.sync.max.u32 %r1, %r2, %r3;"),
    row("redux.sync", ".xor.b32", v(7, 0), 80, Any, "redux.sync.xor.b32 %r1, %r2, 0xffffffff;"),
    row("redux.sync", ".max.NaN.f32", v(8, 6), 100, Family(&[100, 103]), "redux.sync.max.NaN.f32 %f1, %f2, 0xffffffff;"),
    // ---- Barriers, fences ----
    row("barrier.sync", ".aligned", v(6, 0), 30, Any, "barrier.sync.aligned 0;"),
    row("barrier.cluster", ".arrive", v(7, 8), 90, Any, "barrier.cluster.arrive; barrier.cluster.wait;"),
    row("barrier.cluster", ".arrive.relaxed", v(8, 0), 90, Any, "barrier.cluster.arrive.relaxed; barrier.cluster.wait;"),
    row("fence", ".sc.gpu", v(6, 0), 70, Any, "fence.sc.gpu;"),
    row("fence", ".acq_rel.cluster", v(7, 8), 90, Any, "fence.acq_rel.cluster;"),
    row("fence", ".mbarrier_init.release.cluster", v(8, 0), 90, Any, "fence.mbarrier_init.release.cluster;"),
    row("fence.proxy", ".alias", v(7, 5), 70, Any, "fence.proxy.alias;"),
    row("fence.proxy", ".async", v(8, 0), 90, Any, "fence.proxy.async.shared::cta;"),
    row("fence.proxy", ".tensormap::generic.release", v(8, 3), 90, Any, "fence.proxy.tensormap::generic.release.gpu;"),
    row("nanosleep", ".u32", v(6, 3), 70, Any, "nanosleep.u32 100;"),
    row("griddepcontrol", ".launch_dependents", v(7, 8), 90, Any, "griddepcontrol.launch_dependents; griddepcontrol.wait;"),
    row("setmaxnreg", ".inc.sync.aligned.u32", v(8, 0), 90, Family(SETMAXNREG), "setmaxnreg.inc.sync.aligned.u32 232;"),
    row("clusterlaunchcontrol", ".try_cancel", v(8, 6), 100, Any, "{ .reg .b128 %q; .shared .align 16 .b8 resp[16]; .shared .align 8 .b64 mb; clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [resp], [mb]; }"),
    row("bar.sync", "", v(2, 0), 20, Any, "bar.sync 0;"),
    row("bar.arrive", "", v(2, 0), 20, Any, "bar.arrive 1, 64;"),
    row("bar.red", ".popc.u32", v(2, 0), 20, Any, "bar.red.popc.u32 %r1, 0, %p1;"),
    row("barrier.red", ".or.pred", v(6, 0), 30, Any, "barrier.red.or.pred %p1, 0, %p2;"),
    row("barrier.arrive", "", v(6, 0), 30, Any, "barrier.arrive 1, 64;"),
    row("barrier.cluster", ".wait.aligned", v(7, 8), 90, Any, "barrier.cluster.arrive.aligned; barrier.cluster.wait.aligned;"),
    row("barrier.cluster", ".arrive.release", v(8, 0), 90, Any, "barrier.cluster.arrive.release; barrier.cluster.wait.acquire;"),
    row("fence", ".sc.cluster", v(7, 8), 90, Any, "fence.sc.cluster;"),
    row("fence", ".acq_rel.sys", v(6, 0), 70, Any, "fence.acq_rel.sys;"),
    row("fence", ".acquire.sync_restrict::shared::cluster", v(8, 6), 90, Any, "fence.acquire.sync_restrict::shared::cluster.cluster;"),
    row("fence", ".release.sync_restrict::shared::cta", v(8, 6), 90, Any, "fence.release.sync_restrict::shared::cta.cluster;"),
    row("fence.proxy", ".async::generic.acquire.sync_restrict", v(8, 6), 90, Any, "fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster;"),
    row("fence.proxy", ".tensormap::generic.acquire", v(8, 3), 90, Any, "fence.proxy.tensormap::generic.acquire.gpu [%rd1], 128;"),
    row("membar", ".sys", v(1, 4), 20, Any, "membar.sys;"),
    row("griddepcontrol", ".wait", v(7, 8), 90, Any, "griddepcontrol.wait;"),
    row("clusterlaunchcontrol", ".query_cancel", v(8, 6), 100, Any, "{ .reg .b128 %q; mov.b128 %q, {%rd1, %rd2}; clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 %p1, %q; }"),
    row("setmaxnreg", ".dec.sync.aligned.u32", v(8, 0), 90, Family(SETMAXNREG), "setmaxnreg.dec.sync.aligned.u32 40;"),
    row("trap", "", v(1, 0), 20, Any, "trap;"),
    row("brkpt", "", v(1, 0), 20, Any, "brkpt;"),
    row("pmevent", "", v(1, 4), 20, Any, "pmevent 1;"),
    row("exit", "", v(1, 0), 20, Any, "exit;"),
    // ---- mbarrier ----
    row("mbarrier", ".init.shared.b64", v(7, 0), 80, Any, "mbarrier.init.shared.b64 [smem], 32;"),
    row("mbarrier", ".arrive.shared.b64", v(7, 0), 80, Any, "mbarrier.arrive.shared.b64 %rd1, [smem];"),
    row("mbarrier", ".arrive.noComplete", v(7, 0), 80, Any, "mbarrier.arrive.noComplete.shared.b64 %rd1, [smem], 1;"),
    row("mbarrier", ".test_wait", v(7, 0), 80, Any, "mbarrier.test_wait.shared.b64 %p1, [smem], %rd1;"),
    row("mbarrier", ".try_wait", v(7, 8), 90, Any, "mbarrier.try_wait.shared::cta.b64 %p1, [smem], %rd1;"),
    row("mbarrier", ".try_wait.parity", v(7, 8), 90, Any, "mbarrier.try_wait.parity.shared::cta.b64 %p1, [smem], %r1;"),
    row("mbarrier", ".arrive.expect_tx", v(8, 0), 90, Any, "mbarrier.arrive.expect_tx.shared::cta.b64 %rd1, [smem], 16;"),
    row("mbarrier", ".expect_tx", v(8, 0), 90, Any, "mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [smem], 16;"),
    row("mbarrier", ".arrive.shared::cluster", v(8, 0), 90, Any, "mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%r1];"),
    row("mbarrier", ".inval", v(7, 0), 80, Any, "mbarrier.inval.shared.b64 [smem];"),
    row("mbarrier", ".pending_count", v(7, 0), 80, Any, "mbarrier.pending_count.b64 %r1, %rd1;"),
    row("mbarrier", ".arrive_drop", v(7, 0), 80, Any, "mbarrier.arrive_drop.shared.b64 %rd1, [smem];"),
    row("mbarrier", ".test_wait.parity", v(7, 1), 80, Any, "mbarrier.test_wait.parity.shared.b64 %p1, [smem], %r1;"),
    row("mbarrier", ".complete_tx", v(8, 0), 90, Any, "mbarrier.complete_tx.relaxed.cta.shared::cta.b64 [smem], 16;"),
    row("mbarrier", ".try_wait.relaxed", v(8, 6), 90, Any, "mbarrier.try_wait.relaxed.cta.shared::cta.b64 %p1, [smem], %rd1;"),
    row("mbarrier", ".arrive.relaxed", v(8, 6), 90, Any, "mbarrier.arrive.relaxed.cta.shared::cta.b64 %rd1, [smem];"),
    row("mbarrier", ".try_wait.timelimit", v(7, 8), 90, Any, "mbarrier.try_wait.shared::cta.b64 %p1, [smem], %rd1, %r1;"),
    // ---- Async copies ----
    row("cp.async", ".ca.shared.global", v(7, 0), 80, Any, "cp.async.ca.shared.global [smem], [gmem], 16;"),
    row("cp.async", ".cg.shared.global", v(7, 0), 80, Any, "cp.async.cg.shared.global [smem], [gmem], 16;"),
    row("cp.async", ".commit_group", v(7, 0), 80, Any, "cp.async.commit_group; cp.async.wait_group 0;"),
    row("cp.async", ".mbarrier.arrive.noinc", v(7, 0), 80, Any, "cp.async.mbarrier.arrive.noinc.shared.b64 [smem];"),
    row("cp.async.bulk", ".shared::cluster.global.mbarrier", v(8, 0), 90, Any, "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd1], 16, [%r2];"),
    row("cp.async.bulk", ".global.shared::cta.bulk_group", v(8, 0), 90, Any, "cp.async.bulk.global.shared::cta.bulk_group [%rd1], [%r1], 16;"),
    row("cp.async.bulk", ".commit_group", v(8, 0), 90, Any, "cp.async.bulk.commit_group; cp.async.bulk.wait_group 0;"),
    row("cp.async.bulk", ".prefetch.L2", v(8, 0), 90, Any, "cp.async.bulk.prefetch.L2.global [%rd1], 16;"),
    row("cp.reduce.async.bulk", ".add.u32", v(8, 0), 90, Any, "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [%rd1], [%r1], 16;"),
    row("cp.async.bulk.tensor", ".1d.shared::cluster.global.tile", v(8, 0), 90, Any, "cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r2}], [%r3];"),
    row("cp.async.bulk.tensor", ".3d.im2col", v(8, 0), 90, Any, "cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r2, %r3, %r4}], [%r5], {%h1};"),
    row("cp.async.bulk.tensor", ".2d.global.shared::cta (store)", v(8, 0), 90, Any, "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd1, {%r1, %r2}], [%r3];"),
    row("cp.reduce.async.bulk.tensor", ".add", v(8, 0), 90, Any, "cp.reduce.async.bulk.tensor.1d.global.shared::cta.add.tile.bulk_group [%rd1, {%r1}], [%r2];"),
    row("cp.async.bulk.tensor", ".shared::cta.global", v(8, 6), 90, Any, "cp.async.bulk.tensor.1d.shared::cta.global.tile.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r2}], [%r3];"),
    row("tensormap", ".cp_fenceproxy", v(8, 3), 90, Any, "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%rd1], [%r1], 128;"),
    row("tensormap", ".replace", v(8, 3), 90, Family(&[90, 100, 101, 103, 110, 120, 121]), "tensormap.replace.tile.global_address.global.b1024.b64 [%rd1], %rd2;"),
    row("cp.async", ".L2::cache_hint", v(7, 4), 80, Any, "createpolicy.fractional.L2::evict_first.b64 %rd1, 1.0; cp.async.cg.shared.global.L2::cache_hint [smem], [gmem], 16, %rd1;"),
    row("cp.async", ".L2::128B", v(7, 4), 80, Any, "cp.async.ca.shared.global.L2::128B [smem], [gmem], 16;"),
    row("cp.async", ".ca.shared.global (src-size)", v(7, 0), 80, Any, "cp.async.ca.shared.global [smem], [gmem], 16, %r1;"),
    row("cp.async", ".mbarrier.arrive", v(7, 0), 80, Any, "cp.async.mbarrier.arrive.shared.b64 [smem];"),
    row("cp.async.bulk", ".multicast::cluster", v(8, 0), 90, Any, "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%r1], [%rd1], 16, [%r2], %h1;"),
    row("cp.async.bulk", ".shared::cluster.shared::cta", v(8, 0), 90, Any, "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%r1], [%r2], 16, [%r3];"),
    row("cp.async.bulk", ".shared::cta.global", v(8, 6), 90, Any, "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [%r1], [%rd1], 16, [%r2];"),
    row("cp.async.bulk", ".L2::cache_hint", v(8, 0), 90, Any, "cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [%rd1], [%r1], 16, %rd2;"),
    row("cp.async.bulk", ".wait_group.read", v(8, 0), 90, Any, "cp.async.bulk.wait_group.read 0;"),
    row("cp.async.bulk.tensor", ".5d.tile", v(8, 0), 90, Any, "cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r2, %r3, %r4, %r5, %r6}], [%r7];"),
    row("cp.async.bulk.tensor", ".multicast::cluster", v(8, 0), 90, Any, "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%r1], [%rd1, {%r2, %r3}], [%r4], %h1;"),
    row("cp.async.bulk.tensor", ".L2::cache_hint", v(8, 0), 90, Any, "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%r1], [%rd1, {%r2, %r3}], [%r4], %rd2;"),
    row("cp.async.bulk.prefetch.tensor", ".2d.L2.global", v(8, 0), 90, Any, "cp.async.bulk.prefetch.tensor.2d.L2.global.tile [%rd1, {%r1, %r2}];"),
    row("cp.async.bulk.tensor", ".cta_group::2", v(8, 6), 100, Family(TMEM), "cp.async.bulk.tensor.1d.cta_group::2.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r2}], [%r3];"),
    row("cp.async.bulk.tensor", ".tile::gather4", v(8, 6), 100, Family(TMEM), "cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r2, %r3, %r4, %r5, %r6}], [%r7];"),
    row("cp.async.bulk.tensor", ".im2col::w", v(8, 6), 100, Family(TMEM), "cp.async.bulk.tensor.3d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r2, %r3, %r4}], [%r5], {%h1, %h2};"),
    row("cp.reduce.async.bulk", ".add.noftz.bf16", v(8, 0), 90, Any, "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.bf16 [%rd1], [%r1], 16;"),
    row("cp.reduce.async.bulk.tensor", ".max.im2col", v(8, 0), 90, Any, "cp.reduce.async.bulk.tensor.3d.global.shared::cta.max.im2col_no_offs.bulk_group [%rd1, {%r1, %r2, %r3}], [%r4];"),
    // ---- Matrix: wmma, mma.sync, ldmatrix ----
    row("wmma", ".m16n16k16.f16", v(6, 0), 70, Any, "wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}, [gmem];"),
    row("wmma", ".m16n16k16.bf16", v(7, 0), 80, Any, "wmma.load.a.sync.aligned.row.m16n16k16.global.bf16 {%r1, %r2, %r3, %r4}, [gmem];"),
    row("wmma", ".m16n16k8.tf32", v(7, 0), 80, Any, "wmma.load.a.sync.aligned.row.m16n16k8.global.tf32 {%r1, %r2, %r3, %r4}, [gmem];"),
    row("wmma", ".m16n16k16.s8", v(6, 3), 72, Any, "wmma.load.a.sync.aligned.row.m16n16k16.global.s8 {%r1, %r2}, [gmem];"),
    row("wmma", ".m8n8k128.b1", v(6, 3), 75, Any, "wmma.load.a.sync.aligned.row.m8n8k128.global.b1 {%r1}, [gmem];"),
    row("mma.sync", ".m8n8k4.f16", v(6, 4), 70, Any, "mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32 {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}, {%r1, %r2}, {%r3, %r4}, {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8};"),
    row("mma.sync", ".m16n8k8.f16", v(6, 5), 75, Any, "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2}, {%r3}, {%f1, %f2, %f3, %f4};"),
    row("mma.sync", ".m16n8k16.f16", v(7, 0), 80, Any, "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%f1, %f2, %f3, %f4};"),
    row("mma.sync", ".m16n8k16.bf16", v(7, 0), 80, Any, "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%f1, %f2, %f3, %f4};"),
    row("mma.sync", ".m16n8k8.tf32", v(7, 0), 80, Any, "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%f1, %f2, %f3, %f4};"),
    row("mma.sync", ".m8n8k4.f64", v(7, 0), 80, Any, "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%fd1, %fd2}, {%fd3}, {%fd4}, {%fd1, %fd2};"),
    row("mma.sync", ".m16n8k16.f64", v(7, 8), 90, Any, "mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64 {%fd1, %fd2, %fd3, %fd4}, {%fd5, %fd6, %fd7, %fd1, %fd2, %fd3, %fd4, %fd5}, {%fd6, %fd7, %fd1, %fd2}, {%fd1, %fd2, %fd3, %fd4};"),
    row("mma.sync", ".m8n8k16.s8", v(6, 5), 75, Any, "mma.sync.aligned.m8n8k16.row.col.s32.s8.s8.s32 {%r1, %r2}, {%r3}, {%r4}, {%r1, %r2};"),
    row("mma.sync", ".m16n8k32.s8", v(7, 0), 80, Any, "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%r9, %r10}, {%r1, %r2, %r3, %r4};"),
    row("mma.sync", ".m16n8k32.e4m3", v(8, 4), 89, Any, "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%f1, %f2, %f3, %f4};"),
    row("mma.sync", ".kind::f8f6f4", v(8, 7), 120, Family(CONSUMER), "mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e2m1.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%f1, %f2, %f3, %f4};"),
    row("mma.block_scale", ".kind::mxf8f6f4", v(8, 7), 120, Family(CONSUMER), "mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e4m3.f32.ue8m0 {%f1, %f2, %f3, %f4}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%f1, %f2, %f3, %f4}, %r7, {0, 0}, %r8, {0, 0};"),
    row("mma.sp", ".m16n8k16.f16", v(7, 1), 80, Any, "mma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2}, {%r3, %r4}, {%f1, %f2, %f3, %f4}, %r5, 0x0;"),
    row("mma.sp", "::ordered_metadata", v(8, 5), 80, Any, "mma.sp::ordered_metadata.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2}, {%r3, %r4}, {%f1, %f2, %f3, %f4}, %r5, 0x0;"),
    row("ldmatrix", ".m8n8.x4.b16", v(6, 5), 75, Any, "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r1, %r2, %r3, %r4}, [smem];"),
    row("ldmatrix", ".m8n8.x2.trans.b16", v(6, 5), 75, Any, "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%r1, %r2}, [smem];"),
    row("ldmatrix", ".m16n16.x1.trans.b8", v(8, 6), 100, Family(BLACKWELL_ALL), "ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8 {%r1, %r2}, [smem];"),
    row("stmatrix", ".m8n8.x4.b16", v(7, 8), 90, Any, "stmatrix.sync.aligned.m8n8.x4.shared.b16 [smem], {%r1, %r2, %r3, %r4};"),
    row("stmatrix", ".m16n8.x1.trans.b8", v(8, 6), 100, Family(BLACKWELL_ALL), "stmatrix.sync.aligned.m16n8.x1.trans.shared.b8 [smem], {%r1};"),
    row("wmma", ".mma.m16n16k16.f32.f16", v(6, 0), 70, Any, "wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}, {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}, {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}, {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8};"),
    row("wmma", ".store.d.m16n16k16.f32", v(6, 0), 70, Any, "wmma.store.d.sync.aligned.row.m16n16k16.global.f32 [gmem], {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8};"),
    row("wmma", ".m8n8k4.f64", v(7, 0), 80, Any, "wmma.load.a.sync.aligned.row.m8n8k4.global.f64 {%fd1}, [gmem];"),
    row("wmma", ".m8n8k32.s4", v(6, 3), 75, Any, "wmma.load.a.sync.aligned.row.m8n8k32.global.s4 {%r1}, [gmem];"),
    row("mma.sync", ".m16n8k4.tf32", v(7, 0), 80, Any, "mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2}, {%r3}, {%f1, %f2, %f3, %f4};"),
    row("mma.sync", ".m16n8k64.s4", v(7, 0), 80, Any, "mma.sync.aligned.m16n8k64.row.col.s32.s4.s4.s32 {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%r9, %r10}, {%r1, %r2, %r3, %r4};"),
    row("mma.sync", ".m8n8k32.s4", v(6, 5), 75, Any, "mma.sync.aligned.m8n8k32.row.col.s32.s4.s4.s32 {%r1, %r2}, {%r3}, {%r4}, {%r1, %r2};"),
    row("mma.sync", ".m8n8k128.b1.xor.popc", v(7, 0), 75, Any, "mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.xor.popc {%r1, %r2}, {%r3}, {%r4}, {%r1, %r2};"),
    row("mma.sync", ".m16n8k256.b1.and.popc", v(7, 1), 80, Any, "mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.and.popc {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%r9, %r10}, {%r1, %r2, %r3, %r4};"),
    row("mma.sync", ".m16n8k32.e5m2", v(8, 4), 89, Any, "mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%f1, %f2, %f3, %f4};"),
    row("mma.sync", ".m16n8k16.e4m3", v(8, 7), 89, Any, "mma.sync.aligned.m16n8k16.row.col.f32.e4m3.e4m3.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2}, {%r3}, {%f1, %f2, %f3, %f4};"),
    row("mma.sync", ".m16n8k32.f16.e4m3 (f16 accumulator)", v(8, 7), 89, Any, "mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e4m3.f16 {%r1, %r2}, {%r3, %r4, %r5, %r6}, {%r7, %r8}, {%r1, %r2};"),
    row("mma.sp", ".m16n8k32.s8", v(7, 1), 80, Any, "mma.sp.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%r7, %r8}, {%r1, %r2, %r3, %r4}, %r9, 0x0;"),
    row("mma.sp", ".m16n8k64.e4m3", v(8, 4), 89, Any, "mma.sp.sync.aligned.m16n8k64.row.col.f32.e4m3.e4m3.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%f1, %f2, %f3, %f4}, %r9, 0x0;"),
    row("mma.sp", ".kind::f8f6f4", v(8, 7), 120, Family(CONSUMER), "mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::f8f6f4.f32.e3m2.e2m3.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%f1, %f2, %f3, %f4}, %r9, 0x0;"),
    row("mma.block_scale", ".kind::mxf4nvf4", v(8, 7), 120, Family(CONSUMER), "mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0 {%f1, %f2, %f3, %f4}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%f1, %f2, %f3, %f4}, %r7, {0, 0}, %r8, {0, 0};"),
    row("ldmatrix", ".m8n8.x1.b16", v(6, 5), 75, Any, "ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%r1}, [smem];"),
    row("ldmatrix", ".m8n16.x2.b8x16.b6x16_p32", v(8, 6), 100, Family(BLACKWELL_ALL), "ldmatrix.sync.aligned.m8n16.x2.shared.b8x16.b6x16_p32 {%r1, %r2}, [smem];"),
    row("stmatrix", ".m8n8.x2.trans.b16", v(7, 8), 90, Any, "stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [smem], {%r1, %r2};"),
    row("movmatrix", ".m8n8.trans.b16", v(7, 8), 75, Any, "movmatrix.sync.aligned.m8n8.trans.b16 %r1, %r2;"),
    // ---- Hopper warpgroup MMA (sm_90a only) ----
    row("wgmma", ".fence", v(8, 0), 90, Arch(&[90]), "wgmma.fence.sync.aligned;"),
    row("wgmma", ".commit_group", v(8, 0), 90, Arch(&[90]), "wgmma.commit_group.sync.aligned; wgmma.wait_group.sync.aligned 0;"),
    row("wgmma", ".mma_async.m64n8k16.f32.f16", v(8, 0), 90, Arch(&[90]), "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%f1, %f2, %f3, %f4}, %rd1, %rd2, 1, 1, 1, 0, 0;"),
    row("wgmma", ".mma_async.m64n8k32.f16.e4m3", v(8, 0), 90, Arch(&[90]), "wgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e4m3 {%r1, %r2}, %rd1, %rd2, 1, 1, 1;"),
    row("wgmma", ".mma_async.m64n256k16.f32.bf16", v(8, 0), 90, Arch(&[90]), "{ .reg .f32 %acc<128>; wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {%acc0, %acc1, %acc2, %acc3, %acc4, %acc5, %acc6, %acc7, %acc8, %acc9, %acc10, %acc11, %acc12, %acc13, %acc14, %acc15, %acc16, %acc17, %acc18, %acc19, %acc20, %acc21, %acc22, %acc23, %acc24, %acc25, %acc26, %acc27, %acc28, %acc29, %acc30, %acc31, %acc32, %acc33, %acc34, %acc35, %acc36, %acc37, %acc38, %acc39, %acc40, %acc41, %acc42, %acc43, %acc44, %acc45, %acc46, %acc47, %acc48, %acc49, %acc50, %acc51, %acc52, %acc53, %acc54, %acc55, %acc56, %acc57, %acc58, %acc59, %acc60, %acc61, %acc62, %acc63, %acc64, %acc65, %acc66, %acc67, %acc68, %acc69, %acc70, %acc71, %acc72, %acc73, %acc74, %acc75, %acc76, %acc77, %acc78, %acc79, %acc80, %acc81, %acc82, %acc83, %acc84, %acc85, %acc86, %acc87, %acc88, %acc89, %acc90, %acc91, %acc92, %acc93, %acc94, %acc95, %acc96, %acc97, %acc98, %acc99, %acc100, %acc101, %acc102, %acc103, %acc104, %acc105, %acc106, %acc107, %acc108, %acc109, %acc110, %acc111, %acc112, %acc113, %acc114, %acc115, %acc116, %acc117, %acc118, %acc119, %acc120, %acc121, %acc122, %acc123, %acc124, %acc125, %acc126, %acc127}, %rd1, %rd2, 1, 1, 1, 0, 0; }"),
    row("wgmma", ".mma_async.m64n8k8.f32.tf32", v(8, 0), 90, Arch(&[90]), "wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {%f1, %f2, %f3, %f4}, %rd1, %rd2, 1, 1, 1;"),
    row("wgmma", ".mma_async.m64n8k32.s32.s8.satfinite", v(8, 0), 90, Arch(&[90]), "wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8.satfinite {%r1, %r2, %r3, %r4}, %rd1, %rd2, 1;"),
    row("wgmma", ".mma_async.sp", v(8, 2), 90, Arch(&[90]), "wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.f16.f16 {%f1, %f2, %f3, %f4}, %rd1, %rd2, %r1, 0, 1, 1, 1, 0, 0;"),
    // ---- Blackwell tensor memory (datacenter a/f) ----
    row("tcgen05", ".alloc", v(8, 6), 100, Family(TMEM), "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [smem], 32;"),
    row("tcgen05", ".dealloc", v(8, 6), 100, Family(TMEM), "tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r1, 32;"),
    row("tcgen05", ".relinquish_alloc_permit", v(8, 6), 100, Family(TMEM), "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;"),
    row("tcgen05", ".ld", v(8, 6), 100, Family(TMEM), "tcgen05.ld.sync.aligned.32x32b.x1.b32 {%r1}, [%r2]; tcgen05.wait::ld.sync.aligned;"),
    row("tcgen05", ".st", v(8, 6), 100, Family(TMEM), "tcgen05.st.sync.aligned.32x32b.x1.b32 [%r2], {%r1}; tcgen05.wait::st.sync.aligned;"),
    row("tcgen05", ".commit", v(8, 6), 100, Family(TMEM), "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%r1];"),
    row("tcgen05", ".fence", v(8, 6), 100, Family(TMEM), "tcgen05.fence::before_thread_sync; tcgen05.fence::after_thread_sync;"),
    row("tcgen05", ".cp", v(8, 6), 100, Family(TMEM), "tcgen05.cp.cta_group::1.128x256b [%r1], %rd1;"),
    row("tcgen05", ".shift", v(8, 6), 100, Arch(&[100, 101, 103, 110]), "tcgen05.shift.cta_group::1.down [%r1];"),
    row("tcgen05", ".mma.kind::f16", v(8, 6), 100, Family(TMEM), "tcgen05.mma.cta_group::1.kind::f16 [%r1], %rd1, %rd2, %r2, %p1;"),
    row("tcgen05", ".mma.ws", v(8, 6), 100, Family(TMEM), "tcgen05.mma.ws.cta_group::1.kind::f16 [%r1], %rd1, %rd2, %r2, %p1;"),
    row("tcgen05", ".mma.cta_group::2", v(8, 6), 100, Family(TMEM), "tcgen05.mma.cta_group::2.kind::tf32 [%r1], %rd1, %rd2, %r2, %p1;"),
    row("tcgen05", ".mma.sp", v(8, 6), 100, Family(TMEM), "tcgen05.mma.sp.cta_group::1.kind::f16 [%r1], %rd1, %rd2, [%r3], %r2, %p1;"),
    row("tcgen05", ".mma.block_scale", v(8, 6), 100, Family(TMEM), "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale [%r1], %rd1, %rd2, %r2, [%r3], [%r4], %p1;"),
    row("tcgen05", ".ld.16x64b", v(8, 6), 100, Family(TMEM), "tcgen05.ld.sync.aligned.16x64b.x1.b32 {%r1}, [%r2];"),
    row("tcgen05", ".ld.pack::16b", v(8, 6), 100, Family(TMEM), "tcgen05.ld.sync.aligned.16x128b.x1.pack::16b.b32 {%r1, %r3}, [%r2];"),
    row("tcgen05", ".commit.multicast::cluster", v(8, 6), 100, Family(TMEM), "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%r1], %h1;"),
    // ---- Special registers ----
    row("sreg", "%clusterid", v(7, 8), 90, Any, "mov.u32 %r1, %clusterid.x;"),
    row("sreg", "%cluster_ctarank", v(7, 8), 90, Any, "mov.u32 %r1, %cluster_ctarank;"),
    row("sreg", "%is_explicit_cluster", v(7, 8), 90, Any, "mov.pred %p1, %is_explicit_cluster;"),
    row("sreg", "%aggr_smem_size", v(8, 1), 90, Any, "mov.u32 %r1, %aggr_smem_size;"),
    row("sreg", "%reserved_smem_offset_begin", v(7, 6), 80, Any, "mov.b32 %r1, %reserved_smem_offset_begin;"),
    row("sreg", "%current_graph_exec", v(8, 0), 50, Any, "mov.u64 %rd1, %current_graph_exec;"),
    row("sreg", "%globaltimer", v(3, 1), 30, Any, "mov.u64 %rd1, %globaltimer;"),
    row("sreg", "%cluster_nctaid", v(7, 8), 90, Any, "mov.u32 %r1, %cluster_nctaid.x;"),
    row("sreg", "%cluster_ctaid", v(7, 8), 90, Any, "mov.u32 %r1, %cluster_ctaid.y;"),
    row("sreg", "%nclusterid", v(7, 8), 90, Any, "mov.u32 %r1, %nclusterid.z;"),
    row("sreg", "%cluster_nctarank", v(7, 8), 90, Any, "mov.u32 %r1, %cluster_nctarank;"),
    row("sreg", "%dynamic_smem_size", v(4, 1), 20, Any, "mov.u32 %r1, %dynamic_smem_size;"),
    row("sreg", "%total_smem_size", v(4, 1), 20, Any, "mov.u32 %r1, %total_smem_size;"),
    row("sreg", "%lanemask_lt", v(2, 0), 20, Any, "mov.u32 %r1, %lanemask_lt;"),
    row("sreg", "%clock64", v(2, 0), 20, Any, "mov.u64 %rd1, %clock64;"),
    row("sreg", "%nsmid", v(2, 0), 20, Any, "mov.u32 %r1, %nsmid;"),
];

/// Every row of the table, in display order.
pub fn rows() -> impl Iterator<Item = &'static FeatureRow> {
    TABLE.iter()
}

/// The availability of `family` + `variant` (exact names as in the table), if the table has it.
pub fn availability(family: &str, variant: &str) -> Option<Availability> {
    TABLE.iter().find(|r| r.family == family && r.variant == variant).map(|r| r.availability)
}

/// Why a row is not available on a subtarget.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Unavailable {
    /// The table has no such row.
    Unknown,
    /// The SM (or its variant) does not allow it.
    Sm(String),
    /// The PTX version is too old.
    Ptx(String),
}

impl Unavailable {
    /// The diagnostic text.
    pub fn message(&self) -> &str {
        match self {
            Unavailable::Unknown => "unknown instruction variant",
            Unavailable::Sm(m) | Unavailable::Ptx(m) => m,
        }
    }
}

impl Subtarget {
    /// Whether the availability table allows `family` + `variant` here.
    pub fn allows(&self, family: &str, variant: &str) -> bool {
        check(self, family, variant).is_ok()
    }
}

/// Checks `family` + `variant` on `st`. The SM is checked before the PTX version. Messages are in
/// ptxas 13.5's wording (LLVM itself only says "Cannot select"): `Instruction '<name>' requires
/// .target sm_XX or higher`, `Instruction '<name>' not supported on .target 'sm_XX'` (a/f rows),
/// `Instruction '<name>' requires PTX ISA .version X.Y or later`, where `<name>` is the family
/// followed by the variant.
pub fn check(st: &Subtarget, family: &str, variant: &str) -> Result<(), Unavailable> {
    let a = availability(family, variant).ok_or(Unavailable::Unknown)?;
    let name = format!("{family}{variant}");
    if !a.allows_sm(st.sm) {
        return Err(Unavailable::Sm(match a.gate {
            Gate::Any => format!("Instruction '{name}' requires .target sm_{} or higher", a.min_sm),
            Gate::Arch(_) | Gate::Family(_) => format!("Instruction '{name}' not supported on .target '{}'", st.sm),
        }));
    }
    let min_ptx = a.min_ptx_on(st.sm);
    if st.ptx < min_ptx {
        return Err(Unavailable::Ptx(format!("Instruction '{name}' requires PTX ISA .version {min_ptx} or later")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn st(sm: &str, ptx: &str) -> Subtarget {
        Subtarget { sm: Sm::parse(sm).unwrap(), ptx: PtxVersion::parse(ptx).unwrap() }
    }

    #[test]
    fn rows_are_unique_and_named() {
        let mut keys: Vec<_> = rows().map(|r| (r.family, r.variant)).collect();
        let n = keys.len();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), n, "duplicate (family, variant)");
        assert!(n >= 150, "{n} rows");
        assert!(rows().all(|r| !r.family.is_empty()));
    }

    #[test]
    fn gated_rows_name_their_minimum_sm() {
        for r in rows() {
            if let Gate::Arch(l) | Gate::Family(l) = r.availability.gate {
                assert_eq!(l.first(), Some(&r.availability.min_sm), "{} {}", r.family, r.variant);
            }
        }
    }

    #[test]
    fn floors_the_issue_names() {
        // Tensor memory only on datacenter Blackwell a/f.
        assert!(check(&st("100a", "8.6"), "tcgen05", ".alloc").is_ok());
        assert!(check(&st("103f", "8.8"), "tcgen05", ".mma.kind::f16").is_ok());
        assert_eq!(
            check(&st("100", "8.6"), "tcgen05", ".alloc"),
            Err(Unavailable::Sm("Instruction 'tcgen05.alloc' not supported on .target 'sm_100'".into()))
        );
        assert!(check(&st("120a", "8.7"), "tcgen05", ".alloc").is_err());
        // Block-scaled MMA on consumer Blackwell.
        assert!(check(&st("120a", "8.7"), "mma.block_scale", ".kind::mxf8f6f4").is_ok());
        assert!(check(&st("100a", "8.7"), "mma.block_scale", ".kind::mxf8f6f4").is_err());
        // bf16 arithmetic floors: fma at sm_80, add at sm_90.
        assert!(check(&st("80", "7.0"), "fma", ".bf16").is_ok());
        assert_eq!(
            check(&st("80", "7.8"), "add", ".bf16"),
            Err(Unavailable::Sm("Instruction 'add.bf16' requires .target sm_90 or higher".into()))
        );
        assert_eq!(
            check(&st("90", "7.8"), "atom", ".cas.b128"),
            Err(Unavailable::Ptx("Instruction 'atom.cas.b128' requires PTX ISA .version 8.3 or later".into()))
        );
        // wgmma: sm_90a only.
        assert!(check(&st("90a", "8.0"), "wgmma", ".fence").is_ok());
        assert!(check(&st("90", "8.0"), "wgmma", ".fence").is_err());
        assert!(check(&st("100a", "8.6"), "wgmma", ".fence").is_err());
        // The FP8 conversions: PTX 8.1 on sm_89, 7.8 on sm_90.
        assert!(check(&st("89", "8.0"), "cvt", ".rn.satfinite.e4m3x2.f32").is_err());
        assert!(check(&st("89", "8.1"), "cvt", ".rn.satfinite.e4m3x2.f32").is_ok());
        assert!(check(&st("90", "7.8"), "cvt", ".rn.satfinite.e4m3x2.f32").is_ok());
        assert_eq!(check(&st("90", "8.0"), "frob", ""), Err(Unavailable::Unknown));
        assert_eq!(Unavailable::Unknown.message(), "unknown instruction variant");
    }

    #[test]
    fn every_row_is_available_at_its_own_minimum() {
        for r in rows() {
            let a = r.availability;
            let sm = Sm::all().filter(|s| a.allows_sm(*s)).min().expect("some SM allows the row");
            let ptx = a.min_ptx_on(sm).max(sm.min_ptx());
            assert!(Subtarget { sm, ptx }.allows(r.family, r.variant), "{} {}", r.family, r.variant);
            if let Some(prev) = ptx.previous().filter(|&p| p < a.min_ptx_on(sm)) {
                assert!(!Subtarget { sm, ptx: prev }.allows(r.family, r.variant), "{} {}", r.family, r.variant);
            }
        }
    }

    #[test]
    fn describes_requirements() {
        assert_eq!(availability("redux.sync", ".add.u32").unwrap().describe(), "sm_80+, PTX 7.0");
        assert_eq!(availability("wgmma", ".fence").unwrap().describe(), "sm_90a, PTX 8.0");
        assert_eq!(
            availability("mma.block_scale", ".kind::mxf8f6f4").unwrap().describe(),
            "sm_120a/f, sm_121a/f, PTX 8.7"
        );
        assert_eq!(
            availability("cvt", ".rn.f16x2.e4m3x2").unwrap().describe(),
            "sm_89+, PTX 8.1 (PTX 7.8 from sm_90)"
        );
    }

    #[test]
    fn availability_queries() {
        let a = availability("redux.sync", ".add.u32").unwrap();
        assert_eq!((a.min_ptx, a.min_sm, a.gate), (v(7, 0), 80, Gate::Any));
        assert_eq!(a.min_target().to_string(), "sm_80");
        assert_eq!(availability("wgmma", ".fence").unwrap().min_target().to_string(), "sm_90a");
        assert!(availability("redux.sync", ".nope").is_none());
        let f = availability("tcgen05", ".ld").unwrap();
        assert!(f.allows_sm(Sm::parse("110f").unwrap()));
        assert!(!f.allows_sm(Sm::parse("110").unwrap()));
        assert!(!f.allows_sm(Sm::parse("121f").unwrap()));
    }
}
