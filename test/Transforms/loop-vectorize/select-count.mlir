// A single-block loop whose count phiopt made a select (`n = c ? n + 1 :
// n`) is vectorized as an add reduction: the select picks the step
// (`n + (c ? 1 : 0)`), LLVM's conditional reduction pattern, as in an
// if-converted body. A select that keeps another value than the count is
// no reduction and stays refused.
// RUN: vct-mlir-opt --loop-vectorize --verify-each --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// for (i = 0; i < 64; i++) n += a[i] == v;
// CHECK-LABEL: vir.func @count_matches(
// CHECK: vir.icmp eq %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK: vir.select %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi1>, vector<4xi32>
// CHECK: vir.reduce add
vir.func @count_matches(%a: !vir.ptr, %v: i32) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c64 = vir.constant 64 : i64
  %z = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  vir.br ^loop(%c0, %z : i64, i32)
^loop(%i: i64, %n: i32):
  %p = vir.gep %a[%i] : i32
  %x = vir.load %p : i32
  %eq = vir.icmp eq %x, %v : i32
  %n1 = vir.add %n, %one : i32
  %n2 = vir.select %eq, %n1, %n : i1, i32
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %c64 : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 6.0 -> 1.8 per element, 1 reduction(s), no remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @count_matches (vectorized by 4, interleaved by 1: cost 6.0 -> 1.8 per element, 1 reduction(s), no remainder)}}
  vir.cond_br %t, ^loop(%i1, %n2 : i64, i32), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return %n2 : i32
}

// -----

// The select keeps the element, not the count: no reduction.
// CHECK-LABEL: vir.func @not_a_count(
// CHECK-NOT: vector<
vir.func @not_a_count(%a: !vir.ptr, %v: i32) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c64 = vir.constant 64 : i64
  %z = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  vir.br ^loop(%c0, %z : i64, i32)
^loop(%i: i64, %n: i32):
  %p = vir.gep %a[%i] : i32
  %x = vir.load %p : i32
  %eq = vir.icmp eq %x, %v : i32
  %n1 = vir.add %n, %one : i32
  %n2 = vir.select %eq, %n1, %x : i1, i32
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %c64 : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @not_a_count, Unsupported (header argument 1 is updated by vir.select, which is not a reduction the pass vectorizes)}}
  vir.cond_br %t, ^loop(%i1, %n2 : i64, i32), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return %n2 : i32
}

// -----

// The count is also read later in the body: the new step goes right after
// the select, before that reader (csmith seeds 72400 and 72432 failed the
// verifier when it went before the latch's branch). The loop is not
// vectorized (the count is read in the body), and the IR stays valid.
// CHECK-LABEL: vir.func @count_read_in_body(
// CHECK: %[[SEL:.*]] = vir.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i32
// CHECK-NEXT: %[[N2:.*]] = vir.add %{{.*}}, %[[SEL]] : i32
// CHECK-NEXT: vir.store volatile %[[N2]]
vir.func @count_read_in_body(%a: !vir.ptr, %q: !vir.ptr, %v: i32) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c64 = vir.constant 64 : i64
  %z = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  vir.br ^loop(%c0, %z : i64, i32)
^loop(%i: i64, %n: i32):
  %p = vir.gep %a[%i] : i32
  %x = vir.load %p : i32
  %eq = vir.icmp eq %x, %v : i32
  %n1 = vir.add %n, %one : i32
  %n2 = vir.select %eq, %n1, %n : i1, i32
  vir.store volatile %n2, %q : i32
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %c64 : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @count_read_in_body, Unsupported (header argument 1 is read in the loop after its update (a running value, not only a total))}}
  vir.cond_br %t, ^loop(%i1, %n2 : i64, i32), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return %n2 : i32
}
