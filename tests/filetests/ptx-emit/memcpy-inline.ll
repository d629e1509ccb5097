; A constant-length memcpy becomes loads and stores in the PTX: at align 4 every chunk is a
; b32 and every address folds into [base+offset] (the IR's base+4 included); a memset of zero
; stores the immediate-free register once per chunk.
; RUN: --emit ptx
; CHECK: ld.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+4];
; CHECK-NEXT: ld.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+8];
; CHECK-NEXT: ld.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+12];
; CHECK-NEXT: st.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-NEXT: st.global.b32 [%rd{{[0-9]+}}+4], %r{{[0-9]+}};
; CHECK-NEXT: st.global.b32 [%rd{{[0-9]+}}+8], %r{{[0-9]+}};
; The memset word is stored as an immediate (the machine peephole folds its mov).
; CHECK-NEXT: st.global.b32 [%rd{{[0-9]+}}+12], 117901063;
; CHECK-NEXT: st.global.b32 [%rd{{[0-9]+}}+16], 117901063;
; CHECK-NOT: st.global.b8
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %dst, ptr addrspace(1) %src) {
  %s = getelementptr inbounds i8, ptr addrspace(1) %src, i64 4
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %dst, ptr addrspace(1) align 4 %s, i64 12, i1 false)
  %d = getelementptr inbounds i8, ptr addrspace(1) %dst, i64 12
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %d, i8 7, i64 8, i1 false)
  ret void
}

declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)
