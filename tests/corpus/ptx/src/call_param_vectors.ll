; Device functions that take and return vectors, an i128 and an aggregate by value: LLVM 22
; writes and reads their .param arrays with st.param.v4/.v2 and ld.param.v4/.v2 (the ptxas side's
; call ABI moves each word to or from its register).
target triple = "nvptx64-nvidia-cuda"

define internal <4 x float> @f4(<4 x float> %x) noinline {
  %y = fadd <4 x float> %x, %x
  ret <4 x float> %y
}

define internal i128 @fi(i128 %x) noinline {
  %y = xor i128 %x, 1
  ret i128 %y
}

define internal <8 x i32> @f8(<8 x i32> %x) noinline {
  %y = add <8 x i32> %x, %x
  ret <8 x i32> %y
}

define internal [2 x <2 x half>] @fh([2 x <2 x half>] %x) noinline {
  ret [2 x <2 x half>] %x
}

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load <4 x float>, ptr addrspace(1) %in
  %r = call <4 x float> @f4(<4 x float> %a)
  store <4 x float> %r, ptr addrspace(1) %out
  %p1 = getelementptr i8, ptr addrspace(1) %in, i64 16
  %b = load i128, ptr addrspace(1) %p1
  %s = call i128 @fi(i128 %b)
  %q1 = getelementptr i8, ptr addrspace(1) %out, i64 16
  store i128 %s, ptr addrspace(1) %q1
  %p2 = getelementptr i8, ptr addrspace(1) %in, i64 32
  %c = load <8 x i32>, ptr addrspace(1) %p2
  %t = call <8 x i32> @f8(<8 x i32> %c)
  %q2 = getelementptr i8, ptr addrspace(1) %out, i64 32
  store <8 x i32> %t, ptr addrspace(1) %q2
  %p3 = getelementptr i8, ptr addrspace(1) %in, i64 64
  %d = load [2 x <2 x half>], ptr addrspace(1) %p3
  %u = call [2 x <2 x half>] @fh([2 x <2 x half>] %d)
  %q3 = getelementptr i8, ptr addrspace(1) %out, i64 64
  store [2 x <2 x half>] %u, ptr addrspace(1) %q3
  ret void
}
