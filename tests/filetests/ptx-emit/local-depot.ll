; Static allocas live in the local depot: %SPL is its .local address, %SP the generic one, and
; each stack object is %SP plus its offset.
; RUN: --emit ptx
; CHECK: .local .align 4 .b8 __local_depot0[8];
; CHECK-NEXT: .reg .b64 %SP;
; CHECK-NEXT: .reg .b64 %SPL;
; CHECK: mov.u64 %SPL, __local_depot0;
; CHECK-NEXT: cvta.local.u64 %SP, %SPL;
; CHECK: add.u64 {{%rd[0-9]+}}, %SP, 0;
; CHECK: add.u64 {{%rd[0-9]+}}, %SP, 4;
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
