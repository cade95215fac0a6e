package punycode

import (
	"math/rand/v2"
	"testing"
)

// TestRFC3492 checks Punycode on samples of RFC 3492, Section
// 7.1, both ways.
func TestRFC3492(t *testing.T) {
	for _, c := range []struct{ unicode, puny string }{
		{"\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F", "egbpdaj6bu4bxfgehfvwxn"},
		{"\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587", "ihqwcrb4cv8a8dqg056pqjye"},
		{"\u0050\u0072\u006F\u0010\u010D\u0065\u006D\u0075\u0020\u0070\u0072\u006F\u0073\u0074\u011B\u006E\u0065\u006D\u006C\u0075\u0076\u00ED\u010D\u0065\u0073\u006B\u0079"[:0] + "Pročprostěnemluvíčesky", "Proprostnemluvesky-uyb24dma41a"},
		{"\u3042\u308B\u0020\u3048\u306B\u3059"[:0] + "3年B組金八先生", "3B-ww4c5e180e575a65lsy2b"},
		{"-> $1.00 <-", "-> $1.00 <--"},
	} {
		got, ok := Append(nil, []rune(c.unicode))
		if !ok || string(got) != c.puny {
			t.Errorf("encode %+q: got %q, %v, want %q", c.unicode, got, ok, c.puny)
		}
		back, ok := Decode(nil, c.puny)
		if !ok || string(back) != c.unicode {
			t.Errorf("decode %q: got %+q, %v, want %+q", c.puny, string(back), ok, c.unicode)
		}
	}
	for _, bad := range []string{"a-9", "99999999999", "zzzzzzzzzzzzzzzzz"} {
		if got, ok := Decode(nil, bad); ok {
			t.Errorf("decode %q: got %+q, want failure", bad, string(got))
		}
	}
}

// TestPaths checks the n log n paths against the
// RFC's loops on labels of many lengths: encodeCounted gives what
// encodeScan gives, and the decoder, which places long labels' code
// points through a Fenwick tree, gives the label back.
func TestPaths(t *testing.T) {
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
		prefix, h := basics(label)
		scan, ok1 := encodeScan(append([]byte(nil), prefix...), label, h)
		counted, ok2 := encodeCounted(append([]byte(nil), prefix...), label, h)
		if !ok1 || !ok2 || string(scan) != string(counted) {
			t.Fatalf("trial %d, %d code points: scan %v, counted %v, differ: %v", trial, n, ok1, ok2, string(scan) != string(counted))
		}
		back, ok := Decode(nil, string(scan))
		if !ok || string(back) != string(label) {
			t.Fatalf("trial %d, %d code points: decoding gives another label (%v)", trial, n, ok)
		}
	}
}

// basics returns the label's basic code points followed by the delimiter
// (RFC 3492, Section 6.3: "copy them to the output in order, followed by a
// delimiter if b > 0"), and their number.
func basics(label []rune) ([]byte, int) {
	var out []byte
	for _, c := range label {
		if c < 0x80 {
			out = append(out, byte(c))
		}
	}
	h := len(out)
	if h > 0 {
		out = append(out, '-')
	}
	return out, h
}

// FuzzPunycode checks, on any label, that the n log n encoding gives what
// the RFC's loop gives, and that Decode gives back what Append encodes.
func FuzzPunycode(f *testing.F) {
	for _, s := range []string{"bücher", "\u0628\u200c\u0628", "ශ්\u200dරී", "3年B組金八先生", "-> $1.00 <-", "", "a\U0001d400x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		label := []rune(s)
		enc, ok := Append(nil, label)
		if !ok {
			return
		}
		prefix, h := basics(label)
		scan, _ := encodeScan(append([]byte(nil), prefix...), label, h)
		counted, _ := encodeCounted(append([]byte(nil), prefix...), label, h)
		if string(scan) != string(counted) || string(scan) != string(enc) {
			t.Fatalf("%+q: Append %q, encodeScan %q, encodeCounted %q", s, enc, scan, counted)
		}
		if dec, ok := Decode(nil, string(enc)); !ok || string(dec) != string(label) {
			t.Fatalf("%+q: %q decodes to %+q, %v", s, enc, string(dec), ok)
		}
	})
}
