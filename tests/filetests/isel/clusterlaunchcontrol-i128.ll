; clusterlaunchcontrol: try_cancel writes the 16-byte response, query_cancel reads it back as an
; i128. As llc-22 -mcpu=sm_100 prints it: the i128 kernel parameter is a 16-byte array read with
; one ld.param.v2.b64, each query takes the two i64 halves and packs them into a .b128 register
; scoped to the instruction's own brace block.
; RUN: --emit ptx --sm 100
; CHECK: .param .align 16 .b8 k_param_1[16]
; CHECK: ld.param.v2.b64 {{.*}}, [k_param_1];
; CHECK-NEXT: {
; CHECK-NEXT: .reg .b128 %clc_handle;
; CHECK-NEXT: mov.b128 %clc_handle, {{.*}};
; CHECK-NEXT: clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 %p1, %clc_handle;
; CHECK-NEXT: }
; CHECK: mov.b128 %clc_handle, {{.*}};
; CHECK-NEXT: clusterlaunchcontrol.query_cancel.get_first_ctaid::x.b32.b128 %r2, %clc_handle;
; CHECK: clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [{{%rd[0-9]+}}], [{{%rd[0-9]+}}];
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i128)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x(i128)
declare void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared(ptr addrspace(3), ptr addrspace(3))

define ptx_kernel void @k(ptr addrspace(1) %out, i128 %r, ptr addrspace(3) %resp, ptr addrspace(3) %mbar) {
  %c = call i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i128 %r)
  %z = zext i1 %c to i32
  store i32 %z, ptr addrspace(1) %out, align 16
  %p = getelementptr i8, ptr addrspace(1) %out, i64 16
  %x = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x(i128 %r)
  store i32 %x, ptr addrspace(1) %p, align 16
  call void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared(ptr addrspace(3) %resp, ptr addrspace(3) %mbar)
  ret void
}
