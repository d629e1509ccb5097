; A kernel parameter of an odd width: llc-22 declares it `.param .u2`, which ptxas refuses; nvisel
; refuses it, saying so. A load or store whose bytes are not its container's (i17: 3 bytes, which
; LLVM splits into a b16 and a b8 access) is refused as not supported yet.
; RUN: --emit ptx --sm 80
; EXIT: 1
; ERR: {{.*}}error: Cannot select: parameter 1 of kernel @k is an i2: LLVM 22 declares it `.param .u2`, which ptxas refuses
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i2 %a) {
  store i2 %a, ptr %p
  ret void
}
