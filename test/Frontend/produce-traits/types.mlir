// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false straight-line=false' --mlir-pass-statistics 2>%t.stats | FileCheck %s
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false straight-line=false types=false' | FileCheck %s --check-prefix=OFF
// `types`: the importer's note of a load's or store's C access type (from
// clang's TBAA tag) becomes `#vir.tbaa` at the function's epoch. The note
// is removed in every case: with `types=false`, inside a region barrier
// (which gets no trait), on an op that already has an epoch-valid type.

// OFF-NOT: vct.tbaa
// OFF-NOT: #vir.tbaa<{{.*}}origin

// CHECK-LABEL: vir.func @types(
// CHECK: vir.load %arg0 {vir.traits = [#vir.tbaa<["int", "omnipotent char", "Simple C/C++ TBAA"], epoch = 3, origin = "vir-produce-traits">]} : i32
// CHECK: vir.store %{{.*}}, %arg1 {vir.traits = [#vir.tbaa<["float", "omnipotent char", "Simple C/C++ TBAA"], epoch = 3, origin = "vir-produce-traits">]} : f32
// A stale type is replaced.
// CHECK: vir.load %arg1 {vir.traits = [#vir.tbaa<["float", "omnipotent char", "Simple C/C++ TBAA"], epoch = 3, origin = "vir-produce-traits">]} : f32
// A valid one is kept.
// CHECK: vir.load %arg1 {vir.traits = [#vir.tbaa<["long", "omnipotent char", "Simple C/C++ TBAA"], epoch = 3>]} : i64
// CHECK: vir.opaque_region
// CHECK-NEXT: ^bb0
// CHECK-NEXT: vir.load %{{.*}} : i32
// CHECK-NOT: vct.tbaa
// STATS: 3 num-type-tags
vir.func @types(%p: !vir.ptr, %q: !vir.ptr, %f: f32) -> i32 attributes {epoch = 3 : i64} {
  %x = vir.load %p {vct.tbaa = ["int", "omnipotent char", "Simple C/C++ TBAA"]} : i32
  vir.store %f, %q {vct.tbaa = ["float", "omnipotent char", "Simple C/C++ TBAA"]} : f32
  %g = vir.load %q {vct.tbaa = ["float", "omnipotent char", "Simple C/C++ TBAA"], vir.traits = [#vir.tbaa<["int", "omnipotent char", "Simple C/C++ TBAA"], epoch = 2>]} : f32
  %h = vir.load %q {vct.tbaa = ["int", "omnipotent char", "Simple C/C++ TBAA"], vir.traits = [#vir.tbaa<["long", "omnipotent char", "Simple C/C++ TBAA"], epoch = 3>]} : i64
  %r = vir.opaque_region(%p : !vir.ptr) -> (i32) {
  ^bb0(%pp: !vir.ptr):
    %v = vir.load %pp {vct.tbaa = ["int", "omnipotent char", "Simple C/C++ TBAA"]} : i32
    vir.yield %v : i32
  }
  %s = vir.add %x, %r : i32
  vir.return %s : i32
}
