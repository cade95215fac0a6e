package rfc1808_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/rfc1808"
)

// baseCase is an input, the base URL wanted ("" for none), and the
// violations wanted as space-separated OFFSET:RULE pairs, RULE being the
// rule's production, or its section when it names none ("10"): "" for
// none.
type baseCase struct {
	in, want, errs string
}

func runBase(t *testing.T, f func(string) (string, error), cases []baseCase) {
	t.Helper()
	for _, c := range cases {
		got, err := f(c.in)
		assert.Equal(t, c.want, got, "%q", c.in)
		assert.Equal(t, c.errs, dialecttest.FormatViolations(err), "%q: %v", c.in, err)
		for _, pe := range dialect.Violations(err) {
			assert.Equal(t, c.in, pe.Input)
			assert.LessOrEqual(t, pe.Offset+pe.Len, len(c.in), "%q: %v", c.in, pe)
			assert.Equal(t, "rfc1808", pe.Dialect)
		}
	}
}

func TestBaseFromHeader(t *testing.T) {
	runBase(t, rfc1808.BaseFromHeader, []baseCase{
		// Section 3.1, lines 455-458: the header field "would indicate
		// that the base URL for that message is the string
		// "http://www.ics.uci.edu/Test/a/b/c"".
		{"Base: <URL:http://www.ics.uci.edu/Test/a/b/c>", "http://www.ics.uci.edu/Test/a/b/c", ""},
		// Section 5, line 633, with its fragment.
		{"Base: <URL:http://a/b/c/d;p?q#f>", "http://a/b/c/d;p?q#f", ""},
		// "where "Base" is case-insensitive".
		{"BASE: <URL:http://a/>", "http://a/", ""},
		{"bAsE: <URL:http://a/>", "http://a/", ""},
		// "URL:" too, as RFC 822 matches every literal.
		{"Base: <url:http://a/>", "http://a/", ""},
		// "any whitespace (including that used for line folding) inside
		// the angle brackets is ignored".
		{"Base: < URL: http://a/b /c >", "http://a/b/c", ""},
		{"Base: <URL:http://www.ics.uci.edu/\r\n Test/a/b/c>", "http://www.ics.uci.edu/Test/a/b/c", ""},
		{"Base: <URL:http://www.ics.uci.edu/\n\tTest/a/b/c>", "http://www.ics.uci.edu/Test/a/b/c", ""},
		{"Base: <U\r\n RL:\r\n  http://a/>", "http://a/", ""},
		// Folding and white space between the colon and "<", after ">",
		// and a final line break.
		{"Base:<URL:http://a/>", "http://a/", ""},
		{"Base:\r\n\t<URL:http://a/>  \r\n", "http://a/", ""},
		{"Base: <URL:http://a/>\n", "http://a/", ""},
		// A URL outside the generic syntax is still an absoluteURL.
		{"Base: <URL:mailto:joe@example.com>", "mailto:joe@example.com", ""},

		// A URL that breaks the grammar: returned with its violations,
		// positioned in the field.
		{"Base: <URL:http://host/~user/>", "http://host/~user/", "23:path"},
		{"Base: <URL:http://a/%zz/\r\n b c>", "http://a/%zz/bc", "20:escape"},
		{"Base: <URL:http://a/{b}>", "http://a/{b}", "20:path 22:path"},

		// Malformed fields.
		{"", "", "0:base-header"},
		{"Base", "", "0:base-header"},
		{"Base <URL:http://a/>", "", "0:base-header"},
		{"Base : <URL:http://a/>", "", "4:base-header"},
		{"Content-Base: <URL:http://a/>", "", "0:base-header"},
		{" Base: <URL:http://a/>", "", "0:base-header"},
		{"Base:", "", "5:base-header"},
		{"Base:   \r\n", "", "8:base-header"},
		{"Base: http://a/", "", "6:base-header"},
		{"Base: <http://a/>", "", "7:base-header"},
		{"Base: <URI:http://a/>", "", "7:base-header"},
		{"Base: <>", "", "7:base-header"},
		{"Base: <URL:http://a/", "", "6:base-header"},
		{"Base: <URL:http://a/> x", "", "22:base-header"},
		{"Base: <URL:http://a/> <URL:http://b/>", "", "22:base-header"},
		// A line break not followed by white space ends the field.
		{"Base: <URL:http://a/\nb>", "", "20:base-header"},
		{"Base: <URL:http://a/>\nX-Other: 1", "", "21:base-header"},
		// Not absolute.
		{"Base: <URL:>", "", "11:absoluteURL"},
		{"Base: <URL:/a/b>", "", "11:absoluteURL"},
		{"Base: <URL: a/b >", "", "12:absoluteURL"},
		{"Base: <URL:#f>", "", "11:absoluteURL"},
	})
}
