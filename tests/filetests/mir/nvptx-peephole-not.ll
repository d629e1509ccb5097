; nvptx-peephole must keep the generic frame address when it escapes (here into a generic
; pointer stored to memory): it stays %SP-based and the depot pointer %SP stays.
; RUN: --emit ptx
; CHECK: cvta.local.u64 %SP, %SPL;
; CHECK: add.u64 %rd2, %SP, 0;
; CHECK: st.global.b64 [%rd1], %rd2;
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %a = alloca i32, align 4
  store i32 10, ptr %a
  store ptr %a, ptr addrspace(1) %out
  ret void
}
