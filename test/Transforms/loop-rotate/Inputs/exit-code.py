#!/usr/bin/env python3
"""Runs a command and prints its exit code (and its output before it).

The generated scaling programs return their result from @main; lit's shell
cannot print `$?`, so this prints it for diff.

Usage: exit-code.py COMMAND [ARGS...]
"""
import subprocess
import sys

result = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE)
sys.stdout.write(result.stdout.decode())
print("exit", result.returncode)
