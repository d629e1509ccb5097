; A variable lane of a vector that type legalization splits (v4f32, v8i8): every lane, picked by
; comparing the index with each (setp.eq + selp chain); a byte of a v4i8 part is shifted down
; and read into a 16-bit register.
; RUN: --emit ptx
; CHECK: setp.eq.b32 {{%p[0-9]+}}, %r1, 1;
; CHECK: selp.f32 {{%r[0-9]+}}, %r3, %r2, %p1;
; CHECK: shr.u32 {{%r[0-9]+}}, %r9, 8;
; CHECK: selp.b16
; CHECK: st.global.b8
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load <4 x float>, ptr addrspace(1) %in
  %i = load i32, ptr addrspace(1) %out
  %r = extractelement <4 x float> %a, i32 %i
  store float %r, ptr addrspace(1) %out
  %b = load <8 x i8>, ptr addrspace(1) %in
  %s = extractelement <8 x i8> %b, i32 %i
  store i8 %s, ptr addrspace(1) %out
  ret void
}
