//! SelectionDAG opcodes: LLVM's target-independent `ISD` opcodes and the NVPTX pseudo-opcodes
//! (`NVPTXISD`), by the names the seeds and LLVM's DAG dumps use.
//!
//! The GENERATOR sections are written by `opcodes.py` beside this file (`python3 opcodes.py`):
//! edit its tables, not the generated `match` arms, when adding an opcode.

use std::fmt;

// GENERATOR-BEGIN isd
/// A target-independent SelectionDAG opcode (`ISD::*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Isd {
    /// `EntryToken`
    EntryToken,
    /// `TokenFactor`
    TokenFactor,
    /// `merge_values`
    MergeValues,
    /// `Constant`
    Constant,
    /// `ConstantFP`
    ConstantFP,
    /// `TargetConstant`
    TargetConstant,
    /// `GlobalAddress`
    GlobalAddress,
    /// `TargetGlobalAddress`
    TargetGlobalAddress,
    /// `ExternalSymbol`
    ExternalSymbol,
    /// `TargetExternalSymbol`
    TargetExternalSymbol,
    /// `FrameIndex`
    FrameIndex,
    /// `Register`
    Register,
    /// `BasicBlock`
    BasicBlock,
    /// `CondCode`
    CondCode,
    /// `ValueType`
    ValueType,
    /// `undef`
    Undef,
    /// `poison`
    Poison,
    /// `freeze`
    Freeze,
    /// `CopyToReg`
    CopyToReg,
    /// `CopyFromReg`
    CopyFromReg,
    /// `add`
    Add,
    /// `sub`
    Sub,
    /// `mul`
    Mul,
    /// `sdiv`
    SDiv,
    /// `udiv`
    UDiv,
    /// `srem`
    SRem,
    /// `urem`
    URem,
    /// `mulhs`
    MulHS,
    /// `mulhu`
    MulHU,
    /// `smul_lohi`
    SMulLoHi,
    /// `umul_lohi`
    UMulLoHi,
    /// `and`
    And,
    /// `or`
    Or,
    /// `xor`
    Xor,
    /// `shl`
    Shl,
    /// `sra`
    Sra,
    /// `srl`
    Srl,
    /// `rotl`
    RotL,
    /// `rotr`
    RotR,
    /// `fshl`
    FShL,
    /// `fshr`
    FShR,
    /// `ctpop`
    CtPop,
    /// `ctlz`
    CtLz,
    /// `cttz`
    CtTz,
    /// `bswap`
    BSwap,
    /// `bitreverse`
    BitReverse,
    /// `abs`
    Abs,
    /// `smin`
    SMin,
    /// `smax`
    SMax,
    /// `umin`
    UMin,
    /// `umax`
    UMax,
    /// `saddsat`
    SAddSat,
    /// `uaddsat`
    UAddSat,
    /// `ssubsat`
    SSubSat,
    /// `usubsat`
    USubSat,
    /// `uaddo`
    UAddO,
    /// `usubo`
    USubO,
    /// `saddo`
    SAddO,
    /// `ssubo`
    SSubO,
    /// `umulo`
    UMulO,
    /// `smulo`
    SMulO,
    /// `uaddo_carry`
    UAddOCarry,
    /// `usubo_carry`
    USubOCarry,
    /// `addc`
    AddC,
    /// `adde`
    AddE,
    /// `subc`
    SubC,
    /// `sube`
    SubE,
    /// `fadd`
    FAdd,
    /// `fsub`
    FSub,
    /// `fmul`
    FMul,
    /// `fdiv`
    FDiv,
    /// `frem`
    FRem,
    /// `fma`
    Fma,
    /// `fmad`
    FMad,
    /// `fneg`
    FNeg,
    /// `fabs`
    FAbs,
    /// `fsqrt`
    FSqrt,
    /// `fminnum`
    FMinNum,
    /// `fmaxnum`
    FMaxNum,
    /// `fminimum`
    FMinimum,
    /// `fmaximum`
    FMaximum,
    /// `fcopysign`
    FCopySign,
    /// `ffloor`
    FFloor,
    /// `fceil`
    FCeil,
    /// `ftrunc`
    FTrunc,
    /// `frint`
    FRint,
    /// `fnearbyint`
    FNearbyInt,
    /// `fround`
    FRound,
    /// `froundeven`
    FRoundEven,
    /// `fsin`
    FSin,
    /// `fcos`
    FCos,
    /// `fexp2`
    FExp2,
    /// `flog2`
    FLog2,
    /// `fexp`
    FExp,
    /// `fexp10`
    FExp10,
    /// `flog`
    FLog,
    /// `flog10`
    FLog10,
    /// `fpow`
    FPow,
    /// `setcc`
    SetCC,
    /// `select`
    Select,
    /// `vselect`
    VSelect,
    /// `select_cc`
    SelectCC,
    /// `br`
    Br,
    /// `brcond`
    BrCond,
    /// `br_cc`
    BrCC,
    /// `br_jt`
    BrJT,
    /// `brind`
    BrInd,
    /// `sign_extend`
    SignExtend,
    /// `zero_extend`
    ZeroExtend,
    /// `any_extend`
    AnyExtend,
    /// `truncate`
    Truncate,
    /// `sign_extend_inreg`
    SignExtendInReg,
    /// `fp_extend`
    FpExtend,
    /// `fp_round`
    FpRound,
    /// `fp_to_sint`
    FpToSInt,
    /// `fp_to_uint`
    FpToUInt,
    /// `sint_to_fp`
    SIntToFp,
    /// `uint_to_fp`
    UIntToFp,
    /// `bitcast`
    Bitcast,
    /// `addrspacecast`
    AddrSpaceCast,
    /// `load`
    Load,
    /// `store`
    Store,
    /// `AtomicFence`
    AtomicFence,
    /// `AtomicLoad`
    AtomicLoad,
    /// `AtomicStore`
    AtomicStore,
    /// `AtomicCmpSwap`
    AtomicCmpSwap,
    /// `AtomicCmpSwapWithSuccess`
    AtomicCmpSwapWithSuccess,
    /// `AtomicSwap`
    AtomicSwap,
    /// `AtomicLoadAdd`
    AtomicLoadAdd,
    /// `AtomicLoadSub`
    AtomicLoadSub,
    /// `AtomicLoadAnd`
    AtomicLoadAnd,
    /// `AtomicLoadOr`
    AtomicLoadOr,
    /// `AtomicLoadXor`
    AtomicLoadXor,
    /// `AtomicLoadNand`
    AtomicLoadNand,
    /// `AtomicLoadMin`
    AtomicLoadMin,
    /// `AtomicLoadMax`
    AtomicLoadMax,
    /// `AtomicLoadUMin`
    AtomicLoadUMin,
    /// `AtomicLoadUMax`
    AtomicLoadUMax,
    /// `AtomicLoadFAdd`
    AtomicLoadFAdd,
    /// `AtomicLoadFSub`
    AtomicLoadFSub,
    /// `AtomicLoadFMin`
    AtomicLoadFMin,
    /// `AtomicLoadFMax`
    AtomicLoadFMax,
    /// `AtomicLoadUIncWrap`
    AtomicLoadUIncWrap,
    /// `AtomicLoadUDecWrap`
    AtomicLoadUDecWrap,
    /// `intrinsic_wo_chain`
    IntrinsicWoChain,
    /// `intrinsic_w_chain`
    IntrinsicWChain,
    /// `intrinsic_void`
    IntrinsicVoid,
    /// `BUILD_VECTOR`
    BuildVector,
    /// `extract_vector_elt`
    ExtractVectorElt,
    /// `insert_vector_elt`
    InsertVectorElt,
    /// `vector_shuffle`
    VectorShuffle,
    /// `concat_vectors`
    ConcatVectors,
    /// `extract_subvector`
    ExtractSubvector,
    /// `scalar_to_vector`
    ScalarToVector,
    /// `extract_element`
    ExtractElement,
    /// `build_pair`
    BuildPair,
    /// `callseq_start`
    CallSeqStart,
    /// `callseq_end`
    CallSeqEnd,
    /// `DYNAMIC_STACKALLOC`
    DynamicStackAlloc,
    /// `stacksave`
    StackSave,
    /// `stackrestore`
    StackRestore,
    /// `trap`
    Trap,
    /// `inlineasm`
    InlineAsm,
    /// `Prefetch`
    Prefetch,
}

impl Isd {
    /// Every ISD opcode, in declaration order.
    pub const ALL: &'static [Isd] = &[
        Isd::EntryToken, Isd::TokenFactor, Isd::MergeValues, Isd::Constant, Isd::ConstantFP, Isd::TargetConstant, Isd::GlobalAddress, Isd::TargetGlobalAddress, Isd::ExternalSymbol, Isd::TargetExternalSymbol, Isd::FrameIndex, Isd::Register, Isd::BasicBlock, Isd::CondCode, Isd::ValueType, Isd::Undef, Isd::Poison, Isd::Freeze, Isd::CopyToReg, Isd::CopyFromReg, Isd::Add, Isd::Sub, Isd::Mul, Isd::SDiv, Isd::UDiv, Isd::SRem, Isd::URem, Isd::MulHS, Isd::MulHU, Isd::SMulLoHi, Isd::UMulLoHi, Isd::And, Isd::Or, Isd::Xor, Isd::Shl, Isd::Sra, Isd::Srl, Isd::RotL, Isd::RotR, Isd::FShL, Isd::FShR, Isd::CtPop, Isd::CtLz, Isd::CtTz, Isd::BSwap, Isd::BitReverse, Isd::Abs, Isd::SMin, Isd::SMax, Isd::UMin, Isd::UMax, Isd::SAddSat, Isd::UAddSat, Isd::SSubSat, Isd::USubSat, Isd::UAddO, Isd::USubO, Isd::SAddO, Isd::SSubO, Isd::UMulO, Isd::SMulO, Isd::UAddOCarry, Isd::USubOCarry, Isd::AddC, Isd::AddE, Isd::SubC, Isd::SubE, Isd::FAdd, Isd::FSub, Isd::FMul, Isd::FDiv, Isd::FRem, Isd::Fma, Isd::FMad, Isd::FNeg, Isd::FAbs, Isd::FSqrt, Isd::FMinNum, Isd::FMaxNum, Isd::FMinimum, Isd::FMaximum, Isd::FCopySign, Isd::FFloor, Isd::FCeil, Isd::FTrunc, Isd::FRint, Isd::FNearbyInt, Isd::FRound, Isd::FRoundEven, Isd::FSin, Isd::FCos, Isd::FExp2, Isd::FLog2, Isd::FExp, Isd::FExp10, Isd::FLog, Isd::FLog10, Isd::FPow, Isd::SetCC, Isd::Select, Isd::VSelect, Isd::SelectCC, Isd::Br, Isd::BrCond, Isd::BrCC, Isd::BrJT, Isd::BrInd, Isd::SignExtend, Isd::ZeroExtend, Isd::AnyExtend, Isd::Truncate, Isd::SignExtendInReg, Isd::FpExtend, Isd::FpRound, Isd::FpToSInt, Isd::FpToUInt, Isd::SIntToFp, Isd::UIntToFp, Isd::Bitcast, Isd::AddrSpaceCast, Isd::Load, Isd::Store, Isd::AtomicFence, Isd::AtomicLoad, Isd::AtomicStore, Isd::AtomicCmpSwap, Isd::AtomicCmpSwapWithSuccess, Isd::AtomicSwap, Isd::AtomicLoadAdd, Isd::AtomicLoadSub, Isd::AtomicLoadAnd, Isd::AtomicLoadOr, Isd::AtomicLoadXor, Isd::AtomicLoadNand, Isd::AtomicLoadMin, Isd::AtomicLoadMax, Isd::AtomicLoadUMin, Isd::AtomicLoadUMax, Isd::AtomicLoadFAdd, Isd::AtomicLoadFSub, Isd::AtomicLoadFMin, Isd::AtomicLoadFMax, Isd::AtomicLoadUIncWrap, Isd::AtomicLoadUDecWrap, Isd::IntrinsicWoChain, Isd::IntrinsicWChain, Isd::IntrinsicVoid, Isd::BuildVector, Isd::ExtractVectorElt, Isd::InsertVectorElt, Isd::VectorShuffle, Isd::ConcatVectors, Isd::ExtractSubvector, Isd::ScalarToVector, Isd::ExtractElement, Isd::BuildPair, Isd::CallSeqStart, Isd::CallSeqEnd, Isd::DynamicStackAlloc, Isd::StackSave, Isd::StackRestore, Isd::Trap, Isd::InlineAsm, Isd::Prefetch,
    ];

    /// The name LLVM's DAG dumps print.
    pub const fn name(self) -> &'static str {
        match self {
            Isd::EntryToken => "EntryToken",
            Isd::TokenFactor => "TokenFactor",
            Isd::MergeValues => "merge_values",
            Isd::Constant => "Constant",
            Isd::ConstantFP => "ConstantFP",
            Isd::TargetConstant => "TargetConstant",
            Isd::GlobalAddress => "GlobalAddress",
            Isd::TargetGlobalAddress => "TargetGlobalAddress",
            Isd::ExternalSymbol => "ExternalSymbol",
            Isd::TargetExternalSymbol => "TargetExternalSymbol",
            Isd::FrameIndex => "FrameIndex",
            Isd::Register => "Register",
            Isd::BasicBlock => "BasicBlock",
            Isd::CondCode => "CondCode",
            Isd::ValueType => "ValueType",
            Isd::Undef => "undef",
            Isd::Poison => "poison",
            Isd::Freeze => "freeze",
            Isd::CopyToReg => "CopyToReg",
            Isd::CopyFromReg => "CopyFromReg",
            Isd::Add => "add",
            Isd::Sub => "sub",
            Isd::Mul => "mul",
            Isd::SDiv => "sdiv",
            Isd::UDiv => "udiv",
            Isd::SRem => "srem",
            Isd::URem => "urem",
            Isd::MulHS => "mulhs",
            Isd::MulHU => "mulhu",
            Isd::SMulLoHi => "smul_lohi",
            Isd::UMulLoHi => "umul_lohi",
            Isd::And => "and",
            Isd::Or => "or",
            Isd::Xor => "xor",
            Isd::Shl => "shl",
            Isd::Sra => "sra",
            Isd::Srl => "srl",
            Isd::RotL => "rotl",
            Isd::RotR => "rotr",
            Isd::FShL => "fshl",
            Isd::FShR => "fshr",
            Isd::CtPop => "ctpop",
            Isd::CtLz => "ctlz",
            Isd::CtTz => "cttz",
            Isd::BSwap => "bswap",
            Isd::BitReverse => "bitreverse",
            Isd::Abs => "abs",
            Isd::SMin => "smin",
            Isd::SMax => "smax",
            Isd::UMin => "umin",
            Isd::UMax => "umax",
            Isd::SAddSat => "saddsat",
            Isd::UAddSat => "uaddsat",
            Isd::SSubSat => "ssubsat",
            Isd::USubSat => "usubsat",
            Isd::UAddO => "uaddo",
            Isd::USubO => "usubo",
            Isd::SAddO => "saddo",
            Isd::SSubO => "ssubo",
            Isd::UMulO => "umulo",
            Isd::SMulO => "smulo",
            Isd::UAddOCarry => "uaddo_carry",
            Isd::USubOCarry => "usubo_carry",
            Isd::AddC => "addc",
            Isd::AddE => "adde",
            Isd::SubC => "subc",
            Isd::SubE => "sube",
            Isd::FAdd => "fadd",
            Isd::FSub => "fsub",
            Isd::FMul => "fmul",
            Isd::FDiv => "fdiv",
            Isd::FRem => "frem",
            Isd::Fma => "fma",
            Isd::FMad => "fmad",
            Isd::FNeg => "fneg",
            Isd::FAbs => "fabs",
            Isd::FSqrt => "fsqrt",
            Isd::FMinNum => "fminnum",
            Isd::FMaxNum => "fmaxnum",
            Isd::FMinimum => "fminimum",
            Isd::FMaximum => "fmaximum",
            Isd::FCopySign => "fcopysign",
            Isd::FFloor => "ffloor",
            Isd::FCeil => "fceil",
            Isd::FTrunc => "ftrunc",
            Isd::FRint => "frint",
            Isd::FNearbyInt => "fnearbyint",
            Isd::FRound => "fround",
            Isd::FRoundEven => "froundeven",
            Isd::FSin => "fsin",
            Isd::FCos => "fcos",
            Isd::FExp2 => "fexp2",
            Isd::FLog2 => "flog2",
            Isd::FExp => "fexp",
            Isd::FExp10 => "fexp10",
            Isd::FLog => "flog",
            Isd::FLog10 => "flog10",
            Isd::FPow => "fpow",
            Isd::SetCC => "setcc",
            Isd::Select => "select",
            Isd::VSelect => "vselect",
            Isd::SelectCC => "select_cc",
            Isd::Br => "br",
            Isd::BrCond => "brcond",
            Isd::BrCC => "br_cc",
            Isd::BrJT => "br_jt",
            Isd::BrInd => "brind",
            Isd::SignExtend => "sign_extend",
            Isd::ZeroExtend => "zero_extend",
            Isd::AnyExtend => "any_extend",
            Isd::Truncate => "truncate",
            Isd::SignExtendInReg => "sign_extend_inreg",
            Isd::FpExtend => "fp_extend",
            Isd::FpRound => "fp_round",
            Isd::FpToSInt => "fp_to_sint",
            Isd::FpToUInt => "fp_to_uint",
            Isd::SIntToFp => "sint_to_fp",
            Isd::UIntToFp => "uint_to_fp",
            Isd::Bitcast => "bitcast",
            Isd::AddrSpaceCast => "addrspacecast",
            Isd::Load => "load",
            Isd::Store => "store",
            Isd::AtomicFence => "AtomicFence",
            Isd::AtomicLoad => "AtomicLoad",
            Isd::AtomicStore => "AtomicStore",
            Isd::AtomicCmpSwap => "AtomicCmpSwap",
            Isd::AtomicCmpSwapWithSuccess => "AtomicCmpSwapWithSuccess",
            Isd::AtomicSwap => "AtomicSwap",
            Isd::AtomicLoadAdd => "AtomicLoadAdd",
            Isd::AtomicLoadSub => "AtomicLoadSub",
            Isd::AtomicLoadAnd => "AtomicLoadAnd",
            Isd::AtomicLoadOr => "AtomicLoadOr",
            Isd::AtomicLoadXor => "AtomicLoadXor",
            Isd::AtomicLoadNand => "AtomicLoadNand",
            Isd::AtomicLoadMin => "AtomicLoadMin",
            Isd::AtomicLoadMax => "AtomicLoadMax",
            Isd::AtomicLoadUMin => "AtomicLoadUMin",
            Isd::AtomicLoadUMax => "AtomicLoadUMax",
            Isd::AtomicLoadFAdd => "AtomicLoadFAdd",
            Isd::AtomicLoadFSub => "AtomicLoadFSub",
            Isd::AtomicLoadFMin => "AtomicLoadFMin",
            Isd::AtomicLoadFMax => "AtomicLoadFMax",
            Isd::AtomicLoadUIncWrap => "AtomicLoadUIncWrap",
            Isd::AtomicLoadUDecWrap => "AtomicLoadUDecWrap",
            Isd::IntrinsicWoChain => "intrinsic_wo_chain",
            Isd::IntrinsicWChain => "intrinsic_w_chain",
            Isd::IntrinsicVoid => "intrinsic_void",
            Isd::BuildVector => "BUILD_VECTOR",
            Isd::ExtractVectorElt => "extract_vector_elt",
            Isd::InsertVectorElt => "insert_vector_elt",
            Isd::VectorShuffle => "vector_shuffle",
            Isd::ConcatVectors => "concat_vectors",
            Isd::ExtractSubvector => "extract_subvector",
            Isd::ScalarToVector => "scalar_to_vector",
            Isd::ExtractElement => "extract_element",
            Isd::BuildPair => "build_pair",
            Isd::CallSeqStart => "callseq_start",
            Isd::CallSeqEnd => "callseq_end",
            Isd::DynamicStackAlloc => "DYNAMIC_STACKALLOC",
            Isd::StackSave => "stacksave",
            Isd::StackRestore => "stackrestore",
            Isd::Trap => "trap",
            Isd::InlineAsm => "inlineasm",
            Isd::Prefetch => "Prefetch",
        }
    }

    /// Whether the two value operands may be swapped.
    pub const fn is_commutative(self) -> bool {
        matches!(self, Isd::Add | Isd::Mul | Isd::MulHS | Isd::MulHU | Isd::SMulLoHi | Isd::UMulLoHi | Isd::And | Isd::Or | Isd::Xor | Isd::SMin | Isd::SMax | Isd::UMin | Isd::UMax | Isd::SAddSat | Isd::UAddSat | Isd::UAddO | Isd::SAddO | Isd::UMulO | Isd::SMulO | Isd::FAdd | Isd::FMul | Isd::FMinNum | Isd::FMaxNum | Isd::FMinimum | Isd::FMaximum)
    }

    /// Whether the node is a leaf that DAG dumps print inline where it is used.
    pub const fn is_leaf(self) -> bool {
        matches!(self, Isd::EntryToken | Isd::Constant | Isd::ConstantFP | Isd::TargetConstant | Isd::GlobalAddress | Isd::TargetGlobalAddress | Isd::ExternalSymbol | Isd::TargetExternalSymbol | Isd::FrameIndex | Isd::Register | Isd::BasicBlock | Isd::CondCode | Isd::ValueType | Isd::Undef | Isd::Poison)
    }
}
// GENERATOR-END isd

// GENERATOR-BEGIN nvptxisd
/// An NVPTX pseudo-opcode (`NVPTXISD::*`). The first 60 are the named roster of seed 000
/// (SEED_CONTRACT 3.03); the rest are upstream LLVM 22 nodes the seeds do not list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum NvptxIsd {
    /// `NVPTXISD::LoadParam`
    LoadParam,
    /// `NVPTXISD::LoadParamV2`
    LoadParamV2,
    /// `NVPTXISD::LoadParamV4`
    LoadParamV4,
    /// `NVPTXISD::StoreParam`
    StoreParam,
    /// `NVPTXISD::StoreParamV2`
    StoreParamV2,
    /// `NVPTXISD::StoreParamV4`
    StoreParamV4,
    /// `NVPTXISD::MoveParam`
    MoveParam,
    /// `NVPTXISD::DeclareParam`
    DeclareParam,
    /// `NVPTXISD::DeclareScalarParam`
    DeclareScalarParam,
    /// `NVPTXISD::DeclareRet`
    DeclareRet,
    /// `NVPTXISD::DeclareRetParam`
    DeclareRetParam,
    /// `NVPTXISD::CALL`
    CALL,
    /// `NVPTXISD::CallPrototype`
    CallPrototype,
    /// `NVPTXISD::RET_GLUE`
    RetGlue,
    /// `NVPTXISD::ProxyReg`
    ProxyReg,
    /// `NVPTXISD::BrxStart`
    BrxStart,
    /// `NVPTXISD::BrxItem`
    BrxItem,
    /// `NVPTXISD::BrxEnd`
    BrxEnd,
    /// `NVPTXISD::LoadV2`
    LoadV2,
    /// `NVPTXISD::LoadV4`
    LoadV4,
    /// `NVPTXISD::LoadV8`
    LoadV8,
    /// `NVPTXISD::StoreV2`
    StoreV2,
    /// `NVPTXISD::StoreV4`
    StoreV4,
    /// `NVPTXISD::StoreV8`
    StoreV8,
    /// `NVPTXISD::LoadExt`
    LoadExt,
    /// `NVPTXISD::LoadExtV2`
    LoadExtV2,
    /// `NVPTXISD::LoadExtV4`
    LoadExtV4,
    /// `NVPTXISD::LoadExtV8`
    LoadExtV8,
    /// `NVPTXISD::StoreExt`
    StoreExt,
    /// `NVPTXISD::StoreExtV2`
    StoreExtV2,
    /// `NVPTXISD::StoreExtV4`
    StoreExtV4,
    /// `NVPTXISD::StoreExtV8`
    StoreExtV8,
    /// `NVPTXISD::LoadExtVer2`
    LoadExtVer2,
    /// `NVPTXISD::LoadExtVer2V2`
    LoadExtVer2V2,
    /// `NVPTXISD::LoadExtVer2V4`
    LoadExtVer2V4,
    /// `NVPTXISD::LoadExtVer2V8`
    LoadExtVer2V8,
    /// `NVPTXISD::StoreExtVer2`
    StoreExtVer2,
    /// `NVPTXISD::StoreExtVer2V2`
    StoreExtVer2V2,
    /// `NVPTXISD::StoreExtVer2V4`
    StoreExtVer2V4,
    /// `NVPTXISD::StoreExtVer2V8`
    StoreExtVer2V8,
    /// `NVPTXISD::LDUV2`
    LDUV2,
    /// `NVPTXISD::LDUV4`
    LDUV4,
    /// `NVPTXISD::BUILD_VECTOR`
    BuildVector,
    /// `NVPTXISD::UNPACK_VECTOR`
    UnpackVector,
    /// `NVPTXISD::SETP_F16X2`
    SetpF16x2,
    /// `NVPTXISD::SETP_BF16X2`
    SetpBf16x2,
    /// `NVPTXISD::BFI`
    BFI,
    /// `NVPTXISD::PRMT`
    PRMT,
    /// `NVPTXISD::FCOPYSIGN`
    FCOPYSIGN,
    /// `NVPTXISD::FSHL_CLAMP`
    FshlClamp,
    /// `NVPTXISD::FSHR_CLAMP`
    FshrClamp,
    /// `NVPTXISD::MUL_WIDE_SIGNED`
    MulWideSigned,
    /// `NVPTXISD::MUL_WIDE_UNSIGNED`
    MulWideUnsigned,
    /// `NVPTXISD::DYNAMIC_STACKALLOC`
    DynamicStackalloc,
    /// `NVPTXISD::STACKSAVE`
    STACKSAVE,
    /// `NVPTXISD::STACKRESTORE`
    STACKRESTORE,
    /// `NVPTXISD::CLUSTERLAUNCHCONTROL_QUERY_CANCEL_IS_CANCELED`
    ClusterlaunchcontrolQueryCancelIsCanceled,
    /// `NVPTXISD::CLUSTERLAUNCHCONTROL_QUERY_CANCEL_GET_FIRST_CTAID_X`
    ClusterlaunchcontrolQueryCancelGetFirstCtaidX,
    /// `NVPTXISD::CLUSTERLAUNCHCONTROL_QUERY_CANCEL_GET_FIRST_CTAID_Y`
    ClusterlaunchcontrolQueryCancelGetFirstCtaidY,
    /// `NVPTXISD::CLUSTERLAUNCHCONTROL_QUERY_CANCEL_GET_FIRST_CTAID_Z`
    ClusterlaunchcontrolQueryCancelGetFirstCtaidZ,
    /// `NVPTXISD::Wrapper`
    Wrapper,
    /// `NVPTXISD::StoreRetval`
    StoreRetval,
    /// `NVPTXISD::StoreRetvalV2`
    StoreRetvalV2,
    /// `NVPTXISD::StoreRetvalV4`
    StoreRetvalV4,
    /// `NVPTXISD::LoadRetParam`
    LoadRetParam,
    /// `NVPTXISD::CallSeqBegin`
    CallSeqBegin,
    /// `NVPTXISD::PrintCall`
    PrintCall,
    /// `NVPTXISD::PrintCallUni`
    PrintCallUni,
    /// A selector opcode with no debug name in the binary (TMA, WGMMA, tcgen05): printed
    /// `NVPTXISD#<n>` (SEED_CONTRACT 3.04).
    Unnamed(u16),
}

impl NvptxIsd {
    /// The 60 named roster opcodes of seed 000, in its order.
    pub const ROSTER: [NvptxIsd; 60] = [
        NvptxIsd::LoadParam, NvptxIsd::LoadParamV2, NvptxIsd::LoadParamV4, NvptxIsd::StoreParam, NvptxIsd::StoreParamV2, NvptxIsd::StoreParamV4, NvptxIsd::MoveParam, NvptxIsd::DeclareParam, NvptxIsd::DeclareScalarParam, NvptxIsd::DeclareRet, NvptxIsd::DeclareRetParam, NvptxIsd::CALL, NvptxIsd::CallPrototype, NvptxIsd::RetGlue, NvptxIsd::ProxyReg, NvptxIsd::BrxStart, NvptxIsd::BrxItem, NvptxIsd::BrxEnd, NvptxIsd::LoadV2, NvptxIsd::LoadV4, NvptxIsd::LoadV8, NvptxIsd::StoreV2, NvptxIsd::StoreV4, NvptxIsd::StoreV8, NvptxIsd::LoadExt, NvptxIsd::LoadExtV2, NvptxIsd::LoadExtV4, NvptxIsd::LoadExtV8, NvptxIsd::StoreExt, NvptxIsd::StoreExtV2, NvptxIsd::StoreExtV4, NvptxIsd::StoreExtV8, NvptxIsd::LoadExtVer2, NvptxIsd::LoadExtVer2V2, NvptxIsd::LoadExtVer2V4, NvptxIsd::LoadExtVer2V8, NvptxIsd::StoreExtVer2, NvptxIsd::StoreExtVer2V2, NvptxIsd::StoreExtVer2V4, NvptxIsd::StoreExtVer2V8, NvptxIsd::LDUV2, NvptxIsd::LDUV4, NvptxIsd::BuildVector, NvptxIsd::UnpackVector, NvptxIsd::SetpF16x2, NvptxIsd::SetpBf16x2, NvptxIsd::BFI, NvptxIsd::PRMT, NvptxIsd::FCOPYSIGN, NvptxIsd::FshlClamp, NvptxIsd::FshrClamp, NvptxIsd::MulWideSigned, NvptxIsd::MulWideUnsigned, NvptxIsd::DynamicStackalloc, NvptxIsd::STACKSAVE, NvptxIsd::STACKRESTORE, NvptxIsd::ClusterlaunchcontrolQueryCancelIsCanceled, NvptxIsd::ClusterlaunchcontrolQueryCancelGetFirstCtaidX, NvptxIsd::ClusterlaunchcontrolQueryCancelGetFirstCtaidY, NvptxIsd::ClusterlaunchcontrolQueryCancelGetFirstCtaidZ,
    ];

    /// The name after `NVPTXISD::`, or `None` for unnamed opcodes.
    pub const fn name(self) -> Option<&'static str> {
        Some(match self {
            NvptxIsd::LoadParam => "LoadParam",
            NvptxIsd::LoadParamV2 => "LoadParamV2",
            NvptxIsd::LoadParamV4 => "LoadParamV4",
            NvptxIsd::StoreParam => "StoreParam",
            NvptxIsd::StoreParamV2 => "StoreParamV2",
            NvptxIsd::StoreParamV4 => "StoreParamV4",
            NvptxIsd::MoveParam => "MoveParam",
            NvptxIsd::DeclareParam => "DeclareParam",
            NvptxIsd::DeclareScalarParam => "DeclareScalarParam",
            NvptxIsd::DeclareRet => "DeclareRet",
            NvptxIsd::DeclareRetParam => "DeclareRetParam",
            NvptxIsd::CALL => "CALL",
            NvptxIsd::CallPrototype => "CallPrototype",
            NvptxIsd::RetGlue => "RET_GLUE",
            NvptxIsd::ProxyReg => "ProxyReg",
            NvptxIsd::BrxStart => "BrxStart",
            NvptxIsd::BrxItem => "BrxItem",
            NvptxIsd::BrxEnd => "BrxEnd",
            NvptxIsd::LoadV2 => "LoadV2",
            NvptxIsd::LoadV4 => "LoadV4",
            NvptxIsd::LoadV8 => "LoadV8",
            NvptxIsd::StoreV2 => "StoreV2",
            NvptxIsd::StoreV4 => "StoreV4",
            NvptxIsd::StoreV8 => "StoreV8",
            NvptxIsd::LoadExt => "LoadExt",
            NvptxIsd::LoadExtV2 => "LoadExtV2",
            NvptxIsd::LoadExtV4 => "LoadExtV4",
            NvptxIsd::LoadExtV8 => "LoadExtV8",
            NvptxIsd::StoreExt => "StoreExt",
            NvptxIsd::StoreExtV2 => "StoreExtV2",
            NvptxIsd::StoreExtV4 => "StoreExtV4",
            NvptxIsd::StoreExtV8 => "StoreExtV8",
            NvptxIsd::LoadExtVer2 => "LoadExtVer2",
            NvptxIsd::LoadExtVer2V2 => "LoadExtVer2V2",
            NvptxIsd::LoadExtVer2V4 => "LoadExtVer2V4",
            NvptxIsd::LoadExtVer2V8 => "LoadExtVer2V8",
            NvptxIsd::StoreExtVer2 => "StoreExtVer2",
            NvptxIsd::StoreExtVer2V2 => "StoreExtVer2V2",
            NvptxIsd::StoreExtVer2V4 => "StoreExtVer2V4",
            NvptxIsd::StoreExtVer2V8 => "StoreExtVer2V8",
            NvptxIsd::LDUV2 => "LDUV2",
            NvptxIsd::LDUV4 => "LDUV4",
            NvptxIsd::BuildVector => "BUILD_VECTOR",
            NvptxIsd::UnpackVector => "UNPACK_VECTOR",
            NvptxIsd::SetpF16x2 => "SETP_F16X2",
            NvptxIsd::SetpBf16x2 => "SETP_BF16X2",
            NvptxIsd::BFI => "BFI",
            NvptxIsd::PRMT => "PRMT",
            NvptxIsd::FCOPYSIGN => "FCOPYSIGN",
            NvptxIsd::FshlClamp => "FSHL_CLAMP",
            NvptxIsd::FshrClamp => "FSHR_CLAMP",
            NvptxIsd::MulWideSigned => "MUL_WIDE_SIGNED",
            NvptxIsd::MulWideUnsigned => "MUL_WIDE_UNSIGNED",
            NvptxIsd::DynamicStackalloc => "DYNAMIC_STACKALLOC",
            NvptxIsd::STACKSAVE => "STACKSAVE",
            NvptxIsd::STACKRESTORE => "STACKRESTORE",
            NvptxIsd::ClusterlaunchcontrolQueryCancelIsCanceled => "CLUSTERLAUNCHCONTROL_QUERY_CANCEL_IS_CANCELED",
            NvptxIsd::ClusterlaunchcontrolQueryCancelGetFirstCtaidX => "CLUSTERLAUNCHCONTROL_QUERY_CANCEL_GET_FIRST_CTAID_X",
            NvptxIsd::ClusterlaunchcontrolQueryCancelGetFirstCtaidY => "CLUSTERLAUNCHCONTROL_QUERY_CANCEL_GET_FIRST_CTAID_Y",
            NvptxIsd::ClusterlaunchcontrolQueryCancelGetFirstCtaidZ => "CLUSTERLAUNCHCONTROL_QUERY_CANCEL_GET_FIRST_CTAID_Z",
            NvptxIsd::Wrapper => "Wrapper",
            NvptxIsd::StoreRetval => "StoreRetval",
            NvptxIsd::StoreRetvalV2 => "StoreRetvalV2",
            NvptxIsd::StoreRetvalV4 => "StoreRetvalV4",
            NvptxIsd::LoadRetParam => "LoadRetParam",
            NvptxIsd::CallSeqBegin => "CallSeqBegin",
            NvptxIsd::PrintCall => "PrintCall",
            NvptxIsd::PrintCallUni => "PrintCallUni",
            NvptxIsd::Unnamed(_) => return None,
        })
    }

    /// Whether this opcode is in the seed's named roster (not an upstream-only extra).
    pub fn in_roster(self) -> bool {
        Self::ROSTER.contains(&self)
    }
}
// GENERATOR-END nvptxisd


/// A SelectionDAG node's opcode: generic, NVPTX pseudo, or (after selection) a machine opcode
/// named by the instruction table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Opcode {
    /// `ISD::*`.
    Isd(Isd),
    /// `NVPTXISD::*`.
    Nvptx(NvptxIsd),
    /// A selected machine instruction (`ADDi32rr`, `LD_i32`), named by the instruction table.
    Machine(&'static str),
}

impl fmt::Display for Opcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Opcode::Isd(i) => f.write_str(i.name()),
            Opcode::Nvptx(n) => match n.name() {
                Some(name) => write!(f, "NVPTXISD::{name}"),
                None => match n {
                    NvptxIsd::Unnamed(k) => write!(f, "NVPTXISD#{k}"),
                    _ => f.write_str("NVPTXISD::?"),
                },
            },
            Opcode::Machine(m) => f.write_str(m),
        }
    }
}

impl From<Isd> for Opcode {
    fn from(i: Isd) -> Self {
        Opcode::Isd(i)
    }
}

impl From<NvptxIsd> for Opcode {
    fn from(n: NvptxIsd) -> Self {
        Opcode::Nvptx(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roster_has_sixty_distinct_named_opcodes() {
        let mut names: Vec<_> = NvptxIsd::ROSTER.iter().filter_map(|n| n.name()).collect();
        assert_eq!(names.len(), 60);
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), 60);
        assert!(!NvptxIsd::Wrapper.in_roster());
    }

    #[test]
    fn prints_as_dumps_do() {
        assert_eq!(Opcode::Isd(Isd::Add).to_string(), "add");
        assert_eq!(Opcode::Nvptx(NvptxIsd::LoadParamV4).to_string(), "NVPTXISD::LoadParamV4");
        assert_eq!(Opcode::Nvptx(NvptxIsd::Unnamed(812)).to_string(), "NVPTXISD#812");
        assert!(Isd::FAdd.is_commutative() && !Isd::Sub.is_commutative());
        assert!(Isd::Constant.is_leaf());
    }
}
