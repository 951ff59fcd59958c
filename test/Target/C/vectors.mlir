// RUN: vct-translate --vir-to-c %s | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc -O2 %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT

// Vectors are structures of one array, `struct { T e[N]; }`, handled lane
// by lane (any length, any element type, i1 and pointers included). In
// memory a vector is its elements back to back; a vector of i1 is
// bit-packed.

// OUT:      arith: 6 -2 2147483647 -8
// OUT-NEXT: cmp: 1 1 0 1
// OUT-NEXT: select: 5 3 7 -8
// OUT-NEXT: lanes: 99 2 3 4
// OUT-NEXT: shuffle: 4 10 0 1
// OUT-NEXT: reduce: 10 24 0 7 4 1 4 1 4
// OUT-NEXT: freduce: 10.5 30 1 4 1 4
// OUT-NEXT: bits: 141 1 0 1 1 0 0 0 1
// OUT-NEXT: bitcast: 2 1 141
// OUT-NEXT: ptrs: 1 0

// CHECK-DAG: typedef struct { int32_t e[4]; } vct_v4i32;
// CHECK-DAG: typedef struct { _Bool e[4]; } vct_v4i1;
// CHECK-DAG: typedef struct { _Bool e[8]; } vct_v8i1;
// CHECK-DAG: typedef struct { void *e[2]; } vct_v2ptr;
// CHECK-DAG: typedef struct { float e[4]; } vct_v4f32;

vir.func private @printf(!vir.ptr, ...) -> i32

vir.global private constant @fmt_arith : !vir.array<20 x i8> = "arith: %d %d %d %d\0A\00"
vir.global private constant @fmt_cmp : !vir.array<18 x i8> = "cmp: %d %d %d %d\0A\00"
vir.global private constant @fmt_sel : !vir.array<21 x i8> = "select: %d %d %d %d\0A\00"
vir.global private constant @fmt_lanes : !vir.array<20 x i8> = "lanes: %d %d %d %d\0A\00"
vir.global private constant @fmt_shuf : !vir.array<22 x i8> = "shuffle: %d %d %d %d\0A\00"
vir.global private constant @fmt_red : !vir.array<36 x i8> = "reduce: %d %d %d %d %d %d %d %d %d\0A\00"
vir.global private constant @fmt_fred : !vir.array<28 x i8> = "freduce: %g %g %g %g %g %g\0A\00"
vir.global private constant @fmt_bits : !vir.array<34 x i8> = "bits: %d %d %d %d %d %d %d %d %d\0A\00"
vir.global private constant @fmt_bc : !vir.array<19 x i8> = "bitcast: %d %d %d\0A\00"
vir.global private constant @fmt_ptrs : !vir.array<13 x i8> = "ptrs: %d %d\0A\00"

// Element-wise operations loop over the lanes. In a function's signature a
// vector of 8 or 16 bytes is the GNU vector type, which C compilers pass in
// one SSE register as LLVM passes the vector (the structure would go in
// general registers), so code from either backend and from clang can call
// each other; a union converts it at the entry, the return and the call.
// CHECK-DAG: typedef int32_t vct_r4i32 __attribute__((vector_size(16)));
// CHECK-LABEL: vct_r4i32 arith(vct_r4i32 v0_vec, vct_r4i32 v1_vec) {
// CHECK-NEXT:    vct_v4i32 v0 = ((union { vct_v4i32 s; vct_r4i32 r; }){ .r = v0_vec }).s;
// CHECK-NEXT:    vct_v4i32 v1 = ((union { vct_v4i32 s; vct_r4i32 r; }){ .r = v1_vec }).s;
// CHECK:         for (int vct_i = 0; vct_i < 4; ++vct_i)
// CHECK-NEXT:      v2.e[vct_i] = (int32_t)((uint32_t)v0.e[vct_i] + (uint32_t)v1.e[vct_i]);
// CHECK:         return ((union { vct_v4i32 s; vct_r4i32 r; }){ .s = v2 }).r;
vir.func @arith(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %s = vir.add %a, %b : vector<4xi32>
  vir.return %s : vector<4xi32>
}

vir.func private @print4(%f: !vir.ptr, %v: vector<4xi32>) {
  %k0 = vir.constant 0 : i64
  %k1 = vir.constant 1 : i64
  %k2 = vir.constant 2 : i64
  %k3 = vir.constant 3 : i64
  %e0 = vir.extract %v[%k0 : i64] : vector<4xi32>
  %e1 = vir.extract %v[%k1 : i64] : vector<4xi32>
  %e2 = vir.extract %v[%k2 : i64] : vector<4xi32>
  %e3 = vir.extract %v[%k3 : i64] : vector<4xi32>
  %r = vir.call @printf(%f, %e0, %e1, %e2, %e3) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32
  vir.return
}

// CHECK-LABEL: int main(void) {
vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  // CHECK: v{{[0-9]+}} = (vct_v4i32){ { 1, -5, 2147483647, -8 } };
  %a = vir.constant dense<[1, -5, 2147483647, -8]> : vector<4xi32>
  %b = vir.constant dense<[5, 3, 0, 0]> : vector<4xi32>
  %sum = vir.call @arith(%a, %b) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %fa = vir.addressof @fmt_arith : !vir.ptr
  vir.call @print4(%fa, %sum) : (!vir.ptr, vector<4xi32>) -> ()

  // Comparisons give vectors of i1; select per lane.
  %lt = vir.icmp slt %a, %b : vector<4xi32>
  %lt32 = vir.zext %lt : vector<4xi1> to vector<4xi32>
  %fc = vir.addressof @fmt_cmp : !vir.ptr
  vir.call @print4(%fc, %lt32) : (!vir.ptr, vector<4xi32>) -> ()
  %c3 = vir.constant dense<[-3, -3, 7, 7]> : vector<4xi32>
  %sel = vir.select %lt, %b, %c3 : vector<4xi1>, vector<4xi32>
  %neg = vir.icmp sgt %a, %b : vector<4xi32>
  %sel2 = vir.select %neg, %c3, %sel : vector<4xi1>, vector<4xi32>
  %k3 = vir.constant 3 : i64
  %last = vir.extract %a[%k3 : i64] : vector<4xi32>
  %sel3 = vir.insert %last, %sel2[%k3 : i64] : vector<4xi32>
  %fs = vir.addressof @fmt_sel : !vir.ptr
  vir.call @print4(%fs, %sel3) : (!vir.ptr, vector<4xi32>) -> ()

  // insert and extract (indices are taken modulo the length: an index out
  // of range gives poison, never an access outside the array).
  // CHECK: v{{[0-9]+}}.e[((uint32_t)v{{[0-9]+}} % 4u)] = v{{[0-9]+}};
  %c99 = vir.constant 99 : i32
  %ramp = vir.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %i0 = vir.constant 0 : i32
  %ins = vir.insert %c99, %ramp[%i0 : i32] : vector<4xi32>
  %i6 = vir.constant 6 : i64
  %poison = vir.extract %ins[%i6 : i64] : vector<4xi32>
  %e0 = vir.extract %ins[%i0 : i32] : vector<4xi32>
  %k1 = vir.constant 1 : i64
  %e2 = vir.extract %ins[%k1 : i64] : vector<4xi32>
  %k2 = vir.constant 2 : i64
  %e3 = vir.extract %ins[%k2 : i64] : vector<4xi32>
  %e4 = vir.extract %ins[%k3 : i64] : vector<4xi32>
  %fl = vir.addressof @fmt_lanes : !vir.ptr
  %r1 = vir.call @printf(%fl, %e0, %e2, %e3, %e4) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32
  %poison_slot = vir.alloca i32
  vir.store volatile %poison, %poison_slot : i32

  // A shuffle picks lanes of both operands; -1 is an undefined lane (0).
  // CHECK:      v[[SH:[0-9]+]].e[0] = v{{[0-9]+}}.e[3];
  // CHECK-NEXT: v[[SH]].e[1] = v{{[0-9]+}}.e[0];
  // CHECK-NEXT: v[[SH]].e[2] = 0;
  // CHECK-NEXT: v[[SH]].e[3] = v{{[0-9]+}}.e[0];
  %c10 = vir.constant 10 : i32
  %tens = vir.splat %c10 : vector<4xi32>
  %sh = vir.shuffle %ramp, %tens [3, 4, -1, 0] : vector<4xi32> -> vector<4xi32>
  %zero = vir.splat %c0 : vector<4xi32>
  %sh2 = vir.shuffle %sh, %zero [0, 1, 4, 7] : vector<4xi32> -> vector<4xi32>
  %sh3 = vir.insert %c0, %sh2[%k2 : i64] : vector<4xi32>
  %one = vir.constant 1 : i32
  %sh4 = vir.insert %one, %sh3[%k3 : i64] : vector<4xi32>
  %fsh = vir.addressof @fmt_shuf : !vir.ptr
  vir.call @print4(%fsh, %sh4) : (!vir.ptr, vector<4xi32>) -> ()

  // Reductions fold the lanes in order.
  // CHECK:      v[[R:[0-9]+]] = v{{[0-9]+}}.e[0];
  // CHECK-NEXT: for (int vct_i = 1; vct_i < 4; ++vct_i)
  // CHECK-NEXT:   v[[R]] = (int32_t)((uint32_t)v[[R]] + (uint32_t)v{{[0-9]+}}.e[vct_i]);
  %radd = vir.reduce add %ramp : vector<4xi32>
  %rmul = vir.reduce mul %ramp : vector<4xi32>
  %rand = vir.reduce and %ramp : vector<4xi32>
  %ror = vir.reduce or %ramp : vector<4xi32>
  %rxor = vir.reduce xor %ramp : vector<4xi32>
  %rsmin = vir.reduce smin %ramp : vector<4xi32>
  %rsmax = vir.reduce smax %ramp : vector<4xi32>
  %mixed = vir.constant dense<[-1, 1, 4, 2]> : vector<4xi32>
  %rumin = vir.reduce umin %mixed : vector<4xi32>
  %rumax = vir.reduce umax %ramp : vector<4xi32>
  %fr = vir.addressof @fmt_red : !vir.ptr
  %r2 = vir.call @printf(%fr, %radd, %rmul, %rand, %ror, %rxor, %rsmin, %rsmax, %rumin, %rumax) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> i32

  // Float reductions; fmin/fmax skip NaN lanes as C's fmin/fmax.
  %fv = vir.constant dense<[1.0, 2.5, 3.0, 4.0]> : vector<4xf32>
  %nan = vir.constant 0x7FC00000 : f32
  %fvn = vir.insert %nan, %fv[%k1 : i64] : vector<4xf32>
  %fadd = vir.reduce fadd %fv : vector<4xf32>
  %fmul2 = vir.reduce fmul %fv : vector<4xf32>
  %fmin = vir.reduce fmin %fv : vector<4xf32>
  %fmax = vir.reduce fmax %fv : vector<4xf32>
  %fminn = vir.reduce fmin %fvn : vector<4xf32>
  %fmaxn = vir.reduce fmax %fvn : vector<4xf32>
  %dadd = vir.fpext %fadd : f32 to f64
  %dmul = vir.fpext %fmul2 : f32 to f64
  %dmin = vir.fpext %fmin : f32 to f64
  %dmax = vir.fpext %fmax : f32 to f64
  %dminn = vir.fpext %fminn : f32 to f64
  %dmaxn = vir.fpext %fmaxn : f32 to f64
  %ffr = vir.addressof @fmt_fred : !vir.ptr
  %r3 = vir.call @printf(%ffr, %dadd, %dmul, %dmin, %dmax, %dminn, %dmaxn) vararg((!vir.ptr) -> i32) : (!vir.ptr, f64, f64, f64, f64, f64, f64) -> i32

  // A vector of i1 in memory is bit-packed.
  // CHECK:      vct_p[vct_i >> 3] |= (unsigned char)(v{{[0-9]+}}.e[vct_i] << (vct_i & 7));
  // CHECK:      v{{[0-9]+}}.e[vct_i] = (_Bool)((((const unsigned char *)v{{[0-9]+}})[vct_i >> 3] >> (vct_i & 7)) & 1);
  %bits = vir.constant dense<[true, false, true, true, false, false, false, true]> : vector<8xi1>
  %slot = vir.alloca i8
  vir.store %bits, %slot : vector<8xi1>
  %byte = vir.load %slot : i8
  %ubyte = vir.zext %byte : i8 to i32
  %back = vir.load %slot : vector<8xi1>
  %back32 = vir.zext %back : vector<8xi1> to vector<8xi32>
  %b0 = vir.extract %back32[%i0 : i32] : vector<8xi32>
  %b1 = vir.extract %back32[%k1 : i64] : vector<8xi32>
  %b2 = vir.extract %back32[%k2 : i64] : vector<8xi32>
  %b3 = vir.extract %back32[%k3 : i64] : vector<8xi32>
  %k4 = vir.constant 4 : i64
  %k5 = vir.constant 5 : i64
  %k6 = vir.constant 6 : i64
  %k7 = vir.constant 7 : i64
  %b4 = vir.extract %back32[%k4 : i64] : vector<8xi32>
  %b5 = vir.extract %back32[%k5 : i64] : vector<8xi32>
  %b6 = vir.extract %back32[%k6 : i64] : vector<8xi32>
  %b7 = vir.extract %back32[%k7 : i64] : vector<8xi32>
  %fb = vir.addressof @fmt_bits : !vir.ptr
  %r4 = vir.call @printf(%fb, %ubyte, %b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> i32

  // bitcast reinterprets the memory image.
  // CHECK: __builtin_memcpy(&v{{[0-9]+}}, &v{{[0-9]+}}, 8);
  %pair = vir.constant dense<[1, 2]> : vector<2xi32>
  %wide = vir.bitcast %pair : vector<2xi32> to i64
  %c32 = vir.constant 32 : i64
  %hi = vir.lshr %wide, %c32 : i64
  %hi32 = vir.trunc %hi : i64 to i32
  %lo32 = vir.trunc %wide : i64 to i32
  %asbyte = vir.bitcast %bits : vector<8xi1> to i8
  %asbyte32 = vir.zext %asbyte : i8 to i32
  %fbc = vir.addressof @fmt_bc : !vir.ptr
  %r5 = vir.call @printf(%fbc, %hi32, %lo32, %asbyte32) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32

  // Vectors of pointers.
  %pa = vir.addressof @fmt_bc : !vir.ptr
  %null = vir.null : !vir.ptr
  %pv0 = vir.splat %null : vector<2x!vir.ptr>
  %pv = vir.insert %pa, %pv0[%i0 : i32] : vector<2x!vir.ptr>
  %nulls = vir.splat %null : vector<2x!vir.ptr>
  %ne = vir.icmp ne %pv, %nulls : vector<2x!vir.ptr>
  %ne32 = vir.zext %ne : vector<2xi1> to vector<2xi32>
  %n0 = vir.extract %ne32[%i0 : i32] : vector<2xi32>
  %n1 = vir.extract %ne32[%k1 : i64] : vector<2xi32>
  %fp = vir.addressof @fmt_ptrs : !vir.ptr
  %r6 = vir.call @printf(%fp, %n0, %n1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.return %c0 : i32
}
