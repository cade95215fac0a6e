package migrate

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
			total.Merge(m.MigrateRecord(Unreadable(file, err)).Summary)
			continue
		}
		for rec := range Records(f, file) {
			res := m.MigrateRecord(rec)
			total.Merge(res.Summary)
			if d := NewDerivative(rec.Input, res); d != nil {
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
		d := NewDerivative(&Input{File: file, Format: "document"}, &Result{Rewritten: []byte("x")})
		require.NotNil(t, d)
		assert.Nil(t, d.Conversion)
		assert.Equal(t, want, d.Path, file)
	}
	assert.Nil(t, NewDerivative(&Input{File: "a.html"}, &Result{}))
}

// gunzip returns the content of every gzip member of b.
func gunzip(t *testing.T, b []byte) string {
	zr, err := gzip.NewReader(bytes.NewReader(b)) // reads every member
	require.NoError(t, err)
	out, err := io.ReadAll(zr)
	require.NoError(t, err)
	return string(out)
}
