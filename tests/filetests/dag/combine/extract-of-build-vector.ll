; extract_vector_elt of a BUILD_VECTOR with a constant lane is that lane's value: combine #1
; turns the insertelement into poison into a BUILD_VECTOR (insert-into-build-vector), operation
; legalization expands the splat shufflevector of an f32x2 (sm_100a) into an extract + BUILD_VECTOR,
; and combine #3 folds the extract, leaving one BUILD_VECTOR of the scalar twice (LLVM 22:
; mov.b64 %rd, {%r1, %r1}).
; RUN: --emit dag --sm 100a
; CHECK-LABEL: === DAG combine #1 ===
; CHECK: ; insert-into-build-vector: {{t[0-9]+}}: insert_vector_elt -> {{t[0-9]+}}: BUILD_VECTOR
; CHECK-LABEL: === Operation legalization ===
; CHECK: f32 = extract_vector_elt {{t[0-9]+}}, Constant:i64<0>
; CHECK-LABEL: === DAG combine #3 ===
; CHECK-NOT: extract_vector_elt
; CHECK: v2f32 = BUILD_VECTOR t2, t2
; CHECK: ; extract-of-build-vector: {{t[0-9]+}}: extract_vector_elt -> t2: NVPTXISD::LoadParam
define ptx_kernel void @k(ptr addrspace(1) %p, float %s) {
entry:
  %a = load <2 x float>, ptr addrspace(1) %p, align 8
  %i = insertelement <2 x float> poison, float %s, i64 0
  %sp = shufflevector <2 x float> %i, <2 x float> poison, <2 x i32> zeroinitializer
  %m = fmul <2 x float> %a, %sp
  store <2 x float> %m, ptr addrspace(1) %p, align 8
  ret void
}
