package uts46

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzToASCII checks properties of ToASCII on any string: it never
// panics; a result without error is ASCII and is its own result, without
// error (ToASCII is idempotent); a strict result without error is the
// relaxed result; and Punycode decodes what it encodes.
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
		for _, label := range strings.Split(s, ".") {
			rs := []rune(label)
			enc, ok := appendPunycode(nil, rs)
			if !ok {
				continue
			}
			h := 0
			var basics []byte
			for _, c := range rs {
				if c < 0x80 {
					basics = append(basics, byte(c))
					h++
				}
			}
			if h > 0 {
				basics = append(basics, '-')
			}
			scan, _ := encodeScan(append([]byte(nil), basics...), rs, h)
			counted, _ := encodeCounted(append([]byte(nil), basics...), rs, h)
			if string(scan) != string(counted) {
				t.Fatalf("%+q: encodeScan %q, encodeCounted %q", label, scan, counted)
			}
			dec, ok := decodePunycode(nil, string(enc))
			if !ok || string(dec) != label {
				t.Fatalf("%+q: Punycode %q decodes to %+q, %v", label, enc, string(dec), ok)
			}
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

// TestPunycodePaths checks the n log n paths of Punycode against the
// RFC's loops on labels of many lengths: encodeCounted gives what
// encodeScan gives, and the decoder, which places long labels' code
// points through a Fenwick tree, gives the label back.
func TestPunycodePaths(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	alphabets := [][]rune{
		{'a', 'b', '-', 'z', '0', 0xE9, 0xFC},
		{0x4E00, 0x4E01, 0x4E8C, 0x6587, 'x'},
		{0x0627, 0x0644, 0x0645, 0x0628, 0x0661},
		{0x1F600, 0x10348, 0xE9, 'q', 0x3042, 0x30A2, 0x0915, 0x094D},
	}
	for trial := 0; trial < 400; trial++ {
		alpha := alphabets[trial%len(alphabets)]
		n := 1 + rng.IntN(600)
		if trial%10 == 0 {
			n = 3000 + rng.IntN(3000)
		}
		label := make([]rune, n)
		for k := range label {
			if trial%7 == 0 {
				label[k] = rune(0xA0 + rng.IntN(0x2000)) // many distinct
			} else {
				label[k] = alpha[rng.IntN(len(alpha))]
			}
		}
		h := 0
		var prefix []byte
		for _, c := range label {
			if c < 0x80 {
				prefix = append(prefix, byte(c))
				h++
			}
		}
		if h > 0 {
			prefix = append(prefix, '-')
		}
		scan, ok1 := encodeScan(append([]byte(nil), prefix...), label, h)
		counted, ok2 := encodeCounted(append([]byte(nil), prefix...), label, h)
		if !ok1 || !ok2 || string(scan) != string(counted) {
			t.Fatalf("trial %d, %d code points: scan %v, counted %v, differ: %v", trial, n, ok1, ok2, string(scan) != string(counted))
		}
		back, ok := decodePunycode(nil, string(scan))
		if !ok || string(back) != string(label) {
			t.Fatalf("trial %d, %d code points: decoding gives another label (%v)", trial, n, ok)
		}
	}
}
