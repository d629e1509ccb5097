extern "C" {
__global__ void dot_i8(const int* a, const int* b, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; int acc = 0;
  for (; i < n; i += gridDim.x * blockDim.x) acc = (acc + a[i] * b[i]);
  for (int o = 16; o; o >>= 1) acc += __nvvm_shfl_sync_bfly_i32(0xffffffff, acc, o, 0x1f);
  if ((threadIdx.x & 31) == 0) atomicAdd(out, acc);
}
__global__ void dsum(const double* x, double* out, int n) {
  __shared__ double s[256]; int t = threadIdx.x; double v = 0;
  for (int i = blockIdx.x * 256 + t; i < n; i += gridDim.x * 256) v += x[i] * x[i];
  s[t] = v; __syncthreads();
  for (int k = 128; k; k >>= 1) { if (t < k) s[t] += s[t + k]; __syncthreads(); }
  if (t == 0) atomicAdd(out, s[0]);
}
__global__ void bits(unsigned* p, unsigned long long* q, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; if (i >= n) return;
  unsigned x = p[i]; unsigned long long y = q[i];
  x = (x & 0x55555555u) << 1 | (x >> 1 & 0x55555555u); x = __builtin_rotateleft32(x, i & 31);
  y = __builtin_rotateright64(y, 7) ^ (y << 13) ^ (unsigned long long)__builtin_ctzll(y | 1);
  p[i] = x ^ (unsigned)__builtin_parity(x) ^ __nvvm_fns(x, 2, 1); q[i] = y * 0x9E3779B97F4A7C15ull;
}
__global__ void wscan(int* d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; int lane = threadIdx.x & 31; int v = i < n ? d[i] : 0;
  for (int o = 1; o < 32; o <<= 1) { int u = __nvvm_shfl_sync_up_i32(0xffffffff, v, o, 0); if (lane >= o) v += u; }
  if (i < n) d[i] = v;
}
__global__ void relu_f16(_Float16* h, float* f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; if (i >= n) return;
  _Float16 v = h[i]; h[i] = v > (_Float16)0 ? v : (_Float16)0; f[i] = __builtin_fmaf(f[i], 0.5f, (float)v) * (f[i] < 0 ? 0.01f : 1.f);
}
}
