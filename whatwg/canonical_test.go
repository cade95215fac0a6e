package whatwg

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/benchmix"
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
	data, err := os.ReadFile("testdata/urltestdata.json")
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

// TestQuickResolve checks quickResolve against the parser: for every base
// and reference it resolves, the parser gives the same text and the same
// record. The bases are edge cases of each part and the benchmark mix's;
// the references every combination of leading dot segments and bodies
// below, at the edges of each shape it takes, and the mix's.
func TestQuickResolve(t *testing.T) {
	bases := []string{
		"http://a", "http://a/", "http://a/b", "http://a/b/", "http://a/b/c?q", "http://a/b/c#f",
		"http://a/b/c?q#f", "http://u:p@a:81/b/c/d;p?q#f", "https://a//b//c", "ws://a/b", "wss://a:1/",
		"ftp://a/b/", "http://a/b/c/d;p?q", "http://a/b%2F/c", "http://a/.w/x", "file:///C:/x",
		"file://h/a/b", "sc://a/b", "sc:/a/b", "about:blank", "web+demo:/.//not-a-host/", "http://[::1]/a/b",
	}
	var refs []string
	for _, lead := range []string{"", "./", "../", "../../", "./../", ".././", "../../../../../"} {
		for _, body := range []string{"", "x", "x/y", "x/", "x//y", "/x", ".x", "x/.y", "x/./y", "x/../y",
			".", "..", "a:b", "a/b:c", "1:b", "a+b.c-d:e", "x?", "x?q'a", "x?q#f", "x#", "x#`", "x?a b", "x y",
			"x\\y", "x%2e", "%2e", "?q", "#f", "x|y", "C|", "x\t"} {
			refs = append(refs, lead+body)
		}
	}
	refs = append(refs, "?", "?q", "?q'#f", "?#", "#", "#f", "#f#g", "/", "/x", "//x", "/\\x", "\\x", "/.",
		"/..", "/x/./y", "/x/.y", "/x?q#f", "/?", "/#", " x", "x ", "\tx", "http:x", "HTTP:x", "http://x/y",
		"ws:x", "file:x", "?\u00e9", "#\u00e9", "\u00e9")
	for k, pair := range benchmix.Mix(3000, 2) {
		if k%10 == 0 {
			bases = append(bases, pair.Base)
		}
		refs = append(refs, pair.Ref)
	}
	taken := 0
	for _, bs := range bases {
		base := mustParse(t, bs)
		var b baseURL
		bp, err := Default.parseBase(&base, &b)
		if err != nil {
			t.Fatal(err)
		}
		for _, ref := range refs {
			p := getParser()
			if !p.quickResolve(&b, ref) {
				putParser(p)
				continue
			}
			taken++
			full := getParser()
			full.baseVal = b
			full.base = &full.baseVal
			full.in = prepare(ref).text
			if !full.run() || string(full.out) != string(p.out) {
				t.Errorf("quickResolve(%q, %q) = %q, but the parser gives %q (ok %v)", bs, ref, p.out, full.out, full.fail == errNone)
			} else if full.record != p.record {
				t.Errorf("quickResolve(%q, %q): record %+v, the parser's %+v", bs, ref, p.record, full.record)
			}
			putParser(full)
			putParser(p)
		}
		if bp != nil {
			putParser(bp)
		}
	}
	if taken < 100000 {
		t.Errorf("quickResolve took %d pairs; want at least 100000", taken)
	}
	t.Logf("quickResolve took %d pairs", taken)
}
