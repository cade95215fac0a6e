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
// it (sorted, hidden files and folders left out), an argument holding a
// glob metacharacter (*?[) for the files it matches, anything else for
// itself. An argument that names nothing is an error, so that no input is
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
		return []string{path}, nil
	}
	var files []string
	// The trailing separator makes a symbolic link to a directory walk
	// as the directory.
	root := strings.TrimSuffix(path, string(filepath.Separator)) + string(filepath.Separator)
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p != root && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.Type().IsRegular() {
			files = append(files, p)
		}
		return nil
	})
	sort.Strings(files)
	return files, err
}
