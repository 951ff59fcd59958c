// RUN: vct-mlir-opt --ipsccp %s | FileCheck %s
// The call goes with its uses; a second run changes nothing.
// RUN: vct-mlir-opt --ipsccp %s | vct-mlir-opt --ipsccp | FileCheck %s

// A call with an epoch-valid `#vir.libcall<"strlen">` whose argument is the
// address of a `constant` global holding a NUL-terminated string is that
// string's length, and the call goes: directly, and through a load from a
// constant table of string addresses.

vir.global private constant @let : !vir.array<4 x i8> = "let\00" align 1
vir.global private constant @empty : !vir.array<1 x i8> = "\00" align 1
vir.global private constant @two_nuls : !vir.array<6 x i8> = "ab\00cd\00" align 1
vir.global private constant @table : !vir.array<2 x !vir.ptr> = [@let, @two_nuls] align 8
vir.global private constant @no_nul : !vir.array<3 x i8> = "abc" align 1
vir.global private @mutable : !vir.array<4 x i8> = "let\00" align 1
vir.global constant @weak : !vir.array<4 x i8> = "let\00" align 1 {vct.linkage = "weak"}
vir.func private @strlen(!vir.ptr) -> i64

// (3 + 0) * 2: the lengths of "let", "" and "ab" (the first NUL ends it).
// CHECK-LABEL: vir.func @direct(
// CHECK-NOT: vir.call
// CHECK: %[[R:.*]] = vir.constant 6 : i64
// CHECK-NEXT: vir.return %[[R]]
vir.func @direct() -> i64 {
  %a = vir.addressof @let : !vir.ptr
  %b = vir.addressof @empty : !vir.ptr
  %c = vir.addressof @two_nuls : !vir.ptr
  %na = vir.call @strlen(%a) {vir.traits = [#vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %nb = vir.call @strlen(%b) {vir.traits = [#vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %nc = vir.call @strlen(%c) {vir.traits = [#vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %s1 = vir.add %na, %nb : i64
  %s2 = vir.mul %s1, %nc : i64
  vir.return %s2 : i64
}

// CHECK-LABEL: vir.func @through_table(
// CHECK-NOT: vir.call
// CHECK: %[[TWO:.*]] = vir.constant 2 : i64
// CHECK-NEXT: vir.return %[[TWO]]
vir.func @through_table() -> i64 {
  %t = vir.addressof @table : !vir.ptr
  %slot = vir.gep inbounds %t[0, 1] : !vir.array<2 x !vir.ptr>
  %s = vir.load %slot align 8 : !vir.ptr
  %n = vir.call @strlen(%s) {vir.traits = [#vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  vir.return %n : i64
}

// Kept: no NUL inside the global; a global that may be written; a weak
// global (another definition may replace it); an unknown argument; a call
// without the trait; a stale trait (epoch 0, the function is at 1).
// CHECK-LABEL: vir.func @kept(
// CHECK-COUNT-5: vir.call @strlen
// CHECK-LABEL: vir.func @stale(
// CHECK: vir.call @strlen
vir.func @kept(%p: !vir.ptr) -> i64 {
  %a = vir.addressof @no_nul : !vir.ptr
  %b = vir.addressof @mutable : !vir.ptr
  %c = vir.addressof @weak : !vir.ptr
  %d = vir.addressof @let : !vir.ptr
  %na = vir.call @strlen(%a) {vir.traits = [#vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %nb = vir.call @strlen(%b) {vir.traits = [#vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %nc = vir.call @strlen(%c) {vir.traits = [#vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %nd = vir.call @strlen(%p) {vir.traits = [#vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %ne = vir.call @strlen(%d) : (!vir.ptr) -> i64
  %s1 = vir.add %na, %nb : i64
  %s2 = vir.add %s1, %nc : i64
  %s3 = vir.add %s2, %nd : i64
  %s4 = vir.add %s3, %ne : i64
  vir.return %s4 : i64
}

vir.func @stale() -> i64 attributes {epoch = 1} {
  %a = vir.addressof @let : !vir.ptr
  %n = vir.call @strlen(%a) {vir.traits = [#vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  vir.return %n : i64
}
