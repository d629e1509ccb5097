extern "C" {
__global__ void ints(int* p, unsigned* u, long long* l, unsigned long long* ul, short* s, unsigned char* c) {
  int t = threadIdx.x; int a = p[t], b = p[t + 1]; unsigned x = u[t], y = u[t + 1]; long long la = l[t], lb = l[t + 1]; unsigned long long ua = ul[t];
  p[t] = a / b + a % b + (a >> (b & 31)) + (int)((unsigned)a >> 7) + __nvvm_mulhi_i(a, b) + __nvvm_mul24_i(a, b) + __nvvm_sad_i(a, b, 3) + __nvvm_prmt(a, b, t)
       + (a < -5 ? a : -5) + (a > b ? a : b) + (b < 0 ? -b : b) + __builtin_clz(a) + __builtin_popcount(b) + __nvvm_fns(x, 3, 1);
  u[t] = x / y + x % 13u + __nvvm_mulhi_ui(x, y) + (x < y ? x : y) + (x > 9u ? x : 9u) + __builtin_bitreverse32(x) + (x << 3) + (x >> (y & 31)) + __builtin_ctz(x);
  l[t] = la / lb + la % lb + la * lb + (la >> 40) + (la << (lb & 63)) + __nvvm_mulhi_ll(la, lb) + (la < lb ? la : lb) + (la > 7 ? la : 7) + __builtin_clzll(la) + __builtin_popcountll(lb) + (la < 0 ? -la : la);
  ul[t] = ua / 10ull + ua % 7ull + __nvvm_mulhi_ull(ua, ua) + (ua >> 33) + __builtin_bitreverse64(ua) + (ua > 5 ? ua : 9);
  s[t] = (short)(s[t + 1] * s[t + 2] + (s[t + 3] >> 2)); c[t] = (unsigned char)(c[t + 1] / 3 + c[t + 2]);
  bool q = a > b && x < y || la == lb;
  p[t + 2] = q ? a : b; u[t + 2] = (a <= 0) ^ (x >= 4u) ? 1u : 2u;
}
}
