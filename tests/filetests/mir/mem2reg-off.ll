; nv-disable-mem2reg=true (seed 001's knob, default false) turns nvptx-mem2reg off: the pass is
; not run, and the slot written once stays in __local_depot.
; RUN: --emit ptx --knob nv-disable-mem2reg=true
; CHECK: .local .align 4 .b8 __local_depot0[4];
; CHECK: st.local.b32 [%SPL], %r1;
; CHECK: ld.local.b32 %r{{[0-9]+}}, [%SPL];
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %p = alloca i32, align 4
  store i32 %n, ptr %p
  %v = load i32, ptr %p
  %w = mul i32 %v, 3
  store i32 %w, ptr addrspace(1) %out
  ret void
}
