typedef _Float16 hf;
extern "C" {
__global__ void layernorm(const float* x, const float* g, const float* b, float* y, int n, float eps) {
  __shared__ float red[32]; int row = blockIdx.x; const float* xr = x + (long)row * n;
  float s = 0, s2 = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x) { float v = xr[i]; s += v; s2 += v * v; }
  for (int o = 16; o; o >>= 1) { s += __nvvm_shfl_sync_down_f32(0xffffffff, s, o, 0x1f); s2 += __nvvm_shfl_sync_down_f32(0xffffffff, s2, o, 0x1f); }
  if ((threadIdx.x & 31) == 0) red[threadIdx.x >> 5] = s;
  __syncthreads();
  float mean = red[0] / n, var = s2 / n - mean * mean, inv = __nvvm_rsqrt_approx_f(var + eps);
  for (int i = threadIdx.x; i < n; i += blockDim.x) y[(long)row * n + i] = (xr[i] - mean) * inv * g[i] + b[i];
}
__global__ void spmv(const int* rowptr, const int* col, const double* val, const double* x, double* y, int nrows) {
  int r = blockIdx.x * blockDim.x + threadIdx.x; if (r >= nrows) return;
  double acc = 0; for (int k = rowptr[r]; k < rowptr[r + 1]; k++) acc += val[k] * x[col[k]];
  y[r] = acc;
}
__global__ void quant(const float* x, signed char* q, hf* h, float scale, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; if (i >= n) return;
  float v = x[i] / scale; int r = __nvvm_f2i_rn(v); r = r > 127 ? 127 : (r < -128 ? -128 : r);
  q[i] = (signed char)r; h[i] = (hf)(v * 0.5f);
}
__global__ void nbody(const float4* p, float4* a, int n, float soft) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; if (i >= n) return; float4 pi = p[i]; float ax = 0, ay = 0, az = 0;
  for (int j = 0; j < n; j++) { float4 pj = p[j]; float dx = pj.x - pi.x, dy = pj.y - pi.y, dz = pj.z - pi.z;
    float d2 = dx * dx + dy * dy + dz * dz + soft; float inv = __nvvm_rsqrt_approx_f(d2); float inv3 = inv * inv * inv * pj.w;
    ax += dx * inv3; ay += dy * inv3; az += dz * inv3; }
  a[i] = make_float4(ax, ay, az, 0.f);
}
__global__ void crc(const unsigned* d, unsigned* out, int n) {
  unsigned c = 0xffffffffu;
  for (int i = 0; i < n; i++) { c ^= d[i]; for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1u))); }
  out[blockIdx.x * blockDim.x + threadIdx.x] = ~c;
}
}
