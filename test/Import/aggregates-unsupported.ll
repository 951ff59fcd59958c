; RUN: not vct-translate --import-llvm --split-input-file %s 2>&1 | FileCheck %s
; Aggregates VIR cannot carry: more than two eightbytes returned, an
; eightbyte wider than 8 bytes, aggregate call arguments. (The chunks are
; separated by MLIR's split marker.)
source_filename = "aggregates.c"

; CHECK: offset :8:0: error: cannot import @three returning the aggregate '!llvm.struct<(i64, i64, i64)>': VIR returns at most two eightbytes
define { i64, i64, i64 } @three() {
  ret { i64, i64, i64 } zeroinitializer
}

// -----
source_filename = "aggregates.c"

; CHECK: offset :5:1: error: cannot import @wide returning the aggregate '!llvm.struct<(vector<4xi32>, i32)>': VIR returns at most two eightbytes
declare { <4 x i32>, i32 } @wide()

// -----
source_filename = "aggregates.c"

declare { i64, i64 } @make()

define void @pass(ptr %fp) {
  %v = call { i64, i64 } @make()
  ; CHECK: offset :10:3: error: cannot import a call passing an aggregate value
  ; CHECK: offset :10:3: note: in @pass
  call void %fp({ i64, i64 } %v)
  ret void
}
