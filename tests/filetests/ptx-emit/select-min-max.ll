; SelectionDAGBuilder::visitSelect builds select (icmp P a, b), a, b as the integer min/max it
; is (matchSelectPattern): a signed i8 minimum is SMIN promoted with both bytes sign-extended
; (ld.global.s8, min.s16), an unsigned i32 compare with the operands swapped is umin... as
; LLVM 22 prints them. Must not fire: a compare with another user (%c2 is also stored), and a
; select whose operands are not the compare's.
; RUN: --emit ptx --sm 90
; CHECK: min.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: max.s64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: setp.lt.s32 %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK-NEXT: selp.b32
; CHECK: setp.gt.s32 %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK-NEXT: selp.b32
; CHECK: ld.global.s8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: min.s16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}};
; CHECK-NOT: min.
; CHECK-NOT: max.
; CHECK: ret;
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %x, i32 %y, i64 %s, i64 %t, i32 %z) {
  %a = load i8, ptr addrspace(1) %in
  %p = getelementptr i8, ptr addrspace(1) %in, i64 1
  %b = load i8, ptr addrspace(1) %p
  %c = icmp slt i8 %a, %b
  %m = select i1 %c, i8 %a, i8 %b
  store i8 %m, ptr addrspace(1) %out
  %cu = icmp ugt i32 %x, %y
  %mu = select i1 %cu, i32 %y, i32 %x
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %mu, ptr addrspace(1) %o1
  %cs = icmp sge i64 %s, %t
  %ms = select i1 %cs, i64 %s, i64 %t
  %o2 = getelementptr i64, ptr addrspace(1) %out, i64 1
  store i64 %ms, ptr addrspace(1) %o2
  %c2 = icmp slt i32 %x, %y
  %m2 = select i1 %c2, i32 %x, i32 %y
  %o3 = getelementptr i32, ptr addrspace(1) %out, i64 4
  store i32 %m2, ptr addrspace(1) %o3
  %c2w = zext i1 %c2 to i32
  %o4 = getelementptr i32, ptr addrspace(1) %out, i64 5
  store i32 %c2w, ptr addrspace(1) %o4
  %cz = icmp sgt i32 %x, %z
  %mz = select i1 %cz, i32 %x, i32 %y
  %o6 = getelementptr i32, ptr addrspace(1) %out, i64 7
  store i32 %mz, ptr addrspace(1) %o6
  ret void
}
