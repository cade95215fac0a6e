package explorer

import (
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/internal/testkit/browsertest"
)

// layoutWidth is the screen the pages must fit without cutting text: a
// laptop's.
const layoutWidth = 1280

// windows1252Page is a real windows-1252 page (Lynx's cp-1252 test page,
// testdata/migrate/encodings) with links whose values hold "forsøk" in
// its encoding (ø is the byte F8), as the sites of the 1990s wrote them.
func windows1252Page(t *testing.T) string {
	page, err := os.ReadFile("../../../../testdata/migrate/encodings/cp-1252-2025.html")
	if err != nil {
		t.Fatal(err)
	}
	links := "<P><A HREF=\"fors\xF8k.html\">1</A> <A HREF=\"search?q=fors\xF8k&amp;x=1\">2</A> <A HREF=\"dir\\fors\xF8k\\index.html\">3</A>\n"
	page = append(page, links...)
	path := filepath.Join(t.TempDir(), "forsok.html")
	if err := os.WriteFile(path, page, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// layout lays out, at 1280 CSS pixels wide, the Migrate page's run of a
// windows-1252 page, that run's report, and the Compare page with every
// registered dialect and client profile a column; on each it checks by
// the browser's geometry (browsertest.LayoutProblems) that no chart label
// and no column is cut or runs off the screen, and saves a screenshot
// 1280 pixels wide. The report's first screen states the findings, and
// the page's ø shows as ø on the Migrate page and in the report.
func (s *browserSession) layout(t *testing.T) {
	ctx, cancel := chromedp.NewContext(s.ctx)
	defer cancel()
	s.do(t, ctx, chromedp.Navigate("about:blank"))
	if err := browsertest.SetWidth(ctx, layoutWidth, 900); err != nil {
		t.Fatal(err)
	}
	check := func(what, shot string) {
		t.Helper()
		if w := eval[float64](t, ctx, `document.documentElement.clientWidth`); w != layoutWidth {
			t.Fatalf("%s: laid out %v pixels wide, want %d", what, w, layoutWidth)
		}
		problems, err := browsertest.LayoutProblems(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range problems {
			t.Errorf("%s at %d pixels: %s", what, layoutWidth, p)
		}
		if w, _ := browsertest.Screenshot(t, ctx, s.shots, shot); w != layoutWidth {
			t.Errorf("%s: the screenshot is %d pixels wide, want %d", what, w, layoutWidth)
		}
	}

	s.do(t, ctx,
		chromedp.Navigate(s.origin+"/migrate"),
		chromedp.WaitVisible(chromedp.ID("migrate-form")),
		chromedp.SetUploadFiles(chromedp.ID("doc"), []string{windows1252Page(t)}),
		chromedp.SendKeys(chromedp.ID("url"), "http://www.example.no/1997/forsok.html"),
		chromedp.SendKeys(chromedp.ID("date"), "1997-06-01"),
		chromedp.Click(chromedp.CSS(`#migrate-form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.ID("charts")),
	)
	charts := eval[[]string](t, ctx, `Array.from(document.querySelectorAll("#charts svg")).map(svg => svg.id)`)
	if want := "chart-causes chart-years chart-inputs chart-pairs"; strings.Join(charts, " ") != want {
		t.Errorf("the Migrate page's charts: %v, want %s", charts, want)
	}
	if got := eval[string](t, ctx, `document.getElementById("migrate-links").innerText`); !strings.Contains(got, "forsøk") || strings.Contains(got, "\uFFFD") {
		t.Errorf("the Migrate page's links do not show forsøk as the page did:\n%.400s", got)
	}
	check("Migrate", "layout-migrate.png")

	report := eval[string](t, ctx, `document.getElementById("report").href`)
	s.do(t, ctx, chromedp.Navigate(report), chromedp.WaitVisible(chromedp.ID("findings")))
	first := eval[map[string]any](t, ctx, `(() => {
		const f = document.getElementById("findings");
		return {bottom: f.getBoundingClientRect().bottom, screen: window.innerHeight, text: f.innerText};
	})()`)
	if first["bottom"].(float64) > first["screen"].(float64) {
		t.Errorf("the report's findings end at %v, below its first screen (%v)", first["bottom"], first["screen"])
	}
	if text := first["text"].(string); !strings.Contains(text, " of ") || !strings.Contains(text, "links") {
		t.Errorf("the report's first screen does not state its findings: %q", text)
	}
	charts = eval[[]string](t, ctx, `Array.from(document.querySelectorAll("svg")).map(svg => svg.id)`)
	if want := "chart-causes chart-years chart-inputs chart-pairs"; strings.Join(charts, " ") != want {
		t.Errorf("the report's charts: %v, want %s", charts, want)
	}
	if got := eval[string](t, ctx, `document.body.innerText`); !strings.Contains(got, "forsøk") || strings.Contains(got, "\uFFFD") {
		t.Errorf("the report does not show forsøk as the page did")
	}
	check("the report", "layout-report.png")

	var names []string
	for _, d := range engine.All() {
		names = append(names, d.Name())
	}
	q := url.Values{"base": {"http://www.example.no/~user/1997/forsok/index.html;type=a?q=1#top"},
		"refs": {strings.Join(append(browserRefs, "../../../../g?fors%F8k=1#x", "http://www.example.no:80/a/./b/../c/%7Euser/fors%C3%B8k.html"), "\n")}}
	s.do(t, ctx, chromedp.Navigate(s.origin+"/compare?"+q.Encode()), chromedp.WaitVisible(chromedp.ID("comparison")))
	cols := eval[[]string](t, ctx, `Array.from(document.querySelectorAll("#comparison thead th[data-dialect]")).map(th => th.dataset.dialect)`)
	if strings.Join(cols, ",") != strings.Join(names, ",") {
		t.Fatalf("columns %v, want every registered dialect %v", cols, names)
	}
	if len(engine.Clients()) == 0 || len(names) < len(engine.Specifications())+len(engine.Clients()) {
		t.Fatalf("%d columns: the specifications' and the client profiles' are not all registered", len(names))
	}
	check("Compare", "layout-compare.png")
}
