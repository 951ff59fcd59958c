//===- VIRDialect.td - The VIR dialect ---------------------*- tablegen -*-===//
//
// VIR is VCT's mid-level SSA IR: a control-flow-graph IR close to LLVM IR in
// shape, with front-end facts ("traits") carried as attributes.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_DIALECT_VIR_IR_VIRDIALECT_TD
#define VCT_DIALECT_VIR_IR_VIRDIALECT_TD

include "mlir/IR/OpBase.td"

def VIR_Dialect : Dialect {
  let name = "vir";
  let cppNamespace = "::vct::vir";
  let summary = "VCT's mid-level SSA IR, with front-end facts as attributes";
  let description = [{
    VIR is a control-flow-graph SSA IR. Functions (`vir.func`) hold blocks of
    operations ending in terminators; block arguments are VIR's phis and
    survive to the backends. Scalars are the builtin signless integers and
    `f32`/`f64`; memory is reached through the opaque `!vir.ptr`, typed only at
    the access (`vir.load`, `vir.store`) or address computation (`vir.gep`).

    Facts the front end proved and requests it makes of the optimizer are
    *traits*: attributes from the `#vir.*` trait family listed in the
    `vir.traits` attribute of an operation, function or function argument.
    The optimizer consumes traits and discovers no facts of its own.

    Undefined values: `vir.undef` yields an arbitrary value of its type, which
    may differ at each use (LLVM's `undef`). An arithmetic result whose `nsw`,
    `nuw` or `exact` promise is broken is *poison*: using it in a branch
    condition, an address or a division by it is undefined behaviour, and any
    operation reading it yields poison. Optimizations may replace poison by any
    value and `vir.undef` by any fixed value.
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let dependentDialects = [];
  let extraClassDeclaration = [{
    /// The name of the discardable attribute listing an op's traits.
    static constexpr ::llvm::StringLiteral getTraitsAttrName() {
      return ::llvm::StringLiteral("vir.traits");
    }

    /// The module attribute naming the CPU to generate code for (set by
    /// -Ofast's -march=native; backends honour it).
    static constexpr ::llvm::StringLiteral getTargetCpuAttrName() {
      return ::llvm::StringLiteral("vir.target_cpu");
    }

    /// The module attribute (a unit attribute the trait producer sets with
    /// its `libcalls` kind) saying the program is compiled for a hosted C
    /// implementation: the C standard library's functions exist under
    /// their names with the standard's meaning, so a pass may call one
    /// (loop-idiom's strlen) where the program did not.
    static constexpr ::llvm::StringLiteral getHostedAttrName() {
      return ::llvm::StringLiteral("vir.hosted");
    }

  private:
    void registerTypes();
    void registerAttributes();
    void registerInlinerInterface();
    void registerInterfaces();
  public:
  }];
}

class VIR_Op<string mnemonic, list<Trait> traits = []>
    : Op<VIR_Dialect, mnemonic, traits>;

#endif // VCT_DIALECT_VIR_IR_VIRDIALECT_TD
