// With host-width (the -O3/-Ofast slot's option), loop-vectorize uses the
// widest vectors of the CPU the module records as vir.target_cpu (-Ofast
// records the host's, O-44): 256 bits and the AVX2 column of the cost
// table on an AVX2 CPU (AVX-512 ones too), 128 bits on an SSE2-only one.
// Without the attribute, or without the option, the widths are the
// options'.
// RUN: vct-mlir-opt --split-input-file --loop-vectorize=host-width=true --remarks -verify-diagnostics %s | FileCheck %s
// RUN: vct-mlir-opt --split-input-file --loop-vectorize %s 2>/dev/null | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: vir.func @haswell(
// CHECK: vir.mul %{{.*}} : vector<8xi32>
// OFF-LABEL: vir.func @haswell(
// OFF: vir.mul %{{.*}} : vector<4xi32>
module attributes {vir.target_cpu = "haswell"} {
vir.func @haswell(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb : i32
  %y = vir.mul %x, %x : i32
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %y, %pa : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 8, interleaved by 1: cost 5.0 -> 0.8 per element at the recorded CPU's 256-bit vectors, with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @haswell}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}
}

// -----

// An SSE2 CPU: 128 bits and SSE2 costs (a 32-bit multiply is dear there).
// CHECK-LABEL: vir.func @k8(
// CHECK: vir.mul %{{.*}} : vector<4xi32>
module attributes {vir.target_cpu = "k8"} {
vir.func @k8(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb : i32
  %y = vir.mul %x, %x : i32
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %y, %pa : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @k8}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}
}

// -----

// No recorded CPU: the options' 128 bits.
// CHECK-LABEL: vir.func @generic(
// CHECK: vir.load %{{.*}} : vector<2xf64>
vir.func @generic(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : f64
  %x = vir.load %pb : f64
  %y = vir.fmul %x, %x : f64
  %pa = vir.gep inbounds %a[%i] : f64
  vir.store %y, %pa : f64
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 2, interleaved by 1}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @generic}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}
