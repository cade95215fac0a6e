package output

import (
	"cmp"
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"maps"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/uridialect/uridialect/migrate"
)

//go:embed report.html.tmpl
var reportTemplate string

var reportTmpl = template.Must(template.New("report").Funcs(template.FuncMap{
	"percent": func(n, of int) string {
		if of == 0 {
			return "0%"
		}
		return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(of))
	},
	"shell":   shellQuote,
	"explain": explainURL,
	"show":    showText,
	"or": func(a, b string) string {
		if a != "" {
			return a
		}
		return b
	},
}).Parse(reportTemplate))

// A bar is one bar of a chart, laid out.
type bar struct {
	Label, Title string
	Value        int
	X, Y, W, H   float64
	Share        string
}

type causeRow struct {
	*migrate.Cause
	Count    int
	Examples []migrate.Example
}

type tableRow struct {
	Name string
	migrate.Count
}

// reportData is what the template shows.
type reportData struct {
	S            *migrate.Summary
	Accounting   string
	Findings     findings
	Causes       []causeRow
	CauseBars    []bar
	CauseHeight  float64
	CauseLabel   float64 // the width of the cause chart's labels
	YearBars     []bar
	YearTicks    []bar // the share axis of the year chart
	YearTop      string
	Hosts        []tableRow
	SkippedKinds []tableRow
	Replay       []replaySection
}

// findings are what the report says first: how many links changed, and
// where most did.
type findings struct {
	Changed, Found        int
	Share                 string
	Causes, Years, Hosts  []tableRow // the first three of each, most changed first
	Rewritten, Unwritable int
}

const (
	chartWidth = 640.0
	barHeight  = 22.0
	// valueWidth is the room right of the longest bar for its figure,
	// "12345 (100%)" in 12px type.
	valueWidth = 100.0
	// charWidth is a wide character's width in the charts' 12px type:
	// labels are laid out by it, so that none is cut.
	charWidth = 7.5
	// yearChartHeight is the height of the year chart's tallest bar,
	// whose foot is at yearChartBase, under room for its figure.
	yearChartHeight = 160.0
	yearChartBase   = 180.0
)

// WriteReport writes the report of s: a self-contained HTML page (inline
// style and SVG charts, no script, nothing fetched at view time) with
// the accounting, the links that differ by cause, the share of changed
// links by year of capture, the top hosts and documents, the replay
// verdicts when the run looked captures up, and examples per cause with
// the explain command that shows each step.
func WriteReport(w io.Writer, s *migrate.Summary) error {
	d := reportData{S: s, Accounting: s.Accounting(), Replay: replaySections(s)}
	for _, id := range slices.Sorted(maps.Keys(s.Causes)) {
		c := migrate.CauseByID(id)
		if c == nil {
			c = &migrate.Cause{ID: id, Description: "(unknown cause)"}
		}
		d.Causes = append(d.Causes, causeRow{Cause: c, Count: s.Causes[id], Examples: s.Examples[id]})
	}
	slices.SortStableFunc(d.Causes, func(a, b causeRow) int { return cmp.Compare(b.Count, a.Count) })
	changed := s.Links.Differs + s.Links.Fails
	maxCount := 1
	d.CauseLabel = 40
	for _, c := range d.Causes {
		maxCount = max(maxCount, c.Count)
		d.CauseLabel = max(d.CauseLabel, charWidth*float64(len(c.ID))+12)
	}
	for i, c := range d.Causes {
		wd := (chartWidth - d.CauseLabel - valueWidth) * float64(c.Count) / float64(maxCount)
		d.CauseBars = append(d.CauseBars, bar{Label: c.ID, Title: c.Description, Value: c.Count,
			X: d.CauseLabel, Y: float64(i) * barHeight, W: wd, H: barHeight - 6, Share: fmt.Sprintf("%d (%.0f%%)", c.Count, 100*float64(c.Count)/float64(max(changed, 1)))})
	}
	d.CauseHeight = float64(len(d.CauseBars))*barHeight + 4
	d.YearBars, d.YearTicks, d.YearTop = yearChart(s.Years)
	for _, h := range slices.Sorted(maps.Keys(s.Hosts)) {
		d.Hosts = append(d.Hosts, tableRow{Name: h, Count: s.Hosts[h]})
	}
	slices.SortStableFunc(d.Hosts, func(a, b tableRow) int {
		return cmp.Or(cmp.Compare(b.Changed, a.Changed), cmp.Compare(b.Links, a.Links))
	})
	if len(d.Hosts) > s.Keep*2 {
		d.Hosts = d.Hosts[:s.Keep*2]
	}
	for _, k := range slices.Sorted(maps.Keys(s.Records.Skipped)) {
		d.SkippedKinds = append(d.SkippedKinds, tableRow{Name: k, Count: migrate.Count{Links: s.Records.Skipped[k]}})
	}
	d.Findings = findings{Changed: changed, Found: s.Links.Found, Share: percentOf(changed, s.Links.Found),
		Rewritten: s.Links.Rewritten, Unwritable: s.Links.Unrewritable}
	for _, c := range d.Causes[:min(3, len(d.Causes))] {
		d.Findings.Causes = append(d.Findings.Causes, tableRow{Name: c.ID, Count: migrate.Count{Changed: c.Count}})
	}
	var years []tableRow
	for y, c := range s.Years {
		if c.Changed > 0 {
			years = append(years, tableRow{Name: y, Count: c})
		}
	}
	slices.SortFunc(years, func(a, b tableRow) int { return cmp.Or(cmp.Compare(b.Changed, a.Changed), cmp.Compare(a.Name, b.Name)) })
	d.Findings.Years = years[:min(3, len(years))]
	for _, h := range d.Hosts[:min(3, len(d.Hosts))] {
		if h.Changed > 0 {
			d.Findings.Hosts = append(d.Findings.Hosts, h)
		}
	}
	return reportTmpl.Execute(w, d)
}

func percentOf(n, of int) string {
	if of == 0 {
		return "0%"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(of))
}

// yearChart lays out the changed links by year of capture: every year
// from the first to the last on the axis (a year without links too),
// a bar for the count of changed links, labelled with it and its share
// of the year's links; the share is drawn as a dot on a scale whose top
// is the largest share rounded up (ticks returns that axis), so that a
// share of 2% shows as more than a sliver. "unknown" (links without a
// date) comes last.
func yearChart(counts map[string]migrate.Count) (bars, ticks []bar, top string) {
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
		return nil, nil, ""
	}
	maxChanged, maxShare := 1, 0.0
	for _, y := range years {
		c := counts[y]
		maxChanged = max(maxChanged, c.Changed)
		if c.Links > 0 {
			maxShare = max(maxShare, float64(c.Changed)/float64(c.Links))
		}
	}
	scale := niceCeiling(maxShare)
	step := (chartWidth - 80) / float64(len(years))
	for i, y := range years {
		c := counts[y]
		h := yearChartHeight * float64(c.Changed) / float64(maxChanged)
		share := 0.0
		if c.Links > 0 {
			share = float64(c.Changed) / float64(c.Links)
		}
		label := y
		if len(years) > 12 && i%2 == 1 && y != years[len(years)-1] {
			label = "" // every year has its bar; every other one its label
		}
		bars = append(bars, bar{Label: label, Value: c.Changed,
			Title: fmt.Sprintf("%s: %d of %d links changed (%s)", y, c.Changed, c.Links, percentOf(c.Changed, c.Links)),
			X:     40 + float64(i)*step + step*0.15, W: step * 0.7, Y: yearChartBase - h, H: h,
			Share: fmt.Sprintf("%.1f", yearChartBase-yearChartHeight*share/scale)})
	}
	for _, f := range []float64{0, 0.5, 1} {
		ticks = append(ticks, bar{Label: fmt.Sprintf("%.3g%%", 100*scale*f), Y: yearChartBase - yearChartHeight*f})
	}
	return bars, ticks, fmt.Sprintf("%.3g%%", 100*scale)
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

// shellQuote quotes s for a shell, so that the command given it receives
// s's bytes exactly: in single quotes (POSIX) when s is UTF-8 without a
// control character, else in ANSI-C quotes, $'...', with \xHH for each
// byte that is not part of UTF-8 and each control character (bash, zsh
// and ksh93 read them; POSIX.1-2024 adds them to sh).
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=@%+,") == "" {
		return s
	}
	if utf8.ValidString(s) && !hasControl(s) {
		return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
	}
	b := []byte("$'")
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch c := s[i]; {
		case r == utf8.RuneError && size == 1, c < 0x20, c == 0x7F:
			b = fmt.Appendf(b, "\\x%02X", c)
		case c == '\'' || c == '\\':
			b = append(b, '\\', c)
		default:
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return string(append(b, '\''))
}

// ServeAddress is where `uridialect serve` listens by default; the
// report's examples link to its explain page there.
const ServeAddress = "127.0.0.1:8080"

// explainURL returns the link to the explain page of `uridialect serve`
// for ref against base under the configuration named config
// ("rfc2396 -o dotdot=drop"). A link, not a fetch: the report still opens
// offline, and the link works once serve runs.
func explainURL(config, base, ref string) string {
	q := url.Values{}
	fields := strings.Fields(config)
	if len(fields) > 0 {
		q.Set("d", fields[0])
	}
	// The Explain page reads its settings as one value, a line each.
	var opts []string
	for i := 1; i+1 < len(fields); i += 2 {
		if fields[i] == "-o" {
			opts = append(opts, fields[i+1])
		}
	}
	if len(opts) > 0 {
		q.Set("o", strings.Join(opts, "\n"))
	}
	q.Set("base", base)
	q.Set("ref", ref)
	return "http://" + ServeAddress + "/explain?" + q.Encode()
}
