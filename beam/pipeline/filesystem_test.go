package pipeline

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/memfs"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"

	"github.com/uridialect/uridialect/migrate"
	"github.com/uridialect/uridialect/migrate/output"
)

// TestOtherFilesystem runs the pipeline over a corpus and into an output
// folder on a Beam filesystem other than the local one (memfs, in
// memory, which Prism's in-process workers share): a folder, a glob and a
// file that does not exist as inputs. The accounting must be migrate's
// over the same files read locally, with the missing file one failure
// more, every output must be where migrate writes it, and the parts must
// be gone.
func TestOtherFilesystem(t *testing.T) {
	ctx := context.Background()
	var local []string
	for dir, glob := range map[string]string{"warcs": "../../testdata/migrate/*.warc*", "pages": "../../testdata/migrate/pages/*.html"} {
		files, _ := filepath.Glob(glob)
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			memfs.Write("memfs://corpus/"+dir+"/"+filepath.Base(f), b)
			local = append(local, f)
		}
	}
	opt := Options{
		Inputs: []string{"memfs://corpus/warcs", "memfs://corpus/pages/*.html", "memfs://corpus/missing.warc"},
		Out:    "memfs://out", From: "rfc1630", To: []string{"whatwg", "rfc3986"},
	}
	p, s := beam.NewPipelineWithRoot()
	if err := Build(s, opt); err != nil {
		t.Fatal(err)
	}
	if _, err := prism.Execute(ctx, p); err != nil {
		t.Fatal(err)
	}
	got, err := ReadSummary(ctx, opt.Out)
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := opt.Config()
	want, err := output.Run(ctx, append(local, "missing.warc"), t.TempDir(), migrate.Options{Config: cfg, Workers: 1}, output.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got.Accounting() != want.Accounting() {
		t.Errorf("accounting:\n got %s\nwant %s", got.Accounting(), want.Accounting())
	}
	var missing bool
	for _, f := range got.Records.Failures {
		missing = missing || f.File == "memfs://corpus/missing.warc" && strings.HasPrefix(f.Reason, "cannot read the file")
	}
	if !missing {
		t.Errorf("the missing input is not among the failures: %+v", got.Records.Failures)
	}
	for _, name := range []string{
		output.ReportHTML,
		output.SummaryJSON,
		output.ManifestJSON,
		output.LinksTSV,
		output.Conversions,
		output.Documents + "/corpus/pages/shop-2000.html",
	} {
		if b := readMemfs(t, opt.Out+"/"+name); len(b) == 0 {
			t.Errorf("%s/%s: empty or missing", opt.Out, name)
		}
	}
	if parts, err := memfs.New(ctx).List(ctx, partsDir(opt.Out)+"/*"); err != nil || len(parts) > 0 {
		t.Errorf("the parts are left after the merge: %q %v", parts, err)
	}
}

func readMemfs(t *testing.T, name string) []byte {
	t.Helper()
	fs := memfs.New(context.Background())
	r, err := fs.OpenRead(context.Background(), name)
	if err != nil {
		return nil
	}
	defer r.Close()
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
