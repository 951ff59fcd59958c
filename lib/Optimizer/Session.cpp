//===- Session.cpp - State shared by the passes of one optimizer run ------===//

#include "vct/Optimizer/Session.h"

#include "llvm/ADT/STLExtras.h"

#include <tuple>

using namespace vct;

//===----------------------------------------------------------------------===//
// Attachment to a context
//===----------------------------------------------------------------------===//

namespace {
/// The sessions attached to live contexts. Contexts are few and attachments
/// last a whole run, so one lock is enough.
struct SessionRegistry {
  std::mutex mutex;
  llvm::DenseMap<mlir::MLIRContext *, OptimizerSession *> sessions;
};
} // namespace

static SessionRegistry &getRegistry() {
  static SessionRegistry registry;
  return registry;
}

OptimizerSession *OptimizerSession::lookup(mlir::MLIRContext *context) {
  SessionRegistry &registry = getRegistry();
  std::lock_guard<std::mutex> lock(registry.mutex);
  return registry.sessions.lookup(context);
}

SessionAttachment::SessionAttachment(mlir::MLIRContext *context,
                                     OptimizerSession &session)
    : context(context) {
  SessionRegistry &registry = getRegistry();
  std::lock_guard<std::mutex> lock(registry.mutex);
  previous = registry.sessions.lookup(context);
  registry.sessions[context] = &session;
}

SessionAttachment::~SessionAttachment() {
  SessionRegistry &registry = getRegistry();
  std::lock_guard<std::mutex> lock(registry.mutex);
  if (previous)
    registry.sessions[context] = previous;
  else
    registry.sessions.erase(context);
}

//===----------------------------------------------------------------------===//
// Records
//===----------------------------------------------------------------------===//

std::optional<unsigned> OptimizerSession::claim(llvm::StringRef function,
                                                llvm::StringRef decisionKey) {
  std::lock_guard<std::mutex> lock(mutex);
  if (!reported.insert(decisionKey).second)
    return std::nullopt;
  std::string key = (llvm::Twine(round.load()) + "/" + function).str();
  return sequenceCounters[key]++;
}

void OptimizerSession::addRemark(RemarkRecord record) {
  std::lock_guard<std::mutex> lock(mutex);
  remarkRecords.push_back(std::move(record));
}

/// Writes `text` as a single-quoted YAML scalar.
static void writeQuoted(llvm::raw_ostream &os, llvm::StringRef text) {
  os << '\'';
  for (char c : text) {
    if (c == '\'')
      os << '\'';
    os << c;
  }
  os << '\'';
}

void OptimizerSession::writeRemarksYAML(llvm::raw_ostream &os) const {
  std::vector<RemarkRecord> sorted;
  {
    std::lock_guard<std::mutex> lock(mutex);
    sorted = remarkRecords;
  }
  llvm::stable_sort(sorted, [](const RemarkRecord &a, const RemarkRecord &b) {
    return std::tie(a.round, a.function, a.sequence) <
           std::tie(b.round, b.function, b.sequence);
  });
  // The document layout of LLVM's remark YAML (llvm-remarkutil reads it).
  for (const RemarkRecord &record : sorted) {
    os << "--- !" << record.kind << "\n";
    os << "Pass:            ";
    writeQuoted(os, record.pass);
    os << "\nName:            ";
    writeQuoted(os, record.name);
    os << "\n";
    if (!record.file.empty()) {
      os << "DebugLoc:        { File: ";
      writeQuoted(os, record.file);
      os << ", Line: " << record.line << ", Column: " << record.column
         << " }\n";
    }
    // LLVM's parser wants a function name on every remark; results of
    // requests whose function was deleted, and module-level remarks, have
    // none.
    os << "Function:        ";
    writeQuoted(os, record.function.empty() ? "<module>" : record.function);
    os << "\nArgs:\n  - String:          ";
    writeQuoted(os, record.message);
    os << "\n...\n";
  }
}

unsigned OptimizerSession::nextSequence(llvm::StringRef function) {
  std::lock_guard<std::mutex> lock(mutex);
  std::string key = (llvm::Twine(round.load()) + "/" + function).str();
  return sequenceCounters[key]++;
}

//===----------------------------------------------------------------------===//
// Request identity
//===----------------------------------------------------------------------===//

void OptimizerSession::registerRequest(llvm::StringRef id,
                                       vir::RequestAttr request,
                                       llvm::StringRef function,
                                       llvm::StringRef subject,
                                       mlir::LocationAttr location) {
  std::lock_guard<std::mutex> lock(mutex);
  namedRequests[id] =
      NamedRequest{request, function.str(), subject.str(), location};
}

OptimizerSession::Claim OptimizerSession::claimRequestResult(llvm::StringRef id,
                                                             bool accepted) {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = namedRequests.find(id);
  if (it == namedRequests.end())
    return Claim::Repeat;
  NamedRequest &named = it->second;
  if (!named.hasResult) {
    named.hasResult = true;
    named.accepted = accepted;
    return Claim::First;
  }
  if (named.accepted || !accepted)
    return Claim::Repeat;
  named.accepted = true;
  return Claim::ReplacesDenial;
}

bool OptimizerSession::hasRequestResult(llvm::StringRef id) const {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = namedRequests.find(id);
  return it != namedRequests.end() && it->second.hasResult;
}

std::string OptimizerSession::makeRequestId(llvm::StringRef function) {
  std::lock_guard<std::mutex> lock(mutex);
  unsigned number = nextRequestNumber[function]++;
  return (function + "#" + llvm::Twine(number)).str();
}

std::vector<std::pair<std::string, OptimizerSession::NamedRequest>>
OptimizerSession::getRequestsWithoutResult() const {
  std::lock_guard<std::mutex> lock(mutex);
  std::vector<std::pair<std::string, NamedRequest>> result;
  for (const auto &entry : namedRequests)
    if (!entry.second.hasResult)
      result.emplace_back(entry.first().str(), entry.second);
  // By name: the map's order is its hash table's.
  llvm::sort(result, llvm::less_first());
  return result;
}

void OptimizerSession::clearRequestNames() {
  std::lock_guard<std::mutex> lock(mutex);
  namedRequests.clear();
  nextRequestNumber.clear();
}
