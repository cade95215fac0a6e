package webencoding

import (
	"fmt"
	"testing"
)

// TestEncodeOrFail checks each encoder on code points whose bytes follow
// from the Standard's algorithms and indexes, worked out by hand, among
// them those where golang.org/x/text's encoders differ.
func TestEncodeOrFail(t *testing.T) {
	for _, c := range []struct {
		encoding, in string
		want         string // the bytes and, after "|", the errors' code points, in hex
	}{
		// Shift_JIS: U+2212 is U+FF0D's 0x81 0x7C; U+2170 is in both NEC's
		// and IBM's rows of index jis0208 (pointers 8272 and 10716), and the
		// index Shift_JIS pointer leaves NEC's out: 10716 / 188 = 57, + 0xC1.
		{"shift_jis", "\u2212", "817c"},
		{"shift_jis", "\u2170", "fa40"},
		{"shift_jis", "\u00a5\u203e\u0080\uff61", "5c7e80a1"},
		{"shift_jis", "a\ue000b", "6162|e000"},
		// EUC-JP: no JIS X 0212 ("No JIS X 0212 EUC-JP encoder support").
		{"euc-jp", "\u00a1", "|a1"},
		{"euc-jp", "\uff61\u2212", "8ea1a1dd"},
		// ISO-2022-JP: Roman for U+00A5 and U+203E, back to ASCII at the end,
		// U+000E, U+000F and U+001B refused with U+FFFD, halfwidth katakana by
		// the katakana index, and an unencodable code point in jis0208 state
		// leaves it for ASCII first.
		{"iso-2022-jp", "\u00a5\u00a5", "1b284a5c5c1b2842"},
		{"iso-2022-jp", "\u203e\\", "1b284a7e1b28425c"},
		{"iso-2022-jp", "\u000eA", "41|fffd"},
		{"iso-2022-jp", "\uff61", "1b244221231b2842"},
		{"iso-2022-jp", "\u2212\u00e9x", "1b2442215d1b284278|e9"},
		// gb18030: U+E5E5 refused; U+1E3F and U+9FB4 by the 2022 index; U+E7C7
		// is pointer 7457; U+10000 is pointer 189000; U+E78D from the side table.
		{"gb18030", "\ue5e5", "|e5e5"},
		{"gb18030", "\u1e3f\u9fb4", "a8bcfe59"},
		{"gb18030", "\ue7c7\U00010000", "8135f43790308130"},
		{"gb18030", "\ue78d\u20ac", "a6d9a2e3"},
		// GBK: U+20AC is 0x80, and nothing has four bytes.
		{"gbk", "\u20ac\U00010000", "80|10000"},
	} {
		e := NewEncoder(c.encoding)
		var out []byte
		errs := ""
		rest := c.in
		for {
			var cp rune
			out, rest, cp = e.EncodeOrFail(out, rest)
			if cp < 0 {
				break
			}
			errs += fmt.Sprintf("|%x", cp)
		}
		if got := fmt.Sprintf("%x", out) + errs; got != c.want {
			t.Errorf("%s %+q: got %s, want %s", c.encoding, c.in, got, c.want)
		}
	}
}

// TestNewEncoder checks that only the encodings this package holds have
// an encoder.
func TestNewEncoder(t *testing.T) {
	for _, name := range []string{"shift_jis", "euc-jp", "iso-2022-jp", "gb18030", "gbk"} {
		if !Has(name) {
			t.Errorf("%s: no encoder", name)
		}
	}
	for _, name := range []string{"big5", "euc-kr", "windows-1252", "utf-8", ""} {
		if Has(name) {
			t.Errorf("%s: an encoder", name)
		}
	}
}

// TestEncodeIsIndex checks every code point of the Basic Multilingual
// Plane that a two-byte encoder encodes against the index it came from:
// the bytes name a pointer whose code point, in the index, is the one
// encoded (after the Japanese encoders' substitution: U+2212 is encoded
// as U+FF0D), and that pointer is the first for it, or for Shift_JIS the
// first outside 8272 to 8835; a code point with a pointer is encoded in
// two bytes (but gb18030's U+E5E5 and the code points of its side
// table).
func TestEncodeIsIndex(t *testing.T) {
	firstJIS := map[rune]int{}
	firstSJIS := map[rune]int{}
	firstGB := map[rune]int{}
	for p := jis0208.len() - 1; p >= 0; p-- {
		if c := rune(jis0208.at(p)); c != 0 {
			firstJIS[c] = p
			if p < 8272 || p > 8835 {
				firstSJIS[c] = p
			}
		}
	}
	for p := gb18030.len() - 1; p >= 0; p-- {
		if c := rune(gb18030.at(p)); c != 0 {
			firstGB[c] = p
		}
	}
	checked := 0
	for r := rune(0x80); r <= 0xFFFF; r++ {
		if 0xD800 <= r && r <= 0xDFFF {
			continue
		}
		for _, c := range []struct {
			name  string
			first map[rune]int
			// pointer reads the pointer from two bytes, or -1.
			pointer func(b []byte) int
		}{
			{"shift_jis", firstSJIS, func(b []byte) int {
				lead, trail := int(b[0]), int(b[1])
				leadOff, off := 0x81, 0x40
				if lead >= 0xA0 {
					leadOff = 0xC1
				}
				if trail >= 0x80 {
					off = 0x41
				}
				return (lead-leadOff)*188 + trail - off
			}},
			{"euc-jp", firstJIS, func(b []byte) int { return (int(b[0])-0xA1)*94 + int(b[1]) - 0xA1 }},
			{"gb18030", firstGB, func(b []byte) int {
				off := 0x40
				if b[1] >= 0x80 {
					off = 0x41
				}
				return (int(b[0])-0x81)*190 + int(b[1]) - off
			}},
		} {
			out, _, errCP := NewEncoder(c.name).EncodeOrFail(nil, string(r))
			cp := r
			if r == 0x2212 && c.name != "gb18030" {
				cp = 0xFF0D // "If codePoint is U+2212 (−), then set it to U+FF0D (－)."
			}
			want, has := c.first[cp]
			if c.name == "gb18030" && gb18030SideHas(r) {
				continue // the side table's bytes, checked in TestEncodeOrFail
			}
			if c.name == "gb18030" && r == 0xE5E5 {
				has = false // refused: "If codePoint is U+E5E5, then return error with codePoint."
			}
			switch {
			case len(out) == 2 && c.name != "euc-jp" || len(out) == 2 && out[0] != 0x8E:
				if !has || c.pointer(out) != want {
					t.Errorf("%s U+%04X: bytes %x, pointer %d, want %d (%v)", c.name, r, out, c.pointer(out), want, has)
				}
				checked++
			case has:
				t.Errorf("%s U+%04X: %x, error %d, want pointer %d", c.name, r, out, errCP, want)
			}
		}
	}
	t.Logf("%d encodings checked against their index", checked)
}

func gb18030SideHas(r rune) bool { _, ok := gb18030Side[r]; return ok }
