// RUN: vct-translate --vir-to-c %s | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT

// Globals: storage classes, constness, alignment, and every initializer
// form (integers at their container type, bit-exact floats, strings,
// nested aggregates, zeroinit, undef, addresses with offsets, vectors), and
// aggregate layouts checked by static assertions. The program reads the
// globals back through their addresses.

// Aggregates become C structures whose layout C checks.
// CHECK:      struct vct_s0 {
// CHECK-NEXT:   int8_t f0;
// CHECK-NEXT:   int32_t f1;
// CHECK-NEXT:   double f2;
// CHECK-NEXT:   void *f3;
// CHECK-NEXT: };
// CHECK-NEXT: _Static_assert(sizeof(struct vct_s0) == 24, "VIR layout of !vir.struct<i8, i32, f64, !vir.ptr>");
// CHECK-NEXT: _Static_assert(_Alignof(struct vct_s0) == 8, "VIR layout of !vir.struct<i8, i32, f64, !vir.ptr>");
// CHECK:      struct __attribute__((packed)) vct_s1 {
// CHECK:      _Static_assert(sizeof(struct vct_s1) == 7,
// CHECK:      _Static_assert(_Alignof(struct vct_s1) == 1,
// Nested structures are defined first.
// CHECK:      struct [[INNER:vct_s[0-9]+]] {
// CHECK-NEXT:   int32_t f0;
// CHECK-NEXT:   int64_t f1;
// CHECK-NEXT: };
// CHECK:      struct vct_s2 {
// CHECK-NEXT:   int8_t f0;
// CHECK-NEXT:   struct [[INNER]] f1;
// CHECK-NEXT:   int8_t f2[4];
// CHECK-NEXT: };
// CHECK:      _Static_assert(sizeof(struct vct_s2) == 32,
// A vector in memory is its bytes, aligned as VIR aligns it.
// CHECK:      typedef struct { _Alignas(16) uint8_t b[16]; } vct_m4i32;
// CHECK:      typedef struct { _Alignas(1) uint8_t b[1]; } vct_m8i1;

// Forward declarations: public definitions are extern, private ones static;
// declarations of external globals bind a fresh name to the symbol.
// CHECK:      extern int8_t i8v;
// CHECK:      static const int8_t msg[8] __attribute__((unused));
// CHECK:      extern int32_t vct_ext_ext_counter VCT_ASM_NAME("ext_counter");
// CHECK:      extern const int8_t vct_ext_ext_table[4] VCT_ASM_NAME("ext_table");

// CHECK-LABEL: int8_t i8v = -128;
// CHECK-NEXT: _Bool i1v = 1;
// CHECK-NEXT: int32_t i24v = -5;
// CHECK-NEXT: int64_t i64min = (-INT64_C(9223372036854775807) - 1);
// CHECK-NEXT: int64_t u64max = -1;
// CHECK-NEXT: int32_t i32min = (-2147483647 - 1);
// CHECK-NEXT: int64_t big = INT64_C(4294967296);
// CHECK-NEXT: float f32v = 0x1.8p+0f;
// CHECK-NEXT: double f64v = 0x1.999999999999ap-4;
// CHECK-NEXT: double negzero = -0x0p+0;
// CHECK-NEXT: double inf = (__builtin_inf());
// CHECK-NEXT: float ninf = (-__builtin_inff());
// CHECK-NEXT: double qnan = (__builtin_nan("0x1"));
// CHECK-NEXT: float snan = (__builtin_nansf("0x1"));
// CHECK-NEXT: float denorm = 0x1p-149f;
vir.global @i8v : i8 = -128
vir.global @i1v : i1 = 1
vir.global @i24v : i24 = -5
vir.global @i64min : i64 = -9223372036854775808
vir.global @u64max : i64 = -1
vir.global @i32min : i32 = -2147483648
vir.global @big : i64 = 4294967296
vir.global @f32v : f32 = 1.5
vir.global @f64v : f64 = 0.1
vir.global @negzero : f64 = -0.0
vir.global @inf : f64 = 0x7FF0000000000000
vir.global @ninf : f32 = 0xFF800000
vir.global @qnan : f64 = 0x7FF8000000000001
vir.global @snan : f32 = 0x7F800001
vir.global @denorm : f32 = 0x00000001

// Strings: the final NUL comes from the C literal; every special byte is
// escaped (octal, three digits; `?` against trigraphs). Without a final NUL
// the bytes are listed.
// CHECK-NEXT: static const int8_t msg[8] = "a\"\\\?\011\377z";
// CHECK-NEXT: static const int8_t raw[3] = { 97, -1, 99 };
vir.global private constant @msg : !vir.array<8 x i8> = "a\"\\?\09\FFz\00"
vir.global private constant @raw : !vir.array<3 x i8> = "a\FFc"

// CHECK-NEXT: int32_t table[3] = { 1, 2, 3 };
// CHECK-NEXT: int16_t nested[2][2] = { { 1, 2 }, { 3, 4 } };
// CHECK-NEXT: struct vct_s0 st = { 1, 2, 0x1.8p+1, (void *)((char *)&table + 4) };
// CHECK-NEXT: struct vct_s1 packed = { 1, 2, 3 };
// CHECK-NEXT: struct vct_s2 zs = { 0, { 0, 0 }, { 0 } };
// CHECK-NEXT: struct [[S4:vct_s[0-9]+]] us = { 0, 0 };
// CHECK-NEXT: struct [[S5:vct_s[0-9]+]] partial = { 7, { 0, 0 } };
// CHECK-NEXT: void *ptrs[3] = { (void *)&table, (void *)((char *)&table - 4), (void *)&get };
// CHECK-NEXT: vct_m4i32 vec = { { 1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0 } };
// CHECK-NEXT: vct_m8i1 bits = { { 141 } };
// CHECK-NEXT: _Alignas(64) int32_t aligned = 5;
vir.global @table : !vir.array<3 x i32> = [1, 2, 3]
vir.global @nested : !vir.array<2 x !vir.array<2 x i16>> = [[1, 2], [3, 4]]
vir.global @st : !vir.struct<i8, i32, f64, !vir.ptr> = [1, 2, 3.0, @table + 4]
vir.global @packed : !vir.struct<packed i8, i32, i16> = [1, 2, 3]
vir.global @zs : !vir.struct<i8, !vir.struct<i32, i64>, !vir.array<4 x i8>> = zeroinit
vir.global @us : !vir.struct<i8, !vir.ptr> = undef
vir.global @partial : !vir.struct<i8, !vir.struct<i32, i64>> = [7, zeroinit]
vir.global @ptrs : !vir.array<3 x !vir.ptr> = [@table, @table - 4, @get]
vir.global @vec : vector<4xi32> = dense<[1, 2, 3, 4]>
vir.global @bits : vector<8xi1> = dense<[1, 0, 1, 1, 0, 0, 0, 1]>
vir.global @aligned : i32 = 5 align 64

vir.global private @ext_counter : i32
vir.global private constant @ext_table : !vir.array<4 x i8>

vir.global private constant @fmt_i : !vir.array<8 x i8> = "%s %ld\0A\00"
vir.global private constant @fmt_x : !vir.array<9 x i8> = "%s %lx\0A\00\00"
vir.global private constant @fmt_f : !vir.array<7 x i8> = "%s %a\0A\00"
vir.global private constant @fmt_s : !vir.array<7 x i8> = "%s %s\0A\00"
vir.global private constant @n_i8 : !vir.array<3 x i8> = "i8\00"
vir.global private constant @n_i1 : !vir.array<3 x i8> = "i1\00"
vir.global private constant @n_i24 : !vir.array<4 x i8> = "i24\00"
vir.global private constant @n_min : !vir.array<4 x i8> = "min\00"
vir.global private constant @n_f32 : !vir.array<4 x i8> = "f32\00"
vir.global private constant @n_f64 : !vir.array<4 x i8> = "f64\00"
vir.global private constant @n_nz : !vir.array<3 x i8> = "nz\00"
vir.global private constant @n_qnan : !vir.array<5 x i8> = "qnan\00"
vir.global private constant @n_snan : !vir.array<5 x i8> = "snan\00"
vir.global private constant @n_ninf : !vir.array<5 x i8> = "ninf\00"
vir.global private constant @n_den : !vir.array<4 x i8> = "den\00"
vir.global private constant @n_msg : !vir.array<4 x i8> = "msg\00"
vir.global private constant @n_raw : !vir.array<4 x i8> = "raw\00"
vir.global private constant @n_st : !vir.array<3 x i8> = "st\00"
vir.global private constant @n_pk : !vir.array<3 x i8> = "pk\00"
vir.global private constant @n_ptr : !vir.array<4 x i8> = "ptr\00"
vir.global private constant @n_fn : !vir.array<3 x i8> = "fn\00"
vir.global private constant @n_vec : !vir.array<4 x i8> = "vec\00"
vir.global private constant @n_bits : !vir.array<5 x i8> = "bits\00"
vir.global private constant @n_al : !vir.array<3 x i8> = "al\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @get() -> i32 {
  %c = vir.constant 42 : i32
  vir.return %c : i32
}

vir.func private @show_i(%name: !vir.ptr, %v: i64) {
  %f = vir.addressof @fmt_i : !vir.ptr
  %r = vir.call @printf(%f, %name, %v) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i64) -> i32
  vir.return
}

vir.func private @show_x(%name: !vir.ptr, %v: i64) {
  %f = vir.addressof @fmt_x : !vir.ptr
  %r = vir.call @printf(%f, %name, %v) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i64) -> i32
  vir.return
}

vir.func private @show_f(%name: !vir.ptr, %v: f64) {
  %f = vir.addressof @fmt_f : !vir.ptr
  %r = vir.call @printf(%f, %name, %v) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, f64) -> i32
  vir.return
}

// OUT:      i8 -128
// OUT-NEXT: i1 1
// OUT-NEXT: i24 -5
// OUT-NEXT: min -9223372036854775808
// OUT-NEXT: f32 0x1.8p+0
// OUT-NEXT: f64 0x1.999999999999ap-4
// OUT-NEXT: nz 8000000000000000
// OUT-NEXT: qnan 7ff8000000000001
// OUT-NEXT: snan 7f800001
// OUT-NEXT: ninf ff800000
// OUT-NEXT: den 1
// OUT-NEXT: msg 7a ff 09 3f 5c 22 61
// OUT-NEXT: raw -1
// OUT-NEXT: st 2 3
// OUT-NEXT: pk 2 3
// OUT-NEXT: ptr 1 1
// OUT-NEXT: fn 42
// OUT-NEXT: vec 3
// OUT-NEXT: bits 141
// OUT-NEXT: al 5 0
vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %z64 = vir.constant 0 : i64

  %p_i8 = vir.addressof @i8v : !vir.ptr
  %v_i8 = vir.load %p_i8 : i8
  %x_i8 = vir.sext %v_i8 : i8 to i64
  %n_i8 = vir.addressof @n_i8 : !vir.ptr
  vir.call @show_i(%n_i8, %x_i8) : (!vir.ptr, i64) -> ()

  %p_i1 = vir.addressof @i1v : !vir.ptr
  %v_i1 = vir.load %p_i1 : i1
  %x_i1 = vir.zext %v_i1 : i1 to i64
  %n_i1 = vir.addressof @n_i1 : !vir.ptr
  vir.call @show_i(%n_i1, %x_i1) : (!vir.ptr, i64) -> ()

  %p_i24 = vir.addressof @i24v : !vir.ptr
  %v_i24 = vir.load %p_i24 : i24
  %x_i24 = vir.sext %v_i24 : i24 to i64
  %n_i24 = vir.addressof @n_i24 : !vir.ptr
  vir.call @show_i(%n_i24, %x_i24) : (!vir.ptr, i64) -> ()

  %p_min = vir.addressof @i64min : !vir.ptr
  %v_min = vir.load %p_min : i64
  %n_min = vir.addressof @n_min : !vir.ptr
  vir.call @show_i(%n_min, %v_min) : (!vir.ptr, i64) -> ()

  %p_f32 = vir.addressof @f32v : !vir.ptr
  %v_f32 = vir.load %p_f32 : f32
  %x_f32 = vir.fpext %v_f32 : f32 to f64
  %n_f32 = vir.addressof @n_f32 : !vir.ptr
  vir.call @show_f(%n_f32, %x_f32) : (!vir.ptr, f64) -> ()

  %p_f64 = vir.addressof @f64v : !vir.ptr
  %v_f64 = vir.load %p_f64 : f64
  %n_f64 = vir.addressof @n_f64 : !vir.ptr
  vir.call @show_f(%n_f64, %v_f64) : (!vir.ptr, f64) -> ()

  // Bit patterns of the special floats, read as integers.
  %p_nz = vir.addressof @negzero : !vir.ptr
  %v_nz = vir.load %p_nz : i64
  %n_nz = vir.addressof @n_nz : !vir.ptr
  vir.call @show_x(%n_nz, %v_nz) : (!vir.ptr, i64) -> ()
  %p_qnan = vir.addressof @qnan : !vir.ptr
  %v_qnan = vir.load %p_qnan : i64
  %n_qnan = vir.addressof @n_qnan : !vir.ptr
  vir.call @show_x(%n_qnan, %v_qnan) : (!vir.ptr, i64) -> ()
  %p_snan = vir.addressof @snan : !vir.ptr
  %v_snan = vir.load %p_snan : i32
  %x_snan = vir.zext %v_snan : i32 to i64
  %n_snan = vir.addressof @n_snan : !vir.ptr
  vir.call @show_x(%n_snan, %x_snan) : (!vir.ptr, i64) -> ()
  %p_ninf = vir.addressof @ninf : !vir.ptr
  %v_ninf = vir.load %p_ninf : i32
  %x_ninf = vir.zext %v_ninf : i32 to i64
  %n_ninf = vir.addressof @n_ninf : !vir.ptr
  vir.call @show_x(%n_ninf, %x_ninf) : (!vir.ptr, i64) -> ()
  %p_den = vir.addressof @denorm : !vir.ptr
  %v_den = vir.load %p_den : i32
  %x_den = vir.zext %v_den : i32 to i64
  %n_den = vir.addressof @n_den : !vir.ptr
  vir.call @show_x(%n_den, %x_den) : (!vir.ptr, i64) -> ()

  // The string's first 7 bytes as one little-endian integer.
  %p_msg = vir.addressof @msg : !vir.ptr
  %v_msg = vir.load %p_msg : i64
  %n_msg = vir.addressof @n_msg : !vir.ptr
  %b0 = vir.call @bytes(%v_msg) : (i64) -> i32
  %p_raw = vir.addressof @raw : !vir.ptr
  %one = vir.constant 1 : i64
  %p_raw1 = vir.gep %p_raw[%one] : i8
  %v_raw = vir.load %p_raw1 : i8
  %x_raw = vir.sext %v_raw : i8 to i64
  %n_raw = vir.addressof @n_raw : !vir.ptr
  vir.call @show_i(%n_raw, %x_raw) : (!vir.ptr, i64) -> ()

  // A structure's fields at their VIR offsets, a packed one's too.
  %p_st = vir.addressof @st : !vir.ptr
  %p_st1 = vir.gep %p_st[0, 1] : !vir.struct<i8, i32, f64, !vir.ptr>
  %v_st1 = vir.load %p_st1 : i32
  %p_st2 = vir.gep %p_st[0, 2] : !vir.struct<i8, i32, f64, !vir.ptr>
  %v_st2 = vir.load %p_st2 : f64
  %i_st2 = vir.fptosi %v_st2 : f64 to i32
  %n_st = vir.addressof @n_st : !vir.ptr
  %fmt_two = vir.addressof @fmt_two : !vir.ptr
  %r_st = vir.call @printf(%fmt_two, %n_st, %v_st1, %i_st2) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32) -> i32
  %p_pk = vir.addressof @packed : !vir.ptr
  %p_pk1 = vir.gep %p_pk[0, 1] : !vir.struct<packed i8, i32, i16>
  %v_pk1 = vir.load %p_pk1 align 1 : i32
  %p_pk2 = vir.gep %p_pk[0, 2] : !vir.struct<packed i8, i32, i16>
  %v_pk2 = vir.load %p_pk2 align 1 : i16
  %i_pk2 = vir.sext %v_pk2 : i16 to i32
  %n_pk = vir.addressof @n_pk : !vir.ptr
  %r_pk = vir.call @printf(%fmt_two, %n_pk, %v_pk1, %i_pk2) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32) -> i32

  // Address initializers: @table + 4 is &table[1], @table - 4 is 4 bytes
  // before it, @get is the function.
  %p_st3 = vir.gep %p_st[0, 3] : !vir.struct<i8, i32, f64, !vir.ptr>
  %v_st3 = vir.load %p_st3 : !vir.ptr
  %p_t = vir.addressof @table : !vir.ptr
  %p_t1 = vir.gep %p_t[0, 1] : !vir.array<3 x i32>
  %eq1 = vir.icmp eq %v_st3, %p_t1 : !vir.ptr
  %e1 = vir.zext %eq1 : i1 to i32
  %p_ptrs = vir.addressof @ptrs : !vir.ptr
  %p_ptrs1 = vir.gep %p_ptrs[0, 1] : !vir.array<3 x !vir.ptr>
  %v_ptrs1 = vir.load %p_ptrs1 : !vir.ptr
  %m4 = vir.constant -4 : i64
  %p_tm4 = vir.gep %p_t[%m4] : i8
  %eq2 = vir.icmp eq %v_ptrs1, %p_tm4 : !vir.ptr
  %e2 = vir.zext %eq2 : i1 to i32
  %n_ptr = vir.addressof @n_ptr : !vir.ptr
  %r_ptr = vir.call @printf(%fmt_two, %n_ptr, %e1, %e2) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32) -> i32
  %p_ptrs2 = vir.gep %p_ptrs[0, 2] : !vir.array<3 x !vir.ptr>
  %fn = vir.load %p_ptrs2 : !vir.ptr
  %v_fn = vir.call %fn() : () -> i32
  %x_fn = vir.sext %v_fn : i32 to i64
  %n_fn = vir.addressof @n_fn : !vir.ptr
  vir.call @show_i(%n_fn, %x_fn) : (!vir.ptr, i64) -> ()

  // Vectors in memory: element 2 of @vec, and @bits as a byte.
  %p_vec = vir.addressof @vec : !vir.ptr
  %v_vec = vir.load %p_vec : vector<4xi32>
  %k2 = vir.constant 2 : i64
  %e_vec = vir.extract %v_vec[%k2 : i64] : vector<4xi32>
  %x_vec = vir.sext %e_vec : i32 to i64
  %n_vec = vir.addressof @n_vec : !vir.ptr
  vir.call @show_i(%n_vec, %x_vec) : (!vir.ptr, i64) -> ()
  %p_bits = vir.addressof @bits : !vir.ptr
  %v_bits = vir.load %p_bits : i8
  %x_bits = vir.zext %v_bits : i8 to i64
  %n_bits = vir.addressof @n_bits : !vir.ptr
  vir.call @show_i(%n_bits, %x_bits) : (!vir.ptr, i64) -> ()

  // The requested alignment.
  %p_al = vir.addressof @aligned : !vir.ptr
  %v_al = vir.load %p_al : i32
  %a_al = vir.ptrtoint %p_al : !vir.ptr to i64
  %c63 = vir.constant 63 : i64
  %low = vir.and %a_al, %c63 : i64
  %i_low = vir.trunc %low : i64 to i32
  %n_al = vir.addressof @n_al : !vir.ptr
  %r_al = vir.call @printf(%fmt_two, %n_al, %v_al, %i_low) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32) -> i32
  vir.return %c0 : i32
}

vir.global private constant @fmt_two : !vir.array<10 x i8> = "%s %d %d\0A\00"
vir.global private constant @fmt_bytes : !vir.array<35 x i8> = "msg %02x %02x %02x %02x %02x %02x \00"
vir.global private constant @fmt_last : !vir.array<6 x i8> = "%02x\0A\00"

// Prints the 7 low bytes of %v, most significant first.
vir.func private @bytes(%v: i64) -> i32 {
  %f = vir.addressof @fmt_bytes : !vir.ptr
  %l = vir.addressof @fmt_last : !vir.ptr
  %c8 = vir.constant 8 : i64
  %c16 = vir.constant 16 : i64
  %c24 = vir.constant 24 : i64
  %c32 = vir.constant 32 : i64
  %c40 = vir.constant 40 : i64
  %c48 = vir.constant 48 : i64
  %m = vir.constant 255 : i64
  %s48 = vir.lshr %v, %c48 : i64
  %b6 = vir.and %s48, %m : i64
  %s40 = vir.lshr %v, %c40 : i64
  %b5 = vir.and %s40, %m : i64
  %s32 = vir.lshr %v, %c32 : i64
  %b4 = vir.and %s32, %m : i64
  %s24 = vir.lshr %v, %c24 : i64
  %b3 = vir.and %s24, %m : i64
  %s16 = vir.lshr %v, %c16 : i64
  %b2 = vir.and %s16, %m : i64
  %s8 = vir.lshr %v, %c8 : i64
  %b1 = vir.and %s8, %m : i64
  %b0 = vir.and %v, %m : i64
  %r = vir.call @printf(%f, %b6, %b5, %b4, %b3, %b2, %b1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i64, i64, i64, i64, i64, i64) -> i32
  %r2 = vir.call @printf(%l, %b0) vararg((!vir.ptr) -> i32) : (!vir.ptr, i64) -> i32
  vir.return %r : i32
}
