package warcgen

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/klauspost/compress/zstd"
	"github.com/nlnwa/gowarc/v3"
)

// The damages of a collection: each is one input made the way transfers
// and tools damage files, for the collection-level properties (every
// record of the good files read, the damaged input failed with its
// reason, or read whole where it can be).
const (
	BadPackage     = "bad-package"             // a zip that is no WACZ package
	DanglingLink   = "dangling-link"           // a symbolic link to nothing
	NamedPipe      = "fifo"                    // a named pipe among the files
	LyingDirectory = "lying-central-directory" // a WACZ whose central directory says an entry is shorter than it is
	DuplicateEntry = "duplicate-entry"         // a WACZ holding two entries of one name
	NestedGzip     = "nested-gzip"             // a .warc.gz gzipped again
	CutWARC        = "warc-cut"                // a plain WARC cut in its last record's block
	NestedZstdInGz = "zstd-in-gzip"            // a WARC compressed with zstd, then gzip
)

// Damages lists every damage.
var Damages = []string{BadPackage, DanglingLink, NamedPipe, LyingDirectory, DuplicateEntry, NestedGzip, CutWARC, NestedZstdInGz}

// GoodURIs returns the URIs of the k records of GoodWARC(name, k).
func GoodURIs(name string, k int) []string {
	out := make([]string, k)
	for i := range out {
		out[i] = fmt.Sprintf("http://www.example.org/%s/%d.html", name, i)
	}
	return out
}

// GoodWARC returns a WARC of k responses, HTML pages with a link each, at
// GoodURIs(name, k).
func GoodWARC(name string, k int) []byte {
	var b bytes.Buffer
	for i, uri := range GoodURIs(name, k) {
		body := fmt.Sprintf("<html><body><a href=\"next%d.html\">next</a> %s</body></html>", i, strings.Repeat("text ", 20))
		block := fmt.Sprintf("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: %d\r\n\r\n%s", len(body), body)
		if _, err := Record(&b, Spec{Type: gowarc.Response, URI: uri, Date: "2004-05-06T07:08:09Z", ID: ID(name, i),
			ContentType: "application/http;msgtype=response", Block: strings.NewReader(block)}); err != nil {
			panic(err)
		}
	}
	return b.Bytes()
}

// gzipRecords returns the records of a WARC each in a gzip member of
// its own.
func gzipRecords(name string, k int) []byte {
	var out []byte
	for i := range k {
		rec := GoodWARC(fmt.Sprintf("%s-%d", name, i), 1)
		out = append(out, Gzip(rec)...)
	}
	return out
}

// WACZ returns a WACZ package of the entries (name, bytes), in order,
// stored, with its page list and datapackage.
func WACZ(entries ...[2]string) []byte {
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for _, e := range entries {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: e[0], Method: zip.Store})
		if err != nil {
			panic(err)
		}
		_, _ = w.Write([]byte(e[1]))
	}
	for _, f := range []string{"pages/pages.jsonl", "datapackage.json"} {
		w, _ := zw.Create(f)
		_, _ = w.Write([]byte("{}\n"))
	}
	if err := zw.Close(); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// Damaged writes into dir the input of a damage, and returns its path
// and the URIs of its records that a reader must read all the same (the
// records before the damage; all of them where it can be read whole).
func Damaged(dir, damage string) (path string, readable []string, err error) {
	name := "damaged-" + damage
	switch damage {
	case BadPackage:
		path = filepath.Join(dir, name+".wacz")
		var b bytes.Buffer
		zw := zip.NewWriter(&b)
		w, _ := zw.Create("data/archive/test.txt")
		_, _ = w.Write([]byte("not a WARC\n"))
		_ = zw.Close()
		err = os.WriteFile(path, b.Bytes(), 0o644)
	case DanglingLink:
		path = filepath.Join(dir, name+".warc")
		err = os.Symlink(filepath.Join(dir, "nothing-here.warc"), path)
	case NamedPipe:
		path = filepath.Join(dir, name+".warc")
		err = mkfifo(path)
	case LyingDirectory:
		path = filepath.Join(dir, name+".wacz")
		good := GoodWARC("lying-good", 3)
		lying := GoodWARC("lying", 4)
		pkg := WACZ([2]string{"archive/good.warc", string(good)}, [2]string{"archive/lying.warc", string(lying)})
		// The entry's size in the central directory cut in the middle of
		// its third record: the two records before it are read.
		third, fourth := recordStart(lying, 2), recordStart(lying, 3)
		cut := uint32((third + fourth) / 2)
		if err = shrinkEntry(pkg, "archive/lying.warc", cut); err == nil {
			err = os.WriteFile(path, pkg, 0o644)
		}
		readable = append(GoodURIs("lying-good", 3), GoodURIs("lying", 2)...)
	case DuplicateEntry:
		path = filepath.Join(dir, name+".wacz")
		pkg := WACZ([2]string{"archive/data.warc", string(GoodWARC("first", 2))}, [2]string{"archive/data.warc", string(GoodWARC("second", 3))})
		err = os.WriteFile(path, pkg, 0o644)
		readable = append(GoodURIs("first", 2), GoodURIs("second", 3)...)
	case NestedGzip:
		path = filepath.Join(dir, name+".warc.gz")
		err = os.WriteFile(path, Gzip(gzipRecords("nested", 3)), 0o644)
		for i := range 3 {
			readable = append(readable, GoodURIs(fmt.Sprintf("nested-%d", i), 1)...)
		}
	case NestedZstdInGz:
		path = filepath.Join(dir, name+".warc.zst.gz")
		var zst []byte
		enc, _ := zstd.NewWriter(nil, zstd.WithEncoderConcurrency(1))
		for i := range 2 {
			zst = enc.EncodeAll(GoodWARC(fmt.Sprintf("zstd-%d", i), 1), zst)
		}
		enc.Close()
		err = os.WriteFile(path, Gzip(zst), 0o644)
		readable = append(GoodURIs("zstd-0", 1), GoodURIs("zstd-1", 1)...)
	case CutWARC:
		path = filepath.Join(dir, name+".warc")
		whole := GoodWARC("cut", 3)
		at := (recordStart(whole, 2) + len(whole)) / 2
		err = os.WriteFile(path, whole[:at], 0o644)
		readable = GoodURIs("cut", 2)
	default:
		err = fmt.Errorf("no damage %q", damage)
	}
	return path, readable, err
}

// recordStart returns the offset of record i of a WARC that GoodWARC
// wrote.
func recordStart(warc []byte, i int) int {
	at := 0
	for ; i > 0; i-- {
		at += bytes.Index(warc[at+1:], []byte("WARC/1.1\r\n")) + 1
	}
	return at
}

// shrinkEntry writes size into the central directory's sizes of the
// entry named (compressed and uncompressed: a stored entry's are one).
func shrinkEntry(pkg []byte, name string, size uint32) error {
	for i := 0; ; {
		k := bytes.Index(pkg[i:], []byte("PK\x01\x02"))
		if k < 0 {
			return fmt.Errorf("no entry %s in the central directory", name)
		}
		h := pkg[i+k:]
		n := int(binary.LittleEndian.Uint16(h[28:]))
		if string(h[46:46+n]) == name {
			binary.LittleEndian.PutUint32(h[20:], size)
			binary.LittleEndian.PutUint32(h[24:], size)
			return nil
		}
		i += k + 4
	}
}
