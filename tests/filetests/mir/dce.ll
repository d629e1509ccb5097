; dead-mi-elimination: once the peephole folds the constants into the stores, the movs that
; held them are read by nothing and go.
; RUN: --emit mir
; CHECK: # After Remove dead machine instructions (dead-mi-elimination): 2 change(s)
; CHECK-NEXT: ;   removed {{[0-9]+}}: %r{{[0-9]+}} is never read
; CHECK-NEXT: ;   removed {{[0-9]+}}: %r{{[0-9]+}} is never read
; CHECK-LABEL: # Final
; CHECK-NOT: IMOV32i
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  store i32 5, ptr addrspace(1) %out
  %p = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 6, ptr addrspace(1) %p
  ret void
}
