/* The vector types and functions of vector-abi.c and its callee. */
typedef int v4i __attribute__((vector_size(16)));
typedef float v4f __attribute__((vector_size(16)));
typedef double v2d __attribute__((vector_size(16)));
typedef short v8s __attribute__((vector_size(16)));
typedef signed char v16c __attribute__((vector_size(16)));
typedef int v2i __attribute__((vector_size(8)));
typedef float v2f __attribute__((vector_size(8)));
typedef int v8i __attribute__((vector_size(32)));

int sum4i(v4i a, int k);
v4f scale4f(v4f a, float s);
v2d swap2d(v2d a);
v8s add8s(v8s a, v8s b);
int sum16c(v16c a);
v2i mix2i(v2i a, v2f b, int k);
int sum8i(int k, v8i a);
double many(v2d a, v2d b, v2d c, v2d d, v2d e, v2d f, v2d g, v2d h, v2d i,
            v2d j);
