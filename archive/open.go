package archive

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// Open returns a Reader of the named input: a file, standard input (read
// from stdin) for "-", or a WARC inside a WACZ package named
// PACKAGE#archive/NAME (as Inputs names them). The caller closes the
// returned closer.
func Open(name string, stdin io.Reader) (*Reader, io.Closer, error) {
	if name == Stdin {
		return NewReader(stdin, name), io.NopCloser(nil), nil
	}
	f, err := os.Open(name)
	if err != nil {
		if pkg, entry, ok := strings.Cut(name, "#"); ok && errors.Is(err, os.ErrNotExist) {
			return openWACZEntry(name, pkg, entry)
		}
		return nil, nil, err
	}
	return NewReader(f, name), f, nil
}

// zipMagic starts a zip file's first local file header, and so a WACZ
// package (webrecorder's format: a zip holding archive/*.warc.gz,
// pages/pages.jsonl, indexes and datapackage.json).
var zipMagic = []byte("PK\x03\x04")

// waczOr returns the WARC entries of the WACZ package at path, each named
// PACKAGE#archive/NAME, or path itself when it is no zip. The package's
// page list (pages/pages.jsonl) and indexes are not inputs: the pages are
// the WARCs' records.
func waczOr(path string) ([]string, error) {
	// Only a regular file is looked into: a named pipe or a device is read
	// once, as a stream, by the reader.
	if info, err := os.Stat(path); err != nil || !info.Mode().IsRegular() {
		return []string{path}, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	head := make([]byte, len(zipMagic))
	n, _ := io.ReadFull(f, head)
	f.Close()
	if !bytes.Equal(head[:n], zipMagic) {
		return []string{path}, nil
	}
	zr, err := zip.OpenReader(path)
	if err != nil {
		return nil, fmt.Errorf("%s: a zip file, but not readable as a WACZ package: %v", path, err)
	}
	defer zr.Close()
	var names []string
	for _, e := range zr.File {
		if strings.HasPrefix(e.Name, "archive/") && !strings.HasSuffix(e.Name, "/") {
			names = append(names, path+"#"+e.Name)
		}
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("%s: a zip file without WARC files under archive/ (not a WACZ package)", path)
	}
	return names, nil
}

// openWACZEntry opens the entry of a WACZ package; offsets are in the
// entry's bytes (the WARC file as written into the package).
func openWACZEntry(name, pkg, entry string) (*Reader, io.Closer, error) {
	zr, err := zip.OpenReader(pkg)
	if err != nil {
		return nil, nil, err
	}
	for _, e := range zr.File {
		if e.Name != entry {
			continue
		}
		rc, err := e.Open()
		if err != nil {
			zr.Close()
			return nil, nil, err
		}
		return NewReader(rc, name), closers{rc, zr}, nil
	}
	zr.Close()
	return nil, nil, fmt.Errorf("%s: no entry %s in the WACZ package", name, entry)
}

type closers []io.Closer

func (c closers) Close() error {
	var first error
	for _, x := range c {
		if err := x.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}
