/* Built by clang for varargs-float-vector.c: callees the caller reaches
   without a prototype. */
struct F1 { float a; };
struct DF { double a; float b; };
double take(struct F1 s) { return s.a; }
double take2(struct DF s) { return s.a + s.b; }
