; A device-function call goes through the .param call sequence (seed 003, 3.22), glued together;
; an i16 argument is declared as a 32-bit scalar slot and widened (3.25).
; RUN: --emit dag
; CHECK-LABEL: k / entry
; CHECK: callseq_start
; CHECK: NVPTXISD::DeclareScalarParam<0, 32>
; CHECK: any_extend
; CHECK: NVPTXISD::StoreParam<0, 0>
; CHECK: NVPTXISD::DeclareRetParam<4>
; CHECK: NVPTXISD::CALL<1> {{t[0-9]+}}, GlobalAddress:i64<@twice>
; CHECK: NVPTXISD::LoadRetParam<0>
; CHECK: callseq_end
; CHECK: store
define internal i32 @twice(i16 %x) {
  %w = sext i16 %x to i32
  %r = shl i32 %w, 1
  ret i32 %r
}

define ptx_kernel void @k(ptr %out, i16 %v) {
entry:
  %r = call i32 @twice(i16 %v)
  store i32 %r, ptr %out, align 4
  ret void
}
