; ctlz of an i8 is promoted twice (i8 -> i16 in type legalization, i16 -> i32 in operation
; legalization), each step subtracting its extra leading zeros: the add of the second step goes
; through the truncate to the first (constant-through-truncate), one add -24 after clz.b32 (llc-22
; -mcpu=sm_90: clz.b32 then add.s32 -24).
; RUN: --emit dag --sm 90
; CHECK-LABEL: === DAG combine #3 ===
; CHECK: i32 = add {{t[0-9]+}}, Constant:i32<-24>
; CHECK: ; constant-through-truncate: {{t[0-9]+}}: sub -> {{t[0-9]+}}: truncate
define ptx_kernel void @k(ptr addrspace(1) %p) {
entry:
  %a = load i8, ptr addrspace(1) %p, align 1
  %l = call i8 @llvm.ctlz.i8(i8 %a, i1 false)
  store i8 %l, ptr addrspace(1) %p, align 1
  ret void
}
declare i8 @llvm.ctlz.i8(i8, i1)
