package migrate

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/document"
)

const trustDir = "../testdata/trust"

// TestDocumentRule checks the document rule on files whose first bytes
// net/http's sniffing does not call HTML: the CERN home page of 1992
// (which starts with <HEADER>), pages starting with </head>, <HR>, a
// comment, a byte order mark, an XML declaration, <meta>, <link>; a file
// whose name says nothing; a file whose name says HTML and whose content
// says nothing. Each is migrated with every link the extractor finds in
// it; a text file is skipped.
func TestDocumentRule(t *testing.T) {
	dir := filepath.Join(trustDir, "sniff")
	inputs, err := archive.Inputs([]string{dir})
	require.NoError(t, err)
	s, _ := migrateFiles(t, "auto", inputs...)
	assert.True(t, s.Balanced(), s.Accounting())
	files, err := os.ReadDir(dir)
	require.NoError(t, err)
	wantLinks := 0
	for _, f := range files {
		if f.Name() == "notes.txt" {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, f.Name()))
		require.NoError(t, err)
		n := len(document.NewExtractor(b).All())
		assert.NotZero(t, n, f.Name())
		wantLinks += n
	}
	assert.Equal(t, len(files)-1, s.Records.Migrated)
	assert.Equal(t, map[string]int{"document": 1}, s.Records.Skipped)
	assert.Equal(t, wantLinks, s.Links.Found)
}

func TestLooksLikeHTMLAgreesWithTheFiles(t *testing.T) {
	for name, want := range map[string]bool{"TheProject.html": true, "README": true, "notes.txt": false, "plain-start.html": false} {
		b, err := os.ReadFile(filepath.Join(trustDir, "sniff", name))
		require.NoError(t, err)
		assert.Equal(t, want, document.LooksLikeHTML(b), name)
	}
}
