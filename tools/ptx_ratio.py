#!/usr/bin/env python3
"""Our PTX instruction count against LLVM 22's, per corpus file and overall.

    ~/.cache/nvisel/venv/bin/python tools/ptx_ratio.py [--sm 90] [--nvisel PATH] [FILES...]

Compiles every file (default: tests/corpus/llvm/*.ll) with nvisel (`compile --emit ptx --sm SM`,
the SM's default PTX version) and with LLVM 22 (llc -O3 through llvmlite, no +ptx feature: the same
default), counts PTX instructions in each (statements ending in `;` that are not directives,
comments or labels: the measure of tests/tests/llvm_to_ptx.rs), and prints one line per file and
the median ratio ours / LLVM over the files both compile. Files we refuse are listed with our
first diagnostic. Run it with the oracle venv's python (llvmlite); nvisel defaults to
target/release/nvisel, else target/debug/nvisel (build it first: cargo build -p nvisel).
"""
import argparse, glob, os, statistics, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def count(ptx):
    n = 0
    for line in ptx.splitlines():
        line = line.strip()
        if line.endswith(";") and not line.startswith((".", "//", "$")):
            n += 1
    return n


def llvm22(path, sm):
    # One child process per file: LLVM aborts the process on some inputs.
    code = ("import sys, llvmlite.binding as l\n"
            "l.initialize_all_targets(); l.initialize_all_asmprinters()\n"
            "tm = l.Target.from_triple('nvptx64-nvidia-cuda').create_target_machine(cpu='sm_' + sys.argv[2], opt=3)\n"
            "sys.stdout.write(tm.emit_assembly(l.parse_assembly(open(sys.argv[1]).read())))\n")
    r = subprocess.run([sys.executable, "-c", code, path, sm], capture_output=True, text=True)
    return (r.stdout, None) if r.returncode == 0 else (None, (r.stderr.strip().splitlines() or ["LLVM stopped"])[-1])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sm", default="90")
    ap.add_argument("--nvisel")
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    exe = a.nvisel or next((p for p in (os.path.join(ROOT, "target/release/nvisel"), os.path.join(ROOT, "target/debug/nvisel")) if os.path.exists(p)), None)
    if not exe:
        sys.exit("no nvisel binary: run `cargo build -p nvisel` (or pass --nvisel PATH)")
    try:
        import llvmlite.binding  # noqa: F401
    except ImportError:
        sys.exit("llvmlite is missing: run this with the oracle venv's python (make test-deps)")
    files = a.files or sorted(glob.glob(os.path.join(ROOT, "tests/corpus/llvm/*.ll")))
    ratios, refused, both_refuse = [], [], []
    print(f"{'file':40} {'ours':>6} {'LLVM 22':>8} {'ratio':>7}")
    for path in files:
        name = os.path.basename(path)
        r = subprocess.run([exe, "compile", path, "--emit", "ptx", "--sm", a.sm], capture_output=True, text=True)
        theirs, why = llvm22(path, a.sm)
        if r.returncode != 0:
            first = (r.stderr.strip().splitlines() or ["?"])[0]
            (both_refuse if theirs is None else refused).append(f"{name}: {first.split(': error: ', 1)[-1]}")
            continue
        if theirs is None:
            print(f"{name:40} {count(r.stdout):>6} {'refused':>8}      -   (LLVM: {why})")
            continue
        ours, t = count(r.stdout), count(theirs)
        ratio = ours / t if t else float("nan")
        if t:
            ratios.append(ratio)
        print(f"{name:40} {ours:>6} {t:>8} {ratio:>7.3f}")
    print()
    print(f"sm_{a.sm}: {len(ratios)} of {len(files)} files compile on both sides; "
          f"median ours / LLVM 22 = {statistics.median(ratios):.3f}" if ratios else "no file compiles on both sides")
    if ratios:
        print(f"  mean {statistics.mean(ratios):.3f}, min {min(ratios):.3f}, max {max(ratios):.3f}, "
              f"ours shorter or equal in {sum(r <= 1 for r in ratios)}")
    if both_refuse:
        print(f"{len(both_refuse)} refused by both (as LLVM 22 does):")
        for line in both_refuse:
            print("  " + line)
    if refused:
        print(f"{len(refused)} refused by us only (not implemented yet):")
        for line in refused:
            print("  " + line)


if __name__ == "__main__":
    main()
