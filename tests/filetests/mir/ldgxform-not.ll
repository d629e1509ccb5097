; ldgxform must not fire: %in is readonly but not noalias (it may be %out, which is written),
; %buf is noalias but written, and the load through %v is volatile. Every load stays ld.global
; (llc-22 prints the volatile one as ld.global.nc, dropping .volatile; here it keeps it).
; RUN: --emit ptx
; CHECK-NOT: .nc
; CHECK: ld.global.b32
; CHECK: ld.global.b32
; CHECK: ld.volatile.global.b32
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) readonly %in, ptr addrspace(1) noalias %buf, ptr addrspace(1) noalias readonly %v, ptr addrspace(1) %out) {
entry:
  %a = load i32, ptr addrspace(1) %in
  %b = load i32, ptr addrspace(1) %buf
  store i32 0, ptr addrspace(1) %buf
  %c = load volatile i32, ptr addrspace(1) %v
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  store i32 %t, ptr addrspace(1) %out
  ret void
}
