// Generated programs of the scaling benchmark (bench/scaling/gen.py): a deep
// loop nest (d, 80 levels, every level with a rotate request) and CFG-heavy
// code (b, many small loops). loop-rotate updates the loops in place and
// repairs SSA without recomputing dominance per loop; every loop it rotates
// must still compute the same (@main's exit code), through both backends,
// and its output must verify after each pass.
// RUN: %python %vct_src_root/bench/scaling/gen.py d 1k > %t.d.mlir
// RUN: vct-translate --vir-to-llvmir %t.d.mlir -o %t.d.ll && %python %S/Inputs/exit-code.py lli %t.d.ll > %t.d.expected
// RUN: vct-mlir-opt --loop-rotate --verify-each --remarks %t.d.mlir -o %t.d.rot.mlir 2> %t.d.remarks
// RUN: FileCheck %s --check-prefix=NEST < %t.d.remarks
// RUN: vct-translate --vir-to-llvmir %t.d.rot.mlir -o %t.d.rot.ll && %python %S/Inputs/exit-code.py lli %t.d.rot.ll | diff - %t.d.expected
// RUN: vct-translate --vir-to-c %t.d.rot.mlir -o %t.d.rot.c && %cc %t.d.rot.c -o %t.d.rot.exe && %python %S/Inputs/exit-code.py %t.d.rot.exe | diff - %t.d.expected
// RUN: vct-mlir-opt -O2 --verify-each %t.d.mlir -o %t.d.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.d.o2.mlir -o %t.d.o2.ll && %python %S/Inputs/exit-code.py lli %t.d.o2.ll | diff - %t.d.expected
// RUN: vct-translate --vir-to-c %t.d.o2.mlir -o %t.d.o2.c && %cc %t.d.o2.c -o %t.d.o2.exe && %python %S/Inputs/exit-code.py %t.d.o2.exe | diff - %t.d.expected
//
// RUN: %python %vct_src_root/bench/scaling/gen.py b 1k > %t.b.mlir
// RUN: vct-translate --vir-to-llvmir %t.b.mlir -o %t.b.ll && %python %S/Inputs/exit-code.py lli %t.b.ll > %t.b.expected
// RUN: vct-mlir-opt --loop-rotate --verify-each %t.b.mlir -o %t.b.rot.mlir
// RUN: vct-translate --vir-to-llvmir %t.b.rot.mlir -o %t.b.rot.ll && %python %S/Inputs/exit-code.py lli %t.b.rot.ll | diff - %t.b.expected
// RUN: vct-mlir-opt -O2 --verify-each %t.b.mlir -o %t.b.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.b.o2.mlir -o %t.b.o2.ll && %python %S/Inputs/exit-code.py lli %t.b.o2.ll | diff - %t.b.expected
// RUN: vct-translate --vir-to-c %t.b.o2.mlir -o %t.b.o2.c && %cc %t.b.o2.c -o %t.b.o2.exe && %python %S/Inputs/exit-code.py %t.b.o2.exe | diff - %t.b.expected
//
// The budget counts one unit per loop plus the header operations copied
// and the uses rewritten: one that covers the loop analysis (9,963 nested
// memberships, Optimizer/loop-nest-budget.mlir) but not all the rotations
// stops with a warning that says so, the loops after that point denied
// TooLarge, and the output verifies.
// RUN: vct-mlir-opt --loop-rotate=max-iterations=10000 --remarks %t.d.mlir -o %t.d.small.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BUDGET
// RUN: vct-mlir-opt --verify-each %t.d.small.mlir -o /dev/null

// Every level is rotated, innermost first; none is refused.
// NEST-COUNT-82: remark: VIR: accepted rotate on loop
// NEST-NOT: denied rotate

// BUDGET: remark: VIR: accepted rotate on loop
// BUDGET: remark: VIR: denied rotate on loop with back edge in @d0, TooLarge (vir.max_iterations ran out before this loop)
// BUDGET: warning: VIR: loop-rotate: vir.max_iterations exhausted; loops after that point were not rotated
