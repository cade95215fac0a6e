package warcgen

import (
	"fmt"
	"io"
	"strings"

	"github.com/nlnwa/gowarc/v3"
)

// corpusLinks are the links of a generated page: the shapes whose meaning
// changed between the specifications, among ordinary ones.
var corpusLinks = []string{
	"index.html", "../up.html", "/root.html", "img/pic%d.gif", "page%d.html?x=1", "#top",
	";type=a", "?q=%d", "", "g;x=1/../y", "../../../../over%d.html", "/./dot.html",
	"http:same%d.html", "http://other.example.org/%d", "dir\\file.html", "//cdn.example.net/s.js",
}

// Corpus writes a WARC of generated HTML responses, each record its own
// gzip member when compress is set, until at least size bytes are
// written: a corpus for benchmarks and for measuring memory on large
// inputs. Pages are dated across 1994-2006 and each holds 64 links. It
// returns the bytes written.
func Corpus(w io.Writer, size int64, compress bool) (int64, error) {
	var n int64
	for i := 0; n < size; i++ {
		var page strings.Builder
		page.WriteString("<html><head><title>page</title></head><body>\n")
		for k := 0; k < 4; k++ {
			for j, l := range corpusLinks {
				if strings.Contains(l, "%d") {
					l = fmt.Sprintf(l, i+j+k)
				}
				fmt.Fprintf(&page, "<p>Paragraph %d with some text around <a href=\"%s\">a link</a>, as pages have.</p>\n", j, l)
			}
		}
		page.WriteString("</body></html>\n")
		year := 1994 + i%13
		uri := fmt.Sprintf("http://www%d.example.com/a/b/c/page%d.html", i%97, i)
		body := page.String()
		block := fmt.Sprintf("HTTP/1.0 200 OK\r\nContent-Type: text/html\r\nContent-Length: %d\r\n\r\n%s", len(body), body)
		rec, err := Bytes(Spec{Type: gowarc.Response, URI: uri, Date: fmt.Sprintf("%d-06-15T12:00:00Z", year),
			ID: ID("corpus", i), ContentType: "application/http;msgtype=response", Block: strings.NewReader(block)})
		if err != nil {
			return n, err
		}
		if compress {
			rec = Gzip(rec)
		}
		m, err := w.Write(rec)
		n += int64(m)
		if err != nil {
			return n, err
		}
	}
	return n, nil
}
