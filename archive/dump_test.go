package archive

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// dump lists an input's records one a line, for tests to compare.
func dump(t testing.TB, name string) []string {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := NewReader(f, filepath.Base(name))
	var out []string
	for {
		rec, err := r.Next()
		if err == io.EOF {
			break
		}
		var re *RecordError
		if errors.As(err, &re) {
			out = append(out, "FAIL "+re.Error())
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		line := fmt.Sprintf("%d+%d %s %s %s %q", rec.Offset, rec.Length, rec.Format, rec.Type, rec.URI, rec.PayloadContentType())
		if rec.Inner != nil {
			line += fmt.Sprintf(" inner=%d+%d", rec.Inner.Offset, rec.Inner.Length)
		}
		if rec.IsHTML() {
			p, _ := rec.Payload()
			b, _ := io.ReadAll(p)
			line += fmt.Sprintf(" html=%d", len(b))
		}
		if len(rec.Links) > 0 {
			line += fmt.Sprintf(" links=%d", len(rec.Links))
		}
		for _, w := range rec.Warnings {
			line += "\n    ! " + w.Kind.String() + ": " + w.Text
		}
		out = append(out, line)
	}
	return out
}

var update = flag.Bool("update", false, "rewrite testdata/records.golden")

// TestRecordsGolden reads every test archive and compares the records
// found (position, format, type, URI, payload type, HTML length, links,
// warnings) and the failures with archive/testdata/records.golden, whose
// entries were checked by hand against the files' bytes.
func TestRecordsGolden(t *testing.T) {
	files, err := filepath.Glob(testdataDir + "/*")
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, f := range files {
		if info, err := os.Stat(f); strings.HasSuffix(f, ".golden") || err == nil && info.IsDir() {
			// The published archives in folders are checked by
			// TestWarcioAgrees and TestPublishedARCs.
			continue
		}
		fmt.Fprintf(&b, "<<< %s\n%s\n>>> %s\n", filepath.Base(f), strings.Join(dump(t, f), "\n"), filepath.Base(f))
	}
	golden := filepath.Join("testdata", "records.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("records differ from %s (go test ./archive -run RecordsGolden -update rewrites it):\n%s", golden, got)
	}
}
