// 2-D stencils: a 5-point Jacobi step on a shared tile with halo (the corner-free loads guarded),
// and a 7-point 3-D stencil marching along z with the z-neighbours in registers.
#include "common.cuh"

constexpr int BX = 32, BY = 8;

__global__ void jacobi5(float* __restrict__ out, const float* __restrict__ in, int nx, int ny, float w) {
  __shared__ float s[BY + 2][BX + 2];
  const int x = blockIdx.x * BX + threadIdx.x, y = blockIdx.y * BY + threadIdx.y;
  const int lx = threadIdx.x + 1, ly = threadIdx.y + 1;
  const bool inside = x < nx && y < ny;
  s[ly][lx] = inside ? in[(size_t)y * nx + x] : 0.f;
  if (threadIdx.x == 0) s[ly][0] = x > 0 && y < ny ? in[(size_t)y * nx + x - 1] : 0.f;
  if (threadIdx.x == BX - 1) s[ly][BX + 1] = x + 1 < nx && y < ny ? in[(size_t)y * nx + x + 1] : 0.f;
  if (threadIdx.y == 0) s[0][lx] = y > 0 && x < nx ? in[(size_t)(y - 1) * nx + x] : 0.f;
  if (threadIdx.y == BY - 1) s[BY + 1][lx] = y + 1 < ny && x < nx ? in[(size_t)(y + 1) * nx + x] : 0.f;
  __syncthreads();
  if (!inside) return;
  if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) {
    out[(size_t)y * nx + x] = s[ly][lx];
    return;
  }
  const float lap = s[ly - 1][lx] + s[ly + 1][lx] + s[ly][lx - 1] + s[ly][lx + 1] - 4.f * s[ly][lx];
  out[(size_t)y * nx + x] = s[ly][lx] + w * lap;
}

__global__ void stencil7_zmarch(float* __restrict__ out, const float* __restrict__ in, int nx, int ny, int nz,
                                float c0, float c1) {
  __shared__ float plane[BY + 2][BX + 2];
  const int x = blockIdx.x * BX + threadIdx.x, y = blockIdx.y * BY + threadIdx.y;
  const size_t sxy = (size_t)nx * ny;
  const bool ok = x < nx && y < ny;
  float below = 0.f, cur = ok ? in[(size_t)y * nx + x] : 0.f, above = ok && nz > 1 ? in[sxy + (size_t)y * nx + x] : 0.f;
  for (int z = 0; z < nz; ++z) {
    plane[threadIdx.y + 1][threadIdx.x + 1] = cur;
    if (threadIdx.x == 0) plane[threadIdx.y + 1][0] = x > 0 && y < ny ? in[z * sxy + (size_t)y * nx + x - 1] : 0.f;
    if (threadIdx.x == BX - 1) plane[threadIdx.y + 1][BX + 1] = x + 1 < nx && y < ny ? in[z * sxy + (size_t)y * nx + x + 1] : 0.f;
    if (threadIdx.y == 0) plane[0][threadIdx.x + 1] = y > 0 && x < nx ? in[z * sxy + (size_t)(y - 1) * nx + x] : 0.f;
    if (threadIdx.y == BY - 1) plane[BY + 1][threadIdx.x + 1] = y + 1 < ny && x < nx ? in[z * sxy + (size_t)(y + 1) * nx + x] : 0.f;
    __syncthreads();
    if (ok)
      out[z * sxy + (size_t)y * nx + x] = c0 * cur + c1 * (below + above + plane[threadIdx.y][threadIdx.x + 1] +
                                                          plane[threadIdx.y + 2][threadIdx.x + 1] +
                                                          plane[threadIdx.y + 1][threadIdx.x] + plane[threadIdx.y + 1][threadIdx.x + 2]);
    __syncthreads();
    below = cur;
    cur = above;
    above = ok && z + 2 < nz ? in[(z + 2) * sxy + (size_t)y * nx + x] : 0.f;
  }
}
