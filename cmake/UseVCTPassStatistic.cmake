#===- UseVCTPassStatistic.cmake - see vct_pass_tablegen in AddVCT.cmake ---===//
#
# cmake -DINPUT=<mlir-tblgen output> -DOUTPUT=<file> -P UseVCTPassStatistic.cmake
# Copies INPUT to OUTPUT with every ::mlir::Pass::Statistic member declared
# as ::vct::PassStatistic (same constructor arguments). Fails if INPUT
# declares statistics some other way, so a change in mlir-tblgen is noticed.
file(READ "${INPUT}" text)
string(REPLACE "::mlir::Pass::Statistic " "::vct::PassStatistic " text "${text}")
string(FIND "${text}" "Pass::Statistic" left)
if(NOT left EQUAL -1)
  message(FATAL_ERROR "${INPUT}: a pass statistic is not declared as "
                      "'::mlir::Pass::Statistic <name>{this, ...}'")
endif()
file(WRITE "${OUTPUT}.tmp" "${text}")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
