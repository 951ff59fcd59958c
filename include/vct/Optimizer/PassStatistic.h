//===- PassStatistic.h - Pass statistics that always count ------*- C++ -*-===//
//
// The statistics a VIR pass declares in ODS (`let statistics = [...]`) are
// members of this type (vct_pass_tablegen in cmake/AddVCT.cmake declares
// them so). mlir::Pass::Statistic is an llvm::Statistic, which counts only in
// an LLVM built with assertions: with the Release packages VCT builds
// against, `--mlir-pass-statistics` reports nothing. A PassStatistic adds
// into a process-wide total per (pass argument, statistic name), whichever
// thread's clone of the pass counts; vct-mlir-opt prints the totals after
// MLIR's own report when `--mlir-pass-statistics` is given.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_OPTIMIZER_PASSSTATISTIC_H
#define VCT_OPTIMIZER_PASSSTATISTIC_H

#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <cstdint>

namespace mlir {
class Pass;
} // namespace mlir

namespace vct {

class PassStatistic {
public:
  /// A statistic of `owner`, as the generated pass classes declare it:
  /// `name` as in ODS (the second field), `description` the third.
  PassStatistic(mlir::Pass *owner, const char *name, const char *description);
  PassStatistic(const PassStatistic &) = delete;
  PassStatistic &operator=(const PassStatistic &) = delete;

  PassStatistic &operator++() {
    total->fetch_add(1, std::memory_order_relaxed);
    return *this;
  }
  PassStatistic &operator+=(uint64_t count) {
    total->fetch_add(count, std::memory_order_relaxed);
    return *this;
  }

private:
  /// The process-wide total this statistic adds into.
  std::atomic<uint64_t> *total;
};

/// Prints every statistic whose total is not zero, sorted by pass argument
/// and statistic name, in the shape of MLIR's `list` report:
///   licm
///     (S) 2 num-hoisted - Operations hoisted out of their loop
void printPassStatistics(llvm::raw_ostream &os);

} // namespace vct

#endif // VCT_OPTIMIZER_PASSSTATISTIC_H
