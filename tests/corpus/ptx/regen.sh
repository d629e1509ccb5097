#!/bin/sh
# Regenerates the PTX corpus from the sources in src/ (run from anywhere; needs clang-22 and the
# oracle venv, see /work/shared/oracles/setup.sh). Each .ptx names its generator in its file name:
#   <source>.<sm>.ptx        CUDA (src/*.cu) -> clang-22 -> LLVM IR -> LLVM 22 NVPTX (llc.py)
#   <source>.ll.<sm>.ptx     hand-written LLVM IR (src/*.ll) -> llc.py
#   <source>.nvvm.ptx        NVVM IR 2.0 (src/*.nvvm.ll) -> libNVVM (nvvm.py)
#   hand_*.ptx               written by hand (no generator)
set -eu
cd "$(dirname "$0")"
PY=${NVISEL_VENV:-$HOME/.cache/nvisel/venv}/bin/python
ORACLES=${ORACLES:-/work/shared/oracles}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# sm and the PTX ISA version passed to llc (+ptxNN)
cuda() { # cuda SRC SM PTX
  base=$(basename "$1" .cu)
  clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_$2 -O2 -S -emit-llvm -Xclang -target-feature -Xclang +ptx$3 \
    "src/$1" -o "$tmp/$base.$2.ll"
  "$PY" "$ORACLES/llc.py" "$tmp/$base.$2.ll" --sm "$2" --ptx "$3" > "$base.sm_$2.ptx"
}
llfile() { # llfile SRC SM PTX
  base=$(basename "$1" .ll)
  "$PY" "$ORACLES/llc.py" "src/$1" --sm "$2" --ptx "$3" > "$base.ll.sm_$2.ptx"
}
nvvm() { # nvvm SRC [options]
  base=$(basename "$1" .nvvm.ll); src=$1; shift
  "$PY" "$ORACLES/nvvm.py" "src/$src" "$@" > "$base.nvvm.ptx"
}
cuda elementwise.cu 80 70;   cuda elementwise.cu 90 78
cuda reduce_shared.cu 80 70; cuda reduce_shared.cu 90a 80
cuda atomics.cu 90 78;       cuda atomics.cu 100a 86
cuda shuffles.cu 80 70;      cuda shuffles.cu 90 78
cuda half.cu 80 70;          cuda half.cu 90 78
cuda math64.cu 90 78
cuda local_array.cu 80 70;   cuda local_array.cu 90 78
cuda switch.cu 90 78
cuda calls.cu 80 70;         cuda calls.cu 90 78
cuda vectors.cu 90 78;       cuda vectors.cu 100a 86
cuda constant.cu 90 78
cuda minmax.cu 80 70;        cuda minmax.cu 90 78
llfile tensor.ll 80 70;      llfile tensor.ll 90 78
llfile wgmma.ll 90a 80
nvvm nv_saxpy.nvvm.ll
nvvm nv_reduce.nvvm.ll --arch compute_80
nvvm nv_atomic.nvvm.ll
# Debug info: .file/.loc and the DWARF .section blocks LLVM prints with -g.
clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90 -O1 -g -S -emit-llvm \
  -Xclang -target-feature -Xclang +ptx78 src/reduce_shared.cu -o "$tmp/dbg.ll"
"$PY" "$ORACLES/llc.py" "$tmp/dbg.ll" --sm 90 --ptx 78 > reduce_shared.debug.sm_90.ptx
llfile linkage.ll 90 78
llfile call_param_vectors.ll 90 78
cuda hopper_asm.cu 90a 80
cuda blackwell_asm.cu 100a 86
# Full DWARF (.section .debug_abbrev/.debug_info with data rows) needs -O0 -g.
clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90 -O0 -g -S -emit-llvm \
  -Xclang -target-feature -Xclang +ptx78 src/elementwise.cu -o "$tmp/dbg0.ll"
"$PY" "$ORACLES/llc.py" "$tmp/dbg0.ll" --sm 90 --ptx 78 -O 0 > elementwise.debug.O0.sm_90.ptx
