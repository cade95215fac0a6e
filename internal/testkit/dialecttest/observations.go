package dialecttest

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
)

// CurrentDocument is how Roy Fielding's pages write the address of the
// test page itself: "(current document)", or "(current document)#s".
const CurrentDocument = "(current document)"

// An Observation is one printed result of a published client test: what
// the clients named by Clients gave for Ref against Base.
type Observation struct {
	File    string
	Line    int
	Page    int
	Base    string
	Ref     string
	Result  string   // as printed: a URL, or CurrentDocument and what follows it
	Clients []string // keys of the page's legend: "R", "1", ...
	Remark  string   // "(ok for compat.)"
}

// Of reports whether the client with key k gave this result.
func (o Observation) Of(k string) bool {
	for _, c := range o.Clients {
		if c == k {
			return true
		}
	}
	return false
}

// IsCurrentDocument reports whether the result names the test page's own
// address, which no resolver given only the base can know.
func (o Observation) IsCurrentDocument() bool { return strings.HasPrefix(o.Result, CurrentDocument) }

// Observations are a file of published client observations: the legend
// of each page (key to client name) and every row.
type Observations struct {
	Legend map[int]map[string]string // page -> key -> client
	Rows   []Observation
}

// ReadObservations reads a file of observations in the format of
// clients/testdata/fielding1997.txt, which its header describes: "@page
// N", "@client KEY NAME", "@base "URL"" and rows of a Go-quoted reference,
// a Go-quoted result and the keys of the clients that gave it, with an
// optional remark.
func ReadObservations(path string) (*Observations, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	obs := &Observations{Legend: map[int]map[string]string{}}
	var (
		page    int
		base    string
		hasBase bool
		sc      = bufio.NewScanner(f)
		n       = 0
	)
	for sc.Scan() {
		n++
		line := sc.Text()
		fail := func(format string, args ...any) error {
			return fmt.Errorf("%s:%d: %s", path, n, fmt.Sprintf(format, args...))
		}
		switch {
		case strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "@page "):
			p, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(line, "@page ")))
			if err != nil || p <= 0 {
				return nil, fail("@page wants a page number")
			}
			page, hasBase = p, false
			obs.Legend[page] = map[string]string{}
		case strings.HasPrefix(line, "@client "):
			k, name, ok := strings.Cut(strings.TrimPrefix(line, "@client "), " ")
			if !ok || page == 0 {
				return nil, fail("@client KEY NAME, after @page")
			}
			obs.Legend[page][k] = name
		case strings.HasPrefix(line, "@base "):
			b, err := strconv.Unquote(strings.TrimSpace(strings.TrimPrefix(line, "@base ")))
			if err != nil {
				return nil, fail("@base wants a Go-quoted string: %v", err)
			}
			base, hasBase = b, true
		case strings.HasPrefix(line, "@"):
			return nil, fail("unknown directive %q", line)
		default:
			if !hasBase {
				return nil, fail("row before the page's @base")
			}
			fields := strings.Split(line, "\t")
			if len(fields) < 3 || len(fields) > 4 {
				return nil, fail("want \"REF\"<TAB>\"RESULT\"<TAB>KEYS[<TAB>REMARK]")
			}
			ref, err1 := strconv.Unquote(fields[0])
			res, err2 := strconv.Unquote(fields[1])
			if err1 != nil || err2 != nil {
				return nil, fail("reference and result must be Go-quoted")
			}
			o := Observation{File: path, Line: n, Page: page, Base: base, Ref: ref, Result: res, Clients: strings.Fields(fields[2])}
			for _, k := range o.Clients {
				if _, ok := obs.Legend[page][k]; !ok {
					return nil, fail("client %q is not in page %d's legend", k, page)
				}
			}
			if len(fields) == 4 {
				o.Remark = fields[3]
			}
			obs.Rows = append(obs.Rows, o)
		}
	}
	return obs, sc.Err()
}

// Key returns the key of the page's legend whose client name starts with
// prefix ("Mozilla/4.03"), or "".
func (obs *Observations) Key(page int, prefix string) string {
	for k, name := range obs.Legend[page] {
		if strings.HasPrefix(name, prefix) {
			return k
		}
	}
	return ""
}

// CheckObservations resolves every observation of the client whose
// legend name starts with client (on every page that lists it) with d,
// and fails for each answer that differs from the observed result unless
// explained holds the reason, keyed "page N: REF"; an explanation that
// explains no miss fails too. It returns how many of the client's
// observations d gives, and how many there are.
func CheckObservations(t testing.TB, d dialect.Dialect, obs *Observations, client string, explained map[string]string) (given, total int) {
	t.Helper()
	used := map[string]bool{}
	for _, o := range obs.Rows {
		k := obs.Key(o.Page, client)
		if k == "" || !o.Of(k) {
			continue
		}
		total++
		got, err := dialect.ResolveString(d, o.Base, o.Ref)
		if err == nil && got == o.Result {
			given++
			continue
		}
		key := fmt.Sprintf("page %d: %s", o.Page, o.Ref)
		if why, ok := explained[key]; ok && why != "" {
			used[key] = true
			t.Logf("%s:%d: %s: %s against %q: observed %q, the dialect gives %q (%v): %s", filepath.Base(o.File), o.Line, client, strconv.Quote(o.Ref), o.Base, o.Result, got, err, why)
			continue
		}
		t.Errorf("%s:%d: %s: %q against %q: observed %q, %v gives %q (%v), and no explanation", filepath.Base(o.File), o.Line, client, o.Ref, o.Base, o.Result, d, got, err)
	}
	for key := range explained {
		if !used[key] {
			t.Errorf("explanation %q explains no miss", key)
		}
	}
	return given, total
}

// Fielding1997 is Roy Fielding's 1997 test pages, from a client package's
// folder: what the browsers and libraries of the time gave for each link.
const Fielding1997 = "../testdata/fielding1997.txt"

// CheckFielding1997 is [CheckObservations] on [Fielding1997] for the
// client named client in its legends: every miss must be explained, and d
// must give want of the client's observations, of which there must be
// total.
func CheckFielding1997(t *testing.T, d dialect.Dialect, client string, total, want int, explained map[string]string) {
	t.Helper()
	obs, err := ReadObservations(Fielding1997)
	if err != nil {
		t.Fatal(err)
	}
	given, n := CheckObservations(t, d, obs, client, explained)
	t.Logf("%s: the dialect gives %d of the %d observations", client, given, n)
	if n != total || given != want {
		t.Errorf("%s: the dialect gives %d of %d observations, want %d of %d", client, given, n, want, total)
	}
}
