// RUN: vct-mlir-opt %s | vct-mlir-opt | FileCheck %s
// RUN: vct-mlir-opt %s | vct-translate --vir-to-llvmir | FileCheck %s --check-prefix=LLVM

// An f80 constant or global initializer prints as its 80 bits: MLIR reads a
// decimal literal of any float type through a double, so 1 + 2^-63 and
// 8e999 would come back as 1 and infinity (issue 13, found by a fuzzer).
// (MLIR's generic form still prints decimals.)

// CHECK: vir.global @big : f80 = 0x4CF8C2A5B1E0D3C1A2F0
// LLVM: @big = global x86_fp80 0xK4CF8C2A5B1E0D3C1A2F0
vir.global @big : f80 = 0x4CF8C2A5B1E0D3C1A2F0

// CHECK-LABEL: vir.func @constants(
vir.func @constants() -> f80 {
  // CHECK: vir.constant 0x3FFF8000000000000001 : f80
  %c = vir.constant 0x3FFF8000000000000001 : f80
  // CHECK: vir.constant 0x3FFFC000000000000000 : f80
  %d = vir.constant 1.5 : f80
  // LLVM: ret x86_fp80 0xK3FFF8000000000000001
  vir.return %c : f80
}
