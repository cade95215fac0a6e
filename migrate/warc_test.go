package migrate

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/internal/testkit/warciotest"
)

// arcWithLatin1URI writes an ARC (version 1) file whose one document's
// URI holds a Latin-1 byte and whose link differs under RFC 1808 and
// RFC 3986 (a query-only reference), so that it is rewritten.
func arcWithLatin1URI(t *testing.T) string {
	block := "HTTP/1.0 200 OK\nContent-type: text/html\n\n<HTML><A HREF=\"?y\">y</A></HTML>\n"
	desc := "1 0 Test\nURL IP-address Archive-date Content-type Archive-length\n"
	arc := fmt.Sprintf("filedesc://latin1.arc 0.0.0.0 19960923142103 text/plain %d\n%s\n", len(desc), desc) +
		fmt.Sprintf("http://www.example.com/caf\xe9/index.html?x 127.0.0.1 19961104142103 text/html %d\n%s\n", len(block), block)
	path := filepath.Join(t.TempDir(), "latin1.arc")
	require.NoError(t, os.WriteFile(path, []byte(arc), 0o644))
	return path
}

// conversionRecords reads the records of a conversions WARC with the
// archive layer, failing on any warning.
func conversionRecords(t *testing.T, path string) []*archive.Record {
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	r := archive.NewReader(f, path)
	var recs []*archive.Record
	for {
		rec, err := r.Next()
		if err == io.EOF {
			return recs
		}
		require.NoError(t, err)
		assert.Empty(t, rec.Warnings, "gowarc checks the fields, the digests and the length")
		recs = append(recs, rec)
	}
}

// TestConversionWARC checks the conversion WARC of an ARC document: the
// warcinfo record first, with the software, the configuration and the
// inputs, named by the conversion; the conversion's WARC-Target-URI a
// URI (the Latin-1 byte percent-encoded), dated as the original; and no
// WARC-Refers-To-Target-URI or -Date, which WARC 1.1 forbids there.
func TestConversionWARC(t *testing.T) {
	arc := arcWithLatin1URI(t)
	out := t.TempDir()
	_, err := Run(context.Background(), []string{arc}, options(t, "rfc1808", out))
	require.NoError(t, err)
	path := filepath.Join(out, Conversions)
	recs := conversionRecords(t, path)
	require.Len(t, recs, 2)
	assert.Equal(t, archive.TypeWarcinfo, recs[0].Type)
	assert.Equal(t, archive.TypeConversion, recs[1].Type)
	info := recs[0].Header.Get("WARC-Record-ID")
	assert.Equal(t, info, recs[1].Header.Get("WARC-Warcinfo-ID"))
	assert.Equal(t, Conversions, recs[0].Header.Get("WARC-Filename"))
	pr, err := recs[0].Payload()
	require.NoError(t, err)
	b, err := io.ReadAll(pr)
	require.NoError(t, err)
	body := string(b)
	for _, want := range []string{"software: uridialect/", "uridialect-from: rfc1808\r\n", "uridialect-to: whatwg,rfc3986\r\n", "uridialect-input: " + arc + "\r\n"} {
		assert.Contains(t, body, want)
	}
	assert.Equal(t, "http://www.example.com/caf%E9/index.html?x", recs[1].Header.Get("WARC-Target-URI"))
	assert.Equal(t, "1996-11-04T14:21:03Z", recs[1].Header.Get("WARC-Date"))
	// WARC 1.1, Sections 5.11 and 5.12: WARC-Refers-To-Target-URI and
	// WARC-Refers-To-Date "shall not be used in ... 'conversion' ...
	// records"; the conversion's own WARC-Target-URI and WARC-Date are
	// the original's.
	assert.Empty(t, recs[1].Header.Get("WARC-Refers-To-Target-URI"))
	assert.Empty(t, recs[1].Header.Get("WARC-Refers-To-Date"))
	assert.Empty(t, recs[1].Header.Get("WARC-Refers-To"), "an ARC record has no id to refer to")

	// warcio indexes it without a warning.
	w := warciotest.Install(t)
	stdout, stderr := w.Run(t, "cdx-index", path)
	assert.Empty(t, string(stderr))
	assert.Contains(t, string(stdout), "caf%E9/index.html?x")
	t.Logf("warcio cdx-index:\n%s", stdout)
}

// TestConversionIDs checks that a conversion's id is the same for the
// same original, configuration and content, and another for another:
// across runs under several configurations, two conversions share an id
// only when they share the original and the block, and a run under
// another configuration gives its conversions of the same originals
// other ids.
func TestConversionIDs(t *testing.T) {
	type conv struct{ id, uri, block string }
	convs := func(from string) []conv {
		out := t.TempDir()
		_, err := Run(context.Background(), []string{sampleWARC}, options(t, from, out))
		require.NoError(t, err)
		path := filepath.Join(out, Conversions)
		var cs []conv
		for _, rec := range conversionRecords(t, path) {
			if rec.Type == "warcinfo" {
				continue
			}
			h := rec.Header.Get
			cs = append(cs, conv{h("WARC-Record-ID"), h("WARC-Refers-To"), h("WARC-Block-Digest")})
		}
		require.NotEmpty(t, cs)
		return cs
	}
	auto := convs("auto")
	assert.Equal(t, auto, convs("auto"), "the same run, the same ids")
	byID := map[string]conv{}
	differ := 0
	for _, from := range []string{"auto", "rfc1808", "rfc1630", "rfc2396 -o dotdot=drop"} {
		for _, c := range convs(from) {
			if seen, ok := byID[c.id]; ok {
				assert.Equal(t, seen, c, "one id, one original and content")
			}
			byID[c.id] = c
		}
	}
	for _, c := range convs("rfc1630") {
		for _, a := range auto {
			if a.uri == c.uri && a.id != c.id {
				differ++
			}
		}
	}
	assert.Positive(t, differ, "a conversion of the same original under another configuration has another id")
	assert.True(t, strings.HasPrefix(auto[0].id, "<urn:uuid:"))
}

// slowInputs waits a little over a second before each input but the
// first, so that a clock read per input gives another second.
type slowInputs struct{ n int }

func (s *slowInputs) Input(name string, r io.Reader) io.Reader {
	if s.n++; s.n > 1 {
		time.Sleep(1100 * time.Millisecond)
	}
	return r
}

func (s *slowInputs) Record(int) {}

// TestWarcinfoDatesTheRun checks that the warcinfo records of a run
// without Options.Started, one before the conversions of each input, are
// all dated by the run's start (Options.Started: "the run's start"), not
// each by the moment it was written.
func TestWarcinfoDatesTheRun(t *testing.T) {
	out := t.TempDir()
	opt := options(t, "rfc1630", out)
	opt.Workers = 1
	opt.Progress = &slowInputs{}
	_, err := Run(context.Background(), []string{sampleWARC, filepath.Join("..", "testdata", "archive", "shift-jis.warc")}, opt)
	require.NoError(t, err)
	path := filepath.Join(out, Conversions)
	var dates []string
	for _, r := range conversionRecords(t, path) {
		if r.Type == archive.TypeWarcinfo {
			dates = append(dates, r.Header.Get("WARC-Date"))
		}
	}
	require.Len(t, dates, 2, "a warcinfo record per input with conversions")
	assert.Equal(t, dates[0], dates[1])
}
