package explorer

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A piece is a run of an input as the page shows it: printable text, one
// byte or rune shown by its code (Esc), or a gap where a long value was
// clipped (Gap bytes left out).
type piece struct {
	Text string
	Esc  bool
	Gap  int
}

// Values longer than clipAt bytes are shown as their first clipHead and
// last clipTail bytes around a gap.
const (
	clipAt   = 600
	clipHead = 400
	clipTail = 120
)

// show returns s as pieces, clipped if long.
func show(s string) []piece {
	if len(s) <= clipAt {
		return pieces(s, nil)
	}
	head := runeStart(s, clipHead)
	tail := runeStart(s, len(s)-clipTail)
	out := pieces(s[:head], nil)
	out = append(out, piece{Gap: tail - head})
	return pieces(s[tail:], out)
}

// runeStart moves i back to the start of the rune it falls in.
func runeStart(s string, i int) int {
	if i >= len(s) {
		return len(s)
	}
	for j := i; j > i-utf8.UTFMax && j > 0; j-- {
		if utf8.RuneStart(s[j]) {
			return j
		}
	}
	return i
}

// pieces appends s to out as text and escapes: a byte that is not UTF-8 or
// an ASCII control is shown as \xNN, another invisible rune (a
// bidirectional override, say) as U+NNNN, so that what is shown is what
// was given.
func pieces(s string, out []piece) []piece {
	start := 0
	flush := func(i int) {
		if i > start {
			out = append(out, piece{Text: s[start:i]})
		}
	}
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n <= 1:
			flush(i)
			out = append(out, piece{Text: fmt.Sprintf(`\x%02X`, s[i]), Esc: true})
		case r < utf8.RuneSelf && (r < ' ' || r == 0x7f):
			flush(i)
			out = append(out, piece{Text: fmt.Sprintf(`\x%02X`, r), Esc: true})
		case r != ' ' && !unicode.IsGraphic(r):
			flush(i)
			out = append(out, piece{Text: fmt.Sprintf("U+%04X", r), Esc: true})
		default:
			i += n
			continue
		}
		i += n
		start = i
	}
	flush(len(s))
	return out
}

// byteCount renders n as "1048576 bytes (1 MiB)".
func byteCount(n int64) string {
	s := strconv.FormatInt(n, 10) + " bytes"
	if n >= 1<<20 && n%(1<<20) == 0 {
		s += " (" + strconv.FormatInt(n>>20, 10) + " MiB)"
	}
	return s
}

// maxEcho bounds the value a form field is filled with again: a longer
// input is shown (clipped) on the page but not put back into the form.
const maxEcho = 64 << 10

// echo returns s to fill a form field with, or "" if s is too long. Bytes
// that are not UTF-8, and NUL, become U+FFFD, as a browser's form field
// cannot hold them anyway (the page shows them as \xNN).
func echo(s string) string {
	if len(s) > maxEcho {
		return ""
	}
	return strings.ReplaceAll(strings.ToValidUTF8(s, "\uFFFD"), "\x00", "\uFFFD")
}
