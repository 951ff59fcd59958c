// RUN: vct-mlir-opt --instcombine %s | FileCheck %s

// Floating-point identities: those exact for every input (-0.0 and NaN
// included) apply without flags; those that change some result apply only
// under the fast-math flags that allow the change, and the flags of a
// rewritten operation carry over, never added.

vir.func private @use(f64, f64, f64, f64)

// x + -0.0, x - +0.0, x * 1.0 and x / 1.0 are x for every x.
// CHECK-LABEL: vir.func @exact_identities(
// CHECK-SAME: %[[X:[^:]+]]: f64)
// CHECK-NEXT: vir.call @use(%[[X]], %[[X]], %[[X]], %[[X]])
// CHECK-NEXT: vir.return
vir.func @exact_identities(%x: f64) {
  %nz = vir.constant -0.0 : f64
  %pz = vir.constant 0.0 : f64
  %one = vir.constant 1.0 : f64
  %a = vir.fadd %x, %nz : f64
  %b = vir.fsub %x, %pz : f64
  %c = vir.fmul %one, %x : f64
  %d = vir.fdiv %x, %one : f64
  vir.call @use(%a, %b, %c, %d) : (f64, f64, f64, f64) -> ()
  vir.return
}

// Splat vectors too.
// CHECK-LABEL: vir.func @exact_identities_vector(
// CHECK-SAME: %[[V:[^:]+]]: vector<4xf32>)
// CHECK-NEXT: vir.return %[[V]] : vector<4xf32>
vir.func @exact_identities_vector(%v: vector<4xf32>) -> vector<4xf32> {
  %one = vir.constant dense<1.0> : vector<4xf32>
  %r = vir.fmul %v, %one : vector<4xf32>
  vir.return %r : vector<4xf32>
}

// x + +0.0 is +0.0 for x = -0.0, and x - -0.0 too: without nsz they stay.
// CHECK-LABEL: vir.func @no_signed_zero_identities(
// CHECK-SAME: %[[X:[^:]+]]: f64)
// CHECK-DAG: %[[PZ:.*]] = vir.constant 0.000000e+00 : f64
// CHECK-DAG: %[[NZ:.*]] = vir.constant -0.000000e+00 : f64
// CHECK: %[[A:.*]] = vir.fadd %[[X]], %[[PZ]] : f64
// CHECK-NEXT: %[[B:.*]] = vir.fsub %[[X]], %[[NZ]] : f64
// CHECK-NEXT: %[[C:.*]] = vir.fadd %[[X]], %[[PZ]] fastmath<nnan, ninf> : f64
// CHECK-NEXT: vir.call @use(%[[A]], %[[B]], %[[C]], %[[X]])
vir.func @no_signed_zero_identities(%x: f64) {
  %pz = vir.constant 0.0 : f64
  %nz = vir.constant -0.0 : f64
  %a = vir.fadd %x, %pz : f64
  %b = vir.fsub %x, %nz : f64
  // Other flags do not license it.
  %c = vir.fadd %x, %pz fastmath<nnan, ninf> : f64
  vir.call @use(%a, %b, %c, %x) : (f64, f64, f64, f64) -> ()
  vir.return
}

// With nsz they are x.
// CHECK-LABEL: vir.func @signed_zero_identities_nsz(
// CHECK-SAME: %[[X:[^:]+]]: f64)
// CHECK-NEXT: vir.call @use(%[[X]], %[[X]], %[[X]], %[[X]])
vir.func @signed_zero_identities_nsz(%x: f64) {
  %pz = vir.constant 0.0 : f64
  %nz = vir.constant -0.0 : f64
  %a = vir.fadd %x, %pz fastmath<nsz> : f64
  %b = vir.fsub %x, %nz fastmath<nsz> : f64
  %c = vir.fadd %pz, %x fastmath<fast> : f64
  vir.call @use(%a, %b, %c, %x) : (f64, f64, f64, f64) -> ()
  vir.return
}

// x - x is NaN for x = inf or NaN, x * 0.0 is NaN for inf and NaN and -0.0
// for negative x: without flags they stay, and nnan alone does not allow
// x * 0.0.
// CHECK-LABEL: vir.func @no_fold_without_nnan(
// CHECK-SAME: %[[X:[^:]+]]: f64)
// CHECK-DAG: %[[Z:.*]] = vir.constant 0.000000e+00 : f64
// CHECK: %[[A:.*]] = vir.fsub %[[X]], %[[X]] : f64
// CHECK-NEXT: %[[B:.*]] = vir.fmul %[[X]], %[[Z]] : f64
// CHECK-NEXT: %[[C:.*]] = vir.fmul %[[X]], %[[Z]] fastmath<nnan> : f64
// CHECK-NEXT: %[[D:.*]] = vir.fsub %[[X]], %[[X]] fastmath<nsz> : f64
// CHECK-NEXT: vir.call @use(%[[A]], %[[B]], %[[C]], %[[D]])
vir.func @no_fold_without_nnan(%x: f64) {
  %z = vir.constant 0.0 : f64
  %a = vir.fsub %x, %x : f64
  %b = vir.fmul %x, %z : f64
  %c = vir.fmul %x, %z fastmath<nnan> : f64
  %d = vir.fsub %x, %x fastmath<nsz> : f64
  vir.call @use(%a, %b, %c, %d) : (f64, f64, f64, f64) -> ()
  vir.return
}

// With the flags: x - x is +0.0 under nnan, x * 0.0 and x * -0.0 are that
// zero under nnan and nsz.
// CHECK-LABEL: vir.func @fold_with_nnan(
// CHECK-DAG: %[[Z:.*]] = vir.constant 0.000000e+00 : f64
// CHECK-DAG: %[[NZ:.*]] = vir.constant -0.000000e+00 : f64
// CHECK-NOT: vir.fsub
// CHECK-NOT: vir.fmul
// CHECK: vir.call @use(%[[Z]], %[[Z]], %[[NZ]], %[[Z]])
vir.func @fold_with_nnan(%x: f64) {
  %z = vir.constant 0.0 : f64
  %nz = vir.constant -0.0 : f64
  %a = vir.fsub %x, %x fastmath<nnan> : f64
  %b = vir.fmul %x, %z fastmath<nnan, nsz> : f64
  %c = vir.fmul %x, %nz fastmath<fast> : f64
  %d = vir.fsub %x, %x fastmath<fast> : f64
  vir.call @use(%a, %b, %c, %d) : (f64, f64, f64, f64) -> ()
  vir.return
}

// Division by a power of two is an exact multiplication by its reciprocal
// (-0.25 for -4.0), flags kept; by 3.0 it is not exact and stays.
// CHECK-LABEL: vir.func @fdiv_by_power_of_two(
// CHECK-SAME: %[[X:[^:]+]]: f64)
// CHECK-DAG: %[[Q:.*]] = vir.constant -2.500000e-01 : f64
// CHECK-DAG: %[[H:.*]] = vir.constant 5.000000e-01 : f64
// CHECK-DAG: %[[THREE:.*]] = vir.constant 3.000000e+00 : f64
// CHECK-DAG: %[[A:.*]] = vir.fmul %[[X]], %[[Q]] : f64
// CHECK-DAG: %[[B:.*]] = vir.fmul %[[X]], %[[H]] fastmath<ninf> : f64
// CHECK-DAG: %[[C:.*]] = vir.fdiv %[[X]], %[[THREE]] : f64
// CHECK: vir.call @use(%[[A]], %[[B]], %[[C]], %[[X]])
vir.func @fdiv_by_power_of_two(%x: f64) {
  %m4 = vir.constant -4.0 : f64
  %two = vir.constant 2.0 : f64
  %three = vir.constant 3.0 : f64
  %a = vir.fdiv %x, %m4 : f64
  %b = vir.fdiv %x, %two fastmath<ninf> : f64
  %c = vir.fdiv %x, %three : f64
  vir.call @use(%a, %b, %c, %x) : (f64, f64, f64, f64) -> ()
  vir.return
}

// The reciprocal of the largest power of two is subnormal: no rewrite.
// CHECK-LABEL: vir.func @no_fdiv_subnormal_reciprocal(
// CHECK: vir.fdiv
vir.func @no_fdiv_subnormal_reciprocal(%x: f32) -> f32 {
  %c = vir.constant 1.70141183E+38 : f32
  %r = vir.fdiv %x, %c : f32
  vir.return %r : f32
}

// Under arcp any reciprocal that is a normal number will do; 1/0.0 and the
// reciprocal of a NaN will not.
// CHECK-LABEL: vir.func @fdiv_arcp(
// CHECK-SAME: %[[X:[^:]+]]: f32)
// CHECK-DAG: %[[R:.*]] = vir.constant 0.333333343 : f32
// CHECK-DAG: %[[A:.*]] = vir.fmul %[[X]], %[[R]] fastmath<arcp> : f32
// CHECK-DAG: %[[B:.*]] = vir.fdiv %[[X]], %{{.*}} fastmath<arcp> : f32
// CHECK: vir.return
vir.func private @usef(f32, f32)
vir.func @fdiv_arcp(%x: f32) {
  %three = vir.constant 3.0 : f32
  %zero = vir.constant 0.0 : f32
  %a = vir.fdiv %x, %three fastmath<arcp> : f32
  %b = vir.fdiv %x, %zero fastmath<arcp> : f32
  vir.call @usef(%a, %b) : (f32, f32) -> ()
  vir.return
}
