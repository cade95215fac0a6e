package mosaic2_test

import (
	"testing"

	"github.com/uridialect/uridialect/clients/mosaic2"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

const table = "testdata/resolve.txt"

// TestFielding1997 checks the dialect against what Roy Fielding saw NCSA
// Mosaic 2.6 do in 1997 (clients/testdata/fielding1997.txt, pages 1 to 3, 73 results;
// Mosaic is in the legend of pages 4 and 5 but has no result there).
// The dialect follows the source of Mosaic 2.7b6, whose libwww2 HTParse.c
// and HTSimplify are those of Mosaic 2.6's libwww 2.12 as far as these
// pages show. Every miss is explained.
func TestFielding1997(t *testing.T) {
	dialecttest.CheckFielding1997(t, mosaic2.Default, "NCSA_Mosaic/2.6", 73, 69, map[string]string{
		"page 1: #s": `"(current document)#s" names the page, not a URL: Mosaic kept the page's text and moved to the anchor ` +
			`(src/gui-documents.c, mo_load_window_text), the page being registered under its BASE's URL (mo_do_window_text), ` +
			`so the URL of what the user saw is the dialect's answer, the base without its anchor and "#s"`,
		"page 1: ": `"(current document)" names the page, not a URL: an empty HREF loads the base again ` +
			`(mo_url_canonicalize_keep_anchor("", base)), the page under its BASE's URL; the dialect's answer is that URL`,
		"page 1: //g": `HTParse writes "/" for a host with no path ("No inheritance"): http://g/. The pages print http://g for every ` +
			`client and RFC alike on this row, and the two name the same resource (RFC 2616, Section 3.2.3: "an empty abs_path is equivalent to an abs_path of \"/\"")`,
		"page 2: //g": `as on page 1: HTParse's "No inheritance" gives http://g/`,
	})
}
