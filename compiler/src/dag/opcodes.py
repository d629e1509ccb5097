#!/usr/bin/env python3
"""Writes opcode.rs: the ISD and NVPTXISD opcode enums with their names and properties.
Run from this folder: python3 opcodes.py"""

# ISD opcodes: Rust variant, the name LLVM's DAG dumps print, flags (comm = commutative,
# leaf = printed inline where used).
ISD = """EntryToken EntryToken leaf
TokenFactor TokenFactor
MergeValues merge_values
Constant Constant leaf
ConstantFP ConstantFP leaf
TargetConstant TargetConstant leaf
GlobalAddress GlobalAddress leaf
TargetGlobalAddress TargetGlobalAddress leaf
ExternalSymbol ExternalSymbol leaf
TargetExternalSymbol TargetExternalSymbol leaf
FrameIndex FrameIndex leaf
Register Register leaf
BasicBlock BasicBlock leaf
CondCode CondCode leaf
ValueType ValueType leaf
Undef undef leaf
Poison poison leaf
Freeze freeze
CopyToReg CopyToReg
CopyFromReg CopyFromReg
Add add comm
Sub sub
Mul mul comm
SDiv sdiv
UDiv udiv
SRem srem
URem urem
MulHS mulhs comm
MulHU mulhu comm
SMulLoHi smul_lohi comm
UMulLoHi umul_lohi comm
And and comm
Or or comm
Xor xor comm
Shl shl
Sra sra
Srl srl
RotL rotl
RotR rotr
FShL fshl
FShR fshr
CtPop ctpop
CtLz ctlz
CtTz cttz
BSwap bswap
BitReverse bitreverse
Abs abs
SMin smin comm
SMax smax comm
UMin umin comm
UMax umax comm
SAddSat saddsat comm
UAddSat uaddsat comm
SSubSat ssubsat
USubSat usubsat
UAddO uaddo comm
USubO usubo
SAddO saddo comm
SSubO ssubo
UMulO umulo comm
SMulO smulo comm
UAddOCarry uaddo_carry
USubOCarry usubo_carry
AddC addc
AddE adde
SubC subc
SubE sube
FAdd fadd comm
FSub fsub
FMul fmul comm
FDiv fdiv
FRem frem
Fma fma
FMad fmad
FNeg fneg
FAbs fabs
FSqrt fsqrt
FMinNum fminnum comm
FMaxNum fmaxnum comm
FMinimum fminimum comm
FMaximum fmaximum comm
FCopySign fcopysign
FFloor ffloor
FCeil fceil
FTrunc ftrunc
FRint frint
FNearbyInt fnearbyint
FRound fround
FRoundEven froundeven
FSin fsin
FCos fcos
FExp2 fexp2
FLog2 flog2
FExp fexp
FExp10 fexp10
FLog flog
FLog10 flog10
FPow fpow
SetCC setcc
Select select
VSelect vselect
SelectCC select_cc
Br br
BrCond brcond
BrCC br_cc
BrJT br_jt
BrInd brind
SignExtend sign_extend
ZeroExtend zero_extend
AnyExtend any_extend
Truncate truncate
SignExtendInReg sign_extend_inreg
FpExtend fp_extend
FpRound fp_round
FpToSInt fp_to_sint
FpToUInt fp_to_uint
SIntToFp sint_to_fp
UIntToFp uint_to_fp
Bitcast bitcast
AddrSpaceCast addrspacecast
Load load
Store store
AtomicFence AtomicFence
AtomicLoad AtomicLoad
AtomicStore AtomicStore
AtomicCmpSwap AtomicCmpSwap
AtomicCmpSwapWithSuccess AtomicCmpSwapWithSuccess
AtomicSwap AtomicSwap
AtomicLoadAdd AtomicLoadAdd
AtomicLoadSub AtomicLoadSub
AtomicLoadAnd AtomicLoadAnd
AtomicLoadOr AtomicLoadOr
AtomicLoadXor AtomicLoadXor
AtomicLoadNand AtomicLoadNand
AtomicLoadMin AtomicLoadMin
AtomicLoadMax AtomicLoadMax
AtomicLoadUMin AtomicLoadUMin
AtomicLoadUMax AtomicLoadUMax
AtomicLoadFAdd AtomicLoadFAdd
AtomicLoadFSub AtomicLoadFSub
AtomicLoadFMin AtomicLoadFMin
AtomicLoadFMax AtomicLoadFMax
AtomicLoadUIncWrap AtomicLoadUIncWrap
AtomicLoadUDecWrap AtomicLoadUDecWrap
IntrinsicWoChain intrinsic_wo_chain
IntrinsicWChain intrinsic_w_chain
IntrinsicVoid intrinsic_void
BuildVector BUILD_VECTOR
ExtractVectorElt extract_vector_elt
InsertVectorElt insert_vector_elt
VectorShuffle vector_shuffle
ConcatVectors concat_vectors
ExtractSubvector extract_subvector
ScalarToVector scalar_to_vector
ExtractElement extract_element
BuildPair build_pair
CallSeqStart callseq_start
CallSeqEnd callseq_end
DynamicStackAlloc DYNAMIC_STACKALLOC
StackSave stacksave
StackRestore stackrestore
Trap trap
InlineAsm inlineasm
Prefetch Prefetch"""

# The named NVPTXISD roster of seed 000 (SEED_CONTRACT 3.03), exactly 60 names, in its order.
NVPTX = """LoadParam LoadParamV2 LoadParamV4 StoreParam StoreParamV2 StoreParamV4 MoveParam DeclareParam DeclareScalarParam DeclareRet DeclareRetParam
CALL CallPrototype RET_GLUE ProxyReg BrxStart BrxItem BrxEnd
LoadV2 LoadV4 LoadV8 StoreV2 StoreV4 StoreV8
LoadExt LoadExtV2 LoadExtV4 LoadExtV8 StoreExt StoreExtV2 StoreExtV4 StoreExtV8
LoadExtVer2 LoadExtVer2V2 LoadExtVer2V4 LoadExtVer2V8 StoreExtVer2 StoreExtVer2V2 StoreExtVer2V4 StoreExtVer2V8
LDUV2 LDUV4 BUILD_VECTOR UNPACK_VECTOR SETP_F16X2 SETP_BF16X2
BFI PRMT FCOPYSIGN FSHL_CLAMP FSHR_CLAMP MUL_WIDE_SIGNED MUL_WIDE_UNSIGNED
DYNAMIC_STACKALLOC STACKSAVE STACKRESTORE
CLUSTERLAUNCHCONTROL_QUERY_CANCEL_IS_CANCELED CLUSTERLAUNCHCONTROL_QUERY_CANCEL_GET_FIRST_CTAID_X CLUSTERLAUNCHCONTROL_QUERY_CANCEL_GET_FIRST_CTAID_Y CLUSTERLAUNCHCONTROL_QUERY_CANCEL_GET_FIRST_CTAID_Z""".split()
assert len(NVPTX) == 60, len(NVPTX)
# Upstream LLVM 22 nodes outside the seed roster.
EXTRA = "Wrapper StoreRetval StoreRetvalV2 StoreRetvalV4 LoadRetParam CallSeqBegin PrintCall PrintCallUni".split()


def camel(n):
    if '_' in n:
        return ''.join(p[:1].upper() + p[1:].lower() for p in n.split('_'))
    return n[:1].upper() + n[1:]


def generate():
    rows = [l.split() for l in ISD.splitlines()]
    out = ["""//! SelectionDAG opcodes: LLVM's target-independent `ISD` opcodes and the NVPTX pseudo-opcodes
//! (`NVPTXISD`), by the names the seeds and LLVM's DAG dumps use.
//!
//! The GENERATOR sections are written by `opcodes.py` beside this file (`python3 opcodes.py`):
//! edit its tables, not the generated `match` arms, when adding an opcode.

use std::fmt;

// GENERATOR-BEGIN isd
/// A target-independent SelectionDAG opcode (`ISD::*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Isd {"""]
    for r in rows:
        out.append(f"    /// `{r[1]}`")
        out.append(f"    {r[0]},")
    out.append("}\n\nimpl Isd {\n    /// Every ISD opcode, in declaration order.\n    pub const ALL: &'static [Isd] = &[")
    out.append("        " + ", ".join(f"Isd::{r[0]}" for r in rows) + ",")
    out.append("    ];\n\n    /// The name LLVM's DAG dumps print.\n    pub const fn name(self) -> &'static str {\n        match self {")
    for r in rows:
        out.append(f'            Isd::{r[0]} => "{r[1]}",')
    out.append("        }\n    }\n\n    /// Whether the two value operands may be swapped.\n    pub const fn is_commutative(self) -> bool {\n        matches!(self, "
               + " | ".join(f"Isd::{r[0]}" for r in rows if 'comm' in r[2:])
               + ")\n    }\n\n    /// Whether the node is a leaf that DAG dumps print inline where it is used.\n    pub const fn is_leaf(self) -> bool {\n        matches!(self, "
               + " | ".join(f"Isd::{r[0]}" for r in rows if 'leaf' in r[2:]) + ")\n    }\n}\n// GENERATOR-END isd\n")
    out.append("""// GENERATOR-BEGIN nvptxisd
/// An NVPTX pseudo-opcode (`NVPTXISD::*`). The first 60 are the named roster of seed 000
/// (SEED_CONTRACT 3.03); the rest are upstream LLVM 22 nodes the seeds do not list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum NvptxIsd {""")
    for n in NVPTX + EXTRA:
        out.append(f"    /// `NVPTXISD::{n}`")
        out.append(f"    {camel(n)},")
    out.append("""    /// A selector opcode with no debug name in the binary (TMA, WGMMA, tcgen05): printed
    /// `NVPTXISD#<n>` (SEED_CONTRACT 3.04).
    Unnamed(u16),
}

impl NvptxIsd {
    /// The 60 named roster opcodes of seed 000, in its order.
    pub const ROSTER: [NvptxIsd; 60] = [""")
    out.append("        " + ", ".join(f"NvptxIsd::{camel(n)}" for n in NVPTX) + ",")
    out.append("    ];\n\n    /// The name after `NVPTXISD::`, or `None` for unnamed opcodes.\n    pub const fn name(self) -> Option<&'static str> {\n        Some(match self {")
    for n in NVPTX + EXTRA:
        out.append(f'            NvptxIsd::{camel(n)} => "{n}",')
    out.append("            NvptxIsd::Unnamed(_) => return None,\n        })\n    }\n\n    /// Whether this opcode is in the seed's named roster (not an upstream-only extra).\n    pub fn in_roster(self) -> bool {\n        Self::ROSTER.contains(&self)\n    }\n}\n// GENERATOR-END nvptxisd\n")
    # The hand-written rest of the file is kept as it is.
    old = open('opcode.rs').read()
    rest = old[old.index("// GENERATOR-END nvptxisd\n") + len("// GENERATOR-END nvptxisd\n"):]
    return "\n".join(out) + rest


if __name__ == '__main__':
    text = generate()
    open('opcode.rs', 'w').write(text)
