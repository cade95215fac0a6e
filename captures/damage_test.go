package captures

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// writeIndex writes lines (and a line end after each) to a file of a
// temporary folder.
func writeIndex(t testing.TB, name string, lines []string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// damagedLines are shapes of a damaged index line, each with the reason
// it fails (nil: it reads, out of order).
var damagedLines = []struct {
	name, line string
	err        string
}{
	{"JSON cut short", `org,iana)/x 20140126200624 {"url": "http://www.iana.org/x", "mi`, "the JSON after the timestamp: unexpected end"},
	{"timestamp of letters", `org,iana)/x 2014012620062X {"url": "http://www.iana.org/x"}`, "is not 4 to 14 digits"},
	{"month 13", `org,iana)/x 20141326200624 {"url": "http://www.iana.org/x"}`, "month 13"},
	{"no JSON", `org,iana)/x 20140126200624`, "no JSON object"},
	{"status of letters", `org,iana)/x 20140126200624 {"url": "http://www.iana.org/x", "status": "2OO"}`, `"2OO" is not a number`},
	{"no timestamp", `org,iana)/x`, "no key and timestamp"},
	{"NUL bytes", "\x00\x00\x00\x00", "no key and timestamp"},
	{"too long", "org,iana)/x 20140126200624 {\"url\": \"" + strings.Repeat("a", 5000) + "\"}", "more than the limit"},
	{"out of order", `zz,zz)/ 20140126200624 {"url": "http://zz.zz/"}`, ""},
}

// TestDamagedLines damages lines of pywb's iana.cdxj, each in another
// way: every damaged line fails with its line number and reason (or,
// out of order, is kept aside and reported), the accounting adds up, and
// every other line is still found where it lies.
func TestDamagedLines(t *testing.T) {
	lines, _ := indexLines(t, "../testdata/captures/pywb/cdxj/iana.cdxj")
	var damagedAt []int64
	for i, d := range damagedLines {
		at := 7 + 19*i // 0-based place of the damage, spread over the file
		lines[at] = d.line
		damagedAt = append(damagedAt, int64(at+1))
	}
	lines = append(lines[:50], append([]string{"", "  "}, lines[50:]...)...) // blank lines: nothing lost, nothing failed
	for i := range damagedAt {
		if damagedAt[i] > 50 {
			damagedAt[i] += 2
		}
	}
	path := writeIndex(t, "iana.cdxj", lines)
	ix, err := OpenIndex(path, IndexOptions{Limits: Limits{MaxLine: 4096}})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()

	st := ix.Stats()
	if st.Lines != int64(len(lines)) || st.Lines != st.Headers+st.Blank+st.Sorted+st.OutOfOrder+st.Failed {
		t.Errorf("%v: does not add up to the %d lines written", st, len(lines))
	}
	if st.Failed != int64(len(damagedLines)-1) || st.OutOfOrder != 1 || st.Blank != 2 {
		t.Errorf("%v, want %d failed, 1 out of order, 2 blank", st, len(damagedLines)-1)
	}
	failures := ix.Failures()
	if len(failures) != len(damagedLines) {
		t.Fatalf("%d failures, want %d: %v", len(failures), len(damagedLines), failures)
	}
	for i, d := range damagedLines {
		e := failures[i]
		if e.Line != damagedAt[i] {
			t.Errorf("%s: reported at line %d, want %d", d.name, e.Line, damagedAt[i])
		}
		switch {
		case d.err == "" && !errors.Is(e, errOutOfOrder):
			t.Errorf("%s: %v, want out of order", d.name, e)
		case d.err != "" && !strings.Contains(e.Error(), d.err):
			t.Errorf("%s: %v, want %q", d.name, e, d.err)
		}
	}
	damaged := map[int]bool{}
	for _, n := range damagedAt {
		damaged[int(n)-1] = true
	}
	numbers := make([]int64, len(lines))
	for i := range lines {
		numbers[i] = int64(i + 1)
	}
	everyLineFound(t, ix, lines, numbers, func(i int) bool {
		return damaged[i] && !strings.HasPrefix(lines[i], "zz,") || strings.TrimSpace(lines[i]) == ""
	})
}

// TestTooManyBadLines: an index of more damaged and out-of-order lines
// than the limit is refused as not sorted, naming its first bad line.
func TestTooManyBadLines(t *testing.T) {
	lines, _ := indexLines(t, "../testdata/captures/pywb/cdxj/iana.cdxj")
	for i, j := 0, len(lines)-1; i < j; i, j = i+1, j-1 {
		lines[i], lines[j] = lines[j], lines[i]
	}
	path := writeIndex(t, "reversed.cdxj", lines)
	_, err := OpenIndex(path, IndexOptions{Limits: Limits{MaxBadLines: 100}})
	if err == nil || !strings.Contains(err.Error(), "more than 100 lines damaged or out of order (the first: line 1;") {
		t.Fatalf("%v, want the index refused", err)
	}
	ix, err := OpenIndex(path, IndexOptions{})
	if err != nil {
		t.Fatalf("under the default limit: %v", err)
	}
	defer ix.Close()
	if st := ix.Stats(); st.Sorted+st.OutOfOrder != int64(len(lines)) {
		t.Errorf("%v, want every line read", st)
	}
}

// syntheticIndex returns the lines of a sorted CDXJ index of n captures:
// keys of one to three captures each, some keys prefixes of others.
func syntheticIndex(n int) []string {
	var lines []string
	for i := 0; len(lines) < n; i++ {
		key := fmt.Sprintf("com,example)/p%d", i/3)
		if i%3 == 1 {
			key += "/"
		}
		for c := 0; c <= i%3 && len(lines) < n; c++ {
			ts := fmt.Sprintf("199%d0%d01120000", i%7+3, c+1)
			lines = append(lines, fmt.Sprintf(`%s %s {"url": "http://example.com/%d", "mime": "text/html", "status": "200", "digest": "D%d", "length": "100", "offset": "%d", "filename": "a.warc.gz"}`,
				key, ts, i, i, 100*len(lines)))
		}
	}
	sort.Strings(lines) // byte order, as LC_ALL=C sort sorts
	return lines
}

// FuzzIndexDamage is the nothing-lost property of an index: build a
// valid sorted index, put the fuzzer's bytes in place of one of its
// lines (they may hold line ends, and so make several lines), and every
// other line must still be found where it lies, and the lines add up.
func FuzzIndexDamage(f *testing.F) {
	for _, d := range damagedLines {
		f.Add(uint16(3), []byte(d.line))
	}
	f.Add(uint16(0), []byte(" CDX N b a m s k r M S V g"))
	f.Add(uint16(0), []byte("!meta 0 {}"))
	f.Add(uint16(40), []byte("com,example)/p9 19930101120000 {}\ncom,example)/p0 19930101120000 {}\nzz 1 {}"))
	f.Add(uint16(59), []byte("a 1999 {}\r\n\n\n"))
	lines := syntheticIndex(60)
	f.Fuzz(func(t *testing.T, at uint16, damage []byte) {
		if len(damage) > 2000 {
			return
		}
		i := int(at) % len(lines)
		damaged := append([]string(nil), lines...)
		damaged[i] = string(damage)
		path := writeIndex(t, "fuzz.cdxj", damaged)
		ix, err := OpenIndex(path, IndexOptions{Limits: Limits{MaxLine: 1000}})
		if err != nil {
			t.Fatalf("damage at line %d: %v", i+1, err)
		}
		defer ix.Close()
		st := ix.Stats()
		if st.Lines != st.Headers+st.Blank+st.Sorted+st.OutOfOrder+st.Failed || int64(len(ix.Failures())) != st.Failed+st.OutOfOrder {
			t.Errorf("%v, %d failures: does not add up", st, len(ix.Failures()))
		}
		numbers := make([]int64, len(lines))
		for j := range lines {
			numbers[j] = int64(j + 1)
		}
		everyLineFound(t, ix, lines, numbers, func(j int) bool { return j == i })
	})
}

// FuzzCheckAgreesWithParse: the check of a line (the pass over a whole
// index) fails exactly where reading its capture (a lookup) fails, for
// CDXJ and for CDX of each layout.
func FuzzCheckAgreesWithParse(f *testing.F) {
	for _, d := range damagedLines {
		f.Add([]byte(d.line))
	}
	for _, l := range syntheticIndex(5) {
		f.Add([]byte(l))
	}
	f.Add([]byte("com,example)/ 20140103030321 http://example.com text/html 200 B2LT - - 1043 333 example.warc.gz"))
	f.Add([]byte("com,example)/ 20140103030321 http://example.com/a b text/html - B2LT - 1043 333 example.warc.gz"))
	formats := []*lineFormat{{cdxj: true}}
	for _, n := range []int{11, 10, 9} {
		cdx, _ := newCDXFormat(cdxByCount[n])
		formats = append(formats, cdx)
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		for _, lf := range formats {
			_, parseErr := lf.parse(line)
			if checkErr := lf.check(line); (checkErr == nil) != (parseErr == nil) {
				t.Errorf("%s %q: check %v, parse %v", lf, line, checkErr, parseErr)
			}
		}
	})
}
