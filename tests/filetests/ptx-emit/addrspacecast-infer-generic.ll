; InferAddressSpaces looks through an addrspacecast of a global pointer to the generic space:
; addresses computed from it stay global (ld.global/st.global through the GEPs, no cvta.global).
; Where the generic pointer itself is needed (passed to @use), it is converted at that use
; (cvta.global.u64), and a pointer of unknown space (%gen) keeps generic accesses.
; RUN: --emit ptx --sm 90
; CHECK: ld.param.b64 %rd{{[0-9]+}}, [f_param_2];
; CHECK-NOT: cvta
; CHECK: ld.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: st.global.b32 [%rd{{[0-9]+}}+4], %r{{[0-9]+}};
; CHECK: ld.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: st.global.b32 [%rd1], %r{{[0-9]+}};
; CHECK: cvta.global.u64
; CHECK: call.uni use,
target triple = "nvptx64-nvidia-cuda"
declare void @use(ptr)
define void @f(ptr addrspace(1) %p, i64 %i, ptr %gen) {
  %g = addrspacecast ptr addrspace(1) %p to ptr
  %q = getelementptr i32, ptr %g, i64 %i
  %v = load i32, ptr %q
  %r = getelementptr i32, ptr %q, i64 1
  store i32 %v, ptr %r
  %w = load i32, ptr %gen
  store i32 %w, ptr %g
  call void @use(ptr %g)
  ret void
}
