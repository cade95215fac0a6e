package archive

import (
	"archive/zip"
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Stdin is the input name that stands for standard input.
const Stdin = "-"

// An Input is one input file of a collection: a file, standard input, or
// one WARC of a WACZ package. Err says why it cannot be read (a dangling
// symbolic link, a named pipe in a folder, a zip that is no WACZ
// package, a folder that cannot be listed): such an input is a failed
// input, counted and named, and the others are read.
type Input struct {
	// Name names the input in records and accounting: a path as given or
	// found, "-" for standard input, PACKAGE#ENTRY for a WARC of a WACZ
	// package (ENTRY its name in the package, with "~N" after it for the
	// N-th of several entries of one name).
	Name string
	Err  error
}

// A Collection is the inputs of a run, expanded from its arguments by
// Collect. It opens each of them (Open), standard input included, and
// keeps on disk, until Close, a WACZ package read from standard input.
type Collection struct {
	Inputs []Input
	stdin  *bufio.Reader
	// copies are the packages read from standard input, by the name it
	// is given under ("-"), with their copy's path.
	copies map[string]string
}

// Collect expands command-line arguments into the inputs to read, in
// order, and loses none of them:
//
//   - "-" is standard input; a file is itself; an argument holding a
//     glob metacharacter (*?[) stands for the files it matches;
//   - a folder stands for every file under it, sorted (hidden files and
//     folders left out, symbolic links followed, each folder walked
//     once); an entry that cannot be read, a dangling link, a named pipe
//     or a device among them, a sub-folder that cannot be listed, is a
//     failed input, named, and the rest is read;
//   - a WACZ package (a zip, recognised by its content, on disk or on
//     standard input) stands for the WARC files under its archive/
//     folder, each named PACKAGE#archive/NAME, taken by its place in the
//     package: two entries of one name are two inputs (NAME, NAME~2). A
//     package on standard input ("-#archive/NAME") is copied to a
//     temporary file first (a zip is read from its end), removed by
//     Close. A zip that is no WACZ package is a failed input; a named
//     pipe given by name is read as a stream, where a zip is refused
//     with the reason.
//
// An argument that names nothing is a failed input too. The error is for
// standard input asked for twice.
func Collect(args []string, stdin io.Reader) (*Collection, error) {
	c := &Collection{copies: map[string]string{}}
	if stdin != nil {
		c.stdin = bufio.NewReader(stdin)
	}
	seen := map[string]bool{} // folders walked, by their real path
	stdinTaken := false
	for _, a := range args {
		switch {
		case a == Stdin:
			if stdinTaken {
				c.Close()
				return nil, errors.New("standard input (-) given twice")
			}
			stdinTaken = true
			c.stream(a, c.stdinReader())
		case strings.ContainsAny(a, "*?["):
			matches, err := filepath.Glob(a)
			if err == nil && len(matches) == 0 {
				err = errors.New("no file matches")
			}
			if err != nil {
				c.fail(a, err)
				continue
			}
			for _, m := range matches {
				c.path(m, seen, true)
			}
		default:
			c.path(a, seen, true)
		}
	}
	return c, nil
}

func (c *Collection) fail(name string, err error) {
	c.Inputs = append(c.Inputs, Input{Name: name, Err: err})
}

func (c *Collection) stdinReader() *bufio.Reader {
	if c.stdin == nil {
		c.stdin = bufio.NewReader(os.Stdin)
	}
	return c.stdin
}

// path adds the inputs of a path: a folder's files, a package's WARCs,
// or the file. given says the path is an argument, not found in a
// folder: a named pipe or a device given is read as a stream.
func (c *Collection) path(p string, seen map[string]bool, given bool) {
	info, err := os.Stat(p)
	if err != nil {
		if lerr := dangling(p); lerr != nil {
			err = lerr
		}
		c.fail(p, unwrapPath(err))
		return
	}
	switch mode := info.Mode(); {
	case mode.IsDir():
		c.folder(p, seen)
	case mode.IsRegular():
		c.file(p)
	case given:
		// A pipe (a process substitution) or a device given by name: read
		// once, as a stream (a zip through it is refused by the reader,
		// with the reason).
		c.Inputs = append(c.Inputs, Input{Name: p})
	default:
		c.fail(p, fmt.Errorf("not a regular file (%s): not read, since reading it may never end", fileKind(mode)))
	}
}

func fileKind(mode fs.FileMode) string {
	switch {
	case mode&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case mode&fs.ModeSocket != 0:
		return "a socket"
	case mode&fs.ModeDevice != 0:
		return "a device"
	}
	return "mode " + mode.String()
}

// dangling reports a symbolic link whose target is missing.
func dangling(p string) error {
	if info, err := os.Lstat(p); err == nil && info.Mode()&fs.ModeSymlink != 0 {
		target, _ := os.Readlink(p)
		return fmt.Errorf("a symbolic link to %s, which does not exist", target)
	}
	return nil
}

// unwrapPath drops the path an *fs.PathError repeats: the input's name
// says it.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// folder adds every file under dir, sorted by path; a folder already
// walked (a link that loops back, two links to one place) is walked
// once.
func (c *Collection) folder(dir string, seen map[string]bool) {
	real, err := filepath.EvalSymlinks(dir)
	if err == nil {
		real, err = filepath.Abs(real)
	}
	if err != nil {
		c.fail(dir, unwrapPath(err))
		return
	}
	if seen[real] {
		return
	}
	seen[real] = true
	entries, err := os.ReadDir(dir)
	if err != nil {
		c.fail(dir, fmt.Errorf("the folder cannot be listed: %v", unwrapPath(err)))
		return
	}
	// Sorted by the path each entry's files will have, as a sorted list
	// of every file under the folder has them.
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), ".") {
			names = append(names, filepath.Join(dir, e.Name()))
		}
	}
	sort.Slice(names, func(i, j int) bool {
		return pathLess(names[i], names[j])
	})
	for _, p := range names {
		c.path(p, seen, false)
	}
}

// pathLess orders paths as their files sort: a folder's name before its
// files' as a prefix, "a/b" after "a.b" as the bytes say, so that a
// folder reads as the sorted list of its files.
func pathLess(a, b string) bool {
	return a+string(filepath.Separator) < b+string(filepath.Separator)
}

// file adds a regular file, or the WARCs of the WACZ package it is.
func (c *Collection) file(p string) {
	f, err := os.Open(p)
	if err != nil {
		c.fail(p, unwrapPath(err))
		return
	}
	head := make([]byte, len(zipMagic))
	n, err := io.ReadFull(f, head)
	f.Close()
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		c.fail(p, unwrapPath(err))
		return
	}
	if !bytes.Equal(head[:n], zipMagic) {
		c.Inputs = append(c.Inputs, Input{Name: p})
		return
	}
	c.pkg(p, p)
}

// stream adds standard input: a WACZ package is copied to a temporary
// file, the rest read as it comes.
func (c *Collection) stream(name string, br *bufio.Reader) {
	if head, _ := br.Peek(len(zipMagic)); !bytes.Equal(head, zipMagic) {
		c.Inputs = append(c.Inputs, Input{Name: name})
		return
	}
	tmp, err := os.CreateTemp("", "uridialect-package-*.wacz")
	if err != nil {
		c.fail(name, fmt.Errorf("a zip, not read: it must be copied to a file to be read, and: %v", err))
		return
	}
	_, err = io.Copy(tmp, br)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp.Name())
		c.fail(name, fmt.Errorf("a zip, not read: copying it to %s: %v", tmp.Name(), err))
		return
	}
	c.copies[name] = tmp.Name()
	c.pkg(name, tmp.Name())
}

// pkg adds the WARCs of the WACZ package at path, named after name.
func (c *Collection) pkg(name, path string) {
	entries, err := waczEntries(path)
	if err != nil {
		c.fail(name, err)
		return
	}
	for _, e := range entries {
		c.Inputs = append(c.Inputs, Input{Name: name + "#" + e})
	}
}

// zipMagic starts a zip file's first local file header, and so a WACZ
// package (webrecorder's format: a zip holding archive/*.warc.gz,
// pages/pages.jsonl, indexes and datapackage.json).
var zipMagic = []byte("PK\x03\x04")

// waczEntries returns the names the WARC entries of a WACZ package are
// read under, in the package's order: each entry under archive/, its
// name, with "~N" after the N-th (from 2) of several entries of one
// name. The page list (pages/pages.jsonl) and the indexes are not
// inputs: the pages are the WARCs' records.
func waczEntries(path string) ([]string, error) {
	zr, err := zip.OpenReader(path)
	if err != nil {
		return nil, fmt.Errorf("a zip file, but not readable as a WACZ package: %v", err)
	}
	defer zr.Close()
	var names []string
	count := map[string]int{}
	for _, e := range zr.File {
		if !strings.HasPrefix(e.Name, "archive/") || strings.HasSuffix(e.Name, "/") {
			continue
		}
		count[e.Name]++
		name := e.Name
		if n := count[e.Name]; n > 1 {
			name += "~" + strconv.Itoa(n)
		}
		names = append(names, name)
	}
	if len(names) == 0 {
		return nil, errors.New("a zip file without WARC files under archive/ (not a WACZ package)")
	}
	return names, nil
}

// Open returns a Reader of the input named (as Collect names inputs),
// with the closer to call when done.
func (c *Collection) Open(name string) (*Reader, io.Closer, error) {
	rc, err := c.OpenRaw(name)
	if err != nil {
		return nil, nil, err
	}
	return NewReader(rc, name), rc, nil
}

// OpenRaw returns the bytes of the input named, as they are stored (a
// WACZ entry's bytes as packaged, a compressed file compressed).
func (c *Collection) OpenRaw(name string) (io.ReadCloser, error) {
	if name == Stdin {
		return io.NopCloser(c.stdinReader()), nil
	}
	if pkg, entry, ok := strings.Cut(name, "#"); ok {
		if copy, ok := c.copies[pkg]; ok {
			return openEntry(copy, entry)
		}
	}
	return OpenRaw(name)
}

// Stdin returns standard input, as the Collection read it (what it
// looked at first included).
func (c *Collection) Stdin() io.Reader { return c.stdinReader() }

// Close removes the copies of packages read from streams.
func (c *Collection) Close() error {
	var first error
	for _, p := range c.copies {
		if err := os.Remove(p); err != nil && first == nil {
			first = err
		}
	}
	c.copies = map[string]string{}
	return first
}

// Names returns the names of the inputs that can be read, and an error
// joining the failure of each one that cannot.
func (c *Collection) Names() ([]string, error) {
	var names []string
	var errs []error
	for _, in := range c.Inputs {
		if in.Err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", in.Name, in.Err))
			continue
		}
		names = append(names, in.Name)
	}
	return names, errors.Join(errs...)
}

// Inputs expands command-line arguments as Collect does and returns the
// names of the inputs that can be read, with an error joining the
// failure of each one that cannot (standard input is read as a stream:
// Collect reads a package on it).
func Inputs(args []string) ([]string, error) {
	c, err := Collect(args, nil)
	if err != nil {
		return nil, err
	}
	return c.Names()
}
