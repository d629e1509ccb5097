#!/usr/bin/env python3
"""Checks the LLVM record names of the intrinsic-family cells against LLVM 22.

Every legal cell of `compiler/src/isel/families` that claims an LLVM NVPTX record name
(`Cell::llvm`) is compiled by `llc -stop-after=finalize-isel` at the cell's lowest target, and the
name must appear in the machine function. Usage (from the repository root):

    python3 tools/family_records.py [--llc llc-22] [--jobs 2]

It dumps the cells through the family comparison test (`NVISEL_DUMP_CELLS`), then runs llc on
each. Prints the mismatches and the figure; exits 1 on a mismatch.
"""
import argparse, os, re, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--llc", default="llc-22")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    dump = tempfile.mkdtemp(prefix="family-records-")
    env = dict(os.environ, NVISEL_DUMP_CELLS=dump)
    subprocess.run(["cargo", "test", "-q", "-p", "nvisel-tests", "--test", "family_compare", "--", "a_sample"],
                   env=env, check=True, stdout=subprocess.DEVNULL)
    rows = [l.rstrip("\n").split("\t") for l in open(os.path.join(dump, "meta.tsv"))]

    def check(row):
        i, sm, ptx, record, name = row
        out = subprocess.run([args.llc, "-march=nvptx64", f"-mcpu=sm_{sm}", f"-mattr=+ptx{ptx}",
                              "-stop-after=finalize-isel", os.path.join(dump, f"{i}.ll"), "-o", "-"],
                             capture_output=True, text=True)
        body = out.stdout.split("body:")[-1]
        if record in re.findall(r"[A-Za-z_0-9]+", body):
            return None
        return f"{name} (sm_{sm}, PTX {ptx}): ours {record}; llc: {out.stderr.strip().splitlines()[:1] or 'no such record'}"

    with ThreadPoolExecutor(args.jobs) as ex:
        bad = [m for m in ex.map(check, rows) if m]
    for m in bad:
        print("MISMATCH", m)
    print(f"LLVM record names: {len(rows) - len(bad)}/{len(rows)} found in llc's machine functions")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
