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
