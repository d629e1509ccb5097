extern "C" {
__global__ void atom2(float* f, double* d, unsigned long long* u, long long* l, int* p, unsigned* q) {
  __shared__ int s[64]; __shared__ float sf[64]; __shared__ unsigned long long su[64];
  int t = threadIdx.x;
  s[t & 63] = 0; sf[t & 63] = 0; su[t & 63] = 0; __syncthreads();
  float r = atomicAdd(f + t, 1.5f); atomicAdd(f + 1, 2.f);
  double rd = atomicAdd(d + t, 2.0); atomicAdd(d + 1, 2.0);
  unsigned long long ru = atomicAdd(u + t, 3ull); atomicCAS(u + 1, ru, 7ull); atomicExch(u + 2, ru); atomicMax(u + 3, ru); atomicMin(l + 4, (long long)t);
  atomicAnd(u + 5, ru); atomicOr(u + 6, ru); atomicXor(u + 7, ru);
  int rs = atomicAdd(&s[t & 63], 1); atomicMax(&s[1], t); atomicMin(&s[2], t); atomicExch(&s[3], t); atomicCAS(&s[4], t, rs); atomicAnd(&s[5], t); atomicOr(&s[6], t); atomicXor(&s[7], t);
  atomicAdd(&sf[t & 63], 1.f); atomicAdd(&su[t & 63], 1ull); atomicInc(q, 17u); atomicDec(q + 1, 17u); atomicMax(q + 2, 5u); atomicMin(q + 3, (unsigned)t);
  __syncthreads();
  p[t] = rs + s[t & 63] + (int)sf[t & 63] + (int)r + (int)rd + (int)su[t & 63];
}
}
