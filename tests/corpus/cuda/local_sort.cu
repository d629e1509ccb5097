#include "cuda_min.h"
__global__ void local_sort(int *data) {
  int v[8];
  int base = global_id() * 8;
  for (int j = 0; j < 8; ++j) v[j] = data[base + j];
  for (int a = 0; a < 8; ++a)
    for (int b = a + 1; b < 8; ++b)
      if (v[b] < v[a]) { int t = v[a]; v[a] = v[b]; v[b] = t; }
  for (int j = 0; j < 8; ++j) data[base + j] = v[j];
}
