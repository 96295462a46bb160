// The ruling report as one self-contained HTML page, built with pugixml: per deal the hands as
// a bridge diagram, the declaration and doubling, the play trick by trick, each ruling with
// its laws quoted, and the score sheet above and below the line. No script, no outside file;
// it prints as it shows.
#pragma once

#include "replay/replay.h"

#include <memory>
#include <string>

namespace pugi {
class xml_document;
}

namespace bl {

// One page that may hold several reports (replay of several logs), each its own <article>.
// A report is copied into the page as it is added, so it need not outlive the call.
class HtmlReport {
  public:
    HtmlReport();
    ~HtmlReport();
    void add(const Report& r);
    std::string str() const;

  private:
    std::unique_ptr<pugi::xml_document> doc_;
    int reports_ = 0;
};

// One report, one page.
std::string report_html(const Report& r);

} // namespace bl
