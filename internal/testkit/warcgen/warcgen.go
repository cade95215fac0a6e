// Package warcgen builds WARC records with gowarc's record builder, the
// project's writer path, for test archives and benchmarks: the generator
// of testdata/archive and the tests that build large records at run time.
package warcgen

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"

	"github.com/nlnwa/gowarc/v3"
)

// Spec describes one record.
type Spec struct {
	Type        gowarc.RecordType
	URI         string
	Date        string // RFC 3339, as WARC-Date
	ID          string // "<urn:uuid:...>"
	ContentType string
	Headers     [][2]string // more WARC header fields
	Block       io.Reader
}

// Record writes one record with gowarc's builder and marshaler; the
// builder adds Content-Length and the block (and payload) digests.
func Record(w io.Writer, s Spec) (int64, error) {
	b := gowarc.NewRecordBuilder(s.Type, gowarc.WithAddMissingDigest(true),
		gowarc.WithDefaultDigestAlgorithm("sha1"), gowarc.WithVersion(gowarc.V1_1))
	defer b.Close()
	if s.URI != "" {
		b.AddWarcHeader(gowarc.WarcTargetURI, s.URI)
	}
	b.AddWarcHeader(gowarc.WarcDate, s.Date)
	b.AddWarcHeader(gowarc.WarcRecordID, s.ID)
	if s.ContentType != "" {
		b.AddWarcHeader(gowarc.ContentType, s.ContentType)
	}
	for _, h := range s.Headers {
		b.AddWarcHeader(h[0], h[1])
	}
	if _, err := b.ReadFrom(s.Block); err != nil {
		return 0, err
	}
	rec, _, err := b.Build()
	if err != nil {
		return 0, fmt.Errorf("build %s %s: %w", s.Type, s.URI, err)
	}
	defer rec.Close()
	_, n, err := gowarc.NewMarshaler().Marshal(w, rec, 0)
	return n, err
}

// Bytes is Record into memory.
func Bytes(s Spec) ([]byte, error) {
	var buf bytes.Buffer
	_, err := Record(&buf, s)
	return buf.Bytes(), err
}

// Gzip compresses b as one gzip member with a fixed header, so the
// output is the same on every run.
func Gzip(b []byte) []byte {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	_, _ = zw.Write(b)
	_ = zw.Close()
	return buf.Bytes()
}

// ID returns a fixed record id for record n of a file.
func ID(file string, n int) string {
	h := uint32(2166136261)
	for i := 0; i < len(file); i++ {
		h = (h ^ uint32(file[i])) * 16777619
	}
	return fmt.Sprintf("<urn:uuid:%08x-0000-4000-8000-%012d>", h, n)
}

// newGzip is a gzip writer of the default level with a fixed header.
func newGzip(w io.Writer) *gzip.Writer {
	zw, _ := gzip.NewWriterLevel(w, gzip.DefaultCompression)
	return zw
}
