// RUN: vct-mlir-opt --simplify-libcalls %s | FileCheck %s
// RUN: vct-mlir-opt --simplify-libcalls %s | vct-mlir-opt --verify-each -o /dev/null

// Each form of a printf, sprintf or snprintf call whose format is a
// constant string (its #vir.libcall from the trait producer) becomes what
// the format does: puts and putchar where printf's result is unused,
// copies and stores for sprintf and snprintf with their result a constant
// (or strlen's). The declarations of puts and putchar are added, and one
// new string per text printed with puts ("row\n" without its newline).

module attributes {vir.hosted} {
vir.global private constant @empty : !vir.array<1 x i8> = "\00"
vir.global private constant @dash : !vir.array<2 x i8> = "-\00"
vir.global private constant @row : !vir.array<5 x i8> = "row\0A\00"
vir.global private constant @line : !vir.array<4 x i8> = "%s\0A\00"
vir.global private constant @char : !vir.array<3 x i8> = "%c\00"
vir.global private constant @str : !vir.array<3 x i8> = "%s\00"
vir.global private constant @lit : !vir.array<4 x i8> = "lit\00"
vir.global private constant @name : !vir.array<6 x i8> = "alpha\00"
vir.func private @printf(!vir.ptr, ...) -> i32
vir.func private @sprintf(!vir.ptr, !vir.ptr, ...) -> i32
vir.func private @snprintf(!vir.ptr, i64, !vir.ptr, ...) -> i32

// CHECK-LABEL: vir.func @print(
// CHECK-SAME: %[[S:[^:]*]]: !vir.ptr, %[[C:[^:]*]]: i32)
// CHECK-NOT: @printf
// CHECK: %[[DASH:.*]] = vir.constant 45 : i32
// CHECK: vir.call @putchar(%[[DASH]]) : (i32) -> i32
// CHECK: %[[ROW:.*]] = vir.addressof @row.line : !vir.ptr
// CHECK: vir.call @puts(%[[ROW]]) {arg_attrs = [{vir.traits = [#vir.nowrite<origin = "simplify-libcalls">, #vir.nocapture<origin = "simplify-libcalls">]}]} : (!vir.ptr) -> i32
// CHECK: vir.call @puts(%[[S]])
// CHECK: vir.call @putchar(%[[C]]) : (i32) -> i32
// CHECK-NOT: @printf
// CHECK: %[[ZERO:.*]] = vir.constant 0 : i32
// CHECK: vir.return %[[ZERO]] : i32
vir.func @print(%s: !vir.ptr, %c: i32) -> i32 {
  %e = vir.addressof @empty : !vir.ptr
  %d = vir.addressof @dash : !vir.ptr
  %r = vir.addressof @row : !vir.ptr
  %l = vir.addressof @line : !vir.ptr
  %k = vir.addressof @char : !vir.ptr
  %0 = vir.call @printf(%d) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr) -> i32
  %1 = vir.call @printf(%r) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr) -> i32
  %2 = vir.call @printf(%l, %s) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr, !vir.ptr) -> i32
  %3 = vir.call @printf(%k, %c) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr, i32) -> i32
  // printf("") prints nothing and returns 0, used or not.
  %4 = vir.call @printf(%e) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr) -> i32
  vir.return %4 : i32
}

// CHECK-LABEL: vir.func @format(
// CHECK-SAME: %[[D:[^:]*]]: !vir.ptr, %[[S:[^:]*]]: !vir.ptr, %[[C:[^:]*]]: i32, %[[OUT:[^:]*]]: !vir.ptr)
// CHECK-NOT: printf
// CHECK: %[[LIT:.*]] = vir.addressof @lit
// CHECK: %[[NAME:.*]] = vir.addressof @name
// CHECK: %[[FOUR:.*]] = vir.constant 4 : i64
// CHECK: vir.memcpy %[[D]], %[[LIT]], %[[FOUR]] : i64
// CHECK: %[[R0:.*]] = vir.constant 3 : i32
// CHECK: %[[LEN:.*]] = vir.call @strlen(%[[S]]) {arg_attrs = [{vir.traits = [#vir.nowrite<origin = "simplify-libcalls">, #vir.nocapture<origin = "simplify-libcalls">]}], vir.traits = [#vir.nowrite<origin = "simplify-libcalls">, #vir.libcall<"strlen", origin = "simplify-libcalls">]} : (!vir.ptr) -> i64
// CHECK: %[[WITHNUL:.*]] = vir.add %[[LEN]], %{{.*}} : i64
// CHECK: vir.memcpy %[[D]], %[[S]], %[[WITHNUL]] : i64
// CHECK: %[[R1:.*]] = vir.trunc %[[LEN]] : i64 to i32
// CHECK: %[[SIX:.*]] = vir.constant 6 : i64
// CHECK: vir.memcpy %[[D]], %[[NAME]], %[[SIX]] : i64
// CHECK: %[[R2:.*]] = vir.constant 5 : i32
// CHECK: %[[BYTE:.*]] = vir.trunc %[[C]] : i32 to i8
// CHECK: vir.store %[[BYTE]], %[[D]] : i8
// CHECK: %[[NEXT:.*]] = vir.gep %[[D]][1] : i8
// CHECK: %[[NUL:.*]] = vir.constant 0 : i8
// CHECK: vir.store %[[NUL]], %[[NEXT]] : i8
// CHECK: %[[R3:.*]] = vir.constant 1 : i32
// CHECK: %[[FOUR2:.*]] = vir.constant 4 : i64
// CHECK: vir.memcpy %[[D]], %[[LIT]], %[[FOUR2]] : i64
// CHECK: %[[R4:.*]] = vir.constant 3 : i32
// CHECK: %[[R5:.*]] = vir.constant 5 : i32
// CHECK-NOT: printf
// The results: 3, strlen's, 5, 1, 3, and 5 (snprintf of size 0 writes
// nothing but counts).
// CHECK: vir.store %[[R0]], %[[OUT]] : i32
// CHECK-NEXT: vir.store %[[R1]], %{{.*}} : i32
// CHECK-NEXT: vir.store %[[R2]], %{{.*}} : i32
// CHECK-NEXT: vir.store %[[R3]], %{{.*}} : i32
// CHECK-NEXT: vir.store %[[R4]], %{{.*}} : i32
// CHECK-NEXT: vir.store %[[R5]], %{{.*}} : i32
vir.func @format(%d: !vir.ptr, %s: !vir.ptr, %c: i32, %out: !vir.ptr) {
  %lit = vir.addressof @lit : !vir.ptr
  %str = vir.addressof @str : !vir.ptr
  %chr = vir.addressof @char : !vir.ptr
  %name = vir.addressof @name : !vir.ptr
  %k8 = vir.constant 8 : i64
  %k0 = vir.constant 0 : i64
  %0 = vir.call @sprintf(%d, %lit) vararg((!vir.ptr, !vir.ptr) -> i32) {vir.traits = [#vir.libcall<"sprintf">]} : (!vir.ptr, !vir.ptr) -> i32
  %1 = vir.call @sprintf(%d, %str, %s) vararg((!vir.ptr, !vir.ptr) -> i32) {vir.traits = [#vir.libcall<"sprintf">]} : (!vir.ptr, !vir.ptr, !vir.ptr) -> i32
  %2 = vir.call @sprintf(%d, %str, %name) vararg((!vir.ptr, !vir.ptr) -> i32) {vir.traits = [#vir.libcall<"sprintf">]} : (!vir.ptr, !vir.ptr, !vir.ptr) -> i32
  %3 = vir.call @sprintf(%d, %chr, %c) vararg((!vir.ptr, !vir.ptr) -> i32) {vir.traits = [#vir.libcall<"sprintf">]} : (!vir.ptr, !vir.ptr, i32) -> i32
  %4 = vir.call @snprintf(%d, %k8, %lit) vararg((!vir.ptr, i64, !vir.ptr) -> i32) {vir.traits = [#vir.libcall<"snprintf">]} : (!vir.ptr, i64, !vir.ptr) -> i32
  %5 = vir.call @snprintf(%d, %k0, %name) vararg((!vir.ptr, i64, !vir.ptr) -> i32) {vir.traits = [#vir.libcall<"snprintf">]} : (!vir.ptr, i64, !vir.ptr) -> i32
  %o1 = vir.gep %out[1] : i32
  %o2 = vir.gep %out[2] : i32
  %o3 = vir.gep %out[3] : i32
  %o4 = vir.gep %out[4] : i32
  %o5 = vir.gep %out[5] : i32
  vir.store %0, %out : i32
  vir.store %1, %o1 : i32
  vir.store %2, %o2 : i32
  vir.store %3, %o3 : i32
  vir.store %4, %o4 : i32
  vir.store %5, %o5 : i32
  vir.return
}
}

// The declarations and the new string come after the functions.
// CHECK: vir.func private @putchar(i32) -> i32
// CHECK: vir.global private constant @row.line : !vir.array<4 x i8> = "row\00"
// CHECK: vir.func private @puts(!vir.ptr {vir.traits = [#vir.readonly<origin = "simplify-libcalls">, #vir.nocapture<origin = "simplify-libcalls">]}) -> i32
// CHECK: vir.func private @strlen(!vir.ptr {vir.traits = [#vir.readonly<origin = "simplify-libcalls">, #vir.nocapture<origin = "simplify-libcalls">]}) -> i64 attributes {vir.traits = [#vir.readonly<origin = "simplify-libcalls">]}
