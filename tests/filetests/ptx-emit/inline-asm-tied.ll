; Inline asm with tied inputs (a matching constraint "N": the input shares output N's register),
; as the MLIR WGMMA lowering emits for its accumulators. As LLVM 22 does (its
; TwoAddressInstruction pass inserts a COPY), the tied input is moved into the output's register
; just before the asm (a constant straight in), and the input's $k prints that register.
; `llc-22 -march=nvptx64 -mcpu=sm_90a` prints `mov.b32 %r1, 7;` then `add.s32 %r1, %r1, %r2;`.
; At -O0 (the selector's output, no machine optimisation): at -O3 the register coalescer merges
; the copy of %f, which the asm reads as another input and nothing reads after it.
; RUN: --emit ptx --sm 90a -O0
; CHECK-LABEL: .visible .func k(
; CHECK: ld.param.b32 %r1, [k_param_1];
; CHECK-NEXT: ld.param.b32 %r2, [k_param_2];
; CHECK-NEXT: mov.b32 %r3, 7;
; CHECK-NEXT: add.s32 %r3, %r3, %r1;
; CHECK-NEXT: st.b32 [%rd1], %r3;
; CHECK-NEXT: mov.b32 %r4, %r2;
; CHECK-NEXT: mov.b32 %r5, 0f40000000;
; CHECK-NEXT: fma.rn.f32 %r4, %r4, %r5, %r2;
; CHECK-NEXT: st.b32 [%rd1+16], %r4;
; CHECK-NEXT: st.b32 [%rd1+20], %r5;
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p, i32 %a, float %f) {
  %r = call i32 asm "add.s32 $0, $0, $1;", "=r,r,0"(i32 %a, i32 7)
  store i32 %r, ptr %p
  %s = call { float, float } asm "fma.rn.f32 $0, $2, $3, $4;", "=f,=f,0,1,f"(float %f, float 2.0, float %f)
  %s0 = extractvalue { float, float } %s, 0
  %s1 = extractvalue { float, float } %s, 1
  %q = getelementptr float, ptr %p, i32 4
  store float %s0, ptr %q
  %q2 = getelementptr float, ptr %p, i32 5
  store float %s1, ptr %q2
  ret void
}
