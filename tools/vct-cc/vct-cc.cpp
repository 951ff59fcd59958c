//===- vct-cc.cpp - Compile C files through VCT ---------------------------===//
//
// A compiler driver that runs C through VCT:
//
//   clang (C -> unoptimized LLVM IR) -> import (LLVM IR -> VIR)
//     -> trait producer -> VIR optimizer at the chosen level
//     -> backend (LLVM IR via llc -O2, or C via cc -O0) -> link with cc
//
// The tools after VCT add no IR optimization of their own: the LLVM output
// is compiled with `llc -O2` (instruction selection and register
// allocation, no IR passes), the C output with `cc -O0`. Each failure names
// the stage it happened in; temporary files are removed on exit.
//
//===----------------------------------------------------------------------===//

#include "vct/Frontend/Passes.h"
#include "vct/InitAll.h"
#include "vct/Optimizer/Session.h"
#include "vct/Pipelines/Pipeline.h"
#include "vct/Target/C/TranslateToC.h"
#include "vct/Target/LLVMIR/ImportLLVMIR.h"
#include "vct/Target/LLVMIR/TranslateToLLVMIR.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <vector>

using namespace mlir;

namespace {

constexpr const char *kUsage =
    R"(OVERVIEW: vct-cc: compile C files through the VCT optimizer

USAGE: vct-cc [options] file.c... -o output

OPTIONS:
  -O0, -O1             no VIR optimization (the default is -O0)
  -O2, -O3, -Ofast, -Oz
                       run the VIR optimizer at this level; -O3 and -Ofast
                       also print remarks, -Ofast adds fast-math and the
                       host CPU
  --backend=llvm|c     the backend: LLVM IR compiled with `llc -O2`
                       (default), or C compiled with `cc -O0`; neither adds
                       IR optimization of its own
  -I <dir>             add a header search directory (passed to clang)
  -D <name>[=<value>]  define a macro (passed to clang)
  -w, -W<warning>, -std=<standard>
                       passed to clang
  -S                   stop after VCT and write text instead of linking
                       (one input file)
  --emit=vir|llvm|c    with -S: what to write (default: vir)
  -fstrict-aliasing, -fno-strict-aliasing
                       passed to clang (the C aliasing rules)
  --produce-traits=<options>
                       options of the trait producer, as in
                       `vir-produce-traits{<options>}` (e.g.
                       "objects=false libcalls=false")
  -f<pass>, -fno-<pass>
                       add or omit an optimizer pass by name (see
                       `vct-mlir-opt --help` for the names)
  --remarks            print the optimizer's remarks
  -l<lib>              link with a library (libm is always linked)
  -o <file>            the output file (required)
  -v                   print each external command before running it
  --help               this text

Stages: clang (clang-22 -O2 -Xclang -disable-llvm-passes -gline-tables-only
-emit-llvm), import
(vct-translate --import-llvm), produce-traits (vir-produce-traits), optimize,
backend, codegen (llc or cc), link (cc).
)";

/// The driver's options.
struct Options {
  std::string level = "O0";
  std::string backend = "llvm";
  std::vector<std::string> clangArgs;
  std::vector<std::string> linkArgs;
  std::vector<std::string> inputs;
  std::vector<std::string> passToggles;
  /// Options of the trait producer (`vir-produce-traits{...}`).
  std::string producerOptions;
  std::string output;
  std::string emit = "vir";
  bool stopAfterVCT = false;
  bool remarks = false;
  bool verbose = false;
};

/// Prints `vct-cc: error: <message>` and returns 1, for `return fail(...)`.
int fail(const llvm::Twine &message) {
  llvm::errs() << "vct-cc: error: " << message << "\n";
  return 1;
}

/// Parses the command line; returns an exit code when the driver should
/// stop (help, bad usage).
std::optional<int> parseArgs(int argc, char **argv, Options &options) {
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    auto takeValue = [&](llvm::StringRef flag,
                         std::string &out) -> std::optional<int> {
      if (arg.size() > flag.size()) {
        out = arg.drop_front(flag.size()).str();
        return std::nullopt;
      }
      if (i + 1 >= argc)
        return fail("missing value after '" + flag + "'");
      out = argv[++i];
      return std::nullopt;
    };
    std::string value;
    if (arg == "--help" || arg == "-help" || arg == "-h") {
      llvm::outs() << kUsage;
      return 0;
    }
    if (arg == "-O0" || arg == "-O1" || arg == "-O2" || arg == "-O3" ||
        arg == "-Ofast" || arg == "-Oz") {
      options.level = arg.drop_front().str();
    } else if (arg.starts_with("-O")) {
      return fail("unknown optimization level '" + arg + "'");
    } else if (arg.consume_front("--backend=")) {
      if (arg != "llvm" && arg != "c")
        return fail("unknown backend '" + arg + "' (expected llvm or c)");
      options.backend = arg.str();
    } else if (arg.starts_with("-I")) {
      if (auto code = takeValue("-I", value))
        return code;
      options.clangArgs.push_back("-I" + value);
    } else if (arg.starts_with("-D")) {
      if (auto code = takeValue("-D", value))
        return code;
      options.clangArgs.push_back("-D" + value);
    } else if (arg == "-w" || arg.starts_with("-W") ||
               arg.starts_with("-std=")) {
      options.clangArgs.push_back(arg.str());
    } else if (arg == "-S") {
      options.stopAfterVCT = true;
    } else if (arg.consume_front("--emit=")) {
      if (arg != "vir" && arg != "llvm" && arg != "c")
        return fail("unknown --emit kind '" + arg +
                    "' (expected vir, llvm or c)");
      options.emit = arg.str();
    } else if (arg == "--remarks") {
      options.remarks = true;
    } else if (arg == "-v") {
      options.verbose = true;
    } else if (arg.starts_with("-l") || arg.starts_with("-L")) {
      options.linkArgs.push_back(arg.str());
    } else if (arg.starts_with("-o")) {
      if (auto code = takeValue("-o", value))
        return code;
      options.output = value;
    } else if (arg == "-fstrict-aliasing" || arg == "-fno-strict-aliasing") {
      // The C front end's aliasing rules: clang emits no type-based
      // aliasing metadata under -fno-strict-aliasing.
      options.clangArgs.push_back(arg.str());
    } else if (arg.consume_front("--produce-traits=")) {
      options.producerOptions = arg.str();
    } else if (arg.starts_with("-f")) {
      options.passToggles.push_back(arg.str());
    } else if (arg.starts_with("-")) {
      return fail("unknown option '" + arg + "' (see --help)");
    } else {
      options.inputs.push_back(arg.str());
    }
  }
  if (options.inputs.empty())
    return fail("no input files");
  if (options.output.empty())
    return fail("no output file (-o)");
  if (options.stopAfterVCT && options.inputs.size() != 1)
    return fail("-S takes exactly one input file");
  return std::nullopt;
}

/// Removes the temporary files it created when it goes out of scope.
class TempFiles {
public:
  ~TempFiles() {
    for (const std::string &path : paths)
      llvm::sys::fs::remove(path);
  }

  /// A fresh temporary file name with `suffix`, or empty on failure.
  std::string create(llvm::StringRef suffix) {
    llvm::SmallString<128> path;
    if (llvm::sys::fs::createTemporaryFile("vct-cc", suffix, path))
      return {};
    paths.push_back(path.str().str());
    return paths.back();
  }

private:
  std::vector<std::string> paths;
};

/// Finds an external tool, preferring the LLVM 22 installation.
std::string findTool(llvm::StringRef name) {
  for (llvm::StringRef dir : {"/usr/lib/llvm-22/bin", "/usr/bin"}) {
    llvm::SmallString<128> path(dir);
    llvm::sys::path::append(path, name);
    if (llvm::sys::fs::can_execute(path))
      return path.str().str();
  }
  if (auto found = llvm::sys::findProgramByName(name))
    return *found;
  return name.str();
}

/// Runs `args`; on failure reports the stage and returns false.
bool run(llvm::StringRef stage, std::vector<std::string> args,
         const Options &options) {
  if (options.verbose) {
    llvm::errs() << "vct-cc: " << stage << ":";
    for (const std::string &arg : args)
      llvm::errs() << ' ' << arg;
    llvm::errs() << "\n";
  }
  std::vector<llvm::StringRef> refs(args.begin(), args.end());
  std::string message;
  int code = llvm::sys::ExecuteAndWait(args.front(), refs, std::nullopt, {}, 0,
                                       0, &message);
  if (code == 0)
    return true;
  fail("stage '" + stage + "' failed (" + args.front() + ": " +
       (message.empty() ? "exit code " + std::to_string(code) : message) + ")");
  return false;
}

/// Writes `text` to `path`.
bool writeFile(llvm::StringRef path,
               llvm::function_ref<LogicalResult(llvm::raw_ostream &)> write) {
  std::string error;
  auto file = openOutputFile(path, &error);
  if (!file) {
    fail(error);
    return false;
  }
  if (failed(write(file->os())))
    return false;
  file->keep();
  return true;
}

/// Takes one C file through clang, the importer, the trait producer and the
/// optimizer; returns the VIR module or null after reporting the stage.
OwningOpRef<ModuleOp> compileToVIR(llvm::StringRef input,
                                   const Options &options,
                                   const vct::OptimizerConfig &config,
                                   vct::OptimizerSession &session,
                                   TempFiles &temps, MLIRContext &context) {
  std::string llPath = temps.create("ll");
  // Line tables give every imported operation, and so every error, a
  // source location.
  std::vector<std::string> clang = {
      findTool("clang-22"), "-O2", "-Xclang", "-disable-llvm-passes", "-g",
      "-emit-llvm",         "-S"};
  llvm::append_range(clang, options.clangArgs);
  clang.insert(clang.end(), {input.str(), "-o", llPath});
  if (!run("clang", clang, options))
    return nullptr;

  auto buffer = llvm::MemoryBuffer::getFile(llPath);
  if (!buffer) {
    fail("stage 'import': cannot read " + llPath);
    return nullptr;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = vct::importLLVMIR(sourceMgr, &context);
  if (!module || failed(verify(*module))) {
    fail("stage 'import' failed for " + input);
    return nullptr;
  }

  PassManager pm(&context);
  std::unique_ptr<Pass> producer = vct::createProduceTraitsPass();
  std::string optionError;
  if (failed(producer->initializeOptions(options.producerOptions,
                                         [&](const llvm::Twine &message) {
                                           optionError = message.str();
                                           return failure();
                                         }))) {
    fail("bad --produce-traits options '" + options.producerOptions +
         "': " + optionError);
    return nullptr;
  }
  pm.addPass(std::move(producer));
  if (failed(pm.run(*module))) {
    fail("stage 'produce-traits' failed for " + input);
    return nullptr;
  }
  if (failed(vct::optimize(*module, config, session))) {
    fail("stage 'optimize' failed for " + input);
    return nullptr;
  }
  return module;
}

} // namespace

int main(int argc, char **argv) {
  vct::hideLibraryOptions();
  Options options;
  if (std::optional<int> code = parseArgs(argc, argv, options))
    return *code;
  vct::OptimizerConfig config = vct::OptimizerConfig::forLevel(
      *vct::parseOptLevel(llvm::StringRef(options.level).drop_front()));
  for (llvm::StringRef toggle : options.passToggles) {
    if (toggle.consume_front("-fno-"))
      config.toggles.emplace_back(toggle.str(), false);
    else if (toggle.consume_front("-f"))
      config.toggles.emplace_back(toggle.str(), true);
  }
  config.remarks |= options.remarks;
  std::string toggleError;
  if (failed(vct::verifyPassToggles(config, toggleError)))
    return fail(toggleError);
  vct::OptimizerSession session(config.remarks ? vct::RemarkFormat::Text
                                               : vct::RemarkFormat::None);

  DialectRegistry registry;
  vct::registerLLVMIRImportDependencies(registry);
  vct::registerVIRToLLVMIRTranslationDependencies(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // Errors name the construct and its source line; a dump of the LLVM
  // dialect op would only bury them.
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr diagSourceMgr;
  SourceMgrDiagnosticHandler diagHandler(diagSourceMgr, &context);

  TempFiles temps;
  std::vector<std::string> objects;
  for (const std::string &input : options.inputs) {
    OwningOpRef<ModuleOp> module =
        compileToVIR(input, options, config, session, temps, context);
    if (!module)
      return 1;

    if (options.stopAfterVCT) {
      bool ok = writeFile(options.output, [&](llvm::raw_ostream &os) {
        if (options.emit == "vir") {
          module->print(os);
          return success();
        }
        if (options.emit == "llvm")
          return vct::translateVIRToLLVMIR(*module, os);
        return vct::translateVIRToC(*module, os);
      });
      return ok ? 0 : fail("stage 'backend' failed for " + input);
    }

    std::string object = temps.create("o");
    if (options.backend == "llvm") {
      std::string llPath = temps.create("ll");
      if (!writeFile(llPath, [&](llvm::raw_ostream &os) {
            return vct::translateVIRToLLVMIR(*module, os);
          }))
        return fail("stage 'backend' (llvm) failed for " + input);
      if (!run("codegen",
               {findTool("llc"), "-O2", "-relocation-model=pic",
                "-filetype=obj", llPath, "-o", object},
               options))
        return 1;
    } else {
      std::string cPath = temps.create("c");
      if (!writeFile(cPath, [&](llvm::raw_ostream &os) {
            return vct::translateVIRToC(*module, os);
          }))
        return fail("stage 'backend' (c) failed for " + input);
      if (!run("codegen",
               {findTool("cc"), "-std=c11", "-O0", "-w", "-c", cPath, "-o",
                object},
               options))
        return 1;
    }
    objects.push_back(object);
  }

  std::vector<std::string> link = {findTool("cc")};
  llvm::append_range(link, objects);
  llvm::append_range(link, options.linkArgs);
  // The importer turns math intrinsics (fabs, sqrt, ...) into C library
  // calls, so the math library is always linked.
  link.push_back("-lm");
  link.insert(link.end(), {"-o", options.output});
  return run("link", link, options) ? 0 : 1;
}
