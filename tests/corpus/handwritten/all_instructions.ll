; Hand-written: every instruction form the front end reads that clang's output in ../llvm does
; not happen to contain. LLVM 22 accepts it as written.
source_filename = "all_instructions.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.pair = type { i32, float }
%struct.packed = type <{ i8, i32 }>
%struct.opaque = type opaque

@table = internal addrspace(1) global [2 x %struct.pair] [%struct.pair { i32 1, float 5.000000e-01 }, %struct.pair zeroinitializer], align 8
@bytes = private unnamed_addr addrspace(4) constant [6 x i8] c"a\22b\0A\00\FF", section ".nv.constant", align 1
@pk = internal addrspace(3) global %struct.packed <{ i8 7, i32 -1 }>, align 1
@addr = internal global i64 ptrtoint (ptr addrspace(1) @table to i64), align 8
@ext = external addrspace(1) global [0 x i32], align 4
@splat = internal global <4 x i32> splat (i32 3)

define internal i32 @callee(i32 %a, ...) #0 {
entry:
  ret i32 %a
}

define ptx_kernel void @kernel(ptr addrspace(1) noalias align 16 dereferenceable(64) %p, ptr %fp, i32 %n, <4 x float> %v, i1 %c) #1 {
entry:
  %local = alloca [4 x i32], i32 2, align 16, addrspace(5)
  %f = freeze i32 %n
  %fn = fneg nnan ninf float 1.500000e+00
  %fr = frem arcp float %fn, 3.000000e+00
  %sel = select fast i1 %c, float %fn, float %fr
  %d = or disjoint i32 %f, 1
  %t = trunc nuw nsw i32 %d to i8
  %u = uitofp nneg i32 %f to double
  %ss = icmp samesign ult i32 %f, %d
  %ue = fcmp uno double %u, 0.000000e+00
  %x = xor i1 %ss, %ue
  %e = extractelement <4 x float> %v, i64 2
  %ins = insertelement <4 x float> %v, float %sel, i32 0
  %sh = shufflevector <4 x float> %v, <4 x float> %ins, <4 x i32> <i32 0, i32 5, i32 poison, i32 3>
  %agg0 = insertvalue %struct.pair poison, i32 %f, 0
  %agg = insertvalue %struct.pair %agg0, float %e, 1
  %a1 = extractvalue %struct.pair %agg, 1
  %g = getelementptr nusw [4 x i32], ptr addrspace(5) %local, i64 1, i64 3
  %vg = getelementptr i32, ptr addrspace(1) %p, <2 x i64> <i64 0, i64 1>
  %lv = load atomic i32, ptr addrspace(1) %p syncscope("block") acquire, align 4
  store atomic i32 %lv, ptr addrspace(1) %p syncscope("device") release, align 4
  %vol = load volatile i32, ptr addrspace(5) %g, align 4, !range !3, !noundef !5
  store volatile i8 %t, ptr addrspace(3) @pk, align 1
  %cx = cmpxchg weak volatile ptr addrspace(1) %p, i32 %lv, i32 %vol syncscope("block") acq_rel monotonic, align 4
  %ok = extractvalue { i32, i1 } %cx, 1
  %r1 = atomicrmw xchg ptr addrspace(1) %p, i32 1 seq_cst, align 4
  %r2 = atomicrmw umax ptr addrspace(1) %p, i32 %r1 syncscope("block") monotonic, align 4
  %r3 = atomicrmw fadd ptr %fp, float %sel acq_rel, align 4
  %r4 = atomicrmw uinc_wrap ptr addrspace(1) %p, i32 9 monotonic, align 4
  fence syncscope("block") acq_rel
  fence seq_cst
  %vc = call i32 (i32, ...) @callee(i32 %r2, double %u, float %r3)
  %ind = notail call fast float %fp(float %a1, i32 %r4) #2
  %asm = call i32 asm sideeffect "add.s32 $0, $1, $2;", "=r,r,r"(i32 %vc, i32 %r4)
  %ld = load <2 x half>, ptr %fp, align 4
  %hx = fadd <2 x half> %ld, <half 0xH3C00, half 0xH7C00>
  %bf = fptrunc float %a1 to bfloat
  %sw = add i32 %asm, %vc
  switch i32 %sw, label %default [
    i32 0, label %loop
    i32 7, label %exit
  ]

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi fast float [ 0.000000e+00, %entry ], [ %acc.next, %loop ]
  %acc.next = fadd fast float %acc, 1.000000e+00
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0

default:
  %pi = ptrtoint ptr %fp to i64
  %ip = inttoptr i64 %pi to ptr addrspace(1)
  %asc = addrspacecast ptr addrspace(1) %ip to ptr
  %bc = bitcast <4 x float> %sh to <2 x double>
  br i1 %ok, label %exit, label %dead

dead:
  unreachable

exit:
  ret void
}

declare float @llvm.nvvm.fmax.f(float, float) #3

attributes #0 = { noinline nounwind }
attributes #1 = { convergent nounwind "nvvm.maxntid"="128" "target-cpu"="sm_90" }
attributes #2 = { nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!4}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.count", i32 4}
!3 = !{i32 0, i32 1024}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{}
