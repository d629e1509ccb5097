; Kernel parameters as LLVM 22 declares them: i1 and i8 are `.param .u8` read with ld.param.b8
; (the i1 then tested), an i128 and a <4 x float> are byte arrays read as ld.param.v2.b64 /
; ld.param.v4.b32, a <4 x i8> a 4-byte array read as one b32. (Each is stored to its own place:
; stores to one address would leave only the last, as LLVM 22's combiner drops overwritten stores.)
; RUN: --emit ptx --sm 90
; CHECK: .param .u8 k_param_0,
; CHECK-NEXT: .param .u8 k_param_1,
; CHECK-NEXT: .param .align 16 .b8 k_param_2[16],
; CHECK-NEXT: .param .align 16 .b8 k_param_3[16],
; CHECK-NEXT: .param .align 4 .b8 k_param_4[4],
; CHECK: ld.param.b32 %r{{[0-9]+}}, [k_param_4];
; CHECK: ld.param.b8 %rs{{[0-9]+}}, [k_param_0];
; CHECK: ld.param.b8 %rs{{[0-9]+}}, [k_param_1];
; CHECK: ld.param.v2.b64 {%rd{{[0-9]+}}, %rd{{[0-9]+}}}, [k_param_2];
; CHECK: ld.param.v4.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [k_param_3];
define ptx_kernel void @k(i1 %c, i8 %b, i128 %w, <4 x float> %v, <4 x i8> %q, ptr addrspace(1) %out) {
entry:
  %s = select i1 %c, i8 %b, i8 1
  store i8 %s, ptr addrspace(1) %out
  %o1 = getelementptr i8, ptr addrspace(1) %out, i64 16
  store i128 %w, ptr addrspace(1) %o1
  %o2 = getelementptr i8, ptr addrspace(1) %out, i64 32
  store <4 x float> %v, ptr addrspace(1) %o2
  %o3 = getelementptr i8, ptr addrspace(1) %out, i64 48
  store <4 x i8> %q, ptr addrspace(1) %o3
  ret void
}
