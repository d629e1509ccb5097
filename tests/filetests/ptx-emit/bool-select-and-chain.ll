; A chain of && in a branch condition (clang's select i1 %a, i1 %b, i1 false) is and.pred of
; the compares (bool-select-to-logic), not a selp.b32 of 1 and 0 and a setp.ne per link: the
; corpus's stencil_2d_5pt had 14 instructions for its bounds test where llc-22 has 8 (so does
; this: four setp, three and.pred, one bra). ptxas's SASS for it was 1.29x LLVM's.
; RUN: --emit ptx
; CHECK: setp.lt.s32
; CHECK: and.pred %p{{[0-9]+}}, %p{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: and.pred %p{{[0-9]+}}, %p{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: and.pred %p{{[0-9]+}}, %p{{[0-9]+}}, %p{{[0-9]+}};
; CHECK-NEXT: @!%p{{[0-9]+}} bra $L__BB0_2;
; CHECK-NOT: selp
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %x, i32 %y, i32 %w, i32 %h) {
entry:
  %a = icmp ne i32 %x, 0
  %b = icmp ne i32 %y, 0
  %s1 = select i1 %a, i1 %b, i1 false
  %w1 = add nsw i32 %w, -1
  %c = icmp slt i32 %x, %w1
  %s2 = select i1 %s1, i1 %c, i1 false
  %h1 = add nsw i32 %h, -1
  %d = icmp slt i32 %y, %h1
  %s3 = select i1 %s2, i1 %d, i1 false
  br i1 %s3, label %in, label %out
in:
  store i32 1, ptr addrspace(1) %p
  br label %out
out:
  ret void
}
