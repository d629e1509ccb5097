extern "C" {
#define TILE 16
__global__ void sgemm(const float* A, const float* B, float* C, int M, int N, int K, float alpha, float beta) {
  __shared__ float As[TILE][TILE]; __shared__ float Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x; float acc = 0.f;
  for (int t = 0; t < (K + TILE - 1) / TILE; t++) {
    int ac = t * TILE + threadIdx.x, br = t * TILE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = (row < M && ac < K) ? A[row * K + ac] : 0.f;
    Bs[threadIdx.y][threadIdx.x] = (br < K && col < N) ? B[br * N + col] : 0.f;
    __syncthreads();
    #pragma unroll
    for (int k = 0; k < TILE; k++) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < M && col < N) C[row * N + col] = alpha * acc + beta * C[row * N + col];
}
__global__ void histogram(const unsigned char* in, unsigned* bins, int n) {
  __shared__ unsigned local[256];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) local[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) atomicAdd(&local[in[i]], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += blockDim.x) atomicAdd(&bins[i], local[i]);
}
__global__ void softmax(const float* x, float* y, int n) {
  int row = blockIdx.x; const float* xr = x + row * n; float* yr = y + row * n;
  float m = -__builtin_inff();
  for (int i = threadIdx.x; i < n; i += 32) m = __builtin_fmaxf(m, xr[i]);
  for (int o = 16; o; o >>= 1) m = __builtin_fmaxf(m, __nvvm_shfl_sync_bfly_f32(0xffffffff, m, o, 0x1f));
  float s = 0.f;
  for (int i = threadIdx.x; i < n; i += 32) s += __nvvm_ex2_approx_f((xr[i] - m) * 1.4426950408889634f);
  for (int o = 16; o; o >>= 1) s += __nvvm_shfl_sync_bfly_f32(0xffffffff, s, o, 0x1f);
  float inv = 1.f / s;
  for (int i = threadIdx.x; i < n; i += 32) yr[i] = __nvvm_ex2_approx_f((xr[i] - m) * 1.4426950408889634f) * inv;
}
__global__ void scan(int* data, int n) {
  __shared__ int tmp[1024]; int t = threadIdx.x;
  tmp[t] = t < n ? data[t] : 0; __syncthreads();
  for (int off = 1; off < 1024; off <<= 1) { int v = t >= off ? tmp[t - off] : 0; __syncthreads(); tmp[t] += v; __syncthreads(); }
  if (t < n) data[t] = tmp[t];
}
__global__ void stencil(const double* in, double* out, int nx, int ny) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i > 0 && j > 0 && i < nx - 1 && j < ny - 1)
    out[j * nx + i] = 0.25 * (in[j * nx + i - 1] + in[j * nx + i + 1] + in[(j - 1) * nx + i] + in[(j + 1) * nx + i]) - in[j * nx + i] * 1e-3;
}
__global__ void mandel(int* out, int w, int h, int maxit) {
  int px = blockIdx.x * blockDim.x + threadIdx.x, py = blockIdx.y; if (px >= w) return;
  float x0 = px * 3.5f / w - 2.5f, y0 = py * 2.f / h - 1.f, x = 0, y = 0; int it = 0;
  while (x * x + y * y <= 4.f && it < maxit) { float xt = x * x - y * y + x0; y = 2 * x * y + y0; x = xt; it++; }
  out[py * w + px] = it;
}
__global__ void bitonic(unsigned* a, int j, int k) {
  unsigned i = threadIdx.x + blockDim.x * blockIdx.x, ixj = i ^ j;
  if (ixj > i) { unsigned ai = a[i], aj = a[ixj]; bool up = (i & k) == 0; if ((ai > aj) == up) { a[i] = aj; a[ixj] = ai; } }
}
__global__ void transpose(const float* in, float* out, int w, int h) {
  __shared__ float tile[32][33];
  int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8) if (x < w && y + j < h) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x; y = blockIdx.x * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8) if (x < h && y + j < w) out[(y + j) * h + x] = tile[threadIdx.x][threadIdx.y + j];
}
__global__ void hash64(unsigned long long* v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; if (i >= n) return;
  unsigned long long x = v[i];
  x ^= x >> 33; x *= 0xff51afd7ed558ccdull; x ^= x >> 33; x *= 0xc4ceb9fe1a85ec53ull; x ^= x >> 33;
  v[i] = x + (unsigned long long)__builtin_popcountll(x) + __builtin_clzll(x | 1);
}
}
