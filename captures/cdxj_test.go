package captures

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/archive"
)

// TestCDXJAgreesWithPywb writes the CDXJ line of every capture of pywb's
// sample WARCs and compares the sorted lines with pywb's own CDXJ of the
// same WARCs, byte for byte, then reads each line back as the capture it
// was written from. (pywb's example.cdxj is left out: two of its lines
// lack the mime and status its indexer writes today.)
func TestCDXJAgreesWithPywb(t *testing.T) {
	for _, name := range []string{"iana", "dupes"} {
		t.Run(name, func(t *testing.T) {
			rd, closer, err := archive.Open(filepath.Join(pywbWARCs, name+".warc.gz"), nil)
			if err != nil {
				t.Fatal(err)
			}
			defer closer.Close()
			var got []string
			var caps []Capture
			for {
				rec, err := rd.Next()
				if err == io.EOF {
					break
				}
				var re *archive.RecordError
				if errors.As(err, &re) || err != nil {
					t.Fatal(err)
				}
				c, skipped := CaptureOf(rec)
				if skipped != "" {
					continue
				}
				c.File = filepath.Base(c.File)
				if c.Mime == "" {
					c.Mime = "unk" // pywb's word for a record without a media type
				}
				caps = append(caps, c)
				got = append(got, string(c.AppendCDXJ(nil)))
			}
			slices.Sort(got)
			wantText, err := os.ReadFile("../testdata/captures/pywb/cdxj/" + name + ".cdxj")
			if err != nil {
				t.Fatal(err)
			}
			want := strings.Split(strings.TrimSuffix(string(wantText), "\n"), "\n")
			slices.Sort(want)
			for _, l := range got {
				if _, ok := slices.BinarySearch(want, l); !ok {
					t.Errorf("ours, not pywb's: %s", l)
				}
			}
			for _, l := range want {
				if _, ok := slices.BinarySearch(got, l); !ok {
					t.Errorf("pywb's, not ours: %s", l)
				}
			}
			f := &lineFormat{cdxj: true}
			for _, c := range caps {
				line := c.AppendCDXJ(nil)
				back, err := f.parse(line)
				if err != nil {
					t.Fatalf("%s: %v", line, err)
				}
				if back.Key != c.Key || back.Timestamp != c.Timestamp || back.URL != c.URL || back.Mime != c.Mime ||
					back.Status != c.Status && !c.Revisit || back.Digest != c.Digest || back.Offset != c.Offset ||
					back.Length != c.Length || back.File != c.File {
					t.Errorf("%s read back as %+v", line, back)
				}
			}
		})
	}
}
