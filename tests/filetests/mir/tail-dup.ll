; early-tailduplication: the then-block ends in a branch to the returning exit block, which
; another block also reaches; the branch becomes a copy of the `ret`.
; RUN: --emit mir
; CHECK: # After Early Tail Duplication (early-tailduplication): 2 change(s)
; CHECK-NEXT: ;   removed {{[0-9]+}}: branch to block 3, a 1-instruction returning block, replaced by its copy
; CHECK-NEXT: ;   added {{[0-9]+}}: copy of instruction {{[0-9]+}} from block 3
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
  ret void
}
