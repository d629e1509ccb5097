#!/bin/sh
# Times our PTX -> SASS (`nvisel compile X.ptx --emit sass-bin`, the whole process) against real
# ptxas (`ptxas -arch=sm_90 X.ptx -o X.cubin`, the whole process) on the same PTX: every corpus
# PTX file our ptxas side compiles fully, plus generated straight-line kernels of 1k, 10k and 100k
# PTX instructions. Each time is the best of REPS runs (default 5; 1 for the 100k kernel).
#   tools/bench-ptxas.sh [NVISEL_BINARY]     (default target/release/nvisel; build it with
#                                             cargo build --release -p nvisel --features cli)
# Prints one line per input and the median ratio over the corpus files. Needs the oracle venv.
set -eu
cd "$(dirname "$0")/.."
NVISEL=${1:-target/release/nvisel}
PTXAS=${PTXAS:-${NVISEL_VENV:-$HOME/.cache/nvisel/venv}/lib/python3.11/site-packages/nvidia/cu13/bin/ptxas}
REPS=${REPS:-5}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# best-of-N wall time of a command, in milliseconds
best() {
  n=$1; shift
  python3 - "$n" "$@" <<'PY'
import subprocess, sys, time
n = int(sys.argv[1]); cmd = sys.argv[2:]
best = float("inf")
for _ in range(n):
    t = time.perf_counter()
    r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    dt = time.perf_counter() - t
    if r.returncode != 0:
        print("FAIL"); sys.exit(0)
    best = min(best, dt)
print(f"{best * 1000:.2f}")
PY
}

gen() {  # a straight-line kernel of about $1 PTX instructions
  python3 - "$1" <<'PY'
import sys
n = int(sys.argv[1])
print(".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k(.param .u64 k_param_0, .param .u32 k_param_1)\n{")
print(f"\t.reg .b32 %r<{n + 2}>;\n\t.reg .b32 %f<{n + 2}>;\n\t.reg .b64 %rd<3>;")
print("\tld.param.b64 %rd1, [k_param_0];\n\tcvta.to.global.u64 %rd2, %rd1;\n\tld.param.b32 %r0, [k_param_1];\n\tmov.b32 %f0, 0f3F800000;")
for i in range(n // 2):
    print(f"\tadd.s32 %r{i + 1}, %r{i}, {i % 7 + 1};")
    print(f"\tmul.f32 %f{i + 1}, %f{i}, 0f3FC00000;")
print(f"\tst.global.b32 [%rd2], %r{n // 2};\n\tst.global.b32 [%rd2+4], %f{n // 2};\n\tret;\n}}")
PY
}

printf '%-34s %10s %10s %7s\n' input nvisel_ms ptxas_ms ratio
ratios=""
row() {  # name file reps
  ours=$(best "$3" "$NVISEL" compile "$2" --sm 90 --emit sass-bin -o "$TMP/out.bin")
  theirs=$(best "$3" "$PTXAS" -arch=sm_90 "$2" -o "$TMP/out.cubin")
  if [ "$ours" = FAIL ] || [ "$theirs" = FAIL ]; then return; fi
  r=$(python3 -c "print(f'{$ours / $theirs:.3f}')")
  printf '%-34s %10s %10s %7s\n' "$1" "$ours" "$theirs" "$r"
  ratios="$ratios $r"
}
for f in tests/corpus/ptxas/*.ptx tests/corpus/ptx/*.ptx tests/corpus/nvvm-ptx/*.ptx; do
  case "$(grep -m1 '^.target' "$f")" in *sm_10*|*sm_11*|*sm_12*) continue;; esac
  "$NVISEL" compile "$f" --sm 90 --emit sass-bin -o "$TMP/out.bin" >/dev/null 2>&1 || continue
  row "$(basename "$f")" "$f" "$REPS"
done
corpus_ratios=$ratios
for n in 1000 10000 100000; do
  gen $n > "$TMP/gen$n.ptx"
  reps=$REPS; [ $n -ge 100000 ] && reps=1
  row "straight-line $n" "$TMP/gen$n.ptx" "$reps"
done
python3 -c "
import statistics, sys
v = [float(x) for x in sys.argv[1:]]
print(f'corpus: {len(v)} files, median time ratio nvisel/ptxas {statistics.median(v):.3f} (min {min(v):.3f}, max {max(v):.3f})')
" $corpus_ratios
