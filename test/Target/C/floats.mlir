// RUN: vct-translate --vir-to-c %s | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc -O2 %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT

// Floating point: IEEE arithmetic in C's float and double, the 16 fcmp
// predicates (C's relational operators are the ordered ones; unordered
// ones negate them), frem through an exact fmod emitted into the file (no
// libm), and conversions. Constants are bit-exact hexadecimal literals.

// One line per fcmp predicate, for (1, 2), (2, 2), (NaN, 1):
// OUT:      false 0 0 0
// OUT-NEXT: oeq 0 1 0
// OUT-NEXT: ogt 0 0 0
// OUT-NEXT: oge 0 1 0
// OUT-NEXT: olt 1 0 0
// OUT-NEXT: ole 1 1 0
// OUT-NEXT: one 1 0 0
// OUT-NEXT: ord 1 1 0
// OUT-NEXT: ueq 0 1 1
// OUT-NEXT: ugt 0 0 1
// OUT-NEXT: uge 0 1 1
// OUT-NEXT: ult 1 0 1
// OUT-NEXT: ule 1 1 1
// OUT-NEXT: une 1 0 1
// OUT-NEXT: uno 0 0 1
// OUT-NEXT: true 1 1 1
// OUT-NEXT: frem 0x1p+0 -0x1p+0 0x1.8p-1 -0x0p+0 0x1.7p+2 {{-?}}nan 0x0.0000000000001p-1022 0x1.8p+0
// OUT-NEXT: fremf 0x1p+0 -0x1p+0 0x1.8p-1 0x1.7p+2 {{-?}}nan
// OUT-NEXT: arith 0x1.8p+1 -0x1p-1 -0x0p+0 0x1.5555555555555p-2
// OUT-NEXT: conv -3 4294967295 -1 1.84467e+19 0.1 0x1.99999ap-4

// CHECK: static double vct_fmod(double x, double y) {
// CHECK: static float vct_fmodf(float x, float y) {

vir.func private @printf(!vir.ptr, ...) -> i32

vir.global private constant @names : !vir.array<16 x !vir.array<6 x i8>> = [
  "false\00", "oeq\00\00\00", "ogt\00\00\00", "oge\00\00\00", "olt\00\00\00",
  "ole\00\00\00", "one\00\00\00", "ord\00\00\00", "ueq\00\00\00",
  "ugt\00\00\00", "uge\00\00\00", "ult\00\00\00", "ule\00\00\00",
  "une\00\00\00", "uno\00\00\00", "true\00\00"]
vir.global private constant @fmt_cmp : !vir.array<13 x i8> = "%s %d %d %d\0A\00"
vir.global private constant @fmt_frem : !vir.array<30 x i8> = "frem %a %a %a %a %a %a %a %a\0A\00"
vir.global private constant @fmt_fremf : !vir.array<22 x i8> = "fremf %a %a %a %a %a\0A\00"
vir.global private constant @fmt_arith : !vir.array<19 x i8> = "arith %a %a %a %a\0A\00"
vir.global private constant @fmt_conv : !vir.array<24 x i8> = "conv %d %u %d %g %g %a\0A\00"

// CHECK-LABEL: _Bool cmp(int32_t v0, double v1, double v2) {
// CHECK:       bb1:
// CHECK-NEXT:    v{{[0-9]+}} = 0;
// CHECK:         v{{[0-9]+}} = (v1 == v2);
// CHECK:         v{{[0-9]+}} = (v1 > v2);
// CHECK:         v{{[0-9]+}} = (v1 >= v2);
// CHECK:         v{{[0-9]+}} = (v1 < v2);
// CHECK:         v{{[0-9]+}} = (v1 <= v2);
// CHECK:         v{{[0-9]+}} = ((v1 < v2) || (v1 > v2));
// CHECK:         v{{[0-9]+}} = (!__builtin_isunordered(v1, v2));
// CHECK:         v{{[0-9]+}} = (!((v1 < v2) || (v1 > v2)));
// CHECK:         v{{[0-9]+}} = (!(v1 <= v2));
// CHECK:         v{{[0-9]+}} = (!(v1 < v2));
// CHECK:         v{{[0-9]+}} = (!(v1 >= v2));
// CHECK:         v{{[0-9]+}} = (!(v1 > v2));
// CHECK:         v{{[0-9]+}} = (v1 != v2);
// CHECK:         v{{[0-9]+}} = __builtin_isunordered(v1, v2);
// CHECK:         v{{[0-9]+}} = 1;
vir.func @cmp(%pred: i32, %a: f64, %b: f64) -> i1 {
  vir.switch %pred : i32, [
    default: ^p15,
    0: ^p0, 1: ^p1, 2: ^p2, 3: ^p3, 4: ^p4, 5: ^p5, 6: ^p6, 7: ^p7,
    8: ^p8, 9: ^p9, 10: ^p10, 11: ^p11, 12: ^p12, 13: ^p13, 14: ^p14
  ]
^p0:
  %r0 = vir.fcmp false %a, %b : f64
  vir.br ^out(%r0 : i1)
^p1:
  %r1 = vir.fcmp oeq %a, %b : f64
  vir.br ^out(%r1 : i1)
^p2:
  %r2 = vir.fcmp ogt %a, %b : f64
  vir.br ^out(%r2 : i1)
^p3:
  %r3 = vir.fcmp oge %a, %b : f64
  vir.br ^out(%r3 : i1)
^p4:
  %r4 = vir.fcmp olt %a, %b : f64
  vir.br ^out(%r4 : i1)
^p5:
  %r5 = vir.fcmp ole %a, %b : f64
  vir.br ^out(%r5 : i1)
^p6:
  %r6 = vir.fcmp one %a, %b : f64
  vir.br ^out(%r6 : i1)
^p7:
  %r7 = vir.fcmp ord %a, %b : f64
  vir.br ^out(%r7 : i1)
^p8:
  %r8 = vir.fcmp ueq %a, %b : f64
  vir.br ^out(%r8 : i1)
^p9:
  %r9 = vir.fcmp ugt %a, %b : f64
  vir.br ^out(%r9 : i1)
^p10:
  %r10 = vir.fcmp uge %a, %b : f64
  vir.br ^out(%r10 : i1)
^p11:
  %r11 = vir.fcmp ult %a, %b : f64
  vir.br ^out(%r11 : i1)
^p12:
  %r12 = vir.fcmp ule %a, %b : f64
  vir.br ^out(%r12 : i1)
^p13:
  %r13 = vir.fcmp une %a, %b : f64
  vir.br ^out(%r13 : i1)
^p14:
  %r14 = vir.fcmp uno %a, %b : f64
  vir.br ^out(%r14 : i1)
^p15:
  %r15 = vir.fcmp true %a, %b : f64
  vir.br ^out(%r15 : i1)
^out(%r: i1):
  vir.return %r : i1
}

vir.func private @frem(%a: f64, %b: f64) -> f64 {
  %r = vir.frem %a, %b : f64
  vir.return %r : f64
}

vir.func private @fremf(%a: f32, %b: f32) -> f64 {
  %r = vir.frem %a, %b : f32
  %d = vir.fpext %r : f32 to f64
  vir.return %d : f64
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c16 = vir.constant 16 : i32
  %one = vir.constant 1.0 : f64
  %two = vir.constant 2.0 : f64
  %nan = vir.constant 0x7FF8000000000000 : f64
  %names = vir.addressof @names : !vir.ptr
  %fc = vir.addressof @fmt_cmp : !vir.ptr
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %more = vir.icmp slt %i, %c16 : i32
  vir.cond_br %more, ^body, ^rest
^body:
  %x = vir.call @cmp(%i, %one, %two) : (i32, f64, f64) -> i1
  %y = vir.call @cmp(%i, %two, %two) : (i32, f64, f64) -> i1
  %z = vir.call @cmp(%i, %nan, %one) : (i32, f64, f64) -> i1
  %x32 = vir.zext %x : i1 to i32
  %y32 = vir.zext %y : i1 to i32
  %z32 = vir.zext %z : i1 to i32
  %i64 = vir.sext %i : i32 to i64
  %name = vir.gep %names[0, %i64] : !vir.array<16 x !vir.array<6 x i8>>
  %r = vir.call @printf(%fc, %name, %x32, %y32, %z32) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32) -> i32
  %next = vir.add %i, %c1 : i32
  vir.br ^loop(%next : i32)
^rest:
  // fmod: the remainder has the dividend's sign and is exact.
  %seven = vir.constant 7.0 : f64
  %three = vir.constant 3.0 : f64
  %mseven = vir.constant -7.0 : f64
  %a = vir.constant 5.75 : f64
  %mzero = vir.constant -0.0 : f64
  %inf = vir.constant 0x7FF0000000000000 : f64
  %big = vir.constant 1.0e300 : f64
  %tiny = vir.constant 0x0000000000000003 : f64
  %den = vir.constant 0x0000000000000002 : f64
  %q = vir.constant 4.5 : f64
  %f1 = vir.call @frem(%seven, %three) : (f64, f64) -> f64
  %f2 = vir.call @frem(%mseven, %three) : (f64, f64) -> f64
  %f3 = vir.call @frem(%a, %one) : (f64, f64) -> f64
  %f4 = vir.call @frem(%mzero, %three) : (f64, f64) -> f64
  %f5 = vir.call @frem(%a, %inf) : (f64, f64) -> f64
  %f6 = vir.call @frem(%inf, %three) : (f64, f64) -> f64
  %f7 = vir.call @frem(%tiny, %den) : (f64, f64) -> f64
  %f8 = vir.call @frem(%q, %three) : (f64, f64) -> f64
  %ff = vir.addressof @fmt_frem : !vir.ptr
  %r1 = vir.call @printf(%ff, %f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8) vararg((!vir.ptr) -> i32) : (!vir.ptr, f64, f64, f64, f64, f64, f64, f64, f64) -> i32

  %s7 = vir.constant 7.0 : f32
  %s3 = vir.constant 3.0 : f32
  %sm7 = vir.constant -7.0 : f32
  %sa = vir.constant 5.75 : f32
  %s1 = vir.constant 1.0 : f32
  %sinf = vir.constant 0x7F800000 : f32
  %g1 = vir.call @fremf(%s7, %s3) : (f32, f32) -> f64
  %g2 = vir.call @fremf(%sm7, %s3) : (f32, f32) -> f64
  %g3 = vir.call @fremf(%sa, %s1) : (f32, f32) -> f64
  %g4 = vir.call @fremf(%sa, %sinf) : (f32, f32) -> f64
  %g5 = vir.call @fremf(%sinf, %s1) : (f32, f32) -> f64
  %fff = vir.addressof @fmt_fremf : !vir.ptr
  %r2 = vir.call @printf(%fff, %g1, %g2, %g3, %g4, %g5) vararg((!vir.ptr) -> i32) : (!vir.ptr, f64, f64, f64, f64, f64) -> i32

  // fneg flips the sign bit, of zero too.
  // CHECK: v{{[0-9]+}} = (-v{{[0-9]+}});
  %h1 = vir.fadd %one, %two : f64
  %zero = vir.constant 0.0 : f64
  %h3 = vir.fneg %zero : f64
  %h4 = vir.fdiv %one, %three : f64
  %fa = vir.addressof @fmt_arith : !vir.ptr
  %half0 = vir.constant 0.5 : f64
  %half = vir.fsub %zero, %half0 fastmath<fast> : f64
  %r3 = vir.call @printf(%fa, %h1, %half, %h3, %h4) vararg((!vir.ptr) -> i32) : (!vir.ptr, f64, f64, f64, f64) -> i32

  // Conversions.
  // CHECK: v{{[0-9]+}} = (int32_t)v{{[0-9]+}};
  // CHECK: v{{[0-9]+}} = (int32_t)((uint32_t)v{{[0-9]+}});
  // CHECK: v{{[0-9]+}} = (double)(uint64_t)v{{[0-9]+}};
  // CHECK: v{{[0-9]+}} = (float)v{{[0-9]+}};
  %m35 = vir.constant -3.5 : f64
  %t1 = vir.fptosi %m35 : f64 to i32
  %u32max = vir.constant 4294967295.0 : f64
  %t2 = vir.fptoui %u32max : f64 to i32
  %allones = vir.constant -1 : i64
  %t3 = vir.sitofp %allones : i64 to f64
  %t3i = vir.fptosi %t3 : f64 to i32
  %t4 = vir.uitofp %allones : i64 to f64
  %tenth = vir.constant 0.1 : f64
  %t5 = vir.fptrunc %tenth : f64 to f32
  %t5d = vir.fpext %t5 : f32 to f64
  %fcv = vir.addressof @fmt_conv : !vir.ptr
  %r4 = vir.call @printf(%fcv, %t1, %t2, %t3i, %t4, %tenth, %t5d) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, f64, f64, f64) -> i32
  vir.return %c0 : i32
}
