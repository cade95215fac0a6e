package archive

import (
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// readFile reads every record of a test archive, with its payload.
func readFile(t *testing.T, name string) ([]seen, []*RecordError, []*Record) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(testdataDir, name))
	require.NoError(t, err)
	recs, fails := readShape(t, b)
	var full []*Record
	r := NewReader(strings.NewReader(string(b)), name)
	for rec, err := r.Next(); err != io.EOF; rec, err = r.Next() {
		if err == nil {
			c := *rec
			c.body, c.decoded = nil, nil
			full = append(full, &c)
		}
	}
	return recs, fails, full
}

// The ARC format's own examples ("Arc File Format", 1996, "Example of an
// Archive File"), transcribed verbatim: a version-1 file (a filedesc line
// of five fields) and a version-2 file (ten fields, and URL records of
// ten), each read whole, with 0 failed. Their HTTP header has no blank
// line before the page; its Content-length, 30, says where the page is.
func TestARCFormatExamples(t *testing.T) {
	for _, c := range []struct {
		file, version string
		recordAt      int64
	}{
		{"arc-format/IA-001102-v1.arc", "ARC/1", 132},
		// The version-2 URL record's own Offset field says 209.
		{"arc-format/IA-001102-v2.arc", "ARC/2", 209},
	} {
		recs, fails, full := readFile(t, c.file)
		require.Empty(t, fails, c.file)
		require.Len(t, recs, 2, c.file)
		assert.Equal(t, seen{Offset: 0, Type: "filedesc", URI: "filedesc://IA-001102.arc", Payload: recs[0].Payload}, recs[0], c.file)
		assert.Equal(t, time.Date(1996, 9, 23, 14, 21, 3, 0, time.UTC), full[0].Date, c.file)
		assert.Equal(t, c.version, full[1].Version, c.file)
		assert.Equal(t, seen{Offset: c.recordAt, Type: "response", URI: "http://www.dryswamp.edu:80/index.html",
			Payload:  "<HTML>\nHello World!!!\n</HTML>\n",
			Warnings: []Warning{{WarnHTTP, "HTTP header: no blank line after the header fields; the payload is the last 30 bytes, as Content-Length says"}}},
			recs[1], c.file)
		assert.Equal(t, time.Date(1996, 11, 4, 14, 21, 3, 0, time.UTC), full[1].Date, c.file)
		assert.Equal(t, 200, full[1].HTTP.Status, c.file)
		assert.Equal(t, "NCSA/1.4.1", full[1].HTTP.Header.Get("Server"), c.file)
		assert.Equal(t, "30", full[1].HTTP.Header.Get("Content-Length"), c.file)
		assert.Equal(t, "text/html", full[1].ContentType, c.file)
	}
}

// Heritrix's ARC of 2008 in webarchive-commons' test data: three records
// follow the one before without the newline that separates records (the
// next URL right after the content's last byte). Each starts at its
// URL's first byte, as its own URL ("http://..."), and the records cover
// the file: each ends where the next starts, with nothing skipped. (The
// first letter of the URL was taken for a damaged separator:
// "ttp://www.archive.org/images/go-button-gateway.gif" at 34253.)
func TestARCWithoutSeparatingNewline(t *testing.T) {
	name := "webarchive-commons/IAH-20080430204825-00000-blackbook-truncated.arc"
	recs, fails, full := readFile(t, name)
	require.Empty(t, fails)
	require.Len(t, full, 9)
	byOffset := map[int64]string{}
	for i, rec := range full {
		byOffset[rec.Offset] = rec.URI
		assert.True(t, knownScheme(rec.URI), "record at %d: %q", rec.Offset, rec.URI)
		assert.Empty(t, recs[i].Warnings, "record at %d", rec.Offset)
		if i+1 < len(full) {
			assert.Equal(t, full[i+1].Offset, rec.Offset+rec.Length, "record at %d", rec.Offset)
		}
	}
	info, err := os.Stat(filepath.Join(testdataDir, name))
	require.NoError(t, err)
	last := full[len(full)-1]
	assert.Equal(t, info.Size(), last.Offset+last.Length, "the last record ends the file")
	assert.Equal(t, "http://www.archive.org/images/go-button-gateway.gif", byOffset[34252])
	assert.Equal(t, "http://www.archive.org/images/star.png", byOffset[35773])
	assert.Equal(t, "http://www.archive.org/services/collection-rss.php", byOffset[36420])
}

// A newline between records damaged into a letter ("Ahttp://...") is
// still junk before the next header line, since "ahttp" is no scheme an
// archive holds; an undamaged URL right after a record is the record.
func TestARCDamagedSeparator(t *testing.T) {
	page := func(url, body string) string {
		return url + " 127.0.0.1 19961104142103 text/html " + strconv.Itoa(len(body)) + "\n" + body
	}
	block := "1 0 Test\nURL IP-address Archive-date Content-type Archive-length\n\n"
	file := "filedesc://t.arc 0.0.0.0 19961104142103 text/plain " + strconv.Itoa(len(block)) + "\n" + block +
		page("http://a.example/1", "<a href=x>1</a>") + "A" + page("http://a.example/2", "<a href=y>2</a>") +
		page("http://a.example/3", "<a href=z>3</a>") + "\n"
	recs, fails := readShape(t, []byte(file))
	require.Empty(t, fails)
	require.Len(t, recs, 4)
	assert.Equal(t, []string{"filedesc://t.arc", "http://a.example/1", "http://a.example/2", "http://a.example/3"},
		[]string{recs[0].URI, recs[1].URI, recs[2].URI, recs[3].URI})
	assert.Contains(t, recs[2].Warnings, Warning{WarnJunk, "1 bytes of junk skipped at offset " + strconv.Itoa(strings.Index(file, "Ahttp")) + " before this record"})
	assert.Empty(t, recs[3].Warnings)
}

// An ARC file of version 2 without its version block is an ARC file: its
// first line is a URL record of ten fields.
func TestARCVersion2WithoutVersionBlock(t *testing.T) {
	body := "HTTP/1.0 200 OK\nContent-type: text/html\n\n<a href=x>x</a>"
	file := "http://a.example/ 1.2.3.4 19970101000000 text/html 200 - - 0 x.arc " + strconv.Itoa(len(body)) + "\n" + body + "\n"
	assert.Equal(t, FormatARC, Detect([]byte(file)))
	recs, fails := readShape(t, []byte(file))
	require.Empty(t, fails)
	require.Len(t, recs, 1)
	assert.Equal(t, "http://a.example/", recs[0].URI)
	assert.Equal(t, "<a href=x>x</a>", recs[0].Payload)
}

// A text that quotes "filedesc://" (the format's grammar, in a README) is
// no ARC file: the version block found past junk must parse.
func TestARCMagicInText(t *testing.T) {
	text := "# Notes\n\nThe grammar: `filedesc://<path><sp><ip_address><sp><date>`.\n"
	recs, fails := readShape(t, []byte(text))
	require.Empty(t, fails)
	require.Len(t, recs, 1)
	assert.Equal(t, "document", recs[0].Type)
}
