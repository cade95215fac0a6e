package archive

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/header"
	"github.com/uridialect/uridialect/internal/testkit/warcgen"
)

// Record.Header is the record's header as written: JWAT's test files
// repeat a field, write names in every case and fold values over lines.
func TestRecordHeaderAsWritten(t *testing.T) {
	var recs []*Record
	recordsOf(t, "jwat/valid-warcfile-duplicate-concurrentto.warc", func(rec *Record) { recs = append(recs, rec) })
	require.NotEmpty(t, recs)
	assert.Equal(t, []string{
		"<urn:uuid:35f02b38-eb19-4f0d-86e4-bfe95815069c-2>",
		"<urn:uuid:35f02b38-eb19-4f0d-86e4-bfe95815069c-3>",
		"<urn:uuid:35f02b38-eb19-4f0d-86e4-bfe95815069c-4>",
	}, recs[0].Header.Values("WARC-Concurrent-To"), "a repeated field, every value in order")
	assert.Equal(t, header.Fields{
		{Name: "WARC-Type", Value: "metadata"},
		{Name: "WARC-Date", Value: "2008-04-30T20:48:25Z"},
		{Name: "WARC-Record-ID", Value: "<urn:uuid:35f02b38-eb19-4f0d-86e4-bfe95815069c-1>"},
		{Name: "Content-Length", Value: "483"},
		{Name: "Content-Type", Value: "application/warc-fields"},
		{Name: "WARC-Concurrent-To", Value: "<urn:uuid:35f02b38-eb19-4f0d-86e4-bfe95815069c-2>"},
		{Name: "WARC-Concurrent-To", Value: "<urn:uuid:35f02b38-eb19-4f0d-86e4-bfe95815069c-3>"},
		{Name: "WARC-Concurrent-To", Value: "<urn:uuid:35f02b38-eb19-4f0d-86e4-bfe95815069c-4>"},
	}, recs[0].Header)

	var names []string
	recordsOf(t, "jwat/valid-warcfile-upper-lower-case.warc", func(rec *Record) {
		names = append(names, rec.Header[0].Name+": "+rec.Header[0].Value)
	})
	assert.Equal(t, []string{"WARC-Type: warcinfo", "warc-type: response", "WARC-TYPE: RESPONSE", "warc-type: RESPONSE", "WARC-TYPE: response"}, names,
		"names and values as written, whatever their case")

	recs = recs[:0]
	recordsOf(t, "jwat/valid-warcfile-fields-continuation.warc", func(rec *Record) { recs = append(recs, rec) })
	require.NotEmpty(t, recs)
	assert.Equal(t, "continuation", recs[0].Header.Get("WARC-Type"), "a value on its continuation line")
	assert.Equal(t, "http://www.archive.org/", recs[0].Header.Get("WARC-Target-URI"))
	assert.Equal(t, recs[0].URI, recs[0].Header.Get("WARC-Target-URI"))
}

// The header is the record's as written, before the reader repairs it:
// wget's angle brackets stay in the field, not in the URI.
func TestRecordHeaderBeforeRepairs(t *testing.T) {
	a := warcgen.AngleBrackets(resourceRecord(t, 1, "http://a.example/"))
	r := NewReader(bytes.NewReader(a), "wget")
	rec, err := r.Next()
	require.NoError(t, err)
	assert.Equal(t, "http://a.example/", rec.URI)
	assert.Equal(t, "<http://a.example/>", rec.Header.Get("WARC-Target-URI"))
	assert.Equal(t, []Warning{{WarnHeader, "WARC-Target-URI in angle brackets (as wget 1.14-1.20 wrote it): brackets removed"}}, rec.Warnings)
}

// An ARC record's header is its header line, its fields named by the
// file's version block: version 2's ten here.
func TestARCRecordHeader(t *testing.T) {
	var recs []*Record
	recordsOf(t, "v2.arc", func(rec *Record) { recs = append(recs, rec) })
	require.Len(t, recs, 3)
	assert.Equal(t, header.Fields{
		{Name: "URL", Value: "http://www.dryswamp.edu:80/index.html"},
		{Name: "IP-address", Value: "127.10.100.2"},
		{Name: "Archive-date", Value: "19961104142103"},
		{Name: "Content-type", Value: "text/html"},
		{Name: "Result-code", Value: "200"},
		{Name: "Checksum", Value: "-"},
		{Name: "Location", Value: "-"},
		{Name: "Offset", Value: "0"},
		{Name: "Filename", Value: "IA-001102.arc"},
		{Name: "Archive-length", Value: "261"},
	}, recs[1].Header)
	assert.Equal(t, "filedesc://IA-001102.arc", recs[0].Header.Get("URL"), "the version block's own line, by version 1's names")
	assert.Len(t, recs[0].Header, 5)
}
