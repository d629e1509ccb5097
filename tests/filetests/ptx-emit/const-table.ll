; Module variables: a __constant__ table is printed with its initializer as bytes (as LLVM 22
; prints it), a __shared__ array without one; their addresses are mov'd, and the accesses through
; the constant addrspacecasts stay in the variables' own spaces (InferAddressSpaces: ld.const,
; st.shared, ld.shared), with no cvta back to generic.
; RUN: --emit ptx
; CHECK: .visible .const .align 4 .b8 table[8] = {0, 0, 128, 63, 0, 0, 0, 64};
; CHECK: .shared .align 4 .b8 tile[64];
; CHECK: mov.b64 {{%rd[0-9]+}}, table;
; CHECK-NOT: cvta
; CHECK: ld.const.b32
; CHECK: mov.b64 {{%rd[0-9]+}}, tile;
; CHECK-NOT: cvta
; CHECK: st.shared.b32
; CHECK-NEXT: ld.shared.b32
target triple = "nvptx64-nvidia-cuda"

@table = addrspace(4) constant [2 x float] [float 1.0, float 2.0], align 4
@tile = internal addrspace(3) global [16 x float] undef, align 4

define ptx_kernel void @k(ptr %out, i64 %i) {
  %p = getelementptr float, ptr addrspacecast (ptr addrspace(4) @table to ptr), i64 %i
  %v = load float, ptr %p, align 4
  %q = getelementptr float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i
  store float %v, ptr %q, align 4
  %w = load float, ptr %q, align 4
  store float %w, ptr %out, align 4
  ret void
}
