package document_test

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/internal/testkit/warcgen"
)

// TestCorpusShapes checks warcgen's page shapes against what their documentation
// says: typical pages hold 43 URIs (29 links and 14 images), one every
// 234 to 256 bytes as the surveys of the era found; dense pages 64 links,
// one every 93 bytes or so.
func TestCorpusShapes(t *testing.T) {
	for _, c := range []struct {
		shape          warcgen.Shape
		uris           int
		minPer, maxPer int
	}{{warcgen.Typical, 43, 234, 256}, {warcgen.Dense, 64, 80, 95}} {
		for i := range 100 {
			var page strings.Builder
			warcgen.Page(&page, c.shape, i)
			links := document.NewExtractor([]byte(page.String())).All()
			if len(links) != c.uris {
				t.Fatalf("shape %d, page %d: %d URIs, want %d", c.shape, i, len(links), c.uris)
			}
			if per := page.Len() / len(links); per < c.minPer || per > c.maxPer {
				t.Errorf("shape %d, page %d: a URI every %d bytes, want %d to %d", c.shape, i, per, c.minPer, c.maxPer)
			}
		}
	}
}
