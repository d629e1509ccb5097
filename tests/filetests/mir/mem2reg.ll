; nvptx-mem2reg ("Mem2Reg on Machine Instructions to remove local stack objects", seed 001):
; the i32 slot %p is written once in the entry block and read in two later blocks the store
; dominates; the i64 slot %c holds a constant. Both stop being memory: each load reads the
; stored register (or moves the stored constant), the stores go, and with no stack object left
; the function has no __local_depot. (llc -O3 removes them in SROA, on IR.)
; RUN: --emit mir
; CHECK: # After Mem2Reg on Machine Instructions to remove local stack objects (nvptx-mem2reg): 5 change(s)
; CHECK-NEXT: ;   removed {{[0-9]+}}: the only store to stack object #0 ([%SPL+0], 4 bytes)
; CHECK-NEXT: ;   removed {{[0-9]+}}: load of stack object #0: %r{{[0-9]+}} is the stored %r1
; CHECK-NEXT: ;   removed {{[0-9]+}}: load of stack object #0: %r{{[0-9]+}} is the stored %r1
; CHECK-NEXT: ;   removed {{[0-9]+}}: the only store to stack object #1 ([%SPL+8], 8 bytes)
; CHECK-NEXT: ;   rewritten {{[0-9]+}}: %rd{{[0-9]+}} = LD_i64_ri %SPL, 8, addrspace local: stack object #1 holds the stored constant 42
; CHECK-NEXT: ; k: stack object #0 (offset 0, 4 bytes) promoted to a register
; CHECK-NEXT: ; k: stack object #1 (offset 8, 8 bytes) promoted to a register
; CHECK-NEXT: ; k: no stack object is left, the function has no __local_depot
; CHECK-LABEL: # Final
; CHECK-NOT: %SPL
; CHECK-NOT: LD_i32
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %p = alloca i32, align 4
  %c = alloca i64, align 8
  store i32 %n, ptr %p
  store i64 42, ptr %c
  %t = icmp sgt i32 %n, 0
  br i1 %t, label %a, label %b
a:
  %v = load i32, ptr %p
  %w = mul i32 %v, 3
  store i32 %w, ptr addrspace(1) %out
  ret void
b:
  %x = load i32, ptr %p
  %y = load i64, ptr %c
  %z = trunc i64 %y to i32
  %s = add i32 %x, %z
  store i32 %s, ptr addrspace(1) %out
  ret void
}
