; getMemcpy reads a source of definitive constant bytes at compile time (isMemSrcFromConstant):
; a copy of 8 bytes from a zeroinitializer constant stores zeros with no ld.const (a c"..."
; string is still loaded, as LLVM 22 does). A byte loop from a
; zeroinitializer constant at a variable offset (a variable-length memcpy) stores 0 as well
; (simplifyLoadInst's uniform initializer). Must not fire: a variable (@v, not constant) and a
; volatile copy are still loaded.
; RUN: --emit ptx --sm 90
; CHECK: st.global.b32 [%rd{{[0-9]+}}], 0;
; CHECK: st.global.b32 [%rd{{[0-9]+}}+4], 0;
; CHECK: ld.const.b32 %r{{[0-9]+}}, [s];
; CHECK: ld.global.b32 %r{{[0-9]+}}, [v];
; CHECK: ld.const.b32 %r{{[0-9]+}}, [z];
; CHECK-NEXT: st.volatile.global.b32
; CHECK: st.global.b8 [%rd{{[0-9]+}}], 0;
; CHECK-NOT: ld.const
target triple = "nvptx64-nvidia-cuda"
@z = internal addrspace(4) constant [16 x i8] zeroinitializer, align 4
@s = internal addrspace(4) constant [8 x i8] c"abcdefgh", align 4
@v = internal addrspace(1) global [8 x i8] zeroinitializer, align 4
define ptx_kernel void @k(ptr addrspace(1) %out, i64 %n) {
entry:
  call void @llvm.memcpy.p1.p4.i64(ptr addrspace(1) align 4 %out, ptr addrspace(4) align 4 @z, i64 8, i1 false)
  %o1 = getelementptr i8, ptr addrspace(1) %out, i64 8
  call void @llvm.memcpy.p1.p4.i64(ptr addrspace(1) align 4 %o1, ptr addrspace(4) align 4 @s, i64 4, i1 false)
  %o2 = getelementptr i8, ptr addrspace(1) %out, i64 16
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %o2, ptr addrspace(1) align 4 @v, i64 4, i1 false)
  %o3 = getelementptr i8, ptr addrspace(1) %out, i64 24
  call void @llvm.memcpy.p1.p4.i64(ptr addrspace(1) align 4 %o3, ptr addrspace(4) align 4 @z, i64 4, i1 true)
  %o4 = getelementptr i8, ptr addrspace(1) %out, i64 32
  call void @llvm.memcpy.p1.p4.i64(ptr addrspace(1) align 4 %o4, ptr addrspace(4) align 4 @z, i64 %n, i1 false)
  ret void
}
declare void @llvm.memcpy.p1.p4.i64(ptr addrspace(1), ptr addrspace(4), i64, i1)
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
