// The desk page's files, compiled into the program (src/server/desk/): the server never reads a
// file at a client's request.
#pragma once

#include <string_view>

namespace bl {

struct DeskAsset {
    std::string_view content_type;
    std::string_view body;
};

// The asset served at `path` ("/", "/desk.js", "/desk.css"); null when there is none.
const DeskAsset* desk_asset(std::string_view path);

} // namespace bl
