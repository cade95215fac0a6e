package engine

import (
	"strings"
	"testing"
)

// FuzzBatch feeds random bytes to a batch, under a dialect and a line
// limit the fuzzer picks, and checks with checkBatch that the output has
// exactly one line per input line (each LF-terminated line, and a final
// unterminated one), each with exactly three TABs, in order, echoing the
// input's base and reference escaped; that every well-formed line gives
// what ResolveString gives; and that Failed counts the lines whose error
// field is not empty. The seeds are every hostile line of
// TestBatchHostileLines, and batches of the published examples.
func FuzzBatch(f *testing.F) {
	var all strings.Builder
	for _, l := range hostileBatch {
		f.Add([]byte(l.line), uint16(0), uint8(0))
		f.Add([]byte(l.line+"\n"+l.line+"\r\n"), uint16(8), uint8(1))
		all.WriteString(l.line + "\n")
	}
	for i := range All() {
		f.Add([]byte(all.String()), uint16(0), uint8(i))
	}
	f.Add([]byte("http://a/b/c/d;p?q\t../../../g\nhttp://a/b/c/d;p?q\tg;x=1/../y\n\n"), uint16(30), uint8(2))
	f.Add([]byte("\r\n\r\n\t\n\t\t\n"), uint16(1), uint8(3))
	f.Add([]byte{}, uint16(0), uint8(4))
	dialects := All()
	f.Fuzz(func(t *testing.T, in []byte, maxLine uint16, which uint8) {
		d := dialects[int(which)%len(dialects)]
		checkBatch(t, d, in, int(maxLine%512))
	})
}
