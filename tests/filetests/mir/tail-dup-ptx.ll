; early-tailduplication: the then-block ends in a branch to the returning exit block, which
; another block also reaches; the branch becomes a copy of the `ret`.
; RUN: --emit ptx
; CHECK: st.global.b32 [%rd{{[0-9]+}}], 1;
; CHECK-NEXT: ret;
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
