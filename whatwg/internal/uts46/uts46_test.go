package uts46

import (
	"bufio"
	"compress/gzip"
	"os"
	"strconv"
	"strings"
	"testing"
)

// unescape reads a column of IdnaTestV2.txt: "\uXXXX" and "\x{XXXX}"
// escapes, and "" for the empty string. It reports false for a string
// with a surrogate, which no UTF-8 string holds.
func unescape(s string) (string, bool) {
	if s == `""` {
		return "", true
	}
	var b strings.Builder
	for len(s) > 0 {
		var hex string
		switch {
		case strings.HasPrefix(s, `\u`) && len(s) >= 6:
			hex, s = s[2:6], s[6:]
		case strings.HasPrefix(s, `\x{`):
			end := strings.IndexByte(s, '}')
			hex, s = s[3:end], s[end+1:]
		default:
			b.WriteByte(s[0])
			s = s[1:]
			continue
		}
		v, err := strconv.ParseUint(hex, 16, 32)
		if err != nil || 0xD800 <= v && v <= 0xDFFF {
			return "", false
		}
		b.WriteRune(rune(v))
	}
	return b.String(), true
}

// TestIdnaTestV2Conformance runs every line of Unicode's IdnaTestV2.txt
// for 17.0.0 (testdata) through ToASCII, nontransitional, with both the
// strict flags (those of the file: every status counts) and the URL
// Standard's (where, as the file says, "Implementations that allow
// values of particular input flags to be false would ignore the
// corresponding status codes": A4_1, A4_2 for VerifyDnsLength, V2, V3
// for CheckHyphens, U1 for UseSTD3ASCIIRules). Unlike WPT's filtered
// copy, it keeps the Bidi tests.
func TestIdnaTestV2Conformance(t *testing.T) {
	f, err := os.Open("testdata/unicode-17.0.0/IdnaTestV2.txt.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(zr)
	lines, skipped := 0, 0
	for sc.Scan() {
		line := sc.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		cols := strings.Split(line, ";")
		for k := range cols {
			cols[k] = strings.TrimSpace(cols[k])
		}
		source, ok1 := unescape(cols[0])
		toUnicode, ok2 := unescape(cols[1])
		toASCII, ok3 := unescape(cols[3])
		if !ok1 || !ok2 || !ok3 {
			skipped++
			continue
		}
		lines++
		if cols[1] == "" {
			toUnicode = source
		}
		if cols[3] == "" {
			toASCII = toUnicode
		}
		status := cols[4]
		if status == "" {
			status = cols[2]
		}
		var strictErrors, relaxedErrors []string
		for _, s := range strings.Split(strings.Trim(status, "[]"), ",") {
			if s = strings.TrimSpace(s); s == "" {
				continue
			}
			strictErrors = append(strictErrors, s)
			switch s {
			case "A4_1", "A4_2", "V2", "V3", "U1":
			default:
				relaxedErrors = append(relaxedErrors, s)
			}
		}
		for _, run := range []struct {
			strict bool
			errors []string
		}{{true, strictErrors}, {false, relaxedErrors}} {
			got, ok := ToASCII(source, run.strict)
			switch {
			case len(run.errors) > 0 && ok:
				t.Errorf("strict %v, %+q: got %+q, want the errors %v", run.strict, source, got, run.errors)
			case len(run.errors) == 0 && !ok:
				t.Errorf("strict %v, %+q: an error, want %+q", run.strict, source, toASCII)
			case len(run.errors) == 0 && got != toASCII:
				t.Errorf("strict %v, %+q: got %+q, want %+q", run.strict, source, got, toASCII)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	t.Logf("IdnaTestV2.txt: %d lines run twice, %d with a surrogate skipped", lines, skipped)
	if lines < 6000 {
		t.Errorf("only %d lines read", lines)
	}
}

// TestNFCMaybeBelow0300 checks what nfcMaybe takes for granted: no code
// point below U+0300 is marked in nfcMaybeTable.
func TestNFCMaybeBelow0300(t *testing.T) {
	for r := rune(0); r < 0x300; r++ {
		if nfcMaybeTable.lookup(r) != 0 {
			t.Errorf("U+%04X is marked", r)
		}
	}
}

// TestLookupBlocks checks the narrowed search of rangeTable against a
// search of the whole table, for every code point.
func TestLookupBlocks(t *testing.T) {
	for r := rune(0); r <= 0x10FFFF; r++ {
		if got, want := idnaTable.lookup(r), idnaTable.values[idnaTable.search(0, len(idnaTable.starts), r)]; got != want {
			t.Fatalf("U+%04X: %x, want %x", r, got, want)
		}
		if got, want := cccTable.lookup(r), cccTable.values[cccTable.search(0, len(cccTable.starts), r)]; got != want {
			t.Fatalf("U+%04X: ccc %d, want %d", r, got, want)
		}
	}
}
