// cuda::memcpy_async with a block-scoped cuda::barrier and with cuda::pipeline (libcu++), and
// cooperative_groups::memcpy_async + wait: staged dot products and a tiled scale-add.
#include "common.cuh"
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <new>
namespace cg = cooperative_groups;

constexpr int CHUNK = 1024;

__global__ void dot_barrier_staged(float* __restrict__ result, const float* __restrict__ x,
                                   const float* __restrict__ y, int n) {
  __shared__ __align__(16) float xs[CHUNK];
  __shared__ __align__(16) float ys[CHUNK];
  __shared__ float red[32];
  // Raw storage: a __shared__ object with a constructor is not portable (clang refuses it).
  using barrier_t = cuda::barrier<cuda::thread_scope_block>;
  __shared__ alignas(barrier_t) unsigned char bar_storage[sizeof(barrier_t)];
  barrier_t& bar = *reinterpret_cast<barrier_t*>(bar_storage);
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0) init(&bar, block.size());  // placement-initializes the barrier
  block.sync();
  float acc = 0.f;
  for (int base = blockIdx.x * CHUNK; base < n; base += gridDim.x * CHUNK) {
    const int len = min(CHUNK, n - base);
    cuda::memcpy_async(block, xs, x + base, sizeof(float) * len, bar);
    cuda::memcpy_async(block, ys, y + base, sizeof(float) * len, bar);
    bar.arrive_and_wait();
    for (int i = threadIdx.x; i < len; i += blockDim.x) acc = fmaf(xs[i], ys[i], acc);
    block.sync();
  }
  acc = block_sum(acc, red);
  if (threadIdx.x == 0) atomicAdd(result, acc);
}

__global__ void axpy_pipeline(float* __restrict__ out, const float* __restrict__ in, float a, int n) {
  constexpr int STAGES = 2;
  __shared__ __align__(16) float tiles[STAGES][CHUNK];
  using state_t = cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES>;
  __shared__ alignas(state_t) unsigned char state_storage[sizeof(state_t)];
  state_t& state = *reinterpret_cast<state_t*>(state_storage);
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0) new (&state) state_t();
  block.sync();
  auto pipe = cuda::make_pipeline(block, &state);
  const int first = blockIdx.x * CHUNK, stride = gridDim.x * CHUNK;
  int fetch = first, stage_f = 0;
  for (int s = 0; s < STAGES && fetch < n; ++s, fetch += stride, stage_f ^= 1) {
    pipe.producer_acquire();
    cuda::memcpy_async(block, tiles[stage_f], in + fetch, sizeof(float) * min(CHUNK, n - fetch), pipe);
    pipe.producer_commit();
  }
  int stage_c = 0;
  for (int base = first; base < n; base += stride, stage_c ^= 1) {
    pipe.consumer_wait();
    const int len = min(CHUNK, n - base);
    for (int i = threadIdx.x; i < len; i += blockDim.x) out[base + i] = fmaf(a, tiles[stage_c][i], out[base + i]);
    pipe.consumer_release();
    if (fetch < n) {
      pipe.producer_acquire();
      cuda::memcpy_async(block, tiles[stage_f], in + fetch, sizeof(float) * min(CHUNK, n - fetch), pipe);
      pipe.producer_commit();
      fetch += stride;
      stage_f ^= 1;
    }
  }
}

__global__ void cg_memcpy_scale(float* __restrict__ out, const float* __restrict__ in, float s, int n) {
  __shared__ __align__(16) float tile[CHUNK];
  auto block = cg::this_thread_block();
  const int base = blockIdx.x * CHUNK;
  if (base >= n) return;
  const int len = min(CHUNK, n - base);
  cg::memcpy_async(block, tile, in + base, sizeof(float) * len);
  cg::wait(block);
  for (int i = block.thread_rank(); i < len; i += block.size()) out[base + i] = tile[i] * s;
}
