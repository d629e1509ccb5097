#!/usr/bin/env python3
"""Compares our convert-nvgpu-to-nvvm with upstream MLIR's, op for op, on tests/corpus/mlir.

For every kernel: upstream `mlir-opt --convert-nvgpu-to-nvvm --mlir-print-op-generic` (Debian
mlir-22-tools), and ours (the module after the conversion, from `nvisel compile --emit trace`).
Per function, the ordered list of the ops the patterns emit that name the hardware operation
(`nvvm.*`, `llvm.inline_asm`, `llvm.call`, `memref.global`) is compared; the kernel matches when the
lists are equal. Kernels upstream cannot parse (tileiras-only ops, or forms upstream spells
differently) are reported as not comparable, with upstream's message.

mlir-opt: `mlir-opt-22` on PATH (Debian `mlir-22-tools`), $MLIR_OPT, or, without root, the
packages unpacked under target/tmp/deb/root:
  (cd target/tmp/deb && apt-get download mlir-22-tools libmlir-22 && for d in *.deb; do dpkg -x "$d" root; done)

Usage: tools/mlir_opt_compare.py [--mlir-opt PATH] [--nvisel PATH] [-v]
Exit status: 0 when every comparable kernel matches, 1 otherwise.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEEP = re.compile(r'^(nvvm\.[\w.]+|llvm\.inline_asm|llvm\.call|memref\.global)$')


def op_lists(generic_text):
    """{function name: [op names kept]} from a generic-form module (ours or upstream's). Upstream
    prints a function's name before its body (properties), ours after it (attributes); globals
    are listed under '<module>'."""
    funcs, cur = {}, None
    for line in generic_text.splitlines():
        m = re.search(r'"([\w.]+)"\(', line)
        name = re.search(r'sym_name = "([\w.$-]+)"', line)
        if m and m.group(1) in ('func.func', 'gpu.func', 'llvm.func'):
            cur = name.group(1) if name else None
            if cur is not None and '({' not in line:
                cur = None  # a declaration
            continue
        if line.lstrip().startswith('})') and name:
            if None in funcs:
                funcs[name.group(1)] = funcs.pop(None)
            cur = None
            continue
        if m and m.group(1) == 'memref.global':
            funcs.setdefault('<module>', []).append(m.group(1))
        elif m and KEEP.match(m.group(1)):
            funcs.setdefault(cur, []).append(m.group(1))
    funcs.pop(None, None)
    return funcs


def upstream(mlir_opt, path, env):
    r = subprocess.run([mlir_opt, '--convert-nvgpu-to-nvvm', '--mlir-print-op-generic', path], capture_output=True, text=True, env=env)
    if r.returncode != 0:
        err = next((l for l in r.stderr.splitlines() if 'error' in l), r.stderr.strip())
        return None, err.split('error: ', 1)[-1]
    left = sorted(set(re.findall(r'"(nvgpu\.[\w.]+|gpu\.warp_execute_on_lane_0)"\(', r.stdout)))
    if left:
        why = next((l.split('error: ', 1)[-1] for l in r.stderr.splitlines() if 'error' in l), '')
        return None, f"leaves {', '.join(left)} unconverted" + (f' ({why})' if why else '')
    return r.stdout, None


def normalise(ops):
    """The seed's spellings mapped to LLVM 22's: seed 002 keeps the `.shared` mbarrier ops and
    nvvm.prefetch.tensormap, which LLVM 22 folded into nvvm.mbarrier.* on a ptr<3> and nvvm.prefetch."""
    out = []
    for o in ops:
        if o.startswith('nvvm.mbarrier.') and o.endswith('.shared'):
            o = o[: -len('.shared')]
        if o == 'nvvm.prefetch.tensormap':
            o = 'nvvm.prefetch'
        out.append(o)
    return out


def ours(nvisel, path):
    text = open(path).read()
    sm = re.search(r'FLOOR: sm_(\w+)', text).group(1)
    args = [nvisel, 'compile', path, '--sm', sm, '--emit', 'trace']
    ptx = re.search(r'PTX: (\d)(\d)', text)
    if ptx:
        args += ['--ptx', f'{ptx.group(1)}.{ptx.group(2)}']
    r = subprocess.run(args, capture_output=True, text=True)
    trace = json.loads(r.stdout)
    for p in trace['trace']['phases']:
        if p['id'] == 'nvgpu-to-nvvm' and p['snapshot'].get('kind') == 'text':
            return '\n'.join(l['text'] for l in p['snapshot']['lines'])
    raise RuntimeError(f'{path}: no conversion snapshot in the trace')


def main():
    ap = argparse.ArgumentParser()
    default_opt = os.path.join(ROOT, 'target/tmp/deb/root/usr/lib/llvm-22/bin/mlir-opt')
    ap.add_argument('--mlir-opt', default=os.environ.get('MLIR_OPT', default_opt if os.path.exists(default_opt) else 'mlir-opt-22'))
    ap.add_argument('--nvisel', default=os.path.join(ROOT, 'target/debug/nvisel'))
    ap.add_argument('-v', action='store_true')
    a = ap.parse_args()
    env = dict(os.environ)
    prefix = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(a.mlir_opt))))
    libs = [os.path.join(prefix, 'lib/llvm-22/lib'), os.path.join(prefix, 'lib/x86_64-linux-gnu')]
    env['LD_LIBRARY_PATH'] = ':'.join([p for p in libs if os.path.isdir(p)] + [env.get('LD_LIBRARY_PATH', '')])
    matched, differ, skipped, norm_matched = [], [], [], []
    total_ops = same_ops = 0
    for path in sorted(glob.glob(os.path.join(ROOT, 'tests/corpus/mlir/*.mlir'))):
        name = os.path.basename(path)
        up, err = upstream(a.mlir_opt, path, env)
        if up is None:
            skipped.append((name, err))
            continue
        u, o = op_lists(up), op_lists(ours(a.nvisel, path))
        for f in set(u) | set(o):
            ul, ol = u.get(f, []), o.get(f, [])
            total_ops += max(len(ul), len(ol))
            same_ops += sum(1 for x, y in zip(ul, ol) if x == y)
        if {f: normalise(v) for f, v in u.items()} == {f: normalise(v) for f, v in o.items()}:
            norm_matched.append(name)
        if u == o:
            matched.append(name)
            if a.v:
                print(f'same   {name}: {sum(len(v) for v in u.values())} ops')
        else:
            differ.append(name)
            print(f'DIFFER {name}')
            for f in sorted(set(u) | set(o)):
                if u.get(f) != o.get(f):
                    print(f'  {f}\n    upstream: {u.get(f)}\n    ours:     {o.get(f)}')
    for name, err in skipped:
        print(f'not comparable {name}: upstream: {err}')
    n = len(matched) + len(differ)
    print(f'{len(matched)} of {n} comparable kernels match upstream op for op '
          f'({same_ops} of {total_ops} ops in place); {len(norm_matched)} of {n} match once the seed\'s '
          f'.shared mbarrier / prefetch.tensormap spellings are mapped to LLVM 22\'s; '
          f'{len(skipped)} kernels upstream cannot take')
    return 0 if not differ else 1


if __name__ == '__main__':
    sys.exit(main())
