; RUN: vct-translate --import-llvm %s | FileCheck %s
; RUN: vct-translate --import-llvm %s | vct-translate --vir-to-llvmir | FileCheck --check-prefix=LLVM %s
; RUN: vct-translate --import-llvm %s | vct-translate --vir-to-c | FileCheck --check-prefix=C %s
; Integers wider than 64 bits across calls, in divisions and in switches
; (issue 13). An i128 (__int128) argument is its two i64 halves, marked
; "int128" and "int128.high" in vct.abi; an i128 result is two i64 results.
; Both backends pass one i128 / unsigned __int128 again.
source_filename = "wide.c"

; CHECK-LABEL: vir.func @pass(%arg0: i64, %arg1: i64, %arg2: i32, %arg3: i64, %arg4: i64) -> (i64, i64)
; CHECK-SAME: vct.abi = {args = ["int128", "int128.high", "signext", "int128", "int128.high"]}
; CHECK: %[[R:.*]]:2 = vir.call @callee(%arg3, %arg4, %arg0, %arg1) : (i64, i64, i64, i64) -> (i64, i64)
; CHECK: vir.return %[[R]]#0, %[[R]]#1 : i64, i64
; LLVM-LABEL: define { i64, i64 } @pass(i128 %0, i32 signext %1, i128 %2)
; LLVM: call { i64, i64 } @callee(i128 %{{.*}}, i128 %{{.*}})
; C-LABEL: pass(unsigned __int128 v0_i128, int32_t v2, unsigned __int128 v3_i128) {
; C: int64_t v0 = (int64_t)v0_i128;
; C-NEXT: int64_t v1 = (int64_t)(v0_i128 >> 64);
; C: callee(((unsigned __int128)(uint64_t)v4 << 64 | (uint64_t)v3), ((unsigned __int128)(uint64_t)v1 << 64 | (uint64_t)v0))
declare i128 @callee(i128, i128)
define i128 @pass(i128 %a, i32 signext %k, i128 %b) {
  %r = call i128 @callee(i128 %b, i128 %a)
  ret i128 %r
}

; An indirect call states the halves itself.
; CHECK-LABEL: vir.func @indirect
; CHECK: vir.call %arg0(%arg1, %{{.*}}) {vct.abi = {args = ["int128", "int128.high"]}} : (i64, i64) -> (i64, i64)
; LLVM-LABEL: define { i64, i64 } @indirect(ptr %0, i64 %1)
; LLVM: call { i64, i64 } %0(i128 %{{.*}})
define i128 @indirect(ptr %f, i64 %x) {
  %w = sext i64 %x to i128
  %r = call i128 %f(i128 %w)
  ret i128 %r
}

; Division: a one-block loop of restoring division, 128 iterations, after
; the fast path of one i64 udiv when both high parts are zero.
; CHECK-LABEL: vir.func @divide
; CHECK: vir.cond_br %{{.*}}, ^[[FAST:.*]], ^[[LOOP:.*]](
; CHECK: ^[[FAST]]:
; CHECK: vir.udiv
; CHECK: vir.urem
; CHECK: ^[[LOOP]](%{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64):
; CHECK: vir.cond_br %{{.*}}, ^[[LOOP]](
define i64 @divide(i64 %a, i64 %b) {
  %x = sext i64 %a to i128
  %y = sext i64 %b to i128
  %q = sdiv i128 %x, %y
  %r = trunc i128 %q to i64
  ret i64 %r
}

; A switch on an i128: equality tests of both parts per case, in order.
; CHECK-LABEL: vir.func @choose
; CHECK: vir.icmp eq
; CHECK: vir.icmp eq
; CHECK: vir.and
; CHECK: vir.cond_br
; CHECK: vir.icmp eq
; CHECK: vir.icmp eq
; CHECK: vir.and
; CHECK: vir.cond_br
; CHECK: vir.br
define i32 @choose(i64 %a) {
entry:
  %x = zext i64 %a to i128
  switch i128 %x, label %d [ i128 1, label %one
                             i128 18446744073709551616, label %big ]
one:
  ret i32 1
big:
  ret i32 2
d:
  ret i32 0
}
