package migrate

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nlnwa/gowarc/v3"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/internal/testkit/warcgen"
)

// TestExportsMakeRun checks that Records, MigrateRecord and NewDerivative,
// used by another writer as a pipeline uses them, give what Run writes:
// the same accounting and, byte for byte, the same conversion records.
func TestExportsMakeRun(t *testing.T) {
	inputs := []string{sampleWARC, filepath.Join(sampleDir, "broken.warc"), filepath.Join(t.TempDir(), "missing.warc")}
	out := t.TempDir()
	opt := options(t, "auto", out)
	opt.Started = time.Date(2026, 11, 27, 3, 0, 0, 0, time.UTC)
	s, err := Run(context.Background(), inputs, opt)
	require.NoError(t, err)

	m, err := New(opt.Config)
	require.NoError(t, err)
	total := NewSummary(DefaultExamples)
	var conversions bytes.Buffer
	cw := NewConversionWriter(&conversions, Conversions, RunInfo{From: opt.From.String(), To: testTo, Inputs: inputs, Started: opt.Started})
	for _, file := range inputs {
		f, err := os.Open(file)
		if err != nil {
			total.Merge(m.migrateReading(unreadable(file, err)).Summary)
			continue
		}
		for rd := range NewOriginals().records(f, file) {
			res := m.migrateReading(rd)
			total.Merge(res.Summary)
			if d := NewDerivative(rd.rec, res); d != nil {
				require.NotNil(t, d.Conversion, "an archived document gives a conversion record")
				require.NoError(t, cw.Write(d.Conversion, file))
			}
		}
		f.Close()
	}
	total.From, total.To = s.From, s.To
	assert.Equal(t, s, total)
	assert.Equal(t, 2, total.Records.Failed, "a record of broken.warc and the missing file")

	f, err := os.Open(filepath.Join(out, Conversions))
	require.NoError(t, err)
	defer f.Close()
	written, err := io.ReadAll(f)
	require.NoError(t, err)
	assert.Equal(t, gunzip(t, written), gunzip(t, conversions.Bytes()))
	assert.True(t, bytes.Equal(written, conversions.Bytes()), "the same bytes, gzip members and all")
}

// TestDerivativeOfFile checks where a rewritten HTML file goes.
func TestDerivativeOfFile(t *testing.T) {
	for file, want := range map[string]string{
		"site/a.html":     "documents/site/a.html",
		"/abs/b.html":     "documents/abs/b.html",
		"../../up/c.html": "documents/up/c.html",
		"-":               "documents/stdin.html",
	} {
		d := NewDerivative(&archive.Record{File: file, Format: archive.FormatDocument}, &Result{Rewritten: []byte("x")})
		require.NotNil(t, d)
		assert.Nil(t, d.Conversion)
		assert.Equal(t, want, d.Path, file)
	}
	assert.Nil(t, NewDerivative(&archive.Record{File: "a.html"}, &Result{}))
}

// gunzip returns the content of every gzip member of b.
func gunzip(t *testing.T, b []byte) string {
	zr, err := gzip.NewReader(bytes.NewReader(b)) // reads every member
	require.NoError(t, err)
	out, err := io.ReadAll(zr)
	require.NoError(t, err)
	return string(out)
}

// A record past a limit of the archive layer fails with the limit's
// reason, and the next is read: one whose Content-Encoding lists more
// codings than the limit (it cannot be sniffed, and was skipped as
// binary data), one whose gzip body inflates past --max-body-size.
func TestRecordsPastLimits(t *testing.T) {
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(bytes.Repeat([]byte("<p><a href=x.html>x</a></p>\n"), 40_000)) // 1.1 MB
	zw.Close()
	codings := strings.TrimSuffix(strings.Repeat("gzip, ", 1000), ", ")
	specs := []warcgen.Spec{
		{Type: gowarc.Response, URI: "http://a.example/codings", Date: "2001-01-01T00:00:00Z", ID: warcgen.ID("limits", 1),
			ContentType: "application/http;msgtype=response", Block: httpResponse("200 OK", "Content-Type: text/html\nContent-Encoding: "+codings, "<a href=x>x</a>")},
		{Type: gowarc.Response, URI: "http://a.example/bomb", Date: "2001-01-01T00:00:00Z", ID: warcgen.ID("limits", 2),
			ContentType: "application/http;msgtype=response", Block: httpResponse("200 OK", "Content-Type: text/html\nContent-Encoding: gzip", gz.String())},
		{Type: gowarc.Response, URI: "http://a.example/fine", Date: "2001-01-01T00:00:00Z", ID: warcgen.ID("limits", 3),
			ContentType: "application/http;msgtype=response", Block: httpResponse("200 OK", "Content-Type: text/html", "<a href=y>y</a>")},
	}
	var warc bytes.Buffer
	for _, s := range specs {
		b, err := warcgen.Bytes(s)
		require.NoError(t, err)
		warc.Write(b)
	}
	o := NewOriginals()
	o.Limits = archive.Limits{MaxBodySize: 1 << 20}
	m := migrator(t, false)
	var failures []string
	total := NewSummary(DefaultExamples)
	for rd := range o.records(bytes.NewReader(warc.Bytes()), "limits.warc") {
		res := m.migrateReading(rd)
		total.Merge(res.Summary)
		if rd.fail != nil {
			failures = append(failures, rd.fail.Error())
		}
	}
	require.Len(t, failures, 2, "%q", failures)
	assert.Contains(t, failures[0], "1000 codings, more than the limit of 4")
	assert.Contains(t, failures[1], "larger than the limit of 1048576 bytes")
	assert.Equal(t, RecordCounts{Read: 3, Migrated: 1, Failed: 2, Skipped: map[string]int{}, Failures: total.Records.Failures}, total.Records)
	assert.Equal(t, 1, total.Links.Found)
}
