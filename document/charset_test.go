package document_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/net/html/charset"

	"github.com/uridialect/uridialect/document"
)

func TestDetectCharset(t *testing.T) {
	f, err := os.Open("../testdata/documents/charsets.txt")
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for line := 1; sc.Scan(); line++ {
		if sc.Text() == "" || sc.Text()[0] == '#' {
			continue
		}
		c := strings.Split(sc.Text(), "\t")
		require.Len(t, c, 6, "line %d", line)
		text, err := os.ReadFile("../testdata/documents/" + c[0])
		require.NoError(t, err)
		if c[3] != "-" {
			text = append([]byte(c[3]), text...)
		}
		enc, _ := charset.Lookup(c[1])
		require.NotNil(t, enc, "line %d", line)
		doc, err := enc.NewEncoder().Bytes(text)
		require.NoError(t, err, "line %d", line)
		ct := c[2]
		if ct == "-" {
			ct = ""
		}
		got := document.DetectCharset(doc, ct)
		assert.Equal(t, c[4], got.Name, "line %d: %+v", line, got)
		assert.Equal(t, c[5], got.DecidedBy, "line %d: %+v", line, got)
		n++
	}
	require.NoError(t, sc.Err())
	require.Greater(t, n, 10)
}

// A byte order mark decides over everything.
func TestDetectCharsetBOM(t *testing.T) {
	got := document.DetectCharset([]byte("\xef\xbb\xbf<meta charset=koi8-r><p>x"), "text/html; charset=shift_jis")
	assert.Equal(t, "utf-8", got.Name)
	assert.Equal(t, "bom", got.DecidedBy)
	assert.Equal(t, "shift_jis", got.HTTP)
	assert.Equal(t, "koi8-r", got.Meta)
}
