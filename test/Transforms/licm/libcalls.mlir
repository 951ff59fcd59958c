// RUN: vct-mlir-opt --licm %s | FileCheck %s
// RUN: vct-mlir-opt --licm --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

// A call computing a C library function (an epoch-valid #vir.libcall: it
// returns, writes nothing and reads what its arguments point to) moves out
// of a loop as an invariant load does: its operands are invariant, every
// entry to the loop runs it, and no write in the loop may change what it
// reads. `for (i = 0; i < strlen(s); i++)` then calls strlen once.

vir.func private @strlen(!vir.ptr) -> i64

// REMARK: accepted licm on loop with back edge in @hoist_strlen (hoisted 1 operation)
// REMARK: denied licm on loop with back edge in @no_store_to_string, Unsupported (1 loop-invariant operation cannot move without more facts: a store in the loop may write the loaded memory)
// REMARK: denied licm on loop with back edge in @no_not_on_every_entry, Unsupported (1 loop-invariant operation cannot move without more facts: a library call that does not run on every entry to the loop)
// REMARK: denied licm on loop with back edge in @no_stale_libcall, AlreadyDone (nothing in the loop is loop-invariant)

// The header's strlen of an invariant string, in a loop that only reads:
// it moves to the preheader.
// CHECK-LABEL: vir.func @hoist_strlen(
// CHECK: vir.call @strlen(%arg0)
// CHECK: vir.br ^bb1
// CHECK: ^bb1(
// CHECK-NOT: vir.call @strlen
// CHECK: vir.return
vir.func @hoist_strlen(%s: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  %a = vir.constant 97 : i8
  %one = vir.constant 1 : i32
  vir.br ^header(%c0, %z : i64, i32)
^header(%i: i64, %n: i32):
  %len = vir.call @strlen(%s) {vir.traits = [#vir.nowrite, #vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %more = vir.icmp ult %i, %len : i64
  vir.cond_br %more, ^body, ^exit
^body:
  %p = vir.gep %s[%i] : i8
  %b = vir.load %p : i8
  %is = vir.icmp eq %b, %a : i8
  %inc = vir.zext %is : i1 to i32
  %n1 = vir.add %n, %inc : i32
  %i1 = vir.add %i, %c1 : i64
  vir.br ^header(%i1, %n1 : i64, i32) {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %n : i32
}

// A store through the string's pointer may change its length: the call
// stays, and a remark says which write keeps it.
// CHECK-LABEL: vir.func @no_store_to_string(
// CHECK: ^bb1(
// CHECK: vir.call @strlen
vir.func @no_store_to_string(%s: !vir.ptr) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %x = vir.constant 88 : i8
  vir.br ^header(%c0 : i64)
^header(%i: i64):
  %len = vir.call @strlen(%s) {vir.traits = [#vir.nowrite, #vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %more = vir.icmp ult %i, %len : i64
  vir.cond_br %more, ^body, ^exit
^body:
  %p = vir.gep %s[%i] : i8
  vir.store %x, %p : i8
  %i1 = vir.add %i, %c1 : i64
  vir.br ^header(%i1 : i64) {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return
}

// Behind the exit test a loop that runs no iteration never calls it (the
// pointer may be invalid then): it stays.
// CHECK-LABEL: vir.func @no_not_on_every_entry(
// CHECK: ^bb2:
// CHECK: vir.call @strlen
vir.func @no_not_on_every_entry(%s: !vir.ptr, %n: i64) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^header(%c0, %c0 : i64, i64)
^header(%i: i64, %acc: i64):
  %more = vir.icmp ult %i, %n : i64
  vir.cond_br %more, ^body, ^exit
^body:
  %len = vir.call @strlen(%s) {vir.traits = [#vir.nowrite, #vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %acc1 = vir.add %acc, %len : i64
  %i1 = vir.add %i, %c1 : i64
  vir.br ^header(%i1, %acc1 : i64, i64) {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %acc : i64
}

// A stale #vir.libcall (stamped before the function's epoch 1) says
// nothing: the call is an unknown call and stays.
// CHECK-LABEL: vir.func @no_stale_libcall(
// CHECK: ^bb1(
// CHECK: vir.call @strlen
vir.func @no_stale_libcall(%s: !vir.ptr) -> i64 attributes {epoch = 1} {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^header(%c0 : i64)
^header(%i: i64):
  %len = vir.call @strlen(%s) {vir.traits = [#vir.nowrite<epoch = 1>, #vir.libcall<"strlen">]} : (!vir.ptr) -> i64
  %more = vir.icmp ult %i, %len : i64
  vir.cond_br %more, ^body, ^exit
^body:
  %i1 = vir.add %i, %c1 : i64
  vir.br ^header(%i1 : i64) {vir.traits = [#vir.req<licm, soft, epoch = 1>]}
^exit:
  vir.return %i : i64
}
