; llvm.memcpy/memmove/memset with a constant length are expanded by the DAG build as getMemcpy,
; getMemmove and getMemset do for NVPTX: widths from the common alignment (i64 at align 8,
; narrowing to i32/i16/i8 for the tail), every load before every store; a variable fill byte
; is splatted with zext * 0x0101...; each expansion is logged.
; RUN: --emit dag
; CHECK-LABEL: === SelectionDAG build ===
; CHECK: i64,ch = load<(load (i64) from %ir.src, addrspace 1, align 8)>
; CHECK: i8,ch = load<(load (i8) from %ir.src, addrspace 1, align 2)>
; CHECK: ch = store<(store (i64) into %ir.dst, addrspace 1, align 8)>
; CHECK: ch = store<(store (i8) into %ir.dst, addrspace 1, align 2)>
; CHECK: i32 = mul {{t[0-9]+}}, Constant:i32<16843009>
; CHECK: ; dag-build.mem-intrinsic: llvm.memcpy.p0.p0.i64 of 15 bytes in @k (getMemcpy): align 8 -> 4 load/store pair(s) i64 i32 i16 i8
; CHECK: ; dag-build.mem-intrinsic: llvm.memmove.p0.p0.i64 of 6 bytes in @k (getMemmove): align 2 -> 3 load/store pair(s) i16 i16 i16
; CHECK: ; dag-build.mem-intrinsic: llvm.memset.p0.i64 of 8 bytes in @k (getMemset): align 4 -> 2 store(s) i32 i32
; CHECK: ; dag-build.mem-intrinsic: llvm.memset.p0.i64 of 4 bytes in @k (getMemset): align 4 -> 1 store(s) i32, volatile
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %dst, ptr %src, i32 %w) {
  %b = trunc i32 %w to i8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst, ptr align 8 %src, i64 15, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr align 2 %dst, ptr align 4 %src, i64 6, i1 false)
  call void @llvm.memset.p0.i64(ptr align 4 %dst, i8 7, i64 8, i1 false)
  call void @llvm.memset.p0.i64(ptr align 4 %dst, i8 %b, i64 4, i1 true)
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
