; Combine #1 merges nested extensions of one kind: sext (sext i8 to i16) to i64 is one
; sign_extend from i8 to i64. (The i8 is a truncated i32 load: an i8 load would become a
; sign-extending load first, ext-of-load.)
; (-O 0: kernel pointers stay generic, without NVPTXLowerArgs' cvta.to.global, so the
; checks see the generic accesses and node numbers they were written against.)
; RUN: --emit dag -O 0
; CHECK-LABEL: === DAG combine #1 ===
; CHECK: i64 = sign_extend t4
; CHECK-NOT: i16 = sign_extend
; CHECK: ; ext-of-ext: {{t[0-9]+}}: sign_extend -> {{t[0-9]+}}: sign_extend
; CHECK-LABEL: === Type legalization ===
define ptx_kernel void @k(ptr %p, ptr %q) {
entry:
  %l = load i32, ptr %q, align 4
  %x = trunc i32 %l to i8
  %a = sext i8 %x to i16
  %b = sext i16 %a to i64
  store i64 %b, ptr %p, align 8
  ret void
}
