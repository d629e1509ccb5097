; The IR reader as llvm-as-22 reads it: an unnamed parameter is `%0` (the next number), the legacy
; memory attributes (`argmemonly`, `inaccessiblememonly`, `inaccessiblemem_or_argmemonly`) are
; upgraded to `memory(..)`, and fast-math flags are allowed on a call returning a struct whose
; fields are one floating-point type (clang's `call contract { float, ... } @llvm.nvvm.wmma...`)
; or an array of floats. llc-22 compiles this module at sm_80.
; RUN: --emit llvm --sm 80
; CHECK: declare i32 @g(ptr) memory(argmem: readwrite) nounwind
; CHECK: declare void @h() memory(inaccessiblemem: readwrite)
; CHECK: declare void @i() memory(argmem: readwrite, inaccessiblemem: readwrite)
; CHECK: define void @f(i128 %0, ptr %p)
; CHECK: store i128 %0, ptr %p
; CHECK: call contract { float, float } @pair(float %x)
; CHECK: call fast [2 x float] @arr()
target triple = "nvptx64-nvidia-cuda"

declare i32 @g(ptr) argmemonly nounwind
declare void @h() inaccessiblememonly
declare void @i() inaccessiblemem_or_argmemonly
declare { float, float } @pair(float)
declare [2 x float] @arr()

define void @f(i128, ptr %p) {
  store i128 %0, ptr %p
  ret void
}

define float @fm(float %x) {
  %r = call contract { float, float } @pair(float %x)
  %a = extractvalue { float, float } %r, 0
  %s = call fast [2 x float] @arr()
  %b = extractvalue [2 x float] %s, 1
  %c = fadd float %a, %b
  ret float %c
}
