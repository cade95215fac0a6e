package archive

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/internal/testkit/warcgen"
)

func arcPages(n int) []warcgen.ARCRecord {
	var out []warcgen.ARCRecord
	for i := 0; i < n; i++ {
		out = append(out, warcgen.ARCPage(fmt.Sprintf("http://www.example.edu/%d.html", i), fmt.Sprintf("199611041421%02d", i),
			fmt.Sprintf(`<html><a href="next%d.html">next</a></html>`, i)))
	}
	return out
}

// arcOffsets returns the offsets of the version block and each record.
func arcOffsets(file []byte, recs []warcgen.ARCRecord) []int64 {
	at := int64(len(file))
	for _, r := range recs {
		at -= int64(len(warcgen.ARCBytes(r)))
	}
	out := []int64{0}
	for _, r := range recs {
		out = append(out, at)
		at += int64(len(warcgen.ARCBytes(r)))
	}
	return out
}

func offsetsOf(recs []seen) []int64 {
	var out []int64
	for _, r := range recs {
		out = append(out, r.Offset)
	}
	return out
}

func TestARCDamage(t *testing.T) {
	pages := arcPages(4)
	whole := warcgen.ARCFile("d.arc", pages...)
	at := arcOffsets(whole, pages)
	recs, fails := readShape(t, whole)
	require.Empty(t, fails)
	require.Equal(t, at, offsetsOf(recs))

	t.Run("length past the end", func(t *testing.T) {
		// Without an HTTP Content-Length to show it whole, the record
		// is cut short: it fails.
		last := warcgen.ARCRecord{URL: "http://www.example.edu/last.html", IP: "127.0.0.1", Date: "19961104142105",
			ContentType: "text/html", Content: []byte("HTTP/1.0 200 OK\nContent-type: text/html\n\n<html>last</html>")}
		last.Length = len(last.Content) + 1000
		recs, fails := readShape(t, warcgen.ARCFile("d.arc", append(pages[:3:3], last)...))
		assert.Equal(t, at[:4], offsetsOf(recs))
		require.Len(t, fails, 1)
		assert.Equal(t, at[4], fails[0].Offset)
		assert.Contains(t, fails[0].Error(), "runs past the end of the file")
	})
	t.Run("length past the end, HTTP message whole", func(t *testing.T) {
		last := pages[3]
		last.Length = len(last.Content) + 12 // the newline after the content is read as content: 11 short
		recs, fails := readShape(t, warcgen.ARCFile("d.arc", append(pages[:3:3], last)...))
		require.Empty(t, fails)
		assert.Equal(t, at, offsetsOf(recs))
		assert.True(t, warningWith(recs[4].Warnings, "runs 11 bytes past the end of the file"), "%q", recs[4].Warnings)
	})
	t.Run("length past the end, mid-file", func(t *testing.T) {
		lying := pages[1]
		lying.Length = 1 << 20
		file := warcgen.ARCFile("d.arc", pages[0], lying, pages[2], pages[3])
		recs, fails := readShape(t, file)
		require.Empty(t, fails)
		assert.Equal(t, arcOffsets(file, []warcgen.ARCRecord{pages[0], lying, pages[2], pages[3]}), offsetsOf(recs),
			"every record behind the lying length is read")
		assert.True(t, warningWith(recs[2].Warnings, "is too long"), "%q", recs[2].Warnings)
	})
	t.Run("garbage after a record", func(t *testing.T) {
		garbage := []byte("26 bytes of garbage here.\n")
		i := at[2]
		file := append(append(bytes.Clone(whole[:i]), garbage...), whole[i:]...)
		recs, fails := readShape(t, file)
		require.Empty(t, fails)
		n := int64(len(garbage))
		assert.Equal(t, []int64{0, at[1], at[2] + n, at[3] + n, at[4] + n}, offsetsOf(recs))
		assert.Equal(t, `<html><a href="next0.html">next</a></html>`, recs[1].Payload, "garbage is not payload")
		assert.Contains(t, recs[2].Warnings, Warning{WarnJunk, fmt.Sprintf("%d bytes of junk skipped at offset %d before this record", n, at[2])})
	})
	t.Run("unreadable header line", func(t *testing.T) {
		bad := pages[2]
		bad.Date = "1996XX04142102"
		file := warcgen.ARCFile("d.arc", pages[0], pages[1], bad, pages[3])
		recs, fails := readShape(t, file)
		require.Len(t, fails, 1, "the record is failed, not lost")
		assert.Equal(t, at[3], fails[0].Offset)
		assert.Contains(t, fails[0].Error(), "cannot be read")
		assert.Equal(t, []int64{0, at[1], at[2], at[4]}, offsetsOf(recs))
		assert.Empty(t, recs[3].Warnings)
	})
	t.Run("trailing white space", func(t *testing.T) {
		recs, fails := readShape(t, append(bytes.Clone(whole), "\r\n\n  \n"...))
		assert.Empty(t, fails)
		assert.Equal(t, at, offsetsOf(recs))
	})
}
