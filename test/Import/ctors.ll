; RUN: vct-translate --import-llvm %s | FileCheck %s
; RUN: vct-translate --import-llvm %s | vct-mlir-opt -O2 | FileCheck %s --check-prefix=OPT
; llvm.global_ctors and llvm.global_dtors (__attribute__((constructor)),
; destructor) become one vir.global_ctor or vir.global_dtor per entry, in
; order, with the priority; the entry's associated data is dropped (the
; function always runs).
source_filename = "ctors.c"

@value = internal global i32 0
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }, { i32, ptr, ptr } { i32 101, ptr @early, ptr @value }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]

define internal void @init() {
  store i32 42, ptr @value
  ret void
}

define internal void @early() {
  ret void
}

define internal i32 @fini() {
  ret i32 0
}

define i32 @main() {
  %v = load i32, ptr @value
  ret i32 %v
}

; CHECK-DAG: vir.global_ctor @init priority 65535
; CHECK-DAG: vir.global_ctor @early priority 101
; CHECK-DAG: vir.global_dtor @fini priority 65535

; The registered functions stay, and @value is not the constant 0: @init,
; which only its registration reaches, writes it.
; OPT-LABEL: vir.func private @init()
; OPT: vir.store
; OPT-LABEL: vir.func @main()
; OPT: vir.load
; OPT: vir.global_ctor @init priority 65535
