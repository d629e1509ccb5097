// nvgpu.rcp (approx, ftz) on f32 vectors of rank 1 and 2.

// FLOOR: sm_75
func.func @rcp_v4(%x: vector<4xf32>) -> vector<4xf32> {
  %r = nvgpu.rcp %x {rounding = approx, ftz} : vector<4xf32>
  return %r : vector<4xf32>
}

// -----
// FLOOR: sm_75
func.func @rcp_v1(%x: vector<1xf32>) -> vector<1xf32> {
  %r = nvgpu.rcp %x {rounding = approx, ftz} : vector<1xf32>
  return %r : vector<1xf32>
}

// -----
// FLOOR: sm_75
func.func @rcp_rank2(%x: vector<2x4xf32>) -> vector<2x4xf32> {
  %r = nvgpu.rcp %x {rounding = approx, ftz} : vector<2x4xf32>
  return %r : vector<2x4xf32>
}

// -----
// FLOOR: sm_75
"func.func"() <{function_type = (vector<3x2xf32>) -> vector<3x2xf32>, sym_name = "rcp_generic"}> ({
^bb0(%x: vector<3x2xf32>):
  %r = "nvgpu.rcp"(%x) <{ftz, rounding = #nvgpu<rcp_rounding_mode approx>}> : (vector<3x2xf32>) -> vector<3x2xf32>
  "func.return"(%r) : (vector<3x2xf32>) -> ()
}) : () -> ()
