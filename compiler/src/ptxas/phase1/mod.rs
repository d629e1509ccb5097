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

mod abi;
pub mod template;
mod compare;
mod float;
mod int;
mod memory;
mod post;
mod sync;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod abi_tests;
pub use abi::{abi_layout, ABI_FIRST_ARG, ABI_RETURN_ADDRESS};
use abi::*;
pub use post::post_conversion;
pub use template::Body;
use template::Body::{Emit, Rust};
use template::{t, Mod, Template};

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
    /// What it emits: templates, or a Rust body where the rule computes.
    pub convert: Body,
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

/// `PLOP3.LUT p, PT, a, b, PT, lut, 0x0`: a binary predicate operation.
macro_rules! plop3 {
    ($lut:expr) => {
        Template { opcode: "PLOP3", mods: &[Mod::Always("LUT")], defs: 2, operands: &[t::DP, t::PT, t::pred(1), t::pred(2), t::PT, t::imm($lut), t::imm(0)] }
    };
}

/// The Phase-1 rule table, tried in order.
pub static RULES: &[Rule] = &[
    // Memory.
    Rule { name: "ld.param → LDC", ptx: "ld", types: &[], when: in_param, convert: Rust(Conv::ld_param) },
    Rule { name: ABI_ST_PARAM, ptx: "st", types: &[], when: in_param, convert: Rust(Conv::st_param_abi) },
    Rule { name: "ld.global → LDG.E", ptx: "ld", types: &[], when: in_global, convert: Rust(Conv::ld_global) },
    Rule { name: "st.global → STG.E", ptx: "st", types: &[], when: in_global, convert: Rust(Conv::st_global) },
    Rule { name: "ld.shared → LDS", ptx: "ld", types: &[], when: in_shared, convert: Rust(Conv::ld_shared) },
    Rule { name: "st.shared → STS", ptx: "st", types: &[], when: in_shared, convert: Rust(Conv::st_shared) },
    Rule { name: "ld.local → LDL", ptx: "ld", types: &[], when: in_local, convert: Rust(Conv::ld_local) },
    Rule { name: "st.local → STL", ptx: "st", types: &[], when: in_local, convert: Rust(Conv::st_local) },
    Rule { name: "ld (generic) → LD.E", ptx: "ld", types: &[], when: generic_space, convert: Rust(Conv::ld_generic) },
    Rule { name: "st (generic) → ST.E", ptx: "st", types: &[], when: generic_space, convert: Rust(Conv::st_generic) },
    Rule { name: "st.volatile (generic) → ST.E.STRONG.SYS", ptx: "st", types: &[], when: generic_volatile, convert: Rust(Conv::st_generic) },
    Rule { name: "cvta.local → IADD3 + IADD3.X (local window c[0x0][0x20])", ptx: "cvta", types: &[Ty::I64], when: cvta_local, convert: Rust(Conv::cvta_local) },
    Rule { name: "cvta.to.local → IADD3 (minus the local window c[0x0][0x20])", ptx: "cvta", types: &[Ty::I64], when: cvta_to_local, convert: Rust(Conv::cvta_to_local) },
    Rule { name: "cvta.to.global → MOV (identity)", ptx: "cvta", types: &[Ty::I64], when: in_global, convert: Rust(Conv::cvta_global) },
    Rule { name: "ld.const → LDC c[0x3][...]", ptx: "ld", types: &[], when: in_const, convert: Rust(Conv::ld_const) },
    Rule { name: "cvta.shared → MOV + S2R SR_SWINHI (shared window)", ptx: "cvta", types: &[Ty::I64], when: cvta_shared, convert: Rust(Conv::cvta_shared) },
    Rule { name: "cvta.to.shared → MOV (low word)", ptx: "cvta", types: &[Ty::I64, Ty::I32], when: cvta_to_shared, convert: Rust(Conv::cvta_to_shared) },
    // Moves and special registers.
    Rule { name: "mov special register → S2R / LDC c[0x0]", ptx: "mov", types: &[Ty::I32], when: has_special_src, convert: Rust(Conv::mov_special) },
    Rule { name: "mov.b32 → MOV", ptx: "mov", types: &[Ty::I32, Ty::F32, Ty::I16, Ty::I8], when: not_special_src, convert: Rust(Conv::mov32) },
    Rule { name: "mov.b64 → MOV (pair)", ptx: "mov", types: &[Ty::I64, Ty::F64], when: not_special_src, convert: Rust(Conv::mov64) },
    Rule { name: "mov.pred → PLOP3.LUT", ptx: "mov", types: &[Ty::Pred], when: always, convert: Rust(Conv::mov_pred) },
    // 32-bit integer arithmetic.
    Rule { name: "add.s32 → IADD3", ptx: "add", types: &[Ty::I32, Ty::I16], when: always, convert: Rust(Conv::add32) },
    Rule { name: "sub.s32 → IADD3 (negated B)", ptx: "sub", types: &[Ty::I32, Ty::I16], when: always, convert: Rust(Conv::sub32) },
    Rule { name: "add.s64 → IADD3 + IADD3.X", ptx: "add", types: &[Ty::I64], when: always, convert: Rust(|c, i| c.add64_parts(i, false)) },
    Rule { name: "sub.s64 → IADD3 + IADD3.X", ptx: "sub", types: &[Ty::I64], when: always, convert: Rust(|c, i| c.add64_parts(i, true)) },
    Rule { name: "mul.lo.s32 → IMAD", ptx: "mul", types: &[Ty::I32, Ty::I16], when: is_lo, convert: Rust(Conv::mul_lo32) },
    Rule { name: "mul.hi.s32 → IMAD.HI", ptx: "mul", types: &[Ty::I32], when: is_hi, convert: Rust(|c, i| c.product32(i, false)) },
    Rule { name: "mul.wide.s32 → IMAD.WIDE", ptx: "mul", types: &[Ty::I32], when: is_wide, convert: Rust(|c, i| c.product32(i, true)) },
    Rule { name: "mul.lo.s64 → IMAD.WIDE.U32 + IMAD + IMAD + IADD3", ptx: "mul", types: &[Ty::I64], when: is_lo, convert: Rust(Conv::mul_lo64) },
    Rule { name: "mad.lo.s64 → IMAD + IMAD + IMAD.WIDE.U32 (addend) + IADD3", ptx: "mad", types: &[Ty::I64], when: is_lo, convert: Rust(Conv::mad_lo64) },
    Rule { name: "shf.l/shf.r → SHF.L.HI / SHF.R (funnel shift)", ptx: "shf", types: &[Ty::I32], when: always, convert: Rust(Conv::shf) },
    Rule { name: "mad.lo.s32 → IMAD", ptx: "mad", types: &[Ty::I32, Ty::I16], when: is_lo, convert: Rust(Conv::mad_lo32) },
    Rule { name: "mad.wide.s32 → IMAD.WIDE", ptx: "mad", types: &[Ty::I32], when: is_wide, convert: Rust(Conv::mad_wide) },
    Rule { name: "neg.s32 → IADD3 (negated A)", ptx: "neg", types: &[Ty::I32], when: always, convert: Emit(&[Template { opcode: "IADD3", mods: &[], defs: 1, operands: &[t::D, t::int_reg(1).neg(), t::RZ, t::RZ] }]) },
    Rule { name: "abs.s32 → IABS", ptx: "abs", types: &[Ty::I32], when: always, convert: Emit(&[Template { opcode: "IABS", mods: &[], defs: 1, operands: &[t::D, t::int(1)] }]) },
    Rule { name: "min.s32 → VIMNMX (PT)", ptx: "min", types: &[Ty::I32], when: always, convert: Rust(|c, i| c.minmax32(i, false)) },
    Rule { name: "max.s32 → VIMNMX (!PT)", ptx: "max", types: &[Ty::I32], when: always, convert: Rust(|c, i| c.minmax32(i, true)) },
    Rule { name: "shl.b32 → SHF.L.U32", ptx: "shl", types: &[Ty::I32, Ty::I16], when: always, convert: Rust(Conv::shl32) },
    Rule { name: "shr.b32 → SHF.R.U32.HI / SHF.R.S32.HI", ptx: "shr", types: &[Ty::I32, Ty::I16], when: always, convert: Rust(Conv::shr32) },
    Rule { name: "shl.b64 (immediate) → SHF.L.U64.HI + SHF.L.U32", ptx: "shl", types: &[Ty::I64], when: shift_by_imm, convert: Rust(Conv::shl64) },
    Rule { name: "shr.b64 (immediate) → SHF.R.U64 + SHF.R.U32.HI", ptx: "shr", types: &[Ty::I64], when: shift_by_imm, convert: Rust(Conv::shr64) },
    Rule { name: "and.b32 → LOP3.LUT 0xc0", ptx: "and", types: &[Ty::I32, Ty::I16], when: always, convert: Rust(|c, i| c.logic32(i, 0xc0)) },
    Rule { name: "or.b32 → LOP3.LUT 0xfc", ptx: "or", types: &[Ty::I32, Ty::I16], when: always, convert: Rust(|c, i| c.logic32(i, 0xfc)) },
    Rule { name: "xor.b32 → LOP3.LUT 0x3c", ptx: "xor", types: &[Ty::I32, Ty::I16], when: always, convert: Rust(|c, i| c.logic32(i, 0x3c)) },
    Rule { name: "not.b32 → LOP3.LUT 0x33", ptx: "not", types: &[Ty::I32, Ty::I16], when: always, convert: Emit(&[Template { opcode: "LOP3", mods: &[Mod::Always("LUT")], defs: 1, operands: &[t::D, t::RZ, t::int(1), t::RZ, t::imm(0x33), t::PT.not()] }]) },
    Rule { name: "and.b64 → 2 × LOP3.LUT 0xc0", ptx: "and", types: &[Ty::I64], when: always, convert: Rust(|c, i| c.logic64(i, 0xc0)) },
    Rule { name: "or.b64 → 2 × LOP3.LUT 0xfc", ptx: "or", types: &[Ty::I64], when: always, convert: Rust(|c, i| c.logic64(i, 0xfc)) },
    Rule { name: "xor.b64 → 2 × LOP3.LUT 0x3c", ptx: "xor", types: &[Ty::I64], when: always, convert: Rust(|c, i| c.logic64(i, 0x3c)) },
    Rule { name: "and.pred → PLOP3.LUT 0x80", ptx: "and", types: &[Ty::Pred], when: always, convert: Emit(&[plop3!(0x80)]) },
    Rule { name: "or.pred → PLOP3.LUT 0xa8", ptx: "or", types: &[Ty::Pred], when: always, convert: Emit(&[plop3!(0xa8)]) },
    Rule { name: "xor.pred → PLOP3.LUT 0x28", ptx: "xor", types: &[Ty::Pred], when: always, convert: Emit(&[plop3!(0x28)]) },
    Rule { name: "not.pred → PLOP3.LUT 0x08", ptx: "not", types: &[Ty::Pred], when: always, convert: Emit(&[Template { opcode: "PLOP3", mods: &[Mod::Always("LUT")], defs: 2, operands: &[t::DP, t::PT, t::pred(1), t::PT, t::PT, t::imm(0x08), t::imm(0)] }]) },
    Rule { name: "popc.b32 → POPC", ptx: "popc", types: &[Ty::I32], when: always, convert: Emit(&[Template { opcode: "POPC", mods: &[], defs: 1, operands: &[t::D, t::int(1)] }]) },
    Rule { name: "clz.b32 → FLO.U32 + IADD3", ptx: "clz", types: &[Ty::I32], when: always, convert: Rust(Conv::clz32) },
    Rule { name: "brev.b32 → BREV", ptx: "brev", types: &[Ty::I32], when: always, convert: Emit(&[Template { opcode: "BREV", mods: &[], defs: 1, operands: &[t::D, t::int(1)] }]) },
    // Comparisons and selection.
    Rule { name: "setp.s32 → ISETP", ptx: "setp", types: &[Ty::I32, Ty::I16], when: always, convert: Rust(Conv::setp32) },
    Rule { name: "setp.s64 → ISETP + ISETP.EX", ptx: "setp", types: &[Ty::I64], when: always, convert: Rust(Conv::setp64) },
    Rule { name: "setp.f32 → FSETP", ptx: "setp", types: &[Ty::F32], when: always, convert: Rust(Conv::setp_f32) },
    Rule { name: "selp.b32 → SEL", ptx: "selp", types: &[Ty::I32, Ty::I16], when: always, convert: Rust(Conv::selp32) },
    Rule { name: "selp.f32 → FSEL", ptx: "selp", types: &[Ty::F32], when: always, convert: Rust(Conv::selp_f32) },
    Rule { name: "selp.b64 → 2 × SEL", ptx: "selp", types: &[Ty::I64, Ty::F64], when: always, convert: Rust(Conv::selp64) },
    // Atomics and warp operations.
    Rule { name: "atom.global → ATOMG.E.<op>.STRONG.GPU", ptx: "atom", types: &[Ty::I32, Ty::I64, Ty::F32, Ty::F64], when: atom_global_relaxed_gpu, convert: Rust(Conv::atom_global) },
    Rule { name: "atom.shared.add → ATOMS.ADD", ptx: "atom", types: &[Ty::I32], when: atom_shared_add, convert: Rust(Conv::atom_shared) },
    Rule { name: "shfl.sync → SHFL (full warp)", ptx: "shfl", types: &[Ty::I32], when: always, convert: Rust(Conv::shfl) },
    Rule { name: "vote.sync.ballot → VOTE.ANY R", ptx: "vote", types: &[Ty::I32], when: always, convert: Rust(Conv::vote_ballot) },
    Rule { name: "vote.sync.any/all.pred → VOTE.ANY/ALL P", ptx: "vote", types: &[Ty::Pred], when: always, convert: Rust(Conv::vote_pred) },
    Rule { name: "fence/membar → MEMBAR + ERRBAR + CGAERRBAR + CCTL.IVALL", ptx: "fence", types: &[], when: |i| (!i.has_modifier(".proxy") || !i.has_modifier(".async")) && !i.has_modifier(".cluster"), convert: Rust(Conv::fence) },
    Rule { name: "fence/membar → MEMBAR + ERRBAR + CGAERRBAR + CCTL.IVALL", ptx: "membar", types: &[], when: always, convert: Rust(Conv::fence) },
    // Control flow.
    Rule { name: "bra → BRA", ptx: "bra", types: &[], when: always, convert: Rust(Conv::bra) },
    Rule { name: "ret → EXIT", ptx: "ret", types: &[], when: always, convert: Rust(Conv::ret) },
    Rule { name: ABI_CALL, ptx: "call", types: &[], when: always, convert: Rust(Conv::call_abi) },
    Rule { name: "exit → EXIT", ptx: "exit", types: &[], when: always, convert: Rust(Conv::ret) },
    Rule { name: "bar.sync → BAR.SYNC.DEFER_BLOCKING", ptx: "bar", types: &[], when: always, convert: Rust(Conv::bar) },
    Rule { name: "barrier.sync → BAR.SYNC.DEFER_BLOCKING", ptx: "barrier", types: &[], when: |i| !i.has_modifier(".cluster"), convert: Rust(Conv::bar) },
    // Single-precision floating point.
    Rule { name: "add.f32 → FADD", ptx: "add", types: &[Ty::F32], when: always, convert: Rust(|c, i| c.fbin(i, "FADD", false)) },
    Rule { name: "sub.f32 → FADD (negated B)", ptx: "sub", types: &[Ty::F32], when: always, convert: Rust(Conv::fsub) },
    Rule { name: "mul.f32 → FMUL", ptx: "mul", types: &[Ty::F32], when: always, convert: Rust(|c, i| c.fbin(i, "FMUL", false)) },
    Rule { name: "fma.f32 → FFMA", ptx: "fma", types: &[Ty::F32], when: always, convert: Rust(Conv::ffma) },
    Rule { name: "mad.f32 → FFMA", ptx: "mad", types: &[Ty::F32], when: always, convert: Rust(Conv::ffma) },
    Rule { name: "neg.f32 → FADD -a, -RZ", ptx: "neg", types: &[Ty::F32], when: always, convert: Emit(&[Template { opcode: "FADD", mods: &[Mod::If(".ftz", "FTZ")], defs: 1, operands: &[t::D, t::f32_reg(1).neg(), t::RZ.neg()] }]) },
    Rule { name: "abs.f32 → FADD |a|, -RZ", ptx: "abs", types: &[Ty::F32], when: always, convert: Emit(&[Template { opcode: "FADD", mods: &[Mod::If(".ftz", "FTZ")], defs: 1, operands: &[t::D, t::f32_reg(1).abs(), t::RZ.neg()] }]) },
    Rule { name: "min.f32 → FMNMX (PT)", ptx: "min", types: &[Ty::F32], when: always, convert: Rust(|c, i| c.fminmax(i, false)) },
    Rule { name: "max.f32 → FMNMX (!PT)", ptx: "max", types: &[Ty::F32], when: always, convert: Rust(Conv::fmax) },
    Rule { name: "div.approx.f32 → MUFU.RCP + FMUL", ptx: "div", types: &[Ty::F32], when: is_approx, convert: Rust(Conv::fdiv_approx) },
    Rule { name: "rcp.approx.ftz.f32 → MUFU.RCP", ptx: "rcp", types: &[Ty::F32], when: is_approx_ftz, convert: Rust(|c, i| c.mufu(i, "RCP")) },
    Rule { name: "sqrt.approx.ftz.f32 → MUFU.SQRT", ptx: "sqrt", types: &[Ty::F32], when: is_approx_ftz, convert: Rust(Conv::mufu_sqrt) },
    Rule { name: "rsqrt.approx.ftz.f32 → MUFU.RSQ", ptx: "rsqrt", types: &[Ty::F32], when: is_approx_ftz, convert: Rust(|c, i| c.mufu(i, "RSQ")) },
    Rule { name: "ex2.approx.ftz.f32 → MUFU.EX2", ptx: "ex2", types: &[Ty::F32], when: is_approx_ftz, convert: Rust(Conv::mufu_ex2) },
    Rule { name: "ex2.approx.f32 → FSETP + FMUL + MUFU.EX2 + FMUL (denormal results)", ptx: "ex2", types: &[Ty::F32], when: is_approx_noftz, convert: Rust(Conv::ex2_denormal) },
    Rule { name: "lg2.approx.ftz.f32 → MUFU.LG2", ptx: "lg2", types: &[Ty::F32], when: is_approx_ftz, convert: Rust(|c, i| c.mufu(i, "LG2")) },
    // Double precision (register pairs).
    Rule { name: "add.f64 → DADD", ptx: "add", types: &[Ty::F64], when: always, convert: Rust(|c, i| c.dbin(i, "DADD", false)) },
    Rule { name: "sub.f64 → DADD (negated B)", ptx: "sub", types: &[Ty::F64], when: always, convert: Rust(Conv::dsub) },
    Rule { name: "mul.f64 → DMUL", ptx: "mul", types: &[Ty::F64], when: always, convert: Rust(|c, i| c.dbin(i, "DMUL", false)) },
    Rule { name: "fma.f64 → DFMA", ptx: "fma", types: &[Ty::F64], when: always, convert: Rust(Conv::dfma) },
    Rule { name: "setp.f64 → DSETP", ptx: "setp", types: &[Ty::F64], when: always, convert: Rust(Conv::setp_f64) },
    Rule { name: "cvt.f64.f32 / cvt.f32.f64 → F2F", ptx: "cvt", types: &[], when: cvt_f_f, convert: Rust(Conv::cvt_f2f) },
    Rule { name: "cvt.f64.s32 → I2F.F64", ptx: "cvt", types: &[], when: cvt_f64_i32, convert: Rust(Conv::cvt_f64_i32) },
    // Conversions.
    Rule { name: "cvt.f32.s32 → I2FP.F32.S32", ptx: "cvt", types: &[], when: cvt_f32_int, convert: Rust(Conv::cvt_f32_int) },
    Rule { name: "cvt.s32.f32 → F2I", ptx: "cvt", types: &[], when: cvt_int_f32, convert: Rust(Conv::cvt_int_f32) },
    Rule { name: "cvt between integers → MOV / SHF / LOP3 / SGXT", ptx: "cvt", types: &[], when: cvt_int_int, convert: Rust(Conv::cvt_int) },
];

/// Every Phase 1 rule in the order they are tried: the hand-written PTX extras (`math/ext.rs`:
/// carry chains, testp, slct, prmt modes, red), the control-flow, atomics and warp rules
/// (`flow.rs`, whose conditions exclude what the base rules take), the base rules, then
/// the math, bit-field and tensor rules (`math.rs` and its child modules), then the tcgen05
/// rules (`tcgen05.rs`). The explorer's
/// table lists them in this order too.
pub fn all_rules() -> impl Iterator<Item = &'static Rule> {
    EXT_RULES.iter().chain(FLOW_RULES.iter()).chain(RULES.iter()).chain(MATH_RULES.iter()).chain(BIT_RULES.iter()).chain(TENSOR_RULES.iter()).chain(TCGEN05_RULES.iter())
}

/// The rules of each PTX opcode, in the order [`all_rules`] tries them: the dispatch map, built
/// once.
fn rules_by_opcode() -> &'static HashMap<&'static str, Vec<&'static Rule>> {
    static MAP: std::sync::OnceLock<HashMap<&'static str, Vec<&'static Rule>>> = std::sync::OnceLock::new();
    MAP.get_or_init(|| {
        let mut m: HashMap<&'static str, Vec<&'static Rule>> = HashMap::new();
        for r in all_rules() {
            m.entry(r.ptx).or_default().push(r);
        }
        m
    })
}

/// The rule that takes `inst`, if any: the first of its opcode's rules whose types and
/// conditions hold.
pub fn rule_for(inst: &Instruction) -> Option<&'static Rule> {
    let ty = inst.ty().map(ty_class);
    rules_by_opcode()
        .get(inst.opcode.as_str())?
        .iter()
        .copied()
        .find(|r| (r.types.is_empty() || ty.is_some_and(|t| r.types.contains(&t))) && (r.when)(inst))
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
    /// The `wgmma.mma_async` results still in flight (math/tensor.rs).
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
        match rule.convert {
            Rust(f) => f(self, i),
            Emit(templates) => self.apply(templates, i),
        }
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
