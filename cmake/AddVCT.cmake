#===- AddVCT.cmake - thin wrappers around the LLVM/MLIR CMake helpers ----===//

# add_vct_library(name srcs... [DEPENDS targets...] [LINK_LIBS libs...]
#                 [MLIR_LIBS libs...])
#
# A static VCT library. MLIR_LIBS go through mlir_target_link_libraries so
# they resolve to libMLIR.so or to the static archives consistently
# (never both: MLIR-API.md §10).
function(add_vct_library name)
  cmake_parse_arguments(ARG "" "" "DEPENDS;LINK_LIBS;MLIR_LIBS" ${ARGN})
  add_library(${name} STATIC ${ARG_UNPARSED_ARGUMENTS})
  llvm_update_compile_flags(${name})
  if(ARG_DEPENDS)
    add_dependencies(${name} ${ARG_DEPENDS})
  endif()
  if(ARG_LINK_LIBS)
    target_link_libraries(${name} PUBLIC ${ARG_LINK_LIBS})
  endif()
  if(ARG_MLIR_LIBS)
    mlir_target_link_libraries(${name} PUBLIC ${ARG_MLIR_LIBS})
  endif()
endfunction()

# add_vct_tool(name srcs... [LINK_LIBS libs...] [MLIR_LIBS libs...])
function(add_vct_tool name)
  cmake_parse_arguments(ARG "" "" "LINK_LIBS;MLIR_LIBS" ${ARGN})
  add_llvm_executable(${name} ${ARG_UNPARSED_ARGUMENTS})
  llvm_update_compile_flags(${name})
  target_link_libraries(${name} PRIVATE ${ARG_LINK_LIBS})
  if(ARG_MLIR_LIBS)
    mlir_target_link_libraries(${name} PRIVATE ${ARG_MLIR_LIBS})
  endif()
endfunction()

# vct_pass_tablegen(name): Passes.h.inc from Passes.td with -gen-pass-decls
# (as mlir_tablegen(Passes.h.inc -gen-pass-decls -name <name>) would), the
# passes' ODS statistics declared as vct::PassStatistic instead of
# mlir::Pass::Statistic. MLIR's counts nothing in an LLVM built without
# assertions (llvm::Statistic is then a NoopStatistic), and the Debian
# packages are such a build; ours always counts (vct/Optimizer/PassStatistic.h).
# A macro, so that mlir_tablegen's TABLEGEN_OUTPUT reaches the caller.
macro(vct_pass_tablegen name)
  set(LLVM_TARGET_DEFINITIONS Passes.td)
  mlir_tablegen(Passes.mlir.h.inc -gen-pass-decls -name ${name})
  add_custom_command(
    OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/Passes.h.inc
    COMMAND ${CMAKE_COMMAND}
      -DINPUT=${CMAKE_CURRENT_BINARY_DIR}/Passes.mlir.h.inc
      -DOUTPUT=${CMAKE_CURRENT_BINARY_DIR}/Passes.h.inc
      -P ${PROJECT_SOURCE_DIR}/cmake/UseVCTPassStatistic.cmake
    DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/Passes.mlir.h.inc
      ${PROJECT_SOURCE_DIR}/cmake/UseVCTPassStatistic.cmake
    COMMENT "Declaring the ${name} pass statistics as vct::PassStatistic")
  list(APPEND TABLEGEN_OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/Passes.h.inc)
endmacro()
