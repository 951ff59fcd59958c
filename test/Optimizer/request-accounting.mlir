// Every action request that exists during a run ends with exactly one
// result (O-28, invariant 5): one request of each of the 20 kinds, soft and
// strong, gives 40 results at -O2, whether a pass evaluated it, no pass
// implements it yet (Unsupported, a warning when strong: O-26), or its pass
// does not run at the level (CostModel at -Oz for the passes -Oz leaves out).
// RUN: vct-mlir-opt -O2 %s --vir-request-report=%t.json -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: %python %S/Inputs/count-requests.py %t.json | FileCheck %s --check-prefix=KINDS
// RUN: vct-mlir-opt -O3 %s --vir-request-report=%t3.json -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t3.json

// WARN: warning: VIR: denied must_tail on call to @ext, NoTargetSupport (the call is not in tail position (musttail needs the call returned at once))
// WARN-NOT: error
// JSON: "evaluated": 40,
// KINDS: always_inline soft 1
// KINDS-NEXT: always_inline strong 1
// KINDS-NEXT: cold_call soft 1
// KINDS-NEXT: cold_call strong 1
// KINDS-NEXT: cold_path soft 1
// KINDS-NEXT: cold_path strong 1
// KINDS-NEXT: distribute soft 1
// KINDS-NEXT: distribute strong 1
// KINDS-NEXT: fuse soft 1
// KINDS-NEXT: fuse strong 1
// KINDS-NEXT: hot_path soft 1
// KINDS-NEXT: hot_path strong 1
// KINDS-NEXT: inline soft 1
// KINDS-NEXT: inline strong 1
// KINDS-NEXT: interleave soft 1
// KINDS-NEXT: interleave strong 1
// KINDS-NEXT: jam soft 1
// KINDS-NEXT: jam strong 1
// KINDS-NEXT: licm soft 1
// KINDS-NEXT: licm strong 1
// KINDS-NEXT: likely_call soft 1
// KINDS-NEXT: likely_call strong 1
// KINDS-NEXT: must_tail soft 1
// KINDS-NEXT: must_tail strong 1
// KINDS-NEXT: no_inline soft 1
// KINDS-NEXT: no_inline strong 1
// KINDS-NEXT: no_tail soft 1
// KINDS-NEXT: no_tail strong 1
// KINDS-NEXT: peel soft 1
// KINDS-NEXT: peel strong 1
// KINDS-NEXT: rotate soft 1
// KINDS-NEXT: rotate strong 1
// KINDS-NEXT: tail_call soft 1
// KINDS-NEXT: tail_call strong 1
// KINDS-NEXT: unroll soft 1
// KINDS-NEXT: unroll strong 1
// KINDS-NEXT: unswitch soft 1
// KINDS-NEXT: unswitch strong 1
// KINDS-NEXT: vectorize soft 1
// KINDS-NEXT: vectorize strong 1

vir.func private @ext(i32) -> i32

vir.func @calls(%x: i32) -> i32 {
  %r0 = vir.call @ext(%x) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  %r1 = vir.call @ext(%r0) {vir.traits = [#vir.req<always_inline, soft>]} : (i32) -> i32
  %r2 = vir.call @ext(%r1) {vir.traits = [#vir.req<no_inline, soft>]} : (i32) -> i32
  %r3 = vir.call @ext(%r2) {vir.traits = [#vir.req<cold_call, soft>]} : (i32) -> i32
  %r4 = vir.call @ext(%r3) {vir.traits = [#vir.req<likely_call, soft>]} : (i32) -> i32
  %r5 = vir.call @ext(%r4) {vir.traits = [#vir.req<tail_call, soft>]} : (i32) -> i32
  %r6 = vir.call @ext(%r5) {vir.traits = [#vir.req<must_tail, soft>]} : (i32) -> i32
  %r7 = vir.call @ext(%r6) {vir.traits = [#vir.req<no_tail, soft>]} : (i32) -> i32
  %r8 = vir.call @ext(%r7) {vir.traits = [#vir.req<inline, strong>]} : (i32) -> i32
  %r9 = vir.call @ext(%r8) {vir.traits = [#vir.req<always_inline, strong>]} : (i32) -> i32
  %r10 = vir.call @ext(%r9) {vir.traits = [#vir.req<no_inline, strong>]} : (i32) -> i32
  %r11 = vir.call @ext(%r10) {vir.traits = [#vir.req<cold_call, strong>]} : (i32) -> i32
  %r12 = vir.call @ext(%r11) {vir.traits = [#vir.req<likely_call, strong>]} : (i32) -> i32
  %r13 = vir.call @ext(%r12) {vir.traits = [#vir.req<tail_call, strong>]} : (i32) -> i32
  %r14 = vir.call @ext(%r13) {vir.traits = [#vir.req<must_tail, strong>]} : (i32) -> i32
  %r15 = vir.call @ext(%r14) {vir.traits = [#vir.req<no_tail, strong>]} : (i32) -> i32
  vir.return %r15 : i32
}

vir.func @loops(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^soft(%c0 : i32)
^soft(%i: i32):
  %a = vir.call @ext(%i) : (i32) -> i32
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %a : i32
  vir.cond_br %more, ^soft(%i1 : i32), ^mid {vir.traits = [#vir.req<unroll, soft>, #vir.req<interleave, soft>, #vir.req<peel, soft>, #vir.req<rotate, soft>, #vir.req<unswitch, soft>, #vir.req<distribute, soft>, #vir.req<fuse, soft>, #vir.req<jam, soft>, #vir.req<licm, soft>, #vir.req<vectorize, soft>]}
^mid:
  vir.br ^strong(%c0 : i32)
^strong(%j: i32):
  %b = vir.call @ext(%j) : (i32) -> i32
  %j1 = vir.add %j, %c1 : i32
  %again = vir.icmp slt %j1, %b : i32
  vir.cond_br %again, ^strong(%j1 : i32), ^exit {vir.traits = [#vir.req<unroll, strong>, #vir.req<interleave, strong>, #vir.req<peel, strong>, #vir.req<rotate, strong>, #vir.req<unswitch, strong>, #vir.req<distribute, strong>, #vir.req<fuse, strong>, #vir.req<jam, strong>, #vir.req<licm, strong>, #vir.req<vectorize, strong>]}
^exit:
  vir.return %j1 : i32
}

vir.func @blocks(%c: i1, %d: i1, %x: i32) -> i32 {
  vir.cond_br %c, ^hot, ^cold
^hot:
  %h = vir.call @ext(%x) : (i32) -> i32
  vir.cond_br %d, ^hot2, ^cold2 {vir.traits = [#vir.req<hot_path, soft>]}
^cold:
  %k = vir.call @ext(%x) : (i32) -> i32
  vir.return %k : i32 {vir.traits = [#vir.req<cold_path, soft>]}
^hot2:
  %h2 = vir.call @ext(%h) : (i32) -> i32
  vir.return %h2 : i32 {vir.traits = [#vir.req<hot_path, strong>]}
^cold2:
  vir.return %h : i32 {vir.traits = [#vir.req<cold_path, strong>]}
}
