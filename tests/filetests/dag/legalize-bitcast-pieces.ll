; A bitcast whose one side has no register class is taken apart (compiler/src/dag/legalize_types/
; bitcast.rs; LLVM's ScalarizeVecRes_BITCAST, SplitVecOp_BITCAST, ExpandRes_BITCAST): the pieces
; (lanes, or an i128's halves) as integers, re-cut little-endian into the other side's lanes.
; <2 x float> -> i64 at sm_90 (v2f32 is scalarized there): the two f32 lanes as i32, joined
; (zero-extend, shift by 32, or); double -> <2 x i32>: the i64 bits cut (srl 32, truncate);
; <2 x i64> -> i128: the lanes are the halves, nothing to do (st.global.v2.b64 of the halves). The
; values are computed: a bitcast of a load or into a store moves into the access (bitcast-of-memory.ll).
; RUN: --emit dag --sm 90
; CHECK-LABEL: === Type legalization ===
; CHECK: ; legalize-types.scalarize: {{t[0-9]+}}: bitcast v2f32 -> 2 x f32
; CHECK: ; legalize-types.scalarize: {{t[0-9]+}}: bitcast v2i32 -> 2 x i32
; CHECK: ; legalize-types.expand: {{t[0-9]+}}: bitcast i128 -> 2 x i64
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %a0 = load <2 x float>, ptr addrspace(1) %p, align 8
  %a = fadd <2 x float> %a0, %a0
  %i = bitcast <2 x float> %a to i64
  %i1 = add i64 %i, 1
  %q1 = getelementptr i8, ptr addrspace(1) %p, i64 8
  store i64 %i1, ptr addrspace(1) %q1, align 8
  %q2 = getelementptr i8, ptr addrspace(1) %p, i64 16
  %d0 = load double, ptr addrspace(1) %q2, align 8
  %d = fadd double %d0, %d0
  %v = bitcast double %d to <2 x i32>
  %x = extractelement <2 x i32> %v, i32 0
  %y = extractelement <2 x i32> %v, i32 1
  %s = add i32 %x, %y
  store i32 %s, ptr addrspace(1) %q2, align 4
  %q3 = getelementptr i8, ptr addrspace(1) %p, i64 32
  %w0 = load <2 x i64>, ptr addrspace(1) %q3, align 16
  %w = add <2 x i64> %w0, %w0
  %t = bitcast <2 x i64> %w to i128
  %t1 = or i128 %t, 1
  %q4 = getelementptr i8, ptr addrspace(1) %p, i64 48
  store i128 %t1, ptr addrspace(1) %q4, align 16
  ret void
}
