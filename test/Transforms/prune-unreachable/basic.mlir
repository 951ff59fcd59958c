// RUN: vct-mlir-opt --prune-unreachable --remarks -verify-diagnostics %s | FileCheck %s

// A block is doomed when it ends in vir.unreachable after nothing with an
// effect: a branch into it is never taken.

// CHECK-LABEL: vir.func @cond_doomed(
// CHECK-NEXT: vir.br ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: vir.return %arg1 : i32
vir.func @cond_doomed(%c: i1, %a: i32) -> i32 {
  // expected-remark @below {{VIR: prune-unreachable: removed an edge to a block that only reaches vir.unreachable}}
  vir.cond_br %c, ^bad, ^ok
^bad:
  %t = vir.add %a, %a : i32
  vir.unreachable
^ok:
  vir.return %a : i32
}

// A constant condition.
// CHECK-LABEL: vir.func @cond_constant(
// CHECK-NOT: vir.cond_br
// CHECK: vir.br ^[[B:bb[0-9]+]](%arg0 : i32)
// CHECK-NOT: ^bb{{.*}}:
// CHECK: ^[[B]](
vir.func @cond_constant(%a: i32) -> i32 {
  %true = vir.constant true
  // expected-remark @below {{VIR: prune-unreachable: removed the edge of a branch on a constant}}
  vir.cond_br %true, ^yes(%a : i32), ^no
^yes(%y: i32):
  vir.return %y : i32
^no:
  %c1 = vir.constant 1 : i32
  vir.return %c1 : i32
}

// Doom travels back: ^mid only goes to a doomed block, so it is doomed too,
// and the entry's branch loses that side.
// CHECK-LABEL: vir.func @backwards(
// CHECK-NEXT: vir.br ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: vir.return %arg1 : i32
vir.func @backwards(%c: i1, %a: i32) -> i32 {
  // expected-remark @below {{VIR: prune-unreachable: removed an edge to a block that only reaches vir.unreachable}}
  vir.cond_br %c, ^mid, ^ok
^mid:
  // expected-remark @below {{VIR: prune-unreachable: every successor only reaches vir.unreachable: the branch became vir.unreachable}}
  vir.br ^bad
^bad:
  vir.unreachable
^ok:
  vir.return %a : i32
}

// A switch: the doomed case goes (with its weight); a doomed default is
// replaced by the first remaining case.
// CHECK-LABEL: vir.func @switch_cases(
// CHECK: vir.switch %arg0 : i32 weights([20, 30]), [
// CHECK-NEXT: default: ^[[ONE:bb[0-9]+]],
// CHECK-NEXT: 2: ^[[TWO:bb[0-9]+]]
// CHECK-NEXT: ]
vir.func @switch_cases(%k: i32) -> i32 {
  // expected-remark @below {{VIR: prune-unreachable: removed 2 switch edges to blocks that only reach vir.unreachable}}
  vir.switch %k : i32 weights([5, 10, 20, 30]), [
    default: ^bad,
    0: ^bad,
    1: ^one,
    2: ^two
  ]
^bad:
  vir.unreachable
^one:
  %c1 = vir.constant 1 : i32
  vir.return %c1 : i32
^two:
  %c2 = vir.constant 2 : i32
  vir.return %c2 : i32
}

// A switch on a constant.
// CHECK-LABEL: vir.func @switch_constant(
// CHECK-NOT: vir.switch
vir.func @switch_constant(%a: i32) -> i32 {
  %c7 = vir.constant 7 : i32
  // expected-remark @below {{VIR: prune-unreachable: removed the edges of a switch on a constant}}
  vir.switch %c7 : i32, [
    default: ^d,
    7: ^seven
  ]
^d:
  vir.return %a : i32
^seven:
  vir.return %c7 : i32
}

// Every way out is doomed: the function's entry ends in vir.unreachable.
// CHECK-LABEL: vir.func @all_doomed(
// CHECK-NEXT: vir.unreachable
// CHECK-NEXT: }
vir.func @all_doomed(%c: i1) {
  // expected-remark @below {{VIR: prune-unreachable: every successor only reaches vir.unreachable: the branch became vir.unreachable}}
  vir.cond_br %c, ^a, ^b
^a:
  vir.unreachable
^b:
  vir.unreachable
}

// Blocks no path reaches are deleted.
// CHECK-LABEL: vir.func @dead_block(
// CHECK-NEXT: vir.return
// CHECK-NEXT: }
vir.func @dead_block() {
  vir.return
^dead:
  vir.br ^dead
}

// Refused: a call before vir.unreachable may not return (abort, exit).
// CHECK-LABEL: vir.func @no_call_before(
// CHECK: vir.cond_br
// CHECK: vir.call @abort()
// CHECK-NEXT: vir.unreachable
vir.func private @abort()
vir.func @no_call_before(%c: i1, %a: i32) -> i32 {
  vir.cond_br %c, ^bad, ^ok
^bad:
  vir.call @abort() : () -> ()
  vir.unreachable
^ok:
  vir.return %a : i32
}

// Refused: a store before vir.unreachable is an effect that happens first.
// CHECK-LABEL: vir.func @no_store_before(
// CHECK: vir.cond_br
vir.func @no_store_before(%c: i1, %p: !vir.ptr, %a: i32) -> i32 {
  vir.cond_br %c, ^bad, ^ok
^bad:
  vir.store %a, %p : i32
  vir.unreachable
^ok:
  vir.return %a : i32
}

// Nothing to do: a branch between two live sides stays.
// CHECK-LABEL: vir.func @no_live_sides(
// CHECK: vir.cond_br
vir.func @no_live_sides(%c: i1, %a: i32, %b: i32) -> i32 {
  vir.cond_br %c, ^x, ^y
^x:
  vir.return %a : i32
^y:
  vir.return %b : i32
}
