// RUN: vct-translate --vir-to-c %s | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc -c %t.c -o %t.o

// Traits are for the optimizer; the C backend maps only `#vir.restrict` on
// a pointer argument to C's `restrict` on the parameter. A scoped restrict
// (C's restrict is function-wide) and a stale one (stamped at an older
// epoch) are not mapped. Other traits change nothing.

// CHECK: void copy(void *restrict, void *restrict, int64_t);
// CHECK: void scoped(void *, void *restrict);
// CHECK: void stale(void *, void *restrict);
// CHECK-LABEL: void copy(void *restrict v0, void *restrict v1, int64_t v2) {
vir.func @copy(%dst: !vir.ptr {vir.traits = [#vir.restrict, #vir.nocapture]},
               %src: !vir.ptr {vir.traits = [#vir.restrict]},
               %n: i64 {vir.traits = [#vir.range<0, 100>]})
    attributes {vir.traits = [#vir.req<inline, soft>]} {
  vir.memcpy %dst, %src, %n : i64
  vir.return
}

// CHECK-LABEL: void scoped(void *v0, void *restrict v1) {
vir.func @scoped(%p: !vir.ptr {vir.traits = [#vir.restrict<scope = "s">]},
                 %q: !vir.ptr {vir.traits = [#vir.restrict]})
    attributes {alias_scopes = ["s"]} {
  %c = vir.constant 1 : i8
  vir.store %c, %p : i8
  vir.store %c, %q : i8
  vir.return
}

// CHECK-LABEL: void stale(void *v0, void *restrict v1) {
vir.func @stale(%p: !vir.ptr {vir.traits = [#vir.restrict<epoch = 1>]},
                %q: !vir.ptr {vir.traits = [#vir.restrict<epoch = 2>]})
    attributes {epoch = 2} {
  %c = vir.constant 1 : i8
  vir.store %c, %p : i8
  vir.store %c, %q : i8
  vir.return
}
