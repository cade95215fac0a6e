package doclinks_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/doclinks"
	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/engine"
)

type resolved struct {
	offset int
	uris   []string
	errs   []bool
}

func collect(t *testing.T, r *doclinks.Resolver, doc []byte, url string) ([]resolved, doclinks.Summary) {
	var out []resolved
	sum, err := r.ResolveDocument(doc, dialect.BaseSource{Retrieval: url}, func(l *document.Link, ts []doclinks.Target) error {
		res := resolved{offset: l.Offset}
		for i, tg := range ts {
			res.uris = append(res.uris, tg.URI)
			res.errs = append(res.errs, tg.Err != nil)
			d := r.Dialects()[i]
			// A link against the document's base resolves as the dialect
			// resolves its value against that base, whatever the Resolver
			// kept from before.
			base := r.Summary().Bases[i].URI
			if l.Base != document.DocumentBase || base == "" || tg.Err != nil {
				continue
			}
			v := l.Value
			if l.HTML5 != nil && doclinks.ReadsHTML5(d) {
				v = l.HTML5
			}
			want, err := dialect.ResolveString(d, base, string(v))
			if err != nil || want != tg.URI {
				t.Fatalf("%s: %q against %q: Resolve gave %q, the dialect %q (%v)", d.Name(), v, base, tg.URI, want, err)
			}
		}
		out = append(out, res)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out, sum
}

// FuzzResolve resolves a document after another with one Resolver, and
// alone with a new one: what a Resolver keeps from document to document
// (its buffers, the targets of recent references) never changes a
// result.
func FuzzResolve(f *testing.F) {
	pages, _ := filepath.Glob("../testdata/documents/*.html")
	for _, p := range pages {
		doc, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add([]byte(`<a href="x"><img src=i.gif><base href="http://o/p/"><img src=i.gif>`), doc)
	}
	f.Add([]byte(`<img src=i.gif><img src="i.gif"><img src=I.gif>`), []byte(`<img src=i.gif><a href="i&#46;gif"><img src=" i.gif">`))
	f.Fuzz(func(t *testing.T, first, second []byte) {
		ds := engine.All()
		reused, err := doclinks.NewResolver(ds...)
		if err != nil {
			t.Fatal(err)
		}
		fresh, err := doclinks.NewResolver(ds...)
		if err != nil {
			t.Fatal(err)
		}
		const url = "http://www.example.edu/~user/dir/page.html"
		collect(t, reused, first, url)
		got, sum := collect(t, reused, second, "http://other.example/x/y")
		want, _ := collect(t, fresh, second, "http://other.example/x/y")
		if len(got) != len(want) || sum.Links != len(got) {
			t.Fatalf("%d links after another document, %d alone, summary %d", len(got), len(want), sum.Links)
		}
		for k := range got {
			for i := range got[k].uris {
				if got[k].uris[i] != want[k].uris[i] || got[k].errs[i] != want[k].errs[i] {
					t.Fatalf("link at %d under %s: %q (error %v) after another document, %q (error %v) alone",
						got[k].offset, ds[i].Name(), got[k].uris[i], got[k].errs[i], want[k].uris[i], want[k].errs[i])
				}
			}
		}
	})
}
