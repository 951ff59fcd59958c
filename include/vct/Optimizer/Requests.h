//===- Requests.h - Request results and the request log ---------*- C++ -*-===//
//
// 007 §4.5: every action request a pass evaluates yields a RequestResult;
// a denial carries a DenyReason and a one-line note. The RequestLog gathers
// them for one optimizer run in an order that does not depend on threads,
// and writes them as JSON (`--vir-request-report=FILE`).
//
//===----------------------------------------------------------------------===//

#ifndef VCT_OPTIMIZER_REQUESTS_H
#define VCT_OPTIMIZER_REQUESTS_H

#include "vct/Dialect/VIR/IR/VIRAttrs.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace vct {

/// Why a request was declined (007 §4.5).
enum class DenyReason {
  CostModel,
  Illegality,
  AlreadyDone,
  Unsupported,
  ContradictsTrait,
  TooLarge,
  NoTargetSupport,
};

llvm::StringRef stringifyDenyReason(DenyReason reason);

/// The outcome of evaluating one action request.
struct RequestResult {
  vir::RequestAttr request;
  bool accepted = false;
  /// Set exactly when the request was denied.
  std::optional<DenyReason> reason;
  /// One line for a human: why, or what was done.
  std::string note;

  static RequestResult accept(vir::RequestAttr request, std::string note) {
    return {request, true, std::nullopt, std::move(note)};
  }
  static RequestResult deny(vir::RequestAttr request, DenyReason reason,
                            std::string note) {
    return {request, false, reason, std::move(note)};
  }
};

/// One entry of the log: a result and where it was decided.
struct RequestRecord {
  /// Pipeline round (1-based; 0 outside the pipeline driver).
  unsigned round = 0;
  /// The function the subject is in ("" for module-level subjects).
  std::string function;
  /// Order of the record among those of (round, function).
  unsigned sequence = 0;
  std::string pass;
  std::string request;  // the request kind, e.g. "inline"
  std::string strength; // "soft" or "strong"
  std::string subject;  // e.g. "call to @g", "loop at ^bb1"
  std::string location; // "file:line:col" or ""
  bool accepted = false;
  std::optional<DenyReason> reason;
  std::string note;
  /// The request's name in its run ("" for a request without one: a pass
  /// run on its own).
  std::string id;
};

/// The results of one optimizer run. Safe to fill from several threads;
/// reads give a deterministic order: by round, function and, within those,
/// the order in which the one thread working on that function recorded
/// them.
class RequestLog {
public:
  void add(RequestRecord record);
  /// Replaces the record of the named request `record.id` (a denial that a
  /// later acceptance overrides), or adds `record` if there is none.
  void replace(RequestRecord record);
  /// The records, sorted.
  std::vector<RequestRecord> getRecords() const;
  /// Writes the records as a JSON document: {"requests": [...],
  /// "evaluated": N, "accepted": A, "denied": D}.
  void writeJSON(llvm::raw_ostream &os) const;

private:
  mutable std::mutex mutex;
  std::vector<RequestRecord> records;
  /// Position in `records` of each named request's record.
  llvm::StringMap<size_t> positions;
};

} // namespace vct

#endif // VCT_OPTIMIZER_REQUESTS_H
