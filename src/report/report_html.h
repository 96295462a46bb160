// The ruling report as one self-contained HTML page, built with pugixml: per deal the hands as
// a bridge diagram, the declaration and doubling, the play trick by trick, each ruling with
// its laws quoted, and the score sheet above and below the line. No script, no outside file;
// it prints as it shows.
#pragma once

#include "replay/replay.h"

#include <memory>
#include <string>
#include <vector>

namespace bl {

// One page that may hold several reports (replay of several logs), each its own <article>.
// A report is written into the page as it is added, so it need not outlive the call.
class HtmlReport {
  public:
    HtmlReport();
    ~HtmlReport();
    void add(const Report& r);
    std::string str() const;

  private:
    struct Articles;
    std::unique_ptr<Articles> articles_;
    std::vector<std::string> titles_;
};

// One report, one page.
std::string report_html(const Report& r);

} // namespace bl
