// Minimal CUDA declarations for clang-22 with -nocudainc (no CUDA SDK here).
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __noinline__ __attribute__((noinline))
static __device__ inline unsigned tid() { return __nvvm_read_ptx_sreg_tid_x(); }
static __device__ inline unsigned ntid() { return __nvvm_read_ptx_sreg_ntid_x(); }
static __device__ inline unsigned ctaid() { return __nvvm_read_ptx_sreg_ctaid_x(); }
static __device__ inline unsigned gid() { return ctaid() * ntid() + tid(); }
