; Vectors of every shape the type and operation legalizers handle, on one SM: packed v4i8 and
; v2i16 arithmetic goes lane by lane (LLVM NVPTX has only logic on packed bytes, and i16x2
; add needs PTX 8.0), v2i8 scalarizes then promotes, v16i8 and v8i32 split, <3 x i8> scalarizes,
; v2f16 fdiv goes lane by lane and each lane is promoted to f32, a v4f16 shuffle splits into
; v2f16 halves rebuilt lane by lane. tests/tests/dag_legalize.rs checks the result is legal.
; RUN: --emit dag --sm 90
; CHECK-LABEL: === Type legalization ===
; CHECK: ; legalize-types.scalarize: {{t[0-9]+}}: mul v2i8 -> 2 x i8
; CHECK: ; legalize-types.split: {{t[0-9]+}}: udiv v16i8 -> 2 x v8i8
; CHECK: ; legalize-types.split: {{t[0-9]+}}: add v8i32 -> 2 x v4i32
; CHECK: ; legalize-types.scalarize: {{t[0-9]+}}: add v3i8 -> 3 x i8
; CHECK: ; legalize-types.split: {{t[0-9]+}}: vector_shuffle v4f16 -> 2 x v2f16
; CHECK: ; legalize-types.promote: {{t[0-9]+}}: mul i8 -> i16
; CHECK-LABEL: === Operation legalization ===
; CHECK: ; legalize-ops.expand: {{t[0-9]+}}: add v4i8 -> lane by lane + BUILD_VECTOR
; CHECK: ; legalize-ops.expand: {{t[0-9]+}}: sdiv v2i16 -> lane by lane + BUILD_VECTOR
; CHECK: ; legalize-ops.expand: {{t[0-9]+}}: fdiv v2f16 -> lane by lane + BUILD_VECTOR
; CHECK: ; legalize-ops.promote: {{t[0-9]+}}: fdiv f16 -> fp_extend, f32 op, fp_round
; CHECK-LABEL: === DAG combine #3 ===
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %a = load <4 x i8>, ptr addrspace(1) %p, align 4
  %a2 = add <4 x i8> %a, %a
  store <4 x i8> %a2, ptr addrspace(1) %q, align 4
  %b = load <2 x i8>, ptr addrspace(1) %p, align 2
  %b2 = mul <2 x i8> %b, %b
  store <2 x i8> %b2, ptr addrspace(1) %q, align 2
  %c = load <16 x i8>, ptr addrspace(1) %p, align 16
  %c2 = udiv <16 x i8> %c, %c
  store <16 x i8> %c2, ptr addrspace(1) %q, align 16
  %d = load <8 x i32>, ptr addrspace(1) %p, align 32
  %d2 = add <8 x i32> %d, %d
  store <8 x i32> %d2, ptr addrspace(1) %q, align 32
  %e = load <3 x i8>, ptr addrspace(1) %p, align 4
  %e2 = add <3 x i8> %e, %e
  store <3 x i8> %e2, ptr addrspace(1) %q, align 4
  %f = load <2 x i16>, ptr addrspace(1) %p, align 4
  %f2 = sdiv <2 x i16> %f, %f
  store <2 x i16> %f2, ptr addrspace(1) %q, align 4
  %g = load <2 x half>, ptr addrspace(1) %p, align 4
  %g2 = fdiv <2 x half> %g, %g
  store <2 x half> %g2, ptr addrspace(1) %q, align 4
  %h = load <4 x half>, ptr addrspace(1) %p, align 8
  %h2 = shufflevector <4 x half> %h, <4 x half> %h, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x half> %h2, ptr addrspace(1) %q, align 8
  ret void
}
