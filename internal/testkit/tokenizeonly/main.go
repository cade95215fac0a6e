// Command tokenizeonly is the floor `uridialect links` and `migrate` are
// measured against: it reads every record of each archive named, as
// links and migrate read them (migrate.Originals: the documents' payloads
// decoded, a revisit's from its original), and runs golang.org/x/net/html's tokenizer over each HTML one, every
// token read and nothing kept. It prints the records read, the HTML
// documents and the tokens to standard error. With -pages DIR it also
// writes each HTML document it read to DIR, as N.html, for corpusgen
// -pages (bench/links.sh builds its corpus of real pages so).
//
//	go build -o /tmp/tokenizeonly ./internal/testkit/tokenizeonly
//	/tmp/tokenizeonly corpus.warc
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"

	"golang.org/x/net/html"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/migrate"
)

func main() {
	pages := flag.String("pages", "", "write each HTML document to `DIR` too")
	flag.Parse()
	var records, docs, tokens int
	originals := migrate.NewOriginals()
	for _, name := range flag.Args() {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintln(os.Stderr, "tokenizeonly:", err)
			os.Exit(1)
		}
		r := archive.NewReader(f, name)
		for {
			rec, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				continue // a damaged stretch: the reader goes on past it
			}
			records++
			if skip, err := originals.Read(rec); err != nil || skip != "" {
				continue
			}
			body, err := rec.ReadPayload() // read already, and kept
			if err != nil {
				continue
			}
			docs++
			if *pages != "" {
				if err := os.WriteFile(filepath.Join(*pages, strconv.Itoa(docs)+".html"), body, 0o644); err != nil {
					fmt.Fprintln(os.Stderr, "tokenizeonly:", err)
					os.Exit(1)
				}
			}
			z := html.NewTokenizer(bytes.NewReader(body))
			for z.Next() != html.ErrorToken {
				tokens++
			}
		}
		f.Close()
	}
	fmt.Fprintf(os.Stderr, "records %d, HTML documents %d, tokens %d\n", records, docs, tokens)
}
