package whatwg

import (
	"strconv"
	"unicode/utf8"

	"github.com/uridialect/uridialect/whatwg/internal/uts46"
)

// forbiddenHost holds the forbidden host code points (Section 3.2):
// "U+0000 NULL, U+0009 TAB, U+000A LF, U+000D CR, U+0020 SPACE, U+0023
// (#), U+002F (/), U+003A (:), U+003C (<), U+003E (>), U+003F (?), U+0040
// (@), U+005B ([), U+005C (\), U+005D (]), U+005E (^), or U+007C (|)".
var forbiddenHost = with(percentSet{}, "\x00\t\n\r #/:<>?@[\\]^|")

// forbiddenDomain holds the forbidden domain code points: "a forbidden
// host code point, a C0 control, U+0025 (%), or U+007F DELETE".
var forbiddenDomain = with(with(c0Set, "%"), "\x00\t\n\r #/:<>?@[\\]^|")

// parseHost is the host parser (Section 3.5) on in[lo:hi], with isOpaque
// true for a URL that is not special. It writes the host, serialized
// (Section 3.6), to the output; on failure it returns false.
func (p *parser) parseHost(lo, hi int, isOpaque bool) bool {
	s := p.in[lo:hi]
	p.hostStart = len(p.out)
	defer func() { p.hostEnd = len(p.out) }()
	if len(s) > 0 && s[0] == '[' {
		if s[len(s)-1] != ']' || len(s) == 1 {
			return p.failure(errIPv6Unclosed, lo, hi)
		}
		var addr [8]uint16
		if !p.parseIPv6(lo+1, hi-1, &addr) {
			return false
		}
		p.out = append(p.out, '[')
		p.out = appendIPv6(p.out, &addr)
		p.out = append(p.out, ']')
		return true
	}
	if isOpaque {
		return p.parseOpaqueHost(lo, hi)
	}
	if p.report == nil && p.plainDomain(s) {
		if endsInNumber(p.out[p.hostStart:]) {
			return p.parseIPv4(p.hostStart, lo, hi)
		}
		return true
	}
	// "Let domain be the result of running UTF-8 decode without BOM on
	// the percent-decoding of input."
	domain := s
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] == '%' || s[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if !ascii {
		decoded := p.scratch[:0]
		reported := false
		for i := 0; i < len(s); i++ {
			if percentEncoded(s, i) {
				if !reported {
					p.err(errDomainPercentEncoded, lo+i, lo+i+3)
					reported = true
				}
				decoded = append(decoded, unhex(s[i+1])<<4|unhex(s[i+2]))
				i += 2
				continue
			}
			decoded = append(decoded, s[i])
		}
		p.scratch = decoded
		ascii = true
		for _, b := range decoded {
			if b >= 0x80 {
				ascii = false
				break
			}
		}
		if ascii {
			return p.asciiDomain(string(decoded), lo, hi)
		}
		// "If domain is an ASCII string ... Otherwise: Set result to
		// the result of running domain parser ToASCII with domain and
		// false."
		domain = string(decoded)
		if !utf8.ValidString(domain) {
			return p.failure(errDomainToASCII, lo, hi)
		}
		if p.report != nil {
			if _, ok := uts46.ToASCII(domain, true); !ok {
				p.report(errDomainToASCII, lo, hi)
			}
		}
		result, ok := uts46.ToASCII(domain, false)
		if !ok {
			return p.failure(errDomainToASCII, lo, hi)
		}
		return p.checkDomain(result, lo, hi, false)
	}
	return p.asciiDomain(domain, lo, hi)
}

// domainLower maps each byte of an ASCII domain that the domain parser
// keeps to itself lower-cased, and to 0 every other: a byte of a
// forbidden domain code point, '%' (one of them) and every non-ASCII
// byte.
var domainLower = func() (t [256]byte) {
	for c := 1; c < 0x80; c++ {
		if !forbiddenDomain[c] {
			t[c] = byte(c)
			if 'A' <= c && c <= 'Z' {
				t[c] = byte(c | 0x20)
			}
		}
	}
	return t
}()

// plainDomain writes the domain s, lower-cased, when none of its bytes
// needs more than that: what the domain parser and checkDomain do with
// an ASCII domain that holds no '%' and no forbidden domain code point,
// when no validation error is asked for (the strict ToASCII decides one).
// It reports false, and writes nothing, for any other s.
func (p *parser) plainDomain(s string) bool {
	if len(s) == 0 {
		return false
	}
	start := len(p.out)
	p.out = append(p.out, s...)
	d := p.out[start:]
	for k, c := range d {
		b := domainLower[c]
		if b == 0 {
			p.out = p.out[:start]
			return false
		}
		d[k] = b
	}
	return true
}

// asciiDomain is the domain parser (Section 3.3) for an ASCII domain:
// "If domain is an ASCII string, then set result to domain, lowercased."
// The strict ToASCII still decides the domain-to-ASCII validation error.
func (p *parser) asciiDomain(domain string, lo, hi int) bool {
	if p.report != nil {
		if _, ok := uts46.ToASCII(domain, true); !ok {
			p.report(errDomainToASCII, lo, hi)
		}
	}
	return p.checkDomain(domain, lo, hi, true)
}

// checkDomain writes the ASCII result of the domain parser, lower-cased,
// after its last checks: "If result is the empty string, then return
// failure. If result contains a forbidden domain code point, then return
// failure." Then, back in the host parser, "If asciiDomain ends in a
// number, then return the result of IPv4 parsing asciiDomain."
func (p *parser) checkDomain(result string, lo, hi int, reported bool) bool {
	if len(result) == 0 {
		return p.failureQuiet(errDomainToASCII, lo, hi, reported)
	}
	start := len(p.out)
	for k := 0; k < len(result); k++ {
		b := result[k]
		if b >= 0x80 || forbiddenDomain[b] {
			p.out = p.out[:start]
			return p.failureQuiet(errDomainToASCII, lo, hi, reported)
		}
		if 'A' <= b && b <= 'Z' {
			b |= 0x20
		}
		p.out = append(p.out, b)
	}
	if endsInNumber(p.out[start:]) {
		return p.parseIPv4(start, lo, hi)
	}
	return true
}

// failureQuiet is failure for a validation error already reported.
func (p *parser) failureQuiet(e verr, lo, hi int, reported bool) bool {
	if reported {
		p.fail, p.failLo, p.failHi = e, lo, hi
		return false
	}
	return p.failure(e, lo, hi)
}

// parseOpaqueHost is the opaque-host parser (Section 3.5).
func (p *parser) parseOpaqueHost(lo, hi int) bool {
	for i := lo; i < hi; i++ {
		if c := p.in[i]; c < 0x80 && forbiddenHost[c] {
			return p.failure(errHostInvalidCodePoint, i, i+1)
		}
	}
	for i := lo; i < hi; {
		size := p.checkUnit(i)
		p.encode(i, size, &c0Set)
		i += size
	}
	return true
}

// endsInNumber is the ends in a number checker (Section 3.5).
func endsInNumber[T string | []byte](s T) bool {
	if len(s) > 0 && s[len(s)-1] == '.' {
		s = s[:len(s)-1]
	}
	last := s
	for k := len(s) - 1; k >= 0; k-- {
		if s[k] == '.' {
			last = s[k+1:]
			break
		}
	}
	if len(last) == 0 {
		return false
	}
	digits := true
	for k := 0; k < len(last); k++ {
		if !isDigit(int(last[k])) {
			digits = false
			break
		}
	}
	if digits {
		return true
	}
	// "If parsing last as an IPv4 number does not return failure":
	// "0x" or "0X" and hex digits only.
	if len(last) < 2 || last[0] != '0' || last[1]|0x20 != 'x' {
		return false
	}
	for k := 2; k < len(last); k++ {
		if !isHex(last[k]) {
			return false
		}
	}
	return true
}

// ipv4Number is the IPv4 number parser (Section 3.5). It returns the
// number (saturated above 2^32, which no part may reach), whether it was
// written in hexadecimal or octal, and false for failure.
func ipv4Number(s []byte) (n uint64, nonDecimal, ok bool) {
	if len(s) == 0 {
		return 0, false, false
	}
	radix := uint64(10)
	if len(s) >= 2 && s[0] == '0' && s[1]|0x20 == 'x' {
		nonDecimal, radix, s = true, 16, s[2:]
	} else if len(s) >= 2 && s[0] == '0' {
		nonDecimal, radix, s = true, 8, s[1:]
	}
	if len(s) == 0 {
		return 0, true, true
	}
	for _, b := range s {
		var d uint64
		switch {
		case isDigit(int(b)):
			d = uint64(b - '0')
		case radix == 16 && isHex(b):
			d = uint64(unhex(b))
		default:
			return 0, false, false
		}
		if d >= radix {
			return 0, false, false
		}
		if n <= 1<<32 {
			n = n*radix + d
		}
	}
	return n, nonDecimal, true
}

// parseIPv4 is the IPv4 parser (Section 3.5) on the domain the output
// holds from start; it replaces it with the address, serialized.
func (p *parser) parseIPv4(start, lo, hi int) bool {
	s := p.out[start:]
	var parts [4][]byte
	n := 0
	if s[len(s)-1] == '.' {
		p.err(errIPv4EmptyPart, lo, hi)
		if len(s) > 1 {
			s = s[:len(s)-1]
		}
	}
	from := 0
	for k := 0; k <= len(s); k++ {
		if k == len(s) || s[k] == '.' {
			if n == 4 {
				p.out = p.out[:start]
				return p.failure(errIPv4TooManyParts, lo, hi)
			}
			parts[n] = s[from:k]
			n++
			from = k + 1
		}
	}
	if n < 4 {
		p.err(errIPv4TooFewParts, lo, hi)
	}
	var numbers [4]uint64
	for k := 0; k < n; k++ {
		v, nonDecimal, ok := ipv4Number(parts[k])
		if !ok {
			p.out = p.out[:start]
			return p.failure(errIPv4NonNumericPart, lo, hi)
		}
		if nonDecimal {
			p.err(errIPv4NonDecimalPart, lo, hi)
		}
		numbers[k] = v
	}
	for k := 0; k < n; k++ {
		if numbers[k] > 255 {
			p.err(errIPv4OutOfRangePart, lo, hi)
			break
		}
	}
	for k := 0; k < n-1; k++ {
		if numbers[k] > 255 {
			p.out = p.out[:start]
			return p.failure(errIPv4OutOfRangePart, lo, hi)
		}
	}
	if numbers[n-1] >= 1<<(8*(5-n)) {
		p.out = p.out[:start]
		return p.failure(errIPv4OutOfRangePart, lo, hi)
	}
	ipv4 := numbers[n-1]
	for k := 0; k < n-1; k++ {
		ipv4 += numbers[k] << (8 * (3 - k))
	}
	p.out = p.out[:start]
	for k := 3; k >= 0; k-- {
		p.out = strconv.AppendUint(p.out, (ipv4>>(8*k))&0xff, 10)
		if k > 0 {
			p.out = append(p.out, '.')
		}
	}
	return true
}

// parseIPv6 is the IPv6 parser (Section 3.5) on in[lo:hi].
func (p *parser) parseIPv6(lo, hi int, address *[8]uint16) bool {
	in := p.in[:hi]
	pieceIndex, compress := 0, -1
	ptr := lo
	at := func(k int) int {
		if k < hi {
			return int(in[k])
		}
		return eof
	}
	if at(ptr) == ':' {
		if at(ptr+1) != ':' {
			return p.failure(errIPv6InvalidCompression, ptr, ptr+1)
		}
		ptr += 2
		pieceIndex++
		compress = pieceIndex
	}
	for at(ptr) != eof {
		if pieceIndex == 8 {
			return p.failure(errIPv6TooManyPieces, ptr, ptr+1)
		}
		if at(ptr) == ':' {
			if compress >= 0 {
				return p.failure(errIPv6MultipleCompression, ptr, ptr+1)
			}
			ptr++
			pieceIndex++
			compress = pieceIndex
			continue
		}
		value, length := 0, 0
		for length < 4 && at(ptr) != eof && isHex(byte(at(ptr))) {
			value = value*0x10 + int(unhex(in[ptr]))
			ptr++
			length++
		}
		if at(ptr) == '.' {
			if length == 0 {
				return p.failure(errIPv4InIPv6InvalidCodePoint, ptr, ptr+1)
			}
			ptr -= length
			if pieceIndex > 6 {
				return p.failure(errIPv4InIPv6TooManyPieces, ptr, ptr+1)
			}
			numbersSeen := 0
			for at(ptr) != eof {
				ipv4Piece := -1
				if numbersSeen > 0 {
					if at(ptr) == '.' && numbersSeen < 4 {
						ptr++
					} else {
						return p.failure(errIPv4InIPv6InvalidCodePoint, ptr, ptr+1)
					}
				}
				if !isDigit(at(ptr)) {
					return p.failure(errIPv4InIPv6InvalidCodePoint, ptr, min(ptr+1, hi))
				}
				for isDigit(at(ptr)) {
					number := at(ptr) - '0'
					switch ipv4Piece {
					case -1:
						ipv4Piece = number
					case 0:
						return p.failure(errIPv4InIPv6InvalidCodePoint, ptr, ptr+1)
					default:
						ipv4Piece = ipv4Piece*10 + number
					}
					if ipv4Piece > 255 {
						return p.failure(errIPv4InIPv6OutOfRangePart, ptr, ptr+1)
					}
					ptr++
				}
				address[pieceIndex] = address[pieceIndex]*0x100 + uint16(ipv4Piece)
				numbersSeen++
				if numbersSeen == 2 || numbersSeen == 4 {
					pieceIndex++
				}
			}
			if numbersSeen != 4 {
				return p.failure(errIPv4InIPv6TooFewParts, ptr, ptr)
			}
			break
		} else if at(ptr) == ':' {
			ptr++
			if at(ptr) == eof {
				return p.failure(errIPv6InvalidCodePoint, ptr, ptr)
			}
		} else if at(ptr) != eof {
			return p.failure(errIPv6InvalidCodePoint, ptr, ptr+1)
		}
		if length > 1 && value < 1<<(4*(length-1)) {
			p.err(errIPv6PieceLeadingZero, ptr-length, ptr)
		}
		address[pieceIndex] = uint16(value)
		pieceIndex++
	}
	if compress >= 0 {
		swaps := pieceIndex - compress
		pieceIndex = 7
		for pieceIndex != 0 && swaps > 0 {
			address[pieceIndex], address[compress+swaps-1] = address[compress+swaps-1], address[pieceIndex]
			pieceIndex--
			swaps--
		}
	} else if pieceIndex != 8 {
		return p.failure(errIPv6TooFewPieces, lo, hi)
	}
	return true
}

// appendIPv6 is the host serializer for an IPv6 address (Section 3.6):
// pieces in lower-case hex without leading zeros, the first longest run
// of two or more zero pieces compressed to "::".
func appendIPv6(out []byte, a *[8]uint16) []byte {
	compress, best := -1, 1
	for k := 0; k < 8; {
		if a[k] != 0 {
			k++
			continue
		}
		j := k
		for j < 8 && a[j] == 0 {
			j++
		}
		if j-k > best {
			compress, best = k, j-k
		}
		k = j
	}
	ignore0 := false
	for k := 0; k < 8; k++ {
		if ignore0 && a[k] == 0 {
			continue
		}
		ignore0 = false
		if k == compress {
			if k == 0 {
				out = append(out, "::"...)
			} else {
				out = append(out, ':')
			}
			ignore0 = true
			continue
		}
		out = strconv.AppendUint(out, uint64(a[k]), 16)
		if k != 7 {
			out = append(out, ':')
		}
	}
	return out
}
