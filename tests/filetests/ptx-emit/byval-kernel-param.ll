; A byval struct parameter of a kernel is the .param byte array itself (NVPTXLowerArgs): loads
; through it read the param space, at the symbol plus a constant in the entry block and through
; mov.b64 of the symbol elsewhere (sunk into the block that reads it, as llc-22's MachineSink does); adjacent fields merge into ld.param.v2 (as LLVM 22 prints).
; RUN: --emit ptx
; CHECK: .param .align 8 .b8 k_param_0[24],
; CHECK: ld.param.b32 %r{{[0-9]+}}, [k_param_0+8];
; CHECK: mov.b64 %rd{{[0-9]+}}, k_param_0;
; CHECK: ld.param.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}+16];
; CHECK: ld.param.v2.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
target triple = "nvptx64-nvidia-cuda"

%struct.P = type { float, float, i32, i32, double }

define ptx_kernel void @k(ptr byval(%struct.P) align 8 %s, ptr %out) {
entry:
  %pn = getelementptr inbounds i8, ptr %s, i64 8
  %n = load i32, ptr %pn, align 8
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %body, label %exit

body:
  %a = load float, ptr %s, align 8
  %pb = getelementptr inbounds i8, ptr %s, i64 4
  %b = load float, ptr %pb, align 4
  %pd = getelementptr inbounds i8, ptr %s, i64 16
  %d = load double, ptr %pd, align 8
  %df = fptrunc double %d to float
  %ab = fadd float %a, %b
  %r = fadd float %ab, %df
  store float %r, ptr %out, align 4
  br label %exit

exit:
  ret void
}
