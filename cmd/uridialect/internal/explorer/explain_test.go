package explorer

import (
	"bufio"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/cmd/uridialect/internal/spectext"
)

// A golden explanation, as cmd/uridialect's explain tests keep them: the
// dialect, the inputs, the numbered steps as the CLI prints them, and the
// result.
type golden struct {
	file, dialect, base, ref string
	steps                    []string
	result                   string
}

var (
	goldenHeader = regexp.MustCompile(`^<<< (".*") (".*")$`)
	goldenStep   = regexp.MustCompile(`^ *\d+\. (.*)$`)
)

func readGoldens(t *testing.T) []golden {
	t.Helper()
	files, err := filepath.Glob("../../testdata/explain/*.golden")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden explanations: %v", err)
	}
	var out []golden
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var g *golden
		sc := bufio.NewScanner(strings.NewReader(string(data)))
		for sc.Scan() {
			line := sc.Text()
			if m := goldenHeader.FindStringSubmatch(line); m != nil {
				base, err1 := strconv.Unquote(m[1])
				ref, err2 := strconv.Unquote(m[2])
				if err1 != nil || err2 != nil {
					t.Fatalf("%s: bad header %q", f, line)
				}
				name := strings.TrimSuffix(filepath.Base(f), ".golden")
				g = &golden{file: f, dialect: name, base: base, ref: ref}
				continue
			}
			if g == nil {
				continue
			}
			switch {
			case strings.HasPrefix(line, ">>> "):
				out = append(out, *g)
				g = nil
			case goldenStep.MatchString(line):
				g.steps = append(g.steps, goldenStep.FindStringSubmatch(line)[1])
			case strings.HasPrefix(line, "result: "):
				g.result = strings.TrimPrefix(line, "result: ")
			}
		}
	}
	return out
}

// TestExplainGoldens puts every golden explanation of the CLI through the
// Explain page: the page must list the same steps, give the same result,
// and show beside the steps the text of every section they cite, found in
// the embedded specification texts.
func TestExplainGoldens(t *testing.T) {
	h := New(Config{})
	steps, passages := map[string]int{}, map[string]int{}
	goldens := readGoldens(t)
	if len(goldens) < 100 {
		t.Fatalf("read %d golden explanations, want the five files' worth", len(goldens))
	}
	for _, g := range goldens {
		q := url.Values{"d": {g.dialect}, "base": {g.base}, "ref": {g.ref}}
		w := get(t, h, "/explain?"+q.Encode())
		if w.Code != http.StatusOK {
			t.Fatalf("%s %q %q: status %d", g.dialect, g.base, g.ref, w.Code)
		}
		doc := page(t, w)
		lis := all(byID(doc, "steps"), tag("li"))
		var got []string
		for _, li := range lis {
			rule := text(first(li, func(n *nodeT) bool { return hasClass(n, "rule") }))
			action := text(first(li, func(n *nodeT) bool { return hasClass(n, "action") }))
			state := text(first(first(li, func(n *nodeT) bool { return hasClass(n, "state") }), tag("code")))
			got = append(got, fmt.Sprintf("%s: %s => %q", rule, action, state))
			checkCited(t, doc, li, rule)
			specDoc, _, _ := strings.Cut(rule, ",")
			if (strings.Contains(rule, ", step ") || strings.Contains(rule, ", <")) && spectext.Lookup(specDoc) != nil {
				steps[g.dialect]++ // a step that names a step or a production of an embedded text
			}
			if checkPassage(t, doc, li, rule) {
				passages[g.dialect]++
			}
		}
		if strings.Join(got, "\n") != strings.Join(g.steps, "\n") {
			t.Errorf("%s %q %q: steps\n%s\nwant\n%s", g.dialect, g.base, g.ref, strings.Join(got, "\n"), strings.Join(g.steps, "\n"))
		}
		if res := byID(doc, "result"); res == nil || text(first(res, tag("code"))) != g.result {
			t.Errorf("%s %q %q: no result %q on the page", g.dialect, g.base, g.ref, g.result)
		}
	}
	// Every step that names a step or a production of an embedded text
	// leads to that passage.
	for d, n := range steps {
		t.Logf("%s: %d of %d steps that name a step or production lead to its passage", d, passages[d], n)
		if passages[d] != n {
			t.Errorf("%s: only %d of %d steps lead to their passage", d, passages[d], n)
		}
	}
}

// checkPassage checks the passage a step names, if the page found one: it
// is marked in the step's cited section and starts with the step's label
// ("g)" for step 6g, "Step 7:" for step 7, the production's name).
func checkPassage(t *testing.T, doc, li *nodeT, rule string) bool {
	t.Helper()
	id := attr(li, "data-passage")
	if id == "" {
		return false
	}
	mark := byID(byID(doc, attr(li, "data-cite")), id)
	if mark == nil || mark.Data != "mark" {
		t.Errorf("step %q: passage #%s is not marked in its section", rule, id)
		return false
	}
	if strings.HasPrefix(rule, "RFC 1630, ") {
		return true // unlabelled paragraphs; spectext's TestLocate checks how they open
	}
	label := rule[strings.LastIndex(rule, " ")+1:]
	label = strings.Trim(label, "<>")
	if i := strings.IndexFunc(label, func(r rune) bool { return r < '0' || r > '9' }); i > 0 {
		label = label[i:] // "6g" is found at its "g)"
	}
	body := strings.TrimSpace(text(mark))
	if !strings.HasPrefix(body, label) && !strings.HasPrefix(body, "Step "+label) {
		t.Errorf("step %q: its passage starts %.40q", rule, body)
	}
	return true
}

// checkCited checks that step li cites a section shown beside the steps,
// that the section is the one its rule names, and that its text is there.
func checkCited(t *testing.T, doc, li *nodeT, rule string) {
	t.Helper()
	cite := attr(li, "data-cite")
	if cite == "" {
		t.Errorf("step %q cites no embedded section", rule)
		return
	}
	sec := byID(byID(doc, "cited"), cite)
	if sec == nil {
		t.Errorf("step %q cites #%s, which is not beside the steps", rule, cite)
		return
	}
	h3 := text(first(sec, tag("h3")))
	if !strings.HasPrefix(rule, h3) {
		t.Errorf("step %q is shown beside section %q", rule, h3)
	}
	if hasClass(sec, "missing-text") {
		// Only a document that cmd/uridialect/internal/spectext/specs does not hold.
		if doc, _, _ := strings.Cut(rule, ","); spectext.Lookup(doc) != nil {
			t.Errorf("step %q: %s is embedded, but its section is said to be missing", rule, doc)
		}
		return
	}
	body := text(first(sec, tag("pre")))
	title := text(first(sec, func(n *nodeT) bool { return hasClass(n, "cited-by") }))
	title, _, _ = strings.Cut(title, " · ")
	if !strings.HasPrefix(body, title) || len(body) < 200 {
		t.Errorf("section %q beside step %q: text %.80q does not start with its heading %q", h3, rule, body, title)
	}
	if strings.Contains(body, "[Page ") {
		t.Errorf("section %q beside step %q keeps a page footer", h3, rule)
	}
}
