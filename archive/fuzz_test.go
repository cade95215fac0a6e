package archive

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// readAll reads every record of data with the given parser (nil: detect)
// and checks what must hold for any input: the reader ends, never
// panics, gives each record a position inside the input (or inside a gzip
// member), and lets every payload be read.
func readAll(t *testing.T, data []byte, p parser) {
	r := NewReader(bytes.NewReader(data), "fuzz")
	r.parser = p
	last := int64(-1)
	for i := 0; ; i++ {
		if i > len(data)+1 {
			t.Fatalf("more records (%d) than input bytes (%d)", i, len(data))
		}
		rec, err := r.Next()
		if err == io.EOF {
			return
		}
		if err != nil {
			re, ok := err.(*RecordError)
			if !ok {
				t.Fatalf("error not a *RecordError: %v", err)
			}
			if re.Offset < 0 || re.Offset > int64(len(data)) {
				t.Fatalf("failure offset %d outside the input (%d bytes)", re.Offset, len(data))
			}
			continue
		}
		if rec.Offset < last || rec.Offset < 0 || rec.Offset+rec.Length > int64(len(data)) {
			t.Fatalf("record at %d+%d after one at %d, input %d bytes", rec.Offset, rec.Length, last, len(data))
		}
		last = rec.Offset
		rec.IsHTML()
		if p, err := rec.Payload(); err == nil {
			_, _ = io.Copy(io.Discard, p)
		}
	}
}

// addSeeds adds the test archives whose names match glob as seeds.
func addSeeds(f *testing.F, globs ...string) {
	for _, g := range globs {
		files, _ := filepath.Glob(filepath.Join(testdataDir, g))
		for _, name := range files {
			if info, err := os.Stat(name); err == nil && info.IsDir() {
				continue
			}
			b, err := os.ReadFile(name)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(b)
		}
	}
}

func FuzzWARC(f *testing.F) {
	addSeeds(f, "*.warc", "*.warc.gz")
	f.Fuzz(func(t *testing.T, data []byte) { readAll(t, data, newWARCParser()) })
}

func FuzzARC(f *testing.F) {
	addSeeds(f, "*.arc", "*.arc.gz", "arc-format/*.arc", "webarchive-commons/*.arc")
	f.Fuzz(func(t *testing.T, data []byte) { readAll(t, data, &arcParser{}) })
}

func FuzzWAT(f *testing.F) {
	addSeeds(f, "*.wat.gz")
	// The plain WAT too, so that mutations reach the JSON.
	b, err := os.ReadFile(filepath.Join(testdataDir, "sample.wat.gz"))
	if err != nil {
		f.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		f.Fatal(err)
	}
	plain, err := io.ReadAll(zr)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(plain)
	f.Fuzz(func(t *testing.T, data []byte) { readAll(t, data, newWARCParser()) })
}

func FuzzLinkTable(f *testing.F) {
	addSeeds(f, "links.*")
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, k := range []Format{FormatTSV, FormatJSONL, FormatCSV} {
			readAll(t, data, &tableParser{kind: k})
		}
	})
}

// FuzzDetect reads any input the way a user's file is read: format
// detected from its content.
func FuzzDetect(f *testing.F) {
	addSeeds(f, "*")
	f.Fuzz(func(t *testing.T, data []byte) { readAll(t, data, nil) })
}
