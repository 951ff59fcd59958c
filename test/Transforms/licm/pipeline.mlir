// licm and gvn in the -O2 pipeline (O-18): stage 2 runs after stage 1, gvn
// before licm; -fno-licm leaves licm out (O-46), and then nothing is
// hoisted and the request gets no result.
// RUN: vct-mlir-opt -O2 %s | FileCheck %s --check-prefix=O2
// RUN: vct-mlir-opt -O2 -fno-licm %s | FileCheck %s --check-prefix=NO-LICM
// RUN: vct-mlir-opt -O2 --mlir-print-ir-after-all %s 2>&1 -o /dev/null \
// RUN:   | FileCheck %s --check-prefix=ORDER

// O2-LABEL: vir.func @f(
// O2: %[[M:.*]] = vir.mul
// O2-NEXT: vir.add %[[M]], %[[M]] : i32
// O2-NEXT: vir.br ^bb1
// O2-NOT: #vir.req<licm
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
