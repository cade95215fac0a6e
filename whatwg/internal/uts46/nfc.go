package uts46

import "slices"

// A rangeTable gives a value to every code point: values[k] from
// starts[k] up to starts[k+1]. blocks narrows the search in the Basic
// Multilingual Plane: blocks[b] is the index of the range that holds the
// code point b<<8.
type rangeTable[V uint8 | uint32] struct {
	starts []uint32
	values []V
	blocks [257]uint16
}

// index fills t.blocks.
func (t *rangeTable[V]) index() {
	for b := 0; b < 256; b++ {
		t.blocks[b] = uint16(t.search(0, len(t.starts), rune(b<<8)))
	}
	t.blocks[256] = uint16(t.search(0, len(t.starts), 0x10000))
}

func init() {
	idnaTable.index()
	markTable.index()
	bidiTable.index()
	cccTable.index()
	joiningTable.index()
	nfcMaybeTable.index()
}

// lookup returns the value of r.
func (t *rangeTable[V]) lookup(r rune) V {
	if r < 0x10000 {
		b := r >> 8
		return t.values[t.search(int(t.blocks[b]), int(t.blocks[b+1])+1, r)]
	}
	return t.values[t.search(int(t.blocks[256]), len(t.starts), r)]
}

// search returns the index in [lo, hi) of the range that holds r, which
// starts[lo] <= r.
func (t *rangeTable[V]) search(lo, hi int, r rune) int {
	for hi-lo > 1 {
		m := int(uint(lo+hi) >> 1)
		if t.starts[m] <= uint32(r) {
			lo = m
		} else {
			hi = m
		}
	}
	return lo
}

// Hangul syllables (Unicode Standard, Section 3.12), decomposed and
// composed by arithmetic.
const (
	sBase, lBase, vBase, tBase     = 0xAC00, 0x1100, 0x1161, 0x11A7
	lCount, vCount, tCount, nCount = 19, 21, 28, 21 * 28
	sCount                         = lCount * nCount
)

// appendDecomposed appends the full canonical decomposition of r.
func appendDecomposed(out []rune, r rune) []rune {
	if s := r - sBase; 0 <= s && s < sCount {
		out = append(out, lBase+s/nCount, vBase+(s%nCount)/tCount)
		if t := s % tCount; t != 0 {
			out = append(out, tBase+t)
		}
		return out
	}
	lo, hi := 0, len(decompositionKeys)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if decompositionKeys[m] < uint32(r) {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(decompositionKeys) && decompositionKeys[lo] == uint32(r) {
		v := decompositionValues[lo]
		for _, c := range decompositions[v>>8 : v>>8+v&0xFF] {
			out = append(out, c)
		}
		return out
	}
	return append(out, r)
}

// compose returns the primary composite of a and b, or -1.
func compose(a, b rune) rune {
	if l := a - lBase; 0 <= l && l < lCount {
		if v := b - vBase; 0 <= v && v < vCount {
			return sBase + (l*vCount+v)*tCount
		}
		return -1
	}
	if s := a - sBase; 0 <= s && s < sCount && s%tCount == 0 {
		if t := b - tBase; 0 < t && t < tCount {
			return a + t
		}
		return -1
	}
	key := uint64(a)<<21 | uint64(b)
	lo, hi := 0, len(compositionKeys)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if compositionKeys[m] < key {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(compositionKeys) && compositionKeys[lo] == key {
		return rune(compositionValues[lo])
	}
	return -1
}

// nfc returns s in Normalization Form C (UAX #15): its full canonical
// decomposition, put in canonical order, then composed. s itself when it
// holds no code point nfcMaybeTable marks.
func nfc(s []rune) []rune {
	if !nfcMaybe(s) {
		return s
	}
	var d []rune
	for _, r := range s {
		d = appendDecomposed(d, r)
	}
	// The canonical ordering algorithm: a stable sort of each run of
	// non-starters by Canonical_Combining_Class; an insertion sort for a
	// short run, a sort of (class, position) keys for a long one, so that
	// a hostile run of marks costs n log n, not n².
	for k := 0; k < len(d); {
		if cccTable.lookup(d[k]) == 0 {
			k++
			continue
		}
		end := k + 1
		for end < len(d) && cccTable.lookup(d[end]) != 0 {
			end++
		}
		sortMarks(d[k:end])
		k = end
	}
	// The canonical composition algorithm (UAX #15, Section 3.11): each
	// character that is not blocked from the last starter and has a
	// primary composite with it is replaced by it.
	if len(d) == 0 {
		return d
	}
	out := d[:1]
	starter, lastCCC := 0, -1
	if cccTable.lookup(d[0]) != 0 {
		starter = -1
	}
	for _, r := range d[1:] {
		c := int(cccTable.lookup(r))
		// r is blocked from the starter when a character between them
		// has a combining class of 0 or at least r's.
		if starter >= 0 && (lastCCC == -1 || lastCCC < c) {
			if p := compose(out[starter], r); p >= 0 {
				out[starter] = p
				continue
			}
		}
		if c == 0 {
			starter = len(out)
			lastCCC = -1
		} else {
			lastCCC = c
		}
		out = append(out, r)
	}
	return out
}

// nfcMaybe reports whether s holds a code point NFC may change or must
// look at twice.
func nfcMaybe(s []rune) bool {
	for _, r := range s {
		if r >= 0x300 && nfcMaybeTable.lookup(r) != 0 {
			return true // none below U+0300
		}
	}
	return false
}

// sortMarks sorts a run of non-starters by Canonical_Combining_Class,
// stably.
func sortMarks(run []rune) {
	if len(run) <= 16 {
		for k := 1; k < len(run); k++ {
			c := cccTable.lookup(run[k])
			for j := k; j > 0 && cccTable.lookup(run[j-1]) > c; j-- {
				run[j], run[j-1] = run[j-1], run[j]
			}
		}
		return
	}
	// Keys class<<53 | position<<21 | code point: distinct, so that any
	// sort keeps the order of equal classes.
	keys := make([]uint64, len(run))
	for k, r := range run {
		keys[k] = uint64(cccTable.lookup(r))<<53 | uint64(k)<<21 | uint64(r)
	}
	slices.Sort(keys)
	for k, key := range keys {
		run[k] = rune(key & (1<<21 - 1))
	}
}

// isNFC reports whether s is in Normalization Form C.
func isNFC(s []rune) bool {
	if !nfcMaybe(s) {
		return true
	}
	n := nfc(append([]rune(nil), s...))
	if len(n) != len(s) {
		return false
	}
	for k := range n {
		if n[k] != s[k] {
			return false
		}
	}
	return true
}

// runes appends the code points of s.
func runes(out []rune, s string) []rune {
	for _, r := range s {
		out = append(out, r)
	}
	return out
}
