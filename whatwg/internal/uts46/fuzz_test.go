package uts46

import (
	"testing"
	"unicode/utf8"
)

// FuzzToASCII checks properties of ToASCII on any string: it never
// panics; a result without error is ASCII and is its own result, without
// error (ToASCII is idempotent); a strict result without error is the
// relaxed result. (Punycode itself is fuzzed in internal/kernel/punycode.)
func FuzzToASCII(f *testing.F) {
	for _, s := range []string{
		"bücher.de", "xn--zca.com", "a\u200cb", "\u0628\u200c\u0628", "ශ්\u200dරී", "ẞ.com", "a†--",
		"\u05d0\u0308.a", "xn--a.ß", "1.2.3", "Ⴀ.com", "a\u0301\u0316\u0301", "\U0001d400.x", "",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		relaxed, ok := ToASCII(s, false)
		strict, strictOK := ToASCII(s, true)
		if strictOK && (!ok || strict != relaxed) {
			t.Fatalf("%+q: strict %q, relaxed %q, %v", s, strict, relaxed, ok)
		}
		if !ok {
			return
		}
		for k := 0; k < len(relaxed); k++ {
			if relaxed[k] >= utf8.RuneSelf {
				t.Fatalf("%+q: %+q is not ASCII", s, relaxed)
			}
		}
		if again, ok := ToASCII(relaxed, false); !ok || again != relaxed {
			t.Fatalf("%+q: %q, then %q, %v", s, relaxed, again, ok)
		}
	})
}

// TestSortMarks checks that the sort of a long run of marks is the
// insertion sort's, stable by class.
func TestSortMarks(t *testing.T) {
	marks := []rune{0x0301, 0x0316, 0x0300, 0x0345, 0x05B0, 0x0327, 0x0315, 0x0302}
	var long []rune
	for k := 0; k < 200; k++ {
		long = append(long, marks[(k*7+k/3)%len(marks)])
	}
	want := append([]rune(nil), long...)
	for k := 1; k < len(want); k++ { // insertion sort, by definition stable
		for j := k; j > 0 && cccTable.lookup(want[j-1]) > cccTable.lookup(want[j]); j-- {
			want[j], want[j-1] = want[j-1], want[j]
		}
	}
	sortMarks(long)
	if string(long) != string(want) {
		t.Errorf("got %+q\nwant %+q", string(long), string(want))
	}
}
