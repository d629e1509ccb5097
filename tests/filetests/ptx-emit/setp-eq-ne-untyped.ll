; Integer equality comparisons print untyped (`setp.eq.b16/.b32/.b64`, also against an immediate)
; and only the ordered ones carry a signedness (`setp.lt.u32`, `setp.lt.s16`), as LLVM 22 prints
; them (checked with llc).
; RUN: --emit ptx --sm 90
; CHECK: setp.eq.b16 %p1, %rs1, %rs2;
; CHECK: setp.ne.b32 %p2, %r1, %r2;
; CHECK: setp.eq.b64 %p3, %rd1, %rd2;
; CHECK: setp.ne.b32 %p4, %r1, 7;
; CHECK: setp.lt.u32 %p5, %r1, %r2;
; CHECK: setp.lt.s16 %p6, %rs1, %rs2;
; CHECK: setp.ne.b64 %p7, %rd1, 5;
define i32 @f(i16 %a, i16 %b, i32 %c, i32 %d, i64 %e, i64 %g) {
  %p1 = icmp eq i16 %a, %b
  %p2 = icmp ne i32 %c, %d
  %p3 = icmp eq i64 %e, %g
  %p4 = icmp ne i32 %c, 7
  %p5 = icmp ult i32 %c, %d
  %p6 = icmp slt i16 %a, %b
  %p8 = icmp ne i64 %e, 5
  %q1 = and i1 %p1, %p2
  %q2 = and i1 %q1, %p3
  %q3 = and i1 %q2, %p4
  %q4 = xor i1 %q3, %p5
  %q5 = xor i1 %q4, %p6
  %q7 = xor i1 %q5, %p8
  %r = zext i1 %q7 to i32
  ret i32 %r
}
