# `cmake --install` and the Debian package (CPack): the program, its law tables, cases and
# examples in share/bridgelaws/, the docs in share/doc/bridgelaws/, a man page and bash
# completion; and, for programs that embed the engine, the core libraries, their headers and a
# CMake package (find_package(bridgelaws) gives bridgelaws::core). docs/install.md.
include(GNUInstallDirs)

set(BRIDGELAWS_SHARE ${CMAKE_INSTALL_DATADIR}/bridgelaws)
install(TARGETS bridgelaws RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT program)
# The HTTP transport `serve` loads (src/server/http_transport.h), where the program looks for it.
install(TARGETS bridgelaws_http LIBRARY DESTINATION ${BRIDGELAWS_HTTP_MODULE_DIR} COMPONENT program)
install(DIRECTORY laws/ DESTINATION ${BRIDGELAWS_SHARE}/laws COMPONENT program FILES_MATCHING PATTERN "*.yaml")
install(DIRECTORY cases/ DESTINATION ${BRIDGELAWS_SHARE}/cases COMPONENT program)
install(DIRECTORY examples/ DESTINATION ${BRIDGELAWS_SHARE}/examples COMPONENT program)
install(DIRECTORY docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT program)
install(FILES README.md DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT program)
install(FILES packaging/bridgelaws.bash RENAME bridgelaws
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions COMPONENT program)

# The man page, from the commands' own --help (help2man), so it cannot drift from the program.
find_program(HELP2MAN help2man)
if(HELP2MAN)
  set(BRIDGELAWS_MAN ${CMAKE_BINARY_DIR}/bridgelaws.1)
  add_custom_command(OUTPUT ${BRIDGELAWS_MAN}
    COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:bridgelaws> -DHELP2MAN=${HELP2MAN}
            -DINCLUDE=${CMAKE_SOURCE_DIR}/packaging/bridgelaws.h2m -DOUT=${BRIDGELAWS_MAN}
            -DVERSION=${PROJECT_VERSION}
            -P ${CMAKE_SOURCE_DIR}/cmake/ManPage.cmake
    DEPENDS bridgelaws ${CMAKE_SOURCE_DIR}/packaging/bridgelaws.h2m ${CMAKE_SOURCE_DIR}/cmake/ManPage.cmake
    COMMENT "Writing the man page from the commands' help" VERBATIM)
  add_custom_target(bridgelaws_man ALL DEPENDS ${BRIDGELAWS_MAN})
  install(FILES ${BRIDGELAWS_MAN} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT program)
else()
  message(STATUS "help2man not found: no man page (apt install help2man)")
endif()

# The engine for other programs: one static library a layer, behind bridgelaws::core.
set(BRIDGELAWS_PACKAGE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/bridgelaws)
set_target_properties(bridgelaws_core PROPERTIES EXPORT_NAME core)
install(TARGETS ${BRIDGELAWS_LAYER_TARGETS} bridgelaws_core EXPORT bridgelawsTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev)
install(DIRECTORY src/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/bridgelaws COMPONENT dev
        FILES_MATCHING PATTERN "*.h" PATTERN "cli" EXCLUDE)
install(EXPORT bridgelawsTargets NAMESPACE bridgelaws:: DESTINATION ${BRIDGELAWS_PACKAGE_DIR} COMPONENT dev)
include(CMakePackageConfigHelpers)
configure_package_config_file(packaging/bridgelawsConfig.cmake.in
  ${CMAKE_BINARY_DIR}/bridgelawsConfig.cmake INSTALL_DESTINATION ${BRIDGELAWS_PACKAGE_DIR})
write_basic_package_version_file(${CMAKE_BINARY_DIR}/bridgelawsConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/bridgelawsConfig.cmake ${CMAKE_BINARY_DIR}/bridgelawsConfigVersion.cmake
        DESTINATION ${BRIDGELAWS_PACKAGE_DIR} COMPONENT dev)

# Two Debian packages: bridgelaws (the program, for a club) and bridgelaws-dev (the engine).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME bridgelaws)
set(CPACK_PACKAGE_VENDOR "bridgelaws")
set(CPACK_PACKAGE_CONTACT "bridgelaws maintainers <bridgelaws@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "The laws of Bridge Whist (c. 1904) as data: replays game logs and rules on them")
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL program dev)
set(CPACK_DEBIAN_PROGRAM_PACKAGE_NAME bridgelaws)
set(CPACK_DEBIAN_DEV_PACKAGE_NAME bridgelaws-dev)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_STRIP_FILES ON) # the debug information is for developers, not in a club's package
set(CPACK_DEBIAN_PROGRAM_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PROGRAM_PACKAGE_SECTION games)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS
    "libyaml-cpp-dev, libyaml-dev, libpugixml-dev, nlohmann-json3-dev, libfmt-dev, pkg-config, bridgelaws (= ${PROJECT_VERSION})")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://example.invalid/bridgelaws")
include(CPack)
