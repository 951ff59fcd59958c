//===- ImportLLVMIR.cpp - LLVM IR to VIR ----------------------------------===//
//
// Parses LLVM IR (text or bitcode), checks it, imports it into the LLVM
// dialect with MLIR's importer, and converts that to VIR.
//
// Checking comes before anything else looks at the module: textual IR is
// parsed without LLVM's debug-info upgrade (which runs the verifier itself
// and aborts on a broken module, and strips debug information in a way that
// crashes on malformed loop metadata), then LLVM's verifier runs and its
// first complaint becomes a located error: the line of the offending
// instruction when the message names one, else of its function. Only a
// module that verifies gets the upgrade (docs/Importing.md).
//
// Textual IR without debug information is located by its text: a function
// without a DISubprogram gets one at its `define` line and each of its
// instructions a DILocation at its own line and column, and a global,
// alias or constructor list without a line gets the line that defines it,
// so that import errors and remarks on such IR name the .ll file's lines
// rather than `file.c:0:0`.
//
//===----------------------------------------------------------------------===//

#include "vct/Target/LLVMIR/ImportLLVMIR.h"
#include "vct/Conversion/LLVMToVIR/LLVMToVIR.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMIRToLLVMTranslation.h"
#include "mlir/Target/LLVMIR/Import.h"
#include "mlir/Target/LLVMIR/LLVMImportInterface.h"
#include "llvm/AsmParser/AsmParserContext.h"
#include "llvm/AsmParser/LLParser.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/AutoUpgrade.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

namespace {
/// Keeps the `!range` metadata of loads and calls, which MLIR's LLVM IR
/// importer drops, on the imported op (kRangeMetadataAttrName) so that the
/// conversion to VIR can state it as a `#vir.range` trait. Attached to the
/// VIR dialect, which claims no other LLVM IR construct.
class RangeMetadataImport : public LLVMImportDialectInterface {
public:
  using LLVMImportDialectInterface::LLVMImportDialectInterface;

  SmallVector<unsigned> getSupportedMetadata(llvm::LLVMContext &) const final {
    return {llvm::LLVMContext::MD_range};
  }

  LogicalResult setMetadataAttrs(OpBuilder &builder, unsigned kind,
                                 llvm::MDNode *node, Operation *op,
                                 LLVM::ModuleImport &) const final {
    if (kind != llvm::LLVMContext::MD_range || node->getNumOperands() % 2)
      return failure();
    SmallVector<Attribute> ranges;
    for (unsigned i = 0, e = node->getNumOperands(); i < e; i += 2) {
      auto *lo =
          llvm::mdconst::dyn_extract<llvm::ConstantInt>(node->getOperand(i));
      auto *hi = llvm::mdconst::dyn_extract<llvm::ConstantInt>(
          node->getOperand(i + 1));
      if (!lo || !hi)
        return failure();
      ranges.push_back(LLVM::ConstantRangeAttr::get(
          builder.getContext(), lo->getValue(), hi->getValue()));
    }
    op->setAttr(vct::kRangeMetadataAttrName, builder.getArrayAttr(ranges));
    return success();
  }
};
} // namespace

namespace {
/// Parses and checks one LLVM IR buffer; reports located errors.
class CheckedParser {
public:
  CheckedParser(const llvm::MemoryBuffer &buffer, MLIRContext *context)
      : buffer(buffer), context(context) {}

  std::unique_ptr<llvm::Module> parse(llvm::LLVMContext &llvmContext);

  /// Gives the operations of `llvmDialectModule` (imported from the module
  /// parse returned) that have no source line the line of their text.
  void locateFromText(ModuleOp llvmDialectModule) const;

  /// Refuses what MLIR's importer would refuse with its own words: an
  /// `asm goto` (callbr).
  LogicalResult checkSupported(llvm::Module &module) const;

  /// Runs MLIR's importer on `module`. An error it reports without a
  /// location (a metadata operand it cannot convert) goes when a located
  /// error about the same construct follows, else it gets the file's.
  OwningOpRef<ModuleOp> translate(std::unique_ptr<llvm::Module> module) const;

private:
  /// The source line of `inst`: its debug location, else its text's.
  Location locate(const llvm::Instruction &inst) const {
    if (const llvm::DebugLoc &at = inst.getDebugLoc())
      return FileLineColLoc::get(context, at->getFilename(), at.getLine(),
                                 at.getCol());
    return locate(positions.getInstructionLocation(&inst));
  }
  Location locate(std::optional<llvm::FileLocRange> range) const {
    if (!range)
      return FileLineColLoc::get(context, buffer.getBufferIdentifier(), 1, 1);
    return FileLineColLoc::get(context, buffer.getBufferIdentifier(),
                               range->Start.Line + 1, range->Start.Col + 1);
  }
  LogicalResult checkLoopMetadata(llvm::Module &module);
  void addTextDebugInfo(llvm::Module &module) const;
  LogicalResult verify(llvm::Module &module);
  Location locateVerifierMessage(llvm::Function &func, StringRef message);

  const llvm::MemoryBuffer &buffer;
  MLIRContext *context;
  llvm::AsmParserContext positions;
  /// True once parse read text (and filled `positions`), not bitcode.
  bool positionsFromText = false;
};
} // namespace

std::unique_ptr<llvm::Module>
CheckedParser::parse(llvm::LLVMContext &llvmContext) {
  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> module;
  auto reportParseError = [&] {
    // SMDiagnostic columns count from 0, MLIR's from 1.
    int column = diag.getColumnNo();
    Location loc = FileLineColLoc::get(context, diag.getFilename(),
                                       diag.getLineNo(), column + 1);
    emitError(loc, "cannot parse LLVM IR: ") << diag.getMessage();
    return nullptr;
  };
  if (llvm::isBitcode(
          reinterpret_cast<const unsigned char *>(buffer.getBufferStart()),
          reinterpret_cast<const unsigned char *>(buffer.getBufferEnd()))) {
    // The bitcode reader upgrades as it materializes; LLVM's writer only
    // writes modules that verified.
    module = llvm::parseIR(buffer.getMemBufferRef(), diag, llvmContext);
    if (!module)
      return reportParseError();
    if (failed(verify(*module)))
      return nullptr;
    return module;
  }
  // Textual IR: LLParser directly, so that the debug-info upgrade can wait
  // until the module verified (parseAssembly always runs it).
  positionsFromText = true;
  module =
      std::make_unique<llvm::Module>(buffer.getBufferIdentifier(), llvmContext);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(buffer.getMemBufferRef(),
                                       /*RequiresNullTerminator=*/false),
      llvm::SMLoc());
  llvm::LLParser parser(buffer.getBuffer(), sourceMgr, diag, module.get(),
                        /*Index=*/nullptr, llvmContext, /*Slots=*/nullptr,
                        &positions);
  if (parser.Run(/*UpgradeDebugInfo=*/false))
    return reportParseError();
  if (failed(checkLoopMetadata(*module)) || failed(verify(*module)))
    return nullptr;
  llvm::UpgradeDebugInfo(*module);
  addTextDebugInfo(*module);
  return module;
}

/// A DISubprogram at the `define` line of every function that has no debug
/// information, and a DILocation at each of its instructions' line and
/// column (LLParser's positions count from 0, DWARF's from 1). MLIR's
/// importer turns them into the locations of the operations.
void CheckedParser::addTextDebugInfo(llvm::Module &module) const {
  std::optional<llvm::DIBuilder> builder;
  llvm::DIFile *file = nullptr;
  for (llvm::Function &func : module) {
    if (func.isDeclaration() || func.getSubprogram() ||
        llvm::any_of(llvm::instructions(func), [](llvm::Instruction &inst) {
          return static_cast<bool>(inst.getDebugLoc());
        }))
      continue;
    std::optional<llvm::FileLocRange> range =
        positions.getFunctionLocation(&func);
    if (!range)
      continue;
    if (!builder) {
      builder.emplace(module);
      file = builder->createFile(buffer.getBufferIdentifier(), "");
      builder->createCompileUnit(
          llvm::DISourceLanguageName(llvm::dwarf::DW_LANG_C), file,
          "vct-translate", /*isOptimized=*/false, "", 0, "",
          llvm::DICompileUnit::LineTablesOnly);
    }
    unsigned line = range->Start.Line + 1;
    llvm::DISubprogram *subprogram = builder->createFunction(
        file, func.getName(), func.getName(), file, line,
        builder->createSubroutineType(builder->getOrCreateTypeArray({})), line,
        llvm::DINode::FlagZero, llvm::DISubprogram::SPFlagDefinition);
    func.setSubprogram(subprogram);
    for (llvm::Instruction &inst : llvm::instructions(func)) {
      std::optional<llvm::FileLocRange> at =
          positions.getInstructionLocation(&inst);
      inst.setDebugLoc(llvm::DILocation::get(
          module.getContext(), at ? at->Start.Line + 1 : line,
          at ? at->Start.Col + 1 : 0, subprogram));
    }
    builder->finalizeSubprogram(subprogram);
  }
  if (builder)
    builder->finalize();
}

void CheckedParser::locateFromText(ModuleOp llvmDialectModule) const {
  // Bitcode has no lines to scan.
  if (!positionsFromText)
    return;
  // The lines that define or declare a global value: `@name = ...` and
  // `declare ... @name(` (quoted names as written).
  llvm::StringMap<unsigned> lines;
  SmallVector<StringRef> text;
  buffer.getBuffer().split(text, '\n');
  for (auto [index, line] : llvm::enumerate(text)) {
    size_t at = line.starts_with("@")          ? 0
                : line.starts_with("declare ") ? line.find(" @")
                                               : StringRef::npos;
    if (at == StringRef::npos)
      continue;
    StringRef name = line.drop_front(at).ltrim().drop_front();
    if (name.starts_with("\"")) {
      size_t end = name.find('"', 1);
      if (end == StringRef::npos)
        continue;
      name = name.slice(1, end);
    } else {
      name = name.take_while([](char c) {
        return llvm::isAlnum(c) || c == '_' || c == '.' || c == '$' || c == '-';
      });
    }
    lines.try_emplace(name, index + 1);
  }
  auto lineOf = [&](StringRef name) -> std::optional<Location> {
    auto it = lines.find(name);
    if (it == lines.end())
      return std::nullopt;
    return FileLineColLoc::get(context, buffer.getBufferIdentifier(),
                               it->second, 1);
  };
  for (Operation &op : llvmDialectModule.getBody()->getOperations()) {
    // A debug description's line comes first (the converter reads it).
    if (vct::getSymbolLine(op))
      continue;
    std::optional<Location> loc;
    if (isa<LLVM::GlobalCtorsOp>(op))
      loc = lineOf("llvm.global_ctors");
    else if (isa<LLVM::GlobalDtorsOp>(op))
      loc = lineOf("llvm.global_dtors");
    else if (auto name =
                 op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()))
      loc = lineOf(name.getValue());
    if (loc)
      op.setLoc(*loc);
  }
}

LogicalResult CheckedParser::checkSupported(llvm::Module &module) const {
  for (llvm::Function &func : module)
    for (llvm::Instruction &inst : llvm::instructions(func))
      if (isa<llvm::CallBrInst>(inst))
        return emitError(locate(inst),
                         "cannot import inline assembly (an asm goto: "
                         "callbr) in @")
               << func.getName();
  return success();
}

OwningOpRef<ModuleOp>
CheckedParser::translate(std::unique_ptr<llvm::Module> module) const {
  SmallVector<Diagnostic> unlocated;
  bool locatedError = false;
  OwningOpRef<ModuleOp> result;
  {
    ScopedDiagnosticHandler handler(context, [&](Diagnostic &diag) {
      if (isa<UnknownLoc>(diag.getLocation())) {
        unlocated.push_back(std::move(diag));
        return success();
      }
      locatedError |= diag.getSeverity() == DiagnosticSeverity::Error;
      // On to the tool's handler.
      return failure();
    });
    // Debug information only feeds locations; composite type descriptions
    // are not needed.
    result = translateLLVMIRToModule(
        std::move(module), context, /*emitExpensiveWarnings=*/false,
        /*dropDICompositeTypeElements=*/true, /*loadAllDialects=*/true,
        /*preferUnregisteredIntrinsics=*/false,
        /*importStructsAsLiterals=*/true);
  }
  for (Diagnostic &diag : unlocated) {
    if (locatedError && diag.getSeverity() == DiagnosticSeverity::Error)
      continue;
    Location loc = locate(std::nullopt);
    std::string message = diag.str();
    switch (diag.getSeverity()) {
    case DiagnosticSeverity::Error:
      emitError(loc) << message;
      break;
    case DiagnosticSeverity::Warning:
      emitWarning(loc) << message;
      break;
    default:
      emitRemark(loc) << message;
      break;
    }
  }
  // A failure says why.
  if (!result && !locatedError &&
      llvm::none_of(unlocated, [](const Diagnostic &diag) {
        return diag.getSeverity() == DiagnosticSeverity::Error;
      }))
    emitError(locate(std::nullopt), "cannot import the LLVM IR");
  return result;
}

/// `!llvm.loop` must be a distinct node whose first operand is itself. LLVM's
/// verifier does not check it, and stripping or importing debug information
/// dereferences that first operand (issue 13: `!llvm.loop !{}` crashed).
LogicalResult CheckedParser::checkLoopMetadata(llvm::Module &module) {
  for (llvm::Function &func : module)
    for (llvm::Instruction &inst : llvm::instructions(func)) {
      llvm::MDNode *loop = inst.getMetadata(llvm::LLVMContext::MD_loop);
      if (!loop || (loop->getNumOperands() && loop->getOperand(0) == loop))
        continue;
      return emitError(locate(positions.getInstructionLocation(&inst)),
                       "cannot import LLVM IR: !llvm.loop metadata must be a "
                       "node whose first operand is itself");
    }
  return success();
}

/// The instruction of `func` that the verifier's `message` prints (it prints
/// offending values on the lines after its first), else `func` itself.
Location CheckedParser::locateVerifierMessage(llvm::Function &func,
                                              StringRef message) {
  SmallVector<StringRef> lines;
  message.split(lines, '\n', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (StringRef line : llvm::drop_begin(lines))
    for (llvm::Instruction &inst : llvm::instructions(func)) {
      std::string printed;
      llvm::raw_string_ostream os(printed);
      inst.print(os);
      if (StringRef(printed).trim() == line.trim())
        return locate(positions.getInstructionLocation(&inst));
    }
  return locate(positions.getFunctionLocation(&func));
}

/// LLVM's verifier, function by function (to locate the complaint), then on
/// the whole module (globals, declarations, module flags).
LogicalResult CheckedParser::verify(llvm::Module &module) {
  for (llvm::Function &func : module) {
    if (func.isDeclaration())
      continue;
    std::string message;
    llvm::raw_string_ostream os(message);
    if (!llvm::verifyFunction(func, &os))
      continue;
    StringRef text = StringRef(message).trim();
    return emitError(locateVerifierMessage(func, text),
                     "invalid LLVM IR (LLVM's verifier): ")
           << text;
  }
  std::string message;
  llvm::raw_string_ostream os(message);
  bool brokenDebugInfo = false;
  if (llvm::verifyModule(module, &os, &brokenDebugInfo))
    return emitError(locate(std::nullopt),
                     "invalid LLVM IR (LLVM's verifier): ")
           << StringRef(message).trim();
  // Broken debug information alone is stripped by the upgrade, with
  // LLVM's warning.
  return success();
}

OwningOpRef<ModuleOp> vct::importLLVMIR(llvm::SourceMgr &sourceMgr,
                                        MLIRContext *context) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  llvm::LLVMContext llvmContext;
  CheckedParser checkedParser(*buffer, context);
  std::unique_ptr<llvm::Module> llvmModule = checkedParser.parse(llvmContext);
  if (!llvmModule)
    return nullptr;
  if (failed(checkedParser.checkSupported(*llvmModule)))
    return nullptr;
  OwningOpRef<ModuleOp> llvmDialectModule =
      checkedParser.translate(std::move(llvmModule));
  if (!llvmDialectModule)
    return nullptr;
  checkedParser.locateFromText(*llvmDialectModule);
  return convertLLVMDialectToVIR(*llvmDialectModule);
}

void vct::registerLLVMIRImportDependencies(DialectRegistry &registry) {
  registry.insert<vir::VIRDialect, LLVM::LLVMDialect, DLTIDialect>();
  registerLLVMDialectImport(registry);
  registry.addExtension(+[](MLIRContext *, vir::VIRDialect *dialect) {
    dialect->addInterfaces<RangeMetadataImport>();
  });
}
