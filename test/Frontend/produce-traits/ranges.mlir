// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false' | FileCheck %s
// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false ranges=false' | FileCheck %s --check-prefix=OFF
// `ranges`: values the C types bound. A zext or sext from a narrower
// integer (a char or short widened to int), a urem by a positive constant,
// an `and` with a non-negative constant. Not: an `and` with a negative
// mask, a urem by 0 or by a divisor beyond the signed range.

// OFF-NOT: #vir.range

// CHECK: vir.zext %arg0 {vir.traits = [#vir.range<0, 255, origin = "vir-produce-traits">]} : i8 to i32
// CHECK: vir.sext %arg1 {vir.traits = [#vir.range<-32768, 32767, origin = "vir-produce-traits">]} : i16 to i32
// CHECK: vir.urem %arg2, %{{.*}} {vir.traits = [#vir.range<0, 9, origin = "vir-produce-traits">]} : i32
// CHECK: vir.and %arg2, %{{.*}} {vir.traits = [#vir.range<0, 255, origin = "vir-produce-traits">]} : i32
// CHECK: vir.and %{{.*}}, %arg2 {vir.traits = [#vir.range<0, 255, origin = "vir-produce-traits">]} : i32
// CHECK: vir.and %arg2, %{{.*}} : i32
// CHECK: vir.urem %arg2, %{{.*}} : i32
// CHECK: vir.urem %arg2, %{{.*}} : i32
// CHECK: vir.sext %arg2 {vir.traits = [#vir.range<-2147483648, 2147483647, origin = "vir-produce-traits">]} : i32 to i64

vir.func @ranges(%c: i8, %s: i16, %x: i32, %y: i64) -> i32 {
  %a = vir.zext %c : i8 to i32
  %b = vir.sext %s : i16 to i32
  %k = vir.constant 10 : i32
  %m = vir.urem %x, %k : i32
  %f = vir.constant 255 : i32
  %n = vir.and %x, %f : i32
  %g = vir.and %f, %x : i32
  %neg = vir.constant -16 : i32
  %o = vir.and %x, %neg : i32
  %z = vir.constant 0 : i32
  %p = vir.urem %x, %z : i32
  %big = vir.constant -1 : i32
  %q = vir.urem %x, %big : i32
  %w = vir.sext %x : i32 to i64
  %r1 = vir.add %a, %b : i32
  %r2 = vir.add %r1, %m : i32
  %r3 = vir.add %r2, %n : i32
  %r4 = vir.add %r3, %g : i32
  %r5 = vir.add %r4, %o : i32
  %r6 = vir.add %r5, %p : i32
  %r7 = vir.add %r6, %q : i32
  vir.return %r7 : i32
}
