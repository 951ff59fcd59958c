; RUN: not vct-translate --import-llvm --split-input-file %s 2>&1 | FileCheck %s
; What of llvm.global_ctors and llvm.global_dtors VIR cannot register, and
; the aliases it cannot take, are located errors that name the function or
; alias (issue 13: they said only "cannot import 'llvm.mlir.alias'", at the
; start of the file). Registrations VIR takes are in ctors.ll, aliases in
; aliases.ll.
source_filename = "ctors.c"

@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]

; CHECK: offset :12:0: error: cannot import the global constructor @init: it must be a function defined in the module that takes no arguments
define internal void @init(i32 %x) {
  ret void
}

// -----
source_filename = "ctors.c"

@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]

; CHECK: offset :7:1: error: cannot import the global destructor @fini: it must be a function defined in the module that takes no arguments
declare void @fini()

// -----
source_filename = "ctors.c"

@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 70000, ptr @init, ptr null }]

; CHECK: offset :7:0: error: cannot import the global constructor @init: its priority 70000 is not in 0..65535
define internal void @init() {
  ret void
}

// -----
source_filename = "alias.c"

; An alias whose value is not a symbol's address plus a constant.
; CHECK: offset :6:1: error: cannot import the alias @fake: its value is not the address of a symbol plus a constant
@fake = alias i32, inttoptr (i64 4096 to ptr)

// -----
source_filename = "alias.c"

; A weak alias of a variable (the linker may replace it; one of a function
; becomes a weak function calling the target: aliases.ll).
; CHECK: offset :7:1: error: cannot import the alias @weak_table of linkage weak
@table = global i32 7
@weak_table = weak alias i32, ptr @table
