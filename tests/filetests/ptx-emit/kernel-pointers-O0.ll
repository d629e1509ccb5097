; At -O0 LLVM 22 runs neither NVPTXLowerArgs' global marking nor InferAddressSpaces: kernel
; pointers stay generic (no cvta.to.global) and loads and stores are generic.
; RUN: --emit ptx -O 0
; CHECK-NOT: cvta.to.global
; CHECK: ld.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK-NEXT: st.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-NOT: .global
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr noalias readonly %in, ptr %out) {
  %x = load i32, ptr %in, align 4
  store i32 %x, ptr %out, align 4
  ret void
}
