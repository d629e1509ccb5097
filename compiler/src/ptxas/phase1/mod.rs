//! Phase 1 of ptxas (seed 004, pipeline phase 5 `ConvertUnsupportedOps`): the **MercConverter**
//! turns each PTX instruction into Ori instructions with real SASS opcodes for sm_90.
//!
//! The conversion is a table of named rules ([`RULES`]) keyed, like ptxas's dispatch, by the PTX
//! opcode, the operation's type and its modifiers; the first rule that matches converts the
//! instruction. Most are 1:1 (`add.f32 → FADD`, `add.s32 → IADD3` with `RZ` as third addend,
//! `bar.sync → BAR.SYNC.DEFER_BLOCKING`); some are 1:N (`add.s64 → IADD3 + IADD3.X` with a carry
//! predicate, `clz.b32 → FLO.U32 + IADD3`, `ex2.approx.f32 → FSETP + FMUL + MUFU.EX2 + FMUL`).
//! The type picks the SASS prefix (seed 004 8.14): `.f32 → F`, `.s32/.u32 → I`, `.s64` split in
//! two halves with a carry chain.
//!
//! Every Ori instruction records its rule's name and the PTX line, so the trace can show which
//! expansion made it. An instruction no rule takes is a positioned error
//! `ptxas Phase 1: <op> is not supported yet`, never a panic or a guess.
//!
//! After the dispatch, two small post-conversion lowerings run (seed 004's "post-conversion
//! lowering"): a branch to a block that only returns becomes `EXIT`, and a kernel parameter
//! loaded by `LDC` whose every use can read the constant bank directly is folded into those uses
//! (`ISETP.GE.AND P0, PT, R7, c[0x0][0x210], PT`).

use crate::ptxas::ori::*;
use crate::diag::Diagnostic;
use crate::ptx::ast::{self, Imm, Instruction, Operand as POp, ScalarType, StateSpace, Statement};
use crate::target::Sm;
use std::collections::HashMap;

mod math;
pub use math::{BIT_RULES, EXT_RULES, MATH_RULES, TENSOR_RULES};
use math::{is_texture_handle, texture_slots};

mod flow;
pub use flow::{constant3_image, constant_section_text, ALLOCA_RULE, FLOW_RULES};

mod tcgen05;
pub use tcgen05::TCGEN05_RULES;

/// The phase name diagnostics carry.
pub const PHASE: &str = "ptxas-phase1";

/// Kernel parameters start at this offset of constant bank 0 on sm_90 (other arches:
/// [`crate::sass::arch::Arch::param_base`]).
pub const PARAM_BASE: i64 = 0x210;

/// ptxas reserves the first 1 KiB of shared memory on sm_90; user variables follow.
pub const SHARED_BASE: i64 = 0x400;

/// The type class a rule is keyed by (seed 004 8.14's type → prefix table).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    /// 8-bit integers (`.b8/.u8/.s8`).
    I8,
    /// 16-bit integers.
    I16,
    /// 32-bit integers.
    I32,
    /// 64-bit integers.
    I64,
    /// `.f16`, `.bf16` and their pairs.
    F16,
    /// `.f32`.
    F32,
    /// `.f64`.
    F64,
    /// `.pred`.
    Pred,
    /// Anything else.
    Other,
}

/// The class of a PTX type.
pub fn ty_class(t: ScalarType) -> Ty {
    use ScalarType as T;
    match t {
        T::B8 | T::U8 | T::S8 => Ty::I8,
        T::B16 | T::U16 | T::S16 => Ty::I16,
        T::B32 | T::U32 | T::S32 => Ty::I32,
        T::B64 | T::U64 | T::S64 => Ty::I64,
        T::F16 | T::F16x2 | T::Bf16 | T::Bf16x2 => Ty::F16,
        T::F32 | T::Tf32 => Ty::F32,
        T::F64 => Ty::F64,
        T::Pred => Ty::Pred,
        _ => Ty::Other,
    }
}

fn is_signed(t: ScalarType) -> bool {
    matches!(t, ScalarType::S8 | ScalarType::S16 | ScalarType::S32 | ScalarType::S64)
}

type Res<T> = Result<T, String>;

/// One Phase-1 rule.
pub struct Rule {
    /// The rule's name as the trace shows it (`add.s64 → IADD3 + IADD3.X`).
    pub name: &'static str,
    /// The PTX opcode it takes (`add`).
    pub ptx: &'static str,
    /// The type classes it takes (empty: any).
    pub types: &'static [Ty],
    /// Further conditions on the modifiers and operands.
    pub when: fn(&Instruction) -> bool,
    convert: fn(&mut Conv, &Instruction) -> Res<()>,
}

impl std::fmt::Debug for Rule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rule").field("name", &self.name).field("ptx", &self.ptx).field("types", &self.types).finish()
    }
}

fn always(_: &Instruction) -> bool {
    true
}

fn space_is(i: &Instruction, s: StateSpace) -> bool {
    i.state_space() == Some(s)
}

fn in_param(i: &Instruction) -> bool {
    space_is(i, StateSpace::Param)
}
fn in_global(i: &Instruction) -> bool {
    space_is(i, StateSpace::Global)
}
fn in_shared(i: &Instruction) -> bool {
    space_is(i, StateSpace::Shared)
}
fn in_local(i: &Instruction) -> bool {
    space_is(i, StateSpace::Local)
}
fn generic_space(i: &Instruction) -> bool {
    i.state_space().is_none() && i.modifier_texts().all(|m| !matches!(m, ".volatile" | ".relaxed" | ".acquire" | ".release" | ".weak" | ".mmio"))
}
fn cvta_local(i: &Instruction) -> bool {
    in_local(i) && !i.has_modifier(".to")
}
fn generic_volatile(i: &Instruction) -> bool {
    i.state_space().is_none() && i.has_modifier(".volatile") && i.modifier_texts().all(|m| !matches!(m, ".relaxed" | ".acquire" | ".release" | ".weak" | ".mmio"))
}
fn cvta_to_local(i: &Instruction) -> bool {
    in_local(i) && i.has_modifier(".to")
}
fn in_const(i: &Instruction) -> bool {
    space_is(i, StateSpace::Const)
}
fn cvta_shared(i: &Instruction) -> bool {
    in_shared(i) && !i.has_modifier(".to")
}
fn cvta_to_shared(i: &Instruction) -> bool {
    in_shared(i) && i.has_modifier(".to")
}
fn has_special_src(i: &Instruction) -> bool {
    matches!(i.operands.get(1), Some(POp::SpecialReg(..)))
}
fn not_special_src(i: &Instruction) -> bool {
    !has_special_src(i)
}
fn is_approx(i: &Instruction) -> bool {
    i.has_modifier(".approx")
}
fn is_approx_ftz(i: &Instruction) -> bool {
    i.has_modifier(".approx") && i.has_modifier(".ftz")
}
fn is_approx_noftz(i: &Instruction) -> bool {
    i.has_modifier(".approx") && !i.has_modifier(".ftz")
}
fn is_lo(i: &Instruction) -> bool {
    i.has_modifier(".lo")
}
fn is_hi(i: &Instruction) -> bool {
    i.has_modifier(".hi")
}
fn is_wide(i: &Instruction) -> bool {
    i.has_modifier(".wide")
}
fn cvt_kind(i: &Instruction) -> (Ty, Ty) {
    let t = i.types();
    match (t.first(), t.get(1)) {
        (Some(d), Some(s)) => (ty_class(*d), ty_class(*s)),
        _ => (Ty::Other, Ty::Other),
    }
}
fn cvt_int_int(i: &Instruction) -> bool {
    let (d, s) = cvt_kind(i);
    let int = |t| matches!(t, Ty::I8 | Ty::I16 | Ty::I32 | Ty::I64);
    int(d) && int(s) && !i.has_modifier(".sat")
}
fn cvt_f32_int(i: &Instruction) -> bool {
    let (d, s) = cvt_kind(i);
    d == Ty::F32 && s == Ty::I32
}
fn cvt_int_f32(i: &Instruction) -> bool {
    let (d, s) = cvt_kind(i);
    d == Ty::I32 && s == Ty::F32
}
fn atom_global_relaxed_gpu(i: &Instruction) -> bool {
    in_global(i) && i.modifier_texts().all(|m| !matches!(m, ".acquire" | ".release" | ".acq_rel" | ".sc" | ".cta" | ".sys" | ".cluster" | ".cas" | ".v2" | ".v4" | ".v8"))
}
fn atom_shared_add(i: &Instruction) -> bool {
    in_shared(i) && i.has_modifier(".add") && i.modifier_texts().all(|m| !matches!(m, ".acquire" | ".release" | ".acq_rel" | ".sc" | ".sys" | ".cluster"))
}
fn cvt_f_f(i: &Instruction) -> bool {
    matches!(cvt_kind(i), (Ty::F64, Ty::F32) | (Ty::F32, Ty::F64)) && !i.has_modifier(".sat")
}
fn cvt_f64_i32(i: &Instruction) -> bool {
    cvt_kind(i) == (Ty::F64, Ty::I32)
}
fn shift_by_imm(i: &Instruction) -> bool {
    matches!(i.operands.get(2), Some(POp::Imm(..)))
}

/// The Phase-1 rule table, tried in order.
pub static RULES: &[Rule] = &[
    // Memory.
    Rule { name: "ld.param → LDC", ptx: "ld", types: &[], when: in_param, convert: Conv::ld_param },
    Rule { name: ABI_ST_PARAM, ptx: "st", types: &[], when: in_param, convert: Conv::st_param_abi },
    Rule { name: "ld.global → LDG.E", ptx: "ld", types: &[], when: in_global, convert: Conv::ld_global },
    Rule { name: "st.global → STG.E", ptx: "st", types: &[], when: in_global, convert: Conv::st_global },
    Rule { name: "ld.shared → LDS", ptx: "ld", types: &[], when: in_shared, convert: Conv::ld_shared },
    Rule { name: "st.shared → STS", ptx: "st", types: &[], when: in_shared, convert: Conv::st_shared },
    Rule { name: "ld.local → LDL", ptx: "ld", types: &[], when: in_local, convert: Conv::ld_local },
    Rule { name: "st.local → STL", ptx: "st", types: &[], when: in_local, convert: Conv::st_local },
    Rule { name: "ld (generic) → LD.E", ptx: "ld", types: &[], when: generic_space, convert: Conv::ld_generic },
    Rule { name: "st (generic) → ST.E", ptx: "st", types: &[], when: generic_space, convert: Conv::st_generic },
    Rule { name: "st.volatile (generic) → ST.E.STRONG.SYS", ptx: "st", types: &[], when: generic_volatile, convert: Conv::st_generic },
    Rule { name: "cvta.local → IADD3 + IADD3.X (local window c[0x0][0x20])", ptx: "cvta", types: &[Ty::I64], when: cvta_local, convert: Conv::cvta_local },
    Rule { name: "cvta.to.local → IADD3 (minus the local window c[0x0][0x20])", ptx: "cvta", types: &[Ty::I64], when: cvta_to_local, convert: Conv::cvta_to_local },
    Rule { name: "cvta.to.global → MOV (identity)", ptx: "cvta", types: &[Ty::I64], when: in_global, convert: Conv::cvta_global },
    Rule { name: "ld.const → LDC c[0x3][...]", ptx: "ld", types: &[], when: in_const, convert: Conv::ld_const },
    Rule { name: "cvta.shared → MOV + S2R SR_SWINHI (shared window)", ptx: "cvta", types: &[Ty::I64], when: cvta_shared, convert: Conv::cvta_shared },
    Rule { name: "cvta.to.shared → MOV (low word)", ptx: "cvta", types: &[Ty::I64, Ty::I32], when: cvta_to_shared, convert: Conv::cvta_to_shared },
    // Moves and special registers.
    Rule { name: "mov special register → S2R / LDC c[0x0]", ptx: "mov", types: &[Ty::I32], when: has_special_src, convert: Conv::mov_special },
    Rule { name: "mov.b32 → MOV", ptx: "mov", types: &[Ty::I32, Ty::F32, Ty::I16, Ty::I8], when: not_special_src, convert: Conv::mov32 },
    Rule { name: "mov.b64 → MOV (pair)", ptx: "mov", types: &[Ty::I64, Ty::F64], when: not_special_src, convert: Conv::mov64 },
    Rule { name: "mov.pred → PLOP3.LUT", ptx: "mov", types: &[Ty::Pred], when: always, convert: Conv::mov_pred },
    // 32-bit integer arithmetic.
    Rule { name: "add.s32 → IADD3", ptx: "add", types: &[Ty::I32, Ty::I16], when: always, convert: Conv::add32 },
    Rule { name: "sub.s32 → IADD3 (negated B)", ptx: "sub", types: &[Ty::I32, Ty::I16], when: always, convert: Conv::sub32 },
    Rule { name: "add.s64 → IADD3 + IADD3.X", ptx: "add", types: &[Ty::I64], when: always, convert: Conv::add64 },
    Rule { name: "sub.s64 → IADD3 + IADD3.X", ptx: "sub", types: &[Ty::I64], when: always, convert: Conv::sub64 },
    Rule { name: "mul.lo.s32 → IMAD", ptx: "mul", types: &[Ty::I32, Ty::I16], when: is_lo, convert: Conv::mul_lo32 },
    Rule { name: "mul.hi.s32 → IMAD.HI", ptx: "mul", types: &[Ty::I32], when: is_hi, convert: Conv::mul_hi32 },
    Rule { name: "mul.wide.s32 → IMAD.WIDE", ptx: "mul", types: &[Ty::I32], when: is_wide, convert: Conv::mul_wide },
    Rule { name: "mul.lo.s64 → IMAD.WIDE.U32 + IMAD + IMAD + IADD3", ptx: "mul", types: &[Ty::I64], when: is_lo, convert: Conv::mul_lo64 },
    Rule { name: "mad.lo.s64 → IMAD + IMAD + IMAD.WIDE.U32 (addend) + IADD3", ptx: "mad", types: &[Ty::I64], when: is_lo, convert: Conv::mad_lo64 },
    Rule { name: "shf.l/shf.r → SHF.L.HI / SHF.R (funnel shift)", ptx: "shf", types: &[Ty::I32], when: always, convert: Conv::shf },
    Rule { name: "mad.lo.s32 → IMAD", ptx: "mad", types: &[Ty::I32, Ty::I16], when: is_lo, convert: Conv::mad_lo32 },
    Rule { name: "mad.wide.s32 → IMAD.WIDE", ptx: "mad", types: &[Ty::I32], when: is_wide, convert: Conv::mad_wide },
    Rule { name: "neg.s32 → IADD3 (negated A)", ptx: "neg", types: &[Ty::I32], when: always, convert: Conv::neg32 },
    Rule { name: "abs.s32 → IABS", ptx: "abs", types: &[Ty::I32], when: always, convert: Conv::abs32 },
    Rule { name: "min.s32 → VIMNMX (PT)", ptx: "min", types: &[Ty::I32], when: always, convert: Conv::min32 },
    Rule { name: "max.s32 → VIMNMX (!PT)", ptx: "max", types: &[Ty::I32], when: always, convert: Conv::max32 },
    Rule { name: "shl.b32 → SHF.L.U32", ptx: "shl", types: &[Ty::I32, Ty::I16], when: always, convert: Conv::shl32 },
    Rule { name: "shr.b32 → SHF.R.U32.HI / SHF.R.S32.HI", ptx: "shr", types: &[Ty::I32, Ty::I16], when: always, convert: Conv::shr32 },
    Rule { name: "shl.b64 (immediate) → SHF.L.U64.HI + SHF.L.U32", ptx: "shl", types: &[Ty::I64], when: shift_by_imm, convert: Conv::shl64 },
    Rule { name: "shr.b64 (immediate) → SHF.R.U64 + SHF.R.U32.HI", ptx: "shr", types: &[Ty::I64], when: shift_by_imm, convert: Conv::shr64 },
    Rule { name: "and.b32 → LOP3.LUT 0xc0", ptx: "and", types: &[Ty::I32, Ty::I16], when: always, convert: Conv::and32 },
    Rule { name: "or.b32 → LOP3.LUT 0xfc", ptx: "or", types: &[Ty::I32, Ty::I16], when: always, convert: Conv::or32 },
    Rule { name: "xor.b32 → LOP3.LUT 0x3c", ptx: "xor", types: &[Ty::I32, Ty::I16], when: always, convert: Conv::xor32 },
    Rule { name: "not.b32 → LOP3.LUT 0x33", ptx: "not", types: &[Ty::I32, Ty::I16], when: always, convert: Conv::not32 },
    Rule { name: "and.b64 → 2 × LOP3.LUT 0xc0", ptx: "and", types: &[Ty::I64], when: always, convert: Conv::and64 },
    Rule { name: "or.b64 → 2 × LOP3.LUT 0xfc", ptx: "or", types: &[Ty::I64], when: always, convert: Conv::or64 },
    Rule { name: "xor.b64 → 2 × LOP3.LUT 0x3c", ptx: "xor", types: &[Ty::I64], when: always, convert: Conv::xor64 },
    Rule { name: "and.pred → PLOP3.LUT 0x80", ptx: "and", types: &[Ty::Pred], when: always, convert: Conv::and_pred },
    Rule { name: "or.pred → PLOP3.LUT 0xf8", ptx: "or", types: &[Ty::Pred], when: always, convert: Conv::or_pred },
    Rule { name: "xor.pred → PLOP3.LUT 0x78", ptx: "xor", types: &[Ty::Pred], when: always, convert: Conv::xor_pred },
    Rule { name: "not.pred → PLOP3.LUT 0x0f", ptx: "not", types: &[Ty::Pred], when: always, convert: Conv::not_pred },
    Rule { name: "popc.b32 → POPC", ptx: "popc", types: &[Ty::I32], when: always, convert: Conv::popc32 },
    Rule { name: "clz.b32 → FLO.U32 + IADD3", ptx: "clz", types: &[Ty::I32], when: always, convert: Conv::clz32 },
    Rule { name: "brev.b32 → BREV", ptx: "brev", types: &[Ty::I32], when: always, convert: Conv::brev32 },
    // Comparisons and selection.
    Rule { name: "setp.s32 → ISETP", ptx: "setp", types: &[Ty::I32, Ty::I16], when: always, convert: Conv::setp32 },
    Rule { name: "setp.s64 → ISETP + ISETP.EX", ptx: "setp", types: &[Ty::I64], when: always, convert: Conv::setp64 },
    Rule { name: "setp.f32 → FSETP", ptx: "setp", types: &[Ty::F32], when: always, convert: Conv::setp_f32 },
    Rule { name: "selp.b32 → SEL", ptx: "selp", types: &[Ty::I32, Ty::I16], when: always, convert: Conv::selp32 },
    Rule { name: "selp.f32 → FSEL", ptx: "selp", types: &[Ty::F32], when: always, convert: Conv::selp_f32 },
    Rule { name: "selp.b64 → 2 × SEL", ptx: "selp", types: &[Ty::I64, Ty::F64], when: always, convert: Conv::selp64 },
    // Atomics and warp operations.
    Rule { name: "atom.global → ATOMG.E.<op>.STRONG.GPU", ptx: "atom", types: &[Ty::I32, Ty::I64, Ty::F32, Ty::F64], when: atom_global_relaxed_gpu, convert: Conv::atom_global },
    Rule { name: "atom.shared.add → ATOMS.ADD", ptx: "atom", types: &[Ty::I32], when: atom_shared_add, convert: Conv::atom_shared },
    Rule { name: "shfl.sync → SHFL (full warp)", ptx: "shfl", types: &[Ty::I32], when: always, convert: Conv::shfl },
    Rule { name: "vote.sync.ballot → VOTE.ANY R", ptx: "vote", types: &[Ty::I32], when: always, convert: Conv::vote_ballot },
    Rule { name: "vote.sync.any/all.pred → VOTE.ANY/ALL P", ptx: "vote", types: &[Ty::Pred], when: always, convert: Conv::vote_pred },
    Rule { name: "fence/membar → MEMBAR + ERRBAR + CGAERRBAR + CCTL.IVALL", ptx: "fence", types: &[], when: |i| (!i.has_modifier(".proxy") || !i.has_modifier(".async")) && !i.has_modifier(".cluster"), convert: Conv::fence },
    Rule { name: "fence/membar → MEMBAR + ERRBAR + CGAERRBAR + CCTL.IVALL", ptx: "membar", types: &[], when: always, convert: Conv::fence },
    // Control flow.
    Rule { name: "bra → BRA", ptx: "bra", types: &[], when: always, convert: Conv::bra },
    Rule { name: "ret → EXIT", ptx: "ret", types: &[], when: always, convert: Conv::ret },
    Rule { name: ABI_CALL, ptx: "call", types: &[], when: always, convert: Conv::call_abi },
    Rule { name: "exit → EXIT", ptx: "exit", types: &[], when: always, convert: Conv::ret },
    Rule { name: "bar.sync → BAR.SYNC.DEFER_BLOCKING", ptx: "bar", types: &[], when: always, convert: Conv::bar },
    Rule { name: "barrier.sync → BAR.SYNC.DEFER_BLOCKING", ptx: "barrier", types: &[], when: |i| !i.has_modifier(".cluster"), convert: Conv::bar },
    // Single-precision floating point.
    Rule { name: "add.f32 → FADD", ptx: "add", types: &[Ty::F32], when: always, convert: Conv::fadd },
    Rule { name: "sub.f32 → FADD (negated B)", ptx: "sub", types: &[Ty::F32], when: always, convert: Conv::fsub },
    Rule { name: "mul.f32 → FMUL", ptx: "mul", types: &[Ty::F32], when: always, convert: Conv::fmul },
    Rule { name: "fma.f32 → FFMA", ptx: "fma", types: &[Ty::F32], when: always, convert: Conv::ffma },
    Rule { name: "mad.f32 → FFMA", ptx: "mad", types: &[Ty::F32], when: always, convert: Conv::ffma },
    Rule { name: "neg.f32 → FADD -a, -RZ", ptx: "neg", types: &[Ty::F32], when: always, convert: Conv::fneg },
    Rule { name: "abs.f32 → FADD |a|, -RZ", ptx: "abs", types: &[Ty::F32], when: always, convert: Conv::fabs },
    Rule { name: "min.f32 → FMNMX (PT)", ptx: "min", types: &[Ty::F32], when: always, convert: Conv::fmin },
    Rule { name: "max.f32 → FMNMX (!PT)", ptx: "max", types: &[Ty::F32], when: always, convert: Conv::fmax },
    Rule { name: "div.approx.f32 → MUFU.RCP + FMUL", ptx: "div", types: &[Ty::F32], when: is_approx, convert: Conv::fdiv_approx },
    Rule { name: "rcp.approx.ftz.f32 → MUFU.RCP", ptx: "rcp", types: &[Ty::F32], when: is_approx_ftz, convert: Conv::mufu_rcp },
    Rule { name: "sqrt.approx.ftz.f32 → MUFU.SQRT", ptx: "sqrt", types: &[Ty::F32], when: is_approx_ftz, convert: Conv::mufu_sqrt },
    Rule { name: "rsqrt.approx.ftz.f32 → MUFU.RSQ", ptx: "rsqrt", types: &[Ty::F32], when: is_approx_ftz, convert: Conv::mufu_rsq },
    Rule { name: "ex2.approx.ftz.f32 → MUFU.EX2", ptx: "ex2", types: &[Ty::F32], when: is_approx_ftz, convert: Conv::mufu_ex2 },
    Rule { name: "ex2.approx.f32 → FSETP + FMUL + MUFU.EX2 + FMUL (denormal results)", ptx: "ex2", types: &[Ty::F32], when: is_approx_noftz, convert: Conv::ex2_denormal },
    Rule { name: "lg2.approx.ftz.f32 → MUFU.LG2", ptx: "lg2", types: &[Ty::F32], when: is_approx_ftz, convert: Conv::mufu_lg2 },
    // Double precision (register pairs).
    Rule { name: "add.f64 → DADD", ptx: "add", types: &[Ty::F64], when: always, convert: Conv::dadd },
    Rule { name: "sub.f64 → DADD (negated B)", ptx: "sub", types: &[Ty::F64], when: always, convert: Conv::dsub },
    Rule { name: "mul.f64 → DMUL", ptx: "mul", types: &[Ty::F64], when: always, convert: Conv::dmul },
    Rule { name: "fma.f64 → DFMA", ptx: "fma", types: &[Ty::F64], when: always, convert: Conv::dfma },
    Rule { name: "setp.f64 → DSETP", ptx: "setp", types: &[Ty::F64], when: always, convert: Conv::setp_f64 },
    Rule { name: "cvt.f64.f32 / cvt.f32.f64 → F2F", ptx: "cvt", types: &[], when: cvt_f_f, convert: Conv::cvt_f2f },
    Rule { name: "cvt.f64.s32 → I2F.F64", ptx: "cvt", types: &[], when: cvt_f64_i32, convert: Conv::cvt_f64_i32 },
    // Conversions.
    Rule { name: "cvt.f32.s32 → I2FP.F32.S32", ptx: "cvt", types: &[], when: cvt_f32_int, convert: Conv::cvt_f32_int },
    Rule { name: "cvt.s32.f32 → F2I", ptx: "cvt", types: &[], when: cvt_int_f32, convert: Conv::cvt_int_f32 },
    Rule { name: "cvt between integers → MOV / SHF / LOP3 / SGXT", ptx: "cvt", types: &[], when: cvt_int_int, convert: Conv::cvt_int },
];

/// Every Phase 1 rule in the order they are tried: the hand-written PTX extras (`merc_ext.rs`:
/// carry chains, testp, slct, prmt modes, red), the control-flow, atomics and warp rules
/// (`merc_flow.rs`, whose conditions exclude what the base rules take), the base rules, then
/// the math, bit-field and tensor rules (`merc_math.rs` and its child modules), then the tcgen05
/// rules (`merc_tcgen05.rs`). The explorer's
/// table lists them in this order too.
pub fn all_rules() -> impl Iterator<Item = &'static Rule> {
    EXT_RULES.iter().chain(FLOW_RULES.iter()).chain(RULES.iter()).chain(MATH_RULES.iter()).chain(BIT_RULES.iter()).chain(TENSOR_RULES.iter()).chain(TCGEN05_RULES.iter())
}

/// The rule that takes `inst`, if any.
pub fn rule_for(inst: &Instruction) -> Option<&'static Rule> {
    let ty = inst.ty().map(ty_class);
    all_rules().find(|r| {
        r.ptx == inst.opcode && (r.types.is_empty() || ty.is_some_and(|t| r.types.contains(&t))) && (r.when)(inst)
    })
}

enum Item {
    Label(usize),
    Inst(OriInst),
}

/// The state of converting one function.
pub struct Conv {
    f: OriFunction,
    items: Vec<Item>,
    decls: Vec<(String, Option<u32>, ScalarType)>,
    vregs: HashMap<String, VReg>,
    alias: HashMap<String, (VReg, Part)>,
    def_count: HashMap<String, u32>,
    params: HashMap<String, i64>,
    shared: HashMap<String, i64>,
    locals: HashMap<String, i64>,
    labels: Vec<String>,
    label_ids: HashMap<String, usize>,
    rule: &'static str,
    line: u32,
    guard: Option<Guard>,
    cga: Option<VReg>,
    entry: Vec<OriInst>,
    abi: Abi,
    /// `.const` variables: name → offset in constant bank 3.
    consts: HashMap<String, i64>,
    /// `.global` variables: name → offset of their address slot in constant bank 4.
    global_slots: HashMap<String, i64>,
    /// Registers written once, by `mov.b64 %rd, <kernel parameter>`: → the parameter's offset
    /// in bank 0 (an `ld.param` through them reads the bank directly, as ptxas does).
    param_regs: HashMap<String, i64>,
    /// Out-of-line blocks (slow paths of the math expansions) laid out after the function's
    /// last instruction, as ptxas lays out its subroutines after the kernel.
    tail: Vec<Item>,
    /// `.branchtargets` lists of the function: name → labels.
    branch_targets: HashMap<String, Vec<String>>,
    /// Bytes of jump tables placed in constant bank 2 so far.
    jump_table_bytes: u32,
    /// Whether the function fixes its register count at entry (`.maxnreg` or `.minnctapersm`):
    /// without it ptxas 13.5 ignores `setmaxnreg` (warning C7508).
    fixed_regs: bool,
    /// The `wgmma.mma_async` results still in flight (merc_tensor.rs).
    wgmma: math::WgmmaState,
    #[allow(dead_code)]
    sm: Sm,
}

impl std::fmt::Debug for Conv {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Conv").field("function", &self.f.name).finish()
    }
}

/// What Phase 1 made of one function, and what the post-conversion lowerings did.
#[derive(Clone, Debug, Default)]
pub struct Converted {
    /// The Ori function.
    pub function: OriFunction,
    /// One line per post-conversion rewrite.
    pub log: Vec<String>,
}

/// Converts one PTX function (with a body) to Ori IR, or reports why not.
pub fn convert_function(module: &ast::Module, func: &ast::Function, sm: Sm) -> Result<Converted, Vec<Diagnostic>> {
    convert_function_with(module, func, sm, true)
}

/// [`convert_function`], with or without the post-conversion lowerings.
pub fn convert_function_with(module: &ast::Module, func: &ast::Function, sm: Sm, post: bool) -> Result<Converted, Vec<Diagnostic>> {
    let span = func.span.0;
    let err = |msg: String| vec![Diagnostic::error(PHASE, span, msg)];
    let Some(body) = &func.body else {
        return Err(err(format!("ptxas Phase 1: '{}' has no body", func.name)));
    };
    let mut c = Conv {
        f: OriFunction { name: func.name.clone(), ..Default::default() },
        items: Vec::new(),
        decls: Vec::new(),
        vregs: HashMap::new(),
        alias: HashMap::new(),
        def_count: HashMap::new(),
        params: HashMap::new(),
        shared: HashMap::new(),
        locals: HashMap::new(),
        labels: Vec::new(),
        label_ids: HashMap::new(),
        rule: "",
        line: 0,
        guard: None,
        cga: None,
        entry: Vec::new(),
        abi: Abi::default(),
        consts: const_layout(module),
        global_slots: global_slots(module),
        param_regs: HashMap::new(),
        tail: Vec::new(),
        branch_targets: HashMap::new(),
        jump_table_bytes: 0,
        fixed_regs: func.directives.iter().any(|d| d.name == ".maxnreg" || d.name == ".minnctapersm"),
        wgmma: Default::default(),
        sm,
    };
    if let Err(e) = c.abi_setup(module, func) {
        return Err(err(e));
    }
    // Parameters: consecutive in constant bank 0 from the arch's base (0x210 on sm_90), each at
    // its alignment.
    let param_base = crate::sass::arch::arch(sm).param_base;
    let mut off = 0i64;
    for p in &func.params {
        let elem = (p.ty.bits() / 8).max(1) as i64 * p.vector.unwrap_or(1) as i64;
        let count: i64 = p.dims.iter().map(|d| d.unwrap_or(0) as i64).product();
        let align = p.align.map_or(elem, |a| a as i64).max(1);
        off = (off + align - 1) / align * align;
        c.params.insert(p.name.clone(), param_base + off);
        off += elem * count;
    }
    texture_slots(&mut c, module, param_base + off);
    let mut stmts = Vec::new();
    flatten(&body.statements, &mut stmts);
    // Declarations, shared variables, and how often each register is written.
    // ptxas reserves the first 1 KiB of shared memory where there are clusters (sm_90+).
    let shared_base = if crate::sass::arch::arch(sm).cga { SHARED_BASE } else { 0 };
    let mut shared_off = shared_base;
    let mut local_off = 0i64;
    let mut place_shared = |c: &mut Conv, v: &ast::VarDecl| {
        let elem = (v.ty.bits() / 8).max(1) as i64 * v.vector.unwrap_or(1) as i64;
        let count: i64 = v.dims.iter().map(|d| d.unwrap_or(0) as i64).product();
        let align = v.align.map_or(elem, |a| a as i64).max(1);
        shared_off = (shared_off + align - 1) / align * align;
        c.shared.insert(v.name.clone(), shared_off);
        shared_off += elem * count;
    };
    for s in &stmts {
        match s {
            Statement::Reg(r) => {
                for n in &r.names {
                    let ty = if r.vector.is_some() { ScalarType::B128 } else { r.ty };
                    c.decls.push((n.name.clone(), n.count, ty));
                }
            }
            Statement::Variable(v) if v.space == StateSpace::Shared => place_shared(&mut c, v),
            Statement::Variable(v) if v.space == StateSpace::Local => {
                let elem = (v.ty.bits() / 8).max(1) as i64 * v.vector.unwrap_or(1) as i64;
                let count: i64 = v.dims.iter().map(|d| d.unwrap_or(0) as i64).product();
                let align = v.align.map_or(elem, |a| a as i64).max(1);
                local_off = (local_off + align - 1) / align * align;
                c.locals.insert(v.name.clone(), local_off);
                local_off += elem * count;
            }
            Statement::Targets(t) if t.directive == ".branchtargets" => {
                c.branch_targets.insert(t.name.clone(), t.targets.clone());
            }
            Statement::Instruction(i) => {
                for d in dest_regs(i) {
                    *c.def_count.entry(d.to_string()).or_default() += 1;
                }
            }
            _ => {}
        }
    }
    for v in module.variables().filter(|v| v.space == StateSpace::Shared) {
        if !c.shared.contains_key(&v.name) {
            place_shared(&mut c, v);
        }
    }
    c.f.shared_bytes = (shared_off - shared_base) as u32;
    // The frame keeps R1 8-byte aligned.
    // A device function's parameters whose address is taken live in its frame too.
    local_off = c.abi_params_in_frame(func, &stmts, local_off);
    c.f.local_bytes = ((local_off + 7) / 8 * 8) as u32;
    let mut errors = Vec::new();
    for s in &stmts {
        match s {
            Statement::Label(name, _) => {
                let id = c.label_id(name);
                c.items.push(Item::Label(id));
            }
            Statement::Instruction(i) => {
                if let Err(e) = c.convert(i) {
                    errors.push(Diagnostic::error(PHASE, i.span.0, e));
                }
            }
            _ => {}
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut function = c.finish();
    let log = if post { post_conversion(&mut function, sm) } else { Vec::new() };
    Ok(Converted { function, log })
}

fn flatten<'a>(stmts: &'a [Statement], out: &mut Vec<&'a Statement>) {
    for s in stmts {
        match s {
            Statement::Block(b) => flatten(&b.statements, out),
            other => out.push(other),
        }
    }
}

/// The registers an instruction writes (its first operand, the parts of a vector or a predicate
/// pair).
fn dest_regs(i: &Instruction) -> Vec<&str> {
    let writes = !matches!(i.opcode.as_str(), "st" | "bra" | "ret" | "exit" | "bar" | "barrier" | "membar" | "fence" | "red");
    let mut out = Vec::new();
    if !writes {
        return out;
    }
    fn collect<'a>(o: &'a POp, out: &mut Vec<&'a str>) {
        match o {
            POp::Reg(n, _) => out.push(n),
            POp::Vector(v, _) => v.iter().for_each(|x| collect(x, out)),
            POp::PredPair(a, b, _) => {
                collect(a, out);
                collect(b, out);
            }
            _ => {}
        }
    }
    if let Some(o) = i.operands.first() {
        collect(o, &mut out);
    }
    out
}

fn class_of(ty: ScalarType) -> RegClass {
    match ty.bits() {
        1 => RegClass::P,
        64 => RegClass::R64,
        128 => RegClass::R128,
        _ => RegClass::R,
    }
}

fn imm32(i: Imm) -> Res<i64> {
    match i {
        Imm::Int { .. } => Ok(i.as_i64().unwrap_or(0) as u32 as i64),
        Imm::F32(b) => Ok(b as i64),
        Imm::F64(b) => Ok((f64::from_bits(b) as f32).to_bits() as i64),
        Imm::Decimal(d) => Ok((d as f32).to_bits() as i64),
    }
}

fn fimm(i: Imm) -> Res<f64> {
    match i {
        Imm::F32(b) => Ok(f32::from_bits(b) as f64),
        Imm::F64(b) => Ok(f64::from_bits(b) as f32 as f64),
        Imm::Decimal(d) => Ok(d as f32 as f64),
        Imm::Int { .. } => Err("an integer immediate where a float is expected".into()),
    }
}

fn o(v: Value) -> Operand {
    Operand::new(v)
}
fn rz() -> Operand {
    o(Value::Zero)
}
fn pt() -> Operand {
    o(Value::True)
}
fn imm(v: i64) -> Operand {
    o(Value::Imm(v))
}

/// Integer comparison: the SASS condition and whether it is unsigned (`lo`, `ls`, `hi`, `hs`).
fn icmp(cmp: &str) -> Option<(&'static str, bool)> {
    Some(match cmp {
        ".eq" => ("EQ", false),
        ".ne" => ("NE", false),
        ".lt" => ("LT", false),
        ".le" => ("LE", false),
        ".gt" => ("GT", false),
        ".ge" => ("GE", false),
        ".lo" => ("LT", true),
        ".ls" => ("LE", true),
        ".hi" => ("GT", true),
        ".hs" => ("GE", true),
        _ => return None,
    })
}

fn fcmp(cmp: &str) -> Option<&'static str> {
    Some(match cmp {
        ".eq" => "EQ",
        ".ne" => "NE",
        ".lt" => "LT",
        ".le" => "LE",
        ".gt" => "GT",
        ".ge" => "GE",
        ".equ" => "EQU",
        ".neu" => "NEU",
        ".ltu" => "LTU",
        ".leu" => "LEU",
        ".gtu" => "GTU",
        ".geu" => "GEU",
        ".num" => "NUM",
        ".nan" => "NAN",
        _ => return None,
    })
}

/// The condition with its operands exchanged (`a < b` is `b > a`).
pub fn swap_cmp(c: &str) -> &'static str {
    match c {
        "LT" => "GT",
        "GT" => "LT",
        "LE" => "GE",
        "GE" => "LE",
        "LTU" => "GTU",
        "GTU" => "LTU",
        "LEU" => "GEU",
        "GEU" => "LEU",
        "EQ" => "EQ",
        "NE" => "NE",
        "EQU" => "EQU",
        "NEU" => "NEU",
        "NUM" => "NUM",
        "NAN" => "NAN",
        _ => "EQ",
    }
}

fn is_imm(x: &Operand) -> bool {
    matches!(x.value, Value::Imm(_) | Value::FImm(_))
}

/// The FP modifiers of an instruction in nvdisasm's order: `.FTZ`, a rounding mode, `.SAT`.
fn fp_mods(i: &Instruction, props: &mut Vec<Prop>) -> Vec<&'static str> {
    let mut m = Vec::new();
    let ftz = i.has_modifier(".ftz");
    if ftz {
        m.push("FTZ");
    }
    props.push(prop_ftz(ftz));
    let r = if i.has_modifier(".rz") {
        "RZ"
    } else if i.has_modifier(".rm") {
        "RM"
    } else if i.has_modifier(".rp") {
        "RP"
    } else {
        "RN"
    };
    props.push(prop_rounding(r));
    if r != "RN" {
        m.push(r);
    }
    if i.has_modifier(".sat") {
        m.push("SAT");
    }
    m
}

/// The sm_90 feature `i` uses, named as ptxas 13.5 names it when it refuses the instruction for
/// an older target (`Feature 'mul.bf16' requires .target sm_90 or higher`): bf16 `add`/`sub`/`mul`
/// (`fma` and `min`/`max` of bf16 exist from sm_80), `min`/`max` of `.u16x2`/`.s16x2`, and a
/// `cvt` between bf16 and f64 or an integer type (`cvt with .bf16.f64`, `cvt with .u32.bf16`),
/// and the mbarrier forms ptxas refuses before sm_90 (`mbarrier.try_wait`,
/// `mbarrier.arrive.expect_tx`, `.shared::cluster`, an arrival count without `.noComplete`).
fn hopper_only_feature(i: &Instruction) -> Option<String> {
    use ScalarType as S;
    let name = |t: S| t.directive().trim_start_matches('.').to_string();
    let int = |x: &S| matches!(x, S::U8 | S::U16 | S::U32 | S::U64 | S::S8 | S::S16 | S::S32 | S::S64);
    let op = i.opcode.as_str();
    if op == "mbarrier" {
        let count = i.operands.len() == 3 && !i.has_modifier(".noComplete") && (i.has_modifier(".arrive") || i.has_modifier(".arrive_drop"));
        return if i.has_modifier(".try_wait") {
            Some("mbarrier.try_wait".into())
        } else if i.has_modifier(".expect_tx") {
            Some("mbarrier.arrive.expect_tx".into())
        } else if i.has_modifier(".shared::cluster") {
            Some(".shared::cluster".into())
        } else if count {
            let which = if i.has_modifier(".arrive_drop") { "arrive_drop" } else { "arrive" };
            Some(format!("mbarrier.{which} with count argument and without '.noComplete' modifier"))
        } else {
            None
        };
    }
    if matches!(op, "min" | "max") {
        if let Some(m) = i.modifier_texts().find(|m| matches!(*m, ".u16x2" | ".s16x2")) {
            return Some(format!("{op}{m}"));
        }
    }
    match (op, i.types().as_slice()) {
        ("add" | "sub" | "mul", [x @ (S::Bf16 | S::Bf16x2)]) => Some(format!("{op}.{}", name(*x))),
        ("cvt", [d, s]) if (*d == S::Bf16 && (*s == S::F64 || int(s))) || (*s == S::Bf16 && (*d == S::F64 || int(d))) => {
            Some(format!("cvt with .{}.{}", name(*d), name(*s)))
        }
        _ => None,
    }
}

impl Conv {
    fn label_id(&mut self, name: &str) -> usize {
        if let Some(&id) = self.label_ids.get(name) {
            return id;
        }
        self.labels.push(name.to_string());
        self.label_ids.insert(name.to_string(), self.labels.len() - 1);
        self.labels.len() - 1
    }

    fn convert(&mut self, i: &Instruction) -> Res<()> {
        if crate::sass::arch::arch(self.sm).family < crate::sass::arch::Family::Hopper {
            if let Some(feature) = hopper_only_feature(i) {
                return Err(format!("ptxas Phase 1: Feature '{feature}' requires .target sm_90 or higher"));
            }
        }
        let Some(rule) = rule_for(i) else {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        };
        self.rule = rule.name;
        self.line = i.span.0.line;
        self.guard = match &i.guard {
            Some(g) => {
                let (v, _) = self.reg(&g.reg)?;
                if !self.f.class(v).is_pred() {
                    return Err(format!("ptxas Phase 1: guard {} is not a predicate", g.reg));
                }
                Some(Guard { reg: v, not: g.negated })
            }
            None => None,
        };
        (rule.convert)(self, i)
    }

    fn emit(&mut self, opcode: &'static str, mods: &[&str], ndefs: usize, ops: Vec<Operand>) -> &mut OriInst {
        let mut inst = OriInst::new(opcode, mods, ndefs, ops);
        inst.guard = self.guard;
        inst.rule = self.rule;
        inst.ptx_line = self.line;
        self.items.push(Item::Inst(inst));
        match self.items.last_mut() {
            Some(Item::Inst(i)) => i,
            _ => unreachable!("just pushed an instruction"),
        }
    }

    fn decl_type(&self, name: &str) -> Option<ScalarType> {
        for (prefix, count, ty) in &self.decls {
            match count {
                None if prefix == name => return Some(*ty),
                Some(n) => {
                    if let Some(rest) = name.strip_prefix(prefix.as_str()) {
                        if let Ok(k) = rest.parse::<u32>() {
                            if k < *n && (rest == "0" || !rest.starts_with('0')) {
                                return Some(*ty);
                            }
                        }
                    }
                }
                None => {}
            }
        }
        None
    }

    /// The virtual register (or part) a PTX register name stands for.
    fn reg(&mut self, name: &str) -> Res<(VReg, Part)> {
        if let Some(&a) = self.alias.get(name) {
            return Ok(a);
        }
        if let Some(&v) = self.vregs.get(name) {
            return Ok((v, Part::Whole));
        }
        // A component of a vector register (`.reg .v4 .f32 %v;` ... `%v.x`): one 32-bit part.
        if let Some((base, comp)) = name.rsplit_once('.') {
            let k = match comp {
                "x" | "r" => Some(0),
                "y" | "g" => Some(1),
                "z" | "b" => Some(2),
                "w" | "a" => Some(3),
                _ => None,
            };
            if let (Some(k), Some(ScalarType::B128)) = (k, self.decl_type(base)) {
                let (v, _) = self.reg(base)?;
                return Ok((v, Part::Sub(k)));
            }
        }
        let ty = self.decl_type(name).ok_or_else(|| format!("ptxas Phase 1: register {name} is not declared"))?;
        let v = self.f.new_vreg(class_of(ty), name);
        self.vregs.insert(name.to_string(), v);
        Ok((v, Part::Whole))
    }

    fn class_of_part(&self, v: VReg, p: Part) -> RegClass {
        match p {
            Part::Whole => self.f.class(v),
            Part::Sub(_) => RegClass::R,
        }
    }

    fn reg_of_class(&mut self, op: &POp, want: RegClass) -> Res<Operand> {
        let POp::Reg(name, _) = op else {
            return Err(format!("ptxas Phase 1: expected a register, found {}", describe(op)));
        };
        let (v, p) = self.reg(name)?;
        let got = self.class_of_part(v, p);
        if got != want {
            return Err(format!("ptxas Phase 1: {name} is a {} register where a {} one is expected", got.name(), want.name()));
        }
        Ok(o(Value::Reg(v, p)))
    }

    /// A 32-bit destination (`_` makes a fresh temporary).
    fn d32(&mut self, op: &POp) -> Res<Operand> {
        if matches!(op, POp::Sink(_)) {
            let t = self.f.temp(RegClass::R);
            return Ok(Operand::reg(t));
        }
        self.reg_of_class(op, RegClass::R)
    }

    fn d64(&mut self, op: &POp) -> Res<Operand> {
        self.reg_of_class(op, RegClass::R64)
    }

    fn dpred(&mut self, op: &POp) -> Res<Operand> {
        if matches!(op, POp::Sink(_)) {
            return Ok(pt());
        }
        self.reg_of_class(op, RegClass::P)
    }

    /// A 32-bit integer source: a register or an immediate (as its 32 bits).
    fn r32(&mut self, op: &POp) -> Res<Operand> {
        match op {
            POp::Imm(i, _) => Ok(imm(imm32(*i)?)),
            _ => self.reg_of_class(op, RegClass::R),
        }
    }

    /// A 32-bit float source: a register or a float immediate.
    fn f32src(&mut self, op: &POp) -> Res<Operand> {
        match op {
            POp::Imm(i, _) => Ok(o(Value::FImm(fimm(*i)?))),
            POp::Neg(inner, _) => Ok(self.f32src(inner)?.negated()),
            _ => self.reg_of_class(op, RegClass::R),
        }
    }

    /// A predicate source: a register, `!reg`, or the constants 1 (`PT`) and 0 (`!PT`).
    fn psrc(&mut self, op: &POp) -> Res<Operand> {
        match op {
            POp::Not(inner, _) => Ok(self.psrc(inner)?.inverted()),
            POp::Imm(i, _) => Ok(if i.as_i64() == Some(0) { pt().inverted() } else { pt() }),
            _ => self.reg_of_class(op, RegClass::P),
        }
    }

    /// The `k`th 32-bit half of a 64-bit source: a register part or the immediate's half.
    fn half(&mut self, op: &POp, k: u8) -> Res<Operand> {
        match op {
            POp::Imm(i, _) => {
                let v = match i {
                    Imm::Int { .. } => i.as_i64().unwrap_or(0) as u64,
                    Imm::F64(b) => *b,
                    Imm::Decimal(d) => d.to_bits(),
                    Imm::F32(b) => (f32::from_bits(*b) as f64).to_bits(),
                };
                Ok(imm(((v >> (32 * k as u32)) & 0xffff_ffff) as i64))
            }
            _ => {
                let r = self.reg_of_class(op, RegClass::R64)?;
                match r.value {
                    Value::Reg(v, Part::Whole) => Ok(Operand::sub(v, k)),
                    _ => Err("ptxas Phase 1: expected a 64-bit register".into()),
                }
            }
        }
    }

    /// An operand that must be a register: an immediate is moved into a temporary first
    /// (rule `materialize immediate → MOV`).
    fn in_reg(&mut self, x: Operand) -> Operand {
        match x.value {
            Value::Imm(v) => {
                if v == 0 && !x.neg {
                    return rz();
                }
                let t = self.f.temp(RegClass::R);
                self.emit("MOV", &[], 1, vec![Operand::reg(t), imm(v)]);
                let mut r = Operand::reg(t);
                r.neg = x.neg;
                r
            }
            Value::FImm(f) => {
                let t = self.f.temp(RegClass::R);
                self.emit("MOV", &[], 1, vec![Operand::reg(t), imm((f as f32).to_bits() as i64)]);
                let mut r = Operand::reg(t);
                r.neg = x.neg;
                r.abs = x.abs;
                r
            }
            _ => x,
        }
    }

    fn ops<'i>(&self, i: &'i Instruction, n: usize) -> Res<&'i [POp]> {
        if i.operands.len() != n {
            return Err(format!("ptxas Phase 1: {} takes {n} operands, found {}", i.full_name(), i.operands.len()));
        }
        Ok(&i.operands)
    }

    fn finish(self) -> OriFunction {
        let Conv { mut f, mut items, labels, entry, tail, .. } = self;
        if !tail.is_empty() {
            // Falling off the end of a kernel returns: make that explicit before the tail.
            let ends = matches!(items.iter().rev().find(|i| matches!(i, Item::Inst(_))), Some(Item::Inst(i)) if i.ends_flow());
            if !ends || matches!(items.last(), Some(Item::Label(_))) {
                let mut exit = OriInst::new("EXIT", &[], 0, vec![]);
                exit.rule = "end of kernel before out-of-line blocks → EXIT";
                items.push(Item::Inst(exit));
            }
            items.extend(tail);
        }
        let mut blocks: Vec<OriBlock> = vec![OriBlock::default()];
        let mut label_block: Vec<usize> = vec![usize::MAX; labels.len()];
        for item in items {
            match item {
                Item::Label(id) => {
                    let cur = blocks.len() - 1;
                    if blocks[cur].insts.is_empty() && blocks[cur].label.is_none() && cur != 0 {
                        blocks[cur].label = Some(labels[id].clone());
                        label_block[id] = cur;
                    } else if blocks[cur].insts.is_empty() && blocks[cur].label.is_none() && cur == 0 {
                        // A label at the very start: the entry block itself carries it.
                        blocks[cur].label = Some(labels[id].clone());
                        label_block[id] = cur;
                    } else {
                        blocks.push(OriBlock { label: Some(labels[id].clone()), insts: Vec::new() });
                        label_block[id] = blocks.len() - 1;
                    }
                }
                Item::Inst(i) => {
                    let cur = blocks.len() - 1;
                    let after_branch = blocks[cur].insts.last().is_some_and(|l| matches!(l.opcode, "BRA" | "BRX" | "EXIT" | "RET"));
                    if after_branch {
                        blocks.push(OriBlock::default());
                    }
                    let cur = blocks.len() - 1;
                    blocks[cur].insts.push(i);
                }
            }
        }
        for b in &mut blocks {
            for i in &mut b.insts {
                for op in &mut i.operands {
                    if let Value::Label(id) = op.value {
                        op.value = Value::Label(label_block.get(id).copied().unwrap_or(0));
                    }
                }
                if let Some(Fixup::JumpTable { targets, .. }) = &mut i.fixup {
                    for t in targets.iter_mut() {
                        *t = label_block.get(*t).copied().unwrap_or(0);
                    }
                }
            }
        }
        // Values hoisted to the entry (the shared-window base) go first.
        let mut e = entry;
        e.append(&mut blocks[0].insts);
        blocks[0].insts = e;
        f.blocks = blocks;
        f
    }

    // ----- memory -----

    /// `[param+off]` → the constant-bank offset.
    fn param_offset(&self, op: &POp) -> Res<i64> {
        let POp::Address(a) = op else {
            return Err(format!("ptxas Phase 1: expected a parameter address, found {}", describe(op)));
        };
        match &a.base {
            Some(ast::AddressBase::Symbol(s)) => {
                let base = self.params.get(s).ok_or_else(|| format!("ptxas Phase 1: {s} is not a parameter of this kernel"))?;
                Ok(base + a.offset)
            }
            // A register that holds a parameter's address (`mov.b64 %rd2, k_param_0`).
            Some(ast::AddressBase::Reg(r)) if self.param_regs.contains_key(r) => Ok(self.param_regs[r] + a.offset),
            _ => Err("ptxas Phase 1: ld.param needs a parameter name as address".into()),
        }
    }

    /// The size modifier of a memory access (`U8`, `S16`, `64`, `128`) and its byte count.
    fn mem_size(i: &Instruction) -> Res<(Option<&'static str>, u32)> {
        let ty = i.ty().ok_or_else(|| format!("ptxas Phase 1: {} has no type", i.full_name()))?;
        let bytes = ty.bits() / 8 * i.vector_width().unwrap_or(1);
        let signed = is_signed(ty);
        Ok(match bytes {
            1 => (Some(if signed { "S8" } else { "U8" }), 1),
            2 => (Some(if signed { "S16" } else { "U16" }), 2),
            4 => (None, 4),
            8 => (Some("64"), 8),
            16 => (Some("128"), 16),
            _ => return Err(format!("ptxas Phase 1: {} moves {bytes} bytes", i.full_name())),
        })
    }

    /// The destination of a load of `bytes`: a register of the right class, possibly a temporary
    /// whose parts become the vector's registers (aliases when they are written only here,
    /// moves otherwise). Returns the load's destination and the moves to emit after it.
    fn load_dest(&mut self, op: &POp, bytes: u32) -> Res<(Operand, Vec<(Operand, Operand)>)> {
        let class = match bytes {
            8 => RegClass::R64,
            16 => RegClass::R128,
            _ => RegClass::R,
        };
        match op {
            POp::Vector(items, _) => {
                let t = self.f.temp(class);
                let per = (class.width() as usize / items.len().max(1)).max(1);
                let mut moves = Vec::new();
                for (k, item) in items.iter().enumerate() {
                    let part = (k * per) as u8;
                    match item {
                        POp::Sink(_) => {}
                        POp::Reg(name, _) if per == 1 && self.def_count.get(name).copied() == Some(1) && !self.vregs.contains_key(name) && !self.alias.contains_key(name) => {
                            // Written only here: the register *is* this part of the load.
                            let ty = self.decl_type(name).ok_or_else(|| format!("ptxas Phase 1: register {name} is not declared"))?;
                            if class_of(ty) != RegClass::R {
                                return Err(format!("ptxas Phase 1: {name} does not fit a 32-bit vector element"));
                            }
                            self.alias.insert(name.clone(), (t, Part::Sub(part)));
                        }
                        _ if per == 1 => {
                            let d = self.d32(item)?;
                            moves.push((d, Operand::sub(t, part)));
                        }
                        _ => {
                            // Two 64-bit elements of a 128-bit load.
                            let d = self.d64(item)?;
                            let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
                            moves.push((Operand::sub(dv, 0), Operand::sub(t, part)));
                            moves.push((Operand::sub(dv, 1), Operand::sub(t, part + 1)));
                        }
                    }
                }
                Ok((Operand::reg(t), moves))
            }
            _ => {
                let d = match class {
                    RegClass::R64 => self.d64(op)?,
                    RegClass::R => self.d32(op)?,
                    _ => return Err("ptxas Phase 1: a 128-bit scalar load is not supported yet".into()),
                };
                Ok((d, Vec::new()))
            }
        }
    }

    /// The data operand of a store of `bytes`: a register, `RZ`, or a temporary the vector's
    /// parts are moved into.
    fn store_src(&mut self, op: &POp, bytes: u32) -> Res<Operand> {
        match op {
            POp::Vector(items, _) => {
                let class = if bytes == 16 { RegClass::R128 } else { RegClass::R64 };
                let t = self.f.temp(class);
                let per = (class.width() as usize / items.len().max(1)).max(1);
                for (k, item) in items.iter().enumerate() {
                    let part = (k * per) as u8;
                    if per == 1 {
                        let s = self.r32(item)?;
                        self.emit("MOV", &[], 1, vec![Operand::sub(t, part), s]);
                    } else {
                        let lo = self.half(item, 0)?;
                        let hi = self.half(item, 1)?;
                        self.emit("MOV", &[], 1, vec![Operand::sub(t, part), lo]);
                        self.emit("MOV", &[], 1, vec![Operand::sub(t, part + 1), hi]);
                    }
                }
                Ok(Operand::reg(t))
            }
            POp::Imm(i, _) => {
                let v = i.as_i64().unwrap_or(1);
                if v == 0 {
                    return Ok(rz());
                }
                if bytes > 4 {
                    let t = self.f.temp(RegClass::R64);
                    let lo = self.half(op, 0)?;
                    let hi = self.half(op, 1)?;
                    self.emit("MOV", &[], 1, vec![Operand::sub(t, 0), lo]);
                    self.emit("MOV", &[], 1, vec![Operand::sub(t, 1), hi]);
                    return Ok(Operand::reg(t));
                }
                let x = imm(imm32(*i)?);
                Ok(self.in_reg(x))
            }
            _ => match bytes {
                8 => self.reg_of_class(op, RegClass::R64),
                16 => self.reg_of_class(op, RegClass::R128),
                _ => self.reg_of_class(op, RegClass::R),
            },
        }
    }

    fn emit_moves(&mut self, moves: Vec<(Operand, Operand)>) {
        for (d, s) in moves {
            self.emit("MOV", &[], 1, vec![d, s]);
        }
    }

    fn ld_param(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        if self.abi_words_of(a).is_some() {
            return self.ld_param_abi(i);
        }
        if let POp::Address(ast::Address { base: Some(ast::AddressBase::Reg(r)), .. }) = a {
            if !self.param_regs.contains_key(r) {
                return self.ld_param_through_register(i);
            }
        }
        let off = self.param_offset(a)?;
        let (size, bytes) = Self::mem_size(i)?;
        let m = match size {
            None => None,
            Some("64") => Some("64"),
            Some("U8") => Some("U8"),
            Some("S8") => Some("S8"),
            Some("U16") => Some("U16"),
            Some("S16") => Some("S16"),
            Some(other) => return Err(format!("ptxas Phase 1: ld.param of {other} is not supported yet")),
        };
        let mods: Vec<&str> = m.into_iter().collect();
        if self.widening(d, bytes) {
            return self.load_into(i, d, "LDC", mods, o(Value::Const { bank: 0, offset: off }), bytes);
        }
        let (dst, moves) = self.load_dest(d, bytes)?;
        self.emit("LDC", &mods, 1, vec![dst, o(Value::Const { bank: 0, offset: off })]);
        self.emit_moves(moves);
        Ok(())
    }

    /// A global address `[%rd+off]` as `desc[UR4][R.64+off]`.
    fn global_addr(&mut self, op: &POp) -> Res<Operand> {
        let POp::Address(a) = op else {
            return Err(format!("ptxas Phase 1: expected an address, found {}", describe(op)));
        };
        match &a.base {
            Some(ast::AddressBase::Reg(r)) => {
                let (v, p) = self.reg(r)?;
                if self.class_of_part(v, p) != RegClass::R64 {
                    return Err(format!("ptxas Phase 1: global address {r} is not a 64-bit register"));
                }
                Ok(o(Value::Mem { base: Some((v, p)), wide: true, desc: true, offset: a.offset, sp: false }))
            }
            Some(ast::AddressBase::Symbol(sym)) if self.global_slots.contains_key(sym.as_str()) => {
                let t = self.f.temp(RegClass::R64);
                let sym = sym.clone();
                self.symbol_address(t, &sym, 0);
                Ok(o(Value::Mem { base: Some((t, Part::Whole)), wide: true, desc: true, offset: a.offset, sp: false }))
            }
            _ => Err("ptxas Phase 1: this global address is not supported yet".into()),
        }
    }

    fn ld_global(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (size, bytes) = Self::mem_size(i)?;
        let addr = self.global_addr(a)?;
        let mut mods = vec!["E"];
        mods.extend(size);
        if self.widening(d, bytes) {
            if i.has_modifier(".nc") {
                mods.push("CONSTANT");
            }
            if i.has_modifier(".volatile") {
                mods.extend(["STRONG", "SYS"]);
            }
            return self.load_into(i, d, "LDG", mods, addr, bytes);
        }
        let (dst, moves) = self.load_dest(d, bytes)?;
        if i.has_modifier(".nc") {
            mods.push("CONSTANT");
        }
        if i.has_modifier(".volatile") {
            // ptxas: a volatile access is a strong one at system scope.
            mods.extend(["STRONG", "SYS"]);
        }
        let mut props = vec![prop_width(bytes * 8)];
        if i.has_modifier(".nc") {
            props.push(Prop { field: 234, value: 1258, name: "cache control (non-coherent)" });
        }
        self.emit("LDG", &mods, 1, vec![dst, addr]).props = props;
        self.emit_moves(moves);
        Ok(())
    }

    fn st_global(&mut self, i: &Instruction) -> Res<()> {
        let [a, s] = two(self.ops(i, 2)?);
        let (size, bytes) = Self::mem_size(i)?;
        let addr = self.global_addr(a)?;
        let src = self.narrow_store_src(s, bytes)?;
        let mut mods = vec!["E"];
        mods.extend(size);
        if i.has_modifier(".volatile") {
            // ptxas: a volatile access is a strong one at system scope.
            mods.extend(["STRONG", "SYS"]);
        }
        self.emit("STG", &mods, 0, vec![addr, src]).props = vec![prop_width(bytes * 8)];
        Ok(())
    }

    /// The shared-window base of the CTA: `S2R SR_CgaCtaId` once at the entry. On sm_90 a shared
    /// address carries the CTA's rank in its cluster in bits 24 and up, as ptxas computes it.
    fn cga(&mut self) -> VReg {
        if let Some(v) = self.cga {
            return v;
        }
        let v = self.f.new_vreg(RegClass::R, "%cga_cta_id");
        let mut s2r = OriInst::new("S2R", &[], 1, vec![Operand::reg(v), o(Value::SReg("SR_CgaCtaId"))]);
        s2r.rule = "shared window base → S2R SR_CgaCtaId";
        s2r.ptx_line = self.line;
        self.entry.push(s2r);
        self.cga = Some(v);
        v
    }

    /// The shared-window address of a variable plus `off`: `LEA t, cga, 0x400+offset, 0x18`.
    fn shared_symbol(&mut self, sym: &str, off: i64) -> Res<Operand> {
        if self.f.device {
            return Err(format!("ptxas Phase 1: shared variable {sym} in a device function is not supported yet"));
        }
        let base = *self.shared.get(sym).ok_or_else(|| format!("ptxas Phase 1: {sym} is not a shared variable"))?;
        if !crate::sass::arch::arch(self.sm).cga {
            // No clusters (before sm_90): a shared address is the variable's offset itself.
            let t = self.f.temp(RegClass::R);
            let saved = self.rule;
            self.rule = "shared variable address → MOV (no cluster window before sm_90)";
            self.emit("MOV", &[], 1, vec![Operand::reg(t), imm(base + off)]);
            self.rule = saved;
            return Ok(Operand::reg(t));
        }
        let cga = self.cga();
        let t = self.f.temp(RegClass::R);
        let saved = self.rule;
        self.rule = "shared variable address → LEA (CTA rank << 24)";
        self.emit("LEA", &[], 1, vec![Operand::reg(t), Operand::reg(cga), imm(base + off), imm(0x18)]);
        self.rule = saved;
        Ok(Operand::reg(t))
    }

    /// A shared address `[%r+off]`, `[%rd+off]` (its low word) or `[var+off]`.
    fn shared_addr(&mut self, op: &POp) -> Res<Operand> {
        let POp::Address(a) = op else {
            return Err(format!("ptxas Phase 1: expected an address, found {}", describe(op)));
        };
        match &a.base {
            Some(ast::AddressBase::Reg(r)) => {
                let (v, p) = self.reg(r)?;
                let base = match (self.class_of_part(v, p), p) {
                    (RegClass::R, _) => (v, p),
                    (RegClass::R64, Part::Whole) => (v, Part::Sub(0)),
                    _ => return Err(format!("ptxas Phase 1: shared address {r} is not a 32- or 64-bit register")),
                };
                Ok(o(Value::Mem { base: Some(base), wide: false, desc: false, offset: a.offset, sp: false }))
            }
            Some(ast::AddressBase::Symbol(s)) => {
                let t = self.shared_symbol(s, 0)?;
                let Value::Reg(v, p) = t.value else { unreachable!("shared_symbol returns a register") };
                Ok(o(Value::Mem { base: Some((v, p)), wide: false, desc: false, offset: a.offset, sp: false }))
            }
            None => Ok(o(Value::Mem { base: None, wide: false, desc: false, offset: a.offset, sp: false })),
        }
    }

    fn ld_shared(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (size, bytes) = Self::mem_size(i)?;
        let addr = self.shared_addr(a)?;
        let (dst, moves) = self.load_dest(d, bytes)?;
        let mods: Vec<&str> = size.into_iter().collect();
        self.emit("LDS", &mods, 1, vec![dst, addr]).props = vec![prop_width(bytes * 8)];
        self.emit_moves(moves);
        Ok(())
    }

    fn st_shared(&mut self, i: &Instruction) -> Res<()> {
        let [a, s] = two(self.ops(i, 2)?);
        let (size, bytes) = Self::mem_size(i)?;
        let addr = self.shared_addr(a)?;
        let src = self.store_src(s, bytes)?;
        // Stores do not extend: a signed narrow store is the unsigned one.
        let mods: Vec<&str> = size.map(|m| match m {
            "S8" => "U8",
            "S16" => "U16",
            other => other,
        }).into_iter().collect();
        self.emit("STS", &mods, 0, vec![addr, src]).props = vec![prop_width(bytes * 8)];
        Ok(())
    }

    /// The local address of a `.local` variable plus `off`: R1 plus its frame offset.
    fn local_symbol(&mut self, name: &str, off: i64) -> Operand {
        let at = self.locals.get(name).copied().unwrap_or(0) + off;
        if at == 0 {
            return o(Value::StackPointer);
        }
        let t = self.f.temp(RegClass::R);
        self.emit("IADD3", &[], 1, vec![Operand::reg(t), o(Value::StackPointer), imm(at as u32 as i64), rz()]);
        Operand::reg(t)
    }

    fn cvta_local(&mut self, i: &Instruction) -> Res<()> {
        // generic = local + the local window's base (c[0x0][0x20], 64 bits).
        let [d, s] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let lo = self.half(s, 0)?;
        let lo = self.in_reg(lo);
        let hi = self.half(s, 1)?;
        let hi = self.in_reg(hi);
        let carry = self.f.temp(RegClass::P);
        self.emit("IADD3", &[], 2, vec![Operand::sub(dv, 0), Operand::reg(carry), lo, o(Value::Const { bank: 0, offset: 0x20 }), rz()]);
        self.emit("IADD3", &["X"], 1, vec![Operand::sub(dv, 1), hi, o(Value::Const { bank: 0, offset: 0x24 }), rz(), Operand::reg(carry), pt().inverted()]);
        Ok(())
    }

    /// A generic address `[%rd+off]` as `desc[UR4][R.64+off]` (LD.E/ST.E take the descriptor too).
    fn generic_addr(&mut self, op: &POp) -> Res<Operand> {
        self.global_addr(op)
    }

    /// A local address `[%r+off]`, `[%rd+off]` (its low word) or `[depot+off]`.
    fn local_addr(&mut self, op: &POp) -> Res<Operand> {
        let POp::Address(a) = op else {
            return Err(format!("ptxas Phase 1: expected an address, found {}", describe(op)));
        };
        match &a.base {
            Some(ast::AddressBase::Symbol(sym)) if self.locals.contains_key(sym.as_str()) => {
                let at = self.locals[sym.as_str()] + a.offset;
                Ok(o(Value::Mem { base: None, wide: false, desc: false, offset: at, sp: true }))
            }
            _ => self.shared_addr(op),
        }
    }

    /// A load of `bytes` into `d`; a 64-bit register taking a narrower value gets it extended
    /// (`ld.s32 %rd5, [...]`).
    fn load_into(&mut self, i: &Instruction, d: &POp, opcode: &'static str, mods: Vec<&str>, addr: Operand, bytes: u32) -> Res<()> {
        if let POp::Reg(name, _) = d {
            let (v, p) = self.reg(name)?;
            if self.class_of_part(v, p) == RegClass::R64 && bytes < 8 {
                self.emit(opcode, &mods, 1, vec![Operand::sub(v, 0), addr]);
                if i.ty().is_some_and(is_signed) {
                    self.emit("SHF", &["R", "S32", "HI"], 1, vec![Operand::sub(v, 1), rz(), imm(0x1f), Operand::sub(v, 0)]);
                } else {
                    self.emit("MOV", &[], 1, vec![Operand::sub(v, 1), rz()]);
                }
                return Ok(());
            }
        }
        let (dst, moves) = self.load_dest(d, bytes)?;
        self.emit(opcode, &mods, 1, vec![dst, addr]).props = vec![prop_width(bytes * 8)];
        self.emit_moves(moves);
        Ok(())
    }

    fn ld_generic(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (size, bytes) = Self::mem_size(i)?;
        let addr = self.generic_addr(a)?;
        let mut mods = vec!["E"];
        mods.extend(size);
        self.load_into(i, d, "LD", mods, addr, bytes)
    }

    fn st_generic(&mut self, i: &Instruction) -> Res<()> {
        let [a, s] = two(self.ops(i, 2)?);
        let (size, bytes) = Self::mem_size(i)?;
        let addr = self.generic_addr(a)?;
        let src = self.narrow_store_src(s, bytes)?;
        let mut mods = vec!["E"];
        mods.extend(size.map(|m| match m {
            "S8" => "U8",
            "S16" => "U16",
            other => other,
        }));
        if i.has_modifier(".volatile") {
            // ptxas: a volatile access is a strong one at system scope.
            mods.extend(["STRONG", "SYS"]);
        }
        self.emit("ST", &mods, 0, vec![addr, src]).props = vec![prop_width(bytes * 8)];
        Ok(())
    }

    fn ld_local(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (size, bytes) = Self::mem_size(i)?;
        let addr = self.local_addr(a)?;
        let mods: Vec<&str> = size.into_iter().collect();
        self.load_into(i, d, "LDL", mods, addr, bytes)
    }

    fn st_local(&mut self, i: &Instruction) -> Res<()> {
        let [a, s] = two(self.ops(i, 2)?);
        let (size, bytes) = Self::mem_size(i)?;
        let addr = self.local_addr(a)?;
        let src = self.narrow_store_src(s, bytes)?;
        let mods: Vec<&str> = size
            .map(|m| match m {
                "S8" => "U8",
                "S16" => "U16",
                other => other,
            })
            .into_iter()
            .collect();
        self.emit("STL", &mods, 0, vec![addr, src]).props = vec![prop_width(bytes * 8)];
        Ok(())
    }

    /// A store's data; a 64-bit register stored narrower gives its low word.
    /// Whether a load of `bytes` goes into a 64-bit register it must extend
    /// (`ld.global.b32 %rd11, [...]`).
    fn widening(&mut self, d: &POp, bytes: u32) -> bool {
        if let POp::Reg(name, _) = d {
            if let Ok((v, p)) = self.reg(name) {
                return bytes < 8 && self.class_of_part(v, p) == RegClass::R64;
            }
        }
        false
    }

    fn narrow_store_src(&mut self, s: &POp, bytes: u32) -> Res<Operand> {
        if let POp::Reg(name, _) = s {
            let (v, p) = self.reg(name)?;
            if self.class_of_part(v, p) == RegClass::R64 && bytes < 8 {
                return Ok(Operand::sub(v, 0));
            }
        }
        self.store_src(s, bytes)
    }

    fn cvta_global(&mut self, i: &Instruction) -> Res<()> {
        let [d, s] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        let s = self.reg_of_class(s, RegClass::R64)?;
        self.emit("MOV64", &[], 1, vec![d, s]);
        Ok(())
    }

    // ----- moves -----

    fn mov_special(&mut self, i: &Instruction) -> Res<()> {
        let [d, s] = two(self.ops(i, 2)?);
        let POp::SpecialReg(name, _) = s else { unreachable!("the rule checked the source") };
        let d = self.d32(d)?;
        let sreg = match name.as_str() {
            "%tid.x" => "SR_TID.X",
            "%tid.y" => "SR_TID.Y",
            "%tid.z" => "SR_TID.Z",
            "%ctaid.x" => "SR_CTAID.X",
            "%ctaid.y" => "SR_CTAID.Y",
            "%ctaid.z" => "SR_CTAID.Z",
            "%laneid" => "SR_LANEID",
            "%lanemask_eq" => "SR_EQMASK",
            "%lanemask_lt" => "SR_LTMASK",
            "%lanemask_le" => "SR_LEMASK",
            "%lanemask_gt" => "SR_GTMASK",
            "%lanemask_ge" => "SR_GEMASK",
            "%clock" => "SR_CLOCKLO",
            other => {
                // The launch dimensions live in constant bank 0.
                let off = match other {
                    "%ntid.x" => 0x0,
                    "%ntid.y" => 0x4,
                    "%ntid.z" => 0x8,
                    "%nctaid.x" => 0xc,
                    "%nctaid.y" => 0x10,
                    "%nctaid.z" => 0x14,
                    // Counters and ids with a sequence of their own (merc_math.rs).
                    _ => return self.mov_special_seq(other, d),
                };
                // (Blackwell leaves a word between them: %nctaid.x is c[0x0][0x370], not 0x36c.)
                let off = off + crate::sass::arch::arch(self.sm).ntid + if off >= 0xc && crate::sass::arch::is_blackwell(self.sm) { 4 } else { 0 };
                self.emit("LDC", &[], 1, vec![d, o(Value::Const { bank: 0, offset: off })]);
                return Ok(());
            }
        };
        self.emit("S2R", &[], 1, vec![d, o(Value::SReg(sreg))]);
        Ok(())
    }

    fn mov32(&mut self, i: &Instruction) -> Res<()> {
        let [d, s] = two(self.ops(i, 2)?);
        if let POp::Vector(parts, _) = s {
            // mov.v4.f32 %v, {%f1, %f2, %f3, %f4}: a vector register takes each part.
            if let POp::Reg(name, _) = d {
                if self.decl_type(name) == Some(ScalarType::B128) && parts.len() <= 4 {
                    let (v, _) = self.reg(name)?;
                    for (k, p) in parts.iter().enumerate() {
                        let x = match p {
                            POp::Imm(x, _) => imm(imm32(*x)?),
                            _ => self.reg_of_class(p, RegClass::R)?,
                        };
                        self.emit("MOV", &[], 1, vec![Operand::sub(v, k as u8), x]);
                    }
                    return Ok(());
                }
            }
            // mov.b32 %r, {%rs1, %rs2}: pack two halves with PRMT.
            if parts.len() != 2 {
                return Err("ptxas Phase 1: mov.b32 packs two 16-bit halves".into());
            }
            let d = self.d32(d)?;
            let lo = self.r32(&parts[0])?;
            let lo = self.in_reg(lo);
            let hi = self.r32(&parts[1])?;
            let hi = self.in_reg(hi);
            self.emit("PRMT", &[], 1, vec![d, lo, imm(0x5410), hi]);
            return Ok(());
        }
        if let POp::Vector(parts, _) = d {
            // mov.b32 {%rs1, %rs2}, %r: the low half is the register itself, the high one shifted.
            if parts.len() != 2 {
                return Err("ptxas Phase 1: mov.b32 unpacks into two 16-bit halves".into());
            }
            let s = self.r32(s)?;
            let s = self.in_reg(s);
            if !matches!(parts[0], POp::Sink(_)) {
                let lo = self.d32(&parts[0])?;
                self.emit("MOV", &[], 1, vec![lo, s.clone()]);
            }
            if !matches!(parts[1], POp::Sink(_)) {
                let hi = self.d32(&parts[1])?;
                self.emit("SHF", &["R", "U32", "HI"], 1, vec![hi, rz(), imm(0x10), s]);
            }
            return Ok(());
        }
        let d = self.d32(d)?;
        let s = match s {
            POp::Imm(x, _) => imm(imm32(*x)?),
            POp::Symbol(..) | POp::Offset(..) if shared_symbol_operand(s).is_some_and(|(n, _)| self.shared.contains_key(n)) => {
                let (name, off) = shared_symbol_operand(s).unwrap_or_default();
                self.shared_symbol(name, off)?
            }
            _ => self.reg_of_class(s, RegClass::R)?,
        };
        self.emit("MOV", &[], 1, vec![d, s]);
        Ok(())
    }

    fn mov64(&mut self, i: &Instruction) -> Res<()> {
        let [d, s] = two(self.ops(i, 2)?);
        if let POp::Vector(parts, _) = d {
            // mov.b64 {%r1, %r2}, %rd: unpack.
            if parts.len() != 2 {
                return Err("ptxas Phase 1: mov.b64 unpacks into two 32-bit halves".into());
            }
            for (k, p) in parts.iter().enumerate() {
                if matches!(p, POp::Sink(_)) {
                    continue;
                }
                let dk = self.d32(p)?;
                let sk = self.half(s, k as u8)?;
                self.emit("MOV", &[], 1, vec![dk, sk]);
            }
            return Ok(());
        }
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        match s {
            POp::Vector(parts, _) => {
                if parts.len() != 2 {
                    return Err("ptxas Phase 1: mov.b64 packs two 32-bit halves".into());
                }
                for (k, p) in parts.iter().enumerate() {
                    let sk = self.r32(p)?;
                    self.emit("MOV", &[], 1, vec![Operand::sub(dv, k as u8), sk]);
                }
            }
            POp::Reg(..) => {
                let s = self.reg_of_class(s, RegClass::R64)?;
                self.emit("MOV64", &[], 1, vec![d, s]);
            }
            POp::Imm(..) => {
                let lo = self.half(s, 0)?;
                let hi = self.half(s, 1)?;
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), lo]);
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), hi]);
            }
            POp::Symbol(..) | POp::Offset(..) if shared_symbol_operand(s).is_some_and(|(n, _)| self.shared.contains_key(n)) => {
                let (name, off) = shared_symbol_operand(s).unwrap_or_default();
                let t = self.shared_symbol(name, off)?;
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), t]);
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), rz()]);
            }
            POp::Symbol(..) | POp::Offset(..) if shared_symbol_operand(s).is_some_and(|(n, _)| self.locals.contains_key(n)) => {
                let (name, off) = shared_symbol_operand(s).unwrap_or_default();
                let lo = self.local_symbol(name, off);
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), lo]);
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), rz()]);
            }
            POp::Symbol(n, _) if self.abi.sigs.contains_key(n) => {
                let saved = self.rule;
                self.rule = "mov.b64 of a device function → MOV (its offset in the kernel's code)";
                let n = n.clone();
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), imm(0)]).fixup = Some(Fixup::FuncAddress(n));
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), rz()]);
                self.rule = saved;
            }
            POp::Symbol(..) | POp::Offset(..) if shared_symbol_operand(s).is_some_and(|(n, _)| self.params.contains_key(n) && !self.f.device) => {
                let (name, off) = shared_symbol_operand(s).unwrap_or_default();
                let at = self.params[name] + off;
                self.param_address(i, dv, at);
            }
            POp::Symbol(..) | POp::Offset(..) if shared_symbol_operand(s).is_some_and(|(n, _)| self.consts.contains_key(n) || self.global_slots.contains_key(n)) => {
                let (name, off) = shared_symbol_operand(s).unwrap_or_default();
                self.symbol_address(dv, name, off);
            }
            other => return Err(format!("ptxas Phase 1: mov.b64 of {} is not supported yet", describe(other))),
        }
        Ok(())
    }

    fn mov_pred(&mut self, i: &Instruction) -> Res<()> {
        let [d, s] = two(self.ops(i, 2)?);
        let d = self.dpred(d)?;
        let s = self.psrc(s)?;
        self.emit("PLOP3", &["LUT"], 2, vec![d, pt(), s, pt(), pt(), imm(0x80), imm(0)]);
        Ok(())
    }

    // ----- 32-bit integer arithmetic -----

    fn iadd3(&mut self, d: Operand, a: Operand, b: Operand, bits: u32, signed: bool) {
        let (mut a, mut b) = (a, b);
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
        }
        let a = self.in_reg(a);
        self.emit("IADD3", &[], 1, vec![d, a, b, rz()]).props = vec![prop_width(bits), prop_sign(signed)];
    }

    fn add32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        self.iadd3(d, a, b, 32, i.ty().is_some_and(is_signed));
        Ok(())
    }

    fn negate(x: Operand) -> Operand {
        match x.value {
            Value::Imm(v) => imm((v as u32).wrapping_neg() as i64),
            _ => x.negated(),
        }
    }

    fn sub32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        if is_imm(&a) && !is_imm(&b) {
            // imm - b: IADD3 d, -b, imm, RZ.
            self.emit("IADD3", &[], 1, vec![d, b.negated(), a, rz()]);
            return Ok(());
        }
        let b = Self::negate(b);
        self.iadd3(d, a, b, 32, i.ty().is_some_and(is_signed));
        Ok(())
    }

    /// The `IMAD.WIDE t, a, b, RZ` that wrote `name`, when `name` and the multiplicands are
    /// each written once in the function (so reading them again later gives the same values).
    fn wide_product(&self, name: &str) -> Option<(Operand, Operand, &'static [&'static str], u32)> {
        if self.def_count.get(name) != Some(&1) {
            return None;
        }
        let v = *self.vregs.get(name)?;
        let once = |o: &Operand| match o.value {
            Value::Reg(x, _) => self.f.vregs.get(x.0 as usize).is_some_and(|info| self.def_count.get(&info.name).copied().unwrap_or(0) <= 1),
            Value::Imm(_) | Value::Const { .. } => true,
            _ => false,
        };
        self.items.iter().rev().find_map(|it| match it {
            Item::Inst(m) if m.defs().first().is_some_and(|o| o.value == Value::Reg(v, Part::Whole)) => Some(m),
            _ => None,
        }).filter(|m| {
            m.opcode == "IMAD" && m.guard.is_none() && m.modifiers.first().is_some_and(|x| x == "WIDE") && m.operands[3].value == Value::Zero && once(&m.operands[1]) && once(&m.operands[2])
        }).map(|m| {
            let mods: &'static [&'static str] = if m.modifiers.iter().any(|x| x == "U32") { &["WIDE", "U32"] } else { &["WIDE"] };
            (m.operands[1].clone(), m.operands[2].clone(), mods, m.ptx_line)
        })
    }

    fn add64_parts(&mut self, i: &Instruction, sub: bool) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let (mut a, mut b) = (a, b);
        if !sub && matches!(a, POp::Imm(..)) {
            std::mem::swap(&mut a, &mut b);
        }
        // base + mul.wide(x, y) is one IMAD.WIDE with the base as addend (as ptxas computes
        // addresses); the product's own IMAD.WIDE goes when nothing else reads it.
        if !sub {
            for (x, y) in [(a, b), (b, a)] {
                if let (POp::Reg(xn, _), POp::Reg(_, _)) = (x, y) {
                    if let Some((m1, m2, mods, product_line)) = self.wide_product(xn) {
                        let base = self.reg_of_class(y, RegClass::R64)?;
                        self.rule = "add.s64 of mul.wide → IMAD.WIDE (fused)";
                        let fused = self.emit("IMAD", mods, 1, vec![d, m1, m2, base]);
                        fused.props = vec![prop_width(64)];
                        fused.folded_lines = vec![product_line];
                        return Ok(());
                    }
                }
            }
        }
        let alo = self.half(a, 0)?;
        let ahi = self.half(a, 1)?;
        let blo = self.half(b, 0)?;
        let bhi = self.half(b, 1)?;
        let alo = self.in_reg(alo);
        let ahi = self.in_reg(ahi);
        let carry = self.f.temp(RegClass::P);
        let (blo, bhi) = if sub {
            match (blo.value.clone(), bhi.value.clone()) {
                // a - imm = a + (-imm) as one 64-bit constant.
                (Value::Imm(l), Value::Imm(h)) => {
                    let v = ((h as u64) << 32 | l as u64).wrapping_neg();
                    (imm((v & 0xffff_ffff) as i64), imm((v >> 32) as i64))
                }
                _ => {
                    let bhi = self.in_reg(bhi);
                    (blo.negated(), bhi.complemented())
                }
            }
        } else {
            (blo, bhi)
        };
        // IADD3.X takes its B operand as register, immediate or constant: the high immediate goes
        // there; zero becomes RZ.
        let bhi = match bhi.value {
            Value::Imm(0) if !bhi.bitnot => rz(),
            _ => bhi,
        };
        let props = vec![prop_width(64), prop_sign(i.ty().is_some_and(is_signed))];
        self.emit("IADD3", &[], 2, vec![Operand::sub(dv, 0), Operand::reg(carry), alo, blo, rz()]).props = props.clone();
        self.emit("IADD3", &["X"], 1, vec![Operand::sub(dv, 1), ahi, bhi, rz(), Operand::reg(carry), pt().inverted()]).props = props;
        Ok(())
    }

    fn add64(&mut self, i: &Instruction) -> Res<()> {
        self.add64_parts(i, false)
    }

    fn sub64(&mut self, i: &Instruction) -> Res<()> {
        self.add64_parts(i, true)
    }

    fn imad(&mut self, mods: &[&str], d: Operand, a: Operand, b: Operand, c: Operand, props: Vec<Prop>) {
        let (mut a, mut b) = (a, b);
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
        }
        let a = self.in_reg(a);
        let c = self.in_reg(c);
        self.emit("IMAD", mods, 1, vec![d, a, b, c]).props = props;
    }

    fn mul_lo32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        self.imad(&[], d, a, b, rz(), vec![prop_width(32)]);
        Ok(())
    }

    fn mad_lo32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        let c = self.r32(c)?;
        self.imad(&[], d, a, b, c, vec![prop_width(32)]);
        Ok(())
    }

    fn mul_hi32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let signed = i.ty().is_some_and(is_signed);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        let mods: &[&str] = if signed { &["HI"] } else { &["HI", "U32"] };
        self.imad(mods, d, a, b, rz(), vec![prop_width(32), prop_sign(signed)]);
        Ok(())
    }

    fn mul_wide(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let signed = i.ty().is_some_and(is_signed);
        let d = self.d64(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        let mods: &[&str] = if signed { &["WIDE"] } else { &["WIDE", "U32"] };
        self.imad(mods, d, a, b, rz(), vec![prop_width(64), prop_sign(signed)]);
        Ok(())
    }

    fn mad_wide(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let signed = i.ty().is_some_and(is_signed);
        let d = self.d64(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        let c = match c {
            POp::Imm(x, _) if x.as_i64() == Some(0) => rz(),
            _ => self.reg_of_class(c, RegClass::R64)?,
        };
        let mods: &[&str] = if signed { &["WIDE"] } else { &["WIDE", "U32"] };
        self.imad(mods, d, a, b, c, vec![prop_width(64), prop_sign(signed)]);
        Ok(())
    }

    fn mad_lo64(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let addend = match c {
            POp::Imm(..) => {
                let t = self.f.temp(RegClass::R64);
                let lo = self.half(c, 0)?;
                let hi = self.half(c, 1)?;
                self.emit("MOV", &[], 1, vec![Operand::sub(t, 0), lo]);
                self.emit("MOV", &[], 1, vec![Operand::sub(t, 1), hi]);
                Operand::reg(t)
            }
            _ => self.reg_of_class(c, RegClass::R64)?,
        };
        self.mul_lo64_with(d, a, b, addend)
    }

    fn shf(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let wrap = i.has_modifier(".wrap");
        let left = i.has_modifier(".l");
        let d = self.d32(d)?;
        let lo = self.r32(a)?;
        let lo = self.in_reg(lo);
        let hi = self.r32(b)?;
        let hi = self.in_reg(hi);
        let n = self.r32(c)?;
        let mut mods = vec![if left { "L" } else { "R" }];
        if wrap {
            mods.push("W");
        }
        mods.push("U32");
        if left {
            mods.push("HI");
        }
        self.emit("SHF", &mods, 1, vec![d, lo, n, hi]);
        Ok(())
    }

    fn mul_lo64(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        self.mul_lo64_with(d, a, b, rz())
    }

    fn mul_lo64_with(&mut self, d: &POp, a: &POp, b: &POp, addend: Operand) -> Res<()> {
        // (ah:al) * (bh:bl) + c mod 2^64 = al*bl + c + ((al*bh + ah*bl) << 32).
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let (mut a, mut b) = (a, b);
        if matches!(a, POp::Imm(..)) {
            std::mem::swap(&mut a, &mut b);
        }
        let al = self.half(a, 0)?;
        let ah = self.half(a, 1)?;
        let bl = self.half(b, 0)?;
        let bh = self.half(b, 1)?;
        let al = self.in_reg(al);
        let ah = self.in_reg(ah);
        let t = self.f.temp(RegClass::R);
        let w = self.f.temp(RegClass::R64);
        if matches!(bh.value, Value::Imm(0)) {
            // A constant below 2^32 (`mul.lo.s64 %rd, %rd, 3`): al*bh is zero, so the cross
            // term is ah*bl alone (ptxas: `IMAD R11, R0, 0x3, RZ`; an `IMAD R, al, 0x0, RZ`
            // would print as IMAD.MOV.U32 on sm_90 and has no form on sm_100).
            self.imad(&[], Operand::reg(t), ah, bl.clone(), rz(), vec![prop_width(32)]);
        } else {
            self.imad(&[], Operand::reg(t), al.clone(), bh, rz(), vec![prop_width(32)]);
            self.imad(&[], Operand::reg(t), ah, bl.clone(), Operand::reg(t), vec![prop_width(32)]);
        }
        self.imad(&["WIDE", "U32"], Operand::reg(w), al, bl, addend, vec![prop_width(64)]);
        self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), Operand::sub(w, 0)]);
        self.emit("IADD3", &[], 1, vec![Operand::sub(dv, 1), Operand::sub(w, 1), Operand::reg(t), rz()]);
        Ok(())
    }

    fn neg32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        self.emit("IADD3", &[], 1, vec![d, a.negated(), rz(), rz()]);
        Ok(())
    }

    fn abs32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        self.emit("IABS", &[], 1, vec![d, a]);
        Ok(())
    }

    fn minmax32(&mut self, i: &Instruction, max: bool) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let signed = i.ty().is_some_and(is_signed);
        let d = self.d32(d)?;
        let (mut a, mut b) = (self.r32(a)?, self.r32(b)?);
        if is_imm(&a) {
            std::mem::swap(&mut a, &mut b);
        }
        let a = self.in_reg(a);
        let sel = if max { pt().inverted() } else { pt() };
        let mods: &[&str] = if signed { &[] } else { &["U32"] };
        self.emit("VIMNMX", mods, 1, vec![d, a, b, sel]).props = vec![prop_sign(signed)];
        Ok(())
    }

    fn min32(&mut self, i: &Instruction) -> Res<()> {
        self.minmax32(i, false)
    }

    fn max32(&mut self, i: &Instruction) -> Res<()> {
        self.minmax32(i, true)
    }

    /// A 16-bit source with its upper half defined (zero- or sign-extended), for operations that
    /// read all 32 bits. Sub-word values live in 32-bit registers with undefined upper bits.
    fn widen16(&mut self, x: Operand, ty: ScalarType) -> Operand {
        if ty_class(ty) != Ty::I16 || is_imm(&x) {
            return x;
        }
        let t = self.f.temp(RegClass::R);
        if is_signed(ty) {
            self.emit("SGXT", &[], 1, vec![Operand::reg(t), x, imm(0x10)]);
        } else {
            self.emit("LOP3", &["LUT"], 1, vec![Operand::reg(t), x, imm(0xffff), rz(), imm(0xc0), pt().inverted()]);
        }
        Operand::reg(t)
    }

    fn shl32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        let b = self.r32(b)?;
        self.emit("SHF", &["L", "U32"], 1, vec![d, a, b, rz()]);
        Ok(())
    }

    fn shr32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let ty = i.ty().unwrap_or(ScalarType::U32);
        let signed = is_signed(ty);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        let a = self.widen16(a, ty);
        let b = self.r32(b)?;
        let mods: &[&str] = if signed { &["R", "S32", "HI"] } else { &["R", "U32", "HI"] };
        self.emit("SHF", mods, 1, vec![d, rz(), b, a]).props = vec![prop_sign(signed)];
        Ok(())
    }

    fn shift_amount(op: &POp) -> Res<u32> {
        match op {
            POp::Imm(i, _) => Ok(i.as_i64().unwrap_or(0).clamp(0, 64) as u32),
            _ => Err("ptxas Phase 1: a 64-bit shift by a register is not supported yet".into()),
        }
    }

    fn shl64(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let n = Self::shift_amount(b)?;
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let lo = self.half(a, 0)?;
        let lo = self.in_reg(lo);
        let hi = self.half(a, 1)?;
        let hi = self.in_reg(hi);
        if n >= 64 {
            self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), rz()]);
            self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), rz()]);
        } else if n >= 32 {
            self.emit("SHF", &["L", "U32"], 1, vec![Operand::sub(dv, 1), lo, imm((n - 32) as i64), rz()]);
            self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), rz()]);
        } else {
            self.emit("SHF", &["L", "U64", "HI"], 1, vec![Operand::sub(dv, 1), lo.clone(), imm(n as i64), hi]);
            self.emit("SHF", &["L", "U32"], 1, vec![Operand::sub(dv, 0), lo, imm(n as i64), rz()]);
        }
        Ok(())
    }

    fn shr64(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let signed = i.ty().is_some_and(is_signed);
        let n = Self::shift_amount(b)?;
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let lo = self.half(a, 0)?;
        let lo = self.in_reg(lo);
        let hi = self.half(a, 1)?;
        let hi = self.in_reg(hi);
        let (s32, s64) = if signed { ("S32", "S64") } else { ("U32", "U64") };
        if n >= 32 {
            let k = (n.min(63) - 32) as i64;
            self.emit("SHF", &["R", s32, "HI"], 1, vec![Operand::sub(dv, 0), rz(), imm(k), hi.clone()]);
            if signed {
                self.emit("SHF", &["R", "S32", "HI"], 1, vec![Operand::sub(dv, 1), rz(), imm(0x1f), hi]);
            } else {
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), rz()]);
            }
        } else {
            self.emit("SHF", &["R", s64], 1, vec![Operand::sub(dv, 0), lo, imm(n as i64), hi.clone()]);
            self.emit("SHF", &["R", s32, "HI"], 1, vec![Operand::sub(dv, 1), rz(), imm(n as i64), hi]);
        }
        Ok(())
    }

    fn lop3(&mut self, d: Operand, a: Operand, b: Operand, lut: u8) {
        let (mut a, mut b) = (a, b);
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
        }
        let a = self.in_reg(a);
        self.emit("LOP3", &["LUT"], 1, vec![d, a, b, rz(), imm(lut as i64), pt().inverted()]);
    }

    fn logic32(&mut self, i: &Instruction, lut: u8) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        self.lop3(d, a, b, lut);
        Ok(())
    }

    fn and32(&mut self, i: &Instruction) -> Res<()> {
        self.logic32(i, 0xc0)
    }
    fn or32(&mut self, i: &Instruction) -> Res<()> {
        self.logic32(i, 0xfc)
    }
    fn xor32(&mut self, i: &Instruction) -> Res<()> {
        self.logic32(i, 0x3c)
    }

    fn not32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        self.emit("LOP3", &["LUT"], 1, vec![d, rz(), a, rz(), imm(0x33), pt().inverted()]);
        Ok(())
    }

    fn logic64(&mut self, i: &Instruction, lut: u8) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        for k in 0..2u8 {
            let ak = self.half(a, k)?;
            let bk = self.half(b, k)?;
            self.lop3(Operand::sub(dv, k), ak, bk, lut);
        }
        Ok(())
    }

    fn and64(&mut self, i: &Instruction) -> Res<()> {
        self.logic64(i, 0xc0)
    }
    fn or64(&mut self, i: &Instruction) -> Res<()> {
        self.logic64(i, 0xfc)
    }
    fn xor64(&mut self, i: &Instruction) -> Res<()> {
        self.logic64(i, 0x3c)
    }

    /// `PLOP3.LUT d, PT, a, b, PT, lut, 0x0` (inputs a = 0xf0, b = 0xcc, c = 0xaa).
    fn plop(&mut self, i: &Instruction, lut: u8, unary: bool) -> Res<()> {
        let n = if unary { 2 } else { 3 };
        let ops = self.ops(i, n)?;
        let d = self.dpred(&ops[0])?;
        let a = self.psrc(&ops[1])?;
        let b = if unary { pt() } else { self.psrc(&ops[2])? };
        self.emit("PLOP3", &["LUT"], 2, vec![d, pt(), a, b, pt(), imm(lut as i64), imm(0)]);
        Ok(())
    }

    // The third input is PT, so each table is the two-input function ANDed with c = 0xaa.
    fn and_pred(&mut self, i: &Instruction) -> Res<()> {
        self.plop(i, 0x80, false)
    }
    fn or_pred(&mut self, i: &Instruction) -> Res<()> {
        self.plop(i, 0xa8, false)
    }
    fn xor_pred(&mut self, i: &Instruction) -> Res<()> {
        self.plop(i, 0x28, false)
    }
    fn not_pred(&mut self, i: &Instruction) -> Res<()> {
        self.plop(i, 0x08, true)
    }

    fn unary32(&mut self, i: &Instruction, opcode: &'static str, mods: &[&str]) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        self.emit(opcode, mods, 1, vec![d, a]);
        Ok(())
    }

    fn popc32(&mut self, i: &Instruction) -> Res<()> {
        self.unary32(i, "POPC", &[])
    }

    fn brev32(&mut self, i: &Instruction) -> Res<()> {
        self.unary32(i, "BREV", &[])
    }

    fn clz32(&mut self, i: &Instruction) -> Res<()> {
        // FLO.U32 finds the highest set bit (0xffffffff for zero); clz = 31 - that.
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let t = self.f.temp(RegClass::R);
        self.emit("FLO", &["U32"], 1, vec![Operand::reg(t), a]);
        self.emit("IADD3", &[], 1, vec![d, Operand::reg(t).negated(), imm(0x1f), rz()]);
        Ok(())
    }

    // ----- comparisons and selection -----

    /// The destinations of `setp`: `p` or `p|q` (`q` is the complement, ISETP's second
    /// destination).
    fn setp_dests(&mut self, op: &POp) -> Res<(Operand, Operand)> {
        match op {
            POp::PredPair(a, b, _) => Ok((self.dpred(a)?, self.dpred(b)?)),
            _ => Ok((self.dpred(op)?, pt())),
        }
    }

    /// The boolean operation `.and/.or/.xor` of `setp` and its predicate operand.
    fn setp_bool(&mut self, i: &Instruction) -> Res<(&'static str, Operand)> {
        let bop = if i.has_modifier(".or") {
            "OR"
        } else if i.has_modifier(".xor") {
            "XOR"
        } else {
            "AND"
        };
        let c = if i.has_modifier(".and") || i.has_modifier(".or") || i.has_modifier(".xor") {
            let c = i.operands.get(3).ok_or("ptxas Phase 1: setp with a boolean operation takes a fourth operand")?;
            self.psrc(c)?
        } else {
            if i.operands.len() != 3 {
                return Err(format!("ptxas Phase 1: {} takes 3 operands", i.full_name()));
            }
            pt()
        };
        Ok((bop, c))
    }

    fn setp32(&mut self, i: &Instruction) -> Res<()> {
        if i.operands.len() < 3 {
            return Err(format!("ptxas Phase 1: {} takes at least 3 operands", i.full_name()));
        }
        let ty = i.ty().unwrap_or(ScalarType::S32);
        let cmp = i.modifier_texts().find_map(icmp).ok_or_else(|| format!("ptxas Phase 1: {} has no comparison", i.full_name()))?;
        let (mut cond, unsigned_cmp) = cmp;
        let unsigned = unsigned_cmp || !is_signed(ty);
        let (p, q) = self.setp_dests(&i.operands[0])?;
        let mut a = self.r32(&i.operands[1])?;
        let mut b = self.r32(&i.operands[2])?;
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
            cond = swap_cmp(cond);
        }
        let a = self.in_reg(a);
        let a = self.widen16(a, ty);
        let b = self.widen16(b, ty);
        let (bop, c) = self.setp_bool(i)?;
        let mut mods = vec![cond];
        if unsigned {
            mods.push("U32");
        }
        mods.push(bop);
        self.emit("ISETP", &mods, 2, vec![p, q, a, b, c]).props = vec![prop_width(32), prop_sign(!unsigned), prop_compare(false)];
        Ok(())
    }

    fn setp64(&mut self, i: &Instruction) -> Res<()> {
        if i.operands.len() < 3 {
            return Err(format!("ptxas Phase 1: {} takes at least 3 operands", i.full_name()));
        }
        let ty = i.ty().unwrap_or(ScalarType::S64);
        let (mut cond, unsigned_cmp) = i.modifier_texts().find_map(icmp).ok_or_else(|| format!("ptxas Phase 1: {} has no comparison", i.full_name()))?;
        let signed = !unsigned_cmp && is_signed(ty);
        let (p, q) = self.setp_dests(&i.operands[0])?;
        let (mut a, mut b) = (&i.operands[1], &i.operands[2]);
        if matches!(a, POp::Imm(..)) && !matches!(b, POp::Imm(..)) {
            std::mem::swap(&mut a, &mut b);
            cond = swap_cmp(cond);
        }
        let alo = self.half(a, 0)?;
        let alo = self.in_reg(alo);
        let ahi = self.half(a, 1)?;
        let ahi = self.in_reg(ahi);
        let blo = self.half(b, 0)?;
        let bhi = self.half(b, 1)?;
        let (bop, c) = self.setp_bool(i)?;
        // The low words compare unsigned; the high words finish with .EX, signed or not, and the
        // boolean operation applies there.
        let t = self.f.temp(RegClass::P);
        // The low compare is unsigned whatever the type: its sign field says so (Phase 2's
        // matchers check field 22 against the template's `.U32`).
        let lo_props = vec![prop_width(64), prop_sign(false), prop_compare(false)];
        let props = vec![prop_width(64), prop_sign(signed), prop_compare(false)];
        self.emit("ISETP", &[cond, "U32", "AND"], 2, vec![Operand::reg(t), pt(), alo, blo, pt()]).props = lo_props;
        let mut mods = vec![cond];
        if !signed {
            mods.push("U32");
        }
        mods.push(bop);
        mods.push("EX");
        self.emit("ISETP", &mods, 2, vec![p, q, ahi, bhi, c, Operand::reg(t)]).props = props;
        Ok(())
    }

    fn setp_f32(&mut self, i: &Instruction) -> Res<()> {
        if i.operands.len() < 3 {
            return Err(format!("ptxas Phase 1: {} takes at least 3 operands", i.full_name()));
        }
        let mut cond = i.modifier_texts().find_map(fcmp).ok_or_else(|| format!("ptxas Phase 1: {} has no comparison", i.full_name()))?;
        let (p, q) = self.setp_dests(&i.operands[0])?;
        let mut a = self.f32src(&i.operands[1])?;
        let mut b = self.f32src(&i.operands[2])?;
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
            cond = swap_cmp(cond);
        }
        let a = self.in_reg(a);
        let (bop, c) = self.setp_bool(i)?;
        let mut mods = vec![cond];
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        mods.push(bop);
        let unordered = cond.ends_with('U') || cond == "NAN";
        self.emit("FSETP", &mods, 2, vec![p, q, a, b, c]).props = vec![prop_ftz(i.has_modifier(".ftz")), prop_compare(unordered)];
        Ok(())
    }

    fn selp_generic(&mut self, opcode: &'static str, d: Operand, a: Operand, b: Operand, p: Operand) {
        let (mut a, mut b, mut p) = (a, b, p);
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
            p = p.inverted();
        }
        let a = self.in_reg(a);
        self.emit(opcode, &[], 1, vec![d, a, b, p]);
    }

    fn selp32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        let p = self.psrc(c)?;
        self.selp_generic("SEL", d, a, b, p);
        Ok(())
    }

    fn selp_f32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let b = self.f32src(b)?;
        let p = self.psrc(c)?;
        self.selp_generic("FSEL", d, a, b, p);
        Ok(())
    }

    fn selp64(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let p = self.psrc(c)?;
        for k in 0..2u8 {
            let ak = self.half(a, k)?;
            let bk = self.half(b, k)?;
            self.selp_generic("SEL", Operand::sub(dv, k), ak, bk, p.clone());
        }
        Ok(())
    }

    // ----- atomics and warp operations -----

    fn atom_global(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let ty = i.ty().ok_or("ptxas Phase 1: atom needs a type")?;
        let op = ["add", "and", "or", "xor", "exch", "inc", "dec", "min", "max"]
            .into_iter()
            .find(|o| i.has_modifier(&format!(".{o}")))
            .ok_or_else(|| format!("ptxas Phase 1: {} is not supported yet", i.full_name()))?;
        let suffix: Option<&str> = match (ty_class(ty), is_signed(ty), op) {
            (Ty::F32, _, "add") => Some("F32.FTZ.RN"),
            (Ty::F64, _, "add") => Some("F64.RN"),
            (Ty::F32 | Ty::F64, _, _) => return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name())),
            (Ty::I64, true, _) => Some("S64"),
            (Ty::I64, false, _) => Some("64"),
            (Ty::I32, true, "add" | "min" | "max") => Some("S32"),
            _ => None,
        };
        let addr = self.global_addr(a)?;
        let wide = matches!(ty_class(ty), Ty::I64 | Ty::F64);
        let d = if wide { self.d64(d)? } else { self.d32(d)? };
        let b = if wide {
            match b {
                POp::Imm(..) => {
                    let t = self.f.temp(RegClass::R64);
                    let lo = self.half(b, 0)?;
                    let hi = self.half(b, 1)?;
                    self.emit("MOV", &[], 1, vec![Operand::sub(t, 0), lo]);
                    self.emit("MOV", &[], 1, vec![Operand::sub(t, 1), hi]);
                    Operand::reg(t)
                }
                _ => self.reg_of_class(b, RegClass::R64)?,
            }
        } else {
            let x = if ty_class(ty) == Ty::F32 { self.f32src(b)? } else { self.r32(b)? };
            self.in_reg(x)
        };
        let opname = op.to_ascii_uppercase();
        let mut mods: Vec<&str> = vec!["E", opname.as_str()];
        mods.extend(suffix);
        mods.extend(["STRONG", "GPU"]);
        self.emit("ATOMG", &mods, 2, vec![pt(), d, addr, b]).props = vec![prop_scope("GPU"), Prop { field: 208, value: 1163, name: "atomic op" }];
        Ok(())
    }

    fn atom_shared(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let addr = self.shared_addr(a)?;
        let d = self.d32(d)?;
        let b = self.r32(b)?;
        let b = self.in_reg(b);
        self.emit("ATOMS", &["ADD"], 1, vec![d, addr, b]);
        Ok(())
    }

    /// The member mask of a `.sync` warp operation: ptxas 13.5 emits no `WARPSYNC` for it on
    /// sm_90, whatever the mask (`shfl.sync.down ... 65535` is a plain `SHFL.DOWN`,
    /// `vote.sync.all.pred ... %r` a plain `VOTE.ALL`; checked on corpus/sass/warp.ptx), so an
    /// immediate or a register is accepted and dropped.
    fn full_warp(&self, op: &POp, i: &Instruction) -> Res<()> {
        match op {
            POp::Imm(..) | POp::Reg(..) => Ok(()),
            _ => Err(format!("ptxas Phase 1: {} with a member mask other than 0xffffffff is not supported yet", i.full_name())),
        }
    }

    fn shfl(&mut self, i: &Instruction) -> Res<()> {
        if !i.has_modifier(".sync") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let ops = self.ops(i, 5)?;
        self.full_warp(&ops[4], i)?;
        let mode = [".up", ".down", ".bfly", ".idx"].into_iter().find(|m| i.has_modifier(m)).ok_or("ptxas Phase 1: shfl needs a mode")?;
        let (d, p) = match &ops[0] {
            POp::PredPair(d, p, _) => (self.d32(d)?, self.dpred(p)?),
            d => (self.d32(d)?, pt()),
        };
        let a = self.r32(&ops[1])?;
        let a = self.in_reg(a);
        let b = self.r32(&ops[2])?;
        let c = self.r32(&ops[3])?;
        let m = mode[1..].to_ascii_uppercase();
        let mods = [m.as_str()];
        self.emit("SHFL", &mods, 2, vec![p, d, a, b, c]);
        Ok(())
    }

    fn vote_ballot(&mut self, i: &Instruction) -> Res<()> {
        if !(i.has_modifier(".sync") && i.has_modifier(".ballot")) {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let [d, p, mask] = three(self.ops(i, 3)?);
        self.full_warp(mask, i)?;
        let d = self.d32(d)?;
        let p = self.psrc(p)?;
        self.emit("VOTE", &["ANY"], 2, vec![d, pt(), p]);
        Ok(())
    }

    fn vote_pred(&mut self, i: &Instruction) -> Res<()> {
        let mode = if i.has_modifier(".any") {
            "ANY"
        } else if i.has_modifier(".all") {
            "ALL"
        } else {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        };
        if !i.has_modifier(".sync") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let [d, p, mask] = three(self.ops(i, 3)?);
        self.full_warp(mask, i)?;
        let d = self.dpred(d)?;
        let p = self.psrc(p)?;
        self.emit("VOTE", &[mode], 1, vec![d, p]);
        Ok(())
    }

    fn fence(&mut self, i: &Instruction) -> Res<()> {
        if !i.operands.is_empty() || i.modifier_texts().any(|m| m.starts_with(".proxy") || m.starts_with(".mbarrier") || m == ".cluster") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let scope = if i.has_modifier(".cta") {
            "CTA"
        } else if i.has_modifier(".sys") {
            "SYS"
        } else if i.has_modifier(".gpu") || i.has_modifier(".gl") {
            "GPU"
        } else {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        };
        let kind = if i.has_modifier(".acq_rel") { "ALL" } else { "SC" };
        self.emit("MEMBAR", &[kind, scope], 0, vec![]).props = vec![prop_scope(scope)];
        if scope != "CTA" {
            // Beyond the CTA, ptxas also drains errors and invalidates the L1 (as ptxas 13 does).
            self.emit("ERRBAR", &[], 0, vec![]);
            if crate::sass::arch::arch(self.sm).cga {
                // The cluster's error barrier: sm_90+ (ptxas writes none for sm_80/89).
                self.emit("CGAERRBAR", &[], 0, vec![]);
            }
            self.emit("CCTL", &["IVALL"], 0, vec![]);
        }
        Ok(())
    }

    // ----- control flow -----

    fn bra(&mut self, i: &Instruction) -> Res<()> {
        let [t] = one(self.ops(i, 1)?);
        let POp::Symbol(name, _) = t else {
            return Err("ptxas Phase 1: an indirect branch is not supported yet".into());
        };
        let id = self.label_id(name);
        self.emit("BRA", &[], 0, vec![o(Value::Label(id))]);
        Ok(())
    }

    fn ret(&mut self, i: &Instruction) -> Res<()> {
        if self.f.device && i.opcode == "ret" {
            return self.ret_abi();
        }
        self.emit("EXIT", &[], 0, vec![]);
        Ok(())
    }

    fn bar(&mut self, i: &Instruction) -> Res<()> {
        if !(i.has_modifier(".sync") || (i.opcode == "bar" && i.modifiers.is_empty())) {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let id = match i.operands.as_slice() {
            [POp::Imm(x, _)] => x.as_i64().unwrap_or(0),
            _ => return Err(format!("ptxas Phase 1: {} with a thread count or register barrier is not supported yet", i.full_name())),
        };
        if !(0..16).contains(&id) {
            return Err(format!("ptxas Phase 1: barrier {id} is out of range 0..15"));
        }
        self.emit("BAR", &["SYNC", "DEFER_BLOCKING"], 0, vec![imm(id)]);
        Ok(())
    }

    // ----- single precision -----

    fn fbin(&mut self, i: &Instruction, opcode: &'static str, negate_b: bool) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let mut a = self.f32src(a)?;
        let mut b = self.f32src(b)?;
        if negate_b {
            b = match b.value {
                Value::FImm(v) => o(Value::FImm(-v)),
                _ => b.negated(),
            };
        }
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
        }
        let a = self.in_reg(a);
        let mut props = Vec::new();
        let mods = fp_mods(i, &mut props);
        self.emit(opcode, &mods, 1, vec![d, a, b]).props = props;
        Ok(())
    }

    fn fadd(&mut self, i: &Instruction) -> Res<()> {
        self.fbin(i, "FADD", false)
    }
    fn fsub(&mut self, i: &Instruction) -> Res<()> {
        self.fbin(i, "FADD", true)
    }
    fn fmul(&mut self, i: &Instruction) -> Res<()> {
        self.fbin(i, "FMUL", false)
    }

    fn ffma(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let d = self.d32(d)?;
        let mut a = self.f32src(a)?;
        let mut b = self.f32src(b)?;
        let mut c = self.f32src(c)?;
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
        }
        let a = self.in_reg(a);
        // FFMA takes one immediate, in B or in C.
        if is_imm(&b) && is_imm(&c) {
            c = self.in_reg(c);
        }
        let mut props = Vec::new();
        let mods = fp_mods(i, &mut props);
        self.emit("FFMA", &mods, 1, vec![d, a, b, c]).props = props;
        Ok(())
    }

    fn fneg(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let mut mods = Vec::new();
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        self.emit("FADD", &mods, 1, vec![d, a.negated(), rz().negated()]);
        Ok(())
    }

    fn fabs(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let mut mods = Vec::new();
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        self.emit("FADD", &mods, 1, vec![d, a.absolute(), rz().negated()]);
        Ok(())
    }

    fn fminmax(&mut self, i: &Instruction, max: bool) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let mut a = self.f32src(a)?;
        let mut b = self.f32src(b)?;
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
        }
        let a = self.in_reg(a);
        let mut mods = Vec::new();
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        if i.has_modifier(".NaN") {
            mods.push("NAN");
        }
        let sel = if max { pt().inverted() } else { pt() };
        self.emit("FMNMX", &mods, 1, vec![d, a, b, sel]);
        Ok(())
    }

    fn fmin(&mut self, i: &Instruction) -> Res<()> {
        self.fminmax(i, false)
    }
    fn fmax(&mut self, i: &Instruction) -> Res<()> {
        self.fminmax(i, true)
    }

    fn mufu(&mut self, i: &Instruction, func: &'static str) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        self.emit("MUFU", &[func], 1, vec![d, a]);
        Ok(())
    }

    fn mufu_rcp(&mut self, i: &Instruction) -> Res<()> {
        self.mufu(i, "RCP")
    }
    fn mufu_sqrt(&mut self, i: &Instruction) -> Res<()> {
        self.mufu(i, "SQRT")
    }
    fn mufu_rsq(&mut self, i: &Instruction) -> Res<()> {
        self.mufu(i, "RSQ")
    }
    fn mufu_ex2(&mut self, i: &Instruction) -> Res<()> {
        self.mufu(i, "EX2")
    }
    fn mufu_lg2(&mut self, i: &Instruction) -> Res<()> {
        self.mufu(i, "LG2")
    }

    fn fdiv_approx(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let b = self.f32src(b)?;
        let t = self.f.temp(RegClass::R);
        self.emit("MUFU", &["RCP"], 1, vec![Operand::reg(t), b]);
        let mut mods = Vec::new();
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        self.emit("FMUL", &mods, 1, vec![d, a, Operand::reg(t)]);
        Ok(())
    }

    fn ex2_denormal(&mut self, i: &Instruction) -> Res<()> {
        // MUFU.EX2 flushes denormal results: for x < -126 halve x, then square the result.
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let p = self.f.temp(RegClass::P);
        let x = self.f.temp(RegClass::R);
        self.emit("FSETP", &["GEU", "AND"], 2, vec![Operand::reg(p), pt(), a.clone(), o(Value::FImm(-126.0)), pt()]);
        self.emit("MOV", &[], 1, vec![Operand::reg(x), a.clone()]);
        let small = Guard { reg: p, not: true };
        let saved = self.guard;
        self.guard = Some(small);
        self.emit("FMUL", &[], 1, vec![Operand::reg(x), a, o(Value::FImm(0.5))]);
        self.guard = saved;
        self.emit("MUFU", &["EX2"], 1, vec![d.clone(), Operand::reg(x)]);
        self.guard = Some(small);
        self.emit("FMUL", &[], 1, vec![d.clone(), d.clone(), d]);
        self.guard = saved;
        Ok(())
    }

    // ----- double precision -----

    /// A double source: a register pair, or an immediate moved into a temporary pair.
    fn f64src(&mut self, op: &POp) -> Res<Operand> {
        match op {
            POp::Imm(..) => {
                let t = self.f.temp(RegClass::R64);
                let lo = self.half(op, 0)?;
                let hi = self.half(op, 1)?;
                self.emit("MOV", &[], 1, vec![Operand::sub(t, 0), lo]);
                self.emit("MOV", &[], 1, vec![Operand::sub(t, 1), hi]);
                Ok(Operand::reg(t))
            }
            POp::Neg(inner, _) => Ok(self.f64src(inner)?.negated()),
            _ => self.reg_of_class(op, RegClass::R64),
        }
    }

    fn dbin(&mut self, i: &Instruction, opcode: &'static str, negate_b: bool) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d64(d)?;
        let a = self.f64src(a)?;
        let mut b = self.f64src(b)?;
        if negate_b {
            b = b.negated();
        }
        let mut props = Vec::new();
        let mods: Vec<&str> = fp_mods(i, &mut props).into_iter().filter(|m| *m != "FTZ").collect();
        self.emit(opcode, &mods, 1, vec![d, a, b]).props = props;
        Ok(())
    }

    fn dadd(&mut self, i: &Instruction) -> Res<()> {
        self.dbin(i, "DADD", false)
    }
    fn dsub(&mut self, i: &Instruction) -> Res<()> {
        self.dbin(i, "DADD", true)
    }
    fn dmul(&mut self, i: &Instruction) -> Res<()> {
        self.dbin(i, "DMUL", false)
    }

    fn dfma(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let d = self.d64(d)?;
        let a = self.f64src(a)?;
        let b = self.f64src(b)?;
        let c = self.f64src(c)?;
        let mut props = Vec::new();
        let mods: Vec<&str> = fp_mods(i, &mut props).into_iter().filter(|m| *m != "FTZ").collect();
        self.emit("DFMA", &mods, 1, vec![d, a, b, c]).props = props;
        Ok(())
    }

    fn setp_f64(&mut self, i: &Instruction) -> Res<()> {
        if i.operands.len() < 3 {
            return Err(format!("ptxas Phase 1: {} takes at least 3 operands", i.full_name()));
        }
        let cond = i.modifier_texts().find_map(fcmp).ok_or_else(|| format!("ptxas Phase 1: {} has no comparison", i.full_name()))?;
        let (p, q) = self.setp_dests(&i.operands[0])?;
        let a = self.f64src(&i.operands[1])?;
        let b = self.f64src(&i.operands[2])?;
        let (bop, c) = self.setp_bool(i)?;
        self.emit("DSETP", &[cond, bop], 2, vec![p, q, a, b, c]).props = vec![prop_compare(cond.ends_with('U') || cond == "NAN")];
        Ok(())
    }

    fn cvt_f2f(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (dt, _) = cvt_kind(i);
        let mut mods: Vec<&str> = Vec::new();
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        if dt == Ty::F64 {
            let d = self.d64(d)?;
            let a = self.f32src(a)?;
            mods.extend(["F64", "F32"]);
            self.emit("F2F", &mods, 1, vec![d, a]);
        } else {
            let d = self.d32(d)?;
            let a = self.f64src(a)?;
            mods.extend(["F32", "F64"]);
            if i.has_modifier(".rz") {
                mods.push("RZ");
            } else if i.has_modifier(".rm") {
                mods.push("RM");
            } else if i.has_modifier(".rp") {
                return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
            }
            self.emit("F2F", &mods, 1, vec![d, a]);
        }
        Ok(())
    }

    fn cvt_f64_i32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let src = i.types().get(1).copied().unwrap_or(ScalarType::S32);
        let d = self.d64(d)?;
        let a = self.r32(a)?;
        let mods: &[&str] = if is_signed(src) { &["F64"] } else { &["F64", "U32"] };
        self.emit("I2F", mods, 1, vec![d, a]);
        Ok(())
    }

    // ----- conversions -----

    fn cvt_f32_int(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let types = i.types();
        let src = types.get(1).copied().unwrap_or(ScalarType::S32);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let rnd = if i.has_modifier(".rz") {
            Some("RZ")
        } else if i.has_modifier(".rm") || i.has_modifier(".rp") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        } else {
            None
        };
        let mut mods = vec!["F32", if is_signed(src) { "S32" } else { "U32" }];
        mods.extend(rnd);
        self.emit("I2FP", &mods, 1, vec![d, a]).props = vec![prop_rounding(rnd.unwrap_or("RN")), prop_sign(is_signed(src))];
        Ok(())
    }

    fn cvt_int_f32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let dst = i.types().first().copied().unwrap_or(ScalarType::S32);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let mut mods = Vec::new();
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        if !is_signed(dst) {
            mods.push("U32");
        }
        let rnd = if i.has_modifier(".rzi") {
            Some("TRUNC")
        } else if i.has_modifier(".rmi") {
            Some("FLOOR")
        } else if i.has_modifier(".rpi") {
            Some("CEIL")
        } else if i.has_modifier(".rni") {
            None
        } else {
            return Err(format!("ptxas Phase 1: {} needs an integer rounding modifier", i.full_name()));
        };
        mods.extend(rnd);
        mods.push("NTZ");
        self.emit("F2I", &mods, 1, vec![d, a]).props = vec![prop_sign(is_signed(dst))];
        Ok(())
    }

    fn cvt_int(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let types = i.types();
        let (dt, st) = (types[0], types[1]);
        let (dbits, sbits) = (dt.bits(), st.bits());
        // The 32-bit source value, extended from a narrower type when the destination is wider.
        let src32 = |c: &mut Conv, a: &POp| -> Res<Operand> {
            let x = if sbits == 64 { c.half(a, 0)? } else { c.r32(a)? };
            if sbits < dbits && sbits < 32 {
                let x = c.in_reg(x);
                let t = c.f.temp(RegClass::R);
                if is_signed(st) {
                    c.emit("SGXT", &[], 1, vec![Operand::reg(t), x, imm(sbits as i64)]);
                } else {
                    let mask = (1i64 << sbits) - 1;
                    c.emit("LOP3", &["LUT"], 1, vec![Operand::reg(t), x, imm(mask), rz(), imm(0xc0), pt().inverted()]);
                }
                return Ok(Operand::reg(t));
            }
            Ok(x)
        };
        if dbits == 64 {
            let d = self.d64(d)?;
            let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
            if sbits == 64 {
                let s = self.reg_of_class(a, RegClass::R64)?;
                self.emit("MOV64", &[], 1, vec![d, s]);
                return Ok(());
            }
            let lo = src32(self, a)?;
            self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), lo.clone()]);
            if is_signed(st) {
                let lo = self.in_reg(lo);
                self.emit("SHF", &["R", "S32", "HI"], 1, vec![Operand::sub(dv, 1), rz(), imm(0x1f), lo]);
            } else {
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), rz()]);
            }
            return Ok(());
        }
        let d = self.d32(d)?;
        let s = src32(self, a)?;
        self.emit("MOV", &[], 1, vec![d, s]);
        Ok(())
    }
}

/// `sym` or `sym+off` as (name, offset).
fn shared_symbol_operand(op: &POp) -> Option<(&str, i64)> {
    match op {
        POp::Symbol(n, _) => Some((n.as_str(), 0)),
        POp::Offset(inner, off, _) => match inner.as_ref() {
            POp::Symbol(n, _) => Some((n.as_str(), *off)),
            _ => None,
        },
        _ => None,
    }
}

fn describe(op: &POp) -> String {
    match op {
        POp::Reg(n, _) | POp::SpecialReg(n, _) | POp::Symbol(n, _) => n.clone(),
        POp::Imm(..) => "an immediate".into(),
        POp::Address(_) => "an address".into(),
        POp::Vector(..) => "a vector".into(),
        _ => "this operand".into(),
    }
}

fn one(ops: &[POp]) -> [&POp; 1] {
    [&ops[0]]
}
fn two(ops: &[POp]) -> [&POp; 2] {
    [&ops[0], &ops[1]]
}
fn three(ops: &[POp]) -> [&POp; 3] {
    [&ops[0], &ops[1], &ops[2]]
}
fn four(ops: &[POp]) -> [&POp; 4] {
    [&ops[0], &ops[1], &ops[2], &ops[3]]
}

/// The post-conversion lowerings (seed 004: after the MercConverter's dispatch, a lowering pass
/// runs over the converted instructions). Returns one log line per rewrite.
pub fn post_conversion(f: &mut OriFunction, sm: Sm) -> Vec<String> {
    let mut log = Vec::new();
    branch_to_exit(f, &mut log);
    fold_constant_operands(f, sm, &mut log);
    dead_code(f, &mut log);
    log
}

/// Removes instructions without side effects whose results nothing reads (the products a fused
/// `IMAD.WIDE` made redundant, for instance), to a fixpoint.
fn dead_code(f: &mut OriFunction, log: &mut Vec<String>) {
    const PURE: &[&str] = &[
        "IMAD", "IADD3", "LOP3", "SHF", "MOV", "MOV64", "SEL", "FSEL", "FADD", "FMUL", "FFMA", "LEA", "ISETP", "FSETP", "PLOP3", "S2R", "LDC", "I2FP",
        "F2I", "VIMNMX", "IABS", "SGXT", "BMSK", "PRMT", "POPC", "FLO", "BREV", "MUFU", "FMNMX",
    ];
    loop {
        let mut used = vec![false; f.vregs.len()];
        for i in f.insts() {
            for (v, _) in i.uses() {
                used[v.0 as usize] = true;
            }
        }
        let mut removed = 0;
        for b in &mut f.blocks {
            b.insts.retain(|i| {
                let dead = PURE.contains(&i.opcode)
                    && !i.def_regs().is_empty()
                    && i.defs().iter().all(|o| match o.value {
                        Value::Reg(v, _) => !used[v.0 as usize],
                        Value::True | Value::Zero => true,
                        _ => false,
                    });
                if dead {
                    log.push(format!("dead-code: line {}: {} removed, its result is never read", i.ptx_line, i.mnemonic()));
                    removed += 1;
                }
                !dead
            });
        }
        if removed == 0 {
            break;
        }
    }
}

/// A branch to a block that starts with an unguarded `EXIT` is that `EXIT` (`@P0 BRA L` where
/// `L: ret;` becomes `@P0 EXIT`).
fn branch_to_exit(f: &mut OriFunction, log: &mut Vec<String>) {
    let exits: Vec<bool> = f.blocks.iter().map(|b| b.insts.first().is_some_and(|i| i.opcode == "EXIT" && i.guard.is_none())).collect();
    for b in 0..f.blocks.len() {
        for k in 0..f.blocks[b].insts.len() {
            let i = &f.blocks[b].insts[k];
            let Some(t) = i.target() else { continue };
            if i.opcode == "BRA" && exits.get(t).copied().unwrap_or(false) {
                let i = &mut f.blocks[b].insts[k];
                i.opcode = "EXIT";
                i.operands.clear();
                i.rule = "bra to ret → EXIT";
                log.push(format!("bra-to-exit: line {}: the branch to a returning block is EXIT", i.ptx_line));
            }
        }
    }
}

/// Where an opcode reads a constant-bank operand (the B slot), and whether A and B may be
/// exchanged to put one there (`Swap::Cmp` mirrors the comparison, `Swap::Pred` inverts the
/// selector).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Swap {
    No,
    Yes,
    Cmp,
    Pred,
}

fn b_slot(i: &OriInst) -> Option<(usize, Swap)> {
    let b = i.ndefs + 1;
    let swap = match (i.opcode, i.modifiers.first().map(String::as_str)) {
        ("IADD3", _) if !i.modifiers.iter().any(|m| m == "X") => Swap::Yes,
        ("IMAD", Some("HI" | "WIDE") | None) => Swap::Yes,
        ("FFMA" | "FMUL" | "VIMNMX", _) => Swap::Yes,
        ("ISETP" | "FSETP", _) => Swap::Cmp,
        ("SEL" | "FSEL", _) => Swap::Pred,
        ("LOP3" | "SHF" | "LEA", _) => Swap::No,
        ("MOV", _) => return Some((1, Swap::No)),
        _ => return None,
    };
    Some((b, swap))
}

/// Rewrites `i` so that operand `at` (which names `v`) reads `c[0x0][offset]` instead, putting
/// it in the B slot; `None` when the result would have no encoding.
fn fold_into(f: &OriFunction, i: &OriInst, at: usize, offset: i64, sm: Sm) -> Option<OriInst> {
    let (b, swap) = b_slot(i)?;
    let mut n = i.clone();
    let mut at = at;
    if at != b {
        let a = b - 1;
        let c = b + 1;
        if at == a && swap != Swap::No {
            n.operands.swap(a, b);
            match swap {
                Swap::Cmp => n.modifiers[0] = swap_cmp(&n.modifiers[0]).to_string(),
                Swap::Pred => {
                    let p = n.operands.len() - 1;
                    n.operands[p].not = !n.operands[p].not;
                }
                _ => {}
            }
            at = b;
        } else if at == c && i.opcode == "IADD3" {
            n.operands.swap(b, c);
            at = b;
        } else {
            return None;
        }
    }
    // The other operand of the pair must stay a register.
    if matches!(n.operands.get(b - 1).map(|o| &o.value), Some(Value::Const { .. } | Value::Imm(_) | Value::FImm(_))) && i.opcode != "MOV" {
        return None;
    }
    n.operands[at].value = Value::Const { bank: 0, offset };
    // Ask the encoder whether the form exists, with placeholder registers.
    let map = PhysMap { reg: &|_| 2, block: &|_| 0 };
    let inst = to_sass(f, &n, &map);
    crate::sass::encode::encode(&inst, &crate::sass::DEFAULT_CONTROL, 0, sm).ok()?;
    Some(n)
}

/// A kernel parameter loaded by `LDC` into a register written only there, whose every use can
/// read `c[0x0][...]` directly, is read there instead and the `LDC` disappears (ptxas reads
/// parameters as constant operands the same way, through `ULDC` on sm_90).
fn fold_constant_operands(f: &mut OriFunction, sm: Sm, log: &mut Vec<String>) {
    let mut defs: HashMap<VReg, u32> = HashMap::new();
    for i in f.insts() {
        for (v, _, _) in i.def_regs() {
            *defs.entry(v).or_default() += 1;
        }
    }
    let candidates: Vec<(usize, usize, VReg, i64)> = f
        .blocks
        .iter()
        .enumerate()
        .flat_map(|(b, blk)| blk.insts.iter().enumerate().map(move |(k, i)| (b, k, i)))
        .filter_map(|(b, k, i)| match (i.opcode, i.modifiers.is_empty(), i.guard, i.operands.as_slice()) {
            ("LDC", true, None, [Operand { value: Value::Reg(v, Part::Whole), .. }, Operand { value: Value::Const { bank: 0, offset }, .. }]) => {
                Some((b, k, *v, *offset))
            }
            _ => None,
        })
        .filter(|(_, _, v, _)| defs.get(v) == Some(&1) && f.class(*v) == RegClass::R)
        .collect();
    let mut dead: Vec<(usize, usize)> = Vec::new();
    for (lb, lk, v, offset) in candidates {
        let mut rewrites: Vec<(usize, usize, OriInst)> = Vec::new();
        let mut ok = true;
        'uses: for (b, blk) in f.blocks.iter().enumerate() {
            for (k, i) in blk.insts.iter().enumerate() {
                if (b, k) == (lb, lk) {
                    continue;
                }
                let uses: Vec<usize> = i
                    .operands
                    .iter()
                    .enumerate()
                    .filter(|(_, o)| o.vreg().is_some_and(|(x, _)| x == v))
                    .map(|(n, _)| n)
                    .collect();
                let guarded_by = i.guard.is_some_and(|g| g.reg == v);
                if uses.is_empty() && !guarded_by {
                    continue;
                }
                let direct = uses.len() == 1
                    && !guarded_by
                    && uses[0] >= i.ndefs
                    && matches!(i.operands[uses[0]].value, Value::Reg(_, Part::Whole));
                let current = rewrites.iter().find(|(rb, rk, _)| (*rb, *rk) == (b, k)).map(|(_, _, n)| n.clone());
                match (direct, current) {
                    (true, None) => match fold_into(f, i, uses[0], offset, sm) {
                        Some(n) => rewrites.push((b, k, n)),
                        None => {
                            ok = false;
                            break 'uses;
                        }
                    },
                    _ => {
                        ok = false;
                        break 'uses;
                    }
                }
            }
        }
        if !ok || rewrites.is_empty() {
            continue;
        }
        let n = rewrites.len();
        for (b, k, inst) in rewrites {
            f.blocks[b].insts[k] = inst;
        }
        dead.push((lb, lk));
        log.push(format!("const-operand-fold: c[0x0][{offset:#x}] read directly by {n} instruction(s); its LDC is gone"));
    }
    dead.sort_unstable();
    for (b, k) in dead.into_iter().rev() {
        f.blocks[b].insts.remove(k);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str = ".version 8.0\n.target sm_90\n.address_size 64\n";

    fn kernel(body: &str) -> String {
        format!(
            "{HEADER}.visible .entry k(\n\t.param .u64 k_param_0,\n\t.param .u32 k_param_1,\n\t.param .f32 k_param_2\n)\n{{\n\t.reg .pred %p<5>;\n\t.reg .b16 %rs<5>;\n\t.reg .b32 %r<12>;\n\t.reg .b32 %f<12>;\n\t.reg .b64 %rd<12>;\n\t.shared .align 4 .b8 sm[64];\n{body}\n\tret;\n}}\n"
        )
    }

    fn convert(body: &str) -> Result<Converted, Vec<Diagnostic>> {
        let text = kernel(body);
        let m = crate::ptx::parse(&text).unwrap_or_else(|d| panic!("PTX does not parse: {d:?}\n{text}"));
        let f = m.functions().next().unwrap();
        convert_function(&m, f, Sm::SM90)
    }

    fn dump(body: &str) -> String {
        let text = kernel(body);
        let m = crate::ptx::parse(&text).unwrap_or_else(|d| panic!("PTX does not parse: {d:?}\n{text}"));
        let f = m.functions().next().unwrap();
        match convert_function_with(&m, f, Sm::SM90, false) {
            Ok(c) => c.function.dump(),
            Err(d) => panic!("{body}: {:?}", d),
        }
    }

    /// One PTX instruction per case, the rule that must convert it, and text the Ori dump must
    /// hold (in order).
    const CASES: &[(&str, &str, &[&str])] = &[
        ("ld.param.b64 %rd1, [k_param_0];", "ld.param → LDC", &["LDC.64 %rd1, c[0x0][0x210]"]),
        ("ld.const.b32 %r1, [%r2+8];", "ld.const → LDC c[0x3][...]", &["LDC %r1, c[0x3][%r2+0x8]"]),
        ("ld.const.b64 %rd3, [%rd2];", "ld.const → LDC c[0x3][...]", &["LDC.64 %rd3, c[0x3][%rd2.lo]"]),
        ("st.volatile.b32 [%rd1], %r1;", "st.volatile (generic) → ST.E.STRONG.SYS", &["ST.E.STRONG.SYS desc[UR4][%rd1.64], %r1"]),
        ("cvta.to.local.u64 %rd2, %rd1;", "cvta.to.local → IADD3 (minus the local window c[0x0][0x20])", &["IADD3 %rd2.lo, %rd1.lo, -c[0x0][0x20], RZ", "MOV %rd2.hi, RZ"]),
        ("cvta.shared.u64 %rd2, %rd1;", "cvta.shared → MOV + S2R SR_SWINHI (shared window)", &["MOV %rd2.lo, %rd1.lo", "S2R %rd2.hi, SR_SWINHI"]),
        ("cvta.to.shared.u64 %rd2, %rd1;", "cvta.to.shared → MOV (low word)", &["MOV %rd2.lo, %rd1.lo", "MOV %rd2.hi, RZ"]),
        ("ld.param.b32 %r1, [k_param_1];\n\tadd.s32 %r2, %r1, %r1;\n\tst.global.b32 [%rd1], %r2;", "ld.param → LDC", &["LDC %r1, c[0x0][0x218]"]),
        ("ld.param.u16 %rs1, [k_param_1];", "ld.param → LDC", &["LDC.U16 %rs1, c[0x0][0x218]"]),
        ("ld.global.b32 %r1, [%rd1+8];", "ld.global → LDG.E", &["LDG.E %r1, desc[UR4][%rd1.64+0x8]"]),
        ("ld.global.nc.v2.b32 {%r1, %r2}, [%rd1];", "ld.global → LDG.E", &["LDG.E.64.CONSTANT %t"]),
        ("ld.global.u8 %rs1, [%rd1];", "ld.global → LDG.E", &["LDG.E.U8 %rs1"]),
        ("st.global.b32 [%rd1], %r1;", "st.global → STG.E", &["STG.E desc[UR4][%rd1.64], %r1"]),
        ("ld.global.b32 %rd3, [%rd1];", "ld.global → LDG.E", &["LDG.E %rd3.lo, desc[UR4][%rd1.64]", "MOV %rd3.hi, RZ"]),
        ("ld.global.s32 %rd3, [%rd1];", "ld.global → LDG.E", &["LDG.E %rd3.lo", "SHF.R.S32.HI %rd3.hi, RZ, 0x1f, %rd3.lo"]),
        ("st.global.b32 [%rd1], %rd3;", "st.global → STG.E", &["STG.E desc[UR4][%rd1.64], %rd3.lo"]),
        ("ld.param.u32 %rd3, [k_param_1];", "ld.param → LDC", &["LDC %rd3.lo, c[0x0][0x218]", "MOV %rd3.hi, RZ"]),
        ("st.volatile.global.b32 [%rd1], %r1;", "st.global → STG.E", &["STG.E.STRONG.SYS desc[UR4][%rd1.64], %r1"]),
        ("ld.volatile.global.b32 %r1, [%rd1];", "ld.global → LDG.E", &["LDG.E.STRONG.SYS %r1, desc[UR4][%rd1.64]"]),
        ("st.global.b64 [%rd1], %rd2;", "st.global → STG.E", &["STG.E.64 desc[UR4][%rd1.64], %rd2"]),
        ("ld.shared.b32 %r1, [%r2+4];", "ld.shared → LDS", &["LDS %r1, [%r2+0x4]"]),
        ("ld.shared.b32 %r1, [sm+8];", "ld.shared → LDS", &["S2R %cga_cta_id, SR_CgaCtaId", "LEA %t", "0x400, 0x18", "LDS %r1, [%t"]),
        ("st.shared.b32 [%rd1], %r1;", "st.shared → STS", &["STS [%rd1.lo], %r1"]),
        ("ld.local.b32 %r1, [%r2+4];", "ld.local → LDL", &["LDL %r1, [%r2+0x4]"]),
        ("st.local.b64 [%rd1], %rd2;", "st.local → STL", &["STL.64 [%rd1.lo], %rd2"]),
        ("ld.s32 %rd1, [%rd2+8];", "ld (generic) → LD.E", &["LD.E %rd1.lo, desc[UR4][%rd2.64+0x8]", "SHF.R.S32.HI %rd1.hi, RZ, 0x1f, %rd1.lo"]),
        ("st.b32 [%rd1], %r2;", "st (generic) → ST.E", &["ST.E desc[UR4][%rd1.64], %r2"]),
        ("cvta.local.u64 %rd1, %rd2;", "cvta.local → IADD3 + IADD3.X (local window c[0x0][0x20])", &["IADD3 %rd1.lo, %t", ", %rd2.lo, c[0x0][0x20], RZ", "IADD3.X %rd1.hi, %rd2.hi, c[0x0][0x24], RZ"]),
        ("cvta.to.global.u64 %rd2, %rd1;", "cvta.to.global → MOV (identity)", &["MOV64 %rd2, %rd1"]),
        ("mov.u32 %r1, %tid.x;", "mov special register → S2R / LDC c[0x0]", &["S2R %r1, SR_TID.X"]),
        ("mov.u32 %r1, %ntid.x;", "mov special register → S2R / LDC c[0x0]", &["LDC %r1, c[0x0][0x0]"]),
        ("mov.b32 %r1, 7;", "mov.b32 → MOV", &["MOV %r1, 0x7"]),
        ("mov.b32 %f1, 0f3F800000;", "mov.b32 → MOV", &["MOV %f1, 0x3f800000"]),
        ("mov.b64 %rd1, %rd2;", "mov.b64 → MOV (pair)", &["MOV64 %rd1, %rd2"]),
        ("mov.b64 %rd1, sm;", "mov.b64 → MOV (pair)", &["LEA %t", "MOV %rd1.lo, %t", "MOV %rd1.hi, RZ"]),
        ("mov.pred %p1, %p2;", "mov.pred → PLOP3.LUT", &["PLOP3.LUT %p1, PT, %p2, PT, PT, 0x80, 0x0"]),
        ("add.s32 %r1, %r2, 5;", "add.s32 → IADD3", &["IADD3 %r1, %r2, 0x5, RZ"]),
        ("add.s32 %r1, 5, %r2;", "add.s32 → IADD3", &["IADD3 %r1, %r2, 0x5, RZ"]),
        ("sub.s32 %r1, %r2, %r3;", "sub.s32 → IADD3 (negated B)", &["IADD3 %r1, %r2, -%r3, RZ"]),
        ("sub.s32 %r1, 1, %r3;", "sub.s32 → IADD3 (negated B)", &["IADD3 %r1, -%r3, 0x1, RZ"]),
        ("add.s64 %rd1, %rd2, %rd3;", "add.s64 → IADD3 + IADD3.X", &["IADD3 %rd1.lo, %t", ", %rd2.lo, %rd3.lo, RZ", "IADD3.X %rd1.hi, %rd2.hi, %rd3.hi, RZ, %t", ", !PT"]),
        ("add.s64 %rd1, %rd2, 16;", "add.s64 → IADD3 + IADD3.X", &["%rd2.lo, 0x10, RZ", "IADD3.X %rd1.hi, %rd2.hi, RZ, RZ"]),
        ("sub.s64 %rd1, %rd2, %rd3;", "sub.s64 → IADD3 + IADD3.X", &["%rd2.lo, -%rd3.lo, RZ", "IADD3.X %rd1.hi, %rd2.hi, ~%rd3.hi, RZ"]),
        ("mul.lo.s32 %r1, %r2, %r3;", "mul.lo.s32 → IMAD", &["IMAD %r1, %r2, %r3, RZ"]),
        ("mul.hi.u32 %r1, %r2, %r3;", "mul.hi.s32 → IMAD.HI", &["IMAD.HI.U32 %r1, %r2, %r3, RZ"]),
        ("mul.wide.s32 %rd1, %r2, 4;", "mul.wide.s32 → IMAD.WIDE", &["IMAD.WIDE %rd1, %r2, 0x4, RZ"]),
        ("mul.wide.u32 %rd1, %r2, %r3;", "mul.wide.s32 → IMAD.WIDE", &["IMAD.WIDE.U32 %rd1, %r2, %r3, RZ"]),
        ("mul.lo.s64 %rd1, %rd2, %rd3;", "mul.lo.s64 → IMAD.WIDE.U32 + IMAD + IMAD + IADD3", &["IMAD %t", "IMAD.WIDE.U32 %t", "IADD3 %rd1.hi"]),
        ("mad.lo.s64 %rd1, %rd2, 3, 1;", "mad.lo.s64 → IMAD + IMAD + IMAD.WIDE.U32 (addend) + IADD3", &["MOV %t", "IMAD.WIDE.U32 %t", ", %t", "IADD3 %rd1.hi"]),
        ("shf.l.wrap.b32 %r1, %r2, %r3, %r4;", "shf.l/shf.r → SHF.L.HI / SHF.R (funnel shift)", &["SHF.L.W.U32.HI %r1, %r2, %r4, %r3"]),
        ("mad.lo.s32 %r1, %r2, %r3, %r4;", "mad.lo.s32 → IMAD", &["IMAD %r1, %r2, %r3, %r4"]),
        ("mad.wide.u32 %rd1, %r2, %r3, %rd4;", "mad.wide.s32 → IMAD.WIDE", &["IMAD.WIDE.U32 %rd1, %r2, %r3, %rd4"]),
        ("neg.s32 %r1, %r2;", "neg.s32 → IADD3 (negated A)", &["IADD3 %r1, -%r2, RZ, RZ"]),
        ("abs.s32 %r1, %r2;", "abs.s32 → IABS", &["IABS %r1, %r2"]),
        ("min.s32 %r1, %r2, %r3;", "min.s32 → VIMNMX (PT)", &["VIMNMX %r1, %r2, %r3, PT"]),
        ("max.u32 %r1, %r2, %r3;", "max.s32 → VIMNMX (!PT)", &["VIMNMX.U32 %r1, %r2, %r3, !PT"]),
        ("shl.b32 %r1, %r2, 3;", "shl.b32 → SHF.L.U32", &["SHF.L.U32 %r1, %r2, 0x3, RZ"]),
        ("shr.u32 %r1, %r2, %r3;", "shr.b32 → SHF.R.U32.HI / SHF.R.S32.HI", &["SHF.R.U32.HI %r1, RZ, %r3, %r2"]),
        ("shr.s32 %r1, %r2, 31;", "shr.b32 → SHF.R.U32.HI / SHF.R.S32.HI", &["SHF.R.S32.HI %r1, RZ, 0x1f, %r2"]),
        ("shr.s16 %rs1, %rs2, 2;", "shr.b32 → SHF.R.U32.HI / SHF.R.S32.HI", &["SGXT %t", "SHF.R.S32.HI %rs1, RZ, 0x2, %t"]),
        ("shl.b64 %rd1, %rd2, 2;", "shl.b64 (immediate) → SHF.L.U64.HI + SHF.L.U32", &["SHF.L.U64.HI %rd1.hi, %rd2.lo, 0x2, %rd2.hi", "SHF.L.U32 %rd1.lo, %rd2.lo, 0x2, RZ"]),
        ("shr.u64 %rd1, %rd2, 40;", "shr.b64 (immediate) → SHF.R.U64 + SHF.R.U32.HI", &["SHF.R.U32.HI %rd1.lo, RZ, 0x8, %rd2.hi", "MOV %rd1.hi, RZ"]),
        ("shr.s64 %rd1, %rd2, 3;", "shr.b64 (immediate) → SHF.R.U64 + SHF.R.U32.HI", &["SHF.R.S64 %rd1.lo, %rd2.lo, 0x3, %rd2.hi", "SHF.R.S32.HI %rd1.hi, RZ, 0x3, %rd2.hi"]),
        ("and.b32 %r1, %r2, 255;", "and.b32 → LOP3.LUT 0xc0", &["LOP3.LUT %r1, %r2, 0xff, RZ, 0xc0, !PT"]),
        ("or.b32 %r1, %r2, %r3;", "or.b32 → LOP3.LUT 0xfc", &["LOP3.LUT %r1, %r2, %r3, RZ, 0xfc, !PT"]),
        ("xor.b32 %r1, %r2, %r3;", "xor.b32 → LOP3.LUT 0x3c", &["LOP3.LUT %r1, %r2, %r3, RZ, 0x3c, !PT"]),
        ("not.b32 %r1, %r2;", "not.b32 → LOP3.LUT 0x33", &["LOP3.LUT %r1, RZ, %r2, RZ, 0x33, !PT"]),
        ("and.b64 %rd1, %rd2, %rd3;", "and.b64 → 2 × LOP3.LUT 0xc0", &["LOP3.LUT %rd1.lo, %rd2.lo, %rd3.lo", "LOP3.LUT %rd1.hi, %rd2.hi, %rd3.hi"]),
        ("or.b64 %rd1, %rd2, 1;", "or.b64 → 2 × LOP3.LUT 0xfc", &["LOP3.LUT %rd1.lo, %rd2.lo, 0x1, RZ, 0xfc", "LOP3.LUT %rd1.hi, %rd2.hi, 0x0, RZ, 0xfc"]),
        ("xor.b64 %rd1, %rd2, %rd3;", "xor.b64 → 2 × LOP3.LUT 0x3c", &["0x3c"]),
        ("and.pred %p1, %p2, %p3;", "and.pred → PLOP3.LUT 0x80", &["PLOP3.LUT %p1, PT, %p2, %p3, PT, 0x80, 0x0"]),
        ("or.pred %p1, %p2, %p3;", "or.pred → PLOP3.LUT 0xf8", &["0xa8"]),
        ("xor.pred %p1, %p2, %p3;", "xor.pred → PLOP3.LUT 0x78", &["0x28"]),
        ("not.pred %p1, %p2;", "not.pred → PLOP3.LUT 0x0f", &["PLOP3.LUT %p1, PT, %p2, PT, PT, 0x8, 0x0"]),
        ("popc.b32 %r1, %r2;", "popc.b32 → POPC", &["POPC %r1, %r2"]),
        ("clz.b32 %r1, %r2;", "clz.b32 → FLO.U32 + IADD3", &["FLO.U32 %t", "IADD3 %r1, -%t", ", 0x1f, RZ"]),
        ("brev.b32 %r1, %r2;", "brev.b32 → BREV", &["BREV %r1, %r2"]),
        ("setp.ge.s32 %p1, %r1, %r2;", "setp.s32 → ISETP", &["ISETP.GE.AND %p1, PT, %r1, %r2, PT"]),
        ("setp.lt.u32 %p1, 4, %r2;", "setp.s32 → ISETP", &["ISETP.GT.U32.AND %p1, PT, %r2, 0x4, PT"]),
        ("setp.eq.b32 %p1|%p2, %r1, 0;", "setp.s32 → ISETP", &["ISETP.EQ.U32.AND %p1, %p2, %r1, 0x0, PT"]),
        ("setp.ne.and.s32 %p1, %r1, %r2, !%p3;", "setp.s32 → ISETP", &["ISETP.NE.AND %p1, PT, %r1, %r2, !%p3"]),
        ("setp.lt.s64 %p1, %rd1, %rd2;", "setp.s64 → ISETP + ISETP.EX", &["ISETP.LT.U32.AND %t", "ISETP.LT.AND.EX %p1, PT, %rd1.hi, %rd2.hi, PT, %t"]),
        ("setp.gtu.f32 %p1, %f1, %f2;", "setp.f32 → FSETP", &["FSETP.GTU.AND %p1, PT, %f1, %f2, PT"]),
        ("selp.b32 %r1, %r2, %r3, %p1;", "selp.b32 → SEL", &["SEL %r1, %r2, %r3, %p1"]),
        ("selp.b32 %r1, 1, %r3, %p1;", "selp.b32 → SEL", &["SEL %r1, %r3, 0x1, !%p1"]),
        ("selp.f32 %f1, %f2, 0f3F800000, %p1;", "selp.f32 → FSEL", &["FSEL %f1, %f2, 1, %p1"]),
        ("selp.b64 %rd1, %rd2, %rd3, %p1;", "selp.b64 → 2 × SEL", &["SEL %rd1.lo, %rd2.lo, %rd3.lo, %p1", "SEL %rd1.hi, %rd2.hi, %rd3.hi, %p1"]),
        ("@%p1 bra $L__BB0_1;\n\tadd.s32 %r1, %r1, 1;\n$L__BB0_1:\n\tst.global.b32 [%rd1], %r1;", "bra → BRA", &["@%p1 BRA `($L__BB0_1)"]),
        ("atom.global.add.u32 %r1, [%rd1], %r2;", "atom.global → ATOMG.E.<op>.STRONG.GPU", &["ATOMG.E.ADD.STRONG.GPU PT, %r1, desc[UR4][%rd1.64], %r2"]),
        ("atom.global.max.s32 %r1, [%rd1+4], 7;", "atom.global → ATOMG.E.<op>.STRONG.GPU", &["MOV %t", "ATOMG.E.MAX.S32.STRONG.GPU PT, %r1, desc[UR4][%rd1.64+0x4], %t"]),
        ("atom.global.add.u64 %rd2, [%rd1], %rd3;", "atom.global → ATOMG.E.<op>.STRONG.GPU", &["ATOMG.E.ADD.64.STRONG.GPU PT, %rd2, desc[UR4][%rd1.64], %rd3"]),
        ("atom.global.add.f64 %rd2, [%rd1], %rd3;", "atom.global → ATOMG.E.<op>.STRONG.GPU", &["ATOMG.E.ADD.F64.RN.STRONG.GPU PT, %rd2, desc[UR4][%rd1.64], %rd3"]),
        ("atom.global.add.f32 %f1, [%rd1], %f2;", "atom.global → ATOMG.E.<op>.STRONG.GPU", &["ATOMG.E.ADD.F32.FTZ.RN.STRONG.GPU PT, %f1"]),
        ("atom.shared.add.u32 %r1, [%r2], 1;", "atom.shared.add → ATOMS.ADD", &["MOV %t", "ATOMS.ADD %r1, [%r2], %t"]),
        ("shfl.sync.down.b32 %r1, %r2, 16, 31, -1;", "shfl.sync → SHFL (full warp)", &["SHFL.DOWN PT, %r1, %r2, 0x10, 0x1f"]),
        ("shfl.sync.bfly.b32 %r1|%p1, %r2, %r3, 31, -1;", "shfl.sync → SHFL (full warp)", &["SHFL.BFLY %p1, %r1, %r2, %r3, 0x1f"]),
        ("vote.sync.ballot.b32 %r1, %p1, -1;", "vote.sync.ballot → VOTE.ANY R", &["VOTE.ANY %r1, PT, %p1"]),
        ("vote.sync.all.pred %p1, !%p2, -1;", "vote.sync.any/all.pred → VOTE.ANY/ALL P", &["VOTE.ALL %p1, !%p2"]),
        ("fence.sc.gpu;", "fence/membar → MEMBAR + ERRBAR + CGAERRBAR + CCTL.IVALL", &["MEMBAR.SC.GPU", "ERRBAR", "CGAERRBAR", "CCTL.IVALL"]),
        ("membar.cta;", "fence/membar → MEMBAR + ERRBAR + CGAERRBAR + CCTL.IVALL", &["MEMBAR.SC.CTA ", "{210=1175}\n    EXIT"]),
        ("bar.sync 0;", "bar.sync → BAR.SYNC.DEFER_BLOCKING", &["BAR.SYNC.DEFER_BLOCKING 0x0"]),
        ("barrier.sync 1;", "barrier.sync → BAR.SYNC.DEFER_BLOCKING", &["BAR.SYNC.DEFER_BLOCKING 0x1"]),
        ("add.f32 %f1, %f2, %f3;", "add.f32 → FADD", &["FADD %f1, %f2, %f3"]),
        ("add.rz.ftz.f32 %f1, %f2, %f3;", "add.f32 → FADD", &["FADD.FTZ.RZ %f1, %f2, %f3"]),
        ("sub.f32 %f1, %f2, 0f3F800000;", "sub.f32 → FADD (negated B)", &["FADD %f1, %f2, -1"]),
        ("mul.f32 %f1, %f2, %f3;", "mul.f32 → FMUL", &["FMUL %f1, %f2, %f3"]),
        ("fma.rn.f32 %f1, %f2, %f3, %f4;", "fma.f32 → FFMA", &["FFMA %f1, %f2, %f3, %f4"]),
        ("mad.rn.f32 %f1, %f2, 0f40000000, %f4;", "mad.f32 → FFMA", &["FFMA %f1, %f2, 2, %f4"]),
        ("neg.f32 %f1, %f2;", "neg.f32 → FADD -a, -RZ", &["FADD %f1, -%f2, -RZ"]),
        ("abs.f32 %f1, %f2;", "abs.f32 → FADD |a|, -RZ", &["FADD %f1, |%f2|, -RZ"]),
        ("min.f32 %f1, %f2, %f3;", "min.f32 → FMNMX (PT)", &["FMNMX %f1, %f2, %f3, PT"]),
        ("max.f32 %f1, %f2, %f3;", "max.f32 → FMNMX (!PT)", &["FMNMX %f1, %f2, %f3, !PT"]),
        ("div.approx.f32 %f1, %f2, %f3;", "div.approx.f32 → MUFU.RCP + FMUL", &["MUFU.RCP %t", "FMUL %f1, %f2, %t"]),
        ("rcp.approx.ftz.f32 %f1, %f2;", "rcp.approx.ftz.f32 → MUFU.RCP", &["MUFU.RCP %f1, %f2"]),
        ("sqrt.approx.ftz.f32 %f1, %f2;", "sqrt.approx.ftz.f32 → MUFU.SQRT", &["MUFU.SQRT %f1, %f2"]),
        ("rsqrt.approx.ftz.f32 %f1, %f2;", "rsqrt.approx.ftz.f32 → MUFU.RSQ", &["MUFU.RSQ %f1, %f2"]),
        ("ex2.approx.ftz.f32 %f1, %f2;", "ex2.approx.ftz.f32 → MUFU.EX2", &["MUFU.EX2 %f1, %f2"]),
        ("ex2.approx.f32 %f1, %f2;", "ex2.approx.f32 → FSETP + FMUL + MUFU.EX2 + FMUL (denormal results)", &["FSETP.GEU.AND %t", "-126", "@!%t", "FMUL", "0.5", "MUFU.EX2 %f1", "FMUL %f1, %f1, %f1"]),
        ("lg2.approx.ftz.f32 %f1, %f2;", "lg2.approx.ftz.f32 → MUFU.LG2", &["MUFU.LG2 %f1, %f2"]),
        ("add.f64 %rd1, %rd2, %rd3;", "add.f64 → DADD", &["DADD %rd1, %rd2, %rd3"]),
        ("sub.f64 %rd1, %rd2, %rd3;", "sub.f64 → DADD (negated B)", &["DADD %rd1, %rd2, -%rd3"]),
        ("mul.rn.f64 %rd1, %rd2, 0d4000000000000000;", "mul.f64 → DMUL", &["MOV %t", ".hi, 0x40000000", "DMUL %rd1, %rd2, %t"]),
        ("fma.rn.f64 %rd1, %rd2, %rd3, %rd4;", "fma.f64 → DFMA", &["DFMA %rd1, %rd2, %rd3, %rd4"]),
        ("setp.lt.f64 %p1, %rd2, %rd3;", "setp.f64 → DSETP", &["DSETP.LT.AND %p1, PT, %rd2, %rd3, PT"]),
        ("cvt.f64.f32 %rd1, %f2;", "cvt.f64.f32 / cvt.f32.f64 → F2F", &["F2F.F64.F32 %rd1, %f2"]),
        ("cvt.rn.f32.f64 %f1, %rd2;", "cvt.f64.f32 / cvt.f32.f64 → F2F", &["F2F.F32.F64 %f1, %rd2"]),
        ("cvt.rn.f64.s32 %rd1, %r2;", "cvt.f64.s32 → I2F.F64", &["I2F.F64 %rd1, %r2"]),
        ("cvt.rn.f32.s32 %f1, %r2;", "cvt.f32.s32 → I2FP.F32.S32", &["I2FP.F32.S32 %f1, %r2"]),
        ("cvt.rn.f32.u32 %f1, %r2;", "cvt.f32.s32 → I2FP.F32.S32", &["I2FP.F32.U32 %f1, %r2"]),
        ("cvt.rzi.s32.f32 %r1, %f2;", "cvt.s32.f32 → F2I", &["F2I.TRUNC.NTZ %r1, %f2"]),
        ("cvt.rni.u32.f32 %r1, %f2;", "cvt.s32.f32 → F2I", &["F2I.U32.NTZ %r1, %f2"]),
        ("cvt.u64.u32 %rd1, %r2;", "cvt between integers → MOV / SHF / LOP3 / SGXT", &["MOV %rd1.lo, %r2", "MOV %rd1.hi, RZ"]),
        ("cvt.s64.s32 %rd1, %r2;", "cvt between integers → MOV / SHF / LOP3 / SGXT", &["MOV %rd1.lo, %r2", "SHF.R.S32.HI %rd1.hi, RZ, 0x1f, %r2"]),
        ("cvt.u32.u64 %r1, %rd2;", "cvt between integers → MOV / SHF / LOP3 / SGXT", &["MOV %r1, %rd2.lo"]),
        ("cvt.u32.u16 %r1, %rs2;", "cvt between integers → MOV / SHF / LOP3 / SGXT", &["LOP3.LUT %t", "0xffff, RZ, 0xc0", "MOV %r1, %t"]),
        ("cvt.s32.s8 %r1, %r2;", "cvt between integers → MOV / SHF / LOP3 / SGXT", &["SGXT %t", ", %r2, 0x8"]),
    ];

    /// Each case's PTX, converted (`dump`), must name its rule and hold the wanted texts in
    /// order. Shared with the math rules' tests (`merc_math.rs`), which use their own kernel.
    pub(super) fn check_cases(cases: &[(&str, &str, &[&str])], dump: fn(&str) -> String) {
        for (ptx, rule, want) in cases {
            let d = dump(ptx);
            assert!(d.contains(rule), "`{ptx}` should be converted by `{rule}`:\n{d}");
            let mut at = 0;
            for w in *want {
                match d[at..].find(w) {
                    Some(p) => at += p + w.len(),
                    None => panic!("`{ptx}`: `{w}` missing (in order) from\n{d}"),
                }
            }
        }
    }

    #[test]
    fn every_case_takes_its_rule_and_makes_its_instructions() {
        check_cases(CASES, dump);
    }

    #[test]
    fn every_rule_has_a_case() {
        let mut missing: Vec<&str> = RULES.iter().map(|r| r.name).filter(|n| !CASES.iter().any(|(_, r, _)| r == n)).collect();
        // ret/exit and the call ABI's rules need a whole function: abi_tests covers them.
        missing.retain(|n| *n != "ret → EXIT" && *n != "exit → EXIT" && *n != ABI_ST_PARAM && *n != ABI_CALL);
        assert!(missing.is_empty(), "rules without a unit case: {missing:?}");
    }

    #[test]
    fn ret_and_exit_are_exit() {
        let d = dump("exit;");
        assert!(d.contains("EXIT") && d.contains("exit → EXIT"), "{d}");
        assert!(d.contains("ret → EXIT"), "{d}");
    }

    #[test]
    fn unsupported_operations_are_positioned_errors() {
        let text = kernel("\tvsub.s32.s32.s32.sat %r1, %r2, %r3, %r4;");
        let m = crate::ptx::parse(&text).unwrap();
        let errs = convert_function(&m, m.functions().next().unwrap(), Sm::SM90).unwrap_err();
        assert_eq!(errs.len(), 1);
        assert_eq!(errs[0].message, "ptxas Phase 1: vsub.s32.s32.s32.sat is not supported yet");
        let line = text.lines().position(|l| l.contains("vsub.s32")).unwrap() as u32 + 1;
        assert_eq!(errs[0].span.line, line);
        assert_eq!(errs[0].span.col, 2);
    }

    #[test]
    fn every_instruction_records_rule_and_ptx_line() {
        let text = kernel("\tld.param.b64 %rd1, [k_param_0];\n\tcvta.to.global.u64 %rd2, %rd1;\n\tst.global.b32 [%rd2], %r1;");
        let m = crate::ptx::parse(&text).unwrap();
        let c = convert_function(&m, m.functions().next().unwrap(), Sm::SM90).unwrap();
        for i in c.function.insts() {
            assert!(!i.rule.is_empty(), "{i:?}");
            let line = text.lines().nth(i.ptx_line as usize - 1).unwrap();
            let ptx_op = i.rule.split(' ').next().unwrap().split('.').next().unwrap();
            assert!(line.contains(ptx_op), "{} from line {}: {line}", i.rule, i.ptx_line);
        }
    }

    #[test]
    fn a_branch_to_a_return_becomes_exit() {
        let c = convert("\tsetp.ge.s32 %p1, %r1, %r2;\n\t@%p1 bra $L__BB0_2;\n\tst.global.b32 [%rd1], %r1;\n$L__BB0_2:").unwrap();
        let d = c.function.dump();
        assert!(d.contains("@%p1 EXIT") && d.contains("bra to ret → EXIT"), "{d}");
        assert!(c.log.iter().any(|l| l.starts_with("bra-to-exit")), "{:?}", c.log);
    }

    #[test]
    fn parameters_fold_into_constant_operands() {
        let c = convert("\tld.param.b32 %r1, [k_param_1];\n\tsetp.ge.s32 %p1, %r2, %r1;\n\tld.param.b32 %f1, [k_param_2];\n\tfma.rn.f32 %f2, %f1, %f3, %f4;\n\t@%p1 st.global.b32 [%rd1], %f2;").unwrap();
        let d = c.function.dump();
        assert!(d.contains("ISETP.GE.AND %p1, PT, %r2, c[0x0][0x218], PT"), "{d}");
        assert!(d.contains("FFMA %f2, %f3, c[0x0][0x21c], %f4"), "{d}");
        assert!(!d.contains("LDC %r1") && !d.contains("LDC %f1"), "{d}");
        // A parameter compared from the left mirrors the comparison.
        let c = convert("\tld.param.b32 %r1, [k_param_1];\n\tsetp.lt.s32 %p1, %r1, %r2;\n\t@%p1 st.global.b32 [%rd1], %r2;").unwrap();
        assert!(c.function.dump().contains("ISETP.GT.AND %p1, PT, %r2, c[0x0][0x218], PT"), "{}", c.function.dump());
        // A use that cannot read a constant (a store's data) keeps the LDC.
        let c = convert("\tld.param.b32 %r1, [k_param_1];\n\tst.global.b32 [%rd1], %r1;").unwrap();
        assert!(c.function.dump().contains("LDC %r1, c[0x0][0x218]"));
    }

    #[test]
    fn an_address_sum_of_a_wide_product_is_one_imad_wide() {
        let c = convert("\tmul.wide.s32 %rd3, %r1, 4;\n\tadd.s64 %rd4, %rd1, %rd3;\n\tadd.s64 %rd5, %rd2, %rd3;\n\tst.global.b32 [%rd4], %r1;\n\tst.global.b32 [%rd5], %r1;").unwrap();
        let d = c.function.dump();
        assert!(d.contains("IMAD.WIDE %rd4, %r1, 0x4, %rd1") && d.contains("IMAD.WIDE %rd5, %r1, 0x4, %rd2"), "{d}");
        assert!(d.contains("add.s64 of mul.wide → IMAD.WIDE (fused)"), "{d}");
        assert!(!d.contains("%rd3") && !d.contains("IADD3"), "the product itself is dead: {d}");
        assert!(c.log.iter().any(|l| l.starts_with("dead-code")), "{:?}", c.log);
    }

    #[test]
    fn the_local_depot_lives_below_the_stack_pointer() {
        let text = format!("{HEADER}.visible .entry k()\n{{\n\t.local .align 8 .b8 __local_depot0[20];\n\t.reg .b64 %SP;\n\t.reg .b64 %SPL;\n\t.reg .b32 %r<3>;\n\tmov.b64 %SPL, __local_depot0;\n\tcvta.local.u64 %SP, %SPL;\n\tst.b32 [%SP+4], %r1;\n\tret;\n}}\n");
        let m = crate::ptx::parse(&text).unwrap();
        let c = convert_function(&m, m.functions().next().unwrap(), Sm::SM90).unwrap();
        let d = c.function.dump();
        assert!(d.contains("MOV %SPL.lo, R1") && d.contains("MOV %SPL.hi, RZ"), "{d}");
        assert!(d.contains("ST.E desc[UR4][%SP.64+0x4], %r1"), "{d}");
        assert_eq!(c.function.local_bytes, 24, "20 bytes, the frame 8-byte aligned");
    }

    #[test]
    fn vector_loads_alias_their_single_definition_registers() {
        let c = convert("\tld.global.v4.b32 {%r1, %r2, %r3, %r4}, [%rd1];\n\tadd.s32 %r5, %r1, %r4;\n\tst.global.b32 [%rd1], %r5;").unwrap();
        let d = c.function.dump();
        assert!(d.contains("LDG.E.128 %t"), "{d}");
        assert!(!d.contains("MOV"), "the components are parts of the loaded quad: {d}");
        assert!(d.contains("IADD3 %r5, %t0.0, %t0.3, RZ") || d.contains(".0, %t") , "{d}");
    }

    #[test]
    fn shared_variables_follow_the_reserved_kilobyte() {
        let text = format!("{HEADER}.visible .entry k()\n{{\n\t.reg .b32 %r<3>;\n\t.shared .align 4 .b8 a[12];\n\t.shared .align 8 .b8 b[8];\n\tld.shared.b32 %r1, [b];\n\tst.shared.b32 [a+4], %r1;\n\tret;\n}}\n");
        let m = crate::ptx::parse(&text).unwrap();
        let c = convert_function(&m, m.functions().next().unwrap(), Sm::SM90).unwrap();
        let d = c.function.dump();
        assert!(d.contains("0x410, 0x18"), "b starts at 0x400 + 12 rounded up to 8: {d}");
        assert!(d.contains("0x400, 0x18"), "{d}");
        assert_eq!(c.function.shared_bytes, 24);
    }
}

// ===== Call ABI: device functions, the `.param` call block, `call.uni` =====
//
// ptxas compiles the whole program at once: each kernel's code is followed by the device
// functions it reaches, a call is `MOV Rra, <return address>` + `CALL.REL.NOINC <callee>`, and the
// callee returns with `RET.REL.NODEC Rra, <kernel start>`. Our convention (ptxas's standard ABI
// register assignment, see `ptxas -c` output): the argument words go in R4, R5, ... in parameter
// order (a parameter of 8 bytes or more starts on an even register), the return value's words in
// R4, R5, ..., and the return address in R20. Every 32-bit word of a `.param` is one register, so
// `st.param`/`ld.param` of any width or vector at a word-aligned offset is a set of `MOV`s. Values
// live across a call avoid the registers the callee (transitively) writes: the allocator gets the
// callee's clobber set, as ptxas's interprocedural allocation does; nothing is spilled.

/// The first argument / return-value register.
pub const ABI_FIRST_ARG: u8 = 4;
/// The register the caller passes the return address in.
pub const ABI_RETURN_ADDRESS: u8 = 20;
const ABI_ST_PARAM: &str = "st.param (call argument / return value) → MOV to the ABI word";
const ABI_LD_PARAM: &str = "ld.param (device-function argument / call result) → MOV from the ABI word";
const ABI_CALL: &str = "call → MOV R4.. (arguments) + MOV R20 (return address) + CALL.REL.NOINC";
const ABI_RET: &str = "ret (device function) → MOV R4.. (return value) + RET.REL.NODEC R20";
const ABI_ENTRY: &str = "device function entry: argument registers R4.. and return address R20";

/// The word layout of a parameter list: for each parameter its first register and word count.
pub fn abi_layout(params: &[ast::VarDecl]) -> Res<Vec<(u8, u32)>> {
    let mut reg = ABI_FIRST_ARG as u32;
    let mut out = Vec::new();
    for p in params {
        let elem = (p.ty.bits() / 8).max(1) * p.vector.unwrap_or(1);
        let count: u64 = p.dims.iter().map(|d| d.unwrap_or(0)).product();
        let bytes = elem as u64 * count;
        let words = bytes.div_ceil(4) as u32;
        if bytes >= 8 || p.align.is_some_and(|a| a >= 8) {
            reg = (reg + 1) & !1;
        }
        out.push((reg as u8, words));
        reg += words;
    }
    if reg > ABI_RETURN_ADDRESS as u32 {
        return Err(format!("ptxas Phase 1: {} parameter words do not fit R4..R19 (parameters on the stack are not supported yet)", reg - ABI_FIRST_ARG as u32));
    }
    Ok(out)
}

/// The call-ABI state of one function's conversion.
#[derive(Default)]
struct Abi {
    /// A device function's own parameters and return value: name → its words (copies of the
    /// argument registers, or the value to return).
    own: HashMap<String, Vec<VReg>>,
    /// The return value's name (`func_retval0`).
    retval: Option<String>,
    /// The return address (a copy of R20).
    ra: Option<VReg>,
    /// The parameters of the module's device functions: name → (layout, return words).
    sigs: HashMap<String, (Vec<(u8, u32)>, u32)>,
    /// `.param` variables of call blocks: name → bytes.
    call_params: HashMap<String, u32>,
    /// `.callprototype` labels of the body: name → (layout, return words).
    protos: HashMap<String, (Vec<(u8, u32)>, u32)>,
    /// Argument words stored by `st.param` before the call: (param, word) → (value, where the
    /// store was in the item list, its guard, its PTX line).
    pending: HashMap<(String, i64), (Operand, usize, Option<Guard>, u32)>,
    /// Result words of the last call: (retval name, word) → register.
    results: HashMap<(String, i64), VReg>,
}

impl Conv {
    fn abi_setup(&mut self, module: &ast::Module, func: &ast::Function) -> Res<()> {
        for g in module.functions().filter(|g| g.kind == ast::FunctionKind::Func) {
            if let (Ok(layout), Ok(ret)) = (abi_layout(&g.params), abi_layout(&g.returns)) {
                let ret_words = ret.iter().map(|r| r.1).sum();
                self.abi.sigs.insert(g.name.clone(), (layout, ret_words));
            }
        }
        if let Some(body) = &func.body {
            let mut stmts = Vec::new();
            flatten(&body.statements, &mut stmts);
            for s in stmts {
                if let Statement::CallPrototype(p) = s {
                    if let (Ok(layout), Ok(ret)) = (abi_layout(&p.params), abi_layout(&p.returns)) {
                        self.abi.protos.insert(p.name.clone(), (layout, ret.iter().map(|r| r.1).sum()));
                    }
                }
                if let Statement::Variable(v) = s {
                    if v.space == StateSpace::Param {
                        let elem = (v.ty.bits() / 8).max(1) * v.vector.unwrap_or(1);
                        let count: u64 = v.dims.iter().map(|d| d.unwrap_or(0)).product();
                        self.abi.call_params.insert(v.name.clone(), (elem as u64 * count) as u32);
                    }
                }
            }
        }
        if func.kind != ast::FunctionKind::Func {
            return Ok(());
        }
        self.f.device = true;
        let layout = abi_layout(&func.params)?;
        if func.returns.len() > 1 {
            return Err("ptxas Phase 1: more than one return parameter is not supported yet".into());
        }
        abi_layout(&func.returns)?;
        self.rule = ABI_ENTRY;
        self.line = func.span.0.line;
        let mut entry = OriInst::new(crate::ptxas::regalloc::ENTRY_ARGS, &[], 0, vec![]);
        entry.rule = ABI_ENTRY;
        entry.ptx_line = self.line;
        let mut copies = Vec::new();
        for (p, &(first, words)) in func.params.iter().zip(&layout) {
            let mut own = Vec::new();
            for w in 0..words {
                let fixed = self.f.new_vreg(RegClass::R, format!("%abi.R{}", first as u32 + w));
                self.f.fixed.push((fixed, first + w as u8));
                entry.implicit.push((fixed, true));
                let copy = self.f.new_vreg(RegClass::R, format!("{}.w{w}", p.name));
                copies.push((copy, fixed));
                own.push(copy);
            }
            self.abi.own.insert(p.name.clone(), own);
        }
        let ra_fixed = self.f.new_vreg(RegClass::R, format!("%abi.R{ABI_RETURN_ADDRESS}"));
        self.f.fixed.push((ra_fixed, ABI_RETURN_ADDRESS));
        entry.implicit.push((ra_fixed, true));
        let ra = self.f.new_vreg(RegClass::R, "%return_address");
        copies.push((ra, ra_fixed));
        self.abi.ra = Some(ra);
        self.entry.push(entry);
        for (d, src) in copies {
            let mut m = OriInst::new("MOV", &[], 1, vec![Operand::reg(d), Operand::reg(src)]);
            m.rule = ABI_ENTRY;
            m.ptx_line = self.line;
            self.entry.push(m);
        }
        if let Some(r) = func.returns.first() {
            let words = abi_layout(std::slice::from_ref(r))?.first().map_or(0, |x| x.1);
            let slots = (0..words).map(|w| self.f.new_vreg(RegClass::R, format!("{}.w{w}", r.name))).collect();
            self.abi.own.insert(r.name.clone(), slots);
            self.abi.retval = Some(r.name.clone());
        }
        Ok(())
    }

    /// Device-function parameters whose address is taken (`mov.b64 %rd2, f_param_0`, then
    /// `cvta.local`): each gets a slot of the frame from `local_off`, filled from its argument
    /// registers at the entry, and is read from there. Returns the new end of the frame.
    fn abi_params_in_frame(&mut self, func: &ast::Function, stmts: &[&Statement], mut local_off: i64) -> i64 {
        if !self.f.device {
            return local_off;
        }
        for p in &func.params {
            let taken = stmts.iter().any(|s| {
                matches!(s, Statement::Instruction(i) if i.opcode == "mov" && i.operands.get(1).and_then(shared_symbol_operand).is_some_and(|(n, _)| n == p.name))
            });
            let Some(words) = self.abi.own.get(&p.name).cloned() else { continue };
            if !taken {
                continue;
            }
            local_off = (local_off + 7) / 8 * 8;
            self.locals.insert(p.name.clone(), local_off);
            for (k, w) in words.iter().enumerate() {
                let mut st = OriInst::new("STL", &[], 0, vec![o(Value::Mem { base: None, wide: false, desc: false, offset: local_off + 4 * k as i64, sp: true }), Operand::reg(*w)]);
                st.rule = "device-function parameter whose address is taken → STL to the frame";
                st.ptx_line = func.span.0.line;
                self.entry.push(st);
            }
            local_off += 4 * words.len() as i64;
        }
        local_off
    }

    /// The words an ABI `.param` address names: (name, first word) when `a` is `[p+off]` for a
    /// device-function parameter, its return value, a call-block parameter or a call result.
    fn abi_words_of(&self, a: &POp) -> Option<(String, i64, i64)> {
        let POp::Address(addr) = a else { return None };
        let Some(ast::AddressBase::Symbol(s)) = &addr.base else { return None };
        if self.abi.own.contains_key(s) || self.abi.call_params.contains_key(s) {
            Some((s.clone(), addr.offset / 4, addr.offset % 4))
        } else {
            None
        }
    }

    /// The 32-bit pieces of a `.param` access: `(operand index in the vector or 0, part)` per
    /// word, and how many words.
    fn abi_access(&self, i: &Instruction) -> Res<u32> {
        let ty = i.ty().ok_or_else(|| format!("ptxas Phase 1: {} has no type", i.full_name()))?;
        if ty.bits() < 32 {
            return Err(format!("ptxas Phase 1: sub-word .param access {} is not supported yet", i.full_name()));
        }
        Ok(ty.bits() / 32 * i.vector_width().unwrap_or(1))
    }

    /// The sources of the words an `st.param` writes, in order.
    fn abi_store_words(&mut self, s: &POp, i: &Instruction) -> Res<Vec<Operand>> {
        let ty = i.ty().ok_or_else(|| format!("ptxas Phase 1: {} has no type", i.full_name()))?;
        let items: Vec<&POp> = match s {
            POp::Vector(items, _) => items.iter().collect(),
            other => vec![other],
        };
        let mut out = Vec::new();
        for it in items {
            if ty.bits() == 64 {
                out.push(self.half(it, 0)?);
                out.push(self.half(it, 1)?);
            } else if matches!(it, POp::Imm(..)) && ty_class(ty) == Ty::F32 {
                let x = self.f32src(it)?;
                let Value::FImm(f) = x.value else { return Err("ptxas Phase 1: bad float immediate".into()) };
                out.push(imm((f as f32).to_bits() as i64));
            } else {
                out.push(self.r32(it)?);
            }
        }
        Ok(out)
    }

    fn st_param_abi(&mut self, i: &Instruction) -> Res<()> {
        let [a, s] = two(self.ops(i, 2)?);
        let Some((name, word, rem)) = self.abi_words_of(a) else {
            return Err(format!("ptxas Phase 1: {} to {} is not a call argument or return value", i.full_name(), describe(a)));
        };
        if rem != 0 {
            return Err(format!("ptxas Phase 1: {} at a byte offset that is not a multiple of 4 is not supported yet", i.full_name()));
        }
        let n = self.abi_access(i)?;
        let srcs = self.abi_store_words(s, i)?;
        if srcs.len() as u32 != n {
            return Err(format!("ptxas Phase 1: {} stores {} words, expected {n}", i.full_name(), srcs.len()));
        }
        for (k, src) in srcs.into_iter().enumerate() {
            let w = word + k as i64;
            if let Some(slots) = self.abi.own.get(&name) {
                // The function's own return value.
                let Some(&slot) = slots.get(w as usize) else {
                    return Err(format!("ptxas Phase 1: {} writes past the end of {name}", i.full_name()));
                };
                self.emit("MOV", &[], 1, vec![Operand::reg(slot), src]);
            } else {
                // A call argument: moved into its register at the call (copied here first, at
                // the call, if the register is written in between).
                self.abi.pending.insert((name.clone(), w), (src, self.items.len(), self.guard, self.line));
            }
        }
        Ok(())
    }

    fn ld_param_abi(&mut self, i: &Instruction) -> Res<()> {
        self.rule = ABI_LD_PARAM;
        let [d, a] = two(self.ops(i, 2)?);
        let Some((name, word, rem)) = self.abi_words_of(a) else { unreachable!("checked by the caller") };
        if self.locals.contains_key(&name) {
            // Its address was taken: the frame copy is the parameter (it may have been written).
            self.rule = "ld.param of a parameter kept in the frame → LDL";
            return self.ld_local(i);
        }
        if rem != 0 {
            return Err(format!("ptxas Phase 1: {} at a byte offset that is not a multiple of 4 is not supported yet", i.full_name()));
        }
        let n = self.abi_access(i)?;
        let ty = i.ty().unwrap_or(ScalarType::B32);
        let items: Vec<&POp> = match d {
            POp::Vector(items, _) => items.iter().collect(),
            other => vec![other],
        };
        if items.len() as u32 * ty.bits() / 32 != n {
            return Err(format!("ptxas Phase 1: {} has the wrong number of destinations", i.full_name()));
        }
        let mut w = word;
        for it in items {
            let parts: Vec<Operand> = if matches!(it, POp::Sink(_)) {
                w += (ty.bits() / 32) as i64;
                continue;
            } else if ty.bits() == 64 {
                let r = self.d64(it)?;
                let Value::Reg(v, _) = r.value else { unreachable!("d64 returns a register") };
                vec![Operand::sub(v, 0), Operand::sub(v, 1)]
            } else {
                vec![self.d32(it)?]
            };
            for dst in parts {
                let src = if let Some(slots) = self.abi.own.get(&name) {
                    if self.abi.retval.as_deref() == Some(name.as_str()) {
                        return Err(format!("ptxas Phase 1: {} reads the function's own return value", i.full_name()));
                    }
                    *slots.get(w as usize).ok_or_else(|| format!("ptxas Phase 1: {} reads past the end of {name}", i.full_name()))?
                } else {
                    *self.abi.results.get(&(name.clone(), w)).ok_or_else(|| format!("ptxas Phase 1: {} reads {name}, which no call returned", i.full_name()))?
                };
                self.emit("MOV", &[], 1, vec![dst, Operand::reg(src)]);
                w += 1;
            }
        }
        Ok(())
    }

    fn call_abi(&mut self, i: &Instruction) -> Res<()> {
        let parts = i.call().ok_or("ptxas Phase 1: malformed call")?;
        // Direct (`call f`) or indirect (`call %rd, (args), prototype`: the register holds the
        // function's offset in the kernel's code, as ptxas's own indirect calls do).
        let (callee, target, (layout, ret_words)) = match parts.callee {
            POp::Symbol(callee, _) => {
                if parts.prototype.is_some() {
                    return Err("ptxas Phase 1: a direct call with a prototype is not supported yet".into());
                }
                let Some(sig) = self.abi.sigs.get(callee).cloned() else {
                    return Err(format!("ptxas Phase 1: call to {callee}, which is not a device function of this module (or whose parameters do not fit registers)"));
                };
                (Some(callee.clone()), o(Value::Func(callee.clone())), sig)
            }
            POp::Reg(..) => {
                let Some(POp::Symbol(proto, _)) = parts.prototype else {
                    return Err("ptxas Phase 1: an indirect call through .calltargets is not supported yet".into());
                };
                let Some(sig) = self.abi.protos.get(proto).cloned() else {
                    return Err(format!("ptxas Phase 1: {proto} is not a .callprototype of this function (or its parameters do not fit registers)"));
                };
                let f = self.half(parts.callee, 0)?;
                (None, f, sig)
            }
            other => return Err(format!("ptxas Phase 1: call through {} is not supported yet", describe(other))),
        };
        let callee_name = callee.clone().unwrap_or_else(|| "(indirect)".into());
        let callee = &callee_name;
        if parts.args.len() != layout.len() {
            return Err(format!("ptxas Phase 1: call to {callee} passes {} arguments, it takes {}", parts.args.len(), layout.len()));
        }
        if parts.returns.len() > 1 {
            return Err("ptxas Phase 1: more than one return parameter is not supported yet".into());
        }
        let indirect = !matches!(target.value, Value::Func(_));
        // A system call (`vprintf`): its address from its bank-4 slot, `CALL.ABS.NOINC`.
        let system = if indirect || !SYSTEM_CALLS.contains(&callee.as_str()) { None } else { self.global_slots.get(callee.as_str()).copied() };
        let mut call = if let Some(slot) = system {
            // (In R2:R3 as ptxas has it: pinned, so the everything-clobbering call that reads it
            // does not make allocation move it elsewhere.)
            let t = self.f.new_vreg(RegClass::R64, "%abi.R2");
            self.f.fixed.push((t, 2));
            self.emit("LDC", &["64"], 1, vec![Operand::reg(t), o(Value::Const { bank: 4, offset: slot })]);
            OriInst::new("CALL", &["ABS", "NOINC"], 0, vec![Operand::sub(t, 0)])
        } else if indirect {
            OriInst::new("CALL", &["REL", "NOINC"], 0, vec![target, o(Value::Func(String::new()))])
        } else {
            OriInst::new("CALL", &["REL", "NOINC"], 0, vec![target])
        };
        // The argument words into R4...
        for (arg, &(first, words)) in parts.args.iter().zip(&layout) {
            let name = match arg {
                POp::Symbol(n, _) | POp::Reg(n, _) => n.clone(),
                other => return Err(format!("ptxas Phase 1: call argument {} is not a .param name", describe(other))),
            };
            for w in 0..words {
                let Some((mut src, at, guard, line)) = self.abi.pending.remove(&(name.clone(), w as i64)) else {
                    // A word never stored (padding): whatever the register holds.
                    continue;
                };
                if guard.is_some() || self.written_since(&src, at) {
                    // Copy the value where it was stored.
                    let t = self.f.temp(RegClass::R);
                    let mut m = OriInst::new("MOV", &[], 1, vec![Operand::reg(t), src]);
                    m.guard = guard;
                    m.rule = ABI_ST_PARAM;
                    m.ptx_line = line;
                    self.items.insert(at, Item::Inst(m));
                    for (_, a, _, _) in self.abi.pending.values_mut() {
                        if *a >= at {
                            *a += 1;
                        }
                    }
                    src = Operand::reg(t);
                }
                // The copy above carries a guarded store's guard; the move into R4.. is unguarded.
                let guard = None::<Guard>;
                let fixed = self.f.new_vreg(RegClass::R, format!("%abi.R{}", first as u32 + w));
                self.f.fixed.push((fixed, first + w as u8));
                // The move carries the st.param's rule and line (and guard).
                let (rule, at_line, g) = (self.rule, self.line, self.guard);
                self.rule = ABI_ST_PARAM;
                self.line = line;
                self.guard = guard;
                self.emit("MOV", &[], 1, vec![Operand::reg(fixed), src]);
                (self.rule, self.line, self.guard) = (rule, at_line, g);
                call.implicit.push((fixed, false));
            }
        }
        // The return address.
        let ra = self.f.new_vreg(RegClass::R, format!("%abi.R{ABI_RETURN_ADDRESS}"));
        self.f.fixed.push((ra, ABI_RETURN_ADDRESS));
        // (Unguarded even under a guarded call: R20 holds nothing else here, and an unconditional
        // write keeps its pinned range short.)
        let g = self.guard.take();
        if system.is_some() && crate::sass::arch::arch(self.sm).family < crate::sass::arch::Family::Hopper {
            // Before sm_90 LEPC takes no address: it reads its own, and the return address is that
            // plus the distance to the instruction after the CALL (ptxas 13.5 on sm_75-89: `LEPC
            // R8`, then `IADD3 R20, P0, P1, -R20, R11, R8` with the two offsets in R20 and R11).
            let pc = self.f.temp(RegClass::R64);
            self.emit("LEPC", &[], 1, vec![Operand::sub(pc, 0)]);
            let hi = self.f.new_vreg(RegClass::R, format!("%abi.R{}", ABI_RETURN_ADDRESS + 1));
            self.f.fixed.push((hi, ABI_RETURN_ADDRESS + 1));
            let carry = self.f.temp(RegClass::P);
            self.emit("IADD3", &[], 2, vec![Operand::reg(ra), Operand::reg(carry), Operand::sub(pc, 0), imm(0), rz()]).fixup = Some(Fixup::ReturnAddress);
            self.emit("IADD3", &["X"], 1, vec![Operand::reg(hi), Operand::sub(pc, 1), rz(), rz(), Operand::reg(carry), pt().inverted()]);
            call.implicit.push((hi, false));
        } else if system.is_some() {
            // An absolute return address: LEPC of the instruction after the CALL.
            self.emit("LEPC", &[], 1, vec![Operand::reg(ra), o(Value::Imm(0))]).fixup = Some(Fixup::ReturnAddress);
        } else {
            self.emit("MOV", &[], 1, vec![Operand::reg(ra), imm(0)]).fixup = Some(Fixup::ReturnAddress);
        }
        self.guard = g;
        call.implicit.push((ra, false));
        // The results out of R4...
        let mut results = Vec::new();
        for w in 0..ret_words {
            let fixed = self.f.new_vreg(RegClass::R, format!("%abi.R{}", ABI_FIRST_ARG as u32 + w));
            self.f.fixed.push((fixed, ABI_FIRST_ARG + w as u8));
            call.implicit.push((fixed, true));
            results.push(fixed);
        }
        call.guard = self.guard;
        call.rule = self.rule;
        call.ptx_line = self.line;
        call.fixup = Some(if system.is_some() {
            Fixup::Call(SYSTEM_CALLEES.to_string())
        } else if indirect {
            Fixup::CallIndirect
        } else {
            Fixup::Call(callee.clone())
        });
        self.items.push(Item::Inst(call));
        if system.is_some() {
            // The callee may use UR4: the global memory descriptor again after it.
            if let Some(off) = crate::sass::arch::arch(self.sm).global_desc.filter(|_| crate::sass::arch::arch(self.sm).uldc) {
                let g = self.guard.take();
                self.emit("ULDC", &["64"], 1, vec![o(Value::UReg(4)), o(Value::Const { bank: 0, offset: off })]);
                self.guard = g;
            }
        }
        self.abi.results.clear();
        if let Some(POp::Symbol(rname, _) | POp::Reg(rname, _)) = parts.returns.first() {
            for (w, fixed) in results.into_iter().enumerate() {
                let t = self.f.temp(RegClass::R);
                self.emit("MOV", &[], 1, vec![Operand::reg(t), Operand::reg(fixed)]);
                self.abi.results.insert((rname.clone(), w as i64), t);
            }
        }
        self.abi.pending.clear();
        Ok(())
    }

    /// Whether an instruction converted after item `at` writes the register `x` reads.
    fn written_since(&self, x: &Operand, at: usize) -> bool {
        let Some((v, _)) = x.vreg() else { return false };
        self.items[at.min(self.items.len())..].iter().any(|it| matches!(it, Item::Inst(i) if i.def_regs().iter().any(|d| d.0 == v)))
    }

    fn ret_abi(&mut self) -> Res<()> {
        self.rule = ABI_RET;
        let mut ret = OriInst::new("RET", &["REL", "NODEC"], 0, vec![]);
        if let Some(name) = self.abi.retval.clone() {
            let slots = self.abi.own.get(&name).cloned().unwrap_or_default();
            for (w, slot) in slots.into_iter().enumerate() {
                let fixed = self.f.new_vreg(RegClass::R, format!("%abi.R{}", ABI_FIRST_ARG as usize + w));
                self.f.fixed.push((fixed, ABI_FIRST_ARG + w as u8));
                self.emit("MOV", &[], 1, vec![Operand::reg(fixed), Operand::reg(slot)]);
                ret.implicit.push((fixed, false));
            }
        }
        let ra = self.abi.ra.ok_or("ptxas Phase 1: ret in a device function without a return address")?;
        ret.operands = vec![Operand::reg(ra), o(Value::Func(String::new()))];
        ret.guard = self.guard;
        ret.rule = self.rule;
        ret.ptx_line = self.line;
        ret.fixup = Some(Fixup::ReturnBase);
        self.items.push(Item::Inst(ret));
        Ok(())
    }
}

#[cfg(test)]
mod abi_tests {
    use super::*;

    const MODULE: &str = ".version 8.0\n.target sm_90\n.address_size 64\n\
.visible .func (.param .b32 func_retval0) add1(\n\t.param .b32 add1_param_0,\n\t.param .b64 add1_param_1\n)\n{\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<2>;\n\
\tld.param.b32 %r1, [add1_param_0];\n\tld.param.b64 %rd1, [add1_param_1];\n\tcvt.u32.u64 %r3, %rd1;\n\tadd.s32 %r2, %r1, %r3;\n\tst.param.b32 [func_retval0], %r2;\n\tret;\n}\n\
.visible .entry k(.param .u64 k_param_0)\n{\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<3>;\n\
\tld.param.b64 %rd1, [k_param_0];\n\tcvta.to.global.u64 %rd2, %rd1;\n\tld.global.b32 %r1, [%rd2];\n\
\t{\n\t.param .b32 param0;\n\t.param .b64 param1;\n\t.param .b32 retval0;\n\tst.param.b32 [param0], %r1;\n\tst.param.b64 [param1], 7;\n\
\tcall.uni (retval0), add1, (param0, param1);\n\tld.param.b32 %r2, [retval0];\n\t}\n\tadd.s32 %r3, %r2, %r1;\n\tst.global.b32 [%rd2], %r3;\n\tret;\n}\n";

    fn convert(name: &str) -> OriFunction {
        let m = crate::ptx::parse(MODULE).unwrap_or_else(|d| panic!("{d:?}"));
        let f = m.functions().find(|f| f.name == name).unwrap();
        convert_function(&m, f, Sm::SM90).unwrap_or_else(|d| panic!("{d:?}")).function
    }

    #[test]
    fn the_layout_puts_words_in_r4_and_pairs_on_even_registers() {
        let m = crate::ptx::parse(MODULE).unwrap();
        let f = m.functions().find(|f| f.name == "add1").unwrap();
        assert_eq!(abi_layout(&f.params).unwrap(), vec![(4, 1), (6, 2)]);
        assert_eq!(abi_layout(&f.returns).unwrap(), vec![(4, 1)]);
    }

    #[test]
    fn a_device_function_reads_r4_and_returns_through_r20() {
        let f = convert("add1");
        let d = f.dump();
        assert!(f.device);
        assert!(d.contains("ENTRY_ARGS") && d.contains(ABI_ENTRY), "{d}");
        assert!(d.contains(ABI_LD_PARAM), "{d}");
        assert!(d.contains("RET.REL.NODEC %return_address") && d.contains(ABI_RET), "{d}");
        let pinned: Vec<u8> = f.fixed.iter().map(|x| x.1).collect();
        assert!(pinned.contains(&4) && pinned.contains(&6) && pinned.contains(&7) && pinned.contains(&ABI_RETURN_ADDRESS), "{pinned:?}");
        // The RET reads the return-value register it was given.
        let ret = f.insts().find(|i| i.opcode == "RET").unwrap();
        assert_eq!(ret.fixup, Some(Fixup::ReturnBase));
        assert_eq!(ret.implicit.len(), 1);
        assert!(!ret.implicit[0].1);
    }

    #[test]
    fn a_call_moves_arguments_and_the_return_address_then_calls() {
        let f = convert("k");
        let d = f.dump();
        let call = f.insts().find(|i| i.opcode == "CALL").unwrap_or_else(|| panic!("{d}"));
        assert_eq!(call.rule, ABI_CALL);
        assert_eq!(call.fixup, Some(Fixup::Call("add1".into())));
        // Reads R4, R6, R7 (the 64-bit immediate's halves) and R20; writes R4.
        let reads: Vec<u8> = call.implicit.iter().filter(|x| !x.1).map(|x| f.fixed.iter().find(|p| p.0 == x.0).unwrap().1).collect();
        let writes: Vec<u8> = call.implicit.iter().filter(|x| x.1).map(|x| f.fixed.iter().find(|p| p.0 == x.0).unwrap().1).collect();
        assert_eq!(reads, vec![4, 6, 7, 20], "{d}");
        assert_eq!(writes, vec![4], "{d}");
        assert!(f.insts().any(|i| i.fixup == Some(Fixup::ReturnAddress)), "{d}");
        assert!(d.contains(ABI_ST_PARAM), "{d}");
    }

    #[test]
    fn a_value_live_across_a_call_avoids_what_the_callee_writes() {
        let f = convert("k");
        let mut clobbers = HashMap::new();
        let mut c = crate::ptxas::regalloc::Clobber::default();
        c.r.extend([0u8, 2, 3, 4, 5, 6, 7, 20]);
        clobbers.insert("add1".to_string(), c.clone());
        let a = crate::ptxas::regalloc::allocate_with(&f, &clobbers).unwrap();
        // %r1 and the address %rd2 are live across the call.
        for name in ["%r1", "%rd2"] {
            let v = f.vregs.iter().position(|v| v.name == name).unwrap();
            let w = f.vregs[v].class.width();
            for k in 0..w {
                assert!(!c.r.contains(&(a.phys[v] + k)), "{name} in R{} across the call", a.phys[v]);
            }
        }
        crate::ptxas::regalloc::verify(&f, &a).unwrap();
    }

    #[test]
    fn a_call_to_a_function_without_body_is_a_positioned_error() {
        let decl = ".extern .func (.param .b32 func_retval0) nosuch(\n\t.param .b32 nosuch_param_0,\n\t.param .b64 nosuch_param_1\n);\n";
        let text = MODULE.replace("call.uni (retval0), add1,", "call.uni (retval0), nosuch,").replace(".visible .entry", &format!("{decl}.visible .entry"));
        let m = crate::ptx::parse(&text).unwrap_or_else(|d| panic!("{d:?}"));
        let out = crate::ptxas::driver::compile(&m, Sm::SM90);
        assert!(out.functions.is_empty());
        let line = text.lines().position(|l| l.contains("call.uni")).unwrap() as u32 + 1;
        assert!(out.diagnostics.iter().any(|d| d.message.contains("nosuch") && d.message.contains("no body") && d.span.line == line), "{:?}", out.diagnostics);
    }
}

// ===== Constant bank 3 (`.const`), global variables' addresses (bank 4), shared windows =====
//
// ptxas puts the module's `.const` variables in constant bank 3, one after another at their
// alignment (`ld.const.f32 %f1, [coeffs+4]` is `LDC R0, c[0x3][0x4]`, or a `c[0x3]` operand), and
// keeps the 64-bit address of each `.global` variable in a slot of bank 4 that the loader fills in
// (`mov.u64 %rd1, counters` is `LDC.64 R2, c[0x4][RZ]`). The slots here are 8 bytes each in
// declaration order of the module's `.global` variables. A generic shared address is the 32-bit
// shared-window address with `SR_SWINHI` as its high word.

/// Offsets in constant bank 3 of the module's `.const` variables.
fn const_layout(module: &ast::Module) -> HashMap<String, i64> {
    let mut out = HashMap::new();
    let mut off = 0i64;
    for v in module.variables().filter(|v| v.space == StateSpace::Const) {
        let elem = (v.ty.bits() / 8).max(1) as i64 * v.vector.unwrap_or(1) as i64;
        let count: i64 = v.dims.iter().map(|d| d.unwrap_or(0) as i64).product();
        let align = v.align.map_or(elem, |a| a as i64).max(1);
        off = (off + align - 1) / align * align;
        out.insert(v.name.clone(), off);
        off += elem * count;
    }
    out
}

/// Offsets in constant bank 4 of the address slots of the module's `.global` variables and of
/// the system calls it declares (`.extern .func vprintf`: the loader fills in its entry, which
/// `CALL.ABS.NOINC` jumps to), in declaration order as ptxas lays them out.
fn global_slots(module: &ast::Module) -> HashMap<String, i64> {
    module
        .items
        .iter()
        .filter_map(|i| match i {
            ast::Item::Variable(v) if v.space == StateSpace::Global && !is_texture_handle(v.ty) => Some(v.name.clone()),
            ast::Item::Function(f) if is_system_call(f) => Some(f.name.clone()),
            _ => None,
        })
        .enumerate()
        .map(|(k, n)| (n, 8 * k as i64))
        .collect()
}

/// The functions ptxas resolves itself in a whole-program compile (the driver provides them):
/// a call to one of these declared without a body is `CALL.ABS.NOINC` through its bank-4 slot;
/// any other body-less callee is unresolved (ptxas: "Unresolved extern function").
pub const SYSTEM_CALLS: &[&str] = &["vprintf", "malloc", "free", "__assertfail"];

/// Whether `f` is a body-less declaration of one of the [`SYSTEM_CALLS`].
pub fn is_system_call(f: &ast::Function) -> bool {
    f.body.is_none() && f.kind == ast::FunctionKind::Func && SYSTEM_CALLS.contains(&f.name.as_str())
}

impl Conv {
    /// `dst` (a 64-bit register) ← the address of variable `name` plus `off`.
    fn symbol_address(&mut self, dst: VReg, name: &str, off: i64) {
        let saved = self.rule;
        if let Some(&base) = self.consts.get(name) {
            self.rule = "mov.b64 of a .const variable → MOV (its offset in bank 3)";
            self.emit("MOV", &[], 1, vec![Operand::sub(dst, 0), imm(base + off)]);
            self.emit("MOV", &[], 1, vec![Operand::sub(dst, 1), rz()]);
        } else {
            let slot = self.global_slots.get(name).copied().unwrap_or(0);
            self.rule = "address of a .global variable → LDC.64 c[0x4] (its address slot)";
            self.emit("LDC", &["64"], 1, vec![Operand::reg(dst), o(Value::Const { bank: 4, offset: slot })]);
            if off != 0 {
                let carry = self.f.temp(RegClass::P);
                self.emit("IADD3", &[], 2, vec![Operand::sub(dst, 0), Operand::reg(carry), Operand::sub(dst, 0), imm(off as u32 as i64), rz()]);
                self.emit("IADD3", &["X"], 1, vec![Operand::sub(dst, 1), rz(), Operand::sub(dst, 1), rz(), Operand::reg(carry), pt().inverted()]);
            }
        }
        self.rule = saved;
    }

    fn ld_const(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (size, bytes) = Self::mem_size(i)?;
        let POp::Address(addr) = a else {
            return Err(format!("ptxas Phase 1: expected an address, found {}", describe(a)));
        };
        let src = match &addr.base {
            Some(ast::AddressBase::Symbol(sym)) => {
                let base = *self.consts.get(sym).ok_or_else(|| format!("ptxas Phase 1: {sym} is not a .const variable of this module"))?;
                o(Value::Const { bank: 3, offset: base + addr.offset })
            }
            Some(ast::AddressBase::Reg(r)) => {
                let (v, p) = self.reg(r)?;
                let base = match (self.class_of_part(v, p), p) {
                    (RegClass::R, _) => (v, p),
                    (RegClass::R64, Part::Whole) => (v, Part::Sub(0)),
                    _ => return Err(format!("ptxas Phase 1: constant address {r} is not a 32- or 64-bit register")),
                };
                if !matches!(size, None | Some("64") | Some("U8")) {
                    return Err(format!("ptxas Phase 1: {} through a register is not supported yet", i.full_name()));
                }
                o(Value::ConstReg { bank: 3, base, offset: addr.offset })
            }
            None => o(Value::Const { bank: 3, offset: addr.offset }),
        };
        if bytes > 8 {
            return Err(format!("ptxas Phase 1: {} of {bytes} bytes is not supported yet", i.full_name()));
        }
        let mods: Vec<&str> = size.into_iter().collect();
        let (dst, moves) = self.load_dest(d, bytes)?;
        self.emit("LDC", &mods, 1, vec![dst, src]).props = vec![prop_width(bytes * 8)];
        self.emit_moves(moves);
        Ok(())
    }

    fn cvta_to_local(&mut self, i: &Instruction) -> Res<()> {
        // local = generic − the local window's base (local addresses fit the low word).
        let [d, s] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let lo = self.half(s, 0)?;
        let lo = self.in_reg(lo);
        self.emit("IADD3", &[], 1, vec![Operand::sub(dv, 0), lo, o(Value::Const { bank: 0, offset: 0x20 }).negated(), rz()]);
        self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), rz()]);
        Ok(())
    }

    fn cvta_shared(&mut self, i: &Instruction) -> Res<()> {
        let [d, s] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let lo = match s {
            POp::Symbol(..) | POp::Offset(..) => {
                let (name, off) = shared_symbol_operand(s).ok_or_else(|| format!("ptxas Phase 1: cvta.shared of {}", describe(s)))?;
                self.shared_symbol(name, off)?
            }
            _ => self.half(s, 0)?,
        };
        self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), lo]);
        self.emit("S2R", &[], 1, vec![Operand::sub(dv, 1), o(Value::SReg("SR_SWINHI"))]);
        Ok(())
    }

    fn cvta_to_shared(&mut self, i: &Instruction) -> Res<()> {
        let [d, s] = two(self.ops(i, 2)?);
        let lo = if i.ty().is_some_and(|t| t.bits() == 64) { self.half(s, 0)? } else { self.r32(s)? };
        match i.ty() {
            Some(t) if t.bits() == 64 => {
                let d = self.d64(d)?;
                let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), lo]);
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), rz()]);
            }
            _ => {
                let d = self.d32(d)?;
                self.emit("MOV", &[], 1, vec![d, lo]);
            }
        }
        Ok(())
    }
}

// ===== Kernel parameters by address =====
//
// `mov.b64 %rd2, k_param_0` gives the parameter's address in the parameter space, which on sm_90
// is its offset in constant bank 0; an `ld.param [%rd2+12]` then reads `c[0x0][0x210+12]` (ptxas
// resolves it statically when the register is written only there) or, through any other register
// holding such an offset, `LDC c[0x0][R+off]`.

impl Conv {
    fn param_address(&mut self, i: &Instruction, dv: VReg, at: i64) {
        let saved = self.rule;
        self.rule = "mov.b64 of a kernel parameter → MOV (its offset in bank 0)";
        self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), imm(at)]);
        self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), rz()]);
        self.rule = saved;
        if let Some(POp::Reg(name, _)) = i.operands.first() {
            if self.def_count.get(name).copied() == Some(1) && self.guard.is_none() {
                self.param_regs.insert(name.clone(), at);
            }
        }
    }

    fn ld_param_through_register(&mut self, i: &Instruction) -> Res<()> {
        self.rule = "ld.param through a register → LDC c[0x0][R+off]";
        let [d, a] = two(self.ops(i, 2)?);
        let POp::Address(addr) = a else { unreachable!("checked by the caller") };
        let Some(ast::AddressBase::Reg(r)) = &addr.base else { unreachable!("checked by the caller") };
        let (v, p) = self.reg(r)?;
        let base = match (self.class_of_part(v, p), p) {
            (RegClass::R, _) => (v, p),
            (RegClass::R64, Part::Whole) => (v, Part::Sub(0)),
            _ => return Err(format!("ptxas Phase 1: parameter address {r} is not a 32- or 64-bit register")),
        };
        let (size, bytes) = Self::mem_size(i)?;
        if !matches!(size, None | Some("64") | Some("U8")) {
            return Err(format!("ptxas Phase 1: {} through a register is not supported yet", i.full_name()));
        }
        let (dst, moves) = self.load_dest(d, bytes)?;
        let mods: Vec<&str> = size.into_iter().collect();
        self.emit("LDC", &mods, 1, vec![dst, o(Value::ConstReg { bank: 0, base, offset: addr.offset })]);
        self.emit_moves(moves);
        Ok(())
    }
}
