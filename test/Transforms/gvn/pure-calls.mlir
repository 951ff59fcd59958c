// RUN: vct-mlir-opt --gvn %s | FileCheck %s

// GVN numbers a pure call (epoch-valid #vir.noread and #vir.nowrite, not
// noreturn) as an expression of its callee and operands: a dominated equal
// call takes the dominating one's value; a call without both facts gets a
// fresh number.

vir.func private @table() -> !vir.ptr
vir.func private @use(!vir.ptr, !vir.ptr)

// CHECK-LABEL: vir.func @across_blocks(
// CHECK: %[[T:.*]] = vir.call @table()
// CHECK: ^bb1:
// CHECK-NOT: vir.call @table
// CHECK: vir.call @use(%[[T]], %[[T]])
vir.func @across_blocks(%c: i1) {
  %a = vir.call @table() {vir.traits = [#vir.nowrite, #vir.noread]} : () -> !vir.ptr
  vir.cond_br %c, ^then, ^done
^then:
  %b = vir.call @table() {vir.traits = [#vir.nowrite, #vir.noread]} : () -> !vir.ptr
  vir.call @use(%a, %b) : (!vir.ptr, !vir.ptr) -> ()
  vir.br ^done
^done:
  vir.return
}

// CHECK-LABEL: vir.func @no_only_nowrite(
// CHECK-COUNT-2: vir.call @table()
vir.func @no_only_nowrite() {
  %a = vir.call @table() {vir.traits = [#vir.nowrite]} : () -> !vir.ptr
  %b = vir.call @table() {vir.traits = [#vir.nowrite]} : () -> !vir.ptr
  vir.call @use(%a, %b) : (!vir.ptr, !vir.ptr) -> ()
  vir.return
}
