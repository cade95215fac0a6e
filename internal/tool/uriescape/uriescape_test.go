package uriescape

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestEscape checks which bytes migrate's fallback rewrite percent-encodes:
// those no URI may hold, and nothing else (a "%" already there, the
// first "#", reserved characters stay).
func TestEscape(t *testing.T) {
	for in, want := range map[string]string{
		"http://a/b/images\\logo.gif":      "http://a/b/images%5Clogo.gif",
		"http://a/b?q=\x82\xa0&r=a b":      "http://a/b?q=%82%A0&r=a%20b",
		"http://a/b;p=1/c?d=%41#f#g":       "http://a/b;p=1/c?d=%41#f%23g",
		"http://a/{x}|^`<y>\"\x7f\x00":     "http://a/%7Bx%7D%7C%5E%60%3Cy%3E%22%7F%00",
		"http://a/b/c!$&'()*+,;=:@-._~/?#": "http://a/b/c!$&'()*+,;=:@-._~/?#",
	} {
		assert.Equal(t, want, Escape(in), in)
	}
}
