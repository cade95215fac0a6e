// Package punycode is Punycode (RFC 3492), the encoding of a label's
// code points in the letters, digits and hyphen that DNS allows, written
// from the RFC's Section 6. It serves every dialect that writes an
// internationalized host name: the UTS #46 processing of whatwg and the
// IDNA 2003 ToASCII of clients/heritrix. Both run in time n log n in the
// label's length, where the RFC's loops are quadratic.
package punycode

import "slices"

// The parameters of Punycode (RFC 3492, Section 5).
const (
	base        = 36
	tMin        = 1
	tMax        = 26
	skew        = 38
	damp        = 700
	initialBias = 72
	initialN    = 128
	maxInt      = 1<<31 - 1
)

// adapt is the bias adaptation function (RFC 3492, Section 6.1).
func adapt(delta, numPoints int, first bool) int {
	if first {
		delta /= damp
	} else {
		delta /= 2
	}
	delta += delta / numPoints
	k := 0
	for delta > ((base-tMin)*tMax)/2 {
		delta /= base - tMin
		k += base
	}
	return k + (base-tMin+1)*delta/(delta+skew)
}

// threshold is t for the position k (RFC 3492, Section 6.2): "t = tmin
// if k <= bias {+ tmin}, tmax if k >= bias + tmax, or k - bias
// otherwise".
func threshold(k, bias int) int {
	switch {
	case k <= bias:
		return tMin
	case k >= bias+tMax:
		return tMax
	}
	return k - bias
}

// decodeDigit is the value of a Punycode digit, or -1.
func decodeDigit(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c-'0') + 26
	case 'A' <= c && c <= 'Z':
		return int(c - 'A')
	case 'a' <= c && c <= 'z':
		return int(c - 'a')
	}
	return -1
}

// Decode is the decoding procedure (RFC 3492, Section 6.2) on
// the ASCII string s; it appends the code points to out, and reports
// false for failure.
func Decode(out []rune, s string) ([]rune, bool) {
	n, i, bias := initialN, 0, initialBias
	start := len(out)
	var inserts []insert
	// "Let b be the number of input code points before the last
	// delimiter, or 0 if there is none, then copy the first b code
	// points to the output."
	b := -1
	for k := len(s) - 1; k >= 0; k-- {
		if s[k] == '-' {
			b = k
			break
		}
	}
	if b >= 0 {
		for k := 0; k < b; k++ {
			if s[k] >= 0x80 {
				return out, false
			}
			out = append(out, rune(s[k]))
		}
		s = s[b+1:]
	}
	b0 := len(out) - start
	for in := 0; in < len(s); {
		oldi, w := i, 1
		for k := base; ; k += base {
			if in >= len(s) {
				return out, false
			}
			digit := decodeDigit(s[in])
			in++
			if digit < 0 || digit > (maxInt-i)/w {
				return out, false
			}
			i += digit * w
			t := threshold(k, bias)
			if digit < t {
				break
			}
			if w > maxInt/(base-t) {
				return out, false
			}
			w *= base - t
		}
		length := b0 + len(inserts) + 1
		bias = adapt(i-oldi, length, oldi == 0)
		if i/length > maxInt-n {
			return out, false
		}
		n += i / length
		i %= length
		// A basic code point, a surrogate or a number above U+10FFFF
		// is no scalar value Punycode may encode.
		if n < 0x80 || 0xD800 <= n && n <= 0xDFFF || n > 0x10FFFF {
			return out, false
		}
		// "insert n into output at position i, increment i"
		inserts = append(inserts, insert{int32(i), rune(n)})
		i++
	}
	return applyInserts(out, start, inserts), true
}

// An insert is one of the decoder's insertions: a code point at a
// position of the output as it then was.
type insert struct {
	pos int32
	r   rune
}

// applyInserts makes the output of the decoder from the basic code
// points out[start:] and the insertions. Inserting in place costs time
// quadratic in the label's length; for a long label, each code point's
// final place is found instead from the last insertion to the first,
// each taking the free place its position names, in a Fenwick tree
// (n log n).
func applyInserts(out []rune, start int, inserts []insert) []rune {
	b := len(out) - start
	total := b + len(inserts)
	if total <= 64 {
		for _, in := range inserts {
			p := start + int(in.pos)
			out = append(out, 0)
			copy(out[p+1:], out[p:])
			out[p] = in.r
		}
		return out
	}
	basics := append([]rune(nil), out[start:]...)
	out = append(out[:start], make([]rune, total)...)
	res := out[start:]
	free := newFenwick(total)
	for p := 0; p < total; p++ {
		free.add(p, 1)
	}
	place := func(pos int, r rune) {
		slot := free.find(pos + 1)
		res[slot] = r
		free.add(slot, -1)
	}
	for k := len(inserts) - 1; k >= 0; k-- {
		place(int(inserts[k].pos), inserts[k].r)
	}
	// The basic code points, as if inserted first, each at the end.
	for k := b - 1; k >= 0; k-- {
		place(k, basics[k])
	}
	return out
}

// A fenwick is a Fenwick tree of counts over positions 0 to n-1.
type fenwick []int32

func newFenwick(n int) fenwick { return make(fenwick, n+1) }

// add adds d at position p.
func (f fenwick) add(p int, d int32) {
	for p++; p < len(f); p += p & -p {
		f[p] += d
	}
}

// sum is the total of positions 0 to p-1.
func (f fenwick) sum(p int) int {
	s := 0
	for ; p > 0; p -= p & -p {
		s += int(f[p])
	}
	return s
}

// find returns the smallest position p with sum(p+1) >= k, for k >= 1.
func (f fenwick) find(k int) int {
	p := 0
	step := 1
	for step*2 < len(f) {
		step *= 2
	}
	for ; step > 0; step /= 2 {
		if p+step < len(f) && int(f[p+step]) < k {
			p += step
			k -= int(f[p])
		}
	}
	return p
}

// encodeDigit is the Punycode digit of d, 0 to 35.
func encodeDigit(d int) byte {
	if d < 26 {
		return byte('a' + d)
	}
	return byte('0' + d - 26)
}

// Append is the encoding procedure (RFC 3492, Section 6.3) of
// the code points of label; it appends the encoding to out, and reports
// false for failure (an overflow).
func Append(out []byte, label []rune) ([]byte, bool) {
	h := 0
	for _, c := range label {
		if c < 0x80 {
			out = append(out, byte(c))
			h++
		}
	}
	if h > 0 {
		out = append(out, '-')
	}
	if len(label) <= 64 {
		return encodeScan(out, label, h)
	}
	return encodeCounted(out, label, h)
}

// encodeScan is the loop of the encoding procedure as RFC 3492 writes
// it, after the basic code points: for each code point m, in order, a
// scan of the whole label, which costs time quadratic in the label's
// length.
func encodeScan(out []byte, label []rune, h int) ([]byte, bool) {
	n, delta, bias, b := initialN, 0, initialBias, h
	for h < len(label) {
		// "let m = the minimum {non-basic} code point >= n in the
		// input"
		m := rune(maxInt)
		for _, c := range label {
			if int(c) >= n && c < m {
				m = c
			}
		}
		if int(m)-n > (maxInt-delta)/(h+1) {
			return out, false
		}
		delta += (int(m) - n) * (h + 1)
		n = int(m)
		for _, c := range label {
			if int(c) < n {
				if delta == maxInt {
					return out, false
				}
				delta++
			}
			if int(c) == n {
				out = appendDelta(out, delta, bias)
				bias = adapt(delta, h+1, h == b)
				delta = 0
				h++
			}
		}
		if delta == maxInt {
			return out, false
		}
		delta++
		n++
	}
	return out, true
}

// encodeCounted is encodeScan in n log n: the code points less than n
// that a scan would count between two of m's places are counted in a
// Fenwick tree of the places of the code points already encoded.
func encodeCounted(out []byte, label []rune, h int) ([]byte, bool) {
	n, delta, bias, b := initialN, 0, initialBias, h
	less := newFenwick(len(label))
	var order []uint64 // code point<<32 | place, of each non-basic code point
	for p, c := range label {
		if c < 0x80 {
			less.add(p, 1)
		} else {
			order = append(order, uint64(c)<<32|uint64(p))
		}
	}
	slices.Sort(order)
	for k := 0; k < len(order); {
		m := int(order[k] >> 32)
		end := k
		for end < len(order) && int(order[end]>>32) == m {
			end++
		}
		if m-n > (maxInt-delta)/(h+1) {
			return out, false
		}
		delta += (m - n) * (h + 1)
		n = m
		from := 0
		for _, o := range order[k:end] {
			p := int(uint32(o))
			if count := less.sum(p) - less.sum(from); count > maxInt-delta {
				return out, false
			} else {
				delta += count
			}
			out = appendDelta(out, delta, bias)
			bias = adapt(delta, h+1, h == b)
			delta = 0
			h++
			from = p + 1
		}
		if count := less.sum(len(label)) - less.sum(from); count > maxInt-delta-1 {
			return out, false
		} else {
			delta += count + 1
		}
		for _, o := range order[k:end] {
			less.add(int(uint32(o)), 1)
		}
		n++
		k = end
	}
	return out, true
}

// appendDelta appends delta as a generalized variable-length integer
// (RFC 3492, Section 6.3): "let q = delta; for k = base to infinity in
// steps of base do begin let t = ...; if q < t then break; output the
// code point for digit t + ((q - t) mod (base - t)); let q = (q - t) div
// (base - t) end; output the code point for digit q".
func appendDelta(out []byte, q, bias int) []byte {
	for k := base; ; k += base {
		t := threshold(k, bias)
		if q < t {
			break
		}
		out = append(out, encodeDigit(t+(q-t)%(base-t)))
		q = (q - t) / (base - t)
	}
	return append(out, encodeDigit(q))
}
