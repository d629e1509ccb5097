; An inline asm without `sideeffect` and without a `~{memory}` clobber is pure: when its result
; is unused it is dead and LLVM 22 deletes it (cooperative groups' shared-memory base in clang's
; CUDA output, whose %reserved_smem_offset_1 ptxas refuses below PTX 7.6); a used one is printed,
; and a `sideeffect` one is kept even when its result is unused.
; RUN: --emit ptx --sm 80
; CHECK-LABEL: .visible .entry k(
; CHECK-NOT: %reserved_smem_offset_1
; CHECK: mov.u32 %r{{[0-9]+}}, %laneid;
; CHECK: mov.u32 %r{{[0-9]+}}, %warpid;
; CHECK: st.global.b32
; CHECK-NOT: %reserved_smem_offset_1
; CHECK: ret;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %dead = call i64 asm "{\0A\09.reg .u32 start;\0A\09mov.u32 start, %reserved_smem_offset_1;\0A\09cvt.u64.u32 $0, start;\0A\09}", "=l"() #0
  %kept = call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"()
  %used = call i32 asm "mov.u32 $0, %warpid;", "=r"() #0
  store i32 %used, ptr addrspace(1) %p
  ret void
}

attributes #0 = { convergent nounwind memory(none) }
