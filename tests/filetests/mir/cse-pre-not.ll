; machine-cse's simple PRE must not fire when the common dominator would run more often than
; the two copies together: here the second computation sits behind two tests, so hoisting it
; to %entry would compute the address on paths that never use it (entry 1 > 1/2 + 1/4); each
; block keeps its own mov of the symbol. (MachineBlockFrequencyInfo gives llc-22 the same
; frequencies, 1 / 0.5 / 0.25; its selector already puts one of the movs in %entry here.)
; RUN: --emit mir
; CHECK-NOT: PRE:
; CHECK-LABEL: # Final
; CHECK: MOV_ADDR64 tile
; CHECK: MOV_ADDR64 tile
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [64 x float] undef, align 4
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x, i32 %n) {
entry:
  %c = icmp slt i32 %x, %n
  br i1 %c, label %a, label %mid
a:
  %z = zext i32 %x to i64
  %pa = getelementptr float, ptr addrspace(3) @tile, i64 %z
  store float 1.0, ptr addrspace(3) %pa
  br label %mid
mid:
  call void @llvm.nvvm.barrier0()
  %d = icmp sgt i32 %x, 3
  br i1 %d, label %b0, label %exit
b0:
  %e = icmp sgt i32 %n, 9
  br i1 %e, label %b, label %exit
b:
  %z2 = zext i32 %n to i64
  %pb = getelementptr float, ptr addrspace(3) @tile, i64 %z2
  %v = load float, ptr addrspace(3) %pb
  store float %v, ptr addrspace(1) %out
  br label %exit
exit:
  ret void
}
declare void @llvm.nvvm.barrier0()
