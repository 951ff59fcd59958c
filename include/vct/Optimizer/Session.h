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

  void addRemark(RemarkRecord record);
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
  llvm::StringMap<unsigned> nextSequence;
  std::vector<RemarkRecord> remarkRecords;
};

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
