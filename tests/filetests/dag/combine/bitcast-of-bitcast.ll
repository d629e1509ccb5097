; Combine #1 folds a bitcast of a bitcast (LLVM's visitBITCAST: fold (conv (conv x)) -> conv x,
; and x itself when the types round-trip), so the illegal <2 x i8> in the middle (the MLIR FP8
; conversions bitcast their i16 through it) never reaches type legalization; a round trip
; through another type becomes one bitcast (i32 -> <2 x i16> -> float is bitcast i32 to f32),
; which the store then takes apart (store-of-bitcast: the i32 is stored).
; LLVM 22 prints no instruction for the i16 round trip either. (The values are computed: a bitcast
; of a load is the load of the cast's type, bitcast-of-memory.ll.)
; RUN: --emit dag
; CHECK-LABEL: === DAG combine #1 ===
; CHECK: ; bitcast-of-bitcast: {{t[0-9]+}}: bitcast -> {{t[0-9]+}}: add
; CHECK: ; bitcast-of-bitcast: {{t[0-9]+}}: bitcast -> {{t[0-9]+}}: bitcast
; CHECK: ; store-of-bitcast: {{t[0-9]+}}: store -> {{t[0-9]+}}: store
; CHECK-LABEL: === Type legalization ===
; CHECK-NOT: v2i8
; CHECK-NOT: v2i16
; CHECK-NOT: f32 = bitcast
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %x0 = load i16, ptr addrspace(1) %p, align 2
  %x = add i16 %x0, 1
  %v = bitcast i16 %x to <2 x i8>
  %y = bitcast <2 x i8> %v to i16
  store i16 %y, ptr addrspace(1) %q, align 2
  %a = getelementptr i8, ptr addrspace(1) %p, i64 4
  %w0 = load i32, ptr addrspace(1) %a, align 4
  %w = add i32 %w0, 1
  %h = bitcast i32 %w to <2 x i16>
  %f = bitcast <2 x i16> %h to float
  %b = getelementptr i8, ptr addrspace(1) %q, i64 4
  store float %f, ptr addrspace(1) %b, align 4
  ret void
}
