; nvptx-peephole: the local array's generic address (%SP + 0) is only the base of loads and
; stores (directly or plus an offset), so it becomes the local address (%SPL + 0) and the
; accesses .local; nothing reads the
; generic depot pointer any more and the printer leaves out `cvta.local.u64 %SP, %SPL`.
; RUN: --emit ptx
; CHECK: mov.b64 %SPL, __local_depot0;
; CHECK-NOT: cvta.local.u64
; CHECK: add.u64 %rd2, %SPL, 0;
; CHECK-NEXT: st.local.b32 [%SPL], 10;
; CHECK-NEXT: st.local.b32 [%SPL+4], 11;
; CHECK: add.s64 %rd4, %rd2, %rd3;
; CHECK-NEXT: ld.local.b32 %r{{[0-9]+}}, [%rd4];
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %i) {
entry:
  %a = alloca [4 x i32], align 4
  %p1 = getelementptr [4 x i32], ptr %a, i64 0, i64 1
  store i32 10, ptr %a
  store i32 11, ptr %p1
  %q = getelementptr [4 x i32], ptr %a, i64 0, i32 %i
  %v = load i32, ptr %q
  store i32 %v, ptr addrspace(1) %out
  ret void
}
