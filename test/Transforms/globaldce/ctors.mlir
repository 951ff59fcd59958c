// RUN: vct-mlir-opt --globaldce %s | FileCheck %s
// RUN: vct-mlir-opt --vir-produce-traits -O2 %s | FileCheck %s --check-prefix=O2
// A private function registered as a constructor or destructor is live
// (its registration is a use of its symbol), and so is what it reaches; an
// unregistered private function nothing calls is removed.

// CHECK-DAG: vir.global private @value
// CHECK-DAG: vir.func private @init(
// CHECK-DAG: vir.func private @fini(
// CHECK-DAG: vir.func private @helper(
// CHECK-NOT: @uncalled
// CHECK-DAG: vir.global_ctor @init priority 65535
// CHECK-DAG: vir.global_dtor @fini priority 101

// At -O2 @value is not taken for the constant 0 of its initializer: @init,
// which only its registration reaches, writes it.
// O2-LABEL: vir.func @main
// O2: vir.load
// O2-NOT: vir.constant 0

vir.global private @value : i32 = 0

vir.func private @helper(%x: i32) -> i32 {
  %one = vir.constant 1 : i32
  %r = vir.add %x, %one : i32
  vir.return %r : i32
}

vir.func private @init() {
  %p = vir.addressof @value : !vir.ptr
  %four = vir.constant 4 : i32
  %v = vir.call @helper(%four) : (i32) -> i32
  vir.store %v, %p align 4 : i32
  vir.return
}

vir.func private @fini() {
  vir.return
}

vir.func private @uncalled() {
  vir.return
}

vir.func @main() -> i32 {
  %p = vir.addressof @value : !vir.ptr
  %v = vir.load %p align 4 : i32
  vir.return %v : i32
}

vir.global_ctor @init priority 65535
vir.global_dtor @fini priority 101
