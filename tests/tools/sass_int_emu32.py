# Checks the integer division/remainder sequences of the ptxas side by interpreting our SASS listing
# (a subset of opcodes, MUFU.RCP modelled as the correctly rounded reciprocal) on many operand
# pairs. Usage: nvisel compile tests/tools/sass_int_emu32.ptx --emit sass -o x.sass && python3 tests/tools/sass_int_emu32.py x.sass
# where x.ptx loads u32 a, b from [p], [p+4] and stores div.u32, rem.u32, div.s32, rem.s32,
# rem.u32 by 10, div.s32 by -3 at +100, +104, ... +120 (tests/filetests/sass/int-division.ptx style).
# Tiny interpreter for straight-line+guarded SASS listings (our output) to check integer div/rem.
import re, struct, sys, random
def f32(x): return struct.unpack('<f', struct.pack('<f', x))[0]
def bits(f): return struct.unpack('<I', struct.pack('<f', f))[0]
def fl(b): return struct.unpack('<f', struct.pack('<I', b & 0xffffffff))[0]
import math
def i2f_rp(u):  # round toward +inf to f32
    f = f32(float(u))
    if float(f) < u:
        f = fl(bits(f) + 1)
    return bits(f)
def run(lines, regs, mem):
    P = {7: True}
    R = dict(regs)
    def rv(tok):
        tok = tok.strip()
        neg = tok.startswith('-'); tok = tok.lstrip('-')
        if tok == 'RZ': v = 0
        elif tok.startswith('R'): v = R.get(int(tok[1:]), 0)
        elif tok.startswith('0x'): v = int(tok, 16)
        else: raise Exception('operand ' + tok)
        return (-v) & 0xffffffff if neg else v & 0xffffffff
    def pv(tok):
        tok = tok.strip(); n = tok.startswith('!'); tok = tok.lstrip('!')
        v = True if tok == 'PT' else P[int(tok[1:])]
        return (not v) if n else v
    def pset(tok, v):
        if tok != 'PT': P[int(tok[1:])] = v
    for l in lines:
        g = re.match(r'@(!?)P(\d) (.*)', l)
        if g:
            c = P[int(g.group(2))]
            if g.group(1): c = not c
            if not c: continue
            l = g.group(3)
        op, _, rest = l.partition(' ')
        a = [x.strip() for x in rest.split(',')] if rest else []
        m = op.split('.')
        d = lambda: int(a[0][1:])
        if m[0] == 'MOV': R[d()] = rv(a[1])
        elif m[0] == 'IADD3': R[d()] = (rv(a[1]) + rv(a[2]) + rv(a[3])) & 0xffffffff
        elif op == 'I2F.U32.RP': R[d()] = i2f_rp(rv(a[1]))
        elif op == 'I2F.RP':
            x = rv(a[1]); x = x - (1 << 32) if x >> 31 else x
            R[d()] = i2f_rp(x) if x >= 0 else (bits(-fl(i2f_rp(-x))) if fl(i2f_rp(-x)) == -x else bits(-fl(i2f_rp(-x) - 1)))
        elif op == 'MUFU.RCP':
            f = fl(rv(a[1])); R[d()] = bits(f32(1.0 / f)) if f != 0 else 0x7f800000
        elif op == 'F2I.FTZ.U32.TRUNC.NTZ':
            f = fl(rv(a[1])); R[d()] = 0xffffffff if math.isinf(f) else max(0, min(0xffffffff, int(f)))
        elif op == 'IMAD': R[d()] = (rv(a[1]) * rv(a[2]) + rv(a[3])) & 0xffffffff
        elif op == 'IMAD.MOV.U32': R[d()] = rv(a[3])
        elif op == 'IMAD.IADD': R[d()] = (rv(a[1]) + rv(a[3])) & 0xffffffff
        elif op == 'IMAD.HI.U32':
            c = a[3]
            if c == 'RZ': add = 0
            else:
                r = int(c[1:]); add = R.get(r, 0) | (R.get(r + 1, 0) << 32)
            R[d()] = ((rv(a[1]) * rv(a[2]) + add) >> 32) & 0xffffffff
        elif op == 'IABS':
            x = rv(a[1]); x = x - (1 << 32) if x >> 31 else x; R[d()] = abs(x) & 0xffffffff
        elif m[0] == 'ISETP':
            x, y = rv(a[2]), rv(a[3])
            if 'U32' not in m:
                x = x - (1 << 32) if x >> 31 else x; y = y - (1 << 32) if y >> 31 else y
            c = {'GE': x >= y, 'GT': x > y, 'NE': x != y, 'EQ': x == y, 'LT': x < y, 'LE': x <= y}[m[1]]
            b = 'AND' if 'AND' in m else 'OR'
            pset(a[0], (c and pv(a[4])) if b == 'AND' else (c or pv(a[4])))
        elif op == 'LOP3.LUT':
            x, y, z, lut = rv(a[1]), rv(a[2]), rv(a[3]), int(a[4], 16)
            out = 0
            for i in range(32):
                idx = ((x >> i & 1) << 2) | ((y >> i & 1) << 1) | (z >> i & 1)
                out |= ((lut >> idx) & 1) << i
            R[d()] = out
        elif m[0] in ('LDG', 'STG'):
            off = re.search(r'\+0x([0-9a-f]+)\]', l); off = int(off.group(1), 16) if off else 0
            if m[0] == 'LDG': R[d()] = mem[off]
            else: mem[off] = rv(a[-1])
        elif op in ('LDC', 'LDC.64', 'ULDC.64', 'EXIT', 'BRA', 'NOP'): pass
        else: raise Exception('unhandled ' + l)
    return mem
def main():
    lines = []
    for l in open(sys.argv[1]):
        mm = re.match(r'\s*/\*[0-9a-f]+\*/\s+(.*?)\s*;', l)
        if mm: lines.append(re.sub(r'\s+', ' ', mm.group(1)).replace('desc[UR4][', '['))
    random.seed(1)
    vals = [0, 1, 2, 3, 7, 10, 0x7fffffff, 0x80000000, 0xffffffff, 0xfffffffe, 0x80000001, 12345, 0xdeadbeef]
    vals += [random.getrandbits(32) for _ in range(300)] + [random.getrandbits(random.randint(1, 31)) for _ in range(300)]
    bad = 0; n = 0
    for x in vals:
        for y in vals[:60] + [random.getrandbits(random.randint(1, 32)) for _ in range(5)]:
            mem = run(lines, {}, {0: x, 4: y})
            sx = x - (1 << 32) if x >> 31 else x; sy = y - (1 << 32) if y >> 31 else y
            exp = {}
            if y: exp[100] = x // y; exp[104] = x % y
            else: exp[100] = 0xffffffff; exp[104] = 0xffffffff
            if sy and not (sx == -2**31 and sy == -1):
                q = abs(sx) // abs(sy) * (1 if (sx < 0) == (sy < 0) else -1); exp[108] = q & 0xffffffff
                r = sx - q * sy; exp[112] = r & 0xffffffff
            exp[116] = x % 10
            q = abs(sx) // 3 * (-1 if sx >= 0 else 1); exp[120] = q & 0xffffffff
            for k, v in exp.items():
                n += 1
                if mem.get(k) != v:
                    bad += 1
                    if bad < 10: print('MISMATCH', hex(x), hex(y), k, hex(mem.get(k) or 0), hex(v))
    print(n, 'checks,', bad, 'mismatches')
main()
