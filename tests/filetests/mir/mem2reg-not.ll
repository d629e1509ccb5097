; nvptx-mem2reg must not fire: %p is written in both arms (two stores, neither dominates the
; load after the join), and %q is reached through a computed address (q[n]), so either slot may
; hold a value no single register has. Both stay in __local_depot.
; RUN: --emit mir
; CHECK: # After Mem2Reg on Machine Instructions to remove local stack objects (nvptx-mem2reg): no change
; CHECK-LABEL: # Final
; CHECK: ST_i32 %SPL, %r{{[0-9]+}}, addrspace local
; CHECK: ST_i32 %SPL, %r{{[0-9]+}}, addrspace local
; CHECK: LD_i32 %SPL, addrspace local
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %p = alloca i32, align 4
  %q = alloca [4 x i32], align 4
  %i = getelementptr i32, ptr %q, i32 %n
  store i32 7, ptr %i
  %t = icmp sgt i32 %n, 0
  br i1 %t, label %a, label %b
a:
  %u = add i32 %n, 1
  store i32 %u, ptr %p
  br label %j
b:
  %w = mul i32 %n, 5
  store i32 %w, ptr %p
  br label %j
j:
  %v = load i32, ptr %p
  %e = load i32, ptr %q
  %s = add i32 %v, %e
  store i32 %s, ptr addrspace(1) %out
  ret void
}
