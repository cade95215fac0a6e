package warcgen

import (
	"fmt"
	"io"
	"strings"

	"github.com/klauspost/compress/zstd"
	"github.com/nlnwa/gowarc/v3"
)

// corpusLinks are the links of a generated page: the shapes whose meaning
// changed between the specifications, among ordinary ones.
var corpusLinks = []string{
	"index.html", "../up.html", "/root.html", "img/pic%d.gif", "page%d.html?x=1", "#top",
	";type=a", "?q=%d", "", "g;x=1/../y", "../../../../over%d.html", "/./dot.html",
	"http:same%d.html", "http://other.example.org/%d", "dir\\file.html", "//cdn.example.net/s.js",
}

// A Shape is the make-up of a generated page.
type Shape int

const (
	// Dense pages are 5.9 KB holding 64 links, the shapes of corpusLinks
	// four times each, one paragraph apiece: a link every 93 bytes, the
	// worst case for a migration's cost against the tokenizer's.
	Dense Shape = iota
	// Typical pages are laid out as the measurements of the era found
	// them (docs/migrate.md, "Performance"): about 10.6 KB of table layout,
	// headings and prose holding 29 links (the shapes of corpusLinks once
	// each, and 13 ordinary ones) and 14 images, a URI every 246 bytes.
	Typical
)

// Corpus writes a WARC of generated HTML responses of the shape given,
// each record its own gzip member when compress is set, until at least
// size bytes are written: a corpus for benchmarks and for measuring
// memory on large inputs. Pages are dated across 1994-2006. It returns
// the bytes written.
func Corpus(w io.Writer, shape Shape, size int64, compress bool) (int64, error) {
	var n int64
	var page strings.Builder
	for i := 0; n < size; i++ {
		page.Reset()
		Page(&page, shape, i)
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

// Page writes the i-th page of shape to page, as Corpus lays it out.
func Page(page *strings.Builder, shape Shape, i int) {
	switch shape {
	case Dense:
		densePage(page, i)
	default:
		typicalPage(page, i)
	}
}

// link returns corpusLinks[j], numbered for page i.
func link(j, i int) string {
	l := corpusLinks[j%len(corpusLinks)]
	if strings.Contains(l, "%d") {
		l = fmt.Sprintf(l, i+j)
	}
	return l
}

func densePage(page *strings.Builder, i int) {
	page.WriteString("<html><head><title>page</title></head><body>\n")
	for k := 0; k < 4; k++ {
		for j := range corpusLinks {
			fmt.Fprintf(page, "<p>Paragraph %d with some text around <a href=\"%s\">a link</a>, as pages have.</p>\n", j, link(j, i+k))
		}
	}
	page.WriteString("</body></html>\n")
}

// prose is the text of a typical page's paragraphs, cut at a word.
const prose = "The department maintains these pages for students and visitors. " +
	"Course notes, the reading list and the examination timetable are updated each term; " +
	"older material is kept in the archive below. Please send corrections to the webmaster, " +
	"and note that some documents are available only in PostScript. " +
	"Members of the group work on distributed systems, information retrieval and the design of " +
	"networked hypertext, and several of the projects described here welcome new collaborators. "

func typicalPage(page *strings.Builder, i int) {
	fmt.Fprintf(page, "<HTML>\n<HEAD>\n<TITLE>Department pages, section %d</TITLE>\n</HEAD>\n"+
		"<BODY BGCOLOR=\"#FFFFFF\" TEXT=\"#000000\" LINK=\"#0000EE\" VLINK=\"#551A8B\">\n", i)
	page.WriteString("<TABLE WIDTH=\"100%\" BORDER=0 CELLPADDING=4 CELLSPACING=0>\n<TR>\n" +
		"<TD VALIGN=TOP WIDTH=\"20%\" BGCOLOR=\"#DDDDEE\">\n<FONT FACE=\"Arial,Helvetica\" SIZE=2>\n")
	ordinary := []string{"news.html", "people/", "research/projects.html", "teaching/index.html",
		"/search.html", "http://www.example.org/", "../contact.html", "archive/%d.html", "faq.html",
		"http://www.example.net/links.html", "mailto:webmaster@example.com", "ftp://ftp.example.com/pub/", "map.html"}
	for j, l := range ordinary {
		if strings.Contains(l, "%d") {
			l = fmt.Sprintf(l, i+j)
		}
		fmt.Fprintf(page, "<A HREF=\"%s\">Section %d</A><BR>\n", l, j)
	}
	page.WriteString("</FONT>\n</TD>\n<TD VALIGN=TOP>\n")
	for j := range corpusLinks {
		if j%4 == 0 {
			fmt.Fprintf(page, "<H2>Part %d</H2>\n", j/4+1)
		}
		if j < 14 {
			fmt.Fprintf(page, "<IMG SRC=\"images/fig%d.gif\" WIDTH=120 HEIGHT=90 ALT=\"Figure %d\" ALIGN=RIGHT>\n", i%50+j, j)
		}
		cut := strings.LastIndexByte(prose[:120+(i+j)%300], ' ')
		fmt.Fprintf(page, "<P>%s <A HREF=\"%s\">more on this</A>%s</P>\n", prose[:cut], link(j, i), prose[cut:])
	}
	page.WriteString("</TD>\n</TR>\n</TABLE>\n<HR>\n<ADDRESS>webmaster@example.com</ADDRESS>\n</BODY>\n</HTML>\n")
}

// LargePage writes a WARC of one HTML response whose page is at least
// size bytes of dense paragraphs (a link every 93 bytes): the
// largest-record case for the memory of links and migrate.
func LargePage(w io.Writer, size int64) (int64, error) {
	var page strings.Builder
	page.WriteString("<html><head><title>one large page</title></head><body>\n")
	for i := 0; int64(page.Len()) < size; i++ {
		fmt.Fprintf(&page, "<p>Paragraph %d with some text around <a href=\"%s\">a link</a>, as pages have.</p>\n", i, link(i, i))
	}
	page.WriteString("</body></html>\n")
	return response(w, "http://www.example.com/large.html", "HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n", page.String())
}

// Bomb writes a WARC of one HTML response whose body is gzip
// content-coded and inflates to size bytes: a few megabytes on disk, a
// gzip bomb for the decoded-size limit.
func Bomb(w io.Writer, size int64) (int64, error) { return CodedBomb(w, size, "gzip") }

// CodedBomb is Bomb with the content coding named: "gzip", or "zstd"
// (RFC 8878; 4 GiB of the page code into 394 KB, where gzip's
// deflate stops near 1:1000).
func CodedBomb(w io.Writer, size int64, coding string) (int64, error) {
	var body strings.Builder
	var zw io.WriteCloser
	switch coding {
	case "gzip":
		zw = newGzip(&body)
	case "zstd":
		enc, err := zstd.NewWriter(&body, zstd.WithEncoderLevel(zstd.SpeedBestCompression), zstd.WithEncoderConcurrency(1))
		if err != nil {
			return 0, err
		}
		zw = enc
	default:
		return 0, fmt.Errorf("content coding %q: want gzip or zstd", coding)
	}
	chunk := []byte(strings.Repeat("<p><a href=\"x.html\">x</a></p>\n", 1<<15))
	for n := int64(0); n < size; {
		m := min(int64(len(chunk)), size-n)
		if _, err := zw.Write(chunk[:m]); err != nil {
			return 0, err
		}
		n += m
	}
	if err := zw.Close(); err != nil {
		return 0, err
	}
	return response(w, "http://www.example.com/bomb.html", "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: "+coding+"\r\n", body.String())
}

func response(w io.Writer, uri, header, body string) (int64, error) {
	block := header + fmt.Sprintf("Content-Length: %d\r\n\r\n", len(body)) + body
	rec, err := Bytes(Spec{Type: gowarc.Response, URI: uri, Date: "2006-06-15T12:00:00Z",
		ID: ID(uri, 0), ContentType: "application/http;msgtype=response", Block: strings.NewReader(block)})
	if err != nil {
		return 0, err
	}
	n, err := w.Write(rec)
	return int64(n), err
}
