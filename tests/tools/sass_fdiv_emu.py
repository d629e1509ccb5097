# Checks div.rn.f32 (fast path and ptxas's slow path, out of line) by interpreting our SASS listing with
# exact IEEE arithmetic (FFMA in every rounding mode, subnormals, FTZ where the opcode says so;
# MUFU.RCP as the correctly rounded reciprocal; FCHK forced true to run the slow path on every
# pair). Usage: nvisel compile tests/tools/sass_fdiv_emu.ptx --emit sass -o x.sass && python3
# tests/tools/sass_fdiv_emu.py x.sass (div.rn.f32); the same with sass_frcp_emu.ptx checks rcp.rn.f32
# (one input: its own control flow, no FCHK).
# Interpreter for our float-division listing (control flow, FFMA rounding modes) vs exact IEEE division.
import re, struct, sys, random, math
from fractions import Fraction as Fr
M = 0xffffffff
def fl(b): return struct.unpack('<f', struct.pack('<I', b & M))[0]
def bits(f): return struct.unpack('<I', struct.pack('<f', f))[0]
def round_f32(x, mode='RN'):
    # x: Fraction or inf/nan float -> f32 bits, IEEE with subnormals
    if isinstance(x, float):
        return bits(x) if not math.isnan(x) else 0x7fffffff
    if x == 0: return 0
    sign = 0x80000000 if x < 0 else 0; a = abs(x)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    while Fr(2) ** e > a: e -= 1
    while Fr(2) ** (e + 1) <= a: e += 1
    e = max(e, -126)
    q = a / Fr(2) ** (e - 23)  # significand scaled to integer range
    n = q.numerator // q.denominator; r = q - n
    up = False
    if mode == 'RN': up = r > Fr(1, 2) or (r == Fr(1, 2) and n & 1)
    elif mode == 'RZ': up = False
    elif mode == 'RP': up = r > 0 and not sign
    elif mode == 'RM': up = r > 0 and bool(sign)
    n += up
    if n >= 2 ** 24: n //= 2; e += 1
    if e > 127 or (e == 127 and n >= 2 ** 24):
        if mode == 'RZ' or (mode == 'RP' and sign) or (mode == 'RM' and not sign): return sign | 0x7f7fffff
        return sign | 0x7f800000
    if n < 2 ** 23: return sign | n  # subnormal
    return sign | ((e + 127) << 23) | (n - 2 ** 23)
def val(b):
    f = fl(b)
    if math.isinf(f) or math.isnan(f): return f
    return Fr(f)
def ffma(a, b, c, mode):
    fa, fb, fc = fl(a), fl(b), fl(c)
    r = fa * fb + fc if not any(math.isinf(v) or math.isnan(v) for v in (fa, fb, fc)) else None
    if any(math.isnan(v) for v in (fa, fb, fc)) or r is None and math.isnan(fa * fb + fc): return 0x7fffffff
    if r is None: return round_f32(fa * fb + fc)
    return round_f32(val(a) * val(b) + val(c), mode)
def ftz(b): return b & 0x80000000 if (b & 0x7f800000) == 0 else b
def run(prog, regs, fchk):
    R = dict(regs); P = {}
    addr = {o: k for k, (o, _) in enumerate(prog)}
    def rv(t):
        t = t.strip(); neg = t.startswith('-'); t = t.lstrip('-'); ab = t.startswith('|'); t = t.strip('|')
        if t == 'RZ': v = 0
        elif t.startswith('R'): v = R.get(int(t[1:]), 0)
        elif t.startswith('0x'): v = int(t, 16)
        elif t == '+INF': v = 0x7f800000
        else: v = bits(float(t))
        if ab: v &= 0x7fffffff
        return v, neg
    def iv(t):
        v, neg = rv(t); return (-v) & M if neg else v
    def fv(t):
        v, neg = rv(t); return v ^ 0x80000000 if neg else v
    def pv(t):
        t = t.strip(); n = t.startswith('!'); t = t.lstrip('!'); v = True if t == 'PT' else P.get(int(t[1:]), False)
        return (not v) if n else v
    def pset(t, v):
        if t != 'PT': P[int(t[1:])] = v
    def wr(t, v):
        if t != 'RZ': R[int(t[1:])] = v & M
    pc = 0; steps = 0
    while pc < len(prog):
        steps += 1
        if steps > 10000: raise Exception('loop')
        off, l = prog[pc]; pc += 1
        g = re.match(r'@(!?)P(\d) (.*)', l)
        if g:
            c = P.get(int(g.group(2)), False)
            if g.group(1): c = not c
            if not c: continue
            l = g.group(3)
        op, _, rest = l.partition(' '); a = [x.strip() for x in rest.split(',')] if rest else []; m = op.split('.')
        s32 = lambda x: x - (1 << 32) if x >> 31 else x
        if op == 'EXIT': return R
        if m[0] == 'BRA': pc = addr[int(a[0], 16)]; continue
        if m[0] == 'MOV': wr(a[0], iv(a[1]))
        elif m[0] == 'IADD3':
            if len(a) == 4: wr(a[0], iv(a[1]) + iv(a[2]) + iv(a[3]))
            else: raise Exception(l)
        elif op in ('IMAD', 'IMAD.IADD', 'IMAD.MOV', 'IMAD.MOV.U32', 'IMAD.SHL.U32'): wr(a[0], iv(a[1]) * iv(a[2]) + iv(a[3]))
        elif op == 'SHF.R.U32.HI': wr(a[0], (iv(a[3]) >> (iv(a[2]) & 31)) if iv(a[2]) < 32 else 0)
        elif op == 'SHF.L.U32': sh = iv(a[2]); wr(a[0], (iv(a[1]) << sh) if sh < 32 else 0)
        elif op == 'LOP3.LUT':
            outp = None
            if a[0].startswith('P'): outp = a.pop(0); a[0] = a[0]
            x, y, z, lut = iv(a[1]), iv(a[2]), iv(a[3]), int(a[4], 16); r = 0
            for i in range(32): r |= ((lut >> (((x >> i & 1) << 2) | ((y >> i & 1) << 1) | (z >> i & 1))) & 1) << i
            if outp: pset(outp, r != 0)
            wr(a[0], r)
        elif m[0] == 'ISETP':
            x, y = iv(a[2]), iv(a[3])
            if 'U32' not in m: x, y = s32(x), s32(y)
            c = {'GE': x >= y, 'GT': x > y, 'NE': x != y, 'EQ': x == y, 'LT': x < y, 'LE': x <= y}[m[1]]
            pset(a[0], (c and pv(a[4])) if 'AND' in m else (c or pv(a[4])))
        elif m[0] == 'FSETP':
            x, y = fl(ftz(fv(a[2]))), fl(ftz(fv(a[3])))
            un = math.isnan(x) or math.isnan(y); cm = m[1]
            base = {'GT': x > y, 'GE': x >= y, 'LT': x < y, 'NE': x != y, 'EQ': x == y}[cm.rstrip('U') if cm != 'NEU' else 'NE']
            c = (un or base) if cm.endswith('U') else (not un and base)
            pset(a[0], c and pv(a[4]))
        elif m[0] == 'PLOP3':
            x, y, z, lut = pv(a[2]), pv(a[3]), pv(a[4]), int(a[5], 16)
            pset(a[0], bool((lut >> ((x << 2) | (y << 1) | z)) & 1))
        elif m[0] == 'SEL': wr(a[0], iv(a[1]) if pv(a[3]) else iv(a[2]))
        elif m[0] == 'FFMA':
            mode = m[1] if len(m) > 1 else 'RN'
            wr(a[0], ffma(fv(a[1]), fv(a[2]), fv(a[3]), mode))
        elif op == 'FADD.FTZ':
            x, y = fl(ftz(fv(a[1]))), fl(ftz(fv(a[2])))
            r = x + y
            wr(a[0], ftz(round_f32(r) if (math.isinf(r) or math.isnan(r)) else round_f32(Fr(x) + Fr(y))))
        elif op == 'MUFU.RCP':
            f = fl(fv(a[1]))
            wr(a[0], 0x7fffffff if math.isnan(f) else (bits(math.copysign(math.inf, f)) if f == 0 else (bits(math.copysign(0.0, f)) if math.isinf(f) else round_f32(1 / Fr(f)))))
        elif op == 'FCHK': pset(a[0], fchk)
        elif op in ('LDC', 'LDC.64', 'ULDC.64', 'NOP'): pass
        elif m[0] in ('LDG', 'STG'): pass
        else: raise Exception('unhandled ' + l)
    return R
def main():
    prog = []; in_regs = None; out_reg = None
    for l in open(sys.argv[1]):
        mm = re.match(r'\s*/\*([0-9a-f]+)\*/\s+(.*?)\s*;', l)
        if mm: prog.append((int(mm.group(1), 16), re.sub(r'\s+', ' ', mm.group(2))))
    ld = [l for _, l in prog if l.startswith('LDG')]
    ra = int(re.match(r'LDG.E R(\d+)', ld[0]).group(1))
    if len(ld) == 1:
        return main_rcp(prog, ra)
    rb = int(re.match(r'LDG.E R(\d+)', ld[1]).group(1))
    st = [l for _, l in prog if l.startswith('STG')][0]; rq = int(st.split(',')[-1].strip()[1:])
    random.seed(3)
    specials = [0, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 1, 0x80000001, 0x007fffff, 0x00800000, 0x7f7fffff, 0x3f800000, 0x40e00000, 0x0c000000, 0x72000000, 0x33800000]
    vals = specials + [random.getrandbits(32) for _ in range(150)] + [random.randint(0x00000001, 0x02000000) for _ in range(40)] + [random.randint(0x7e000000, 0x7f7fffff) for _ in range(40)]
    bad = n = 0
    for x in vals:
        for y in vals[:80]:
            fx, fy = fl(x), fl(y)
            if math.isnan(fx) or math.isnan(fy): exp = None
            elif fy == 0: exp = 0x7fffffff if fx == 0 else ((x ^ y) & 0x80000000) | 0x7f800000
            elif math.isinf(fx): exp = 0x7fffffff if math.isinf(fy) else ((x ^ y) & 0x80000000) | 0x7f800000
            elif math.isinf(fy): exp = (x ^ y) & 0x80000000
            else:
                exp = round_f32(Fr(fx) / Fr(fy))
                if exp == 0: exp = (x ^ y) & 0x80000000
            fast = ((x >> 23) & 0xff) in range(67, 187) and ((y >> 23) & 0xff) in range(67, 187)
            for fchk in ((True, False) if fast else (True,)):
                R = run(prog, {ra: x, rb: y}, fchk)
                got = R.get(rq, 0); n += 1
                ok = (math.isnan(fl(got))) if exp is None or exp == 0x7fffffff else got == exp
                if not ok:
                    bad += 1
                    if bad < 10: print('MISMATCH', hex(x), hex(y), 'got', hex(got), 'exp', hex(exp) if exp is not None else 'nan')
    print(n, 'checks (slow path forced on all pairs, fast path on moderate exponents too),', bad, 'mismatches')
def main_rcp(prog, ra):
    st = [l for _, l in prog if l.startswith('STG')][0]; rq = int(st.split(',')[-1].strip()[1:])
    random.seed(5)
    vals = [0, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 1, 0x80000001, 0x007fffff, 0x00800000, 0x00400000, 0x00200001, 0x7f7fffff, 0x7f000000, 0x7e800000, 0x3f800000, 0x40e00000]
    vals += [random.getrandbits(32) for _ in range(3000)] + [random.randint(1, 0x01000000) | random.choice([0, 0x80000000]) for _ in range(1000)] + [random.randint(0x7e000000, 0x7f7fffff) for _ in range(1000)]
    bad = 0
    for x in vals:
        f = fl(x)
        if math.isnan(f): exp = None
        elif f == 0: exp = (x & 0x80000000) | 0x7f800000
        elif math.isinf(f): exp = x & 0x80000000
        else:
            exp = round_f32(1 / Fr(f))
            if exp == 0: exp = x & 0x80000000
        got = run(prog, {ra: x}, True).get(rq, 0)
        ok = math.isnan(fl(got)) if exp is None else got == exp
        if not ok:
            bad += 1
            if bad < 10: print('MISMATCH', hex(x), 'got', hex(got), 'exp', hex(exp) if exp is not None else 'nan')
    print(len(vals), 'rcp.rn.f32 checks,', bad, 'mismatches')
main()
