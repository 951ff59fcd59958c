"""Prints, per request kind and strength, how many results a --vir-request-report
JSON file holds, one line each, sorted: "<kind> <strength> <count>"."""
import collections
import json
import sys

with open(sys.argv[1]) as f:
    report = json.load(f)
counts = collections.Counter(
    (r["request"], r["strength"]) for r in report["requests"])
for (kind, strength), count in sorted(counts.items()):
    print(kind, strength, count)
