#!/usr/bin/env python3
"""Checks that a `mlir-opt --load-dialect-plugin=VCTPlugin.so --help` lists
every pass of VCT's Passes.td files: under its own name, or as vir-<name>
for the names upstream MLIR uses too. Usage: check-pass-list.py <src> <help>"""
import glob, re, sys

UPSTREAM_NAMED = {"inline", "mem2reg", "sccp", "sroa"}
src, help_file = sys.argv[1], sys.argv[2]
names = []
for td in sorted(glob.glob(f"{src}/include/vct/**/Passes.td", recursive=True)):
    names += re.findall(r'^def \w+\s*:\s*\w*Pass<"([^"]+)"', open(td).read(), re.M)
listed = set(re.findall(r"^\s+--([\w-]+)\s", open(help_file).read(), re.M))
missing = []
for name in names:
    want = "vir-" + name if name in UPSTREAM_NAMED else name
    if want not in listed:
        missing.append(want)
for name in sorted(UPSTREAM_NAMED):
    if name not in names:
        missing.append(f"(no VCT pass {name}: update UPSTREAM_NAMED)")
if missing or not names:
    print("VCTPlugin does not register: " + ", ".join(missing or ["any pass"]))
    sys.exit(1)
print(f"VCTPlugin registers all {len(names)} VCT passes")
