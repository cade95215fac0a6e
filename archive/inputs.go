package archive

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Stdin is the input name that stands for standard input.
const Stdin = "-"

// Inputs expands command-line arguments into the files to read, in order:
// "-" is standard input, a directory stands for every regular file under
// it (sorted, hidden files and folders left out, symbolic links followed
// and each directory walked once), an argument holding a
// glob metacharacter (*?[) for the files it matches, anything else for
// itself. A WACZ package (a zip, recognised by its content) stands for the
// WARC files under its archive/ folder, each named PACKAGE#archive/NAME. An argument that names nothing is an error, so that no input is
// lost without a word.
func Inputs(args []string) ([]string, error) {
	var out []string
	for _, a := range args {
		switch {
		case a == Stdin:
			out = append(out, a)
		case strings.ContainsAny(a, "*?["):
			matches, err := filepath.Glob(a)
			if err != nil {
				return nil, fmt.Errorf("%s: %v", a, err)
			}
			if len(matches) == 0 {
				return nil, fmt.Errorf("%s: no file matches", a)
			}
			for _, m := range matches {
				files, err := expand(m)
				if err != nil {
					return nil, err
				}
				out = append(out, files...)
			}
		default:
			files, err := expand(a)
			if err != nil {
				return nil, err
			}
			out = append(out, files...)
		}
	}
	return out, nil
}

func expand(path string) ([]string, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !info.IsDir() {
		return waczOr(path)
	}
	var files []string
	seen := map[string]bool{}
	err = walk(path, seen, &files)
	sort.Strings(files)
	return files, err
}

// walk appends the regular files under dir to files, following symbolic
// links to files and to directories; a directory already walked (a link
// that loops back, or two links to one place) is walked once.
func walk(dir string, seen map[string]bool, files *[]string) error {
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return err
	}
	if real, err = filepath.Abs(real); err != nil {
		return err
	}
	if seen[real] {
		return nil
	}
	seen[real] = true
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			continue
		}
		p := filepath.Join(dir, e.Name())
		typ := e.Type()
		if typ&fs.ModeSymlink != 0 {
			info, err := os.Stat(p)
			if err != nil {
				return fmt.Errorf("%s: %v", p, err)
			}
			typ = info.Mode().Type()
		}
		switch {
		case typ.IsDir():
			if err := walk(p, seen, files); err != nil {
				return err
			}
		case typ.IsRegular():
			names, err := waczOr(p)
			if err != nil {
				return err
			}
			*files = append(*files, names...)
		}
	}
	return nil
}
