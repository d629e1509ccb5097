; A load or store at a module variable plus a constant names the variable in its address
; ([tile+8], [table+4]) instead of moving its address into a register, as SelectADDRri folds a
; global address; a variable index still goes through mov.b64 of the symbol.
; RUN: --emit ptx
; CHECK: ld.const.b32 %r{{[0-9]+}}, [table+4];
; CHECK: mov.b64 %rd{{[0-9]+}}, tile;
; CHECK: st.shared.b32 [tile+8], %r{{[0-9]+}};
; CHECK: ld.shared.b32 %r{{[0-9]+}}, [tile];
; CHECK: st.shared.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
target triple = "nvptx64-nvidia-cuda"

@table = addrspace(4) constant [2 x i32] [i32 1, i32 2], align 4
@tile = internal addrspace(3) global [16 x i32] undef, align 4

define ptx_kernel void @k(ptr %out, i64 %i) {
  %t = load i32, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @table to ptr), i64 4), align 4
  store i32 %t, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 8), align 4
  %h = load i32, ptr addrspacecast (ptr addrspace(3) @tile to ptr), align 4
  %q = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i
  store i32 %h, ptr %q, align 4
  ret void
}
