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
