// Vectorized loops compute what the scalar loops do, for every vector shape
// loop-vectorize makes: consecutive loads and stores behind runtime overlap
// checks that pass (disjoint arrays) and fail (overlapping ones), restrict
// pointers, integer add/smax/umin/xor/mul reductions (i16 to i64), a
// reassoc f64 sum, widening (i8 -> i32) and narrowing (i32 -> i8) casts,
// selects, an invariant load, the induction variable as a value, int to
// float conversions, a dependence the vector order keeps (p[i] = p[i+1])
// and one it does not (p[i+1] = p[i], left scalar), and a constant trip
// count of 64 without a remainder. Trip counts 0 to 21 cover loops shorter
// than one vector iteration and every remainder. Generated from C by
// vct-cc -O2 without loop-vectorize (the dsum_fast fadd given reassoc);
// the hash is gcc -O0's.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --loop-vectorize --verify-each %s -o %t.v.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.v.mlir
// RUN: vct-translate --vir-to-llvmir %t.v.mlir -o %t.v.ll && lli %t.v.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.v.mlir -o %t.v.c && %cc %t.v.c -o %t.v.exe && %t.v.exe | FileCheck %s
// RUN: vct-mlir-opt --loop-vectorize=interleave=2 --verify-each %s -o %t.v2.mlir
// RUN: vct-translate --vir-to-llvmir %t.v2.mlir -o %t.v2.ll && lli %t.v2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.v2.mlir -o %t.v2.c && %cc %t.v2.c -o %t.v2.exe && %t.v2.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s
// RUN: vct-mlir-opt -O3 --verify-each %s -o %t.o3.mlir
// RUN: vct-translate --vir-to-llvmir %t.o3.mlir -o %t.o3.ll && lli %t.o3.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o3.mlir -o %t.o3.c && %cc %t.o3.c -o %t.o3.exe && %t.o3.exe | FileCheck %s

// CHECK: hash 3083190464

// IR-LABEL: vir.func @add_i32(
// IR: vir.ptrtoint
// IR: vir.store %{{.*}} : vector<4xi32>
// IR-LABEL: vir.func @sum_i32(
// IR: vir.reduce add %{{.*}} : vector<4xi32>
// IR-LABEL: vir.func @saxpy(
// IR-NOT: vir.ptrtoint
// IR: vir.fmul %{{.*}} : vector<4xf32>
// IR-LABEL: vir.func @widen(
// IR: vir.zext %{{.*}} : vector<4xi8> to vector<4xi32>
// IR-LABEL: vir.func @narrow(
// IR: vir.trunc %{{.*}} : vector<4xi32> to vector<4xi8>
// IR-LABEL: vir.func @max_i32(
// IR: vir.reduce smax
// IR-LABEL: vir.func @umin_u32(
// IR: vir.reduce umin
// IR-LABEL: vir.func @absval(
// IR: vir.select %{{.*}} : vector<4xi1>, vector<4xi32>
// IR-LABEL: vir.func @twice64(
// IR-NOT: vir.load %{{.*}} : i64
// IR: vir.store %{{.*}} : vector<2xi64>
// IR-LABEL: vir.func @shift_down(
// IR: vector<4xi32>
// IR-LABEL: vir.func @shift_up(
// IR-NOT: vector<
// IR-LABEL: vir.func @xor_i64(
// IR: vir.reduce xor %{{.*}} : vector<2xi64>
// IR-LABEL: vir.func @dsum(
// IR-NOT: vector<
// IR-LABEL: vir.func @dsum_fast(
// IR: vir.reduce fadd %{{.*}} fastmath<reassoc> : vector<2xf64>
// IR-LABEL: vir.func @cvt(
// IR: vir.sitofp %{{.*}} : vector<4xi32> to vector<4xf32>
// IR-LABEL: vir.func @bcast(
// IR: vir.load %{{.*}} : i32
// IR-NEXT: vir.splat

module {
  vir.global private @C : !vir.array<80 x i32> = zeroinit align 16
  vir.global private @A : !vir.array<64 x i32> = zeroinit align 16
  vir.global private @B : !vir.array<64 x i32> = zeroinit align 16
  vir.global private @F : !vir.array<64 x f32> = zeroinit align 16
  vir.global private @G : !vir.array<64 x f32> = zeroinit align 16
  vir.global private @U8 : !vir.array<64 x i8> = zeroinit align 16
  vir.global private @S8 : !vir.array<64 x i8> = zeroinit align 16
  vir.global private @L : !vir.array<64 x i64> = zeroinit align 16
  vir.global private @H : !vir.array<64 x i16> = zeroinit align 16
  vir.global private @D : !vir.array<64 x f64> = zeroinit align 16
  vir.global private @E : !vir.array<64 x f64> = zeroinit align 16
  vir.global private constant @".str" : !vir.array<9 x i8> = "hash %u\0A\00" align 1
  vir.global private @hash : i32 = -2128831035 align 4
  vir.func @add_i32(%arg0: !vir.ptr, %arg1: !vir.ptr, %arg2: !vir.ptr, %arg3: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">]} {
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg3 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb2(%c0_i64 : i64), ^bb1
  ^bb1:
    vir.return
  ^bb2(%2: i64):
    %3 = vir.gep inbounds %arg1[%2] : i32
    %4 = vir.load %3 align 4 : i32
    %5 = vir.gep inbounds %arg2[%2] : i32
    %6 = vir.load %5 align 4 : i32
    %7 = vir.add %4, %6 nsw : i32
    %8 = vir.gep inbounds %arg0[%2] : i32
    vir.store %7, %8 align 4 : i32
    %9 = vir.add %2, %c1_i64 : i64
    %10 = vir.icmp slt %9, %0 : i64
    vir.cond_br %10, ^bb2(%9 : i64), ^bb1 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func @sum_i32(%arg0: !vir.ptr, %arg1: i32) -> i32 attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.readonly<origin = "function-attrs">]} {
    %c0_i32 = vir.constant 0 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg1 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb2(%c0_i32, %c0_i64 : i32, i64), ^bb1(%c0_i32 : i32)
  ^bb1(%2: i32):
    vir.return %2 : i32
  ^bb2(%3: i32, %4: i64):
    %5 = vir.gep inbounds %arg0[%4] : i32
    %6 = vir.load %5 align 4 : i32
    %7 = vir.add %3, %6 nsw : i32
    %8 = vir.add %4, %c1_i64 : i64
    %9 = vir.icmp slt %8, %0 : i64
    vir.cond_br %9, ^bb2(%7, %8 : i32, i64), ^bb1(%7 : i32) {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func @saxpy(%arg0: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg1: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg2: f32, %arg3: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">]} {
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg3 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb2(%c0_i64 : i64), ^bb1
  ^bb1:
    vir.return
  ^bb2(%2: i64):
    %3 = vir.gep inbounds %arg1[%2] : f32
    %4 = vir.load %3 align 4 : f32
    %5 = vir.gep inbounds %arg0[%2] : f32
    %6 = vir.load %5 align 4 : f32
    %7 = vir.fmul %arg2, %4 : f32
    %8 = vir.fadd %7, %6 : f32
    vir.store %8, %5 align 4 : f32
    %9 = vir.add %2, %c1_i64 : i64
    %10 = vir.icmp slt %9, %0 : i64
    vir.cond_br %10, ^bb2(%9 : i64), ^bb1 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func @widen(%arg0: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg1: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg2: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">]} {
    %c3_i32 = vir.constant 3 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg2 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb2(%c0_i64 : i64), ^bb1
  ^bb1:
    vir.return
  ^bb2(%2: i64):
    %3 = vir.gep inbounds %arg1[%2] : i8
    %4 = vir.load %3 align 1 : i8
    %5 = vir.zext %4 : i8 to i32
    %6 = vir.mul %5, %c3_i32 nsw : i32
    %7 = vir.gep inbounds %arg0[%2] : i32
    vir.store %6, %7 align 4 : i32
    %8 = vir.add %2, %c1_i64 : i64
    %9 = vir.icmp slt %8, %0 : i64
    vir.cond_br %9, ^bb2(%8 : i64), ^bb1 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func @narrow(%arg0: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg1: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg2: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">]} {
    %c1_i32 = vir.constant 1 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg2 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb2(%c0_i64 : i64), ^bb1
  ^bb1:
    vir.return
  ^bb2(%2: i64):
    %3 = vir.gep inbounds %arg1[%2] : i32
    %4 = vir.load %3 align 4 : i32
    %5 = vir.add %4, %c1_i32 nsw : i32
    %6 = vir.trunc %5 : i32 to i8
    %7 = vir.gep inbounds %arg0[%2] : i8
    vir.store %6, %7 align 1 : i8
    %8 = vir.add %2, %c1_i64 : i64
    %9 = vir.icmp slt %8, %0 : i64
    vir.cond_br %9, ^bb2(%8 : i64), ^bb1 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func @max_i32(%arg0: !vir.ptr, %arg1: i32) -> i32 attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.readonly<origin = "function-attrs">]} {
    %cn1000_i32 = vir.constant -1000 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg1 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb2(%cn1000_i32, %c0_i64 : i32, i64), ^bb1(%cn1000_i32 : i32)
  ^bb1(%2: i32):
    vir.return %2 : i32
  ^bb2(%3: i32, %4: i64):
    %5 = vir.gep inbounds %arg0[%4] : i32
    %6 = vir.load %5 align 4 : i32
    %7 = vir.icmp sgt %6, %3 : i32
    %8 = vir.select %7, %6, %3 : i1, i32
    %9 = vir.add %4, %c1_i64 : i64
    %10 = vir.icmp slt %9, %0 : i64
    vir.cond_br %10, ^bb2(%8, %9 : i32, i64), ^bb1(%8 : i32) {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func @umin_u32(%arg0: !vir.ptr, %arg1: i32) -> i32 attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.readonly<origin = "function-attrs">]} {
    %cn294967296_i32 = vir.constant -294967296 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg1 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb2(%cn294967296_i32, %c0_i64 : i32, i64), ^bb1(%cn294967296_i32 : i32)
  ^bb1(%2: i32):
    vir.return %2 : i32
  ^bb2(%3: i32, %4: i64):
    %5 = vir.gep inbounds %arg0[%4] : i32
    %6 = vir.load %5 align 4 : i32
    %7 = vir.icmp ult %6, %3 : i32
    %8 = vir.select %7, %6, %3 : i1, i32
    %9 = vir.add %4, %c1_i64 : i64
    %10 = vir.icmp slt %9, %0 : i64
    vir.cond_br %10, ^bb2(%8, %9 : i32, i64), ^bb1(%8 : i32) {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func @absval(%arg0: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg1: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg2: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">]} {
    %c0_i32 = vir.constant 0 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg2 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb2(%c0_i64 : i64), ^bb1
  ^bb1:
    vir.return
  ^bb2(%2: i64):
    %3 = vir.gep inbounds %arg1[%2] : i32
    %4 = vir.load %3 align 4 : i32
    %5 = vir.icmp slt %4, %c0_i32 : i32
    %6 = vir.sub %c0_i32, %4 nsw : i32
    %7 = vir.select %5, %6, %4 : i1, i32
    %8 = vir.gep inbounds %arg0[%2] : i32
    vir.store %7, %8 align 4 : i32
    %9 = vir.add %2, %c1_i64 : i64
    %10 = vir.icmp slt %9, %0 : i64
    vir.cond_br %10, ^bb2(%9 : i64), ^bb1 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func @twice64(%arg0: !vir.ptr) attributes {alias_scopes = ["vct.slot0", "vct.slot1"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">]} {
    %c1_i64 = vir.constant 1 : i64
    %c0_i64 = vir.constant 0 : i64
    %c64_i64 = vir.constant 64 : i64
    vir.br ^bb2(%c0_i64 : i64)
  ^bb1:  // pred: ^bb2
    vir.return
  ^bb2(%0: i64):
    %1 = vir.gep inbounds %arg0[%0] : i64
    %2 = vir.load %1 align 8 : i64
    %3 = vir.shl %2, %c1_i64 : i64
    %4 = vir.add %3, %c1_i64 nsw : i64
    vir.store %4, %1 align 8 : i64
    %5 = vir.add %0, %c1_i64 : i64
    %6 = vir.icmp slt %5, %c64_i64 : i64
    vir.cond_br %6, ^bb2(%5 : i64), ^bb1 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func @shift_down(%arg0: !vir.ptr, %arg1: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">]} {
    %c1_i32 = vir.constant 1 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg1 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb2(%c0_i64 : i64), ^bb1
  ^bb1:
    vir.return
  ^bb2(%2: i64):
    %3 = vir.add %2, %c1_i64 : i64
    %4 = vir.gep inbounds %arg0[%3] : i32
    %5 = vir.load %4 align 4 : i32
    %6 = vir.add %5, %c1_i32 nsw : i32
    %7 = vir.gep inbounds %arg0[%2] : i32
    vir.store %6, %7 align 4 : i32
    %8 = vir.icmp slt %3, %0 : i64
    vir.cond_br %8, ^bb2(%3 : i64), ^bb1 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func @shift_up(%arg0: !vir.ptr, %arg1: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">]} {
    %c1_i32 = vir.constant 1 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg1 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb2(%c0_i64 : i64), ^bb1
  ^bb1:
    vir.return
  ^bb2(%2: i64):
    %3 = vir.gep inbounds %arg0[%2] : i32
    %4 = vir.load %3 align 4 : i32
    %5 = vir.add %4, %c1_i32 nsw : i32
    %6 = vir.add %2, %c1_i64 : i64
    %7 = vir.gep inbounds %arg0[%6] : i32
    vir.store %5, %7 align 4 : i32
    %8 = vir.icmp slt %6, %0 : i64
    vir.cond_br %8, ^bb2(%6 : i64), ^bb1 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func @xor_i64(%arg0: !vir.ptr, %arg1: i32) -> i64 attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.readonly<origin = "function-attrs">]} {
    %c7_i64 = vir.constant 7 : i64
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg1 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb2(%c7_i64, %c0_i64 : i64, i64), ^bb1(%c7_i64 : i64)
  ^bb1(%2: i64):
    vir.return %2 : i64
  ^bb2(%3: i64, %4: i64):
    %5 = vir.gep inbounds %arg0[%4] : i64
    %6 = vir.load %5 align 8 : i64
    %7 = vir.xor %3, %6 : i64
    %8 = vir.add %4, %c1_i64 : i64
    %9 = vir.icmp slt %8, %0 : i64
    vir.cond_br %9, ^bb2(%7, %8 : i64, i64), ^bb1(%7 : i64) {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func @mul_i16(%arg0: !vir.ptr, %arg1: i32) -> i16 attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.readonly<origin = "function-attrs">]} {
    %c1_i16 = vir.constant 1 : i16
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg1 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb2(%c1_i16, %c0_i64 : i16, i64), ^bb1(%c1_i16 : i16)
  ^bb1(%2: i16):
    vir.return %2 : i16
  ^bb2(%3: i16, %4: i64):
    %5 = vir.sext %3 : i16 to i32
    %6 = vir.gep inbounds %arg0[%4] : i16
    %7 = vir.load %6 align 2 : i16
    %8 = vir.sext %7 : i16 to i32
    %9 = vir.mul %5, %8 nsw : i32
    %10 = vir.trunc %9 : i32 to i16
    %11 = vir.add %4, %c1_i64 : i64
    %12 = vir.icmp slt %11, %0 : i64
    vir.cond_br %12, ^bb2(%10, %11 : i16, i64), ^bb1(%10 : i16) {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func @iota(%arg0: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg1: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.writeonly<origin = "function-attrs">]} {
    %c5_i32 = vir.constant 5 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %c0_i32 = vir.constant 0 : i32
    %0 = vir.sext %arg1 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb2(%c0_i64, %c0_i32 : i64, i32), ^bb1
  ^bb1:
    vir.return
  ^bb2(%2: i64, %3: i32):
    %4 = vir.mul %3, %c5_i32 nsw : i32
    %5 = vir.gep inbounds %arg0[%2] : i32
    vir.store %4, %5 align 4 : i32
    %6 = vir.add %2, %c1_i64 : i64
    %7 = vir.trunc %6 : i64 to i32
    %8 = vir.icmp slt %6, %0 : i64
    vir.cond_br %8, ^bb2(%6, %7 : i64, i32), ^bb1 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func @dsum(%arg0: !vir.ptr, %arg1: i32) -> f64 attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.readonly<origin = "function-attrs">]} {
    %cst = vir.constant 0.000000e+00 : f64
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg1 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb2(%cst, %c0_i64 : f64, i64), ^bb1(%cst : f64)
  ^bb1(%2: f64):
    vir.return %2 : f64
  ^bb2(%3: f64, %4: i64):
    %5 = vir.gep inbounds %arg0[%4] : f64
    %6 = vir.load %5 align 8 : f64
    %7 = vir.fadd %3, %6 : f64
    %8 = vir.add %4, %c1_i64 : i64
    %9 = vir.icmp slt %8, %0 : i64
    vir.cond_br %9, ^bb2(%7, %8 : f64, i64), ^bb1(%7 : f64) {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func @dsum_fast(%arg0: !vir.ptr, %arg1: i32) -> f64 attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.readonly<origin = "function-attrs">]} {
    %cst = vir.constant 0.000000e+00 : f64
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg1 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb2(%cst, %c0_i64 : f64, i64), ^bb1(%cst : f64)
  ^bb1(%2: f64):
    vir.return %2 : f64
  ^bb2(%3: f64, %4: i64):
    %5 = vir.gep inbounds %arg0[%4] : f64
    %6 = vir.load %5 align 8 : f64
    %7 = vir.fadd %3, %6 fastmath<reassoc> : f64
    %8 = vir.add %4, %c1_i64 : i64
    %9 = vir.icmp slt %8, %0 : i64
    vir.cond_br %9, ^bb2(%7, %8 : f64, i64), ^bb1(%7 : f64) {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func @dscale(%arg0: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg1: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg2: f64, %arg3: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">]} {
    %cst = vir.constant -1.000000e+00 : f64
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg3 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb2(%c0_i64 : i64), ^bb1
  ^bb1:
    vir.return
  ^bb2(%2: i64):
    %3 = vir.gep inbounds %arg1[%2] : f64
    %4 = vir.load %3 align 8 : f64
    %5 = vir.fmul %4, %arg2 : f64
    %6 = vir.fadd %5, %cst : f64
    %7 = vir.gep inbounds %arg0[%2] : f64
    vir.store %6, %7 align 8 : f64
    %8 = vir.add %2, %c1_i64 : i64
    %9 = vir.icmp slt %8, %0 : i64
    vir.cond_br %9, ^bb2(%8 : i64), ^bb1 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func @cvt(%arg0: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg1: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg2: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">]} {
    %cst = vir.constant 5.000000e-01 : f32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg2 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb2(%c0_i64 : i64), ^bb1
  ^bb1:
    vir.return
  ^bb2(%2: i64):
    %3 = vir.gep inbounds %arg1[%2] : i32
    %4 = vir.load %3 align 4 : i32
    %5 = vir.sitofp %4 : i32 to f32
    %6 = vir.fmul %5, %cst : f32
    %7 = vir.gep inbounds %arg0[%2] : f32
    vir.store %6, %7 align 4 : f32
    %8 = vir.add %2, %c1_i64 : i64
    %9 = vir.icmp slt %8, %0 : i64
    vir.cond_br %9, ^bb2(%8 : i64), ^bb1 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func @bcast(%arg0: !vir.ptr, %arg1: !vir.ptr, %arg2: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">]} {
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg2 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb2(%c0_i64 : i64), ^bb1
  ^bb1:
    vir.return
  ^bb2(%2: i64):
    %3 = vir.gep inbounds %arg0[%2] : i32
    %4 = vir.load %3 align 4 : i32
    %5 = vir.load %arg1 align 4 : i32
    %6 = vir.add %4, %5 nsw : i32
    vir.store %6, %3 align 4 : i32
    %7 = vir.add %2, %c1_i64 : i64
    %8 = vir.icmp slt %7, %0 : i64
    vir.cond_br %8, ^bb2(%7 : i64), ^bb1 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func @main() -> i32 attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14", "vct.slot15", "vct.slot16", "vct.slot17"]} {
    %c1_i32 = vir.constant 1 : i32
    %c0_i32 = vir.constant 0 : i32
    %L_addr = vir.addressof @L : !vir.ptr
    %hash_addr = vir.addressof @hash : !vir.ptr
    %.str_addr = vir.addressof @".str" : !vir.ptr
    %C_addr = vir.addressof @C : !vir.ptr
    %A_addr = vir.addressof @A : !vir.ptr
    %B_addr = vir.addressof @B : !vir.ptr
    %F_addr = vir.addressof @F : !vir.ptr
    %G_addr = vir.addressof @G : !vir.ptr
    %cst = vir.constant 1.500000e+00 : f32
    %U8_addr = vir.addressof @U8 : !vir.ptr
    %S8_addr = vir.addressof @S8 : !vir.ptr
    %H_addr = vir.addressof @H : !vir.ptr
    %D_addr = vir.addressof @D : !vir.ptr
    %cst_0 = vir.constant 4.000000e+00 : f64
    %E_addr = vir.addressof @E : !vir.ptr
    %cst_1 = vir.constant 3.000000e+00 : f64
    %cst_2 = vir.constant 4.000000e+00 : f32
    %cst_3 = vir.constant 1.600000e+01 : f32
    %c22_i32 = vir.constant 22 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %c64_i64 = vir.constant 64 : i64
    %c16777619_i32 = vir.constant 16777619 : i32
    %c32_i64 = vir.constant 32 : i64
    %0 = vir.gep inbounds %C_addr[1] : i32
    %1 = vir.gep inbounds %C_addr[2] : i32
    %2 = vir.gep inbounds %C_addr[3] : i32
    %3 = vir.gep inbounds %C_addr[4] : i32
    %4 = vir.gep inbounds %C_addr[40] : i32
    vir.br ^bb4(%c0_i32 : i32)
  ^bb1:  // pred: ^bb18
    vir.call @reset() {vir.traits = [#vir.req<inline, soft>]} : () -> ()
    vir.call @twice64(%L_addr) : (!vir.ptr) -> ()
    vir.br ^bb3(%c0_i64 : i64)
  ^bb2:  // pred: ^bb3
    %5 = vir.call @printf(%.str_addr, %16) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
    vir.return %c0_i32 : i32
  ^bb3(%6: i64):
    %7 = vir.gep inbounds %L_addr[0, %6] : !vir.array<64 x i64>
    %8 = vir.load %7 align 8 : i64
    %9 = vir.load %hash_addr align 4 : i32
    %10 = vir.trunc %8 : i64 to i32
    %11 = vir.xor %9, %10 : i32
    %12 = vir.mul %11, %c16777619_i32 : i32
    vir.store %12, %hash_addr align 4 : i32
    %13 = vir.ashr %8, %c32_i64 : i64
    %14 = vir.trunc %13 : i64 to i32
    %15 = vir.xor %12, %14 : i32
    %16 = vir.mul %15, %c16777619_i32 : i32
    vir.store %16, %hash_addr align 4 : i32
    %17 = vir.add %6, %c1_i64 : i64
    %18 = vir.icmp slt %17, %c64_i64 : i64
    vir.cond_br %18, ^bb3(%17 : i64), ^bb2 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb4(%19: i32):
    vir.call @reset() {vir.traits = [#vir.req<inline, soft>]} : () -> ()
    vir.call @add_i32(%C_addr, %A_addr, %B_addr, %19) : (!vir.ptr, !vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb32(%c0_i64 : i64)
  ^bb5:  // pred: ^bb32
    vir.call @reset() {vir.traits = [#vir.req<inline, soft>]} : () -> ()
    vir.call @add_i32(%0, %C_addr, %B_addr, %19) : (!vir.ptr, !vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb31(%c0_i64 : i64)
  ^bb6:  // pred: ^bb31
    vir.call @reset() {vir.traits = [#vir.req<inline, soft>]} : () -> ()
    vir.call @add_i32(%C_addr, %1, %B_addr, %19) : (!vir.ptr, !vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb30(%c0_i64 : i64)
  ^bb7:  // pred: ^bb30
    %20 = vir.call @sum_i32(%A_addr, %19) {vir.traits = [#vir.nowrite<origin = "function-attrs">]} : (!vir.ptr, i32) -> i32
    %21 = vir.sext %20 : i32 to i64
    %22 = vir.xor %20, %243 : i32
    %23 = vir.mul %22, %c16777619_i32 : i32
    vir.store %23, %hash_addr align 4 : i32
    %24 = vir.ashr %21, %c32_i64 : i64
    %25 = vir.trunc %24 : i64 to i32
    %26 = vir.xor %23, %25 : i32
    %27 = vir.mul %26, %c16777619_i32 : i32
    vir.store %27, %hash_addr align 4 : i32
    vir.call @saxpy(%F_addr, %G_addr, %cst, %19) : (!vir.ptr, !vir.ptr, f32, i32) -> ()
    vir.br ^bb29(%c0_i64 : i64)
  ^bb8:  // pred: ^bb29
    vir.call @widen(%C_addr, %U8_addr, %19) : (!vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb28(%c0_i64 : i64)
  ^bb9:  // pred: ^bb28
    vir.call @narrow(%S8_addr, %A_addr, %19) : (!vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb27(%c0_i64 : i64)
  ^bb10:  // pred: ^bb27
    %28 = vir.call @max_i32(%A_addr, %19) {vir.traits = [#vir.nowrite<origin = "function-attrs">]} : (!vir.ptr, i32) -> i32
    %29 = vir.sext %28 : i32 to i64
    %30 = vir.xor %28, %202 : i32
    %31 = vir.mul %30, %c16777619_i32 : i32
    vir.store %31, %hash_addr align 4 : i32
    %32 = vir.ashr %29, %c32_i64 : i64
    %33 = vir.trunc %32 : i64 to i32
    %34 = vir.xor %31, %33 : i32
    %35 = vir.mul %34, %c16777619_i32 : i32
    vir.store %35, %hash_addr align 4 : i32
    %36 = vir.call @umin_u32(%B_addr, %19) {vir.traits = [#vir.nowrite<origin = "function-attrs">]} : (!vir.ptr, i32) -> i32
    %37 = vir.zext %36 : i32 to i64
    %38 = vir.xor %35, %36 : i32
    %39 = vir.mul %38, %c16777619_i32 : i32
    vir.store %39, %hash_addr align 4 : i32
    %40 = vir.ashr %37, %c32_i64 : i64
    %41 = vir.trunc %40 : i64 to i32
    %42 = vir.xor %39, %41 : i32
    %43 = vir.mul %42, %c16777619_i32 : i32
    vir.store %43, %hash_addr align 4 : i32
    vir.call @absval(%C_addr, %A_addr, %19) : (!vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb26(%c0_i64 : i64)
  ^bb11:  // pred: ^bb26
    vir.call @reset() {vir.traits = [#vir.req<inline, soft>]} : () -> ()
    vir.call @shift_down(%C_addr, %19) : (!vir.ptr, i32) -> ()
    vir.br ^bb25(%c0_i64 : i64)
  ^bb12:  // pred: ^bb25
    vir.call @reset() {vir.traits = [#vir.req<inline, soft>]} : () -> ()
    vir.call @shift_up(%C_addr, %19) : (!vir.ptr, i32) -> ()
    vir.br ^bb24(%c0_i64 : i64)
  ^bb13:  // pred: ^bb24
    %44 = vir.call @xor_i64(%L_addr, %19) {vir.traits = [#vir.nowrite<origin = "function-attrs">]} : (!vir.ptr, i32) -> i64
    %45 = vir.trunc %44 : i64 to i32
    %46 = vir.xor %45, %162 : i32
    %47 = vir.mul %46, %c16777619_i32 : i32
    vir.store %47, %hash_addr align 4 : i32
    %48 = vir.ashr %44, %c32_i64 : i64
    %49 = vir.trunc %48 : i64 to i32
    %50 = vir.xor %47, %49 : i32
    %51 = vir.mul %50, %c16777619_i32 : i32
    vir.store %51, %hash_addr align 4 : i32
    %52 = vir.call @mul_i16(%H_addr, %19) {vir.traits = [#vir.nowrite<origin = "function-attrs">]} : (!vir.ptr, i32) -> i16
    %53 = vir.sext %52 : i16 to i64
    %54 = vir.sext %52 : i16 to i32
    %55 = vir.xor %51, %54 : i32
    %56 = vir.mul %55, %c16777619_i32 : i32
    vir.store %56, %hash_addr align 4 : i32
    %57 = vir.ashr %53, %c32_i64 : i64
    %58 = vir.trunc %57 : i64 to i32
    %59 = vir.xor %56, %58 : i32
    %60 = vir.mul %59, %c16777619_i32 : i32
    vir.store %60, %hash_addr align 4 : i32
    vir.call @iota(%C_addr, %19) : (!vir.ptr, i32) -> ()
    vir.br ^bb23(%c0_i64 : i64)
  ^bb14:  // pred: ^bb23
    %61 = vir.call @dsum(%D_addr, %19) {vir.traits = [#vir.nowrite<origin = "function-attrs">]} : (!vir.ptr, i32) -> f64
    %62 = vir.fmul %61, %cst_0 : f64
    %63 = vir.fptosi %62 : f64 to i64
    %64 = vir.trunc %63 : i64 to i32
    %65 = vir.xor %64, %149 : i32
    %66 = vir.mul %65, %c16777619_i32 : i32
    vir.store %66, %hash_addr align 4 : i32
    %67 = vir.ashr %63, %c32_i64 : i64
    %68 = vir.trunc %67 : i64 to i32
    %69 = vir.xor %66, %68 : i32
    %70 = vir.mul %69, %c16777619_i32 : i32
    vir.store %70, %hash_addr align 4 : i32
    %71 = vir.call @dsum_fast(%D_addr, %19) {vir.traits = [#vir.nowrite<origin = "function-attrs">]} : (!vir.ptr, i32) -> f64
    %72 = vir.fmul %71, %cst_0 : f64
    %73 = vir.fptosi %72 : f64 to i64
    %74 = vir.trunc %73 : i64 to i32
    %75 = vir.xor %70, %74 : i32
    %76 = vir.mul %75, %c16777619_i32 : i32
    vir.store %76, %hash_addr align 4 : i32
    %77 = vir.ashr %73, %c32_i64 : i64
    %78 = vir.trunc %77 : i64 to i32
    %79 = vir.xor %76, %78 : i32
    %80 = vir.mul %79, %c16777619_i32 : i32
    vir.store %80, %hash_addr align 4 : i32
    vir.call @dscale(%E_addr, %D_addr, %cst_1, %19) : (!vir.ptr, !vir.ptr, f64, i32) -> ()
    vir.br ^bb22(%c0_i64 : i64)
  ^bb15:  // pred: ^bb22
    vir.call @cvt(%F_addr, %A_addr, %19) : (!vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb21(%c0_i64 : i64)
  ^bb16:  // pred: ^bb21
    vir.call @reset() {vir.traits = [#vir.req<inline, soft>]} : () -> ()
    vir.call @bcast(%C_addr, %2, %19) : (!vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb20(%c0_i64 : i64)
  ^bb17:  // pred: ^bb20
    vir.call @reset() {vir.traits = [#vir.req<inline, soft>]} : () -> ()
    vir.call @bcast(%3, %4, %19) : (!vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb19(%c0_i64 : i64)
  ^bb18:  // pred: ^bb19
    %81 = vir.add %19, %c1_i32 nsw : i32
    %82 = vir.icmp slt %81, %c22_i32 : i32
    vir.cond_br %82, ^bb4(%81 : i32), ^bb1 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb19(%83: i64):
    %84 = vir.gep inbounds %C_addr[0, %83] : !vir.array<80 x i32>
    %85 = vir.load %84 align 4 : i32
    %86 = vir.sext %85 : i32 to i64
    %87 = vir.load %hash_addr align 4 : i32
    %88 = vir.xor %85, %87 : i32
    %89 = vir.mul %88, %c16777619_i32 : i32
    vir.store %89, %hash_addr align 4 : i32
    %90 = vir.ashr %86, %c32_i64 : i64
    %91 = vir.trunc %90 : i64 to i32
    %92 = vir.xor %89, %91 : i32
    %93 = vir.mul %92, %c16777619_i32 : i32
    vir.store %93, %hash_addr align 4 : i32
    %94 = vir.add %83, %c1_i64 : i64
    %95 = vir.icmp slt %94, %c64_i64 : i64
    vir.cond_br %95, ^bb19(%94 : i64), ^bb18 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb20(%96: i64):
    %97 = vir.gep inbounds %C_addr[0, %96] : !vir.array<80 x i32>
    %98 = vir.load %97 align 4 : i32
    %99 = vir.sext %98 : i32 to i64
    %100 = vir.load %hash_addr align 4 : i32
    %101 = vir.xor %98, %100 : i32
    %102 = vir.mul %101, %c16777619_i32 : i32
    vir.store %102, %hash_addr align 4 : i32
    %103 = vir.ashr %99, %c32_i64 : i64
    %104 = vir.trunc %103 : i64 to i32
    %105 = vir.xor %102, %104 : i32
    %106 = vir.mul %105, %c16777619_i32 : i32
    vir.store %106, %hash_addr align 4 : i32
    %107 = vir.add %96, %c1_i64 : i64
    %108 = vir.icmp slt %107, %c64_i64 : i64
    vir.cond_br %108, ^bb20(%107 : i64), ^bb17 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb21(%109: i64):
    %110 = vir.gep inbounds %F_addr[0, %109] : !vir.array<64 x f32>
    %111 = vir.load %110 align 4 : f32
    %112 = vir.fmul %111, %cst_2 : f32
    %113 = vir.fptosi %112 : f32 to i64
    %114 = vir.load %hash_addr align 4 : i32
    %115 = vir.trunc %113 : i64 to i32
    %116 = vir.xor %114, %115 : i32
    %117 = vir.mul %116, %c16777619_i32 : i32
    vir.store %117, %hash_addr align 4 : i32
    %118 = vir.ashr %113, %c32_i64 : i64
    %119 = vir.trunc %118 : i64 to i32
    %120 = vir.xor %117, %119 : i32
    %121 = vir.mul %120, %c16777619_i32 : i32
    vir.store %121, %hash_addr align 4 : i32
    %122 = vir.add %109, %c1_i64 : i64
    %123 = vir.icmp slt %122, %c64_i64 : i64
    vir.cond_br %123, ^bb21(%122 : i64), ^bb16 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb22(%124: i64):
    %125 = vir.gep inbounds %E_addr[0, %124] : !vir.array<64 x f64>
    %126 = vir.load %125 align 8 : f64
    %127 = vir.fmul %126, %cst_0 : f64
    %128 = vir.fptosi %127 : f64 to i64
    %129 = vir.load %hash_addr align 4 : i32
    %130 = vir.trunc %128 : i64 to i32
    %131 = vir.xor %129, %130 : i32
    %132 = vir.mul %131, %c16777619_i32 : i32
    vir.store %132, %hash_addr align 4 : i32
    %133 = vir.ashr %128, %c32_i64 : i64
    %134 = vir.trunc %133 : i64 to i32
    %135 = vir.xor %132, %134 : i32
    %136 = vir.mul %135, %c16777619_i32 : i32
    vir.store %136, %hash_addr align 4 : i32
    %137 = vir.add %124, %c1_i64 : i64
    %138 = vir.icmp slt %137, %c64_i64 : i64
    vir.cond_br %138, ^bb22(%137 : i64), ^bb15 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb23(%139: i64):
    %140 = vir.gep inbounds %C_addr[0, %139] : !vir.array<80 x i32>
    %141 = vir.load %140 align 4 : i32
    %142 = vir.sext %141 : i32 to i64
    %143 = vir.load %hash_addr align 4 : i32
    %144 = vir.xor %141, %143 : i32
    %145 = vir.mul %144, %c16777619_i32 : i32
    vir.store %145, %hash_addr align 4 : i32
    %146 = vir.ashr %142, %c32_i64 : i64
    %147 = vir.trunc %146 : i64 to i32
    %148 = vir.xor %145, %147 : i32
    %149 = vir.mul %148, %c16777619_i32 : i32
    vir.store %149, %hash_addr align 4 : i32
    %150 = vir.add %139, %c1_i64 : i64
    %151 = vir.icmp slt %150, %c64_i64 : i64
    vir.cond_br %151, ^bb23(%150 : i64), ^bb14 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb24(%152: i64):
    %153 = vir.gep inbounds %C_addr[0, %152] : !vir.array<80 x i32>
    %154 = vir.load %153 align 4 : i32
    %155 = vir.sext %154 : i32 to i64
    %156 = vir.load %hash_addr align 4 : i32
    %157 = vir.xor %154, %156 : i32
    %158 = vir.mul %157, %c16777619_i32 : i32
    vir.store %158, %hash_addr align 4 : i32
    %159 = vir.ashr %155, %c32_i64 : i64
    %160 = vir.trunc %159 : i64 to i32
    %161 = vir.xor %158, %160 : i32
    %162 = vir.mul %161, %c16777619_i32 : i32
    vir.store %162, %hash_addr align 4 : i32
    %163 = vir.add %152, %c1_i64 : i64
    %164 = vir.icmp slt %163, %c64_i64 : i64
    vir.cond_br %164, ^bb24(%163 : i64), ^bb13 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb25(%165: i64):
    %166 = vir.gep inbounds %C_addr[0, %165] : !vir.array<80 x i32>
    %167 = vir.load %166 align 4 : i32
    %168 = vir.sext %167 : i32 to i64
    %169 = vir.load %hash_addr align 4 : i32
    %170 = vir.xor %167, %169 : i32
    %171 = vir.mul %170, %c16777619_i32 : i32
    vir.store %171, %hash_addr align 4 : i32
    %172 = vir.ashr %168, %c32_i64 : i64
    %173 = vir.trunc %172 : i64 to i32
    %174 = vir.xor %171, %173 : i32
    %175 = vir.mul %174, %c16777619_i32 : i32
    vir.store %175, %hash_addr align 4 : i32
    %176 = vir.add %165, %c1_i64 : i64
    %177 = vir.icmp slt %176, %c64_i64 : i64
    vir.cond_br %177, ^bb25(%176 : i64), ^bb12 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb26(%178: i64):
    %179 = vir.gep inbounds %C_addr[0, %178] : !vir.array<80 x i32>
    %180 = vir.load %179 align 4 : i32
    %181 = vir.sext %180 : i32 to i64
    %182 = vir.load %hash_addr align 4 : i32
    %183 = vir.xor %180, %182 : i32
    %184 = vir.mul %183, %c16777619_i32 : i32
    vir.store %184, %hash_addr align 4 : i32
    %185 = vir.ashr %181, %c32_i64 : i64
    %186 = vir.trunc %185 : i64 to i32
    %187 = vir.xor %184, %186 : i32
    %188 = vir.mul %187, %c16777619_i32 : i32
    vir.store %188, %hash_addr align 4 : i32
    %189 = vir.add %178, %c1_i64 : i64
    %190 = vir.icmp slt %189, %c64_i64 : i64
    vir.cond_br %190, ^bb26(%189 : i64), ^bb11 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb27(%191: i64):
    %192 = vir.gep inbounds %S8_addr[0, %191] : !vir.array<64 x i8>
    %193 = vir.load %192 align 1 : i8
    %194 = vir.sext %193 : i8 to i64
    %195 = vir.load %hash_addr align 4 : i32
    %196 = vir.sext %193 : i8 to i32
    %197 = vir.xor %195, %196 : i32
    %198 = vir.mul %197, %c16777619_i32 : i32
    vir.store %198, %hash_addr align 4 : i32
    %199 = vir.ashr %194, %c32_i64 : i64
    %200 = vir.trunc %199 : i64 to i32
    %201 = vir.xor %198, %200 : i32
    %202 = vir.mul %201, %c16777619_i32 : i32
    vir.store %202, %hash_addr align 4 : i32
    %203 = vir.add %191, %c1_i64 : i64
    %204 = vir.icmp slt %203, %c64_i64 : i64
    vir.cond_br %204, ^bb27(%203 : i64), ^bb10 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb28(%205: i64):
    %206 = vir.gep inbounds %C_addr[0, %205] : !vir.array<80 x i32>
    %207 = vir.load %206 align 4 : i32
    %208 = vir.sext %207 : i32 to i64
    %209 = vir.load %hash_addr align 4 : i32
    %210 = vir.xor %207, %209 : i32
    %211 = vir.mul %210, %c16777619_i32 : i32
    vir.store %211, %hash_addr align 4 : i32
    %212 = vir.ashr %208, %c32_i64 : i64
    %213 = vir.trunc %212 : i64 to i32
    %214 = vir.xor %211, %213 : i32
    %215 = vir.mul %214, %c16777619_i32 : i32
    vir.store %215, %hash_addr align 4 : i32
    %216 = vir.add %205, %c1_i64 : i64
    %217 = vir.icmp slt %216, %c64_i64 : i64
    vir.cond_br %217, ^bb28(%216 : i64), ^bb9 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb29(%218: i64):
    %219 = vir.gep inbounds %F_addr[0, %218] : !vir.array<64 x f32>
    %220 = vir.load %219 align 4 : f32
    %221 = vir.fmul %220, %cst_3 : f32
    %222 = vir.fptosi %221 : f32 to i64
    %223 = vir.load %hash_addr align 4 : i32
    %224 = vir.trunc %222 : i64 to i32
    %225 = vir.xor %223, %224 : i32
    %226 = vir.mul %225, %c16777619_i32 : i32
    vir.store %226, %hash_addr align 4 : i32
    %227 = vir.ashr %222, %c32_i64 : i64
    %228 = vir.trunc %227 : i64 to i32
    %229 = vir.xor %226, %228 : i32
    %230 = vir.mul %229, %c16777619_i32 : i32
    vir.store %230, %hash_addr align 4 : i32
    %231 = vir.add %218, %c1_i64 : i64
    %232 = vir.icmp slt %231, %c64_i64 : i64
    vir.cond_br %232, ^bb29(%231 : i64), ^bb8 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb30(%233: i64):
    %234 = vir.gep inbounds %C_addr[0, %233] : !vir.array<80 x i32>
    %235 = vir.load %234 align 4 : i32
    %236 = vir.sext %235 : i32 to i64
    %237 = vir.load %hash_addr align 4 : i32
    %238 = vir.xor %235, %237 : i32
    %239 = vir.mul %238, %c16777619_i32 : i32
    vir.store %239, %hash_addr align 4 : i32
    %240 = vir.ashr %236, %c32_i64 : i64
    %241 = vir.trunc %240 : i64 to i32
    %242 = vir.xor %239, %241 : i32
    %243 = vir.mul %242, %c16777619_i32 : i32
    vir.store %243, %hash_addr align 4 : i32
    %244 = vir.add %233, %c1_i64 : i64
    %245 = vir.icmp slt %244, %c64_i64 : i64
    vir.cond_br %245, ^bb30(%244 : i64), ^bb7 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb31(%246: i64):
    %247 = vir.gep inbounds %C_addr[0, %246] : !vir.array<80 x i32>
    %248 = vir.load %247 align 4 : i32
    %249 = vir.sext %248 : i32 to i64
    %250 = vir.load %hash_addr align 4 : i32
    %251 = vir.xor %248, %250 : i32
    %252 = vir.mul %251, %c16777619_i32 : i32
    vir.store %252, %hash_addr align 4 : i32
    %253 = vir.ashr %249, %c32_i64 : i64
    %254 = vir.trunc %253 : i64 to i32
    %255 = vir.xor %252, %254 : i32
    %256 = vir.mul %255, %c16777619_i32 : i32
    vir.store %256, %hash_addr align 4 : i32
    %257 = vir.add %246, %c1_i64 : i64
    %258 = vir.icmp slt %257, %c64_i64 : i64
    vir.cond_br %258, ^bb31(%257 : i64), ^bb6 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb32(%259: i64):
    %260 = vir.gep inbounds %C_addr[0, %259] : !vir.array<80 x i32>
    %261 = vir.load %260 align 4 : i32
    %262 = vir.sext %261 : i32 to i64
    %263 = vir.load %hash_addr align 4 : i32
    %264 = vir.xor %261, %263 : i32
    %265 = vir.mul %264, %c16777619_i32 : i32
    vir.store %265, %hash_addr align 4 : i32
    %266 = vir.ashr %262, %c32_i64 : i64
    %267 = vir.trunc %266 : i64 to i32
    %268 = vir.xor %265, %267 : i32
    %269 = vir.mul %268, %c16777619_i32 : i32
    vir.store %269, %hash_addr align 4 : i32
    %270 = vir.add %259, %c1_i64 : i64
    %271 = vir.icmp slt %270, %c64_i64 : i64
    vir.cond_br %271, ^bb32(%270 : i64), ^bb5 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func private @reset() attributes {alias_scopes = ["vct.slot0", "vct.slot1"], vir.traits = [#vir.writeonly<origin = "function-attrs">]} {
    %c1_i32 = vir.constant 1 : i32
    %C_addr = vir.addressof @C : !vir.ptr
    %c7_i32 = vir.constant 7 : i32
    %A_addr = vir.addressof @A : !vir.ptr
    %c3_i32 = vir.constant 3 : i32
    %B_addr = vir.addressof @B : !vir.ptr
    %c37_i32 = vir.constant 37 : i32
    %U8_addr = vir.addressof @U8 : !vir.ptr
    %cst = vir.constant 2.500000e-01 : f32
    %F_addr = vir.addressof @F : !vir.ptr
    %cst_0 = vir.constant 1.000000e+00 : f32
    %G_addr = vir.addressof @G : !vir.ptr
    %c1234567891_i64 = vir.constant 1234567891 : i64
    %L_addr = vir.addressof @L : !vir.ptr
    %c5_i32 = vir.constant 5 : i32
    %H_addr = vir.addressof @H : !vir.ptr
    %cst_1 = vir.constant 5.000000e-01 : f64
    %D_addr = vir.addressof @D : !vir.ptr
    %E_addr = vir.addressof @E : !vir.ptr
    %cst_2 = vir.constant 0.000000e+00 : f64
    %cn100_i32 = vir.constant -100 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %c64_i64 = vir.constant 64 : i64
    %c0_i32 = vir.constant 0 : i32
    %c80_i64 = vir.constant 80 : i64
    vir.br ^bb4(%c0_i64, %c0_i32 : i64, i32)
  ^bb1(%0: i64):
    %1 = vir.trunc %0 : i64 to i32
    %2 = vir.icmp slt %0, %c80_i64 : i64
    vir.cond_br %2, ^bb3, ^bb2
  ^bb2:  // pred: ^bb1
    vir.return
  ^bb3:  // pred: ^bb1
    %3 = vir.gep inbounds %C_addr[0, %0] : !vir.array<80 x i32>
    vir.store %1, %3 align 4 : i32
    %4 = vir.add %0, %c1_i64 : i64
    vir.br ^bb1(%4 : i64) {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<rotate, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb4(%5: i64, %6: i32):
    %7 = vir.mul %6, %c7_i32 nsw : i32
    %8 = vir.add %7, %cn100_i32 : i32
    %9 = vir.gep inbounds %A_addr[0, %5] : !vir.array<64 x i32>
    vir.store %8, %9 align 4 : i32
    %10 = vir.mul %6, %c3_i32 nsw : i32
    %11 = vir.add %10, %c1_i32 nsw : i32
    %12 = vir.gep inbounds %B_addr[0, %5] : !vir.array<64 x i32>
    vir.store %11, %12 align 4 : i32
    %13 = vir.mul %6, %c37_i32 nsw : i32
    %14 = vir.trunc %13 : i32 to i8
    %15 = vir.gep inbounds %U8_addr[0, %5] : !vir.array<64 x i8>
    vir.store %14, %15 align 1 : i8
    %16 = vir.sitofp %6 : i32 to f32
    %17 = vir.fmul %16, %cst : f32
    %18 = vir.gep inbounds %F_addr[0, %5] : !vir.array<64 x f32>
    vir.store %17, %18 align 4 : f32
    %19 = vir.fsub %cst_0, %16 : f32
    %20 = vir.gep inbounds %G_addr[0, %5] : !vir.array<64 x f32>
    vir.store %19, %20 align 4 : f32
    %21 = vir.mul %5, %c1234567891_i64 nsw : i64
    %22 = vir.gep inbounds %L_addr[0, %5] : !vir.array<64 x i64>
    vir.store %21, %22 align 8 : i64
    %23 = vir.srem %6, %c5_i32 : i32
    %24 = vir.add %23, %c1_i32 nsw : i32
    %25 = vir.trunc %24 : i32 to i16
    %26 = vir.gep inbounds %H_addr[0, %5] : !vir.array<64 x i16>
    vir.store %25, %26 align 2 : i16
    %27 = vir.sitofp %6 : i32 to f64
    %28 = vir.fmul %27, %cst_1 : f64
    %29 = vir.gep inbounds %D_addr[0, %5] : !vir.array<64 x f64>
    vir.store %28, %29 align 8 : f64
    %30 = vir.gep inbounds %E_addr[0, %5] : !vir.array<64 x f64>
    vir.store %cst_2, %30 align 8 : f64
    %31 = vir.add %5, %c1_i64 : i64
    %32 = vir.trunc %31 : i64 to i32
    %33 = vir.icmp slt %31, %c64_i64 : i64
    vir.cond_br %33, ^bb4(%31, %32 : i64, i32), ^bb1(%c0_i64 : i64) {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  }
  vir.func private @printf(!vir.ptr, ...) -> i32
}
