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
#include "vct/Pipelines/PassTable.h"
#include "vct/Pipelines/Pipeline.h"
#include "vct/Target/C/TranslateToC.h"
#include "vct/Target/LLVMIR/ImportLLVMIR.h"
#include "vct/Target/LLVMIR/TranslateToLLVMIR.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Remarks/Remark.h"
#include "llvm/Remarks/RemarkParser.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <limits>
#include <optional>
#include <string>
#include <vector>

using namespace mlir;

namespace {

constexpr const char *kUsage =
    R"(OVERVIEW: vct-cc: compile C files through the VCT optimizer

USAGE: vct-cc [options] file...

Usable as a build system's C compiler (make CC=vct-cc): .c files are
compiled through VCT; objects (.o), archives (.a), shared libraries and -l
libraries are linked with cc, in command-line order.

OPTIONS:
  -O0, -O1, -Og, -O   no VIR optimization (the default is -O0)
  -O2, -O3, -O4, -Ofast, -Os, -Oz
                       run the VIR optimizer at this level (-O4 as -O3,
                       -Os as -Oz); -O3 and -Ofast also print remarks,
                       -Ofast adds fast-math and the host CPU
  --backend=llvm|c     the backend: LLVM IR compiled with `llc -O2`
                       (default), or C compiled with `cc -O0`; neither adds
                       IR optimization of its own
  -c                   compile only: write an object file per input
                       (-o names it when there is one input; else <input>.o)
  -E, -M, -MM          preprocess only (run clang-22 with these flags)
  -S                   stop after VCT and write text instead of linking
                       (one input file)
  --emit=vir|llvm|c    with -S: what to write (default: vir)
  -fstrict-aliasing, -fno-strict-aliasing
                       passed to clang (the C aliasing rules)
  -ffreestanding, -fno-builtin, -fno-builtin-<function>
                       passed to clang, which marks the functions
                       "no-builtins"; the trait producer then states no
                       facts about the C library, so the optimizer neither
                       relies on nor calls it
  --produce-traits=<options>
                       options of the trait producer, as in
                       `vir-produce-traits{<options>}` (e.g.
                       "objects=false libcalls=false")
  -o <file>            the output file (default: a.out, or <input>.o with -c)
  -I<dir>, -D<name>[=<value>], -U<name>, -include <file>, -isystem <dir>,
  -iquote <dir>, -idirafter <dir>, -std=<standard>, -w, -W<warning>,
  -pedantic, -ansi, -m<flag>, -Xclang <arg>, -mllvm <arg>
                       passed to clang
  -f<pass>, -fno-<pass>
                       add or omit an optimizer pass by name (see
                       `vct-mlir-opt --help` for the names)
  -f<flag>             any other -f flag is passed to clang (-fPIC,
                       -fno-strict-aliasing, -fwrapv, ...)
  -MD, -MMD, -MF <file>, -MT <target>, -MQ <target>, -MP
                       write a make dependency file as clang does (default
                       file: the object with .d, target: the object)
  -Rpass=<regex>, -Rpass-missed=<regex>, -Rpass-analysis=<regex>
                       print the optimizer's passed / missed / analysis
                       remarks of the passes matching <regex>, with
                       file:line:col
  -fsave-optimization-record[=yaml]
                       write the remarks as LLVM remark YAML to the output
                       with the extension .opt.yaml (foo.o -> foo.opt.yaml)
  -foptimization-record-file=<file>
                       ... to <file> instead
  --remarks            print every optimizer remark
  -l<lib>, -L<dir>, -Wl,<args>, -Xlinker <arg>, -shared, -static, -pie,
  -no-pie, -rdynamic, -pthread, -nostdlib, -s
                       passed to the link (libm is always linked)
  -g, -g<level>        accepted: line tables are always on for VCT's
                       locations; the output has no other debug info
  -v                   print each external command before running it
  --help               this text

Other options are ignored with a warning. -march, -mcpu and -mtune are
ignored with a warning: VCT compiles for the generic CPU of the target.

Stages: clang (clang-22 -O2 -Xclang -disable-llvm-passes -g -emit-llvm),
import (vct-translate --import-llvm), produce-traits (vir-produce-traits),
optimize, backend, codegen (llc or cc), link (cc).
)";

/// One clang-style remark filter.
struct RemarkFilter {
  llvm::StringRef kind;
  std::string flag;
  std::string pattern;
};

/// The driver's options.
struct Options {
  std::string level = "O0";
  std::string backend = "llvm";
  std::vector<std::string> clangArgs;
  /// Link inputs and link flags in command-line order; a compiled input is
  /// an empty string here, at its position, filled in with its object.
  std::vector<std::string> linkItems;
  /// The .c inputs, and their index in linkItems.
  std::vector<std::pair<std::string, size_t>> inputs;
  std::vector<std::string> passToggles;
  /// Options of the trait producer (`vir-produce-traits{...}`).
  std::string producerOptions;
  std::string output;
  std::string emit = "vir";
  bool stopAfterVCT = false;
  bool compileOnly = false;
  bool remarks = false;
  bool verbose = false;
  /// -E, -M or -MM: preprocessing flags for a clang run of its own.
  std::vector<std::string> preprocessArgs;
  /// -MD / -MMD, and what -MF, -MT, -MQ, -MP said.
  std::string depMode, depFile;
  std::vector<std::string> depTargets;
  bool depPhony = false;
  std::vector<RemarkFilter> remarkFilters;
  bool saveRecord = false;
  std::string recordFile;
  std::vector<std::string> warnings;
};

/// Prints `vct-cc: error: <message>` and returns 1, for `return fail(...)`.
int fail(const llvm::Twine &message) {
  llvm::errs() << "vct-cc: error: " << message << "\n";
  return 1;
}

void warn(const llvm::Twine &message) {
  llvm::errs() << "vct-cc: warning: " << message << "\n";
}

/// True for the files vct-cc compiles (the rest go to the link).
bool isCSource(llvm::StringRef path) {
  return path.ends_with(".c") || path.ends_with(".i");
}

/// Parses the command line; returns an exit code when the driver should
/// stop (help, bad usage).
std::optional<int> parseArgs(int argc, char **argv, Options &options) {
  bool sawInput = false;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    // `-X value` or `-Xvalue`.
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
    // `-flag value` only.
    auto takeNext = [&](std::string &out) -> std::optional<int> {
      if (i + 1 >= argc)
        return fail("missing value after '" + arg + "'");
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
    } else if (arg == "-O" || arg == "-Og") {
      options.level = "O1";
    } else if (arg == "-O4") {
      options.level = "O3";
    } else if (arg == "-Os") {
      options.level = "Oz";
    } else if (arg.starts_with("-O")) {
      return fail("unknown optimization level '" + arg + "'");
    } else if (arg.consume_front("--backend=")) {
      if (arg != "llvm" && arg != "c")
        return fail("unknown backend '" + arg + "' (expected llvm or c)");
      options.backend = arg.str();
    } else if (arg == "-c") {
      options.compileOnly = true;
    } else if (arg == "-E" || arg == "-M" || arg == "-MM") {
      options.preprocessArgs.push_back(arg.str());
    } else if (arg == "-MD" || arg == "-MMD") {
      options.depMode = arg.str();
    } else if (arg == "-MP") {
      options.depPhony = true;
    } else if (arg.starts_with("-MF")) {
      if (auto code = takeValue("-MF", value))
        return code;
      options.depFile = value;
    } else if (arg.starts_with("-MT") || arg.starts_with("-MQ")) {
      std::string flag = arg.take_front(3).str();
      if (auto code = takeValue(flag, value))
        return code;
      options.depTargets.push_back(flag);
      options.depTargets.push_back(value);
    } else if (arg.starts_with("-I") || arg.starts_with("-D") ||
               arg.starts_with("-U")) {
      std::string flag = arg.take_front(2).str();
      if (auto code = takeValue(flag, value))
        return code;
      options.clangArgs.push_back(flag + value);
    } else if (arg == "-include" || arg == "-imacros" || arg == "-isystem" ||
               arg == "-iquote" || arg == "-idirafter" || arg == "-Xclang" ||
               arg == "-mllvm") {
      if (auto code = takeNext(value))
        return code;
      options.clangArgs.insert(options.clangArgs.end(), {arg.str(), value});
    } else if (arg.starts_with("-isystem") || arg.starts_with("-iquote") ||
               arg.starts_with("-idirafter")) {
      options.clangArgs.push_back(arg.str());
    } else if (arg.starts_with("-Wl,")) {
      options.linkItems.push_back(arg.str());
    } else if (arg == "-Xlinker") {
      if (auto code = takeNext(value))
        return code;
      options.linkItems.insert(options.linkItems.end(), {arg.str(), value});
    } else if (arg == "-w" || arg.starts_with("-W") ||
               arg.starts_with("-std=") || arg.starts_with("-pedantic") ||
               arg == "-ansi") {
      options.clangArgs.push_back(arg.str());
    } else if (arg == "-pthread") {
      options.clangArgs.push_back(arg.str());
      options.linkItems.push_back(arg.str());
    } else if (arg == "-shared" || arg == "-static" || arg == "-pie" ||
               arg == "-no-pie" || arg == "-rdynamic" || arg == "-nostdlib" ||
               arg == "-s") {
      options.linkItems.push_back(arg.str());
    } else if (arg == "-g" || (arg.starts_with("-g") && arg.size() <= 3) ||
               arg == "-ggdb" || arg == "-gline-tables-only") {
      // Line tables are on anyway (they give VCT its locations).
    } else if (arg.starts_with("-march=") || arg.starts_with("-mcpu=") ||
               arg.starts_with("-mtune=")) {
      options.warnings.push_back("ignoring '" + arg.str() +
                                 "': VCT compiles for the generic CPU");
    } else if (arg.starts_with("-m")) {
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
    } else if (arg.starts_with("-Rpass")) {
      llvm::StringRef rest = arg.drop_front(strlen("-Rpass"));
      llvm::StringRef kind = rest.consume_front("-missed=")     ? "Missed"
                             : rest.consume_front("-analysis=") ? "Analysis"
                             : rest.consume_front("=")          ? "Passed"
                                                                : "";
      if (kind.empty())
        return fail("unknown remark option '" + arg +
                    "' (expected -Rpass=, -Rpass-missed= or "
                    "-Rpass-analysis=)");
      std::string error;
      if (!llvm::Regex(rest).isValid(error))
        return fail("invalid regular expression '" + rest + "' in '" + arg +
                    "': " + error);
      options.remarkFilters.push_back(
          {kind, arg.split('=').first.str(), rest.str()});
    } else if (arg == "-fsave-optimization-record" ||
               arg == "-fsave-optimization-record=yaml") {
      options.saveRecord = true;
    } else if (arg.starts_with("-fsave-optimization-record=")) {
      return fail("unsupported remark format in '" + arg +
                  "' (vct-cc writes yaml)");
    } else if (arg.consume_front("-foptimization-record-file=")) {
      options.saveRecord = true;
      options.recordFile = arg.str();
    } else if (arg == "-v") {
      options.verbose = true;
    } else if (arg.starts_with("-l") || arg.starts_with("-L")) {
      std::string flag = arg.take_front(2).str();
      if (auto code = takeValue(flag, value))
        return code;
      options.linkItems.push_back(flag + value);
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
      llvm::StringRef name = arg.drop_front(2);
      name.consume_front("no-");
      if (vct::isOptimizerPass(name))
        options.passToggles.push_back(arg.str());
      else
        options.clangArgs.push_back(arg.str());
    } else if (arg.starts_with("-") && arg != "-") {
      options.warnings.push_back("ignoring unknown option '" + arg.str() + "'");
    } else if (isCSource(arg)) {
      sawInput = true;
      options.inputs.push_back({arg.str(), options.linkItems.size()});
      options.linkItems.emplace_back();
    } else {
      sawInput = true;
      options.linkItems.push_back(arg.str());
    }
  }
  for (const std::string &warning : options.warnings)
    warn(warning);
  if (!options.preprocessArgs.empty())
    return std::nullopt;
  if (!sawInput)
    return fail("no input files");
  if (options.stopAfterVCT && options.inputs.size() != 1)
    return fail("-S takes exactly one C input file");
  if (options.stopAfterVCT && options.output.empty())
    return fail("no output file (-o) for -S");
  if (options.compileOnly && options.inputs.size() > 1 &&
      !options.output.empty())
    return fail("cannot specify -o with -c and multiple input files");
  if (!options.depFile.empty() && options.inputs.size() > 1)
    return fail("cannot specify -MF with multiple input files");
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

/// The object file of `input` when vct-cc writes it itself: `-o` with -c
/// and one input, else `<input's stem>.o` in the working directory.
std::string objectPathFor(llvm::StringRef input, const Options &options) {
  if (options.compileOnly && !options.output.empty())
    return options.output;
  llvm::SmallString<128> name(llvm::sys::path::filename(input));
  llvm::sys::path::replace_extension(name, "o");
  return name.str().str();
}

/// clang's dependency-file flags for `input` compiled into `object`, as
/// clang itself would choose them: the file `-MF` or the object's with .d,
/// the target `-MT`/`-MQ` or the object.
std::vector<std::string> dependencyArgs(llvm::StringRef input,
                                        llvm::StringRef object,
                                        const Options &options) {
  if (options.depMode.empty())
    return {};
  std::vector<std::string> args = {options.depMode, "-MF"};
  if (!options.depFile.empty()) {
    args.push_back(options.depFile);
  } else {
    llvm::SmallString<128> depFile(
        options.compileOnly ? object : llvm::sys::path::filename(input));
    llvm::sys::path::replace_extension(depFile, "d");
    args.push_back(depFile.str().str());
  }
  if (options.depTargets.empty())
    args.insert(args.end(), {"-MT", object.str()});
  else
    llvm::append_range(args, options.depTargets);
  if (options.depPhony)
    args.push_back("-MP");
  return args;
}

/// Takes one C file through clang, the importer, the trait producer and the
/// optimizer; returns the VIR module or null after reporting the stage.
OwningOpRef<ModuleOp> compileToVIR(llvm::StringRef input,
                                   llvm::ArrayRef<std::string> extraClangArgs,
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
  llvm::append_range(clang, extraClangArgs);
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
  // -Rpass-analysis=size-info, as LLVM's size-info remarks: each function's
  // operation count before and after the optimizer, when remarks are
  // recorded.
  llvm::MapVector<StringAttr, std::pair<Location, unsigned>> sizes;
  bool sizeInfo = config.runsOptimizer() &&
                  session.getRemarkFormat() == vct::RemarkFormat::YAML;
  auto countOps = [](Operation *func) {
    unsigned count = 0;
    func->walk([&](Operation *) { ++count; });
    return count - 1;
  };
  if (sizeInfo)
    for (Operation &op : module->getBody()->getOperations())
      if (auto func = dyn_cast<FunctionOpInterface>(op);
          func && !func.isExternal())
        sizes.insert({func.getNameAttr(), {func.getLoc(), countOps(func)}});
  if (failed(vct::optimize(*module, config, session))) {
    fail("stage 'optimize' failed for " + input);
    return nullptr;
  }
  for (auto &[name, before] : sizes) {
    auto func = dyn_cast_or_null<FunctionOpInterface>(
        SymbolTable::lookupSymbolIn(*module, name));
    vct::RemarkRecord record;
    // After every pipeline round of the optimizer.
    record.round = std::numeric_limits<unsigned>::max();
    record.function = name.str();
    record.sequence = session.nextSequence(record.function);
    record.kind = "Analysis";
    record.pass = "size-info";
    record.name = "FunctionOpCount";
    if (auto file = before.first->findInstanceOf<FileLineColLoc>()) {
      record.file = file.getFilename().str();
      record.line = file.getLine();
      record.column = file.getColumn();
    }
    record.message =
        func ? llvm::formatv("{0}: {1} operations before the optimizer, {2} "
                             "after",
                             name.getValue(), before.second, countOps(func))
                   .str()
             : llvm::formatv("{0}: {1} operations before the optimizer, "
                             "removed by it",
                             name.getValue(), before.second)
                   .str();
    session.addRemark(std::move(record));
  }
  return module;
}

/// Prints the remarks of `yaml` (LLVM remark YAML) that a -Rpass filter
/// selects, clang's way: `file:line:col: remark: message [-Rpass=regex]`.
bool printSelectedRemarks(llvm::StringRef yaml, const Options &options) {
  if (options.remarkFilters.empty() || yaml.empty())
    return true;
  std::vector<std::pair<const RemarkFilter *, llvm::Regex>> filters;
  for (const RemarkFilter &filter : options.remarkFilters)
    filters.emplace_back(&filter, llvm::Regex(filter.pattern));
  auto parser =
      llvm::remarks::createRemarkParser(llvm::remarks::Format::YAML, yaml);
  if (!parser) {
    fail("stage 'remarks': " + llvm::toString(parser.takeError()));
    return false;
  }
  while (true) {
    llvm::Expected<std::unique_ptr<llvm::remarks::Remark>> remark =
        (*parser)->next();
    if (!remark) {
      llvm::Error error = remark.takeError();
      if (error.isA<llvm::remarks::EndOfFileError>()) {
        llvm::consumeError(std::move(error));
        return true;
      }
      fail("stage 'remarks': " + llvm::toString(std::move(error)));
      return false;
    }
    llvm::StringRef kind = llvm::remarks::typeToStr((*remark)->RemarkType);
    for (auto &[filter, regex] : filters) {
      if (filter->kind != kind || !regex.match((*remark)->PassName))
        continue;
      // The session writes single-quoted YAML scalars; LLVM's parser keeps
      // their doubled quotes.
      auto unquote = [](llvm::StringRef text) {
        std::string out;
        for (size_t i = 0; i < text.size(); ++i) {
          out += text[i];
          if (text[i] == '\'' && i + 1 < text.size() && text[i + 1] == '\'')
            ++i;
        }
        return out;
      };
      if (std::optional<llvm::remarks::RemarkLocation> loc = (*remark)->Loc)
        llvm::errs() << unquote(loc->SourceFilePath) << ":" << loc->SourceLine
                     << ":" << loc->SourceColumn << ": ";
      llvm::errs() << "remark: " << unquote((*remark)->getArgsAsMsg()) << " ["
                   << filter->flag << "=" << filter->pattern << "]\n";
      break;
    }
  }
}

/// Where -fsave-optimization-record writes for `output`: `<output without
/// its extension>.opt.yaml`, as clang names it, or -foptimization-record-file.
std::string recordPathFor(llvm::StringRef output, const Options &options) {
  if (!options.recordFile.empty())
    return options.recordFile;
  llvm::SmallString<128> path(output);
  llvm::sys::path::replace_extension(path, "opt.yaml");
  return path.str().str();
}

} // namespace

int main(int argc, char **argv) {
  vct::hideLibraryOptions();
  Options options;
  if (std::optional<int> code = parseArgs(argc, argv, options))
    return *code;

  // -E, -M, -MM: clang's preprocessor does all of it.
  if (!options.preprocessArgs.empty()) {
    std::vector<std::string> clang = {findTool("clang-22")};
    llvm::append_range(clang, options.clangArgs);
    llvm::append_range(clang, options.preprocessArgs);
    if (!options.depMode.empty())
      clang.push_back(options.depMode);
    if (!options.depFile.empty())
      clang.insert(clang.end(), {"-MF", options.depFile});
    llvm::append_range(clang, options.depTargets);
    if (options.depPhony)
      clang.push_back("-MP");
    for (const auto &[input, index] : options.inputs)
      clang.push_back(input);
    if (!options.output.empty())
      clang.insert(clang.end(), {"-o", options.output});
    return run("preprocess", clang, options) ? 0 : 1;
  }

  vct::OptimizerConfig config = vct::OptimizerConfig::forLevel(
      *vct::parseOptLevel(llvm::StringRef(options.level).drop_front()));
  for (llvm::StringRef toggle : options.passToggles) {
    if (toggle.consume_front("-fno-"))
      config.toggles.emplace_back(toggle.str(), false);
    else if (toggle.consume_front("-f"))
      config.toggles.emplace_back(toggle.str(), true);
  }
  std::string toggleError;
  if (failed(vct::verifyPassToggles(config, toggleError)))
    return fail(toggleError);
  // -Rpass and -fsave-optimization-record read the remarks as records;
  // --remarks (or -O3 and -Ofast) prints them all as diagnostics.
  bool recordRemarks = !options.remarkFilters.empty() || options.saveRecord;
  if (recordRemarks && options.remarks)
    for (llvm::StringRef kind : {"Passed", "Missed", "Analysis"})
      options.remarkFilters.push_back({kind, "--remarks", ".*"});
  vct::RemarkFormat remarkFormat = recordRemarks ? vct::RemarkFormat::YAML
                                   : (config.remarks || options.remarks)
                                       ? vct::RemarkFormat::Text
                                       : vct::RemarkFormat::None;
  config.remarks = remarkFormat != vct::RemarkFormat::None;
  if (options.saveRecord && !options.recordFile.empty() &&
      options.compileOnly && options.inputs.size() > 1)
    return fail("cannot specify -foptimization-record-file with -c and "
                "multiple input files");

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
  std::string linkOutput = options.output.empty() ? "a.out" : options.output;
  std::string linkRecord;
  for (const auto &[input, linkIndex] : options.inputs) {
    std::string object =
        options.compileOnly ? objectPathFor(input, options) : temps.create("o");
    // The make target of the dependency file: what this compile writes.
    std::string depTarget = options.stopAfterVCT ? options.output
                            : options.compileOnly
                                ? object
                                : objectPathFor(input, options);
    std::vector<std::string> depArgs =
        dependencyArgs(input, depTarget, options);
    vct::OptimizerSession session(remarkFormat);
    OwningOpRef<ModuleOp> module =
        compileToVIR(input, depArgs, options, config, session, temps, context);
    if (!module)
      return 1;
    if (recordRemarks) {
      std::string yaml;
      llvm::raw_string_ostream os(yaml);
      session.writeRemarksYAML(os);
      if (!printSelectedRemarks(yaml, options))
        return 1;
      if (options.saveRecord) {
        if (options.compileOnly || options.stopAfterVCT) {
          std::string path = recordPathFor(
              options.stopAfterVCT ? options.output : object, options);
          if (!writeFile(path, [&](llvm::raw_ostream &out) {
                out << yaml;
                return success();
              }))
            return 1;
        } else {
          linkRecord += yaml;
        }
      }
    }

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
               // -Wno-psabi: GCC notes ABI changes of old releases even
               // under -w (a 32-byte aligned argument, GCC 4.6).
               {findTool("cc"), "-std=c11", "-O0", "-w", "-Wno-psabi", "-fPIC",
                "-c", cPath, "-o", object},
               options))
        return 1;
    }
    options.linkItems[linkIndex] = object;
  }
  if (options.compileOnly)
    return 0;
  if (options.saveRecord && !writeFile(recordPathFor(linkOutput, options),
                                       [&](llvm::raw_ostream &out) {
                                         out << linkRecord;
                                         return success();
                                       }))
    return 1;

  std::vector<std::string> link = {findTool("cc")};
  llvm::append_range(link, options.linkItems);
  // The importer turns math intrinsics (fabs, sqrt, ...) into C library
  // calls, so the math library is always linked.
  link.push_back("-lm");
  link.insert(link.end(), {"-o", linkOutput});
  return run("link", link, options) ? 0 : 1;
}
