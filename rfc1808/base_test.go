package rfc1808_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/dialecttest"
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

func TestBaseFromHeaders(t *testing.T) {
	header := "From: fielding@ics.uci.edu\r\n" +
		"Subject: a\r\n very long subject\r\n" +
		"base:\r\n <URL:http://www.ics.uci.edu/\r\n  Test/a/b/c>\r\n" +
		"Base: <URL:http://second/>\r\n" +
		"\r\n" +
		"Base: <URL:http://body/>\r\n"
	runBase(t, rfc1808.BaseFromHeaders, []baseCase{
		{header, "http://www.ics.uci.edu/Test/a/b/c", ""},
		{"Base: <URL:http://a/>", "http://a/", ""},
		{"X: 1\nBase: <URL:http://a/>\nY: 2\n", "http://a/", ""},
		// A folded line that merely mentions Base is not a Base field.
		{"X: 1\n Base: <URL:http://a/>\n", "", "0:base-header"},
		// The first Base field is the one, even when it is malformed.
		{"Base: http://a/\nBase: <URL:http://b/>\n", "", "6:base-header"},
		{"X: 1\nBase: <URL:http://host/~u>\n", "http://host/~u", "28:path"},
		{"X: 1\nBASE\t: <URL:http://a/>\n", "", "9:base-header"},
		// The header ends at the first empty line.
		{"X: 1\n\nBase: <URL:http://a/>\n", "", "0:base-header"},
		{"", "", "0:base-header"},
	})
	_, err := rfc1808.BaseFromHeaders("From: x\r\n\r\nBase: <URL:http://a/>")
	assert.True(t, errors.Is(err, rfc1808.ErrNoBase))
	_, err = rfc1808.BaseFromHeaders("Base: x")
	assert.False(t, errors.Is(err, rfc1808.ErrNoBase))
}

// section10 is the example document of RFC 1808, Section 10, lines
// 830-836, verbatim.
const section10 = `<!doctype html public "-//IETF//DTD HTML//EN">
<HTML><HEAD>
<TITLE>An example HTML document</TITLE>
<BASE href="http://www.ics.uci.edu/Test/a/b/c">
</HEAD><BODY>
... <A href="../x">a hypertext anchor</A> ...
</BODY></HTML>
`

func TestBaseFromHTMLSection10(t *testing.T) {
	base, err := rfc1808.BaseFromHTML(section10)
	require.NoError(t, err)
	assert.Equal(t, "http://www.ics.uci.edu/Test/a/b/c", base)
	// "A parser reading the example document should interpret the given
	// relative URL "../x" as representing the absolute URL
	// <URL:http://www.ics.uci.edu/Test/a/x>".
	got, err := dialect.ResolveString(rfc1808.Default, base, "../x")
	require.NoError(t, err)
	assert.Equal(t, "http://www.ics.uci.edu/Test/a/x", got)
}

func TestBaseFromHTML(t *testing.T) {
	runBase(t, rfc1808.BaseFromHTML, []baseCase{
		// "in HTML, element and attribute names are case-insensitive".
		{`<base HREF="http://a/b">`, "http://a/b", ""},
		{`<Base hReF="http://a/b">`, "http://a/b", ""},
		// Quoted with either quote, or not quoted.
		{`<BASE href='http://a/b'>`, "http://a/b", ""},
		{`<BASE href=http://a/b>`, "http://a/b", ""},
		{`<BASE href = "http://a/b" >`, "http://a/b", ""},
		{"<BASE\n  href=\n\"http://a/b\"\n>", "http://a/b", ""},
		{`<BASE href="http://a/b"/>`, "http://a/b", ""},
		{`<BASE target=x href=http://a/b>`, "http://a/b", ""},
		{`<BASE href="http://a/>b">`, "http://a/>b", "21:path"},
		// The first HREF of the first BASE.
		{`<BASE href="http://a/" HREF="http://b/"><BASE href="http://c/">`, "http://a/", ""},
		// White space around the value is removed; references replaced.
		{`<BASE href="  http://a/b  ">`, "http://a/b", ""},
		{`<BASE href="http://a/b?x=1&amp;y=2&#38;z=3&amp">`, "http://a/b?x=1&y=2&z=3&", ""},
		{`<BASE href="http://a/b?x&copy;y&ampz&#38x">`, "http://a/b?x&copy;y&ampz&#38x", ""},
		{`<BASE href="http://a/&#126;u">`, "http://a/~u", "21:path"},
		// With a fragment.
		{`<BASE href="http://a/b#f">`, "http://a/b#f", ""},

		// The HEAD portion, with or without its tags.
		{"<HTML><HEAD><TITLE>t</TITLE><META name=x content=\"a>b\"><LINK rel=x href=y><BASE href=http://a/></HEAD>", "http://a/", ""},
		{"<TITLE>t</TITLE>\n<BASE href=http://a/>", "http://a/", ""},
		{"<!-- <BASE href=http://comment/> --><BASE href=http://a/>", "http://a/", ""},
		{"<?xml version=\"1.0\"?><!DOCTYPE html><html><head><base href=\"http://a/\"></head></html>", "http://a/", ""},
		{"<HEAD><TITLE><BASE href=http://title/></TITLE><BASE href=http://a/>", "http://a/", ""},
		{"<HEAD><SCRIPT>document.write('</HEAD><BASE href=http://script/>')</SCRIPT><BASE href=http://a/>", "http://a/", ""},
		{"<HEAD><STYLE>p{}</style ><BASE href=http://a/>", "http://a/", ""},
		{"\xef\xbb\xbf<BASE href=http://a/>", "http://a/", ""},
		// BASEFONT is not BASE (and, an element of the body, ends the HEAD).
		{"<BASEFONT size=3 href=http://no/>", "", "33:10"},

		// Outside the HEAD: after </HEAD>, <BODY>, a body element, or text.
		{"<HEAD></HEAD><BASE href=http://a/>", "", "13:10"},
		{"<BODY><BASE href=http://a/>", "", "6:10"},
		{"<P><BASE href=http://a/>", "", "3:10"},
		{"<HEAD></P><BASE href=http://a/>", "", "10:10"},
		{"Hello <BASE href=http://a/>", "", "6:10"},
		{"a < b <BASE href=http://a/>", "", "6:10"},
		{"", "", "0:10"},
		{"<HTML><HEAD><TITLE>x</TITLE></HEAD><BODY>no base</BODY></HTML>", "", "62:10"},
		{"<TITLE>never closed <BASE href=http://a/>", "", "41:10"},
		{"<!-- never closed <BASE href=http://a/>", "", "39:10"},
		{"<META content=\"never closed><BASE href=http://a/>", "", "49:10"},

		// Malformed BASE elements.
		{"<BASE>", "", "0:10"},
		{"<BASE target=x>", "", "0:10"},
		{"<BASE href>", "", "0:10"},
		{"<BASE href=\"http://a/", "", "11:10"},
		{"<BASE href=http://a/", "", "0:10"},
		{"<BASE href=\"\">", "", "12:10"},
		{"<BASE href=>", "", "11:10"},
		{"<BASE href=\"../x\">", "", "12:10"},
		{"<BASE href=\"  ../x\">", "", "14:10"},
		{"<BASE href=\"http://a/b c\">", "http://a/b c", "22:path"},
	})
	_, err := rfc1808.BaseFromHTML("<BODY><BASE href=http://a/>")
	assert.True(t, errors.Is(err, rfc1808.ErrNoBase))
	_, err = rfc1808.BaseFromHTML("<BASE>")
	assert.False(t, errors.Is(err, rfc1808.ErrNoBase))
}

// TestBaseHelpersLinear checks that large malformed inputs finish quickly
// (a quadratic scan would take minutes on these).
func TestBaseHelpersLinear(t *testing.T) {
	n := 1 << 20
	for _, doc := range []string{
		strings.Repeat("<a ", n/3),
		strings.Repeat("</", n/2),
		strings.Repeat("<TITLE></", n/9),
		"<TITLE>" + strings.Repeat("</TITLEx", n/8),
		strings.Repeat("<!", n/2),
		strings.Repeat("&#", n/2),
		"<BASE href=\"http://a/" + strings.Repeat("&amp", n/4) + "\">",
		strings.Repeat("<b x=y ", n/7),
		strings.Repeat("<b =", n/4),
	} {
		_, _ = rfc1808.BaseFromHTML(doc)
	}
	for _, h := range []string{
		"Base: <" + strings.Repeat(" \r\n", n/3),
		strings.Repeat("X: y\n", n/5),
		strings.Repeat("Base\n ", n/6),
	} {
		_, _ = rfc1808.BaseFromHeader(h)
		_, _ = rfc1808.BaseFromHeaders(h)
	}
}
