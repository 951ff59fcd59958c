"""Prints the fenced block of docs/Pipeline.md that follows the line
'<!-- pipeline NAME -->', so a test can compare it with what
vct-mlir-opt --vir-print-pipeline prints."""
import sys

path, name = sys.argv[1], sys.argv[2]
lines = open(path).read().splitlines()
marker = f"<!-- pipeline {name} -->"
start = lines.index(marker) + 1
assert lines[start].startswith("```"), f"no fenced block after {marker}"
end = lines.index("```", start + 1)
print("\n".join(lines[start + 1:end]))
