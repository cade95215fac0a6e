// Command corpusgen writes a generated WARC of HTML pages of at least the
// size asked for (warcgen.Corpus), for bench/migrate.sh; with -pages, a
// WARC of real pages as they are: every .html file under a folder, as the
// response to URL and its path, captured on DATE, the folder's pages
// written again (other record ids) until the size is reached; with -page,
// one page of that size (warcgen.Page), with -bomb, one gzip-coded page
// that inflates to it (warcgen.Bomb; -coding zstd for a zstd-coded one),
// for bench/archive.sh.
//
//	go run ./internal/testkit/warcgen/corpusgen -size 1073741824 -o big.warc
//	go run ./internal/testkit/warcgen/corpusgen -pages lynx_help -url http://lynx.browser.org/lynx_help/ -date 1997-06-01T00:00:00Z -size 100000000 -o real.warc
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/nlnwa/gowarc/v3"

	"github.com/uridialect/uridialect/internal/testkit/warcgen"
)

func main() {
	size := flag.Int64("size", 1<<30, "bytes to write at least")
	out := flag.String("o", "corpus.warc", "the output `file`")
	compress := flag.Bool("gzip", false, "each record in a gzip member of its own")
	typical := flag.Bool("typical", false, "typical pages (a URI every 246 bytes) instead of dense ones (a link every 93 bytes)")
	pages := flag.String("pages", "", "real pages: every .html file under `DIR`")
	base := flag.String("url", "http://www.example.com/", "with -pages, the `URL` of DIR")
	date := flag.String("date", "1997-06-01T00:00:00Z", "with -pages, the capture `DATE`")
	page := flag.Bool("page", false, "one page of -size bytes")
	bomb := flag.Bool("bomb", false, "one gzip-coded page that inflates to -size bytes")
	coding := flag.String("coding", "gzip", "with -bomb, the page's content `coding`: gzip or zstd")
	flag.Parse()
	f, err := os.Create(*out)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w := bufio.NewWriterSize(f, 1<<20)
	shape := warcgen.Dense
	if *typical {
		shape = warcgen.Typical
	}
	var n int64
	switch {
	case *pages != "":
		n, err = realPages(w, *pages, *base, *date, *size)
	case *page:
		n, err = warcgen.LargePage(w, *size)
	case *bomb:
		n, err = warcgen.CodedBomb(w, *size, *coding)
	default:
		n, err = warcgen.Corpus(w, shape, *size, *compress)
	}
	if err == nil {
		err = w.Flush()
	}
	if err == nil {
		err = f.Close()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("%s: %d bytes\n", *out, n)
}

// realPages writes the .html files under dir as HTTP responses, again and
// again, until size bytes are written.
func realPages(w io.Writer, dir, base, date string, size int64) (int64, error) {
	type page struct {
		path string
		body []byte
	}
	var all []page
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(strings.ToLower(path), ".html") {
			return err
		}
		b, err := os.ReadFile(path)
		rel, _ := filepath.Rel(dir, path)
		all = append(all, page{filepath.ToSlash(rel), b})
		return err
	})
	if err != nil {
		return 0, err
	}
	if len(all) == 0 {
		return 0, fmt.Errorf("no .html file under %s", dir)
	}
	var n int64
	for i := 0; n < size; i++ {
		p := all[i%len(all)]
		block := fmt.Sprintf("HTTP/1.0 200 OK\r\nContent-Type: text/html\r\nContent-Length: %d\r\n\r\n", len(p.body))
		m, err := warcgen.Record(w, warcgen.Spec{
			Type: gowarc.Response, URI: strings.TrimSuffix(base, "/") + "/" + p.path, Date: date,
			ID: warcgen.ID("real", i), ContentType: "application/http; msgtype=response",
			Block: io.MultiReader(strings.NewReader(block), bytes.NewReader(p.body)),
		})
		if err != nil {
			return n, err
		}
		n += m
	}
	return n, nil
}
