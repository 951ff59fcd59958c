//===- PassStatistic.cpp - Pass statistics that always count --------------===//

#include "vct/Optimizer/PassStatistic.h"

#include "mlir/Pass/Pass.h"

#include <map>
#include <mutex>
#include <string>
#include <utility>

using namespace vct;

namespace {
struct Total {
  std::string description;
  std::atomic<uint64_t> value{0};
};

/// Totals by (pass argument, statistic name). A std::map keeps each total
/// at one address and iterates in sorted order.
struct Totals {
  std::mutex mutex;
  std::map<std::pair<std::string, std::string>, Total> byName;
};
} // namespace

static Totals &getTotals() {
  static Totals totals;
  return totals;
}

PassStatistic::PassStatistic(mlir::Pass *owner, const char *name,
                             const char *description) {
  Totals &totals = getTotals();
  std::lock_guard<std::mutex> lock(totals.mutex);
  Total &entry = totals.byName[{owner->getArgument().str(), name}];
  entry.description = description;
  total = &entry.value;
}

void vct::printPassStatistics(llvm::raw_ostream &os) {
  Totals &totals = getTotals();
  std::lock_guard<std::mutex> lock(totals.mutex);
  os << "===" << std::string(73, '-') << "===\n"
     << std::string(23, ' ') << "... VIR pass statistics report ...\n"
     << "===" << std::string(73, '-') << "===\n";
  llvm::StringRef pass;
  for (auto &[key, entry] : totals.byName) {
    uint64_t value = entry.value.load(std::memory_order_relaxed);
    if (value == 0)
      continue;
    if (key.first != pass) {
      pass = key.first;
      os << pass << "\n";
    }
    os << "  (S) " << value << " " << key.second << " - " << entry.description
       << "\n";
  }
}
