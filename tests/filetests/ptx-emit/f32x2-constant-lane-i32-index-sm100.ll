; On sm_100 a <2 x float> is one f32x2 register: a constant lane read with an i32 index is the
; same `mov.b64 {_, %r}` as with an i64 one (the index becomes NVPTX's i64 vector index type).
; RUN: --emit ptx --sm 100a
; CHECK: ld.global.b64 %rd3, [%rd1];
; CHECK-NEXT: mov.b64 {_, %r1}, %rd3;
; CHECK-NEXT: st.global.b32 [%rd2], %r1;
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load <2 x float>, ptr addrspace(1) %in
  %r = extractelement <2 x float> %a, i32 1
  store float %r, ptr addrspace(1) %out
  ret void
}
