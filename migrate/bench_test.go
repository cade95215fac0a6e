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
	"github.com/uridialect/uridialect/internal/dialecttest"
	"github.com/uridialect/uridialect/internal/warcgen"
)

// benchCorpus writes a generated corpus of 1 MB, gzip members (about
// 1,500 pages, 94,000 links), once per run.
func benchCorpus(b *testing.B) string {
	b.Helper()
	path := filepath.Join(b.TempDir(), "corpus.warc.gz")
	var buf bytes.Buffer
	if _, err := warcgen.Corpus(&buf, 1<<20, true); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		b.Fatal(err)
	}
	return path
}

// BenchmarkMigrate runs, on the same generated corpus in the same run, a
// whole migration (to whatwg and rfc3986, every output written) and a
// pass that only reads the records and tokenizes their HTML: migrate's
// cost over the work no migration can avoid. bench/migrate.sh prints the ratio.
func BenchmarkMigrate(b *testing.B) {
	corpus := benchCorpus(b)
	st, err := os.Stat(corpus)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("tokenize-only", func(b *testing.B) {
		b.SetBytes(st.Size())
		cpu0, cpuOK := dialecttest.CPUTime()
		for b.Loop() {
			if err := tokenizeOnly(corpus); err != nil {
				b.Fatal(err)
			}
		}
		reportCPU(b, cpu0, cpuOK)
	})
	b.Run("migrate", func(b *testing.B) {
		b.SetBytes(st.Size())
		opt := options(b, "auto", b.TempDir())
		opt.Workers = 1
		cpu0, cpuOK := dialecttest.CPUTime()
		var links int
		for b.Loop() {
			s, err := Run(context.Background(), []string{corpus}, opt)
			if err != nil || !s.Balanced() {
				b.Fatal(err, s.Accounting())
			}
			links = s.Links.Found
		}
		reportCPU(b, cpu0, cpuOK)
		b.ReportMetric(float64(links), "links")
	})
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
		in, err := ReadInput(rec)
		if err != nil || !in.HTML {
			continue
		}
		z := html.NewTokenizer(bytes.NewReader(in.Body))
		for z.Next() != html.ErrorToken {
		}
	}
}

// reportCPU reports the CPU time per operation, which does not grow when
// other processes take the cores: the steadier figure on a shared
// machine.
func reportCPU(b *testing.B, cpu0 int64, ok bool) {
	if cpu1, ok1 := dialecttest.CPUTime(); ok && ok1 {
		b.ReportMetric(float64(cpu1-cpu0)/float64(b.N)/1e6, "cpu-ms/op")
	}
}
