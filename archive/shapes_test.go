package archive

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/nlnwa/gowarc/v3"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/header"
	"github.com/uridialect/uridialect/internal/testkit/warcgen"
)

// seen is what a test keeps of a record: where it is, what it is, and
// what was said about it.
type seen struct {
	Offset   int64
	Type     string
	URI      string
	Warnings []Warning
	Payload  string
}

// readShape reads data and returns every record and every failure.
func readShape(t *testing.T, data []byte) (recs []seen, fails []*RecordError) {
	t.Helper()
	r := NewReader(bytes.NewReader(data), "shape")
	for i := 0; i < len(data)+2; i++ {
		rec, err := r.Next()
		if err == io.EOF {
			return recs, fails
		}
		var re *RecordError
		if errors.As(err, &re) {
			fails = append(fails, re)
			continue
		}
		require.NoError(t, err)
		s := seen{Offset: rec.Offset, Type: string(rec.Type), URI: rec.URI}
		if rec.Inner != nil {
			s.Offset = rec.Inner.Offset
		}
		if p, err := rec.Payload(); err == nil {
			b, _ := io.ReadAll(p)
			s.Payload = string(b)
		}
		s.Warnings = rec.Warnings
		recs = append(recs, s)
	}
	t.Fatal("reader does not end")
	return
}

// resourceRecord is a small resource record of a shape test.
func resourceRecord(t *testing.T, n int, uri string) []byte {
	b, err := warcgen.Bytes(warcgen.Spec{Type: gowarc.Resource, URI: uri, Date: "2006-03-01T12:00:00Z",
		ID: warcgen.ID("shape", n), ContentType: "text/html", Block: strings.NewReader(`<a href="x">x</a>`)})
	require.NoError(t, err)
	return b
}

func warningWith(ws []Warning, part string) bool {
	for _, w := range ws {
		if strings.Contains(w.Text, part) {
			return true
		}
	}
	return false
}

// TestRealWorldShapes reads the header shapes real writers produced:
// each record is read, with its URI and date, and a warning only where
// the shape is not valid.
func TestRealWorldShapes(t *testing.T) {
	a, b := resourceRecord(t, 1, "http://a.example/"), resourceRecord(t, 2, "http://b.example/")
	for name, c := range map[string]struct {
		first   []byte
		warning string // "" for none
	}{
		"wget's angle brackets":     {warcgen.AngleBrackets(a), "angle brackets"},
		"lower-case version, date":  {warcgen.LowerCase(a), ""},
		"unknown digest algorithm":  {warcgen.SetField(a, "WARC-Block-Digest", "monkeypowah:AAAA"), `algorithm "monkeypowah" unknown`},
		"unknown payload algorithm": {warcgen.SetField(a, "WARC-Payload-Digest", "crc32:1234"), `algorithm "crc32" unknown`},
	} {
		t.Run(name, func(t *testing.T) {
			recs, fails := readShape(t, append(bytes.Clone(c.first), b...))
			require.Empty(t, fails)
			require.Len(t, recs, 2)
			assert.Equal(t, seen{Offset: 0, Type: "resource", URI: "http://a.example/"}, seen{Offset: recs[0].Offset, Type: recs[0].Type, URI: recs[0].URI})
			assert.Equal(t, int64(len(c.first)), recs[1].Offset)
			assert.Equal(t, `<a href="x">x</a>`, recs[0].Payload)
			if c.warning == "" {
				assert.Empty(t, recs[0].Warnings)
			} else {
				assert.True(t, warningWith(recs[0].Warnings, c.warning), "%q", recs[0].Warnings)
			}
			assert.Empty(t, recs[1].Warnings)
		})
	}
	t.Run("date in lower case is read", func(t *testing.T) {
		r := NewReader(bytes.NewReader(warcgen.LowerCase(a)), "shape")
		rec, err := r.Next()
		require.NoError(t, err)
		assert.Equal(t, "2006-03-01T12:00:00Z", rec.Date.Format("2006-01-02T15:04:05Z07:00"))
	})
}

func TestTrailingWhiteSpace(t *testing.T) {
	a, b := resourceRecord(t, 1, "http://a.example/"), resourceRecord(t, 2, "http://b.example/")
	for _, tail := range []string{"\r\n", "\r\n\r\n\r\n", "\n\n", "  \t\r\n "} {
		recs, fails := readShape(t, append(append(bytes.Clone(a), b...), tail...))
		assert.Empty(t, fails, "%q", tail)
		require.Len(t, recs, 2)
		assert.Empty(t, recs[1].Warnings, "%q", tail)
		gz := append(append(warcgen.Gzip(a), warcgen.Gzip(b)...), tail...)
		recs, fails = readShape(t, gz)
		assert.Empty(t, fails, "gzip, %q", tail)
		assert.Len(t, recs, 2)
	}
	// Junk that is not white space still fails, naming its place.
	_, fails := readShape(t, append(append(bytes.Clone(a), b...), "garbage"...))
	require.Len(t, fails, 1)
	assert.Equal(t, int64(len(a)+len(b)), fails[0].Offset)
}

func TestNamedKinds(t *testing.T) {
	a, b := resourceRecord(t, 1, "http://a.example/"), resourceRecord(t, 2, "http://b.example/")
	t.Run("no WARC-Type", func(t *testing.T) {
		recs, fails := readShape(t, append(warcgen.DropField(a, "WARC-Type"), b...))
		require.Empty(t, fails)
		require.Len(t, recs, 2)
		assert.Equal(t, string(TypeUntyped), recs[0].Type)
		assert.True(t, warningWith(recs[0].Warnings, "WARC-Type"), "%q", recs[0].Warnings)
	})
	t.Run("negative Content-Length", func(t *testing.T) {
		bad := warcgen.SetField(a, "Content-Length", "-17")
		recs, fails := readShape(t, append(bad, b...))
		require.Len(t, fails, 1)
		assert.Equal(t, int64(0), fails[0].Offset)
		assert.Contains(t, fails[0].Error(), `Content-Length "-17" is negative`)
		require.Len(t, recs, 1)
		assert.Equal(t, "http://b.example/", recs[0].URI)
		assert.Equal(t, int64(len(bad)), recs[0].Offset)
	})
}

// TestStrayBytesBefore puts the bytes disks and transfers add before the
// first record: each is junk, reported with its length, and every record
// is read at its offset.
func TestStrayBytesBefore(t *testing.T) {
	a, b := resourceRecord(t, 1, "http://a.example/"), resourceRecord(t, 2, "http://b.example/")
	plain := append(bytes.Clone(a), b...)
	gz := append(warcgen.Gzip(a), warcgen.Gzip(b)...)
	for name, c := range map[string]struct {
		junk, file []byte
		second     int64
	}{
		"NUL":                {[]byte{0}, plain, int64(len(a))},
		"byte-order mark":    {[]byte("\xef\xbb\xbf"), plain, int64(len(a))},
		"byte before gzip":   {[]byte("x"), gz, int64(len(warcgen.Gzip(a)))},
		"NULs before gzip":   {make([]byte, 100), gz, int64(len(warcgen.Gzip(a)))},
		"a line before WARC": {[]byte("HTTP/1.0 200 OK\r\n"), plain, int64(len(a))},
	} {
		t.Run(name, func(t *testing.T) {
			recs, fails := readShape(t, append(bytes.Clone(c.junk), c.file...))
			require.Empty(t, fails)
			require.Len(t, recs, 2)
			n := int64(len(c.junk))
			assert.Equal(t, []int64{n, n + c.second}, []int64{recs[0].Offset, recs[1].Offset})
			assert.Contains(t, recs[0].Warnings, Warning{WarnJunk, fmt.Sprintf("%d bytes of junk skipped at offset 0 before this record", n)})
		})
	}
	t.Run("a document stays a document", func(t *testing.T) {
		page := []byte("<html><body><p>The WARC/1.0 format is ISO 28500.</p>\nWARC/1.0\r\nnot a record</body></html>")
		recs, fails := readShape(t, page)
		require.Empty(t, fails)
		require.Len(t, recs, 1)
		assert.Equal(t, "document", recs[0].Type)
	})
}

// TestChunkedStoredDecoded reads a response whose writer kept
// "Transfer-Encoding: chunked" on a body it stored de-chunked, and one
// really chunked.
func TestChunkedStoredDecoded(t *testing.T) {
	page := `<html><a href="next.html">next</a></html>`
	for name, c := range map[string]struct {
		body    string
		warning bool
	}{
		"stored de-chunked": {page, true},
		"chunked":           {fmt.Sprintf("%x\r\n%s\r\n0\r\n\r\n", len(page), page), false},
		"chunked with ext":  {fmt.Sprintf("%x;name=v\r\n%s\r\n0\r\n\r\n", len(page), page), false},
	} {
		t.Run(name, func(t *testing.T) {
			rec, err := warcgen.Bytes(warcgen.Spec{Type: gowarc.Response, URI: "http://a.example/", Date: "2006-03-01T12:00:00Z",
				ID: warcgen.ID("chunked", 1), ContentType: "application/http;msgtype=response",
				Block: strings.NewReader("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nTransfer-Encoding: chunked\r\n\r\n" + c.body)})
			require.NoError(t, err)
			recs, fails := readShape(t, rec)
			require.Empty(t, fails)
			require.Len(t, recs, 1)
			assert.Equal(t, page, recs[0].Payload)
			assert.Equal(t, c.warning, warningWith(recs[0].Warnings, "stored de-chunked"), "%q", recs[0].Warnings)
		})
	}
}

func TestLimits(t *testing.T) {
	zeros := bytes.Repeat([]byte{0}, 2<<20)
	t.Run("decoded size", func(t *testing.T) {
		for limit, fails := range map[int64]bool{1 << 20: true, 2 << 20: false} {
			rec := httpRecord(header.Fields{{Name: "Content-Encoding", Value: "gzip"}}, warcgen.Gzip(zeros))
			rec.limits = Limits{MaxBodySize: limit}
			p, err := rec.Payload()
			require.NoError(t, err)
			n, err := io.Copy(io.Discard, p)
			var tooLarge *ErrBodyTooLarge
			assert.Equal(t, fails, errors.As(err, &tooLarge), "limit %d: %v", limit, err)
			assert.LessOrEqual(t, n, limit)
		}
	})
	t.Run("content codings", func(t *testing.T) {
		codings := strings.TrimSuffix(strings.Repeat("gzip, ", 100000), ", ")
		rec := httpRecord(header.Fields{{Name: "Content-Encoding", Value: codings}}, zeros[:10])
		_, err := rec.Payload()
		require.Error(t, err)
		assert.Contains(t, err.Error(), "100000 codings, more than the limit of 4")
		// Not sniffed as binary and skipped: taken for a document, whose
		// reading fails with the reason; one declared an image is not.
		assert.True(t, rec.IsHTML(), "a payload past the limit, declaring no type")
		page := httpRecord(header.Fields{{Name: "Content-Type", Value: "text/html"}, {Name: "Content-Encoding", Value: codings}}, zeros[:10])
		assert.True(t, page.IsHTML(), "a payload past the limit, declared HTML")
		gif := httpRecord(header.Fields{{Name: "Content-Type", Value: "image/gif"}, {Name: "Content-Encoding", Value: codings}}, zeros[:10])
		assert.False(t, gif.IsHTML(), "a payload past the limit, declared an image")
	})
}

// TestFoldedHeaderLines checks that folded lines are joined to their
// field, every one of them.
func TestFoldedHeaderLines(t *testing.T) {
	head := "HTTP/1.0 200 OK\r\nX-Long: a\r\n" + strings.Repeat(" b\r\n", 1000) + "Content-Type: text/html\r\n\r\n"
	msg, warnings := parseHTTPHeader([]byte(head), true)
	assert.Empty(t, warnings)
	assert.Equal(t, "a"+strings.Repeat(" b", 1000), msg.Header.Get("X-Long"))
	assert.Equal(t, "text/html", msg.Header.Get("Content-Type"))
	assert.Equal(t, header.Fields{{Name: "X-Long", Value: "a" + strings.Repeat(" b", 1000)}, {Name: "Content-Type", Value: "text/html"}}, msg.Header)
	assert.Equal(t, len(head), msg.HeaderLen)
}

// TestIndexFiles: CDX and CDXJ files are one record of type "index",
// skipped as "index file", never a document.
func TestIndexFiles(t *testing.T) {
	for name, file := range map[string]string{
		"cdx":           " CDX N b a m s k r M S V g\ncom,example)/ 20140216050221 http://example.com/ text/html 200 B2LTWWPUOYAH7UIPQ7ZUPQ4VMBSVC36A - - 1043 333 example.warc.gz\n",
		"cdx, no space": "CDX N b a m s k r M S V g\ncom,example)/ 20140216050221 http://example.com/ text/html 200 B2LT - - 1043 333 example.warc.gz\n",
		"cdxj":          `com,example)/ 20140216050221 {"url": "http://example.com/", "mime": "text/html", "status": "200", "length": "1043", "offset": "333", "filename": "example.warc.gz"}` + "\n",
	} {
		recs, fails := readShape(t, []byte(file))
		require.Empty(t, fails, name)
		require.Len(t, recs, 1, name)
		assert.Equal(t, "index", recs[0].Type, name)
		rec := &Record{Format: FormatIndex, Type: "index"}
		assert.Equal(t, "index file", SkipKind(rec))
	}
	recs, _ := readShape(t, []byte("<html>com,example)/ 20140216050221 {</html>\n"))
	assert.Equal(t, "document", recs[0].Type, "a page is no index")
}

// TestZstdWARC reads a .warc.zst with its dictionary frame, stored and
// compressed: every record at its frame's offset; a damaged frame costs
// that frame only.
func TestZstdWARC(t *testing.T) {
	recs, extents := propertyWARC(t, 5)
	for _, compressDict := range []bool{false, true} {
		file, offsets, err := warcgen.ZstdWARC(recs, compressDict)
		require.NoError(t, err)
		got, fails := readShape(t, file)
		require.Empty(t, fails)
		require.Len(t, got, len(recs))
		for i, r := range got {
			assert.Equal(t, offsets[i], r.Offset)
			assert.Equal(t, extents[i].URI, r.URI)
		}
		// A flipped byte inside the third frame.
		damaged := bytes.Clone(file)
		damaged[offsets[2]+20] ^= 0x55
		got, fails = readShape(t, damaged)
		assert.Len(t, fails, 1, "compressed dictionary %v", compressDict)
		var uris []string
		for _, r := range got {
			uris = append(uris, r.URI)
		}
		assert.Equal(t, []string{extents[0].URI, extents[1].URI, extents[3].URI, extents[4].URI}, uris)
	}
}
