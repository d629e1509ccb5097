; A select of the two operands of its own compare is a min/max (ValueTracking's
; matchSelectPattern in SelectionDAGBuilder::visitSelect): umin for ult with the arms in order,
; smax for slt with the arms swapped, per lane for a vector whose min/max is unrolled. Not when
; the compare has another user (@shared: it is stored too). An i8 one is min.u16 on the
; promoted value, as LLVM 22 prints it.
; RUN: --emit ptx
; CHECK-LABEL: .visible .entry umin(
; CHECK-NOT: selp
; CHECK: min.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK-LABEL: .visible .entry smax_swapped(
; CHECK-NOT: selp
; CHECK: max.s64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-LABEL: .visible .entry lanes(
; CHECK-NOT: selp
; CHECK: min.u32
; CHECK-NEXT: min.u32
; CHECK-LABEL: .visible .entry shared(
; CHECK-NOT: min.
; CHECK: selp.b32
; CHECK-LABEL: .visible .entry byte(
; CHECK-NOT: selp
; CHECK: min.u16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}};
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @umin(ptr addrspace(1) %out, i32 %a, i32 %b) {
  %c = icmp ult i32 %a, %b
  %r = select i1 %c, i32 %a, i32 %b
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @smax_swapped(ptr addrspace(1) %out, i64 %a, i64 %b) {
  %c = icmp slt i64 %a, %b
  %r = select i1 %c, i64 %b, i64 %a
  store i64 %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @lanes(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %a = load <2 x i32>, ptr addrspace(1) %in
  %b.p = getelementptr <2 x i32>, ptr addrspace(1) %in, i64 1
  %b = load <2 x i32>, ptr addrspace(1) %b.p
  %c = icmp ult <2 x i32> %a, %b
  %r = select <2 x i1> %c, <2 x i32> %a, <2 x i32> %b
  store <2 x i32> %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @shared(ptr addrspace(1) %out, i32 %a, i32 %b) {
  %c = icmp ult i32 %a, %b
  %r = select i1 %c, i32 %a, i32 %b
  store i32 %r, ptr addrspace(1) %out
  %p = getelementptr i8, ptr addrspace(1) %out, i64 4
  store i1 %c, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @byte(ptr addrspace(1) %out, i8 %a, i8 %b) {
  %c = icmp ult i8 %a, %b
  %r = select i1 %c, i8 %a, i8 %b
  store i8 %r, ptr addrspace(1) %out
  ret void
}
