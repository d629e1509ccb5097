; Inline asm prints verbatim with $N replaced by its operands, outputs first, then inputs, as
; LLVM 22 prints it: an "r" input that is a constant is materialised in a register first, an
; "n" input is printed as the immediate, $$ is a dollar, and a braced block with its own .reg
; stays a block. Constraints l/h/f/d take %rd/%rs/%r/%rd registers, and c an i8 in %rs.
; RUN: --emit ptx
; CHECK: mov.u32 %r{{[0-9]+}}, %laneid;
; CHECK: {
; CHECK-NEXT: .reg .b32 t;
; CHECK-NEXT: mov.u32 t, 5;
; CHECK-NEXT: add.u32 %r{{[0-9]+}}, t, %r{{[0-9]+}};
; CHECK-NEXT: mov.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-NEXT: }
; CHECK: mov.b32 %r{{[0-9]+}}, 7;
; CHECK-NEXT: add.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: add.u16 %rs2, %rs1, %rs1;
; CHECK: neg.f32 %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: neg.f64 %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: membar.gl;
; CHECK-LABEL: .visible .entry k2(
; CHECK: ld.global.u8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK-NEXT: add.s16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 1;
; CHECK-NEXT: st.global.b8
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i64 %x, float %f, double %d, i16 %h) {
  %lane = call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"()
  %a = call { i32, i64 } asm sideeffect "{\0A\09.reg .b32 t;\0A\09mov.u32 t, $3;\0A\09add.u32 $0, t, $4;\0A\09mov.b64 $1, $2;\0A\09}", "=r,=l,l,n,r,~{memory}"(i64 %x, i32 5, i32 %lane)
  %a0 = extractvalue { i32, i64 } %a, 0
  %a1 = extractvalue { i32, i64 } %a, 1
  store i32 %a0, ptr %p
  %q = getelementptr i8, ptr %p, i64 8
  store i64 %a1, ptr %q
  %c = call i32 asm "add.u32 $0, $1, $2;", "=r,r,r"(i32 %lane, i32 7)
  %q5 = getelementptr i8, ptr %p, i64 40
  store i32 %c, ptr %q5
  %hh = call i16 asm "add.u16 $0, $1, $1;", "=h,h"(i16 %h)
  %q4 = getelementptr i8, ptr %p, i64 32
  store i16 %hh, ptr %q4
  %g = call float asm "neg.f32 $0, $1;", "=f,f"(float %f)
  %q2 = getelementptr i8, ptr %p, i64 16
  store float %g, ptr %q2
  %e = call double asm "neg.f64 $0, $1; // $$", "=d,d"(double %d)
  %q3 = getelementptr i8, ptr %p, i64 24
  store double %e, ptr %q3
  call void asm sideeffect "membar.gl;", "~{memory}"()
  ret void
}

define ptx_kernel void @k2(ptr %p) {
  %b = load i8, ptr %p, align 1
  %c = call i8 asm "add.s16 $0, $1, 1;", "=c,c"(i8 %b)
  store i8 %c, ptr %p, align 1
  ret void
}
