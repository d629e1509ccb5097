//! Rows added for the LLVM NVPTX surface sweep (issue 6): packing and unpacking the 32-bit packed
//! vectors (v2f16, v2bf16, v2i16) and the 64-bit carry chain of expanded i128 arithmetic. Names
//! follow `NVPTXInstrInfo.td`; the templates are LLVM 22's printed forms.

use super::{InstrDesc, Sym, D16, R16, R32, R64};
use crate::mir::RegClass::{B16, B32, B64};

instrs! {
    /// The sweep's rows.
    pub(super) SWEEP;
    // Packed 16-bit pairs in one b32 register (LLVM's V2I16toI32 / I32toI16L_Sink / I32toI16H_Sink).
    "V2I16toI32" => "mov.b32 $d, {$0, $1}", [R16, R16], Some(B32);
    "I32toI16L_Sink" => "mov.b32 {$d, _}, $0", [R32], Some(B16);
    "I32toI16H_Sink" => "mov.b32 {_, $d}, $0", [R32], Some(B16);
    // Both lanes at once, where both are read (LLVM's I32toV2I16, tryEXTRACT_VECTOR_ELEMENT).
    "I32toV2I16" => "mov.b32 {$0, $1}, $2", [D16, D16, R32], None;
    // Both lanes of a packed 16-bit float from two f32s, the high lane first (sm_80+).
    "CVT_f16x2_f32" => "cvt.rn.f16x2.f32 $d, $0, $1", [R32, R32], Some(B32);
    "CVT_bf16x2_f32" => "cvt.rn.bf16x2.f32 $d, $0, $1", [R32, R32], Some(B32);
    // Integer absolute value (INT_MIN stays INT_MIN).
    "ABS_16" => "abs.s16 $d, $0", [R16], Some(B16);
    "ABS_32" => "abs.s32 $d, $0", [R32], Some(B32);
    "ABS_64" => "abs.s64 $d, $0", [R64], Some(B64);
    // shared::cluster addresses to and from generic ones (sm_90+).
    "cvta_shared_cluster_64" => "cvta.shared::cluster.u64 $d, $0", [R64], Some(B64);
    "cvta_to_shared_cluster_64" => "cvta.to.shared::cluster.u64 $d, $0", [R64], Some(B64);
    // Memory-ordered 8/16-bit loads and stores (`ld.acquire.gpu.global.b16`), 16-bit registers.
    "LD_ORDERED_b16" => "ld.$0 $d, [$1]", [Sym, R64], Some(B16);
    "ST_ORDERED_b16" => "st.$0 [$1], $2", [Sym, R64, R16], None;
    // 64-bit halves of a 128-bit add/sub: the carry flows through CC.CF between the pair.
    "ADDCCi64rr" => "add.cc.s64 $d, $0, $1", [R64, R64], Some(B64);
    "ADDCCCi64rr" => "addc.cc.s64 $d, $0, $1", [R64, R64], Some(B64);
    "SUBCCi64rr" => "sub.cc.s64 $d, $0, $1", [R64, R64], Some(B64);
    "SUBCCCi64rr" => "subc.cc.s64 $d, $0, $1", [R64, R64], Some(B64);
}
