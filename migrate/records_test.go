package migrate

import (
	"bytes"
	"compress/gzip"
	"strings"
	"testing"

	"github.com/nlnwa/gowarc/v3"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/internal/testkit/warcgen"
)

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
	for rd := range o.records(bytes.NewReader(warc.Bytes()), "limits.warc", nil) {
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
