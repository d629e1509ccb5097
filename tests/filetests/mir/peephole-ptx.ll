; peephole-opt: a constant's register folds into its users: the stored 1.5 becomes the store's
; immediate, the `add` takes the immediate form, and the address %out + 8 becomes the store's
; offset. dead-mi-elimination then deletes the movs nothing reads.
; RUN: --emit ptx
; CHECK: st.global.b32 [%rd{{[0-9]+}}+8], 1069547520;
; CHECK-NOT: mov.b32 %r{{[0-9]+}}, 0f3FC00000;
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %p = getelementptr float, ptr addrspace(1) %out, i64 2
  store float 1.5, ptr addrspace(1) %p
  ret void
}
