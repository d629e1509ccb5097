//! The gate diagnostics, verbatim.
//!
//! Where a seed gives the wording (SEED_CONTRACT Appendix B, §5.H) it is copied byte for byte,
//! typos, grammar and trailing punctuation included ("atleast", "not support", the periods and the
//! "!"): test suites key on these strings. Where the seeds are silent the wording is LLVM 22's
//! (checked by running `llc` through llvmlite, see `shared/oracles/llc.py`). The gate functions
//! at the bottom are the validators the instruction selector calls; each returns the exact message
//! of the first gate that fails, in the seed's cascade order.

use super::subtarget::{Family, Subtarget};
use super::{PtxVersion, Sm, SmVariant};
use serde::Serialize;

/// Who words a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Wording {
    /// A seed gives the string verbatim (item id in [`Message::seed_item`]).
    Seed,
    /// A seed gives it only in pseudo-code; its verbatim status is unknown (C-18).
    SeedPseudoCode,
    /// LLVM 22's NVPTX back end (no seed words this gate).
    Llvm22,
    /// ptxas 13.5 (gates on PTX input, and the availability table's checks).
    Ptxas,
}

/// One catalogued diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Message {
    /// A stable name for the message.
    pub id: &'static str,
    /// The seed item (SEED_CONTRACT numbering) or the LLVM source it comes from.
    pub seed_item: &'static str,
    /// Who words it.
    pub wording: Wording,
    /// The text; `{...}` marks a placeholder in templates.
    pub text: &'static str,
}

/// 5.80: gate 1 of the cvt_packfloat validator ("atleast" and "78" kept; the compare is 7.7).
pub const CVT_PACKFLOAT_NEEDS_SM90: &str = "cvt_packfloat intrinsic needs atleast SM90 and PTX >= 78";
/// 5.81: gate 2, UE8M0x2 destination.
pub const CVT_PACKFLOAT_UE8M0X2: &str = "ue8m0x2 type in cvt_packfloat intrinsic supported only in arch-conditional or family-conditional variants from SM100 onwards.";
/// 5.82: gate 3, fp6x2 / fp4x2 destination.
pub const CVT_PACKFLOAT_FP6_FP4: &str = "{fp6/fp4}x2 types in cvt_packfloat intrinsic supported only in arch-conditional variants from SM100 onwards.";
/// 5.83: the tcgen05 128-bit atomic guard.
pub const ATOMICS_128B_NOT_SUPPORTED: &str = "128b atomics not supported on this architecture!";
/// 5.84: nvvm.red noftz on a type other than f32/f64 (grammar kept).
pub const RED_NOFTZ_OTHER_TYPES: &str = "noftz not support for other types for nvvm.red";
/// 5.85: tcgen05 on a target without tensor memory.
pub const NOT_SUPPORTED_ON_THIS_ARCHITECTURE: &str = "Not supported on this architecture";
/// 5.86: tcgen05.mma on a datacenter Blackwell target that is neither `a` nor `f`.
pub const TCGEN05_MMA_CONDITIONAL_ONLY: &str = "tcgen05.mma supported only on arch-conditional or family-conditional variants from SM100 onwards.";
/// 5.87: tcgen05.mma with a PTX version too old (pseudo-code only in the seed, C-18).
pub const TCGEN05_MMA_NEWER_PTX: &str = "tcgen05.mma requires a newer PTX version";
/// 5.89: pseudo-code-only strings that conflict with 5.81/5.82; never emitted by default.
pub const PSEUDO_FP6_FP4_BLACKWELL: &str = "FP6/FP4 packed conversion requires Blackwell arch-conditional support";
/// 5.89: the second conflicting pseudo-code string.
pub const PSEUDO_UE8M0X2_BLACKWELL: &str = "UE8M0x2 packed conversion requires Blackwell arch-conditional support";
/// Seed 003 (S3): vector atomics on a target without them.
pub const VECTOR_ATOMICS_NOT_SUPPORTED: &str = "vector atomics not supported on this architecture!";
/// LLVM 22, NVPTXISelLowering: dynamic alloca below PTX 7.3 / sm_52.
pub const DYNAMIC_ALLOCA_UNSUPPORTED: &str =
    "Support for dynamic alloca introduced in PTX ISA version 7.3 and requires target sm_52.";

/// Every message, for the explorer's catalogue and for the tests. Templates carry `{...}`.
pub const CATALOGUE: &[Message] = &[
    Message { id: "cvt-packfloat-sm90", seed_item: "5.80 (5.42 gate 1)", wording: Wording::Seed, text: CVT_PACKFLOAT_NEEDS_SM90 },
    Message { id: "cvt-packfloat-ue8m0x2", seed_item: "5.81 (5.42 gate 2)", wording: Wording::Seed, text: CVT_PACKFLOAT_UE8M0X2 },
    Message { id: "cvt-packfloat-fp6-fp4", seed_item: "5.82 (5.42 gate 3)", wording: Wording::Seed, text: CVT_PACKFLOAT_FP6_FP4 },
    Message { id: "atomics-128b", seed_item: "5.83 (5.43)", wording: Wording::Seed, text: ATOMICS_128B_NOT_SUPPORTED },
    Message { id: "red-noftz", seed_item: "5.84 (5.10)", wording: Wording::Seed, text: RED_NOFTZ_OTHER_TYPES },
    Message { id: "not-supported-arch", seed_item: "5.85 (5.44 gate 1)", wording: Wording::Seed, text: NOT_SUPPORTED_ON_THIS_ARCHITECTURE },
    Message { id: "tcgen05-mma-variant", seed_item: "5.86 (5.44 gate 2)", wording: Wording::Seed, text: TCGEN05_MMA_CONDITIONAL_ONLY },
    Message { id: "tcgen05-mma-ptx", seed_item: "5.87 (5.44 gate 3)", wording: Wording::SeedPseudoCode, text: TCGEN05_MMA_NEWER_PTX },
    Message { id: "atom-address-space", seed_item: "5.88 (5.41)", wording: Wording::Seed, text: "atom.{kind}.{type} not supported in address space {space}" },
    Message { id: "pseudo-fp6-fp4", seed_item: "5.89 (not emitted)", wording: Wording::SeedPseudoCode, text: PSEUDO_FP6_FP4_BLACKWELL },
    Message { id: "pseudo-ue8m0x2", seed_item: "5.89 (not emitted)", wording: Wording::SeedPseudoCode, text: PSEUDO_UE8M0X2_BLACKWELL },
    Message { id: "vector-atomics", seed_item: "S3 Appendix B", wording: Wording::Seed, text: VECTOR_ATOMICS_NOT_SUPPORTED },
    Message { id: "ptx-too-old", seed_item: "LLVM 22 NVPTXSubtarget", wording: Wording::Llvm22, text: "PTX version {ptx} does not support target '{sm}'. Minimum required PTX version is {min}. Either remove the PTX version to use the default, or increase it to at least {min}." },
    Message { id: "ptx-unrecognized", seed_item: "LLVM 22 MCSubtargetInfo", wording: Wording::Llvm22, text: "'+ptx{NN}' is not a recognized feature for this target (ignoring feature)" },
    Message { id: "cannot-select-intrinsic", seed_item: "LLVM 22 SelectionDAGISel", wording: Wording::Llvm22, text: "Cannot select: intrinsic %{intrinsic}" },
    Message { id: "dynamic-alloca", seed_item: "LLVM 22 NVPTXISelLowering", wording: Wording::Llvm22, text: DYNAMIC_ALLOCA_UNSUPPORTED },
    Message { id: "ptxas-version-target", seed_item: "ptxas 13.5", wording: Wording::Ptxas, text: "PTX .version {ptx} does not support .target {sm}" },
    Message { id: "ptxas-requires-ptx", seed_item: "ptxas 13.5", wording: Wording::Ptxas, text: "Instruction '{name}' requires PTX ISA .version {ptx} or later" },
    Message { id: "ptxas-requires-sm", seed_item: "ptxas 13.5", wording: Wording::Ptxas, text: "Instruction '{name}' requires .target sm_{NN} or higher" },
    Message { id: "ptxas-not-on-target", seed_item: "ptxas 13.5", wording: Wording::Ptxas, text: "Instruction '{name}' not supported on .target '{sm}'" },
];

/// The message with `id`, if catalogued.
pub fn by_id(id: &str) -> Option<&'static Message> {
    CATALOGUE.iter().find(|m| m.id == id)
}

/// 5.88: `atom.<kind>.<type> not supported in address space <space>`, filled in.
pub fn atom_not_supported(kind: &str, ty: &str, space: &str) -> String {
    format!("atom.{kind}.{ty} not supported in address space {space}")
}

/// LLVM 22's refusal of a `+ptxNN` older than the SM's minimum (verbatim from `llc`).
pub fn ptx_too_old_for_target(requested: PtxVersion, sm: Sm, minimum: PtxVersion) -> String {
    format!(
        "PTX version {requested} does not support target '{sm}'. Minimum required PTX version is {minimum}. \
         Either remove the PTX version to use the default, or increase it to at least {minimum}."
    )
}

/// ptxas's refusal of a `.version` too old for the `.target` (verbatim from ptxas 13.5).
pub fn ptxas_version_does_not_support_target(ptx: PtxVersion, sm: Sm) -> String {
    format!("PTX .version {ptx} does not support .target {sm}")
}

/// LLVM 22's warning for a PTX version it does not know (it then uses the default).
pub fn ptx_feature_not_recognized(v: PtxVersion) -> String {
    format!("'+ptx{}' is not a recognized feature for this target (ignoring feature)", v.as_number())
}

/// LLVM 22's generic failure for an intrinsic no pattern selects (`llvm.nvvm.redux.sync.add` on
/// sm_75): the name is printed with its `%` sigil.
pub fn cannot_select_intrinsic(name: &str) -> String {
    format!("Cannot select: intrinsic %{name}")
}

/// LLVM 22's refusal of an immediate argument the target lacks (a tensor-map element type or
/// swizzle mode of a newer SM): `Intrinsic <name> with value <v> is not supported on the given
/// target.` (`name` with its overload suffix, as LLVM prints it).
pub fn intrinsic_value_not_supported(name: &str, value: i64) -> &'static str {
    crate::interned::intern(&format!("Intrinsic {name} with value {value} is not supported on the given target."))
}

/// The destination format of a cvt_packfloat conversion (the high nibble of its mode argument).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum PackFloatDest {
    /// `e4m3x2` / `e5m2x2` (FP8 pairs).
    Fp8x2,
    /// `f16x2` / `bf16x2` unpacked from a narrow format.
    Half2,
    /// `e2m3x2` / `e3m2x2` (FP6 pairs).
    Fp6x2,
    /// `e2m1x2` (FP4 pairs).
    Fp4x2,
    /// `ue8m0x2` (scale factors).
    Ue8m0x2,
}

/// SEED_CONTRACT 5.42: the cvt_packfloat 4-gate validator, in cascade order.
///
/// C-36 (seed 000's SM90 gate here against seed 002's sm_89 floor for FP8): the families apply it
/// to the cvt_packfloat formats FP6, FP4 and UE8M0 only; the FP8 conversions are distinct
/// intrinsics gated as LLVM 22 and ptxas gate them (sm_89 / PTX 8.1), see
/// `isel::families::conversions` and its test
/// `fp8_conversions_follow_llvm22_at_sm89_and_not_the_packfloat_validator`.
///
/// 1. SM ≥ 90 and PTX ≥ 7.7 — compared against 77 although the message says 78 (kept, C-17).
/// 2. a `ue8m0x2` destination needs SM ≥ 100 with the `a` or `f` variant.
/// 3. an `fp6x2`/`fp4x2` destination needs SM ≥ 100 with the `a` variant.
/// 4. a family-conditional form (`family_form`) needs SM ≥ 100 with the `f` variant. The seed
///    gives no text for gate 4; it reports gate 2's (the family-conditional wording) [GAP].
pub fn validate_cvt_packfloat(st: &Subtarget, dest: PackFloatDest, family_form: bool) -> Result<(), &'static str> {
    if st.sm_x10() < 900 || st.ptx.as_number() < 77 {
        return Err(CVT_PACKFLOAT_NEEDS_SM90);
    }
    let sm100 = st.sm_x10() >= 1000;
    if dest == PackFloatDest::Ue8m0x2 && !(sm100 && st.sm.variant != SmVariant::Base) {
        return Err(CVT_PACKFLOAT_UE8M0X2);
    }
    if matches!(dest, PackFloatDest::Fp6x2 | PackFloatDest::Fp4x2) && !(sm100 && st.sm.variant == SmVariant::Arch) {
        return Err(CVT_PACKFLOAT_FP6_FP4);
    }
    if family_form && !(sm100 && st.sm.variant == SmVariant::Family) {
        return Err(CVT_PACKFLOAT_UE8M0X2);
    }
    Ok(())
}

/// SEED_CONTRACT 5.43: the tcgen05 128-bit atomic needs SM ≥ 100 and HasTcgen05.
pub fn validate_atomic_128b(st: &Subtarget) -> Result<(), &'static str> {
    if st.sm_x10() < 1000 || !st.has_tcgen05() {
        return Err(ATOMICS_128B_NOT_SUPPORTED);
    }
    Ok(())
}

/// The PTX version tcgen05 needs on a tensor-memory SM: 8.6 for `sm_100a`/`sm_101a`, 8.8 for the
/// family variants and `sm_103a`, 9.0 for Thor's new name `sm_110` (PTX ISA "Target ISA Notes").
pub fn tcgen05_min_ptx(sm: Sm) -> PtxVersion {
    let v = |major, minor| PtxVersion { major, minor };
    match (sm.number, sm.variant) {
        (110..=119, _) => v(9, 0),
        (100 | 101, SmVariant::Arch) => v(8, 6),
        _ => v(8, 8),
    }
}

/// SEED_CONTRACT 5.44: tcgen05 target validation, in order. (1) the SM has no tensor memory at all
/// (not a datacenter Blackwell or Thor part); (2) it has, but the target is the forward-compatible
/// plain variant; (3) the PTX version is too old.
pub fn validate_tcgen05_target(st: &Subtarget) -> Result<(), &'static str> {
    if !matches!(st.family(), Family::BlackwellDatacenter | Family::Thor) {
        return Err(NOT_SUPPORTED_ON_THIS_ARCHITECTURE);
    }
    if !st.has_tcgen05() {
        return Err(TCGEN05_MMA_CONDITIONAL_ONLY);
    }
    if st.ptx < tcgen05_min_ptx(st.sm) {
        return Err(TCGEN05_MMA_NEWER_PTX);
    }
    Ok(())
}

/// The element type of an `nvvm.red` reduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum RedType {
    /// 32-bit integer.
    I32,
    /// 64-bit integer.
    I64,
    /// Single precision.
    F32,
    /// Double precision.
    F64,
    /// Packed halves.
    F16x2,
    /// Packed bfloat16 pairs.
    Bf16x2,
}

/// SEED_CONTRACT 5.10: the `noftz` form of nvvm.red exists for f32 and f64 only.
pub fn validate_red_noftz(ty: RedType) -> Result<(), &'static str> {
    match ty {
        RedType::F32 | RedType::F64 => Ok(()),
        _ => Err(RED_NOFTZ_OTHER_TYPES),
    }
}

/// The kind of an atomic read-modify-write (SEED_CONTRACT 5.40).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum AtomKind {
    /// `add`
    Add,
    /// `min`
    Min,
    /// `max`
    Max,
    /// `inc`
    Inc,
    /// `dec`
    Dec,
    /// `and`
    And,
    /// `or`
    Or,
    /// `xor`
    Xor,
    /// `exch`
    Exch,
    /// `cas`
    Cas,
}

impl AtomKind {
    /// The PTX spelling.
    pub fn name(self) -> &'static str {
        match self {
            AtomKind::Add => "add",
            AtomKind::Min => "min",
            AtomKind::Max => "max",
            AtomKind::Inc => "inc",
            AtomKind::Dec => "dec",
            AtomKind::And => "and",
            AtomKind::Or => "or",
            AtomKind::Xor => "xor",
            AtomKind::Exch => "exch",
            AtomKind::Cas => "cas",
        }
    }
}

/// The element type of an atomic (SEED_CONTRACT 5.40).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum AtomType {
    /// `i32`
    I32,
    /// `i64`
    I64,
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// `f16x2`
    F16x2,
    /// `bf16x2`
    Bf16x2,
    /// `v2i64` (128-bit)
    V2i64,
}

impl AtomType {
    /// The name used in the diagnostic template (the seed's axis names).
    pub fn name(self) -> &'static str {
        match self {
            AtomType::I32 => "i32",
            AtomType::I64 => "i64",
            AtomType::F32 => "f32",
            AtomType::F64 => "f64",
            AtomType::F16x2 => "f16x2",
            AtomType::Bf16x2 => "bf16x2",
            AtomType::V2i64 => "v2i64",
        }
    }
}

/// The address space of an atomic (SEED_CONTRACT 5.40). The spelling in the diagnostic is a seed
/// [GAP]; the PTX state-space names are used (`generic` for the unqualified form).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum AtomSpace {
    /// Generic (address space 0).
    Generic,
    /// `.global` (1).
    Global,
    /// `.shared::cta` (3).
    SharedCta,
    /// `.shared::cluster` (7).
    SharedCluster,
}

impl AtomSpace {
    /// The name in the diagnostic.
    pub fn name(self) -> &'static str {
        match self {
            AtomSpace::Generic => "generic",
            AtomSpace::Global => "global",
            AtomSpace::SharedCta => "shared::cta",
            AtomSpace::SharedCluster => "shared::cluster",
        }
    }
}

/// The ordering/scope axis of an atomic (SEED_CONTRACT 5.40), reduced to what legality reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Atomicity {
    /// `.relaxed` (or no ordering).
    Relaxed,
    /// `.acquire`
    Acquire,
    /// `.release`
    Release,
    /// `.acq_rel`
    AcqRel,
    /// `.sys` scope.
    SysScope,
    /// `.cluster` scope (sm_90+).
    ClusterScope,
}

/// SEED_CONTRACT 5.41 (with 5.40's axes): atomic legality. Float atomics only for `add` and
/// `exch` (f64 add from sm_60, i.e. always here); f16x2 `add` from sm_60 and bf16x2 `add` from
/// sm_90; 128-bit atomics only `exch`/`cas` from sm_90; `.shared::cluster` from sm_90; the
/// `.cluster` scope likewise. An illegal combination gives the filled-in template.
pub fn validate_atomic(
    st: &Subtarget,
    kind: AtomKind,
    ty: AtomType,
    space: AtomSpace,
    ordering: Atomicity,
) -> Result<(), String> {
    let sm = st.sm.number;
    let legal = match ty {
        AtomType::I32 | AtomType::I64 => true,
        AtomType::F32 | AtomType::F64 => matches!(kind, AtomKind::Add | AtomKind::Exch),
        AtomType::F16x2 => kind == AtomKind::Add,
        AtomType::Bf16x2 => kind == AtomKind::Add && sm >= 90,
        AtomType::V2i64 => matches!(kind, AtomKind::Exch | AtomKind::Cas) && sm >= 90,
    } && (space != AtomSpace::SharedCluster || sm >= 90)
        && (ordering != Atomicity::ClusterScope || sm >= 90);
    if legal {
        Ok(())
    } else {
        Err(atom_not_supported(kind.name(), ty.name(), space.name()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn st(sm: &str, ptx: &str) -> Subtarget {
        Subtarget { sm: Sm::parse(sm).unwrap(), ptx: PtxVersion::parse(ptx).unwrap() }
    }

    #[test]
    fn verbatim_strings_byte_for_byte() {
        assert_eq!(CVT_PACKFLOAT_NEEDS_SM90.as_bytes(), b"cvt_packfloat intrinsic needs atleast SM90 and PTX >= 78");
        assert_eq!(CVT_PACKFLOAT_UE8M0X2.as_bytes(), b"ue8m0x2 type in cvt_packfloat intrinsic supported only in arch-conditional or family-conditional variants from SM100 onwards.");
        assert_eq!(CVT_PACKFLOAT_FP6_FP4.as_bytes(), b"{fp6/fp4}x2 types in cvt_packfloat intrinsic supported only in arch-conditional variants from SM100 onwards.");
        assert_eq!(ATOMICS_128B_NOT_SUPPORTED.as_bytes(), b"128b atomics not supported on this architecture!");
        assert_eq!(RED_NOFTZ_OTHER_TYPES.as_bytes(), b"noftz not support for other types for nvvm.red");
        assert_eq!(NOT_SUPPORTED_ON_THIS_ARCHITECTURE.as_bytes(), b"Not supported on this architecture");
        assert_eq!(TCGEN05_MMA_CONDITIONAL_ONLY.as_bytes(), b"tcgen05.mma supported only on arch-conditional or family-conditional variants from SM100 onwards.");
        assert_eq!(TCGEN05_MMA_NEWER_PTX.as_bytes(), b"tcgen05.mma requires a newer PTX version");
        assert_eq!(PSEUDO_FP6_FP4_BLACKWELL.as_bytes(), b"FP6/FP4 packed conversion requires Blackwell arch-conditional support");
        assert_eq!(PSEUDO_UE8M0X2_BLACKWELL.as_bytes(), b"UE8M0x2 packed conversion requires Blackwell arch-conditional support");
        assert_eq!(VECTOR_ATOMICS_NOT_SUPPORTED.as_bytes(), b"vector atomics not supported on this architecture!");
        assert_eq!(DYNAMIC_ALLOCA_UNSUPPORTED.as_bytes(), b"Support for dynamic alloca introduced in PTX ISA version 7.3 and requires target sm_52.");
        // The quirks the contract calls out.
        assert!(CVT_PACKFLOAT_NEEDS_SM90.contains("atleast") && CVT_PACKFLOAT_NEEDS_SM90.ends_with(">= 78"));
        for m in [CVT_PACKFLOAT_UE8M0X2, CVT_PACKFLOAT_FP6_FP4, TCGEN05_MMA_CONDITIONAL_ONLY] {
            assert!(m.ends_with("onwards."), "{m}");
        }
        assert!(ATOMICS_128B_NOT_SUPPORTED.ends_with('!'));
        assert!(!NOT_SUPPORTED_ON_THIS_ARCHITECTURE.ends_with('.'));
    }

    #[test]
    fn catalogue_ids_are_unique_and_findable() {
        let mut ids: Vec<_> = CATALOGUE.iter().map(|m| m.id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), CATALOGUE.len());
        assert_eq!(by_id("red-noftz").map(|m| m.text), Some(RED_NOFTZ_OTHER_TYPES));
        assert_eq!(by_id("nope"), None);
        assert_eq!(CATALOGUE.iter().filter(|m| m.wording == Wording::Seed).count(), 9);
    }

    #[test]
    fn atom_template() {
        assert_eq!(atom_not_supported("min", "f32", "global"), "atom.min.f32 not supported in address space global");
    }

    #[test]
    fn llvm_wordings() {
        let sm = Sm::parse("100a").unwrap();
        let v = |s: &str| PtxVersion::parse(s).unwrap();
        assert_eq!(
            ptx_too_old_for_target(v("8.0"), sm, v("8.6")),
            "PTX version 8.0 does not support target 'sm_100a'. Minimum required PTX version is 8.6. Either remove the PTX version to use the default, or increase it to at least 8.6."
        );
        assert_eq!(ptx_feature_not_recognized(v("9.2")), "'+ptx92' is not a recognized feature for this target (ignoring feature)");
        assert_eq!(ptxas_version_does_not_support_target(v("7.0"), Sm::parse("90").unwrap()), "PTX .version 7.0 does not support .target sm_90");
        assert_eq!(cannot_select_intrinsic("llvm.nvvm.redux.sync.add"), "Cannot select: intrinsic %llvm.nvvm.redux.sync.add");
    }

    #[test]
    fn cvt_packfloat_cascade() {
        use PackFloatDest::*;
        // Gate 1 compares against 7.7 although it says 78.
        assert_eq!(validate_cvt_packfloat(&st("90", "7.7"), Fp8x2, false), Ok(()));
        assert_eq!(validate_cvt_packfloat(&st("90", "7.6"), Fp8x2, false), Err(CVT_PACKFLOAT_NEEDS_SM90));
        assert_eq!(validate_cvt_packfloat(&st("89", "7.8"), Fp8x2, false), Err(CVT_PACKFLOAT_NEEDS_SM90));
        // Gate 1 wins over gate 3 (cascade order).
        assert_eq!(validate_cvt_packfloat(&st("80", "7.0"), Fp6x2, false), Err(CVT_PACKFLOAT_NEEDS_SM90));
        // Gate 2.
        assert_eq!(validate_cvt_packfloat(&st("100", "8.6"), Ue8m0x2, false), Err(CVT_PACKFLOAT_UE8M0X2));
        assert_eq!(validate_cvt_packfloat(&st("100a", "8.6"), Ue8m0x2, false), Ok(()));
        assert_eq!(validate_cvt_packfloat(&st("100f", "8.8"), Ue8m0x2, false), Ok(()));
        // Gate 3.
        assert_eq!(validate_cvt_packfloat(&st("90", "7.8"), Fp6x2, false), Err(CVT_PACKFLOAT_FP6_FP4));
        assert_eq!(validate_cvt_packfloat(&st("100f", "8.8"), Fp4x2, false), Err(CVT_PACKFLOAT_FP6_FP4));
        assert_eq!(validate_cvt_packfloat(&st("100a", "8.6"), Fp4x2, false), Ok(()));
        // Gate 4.
        assert_eq!(validate_cvt_packfloat(&st("100a", "8.6"), Half2, true), Err(CVT_PACKFLOAT_UE8M0X2));
        assert_eq!(validate_cvt_packfloat(&st("100f", "8.8"), Half2, true), Ok(()));
    }

    #[test]
    fn atomic_128b_gate() {
        assert_eq!(validate_atomic_128b(&st("120", "8.7")), Err(ATOMICS_128B_NOT_SUPPORTED));
        assert_eq!(validate_atomic_128b(&st("100", "8.6")), Err(ATOMICS_128B_NOT_SUPPORTED));
        assert_eq!(validate_atomic_128b(&st("90a", "8.0")), Err(ATOMICS_128B_NOT_SUPPORTED));
        assert_eq!(validate_atomic_128b(&st("100a", "8.6")), Ok(()));
    }

    #[test]
    fn tcgen05_target_cascade() {
        assert_eq!(validate_tcgen05_target(&st("120a", "8.7")), Err(NOT_SUPPORTED_ON_THIS_ARCHITECTURE));
        assert_eq!(validate_tcgen05_target(&st("90a", "8.0")), Err(NOT_SUPPORTED_ON_THIS_ARCHITECTURE));
        assert_eq!(validate_tcgen05_target(&st("100", "8.6")), Err(TCGEN05_MMA_CONDITIONAL_ONLY));
        assert_eq!(validate_tcgen05_target(&st("100a", "8.5")), Err(TCGEN05_MMA_NEWER_PTX));
        assert_eq!(validate_tcgen05_target(&st("100a", "8.6")), Ok(()));
        assert_eq!(validate_tcgen05_target(&st("103a", "8.6")), Err(TCGEN05_MMA_NEWER_PTX));
        assert_eq!(validate_tcgen05_target(&st("110f", "9.0")), Ok(()));
    }

    #[test]
    fn red_noftz_rule() {
        assert_eq!(validate_red_noftz(RedType::F32), Ok(()));
        assert_eq!(validate_red_noftz(RedType::F64), Ok(()));
        for t in [RedType::I32, RedType::I64, RedType::F16x2, RedType::Bf16x2] {
            assert_eq!(validate_red_noftz(t), Err(RED_NOFTZ_OTHER_TYPES));
        }
    }

    #[test]
    fn atomic_legality() {
        use AtomKind::*;
        let h = st("90", "7.8");
        let a = st("80", "7.0");
        let r = Atomicity::Relaxed;
        assert_eq!(validate_atomic(&h, Min, AtomType::F32, AtomSpace::Global, r).unwrap_err(), "atom.min.f32 not supported in address space global");
        assert_eq!(validate_atomic(&h, Add, AtomType::F32, AtomSpace::Global, r), Ok(()));
        assert_eq!(validate_atomic(&h, Exch, AtomType::F64, AtomSpace::Generic, r), Ok(()));
        assert!(validate_atomic(&a, Add, AtomType::Bf16x2, AtomSpace::Global, r).is_err());
        assert_eq!(validate_atomic(&h, Add, AtomType::Bf16x2, AtomSpace::Global, r), Ok(()));
        assert_eq!(validate_atomic(&a, Cas, AtomType::V2i64, AtomSpace::Global, r).unwrap_err(), "atom.cas.v2i64 not supported in address space global");
        assert_eq!(validate_atomic(&h, Cas, AtomType::V2i64, AtomSpace::Global, r), Ok(()));
        assert_eq!(validate_atomic(&a, Add, AtomType::I32, AtomSpace::SharedCluster, r).unwrap_err(), "atom.add.i32 not supported in address space shared::cluster");
        assert!(validate_atomic(&a, Add, AtomType::I32, AtomSpace::SharedCta, Atomicity::ClusterScope).is_err());
        assert_eq!(validate_atomic(&h, Add, AtomType::I32, AtomSpace::SharedCta, Atomicity::ClusterScope), Ok(()));
    }
}
