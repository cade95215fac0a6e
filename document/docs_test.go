package document

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// attributeRow is the row of docs/links.md's attribute table for a.
func attributeRow(a *Attribute) string {
	elem, name := a.Element, a.Name
	if elem == "*" {
		elem = "every element"
	}
	if name == "" {
		name = "(content)"
	}
	var notes []string
	switch a.Base {
	case CodebaseBase:
		notes = append(notes, "against CODEBASE")
	case EmbedsBase:
		notes = append(notes, "the base itself")
	}
	switch a.List {
	case SpaceSeparated:
		notes = append(notes, "space-separated list")
	case CommaSeparated:
		notes = append(notes, "comma-separated list")
	case Srcset:
		notes = append(notes, "srcset: each candidate a link")
	}
	switch a.Value {
	case RefreshValue:
		notes = append(notes, "the URL of a Refresh")
	case CSSValue:
		notes = append(notes, "CSS url() and @import")
	}
	return "| `" + elem + "` | `" + name + "` | " + a.Since + " | " + strings.Join(notes, "; ") + " |"
}

// TestDocsAttributeTable checks that docs/links.md lists every entry of
// Attributes, with its source.
func TestDocsAttributeTable(t *testing.T) {
	doc, err := os.ReadFile("../docs/links.md")
	require.NoError(t, err)
	for i := range attributes {
		assert.Contains(t, string(doc), attributeRow(&attributes[i])+"\n")
	}
}
