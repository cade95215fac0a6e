package migrate

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/net/html"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/doclinks"
	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/internal/testkit/cputime"
	"github.com/uridialect/uridialect/internal/testkit/warcgen"
)

// benchCorpus writes a generated corpus of 1 MB of gzip members, of
// pages of the shape given, once per run.
func benchCorpus(b *testing.B, shape warcgen.Shape) string {
	b.Helper()
	path := filepath.Join(b.TempDir(), "corpus.warc.gz")
	var buf bytes.Buffer
	if _, err := warcgen.Corpus(&buf, shape, 1<<20, true); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		b.Fatal(err)
	}
	return path
}

// BenchmarkMigrate runs, on the same generated corpus in the same run,
// a pass that only reads the records and tokenizes their HTML (the work
// no migration can avoid), then migrate's work in stages, each doing
// what the one before did and more:
//
//   - links: the links extracted, their bases established and resolved
//     under the --from dialect and each --to dialect (package doclinks);
//   - analysis: every record migrated (verdicts, causes, rewrites) and
//     its derivative built, nothing written;
//   - migrate: a whole run (to whatwg and rfc3986), every output written.
//
// It runs on typical pages and on dense ones (see warcgen.Shape), and on
// real pages when URIDIALECT_BENCH_REAL names a WARC of them (bench/
// migrate.sh REAL_PAGES=DIR builds it). bench/migrate.sh prints each
// stage's ratio to tokenize-only.
func BenchmarkMigrate(b *testing.B) {
	if real := os.Getenv("URIDIALECT_BENCH_REAL"); real != "" {
		b.Run("real", func(b *testing.B) { benchmarkMigrate(b, real) })
	}
	for _, c := range []struct {
		name  string
		shape warcgen.Shape
	}{{"typical", warcgen.Typical}, {"dense", warcgen.Dense}} {
		b.Run(c.name, func(b *testing.B) { benchmarkMigrate(b, benchCorpus(b, c.shape)) })
	}
}

func benchmarkMigrate(b *testing.B, corpus string) {
	st, err := os.Stat(corpus)
	if err != nil {
		b.Fatal(err)
	}
	opt := options(b, "auto", b.TempDir())
	opt.Workers = 1
	// The default outputs (the changed links, as TSV), each run replacing
	// the last's.
	opt.Links, opt.Formats, opt.Overwrite = "", nil, true
	stage := func(name string, pass func() (links int)) {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(st.Size())
			cpu0, cpuOK := cputime.Nanos()
			var links int
			for b.Loop() {
				links = pass()
			}
			reportCPU(b, cpu0, cpuOK)
			b.ReportMetric(float64(links), "links")
		})
	}
	stage("tokenize-only", func() int {
		if err := tokenizeOnly(corpus); err != nil {
			b.Fatal(err)
		}
		return 0
	})
	// The analysis does what a run with the default outputs does: the
	// links found the same are counted, without a row.
	cfg := opt.Config
	cfg.ChangedRowsOnly = true
	m, err := New(cfg)
	if err != nil {
		b.Fatal(err)
	}
	stage("links", func() (links int) {
		forEachRecord(b, corpus, func(rec *archive.Record) {
			from := opt.From.For(rec.Date)
			r := m.resolvers[from.Name()]
			if _, err := r.Resolve(rec, func(*document.Link, []doclinks.Target) error {
				links++
				return nil
			}); err != nil {
				b.Fatal(err)
			}
		})
		return links
	})
	stage("analysis", func() (links int) {
		forEachRecord(b, corpus, func(rec *archive.Record) {
			res := m.Migrate(rec)
			if NewDerivative(rec, res) == nil && res.Rewritten != nil {
				b.Fatal("no derivative for a rewritten record")
			}
			links += res.Summary.Links.Found
			res.Close()
		})
		return links
	})
	stage("migrate", func() int {
		s, err := Run(context.Background(), []string{corpus}, opt)
		if err != nil || !s.Balanced() {
			b.Fatal(err, s.Accounting())
		}
		return s.Links.Found
	})
}

// forEachRecord calls fn with every HTML record of file, its payload
// read.
func forEachRecord(b *testing.B, file string, fn func(*archive.Record)) {
	f, err := os.Open(file)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	for rd := range NewOriginals().records(f, file) {
		if rd.fail != nil {
			b.Fatal(rd.fail)
		}
		if rd.html {
			fn(rd.rec)
		}
	}
}

// tokenizeOnly reads every record of file and tokenizes the HTML ones.
func tokenizeOnly(file string) error {
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	r := archive.NewReader(f, file)
	for {
		rec, err := r.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			continue
		}
		rd := read(rec)
		if rd.fail != nil || !rd.html {
			continue
		}
		body, _ := rec.ReadPayload()
		z := html.NewTokenizer(bytes.NewReader(body))
		for z.Next() != html.ErrorToken {
		}
	}
}

// reportCPU reports the CPU time per operation, which does not grow when
// other processes take the cores: the steadier figure on a shared
// machine.
func reportCPU(b *testing.B, cpu0 int64, ok bool) {
	if cpu1, ok1 := cputime.Nanos(); ok && ok1 {
		b.ReportMetric(float64(cpu1-cpu0)/float64(b.N)/1e6, "cpu-ms/op")
	}
}
