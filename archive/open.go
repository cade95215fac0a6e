package archive

import (
	"archive/zip"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// Open returns a Reader of the named input: a file, standard input (read
// from stdin) for "-", or a WARC inside a WACZ package named
// PACKAGE#archive/NAME (as Collect names them). The caller closes the
// returned closer. A Collection's Open reads a package given on standard
// input as well.
func Open(name string, stdin io.Reader) (*Reader, io.Closer, error) {
	if name == Stdin {
		return NewReader(stdin, name), io.NopCloser(nil), nil
	}
	rc, err := OpenRaw(name)
	if err != nil {
		return nil, nil, err
	}
	return NewReader(rc, name), rc, nil
}

// OpenRaw returns the bytes of a file, or of the WARC entry of a WACZ
// package named PACKAGE#ENTRY (ENTRY as Collect names it: the name in
// the package, "~N" after it for the N-th entry of that name), as
// stored.
func OpenRaw(name string) (io.ReadCloser, error) {
	f, err := os.Open(name)
	if err == nil {
		return f, nil
	}
	if pkg, entry, ok := strings.Cut(name, "#"); ok && errors.Is(err, os.ErrNotExist) {
		return openEntry(pkg, entry)
	}
	return nil, err
}

// openEntry opens the entry of a WACZ package, by its place among the
// entries of its name; offsets are in the entry's bytes (the WARC file
// as written into the package).
func openEntry(pkg, entry string) (io.ReadCloser, error) {
	zr, e, err := lookupEntry(pkg, entry)
	if err != nil {
		return nil, err
	}
	rc, err := e.Open()
	if err != nil {
		zr.Close()
		return nil, err
	}
	return readCloser{rc, closers{rc, zr}}, nil
}

// lookupEntry opens the package pkg and finds its entry named entry; the
// caller closes the package.
func lookupEntry(pkg, entry string) (*zip.ReadCloser, *zip.File, error) {
	zr, err := zip.OpenReader(pkg)
	if err != nil {
		return nil, nil, err
	}
	e := findEntry(zr.File, entry)
	if e == nil {
		zr.Close()
		return nil, nil, fmt.Errorf("no entry %s in the WACZ package %s", entry, pkg)
	}
	return zr, e, nil
}

// findEntry returns the entry named name ("NAME~N" for the N-th of
// several of that name), or nil.
func findEntry(files []*zip.File, name string) *zip.File {
	want, nth := name, 1
	if base, n, ok := strings.Cut(name, "~"); ok {
		if k, err := strconv.Atoi(n); err == nil && k > 1 {
			want, nth = base, k
		}
	}
	for _, try := range []struct {
		name string
		nth  int
	}{{name, 1}, {want, nth}} {
		seen := 0
		for _, e := range files {
			if e.Name == try.name {
				if seen++; seen == try.nth {
					return e
				}
			}
		}
	}
	return nil
}

type readCloser struct {
	io.Reader
	io.Closer
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

// OpenSeekable is OpenRaw for a reader that can seek, to read a record
// again at its offset: a file, or a WARC entry of a WACZ package (a
// stored entry read where it lies, a compressed one decompressed again
// from its start up to the offset sought).
func OpenSeekable(name string) (io.ReadSeekCloser, error) {
	f, err := os.Open(name)
	if err == nil {
		return f, nil
	}
	pkg, entry, ok := strings.Cut(name, "#")
	if !ok || !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	zr, e, err := lookupEntry(pkg, entry)
	if err != nil {
		return nil, err
	}
	return &entryReader{zr: zr, e: e}, nil
}

// An entryReader reads a WACZ entry and seeks in it by reading it again
// from its start.
type entryReader struct {
	zr  *zip.ReadCloser
	e   *zip.File
	rc  io.ReadCloser
	pos int64
}

func (r *entryReader) Read(p []byte) (int, error) {
	if r.rc == nil {
		rc, err := r.e.Open()
		if err != nil {
			return 0, err
		}
		r.rc = rc
		if _, err := io.CopyN(io.Discard, rc, r.pos); err != nil {
			return 0, err
		}
	}
	n, err := r.rc.Read(p)
	r.pos += int64(n)
	return n, err
}

func (r *entryReader) Seek(offset int64, whence int) (int64, error) {
	switch whence {
	case io.SeekCurrent:
		offset += r.pos
	case io.SeekEnd:
		offset += int64(r.e.UncompressedSize64)
	}
	if offset < 0 {
		return r.pos, errors.New("seek before the start of the entry")
	}
	if r.rc != nil {
		r.rc.Close()
		r.rc = nil
	}
	r.pos = offset
	return offset, nil
}

func (r *entryReader) Close() error {
	if r.rc != nil {
		r.rc.Close()
	}
	return r.zr.Close()
}
