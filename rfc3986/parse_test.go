package rfc3986

import (
	"fmt"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// Parse gives the five components of Appendix B's regular expression, read
// literally (specParse), for every string of a small alphabet holding all
// the delimiters.
func TestParseAgainstRegex(t *testing.T) {
	forStrings(":/?#@[]a", 5, func(s string) {
		checkParseAgainstRegex(t, s)
	})
}

func checkParseAgainstRegex(t *testing.T, s string) {
	t.Helper()
	r, err := Default.Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	specParse(s).checkParts(t, r, fmt.Sprintf("Parse(%q)", s))
	if rc := dialect.Recompose(r); rc != s {
		t.Fatalf("Recompose(Parse(%q)) = %q", s, rc)
	}
}

// The userinfo, host and port are sub-spans of the authority that,
// with their delimiters, give it back.
func TestAuthorityPartsCoverAuthority(t *testing.T) {
	forStrings(":@[]a", 6, func(a string) {
		r := parse("//" + a)
		s := r.Value(dialect.Host)
		if u, ok := r.Get(dialect.UserInfo); ok {
			s = u + "@" + s
		}
		if p, ok := r.Get(dialect.Port); ok {
			s += ":" + p
		}
		if s != a {
			t.Fatalf("authority %q splits as %s", a, dialecttest.FormatParts(r))
		}
	})
}

// forStrings calls f with every string of up to n bytes over alphabet.
func forStrings(alphabet string, n int, f func(string)) {
	var rec func(prefix []byte)
	rec = func(prefix []byte) {
		f(string(prefix))
		if len(prefix) == n {
			return
		}
		for i := 0; i < len(alphabet); i++ {
			rec(append(prefix, alphabet[i]))
		}
	}
	rec(make([]byte, 0, n))
}

// checkParts fails the test, naming what made r, unless r holds u's five
// components as u does, each defined or undefined alike.
func (u specURI) checkParts(t *testing.T, r dialect.Reference, what string) {
	t.Helper()
	for _, c := range []struct {
		p  dialect.Part
		s  string
		ok bool
	}{
		{dialect.Scheme, u.scheme, u.hasScheme},
		{dialect.Authority, u.authority, u.hasAuthority},
		{dialect.Path, u.path, true},
		{dialect.Query, u.query, u.hasQuery},
		{dialect.Fragment, u.fragment, u.hasFragment},
	} {
		if v, ok := r.Get(c.p); v != c.s || ok != c.ok {
			t.Fatalf("%s: %v = %q, %v; the text's algorithm gives %q, %v", what, c.p, v, ok, c.s, c.ok)
		}
	}
}
