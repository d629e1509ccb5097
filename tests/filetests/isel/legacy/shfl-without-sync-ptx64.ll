; shfl without .sync: LLVM 22 selects it only below sm_70 or below PTX 6.4 (hasSHFL); at sm_75 with
; its default PTX 6.3 it prints `shfl.<mode>.b32`; at PTX 6.4 it refuses ("Cannot select").
; RUN: --emit ptx --sm 75 --ptx 6.4
; EXIT: 1
; ERR: {{.*}}error: Cannot select: intrinsic %llvm.nvvm.shfl.down.i32
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.shfl.down.i32(i32, i32, i32)
declare i32 @llvm.nvvm.shfl.idx.i32(i32, i32, i32)

define void @f(ptr %p, i32 %x) {
  %a = call i32 @llvm.nvvm.shfl.down.i32(i32 %x, i32 1, i32 31)
  %d = call i32 @llvm.nvvm.shfl.idx.i32(i32 %a, i32 %x, i32 31)
  store i32 %d, ptr %p
  ret void
}
