; Hand-written: inputs the seed contract (section 1) says the front end accepts: kernel
; parameters in the param space (addrspace 101), every NVPTX address space, globals in addrspace 0,
; names PTX cannot spell, alloca outside the entry block, vprintf, inline asm with immediate and
; tied constraints and !srcloc, constrained-FP intrinsics, and per-function FP attributes.
source_filename = "seed_contract_inputs.ll"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = global i32 0, align 4
@"a$b" = internal addrspace(1) global i32 1, align 4
@"caf\C3\A9" = internal addrspace(3) global [8 x i32] poison, align 4
@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

define ptx_kernel void @params(ptr addrspace(101) %pp, ptr addrspace(1) %gp, ptr addrspace(4) %cp, ptr addrspace(7) %cl, i32 %n) #0 {
entry:
  %v = load i32, ptr addrspace(101) %pp, align 4
  %c = load i32, ptr addrspace(4) %cp, align 4
  %s = load i32, ptr addrspace(3) @"caf\C3\A9", align 4
  %k = load i32, ptr addrspace(7) %cl, align 4
  %sum = add i32 %v, %c
  %sum2 = add i32 %sum, %s
  %sum3 = add i32 %sum2, %k
  store i32 %sum3, ptr addrspace(1) %gp, align 4
  store i32 %sum3, ptr @g, align 4
  store i32 %sum3, ptr addrspace(1) @"a$b", align 4
  %more = icmp sgt i32 %n, 0
  br i1 %more, label %loop, label %done

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %buf = alloca [4 x i32], align 4, addrspace(5)
  store i32 %i, ptr addrspace(5) %buf, align 4
  %i.next = add i32 %i, 1
  %again = icmp slt i32 %i.next, %n
  br i1 %again, label %loop, label %done

done:
  %args = alloca i32, align 4
  store i32 %sum3, ptr %args, align 4
  %r = call i32 @vprintf(ptr @fmt, ptr %args)
  %tied = call i32 asm "add.s32 $0, $0, $1;", "=r,i,0"(i32 7, i32 %sum3), !srcloc !0
  %m = call i32 asm sideeffect "ld.u32 $0, $1;", "=r,*m"(ptr elementtype(i32) %args)
  ret void
}

define float @strict(float %a, float %b) #1 {
  %x = call float @llvm.experimental.constrained.fadd.f32(float %a, float %b, metadata !"round.tonearest", metadata !"fpexcept.ignore") #2
  %y = call float @llvm.fma.f32(float %x, float %a, float %b) #2
  ret float %y
}

declare i32 @vprintf(ptr, ptr)

declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata) #3

declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { convergent nounwind "denormal-fp-math"="preserve-sign,preserve-sign" }
attributes #1 = { nounwind strictfp "unsafe-fp-math"="true" }
attributes #2 = { strictfp }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }

!0 = !{i64 42}
