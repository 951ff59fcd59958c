// Compiled by clang -O2 for abi-extern.c: clang-compiled code relies on
// char and short arguments and results being extended to 32 bits by the
// other side (signext/zeroext), and returns a structure through the hidden
// pointer it also returns in RAX (sret).

struct big {
  long a, b, c;
};

int take_uchar(unsigned char c) { return c; }
int take_schar(signed char c) { return c; }
int take_ushort(unsigned short s) { return s; }
int take_short(short s) { return s; }
long take_mixed(unsigned char a, short b, unsigned short c, signed char d) {
  return (long)a * 1000000 + (long)b * 1000 + c + d;
}
signed char give_schar(int x) { return (signed char)x; }
unsigned char give_uchar(int x) { return (unsigned char)x; }
unsigned short give_ushort(int x) { return (unsigned short)x; }

struct big make_big(long x) {
  struct big r = {x, x * 2, x * 3};
  return r;
}

// Calls into the VCT-compiled side, relying on its results being extended.
signed char vct_schar(int x);
unsigned char vct_uchar(int x);
short vct_short(int x);
struct big vct_big(long x);
long use_vct(int x) {
  struct big b = vct_big(x);
  return (long)vct_schar(x) * 1000000 + (long)vct_uchar(x) * 1000 +
         vct_short(x) + b.a + b.b + b.c;
}
