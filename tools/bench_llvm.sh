#!/bin/sh
# LLVM 22's time on the generated straight-line kernels of the pipeline benchmark, to put beside
# ours: `cargo bench -p nvisel --bench pipeline` writes each kernel to target/bench/ before timing
# it, and this script times llc -O3 (LLVM 22 through llvmlite in the oracle venv) on the same
# files: parse the IR and emit PTX for sm_90, best of several runs, in one process (python start-up
# and LLVM initialisation excluded, as our in-process timings exclude process start-up).
#
#   tools/bench_llvm.sh [SIZES...]     default: 1000 10000
#
# Needs the venv of `make test-deps` ($NVISEL_VENV, default ~/.cache/nvisel/venv).
set -eu
cd "$(dirname "$0")/.."
VENV=${NVISEL_VENV:-$HOME/.cache/nvisel/venv}
[ -x "$VENV/bin/python" ] || { echo "no oracle venv at $VENV; run make test-deps (or set NVISEL_VENV)" >&2; exit 1; }
SIZES=${*:-1000 10000}
# shellcheck disable=SC2086
cargo bench -q -p nvisel --bench pipeline -- --write-kernels $SIZES
TARGET=${CARGO_TARGET_DIR:-target}
FILES=""
for n in $SIZES; do FILES="$FILES $TARGET/bench/straight_line_$n.ll"; done
# shellcheck disable=SC2086
"$VENV/bin/python" - $FILES <<'PY'
import re, sys, time
import llvmlite.binding as llvm
llvm.initialize_all_targets(); llvm.initialize_all_asmprinters()
tm = llvm.Target.from_triple("nvptx64-nvidia-cuda").create_target_machine(cpu="sm_90", opt=3)
print(f"{'instrs':>10} {'LLVM 22 ms':>12} {'PTX instrs':>11}")
for path in sys.argv[1:]:
    src = open(path).read()
    n = int(re.search(r"straight_line_(\d+)\.ll$", path).group(1))
    reps = 1 if n >= 100_000 else 10 if n <= 1_000 else 3
    best = float("inf")
    for _ in range(reps):
        t = time.perf_counter()
        ptx = tm.emit_assembly(llvm.parse_assembly(src))
        best = min(best, time.perf_counter() - t)
    lines = [l.strip() for l in ptx.splitlines()]
    count = sum(1 for l in lines if l.endswith(";") and not l.startswith((".", "//", "$")))
    print(f"{n:>10} {best * 1e3:>12.2f} {count:>11}")
PY
