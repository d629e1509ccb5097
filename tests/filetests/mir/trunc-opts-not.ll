; nvptx-trunc-opts ("Optimize redundant ANDb16ri instrunctions", the seed's typo) finds no
; `and.b16 x, 0xFFFF` here: the DAG combiner already drops the mask of a zero-extending byte
; load, and an i16 AND with a real mask stays. Its firing is a unit test (mir::passes::peephole).
; RUN: --emit mir
; CHECK: # After Optimize redundant ANDb16ri instrunctions (nvptx-trunc-opts): no change
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %v = load i16, ptr addrspace(1) %in
  %m = and i16 %v, 4095
  %w = mul i16 %m, %v
  store i16 %w, ptr addrspace(1) %out
  ret void
}
