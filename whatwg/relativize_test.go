package whatwg

import (
	"testing"

	"github.com/uridialect/uridialect/internal/kernel/relgen"
)

// TestRelativizeUnreachable checks that a target the parser does not
// give back, failed without the full search, is also failed by it, with
// the same error, and that a target it gives back is found as the full
// search finds it.
func TestRelativizeUnreachable(t *testing.T) {
	base, err := Default.Parse("http://www.example.com/a/b/c/page.html")
	if err != nil {
		t.Fatal(err)
	}
	for _, target := range []string{
		"http:same.html", "http://www.example.com/a/b/c/dir\\file.html", "HTTP://www.example.com/a/b",
		"http://www.example.com/../over.html", "http://www.example.com/a/b/c/dir%5Cfile.html",
		"http://www.example.com/a/b/c/?q=1", "http://www.example.com/a/x.html", "mailto:x@y.z",
	} {
		got, gotErr := Default.Relativize(&base, target)
		want, wantErr := relgen.Relativize(Default, &base, target, nil)
		if got != want || (gotErr == nil) != (wantErr == nil) || gotErr != nil && gotErr.Error() != wantErr.Error() {
			t.Errorf("Relativize(%q) = %q, %v; the full search gives %q, %v", target, got, gotErr, want, wantErr)
		}
	}
}
