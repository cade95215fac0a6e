package explorer

import (
	"context"
	"flag"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/uridialect/uridialect/internal/testkit/browsertest"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/doclinks"
	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/fit"
)

var shotsDir = flag.String("screenshots", "", "keep the browser test's screenshots in this `folder` (default: the test's temporary folder)")

var docsScreenshot = flag.String("docs-screenshot", "", "write a screenshot of the Compare page to this PNG `file` (the README's)")

var docsMigrateScreenshot = flag.String("docs-migrate-screenshot", "", "write a screenshot of the Migrate page's run of the sample, one window high, to this PNG `file` (docs/cli.md's)")

// A browserSession is one headless Chromium driving one running explorer,
// with what it saw: the dialogs a page opened and the console's errors.
type browserSession struct {
	t       *testing.T
	ctx     context.Context
	origin  string // "http://127.0.0.1:PORT"
	shots   string // folder for screenshots
	mu      sync.Mutex
	dialogs []string
	errors  []string
}

// TestBrowser starts the explorer on a free loopback port and drives a
// real headless Chromium through it: Compare and Explain with JavaScript
// on and off, an upload to Links, observations to Fit, hostile input,
// migrate's sample archive through Migrate and its report, and the layout
// of Migrate, the report and Compare at 1280 pixels, asserting on the
// rendered DOM. Screenshots go to the test's temporary folder, or to
// -screenshots; -docs-screenshot and -docs-migrate-screenshot write the
// documentation's.
func TestBrowser(t *testing.T) {
	exe := browsertest.Find(t)
	start := time.Now()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := NewServer(ln.Addr().String(), New(Config{}))
	go srv.Serve(ln)
	defer srv.Close()

	alloc, cancelAlloc := browsertest.Allocator(t, exe, chromedp.WindowSize(1280, 900))
	defer cancelAlloc()
	ctx, cancelCtx := chromedp.NewContext(alloc)
	defer cancelCtx()
	ctx, cancelTimeout := context.WithTimeout(ctx, 3*time.Minute)
	defer cancelTimeout()

	s := &browserSession{t: t, ctx: ctx, origin: "http://" + ln.Addr().String(), shots: *shotsDir}
	if s.shots == "" {
		s.shots = t.TempDir()
	}
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatalf("starting %s: %v", exe, err)
	}
	s.watch(ctx)
	t.Logf("browser %s, server %s, screenshots in %s", exe, s.origin, s.shots)

	t.Run("Compare", s.compare)
	t.Run("Explain", s.explain)
	t.Run("NoScript", s.noScript)
	t.Run("Links", s.links)
	t.Run("Migrate", s.migrate)
	t.Run("MigrateNoScript", s.migrateNoScript)
	t.Run("Fit", s.fit)
	t.Run("Hostile", s.hostile)
	t.Run("Layout", s.layout)

	s.mu.Lock()
	defer s.mu.Unlock()
	for _, d := range s.dialogs {
		t.Errorf("a page opened a dialog: %q", d)
	}
	for _, e := range s.errors {
		t.Errorf("console: %s", e)
	}
	t.Logf("browser test took %v", time.Since(start).Round(time.Millisecond))
}

// watch records, for the whole session, every dialog a page opens (and
// dismisses it, or the page would hang) and every console error, CSP
// violations included.
func (s *browserSession) watch(ctx context.Context) {
	dialogs := chromedp.Events(ctx, cdppage.JavascriptDialogOpening)
	go func() {
		for ev, err := range dialogs {
			if err != nil {
				return
			}
			s.mu.Lock()
			s.dialogs = append(s.dialogs, ev.Message)
			s.mu.Unlock()
			chromedp.Call(ctx, cdppage.HandleJavaScriptDialog, cdppage.HandleJavaScriptDialogParams{Accept: false})
		}
	}()
	console := chromedp.Console(ctx)
	go func() {
		for m, err := range console {
			if err != nil {
				return
			}
			if m.IsException() || m.Type == "error" || m.Type == "warning" {
				s.mu.Lock()
				s.errors = append(s.errors, string(m.Type)+": "+m.Text+" ("+m.URL+")")
				s.mu.Unlock()
			}
		}
	}()
}

func (s *browserSession) do(t *testing.T, ctx context.Context, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatal(err)
	}
}

func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return v
}

func (s *browserSession) screenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(s.shots, name)
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot %s (%d bytes)", path, len(png))
}

// A renderedCell is a cell of the comparison table as the browser shows it.
type renderedCell struct {
	Dialect    string `json:"dialect"`
	Class      string `json:"cls"`
	Text       string `json:"text"`
	Steps      string `json:"steps"`
	Background string `json:"bg"`
}

const readTable = `Array.from(document.querySelectorAll("#comparison tbody tr")).map(tr =>
	Array.from(tr.querySelectorAll("td")).map(td => ({
		dialect: td.dataset.dialect, cls: td.className,
		text: td.querySelector("code").textContent,
		steps: (td.querySelector("a.steps") || {}).href || "",
		bg: getComputedStyle(td).backgroundColor})))`

var (
	browserBase = "http://a/b/c/d;p?q"
	browserRefs = []string{"g;x", "?y", "../../../g", "", "#s", "http:g"}
)

// compare fills in the Compare form, submits it, and checks the table
// against engine.Compare: every registered dialect a column, each cell its
// dialect's answer, marked (class, ≠ and colour) exactly where it differs
// from the chosen dialect; and the page's address reproduces the inputs.
func (s *browserSession) compare(t *testing.T) {
	ctx := s.ctx
	const against = "rfc2396"
	s.do(t, ctx,
		chromedp.Navigate(s.origin+"/compare"),
		chromedp.WaitVisible(chromedp.ID("compare-form")),
		chromedp.SetValue(chromedp.ID("base"), browserBase),
		chromedp.SetValue(chromedp.ID("refs"), strings.Join(browserRefs, "\n")),
		chromedp.SetValue(chromedp.ID("against"), against),
		chromedp.Click(chromedp.CSS(`#compare-form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.ID("comparison")),
	)
	loc, err := chromedp.Run(ctx, chromedp.Location())
	if err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(loc)
	if err != nil || u.Path != "/compare" || u.Query().Get("base") != browserBase || u.Query().Get("refs") != strings.Join(browserRefs, "\n") || u.Query().Get("against") != against {
		t.Errorf("after submitting, the address %q does not hold the inputs", loc)
	}
	if got := eval[string](t, ctx, `document.documentElement.dataset.script || ""`); got != "ran" {
		t.Errorf("the page's own script did not run under the Content-Security-Policy (dataset.script %q)", got)
	}
	var names []string
	for _, d := range engine.All() {
		names = append(names, d.Name())
	}
	cols := eval[[]string](t, ctx, `Array.from(document.querySelectorAll("#comparison thead th[data-dialect]")).map(th => th.dataset.dialect)`)
	if strings.Join(cols, ",") != strings.Join(names, ",") {
		t.Errorf("columns %v, want every registered dialect %v", cols, names)
	}
	rows := eval[[][]renderedCell](t, ctx, readTable)
	if len(rows) != len(browserRefs) {
		t.Fatalf("%d rows, want %d", len(rows), len(browserRefs))
	}
	var sameBG, differsBG string
	for i, ref := range browserRefs {
		c := engine.Compare(browserBase, ref)
		if len(rows[i]) != len(c.Results) {
			t.Fatalf("row %q: %d cells, want %d", ref, len(rows[i]), len(c.Results))
		}
		for j, r := range c.Results {
			cell := rows[i][j]
			want := r.Result
			if r.Err != nil {
				want = "error: "
			}
			if cell.Dialect != r.Dialect || !strings.HasPrefix(cell.Text, want) || r.Err == nil && cell.Text != want {
				t.Errorf("%q under %s: the browser shows %q, want %q", ref, r.Dialect, cell.Text, want)
			}
			differs := c.Differs(j, against)
			if strings.Contains(" "+cell.Class+" ", " differs ") != differs {
				t.Errorf("%q under %s: class %q, differs from %s: %t", ref, r.Dialect, cell.Class, against, differs)
			}
			if !strings.Contains(cell.Class, "against") && r.Err == nil {
				if differs {
					differsBG = cell.Background
				} else {
					sameBG = cell.Background
				}
			}
			if (cell.Steps != "") != traces(r.Dialect) {
				t.Errorf("%q under %s: link to the steps %q; the dialect traces: %t", ref, r.Dialect, cell.Steps, traces(r.Dialect))
			}
		}
	}
	if sameBG == "" || differsBG == "" || sameBG == differsBG {
		t.Errorf("a differing cell is not coloured apart: background %q, the others %q", differsBG, sameBG)
	}
	s.screenshot(t, ctx, "compare.png")
	if *docsScreenshot != "" {
		png, err := chromedp.Run(ctx, chromedp.Screenshot(chromedp.ID("results")))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(*docsScreenshot, png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// A renderedStep is a step of an explanation as the browser shows it.
type renderedStep struct {
	Rule   string `json:"rule"`
	Action string `json:"action"`
	State  string `json:"state"`
	Cite   string `json:"cite"`
}

const readSteps = `Array.from(document.querySelectorAll("#steps li")).map(li => ({
	rule: li.querySelector(".rule").textContent, action: li.querySelector(".action").textContent,
	state: li.querySelector(".state code").textContent, cite: li.dataset.cite || ""}))`

// explain follows a cell's "steps" link, as a reader would, and checks the
// steps against the dialect's own trace, the cited sections beside them,
// and that pointing at a step lights up its section.
func (s *browserSession) explain(t *testing.T) {
	ctx := s.ctx
	const d, ref = "rfc2396", "../../../g"
	s.do(t, ctx,
		chromedp.Click(chromedp.CSS(`#comparison tbody tr:nth-child(3) td[data-dialect="`+d+`"] a.steps`)),
		chromedp.WaitVisible(chromedp.ID("steps")),
	)
	s.checkSteps(t, ctx, d, browserBase, ref)
	// The cited sections stand beside the steps, not below them.
	beside := eval[bool](t, ctx, `document.getElementById("cited").getBoundingClientRect().left >= document.getElementById("steps").getBoundingClientRect().right`)
	if !beside {
		t.Errorf("the cited sections are not beside the steps")
	}
	hot := eval[bool](t, ctx, `(() => {
		const li = document.querySelector("#steps li[data-cite]");
		li.dispatchEvent(new MouseEvent("mouseenter"));
		return document.getElementById(li.dataset.cite).classList.contains("hot");
	})()`)
	if !hot {
		t.Errorf("pointing at a step does not light up the section it cites")
	}
	s.screenshot(t, ctx, "explain.png")
}

// checkSteps compares the steps on the page with the dialect's trace.
func (s *browserSession) checkSteps(t *testing.T, ctx context.Context, name, base, ref string) {
	t.Helper()
	d, err := engine.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := d.Parse(base)
	r, _ := dialect.ParseIn(d, b, ref)
	var want []dialect.Step
	res, err := d.(dialect.Tracer).ResolveTrace(b, r, func(st dialect.Step) { want = append(want, st) })
	if err != nil {
		t.Fatal(err)
	}
	got := eval[[]renderedStep](t, ctx, readSteps)
	if len(got) != len(want) {
		t.Fatalf("%d steps shown, the trace has %d", len(got), len(want))
	}
	for i, st := range want {
		g := got[i]
		if g.Rule != st.Rule.String() || g.Action != st.Action || g.State != st.State {
			t.Errorf("step %d: %q %q %q, want %q %q %q", i+1, g.Rule, g.Action, g.State, st.Rule, st.Action, st.State)
		}
		if g.Cite == "" {
			t.Errorf("step %d (%s) cites no section", i+1, g.Rule)
			continue
		}
		text := eval[string](t, ctx, `(document.getElementById(`+jsString(g.Cite)+`) || {textContent: ""}).textContent`)
		if !strings.Contains(text, "Section "+st.Rule.Sec) || len(text) < 200 {
			t.Errorf("step %d: the section beside it, #%s, is not Section %s: %.80q", i+1, g.Cite, st.Rule.Sec, text)
		}
	}
	if got := eval[string](t, ctx, `document.querySelector("#result code").textContent`); got != res.String() {
		t.Errorf("result %q, want %q", got, res.String())
	}
}

// noScript turns JavaScript off in a new tab and uses Compare and Explain
// through their forms alone, typing and clicking as a person would (the
// text area and the select are filled in through the protocol).
func (s *browserSession) noScript(t *testing.T) {
	ctx, cancel := chromedp.NewContext(s.ctx)
	defer cancel()
	s.do(t, ctx, chromedp.Navigate("about:blank"))
	if _, err := chromedp.Call(ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true}); err != nil {
		t.Fatal(err)
	}
	s.do(t, ctx,
		chromedp.Navigate(s.origin+"/compare"),
		chromedp.WaitVisible(chromedp.ID("compare-form")),
		chromedp.SendKeys(chromedp.ID("base"), "http://a/b/c/d;p?q"),
		chromedp.SetValue(chromedp.ID("refs"), "?y\n../g"),
		chromedp.Click(chromedp.CSS(`#compare-form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.ID("comparison")),
	)
	if got := eval[string](t, ctx, `document.documentElement.dataset.script || "off"`); got != "off" {
		t.Fatalf("JavaScript is still on in this tab (dataset.script %q)", got)
	}
	rows := eval[[][]renderedCell](t, ctx, readTable)
	if len(rows) != 2 {
		t.Fatalf("%d rows without JavaScript, want 2", len(rows))
	}
	for i, ref := range []string{"?y", "../g"} {
		c := engine.Compare("http://a/b/c/d;p?q", ref)
		for j, r := range c.Results {
			if rows[i][j].Text != r.Answer() {
				t.Errorf("without JavaScript, %q under %s: %q, want %q", ref, r.Dialect, rows[i][j].Text, r.Answer())
			}
		}
	}
	s.do(t, ctx,
		chromedp.Navigate(s.origin+"/explain"),
		chromedp.WaitVisible(chromedp.ID("explain-form")),
		chromedp.SetValue(chromedp.CSS(`#explain-form select[name=d]`), "rfc1808"),
		chromedp.SendKeys(chromedp.ID("base"), "http://a/b/c/d;p?q#f"),
		chromedp.SendKeys(chromedp.ID("ref"), "g;x=1/../y"),
		chromedp.Click(chromedp.CSS(`#explain-form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.ID("steps")),
	)
	s.checkSteps(t, ctx, "rfc1808", "http://a/b/c/d;p?q#f", "g;x=1/../y")
	s.screenshot(t, ctx, "explain-noscript.png")
}

// links uploads a page through the Links form, as a person would pick a
// file, and checks the links listed against doclinks.
func (s *browserSession) links(t *testing.T) {
	ctx := s.ctx
	doc := []byte(`<html><head><base href="http://www.example.edu/~user/"></head><body><a href="g">g</a> <A HREF=";x">x</A> <IMG SRC="?y"></body></html>`)
	path := filepath.Join(t.TempDir(), "page.html")
	if err := os.WriteFile(path, doc, 0o644); err != nil {
		t.Fatal(err)
	}
	s.do(t, ctx,
		chromedp.Navigate(s.origin+"/links"),
		chromedp.WaitVisible(chromedp.ID("links-form")),
		chromedp.SetUploadFiles(chromedp.ID("doc"), []string{path}),
		chromedp.SetValue(chromedp.ID("url"), "http://www.example.edu/~user/page.html"),
		chromedp.Click(chromedp.CSS(`#links-form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.ID("links")),
	)
	ds := engine.All()
	res, _ := doclinks.NewResolver(ds...)
	var want [][]string
	if _, err := res.ResolveDocument(doc, dialect.BaseSource{Retrieval: "http://www.example.edu/~user/page.html"}, func(l *document.Link, ts []doclinks.Target) error {
		row := []string{string(l.Raw)}
		for _, tg := range ts {
			if tg.Err != nil {
				// A dialect that makes no link of it (wget1's "g")
				// shows its error, as the Compare page does.
				row = append(row, firstViolation(tg.Err))
				continue
			}
			row = append(row, tg.URI)
		}
		want = append(want, row)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	got := eval[[][]string](t, ctx, `Array.from(document.querySelectorAll("#links tbody tr")).map(tr =>
		[tr.querySelector("th code").textContent].concat(Array.from(tr.querySelectorAll("td[data-dialect] code")).map(c => c.textContent)))`)
	if rowsText(got) != rowsText(want) {
		t.Errorf("links listed\n%s\nwant\n%s", rowsText(got), rowsText(want))
	}
	s.screenshot(t, ctx, "links.png")
}

// fit pastes observations into the Fit form and checks the best
// configuration against fit's own ranking.
func (s *browserSession) fit(t *testing.T) {
	ctx := s.ctx
	obs := "http://a/b/c/d;p?q\t?y\thttp://a/b/c/?y\nhttp://a/b/c/d;p?q\t../../../g\thttp://a/g\n"
	s.do(t, ctx,
		chromedp.Navigate(s.origin+"/fit"),
		chromedp.WaitVisible(chromedp.ID("fit-form")),
		chromedp.SetValue(chromedp.ID("text"), obs),
		chromedp.Click(chromedp.CSS(`#fit-form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.ID("ranking")),
	)
	rd, err := fit.Read(strings.NewReader(obs))
	parsed := rd.Observations
	if err != nil {
		t.Fatal(err)
	}
	want := fit.Fit(parsed, fit.Options{}).Report(defaultFitTop).Ranking[0].Configuration
	if got := eval[string](t, ctx, `document.querySelector("#ranking tbody tr td:nth-child(3)").textContent`); got != want {
		t.Errorf("best configuration %q, want %q", got, want)
	}
	s.screenshot(t, ctx, "fit.png")
}

// hostile puts markup, javascript: references, bytes that are not UTF-8
// and a megabyte through the pages, and checks that nothing runs: no
// dialog, no element the input brought, no change to the page's globals,
// and the input shown as text.
func (s *browserSession) hostile(t *testing.T) {
	ctx := s.ctx
	const img = `"><img src=x onerror="window.pwned=1;alert(1)">`
	refs := []string{
		`<script>window.pwned=2;alert(2)</script>`,
		`javascript:window.pwned=3;alert(3)`,
		`</textarea><script>window.pwned=4</script>`,
		`<svg onload="window.pwned=5">`,
	}
	s.do(t, ctx,
		chromedp.Navigate(s.origin+"/compare"),
		chromedp.WaitVisible(chromedp.ID("compare-form")),
		chromedp.SetValue(chromedp.ID("base"), img),
		chromedp.SetValue(chromedp.ID("refs"), strings.Join(refs, "\n")),
		chromedp.Click(chromedp.CSS(`#compare-form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.ID("comparison")),
	)
	s.checkInert(t, ctx, "compare")
	shown := eval[[]string](t, ctx, `Array.from(document.querySelectorAll("#comparison tbody th code")).map(c => c.textContent)`)
	if strings.Join(shown, "\n") != strings.Join(refs, "\n") {
		t.Errorf("the references are shown as %q, want them as text %q", shown, refs)
	}
	if base := eval[string](t, ctx, `document.getElementById("base").value`); base != img {
		t.Errorf("the base field holds %q, want %q", base, img)
	}
	s.screenshot(t, ctx, "hostile-compare.png")
	// Follow the steps link of the javascript: reference: it leads to
	// Explain, and runs nothing.
	s.do(t, ctx,
		chromedp.Click(chromedp.CSS(`#comparison tbody tr:nth-child(2) td[data-dialect="rfc3986"] a.steps`)),
		chromedp.WaitVisible(chromedp.ID("explain-form")),
	)
	if loc, _ := chromedp.Run(ctx, chromedp.Location()); !strings.HasPrefix(loc, s.origin+"/explain?") {
		t.Errorf("the steps link led to %q", loc)
	}
	s.checkInert(t, ctx, "explain")
	// Validate: markup and bytes that are not UTF-8, through the address.
	q := "/validate?d=rfc2396&s=" + url.QueryEscape(img) + "%FF%00%1B&base=" + url.QueryEscape(refs[0])
	s.do(t, ctx, chromedp.Navigate(s.origin+q), chromedp.WaitVisible(chromedp.ID("verdict")))
	s.checkInert(t, ctx, "validate")
	if got := eval[string](t, ctx, `document.getElementById("underlined").textContent`); got != img+`\xFF\x00\x1B` {
		t.Errorf("the input is shown as %q, want %q", got, img+`\xFF\x00\x1B`)
	}
	s.screenshot(t, ctx, "hostile-validate.png")
	// A megabyte through the form: answered directly, shown clipped.
	mega := strings.Repeat(`<script>alert(9)</script>`, (1<<20)/25)
	s.do(t, ctx,
		chromedp.Navigate(s.origin+"/compare"),
		chromedp.WaitVisible(chromedp.ID("compare-form")),
		chromedp.SetValue(chromedp.ID("base"), "http://a/b/c"),
		chromedp.SetValue(chromedp.ID("refs"), mega),
		chromedp.Click(chromedp.CSS(`#compare-form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.ID("comparison")),
	)
	s.checkInert(t, ctx, "1 MiB")
	if gap := eval[string](t, ctx, `(document.querySelector("#comparison tbody th .gap") || {textContent: ""}).textContent`); !strings.Contains(gap, "bytes") {
		t.Errorf("a 1 MiB reference is not shown clipped (gap %q)", gap)
	}
}

// checkInert checks that nothing of the input ran or became markup.
func (s *browserSession) checkInert(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	got := eval[map[string]any](t, ctx, `({
		pwned: window.pwned === undefined ? "" : String(window.pwned),
		foreign: document.querySelectorAll("img, svg:not(#charts > div.chart > svg), iframe, object, embed, body script").length,
		scripts: document.scripts.length})`)
	if got["pwned"] != "" || got["foreign"] != float64(0) || got["scripts"] != float64(1) {
		t.Errorf("%s: hostile input took effect: %v", what, got)
	}
}

func jsString(s string) string {
	b := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`).Replace(s)
	return `"` + b + `"`
}

// traces reports whether the dialect named name reports its steps.
func traces(name string) bool {
	d, err := engine.Lookup(name)
	if err != nil {
		return false
	}
	_, ok := d.(dialect.Tracer)
	return ok
}

// migrate uploads migrate's sample archive through the Migrate form, as a
// person would pick the file, and checks the run against migrate.Run on
// the same file: the accounting lines, and the cause and rewrite of every
// differing link. Then it opens the report at its own address, checks that
// its style sheet applies under its policy and its accounting is the
// same, and follows an explain link from it. The console watch of the
// session catches any CSP violation on the way.
func (s *browserSession) migrate(t *testing.T) {
	ctx := s.ctx
	sample, err := filepath.Abs(sampleWARC)
	if err != nil {
		t.Fatal(err)
	}
	want, out := cliRun(t, "auto", "whatwg", "rfc3986")
	s.do(t, ctx,
		chromedp.Navigate(s.origin+"/migrate"),
		chromedp.WaitVisible(chromedp.ID("migrate-form")),
		chromedp.SetUploadFiles(chromedp.ID("doc"), []string{sample}),
		chromedp.Click(chromedp.CSS(`#migrate-form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.ID("accounting")),
	)
	if loc, _ := chromedp.Run(ctx, chromedp.Location()); !strings.HasPrefix(loc, s.origin+"/migrate/run/") {
		t.Errorf("the form led to %q, want the run's own address", loc)
	}
	if got := eval[string](t, ctx, `document.getElementById("accounting").textContent`); got != want.Accounting() {
		t.Errorf("accounting\n%s\nwant the command line's\n%s", got, want.Accounting())
	}
	type shownLink struct {
		Verdict string `json:"verdict"`
		Raw     string `json:"raw"`
		Cause   string `json:"cause"`
		Rewrite string `json:"rewrite"`
	}
	shown := eval[[]shownLink](t, ctx, `Array.from(document.querySelectorAll("#migrate-links tbody tr")).map(tr => ({
		verdict: tr.dataset.verdict, raw: tr.querySelector("th code").textContent,
		cause: tr.querySelector("td.cause").textContent, rewrite: tr.querySelector("td.rewrite").textContent}))`)
	if len(shown) != want.Links.Found {
		t.Fatalf("%d links shown, want %d", len(shown), want.Links.Found)
	}
	differing := 0
	for i, l := range shown[:want.Links.Differs] {
		if l.Verdict != "differs" {
			t.Errorf("link %d (%q) is %s; the differing links come first", i+1, l.Raw, l.Verdict)
			continue
		}
		for _, r := range readJSONL(t, filepath.Join(out, "links.jsonl")) {
			if r["raw"] != l.Raw || r["verdict"] != "differs" {
				continue
			}
			differing++
			if l.Cause != r["cause"] {
				t.Errorf("%q: the page shows the cause %q, migrate %q", l.Raw, l.Cause, r["cause"])
			}
			if rw, ok := r["rewrite"].(string); ok && l.Rewrite != rw {
				t.Errorf("%q: the page shows the rewrite %q, migrate %q", l.Raw, l.Rewrite, rw)
			}
		}
	}
	if differing != want.Links.Differs {
		t.Errorf("%d differing links matched migrate's, want %d", differing, want.Links.Differs)
	}
	s.screenshot(t, ctx, "migrate.png")
	if *docsMigrateScreenshot != "" {
		// The run as a reader first sees it: the accounting, the
		// downloads, the causes and the first links.
		eval[bool](t, ctx, `(window.scrollTo(0, document.getElementById("results").offsetTop - 8), true)`)
		if _, err := chromedp.Call(ctx, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{Width: 1280, Height: 1300, DeviceScaleFactor: 1}); err != nil {
			t.Fatal(err)
		}
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := chromedp.Call(ctx, emulation.ClearDeviceMetricsOverride, cdp.Empty{}); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(*docsMigrateScreenshot, png, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	// The report, at its own address, in this tab (the link opens a new
	// one), under its own policy.
	report := eval[string](t, ctx, `document.getElementById("report").href`)
	s.do(t, ctx, chromedp.Navigate(report), chromedp.WaitVisible(chromedp.ID("chart-causes")))
	if got := eval[string](t, ctx, `document.getElementById("accounting").textContent`); got != want.Accounting() {
		t.Errorf("the report's accounting\n%s\nwant\n%s", got, want.Accounting())
	}
	if got := eval[string](t, ctx, `getComputedStyle(document.body).maxWidth`); got == "none" {
		t.Errorf("the report's style sheet does not apply under its policy (body max-width %q)", got)
	}
	if got := eval[float64](t, ctx, `document.scripts.length`); got != 0 {
		t.Errorf("the report has %v scripts", got)
	}
	s.screenshot(t, ctx, "migrate-report.png")
	s.do(t, ctx,
		chromedp.Click(chromedp.CSS(`a[href^="/explain?"]`)),
		chromedp.WaitVisible(chromedp.ID("steps")),
	)
	if loc, _ := chromedp.Run(ctx, chromedp.Location()); !strings.HasPrefix(loc, s.origin+"/explain?") {
		t.Errorf("the report's explain link led to %q", loc)
	}
}

// migrateNoScript runs Migrate with JavaScript off, on a pasted page with
// its URL, capture date and a hostile link, and checks the accounting
// against migrate's and that nothing of the page ran, there or in the
// report.
func (s *browserSession) migrateNoScript(t *testing.T) {
	ctx, cancel := chromedp.NewContext(s.ctx)
	defer cancel()
	s.do(t, ctx, chromedp.Navigate("about:blank"))
	if _, err := chromedp.Call(ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true}); err != nil {
		t.Fatal(err)
	}
	const page = `<title>x</title><script>window.pwned=1</script><A HREF=";x">x</A> <a href="javascript:window.pwned=2">j</a> <img src=x onerror="window.pwned=3">`
	s.do(t, ctx,
		chromedp.Navigate(s.origin+"/migrate"),
		chromedp.WaitVisible(chromedp.ID("migrate-form")),
		chromedp.SetValue(chromedp.ID("html"), page),
		chromedp.SendKeys(chromedp.ID("url"), "http://a/b/c/d;p?q"),
		chromedp.SendKeys(chromedp.ID("date"), "1996-03-01"),
		chromedp.Click(chromedp.CSS(`#migrate-form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.ID("accounting")),
	)
	if got := eval[string](t, ctx, `document.documentElement.dataset.script || "off"`); got != "off" {
		t.Fatalf("JavaScript is still on in this tab (dataset.script %q)", got)
	}
	_, sum := migrateDocument(t, page, "http://a/b/c/d;p?q", time.Date(1996, 3, 1, 0, 0, 0, 0, time.UTC), nil)
	if sum.Links.Differs == 0 {
		t.Fatalf("the test page has no differing link: %s", sum.Accounting())
	}
	if got := eval[string](t, ctx, `document.getElementById("accounting").textContent`); got != sum.Accounting() {
		t.Errorf("accounting\n%s\nwant\n%s", got, sum.Accounting())
	}
	s.checkInert(t, ctx, "migrate")
	report := eval[string](t, ctx, `document.getElementById("report").href`)
	s.do(t, ctx, chromedp.Navigate(report), chromedp.WaitVisible(chromedp.ID("accounting")))
	got := eval[map[string]any](t, ctx, `({pwned: window.pwned === undefined ? "" : String(window.pwned),
		foreign: document.querySelectorAll("img, iframe, object, embed, script").length})`)
	if got["pwned"] != "" || got["foreign"] != float64(0) {
		t.Errorf("report: the page's markup took effect: %v", got)
	}
	s.screenshot(t, ctx, "migrate-noscript.png")
}
