# Checks the 64-bit integer sequences (div/rem .u64/.s64, mul.hi, min/max, popc, clz) of the ptxas
# side by interpreting our SASS listing, carries included (IADD3/IMAD.WIDE/IMAD.HI carry-outs,
# IADD3.X carry-ins, ISETP .EX). Usage: python3 sass_int_emu64.py listing.sass for a kernel that
# (tests/tools/sass_int_emu64.ptx)
# loads a, b (u64) from [p], [p+8] and stores div.u64, rem.u64, div.s64, rem.s64, mul.hi.u64,
# mul.hi.s64, max.u64, min.s64 at +16..+72 and popc.b64, clz.b64 of a at +80, +84.
# Interpreter for our SASS listings (integer subset incl. 64-bit carries) to check 64-bit math.
import re, struct, sys, random, math
M = 0xffffffff
def f32(x): return struct.unpack('<f', struct.pack('<f', x))[0]
def bits(f): return struct.unpack('<I', struct.pack('<f', f))[0]
def fl(b): return struct.unpack('<f', struct.pack('<I', b & M))[0]
def rp_float(u):
    f = f32(float(u))
    if f < u: f = fl(bits(f) + 1)
    return f
def s32(x): return x - (1 << 32) if x >> 31 else x
def run(lines, mem):
    R = {}; P = {}
    def reg(n): return 0 if n == 255 else R.get(n, 0)
    def val(tok, wide=False):
        tok = tok.strip(); neg = tok.startswith('-'); tok = tok.lstrip('-'); inv = tok.startswith('~'); tok = tok.lstrip('~')
        if tok == 'RZ': v = 0
        elif re.fullmatch(r'R\d+', tok):
            n = int(tok[1:]); v = reg(n) | (reg(n + 1) << 32 if wide else 0)
        elif tok.startswith('0x'): v = int(tok, 16)
        else: raise Exception('operand ' + tok)
        if inv: v = (~v) & M
        return v, neg
    def v32(tok):
        v, neg = val(tok); return (-v) & M if neg else v
    def pv(tok):
        tok = tok.strip(); n = tok.startswith('!'); tok = tok.lstrip('!')
        v = True if tok == 'PT' else P.get(int(tok[1:]), False)
        return (not v) if n else v
    def pset(tok, v):
        if tok != 'PT': P[int(tok[1:])] = v
    def wr(tok, v, wide=False):
        if tok == 'RZ': return
        n = int(tok[1:]); R[n] = v & M
        if wide: R[n + 1] = (v >> 32) & M
    for l in lines:
        g = re.match(r'@(!?)P(\d) (.*)', l)
        if g:
            c = P.get(int(g.group(2)), False)
            if g.group(1): c = not c
            if not c: continue
            l = g.group(3)
        op, _, rest = l.partition(' ')
        a = [x.strip() for x in rest.split(',')] if rest else []
        m = op.split('.')
        if m[0] == 'MOV': wr(a[0], v32(a[1]))
        elif m[0] == 'IADD3' and 'X' not in m:
            outs = []
            while len(a) > 4: outs.append(a.pop(1))
            s = 0
            for t in a[1:4]:
                v, neg = val(t)
                s += ((~v) & M) + 1 if neg else v
            wr(a[0], s)
            for k, o in enumerate(outs): pset(o, bool((s >> (32 + k)) & 1))
        elif op == 'IADD3.X':
            s = v32(a[1]) + v32(a[2]) + v32(a[3]) + int(pv(a[4])) + int(pv(a[5]))
            wr(a[0], s)
        elif op == 'I2F.U64.RP': wr(a[0], bits(rp_float(val(a[1], True)[0])))
        elif op == 'I2F.U32.RP': wr(a[0], bits(rp_float(v32(a[1]))))
        elif op == 'MUFU.RCP':
            f = fl(v32(a[1])); wr(a[0], bits(f32(1.0 / f)) if f != 0 else 0x7f800000)
        elif op == 'F2I.U64.TRUNC':
            f = fl(v32(a[1])); wr(a[0], (2**64 - 1) if math.isinf(f) or f >= 2**64 else max(0, int(f)), True)
        elif op in ('IMAD.WIDE.U32', 'IMAD.WIDE.U32.X'):
            xin = 0
            if op.endswith('.X'): xin = int(pv(a.pop())); 
            outs = []
            if len(a) == 5: outs.append(a.pop(1))
            c = a[3]
            cv = 0 if c == 'RZ' else (int(c, 16) if c.startswith('0x') else val(c, True)[0])
            s = v32(a[1]) * v32(a[2]) + cv + xin
            wr(a[0], s, True)
            for o in outs: pset(o, bool((s >> 64) & 1))
        elif op == 'IMAD.HI.U32':
            outs = []
            if len(a) == 5: outs.append(a.pop(1))
            c = a[3]; cv = 0 if c == 'RZ' else val(c, True)[0]
            s = v32(a[1]) * v32(a[2]) + cv
            wr(a[0], s >> 32)
            for o in outs: pset(o, bool((s >> 64) & 1))
        elif op == 'IMAD' or op == 'IMAD.IADD' or op == 'IMAD.MOV.U32' or op == 'IMAD.MOV':
            wr(a[0], v32(a[1]) * v32(a[2]) + v32(a[3]))
        elif m[0] == 'ISETP':
            x, y = v32(a[2]), v32(a[3])
            if 'U32' not in m: x, y = s32(x), s32(y)
            c = m[1]; ex = 'EX' in m
            strict = {'GE': x > y, 'GT': x > y, 'LT': x < y, 'LE': x < y, 'NE': x != y, 'EQ': x == y}[c]
            full = {'GE': x >= y, 'GT': x > y, 'LT': x < y, 'LE': x <= y, 'NE': x != y, 'EQ': x == y}[c]
            if ex:
                low = pv(a[5])
                r = (x == y and low) if c == 'EQ' else (strict or (x == y and low))
            else: r = full
            b = pv(a[4])
            pset(a[0], (r and b) if 'AND' in m else (r or b))
        elif op == 'SEL': wr(a[0], v32(a[1]) if pv(a[3]) else v32(a[2]))
        elif op == 'LOP3.LUT':
            x, y, z, lut = v32(a[1]), v32(a[2]), v32(a[3]), int(a[4], 16); out = 0
            for i in range(32):
                out |= ((lut >> (((x >> i & 1) << 2) | ((y >> i & 1) << 1) | (z >> i & 1))) & 1) << i
            wr(a[0], out)
        elif op == 'POPC': wr(a[0], bin(v32(a[1])).count('1'))
        elif op == 'FLO.U32': x = v32(a[1]); wr(a[0], x.bit_length() - 1 if x else M)
        elif m[0] in ('LDG', 'STG'):
            off = re.search(r'\+0x([0-9a-f]+)\]', l); off = int(off.group(1), 16) if off else 0
            wide = '64' in m
            if m[0] == 'LDG':
                wr(a[0], mem.get(off, 0) | (mem.get(off + 4, 0) << 32 if wide else 0), wide)
            else:
                v = val(a[-1], wide)[0]; mem[off] = v & M
                if wide: mem[off + 4] = v >> 32
        elif op in ('LDC', 'LDC.64', 'ULDC.64', 'EXIT', 'BRA', 'NOP'): pass
        else: raise Exception('unhandled ' + l)
    return mem
def s64(x): return x - (1 << 64) if x >> 63 else x
def main():
    lines = []
    for l in open(sys.argv[1]):
        mm = re.match(r'\s*/\*[0-9a-f]+\*/\s+(.*?)\s*;', l)
        if mm: lines.append(re.sub(r'\s+', ' ', mm.group(1)).replace('desc[UR4][', '['))
    random.seed(7)
    vals = [0, 1, 2, 3, 7, 2**32 - 1, 2**32, 2**32 + 1, 2**63 - 1, 2**63, 2**64 - 1, 2**64 - 2, 12345678901234567, 0xdeadbeefcafebabe]
    vals += [random.getrandbits(random.choice([8, 16, 31, 32, 33, 48, 63, 64])) for _ in range(120)]
    bad = n = 0
    for x in vals:
        for y in vals[:40] + [random.getrandbits(random.choice([5, 20, 32, 40, 64])) for _ in range(4)]:
            w = lambda v: {0: v & M, 4: v >> 32}
            mem = {}; mem.update({k: v for k, v in w(x).items()}); mem.update({k + 8: v for k, v in w(y).items()})
            run(lines, mem)
            got = lambda o: mem.get(o, 0) | (mem.get(o + 4, 0) << 32)
            sx, sy = s64(x), s64(y)
            exp = {}
            exp[16] = x // y if y else 2**64 - 1
            exp[24] = x % y if y else 2**64 - 1
            if sy and not (sx == -2**63 and sy == -1):
                q = abs(sx) // abs(sy) * (1 if (sx < 0) == (sy < 0) else -1)
                exp[32] = q % 2**64; exp[40] = (sx - q * sy) % 2**64
            exp[48] = (x * y) >> 64
            exp[56] = ((sx * sy) >> 64) % 2**64
            exp[64] = max(x, y); exp[72] = (min(sx, sy)) % 2**64
            for k, v in exp.items():
                n += 1
                if got(k) != v:
                    bad += 1
                    if bad < 12: print('MISMATCH', hex(x), hex(y), k, hex(got(k)), hex(v))
            for k, v in ((80, bin(x).count('1')), (84, 64 - x.bit_length())):
                n += 1
                if mem.get(k) != v:
                    bad += 1
                    if bad < 12: print('MISMATCH', hex(x), k, mem.get(k), v)
    print(n, 'checks,', bad, 'mismatches')
main()
