#!/usr/bin/env bash
# Installs what VCT needs to build and test on Debian 12 (idempotent: packages
# already present are left alone). Run as root or with sudo available.
set -euo pipefail

packages=(
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools clang-22
  clang-format-22
  cmake ninja-build ccache g++ python3 libgtest-dev csmith libcsmith-dev
  time util-linux make binutils libjemalloc2
)

missing=()
for pkg in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$pkg")
done

if ((${#missing[@]})); then
  sudo=""
  [[ $(id -u) -ne 0 ]] && sudo="sudo"
  echo "setup: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
else
  echo "setup: all packages present"
fi
