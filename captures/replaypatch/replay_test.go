package replaypatch

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/uridialect/uridialect/internal/testkit/browsertest"
	"github.com/uridialect/uridialect/internal/testkit/replaytest"
)

// frameState is what the replay frame shows.
type frameState struct {
	Found bool   `json:"found"`
	Href  string `json:"href"`
	Text  string `json:"text"`
	Type  string `json:"type"`
}

// replayFrame is a script's function that finds ReplayWeb.page's replay
// frame: an iframe whose page is a replay URL, ".../mp_/http..." (the
// archived page itself), looked for inside open shadow roots too.
const replayFrame = `const replayFrame = (root) => {
	for (const f of root.querySelectorAll('iframe')) {
		try {
			if (f.contentWindow.location.href.includes('mp_/')) return f;
		} catch (e) {}
	}
	for (const el of root.querySelectorAll('*')) {
		if (el.shadowRoot) {
			const f = replayFrame(el.shadowRoot);
			if (f) return f;
		}
	}
	return null;
};
`

// findFrame returns what the replay frame shows.
const findFrame = `(() => {
	` + replayFrame + `
	const f = replayFrame(document);
	if (!f) return {found: false};
	const d = f.contentDocument;
	return {found: true, href: f.contentWindow.location.href,
		text: d && d.body ? d.body.innerText.slice(0, 4000) : '', type: d ? d.contentType : ''};
})()`

// listFrames lists the frames, the shadow hosts and the page's address,
// for a failure's message.
const listFrames = `(() => {
	const out = [location.href];
	const walk = (root, depth) => {
		for (const el of root.querySelectorAll('*')) {
			if (el.tagName === 'IFRAME') {
				let href = '';
				try { href = el.contentWindow.location.href; } catch (e) { href = 'cross-origin ' + el.src; }
				out.push(depth + ' iframe ' + href);
			}
			if (el.shadowRoot) {
				out.push(depth + ' shadow ' + el.tagName);
				walk(el.shadowRoot, depth + '>');
			}
		}
	};
	walk(document, '');
	return out;
})()`

// clickLink clicks the link whose text is given in the replay frame.
const clickLink = `((text) => {
	` + replayFrame + `
	const f = replayFrame(document);
	if (!f) return false;
	for (const a of f.contentDocument.querySelectorAll('a')) {
		if (a.textContent.trim() === text) { a.click(); return true; }
	}
	return false;
})(%q)`

// TestReplayWebPage replays the test collection in a real replay engine:
// ReplayWeb.page (npm replaywebpage, wabac.js), served from localhost by
// a Go file server, in headless Chromium. It opens the page of 1996 at
// its capture date, clicks its ";type=text" link, and reads what the
// replay frame shows. Without the patch, replay resolves the link as
// browsers do today, looks up a URL no crawler fetched and shows
// wabac.js's "Archived Page Not Found"; with the patch in the package,
// it follows the patch's redirect to the page the link meant, captured
// by the crawler: the page as text/plain. Each case runs in a fresh
// browser profile (a reused one keeps the old package's index).
func TestReplayWebPage(t *testing.T) {
	exe := browsertest.Find(t)
	app := replaytest.Fetch(t)
	dir := t.TempDir()
	c, patch := patched(t, dir)
	served := filepath.Join(dir, "served")
	os.Mkdir(served, 0o755)
	writeWACZ(t, filepath.Join(served, "unpatched.wacz"), Package{Inputs: []Input{{Name: c.warc}}, TempDir: dir})
	writeWACZ(t, filepath.Join(served, "patched.wacz"), Package{Inputs: []Input{{Name: c.warc}}, Patch: patch, TempDir: dir})
	origin := replaytest.Serve(t, served, app)

	for _, tc := range []struct {
		pkg  string
		want func(frameState) bool
		says string
	}{
		{"unpatched.wacz", func(s frameState) bool { return strings.Contains(s.Text, "Archived Page Not Found") },
			`wabac.js's "Archived Page Not Found"`},
		{"patched.wacz", func(s frameState) bool {
			return strings.HasSuffix(s.Href, "mp_/"+c.then) && s.Type == "text/plain" && strings.Contains(s.Text, `<a href=";type=text">as text</a>`)
		}, "the capture of " + c.then + ", the page as text/plain"},
	} {
		t.Run(tc.pkg, func(t *testing.T) {
			start := time.Now()
			alloc, cancelAlloc := browsertest.Allocator(t, exe, chromedp.WindowSize(1280, 900))
			defer cancelAlloc()
			ctx, cancelCtx := chromedp.NewContext(alloc)
			defer cancelCtx()
			ctx, cancelTimeout := context.WithTimeout(ctx, 2*time.Minute)
			defer cancelTimeout()
			open := origin + "/?source=" + url.QueryEscape(origin+"/"+tc.pkg) +
				"#view=pages&url=" + url.QueryEscape(pageURL) + "&ts=" + pageDate.Format("20060102150405")
			if _, err := chromedp.Run(ctx, chromedp.Navigate(open)); err != nil {
				t.Fatalf("opening %s: %v", open, err)
			}
			page := poll(t, ctx, "the page of 1996 in the replay frame", func(s frameState) bool {
				return strings.HasSuffix(s.Href, "mp_/"+pageURL) && strings.Contains(s.Text, "as text")
			})
			t.Logf("replaying %s: %s", page.Href, oneLine(page.Text))
			clicked, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(clickLink, "as text")))
			if err != nil || !clicked {
				t.Fatalf("clicking the link: %v (clicked %v)", err, clicked)
			}
			got := poll(t, ctx, tc.says, tc.want)
			t.Logf("after the click, %s (%s): %s", got.Href, got.Type, oneLine(got.Text[:min(len(got.Text), 200)]))
			t.Logf("%s: %.1f s", tc.pkg, time.Since(start).Seconds())
		})
	}
}

// pollFor is how long poll waits: ReplayWeb.page replays a page of this
// collection in about 1 to 2.5 s on a machine of two cores.
const pollFor = 45 * time.Second

// poll reads the replay frame until want holds of it, and fails the test
// saying what it showed last (and where its screenshot is) after pollFor.
func poll(t *testing.T, ctx context.Context, what string, want func(frameState) bool) frameState {
	t.Helper()
	var s frameState
	deadline := time.Now().Add(pollFor)
	for {
		got, err := chromedp.Run(ctx, chromedp.Evaluate[frameState](findFrame))
		if err == nil {
			s = got
		}
		if err == nil && s.Found && want(s) {
			return s
		}
		if time.Now().After(deadline) {
			if png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100)); err == nil {
				shot := filepath.Join(os.TempDir(), "replay-"+strings.ReplaceAll(t.Name(), "/", "-")+".png")
				os.WriteFile(shot, png, 0o644)
				t.Logf("screenshot: %s", shot)
			}
			frames, _ := chromedp.Run(ctx, chromedp.Evaluate[[]string](listFrames))
			t.Logf("frames: %q", frames)
			t.Fatalf("waiting for %s: the frame showed %q (%s): %q (%v)", what, s.Href, s.Type, s.Text, err)
		}
		time.Sleep(200 * time.Millisecond)
	}
}
