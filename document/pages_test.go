package document_test

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/document"
)

var update = flag.Bool("update", false, "rewrite the .links files of testdata/documents")

// formatLinks renders every link of doc, one per line: offset, length,
// element, attribute, what it resolves against, the raw value, the value
// and the HTML Standard's value ("-" when the same), the last three
// Go-quoted; "unclosed" marks a tag left open at the end of the file,
// "codebase-directory" a CODEBASE the Java runtime read as a directory,
// "ie-conditional" a link in an Internet Explorer conditional comment.
func formatLinks(t *testing.T, doc []byte) string {
	var b strings.Builder
	x := document.NewExtractor(doc)
	for {
		l, err := x.Next()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		// The offsets are into the original bytes.
		require.Equal(t, string(doc[l.Offset:l.Offset+l.Len]), string(l.Raw))
		attr := l.Attr
		if attr == "" {
			attr = "-"
		}
		h5 := "-"
		if l.HTML5 != nil {
			h5 = strconv.Quote(string(l.HTML5))
		}
		base := l.Base.String()
		if l.Codebase != nil {
			base += "(" + strconv.Quote(string(l.Codebase)) + ")"
		}
		fmt.Fprintf(&b, "%d\t%d\t%s\t%s\t%s\t%q\t%q\t%s", l.Offset, l.Len, l.Element, attr, base, l.Raw, l.Value, h5)
		if l.Unclosed {
			b.WriteString("\tunclosed")
		}
		if l.CodebaseDirectory {
			b.WriteString("\tcodebase-directory")
		}
		if l.IEConditional {
			b.WriteString("\tie-conditional")
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// TestPages checks every link of the test page of each HTML version
// against its .links file.
func TestPages(t *testing.T) {
	pages, err := filepath.Glob("../testdata/documents/*.html")
	require.NoError(t, err)
	require.NotEmpty(t, pages)
	for _, page := range pages {
		t.Run(filepath.Base(page), func(t *testing.T) {
			doc, err := os.ReadFile(page)
			require.NoError(t, err)
			got := formatLinks(t, doc)
			want := strings.TrimSuffix(page, ".html") + ".links"
			if *update {
				require.NoError(t, os.WriteFile(want, []byte(got), 0o644))
			}
			w, err := os.ReadFile(want)
			require.NoError(t, err)
			assert.Equal(t, string(w), got)
		})
	}
}
