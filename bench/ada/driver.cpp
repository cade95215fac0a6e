// The batch of `uridialect resolve -d whatwg -` written over ada (the URL
// Standard's parser of Node.js), for bench/ada.sh: it reads
// base<TAB>reference lines from standard input, parses the base once per
// run of equal bases and the reference against it, and writes
// base<TAB>reference<TAB>href<TAB>error lines, error "failure" where a
// URL does not parse (the base or the reference) and href then empty.
// Input is read and output written in blocks of 1 MiB, as the Go batch
// does. Lines are taken as they are (the generated mix has no CR, no
// backslash and no second TAB, so no field needs the Go batch's escapes).
//
// Built by bench/ada.sh against ada's single header, in a temporary
// folder; ada is never part of this repository.
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

#include "ada.cpp"

namespace {

constexpr size_t kBlock = 1 << 20;

std::string out;

void flush(bool force) {
  if (force || out.size() >= kBlock) {
    fwrite(out.data(), 1, out.size(), stdout);
    out.clear();
  }
}

}  // namespace

int main() {
  out.reserve(2 * kBlock);
  std::string buf;            // unread input: whole lines and a partial one
  std::string last_base;      // the base of the previous line
  std::optional<ada::url_aggregator> base;
  bool have_base = false;
  std::string chunk(kBlock, '\0');
  bool eof = false;
  size_t start = 0;
  while (!eof || start < buf.size()) {
    size_t nl = buf.find('\n', start);
    if (nl == std::string::npos) {
      if (eof) {
        nl = buf.size();  // a last line without its end
      } else {
        buf.erase(0, start);
        start = 0;
        size_t n = fread(chunk.data(), 1, chunk.size(), stdin);
        if (n == 0) eof = true;
        buf.append(chunk.data(), n);
        continue;
      }
    }
    std::string_view line(buf.data() + start, nl - start);
    start = nl + 1;
    size_t tab = line.find('\t');
    std::string_view b = line.substr(0, tab);
    std::string_view ref = tab == std::string_view::npos ? std::string_view() : line.substr(tab + 1);
    if (!have_base || b != last_base) {
      last_base.assign(b);
      auto parsed = ada::parse<ada::url_aggregator>(b);
      if (parsed) {
        base.emplace(std::move(*parsed));
      } else {
        base.reset();
      }
      have_base = true;
    }
    out.append(line);
    out.push_back('\t');
    if (base) {
      auto url = ada::parse<ada::url_aggregator>(ref, &*base);
      if (url) {
        out.append(url->get_href());
        out.append("\t\n");
      } else {
        out.append("\tfailure\n");
      }
    } else {
      out.append("\tfailure\n");
    }
    flush(false);
  }
  flush(true);
  return 0;
}
