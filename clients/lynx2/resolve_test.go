package lynx2_test

import (
	"testing"

	"github.com/uridialect/uridialect/clients/lynx2"
	"github.com/uridialect/uridialect/dialect"
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

// TestBatchResolverElement checks the batch's resolver under
// base=element (engine's TestStringResolvers checks the defaults): each
// link, written in the buffer the next call writes over, is ResolveText's,
// and so is each error (an HREF of white space alone), pair after pair.
func TestBatchResolverElement(t *testing.T) {
	d := lynx2.New(lynx2.WithBase(lynx2.BaseElement))
	sr := d.NewTextResolver().(dialect.StringResolver)
	pairs := dialecttest.Generate(3000, 11)
	for _, p := range dialecttest.Mix() {
		pairs = append(pairs, dialecttest.Pair{Base: p.Base, Ref: p.Ref})
	}
	pairs = append(pairs, dialecttest.Pair{Base: "http://a/b", Ref: " \t"})
	failed := 0
	for _, p := range pairs {
		base, err := d.Parse(p.Base)
		if err != nil {
			t.Fatal(err)
		}
		var want dialect.Reference
		wantErr := d.ResolveText(&want, &base, p.Ref)
		got, err := sr.ResolveToString(&base, p.Ref)
		if err != nil || wantErr != nil {
			failed++
			if err == nil || wantErr == nil || err.Error() != wantErr.Error() {
				t.Errorf("%q against %q: error %v, ResolveText's %v", p.Ref, p.Base, err, wantErr)
			}
			continue
		}
		if got != want.Source() {
			t.Errorf("%q against %q: %q, ResolveText %q", p.Ref, p.Base, got, want.Source())
		}
	}
	if failed == 0 {
		t.Error("no pair made no link: the pairs miss that kind")
	}
}
