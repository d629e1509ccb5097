; Combine #1 folds a truncate of an extension back to the original value: trunc (zext i16 x
; to i32) to i16 is x.
; (-O 0: kernel pointers stay generic, without NVPTXLowerArgs' cvta.to.global, so the
; checks see the generic accesses and node numbers they were written against.)
; RUN: --emit dag -O 0
; CHECK-LABEL: === DAG combine #1 ===
; CHECK-NOT: zero_extend
; CHECK-NOT: truncate
; CHECK: store<(store (i16) into %ir.p, align 2)> t0, t2, t1
; CHECK: ; trunc-of-ext: {{t[0-9]+}}: truncate -> t2: NVPTXISD::LoadParam
; CHECK-LABEL: === Type legalization ===
define ptx_kernel void @k(ptr %p, i16 %x) {
entry:
  %a = zext i16 %x to i32
  %b = trunc i32 %a to i16
  store i16 %b, ptr %p, align 2
  ret void
}
