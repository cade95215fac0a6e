package output

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/klauspost/compress/gzip"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/migrate"
)

// TestExportsMakeRun checks that migrate.Drive over each input apart,
// with a sink that builds the derivatives (NewDerivative) and writes
// them with a ConversionWriter, as a pipeline uses them, gives what Run
// writes: the same accounting, merged, and, byte for byte, the same
// conversion records.
func TestExportsMakeRun(t *testing.T) {
	ctx := context.Background()
	inputs := []string{sampleWARC, filepath.Join(sampleDir, "broken.warc"), filepath.Join(t.TempDir(), "missing.warc")}
	out := t.TempDir()
	opt := options(t, "auto", out)
	opt.Started = time.Date(2026, 11, 27, 3, 0, 0, 0, time.UTC)
	s, err := run(ctx, inputs, opt)
	require.NoError(t, err)

	total := migrate.NewSummary(migrate.DefaultExamples)
	var conversions bytes.Buffer
	cw := NewConversionWriter(&conversions, Conversions, NewRunInfo(opt.Config, opt.Started))
	for _, file := range inputs {
		sink := sinkFunc(func(rec *archive.Record, res *migrate.Result) error {
			d := NewDerivative(rec, res)
			if d == nil {
				return nil
			}
			require.NotNil(t, d.Conversion, "an archived document gives a conversion record")
			return cw.Write(d.Conversion, file)
		})
		part, err := migrate.Drive(ctx, []string{file}, migrate.Options{Config: opt.Config, Workers: 1}, sink)
		require.NoError(t, err)
		total.Merge(part)
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
		d := NewDerivative(&archive.Record{File: file, Format: archive.FormatDocument}, &migrate.Result{Rewritten: []byte("x")})
		require.NotNil(t, d)
		assert.Nil(t, d.Conversion)
		assert.Equal(t, want, d.Path, file)
	}
	assert.Nil(t, NewDerivative(&archive.Record{File: "a.html"}, &migrate.Result{}))
}

// A sinkFunc is a function as a migrate.Sink.
type sinkFunc func(*archive.Record, *migrate.Result) error

func (f sinkFunc) Write(rec *archive.Record, res *migrate.Result) error { return f(rec, res) }

// gunzip returns the content of every gzip member of b.
func gunzip(t *testing.T, b []byte) string {
	zr, err := gzip.NewReader(bytes.NewReader(b)) // reads every member
	require.NoError(t, err)
	out, err := io.ReadAll(zr)
	require.NoError(t, err)
	return string(out)
}
