#!/usr/bin/env python3
"""Mutation fuzzing of vct-mlir-opt: no crash, no hang, no unlocated error.

Takes the VIR files under test/ (or the files given), applies one to three
random textual mutations to a copy of each (an integer constant replaced by
an edge value, two operands of an operation swapped, a comparison predicate
changed, a line deleted or duplicated, a branch target changed, a type
widened or narrowed, a trait dropped, doubled, swapped for another
line's or given another request kind, a trait list moved to another
operation), and runs `vct-mlir-opt` on it with a pipeline
(default: -O2 --verify-each). Most mutants are invalid and must be refused
with a located error; the valid ones must go through. A mutant fails when
the tool dies from a signal, prints a crash report (a stack dump, an
assertion, "LLVM ERROR"), reports an error without a location, or runs
past the timeout. With --backends, a valid mutant also goes through both
backends (`vct-translate --vir-to-llvmir` and `--vir-to-c`), whose output
must pass LLVM's verifier (`opt -passes=verify`) and compile (`cc -c`;
clang-22 for alignments beyond GCC's 2^28): valid VIR must never give
invalid LLVM IR or C. Failing mutants are kept in the output directory.

With --import the mutants are LLVM IR instead: the .ll files under test/
and what clang-22 makes of the C programs under test/ and bench/ (as
vct-cc does: -O2 with LLVM's passes off, -g), mutated alike (labels,
LLVM's type names, `;` comments). Each goes through the importer
(`vct-translate --import-llvm`), which must refuse it with a located error
or import it; an imported mutant then goes through `vct-mlir-opt` with the
flags, and with --backends through both backends.

Usage: scripts/mutate-fuzz.py [-n MUTANTS] [-s SEED] [--build DIR]
                              [--flags "-O2 --verify-each"] [--out DIR]
                              [--timeout SECONDS] [--backends] [--import]
                              [files...]
Exit status: 0 when no mutant failed, 1 otherwise.
"""
import argparse
import os
import pathlib
import random
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
EDGE_INTS = ["0", "1", "-1", "2", "7", "8", "31", "32", "63", "64", "255",
             "2147483647", "-2147483648", "4294967295",
             "9223372036854775807", "-9223372036854775808"]
PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt",
              "uge"]
TYPES = ["i1", "i8", "i16", "i32", "i64", "f32", "f64", "f80"]
LLVM_TYPES = ["i1", "i8", "i16", "i32", "i64", "i128", "float", "double",
              "x86_fp80", "ptr"]
REQUEST_KINDS = ["vectorize", "unroll", "licm", "peel", "unswitch", "inline",
                 "no_inline", "fuse", "rotate", "interleave", "distribute",
                 "jam", "must_tail", "hot_path", "cold_path", "tail_call",
                 "always_inline", "no_tail", "likely_call", "cold_call"]
ORDERINGS = ["monotonic", "acquire", "release", "acq_rel", "seq_cst",
             "unordered"]
CRASH_MARKS = ("Stack dump", "PLEASE submit", "LLVM ERROR", "Assertion",
               "terminate called", "UNREACHABLE")


class Syntax:
    """What the mutations need to know of the text: VIR's or LLVM IR's."""

    def __init__(self, llvm):
        self.comment = ";" if llvm else "//"
        self.types = LLVM_TYPES if llvm else TYPES
        # A branch target, and the line that starts a block.
        self.label = r"(?<=label )%[\w.]+" if llvm else r"\^[\w]+"
        self.block = re.compile(r"^[\w.]+:" if llvm else r"^\s*\^")
        # An integer to replace: in LLVM IR neither metadata (!7) nor an
        # alignment, which the parser alone refuses unless a power of two.
        self.integer = (r"(?<![%\w#^.!])(?<!align )-?\d+(?![\w.])" if llvm
                        else r"(?<![%\w#^.])-?\d+(?![\w.])")


def body_lines(lines, syntax):
    """Indices of lines inside functions that hold an operation."""
    return [i for i, line in enumerate(lines)
            if line.startswith("  ") and
            not line.lstrip().startswith(syntax.comment)
            and line.strip() not in ("}", "{")]


TRAIT = re.compile(r"#vir\.\w+(<[^<>]*(<[^<>]*>[^<>]*)*>)?")


def mutate_traits(lines, i, rng, syntax):
    """A trait of line i dropped, doubled, replaced by one from another
    line, or its request kind or strength changed; or the trait list of
    another line given to line i. VIR only: the traits the optimizer
    consumes, on operations they may not fit."""
    if syntax.comment != "//":
        return False
    line = lines[i]
    traits = list(TRAIT.finditer(line))
    others = [m.group() for other in lines for m in TRAIT.finditer(other)]
    choice = rng.randrange(5)
    if choice == 4 or not traits:
        # Another operation's trait list, added to this operation.
        donors = [l for l in lines if "vir.traits = [" in l]
        if not donors or "vir.traits" in line or "vir." not in line:
            return False
        donor = rng.choice(donors)
        start = donor.index("vir.traits = [")
        depth, end = 0, start
        for end in range(start + len("vir.traits = "), len(donor)):
            depth += {"[": 1, "<": 1, "]": -1, ">": -1}.get(donor[end], 0)
            if depth == 0:
                break
        attrs = "{" + donor[start:end + 1] + "}"
        # Before the type, where the custom formats print attributes.
        colon = line.rfind(" : ")
        if colon < 0:
            return False
        lines[i] = line[:colon] + " " + attrs + line[colon:]
        return True
    m = rng.choice(traits)
    text = m.group()
    if choice == 0:
        new = ""
    elif choice == 1:
        new = text + ", " + text
    elif choice == 2:
        if not others:
            return False
        new = rng.choice(others)
    else:
        kinds = re.sub(r"(?<=#vir\.req<)\w+",
                       lambda _: rng.choice(REQUEST_KINDS), text, count=1)
        new = kinds.replace("soft", "hard") if rng.random() < 0.5 and \
            "soft" in kinds else kinds.replace("hard", "soft")
        if new == text:
            return False
    lines[i] = line[:m.start()] + new + line[m.end():]
    # A list left with a dangling comma is a syntax error; mend it.
    lines[i] = re.sub(r"\[\s*,\s*", "[", lines[i])
    lines[i] = re.sub(r",\s*,", ",", lines[i])
    lines[i] = re.sub(r",\s*\]", "]", lines[i])
    return True


def mutate(lines, rng, syntax):
    candidates = body_lines(lines, syntax)
    if not candidates:
        return False
    i = rng.choice(candidates)
    line = lines[i]
    # Mostly mutations that keep the program valid (constants, predicates,
    # operand order), so most mutants reach the passes.
    kind = rng.choices(range(10),
                       weights=[35, 20, 20, 4, 3, 4, 4, 10, 3, 12])[0]
    if kind == 0:
        ints = list(re.finditer(syntax.integer, line))
        if not ints:
            return False
        m = rng.choice(ints)
        lines[i] = line[:m.start()] + rng.choice(EDGE_INTS) + line[m.end():]
    elif kind == 1:
        names = list(re.finditer(r"%[\w.]+", line.split("=", 1)[-1]))
        if len(names) < 2:
            return False
        a, b = rng.sample(names, 2)
        if a.start() > b.start():
            a, b = b, a
        lines[i] = (line[:a.start()] + b.group() + line[a.end():b.start()] +
                    a.group() + line[b.end():])
    elif kind == 2:
        preds = [m for m in re.finditer(r"\b(" + "|".join(PREDICATES) + r")\b",
                                        line)]
        if not preds:
            return False
        m = rng.choice(preds)
        lines[i] = line[:m.start()] + rng.choice(PREDICATES) + line[m.end():]
    elif kind == 3:
        del lines[i]
    elif kind == 4:
        lines.insert(i, line)
    elif kind == 5:
        labels = sorted(set(re.findall(syntax.label, "\n".join(lines))))
        targets = list(re.finditer(syntax.label, line))
        if not targets or not labels or syntax.block.match(line):
            return False
        m = rng.choice(targets)
        lines[i] = line[:m.start()] + rng.choice(labels) + line[m.end():]
    elif kind == 6:
        types = list(re.finditer(r"\b(" + "|".join(syntax.types) + r")\b",
                                 line))
        if not types:
            return False
        m = rng.choice(types)
        lines[i] = (line[:m.start()] + rng.choice(syntax.types) +
                    line[m.end():])
    elif kind == 9:
        return mutate_traits(lines, i, rng, syntax)
    elif kind == 8:
        orders = list(re.finditer(r"\b(" + "|".join(ORDERINGS) + r")\b",
                                  line))
        if not orders:
            return False
        m = rng.choice(orders)
        lines[i] = line[:m.start()] + rng.choice(ORDERINGS) + line[m.end():]
    else:
        # A use replaced by another value of the function.
        names = sorted(set(re.findall(r"%[\w.]+", "\n".join(lines))))
        uses = list(re.finditer(r"%[\w.]+", line.split("=", 1)[-1]))
        if not uses or not names:
            return False
        m = rng.choice(uses)
        offset = len(line) - len(line.split("=", 1)[-1])
        lines[i] = (line[:offset + m.start()] + rng.choice(names) +
                    line[offset + m.end():])
    return True


def llvm_from_c(out):
    """LLVM IR of the C programs under test/ and bench/, as vct-cc has
    clang write it; programs clang does not compile alone are left out."""
    sources = sorted((ROOT / "test").rglob("*.c")) + sorted(
        (ROOT / "bench").rglob("*.c"))
    made = []
    for source in sources:
        target = out / "sources" / (
            str(source.relative_to(ROOT)).replace("/", "_") + ".ll")
        target.parent.mkdir(parents=True, exist_ok=True)
        proc = subprocess.run(
            ["clang-22", "-O2", "-Xclang", "-disable-llvm-passes", "-g",
             "-S", "-emit-llvm", "-w", "-o", str(target), str(source)],
            capture_output=True)
        if proc.returncode == 0:
            made.append(target)
    return made


def check(tool, flags, path, timeout, stats, output=None):
    try:
        proc = subprocess.run([tool, *flags, str(path), "-o",
                               str(output) if output else os.devnull],
                              capture_output=True, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout"
    err = proc.stderr
    stats["valid"] += proc.returncode == 0
    if proc.returncode < 0 or proc.returncode >= 128:
        code = proc.returncode
        return f"signal {-code if code < 0 else code - 128}"
    for mark in CRASH_MARKS:
        if mark in err:
            return f"crash report ({mark})"
    for line in err.splitlines():
        # A located error starts with file:line:column; `<unknown>`, a line 0
        # or a bare `error:` says nowhere.
        if re.match(r"^(<unknown>|[^:]*:0:0): error", line) or \
                line.startswith("error:"):
            return "unlocated error: " + line[:120]
    return None


def check_backends(bin_dir, path, timeout):
    """Why a valid mutant's translation fails, or None: each backend either
    refuses it with a located error, or writes LLVM IR that verifies and C
    that compiles."""
    for flag, suffix in (("--vir-to-llvmir", ".ll"), ("--vir-to-c", ".c")):
        output = path.with_suffix(suffix)
        try:
            proc = subprocess.run(
                [str(bin_dir / "vct-translate"), flag, str(path), "-o",
                 str(output)], capture_output=True, text=True,
                timeout=timeout)
        except subprocess.TimeoutExpired:
            return f"timeout in {flag}"
        if proc.returncode < 0 or proc.returncode >= 128 or any(
                mark in proc.stderr for mark in CRASH_MARKS):
            return f"crash in {flag}"
        if proc.returncode != 0:
            if any(re.match(r"^(<unknown>|[^:]*:0:0): error", l) or
                   l.startswith("error:") for l in proc.stderr.splitlines()):
                return f"unlocated error in {flag}"
            continue
        check_cmd = (["opt-22", "-passes=verify", "-disable-output",
                      str(output)] if suffix == ".ll" else
                     ["cc", "-c", "-w", "-o", os.devnull, str(output)])
        try:
            result = subprocess.run(check_cmd, capture_output=True,
                                    text=True, timeout=timeout)
            # GCC takes alignments up to 2^28, clang (vct-cc's compiler)
            # up to VIR's 2^32 (docs/Backends.md): clang decides those.
            if (suffix == ".c" and result.returncode != 0 and
                    "exceeds maximum 268435456" in result.stderr):
                result = subprocess.run(["clang-22"] + check_cmd[1:],
                                        capture_output=True, text=True,
                                        timeout=timeout)
        except subprocess.TimeoutExpired:
            return f"timeout checking {flag}"
        finally:
            output.unlink(missing_ok=True)
        if result.returncode != 0:
            return (f"{flag} output rejected: "
                    f"{(result.stderr.strip().splitlines() or [''])[0][:120]}")
    return None


def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("-n", type=int, default=500)
    parser.add_argument("-s", type=int, default=1)
    parser.add_argument("--build", default=os.environ.get(
        "VCT_BUILD_DIR", str(ROOT / "build")))
    parser.add_argument("--flags", default="-O2 --verify-each")
    parser.add_argument("--out", default="/tmp/mutate-fuzz")
    parser.add_argument("--timeout", type=float, default=30)
    parser.add_argument("--backends", action="store_true")
    parser.add_argument("--import", dest="llvm", action="store_true")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    tool = pathlib.Path(args.build) / "bin" / "vct-mlir-opt"
    translate = tool.parent / "vct-translate"
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    def usable(path):
        text = path.read_text(errors="replace")
        return ("vir.func" in text and "--split-input-file" not in text and
                "expected-error" not in text)
    if args.files:
        files = [pathlib.Path(f) for f in args.files]
    elif args.llvm:
        files = sorted((ROOT / "test").rglob("*.ll")) + llvm_from_c(out)
    else:
        files = sorted(p for p in (ROOT / "test").rglob("*.mlir")
                       if usable(p))
    syntax = Syntax(args.llvm)
    suffix = ".ll" if args.llvm else ".mlir"
    rng = random.Random(args.s)
    flags = args.flags.split()
    failures = 0
    stats = {"valid": 0}
    imports = {"valid": 0}
    for k in range(args.n):
        source = rng.choice(files)
        lines = [l for l in source.read_text(errors="replace").splitlines()
                 if not l.lstrip().startswith(syntax.comment)]
        done = 0
        for _ in range(rng.randint(1, 3) * 4):
            if done >= 3:
                break
            done += mutate(lines, rng, syntax)
        path = out / f"m{args.s}-{k}{suffix}"
        path.write_text("\n".join(lines) + "\n")
        vir = path
        why = None
        if args.llvm:
            # Not m<seed>-<k>.mlir: the backends write <vir>.ll beside it.
            vir = path.with_suffix(".vir.mlir")
            imported = imports["valid"]
            why = check(translate, ["--import-llvm"], path, args.timeout,
                        imports, output=vir)
            if why:
                why = "import: " + why
            elif imports["valid"] == imported:
                vir = None
        valid_before = stats["valid"]
        if not why and vir:
            why = check(tool, flags, vir, args.timeout, stats)
        if not why and vir and args.backends and \
                stats["valid"] > valid_before:
            why = check_backends(tool.parent, vir, args.timeout)
        if why:
            failures += 1
            print(f"mutant {k} of {source}: {why}: {path}", flush=True)
        else:
            path.unlink()
            if vir and vir != path:
                vir.unlink(missing_ok=True)
    imported = (f"{imports['valid']} imported, " if args.llvm else "")
    print(f"mutate-fuzz: {args.n} mutants ({imported}{stats['valid']} "
          f"valid), seed {args.s}, flags {args.flags}: {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
