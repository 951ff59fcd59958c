; RUN: split-file --leading-lines %s %t
; RUN: not vct-translate --import-llvm %t/constrained.ll 2>&1 | FileCheck %s --check-prefix=CONSTRAINED
; RUN: not vct-translate --import-llvm %t/callbr.ll 2>&1 | FileCheck %s --check-prefix=CALLBR
; RUN: not vct-translate --import-llvm %t/vector-gep.ll 2>&1 | FileCheck %s --check-prefix=GEP
; RUN: not vct-translate --import-llvm %t/vector-ptrtoint.ll 2>&1 | FileCheck %s --check-prefix=PTRTOINT
; Constructs MLIR's importer or VIR cannot take are refused at their line,
; with no error at `<unknown>:0` (issue 13): an intrinsic with a metadata
; operand made MLIR's importer report "unhandled value" without a
; location, an asm goto its own dump of the instruction, and vectors of
; pointers ill-typed VIR.

;--- constrained.ll
; CONSTRAINED-NOT: <unknown>
; CONSTRAINED: constrained.ll:[[@LINE+3]]:3: error: unhandled intrinsic
; CONSTRAINED-NOT: <unknown>
define double @f(double %a, double %b) {
  %r = call double @llvm.experimental.constrained.fadd.f64(double %a, double %b, metadata !"round.dynamic", metadata !"fpexcept.strict")
  ret double %r
}
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)

;--- callbr.ll
; CALLBR: callbr.ll:[[@LINE+2]]:3: error: cannot import inline assembly (an asm goto: callbr) in @g
define i32 @g() {
  callbr void asm "", "!i"() to label %a [label %b]
a:
  ret i32 1
b:
  ret i32 0
}

;--- vector-gep.ll
define <2 x ptr> @h(ptr %p) {
  ; GEP: vector-gep.ll:[[@LINE+2]]:3: error: cannot import a getelementptr on vectors
  ; GEP: note: in @h
  %g = getelementptr i32, ptr %p, <2 x i64> <i64 0, i64 1>
  ret <2 x ptr> %g
}

;--- vector-ptrtoint.ll
define <2 x i64> @k(<2 x ptr> %v) {
  ; PTRTOINT: vector-ptrtoint.ll:[[@LINE+1]]:3: error: cannot import a ptrtoint of a vector of pointers
  %i = ptrtoint <2 x ptr> %v to <2 x i64>
  ret <2 x i64> %i
}
