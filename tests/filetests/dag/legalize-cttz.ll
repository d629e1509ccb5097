; An Expand action for an integer operation PTX lacks (LLVM NVPTX, checked with llc): cttz is
; popc(~x & (x - 1)); the funnel shift beside it is Legal on i32 (shf.l.wrap) and stays.
; RUN: --emit dag
; CHECK-LABEL: === Operation legalization ===
; CHECK: i32 = fshl {{t[0-9]+}}, {{t[0-9]+}}, {{t[0-9]+}}
; CHECK: i32 = ctpop
; CHECK-NOT: legalize-ops.expand: {{t[0-9]+}}: fshl
; CHECK: ; legalize-ops.expand: {{t[0-9]+}}: cttz i32 -> ctpop(~x & (x - 1))
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %x, i32 %c) {
entry:
  %r = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 %c)
  %t = call i32 @llvm.cttz.i32(i32 %r, i1 false)
  store i32 %t, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.cttz.i32(i32, i1)
