// sccp and ipsccp in the -O2 pipeline (O-18): sccp after the stage 1
// passes, ipsccp after inline; -fno-sccp / -fno-ipsccp leave them out
// (O-46), and both run at -Oz.
// RUN: vct-mlir-opt -O2 --mlir-disable-threading --mlir-print-ir-after-all %s 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=ORDER
// RUN: vct-mlir-opt -Oz --mlir-disable-threading --mlir-print-ir-after-all %s 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=ORDER
// RUN: vct-mlir-opt -O2 -fno-sccp -fno-ipsccp --mlir-print-ir-after-all %s 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=OFF
// RUN: vct-mlir-opt -O2 %s | FileCheck %s --check-prefix=O2

// ORDER: IR Dump After DCEPass (dce)
// ORDER-NOT: IR Dump After
// ORDER: IR Dump After GVNPass (gvn)
// ORDER-NOT: IR Dump After
// ORDER: IR Dump After SCCPPass (sccp)
// ORDER-NOT: IR Dump After
// ORDER: IR Dump After LICMPass (licm)
// ORDER-NOT: IR Dump After
// ORDER: IR Dump After IndVarsPass (indvars)
// ORDER-NOT: IR Dump After
// ORDER: IR Dump After ReassociatePass (reassociate)
// ORDER: IR Dump After InlinePass (inline)
// ORDER-NOT: IR Dump After
// ORDER: IR Dump After GlobalDCEPass (globaldce)
// ORDER-NOT: IR Dump After
// ORDER: IR Dump After IPSCCPPass (ipsccp)
// OFF-NOT: SCCPPass
// OFF: IR Dump After InlinePass (inline)
// OFF-NOT: SCCPPass

// With ipsccp's constant result, function-attrs' facts let dce drop the
// call and globaldce the callee:
// O2-NOT: @half
// O2-LABEL: vir.func @main(
// O2-NEXT: %[[C:.*]] = vir.constant 12 : i32
// O2-NEXT: vir.return %[[C]] : i32
// O2-NOT: @half

// @main's loop runs once; @half is only called with 24.
vir.func private @half(%x: i32) -> i32 {
  %c2 = vir.constant 2 : i32
  %h = vir.sdiv %x, %c2 : i32
  vir.return %h : i32
}
vir.func @main() -> i32 {
  %c24 = vir.constant 24 : i32
  %false = vir.constant false
  vir.br ^loop(%c24 : i32)
^loop(%x: i32):
  vir.cond_br %false, ^loop(%x : i32), ^exit
^exit:
  %h = vir.call @half(%x) : (i32) -> i32
  vir.return %h : i32
}
