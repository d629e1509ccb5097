; The older NVVM spellings LLVM 22 auto-upgrades (llvm-as-22 | llvm-dis-22 shows the rewrite) are
; built as what they upgrade to: abs -> abs, brev -> bitreverse, popc -> ctpop, clz.ll -> ctlz
; truncated, max/min -> smax/umin, bitcast.f2i -> bitcast, h2f -> fp_extend of the half,
; rotate -> funnel shift, ptr.gen.to.global -> addrspacecast, bar.sync -> bar.sync,
; barrier0.{popc,and} -> barrier.cta.red.*(0, x != 0). llc-22 -mcpu=sm_80
; prints the same instructions.
; RUN: --emit ptx --sm 80
; CHECK-LABEL: .visible .func abs(
; CHECK: abs.s32
; CHECK-LABEL: .visible .func brev(
; CHECK: brev.b32
; CHECK-LABEL: .visible .func popc(
; CHECK: popc.b32
; CHECK-LABEL: .visible .func clz(
; CHECK: clz.b64
; CHECK-LABEL: .visible .func max(
; CHECK: max.s32
; CHECK-LABEL: .visible .func min(
; CHECK: min.u64
; CHECK-LABEL: .visible .func f2i(
; CHECK: ld.param.b32 %r1, [f2i_param_4];
; CHECK-NEXT: st.b32 [%rd1], %r1;
; CHECK-LABEL: .visible .func h2f(
; CHECK: cvt.f32.f16
; CHECK-LABEL: .visible .func rot(
; CHECK: shf.l.wrap.b32
; CHECK-LABEL: .visible .func cast(
; CHECK: cvta.to.global.u64
; CHECK: bar.sync 0;
; CHECK-LABEL: .visible .func red(
; CHECK: setp.ne.b32 %p1, %r1, 0;
; CHECK-NEXT: bar.red.popc.u32 %r{{[0-9]+}}, 0, %p1;
; CHECK: bar.red.and.pred %p{{[0-9]+}}, 0, %p{{[0-9]+}};
; CHECK-NEXT: selp.b32 %r{{[0-9]+}}, 1, 0, %p{{[0-9]+}};
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.abs.i(i32)
declare i32 @llvm.nvvm.brev32(i32)
declare i32 @llvm.nvvm.popc.i(i32)
declare i32 @llvm.nvvm.clz.ll(i64)
declare i32 @llvm.nvvm.max.i(i32, i32)
declare i64 @llvm.nvvm.min.ull(i64, i64)
declare i32 @llvm.nvvm.bitcast.f2i(float)
declare float @llvm.nvvm.h2f(i16)
declare i32 @llvm.nvvm.rotate.b32(i32, i32)
declare ptr addrspace(1) @llvm.nvvm.ptr.gen.to.global.p1.p0(ptr)
declare void @llvm.nvvm.bar.sync(i32)
declare i32 @llvm.nvvm.barrier0.popc(i32)
declare i32 @llvm.nvvm.barrier0.and(i32)

define void @abs(ptr %p, i32 %x, i32 %x2, i64 %y, float %z, i16 %h) {
  %r = call i32 @llvm.nvvm.abs.i(i32 %x)
  store i32 %r, ptr %p
  ret void
}

define void @brev(ptr %p, i32 %x, i32 %x2, i64 %y, float %z, i16 %h) {
  %r = call i32 @llvm.nvvm.brev32(i32 %x)
  store i32 %r, ptr %p
  ret void
}

define void @popc(ptr %p, i32 %x, i32 %x2, i64 %y, float %z, i16 %h) {
  %r = call i32 @llvm.nvvm.popc.i(i32 %x)
  store i32 %r, ptr %p
  ret void
}

define void @clz(ptr %p, i32 %x, i32 %x2, i64 %y, float %z, i16 %h) {
  %r = call i32 @llvm.nvvm.clz.ll(i64 %y)
  store i32 %r, ptr %p
  ret void
}

define void @max(ptr %p, i32 %x, i32 %x2, i64 %y, float %z, i16 %h) {
  %r = call i32 @llvm.nvvm.max.i(i32 %x, i32 %x2)
  store i32 %r, ptr %p
  ret void
}

define void @min(ptr %p, i32 %x, i32 %x2, i64 %y, float %z, i16 %h) {
  %r = call i64 @llvm.nvvm.min.ull(i64 %y, i64 7)
  store i64 %r, ptr %p
  ret void
}

define void @f2i(ptr %p, i32 %x, i32 %x2, i64 %y, float %z, i16 %h) {
  %r = call i32 @llvm.nvvm.bitcast.f2i(float %z)
  store i32 %r, ptr %p
  ret void
}

define void @h2f(ptr %p, i32 %x, i32 %x2, i64 %y, float %z, i16 %h) {
  %r = call float @llvm.nvvm.h2f(i16 %h)
  store float %r, ptr %p
  ret void
}

define void @rot(ptr %p, i32 %x, i32 %x2, i64 %y, float %z, i16 %h) {
  %r = call i32 @llvm.nvvm.rotate.b32(i32 %x, i32 %x2)
  store i32 %r, ptr %p
  ret void
}

define void @cast(ptr %p, i32 %x) {
  %q = call ptr addrspace(1) @llvm.nvvm.ptr.gen.to.global.p1.p0(ptr %p)
  store i32 %x, ptr addrspace(1) %q
  call void @llvm.nvvm.bar.sync(i32 0)
  ret void
}

define void @red(ptr %p, i32 %x) {
  %a = call i32 @llvm.nvvm.barrier0.popc(i32 %x)
  store volatile i32 %a, ptr %p
  %b = call i32 @llvm.nvvm.barrier0.and(i32 %a)
  store volatile i32 %b, ptr %p
  ret void
}
