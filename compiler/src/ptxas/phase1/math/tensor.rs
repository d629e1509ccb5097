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

mod copies;
mod mma;
mod narrow;
#[cfg(test)]
mod tests;

/// The matrix rule table, tried after the bit rules.
pub static TENSOR_RULES: &[Rule] = &[
    Rule { name: "ldmatrix.sync.aligned.m8n8.x1/.x2/.x4(.trans).shared.b16 → LDSM.16.M88/.MT88 (.2/.4)", ptx: "ldmatrix", types: &[], when: ldmatrix_plain, convert: Rust(Conv::ldmatrix) },
    Rule { name: "mma.sync.aligned.m16n8k16/m16n8k8.row.col (f16/bf16 inputs) → HMMA.16816/.1688 .F32/.F16 (.BF16)", ptx: "mma", types: &[], when: mma_half, convert: Rust(Conv::mma_half) },
    Rule { name: "cp.async.ca/.cg.shared.global → LDGSTS.E (.BYPASS) (.64/.128)", ptx: "cp", types: &[], when: cp_async, convert: Rust(Conv::cp_async) },
    Rule { name: CP_ASYNC_ZFILL, ptx: "cp", types: &[], when: cp_async_zfill, convert: Rust(Conv::cp_async_zfill) },
    Rule { name: "cp.async.commit_group → LDGDEPBAR (a group on scoreboard SB0)", ptx: "cp", types: &[], when: cp_async_commit, convert: Rust(Conv::cp_async_commit) },
    Rule { name: "cp.async.wait_group n → DEPBAR.LE SB0, n", ptx: "cp", types: &[], when: cp_async_wait_group, convert: Rust(Conv::cp_async_wait_group) },
    Rule { name: "cp.async.wait_all → LDGDEPBAR + DEPBAR.LE SB0, 0x0", ptx: "cp", types: &[], when: cp_async_wait_all, convert: Rust(Conv::cp_async_wait_all) },
    Rule { name: "mbarrier.init.shared.b64 → R2UR + SYNCS.EXCH.64 (count as (2^20 - n) << 1 | << 43)", ptx: "mbarrier", types: &[], when: mbarrier_init, convert: Rust(Conv::mbarrier_init) },
    Rule { name: "mbarrier.arrive.shared.b64 → R2UR + SYNCS.ARRIVE.TRANS64.A1T0", ptx: "mbarrier", types: &[], when: mbarrier_arrive, convert: Rust(Conv::mbarrier_arrive) },
    Rule { name: "wgmma.fence.sync.aligned → WARPGROUP.ARRIVE", ptx: "wgmma", types: &[], when: wgmma_fence, convert: Rust(Conv::wgmma_fence) },
    Rule { name: WGMMA_MMA, ptx: "wgmma", types: &[], when: wgmma_mma, convert: Rust(Conv::wgmma_mma) },
    Rule { name: WGMMA_COMMIT, ptx: "wgmma", types: &[], when: wgmma_commit, convert: Rust(Conv::wgmma_commit) },
    Rule { name: "wgmma.wait_group.sync.aligned n → WARPGROUP.DEPBAR.LE gsb0, n", ptx: "wgmma", types: &[], when: wgmma_wait, convert: Rust(Conv::wgmma_wait) },
    Rule { name: SETMAXNREG, ptx: "setmaxnreg", types: &[], when: always, convert: Rust(Conv::setmaxnreg) },
    Rule { name: CLUSTER_ARRIVE, ptx: "barrier", types: &[], when: cluster_arrive, convert: Rust(Conv::cluster_arrive) },
    Rule { name: CLUSTER_WAIT, ptx: "barrier", types: &[], when: cluster_wait, convert: Rust(Conv::cluster_wait) },
    Rule { name: MBARRIER_WAIT, ptx: "mbarrier", types: &[], when: mbarrier_wait, convert: Rust(Conv::mbarrier_wait) },
    Rule { name: MBARRIER_ARRIVE_DROP, ptx: "mbarrier", types: &[], when: mbarrier_arrive_drop, convert: Rust(Conv::mbarrier_arrive_drop) },
    Rule { name: MBARRIER_ARRIVE_REMOTE, ptx: "mbarrier", types: &[], when: mbarrier_arrive_remote, convert: Rust(Conv::mbarrier_arrive_remote) },
    Rule { name: MBARRIER_EXPECT_TX, ptx: "mbarrier", types: &[], when: mbarrier_expect_tx, convert: Rust(Conv::mbarrier_expect_tx) },
    Rule { name: TENSOR_COPY, ptx: "cp", types: &[], when: tensor_copy, convert: Rust(Conv::tensor_copy) },
    Rule { name: BULK_COPY, ptx: "cp", types: &[], when: bulk_copy, convert: Rust(Conv::bulk_copy) },
    Rule { name: "cp.async.bulk.commit_group → UTMACMDFLUSH (a bulk group on scoreboard SB0)", ptx: "cp", types: &[], when: bulk_commit, convert: Rust(Conv::bulk_commit) },
    Rule { name: BULK_WAIT, ptx: "cp", types: &[], when: bulk_wait, convert: Rust(Conv::bulk_wait) },
    Rule { name: FENCE_CLUSTER, ptx: "fence", types: &[], when: fence_cluster, convert: Rust(Conv::fence_cluster) },
    Rule { name: CP_ASYNC_MBARRIER_ARRIVE, ptx: "cp", types: &[], when: cp_async_mbarrier_arrive, convert: Rust(Conv::cp_async_mbarrier_arrive) },
    Rule { name: MMA_INT8, ptx: "mma", types: &[], when: mma_int8, convert: Rust(Conv::mma_int8) },
    Rule { name: MMA_NARROW_FLOAT, ptx: "mma", types: &[], when: mma_narrow_float, convert: Rust(Conv::mma_narrow_float) },
    Rule { name: MMA_BLOCK_SCALE, ptx: "mma", types: &[], when: mma_block_scale, convert: Rust(Conv::mma_block_scale) },
    Rule { name: MMA_F64_M16N8, ptx: "mma", types: &[], when: mma_f64_m16n8, convert: Rust(Conv::mma_f64_m16n8) },
    Rule { name: MMA_F64, ptx: "mma", types: &[], when: mma_f64, convert: Rust(Conv::mma_f64) },
    Rule { name: MMA_INT4, ptx: "mma", types: &[], when: mma_int4, convert: Rust(Conv::mma_int4) },
    Rule { name: MMA_TF32, ptx: "mma", types: &[], when: mma_tf32, convert: Rust(Conv::mma_tf32) },
    Rule { name: WMMA_MMA, ptx: "wmma", types: &[], when: wmma_mma, convert: Rust(Conv::wmma_mma) },
    Rule { name: STMATRIX, ptx: "stmatrix", types: &[], when: ldmatrix_plain, convert: Rust(Conv::stmatrix) },
    Rule { name: ELECT, ptx: "elect", types: &[], when: always, convert: Rust(Conv::elect) },
    Rule { name: FENCE_PROXY_ASYNC, ptx: "fence", types: &[], when: fence_proxy_async, convert: Rust(Conv::fence_proxy_async) },
    Rule { name: MBARRIER_INVAL, ptx: "mbarrier", types: &[], when: mbarrier_inval, convert: Rust(Conv::mbarrier_inval) },
    Rule { name: MBARRIER_PENDING_COUNT, ptx: "mbarrier", types: &[], when: mbarrier_pending_count, convert: Rust(Conv::mbarrier_pending_count) },
    Rule { name: "griddepcontrol.wait → ACQBULK", ptx: "griddepcontrol", types: &[], when: |i| i.has_modifier(".wait"), convert: Rust(Conv::griddep_wait) },
    Rule { name: "griddepcontrol.launch_dependents → PREEXIT", ptx: "griddepcontrol", types: &[], when: |i| i.has_modifier(".launch_dependents"), convert: Rust(Conv::griddep_launch) },
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
