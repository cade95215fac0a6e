package output

import (
	"bytes"
	"cmp"
	_ "embed"
	"fmt"
	"html/template"
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/migrate"
)

// A Chart is one of the charts of a migration's Summary, drawn as inline
// SVG: no script, no style sheet, nothing fetched. Its type and colours
// are SVG presentation attributes, so that it looks the same in the
// report and in serve's Migrate page, each under its own
// Content-Security-Policy (which allows no style attribute).
type Chart struct {
	// ID is the svg element's id: chart-causes, chart-years,
	// chart-inputs, chart-pairs, chart-replay.
	ID    string
	Title string
	// Note says how to read the chart ("" when the title says it all);
	// Empty stands in for it when it has nothing to draw.
	Note, Empty string
	SVG         template.HTML
}

//go:embed charts.svg.tmpl
var chartsTemplate string

// chartsTmpl is parsed on first use, not at every start of the command.
var chartsTmpl = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("charts").Parse(chartsTemplate))
})

const (
	chartWidth = 720.0
	barHeight  = 22.0
	// cellWidth is the width of one character of the charts' 12px
	// monospace type (0.6 em in DejaVu Sans Mono, Liberation Mono,
	// Menlo, Consolas), with room to spare: every text is laid out by
	// it, so that none is cut or runs into a bar. A wide character (CJK)
	// takes two.
	cellWidth = 7.3
	// maxLabel is the most characters a bar's label shows: a longer one
	// (a file's path) keeps its end, after "…"; its title holds it
	// whole.
	maxLabel = 40
	// maxBars is the most bars of the charts by input and by dialect
	// pair: the rest are one bar, "other".
	maxBars = 10
	// yearChartHeight is the height of the year chart's tallest bar,
	// whose foot is at yearChartBase, under room for its figure;
	// yearRight is the room right of the axis for the share's scale.
	yearChartHeight = 160.0
	yearChartBase   = 180.0
	yearLeft        = 40.0
	yearRight       = 56.0
)

// Charts returns the charts of s, in the order the report shows them:
// the links that differ or fail by cause; the changed links by year of
// capture; by input (or manifest collection); by dialect pair; and, when
// the run looked captures up, the replay verdicts by modern dialect.
func Charts(s *migrate.Summary) []Chart {
	changed := s.Links.Differs + s.Links.Fails
	var causes []barItem
	for _, id := range slices.Sorted(maps.Keys(s.Causes)) {
		desc := "(unknown cause)"
		if c := migrate.CauseByID(id); c != nil {
			desc = c.Description
		}
		n := s.Causes[id]
		causes = append(causes, barItem{Label: id, Title: id + ": " + desc, Value: n,
			Figure: fmt.Sprintf("%d (%s)", n, roundPercent(n, changed))})
	}
	slices.SortStableFunc(causes, func(a, b barItem) int { return cmp.Compare(b.Value, a.Value) })
	charts := []Chart{
		hbars(Chart{ID: "chart-causes", Title: "Links that differ or fail, by cause", Empty: "No link differs or fails."}, causes, "#c0392b"),
		yearChart(s.Years),
		inputChart(s.Inputs),
		pairChart(s.Pairs),
	}
	if s.Replay != nil {
		charts = append(charts, replayChart(s))
	}
	return charts
}

// A barItem is what one bar of a horizontal bar chart shows: its label,
// its length (Value), its figure right of it, its title (the tooltip).
type barItem struct {
	Label, Title, Figure string
	Value                int
	Fill                 string // "" for the chart's
}

// A bar is one bar of a chart, laid out.
type bar struct {
	barItem
	X, Y, W, H float64
	// LabelX and FigureX are where the label ends and the figure starts;
	// DotX, DotY the centre of the year chart's share.
	LabelX, FigureX, DotX, DotY float64
}

// hbarView is a horizontal bar chart, laid out, as charts.svg.tmpl draws
// it.
type hbarView struct {
	ID, Aria      string
	Width, Height float64
	Bars          []bar
}

// hbars lays c out as a horizontal bar chart of items, in their order,
// each bar fill unless it has its own colour: the labels right-aligned
// in a column as wide as the longest, the figures right of the bars.
func hbars(c Chart, items []barItem, fill string) Chart {
	if len(items) == 0 {
		return c
	}
	labelWidth, figureWidth, most := 0.0, 0.0, 1
	for i := range items {
		items[i].Label = shortLabel(items[i].Label)
		labelWidth = max(labelWidth, textWidth(items[i].Label))
		figureWidth = max(figureWidth, textWidth(items[i].Figure))
		most = max(most, items[i].Value)
	}
	labelWidth += 12
	room := chartWidth - labelWidth - figureWidth - 12
	v := hbarView{ID: c.ID, Aria: strings.ToLower(c.Title), Width: chartWidth, Height: float64(len(items))*barHeight + 4}
	for i, it := range items {
		if it.Fill == "" {
			it.Fill = fill
		}
		w := room * float64(it.Value) / float64(most)
		v.Bars = append(v.Bars, bar{barItem: it, X: labelWidth, Y: float64(i) * barHeight, W: w, H: barHeight - 6,
			LabelX: labelWidth - 6, FigureX: labelWidth + w + 6})
	}
	c.SVG = drawChart("hbars", v)
	return c
}

// drawChart executes the template name of charts.svg.tmpl on v.
func drawChart(name string, v any) template.HTML {
	var b bytes.Buffer
	if err := chartsTmpl().ExecuteTemplate(&b, name, v); err != nil {
		// The templates are the package's and v their own type: an
		// error is a bug, which every test of a report shows.
		panic(err)
	}
	// html/template escaped every value into b.
	return template.HTML(b.String())
}

// textWidth is the width of s in the charts' type (cellWidth).
func textWidth(s string) float64 {
	cells := 0
	for _, r := range s {
		cells++
		if wide(r) {
			cells++
		}
	}
	return float64(cells) * cellWidth
}

// wide reports a character that takes two cells of monospace type: the
// East Asian scripts and full-width forms.
func wide(r rune) bool {
	return r >= 0x1100 && r <= 0x115F || r >= 0x2E80 && r <= 0xA4CF || r >= 0xAC00 && r <= 0xD7A3 ||
		r >= 0xF900 && r <= 0xFAFF || r >= 0xFE30 && r <= 0xFE4F || r >= 0xFF00 && r <= 0xFF60 ||
		r >= 0xFFE0 && r <= 0xFFE6 || r >= 0x20000 && r <= 0x3FFFD
}

// shortLabel keeps the end of a label longer than maxLabel characters
// after "…": of a path, the file's name and the folders nearest it.
func shortLabel(s string) string {
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "\uFFFD")
	}
	n := utf8.RuneCountInString(s)
	if n <= maxLabel {
		return s
	}
	r := []rune(s)
	return "…" + string(r[n-maxLabel+1:])
}

func roundPercent(n, of int) string {
	if of == 0 {
		return "0%"
	}
	return fmt.Sprintf("%.0f%%", 100*float64(n)/float64(of))
}

// countItems returns the bars of counts, by changed links then links
// then name, each labelled by label(name): the first maxBars, and the
// rest as one bar "other (N what)" when there are more. more is how many
// the last bar holds, 0 if none.
func countItems(counts map[string]migrate.Count, label func(string) string, what string) (items []barItem, more int) {
	names := slices.Sorted(maps.Keys(counts))
	slices.SortStableFunc(names, func(a, b string) int {
		return cmp.Or(cmp.Compare(counts[b].Changed, counts[a].Changed), cmp.Compare(counts[b].Links, counts[a].Links))
	})
	item := func(label, title string, c migrate.Count) barItem {
		fig := fmt.Sprintf("%d of %d (%s)", c.Changed, c.Links, percentOf(c.Changed, c.Links))
		return barItem{Label: label, Title: fmt.Sprintf("%s: %s links changed", title, fig), Value: c.Changed, Figure: fig}
	}
	for i, n := range names {
		if i == maxBars && len(names) > maxBars+1 {
			var rest migrate.Count
			for _, m := range names[i:] {
				rest.Links += counts[m].Links
				rest.Changed += counts[m].Changed
			}
			more = len(names) - i
			other := fmt.Sprintf("other (%d %s)", more, what)
			items = append(items, item(other, other, rest))
			break
		}
		items = append(items, item(label(n), n, counts[n]))
	}
	return items, more
}

// inputChart lays out the changed links by input file or manifest
// collection (Summary.Inputs), their folder common to all left out of
// the labels.
func inputChart(inputs map[string]migrate.Count) Chart {
	c := Chart{ID: "chart-inputs", Title: "Changed links by input", Empty: "No input held a link."}
	dir := commonFolder(slices.Collect(maps.Keys(inputs)))
	items, more := countItems(inputs, func(n string) string { return strings.TrimPrefix(n, dir) }, "inputs")
	var notes []string
	if dir != "" && len(inputs) > 1 {
		// A single input is labelled by its file's name, its title
		// holds its path.
		notes = append(notes, "Inputs under "+dir+".")
	}
	if more > 0 {
		notes = append(notes, fmt.Sprintf("The %d inputs with the most changed links; the other %d are one bar.", maxBars, more))
	}
	c.Note = strings.Join(notes, " ")
	return hbars(c, items, "#2c7fb8")
}

// commonFolder returns the folder, ending in "/", that holds every one of
// names ("" if none does); of a single name, its folder.
func commonFolder(names []string) string {
	if len(names) == 0 {
		return ""
	}
	prefix := path.Dir(names[0]) + "/"
	for _, n := range names[1:] {
		for !strings.HasPrefix(n, prefix) {
			parent := path.Dir(strings.TrimSuffix(prefix, "/"))
			if parent == "." || parent+"/" == prefix || prefix == "/" {
				return ""
			}
			prefix = strings.TrimSuffix(parent, "/") + "/"
		}
	}
	if prefix == "./" {
		return ""
	}
	return prefix
}

// pairChart lays out the changed links by dialect pair: the From
// configuration a link was read under, then each modern dialect.
func pairChart(pairs map[string]map[string]migrate.Count) Chart {
	c := Chart{ID: "chart-pairs", Title: "Changed links by dialect pair",
		Note:  "The configuration a link was read under then (by date, under auto or an era table; by the manifest), and each modern dialect: the links that differ or fail under it.",
		Empty: "No link was migrated."}
	flat := map[string]migrate.Count{}
	for from, byTo := range pairs {
		for to, n := range byTo {
			flat[from+" → "+to] = n
		}
	}
	items, more := countItems(flat, func(n string) string { return n }, "pairs")
	if more > 0 {
		c.Note += fmt.Sprintf(" The %d pairs with the most changed links; the other %d are one bar.", maxBars, more)
	}
	return hbars(c, items, "#8e44ad")
}

// verdictFill colours the replay verdicts: harm red, the rest calm.
var verdictFill = map[captures.Verdict]string{captures.Breaks: "#c0392b", captures.Wrong: "#e67e22",
	captures.Missing: "#95a5a6", captures.Found: "#2c7fb8", captures.Same: "#27ae60"}

// replayChart lays out the replay verdicts of the links not same, by
// modern dialect then verdict.
func replayChart(s *migrate.Summary) Chart {
	c := Chart{ID: "chart-replay", Title: "Replay verdicts by dialect",
		Note:  "The links whose verdict is not same, by what replay under each modern dialect shows: breaks (the page meant is captured, replay does not find it), wrong (replay shows another page), missing, found, same.",
		Empty: "No link was looked up in the captures."}
	var items []barItem
	for _, d := range s.To {
		counts := s.Replay[d]
		for _, v := range []captures.Verdict{captures.Breaks, captures.Wrong, captures.Missing, captures.Found, captures.Same} {
			n, pages := counts.Verdicts[v], counts.Pages[v]
			fig := fmt.Sprintf("%d on %d pages", n, pages)
			items = append(items, barItem{Label: d + ": " + string(v), Title: fmt.Sprintf("under %s, %s: %d links on %d pages", d, v, n, pages),
				Value: n, Figure: fig, Fill: verdictFill[v]})
		}
	}
	return hbars(c, items, "")
}

// yearView is the year chart, laid out.
type yearView struct {
	Width, Right, TickX float64
	Bars, Ticks         []bar
}

// yearChart lays out the changed links by year of capture: every year
// from the first to the last on the axis (a year without links too), a
// bar for the count of changed links, labelled with it and its share of
// the year's links; the share is drawn as a dot on a scale whose top is
// the largest share rounded up, so that a share of 2% shows as more than
// a sliver. "unknown" (links without a date) comes last. A year's label
// is left out where it would run into the next ones, and so is a figure,
// each by its own width: a count of two digits stays above its bar where
// "1997" would not fit beside "1998" (the last year keeps both); the
// bar's title holds them.
func yearChart(counts map[string]migrate.Count) Chart {
	c := Chart{ID: "chart-years", Title: "Changed links by year of capture", Empty: "No link has a date of capture."}
	var years []string
	first, last, unknown := 0, 0, false
	for y := range counts {
		n, err := strconv.Atoi(y)
		if err != nil {
			unknown = true
			continue
		}
		if first == 0 || n < first {
			first = n
		}
		last = max(last, n)
	}
	if first > 0 {
		for y := first; y <= last; y++ {
			years = append(years, strconv.Itoa(y))
		}
	}
	if unknown {
		for _, y := range slices.Sorted(maps.Keys(counts)) {
			if _, err := strconv.Atoi(y); err != nil {
				years = append(years, y)
			}
		}
	}
	if len(years) == 0 {
		return c
	}
	maxChanged, maxShare, widestLabel, widestFigure := 1, 0.0, 0.0, 0.0
	for _, y := range years {
		n := counts[y]
		maxChanged = max(maxChanged, n.Changed)
		if n.Links > 0 {
			maxShare = max(maxShare, float64(n.Changed)/float64(n.Links))
		}
		widestLabel = max(widestLabel, textWidth(y))
		widestFigure = max(widestFigure, textWidth(strconv.Itoa(n.Changed)))
	}
	scale := niceCeiling(maxShare)
	right := chartWidth - yearRight
	step := (right - yearLeft) / float64(len(years))
	// everyLabel, everyFigure: one year in every so many has its label,
	// its figure.
	every := func(widest float64) int { return max(1, int((widest+4)/step)+1) }
	everyLabel, everyFigure := every(widestLabel), every(widestFigure)
	v := yearView{Width: chartWidth, Right: right, TickX: right + 4}
	for i, y := range years {
		n := counts[y]
		h := yearChartHeight * float64(n.Changed) / float64(maxChanged)
		share := 0.0
		if n.Links > 0 {
			share = float64(n.Changed) / float64(n.Links)
		}
		b := bar{barItem: barItem{Label: y, Value: n.Changed,
			Title: fmt.Sprintf("%s: %d of %d links changed (%s)", y, n.Changed, n.Links, percentOf(n.Changed, n.Links))},
			X: yearLeft + float64(i)*step + step*0.15, W: step * 0.7, Y: yearChartBase - h, H: h,
			DotY: yearChartBase - yearChartHeight*share/scale}
		b.DotX = b.X + b.W
		if n.Changed > 0 {
			b.Figure = strconv.Itoa(n.Changed)
		}
		v.Bars = append(v.Bars, b)
	}
	// The last year keeps its label and figure: the one before it that
	// would run into them loses its.
	thinned := func(i, every int) bool {
		lastShown := (len(years) - 1) / every * every
		return i != len(years)-1 && (i%every != 0 || i == lastShown && len(years)-1-i < every)
	}
	for i := range v.Bars {
		if thinned(i, everyLabel) {
			v.Bars[i].Label = ""
		}
		if thinned(i, everyFigure) {
			v.Bars[i].Figure = ""
		}
	}
	for _, f := range []float64{0, 0.5, 1} {
		v.Ticks = append(v.Ticks, bar{barItem: barItem{Label: fmt.Sprintf("%.3g%%", 100*scale*f)}, Y: yearChartBase - yearChartHeight*f})
	}
	c.Note = fmt.Sprintf("Bars: changed links (their count above); dots: their share of the year's links (right scale, to %.3g%%).", 100*scale)
	c.SVG = drawChart("years", v)
	return c
}

// niceCeiling rounds a share up to 1, 2 or 5 times a power of ten, at
// most 1 (100%).
func niceCeiling(share float64) float64 {
	if share <= 0 {
		return 1
	}
	for p := 1e-4; p < 1; p *= 10 {
		for _, m := range []float64{1, 2, 5} {
			if share <= m*p {
				return m * p
			}
		}
	}
	return 1
}
