// Sums the squares of an array's elements and prints the total.
//
// int square(int x) { return x * x; }
// int main(void) {
//   int a[8] = {1, 2, 3, 4, 5, 6, 7, 8};
//   int total = 0;
//   for (int i = 0; i < 8; ++i)
//     total += square(a[i]);
//   printf("total = %d\n", total);
//   return 0;
// }
//
// The front end's facts and requests are traits: `nocapture` on the local
// slot, a soft `inline` request on the call edge, soft loop requests on the
// loop's back edge and the range of the induction variable.

vir.global private constant @fmt : !vir.array<12 x i8> = "total = %d\0A\00"
vir.global private constant @init : !vir.array<8 x i32> = [1, 2, 3, 4, 5, 6, 7, 8]

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @square(%x: i32) -> i32 attributes {vir.traits = [#vir.readonly]} {
  %sq = vir.mul %x, %x nsw : i32
  vir.return %sq : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c8 = vir.constant 8 : i32
  %len = vir.constant 32 : i64
  %a = vir.alloca !vir.array<8 x i32> align 4 {vir.traits = [#vir.nocapture]}
  %src = vir.addressof @init : !vir.ptr
  vir.memcpy %a, %src, %len : i64
  vir.br ^header(%c0, %c0 : i32, i32)

^header(%i: i32, %total: i32):
  %more = vir.icmp slt %i, %c8 : i32
  vir.cond_br %more, ^body, ^exit

^body:
  %i64 = vir.sext %i {vir.traits = [#vir.range<0, 7>]} : i32 to i64
  %p = vir.gep inbounds %a[0, %i64] : !vir.array<8 x i32>
  %v = vir.load %p align 4 : i32
  %sq = vir.call @square(%v) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  %next_total = vir.add %total, %sq nsw : i32
  %next_i = vir.add %i, %c1 nsw : i32
  vir.br ^header(%next_i, %next_total : i32, i32)
      {vir.traits = [#vir.req<unroll, soft, factor = 4>, #vir.req<licm, soft>]}

^exit:
  %f = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%f, %total) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
