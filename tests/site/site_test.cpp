// The static site (src/site/): built from the repository's laws into a temporary folder, then
// every page is read back as XML and walked: links, anchors, each law's section, the
// concordance's tables, and nothing fetched from outside.
#include "site/site.h"

#include "core/vocab.h"
#include "test_util.h"

#include <gtest/gtest.h>
#include <pugixml.hpp>

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
        const auto error = site::build_site(test::library(), {}, dir_);
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

TEST_F(SiteTest, EveryPageIsAnHtmlDocumentWithTitleAndStyle) {
    EXPECT_TRUE(fs::is_regular_file(fs::path(dir_) / "style.css"));
    EXPECT_EQ(pages_.size(), test::library().ids().size() + 3); // index, concordance, matrix
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
        EXPECT_TRUE(p.doc.select_nodes("//script").empty()) << file;
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

TEST(SiteCommand, WritesTheChosenCodesAndRejectsAnUnknownOne) {
    const std::string dir = test::fresh_folder("site-cli");
    const auto ok = test::run_cli("site " + dir + "/out --code club-1904,elwell-1904");
    ASSERT_EQ(ok.status, 0) << ok.err;
    EXPECT_TRUE(fs::is_regular_file(dir + "/out/club-1904.html"));
    EXPECT_TRUE(fs::is_regular_file(dir + "/out/elwell-1904.html"));
    EXPECT_FALSE(fs::exists(dir + "/out/short-bridge.html"));
    const auto bad = test::run_cli("site " + dir + "/bad --code no-such-code");
    EXPECT_EQ(bad.status, 2);
    EXPECT_NE(bad.err.find("no-such-code"), std::string::npos) << bad.err;
    EXPECT_FALSE(fs::exists(dir + "/bad"));
}

} // namespace
} // namespace bl
