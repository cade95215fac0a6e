package explorer

import (
	"slices"

	"github.com/uridialect/uridialect/dialect"
)

// A segment is a stretch of an input with the violations that cover it:
// Marks holds their numbers (1-based); an empty stretch with Missing set
// marks the place where something is missing (a violation of length 0).
type segment struct {
	Text    []piece
	Marks   []int
	Missing bool
}

// Inputs up to wholeAt bytes are shown whole with every violation
// underlined; each violation is also shown in a window of windowContext
// bytes either side.
const (
	wholeAt       = 4096
	windowContext = 40
)

// underline cuts s[lo:hi] at the edges of the violations vs (numbered
// from first) and marks each stretch with those that cover it.
func underline(s string, vs []*dialect.ParseError, first, lo, hi int) []segment {
	cuts := []int{lo, hi}
	for _, v := range vs {
		a, b := clamp(v.Offset, lo, hi), clamp(v.Offset+v.Len, lo, hi)
		cuts = append(cuts, a, b)
	}
	slices.Sort(cuts)
	cuts = slices.Compact(cuts)
	var out []segment
	for i, a := range cuts {
		for j, v := range vs {
			if v.Len == 0 && v.Offset == a && a >= lo && a <= hi {
				out = append(out, segment{Marks: []int{first + j}, Missing: true})
			}
		}
		if i+1 == len(cuts) {
			break
		}
		b := cuts[i+1]
		seg := segment{Text: show(s[a:b])}
		for j, v := range vs {
			if v.Offset <= a && a < v.Offset+v.Len {
				seg.Marks = append(seg.Marks, first+j)
			}
		}
		out = append(out, seg)
	}
	return out
}

// window shows the input around violation number n.
func window(s string, v *dialect.ParseError, n int) []segment {
	lo := clamp(v.Offset-windowContext, 0, len(s))
	hi := clamp(v.Offset+min(v.Len, clipHead)+windowContext, 0, len(s))
	lo, hi = runeStart(s, lo), runeStart(s, hi)
	segs := underline(s, []*dialect.ParseError{v}, n, lo, hi)
	if lo > 0 {
		segs = append([]segment{{Text: []piece{{Gap: lo}}}}, segs...)
	}
	if hi < len(s) {
		segs = append(segs, segment{Text: []piece{{Gap: len(s) - hi}}})
	}
	return segs
}

func clamp(x, lo, hi int) int { return max(lo, min(x, hi)) }
