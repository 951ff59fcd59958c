// C's strict aliasing through AliasInfo: a load is reused past a store
// whose `#vir.tbaa` type is unrelated to the load's; not past a store
// through a character type (union members and may_alias types get one
// too) or an untyped one.
// RUN: vct-mlir-opt --gvn %s | FileCheck %s

// CHECK-LABEL: vir.func @reuse_past_float_store(
// CHECK: %[[X:.*]] = vir.load
// CHECK-NEXT: vir.store
// CHECK-NEXT: %[[S:.*]] = vir.add %[[X]], %[[X]] : i32
// CHECK-NEXT: vir.return %[[S]]
vir.func @reuse_past_float_store(%p: !vir.ptr, %q: !vir.ptr, %f: f32) -> i32 {
  %x = vir.load %p {vir.traits = [#vir.tbaa<["int", "omnipotent char", "Simple C/C++ TBAA"]>]} : i32
  vir.store %f, %q {vir.traits = [#vir.tbaa<["float", "omnipotent char", "Simple C/C++ TBAA"]>]} : f32
  %y = vir.load %p {vir.traits = [#vir.tbaa<["int", "omnipotent char", "Simple C/C++ TBAA"]>]} : i32
  %s = vir.add %x, %y : i32
  vir.return %s : i32
}

// CHECK-LABEL: vir.func @no_reuse_past_char_store(
// CHECK: vir.load
// CHECK-NEXT: vir.store
// CHECK-NEXT: vir.load
// CHECK-NEXT: vir.store
// CHECK-NEXT: vir.load
vir.func @no_reuse_past_char_store(%p: !vir.ptr, %q: !vir.ptr, %c: i8, %d: i8) -> i32 {
  %x = vir.load %p {vir.traits = [#vir.tbaa<["int", "omnipotent char", "Simple C/C++ TBAA"]>]} : i32
  vir.store %c, %q {vir.traits = [#vir.tbaa<["omnipotent char", "Simple C/C++ TBAA"]>]} : i8
  %y = vir.load %p {vir.traits = [#vir.tbaa<["int", "omnipotent char", "Simple C/C++ TBAA"]>]} : i32
  vir.store %d, %q : i8
  %z = vir.load %p {vir.traits = [#vir.tbaa<["int", "omnipotent char", "Simple C/C++ TBAA"]>]} : i32
  %s = vir.add %x, %y : i32
  %t = vir.add %s, %z : i32
  vir.return %t : i32
}
