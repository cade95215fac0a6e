package explorer

import (
	"bufio"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
	"golang.org/x/net/html"
)

func readInputs(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		s, err := strconv.Unquote(line)
		if err != nil {
			t.Fatalf("%s: %q: %v", path, line, err)
		}
		out = append(out, s)
	}
	return out
}

// TestValidateUnderlines checks the Validate page against each dialect's
// validator: the verdict, one list entry per violation with its offset,
// and, in the input shown whole, exactly the violating bytes underlined.
func TestValidateUnderlines(t *testing.T) {
	h := New(Config{})
	for _, s := range readInputs(t, "testdata/validate.txt") {
		for _, d := range engine.All() {
			v, ok := d.(dialect.Validator)
			if !ok {
				continue
			}
			vs := dialect.Violations(v.Validate(s))
			w := get(t, h, "/validate?"+url.Values{"d": {d.Name()}, "s": {s}}.Encode())
			if w.Code != http.StatusOK {
				t.Fatalf("%s %q: status %d", d.Name(), s, w.Code)
			}
			doc := page(t, w)
			verdict := text(byID(doc, "verdict"))
			if (verdict == "valid") != (len(vs) == 0) {
				t.Errorf("%s %q: verdict %q with %d violations", d.Name(), s, verdict, len(vs))
			}
			items := all(doc, func(n *nodeT) bool { return n.Data == "li" && n.Parent != nil && hasClass(n.Parent, "violations") })
			if len(vs) > 0 && len(items) < len(vs) {
				t.Errorf("%s %q: %d violations listed, want %d", d.Name(), s, len(items), len(vs))
			}
			for i, pe := range vs {
				if i < len(items) && !strings.Contains(text(items[i]), "offset "+strconv.Itoa(pe.Offset)) {
					t.Errorf("%s %q: violation %d listed as %q, want offset %d", d.Name(), s, i+1, text(items[i]), pe.Offset)
				}
			}
			want := make([]bool, len(s))
			for _, pe := range vs {
				for i := pe.Offset; i < pe.Offset+pe.Len && i < len(s); i++ {
					want[i] = true
				}
			}
			checkParts(t, doc, d, s)
			got, shown := underlinedBytes(byID(doc, "underlined"))
			if shown != s {
				t.Errorf("%s %q: input shown as %q", d.Name(), s, shown)
				continue
			}
			for i := range s {
				if got[i] != want[i] {
					t.Errorf("%s %q: byte %d underlined=%t, want %t", d.Name(), s, i, got[i], want[i])
				}
			}
		}
	}
}

// underlinedBytes reads the input shown whole back from the page, and
// which of its bytes are underlined (markers of missing text left out).
func underlinedBytes(n *nodeT) ([]bool, string) {
	if n == nil {
		return nil, ""
	}
	var marks []bool
	var b strings.Builder
	var walk func(n *nodeT, under bool)
	walk = func(n *nodeT, under bool) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
			for range len(n.Data) {
				marks = append(marks, under)
			}
			return
		}
		if hasClass(n, "missing") {
			return
		}
		under = under || n.Data == "u" && hasClass(n, "viol")
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, under)
		}
	}
	walk(n, false)
	return marks, b.String()
}

// checkParts checks the components table against the dialect's parse.
func checkParts(t *testing.T, doc *nodeT, d dialect.Dialect, s string) {
	t.Helper()
	ref, err := d.Parse(s)
	table := byID(doc, "parts")
	if err != nil {
		if table != nil {
			t.Errorf("%s %q: components shown for a string that does not parse", d.Name(), s)
		}
		return
	}
	var want []string
	for _, pn := range engine.Parts(d) {
		if v, ok := ref.Get(pn.Part); ok {
			lo, hi := ref.Span(pn.Part)
			want = append(want, fmt.Sprintf("%s|%s|%d–%d", pn.Name, v, lo, hi))
		}
	}
	var got []string
	for _, tr := range all(first(table, tag("tbody")), tag("tr")) {
		tds := all(tr, tag("td"))
		if len(tds) == 3 {
			got = append(got, text(tds[0])+"|"+text(first(tds[1], tag("code")))+"|"+text(tds[2]))
		}
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%s %q: components\n%s\nwant\n%s", d.Name(), s, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
