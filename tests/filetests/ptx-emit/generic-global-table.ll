; A constant table in the generic address space (a switch lookup table) is moved to .global
; (NVPTXGenericToNVVM): its name loses the dots PTX forbids ("." -> "_$_", as LLVM 22's
; NVPTXAssignValidGlobalNames does), the initializer leaves out trailing zero bytes, a load
; through it reads .global with the non-coherent path (a constant variable, canLowerToLDG), and
; where its address is used as a generic pointer (stored) it is converted with cvta.global.
; RUN: --emit ptx
; CHECK: .global .align 4 .b8 switch_$_table_$_k[16] = {11, 0, 0, 0, 23, 0, 0, 0, 5};
; CHECK-LABEL: .visible .entry k(
; CHECK: mov.b64 %rd{{[0-9]+}}, switch_$_table_$_k;
; CHECK-NOT: cvta.global
; CHECK: ld.global.nc.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK-LABEL: .visible .entry k2(
; CHECK: mov.b64 %rd{{[0-9]+}}, switch_$_table_$_k;
; CHECK-NEXT: cvta.global.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-NEXT: st.global.b64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
target triple = "nvptx64-nvidia-cuda"

@switch.table.k = private unnamed_addr constant [4 x i32] [i32 11, i32 23, i32 5, i32 0], align 4

define ptx_kernel void @k(ptr %out, i64 %i) {
  %p = getelementptr inbounds i32, ptr @switch.table.k, i64 %i
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %out, align 4
  ret void
}

define ptx_kernel void @k2(ptr %out) {
  store ptr @switch.table.k, ptr %out, align 8
  ret void
}
