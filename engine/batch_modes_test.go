package engine

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBatchRefs: with Refs, each line is a reference against Base, the
// empty line included, and a too-long line echoes the base only.
func TestBatchRefs(t *testing.T) {
	d, err := Lookup("rfc1808")
	require.NoError(t, err)
	in := "?y\n\ng\th\n" + strings.Repeat("x", 40) + "\n"
	var out bytes.Buffer
	st, err := (&Batch{Dialect: d, Refs: true, Base: "http://a/b/c/d;p?q", MaxLine: 30}).Run(strings.NewReader(in), &out)
	require.NoError(t, err)
	assert.Equal(t, Stats{Lines: 4, Failed: 1}, st)
	assert.Equal(t, "http://a/b/c/d;p?q\t?y\thttp://a/b/c/d;p?y\t\n"+
		"http://a/b/c/d;p?q\t\thttp://a/b/c/d;p?q\t\n"+
		"http://a/b/c/d;p?q\tg\\th\thttp://a/b/c/g\\th\t\n"+
		"http://a/b/c/d;p?q\t\t\tline 4: 40 bytes, longer than the limit of 30\n", out.String())
}

// TestBatchWarnings: the fifth field flags a space or a control byte in
// the base or the reference, and stays empty on a failed line.
func TestBatchWarnings(t *testing.T) {
	d, err := Lookup("rfc3986")
	require.NoError(t, err)
	in := "http://a/b/\tg\n" +
		"http://a/b/\tb c\x01\n" +
		"http://a b/\tg\x7f\n" +
		"no tab \x01\n"
	var out bytes.Buffer
	st, err := (&Batch{Dialect: d, Warnings: true}).Run(strings.NewReader(in), &out)
	require.NoError(t, err)
	assert.Equal(t, Stats{Lines: 4, Failed: 1}, st)
	assert.Equal(t, "http://a/b/\tg\thttp://a/b/g\t\t\n"+
		"http://a/b/\tb c\x01\thttp://a/b/b c\x01\t\treference: space at byte 1, control byte 0x01 at byte 3\n"+
		"http://a b/\tg\x7f\thttp://a b/g\x7f\t\tbase: space at byte 8; reference: control byte 0x7F at byte 1\n"+
		"no tab \x01\t\t\tline 4: no TAB: want base<TAB>reference\t\n", out.String())
}

func TestWarning(t *testing.T) {
	assert.Equal(t, "", Warning("http://a/", "g"))
	assert.Equal(t, "", Warning("http://a/\x80", "g\xff"), "non-ASCII bytes are not flagged")
	assert.Equal(t, "reference: control byte 0x00 at byte 0", Warning("http://a/", "\x00 "[:1]))
	assert.Equal(t, "base: space at byte 0", Warning(" http://a/", "g"))
}

// TestOddBytes checks the word-at-a-time test against the plain one for
// every byte at every position of a 20-byte string.
func TestOddBytes(t *testing.T) {
	for c := 0; c < 256; c++ {
		for pos := 0; pos < 20; pos++ {
			b := []byte(strings.Repeat("a", 20))
			b[pos] = byte(c)
			want := c <= ' ' || c == 0x7F || c == '\\'
			if got := oddBytes(b); got != want {
				t.Fatalf("byte %#x at %d: oddBytes = %v, want %v", c, pos, got, want)
			}
			if got := oddBytes(string(b)); got != want {
				t.Fatalf("byte %#x at %d (string): oddBytes = %v, want %v", c, pos, got, want)
			}
		}
	}
}
