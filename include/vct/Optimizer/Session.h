//===- Session.h - State shared by the passes of one optimizer run -*- C++
//-*-===//
//
// Passes run on many functions at once, in clones, in an order the thread
// pool picks; what must outlive a pass — the request log, the remarks for a
// remark file, and which decisions were already reported in an earlier
// pipeline round — lives in an OptimizerSession attached to the MLIRContext
// for the duration of a run. Passes reach it through vct::PassReporter
// (Reporter.h); without a session they still work, with remarks off.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_OPTIMIZER_SESSION_H
#define VCT_OPTIMIZER_SESSION_H

#include "vct/Optimizer/Requests.h"

#include "mlir/IR/Location.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <atomic>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace vct {

/// How remarks leave the optimizer.
enum class RemarkFormat {
  /// Remarks off (the default: O-48).
  None,
  /// `remark:` diagnostics, in the diagnostic stream.
  Text,
  /// Collected and written as LLVM remark YAML by writeRemarksYAML.
  YAML,
};

/// One optimization remark kept for a remark file.
struct RemarkRecord {
  unsigned round = 0;
  std::string function;
  unsigned sequence = 0;
  /// "Passed", "Missed" or "Analysis" (the LLVM remark kinds).
  std::string kind;
  std::string pass;
  std::string name;
  std::string file;
  unsigned line = 0, column = 0;
  std::string message;
};

class OptimizerSession {
public:
  explicit OptimizerSession(RemarkFormat remarks = RemarkFormat::None)
      : remarks(remarks) {}

  RemarkFormat getRemarkFormat() const { return remarks; }
  bool remarksEnabled() const { return remarks != RemarkFormat::None; }
  /// Sets the remark format; only before a run starts.
  void setRemarkFormat(RemarkFormat format) { remarks = format; }

  RequestLog &getRequestLog() { return requests; }
  const RequestLog &getRequestLog() const { return requests; }

  /// The pipeline round now running (set by the pipeline driver).
  unsigned getRound() const { return round; }
  void setRound(unsigned value) { round = value; }

  /// Claims the next sequence number of (current round, `function`), and
  /// returns nullopt if `decisionKey` was already reported in this session:
  /// a decision repeated in a later round is reported once.
  std::optional<unsigned> claim(llvm::StringRef function,
                                llvm::StringRef decisionKey);

  /// Like claim, for a record that is never a repeat: the next sequence
  /// number of (current round, `function`).
  unsigned nextSequence(llvm::StringRef function);

  void addRemark(RemarkRecord record);

  //===--------------------------------------------------------------------===//
  // Request identity (vct/Transforms/Utils/RequestAccounting.h)
  //===--------------------------------------------------------------------===//

  /// What the session knows of a named request: enough to give it a result
  /// after its code is gone.
  struct NamedRequest {
    vir::RequestAttr request;
    std::string function;
    std::string subject;
    /// Where its carrier was.
    mlir::LocationAttr location;
    bool hasResult = false;
    /// Whether its result accepts it (meaningful once hasResult is set).
    bool accepted = false;
  };

  /// What claimRequestResult found.
  enum class Claim {
    /// The request had no result: this one is its result.
    First,
    /// The request was denied, and this result accepts it: a later pass or
    /// round performed the transform. It replaces the denial.
    ReplacesDenial,
    /// The request has its result already: this one is not recorded.
    Repeat,
  };

  /// Registers request `request`, named `id`, on `subject` in `function`.
  void registerRequest(llvm::StringRef id, vir::RequestAttr request,
                       llvm::StringRef function, llvm::StringRef subject,
                       mlir::LocationAttr location);
  /// Marks request `id` as having its result, an acceptance if `accepted`.
  /// A request's result is final once it accepts: a denial is final unless
  /// the transform is performed later in the run (another slot or round),
  /// whose acceptance then replaces it. An unknown `id` is a Repeat.
  Claim claimRequestResult(llvm::StringRef id, bool accepted);
  /// True if request `id` is registered and has its result.
  bool hasRequestResult(llvm::StringRef id) const;
  /// A fresh request name in `function`.
  std::string makeRequestId(llvm::StringRef function);
  /// The registered requests without a result, by name.
  std::vector<std::pair<std::string, NamedRequest>>
  getRequestsWithoutResult() const;
  /// Forgets every named request (the end of a run).
  void clearRequestNames();
  /// Writes the collected remarks, sorted like the request log, as LLVM
  /// remark YAML documents.
  void writeRemarksYAML(llvm::raw_ostream &os) const;

  /// The session attached to `context`, or null.
  static OptimizerSession *lookup(mlir::MLIRContext *context);

private:
  RemarkFormat remarks;
  RequestLog requests;
  std::atomic<unsigned> round{0};

  mutable std::mutex mutex;
  llvm::StringSet<> reported;
  llvm::StringMap<unsigned> sequenceCounters;
  std::vector<RemarkRecord> remarkRecords;
  /// Named requests by name; getRequestsWithoutResult sorts by name.
  llvm::StringMap<NamedRequest> namedRequests;
  llvm::StringMap<unsigned> nextRequestNumber;
};

/// The discardable attribute naming the requests of an op during a
/// `vir-optimize` run: a dictionary from request kind to name.
constexpr llvm::StringLiteral kRequestIdsAttrName = "vct.request_ids";

/// Attaches a session to a context for its own lifetime. Attachments do not
/// nest: attaching a second session to the same context replaces the first
/// until the second is detached.
class SessionAttachment {
public:
  SessionAttachment(mlir::MLIRContext *context, OptimizerSession &session);
  ~SessionAttachment();
  SessionAttachment(const SessionAttachment &) = delete;
  SessionAttachment &operator=(const SessionAttachment &) = delete;

private:
  mlir::MLIRContext *context;
  OptimizerSession *previous;
};

} // namespace vct

#endif // VCT_OPTIMIZER_SESSION_H
