; Module-scope scalars print as LLVM 22's printModuleLevelGV prints them (checked with llc): the
; scalar's PTX type instead of a .b8 array, the initial value as printScalarConstant writes it
; (signed decimal integers, so i8 200 is -56; 0f/0d hex floats), no initializer when it is zero,
; and none for .shared.
; RUN: --emit ptx
; CHECK: .address_size 64
; CHECK-NOT: .b8
; CHECK: .visible .global .align 4 .u32 a = -5;
; CHECK: .visible .global .align 4 .f32 b = 0f3F800000;
; CHECK: .visible .global .align 8 .f64 c = 0d4004000000000000;
; CHECK: .visible .global .align 1 .u8 i8v = -56;
; CHECK: .visible .global .align 2 .u16 i16v = -2;
; CHECK: .visible .global .align 8 .u64 i64v = 123456789012;
; CHECK: .visible .global .align 4 .u32 z;
; CHECK: .shared .align 4 .u32 s;
; CHECK: .visible .const .align 4 .u32 k4 = 7;
; CHECK-NOT: .b8
; CHECK: .visible .entry k(
target triple = "nvptx64-nvidia-cuda"
@a = addrspace(1) global i32 -5, align 4
@b = addrspace(1) global float 1.0, align 4
@c = addrspace(1) global double 2.5, align 8
@i8v = addrspace(1) global i8 200, align 1
@i16v = addrspace(1) global i16 -2, align 2
@i64v = addrspace(1) global i64 123456789012, align 8
@z = addrspace(1) global i32 0, align 4
@s = internal addrspace(3) global i32 undef, align 4
@k4 = addrspace(4) constant i32 7, align 4
define ptx_kernel void @k(ptr addrspace(1) %o) {
  %v1 = load i32, ptr addrspace(1) @a
  %v2 = load float, ptr addrspace(1) @b
  %v3 = load double, ptr addrspace(1) @c
  %v5 = load i8, ptr addrspace(1) @i8v
  %v7 = load i16, ptr addrspace(1) @i16v
  %v8 = load i64, ptr addrspace(1) @i64v
  %v9 = load i32, ptr addrspace(1) @z
  %v10 = load i32, ptr addrspace(3) @s
  %v11 = load i32, ptr addrspace(4) @k4
  store i32 %v1, ptr addrspace(1) %o
  store float %v2, ptr addrspace(1) %o
  store double %v3, ptr addrspace(1) %o
  store i8 %v5, ptr addrspace(1) %o
  store i16 %v7, ptr addrspace(1) %o
  store i64 %v8, ptr addrspace(1) %o
  store i32 %v9, ptr addrspace(1) %o
  store i32 %v10, ptr addrspace(1) %o
  store i32 %v11, ptr addrspace(1) %o
  ret void
}
