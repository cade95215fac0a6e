package document

import (
	"bytes"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// tokenizerAttrs returns the attributes x/net/html's tokenizer gives for
// each start tag of doc, as "key=value" lines, and what scanTag gives for
// the same tags, over the original bytes.
func tokenizerAttrs(doc []byte) (tok, scan []string) {
	z := html.NewTokenizer(bytes.NewReader(doc))
	off := 0
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return tok, scan
		}
		lo := off
		off += len(z.Raw())
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		attrs := scanTag(doc, lo, off, nil)
		seen := map[string]bool{}
		for _, a := range attrs {
			// The tokenizer keeps the first of each name.
			name := string(asciiLower(doc[a.name.lo:a.name.hi]))
			if !seen[name] {
				seen[name] = true
				scan = append(scan, name+"="+string(doc[a.value.lo:a.value.hi]))
			}
		}
		for more := true; more; {
			var k, v []byte
			k, v, more = z.TagAttr()
			if k == nil && !more {
				break
			}
			tok = append(tok, string(k)+"="+string(v))
		}
	}
}

// scanTag must find the attributes the tokenizer finds, with the same
// values (where no character reference, NUL or carriage return makes the
// tokenizer's value differ from the raw bytes: it decodes the first,
// replaces the second and makes the third a line feed).
func checkScanMatchesTokenizer(t *testing.T, doc []byte) {
	tok, scan := tokenizerAttrs(doc)
	raw := !bytes.ContainsAny(doc, "&\x00\r")
	if len(tok) != len(scan) {
		t.Fatalf("%q: tokenizer %q, scanTag %q", doc, tok, scan)
	}
	for i := range tok {
		tk, _, _ := strings.Cut(tok[i], "=")
		sk, _, _ := strings.Cut(scan[i], "=")
		// The tokenizer makes a NUL in a name U+FFFD.
		sk = strings.ReplaceAll(sk, "\x00", "\ufffd")
		if raw && tok[i] != scan[i] || !raw && tk != sk {
			t.Fatalf("%q: attribute %d: tokenizer %q, scanTag %q", doc, i, tok[i], scan[i])
		}
	}
}

var trickyTags = []string{
	`<a href=x>`, `<a href="x">`, `<a href='x'>`, `<a HREF = "x" >`, `<a href>`, `<a href=>`,
	`<a =x href=y>`, `<a ==x>`, `<a href=x href=y>`, `<a HREF=x href=y>`, `<a/href=x>`, `<a href=x/>`,
	`<a href="x>y">`, `<a href=x"y>`, `<a href=x'y'z>`, `<a b c d=e>`, `<a href="a b" title='c d'>`,
	"<a\thref\n=\r\"x\"\f>", `<a href="x"title="y">`, `<a href=x/ >`, `<a / href = / >`, `<a href=">`,
	`<img src=a.gif usemap=#m>`, `<a href="unclosed>text</a><b>`, `<A HREF=a>1</A><A HREF=b>2</A>`,
}

func TestScanTagMatchesTokenizer(t *testing.T) {
	for _, s := range trickyTags {
		checkScanMatchesTokenizer(t, []byte(s))
	}
}

func FuzzScanTagMatchesTokenizer(f *testing.F) {
	for _, s := range trickyTags {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkScanMatchesTokenizer(t, []byte(s))
	})
}

func asciiLower(b []byte) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		out[i] = lower(c)
	}
	return out
}

// lookupElement finds every element of the table, in any case, with its
// entries, and no other name.
func TestLookupElement(t *testing.T) {
	for name, attrs := range byElement {
		if name == "*" {
			continue
		}
		for _, n := range []string{name, strings.ToUpper(name), strings.ToUpper(name[:1]) + name[1:]} {
			e := lookupElement([]byte(n))
			if e == nil || e.name != name || len(e.attrs) != len(attrs) {
				t.Errorf("lookupElement(%q) = %+v, want the entries of %q", n, e, name)
			}
		}
	}
	for _, n := range []string{"", "li", "b", "p", "tr", "font", "bases", "as", "imgs", "i", "blockquotes", "ta", "ab", "xyz", "aa", "meta\x00", "\xff"} {
		if e := lookupElement([]byte(n)); e != nil {
			t.Errorf("lookupElement(%q) = %q, want none", n, e.name)
		}
	}
}
