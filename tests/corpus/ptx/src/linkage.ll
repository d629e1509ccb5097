; Linkage and initializer forms LLVM prints: .weak (linkonce_odr), .alias, .extern .shared [],
; generic() addresses in initializers, packed pointer bytes in struct initializers, .managed,
; .noreturn, dynamic alloca (stacksave/alloca), trap.
target triple = "nvptx64-nvidia-cuda"

@dyn = external addrspace(3) global [0 x i32], align 16
@gtab = addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@gptr = addrspace(1) global ptr addrspacecast (ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @gtab, i64 8) to ptr), align 8
@mixed = addrspace(1) global { i32, ptr } { i32 7, ptr addrspacecast (ptr addrspace(1) @gtab to ptr) }, align 8
@managed = addrspace(1) externally_initialized global i32 0, align 4, !nvvm.annotations !0
@wk = weak addrspace(1) global i32 5, align 4

!0 = !{ptr addrspace(1) @managed, !"managed", i32 1}

define i32 @inl(i32 %x) noinline {
  %y = mul i32 %x, 3
  ret i32 %y
}

@inl_alias = alias i32 (i32), ptr @inl

define void @dies() noreturn noinline {
  call void @llvm.trap()
  unreachable
}

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(3) @dyn, i32 %t
  %v = load i32, ptr addrspace(3) %p
  %w = call i32 @inl_alias(i32 %v)
  %buf = alloca i32, i32 %n, align 4
  store volatile i32 %w, ptr %buf
  %r = load volatile i32, ptr %buf
  %c = icmp eq i32 %r, 12345
  br i1 %c, label %bad, label %ok
bad:
  call void @dies()
  unreachable
ok:
  store i32 %r, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.trap()
