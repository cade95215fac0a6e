package explorer

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/net/html"
)

// hostileInputs returns the inputs of testdata/hostile.txt and two strings
// of 1 MiB: markup, and bytes that are not UTF-8.
func hostileInputs(t *testing.T) []string {
	in := readInputs(t, "testdata/hostile.txt")
	return append(in,
		strings.Repeat("<script>alert(1)</script>", (1<<20)/25),
		strings.Repeat("\xff<", 1<<19))
}

// TestHostileInput puts every hostile input into every field of every page
// and checks that what comes back is markup of the page's own only: one
// script element (the page's own file), no element or attribute from the
// input, valid UTF-8, and for a 1 MiB input a page of bounded size.
func TestHostileInput(t *testing.T) {
	h := New(Config{})
	for _, s := range hostileInputs(t) {
		forms := map[string]url.Values{
			"/compare":  {"base": {s}, "refs": {s + "\n" + "g"}, "against": {"rfc2396"}},
			"/compare?": {"base": {"http://a/b/c"}, "refs": {s}},
			"/explain":  {"d": {"rfc1808"}, "base": {s}, "ref": {s}},
			"/explain?": {"d": {"rfc3986"}, "base": {"http://a/b/c"}, "ref": {s}},
			"/validate": {"d": {"rfc2396"}, "s": {s}, "base": {s}},
			"/explain#": {"d": {s}, "o": {s}, "base": {"x"}, "ref": {"y"}},
		}
		for path, form := range forms {
			w := post(t, h, strings.TrimRight(path, "?#"), form)
			if w.Code == http.StatusSeeOther {
				w = get(t, h, w.Header().Get("Location"))
			}
			what := path + " " + clipForTest(s)
			if w.Code != http.StatusOK && w.Code != http.StatusBadRequest {
				t.Errorf("%s: status %d", what, w.Code)
			}
			body := w.Body.String()
			checkOwnMarkup(t, what, page(t, w))
			if strings.Contains(body, "\x00") {
				t.Errorf("%s: the page contains a NUL byte", what)
			}
			if !utf8.ValidString(body) {
				t.Errorf("%s: the page is not valid UTF-8", what)
			}
			if len(s) >= 1<<19 && len(body) > 512<<10 {
				t.Errorf("%s: a page of %d bytes for a %d-byte input; long values must be clipped", what, len(body), len(s))
			}
			checkHeaders(t, what, w)
		}
	}
}

// TestShownBytes checks how a value is shown: bytes that are not UTF-8
// and invisible runes by their codes, long values clipped around a gap
// that says how much is left out.
func TestShownBytes(t *testing.T) {
	tests := []struct{ in, want string }{
		{"http://a/b", "http://a/b"},
		{"a\xffb", `a[\xFF]b`},
		{"\x00\t\n", `[\x00][\x09][\x0A]`},
		{"a\u202eb", "a[U+202E]b"},
		{"é ü", "é ü"},
		{"\xe2\x82", `[\xE2][\x82]`},
		{strings.Repeat("a", clipAt), strings.Repeat("a", clipAt)},
		{strings.Repeat("a", 1000), strings.Repeat("a", clipHead) + "{480}" + strings.Repeat("a", clipTail)},
		// The cut falls inside "é": it moves back to the rune's start.
		{strings.Repeat("a", clipHead-1) + "é" + strings.Repeat("b", 1000), strings.Repeat("a", clipHead-1) + "{882}" + strings.Repeat("b", clipTail)},
	}
	for _, tt := range tests {
		var b strings.Builder
		for _, p := range show(tt.in) {
			switch {
			case p.Gap > 0:
				b.WriteString("{" + strconv.Itoa(p.Gap) + "}")
			case p.Esc:
				b.WriteString("[" + p.Text + "]")
			default:
				b.WriteString(p.Text)
			}
		}
		if b.String() != tt.want {
			t.Errorf("show(%.40q) = %q, want %q", tt.in, b.String(), tt.want)
		}
	}
}

func clipForTest(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// checkOwnMarkup checks that a page holds only elements and attributes of
// its own: one script (the page's own file), no element an input could
// have brought (img, svg, iframe, object, embed, a second script) but the
// Migrate page's own charts (ownChart), no event-handler attribute, and
// no link or form to a javascript: or data: URL.
func checkOwnMarkup(t *testing.T, what string, doc *nodeT) {
	t.Helper()
	scripts := all(doc, tag("script"))
	if len(scripts) != 1 || attr(scripts[0], "src") != "/static/app.js" {
		t.Errorf("%s: %d script elements, want the page's own only", what, len(scripts))
	}
	for _, n := range all(doc, func(*nodeT) bool { return true }) {
		switch n.Data {
		case "img", "svg", "iframe", "object", "embed", "frame", "base", "meta":
			if n.Data == "svg" && ownChart(n) {
				continue
			}
			if n.Data != "meta" || attr(n, "http-equiv") != "" {
				t.Errorf("%s: the page has a <%s> element", what, n.Data)
			}
		}
		for _, a := range n.Attr {
			v := strings.ToLower(strings.TrimSpace(a.Val))
			if strings.HasPrefix(a.Key, "on") {
				t.Errorf("%s: <%s> has an event handler %s", what, n.Data, a.Key)
			}
			if (a.Key == "href" || a.Key == "src" || a.Key == "action") && (strings.HasPrefix(v, "javascript:") || strings.HasPrefix(v, "data:")) {
				t.Errorf("%s: <%s %s=%q>", what, n.Data, a.Key, a.Val)
			}
		}
	}
}

// ownChart reports an svg element that is one of the Migrate page's
// charts (output.Charts): in a div.chart of section#charts, its id
// chart-NAME, and of shapes and text only, without a link.
func ownChart(svg *nodeT) bool {
	div := svg.Parent
	if !strings.HasPrefix(attr(svg, "id"), "chart-") || div == nil || attr(div, "class") != "chart" ||
		div.Parent == nil || attr(div.Parent, "id") != "charts" {
		return false
	}
	for _, n := range all(svg, func(n *nodeT) bool { return n.Type == html.ElementNode && n != svg }) {
		switch n.Data {
		case "g", "title", "text", "rect", "line", "circle":
		default:
			return false
		}
		for _, a := range n.Attr {
			if strings.HasSuffix(a.Key, "href") {
				return false
			}
		}
	}
	return true
}
