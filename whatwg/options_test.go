package whatwg_test

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/whatwg"
)

// TestQueryEncoding reproduces the Standard's example of a query in the
// document's encoding (url.bs, id=query-encoding-example): in a
// windows-1252 document the link "?smörgåsbord" has the query
// "sm%F6rg%E5sbord"; "If the document encoding had been UTF-8, it would
// instead be "sm%C3%B6rg%C3%A5sbord"". Only a special URL other than
// ws: and wss: takes the document's encoding ("If encoding is not UTF-8
// and ... url is not special [or] url's scheme is "ws" or "wss", then set
// encoding to UTF-8"), and a code point the encoding lacks is written as
// "%26%23N%3B".
func TestQueryEncoding(t *testing.T) {
	for _, c := range []struct{ enc, base, ref, want string }{
		{"windows-1252", "http://example.org/", "?smörgåsbord", "http://example.org/?sm%F6rg%E5sbord"},
		{"utf-8", "http://example.org/", "?smörgåsbord", "http://example.org/?sm%C3%B6rg%C3%A5sbord"},
		{"latin1", "http://example.org/", "?smörgåsbord", "http://example.org/?sm%F6rg%E5sbord"},
		{"windows-1252", "ws://example.org/", "?ö", "ws://example.org/?%C3%B6"},
		{"windows-1252", "sc://example.org/", "?ö", "sc://example.org/?%C3%B6"},
		{"windows-1252", "http://example.org/", "#ö", "http://example.org/#%C3%B6"},
		{"windows-1252", "http://example.org/", "ö?ö", "http://example.org/%C3%B6?%F6"},
		{"windows-1252", "http://example.org/", "?日", "http://example.org/?%26%2326085%3B"},
		{"shift_jis", "http://example.org/", "?日本", "http://example.org/?%93%FA%96{"},
		{"utf-16le", "http://example.org/", "?ö", "http://example.org/?%C3%B6"}, // "get an output encoding": UTF-8
	} {
		d, err := whatwg.Default.With("encoding", c.enc)
		if err != nil {
			t.Fatal(err)
		}
		got, err := dialect.ResolveString(d, c.base, c.ref)
		if err != nil || got != c.want {
			t.Errorf("%v: %q against %q = %q (%v), want %q", d, c.ref, c.base, got, err, c.want)
		}
	}
}

func TestOptionsByName(t *testing.T) {
	d, err := whatwg.Default.With("encoding", "Shift_JIS")
	if err != nil {
		t.Fatal(err)
	}
	if got := d.(interface{ String() string }).String(); got != "whatwg(encoding=shift_jis)" {
		t.Errorf("String() = %q", got)
	}
	for _, label := range []string{"utf-8", "UTF8", "unicode-1-1-utf-8", "utf-16be"} {
		d, err := whatwg.Default.With("encoding", label)
		if err != nil || d.(interface{ String() string }).String() != "whatwg" {
			t.Errorf("encoding=%s: %v, %v: want the default", label, d, err)
		}
	}
	if _, err := whatwg.Default.With("encoding", "klingon"); err == nil || !strings.Contains(err.Error(), `"klingon" is not an encoding label`) {
		t.Errorf("encoding=klingon: %v", err)
	}
	if _, err := whatwg.Default.With("strict", "true"); err == nil || !strings.Contains(err.Error(), "known: encoding, maxlength") {
		t.Errorf("unknown key: %v", err)
	}
	if _, err := whatwg.TryNew(whatwg.WithEncoding("klingon")); err == nil || err.Error() != `whatwg: "klingon" is not an encoding label of the Encoding Standard` {
		t.Errorf("TryNew(WithEncoding(klingon)): %v", err)
	}
	func() {
		defer func() {
			if err, _ := recover().(error); err == nil || !strings.Contains(err.Error(), `"klingon" is not an encoding label`) {
				t.Errorf("New(WithEncoding(klingon)) panics with %v, want the error", err)
			}
		}()
		t.Errorf("New(WithEncoding(klingon)) = %v", whatwg.New(whatwg.WithEncoding("klingon")))
	}()
	small, err := whatwg.TryNew(whatwg.WithMaxLength(9))
	if err != nil || small.String() != "whatwg(maxlength=9)" {
		t.Errorf("WithMaxLength(9): %v %v", small, err)
	}
	if d := whatwg.New(whatwg.WithEncoding("latin1"), whatwg.WithMaxLength(9)); d.String() != "whatwg(encoding=windows-1252,maxlength=9)" {
		t.Errorf("New(WithEncoding(latin1), WithMaxLength(9)) = %v", d)
	}
}
