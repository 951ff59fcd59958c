"""Prints, per request subject and kind, how many results a
--vir-request-report JSON file holds and whether the first was accepted,
one line each, sorted: "<subject> | <kind> <count> <accepted|denied>"."""
import collections
import json
import sys

with open(sys.argv[1]) as f:
    report = json.load(f)
counts = collections.Counter()
accepted = {}
for r in report["requests"]:
    key = (r["subject"], r["request"])
    counts[key] += 1
    accepted.setdefault(key, r["accepted"])
for (subject, kind), count in sorted(counts.items()):
    print(subject, "|", kind, count, "accepted" if accepted[(subject, kind)] else "denied")
