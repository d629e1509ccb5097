#include "cuda_min.h"
__global__ void image_blur_u8(const unsigned char *img, unsigned char *out, int w, int h) {
  int x = blockIdx_x * blockDim_x + threadIdx_x, y = blockIdx_y * blockDim_y + threadIdx_y;
  if (x >= w || y >= h) return;
  int sum = 0, cnt = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      int xx = x + dx, yy = y + dy;
      if (xx >= 0 && xx < w && yy >= 0 && yy < h) { sum += img[yy * w + xx]; ++cnt; }
    }
  out[y * w + x] = (unsigned char)(sum / cnt);
}
