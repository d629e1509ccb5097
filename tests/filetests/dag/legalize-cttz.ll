; An Expand action for an integer operation PTX lacks (LLVM NVPTX): cttz is clz of the bit
; reverse (brev + clz); the funnel shift beside it is Legal on i32 (shf.l) and stays.
; RUN: --emit dag
; CHECK-LABEL: === Operation legalization ===
; CHECK: i32 = fshl {{t[0-9]+}}, {{t[0-9]+}}, {{t[0-9]+}}
; CHECK: i32 = ctlz
; CHECK-NOT: legalize-ops.expand: {{t[0-9]+}}: fshl
; CHECK: ; legalize-ops.expand: {{t[0-9]+}}: cttz i32 -> ctlz of bitreverse
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %x, i32 %c) {
entry:
  %r = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 %c)
  %t = call i32 @llvm.cttz.i32(i32 %r, i1 false)
  store i32 %t, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.cttz.i32(i32, i1)
