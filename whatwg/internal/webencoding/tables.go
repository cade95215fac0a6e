package webencoding

import _ "embed"

// indexes holds the Encoding Standard's indexes the encoders read, as
// gen.go writes them from the index files in testdata: five counts
// (uint32, little-endian), then the entries of index jis0208 and of index
// gb18030 (uint16 each: the code point of each pointer, 0 for none), the
// pointers and the code points of index gb18030 ranges (uint32 each) and
// index ISO-2022-JP katakana (uint16 each). Data rather than Go source:
// the tables are read where they lie, by the views below.
//
//go:embed indexes.bin
var indexes string

// An index16 is a table of 16-bit entries: entry k at bytes 2k and 2k+1,
// little-endian.
type index16 string

func (x index16) len() int { return len(x) / 2 }

func (x index16) at(k int) uint16 { return uint16(x[2*k]) | uint16(x[2*k+1])<<8 }

// An index32 is a table of 32-bit entries: entry k at bytes 4k to 4k+3,
// little-endian.
type index32 string

func (x index32) len() int { return len(x) / 4 }

func (x index32) at(k int) uint32 {
	s := x[4*k : 4*k+4]
	return uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16 | uint32(s[3])<<24
}

// The indexes, in the order of indexes.bin.
var (
	// jis0208 is index jis0208: the code point of each pointer, 0 for none.
	jis0208 index16
	// gb18030 is index gb18030: the code point of each pointer, 0 for none.
	gb18030 index16
	// gb18030RangePointers are the pointers of index gb18030 ranges,
	// ascending.
	gb18030RangePointers index32
	// gb18030RangeCodePoints are the code points of index gb18030
	// ranges, by gb18030RangePointers.
	gb18030RangeCodePoints index32
	// iso2022JPKatakana is index ISO-2022-JP katakana: the code point of
	// each pointer.
	iso2022JPKatakana index16
)

func init() {
	const tables = 5
	counts, rest := index32(indexes[:4*tables]), indexes[4*tables:]
	take := func(k, size int) string {
		n := int(counts.at(k)) * size
		s := rest[:n]
		rest = rest[n:]
		return s
	}
	jis0208 = index16(take(0, 2))
	gb18030 = index16(take(1, 2))
	gb18030RangePointers = index32(take(2, 4))
	gb18030RangeCodePoints = index32(take(3, 4))
	iso2022JPKatakana = index16(take(4, 2))
	if rest != "" {
		panic("webencoding: indexes.bin holds more than its counts say")
	}
}
