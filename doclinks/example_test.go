package doclinks_test

import (
	"fmt"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/doclinks"
	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/header"
	"github.com/uridialect/uridialect/rfc1808"
	"github.com/uridialect/uridialect/rfc3986"
)

func ExampleResolver() {
	r, _ := doclinks.NewResolver(rfc1808.Default, rfc3986.New())
	doc := []byte(`<A HREF=";x">x</A>`)
	src := dialect.BaseSource{
		Retrieval: "http://www.example.edu/~user/page.html",
		Header:    header.Fields{{Name: "Content-Base", Value: "http://a/b/c/d;p?q"}},
	}
	r.ResolveDocument(doc, src, func(l *document.Link, ts []doclinks.Target) error {
		for i, d := range r.Dialects() {
			fmt.Println(d.Name(), r.Summary().Bases[i].URI, ts[i].URI)
		}
		return nil
	})
	// Output:
	// rfc1808 http://a/b/c/d;p?q http://a/b/c/d;x
	// rfc3986 http://www.example.edu/~user/page.html http://www.example.edu/~user/;x
}
