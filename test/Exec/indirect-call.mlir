// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Indirect calls: through vir.addressof, through a pointer passed as an
// argument, through a constant table of function pointers, to a void
// function, and to the variadic printf itself.
//
// static int add(int a, int b) { return a + b; } /* sub, mul likewise */
// static int (*const ops[3])(int, int) = {add, sub, mul};
// static int apply(int (*f)(int, int), int a, int b) { return f(a, b); }
// static int hits; static void hit(void) { ++hits; }

// CHECK: direct pointer: 12
// CHECK-NEXT: op 0: 12
// CHECK-NEXT: op 1: 2
// CHECK-NEXT: op 2: 35
// CHECK-NEXT: hits = 3
// CHECK-NEXT: via printf pointer: 99

vir.global private constant @ops : !vir.array<3 x !vir.ptr> = [@add, @sub, @mul]
vir.global private @hits : i32 = 0
vir.global private constant @fmt_direct : !vir.array<20 x i8> = "direct pointer: %d\0A\00"
vir.global private constant @fmt_op : !vir.array<11 x i8> = "op %d: %d\0A\00"
vir.global private constant @fmt_hits : !vir.array<11 x i8> = "hits = %d\0A\00"
vir.global private constant @fmt_pf : !vir.array<24 x i8> = "via printf pointer: %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @add(%a: i32, %b: i32) -> i32 {
  %r = vir.add %a, %b : i32
  vir.return %r : i32
}

vir.func private @sub(%a: i32, %b: i32) -> i32 {
  %r = vir.sub %a, %b : i32
  vir.return %r : i32
}

vir.func private @mul(%a: i32, %b: i32) -> i32 {
  %r = vir.mul %a, %b : i32
  vir.return %r : i32
}

vir.func private @hit() {
  %g = vir.addressof @hits : !vir.ptr
  %v = vir.load %g align 4 : i32
  %c1 = vir.constant 1 : i32
  %v1 = vir.add %v, %c1 : i32
  vir.store %v1, %g align 4 : i32
  vir.return
}

vir.func private @apply(%f: !vir.ptr, %a: i32, %b: i32) -> i32 {
  %r = vir.call %f(%a, %b) : (i32, i32) -> i32
  vir.return %r : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  %c5 = vir.constant 5 : i32
  %c7 = vir.constant 7 : i32
  %fp = vir.addressof @add : !vir.ptr
  %r = vir.call %fp(%c7, %c5) : (i32, i32) -> i32
  %fd = vir.addressof @fmt_direct : !vir.ptr
  %n0 = vir.call @printf(%fd, %r) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  %hitp = vir.addressof @hit : !vir.ptr
  vir.br ^loop(%c0 : i32)

^loop(%i: i32):
  %more = vir.icmp slt %i, %c3 : i32
  vir.cond_br %more, ^body, ^done

^body:
  %i64 = vir.sext %i : i32 to i64
  %tab = vir.addressof @ops : !vir.ptr
  %slot = vir.gep inbounds %tab[0, %i64] : !vir.array<3 x !vir.ptr>
  %f = vir.load %slot align 8 : !vir.ptr
  %v = vir.call @apply(%f, %c7, %c5) : (!vir.ptr, i32, i32) -> i32
  vir.call %hitp() : () -> ()
  %fo = vir.addressof @fmt_op : !vir.ptr
  %n1 = vir.call @printf(%fo, %i, %v) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^loop(%i1 : i32)

^done:
  %hp = vir.addressof @hits : !vir.ptr
  %h = vir.load %hp align 4 : i32
  %fh = vir.addressof @fmt_hits : !vir.ptr
  %n2 = vir.call @printf(%fh, %h) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  %pf = vir.addressof @printf : !vir.ptr
  %fpf = vir.addressof @fmt_pf : !vir.ptr
  %c99 = vir.constant 99 : i32
  %n3 = vir.call %pf(%fpf, %c99) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
