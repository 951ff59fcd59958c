// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// String processing over a literal text: words, lines, letter frequencies,
// the longest word, a case-folded word search and an in-place word reversal.

// CHECK: chars=171 words=36 lines=3 letters=129
// CHECK-NEXT: longest=foolishness (11)
// CHECK-NEXT: freq: a8 b2 c3 d2 e17 f8 g2 h9 i13 l3 m3 n2 o12 p2 r2 s14 t17 u1 w8 y1
// CHECK-NEXT: count(it)=6
// CHECK-NEXT: count(WAS)=6
// CHECK-NEXT: count(of)=6
// CHECK-NEXT: count(times)=2
// CHECK-NEXT: count(age)=2
// CHECK-NEXT: count(zebra)=0
// CHECK-NEXT: count(epoch)=2
// CHECK-NEXT: reversed: [times, of worst the was it times, of best the was It]
// CHECK-NEXT: wisdom at 71, cmp=1

#include <stdio.h>
#include <string.h>

static const char text[] =
    "It was the best of times, it was the worst of times,\n"
    "it was the age of wisdom, it was the age of foolishness,\n"
    "it was the epoch of belief, it was the epoch of incredulity.\n";

static int is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static char lower(char c) { return (c >= 'A' && c <= 'Z') ? (char)(c - 'A' + 'a') : c; }

static int count_word(const char *s, const char *w) {
  int count = 0;
  size_t wl = strlen(w);
  while (*s) {
    while (*s && !is_alpha(*s))
      ++s;
    const char *start = s;
    while (*s && is_alpha(*s))
      ++s;
    if ((size_t)(s - start) == wl) {
      size_t i = 0;
      while (i < wl && lower(start[i]) == lower(w[i]))
        ++i;
      count += i == wl;
    }
  }
  return count;
}

static void reverse_range(char *b, char *e) {
  while (b < e) {
    char t = *b;
    *b++ = *--e;
    *e = t;
  }
}

int main(void) {
  int words = 0, lines = 0, letters = 0, in_word = 0;
  int freq[26] = {0};
  size_t longest = 0, cur = 0;
  char longest_word[32] = "";
  for (const char *p = text; *p; ++p) {
    if (*p == '\n')
      ++lines;
    if (is_alpha(*p)) {
      ++letters;
      ++freq[lower(*p) - 'a'];
      if (!in_word)
        ++words;
      in_word = 1;
      ++cur;
      if (cur > longest) {
        longest = cur;
        memcpy(longest_word, p - cur + 1, cur);
        longest_word[cur] = '\0';
      }
    } else {
      in_word = 0;
      cur = 0;
    }
  }
  printf("chars=%zu words=%d lines=%d letters=%d\n", strlen(text), words, lines, letters);
  printf("longest=%s (%zu)\n", longest_word, longest);
  printf("freq:");
  for (int i = 0; i < 26; ++i)
    if (freq[i])
      printf(" %c%d", 'a' + i, freq[i]);
  printf("\n");
  const char *probes[] = {"it", "WAS", "of", "times", "age", "zebra", "epoch"};
  for (int i = 0; i < 7; ++i)
    printf("count(%s)=%d\n", probes[i], count_word(text, probes[i]));

  /* Reverse the words of the first line in place. */
  char line[80];
  const char *nl = strchr(text, '\n');
  size_t len = (size_t)(nl - text);
  memcpy(line, text, len);
  line[len] = '\0';
  reverse_range(line, line + len);
  char *w = line;
  while (*w) {
    char *e = w;
    while (*e && *e != ' ')
      ++e;
    reverse_range(w, e);
    w = *e ? e + 1 : e;
  }
  printf("reversed: [%s]\n", line);
  const char *hit = strstr(text, "wisdom");
  printf("wisdom at %d, cmp=%d\n", (int)(hit - text), strncmp(hit, "wise", 3) == 0);
  return 0;
}
