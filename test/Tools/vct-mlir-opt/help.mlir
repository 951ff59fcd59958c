// RUN: vct-mlir-opt --help | FileCheck %s --implicit-check-not=aarch64
// RUN: vct-mlir-opt --help | FileCheck %s --check-prefix=TRUTH
// --help names the VIR dialect, the driver's own options and the optimizer
// passes, not the code-generation options libLLVM registers. It does not
// promise an eight-stage pipeline while stages have no pass: the pipeline is
// the pass table's, which --vir-print-pipeline prints.

// CHECK: OVERVIEW: vct-mlir-opt: the VIR optimizer driver
// CHECK: Available Dialects: builtin, llvm, vir
// CHECK-DAG: --dce {{.*}}Remove dead operations and block arguments
// CHECK-DAG: --early-cse {{.*}}Remove redundant computations and loads
// CHECK-DAG: --instcombine {{.*}}Algebraic simplification
// CHECK-DAG: --mem2reg {{.*}}Promote stack slots to SSA values
// CHECK-DAG: --simplify-cfg {{.*}}Clean up the control-flow graph
// CHECK-DAG: --sroa {{.*}}Split aggregate stack slots
// CHECK-DAG: --vir-optimize {{.*}}The VIR optimizer
// CHECK-DAG: --inline {{.*}}Inline calls the front end asked to inline
// CHECK-DAG: --globaldce {{.*}}Remove functions and globals nothing reaches
// CHECK-DAG: --function-attrs {{.*}}Summarise function effects as traits
// CHECK: --pass-pipeline=
// CHECK: --verify-diagnostics
// CHECK: VIR optimizer options:
// CHECK: -O <level> {{.*}}-O0 and -O1 run no optimizer pass
// CHECK: -f <pass> {{.*}}Add optimizer pass
// CHECK: --fno-=<pass> {{.*}}Leave optimizer pass
// CHECK: --remarks[=<text|yaml>]
// CHECK: --remarks-output=<file>
// CHECK: --vir-max-iterations=<long>
// CHECK: --vir-max-pipeline-rounds=<uint>
// CHECK: --vir-print-pipeline {{.*}}Print the slots of the pipeline
// CHECK: --vir-request-report=<file>

// TRUTH-NOT: eight-stage
// TRUTH: --vir-optimize {{.*}}The VIR optimizer: the pass table's pipeline, in rounds
// TRUTH-NOT: eight-stage
