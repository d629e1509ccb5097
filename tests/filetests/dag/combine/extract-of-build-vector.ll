; extract_vector_elt of a BUILD_VECTOR with a constant lane is that lane's value: combine #1
; turns the two insertelements into a BUILD_VECTOR (insert-into-build-vector) and folds the
; extract of lane 1 to %t itself, so the store reads the parameter directly (LLVM 22: ld.param
; then st.global.b32, no vector built).
; (Before shuffle-of-build-vectors, a splat shufflevector of an insertelement also reached this
; rule in combine #3; it is now one BUILD_VECTOR from combine #1: shuffle-of-build-vectors.ll.)
; RUN: --emit dag --sm 100a
; CHECK-LABEL: === DAG combine #1 ===
; CHECK: ; insert-into-build-vector: {{t[0-9]+}}: insert_vector_elt -> {{t[0-9]+}}: BUILD_VECTOR
; CHECK: ; extract-of-build-vector: {{t[0-9]+}}: extract_vector_elt -> t3: NVPTXISD::LoadParam
; CHECK-LABEL: === DAG combine #3 ===
; CHECK-NOT: extract_vector_elt
; CHECK-NOT: BUILD_VECTOR
; CHECK: store<(store (f32) into %ir.p, addrspace 1, align 4)> {{t[0-9]+}}, t3, t1
define ptx_kernel void @k(ptr addrspace(1) %p, float %s, float %t) {
entry:
  %i = insertelement <2 x float> poison, float %s, i64 0
  %j = insertelement <2 x float> %i, float %t, i64 1
  %e = extractelement <2 x float> %j, i64 1
  store float %e, ptr addrspace(1) %p, align 4
  ret void
}
