; An i128 shift by a variable amount expands to the two 64-bit halves as NVPTX's SHL_PARTS
; lowering does (llc-22 -mcpu=sm_90 prints the same shape): the two-word shift
; hi << n | lo >> (64 - n), the shift past the low word lo << (n - 64), chosen by n > 63, and the
; low half zero past 63. smax on i128 compares the halves (the high ones decide unless equal) and
; selects both; ctpop adds the halves' counts.
; RUN: --emit dag --sm 90
; CHECK-LABEL: === Type legalization ===
; CHECK: ; legalize-types.expand: {{t[0-9]+}}: shl i128 -> 2 x i64
; CHECK: ; legalize-types.expand: {{t[0-9]+}}: smax i128 -> 2 x i64
; CHECK: ; legalize-types.expand: {{t[0-9]+}}: ctpop i128 -> 2 x i64
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %n) {
  %a = load i128, ptr addrspace(1) %p, align 16
  %w = zext i32 %n to i128
  %s = shl i128 %a, %w
  %q = getelementptr i8, ptr addrspace(1) %p, i64 16
  %b = load i128, ptr addrspace(1) %q, align 16
  %m = call i128 @llvm.smax.i128(i128 %s, i128 %b)
  %c = call i128 @llvm.ctpop.i128(i128 %m)
  store i128 %c, ptr addrspace(1) %p, align 16
  ret void
}
declare i128 @llvm.smax.i128(i128, i128)
declare i128 @llvm.ctpop.i128(i128)
