; Variables initialized with another variable's address print it symbolically, as LLVM 22 does
; (`= other`, `= t+4` for a constant getelementptr); an unnamed variable is `__unnamed_1`; a
; volatile load of an aggregate variable is one volatile load per field.
; RUN: --emit ptx --sm 90
; CHECK: .visible .global .align 4 .u32 other;
; CHECK: .visible .global .align 4 .b8 t[8] = {1, 0, 0, 0, 2};
; CHECK: .visible .global .align 8 .u64 p = t+4;
; CHECK: .const .align 16 .u64 g = other;
; CHECK: .visible .global .align 4 .u32 __unnamed_1;
; CHECK: .global .align 4 .b8 s[12] = {1, 0, 0, 0, 0, 0, 0, 64, 3};
; CHECK: ld.global.b64 {{%rd[0-9]+}}, [p];
; CHECK: ld.const.b64 {{%rd[0-9]+}}, [g];
; CHECK: ld.volatile.global.b32 {{%r[0-9]+}}, [__unnamed_1];
; CHECK: ld.volatile.global.b32 {{%r[0-9]+}}, [s];
; CHECK: ld.volatile.global.b32 {{%r[0-9]+}}, [s+4];
; CHECK: ld.volatile.global.{{[ub]}}8 {{%rs[0-9]+}}, [s+8];
@other = addrspace(1) global i32 0
@t = addrspace(1) global [2 x i32] [i32 1, i32 2]
@p = addrspace(1) global ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @t, i64 4)
@g = internal addrspace(4) constant ptr addrspace(1) @other, align 16
@0 = addrspace(1) global i32 0, align 4
@s = internal addrspace(1) global { i32, float, i8 } { i32 1, float 2.0, i8 3 }

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %q = load ptr addrspace(1), ptr addrspace(1) @p
  %v = load i32, ptr addrspace(1) %q
  %h = load ptr addrspace(1), ptr addrspace(4) @g
  %w = load volatile i32, ptr addrspace(1) @0
  %x = add i32 %v, %w
  store i32 %x, ptr addrspace(1) %h
  %a = load volatile { i32, float, i8 }, ptr addrspace(1) @s
  store { i32, float, i8 } %a, ptr addrspace(1) %out
  ret void
}
