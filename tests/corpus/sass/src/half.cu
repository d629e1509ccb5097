typedef _Float16 hf; typedef _Float16 hf2 __attribute__((ext_vector_type(2)));
typedef __bf16 bf; 
extern "C" {
__global__ void halfk(hf* h, hf2* v, float* f, bf* b) {
  int t = threadIdx.x; hf a = h[t], c = h[t + 1]; hf2 x = v[t], y = v[t + 1];
  h[t] = a * c + a; h[t + 1] = a > c ? a : c; h[t + 2] = a - c; h[t + 3] = -a; h[t + 4] = (a == c) ? (hf)1.0f : (hf)2.0f;
  v[t] = x * y + x; v[t + 1] = x - y; v[t + 2] = x * (hf)3.0f; v[t + 3] = __builtin_elementwise_max(x, y); v[t + 4] = __builtin_elementwise_min(x, y);
  f[t] = (float)a + (float)x.y + (float)b[t]; b[t + 1] = (bf)f[t + 1]; b[t + 2] = b[t] * b[t + 3];
}
}
