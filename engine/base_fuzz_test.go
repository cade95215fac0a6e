package engine_test

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/header"
)

// FuzzEstablishBase gives every dialect arbitrary layers: base
// establishment never panics, a base comes from a layer, and every warning
// is positioned inside the text it cites.
func FuzzEstablishBase(f *testing.F) {
	f.Add("http://www.ics.uci.edu/Test/a/b/c", "Base", "<URL:http://a/b/c/d;p?q#f>", "http://www.example.edu/~user/dir/page.html", "")
	f.Add("../x", "Content-Base", "http://cb/", "", "http://default/")
	f.Add("", "Content-Location", "x.html", "http://r/a/b", "")
	f.Add("sub/#f", "Base-URL", " http://h/ ", "", "")
	f.Add("", "Base", "< URL: http://a/ b >", "", "")
	f.Fuzz(func(t *testing.T, embedded, name, value, retrieval, def string) {
		src := dialect.BaseSource{Retrieval: retrieval, Default: def, Header: header.Fields{{Name: name, Value: value}}}
		if embedded != "" {
			src.Embedded = []string{embedded}
		}
		for _, d := range engine.All() {
			be, ok := d.(dialect.BaseEstablisher)
			if !ok {
				t.Fatalf("%s does not implement dialect.BaseEstablisher", d.Name())
			}
			b := be.EstablishBase(src)
			if (b.URI == "") != (b.Layer == dialect.NoBase) {
				t.Fatalf("%s: base %q from layer %v", d.Name(), b.URI, b.Layer)
			}
			if b.Layer == dialect.HeaderBase && !strings.EqualFold(b.Field, name) {
				t.Fatalf("%s: base from field %q, the only field is %q", d.Name(), b.Field, name)
			}
			for _, w := range dialect.Violations(b.Warnings) {
				if w.Offset < 0 || w.Offset+w.Len > len(w.Input) {
					t.Fatalf("%s: warning at %d+%d outside %q", d.Name(), w.Offset, w.Len, w.Input)
				}
			}
		}
	})
}
