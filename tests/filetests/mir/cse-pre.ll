; machine-cse's simple PRE: the shared array's address is computed in %a and in %b, two blocks
; that each run only when their test passes; neither dominates the other and %b is reachable
; from %a, so one copy goes to the end of %entry (their nearest common dominator, which runs
; no more often than the two together) and the CSE replaces both, as llc-22 does (the corpus's
; transpose_shared: one mov of the symbol before the first branch; SASS 39 -> 36 instructions,
; llc-22's count).
; RUN: --emit mir
; CHECK: # After Machine Common Subexpression Elimination (machine-cse): {{[1-9]}} change(s)
; CHECK: PRE: %rd{{[0-9]+}} computes in entry, the common dominator, what a and b both compute
; CHECK-LABEL: # Final
; CHECK: MOV_ADDR64 tile
; CHECK-NEXT: CBranch
; CHECK-NOT: MOV_ADDR64
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [64 x float] undef, align 4
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x, i32 %n) {
entry:
  %c = icmp slt i32 %x, %n
  br i1 %c, label %a, label %mid
a:
  %z = zext i32 %x to i64
  %pa = getelementptr float, ptr addrspace(3) @tile, i64 %z
  store float 1.0, ptr addrspace(3) %pa
  br label %mid
mid:
  call void @llvm.nvvm.barrier0()
  %d = icmp sgt i32 %x, 3
  br i1 %d, label %b, label %exit
b:
  %z2 = zext i32 %n to i64
  %pb = getelementptr float, ptr addrspace(3) @tile, i64 %z2
  %v = load float, ptr addrspace(3) %pb
  store float %v, ptr addrspace(1) %out
  br label %exit
exit:
  ret void
}
declare void @llvm.nvvm.barrier0()
