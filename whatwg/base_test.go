package whatwg_test

import (
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/header"
	"github.com/uridialect/uridialect/whatwg"
)

func TestEstablishBase(t *testing.T) {
	for _, c := range []struct {
		name  string
		src   dialect.BaseSource
		want  string
		layer dialect.BaseLayer
	}{
		{"retrieval", dialect.BaseSource{Retrieval: "HTTP://Example.com/a/b"}, "http://example.com/a/b", dialect.RetrievalBase},
		{"relative base element", dialect.BaseSource{Embedded: []string{"../c/"}, Retrieval: "http://x/a/b"}, "http://x/c/", dialect.EmbeddedBase},
		{"only the first base element", dialect.BaseSource{Embedded: []string{"/1/", "/2/"}, Retrieval: "http://x/"}, "http://x/1/", dialect.EmbeddedBase},
		{"href that fails: the fallback", dialect.BaseSource{Embedded: []string{"http://exa mple/"}, Retrieval: "http://x/"}, "http://x/", dialect.RetrievalBase},
		{"Content-Location is not read", dialect.BaseSource{Header: header.Fields{{Name: "Content-Location", Value: "http://y/"}}, Retrieval: "http://x/"}, "http://x/", dialect.RetrievalBase},
		{"srcdoc: the container's base", dialect.BaseSource{Encapsulating: "http://c/d/", Retrieval: "about:srcdoc"}, "http://c/d/", dialect.EncapsulatingBase},
		{"fragment kept", dialect.BaseSource{Retrieval: "http://x/#f"}, "http://x/#f", dialect.RetrievalBase},
		{"nothing", dialect.BaseSource{}, "", dialect.NoBase},
	} {
		b := whatwg.Default.EstablishBase(c.src)
		if b.URI != c.want || b.Layer != c.layer {
			t.Errorf("%s: got %q (%v), want %q (%v); warnings %v", c.name, b.URI, b.Layer, c.want, c.layer, b.Warnings)
		}
	}
}
