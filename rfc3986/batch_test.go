package rfc3986

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/document"
)

// plainBases are bases of every shape resolvePlain meets: a directory, a
// file, a query and a fragment, an empty path, a path without "/", dot
// segments, no authority, an empty authority, userinfo and port, none
// (no scheme), and a base met again after others.
var plainBases = []string{
	"http://www.example.edu/~user/dir/page.html",
	"http://a/b/c/d;p?q",
	"http://a/b/c/d;p?q#f",
	"http://a",
	"http://a?q",
	"http://a/",
	"http://u@a:80/x/y/",
	"file:///usr/share/doc/",
	"file:",
	"mailto:x@y",
	"urn:a/b",
	"news:comp/x",
	"http://a/b/../c/",
	"http://a/./b",
	"http://a//b//c",
	"foo:/a/b/..",
	"",
	"a/b/c",
	"/a/b",
	"http://a/b/c/d;p?q",
}

// plainRefs add shapes the test pages may lack.
var plainRefs = []string{
	"g", "g/", "./g", "../g", "../..", "..", ".", "./", "../../../../g", "g?y", "g#s", "g?y#s",
	"g;x?y#s", "g/./h", "g/../h", "..g", "g..", ".g", "g?../x", "g#../x", "a@b", "!$&'()*+,;=",
	"../g?q/../x#f/../y", "x//y", "~u/", "-._~", "/g", "/", "/g/../h", "/./g", "/g/.", "/..", "//g", "//", "/g?../x#./y",
	"/g//h", "/.g", "/g..", "#", "?", "#f", "?q", "?q#f", "#f?g", "?../x", "#./y", "?/a//b",
	"http://b/c", "HTTP://B/c/../d", "http:g", "http:", "http:?q#f", "http://a:80/x?y#z", "mailto:x@y", "foo:/./a",
	"foo:./a", "foo:../a", "foo:.a", "http://a/./b", "http://a/.b", "http:/../g", "http://./x", "http://a/b?../c#./d",
	"a+b-c.d:e", "1a:b", "a_b:c", "g:h", "g:h:i", "g/h:i", "http://a/b/..", "http://u:p@a:8/~x/y.html", ":g",
	"./a:b", "g?x:y", "g#x:y", "/a:b", "?a:b", "#a:b", "a:b/c:d", "../a:b", "a/../b:c", "?:", "#:", "/:", "x:?y", "x:#y",
}

// TestResolvePlain checks resolvePlain against RFC 3986's ResolveText for
// every link value of the test pages and plainRefs, against every base of
// plainBases: wherever it answers, it answers as the dialect does.
func TestResolvePlain(t *testing.T) {
	d := New()
	if !d.NewTextResolver().(*batchResolver).plain || New(WithMaxLength(10)).NewTextResolver().(*batchResolver).plain ||
		New(WithSameScheme(dialect.SameSchemeAsRelative)).NewTextResolver().(*batchResolver).plain {
		t.Fatal("NewTextResolver does not tell the default options from others")
	}
	refs := append([]string(nil), plainRefs...)
	pages, _ := filepath.Glob("../testdata/documents/*.html")
	for _, p := range pages {
		doc, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range document.NewExtractor(doc).All() {
			refs = append(refs, string(l.Value))
		}
	}
	r := d.NewTextResolver().(*batchResolver)
	sr := d.NewTextResolver().(dialect.StringResolver)
	answered := 0
	for _, b := range plainBases {
		base, err := d.Parse(b)
		if err != nil {
			t.Fatal(err)
		}
		for _, ref := range refs {
			var want dialect.Reference
			wantErr := d.ResolveText(&want, &base, ref)
			// ResolveToString, which takes resolvePlain from the second
			// reference against a base on, answers as ResolveText does.
			if s, err := sr.ResolveToString(&base, ref); (err == nil) != (wantErr == nil) || err == nil && s != want.Source() ||
				err != nil && err.Error() != wantErr.Error() {
				t.Errorf("%q against %q: ResolveToString %q (%v), ResolveText %q (%v)", ref, b, s, err, want.Source(), wantErr)
			}
			got, ok := r.resolvePlain(&base, ref)
			if !ok {
				continue
			}
			answered++
			if wantErr != nil {
				t.Errorf("%q against %q: resolvePlain %q, ResolveText: %v", ref, b, got, wantErr)
			} else if got != want.Source() {
				t.Errorf("%q against %q: resolvePlain %q, ResolveText %q", ref, b, got, want.Source())
			}
		}
	}
	if answered < len(refs) {
		t.Errorf("resolvePlain answered %d times for %d references and %d bases", answered, len(refs), len(plainBases))
	}
	t.Logf("%d references, %d bases, %d answered", len(refs), len(plainBases), answered)
}

// FuzzResolvePlain checks resolvePlain against RFC 3986's ResolveText for
// any base and reference: wherever it answers, it answers as the dialect
// does.
func FuzzResolvePlain(f *testing.F) {
	for _, b := range plainBases {
		for _, ref := range plainRefs[:8] {
			f.Add(b, ref)
		}
	}
	d := New()
	f.Fuzz(func(t *testing.T, b, ref string) {
		base, err := d.Parse(b)
		if err != nil {
			return
		}
		r := d.NewTextResolver().(*batchResolver)
		got, ok := r.resolvePlain(&base, ref)
		if !ok {
			return
		}
		var want dialect.Reference
		if err := d.ResolveText(&want, &base, ref); err != nil {
			t.Fatalf("%q against %q: resolvePlain %q, ResolveText: %v", ref, b, got, err)
		}
		if got != want.Source() {
			t.Fatalf("%q against %q: resolvePlain %q, ResolveText %q", ref, b, got, want.Source())
		}
	})
}
