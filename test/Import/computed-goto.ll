; RUN: vct-translate --import-llvm %s | FileCheck %s
; RUN: vct-translate --import-llvm %s | vct-mlir-opt --verify-each -O2 | FileCheck %s --check-prefix=O2

; Computed goto (issue 13): the address of a label is its function's
; address plus the label's offset (its block tag plus one), in a global
; initializer and in code; an indirectbr is a vir.switch over the offsets of
; its targets, whose default (any other address: undefined behaviour) is
; vir.unreachable.

; CHECK: vir.global private constant @table : !vir.array<2 x !vir.ptr> = [@run + 1, @run + 2]
@table = internal constant [2 x ptr] [ptr blockaddress(@run, %one), ptr blockaddress(@run, %two)]

; CHECK-LABEL: vir.func @run(
; CHECK: %[[F:.*]] = vir.addressof @run
; CHECK: %[[L:.*]] = vir.gep %[[F]][2] : i8
; CHECK: %[[T:.*]] = vir.select %{{.*}}, %{{.*}}, %[[L]]
; CHECK: %[[A:.*]] = vir.ptrtoint %[[T]] : !vir.ptr to i64
; CHECK: %[[B:.*]] = vir.ptrtoint %{{.*}} : !vir.ptr to i64
; CHECK: %[[K:.*]] = vir.sub %[[A]], %[[B]] : i64
; CHECK: vir.switch %[[K]] : i64, [
; CHECK-NEXT: default: ^[[BAD:bb[0-9]+]],
; CHECK-NEXT: 1: ^[[ONE:bb[0-9]+]](%{{.*}} : i32),
; CHECK-NEXT: 2: ^[[TWO:bb[0-9]+]](%{{.*}} : i32)
; CHECK: ^[[BAD]]:
; CHECK-NEXT: vir.unreachable
; -O2 keeps the dispatch; the unreachable default is pruned, so the two
; cases become one test.
; O2-LABEL: vir.func @run(
; O2: %[[K:.*]] = vir.sub
; O2: vir.icmp eq %[[K]]
; O2: vir.cond_br
define i32 @run(i32 %i, i32 %x) {
entry:
  %slot = getelementptr [2 x ptr], ptr @table, i64 0, i32 %i
  %first = load ptr, ptr %slot
  %c = icmp eq i32 %x, 0
  %target = select i1 %c, ptr %first, ptr blockaddress(@run, %two)
  indirectbr ptr %target, [label %one, label %two, label %one]
one:
  %a = phi i32 [ 1, %entry ], [ 1, %entry ]
  ret i32 %a
two:
  %b = phi i32 [ %x, %entry ]
  ret i32 %b
}

