#include "server/api.h"

#include "check/check.h"
#include "log/log_file.h"
#include "log/log_writer.h"
#include "replay/replay.h"
#include "report/report.h"
#include "report/report_html.h"
#include "table/next_acts.h"

#include "core/card.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace bl {
namespace {

using nlohmann::ordered_json;

// Bytes the client sent that are not UTF-8 (a path, a log) may come back in a message: they are
// replaced, never thrown on (found by fuzz/server_fuzz: "/api/\x95odes").
ApiResponse json_answer(const ordered_json& j, int status = 200) {
    return {status, "application/json", j.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n"};
}

// "/api/laws/CODE/90" -> {"api", "laws", "CODE", "90"}
std::vector<std::string> segments(const std::string& path) {
    std::vector<std::string> out;
    size_t at = 0;
    while (at < path.size()) {
        const size_t next = std::min(path.find('/', at), path.size());
        if (next > at) out.push_back(path.substr(at, next - at));
        at = next + 1;
    }
    return out;
}

ordered_json law_json(const Law& law) {
    ordered_json j = {
        {"number", law.number}, {"heading", law.heading}, {"text", law.text}, {"refs", law.refs}};
    if (!law.editorial.empty()) j["editorial"] = law.editorial;
    if (!law.amended_by.empty()) j["amended_by"] = law.amended_by, j["amendment"] = law.amendment;
    return j;
}

std::vector<std::string> split_codes(const std::string& list) {
    std::vector<std::string> out;
    size_t at = 0;
    while (at <= list.size()) {
        const size_t comma = std::min(list.find(',', at), list.size());
        if (comma > at) out.push_back(list.substr(at, comma - at));
        at = comma + 1;
    }
    return out;
}

// The log a request posts. The comments and unread keys only `convert` writes back are not kept:
// no answer of the API holds them, and finding them is a twentieth of a request's work.
Result<GameLog> read_body_log(const ApiRequest& request) {
    return parse_any_log(request.body, "request body", LogExtras::Skip);
}

} // namespace

ApiResponse api_error(int status, const Error& error) {
    ordered_json e = {{"message", error.message},
                      {"file", error.file},
                      {"line", error.line},
                      {"column", error.column}};
    return json_answer({{"error", e}, {"text", error.describe()}}, status);
}

Api::Api(LawLibrary library, size_t max_body, std::string default_code)
    : library_(std::move(library)), max_body_(max_body), default_code_(std::move(default_code)) {
    for (const std::string& id : library_.ids())
        if (auto book = library_.load(id)) books_.emplace(id, std::move(*book));
}

ApiResponse Api::handle(const ApiRequest& request) const {
    if (request.body.size() > max_body_)
        return api_error(413, {"request body", 0, 0,
                               "the body is " + std::to_string(request.body.size()) +
                                   " bytes; the desk takes at most " + std::to_string(max_body_) +
                                   " (start the server with a larger --max-body)"});
    if (request.method == "GET") return route_get(request);
    if (request.method == "POST") return route_post(request);
    return api_error(405, {request.path, 0, 0,
                           request.method + " is not answered here: the API takes GET and POST"});
}

ApiResponse Api::route_get(const ApiRequest& request) const {
    const auto parts = segments(request.path);
    if (parts.size() == 2 && parts[0] == "api" && parts[1] == "codes") return codes();
    if ((parts.size() == 3 || parts.size() == 4) && parts[0] == "api" && parts[1] == "laws")
        return laws(parts[2], parts.size() == 4 ? parts[3] : "");
    return api_error(
        404, {request.path, 0, 0,
              "no such page: the API answers GET /api/codes, /api/laws/CODE and /api/laws/CODE/N"});
}

ApiResponse Api::route_post(const ApiRequest& request) const {
    if (request.path == "/api/replay") return replay(request);
    if (request.path == "/api/check") return check(request);
    if (request.path == "/api/log") return log_model(request);
    if (request.path == "/api/acts") return acts(request);
    return api_error(404, {request.path, 0, 0,
                           "no such page: the API answers POST /api/replay, /api/check, /api/log "
                           "and /api/acts"});
}

ApiResponse Api::codes() const {
    ordered_json list = ordered_json::array();
    for (const auto& [id, book] : books_)
        list.push_back({{"id", id},
                        {"title", book.title},
                        {"edition", book.edition},
                        {"extends", book.extends},
                        {"default", id == default_code_},
                        {"trump_turned", book.params.trump_turned.value}});
    return json_answer(list);
}

const Lawbook* Api::book(const std::string& code) const {
    const auto it = books_.find(code);
    return it == books_.end() ? nullptr : &it->second;
}

Error Api::unknown_code(const std::string& code) const {
    std::string known;
    for (const auto& [id, b] : books_) known += (known.empty() ? "" : ", ") + id;
    return {"", 0, 0, "unknown code \"" + code + "\" (known: " + known + ")"};
}

ApiResponse Api::laws(const std::string& code, const std::string& number) const {
    const Lawbook* b = book(code);
    if (!b) return api_error(404, unknown_code(code));
    if (!number.empty()) {
        const Law* law = b->law(number);
        if (!law) return api_error(404, {"", 0, 0, code + " has no law " + number});
        return json_answer(law_json(*law));
    }
    ordered_json laws = ordered_json::array();
    for (const Law& law : b->laws) laws.push_back(law_json(law));
    return json_answer(
        {{"code", code}, {"title", b->title}, {"edition", b->edition}, {"laws", laws}});
}

ApiResponse Api::replay(const ApiRequest& request) const {
    auto log = read_body_log(request);
    if (!log) return api_error(400, log.error());
    const auto asked = request.query.count("code") ? split_codes(request.query.at("code"))
                                                   : std::vector<std::string>{};
    const std::vector<std::string> codes =
        asked.empty() ? std::vector<std::string>{log->code} : asked;
    const bool html = request.query.count("format") && request.query.at("format") == "html";
    HtmlReport page;
    std::vector<std::string> reports;
    for (const std::string& code : codes) {
        if (code.empty())
            return api_error(
                400, {"request body", 0, 0, "the log names no code; add \"code: ID\" or ?code=ID"});
        const Lawbook* b = book(code);
        if (!b) return api_error(400, unknown_code(code));
        auto report = bl::replay(*log, *b);
        if (!report) return api_error(400, report.error());
        if (html)
            page.add(*report);
        else
            reports.push_back(report_json(*report));
    }
    if (html) return {200, "text/html; charset=utf-8", page.str()};
    if (reports.size() == 1) return {200, "application/json", reports.front()};
    std::string out = "[\n";
    for (size_t i = 0; i < reports.size(); ++i)
        out +=
            reports[i].substr(0, reports[i].size() - 1) + (i + 1 < reports.size() ? ",\n" : "\n");
    return {200, "application/json", out + "]\n"};
}

// A log read as the desk reads it: each deal's hands as a PBN string and its events as the
// log's own sentences, so that the page can continue a log opened from a file.
ApiResponse Api::log_model(const ApiRequest& request) const {
    auto log = read_body_log(request);
    if (!log) return api_error(400, log.error());
    ordered_json players = ordered_json::object();
    for (int s = 0; s < SEATS; ++s)
        if (!log->players[s].empty()) players[std::string(1, "NESW"[s])] = log->players[s];
    ordered_json deals = ordered_json::array();
    for (const Deal& d : log->deals) {
        ordered_json events = ordered_json::array(), during = ordered_json::array();
        for (const Event& e : d.events) events.push_back(event_text(e));
        for (const Event& e : d.during_deal) during.push_back(event_text(e));
        deals.push_back({{"dealer", std::string(1, "NESW"[d.dealer])},
                         {"hands", written_hands(d)},
                         {"turn_up", d.turn_up == NO_CARD ? "" : card_name(d.turn_up)},
                         {"during_deal", during},
                         {"events", events}});
    }
    return json_answer({{"code", log->code}, {"players", players}, {"deals", deals}});
}

// What each player may do next in the log's last deal under one code (table/next_acts.h): the
// desk's declaration and doubling buttons.
ApiResponse Api::acts(const ApiRequest& request) const {
    auto log = read_body_log(request);
    if (!log) return api_error(400, log.error());
    const auto asked = request.query.count("code") ? split_codes(request.query.at("code"))
                                                   : std::vector<std::string>{};
    const std::string code = asked.empty() ? log->code : asked.front();
    if (code.empty())
        return api_error(
            400, {"request body", 0, 0, "the log names no code; add \"code: ID\" or ?code=ID"});
    const Lawbook* b = book(code);
    if (!b) return api_error(400, unknown_code(code));
    if (log->deals.empty())
        return api_error(400, {"request body", 0, 0, "the log has no deal: add one under deals:"});
    const int index = int(log->deals.size());
    auto next = next_acts(log->deals.back(), *b, "request body", index);
    if (!next) return api_error(400, next.error());
    const auto seat = [](Seat s) { return s == NO_SEAT ? std::string() : seat_name(s); };
    ordered_json list = ordered_json::array();
    for (const OfferedAct& a : next->acts)
        list.push_back({{"by", seat(a.by)},
                        {"event", a.event},
                        {"regular", !a.infraction},
                        {"infraction", a.infraction ? std::string(name(*a.infraction)) : ""}});
    return json_answer({{"code", code},
                        {"deal", index},
                        {"phase", std::string(name(next->phase))},
                        {"turn", seat(next->turn)},
                        {"acts", list}});
}

ApiResponse Api::check(const ApiRequest& request) const {
    auto table = library_.load_text(request.body, "request body");
    if (!table) return api_error(400, table.error());
    const Lawbook* base = table->extends.empty() ? nullptr : book(table->extends);
    Editions editions;
    for (const auto& [id, b] : books_)
        if (b.extends.empty() &&
            std::find(table->chain.begin(), table->chain.end(), id) == table->chain.end())
            editions.push_back(&b);
    CodeCheck result{
        table->id, table->title, "request body", check_code(*table, base, editions), {}};
    return {200, "application/json", check_json({result})};
}

} // namespace bl
