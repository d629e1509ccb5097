; NVVM IR (LLVM 7) writes `byval` without a type on a typed pointer; modern IR names the type.
; RUN: --emit llvm
; CHECK: %struct.P = type { float, i32 }
; CHECK: define ptx_kernel void @k(ptr byval(%struct.P) align 4 %p)
; CHECK-NOT: *

%struct.P = type { float, i32 }

define void @k(%struct.P* byval align 4 %p) {
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (%struct.P*)* @k, !"kernel", i32 1}
