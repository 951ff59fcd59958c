//===- TranslateToLLVMIRTest.cpp - Tests of the LLVM backend's checks -----===//
//
// The LLVM backend runs LLVM's verifier on what it produced and reports a
// failure as a located `error:` at the VIR function, never as LLVM's bare
// text. VIR that the VIR verifier accepts should never get there, so these
// tests parse VIR with verification off to reach that path.
//
//===----------------------------------------------------------------------===//

#include "vct/Target/LLVMIR/TranslateToLLVMIR.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include "gtest/gtest.h"

#include <string>

using namespace mlir;

namespace {

TEST(TranslateToLLVMIRTest, LocatesLLVMVerifierFailures) {
  DialectRegistry registry;
  vct::registerVIRToLLVMIRTranslationDependencies(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // A definition named like an intrinsic: the VIR verifier refuses it, so
  // parse without verifying; LLVM's says "llvm intrinsics cannot be
  // defined!".
  const char *source = R"mlir(
vir.func @fine() {
  vir.return
}
vir.func @llvm.memcpy(%p: !vir.ptr) {
  vir.return
}
)mlir";
  ParserConfig config(&context, /*verifyAfterParse=*/false);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(source, config, "input.mlir");
  ASSERT_TRUE(module);

  std::string message;
  std::string location;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    message = diag.str();
    llvm::raw_string_ostream os(location);
    os << diag.getLocation();
    return success();
  });
  llvm::LLVMContext llvmContext;
  EXPECT_EQ(vct::translateVIRToLLVMIR(*module, llvmContext), nullptr);
  EXPECT_NE(message.find("the LLVM backend produced invalid LLVM IR (LLVM's "
                         "verifier): llvm intrinsics cannot be defined!"),
            std::string::npos)
      << message;
  EXPECT_EQ(location, "loc(\"input.mlir\":5:1)");
}

} // namespace
