#!/usr/bin/env bash
# Checks that every git-tracked C++ file (*.cpp, *.h) is formatted as
# clang-format 22 formats it (.clang-format at the root). Lists the files
# that are not and exits 1; exits 0 when all are. scripts/test.sh (and so
# CI) runs it before the build. CLANG_FORMAT overrides the binary.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
clang_format="${CLANG_FORMAT:-/usr/lib/llvm-22/bin/clang-format}"

if [[ ! -x "$clang_format" ]]; then
  echo "check-format: $clang_format not found (scripts/setup.sh installs clang-format-22)" >&2
  exit 2
fi
cd "$root"
if ! files=$(git ls-files -- '*.cpp' '*.h' 2>/dev/null); then
  echo "check-format: $root is not a git checkout; nothing to list the files from" >&2
  exit 2
fi

unformatted=()
while IFS= read -r file; do
  [[ -n "$file" ]] || continue
  "$clang_format" --dry-run -Werror "$file" >/dev/null 2>&1 || unformatted+=("$file")
done <<<"$files"

total=$(grep -c . <<<"$files" || true)
if ((${#unformatted[@]})); then
  echo "check-format: ${#unformatted[@]} of $total C++ files are not formatted with clang-format 22:" >&2
  printf '  %s\n' "${unformatted[@]}" >&2
  echo "check-format: fix with: $clang_format -i <file>... (or git clang-format)" >&2
  exit 1
fi
echo "check-format: all $total C++ files formatted"
