#!/usr/bin/env python3
"""Writes a VIR module of N functions (N >= 200 for the determinism test)
that gives every pass of the -O2/-O3 pipeline work, in seven shapes used
in turn (function i has shape i % 7):

  0 loop: stack slots with and without nocapture, a counted loop with soft
    unroll and licm requests, redundant loads and arithmetic, a dead call
    carrying an inline request, an unreachable loop with a strong unroll
    request (mem2reg, sroa, gvn, licm, indvars, dce, simplify-cfg, sccp);
  1 expressions: several reassociable trees (add, mul, xor, fadd with
    reassoc) of 4-6 leaves in scrambled order, where later trees take the
    rebuilt roots of earlier ones as leaves and values defined after them
    (reassociate, instcombine, early-cse, gvn);
  2 calls: a private helper called with constants under soft inline
    requests and once without, a private function only called with a
    constant (ipsccp), an unused private function (globaldce), a noinline
    request, and a read-only callee (function-attrs);
  3 switches: a switch on the argument with shared and distinct
    destinations, and a switch on a constant (sccp, simplify-cfg);
  4 memory: accesses with noalias scopes, a struct slot (sroa), a loop
    storing through one scope while reading another (gvn, licm promotion);
  5 diamonds and a widening loop: nested diamonds on related conditions,
    an i32 induction variable with nsw read through sext, and a loop value
    that only an optimistic solve proves constant (indvars, licm, sccp,
    simplify-cfg, early-cse);
  6 library: a loop searching for a NUL byte, then a printf of a constant
    line and a sprintf of "%s" (loop-idiom, simplify-libcalls: the module
    is vir.hosted; each function's line becomes a new string for puts).

Every function's work differs a little (constants depend on i), and the
functions call each other so the inliner and ipsccp see a call graph.

Usage: gen-all-passes.py N
"""
import sys

LOOP = """
vir.func @f{i}(%n: i32, %p: !vir.ptr {{vir.traits = [#vir.restrict]}}) -> i32 {{
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c{k} = vir.constant {k} : i32
  %false = vir.constant false
  %slot = vir.alloca i32 align 4 {{vir.traits = [#vir.nocapture]}}
  %pair = vir.alloca !vir.struct<i32, i32> align 4 {{vir.traits = [#vir.nocapture]}}
  %kept = vir.alloca i32 align 4
  vir.store %c0, %slot : i32
  %acc0 = vir.load %p : i32
  vir.store %n, %kept : i32
  %f0 = vir.gep inbounds %pair[0, 0] : !vir.struct<i32, i32>
  vir.store %c{k}, %f0 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %cond = vir.icmp slt %i, %n : i32
  vir.cond_br %cond, ^body, ^exit
^body:
  %acc = vir.load %slot : i32
  %a = vir.mul %i, %c{k} : i32
  %b = vir.mul %i, %c{k} : i32
  %sum = vir.add %a, %b : i32
  %x = vir.load %p : i32
  vir.store %sum, %p : i32
  %y = vir.load %p : i32
  %acc2 = vir.add %acc, %y : i32
  vir.store %acc2, %slot : i32
  %dead = vir.call @{callee}(%i, %p) {{vir.traits = [#vir.noread, #vir.nowrite, #vir.req<inline, soft>]}} : (i32, !vir.ptr) -> i32
  %next = vir.add %i, %c1 nsw : i32
  vir.br ^header(%next : i32) {{vir.traits = [#vir.req<unroll, soft, factor = 4>, #vir.req<licm, soft>]}}
^exit:
  vir.cond_br %false, ^never, ^done
^never:
  vir.br ^never {{vir.traits = [#vir.req<unroll, strong>]}}
^done:
  %r = vir.load %slot : i32
  %f1 = vir.gep inbounds %pair[0, 0] : !vir.struct<i32, i32>
  %q = vir.load %f1 : i32
  %m = vir.load %kept : i32
  %t = vir.add %r, %q : i32
  %u = vir.add %t, %m : i32
  %v = vir.add %u, %acc0 : i32
  vir.return %v : i32
}}
"""

EXPRESSIONS = """
vir.func @f{i}(%n: i32, %p: !vir.ptr {{vir.traits = [#vir.restrict]}}) -> i32 {{
  %a = vir.load %p : i32
  %g = vir.gep inbounds %p[1] : i32
  %b = vir.load %g : i32
  %c{k} = vir.constant {k} : i32
  %five = vir.constant 5 : i32
  %t0 = vir.add %b, %c{k} : i32
  %t1 = vir.add %t0, %n : i32
  %t2 = vir.add %t1, %a : i32
  %t3 = vir.add %five, %t2 : i32
  %d = vir.sub %a, %b : i32
  %e = vir.sub %b, %n : i32
  %m0 = vir.mul %e, %t3 : i32
  %m1 = vir.mul %d, %m0 : i32
  %m2 = vir.mul %m1, %c{k} : i32
  %m3 = vir.mul %m2, %n : i32
  %x0 = vir.xor %e, %m3 : i32
  %x1 = vir.xor %d, %x0 : i32
  %x2 = vir.xor %x1, %t3 : i32
  %s0 = vir.add %x2, %e : i32
  %s1 = vir.add %n, %s0 : i32
  %s2 = vir.add %d, %s1 : i32
  %s3 = vir.add %s2, %c{k} : i32
  %s4 = vir.add %five, %s3 : i32
  %big = vir.icmp sgt %s4, %n : i32
  vir.cond_br %big, ^left, ^right
^left:
  %l0 = vir.add %e, %s4 : i32
  %l1 = vir.add %d, %l0 : i32
  %l2 = vir.add %l1, %a : i32
  vir.br ^join(%l2 : i32)
^right:
  %r0 = vir.mul %s4, %d : i32
  %r1 = vir.mul %e, %r0 : i32
  %r2 = vir.mul %r1, %a : i32
  vir.br ^join(%r2 : i32)
^join(%j: i32):
  %fa = vir.sitofp %a : i32 to f64
  %fb = vir.sitofp %b : i32 to f64
  %fj = vir.sitofp %j : i32 to f64
  %fc = vir.constant {k}.5 : f64
  %h0 = vir.fadd %fj, %fc fastmath<reassoc> : f64
  %h1 = vir.fadd %fb, %h0 fastmath<reassoc> : f64
  %h2 = vir.fadd %h1, %fa fastmath<reassoc, nsz> : f64
  %h3 = vir.fadd %fc, %h2 fastmath<reassoc> : f64
  %ri = vir.fptosi %h3 : f64 to i32
  %o0 = vir.add %ri, %j : i32
  %o1 = vir.add %e, %o0 : i32
  %o2 = vir.add %o1, %d : i32
  vir.return %o2 : i32
}}
"""

CALLS = """
vir.func private @h{i}(%v: i32, %w: i32) -> i32 {{
  %s = vir.add %v, %w : i32
  %m = vir.mul %s, %v : i32
  %c3 = vir.constant 3 : i32
  %t = vir.sub %m, %c3 : i32
  vir.return %t : i32
}}

vir.func private @only{i}(%v: i32, %p: !vir.ptr) -> i32 {{
  %c{k} = vir.constant {k} : i32
  %is = vir.icmp eq %v, %c{k} : i32
  vir.cond_br %is, ^same, ^other
^same:
  %l = vir.load %p : i32
  vir.return %l : i32
^other:
  vir.store %v, %p : i32
  vir.return %v : i32
}}

vir.func private @unused{i}(%v: i32) -> i32 {{
  %r = vir.call @h{i}(%v, %v) : (i32, i32) -> i32
  vir.return %r : i32
}}

vir.func @f{i}(%n: i32, %p: !vir.ptr {{vir.traits = [#vir.restrict]}}) -> i32 {{
  %c{k} = vir.constant {k} : i32
  %two = vir.constant 2 : i32
  %r0 = vir.call @h{i}(%n, %c{k}) {{vir.traits = [#vir.req<inline, soft>]}} : (i32, i32) -> i32
  %r1 = vir.call @h{i}(%two, %c{k}) {{vir.traits = [#vir.req<inline, soft>]}} : (i32, i32) -> i32
  %r2 = vir.call @h{i}(%r0, %n) : (i32, i32) -> i32
  %r3 = vir.call @only{i}(%c{k}, %p) : (i32, !vir.ptr) -> i32
  %r4 = vir.call @{callee}(%r3, %p) {{vir.traits = [#vir.req<no_inline, soft>]}} : (i32, !vir.ptr) -> i32
  %s0 = vir.add %r0, %r1 : i32
  %s1 = vir.add %s0, %r2 : i32
  %s2 = vir.add %s1, %r3 : i32
  %s3 = vir.add %s2, %r4 : i32
  vir.return %s3 : i32
}}
"""

SWITCHES = """
vir.func @f{i}(%n: i32, %p: !vir.ptr {{vir.traits = [#vir.restrict]}}) -> i32 {{
  %c0 = vir.constant 0 : i32
  %c{k} = vir.constant {k} : i32
  %two = vir.constant 2 : i32
  vir.switch %n : i32, [
    default: ^join(%n : i32),
    0: ^zero,
    1: ^small(%c{k} : i32),
    {k}: ^small(%n : i32),
    100: ^zero,
    -7: ^join(%two : i32)
  ]
^zero:
  vir.br ^join(%c0 : i32)
^small(%s: i32):
  %l = vir.load %p : i32
  %t = vir.add %s, %l : i32
  vir.br ^join(%t : i32)
^join(%v: i32):
  vir.switch %two : i32, [
    default: ^d,
    2: ^hit(%v : i32),
    3: ^miss
  ]
^d:
  vir.return %c0 : i32
^hit(%h: i32):
  %r = vir.add %h, %c{k} : i32
  vir.return %r : i32
^miss:
  %l2 = vir.load %p : i32
  vir.return %l2 : i32
}}
"""

MEMORY = """
vir.func @f{i}(%n: i32, %p: !vir.ptr {{vir.traits = [#vir.restrict]}}) -> i32 attributes {{alias_scopes = ["a", "b"]}} {{
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c{k} = vir.constant {k} : i32
  %q = vir.gep inbounds %p[4] : i32
  %s = vir.alloca !vir.struct<i32, i32, i32> align 4 {{vir.traits = [#vir.nocapture]}}
  %s0 = vir.gep inbounds %s[0, 0] : !vir.struct<i32, i32, i32>
  %s2 = vir.gep inbounds %s[0, 2] : !vir.struct<i32, i32, i32>
  vir.store %n, %s0 : i32
  vir.store %c{k}, %s2 : i32
  vir.store %c{k}, %p {{vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]}} : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %x = vir.load %p {{vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]}} : i32
  %y = vir.load %q {{vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"]>]}} : i32
  %z = vir.add %x, %y : i32
  vir.store %z, %q {{vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"]>]}} : i32
  %w = vir.load %s2 : i32
  %w1 = vir.add %w, %i : i32
  vir.store %w1, %s2 : i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^loop(%i1 : i32)
^exit:
  %a = vir.load %p {{vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]}} : i32
  %b = vir.load %s0 : i32
  %c = vir.load %s2 : i32
  %r0 = vir.add %a, %b : i32
  %r1 = vir.add %r0, %c : i32
  vir.return %r1 : i32
}}
"""

DIAMONDS = """
vir.func @f{i}(%n: i32, %p: !vir.ptr {{vir.traits = [#vir.restrict]}}) -> i32 {{
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c{k} = vir.constant {k} : i32
  %pos = vir.icmp sgt %n, %c0 : i32
  vir.cond_br %pos, ^a, ^b
^a:
  %pos2 = vir.icmp sgt %n, %c0 : i32
  vir.cond_br %pos2, ^a1, ^a2
^a1:
  %u = vir.mul %n, %c{k} : i32
  vir.br ^m(%u : i32)
^a2:
  vir.br ^m(%c1 : i32)
^b:
  %neg = vir.sub %c0, %n : i32
  vir.br ^m(%neg : i32)
^m(%v: i32):
  %empty = vir.icmp eq %v, %v : i32
  vir.cond_br %empty, ^e1, ^e2
^e1:
  vir.br ^loop(%c0, %c0, %c{k} : i32, i32, i32)
^e2:
  vir.br ^loop(%c0, %c0, %c{k} : i32, i32, i32)
^loop(%s: i32, %i: i32, %q: i32):
  %c = vir.icmp slt %i, %v : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %inv = vir.mul %v, %c{k} : i32
  %x = vir.sext %i : i32 to i64
  %ptr = vir.gep inbounds %p[%x] : i32
  %l = vir.load %ptr : i32
  %same = vir.icmp eq %q, %c{k} : i32
  vir.cond_br %same, ^latch(%q : i32), ^bump
^bump:
  %q1 = vir.add %q, %c1 : i32
  vir.br ^latch(%q1 : i32)
^latch(%qq: i32):
  %s1 = vir.add %s, %l : i32
  %s2 = vir.add %s1, %inv : i32
  %s3 = vir.add %s2, %qq : i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^loop(%s3, %i1, %qq : i32, i32, i32) {{vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>]}}
^exit:
  vir.return %s : i32
}}
"""

LIBRARY = """
vir.global private constant @row{i} : !vir.array<{rowsize} x i8> = "row {i}\\0A\\00"
vir.func @f{i}(%n: i32, %p: !vir.ptr {{vir.traits = [#vir.restrict]}}) -> i32 {{
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  %row = vir.addressof @row{i} : !vir.ptr
  %str = vir.addressof @str : !vir.ptr
  %dst = vir.gep inbounds %p[64] : i8
  vir.br ^loop(%c0 : i64)
^loop(%j: i64):
  %a = vir.gep %p[%j] : i8
  %b = vir.load %a : i8
  %j1 = vir.add %j, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%j1 : i64), ^exit(%j : i64)
^exit(%len: i64):
  %0 = vir.call @printf(%row) vararg((!vir.ptr) -> i32) {{vir.traits = [#vir.libcall<"printf">]}} : (!vir.ptr) -> i32
  %1 = vir.call @sprintf(%dst, %str, %p) vararg((!vir.ptr, !vir.ptr) -> i32) {{vir.traits = [#vir.libcall<"sprintf">]}} : (!vir.ptr, !vir.ptr, !vir.ptr) -> i32
  %l = vir.trunc %len : i64 to i32
  %r = vir.add %l, %1 : i32
  vir.return %r : i32
}}
"""

SHAPES = [LOOP, EXPRESSIONS, CALLS, SWITCHES, MEMORY, DIAMONDS, LIBRARY]


def main():
    n = int(sys.argv[1])
    print("// Generated by gen-all-passes.py {}".format(n))
    print("module attributes {vir.hosted} {")
    print("vir.global private constant @str : !vir.array<3 x i8> = "
          "\"%s\\00\"")
    print("vir.func private @printf(!vir.ptr, ...) -> i32")
    print("vir.func private @sprintf(!vir.ptr, !vir.ptr, ...) -> i32")
    for i in range(n):
        shape = SHAPES[i % len(SHAPES)]
        print(shape.format(i=i, k=i % 7 + 2,
                           callee="f{}".format((i + 1) % n),
                           rowsize=len("row {}".format(i)) + 2))
    print("""
vir.func @main() -> i32 {
  %c3 = vir.constant 3 : i32
  %slot = vir.alloca !vir.array<8 x i32> align 4
  %r = vir.call @f0(%c3, %slot) : (i32, !vir.ptr) -> i32
  vir.return %r : i32
}
}""")


if __name__ == "__main__":
    main()
