; llvm.trap (and llvm.ubsantrap) is ISD::TRAP, which LLVM 22's NVPTX selects as `trap; exit;`
; (checked with llc); the `unreachable` after the call adds no second trap (NoTrapAfterNoreturn).
; RUN: --emit ptx --sm 90
; CHECK: setp.ne.b32 %p1, %r1, 0;
; CHECK-NEXT: @%p1 bra $L__BB0_2;
; CHECK-NEXT: trap;
; CHECK-NEXT: exit;
; CHECK-NEXT: $L__BB0_2:
; CHECK-NOT: trap;
; CHECK: trap;
; CHECK-NEXT: exit;
; CHECK-NEXT: }
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(1) %in
  %c = icmp eq i32 %v, 0
  br i1 %c, label %bad, label %ok
bad:
  call void @llvm.trap()
  unreachable
ok:
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define void @u() {
  call void @llvm.ubsantrap(i8 3)
  unreachable
}

declare void @llvm.trap()
declare void @llvm.ubsantrap(i8)
