package engine

import (
	"bufio"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
)

// relCase is one line of a relativization table of testdata/relativize.
type relCase struct {
	line     int
	dialects []string
	fields   []string // Go-unquoted; a bare word error stays "error"
	isErr    bool     // the last field is the word error
}

// readRelTable reads a table of TAB-separated Go-quoted fields, with
// @dialect, @dialects and @peer lines.
func readRelTable(t *testing.T, path string, nfields int) []relCase {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	var out []relCase
	var dialects []string
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "@peer"):
			continue
		case strings.HasPrefix(line, "@dialect"):
			_, names, _ := strings.Cut(line, " ")
			dialects = strings.Fields(names)
			continue
		}
		raw := strings.Split(line, "\t")
		require.Len(t, raw, nfields, "%s:%d", path, n)
		c := relCase{line: n, dialects: dialects}
		for i, r := range raw {
			if i == nfields-1 && r == "error" {
				c.isErr = true
				c.fields = append(c.fields, "")
				continue
			}
			s, err := strconv.Unquote(r)
			require.NoError(t, err, "%s:%d: field %d", path, n, i+1)
			c.fields = append(c.fields, s)
		}
		out = append(out, c)
	}
	require.NoError(t, sc.Err())
	require.NotEmpty(t, out)
	return out
}

func TestRelativizeSafeTable(t *testing.T) {
	for _, c := range readRelTable(t, "../testdata/relativize/safe.txt", 3) {
		rz, err := NewRelativizer(c.dialects...)
		require.NoError(t, err)
		base, target, want := c.fields[0], c.fields[1], c.fields[2]
		for _, reasons := range []bool{false, true} {
			rz.Reasons = reasons
			got, err := rz.Relativize(base, target)
			if c.isErr {
				var re *dialect.RelativizeError
				assert.True(t, errors.As(err, &re), "safe.txt:%d: %v: want a RelativizeError, got %q, %v", c.line, c.dialects, got.Ref, err)
				continue
			}
			if assert.NoError(t, err, "safe.txt:%d", c.line) {
				assert.Equal(t, want, got.Ref, "safe.txt:%d: %v Relativize(%q, %q)", c.line, c.dialects, base, target)
			}
			// Every rejected candidate is really read otherwise by the
			// dialect named, and the answer by all.
			for _, r := range got.Rejected {
				d, _ := Lookup(r.Dialect)
				res, err := dialect.ResolveString(d, base, r.Ref)
				assert.True(t, err != nil || res != target, "safe.txt:%d: %v rejected, but %s gives the target", c.line, r, r.Dialect)
				assert.Equal(t, r.Got, res, "safe.txt:%d: %v", c.line, r)
			}
			for _, d := range rz.Dialects {
				res, err := dialect.ResolveString(d, base, got.Ref)
				assert.NoError(t, err)
				assert.Equal(t, target, res, "safe.txt:%d: %s reads %q", c.line, d.Name(), got.Ref)
			}
		}
	}
}

// With Reasons, every candidate before the answer is listed, so the
// reasons explain each shorter reference.
func TestRelativizeReasons(t *testing.T) {
	rz, err := NewRelativizer("rfc1808", "rfc2396", "rfc3986")
	require.NoError(t, err)
	rz.Reasons = true
	got, err := rz.Relativize("http://a/b/c/d;p?q", "http://a/b/c/d;p?y")
	require.NoError(t, err)
	assert.Equal(t, "d;p?y", got.Ref)
	assert.Equal(t, dialect.FormSegment, got.Form)
	var lines []string
	for _, r := range got.Rejected {
		lines = append(lines, r.String())
	}
	assert.Equal(t, []string{
		`"" (empty): rfc1808 gives "http://a/b/c/d;p?q"`,
		`"?y" (query): rfc2396 gives "http://a/b/c/?y"`,
		`";p?y" (params): rfc2396 gives "http://a/b/c/;p?y"`,
	}, lines)
}

func TestRelativizePeers(t *testing.T) {
	for _, c := range readRelTable(t, "../testdata/relativize/peers.txt", 4) {
		require.Len(t, c.dialects, 1, "peers.txt:%d", c.line)
		d, err := Lookup(c.dialects[0])
		require.NoError(t, err)
		base, target, peer, want := c.fields[0], c.fields[1], c.fields[2], c.fields[3]
		got, err := dialect.RelativizeString(d, base, target)
		if c.isErr {
			assert.Error(t, err, "peers.txt:%d: got %q", c.line, got)
			continue
		}
		require.NoError(t, err, "peers.txt:%d", c.line)
		assert.Equal(t, want, got, "peers.txt:%d: %s Relativize(%q, %q)", c.line, d.Name(), base, target)
		if res, err := dialect.ResolveString(d, base, peer); err == nil && res == target {
			assert.LessOrEqual(t, len(got), len(peer), "peers.txt:%d: the peer's %q is shorter", c.line, peer)
		}
	}
}
