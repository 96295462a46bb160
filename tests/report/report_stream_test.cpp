// The reports written a deal at a time (report_stream.h): the same bytes as the whole report
// made in memory, and an archive replayed whole the same as replayed in pieces.
#include "report/report_stream.h"

#include "gen/generate.h"
#include "log/log_file.h"
#include "log/log_writer.h"
#include "report/report.h"
#include "report/report_html.h"
#include "test_util.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <sstream>

namespace bl {
namespace {

GameLog generated_with_infractions(int deals, uint64_t seed) {
    auto log = generate_log({deals, seed, 0.2}, test::code("club-1904"));
    EXPECT_TRUE(log.ok());
    return log ? *log : GameLog{};
}

// The log written to a file and streamed through one of the writers.
std::string streamed(const GameLog& log, const std::string& name,
                     const std::function<std::unique_ptr<ReportWriter>(Spool&)>& make) {
    const std::string path = test::write_temp(name, write_log(log, LogFormat::Xml));
    auto in = LogStream::open(path);
    EXPECT_TRUE(in.ok());
    if (!in) return "";
    Spool out(1 << 16); // small, so that the temporary file is used too
    const auto writer = make(out);
    EXPECT_FALSE(stream_report(**in, test::code(log.code), false, *writer).has_value());
    writer->finish();
    return out.str();
}

TEST(ReportStream, EveryFormatStreamsTheBytesOfTheWholeReport) {
    const GameLog log = generated_with_infractions(600, 11);
    const std::string path = test::write_temp("stream-whole.xml", write_log(log, LogFormat::Xml));
    auto read = read_any_log(path); // read whole, with the places of its events in the file
    ASSERT_TRUE(read.ok());
    const Report whole = test::replayed(*read, "club-1904");
    ASSERT_GT(whole.rubbers.size(), 10u) << "the archive holds many rubbers";
    const auto stream = [&](auto make) { return streamed(log, "stream-whole.xml", make); };
    EXPECT_EQ(stream([](Spool& s) { return text_writer(s, 80); }), report_text(whole, 80));
    EXPECT_EQ(stream([](Spool& s) { return json_writer(s, 1); }), report_json(whole));
    EXPECT_EQ(stream([&](Spool& s) { return html_writer(s, {path}); }), report_html(whole));
}

TEST(ReportStream, JsonIsOneValidDocumentWithEveryDealAndRubber) {
    const GameLog log = generated_with_infractions(300, 5);
    const auto json = nlohmann::json::parse(
        streamed(log, "stream-json.xml", [](Spool& s) { return json_writer(s, 1); }));
    EXPECT_EQ(json["format"], "bridgelaws-report/1");
    EXPECT_EQ(json["deals"].size(), log.deals.size());
    EXPECT_GT(json["rubbers"].size(), 1u);
    EXPECT_EQ(json["rubbers"].back(), json["rubber"]);
}

// Each line's deal index counted from the start of the whole archive, and the log's name and
// the rulings' places in the file left out: what is left must not depend on where the archive
// was cut.
std::string lines_from(const std::string& jsonl, int first_index) {
    std::istringstream in(jsonl);
    std::string out;
    for (std::string line; std::getline(in, line);) {
        auto j = nlohmann::ordered_json::parse(line);
        j["deal"]["index"] = j["deal"]["index"].get<int>() + first_index;
        j.erase("log");
        for (auto& ruling : j["deal"]["rulings"]) {
            ruling.erase("line");
            ruling.erase("column");
        }
        out += j.dump() + "\n";
    }
    return out;
}

TEST(ReportStream, AnArchiveInPiecesGivesTheLinesOfTheWhole) {
    const GameLog log = generated_with_infractions(10'000, 2024);
    const auto jsonl = [](Spool& s) { return jsonl_writer(s); };
    const std::string whole = lines_from(streamed(log, "pieces-whole.xml", jsonl), 0);
    // Cut where a rubber begins (a scored deal after a finished rubber), about every 2,000 deals.
    const Report report = test::replayed(log, "club-1904");
    std::string pieces;
    size_t from = 0;
    for (size_t i = 1; i <= log.deals.size(); ++i) {
        const bool begins = i < log.deals.size() && report.deals[i].scored &&
                            report.deals[i - 1].rubber.finished && i - from >= 2000;
        if (!begins && i < log.deals.size()) continue;
        GameLog piece = log;
        piece.deals.assign(log.deals.begin() + long(from), log.deals.begin() + long(i));
        if (from > 0) piece.score.reset(); // a new rubber: nothing brought forward
        pieces += lines_from(streamed(piece, "piece.xml", jsonl), int(from));
        from = i;
    }
    EXPECT_EQ(std::count(whole.begin(), whole.end(), '\n'), long(log.deals.size()));
    EXPECT_EQ(pieces, whole);
}

} // namespace
} // namespace bl
