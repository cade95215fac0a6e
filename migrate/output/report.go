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
	"sync"
	"unicode/utf8"

	"github.com/uridialect/uridialect/migrate"
)

//go:embed report.html.tmpl
var reportTemplate string

// reportTmpl is parsed on first use, not at every start of the command.
var reportTmpl = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("report").Funcs(template.FuncMap{
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
})

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
	Charts       []Chart
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

// WriteReport writes the report of s: a self-contained HTML page (inline
// style and SVG charts, no script, nothing fetched at view time) with
// the findings first, the charts (Charts), the accounting, the top hosts
// and documents, the replay verdicts when the run looked captures up, and
// examples per cause with the explain command that shows each step.
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
	d.Charts = Charts(s)
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
	return reportTmpl().Execute(w, d)
}

func percentOf(n, of int) string {
	if of == 0 {
		return "0%"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(of))
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
