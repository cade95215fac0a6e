package explorer

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/nlnwa/gowarc/v3"
	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/header"
	"github.com/uridialect/uridialect/internal/testkit/warcgen"
	"github.com/uridialect/uridialect/migrate"
	"github.com/uridialect/uridialect/migrate/output"
)

const sampleWARC = "../../../../testdata/migrate/sample.warc.gz"

// postMigrate posts the Migrate form: fields (several values each, as the
// "to" checkboxes send them), and a file when name is not "".
func postMigrate(t *testing.T, h http.Handler, fields url.Values, name string, file []byte, header http.Header) *httptest.ResponseRecorder {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for k, vs := range fields {
		for _, v := range vs {
			mw.WriteField(k, v)
		}
	}
	if name != "" {
		fw, err := mw.CreateFormFile("doc", name)
		if err != nil {
			t.Fatal(err)
		}
		fw.Write(file)
	}
	mw.Close()
	r := httptest.NewRequest(http.MethodPost, "/migrate", &body)
	r.Header.Set("Content-Type", mw.FormDataContentType())
	for k, vs := range header {
		r.Header[k] = vs
	}
	r.Host = testHost
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

// migrateRunPage posts the form, follows the redirection to the run's page
// and returns it with the run's address.
func migrateRunPage(t *testing.T, h http.Handler, fields url.Values, name string, file []byte) (*httptest.ResponseRecorder, string) {
	t.Helper()
	w := postMigrate(t, h, fields, name, file, nil)
	if w.Code != http.StatusSeeOther {
		t.Fatalf("POST /migrate: status %d, want 303: %s", w.Code, text(byID(page(t, w), "error")))
	}
	loc := w.Header().Get("Location")
	if !strings.HasPrefix(loc, "/migrate/run/") {
		t.Fatalf("POST /migrate redirects to %q", loc)
	}
	w = get(t, h, loc)
	if w.Code != http.StatusOK {
		t.Fatalf("GET %s: status %d", loc, w.Code)
	}
	return w, loc
}

// cliRun runs output.Run, the command line's code, on the sample and
// returns its summary and output folder.
func cliRun(t *testing.T, from string, to ...string) (*migrate.Summary, string) {
	t.Helper()
	return cliRunFile(t, sampleWARC, from, to...)
}

// cliRunFile runs output.Run on the file path.
func cliRunFile(t *testing.T, path, from string, to ...string) (*migrate.Summary, string) {
	t.Helper()
	f, err := migrate.ParseFrom(from)
	if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	sum, err := output.Run(context.Background(), []string{path}, out, migrate.Options{Config: migrate.Config{From: f, To: lookup(t, to...)}, Workers: 2},
		output.Options{Rows: output.AllRows, Formats: []output.Format{output.JSONL, output.TSV}})
	if err != nil {
		t.Fatal(err)
	}
	return sum, out
}

// TestMigrateSample uploads the sample WARC and checks the run's page and
// every download against what output.Run, the command line's code, writes
// for the same file: the accounting lines, the link table (JSONL and TSV,
// the input's file name aside), the summary, the report (its explain links
// aside) and the conversion records.
func TestMigrateSample(t *testing.T) {
	sample, err := os.ReadFile(sampleWARC)
	if err != nil {
		t.Fatal(err)
	}
	want, out := cliRun(t, "auto", "whatwg", "rfc3986")
	if want.Links.Differs == 0 || want.Records.Skipped == nil {
		t.Fatalf("the sample has no differing link: %s", want.Accounting())
	}
	h := New(Config{})
	w, loc := migrateRunPage(t, h, url.Values{"from": {"auto"}, "to": {"whatwg", "rfc3986"}}, "sample.warc.gz", sample)
	doc := page(t, w)
	if got := text(byID(doc, "accounting")); got != want.Accounting() {
		t.Errorf("accounting\n%s\nwant the command line's\n%s", got, want.Accounting())
	}
	checkOwnMarkup(t, loc, doc)
	checkHeaders(t, loc, w)

	// The causes, each with its count and where each dialect of the run
	// decides it.
	for _, tr := range all(byID(doc, "causes"), func(n *nodeT) bool { return n.Data == "tr" && attr(n, "id") != "" }) {
		id := strings.TrimPrefix(attr(tr, "id"), "cause-")
		c := migrate.CauseByID(id)
		if c == nil || want.Causes[id] == 0 {
			t.Errorf("cause %q: not one of the run's", id)
			continue
		}
		for _, d := range []string{"rfc1630", "rfc1808", "rfc2396", "rfc3986", "whatwg"} {
			if got := text(tr); !strings.Contains(got, d+": "+c.Section(d)) {
				t.Errorf("cause %s: %q does not give %s's sections, %q", id, got, d, c.Section(d))
			}
		}
	}
	if n := len(all(byID(doc, "causes"), func(n *nodeT) bool { return n.Data == "tr" && attr(n, "id") != "" })); n != len(want.Causes) {
		t.Errorf("%d causes listed, want %d", n, len(want.Causes))
	}

	// The link table: every link, those that differ or fail first.
	rows := all(byID(doc, "migrate-links"), func(n *nodeT) bool { return n.Data == "tr" && attr(n, "data-verdict") != "" })
	if len(rows) != want.Links.Found {
		t.Errorf("%d links listed, want %d", len(rows), want.Links.Found)
	}
	changed := want.Links.Differs + want.Links.Fails
	cliRows := readJSONL(t, filepath.Join(out, output.LinksJSONL))
	checked := 0
	for i, tr := range rows {
		v := migrate.Verdict(attr(tr, "data-verdict"))
		if (i < changed) != (v == migrate.Differs || v == migrate.Fails) {
			t.Errorf("row %d: verdict %s; the %d changed links come first", i+1, v, changed)
		}
		if v != migrate.Differs {
			continue
		}
		// Find the command line's row of this link; its cause and
		// rewrite are shown, and the steps link explains it.
		raw := text(first(tr, tag("th")))
		var cli map[string]any
		for _, r := range cliRows {
			if r["raw"] == raw && r["verdict"] == string(migrate.Differs) {
				cli = r
			}
		}
		if cli == nil {
			t.Errorf("row %d: %q is no differing link of the command line's table", i+1, raw)
			continue
		}
		if got := text(first(tr, func(n *nodeT) bool { return hasClass(n, "cause") })); got != cli["cause"] {
			t.Errorf("%q: cause %q, want %q", raw, got, cli["cause"])
		}
		rewrite := text(first(tr, func(n *nodeT) bool { return hasClass(n, "rewrite") }))
		if want, ok := cli["rewrite"].(string); ok && rewrite != want || !ok && !strings.Contains(rewrite, "no rewrite: "+cli["no_rewrite"].(string)) {
			t.Errorf("%q: rewrite %q, want %q or %q", raw, rewrite, cli["rewrite"], cli["no_rewrite"])
		}
		var now map[string]any
		for _, side := range cli["now"].([]any) {
			if side.(map[string]any)["verdict"] == string(migrate.Differs) && now == nil {
				now = side.(map[string]any)
			}
		}
		cell := first(tr, func(n *nodeT) bool { return attr(n, "data-dialect") == now["dialect"] })
		steps := attr(first(cell, func(n *nodeT) bool { return hasClass(n, "steps") }), "href")
		q := url.Values{"d": {now["dialect"].(string)}, "base": {now["base"].(string)}, "ref": {raw}}
		if steps != "/explain?"+q.Encode() {
			t.Errorf("%q under %s: steps link %q, want %q", raw, now["dialect"], steps, "/explain?"+q.Encode())
		}
		if w := get(t, h, steps); w.Code != http.StatusOK || !strings.Contains(w.Body.String(), `id="steps"`) {
			t.Errorf("%q: the steps link %s answers %d without steps", raw, steps, w.Code)
		}
		checked++
	}
	if checked != want.Links.Differs {
		t.Errorf("%d differing links checked, the command line found %d", checked, want.Links.Differs)
	}

	// The downloads.
	files := map[string][]byte{}
	for _, a := range all(byID(doc, "downloads"), tag("a")) {
		w := get(t, h, attr(a, "href"))
		if w.Code != http.StatusOK {
			t.Fatalf("%s: status %d", attr(a, "href"), w.Code)
		}
		name := attr(a, "href")[strings.LastIndex(attr(a, "href"), "/")+1:]
		files[name] = w.Body.Bytes()
		cd := w.Header().Get("Content-Disposition")
		if name == output.ReportHTML {
			checkReportPolicy(t, w)
			if cd != "" {
				t.Errorf("the report is served as %q, want it shown", cd)
			}
		} else if cd != `attachment; filename="`+name+`"` {
			t.Errorf("%s: Content-Disposition %q", name, cd)
		}
	}
	for _, name := range []string{output.LinksTSV, output.SummaryJSON} {
		cli, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		cli = bytes.ReplaceAll(cli, []byte(sampleWARC), []byte("sample.warc.gz"))
		if !bytes.Equal(files[name], cli) {
			t.Errorf("%s differs from the command line's:\n%s\nwant\n%s", name, files[name], cli)
		}
	}
	got := readJSONLBytes(t, files[output.LinksJSONL])
	if len(got) != len(cliRows) {
		t.Fatalf("links.jsonl: %d rows, want %d", len(got), len(cliRows))
	}
	for i := range got {
		if got[i]["file"] != "sample.warc.gz" {
			t.Errorf("links.jsonl row %d: file %q", i+1, got[i]["file"])
		}
		got[i]["file"], cliRows[i]["file"] = nil, nil
		a, _ := json.Marshal(got[i])
		b, _ := json.Marshal(cliRows[i])
		if !bytes.Equal(a, b) {
			t.Errorf("links.jsonl row %d:\n%s\nwant\n%s", i+1, a, b)
		}
	}
	report, err := os.ReadFile(filepath.Join(out, output.ReportHTML))
	if err != nil {
		t.Fatal(err)
	}
	report = bytes.ReplaceAll(report, []byte(`href="http://`+output.ServeAddress+`/explain?`), []byte(`href="/explain?`))
	// The chart by input gives the input's path as it was given, in a
	// title.
	report = bytes.ReplaceAll(report, []byte(sampleWARC), []byte("sample.warc.gz"))
	if !bytes.Equal(files[output.ReportHTML], report) {
		t.Errorf("report.html is not the command line's, its explain links pointed here")
	}
	if !bytes.Contains(report, []byte(`href="/explain?`)) {
		t.Errorf("the report has no explain link")
	}
	cliWARC, err := os.ReadFile(filepath.Join(out, output.Conversions))
	if err != nil {
		t.Fatal(err)
	}
	gotConv, wantConv := conversions(t, files[output.Conversions]), conversions(t, cliWARC)
	if len(gotConv) == 0 || strings.Join(gotConv, "\n") != strings.Join(wantConv, "\n") {
		t.Errorf("conversion records (URI, payload):\n%q\nwant\n%q", gotConv, wantConv)
	}
	if got, want := refersTo(t, files[output.Conversions]), refersTo(t, cliWARC); len(got) != len(gotConv) || strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("WARC-Refers-To fields %q, want %q", got, want)
	}
}

func lookup(t *testing.T, names ...string) []dialect.Dialect {
	t.Helper()
	var ds []dialect.Dialect
	for _, n := range names {
		d, err := engine.Lookup(n)
		if err != nil {
			t.Fatal(err)
		}
		ds = append(ds, d)
	}
	return ds
}

// migrateDocument migrates a page with migrate's Migrator, from auto to
// whatwg and rfc3986, as the Migrate page's form gives it: its URL, date
// and header fields.
func migrateDocument(t *testing.T, html, uri string, date time.Time, fields header.Fields) (*migrate.Result, *migrate.Summary) {
	t.Helper()
	f, _ := migrate.ParseFrom("auto")
	m, err := migrate.New(migrate.Config{From: f, To: lookup(t, "whatwg", "rfc3986")})
	if err != nil {
		t.Fatal(err)
	}
	rec := archive.NewDocument("pasted.html", []byte(html))
	rec.URI, rec.Date = uri, date
	if len(fields) > 0 {
		rec.HTTP = &archive.HTTPMessage{Header: fields}
	}
	res := m.Migrate(rec)
	sum := migrate.NewSummary(migrate.DefaultExamples)
	sum.Merge(res.Summary)
	return res, sum
}

func readJSONL(t *testing.T, path string) []map[string]any {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return readJSONLBytes(t, b)
}

func readJSONLBytes(t *testing.T, b []byte) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, l := range strings.Split(strings.TrimSuffix(string(b), "\n"), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		out = append(out, m)
	}
	return out
}

// conversions reads a WARC of conversion records with this project's
// reader: for each, the record it refers to, its URI and its payload.
func conversions(t *testing.T, warc []byte) []string {
	t.Helper()
	rd := archive.NewReader(bytes.NewReader(warc), "conversions.warc.gz")
	var out []string
	for {
		rec, err := rd.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		if rec.Type == "warcinfo" && rec.Offset == 0 {
			continue // the run's description, which names the input
		}
		if rec.Type != "conversion" {
			t.Errorf("a %s record in the conversion WARC", rec.Type)
		}
		p, err := rec.Payload()
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(p)
		out = append(out, rec.URI+" "+string(b))
	}
}

// refersTo returns the WARC-Refers-To fields of a gzipped WARC, in order.
func refersTo(t *testing.T, warc []byte) []string {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(warc))
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, l := range strings.Split(string(b), "\r\n") {
		if strings.HasPrefix(l, "WARC-Refers-To:") {
			out = append(out, l)
		}
	}
	return out
}

// checkReportPolicy checks the report's own policy: no script, no image,
// no form, sandboxed, and of styles only the report's own, by hash.
func checkReportPolicy(t *testing.T, w *httptest.ResponseRecorder) {
	t.Helper()
	csp := w.Header().Get("Content-Security-Policy")
	for _, want := range []string{"default-src 'none'", "img-src 'none'", "form-action 'none'", "frame-ancestors 'none'", "sandbox"} {
		if !strings.Contains(csp, want) {
			t.Errorf("the report's policy %q lacks %q", csp, want)
		}
	}
	if strings.Contains(csp, "script-src") || strings.Contains(csp, "unsafe") {
		t.Errorf("the report's policy %q allows scripts or unsafe sources", csp)
	}
	body := w.Body.String()
	_, css, _ := strings.Cut(body, "<style>")
	css, _, _ = strings.Cut(css, "</style>")
	sum := sha256.Sum256([]byte(css))
	if !strings.Contains(csp, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'") {
		t.Errorf("the report's policy %q does not allow its style sheet", csp)
	}
	if strings.Contains(body, "<script") || strings.Contains(body, "http://"+output.ServeAddress) {
		t.Errorf("the report holds a script or a link to another server")
	}
	if ct := w.Header().Get("Content-Type"); ct != "text/html; charset=utf-8" {
		t.Errorf("the report's Content-Type is %q", ct)
	}
}

// TestMigratePage pastes a page with its URL, capture date and header
// fields, and checks the run against migrate's Migrator on the same input:
// the date chooses the dialect (auto), the Content-Base field the base
// then, and the rewritten page is offered for download, as a file.
func TestMigratePage(t *testing.T) {
	const html = `<html><body><A HREF=";x">x</A> <a href="g">g</a> <IMG SRC="?y"></body></html>`
	h := New(Config{})
	w, _ := migrateRunPage(t, h, url.Values{"from": {"auto"}, "to": {"whatwg", "rfc3986"}, "html": {html},
		"url": {"http://www.example.edu/~user/page.html"}, "date": {"1996-03-01"}, "header": {"Content-Base: http://a/b/c/d;p?q"}}, "", nil)
	doc := page(t, w)

	res, sum := migrateDocument(t, html, "http://www.example.edu/~user/page.html", time.Date(1996, 3, 1, 0, 0, 0, 0, time.UTC),
		header.Fields{{Name: "Content-Base", Value: "http://a/b/c/d;p?q"}})
	if got := text(byID(doc, "accounting")); got != sum.Accounting() {
		t.Errorf("accounting\n%s\nwant\n%s", got, sum.Accounting())
	}
	if res.Rows[0].From != "rfc1808" || res.Rows[0].BaseThen != "http://a/b/c/d;p?q" || res.Summary.Links.Differs == 0 || res.Rewritten == nil {
		t.Fatalf("the test page no longer shows what it should: %+v", res.Rows[0])
	}
	if got := text(first(byID(doc, "migrate-links"), func(n *nodeT) bool { return hasClass(n, "then") })); !strings.Contains(got, "rfc1808") || !strings.Contains(got, "http://a/b/c/d;p?q") {
		t.Errorf("the first link's then cell %q does not name rfc1808 and the Content-Base", got)
	}
	var rewritten string
	for _, a := range all(byID(doc, "downloads"), tag("a")) {
		if strings.HasSuffix(attr(a, "href"), "/rewritten.html") {
			w := get(t, h, attr(a, "href"))
			rewritten = w.Body.String()
			if cd := w.Header().Get("Content-Disposition"); cd != `attachment; filename="pasted.html"` {
				t.Errorf("the rewritten page is served as %q, want a download", cd)
			}
			if csp := w.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "sandbox") {
				t.Errorf("the rewritten page is served under %q", csp)
			}
		}
		if strings.HasSuffix(attr(a, "href"), "/"+output.Conversions) {
			t.Errorf("a conversion WARC for a page")
		}
	}
	if rewritten != string(res.Rewritten) {
		t.Errorf("rewritten page %q, want %q", rewritten, res.Rewritten)
	}
}

// TestMigrateErrors checks the form's refusals: each a page that says
// what is wrong, with the status that fits.
func TestMigrateErrors(t *testing.T) {
	h := New(Config{MaxUpload: 1 << 20})
	form := url.Values{"from": {"auto"}, "to": {"rfc3986"}, "html": {`<a href="g">`}}
	with := func(k, v string) url.Values {
		q := url.Values{}
		for k, vs := range form {
			q[k] = vs
		}
		q.Set(k, v)
		return q
	}
	var zeros bytes.Buffer
	zw := gzip.NewWriter(&zeros)
	zw.Write(make([]byte, 33<<20)) // 32 MiB is the limit for a 1 MiB upload
	zw.Close()
	tests := []struct {
		name   string
		fields url.Values
		file   []byte
		header http.Header
		status int
		want   string
	}{
		{"nothing", url.Values{"from": {"auto"}, "to": {"rfc3986"}}, nil, nil, 400, "choose a file"},
		{"from", with("fromconfig", "rfc9999"), nil, nil, 400, "rfc9999"},
		{"era", with("fromconfig", "rfc1630;1995=rfc1808"), nil, nil, 400, "YYYY-MM-DD"},
		{"to", with("to", ""), nil, nil, 400, "at least one dialect"},
		{"date", with("date", "March 1996"), nil, nil, 400, "YYYY-MM-DD"},
		{"header", with("header", "no colon"), nil, nil, 400, "Name: value"},
		{"upload", form, bytes.Repeat([]byte("<p>"), 400<<10), nil, 413, "limit"},
		{"bomb", form, zeros.Bytes(), nil, 413, "decompresses to more than"},
		{"cross-site", form, nil, http.Header{"Sec-Fetch-Site": {"cross-site"}}, 403, "own pages only"},
		{"other origin", form, nil, http.Header{"Origin": {"http://evil.example"}}, 403, "own pages only"},
	}
	for _, tt := range tests {
		name := ""
		if tt.file != nil {
			name = "upload.bin"
		}
		w := postMigrate(t, h, tt.fields, name, tt.file, tt.header)
		if w.Code != tt.status || !strings.Contains(w.Body.String(), tt.want) {
			t.Errorf("%s: status %d, want %d with %q:\n%.300s", tt.name, w.Code, tt.status, tt.want, text(first(page(t, w), tag("main"))))
		}
		checkHeaders(t, tt.name, w)
	}
	// The same form from this server's own page is accepted.
	w := postMigrate(t, h, form, "", nil, http.Header{"Origin": {"http://" + testHost}, "Sec-Fetch-Site": {"same-origin"}})
	if w.Code != http.StatusSeeOther {
		t.Errorf("a same-origin form: status %d", w.Code)
	}
	run := w.Header().Get("Location")
	for path, status := range map[string]int{
		run + "/" + output.LinksTSV:            200,
		run + "/nothing.txt":                   404,
		run + "/..%2f..%2fgo.mod":              404,
		"/migrate/run/0123/" + output.LinksTSV: 404,
	} {
		if w := get(t, h, path); w.Code != status {
			t.Errorf("GET %s: status %d, want %d", path, w.Code, status)
		}
	}
}

// TestRunStore checks the bounds of the runs kept: their number, their
// bytes and their age.
func TestRunStore(t *testing.T) {
	now := time.Date(2026, 11, 25, 0, 0, 0, 0, time.UTC)
	st := newRunStore()
	st.now = func() time.Time { return now }
	newRun := func(size int) *migrateRun {
		return &migrateRun{view: migrateView{Files: []runFile{{Name: "x", Data: make([]byte, size)}}}}
	}
	var ids []string
	for range maxRuns + 1 {
		ids = append(ids, st.add(newRun(10)))
	}
	if st.get(ids[0]) != nil || st.get(ids[1]) == nil || st.get(ids[maxRuns]) == nil {
		t.Errorf("after %d runs, the first should be gone and the others kept", maxRuns+1)
	}
	big := st.add(newRun(maxRunBytes - 50))
	if st.get(ids[maxRuns]) == nil || st.get(ids[1]) != nil {
		t.Errorf("a large run should push out the oldest runs only, as many as it needs")
	}
	if st.bytes > maxRunBytes {
		t.Errorf("the store holds %d bytes, more than %d", st.bytes, maxRunBytes)
	}
	huge := st.add(newRun(maxRunBytes + 1))
	if r := st.get(huge); r == nil || r.view.Files != nil || r.view.Dropped == "" {
		t.Errorf("a run larger than the store should keep its page and say its downloads are gone")
	}
	now = now.Add(runRetention + time.Second)
	if st.get(big) != nil || st.get(huge) != nil || len(st.order) != 0 || st.bytes != 0 {
		t.Errorf("runs older than %v are kept: %d runs, %d bytes", runRetention, len(st.order), st.bytes)
	}
}

// TestReportPolicy checks the hashes of the report's style sheets.
func TestReportPolicy(t *testing.T) {
	sum := func(s string) string {
		h := sha256.Sum256([]byte(s))
		return "'sha256-" + base64.StdEncoding.EncodeToString(h[:]) + "'"
	}
	tests := []struct{ report, styles string }{
		{"<html><style>b{}</style><style>\ni{}\n</style>", "style-src " + sum("b{}") + " " + sum("\ni{}\n") + ";"},
		{"<html><p>no style", "style-src 'none';"},
		{"<html><style>unterminated", "style-src 'none';"},
	}
	for _, tt := range tests {
		if got := reportPolicy([]byte(tt.report)); !strings.Contains(got, tt.styles) || !strings.HasSuffix(got, "; sandbox") {
			t.Errorf("reportPolicy(%q) = %q, want %q in it", tt.report, got, tt.styles)
		}
	}
}

func TestSafeFileName(t *testing.T) {
	for in, want := range map[string]string{
		"sample.warc.gz": "sample.warc.gz", `C:\a\b.html`: "b.html", "../../etc/passwd": "passwd",
		"..": "upload", "": "upload", `a "b".html`: "a__b_.html", "é.html": "__.html", ".hidden": "hidden",
		strings.Repeat("a", 200) + ".html": strings.Repeat("a", maxFileName-5) + ".html",
	} {
		if got := safeFileName(in); got != want {
			t.Errorf("safeFileName(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestMigrateContentCodingBomb uploads a WARC whose one response is small
// but decodes, through its Content-Encoding, to more than the page allows:
// it is refused before its payload is read into memory.
func TestMigrateContentCodingBomb(t *testing.T) {
	var zeros bytes.Buffer
	zw := gzip.NewWriter(&zeros)
	zw.Write([]byte("<html><a href=g>"))
	zw.Write(make([]byte, 33<<20))
	zw.Close()
	block := "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: gzip\r\n\r\n" + zeros.String()
	rec, err := warcgen.Bytes(warcgen.Spec{Type: gowarc.Response, URI: "http://a/b", Date: "1996-03-01T00:00:00Z",
		ID: warcgen.ID("bomb", 1), ContentType: "application/http; msgtype=response", Block: strings.NewReader(block)})
	if err != nil {
		t.Fatal(err)
	}
	h := New(Config{MaxUpload: 1 << 20})
	w := postMigrate(t, h, url.Values{"from": {"auto"}, "to": {"rfc3986"}}, "bomb.warc", rec, nil)
	if w.Code != http.StatusRequestEntityTooLarge || !strings.Contains(w.Body.String(), "payloads that decode to more than") {
		t.Errorf("status %d, want 413 saying why: %.300s", w.Code, text(byID(page(t, w), "error")))
	}
	// The same archive within the limit is migrated.
	h = New(Config{MaxUpload: 2 << 20})
	if w := postMigrate(t, h, url.Values{"from": {"auto"}, "to": {"rfc3986"}}, "bomb.warc", rec, nil); w.Code != http.StatusSeeOther {
		t.Errorf("under a 64 MiB expansion limit: status %d", w.Code)
	}
}

// TestMigrateHostileInput puts every hostile input into the Migrate form,
// as the page, its URL, its header fields, the configuration and the
// file's name, and checks the run's page and its report: markup of their
// own only, valid UTF-8, bounded in size.
func TestMigrateHostileInput(t *testing.T) {
	h := New(Config{})
	for _, s := range hostileInputs(t) {
		what := "migrate " + clipForTest(s)
		for _, fields := range []url.Values{
			{"from": {"auto"}, "to": {"whatwg", "rfc3986"}, "html": {s + `<a href="` + s + `">`}, "url": {s}, "date": {"1997-01-01"}},
			{"from": {"rfc1808"}, "to": {"whatwg"}, "html": {`<a href="g">`}, "header": {"Content-Base: " + s}},
			{"from": {s}, "fromconfig": {s}, "to": {s}, "html": {s}, "url": {s}, "header": {s}, "date": {s}},
		} {
			w := postMigrate(t, h, fields, "", nil, nil)
			if w.Code == http.StatusSeeOther {
				w = get(t, h, w.Header().Get("Location"))
				checkHostileOutputs(t, what, h, page(t, w))
			}
			checkHostilePage(t, what, s, w)
		}
		w := postMigrate(t, h, url.Values{"from": {"auto"}, "to": {"rfc3986"}}, s, []byte(`<a href="g">`), nil)
		if w.Code == http.StatusSeeOther {
			w = get(t, h, w.Header().Get("Location"))
		}
		checkHostilePage(t, what+" (file name)", s, w)
	}
}

func checkHostilePage(t *testing.T, what, s string, w *httptest.ResponseRecorder) {
	t.Helper()
	switch w.Code {
	case http.StatusOK, http.StatusBadRequest, http.StatusRequestEntityTooLarge:
	default:
		t.Errorf("%s: status %d", what, w.Code)
	}
	body := w.Body.String()
	checkOwnMarkup(t, what, page(t, w))
	if strings.Contains(body, "\x00") || !utf8.ValidString(body) {
		t.Errorf("%s: the page holds a NUL or is not valid UTF-8", what)
	}
	if len(s) >= 1<<19 && len(body) > 512<<10 {
		t.Errorf("%s: a page of %d bytes for a %d-byte input", what, len(body), len(s))
	}
	checkHeaders(t, what, w)
}

// checkHostileOutputs checks a run's report (no script, no element but its
// own) and that every other output is a download.
func checkHostileOutputs(t *testing.T, what string, h http.Handler, doc *nodeT) {
	t.Helper()
	for _, a := range all(byID(doc, "downloads"), tag("a")) {
		w := get(t, h, attr(a, "href"))
		if !strings.HasSuffix(attr(a, "href"), "/"+output.ReportHTML) {
			if !strings.HasPrefix(w.Header().Get("Content-Disposition"), "attachment") {
				t.Errorf("%s: %s is not served as a download", what, attr(a, "href"))
			}
			continue
		}
		checkReportPolicy(t, w)
		for _, n := range all(page(t, w), func(*nodeT) bool { return true }) {
			switch n.Data {
			case "script", "img", "iframe", "object", "embed", "frame", "base", "form":
				t.Errorf("%s: the report has a <%s> element", what, n.Data)
			}
			for _, a := range n.Attr {
				if strings.HasPrefix(a.Key, "on") || a.Key == "href" && !strings.HasPrefix(a.Val, "/explain?") && !strings.HasPrefix(a.Val, "#") {
					t.Errorf("%s: the report has <%s %s=%.60q>", what, n.Data, a.Key, a.Val)
				}
			}
		}
	}
}

// TestMigratePartial posts the sample with a request whose context is
// already done (the person left, or the run's time ran out): the run stops
// before its first record, and its page and report say they are partial,
// the accounting holding for what was read.
func TestMigratePartial(t *testing.T) {
	sample, err := os.ReadFile(sampleWARC)
	if err != nil {
		t.Fatal(err)
	}
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	mw.WriteField("from", "auto")
	mw.WriteField("to", "rfc3986")
	fw, _ := mw.CreateFormFile("doc", "sample.warc.gz")
	fw.Write(sample)
	mw.Close()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r := httptest.NewRequest(http.MethodPost, "/migrate", &body).WithContext(ctx)
	r.Header.Set("Content-Type", mw.FormDataContentType())
	r.Host = testHost
	w := httptest.NewRecorder()
	h := New(Config{})
	h.ServeHTTP(w, r)
	if w.Code != http.StatusSeeOther {
		t.Fatalf("status %d", w.Code)
	}
	w = get(t, h, w.Header().Get("Location"))
	doc := page(t, w)
	if byID(doc, "partial") == nil {
		t.Errorf("the run's page does not say it is partial")
	}
	want := "records: 0 read = 0 migrated + 0 skipped + 0 failed\nlinks: 0 found = 0 same + 0 equivalent + 0 differ + 0 fail; 0 rewritten, 0 not rewritable"
	if got := text(byID(doc, "accounting")); got != want {
		t.Errorf("accounting %q, want %q", got, want)
	}
	var report *httptest.ResponseRecorder
	for _, a := range all(byID(doc, "downloads"), tag("a")) {
		if strings.HasSuffix(attr(a, "href"), "/"+output.ReportHTML) {
			report = get(t, h, attr(a, "href"))
		}
	}
	if report == nil || !strings.Contains(report.Body.String(), `id="partial"`) {
		t.Errorf("the report does not say it is partial")
	}
}

// TestMigrateInputs uploads archives of every kind migrate reads, broken
// ones included, and checks the run against output.Run on the same file:
// the accounting lines, each failure with its offset and reason, and the
// link table's rows (the file's name aside).
func TestMigrateInputs(t *testing.T) {
	h := New(Config{})
	for _, path := range []string{
		"../../../../testdata/migrate/broken.warc",
		"../../../../testdata/archive/v1.arc.gz",
		"../../../../testdata/archive/sample.wat.gz",
		"../../../../testdata/archive/links.tsv",
		"../../../../testdata/archive/truncated.warc.gz",
		"../../../../testdata/archive/mixed.warc.gz",
	} {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(path)
		want, out := cliRunFile(t, path, "auto", "whatwg", "rfc3986")
		w, _ := migrateRunPage(t, h, url.Values{"from": {"auto"}, "to": {"whatwg", "rfc3986"}}, name, data)
		doc := page(t, w)
		if got := text(byID(doc, "accounting")); got != want.Accounting() {
			t.Errorf("%s: accounting\n%s\nwant the command line's\n%s", name, got, want.Accounting())
		}
		var failures []string
		if table := byID(doc, "failures"); table != nil {
			for _, tr := range all(table, tag("tr")) {
				if cells := all(tr, tag("td")); len(cells) == 3 {
					failures = append(failures, text(cells[0])+" "+text(cells[1])+" "+text(cells[2]))
				}
			}
		}
		var wantFailures []string
		for _, f := range want.Records.Failures {
			wantFailures = append(wantFailures, name+" "+strconv.FormatInt(f.Offset, 10)+" "+f.Reason)
		}
		if strings.Join(failures, "\n") != strings.Join(wantFailures, "\n") {
			t.Errorf("%s: failures\n%s\nwant\n%s", name, strings.Join(failures, "\n"), strings.Join(wantFailures, "\n"))
		}
		var jsonl []byte
		for _, a := range all(byID(doc, "downloads"), tag("a")) {
			if strings.HasSuffix(attr(a, "href"), "/"+output.LinksJSONL) {
				jsonl = get(t, h, attr(a, "href")).Body.Bytes()
			}
		}
		cli, err := os.ReadFile(filepath.Join(out, output.LinksJSONL))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := sameFile(jsonl, name), sameFile(cli, path); got != want {
			t.Errorf("%s: links.jsonl\n%s\nwant\n%s", name, got, want)
		}
		t.Logf("%s: %d links, %d failures", name, want.Links.Found, want.Records.Failed)
		if want.Links.Found == 0 && want.Records.Failed == 0 {
			t.Errorf("%s: neither a link nor a failure: a test of nothing", name)
		}
	}
}

// sameFile returns a link table with the file's name, as JSON writes it,
// replaced by "FILE".
func sameFile(jsonl []byte, name string) string {
	q, _ := json.Marshal(name)
	return strings.ReplaceAll(string(jsonl), `"file":`+string(q), `"file":"FILE"`)
}

// TestMigrateRawValues checks that the run takes the form's values as they
// came: a URL with a byte that is not UTF-8 is the base then, shown by its
// code, though the form field shows it again replaced.
func TestMigrateRawValues(t *testing.T) {
	h := New(Config{})
	w, _ := migrateRunPage(t, h, url.Values{"from": {"rfc1808"}, "to": {"rfc3986"}, "html": {`<a href="g">`}, "url": {"http://a/b\xffc/d"}}, "", nil)
	doc := page(t, w)
	if got := text(first(byID(doc, "migrate-links"), func(n *nodeT) bool { return hasClass(n, "then") })); !strings.Contains(got, `http://a/b\xFFc/d`) {
		t.Errorf("the base then is shown as %q, want the URL's bytes as given", got)
	}
	if got := attr(byID(doc, "url"), "value"); got != "http://a/b\uFFFDc/d" {
		t.Errorf("the URL field holds %q", got)
	}
}
