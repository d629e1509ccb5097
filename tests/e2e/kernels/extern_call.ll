; A kernel that calls a function with no body here: the LLVM side prints complete PTX, and the
; ptxas side refuses the call (separate compilation is not supported yet) on its PTX line.
target triple = "nvptx64-nvidia-cuda"

declare void @sink(i32)

define ptx_kernel void @calls_extern(i32 %n) {
  %m = mul i32 %n, 3
  call void @sink(i32 %m)
  ret void
}
