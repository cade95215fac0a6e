package explorer

import (
	"bytes"
	"fmt"
	"html"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/fit"
)

// postFit posts the Fit form, uploading data as a file when name is not "".
func postFit(t *testing.T, h http.Handler, fields map[string]string, name string, data []byte) *nodeTRecorder {
	t.Helper()
	w := postMultipart(t, h, "/fit", "obs", fields, name, data)
	return &nodeTRecorder{w}
}

// TestFitPage uploads every observations file of testdata/fit and checks
// the page against fit's own report: the ranking, the misses of the best
// and the observations no configuration reproduces.
func TestFitPage(t *testing.T) {
	files, err := filepath.Glob("../../../../testdata/fit/*.tsv")
	if err != nil || len(files) == 0 {
		t.Fatalf("no observations in testdata/fit: %v", err)
	}
	h := New(Config{})
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		w := postFit(t, h, map[string]string{"top": "5"}, filepath.Base(f), data)
		rd, err := fit.Read(bytes.NewReader(data))
		obs := rd.Observations
		if err != nil {
			// A file fit refuses is refused here, saying why.
			if w.Code != http.StatusBadRequest || !strings.Contains(w.Body.String(), html.EscapeString(err.Error())) {
				t.Errorf("%s: status %d, want 400 and %q", f, w.Code, err)
			}
			continue
		}
		if w.Code != http.StatusOK {
			t.Fatalf("%s: status %d", f, w.Code)
		}
		doc := page(t, w.ResponseRecorder)
		rep := fit.Fit(obs, fit.Options{}).Report(5)
		var want, got []string
		for _, g := range rep.Ranking {
			want = append(want, fmt.Sprintf("%d|%d of %d|%s|%d", g.Rank, g.Reproduced, rep.Observations, g.Configuration, len(g.Members)))
		}
		for _, tr := range all(first(byID(doc, "ranking"), tag("tbody")), tag("tr")) {
			tds := all(tr, tag("td"))
			got = append(got, text(tds[0])+"|"+text(tds[1])+"|"+text(tds[2])+"|"+text(tds[4]))
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: ranking\n%s\nwant\n%s", f, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		misses := 0
		for _, g := range rep.Ranking {
			misses += len(g.Misses)
		}
		var rows int
		for _, tb := range all(doc, func(n *nodeT) bool { return n.Data == "table" && hasClass(n, "misses") }) {
			rows += len(all(first(tb, tag("tbody")), tag("tr")))
		}
		if rows != misses {
			t.Errorf("%s: %d misses listed, the report has %d", f, rows, misses)
		}
		unrepro := byID(doc, "unreproduced")
		if n := len(all(unrepro, func(n *nodeT) bool { return n.Data == "tr" && n.Parent.Data == "tbody" })); n != len(rep.Unreproduced) {
			t.Errorf("%s: %d unreproduced listed, the report has %d", f, n, len(rep.Unreproduced))
		}
	}
}

// TestFitLimits: bad input is refused with the status that says why.
func TestFitLimits(t *testing.T) {
	h := New(Config{MaxUpload: 1 << 10})
	line := "http://a/b/c/d;p?q\t?y\thttp://a/b/c/?y\n"
	tests := []struct {
		fields map[string]string
		file   []byte
		status int
		msg    string
	}{
		{map[string]string{"text": line, "top": "-1"}, nil, http.StatusBadRequest, "want 0 (all) or more"},
		{map[string]string{"text": line, "top": "x"}, nil, http.StatusBadRequest, "want 0 (all) or more"},
		{map[string]string{"text": ""}, nil, http.StatusBadRequest, "no observations"},
		{map[string]string{"text": "one field only\n"}, nil, http.StatusBadRequest, "not a TSV file"},
		{map[string]string{"text": line + "a\tb\tc\td\te\tf\n"}, nil, http.StatusOK, "line 2:"},
		{map[string]string{}, bytes.Repeat([]byte(line), 40), http.StatusRequestEntityTooLarge, "the limit is 1024 bytes"},
		{map[string]string{"text": strings.Repeat(line, 40)}, nil, http.StatusRequestEntityTooLarge, "the limit is 1024 bytes"},
		{map[string]string{"text": line + "bad\n"}, nil, http.StatusOK, "line 2:"},
	}
	for _, tt := range tests {
		name := ""
		if tt.file != nil {
			name = "obs.tsv"
		}
		w := postFit(t, h, tt.fields, name, tt.file)
		if w.Code != tt.status || !strings.Contains(w.Body.String(), tt.msg) {
			t.Errorf("%v: status %d, want %d with %q", tt.fields, w.Code, tt.status, tt.msg)
		}
		checkHeaders(t, "POST /fit", w.ResponseRecorder)
	}
	many := strings.Repeat(line, maxObservations+1)
	w := postFit(t, New(Config{}), map[string]string{"text": many}, "", nil)
	if w.Code != http.StatusRequestEntityTooLarge || !strings.Contains(w.Body.String(), "at most 5000") {
		t.Errorf("%d observations: status %d, want 413", maxObservations+1, w.Code)
	}
}
