package explorer

import (
	"bytes"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/doclinks"
	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/engine"
)

// postLinks posts the Links form: fields, and a file when name is not "".
func postLinks(t *testing.T, h http.Handler, fields map[string]string, name string, file []byte) *httptest.ResponseRecorder {
	t.Helper()
	return postMultipart(t, h, "/links", "doc", fields, name, file)
}

// nodeTRecorder is a recorded answer.
type nodeTRecorder struct{ *httptest.ResponseRecorder }

// postMultipart posts a multipart form to path: fields, and a file in
// field fileField when name is not "".
func postMultipart(t *testing.T, h http.Handler, path, fileField string, fields map[string]string, name string, file []byte) *httptest.ResponseRecorder {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for k, v := range fields {
		mw.WriteField(k, v)
	}
	if name != "" {
		fw, err := mw.CreateFormFile(fileField, name)
		if err != nil {
			t.Fatal(err)
		}
		fw.Write(file)
	}
	mw.Close()
	r := httptest.NewRequest(http.MethodPost, path, &body)
	r.Header.Set("Content-Type", mw.FormDataContentType())
	r.Host = testHost
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

// TestLinksPage uploads a page and pastes another, and checks the page
// against doclinks, the links command's core: every link with its offset
// and value, each dialect's target, marked where it differs from the
// chosen dialect, and each dialect's base.
func TestLinksPage(t *testing.T) {
	pageHTML, err := os.ReadFile("../../../../testdata/archive/page.html")
	if err != nil {
		t.Fatal(err)
	}
	h := New(Config{})
	tests := []struct {
		name    string
		doc     []byte
		fields  map[string]string
		upload  bool
		against string
	}{
		{"page.html", pageHTML, map[string]string{"url": "http://www.example.edu/~user/page.html", "against": "rfc1808"}, true, "rfc1808"},
		{"pasted HTML", []byte(`<A HREF=";x">x</A> <IMG SRC="?y"><a href="../../../g">`), map[string]string{
			"url": "http://www.example.edu/~user/page.html", "header": "Content-Base: http://a/b/c/d;p?q\r\n"}, false, engine.DefaultName},
	}
	for _, tt := range tests {
		fields := tt.fields
		name := ""
		if tt.upload {
			name = tt.name
		} else {
			fields["html"] = string(tt.doc)
		}
		w := postLinks(t, h, fields, name, tt.doc)
		if w.Code != http.StatusOK {
			t.Fatalf("%s: status %d: %s", tt.name, w.Code, w.Body.String())
		}
		doc := page(t, w)
		header, _ := headerFields(fields["header"])
		ds := engine.All()
		res, _ := doclinks.NewResolver(ds...)
		var want [][]string
		sum, err := res.ResolveDocument(tt.doc, dialect.BaseSource{Retrieval: fields["url"], Header: header}, func(l *document.Link, ts []doclinks.Target) error {
			ref := 0
			for i, d := range ds {
				if d.Name() == tt.against {
					ref = i
				}
			}
			row := []string{strconv.Itoa(l.Offset), string(l.Raw)}
			for _, tg := range ts {
				answer := tg.URI
				if tg.Err != nil {
					answer = "error"
				}
				differs := tg.URI != ts[ref].URI || (tg.Err == nil) != (ts[ref].Err == nil)
				row = append(row, answer+" "+strconv.FormatBool(differs))
			}
			want = append(want, row)
			return nil
		})
		if err != nil || len(want) == 0 {
			t.Fatalf("%s: doclinks found %d links, error %v", tt.name, len(want), err)
		}
		var got [][]string
		for _, tr := range all(first(byID(doc, "links"), tag("tbody")), tag("tr")) {
			tds := all(tr, tag("td"))
			row := []string{text(tds[0]), text(first(first(tr, tag("th")), tag("code")))}
			for _, td := range tds[2:] {
				answer := text(first(td, tag("code")))
				if hasClass(td, "failed") {
					answer = "error"
				}
				row = append(row, answer+" "+strconv.FormatBool(hasClass(td, "differs")))
			}
			got = append(got, row)
		}
		if g, wt := rowsText(got), rowsText(want); g != wt {
			t.Errorf("%s: links\n%s\nwant\n%s", tt.name, g, wt)
		}
		if got := text(byID(doc, "count")); got != strconv.Itoa(sum.Links) {
			t.Errorf("%s: count %s, want %d", tt.name, got, sum.Links)
		}
		for i, tr := range all(first(byID(doc, "bases"), tag("tbody")), tag("tr")) {
			b := sum.Bases[i]
			if shown := text(first(all(tr, tag("td"))[1], tag("code"))); shown != b.URI && !(b.URI == "" && shown == "(empty)") {
				t.Errorf("%s: %s's base shown as %q, want %q", tt.name, attr(tr, "data-dialect"), shown, b.URI)
			}
		}
	}
}

func rowsText(rows [][]string) string {
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(strings.Join(r, " | "))
		b.WriteByte('\n')
	}
	return b.String()
}

// TestLinksLimits: an upload over the limit is refused with 413, a
// malformed header field with 400, and hostile markup in the document is
// shown as text.
func TestLinksLimits(t *testing.T) {
	h := New(Config{MaxUpload: 1 << 10})
	w := postLinks(t, h, map[string]string{}, "big.html", bytes.Repeat([]byte("<a href=x>"), 300))
	if w.Code != http.StatusRequestEntityTooLarge || !strings.Contains(w.Body.String(), "1024 bytes") {
		t.Errorf("3000-byte upload, 1 KiB limit: status %d, want 413 naming the limit", w.Code)
	}
	w = postLinks(t, h, map[string]string{"html": strings.Repeat("<a href=x>", 200)}, "", nil)
	if w.Code != http.StatusRequestEntityTooLarge {
		t.Errorf("2000 bytes pasted, 1 KiB limit: status %d, want 413", w.Code)
	}
	w = postLinks(t, h, map[string]string{"html": "<a href=x>", "header": "no colon here"}, "", nil)
	if w.Code != http.StatusBadRequest || !strings.Contains(w.Body.String(), "want &#39;Name: value&#39;") {
		t.Errorf("malformed header field: status %d, want 400 saying what it wants", w.Code)
	}
	w = postLinks(t, h, map[string]string{"html": "<a href=x>", "against": "nope"}, "", nil)
	if w.Code != http.StatusBadRequest {
		t.Errorf("unknown dialect: status %d, want 400", w.Code)
	}
	w = postLinks(t, New(Config{}), map[string]string{"html": `<a href="javascript:alert(1)">x</a><a href='"><script>alert(2)</script>'>y</a>`, "url": `"><img src=x onerror=alert(3)>`}, "", nil)
	if w.Code != http.StatusOK {
		t.Fatalf("hostile page: status %d", w.Code)
	}
	checkOwnMarkup(t, "hostile page", page(t, w))
	checkHeaders(t, "POST /links", w)
	r := httptest.NewRequest(http.MethodPost, "/links", strings.NewReader("not multipart"))
	r.Host = testHost
	rw := httptest.NewRecorder()
	h.ServeHTTP(rw, r)
	if rw.Code != http.StatusBadRequest {
		t.Errorf("a form that is not multipart: status %d, want 400", rw.Code)
	}
}

// TestShownName: an uploaded file's name longer than the pages show keeps
// its start and its extension, cut between characters.
func TestShownName(t *testing.T) {
	long := strings.Repeat("é", 80) + ".html"
	tests := map[string]string{
		"page.html":                           "page.html",
		strings.Repeat("a", maxFileName):      strings.Repeat("a", maxFileName),
		strings.Repeat("a", 300) + ".warc.gz": strings.Repeat("a", 66) + "…" + strings.Repeat("a", 33-8) + ".warc.gz",
		long:                                  strings.Repeat("é", 33) + "…" + strings.Repeat("é", 14) + ".html",
	}
	for in, want := range tests {
		got := shownName(in)
		if got != want {
			t.Errorf("shownName(%.20q...) = %q, want %q", in, got, want)
		}
		if !utf8.ValidString(got) || len(got) > maxFileName+len("…") {
			t.Errorf("shownName(%.20q...) = %q: not valid UTF-8 or too long", in, got)
		}
	}
}
