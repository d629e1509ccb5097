; What the PTX printer writes around the instructions, in LLVM 22's layout (checked against
; llc -mcpu=sm_80): the header (.version of the SM's default PTX, .target, .address_size); a
; global with an initializer whose trailing zero bytes are left to the zero fill; an internal
; .shared array only one function uses declared in that function after its .reg lines (LLVM's
; AsmPrinter demotes it); kernel parameters (.ptr with the pointer's state space); one .reg line per class in use
; as %x<N+1>; block labels $L__BB<f>_<b> only where a branch lands; predicated branches @%p / @!%p.
; RUN: --emit ptx --sm 80
; CHECK: .version 7.0
; CHECK-NEXT: .target sm_80
; CHECK-NEXT: .address_size 64
; CHECK-EMPTY:
; CHECK-NEXT: .global .align 4 .b8 table[16] = {1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 5};
; CHECK: .visible .entry k(
; CHECK-NEXT: .param .u64 .ptr .global .align 1 k_param_0,
; CHECK-NEXT: .param .f32 k_param_1,
; CHECK-NEXT: .param .u32 k_param_2
; CHECK-NEXT: )
; CHECK-NEXT: {
; CHECK-NEXT: .reg .pred %p<{{[0-9]+}}>;
; CHECK-NEXT: .reg .b32 %r<{{[0-9]+}}>;
; CHECK-NEXT: .reg .b64 %rd<{{[0-9]+}}>;
; CHECK-NEXT: .shared .align 4 .b8 tile[256];
; CHECK-NOT: $L__BB0_0:
; CHECK: bar.sync 0;
; CHECK: setp.{{[a-z]+}}.{{[sb]}}32 %p1, %r2, 0;
; CHECK: @%p1 bra $L__BB0_2;
; CHECK: $L__BB0_1:
; CHECK: ld.global.b32
; CHECK: ld.shared.b32
; CHECK: @{{!?}}%p2 bra $L__BB0_1;
; CHECK: $L__BB0_2:
; CHECK-NEXT: st.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-NEXT: ret;
; CHECK-NEXT: }
target triple = "nvptx64-nvidia-cuda"

@table = internal addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 5], align 4
@tile = internal addrspace(3) global [64 x float] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %out, float %scale, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sp = getelementptr [64 x float], ptr addrspace(3) @tile, i32 0, i32 %tid
  store float %scale, ptr addrspace(3) %sp, align 4
  call void @llvm.nvvm.barrier0()
  %empty = icmp eq i32 %n, 0
  br i1 %empty, label %exit, label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %k = and i32 %i, 3
  %tp = getelementptr [4 x i32], ptr addrspace(1) @table, i32 0, i32 %k
  %t = load i32, ptr addrspace(1) %tp, align 4
  %tf = sitofp i32 %t to float
  %v = load float, ptr addrspace(3) %sp, align 4
  %m = fmul float %v, %tf
  %acc.next = fadd float %acc, %m
  %i.next = add nuw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %r = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
