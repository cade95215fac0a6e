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
	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/migrate"
	replay "github.com/uridialect/uridialect/migrate/captures"
	"github.com/uridialect/uridialect/migrate/output"
)

func TestMain(m *testing.M) {
	flag.Parse()
	beam.Init()
	os.Exit(m.Run())
}

// The test corpus of migrate: its sample archive, an archive with a
// broken record, its pages as plain files, and a folder of pages; and
// two archives of package archive's tests, a WARC in Shift_JIS and an
// ARC file, one of which or both each --from tested rewrites, so that
// conversion records come from inputs apart.
var corpus = []string{
	"../../testdata/migrate/*.warc*",
	"../../testdata/migrate/pages/*.html",
	"../../testdata/archive/shift-jis.warc",
	"../../testdata/archive/v1.arc.gz",
	"../../testdata/migrate/shift_jis",
}

// capturesCorpus is the corpus's archives (the records of a plain file
// are no captures) and the test crawl's pages, whose targets are in
// testdata/captures/crawl's index; sample.warc.gz and broken.warc hold
// captures of one URL, each its own entry of the top documents.
var capturesCorpus = []string{
	"../../testdata/migrate/broken.warc",
	"../../testdata/migrate/sample.warc.gz",
	"../../testdata/archive/shift-jis.warc",
	"../../testdata/captures/crawl/pages.warc.gz",
	"../../testdata/archive/v1.arc.gz",
}

// TestSameAsMigrate runs the pipeline on Prism over migrate's test corpus
// and output.Run over the same files, and checks that the pipeline wrote
// the files migrate writes, byte for byte, and no other: the link table
// (links.tsv, links.jsonl, links.parquet; its rows in migrate's order),
// the rewritten documents, conversions.warc.gz (its warcinfo records and
// conversion records in migrate's order), summary.json, report.html and
// the manifest. The --from and --to of migrate's forms are checked: auto,
// a dialect, and an era table of configurations with options (its last
// era, which the undated pages take, an old dialect, so that they are
// rewritten); each with --links all and changed, and each --format. And
// once with --map and --date, which the warcinfo records name and the
// pages' URLs and dates come from.
func TestSameAsMigrate(t *testing.T) {
	for _, tc := range []struct {
		from string
		to   []string
	}{
		{"auto", []string{"whatwg", "rfc3986"}},
		{"rfc1630", []string{"whatwg", "rfc3986"}},
		{"rfc1808;1997-01-01=rfc2396 -o dotdot=drop;2004-01-01=rfc1630", []string{"rfc3986:strict=false"}},
	} {
		for _, rows := range []output.Rows{output.AllRows, output.ChangedRows} {
			for _, format := range []output.Format{output.TSV, output.JSONL, output.Parquet} {
				t.Run(strings.Fields(tc.from)[0]+"/"+rows.String()+"/"+format.String(), func(t *testing.T) {
					sameAsMigrate(t, Options{From: tc.from, To: tc.to, Rows: rows, Formats: []output.Format{format}})
				})
			}
		}
	}
	t.Run("auto/map-date", func(t *testing.T) {
		sameAsMigrate(t, Options{From: "auto", To: []string{"whatwg", "rfc3986"}, Rows: output.ChangedRows, Formats: []output.Format{output.TSV},
			Maps: []string{"../../testdata/migrate/pages=http://www.example.org/site/"}, Date: "1996-06-01"})
	})
	t.Run("auto/captures", func(t *testing.T) {
		// The links looked up in an index and in the inputs' own
		// records: the link table's replay columns, the summary's and
		// the report's verdicts.
		for _, format := range []output.Format{output.TSV, output.Parquet} {
			sameAsMigrate(t, Options{From: "auto", To: []string{"whatwg", "rfc3986"}, Rows: output.ChangedRows, Formats: []output.Format{format},
				Inputs: capturesCorpus, Captures: []string{"../../testdata/captures/crawl/targets.cdxj"}})
		}
	})
	t.Run("auto/manifest", func(t *testing.T) {
		// The pages' folder at a URL, date and configuration of its own.
		pages, err := filepath.Abs("../../testdata/migrate/pages")
		if err != nil {
			t.Fatal(err)
		}
		manifest := filepath.Join(t.TempDir(), "manifest.tsv")
		if err := os.WriteFile(manifest, []byte("path\turl\tdate\tfrom\n"+pages+"\thttp://www.example.org/site/\t1996-06-01\tnetscape4\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		sameAsMigrate(t, Options{From: "auto", To: []string{"whatwg", "rfc3986"}, Rows: output.AllRows, Formats: []output.Format{output.TSV}, Manifest: manifest})
	})
}

// sameAsMigrate runs the pipeline with opt over the corpus and migrate
// with the same settings, and compares their outputs.
func sameAsMigrate(t *testing.T, opt Options) {
	ctx := context.Background()
	if opt.Inputs == nil {
		opt.Inputs = corpus
	}
	opt.Out, opt.Started = t.TempDir(), time.Date(2026, 11, 27, 3, 0, 0, 0, time.UTC)
	rows, format := opt.Rows, opt.Formats[0]
	p, s := beam.NewPipelineWithRoot()
	if err := Build(s, opt); err != nil {
		t.Fatal(err)
	}
	if _, err := prism.Execute(ctx, p); err != nil {
		t.Fatal(err)
	}

	// The command line's inputs.
	inputs, err := archive.Inputs(opt.Inputs)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := opt.Config()
	if err != nil {
		t.Fatal(err)
	}
	if coll := opt.OpenCaptures(); coll != nil {
		defer coll.Close()
		if len(coll.Failed) > 0 {
			t.Fatalf("captures: %v", coll.Failed)
		}
		cfg.Replay = replay.NewReplayer(coll)
	}
	want := t.TempDir()
	sum, err := output.Run(ctx, inputs, want, migrate.Options{Config: cfg, Workers: 1},
		output.Options{Rows: rows, Formats: []output.Format{format}, Started: opt.Started, Inputs: opt.Inputs})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Records.Failed == 0 || sum.Links.Differs == 0 {
		t.Fatalf("the corpus should have failed records and differing links: %s", sum.Accounting())
	}

	gotFiles, wantFiles := files(t, opt.Out), files(t, want)
	if !slices.Equal(keys(gotFiles), keys(wantFiles)) {
		t.Errorf("the pipeline wrote %q, migrate %q", keys(gotFiles), keys(wantFiles))
	}
	for name, w := range wantFiles {
		if g, ok := gotFiles[name]; ok && !bytes.Equal(g, w) {
			i := firstDifference(g, w)
			t.Errorf("%s (%d bytes) differs from migrate's (%d bytes), first at byte %d: %q, want %q", name, len(g), len(w), i, g[max(0, i-200):min(len(g), i+100)], w[max(0, i-200):min(len(w), i+100)])
		}
	}

	// What makes the comparison test the order: the link table and the
	// conversion records come from more than one input file, in an order
	// other than their names'.
	var docs int
	for name := range wantFiles {
		if strings.HasPrefix(name, output.Documents+"/") {
			docs++
		}
	}
	if docs == 0 && slices.Equal(opt.Inputs, corpus) {
		// (capturesCorpus holds no plain file: its rewritten documents
		// are the conversion records checked below.)
		t.Errorf("migrate rewrote no document of the corpus: the comparison tests nothing")
	}
	var rowFiles []string
	if format == output.TSV {
		rowFiles = tsvFiles(t, wantFiles[output.LinksTSV])
		if len(rowFiles) < 3 || slices.IsSorted(rowFiles) {
			t.Errorf("the link table's rows come from %q: the order of the inputs is not tested", rowFiles)
		}
	}
	recs := conversionRecords(t, gotFiles[output.Conversions])
	infos := 0
	for _, r := range recs {
		if strings.Contains(r, "\nwarcinfo\n") {
			infos++
		}
	}
	if infos < 2 || len(recs)-infos < 2 {
		t.Errorf("%d warcinfo and %d conversion records: the order of the inputs is not tested", infos, len(recs)-infos)
	}
	if opt.Manifest != "" {
		for _, want := range []string{"\thttp://www.example.org/site/", "\t1996-06-01T00:00:00Z\t", "\tnetscape4\t"} {
			if !bytes.Contains(wantFiles[output.LinksTSV], []byte(want)) {
				t.Errorf("no link of a page at its manifest row's URL, date and configuration (%q) in %s", want, output.LinksTSV)
			}
		}
	}
	if len(opt.Maps) > 0 {
		// The settings are in the outputs compared: the pages' URLs in the
		// link table, the settings in the warcinfo records.
		if !bytes.Contains(wantFiles[output.LinksTSV], []byte("\thttp://www.example.org/site/")) {
			t.Errorf("no link of a page under its --map URL in %s", output.LinksTSV)
		}
		conv := strings.Join(recs, "\n")
		for _, field := range []string{"uridialect-map: " + opt.Maps[0], "uridialect-date: 1996-06-01T00:00:00Z"} {
			if !strings.Contains(conv, field) {
				t.Errorf("no %q in the warcinfo records", field)
			}
		}
	}
	if len(opt.Captures) > 0 {
		// Every verdict is counted, and the table has the replay columns.
		for _, d := range opt.To {
			if c := sum.Replay[d]; c.Verdicts[captures.Breaks] == 0 || c.Verdicts[captures.Wrong] == 0 || c.Verdicts[captures.Missing] == 0 {
				t.Errorf("replay under %s: %v: the verdicts compared are not all there", d, c.Verdicts)
			}
		}
		if format == output.TSV && !bytes.Contains(wantFiles[output.LinksTSV], []byte("\twhatwg_replay\t")) {
			t.Errorf("no replay columns in %s", output.LinksTSV)
		}
	}
	got, err := ReadSummary(ctx, opt.Out)
	if err != nil {
		t.Fatal(err)
	}
	if !got.Balanced() || got.Accounting() != sum.Accounting() {
		t.Errorf("accounting:\n got %s\nwant %s", got.Accounting(), sum.Accounting())
	}
	t.Logf("%s; %d files, %d rewritten documents, %d records in %s, rows from %d files", got.Accounting(), len(wantFiles), docs, len(recs), output.Conversions, len(rowFiles))
}

// firstDifference is the offset of the first byte where a and b differ.
func firstDifference(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// tsvFiles are the input files of the rows of the TSV link table b, in
// the order of their first row.
func tsvFiles(t *testing.T, b []byte) []string {
	t.Helper()
	rows := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	col := slices.Index(strings.Split(rows[0], "\t"), "file")
	if col < 0 {
		t.Fatalf("no file column in the TSV header %q", rows[0])
	}
	var out []string
	for _, r := range rows[1:] {
		if f := strings.Split(r, "\t")[col]; !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	return out
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
			http = fmt.Sprintf("%s %q", rec.HTTP.StatusLine, rec.HTTP.Header)
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
			http, string(payload), fmt.Sprint(rec.Warnings),
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
