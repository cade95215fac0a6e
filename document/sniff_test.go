package document

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLooksLikeHTML(t *testing.T) {
	for head, want := range map[string]bool{
		"<HEADER>\n<TITLE>The World Wide Web project</TITLE>": true,
		"</head>\n<body>":                          true,
		"<HR>\n":                                   true,
		"<!--Converted with LaTeX2HTML--><HTML>":   true,
		"\xef\xbb\xbf<html>":                       true,
		"<?xml version=\"1.0\"?>\n<!DOCTYPE html>": true,
		"<?xml version=\"1.0\"?><rss>":             false,
		"<meta http-equiv=refresh content=0>":      true,
		"<link rel=stylesheet href=a.css>":         true,
		"  \r\n<a href=x>":                         true,
		"<video/>":                                 true,
		"<!DOCTYPE svg>":                           false,
		"<svgx>":                                   false,
		"<a":                                       false, // the name may go on
		"Dear reader, <a href=x>":                  false,
		"<!-- a comment never closed":              false,
		"\xff\xfe<\x00h\x00":                       false, // UTF-16
		"%PDF-1.4":                                 false,
		"":                                         false,
	} {
		assert.Equal(t, want, LooksLikeHTML([]byte(head)), "%q", head)
	}
	// Only SniffLimit bytes are read.
	long := "<!--" + strings.Repeat("x", SniffLimit) + "--><html>"
	assert.False(t, LooksLikeHTML([]byte(long)))
}

func FuzzLooksLikeHTML(f *testing.F) {
	f.Add([]byte("<!-- x --><?xml?><HEADER>"))
	f.Fuzz(func(t *testing.T, b []byte) {
		// A property: a payload is HTML or not by its first SniffLimit
		// bytes only.
		got := LooksLikeHTML(b)
		if len(b) > SniffLimit && LooksLikeHTML(b[:SniffLimit]) != got {
			t.Fatalf("answer depends on bytes past SniffLimit")
		}
	})
}
