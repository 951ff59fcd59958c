// RUN: vct-mlir-opt --loop-idiom --remarks -verify-diagnostics %s | FileCheck %s

// loop-idiom consumes no trait of the loop: a load whose facts are stale
// (stamped before the function's epoch 1) is replaced as any other. The
// call's facts are the C standard's, stamped at the function's epoch; the
// load's facts, stale or current, are not carried to it. A stale request on
// the loop gets no result; a current one gets AlreadyDone.

module attributes {vir.hosted} {

// CHECK-LABEL: vir.func @stale_load_facts(
// CHECK-NOT: vir.load
// CHECK-NOT: {{noalias|tbaa}}
// CHECK: vir.call @strlen(%{{.*}}) {arg_attrs = [{vir.traits = [#vir.nowrite<epoch = 1, origin = "loop-idiom">, #vir.nocapture<epoch = 1, origin = "loop-idiom">]}], vir.traits = [#vir.nowrite<epoch = 1, origin = "loop-idiom">, #vir.libcall<"strlen", epoch = 1, origin = "loop-idiom">]} : (!vir.ptr) -> i64
// CHECK-NOT: vir.load
// CHECK-NOT: {{noalias|tbaa}}
// CHECK: vir.return
vir.func @stale_load_facts(%s: !vir.ptr) -> i64 attributes {epoch = 1, alias_scopes = ["s", "d"]} {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a {vir.traits = [#vir.noalias<alias_scopes = ["s"], noalias_scopes = ["d"]>, #vir.tbaa<["omnipotent char", "Simple C/C++ TBAA"]>]} : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  // expected-remark @below {{VIR: loop-idiom: the loop searching for a NUL byte became a call to strlen}}
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64) {vir.traits = [#vir.req<vectorize, soft>]}
^exit(%r: i64):
  vir.return %r : i64
}

// Current facts on the load are not carried either; the current unroll
// request gets its result, the stale vectorize request none.
// CHECK-LABEL: vir.func @current_load_facts(
// CHECK-NOT: vir.load
// CHECK-NOT: {{noalias|tbaa}}
// CHECK: vir.call @strlen(%{{.*}}) {arg_attrs = [{vir.traits = [#vir.nowrite<epoch = 1, origin = "loop-idiom">, #vir.nocapture<epoch = 1, origin = "loop-idiom">]}], vir.traits = [#vir.nowrite<epoch = 1, origin = "loop-idiom">, #vir.libcall<"strlen", epoch = 1, origin = "loop-idiom">]} : (!vir.ptr) -> i64
// CHECK-NOT: vir.load
// CHECK-NOT: {{noalias|tbaa}}
// CHECK: vir.return
vir.func @current_load_facts(%s: !vir.ptr) -> i64 attributes {epoch = 1, alias_scopes = ["s", "d"]} {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a {vir.traits = [#vir.noalias<alias_scopes = ["s"], noalias_scopes = ["d"], epoch = 1>, #vir.tbaa<["omnipotent char", "Simple C/C++ TBAA"], epoch = 1>]} : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  // expected-remark @below {{VIR: loop-idiom: the loop searching for a NUL byte became a call to strlen}}
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @current_load_facts, AlreadyDone (the loop became a call to strlen)}}
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64) {vir.traits = [#vir.req<vectorize, soft>, #vir.req<unroll, soft, epoch = 1>]}
^exit(%r: i64):
  vir.return %r : i64
}

// A bit-serial loop reads no trait either: the stale range fact on its
// masked bit changes nothing (the map is read from the operations), the
// current unroll request gets AlreadyDone, the stale vectorize one nothing.
// CHECK-LABEL: vir.func @crc_stale_facts(
// CHECK: vir.addressof @crc_stale_facts.table
// CHECK-NOT: vir.cond_br
// CHECK: vir.return
vir.func @crc_stale_facts(%crc: i32) -> i32 attributes {epoch = 1} {
  %c0 = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  %zero = vir.constant 0 : i32
  %poly = vir.constant -306674912 : i32
  %c8 = vir.constant 8 : i32
  vir.br ^loop(%crc, %c0 : i32, i32)
^loop(%c: i32, %i: i32):
  %bit = vir.and %c, %one {vir.traits = [#vir.range<0, 0>]} : i32
  %set = vir.icmp ne %bit, %zero : i32
  %half = vir.lshr %c, %one : i32
  %x = vir.xor %half, %poly : i32
  %n = vir.select %set, %x, %half : i1, i32
  %i1 = vir.add %i, %one nsw : i32
  %more = vir.icmp slt %i1, %c8 : i32
  // expected-remark @below {{VIR: loop-idiom: the loop's 8 iterations of shifts and exclusive ors became 1 table lookup(s)}}
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @crc_stale_facts, AlreadyDone (the loop became table lookups)}}
  vir.cond_br %more, ^loop(%n, %i1 : i32, i32), ^exit(%n : i32) {vir.traits = [#vir.req<vectorize, soft>, #vir.req<unroll, soft, epoch = 1>]}
^exit(%r: i32):
  vir.return %r : i32
}

// The declaration the pass adds is stamped at its own epoch (0).
// CHECK: vir.func private @strlen(!vir.ptr {vir.traits = [#vir.readonly<origin = "loop-idiom">, #vir.nocapture<origin = "loop-idiom">]}) -> i64 attributes {vir.traits = [#vir.readonly<origin = "loop-idiom">]}
}
