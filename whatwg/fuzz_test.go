package whatwg_test

import (
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/whatwg"
)

var tables = []string{"testdata/examples.txt", "testdata/validate.txt"}

// shiftJIS is the dialect for a Shift_JIS document, whose queries take
// another path (the query is encoded before it is percent-encoded).
func shiftJIS(tb testing.TB) dialect.Dialect {
	d, err := whatwg.Default.With("encoding", "shift_jis")
	if err != nil {
		tb.Fatal(err)
	}
	return d
}

// FuzzWhatwg runs the shared harness (dialecttest.FuzzWith: Parse loses
// nothing, Validate reports positioned violations in order, Resolve never
// panics and gives a result that parses, the text, traced and unmarked
// paths agree) under Default and a Shift_JIS document, with the URL
// Standard's own property: resolving is idempotent. A result is a URL
// serialized, and "the URL serializer ... output, when parsed, gives back
// an equal URL" is what Section 4.5's "/." rule and Section 4.4's opaque
// path rule were written for ("prevents web+demo:/.//not-a-host/ ... from
// ending up as web+demo://not-a-host/"); a serialized URL has a scheme,
// so the base plays no part when it is parsed again.
func FuzzWhatwg(f *testing.F) {
	f.Add("http://[::ffff:1.2.3.4]:8/%zz?#")
	f.Add("HTTP://0x7F.1/a/../b")
	f.Add("file:///C|/a/../..")
	f.Add("web+demo:/.//not-a-host/")
	f.Add("a: b ?c#d")
	dialecttest.FuzzWith(f, whatwg.Default, dialecttest.Props{
		Also:       []dialect.Dialect{shiftJIS(f)},
		Idempotent: func(dialect.Dialect, dialect.Reference) bool { return true },
	}, tables...)
}

// FuzzIdempotent checks that parse(serialize(parse(x))) is
// serialize(parse(x)), with and without a base: the serialization of a URL
// parses to the same URL, serialized the same.
func FuzzIdempotent(f *testing.F) {
	for _, s := range []string{"http://a/b?c#d", "web+demo:/.//not-a-host/", "a: b ?c", "file://C:/x", "\\\\x\\y", "..", "http://[::1]:80/"} {
		f.Add(s)
	}
	bases := []string{"", "http://a/b/c/d;p?q", "file:///C:/demo", "sc://x/y", "about:blank"}
	d := whatwg.Default
	f.Fuzz(func(t *testing.T, s string) {
		for _, text := range bases {
			base, _ := d.Parse(text)
			var res dialect.Reference
			if d.ResolveText(&res, &base, s) != nil {
				continue
			}
			once := res.String()
			twice, err := dialect.ResolveString(d, "", once)
			if err != nil || twice != once {
				t.Fatalf("%q against %q is %q, which parses to %q (%v)", s, text, once, twice, err)
			}
			// Parse knows a serialization for what it is: the same
			// parts, marked the same, as Resolve gave.
			p, err := d.Parse(once)
			if err != nil || p.Grammar() != res.Grammar() || dialecttest.FormatParts(p) != dialecttest.FormatParts(res) {
				t.Fatalf("Parse(%q) = %s (%v), but Resolve gave %s", once, dialecttest.FormatParts(p), err, dialecttest.FormatParts(res))
			}
		}
	})
}
