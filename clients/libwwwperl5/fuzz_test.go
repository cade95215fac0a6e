package libwwwperl5

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// FuzzLibwwwPerl5 runs the shared checks (dialecttest.FuzzWith) under
// Default and under each option. as_string escapes and new() removes white
// space, so no reference is kept as it is, and the shared checks are the
// properties.
func FuzzLibwwwPerl5(f *testing.F) {
	dialecttest.FuzzWith(f, Default, dialecttest.Props{}, "testdata/resolve.txt")
}

// FuzzMerge checks step 6 against abs's own loop, written as abs writes it
// with a list, for any base path and reference path.
func FuzzMerge(f *testing.F) {
	f.Add("/b/c/d", "../../../g")
	f.Add("/b/c/", "x/y//../z")
	f.Add("", "./g/.")
	f.Fuzz(func(t *testing.T, basePath, rel string) {
		if len(basePath)+len(rel) > 200 || rel == "" || rel[0] == '/' {
			return
		}
		for _, d := range []*Dialect{Default, New(WithLeadingDots(LeadingDotsDrop))} {
			got, _, _ := d.merge(nil, basePath, rel)
			if want := absLoop(basePath, rel, d.opts.leadingDots == LeadingDotsDrop); string(got) != escapeAll(want) {
				t.Fatalf("%v: merge(%q, %q) = %q, abs's loop gives %q", d, basePath, rel, got, want)
			}
		}
	})
}

func escapeAll(s string) string { return string(appendEscaped(nil, s)) }

// perlSplit is split('/', $s): the fields, with trailing empty ones removed.
func perlSplit(s string) []string {
	var f []string
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '/' {
			f = append(f, s[start:i])
			start = i + 1
		}
	}
	for len(f) > 0 && f[len(f)-1] == "" {
		f = f[:len(f)-1]
	}
	return f
}

// absLoop is step 6 of abs as abs writes it.
func absLoop(basePath, rel string, dropLeading bool) string {
	bp := basePath
	if len(bp) > 0 && bp[0] == '/' {
		bp = bp[1:]
	}
	if len(bp) > 0 && bp[len(bp)-1] == '/' {
		bp += "."
	}
	path := perlSplit(bp)
	if len(path) > 0 {
		path = path[:len(path)-1]
	}
	if rel[len(rel)-1] == '/' {
		rel += "."
	}
	path = append(path, perlSplit(rel)...)
	var newpath []string
	isdir := false
	for _, seg := range path {
		switch seg {
		case ".":
			isdir = true
		case "..":
			isdir = true
			if len(newpath) == 0 {
				newpath = append(newpath, seg)
			} else if last := newpath[len(newpath)-1]; last == ".." {
				newpath = append(newpath, seg)
			} else {
				newpath = newpath[:len(newpath)-1]
			}
		default:
			isdir = false
			newpath = append(newpath, seg)
		}
	}
	if dropLeading {
		for len(newpath) > 0 && (newpath[0] == "." || newpath[0] == "..") {
			newpath = newpath[1:]
		}
	}
	out := "/"
	for i, s := range newpath {
		if i > 0 {
			out += "/"
		}
		out += s
	}
	if isdir && len(newpath) > 0 {
		out += "/"
	}
	return out
}
