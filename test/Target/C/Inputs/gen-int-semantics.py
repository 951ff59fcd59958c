# Generates test/Target/C/int-semantics.mlir (run it as
# `python3 gen-int-semantics.py ../int-semantics.mlir`): every integer operation at
# widths 1, 8, 16, 24, 32, 64 (and 7, 40) on edge values, with the results
# computed here from VIR's definitions (two's complement at the width).
import sys

def mask(w): return (1 << w) - 1
def u(x, w): return x & mask(w)
def s(x, w):
    x &= mask(w)
    return x - (1 << w) if x >> (w - 1) else x

def tdiv(a, b):  # C truncating division
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q

BIN = {
  'add': lambda a, b, w: a + b,
  'sub': lambda a, b, w: a - b,
  'mul': lambda a, b, w: a * b,
  'umulh': lambda a, b, w: (u(a, w) * u(b, w)) >> w,
  'and': lambda a, b, w: a & b,
  'or': lambda a, b, w: a | b,
  'xor': lambda a, b, w: a ^ b,
  'udiv': lambda a, b, w: u(a, w) // u(b, w),
  'urem': lambda a, b, w: u(a, w) % u(b, w),
  'sdiv': lambda a, b, w: tdiv(s(a, w), s(b, w)),
  'srem': lambda a, b, w: s(a, w) - tdiv(s(a, w), s(b, w)) * s(b, w),
  'shl': lambda a, b, w: a << u(b, w),
  'lshr': lambda a, b, w: u(a, w) >> u(b, w),
  'ashr': lambda a, b, w: s(a, w) >> u(b, w),
}
PREDS = {
  'eq': lambda a, b, w: u(a, w) == u(b, w), 'ne': lambda a, b, w: u(a, w) != u(b, w),
  'slt': lambda a, b, w: s(a, w) < s(b, w), 'sle': lambda a, b, w: s(a, w) <= s(b, w),
  'sgt': lambda a, b, w: s(a, w) > s(b, w), 'sge': lambda a, b, w: s(a, w) >= s(b, w),
  'ult': lambda a, b, w: u(a, w) < u(b, w), 'ule': lambda a, b, w: u(a, w) <= u(b, w),
  'ugt': lambda a, b, w: u(a, w) > u(b, w), 'uge': lambda a, b, w: u(a, w) >= u(b, w),
}
WIDTHS = [1, 7, 8, 16, 24, 32, 40, 64]
def inputs(w):
    mn, mx = -(1 << (w - 1)), (1 << (w - 1)) - 1
    if w == 1:
        return [(1, 1), (1, 0), (0, 1)]
    return [(mn, -1), (mx, 1), (-7, 3), (5, -2)]
def shift_inputs(w):
    mn = -(1 << (w - 1))
    if w == 1:
        return [(1, 0)]
    return [(mn, w - 1), (-7, 1), (0x55 & mask(w), w // 2), (-1, 0)]

lines = []; out = []; funcs = []; calls = []
idx = [0]
def emit_call(fn, w, a, b, res_w, expect, note):
    i = idx[0]; idx[0] += 1
    ty = f'i{w}'
    rt = f'i{res_w}'
    shown = f'%r{i}' if res_w == 64 else f'%x{i}'
    calls.append(f'  %a{i} = vir.constant {s(a, w) if w > 1 else u(a, 1)} : {ty}\n'
                 f'  %b{i} = vir.constant {s(b, w) if w > 1 else u(b, 1)} : {ty}\n'
                 f'  %r{i} = vir.call @{fn}(%a{i}, %b{i}) : ({ty}, {ty}) -> {rt}\n'
                 + (f'  %x{i} = vir.sext %r{i} : {rt} to i64\n' if res_w < 64 else '') +
                 f'  vir.call @show({shown}) : (i64) -> ()\n')
    out.append(f'// {note}\n// OUT-NEXT: {i}: {expect}')

for w in WIDTHS:
    ty = f'i{w}'
    for name, f in BIN.items():
        fn = f'{name}_{ty}'
        funcs.append(f'vir.func @{fn}(%a: {ty}, %b: {ty}) -> {ty} {{\n  %r = vir.{name} %a, %b : {ty}\n  vir.return %r : {ty}\n}}\n')
        vecs = shift_inputs(w) if name in ('shl', 'lshr', 'ashr') else inputs(w)
        for a, b in vecs:
            if name in ('udiv', 'urem', 'sdiv', 'srem'):
                if u(b, w) == 0: continue
                if name in ('sdiv', 'srem') and s(b, w) == -1 and s(a, w) == -(1 << (w - 1)): continue
            r = s(f(a, b, w), w)
            emit_call(fn, w, a, b, w, r, f'{name} {ty} {s(a,w) if w>1 else u(a,1)}, {s(b,w) if w>1 else u(b,1)}')
    for pred, f in PREDS.items():
        fn = f'icmp_{pred}_{ty}'
        funcs.append(f'vir.func @{fn}(%a: {ty}, %b: {ty}) -> i1 {{\n  %r = vir.icmp {pred} %a, %b : {ty}\n  vir.return %r : i1\n}}\n')
        for a, b in inputs(w)[:2] + [(1, 1)]:
            r = -1 if f(a, b, w) else 0
            emit_call(fn, w, a, b, 1, r, f'icmp {pred} {ty} {s(a,w) if w>1 else u(a,1)}, {s(b,w) if w>1 else u(b,1)}')

# Casts: zext/sext/trunc between every pair, through a function (iN) -> iM.
for w in WIDTHS:
    for m in WIDTHS:
        if w == m: continue
        op = ('zext', 'sext') if m > w else ('trunc',)
        for o in op:
            fn = f'{o}_i{w}_i{m}'
            funcs.append(f'vir.func @{fn}(%a: i{w}, %b: i{w}) -> i{m} {{\n  %r = vir.{o} %a : i{w} to i{m}\n  vir.return %r : i{m}\n}}\n')
            for a in ([-(1 << (w - 1)), -3] if w > 1 else [1]):
                if o == 'zext': r = u(a, w)
                elif o == 'sext': r = s(a, w)
                else: r = a
                emit_call(fn, w, a, 0, m, s(r, m), f'{o} i{w} {s(a,w) if w>1 else 1} to i{m}')

hdr = '''// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// The LLVM backend on the same program:
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s --check-prefix=OUT
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc -O2 %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT

// Integer semantics of the C backend, by running: every integer operation,
// comparison and width conversion at widths 1, 7, 8, 16, 24, 32, 40 and 64 on
// edge values (minimum, maximum, -1, mixed signs), each in its own function
// so nothing folds. The expected values were computed from VIR's
// definitions (two's complement at the operation's width); each result is
// printed sign-extended to 64 bits. Division by zero, the signed minimum
// divided by -1, and shifts by the width or more are undefined or poison and
// are not tested.
//
// Generated by Inputs/gen-int-semantics.py; edit that script, not this file.

'''
body = hdr + '// OUT: 0: ' + out[0].split('OUT-NEXT: 0: ')[1] + '\n'
body = hdr + '\n'.join(out).replace('// OUT-NEXT: 0:', '// OUT: 0:', 1) + '\n\n'
body += 'vir.global private constant @fmt_g : !vir.array<10 x i8> = "%d: %lld\\0A\\00"\n\n'
body += 'vir.func private @printf(!vir.ptr, ...) -> i32\n\n'
body += 'vir.global private @counter : i32 = 0\n\n'
body += '// Prints "<n>: <value>" with a running case number.\n'
body += 'vir.func private @show(%v: i64) {\n  %p = vir.addressof @counter : !vir.ptr\n  %n = vir.load %p : i32\n  %one = vir.constant 1 : i32\n  %next = vir.add %n, %one : i32\n  vir.store %next, %p : i32\n  %fmt = vir.addressof @fmt_g : !vir.ptr\n  %r = vir.call @printf(%fmt, %n, %v) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i64) -> i32\n  vir.return\n}\n\n'
body += '\n'.join(funcs)
body += '\nvir.func @main() -> i32 {\n' + ''.join(calls) + '  %c0 = vir.constant 0 : i32\n  vir.return %c0 : i32\n}\n'
open(sys.argv[1], 'w').write(body)
print(idx[0], 'cases')
