// A callee that still allocates when it runs (a variable-length array, a
// slot outside its entry block) is inlined between a vir.stacksave and a
// vir.stackrestore before each of its returns, so a loop around the call
// does not grow the stack; a callee whose slots are all static gets no
// bracket (its slots join the caller's entry block).
// RUN: vct-mlir-opt --inline %s | FileCheck %s
// RUN: vct-mlir-opt --inline %s -o %t.mlir && vct-translate --vir-to-llvmir %t.mlir -o %t.ll && lli %t.ll | FileCheck %s --check-prefix=OUT
// RUN: vct-translate --vir-to-c %t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT

// OUT: 200000

// CHECK-LABEL: vir.func @main
// CHECK: ^[[LOOP:.*]](%{{.*}}: i32, %{{.*}}: i32):
// CHECK: %[[SP:.*]] = vir.stacksave : !vir.ptr
// CHECK: vir.alloca i8, %{{.*}} : i64
// CHECK: vir.cond_br
// CHECK: vir.stackrestore %[[SP]]
// CHECK: vir.stackrestore %[[SP]]
// CHECK-NOT: vir.stacksave
// CHECK-NOT: vir.call @static_slots
vir.func private @scratch(%n: i64) -> i32 attributes {vir.traits = [#vir.req<inline, strong>]} {
  %p = vir.alloca i8, %n : i64
  %c1 = vir.constant 1 : i8
  vir.store %c1, %p : i8
  %v = vir.load %p : i8
  %zero = vir.constant 0 : i8
  %z = vir.icmp eq %v, %zero : i8
  vir.cond_br %z, ^zero, ^one
^zero:
  %c0 = vir.constant 0 : i32
  vir.return %c0 : i32
^one:
  %r = vir.zext %v : i8 to i32
  vir.return %r : i32
}

vir.func private @static_slots(%x: i32) -> i32 attributes {vir.traits = [#vir.req<inline, strong>]} {
  %s = vir.alloca i32
  vir.store %x, %s : i32
  %v = vir.load %s : i32
  vir.return %v : i32
}

vir.global private constant @fmt : !vir.array<4 x i8> = "%d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %zero = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  %limit = vir.constant 200000 : i32
  %size = vir.constant 4096 : i64
  vir.br ^loop(%zero, %zero : i32, i32)
^loop(%i: i32, %sum: i32):
  %r = vir.call @scratch(%size) : (i64) -> i32
  %t = vir.call @static_slots(%r) : (i32) -> i32
  %s = vir.add %sum, %t : i32
  %n = vir.add %i, %one : i32
  %more = vir.icmp slt %n, %limit : i32
  vir.cond_br %more, ^loop(%n, %s : i32, i32), ^done(%s : i32)
^done(%total: i32):
  %f = vir.addressof @fmt : !vir.ptr
  %p = vir.call @printf(%f, %total) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %zero : i32
}
