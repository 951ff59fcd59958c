//===- vct-mlir-opt.cpp - The VIR optimizer driver ------------------------===//
//
// An mlir-opt for VIR: parses, verifies, runs passes and prints. Every
// standard mlir-opt flag works (--verify-diagnostics, --split-input-file,
// --pass-pipeline, --mlir-print-ir-*, ...); on top of them the optimizer's
// own: -O<level>, -f<pass>/-fno-<pass>, the budgets, remarks and the
// request report (ARCHITECTURE §5.2, §5.4). Passes named on the command
// line run first, then the optimizer.
//
//===----------------------------------------------------------------------===//

#include "vct/InitAll.h"
#include "vct/Optimizer/PassStatistic.h"
#include "vct/Optimizer/Session.h"
#include "vct/Pipelines/PassTable.h"
#include "vct/Pipelines/Pipeline.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;
using namespace mlir;

static cl::OptionCategory optimizerCategory("VIR optimizer options");

static cl::opt<std::string> optLevel(
    "O", cl::AlwaysPrefix, cl::value_desc("level"), cl::init("0"),
    cl::desc("Optimization level: -O0 and -O1 run no optimizer pass; -O2, "
             "-O3, -Ofast and -Oz run the VIR pipeline"),
    cl::cat(optimizerCategory));
static cl::list<std::string> enabledPasses(
    "f", cl::AlwaysPrefix, cl::value_desc("pass"),
    cl::desc("Add optimizer pass <pass> to the pipeline (-f<pass>)"),
    cl::cat(optimizerCategory));
static cl::list<std::string> disabledPasses(
    "fno-", cl::AlwaysPrefix, cl::value_desc("pass"),
    cl::desc("Leave optimizer pass <pass> out of the pipeline (-fno-<pass>)"),
    cl::cat(optimizerCategory));
static cl::opt<int64_t> maxIterations(
    "vir-max-iterations", cl::init(vct::kDefaultMaxIterations),
    cl::desc("Cap on every pass-internal iteration (vir.max_iterations)"),
    cl::cat(optimizerCategory));
static cl::opt<unsigned> maxPipelineRounds(
    "vir-max-pipeline-rounds", cl::init(vct::kDefaultMaxPipelineRounds),
    cl::desc("Cap on pipeline rounds (vir.max_pipeline_rounds)"),
    cl::cat(optimizerCategory));
static cl::opt<std::string> remarks(
    "remarks", cl::ValueOptional, cl::value_desc("text|yaml"),
    cl::desc("Report optimizer decisions: as remark diagnostics (--remarks, "
             "on by default at -O3 and -Ofast) or as YAML "
             "(--remarks=yaml, see --remarks-output)"),
    cl::cat(optimizerCategory));
static cl::opt<std::string> remarksOutput(
    "remarks-output", cl::value_desc("file"), cl::init("vir-remarks.yaml"),
    cl::desc("The file --remarks=yaml writes"), cl::cat(optimizerCategory));
static cl::opt<bool> printPipeline(
    "vir-print-pipeline",
    cl::desc("Print the slots of the pipeline the level and toggles select, "
             "a line each (stage, slot, pass and options), and exit"),
    cl::cat(optimizerCategory));
static cl::opt<std::string> requestReport(
    "vir-request-report", cl::value_desc("file"),
    cl::desc("Write every request result of the run to <file> as JSON"),
    cl::cat(optimizerCategory));

/// Keeps an OptimizerSession attached to the pass manager's context while
/// the pass manager lives.
namespace {
class SessionInstrumentation : public PassInstrumentation {
public:
  SessionInstrumentation(MLIRContext *context, vct::OptimizerSession &session)
      : attachment(context, session) {}

private:
  vct::SessionAttachment attachment;
};
} // namespace

static int fail(const Twine &message) {
  WithColor::error(errs(), "vct-mlir-opt") << message << "\n";
  return 1;
}

static bool writeFile(StringRef path,
                      llvm::function_ref<void(raw_ostream &)> write) {
  std::string error;
  std::unique_ptr<ToolOutputFile> file = openOutputFile(path, &error);
  if (!file) {
    fail(error);
    return false;
  }
  write(file->os());
  file->keep();
  return true;
}

int main(int argc, char **argv) {
  vct::hideLibraryOptions();
  // Our own options were registered with libLLVM's, before main: show them.
  // (cl::list overloads operator&, hence std::addressof.)
  cl::Option *ownOptions[] = {&optLevel,
                              std::addressof(enabledPasses),
                              std::addressof(disabledPasses),
                              &maxIterations,
                              &maxPipelineRounds,
                              &remarks,
                              &remarksOutput,
                              &printPipeline,
                              &requestReport};
  for (cl::Option *option : ownOptions)
    option->setHiddenFlag(cl::NotHidden);
  DialectRegistry registry;
  vct::registerAllDialects(registry);
  vct::registerAllPasses();
  auto [inputFile, outputFile] = registerAndParseCLIOptions(
      argc, argv, "vct-mlir-opt: the VIR optimizer driver\n", registry);

  std::optional<vct::OptLevel> level = vct::parseOptLevel(optLevel);
  if (!level)
    return fail("unknown optimization level '-O" + optLevel +
                "' (expected -O0, -O1, -O2, -O3, -Ofast or -Oz)");
  vct::OptimizerConfig config = vct::OptimizerConfig::forLevel(*level);
  // -f and -fno- in command-line order: the last toggle of a pass wins.
  SmallVector<std::pair<unsigned, std::pair<std::string, bool>>> toggles;
  for (auto [index, name] : llvm::enumerate(enabledPasses))
    toggles.push_back({enabledPasses.getPosition(index), {name, true}});
  for (auto [index, name] : llvm::enumerate(disabledPasses))
    toggles.push_back({disabledPasses.getPosition(index), {name, false}});
  llvm::sort(toggles, llvm::less_first());
  for (auto &[position, toggle] : toggles)
    config.toggles.push_back(toggle);
  config.maxIterations = maxIterations;
  config.maxPipelineRounds = maxPipelineRounds;
  std::string error;
  if (failed(vct::verifyPassToggles(config, error)))
    return fail(error);
  if (config.maxIterations <= 0 || config.maxPipelineRounds == 0)
    return fail("budgets must be positive");
  if (printPipeline) {
    vct::printPipeline(outs(), config);
    return 0;
  }

  vct::RemarkFormat remarkFormat = vct::RemarkFormat::None;
  if (remarks.getNumOccurrences()) {
    if (remarks.empty() || remarks == "text")
      remarkFormat = vct::RemarkFormat::Text;
    else if (remarks == "yaml")
      remarkFormat = vct::RemarkFormat::YAML;
    else
      return fail("unknown remark format '" + remarks +
                  "' (expected text or yaml)");
  } else if (config.remarks) {
    remarkFormat = vct::RemarkFormat::Text;
  }
  config.remarks = remarkFormat != vct::RemarkFormat::None;
  vct::OptimizerSession session(remarkFormat);

  MlirOptMainConfig mainConfig = MlirOptMainConfig::createFromCLOptions();
  MlirOptMainConfig commandLine = mainConfig;
  mainConfig.setPassPipelineSetupFn(
      [&, commandLine](PassManager &pm) -> LogicalResult {
        pm.addInstrumentation(
            std::make_unique<SessionInstrumentation>(pm.getContext(), session));
        if (failed(commandLine.setupPassPipeline(pm)))
          return failure();
        std::string buildError;
        if (failed(vct::buildOptimizerPipeline(pm, config, buildError)))
          return emitError(UnknownLoc::get(pm.getContext())) << buildError;
        return success();
      });

  std::string openError;
  std::unique_ptr<MemoryBuffer> input = openInputFile(inputFile, &openError);
  if (!input)
    return fail(openError);
  std::unique_ptr<ToolOutputFile> output =
      openOutputFile(outputFile, &openError);
  if (!output)
    return fail(openError);
  LogicalResult result =
      MlirOptMain(output->os(), std::move(input), registry, mainConfig);
  if (succeeded(result))
    output->keep();
  // MLIR's report holds no VIR statistic (vct/Optimizer/PassStatistic.h):
  // ours follows it, on the same stream.
  if (cl::Option *statistics =
          cl::getRegisteredOptions().lookup("mlir-pass-statistics");
      statistics && statistics->getNumOccurrences())
    vct::printPassStatistics(errs());

  if (remarkFormat == vct::RemarkFormat::YAML &&
      !writeFile(remarksOutput,
                 [&](raw_ostream &os) { session.writeRemarksYAML(os); }))
    return 1;
  if (!requestReport.empty() && !writeFile(requestReport, [&](raw_ostream &os) {
        session.getRequestLog().writeJSON(os);
      }))
    return 1;
  return asMainReturnCode(result);
}
