//! What is legal on NVPTX: the type actions of type legalization and the (opcode, type) action
//! table of operation legalization (seed 003, 4.C/4.D), per SM.
//!
//! Facts follow LLVM 22's `NVPTXTargetLowering` constructor, where it differs from the seed:
//!
//! * **f16 and bf16 are legal *types* on every SM** (LLVM adds their register classes
//!   unconditionally); seed 4.16's SM gate (f16 from sm_53, v2f16 from sm_70, bf16 from sm_80)
//!   is applied to the *operations* instead: `fadd f16` is Legal from sm_53 and Promote below,
//!   `fadd bf16` is Legal from sm_90, Custom (as an `fma`) on sm_80..89 and Promote below.
//! * `v2f32` is a legal type only with the f32x2 instructions (sm_100+, PTX 8.6+); `v2i32` is
//!   never legal (LLVM 22 splits it to lanes at every SM).
//! * The action codes are the seed's (4.19: Legal 0, Custom 1, Expand 2, LibCall 3, Promote 4),
//!   not upstream's enum order.
//!
//! The table is data ([`OP_ACTIONS`]): rows of (opcodes, types, condition, action), the first
//! matching row wins, and a pair no row names is Legal (4.21). [`CC_ACTIONS`] gives SETCC's
//! per-condition-code granularity (4.18).

use super::{CondCode, Isd, Mvt, Scalar};

/// The subtarget facts legality depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caps {
    /// The SM number (`90` for sm_90).
    pub sm: u16,
    /// The PTX ISA version as a number (`78` for 7.8).
    pub ptx: u32,
}

impl Caps {
    /// f16 arithmetic (`allowFP16Math`: sm_53+).
    pub const fn fp16_math(self) -> bool {
        self.sm >= 53
    }
    /// The f32x2 instructions (`hasF32x2Instructions`: sm_100+, PTX 8.6+).
    pub const fn f32x2(self) -> bool {
        self.sm >= 100 && self.ptx >= 86
    }
}

/// What type legalization does with a value type (LLVM's `TypeAction`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeAction {
    /// Legal: a register class holds it.
    Legal,
    /// Widen an integer to this larger legal type (`i8 -> i16`).
    Promote(Mvt),
    /// Split an integer into two halves of this type (`i128 -> 2 x i64`).
    Expand(Mvt),
    /// Emulate a floating-point type with integers (none on NVPTX: f16/bf16 are legal types and
    /// the DAG has no f128).
    Soften(Mvt),
    /// Split a vector into two halves of this type (`v8f16 -> 2 x v4f16`).
    Split(Mvt),
    /// Break a vector into its lanes (`v2f32 -> 2 x f32` where v2f32 is not legal).
    Scalarize(Scalar),
}

impl TypeAction {
    /// The rule name its events carry.
    pub const fn rule(self) -> &'static str {
        match self {
            TypeAction::Legal => "legalize-types.legal",
            TypeAction::Promote(_) => "legalize-types.promote",
            TypeAction::Expand(_) => "legalize-types.expand",
            TypeAction::Soften(_) => "legalize-types.soften",
            TypeAction::Split(_) => "legalize-types.split",
            TypeAction::Scalarize(_) => "legalize-types.scalarize",
        }
    }
}

/// Whether `vt` has a register class on this subtarget.
pub fn is_legal_type(vt: Mvt, caps: Caps) -> bool {
    use Scalar::*;
    match vt {
        Mvt::Other | Mvt::Glue => true,
        Mvt::Scalar(s) => matches!(s, I1 | I16 | I32 | I64 | F16 | BF16 | F32 | F64),
        Mvt::Vector(s, n) => match (s, n) {
            (I16 | F16 | BF16, 2) | (I8, 4) => true,
            // LLVM 22 adds only v2f32 to Int64Regs (v2i32 stays split: `ld.v2.b32`, `and.b32` per lane).
            (F32, 2) => caps.f32x2(),
            _ => false,
        },
    }
}

/// The type action for `vt`.
pub fn type_action(vt: Mvt, caps: Caps) -> TypeAction {
    if is_legal_type(vt, caps) {
        return TypeAction::Legal;
    }
    match vt {
        Mvt::Scalar(Scalar::I8) => TypeAction::Promote(Mvt::I16),
        Mvt::Scalar(Scalar::I128) => TypeAction::Expand(Mvt::I64),
        Mvt::Vector(s, n) if n >= 4 && n.is_power_of_two() => TypeAction::Split(Mvt::Vector(s, n / 2)),
        Mvt::Vector(s, _) => TypeAction::Scalarize(s),
        // Every other scalar MVT is legal; keep the match total.
        _ => TypeAction::Legal,
    }
}

/// An operation action (seed 003, 4.19), with the seed's codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// 0: the target selects it as it is.
    Legal,
    /// 1: the target lowers it (LowerOperation); when that declines, Expand.
    Custom,
    /// 2: rewrite in terms of other operations.
    Expand,
    /// 3: call a library function.
    LibCall,
    /// 4: do it on a larger legal type and convert back.
    Promote,
}

impl Action {
    /// The seed's action code.
    pub const fn code(self) -> u8 {
        match self {
            Action::Legal => 0,
            Action::Custom => 1,
            Action::Expand => 2,
            Action::LibCall => 3,
            Action::Promote => 4,
        }
    }
    /// The name the log uses.
    pub const fn name(self) -> &'static str {
        match self {
            Action::Legal => "legal",
            Action::Custom => "custom",
            Action::Expand => "expand",
            Action::LibCall => "libcall",
            Action::Promote => "promote",
        }
    }
}

/// When a row applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    /// On every subtarget.
    Always,
    /// From this SM on.
    SmAtLeast(u16),
    /// Below this SM.
    SmBelow(u16),
    /// From this SM on and this PTX version on.
    SmPtxAtLeast(u16, u32),
    /// Below this SM or below this PTX version.
    SmPtxBelow(u16, u32),
}

impl When {
    /// Whether the condition holds.
    pub const fn holds(self, caps: Caps) -> bool {
        match self {
            When::Always => true,
            When::SmAtLeast(sm) => caps.sm >= sm,
            When::SmBelow(sm) => caps.sm < sm,
            When::SmPtxAtLeast(sm, ptx) => caps.sm >= sm && caps.ptx >= ptx,
            When::SmPtxBelow(sm, ptx) => caps.sm < sm || caps.ptx < ptx,
        }
    }
    /// The condition as the action table prints it (`sm_80+`).
    pub fn describe(self) -> String {
        match self {
            When::Always => "all".into(),
            When::SmAtLeast(sm) => format!("sm_{sm}+"),
            When::SmBelow(sm) => format!("below sm_{sm}"),
            When::SmPtxAtLeast(sm, ptx) => format!("sm_{sm}+ and PTX {}.{}+", ptx / 10, ptx % 10),
            When::SmPtxBelow(sm, ptx) => format!("below sm_{sm} or PTX {}.{}", ptx / 10, ptx % 10),
        }
    }
}

/// One row of the action table.
pub struct ActionRow {
    /// The opcodes it covers.
    pub ops: &'static [Isd],
    /// The types it covers (the type [`action_type`] picks for the node).
    pub types: &'static [Mvt],
    /// When it applies.
    pub when: When,
    /// The action.
    pub action: Action,
    /// Why (LLVM's reason, one line).
    pub about: &'static str,
}

const F16: Mvt = Mvt::F16;
const BF16: Mvt = Mvt::BF16;
const V2F16: Mvt = Mvt::Vector(Scalar::F16, 2);
const V2BF16: Mvt = Mvt::Vector(Scalar::BF16, 2);
const V2I16: Mvt = Mvt::Vector(Scalar::I16, 2);
const V4I8: Mvt = Mvt::Vector(Scalar::I8, 4);
const V2F32: Mvt = Mvt::Vector(Scalar::F32, 2);
const V2I32: Mvt = Mvt::Vector(Scalar::I32, 2);
const INTS: &[Mvt] = &[Mvt::I16, Mvt::I32, Mvt::I64];

/// The operation action table, first match wins; pairs no row names are Legal.
pub const OP_ACTIONS: &[ActionRow] = &[
    // f16 arithmetic: native from sm_53 (allowFP16Math), else promoted to f32 (seed 4.15/4.16).
    ActionRow { ops: &[Isd::FAdd, Isd::FSub, Isd::FMul, Isd::Fma], types: &[F16], when: When::SmAtLeast(53), action: Action::Legal, about: "add/sub/mul/fma.f16" },
    ActionRow { ops: &[Isd::FAdd, Isd::FSub, Isd::FMul, Isd::Fma], types: &[F16], when: When::Always, action: Action::Promote, about: "no f16 math: fp_extend, f32 op, fp_round" },
    ActionRow { ops: &[Isd::FAdd, Isd::FSub, Isd::FMul, Isd::Fma], types: &[V2F16], when: When::SmAtLeast(53), action: Action::Legal, about: "f16x2 arithmetic" },
    ActionRow { ops: &[Isd::FAdd, Isd::FSub, Isd::FMul, Isd::Fma], types: &[V2F16], when: When::Always, action: Action::Expand, about: "no f16 math: per lane" },
    // bf16: fma from sm_80, add/sub/mul from sm_90; sm_80..89 select add/sub/mul as fma.
    ActionRow { ops: &[Isd::Fma], types: &[BF16, V2BF16], when: When::SmPtxAtLeast(80, 70), action: Action::Legal, about: "fma.rn.bf16" },
    ActionRow { ops: &[Isd::FAdd, Isd::FSub, Isd::FMul], types: &[BF16, V2BF16], when: When::SmPtxAtLeast(90, 78), action: Action::Legal, about: "add/sub/mul.bf16" },
    ActionRow { ops: &[Isd::FAdd, Isd::FSub, Isd::FMul], types: &[BF16, V2BF16], when: When::SmPtxAtLeast(80, 70), action: Action::Custom, about: "as fma.rn.bf16 (no add.bf16 before sm_90)" },
    ActionRow { ops: &[Isd::FAdd, Isd::FSub, Isd::FMul, Isd::Fma], types: &[BF16], when: When::Always, action: Action::Promote, about: "no bf16 math: via f32" },
    ActionRow { ops: &[Isd::FAdd, Isd::FSub, Isd::FMul, Isd::Fma], types: &[V2BF16], when: When::Always, action: Action::Expand, about: "no bf16 math: per lane" },
    ActionRow { ops: &[Isd::FAdd, Isd::FSub, Isd::FMul, Isd::Fma], types: &[V2F32], when: When::Always, action: Action::Legal, about: "f32x2 (the type is legal only where these are)" },
    // Comparisons of 16-bit floats.
    ActionRow { ops: &[Isd::SetCC], types: &[F16], when: When::SmAtLeast(53), action: Action::Legal, about: "setp.f16" },
    ActionRow { ops: &[Isd::SetCC], types: &[BF16], when: When::SmPtxAtLeast(90, 78), action: Action::Legal, about: "setp.bf16" },
    ActionRow { ops: &[Isd::SetCC], types: &[F16, BF16], when: When::Always, action: Action::Promote, about: "compare in f32" },
    ActionRow { ops: &[Isd::SetCC], types: &[V2F16, V2BF16, V2I16, V4I8, V2I32], when: When::Always, action: Action::Expand, about: "per lane" },
    // Operations PTX has only for f32/f64.
    ActionRow { ops: &[Isd::FDiv, Isd::FRem, Isd::FSqrt, Isd::FSin, Isd::FCos, Isd::FRound, Isd::FLog2, Isd::FExp, Isd::FExp10, Isd::FLog, Isd::FLog10, Isd::FPow], types: &[F16, BF16], when: When::Always, action: Action::Promote, about: "f32 only" },
    // The math library calls: NVPTX has no libcalls (libdevice is linked at the IR level), so
    // LLVM stops with "no libcall available for fexp"; only exp2 f32 is native (ex2.approx).
    // (fpow is Legal there, and so "Cannot select", as here: no row, no pattern.)
    ActionRow { ops: &[Isd::FExp, Isd::FExp10, Isd::FLog, Isd::FLog10, Isd::FLog2], types: &[Mvt::F32, Mvt::F64], when: When::Always, action: Action::LibCall, about: "no libcall on NVPTX" },
    ActionRow { ops: &[Isd::FExp2], types: &[Mvt::F64], when: When::Always, action: Action::LibCall, about: "no libcall on NVPTX (ex2 is f32 only)" },
    // cvt.r*i.f16.f16 on every SM we target, ex2.approx.f16 from sm_75 (PTX 7.0), as LLVM 22.
    ActionRow { ops: &[Isd::FFloor, Isd::FCeil, Isd::FTrunc, Isd::FRint, Isd::FNearbyInt, Isd::FRoundEven], types: &[F16], when: When::Always, action: Action::Legal, about: "cvt.rmi/rpi/rzi/rni.f16.f16" },
    ActionRow { ops: &[Isd::FExp2], types: &[F16], when: When::SmPtxAtLeast(75, 70), action: Action::Legal, about: "ex2.approx.f16" },
    ActionRow { ops: &[Isd::FMinNum, Isd::FMaxNum, Isd::FAbs, Isd::FExp2], types: &[F16], when: When::SmAtLeast(80), action: Action::Legal, about: "min/max/abs/ex2.f16" },
    // hasBF16Math (sm_80, PTX 7.0): min/max/abs.bf16, and min/max.NaN of both 16-bit floats.
    ActionRow { ops: &[Isd::FMinNum, Isd::FMaxNum, Isd::FAbs], types: &[BF16], when: When::SmPtxAtLeast(80, 70), action: Action::Legal, about: "min/max/abs.bf16" },
    ActionRow { ops: &[Isd::FMinimum, Isd::FMaximum], types: &[F16, BF16], when: When::SmPtxAtLeast(80, 70), action: Action::Legal, about: "min/max.NaN.f16 / bf16" },
    ActionRow { ops: &[Isd::FMinNum, Isd::FMaxNum, Isd::FAbs, Isd::FExp2, Isd::FFloor, Isd::FCeil, Isd::FTrunc, Isd::FRint, Isd::FNearbyInt, Isd::FRoundEven], types: &[F16, BF16], when: When::SmAtLeast(90), action: Action::Legal, about: "native 16-bit float op" },
    ActionRow { ops: &[Isd::FMinNum, Isd::FMaxNum, Isd::FAbs, Isd::FExp2, Isd::FFloor, Isd::FCeil, Isd::FTrunc, Isd::FRint, Isd::FNearbyInt, Isd::FRoundEven], types: &[F16, BF16], when: When::Always, action: Action::Promote, about: "via f32" },
    // Packed 16-bit and f32x2 vectors: only some operations exist; the rest go lane by lane.
    ActionRow { ops: &[Isd::FMinNum, Isd::FMaxNum, Isd::FMinimum, Isd::FMaximum], types: &[V2F16, V2BF16], when: When::SmPtxAtLeast(80, 70), action: Action::Legal, about: "min/max.f16x2 / bf16x2" },
    ActionRow { ops: &[Isd::FAbs], types: &[V2F16], when: When::SmPtxAtLeast(53, 65), action: Action::Legal, about: "abs.f16x2" },
    ActionRow { ops: &[Isd::FAbs], types: &[V2BF16], when: When::SmPtxAtLeast(80, 70), action: Action::Legal, about: "abs.bf16x2" },
    ActionRow { ops: &[Isd::FExp2], types: &[V2F16], when: When::SmPtxAtLeast(75, 70), action: Action::Legal, about: "ex2.approx.f16x2" },
    ActionRow { ops: &[Isd::FExp2], types: &[V2BF16], when: When::SmPtxAtLeast(90, 78), action: Action::Legal, about: "ex2.approx.ftz.bf16x2" },
    ActionRow {
        ops: &[Isd::FDiv, Isd::FRem, Isd::FSqrt, Isd::FSin, Isd::FCos, Isd::FRound, Isd::FLog2, Isd::FExp2, Isd::FExp, Isd::FExp10, Isd::FLog, Isd::FLog10, Isd::FPow, Isd::FAbs, Isd::FMinNum, Isd::FMaxNum, Isd::FMinimum, Isd::FMaximum, Isd::FFloor, Isd::FCeil, Isd::FTrunc, Isd::FRint, Isd::FNearbyInt, Isd::FRoundEven],
        types: &[V2F16, V2BF16, V2F32],
        when: When::Always,
        action: Action::Expand,
        about: "no packed form: lane by lane",
    },
    ActionRow { ops: &[Isd::FNeg], types: &[F16, V2F16], when: When::SmPtxAtLeast(53, 60), action: Action::Legal, about: "neg.f16" },
    ActionRow { ops: &[Isd::FNeg], types: &[BF16, V2BF16], when: When::SmPtxAtLeast(80, 70), action: Action::Legal, about: "neg.bf16" },
    ActionRow { ops: &[Isd::FNeg], types: &[F16, V2F16, BF16, V2BF16, V2F32], when: When::Always, action: Action::Expand, about: "flip the sign bit" },
    ActionRow { ops: &[Isd::FMinimum, Isd::FMaximum], types: &[Mvt::F32], when: When::SmPtxAtLeast(80, 70), action: Action::Legal, about: "min/max.NaN.f32" },
    ActionRow { ops: &[Isd::FMinimum, Isd::FMaximum], types: &[Mvt::F32, Mvt::F64, F16, BF16], when: When::Always, action: Action::Expand, about: "NaN-propagating min/max by compare and select" },
    ActionRow { ops: &[Isd::FCopySign], types: &[Mvt::F32, Mvt::F64], when: When::Always, action: Action::Custom, about: "NVPTXISD::FCOPYSIGN" },
    ActionRow { ops: &[Isd::FRem], types: &[Mvt::F32, Mvt::F64], when: When::Always, action: Action::Custom, about: "x - trunc(x / y) * y as an fma; x when y is infinite" },
    ActionRow { ops: &[Isd::FCopySign], types: &[F16, BF16, V2F16, V2BF16], when: When::Always, action: Action::Expand, about: "bit operations" },
    ActionRow { ops: &[Isd::FCopySign], types: &[V2F32], when: When::Always, action: Action::Expand, about: "per lane (NVPTXISD::FCOPYSIGN on f32)" },
    ActionRow { ops: &[Isd::FRound], types: &[Mvt::F32, Mvt::F64], when: When::Always, action: Action::Custom, about: "round half away from zero by hand" },
    // A conversion to i1: to i32, then truncated (no cvt.pred form).
    ActionRow { ops: &[Isd::FpToSInt, Isd::FpToUInt], types: &[Mvt::I1], when: When::Always, action: Action::Promote, about: "cvt to i32, truncate" },
    ActionRow { ops: &[Isd::SIntToFp, Isd::UIntToFp], types: &[Mvt::I1], when: When::Always, action: Action::Promote, about: "sign/zero-extend to i32, cvt" },
    // Conversions with bf16 before sm_90 (LLVM custom-lowers them; legal where they are native).
    ActionRow { ops: &[Isd::FpExtend, Isd::FpRound], types: &[BF16, Mvt::F32, Mvt::F64], when: When::SmPtxBelow(90, 78), action: Action::Custom, about: "bf16 conversions through f32" },
    ActionRow { ops: &[Isd::SIntToFp, Isd::UIntToFp, Isd::FpToSInt, Isd::FpToUInt], types: &[Mvt::I1, Mvt::I16, Mvt::I32, Mvt::I64, BF16], when: When::SmPtxBelow(90, 78), action: Action::Custom, about: "bf16 conversions through f32" },
    // Memory-ordered atomics (sm_70+ PTX memory model): cmpxchg is atom.cas plus a compare of
    // the loaded value; a seq_cst access is a fence.sc then the acquire/release form.
    ActionRow { ops: &[Isd::AtomicCmpSwapWithSuccess], types: &[Mvt::I16, Mvt::I32, Mvt::I64], when: When::Always, action: Action::Expand, about: "ATOMIC_CMP_SWAP + setcc eq (i16 needs AtomicExpand's 32-bit loop)" },
    ActionRow { ops: &[Isd::AtomicCmpSwap, Isd::AtomicLoad, Isd::AtomicStore], types: &[Mvt::I32, Mvt::I64, Mvt::F32, Mvt::F64, Mvt::I16, F16, BF16], when: When::Always, action: Action::Custom, about: "seq_cst: fence.sc, then the acquire/release form" },
    // Integers.
    ActionRow { ops: &[Isd::AtomicLoadSub], types: &[Mvt::I32, Mvt::I64], when: When::Always, action: Action::Expand, about: "no atom.sub: atom.add of the negation (seed 4.23)" },
    ActionRow { ops: &[Isd::FShL, Isd::FShR], types: &[Mvt::I32], when: When::SmAtLeast(32), action: Action::Legal, about: "shf.l/shf.r" },
    ActionRow { ops: &[Isd::RotL, Isd::RotR, Isd::FShL, Isd::FShR], types: &[Mvt::I64], when: When::SmAtLeast(32), action: Action::Custom, about: "64-bit rotate" },
    ActionRow { ops: &[Isd::RotL, Isd::RotR], types: &[Mvt::I16, Mvt::I32, V2I16], when: When::Always, action: Action::Expand, about: "as a funnel shift or shifts" },
    // LLVM's default for funnel shifts is Expand; only the rows above make them Legal/Custom.
    ActionRow { ops: &[Isd::FShL, Isd::FShR], types: &[Mvt::I16, Mvt::I32, Mvt::I64, V2I16], when: When::Always, action: Action::Expand, about: "shifts + or" },
    // Saturating add/sub: PTX has add.sat.s32 only for the .s32 of its own semantics; LLVM 22
    // expands them all (umin/umax for the unsigned ones, an overflow test for the signed).
    ActionRow { ops: &[Isd::SAddSat, Isd::SSubSat, Isd::UAddSat, Isd::USubSat], types: INTS, when: When::Always, action: Action::Expand, about: "overflow test + select / umin, umax" },
    ActionRow { ops: &[Isd::UAddO, Isd::USubO, Isd::SAddO, Isd::SSubO, Isd::UMulO, Isd::SMulO], types: INTS, when: When::Always, action: Action::Expand, about: "the operation + an overflow test (setcc / mul.hi)" },
    ActionRow { ops: &[Isd::Abs], types: INTS, when: When::Always, action: Action::Legal, about: "abs.s16/s32/s64 (INT_MIN stays INT_MIN, as LLVM 22 selects it)" },
    // cttz i16 is expanded on i16 (LLVM 22: add -1, not, and.b16, then the promoted popc).
    ActionRow { ops: &[Isd::CtPop, Isd::CtLz, Isd::BitReverse], types: &[Mvt::I16], when: When::Always, action: Action::Promote, about: "popc/clz/brev are 32/64-bit" },
    ActionRow { ops: &[Isd::CtPop, Isd::CtLz], types: &[Mvt::I64], when: When::Always, action: Action::Custom, about: "popc.b64/clz.b64 give a 32-bit count" },
    ActionRow { ops: &[Isd::CtTz], types: INTS, when: When::Always, action: Action::Expand, about: "popc(~x & (x - 1))" },
    // LLVM 22's LowerBSWAP: one prmt.b32 per 32 bits (seed 4.26 checks the 16-bit width).
    ActionRow { ops: &[Isd::BSwap], types: &[Mvt::I16, V2I16, Mvt::I64], when: When::Always, action: Action::Custom, about: "prmt.b32 (0x7701 / 0x2301 / 0x0123 on each half)" },
    ActionRow { ops: &[Isd::Select], types: &[Mvt::I1], when: When::Always, action: Action::Custom, about: "no selp.pred: select on i32, truncate" },
    ActionRow { ops: &[Isd::SignExtendInReg], types: &[Mvt::I1, V2I16, V2I32], when: When::Always, action: Action::Expand, about: "shl + sra" },
    ActionRow { ops: &[Isd::SMulLoHi, Isd::UMulLoHi], types: &[Mvt::I64], when: When::Always, action: Action::Expand, about: "mul.lo + mul.hi" },
    ActionRow { ops: &[Isd::SelectCC, Isd::BrCC], types: &[F16, BF16, V2F16, V2BF16, Mvt::F32, V2F32, Mvt::F64, Mvt::I1, Mvt::I16, V2I16, V4I8, Mvt::I32, V2I32, Mvt::I64], when: When::Always, action: Action::Expand, about: "setcc + select / brcond" },
    ActionRow { ops: &[Isd::Load, Isd::Store], types: &[Mvt::I1], when: When::Always, action: Action::Custom, about: "no predicate loads/stores: through an 8-bit memory access" },
    ActionRow { ops: &[Isd::Load], types: INTS, when: When::Always, action: Action::Custom, about: "any-extending loads become zero-extending ones" },
    ActionRow { ops: &[Isd::Load, Isd::Store], types: &[V2F32], when: When::Always, action: Action::Custom, about: "f32x2 below 8-byte alignment: two f32 accesses" },
    ActionRow { ops: &[Isd::AddrSpaceCast], types: &[Mvt::I64], when: When::Always, action: Action::Custom, about: "between two specific spaces: through the generic space" },
    // Vectors packed in 32 bits.
    ActionRow { ops: &[Isd::BuildVector, Isd::ExtractVectorElt], types: &[V2F16, V2BF16, V2I16, V4I8], when: When::Always, action: Action::Custom, about: "mov.b32 {a, b} / unpack" },
    ActionRow { ops: &[Isd::InsertVectorElt, Isd::VectorShuffle], types: &[V2F16, V2BF16, V2I16, V2F32, V2I32], when: When::Always, action: Action::Expand, about: "extracts + BUILD_VECTOR" },
    ActionRow { ops: &[Isd::InsertVectorElt, Isd::VectorShuffle], types: &[V4I8], when: When::Always, action: Action::Custom, about: "bfi.b32 of the byte / one prmt.b32 of the two words (LLVM's v4i8 LowerINSERT_VECTOR_ELT / LowerVECTOR_SHUFFLE)" },
    ActionRow { ops: &[Isd::ExtractVectorElt], types: &[V2F32, V2I32], when: When::Always, action: Action::Custom, about: "dynamic index" },
    // LLVM 22 (llc -mcpu=sm_100a): add.s16x2, min/max.s16x2/u16x2; sub, mul and shl per lane.
    ActionRow { ops: &[Isd::Add, Isd::SMin, Isd::SMax, Isd::UMin, Isd::UMax], types: &[V2I16], when: When::SmPtxAtLeast(90, 80), action: Action::Legal, about: "16x2 integer ops (add/min/max native on sm_90)" },
    ActionRow { ops: &[Isd::Add, Isd::Sub, Isd::Mul, Isd::Shl, Isd::SMin, Isd::SMax, Isd::UMin, Isd::UMax, Isd::SRem, Isd::URem], types: &[V2I16], when: When::Always, action: Action::Custom, about: "per lane" },
    ActionRow { ops: &[Isd::SDiv, Isd::UDiv, Isd::Sra, Isd::Srl, Isd::MulHS, Isd::MulHU, Isd::FpToSInt, Isd::FpToUInt, Isd::SIntToFp, Isd::UIntToFp], types: &[V2I16], when: When::Always, action: Action::Expand, about: "per lane" },
    ActionRow { ops: &[Isd::Add, Isd::Sub, Isd::Mul, Isd::SDiv, Isd::UDiv, Isd::SRem, Isd::URem, Isd::Shl, Isd::Sra, Isd::Srl, Isd::SMin, Isd::SMax, Isd::UMin, Isd::UMax, Isd::CtPop, Isd::CtLz, Isd::Abs], types: &[V4I8, V2I32], when: When::Always, action: Action::Expand, about: "only logic ops on packed bytes / v2i32" },
    // Bit counts, reversal, byte swap, abs, saturating arithmetic and funnel shifts have no
    // packed form (LLVM 22 unrolls them: a lane's i8 meaning kept by hand in its 16-bit register).
    ActionRow {
        ops: &[Isd::CtPop, Isd::CtLz, Isd::CtTz, Isd::BitReverse, Isd::BSwap, Isd::Abs, Isd::UAddSat, Isd::USubSat, Isd::SAddSat, Isd::SSubSat, Isd::FShL, Isd::FShR],
        types: &[V2I16, V4I8],
        when: When::Always,
        action: Action::Expand,
        about: "no packed form: lane by lane",
    },
    // f32x2 (sm_100+) conversions to and from the packed 16-bit floats: lane by lane.
    ActionRow { ops: &[Isd::FpExtend], types: &[V2F32], when: When::Always, action: Action::Expand, about: "cvt.f32.f16 / bf16 per lane" },
    ActionRow { ops: &[Isd::FpRound], types: &[V2F16, V2BF16], when: When::Always, action: Action::Expand, about: "cvt per lane" },
];

/// Condition codes that need expanding, per compared type (SETCC's own granularity, seed 4.18).
pub const CC_ACTIONS: &[(Mvt, &[CondCode], Action)] = &[(
    Mvt::I1,
    &[CondCode::Ne, CondCode::Eq, CondCode::Uge, CondCode::Ule, CondCode::Ugt, CondCode::Ult, CondCode::Gt, CondCode::Lt, CondCode::Ge, CondCode::Le],
    Action::Expand,
)];

/// The action for `op` on `vt`, and the row that gave it (None: the default, Legal).
pub fn op_action(op: Isd, vt: Mvt, caps: Caps) -> (Action, Option<&'static ActionRow>) {
    for row in OP_ACTIONS {
        if row.ops.contains(&op) && row.types.contains(&vt) && row.when.holds(caps) {
            return (row.action, Some(row));
        }
    }
    (Action::Legal, None)
}

/// The action for comparing two `vt` values with `cc`.
pub fn cond_code_action(vt: Mvt, cc: CondCode) -> Action {
    CC_ACTIONS.iter().find(|(t, ccs, _)| *t == vt && ccs.contains(&cc)).map_or(Action::Legal, |r| r.2)
}

/// The (opcode, type) pairs whose action differs between two subtargets, with both actions
/// (seed 4.27: the table diff between SM profiles).
pub fn sm_differences(a: Caps, b: Caps) -> Vec<(Isd, Mvt, Action, Action)> {
    let mut out = Vec::new();
    for row in OP_ACTIONS {
        for &op in row.ops {
            for &vt in row.types {
                let (x, y) = (op_action(op, vt, a).0, op_action(op, vt, b).0);
                if x != y && !out.iter().any(|&(o, t, _, _)| o == op && t == vt) {
                    out.push((op, vt, x, y));
                }
            }
        }
    }
    out
}

/// Rows for the explorer's Tables view: one per (row, opcode), with the action on a few SMs.
pub fn table_rows() -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    for row in OP_ACTIONS {
        for op in row.ops {
            let types: Vec<String> = row.types.iter().map(|t| t.to_string()).collect();
            rows.push(vec![
                op.name().to_string(),
                types.join(" "),
                row.when.describe(),
                format!("{} ({})", row.action.name(), row.action.code()),
                row.about.to_string(),
            ]);
        }
    }
    for (vt, ccs, action) in CC_ACTIONS {
        let names: Vec<&str> = ccs.iter().map(|c| c.name()).collect();
        rows.push(vec!["setcc".into(), vt.to_string(), format!("cond codes {}", names.join(" ")), format!("{} ({})", action.name(), action.code()), "per condition code".into()]);
    }
    rows
}

/// The type of a node that its action is looked up with (LLVM's choice per opcode): the stored
/// value for stores, the compared type for setcc, the source for int-to-fp conversions and
/// extracts, else the first result.
pub fn action_type(dag: &super::SelectionDag, n: super::NodeId) -> Mvt {
    let node = dag.node(n);
    let op = match node.opcode {
        super::Opcode::Isd(op) => op,
        _ => return node.vts.first().copied().unwrap_or(Mvt::Other),
    };
    let operand = |i: usize| node.ops.get(i).map_or(Mvt::Other, |&v| dag.vt(v));
    match op {
        Isd::Store => operand(1),
        Isd::SetCC | Isd::SIntToFp | Isd::UIntToFp | Isd::ExtractVectorElt | Isd::SelectCC => operand(0),
        Isd::BrCC => operand(2),
        Isd::AtomicStore => operand(1),
        _ => node.vts.first().copied().unwrap_or(Mvt::Other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SM52: Caps = Caps { sm: 52, ptx: 60 };
    const SM80: Caps = Caps { sm: 80, ptx: 70 };
    const SM90: Caps = Caps { sm: 90, ptx: 78 };
    const SM100: Caps = Caps { sm: 100, ptx: 86 };

    #[test]
    fn type_actions_follow_llvm_nvptx() {
        assert_eq!(type_action(Mvt::I8, SM90), TypeAction::Promote(Mvt::I16));
        assert_eq!(type_action(Mvt::I128, SM90), TypeAction::Expand(Mvt::I64));
        assert_eq!(type_action(Mvt::F16, SM52), TypeAction::Legal);
        assert_eq!(type_action(Mvt::BF16, SM52), TypeAction::Legal);
        assert_eq!(type_action(V4I8, SM52), TypeAction::Legal);
        assert_eq!(type_action(Mvt::Vector(Scalar::F32, 4), SM90), TypeAction::Split(V2F32));
        assert_eq!(type_action(V2F32, SM90), TypeAction::Scalarize(Scalar::F32));
        assert_eq!(type_action(V2F32, SM100), TypeAction::Legal);
        assert_eq!(type_action(Mvt::Vector(Scalar::F32, 3), SM90), TypeAction::Scalarize(Scalar::F32));
        assert_eq!(type_action(Mvt::Vector(Scalar::I8, 2), SM90), TypeAction::Scalarize(Scalar::I8));
    }

    #[test]
    fn the_action_codes_are_the_seeds() {
        let codes: Vec<u8> = [Action::Legal, Action::Custom, Action::Expand, Action::LibCall, Action::Promote].iter().map(|a| a.code()).collect();
        assert_eq!(codes, [0, 1, 2, 3, 4]);
    }

    #[test]
    fn fp16_and_bf16_actions_differ_per_sm() {
        assert_eq!(op_action(Isd::FAdd, F16, SM52).0, Action::Promote);
        assert_eq!(op_action(Isd::FAdd, F16, SM80).0, Action::Legal);
        assert_eq!(op_action(Isd::FAdd, BF16, SM52).0, Action::Promote);
        assert_eq!(op_action(Isd::FAdd, BF16, SM80).0, Action::Custom);
        assert_eq!(op_action(Isd::FAdd, BF16, SM90).0, Action::Legal);
        assert_eq!(op_action(Isd::Fma, BF16, SM80).0, Action::Legal);
        assert_eq!(op_action(Isd::FDiv, F16, SM90).0, Action::Promote);
        assert_eq!(op_action(Isd::FDiv, V2F16, SM90).0, Action::Expand);
        assert_eq!(op_action(Isd::FMinNum, V2F16, SM80).0, Action::Legal);
        assert_eq!(op_action(Isd::FMinNum, V2F16, Caps { sm: 75, ptx: 70 }).0, Action::Expand);
    }

    #[test]
    fn integer_actions() {
        assert_eq!(op_action(Isd::AtomicLoadSub, Mvt::I32, SM90).0, Action::Expand);
        assert_eq!(op_action(Isd::SDiv, Mvt::I64, SM90).0, Action::Legal);
        assert_eq!(op_action(Isd::RotL, Mvt::I32, SM90).0, Action::Expand);
        assert_eq!(op_action(Isd::FShL, Mvt::I32, SM90).0, Action::Legal);
        assert_eq!(op_action(Isd::FShR, Mvt::I16, SM90).0, Action::Expand);
        assert_eq!(op_action(Isd::CtTz, Mvt::I32, SM90).0, Action::Expand);
        assert_eq!(op_action(Isd::Add, Mvt::I32, SM90).0, Action::Legal);
        assert!(op_action(Isd::Add, Mvt::I32, SM90).1.is_none());
        assert_eq!(op_action(Isd::Add, V2I16, Caps { sm: 90, ptx: 80 }).0, Action::Legal);
        assert_eq!(op_action(Isd::Add, V2I16, SM90).0, Action::Custom, "i16x2 add needs PTX 8.0");
        assert_eq!(op_action(Isd::Add, V2I16, SM80).0, Action::Custom);
    }

    #[test]
    fn the_table_differs_between_sm_75_and_sm_90() {
        let diff = sm_differences(Caps { sm: 75, ptx: 70 }, Caps { sm: 90, ptx: 80 });
        let has = |op, vt, x, y| diff.contains(&(op, vt, x, y));
        assert!(has(Isd::FAdd, BF16, Action::Promote, Action::Legal), "{diff:?}");
        assert!(has(Isd::Fma, BF16, Action::Promote, Action::Legal), "{diff:?}");
        assert!(has(Isd::FMinNum, F16, Action::Promote, Action::Legal), "{diff:?}");
        assert!(has(Isd::Add, V2I16, Action::Custom, Action::Legal), "{diff:?}");
        assert!(has(Isd::FpExtend, BF16, Action::Custom, Action::Legal), "{diff:?}");
        assert!(!diff.iter().any(|d| d.0 == Isd::AtomicLoadSub), "{diff:?}");
        assert!(sm_differences(SM90, SM90).is_empty());
    }

    #[test]
    fn setcc_on_predicates_is_expanded_per_condition_code() {
        assert_eq!(cond_code_action(Mvt::I1, CondCode::Ne), Action::Expand);
        assert_eq!(cond_code_action(Mvt::I32, CondCode::Ne), Action::Legal);
    }

    #[test]
    fn the_table_lists_every_row() {
        let rows = table_rows();
        assert!(rows.len() > OP_ACTIONS.len());
        assert!(rows.iter().any(|r| r[0] == "AtomicLoadSub" && r[3] == "expand (2)"));
    }
}
