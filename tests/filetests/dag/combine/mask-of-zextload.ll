; Type legalization promotes the i8 load to i16 and masks it with 255; operation legalization
; makes the load a zextload, so combine #3 drops the mask that is now always true. (The load is
; also stored as it is: with the zext its only user, ext-of-load makes it one ld.u8 into the
; 32-bit register before any of this.)
; RUN: --emit dag
; CHECK-LABEL: === DAG combine #3 ===
; CHECK-NOT: = and
; CHECK: i32 = zero_extend {{t[0-9]+}}
; CHECK: ; mask-of-zextload: {{t[0-9]+}}: and -> {{t[0-9]+}}: load
define ptx_kernel void @k(ptr %p, ptr %q) {
entry:
  %v = load i8, ptr %q, align 1
  %z = zext i8 %v to i32
  store i32 %z, ptr %p, align 4
  %p4 = getelementptr i8, ptr %p, i64 4
  store i8 %v, ptr %p4, align 1
  ret void
}
