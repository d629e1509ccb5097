; At -O0 (NVPTXPeephole, which makes these accesses .local, does not run).
; Static allocas live in the local depot: %SPL is its .local address, %SP the generic one, and
; each stack object is %SP plus its offset, folded into the access ([%SP+4]) as SelectADDRri
; folds a frame index (LLVM 22 prints it so for unoptimised functions).
; RUN: --emit ptx -O0
; CHECK: .local .align 4 .b8 __local_depot0[8];
; CHECK-NEXT: .reg .b64 %SP;
; CHECK-NEXT: .reg .b64 %SPL;
; CHECK: mov.b64 %SPL, __local_depot0;
; CHECK-NEXT: cvta.local.u64 %SP, %SPL;
; CHECK-NOT: add.u64
; CHECK: st.volatile.b32 [%SP], %r{{[0-9]+}};
; CHECK-NEXT: st.volatile.b32 [%SP+4], %r{{[0-9]+}};
; CHECK-NEXT: ld.volatile.b32 %r{{[0-9]+}}, [%SP];
; CHECK-NEXT: ld.volatile.b32 %r{{[0-9]+}}, [%SP+4];
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %out, i32 %a) {
entry:
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  store volatile i32 %a, ptr %x, align 4
  store volatile i32 %a, ptr %y, align 4
  %v = load volatile i32, ptr %x, align 4
  %w = load volatile i32, ptr %y, align 4
  %s = add i32 %v, %w
  store i32 %s, ptr %out, align 4
  ret void
}
