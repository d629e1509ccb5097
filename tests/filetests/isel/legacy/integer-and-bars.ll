; The less common NVVM intrinsics (issue 22), as llc-22 -mcpu=sm_80 -mattr=+ptx76 prints them:
; bmsk, dp4a/dp2a, shf.clamp, mul.hi, isspacep, exit, barrier.n / barrier(id, count) (the last two
; are names LLVM 22 auto-upgrades to bar.sync).
; RUN: --emit ptx --sm 80 --ptx 7.6
; CHECK-LABEL: .visible .func f(
; CHECK: bmsk.clamp.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: bmsk.wrap.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 3;
; CHECK: dp4a.s32.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: dp2a.hi.u32.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: shf.l.clamp.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: shf.r.clamp.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 7;
; CHECK: mul.hi.s64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: mul.hi.u16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}};
; CHECK: isspacep.global %p{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: isspacep.local %p{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-LABEL: .visible .func b(
; CHECK: bar.sync 1;
; CHECK: bar.sync 2, 64;
; CHECK: bar.sync %r{{[0-9]+}};
; CHECK-LABEL: .visible .func e
; CHECK: exit;
; CHECK-NEXT: exit;
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.bmsk.clamp(i32, i32)
declare i32 @llvm.nvvm.bmsk.wrap(i32, i32)
declare i32 @llvm.nvvm.idp4a.s.u(i32, i32, i32)
declare i32 @llvm.nvvm.idp2a.u.s(i32, i32, i1, i32)
declare i32 @llvm.nvvm.fshl.clamp.i32(i32, i32, i32)
declare i32 @llvm.nvvm.fshr.clamp.i32(i32, i32, i32)
declare i64 @llvm.nvvm.mulhi.ll(i64, i64)
declare i16 @llvm.nvvm.mulhi.us(i16, i16)
declare i1 @llvm.nvvm.isspacep.global(ptr)
declare i1 @llvm.nvvm.isspacep.local(ptr)
declare void @llvm.nvvm.barrier.n(i32)
declare void @llvm.nvvm.barrier(i32, i32)
declare void @llvm.nvvm.exit()

define void @f(ptr %p, i32 %x, i32 %y, i64 %w, i16 %h, ptr %q) {
  %m1 = call i32 @llvm.nvvm.bmsk.clamp(i32 %x, i32 %y)
  %m2 = call i32 @llvm.nvvm.bmsk.wrap(i32 %m1, i32 3)
  %d1 = call i32 @llvm.nvvm.idp4a.s.u(i32 %m2, i32 %y, i32 %x)
  %d2 = call i32 @llvm.nvvm.idp2a.u.s(i32 %d1, i32 %y, i1 true, i32 %x)
  %s1 = call i32 @llvm.nvvm.fshl.clamp.i32(i32 %d2, i32 %y, i32 %x)
  %s2 = call i32 @llvm.nvvm.fshr.clamp.i32(i32 %s1, i32 %y, i32 7)
  store volatile i32 %s2, ptr %p
  %h1 = call i64 @llvm.nvvm.mulhi.ll(i64 %w, i64 %w)
  store volatile i64 %h1, ptr %p
  %h2 = call i16 @llvm.nvvm.mulhi.us(i16 %h, i16 %h)
  store volatile i16 %h2, ptr %p
  %g = call i1 @llvm.nvvm.isspacep.global(ptr %q)
  %l = call i1 @llvm.nvvm.isspacep.local(ptr %q)
  %gl = or i1 %g, %l
  store volatile i1 %gl, ptr %p
  ret void
}

define void @b(i32 %x) {
  call void @llvm.nvvm.barrier.n(i32 1)
  call void @llvm.nvvm.barrier(i32 2, i32 64)
  call void @llvm.nvvm.barrier.n(i32 %x)
  ret void
}

define void @e() {
  call void @llvm.nvvm.exit()
  unreachable
}
