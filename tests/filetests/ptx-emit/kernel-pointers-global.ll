; Kernel pointer parameters point to global memory (NVPTXLowerArgs: cvta.to.global once each),
; addresses derived from them by getelementptr and loop phis stay global (InferAddressSpaces:
; ld.global/st.global), a load reaching only a noalias readonly parameter takes the non-coherent
; path (ld.global.nc), and a global address used as an ordinary pointer (stored) is converted
; back with cvta.global at that use, as LLVM 22 emits them at -O1 and above.
; RUN: --emit ptx
; CHECK: ld.param.b64 %rd{{[0-9]+}}, [k_param_0];
; CHECK-NEXT: cvta.to.global.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: ld.global.nc.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: ld.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: st.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: cvta.global.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-NEXT: st.global.b64 [%rd{{[0-9]+}}+8], %rd{{[0-9]+}};
; CHECK-NOT: ld.b32
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr noalias readonly %in, ptr %out, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %p = phi ptr [ %out, %entry ], [ %p1, %loop ]
  %a = getelementptr inbounds i32, ptr %in, i32 %i
  %x = load i32, ptr %a, align 4
  %y = load i32, ptr %p, align 4
  %s = add i32 %x, %y
  store i32 %s, ptr %p, align 4
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit

exit:
  %slot = getelementptr inbounds i8, ptr %out, i64 8
  store ptr %p1, ptr %slot, align 8
  ret void
}
