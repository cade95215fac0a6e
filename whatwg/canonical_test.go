package whatwg

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/benchmix"
)

// TestQuickCanonical checks quickCanonical against the parser: every
// string it takes for a serialization is one, which the basic URL parser
// gives back unchanged, with the same record. The strings are the
// combinations of schemes, hosts, ports, paths, queries and fragments
// below, chosen at the edges of each rule, and the inputs and results of
// urltestdata.json and of the benchmark mix.
func TestQuickCanonical(t *testing.T) {
	var cands []string
	for _, scheme := range []string{"http", "https", "ws", "wss", "ftp", "file", "HTTP", "sc", "h"} {
		for _, host := range []string{"a", "example.com", "EXAMPLE.com", "a..b", "a.", "1.2.3.4", "a.0x1f", "a.1", "a.1x", "0x7f", "a%41", "a_b~!$&'()*+,;={}`\"", "xn--nxasmq6b", "", "[::1]", "u@a", "\u00e9"} {
			for _, port := range []string{"", ":", ":0", ":08", ":8", ":80", ":443", ":21", ":65535", ":65536", ":123456", ":8a"} {
				for _, path := range []string{"", "/", "//", "/a/b", "/.", "/..", "/a/./b", "/a/../b", "/.a", "/a.", "/%2e", "/a b", "/a\\b", "/a|b", "/\x7f"} {
					for _, rest := range []string{"", "?", "?q=1&r", "?'", "?a b", "?%41", "#", "#f", "#`", "#a b", "?q#f", "\t", " "} {
						cands = append(cands, scheme+"://"+host+port+path+rest)
					}
				}
			}
		}
	}
	data, err := os.ReadFile("../testdata/whatwg/urltestdata.json")
	if err != nil {
		t.Fatal(err)
	}
	var entries []json.RawMessage
	if err := json.Unmarshal(data, &entries); err != nil {
		t.Fatal(err)
	}
	for _, m := range entries {
		var c struct{ Input, Href string }
		if json.Unmarshal(m, &c) == nil {
			cands = append(cands, c.Input, c.Href)
		}
	}
	for _, pair := range benchmix.Mix(5000, 1) {
		cands = append(cands, pair.Base, pair.Ref)
		if r, err := Default.Resolve(mustParse(t, pair.Base), mustParse(t, pair.Ref)); err == nil {
			cands = append(cands, r.Source())
		}
	}
	taken := 0
	for _, s := range cands {
		var rec record
		if !quickCanonical(s, &rec) {
			continue
		}
		taken++
		p := getParser()
		p.in = s
		if !p.run() || string(p.out) != s {
			t.Errorf("quickCanonical(%q) is true, but the parser gives %q (ok %v)", s, p.out, p.fail == errNone)
		} else if p.record != rec {
			t.Errorf("quickCanonical(%q): record %+v, the parser's %+v", s, rec, p.record)
		}
		putParser(p)
	}
	// The test means something only if quickCanonical takes many.
	if taken < 5000 {
		t.Errorf("quickCanonical took %d of %d strings; want at least 5000", taken, len(cands))
	}
}

func mustParse(t *testing.T, s string) dialect.Reference {
	r, err := Default.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
