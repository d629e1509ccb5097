; NVVM IR 2.0: shared-memory reduction with a device function call and barrier.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [128 x double] zeroinitializer, align 8
@scale = addrspace(4) global [4 x double] [double 1.0, double 2.0, double 0.5, double 0.25], align 8

define internal double @combine(double %a, double %b, i32 %k) noinline {
  %p = getelementptr [4 x double], [4 x double] addrspace(4)* @scale, i32 0, i32 %k
  %s = load double, double addrspace(4)* %p, align 8
  %m = fmul double %a, %s
  %r = fadd double %m, %b
  ret double %r
}

define void @reduce(double addrspace(1)* %in, double addrspace(1)* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %pi = getelementptr double, double addrspace(1)* %in, i64 %t64
  %v = load double, double addrspace(1)* %pi, align 8
  %ps = getelementptr [128 x double], [128 x double] addrspace(3)* @buf, i32 0, i32 %t
  store double %v, double addrspace(3)* %ps, align 8
  call void @llvm.nvvm.barrier0()
  %t2 = xor i32 %t, 1
  %po = getelementptr [128 x double], [128 x double] addrspace(3)* @buf, i32 0, i32 %t2
  %w = load double, double addrspace(3)* %po, align 8
  %k = and i32 %t, 3
  %r = call double @combine(double %v, double %w, i32 %k)
  %pr = getelementptr double, double addrspace(1)* %out, i64 %t64
  store double %r, double addrspace(1)* %pr, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !2}
!0 = !{void (double addrspace(1)*, double addrspace(1)*)* @reduce, !"kernel", i32 1}
!2 = !{void (double addrspace(1)*, double addrspace(1)*)* @reduce, !"maxntidx", i32 128}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
