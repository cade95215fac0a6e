package archive

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nlnwa/gowarc/v3"
	"golang.org/x/text/encoding/japanese"

	"github.com/uridialect/uridialect/internal/testkit/warcgen"
)

var generate = flag.Bool("generate", false, "rewrite testdata/archive from the generator")

const testdataDir = "../testdata/archive"

// The sample pages of the test archives.
const (
	pageHTML = `<HTML><HEAD><TITLE>A 1996 page</TITLE><BASE HREF="http://www.example.edu/~user/"></HEAD>
<BODY BACKGROUND="bg.gif"><A HREF="dir/g;x?y#s">g</A> <IMG SRC="../img/a.gif"> <A HREF="?y">y</A>
<FRAMESET><FRAME SRC="frame.html"></FRAMESET></BODY></HTML>
`
	chunkedHTML = `<html><body><a href="chunked/next.html">next</a> <a href="/abs">abs</a></body></html>
`
	gif = "GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;"
)

// sampleSpecs are the records of sample.warc: one of each record type the
// archive layer passes through, and responses whose payloads need
// decoding.
func sampleSpecs() []warcgen.Spec {
	id := func(n int) string { return warcgen.ID("sample.warc", n) }
	httpResp := func(header, body string) *strings.Reader {
		return strings.NewReader(strings.ReplaceAll(header, "\n", "\r\n") + "\r\n" + body)
	}
	gzBody := string(warcgen.Gzip([]byte(chunkedHTML)))
	chunked := fmt.Sprintf("%x\r\n%s\r\n%x\r\n%s\r\n0\r\n\r\n", 10, gzBody[:10], len(gzBody)-10, gzBody[10:])
	return []warcgen.Spec{
		{Type: gowarc.Warcinfo, Date: "2006-03-01T12:00:00Z", ID: id(1), ContentType: "application/warc-fields",
			Block: strings.NewReader("software: uridialect test generator\r\nformat: WARC File Format 1.1\r\n")},
		{Type: gowarc.Request, URI: "http://www.example.edu/~user/dir/page.html", Date: "2006-03-01T12:00:01Z", ID: id(2),
			ContentType: "application/http;msgtype=request",
			Block:       strings.NewReader("GET /~user/dir/page.html HTTP/1.0\r\nHost: www.example.edu\r\n\r\n")},
		{Type: gowarc.Response, URI: "http://www.example.edu/~user/dir/page.html", Date: "2006-03-01T12:00:02Z", ID: id(3),
			ContentType: "application/http;msgtype=response",
			Block: httpResp("HTTP/1.0 200 OK\nContent-Type: text/html; charset=iso-8859-1\nContent-Base: http://www.example.edu/~user/dir/\n"+
				fmt.Sprintf("Content-Length: %d\n", len(pageHTML)), pageHTML)},
		{Type: gowarc.Response, URI: "http://www.example.edu/chunked.html", Date: "2006-03-01T12:00:03Z", ID: id(4),
			ContentType: "application/http;msgtype=response",
			Block:       httpResp("HTTP/1.1 200 OK\nContent-Type: text/html\nTransfer-Encoding: chunked\nContent-Encoding: gzip\n", chunked)},
		{Type: gowarc.Metadata, URI: "http://www.example.edu/~user/dir/page.html", Date: "2006-03-01T12:00:04Z", ID: id(5),
			ContentType: "application/warc-fields", Headers: [][2]string{{gowarc.WarcConcurrentTo, id(3)}},
			Block: strings.NewReader("via: http://www.example.edu/\r\nfetchTimeMs: 12\r\n")},
		{Type: gowarc.Revisit, URI: "http://www.example.edu/~user/dir/page.html", Date: "2006-03-02T12:00:00Z", ID: id(6),
			ContentType: "application/http;msgtype=response",
			Headers: [][2]string{{gowarc.WarcProfile, "http://netpreserve.org/warc/1.1/revisit/identical-payload-digest"},
				{gowarc.WarcRefersToTargetURI, "http://www.example.edu/~user/dir/page.html"},
				{gowarc.WarcRefersToDate, "2006-03-01T12:00:02Z"},
				{gowarc.WarcPayloadDigest, "sha1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"}},
			Block: strings.NewReader("HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n")},
		{Type: gowarc.Resource, URI: "ftp://ftp.example.edu/pub/index.html", Date: "2006-03-01T12:00:05Z", ID: id(7),
			ContentType: "text/html", Block: strings.NewReader(`<a href="README">readme</a>` + "\n")},
		{Type: gowarc.Conversion, URI: "http://www.example.edu/~user/dir/page.html", Date: "2006-03-03T12:00:00Z", ID: id(8),
			ContentType: "text/html", Headers: [][2]string{{gowarc.WarcRefersTo, id(3)}},
			Block: strings.NewReader(`<a href="converted.html">c</a>` + "\n")},
		{Type: gowarc.Response, URI: "http://www.example.edu/img/a.gif", Date: "2006-03-01T12:00:06Z", ID: id(9),
			ContentType: "application/http;msgtype=response",
			Block:       httpResp("HTTP/1.0 200 OK\nContent-Type: image/gif\n", gif)},
		{Type: gowarc.Response, URI: "http://www.example.edu/missing.html", Date: "2006-03-01T12:00:07Z", ID: id(10),
			ContentType: "application/http;msgtype=response",
			Block:       httpResp("HTTP/1.0 404 Not Found\nContent-Type: text/html\n", "<a href=\"/\">home</a>\n")},
	}
}

// watSpecs are the records of a small WAT file.
func watSpecs() []warcgen.Spec {
	id := func(n int) string { return warcgen.ID("sample.wat", n) }
	env := map[string]any{"Envelope": map[string]any{
		"Format": "WARC",
		"WARC-Header-Metadata": map[string]any{"WARC-Type": "response", "WARC-Target-URI": "http://www.example.edu/~user/dir/page.html",
			"WARC-Date": "2006-03-01T12:00:02Z", "WARC-Record-ID": warcgen.ID("sample.warc", 3)},
		"Payload-Metadata": map[string]any{"Actual-Content-Type": "application/http; msgtype=response",
			"HTTP-Response-Metadata": map[string]any{
				"Response-Message": map[string]any{"Version": "HTTP/1.0", "Status": "200", "Reason": "OK"},
				"Headers":          map[string]any{"Content-Type": "text/html; charset=iso-8859-1", "Content-Base": "http://www.example.edu/~user/dir/"},
				"HTML-Metadata": map[string]any{
					"Head": map[string]any{"Title": "A 1996 page", "Base": "http://www.example.edu/~user/",
						"Link": []any{map[string]any{"path": "LINK@/href", "url": "style.css", "rel": "stylesheet"}}},
					"Links": []any{
						map[string]any{"path": "A@/href", "url": "dir/g;x?y#s", "text": "g"},
						map[string]any{"path": "IMG@/src", "url": "../img/a.gif", "alt": "a"},
						map[string]any{"path": "A@/href", "url": "?y", "text": "y"},
						map[string]any{"path": "FRAME@/src", "url": "frame.html"},
					}}}}}}
	js, _ := json.Marshal(env)
	return []warcgen.Spec{
		{Type: gowarc.Warcinfo, Date: "2006-03-04T00:00:00Z", ID: id(1), ContentType: "application/warc-fields",
			Block: strings.NewReader("software: uridialect test generator\r\ndescription: WAT sample\r\n")},
		{Type: gowarc.Metadata, URI: "http://www.example.edu/~user/dir/page.html", Date: "2006-03-04T00:00:01Z", ID: id(2),
			ContentType: "application/json", Headers: [][2]string{{gowarc.WarcRefersTo, warcgen.ID("sample.warc", 3)}},
			Block: bytes.NewReader(js)},
	}
}

// records builds specs into one byte slice per record.
func records(t testing.TB, specs []warcgen.Spec) [][]byte {
	t.Helper()
	var out [][]byte
	for _, s := range specs {
		b, err := warcgen.Bytes(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

func joinGzip(recs [][]byte) []byte {
	var out []byte
	for _, r := range recs {
		out = append(out, warcgen.Gzip(r)...)
	}
	return out
}

// setLength rewrites a record's Content-Length by delta.
func setLength(t testing.TB, rec []byte, delta int) []byte {
	t.Helper()
	head, rest, _ := bytes.Cut(rec, []byte("\r\n\r\n"))
	var n int
	lines := strings.Split(string(head), "\r\n")
	for i, l := range lines {
		if v, ok := strings.CutPrefix(l, "Content-Length: "); ok {
			fmt.Sscan(v, &n)
			lines[i] = fmt.Sprintf("Content-Length: %d", n+delta)
		}
	}
	return append([]byte(strings.Join(lines, "\r\n")+"\r\n\r\n"), rest...)
}

// htmlResponse is a WARC file of one response labelled text/html, with no
// charset, whatever its payload.
func htmlResponse(t testing.TB, file, uri, date, payload string) []byte {
	b, err := warcgen.Bytes(warcgen.Spec{Type: gowarc.Response, URI: uri, Date: date, ID: warcgen.ID(file, 1),
		ContentType: "application/http;msgtype=response",
		Block:       strings.NewReader("HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n" + payload)})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// generatedFiles returns every generated test archive by name. The broken
// shapes are built from the sample records by editing their bytes, or
// written out in full where the writer cannot make them.
func generatedFiles(t testing.TB) map[string][]byte {
	sample := records(t, sampleSpecs())
	wat := records(t, watSpecs())
	files := map[string][]byte{
		"sample.warc":        bytes.Join(sample, nil),
		"sample.warc.gz":     joinGzip(sample),
		"sample.wat.gz":      joinGzip(wat),
		"whole-file.warc.gz": warcgen.Gzip(bytes.Join(sample, nil)),
		"junk.warc": bytes.Join([][]byte{sample[0], []byte("this is not a record\r\n"), sample[2],
			[]byte("\x00\x00junk WARC without slash"), sample[6]}, nil),
		"length-short.warc": bytes.Join([][]byte{setLength(t, sample[2], -40), sample[6]}, nil),
		"length-long.warc":  bytes.Join([][]byte{setLength(t, sample[2], 150), sample[6], sample[7]}, nil),
		"mixed.warc.gz":     bytes.Join([][]byte{warcgen.Gzip(sample[0]), sample[2], warcgen.Gzip(sample[6])}, nil),
	}
	// An image that its server labelled text/html.
	files["binary-html.warc"] = htmlResponse(t, "binary-html.warc", "http://www.example.edu/fake.html", "2006-03-01T12:00:08Z", gif)
	// A Shift_JIS page that declares no charset, for the detector.
	sjisPage, err := japanese.ShiftJIS.NewEncoder().String("<html><body><p>" +
		strings.Repeat("日本語のページです。これは一九九八年に書かれた文書で、リンクを含んでいます。", 8) +
		"</p><a href=\"次へ.html\">次へ</a></body></html>\n")
	if err != nil {
		t.Fatal(err)
	}
	files["shift-jis.warc"] = htmlResponse(t, "shift-jis.warc", "http://www.example.co.jp/index.html", "1998-06-01T00:00:00Z", sjisPage)
	gz := joinGzip(sample)
	files["truncated.warc.gz"] = gz[:len(gz)-len(warcgen.Gzip(sample[len(sample)-1]))/2]
	return files
}

// TestGeneratedUpToDate checks that the committed archives are what the
// generator writes, so that a change to either is seen; with -generate it
// writes them.
func TestGeneratedUpToDate(t *testing.T) {
	for name, want := range generatedFiles(t) {
		if *generate {
			if err := os.WriteFile(filepath.Join(testdataDir, name), want, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(filepath.Join(testdataDir, name))
		if err != nil {
			t.Errorf("%v (go test ./archive -run GeneratedUpToDate -generate)", err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from the generator's output (go test ./archive -run GeneratedUpToDate -generate)", name)
		}
	}
}
