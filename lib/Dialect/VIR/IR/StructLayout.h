//===- StructLayout.h - The layout cache of VIR's structures ----*- C++ -*-===//
//
// Private to the dialect library: registers the cache of structure layouts
// (VIRTypes.cpp) with the dialect, which owns it.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_LIB_DIALECT_VIR_IR_STRUCTLAYOUT_H
#define VCT_LIB_DIALECT_VIR_IR_STRUCTLAYOUT_H

namespace vct::vir {
class VIRDialect;

namespace detail {
/// Gives `dialect` the cache StructType's layout queries read.
void addStructLayoutCache(VIRDialect &dialect);
} // namespace detail
} // namespace vct::vir

#endif // VCT_LIB_DIALECT_VIR_IR_STRUCTLAYOUT_H
