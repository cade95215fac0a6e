package archive

import (
	"archive/zip"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nlnwa/gowarc/v3"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/internal/testkit/warcgen"
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

// TestWACZ reads a WACZ package: the WARCs under archive/, each named
// PACKAGE#archive/NAME, every record at its offset in the WARC.
func TestWACZ(t *testing.T) {
	gz, err := os.ReadFile(filepath.Join(testdataDir, "sample.warc.gz"))
	require.NoError(t, err)
	plain, err := os.ReadFile(filepath.Join(testdataDir, "sample.warc"))
	require.NoError(t, err)
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range []struct {
		name string
		data []byte
	}{
		{"datapackage.json", []byte(`{"profile": "data-package", "wacz_version": "1.1.1"}`)},
		{"pages/pages.jsonl", []byte(`{"format": "json-pages-1.0", "id": "pages"}` + "\n" + `{"url": "http://www.example.edu/~user/dir/page.html", "ts": "2006-03-01T12:00:02Z"}` + "\n")},
		{"archive/data.warc.gz", gz},
		{"archive/more.warc", plain},
	} {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: e.name, Method: zip.Store})
		require.NoError(t, err)
		_, err = w.Write(e.data)
		require.NoError(t, err)
	}
	require.NoError(t, zw.Close())
	dir := t.TempDir()
	pkg := filepath.Join(dir, "crawl.wacz")
	require.NoError(t, os.WriteFile(pkg, buf.Bytes(), 0o644))

	names, err := Inputs([]string{dir})
	require.NoError(t, err)
	assert.Equal(t, []string{pkg + "#archive/data.warc.gz", pkg + "#archive/more.warc"}, names)
	for i, name := range names {
		r, closer, err := Open(name, nil)
		require.NoError(t, err)
		var offsets []int64
		for {
			rec, err := r.Next()
			if err == io.EOF {
				break
			}
			require.NoError(t, err)
			assert.Equal(t, name, rec.File)
			offsets = append(offsets, rec.Offset)
		}
		require.NoError(t, closer.Close())
		require.Len(t, offsets, 10, name)
		if i == 1 {
			assert.Equal(t, int64(319), offsets[1], "offsets in the WARC as packaged")
		}
	}
	_, err = Inputs([]string{filepath.Join(dir, "crawl.wacz")})
	require.NoError(t, err)
}
