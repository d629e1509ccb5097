; An i1 inline asm input with the 'b' constraint lives in a predicate register and prints as one
; (the predicated mbarrier forms MLIR's NVVM lowering writes: "@$2 mbarrier.init...").
; RUN: --sm 80 --emit ptx
; CHECK: setp.{{[a-z0-9.]+}} 	%p1,
; CHECK: @%p1 mbarrier.init.shared.b64 	[%rd{{[0-9]+}}], %r{{[0-9]+}};
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(3) %bar, i32 %n, i32 %x) {
  %p = icmp eq i32 %x, 0
  call void asm sideeffect "@$2 mbarrier.init.shared.b64 [$0], $1;", "l,r,b"(ptr addrspace(3) %bar, i32 %n, i1 %p)
  ret void
}
