// nvgpu.rcp invariants, one case each.

// FLOOR: sm_75
func.func @rcp_f16(%x: vector<4xf16>) -> vector<4xf16> {
  %r = nvgpu.rcp %x {rounding = approx, ftz} : vector<4xf16>
  return %r : vector<4xf16>
}

// -----
// FLOOR: sm_75
func.func @rcp_without_ftz(%x: vector<4xf32>) -> vector<4xf32> {
  %r = nvgpu.rcp %x {rounding = approx} : vector<4xf32>
  return %r : vector<4xf32>
}

// -----
// FLOOR: sm_75
func.func @rcp_rounding_rn(%x: vector<4xf32>) -> vector<4xf32> {
  %r = nvgpu.rcp %x {rounding = rn, ftz} : vector<4xf32>
  return %r : vector<4xf32>
}

// -----
// FLOOR: sm_75
func.func @rcp_scalar(%x: f32) -> f32 {
  %r = nvgpu.rcp %x {rounding = approx, ftz} : f32
  return %r : f32
}
