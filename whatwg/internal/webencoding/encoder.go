// Package webencoding holds the Encoding Standard's encoders
// (https://encoding.spec.whatwg.org/, whatwg/encoding commit a985b62 of
// 21 May 2026) for the encodings whose golang.org/x/text encoder differs
// from the Standard's in what the URL parser sees: Shift_JIS, EUC-JP and
// ISO-2022-JP (x/text does not map U+2212 to U+FF0D, and its ISO-2022-JP
// encoder neither switches to Roman for U+00A5 and U+203E nor refuses
// U+000E, U+000F and U+001B), gb18030 and GBK (x/text encodes U+E5E5,
// which the Standard refuses since index gb18030 maps 0xA3 0xA0 to
// U+3000). Their indexes are the Standard's index files in testdata,
// which gen.go writes to indexes.bin, embedded (tables.go).
package webencoding

//go:generate go run gen.go

import (
	"slices"
	"sync"
	"unicode/utf8"
)

// The encoders of this package, by the Encoding Standard's names.
const (
	shiftJIS = iota + 1
	eucJP
	iso2022JP
	gb18030Encoding
	gbk
)

// The ISO-2022-JP encoder states.
const (
	stateASCII = iota
	stateRoman
	stateJIS0208
)

// An Encoder is an instance of one of the Standard's encoders, with its
// state (ISO-2022-JP's only).
type Encoder struct {
	kind  int
	state int
}

// NewEncoder returns an encoder instance for the encoding name, as the
// Encoding Standard names it ("shift_jis", "euc-jp", "iso-2022-jp",
// "gb18030", "gbk"), or nil for another.
func NewEncoder(name string) *Encoder {
	kind := map[string]int{"shift_jis": shiftJIS, "euc-jp": eucJP, "iso-2022-jp": iso2022JP, "gb18030": gb18030Encoding, "gbk": gbk}[name]
	if kind == 0 {
		return nil
	}
	return &Encoder{kind: kind}
}

// Has reports whether this package has the encoder of the encoding name.
func Has(name string) bool { return NewEncoder(name) != nil }

// EncodeOrFail is the Standard's "encode or fail" (Section 6) of s, a
// UTF-8 string (a byte that is not UTF-8 is read as U+FFFD): it runs the
// encoder's handler on each code point, then on end-of-queue, appending
// the bytes to dst, until the handler returns an error. It returns the
// bytes, the rest of s after the code point the error came from, and the
// error's code point, or -1 when s ended without one. The encoder keeps
// its state for the next call, as the Standard asks: "The caller will
// have to keep an encoder instance alive as the ISO-2022-JP encoder can
// be in two different states when returning an error."
func (e *Encoder) EncodeOrFail(dst []byte, s string) ([]byte, string, rune) {
	for len(s) > 0 {
		r, size := utf8.DecodeRuneInString(s)
		var errCP rune
		dst, errCP = e.handle(dst, r)
		s = s[size:]
		if errCP >= 0 {
			return dst, s, errCP
		}
	}
	// The handler on end-of-queue. ISO-2022-JP: "If codePoint is
	// end-of-queue and ISO-2022-JP encoder state is not ASCII, then set
	// ISO-2022-JP encoder state to ASCII and return three bytes 0x1B 0x28
	// 0x42." The others: "If codePoint is end-of-queue, then return
	// finished."
	if e.kind == iso2022JP && e.state != stateASCII {
		e.state = stateASCII
		dst = append(dst, 0x1B, 0x28, 0x42)
	}
	return dst, "", -1
}

// handle is the encoder's handler for the code point r: it appends the
// bytes, or returns the code point of the error, else -1.
func (e *Encoder) handle(dst []byte, r rune) ([]byte, rune) {
	switch e.kind {
	case shiftJIS:
		return appendShiftJIS(dst, r)
	case eucJP:
		return appendEUCJP(dst, r)
	case iso2022JP:
		return e.appendISO2022JP(dst, r)
	}
	return appendGB18030(dst, r, e.kind == gbk)
}

// appendShiftJIS is Shift_JIS's encoder's handler (Section 12.3.2).
func appendShiftJIS(dst []byte, r rune) ([]byte, rune) {
	// "If codePoint is an ASCII code point or U+0080, then return a byte
	// whose value is codePoint. If codePoint is U+00A5 (¥), then return
	// byte 0x5C. If codePoint is U+203E (‾), then return byte 0x7E. If
	// codePoint is in the range U+FF61 (｡) to U+FF9F (ﾟ), inclusive, then
	// return a byte whose value is codePoint − 0xFF61 + 0xA1."
	switch {
	case r <= 0x80:
		return append(dst, byte(r)), -1
	case r == 0xA5:
		return append(dst, 0x5C), -1
	case r == 0x203E:
		return append(dst, 0x7E), -1
	case 0xFF61 <= r && r <= 0xFF9F:
		return append(dst, byte(r-0xFF61+0xA1)), -1
	}
	// "If codePoint is U+2212 (−), then set it to U+FF0D (－)."
	if r == 0x2212 {
		r = 0xFF0D
	}
	// "Let pointer be the index Shift_JIS pointer for codePoint. If
	// pointer is null, then return error with codePoint."
	pointer := shiftJISPointer(r)
	if pointer < 0 {
		return dst, r
	}
	// "Let leading be pointer / 188. Let leadingOffset be 0x81 if
	// leading is less than 0x1F; otherwise 0xC1. Let trailing be pointer
	// % 188. Let offset be 0x40 if trailing is less than 0x3F; otherwise
	// 0x41. Return two bytes whose values are leading + leadingOffset and
	// trailing + offset."
	leading, trailing := pointer/188, pointer%188
	leadingOffset, offset := 0xC1, 0x41
	if leading < 0x1F {
		leadingOffset = 0x81
	}
	if trailing < 0x3F {
		offset = 0x40
	}
	return append(dst, byte(leading+leadingOffset), byte(trailing+offset)), -1
}

// appendEUCJP is EUC-JP's encoder's handler (Section 12.1.2).
func appendEUCJP(dst []byte, r rune) ([]byte, rune) {
	// "If codePoint is an ASCII code point, then return a byte whose
	// value is codePoint. If codePoint is U+00A5 (¥), then return byte
	// 0x5C. If codePoint is U+203E (‾), then return byte 0x7E. If
	// codePoint is in the range U+FF61 (｡) to U+FF9F (ﾟ), inclusive, then
	// return two bytes whose values are 0x8E and codePoint − 0xFF61 +
	// 0xA1. If codePoint is U+2212 (−), then set it to U+FF0D (－)."
	switch {
	case r < 0x80:
		return append(dst, byte(r)), -1
	case r == 0xA5:
		return append(dst, 0x5C), -1
	case r == 0x203E:
		return append(dst, 0x7E), -1
	case 0xFF61 <= r && r <= 0xFF9F:
		return append(dst, 0x8E, byte(r-0xFF61+0xA1)), -1
	case r == 0x2212:
		r = 0xFF0D
	}
	// "Let pointer be the index pointer for codePoint in index jis0208.
	// If pointer is null, then return error with codePoint. Let leading
	// be pointer / 94 + 0xA1. Let trailing be pointer % 94 + 0xA1. Return
	// two bytes whose values are leading and trailing."
	pointer := jis0208Pointer(r)
	if pointer < 0 {
		return dst, r
	}
	return append(dst, byte(pointer/94+0xA1), byte(pointer%94+0xA1)), -1
}

// appendISO2022JP is ISO-2022-JP's encoder's handler (Section 12.2.2),
// with "restore codePoint to ioQueue" as a loop.
func (e *Encoder) appendISO2022JP(dst []byte, r rune) ([]byte, rune) {
	for {
		// "If ISO-2022-JP encoder state is ASCII or Roman, and codePoint
		// is U+000E, U+000F, or U+001B, then return error with U+FFFD
		// (�)."
		if e.state != stateJIS0208 && (r == 0x0E || r == 0x0F || r == 0x1B) {
			return dst, 0xFFFD
		}
		// "If ISO-2022-JP encoder state is ASCII and codePoint is an
		// ASCII code point, then return a byte whose value is
		// codePoint."
		if e.state == stateASCII && r < 0x80 {
			return append(dst, byte(r)), -1
		}
		// "If ISO-2022-JP encoder state is Roman and codePoint is an
		// ASCII code point, excluding U+005C (\) and U+007E (~), or is
		// U+00A5 (¥) or U+203E (‾): If codePoint is an ASCII code point,
		// then return a byte whose value is codePoint. If codePoint is
		// U+00A5 (¥), then return byte 0x5C. If codePoint is U+203E (‾),
		// then return byte 0x7E."
		if e.state == stateRoman {
			switch {
			case r < 0x80 && r != 0x5C && r != 0x7E:
				return append(dst, byte(r)), -1
			case r == 0xA5:
				return append(dst, 0x5C), -1
			case r == 0x203E:
				return append(dst, 0x7E), -1
			}
		}
		// "If codePoint is an ASCII code point, and ISO-2022-JP encoder
		// state is not ASCII, then restore codePoint to ioQueue, set
		// ISO-2022-JP encoder state to ASCII, and return three bytes 0x1B
		// 0x28 0x42."
		if r < 0x80 {
			e.state = stateASCII
			dst = append(dst, 0x1B, 0x28, 0x42)
			continue
		}
		// "If codePoint is either U+00A5 (¥) or U+203E (‾), and
		// ISO-2022-JP encoder state is not Roman, then restore codePoint
		// to ioQueue, set ISO-2022-JP encoder state to Roman, and return
		// three bytes 0x1B 0x28 0x4A."
		if r == 0xA5 || r == 0x203E {
			e.state = stateRoman
			dst = append(dst, 0x1B, 0x28, 0x4A)
			continue
		}
		// "If codePoint is U+2212 (−), then set it to U+FF0D (－). If
		// codePoint is in the range U+FF61 (｡) to U+FF9F (ﾟ), inclusive,
		// then set it to the index code point for codePoint − 0xFF61 in
		// index ISO-2022-JP katakana."
		c := r
		if c == 0x2212 {
			c = 0xFF0D
		}
		if 0xFF61 <= c && c <= 0xFF9F {
			c = rune(iso2022JPKatakana.at(int(c - 0xFF61)))
		}
		// "Let pointer be the index pointer for codePoint in index
		// jis0208. If pointer is null: If ISO-2022-JP encoder state is
		// jis0208, then restore codePoint to ioQueue, set ISO-2022-JP
		// encoder state to ASCII, and return three bytes 0x1B 0x28 0x42.
		// Return error with codePoint."
		pointer := jis0208Pointer(c)
		if pointer < 0 {
			if e.state == stateJIS0208 {
				e.state = stateASCII
				dst = append(dst, 0x1B, 0x28, 0x42)
				continue
			}
			return dst, c
		}
		// "If ISO-2022-JP encoder state is not jis0208, then restore
		// codePoint to ioQueue, set ISO-2022-JP encoder state to jis0208,
		// and return three bytes 0x1B 0x24 0x42."
		if e.state != stateJIS0208 {
			e.state = stateJIS0208
			dst = append(dst, 0x1B, 0x24, 0x42)
			continue
		}
		// "Let leading be pointer / 94 + 0x21. Let trailing be pointer %
		// 94 + 0x21. Return two bytes whose values are leading and
		// trailing."
		return append(dst, byte(pointer/94+0x21), byte(pointer%94+0x21)), -1
	}
}

// gb18030Side is the gb18030 encoder's table of Private Use code points
// it maps to two bytes directly (Section 10.2.2), "to preserve
// compatibility with how they were mapped before".
var gb18030Side = map[rune][2]byte{
	0xE78D: {0xA6, 0xD9}, 0xE78E: {0xA6, 0xDA}, 0xE78F: {0xA6, 0xDB}, 0xE790: {0xA6, 0xDC},
	0xE791: {0xA6, 0xDD}, 0xE792: {0xA6, 0xDE}, 0xE793: {0xA6, 0xDF}, 0xE794: {0xA6, 0xEC},
	0xE795: {0xA6, 0xED}, 0xE796: {0xA6, 0xF3}, 0xE81E: {0xFE, 0x59}, 0xE826: {0xFE, 0x61},
	0xE82B: {0xFE, 0x66}, 0xE82C: {0xFE, 0x67}, 0xE832: {0xFE, 0x6D}, 0xE843: {0xFE, 0x7E},
	0xE854: {0xFE, 0x90}, 0xE864: {0xFE, 0xA0},
}

// appendGB18030 is gb18030's encoder's handler (Section 10.2.2), which
// is also GBK's, with is GBK set (Section 10.1.2).
func appendGB18030(dst []byte, r rune, isGBK bool) ([]byte, rune) {
	// "If codePoint is an ASCII code point, then return a byte whose
	// value is codePoint. If codePoint is U+E5E5, then return error with
	// codePoint. If is GBK is true and codePoint is U+20AC (€), then
	// return byte 0x80. If there is a row in the table below whose first
	// column is codePoint, then return the two bytes on the same row
	// listed in the second column."
	switch {
	case r < 0x80:
		return append(dst, byte(r)), -1
	case r == 0xE5E5:
		return dst, r
	case isGBK && r == 0x20AC:
		return append(dst, 0x80), -1
	}
	if b, ok := gb18030Side[r]; ok {
		return append(dst, b[0], b[1]), -1
	}
	// "Let pointer be the index pointer for codePoint in index gb18030.
	// If pointer is non-null: Let leading be pointer / 190 + 0x81. Let
	// trailing be pointer % 190. Let offset be 0x40 if trailing is less
	// than 0x3F, otherwise 0x41. Return two bytes whose values are
	// leading and trailing + offset."
	if pointer := gb18030Pointer(r); pointer >= 0 {
		trailing, offset := pointer%190, 0x41
		if trailing < 0x3F {
			offset = 0x40
		}
		return append(dst, byte(pointer/190+0x81), byte(trailing+offset)), -1
	}
	// "If is GBK is true, then return error with codePoint."
	if isGBK {
		return dst, r
	}
	// "Set pointer to the index gb18030 ranges pointer for codePoint. Let
	// byte1 be pointer / (10 × 126 × 10). Set pointer to pointer % (10 ×
	// 126 × 10). Let byte2 be pointer / (10 × 126). Set pointer to
	// pointer % (10 × 126). Let byte3 be pointer / 10. Let byte4 be
	// pointer % 10. Return four bytes whose values are byte1 + 0x81,
	// byte2 + 0x30, byte3 + 0x81, byte4 + 0x30."
	pointer := gb18030RangesPointer(r)
	byte1 := pointer / (10 * 126 * 10)
	pointer %= 10 * 126 * 10
	byte2 := pointer / (10 * 126)
	pointer %= 10 * 126
	return append(dst, byte(byte1+0x81), byte(byte2+0x30), byte(pointer/10+0x81), byte(pointer%10+0x30)), -1
}

// gb18030RangesPointer is the index gb18030 ranges pointer (Section 5):
// "If codePoint is U+E7C7, then return pointer 7457. Let offset be the
// last code point in index gb18030 ranges that is less than or equal to
// codePoint and let pointerOffset be its corresponding pointer. Return a
// pointer whose value is pointerOffset + codePoint − offset."
func gb18030RangesPointer(r rune) int {
	if r == 0xE7C7 {
		return 7457
	}
	k := gb18030RangeCodePoints.len() - 1
	for k > 0 && gb18030RangeCodePoints.at(k) > uint32(r) {
		k--
	}
	return int(gb18030RangePointers.at(k)) + int(uint32(r)-gb18030RangeCodePoints.at(k))
}

// A reverseIndex maps code points to pointers: entries code<<16|pointer,
// sorted, with only the first pointer of each code point.
type reverseIndex []uint32

// newReverseIndex inverts index, leaving out the pointers skip refuses.
func newReverseIndex(index index16, skip func(pointer int) bool) reverseIndex {
	var out reverseIndex
	for p := range index.len() {
		if cp := index.at(p); cp != 0 && !skip(p) {
			out = append(out, uint32(cp)<<16|uint32(p))
		}
	}
	slices.Sort(out)
	// "the first pointer corresponding to codePoint" (the index pointer,
	// Section 5): the smallest, first of the entries of its code point.
	return slices.CompactFunc(out, func(a, b uint32) bool { return a>>16 == b>>16 })
}

// pointer returns the pointer of r, or -1.
func (x reverseIndex) pointer(r rune) int {
	if r > 0xFFFF {
		return -1
	}
	k, _ := slices.BinarySearch(x, uint32(r)<<16)
	if k < len(x) && x[k]>>16 == uint32(r) {
		return int(x[k] & 0xFFFF)
	}
	return -1
}

// The reverse indexes, made on first use.
var (
	reverseOnce                                 sync.Once
	jis0208Reverse, shiftJISReverse, gb18030Rev reverseIndex
)

func makeReverse() {
	never := func(int) bool { return false }
	jis0208Reverse = newReverseIndex(jis0208, never)
	// The index Shift_JIS pointer: "Let index be index jis0208 excluding
	// all entries whose pointer is in the range 8272 to 8835, inclusive."
	shiftJISReverse = newReverseIndex(jis0208, func(p int) bool { return 8272 <= p && p <= 8835 })
	gb18030Rev = newReverseIndex(gb18030, never)
}

func jis0208Pointer(r rune) int {
	reverseOnce.Do(makeReverse)
	return jis0208Reverse.pointer(r)
}

func shiftJISPointer(r rune) int {
	reverseOnce.Do(makeReverse)
	return shiftJISReverse.pointer(r)
}

func gb18030Pointer(r rune) int {
	reverseOnce.Do(makeReverse)
	return gb18030Rev.pointer(r)
}
