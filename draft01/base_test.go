package draft01

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/uridialect/uridialect/dialect"
)

// section10 is the example document of Section 10, lines 723-729.
const section10 = `<!doctype html public "-//IETF//DTD HTML//EN">
<HTML><HEAD>
<TITLE>An example HTML document</TITLE>
<BASE href="http://www.ics.uci.edu/Test/a/b/c">
</HEAD><BODY>
... <A href="../x">a hypertext anchor</A> ...
</BODY></HTML>
`

func TestHTMLBaseSection10(t *testing.T) {
	base, ok := HTMLBase(section10)
	assert.True(t, ok)
	assert.Equal(t, "http://www.ics.uci.edu/Test/a/b/c", base)
	// "A parser reading the example document should interpret the given
	// relative URL "../x" as representing the absolute URL
	// <URL:http://www.ics.uci.edu/Test/a/x>".
	got, err := dialect.ResolveString(Default, base, "../x")
	assert.NoError(t, err)
	assert.Equal(t, "http://www.ics.uci.edu/Test/a/x", got)
}

func TestHTMLBase(t *testing.T) {
	for _, tc := range []struct {
		doc, want string
		ok        bool
	}{
		{`<base href=http://a/b>`, "http://a/b", true},
		{`<html><head><BaSe HrEf='http://a/b'></head>`, "http://a/b", true},
		{`<base target="x" href = "http://a/b?x=1&amp;y=2" >`, "http://a/b?x=1&y=2", true},
		{`<base href="  http://a/b  ">`, "http://a/b", true},
		{`<base title="a > b" href="http://a/b">`, "http://a/b", true},
		{`<!-- <base href="http://no/"> --><base href="http://yes/">`, "http://yes/", true},
		{`<!doctype x><title>t</title><meta name=x><base href="http://a/"><base href="http://b/">`, "http://a/", true},
		{`<base><base href="http://b/">`, "http://b/", true},
		{`<base href="">`, "", false},
		{`<basefont href="http://a/">`, "", false},
		{`<head></head><base href="http://a/">`, "", false},
		{`<body><base href="http://a/">`, "", false},
		{`<a href="http://a/">`, "", false},
		{``, "", false},
		{`plain text`, "", false},
		// Malformed input: never a panic, never a wrong answer.
		{`<`, "", false},
		{`<base`, "", false},
		{`<base href`, "", false},
		{`<base href=`, "", false},
		{`<base href="http://a/`, "", false},
		{`<base href='http://a/>`, "", false},
		{`<!--`, "", false},
		{`<!doctype`, "", false},
		{`< base href="http://a/">`, "", false},
		{`<<base href="http://a/">`, "http://a/", true},
		{`</base href="http://a/">`, "", false},
		{`<base ="x" href="http://a/">`, "http://a/", true},
		{`<base href="http://a/"/>`, "http://a/", true},
		{"<base\nhref\n=\n\"http://a/\"\n>", "http://a/", true},
		{`<base href=http://a/>`, "http://a/", true},
		{"\x00<base href=\"\xff\">", "\xff", true},
	} {
		got, ok := HTMLBase(tc.doc)
		assert.Equal(t, tc.ok, ok, "%q", tc.doc)
		assert.Equal(t, tc.want, got, "%q", tc.doc)
	}
}

func TestHeaderBase(t *testing.T) {
	for _, tc := range []struct {
		header, want string
		ok           bool
	}{
		// Section 3.2, lines 431 and 435.
		{"Base-URL: http://www.ics.uci.edu/Test/a/b/c\r\n", "http://www.ics.uci.edu/Test/a/b/c", true},
		{"Content-Type: text/html\r\nbase-url:http://a/b\r\n\r\nbody", "http://a/b", true},
		{"BASE-URL :  http://a/b  \n", "http://a/b", true},
		{"Base-URL:\r\n http://a/b\r\nX: y\r\n", "http://a/b", true},
		{"Base-URL: http://a/\r\n\tb\r\n", "http://a/\tb", true},
		{"Base-URL: http://first/\nBase-URL: http://second/\n", "http://first/", true},
		{"X: y\n\nBase-URL: http://in-body/\n", "", false},
		{"X-Base-URL: http://a/\n", "", false},
		{"X: y\n Base-URL: http://a/\n", "", false},
		{"Base-URL:\n", "", false},
		{"Base-URL\n", "", false},
		{"", "", false},
		{"\n", "", false},
		{":", "", false},
		{"Base-URL: http://a/", "http://a/", true},
		{"\x00\xff: \r\n\r", "", false},
	} {
		got, ok := HeaderBase(tc.header)
		assert.Equal(t, tc.ok, ok, "%q", tc.header)
		assert.Equal(t, tc.want, got, "%q", tc.header)
	}
}

func TestEstablishBase(t *testing.T) {
	for _, tc := range []struct {
		embedded, header, retrieval, want, sec string
	}{
		{"http://e/", "http://h/", "http://r/", "http://e/", "3.1"},
		{"", "http://h/", "http://r/", "http://h/", "3.2"},
		{"../relative", "http://h/", "http://r/", "http://h/", "3.2"},
		{"", "", "http://r/", "http://r/", "3.3"},
		{"", "/x", "http://r/", "http://r/", "3.3"},
		{"", "", "", "", "3.4"},
		{"x", ":y", "", "", "3.4"},
	} {
		got, rule := EstablishBase(tc.embedded, tc.header, tc.retrieval)
		assert.Equal(t, tc.want, got)
		assert.Equal(t, dialect.Rule{Doc: "draft-ietf-uri-relative-url-01", Sec: tc.sec}, rule)
	}
}

func TestBaseHelpersLinear(t *testing.T) {
	// Runs of what each scanner steps over one at a time.
	for _, doc := range []string{
		strings.Repeat("<", 1<<20),
		strings.Repeat("<a b=", 1<<18),
		strings.Repeat("<a ", 1<<18),
		"<a " + strings.Repeat("= ", 1<<19),
		strings.Repeat("<!-- -->", 1<<17),
	} {
		_, ok := HTMLBase(doc)
		assert.False(t, ok)
	}
	_, ok := HeaderBase(strings.Repeat("X: y\n", 1<<18))
	assert.False(t, ok)
	got, ok := HeaderBase("Base-URL: a" + strings.Repeat("\n b", 1<<18))
	assert.True(t, ok)
	assert.Equal(t, 1+2*(1<<18), len(got), "unfolding keeps each continuation's white space")
}

func FuzzHTMLBase(f *testing.F) {
	f.Add(section10)
	f.Add(`<base href='x'><!-- <base href=y> -->`)
	f.Fuzz(func(t *testing.T, doc string) {
		base, ok := HTMLBase(doc)
		if ok != (base != "") {
			t.Fatalf("HTMLBase(%q) = %q, %v", doc, base, ok)
		}
	})
}

func FuzzHeaderBase(f *testing.F) {
	f.Add("Base-URL: http://www.ics.uci.edu/Test/a/b/c\r\n\r\n")
	f.Add("X: y\r\n z\r\nBase-url:\r\n\tq\r\n")
	f.Fuzz(func(t *testing.T, h string) {
		base, ok := HeaderBase(h)
		if ok != (base != "") || base != strings.Trim(base, " \t") {
			t.Fatalf("HeaderBase(%q) = %q, %v", h, base, ok)
		}
	})
}
