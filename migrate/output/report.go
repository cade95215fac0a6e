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
	"strings"

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
	Causes       []causeRow
	CauseBars    []bar
	CauseHeight  float64
	YearBars     []bar
	Hosts        []tableRow
	SkippedKinds []tableRow
	Replay       []replaySection
}

const (
	chartWidth = 640.0
	labelWidth = 170.0
	barHeight  = 22.0
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
	for _, c := range d.Causes {
		maxCount = max(maxCount, c.Count)
	}
	for i, c := range d.Causes {
		wd := (chartWidth - labelWidth - 60) * float64(c.Count) / float64(maxCount)
		d.CauseBars = append(d.CauseBars, bar{Label: c.ID, Title: c.Description, Value: c.Count,
			X: labelWidth, Y: float64(i) * barHeight, W: wd, H: barHeight - 6, Share: fmt.Sprintf("%d (%.0f%%)", c.Count, 100*float64(c.Count)/float64(max(changed, 1)))})
	}
	d.CauseHeight = float64(len(d.CauseBars))*barHeight + 4
	years := slices.Sorted(maps.Keys(s.Years))
	if len(years) > 0 {
		step := (chartWidth - 40) / float64(len(years))
		for i, y := range years {
			c := s.Years[y]
			share := 0.0
			if c.Links > 0 {
				share = float64(c.Changed) / float64(c.Links)
			}
			h := 160 * share
			d.YearBars = append(d.YearBars, bar{Label: y, Value: c.Changed,
				Title: fmt.Sprintf("%s: %d of %d links changed", y, c.Changed, c.Links),
				X:     30 + float64(i)*step + step*0.15, W: step * 0.7, Y: 170 - h, H: h,
				Share: fmt.Sprintf("%.0f%%", 100*share)})
		}
	}
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
	return reportTmpl.Execute(w, d)
}

// shellQuote quotes s for a POSIX shell.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=@%+,") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
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
