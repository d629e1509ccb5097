; machine-cse: %x * 12 is computed in the entry block and again in a block it dominates; the
; second becomes a read of the first.
; RUN: --emit mir
; CHECK: # After Machine Common Subexpression Elimination (machine-cse): {{[1-9]}} change(s)
; CHECK: recomputes
; CHECK-LABEL: # Final
; CHECK: %r3 = MULi32ri %r1, 12
; CHECK-NOT: MULi32ri
; CHECK: ST_i32_ri %rd1, 4, %r3, addrspace global
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  %a = mul i32 %x, 12
  store i32 %a, ptr addrspace(1) %out
  br i1 %c, label %then, label %exit
then:
  %b = mul i32 %x, 12
  %p = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %b, ptr addrspace(1) %p
  br label %exit
exit:
  ret void
}
