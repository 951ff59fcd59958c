// Compiled by clang -O2 and linked with VCT's output of int128-abi.c.
typedef unsigned __int128 u128;
typedef __int128 i128;

u128 c_mul_add(u128 a, u128 b, u128 c) { return a * b + c; }

// x no longer fits in registers (RDI..R8 taken, R9 alone is not enough): it
// goes on the stack, and y still takes R9.
i128 c_spill(long a, long b, long c, long d, long e, i128 x, long y) {
  return x * (a + b + c + d + e) - y;
}

// Calls back into VCT-compiled code.
u128 vct_mix(long a, u128 x, u128 y, u128 z, long b);
u128 c_calls_vct(u128 x) { return vct_mix(3, x, x + 1, x << 1, 5); }

u128 c_apply(u128 (*f)(u128, long), u128 x) { return f(x, 3) + 1; }
