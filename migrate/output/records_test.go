package output

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
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

// TestDerivativeOfFile checks where a rewritten HTML file goes: under its
// capture date and URL when it has one, else under its path (relative to
// the working folder, or absolute), so that two files of one name in a
// collection, or ../d/p.html and d/p.html, do not meet.
func TestDerivativeOfFile(t *testing.T) {
	wd, err := os.Getwd()
	require.NoError(t, err)
	up := filepath.ToSlash(filepath.Join(filepath.Dir(filepath.Dir(wd)), "up", "c.html"))
	date := time.Date(1996, 9, 2, 10, 30, 0, 0, time.UTC)
	for _, c := range []struct {
		file, uri string
		date      time.Time
		want      string
	}{
		{"site/a.html", "", time.Time{}, "documents/site/a.html"},
		{"d/p.html", "file:///elsewhere/d/p.html", time.Time{}, "documents/d/p.html"},
		{"/abs/b.html", "", time.Time{}, "documents/abs/b.html"},
		{"../../up/c.html", "", time.Time{}, "documents/" + strings.TrimLeft(up, "/")},
		{"-", "", time.Time{}, "documents/stdin.html"},
		{"1996/main.html", "http://Lynx.Browser.ORG/lynx_help/main.html", date, "documents/19960902103000/lynx.browser.org/lynx_help/main.html"},
		{"1997/main.html", "http://lynx.browser.org/lynx_help/main.html", date.AddDate(1, 0, 0), "documents/19970902103000/lynx.browser.org/lynx_help/main.html"},
		{"x.html", "http://example.com", time.Time{}, "documents/example.com/index.html"},
		{"x.html", "http://example.com:8080/a/", time.Time{}, "documents/example.com%3A8080/a/index.html"},
		{"x.html", "http://example.com/cgi/db;type=html?q=a/b&r=%41", time.Time{}, "documents/example.com/cgi/db;type=html%3Fq=a%2Fb&r=%41"},
		{"x.html", "http://example.com/a/../b/./c//d%2Fe%20f:g*h", time.Time{}, "documents/example.com/a/%2E%2E/b/%2E/c/%2F/d%2Fe%20f%3Ag%2Ah"},
	} {
		d := NewDerivative(&archive.Record{File: c.file, URI: c.uri, Date: c.date, Format: archive.FormatDocument}, &migrate.Result{Rewritten: []byte("x")})
		require.NotNil(t, d)
		assert.Nil(t, d.Conversion)
		assert.Equal(t, c.want, d.Path, c.file+" "+c.uri)
	}
	assert.Nil(t, NewDerivative(&archive.Record{File: "a.html"}, &migrate.Result{}))
}

// TestDocumentClash: two plain files given one URL and date would share a
// rewritten document's path: the second fails, naming the first, and
// writes nothing; the first is written; exit status 1 in the command.
func TestDocumentClash(t *testing.T) {
	inputs, m := pagesAndManifest(t, "manifest.tsv", "path\turl\tdate\n"+
		"a.html\thttp://www.example.com/db.html\t1996-06-01\n"+
		"b.html\thttp://www.example.com/db.html\t1996-06-01\n", "a.html", "b.html")
	b, err := os.ReadFile(inputs[0])
	require.NoError(t, err)
	out := t.TempDir()
	opt := options(t, "rfc1808", out)
	opt.Manifest = m
	sum, err := run(context.Background(), inputs, opt)
	require.NoError(t, err)
	require.Equal(t, 1, sum.Records.Failed)
	f := sum.Records.Failures[0]
	assert.Equal(t, inputs[1], f.File)
	assert.Contains(t, f.Reason, "documents/19960601000000/www.example.com/db.html, the rewritten "+inputs[0]+"'s")
	assert.Equal(t, 1, sum.Documents.Rewritten)
	got, err := os.ReadFile(filepath.Join(out, "documents", "19960601000000", "www.example.com", "db.html"))
	require.NoError(t, err)
	assert.NotEqual(t, string(b), string(got), "the first file's rewritten document")
	for _, r := range readJSONL(t, filepath.Join(out, LinksJSONL)) {
		assert.Equal(t, inputs[0], r.File, "no row of the failed record")
	}
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
