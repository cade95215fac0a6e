package doclinks

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/header"
)

// TestResolveExtracted resolves links that came without their document
// (a WAT record's) against the base each dialect establishes: the
// recorded base wins over the header and the retrieval URI.
func TestResolveExtracted(t *testing.T) {
	rfc1808, err := engine.Get("rfc1808")
	require.NoError(t, err)
	rfc3986, err := engine.Get("rfc3986")
	require.NoError(t, err)
	r, err := NewResolver(rfc1808, rfc3986)
	require.NoError(t, err)
	src := dialect.BaseSource{Header: header.Fields{{Name: "Content-Base", Value: "http://a/h/"}},
		Retrieval: "http://a/b/c/d;p?q"}
	links := []document.Link{{Offset: -1, Raw: []byte(";x"), Value: []byte(";x")}}
	var got [][]string
	sum, err := r.ResolveExtracted(src, links, func(l *document.Link, ts []Target) error {
		got = append(got, []string{ts[0].URI, ts[1].URI})
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, 1, sum.Links)
	// RFC 1808 honours Content-Base (as RFC 2068 defined it); RFC 3986
	// names no header field and takes the retrieval URI.
	assert.Equal(t, [][]string{{"http://a/h/;x", "http://a/b/c/;x"}}, got)
	assert.Equal(t, dialect.HeaderBase, sum.Bases[0].Layer)
	assert.Equal(t, dialect.RetrievalBase, sum.Bases[1].Layer)

	src.Embedded = []string{"http://e/f/"}
	got = nil
	_, err = r.ResolveExtracted(src, links, func(l *document.Link, ts []Target) error {
		got = append(got, []string{ts[0].URI, ts[1].URI})
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, [][]string{{"http://e/f/;x", "http://e/f/;x"}}, got)
}
