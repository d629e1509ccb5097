extern "C" {
__device__ __noinline__ float helper(float a, float b, int k) { float r = 0; for (int i = 0; i < k; i++) r += a * i - b; return r; }
__device__ __noinline__ double helper2(double a, int* p) { p[0] = (int)a; return a * 2; }
__global__ void ctrl(int* p, float* f, double* d, int n) {
  int t = threadIdx.x; int s = 0;
  switch (p[t] & 7) { case 0: s = 3; break; case 1: s = p[t + 1]; break; case 2: s = p[t + 2] * 5; break; case 3: s = -1; break; default: s = 100; }
  while (s < n) { s = s * 2 + 1; if (s == 77) break; }
  if (t < 16) { for (int i = 0; i < n; i++) { if (p[i] > 4) continue; s += p[i]; } }
  else { s -= helper(f[t], f[t + 1], n); }
  d[t] = helper2(d[t], p + t);
  if (__nvvm_vote_any_sync(0xffffffff, s > 5)) p[t] = s;
  __syncthreads();
  if (t == 0) __nvvm_bar_warp_sync(0xffffffff);
  p[t + 1] = s;
  if (s == 12345) __builtin_trap();
}
}
