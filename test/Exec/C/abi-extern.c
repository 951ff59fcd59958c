// RUN: clang-22 -O2 -c %S/Inputs/abi-callee.c -o %t.callee.o
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir
// RUN: FileCheck --check-prefix=VIR %s < %t.mlir
// RUN: vct-mlir-opt -O2 %t.mlir -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.out.ll
// RUN: FileCheck --check-prefix=LLVM %s < %t.out.ll
// RUN: llc -O2 -relocation-model=pic -filetype=obj %t.out.ll -o %t.o && %cc %t.o %t.callee.o -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.c && %cc %t.c %t.callee.o -o %t.cexe && %t.cexe | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s %t.callee.o -o %t.ref && %t.ref | FileCheck %s

// Calls between VCT-compiled code and clang-compiled code agree on the
// extension of char and short arguments and results and on the sret
// pointer (issue 13): the importer records clang's signext/zeroext/sret
// (vct.abi) and both backends state them again.

// VIR-DAG: vir.func private @take_uchar(i8) -> i32 attributes {vct.abi = {args = ["zeroext"]}}
// VIR-DAG: vir.func private @take_mixed(i8, i16, i16, i8) -> i64 attributes {vct.abi = {args = ["zeroext", "signext", "zeroext", "signext"]}}
// VIR-DAG: vir.func private @give_schar(i32) -> i8 attributes {vct.abi = {args = [""], result = "signext"}}
// VIR-DAG: vir.func private @make_big(!vir.ptr, i64) attributes {vct.abi = {args = ["sret", ""], sret_type = !vir.struct<i64, i64, i64>}}
// VIR-DAG: vir.call %{{.*}}(%{{.*}}) {vct.abi = {args = ["zeroext"]}} : (i8) -> i32
// VIR-DAG: vir.func @vct_uchar(%arg0: i32) -> i8 attributes {vct.abi = {args = [""], result = "zeroext"}}

// LLVM-DAG: declare i32 @take_uchar(i8 zeroext)
// LLVM-DAG: declare i64 @take_mixed(i8 zeroext, i16 signext, i16 zeroext, i8 signext)
// LLVM-DAG: declare signext i8 @give_schar(i32)
// LLVM-DAG: declare void @make_big(ptr sret({ i64, i64, i64 }), i64)
// LLVM-DAG: define zeroext i8 @vct_uchar(i32
// LLVM-DAG: call i32 %{{.*}}(i8 zeroext %{{.*}})
// LLVM-DAG: call zeroext i8 %{{.*}}(i32 %{{.*}})
// LLVM-DAG: define void @vct_big(ptr {{.*}}sret({ i64, i64, i64 }){{.*}}, i64
// The C backend: zeroext as unsigned types, an sret definition returns its
// pointer.
// RUN: FileCheck --check-prefix=C %s < %t.c
// C-DAG: int32_t vct_ext_take_uchar(uint8_t) VCT_ASM_NAME("take_uchar");
// C-DAG: int64_t vct_ext_take_mixed(uint8_t, int16_t, uint16_t, int8_t)
// C-DAG: uint8_t vct_def_vct_uchar(int32_t) VCT_ASM_NAME("vct_uchar");
// C-DAG: void *vct_def_vct_big(void *restrict, int64_t) VCT_ASM_NAME("vct_big");

// CHECK: uchar 200 schar -56 ushort 65000 short -536
// CHECK-NEXT: mixed 200-0536+65000-0056 = 199528944
// CHECK-NEXT: results -56 200 65000
// CHECK-NEXT: big 7 14 21
// CHECK-NEXT: indirect 200 -56 200
// CHECK-NEXT: back -55800628 + 126 = -55800502

#include <stdio.h>

struct big {
  long a, b, c;
};

int take_uchar(unsigned char c);
int take_schar(signed char c);
int take_ushort(unsigned short s);
int take_short(short s);
long take_mixed(unsigned char a, short b, unsigned short c, signed char d);
signed char give_schar(int x);
unsigned char give_uchar(int x);
unsigned short give_ushort(int x);
struct big make_big(long x);
long use_vct(int x);

signed char vct_schar(int x) { return (signed char)x; }
unsigned char vct_uchar(int x) { return (unsigned char)x; }
short vct_short(int x) { return (short)(x * 1000 - 200536); }
struct big vct_big(long x) {
  struct big r = {x / 10, x / 20, x / 50};
  return r;
}

static volatile int v200 = 200, v65000 = 65000, vminus = -536;

int main(void) {
  // Values computed in 32-bit registers whose upper bits are not those of
  // the narrow argument unless the caller extends it.
  int a = v200, b = v65000, c = vminus;
  printf("uchar %d schar %d ushort %d short %d\n", take_uchar(a),
         take_schar(a), take_ushort(b), take_short(c));
  printf("mixed %d%05d+%d%05d = %ld\n", a, c, b, -56,
         take_mixed(a, c, b, a));
  printf("results %d %d %d\n", give_schar(a + 256), give_uchar(a + 512),
         give_ushort(b + 65536));
  struct big big = make_big(v200 / 28);
  printf("big %ld %ld %ld\n", big.a, big.b, big.c);
  // Through pointers: the call sites state the extensions themselves.
  int (*volatile take_u)(unsigned char) = take_uchar;
  int (*volatile take_s)(signed char) = take_schar;
  unsigned char (*volatile give_u)(int) = give_uchar;
  printf("indirect %d %d %d\n", take_u(a), take_s(a), give_u(a + 512) + 0);
  long back = use_vct(a);
  printf("back %ld + %d = %ld\n", back - 126, 126, back);
  return 0;
}
