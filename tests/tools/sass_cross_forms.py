#!/usr/bin/env python3
"""Grows one arch's form table from another's, where nvdisasm decodes the words identically.

Usage: SASS_ARCH=80 sass_cross_forms.py SRC_ARCH [KEY_FILTER_REGEX]
  e.g. SASS_ARCH=80 tests/tools/sass_cross_forms.py 89      (forms_sm89.txt -> forms_sm80.txt)

For every line of compiler/src/sass/forms_sm<SRC>.txt whose key (mnemonic, shape) is missing from
forms_sm<SASS_ARCH>.txt, a sample word is built (the base pattern with every field set to a
distinct value) and decoded with `nvdisasm -b SM<SRC>` and `-b SM<SASS_ARCH>`. The line is added
to the destination table (at its sorted place, with the note `from forms_sm<SRC>.txt: nvdisasm -b
SM<DST> decodes it as SM<SRC>`) only when both decode to the same text. Where the destination
arch hides a global access's descriptor (sm_8x prints `[R2.64]` for `desc[UR4][R2.64]`), a source
form's `desc` field becomes UR4 in the base pattern and its shape loses the `d` (`Mdr.64` ->
`Mr.64`), as the destination's own corpus-derived forms have it; the texts are compared with the
`desc[URx]` removed. Forms the destination's table has are never changed.

The encoder test (`--test sass_arches`) then checks every form ptxas emits, and our pipeline's
words, against nvdisasm on the destination arch.
"""
import os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))

# sass_derive_forms.py's decode_uncached (nvdisasm on raw words, rejected words named and
# retried); the script runs its main() when loaded, so its definitions are loaded without it.
class _Module:
    pass


sdf = _Module()
_src = open(os.path.join(HERE, 'sass_derive_forms.py')).read()
_src = re.sub(r'\nmain\(\)\s*$', '\n', _src)
exec(compile(_src, 'sass_derive_forms.py', 'exec'), sdf.__dict__)

DST = os.environ.get('SASS_ARCH', '80')
SRC = sys.argv[1]
FILTER = re.compile(sys.argv[2]) if len(sys.argv) > 2 else None
TABLES = os.path.join(HERE, '../../compiler/src/sass')
HIDES_DESC = {'75', '80', '86', '87', '88', '89'}
FIELD_RE = re.compile(r'^(\d+)\.(\w+)=(\w+)@(\d+):(\d+)(?::(.*))?$')


def read(path):
    lines = open(path).read().split('\n')
    keys = set()
    for l in lines:
        if l and not l.startswith('#'):
            p = l.split()
            keys.add((p[0], p[1]))
    return lines, keys


def sample(lo, hi, fields):
    """The base words with each field set to a distinct, harmless value."""
    w = lo | (hi << 64)
    k = 0
    for f in fields:
        m = FIELD_RE.match(f)
        if not m:
            continue
        _, comp, name, pos, width, enc = m.groups()
        pos, width = int(pos), int(width)
        if enc and (enc.startswith('fixed') or enc.startswith('split') or enc.startswith('rel')):
            continue
        mask = (1 << width) - 1
        if comp in ('reg', 'base', 'cidx'):
            v = 2 + 4 * k
        elif comp in ('ureg', 'desc', 'uadd'):
            v = 4 + 2 * k
        elif comp in ('pred', 'upred'):
            v = 1 + k % 6
        elif comp in ('off', 'coff'):
            v = 0x40 if width > 8 else 1
        elif comp == 'bank':
            v = 0
        else:
            v = 1
        k += 1
        w = (w & ~(mask << pos)) | ((v & mask) << pos)
    return (w & ((1 << 64) - 1), w >> 64)


def to_dst(line):
    """The source line in the destination's spelling: (key, line, sample words)."""
    body, _, note = line.partition('#')
    p = body.split()
    mnem, shape, lo, hi, fields = p[0], p[1], int(p[2], 16), int(p[3], 16), p[4:]
    if DST in HIDES_DESC and SRC not in HIDES_DESC:
        kept = []
        for f in fields:
            m = FIELD_RE.match(f)
            if m and m.group(2) == 'desc':
                pos, width = int(m.group(4)), int(m.group(5))
                w = lo | (hi << 64)
                w = (w & ~(((1 << width) - 1) << pos)) | (4 << pos)
                lo, hi = w & ((1 << 64) - 1), w >> 64
                continue
            kept.append(f)
        fields = kept
        shape = re.sub(r'M([a-z]*)d', r'M\1', shape)
    return (mnem, shape), lo, hi, fields, note.strip()


def _decode_part(args):
    part, arch = args
    sdf.NV_ARCH = 'SM' + arch
    return sdf.decode_uncached(list(part))


def decode(words, arch, chunk=16):
    """nvdisasm -b SM<arch> on the words, in chunks over worker processes (each rejected word
    costs its chunk a re-run, not the whole list: an arch that lacks many of the source's forms
    rejects hundreds; the probe file is named by the worker's pid)."""
    from multiprocessing import Pool

    parts = [(words[i:i + chunk], arch) for i in range(0, len(words), chunk)]
    with Pool(int(os.environ.get('SASS_JOBS', '2'))) as pool:
        return [t for r in pool.map(_decode_part, parts, chunksize=1) for t in r]


def norm(text):
    return re.sub(r'desc\[UR\d+\]', '', text)


def main():
    dst_path = os.path.join(TABLES, 'forms_sm%s.txt' % DST)
    src_lines, _ = read(os.path.join(TABLES, 'forms_sm%s.txt' % SRC))
    dst_lines, dst_keys = read(dst_path)
    cands = {}
    for l in src_lines:
        if not l or l.startswith('#'):
            continue
        key, lo, hi, fields, note = to_dst(l)
        if key in dst_keys or key in cands or (FILTER and not FILTER.search(' '.join(key))):
            continue
        cands[key] = (lo, hi, fields, sample(lo, hi, fields), l)
    keys = sorted(cands)
    words = [cands[k][3] for k in keys]
    src_text = decode(words, SRC)
    dst_text = decode(words, DST)
    added = []
    for k, a, b in zip(keys, src_text, dst_text):
        if a == 'ERR' or b == 'ERR' or norm(a) != norm(b):
            continue
        lo, hi, fields, _, _ = cands[k]
        added.append('%s %s 0x%016x 0x%016x %s  # from forms_sm%s.txt: nvdisasm -b SM%s decodes it as SM%s' % (
            k[0], k[1], lo, hi, ' '.join(fields), SRC, DST, SRC))
    # Each new line goes after the last existing line whose key sorts before it (the existing
    # lines keep their order).
    out = [l for l in dst_lines if l]
    for new in added:
        key = tuple(new.split()[:2])
        at = len(out)
        for i in range(len(out) - 1, -1, -1):
            if out[i].startswith('#') or tuple(out[i].split()[:2]) < key:
                at = i + 1
                break
        out.insert(at, new)
    open(dst_path, 'w').write('\n'.join(out) + '\n')
    print('%d candidate forms from sm_%s, %d added to forms_sm%s.txt' % (len(keys), SRC, len(added), DST))


if __name__ == '__main__':
    main()
