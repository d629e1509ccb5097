; Type legalization promotes the i8 load to i16 and masks it with 255; operation legalization
; makes the load a zextload, so combine #3 drops the mask that is now always true. (The load has
; a second use, so combine #1's ext-of-load does not make it a zextload to i32 first.)
; RUN: --emit dag
; CHECK-LABEL: === DAG combine #3 ===
; CHECK-NOT: = and
; CHECK: i32 = zero_extend {{t[0-9]+}}
; CHECK: ; mask-of-zextload: {{t[0-9]+}}: and -> {{t[0-9]+}}: load
define ptx_kernel void @k(ptr %p, ptr %q) {
entry:
  %v = load i8, ptr %q, align 1
  %z = zext i8 %v to i32
  %w = add i8 %v, 1
  store i32 %z, ptr %p, align 4
  store i8 %w, ptr %q, align 1
  ret void
}
