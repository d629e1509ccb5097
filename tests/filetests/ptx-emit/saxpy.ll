; saxpy end to end in LLVM 22's layout: .param declarations (pointers as .u64 .ptr .align 1),
; .reg declarations per class, kernel pointers converted to global addresses (cvta.to.global) and
; accessed with ld.global/st.global, mad.lo and mul.wide folds, one predicated branch over the body.
; RUN: --emit ptx
; CHECK: .version {{[0-9]+\.[0-9]+}}
; CHECK-NEXT: .target sm_90
; CHECK-NEXT: .address_size 64
; CHECK-LABEL: .visible .entry saxpy(
; CHECK-NEXT: .param .u32 saxpy_param_0,
; CHECK-NEXT: .param .f32 saxpy_param_1,
; CHECK-NEXT: .param .u64 .ptr .align 1 saxpy_param_2,
; CHECK-NEXT: .param .u64 .ptr .align 1 saxpy_param_3
; CHECK: .reg .pred {{%p<2>}};
; CHECK-NEXT: .reg .b32 {{%r<[0-9]+>}};
; CHECK-NEXT: .reg .b64 {{%rd<[0-9]+>}};
; CHECK: ld.param.b32 {{%r[0-9]+}}, [saxpy_param_0];
; CHECK: ld.param.b64 {{%rd[0-9]+}}, [saxpy_param_2];
; CHECK-NEXT: cvta.to.global.u64 {{%rd[0-9]+}}, {{%rd[0-9]+}};
; CHECK: mov.u32 {{%r[0-9]+}}, %ctaid.x;
; CHECK: mad.lo.s32
; CHECK: setp.ge.s32 {{%p[0-9]+}},
; CHECK-NEXT: @{{%p[0-9]+}} bra $L__BB0_2;
; CHECK: mul.wide.s32 {{%rd[0-9]+}}, {{%r[0-9]+}}, 4;
; CHECK: ld.global.b32
; CHECK: fma.rn.f32
; CHECK: st.global.b32 [{{%rd[0-9]+}}], {{%r[0-9]+}};
; CHECK-NEXT: $L__BB0_2:
; CHECK-NEXT: ret;
; CHECK-NOT: mul.lo
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @saxpy(i32 %n, float %a, ptr readonly %x, ptr %y) {
entry:
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %ctaid, %ntid
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add i32 %mul, %tid
  %inrange = icmp slt i32 %i, %n
  br i1 %inrange, label %body, label %exit

body:
  %idx = sext i32 %i to i64
  %xp = getelementptr inbounds float, ptr %x, i64 %idx
  %xv = load float, ptr %xp, align 4
  %yp = getelementptr inbounds float, ptr %y, i64 %idx
  %yv = load float, ptr %yp, align 4
  %r = tail call float @llvm.fma.f32(float %a, float %xv, float %yv)
  store float %r, ptr %yp, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.fma.f32(float, float, float)
