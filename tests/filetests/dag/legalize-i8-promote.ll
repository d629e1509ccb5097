; Type legalization promotes i8 arithmetic to i16 (seed 003, 4.14; LLVM NVPTX has no i8
; registers): loads become any-extending, the udiv clears the high bits it reads, the store
; truncates; LegalizeOps turns the any-extending loads into zero-extending ones.
; RUN: --emit dag
; CHECK-LABEL: === Type legalization ===
; CHECK: i16,ch = load<(load (i8) from %ir.p, addrspace 1, align 1), anyext>
; CHECK: i16 = add
; CHECK: i16 = and {{t[0-9]+}}, Constant:i16<255>
; CHECK: i16 = udiv
; CHECK: store<(store (i8) into %ir.q, addrspace 1, align 1), trunc>
; CHECK-NOT: i8 =
; CHECK: ; legalize-types.promote: {{t[0-9]+}}: load i8 -> i16
; CHECK: ; legalize-types.promote: {{t[0-9]+}}: add i8 -> i16
; CHECK: ; legalize-types.promote: {{t[0-9]+}}: store i8 -> i16
; CHECK-LABEL: === Operation legalization ===
; CHECK: ; legalize-ops.custom: {{t[0-9]+}}: load i16 -> zextload
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %a = load i8, ptr addrspace(1) %p, align 1
  %g = getelementptr i8, ptr addrspace(1) %p, i64 1
  %b = load i8, ptr addrspace(1) %g, align 1
  %s = add i8 %a, %b
  %d = udiv i8 %s, %b
  store i8 %d, ptr addrspace(1) %q, align 1
  ret void
}
