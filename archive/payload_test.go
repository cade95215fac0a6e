package archive

import (
	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/zstd"

	"bytes"
	"compress/flate"
	"compress/zlib"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/header"
	"github.com/uridialect/uridialect/internal/testkit/warcgen"
)

// recordsOf reads every record of a test archive, failures left out.
func recordsOf(t *testing.T, name string, each func(*Record)) {
	t.Helper()
	f, err := os.Open(filepath.Join(testdataDir, name))
	require.NoError(t, err)
	defer f.Close()
	r := NewReader(f, name)
	for {
		rec, err := r.Next()
		if err == io.EOF {
			return
		}
		if err != nil {
			continue
		}
		each(rec)
	}
}

func payloadOf(t *testing.T, rec *Record) string {
	p, err := rec.Payload()
	require.NoError(t, err)
	b, err := io.ReadAll(p)
	require.NoError(t, err)
	return string(b)
}

func TestPayloadDecoded(t *testing.T) {
	got := map[string]string{}
	raw := map[string]int{}
	recordsOf(t, "sample.warc.gz", func(rec *Record) {
		if rec.Type == "response" {
			r, err := rec.RawPayload()
			require.NoError(t, err)
			b, _ := io.ReadAll(r)
			raw[rec.URI] = len(b)
			got[rec.URI] = payloadOf(t, rec)
		}
	})
	assert.Equal(t, pageHTML, got["http://www.example.edu/~user/dir/page.html"])
	// Chunked, then gzip: both undone for reading, kept as stored in RawPayload.
	assert.Equal(t, chunkedHTML, got["http://www.example.edu/chunked.html"])
	assert.NotEqual(t, len(chunkedHTML), raw["http://www.example.edu/chunked.html"])
	assert.Equal(t, gif, got["http://www.example.edu/img/a.gif"])
}

func TestHTTPHeaderReachesBaseEstablishment(t *testing.T) {
	var rec0 *Record
	recordsOf(t, "sample.warc", func(rec *Record) {
		if rec.Type == "response" && rec.URI == "http://www.example.edu/~user/dir/page.html" {
			rec0 = rec
			assert.Equal(t, "http://www.example.edu/~user/dir/", rec.HTTP.Header.Get("Content-Base"))
			assert.Equal(t, header.Fields{{Name: "Content-Type", Value: "text/html; charset=iso-8859-1"},
				{Name: "Content-Base", Value: "http://www.example.edu/~user/dir/"}, {Name: "Content-Length", Value: "247"}}, rec.HTTP.Header)
			assert.Equal(t, "text/html; charset=iso-8859-1", rec.PayloadContentType())
			assert.Equal(t, 200, rec.HTTP.Status)
			assert.True(t, rec.IsHTML())
			assert.Equal(t, "2006-03-01T12:00:02Z", rec.Date.UTC().Format("2006-01-02T15:04:05Z"))
			assert.Equal(t, "<urn:uuid:", rec.ID[:10])
		}
	})
	require.NotNil(t, rec0)
}

func TestHTTP09ResponseIsAllPayload(t *testing.T) {
	n := 0
	recordsOf(t, "http-0.9.warc", func(rec *Record) {
		n++
		assert.Equal(t, 0, rec.HTTP.Status)
		assert.Equal(t, "<HTML><A HREF=\"next.html\">next</A></HTML>\n", payloadOf(t, rec))
		assert.True(t, rec.IsHTML(), "sniffed as HTML")
	})
	assert.Equal(t, 1, n)
}

func TestBinaryLabelledHTMLIsNoDocument(t *testing.T) {
	recordsOf(t, "binary-html.warc", func(rec *Record) {
		assert.Equal(t, "text/html", rec.MediaType())
		assert.False(t, rec.IsHTML())
		assert.Contains(t, rec.Warnings, Warning{WarnPayloadType, "declared text/html but the payload is image/gif"})
	})
}

func TestWATLinks(t *testing.T) {
	var links []Link
	recordsOf(t, "sample.wat.gz", func(rec *Record) {
		if rec.Format == FormatWAT {
			links = append(links, rec.Links...)
			assert.Equal(t, "http://www.example.edu/~user/dir/", rec.HTTP.Header.Get("Content-Base"))
			assert.Equal(t, 200, rec.HTTP.Status)
		}
	})
	require.Len(t, links, 5)
	assert.Equal(t, Link{Document: "http://www.example.edu/~user/dir/page.html", Base: "http://www.example.edu/~user/",
		Reference: "style.css", Date: "2006-03-01T12:00:02Z", Element: "LINK", Attribute: "href",
		Extra: [][2]string{{"rel", "stylesheet"}}}, links[0])
	assert.Equal(t, "dir/g;x?y#s", links[1].Reference)
	assert.Equal(t, "A", links[1].Element)
	assert.Equal(t, "g", links[1].Text)
	assert.Equal(t, "IMG", links[2].Element)
	assert.Equal(t, "src", links[2].Attribute)
	assert.Equal(t, [][2]string{{"alt", "a"}}, links[2].Extra)
}

func TestLinkTables(t *testing.T) {
	var tsv, jsonl, csv []Link
	recordsOf(t, "links.tsv", func(rec *Record) { tsv = append(tsv, rec.Links...) })
	recordsOf(t, "links.jsonl", func(rec *Record) { jsonl = append(jsonl, rec.Links...) })
	recordsOf(t, "links.csv", func(rec *Record) { csv = append(csv, rec.Links...) })
	require.Len(t, tsv, 3)
	assert.Equal(t, Link{Document: "http://a/b/c/d;p?q", Base: "http://a/b/", Reference: "../g", Date: "1996-05-01",
		Extra: [][2]string{{"source", "crawl-1"}}}, tsv[1])
	assert.Equal(t, "g\tab", tsv[2].Reference, "batch escapes undone")
	require.Len(t, jsonl, 3, "the line that is no JSON object fails; the others are read")
	assert.Equal(t, [][2]string{{"weight", "3"}}, jsonl[0].Extra)
	assert.Equal(t, [][2]string{{"weight", ""}, {"extra", "kept"}}, jsonl[1].Extra)
	require.Len(t, csv, 2)
	assert.Equal(t, "g?y#s", csv[0].Reference)
	assert.Equal(t, [][2]string{{"anchor text", "a, b"}}, csv[0].Extra)
}

// A JSONL table's KEY_base64 twin, as migrate's link table writes it for
// bytes that are not UTF-8, gives KEY its exact bytes and is no column.
func TestLinkTableTwins(t *testing.T) {
	in := `{"document":"http://a/b/c/d;p?q","reference":"g\ufffd","reference_base64":"Z+k=","weight":"3"}` + "\n" +
		`{"document":"http://a/","reference":"h","reference_base64":"not base64"}` + "\n"
	r := NewReader(strings.NewReader(in), "twins.jsonl")
	rec, err := r.Next()
	require.NoError(t, err)
	require.Len(t, rec.Links, 1)
	assert.Equal(t, "g\xe9", rec.Links[0].Reference)
	assert.Equal(t, [][2]string{{"weight", "3"}}, rec.Links[0].Extra)
	_, err = r.Next()
	require.Error(t, err)
	assert.Contains(t, err.Error(), "reference_base64")
}

func TestDetect(t *testing.T) {
	for name, want := range map[string]Format{
		"WARC/1.1\r\n": FormatWARC, "\r\nWARC/0.17\r\n": FormatWARC, "filedesc://x.arc 0.0.0.0 19960923142103 text/plain 75\n": FormatARC,
		"http://a/ 1.2.3.4 19961104142103 text/html 5\n": FormatARC,
		"document\treference\n":                          FormatTSV, "url,href\n": FormatCSV, `{"url":"a","href":"b"}` + "\n": FormatJSONL,
		"<html>": FormatDocument, "a\tb\n": FormatDocument, "": FormatDocument,
	} {
		assert.Equal(t, want, Detect([]byte(name)), "%q", name)
	}
}

func TestHTTPHeaderLenient(t *testing.T) {
	block := []byte("HTTP/1.0 200 OK\nContent-Type: text/html;\n charset=koi8-r\r\nno colon here\nContent-Base:  http://a/b/ \n\nbody")
	msg, warnings := parseHTTPHeader(block, true)
	assert.Equal(t, 200, msg.Status)
	assert.Equal(t, "text/html; charset=koi8-r", msg.Header.Get("Content-Type"), "folded line unfolded")
	assert.Equal(t, header.Fields{{Name: "Content-Type", Value: "text/html; charset=koi8-r"}, {Name: "Content-Base", Value: "http://a/b/"}}, msg.Header)
	assert.Equal(t, []Warning{{WarnHTTP, `HTTP header line "no colon here" has no colon`}}, warnings)
	assert.Equal(t, "body", string(block[msg.HeaderLen:]))
}

func TestReaderAtOffset(t *testing.T) {
	f, err := os.Open(filepath.Join(testdataDir, "sample.warc.gz"))
	require.NoError(t, err)
	defer f.Close()
	_, err = f.Seek(588, io.SeekStart)
	require.NoError(t, err)
	r := NewReaderAt(f, "sample.warc.gz", 588)
	rec, err := r.Next()
	require.NoError(t, err)
	assert.Equal(t, int64(588), rec.Offset)
	assert.Equal(t, int64(495), rec.Length)
	assert.Equal(t, "http://www.example.edu/~user/dir/page.html", rec.URI)
	rec, err = r.Next()
	require.NoError(t, err)
	assert.Equal(t, int64(1083), rec.Offset)
}

// httpRecord is a response record holding body under the header fields.
func httpRecord(fields header.Fields, body []byte) *Record {
	return &Record{Type: "response", HTTP: &HTTPMessage{Status: 200, Header: fields}, body: bytesBody(body)}
}

func TestPayloadContentCodings(t *testing.T) {
	page := []byte("<a href=x>x</a>")
	var zl, raw bytes.Buffer
	zw := zlib.NewWriter(&zl)
	zw.Write(page)
	zw.Close()
	fw, _ := flate.NewWriter(&raw, flate.BestSpeed)
	fw.Write(page)
	fw.Close()
	for name, c := range map[string]struct {
		fields header.Fields
		body   []byte
		want   string
		warns  int
	}{
		"deflate as zlib":     {header.Fields{{Name: "Content-Encoding", Value: "deflate"}}, zl.Bytes(), string(page), 0},
		"deflate sent raw":    {header.Fields{{Name: "Content-Encoding", Value: "deflate"}}, raw.Bytes(), string(page), 0},
		"gzip that is not":    {header.Fields{{Name: "Content-Encoding", Value: "gzip"}}, page, string(page), 1},
		"unknown coding":      {header.Fields{{Name: "Content-Encoding", Value: "compress"}}, page, string(page), 1},
		"br":                  {header.Fields{{Name: "Content-Encoding", Value: "br"}}, brotliOf(page), string(page), 0},
		"br that is not":      {header.Fields{{Name: "Content-Encoding", Value: "br"}}, page, string(page), 1},
		"zstd":                {header.Fields{{Name: "Content-Encoding", Value: "zstd"}}, zstdOf(page), string(page), 0},
		"zstd that is not":    {header.Fields{{Name: "Content-Encoding", Value: "zstd"}}, page, string(page), 1},
		"gzip then br":        {header.Fields{{Name: "Content-Encoding", Value: "gzip, br"}}, brotliOf(warcgen.Gzip(page)), string(page), 0},
		"chunked, cut short":  {header.Fields{{Name: "Transfer-Encoding", Value: "chunked"}}, []byte("5\r\n<a hr\r\nff\r\nef=x>"), "<a href=x>", 1},
		"identity is nothing": {header.Fields{{Name: "Content-Encoding", Value: "identity"}}, page, string(page), 0},
	} {
		t.Run(name, func(t *testing.T) {
			rec := httpRecord(c.fields, c.body)
			assert.Equal(t, c.want, payloadOf(t, rec))
			assert.Len(t, rec.Warnings, c.warns, "%q", rec.Warnings)
		})
	}
}

func brotliOf(b []byte) []byte {
	var buf bytes.Buffer
	w := brotli.NewWriter(&buf)
	_, _ = w.Write(b)
	_ = w.Close()
	return buf.Bytes()
}

func zstdOf(b []byte) []byte {
	w, _ := zstd.NewWriter(nil)
	defer w.Close()
	return w.EncodeAll(b, nil)
}

func TestGzippedLinkTable(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(testdataDir, "links.tsv"))
	require.NoError(t, err)
	r := NewReader(bytes.NewReader(warcgen.Gzip(b)), "links.tsv.gz")
	var inner []int64
	for {
		rec, err := r.Next()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		assert.Equal(t, FormatTSV, rec.Format)
		inner = append(inner, rec.Inner.Offset)
	}
	assert.Equal(t, []int64{36, 79, 134}, inner, "rows placed in the decompressed data")
}

// A payload labelled UTF-16 (charset=utf-16le) without a byte order mark
// has a NUL in every other byte, which sniffing alone takes for binary
// data: its decoded text is sniffed, and the page is HTML.
func TestSniffLabelledUTF16(t *testing.T) {
	f, err := os.Open("../testdata/documents/utf16/ru-utf16le-labelled.warc")
	require.NoError(t, err)
	defer f.Close()
	rec, err := NewReader(f, "ru.warc").Next()
	require.NoError(t, err)
	assert.True(t, rec.IsHTML())
	assert.Equal(t, "text/html; charset=utf-8", rec.Sniff())
	assert.Empty(t, rec.Warnings)
	assert.Equal(t, "application/octet-stream", sniff([]byte("<\x00h\x00t\x00m\x00l\x00>\x00"), "text/html"), "no label: binary")
	assert.Equal(t, "text/html; charset=utf-8", sniff([]byte("\x00<\x00h\x00t\x00m\x00l\x00>"), "text/html; charset=UTF-16BE"))
}
