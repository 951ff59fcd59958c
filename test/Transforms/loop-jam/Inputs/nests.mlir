module {
  vir.global @g_in : !vir.array<2 x i32> = [9, 8] align 4
  vir.global private constant @".str" : !vir.array<8 x i8> = "%d: %u\0A\00" align 1
  vir.global @A : !vir.array<10 x !vir.array<8 x i32>> = zeroinit align 16
  vir.global @B : !vir.array<10 x !vir.array<8 x i32>> = zeroinit align 16
  vir.global @v : !vir.array<8 x i32> = zeroinit align 16
  vir.global @row : !vir.array<10 x i32> = zeroinit align 16
  vir.func @main() -> i32 attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.global.g_in", "init.0.vct.slot0", "init.0.vct.slot1", "init.0.vct.slot2", "init.0.vct.slot3", "init.0.vct.global.v", "init.0.vct.global.A", "init.0.vct.global.B", "rows.0.vct.slot0", "rows.0.vct.slot1", "rows.0.vct.slot2", "rows.0.vct.slot3", "rows.0.vct.slot4", "rows.0.vct.slot5", "rows.0.vct.slot6", "rows.0.vct.global.B", "rows.0.vct.global.row", "rows.0.vct.global.A", "rows.0.vct.global.v", "dots.0.vct.slot0", "dots.0.vct.slot1", "dots.0.vct.slot2", "dots.0.vct.slot3", "dots.0.vct.slot4", "dots.0.vct.slot5", "dots.0.vct.global.row", "dots.0.vct.global.B", "dots.0.vct.global.v", "cols.0.vct.slot0", "cols.0.vct.slot1", "cols.0.vct.slot2", "cols.0.vct.slot3", "cols.0.vct.slot4", "cols.0.vct.global.B", "skew.0.vct.slot0", "skew.0.vct.slot1", "skew.0.vct.slot2", "skew.0.vct.slot3", "skew.0.vct.slot4", "skew.0.vct.global.A", "sum.0.vct.slot0", "sum.0.vct.slot1", "sum.0.vct.slot2", "sum.0.vct.slot3", "sum.0.vct.global.row", "sum.0.vct.global.A", "sum.0.vct.global.B"]} {
    %c1_i32 = vir.constant 1 : i32
    %c0_i32 = vir.constant 0 : i32
    %g_in_addr = vir.addressof @g_in {vir.traits = [#vir.dereferenceable<8, origin = "vir-produce-traits">]} : !vir.ptr
    %c7_i32 = vir.constant 7 : i32
    %c3_i32 = vir.constant 3 : i32
    %.str_addr = vir.addressof @".str" {vir.traits = [#vir.dereferenceable<8, origin = "vir-produce-traits">]} : !vir.ptr
    %cn1_i32 = vir.constant -1 : i32
    %v_addr = vir.addressof @v {vir.traits = [#vir.dereferenceable<32, origin = "vir-produce-traits">]} : !vir.ptr
    %c5_i32 = vir.constant 5 : i32
    %c31_i32 = vir.constant 31 : i32
    %A_addr = vir.addressof @A {vir.traits = [#vir.dereferenceable<320, origin = "vir-produce-traits">]} : !vir.ptr
    %B_addr = vir.addressof @B {vir.traits = [#vir.dereferenceable<320, origin = "vir-produce-traits">]} : !vir.ptr
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %c10_i64 = vir.constant 10 : i64
    %c8_i64 = vir.constant 8 : i64
    %row_addr = vir.addressof @row {vir.traits = [#vir.dereferenceable<40, origin = "vir-produce-traits">]} : !vir.ptr
    %c7_i64 = vir.constant 7 : i64
    %c13_i32 = vir.constant 13 : i32
    %c17_i32 = vir.constant 17 : i32
    %0 = vir.gep inbounds %g_in_addr[4] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : i8
    %1 = vir.load volatile %g_in_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.g_in"], noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], origin = "vir-produce-traits">]} : i32
    %2 = vir.load volatile %0 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.g_in"], noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], origin = "vir-produce-traits">]} : i32
    %3 = vir.add %2, %cn1_i32 : i32
    %4 = vir.icmp sgt %1, %c0_i32 : i32
    %5 = vir.sext %1 : i32 to i64
    vir.cond_br %4, ^bb1(%c1_i64 : i64), ^bb28
  ^bb1(%6: i64):  // 2 preds: ^bb0, ^bb27
    %7 = vir.trunc %6 : i64 to i32
    vir.br ^bb2(%c0_i64, %c0_i32 : i64, i32)
  ^bb2(%8: i64, %9: i32):  // 2 preds: ^bb1, ^bb4
    %10 = vir.mul %9, %c31_i32 nsw : i32
    %11 = vir.gep inbounds %A_addr[0, %8] : !vir.array<10 x !vir.array<8 x i32>>
    %12 = vir.gep inbounds %B_addr[0, %8] : !vir.array<10 x !vir.array<8 x i32>>
    vir.br ^bb3(%c0_i64, %c0_i32 : i64, i32)
  ^bb3(%13: i64, %14: i32):  // 2 preds: ^bb2, ^bb3
    %15 = vir.add %10, %14 nsw : i32
    %16 = vir.gep inbounds %11[0, %13] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<8 x i32>
    vir.store %15, %16 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["init.0.vct.global.A"], noalias_scopes = ["init.0.vct.slot0", "init.0.vct.slot1", "init.0.vct.slot2", "init.0.vct.slot3", "init.0.vct.global.v", "init.0.vct.global.B"], origin = "vir-produce-traits">]} : i32
    %17 = vir.mul %14, %c5_i32 nsw : i32
    %18 = vir.xor %9, %17 : i32
    %19 = vir.gep inbounds %12[0, %13] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<8 x i32>
    vir.store %18, %19 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["init.0.vct.global.B"], noalias_scopes = ["init.0.vct.slot0", "init.0.vct.slot1", "init.0.vct.slot2", "init.0.vct.slot3", "init.0.vct.global.v", "init.0.vct.global.A"], origin = "vir-produce-traits">]} : i32
    %20 = vir.add %13, %c1_i64 : i64
    %21 = vir.trunc %20 : i64 to i32
    %22 = vir.icmp slt %20, %c8_i64 : i64
    vir.cond_br %22, ^bb3(%20, %21 : i64, i32), ^bb4 {vir.traits = [#vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb4:  // pred: ^bb3
    %23 = vir.add %8, %c1_i64 : i64
    %24 = vir.trunc %23 : i64 to i32
    %25 = vir.icmp slt %23, %c10_i64 : i64
    vir.cond_br %25, ^bb2(%23, %24 : i64, i32), ^bb5(%c0_i64 : i64) {vir.traits = [#vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb5(%26: i64):  // 2 preds: ^bb4, ^bb6
    %27 = vir.trunc %26 : i64 to i32
    %28 = vir.icmp slt %26, %c8_i64 : i64
    vir.cond_br %28, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %29 = vir.mul %27, %c3_i32 nsw : i32
    %30 = vir.add %29, %c1_i32 nsw : i32
    %31 = vir.gep inbounds %v_addr[0, %26] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<8 x i32>
    vir.store %30, %31 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["init.0.vct.global.v"], noalias_scopes = ["init.0.vct.slot0", "init.0.vct.slot1", "init.0.vct.slot2", "init.0.vct.slot3", "init.0.vct.global.A", "init.0.vct.global.B"], origin = "vir-produce-traits">]} : i32
    %32 = vir.add %26, %c1_i64 : i64
    vir.br ^bb5(%32 : i64) {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<rotate, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb7:  // pred: ^bb5
    %33 = vir.icmp sgt %6, %c1_i64 : i64
    vir.cond_br %33, ^bb8(%c1_i64, %c1_i32 : i64, i32), ^bb11
  ^bb8(%34: i64, %35: i32):  // 2 preds: ^bb7, ^bb10
    %36 = vir.gep inbounds %B_addr[0, %34] : !vir.array<10 x !vir.array<8 x i32>>
    %37 = vir.load %36 align 16 {vir.traits = [#vir.noalias<alias_scopes = ["rows.0.vct.global.B"], noalias_scopes = ["rows.0.vct.slot0", "rows.0.vct.slot1", "rows.0.vct.slot2", "rows.0.vct.slot3", "rows.0.vct.slot4", "rows.0.vct.slot5", "rows.0.vct.slot6", "rows.0.vct.global.row", "rows.0.vct.global.A", "rows.0.vct.global.v"], origin = "vir-produce-traits">]} : i32
    %38 = vir.add %37, %c7_i32 : i32
    %39 = vir.add %35, %cn1_i32 : i32
    %40 = vir.sext %39 : i32 to i64
    %41 = vir.gep inbounds %A_addr[0, %40] : !vir.array<10 x !vir.array<8 x i32>>
    %42 = vir.gep inbounds %A_addr[0, %34] : !vir.array<10 x !vir.array<8 x i32>>
    vir.br ^bb9(%38, %c0_i64 : i32, i64)
  ^bb9(%43: i32, %44: i64):  // 2 preds: ^bb8, ^bb9
    %45 = vir.gep inbounds %41[0, %44] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<8 x i32>
    %46 = vir.load %45 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["rows.0.vct.global.A"], noalias_scopes = ["rows.0.vct.slot0", "rows.0.vct.slot1", "rows.0.vct.slot2", "rows.0.vct.slot3", "rows.0.vct.slot4", "rows.0.vct.slot5", "rows.0.vct.slot6", "rows.0.vct.global.B", "rows.0.vct.global.row", "rows.0.vct.global.v"], origin = "vir-produce-traits">]} : i32
    %47 = vir.gep inbounds %36[0, %44] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<8 x i32>
    %48 = vir.load %47 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["rows.0.vct.global.B"], noalias_scopes = ["rows.0.vct.slot0", "rows.0.vct.slot1", "rows.0.vct.slot2", "rows.0.vct.slot3", "rows.0.vct.slot4", "rows.0.vct.slot5", "rows.0.vct.slot6", "rows.0.vct.global.row", "rows.0.vct.global.A", "rows.0.vct.global.v"], origin = "vir-produce-traits">]} : i32
    %49 = vir.add %46, %48 : i32
    %50 = vir.gep inbounds %42[0, %44] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<8 x i32>
    vir.store %49, %50 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["rows.0.vct.global.A"], noalias_scopes = ["rows.0.vct.slot0", "rows.0.vct.slot1", "rows.0.vct.slot2", "rows.0.vct.slot3", "rows.0.vct.slot4", "rows.0.vct.slot5", "rows.0.vct.slot6", "rows.0.vct.global.B", "rows.0.vct.global.row", "rows.0.vct.global.v"], origin = "vir-produce-traits">]} : i32
    %51 = vir.gep inbounds %v_addr[0, %44] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<8 x i32>
    %52 = vir.load %51 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["rows.0.vct.global.v"], noalias_scopes = ["rows.0.vct.slot0", "rows.0.vct.slot1", "rows.0.vct.slot2", "rows.0.vct.slot3", "rows.0.vct.slot4", "rows.0.vct.slot5", "rows.0.vct.slot6", "rows.0.vct.global.B", "rows.0.vct.global.row", "rows.0.vct.global.A"], origin = "vir-produce-traits">]} : i32
    %53 = vir.mul %48, %52 : i32
    %54 = vir.add %43, %53 : i32
    %55 = vir.add %44, %c1_i64 : i64
    %56 = vir.icmp slt %55, %c8_i64 : i64
    vir.cond_br %56, ^bb9(%54, %55 : i32, i64), ^bb10 {vir.traits = [#vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb10:  // pred: ^bb9
    %57 = vir.gep inbounds %row_addr[0, %34] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<10 x i32>
    vir.store %54, %57 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["rows.0.vct.global.row"], noalias_scopes = ["rows.0.vct.slot0", "rows.0.vct.slot1", "rows.0.vct.slot2", "rows.0.vct.slot3", "rows.0.vct.slot4", "rows.0.vct.slot5", "rows.0.vct.slot6", "rows.0.vct.global.B", "rows.0.vct.global.A", "rows.0.vct.global.v"], origin = "vir-produce-traits">]} : i32
    %58 = vir.add %34, %c1_i64 : i64
    %59 = vir.trunc %58 : i64 to i32
    %60 = vir.icmp slt %58, %6 : i64
    vir.cond_br %60, ^bb8(%58, %59 : i64, i32), ^bb11 {vir.traits = [#vir.req<jam, strong, factor = 2, origin = "llvm-ir">, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb11:  // 2 preds: ^bb7, ^bb10
    %61 = vir.and %7, %c3_i32 {vir.traits = [#vir.range<0, 3, origin = "vir-produce-traits">]} : i32
    %62 = vir.sub %2, %61 nsw : i32
    %63 = vir.icmp sgt %6, %c0_i64 : i64
    vir.cond_br %63, ^bb12, ^bb19
  ^bb12:  // pred: ^bb11
    %64 = vir.sext %62 : i32 to i64
    %65 = vir.icmp sgt %64, %c0_i64 : i64
    vir.br ^bb13(%c0_i64 : i64)
  ^bb13(%66: i64):  // 2 preds: ^bb12, ^bb15
    %67 = vir.gep inbounds %B_addr[0, %66] : !vir.array<10 x !vir.array<8 x i32>>
    vir.cond_br %65, ^bb14(%c0_i32, %c0_i64 : i32, i64), ^bb15(%c0_i32 : i32)
  ^bb14(%68: i32, %69: i64):  // 2 preds: ^bb13, ^bb14
    %70 = vir.gep inbounds %67[0, %69] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<8 x i32>
    %71 = vir.load %70 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["dots.0.vct.global.B"], noalias_scopes = ["dots.0.vct.slot0", "dots.0.vct.slot1", "dots.0.vct.slot2", "dots.0.vct.slot3", "dots.0.vct.slot4", "dots.0.vct.slot5", "dots.0.vct.global.row", "dots.0.vct.global.v"], origin = "vir-produce-traits">]} : i32
    %72 = vir.gep inbounds %v_addr[0, %69] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<8 x i32>
    %73 = vir.load %72 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["dots.0.vct.global.v"], noalias_scopes = ["dots.0.vct.slot0", "dots.0.vct.slot1", "dots.0.vct.slot2", "dots.0.vct.slot3", "dots.0.vct.slot4", "dots.0.vct.slot5", "dots.0.vct.global.row", "dots.0.vct.global.B"], origin = "vir-produce-traits">]} : i32
    %74 = vir.mul %71, %73 : i32
    %75 = vir.add %68, %74 : i32
    %76 = vir.add %69, %c1_i64 : i64
    %77 = vir.icmp slt %76, %64 : i64
    vir.cond_br %77, ^bb14(%75, %76 : i32, i64), ^bb15(%75 : i32) {vir.traits = [#vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb15(%78: i32):  // 2 preds: ^bb13, ^bb14
    %79 = vir.gep inbounds %row_addr[0, %66] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<10 x i32>
    %80 = vir.load %79 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["dots.0.vct.global.row"], noalias_scopes = ["dots.0.vct.slot0", "dots.0.vct.slot1", "dots.0.vct.slot2", "dots.0.vct.slot3", "dots.0.vct.slot4", "dots.0.vct.slot5", "dots.0.vct.global.B", "dots.0.vct.global.v"], origin = "vir-produce-traits">]} : i32
    %81 = vir.add %78, %80 : i32
    vir.store %81, %79 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["dots.0.vct.global.row"], noalias_scopes = ["dots.0.vct.slot0", "dots.0.vct.slot1", "dots.0.vct.slot2", "dots.0.vct.slot3", "dots.0.vct.slot4", "dots.0.vct.slot5", "dots.0.vct.global.B", "dots.0.vct.global.v"], origin = "vir-produce-traits">]} : i32
    %82 = vir.add %66, %c1_i64 : i64
    %83 = vir.icmp slt %82, %6 : i64
    vir.cond_br %83, ^bb13(%82 : i64), ^bb16(%c0_i64, %c0_i32 : i64, i32) {vir.traits = [#vir.req<jam, strong, origin = "llvm-ir">, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb16(%84: i64, %85: i32):  // 2 preds: ^bb15, ^bb18
    %86 = vir.gep inbounds %B_addr[0, %84] : !vir.array<10 x !vir.array<8 x i32>>
    vir.br ^bb17(%c0_i64 : i64)
  ^bb17(%87: i64):  // 2 preds: ^bb16, ^bb17
    %88 = vir.gep inbounds %86[0, %87] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<8 x i32>
    %89 = vir.load %88 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["cols.0.vct.global.B"], noalias_scopes = ["cols.0.vct.slot0", "cols.0.vct.slot1", "cols.0.vct.slot2", "cols.0.vct.slot3", "cols.0.vct.slot4"], origin = "vir-produce-traits">]} : i32
    %90 = vir.mul %89, %c5_i32 : i32
    %91 = vir.add %85, %90 : i32
    %92 = vir.add %91, %c3_i32 : i32
    %93 = vir.add %87, %c1_i64 : i64
    %94 = vir.gep inbounds %86[0, %93] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<8 x i32>
    vir.store %92, %94 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["cols.0.vct.global.B"], noalias_scopes = ["cols.0.vct.slot0", "cols.0.vct.slot1", "cols.0.vct.slot2", "cols.0.vct.slot3", "cols.0.vct.slot4"], origin = "vir-produce-traits">]} : i32
    %95 = vir.icmp slt %93, %c7_i64 : i64
    vir.cond_br %95, ^bb17(%93 : i64), ^bb18 {vir.traits = [#vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb18:  // pred: ^bb17
    %96 = vir.add %84, %c1_i64 : i64
    %97 = vir.trunc %96 : i64 to i32
    %98 = vir.icmp slt %96, %6 : i64
    vir.cond_br %98, ^bb16(%96, %97 : i64, i32), ^bb19 {vir.traits = [#vir.req<jam, strong, factor = 3, origin = "llvm-ir">, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb19:  // 2 preds: ^bb11, ^bb18
    vir.cond_br %33, ^bb20, ^bb24(%c0_i32, %c0_i64 : i32, i64)
  ^bb20:  // pred: ^bb19
    %99 = vir.sext %3 : i32 to i64
    %100 = vir.icmp sgt %99, %c0_i64 : i64
    vir.br ^bb21(%c1_i64, %c1_i32 : i64, i32)
  ^bb21(%101: i64, %102: i32):  // 2 preds: ^bb20, ^bb23
    %103 = vir.add %102, %cn1_i32 : i32
    %104 = vir.sext %103 : i32 to i64
    %105 = vir.gep inbounds %A_addr[0, %104] : !vir.array<10 x !vir.array<8 x i32>>
    %106 = vir.gep inbounds %A_addr[0, %101] : !vir.array<10 x !vir.array<8 x i32>>
    vir.cond_br %100, ^bb22(%c0_i64 : i64), ^bb23
  ^bb22(%107: i64):  // 2 preds: ^bb21, ^bb22
    %108 = vir.add %107, %c1_i64 : i64
    %109 = vir.gep inbounds %105[0, %108] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<8 x i32>
    %110 = vir.load %109 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["skew.0.vct.global.A"], noalias_scopes = ["skew.0.vct.slot0", "skew.0.vct.slot1", "skew.0.vct.slot2", "skew.0.vct.slot3", "skew.0.vct.slot4"], origin = "vir-produce-traits">]} : i32
    %111 = vir.add %110, %c1_i32 : i32
    %112 = vir.gep inbounds %106[0, %107] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<8 x i32>
    vir.store %111, %112 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["skew.0.vct.global.A"], noalias_scopes = ["skew.0.vct.slot0", "skew.0.vct.slot1", "skew.0.vct.slot2", "skew.0.vct.slot3", "skew.0.vct.slot4"], origin = "vir-produce-traits">]} : i32
    %113 = vir.icmp slt %108, %99 : i64
    vir.cond_br %113, ^bb22(%108 : i64), ^bb23 {vir.traits = [#vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb23:  // 2 preds: ^bb21, ^bb22
    %114 = vir.add %101, %c1_i64 : i64
    %115 = vir.trunc %114 : i64 to i32
    %116 = vir.icmp slt %114, %6 : i64
    vir.cond_br %116, ^bb21(%114, %115 : i64, i32), ^bb24(%c0_i32, %c0_i64 : i32, i64) {vir.traits = [#vir.req<jam, strong, factor = 2, origin = "llvm-ir">, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb24(%117: i32, %118: i64):  // 3 preds: ^bb19, ^bb23, ^bb26
    %119 = vir.mul %117, %c13_i32 : i32
    %120 = vir.gep inbounds %row_addr[0, %118] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<10 x i32>
    %121 = vir.load %120 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["sum.0.vct.global.row"], noalias_scopes = ["sum.0.vct.slot0", "sum.0.vct.slot1", "sum.0.vct.slot2", "sum.0.vct.slot3", "sum.0.vct.global.A", "sum.0.vct.global.B"], origin = "vir-produce-traits">]} : i32
    %122 = vir.add %119, %121 : i32
    %123 = vir.gep inbounds %A_addr[0, %118] : !vir.array<10 x !vir.array<8 x i32>>
    %124 = vir.gep inbounds %B_addr[0, %118] : !vir.array<10 x !vir.array<8 x i32>>
    vir.br ^bb25(%122, %c0_i64 : i32, i64)
  ^bb25(%125: i32, %126: i64):  // 2 preds: ^bb24, ^bb25
    %127 = vir.mul %125, %c17_i32 : i32
    %128 = vir.gep inbounds %123[0, %126] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<8 x i32>
    %129 = vir.load %128 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["sum.0.vct.global.A"], noalias_scopes = ["sum.0.vct.slot0", "sum.0.vct.slot1", "sum.0.vct.slot2", "sum.0.vct.slot3", "sum.0.vct.global.row", "sum.0.vct.global.B"], origin = "vir-produce-traits">]} : i32
    %130 = vir.add %127, %129 : i32
    %131 = vir.gep inbounds %124[0, %126] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<8 x i32>
    %132 = vir.load %131 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["sum.0.vct.global.B"], noalias_scopes = ["sum.0.vct.slot0", "sum.0.vct.slot1", "sum.0.vct.slot2", "sum.0.vct.slot3", "sum.0.vct.global.row", "sum.0.vct.global.A"], origin = "vir-produce-traits">]} : i32
    %133 = vir.mul %132, %c3_i32 : i32
    %134 = vir.add %130, %133 : i32
    %135 = vir.add %126, %c1_i64 : i64
    %136 = vir.icmp slt %135, %c8_i64 : i64
    vir.cond_br %136, ^bb25(%134, %135 : i32, i64), ^bb26 {vir.traits = [#vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb26:  // pred: ^bb25
    %137 = vir.add %118, %c1_i64 : i64
    %138 = vir.icmp slt %137, %c10_i64 : i64
    vir.cond_br %138, ^bb24(%134, %137 : i32, i64), ^bb27 {vir.traits = [#vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb27:  // pred: ^bb26
    %139 = vir.call @printf(%.str_addr, %7, %134) vararg((!vir.ptr) -> i32) {arg_attrs = [{vir.traits = [#vir.nowrite<origin = "vir-produce-traits">, #vir.nocapture<origin = "vir-produce-traits">]}, {}, {}], vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], origin = "vir-produce-traits">]} : (!vir.ptr, i32, i32) -> i32
    %140 = vir.add %6, %c1_i64 : i64
    %141 = vir.icmp sle %140, %5 : i64
    vir.cond_br %141, ^bb1(%140 : i64), ^bb28 {vir.traits = [#vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb28:  // 2 preds: ^bb0, ^bb27
    vir.return %c0_i32 : i32
  }
  vir.func private @printf(!vir.ptr {vir.traits = [#vir.readonly<origin = "vir-produce-traits">, #vir.nocapture<origin = "vir-produce-traits">]}, ...) -> i32
}
