package pipeline

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"

	"github.com/uridialect/uridialect/migrate"
)

func TestMain(m *testing.M) {
	flag.Parse()
	beam.Init()
	os.Exit(m.Run())
}

// The test corpus of migrate: its sample archive, an archive with a
// broken record, and its pages as plain files.
var corpus = []string{
	"../../testdata/migrate/*.warc*",
	"../../testdata/migrate/pages/*.html",
}

// TestSameAsMigrate runs the pipeline on Prism over migrate's test corpus
// and checks that its link table, sorted, and its summary equal
// migrate.Run's exactly, the failed records included.
func TestSameAsMigrate(t *testing.T) {
	ctx := context.Background()
	opt := Options{Inputs: corpus, Out: t.TempDir(), From: "auto", To: []string{"whatwg", "rfc3986"}}
	p, s := beam.NewPipelineWithRoot()
	if err := Build(s, opt); err != nil {
		t.Fatal(err)
	}
	if _, err := prism.Execute(ctx, p); err != nil {
		t.Fatal(err)
	}

	var inputs []string
	for _, g := range corpus {
		files, err := filepath.Glob(g)
		if err != nil || len(files) == 0 {
			t.Fatalf("glob %s: %v %v", g, files, err)
		}
		inputs = append(inputs, files...)
	}
	cfg, err := opt.Config()
	if err != nil {
		t.Fatal(err)
	}
	want := t.TempDir()
	sum, err := migrate.Run(ctx, inputs, migrate.Options{Config: cfg, Out: want, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Records.Failed == 0 || sum.Links.Differs == 0 {
		t.Fatalf("the corpus should have failed records and differing links: %s", sum.Accounting())
	}

	for _, ext := range []string{".jsonl", ".tsv"} {
		wantLines := lines(t, filepath.Join(want, "links"+ext))
		header := ""
		if ext == ".tsv" {
			header, wantLines = wantLines[0], wantLines[1:]
		}
		shards, _ := filepath.Glob(filepath.Join(opt.Out, LinksDir, "*"+ext))
		if len(shards) != len(inputs) {
			t.Errorf("%s: %d shards for %d inputs", ext, len(shards), len(inputs))
		}
		var got []string
		for _, sh := range shards {
			l := lines(t, sh)
			if header != "" {
				if len(l) == 0 || l[0] != header {
					t.Fatalf("%s: header %q, want %q", sh, l[:min(1, len(l))], header)
				}
				l = l[1:]
			}
			got = append(got, l...)
		}
		slices.Sort(got)
		slices.Sort(wantLines)
		if len(got) != len(wantLines) {
			t.Fatalf("%s: %d rows, migrate wrote %d", ext, len(got), len(wantLines))
		}
		for i := range got {
			if got[i] != wantLines[i] {
				t.Errorf("%s: row %d:\n got %s\nwant %s", ext, i, got[i], wantLines[i])
			}
		}
	}
	for _, name := range []string{migrate.SummaryJSON, migrate.ReportHTML} {
		g, err := os.ReadFile(filepath.Join(opt.Out, name))
		if err != nil {
			t.Fatal(err)
		}
		w, err := os.ReadFile(filepath.Join(want, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(g, w) {
			t.Errorf("%s differs from migrate's:\n got %s\nwant %s", name, g, w)
		}
	}
	got, err := ReadSummary(ctx, opt.Out)
	if err != nil {
		t.Fatal(err)
	}
	if !got.Balanced() || got.Accounting() != sum.Accounting() {
		t.Errorf("accounting:\n got %s\nwant %s", got.Accounting(), sum.Accounting())
	}
	t.Logf("%s", got.Accounting())
}

func lines(t *testing.T, name string) []string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if len(b) == 0 {
		return nil
	}
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}
