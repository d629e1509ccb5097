; A bare `unreachable` prints `exit;` alone, as LLVM 22 does (NVPTXLowerUnreachable puts an inline
; `exit;` before it, checked with llc): in a branch of its own, after a call (noreturn or not) and
; as a whole kernel; `llvm.trap` keeps its `trap; exit;` (ptx-emit/trap.ll).
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: setp.ne.b32 %p1, %r1, 0;
; CHECK-NEXT: @%p1 bra $L__BB0_2;
; CHECK-NEXT: exit;
; CHECK-NEXT: $L__BB0_2:
; CHECK-LABEL: .visible .entry after_call(
; CHECK-NOT: trap;
; CHECK: call.uni g, ();
; CHECK: exit;
; CHECK-NEXT: }
; CHECK-LABEL: .visible .entry bare(
; CHECK-NEXT: {
; CHECK-NEXT: exit;
; CHECK-NEXT: }
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(1) %in
  %c = icmp eq i32 %v, 0
  br i1 %c, label %bad, label %ok
bad:
  unreachable
ok:
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @after_call() {
  call void @g()
  unreachable
}

define ptx_kernel void @bare() {
  unreachable
}

; g is defined (not only declared) so that ptxas links the oracle's whole program.
define void @g() noinline {
  ret void
}
