; The call to vprintf is built as NVPTXISD::PrintCallUni (seed 000's PrintCall/PrintCallUni
; rows; seed 003 items 1.13 and 3.10) inside the ordinary .param call sequence: the format
; string and the argument buffer's address are two 64-bit scalar parameters, the int result a
; 4-byte return parameter. LLVM 22 itself has one NVPTXISD::CALL for every call; the PTX is its
; (call.uni, see ptx-emit/vprintf.ll). A call to another declared function stays a CALL.
; RUN: --emit dag
; CHECK-LABEL: k / bb.0
; CHECK: callseq_start
; CHECK: NVPTXISD::DeclareScalarParam<0, 64>
; CHECK: NVPTXISD::StoreParam<0, 0>
; CHECK: NVPTXISD::DeclareScalarParam<1, 64>
; CHECK: NVPTXISD::StoreParam<1, 0>
; CHECK: NVPTXISD::DeclareRetParam<4>
; CHECK: NVPTXISD::PrintCallUni<2> {{t[0-9]+}}, GlobalAddress:i64<@vprintf>
; CHECK: NVPTXISD::LoadRetParam<0>
; CHECK: callseq_end
; CHECK-NOT: NVPTXISD::PrintCall
; CHECK: NVPTXISD::CALL<1> {{t[0-9]+}}, GlobalAddress:i64<@other>
target triple = "nvptx64-nvidia-cuda"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

define ptx_kernel void @k(ptr %buf, i32 %n) {
  %r = call i32 @vprintf(ptr @.str, ptr %buf)
  call void @other(i32 %r)
  ret void
}

declare i32 @vprintf(ptr, ptr)
declare void @other(i32)
