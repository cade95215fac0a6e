package document_test

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/document"
)

// links returns every link of doc, copied.
func links(t testing.TB, doc []byte) []document.Link {
	var out []document.Link
	x := document.NewExtractor(doc)
	for {
		l, err := x.Next()
		if err == io.EOF {
			return out
		}
		require.NoError(t, err)
		out = append(out, *l)
	}
}

func TestReferences(t *testing.T) {
	f, err := os.Open("../testdata/documents/references.txt")
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for line := 1; sc.Scan(); line++ {
		if sc.Text() == "" || sc.Text()[0] == '#' {
			continue
		}
		fields := strings.Split(sc.Text(), "\t")
		require.Len(t, fields, 3, "line %d", line)
		var v [3]string
		for i, f := range fields {
			v[i], err = strconv.Unquote(f)
			require.NoError(t, err, "line %d", line)
		}
		doc := []byte(`<a href="` + v[0] + `">`)
		ls := links(t, doc)
		require.Len(t, ls, 1, "line %d", line)
		assert.Equal(t, v[0], string(ls[0].Raw), "line %d", line)
		assert.Equal(t, v[1], string(ls[0].Value), "line %d: SGML reading of %q", line, v[0])
		h5 := string(ls[0].Value)
		if ls[0].HTML5 != nil {
			h5 = string(ls[0].HTML5)
			assert.NotEqual(t, v[1], h5, "line %d: HTML5 set though the same", line)
		}
		assert.Equal(t, v[2], h5, "line %d: HTML Standard's reading of %q", line, v[0])
		n++
	}
	require.NoError(t, sc.Err())
	require.Greater(t, n, 20)
}

// Bad input: broken markup yields the links a browser would have found,
// never a panic.
func TestBrokenMarkup(t *testing.T) {
	for _, c := range []struct {
		doc  string
		want []string // raw values, in order
	}{
		// A tag running to the end of the file.
		{`<a href="x">x</a><a href="y`, []string{"x", "y"}},
		{`<a href=y`, []string{"y"}},
		{`<a href="y" `, []string{"y"}},
		// An attribute without a value is an empty reference, as in the tokenizer.
		{`<img src="a.gif" lowsrc=`, []string{"a.gif", ""}},
		{`<a href>`, []string{""}},
		// An unclosed quote runs to the next quote.
		{`<a href="x>y</a><a href="z">`, []string{"x>y</a><a href="}},
		// "<" in an attribute value.
		{`<a href="a<b">`, []string{"a<b"}},
		{`<a href=a<b>`, []string{"a<b"}},
		// NUL bytes are kept as bytes.
		{"<a href=\"a\x00b\">\x00<img src=c>", []string{"a\x00b", "c"}},
		// Links in NOFRAMES, NOSCRIPT, NOEMBED and IFRAME content, which the
		// tokenizer would read as text.
		{`<noframes><a href=f></noframes><noscript><img src=s></noscript><noembed><a href=e></noembed><iframe src=i><a href=j></iframe>`,
			[]string{"f", "s", "e", "i", "j"}},
		// Not in a comment, a script, a TEXTAREA or a TITLE.
		{`<!-- <a href=c> --><script><a href=s></script><textarea><a href=t></textarea><title><a href=u></title><a href=ok>`, []string{"ok"}},
		// The first of two attributes of the same name, as the tokenizer.
		{`<a href=1 HREF=2>`, []string{"1"}},
		// A META that is not a refresh is no link.
		{`<meta name=x content="5; URL=no"><meta http-equiv=" Refresh " content="5">`, nil},
		{`<meta http-equiv=refresh content="0; url = 'q.html' ">`, []string{"q.html"}},
		// A page that is really a GIF.
		{"GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;", nil},
		{"", nil},
		{"<", nil},
		{"<a", nil},
	} {
		var got []string
		for _, l := range links(t, []byte(c.doc)) {
			got = append(got, string(l.Raw))
		}
		assert.Equal(t, c.want, got, "%q", c.doc)
	}
}

// A big page is read in one pass: 20 MB of links.
func TestBigPage(t *testing.T) {
	if testing.Short() {
		t.Skip("a 20 MB page")
	}
	unit := `<p><a href="page.html?x=1&amp;y=2">link</a> <img src=i.gif> text text text` + "\n"
	doc := bytes.Repeat([]byte(unit), 20<<20/len(unit))
	x := document.NewExtractor(doc)
	n := 0
	for {
		l, err := x.Next()
		if err == io.EOF {
			break
		}
		if string(l.Raw) != string(doc[l.Offset:l.Offset+l.Len]) {
			t.Fatalf("link %d: offset %d does not hold its raw value", n, l.Offset)
		}
		n++
	}
	assert.Equal(t, 2*(20<<20/len(unit)), n)
}

// Adversarial shapes that could make a scanner quadratic: a tag with many
// repeated attributes, many unclosed references, a long unquoted value.
func TestNoQuadraticShapes(t *testing.T) {
	for _, doc := range [][]byte{
		append([]byte("<a"), bytes.Repeat([]byte(" href=x"), 200000)...),
		append([]byte("<a href=\""), bytes.Repeat([]byte("&amp"), 500000)...),
		append([]byte("<a href="), bytes.Repeat([]byte("x"), 4<<20)...),
		append([]byte("<style>"), bytes.Repeat([]byte("url("), 500000)...),
		bytes.Repeat([]byte("<a href=x style=\"url(y)\">"), 100000),
	} {
		links(t, doc)
	}
}

// Every link's offset and length hold its raw value in the original
// bytes, links come in document order, and the links the tokenizer sees
// are all found.
func FuzzExtract(f *testing.F) {
	for _, page := range []string{"html20", "html32", "html401", "extensions", "html5"} {
		doc, err := os.ReadFile("../testdata/documents/" + page + ".html")
		if err != nil {
			f.Fatal(err)
		}
		f.Add(doc)
	}
	f.Add([]byte(`<a href="x`))
	f.Add([]byte(`<!--[if IE]><img srcset="a 1x,b,c 2x (x,y), d"><svg><use xlink:href=e><![endif]--><applet codebase=f code=g>`))
	f.Add([]byte(`<style>@import "a"; x{background:url( b )}</style><p style='background:url("c")'>`))
	f.Fuzz(func(t *testing.T, doc []byte) {
		last := -1
		x := document.NewExtractor(doc)
		for {
			l, err := x.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			if l.Offset < 0 || l.Len < 0 || l.Offset+l.Len > len(doc) {
				t.Fatalf("link at %d+%d outside %d bytes", l.Offset, l.Len, len(doc))
			}
			if !bytes.Equal(l.Raw, doc[l.Offset:l.Offset+l.Len]) {
				t.Fatalf("link at %d: raw %q, document holds %q", l.Offset, l.Raw, doc[l.Offset:l.Offset+l.Len])
			}
			if l.Offset < last {
				t.Fatalf("link at %d after one at %d", l.Offset, last)
			}
			last = l.Offset
		}
		// Some, in batches of three, gives the same links as Next.
		want := links(t, doc)
		var got []document.Link
		x.Reset(doc)
		for ls := x.Some(3); ls != nil; ls = x.Some(3) {
			got = append(got, ls...)
		}
		if len(got) != len(want) {
			t.Fatalf("Some gave %d links, Next %d", len(got), len(want))
		}
		for i := range got {
			if got[i].Offset != want[i].Offset || !bytes.Equal(got[i].Value, want[i].Value) {
				t.Fatalf("link %d: Some gave %d %q, Next %d %q", i, got[i].Offset, got[i].Value, want[i].Offset, want[i].Value)
			}
		}
	})
}

func TestMayHoldBase(t *testing.T) {
	for doc, want := range map[string]bool{
		`<HTML><BASE HREF="x">`: true,
		`<bAsE href=x>`:         true,
		`<!-- <base> -->`:       true, // may: a comment is not looked into
		`<basefont size=3>`:     true,
		`<a href="base">base`:   false,
		`<b>ase`:                false,
		`<bas`:                  false,
		``:                      false,
	} {
		assert.Equal(t, want, document.MayHoldBase([]byte(doc)), doc)
	}
}

// Bases reads the whole document and leaves its links, in order, for Next.
func TestBases(t *testing.T) {
	doc := []byte(`<a href=x><base href="http://a/&amp;b"><img src=y><BASE HREF=second>`)
	x := document.NewExtractor(doc)
	assert.Equal(t, []string{"http://a/&b", "second"}, x.Bases(nil))
	assert.Equal(t, 4, x.Pending())
	var got []string
	for {
		l, err := x.Next()
		if err == io.EOF {
			break
		}
		got = append(got, l.Element+" "+string(l.Value))
	}
	assert.Equal(t, []string{"a x", "base http://a/&b", "img y", "base second"}, got)
	assert.Equal(t, 0, x.Pending())
}
