; icmp on <4 x i8> gives <4 x i1>, which has no register class: it splits into two v2i1 halves
; whose v4i8 operands are taken apart lane by lane (LLVM's EXTRACT_SUBVECTOR of each half), and
; each v2i1 is scalarized into 16-bit compares of the lanes sign-extended (sgt) from their bytes.
; RUN: --emit dag --sm 90
; CHECK-LABEL: === Type legalization ===
; CHECK: ; legalize-types.split: {{t[0-9]+}}: setcc v4i1 -> 2 x v2i1
; CHECK: ; legalize-types.scalarize: {{t[0-9]+}}: setcc v2i1 -> 2 x i1
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %a = load <4 x i8>, ptr addrspace(1) %in, align 4
  %bp = getelementptr <4 x i8>, ptr addrspace(1) %in, i64 1
  %b = load <4 x i8>, ptr addrspace(1) %bp, align 4
  %c = icmp sgt <4 x i8> %a, %b
  %r = zext <4 x i1> %c to <4 x i8>
  store <4 x i8> %r, ptr addrspace(1) %out, align 4
  ret void
}
