; A shufflevector of vectors built lane by lane is the BUILD_VECTOR of the lanes it picks
; (DAGCombiner's combineShuffleOfScalars), in combine #1: the splat of an insertelement into
; poison becomes BUILD_VECTOR %s, %s before legalization, one mov.b64 {%r1, %r1} at sm_100a
; (LLVM 22 prints the same).
; RUN: --emit dag --sm 100a
; CHECK-LABEL: === DAG combine #1 ===
; CHECK: ; insert-into-build-vector: {{t[0-9]+}}: insert_vector_elt -> {{t[0-9]+}}: BUILD_VECTOR
; CHECK: ; shuffle-of-build-vectors: {{t[0-9]+}}: vector_shuffle -> {{t[0-9]+}}: BUILD_VECTOR
; CHECK-LABEL: === DAG combine #3 ===
; CHECK-NOT: vector_shuffle
; CHECK-NOT: extract_vector_elt
; CHECK: v2f32 = BUILD_VECTOR t2, t2
define ptx_kernel void @k(ptr addrspace(1) %p, float %s) {
entry:
  %a = load <2 x float>, ptr addrspace(1) %p, align 8
  %i = insertelement <2 x float> poison, float %s, i64 0
  %sp = shufflevector <2 x float> %i, <2 x float> poison, <2 x i32> zeroinitializer
  %m = fmul <2 x float> %a, %sp
  store <2 x float> %m, ptr addrspace(1) %p, align 8
  ret void
}
