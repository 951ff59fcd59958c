// RUN: vct-mlir-opt --instcombine %s | FileCheck %s

// Compares decided by the value ranges the traits state (RangeInfo, O-16):
// `#vir.range` and `#vir.assume` on function arguments and operation
// results, alone and intersected. Only epoch-valid traits count (O-12): the
// same facts stamped at an older epoch than the function's decide nothing.

vir.func private @use(i1, i1, i1, i1)

// x in [0, 10]: x <s 11 and x <=u 10 hold, x >s 10 and x == -1 do not.
// CHECK-LABEL: vir.func @range_argument(
// CHECK-DAG: %[[T:.*]] = vir.constant true
// CHECK-DAG: %[[F:.*]] = vir.constant false
// CHECK-NOT: vir.icmp
// CHECK: vir.call @use(%[[T]], %[[T]], %[[F]], %[[F]])
vir.func @range_argument(%x: i32 {vir.traits = [#vir.range<0, 10>]}) {
  %c11 = vir.constant 11 : i32
  %c10 = vir.constant 10 : i32
  %m1 = vir.constant -1 : i32
  %a = vir.icmp slt %x, %c11 : i32
  %b = vir.icmp ule %x, %c10 : i32
  %c = vir.icmp sgt %x, %c10 : i32
  %d = vir.icmp eq %x, %m1 : i32
  vir.call @use(%a, %b, %c, %d) : (i1, i1, i1, i1) -> ()
  vir.return
}

// The range may decide a compare whose constant is on the left.
// CHECK-LABEL: vir.func @range_constant_left(
// CHECK-NEXT: %[[T:.*]] = vir.constant true
// CHECK-NEXT: vir.return %[[T]] : i1
vir.func @range_constant_left(%x: i8 {vir.traits = [#vir.range<-5, 5>]}) -> i1 {
  %c = vir.constant -6 : i8
  %r = vir.icmp slt %c, %x : i8
  vir.return %r : i1
}

// A range that straddles the compared constant decides nothing.
// CHECK-LABEL: vir.func @no_fold_range_straddles(
// CHECK-SAME: %[[X:[^:]+]]: i32 {vir.traits = [#vir.range<0, 10>]})
// CHECK-NEXT: %[[C:.*]] = vir.constant 5 : i32
// CHECK-NEXT: %[[R:.*]] = vir.icmp slt %[[X]], %[[C]] : i32
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @no_fold_range_straddles(%x: i32 {vir.traits = [#vir.range<0, 10>]}) -> i1 {
  %c = vir.constant 5 : i32
  %r = vir.icmp slt %x, %c : i32
  vir.return %r : i1
}

// A range is signed: [-5, 5] read unsigned holds 0..5 and 2^32-5..2^32-1,
// so x <u 6 is not decided.
// CHECK-LABEL: vir.func @no_fold_signed_range_unsigned_compare(
// CHECK-SAME: %[[X:[^:]+]]: i32 {vir.traits = [#vir.range<-5, 5>]})
// CHECK-NEXT: %[[C:.*]] = vir.constant 6 : i32
// CHECK-NEXT: %[[R:.*]] = vir.icmp ult %[[X]], %[[C]] : i32
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @no_fold_signed_range_unsigned_compare(%x: i32 {vir.traits = [#vir.range<-5, 5>]}) -> i1 {
  %c = vir.constant 6 : i32
  %r = vir.icmp ult %x, %c : i32
  vir.return %r : i1
}

// A range of negative i64 values reaching INT64_MIN: all are <s 0, and
// all are >=u 2^63 read unsigned.
// CHECK-LABEL: vir.func @range_i64_negative(
// CHECK-DAG: %[[T:.*]] = vir.constant true
// CHECK-DAG: %[[F:.*]] = vir.constant false
// CHECK-NOT: vir.icmp
// CHECK: vir.call @use(%[[T]], %[[T]], %[[F]], %[[F]])
vir.func @range_i64_negative(%x: i64 {vir.traits = [#vir.range<-9223372036854775808, -1>]}) {
  %z = vir.constant 0 : i64
  %min = vir.constant -9223372036854775808 : i64
  %a = vir.icmp slt %x, %z : i64
  %b = vir.icmp uge %x, %min : i64
  %c = vir.icmp ult %x, %min : i64
  %d = vir.icmp eq %x, %z : i64
  vir.call @use(%a, %b, %c, %d) : (i1, i1, i1, i1) -> ()
  vir.return
}

// assume<ult, 200> on an i8: 200 is read unsigned; x <u 200 holds and
// x >=u 200 does not; x <s 0 is not decided (x may be 128..199).
// CHECK-LABEL: vir.func @assume_unsigned_i8(
// CHECK-SAME: %[[X:[^:]+]]: i8
// CHECK-DAG: %[[T:.*]] = vir.constant true
// CHECK-DAG: %[[F:.*]] = vir.constant false
// CHECK-DAG: %[[Z:.*]] = vir.constant 0 : i8
// CHECK: %[[S:.*]] = vir.icmp slt %[[X]], %[[Z]] : i8
// CHECK-NEXT: vir.call @use(%[[T]], %[[F]], %[[S]], %[[T]])
vir.func @assume_unsigned_i8(%x: i8 {vir.traits = [#vir.assume<ult, 200>]}) {
  %c200 = vir.constant 200 : i8
  %z = vir.constant 0 : i8
  %a = vir.icmp ult %x, %c200 : i8
  %b = vir.icmp uge %x, %c200 : i8
  %c = vir.icmp slt %x, %z : i8
  %d = vir.icmp ne %x, %c200 : i8
  vir.call @use(%a, %b, %c, %d) : (i1, i1, i1, i1) -> ()
  vir.return
}

// Facts on an operation's result: a loaded value in [0, 9] (the load,
// unused once the compare is decided, goes as well).
// CHECK-LABEL: vir.func @range_on_load(
// CHECK-NEXT: %[[T:.*]] = vir.constant true
// CHECK-NEXT: vir.return %[[T]] : i1
vir.func @range_on_load(%p: !vir.ptr) -> i1 {
  %v = vir.load %p {vir.traits = [#vir.range<0, 9>]} : i32
  %c = vir.constant 10 : i32
  %r = vir.icmp ult %v, %c : i32
  vir.return %r : i1
}

// Two ranged values: [0, 10] is below [20, 30], and they never meet.
// CHECK-LABEL: vir.func @two_ranges(
// CHECK-DAG: %[[T:.*]] = vir.constant true
// CHECK-DAG: %[[F:.*]] = vir.constant false
// CHECK-NOT: vir.icmp
// CHECK: vir.call @use(%[[T]], %[[F]], %[[T]], %[[T]])
vir.func @two_ranges(%x: i32 {vir.traits = [#vir.range<0, 10>]},
                     %y: i32 {vir.traits = [#vir.range<20, 30>]}) {
  %a = vir.icmp slt %x, %y : i32
  %b = vir.icmp eq %x, %y : i32
  %c = vir.icmp ne %y, %x : i32
  %d = vir.icmp ugt %y, %x : i32
  vir.call @use(%a, %b, %c, %d) : (i1, i1, i1, i1) -> ()
  vir.return
}

// Overlapping ranges decide nothing.
// CHECK-LABEL: vir.func @no_fold_overlapping_ranges(
// CHECK-SAME: %[[X:[^:]+]]: i32 {{.*}}, %[[Y:[^:]+]]: i32
// CHECK-NEXT: %[[R:.*]] = vir.icmp slt %[[X]], %[[Y]] : i32
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @no_fold_overlapping_ranges(%x: i32 {vir.traits = [#vir.range<0, 20>]},
                                     %y: i32 {vir.traits = [#vir.range<20, 30>]}) -> i1 {
  %r = vir.icmp slt %x, %y : i32
  vir.return %r : i1
}

// The facts of one value intersect: range [-10, 10] and x >=s 0 give
// [0, 10], so x <u 11 holds, which neither fact decides alone.
// CHECK-LABEL: vir.func @facts_intersect(
// CHECK-NEXT: %[[T:.*]] = vir.constant true
// CHECK-NEXT: vir.return %[[T]] : i1
vir.func @facts_intersect(%x: i32 {vir.traits = [#vir.range<-10, 10>, #vir.assume<sge, 0>]}) -> i1 {
  %c = vir.constant 11 : i32
  %r = vir.icmp ult %x, %c : i32
  vir.return %r : i1
}

// Each fact alone does not decide it.
// CHECK-LABEL: vir.func @no_fold_one_fact(
// CHECK-SAME: %[[X:[^:]+]]: i32 {vir.traits = [#vir.range<-10, 10>]},
// CHECK-SAME: %[[Y:[^:]+]]: i32 {vir.traits = [#vir.assume<sge, 0>]})
// CHECK: vir.icmp ult %[[X]], %{{.*}} : i32
// CHECK: vir.icmp ult %[[Y]], %{{.*}} : i32
vir.func @no_fold_one_fact(%x: i32 {vir.traits = [#vir.range<-10, 10>]},
                           %y: i32 {vir.traits = [#vir.assume<sge, 0>]}) -> i1 {
  %c = vir.constant 11 : i32
  %a = vir.icmp ult %x, %c : i32
  %b = vir.icmp ult %y, %c : i32
  %r = vir.and %a, %b : i1
  vir.return %r : i1
}

// assume<ne, 0> excludes one value: x == 0 is false, x != 0 true, and
// x >u 0 true (0 was the unsigned minimum); x == 5 is not decided.
// CHECK-LABEL: vir.func @assume_ne(
// CHECK-SAME: %[[X:[^:]+]]: i32
// CHECK-DAG: %[[T:.*]] = vir.constant true
// CHECK-DAG: %[[F:.*]] = vir.constant false
// CHECK-DAG: %[[C5:.*]] = vir.constant 5 : i32
// CHECK: %[[E:.*]] = vir.icmp eq %[[X]], %[[C5]] : i32
// CHECK-NEXT: vir.call @use(%[[F]], %[[T]], %[[T]], %[[E]])
vir.func @assume_ne(%x: i32 {vir.traits = [#vir.assume<ne, 0>]}) {
  %z = vir.constant 0 : i32
  %c5 = vir.constant 5 : i32
  %a = vir.icmp eq %x, %z : i32
  %b = vir.icmp ne %z, %x : i32
  %c = vir.icmp ugt %x, %z : i32
  %d = vir.icmp eq %x, %c5 : i32
  vir.call @use(%a, %b, %c, %d) : (i1, i1, i1, i1) -> ()
  vir.return
}

// An excluded value inside a range is a hole: with [0, 10] and x != 5,
// x == 5 is false, but x <s 5 is not decided.
// CHECK-LABEL: vir.func @assume_ne_inside_range(
// CHECK-SAME: %[[X:[^:]+]]: i32
// CHECK-DAG: %[[F:.*]] = vir.constant false
// CHECK-DAG: %[[C5:.*]] = vir.constant 5 : i32
// CHECK: %[[L:.*]] = vir.icmp slt %[[X]], %[[C5]] : i32
// CHECK-NEXT: vir.call @use(%[[F]], %[[L]], %[[L]], %[[F]])
vir.func @assume_ne_inside_range(%x: i32 {vir.traits = [#vir.range<0, 10>, #vir.assume<ne, 5>]}) {
  %c5 = vir.constant 5 : i32
  %a = vir.icmp eq %x, %c5 : i32
  %b = vir.icmp slt %x, %c5 : i32
  vir.call @use(%a, %b, %b, %a) : (i1, i1, i1, i1) -> ()
  vir.return
}

// An excluded bound shrinks the range: [0, 10] without 10 is [0, 9].
// CHECK-LABEL: vir.func @assume_ne_at_bound(
// CHECK-NEXT: %[[T:.*]] = vir.constant true
// CHECK-NEXT: vir.return %[[T]] : i1
vir.func @assume_ne_at_bound(%x: i32 {vir.traits = [#vir.range<0, 10>, #vir.assume<ne, 10>]}) -> i1 {
  %c10 = vir.constant 10 : i32
  %r = vir.icmp slt %x, %c10 : i32
  vir.return %r : i1
}

// assume<eq, c> makes the value a constant.
// CHECK-LABEL: vir.func @assume_eq(
// CHECK-NEXT: %[[T:.*]] = vir.constant true
// CHECK-NEXT: vir.return %[[T]] : i1
vir.func @assume_eq(%x: i64 {vir.traits = [#vir.assume<eq, -1>]}) -> i1 {
  %c = vir.constant 18446744073709551615 : i64
  %r = vir.icmp eq %x, %c : i64
  vir.return %r : i1
}

// i1 values: assume<eq, 1> is true; a compare with false is decided.
// CHECK-LABEL: vir.func @assume_i1(
// CHECK-NEXT: %[[F:.*]] = vir.constant false
// CHECK-NEXT: vir.return %[[F]] : i1
vir.func @assume_i1(%b: i1 {vir.traits = [#vir.assume<eq, 1>]}) -> i1 {
  %f = vir.constant false
  %r = vir.icmp eq %b, %f : i1
  vir.return %r : i1
}

//===----------------------------------------------------------------------===//
// Epochs: stale facts decide nothing
//===----------------------------------------------------------------------===//

// A function at epoch 1 with a range stamped at epoch 0 (the default): the
// fact is stale and the compare stays.
// CHECK-LABEL: vir.func @no_fold_stale_range(
// CHECK-SAME: %[[X:[^:]+]]: i32 {vir.traits = [#vir.range<0, 10>]})
// CHECK-SAME: attributes {epoch = 1 : i64}
// CHECK-NEXT: %[[C:.*]] = vir.constant 11 : i32
// CHECK-NEXT: %[[R:.*]] = vir.icmp slt %[[X]], %[[C]] : i32
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @no_fold_stale_range(%x: i32 {vir.traits = [#vir.range<0, 10>]}) -> i1 attributes {epoch = 1} {
  %c = vir.constant 11 : i32
  %r = vir.icmp slt %x, %c : i32
  vir.return %r : i1
}

// The same fact re-stamped at the function's epoch is valid.
// CHECK-LABEL: vir.func @range_current_epoch(
// CHECK-NEXT: %[[T:.*]] = vir.constant true
// CHECK-NEXT: vir.return %[[T]] : i1
vir.func @range_current_epoch(%x: i32 {vir.traits = [#vir.range<0, 10, epoch = 3>]}) -> i1 attributes {epoch = 3} {
  %c = vir.constant 11 : i32
  %r = vir.icmp slt %x, %c : i32
  vir.return %r : i1
}

// A stale range on an operation's result, next to a valid assume: only the
// valid fact counts (x <u 100 decides the first compare; the stale
// [1, 99] would have decided the second).
// CHECK-LABEL: vir.func @no_fold_stale_range_on_result(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr)
// CHECK-DAG: %[[T:.*]] = vir.constant true
// CHECK-DAG: %[[Z:.*]] = vir.constant 0 : i32
// CHECK: %[[V:.*]] = vir.load %[[P]]
// CHECK: %[[E:.*]] = vir.icmp eq %[[V]], %[[Z]] : i32
// CHECK-NEXT: vir.call @use(%[[T]], %[[E]], %[[T]], %[[E]])
vir.func @no_fold_stale_range_on_result(%p: !vir.ptr) attributes {epoch = 2} {
  %v = vir.load %p {vir.traits = [#vir.assume<ult, 100, epoch = 2>, #vir.range<1, 99, epoch = 1>]} : i32
  %c100 = vir.constant 100 : i32
  %z = vir.constant 0 : i32
  %a = vir.icmp ult %v, %c100 : i32
  %b = vir.icmp eq %v, %z : i32
  vir.call @use(%a, %b, %a, %b) : (i1, i1, i1, i1) -> ()
  vir.return
}

// Stale facts on both sides of a compare of two values.
// CHECK-LABEL: vir.func @no_fold_stale_two_ranges(
// CHECK: vir.icmp slt
vir.func @no_fold_stale_two_ranges(%x: i32 {vir.traits = [#vir.range<0, 10, epoch = 1>]},
                                   %y: i32 {vir.traits = [#vir.range<20, 30, epoch = 1>]}) -> i1 attributes {epoch = 2} {
  %r = vir.icmp slt %x, %y : i32
  vir.return %r : i1
}

// Facts of a value do not reach a block argument it is passed to (block
// arguments other than the function's carry no traits).
// CHECK-LABEL: vir.func @no_fold_through_block_argument(
// CHECK: ^bb1(%[[A:.*]]: i32):
// CHECK: vir.icmp slt %[[A]], %{{.*}} : i32
vir.func @no_fold_through_block_argument(%x: i32 {vir.traits = [#vir.range<0, 10>]}) -> i1 {
  vir.br ^next(%x : i32)
^next(%a: i32):
  %c = vir.constant 11 : i32
  %r = vir.icmp slt %a, %c : i32
  vir.return %r : i1
}

//===----------------------------------------------------------------------===//
// Constants outside the predicate's signedness
//===----------------------------------------------------------------------===//

// The verifier accepts assume<slt, 200> on an i8 (200 fits as unsigned).
// As numbers, x <s 200 always holds and says nothing; as bits it would be
// x <s -56. Only the reading that is sound either way counts: nothing is
// known, x <s 0 stays.
// CHECK-LABEL: vir.func @no_fold_signed_assume_out_of_range(
// CHECK-SAME: %[[X:[^:]+]]: i8
// CHECK-NEXT: %[[Z:.*]] = vir.constant 0 : i8
// CHECK-NEXT: %[[R:.*]] = vir.icmp slt %[[X]], %[[Z]] : i8
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @no_fold_signed_assume_out_of_range(%x: i8 {vir.traits = [#vir.assume<slt, 200>]}) -> i1 {
  %z = vir.constant 0 : i8
  %r = vir.icmp slt %x, %z : i8
  vir.return %r : i1
}

// Likewise assume<uge, -2> on an i8: x >=u -2 always holds as numbers.
// CHECK-LABEL: vir.func @no_fold_unsigned_assume_negative(
// CHECK-SAME: %[[X:[^:]+]]: i8
// CHECK-NEXT: %[[C:.*]] = vir.constant 100 : i8
// CHECK-NEXT: %[[R:.*]] = vir.icmp ugt %[[X]], %[[C]] : i8
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @no_fold_unsigned_assume_negative(%x: i8 {vir.traits = [#vir.assume<uge, -2>]}) -> i1 {
  %c = vir.constant 100 : i8
  %r = vir.icmp ugt %x, %c : i8
  vir.return %r : i1
}

// At i64 a negative constant is the only way to write an unsigned bound of
// 2^63 or more: assume<uge, -2> is x >=u 2^64-2.
// CHECK-LABEL: vir.func @assume_unsigned_i64_negative(
// CHECK-NEXT: %[[T:.*]] = vir.constant true
// CHECK-NEXT: vir.return %[[T]] : i1
vir.func @assume_unsigned_i64_negative(%x: i64 {vir.traits = [#vir.assume<uge, -2>]}) -> i1 {
  %c = vir.constant 100 : i64
  %r = vir.icmp ugt %x, %c : i64
  vir.return %r : i1
}
