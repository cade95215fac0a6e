package pipeline

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"

	"github.com/uridialect/uridialect/archive"
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
// and migrate.Run over the same files, and checks that the pipeline's
// outputs are migrate's: the link table's rows, sorted; summary.json and
// report.html, byte for byte (failed records included); the rewritten
// documents, file for file and byte for byte; and the conversion records:
// the shards, put end to end in migrate's input order, are migrate's
// conversions.warc.gz byte for byte, and read back with package archive
// they give the same records.
// The --from and --to of migrate's forms are checked: auto, a dialect, and
// an era table of configurations with options (its last era, which the
// undated pages take, an old dialect, so that they are rewritten).
func TestSameAsMigrate(t *testing.T) {
	for _, tc := range []struct {
		from string
		to   []string
	}{
		{"auto", []string{"whatwg", "rfc3986"}},
		{"rfc1630", []string{"whatwg", "rfc3986"}},
		{"rfc1808;1997-01-01=rfc2396 -o dotdot=drop;2004-01-01=rfc1630", []string{"rfc3986:strict=false"}},
	} {
		t.Run(strings.Fields(tc.from)[0], func(t *testing.T) { sameAsMigrate(t, tc.from, tc.to) })
	}
}

func sameAsMigrate(t *testing.T, from string, to []string) {
	ctx := context.Background()
	opt := Options{Inputs: corpus, Out: t.TempDir(), From: from, To: to, Started: time.Date(2026, 11, 27, 3, 0, 0, 0, time.UTC),
		Links: migrate.LinksAll, Formats: []string{migrate.FormatJSONL, migrate.FormatTSV}}
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
	// The pipeline writes every link as JSONL and TSV.
	sum, err := migrate.Run(ctx, inputs, migrate.Options{Config: cfg, Out: want, Workers: 1, Started: opt.Started,
		Links: migrate.LinksAll, Formats: []string{migrate.FormatJSONL, migrate.FormatTSV}})
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

	gotDocs, wantDocs := files(t, filepath.Join(opt.Out, migrate.Documents)), files(t, filepath.Join(want, migrate.Documents))
	if len(wantDocs) == 0 {
		t.Errorf("migrate rewrote no document of the corpus: the comparison tests nothing")
	}
	if !slices.Equal(keys(gotDocs), keys(wantDocs)) {
		t.Errorf("rewritten documents: %q, migrate wrote %q", keys(gotDocs), keys(wantDocs))
	}
	for name, w := range wantDocs {
		if g, ok := gotDocs[name]; ok && !bytes.Equal(g, w) {
			t.Errorf("rewritten document %s differs from migrate's:\n got %s\nwant %s", name, g, w)
		}
	}

	// The conversion shards, end to end in migrate's input order.
	var conversions []byte
	shards := 0
	for _, in := range inputs {
		b, err := os.ReadFile(filepath.Join(opt.Out, ConversionsDir, ShardName(in)+".warc.gz"))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		conversions = append(conversions, b...)
		shards++
	}
	if all := files(t, filepath.Join(opt.Out, ConversionsDir)); len(all) != shards {
		t.Errorf("%d conversion shards, %d of them named after an input", len(all), shards)
	}
	wantConversions, err := os.ReadFile(filepath.Join(want, migrate.Conversions))
	if err != nil {
		t.Fatal(err)
	}
	gotRecs, wantRecs := conversionRecords(t, conversions), conversionRecords(t, wantConversions)
	if len(wantRecs) == 0 {
		t.Errorf("migrate wrote no conversion record for the corpus: the comparison tests nothing")
	}
	if len(gotRecs) != len(wantRecs) {
		t.Errorf("%d conversion records, migrate wrote %d", len(gotRecs), len(wantRecs))
	}
	for i := range min(len(gotRecs), len(wantRecs)) {
		if gotRecs[i] != wantRecs[i] {
			t.Errorf("conversion record %d:\n got %s\nwant %s", i, gotRecs[i], wantRecs[i])
		}
	}
	if !bytes.Equal(conversions, wantConversions) {
		t.Errorf("the conversion shards end to end (%d bytes) differ from migrate's %s (%d bytes)", len(conversions), migrate.Conversions, len(wantConversions))
	}
	t.Logf("%s; %d rewritten documents, %d conversion records", got.Accounting(), len(wantDocs), len(wantRecs))
}

// conversionRecords reads the WARC b with package archive and describes
// each record: its place, WARC fields, HTTP header, payload and warnings
// (a wrong digest or length is one).
func conversionRecords(t *testing.T, b []byte) []string {
	t.Helper()
	var out []string
	r := archive.NewReader(bytes.NewReader(b), "conversions.warc.gz")
	for {
		rec, err := r.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatalf("reading the conversion records back: %v", err)
		}
		if rec.Type != "conversion" && rec.Type != "warcinfo" || len(rec.Warnings) > 0 {
			t.Errorf("record at %d: type %s, warnings %q", rec.Offset, rec.Type, rec.Warnings)
		}
		var http string
		if rec.HTTP != nil {
			http = fmt.Sprintf("%s %q", rec.HTTP.StatusLine, rec.HTTP.Fields)
		}
		p, err := rec.Payload()
		if err != nil {
			t.Fatal(err)
		}
		payload, err := io.ReadAll(p)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, strings.Join([]string{
			fmt.Sprint(rec.Offset, rec.Length), rec.Version, string(rec.Type), rec.ID, rec.URI, rec.Date.String(), rec.ContentType,
			http, string(payload), strings.Join(rec.Warnings, "|"),
		}, "\n"))
	}
}

// files returns the files under dir, by their path relative to it.
func files(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		out[filepath.ToSlash(rel)] = b
		return err
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	return out
}

func keys(m map[string][]byte) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
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
