// A request denied in one slot or round and performed in a later one ends
// with the later acceptance, its one result: the decoder loop inlined into
// decode_all is denied full unrolling in round 1 (its trip count is not yet
// known) and fully unrolled in round 2.
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt -O2 %t.vir --vir-request-report=%t.json -o /dev/null
// RUN: FileCheck %s < %t.json
// RUN: %python %S/Inputs/count-requests.py %t.json \
// RUN:   | FileCheck %s --check-prefix=COUNT
// With one round the denial is the loop's result.
// RUN: vct-mlir-opt -O2 %t.vir --vir-max-pipeline-rounds=1 \
// RUN:   --vir-request-report=%t1.json -o /dev/null
// RUN: FileCheck %s --check-prefix=ONE < %t1.json

// CHECK-NOT: "note": "a block other than the latch exits the loop
// CHECK:      "round": 2,
// CHECK-NEXT: "pass": "loop-unroll",
// CHECK-NEXT: "function": "decode_all",
// CHECK-NEXT: "location": "{{.*}}",
// CHECK-NEXT: "request": "unroll",
// CHECK-NEXT: "strength": "soft",
// CHECK-NEXT: "subject": "loop with back edge in @decode_all",
// CHECK-NEXT: "accepted": true,
// CHECK-NEXT: "note": "fully unrolled 10 iterations
// CHECK-NOT: "note": "a block other than the latch exits the loop

// The inliner's AlreadyDone for the callee's own loop, the outer loop's
// denial and the decoder loop's acceptance.
// COUNT: unroll soft 3

// ONE:      "pass": "loop-unroll",
// ONE-NEXT: "function": "decode_all",
// ONE-NEXT: "location": "{{.*}}",
// ONE-NEXT: "request": "unroll",
// ONE-NEXT: "strength": "soft",
// ONE-NEXT: "subject": "loop with back edge in @decode_all",
// ONE-NEXT: "accepted": false,
// ONE-NEXT: "reason": "Unsupported",
// ONE-NEXT: "note": "a block other than the latch exits the loop

typedef unsigned long long u64;

static int get_uvarint(const unsigned char *p, const unsigned char *end,
                       u64 *out) {
  u64 v = 0;
  int shift = 0;
  int n = 0;
  while (p + n < end) {
    unsigned char b = p[n++];
    if (shift == 63 && b > 1)
      return -1;
    v |= (u64)(b & 0x7f) << shift;
    if (!(b & 0x80)) {
      *out = v;
      return n;
    }
    shift += 7;
    if (shift > 63)
      return -1;
  }
  return -1;
}

u64 decode_all(const unsigned char *p, const unsigned char *end, int count) {
  u64 sum = 0, u;
  for (int i = 0; i < count; i++) {
    int k = get_uvarint(p, end, &u);
    if (k < 0)
      break;
    p += k;
    sum += u;
  }
  return sum;
}
