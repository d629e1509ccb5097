; ldgxform ("Ldg Transformation", seed 001): %in is a noalias readonly kernel parameter in the
; global space, so a load through it, after address arithmetic, reads memory nothing writes
; while the kernel runs and goes through the read-only data cache (ld.global.nc, as llc-22
; prints it). The load through %out, which is written, stays coherent.
; RUN: --emit mir
; CHECK: # After Ldg Transformation (ldgxform): 1 change(s)
; CHECK-NEXT: ;   rewritten {{[0-9]+}}: %r{{[0-9]+}} = LD_i32 %rd{{[0-9]+}}, addrspace global: its address comes only from noalias read-only kernel parameters, ld.global.nc
; CHECK-LABEL: # Final
; CHECK: LD_i32 %rd{{[0-9]+}}, addrspace global.nc
; CHECK: LD_i32 %rd{{[0-9]+}}, addrspace global
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) noalias readonly %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %i = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %n
  %a = load i32, ptr addrspace(1) %i
  %b = load i32, ptr addrspace(1) %out
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}
