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
