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
  vct_export_library(${name})
endfunction()

# vct_export_library(name): installs VCT library `name` into the VCTTargets
# export set (VCTConfig.cmake, docs/Install.md). Only the installed
# interface changes, so the build tree's compile and link lines stay as
# they are: the installed include directory, VCT::VCTMLIRUsage (MLIR's and
# LLVM's include directories and definitions, which MLIR's imported targets
# do not carry; defined by VCTConfig.cmake) and libLLVM.so (VCT calls LLVM
# directly; the exported `MLIR` alone would leave it off a downstream link).
function(vct_export_library name)
  target_include_directories(${name} INTERFACE
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
  target_link_libraries(${name} INTERFACE
    $<INSTALL_INTERFACE:VCT::VCTMLIRUsage>)
  if(LLVM_LINK_LLVM_DYLIB)
    target_link_libraries(${name} INTERFACE $<INSTALL_INTERFACE:LLVM>)
  else()
    llvm_map_components_to_libnames(vct_llvm_libs Support)
    target_link_libraries(${name} INTERFACE
      $<INSTALL_INTERFACE:${vct_llvm_libs}>)
  endif()
  install(TARGETS ${name} EXPORT VCTTargets
    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
    LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
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
  # The allocator (VCT_ALLOCATOR): linked whether or not the tool names one
  # of its symbols, so that its malloc is the one the process uses.
  if(VCT_ALLOCATOR_LIBRARY)
    target_link_libraries(${name} PRIVATE
      "-Wl,--push-state,--no-as-needed" "${VCT_ALLOCATOR_LIBRARY}"
      "-Wl,--pop-state")
  endif()
  install(TARGETS ${name} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
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
