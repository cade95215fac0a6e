// Command corpusgen writes a generated WARC of HTML pages of at least the
// size asked for (warcgen.Corpus), for bench/migrate.sh; with -page, one
// page of that size (warcgen.Page), with -bomb, one gzip-coded page that
// inflates to it (warcgen.Bomb), for bench/archive.sh.
//
//	go run ./internal/testkit/warcgen/corpusgen -size 1073741824 -o big.warc
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"

	"github.com/uridialect/uridialect/internal/testkit/warcgen"
)

func main() {
	size := flag.Int64("size", 1<<30, "bytes to write at least")
	out := flag.String("o", "corpus.warc", "the output `file`")
	compress := flag.Bool("gzip", false, "each record in a gzip member of its own")
	typical := flag.Bool("typical", false, "typical pages (a URI every 246 bytes) instead of dense ones (a link every 93 bytes)")
	page := flag.Bool("page", false, "one page of -size bytes")
	bomb := flag.Bool("bomb", false, "one gzip-coded page that inflates to -size bytes")
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
	case *page:
		n, err = warcgen.LargePage(w, *size)
	case *bomb:
		n, err = warcgen.Bomb(w, *size)
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
