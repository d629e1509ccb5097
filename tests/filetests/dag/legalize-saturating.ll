; Saturating add/sub are expanded as LLVM's expandAddSubSat: unsigned add is umin(x, ~y) + y,
; unsigned sub umax(x, y) - y; signed ones test for overflow (the result on the wrong side of x
; for y's sign) and select INT_MIN ^ (r >> 31).
; RUN: --emit dag
; CHECK-LABEL: === Operation legalization ===
; CHECK: ; legalize-ops.expand: {{t[0-9]+}}: saddsat i32 -> overflow test, select INT_MIN ^ (r >> bits-1)
; CHECK: ; legalize-ops.expand: {{t[0-9]+}}: ssubsat i32 -> overflow test, select INT_MIN ^ (r >> bits-1)
; CHECK: ; legalize-ops.expand: {{t[0-9]+}}: uaddsat i32 -> umin(x, ~y) + y
; CHECK: ; legalize-ops.expand: {{t[0-9]+}}: usubsat i64 -> umax(x, y) - y
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i32 %a, i32 %b, i64 %c, i64 %d) {
  %s = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  %t = call i32 @llvm.ssub.sat.i32(i32 %s, i32 %b)
  %u = call i32 @llvm.uadd.sat.i32(i32 %t, i32 %a)
  %v = call i64 @llvm.usub.sat.i64(i64 %c, i64 %d)
  %w = zext i32 %u to i64
  %x = add i64 %v, %w
  store i64 %x, ptr %p, align 8
  ret void
}
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i64 @llvm.usub.sat.i64(i64, i64)
