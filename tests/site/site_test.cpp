// The static site (src/site/): built from the repository's laws and cases into a temporary
// folder, then every page is read back as XML and walked: links, anchors, each law's section,
// the concordance's tables, each case's page, the quiz's and the search's data, the HTML5
// content model, and nothing fetched from outside.
#include "site/site.h"

#include "core/vocab.h"
#include "teach/course.h"
#include "test_util.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>
#include <pugixml.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

namespace bl {
namespace {

namespace fs = std::filesystem;

struct Page {
    pugi::xml_document doc;
    std::set<std::string> ids;
};

std::string read_all(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void collect_ids(const pugi::xml_node& node, std::set<std::string>& ids, const std::string& file) {
    for (pugi::xml_node n : node.children()) {
        if (const auto id = n.attribute("id"))
            EXPECT_TRUE(ids.insert(id.value()).second) << file << ": id twice: " << id.value();
        collect_ids(n, ids, file);
    }
}

// The site of every code, built once for the suite; every page parsed.
class SiteTest : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        dir_ = test::fresh_folder("site");
        const auto error = site::build_site(test::library(), {}, dir_, test::source_path("cases"));
        ASSERT_FALSE(error) << error->describe();
        for (const auto& entry : fs::directory_iterator(dir_)) {
            if (entry.path().extension() != ".html") continue;
            auto& page = pages_[entry.path().filename().string()];
            const std::string text = read_all(entry.path());
            const auto parsed = page.doc.load_string(text.c_str());
            ASSERT_TRUE(parsed) << entry.path() << ": not well-formed at offset " << parsed.offset
                                << ": " << parsed.description();
            ASSERT_EQ(text.rfind("<!DOCTYPE html>\n", 0), 0u) << entry.path();
            collect_ids(page.doc, page.ids, entry.path().string());
        }
    }
    static const Page& page(const std::string& file) {
        const auto it = pages_.find(file);
        if (it == pages_.end()) throw std::runtime_error("no page " + file);
        return it->second;
    }
    static std::string dir_;
    static std::map<std::string, Page> pages_;
};
std::string SiteTest::dir_;
std::map<std::string, Page> SiteTest::pages_;

// The cases of the repository in the course's order.
const std::vector<CourseEntry>& course() {
    static const std::vector<CourseEntry> entries = [] {
        auto order = course_order(test::source_path("cases"));
        if (!order) throw std::runtime_error(order.error().describe());
        return *order;
    }();
    return entries;
}

// "revoke/dealer-revokes" -> "case-revoke-dealer-revokes.html"
std::string case_file_of(const std::string& key) {
    std::string out = "case-" + key + ".html";
    std::replace(out.begin(), out.end(), '/', '-');
    return out;
}

// The JSON a page carries for its script.
nlohmann::json page_data(const Page& p, const std::string& id) {
    const std::string query = "//script[@id='" + id + "']";
    return nlohmann::json::parse(p.doc.select_node(query.c_str()).node().child_value());
}

TEST_F(SiteTest, EveryPageIsAnHtmlDocumentWithTitleAndStyle) {
    EXPECT_TRUE(fs::is_regular_file(fs::path(dir_) / "style.css"));
    ASSERT_GT(course().size(), 150u);
    // the codes, the cases, index, concordance, matrix, casebook, quiz, search and the diffs
    EXPECT_GT(pages_.size(), test::library().ids().size() + course().size() + 6);
    for (const auto& [file, p] : pages_) {
        const pugi::xml_node html = p.doc.child("html");
        EXPECT_STREQ(html.attribute("lang").value(), "en") << file;
        EXPECT_FALSE(std::string(html.child("head").child_value("title")).empty()) << file;
        EXPECT_STREQ(html.child("head").child("link").attribute("href").value(), "style.css")
            << file;
        EXPECT_TRUE(html.child("body").child("main")) << file;
    }
}

// Every href and src names a page of the site (and an anchor on it), never anything outside.
TEST_F(SiteTest, EveryInternalLinkAndAnchorResolves) {
    size_t links = 0;
    for (const auto& [file, p] : pages_) {
        for (const auto& x : p.doc.select_nodes("//script")) { // the site's own, or data
            const std::string src = x.node().attribute("src").value();
            const std::string type = x.node().attribute("type").value();
            EXPECT_TRUE(src == "quiz.js" || src == "search.js" || type == "application/json")
                << file << ": a script " << src;
        }
        for (const auto& x : p.doc.select_nodes("//*[@href or @src]")) {
            const pugi::xml_node n = x.node();
            const std::string target =
                n.attribute("href") ? n.attribute("href").value() : n.attribute("src").value();
            ASSERT_EQ(target.find("//"), std::string::npos) << file << " links outside: " << target;
            const size_t hash = target.find('#');
            const std::string to_file = hash == 0 ? file : target.substr(0, hash);
            const std::string anchor = hash == std::string::npos ? "" : target.substr(hash + 1);
            ASSERT_TRUE(fs::is_regular_file(fs::path(dir_) / to_file))
                << file << " links to a missing page: " << target;
            if (!anchor.empty())
                EXPECT_TRUE(page(to_file).ids.count(anchor))
                    << file << " links to a missing anchor: " << target;
            ++links;
        }
    }
    EXPECT_GT(links, 1000u);
}

// Each law of each code has its article, "Law N", with its text, under a section of the index.
TEST_F(SiteTest, EveryLawOfEveryCodeHasItsSection) {
    for (const std::string& id : test::library().ids()) {
        const Lawbook& book = test::code(id);
        const Page& p = page(id + ".html");
        std::set<std::string> indexed;
        for (const auto& x : p.doc.select_nodes("//nav[@class='sections']//a"))
            indexed.insert(x.node().attribute("href").value() + 1);
        for (const Law& law : book.laws) {
            const std::string query = "//article[@id='law-" + law.number + "']";
            const pugi::xml_node article = p.doc.select_node(query.c_str()).node();
            ASSERT_TRUE(article) << id << " has no section for Law " << law.number;
            EXPECT_EQ(std::string(article.child_value("h3")), "Law " + law.number);
            const std::string first_line = law.text.substr(0, law.text.find('\n'));
            EXPECT_EQ(article.child("blockquote").child("p").text().get(), first_line)
                << id << " Law " << law.number;
            const std::string section = article.parent().attribute("id").value();
            EXPECT_TRUE(indexed.count(section))
                << id << " Law " << law.number << " in a section the index omits";
        }
    }
}

// Every rule shows under each law it cites, and the concordance links to those laws.
TEST_F(SiteTest, RulesShowUnderTheirLawsAndInTheConcordance) {
    const Page& concordance = page("concordance.html");
    std::set<std::string> hrefs;
    for (const auto& x : concordance.doc.select_nodes("//dl[@class='rule']//a"))
        hrefs.insert(x.node().attribute("href").value());
    for (const std::string& id : test::library().ids()) {
        const Lawbook& book = test::code(id);
        const Page& p = page(id + ".html");
        for (const Rule& rule : book.rules)
            for (const std::string& n : rule.laws) {
                if (!book.law(n)) continue;
                const std::string query = "//article[@id='law-" + n + "']//dl[@class='rule']";
                EXPECT_FALSE(p.doc.select_nodes(query.c_str()).empty())
                    << id << " Law " << n << " shows no rule";
                EXPECT_TRUE(hrefs.count(id + ".html#law-" + n))
                    << "concordance lacks " << id << " Law " << n;
            }
    }
}

// Every reading of an open point has its article, and each law it cites links to it.
TEST_F(SiteTest, EveryReadingHasItsArticleLinkedFromItsLaws) {
    size_t readings = 0;
    for (const std::string& id : test::library().ids()) {
        const Lawbook& book = test::code(id);
        const Page& p = page(id + ".html");
        for (const Reading& r : book.readings) {
            ++readings;
            const std::string query = "//article[@class='reading'][@id='reading-" + r.id + "']";
            const pugi::xml_node article = p.doc.select_node(query.c_str()).node();
            ASSERT_TRUE(article) << id << " has no article for reading " << r.id;
            EXPECT_NE(std::string(article.child("p").text().get()), "") << id << " " << r.id;
            for (const std::string& n : r.laws) {
                if (!book.law(n)) continue;
                const std::string link =
                    "//article[@id='law-" + n + "']//a[@href='#reading-" + r.id + "']";
                EXPECT_TRUE(p.doc.select_node(link.c_str()))
                    << id << " Law " << n << " does not link to reading " << r.id;
            }
        }
    }
    EXPECT_GT(readings, 10u);
}

// Every infraction any code rules has its table, one column per code, and a row of the matrix.
TEST_F(SiteTest, ConcordanceCoversEveryRuledInfraction) {
    const size_t codes = test::library().ids().size();
    std::set<std::string> ruled;
    for (const std::string& id : test::library().ids())
        for (const Rule& r : test::code(id).rules) ruled.insert(std::string(name(r.id)));
    ASSERT_GT(ruled.size(), 30u);
    const Page& matrix = page("matrix.html");
    for (const std::string& inf : ruled) {
        const std::string query = "//section[@id='inf-" + inf + "']//table/tr";
        const auto rows = page("concordance.html").doc.select_nodes(query.c_str());
        ASSERT_EQ(rows.size(), 2u) << inf;
        EXPECT_EQ(rows[1].node().select_nodes("td").size(), codes) << inf;
        const std::string row = "//tr[th/a/@href='concordance.html#inf-" + inf + "']/td";
        const auto cells = matrix.doc.select_nodes(row.c_str());
        ASSERT_EQ(cells.size(), codes) << inf;
        for (const auto& c : cells) {
            const std::string cls = c.node().attribute("class").value();
            EXPECT_TRUE(cls == "penalty" || cls == "no-penalty" || cls == "no-provision")
                << inf << ": " << cls;
        }
    }
}

// The revoke under Club 1904 is a penalty (Law 90: 'The penalty for a revoke'), and the matrix says
// so.
TEST_F(SiteTest, MatrixCellFollowsTheCodesProvision) {
    for (const std::string& id : test::library().ids()) {
        bool penalty = false;
        for (const Rule& r : test::code(id).rules)
            penalty |= r.id == Infraction::Revoke && r.provision == Provision::Penalty;
        const auto header = page("matrix.html").doc.select_nodes("//table/tr[1]/th");
        size_t column = 0;
        for (size_t i = 0; i < header.size(); ++i)
            if (std::string(header[i].node().child("a").child_value()) == id) column = i;
        ASSERT_GT(column, 0u) << id;
        const std::string query =
            "//tr[th/a/@href='concordance.html#inf-revoke']/td[" + std::to_string(column) + "]";
        const std::string cls =
            page("matrix.html").doc.select_node(query.c_str()).node().attribute("class").value();
        EXPECT_EQ(cls == "penalty", penalty) << id;
    }
}

// Every case has its page: its name, the question, and a column per code it names with the
// laws its ruling cites as links; the casebook lists it under its subject's chapter.
TEST_F(SiteTest, EveryCaseHasItsPageWithEachCodesRuling) {
    const Page& book = page("casebook.html");
    for (const CourseEntry& e : course()) {
        const std::string file = case_file_of(e.key);
        const Page& p = page(file);
        EXPECT_EQ(std::string(p.doc.select_node("//h1").node().child_value()), e.name) << file;
        auto c = read_case(e.file);
        ASSERT_TRUE(c) << c.error().describe();
        EXPECT_EQ(std::string(p.doc.select_node("//p[@class='question']").node().child_value()),
                  c->question)
            << file;
        const auto columns = p.doc.select_nodes("//section[@class='code-ruling']");
        ASSERT_EQ(columns.size(), c->expect.size()) << file;
        for (size_t i = 0; i < columns.size(); ++i) {
            const std::string code = c->expect[i].code;
            EXPECT_EQ(
                std::string(
                    columns[i].node().select_node(".//h3/a").node().attribute("href").value()),
                code + ".html")
                << file;
            EXPECT_FALSE(std::string(columns[i].node().child_value("pre")).empty()) << file;
        }
        const std::string listed =
            "//section[@id='subject-" + e.subject + "']//a[@href='" + file + "']";
        EXPECT_TRUE(book.doc.select_node(listed.c_str())) << file << " is not in its chapter";
    }
}

// A law a case's ruling cites links back to the case from its article ("Cases that reach it").
TEST_F(SiteTest, LawsLinkTheCasesThatReachThem) {
    size_t checked = 0;
    for (const CourseEntry& e : course()) {
        const std::string file = case_file_of(e.key);
        for (const auto& x :
             page(file).doc.select_nodes("//section[@class='code-ruling']/p[@class='refs']/a")) {
            const std::string target = x.node().attribute("href").value();
            const size_t hash = target.find('#');
            const std::string query =
                "//article[@id='" + target.substr(hash + 1) + "']//a[@href='" + file + "']";
            EXPECT_TRUE(page(target.substr(0, hash)).doc.select_node(query.c_str()))
                << target << " does not link back to " << file;
            ++checked;
        }
    }
    EXPECT_GT(checked, 200u);
}

// The quiz carries the question bank's questions: a question on most cases, each with its
// choices, the right one among them, the laws to show after the answer and its case's page.
TEST_F(SiteTest, QuizCarriesTheQuestionBank) {
    const nlohmann::json questions = page_data(page("quiz.html"), "quiz-data");
    ASSERT_TRUE(questions.is_array());
    EXPECT_GT(questions.size(), course().size() / 2);
    std::set<std::string> kinds;
    size_t with_laws = 0; // the answer's laws quoted, or the explanation citing them
    for (const auto& q : questions) {
        const auto& choices = q.at("choices");
        ASSERT_GE(choices.size(), 2u) << q.dump();
        EXPECT_LT(q.at("right").get<size_t>(), choices.size()) << q.dump();
        EXPECT_EQ(std::set<std::string>(choices.begin(), choices.end()).size(), choices.size())
            << "a choice twice: " << q.dump();
        const std::string because = q.at("because");
        // No path on the builder's machine: the case is its page, linked.
        EXPECT_EQ(because.find("bridgelaws teach"), std::string::npos) << q.dump();
        with_laws += because.find("Law") != std::string::npos;
        EXPECT_TRUE(pages_.count(q.at("page").get<std::string>())) << q.dump();
        const std::string ask = q.at("ask");
        // The code by its name, as a learner reads it, with the id the commands take.
        const std::string name = q.at("code_name");
        EXPECT_NE(name.find(" [" + q.at("code").get<std::string>() + "]"), std::string::npos)
            << q.dump();
        EXPECT_EQ(ask.rfind("Under " + name + ", ", 0), 0u) << q.dump();
        kinds.insert(ask.substr(ask.find(", ") + 2, 12)); // "who may choo", "does the pen" ...
    }
    EXPECT_GE(kinds.size(), 3u) << "the questions are nearly all of one kind";
    EXPECT_GT(with_laws * 10, questions.size() * 9);
}

// The search index holds every law of every code and every case, each linking to its place.
TEST_F(SiteTest, SearchIndexHasEveryLawAndCase) {
    const nlohmann::json entries = page_data(page("search.html"), "search-data");
    std::set<std::string> links;
    for (const auto& e : entries) {
        const std::string u = e.at("u");
        links.insert(u);
        const size_t hash = u.find('#');
        const std::string anchor = hash == std::string::npos ? "" : u.substr(hash + 1);
        ASSERT_TRUE(pages_.count(u.substr(0, hash))) << u;
        if (!anchor.empty()) EXPECT_TRUE(page(u.substr(0, hash)).ids.count(anchor)) << u;
        EXPECT_FALSE(e.at("t").get<std::string>().empty()) << u;
    }
    for (const std::string& id : test::library().ids())
        for (const Law& law : test::code(id).laws)
            EXPECT_TRUE(links.count(id + ".html#law-" + law.number)) << id << " Law " << law.number;
    for (const CourseEntry& e : course()) EXPECT_TRUE(links.count(case_file_of(e.key))) << e.key;
}

// The editions of a code and each overlay with its base have a page of differences, the index
// links to it, and a changed law shows its words struck out and added.
TEST_F(SiteTest, DiffPagesBetweenEditions) {
    for (const std::string& id : test::library().ids()) {
        const Lawbook& b = test::code(id);
        if (b.extends.empty()) continue;
        const std::string file = "diff-" + b.extends + "-" + id + ".html";
        ASSERT_TRUE(pages_.count(file)) << file;
        const std::string link = "//a[@href='" + file + "']";
        EXPECT_TRUE(page("index.html").doc.select_node(link.c_str())) << file;
    }
    const Page& editions = page("diff-club-1903-club-1904.html");
    EXPECT_FALSE(editions.doc.select_nodes("//blockquote//del").empty());
    EXPECT_FALSE(editions.doc.select_nodes("//blockquote//ins").empty());
    EXPECT_TRUE(editions.doc.select_node("//h4/a[starts-with(@href, 'club-1904.html#law-')]"));
}

// HTML5's content model, as far as the site's markup goes (no validator is installed): the
// head's charset first, list items in lists, terms in definition lists, rows in tables, no
// block inside a paragraph, no link inside a link or a button, ids without spaces.
void check_content_model(const pugi::xml_node& node, const std::string& file) {
    static const std::set<std::string> blocks = {
        "p",   "div",        "ul", "ol", "dl", "table", "pre",  "section", "article",
        "nav", "blockquote", "h1", "h2", "h3", "h4",    "form", "details"};
    const std::string name = node.name();
    const std::string parent = node.parent().name();
    if (name == "li") EXPECT_TRUE(parent == "ol" || parent == "ul") << file << ": li in " << parent;
    if (name == "dt" || name == "dd") EXPECT_EQ(parent, "dl") << file << ": " << name;
    if (name == "tr")
        EXPECT_TRUE(parent == "table" || parent == "thead" || parent == "tbody")
            << file << ": tr in " << parent;
    if (name == "td" || name == "th") EXPECT_EQ(parent, "tr") << file;
    if (name == "summary") EXPECT_EQ(parent, "details") << file;
    if (blocks.count(name))
        for (pugi::xml_node up = node.parent(); up; up = up.parent())
            EXPECT_NE(std::string(up.name()), "p") << file << ": " << name << " inside p";
    if (name == "a" || name == "button")
        for (pugi::xml_node up = node.parent(); up; up = up.parent())
            EXPECT_TRUE(std::string(up.name()) != "a" && std::string(up.name()) != "button")
                << file << ": " << name << " inside " << up.name();
    if (const auto id = node.attribute("id"))
        EXPECT_EQ(std::string(id.value()).find(' '), std::string::npos)
            << file << ": id " << id.value();
    for (pugi::xml_node child = node.first_child(); child; child = child.next_sibling())
        if (child.type() == pugi::node_element) check_content_model(child, file);
}

TEST_F(SiteTest, EveryPageKeepsHtml5ContentModel) {
    for (const auto& [file, p] : pages_) {
        const pugi::xml_node head = p.doc.child("html").child("head");
        EXPECT_STREQ(head.first_child().name(), "meta") << file;
        EXPECT_STREQ(head.first_child().attribute("charset").value(), "utf-8") << file;
        EXPECT_EQ(std::distance(head.children("title").begin(), head.children("title").end()), 1)
            << file;
        EXPECT_EQ(p.doc.select_nodes("//main").size(), 1u) << file;
        EXPECT_EQ(p.doc.select_nodes("//h1").size(), 1u) << file;
        check_content_model(p.doc.child("html"), file);
    }
}

TEST(SiteCommand, WritesTheChosenCodesAndRejectsAnUnknownOne) {
    const std::string dir = test::fresh_folder("site-cli");
    const auto ok = test::run_cli("site " + dir + "/out --no-cases --code club-1904,elwell-1904");
    ASSERT_EQ(ok.status, 0) << ok.err;
    EXPECT_TRUE(fs::is_regular_file(dir + "/out/club-1904.html"));
    EXPECT_TRUE(fs::is_regular_file(dir + "/out/elwell-1904.html"));
    EXPECT_FALSE(fs::exists(dir + "/out/short-bridge.html"));
    const auto bad = test::run_cli("site " + dir + "/bad --code no-such-code");
    EXPECT_EQ(bad.status, 2);
    EXPECT_NE(bad.err.find("no-such-code"), std::string::npos) << bad.err;
    EXPECT_FALSE(fs::exists(dir + "/bad"));
    const auto no_cases = test::run_cli("site " + dir + "/none --cases " + dir + "/no-such-folder");
    EXPECT_EQ(no_cases.status, 2);
    EXPECT_NE(no_cases.err.find("no-such-folder"), std::string::npos) << no_cases.err;
}

} // namespace
} // namespace bl
