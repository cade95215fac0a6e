package dialecttest

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
)

// An Observed is one answer a client was observed to give: a row of a
// client table (testdata/clients/*.txt), for one client.
type Observed struct {
	Line      int
	Base, Ref string
	Client    string // the dialect that models the client: "msie3"
	Answer    string
}

// ReadObserved reads a client table: "@base" lines (Go-quoted) and rows of
// a Go-quoted reference followed by TAB-separated CLIENT="ANSWER" cells;
// blank lines and lines starting with "#" are comments. It returns every
// cell, in order.
func ReadObserved(path string) ([]Observed, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var (
		out  []Observed
		base string
		sc   = bufio.NewScanner(f)
		n    = 0
	)
	for sc.Scan() {
		n++
		line := sc.Text()
		switch {
		case strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#"):
			continue
		case strings.HasPrefix(line, "@base "):
			if base, err = strconv.Unquote(strings.TrimSpace(line[len("@base "):])); err != nil {
				return nil, fmt.Errorf("%s:%d: @base: %v", path, n, err)
			}
			continue
		}
		fields := strings.Split(line, "\t")
		ref, err := strconv.Unquote(fields[0])
		if err != nil {
			return nil, fmt.Errorf("%s:%d: reference %s: %v", path, n, fields[0], err)
		}
		for _, cell := range fields[1:] {
			client, answer, ok := strings.Cut(cell, "=")
			if !ok {
				return nil, fmt.Errorf("%s:%d: want CLIENT=\"ANSWER\", got %q", path, n, cell)
			}
			a, err := strconv.Unquote(answer)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: answer %s: %v", path, n, answer, err)
			}
			out = append(out, Observed{Line: n, Base: base, Ref: ref, Client: client, Answer: a})
		}
	}
	return out, sc.Err()
}

// ObservedOf returns the observations of one client in the table at path,
// failing t when it cannot be read.
func ObservedOf(t testing.TB, path, client string) []Observed {
	t.Helper()
	all, err := ReadObserved(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []Observed
	for _, o := range all {
		if o.Client == client {
			out = append(out, o)
		}
	}
	if len(out) == 0 {
		t.Fatalf("%s: no observations of %s", path, client)
	}
	return out
}

// CheckObserved resolves each observation of d's client with d and
// compares the answer. misses maps "base<TAB>ref" of each observation the
// dialect is known not to give to why (the test says so, and fails when
// such an observation is given after all); every other observation must
// be given. It returns how many were given, of how many.
func CheckObserved(t *testing.T, d dialect.Dialect, obs []Observed, misses map[string]string) (given, total int) {
	t.Helper()
	seen := map[string]bool{}
	for _, o := range obs {
		key := o.Base + "\t" + o.Ref
		seen[key] = true
		got, err := dialect.ResolveString(d, o.Base, o.Ref)
		ok := err == nil && got == o.Answer
		why, known := misses[key]
		switch {
		case ok && known:
			t.Errorf("line %d: %v gives the observed %q for %q against %q, listed as a miss (%s)", o.Line, d, got, o.Ref, o.Base, why)
		case !ok && !known:
			t.Errorf("line %d: %v: %q against %q = %q (%v), observed %q", o.Line, d, o.Ref, o.Base, got, err, o.Answer)
		case !ok:
			t.Logf("miss, line %d: %q against %q = %q, observed %q: %s", o.Line, o.Ref, o.Base, got, o.Answer, why)
		}
		if ok {
			given++
		}
	}
	for key := range misses {
		if !seen[key] {
			t.Errorf("miss %q names no observation", key)
		}
	}
	return given, len(obs)
}
