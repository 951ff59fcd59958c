// Deleting what nothing reaches changes no output: the unreferenced
// function and global go, the program prints the same on both backends.
// RUN: vct-mlir-opt --globaldce %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: vct-translate --vir-to-llvmir %t.mlir -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s

// CHECK: counter = 3, table[1] = 20

// IR-NOT: @unused_helper
// IR-NOT: @unused_table
// IR: vir.func @main(

vir.global private constant @fmt : !vir.array<26 x i8> = "counter = %d, table[1] = \00"
vir.global private constant @fmt2 : !vir.array<4 x i8> = "%d\0A\00"
vir.global private @table : !vir.array<2 x i32> = [10, 20]
vir.global private @unused_table : !vir.array<2 x i32> = [1, 2]
vir.global private @counter : i32 = 0
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @bump() {
  %a = vir.addressof @counter : !vir.ptr
  %v = vir.load %a : i32
  %c1 = vir.constant 1 : i32
  %n = vir.add %v, %c1 : i32
  vir.store %n, %a : i32
  vir.return
}

vir.func private @unused_helper() {
  %a = vir.addressof @unused_table : !vir.ptr
  vir.call @bump() : () -> ()
  vir.return
}

vir.func @main() -> i32 {
  vir.call @bump() : () -> ()
  vir.call @bump() : () -> ()
  vir.call @bump() : () -> ()
  %a = vir.addressof @counter : !vir.ptr
  %v = vir.load %a : i32
  %t = vir.addressof @table : !vir.ptr
  %e = vir.gep %t[0, 1] : !vir.array<2 x i32>
  %w = vir.load %e : i32
  %f = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%f, %v) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  %f2 = vir.addressof @fmt2 : !vir.ptr
  %m = vir.call @printf(%f2, %w) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  %z = vir.constant 0 : i32
  vir.return %z : i32
}
