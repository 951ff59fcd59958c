// RUN: vct-translate --vir-to-llvmir %s | FileCheck %s
// The module's vir.target_cpu (set by -Ofast's -march=native) becomes every
// function's target CPU.

module attributes {vir.target_cpu = "znver3"} {
  // CHECK: define i32 @f() #[[ATTRS:[0-9]+]]
  vir.func @f() -> i32 {
    %c = vir.constant 1 : i32
    vir.return %c : i32
  }
}
// CHECK: attributes #[[ATTRS]] = { "target-cpu"="znver3" }
