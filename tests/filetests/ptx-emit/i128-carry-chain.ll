; i128 add and sub are expanded to i64 halves joined by the carry flag (ADDC/ADDE, SUBC/SUBE):
; add.cc.s64 then addc.cc.s64 on the high halves, as LLVM 22 prints them.
; RUN: --emit ptx
; CHECK: add.cc.s64 {{%rd[0-9]+}}, %rd3, %rd5;
; CHECK-NEXT: addc.cc.s64 {{%rd[0-9]+}}, %rd4, %rd6;
; CHECK: sub.cc.s64 {{%rd[0-9]+}}, %rd9, %rd5;
; CHECK-NEXT: subc.cc.s64 {{%rd[0-9]+}}, %rd10, %rd6;
; CHECK: st.global.v2.b64
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load i128, ptr addrspace(1) %in
  %b.p = getelementptr i128, ptr addrspace(1) %in, i64 1
  %b = load i128, ptr addrspace(1) %b.p
  %c.p = getelementptr i128, ptr addrspace(1) %in, i64 2
  %c = load i128, ptr addrspace(1) %c.p
  %r = add i128 %a, %b
  %s = sub i128 %c, %b
  %t = add i128 %r, %s
  store i128 %t, ptr addrspace(1) %out
  ret void
}
