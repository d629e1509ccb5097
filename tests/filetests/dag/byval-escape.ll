; A byval parameter whose address escapes (here: stored to memory) would need a local copy or a
; generic cvta.param address; it is a positioned error, never wrong PTX.
; RUN: --emit dag
; EXIT: 1
; ERR: byval-escape.ll:12:3: error: SelectionDAG build: byval parameter 0 of kernel @k whose address escapes (through 'store') is not supported yet
; CHECK-NOT: {{.}}
target triple = "nvptx64-nvidia-cuda"

%struct.P = type { float, i32 }

define ptx_kernel void @k(ptr byval(%struct.P) align 4 %s, ptr %out) {
  store ptr %s, ptr %out, align 8
  ret void
}
