// licm and gvn in the -O2 pipeline (O-18): stage 2 runs after stage 1, gvn
// before licm; -fno-licm leaves licm out (O-46), and then nothing is
// hoisted and the request gets no result. An accepted request stays on its
// loop: what inlining makes invariant in stage 3 moves in stage 4.
// RUN: vct-mlir-opt -O2 %s | FileCheck %s --check-prefix=O2
// RUN: vct-mlir-opt -O2 -fno-licm %s | FileCheck %s --check-prefix=NO-LICM
// RUN: vct-mlir-opt -O2 --mlir-print-ir-after-all %s 2>&1 -o /dev/null \
// RUN:   | FileCheck %s --check-prefix=ORDER

// O2-LABEL: vir.func @f(
// O2: %[[M:.*]] = vir.mul
// O2-NEXT: vir.add %[[M]], %[[M]] : i32
// O2-NEXT: vir.br ^bb1
// NO-LICM-LABEL: vir.func @f(
// NO-LICM: ^bb1(%{{.*}}: i32):
// NO-LICM-NEXT: vir.mul
// NO-LICM: #vir.req<licm, soft>

// ORDER: IR Dump After DCEPass
// ORDER: IR Dump After GVNPass
// ORDER: IR Dump After LICMPass
// ORDER: IR Dump After InlinePass

vir.func @f(%a: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %m = vir.mul %a, %a : i32
  %m2 = vir.mul %a, %a : i32
  %s = vir.add %m, %m2 : i32
  %i1 = vir.add %i, %s : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %i1 : i32
}

// @g's loop hoists one operation in stage 2; the call is inlined in stage
// 3, and licm-after-rotate hoists the product it brought.
// O2-LABEL: vir.func @g(
// O2-SAME: %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32,
// O2-DAG: vir.mul %[[A]], %[[A]] : i32
// O2-DAG: vir.mul %[[A]], %[[B]] : i32
// O2: ^bb{{[0-9]+}}(%{{.*}}: i32):
// O2-NOT: vir.mul
// O2: vir.return
vir.func private @scale(%a: i32, %b: i32) -> i32 {
  %m = vir.mul %a, %b : i32
  vir.return %m : i32
}

vir.func @g(%a: i32, %b: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %sq = vir.mul %a, %a : i32
  %k = vir.call @scale(%a, %b) {vir.traits = [#vir.req<inline, soft>]} : (i32, i32) -> i32
  %s = vir.add %sq, %k : i32
  %i1 = vir.add %i, %s : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %i1 : i32
}
