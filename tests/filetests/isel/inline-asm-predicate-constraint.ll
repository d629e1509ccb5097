; Inline asm constraint `b`: an i1 in a predicate register, going in and coming out (llc-22
; compiles this at sm_80 to the same `not.pred` between a setp and a selp).
; RUN: --emit ptx --sm 80
; CHECK: setp.eq.b32 %p1, %r1, 0;
; CHECK-NEXT: not.pred {{%p2, %p1|%p1, %p2}};
; CHECK-NEXT: selp.b32 %r2, 1, 0, %p{{[12]}};
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, i32 %a) {
  %c = icmp eq i32 %a, 0
  %r = call i1 asm "not.pred $0, $1;", "=b,b"(i1 %c)
  %z = zext i1 %r to i32
  store i32 %z, ptr %p
  ret void
}
