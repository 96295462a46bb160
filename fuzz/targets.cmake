# The libFuzzer targets: every fuzz/*_fuzz.cpp is one (fuzz/log_reader_fuzz.cpp ->
# log_reader_fuzz). Included by fuzz/CMakeLists.txt (a project of its own) and by the main build
# with BRIDGELAWS_FUZZ=ON (scripts/sanitize.sh: one clang build serves the sanitized suite and
# the fuzzers). The code they link must be compiled with -fsanitize=fuzzer-no-link.
set(BRIDGELAWS_FUZZ_DIR ${CMAKE_CURRENT_LIST_DIR})
file(GLOB BRIDGELAWS_FUZZ_SOURCES CONFIGURE_DEPENDS ${BRIDGELAWS_FUZZ_DIR}/*_fuzz.cpp)
foreach(source ${BRIDGELAWS_FUZZ_SOURCES})
  get_filename_component(name ${source} NAME_WE)
  add_executable(${name} ${source})
  target_link_libraries(${name} PRIVATE bridgelaws_core)
  target_link_options(${name} PRIVATE -fsanitize=fuzzer)
  target_compile_definitions(${name} PRIVATE BRIDGELAWS_FUZZ_LAWS_DIR="${BRIDGELAWS_FUZZ_DIR}/../laws")
  set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})
endforeach()
