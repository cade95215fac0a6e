package libwwwperl5

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestFielding1997 resolves every answer libwww-perl 5.14 gave on Roy
// Fielding's 1997 test pages (Part 1: it was tested on no other), a check
// of the model made from the source. The one miss is explained.
func TestFielding1997(t *testing.T) {
	dialecttest.CheckFielding1997(t, Default, "libwww-perl/5.14", 43, 42, map[string]string{
		"page 1: //g": `as_string writes "http://g/": full_path puts "/" before an empty path when there is a ` +
			`netloc ("$p = "/$p" if defined($self->{netloc}) && $p !~ m:^/:"); the page's "http://g" is the ` +
			`answer of [R] and [X], whose row the library was added to, and a comparison through as_string, as ` +
			`the library's own t/base/uri.t makes, cannot tell the two apart`,
	})
}
