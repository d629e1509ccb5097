#!/usr/bin/env bash
# Checks the LLVM IR the MLIR front end makes of every kernel in tests/corpus/mlir with the real
# tools: nvisel --emit llvm, then LLVM 22's llc at the kernel's floor SM (and PTX version), then
# ptxas -c at that SM. Prints one line per kernel and a summary; exit status 1 if any fails.
# Usage: tools/mlir_llc_check.sh [NVISEL]   (default target/debug/nvisel)
set -u
cd "$(dirname "$0")/.."
NVISEL=${1:-target/debug/nvisel}
PTXAS=${PTXAS:-$HOME/.cache/nvisel/venv/lib/python3.11/site-packages/nvidia/cu13/bin/ptxas}
LLC=${LLC:-llc-22}
OUT=${TMPDIR:-/tmp}/mlir_llc_check
mkdir -p "$OUT"
pass=0; fail=0
for f in tests/corpus/mlir/*.mlir; do
  b=$(basename "$f" .mlir)
  sm=$(grep -o "FLOOR: sm_[0-9a-z]*" "$f" | cut -d_ -f2)
  ptx=$(grep -o "PTX: [0-9]*" "$f" | cut -d' ' -f2)
  attr=""; [ -n "$ptx" ] && attr="-mattr=+ptx$ptx"
  if ! "$NVISEL" compile "$f" --sm "$sm" --emit llvm > "$OUT/$b.ll" 2> "$OUT/$b.err"; then
    echo "FAIL $b (nvisel): $(head -1 "$OUT/$b.err")"; fail=$((fail+1)); continue
  fi
  if ! "$LLC" -march=nvptx64 -mcpu="sm_$sm" $attr "$OUT/$b.ll" -o "$OUT/$b.ptx" 2> "$OUT/$b.llc"; then
    echo "FAIL $b (llc): $(grep -m1 -i error "$OUT/$b.llc")"; fail=$((fail+1)); continue
  fi
  if ! "$PTXAS" -c -arch="sm_$sm" "$OUT/$b.ptx" -o "$OUT/$b.cubin" 2> "$OUT/$b.ptxas"; then
    echo "FAIL $b (ptxas): $(grep -m1 error "$OUT/$b.ptxas")"; fail=$((fail+1)); continue
  fi
  echo "ok   $b (sm_$sm${ptx:+, PTX $ptx})"; pass=$((pass+1))
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
