package migrate

import (
	"bytes"
	"context"
	"io"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/header"
)

// The rewrites docs/links.md's section "What each value is, and what the
// rewrite does" names, each checked by TestValueTable as the table gives it.
const (
	rewriteClassName  = "never its own; under a CODEBASE the Java runtime read otherwise, the CODEBASE made absolute"
	rewriteEachUnder  = "each URI: under a CODEBASE, the CODEBASE made absolute; without one, in place"
	rewriteUnder      = "under a CODEBASE, the CODEBASE made absolute; without one, in place"
	rewriteInPlace    = "in place"
	rewriteEach       = "each URI in place"
	rewriteRefresh    = "the URI after `URL=` in place"
	rewriteNoneBase   = "none: no row, and never rewritten"
	rewriteNoneParam  = "none: not read as a link"
	rewriteNoneHeader = "none: the rewritten document carries no header"
)

// A valueRow is a row of that table: an element, an attribute, and what
// the rewrite does.
type valueRow struct{ element, attr, rewrite string }

// valueTable reads the section: its table's rows, one per attribute (the
// http-header row names several), and the rows of the attributes its
// paragraph "Every other attribute" names, rewritten in place.
func valueTable(t *testing.T) []valueRow {
	b, err := os.ReadFile("../docs/links.md")
	require.NoError(t, err)
	doc := string(b)
	start := strings.Index(doc, "\n## What each value is, and what the rewrite does\n")
	require.GreaterOrEqual(t, start, 0, "the section")
	section := doc[start+1:]
	if end := strings.Index(section, "\n## "); end >= 0 {
		section = section[:end]
	}
	var rows []valueRow
	cell := regexp.MustCompile("`([^`]+)`")
	for _, line := range strings.Split(section, "\n") {
		if !strings.HasPrefix(line, "| `") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), " | ")
		require.Len(t, cells, 5, line)
		elem := cell.FindStringSubmatch(cells[0])[1]
		for _, a := range cell.FindAllStringSubmatch(cells[1], -1) {
			rows = append(rows, valueRow{elem, a[1], strings.TrimSpace(cells[4])})
		}
	}
	other := strings.Index(section, "**Every other attribute**")
	require.GreaterOrEqual(t, other, 0, "the paragraph of every other attribute")
	text := strings.Join(strings.Fields(section[strings.Index(section[other:], ": ")+other:]), " ")
	for _, m := range regexp.MustCompile("`([^`]+)` `([^`]+)`").FindAllStringSubmatch(text, -1) {
		rows = append(rows, valueRow{m[1], m[2], rewriteInPlace})
	}
	return rows
}

// documentedPair is how the table names an Attribute.
func documentedPair(a document.Attribute) [2]string {
	elem, name := a.Element, a.Name
	if elem == "*" {
		elem = "every element"
	}
	if name == "" {
		name = "(content)"
	}
	return [2]string{elem, name}
}

const (
	valuePageURL = "http://www.example.com/a/b/page.html"
	backslashed  = `a\b.gif`   // a reference whose meaning changed: its cause backslash
	percentSlash = `a%5Cb.gif` // its rewrite, in place
)

// valuePage is a page holding value in element's attribute, as the
// attribute holds a URI: the list and srcset forms with a second item,
// style sheet text with url(), a refresh with "URL=".
func valuePage(elem, attr, value string) string {
	if elem == "every element" {
		elem = "p"
	}
	switch {
	case elem == "style" && attr == "(content)":
		return "<style>p{background:url(" + value + ")}</style>"
	case attr == "style":
		return `<p style="background:url(` + value + `)">`
	case elem == "meta" && attr == "content":
		return `<meta http-equiv="refresh" content="0; URL=` + value + `">`
	case attr == "srcset" || attr == "imagesrcset":
		return "<" + elem + " " + attr + `="` + value + ` 2x, other.gif 3x">`
	case attr == "ping" || attr == "profile" || elem == "object" && attr == "archive":
		return "<" + elem + " " + attr + `="` + value + ` other.gif">`
	case elem == "applet" && attr == "archive":
		return "<" + elem + " " + attr + `="` + value + `, other.jar">`
	}
	return "<" + elem + " " + attr + `="` + value + `">`
}

// migratePage migrates page, captured from valuePageURL in 1997 with
// the header fields hdr, from rfc2396 to testTo: its rows and, when it
// was rewritten, the rewritten page.
func migratePage(t *testing.T, page string, hdr header.Fields) ([]Row, []byte) {
	t.Helper()
	c := &collector{docs: map[string][]byte{}}
	s, err := Drive(context.Background(), []string{"page.html"}, Options{Config: testConfig(t, "rfc2396"), Workers: 1,
		Open: func(string) (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader([]byte(page))), nil },
		Prepare: func(rec *archive.Record) {
			rec.URI, rec.Date = valuePageURL, time.Date(1997, 7, 1, 0, 0, 0, 0, time.UTC)
			if hdr != nil {
				rec.HTTP = &archive.HTTPMessage{Header: hdr}
			}
		}}, c)
	require.NoError(t, err)
	require.True(t, s.Balanced(), s.Accounting())
	require.LessOrEqual(t, len(c.docs), 1)
	for _, d := range c.docs {
		return c.rows, d
	}
	return c.rows, nil
}

// rowsOf returns the rows of element's attribute whose raw value is raw.
func rowsOf(rows []Row, elem, attr, raw string) []Row {
	if elem == "every element" {
		elem = "p"
	}
	if attr == "(content)" {
		attr = ""
	}
	var out []Row
	for _, r := range rows {
		if r.Element == elem && r.Attribute == attr && r.Raw == raw {
			out = append(out, r)
		}
	}
	return out
}

// TestValueTableComplete checks that the section names every attribute
// the extractor reads, and only those (and PARAM's VALUE, which it does
// not read): every entry of document.Attributes, every header field, and
// every link found in a page holding each of them, under its element and
// attribute.
func TestValueTableComplete(t *testing.T) {
	rows := valueTable(t)
	documented := map[[2]string]bool{}
	for _, r := range rows {
		assert.False(t, documented[[2]string{r.element, r.attr}], "named twice: %v", r)
		documented[[2]string{r.element, r.attr}] = true
	}
	read := map[[2]string]bool{{"param", "value"}: true}
	var page strings.Builder
	for _, a := range document.Attributes() {
		p := documentedPair(a)
		read[p] = true
		assert.True(t, documented[p], "the extractor reads %s %s: docs/links.md does not say what its value is", p[0], p[1])
		page.WriteString(valuePage(p[0], p[1], "x.gif") + "\n")
	}
	hdr := header.Fields{{Name: "Location", Value: "l.html"}, {Name: "Content-Location", Value: "c.html"}, {Name: "Refresh", Value: "0; URL=r.html"}, {Name: "Link", Value: "<k.css>; rel=stylesheet"}}
	for _, f := range hdr {
		read[[2]string{"http-header", strings.ToLower(f.Name)}] = true
	}
	for p := range documented {
		assert.True(t, read[p], "docs/links.md names %s %s, which the extractor does not read", p[0], p[1])
	}
	found, _ := migratePage(t, page.String(), hdr)
	require.NotEmpty(t, found)
	for _, r := range found {
		p := [2]string{r.Element, r.Attribute}
		if r.Attribute == "" {
			p[1] = "(content)"
		}
		if !documented[p] {
			p[0] = "every element"
		}
		assert.True(t, documented[p], "a link of %s %s, which docs/links.md does not name", r.Element, r.Attribute)
	}
}

// TestValueTable migrates, for each row of the section, a page whose
// link there changed its meaning, and checks that the rewrite does what
// the row says, with the cause: in place (the backslash made %5C), for
// the one URI of a list, srcset, style sheet or refresh that changed; for
// a class name, never, and under a CODEBASE the Java runtime read as a
// directory (codebase="1.0.2"), the CODEBASE made absolute with its "/",
// the value kept; no rewrite, or no row, where the row says none.
func TestValueTable(t *testing.T) {
	const codebase = "http://www.example.com/a/b/1.0.2/"
	inPlace := func(t *testing.T, r valueRow) {
		page := valuePage(r.element, r.attr, backslashed)
		rows, doc := migratePage(t, page, nil)
		got := rowsOf(rows, r.element, r.attr, backslashed)
		require.Len(t, got, 1, page)
		assert.Equal(t, "backslash", got[0].Cause, page)
		assert.Equal(t, percentSlash, got[0].Rewrite, page)
		assert.Equal(t, valuePage(r.element, r.attr, percentSlash), string(doc), "only the value rewritten")
	}
	// underCodebase migrates the element of a Java applet or object under
	// codebase="1.0.2" with value in the row's attribute.
	underCodebase := func(t *testing.T, r valueRow, value string) {
		var page, kept string
		switch r.element {
		case "applet":
			code := ` code="X.class"`
			if r.attr == "code" || r.attr == "object" {
				code = ""
			}
			page = `<applet codebase="1.0.2"` + code + ` ` + r.attr + `="` + value + `"></applet>`
			kept = `<applet codebase="` + codebase + `"` + code + ` ` + r.attr + `="` + value + `"></applet>`
		case "object":
			classid := ` classid="java:X.class"`
			if r.attr == "classid" {
				classid = ` data="x.ser"`
			}
			page = `<object codebase="1.0.2"` + classid + ` ` + r.attr + `="` + value + `"></object>`
			kept = `<object codebase="` + codebase + `"` + classid + ` ` + r.attr + `="` + value + `"></object>`
		}
		rows, doc := migratePage(t, page, nil)
		got := rowsOf(rows, r.element, r.attr, strings.Fields(strings.ReplaceAll(value, ",", " "))[0])
		require.Len(t, got, 1, page)
		if r.attr == "classid" {
			// java:X.class reads the same everywhere: the CODEBASE is
			// made absolute for DATA, and CLASSID keeps its value.
			assert.Equal(t, Same, got[0].Verdict, page)
			assert.Empty(t, got[0].Rewrite, page)
		} else {
			assert.Equal(t, "codebase", got[0].Cause, page)
			assert.Equal(t, codebase, got[0].Rewrite, page)
		}
		assert.Equal(t, kept, string(doc), "the value kept, the CODEBASE absolute")
	}
	rows := valueTable(t)
	require.Greater(t, len(rows), 60)
	for _, r := range rows {
		t.Run(r.element+"_"+r.attr, func(t *testing.T) {
			switch r.rewrite {
			case rewriteInPlace, rewriteEach, rewriteRefresh:
				inPlace(t, r)
			case rewriteUnder, rewriteEachUnder:
				inPlace(t, r)
				value := "x.ser"
				if r.attr == "archive" {
					value = map[string]string{"applet": "a.jar, b.jar", "object": "a.jar b.jar"}[r.element]
				}
				underCodebase(t, r, value)
			case rewriteClassName:
				page := valuePage(r.element, r.attr, `a\b.class`)
				rows, doc := migratePage(t, page, nil)
				got := rowsOf(rows, r.element, r.attr, `a\b.class`)
				require.Len(t, got, 1, page)
				assert.Equal(t, "backslash", got[0].Cause, page)
				assert.Empty(t, got[0].Rewrite, page)
				assert.Equal(t, ClassNameRewrite, got[0].NoRewrite, page)
				assert.Nil(t, doc, "nothing rewritten")
				underCodebase(t, r, map[string]string{"code": "X.class", "object": "X.ser", "classid": "java:X.class"}[r.attr])
			case rewriteNoneBase:
				rows, _ := migratePage(t, `<base href="a\b/"><a href="x.html">`, nil)
				assert.Empty(t, rowsOf(rows, r.element, r.attr, `a\b/`), "no row")
				assert.Len(t, rowsOf(rows, "a", "href", "x.html"), 1)
			case rewriteNoneParam:
				rows, _ := migratePage(t, `<applet code="X.class"><param name="p" valuetype="ref" value="`+backslashed+`"></applet>`, nil)
				assert.Empty(t, rowsOf(rows, r.element, r.attr, backslashed), "no row")
				assert.Len(t, rows, 1, "CODE alone")
			case rewriteNoneHeader:
				name := map[string]string{"location": "Location", "content-location": "Content-Location", "refresh": "Refresh", "link": "Link"}[r.attr]
				value := map[string]string{"refresh": "0; URL=" + backslashed, "link": "<" + backslashed + ">; rel=stylesheet"}[r.attr]
				if value == "" {
					value = backslashed
				}
				rows, doc := migratePage(t, "<p>x", header.Fields{{Name: name, Value: value}})
				got := rowsOf(rows, r.element, r.attr, backslashed)
				require.Len(t, got, 1)
				assert.Equal(t, "backslash", got[0].Cause)
				assert.Empty(t, got[0].Rewrite)
				assert.Contains(t, got[0].NoRewrite, "HTTP header field")
				assert.Nil(t, doc)
			default:
				t.Errorf("docs/links.md: %s %s: a rewrite the test does not know: %q", r.element, r.attr, r.rewrite)
			}
		})
	}
}
