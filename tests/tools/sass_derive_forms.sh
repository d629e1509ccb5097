#!/bin/sh
# Regenerates compiler/src/sass/forms_smXX.txt (XX = $ARCH, default 90) from the ptxas corpus
# (tests/corpus/sass/*.ptx, their `.target` rewritten to sm_$ARCH; files ptxas rejects for that
# arch are skipped): ptxas -arch=sm_$ARCH, then the raw words of every function through
# `nvdisasm -b SM$ARCH` (so branch targets print as addresses), then sass_derive_forms.py (which
# also probes fields with nvdisasm).
#   ARCH=80 sh tests/tools/sass_derive_forms.sh
# BORROW=90 also feeds ptxas's sm_90 words decoded by `nvdisasm -b SM$ARCH` (the words nvdisasm
# accepts for that arch give forms ptxas's own output for it lacks; all still nvdisasm-checked).
# Beware: bits one arch uses and the other hides (sm_90's low branch-offset bits 16-23 on SM80)
# become "hidden bits" that leave the form out; forms_sm80.txt was made without it.
# SASS_REUSE_FROM=compiler/src/sass/forms_sm90.txt takes the reuse marks from that table instead
# of probing them with nvdisasm (tens of thousands of runs fewer).
# EXTRA="a.ptx b.ptx" adds more PTX files to the corpus. SUFFIX=a has ptxas compile for sm_${ARCH}a
# (the words are decoded with `-b SM$ARCH`). SASS_REUSE_FALLBACK=corpus (with SASS_REUSE_FROM): a form
# the reference table lacks keeps the reuse slot ptxas's own words show. KEEP_TARGET=1 compiles each
# file with its own `.target` (ptxas -arch=sm_$ARCH$SUFFIX still) instead of rewriting it, so files
# whose `.version` is too old for the new target still count. The Blackwell tables were made with
# neighbour expansion off (too slow on a 2-core machine):
#   KEEP_TARGET=1 ARCH=100 SUFFIX=a EXTRA="$(ls tests/corpus/sass/heldout/*.ptx tests/corpus/ptx/*.ptx tests/corpus/ptxas/*.ptx)" \
#   SASS_REUSE_FROM=compiler/src/sass/forms_sm90.txt SASS_REUSE_FALLBACK=corpus SASS_EXPAND=0 sh tests/tools/sass_derive_forms.sh
# (and ARCH=120 likewise).
set -e
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
ARCH=${ARCH:-90}
BIN=${NVISEL_VENV:-$HOME/.cache/nvisel/venv}/lib/python3.11/site-packages/nvidia/cu13/bin
TMP=$(mktemp -d)
words() {
  python3 - "$1" "$2" <<'PY'
import re, struct, sys
words = []; lo = None
for line in open(sys.argv[1]):
    m = re.match(r'^\s*/\*[0-9a-f]+\*/.*/\* (0x[0-9a-f]+) \*/', line)
    if m: lo = int(m.group(1), 16); continue
    m = re.match(r'^\s*/\* (0x[0-9a-f]+) \*/', line)
    if m and lo is not None: words.append((lo, int(m.group(1), 16))); lo = None
open(sys.argv[2], 'wb').write(b''.join(struct.pack('<QQ', a, b) for a, b in words))
PY
}
compile_one() { # PTX ARCH-OF-PTXAS NAME
  if [ -n "$KEEP_TARGET" ]; then cp "$1" "$TMP/$3.ptx"; else sed "s/^\.target sm_[0-9a-z]*/.target sm_$2/" "$1" > "$TMP/$3.ptx"; fi
  if "$BIN/ptxas" -arch=sm_$2 "$TMP/$3.ptx" -o "$TMP/$3.cubin" 2>"$TMP/$3.err"; then
    "$BIN/nvdisasm" -hex -ndf "$TMP/$3.cubin" 2>/dev/null > "$TMP/$3.listing"
    words "$TMP/$3.listing" "$TMP/$3.bin"
    # A word the arch rejects (borrowed words) drops the file for this decoder.
    "$BIN/nvdisasm" -b SM$ARCH -hex -ndf "$TMP/$3.bin" > "$TMP/$3.raw" 2>/dev/null || rm -f "$TMP/$3.raw"
  else
    echo "skipped $1 for sm_$2: $(head -1 "$TMP/$3.err")" >&2
  fi
}
for ptx in "$ROOT"/tests/corpus/sass/*.ptx $EXTRA; do
  b=$(basename "$ptx" .ptx)
  compile_one "$ptx" "$ARCH$SUFFIX" "$b"
  if [ -n "$BORROW" ]; then compile_one "$ptx" "$BORROW" "${b}_from_sm$BORROW"; fi
done
SASS_ARCH=$ARCH SASS_DECODE_CACHE=${SASS_DECODE_CACHE:-${TMPDIR:-/tmp}/sass_decode_cache_sm$ARCH.json} python3 "$ROOT/tests/tools/sass_derive_forms.py" "$ROOT/compiler/src/sass/forms_sm$ARCH.txt" "$TMP"/*.raw
rm -rf "$TMP"
