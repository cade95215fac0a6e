package python15

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// FuzzPython15 runs the shared checks (dialecttest.FuzzWith) under Default,
// version=1.5 and version=2.7. urljoin joins every answer again with urlunparse, so
// no reference is kept as it is, and the shared checks are the properties.
func FuzzPython15(f *testing.F) {
	dialecttest.FuzzWith(f, Default, dialecttest.Props{}, "testdata/resolve.txt")
}

// FuzzSegments checks the one-pass reduction against urljoin's own loop,
// written as urljoin writes it (delete the first pair, start over), for
// any path.
func FuzzSegments(f *testing.F) {
	f.Add("/b/c/", "../../../../g")
	f.Add("/b/c/", "./g/.")
	f.Add("", "a/../..")
	f.Fuzz(func(t *testing.T, dir, rel string) {
		if len(dir)+len(rel) > 200 || rel == "" || strings.HasPrefix(rel, "/") {
			return
		}
		if dir != "" && !strings.HasSuffix(dir, "/") {
			dir += "/"
		}
		for _, v := range []Version{Version152, Version15, Version27} {
			d := New(WithVersion(v))
			got, _ := d.segments(nil, dir, rel)
			if want := urljoinLoop(dir, rel, v); string(got) != want {
				t.Fatalf("%v: segments(%q, %q) = %q, urljoin's loop gives %q", d, dir, rel, got, want)
			}
		}
	})
}

// urljoinLoop is urljoin's step 8 and 9 as urljoin writes them (2.7:
// "segments[i-1] not in (”, '..')").
func urljoinLoop(dir, rel string, v Version) string {
	path := rel
	if dir != "" {
		path = dir + rel
	}
	segments := strings.Split(path, "/")
	if segments[len(segments)-1] == "." {
		segments[len(segments)-1] = ""
	}
	var kept []string
	for i, s := range segments {
		if s != "." || i == len(segments)-1 {
			kept = append(kept, s)
		}
	}
	segments = kept
	for {
		n := len(segments) - 1
		i := 1
		for ; i < n; i++ {
			if segments[i] == ".." && segments[i-1] != "" && (v != Version27 || segments[i-1] != "..") {
				segments = append(segments[:i-1:i-1], segments[i+1:]...)
				break
			}
		}
		if i >= n {
			break
		}
	}
	switch {
	case v != Version15 && len(segments) == 2 && segments[1] == ".." && segments[0] == "":
		segments[1] = ""
	case len(segments) >= 2 && segments[len(segments)-1] == "..":
		segments = append(segments[:len(segments)-2:len(segments)-2], "")
	}
	return strings.Join(segments, "/")
}
