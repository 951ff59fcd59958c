// RUN: vct-mlir-opt --sroa --verify-each %s | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s | FileCheck %s --check-prefix=O2
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll; test $? -eq 7
// RUN: vct-mlir-opt --sroa %s | vct-translate --vir-to-llvmir -o %t.s.ll && lli %t.s.ll; test $? -eq 7
// RUN: vct-mlir-opt --sroa %s | vct-translate --vir-to-c -o %t.c && %cc %t.c -o %t.exe && %t.exe; test $? -eq 7
// RUN: vct-mlir-opt -O2 %s | vct-translate --vir-to-c -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe; test $? -eq 7
//
// A memset or memcpy of 0 bytes accesses nothing, but it uses the slot:
// when sroa retypes the slot, it goes with it (issue 13: mutation fuzzing,
// seed 4242, left such a memset using the erased slot, and printing it
// crashed).

// CHECK-LABEL: vir.func @main(
// CHECK-NOT: vir.memset
// CHECK-NOT: vir.memcpy
// CHECK: vir.alloca i8 align 1 {vir.traits = [#vir.nocapture]}
// CHECK-NOT: vir.memset
// CHECK-NOT: vir.memcpy
// CHECK: vir.return
// O2-LABEL: vir.func @main(
// O2-NEXT: %[[C:.*]] = vir.constant 7 : i32
// O2-NEXT: vir.return %[[C]] : i32
vir.func @main() -> i32 {
  %zero = vir.constant 0 : i64
  %one = vir.constant 1 : i8
  %seven = vir.constant 7 : i8
  %other = vir.alloca !vir.array<8 x i8> align 1
  %slot = vir.alloca !vir.array<8 x i8> align 1 {vir.traits = [#vir.nocapture]}
  vir.memset %slot, %one, %zero : i64
  vir.memcpy %other, %slot, %zero : i64
  vir.store %seven, %slot : i8
  %second = vir.gep inbounds %slot[0, 1] : !vir.array<8 x i8>
  vir.store %one, %second : i8
  %v = vir.load %slot : i8
  %w = vir.zext %v : i8 to i32
  vir.return %w : i32
}
