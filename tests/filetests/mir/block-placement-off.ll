; disable-block-placement=true (seed 001's knob, default false) turns block-placement off: the
; loop stays after %mid, entered by a bra.uni and left by another.
; RUN: --emit ptx --knob disable-block-placement=true
; CHECK: bra.uni $L__BB0_3;
; CHECK-NEXT: $L__BB0_2:
; CHECK-NEXT: st.global.b32
; CHECK: @%p{{[0-9]+}} bra $L__BB0_3;
; CHECK-NEXT: bra.uni $L__BB0_2;
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %pre, label %exit
pre:
  br label %body
mid:
  store i32 %s1, ptr addrspace(1) %out
  br label %exit
body:
  %i = phi i32 [0, %pre], [%i1, %body]
  %s = phi i32 [0, %pre], [%s1, %body]
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %body, label %mid
exit:
  ret void
}
