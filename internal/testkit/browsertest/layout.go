package browsertest

import (
	"context"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// layoutProblems is evaluated in the page: it returns, by the geometry
// the browser laid out, every place where text is cut or runs off:
//
//   - a chart's text (an SVG text element, by getBBox in the svg's own
//     units and getBoundingClientRect on the screen) outside its svg's
//     viewBox or box, or outside the viewport;
//   - an svg, a table or one of its cells whose right edge is past the
//     viewport's (the page scrolls sideways), or past the box of an
//     ancestor that clips or scrolls it;
//   - a cell whose content is wider than the cell (scrollWidth over
//     clientWidth: text running into the next column, or cut);
//   - the page itself wider than the viewport.
//
// Each problem is one line naming the element and its text.
const layoutProblems = `(() => {
	const out = [];
	const vw = document.documentElement.clientWidth;
	const name = (el) => {
		let s = el.tagName.toLowerCase();
		if (el.id) s += "#" + el.id;
		const owner = el.closest("[id]");
		if (owner && owner !== el) s = "#" + owner.id + " " + s;
		return s + " " + JSON.stringify((el.textContent || "").trim().slice(0, 60));
	};
	// clipper returns the nearest ancestor whose overflow is not visible.
	const clipper = (el) => {
		for (let p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
			const st = getComputedStyle(p);
			if (st.overflowX !== "visible") return p;
		}
		return null;
	};
	const outside = (r, box, slack) => r.left < box.left - slack || r.right > box.right + slack;
	for (const svg of document.querySelectorAll("svg")) {
		const box = svg.getBoundingClientRect();
		const vb = svg.viewBox && svg.viewBox.baseVal;
		for (const t of svg.querySelectorAll("text")) {
			if (!t.textContent.trim()) continue;
			const r = t.getBoundingClientRect();
			if (outside(r, box, 0.5) || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) {
				out.push("cut at its chart's edge: " + name(t));
			}
			if (vb && vb.width > 0) {
				const b = t.getBBox();
				if (b.x < vb.x - 0.5 || b.x + b.width > vb.x + vb.width + 0.5) {
					out.push("outside its chart's viewBox: " + name(t));
				}
			}
			if (r.left < 0 || r.right > vw + 0.5) {
				out.push("off the screen: " + name(t));
			}
		}
	}
	const boxes = Array.from(document.querySelectorAll("svg, table, th, td"));
	for (const el of boxes) {
		const r = el.getBoundingClientRect();
		if (r.width === 0) continue;
		if (r.right > vw + 0.5) {
			out.push("past the right edge (" + Math.round(r.right) + " > " + vw + "): " + name(el));
			continue;
		}
		const c = clipper(el);
		if (c && outside(r, c.getBoundingClientRect(), 0.5)) {
			out.push("cut by " + name(c).slice(0, 40) + ": " + name(el));
		}
	}
	for (const cell of document.querySelectorAll("th, td")) {
		if (cell.scrollWidth > cell.clientWidth + 1) {
			out.push("content wider than its cell (" + cell.scrollWidth + " > " + cell.clientWidth + "): " + name(cell));
		}
	}
	if (document.documentElement.scrollWidth > vw + 0.5) {
		out.push("the page is wider than the screen: " + document.documentElement.scrollWidth + " > " + vw);
	}
	return out;
})()`

// LayoutProblems returns what layoutProblems finds on the page open in
// ctx: text cut, or running off, by the browser's own geometry.
func LayoutProblems(ctx context.Context) ([]string, error) {
	return chromedp.Run(ctx, chromedp.Evaluate[[]string](layoutProblems))
}

// SetWidth lays the page of ctx out at width CSS pixels (one device pixel
// each) and height, whatever the window.
func SetWidth(ctx context.Context, width, height int64) error {
	_, err := chromedp.Call(ctx, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{Width: width, Height: height, DeviceScaleFactor: 1})
	return err
}

// Screenshot saves a screenshot of the whole page of ctx to dir/name and
// returns its size in pixels, read back from the PNG.
func Screenshot(t testing.TB, ctx context.Context, dir, name string) (width, height int) {
	t.Helper()
	b, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	t.Logf("screenshot %s: %d by %d pixels", path, cfg.Width, cfg.Height)
	return cfg.Width, cfg.Height
}

// OpenFile starts exe (as Allocator does) with a window of width by
// height, lays the page out at that width (SetWidth) and opens the local
// file path. The returned context lives until the test ends, or for at
// most timeout.
func OpenFile(t testing.TB, exe, path string, width, height int64, timeout time.Duration) context.Context {
	t.Helper()
	abs, err := filepath.Abs(path)
	if err != nil {
		t.Fatal(err)
	}
	alloc, cancelAlloc := Allocator(t, exe, chromedp.WindowSize(int(width), int(height)))
	t.Cleanup(cancelAlloc)
	ctx, cancel := chromedp.NewContext(alloc)
	t.Cleanup(cancel)
	ctx, cancelTimeout := context.WithTimeout(ctx, timeout)
	t.Cleanup(cancelTimeout)
	if err := SetWidth(ctx, width, height); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate("file://"+abs)); err != nil {
		t.Fatal(err)
	}
	return ctx
}
