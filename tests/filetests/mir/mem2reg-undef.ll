; nvptx-mem2reg: nothing ever writes %p, so its load reads an undefined value (LLVM 22 folds it
; to undef and drops the store of it: llc-22 prints only the volatile load below). The load
; goes with the store of what it read. The volatile load of %q, also never written, stays. %p is
; read through an integer (ptrtoint/inttoptr), which the IR-level sroa does not follow
; (sroa-unwritten-alloca.ll), so the machine pass is the one that finds it unwritten.
; RUN: --emit mir
; CHECK: # After Mem2Reg on Machine Instructions to remove local stack objects (nvptx-mem2reg):
; CHECK: ;   removed {{[0-9]+}}: load of a stack object nothing writes: its value is undefined
; CHECK: ;   removed {{[0-9]+}}: store of an undefined value (a load of a stack object nothing writes)
; CHECK: ; k: 1 load(s) of stack objects nothing writes removed, with 1 store(s) of what they read
; CHECK-LABEL: # Final
; CHECK: LD_i32_ri %SP, 16, volatile
; CHECK: ST_i32_ri %rd{{[0-9]+}}, 4, %r{{[0-9]+}}, addrspace global
; CHECK-NOT: ST_i32
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %p = alloca [4 x i32], align 16
  %q = alloca [4 x i32], align 16
  %pi = ptrtoint ptr %p to i64
  %pp = inttoptr i64 %pi to ptr
  %v = load i32, ptr %pp
  store i32 %v, ptr addrspace(1) %out
  %w = load volatile i32, ptr %q
  %o = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %w, ptr addrspace(1) %o
  ret void
}
