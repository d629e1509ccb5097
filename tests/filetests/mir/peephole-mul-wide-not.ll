; peephole-opt leaves these shifts: by 32 (a 32-bit multiplier cannot hold 2^32), and of a
; 64-bit value that is no extension of a 32-bit one.
; RUN: --emit ptx
; CHECK: shl.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 32;
; CHECK: shl.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 3;
; CHECK-NOT: mul.wide
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %a, i32 %i, i64 %j) {
entry:
  %x = zext i32 %i to i64
  %s = shl i64 %x, 32
  %y = or i64 %s, %x
  store i64 %y, ptr addrspace(1) %a
  %pa = getelementptr inbounds i64, ptr addrspace(1) %a, i64 %j
  store i64 %x, ptr addrspace(1) %pa
  ret void
}
