; A store of i17 writes 3 bytes (LLVM 22 splits it into st.b16 and st.b8); not supported yet, and
; said so at the store.
; RUN: --emit ptx --sm 80
; EXIT: 1
; ERR: {{.*}}odd-width-3-byte-store.ll:9:3: error: SelectionDAG build: a load or store of i17 (3 bytes, split by LLVM) is not supported yet
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, i17 %a) {
  store i17 %a, ptr %p
  ret void
}
