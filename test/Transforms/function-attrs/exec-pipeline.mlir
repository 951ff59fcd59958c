// In the pipeline, the stamped facts let dce delete an unused call to a
// function without effects, and let early-cse reuse a load across a call
// that writes nothing; the program prints the same.
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: vct-translate --vir-to-llvmir %s -o %t.ref.ll && lli %t.ref.ll | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %t.mlir -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s

// CHECK: 42 42 33

// IR-LABEL: vir.func @main(
// IR: %[[V:.*]] = vir.load %[[G:.*]] : i32
// IR-NOT: vir.call @square
// IR: vir.call @peek()
// IR-NOT: vir.load %[[G]]
// IR: vir.call @printf(%{{.*}}, %[[V]], %[[V]],

vir.global private @g : i32 = 42
vir.global private constant @fmt : !vir.array<10 x i8> = "%d %d %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @square(%x: i32) -> i32 {
  %r = vir.mul %x, %x : i32
  vir.return %r : i32
}

vir.func private @peek() -> i32 {
  %a = vir.addressof @g : !vir.ptr
  %v = vir.load %a : i32
  %c9 = vir.constant 9 : i32
  %r = vir.sub %v, %c9 : i32
  vir.return %r : i32
}

vir.func @main() -> i32 {
  %a = vir.addressof @g : !vir.ptr
  %v = vir.load %a : i32
  %unused = vir.call @square(%v) : (i32) -> i32
  %p = vir.call @peek() : () -> i32
  %w = vir.load %a : i32
  %f = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%f, %v, %w, %p) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32
  %z = vir.constant 0 : i32
  vir.return %z : i32
}
