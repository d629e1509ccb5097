extern "C" {
__device__ int gdata[256];
__constant__ float cdata[64];
__global__ void mem(int* p, const int* __restrict__ q, char* c, short* s, long long* l, float4* v4, double2* d2, int n) {
  __shared__ int sh[512]; __shared__ long long shl[64]; __shared__ char shc[128];
  int t = threadIdx.x;
  sh[t] = q[t] + __ldg(q + t + 64) + gdata[t & 255] + (int)cdata[t & 63];
  shl[t & 63] = l[t]; shc[t & 127] = c[t];
  __syncthreads();
  p[t] = sh[(t + 1) & 511] + (int)shl[(t + 3) & 63] + shc[(t * 5) & 127];
  c[t + 1] = (char)sh[t ^ 7]; s[t + 2] = (short)sh[t ^ 3]; l[t + 3] = shl[t & 7] + 1;
  float4 v = v4[t]; v4[t + 8] = make_float4(v.x + 1, v.y, v.z, v.w);
  double2 d = d2[t]; d2[t + 8] = make_double2(d.y, d.x);
  __nvvm_membar_gl(); __nvvm_membar_cta(); __threadfence_system();
  gdata[t & 255] = p[t + 1];
  volatile int* vp = p; vp[t + 100] = 5;
}
__global__ void localmem(int* p, int n) {
  int a[32]; double b[16];
  for (int i = 0; i < 32; i++) a[i] = p[i] * n;
  for (int i = 0; i < 16; i++) b[i] = p[i + 32] * 0.5;
  p[threadIdx.x] = a[(n * 3) & 31] + (int)b[n & 15] + a[n & 31];
}
}
