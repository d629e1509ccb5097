#!/usr/bin/env python3
"""Derives compiler/src/sass/forms_sm90.txt from ptxas output decoded by nvdisasm.

Usage: sass_derive_forms.py OUT.txt LISTING.hex...   (each LISTING is `nvdisasm -b SM90 -hex -ndf`
output of raw words, so branch targets are absolute addresses)

For every distinct form key (mnemonic with its modifiers, operand kinds with their flags) it finds,
for each operand component, the bit field that holds it: the first candidate position (standard
SASS slots) whose bits equal the operand's value in every instance. The base pattern is the word
with those fields and the control bits cleared; a key whose instances disagree on the base (hidden
bits we do not model) is reported and left out.

Then, all checked with nvdisasm (`nvdisasm -b SM90` on raw words):
  1. probing: every field is rewritten with another value and must decode to exactly that operand
     value (else the next candidate position is tried); a value that changes the mnemonic marks a
     display alias (`:fixed=N`, IMAD.MOV/IMAD.SHL/IMAD.IADD);
  2. expansion: neighbours of the corpus forms (one decoration bit, one value of a named modifier
     field, the operand-form selector of the B operand, a memory offset) that nvdisasm decodes to a
     clean mnemonic with the same operand values become forms too, with a `# note` saying where
     they came from (two rounds);
  3. reuse: for every register source, which reuse flag nvdisasm prints on it (`:reuse=N` where it
     is not the slot of its position, `:noreuse` where none is printed).
nvdisasm rejects a whole file for one bad word, so rejected words are retried one at a time; every
decode is memoised in $SASS_DECODE_CACHE (JSON), which makes a rerun take under a minute.

The result is data; the Rust encoder applies it and tests/tests/sass_encoder.rs checks it against
nvdisasm and ptxas.
"""
import re, sys, struct, os
# The arch (`SASS_ARCH=80`, default 90): nvdisasm's `-b SM80`, and the uniform register fields'
# width: 6 bits (URZ = 63) up to sm_90, 8 bits (URZ = 255) from sm_100.
ARCH = os.environ.get('SASS_ARCH', '90')
NV_ARCH = 'SM' + ARCH
ARCH_N = int(re.sub(r'[a-z]+$', '', ARCH))
UW = 8 if ARCH_N >= 100 else 6
URZ = (1 << UW) - 1
from collections import OrderedDict, defaultdict

# as compiler/src/sass/inst.rs KEYWORD_OPERANDS
KEYWORDS = ('PR', '1D', '2D', '3D', 'CUBE', 'ARRAY_1D', 'ARRAY_2D', 'ARRAY_3D', 'ARRAY_CUBE')
REG_RE = re.compile(r'^(R\d+|RZ)((?:\.[A-Za-z0-9_]+)*)$')
UREG_RE = re.compile(r'^(UR\d+|URZ)((?:\.[A-Za-z0-9_]+)*)$')

def reg_num(name):
    if name in ('RZ',): return 255
    if name == 'URZ': return URZ
    if name in ('PT', 'UPT'): return 7
    return int(re.sub(r'^[A-Z]+', '', name))

def split_operands(text):
    out, depth, cur = [], 0, ''
    for ch in text:
        if ch in '[(': depth += 1
        if ch in '])': depth -= 1
        if ch == ',' and depth == 0:
            out.append(cur.strip()); cur = ''
        else:
            cur += ch
    if cur.strip(): out.append(cur.strip())
    # `RET.REL.NODEC R2 0x40`: a register and a target without a comma
    res = []
    for o in out:
        if ' ' in o and not o.startswith('desc') and not o.startswith('['):
            res.extend(o.split())
        else:
            res.append(o)
    return res

def parse_operand(tok):
    """-> (kind, key-flags, components dict)"""
    flags = ''
    t = tok
    comps = {}
    if t.startswith('`('):
        return ('T', '', {'label': t})
    if re.match(r'^-?0x[0-9a-f]+$', t):
        v = int(t, 16)
        return ('I', '', {'imm': v})
    if re.match(r'^[-+]?(\d+(\.\d*)?(e[-+]\d+)?|INF|QNAN|NAN)$', t):
        return ('F', '', {'fimm': t})
    if t.startswith('!'): flags += '!'; t = t[1:]
    if t.startswith('-'): flags += '-'; t = t[1:]
    if t.startswith('~'): flags += '~'; t = t[1:]
    if t.startswith('|') and t.endswith('|'): flags += '|'; t = t[1:-1]
    elif t.startswith('|') and '|' in t[1:]:
        i = t.index('|', 1); after = t[i+1:]; t = t[1:i]
        if after.startswith('.reuse'): after = after[6:]; t = t + '.reuse'
        flags += '|' + after
    if t.startswith('c['):
        m = re.match(r'^c\[(0x[0-9a-f]+)\]\[(R\d+|RZ)(?:\+(-?0x[0-9a-f]+))?\]$', t)
        if m:
            return ('C', flags + 'r', {'bank': int(m.group(1), 16), 'cidx': reg_num(m.group(2)), 'coff': int(m.group(3) or '0x0', 16)})
        m = re.match(r'^c\[(0x[0-9a-f]+)\]\[(-?0x[0-9a-f]+)\]$', t)
        if not m: return None
        return ('C', flags, {'bank': int(m.group(1), 16), 'coff': int(m.group(2), 16)})
    if t.startswith('desc[') or t.startswith('['):
        desc = None
        m = re.match(r'^desc\[(UR\d+|URZ)\](.*)$', t)
        if m: desc = m.group(1); t = m.group(2)
        if not (t.startswith('[') and t.endswith(']')): return None
        inner = t[1:-1]
        parts = re.split(r'\+(?=.)', inner)
        c = {}
        key = 'd' if desc else ''
        if desc: c['desc'] = reg_num(desc)
        for p in parts:
            if re.match(r'^(R\d+|RZ)', p):
                n, _, suf = p.partition('.')
                c['base'] = reg_num(n); key += 'r' + ('.' + suf if suf else '')
            elif re.match(r'^(UR\d+|URZ)', p):
                c['uadd'] = reg_num(p); key += 'u'
            elif re.match(r'^-?0x', p):
                c['off'] = int(p, 16); key += 'o'
            else:
                return None
        return ('M', flags + key, c)
    m = REG_RE.match(t)
    if m:
        suf = m.group(2).replace('.reuse', '')
        return ('R', flags + suf, {'reg': reg_num(m.group(1)), 'reuse': '.reuse' in m.group(2)})
    m = UREG_RE.match(t)
    if m:
        return ('U', flags + m.group(2), {'ureg': reg_num(m.group(1))})
    if re.match(r'^(P[0-6]|PT)$', t): return ('P', flags, {'pred': reg_num(t)})
    if re.match(r'^(UP[0-6]|UPT)$', t): return ('Q', flags, {'upred': reg_num(t)})
    if re.match(r'^B\d+$', t): return ('B', flags, {'breg': int(t[1:])})
    if re.match(r'^SB[0-5]$', t): return ('W', flags, {'sb': int(t[2:])})
    if re.match(r'^gsb0$', t): return ('K', flags, {})
    m = re.match(r'^gdesc\[(UR\d+|URZ)\]$', t)
    if m: return ('G', flags, {'ureg': reg_num(m.group(1))})
    # tcgen05 (sm_100a): a tensor-memory address and an instruction descriptor in a uniform register
    m = re.match(r'^tmem\[(UR\d+|URZ)\]$', t)
    if m: return ('X', flags, {'ureg': reg_num(m.group(1))})
    m = re.match(r'^idesc\[(UR\d+|URZ)\]$', t)
    if m: return ('Y', flags, {'ureg': reg_num(m.group(1))})
    # fixed words with no field (the predicate file, a texture's dimensionality): shape `=PR`
    if t in KEYWORDS and not flags: return ('=', t, {})
    if t.startswith('SR') : return ('S', flags, {'sreg': t})
    if re.match(r'^0x[0-9a-f]+$', t): return ('T', flags, {'addr': int(t, 16)})
    return None

def parse_inst(text):
    t = text.strip().rstrip(';').strip()
    guard = None
    m = re.match(r'^@(!?)(U?P[0-6T])\s+(.*)$', t)
    if m: guard = (m.group(1), m.group(2)); t = m.group(3)
    parts = t.split(None, 1)
    mnem = parts[0]
    ops = split_operands(parts[1]) if len(parts) > 1 else []
    parsed = [parse_operand(o) for o in ops]
    if mnem.split('.')[0] in BRANCHES and parsed and parsed[-1] and parsed[-1][0] == 'I':
        parsed[-1] = ('T', '', {'addr': parsed[-1][2]['imm']})
    if any(p is None for p in parsed): return None
    return guard, mnem, parsed

def bits(lo, hi, pos, width):
    w = lo | (hi << 64)
    return (w >> pos) & ((1 << width) - 1)

# candidate fields: (component, [(lo, width, name, class)])
CAND = {
    # QMMA.SF/OMMA.SF (sm_120 block-scaled mma): the scale-factor registers at 40 and 52
    'reg': [(16, 8, 'Rd'), (24, 8, 'Ra'), (32, 8, 'Rb'), (64, 8, 'Rc'), (40, 8, 'Rsfa'), (52, 8, 'Rsfb')],
    # TEX/TLD/SULD/SUST: the bindless handle at 40, the texture/surface index at 46-53
    'ureg': [(16, UW, 'URd'), (24, UW, 'URa'), (32, UW, 'URb'), (64, UW, 'URc'), (40, UW, 'URh')],
    'pred': [(81, 3, 'Pu'), (84, 3, 'Pv'), (87, 3, 'Pp'), (77, 3, 'Pq'), (68, 3, 'Pr'), (16, 3, 'Pd'), (24, 3, 'Pa')],
    'upred': [(81, 3, 'UPu'), (84, 3, 'UPv'), (87, 3, 'UPp'), (77, 3, 'UPq'), (68, 3, 'UPr'), (16, 3, 'UPd'), (24, 3, 'UPa')],
    'imm': [(32, 32, 'imm32'), (72, 8, 'lut'), (64, 8, 'imm8'), (53, 5, 'lane'), (40, 13, 'clamp'), (54, 4, 'barrier'), (84, 3, 'imm3'), (40, 24, 'imm24'), (64, 32, 'imm32c'), (38, 16, 'imm16'), (75, 5, 'shift'), (42, 12, 'count'), (16, 8, 'lut2'), (72, 3, 'count3'), (46, 8, 'texid')],
    'bank': [(54, 5, 'cbank')],
    'cidx': [(24, 8, 'Ra')],
    # LDCU (sm_100+) holds the byte offset at 37-53.
    'coff': [(38, 16, 'coffset')] + ([(37, 17, 'coffset')] if ARCH_N >= 100 else []),
    # LDGSTS: the shared address's register at 16 (signed 20-bit offset at 44), the global one at 24
    # (signed 12-bit offset at 32)
    'base': [(24, 8, 'Ra'), (16, 8, 'Ra')],
    'desc': [(32, UW, 'URdesc'), (64, UW, 'URdesc')],
    'uadd': [(32, UW, 'URb'), (24, UW, 'URa'), (64, UW, 'URc')],
    # ATOM/ATOMG on sm_100+: bit 63 is an addressing-mode bit above a 23-bit offset.
    'off': [(40, 24, 'offset'), (32, 24, 'offset')] + ([(40, 23, 'offset')] if ARCH_N >= 100 else []) + [(44, 20, 'offset'), (32, 12, 'offset')],
    'sreg': [(72, 8, 'sreg')],
    'breg': [(16, 4, 'Bd'), (24, 4, 'Ba')],
    'sb': [(44, 3, 'SB')],
}

def sext(v, w):
    return v - (1 << w) if v & (1 << (w - 1)) else v

def f32_bits(x):
    try:
        return struct.unpack('<I', struct.pack('<f', x))[0]
    except OverflowError:
        return None

def fimm_value(s):
    s2 = s.lstrip('+')
    if s2 in ('INF',): return float('inf')
    if s2 in ('-INF',): return float('-inf')
    if 'NAN' in s2: return None
    return float(s2)

def comp_matches(comp, val, lo, hi, pos, width):
    got = bits(lo, hi, pos, width)
    if comp == 'off':
        return sext(got, width) == val or (got == (val & ((1 << width) - 1)))
    if comp == 'imm':
        return got == (val & ((1 << width) - 1)) and -(1 << (width - 1)) <= val < (1 << width)
    if comp == 'coff':
        return got == (val & 0xffff)
    return got == val

def float_pref(mnem):
    """How an opcode stores a float immediate: f32, f64hi (upper half of a double) or f16."""
    pref = {'D': 'f64hi', 'H': 'f16'}.get(mnem[0], 'f32')
    if mnem.startswith('MUFU') and '64' in mnem: pref = 'f64hi'
    if mnem.startswith('MUFU') and '.F16' in mnem: pref = 'f16'
    if mnem.split('.')[0] in ('F2F', 'F2I', 'FRND', 'F2IP'):
        # the last float type names the source: F2F.F32.F64 converts a double
        types = [m for m in mnem.split('.')[1:] if m in ('F16', 'F32', 'F64')]
        if types: pref = {'F16': 'f16', 'F32': 'f32', 'F64': 'f64hi'}[types[-1]]
    return pref

def float_encodings(s):
    if isinstance(s, str) and 'NAN' in s:
        neg = s.startswith('-')
        return [('f32', 32, 32, 0xffc00000 if neg else 0x7fc00000), ('f64hi', 32, 32, 0xfff80000 if neg else 0x7ff80000),
                ('f16', 48, 16, 0xfe00 if neg else 0x7e00), ('f16', 32, 16, 0xfe00 if neg else 0x7e00)]
    v = fimm_value(s) if isinstance(s, str) else s
    if v is None: return []
    encs = []
    if f32_bits(v) is not None: encs.append(('f32', 32, 32, f32_bits(v)))
    d = struct.unpack('<Q', struct.pack('<d', v))[0]
    if d & 0xffffffff == 0: encs.append(('f64hi', 32, 32, d >> 32))
    h = struct.unpack('<H', struct.pack('<e', v))[0] if abs(v) < 65520 or v != v or v in (float('inf'), float('-inf')) else None
    if h is not None:
        encs.append(('f16', 48, 16, h)); encs.append(('f16', 32, 16, h)); encs.append(('f16', 64, 16, h))
    return encs

BANNED = set()
ALIAS_FIXED = set()

def norm_ops(ops):
    return [(k, fl, {} if k == 'T' else {c: v for c, v in cs.items() if c != 'reuse'}) for k, fl, cs in ops]
BRANCHES = {'BRA', 'BSSY', 'CALL', 'RET', 'JMP', 'BRX', 'JMX', 'BREAK', 'BPT', 'WARPSYNC', 'BMOV'}

NVDISASM = '/root/.cache/nvisel/venv/lib/python3.11/site-packages/nvidia/cu13/bin/nvdisasm'
NOP_WORD = (0x0000000000007918, 0x000fc00000000000)

DECODE_CACHE = {}

def decode_batch(words):
    """nvdisasm -b SM90 on raw words, memoised in $SASS_DECODE_CACHE (a JSON file) across runs."""
    import json, os
    path = os.environ.get('SASS_DECODE_CACHE')
    if path and not DECODE_CACHE and os.path.exists(path):
        DECODE_CACHE.update(json.load(open(path)))
    todo = sorted({'%x:%x' % w for w in words if '%x:%x' % w not in DECODE_CACHE})
    for i in range(0, len(todo), 400):
        chunk = todo[i:i + 400]
        texts = decode_uncached([tuple(int(x, 16) for x in k.split(':')) for k in chunk])
        DECODE_CACHE.update(zip(chunk, texts))
        if path:
            json.dump(DECODE_CACHE, open(path, 'w'))
    return [DECODE_CACHE['%x:%x' % w] for w in words]

def decode_uncached(words):
    """nvdisasm -b SM90 on raw words; a rejected word (named by address) becomes 'ERR' and a NOP."""
    import subprocess, tempfile, os
    cur = list(words); errs = {}
    path = os.path.join(tempfile.gettempdir(), 'sass_derive_probe_%d.bin' % os.getpid())
    for _ in range(len(words) + 1):
        with open(path, 'wb') as f:
            for lo, hi in cur: f.write(struct.pack('<QQ', lo, hi))
        r = subprocess.run([NVDISASM, '-b', NV_ARCH, '-hex', '-ndf', path], capture_output=True, text=True)
        if r.returncode == 0:
            texts = {}
            for line in r.stdout.splitlines():
                m = re.match(r'^\s*/\*([0-9a-f]+)\*/\s+(.*?)\s*/\* 0x', line)
                if m: texts[int(m.group(1), 16) // 16] = re.sub(r'\s+', ' ', m.group(2).strip().rstrip(';').strip())
            return ['ERR' if i in errs else texts.get(i, 'ERR') for i in range(len(words))]
        m = re.search(r'at address 0x([0-9a-f]+)', r.stderr)
        if not m: raise RuntimeError(r.stderr)
        i = int(m.group(1), 16) // 16
        errs[i] = r.stderr; cur[i] = NOP_WORD
    raise RuntimeError('too many rejections')

def probe_value(comp, v, width):
    if comp in ('reg', 'base'): return (v + 38) % 254 if v != 255 else 40
    if comp in ('ureg', 'desc', 'uadd'): return (v + 12) % 62 if v != URZ else 12
    if comp in ('pred', 'upred'): return (v + 3) % 7 if v != 7 else 3
    if comp == 'breg': return (v + 1) % 16
    if comp == 'imm': return v ^ (1 << (min(width, 8) - 2)) if width > 1 else v ^ 1
    if comp == 'bank': return v ^ 1
    if comp == 'cidx': return (v + 38) % 254 if v != 255 else 40
    if comp in ('coff', 'off'): return v ^ 0x40
    return None

def probe_word(inst, f):
    """(word, expected operands) with field f set to a probe value, or None."""
    addr, text, lo, hi, guard, ops = inst
    oi, comp, pos, width, name, enc = f
    w = lo | (hi << 64)
    kind, flg, comps = ops[oi]
    if comp == 'fimm':
        newv = '0.25'
        encs = {(e[0], e[1]): e[3] for e in float_encodings(newv)}
        if (enc, pos) not in encs: return None
        val = encs[(enc, pos)]
        newc = dict(comps); newc['fimm'] = newv
    else:
        old = comps.get(comp)
        if old is None: return None
        nv = probe_value(comp, old, width)
        if nv is None: return None
        if comp == 'imm':
            val = nv & ((1 << width) - 1)
            newc = dict(comps); newc['imm'] = nv
        else:
            val = nv & ((1 << width) - 1)
            newc = dict(comps); newc[comp] = nv
    if enc == 'inv':
        val ^= (1 << width) - 1
    if enc.startswith('split='):
        lo2, w2 = map(int, enc[6:].split('+'))
        full = nv & ((1 << (width + w2)) - 1)
        w = (w & ~(((1 << w2) - 1) << lo2)) | ((full >> width) << lo2)
        val = full & ((1 << width) - 1)
    w = (w & ~(((1 << width) - 1) << pos)) | (val << pos)
    expect = list(ops); expect[oi] = (kind, flg, newc)
    expect = [(k, fl, {c: v for c, v in cs.items() if c != 'reuse'}) for k, fl, cs in expect]
    return ((w & (2**64 - 1), w >> 64), expect)

def derive(mnem, shape, inst_list):
    """-> (fields, base) or (None, reason)"""
    ops0 = inst_list[0][5]
    comps_list = []
    for oi, (kind, flg, comps) in enumerate(ops0):
        for comp in comps:
            if comp in ('reuse', 'label'): continue
            comps_list.append((oi, comp))
    def candidates(oi, comp):
        if comp == 'addr':
            # rel4split/rel4: (target - next) / 4; abs4split (CALL.ABS, RET.ABS): target / 4,
            # split like rel4split (bits 16-23, then 34-81)
            for layout, pos, width in (('rel4split', 16, 8), ('rel4', 34, 48), ('abs4split', 16, 8)):
                good = True
                for it in inst_list:
                    rel = (it[5][oi][2]['addr'] - (0 if layout == 'abs4split' else it[0] + 16)) >> 2
                    w = it[2] | (it[3] << 64)
                    f2 = (w >> 34) & ((1 << 48) - 1)
                    if layout in ('rel4split', 'abs4split'):
                        good = good and ((w >> 16) & 0xff) == rel & 0xff and f2 == (rel >> 8) & ((1 << 48) - 1)
                    else:
                        good = good and f2 == rel & ((1 << 48) - 1)
                if good:
                    yield (pos, width, 'target', layout, set(range(34, 82)) | (set(range(16, 24)) if layout != 'rel4' else set()))
            return
        if comp == 'sreg':
            yield (72, 8, 'SR', 'sreg', set(range(72, 80))); return
        if comp == 'fimm':
            pref = float_pref(mnem)
            for enc in sorted(float_encodings(ops0[oi][2][comp]), key=lambda e: e[0] != pref):
                name, pos, width, _ = enc
                good = True
                for it in inst_list:
                    encs = {(e[0], e[1]): e[3] for e in float_encodings(it[5][oi][2][comp])}
                    if (name, pos) not in encs or bits(it[2], it[3], pos, width) != encs[(name, pos)]:
                        good = False; break
                if good: yield (pos, width, 'fimm', name, set(range(pos, pos + width)))
            return
        cands = CAND[comp]
        root = mnem.split('.')[0]
        if comp == 'imm' and root == 'BAR': cands = [(54, 4, 'barrier'), (42, 12, 'count')]
        if comp == 'imm' and root == 'WARPGROUP': cands = [(72, 3, 'count3')]
        for pos, width, name in cands:
            if (mnem, shape, oi, comp, pos) in BANNED: continue
            if all(comp_matches(comp, it[5][oi][2][comp], it[2], it[3], pos, width) and (it[5][oi][2][comp] < (1 << width) if comp not in ('off', 'coff', 'imm') else True) for it in inst_list):
                yield (pos, width, name, 'u', set(range(pos, pos + width)))
        if comp == 'upred':
            # HGMMA's scale-D predicate is stored inverted (UPT is 0)
            for pos, width, name in cands:
                if (mnem, shape, oi, comp, pos) in BANNED: continue
                if all(bits(it[2], it[3], pos, width) == it[5][oi][2][comp] ^ 7 for it in inst_list):
                    yield (pos, width, name, 'inv', set(range(pos, pos + width)))
        if comp == 'ureg' and root in ('QMMA', 'OMMA') and (mnem, shape, oi, comp, 60) not in BANNED:
            # QMMA.SF/OMMA.SF's scale-factor ids register (sm_120): bits 0-2 at 60, 3-7 at 73
            if all(0 <= it[5][oi][2][comp] < 256 and bits(it[2], it[3], 60, 3) == it[5][oi][2][comp] & 7
                   and bits(it[2], it[3], 73, 5) == it[5][oi][2][comp] >> 3 for it in inst_list):
                yield (60, 3, 'URsf', 'split=73+5', set(range(60, 63)) | set(range(73, 78)))
        if comp == 'imm' and (mnem, shape, oi, comp, 64) not in BANNED:
            # PLOP3's LUT: bits 0-2 at 64, bits 3-7 at 72
            if all(0 <= it[5][oi][2][comp] < 256 and bits(it[2], it[3], 64, 3) == it[5][oi][2][comp] & 7
                   and bits(it[2], it[3], 72, 5) == it[5][oi][2][comp] >> 3 for it in inst_list):
                yield (64, 3, 'lut', 'split=72+5', set(range(64, 67)) | set(range(72, 77)))
    def search(i, used):
        if i == len(comps_list): return []
        oi, comp = comps_list[i]
        for pos, width, name, enc, bitset in candidates(oi, comp):
            if bitset & used: continue
            rest = search(i + 1, used | bitset)
            if rest is not None:
                return [(oi, comp, pos, width, name, enc)] + rest
        return None
    fields = search(0, set())
    if fields is None:
        return None, 'no field'
    # branch targets: relative to the next instruction, in 4-byte units; find the layout
    for f in fields:
        if f[1] == 'target':
            pass
    # base
    bases = set()
    for it in inst_list:
        lo, hi = it[2], it[3]
        w = lo | (hi << 64)
        w &= (1 << 105) - 1  # control bits
        w &= ~(0xf << 12)  # guard
        for oi, comp, pos, width, name, enc in fields:
            if comp == 'addr':
                w &= ~(((1 << 48) - 1) << 34)
                if enc in ('rel4split', 'abs4split'): w &= ~(0xff << 16)
                continue
            w &= ~(((1 << width) - 1) << pos)
            if enc.startswith('split='):
                lo2, w2 = map(int, enc[6:].split('+')); w &= ~(((1 << w2) - 1) << lo2)
        bases.add(w)
    if len(bases) != 1:
        # hidden bits differ
        diff = 0
        bl = list(bases)
        for b in bl[1:]: diff |= b ^ bl[0]
        return None, 'hidden bits ' + hex(diff)
    base = bases.pop()
    # reuse slots: which of bits 122-125 each `.reuse` operand sets (default: by field position)
    default = {24: 0, 32: 1, 64: 2}
    votes = {}
    for it in inst_list:
        flagged = [oi for oi, (k, fl, cs) in enumerate(it[5]) if cs.get('reuse')]
        if not flagged: continue
        bits_set = [b for b in range(4) if (it[3] >> 58) & (1 << b)]
        if len(bits_set) != len(flagged): continue
        for oi, b in zip(flagged, bits_set):
            votes.setdefault(oi, set()).add(b)
    out = []
    for f in fields:
        oi, comp, pos, width, name, enc = f
        slot = votes.get(oi)
        if comp in ('reg',) and slot and len(slot) == 1:
            enc = (enc if enc != 'u' else 'u') + ':reuse=%d' % next(iter(slot))
        out.append((oi, comp, pos, width, name, enc))
    return out, base

def main():
    out = sys.argv[1]
    insts = []
    for path in sys.argv[2:]:
        cur = None
        for line in open(path):
            m = re.match(r'^\s*/\*([0-9a-f]+)\*/\s+(.*?)\s*;?\s*/\* (0x[0-9a-f]+) \*/', line)
            if m:
                cur = (int(m.group(1), 16), re.sub(r'\s+', ' ', m.group(2).strip().rstrip(';').strip()), int(m.group(3), 16))
                continue
            m = re.match(r'^\s*/\* (0x[0-9a-f]+) \*/', line)
            if m and cur:
                insts.append((cur[0], cur[1], cur[2], int(m.group(1), 16))); cur = None
    groups = OrderedDict()
    for addr, text, lo, hi in insts:
        p = parse_inst(text)
        if p is None:
            print('unparsed:', text, file=sys.stderr); continue
        guard, mnem, ops = p
        shape = ','.join(k + f for k, f, c in ops)
        groups.setdefault((mnem, shape), []).append((addr, text, lo, hi, guard, ops))
    results = {}
    for round_ in range(16):
        todo = [k for k in groups if k not in results or results[k][0] == 'retry']
        if not todo: break
        for key in todo:
            fields, base = derive(key[0], key[1], groups[key])
            results[key] = (fields, base)
        # probe every field of the forms derived this round with nvdisasm
        probes = []
        for key in todo:
            fields, base = results[key]
            if fields is None: continue
            for f in fields:
                pw = probe_word(groups[key][0], f)
                if pw is not None: probes.append((key, f, pw))
        if not probes: break
        decoded = decode_batch([p[2][0] for p in probes])
        failed = set()
        for (key, f, (word, expect_ops)), text in zip(probes, decoded):
            got = parse_inst(text) if text and not text.startswith('ERR') else None
            if got is not None and got[1] != key[0]:
                # the probe value leaves the alias (IMAD.MOV, IMAD.SHL, ...): the value is fixed
                ALIAS_FIXED.add((key[0], key[1], f[0], f[1]))
                continue
            if got is None or norm_ops(got[2]) != norm_ops(expect_ops):
                BANNED.add((key[0], key[1], f[0], f[1], f[2]))
                failed.add(key)
        for key in failed:
            results[key] = ('retry', None)
        print('round', round_, len(probes), 'probes,', len(failed), 'forms to redo', file=sys.stderr)
    bad = 0
    entries = {}
    for key, (fields, base) in results.items():
        mnem, shape = key
        if fields is None or fields == 'retry':
            print('left out:', mnem, shape, base, groups[key][0][1], file=sys.stderr); bad += 1; continue
        fixed = {(oi, comp): groups[key][0][5][oi][2][comp] for oi, comp, *_ in fields if (mnem, shape, oi, comp) in ALIAS_FIXED}
        entries[key] = {'fields': fields, 'base': base, 'inst': groups[key][0], 'fixed': fixed, 'note': ''}
    if EXPAND:
        for round_ in range(EXPAND):
            added = expand(entries, round_)
            print('expansion round', round_, 'added', added, 'forms', file=sys.stderr)
    mark_reuse(entries)
    lines = []
    for (mnem, shape), e in entries.items():
        fl = ' '.join(f'{oi}.{comp}={name}@{pos}:{width}' + (f':{enc}' if enc != 'u' else '').replace(':u:', ':')
                      + (':fixed=%d' % e['fixed'][(oi, comp)] if (oi, comp) in e['fixed'] else '')
                      for oi, comp, pos, width, name, enc in e['fields'])
        base = e['base']
        note = ('  # ' + e['note']) if e['note'] else ''
        lines.append(f'{mnem} {shape or "-"} 0x{base & (2**64-1):016x} 0x{base >> 64:016x} {fl}'.rstrip() + note)
    with open(out, 'w') as f:
        f.write('# SASS forms for sm_' + ARCH + ', derived by tests/tools/sass_derive_forms.py from ptxas output\n')
        f.write('# MNEMONIC SHAPE BASE_LO BASE_HI OPERAND.COMPONENT=FIELD@LO:WIDTH[:ENCODING]... [# how it was found]\n')
        f.write('# Forms with a note were not in the ptxas corpus: they are neighbours of a corpus form (one\n')
        f.write('# modifier field or operand-form selector changed) that nvdisasm decoded to that text.\n')
        for l in sorted(lines): f.write(l + '\n')
    print(len(lines), 'forms;', bad, 'keys left out', file=sys.stderr)

FLIP_BITS = [62, 63, 71, 72, 73, 74, 75, 76, 77, 80, 90]
def mark_reuse(entries):
    """Finds, for every register source of every form, which reuse flag (bits 122-124) nvdisasm
    prints as `.reuse` on it: `:reuse=N` where it is not the slot of its position (FADD's second
    source sits in slot C), `:noreuse` where nvdisasm prints none (memory, MUFU, conversion pipes).
    An opcode, position and slot nvdisasm rejects on a first form is not tried on the others.
    With $SASS_REUSE_FROM (another arch's table, e.g. forms_sm90.txt) the marks are taken from it
    instead of probed (the same form, else the same opcode and position, else the position's
    slot; with $SASS_REUSE_FALLBACK=corpus, a form `ref` lacks keeps the slot ptxas's own words
    voted for in the corpus before the opcode's and the position's): tens of thousands of
    nvdisasm probes fewer; the per-arch tests check the result."""
    slot_of = {24: 0, 32: 1, 64: 2}
    ref = os.environ.get('SASS_REUSE_FROM')
    if ref:
        return mark_reuse_from(entries, ref, slot_of)
    probes = []
    for key, e in entries.items():
        base_word = sample_word(e) & ~(0xf << 122)
        for f in e['fields']:
            if f[1] == 'reg' and f[2] in slot_of:
                # RZ takes no reuse: probe with R10 in its place
                bw = base_word
                if e['inst'][5][f[0]][2].get('reg') == 255:
                    bw = (bw & ~(0xff << f[2])) | (10 << f[2])
                for slot in range(3):
                    w = bw | (1 << (122 + slot))
                    w &= ~(0x1f << 105); w |= (1 << 105) | (1 << 109)  # stall 1, no yield
                    probes.append(((key[0].split('.')[0], f[2], slot), key, f, slot, (w & (2**64 - 1), w >> 64)))
    first = {}
    for i, p in enumerate(probes):
        first.setdefault(p[0], i)
    rep = sorted(set(first.values()))
    rep_t = decode_batch([probes[i][4] for i in rep])
    legal = {probes[i][0] for i, t in zip(rep, rep_t) if t and not t.startswith('ERR')}
    todo = [p for p in probes if p[0] in legal]
    texts = decode_batch([p[4] for p in todo])
    printing = {}
    for (rk, key, f, slot, w), t in zip(todo, texts):
        q = parse_inst(t) if t and not t.startswith('ERR') else None
        if q and f[0] < len(q[2]) and q[2][f[0]][2].get('reuse'):
            printing.setdefault((key, f[0]), set()).add(slot)
    # the slot: the one ptxas used in the corpus, else the one of its position, else the lowest
    slots = {}
    family = {}
    for key, e in entries.items():
        for f in e['fields']:
            if f[1] == 'reg' and f[2] in slot_of and (key, f[0]) in printing:
                ok = printing[(key, f[0])]
                m = re.search(r'reuse=(\d)', f[5])
                voted = int(m.group(1)) if m else None
                slot = voted if voted in ok else (slot_of[f[2]] if slot_of[f[2]] in ok else min(ok))
                slots[(key, f[0])] = slot
                family.setdefault((key[0], f[2]), slot)
                family.setdefault((key[0].split('.')[0], f[2]), slot)
    # where the probes said nothing, ptxas's own `.reuse` in the corpus decides
    for key, e in entries.items():
        for f in e['fields']:
            m = re.search(r'reuse=(\d)', f[5])
            if f[1] == 'reg' and f[2] in slot_of and (key, f[0]) not in slots and m:
                slots[(key, f[0])] = int(m.group(1))
                family.setdefault((key[0], f[2]), int(m.group(1)))
    n = 0
    for key, e in entries.items():
        nf = []
        for f in e['fields']:
            if f[1] == 'reg' and f[2] in slot_of:
                enc = re.sub(r':?reuse=\d', '', f[5]) or 'u'
                slot = slots.get((key, f[0]))
                if slot is None:
                    enc += ':noreuse'; n += 1
                elif slot != slot_of[f[2]]:
                    enc += ':reuse=%d' % slot
                f = (f[0], f[1], f[2], f[3], f[4], enc)
            nf.append(f)
        e['fields'] = nf
    print('reuse not printed on', n, 'register fields', file=sys.stderr)

def mark_reuse_from(entries, ref, slot_of):
    """The reuse marks of `ref`'s forms applied to `entries` (see mark_reuse)."""
    corpus_fallback = os.environ.get('SASS_REUSE_FALLBACK') == 'corpus'
    same, family = {}, {}
    for line in open(ref):
        line = line.split(' #')[0].strip()
        if not line or line.startswith('#'): continue
        w = line.split()
        for fd in w[4:]:
            m = re.match(r'^(\d+)\.reg=[^@]+@(\d+):\d+(.*)$', fd)
            if not m or int(m.group(2)) not in slot_of: continue
            oi, pos, rest = int(m.group(1)), int(m.group(2)), m.group(3)
            r = re.search(r'reuse=(\d)', rest)
            slot = None if 'noreuse' in rest else (int(r.group(1)) if r else slot_of[pos])
            same[(w[0], w[1], oi)] = slot
            family.setdefault((w[0].split('.')[0], pos), slot)
    n = 0
    for key, e in entries.items():
        nf = []
        for f in e['fields']:
            if f[1] == 'reg' and f[2] in slot_of:
                voted = re.search(r'reuse=(\d)', f[5])
                enc = re.sub(r':?reuse=\d', '', f[5]) or 'u'
                k = (key[0], key[1] or '-', f[0])
                if k in same:
                    slot = same[k]
                elif corpus_fallback and voted:
                    slot = int(voted.group(1))
                else:
                    slot = family.get((key[0].split('.')[0], f[2]), slot_of[f[2]])
                if slot is None:
                    enc += ':noreuse'; n += 1
                elif slot != slot_of[f[2]]:
                    enc += ':reuse=%d' % slot
                f = (f[0], f[1], f[2], f[3], f[4], enc)
            nf.append(f)
        e['fields'] = nf
    print('reuse marks from', ref, '; not printed on', n, 'register fields', file=sys.stderr)

EXPAND = int(__import__('os').environ.get('SASS_EXPAND', '2'))

def modifier_fields():
    """MODIFIER_FIELDS of compiler/src/sass/forms.rs: opcode -> [(lo, width)]."""
    import os
    src = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../compiler/src/sass/forms.rs')).read()
    out = {}
    for op, name, lo, w in re.findall(r'\("([A-Z0-9]+)", "([^"]+)", (\d+), (\d+)\)', src):
        out.setdefault(op, []).append((int(lo), int(w)))
    return out

def field_mask(fields):
    m = (0xf << 12) | ((1 << 12) - 1)  # guard, opcode, selector
    for oi, comp, pos, width, name, enc in fields:
        if comp == 'addr':
            m |= ((1 << 48) - 1) << 34
            if enc in ('rel4split', 'abs4split'): m |= 0xff << 16
            continue
        m |= ((1 << width) - 1) << pos
        if enc.startswith('split='):
            lo2, w2 = map(int, enc[6:].split('+')); m |= ((1 << w2) - 1) << lo2
    return m

def sample_word(e):
    it = e['inst']
    return it[2] | (it[3] << 64)

def same_values(ops_a, ops_b):
    if len(ops_a) != len(ops_b): return False
    for (ka, fa, ca), (kb, fb, cb) in zip(ops_a, ops_b):
        if ka != kb: return False
        if ka == 'T': continue
        strip = lambda c: {k: v for k, v in c.items() if k != 'reuse'}
        if strip(ca) != strip(cb): return False
        # decorations may change, structure may not
        if ka == 'M' and fa.lstrip('!-~|') != fb.lstrip('!-~|'): return False
    return True

def expand(entries, round_):
    modf = modifier_fields()
    cands = []  # (parent key, new word, new base, new fields, note)
    for key, e in list(entries.items()):
        if e['note'] and round_ == 0: continue
        if round_ > 0 and not e['note'].startswith('selector'): continue
        word = sample_word(e); base = e['base']; fields = e['fields']
        used = field_mask(fields)
        mnem = key[0]
        # one-bit neighbours outside the operand fields, in the modifier region
        # operand decorations (negate, absolute value, not) and single modifier bits
        for bit in FLIP_BITS:
            if used >> bit & 1: continue
            cands.append((key, word ^ (1 << bit), base ^ (1 << bit), fields, 'bit %d of %s %s' % (bit, key[0], key[1])))
        # every value of the named modifier fields of the family
        for lo, w in modf.get(mnem.split('.')[0], []):
            if (used >> lo) & ((1 << w) - 1): continue
            cur = (base >> lo) & ((1 << w) - 1)
            for v in range(1 << w):
                if v == cur or bin(v ^ cur).count('1') == 1: continue
                m = ((1 << w) - 1) << lo
                cands.append((key, (word & ~m) | (v << lo), (base & ~m) | (v << lo), fields, 'field %d:%d=%d of %s %s' % (lo, w, v, key[0], key[1])))
        # memory operands with and without their offset (bits 40-63 on the load/store forms)
        if round_ == 0:
            for oi, (k, fl, cs) in enumerate(e['inst'][5]):
                if k != 'M' or 'base' not in cs: continue
                has_off = any(f[0] == oi and f[1] == 'off' for f in fields)
                if not has_off and not (used >> 40) & ((1 << 24) - 1):
                    nf = sorted(fields + [(oi, 'off', 40, 24, 'offset', 'u')], key=lambda f: (f[0], f[2]))
                    cands.append((key, word | (0x40 << 40), base, nf, 'offset of %s %s' % (key[0], key[1])))
                elif has_off:
                    nf = [f for f in fields if not (f[0] == oi and f[1] == 'off')]
                    cands.append((key, word & ~(((1 << 24) - 1) << 40), base, nf, 'no offset of %s %s' % (key[0], key[1])))
        # operand-form selector: the B operand as register, immediate, uniform register, constant
        if round_ == 0:
            sel = (base >> 9) & 7
            bfields = [f for f in fields if f[2] in (32, 38, 54) and f[1] in ('reg', 'imm', 'ureg', 'bank', 'coff', 'fimm')]
            if sel in (1, 4, 5, 6, 7) and bfields and len({f[0] for f in bfields}) == 1:
                oi = bfields[0][0]
                others = [f for f in fields if f[0] != oi]
                region = (((1 << 32) - 1) << 32) | (7 << 9) | (1 << 91)
                if any((f[2] < 64 and f[2] + f[3] > 32) for f in others): continue
                # uniform registers: selector 6 or 7 with bit 91 (FADD R0, R9, UR4 is 0x7e21), or
                # selector 1 with bit 91 on the uniform datapath (UIADD3 UR5, UR5, UR7, URZ)
                for nsel, kind, b91 in ((1, 'R', 0), (4, 'I', 0), (5, 'C', 0), (6, 'U', 1), (7, 'U', 1), (1, 'U', 1)):
                    if nsel == sel and b91 == (base >> 91) & 1: continue
                    nb = (base & ~region) | (nsel << 9) | (b91 << 91)
                    nw = (word & ~region) | (nsel << 9) | (b91 << 91)
                    if kind == 'R': nf = [(oi, 'reg', 32, 8, 'Rb', 'u')]; nw |= 38 << 32
                    elif kind == 'U': nf = [(oi, 'ureg', 32, UW, 'URb', 'u')]; nw |= 5 << 32
                    elif kind == 'C': nf = [(oi, 'bank', 54, 5, 'cbank', 'u'), (oi, 'coff', 38, 16, 'coffset', 'u')]; nw |= (1 << 54) | (0x100 << 38)
                    elif mnem.startswith(('F', 'D', 'MUFU', 'H')):
                        fk = float_pref(mnem)
                        enc_bits = {e[0]: e[3] for e in float_encodings('0.5')}[fk]
                        nf = [(oi, 'fimm', 32, 16 if fk == 'f16' else 32, 'fimm', fk)]; nw |= enc_bits << 32
                    else:
                        nf = [(oi, 'imm', 32, 32, 'imm32', 'u')]; nw |= 0x3f000000 << 32
                    cands.append((key, nw, nb, sorted(others + nf, key=lambda f: (f[0], f[2])), 'selector %d%s of %s %s' % (nsel, '+91' if b91 else '', key[0], key[1])))
    if not cands: return 0
    # Validity depends on the opcode and the changed bits, not on register numbers: try each change
    # on one form of an opcode first, and on the others only where nvdisasm accepted it.
    def cid(c):
        key, w, nb, nf, note = c
        return (key[0].split('.')[0], note.split(' of ')[0])
    first = {}
    for i, c in enumerate(cands):
        first.setdefault(cid(c), i)
    rep = sorted(set(first.values()))
    rep_dec = decode_batch([(cands[i][1] & (2**64 - 1), cands[i][1] >> 64) for i in rep])
    ok_ids = {cid(cands[i]) for i, t in zip(rep, rep_dec) if t and not t.startswith('ERR')}
    cands = [c for c in cands if cid(c) in ok_ids]
    print('  expansion candidates:', len(cands), 'after', len(rep), 'representatives', file=sys.stderr)
    decoded = decode_batch([(w & (2**64 - 1), w >> 64) for _, w, *_ in cands])
    added = 0
    for (key, w, nb, nf, note), text in zip(cands, decoded):
        if not text or text.startswith('ERR') or '?' in text or 'INVALID' in text: continue
        p = parse_inst(text)
        if p is None: continue
        guard, mn, ops = p
        e = entries[key]
        if guard != e['inst'][4]: continue
        if note.startswith(('offset', 'no offset')):
            want = 0x40 if note.startswith('offset') else None
            mops = [c for k, f, c in ops if k == 'M']
            if mn != key[0] or not mops or mops[0].get('off') != want: continue
            strip = lambda o: [(k, f.replace('o', '') if k == 'M' else f, {c: v for c, v in cs.items() if c not in ('reuse', 'off')}) for k, f, cs in o]
            if strip(ops) != strip(e['inst'][5]): continue
        elif not note.startswith('selector') and not same_values(e['inst'][5], ops): continue
        if note.startswith('selector'):
            if mn != key[0] or len(ops) != len(e['inst'][5]): continue
            ok = True
            for i, ((ka, fa, ca), (kb, fb, cb)) in enumerate(zip(e['inst'][5], ops)):
                if i == nf_op(nf, e['fields']):
                    want = {'reg': 'R', 'ureg': 'U', 'imm': 'I', 'fimm': 'F', 'bank': 'C', 'coff': 'C'}[[f for f in nf if f[0] == i][0][1]]
                    if kb != want or fb.strip('-|') != '': ok = False
                    if kb == 'F' and cb.get('fimm') != '0.5': ok = False
                    if kb == 'I' and cb.get('imm') != 0x3f000000: ok = False
                elif (ka, ca) != (kb, cb) and ka != 'T': ok = False
            if not ok: continue
        nkey = (mn, ','.join(k + f for k, f, c in ops))
        if nkey in entries: continue
        if any(k == 'T' for k, f, c in ops) and nkey[1] != key[1]: continue
        sample = (e['inst'][0], text, w & (2**64 - 1), w >> 64, guard, ops)
        fixed = {k: v for k, v in e['fixed'].items() if not note.startswith('selector') or k[0] != nf_op(nf, e['fields'])}
        entries[nkey] = {'fields': nf, 'base': nb, 'inst': sample, 'fixed': fixed, 'note': note}
        added += 1
    return added

def nf_op(nf, fields):
    ops = {f[0] for f in nf} - {f[0] for f in fields if f in nf}
    return next(iter(ops)) if ops else -1

main()
