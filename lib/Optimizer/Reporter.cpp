//===- Reporter.cpp - How a VIR pass reports its decisions ----------------===//

#include "vct/Optimizer/Reporter.h"
#include "vct/Optimizer/Session.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace vct;

std::string vct::formatLocation(Location loc) {
  if (auto file = loc->findInstanceOf<FileLineColLoc>())
    return llvm::formatv("{0}:{1}:{2}", file.getFilename().getValue(),
                         file.getLine(), file.getColumn())
        .str();
  return "";
}

PassReporter::PassReporter(StringRef pass, Operation *scope)
    : pass(pass.str()), session(OptimizerSession::lookup(scope->getContext())) {
  if (auto func = dyn_cast<FunctionOpInterface>(scope))
    function = func.getName().str();
}

bool PassReporter::remarksEnabled() const {
  return session && session->remarksEnabled();
}

void PassReporter::passed(Location loc, StringRef name, const Twine &message) {
  remark("Passed", loc, name, message);
}

void PassReporter::missed(Location loc, StringRef name, const Twine &message) {
  remark("Missed", loc, name, message);
}

void PassReporter::remark(StringRef kind, Location loc, StringRef name,
                          const Twine &message) {
  if (!remarksEnabled())
    return;
  std::string text = message.str();
  std::string where = formatLocation(loc);
  std::optional<unsigned> sequence =
      session->claim(function, llvm::formatv("remark|{0}|{1}|{2}|{3}|{4}", pass,
                                             function, name, where, text)
                                   .str());
  if (!sequence)
    return;
  if (session->getRemarkFormat() == RemarkFormat::Text) {
    emitRemark(loc) << "VIR: " << pass << ": " << text;
    return;
  }
  RemarkRecord record;
  record.round = session->getRound();
  record.function = function;
  record.sequence = *sequence;
  record.kind = kind.str();
  record.pass = pass;
  record.name = name.str();
  if (auto file = loc->findInstanceOf<FileLineColLoc>()) {
    record.file = file.getFilename().str();
    record.line = file.getLine();
    record.column = file.getColumn();
  }
  record.message = std::move(text);
  session->addRemark(std::move(record));
}

std::string vct::lookupRequestId(Operation *carrier, StringRef kind) {
  auto ids = carrier->getAttrOfType<DictionaryAttr>(kRequestIdsAttrName);
  if (!ids)
    return "";
  auto id = ids.getAs<StringAttr>(kind);
  return id ? id.str() : "";
}

LogicalResult PassReporter::recordRequest(Operation *subject,
                                          StringRef subjectText,
                                          const RequestResult &result,
                                          Operation *carrier) {
  StringRef kind = vir::stringifyRequestKind(result.request.getKind());
  return recordNamedRequest(subject->getLoc(), subjectText, result,
                            lookupRequestId(carrier ? carrier : subject, kind));
}

LogicalResult PassReporter::recordNamedRequest(Location loc,
                                               StringRef subjectText,
                                               const RequestResult &result,
                                               StringRef id) {
  vir::RequestAttr request = result.request;
  StringRef kind = vir::stringifyRequestKind(request.getKind());
  bool strong = request.getStrength() == vir::Strength::strong;
  assert(result.accepted != result.reason.has_value() &&
         "a denial needs a reason, an acceptance none");
  bool internalError = !result.accepted && strong &&
                       (*result.reason == DenyReason::Illegality ||
                        *result.reason == DenyReason::ContradictsTrait);
  // A named request that has its result already is the common case in the
  // pipeline's later rounds: it is dropped before any text is formatted.
  OptimizerSession::Claim claim = OptimizerSession::Claim::First;
  if (session && !id.empty()) {
    claim = session->claimRequestResult(id, result.accepted);
    if (claim == OptimizerSession::Claim::Repeat)
      return success();
  }
  std::string text =
      result.accepted
          ? llvm::formatv("VIR: accepted {0} on {1} ({2})", kind, subjectText,
                          result.note)
                .str()
          : llvm::formatv("VIR: denied {0} on {1}, {2} ({3})", kind,
                          subjectText, stringifyDenyReason(*result.reason),
                          result.note)
                .str();
  std::string where = formatLocation(loc);

  std::optional<unsigned> sequence;
  if (session) {
    // A request's identity is its name on its carrier; one that has a result
    // keeps it, except that a denial gives way to a later acceptance (the
    // transform done in a later slot or round). Requests without a name (a
    // pass run on its own) are recorded at every evaluation, except that a
    // decision repeated word for word in a later round of the pipeline is
    // recorded once.
    bool replaces = false;
    if (!id.empty()) {
      replaces = claim == OptimizerSession::Claim::ReplacesDenial;
      sequence = session->nextSequence(function);
    } else if (session->getRound() == 0) {
      sequence = session->nextSequence(function);
    } else {
      sequence = session->claim(
          function, llvm::formatv("request|{0}|{1}|{2}|{3}|{4}", pass, function,
                                  where, subjectText, text)
                        .str());
      if (!sequence)
        return success();
    }
    RequestRecord record;
    record.round = session->getRound();
    record.function = function;
    record.sequence = *sequence;
    record.pass = pass;
    record.request = kind.str();
    record.strength = strong ? "strong" : "soft";
    record.subject = subjectText.str();
    record.location = where;
    record.accepted = result.accepted;
    record.reason = result.reason;
    record.note = result.note;
    record.id = id.str();
    if (replaces)
      session->getRequestLog().replace(std::move(record));
    else
      session->getRequestLog().add(std::move(record));
  }

  // Severity: O-24..O-27.
  if (internalError) {
    emitError(loc) << "internal compiler error: " << text;
    return failure();
  }
  if (strong && !result.accepted) {
    emitWarning(loc) << text;
    return success();
  }
  if (!remarksEnabled())
    return success();
  if (session->getRemarkFormat() == RemarkFormat::Text) {
    emitRemark(loc) << text;
    return success();
  }
  RemarkRecord record;
  record.round = session->getRound();
  record.function = function;
  record.sequence = *sequence;
  record.kind = result.accepted ? "Passed" : "Missed";
  record.pass = pass;
  record.name = result.accepted ? "RequestAccepted" : "RequestDenied";
  if (auto file = loc->findInstanceOf<FileLineColLoc>()) {
    record.file = file.getFilename().str();
    record.line = file.getLine();
    record.column = file.getColumn();
  }
  record.message = text;
  session->addRemark(std::move(record));
  return success();
}

void PassReporter::budgetExhausted(Operation *op, StringRef budget,
                                   const Twine &what) {
  std::string text =
      llvm::formatv("VIR: {0}: {1} exhausted; {2}", pass, budget, what.str())
          .str();
  if (session &&
      !session->claim(function, "budget|" + pass + "|" + function + "|" + text))
    return;
  emitWarning(op->getLoc()) << text;
}
