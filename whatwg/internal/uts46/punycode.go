package uts46

// Punycode (RFC 3492), the encoding of a label's code points in the
// letters, digits and hyphen that DNS allows, written from the RFC's
// Section 6.

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

// MaxPunycodeLabel is the most code points a label may have for this
// package to encode or decode it as Punycode. RFC 3492's algorithms take
// time quadratic in a label's length, and neither UTS #46 (with
// VerifyDnsLength false, as the URL Standard calls it) nor the URL
// Standard sets a limit; DNS allows 63 bytes. A longer label is a
// Punycode failure, so that hostile input costs bounded work.
const MaxPunycodeLabel = 4096

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

// decodePunycode is the decoding procedure (RFC 3492, Section 6.2) on
// the ASCII string s; it appends the code points to out, and reports
// false for failure.
func decodePunycode(out []rune, s string) ([]rune, bool) {
	n, i, bias := initialN, 0, initialBias
	start := len(out)
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
	if len(s) > 8*MaxPunycodeLabel {
		return out, false
	}
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
		length := len(out) - start + 1
		bias = adapt(i-oldi, length, oldi == 0)
		if i/length > maxInt-n {
			return out, false
		}
		n += i / length
		i %= length
		// A basic code point, a surrogate or a number above U+10FFFF
		// is no scalar value Punycode may encode.
		if n < 0x80 || 0xD800 <= n && n <= 0xDFFF || n > 0x10FFFF || length > MaxPunycodeLabel {
			return out, false
		}
		out = append(out, 0)
		copy(out[start+i+1:], out[start+i:])
		out[start+i] = rune(n)
		i++
	}
	return out, true
}

// encodeDigit is the Punycode digit of d, 0 to 35.
func encodeDigit(d int) byte {
	if d < 26 {
		return byte('a' + d)
	}
	return byte('0' + d - 26)
}

// appendPunycode is the encoding procedure (RFC 3492, Section 6.3) of
// the code points of label; it appends the encoding to out, and reports
// false for failure (an overflow, or a label too long).
func appendPunycode(out []byte, label []rune) ([]byte, bool) {
	if len(label) > MaxPunycodeLabel {
		return out, false
	}
	n, delta, bias := initialN, 0, initialBias
	h := 0
	for _, c := range label {
		if c < 0x80 {
			out = append(out, byte(c))
			h++
		}
	}
	b := h
	if b > 0 {
		out = append(out, '-')
	}
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
				delta++
				if delta == maxInt {
					return out, false
				}
			}
			if int(c) == n {
				q := delta
				for k := base; ; k += base {
					t := threshold(k, bias)
					if q < t {
						break
					}
					out = append(out, encodeDigit(t+(q-t)%(base-t)))
					q = (q - t) / (base - t)
				}
				out = append(out, encodeDigit(q))
				bias = adapt(delta, h+1, h == b)
				delta = 0
				h++
			}
		}
		delta++
		n++
	}
	return out, true
}
