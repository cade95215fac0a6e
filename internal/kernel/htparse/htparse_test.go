package htparse

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/uridialect/uridialect/dialect"
)

// TestSimplifyExamples runs the examples of HTSimplify's comment in
// CERN's HTParse.c ("Thus, /etc/junk/../fred becomes /etc/fred ... but we
// should NOT change http://fred.xxx.edu/../.. or ../../albert.html")
// through CERN's HTSimplify and libwww-FM's, and the cases where they part.
func TestSimplifyExamples(t *testing.T) {
	cern, fm := Simplify{}, Simplify{DotAgain: true, NoRoot: true}
	for _, c := range []struct{ in, cern, fm string }{
		{"/etc/junk/../fred", "/etc/fred", "/etc/fred"},
		{"/etc/junk/./fred", "/etc/junk/fred", "/etc/junk/fred"},
		{"http://fred.xxx.edu/../..", "http://fred.xxx.edu/../..", "http://fred.xxx.edu/../.."},
		{"../../albert.html", "../../albert.html", "../../albert.html"},
		// "/." removed, the byte after it not looked at; libwww-FM looks again.
		{"http://a/b/././c", "http://a/b/./c", "http://a/b/c"},
		{"http://a/b/c/./../g", "http://a/b/c/../g", "http://a/b/g"},
		// "/." at the end.
		{"http://a/b/.", "http://a/b", "http://a/b/"},
		// Nothing left: CERN writes "/".
		{"/a/..", "/", ""},
	} {
		assert.Equal(t, c.cern, string(cern.run([]byte(c.in), dialect.Rule{}, nil)), "CERN: %q", c.in)
		assert.Equal(t, c.fm, string(fm.run([]byte(c.in), dialect.Rule{}, nil)), "libwww-FM: %q", c.in)
	}
}

// TestScan: the parts of CERN's scan, among them the example of its
// comment, "news:j462#36487@foo.bar", whose "#" is put back.
func TestScan(t *testing.T) {
	for in, want := range map[string]string{
		"news:j462#36487@foo.bar": `access="news" relative="j462#36487@foo.bar"`,
		"http://a/b?c#d#e":        `access="http" host="a" absolute="b?c" anchor="d"`,
		"a:b:c":                   `access="a" relative="c"`,
		"g?y:z":                   `access="g?y" relative="z"`,
		"//h":                     `host="h"`,
		"":                        "nothing",
	} {
		assert.Equal(t, want, Scan(in).Describe(), "%q", in)
	}
}
