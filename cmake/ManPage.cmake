# Writes the man page with help2man: the program's --help and --version, and a section with each
# command's own --help (run with -DPROGRAM= -DHELP2MAN= -DINCLUDE= -DOUT= -DVERSION=).
execute_process(COMMAND ${PROGRAM} --help OUTPUT_VARIABLE top RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${PROGRAM} --help failed")
endif()
# The commands are the words listed under "Subcommands:" in the top help.
string(REGEX REPLACE ".*Subcommands:\n" "" listing "${top}")
string(REGEX MATCHALL "\n?  [a-z]+ " words "\n${listing}")
file(READ ${INCLUDE} extra)
set(commands "[COMMANDS]\n")
foreach(w IN LISTS words)
  string(STRIP "${w}" cmd)
  execute_process(COMMAND ${PROGRAM} ${cmd} --help OUTPUT_VARIABLE help)
  string(REPLACE "\\" "\\\\" help "${help}")
  string(APPEND commands ".SS ${cmd}\n.nf\n${help}\n.fi\n")
endforeach()
get_filename_component(dir ${OUT} DIRECTORY)
file(WRITE ${dir}/bridgelaws-commands.h2m "${extra}\n${commands}")
# The version is given, not asked: --version also lists the law tables of the build machine.
execute_process(COMMAND ${HELP2MAN} --no-info --no-discard-stderr --section=1 "--version-string=${VERSION}"
                        "--name=the laws of Bridge Whist (c. 1904) as data"
                        --include=${dir}/bridgelaws-commands.h2m --output=${OUT} ${PROGRAM}
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "help2man failed")
endif()
