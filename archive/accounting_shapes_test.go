package archive

import (
	"bytes"
	"strings"
	"testing"

	"github.com/nlnwa/gowarc/v3"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/internal/warcgen"
)

// TestLongTableRows reads link-table rows longer than the stream's
// buffer (256 KiB): each row is read whole, its document and reference
// as written.
func TestLongTableRows(t *testing.T) {
	for _, size := range []int{300 << 10, 2 << 20} {
		doc := "http://www.example.edu/" + strings.Repeat("d", size/2)
		ref := strings.Repeat("r", size/2) + ".html"
		table := "document\treference\n" + doc + "\t" + ref + "\nhttp://a.example/\tb.html\n"
		recs, fails := readShape(t, []byte(table))
		require.Empty(t, fails, "row of %d bytes", size)
		require.Len(t, recs, 2)
		r := NewReader(strings.NewReader(table), "long.tsv")
		rec, err := r.Next()
		require.NoError(t, err)
		require.Len(t, rec.Links, 1)
		assert.True(t, rec.Links[0].Document == doc, "document of the %d-byte row", size)
		assert.True(t, rec.Links[0].Reference == ref, "reference of the %d-byte row", size)
		rec, err = r.Next()
		require.NoError(t, err)
		assert.Equal(t, "b.html", rec.Links[0].Reference)
	}
}

// TestBrokenWATJSON fails a WAT record whose JSON is cut, with its
// reason, and reads the record after it.
func TestBrokenWATJSON(t *testing.T) {
	wat := records(t, watSpecs())
	good := wat[1]
	js := `{"Envelope":{"WARC-Header-Metadata":{"WARC-Type":"response","WARC-Target-URI":"http://a.example/"},"Payload-Metadata":{`
	broken, err := warcgen.Bytes(warcgen.Spec{Type: gowarc.Metadata, URI: "http://a.example/", Date: "2006-03-04T00:00:01Z",
		ID: warcgen.ID("broken.wat", 1), ContentType: "application/json", Block: strings.NewReader(js)})
	require.NoError(t, err)
	recs, fails := readShape(t, bytes.Join([][]byte{wat[0], broken, good}, nil))
	require.Len(t, fails, 1)
	assert.Equal(t, int64(len(wat[0])), fails[0].Offset)
	assert.Contains(t, fails[0].Error(), "JSON")
	require.Len(t, recs, 2)
	assert.Equal(t, int64(len(wat[0])+len(broken)), recs[1].Offset)
}
