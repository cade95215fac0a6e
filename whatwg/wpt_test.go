package whatwg_test

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/whatwg"
)

// A wptCase is one entry of web-platform-tests' urltestdata.json.
type wptCase struct {
	Input    string  `json:"input"`
	Base     *string `json:"base"`
	Failure  bool    `json:"failure"`
	Href     string  `json:"href"`
	Protocol string  `json:"protocol"`
	Username string  `json:"username"`
	Password string  `json:"password"`
	Host     string  `json:"host"`
	Hostname string  `json:"hostname"`
	Port     string  `json:"port"`
	Pathname string  `json:"pathname"`
	Search   string  `json:"search"`
	Hash     string  `json:"hash"`
}

// readWPT reads the entries of a WPT JSON file, skipping its comment
// strings (which are not tests).
func readWPT[T any](t *testing.T, path string) []T {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	var out []T
	for _, m := range raw {
		if len(m) > 0 && m[0] == '"' {
			continue
		}
		var c T
		if err := json.Unmarshal(m, &c); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		out = append(out, c)
	}
	return out
}

// urlAPI returns what the URL class's getters (Section 6.1) give for the
// record a Reference of this package holds.
func urlAPI(r *dialect.Reference) wptCase {
	var u wptCase
	u.Href = r.String()
	u.Protocol = r.Value(dialect.Scheme) + ":"
	if info, ok := r.Get(dialect.UserInfo); ok {
		u.Username, u.Password, _ = strings.Cut(info, ":")
	}
	u.Hostname = r.Value(dialect.Host)
	u.Port = r.Value(dialect.Port)
	u.Host = u.Hostname
	if u.Port != "" {
		u.Host += ":" + u.Port
	}
	u.Pathname = r.Value(dialect.Path)
	if !r.Has(dialect.Authority) && strings.HasPrefix(u.Pathname, "/.//") {
		u.Pathname = u.Pathname[2:] // the serializer's "/.", which pathname leaves out
	}
	if q := r.Value(dialect.Query); q != "" {
		u.Search = "?" + q
	}
	if f := r.Value(dialect.Fragment); f != "" {
		u.Hash = "#" + f
	}
	return u
}

// TestURLTestData runs every entry of urltestdata.json: the input parsed
// against its base (or none), to failure or to the record the entry
// gives, compared through the URL class's getters.
func TestURLTestData(t *testing.T) {
	cases := readWPT[wptCase](t, "testdata/urltestdata.json")
	d := whatwg.Default
	passed := 0
	for _, c := range cases {
		base := dialect.Reference{}
		if c.Base != nil {
			b, err := d.Parse(*c.Base)
			if err != nil {
				t.Errorf("Parse(%q): %v", *c.Base, err)
				continue
			}
			base = b
		}
		var res dialect.Reference
		err := d.ResolveText(&res, &base, c.Input)
		if c.Failure {
			if err == nil {
				t.Errorf("%q against %v: got %q, want failure", c.Input, c.Base, res.String())
				continue
			}
			passed++
			continue
		}
		if err != nil {
			t.Errorf("%q against %v: %v, want %q", c.Input, c.Base, err, c.Href)
			continue
		}
		got := urlAPI(&res)
		want := c
		want.Input, want.Base, want.Failure = "", nil, false
		if got != want {
			t.Errorf("%q against %v:\ngot  %+v\nwant %+v", c.Input, c.Base, got, want)
			continue
		}
		passed++
	}
	t.Logf("urltestdata.json: %d of %d entries pass", passed, len(cases))
	if len(cases) != 891 {
		t.Errorf("urltestdata.json has %d entries, want 891: a new copy? update this count and the README", len(cases))
	}
}

// TestURLTestDataParsed runs urltestdata.json again through Parse and
// Resolve, as the engine's callers do, which takes other paths: a
// reference already a URL's serialization is its own result, and a base
// marked as one is read without parsing.
func TestURLTestDataParsed(t *testing.T) {
	d := whatwg.Default
	for _, c := range readWPT[wptCase](t, "testdata/urltestdata.json") {
		base := ""
		if c.Base != nil {
			base = *c.Base
		}
		got, err := dialect.ResolveString(d, base, c.Input)
		switch {
		case c.Failure && err == nil:
			t.Errorf("%q against %q: got %q, want failure", c.Input, base, got)
		case !c.Failure && err != nil:
			t.Errorf("%q against %q: %v, want %q", c.Input, base, err, c.Href)
		case !c.Failure && got != c.Href:
			t.Errorf("%q against %q: got %q, want %q", c.Input, base, got, c.Href)
		}
	}
}

// TestURLTestDataBatchResolver runs urltestdata.json through one
// resolver of NewTextResolver, which keeps its parser and the last base
// it read from call to call, and checks that it gives what ResolveText
// gives, result and error: in order and in reverse (so that a base is
// read both fresh and again), with bases as Parse marks them and as
// unmarked text; and that its ResolveToString gives the same text and
// error.
func TestURLTestDataBatchResolver(t *testing.T) {
	d := whatwg.Default
	cases := readWPT[wptCase](t, "testdata/urltestdata.json")
	r := d.NewTextResolver()
	sr := d.NewTextResolver().(dialect.StringResolver)
	for pass := 0; pass < 4; pass++ {
		for k := range cases {
			c := cases[k]
			if pass%2 == 1 {
				c = cases[len(cases)-1-k]
			}
			var base dialect.Reference
			if c.Base != nil {
				if pass < 2 {
					base, _ = d.Parse(*c.Base)
				} else {
					base = dialect.NewReference(*c.Base)
				}
			}
			var want, got dialect.Reference
			wantErr := d.ResolveText(&want, &base, c.Input)
			gotErr := r.ResolveText(&got, &base, c.Input)
			if (wantErr == nil) != (gotErr == nil) || wantErr != nil && wantErr.Error() != gotErr.Error() {
				t.Errorf("pass %d, %q against %v: error %v, want %v", pass, c.Input, c.Base, gotErr, wantErr)
				continue
			}
			if got.Source() != want.Source() || urlAPI(&got) != urlAPI(&want) {
				t.Errorf("pass %d, %q against %v: got %q, want %q", pass, c.Input, c.Base, got.Source(), want.Source())
			}
			s, sErr := sr.ResolveToString(&base, c.Input)
			if (wantErr == nil) != (sErr == nil) || wantErr != nil && wantErr.Error() != sErr.Error() || wantErr == nil && s != want.Source() {
				t.Errorf("pass %d, %q against %v: ResolveToString %q (%v), want %q (%v)", pass, c.Input, c.Base, s, sErr, want.Source(), wantErr)
			}
		}
	}
}

// A toASCIICase is one entry of web-platform-tests' toascii.json: the
// host the URL parser makes of input, or null for failure.
type toASCIICase struct {
	Input  string  `json:"input"`
	Output *string `json:"output"`
}

// TestToASCII runs every entry of toascii.json as WPT's
// toascii.window.js does: new URL("https://" + input + "/x") must fail
// when the output is null, else have the output as its host.
func TestToASCII(t *testing.T) {
	cases := readWPT[toASCIICase](t, "testdata/toascii.json")
	passed := 0
	for _, c := range cases {
		var r dialect.Reference
		err := whatwg.Default.ResolveText(&r, &dialect.Reference{}, "https://"+c.Input+"/x")
		switch {
		case c.Output == nil && err == nil:
			t.Errorf("%q: got host %q, want failure", c.Input, r.Value(dialect.Host))
		case c.Output != nil && err != nil:
			t.Errorf("%q: %v, want host %q", c.Input, err, *c.Output)
		case c.Output != nil && r.Value(dialect.Host) != *c.Output:
			t.Errorf("%q: got host %q, want %q", c.Input, r.Value(dialect.Host), *c.Output)
		default:
			passed++
		}
	}
	t.Logf("toascii.json: %d of %d entries pass", passed, len(cases))
	if len(cases) != 87 {
		t.Errorf("toascii.json has %d entries, want 87: a new copy? update this count and testdata/README.md", len(cases))
	}
}

// A percentEncodingCase is one entry of web-platform-tests'
// percent-encoding.json: an input and, by encoding name, the query a
// document in that encoding makes of it.
type percentEncodingCase struct {
	Input  string            `json:"input"`
	Output map[string]string `json:"output"`
}

// TestPercentEncoding runs every entry of percent-encoding.json, each
// encoding of each, as WPT's percent-encoding.window.js does: a document
// in the encoding holds <a href="https://doesnotmatter.invalid/?INPUT#INPUT">;
// the link's search must be "?" and the encoding's output, its hash "#"
// and the UTF-8 output (the fragment is always UTF-8).
func TestPercentEncoding(t *testing.T) {
	cases := readWPT[percentEncodingCase](t, "testdata/percent-encoding.json")
	tests, passed := 0, 0
	for _, c := range cases {
		for enc, want := range c.Output {
			tests++
			d, err := whatwg.TryNew(whatwg.WithEncoding(enc))
			if err != nil {
				t.Errorf("encoding %q: %v", enc, err)
				continue
			}
			var res dialect.Reference
			in := "https://doesnotmatter.invalid/?" + c.Input + "#" + c.Input
			if err := d.ResolveText(&res, &dialect.Reference{}, in); err != nil {
				t.Errorf("%q in %s: %v", c.Input, enc, err)
				continue
			}
			if q, f := res.Value(dialect.Query), res.Value(dialect.Fragment); q != want || f != c.Output["utf-8"] {
				t.Errorf("%q in %s: query %q, fragment %q; want %q, %q", c.Input, enc, q, f, want, c.Output["utf-8"])
				continue
			}
			passed++
		}
	}
	t.Logf("percent-encoding.json: %d of %d tests (an entry's encodings) pass", passed, tests)
	if tests != 14 {
		t.Errorf("percent-encoding.json has %d tests, want 14: a new copy? update this count and testdata/README.md", tests)
	}
}
