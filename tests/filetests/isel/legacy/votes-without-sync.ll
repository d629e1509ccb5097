; vote without .sync: LLVM 22 selects it at every target; ptxas takes it below PTX 6.4 (sm_75's
; default .version 6.3, with a deprecation warning) and refuses it from PTX 6.4 on sm_70 and later.
; RUN: --emit ptx --sm 75
; CHECK: .version 6.3
; CHECK: vote.all.pred %p{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: vote.any.pred %p{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: vote.uni.pred %p{{[0-9]+}}, %p{{[0-9]+}};
; CHECK: vote.ballot.b32 %r{{[0-9]+}}, %p{{[0-9]+}};
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.vote.all(i1)
declare i1 @llvm.nvvm.vote.any(i1)
declare i1 @llvm.nvvm.vote.uni(i1)
declare i32 @llvm.nvvm.vote.ballot(i1)

define void @f(ptr %p, i32 %x) {
  %c = icmp eq i32 %x, 0
  %a = call i1 @llvm.nvvm.vote.all(i1 %c)
  %b = call i1 @llvm.nvvm.vote.any(i1 %a)
  %u = call i1 @llvm.nvvm.vote.uni(i1 %b)
  %v = call i32 @llvm.nvvm.vote.ballot(i1 %u)
  store i32 %v, ptr %p
  ret void
}
