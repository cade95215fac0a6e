package header_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/uridialect/uridialect/header"
)

// A WARC header as webrecorder's warcio writes a revisit: names in their
// own case, one repeated.
var revisit = header.Fields{
	{Name: "WARC-Type", Value: "revisit"},
	{Name: "WARC-Concurrent-To", Value: "<urn:uuid:1>"},
	{Name: "warc-concurrent-to", Value: "<urn:uuid:2>"},
	{Name: "Content-Length", Value: "0"},
}

func TestLookup(t *testing.T) {
	v, ok := revisit.Lookup("WARC-CONCURRENT-TO")
	assert.True(t, ok)
	assert.Equal(t, "<urn:uuid:1>", v, "the first field of the name")
	_, ok = revisit.Lookup("WARC-Refers-To")
	assert.False(t, ok)
	v, ok = header.Fields{{Name: "X-Empty", Value: ""}}.Lookup("x-empty")
	assert.True(t, ok, "an empty value is a field")
	assert.Equal(t, "", v)
	assert.Equal(t, "0", revisit.Get("content-length"))
	assert.Equal(t, "", revisit.Get("Content-Type"))
}

func TestValues(t *testing.T) {
	assert.Equal(t, []string{"<urn:uuid:1>", "<urn:uuid:2>"}, revisit.Values("WARC-Concurrent-To"))
	assert.Nil(t, revisit.Values("WARC-Refers-To"))
	assert.Nil(t, header.Fields(nil).Values("WARC-Type"))
}

func ExampleFields() {
	h := header.Fields{
		{Name: "Content-Type", Value: "text/html"},
		{Name: "Content-Base", Value: "http://a/b/c/d;p?q"},
		{Name: "content-base", Value: "http://elsewhere/"},
	}
	fmt.Println(h.Get("CONTENT-BASE"))
	fmt.Println(h.Values("Content-Base"))
	// Output:
	// http://a/b/c/d;p?q
	// [http://a/b/c/d;p?q http://elsewhere/]
}
