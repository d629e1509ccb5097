; A scalar access below its natural alignment: PTX needs naturally aligned accesses, and LLVM 22
; splits these into narrower ones (two ld.global.b32 and a shift-or for an i64 at align 4). Until
; that expansion is built, nvisel refuses them with a positioned error instead of printing one
; wide access that would fault at run time.
; RUN: --emit ptx
; EXIT: 1
; ERR: under-aligned-refused.ll:13:3: error: SelectionDAG build: a load of i64 aligned to 4 byte(s), below its natural 8, is not supported yet (LLVM splits it into narrower accesses)
; ERR: under-aligned-refused.ll:19:3: error: SelectionDAG build: a store of f64 aligned to 2 byte(s), below its natural 8, is not supported yet (LLVM splits it into narrower accesses)
; CHECK-NOT: {{.}}
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @load_i64(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load i64, ptr addrspace(1) %p, align 4
  store i64 %v, ptr addrspace(1) %q, align 8
  ret void
}

define ptx_kernel void @store_f64(ptr addrspace(1) %q, double %d) {
  store double %d, ptr addrspace(1) %q, align 2
  ret void
}
