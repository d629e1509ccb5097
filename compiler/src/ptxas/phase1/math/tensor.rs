//! Phase 1 rules for the warp-level matrix instructions (issue #4): `ldmatrix` → `LDSM` (the
//! 8×8 b16 tiles of shared memory, one per register, `.trans` as `MT88`) and `mma.sync` →
//! `HMMA` (`m16n8k16` as `.16816`, `m16n8k8` as `.1688`, the accumulator type `.F32`/`.F16`,
//! bf16 inputs as `.BF16`) on register quads and pairs.
//!
//! The operands are PTX vectors of 32-bit registers; SASS wants each fragment in consecutive
//! registers (a quad starting at a multiple of 4, a pair at an even register), so the fragments
//! are gathered into a wide temporary with MOVs and the results scattered back (a register
//! written only here becomes that part of the result, as for vector loads). The forms and
//! their encodings are ptxas 13.5's (`HMMA.16816.F32 R8, R4, R4, R8`), decoded with nvdisasm.
//! Integer `mma` is `IMMA` (`A.ROW`, `B.COL`), `m8n8k4.f64` is `DMMA.8x8x4`, `stmatrix` is
//! `STSM`.
//!
//! The asynchronous side, each as ptxas 13.5 emits it on sm_90/sm_90a:
//! - `cp.async` → `LDGSTS.E` (shared offset signed 20 bits, global 12), `commit_group` →
//!   `LDGDEPBAR` (groups count on scoreboard SB0, which the scheduler then keeps for them),
//!   `wait_group n` → `DEPBAR.LE SB0, n`; `cp.async.mbarrier.arrive` → `ARRIVES.LDGSTSBAR.64`.
//! - `mbarrier.init/arrive/test_wait/try_wait` → `SYNCS.EXCH.64` / `SYNCS.ARRIVE.TRANS64.A1T0`
//!   / `SYNCS.PHASECHK.TRANS64(.TRYWAIT)` on a shared address moved into `UR8` with `R2UR`.
//! - `wgmma.fence` → `WARPGROUP.ARRIVE`; `wgmma.mma_async` (tf32/f16/bf16, an accumulator of
//!   2 or 4 registers, scale-d 0 or 1) → `R2UR` of both descriptors into `gdesc[UR12]` +
//!   `HGMMA.64xNxK`, its results moved to the PTX registers after the covering `wait_group`;
//!   `commit_group` → `gsb0` on the group's last `HGMMA` (an empty `HGMMA ... gsb0` when none
//!   is pending), `wait_group n` → `WARPGROUP.DEPBAR.LE gsb0, n`;
//!   `setmaxnreg` → nothing without `.maxnreg` (ptxas's C7508).
//! - `mbarrier.arrive.expect_tx` → `SYNCS.ARRIVE.TRANS64 Rd, [UR8], Rtx`.
//! - `cp.async.bulk.tensor` (tile loads completing on an mbarrier, stores into a bulk group) →
//!   `UTMALDG`/`UTMASTG` in ptxas's waterfall loop over the lanes (`ELECT`, `R2UR` into the
//!   uniform block at UR16 and the tensor map's address at UR12, `BRA.U.ANY`).
//! - `barrier.cluster.arrive/wait`, `fence.proxy.async`, cluster-scope fences, `elect.sync`,
//!   `griddepcontrol`.
//!
//! Not yet (positioned diagnostics): `wgmma` with wider accumulators, negated or transposed
//! inputs, a predicate scale-d, fp8/integer inputs; the bulk copies without a tensor map
//! (`UBLKCP`), bulk-group commit/wait, multicast and im2col TMA; `cp.async` with a source size
//! (`.ZFILL`), `wmma`, sub-byte `mma` from sm_90 on, fp8 `mma` outside the sm_120 family,
//! `mapa`/`getctarank`.
//!
//! The sm_120 family (ptxas 13.5 -arch=sm_120a): fp8/fp6/fp4 `mma.sync` is `QMMA`, the
//! block-scaled kinds `QMMA.SF`/`OMMA.SF` (the scale ids packed into `UR6`), m8n8k16 int8 one
//! `IMMA.16816` on zero-padded fragments, m16n8kK f64 `DMMA.8x8x4` steps (the last section).

use super::*;

/// The matrix rule table, tried after the bit rules.
pub static TENSOR_RULES: &[Rule] = &[
    Rule { name: "ldmatrix.sync.aligned.m8n8.x1/.x2/.x4(.trans).shared.b16 → LDSM.16.M88/.MT88 (.2/.4)", ptx: "ldmatrix", types: &[], when: ldmatrix_plain, convert: Conv::ldmatrix },
    Rule { name: "mma.sync.aligned.m16n8k16/m16n8k8.row.col (f16/bf16 inputs) → HMMA.16816/.1688 .F32/.F16 (.BF16)", ptx: "mma", types: &[], when: mma_half, convert: Conv::mma_half },
    Rule { name: "cp.async.ca/.cg.shared.global → LDGSTS.E (.BYPASS) (.64/.128)", ptx: "cp", types: &[], when: cp_async, convert: Conv::cp_async },
    Rule { name: CP_ASYNC_ZFILL, ptx: "cp", types: &[], when: cp_async_zfill, convert: Conv::cp_async_zfill },
    Rule { name: "cp.async.commit_group → LDGDEPBAR (a group on scoreboard SB0)", ptx: "cp", types: &[], when: cp_async_commit, convert: Conv::cp_async_commit },
    Rule { name: "cp.async.wait_group n → DEPBAR.LE SB0, n", ptx: "cp", types: &[], when: cp_async_wait_group, convert: Conv::cp_async_wait_group },
    Rule { name: "cp.async.wait_all → LDGDEPBAR + DEPBAR.LE SB0, 0x0", ptx: "cp", types: &[], when: cp_async_wait_all, convert: Conv::cp_async_wait_all },
    Rule { name: "mbarrier.init.shared.b64 → R2UR + SYNCS.EXCH.64 (count as (2^20 - n) << 1 | << 43)", ptx: "mbarrier", types: &[], when: mbarrier_init, convert: Conv::mbarrier_init },
    Rule { name: "mbarrier.arrive.shared.b64 → R2UR + SYNCS.ARRIVE.TRANS64.A1T0", ptx: "mbarrier", types: &[], when: mbarrier_arrive, convert: Conv::mbarrier_arrive },
    Rule { name: "wgmma.fence.sync.aligned → WARPGROUP.ARRIVE", ptx: "wgmma", types: &[], when: wgmma_fence, convert: Conv::wgmma_fence },
    Rule { name: WGMMA_MMA, ptx: "wgmma", types: &[], when: wgmma_mma, convert: Conv::wgmma_mma },
    Rule { name: WGMMA_COMMIT, ptx: "wgmma", types: &[], when: wgmma_commit, convert: Conv::wgmma_commit },
    Rule { name: "wgmma.wait_group.sync.aligned n → WARPGROUP.DEPBAR.LE gsb0, n", ptx: "wgmma", types: &[], when: wgmma_wait, convert: Conv::wgmma_wait },
    Rule { name: SETMAXNREG, ptx: "setmaxnreg", types: &[], when: always, convert: Conv::setmaxnreg },
    Rule { name: CLUSTER_ARRIVE, ptx: "barrier", types: &[], when: cluster_arrive, convert: Conv::cluster_arrive },
    Rule { name: CLUSTER_WAIT, ptx: "barrier", types: &[], when: cluster_wait, convert: Conv::cluster_wait },
    Rule { name: MBARRIER_WAIT, ptx: "mbarrier", types: &[], when: mbarrier_wait, convert: Conv::mbarrier_wait },
    Rule { name: MBARRIER_ARRIVE_DROP, ptx: "mbarrier", types: &[], when: mbarrier_arrive_drop, convert: Conv::mbarrier_arrive_drop },
    Rule { name: MBARRIER_ARRIVE_REMOTE, ptx: "mbarrier", types: &[], when: mbarrier_arrive_remote, convert: Conv::mbarrier_arrive_remote },
    Rule { name: MBARRIER_EXPECT_TX, ptx: "mbarrier", types: &[], when: mbarrier_expect_tx, convert: Conv::mbarrier_expect_tx },
    Rule { name: TENSOR_COPY, ptx: "cp", types: &[], when: tensor_copy, convert: Conv::tensor_copy },
    Rule { name: BULK_COPY, ptx: "cp", types: &[], when: bulk_copy, convert: Conv::bulk_copy },
    Rule { name: "cp.async.bulk.commit_group → UTMACMDFLUSH (a bulk group on scoreboard SB0)", ptx: "cp", types: &[], when: bulk_commit, convert: Conv::bulk_commit },
    Rule { name: BULK_WAIT, ptx: "cp", types: &[], when: bulk_wait, convert: Conv::bulk_wait },
    Rule { name: FENCE_CLUSTER, ptx: "fence", types: &[], when: fence_cluster, convert: Conv::fence_cluster },
    Rule { name: CP_ASYNC_MBARRIER_ARRIVE, ptx: "cp", types: &[], when: cp_async_mbarrier_arrive, convert: Conv::cp_async_mbarrier_arrive },
    Rule { name: MMA_INT8, ptx: "mma", types: &[], when: mma_int8, convert: Conv::mma_int8 },
    Rule { name: MMA_NARROW_FLOAT, ptx: "mma", types: &[], when: mma_narrow_float, convert: Conv::mma_narrow_float },
    Rule { name: MMA_BLOCK_SCALE, ptx: "mma", types: &[], when: mma_block_scale, convert: Conv::mma_block_scale },
    Rule { name: MMA_F64_M16N8, ptx: "mma", types: &[], when: mma_f64_m16n8, convert: Conv::mma_f64_m16n8 },
    Rule { name: MMA_F64, ptx: "mma", types: &[], when: mma_f64, convert: Conv::mma_f64 },
    Rule { name: MMA_INT4, ptx: "mma", types: &[], when: mma_int4, convert: Conv::mma_int4 },
    Rule { name: MMA_TF32, ptx: "mma", types: &[], when: mma_tf32, convert: Conv::mma_tf32 },
    Rule { name: WMMA_MMA, ptx: "wmma", types: &[], when: wmma_mma, convert: Conv::wmma_mma },
    Rule { name: STMATRIX, ptx: "stmatrix", types: &[], when: ldmatrix_plain, convert: Conv::stmatrix },
    Rule { name: ELECT, ptx: "elect", types: &[], when: always, convert: Conv::elect },
    Rule { name: FENCE_PROXY_ASYNC, ptx: "fence", types: &[], when: fence_proxy_async, convert: Conv::fence_proxy_async },
    Rule { name: MBARRIER_INVAL, ptx: "mbarrier", types: &[], when: mbarrier_inval, convert: Conv::mbarrier_inval },
    Rule { name: MBARRIER_PENDING_COUNT, ptx: "mbarrier", types: &[], when: mbarrier_pending_count, convert: Conv::mbarrier_pending_count },
    Rule { name: "griddepcontrol.wait → ACQBULK", ptx: "griddepcontrol", types: &[], when: |i| i.has_modifier(".wait"), convert: Conv::griddep_wait },
    Rule { name: "griddepcontrol.launch_dependents → PREEXIT", ptx: "griddepcontrol", types: &[], when: |i| i.has_modifier(".launch_dependents"), convert: Conv::griddep_launch },
];

/// The mbarrier rules of the targets without a `SYNCS` unit ([`crate::sass::arch::Arch::smem_mbarrier`],
/// sm_80-89), as ptxas 13.5 writes them for sm_80, sm_86 and sm_89: the barrier is a 64-bit word of
/// shared memory, the low word the expected count and the high word the pending count, each kept
/// as `2^k - n` so that the arrival that completes the phase carries into bit 31 of the high word
/// (the phase bit). The Hopper rules above dispatch to these on such a target; the trace names them.
/// Not written here: the never-executed `@!PT LDS RZ, [RZ]` ptxas 13.5 puts before an `LDGSTS` that
/// follows a shared access (three; STS, LDS or ATOMS, with other instructions between; sm_80-90
/// alike) and once between `DEPBAR.LE SB0` and the `MEMBAR.ALL.CTA` of an arrival that follows it
/// directly; a scheduling matter of cp.async, not of the barrier.
const MBAR_SMEM_INIT: &str = "mbarrier.init.shared.b64 [addr], n (no SYNCS: sm_80-89) → STS.64 [addr], {2^30 - n, 2^31 - n} (MOV of the immediates / IADD3 -n, 0x40000000 and -n, -0x80000000)";
const MBAR_SMEM_ARRIVE: &str = "mbarrier.arrive(_drop).shared.b64 d, [addr] (no SYNCS: sm_80-89) → MEMBAR.ALL.CTA + (arrive_drop: ATOMS.POPC.INC.32 RZ, [addr+URZ]) + ATOMS.ARRIVE.64 d, [addr+URZ]";
const MBAR_SMEM_WAIT: &str = "mbarrier.test_wait(.parity).shared.b64 p, [addr], state|parity (no SYNCS: sm_80-89) → LDS of the high word + LOP3.LUT p = bit 31 differs from the state's high word (parity << 31: SHF)";
const MBARRIER_INVAL: &str = "mbarrier.inval.shared.b64 (no SYNCS: sm_80-89) → nothing (ptxas 13.5 writes no instruction)";
const MBARRIER_PENDING_COUNT: &str = "mbarrier.pending_count.b64 d, state (no SYNCS: sm_80-89) → LOP3.LUT (state.hi & 0x7fffffff) + IADD3 d = 2^31 - it";
const MBARRIER_WAIT: &str = "mbarrier.test_wait/try_wait(.parity).shared.b64 → R2UR + SYNCS.PHASECHK.TRANS64(.TRYWAIT) on the state's high word (parity << 31)";
const FENCE_CLUSTER: &str = "fence.{sc,acq_rel}.cluster → MEMBAR.ALL.CTA + MEMBAR.{SC,ALL}.GPU + ERRBAR + CGAERRBAR + CCTL.IVALL";
const CP_ASYNC_MBARRIER_ARRIVE: &str = "cp.async.mbarrier.arrive(.noinc).shared.b64 → R2UR + [SYNCS.ARRIVE.TRANS64.RED.A0T1] + ARRIVES.LDGSTSBAR.64.TRANSCNT/.ARVCNT (before sm_90: [S2R + VOTE.ALL + FLO + POPC + ISETP + @P ATOMS.ADD.S32 on the upper word] + ARRIVES.LDGSTSBAR.64)";
const MMA_INT8: &str = "mma.sync.aligned.m16n8k32/m16n8k16/m8n8k16.row.col(.satfinite).s32.{s8,u8}.{s8,u8}.s32 → IMMA.16832/.16816/.8816 (.SAT) (sm_120 family: m8n8k16 as IMMA.16816 on A's pair {a, RZ} and C's quad {c0, c1, RZ, RZ}, D's first two)";
const CP_ASYNC_ZFILL: &str = "cp.async.ca/.cg.shared.global [d], [s], n, src-size (register) → IADD3 + LOP3 (fill = (n - src-size) & (n-1) in the address's low bits) + IADD3/IADD3.X + ISETP.NE (src-size != 0) + LDGSTS.E (.BYPASS) (.64/.128).ZFILL P";
const WMMA_MMA: &str = "wmma.mma.sync.aligned (f16/bf16 m16n16k16/m32n8k16/m8n32k16, s8/u8 likewise, tf32 m16n16k8) → two HMMA.16816 / IMMA.16816 on the fragments' halves (m8n32k16 as its transpose, B's fragment in A's place), tf32 as four HMMA.1684.F32.TF32";
const MMA_TF32: &str = "mma.sync.aligned.m16n8k4/m16n8k8.row.col.f32.tf32.tf32.f32 → HMMA.1684/.1688.F32.TF32";
const MMA_INT4: &str = "mma.sync.aligned.m8n8k32/m16n8k32/m16n8k64.row.col(.satfinite).s32.{s4,u4}.{s4,u4}.s32 → IMMA.8832/.16832/.16864 (.SAT) before Hopper (ptxas emulates sub-byte mma with 8-bit IMMA from sm_90 on)";
const MMA_F64: &str = "mma.sync.aligned.m8n8k4.row.col.f64 → DMMA.8x8x4 (DMMA.884 before sm_90)";
const STMATRIX: &str = "stmatrix.sync.aligned.m8n8.x1/.x2/.x4(.trans).shared.b16 → STSM.16.M88/.MT88 (.2/.4)";
const ELECT: &str = "elect.sync d|p, mask → ELECT p, UR6, PT + MOV d, UR6 (the mask is not read, as ptxas)";
const FENCE_PROXY_ASYNC: &str = "fence.proxy.async(.shared::cta/.shared::cluster/.global) → MEMBAR.ALL.CTA/GPU + FENCE.VIEW.ASYNC.S / FENCE.VIEW.ASYNC.G";
const MBARRIER_ARRIVE_DROP: &str = "mbarrier.arrive_drop.shared.b64 (count) → R2UR + SYNCS.ARRIVE.TRANS64.OPTOUT.A1T0 / .ART0 Rcount (arrive and leave the expected count)";
const MBARRIER_ARRIVE_REMOTE: &str = "mbarrier.arrive.release.cluster.shared::cluster.b64 _, [addr](, count) → MEMBAR.ALL.CTA + MEMBAR.ALL.GPU + ERRBAR + CGAERRBAR + R2UR + SYNCS.ARRIVE.TRANS64.RED.A1T0 / .ART0 Rcount";
const MBARRIER_EXPECT_TX: &str = "mbarrier.arrive.expect_tx.shared.b64 → R2UR + SYNCS.ARRIVE.TRANS64 (arrive one, expect the byte count in a register)";
const TENSOR_COPY: &str = "cp.async.bulk.tensor.Nd (global → shared::cluster/cta .mbarrier::complete_tx::bytes / shared::cta → global .bulk_group) → a waterfall loop over the lanes: ELECT + R2UR of the lane's operands into a uniform block + UTMALDG.ND / UTMASTG.ND + BRA.U.ANY";
const BULK_COPY: &str = "cp.async.bulk (global → shared::cluster/cta .mbarrier::complete_tx::bytes / shared::cta → global .bulk_group) → the lane loop + UBLKCP.S.G / UBLKCP.G.S (the size in 16-byte units)";
const BULK_WAIT: &str = "cp.async.bulk.wait_group(.read) n → DEPBAR.LE SB0, n (+ CCTL.IVALL without .read)";
const WGMMA_MMA: &str = "wgmma.mma_async.sync.aligned.m64nNkK (tf32/f16/bf16 descriptors, scale-d 0 or 1) → R2UR of the descriptors into a uniform quad + HGMMA.64xNxK Rd, gdesc[URn], Rd|RZ (!UPT); results moved out after wgmma.wait_group";
/// The uniform quad `wgmma.mma_async`'s two 64-bit descriptors are moved into (`gdesc[UR12]`:
/// A in UR12-13, B in UR14-15), and the pair holding a TMA tensor map's address; both are
/// written right before the instruction that reads them (`R2UR` and the reader are pinned).
const GDESC_UR: u8 = 12;
const TMAP_UR: u8 = 12;
/// The uniform block of a TMA copy: the shared address, the mbarrier (loads), then the
/// coordinates (`UTMALDG.2D [UR16], [UR12]`: UR16 destination, UR17 barrier, UR18-19 x, y).
const TMA_BLOCK_UR: u8 = 16;

/// The `wgmma.mma_async` results not yet moved to their PTX registers: the open group's moves
/// and the index of its last `HGMMA` (which `commit_group` marks `gsb0`), then each committed
/// group's moves, oldest first (`wait_group n` makes all but the newest `n` of them).
#[derive(Debug, Default)]
pub struct WgmmaState {
    open: Vec<(Operand, Operand)>,
    open_last: Option<usize>,
    committed: Vec<Vec<(Operand, Operand)>>,
}

fn mbarrier_arrive_drop(i: &Instruction) -> bool {
    i.has_modifier(".arrive_drop") && i.has_modifier(".b64") && shared_cta(i) && matches!(i.operands.len(), 2 | 3)
        && i.modifier_texts().all(|m| !matches!(m, ".expect_tx" | ".noComplete" | ".relaxed" | ".cluster"))
}
/// A release arrival at cluster scope on a barrier named by its `shared::cluster` address
/// (possibly another CTA's), without the state.
fn mbarrier_arrive_remote(i: &Instruction) -> bool {
    i.has_modifier(".arrive") && i.has_modifier(".b64") && i.has_modifier(".shared::cluster") && i.has_modifier(".cluster") && matches!(i.operands.len(), 2 | 3)
        && matches!(i.operands[0], POp::Sink(_))
        && i.modifier_texts().all(|m| !matches!(m, ".expect_tx" | ".noComplete" | ".relaxed"))
}

fn mbarrier_expect_tx(i: &Instruction) -> bool {
    i.has_modifier(".arrive") && i.has_modifier(".expect_tx") && i.has_modifier(".b64") && shared_cta(i) && i.operands.len() == 3
        && i.modifier_texts().all(|m| !matches!(m, ".cluster" | ".relaxed" | ".noComplete"))
}

/// `cp.async.bulk.tensor.{1d..5d}`: the tile-mode load into `shared::cluster` (or `shared::cta`,
/// ISA 8.6: the same UTMALDG) completing on an
/// mbarrier, or the store from `shared::cta` into a bulk group; no multicast, no cache hint.
fn tensor_copy(i: &Instruction) -> bool {
    let into_shared = i.has_modifier(".shared::cluster") || i.has_modifier(".shared::cta");
    let load = into_shared && i.has_modifier(".mbarrier::complete_tx::bytes") && i.operands.len() == 3;
    let store = i.has_modifier(".shared::cta") && i.has_modifier(".bulk_group") && i.operands.len() == 2;
    i.has_modifier(".async") && i.has_modifier(".bulk") && i.has_modifier(".tensor") && i.has_modifier(".global") && (load || store)
        && tensor_dims(i).is_some()
        && i.modifier_texts().all(|m| !m.starts_with(".multicast") && !m.starts_with(".L2") && !m.starts_with(".im2col") && m != ".cta_group::1" && m != ".cta_group::2")
}

/// `cp.async.bulk` without a tensor map: global to `shared::cluster` completing on an mbarrier,
/// or `shared::cta` to global into a bulk group; no multicast, cache hint or byte mask.
fn bulk_copy(i: &Instruction) -> bool {
    // (Into shared::cta, ISA 8.6, is the same UBLKCP.S.G with the CTA's own address.)
    let into_shared = i.has_modifier(".shared::cluster") || i.has_modifier(".shared::cta");
    let load = into_shared && i.has_modifier(".global") && i.has_modifier(".mbarrier::complete_tx::bytes") && i.operands.len() == 4;
    let store = i.has_modifier(".global") && i.has_modifier(".shared::cta") && i.has_modifier(".bulk_group") && i.operands.len() == 3;
    i.has_modifier(".async") && i.has_modifier(".bulk") && !i.has_modifier(".tensor") && !i.has_modifier(".prefetch") && (load || store)
        && i.modifier_texts().all(|m| !m.starts_with(".multicast") && !m.starts_with(".L2") && m != ".cp_mask")
}
fn bulk_commit(i: &Instruction) -> bool {
    i.has_modifier(".async") && i.has_modifier(".bulk") && i.has_modifier(".commit_group") && i.operands.is_empty()
}
fn bulk_wait(i: &Instruction) -> bool {
    i.has_modifier(".async") && i.has_modifier(".bulk") && i.has_modifier(".wait_group") && i.operands.len() == 1
}

fn tensor_dims(i: &Instruction) -> Option<usize> {
    [".1d", ".2d", ".3d", ".4d", ".5d"].iter().position(|m| i.has_modifier(m)).map(|k| k + 1)
}

fn wgmma_mma(i: &Instruction) -> bool {
    i.has_modifier(".mma_async") && i.has_modifier(".sync") && i.has_modifier(".aligned")
}

/// The uniform register `elect.sync`'s lane passes through (as `redux.sync`'s does).
const ELECT_UR: u8 = 6;

fn mbarrier_wait(i: &Instruction) -> bool {
    (i.has_modifier(".test_wait") || i.has_modifier(".try_wait"))
        && i.has_modifier(".b64")
        && shared_cta(i)
        && i.operands.len() == 3
        && !i.has_modifier(".cluster")
}

fn fence_cluster(i: &Instruction) -> bool {
    i.has_modifier(".cluster") && (i.has_modifier(".sc") || i.has_modifier(".acq_rel")) && !i.has_modifier(".proxy") && i.operands.is_empty()
}
fn cp_async_mbarrier_arrive(i: &Instruction) -> bool {
    i.has_modifier(".async") && i.has_modifier(".mbarrier") && i.has_modifier(".arrive") && i.has_modifier(".b64") && shared_cta(i) && i.operands.len() == 1
}

fn mma_int8(i: &Instruction) -> bool {
    let shape = i.has_modifier(".m16n8k32") || i.has_modifier(".m16n8k16") || i.has_modifier(".m8n8k16");
    let t = i.types();
    let int8 = |x: &ScalarType| matches!(x, ScalarType::S8 | ScalarType::U8);
    shape && t.len() == 4 && t[0] == ScalarType::S32 && t[3] == ScalarType::S32 && int8(&t[1]) && int8(&t[2])
        && i.has_modifier(".row") && i.has_modifier(".col") && i.has_modifier(".sync") && i.has_modifier(".aligned")
}
fn wmma_mma(i: &Instruction) -> bool {
    i.has_modifier(".mma") && i.has_modifier(".sync") && i.has_modifier(".aligned") && i.operands.len() == 4
}
/// `items[range]` of a PTX vector operand, as a vector.
fn sub_vector(op: &POp, range: std::ops::Range<usize>) -> Res<POp> {
    match op {
        POp::Vector(items, at) if range.end <= items.len() => Ok(POp::Vector(items[range].to_vec(), *at)),
        _ => Err("ptxas Phase 1: a wmma fragment must be a vector of registers".into()),
    }
}
/// The `.s4`/`.u4` types of a sub-byte `mma` in order (A's, then B's): the PTX type table has
/// no 4-bit types, so they stay plain modifiers.
fn int4_types(i: &Instruction) -> Vec<&'static str> {
    i.modifier_texts().filter_map(|m| match m {
        ".s4" => Some("S4"),
        ".u4" => Some("U4"),
        _ => None,
    }).collect()
}
fn mma_tf32(i: &Instruction) -> bool {
    let t = i.types();
    (i.has_modifier(".m16n8k4") || i.has_modifier(".m16n8k8")) && t == [ScalarType::F32, ScalarType::Tf32, ScalarType::Tf32, ScalarType::F32]
        && i.has_modifier(".row") && i.has_modifier(".col") && i.has_modifier(".sync") && i.has_modifier(".aligned")
}
fn mma_int4(i: &Instruction) -> bool {
    let shape = i.has_modifier(".m16n8k64") || i.has_modifier(".m16n8k32") || i.has_modifier(".m8n8k32");
    let t = i.types();
    shape && t.len() == 2 && t.iter().all(|x| *x == ScalarType::S32) && int4_types(i).len() == 2
        && i.has_modifier(".row") && i.has_modifier(".col") && i.has_modifier(".sync") && i.has_modifier(".aligned")
}
fn mma_f64(i: &Instruction) -> bool {
    i.has_modifier(".m8n8k4") && i.types().iter().all(|t| *t == ScalarType::F64) && i.types().len() == 4
        && i.has_modifier(".row") && i.has_modifier(".col") && i.has_modifier(".sync") && i.has_modifier(".aligned")
}

fn fence_proxy_async(i: &Instruction) -> bool {
    i.has_modifier(".proxy") && i.has_modifier(".async") && i.operands.is_empty()
}

const CLUSTER_ARRIVE: &str = "barrier.cluster.arrive → (in a cluster launch) MEMBAR.ALL.GPU + ERRBAR + CGAERRBAR + UCGABAR_ARV";
const CLUSTER_WAIT: &str = "barrier.cluster.wait → UCGABAR_WAIT + CCTL.IVALL in a cluster launch, else BAR.SYNC.DEFER_BLOCKING 0x0";

fn cluster_arrive(i: &Instruction) -> bool {
    i.has_modifier(".cluster") && i.has_modifier(".arrive")
}
fn cluster_wait(i: &Instruction) -> bool {
    i.has_modifier(".cluster") && i.has_modifier(".wait")
}

const WGMMA_COMMIT: &str = "wgmma.commit_group.sync.aligned (no wgmma.mma_async pending) → HGMMA.64x8x16.F16 RZ, gdesc[URZ], RZ, !UPT, gsb0";
const SETMAXNREG: &str = "setmaxnreg (register count at entry not fixed) → nothing (ptxas C7508)";

fn wgmma_fence(i: &Instruction) -> bool {
    i.has_modifier(".fence") && i.has_modifier(".sync") && i.has_modifier(".aligned")
}
fn wgmma_commit(i: &Instruction) -> bool {
    i.has_modifier(".commit_group") && i.has_modifier(".sync") && i.has_modifier(".aligned")
}
fn wgmma_wait(i: &Instruction) -> bool {
    i.has_modifier(".wait_group") && i.has_modifier(".sync") && i.has_modifier(".aligned")
}

/// The fixed uniform registers Phase 1 moves shared addresses (`UR8`) and 64-bit data (`UR10`,
/// `UR11`) into with `R2UR` right before the instruction that reads them; `R2UR`, `SYNCS` and
/// the copies are pinned in order by the scheduler, so no value outlives its reader.
const ADDR_UR: u8 = 8;
const DATA_UR: u8 = 10;

fn cp_async(i: &Instruction) -> bool {
    i.has_modifier(".async") && (i.has_modifier(".ca") || i.has_modifier(".cg")) && i.operands.len() == 3 && !i.has_modifier(".bulk")
}
fn cp_async_zfill(i: &Instruction) -> bool {
    i.has_modifier(".async") && (i.has_modifier(".ca") || i.has_modifier(".cg")) && i.operands.len() == 4 && !i.has_modifier(".bulk")
}
fn cp_async_commit(i: &Instruction) -> bool {
    i.has_modifier(".async") && i.has_modifier(".commit_group") && !i.has_modifier(".bulk")
}
fn cp_async_wait_group(i: &Instruction) -> bool {
    i.has_modifier(".async") && i.has_modifier(".wait_group") && !i.has_modifier(".bulk")
}
fn cp_async_wait_all(i: &Instruction) -> bool {
    i.has_modifier(".async") && i.has_modifier(".wait_all") && !i.has_modifier(".bulk")
}
fn shared_cta(i: &Instruction) -> bool {
    i.state_space() == Some(StateSpace::Shared) && !i.has_modifier(".shared::cluster")
}
fn mbarrier_inval(i: &Instruction) -> bool {
    i.has_modifier(".inval") && i.has_modifier(".b64") && shared_cta(i) && i.operands.len() == 1
}
fn mbarrier_pending_count(i: &Instruction) -> bool {
    i.has_modifier(".pending_count") && i.has_modifier(".b64") && i.operands.len() == 2
}
/// Whether mbarriers live in plain shared memory on `sm` (no `SYNCS` unit).
fn smem_mbarrier(sm: Sm) -> bool {
    crate::sass::arch::arch(sm).smem_mbarrier
}
fn mbarrier_init(i: &Instruction) -> bool {
    i.has_modifier(".init") && i.has_modifier(".b64") && shared_cta(i)
}
fn mbarrier_arrive(i: &Instruction) -> bool {
    i.has_modifier(".arrive") && i.has_modifier(".b64") && shared_cta(i) && i.operands.len() == 2
        && i.modifier_texts().all(|m| !matches!(m, ".expect_tx" | ".noComplete" | ".release" | ".relaxed" | ".cluster"))
}

fn ldmatrix_plain(i: &Instruction) -> bool {
    i.has_modifier(".m8n8") && i.has_modifier(".b16") && i.has_modifier(".sync") && i.has_modifier(".aligned")
}

/// `mma.sync.aligned.{m16n8k16,m16n8k8}.row.col.{f32,f16}.{f16,bf16}.{f16,bf16}.{f32,f16}`.
fn mma_half(i: &Instruction) -> bool {
    let shape = i.has_modifier(".m16n8k16") || i.has_modifier(".m16n8k8");
    let t = i.types();
    let types_ok = t.len() == 4
        && matches!(t[0], ScalarType::F32 | ScalarType::F16)
        && t[0] == t[3]
        && t[1] == t[2]
        && matches!(t[1], ScalarType::F16 | ScalarType::Bf16)
        && !(t[0] == ScalarType::F16 && t[1] == ScalarType::Bf16);
    shape && types_ok && i.has_modifier(".row") && i.has_modifier(".col") && i.has_modifier(".sync") && i.has_modifier(".aligned") && !i.has_modifier(".satfinite")
}

/// The number of 32-bit registers in a PTX vector operand (1 for a plain register).
fn vector_len(op: &POp) -> usize {
    match op {
        POp::Vector(items, _) => items.len(),
        _ => 1,
    }
}

impl Conv {
    /// A shared address in a uniform register: the address register (or the variable's
    /// window address) moved with `R2UR` into `ur`, as `[URn+off]`.
    fn shared_uaddr(&mut self, op: &POp, ur: u8) -> Res<Operand> {
        let Value::Mem { base, offset, .. } = self.shared_addr(op)?.value else {
            return Err("ptxas Phase 1: expected a shared address".into());
        };
        let src = match base {
            Some((v, p)) => o(Value::Reg(v, p)),
            None => rz(),
        };
        self.emit("R2UR", &[], 1, vec![o(Value::UReg(ur)), src]);
        Ok(o(Value::UMem { ur, offset }))
    }

    /// `cp.async.{ca,cg}.shared.global [dst], [src], size`: `LDGSTS.E` copies 4, 8 or 16 bytes
    /// from global to shared memory without a register (`.cg`, 16 bytes only, bypasses L1).
    fn cp_async(&mut self, i: &Instruction) -> Res<()> {
        let [d, s, n] = three(self.ops(i, 3)?);
        let size = match n {
            POp::Imm(x, _) => x.as_i64().unwrap_or(0),
            _ => return Err("ptxas Phase 1: cp.async's size must be an immediate".into()),
        };
        let mut mods = vec!["E"];
        if i.has_modifier(".cg") {
            mods.push("BYPASS");
        }
        match size {
            4 => {}
            8 => mods.push("64"),
            16 => mods.push("128"),
            _ => return Err(format!("ptxas Phase 1: cp.async of {size} bytes")),
        }
        let dst = self.shared_addr(d)?;
        let dst = self.ldgsts_dst(dst);
        let src = self.global_addr(s)?;
        let src = self.ldgsts_src(src);
        self.emit("LDGSTS", &mods, 0, vec![dst, src]);
        Ok(())
    }

    /// `cp.async ... [dst], [src], n, src-size`: copies `src-size` bytes and zero-fills the rest
    /// of `n`. As ptxas does it, `LDGSTS.ZFILL` reads the byte count to fill from the low bits of
    /// the global address (`(n - src-size) & (n - 1)` added to it) and copies nothing under a
    /// false predicate (`src-size == 0`).
    fn cp_async_zfill(&mut self, i: &Instruction) -> Res<()> {
        let [d, s, n, z] = four(self.ops(i, 4)?);
        let size = match n {
            POp::Imm(x, _) => x.as_i64().unwrap_or(0),
            _ => return Err("ptxas Phase 1: cp.async's size must be an immediate".into()),
        };
        let mut mods = vec!["E"];
        if i.has_modifier(".cg") {
            mods.push("BYPASS");
        }
        match size {
            4 => {}
            8 => mods.push("64"),
            16 => mods.push("128"),
            _ => return Err(format!("ptxas Phase 1: cp.async of {size} bytes")),
        }
        mods.push("ZFILL");
        if matches!(z, POp::Imm(..)) {
            return Err(format!("ptxas Phase 1: {} with an immediate source size is not supported yet", i.full_name()));
        }
        let src_size = self.reg_of_class(z, RegClass::R)?;
        let dst = self.shared_addr(d)?;
        let dst = self.ldgsts_dst(dst);
        let src = self.global_addr(s)?;
        let Value::Mem { base: Some((v, p)), wide, desc, offset, sp } = src.value.clone() else {
            return Err(format!("ptxas Phase 1: {} needs a register global address", i.full_name()));
        };
        let fill = self.f.temp(RegClass::R);
        self.emit("IADD3", &[], 1, vec![Operand::reg(fill), src_size.clone().negated(), imm(size), rz()]);
        self.emit("LOP3", &["LUT"], 1, vec![Operand::reg(fill), Operand::reg(fill), imm(size - 1), rz(), imm(0xc0), pt().inverted()]);
        let t = self.f.temp(RegClass::R64);
        let carry = self.f.temp(RegClass::P);
        let part = |k: u8| match p {
            Part::Whole => Operand::sub(v, k),
            _ => o(Value::Reg(v, p)),
        };
        self.emit("IADD3", &[], 2, vec![Operand::sub(t, 0), Operand::reg(carry), part(0), Operand::reg(fill), rz()]);
        self.emit("IADD3", &["X"], 1, vec![Operand::sub(t, 1), part(1), rz(), rz(), Operand::reg(carry), pt().inverted()]);
        let src = self.ldgsts_src(o(Value::Mem { base: Some((t, Part::Whole)), wide, desc, offset, sp }));
        let ok = self.f.temp(RegClass::P);
        self.emit("ISETP", &["NE", "U32", "AND"], 2, vec![Operand::reg(ok), pt(), src_size, rz(), pt()]).props = vec![prop_width(32), prop_sign(false), prop_compare(false)];
        self.emit("LDGSTS", &mods, 0, vec![dst, src, Operand::reg(ok)]);
        Ok(())
    }

    /// LDGSTS's shared address holds a signed 20-bit offset (bits 44-63): a larger one, or an
    /// absolute address, is added into a register first (`IADD3`, as ptxas does).
    fn ldgsts_dst(&mut self, dst: Operand) -> Operand {
        let Value::Mem { base, wide, desc, offset, sp } = dst.value.clone() else { return dst };
        let fits = (-0x8_0000..0x8_0000).contains(&offset);
        match base {
            Some(_) if fits => dst,
            Some((v, p)) => {
                let t = self.f.temp(RegClass::R);
                self.emit("IADD3", &[], 1, vec![Operand::reg(t), o(Value::Reg(v, p)), imm(offset), rz()]);
                o(Value::Mem { base: Some((t, Part::Whole)), wide, desc, offset: 0, sp })
            }
            None => {
                let t = self.f.temp(RegClass::R);
                self.emit("MOV", &[], 1, vec![Operand::reg(t), imm(offset)]);
                o(Value::Mem { base: Some((t, Part::Whole)), wide, desc, offset: 0, sp })
            }
        }
    }

    /// LDGSTS's global address holds a signed 12-bit offset (bits 32-43): a larger one is added
    /// into a register pair first (`IADD3` + `IADD3.X`).
    fn ldgsts_src(&mut self, src: Operand) -> Operand {
        let Value::Mem { base: Some((v, p)), wide, desc, offset, sp } = src.value.clone() else { return src };
        if (-0x800..0x800).contains(&offset) {
            return src;
        }
        let t = self.f.temp(RegClass::R64);
        let carry = self.f.temp(RegClass::P);
        let (lo, hi) = (offset & 0xffff_ffff, (offset >> 32) & 0xffff_ffff);
        let part = |k: u8| match p {
            Part::Whole => Operand::sub(v, k),
            _ => o(Value::Reg(v, p)),
        };
        self.emit("IADD3", &[], 2, vec![Operand::sub(t, 0), Operand::reg(carry), part(0), imm(lo), rz()]);
        let hi = if hi == 0 { rz() } else { imm(hi) };
        self.emit("IADD3", &["X"], 1, vec![Operand::sub(t, 1), part(1), hi, rz(), Operand::reg(carry), pt().inverted()]);
        o(Value::Mem { base: Some((t, Part::Whole)), wide, desc, offset: 0, sp })
    }

    fn cp_async_commit(&mut self, _i: &Instruction) -> Res<()> {
        self.emit("LDGDEPBAR", &[], 0, vec![]);
        Ok(())
    }

    fn depbar(&mut self, n: i64) {
        self.emit("DEPBAR", &["LE"], 0, vec![o(Value::SReg("SB0")), imm(n)]);
    }

    fn cp_async_wait_group(&mut self, i: &Instruction) -> Res<()> {
        let [n] = one(self.ops(i, 1)?);
        let n = match n {
            POp::Imm(x, _) => x.as_i64().filter(|n| (0..64).contains(n)).ok_or("ptxas Phase 1: cp.async.wait_group's count must be 0-63")?,
            _ => return Err("ptxas Phase 1: cp.async.wait_group's count must be an immediate".into()),
        };
        self.depbar(n);
        Ok(())
    }

    fn cp_async_wait_all(&mut self, _i: &Instruction) -> Res<()> {
        self.emit("LDGDEPBAR", &[], 0, vec![]);
        self.depbar(0);
        Ok(())
    }

    /// `mbarrier.init.shared.b64 [addr], count`: the barrier's 64-bit initial state, the pending
    /// count `2^20 - count` shifted left by 1 (low word) and by 11 (high word), as ptxas
    /// computes it, stored with `SYNCS.EXCH.64` from a uniform pair.
    fn mbarrier_init(&mut self, i: &Instruction) -> Res<()> {
        if smem_mbarrier(self.sm) {
            return self.mbarrier_init_smem(i);
        }
        let [a, n] = two(self.ops(i, 2)?);
        let n = self.r32(n)?;
        let pair = self.f.temp(RegClass::R64);
        let (lo, hi) = (Operand::sub(pair, 0), Operand::sub(pair, 1));
        match n.value {
            Value::Imm(c) => {
                let v = (0x10_0000 - c) as u32;
                self.emit("MOV", &[], 1, vec![lo.clone(), imm(v.wrapping_shl(1) as i64)]);
                self.emit("MOV", &[], 1, vec![hi.clone(), imm(v.wrapping_shl(11) as i64)]);
            }
            _ => {
                let t = self.f.temp(RegClass::R);
                self.emit("IADD3", &[], 1, vec![Operand::reg(t), n.negated(), imm(0x10_0000), rz()]);
                self.emit("SHF", &["L", "U32"], 1, vec![hi.clone(), Operand::reg(t), imm(0xb), rz()]);
                self.emit("SHF", &["L", "U32"], 1, vec![lo.clone(), Operand::reg(t), imm(0x1), rz()]);
            }
        }
        let addr = self.shared_uaddr(a, ADDR_UR)?;
        self.emit("R2UR", &[], 1, vec![o(Value::UReg(DATA_UR)), lo]);
        self.emit("R2UR", &[], 1, vec![o(Value::UReg(DATA_UR + 1)), hi]);
        self.emit("SYNCS", &["EXCH", "64"], 1, vec![o(Value::UReg(63)), addr, o(Value::UReg(DATA_UR))]);
        Ok(())
    }

    /// `mbarrier.arrive.shared.b64 state, [addr]`: one arrival, the barrier's state before it in
    /// a register pair (`SYNCS.ARRIVE.TRANS64.A1T0 R4, [UR8+off], RZ`).
    fn mbarrier_arrive(&mut self, i: &Instruction) -> Res<()> {
        if smem_mbarrier(self.sm) {
            return self.mbarrier_arrive_smem(i, false);
        }
        let [d, a] = two(self.ops(i, 2)?);
        let d = match d {
            POp::Sink(_) => rz(),
            _ => self.d64(d)?,
        };
        let addr = self.shared_uaddr(a, ADDR_UR)?;
        self.emit("SYNCS", &["ARRIVE", "TRANS64", "A1T0"], 1, vec![d, addr, rz()]);
        Ok(())
    }

    /// `wgmma.fence`: the warpgroup's registers are ready for the asynchronous MMAs.
    fn wgmma_fence(&mut self, _i: &Instruction) -> Res<()> {
        self.emit("WARPGROUP", &["ARRIVE"], 0, vec![]);
        Ok(())
    }

    /// `wgmma.commit_group`: ptxas closes the group by setting `gsb0` on its last `HGMMA`;
    /// with none pending it commits an empty one, an `HGMMA` that reads and writes nothing
    /// (`RZ`, `gdesc[URZ]`, scale-D off).
    fn wgmma_commit(&mut self, _i: &Instruction) -> Res<()> {
        if let Some(k) = self.wgmma.open_last.take() {
            if let Some(Item::Inst(h)) = self.items.get_mut(k) {
                h.operands.push(o(Value::Gsb(0)));
            }
            let moves = std::mem::take(&mut self.wgmma.open);
            self.wgmma.committed.push(moves);
            return Ok(());
        }
        self.emit("HGMMA", &["64x8x16", "F16"], 0, vec![rz(), o(Value::GDesc(63)), rz(), o(Value::UPred(7)).inverted(), o(Value::Gsb(0))]);
        Ok(())
    }

    /// `wgmma.wait_group n`: wait until at most `n` groups are pending.
    fn wgmma_wait(&mut self, i: &Instruction) -> Res<()> {
        let n = match one(self.ops(i, 1)?) {
            [POp::Imm(x, _)] => x.as_i64().filter(|n| (0..8).contains(n)).ok_or("ptxas Phase 1: wgmma.wait_group's count must be 0-7")?,
            _ => return Err("ptxas Phase 1: wgmma.wait_group's count must be an immediate".into()),
        };
        self.emit("WARPGROUP", &["DEPBAR", "LE"], 0, vec![o(Value::Gsb(0)), imm(n)]);
        // The groups older than the newest n are complete: their results go to their registers.
        let done = self.wgmma.committed.len().saturating_sub(n as usize);
        let groups: Vec<_> = self.wgmma.committed.drain(..done).collect();
        for moves in groups {
            self.emit_moves(moves);
        }
        Ok(())
    }

    /// `setmaxnreg.{inc,dec}`: ptxas 13.5 ignores it unless the kernel fixes its register count
    /// at entry (C7508, "unable to determine register count at entry"); with `.maxnreg` or
    /// `.minnctapersm` it emits a `USETMAXREG` loop this converter does not have yet.
    fn setmaxnreg(&mut self, i: &Instruction) -> Res<()> {
        if self.fixed_regs {
            return Err(format!("ptxas Phase 1: {} in a function with .maxnreg/.minnctapersm (USETMAXREG) is not supported yet", i.full_name()));
        }
        Ok(())
    }

    /// `p` = whether the launch has a cluster shape (`c[0x0][0x140]` is 1), as ptxas tests it
    /// before each cluster barrier.
    fn in_cluster_launch(&mut self) -> VReg {
        let t = self.f.temp(RegClass::R);
        let p = self.f.temp(RegClass::P);
        self.emit("LDC", &[], 1, vec![Operand::reg(t), o(Value::Const { bank: 0, offset: 0x140 })]);
        self.emit("ISETP", &["EQ", "U32", "AND"], 2, vec![Operand::reg(p), pt(), Operand::reg(t), imm(1), pt()]);
        p
    }

    fn branch_unless(&mut self, label: usize, p: Option<VReg>) {
        let guard = self.guard;
        self.guard = p.map(|reg| Guard { reg, not: true });
        self.emit("BRA", &[], 0, vec![o(Value::Label(label))]);
        self.guard = guard;
    }

    /// `barrier.cluster.arrive(.relaxed)`: outside a cluster launch nothing; in one, the
    /// release fence (not for `.relaxed`) and `UCGABAR_ARV`.
    fn cluster_arrive(&mut self, i: &Instruction) -> Res<()> {
        let n = self.labels.len();
        let done = self.label_id(&format!("$__cluster_arrive_done{n}"));
        let p = self.in_cluster_launch();
        self.branch_unless(done, Some(p));
        if !i.has_modifier(".relaxed") {
            self.emit("MEMBAR", &["ALL", "GPU"], 0, vec![]).props = vec![prop_scope("GPU")];
            self.emit("ERRBAR", &[], 0, vec![]);
            self.emit("CGAERRBAR", &[], 0, vec![]);
        }
        self.emit("UCGABAR_ARV", &[], 0, vec![]);
        self.items.push(Item::Label(done));
        Ok(())
    }

    /// `barrier.cluster.wait`: in a cluster launch `UCGABAR_WAIT` and the acquire invalidation
    /// (`CCTL.IVALL`); outside one the CTA barrier.
    fn cluster_wait(&mut self, _i: &Instruction) -> Res<()> {
        let n = self.labels.len();
        let cta = self.label_id(&format!("$__cluster_wait_cta{n}"));
        let done = self.label_id(&format!("$__cluster_wait_done{n}"));
        let p = self.in_cluster_launch();
        self.branch_unless(cta, Some(p));
        self.emit("UCGABAR_WAIT", &[], 0, vec![]);
        self.emit("CCTL", &["IVALL"], 0, vec![]);
        self.branch_unless(done, None);
        self.items.push(Item::Label(cta));
        self.emit("BAR", &["SYNC", "DEFER_BLOCKING"], 0, vec![imm(0)]);
        self.items.push(Item::Label(done));
        Ok(())
    }

    /// `mbarrier.{test,try}_wait(.parity).shared.b64 p, [addr], state|parity`: the phase check
    /// compares the state's high word (a parity as `parity << 31`), `.TRYWAIT` for `try_wait`
    /// (which may suspend the thread for a while before failing).
    fn mbarrier_wait(&mut self, i: &Instruction) -> Res<()> {
        if smem_mbarrier(self.sm) {
            return self.mbarrier_wait_smem(i);
        }
        let [p, a, s] = three(self.ops(i, 3)?);
        let p = self.dpred(p)?;
        let phase = self.wait_phase(i, s)?;
        let addr = self.shared_uaddr(a, ADDR_UR)?;
        let mods: &[&str] = if i.has_modifier(".try_wait") { &["PHASECHK", "TRANS64", "TRYWAIT"] } else { &["PHASECHK", "TRANS64"] };
        self.emit("SYNCS", mods, 1, vec![p, addr, phase]);
        Ok(())
    }

    /// `fence.sc.cluster` / `fence.acq_rel.cluster`: ptxas orders the CTA first
    /// (`MEMBAR.ALL.CTA`), then fences at GPU scope with the error barriers and the L1
    /// invalidation, as for `.gpu`.
    fn fence_cluster(&mut self, i: &Instruction) -> Res<()> {
        let kind = if i.has_modifier(".sc") { "SC" } else { "ALL" };
        self.emit("MEMBAR", &["ALL", "CTA"], 0, vec![]).props = vec![prop_scope("CTA")];
        self.emit("MEMBAR", &[kind, "GPU"], 0, vec![]).props = vec![prop_scope("GPU")];
        self.emit("ERRBAR", &[], 0, vec![]);
        self.emit("CGAERRBAR", &[], 0, vec![]);
        self.emit("CCTL", &["IVALL"], 0, vec![]);
        Ok(())
    }

    /// `cp.async.mbarrier.arrive(.noinc).shared.b64 [bar]`: the barrier counts an arrival when
    /// the thread's earlier cp.async copies land (`ARRIVES.LDGSTSBAR.64`); without `.noinc` the
    /// pending count is first raised by one (`SYNCS.ARRIVE.TRANS64.RED.A0T1`), as ptxas does.
    fn cp_async_mbarrier_arrive(&mut self, i: &Instruction) -> Res<()> {
        let [a] = one(self.ops(i, 1)?);
        if crate::sass::arch::arch(self.sm).family < crate::sass::arch::Family::Hopper {
            return self.cp_async_mbarrier_arrive_ampere(i, a);
        }
        let addr = self.shared_uaddr(a, ADDR_UR)?;
        if i.has_modifier(".noinc") {
            self.emit("ARRIVES", &["LDGSTSBAR", "64", "ARVCNT"], 0, vec![addr]);
        } else {
            self.emit("SYNCS", &["ARRIVE", "TRANS64", "RED", "A0T1"], 1, vec![rz(), addr.clone(), rz()]);
            self.emit("ARRIVES", &["LDGSTSBAR", "64", "TRANSCNT"], 0, vec![addr]);
        }
        Ok(())
    }

    /// Before Hopper there is no `SYNCS`: ptxas raises the pending count with a shared atomic
    /// from one lane (`VOTE.ALL` of the active lanes, the highest lane by `FLO` adds minus their
    /// `POPC` to the barrier's upper word), then `ARRIVES.LDGSTSBAR.64` (plain also for `.noinc`).
    fn cp_async_mbarrier_arrive_ampere(&mut self, i: &Instruction, a: &POp) -> Res<()> {
        let addr = self.shared_uaddr(a, ADDR_UR)?;
        if !i.has_modifier(".noinc") {
            if self.guard.is_some() {
                return Err(format!("ptxas Phase 1: a guarded {} before sm_90 is not supported yet", i.full_name()));
            }
            let Value::UMem { ur, offset } = addr.value.clone() else {
                return Err(format!("ptxas Phase 1: {} needs a shared address", i.full_name()));
            };
            let lane = self.f.temp(RegClass::R);
            let active = self.f.temp(RegClass::R);
            let leader = self.f.temp(RegClass::R);
            let count = self.f.temp(RegClass::R);
            let first = self.f.temp(RegClass::P);
            self.emit("S2R", &[], 1, vec![Operand::reg(lane), o(Value::SReg("SR_LANEID"))]);
            self.emit("VOTE", &["ALL"], 2, vec![Operand::reg(active), pt(), pt()]);
            self.emit("FLO", &["U32"], 1, vec![Operand::reg(leader), Operand::reg(active)]);
            self.emit("POPC", &[], 1, vec![Operand::reg(count), Operand::reg(active)]);
            self.emit("ISETP", &["EQ", "U32", "AND"], 2, vec![Operand::reg(first), pt(), Operand::reg(leader), Operand::reg(lane), pt()]).props = vec![prop_width(32), prop_sign(false), prop_compare(false)];
            self.emit("IADD3", &[], 1, vec![Operand::reg(count), Operand::reg(count).negated(), rz(), rz()]);
            self.emit("ATOMS", &["ADD", "S32"], 1, vec![rz(), o(Value::UMem { ur, offset: offset + 4 }), Operand::reg(count)]).guard = Some(Guard { reg: first, not: false });
        }
        self.emit("ARRIVES", &["LDGSTSBAR", "64"], 0, vec![addr]);
        Ok(())
    }

    /// `mbarrier.arrive.expect_tx.shared.b64 state, [addr], tx`: one arrival that also raises
    /// the barrier's expected transaction count by `tx` bytes (`SYNCS.ARRIVE.TRANS64 RZ,
    /// [UR8], R0` with the count in a register, as ptxas emits it).
    fn mbarrier_expect_tx(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, n] = three(self.ops(i, 3)?);
        let d = match d {
            POp::Sink(_) => rz(),
            _ => self.d64(d)?,
        };
        let n = self.r32(n)?;
        let n = self.in_reg(n);
        let addr = self.shared_uaddr(a, ADDR_UR)?;
        self.emit("SYNCS", &["ARRIVE", "TRANS64"], 1, vec![d, addr, n]);
        Ok(())
    }

    /// `mbarrier.arrive_drop.shared.b64 state, [addr]`: an arrival that also lowers the
    /// expected count for the following phases (`.OPTOUT`).
    fn mbarrier_arrive_drop(&mut self, i: &Instruction) -> Res<()> {
        if smem_mbarrier(self.sm) {
            return self.mbarrier_arrive_smem(i, true);
        }
        let (d, a) = (&i.operands[0], &i.operands[1]);
        let d = match d {
            POp::Sink(_) => rz(),
            _ => self.d64(d)?,
        };
        let (count, arrive) = self.arrive_count(i)?;
        let addr = self.shared_uaddr(a, ADDR_UR)?;
        self.emit("SYNCS", &["ARRIVE", "TRANS64", "OPTOUT", arrive], 1, vec![d, addr, count]);
        Ok(())
    }

    /// The arrival count of an `mbarrier.arrive(_drop)` with an optional third operand: none is
    /// one (`.A1T0`, `RZ`), a count is read from a register (`.ART0`, as ptxas).
    fn arrive_count(&mut self, i: &Instruction) -> Res<(Operand, &'static str)> {
        match i.operands.get(2) {
            None => Ok((rz(), "A1T0")),
            Some(n) => {
                let n = self.r32(n)?;
                let n = match n.value {
                    Value::Imm(_) => {
                        let t = self.f.temp(RegClass::R);
                        self.emit("MOV", &[], 1, vec![Operand::reg(t), n]);
                        Operand::reg(t)
                    }
                    _ => n,
                };
                Ok((n, "ART0"))
            }
        }
    }

    /// `mbarrier.arrive.release.cluster.shared::cluster.b64 _, [addr]`: the release fence at
    /// cluster scope (as `fence.acq_rel.cluster` begins), then the arrival as a reduction on
    /// the (possibly remote) barrier, which returns no state.
    fn mbarrier_arrive_remote(&mut self, i: &Instruction) -> Res<()> {
        let a = &i.operands[1];
        let (count, arrive) = self.arrive_count(i)?;
        self.emit("MEMBAR", &["ALL", "CTA"], 0, vec![]).props = vec![prop_scope("CTA")];
        self.emit("MEMBAR", &["ALL", "GPU"], 0, vec![]).props = vec![prop_scope("GPU")];
        self.emit("ERRBAR", &[], 0, vec![]);
        self.emit("CGAERRBAR", &[], 0, vec![]);
        let addr = self.shared_uaddr(a, ADDR_UR)?;
        self.emit("SYNCS", &["ARRIVE", "TRANS64", "RED", arrive], 1, vec![rz(), addr, count]);
        Ok(())
    }

    /// `mbarrier.init` without `SYNCS`: the state `{2^30 - n, 2^31 - n}` stored with `STS.64`
    /// (ptxas: `MOV R4, 0x3fffffe0`, `MOV R5, 0x7fffffe0`, `STS.64 [0xfa0], R4` for 32; a register
    /// count `IADD3 R2, -R0, 0x40000000, RZ` and `IADD3 R3, -R0, -0x80000000, RZ`).
    fn mbarrier_init_smem(&mut self, i: &Instruction) -> Res<()> {
        self.rule = MBAR_SMEM_INIT;
        let [a, n] = two(self.ops(i, 2)?);
        let n = self.r32(n)?;
        let pair = self.f.temp(RegClass::R64);
        let (lo, hi) = (Operand::sub(pair, 0), Operand::sub(pair, 1));
        match n.value {
            Value::Imm(c) => {
                self.emit("MOV", &[], 1, vec![lo, imm(0x4000_0000u32.wrapping_sub(c as u32) as i64)]);
                self.emit("MOV", &[], 1, vec![hi, imm(0x8000_0000u32.wrapping_sub(c as u32) as i64)]);
            }
            _ => {
                self.emit("IADD3", &[], 1, vec![lo, n.clone().negated(), imm(0x4000_0000), rz()]);
                self.emit("IADD3", &[], 1, vec![hi, n.negated(), imm(-0x8000_0000), rz()]);
            }
        }
        let addr = self.shared_addr(a)?;
        self.emit("STS", &["64"], 0, vec![addr, Operand::reg(pair)]).props = vec![prop_width(64)];
        Ok(())
    }

    /// `mbarrier.arrive` / `arrive_drop` without `SYNCS`: the release fence at CTA scope, then
    /// the arrival as a shared atomic that returns the state before it (`ATOMS.ARRIVE.64 R2,
    /// [R17+URZ+0x8]`); `arrive_drop` first lowers the expected count of the next phases by
    /// raising its `2^30 - n` word (`ATOMS.POPC.INC.32 RZ, [R17+URZ+0x10]`). The address always
    /// names a uniform register (`URZ`), as these ATOMS forms have no other.
    fn mbarrier_arrive_smem(&mut self, i: &Instruction, drop: bool) -> Res<()> {
        self.rule = MBAR_SMEM_ARRIVE;
        if i.operands.len() != 2 {
            return Err(format!("ptxas Phase 1: {} with a count needs .noComplete before sm_90, which is not supported yet", i.full_name()));
        }
        let [d, a] = two(self.ops(i, 2)?);
        let d = match d {
            POp::Sink(_) => rz(),
            _ => self.d64(d)?,
        };
        let addr = self.shared_addr(a)?;
        self.emit("MEMBAR", &["ALL", "CTA"], 0, vec![]).props = vec![prop_scope("CTA")];
        if drop {
            self.emit("ATOMS", &["POPC", "INC", "32"], 1, vec![rz(), addr.clone()]);
        }
        self.emit("ATOMS", &["ARRIVE", "64"], 1, vec![d, addr]);
        Ok(())
    }

    /// The phase a wait compares the barrier's high word with: the state's high word, or a
    /// parity moved to bit 31 (`SHF.L.U32 t, parity, 0x1f, RZ`).
    fn wait_phase(&mut self, i: &Instruction, s: &POp) -> Res<Operand> {
        if i.has_modifier(".parity") {
            let x = self.r32(s)?;
            let x = self.in_reg(x);
            let t = self.f.temp(RegClass::R);
            self.emit("SHF", &["L", "U32"], 1, vec![Operand::reg(t), x, imm(0x1f), rz()]);
            Ok(Operand::reg(t))
        } else {
            let x = self.half(s, 1)?;
            Ok(self.in_reg(x))
        }
    }

    /// `mbarrier.test_wait(.parity)` without `SYNCS`: the phase is complete when bit 31 of the
    /// barrier's high word differs from the state's (`LDS R8, [R11+0xc]`, `LOP3.LUT P0, RZ, R8,
    /// 0x80000000, R7, 0x48, !PT`: `b & (a ^ c)`); a parity is moved to bit 31 first.
    fn mbarrier_wait_smem(&mut self, i: &Instruction) -> Res<()> {
        self.rule = MBAR_SMEM_WAIT;
        let [p, a, s] = three(self.ops(i, 3)?);
        let p = self.dpred(p)?;
        let phase = self.wait_phase(i, s)?;
        let Value::Mem { base, offset, wide, desc, sp } = self.shared_addr(a)?.value else {
            return Err("ptxas Phase 1: expected a shared address".into());
        };
        let high = o(Value::Mem { base, wide, desc, sp, offset: offset + 4 });
        let t = self.f.temp(RegClass::R);
        self.emit("LDS", &[], 1, vec![Operand::reg(t), high]).props = vec![prop_width(32)];
        self.emit("LOP3", &["LUT"], 2, vec![p, rz(), Operand::reg(t), imm(0x8000_0000), phase, imm(0x48), pt().inverted()]);
        Ok(())
    }

    /// `mbarrier.inval`: ptxas 13.5 writes nothing for it before sm_90.
    fn mbarrier_inval(&mut self, i: &Instruction) -> Res<()> {
        if !smem_mbarrier(self.sm) {
            return Err(format!("ptxas Phase 1: {} on sm_90+ is not supported yet", i.full_name()));
        }
        Ok(())
    }

    /// `mbarrier.pending_count.b64 d, state`: the pending count is `2^31` minus the state's high
    /// word without its phase bit (ptxas: `LOP3.LUT R5, R5, 0x7fffffff, RZ, 0xc0, !PT`, `IADD3
    /// R5, -R5, -0x80000000, RZ`).
    fn mbarrier_pending_count(&mut self, i: &Instruction) -> Res<()> {
        if !smem_mbarrier(self.sm) {
            return Err(format!("ptxas Phase 1: {} on sm_90+ is not supported yet", i.full_name()));
        }
        let [d, s] = two(self.ops(i, 2)?);
        let d = self.reg_of_class(d, RegClass::R)?;
        let x = self.half(s, 1)?;
        let x = self.in_reg(x);
        let t = self.f.temp(RegClass::R);
        self.emit("LOP3", &["LUT"], 1, vec![Operand::reg(t), x, imm(0x7fff_ffff), rz(), imm(0xc0), pt().inverted()]);
        self.emit("IADD3", &[], 1, vec![d, Operand::reg(t).negated(), imm(-0x8000_0000), rz()]);
        Ok(())
    }

    /// A 32-bit shared address operand `[%r+off]` as a register holding the whole address.
    fn shared_addr_reg(&mut self, op: &POp) -> Res<Operand> {
        let Value::Mem { base, offset, .. } = self.shared_addr(op)?.value else {
            return Err("ptxas Phase 1: expected a shared address".into());
        };
        let base = match base {
            Some((v, p)) => o(Value::Reg(v, p)),
            None => rz(),
        };
        if offset == 0 {
            return Ok(base);
        }
        let t = self.f.temp(RegClass::R);
        self.emit("IADD3", &[], 1, vec![Operand::reg(t), base, imm(offset), rz()]);
        Ok(Operand::reg(t))
    }

    /// `cp.async.bulk.tensor.Nd`: the copy engine takes its operands from uniform registers,
    /// but each thread that executes the PTX instruction asks for its own copy. As ptxas does
    /// for operands it cannot prove uniform, a loop elects one remaining lane at a time
    /// (`@P0 ELECT P1`), moves that lane's operands into the uniform block with `@P1 R2UR`,
    /// retires it (`@P1 PLOP3 P0 = !P1`) and issues the copy once, until no lane is left
    /// (`@P0 BRA.U.ANY`): `UTMALDG.ND [UR16], [UR12]` (destination, mbarrier, coordinates;
    /// the tensor map's address) or `UTMASTG.ND [UR16], [UR12]` (source, coordinates).
    fn tensor_copy(&mut self, i: &Instruction) -> Res<()> {
        let dims = tensor_dims(i).ok_or("ptxas Phase 1: cp.async.bulk.tensor needs .1d to .5d")?;
        let load = i.operands.len() == 3;
        let ops = &i.operands;
        let (smem, tensor) = if load { (&ops[0], &ops[1]) } else { (&ops[1], &ops[0]) };
        let POp::Tuple(items, _) = tensor else {
            return Err(format!("ptxas Phase 1: {} expects [tensor-map, {{coordinates}}]", i.full_name()));
        };
        let [map, POp::Vector(coords, _)] = items.as_slice() else {
            return Err(format!("ptxas Phase 1: {} expects [tensor-map, {{coordinates}}]", i.full_name()));
        };
        if coords.len() != dims {
            return Err(format!("ptxas Phase 1: {} takes {dims} coordinates, found {}", i.full_name(), coords.len()));
        }
        // The lane's values, in the block's order, then the map's address.
        let mut block = vec![self.shared_addr_reg(smem)?];
        if load {
            block.push(self.shared_addr_reg(&ops[2])?);
        }
        for c in coords {
            let x = self.r32(c)?;
            block.push(self.in_reg(x));
        }
        let map = self.reg_of_class(map, RegClass::R64)?;
        let Value::Reg(map, _) = map.value else { unreachable!("reg_of_class returns a register") };
        let mut values: Vec<(u8, Operand)> = block.into_iter().enumerate().map(|(k, x)| (TMA_BLOCK_UR + k as u8, x)).collect();
        values.push((TMAP_UR, Operand::sub(map, 0)));
        values.push((TMAP_UR + 1, Operand::sub(map, 1)));
        let dim = ["1D", "2D", "3D", "4D", "5D"][dims - 1];
        let umem = |ur: u8| o(Value::UMem { ur, offset: 0 });
        self.lane_loop(values, if load { "UTMALDG" } else { "UTMASTG" }, &[dim], vec![umem(TMA_BLOCK_UR), umem(TMAP_UR)]);
        Ok(())
    }

    /// `cp.async.bulk`: `UBLKCP.S.G [UR16], [UR12], UR18` (shared destination and mbarrier,
    /// the global source, the size) or `UBLKCP.G.S [UR12], [UR16], UR17` (the global
    /// destination, the shared source, the size), the size in 16-byte units in 16 bits (as
    /// ptxas: `SHF.R.U32.HI` + `PRMT 0x5410`), in the lane loop.
    fn bulk_copy(&mut self, i: &Instruction) -> Res<()> {
        let load = i.operands.len() == 4;
        let ops = &i.operands;
        let (shared, global, size) = if load { (&ops[0], &ops[1], &ops[2]) } else { (&ops[1], &ops[0], &ops[2]) };
        let POp::Address(ast::Address { base: Some(ast::AddressBase::Reg(g)), offset: goff, .. }) = global else {
            return Err(format!("ptxas Phase 1: {} expects a register global address", i.full_name()));
        };
        let (gv, part) = self.reg(g)?;
        if self.class_of_part(gv, part) != RegClass::R64 {
            return Err(format!("ptxas Phase 1: the global address {g} of {} is not a 64-bit register", i.full_name()));
        }
        let gaddr = if *goff == 0 {
            gv
        } else {
            let t = self.f.temp(RegClass::R64);
            let carry = self.f.temp(RegClass::P);
            self.emit("IADD3", &[], 2, vec![Operand::sub(t, 0), Operand::reg(carry), Operand::sub(gv, 0), imm(goff & 0xffff_ffff), rz()]);
            let hi = (goff >> 32) & 0xffff_ffff;
            self.emit("IADD3", &["X"], 1, vec![Operand::sub(t, 1), Operand::sub(gv, 1), if hi == 0 { rz() } else { imm(hi) }, rz(), Operand::reg(carry), pt().inverted()]);
            t
        };
        let smem = self.shared_addr_reg(shared)?;
        let units = match size {
            POp::Imm(x, _) => {
                let n = x.as_i64().unwrap_or(0);
                self.in_reg(imm((n >> 4) & 0xffff))
            }
            _ => {
                let n = self.r32(size)?;
                let t = self.f.temp(RegClass::R);
                self.emit("SHF", &["R", "U32", "HI"], 1, vec![Operand::reg(t), rz(), imm(0x4), n]);
                let u = self.f.temp(RegClass::R);
                self.emit("PRMT", &[], 1, vec![Operand::reg(u), Operand::reg(t), imm(0x5410), rz()]);
                Operand::reg(u)
            }
        };
        let umem = |ur: u8| o(Value::UMem { ur, offset: 0 });
        let mut values = vec![(TMA_BLOCK_UR, smem)];
        if load {
            values.push((TMA_BLOCK_UR + 1, self.shared_addr_reg(&ops[3])?));
        }
        let size_ur = TMA_BLOCK_UR + if load { 2 } else { 1 };
        values.push((size_ur, units));
        values.push((TMAP_UR, Operand::sub(gaddr, 0)));
        values.push((TMAP_UR + 1, Operand::sub(gaddr, 1)));
        let (mods, operands) = if load {
            (["S", "G"], vec![umem(TMA_BLOCK_UR), umem(TMAP_UR), o(Value::UReg(size_ur))])
        } else {
            (["G", "S"], vec![umem(TMAP_UR), umem(TMA_BLOCK_UR), o(Value::UReg(size_ur))])
        };
        self.lane_loop(values, "UBLKCP", &mods, operands);
        Ok(())
    }

    fn bulk_commit(&mut self, _i: &Instruction) -> Res<()> {
        self.emit("UTMACMDFLUSH", &[], 0, vec![]);
        Ok(())
    }

    /// `cp.async.bulk.wait_group(.read) n`: bulk groups count on SB0 as cp.async's do;
    /// without `.read` the copies' writes must be visible too, so ptxas also invalidates L1.
    fn bulk_wait(&mut self, i: &Instruction) -> Res<()> {
        let n = match one(self.ops(i, 1)?) {
            [POp::Imm(x, _)] => x.as_i64().filter(|n| (0..64).contains(n)).ok_or("ptxas Phase 1: cp.async.bulk.wait_group's count must be 0-63")?,
            _ => return Err("ptxas Phase 1: cp.async.bulk.wait_group's count must be an immediate".into()),
        };
        self.depbar(n);
        if !i.has_modifier(".read") {
            self.emit("CCTL", &["IVALL"], 0, vec![]);
        }
        Ok(())
    }

    /// ptxas's loop for a uniform-datapath instruction whose operands each thread gives:
    /// `P = true; top: @P ELECT Q; @Q R2UR ...; @Q P = !Q; Q = false; INST; @P BRA.U.ANY top`
    /// (one elected lane's `values` per round, into their uniform registers).
    fn lane_loop(&mut self, values: Vec<(u8, Operand)>, opcode: &'static str, mods: &[&str], operands: Vec<Operand>) {
        self.elected_lane_loop("$__lane_loop", false, values, opcode, mods, operands);
    }

    /// The loop of [`Self::lane_loop`], with `INST` right after the `R2UR`s (before `@Q P = !Q`)
    /// where `inst_while_elected` (ptxas's order for tcgen05, merc_tcgen05.rs); `label` names the
    /// loop's head.
    pub(crate) fn elected_lane_loop(
        &mut self,
        label: &str,
        inst_while_elected: bool,
        values: Vec<(u8, Operand)>,
        opcode: &'static str,
        mods: &[&str],
        operands: Vec<Operand>,
    ) {
        let more = self.f.temp(RegClass::P);
        let got = self.f.temp(RegClass::P);
        let saved = self.guard.take();
        // The lanes that take part: all, or those the PTX instruction's guard lets through.
        let who = match saved {
            Some(g) if g.not => Operand::reg(g.reg).inverted(),
            Some(g) => Operand::reg(g.reg),
            None => pt(),
        };
        self.emit("PLOP3", &["LUT"], 2, vec![Operand::reg(more), pt(), who, pt(), pt(), imm(0x80), imm(0)]);
        let n = self.labels.len();
        let top = self.label_id(&format!("{label}{n}"));
        self.items.push(Item::Label(top));
        self.guard = Some(Guard { reg: more, not: false });
        self.emit("ELECT", &[], 2, vec![Operand::reg(got), o(Value::UReg(63)), pt()]);
        self.guard = Some(Guard { reg: got, not: false });
        for (ur, x) in values {
            self.emit("R2UR", &[], 1, vec![o(Value::UReg(ur)), x]);
        }
        let mut inst = Some((opcode, mods, operands));
        if inst_while_elected {
            self.guard = None;
            if let Some((opcode, mods, operands)) = inst.take() {
                self.emit(opcode, mods, 0, operands);
            }
            self.guard = Some(Guard { reg: got, not: false });
        }
        self.emit("PLOP3", &["LUT"], 2, vec![Operand::reg(more), pt(), Operand::reg(got), pt(), pt(), imm(0x8), imm(0)]);
        self.guard = None;
        self.emit("PLOP3", &["LUT"], 2, vec![Operand::reg(got), pt(), pt(), pt(), pt(), imm(0x8), imm(0)]);
        if let Some((opcode, mods, operands)) = inst {
            self.emit(opcode, mods, 0, operands);
        }
        self.guard = Some(Guard { reg: more, not: false });
        self.emit("BRA", &["U", "ANY"], 0, vec![o(Value::Label(top))]);
        self.guard = saved;
    }

    /// `wgmma.mma_async.sync.aligned.m64nNkK.dtype.atype.btype d, a-desc, b-desc, scale-d,
    /// imm-scale-a, imm-scale-b(, imm-trans-a, imm-trans-b)`: both matrices from shared memory
    /// through their descriptors (moved into the uniform quad `gdesc[UR12]`), the accumulator
    /// in consecutive registers (the PTX registers gathered with MOVs after the fence, then
    /// `WARPGROUP.ARRIVE` again so the asynchronous unit sees them). The results land
    /// asynchronously: they are moved back to the PTX registers after the `wait_group` that
    /// covers this group (PTX leaves them undefined until then). Scale-d 0 reads no
    /// accumulator (`RZ, !UPT`, as ptxas).
    fn wgmma_mma(&mut self, i: &Instruction) -> Res<()> {
        let name = i.full_name();
        let shape = i.modifier_texts().find_map(|m| {
            let r = m.strip_prefix(".m64n")?;
            let (n, k) = r.split_once('k')?;
            Some((n.parse::<u32>().ok()?, k.parse::<u32>().ok()?))
        });
        let Some((n, k)) = shape else {
            return Err(format!("ptxas Phase 1: {name} needs an .m64nNkK shape"));
        };
        let t = i.types();
        let (acc, inputs) = match t.as_slice() {
            [d, a, b] if a == b => (*d, *a),
            _ => return Err(format!("ptxas Phase 1: {name} is not supported yet (mixed input types)")),
        };
        let input = match (inputs, k) {
            (ScalarType::Tf32, 8) => Some("TF32"),
            (ScalarType::F16, 16) => None,
            (ScalarType::Bf16, 16) => Some("BF16"),
            _ => return Err(format!("ptxas Phase 1: {name} is not supported yet (only tf32, f16 and bf16 inputs)")),
        };
        let acc_mod = match acc {
            ScalarType::F32 => "F32",
            ScalarType::F16 if inputs == ScalarType::F16 => "F16",
            _ => return Err(format!("ptxas Phase 1: {name} is not supported yet (accumulator type)")),
        };
        let regs = if acc == ScalarType::F32 { n / 2 } else { n / 4 };
        if !matches!(regs, 2 | 4) {
            return Err(format!("ptxas Phase 1: {name} is not supported yet (an accumulator of {regs} registers; 2 or 4 are)"));
        }
        let ops = &i.operands;
        if ops.len() != 6 && !(ops.len() == 8 && input.is_none() || ops.len() == 8 && input == Some("BF16")) {
            return Err(format!("ptxas Phase 1: {name} takes 6 operands (8 with the transposes), found {}", ops.len()));
        }
        let imm_is = |op: &POp, v: i64| matches!(op, POp::Imm(x, _) if x.as_i64() == Some(v));
        if !imm_is(&ops[4], 1) || !imm_is(&ops[5], 1) {
            return Err(format!("ptxas Phase 1: {name} with a negated A or B (imm-scale -1) is not supported yet"));
        }
        if ops.len() == 8 && (!imm_is(&ops[6], 0) || !imm_is(&ops[7], 0)) {
            return Err(format!("ptxas Phase 1: {name} with a transposed A or B is not supported yet"));
        }
        let accumulate = if imm_is(&ops[3], 1) {
            true
        } else if imm_is(&ops[3], 0) {
            false
        } else {
            return Err(format!("ptxas Phase 1: {name} with a predicate scale-d is not supported yet (only 0 or 1)"));
        };
        if vector_len(&ops[0]) != regs as usize {
            return Err(format!("ptxas Phase 1: the accumulator of {name} has {} registers, {regs} expected", vector_len(&ops[0])));
        }
        let bytes = 4 * regs;
        let c = if accumulate {
            let c = self.store_src(&ops[0], bytes)?;
            self.emit("WARPGROUP", &["ARRIVE"], 0, vec![]);
            Some(c)
        } else {
            None
        };
        let a = self.reg_of_class(&ops[1], RegClass::R64)?;
        let b = self.reg_of_class(&ops[2], RegClass::R64)?;
        for (k, d) in [a, b].into_iter().enumerate() {
            let Value::Reg(v, _) = d.value else { unreachable!("reg_of_class returns a register") };
            self.emit("R2UR", &[], 1, vec![o(Value::UReg(GDESC_UR + 2 * k as u8)), Operand::sub(v, 0)]);
            self.emit("R2UR", &[], 1, vec![o(Value::UReg(GDESC_UR + 2 * k as u8 + 1)), Operand::sub(v, 1)]);
        }
        let (dst, c) = match c {
            Some(c) => (c.clone(), c),
            None => (Operand::reg(self.f.temp(if regs == 4 { RegClass::R128 } else { RegClass::R64 })), rz()),
        };
        let Value::Reg(dv, _) = dst.value else { unreachable!("an accumulator is a register") };
        let shape = format!("64x{n}x{k}");
        let mut mods = vec![shape.as_str(), acc_mod];
        mods.extend(input);
        let mut operands = vec![dst.clone(), o(Value::GDesc(GDESC_UR)), c];
        if !accumulate {
            operands.push(o(Value::UPred(7)).inverted());
        }
        self.emit("HGMMA", &mods, 1, operands);
        self.wgmma.open_last = Some(self.items.len() - 1);
        let POp::Vector(items, _) = &ops[0] else { unreachable!("checked to be a vector") };
        for (k, item) in items.iter().enumerate() {
            if !matches!(item, POp::Sink(_)) {
                let d = self.d32(item)?;
                self.wgmma.open.push((d, Operand::sub(dv, k as u8)));
            }
        }
        Ok(())
    }

    /// `mma.sync` on 8-bit integers: `IMMA.<shape>.<A type>.<B type>(.SAT) D, A.ROW, B.COL, C`.
    fn mma_int8(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let t = i.types();
        if i.has_modifier(".m8n8k16") && crate::sass::arch::arch(self.sm).family == crate::sass::arch::Family::BlackwellConsumer {
            return self.mma_int8_m8n8k16_as_16816(i, [d, a, b, c]);
        }
        let (shape, na, nb, nc) = if i.has_modifier(".m16n8k32") {
            ("16832", 4, 2, 4)
        } else if i.has_modifier(".m16n8k16") {
            ("16816", 2, 1, 4)
        } else {
            ("8816", 1, 1, 2)
        };
        let mut a = self.fragment_src(a, na, "A")?;
        let mut b = self.fragment_src(b, nb, "B")?;
        let c = self.fragment_src(c, nc, "C")?;
        let (dst, moves) = self.fragment_dst(d, nc)?;
        a.suffix = ".ROW";
        b.suffix = ".COL";
        let ty = |x: ScalarType| if x == ScalarType::S8 { "S8" } else { "U8" };
        let mut mods = vec![shape, ty(t[1]), ty(t[2])];
        if i.has_modifier(".satfinite") {
            mods.push("SAT");
        }
        self.emit("IMMA", &mods, 1, vec![dst, a, b, c]);
        self.emit_moves(moves);
        Ok(())
    }

    /// `mma.sync.m8n8k16` on 8-bit integers in the sm_120 family, as ptxas 13.5 builds it: the
    /// 8×16 A tile is the upper half of a 16×16 one whose lower rows are zero (A's pair
    /// `{a, RZ}`), C the upper half of a 16×8 accumulator (`{c0, c1, RZ, RZ}`), and D the first
    /// two registers of `IMMA.16816`'s quad.
    fn mma_int8_m8n8k16_as_16816(&mut self, i: &Instruction, [d, a, b, c]: [&POp; 4]) -> Res<()> {
        let t = i.types();
        let one = |op: &POp, what: &str| -> Res<POp> {
            match op {
                POp::Vector(items, _) if items.len() == 1 => Ok(items[0].clone()),
                POp::Vector(..) => Err(format!("ptxas Phase 1: the {what} fragment of {} is one register", i.full_name())),
                x => Ok(x.clone()),
            }
        };
        let (at, zero) = match a {
            POp::Vector(_, at) => (*at, POp::Imm(Imm::Int { magnitude: 0, negative: false, unsigned: false }, *at)),
            _ => return Err(format!("ptxas Phase 1: the A fragment of {} must be a vector", i.full_name())),
        };
        let pair = |op: &POp, what: &str| -> Res<Vec<POp>> {
            match op {
                POp::Vector(items, _) if items.len() == 2 => Ok(items.clone()),
                _ => Err(format!("ptxas Phase 1: the {what} fragment of {} is a pair", i.full_name())),
            }
        };
        let a4 = POp::Vector(vec![one(a, "A")?, zero.clone()], at);
        let cs = pair(c, "C")?;
        let c4 = POp::Vector(vec![cs[0].clone(), cs[1].clone(), zero.clone(), zero], at);
        let ds = pair(d, "D")?;
        let d4 = POp::Vector(vec![ds[0].clone(), ds[1].clone(), POp::Sink(at), POp::Sink(at)], at);
        let mut a = self.fragment_src(&a4, 2, "A")?;
        let mut b = self.fragment_src(b, 1, "B")?;
        let c = self.fragment_src(&c4, 4, "C")?;
        let (dst, moves) = self.fragment_dst(&d4, 4)?;
        a.suffix = ".ROW";
        b.suffix = ".COL";
        let ty = |x: ScalarType| if x == ScalarType::S8 { "S8" } else { "U8" };
        let mut mods = vec!["16816", ty(t[1]), ty(t[2])];
        if i.has_modifier(".satfinite") {
            mods.push("SAT");
        }
        self.emit("IMMA", &mods, 1, vec![dst, a, b, c]);
        self.emit_moves(moves);
        Ok(())
    }

    /// `wmma.mma`: ptxas on sm_80 splits the warp-wide tile into `mma.sync` tiles on the
    /// fragments as registers (the row/col layouts were the loads' business): m16n16k16 is one A
    /// fragment against B's two halves, m32n8k16 A's two halves against one B, m8n32k16 the
    /// transpose (B's halves in the A operand, A in the B operand); each half of C/D is one
    /// `HMMA.16816`/`IMMA.16816`. tf32 m16n16k8 is four `HMMA.1684.F32.TF32`, accumulating over
    /// k in two steps. (The f16 A/B fragments of 8 registers hold each value twice; ptxas reads
    /// the first four.)
    fn wmma_mma(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let t = i.types();
        let unsupported = || format!("ptxas Phase 1: {} is not supported yet", i.full_name());
        let shape = [".m16n16k16", ".m32n8k16", ".m8n32k16", ".m16n16k8"].iter().position(|m| i.has_modifier(m)).ok_or_else(unsupported)?;
        // (opcode, modifiers, A half and B half in registers, C/D registers)
        let (op, mut mods, ha, hb, nc): (&'static str, Vec<&'static str>, usize, usize, usize) = match t.as_slice() {
            [ScalarType::F32, ScalarType::F32] if shape < 3 => ("HMMA", vec!["16816", "F32"], 4, 2, 8),
            [ScalarType::F16, ScalarType::F16] if shape < 3 => ("HMMA", vec!["16816", "F16"], 4, 2, 4),
            [ScalarType::F32, ScalarType::Bf16, ScalarType::Bf16, ScalarType::F32] if shape < 3 => ("HMMA", vec!["16816", "F32", "BF16"], 4, 2, 8),
            [ScalarType::S32, x, y, ScalarType::S32] if shape < 3 && x == y && matches!(x, ScalarType::S8 | ScalarType::U8) => {
                let ty = if *x == ScalarType::S8 { "S8" } else { "U8" };
                ("IMMA", vec!["16816", ty, ty], 2, 1, 8)
            }
            [ScalarType::F32, ScalarType::Tf32, ScalarType::Tf32, ScalarType::F32] if shape == 3 => ("HMMA", vec!["1684", "F32", "TF32"], 2, 1, 8),
            _ => return Err(unsupported()),
        };
        if i.has_modifier(".satfinite") {
            if op != "IMMA" {
                return Err(unsupported());
            }
            mods.push("SAT");
        }
        let h = nc / 2;
        // Each step: (A operand registers, B operand registers, C half, D half, k step).
        let (a_op, b_op) = if shape == 2 { (b, a) } else { (a, b) };
        let steps: Vec<(std::ops::Range<usize>, std::ops::Range<usize>, usize)> = match shape {
            0 => vec![(0..ha, 0..hb, 0), (0..ha, hb..2 * hb, 1)],
            1 | 2 => vec![(0..ha, 0..hb, 0), (ha..2 * ha, 0..hb, 1)],
            // tf32 m16n16k8: k 0-3 from A's first half, then k 4-7 from its second half.
            _ => vec![(0..ha, 0..hb, 0), (0..ha, 2 * hb..3 * hb, 1), (ha..2 * ha, hb..2 * hb, 0), (ha..2 * ha, 3 * hb..4 * hb, 1)],
        };
        let mut acc: [Option<Operand>; 2] = [None, None];
        let mut moves = Vec::new();
        for (n, (ra, rb, half)) in steps.iter().enumerate() {
            let last = n + 2 >= steps.len();
            let mut x = self.fragment_src(&sub_vector(a_op, ra.clone())?, ra.len(), "A")?;
            let mut y = self.fragment_src(&sub_vector(b_op, rb.clone())?, rb.len(), "B")?;
            let z = match acc[*half].take() {
                Some(z) => z,
                None => self.fragment_src(&sub_vector(c, half * h..(half + 1) * h)?, h, "C")?,
            };
            let (dst, mv) = self.fragment_dst(&sub_vector(d, half * h..(half + 1) * h)?, h)?;
            if op == "IMMA" {
                x.suffix = ".ROW";
                y.suffix = ".COL";
            }
            self.emit(op, &mods, 1, vec![dst.clone(), x, y, z]);
            if last {
                moves.extend(mv);
            } else {
                acc[*half] = Some(dst);
            }
        }
        self.emit_moves(moves);
        Ok(())
    }

    /// `mma.sync` on tf32: `HMMA.1684.F32.TF32` (A a pair, B one register) or
    /// `HMMA.1688.F32.TF32` (A a quad, B a pair); C and D four f32.
    fn mma_tf32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let (shape, na, nb) = if i.has_modifier(".m16n8k8") { ("1688", 4, 2) } else { ("1684", 2, 1) };
        let a = self.fragment_src(a, na, "A")?;
        let b = self.fragment_src(b, nb, "B")?;
        let c = self.fragment_src(c, 4, "C")?;
        let (dst, moves) = self.fragment_dst(d, 4)?;
        self.emit("HMMA", &[shape, "F32", "TF32"], 1, vec![dst, a, b, c]);
        self.emit_moves(moves);
        Ok(())
    }

    /// `mma.sync` on 4-bit integers before Hopper: `IMMA.<shape>.<A type>.<B type>(.SAT) D,
    /// A.ROW, B.COL, C` (m8n8k32: A, B one register, C two; m16n8k32: A two, B one, C four;
    /// m16n8k64: A four, B two, C four). From sm_90 on ptxas builds it from 8-bit IMMAs.
    fn mma_int4(&mut self, i: &Instruction) -> Res<()> {
        if crate::sass::arch::arch(self.sm).family >= crate::sass::arch::Family::Hopper {
            return Err(format!("ptxas Phase 1: {} on sm_90 and later (ptxas's 8-bit IMMA emulation) is not supported yet", i.full_name()));
        }
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let (shape, na, nb, nc) = if i.has_modifier(".m16n8k64") {
            ("16864", 4, 2, 4)
        } else if i.has_modifier(".m16n8k32") {
            ("16832", 2, 1, 4)
        } else {
            ("8832", 1, 1, 2)
        };
        let mut a = self.fragment_src(a, na, "A")?;
        let mut b = self.fragment_src(b, nb, "B")?;
        let c = self.fragment_src(c, nc, "C")?;
        let (dst, moves) = self.fragment_dst(d, nc)?;
        a.suffix = ".ROW";
        b.suffix = ".COL";
        let t = int4_types(i);
        let mut mods = vec![shape, t[0], t[1]];
        if i.has_modifier(".satfinite") {
            mods.push("SAT");
        }
        self.emit("IMMA", &mods, 1, vec![dst, a, b, c]);
        self.emit_moves(moves);
        Ok(())
    }

    /// `mma.sync.m8n8k4` on doubles: `DMMA.8x8x4 D, A, B, C`, A and B one double each, C and
    /// D two.
    fn mma_f64(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let one_f64 = |me: &mut Self, op: &POp, what: &str| -> Res<Operand> {
            let op = match op {
                POp::Vector(items, _) if items.len() == 1 => &items[0],
                POp::Vector(..) => return Err(format!("ptxas Phase 1: the {what} fragment of mma.m8n8k4.f64 is one double")),
                x => x,
            };
            me.reg_of_class(op, RegClass::R64)
        };
        let a = one_f64(self, a, "A")?;
        let b = one_f64(self, b, "B")?;
        let c = self.store_src(c, 16)?;
        let (dst, moves) = self.load_dest(d, 16)?;
        // nvdisasm names the same instruction DMMA.884 before sm_90 (ptxas's sm_80 listing).
        let shape = if crate::sass::arch::arch(self.sm).family < crate::sass::arch::Family::Hopper { "884" } else { "8x8x4" };
        self.emit("DMMA", &[shape], 1, vec![dst, a, b, c]);
        self.emit_moves(moves);
        Ok(())
    }

    /// `stmatrix`: one `STSM` writing `.x1/.x2/.x4` 8×8 tiles of b16 from consecutive
    /// registers to shared memory (`ldmatrix`'s mirror).
    fn stmatrix(&mut self, i: &Instruction) -> Res<()> {
        let [a, s] = two(self.ops(i, 2)?);
        let n = matrix_tiles(i)?;
        let addr = self.shared_addr(a)?;
        let src = self.fragment_src(s, n, "source")?;
        let mut mods = vec!["16", if i.has_modifier(".trans") { "MT88" } else { "M88" }];
        match n {
            4 => mods.push("4"),
            2 => mods.push("2"),
            _ => {}
        }
        self.emit("STSM", &mods, 0, vec![addr, src]);
        Ok(())
    }

    /// `elect.sync d|p, mask`: `ELECT` elects one lane of the full warp into the predicate and
    /// writes the elected lane's id to a uniform register, moved out for `d`. The member mask
    /// must name exactly the lanes that execute it, so ptxas 13.5 does not read it (a register
    /// mask gives the same `ELECT`); neither does this rule.
    fn elect(&mut self, i: &Instruction) -> Res<()> {
        let [pair, mask] = two(self.ops(i, 2)?);
        match mask {
            POp::Imm(..) => {}
            _ => {
                self.r32(mask)?;
            }
        }
        let POp::PredPair(d, p, _) = pair else {
            return Err(format!("ptxas Phase 1: {} needs a destination pair d|p", i.full_name()));
        };
        let p = match p.as_ref() {
            POp::Sink(_) => pt(),
            p => self.dpred(p)?,
        };
        let keep = !matches!(d.as_ref(), POp::Sink(_));
        let ur = if keep { ELECT_UR } else { 63 };
        self.emit("ELECT", &[], 2, vec![p, o(Value::UReg(ur)), pt()]);
        if keep {
            let d = self.d32(d)?;
            self.emit("MOV", &[], 1, vec![d, o(Value::UReg(ELECT_UR))]);
        }
        Ok(())
    }

    /// `fence.proxy.async`: the generic proxy's writes made visible to the async proxy; ptxas
    /// emits the memory barrier at the state space's scope and `FENCE.VIEW.ASYNC.S` (shared),
    /// or `FENCE.VIEW.ASYNC.G` alone for `.global`.
    fn fence_proxy_async(&mut self, i: &Instruction) -> Res<()> {
        if i.has_modifier(".global") {
            self.emit("FENCE", &["VIEW", "ASYNC", "G"], 0, vec![]);
            return Ok(());
        }
        let scope = if i.modifier_texts().any(|m| m == ".shared::cta") { "CTA" } else { "GPU" };
        self.emit("MEMBAR", &["ALL", scope], 0, vec![]).props = vec![prop_scope(scope)];
        self.emit("FENCE", &["VIEW", "ASYNC", "S"], 0, vec![]);
        Ok(())
    }

    fn griddep_wait(&mut self, _i: &Instruction) -> Res<()> {
        self.emit("ACQBULK", &[], 0, vec![]);
        Ok(())
    }

    fn griddep_launch(&mut self, _i: &Instruction) -> Res<()> {
        self.emit("PREEXIT", &[], 0, vec![]);
        Ok(())
    }

    /// A fragment of `n` 32-bit registers as one operand: a register for one, a pair or quad
    /// gathered with MOVs for more.
    fn fragment_src(&mut self, op: &POp, n: usize, what: &str) -> Res<Operand> {
        if vector_len(op) != n {
            return Err(format!("ptxas Phase 1: the {what} fragment has {} registers, {n} expected", vector_len(op)));
        }
        match (op, n) {
            (POp::Vector(items, _), 1) => {
                let x = self.r32(&items[0])?;
                Ok(self.in_reg(x))
            }
            (POp::Vector(..), 2 | 4) => self.store_src(op, 4 * n as u32),
            (_, 1) => {
                let x = self.r32(op)?;
                Ok(self.in_reg(x))
            }
            _ => Err(format!("ptxas Phase 1: the {what} fragment must be a vector of {n} registers")),
        }
    }

    /// A result fragment of `n` 32-bit registers: the operand to write and the moves that
    /// copy its parts to the PTX registers.
    fn fragment_dst(&mut self, op: &POp, n: usize) -> Res<(Operand, Vec<(Operand, Operand)>)> {
        if vector_len(op) != n {
            return Err(format!("ptxas Phase 1: the result fragment has {} registers, {n} expected", vector_len(op)));
        }
        match (op, n) {
            (POp::Vector(items, _), 1) => Ok((self.d32(&items[0])?, Vec::new())),
            (_, 1) => Ok((self.d32(op)?, Vec::new())),
            _ => self.load_dest(op, 4 * n as u32),
        }
    }

    /// `ldmatrix`: one `LDSM` reading `.x1/.x2/.x4` 8×8 tiles of b16 from shared memory into
    /// consecutive registers.
    fn ldmatrix(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let n = matrix_tiles(i)?;
        let addr = self.shared_addr(a)?;
        let (dst, moves) = self.fragment_dst(d, n)?;
        let mut mods = vec!["16", if i.has_modifier(".trans") { "MT88" } else { "M88" }];
        match n {
            4 => mods.push("4"),
            2 => mods.push("2"),
            _ => {}
        }
        self.emit("LDSM", &mods, 1, vec![dst, addr]);
        self.emit_moves(moves);
        Ok(())
    }

    /// `mma.sync` on half-precision inputs: `HMMA.<shape>.<accumulator>(.BF16) D, A, B, C` with
    /// A a quad (m16n8k16) or pair (m16n8k8), B a pair or one register, C and D a quad (f32)
    /// or pair (f16).
    fn mma_half(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let t = i.types();
        let k16 = i.has_modifier(".m16n8k16");
        let f32_acc = t[0] == ScalarType::F32;
        let (na, nb) = if k16 { (4, 2) } else { (2, 1) };
        let nc = if f32_acc { 4 } else { 2 };
        let a = self.fragment_src(a, na, "A")?;
        let b = self.fragment_src(b, nb, "B")?;
        let c = self.fragment_src(c, nc, "C")?;
        let (dst, moves) = self.fragment_dst(d, nc)?;
        let mut mods = vec![if k16 { "16816" } else { "1688" }, if f32_acc { "F32" } else { "F16" }];
        if t[1] == ScalarType::Bf16 {
            mods.push("BF16");
        }
        self.emit("HMMA", &mods, 1, vec![dst, a, b, c]);
        self.emit_moves(moves);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::dump;
    use super::super::super::tests::check_cases;
    use super::*;
    use crate::target::Sm;

    /// An sm_90a kernel around `body` (the registers of the math tests' kernel).
    fn dump_kernel_text(body: &str) -> String {
        format!(".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k(\n\t.param .u64 k_param_0\n)\n{{\n\t.reg .pred %p<4>;\n\t.reg .b32 %r<12>;\n\t.reg .b64 %rd<12>;\n{body}\n\tret;\n}}\n")
    }

    const MMA16816: &str = "mma.sync.aligned.m16n8k16/m16n8k8.row.col (f16/bf16 inputs) → HMMA.16816/.1688 .F32/.F16 (.BF16)";
    const LDSM: &str = "ldmatrix.sync.aligned.m8n8.x1/.x2/.x4(.trans).shared.b16 → LDSM.16.M88/.MT88 (.2/.4)";

    /// (PTX, rule, what its conversion must contain, in order).
    const CASES: &[(&str, &str, &[&str])] = &[
        ("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%f5, %f6, %f7, %f8};", MMA16816, &["MOV %t", ".0, %r1", "MOV %t", ".3, %r4", "MOV %t", ".hi, %r6", "MOV %t", ".3, %f8", "HMMA.16816.F32 %t"]),
        ("mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 {%f1, %f2, %f3, %f4}, {%r3, %r4}, {%r5}, {%f5, %f6, %f7, %f8};", MMA16816, &["MOV %t", ".lo, %r3", "HMMA.1688.F32.BF16 %t", ", %r5, %t"]),
        ("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%r1, %r2}, {%r3, %r4, %r5, %r6}, {%r7, %r8}, {%r9, %r10};", MMA16816, &["HMMA.16816.F16 %t"]),
        ("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r1, %r2, %r3, %r4}, [%r5+256];", LDSM, &["LDSM.16.M88.4 %t", "[%r5+0x100]"]),
        ("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%r1}, [%r5];", LDSM, &["LDSM.16.MT88 %r1, [%r5]"]),
        ("cp.async.ca.shared.global [%r1+16], [%rd1+8], 8;", "cp.async.ca/.cg.shared.global → LDGSTS.E (.BYPASS) (.64/.128)", &["LDGSTS.E.64 [%r1+0x10], desc[UR4][%rd1.64+0x8]"]),
        ("cp.async.cg.shared.global [%r2+0x100000], [%rd1+0x1000], 16;", "cp.async.ca/.cg.shared.global → LDGSTS.E (.BYPASS) (.64/.128)", &["IADD3 %t", "%r2, 0x100000, RZ", "IADD3 %t", "0x1000", "IADD3.X", "LDGSTS.E.BYPASS.128 [%t"]),
        ("cp.async.cg.shared.global [%r1+32], [%rd1+16], 16, %r2;", CP_ASYNC_ZFILL, &["IADD3 %t", "-%r2, 0x10, RZ", "LOP3.LUT %t", "0xf, RZ, 0xc0, !PT", "IADD3 %t", "%rd1.lo, %t", "IADD3.X %t", "%rd1.hi", "ISETP.NE.U32.AND %t", "%r2, RZ, PT", "LDGSTS.E.BYPASS.128.ZFILL [%r1+0x20], desc[UR4][%t", ".64+0x10], %t"]),
        ("cp.async.commit_group;", "cp.async.commit_group → LDGDEPBAR (a group on scoreboard SB0)", &["LDGDEPBAR"]),
        ("cp.async.wait_group 1;", "cp.async.wait_group n → DEPBAR.LE SB0, n", &["DEPBAR.LE SB0, 0x1"]),
        ("cp.async.wait_all;", "cp.async.wait_all → LDGDEPBAR + DEPBAR.LE SB0, 0x0", &["LDGDEPBAR", "DEPBAR.LE SB0, 0x0"]),
        ("mbarrier.init.shared.b64 [%r3+8], 32;", "mbarrier.init.shared.b64 → R2UR + SYNCS.EXCH.64 (count as (2^20 - n) << 1 | << 43)", &["MOV %t", ".lo, 0x1fffc0", "MOV %t", ".hi, 0x7fff0000", "R2UR UR8, %r3", "R2UR UR10, %t", "R2UR UR11, %t", "SYNCS.EXCH.64 URZ, [UR8+0x8], UR10"]),
        ("mbarrier.init.shared::cta.b64 [%r1], %r2;", "mbarrier.init.shared.b64 → R2UR + SYNCS.EXCH.64 (count as (2^20 - n) << 1 | << 43)", &["IADD3 %t", "-%r2, 0x100000, RZ", "SHF.L.U32 %t", "0xb", "SHF.L.U32 %t", "0x1", "R2UR UR8, %r1", "SYNCS.EXCH.64"]),
        ("mbarrier.arrive.shared.b64 %rd2, [%r1+8];", "mbarrier.arrive.shared.b64 → R2UR + SYNCS.ARRIVE.TRANS64.A1T0", &["R2UR UR8, %r1", "SYNCS.ARRIVE.TRANS64.A1T0 %rd2, [UR8+0x8], RZ"]),
    ];

    /// The sm_90a-only instructions (wgmma, setmaxnreg), in an sm_90a kernel.
    const CASES_90A: &[(&str, &str, &[&str])] = &[
        ("wgmma.fence.sync.aligned;", "wgmma.fence.sync.aligned → WARPGROUP.ARRIVE", &["WARPGROUP.ARRIVE"]),
        ("wgmma.commit_group.sync.aligned;", WGMMA_COMMIT, &["HGMMA.64x8x16.F16 RZ, gdesc[URZ], RZ, !UPT, gsb0"]),
        ("wgmma.wait_group.sync.aligned 1;", "wgmma.wait_group.sync.aligned n → WARPGROUP.DEPBAR.LE gsb0, n", &["WARPGROUP.DEPBAR.LE gsb0, 0x1"]),
        ("barrier.cluster.arrive;", CLUSTER_ARRIVE, &["LDC %t", "c[0x0][0x140]", "ISETP.EQ.U32.AND %t", "@!%t", "BRA", "MEMBAR.ALL.GPU", "ERRBAR", "CGAERRBAR", "UCGABAR_ARV"]),
        ("barrier.cluster.arrive.relaxed;", CLUSTER_ARRIVE, &["@!%t", "BRA", "UCGABAR_ARV"]),
        ("stmatrix.sync.aligned.m8n8.x2.shared.b16 [%r1], {%r2, %r3};", STMATRIX, &["STSM.16.M88.2 [%r1], %t"]),
        ("stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%r1+16], {%r2, %r3, %r4, %r5};", STMATRIX, &["STSM.16.MT88.4 [%r1+0x10], %t"]),
        ("mbarrier.try_wait.parity.shared::cta.b64 %p1, [%r1+8], %r2;", MBARRIER_WAIT, &["SHF.L.U32 %t", "%r2, 0x1f, RZ", "R2UR UR8, %r1", "SYNCS.PHASECHK.TRANS64.TRYWAIT %p1, [UR8+0x8], %t"]),
        ("mbarrier.test_wait.shared.b64 %p1, [%r1], %rd2;", MBARRIER_WAIT, &["R2UR UR8, %r1", "SYNCS.PHASECHK.TRANS64 %p1, [UR8], %rd2.hi"]),
        ("fence.sc.cluster;", FENCE_CLUSTER, &["MEMBAR.ALL.CTA", "MEMBAR.SC.GPU", "ERRBAR", "CGAERRBAR", "CCTL.IVALL"]),
        ("fence.acq_rel.cluster;", FENCE_CLUSTER, &["MEMBAR.ALL.CTA", "MEMBAR.ALL.GPU", "ERRBAR", "CGAERRBAR", "CCTL.IVALL"]),
        ("cp.async.mbarrier.arrive.shared.b64 [%r1];", CP_ASYNC_MBARRIER_ARRIVE, &["R2UR UR8, %r1", "SYNCS.ARRIVE.TRANS64.RED.A0T1 RZ, [UR8], RZ", "ARRIVES.LDGSTSBAR.64.TRANSCNT [UR8]"]),
        ("cp.async.mbarrier.arrive.noinc.shared.b64 [%r1+8];", CP_ASYNC_MBARRIER_ARRIVE, &["R2UR UR8, %r1", "ARRIVES.LDGSTSBAR.64.ARVCNT [UR8+0x8]"]),
        ("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%r9, %r10}, {%r1, %r2, %r3, %r4};", MMA_INT8, &["IMMA.16832.S8.S8 %t", ".ROW, %t", ".COL, %t"]),
        ("mma.sync.aligned.m8n8k16.row.col.satfinite.s32.u8.u8.s32 {%r1, %r2}, {%r5}, {%r6}, {%r3, %r4};", MMA_INT8, &["IMMA.8816.U8.U8.SAT %t", "%r5.ROW, %r6.COL, %t"]),
        ("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%rd1, %rd2}, {%rd3}, {%rd4}, {%rd5, %rd6};", MMA_F64, &["DMMA.8x8x4 %t", "%rd3, %rd4, %t"]),
        ("elect.sync %r1|%p1, -1;", ELECT, &["ELECT %p1, UR6, PT", "MOV %r1, UR6"]),
        ("elect.sync %r1|%p1, %r2;", ELECT, &["ELECT %p1, UR6, PT", "MOV %r1, UR6"]),
        ("mbarrier.arrive_drop.shared.b64 %rd1, [%r1+8];", MBARRIER_ARRIVE_DROP, &["R2UR UR8, %r1", "SYNCS.ARRIVE.TRANS64.OPTOUT.A1T0 %rd1, [UR8+0x8], RZ"]),
        ("mbarrier.arrive_drop.shared.b64 %rd1, [%r1], 3;", MBARRIER_ARRIVE_DROP, &["MOV %t", "0x3", "R2UR UR8, %r1", "SYNCS.ARRIVE.TRANS64.OPTOUT.ART0 %rd1, [UR8], %t"]),
        ("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%r1], %r2;", MBARRIER_ARRIVE_REMOTE, &["MEMBAR.ALL.CTA", "CGAERRBAR", "R2UR UR8, %r1", "SYNCS.ARRIVE.TRANS64.RED.ART0 RZ, [UR8], %r2"]),
        ("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%r1];", MBARRIER_ARRIVE_REMOTE, &["MEMBAR.ALL.CTA", "MEMBAR.ALL.GPU", "ERRBAR", "CGAERRBAR", "R2UR UR8, %r1", "SYNCS.ARRIVE.TRANS64.RED.A1T0 RZ, [UR8], RZ"]),
        ("fence.proxy.async;", FENCE_PROXY_ASYNC, &["MEMBAR.ALL.GPU", "FENCE.VIEW.ASYNC.S"]),
        ("fence.proxy.async.shared::cta;", FENCE_PROXY_ASYNC, &["MEMBAR.ALL.CTA", "FENCE.VIEW.ASYNC.S"]),
        ("fence.proxy.async.global;", FENCE_PROXY_ASYNC, &["FENCE.VIEW.ASYNC.G"]),
        ("griddepcontrol.wait;", "griddepcontrol.wait → ACQBULK", &["ACQBULK"]),
        ("griddepcontrol.launch_dependents;", "griddepcontrol.launch_dependents → PREEXIT", &["PREEXIT"]),
        ("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r1+8], 16384;", MBARRIER_EXPECT_TX, &["MOV %t", "0x4000", "R2UR UR8, %r1", "SYNCS.ARRIVE.TRANS64 RZ, [UR8+0x8], %t"]),
        ("mbarrier.arrive.expect_tx.shared.b64 %rd1, [%r1], %r2;", MBARRIER_EXPECT_TX, &["R2UR UR8, %r1", "SYNCS.ARRIVE.TRANS64 %rd1, [UR8], %r2"]),
        ("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r2, %r3}], [%r4+8];", TENSOR_COPY, &["IADD3 %t", "%r4, 0x8, RZ", "PLOP3.LUT %t", "0x80", "ELECT %t", "R2UR UR16, %r1", "R2UR UR17, %t", "R2UR UR18, %r2", "R2UR UR19, %r3", "R2UR UR12, %rd1", "R2UR UR13, %rd1", "PLOP3.LUT %t", "0x8", "PLOP3.LUT %t", "UTMALDG.2D [UR16], [UR12]", "BRA.U.ANY"]),
        ("cp.async.bulk.tensor.1d.global.shared::cta.bulk_group [%rd1, {%r2}], [%r1];", TENSOR_COPY, &["ELECT", "R2UR UR16, %r1", "R2UR UR17, %r2", "R2UR UR12, %rd1", "UTMASTG.1D [UR16], [UR12]", "BRA.U.ANY"]),
        ("wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {%r1, %r2, %r3, %r4}, %rd1, %rd2, 1, 1, 1;", WGMMA_MMA, &["MOV %t", "%r1", "MOV %t", "%r4", "WARPGROUP.ARRIVE", "R2UR UR12, %rd1", "R2UR UR13, %rd1", "R2UR UR14, %rd2", "R2UR UR15, %rd2", "HGMMA.64x8x8.F32.TF32 %t"]),
        ("wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16 {%r1, %r2}, %rd1, %rd2, 0, 1, 1, 0, 0;\n\twgmma.commit_group.sync.aligned;\n\twgmma.wait_group.sync.aligned 0;", WGMMA_MMA, &["R2UR UR12, %rd1", "HGMMA.64x8x16.F16 %t", "RZ, !UPT, gsb0", "WARPGROUP.DEPBAR.LE gsb0, 0x0", "MOV %r1, %t", "MOV %r2, %t"]),
        ("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd1], %r2, [%r3];", BULK_COPY, &["SHF.R.U32.HI %t", "RZ, 0x4, %r2", "PRMT %t", "0x5410, RZ", "ELECT", "R2UR UR16, %r1", "R2UR UR17, %r3", "R2UR UR18, %t", "R2UR UR12, %rd1", "R2UR UR13, %rd1", "UBLKCP.S.G [UR16], [UR12], UR18", "BRA.U.ANY"]),
        ("cp.async.bulk.global.shared::cta.bulk_group [%rd1+16], [%r1], 256;", BULK_COPY, &["IADD3 %t", "%rd1.lo, 0x10, RZ", "IADD3.X", "MOV %t", "0x10", "R2UR UR16, %r1", "R2UR UR17, %t", "UBLKCP.G.S [UR12], [UR16], UR17"]),
        ("cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [%r1], [%rd1], 512, [%r3];", BULK_COPY, &["MOV %t", "0x20", "R2UR UR16, %r1", "R2UR UR17, %r3", "R2UR UR18, %t", "UBLKCP.S.G [UR16], [UR12], UR18"]),
        ("cp.async.bulk.commit_group;", "cp.async.bulk.commit_group → UTMACMDFLUSH (a bulk group on scoreboard SB0)", &["UTMACMDFLUSH"]),
        ("cp.async.bulk.wait_group 1;", BULK_WAIT, &["DEPBAR.LE SB0, 0x1", "CCTL.IVALL"]),
        ("cp.async.bulk.wait_group.read 0;", BULK_WAIT, &["DEPBAR.LE SB0, 0x0"]),
        ("barrier.cluster.wait;", CLUSTER_WAIT, &["ISETP.EQ.U32.AND %t", "@!%t", "BRA", "UCGABAR_WAIT", "CCTL.IVALL", "BRA", "BAR.SYNC.DEFER_BLOCKING 0x0"]),
    ];

    /// The sm_80 conversions (what ptxas does differently before Hopper), in an sm_80 kernel.
    const CASES_80: &[(&str, &str, &[&str])] = &[
        ("mma.sync.aligned.m8n8k32.row.col.satfinite.s32.u4.s4.s32 {%r1, %r2}, {%r5}, {%r6}, {%r3, %r4};", MMA_INT4, &["IMMA.8832.U4.S4.SAT %t", "%r5.ROW, %r6.COL, %t"]),
        ("mma.sync.aligned.m16n8k64.row.col.s32.s4.u4.s32 {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%r9, %r10}, {%r1, %r2, %r3, %r4};", MMA_INT4, &["IMMA.16864.S4.U4 %t", ".ROW, %t", ".COL, %t"]),
        ("mma.sync.aligned.m16n8k32.row.col.s32.u4.u4.s32 {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%r9}, {%r1, %r2, %r3, %r4};", MMA_INT4, &["IMMA.16832.U4.U4 %t", ".ROW, %r9.COL, %t"]),
        ("cp.async.mbarrier.arrive.shared.b64 [%r1+8];", CP_ASYNC_MBARRIER_ARRIVE, &["R2UR UR8, %r1", "S2R %t", "SR_LANEID", "VOTE.ALL %t", "FLO.U32 %t", "POPC %t", "ISETP.EQ.U32.AND %t", "IADD3 %t", "@%t", "ATOMS.ADD.S32 RZ, [UR8+0xc], %t", "ARRIVES.LDGSTSBAR.64 [UR8+0x8]"]),
        ("cp.async.mbarrier.arrive.noinc.shared.b64 [%r1];", CP_ASYNC_MBARRIER_ARRIVE, &["R2UR UR8, %r1", "ARRIVES.LDGSTSBAR.64 [UR8]"]),
        ("wmma.mma.sync.aligned.col.row.m16n16k16.s32.s8.s8.s32.satfinite {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}, {%r9, %r10}, {%r11, %r1}, {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8};", WMMA_MMA, &["IMMA.16816.S8.S8.SAT %t", ".ROW, %r11.COL, %t", "IMMA.16816.S8.S8.SAT %t", ".ROW, %r1.COL, %t"]),
        ("wmma.mma.sync.aligned.row.col.m8n32k16.f32.f32 {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}, {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}, {%r9, %r10, %r11, %r1, %r2, %r3, %r4, %r5}, {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8};", WMMA_MMA, &["MOV %t", ".0, %r9", "HMMA.16816.F32 %t", "MOV %t", ".0, %r2", "HMMA.16816.F32 %t"]),
        ("wmma.mma.sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32 {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}, {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8};", WMMA_MMA, &["HMMA.1684.F32.TF32 %t", ", %r5, %t", "HMMA.1684.F32.TF32 %t", ", %r7, %t", "HMMA.1684.F32.TF32 %t", ", %r6, %t", "HMMA.1684.F32.TF32 %t", ", %r8, %t"]),
        ("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%rd1, %rd2}, {%rd3}, {%rd4}, {%rd5, %rd6};", MMA_F64, &["DMMA.884 %t", "%rd3, %rd4, %t"]),
        ("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%r9, %r10}, {%r1, %r2, %r3, %r4};", MMA_TF32, &["HMMA.1688.F32.TF32 %t"]),
        ("mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32 {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%r9}, {%r1, %r2, %r3, %r4};", MMA_TF32, &["HMMA.1684.F32.TF32 %t", ", %r9, %t"]),
        ("mbarrier.init.shared.b64 [%r3+8], 32;", MBAR_SMEM_INIT, &["MOV %t", "0x3fffffe0", "MOV %t", "0x7fffffe0", "STS.64 [%r3+0x8], %t"]),
        ("mbarrier.init.shared::cta.b64 [%r1], %r2;", MBAR_SMEM_INIT, &["IADD3 %t", "-%r2, 0x40000000, RZ", "IADD3 %t", "-%r2, -0x80000000, RZ", "STS.64 [%r1], %t"]),
        ("mbarrier.arrive.shared.b64 %rd2, [%r1+8];", MBAR_SMEM_ARRIVE, &["MEMBAR.ALL.CTA", "ATOMS.ARRIVE.64 %rd2, [%r1+0x8]"]),
        ("mbarrier.arrive_drop.shared.b64 _, [%r1];", MBAR_SMEM_ARRIVE, &["MEMBAR.ALL.CTA", "ATOMS.POPC.INC.32 RZ, [%r1]", "ATOMS.ARRIVE.64 RZ, [%r1]"]),
        ("mbarrier.test_wait.shared.b64 %p1, [%r1+8], %rd2;", MBAR_SMEM_WAIT, &["LDS %t", "[%r1+0xc]", "LOP3.LUT %p1, RZ, %t", "0x80000000, %rd2.hi, 0x48, !PT"]),
        ("mbarrier.test_wait.parity.shared.b64 %p1, [%r1], %r2;", MBAR_SMEM_WAIT, &["SHF.L.U32 %t", "%r2, 0x1f, RZ", "LDS %t", "[%r1+0x4]", "LOP3.LUT %p1"]),
        ("mbarrier.pending_count.b64 %r1, %rd2;", MBARRIER_PENDING_COUNT, &["LOP3.LUT %t", "%rd2.hi, 0x7fffffff, RZ, 0xc0, !PT", "IADD3 %r1, -%t"]),
    ];

    /// `mbarrier.inval` makes nothing before sm_90 (as ptxas 13.5); the forms ptxas refuses
    /// before sm_90 are refused in its words at their line.
    #[test]
    fn pre_hopper_mbarrier_inval_and_refusals() {
        let d = dump_80("mbarrier.inval.shared.b64 [%r1];");
        assert_eq!(d.lines().filter(|l| l.starts_with("    ")).count(), 1, "{d}");
        for (body, want) in [
            ("mbarrier.try_wait.shared.b64 %p1, [%r1], %rd2;", "Feature 'mbarrier.try_wait' requires .target sm_90 or higher"),
            ("mbarrier.arrive.expect_tx.shared.b64 %rd2, [%r1], %r2;", "Feature 'mbarrier.arrive.expect_tx' requires .target sm_90 or higher"),
            ("mbarrier.arrive.shared.b64 %rd2, [%r1], %r2;", "Feature 'mbarrier.arrive with count argument and without '.noComplete' modifier' requires .target sm_90 or higher"),
        ] {
            let e = convert_on(body, "80").expect_err("an error");
            assert!(e[0].message.contains(want), "{body}: {e:?}");
            assert_eq!(e[0].span.line, 11, "{body}: {e:?}");
        }
    }

    /// `body` in a kernel for `sm` (its `.version` raised to the arch's minimum), converted: the
    /// dump, or Phase 1's diagnostics.
    fn convert_on(body: &str, sm: &str) -> Result<String, Vec<crate::diag::Diagnostic>> {
        let arch = Sm::parse(sm).expect("an arch");
        let version = format!(".version {}\n", arch.min_ptx().max(crate::target::PtxVersion { major: 8, minor: 0 }));
        let text = dump_kernel_text(body).replace(".target sm_90\n", &format!(".target sm_{sm}\n")).replace(".version 8.0\n", &version);
        let m = crate::ptx::parse(&text).unwrap_or_else(|d| panic!("PTX does not parse: {d:?}\n{text}"));
        let f = m.functions().next().unwrap();
        super::super::convert_function_with(&m, f, arch, false).map(|c| c.function.dump())
    }

    fn dump_on(body: &str, sm: &str) -> String {
        convert_on(body, sm).unwrap_or_else(|d| panic!("{body}: {d:?}"))
    }

    /// The sm_120 family's narrow-float and block-scaled mma, and m8n8k16 int8 as ptxas 13.5
    /// builds it there, in an sm_120a kernel (PTX 8.7).
    const CASES_120A: &[(&str, &str, &[&str])] = &[
        ("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%r9, %r10}, {%r1, %r2, %r3, %r4};", MMA_NARROW_FLOAT, &["QMMA.16832.F32.E4M3.E5M2 %t"]),
        ("mma.sync.aligned.m16n8k16.row.col.f16.e5m2.e4m3.f16 {%r1, %r2}, {%r5, %r6}, {%r9}, {%r3, %r4};", MMA_NARROW_FLOAT, &["QMMA.16816.F16.E5M2.E4M3 %t", ", %r9, %t"]),
        ("mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e3m2.e2m1.f32 {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%r9, %r10}, {%r1, %r2, %r3, %r4};", MMA_NARROW_FLOAT, &["QMMA.16832.F32.E3M2.E2M1 %t"]),
        ("mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e2m1.f32.ue8m0 {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%r9, %r10}, {%r1, %r2, %r3, %r4}, %r11, {1, 1}, %r0, {3, 2};", MMA_BLOCK_SCALE, &["UMOV UR6, 0x5d", "QMMA.SF.16832.F32.E4M3.E2M1.E8 %t", ", %r11, %r0, UR6"]),
        ("mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3 {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%r9, %r10}, {%r1, %r2, %r3, %r4}, %r11, {0, 0}, %r0, {0, 0};", MMA_BLOCK_SCALE, &["OMMA.SF.16864.F32.E2M1.E2M1.UE4M3.4X %t", ", %r11, %r0, URZ"]),
        ("mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0 {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%r9, %r10}, {%r1, %r2, %r3, %r4}, %r11, {2, 1}, %r0, {0, 3};", MMA_BLOCK_SCALE, &["UMOV UR6, 0x66", "OMMA.SF.16864.F32.E2M1.E2M1.E8 %t"]),
        ("mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {%rd1, %rd2, %rd3, %rd4}, {%rd5, %rd6, %rd7, %rd8}, {%rd9, %rd10}, {%rd1, %rd2, %rd3, %rd4};", MMA_F64_M16N8, &["DMMA.8x8x4 %t", "%rd5, %rd9, %t", "DMMA.8x8x4 %t", "%rd6, %rd9, %t", "DMMA.8x8x4 %t", "%rd7, %rd10, %t", "DMMA.8x8x4 %t", "%rd8, %rd10, %t"]),
        ("mma.sync.aligned.m8n8k16.row.col.satfinite.s32.u8.s8.s32 {%r1, %r2}, {%r5}, {%r6}, {%r3, %r4};", MMA_INT8, &["MOV %t", ".lo, %r5", "MOV %t", ".hi, 0x0", "IMMA.16816.U8.S8.SAT %t", ".ROW, %r6.COL, %t"]),
    ];

    fn dump_120a(body: &str) -> String {
        dump_on(body, "120a")
    }

    /// A block-scaled mma's ids must be immediates: a register is a diagnostic, not a panic.
    #[test]
    fn block_scaled_mma_with_register_ids_is_a_diagnostic() {
        let body = "mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e4m3.f32.ue8m0 {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%r9, %r10}, {%r1, %r2, %r3, %r4}, %r11, {%r0, 0}, %r0, {0, 0};";
        let e = convert_on(body, "120a").expect_err("an error");
        assert!(e[0].message.contains("ids must be immediates"), "{e:?}");
    }

    fn dump_80(body: &str) -> String {
        dump_on(body, "80")
    }

    /// ptxas builds sub-byte mma from 8-bit IMMAs from sm_90 on: not converted there (yet).
    #[test]
    fn sub_byte_mma_on_hopper_is_a_diagnostic() {
        let text = dump_kernel_text("mma.sync.aligned.m8n8k32.row.col.s32.s4.s4.s32 {%r1, %r2}, {%r5}, {%r6}, {%r3, %r4};");
        let m = crate::ptx::parse(&text).unwrap_or_else(|d| panic!("PTX does not parse: {d:?}\n{text}"));
        let f = m.functions().next().unwrap();
        let e = super::super::convert_function_with(&m, f, Sm::parse("90").expect("sm_90"), false).err().expect("an error");
        assert!(e[0].message.contains("8-bit IMMA emulation"), "{e:?}");
    }

    fn dump_90a(body: &str) -> String {
        dump_on(body, "90a")
    }

    #[test]
    fn every_tensor_case_takes_its_rule_and_makes_its_instructions() {
        check_cases(CASES, dump);
        check_cases(CASES_90A, dump_90a);
        check_cases(CASES_80, dump_80);
        check_cases(CASES_120A, dump_120a);
    }

    /// Without `.maxnreg`, `setmaxnreg` makes no instruction (as ptxas 13.5, C7508).
    #[test]
    fn setmaxnreg_without_a_fixed_register_count_makes_nothing() {
        let d = dump_90a("setmaxnreg.inc.sync.aligned.u32 240;\n\tsetmaxnreg.dec.sync.aligned.u32 40;");
        assert_eq!(d.lines().filter(|l| l.starts_with("    ")).count(), 1, "{d}");
        assert!(d.contains("EXIT"), "{d}");
    }

    #[test]
    fn setmaxnreg_with_a_fixed_register_count_is_a_diagnostic() {
        let text = dump_kernel_text("setmaxnreg.inc.sync.aligned.u32 240;").replace(".target sm_90\n", ".target sm_90a\n").replace(")\n{", ")\n.maxnreg 128\n{");
        let m = crate::ptx::parse(&text).unwrap_or_else(|d| panic!("PTX does not parse: {d:?}\n{text}"));
        let f = m.functions().next().unwrap();
        let e = super::super::convert_function_with(&m, f, Sm::parse("90a").expect("sm_90a"), false).err().expect("an error");
        assert!(e[0].message.contains("USETMAXREG"), "{e:?}");
    }

    #[test]
    fn every_tensor_rule_has_a_case() {
        let missing: Vec<&str> = TENSOR_RULES.iter().map(|r| r.name).filter(|n| *n != SETMAXNREG && *n != MBARRIER_INVAL && !CASES.iter().chain(CASES_90A).chain(CASES_80).chain(CASES_120A).any(|(_, r, _)| r == n)).collect();
        assert!(missing.is_empty(), "tensor rules without a unit case: {missing:?}");
    }
}

/// How many 8×8 tiles an `ldmatrix`/`stmatrix` moves: its `.x1/.x2/.x4`.
fn matrix_tiles(i: &Instruction) -> Res<usize> {
    match [".x1", ".x2", ".x4"].iter().position(|m| i.has_modifier(m)) {
        Some(k) => Ok(1 << k),
        None => Err(format!("ptxas Phase 1: {} needs .x1, .x2 or .x4", i.full_name())),
    }
}

// ---------------------------------------------------------------------------------------------
// The sm_120 family's narrow-float warp-level mma (ptxas 13.5 -arch=sm_120a): fp8/fp6/fp4
// `mma.sync` as `QMMA`, the block-scaled kinds as `QMMA.SF`/`OMMA.SF`.

const MMA_NARROW_FLOAT: &str = "mma.sync.aligned.m16n8k16/m16n8k32.row.col(.kind::f8f6f4).{f32,f16}.{e4m3,e5m2,e3m2,e2m3,e2m1}.{e4m3,e5m2,e3m2,e2m3,e2m1}.{f32,f16} → QMMA.16816/.16832.F32/.F16.<A>.<B> D, A, B, C (sm_120 family)";
const MMA_BLOCK_SCALE: &str = "mma.sync.aligned.m16n8k32/m16n8k64.row.col.kind::{mxf8f6f4,mxf4,mxf4nvf4}.block_scale(.scale_vec::1X/2X/4X).f32.<A>.<B>.f32.{ue8m0,ue4m3} d, a, b, c, sfa, {byte-a, thread-a}, sfb, {byte-b, thread-b} → UMOV UR6, byte-a | thread-a << 2 | byte-b << 3 | thread-b << 5 (URZ when 0) + QMMA.SF.16832 / OMMA.SF.16864 .F32.<A>.<B>.E8/.UE4M3(.4X) D, A, B, C, Rsfa, Rsfb, UR6 (sm_120 family)";
const MMA_F64_M16N8: &str = "mma.sync.aligned.m16n8k4/m16n8k8/m16n8k16.row.col.f64 → per 4-wide k step, DMMA.8x8x4 on A's upper-rows double and then its lower-rows double against B's double, accumulating in C's halves (sm_120 family)";
/// The uniform register ptxas moves a block-scaled mma's packed byte and thread ids into.
const SCALE_ID_UR: u8 = 6;

/// The element types of an mma in order, as SASS names them (`.f32.e4m3.e2m1.f32.ue8m0` gives
/// `F32 E4M3 E2M1 F32 E8`); the 6- and 4-bit types are not in the PTX type table, so this reads
/// the modifiers' text.
fn mma_float_types(i: &Instruction) -> Vec<&'static str> {
    i.modifier_texts()
        .filter_map(|m| {
            Some(match m {
                ".f32" => "F32",
                ".f16" => "F16",
                ".e4m3" => "E4M3",
                ".e5m2" => "E5M2",
                ".e3m2" => "E3M2",
                ".e2m3" => "E2M3",
                ".e2m1" => "E2M1",
                ".ue8m0" => "E8",
                ".ue4m3" => "UE4M3",
                _ => return None,
            })
        })
        .collect()
}
fn narrow_float(t: &str) -> bool {
    matches!(t, "E4M3" | "E5M2" | "E3M2" | "E2M3" | "E2M1")
}
fn mma_row_col_sync(i: &Instruction) -> bool {
    i.has_modifier(".row") && i.has_modifier(".col") && i.has_modifier(".sync") && i.has_modifier(".aligned")
}
/// `mma.sync` on fp8 (e4m3/e5m2, m16n8k16 and m16n8k32) and `.kind::f8f6f4` (m16n8k32).
fn mma_narrow_float(i: &Instruction) -> bool {
    let t = mma_float_types(i);
    let kind = i.has_modifier(".kind::f8f6f4");
    let shape = i.has_modifier(".m16n8k32") || (i.has_modifier(".m16n8k16") && !kind);
    shape && mma_row_col_sync(i) && !i.has_modifier(".block_scale") && t.len() == 4 && matches!(t[0], "F32" | "F16") && t[0] == t[3] && narrow_float(t[1]) && narrow_float(t[2])
}
/// Block-scaled `mma.sync` (`.kind::mxf8f6f4` m16n8k32, `.kind::mxf4`/`.mxf4nvf4` m16n8k64).
fn mma_block_scale(i: &Instruction) -> bool {
    let t = mma_float_types(i);
    i.has_modifier(".block_scale") && mma_row_col_sync(i) && t.len() == 5 && t[0] == "F32" && t[3] == "F32" && narrow_float(t[1]) && narrow_float(t[2]) && matches!(t[4], "E8" | "UE4M3")
}

/// `mma.sync.m16n8k{4,8,16}` on doubles.
fn mma_f64_m16n8(i: &Instruction) -> bool {
    (i.has_modifier(".m16n8k4") || i.has_modifier(".m16n8k8") || i.has_modifier(".m16n8k16")) && i.types().len() == 4 && i.types().iter().all(|t| *t == ScalarType::F64) && mma_row_col_sync(i)
}

impl Conv {
    /// `mma.sync.m16n8kK.f64` in the sm_120 family, as ptxas 13.5 builds it from the 8×8×4
    /// `DMMA`: for each 4-wide step of k (A's doubles `2k`, `2k+1`: rows 0-7 and 8-15; B's
    /// double `k`), one `DMMA.8x8x4` per half of the 16 rows, the first step on C's half (a
    /// pair of doubles), the later ones on the previous step's result.
    fn mma_f64_m16n8(&mut self, i: &Instruction) -> Res<()> {
        self.blackwell_consumer_only(i)?;
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let steps = if i.has_modifier(".m16n8k4") { 1 } else if i.has_modifier(".m16n8k8") { 2 } else { 4 };
        let items = |op: &POp, n: usize, what: &str| -> Res<(Vec<POp>, ast::Loc)> {
            match op {
                POp::Vector(items, at) if items.len() == n => Ok((items.clone(), *at)),
                _ => Err(format!("ptxas Phase 1: the {what} fragment of {} is a vector of {n} doubles", i.full_name())),
            }
        };
        let (av, _) = items(a, 2 * steps, "A")?;
        let (bv, _) = items(b, steps, "B")?;
        let (cv, at) = items(c, 4, "C")?;
        let (dv, _) = items(d, 4, "D")?;
        let mut acc: [Option<Operand>; 2] = [None, None];
        let mut moves = Vec::new();
        for k in 0..steps {
            for half in 0..2 {
                let x = self.reg_of_class(&av[2 * k + half], RegClass::R64)?;
                let y = self.reg_of_class(&bv[k], RegClass::R64)?;
                let z = match acc[half].take() {
                    Some(z) => z,
                    None => self.store_src(&POp::Vector(cv[2 * half..2 * half + 2].to_vec(), at), 16)?,
                };
                let dst = if k + 1 == steps {
                    let (dst, mv) = self.load_dest(&POp::Vector(dv[2 * half..2 * half + 2].to_vec(), at), 16)?;
                    moves.extend(mv);
                    dst
                } else {
                    let t = Operand::reg(self.f.temp(RegClass::R128));
                    acc[half] = Some(t.clone());
                    t
                };
                self.emit("DMMA", &["8x8x4"], 1, vec![dst, x, y, z]);
            }
        }
        self.emit_moves(moves);
        Ok(())
    }

    fn blackwell_consumer_only(&self, i: &Instruction) -> Res<()> {
        if crate::sass::arch::arch(self.sm).family != crate::sass::arch::Family::BlackwellConsumer {
            return Err(format!("ptxas Phase 1: {} is converted for the sm_120 family only (QMMA) so far", i.full_name()));
        }
        Ok(())
    }

    /// fp8/fp6/fp4 `mma.sync`: `QMMA.<shape>.<accumulator>.<A>.<B> D, A, B, C` (m16n8k32: A a
    /// quad, B a pair; m16n8k16: A a pair, B one register; C and D a quad for f32, a pair for
    /// f16). No `.ROW`/`.COL` on the operands, unlike `IMMA`.
    fn mma_narrow_float(&mut self, i: &Instruction) -> Res<()> {
        self.blackwell_consumer_only(i)?;
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let t = mma_float_types(i);
        let k32 = i.has_modifier(".m16n8k32");
        let (na, nb) = if k32 { (4, 2) } else { (2, 1) };
        let nc = if t[0] == "F32" { 4 } else { 2 };
        let a = self.fragment_src(a, na, "A")?;
        let b = self.fragment_src(b, nb, "B")?;
        let c = self.fragment_src(c, nc, "C")?;
        let (dst, moves) = self.fragment_dst(d, nc)?;
        self.emit("QMMA", &[if k32 { "16832" } else { "16816" }, t[0], t[1], t[2]], 1, vec![dst, a, b, c]);
        self.emit_moves(moves);
        Ok(())
    }

    /// Block-scaled `mma.sync`: the scale-factor registers as they are, the four ids (immediates
    /// in PTX) packed into one uniform register (`URZ` when all are 0), then `QMMA.SF.16832`
    /// (`.kind::mxf8f6f4`, 1X) or `OMMA.SF.16864` (`.kind::mxf4`/`.mxf4nvf4`; `.4X` with
    /// `.scale_vec::4X`), the scale type `.E8` (ue8m0) or `.UE4M3`.
    fn mma_block_scale(&mut self, i: &Instruction) -> Res<()> {
        self.blackwell_consumer_only(i)?;
        let ops = self.ops(i, 8)?;
        let [d, a, b, c] = four(ops);
        let t = mma_float_types(i);
        let fp4 = i.has_modifier(".kind::mxf4") || i.has_modifier(".kind::mxf4nvf4");
        if fp4 != i.has_modifier(".m16n8k64") || (!fp4 && !(i.has_modifier(".kind::mxf8f6f4") && i.has_modifier(".m16n8k32"))) {
            return Err(format!("ptxas Phase 1: {}: .kind::mxf8f6f4 is m16n8k32, .kind::mxf4/.mxf4nvf4 m16n8k64", i.full_name()));
        }
        let ids = |op: &POp, what: &str| -> Res<(i64, i64)> {
            match op {
                POp::Vector(items, _) if items.len() == 2 => match (&items[0], &items[1]) {
                    (POp::Imm(x, _), POp::Imm(y, _)) => Ok((imm32(*x)?, imm32(*y)?)),
                    _ => Err(format!("ptxas Phase 1: {}: the {what} ids must be immediates", i.full_name())),
                },
                _ => Err(format!("ptxas Phase 1: {}: the {what} ids are a pair {{byte-id, thread-id}}", i.full_name())),
            }
        };
        let (byte_a, thread_a) = ids(&ops[5], "scale-a")?;
        let (byte_b, thread_b) = ids(&ops[7], "scale-b")?;
        if !(0..4).contains(&byte_a) || !(0..2).contains(&thread_a) || !(0..4).contains(&byte_b) || !(0..4).contains(&thread_b) {
            return Err(format!("ptxas Phase 1: {}: a scale id out of range (byte-id 0-3, thread-id-a 0-1, thread-id-b 0-3)", i.full_name()));
        }
        let k64 = fp4;
        let a = self.fragment_src(a, 4, "A")?;
        let b = self.fragment_src(b, 2, "B")?;
        let c = self.fragment_src(c, 4, "C")?;
        let (dst, moves) = self.fragment_dst(d, 4)?;
        let sfa = self.fragment_src(&ops[4], 1, "scale-a")?;
        let sfb = self.fragment_src(&ops[6], 1, "scale-b")?;
        let packed = byte_a | thread_a << 2 | byte_b << 3 | thread_b << 5;
        let ur = if packed == 0 {
            o(Value::UReg(63))
        } else {
            self.emit("UMOV", &[], 1, vec![o(Value::UReg(SCALE_ID_UR)), imm(packed)]);
            o(Value::UReg(SCALE_ID_UR))
        };
        let mut mods = vec!["SF", if k64 { "16864" } else { "16832" }, "F32", t[1], t[2], t[4]];
        if i.has_modifier(".scale_vec::4X") {
            mods.push("4X");
        }
        self.emit(if k64 { "OMMA" } else { "QMMA" }, &mods, 1, vec![dst, a, b, c, sfa, sfb, ur]);
        self.emit_moves(moves);
        Ok(())
    }
}
