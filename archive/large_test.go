package archive

import (
	"bufio"
	"crypto/sha1"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/nlnwa/gowarc/v3"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/internal/testkit/warcgen"
)

// pattern is an endless HTML-ish payload.
type pattern struct{ n int64 }

func (p *pattern) Read(b []byte) (int, error) {
	const line = "<p><a href=\"page.html\">a link</a> and some text to fill the line</p>\n"
	for i := range b {
		b[i] = line[(p.n+int64(i))%int64(len(line))]
	}
	p.n += int64(len(b))
	return len(b), nil
}

// TestHundredMegabyteRecordStreamed writes a WARC holding one 100 MB
// response with gowarc's builder, then reads it through the layer: every
// payload byte arrives, the next record is found, and the heap stays far
// below the record's size (gowarc spills blocks over 1 MiB to disk).
func TestHundredMegabyteRecordStreamed(t *testing.T) {
	const size = 100 << 20
	path := filepath.Join(t.TempDir(), "large.warc")
	f, err := os.Create(path)
	require.NoError(t, err)
	w := bufio.NewWriter(f)
	head := "HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n"
	_, err = warcgen.Record(w, warcgen.Spec{Type: gowarc.Response, URI: "http://big.example/", Date: "2010-01-01T00:00:00Z",
		ID: warcgen.ID("large", 1), ContentType: "application/http;msgtype=response",
		Block: io.MultiReader(strings.NewReader(head), io.LimitReader(&pattern{}, size))})
	require.NoError(t, err)
	_, err = warcgen.Record(w, warcgen.Spec{Type: gowarc.Resource, URI: "http://after.example/", Date: "2010-01-01T00:00:01Z",
		ID: warcgen.ID("large", 2), ContentType: "text/plain", Block: strings.NewReader("after")})
	require.NoError(t, err)
	require.NoError(t, w.Flush())
	require.NoError(t, f.Close())

	in, err := os.Open(path)
	require.NoError(t, err)
	defer in.Close()
	runtime.GC()
	r := NewReader(in, "large.warc")
	rec, err := r.Next()
	require.NoError(t, err)
	assert.Empty(t, rec.Warnings)
	p, err := rec.Payload()
	require.NoError(t, err)
	var peak uint64
	var ms runtime.MemStats
	h := sha1.New()
	buf := make([]byte, 1<<20)
	var n int64
	for {
		k, err := p.Read(buf)
		h.Write(buf[:k])
		n += int64(k)
		if n%(8<<20) < int64(k) {
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapInuse)
		}
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
	}
	want := sha1.New()
	_, _ = io.Copy(want, io.LimitReader(&pattern{}, size))
	assert.Equal(t, int64(size), n)
	assert.Equal(t, want.Sum(nil), h.Sum(nil))
	assert.Less(t, peak, uint64(32<<20), "heap in use while streaming a 100 MB payload")
	next, err := r.Next()
	require.NoError(t, err)
	assert.Equal(t, "http://after.example/", next.URI)
	_, err = r.Next()
	assert.Equal(t, io.EOF, err)
}
