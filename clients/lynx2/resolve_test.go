package lynx2_test

import (
	"testing"

	"github.com/uridialect/uridialect/clients/lynx2"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

const table = "testdata/resolve.txt"

// TestFielding1997 checks the dialect against what Roy Fielding saw Lynx
// 2.7.1 (libwww-FM 2.14) do in 1997 (clients/testdata/fielding1997.txt,
// all five pages). Every page has a BASE element, so the dialect runs with
// base=element, as Lynx did on them. Every miss is explained.
func TestFielding1997(t *testing.T) {
	d := lynx2.New(lynx2.WithBase(lynx2.BaseElement))
	dialecttest.CheckFielding1997(t, d, "Lynx/2.7.1", 103, 97, map[string]string{
		"page 1: #s": `the page's own address with "#s": src/HTML.c adds an HREF that starts with "#" to the document's address ` +
			`(node_anchor->address), not to the BASE. The dialect, knowing only the base, gives the base and "#s": the same when a page has no BASE element`,
		"page 1: ": `the page's own address: src/HTML.c makes an empty HREF the document's address. The dialect gives the base, ` +
			`the page when it has no BASE element`,
		"page 1: //g": `HTParse writes "/" for a host with no path ("No inheritance"): http://g/. The pages print http://g for every ` +
			`client and RFC alike on this row, and the two name the same resource (RFC 2616, Section 3.2.3)`,
		"page 2: //g": `as on page 1: HTParse's "No inheritance" gives http://g/`,
		"page 4: //g": `as on page 1, for fred: HTParse's "No inheritance" gives fred://g/`,
		"page 5: //g": `as on page 1: HTParse's "No inheritance" gives http://g/`,
	})
}
