// The command line's conventions as a user relies on them: "-" for standard input and pipes in
// every format, a bad --laws folder or code refused by name, a run that ran nothing failing,
// --version, "did you mean" for commands and options, global options anywhere, defaults in
// every --help, values refused in plain words, and laws --format json.
#include "test_util.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>

using bl::test::run_cli;
using bl::test::run_cli_piped;
using bl::test::source_path;

namespace {

using bl::test::has;

const std::string HOYLE = source_path("examples/hoyle-rubber.yaml");

} // namespace

TEST(Conventions, DashReadsStandardInputInEveryFormat) {
    const auto file = run_cli("replay " + HOYLE);
    ASSERT_EQ(file.status, 0) << file.err;
    std::string named = file.out; // the report names its log: here, standard input
    named.replace(named.find("Log: " + HOYLE), 5 + HOYLE.size(), "Log: standard input");
    EXPECT_EQ(run_cli("replay - < " + HOYLE).out, named);
    for (const std::string format : {"text", "json", "summary", "summary-json"}) {
        const auto from_file = run_cli("replay --format " + format + " " + HOYLE);
        const auto piped = run_cli_piped("cat " + HOYLE, "replay --format " + format + " -");
        EXPECT_EQ(piped.status, 0) << format << ": " << piped.err;
        // The summary names no file; the full reports name the log's path, so compare those
        // by what they rule.
        if (format.starts_with("summary"))
            EXPECT_EQ(piped.out, from_file.out) << format;
        else
            EXPECT_TRUE(has(piped.out, "26")) << format;
    }
    const auto dev_stdin = run_cli_piped("cat " + HOYLE, "replay --format summary /dev/stdin");
    EXPECT_EQ(dev_stdin.status, 0) << dev_stdin.err; // a pipe, not "the file is empty"
    EXPECT_EQ(dev_stdin.out, run_cli("replay --format summary " + HOYLE).out);
    const auto convert = run_cli_piped("cat " + HOYLE, "convert - --to xml");
    EXPECT_EQ(convert.status, 0) << convert.err;
    EXPECT_TRUE(convert.out.starts_with("<?xml")) << convert.out;
    const auto bad = run_cli_piped("printf 'format: bridgelaws/1\\ndeals: 5\\n'", "replay -");
    EXPECT_EQ(bad.status, 2);
    EXPECT_TRUE(has(bad.err, "standard input:2:")) << bad.err;
}

TEST(Conventions, LawsFolderMissingOrEmptyIsAnError) {
    const auto missing = run_cli("--laws /no/such/folder laws");
    EXPECT_EQ(missing.status, 2);
    EXPECT_TRUE(missing.out.empty());
    EXPECT_TRUE(has(missing.err, "/no/such/folder: no such folder of law tables")) << missing.err;
    const std::string empty = ::testing::TempDir() + "empty-laws";
    std::filesystem::create_directories(empty);
    const auto none = run_cli("laws --laws " + empty); // after the command, too
    EXPECT_EQ(none.status, 2);
    EXPECT_TRUE(has(none.err, empty + ": no law tables (*.yaml) in this folder")) << none.err;
    EXPECT_EQ(run_cli("laws").status, 0); // the default folder is fine
}

TEST(Conventions, GlobalOptionsAreAcceptedAfterTheCommand) {
    const auto r = run_cli("laws club-1904 58 --laws " + source_path("laws"));
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(has(r.out, "58")) << r.out;
}

TEST(Conventions, CasesRunWithAnUnknownCodeOrNoCaseFails) {
    const auto slip = run_cli("cases run --code club1904 " + source_path("cases/leads"));
    EXPECT_EQ(slip.status, 2);
    EXPECT_TRUE(has(slip.err, "unknown code \"club1904\"; did you mean \"club-1904\"?"))
        << slip.err;
    EXPECT_TRUE(slip.out.empty());
    const auto none = run_cli("cases run --code club-1904 " + source_path("tests/data/pbn"));
    EXPECT_EQ(none.status, 1);
    EXPECT_TRUE(has(none.err, "no case ran")) << none.err;
}

TEST(Conventions, VersionNamesTheProgramAndTheTables) {
    const auto flag = run_cli("--version");
    const auto command = run_cli("version");
    EXPECT_EQ(flag.status, 0) << flag.err;
    EXPECT_EQ(flag.out, command.out);
    EXPECT_TRUE(flag.out.starts_with("bridgelaws " BRIDGELAWS_VERSION "\n")) << flag.out;
    EXPECT_TRUE(has(flag.out, "club-1904")) << flag.out;
    EXPECT_TRUE(has(flag.out, "1904")) << flag.out;
}

TEST(Conventions, MisspeltCommandsAndOptionsAreNamedWithTheNearest) {
    const std::pair<std::string, std::string> slips[] = {
        {"replya " + HOYLE, "unknown command \"replya\"; did you mean \"replay\"?"},
        {"cases rnu", "unknown command \"rnu\"; did you mean \"run\"?"},
        {"replay --formta json " + HOYLE,
         "unknown option \"--formta\" for \"replay\"; did you mean \"--format\"?"},
        {"--lwas x laws", "unknown option \"--lwas\"; did you mean \"--laws\"?"},
    };
    for (const auto& [args, says] : slips) {
        const auto r = run_cli(args);
        EXPECT_EQ(r.status, 2) << args;
        EXPECT_TRUE(has(r.err, says)) << args << ": " << r.err;
    }
    const auto nothing = run_cli("");
    EXPECT_EQ(nothing.status, 2);
    EXPECT_TRUE(has(nothing.err, "a command is required: replay")) << nothing.err;
    // A short option is one letter: another letter is another option, named by --help alone.
    const auto letter = run_cli("check -x");
    EXPECT_EQ(letter.status, 2);
    EXPECT_TRUE(has(letter.err, "unknown option \"-x\" for \"check\" (bridgelaws check --help"))
        << letter.err;
}

// "-o -" is standard output, as "-" is standard input: the same bytes as no -o, and no file
// named "-" made.
TEST(Conventions, DashForAnOutputIsStandardOutput) {
    std::filesystem::remove("-");
    for (const std::string args :
         {std::string("gen --deals 3 --seed 2"), "convert " + HOYLE + " --to xml",
          "replay " + HOYLE + " --format json", "replay " + HOYLE + " --format summary"}) {
        const auto dash = run_cli(args + " -o -");
        EXPECT_EQ(dash.status, 0) << args << ": " << dash.err;
        EXPECT_FALSE(dash.out.empty()) << args;
        EXPECT_EQ(dash.out, run_cli(args).out) << args;
        EXPECT_FALSE(std::filesystem::exists("-")) << args << " wrote a file named -";
    }
    // A handout is a file or the page itself: the same page either way.
    const std::string page = bl::test::fresh_folder("dash_handout") + "/page.html";
    const std::string handout = "teach --handout " + source_path("cases/leads") + " --seed 3";
    ASSERT_EQ(run_cli(handout + " -o " + page).status, 0);
    const auto dash = run_cli(handout + " -o -");
    EXPECT_EQ(dash.status, 0) << dash.err;
    EXPECT_EQ(dash.out, bl::test::slurp(page));
    EXPECT_TRUE(has(dash.err, "case(s), then the answer key")) << dash.err;
    EXPECT_FALSE(std::filesystem::exists("-")) << "the handout wrote a file named -";
}

// replay -o writes the report gen and convert would: the same text as to standard output, in
// every format, the file replaced once every log is read; a bad log or -o naming a log leaves
// every file as it was. (Failed writes: write_failure_test.cpp.)
TEST(Conventions, ReplayWritesItsReportToTheFileOfDashO) {
    const std::string folder = bl::test::fresh_folder("replay_dash_o");
    const std::string file = folder + "/report.out";
    for (const std::string format : {"text", "json", "jsonl", "html", "summary", "summary-json"}) {
        const auto to_file = run_cli("replay --format " + format + " " + HOYLE + " -o " + file);
        EXPECT_EQ(to_file.status, 0) << format << ": " << to_file.err;
        EXPECT_TRUE(to_file.out.empty()) << format;
        EXPECT_EQ(bl::test::slurp(file), run_cli("replay --format " + format + " " + HOYLE).out)
            << format;
    }
    const std::string before = bl::test::slurp(file);
    const std::string bad = folder + "/bad.yaml";
    std::ofstream(bad) << "format: bridgelaws/1\ndeals: 5\n";
    for (const std::string format : {"text", "summary"}) {
        const auto r =
            run_cli("replay --format " + format + " " + HOYLE + " " + bad + " -o " + file);
        EXPECT_EQ(r.status, 2) << format;
        EXPECT_TRUE(has(r.err, bad + ":2:")) << r.err;
        EXPECT_EQ(bl::test::slurp(file), before) << format << ": the old report was changed";
    }
    const std::string log = folder + "/log.yaml";
    std::filesystem::copy_file(HOYLE, log);
    const auto itself = run_cli("replay " + log + " -o " + folder + "/./log.yaml");
    EXPECT_EQ(itself.status, 2);
    EXPECT_TRUE(has(itself.err, "is a log to replay: the report would take the place of the game "
                                "log; write it to another file"))
        << itself.err;
    EXPECT_EQ(bl::test::slurp(log), bl::test::slurp(HOYLE));
    EXPECT_EQ(bl::test::names_in(folder),
              (std::set<std::string>{"bad.yaml", "log.yaml", "report.out"}))
        << "a temporary file is left behind";
}

// A value an option refuses is named, with what to give instead, on one line in the program's
// own voice (CLI11's said "Value x not in range 1 to 256" of a word that is no number, and
// "0.000000 to 1.000000"); so is what a command needs and was not given, words it does not
// take, and a code unknown.
TEST(Conventions, RefusedValuesSayWhatToGiveInstead) {
    const std::pair<std::string, std::string> slips[] = {
        {"replay --jobs x " + HOYLE, "bridgelaws: --jobs: \"x\" is not a whole number; give one "
                                     "from 1 to 256 (see bridgelaws replay --help)"},
        {"replay --jobs 2.5 " + HOYLE, "\"2.5\" is not a whole number"},
        {"replay --jobs 0 " + HOYLE,
         "--jobs: 0 is out of range; give a whole number from 1 to 256"},
        {"gen --infractions 2", "--infractions: 2 is out of range; give a number from 0 to 1 "},
        {"gen --infractions abc", "--infractions: \"abc\" is not a number; give one from 0 to 1"},
        {"replay --format jsn " + HOYLE,
         "--format: \"jsn\" is not one of text, json, jsonl, html, summary or summary-json; did "
         "you mean \"json\"?"},
        {"replay", "bridgelaws: replay needs its logs: game log files (YAML or XML)"},
        {"gen --jobs", "bridgelaws: --jobs needs a value (see bridgelaws gen --help)"},
        {"laws nosuch", "bridgelaws: unknown code \"nosuch\" (known: "},
        // Too many or too few of a command's words, an option it needs, words it does not take
        // (CLI11: "args: At Most 2 required but received 3", "--to is required", "The following
        // arguments were not expected: e d c b").
        {"laws club-1904 58 59", "bridgelaws: laws takes at most 2 words ([CODE [N]]), not 3 "
                                 "(see bridgelaws laws --help)"},
        {"diff club-1904", "bridgelaws: diff takes 2 words (CODE_A CODE_B), not 1"},
        {"convert " + HOYLE,
         "bridgelaws: convert needs --to: output format, one of yaml, xml or pbn"},
        {"teach " + HOYLE + " b c d", "bridgelaws: teach takes fewer words: b c d not expected"},
        {"cases", "bridgelaws: cases needs a command: run, coverage or lint (see bridgelaws cases "
                  "--help)"},
    };
    for (const auto& [args, says] : slips) {
        const auto r = run_cli(args);
        EXPECT_EQ(r.status, 2) << args;
        EXPECT_TRUE(has(r.err, says)) << args << ": " << r.err;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << args << ": " << r.err;
        EXPECT_TRUE(r.out.empty()) << args;
    }
    EXPECT_EQ(run_cli("gen --deals 3 --infractions 0.5 --jobs 2").status, 0);
}

TEST(Conventions, EveryHelpNamesItsDefaults) {
    EXPECT_TRUE(has(run_cli("replay --help").out, "(default: text)"));
    EXPECT_TRUE(has(run_cli("gen --help").out, "(default: yaml)"));
    EXPECT_TRUE(has(run_cli("gen --help").out, "(default: club-1904)"));
    EXPECT_TRUE(has(run_cli("check --help").out, "(default: text)"));
}

TEST(Conventions, LawsAsJson) {
    const auto codes = run_cli("laws --format json");
    ASSERT_EQ(codes.status, 0) << codes.err;
    const auto list = nlohmann::json::parse(codes.out)["codes"];
    ASSERT_FALSE(list.empty());
    EXPECT_TRUE(std::any_of(list.begin(), list.end(),
                            [](const auto& c) { return c["id"] == "club-1904"; }));
    const auto law = nlohmann::json::parse(run_cli("laws club-1904 58 --format json").out);
    EXPECT_EQ(law["id"], "club-1904");
    EXPECT_EQ(law["law"]["number"], "58");
    EXPECT_FALSE(law["law"]["text"].get<std::string>().empty());
    const auto text = run_cli("laws club-1904 58");
    EXPECT_TRUE(has(text.out, law["law"]["text"].get<std::string>().substr(0, 20))) << text.out;
    const auto missing = run_cli("laws club-1904 999 --format json");
    EXPECT_EQ(missing.status, 2);
    EXPECT_TRUE(missing.out.empty());
}

// An option that may be given several values takes one a time (`--code A --code B`, or
// `--code A,B`): the words after it are the command's files, as with any program's options.
TEST(Conventions, FilesAfterARepeatableOptionAreFilesNotValues) {
    const std::string ames = source_path("examples/ames-specimen.yaml");
    const auto both = run_cli("replay --format summary --code club-1904 " + HOYLE + " " + ames);
    EXPECT_EQ(both.status, 0) << both.err;
    EXPECT_NE(both.out.find("2 logs"), std::string::npos) << both.out;
    const auto two_codes = run_cli("replay --format summary --code club-1904 --code elwell-1904 " + HOYLE);
    EXPECT_EQ(two_codes.out, run_cli("replay --format summary --code club-1904,elwell-1904 " + HOYLE).out);
    EXPECT_NE(two_codes.out.find("elwell-1904"), std::string::npos);
    const auto reading = run_cli("replay --reading no-such=thing " + HOYLE + " " + ames);
    EXPECT_EQ(reading.status, 2);
    EXPECT_EQ(reading.err.find("cannot open"), std::string::npos) << reading.err; // not read as a file
}
