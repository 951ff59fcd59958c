; Modules that LLVM's verifier rejects (llvm-as rejects them too) are
; located errors before anything else reads them (issue 13: they were
; imported, or crashed LLVM's debug-info upgrade). One module per file:
; RUN: split-file %s %t
; RUN: not vct-translate --import-llvm %t/use-before-def.ll 2>&1 | FileCheck %s --check-prefix=USE
; RUN: not vct-translate --import-llvm %t/debug-info-version.ll 2>&1 | FileCheck %s --check-prefix=DBG
; RUN: not vct-translate --import-llvm %t/empty-loop-md.ll 2>&1 | FileCheck %s --check-prefix=LOOP
; RUN: not vct-translate --import-llvm %t/phi.ll 2>&1 | FileCheck %s --check-prefix=PHI
; RUN: not vct-translate --import-llvm %t/entry-pred.ll 2>&1 | FileCheck %s --check-prefix=ENTRY
; RUN: not vct-translate --import-llvm %t/ret-type.ll 2>&1 | FileCheck %s --check-prefix=RET
; RUN: not vct-translate --import-llvm %t/no-terminator.ll 2>&1 | FileCheck %s --check-prefix=TERM
; RUN: not vct-translate --import-llvm %t/alias-cycle.ll 2>&1 | FileCheck %s --check-prefix=ALIAS

;--- use-before-def.ll
define i32 @f(i32 %x) {
  %y = add i32 %x, %z
  %z = add i32 %x, 1
  ret i32 %y
}
; USE: use-before-def.ll:3:3: error: invalid LLVM IR (LLVM's verifier): Instruction does not dominate all uses!

;--- debug-info-version.ll
; A broken module with a "Debug Info Version" flag: LLVM's upgrade ran the
; verifier and aborted (SIGABRT).
define i32 @f(i32 %x) {
entry:
  br label %next
next:
  %y = add i32 %x, %z
  ret i32 %y
late:
  %z = add i32 %x, 1
  br label %next
}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
; DBG: debug-info-version.ll:10:3: error: invalid LLVM IR (LLVM's verifier): Instruction does not dominate all uses!

;--- empty-loop-md.ll
; Empty loop metadata crashed the debug-info strip (SIGSEGV).
define void @f() {
  br label %1
1:
  br label %1, !llvm.loop !0
}
!0 = !{}
; LOOP: empty-loop-md.ll:5:3: error: cannot import LLVM IR: !llvm.loop metadata must be a node whose first operand is itself

;--- phi.ll
define i32 @f(i32 %x) {
entry:
  br label %b
b:
  %p = phi i32 [ 0, %entry ]
  %q = add i32 %p, 1
  br label %b
}
; PHI: phi.ll:5:3: error: invalid LLVM IR (LLVM's verifier): PHINode should have one entry for each predecessor of its parent basic block!

;--- entry-pred.ll
define void @f() {
entry:
  br label %entry
}
; ENTRY: entry-pred.ll:1:1: error: invalid LLVM IR (LLVM's verifier): Entry block to function must not have predecessors!

;--- ret-type.ll
; A bad type is the parser's complaint.
define i32 @f(i64 %x) {
  ret i64 %x
}
; RET: ret-type.ll:3:7: error: cannot parse LLVM IR: value doesn't match function result type 'i32'

;--- no-terminator.ll
define i32 @f(i32 %x) {
  %y = add i32 %x, 1
}
; TERM: no-terminator.ll:3:1: error: cannot parse LLVM IR: expected instruction opcode

;--- alias-cycle.ll
; A module-level complaint is located at the start of the module.
@a = alias i32, ptr @b
@b = alias i32, ptr @a
; ALIAS: alias-cycle.ll:1:1: error: invalid LLVM IR (LLVM's verifier): Aliases cannot form a cycle
