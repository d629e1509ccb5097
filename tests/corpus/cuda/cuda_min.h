// A minimal stand-in for the CUDA headers (the corpus compiles with -nocudainc -nocudalib):
// the qualifiers and the thread-index registers, spelled with clang's NVPTX builtins.
#pragma once
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __attribute__((always_inline)) inline
#define __noinline__ __attribute__((noinline))
struct __dim_x { unsigned x, y, z; };
#define threadIdx_x __nvvm_read_ptx_sreg_tid_x()
#define threadIdx_y __nvvm_read_ptx_sreg_tid_y()
#define blockIdx_x __nvvm_read_ptx_sreg_ctaid_x()
#define blockIdx_y __nvvm_read_ptx_sreg_ctaid_y()
#define blockDim_x __nvvm_read_ptx_sreg_ntid_x()
#define blockDim_y __nvvm_read_ptx_sreg_ntid_y()
#define gridDim_x __nvvm_read_ptx_sreg_nctaid_x()
#define __syncthreads() __nvvm_bar_sync(0)
#define __shfl_down_sync(m, v, d) __nvvm_shfl_sync_down_i32((m), (v), (d), 0x1f)
#define __shfl_xor_sync(m, v, d) __nvvm_shfl_sync_bfly_i32((m), (v), (d), 0x1f)
#define __shfl_down_sync_f(m, v, d) __nvvm_shfl_sync_down_f32((m), (v), (d), 0x1f)
#define __shfl_idx_sync(m, v, l) __nvvm_shfl_sync_idx_i32((m), (v), (l), 0x1f)
static __device__ __forceinline__ int global_id() { return blockIdx_x * blockDim_x + threadIdx_x; }
#define atomicAdd(p, v) __atomic_fetch_add((p), (v), __ATOMIC_RELAXED)
#define atomicMax(p, v) __atomic_fetch_max((p), (v), __ATOMIC_RELAXED)
#define atomicMin(p, v) __atomic_fetch_min((p), (v), __ATOMIC_RELAXED)
#define atomicAnd(p, v) __atomic_fetch_and((p), (v), __ATOMIC_RELAXED)
#define atomicOr(p, v) __atomic_fetch_or((p), (v), __ATOMIC_RELAXED)
#define atomicXor(p, v) __atomic_fetch_xor((p), (v), __ATOMIC_RELAXED)
#define atomicExch(p, v) __atomic_exchange_n((p), (v), __ATOMIC_RELAXED)
static __device__ __forceinline__ int atomicCAS(int *p, int cmp, int val) {
  __atomic_compare_exchange_n(p, &cmp, val, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  return cmp;
}
