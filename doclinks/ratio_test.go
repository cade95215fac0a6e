package doclinks_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/net/html"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/doclinks"
	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/internal/testkit/cputime"
	"github.com/uridialect/uridialect/rfc3986"
)

// cpuTime returns the CPU time the process has used, in nanoseconds; the
// ratio means nothing without it.
func cpuTime(b *testing.B) int64 {
	n, ok := cputime.Nanos()
	if !ok {
		b.Skip("this system does not tell the process's CPU time")
	}
	return n
}

// BenchmarkRatio alternates the tokenizer alone and extraction, base
// establishment and resolution under RFC 3986 over the same pages, and
// reports the CPU time of the second over the first: on a shared machine,
// alternating keeps a change of load from favouring either side, and CPU
// time counts only this process's work. The sub-benchmarks extract and
// charset measure the parts; dense runs over the test pages and an index
// page (a link in every 60 bytes), prose over pages with a link in about
// 400.
func BenchmarkRatio(b *testing.B) {
	for _, set := range []struct {
		name  string
		pages [][]byte
	}{{"dense", benchPages(b)}, {"prose", prosePages()}} {
		b.Run(set.name, func(b *testing.B) { ratio(b, set.pages) })
	}
}

func ratio(b *testing.B, pages [][]byte) {
	r, err := doclinks.NewResolver(rfc3986.New())
	require.NoError(b, err)
	nop := func(*document.Link, []doclinks.Target) error { return nil }
	x := document.NewExtractor(nil)
	for _, c := range []struct {
		name string
		page func(p []byte)
	}{
		{"links", func(p []byte) {
			if _, err := r.ResolveDocument(p, dialect.BaseSource{Retrieval: "http://www.example.edu/~user/dir/page.html"}, nop); err != nil {
				b.Fatal(err)
			}
		}},
		{"extract", func(p []byte) { x.Reset(p); x.All() }},
		{"charset", func(p []byte) { document.DetectCharset(p, "") }},
	} {
		b.Run(c.name, func(b *testing.B) {
			var tok, work int64
			var br bytes.Reader
			for b.Loop() {
				t0 := cpuTime(b)
				for range 10 {
					for _, p := range pages {
						br.Reset(p)
						z := html.NewTokenizer(&br)
						for z.Next() != html.ErrorToken {
							_ = z.Raw()
						}
					}
				}
				t1 := cpuTime(b)
				for range 10 {
					for _, p := range pages {
						c.page(p)
					}
				}
				t2 := cpuTime(b)
				tok += t1 - t0
				work += t2 - t1
			}
			b.ReportMetric(float64(work)/float64(tok), c.name+"/tokenizer")
		})
	}
}
