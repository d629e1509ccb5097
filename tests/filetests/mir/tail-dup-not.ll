; early-tailduplication must not copy a block that defines a register (a second definition
; would break the single-definition registers later passes rely on).
; RUN: --emit mir
; CHECK: # After Early Tail Duplication (early-tailduplication): no change
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %then, label %else
then:
  store i32 1, ptr addrspace(1) %out
  br label %exit
else:
  store i32 2, ptr addrspace(1) %out
  br label %exit
exit:
  %t = add i32 %n, 5
  %p = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %t, ptr addrspace(1) %p
  ret void
}
