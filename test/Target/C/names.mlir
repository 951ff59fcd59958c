// RUN: vct-translate --vir-to-c %s | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc -c %t.c -o %t.o && nm %t.o | FileCheck %s --check-prefix=SYM

// C names of module symbols. Definitions keep their name when it is a safe
// C identifier; names C cannot use (keywords, <stdint.h> names, reserved
// spellings, the emitter's own v1/bb1/t1/slot1/vct_ names, characters
// outside identifiers) and definitions named like C library functions
// (GCC would compare them with its builtins) get a fresh `vct_def_` name,
// public ones keeping their linker name through an asm label. External
// declarations always get a fresh `vct_ext_` name and an asm label.

// CHECK-DAG: int32_t plain(int32_t);
// CHECK-DAG: int32_t vct_def_int(int32_t) VCT_ASM_NAME("int");
// CHECK-DAG: int32_t vct_def_int32_t(int32_t) VCT_ASM_NAME("int32_t");
// CHECK-DAG: int32_t vct_def_v1(int32_t) VCT_ASM_NAME("v1");
// CHECK-DAG: int32_t vct_def_bb2(int32_t) VCT_ASM_NAME("bb2");
// CHECK-DAG: int32_t vct_def___x(int32_t) VCT_ASM_NAME("__x");
// CHECK-DAG: int32_t vct_def_vct_helper(int32_t) VCT_ASM_NAME("vct_helper");
// CHECK-DAG: int32_t vct_def_dotted_name(int32_t) VCT_ASM_NAME("dotted.name");
// CHECK-DAG: int32_t vct_def_strlen(int32_t) VCT_ASM_NAME("strlen");
// CHECK-DAG: static int32_t vct_def_abs(int32_t) __attribute__((unused));
// CHECK-DAG: static int32_t vct_def_a_b(int32_t) __attribute__((unused));
// CHECK-DAG: static int32_t vct_def_a_b_1(int32_t) __attribute__((unused));
// CHECK-DAG: static int32_t a_b(int32_t) __attribute__((unused));
// CHECK-DAG: static int32_t vct_def_main(int32_t) __attribute__((unused));
// CHECK-DAG: int32_t vct_ext_helper(int32_t) VCT_ASM_NAME("helper");
// CHECK-DAG: extern int32_t vct_ext_weird_ VCT_ASM_NAME("weird$");
// CHECK-DAG: extern int32_t vct_def_const VCT_ASM_NAME("const");

// SYM-DAG: T plain
// SYM-DAG: T int
// SYM-DAG: T int32_t
// SYM-DAG: T v1
// SYM-DAG: T bb2
// SYM-DAG: T __x
// SYM-DAG: T vct_helper
// SYM-DAG: T dotted.name
// SYM-DAG: T strlen
// SYM-DAG: U helper
// SYM-DAG: U weird$
// SYM-DAG: D const

vir.func private @helper(i32) -> i32
vir.global private @"weird$" : i32
vir.global @const : i32 = 1

vir.func @plain(%x: i32) -> i32 {
  %r = vir.call @helper(%x) : (i32) -> i32
  vir.return %r : i32
}
vir.func @int(%x: i32) -> i32 { vir.return %x : i32 }
vir.func @int32_t(%x: i32) -> i32 { vir.return %x : i32 }
vir.func @v1(%x: i32) -> i32 { vir.return %x : i32 }
vir.func @bb2(%x: i32) -> i32 { vir.return %x : i32 }
vir.func @__x(%x: i32) -> i32 { vir.return %x : i32 }
vir.func @vct_helper(%x: i32) -> i32 { vir.return %x : i32 }
vir.func @"dotted.name"(%x: i32) -> i32 { vir.return %x : i32 }
vir.func @strlen(%x: i32) -> i32 { vir.return %x : i32 }
vir.func private @abs(%x: i32) -> i32 { vir.return %x : i32 }
vir.func private @"a.b"(%x: i32) -> i32 { vir.return %x : i32 }
vir.func private @"a-b"(%x: i32) -> i32 { vir.return %x : i32 }
vir.func private @a_b(%x: i32) -> i32 { vir.return %x : i32 }
// Only a public function may be called main in C (GCC's -Wmain).
vir.func private @main(%x: i32) -> i32 { vir.return %x : i32 }

// References use the C names.
// CHECK-LABEL: int32_t vct_def_v1(int32_t v0) {
// CHECK-LABEL: int32_t uses(int32_t v0) {
// CHECK:         v{{[0-9]+}} = vct_def_v1(v0);
// CHECK:         v{{[0-9]+}} = vct_def_a_b(v0);
// CHECK:         v{{[0-9]+}} = vct_def_a_b_1(v0);
// CHECK:         v{{[0-9]+}} = (void *)&vct_ext_weird_;
// CHECK:         v{{[0-9]+}} = (void *)&vct_def_const;
vir.func @uses(%x: i32) -> i32 {
  %a = vir.call @v1(%x) : (i32) -> i32
  %b = vir.call @"a.b"(%x) : (i32) -> i32
  %c = vir.call @"a-b"(%x) : (i32) -> i32
  %p = vir.addressof @"weird$" : !vir.ptr
  %q = vir.addressof @const : !vir.ptr
  %v = vir.load %p : i32
  %w = vir.load %q : i32
  %s0 = vir.add %a, %b : i32
  %s1 = vir.add %s0, %c : i32
  %s2 = vir.add %s1, %v : i32
  %s3 = vir.add %s2, %w : i32
  vir.return %s3 : i32
}
