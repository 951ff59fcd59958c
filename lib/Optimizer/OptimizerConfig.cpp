//===- OptimizerConfig.cpp - Optimization levels --------------------------===//

#include "vct/Optimizer/OptimizerConfig.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/TargetParser/Host.h"

using namespace vct;

std::optional<OptLevel> vct::parseOptLevel(llvm::StringRef text) {
  return llvm::StringSwitch<std::optional<OptLevel>>(text)
      .Case("0", OptLevel::O0)
      .Case("1", OptLevel::O1)
      .Case("2", OptLevel::O2)
      .Case("3", OptLevel::O3)
      .Case("fast", OptLevel::Ofast)
      .Case("z", OptLevel::Oz)
      .Default(std::nullopt);
}

llvm::StringRef vct::stringifyOptLevel(OptLevel level) {
  switch (level) {
  case OptLevel::O0:
    return "0";
  case OptLevel::O1:
    return "1";
  case OptLevel::O2:
    return "2";
  case OptLevel::O3:
    return "3";
  case OptLevel::Ofast:
    return "fast";
  case OptLevel::Oz:
    return "z";
  }
  llvm_unreachable("unknown optimization level");
}

OptimizerConfig OptimizerConfig::forLevel(OptLevel level) {
  OptimizerConfig config;
  config.level = level;
  config.remarks = config.isAggressive();
  if (level == OptLevel::Ofast) {
    config.fastMath = true;
    config.targetCPU = llvm::sys::getHostCPUName().str();
  }
  return config;
}

std::optional<bool> OptimizerConfig::getToggle(llvm::StringRef name) const {
  std::optional<bool> toggle;
  for (const auto &[pass, enabled] : toggles)
    if (pass == name)
      toggle = enabled;
  return toggle;
}
