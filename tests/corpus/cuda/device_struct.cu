#include "cuda_min.h"
struct Particle { float x, y, z; float vx, vy, vz; int alive; };
__device__ __noinline__ Particle step(Particle p, float dt) {
  p.x += p.vx * dt; p.y += p.vy * dt; p.z += p.vz * dt;
  if (p.z < 0.0f) p.alive = 0;
  return p;
}
__global__ void device_struct(Particle *ps, float dt, int n) {
  int k = global_id();
  if (k < n && ps[k].alive) ps[k] = step(ps[k], dt);
}
