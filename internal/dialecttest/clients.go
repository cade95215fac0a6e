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

// clientKeys maps the start of a client's name, as the legend of Roy
// Fielding's 1997 pages gives it ("@client 3 MSIE 3.01; Windows 95"), to
// the dialect that models the client.
var clientKeys = []struct{ prefix, dialect string }{
	{"Mozilla/4.03", "netscape4"},
	{"Lynx/2.7.1", "lynx2"},
	{"MSIE 3.01", "msie3"},
	{"NCSA_Mosaic/2.6", "mosaic2"},
	{"libwww-perl/5.14", "libwwwperl5"},
}

// ReadObserved reads a client table in the format of
// testdata/clients/fielding1997.txt: "@page N", "@client KEY NAME" (the
// page's legend), "@base" (Go-quoted) and rows of a Go-quoted reference, a
// Go-quoted result and the keys of the clients that gave it, TAB-separated,
// perhaps followed by a remark; blank lines and lines starting with "#" are
// comments. It returns an Observed for each client key that names a
// modelled client, in order; the legend's other keys (R, X, Tim) are
// specifications and are left out.
func ReadObserved(path string) ([]Observed, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var (
		out     []Observed
		base    string
		clients = map[string]string{} // the page's key -> dialect
		sc      = bufio.NewScanner(f)
		n       = 0
	)
	for sc.Scan() {
		n++
		line := sc.Text()
		switch {
		case strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#"):
			continue
		case strings.HasPrefix(line, "@page"):
			clients = map[string]string{}
			continue
		case strings.HasPrefix(line, "@client "):
			key, nm, _ := strings.Cut(line[len("@client "):], " ")
			for _, k := range clientKeys {
				if strings.HasPrefix(nm, k.prefix) {
					clients[key] = k.dialect
				}
			}
			continue
		case strings.HasPrefix(line, "@base "):
			if base, err = strconv.Unquote(strings.TrimSpace(line[len("@base "):])); err != nil {
				return nil, fmt.Errorf("%s:%d: @base: %v", path, n, err)
			}
			continue
		case strings.HasPrefix(line, "@"):
			return nil, fmt.Errorf("%s:%d: unknown directive %q", path, n, line)
		}
		fields := strings.Split(line, "\t")
		if len(fields) < 3 {
			return nil, fmt.Errorf("%s:%d: want \"REF\"<TAB>\"RESULT\"<TAB>KEYS", path, n)
		}
		ref, err := strconv.Unquote(fields[0])
		if err != nil {
			return nil, fmt.Errorf("%s:%d: reference %s: %v", path, n, fields[0], err)
		}
		answer, err := strconv.Unquote(fields[1])
		if err != nil {
			return nil, fmt.Errorf("%s:%d: result %s: %v", path, n, fields[1], err)
		}
		for _, key := range strings.Fields(fields[2]) {
			if d, ok := clients[key]; ok {
				out = append(out, Observed{Line: n, Base: base, Ref: ref, Client: d, Answer: answer})
			}
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
