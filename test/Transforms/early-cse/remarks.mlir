// RUN: vct-mlir-opt --early-cse --remarks --split-input-file -verify-diagnostics %s | FileCheck %s
// RUN: vct-mlir-opt --early-cse --split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=QUIET --allow-empty

// early-cse's summary remark counts the operations and the loads it
// removed, at the function, only with --remarks; a function where nothing is
// redundant gets no remark.

// QUIET-NOT: remark: VIR

vir.func private @use(i32, i32)

// CHECK-LABEL: vir.func @one_of_each(
// CHECK-COUNT-1: vir.load
// CHECK-COUNT-1: vir.add
// CHECK-NOT: vir.load
// CHECK-NOT: vir.add
// expected-remark @below {{VIR: early-cse: removed 1 redundant operations and 1 redundant loads}}
vir.func @one_of_each(%p: !vir.ptr, %x: i32) {
  %a = vir.load %p : i32
  %b = vir.load %p : i32
  %s = vir.add %a, %x : i32
  %t = vir.add %b, %x : i32
  vir.call @use(%s, %t) : (i32, i32) -> ()
  vir.return
}

// -----

vir.func private @use(i32, i32)

// Loads only, one of them across blocks, one store-to-load.
// CHECK-LABEL: vir.func @loads_only(
// expected-remark @below {{VIR: early-cse: removed 0 redundant operations and 3 redundant loads}}
vir.func @loads_only(%p: !vir.ptr, %q: !vir.ptr, %x: i32, %c: i1) {
  %a = vir.load %p : i32
  %b = vir.load %p : i32
  vir.store %x, %q : i32
  %d = vir.load %q : i32
  vir.cond_br %c, ^then, ^else
^then:
  %e = vir.load %q : i32
  vir.call @use(%d, %e) : (i32, i32) -> ()
  vir.return
^else:
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
}

// -----

vir.func private @use(i32, i32)

// Nothing redundant: the store may alias %p.
// CHECK-LABEL: vir.func @nothing(
vir.func @nothing(%p: !vir.ptr, %q: !vir.ptr, %x: i32) {
  %a = vir.load %p : i32
  vir.store %x, %q : i32
  %b = vir.load %p : i32
  vir.call @use(%a, %b) : (i32, i32) -> ()
  vir.return
}

// -----

// A declaration has no body.
// CHECK: vir.func private @declaration(i32) -> i32
vir.func private @declaration(i32) -> i32

// -----

// A store of the loaded value back: the remark names it.
// CHECK-LABEL: vir.func @store_back(
// CHECK-NOT: vir.store
// expected-remark @below {{VIR: early-cse: removed 0 redundant operations and 0 redundant loads; removed 1 stores of the value already in memory}}
vir.func @store_back(%p: !vir.ptr) -> i32 {
  %a = vir.load %p : i32
  vir.store %a, %p : i32
  vir.return %a : i32
}
