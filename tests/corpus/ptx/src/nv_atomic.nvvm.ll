; NVVM IR 2.0: atomics, local array, 64-bit arithmetic, select.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @atom(i32 addrspace(1)* %ctr, i64 addrspace(1)* %big, float addrspace(1)* %f, i32 %k) {
entry:
  %loc = alloca [8 x i32], align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %old = atomicrmw add i32 addrspace(1)* %ctr, i32 1 seq_cst
  %o64 = zext i32 %old to i64
  %m = mul i64 %o64, 2654435761
  %x = atomicrmw xor i64 addrspace(1)* %big, i64 %m monotonic
  %fa = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %f, float 1.0)
  %km = and i32 %k, 7
  %pl = getelementptr [8 x i32], [8 x i32]* %loc, i32 0, i32 %km
  store volatile i32 %t, i32* %pl, align 4
  %p0 = getelementptr [8 x i32], [8 x i32]* %loc, i32 0, i32 0
  %l = load volatile i32, i32* %p0, align 4
  %c = icmp ugt i64 %x, 100
  %sel = select i1 %c, i32 %l, i32 %old
  %cas = cmpxchg i32 addrspace(1)* %ctr, i32 %sel, i32 0 acq_rel monotonic
  %cv = extractvalue { i32, i1 } %cas, 0
  %fi = fptosi float %fa to i32
  %sum = add i32 %cv, %fi
  store i32 %sum, i32 addrspace(1)* %ctr, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)*, float)

!nvvm.annotations = !{!0}
!0 = !{void (i32 addrspace(1)*, i64 addrspace(1)*, float addrspace(1)*, i32)* @atom, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
