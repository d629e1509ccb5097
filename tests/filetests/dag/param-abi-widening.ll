; The .param ABI's scalar widening (seed 003, 3.22-3.25) in the DAG build. Arguments: i8, i1 and
; i16 are declared as 32-bit scalar slots and any-extended to i32 before StoreParam; float is a
; 32-bit slot stored as it is; half is a 2-byte array (DeclareParam<i, 2, 2>, LLVM 22's
; `.param .align 2 .b8 param1[2]`, not the seed table's b32); i64 and double are 64-bit slots.
; Returns: an i8 return comes back through a 4-byte slot (DeclareRetParam<4>) read as i32 and
; truncated; half keeps its 2 bytes in an aligned array (DeclareRetParam<2, 2>). The callee any-extends its i8 result before StoreRetval. Each call is one
; callseq_start/callseq_end bracket with its own number, glued through the declarations and stores.
; (-O 0: kernel pointers stay generic, without NVPTXLowerArgs' cvta.to.global, so the
; checks see the generic accesses and node numbers they were written against.)
; RUN: --emit dag -O 0
; CHECK-LABEL: === SelectionDAG build ===
; CHECK-LABEL: f / bb.0
; CHECK: i8 = add
; CHECK-NEXT: i32 = any_extend
; CHECK-NEXT: NVPTXISD::StoreRetval<0> t0, {{t[0-9]+}}
; CHECK-LABEL: g / bb.0
; CHECK: f16,ch = NVPTXISD::LoadParam
; CHECK-NEXT: NVPTXISD::StoreRetval<0> t0, t1
; CHECK-LABEL: k / entry
; CHECK: i8,ch = NVPTXISD::LoadParam<(load (i8) from %ir.k_param_1
; CHECK: callseq_start t0, TargetConstant:i32<0>
; CHECK-NEXT: NVPTXISD::DeclareScalarParam<0, 32>
; CHECK-NEXT: i32 = any_extend t2
; CHECK-NEXT: NVPTXISD::StoreParam<0, 0>
; CHECK-NEXT: NVPTXISD::DeclareParam<1, 2, 2>
; CHECK-NEXT: NVPTXISD::StoreParam<1, 0> {{t[0-9]+}}, t3,
; CHECK-NEXT: NVPTXISD::DeclareScalarParam<2, 32>
; CHECK-NEXT: NVPTXISD::StoreParam<2, 0> {{t[0-9]+}}, t4,
; CHECK-NEXT: NVPTXISD::DeclareScalarParam<3, 32>
; CHECK-NEXT: i32 = any_extend Constant:i1<-1>
; CHECK-NEXT: NVPTXISD::StoreParam<3, 0>
; CHECK-NEXT: NVPTXISD::DeclareScalarParam<4, 32>
; CHECK-NEXT: i32 = any_extend t5
; CHECK-NEXT: NVPTXISD::StoreParam<4, 0>
; CHECK-NEXT: NVPTXISD::DeclareScalarParam<5, 64>
; CHECK-NEXT: NVPTXISD::StoreParam<5, 0> {{t[0-9]+}}, t6,
; CHECK-NEXT: NVPTXISD::DeclareScalarParam<6, 64>
; CHECK-NEXT: NVPTXISD::StoreParam<6, 0> {{t[0-9]+}}, t7,
; CHECK-NEXT: NVPTXISD::DeclareRetParam<4>
; CHECK-NEXT: NVPTXISD::CALL<7> {{t[0-9]+}}, GlobalAddress:i64<@f>
; CHECK-NEXT: i32,ch,glue = NVPTXISD::LoadRetParam<0>
; CHECK-NEXT: i8 = truncate
; CHECK-NEXT: callseq_end {{t[0-9]+}}:1, TargetConstant:i32<0>
; CHECK: callseq_start {{t[0-9]+}}, TargetConstant:i32<1>
; CHECK-NEXT: NVPTXISD::DeclareParam<0, 2, 2>
; CHECK-NEXT: NVPTXISD::StoreParam<0, 0> {{t[0-9]+}}, t3,
; CHECK-NEXT: NVPTXISD::DeclareRetParam<2, 2>
; CHECK-NEXT: NVPTXISD::CALL<1> {{t[0-9]+}}, GlobalAddress:i64<@g>
; CHECK-NEXT: f16,ch,glue = NVPTXISD::LoadRetParam<0>
; CHECK-NEXT: callseq_end {{t[0-9]+}}:1, TargetConstant:i32<1>
; CHECK-LABEL: === Type legalization ===
; CHECK-LABEL: k / entry
; CHECK: i16,ch = NVPTXISD::LoadParam<(load (i8) from %ir.k_param_1, addrspace 101, align 1), anyext> t0
; CHECK: ; legalize-types.promote: t2: NVPTXISD::LoadParam i8 -> i16
target triple = "nvptx64-nvidia-cuda"

define internal i8 @f(i8 %a, half %h, float %x, i1 %b, i16 %s, i64 %l, double %d) noinline {
  %e = zext i1 %b to i8
  %r = add i8 %a, %e
  ret i8 %r
}

define internal half @g(half %h) noinline {
  ret half %h
}

define ptx_kernel void @k(ptr %out, i8 %a, half %h, float %x, i16 %s, i64 %l, double %d) {
entry:
  %r = call i8 @f(i8 %a, half %h, float %x, i1 true, i16 %s, i64 %l, double %d)
  store i8 %r, ptr %out, align 1
  %q = call half @g(half %h)
  %o2 = getelementptr i8, ptr %out, i64 2
  store half %q, ptr %o2, align 2
  ret void
}
