; block-placement (MachineBlockPlacement, after branch-folder): clang put the loop %body after
; the blocks that leave it (%mid, %exit); %pre ends in an unconditional branch to %body, which
; does not dominate %pre, so %body is laid out right after %pre and that branch disappears, as
; llc-22 lays it out (ptxas unrolls a loop laid out behind its exits differently: 181 SASS
; instructions instead of 63 for the corpus's matmul_naive). Labels ascend in the new order.
; RUN: --emit ptx
; CHECK: mov.b32 %r3, 0;
; CHECK-NEXT: $L__BB0_2:
; CHECK: ld.global.b32
; CHECK: @%p{{[0-9]+}} bra $L__BB0_2;
; CHECK-NEXT: st.global.b32
; CHECK-NOT: bra.uni
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %pre, label %exit
pre:
  br label %body
mid:
  store i32 %s1, ptr addrspace(1) %out
  br label %exit
body:
  %i = phi i32 [0, %pre], [%i1, %body]
  %s = phi i32 [0, %pre], [%s1, %body]
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %body, label %mid
exit:
  ret void
}
