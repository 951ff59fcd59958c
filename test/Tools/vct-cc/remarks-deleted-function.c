// The requests of a function the inliner deletes end with a result that
// has no function left: the remark record still names one ('<module>'),
// so LLVM's parser reads the record and -Rpass prints it.
// RUN: rm -rf %t && mkdir %t && cd %t
// RUN: vct-cc -O2 -fsave-optimization-record -c %s -o r.o
// RUN: FileCheck %s --check-prefix=YAML < r.opt.yaml
// RUN: llvm-remarkutil count --parser=yaml --group-by=function r.opt.yaml | FileCheck %s --check-prefix=COUNT
// RUN: vct-cc -O2 -Rpass-missed=inline -c %s -o r.o 2>&1 | FileCheck %s --check-prefix=MISSED

// YAML: Name: {{ *}}'RequestDenied'
// YAML: Function: {{ *}}'<module>'
// COUNT: Function,Count
// COUNT: <module>,
// MISSED: remarks-deleted-function.c:[[@LINE+5]]:{{[0-9]+}}: remark: {{.*}}the function was inlined into every caller and deleted

int data[100];

static void init(int n) {
  for (int i = 0; i < n; ++i)
    data[i] = i * 7;
}

int main(void) {
  init(100);
  return data[99] & 1;
}
