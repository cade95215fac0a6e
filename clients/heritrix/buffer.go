package heritrix

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/uridialect/uridialect/internal/kernel/clientcore"
)

// A buffer holds every string one resolution makes on its way: the
// model follows the Java's string operations one by one, and each string
// an operation builds (a fixed-up link, a rebuilt authority, a normalized
// path, the text URI(base, relative) writes) is appended to the buffer
// and read in place, rather than allocated. A step that changes nothing
// returns its input, so that the common link is copied only where the
// source writes it anew. The buffer only grows while a resolution runs,
// so the strings it gave stay valid (when it grows, those it gave before
// keep the old array); reset makes it ready for the next resolution,
// once nothing reads those strings any more.
type buffer struct{ b []byte }

func (w *buffer) reset() { w.b = w.b[:0] }

// mark returns where the string about to be appended starts.
func (w *buffer) mark() int { return len(w.b) }

// since returns the string appended since mark m.
func (w *buffer) since(m int) string { return clientcore.View(w.b[m:]) }

// concat returns the strings one after the other.
func (w *buffer) concat(s ...string) string {
	m := w.mark()
	for _, x := range s {
		w.b = append(w.b, x...)
	}
	return w.since(m)
}

// lower is String.toLowerCase as strings.ToLower has it: s itself when it
// has no upper-case letter, its ASCII letters lowered in the buffer when
// it is ASCII, and strings.ToLower's answer otherwise (a scheme or a
// domain is ASCII by then; the parse lowers what precedes a ":" before it
// knows it is a scheme).
func (w *buffer) lower(s string) string {
	upper := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return strings.ToLower(s)
		}
		upper = upper || 'A' <= c && c <= 'Z'
	}
	if !upper {
		return s
	}
	m := w.mark()
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		w.b = append(w.b, c)
	}
	return w.since(m)
}

// appendInt appends the decimal form of n.
func (w *buffer) appendInt(n int) { w.b = strconv.AppendInt(w.b, int64(n), 10) }
