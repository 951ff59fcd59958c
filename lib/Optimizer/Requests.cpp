//===- Requests.cpp - Request results and the request log -----------------===//

#include "vct/Optimizer/Requests.h"

#include "llvm/Support/JSON.h"

#include <algorithm>
#include <tuple>

using namespace vct;

llvm::StringRef vct::stringifyDenyReason(DenyReason reason) {
  switch (reason) {
  case DenyReason::CostModel:
    return "CostModel";
  case DenyReason::Illegality:
    return "Illegality";
  case DenyReason::AlreadyDone:
    return "AlreadyDone";
  case DenyReason::Unsupported:
    return "Unsupported";
  case DenyReason::ContradictsTrait:
    return "ContradictsTrait";
  case DenyReason::TooLarge:
    return "TooLarge";
  case DenyReason::NoTargetSupport:
    return "NoTargetSupport";
  }
  llvm_unreachable("unknown deny reason");
}

void RequestLog::add(RequestRecord record) {
  std::lock_guard<std::mutex> lock(mutex);
  if (!record.id.empty())
    positions[record.id] = records.size();
  records.push_back(std::move(record));
}

void RequestLog::replace(RequestRecord record) {
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = positions.find(record.id);
    if (it != positions.end()) {
      records[it->second] = std::move(record);
      return;
    }
  }
  add(std::move(record));
}

std::vector<RequestRecord> RequestLog::getRecords() const {
  std::vector<RequestRecord> sorted;
  {
    std::lock_guard<std::mutex> lock(mutex);
    sorted = records;
  }
  llvm::stable_sort(sorted, [](const RequestRecord &a, const RequestRecord &b) {
    return std::tie(a.round, a.function, a.sequence) <
           std::tie(b.round, b.function, b.sequence);
  });
  return sorted;
}

void RequestLog::writeJSON(llvm::raw_ostream &os) const {
  std::vector<RequestRecord> sorted = getRecords();
  unsigned accepted = llvm::count_if(
      sorted, [](const RequestRecord &record) { return record.accepted; });
  llvm::json::OStream json(os, /*IndentSize=*/2);
  json.object([&] {
    json.attributeArray("requests", [&] {
      for (const RequestRecord &record : sorted) {
        json.object([&] {
          json.attribute("round", record.round);
          json.attribute("pass", record.pass);
          json.attribute("function", record.function);
          json.attribute("location", record.location);
          json.attribute("request", record.request);
          json.attribute("strength", record.strength);
          json.attribute("subject", record.subject);
          json.attribute("accepted", record.accepted);
          if (record.reason)
            json.attribute("reason", stringifyDenyReason(*record.reason));
          json.attribute("note", record.note);
        });
      }
    });
    json.attribute("evaluated", static_cast<int64_t>(sorted.size()));
    json.attribute("accepted", static_cast<int64_t>(accepted));
    json.attribute("denied", static_cast<int64_t>(sorted.size() - accepted));
  });
  os << "\n";
}
